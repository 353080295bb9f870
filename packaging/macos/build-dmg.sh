#!/usr/bin/env bash
# Pack "dist/Gin Desktop.app" (made by `make bundle` on macOS: the spec's BUNDLE step)
# into a disk image: dist/gin-desktop-<version>-macos-<arch>.dmg, which opens to the app
# and a link to /Applications to drag it onto. Runs on macOS only (hdiutil);
# .github/workflows/installers.yml builds it there.
#
# The app is signed ad hoc (codesign -s -), which Apple silicon requires to run it at all;
# it is not notarized, so the first start needs right-click > Open.
set -euo pipefail

me="build-dmg"
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
app="dist/Gin Desktop.app"
if [ "$(uname -s)" != Darwin ]; then
  echo "$me: runs on macOS only" >&2; exit 1
fi
if [ ! -d "$app" ]; then
  echo "$me: no $app; run 'make bundle' first" >&2; exit 1
fi

version=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' gin_desktop/__init__.py)
dmg=dist/gin-desktop-$version-macos-$(uname -m).dmg
stage=build/dmg

codesign --force --deep --sign - "$app"
"$app/Contents/MacOS/gin-desktop" --version || true

rm -rf "$stage" "$dmg"
mkdir -p "$stage"
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
hdiutil create -volname "Gin Desktop" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"
echo "$me: built $dmg ($(du -h "$dmg" | cut -f1))"
