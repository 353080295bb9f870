#!/usr/bin/env bash
# Build the one-folder bundle of the game: dist/gin-desktop/ (and on macOS also
# "dist/Gin Desktop.app"). `make bundle` runs this.
#
# 1. On Linux, the system packages this needs (packaging/ensure-system-packages.sh): the
#    libraries beneath Qt (the icons are drawn with Qt, PyInstaller imports the game's
#    modules), the shared libpython that PyInstaller copies, binutils (strip).
# 2. build/bundle-venv: a venv holding only packaging/bundle-requirements.txt (the run-time
#    dependencies and PyInstaller), made by packaging/ensure-venv.sh.
# 3. build/icons: the app icon rendered from assets/icons/gin-desktop.svg (render_icons.py).
# 4. PyInstaller with packaging/pyinstaller/gin-desktop.spec; on Linux then
#    packaging/linux/clean_elf.py (no search paths into the build machine).
#
# Environment: PYTHON (default python3) makes the venv; works in Git Bash on Windows too.
set -euo pipefail

me="build-bundle"
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
venv=build/bundle-venv
requirements=packaging/bundle-requirements.txt

bash packaging/ensure-system-packages.sh --for bundle
bash packaging/ensure-venv.sh "$venv" --key "$requirements" \
  --say "PySide6-Essentials (about 100 MB to download the first time) and PyInstaller" \
  -- -r "$requirements"
if [ -x "$venv/Scripts/python.exe" ]; then py=$venv/Scripts/python.exe; else py=$venv/bin/python; fi

echo "$me: rendering the icons into build/icons"
QT_QPA_PLATFORM=offscreen "$py" packaging/render_icons.py build/icons

echo "$me: building dist/gin-desktop with PyInstaller (a minute or two)"
# Only the game's own sources, so a stale build/ or an installed copy cannot leak in.
PYTHONPATH=$root "$py" -m PyInstaller --noconfirm --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/pyinstaller/gin-desktop.spec

if [ "$(uname -s)" = Linux ]; then
  python3 packaging/linux/clean_elf.py dist/gin-desktop
fi

launcher=dist/gin-desktop/gin-desktop
[ -x "$launcher.exe" ] && launcher=$launcher.exe
echo "$me: built dist/gin-desktop ($(du -sh dist/gin-desktop | cut -f1)): $("$launcher" --version 2>&1 || true)"
