"""The shared libraries a bundle needs from the system.

``python system_libs.py BUNDLE_DIR`` prints one soname a line: every library that an ELF
file of the bundle links (its ``DT_NEEDED`` entries, read with binutils' ``readelf``) and
that the bundle does not carry itself: what the .deb must depend on (build-deb.sh has
dpkg-shlibdeps turn them into packages) and what the tarball's README lists. Qt opens no
other library with dlopen() for what the bundle keeps (platform themes and the OpenGL
integrations, which would, are left out; see packaging/pyinstaller/bundle_filter.py).

``python system_libs.py --elf-files BUNDLE_DIR`` prints the ELF files instead, one path a
line (what build-deb.sh hands to dpkg-shlibdeps).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

_NEEDED = re.compile(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]")


def elf_files(bundle: Path) -> list[Path]:
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def needed(path: Path) -> set[str]:
    out = subprocess.run(["readelf", "--dynamic", "--wide", str(path)], check=True,
                         capture_output=True, text=True).stdout
    return set(_NEEDED.findall(out))


def system_libraries(bundle: Path) -> list[str]:
    """Sonames linked by the bundle's ELF files and not present in the bundle."""
    provided = {p.name for p in bundle.rglob("*")}
    wanted: set[str] = set()
    for path in elf_files(bundle):
        wanted |= needed(path)
    return sorted(wanted - provided)


def main(argv: list[str]) -> int:
    args = argv[1:]
    list_files = args[:1] == ["--elf-files"]
    if list_files:
        args = args[1:]
    if len(args) != 1 or not Path(args[0]).is_dir():
        print(__doc__, file=sys.stderr)
        return 2
    bundle = Path(args[0])
    lines = [str(p) for p in elf_files(bundle)] if list_files else system_libraries(bundle)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
