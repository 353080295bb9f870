#!/usr/bin/env bash
# Build the one-folder bundle of the game: dist/gin-desktop/ (and on macOS also
# "dist/Gin Desktop.app"). `make bundle` runs this.
#
# 1. build/bundle-venv: a venv holding only packaging/bundle-requirements.txt (the run-time
#    dependencies and PyInstaller); recreated when that file changes.
# 2. On Linux, the system libraries Qt needs to start (packaging/ensure-system-libs.sh):
#    the icons are drawn with Qt, and PyInstaller imports the game's modules.
# 3. build/icons: the app icon rendered from assets/icons/gin-desktop.svg (render_icons.py).
# 4. PyInstaller with packaging/pyinstaller/gin-desktop.spec.
#
# Environment: PYTHON (default python3) makes the venv; works in Git Bash on Windows too.
set -euo pipefail

me="build-bundle"
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
venv=build/bundle-venv
requirements=packaging/bundle-requirements.txt
stamp=$venv/.requirements.stamp

if [ -x "$venv/Scripts/python.exe" ]; then py=$venv/Scripts/python.exe; else py=$venv/bin/python; fi
if [ ! -x "$py" ] || [ ! -f "$stamp" ] || ! cmp -s "$requirements" "$stamp"; then
  echo "$me: creating $venv from $requirements"
  rm -rf "$venv"
  "${PYTHON:-python3}" -m venv "$venv"
  if [ -x "$venv/Scripts/python.exe" ]; then py=$venv/Scripts/python.exe; else py=$venv/bin/python; fi
  "$py" -m pip install --quiet --disable-pip-version-check -r "$requirements"
  cp "$requirements" "$stamp"
fi

case "$(uname -s)" in
  Linux)
    PYTHON=$py bash packaging/ensure-system-libs.sh
    # PyInstaller strips the binaries with binutils' strip.
    if ! command -v strip >/dev/null; then
      if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends binutils >/dev/null
      else
        echo "$me: 'strip' not found; install binutils" >&2; exit 1
      fi
    fi ;;
esac

QT_QPA_PLATFORM=offscreen "$py" packaging/render_icons.py build/icons

# Only the game's own sources, so a stale build/ or an installed copy cannot leak in.
PYTHONPATH=$root "$py" -m PyInstaller --noconfirm --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/pyinstaller/gin-desktop.spec

launcher=dist/gin-desktop/gin-desktop
[ -x "$launcher.exe" ] && launcher=$launcher.exe
echo "$me: built dist/gin-desktop ($(du -sh dist/gin-desktop | cut -f1)): $("$launcher" --version 2>&1 || true)"
