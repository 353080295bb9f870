#!/usr/bin/env bash
# Make sure the system libraries that the pip-installed Qt (PySide6) links against exist.
#
# Usage: packaging/ensure-system-libs.sh [--display]
#
#   (no option)  what the game and its tests need headless (offscreen platform plugin)
#   --display    also what a window on an X11 or Wayland desktop needs
#
# The PySide6 wheels ship Qt itself but not the X11/GL/font libraries beneath it. This
# script asks `ldd` which of those are "not found", adds the few that Qt opens at run time
# (dlopen, which ldd cannot see), and maps each missing soname to its Debian package.
# On Debian/Ubuntu as root it installs them; otherwise it prints the command and exits 1.
# Elsewhere it only reports. Environment: PYTHON (default: .venv/bin/python).
set -euo pipefail

me="ensure-system-libs"
display=0
for arg in "$@"; do
  case $arg in
    --display) display=1 ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "$me: unknown option: $arg" >&2; exit 2 ;;
  esac
done

if [ "$(uname -s)" != Linux ]; then
  exit 0  # macOS and Windows wheels bring everything Qt needs
fi

root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-$root/.venv/bin/python}
if ! pyside=$("$python" -c 'import importlib.util as u; s = u.find_spec("PySide6"); print(next(iter(s.submodule_search_locations)))' 2>/dev/null); then
  echo "$me: PySide6 is not installed for $python; run 'make venv' first" >&2
  exit 1
fi
qt=$pyside/Qt

# What the game loads: the Python bindings it imports (ldd follows them into Qt's own
# libraries) and the headless platform plugins. Scanning all of Qt/lib would demand
# packages for QML, Wayland compositors and Designer, which the game never loads.
files=()
for module in QtCore QtGui QtWidgets QtSvg QtSvgWidgets QtTest; do
  files+=("$pyside/$module".*.so)
done
files+=("$qt/plugins/platforms/libqoffscreen.so" "$qt/plugins/platforms/libqminimal.so")
# Opened with dlopen by Qt, so ldd does not list them.
sonames=(libGL.so.1 libEGL.so.1 libX11.so.6 libxkbcommon.so.0 libfontconfig.so.1
         libfreetype.so.6 libglib-2.0.so.0 libdbus-1.so.3)
if [ $display = 1 ]; then
  # Qt picks the Wayland plugin on a Wayland session and xcb (also via XWayland) otherwise.
  files+=("$qt/plugins/platforms/libqxcb.so" "$qt/plugins/platforms/libqwayland.so")
  sonames+=(libxcb-cursor.so.0 libxkbcommon-x11.so.0 libxcb-icccm.so.4 libxcb-keysyms.so.1)
fi

# Print each missing soname once.
find_missing() {
  local known f s tab=$'\t'
  known=$({ command -v ldconfig >/dev/null && ldconfig -p || /sbin/ldconfig -p; } 2>/dev/null || true)
  {
    for f in "${files[@]}"; do
      if [ -e "$f" ]; then
        ldd "$f" 2>/dev/null | awk '$2 == "=>" && $3 == "not" {print $1}' || true
      fi
    done
    for s in "${sonames[@]}"; do
      grep -qF "$tab$s (" <<<"$known" || echo "$s"
    done
  } | sort -u
}

missing=$(find_missing)
if [ -z "$missing" ]; then
  echo "$me: all system libraries Qt needs are present$([ $display = 1 ] && echo ' (display included)')"
  exit 0
fi

# The Debian package that ships a soname. Most follow Debian's library naming policy
# (libFoo.so.6 -> libfoo6, libfoo-1.so.3 -> libfoo-1-3); the rest are listed.
package_for() {
  case $1 in
    libglib-2.0.so.*|libgobject-2.0.so.*|libgio-2.0.so.*|libgthread-2.0.so.*|libgmodule-2.0.so.*)
      echo libglib2.0-0 ;;
    libz.so.1) echo zlib1g ;;
    libGLdispatch.so.*) echo libglvnd0 ;;
    libharfbuzz.so.0) echo libharfbuzz0b ;;
    libbrotli*.so.1) echo libbrotli1 ;;
    libjpeg.so.62) echo libjpeg62-turbo ;;
    libssl.so.3|libcrypto.so.3) echo libssl3 ;;
    libatk-1.0.so.0) echo libatk1.0-0 ;;
    libatk-bridge-2.0.so.0) echo libatk-bridge2.0-0 ;;
    *)
      local name=${1%%.so.*} version=${1##*.so.}
      version=${version%%.*}
      name=$(tr 'A-Z_' 'a-z-' <<<"$name")
      case $name in
        *[0-9]) echo "$name-$version" ;;
        *) echo "$name$version" ;;
      esac ;;
  esac
}

packages=$(for s in $missing; do package_for "$s"; done | sort -u | tr '\n' ' ')
packages=${packages% }
echo "$me: missing system libraries: $(tr '\n' ' ' <<<"$missing")"

if [ ! -f /etc/debian_version ] || ! command -v apt-get >/dev/null; then
  echo "$me: not a Debian/Ubuntu system; install these with your package manager" \
       "(Debian names: $packages)" >&2
  exit 0
fi

if [ "$(id -u)" != 0 ]; then
  echo "$me: Qt cannot start without them. Install them with:" >&2
  echo "  sudo apt-get install -y $packages" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
unknown=()
installable=()
for p in $packages; do
  # A simulated install also accepts a name another package provides (Ubuntu's t64 renames).
  if apt-get install -s -qq "$p" >/dev/null 2>&1; then installable+=("$p"); else unknown+=("$p"); fi
done
if [ ${#installable[@]} -gt 0 ]; then
  echo "$me: installing ${installable[*]}"
  apt-get install -y -qq --no-install-recommends "${installable[@]}" >/dev/null
fi

missing=$(find_missing)
if [ -n "$missing" ]; then
  echo "$me: still missing: $(tr '\n' ' ' <<<"$missing")" >&2
  [ ${#unknown[@]} -eq 0 ] || echo "$me: no Debian package named ${unknown[*]}" >&2
  exit 1
fi
echo "$me: installed ${installable[*]}"
