# gin_desktop: `make run` plays the game, `make test` runs every check.
# Targets install what they need. First, on Debian/Ubuntu, the system packages in one
# apt-get step (packaging/ensure-system-packages.sh: python3-venv, the libraries beneath
# Qt, and for `make test` the build and check tools; not root: it prints the one command
# to run and stops). Then the Python packages into .venv (packaging/ensure-venv.sh).

PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python

# What the system must have depends on the goal: `make test` (the default) and the
# installer targets also build the bundle and the .deb and check them.
GOALS    := $(or $(MAKECMDGOALS),all)
SYS_FOR  := $(if $(filter all test test-installer,$(GOALS)),test,$(if $(filter bundle deb tarball dmg,$(GOALS)),deb,run))

.PHONY: all venv sysdeps run test lint translations clean

all: test

## Set-up ----------------------------------------------------------------------------

sysdeps:
	@PYTHON=$(PYTHON) bash packaging/ensure-system-packages.sh --for $(SYS_FOR)

venv: sysdeps
	@PYTHON=$(PYTHON) bash packaging/ensure-venv.sh $(VENV) --key pyproject.toml \
	  --say "the game in editable mode, PySide6-Essentials (about 100 MB to download the first time), pytest, hypothesis, mypy and ruff" \
	  -- -e '.[test]'

## Play and check ----------------------------------------------------------------------

# Extra arguments for the game: make run ARGS='--lang es'
run: venv
	$(PY) -m gin_desktop $(ARGS)

# Lint first, so pytest's summary is the last line printed. The installer tests (build the
# bundle and the .deb, install into a scratch root, run the installed game) are part of it:
# a few minutes; GIN_DESKTOP_TEST_INSTALLER=0 make test leaves them out.
test: venv lint
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

# Each .qm is compiled beside its place and then renamed over it: a game left running
# reads its catalog mapped from the file, and lrelease writing the file in place killed
# it with a bus error (the window gone without a word), or spoke English for a moment.
translations: venv
	$(PY) tools/tr_helpers.py $(TR_STUB) $(PY_SOURCES)
	$(VENV)/bin/pyside6-lupdate $(LUPDATE_FLAGS) $(PY_SOURCES) $(TR_STUB) -ts $(TS_FILES)
	@for ts in $(TS_FILES); do \
	  qm=$${ts%.ts}.qm; \
	  $(VENV)/bin/pyside6-lrelease $$ts -qm $$qm.new && mv -f $$qm.new $$qm || exit 1; \
	done

## Installers --------------------------------------------------------------------------

# The standalone game for people without Python: a PyInstaller bundle built in its own venv
# (build/bundle-venv: PySide6-Essentials and PyInstaller only), and packages of it in dist/.
# The Windows and macOS installers are built on those systems (`make dmg` on a Mac; Inno
# Setup's iscc on Windows), as .github/workflows/installers.yml does. See packaging/README.md.
.PHONY: bundle deb tarball dmg test-installer

bundle: sysdeps
	@PYTHON=$(PYTHON) bash packaging/build-bundle.sh

deb: bundle
	@bash packaging/linux/build-deb.sh

tarball: bundle
	@bash packaging/linux/build-tarball.sh

# macOS only: "dist/Gin Desktop.app" signed ad hoc, in dist/gin-desktop-<v>-macos-<arch>.dmg.
dmg: bundle
	@bash packaging/macos/build-dmg.sh

# Builds the bundle and the .deb, unpacks it into a scratch root and runs the installed
# game there (--version, --self-test). `make test` runs these too; this runs them alone.
test-installer: venv
	GIN_DESKTOP_TEST_INSTALLER=1 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q tests/test_installer.py

# The two commands on a truly fresh machine: a minbase Debian 12 root (debootstrap) with
# only python3, make and git, this checkout's HEAD cloned in; `make test` as a user without
# sudo must print one apt-get line and stop, as root it must pass. Root, several minutes;
# not part of `make test`. FRESH_SUITE=trixie (Debian 13), noble or resolute (Ubuntu 24.04, 26.04). See packaging/test-fresh.sh.
.PHONY: test-fresh
test-fresh:
	@bash packaging/test-fresh.sh

## Housekeeping ------------------------------------------------------------------------

# Keeps .venv (slow to rebuild); `rm -rf .venv` for a clean slate.
clean:
	rm -rf build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +
