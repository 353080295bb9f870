#!/usr/bin/env bash
# Pack the bundle (dist/gin-desktop, from `make bundle`) for Linux distributions other than
# Debian/Ubuntu: dist/gin-desktop-<version>-linux-<machine>.tar.gz. `make tarball` runs it.
#
# The archive holds one folder, gin-desktop-<version>/: the bundle (run ./gin-desktop),
# share/ (menu entry, icons, AppStream metadata), install-desktop-entry.sh (puts the game
# in the user's menu) and README.txt, which names the system libraries to install.
set -euo pipefail

me="build-tarball"
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
app_id=io.github.gin_desktop.GinDesktop
bundle=dist/gin-desktop
if [ ! -x "$bundle/gin-desktop" ] || [ ! -d build/icons/hicolor ]; then
  echo "$me: no bundle in $bundle; run 'make bundle' first" >&2
  exit 1
fi
bash packaging/ensure-system-packages.sh --for bundle

version=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' gin_desktop/__init__.py)
name=gin-desktop-$version
tarball=dist/$name-linux-$(uname -m).tar.gz
work=build/tarball
top=$work/$name

rm -rf "$work"
mkdir -p "$top/share/applications" "$top/share/metainfo" "$top/share/icons"
cp -a "$bundle/." "$top/"
cp packaging/linux/$app_id.desktop "$top/share/applications/"
cp packaging/linux/$app_id.metainfo.xml "$top/share/metainfo/"
cp -a build/icons/hicolor "$top/share/icons/hicolor"
cp packaging/linux/install-desktop-entry.sh "$top/"
libs=$(python3 packaging/linux/system_libs.py "$bundle" | grep -Ev '^(ld-linux|libc|libm|libdl|libpthread|librt)[.-]' | sed 's/^/  /')
cat > "$top/README.txt" <<README
Gin Desktop $version: Gin Rummy played offline against computer opponents.

Play:  ./gin-desktop      (./gin-desktop --self-test checks that it works)
Menu:  ./install-desktop-entry.sh adds the game to your desktop's menu
       (./install-desktop-entry.sh --remove takes it out again)

Python and Qt are included. Qt needs these libraries of your system, which most desktop
installations have; install any that are missing with your package manager:

$libs

On Debian and Ubuntu, install the .deb package instead: it names them as dependencies.
README
chmod -R u=rwX,go=rX "$top"

mkdir -p dist
rm -f "$tarball"
tar -C "$work" --owner=0 --group=0 --numeric-owner -czf "$tarball" "$name"
echo "$me: built $tarball ($(du -h "$tarball" | cut -f1))"
