"""The interface language: loading Qt translators for English, Spanish, Czech and Portuguese.

English is the source language: every visible string is written in English in the code,
wrapped in ``tr()`` / ``QCoreApplication.translate()``, and ``make translations`` collects
them into ``assets/translations/gin_desktop_<code>.ts`` (edited by translators, e.g. in Qt
Linguist) and compiles those into the ``.qm`` files the game loads. Qt's own strings
(standard buttons such as Cancel, the colour dialog, ...) come from Qt's ``qtbase_<code>.qm``
when the Qt installation ships it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Final

from PySide6.QtCore import (
    QCoreApplication, QLibraryInfo, QLocale, QSettings, QT_TRANSLATE_NOOP, QTranslator,
)

from gin_desktop.languages import (
    CATALOG, LANGUAGE_KEY, LANGUAGES, SOURCE_LANGUAGE, available_languages, normalise,
    pick_language, saved_choice, translations_dir,
)

from .agreement import agreeing

__all__ = ["CATALOG", "LANGUAGE_KEY", "LANGUAGES", "SOURCE_LANGUAGE", "available_languages",
           "normalise", "saved_choice", "translations_dir"]

# Each language in its own name, so that a player can find theirs in any interface language.
NATIVE_NAMES: Final = {"en": "English", "es": "Español", "cs": "Čeština", "pt": "Português"}
# Marked for lupdate; translated when shown (see language_label).
_SYSTEM_LABEL: Final = str(QT_TRANSLATE_NOOP("Language", "System language"))

# Labels of Qt's own file dialog (Review a saved match, Export statistics) that Qt's
# catalogs leave in English: Qt 6 gave them mnemonics ("&Look in:") and qtbase_es/cs/pt_BR.qm
# (Qt 6.11) still translate only the old "Look in:". Marked here, in Qt's context, so our
# catalog carries them; Qt's catalog is asked first, so its own translation wins once it has one.
_QT_CATALOG_GAPS: Final = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

# Translators installed by install_translators, kept here so that Python does not collect
# them while the application uses them, and so that a second call can remove them.
_installed: list[QTranslator] = []
_current: str = SOURCE_LANGUAGE
_from_command_line: bool = False


def translate(text: str) -> str:
    """``text`` in the player's language: the app's one translation helper.

    Modules import it as ``_tr`` (``from .i18n import translate as _tr``), a name lupdate does
    not collect by itself; tools/tr_helpers.py shows lupdate those strings, all in this one
    context. Widgets' own ``self.tr()`` keep their class's context.
    """
    # A Template: its format() gives cards their article and nouns their number where the
    # translation asks for it ("{card:el|la}", "{n:punto|puntos}"; see agreement.py).
    return agreeing(QCoreApplication.translate("GinDesktop", text))


def qt_translations_dir() -> Path:
    """Where this Qt keeps its own translations (``qtbase_es.qm``, ...)."""
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def language_label(code: str) -> str:
    """The name to show for a language choice: "system" translated, the others native."""
    if code == "system":
        return QCoreApplication.translate("Language", _SYSTEM_LABEL)
    return NATIVE_NAMES.get(code, code)


def resolve_language(language: str | None, system: QLocale | None = None) -> str:
    """The language to use for a setting: a code of ``available_languages()``.

    ``language`` None, "" or "system" follows ``system`` (default: ``QLocale.system()``),
    trying each of the desktop's preferred languages in order. Anything unknown gives
    English.
    """
    def preferred() -> list[str]:
        locale = system if system is not None else QLocale.system()
        return [*locale.uiLanguages(), locale.name()]

    return pick_language(language, preferred)


def _qt_catalog_names(code: str) -> list[str]:
    # Qt names some catalogs by country only: Portuguese is qtbase_pt_BR.qm.
    names = [f"qtbase_{code}"]
    full = QLocale(code).name()  # "pt" -> "pt_BR", "es" -> "es_ES"
    if full and full.lower() != code:
        names.append(f"qtbase_{full}")
    return names


def remove_translators(app: QCoreApplication | None = None) -> None:
    """Remove the translators ``install_translators`` installed; English shows again."""
    global _current, _from_command_line
    target = app if app is not None else QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if target is not None:
            target.removeTranslator(translator)
    _current = SOURCE_LANGUAGE
    _from_command_line = False


def install_translators(app: QCoreApplication, language: str | None, *,
                        from_command_line: bool = False) -> str:
    """Install the translators for ``language`` on ``app``; return the language code used.

    ``language`` is a setting value: None or "system" follows the system locale, otherwise a
    code such as "es" (a locale name such as "pt_BR" works too). Loads our
    ``gin_desktop_<code>.qm`` and, when Qt ships it, Qt's own ``qtbase_<code>.qm``. A
    language with no translation gives English. Calling it again replaces the previous
    translators; widgets already built keep their texts until rebuilt.

    Also makes the chosen language the default ``QLocale``, so numbers and the rules window
    (``rules_text.rules_markdown(None)``) follow it.

    ``from_command_line``: ``language`` was asked for with ``--lang`` rather than read from
    the settings (see ``chosen_on_command_line``).
    """
    global _current, _from_command_line
    remove_translators(app)
    code = resolve_language(language)
    if code != SOURCE_LANGUAGE:
        ours = QTranslator(app)
        if ours.load(f"{CATALOG}_{code}", str(translations_dir())):
            app.installTranslator(ours)
            _installed.append(ours)
        else:
            code = SOURCE_LANGUAGE
    if code != SOURCE_LANGUAGE:
        qt_dir = str(qt_translations_dir())
        for name in _qt_catalog_names(code):
            qt = QTranslator(app)
            if qt.load(name, qt_dir):
                app.installTranslator(qt)
                _installed.append(qt)
                break
    QLocale.setDefault(QLocale(code))
    _current = code
    _from_command_line = from_command_line
    return code


def words_before_start(asked: str | None, organisation: str,
                       application: str) -> Callable[[str], str]:
    """The game's words in the language it would start in (``asked`` on the command line,
    else the saved setting, else the system's), with no application yet: for the command
    line's help, which prints before the game starts (or instead of it)."""
    if not asked:
        asked = saved_choice(QSettings(organisation, application).value(LANGUAGE_KEY))
    code = resolve_language(asked)
    catalog = QTranslator()
    if code == SOURCE_LANGUAGE or not catalog.load(f"{CATALOG}_{code}",
                                                   str(translations_dir())):
        return lambda text: text
    return lambda text: catalog.translate("GinDesktop", text) or text


def current_language() -> str:
    """The language ``install_translators`` chose last ("en" before any call)."""
    return _current


def chosen_on_command_line() -> bool:
    """Whether the language in use was asked for on the command line (``--lang``), which
    overrides the saved setting for the session without changing it."""
    return _from_command_line
