# gin_desktop: `make run` plays the game, `make test` runs every check.
# Targets install what they need: the Python packages into .venv (pip), and on
# Debian/Ubuntu the system libraries Qt links against (packaging/ensure-system-libs.sh).

PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
# Written after a successful install; pip runs again only when pyproject.toml is newer.
STAMP  := $(VENV)/.gin-desktop-installed.stamp

.PHONY: all venv sysdeps sysdeps-display run test lint clean

all: test

## Python environment ----------------------------------------------------------------

venv: $(STAMP)

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV) || { \
	  echo "make venv: '$(PYTHON) -m venv' failed; on Debian/Ubuntu: sudo apt-get install python3-venv" >&2; \
	  exit 1; }
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $@

## System libraries (Linux) -----------------------------------------------------------

sysdeps: venv
	@PYTHON=$(PY) bash packaging/ensure-system-libs.sh

sysdeps-display: venv
	@PYTHON=$(PY) bash packaging/ensure-system-libs.sh --display

## Play and check ----------------------------------------------------------------------

# Extra arguments for the game: make run ARGS='--lang es'
run: venv sysdeps-display
	$(PY) -m gin_desktop $(ARGS)

# Lint first, so pytest's summary is the last line printed.
test: venv sysdeps lint
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

lint: venv
	$(VENV)/bin/ruff check gin_desktop tests
	$(VENV)/bin/mypy

## Housekeeping ------------------------------------------------------------------------

# Keeps .venv (slow to rebuild); `rm -rf .venv` for a clean slate.
clean:
	rm -rf build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +
