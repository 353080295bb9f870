#!/usr/bin/env bash
# Install, in one apt-get step and before anything else, every Debian/Ubuntu package that a
# make target needs and the machine lacks.
#
# Usage: packaging/ensure-system-packages.sh [--for run|bundle|deb|test]
#
#   run     (default) `python -m venv` (python3-venv) and the system libraries beneath the
#           pip-installed Qt, display included (packaging/linux/system-libraries.txt)
#   bundle  also the shared libpython that PyInstaller copies, binutils (strip, readelf)
#           and patchelf (packaging/linux/clean_elf.py)
#   deb     also dpkg-dev (dpkg-shlibdeps computes the .deb's Depends)
#   test    also appstream, desktop-file-utils and lintian (the installer tests), and the
#           screen-reader test's X server, session bus and AT-SPI (a11y-test-packages.txt)
#
# As root on Debian/Ubuntu it runs apt-get update and one apt-get install. Otherwise it
# prints one line with the command that installs all of them, and exits 1. On other
# systems it names what is missing (Debian names) and goes on. Nothing missing: silent.
# A machine just started may be running its automatic updates, which hold apt's locks for
# minutes: both steps wait for them (up to 10 minutes) instead of failing.
# Environment: PYTHON, the interpreter the venvs are made with (default python3).
set -euo pipefail

me="ensure-system-packages"
mode=run
while [ $# -gt 0 ]; do
  case $1 in
    --for) mode=${2:-}; shift 2 || true ;;
    --for=*) mode=${1#--for=}; shift ;;
    -h|--help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "$me: unknown option: $1" >&2; exit 2 ;;
  esac
done
case $mode in
  run) level=1 ;; bundle) level=2 ;; deb) level=3 ;; test) level=4 ;;
  *) echo "$me: --for takes run, bundle, deb or test, not '$mode'" >&2; exit 2 ;;
esac

if [ "$(uname -s)" != Linux ]; then
  exit 0  # the macOS and Windows wheels bring everything; no system packages to install
fi

root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
library_list=${GIN_DESKTOP_SYSTEM_LIBRARIES:-$root/packaging/linux/system-libraries.txt}

# The interpreter's facts in one call; the path goes last, as it may hold spaces.
if ! facts=$("$python" - 2>/dev/null <<'PY'
import importlib.util, os, sys, sysconfig
has_venv = all(importlib.util.find_spec(m) for m in ("venv", "ensurepip"))
print("%d.%d" % sys.version_info[:2], int(has_venv),
      sysconfig.get_config_var("Py_ENABLE_SHARED") or 0,
      sysconfig.get_config_var("INSTSONAME") or "-", sysconfig.get_config_var("LIBDIR") or "-",
      os.path.realpath(getattr(sys, "_base_executable", None) or sys.executable))
PY
); then
  echo "$me: cannot run '$python'; install Python 3.11 or newer (Debian: python3)" >&2
  exit 1
fi
read -r py_version has_venv py_shared py_soname py_libdir py_exe <<<"$facts"

# Debian's own interpreter (dpkg knows the file): its missing parts are apt packages.
debian_python=0
command -v dpkg >/dev/null && dpkg -S "$py_exe" >/dev/null 2>&1 && debian_python=1

ldconfig_cache=$({ command -v ldconfig >/dev/null && ldconfig -p || /sbin/ldconfig -p; } 2>/dev/null || true)
have_library() { grep -qF $'\t'"$1 (" <<<"$ldconfig_cache"; }

packages=()  # Debian names of what is missing
problems=()  # what no package fixes

