#!/usr/bin/env bash
# Turn the bundle (dist/gin-desktop, from `make bundle`) into a Debian package:
# dist/gin-desktop_<version>-<revision>_<arch>.deb. `make deb` runs this.
#
#   /opt/gin-desktop/                 the bundle
#   /usr/games/gin-desktop            a symlink to /opt/gin-desktop/gin-desktop (games'
#                                     place on the PATH; the menu entry runs it by name)
#   /usr/share/man/man6/gin-desktop.6.gz              from the launcher's --help
#   /usr/share/doc/gin-desktop/{copyright,changelog.Debian.gz}
#   /usr/share/lintian/overrides/gin-desktop          what a bundle must carry, each with its reason
#   /usr/share/applications/<id>.desktop, /usr/share/metainfo/<id>.metainfo.xml
#   /usr/share/icons/hicolor/*/apps/<id>.{png,svg}   (from build/icons)
#
# The version is the top entry of packaging/linux/changelog (the game's version and a
# Debian revision). Depends: is what dpkg-shlibdeps finds for every ELF file of the bundle:
# the system libraries (X11/xcb, Wayland, GL, fontconfig, glib, ...) that the bundle links
# but does not carry.
#
# Recommends: hicolor-icon-theme. The icons go into its theme, which only it defines
# (index.theme: without it no desktop finds them, and the menu entry shows a blank), and
# its file trigger on /usr/share/icons/hicolor is what refreshes that theme's icon cache
# when this package puts icons there or takes them away. The game runs without it, so a
# Recommends, as Debian's policy (7.2) has it; apt installs it unless told not to, and every
# desktop already has it. The menu is refreshed by desktop-file-utils' trigger on
# /usr/share/applications. So there are no maintainer scripts.
set -euo pipefail

me="build-deb"
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
app_id=io.github.gin_desktop.GinDesktop
bundle=dist/gin-desktop
icons=build/icons/hicolor
work=build/deb
stage=$work/gin-desktop   # dpkg-shlibdeps wants the package tree under the work folder

if [ ! -x "$bundle/gin-desktop" ] || [ ! -d "$icons" ]; then
  echo "$me: no bundle in $bundle (or no icons in $icons); run 'make bundle' first" >&2
  exit 1
fi
bash packaging/ensure-system-packages.sh --for deb

upstream=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' gin_desktop/__init__.py)
version=$(dpkg-parsechangelog -l packaging/linux/changelog -S Version)
if [ "${version%-*}" != "$upstream" ]; then
  echo "$me: packaging/linux/changelog's top entry is $version, the game is $upstream;" \
       "add an entry for $upstream-1" >&2
  exit 1
fi
release_date=$(date -u -d "$(dpkg-parsechangelog -l packaging/linux/changelog -S Date)" +%Y-%m-%d)
arch=$(dpkg --print-architecture)
deb=dist/gin-desktop_${version}_${arch}.deb

rm -rf "$work"
doc=$stage/usr/share/doc/gin-desktop
mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/games" \
  "$stage/usr/share/applications" "$stage/usr/share/metainfo" "$stage/usr/share/icons" \
  "$stage/usr/share/man/man6" "$stage/usr/share/lintian/overrides" "$doc"
cp -a "$bundle" "$stage/opt/gin-desktop"
# Shared libraries are mapped, not executed: no executable bit (PyInstaller keeps the
# wheels' modes). The launcher keeps its own.
find "$stage/opt/gin-desktop" -type f \( -name '*.so' -o -name '*.so.*' \) -exec chmod a-x {} +
# Absolute, as Debian's policy wants for links between top-level folders.
ln -s /opt/gin-desktop/gin-desktop "$stage/usr/games/gin-desktop"
python3 packaging/linux/make_manpage.py "$work/gin-desktop.6" "$release_date" -- "$bundle/gin-desktop"
gzip -9n <"$work/gin-desktop.6" >"$stage/usr/share/man/man6/gin-desktop.6.gz"
gzip -9n <packaging/linux/changelog >"$doc/changelog.Debian.gz"
cp packaging/linux/lintian-overrides "$stage/usr/share/lintian/overrides/gin-desktop"
# The override for Python's extension modules that link nothing, only where some do: each
# module of Ubuntu 26.04's Python 3.14 links a library, and lintian warns of an override
# that matches none of its findings (mismatched-override).
modules_link_nothing=false
for module in "$bundle"/_internal/python3.*/lib-dynload/*.so; do
  if [ -e "$module" ] && ! readelf -d "$module" | grep -q '(NEEDED)'; then
    modules_link_nothing=true
    break
  fi
done
if ! $modules_link_nothing; then
  python3 - "$stage/usr/share/lintian/overrides/gin-desktop" <<'PY'
import sys
lines = open(sys.argv[1]).read().splitlines(keepends=True)
at = next(i for i, line in enumerate(lines) if "/lib-dynload/" in line)
del lines[at - 1:at + 1]  # the override and the reason above it
open(sys.argv[1], "w").writelines(lines)
PY
fi
cp packaging/linux/$app_id.desktop "$stage/usr/share/applications/"
cp packaging/linux/$app_id.metainfo.xml "$stage/usr/share/metainfo/"
cp -a "$icons" "$stage/usr/share/icons/hicolor"
cp packaging/linux/copyright "$doc/copyright"
chmod -R u=rwX,go=rX "$stage"

# Depends, from the libraries the bundle's ELF files link.
echo "$me: computing Depends with dpkg-shlibdeps over the bundle (about a minute)"
mkdir -p "$work/debian"
printf 'Source: gin-desktop\n\nPackage: gin-desktop\nArchitecture: any\n' > "$work/debian/control"
mapfile -t elves < <(cd "$work" && python3 "$root/packaging/linux/system_libs.py" --elf-files gin-desktop/opt/gin-desktop)
if ! shlibs=$(cd "$work" && dpkg-shlibdeps -O -lgin-desktop/opt/gin-desktop/_internal \
                "${elves[@]}" 2>shlibdeps.log); then
  cat "$work/shlibdeps.log" >&2
  echo "$me: dpkg-shlibdeps failed" >&2
  exit 1
fi
depends=${shlibs#shlibs:Depends=}
rm -rf "$work/debian"

installed_size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat > "$stage/DEBIAN/control" <<CONTROL
Package: gin-desktop
Version: $version
Architecture: $arch
Maintainer: Gin Desktop contributors <gin-desktop@users.noreply.github.com>
Installed-Size: $installed_size
Depends: $depends
Recommends: hicolor-icon-theme
Section: games
Priority: optional
Description: Gin Rummy played offline against computer opponents
 Two-player Gin Rummy (knock, gin, undercut, to 100 points), the three-hand
 "box" game, and the Oklahoma, Hollywood and Straight Gin variants, against
 computer opponents of four levels: beginner, standard, strong and expert.
 .
 A self-contained build: Python and Qt are included under /opt/gin-desktop.
CONTROL

# The checksums dpkg --verify and debsums compare the installed files with.
(cd "$stage" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z |
  xargs -0 md5sum) >"$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/md5sums"

mkdir -p dist
rm -f dist/gin-desktop_*_"$arch".deb
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
echo "$me: built $deb ($(du -h "$deb" | cut -f1))"
