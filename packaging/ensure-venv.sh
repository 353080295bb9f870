#!/usr/bin/env bash
# Make VENV a working virtual environment of PYTHON holding what pip installs from the
# given arguments; quick and silent when it already is.
#
# Usage: packaging/ensure-venv.sh VENV --say WHAT [--key FILE]... -- PIP-INSTALL-ARGS...
#
#   --say WHAT  what the install brings, said before pip runs (it may take minutes)
#   --key FILE  pip runs again when FILE changes (pyproject.toml, a requirements file)
#
# A venv is rebuilt from scratch when it is broken or half-made: its python does not run,
# has no pip (an interrupted `python -m venv`), or belongs to another Python than PYTHON.
# pip runs when the stamp written after its last successful run (VENV/.ensure-venv.stamp)
# differs from this run's: the Python, the arguments and the key files. An interrupted
# install therefore leaves no stamp and is simply run again.
# Environment: PYTHON (default python3). Works in Git Bash on Windows too.
set -euo pipefail

me="ensure-venv"
usage() { sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
[ $# -ge 1 ] || usage
venv=$1; shift
say="" keys=()
while [ $# -gt 0 ]; do
  case $1 in
    --say) say=$2; shift 2 ;;
    --key) keys+=("$2"); shift 2 ;;
    --) shift; break ;;
    *) usage ;;
  esac
done
[ $# -gt 0 ] || usage
python=${PYTHON:-python3}
stamp=$venv/.ensure-venv.stamp

venv_python() {
  if [ -x "$venv/Scripts/python.exe" ]; then echo "$venv/Scripts/python.exe"; else echo "$venv/bin/python"; fi
}
# The same for a venv and the Python it was made from.
identity='import sys; print(sys.base_prefix, "%d.%d.%d" % sys.version_info[:3])'

if ! want=$("$python" -c "$identity" 2>/dev/null); then
  echo "$me: cannot run '$python'" >&2
  exit 1
fi

py=$(venv_python)
reason=""
if [ ! -e "$venv" ]; then
  reason="creating"
elif ! have=$("$py" -c "import pip; $identity" 2>/dev/null); then
  reason="rebuilding (its python does not run or has no pip)"
elif [ "$have" != "$want" ]; then
  reason="rebuilding (it is of another Python: $have)"
fi
if [ -n "$reason" ]; then
  echo "$me: $reason $venv with $python ($want)"
  rm -rf "$venv"
  "$python" -m venv "$venv"
  py=$(venv_python)
fi

state=$(printf '%s\n' "$want" "$*"; [ ${#keys[@]} -eq 0 ] || cksum "${keys[@]}")
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$state" ]; then
  exit 0
fi
rm -f "$stamp"
echo "$me: installing into $venv: ${say:-$*} (pip shows its progress)"
"$py" -m pip install --disable-pip-version-check --progress-bar on "$@"
printf '%s\n' "$state" >"$stamp"