find_missing() {
  packages=()
  problems=()
  if [ "$has_venv" != 1 ]; then
    if [ $debian_python = 1 ]; then
      # python3-venv when PYTHON is the default python3, else that version's own.
      if [ "$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null)" = "$py_version" ]
      then packages+=(python3-venv); else packages+=("python$py_version-venv"); fi
    else
      problems+=("$py_exe has no venv/ensurepip module; use a Python that has (make PYTHON=...)")
    fi
  fi
  if [ $level -ge 2 ]; then
    # PyInstaller copies the shared libpython into the bundle. Debian's python3 is linked
    # statically and finds libpython3.X.so.1.0 (package libpython3.X) by its soname.
    if [ "$py_shared" != 1 ] || [ "$py_soname" = - ]; then
      problems+=("$py_exe was built without a shared libpython, which PyInstaller needs;" \
                 "rebuild it with --enable-shared (pyenv: PYTHON_CONFIGURE_OPTS=--enable-shared)")
    elif [ ! -e "$py_libdir/$py_soname" ] && ! have_library "$py_soname"; then
      if [ $debian_python = 1 ]; then packages+=("libpython$py_version")
      else problems+=("$py_libdir/$py_soname (the shared libpython of $py_exe) is missing"); fi
    fi
    command -v strip >/dev/null && command -v readelf >/dev/null || packages+=(binutils)
    command -v patchelf >/dev/null || packages+=(patchelf)
  fi
  if [ $level -ge 3 ]; then
    command -v dpkg-shlibdeps >/dev/null || packages+=(dpkg-dev)
  fi
  if [ $level -ge 4 ]; then
    command -v appstreamcli >/dev/null || packages+=(appstream)
    command -v desktop-file-validate >/dev/null || packages+=(desktop-file-utils)
    command -v lintian >/dev/null || packages+=(lintian)
    # The screen-reader test (tests/app/test_atspi.py): packaging/a11y-test-packages.txt.
    local wanted
    while read -r wanted _; do
      case $wanted in ''|'#'*) continue ;; esac
      dpkg-query -W -f='${Status}' "$wanted" 2>/dev/null | grep -q "install ok installed" ||
        packages+=("$wanted")
    done <"$root/packaging/a11y-test-packages.txt"
  fi
  local soname package
  while read -r soname package _; do
    case $soname in ''|'#'*) continue ;; esac
    have_library "$soname" || packages+=("$package")
  done <"$library_list"
  if [ ${#packages[@]} -gt 0 ]; then
    mapfile -t packages < <(printf '%s\n' "${packages[@]}" | sort -u)
  fi
}

# Ubuntu 24.04 and Debian 13 renamed many libraries for 64-bit time (libglib2.0-0 ->
# libglib2.0-0t64, libpython3.12 -> libpython3.12t64): take the t64 name where the
# archive has it. Without package lists (not yet updated) the names stay as they are.
resolve_names() {
  local p query=() have
  for p in "${packages[@]}"; do query+=("$p" "${p}t64"); done
  have=$(apt-cache policy "${query[@]}" 2>/dev/null |
         awk '/^[^ ].*:$/ {name = substr($0, 1, length($0) - 1)}
              /^  Candidate:/ && $2 != "(none)" {print name}' || true)
  for p in "${!packages[@]}"; do
    if grep -qxF "${packages[$p]}t64" <<<"$have"; then packages[$p]=${packages[$p]}t64; fi
  done
}

#: apt-get install waits for the package manager's lock (apt 1.9.11 and later).
lock_wait=(-o DPkg::Lock::Timeout=600)

# apt-get update does not wait for the lists' lock: try again while another program holds
# it (a message once, then quiet), and stop on any other failure.
apt_update() {
  local waited=0 pause=${GIN_DESKTOP_APT_RETRY_SECONDS:-5} out
  until out=$(apt-get update -q "${lock_wait[@]}" 2>&1); do
    if ! grep -q 'Could not get lock' <<<"$out" || [ "$waited" -ge 600 ]; then
      printf '%s\n' "$out" >&2
      return 1
    fi
    [ "$waited" -gt 0 ] ||
      echo "$me: another program is using apt (the system's automatic updates?); waiting for it"
    sleep "$pause"
    waited=$((waited + pause))
  done
  printf '%s\n' "$out"
}

report_problems() {
  local problem
  for problem in "${problems[@]}"; do echo "$me: $problem" >&2; done
}

find_missing
if [ ${#packages[@]} -eq 0 ]; then
  [ ${#problems[@]} -eq 0 ] || { report_problems; exit 1; }
  exit 0
fi

if [ ! -f /etc/debian_version ] || ! command -v apt-get >/dev/null; then
  echo "$me: not a Debian/Ubuntu system; install these with your package manager" \
       "(Debian names): ${packages[*]}" >&2
  [ ${#problems[@]} -eq 0 ] || { report_problems; exit 1; }
  exit 0
fi

if [ "$(id -u)" != 0 ]; then
  resolve_names
  # Without package lists (a fresh container) apt-get install finds nothing.
  update=""
  compgen -G '/var/lib/apt/lists/*_Packages*' >/dev/null || update="apt-get update && "
  if command -v sudo >/dev/null; then
    command="${update:+sudo $update}sudo apt-get install -y ${packages[*]}"
  else
    command="as root: ${update}apt-get install -y ${packages[*]}"
  fi
  echo "$me: missing system packages; install them, then run make again: $command" >&2
  report_problems
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
echo "$me: installing the missing system packages with apt-get: ${packages[*]}"
apt_update
resolve_names
apt-get install -y -q --no-install-recommends -o Dpkg::Use-Pty=0 "${lock_wait[@]}" \
  "${packages[@]}"
ldconfig_cache=$({ command -v ldconfig >/dev/null && ldconfig -p || /sbin/ldconfig -p; } 2>/dev/null || true)
has_venv=$("$python" -c 'import importlib.util as u; print(int(all(u.find_spec(m) for m in ("venv", "ensurepip"))))')
find_missing
if [ ${#packages[@]} -gt 0 ]; then
  echo "$me: still missing after apt-get install: ${packages[*]}" >&2
  exit 1
fi
[ ${#problems[@]} -eq 0 ] || { report_problems; exit 1; }
echo "$me: done"
