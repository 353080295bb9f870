#!/usr/bin/env bash
# Pack "dist/Gin Desktop.app" (made by `make bundle` on macOS: the spec's BUNDLE step)
# into a disk image: dist/gin-desktop-<version>-macos-<arch>.dmg, which opens to the app
# and a link to /Applications to drag it onto. Runs on macOS only (codesign, hdiutil);
# .github/workflows/installers.yml builds it there.
#
# Before packing it checks the app: its Info.plist has the keys a Mac needs (the version
# from pyproject.toml, the oldest macOS, the languages: packaging/app_info.py), and the game
# passes its self-test when started the way Finder starts it (working directory /).
#
# The app is signed ad hoc (codesign -s -): Apple silicon runs no unsigned code, and a
# download whose signature is missing or broken is reported as "damaged" with no way round.
# It is not notarized, so the first start needs the steps in packaging/README.md (Control-
# click ▸ Open; on macOS 15 and later, System Settings ▸ Privacy & Security ▸ Open Anyway).
set -euo pipefail

me="build-dmg"
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
app="dist/Gin Desktop.app"
# The bundle's build venv has a Python new enough for tomllib (3.11+); the system's may not.
python=${PYTHON:-build/bundle-venv/bin/python}
[ -x "$python" ] || command -v "$python" >/dev/null || python=python3
if [ "$(uname -s)" != Darwin ]; then
  echo "$me: runs on macOS only" >&2; exit 1
fi
if [ ! -d "$app" ]; then
  echo "$me: no $app; run 'make bundle' first" >&2; exit 1
fi

version=$("$python" packaging/app_info.py version)
dmg=dist/gin-desktop-$version-macos-$(uname -m).dmg
stage=build/dmg
plist="$app/Contents/Info.plist"

# Every key app_info.py asks for, with the same value (PyInstaller merges them in).
plutil -lint "$plist"
mkdir -p build
"$python" packaging/app_info.py info-plist > build/expected-Info.plist
"$python" - "$plist" build/expected-Info.plist <<'EOF'
import plistlib, sys
with open(sys.argv[1], "rb") as f:
    actual = plistlib.load(f)
with open(sys.argv[2], "rb") as f:
    expected = plistlib.load(f)
wrong = {k: (actual.get(k), v) for k, v in expected.items() if actual.get(k) != v}
missing_icon = not actual.get("CFBundleIconFile", "").endswith(".icns")
if wrong or missing_icon:
    sys.exit(f"build-dmg: Info.plist differs from packaging/app_info.py: {wrong}"
             + (" (and no .icns icon)" if missing_icon else ""))
EOF

# Finder starts an app with / as its working directory and no terminal.
(cd / && QT_QPA_PLATFORM=offscreen "$root/$app/Contents/MacOS/gin-desktop" --self-test)

# PyInstaller's BUNDLE already signs the app ad hoc the same way; signing again here keeps
# the disk image right even if something touched the app since, and the strict check
# fails the build on a signature that a Mac would reject.
codesign --force --deep --sign - "$app"
codesign --verify --deep --strict --verbose=2 "$app"

rm -rf "$stage" "$dmg"
mkdir -p "$stage"
# ditto keeps the bundle's symbolic links, permissions and signature as they are.
ditto "$app" "$stage/Gin Desktop.app"
ln -s /Applications "$stage/Applications"
hdiutil create -volname "Gin Desktop" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"
hdiutil verify "$dmg"
echo "$me: built $dmg ($(du -h "$dmg" | cut -f1))"
