#!/usr/bin/env bash
# `make test-fresh`: the README's two commands on a truly fresh machine. Needs root and a
# few minutes; not part of `make test` (it needs debootstrap and the network).
#
# 1. A minbase Debian 12 root made by debootstrap from the mirror this machine's apt uses
#    (cached as build/fresh/<suite>-minbase.tar.gz), unpacked anew into a folder under
#    /var/tmp (outside the checkout, so that nothing that walks or cleans the checkout can
#    reach the /dev and /proc mounted into it), removed again at the end.
# 2. This machine's CA certificates, pip configuration and PIP_* variables copied in, so
#    that pip reaches the same package index; then only python3, make and git installed.
# 3. A clone of this checkout's HEAD, and as a user without sudo: `make test` must stop at
#    once with one line naming every missing package, and create nothing.
# 4. As root, in another clone: `make test` must install everything itself and pass.
#
# Prints the outcome as its last lines; exits 1 if either check failed. The logs stay in
# build/fresh. FRESH_SUITE picks another release: trixie (Debian 13), noble (Ubuntu
# 24.04) or resolute (Ubuntu 26.04); FRESH_MIRROR sets its mirror (Ubuntu's default
# http://archive.ubuntu.com/ubuntu).
set -euo pipefail

me="test-fresh"
repo=$(cd "$(dirname "$0")/.." && pwd)
suite=${FRESH_SUITE:-bookworm}
work=$repo/build/fresh
chroot_dir=""
log_user=$work/$suite-nonroot.log
log_root=$work/$suite-root.log

if [ "$(id -u)" != 0 ]; then
  echo "$me: needs root (debootstrap, mounts, chroot)" >&2
  exit 1
fi
commit=$(git -C "$repo" rev-parse HEAD)
git -C "$repo" diff --quiet HEAD || echo "$me: note: uncommitted changes are not tested, only HEAD ${commit:0:12}"

# The mirror: for Debian, the one this machine's apt uses (deb822 .sources or one-line
# sources.list), so that debootstrap reaches the same archive.
host_debian_mirror() {
  local uri
  uri=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null |
        awk '/^URIs:/ {for (i = 2; i <= NF; i++) if ($i ~ /\/debian\/?$/) {print $i; exit}}')
  [ -n "$uri" ] || uri=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
        awk '$1 == "deb" {for (i = 2; i <= NF; i++) if ($i ~ /\/debian\/?$/) {print $i; exit}}')
  echo "${uri:-http://deb.debian.org/debian}"
}
case $suite in
  bookworm) mirror=${FRESH_MIRROR:-$(host_debian_mirror)}; title="Debian 12 (bookworm)" ;;
  trixie) mirror=${FRESH_MIRROR:-$(host_debian_mirror)}; title="Debian 13 (trixie)" ;;
  noble) mirror=${FRESH_MIRROR:-http://archive.ubuntu.com/ubuntu}; title="Ubuntu 24.04 (noble)" ;;
  resolute) mirror=${FRESH_MIRROR:-http://archive.ubuntu.com/ubuntu}; title="Ubuntu 26.04 (resolute)" ;;
  *) echo "$me: FRESH_SUITE is bookworm, trixie, noble or resolute, not '$suite'" >&2; exit 2 ;;
esac
ubuntu=false
case $suite in noble | resolute) ubuntu=true ;; esac

