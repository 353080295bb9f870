"""Trim a PyInstaller analysis of a PySide6 app down to what a QtWidgets game loads.

Used by both spec files (the game's and the bare-window benchmark's), so the two bundles
are filtered the same way. PyInstaller's PySide6 hooks collect every plugin and translation
that QtGui *might* use; the game needs far fewer:

- Qt libraries: Core, Gui, Widgets, Svg (+SvgWidgets), DBus (Gui links it on Linux), the
  xcb and Wayland platform support libraries, and ICU (Core links it). No QML, Quick,
  Network, OpenGL, EGLFS.
- Qt plugins: the platforms xcb, wayland, offscreen (and windows/cocoa on those systems),
  the Wayland shell and decorations, the SVG image format and icon engine, the compose and
  IBus input methods (typing a player's name), and the native widget styles.
- Qt translations: ``qtbase`` only, and only for the languages the game itself ships in
  ``assets/translations`` (``gin_desktop_<code>.qm``).
- The game's assets: all of ``assets/`` but the translators' catalogs
  (``assets/translations/*.ts``); the game loads their compiled ``.qm``.
- On Linux, libraries that PyInstaller picked up from the system (X11, xcb, fontconfig,
  glib, ...): the .deb declares them as dependencies instead of carrying copies that can
  disagree with the system's OpenGL driver. Only Python, its extension modules and what
  comes from the build venv's site-packages (PySide6, shiboken6) are bundled.

Everything here works on PyInstaller TOC entries: ``(dest_name, src_name, typecode)``.
"""

from __future__ import annotations

import os
import re
import site
import sys
import sysconfig
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

TocEntry = tuple[str, str, str]

#: Qt modules whose libraries the game loads (directly or through a kept plugin).
KEEP_QT_MODULES = frozenset(
    {"Core", "Gui", "Widgets", "Svg", "SvgWidgets", "DBus", "XcbQpa", "WaylandClient",
     "WlShellIntegration"}
)

#: Python bindings to leave out even if something imports them.
EXCLUDED_MODULES = [
    "PySide6.QtNetwork",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtDBus",
    "PySide6.QtPrintSupport",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtUiTools",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtXml",
    "PySide6.QtConcurrent",
    "tkinter",
    "unittest",
    "pydoc",
    "doctest",
    "pdb",
]

#: Plugin category -> plugin names kept (file name without "lib"/"q" prefixes and suffix);
#: None keeps the whole category. Categories not listed are dropped.
KEEP_PLUGINS: dict[str, frozenset[str] | None] = {
    "platforms": frozenset({"xcb", "wayland", "offscreen", "windows", "cocoa"}),
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": frozenset({"bradient", "adwaita"}),
    "imageformats": frozenset({"svg"}),
    "iconengines": frozenset({"svgicon"}),
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    "styles": None,  # the native look on Windows (modernwindows) and macOS (mac)
}

_QT_LIB = re.compile(r"^(?:lib)?Qt6(?P<module>[A-Za-z0-9]+)(?:\.so\.\d+|\.dll|\.\d+\.dylib)$")
#: Other files of the PySide6 wheels that only OpenGL needs (Windows' software renderer).
DROP_FILES = frozenset({"opengl32sw.dll"})
_QT_FRAMEWORK = re.compile(r"(?:^|/)Qt(?P<module>[A-Za-z0-9]+)\.framework(?:/|$)")
_LOCALE = re.compile(r"(?:^|[_.-])(?P<locale>[a-z]{2,3}(?:_[A-Z]{2})?)$")


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def qt_module_of(dest: str) -> str | None:
    """The Qt module a collected library belongs to ("Core" for libQt6Core.so.6), or None."""
    posix = "/".join(_parts(dest))
    framework = _QT_FRAMEWORK.search(posix)
    if framework:
        return framework.group("module")
    match = _QT_LIB.match(_parts(dest)[-1])
    return match.group("module") if match else None


def plugin_of(dest: str) -> tuple[str, str] | None:
    """(category, name) of a Qt plugin ("platforms", "xcb"), or None if not a plugin."""
    parts = _parts(dest)
    if "plugins" not in parts[:-2] or parts[0] != "PySide6":
        return None
    index = parts.index("plugins")
    if len(parts) != index + 3:
        return None
    category, filename = parts[index + 1], parts[index + 2]
    name = re.sub(r"\.(so|dll|dylib)$", "", filename)
    name = re.sub(r"^lib", "", name)
    name = re.sub(r"^q(?=[a-z])", "", name) if name not in ("qt-shell",) else name
    return category, name


def keep_plugin(dest: str) -> bool:
    category, name = plugin_of(dest) or ("", "")
    if category not in KEEP_PLUGINS:
        return False
    names = KEEP_PLUGINS[category]
    return names is None or name in names


def game_languages(assets: Path) -> set[str]:
    """Locale codes of the game's own translations (assets/translations/*_es.qm -> "es")."""
    found = set()
    for qm in (assets / "translations").glob("*.qm"):
        if qm.name.startswith(("qt_", "qtbase_")):
            continue  # a copy of a Qt catalog, not one of ours
        match = _LOCALE.search(qm.stem)
        if match:
            found.add(match.group("locale"))
    return found


def keep_qt_translation(dest: str, languages: set[str]) -> bool:
    """Keep qtbase_<lang>*.qm for the game's languages: Qt names some by country only
    (Portuguese is qtbase_pt_BR.qm), and gin_desktop.app.i18n looks for both forms."""
    name = _parts(dest)[-1]
    match = re.fullmatch(r"qtbase_(?P<lang>[a-z]{2,3})(?:_[A-Z]{2})?\.qm", name)
    if match is None:
        return False
    return match.group("lang") in {code.split("_")[0] for code in languages}


def _is_qt_translation(dest: str) -> bool:
    parts = _parts(dest)
    return parts[0] == "PySide6" and "translations" in parts and parts[-1].endswith(".qm")


def is_translation_source(dest: str) -> bool:
    """A catalog of the game as translators edit it (assets/translations/*.ts): the spec
    bundles the whole assets folder, but the game reads only the compiled .qm beside it."""
    parts = _parts(dest)
    return parts[:2] == ("assets", "translations") and parts[-1].endswith(".ts")


def _python_owned_dirs() -> list[str]:
    """Folders whose binaries belong to Python or the build venv, not to the system."""
    dirs = [*site.getsitepackages(), sysconfig.get_path("platstdlib"),
            sysconfig.get_path("stdlib")]
    return [os.path.realpath(d) for d in dirs if d]


def is_system_library(entry: TocEntry) -> bool:
    """On Linux, a shared library PyInstaller found in the system's library folders."""
    dest, src, typecode = entry
    if not sys.platform.startswith("linux") or typecode != "BINARY":
        return False
    name = _parts(dest)[-1]
    if name.startswith("libpython"):
        return False
    real = os.path.realpath(src)
    return not any(real.startswith(d + os.sep) for d in _python_owned_dirs())


def trim(entries: Iterable[TocEntry], languages: set[str]) -> tuple[list[TocEntry], list[str]]:
    """Return (kept entries, a sorted list of dropped destinations) for binaries or datas."""
    kept: list[TocEntry] = []
    dropped: list[str] = []
    dropped_names: set[str] = set()
    entries = list(entries)
    for entry in entries:
        dest = entry[0]
        module = qt_module_of(dest)
        if plugin_of(dest) is not None:
            keep = keep_plugin(dest)
        elif _is_qt_translation(dest):
            keep = keep_qt_translation(dest, languages)
        elif module is not None:
            keep = module in KEEP_QT_MODULES
        elif _parts(dest)[-1] in DROP_FILES or is_translation_source(dest):
            keep = False
        else:
            keep = not is_system_library(entry)
        if keep:
            kept.append(entry)
        else:
            dropped.append(dest)
            dropped_names.add(_parts(dest)[-1])
    # PyInstaller also links a dropped library from the top folder; drop those links too.
    final = [e for e in kept if not (e[2] == "SYMLINK" and _parts(e[0])[-1] in dropped_names)]
    dropped += [e[0] for e in kept if e not in final]
    return final, sorted(dropped)


def report(dropped: list[str], log_path: Path) -> None:
    """Write what was left out to a file, so a missing plugin is easy to trace."""
    log_path.parent.mkdir(parents=True, exist_ok=True)
    log_path.write_text("".join(f"{d}\n" for d in dropped), encoding="utf-8")
    print(f"bundle_filter: left out {len(dropped)} files; list in {log_path}")
