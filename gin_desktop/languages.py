"""The game's languages without Qt: which ones there are, which one a start would speak, and
the compiled catalogs' words, read straight from the ``.qm`` files.

``gin-desktop --help`` (and a refused argument, or the no-display message) prints in the
player's language before any window, and must not load Qt for it: Qt's core alone costs
a help more than all the rest. ``app/i18n.py`` shares the names and the choice of language
below; the running game still reads its catalogs through Qt's translators.

Where this module cannot tell the language as Qt would (the saved setting lives in the
Windows registry or a macOS property list, and those desktops name their languages through
their own APIs), ``words_without_qt`` answers None and the caller asks Qt.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Final

from gin_desktop.resources import assets_dir

# The language the strings are written in; it needs no translator.
SOURCE_LANGUAGE: Final = "en"
# Every language the game is translated into, source language first.
LANGUAGES: Final = ("en", "es", "cs", "pt")
# The stem of our translation files: gin_desktop_es.qm, ...
CATALOG: Final = "gin_desktop"
# The language setting's key in the game's settings ("system" or a code, as chosen).
LANGUAGE_KEY: Final = "ui/language"
# The values that setting may hold: "system" (follow the desktop), or a language's code.
SETTING_CHOICES: Final = ("system", *LANGUAGES)
# The context of the game's own words (``i18n.translate``).
GAME_CONTEXT: Final = "GinDesktop"

# The first bytes of every compiled Qt catalog, and its parts' tags (Qt's qtranslator.cpp).
_QM_MAGIC: Final = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_QM_MESSAGES: Final = 0x69
# Within a message: its end, a translation (UTF-16), an obsolete 4-byte field, the source
# text, the context and the comment (UTF-8).
_TAG_END, _TAG_TRANSLATION, _TAG_OBSOLETE1 = 1, 3, 5
_TAG_SOURCE, _TAG_CONTEXT, _TAG_COMMENT = 6, 7, 8

Catalog = Mapping[tuple[str, str, str], str]


def translations_dir() -> Path:
    """The folder with our ``.ts`` and ``.qm`` files."""
    return assets_dir() / "translations"


def normalise(code: str | None) -> str | None:
    """The language part of a locale name: "pt_BR" and "pt-BR" give "pt", "ES" gives "es".

    None, "" and "system" give None (meaning: follow the system).
    """
    if code is None:
        return None
    base = code.strip().replace("-", "_").split("_")[0].split(".")[0].lower()
    if not base or base == "system":
        return None
    return base


def saved_choice(value: object) -> str | None:
    """The stored language setting as a start reads it: None (follow the desktop) for a
    value that is none of ``SETTING_CHOICES``. A hand-edited "xx" is reset by the settings'
    reading, which says so in the desktop's language; the start, speaking English for it,
    told a Portuguese player of the reset in English."""
    return value if isinstance(value, str) and value in SETTING_CHOICES else None


def available_languages() -> list[str]:
    """The languages the game can show: English, then each one whose ``.qm`` file is present.

    In ``LANGUAGES`` order, e.g. ``["en", "es", "cs", "pt"]``.
    """
    try:
        folder: Path | None = translations_dir()
    except FileNotFoundError:
        folder = None
    found = [SOURCE_LANGUAGE]
    for code in LANGUAGES[1:]:
        if folder is not None and (folder / f"{CATALOG}_{code}.qm").is_file():
            found.append(code)
    return found


def pick_language(language: str | None, preferred: Callable[[], Iterable[str]]) -> str:
    """The language to use for a setting: a code of ``available_languages()``.

    ``language`` None, "" or "system" follows the desktop: the first of ``preferred()``
    (its locale names, most wanted first) that the game speaks. Anything unknown gives
    English.
    """
    available = available_languages()
    wanted = normalise(language)
    if wanted is not None:
        return wanted if wanted in available else SOURCE_LANGUAGE
    for name in preferred():
        code = normalise(name)
        if code == SOURCE_LANGUAGE:
            return SOURCE_LANGUAGE
        if code in available:
            return code
    return SOURCE_LANGUAGE


def read_catalog(path: Path) -> dict[tuple[str, str, str], str] | None:
    """The translations of a compiled catalog, by (context, source text, comment); None
    when the file cannot be read or keeps no source texts (a catalog compiled stripped,
    which only Qt's hashed look-up can read)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if not data.startswith(_QM_MAGIC):
        return None
    at, messages = len(_QM_MAGIC), b""
    while at + 5 <= len(data):
        tag, length = data[at], int.from_bytes(data[at + 1:at + 5], "big")
        if at + 5 + length > len(data):  # cut short
            return None
        if tag == _QM_MESSAGES:
            messages = data[at + 5:at + 5 + length]
        at += 5 + length
    if not messages:
        return None
    try:
        return _messages(messages)
    except (IndexError, UnicodeDecodeError):  # a damaged file: Qt's own reading decides
        return None


def _messages(block: bytes) -> dict[tuple[str, str, str], str] | None:
    found: dict[tuple[str, str, str], str] = {}
    at = 0
    while at < len(block):
        fields: dict[int, bytes] = {}
        translation: str | None = None
        while (tag := block[at]) != _TAG_END:
            at += 1
            if tag == _TAG_OBSOLETE1:
                at += 4
                continue
            length = int.from_bytes(block[at:at + 4], "big")
            at += 4
            if tag == _TAG_TRANSLATION:
                if length != 0xFFFFFFFF and translation is None:  # plural forms: the first
                    translation = block[at:at + length].decode("utf-16-be")
                    at += length
                continue
            fields[tag] = block[at:at + length]
            at += length
        at += 1
        if _TAG_SOURCE not in fields:
            return None
        if translation is not None:
            context, source, comment = (fields.get(tag, b"").rstrip(b"\0").decode("utf-8")
                                        for tag in (_TAG_CONTEXT, _TAG_SOURCE, _TAG_COMMENT))
            found[context, source, comment] = translation
    return found


def _settings_file(organisation: str, application: str) -> Path | None:
    # Where Qt keeps QSettings(organisation, application) on Linux and the other Unixes
    # but macOS: an INI file under the XDG configuration folder.
    if sys.platform.startswith(("win", "darwin", "cygwin")):
        return None
    config = Path(os.environ.get("XDG_CONFIG_HOME") or "")
    if not config.is_absolute():  # unset, or relative: Qt ignores it too
        config = Path.home() / ".config"
    return config / organisation / f"{application}.conf"


def _saved_language(settings: Path) -> str | None:
    """The language setting in Qt's INI file (None when there is none, or the file cannot
    be read: the game then starts as if never chosen, as Qt reads it)."""
    section, key = LANGUAGE_KEY.split("/")
    try:
        lines = settings.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    inside = False
    for line in lines:
        line = line.strip()
        if line.startswith("["):
            inside = line == f"[{section}]"
        elif inside and line.partition("=")[0].strip() == key:
            value = line.partition("=")[2].strip()
            if len(value) >= 2 and value[0] == value[-1] == '"':
                value = value[1:-1]
            return saved_choice(value)
    return None


def _desktop_languages(environ: Mapping[str, str]) -> list[str]:
    """The desktop's languages, most wanted first, as Qt reads them on Unix: ``LANGUAGE``'s
    list, else the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set; then the
    locale's own name (``LC_ALL``, ``LC_NUMERIC``, ``LANG``)."""
    def first(*names: str) -> str:
        return next((environ[n] for n in names if environ.get(n)), "C")

    listed = environ.get("LANGUAGE") or ""
    wanted = listed.split(":") if listed else [first("LC_ALL", "LC_MESSAGES", "LANG")]
    return [*(name for name in wanted if name), first("LC_ALL", "LC_NUMERIC", "LANG")]


def words_without_qt(asked: str | None, organisation: str,
                     application: str) -> Callable[[str], str] | None:
    """The game's words in the language it would start in (``asked`` on the command line,
    else the saved setting, else the desktop's), read without Qt; None where only Qt can
    tell (see the module's note)."""
    settings = _settings_file(organisation, application)
    if settings is None:
        return None
    language = asked or _saved_language(settings)
    code = pick_language(language, lambda: _desktop_languages(os.environ))
    if code == SOURCE_LANGUAGE:
        return lambda text: text
    try:
        folder = translations_dir()
    except FileNotFoundError:
        return lambda text: text
    catalog = read_catalog(folder / f"{CATALOG}_{code}.qm")
    if catalog is None:
        return None
    return lambda text: catalog.get((GAME_CONTEXT, text, ""), "") or text
