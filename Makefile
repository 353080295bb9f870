# gin_desktop: `make run` plays the game, `make test` runs every check.
# Targets install what they need: the Python packages into .venv (pip), and on
# Debian/Ubuntu the system libraries Qt links against (packaging/ensure-system-libs.sh).

PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
# Written after a successful install; pip runs again only when pyproject.toml is newer.
STAMP  := $(VENV)/.gin-desktop-installed.stamp

.PHONY: all venv sysdeps sysdeps-display run test lint translations clean

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

# Lint first, so pytest's summary is the last line printed. The installer tests (build the
# bundle and the .deb, install into a scratch root, run the installed game) are part of it:
# a few minutes; GIN_DESKTOP_TEST_INSTALLER=0 make test leaves them out.
test: venv sysdeps lint
	GIN_DESKTOP_TEST_INSTALLER=$${GIN_DESKTOP_TEST_INSTALLER-1} QT_QPA_PLATFORM=offscreen \
	  $(PY) -m pytest -q

lint: venv
	$(VENV)/bin/ruff check gin_desktop tests bench tools packaging
	$(VENV)/bin/mypy

## Translations ------------------------------------------------------------------------

# English is the source language. lupdate collects every tr()/translate() string of the
# code into the .ts files (new ones untranslated, dropped ones removed); translate them
# (e.g. in .venv/bin/pyside6-linguist), then run this again: lrelease compiles the .qm files
# the game loads. Commit the .ts and the .qm. tools/tr_helpers.py shows lupdate the strings
# passed through the app's translation helper (`i18n.translate`, imported as `_tr`).
# tools/carry_translations.py refills the strings a change moved to another context.
# tests/app/test_translations.py uses LUPDATE_FLAGS from here and fails while a string is untranslated or a .qm is stale.
TS_LANGUAGES  := es cs pt
TS_FILES      := $(TS_LANGUAGES:%=assets/translations/gin_desktop_%.ts)
LUPDATE_FLAGS := -locations none -no-obsolete -source-language en
TR_STUB       := build/i18n/tr_helpers_stub.py
PY_SOURCES     = $(shell find gin_desktop -name '*.py' | sort)

translations: venv
	$(PY) tools/tr_helpers.py $(TR_STUB) $(PY_SOURCES)
	$(VENV)/bin/pyside6-lupdate $(LUPDATE_FLAGS) $(PY_SOURCES) $(TR_STUB) -ts $(TS_FILES)
	$(VENV)/bin/pyside6-lrelease $(TS_FILES)

## Installers --------------------------------------------------------------------------

# The standalone game for people without Python: a PyInstaller bundle built in its own venv
# (build/bundle-venv: PySide6-Essentials and PyInstaller only), and packages of it in dist/.
# The Windows and macOS installers are built on those systems by
# .github/workflows/installers.yml. See packaging/README.md.
.PHONY: bundle deb tarball test-installer

bundle:
	PYTHON=$(PYTHON) bash packaging/build-bundle.sh

deb: bundle
	bash packaging/linux/build-deb.sh

tarball: bundle
	bash packaging/linux/build-tarball.sh

# Builds the bundle and the .deb, unpacks it into a scratch root and runs the installed
# game there (--version, --self-test). `make test` runs these too; this runs them alone.
test-installer: venv
	GIN_DESKTOP_TEST_INSTALLER=1 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q tests/test_installer.py

## Housekeeping ------------------------------------------------------------------------

# Keeps .venv (slow to rebuild); `rm -rf .venv` for a clean slate.
clean:
	rm -rf build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +
