#!/bin/sh
# Add Gin Desktop to your desktop's menu (for the .tar.gz; the .deb does this itself).
# Run it from the unpacked folder: ./install-desktop-entry.sh   (--remove takes it out)
# It writes the menu entry and icons under ~/.local/share, pointing at this folder.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
id=io.github.gin_desktop.GinDesktop
data=${XDG_DATA_HOME:-$HOME/.local/share}
if [ "${1:-}" = --remove ]; then
  rm -f "$data/applications/$id.desktop"
  find "$data/icons/hicolor" -name "$id.*" -delete 2>/dev/null || true
  echo "Removed Gin Desktop from the menu."
  exit 0
fi
mkdir -p "$data/applications"
cp -R "$here/share/icons" "$data/"
sed "s|^Exec=.*|Exec=\"$here/gin-desktop\"|" "$here/share/applications/$id.desktop" \
  > "$data/applications/$id.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
echo "Gin Desktop is in your menu now (under Games)."
