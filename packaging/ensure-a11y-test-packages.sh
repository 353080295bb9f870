#!/usr/bin/env bash
# Install the packages of packaging/a11y-test-packages.txt that are missing (Debian/Ubuntu,
# as root): what the screen-reader test needs beyond the libraries Qt links against.
# Not root: print the command and exit 0 (the test then skips and says why).
# Elsewhere (not Linux, not apt): nothing to do.
set -euo pipefail

me="ensure-a11y-test-packages"
list="$(cd "$(dirname "$0")" && pwd)/a11y-test-packages.txt"
[ "$(uname -s)" = Linux ] && [ -f /etc/debian_version ] && command -v apt-get >/dev/null || exit 0

packages=$(grep -v '^\s*#' "$list" | awk 'NF {print $1}')
missing=()
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "$me: the screen-reader test's packages are present"
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "$me: the screen-reader test will be skipped; to run it:" >&2
  echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
echo "$me: installing ${missing[*]}"
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
