#!/usr/bin/env bash
# Make sure the named build tools exist: packaging/linux/ensure-tools.sh COMMAND...
#
# Known commands and their Debian packages: strip readelf (binutils), dpkg-shlibdeps
# (dpkg-dev), desktop-file-validate (desktop-file-utils), appstreamcli (appstream),
# Xvfb (xvfb). As root on Debian/Ubuntu the missing ones are installed with apt-get;
# otherwise this prints the command to run and exits 1.
set -euo pipefail

me="ensure-tools"
package_for() {
  case $1 in
    strip|readelf) echo binutils ;;
    dpkg-shlibdeps) echo dpkg-dev ;;
    desktop-file-validate) echo desktop-file-utils ;;
    appstreamcli) echo appstream ;;
    Xvfb) echo xvfb ;;
    *) echo "$me: unknown tool: $1" >&2; exit 2 ;;
  esac
}

missing=()
for tool in "$@"; do
  package=$(package_for "$tool")
  command -v "$tool" >/dev/null || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
packages=$(printf '%s\n' "${missing[@]}" | sort -u | tr '\n' ' ')
packages=${packages% }

if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "$me: missing tools; install them with: sudo apt-get install -y $packages" >&2
  exit 1
fi
echo "$me: installing $packages"
export DEBIAN_FRONTEND=noninteractive
# A fresh machine may have no package lists yet.
apt-get install -y -qq --no-install-recommends $packages >/dev/null 2>&1 || {
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends $packages >/dev/null
}