mounts=()
cleanup() {
  local i
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    umount "${mounts[$i]}" 2>/dev/null || umount -l "${mounts[$i]}" 2>/dev/null || true
  done
  mounts=()
  # Removed only when nothing is mounted inside any more.
  if [ -n "$chroot_dir" ] && ! grep -qF " $chroot_dir/" /proc/mounts; then
    rm -rf "$chroot_dir"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# 1. The base root, cached.
if ! command -v debootstrap >/dev/null; then
  echo "$me: installing debootstrap"
  apt-get install -y -q debootstrap >/dev/null 2>&1 || { apt-get update -q; apt-get install -y -q debootstrap; }
fi
base=$work/$suite-minbase.tar.gz
mkdir -p "$work"
if [ ! -f "$base" ]; then
  echo "$me: debootstrap --variant=minbase $suite from $mirror (cached as $base; a few minutes)"
  rm -rf "$work/$suite-base"
  keyring=()
  if $ubuntu && [ ! -f /usr/share/keyrings/ubuntu-archive-keyring.gpg ]; then
    keyring=(--no-check-gpg)  # Debian's ubuntu-keyring is not installed: fetch unchecked
  fi
  # An older debootstrap knows no newer Ubuntu; every Ubuntu release uses the gutsy script.
  script=()
  if [ ! -e "/usr/share/debootstrap/scripts/$suite" ] && $ubuntu; then
    script=(/usr/share/debootstrap/scripts/gutsy)
  fi
  debootstrap --variant=minbase "${keyring[@]}" "$suite" "$work/$suite-base" "$mirror" "${script[@]}"
  tar -C "$work/$suite-base" -czf "$base.part" .
  mv "$base.part" "$base"
  rm -rf "$work/$suite-base"
fi
chroot_dir=$(mktemp -d /var/tmp/gin-desktop-fresh.XXXXXX)
echo "$me: unpacking a fresh $title root into $chroot_dir"
tar -C "$chroot_dir" -xzf "$base"

mount -t proc proc "$chroot_dir/proc" && mounts+=("$chroot_dir/proc")
mount -t sysfs sysfs "$chroot_dir/sys" && mounts+=("$chroot_dir/sys")
mount --bind /dev "$chroot_dir/dev" && mounts+=("$chroot_dir/dev")
mount -t devpts -o newinstance,ptmxmode=0666 devpts "$chroot_dir/dev/pts" && mounts+=("$chroot_dir/dev/pts")
mount -t tmpfs -o mode=1777 shm "$chroot_dir/dev/shm" && mounts+=("$chroot_dir/dev/shm")

# 2. The network as this machine reaches it: DNS, CA certificates, pip's configuration.
cp /etc/resolv.conf "$chroot_dir/etc/resolv.conf"
if [ -d /usr/local/share/ca-certificates ]; then
  mkdir -p "$chroot_dir/usr/local/share/ca-certificates"
  cp -a /usr/local/share/ca-certificates/. "$chroot_dir/usr/local/share/ca-certificates/"
fi
if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  mkdir -p "$chroot_dir/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$chroot_dir/etc/ssl/certs/"
fi
[ ! -f /etc/pip.conf ] || cp /etc/pip.conf "$chroot_dir/etc/pip.conf"
[ ! -d /etc/xdg/pip ] || { mkdir -p "$chroot_dir/etc/xdg"; cp -a /etc/xdg/pip "$chroot_dir/etc/xdg/"; }
[ ! -d "$HOME/.config/pip" ] || { mkdir -p "$chroot_dir/root/.config"; cp -a "$HOME/.config/pip" "$chroot_dir/root/.config/"; }
if [ "$suite" = bookworm ] && compgen -G '/etc/apt/sources.list.d/debian.sources' >/dev/null; then
  rm -f "$chroot_dir/etc/apt/sources.list"
  cp /etc/apt/sources.list.d/debian.sources "$chroot_dir/etc/apt/sources.list.d/"
elif $ubuntu; then
  printf 'deb %s %s main universe\ndeb %s %s-updates main universe\n' \
    "$mirror" "$suite" "$mirror" "$suite" > "$chroot_dir/etc/apt/sources.list"
fi

# The environment a login would have, plus this machine's PIP_* settings.
base_env=(LANG=C.UTF-8 TERM="${TERM:-dumb}" PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin)
while IFS='=' read -r name _; do
  case $name in PIP_*) base_env+=("$name=${!name}") ;; esac
done < <(env)
in_root() { chroot "$chroot_dir" env -i HOME=/root "${base_env[@]}" "$@"; }

echo "$me: installing python3, make and git (and nothing else) in the root"
in_root apt-get update -q >/dev/null
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
  python3 make git >/dev/null
# The machine as a new user finds it: no package lists yet either.
in_root apt-get clean
rm -rf "$chroot_dir"/var/lib/apt/lists/*

clone() {  # clone DEST: this checkout's HEAD
  git clone -q --no-checkout "$repo" "$chroot_dir$1"
  git -C "$chroot_dir$1" checkout -q --detach "$commit"
}

# 3. Not root, no sudo: one line, and nothing done.
in_root useradd --create-home --shell /bin/bash player
clone /home/player/gin-desktop
in_root chown -R player:player /home/player/gin-desktop
echo "$me: as a user without sudo: make test (must stop with one apt-get line)"
set +e
chroot --userspec=player:player "$chroot_dir" env -i HOME=/home/player "${base_env[@]}" \
  bash -c 'cd ~/gin-desktop && make test' >"$log_user" 2>&1
user_rc=$?
set -e
cat "$log_user"
apt_lines=$(grep -c 'apt-get install' "$log_user" || true)
user_line=$(grep 'apt-get install' "$log_user" | head -1 || true)
if [ $user_rc -ne 0 ] && [ "$apt_lines" = 1 ] && grep -q 'as root: apt-get update && apt-get install -y ' "$log_user" \
   && [ ! -e "$chroot_dir/home/player/gin-desktop/.venv" ]; then
  user_result="PASS (exit $user_rc, one line, no .venv)"
else
  user_result="FAIL (exit $user_rc, $apt_lines apt-get lines, .venv $([ -e "$chroot_dir/home/player/gin-desktop/.venv" ] && echo made || echo 'not made'))"
fi

# 4. Root: make test sets up everything and passes.
clone /root/gin-desktop
echo "$me: as root: make test (installs the system packages, the venvs, builds the .deb; several minutes)"
start=$SECONDS
set +e
in_root bash -c 'cd /root/gin-desktop && make test' 2>&1 | tee "$log_root"
root_rc=${PIPESTATUS[0]}
set -e
minutes=$(( (SECONDS - start + 30) / 60 ))
summary=$(sed 's/\x1b\[[0-9;]*m//g' "$log_root" | grep -E '^(=+ )?[0-9]+ (passed|failed).* in [0-9.]+s' | tail -1 || true)
if [ $root_rc -eq 0 ] && [ -n "$summary" ]; then
  root_result="PASS ($summary; $minutes min)"
else
  root_result="FAIL (exit $root_rc${summary:+; $summary}; log: $log_root)"
fi

echo
echo "$me: $title minbase + python3 make git, commit ${commit:0:12}"
echo "$me: non-root make test: $user_result"
echo "$me:   its line: ${user_line:-none}"
echo "$me: root make test:     $root_result"
[[ $user_result == PASS* && $root_result == PASS* ]]
