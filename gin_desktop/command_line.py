"""The command line's parts that the game itself reads too: the argument parser (``--lang``)
and whether a display is there. Below both ``gin_desktop.cli`` (which starts the game) and
``gin_desktop.app`` (which reads ``--lang`` and, in the self-test, the display), so neither
imports the other's module.

The help's words are the game's, translated like its other words; Qt is not imported
here (``--help`` works without Qt's libraries), so ``gin_desktop.cli`` hands the parser the
translation, which loads only when the help is printed.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Mapping

from gin_desktop import __version__

PROG = "gin-desktop"
# Where Qt keeps the game's settings (QSettings), read before any window: the language.
APP_NAME = PROG
ORGANISATION = "gin_desktop"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """Mark ``text`` for lupdate, as Qt's function of that name does, without Qt (the
    context is the game's one, ``i18n.translate``'s)."""
    return text


Words = Callable[[str], str]

# Qt platform plugins that draw without a display server.
_HEADLESS_PLATFORMS = frozenset(
    {"offscreen", "minimal", "minimalegl", "eglfs", "linuxfb", "vnc", "vkkhrdisplay"}
)

NO_DISPLAY_MESSAGE = (
    f"{PROG}: no display found (DISPLAY/WAYLAND_DISPLAY unset); "
    "run it from a desktop session, or set QT_QPA_PLATFORM=offscreen"
)


class _Parser(argparse.ArgumentParser):
    """An argument parser that words its help in the player's language when it prints it."""

    # Gives the translation (``cli`` sets it); called when the help is first printed.
    words: Callable[[], Words] | None = None
    # The group of every option: its title is translated with them.
    options: argparse._ArgumentGroup | None = None

    def format_help(self) -> str:
        load, self.words = self.words, None
        if load is None:
            return super().format_help()
        tr = load()
        self.description = tr(self.description or "")
        if self.options is not None:
            self.options.title = tr(self.options.title or "")
        for action in self._actions:
            if action.help:
                action.help = tr(action.help)
            if isinstance(action.metavar, str):
                action.metavar = tr(action.metavar)
        text = super().format_help()
        usage = "usage: "
        return tr(usage) + text[len(usage):] if text.startswith(usage) else text


def build_parser() -> _Parser:
    """Return the argument parser for the `gin-desktop` command (its help in English until
    ``words`` is set)."""
    parser = _Parser(
        prog=PROG,
        description=QT_TRANSLATE_NOOP("GinDesktop",
                                      "Offline Gin Rummy against computer opponents."),
        add_help=False,
    )
    # argparse's own words ("options", "show this help message and exit") are not the
    # game's to translate: the group and the help option are ours.
    options = parser.options = parser.add_argument_group(QT_TRANSLATE_NOOP("GinDesktop", "options"))
    options.add_argument("-h", "--help", action="help",
                         help=QT_TRANSLATE_NOOP("GinDesktop", "show this help and exit"))
    options.add_argument("--version", action="version", version=f"{PROG} {__version__}",
                         help=QT_TRANSLATE_NOOP("GinDesktop", "print the version and exit"))
    options.add_argument(
        "--self-test",
        action="store_true",
        help=QT_TRANSLATE_NOOP(
            "GinDesktop", "check that the installation works, print the result and exit"),
    )
    options.add_argument(
        "--lang",
        metavar=QT_TRANSLATE_NOOP("GinDesktop", "CODE"),
        help=QT_TRANSLATE_NOOP("GinDesktop", "interface language, e.g. es (default: the system's)"),
    )
    # "usage: " is argparse's too: the parser puts the translation in its place.
    QT_TRANSLATE_NOOP("GinDesktop", "usage: ")
    return parser


def _headless_platform_requested(env: Mapping[str, str]) -> bool:
    # The value may be a list ("wayland;xcb") and carry options ("offscreen:fontengine=...").
    value = env.get("QT_QPA_PLATFORM", "")
    names = {part.split(":", 1)[0].strip() for part in value.split(";")}
    return not names.isdisjoint(_HEADLESS_PLATFORMS)


def display_available(env: Mapping[str, str] | None = None) -> bool:
    """Tell whether Qt can open a window: a display server, or a headless platform plugin.

    Only Linux and the other X11/Wayland systems are checked; elsewhere this is always True.
    """
    if env is None:
        env = os.environ
    if sys.platform in ("win32", "darwin"):
        return True
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return True
    return _headless_platform_requested(env)
