"""Clean the bundle's ELF files of what ties them to the build machine.

``python3 clean_elf.py BUNDLE_DIR`` (build-bundle.sh runs it on Linux, with patchelf):

- a run-time search path (RUNPATH/RPATH) that names a folder of the build machine, such as
  a pyenv Python's ``/home/.../.pyenv/versions/3.11.7/lib``, is dropped; the ``$ORIGIN``
  entries, which point inside the bundle (Qt's, shiboken's), stay. The loader would look in
  that folder on the player's machine first.
- a shared library that links other libraries but not libc (a few of a self-built
  Python's extension modules, which take libc's symbols from the interpreter) gets libc
  as a dependency, so it states everything it uses, like every Debian library.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import system_libs

_SEARCH_PATH = re.compile(r"\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[([^\]]*)\]")
_SHARED_OBJECT = re.compile(r"^\s*Type:\s+DYN ", re.M)
LIBC = "libc.so.6"


def search_path(path: Path) -> list[str] | None:
    out = subprocess.run(["readelf", "--dynamic", "--wide", str(path)], check=True,
                         capture_output=True, text=True).stdout
    found = _SEARCH_PATH.search(out)
    return found.group(1).split(":") if found else None


def is_shared_library(path: Path) -> bool:
    """A shared library, not a position-independent program (both are ELF type DYN)."""
    header = subprocess.run(["readelf", "--file-header", "--program-headers", "--wide",
                             str(path)], check=True, capture_output=True, text=True).stdout
    return bool(_SHARED_OBJECT.search(header)) and "INTERP" not in header


def clean(bundle: Path) -> tuple[int, int]:
    """Fix the bundle's ELF files in place; return (search paths cut, libc links added)."""
    paths_cut = libc_added = 0
    for path in system_libs.elf_files(bundle):
        entries = search_path(path)
        if entries is not None:
            kept = [entry for entry in entries if entry.startswith("$ORIGIN")]
            if kept != entries:
                args = ["--set-rpath", ":".join(kept)] if kept else ["--remove-rpath"]
                subprocess.run(["patchelf", *args, str(path)], check=True)
                paths_cut += 1
        needed = system_libs.needed(path)
        if needed and LIBC not in needed and is_shared_library(path):
            subprocess.run(["patchelf", "--add-needed", LIBC, str(path)], check=True)
            libc_added += 1
    return paths_cut, libc_added


def main(argv: list[str]) -> int:
    if len(argv) != 2 or not Path(argv[1]).is_dir():
        print(__doc__, file=sys.stderr)
        return 2
    paths_cut, libc_added = clean(Path(argv[1]))
    print(f"clean-elf: build-machine search paths removed from {paths_cut} files, "
          f"libc linked into {libc_added}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
