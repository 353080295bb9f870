"""What every installer says about the game, each fact kept once.

- The version: ``pyproject.toml``'s ``[project] version`` (``gin_desktop.__version__`` is the
  running game's copy; tests/test_packaging.py keeps the two equal).
- The languages: English and every ``assets/translations/gin_desktop_<code>.qm``.
- The app id (the Linux menu entry's name, the macOS bundle identifier) and the oldest
  Windows and macOS that the bundled Qt runs on.

Used by the PyInstaller spec (the macOS Info.plist), by packaging/macos/build-dmg.sh and by
.github/workflows/installers.yml (``python packaging/app_info.py version``, passed to Inno
Setup), and by tests/test_packaging_scripts.py.

``python packaging/app_info.py version`` prints the version; ``... info-plist`` prints the
Info.plist keys the spec adds to the .app, as XML.
"""

from __future__ import annotations

import plistlib
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.gin_desktop.GinDesktop"
APP_NAME = "Gin Desktop"
#: Qt 6.10 and 6.11 (packaging/bundle-requirements.txt) run on macOS 13 and later
#: (doc.qt.io/qt-6.11/macos.html); LaunchServices refuses older systems with a clear message
#: instead of a crash at start.
MACOS_MINIMUM = "13.0"
#: Qt 6 runs on Windows 10 1809 (build 17763) and later (doc.qt.io/qt-6.11/windows.html);
#: packaging/windows/gin-desktop.iss says the same in MinVersion.
WINDOWS_MINIMUM = "10.0.17763"
#: The game's own catalogs (Qt's are qtbase_<code>.qm).
CATALOG_PREFIX = "gin_desktop_"


def version(root: Path = ROOT) -> str:
    """The game's version, from pyproject.toml."""
    with (root / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def languages(root: Path = ROOT) -> list[str]:
    """The languages the game speaks: "en" (the source language) first, then its catalogs."""
    found = sorted(qm.stem.removeprefix(CATALOG_PREFIX)
                   for qm in (root / "assets" / "translations").glob(f"{CATALOG_PREFIX}*.qm"))
    return ["en", *found]


def info_plist(root: Path = ROOT) -> dict[str, Any]:
    """The Info.plist keys of "Gin Desktop.app", beyond those PyInstaller's BUNDLE writes
    (executable, icon file, package type)."""
    current = version(root)
    return {
        "CFBundleIdentifier": APP_ID,
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": current,
        "CFBundleVersion": current,
        "CFBundleDevelopmentRegion": "en",
        # Without this, macOS shows the app's own menu (Hide, Quit, Services) and the
        # system's dialogs in English, whatever the person's language.
        "CFBundleLocalizations": languages(root),
        "LSMinimumSystemVersion": MACOS_MINIMUM,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": "Gin Desktop contributors",
    }


def windows_version(root: Path = ROOT) -> tuple[tuple[int, int, int, int], dict[str, str]]:
    """The version resource of gin-desktop.exe: its four numbers and its strings. Windows
    shows FileDescription as the program's name (Task Manager, "Open with", the taskbar's
    menu) and the rest under Properties ▸ Details."""
    current = version(root)
    numbers = [int(part) for part in current.split(".")]
    if not 1 <= len(numbers) <= 4:
        raise ValueError(f"a Windows file version has 1 to 4 numbers, not {current!r}")
    padded = (*numbers, 0, 0, 0)[:4]
    strings = {
        "CompanyName": "Gin Desktop contributors",
        "FileDescription": APP_NAME,
        "FileVersion": current,
        "InternalName": "gin-desktop",
        "LegalCopyright": "Gin Desktop contributors",
        "OriginalFilename": "gin-desktop.exe",
        "ProductName": APP_NAME,
        "ProductVersion": current,
    }
    return (padded[0], padded[1], padded[2], padded[3]), strings


def main(argv: list[str]) -> int:
    if argv == ["version"]:
        print(version())
        return 0
    if argv == ["info-plist"]:
        sys.stdout.buffer.write(plistlib.dumps(info_plist()))
        return 0
    print("usage: python packaging/app_info.py version|info-plist", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
