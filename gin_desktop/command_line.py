"""The command line's parts that the game itself reads too: the argument parser (``--lang``)
and whether a display is there. Below both ``gin_desktop.cli`` (which starts the game) and
``gin_desktop.app`` (which reads ``--lang`` and, in the self-test, the display), so neither
imports the other's module.

The help's words are the game's, translated like its other words, and so are argparse's
error messages ("unrecognized arguments"); Qt is not imported here (``--help`` works
without Qt's libraries), so ``gin_desktop.cli`` hands the parser the translation, which
loads only when the help or an error is printed.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import NoReturn

from gin_desktop import __version__
from gin_desktop.display_reach import UnreachableDisplays, unreachable_displays

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

_NO_DISPLAY = QT_TRANSLATE_NOOP(
    "GinDesktop", "{prog}: no display found (DISPLAY/WAYLAND_DISPLAY unset); run it from a "
    "desktop session, or set QT_QPA_PLATFORM=offscreen")


def no_display_message(tr: Words = str) -> str:
    """What the command prints when there is no display to open a window on, in the words
    ``tr`` gives (the player's language, as the help's; English by default)."""
    return tr(_NO_DISPLAY).format(prog=PROG)


NO_DISPLAY_MESSAGE = no_display_message()

_DISPLAY_SILENT = QT_TRANSLATE_NOOP(
    "GinDesktop", "{prog}: cannot reach the display {display} (no display server answers "
    "there); run it from a desktop session, or check DISPLAY/WAYLAND_DISPLAY")
_DISPLAY_REFUSED = QT_TRANSLATE_NOOP(
    "GinDesktop", "{prog}: the display {display} refused the connection (no access to its X "
    "server, as after sudo); run it as the desktop session's user, or check XAUTHORITY and "
    "xhost")
_DISPLAY_UNSET = QT_TRANSLATE_NOOP(
    "GinDesktop", "{prog}: QT_QPA_PLATFORM asks for a display that {variable} names, and "
    "{variable} is not set; run it from a desktop session that sets it, or unset "
    "QT_QPA_PLATFORM")


def unreachable_display_message(found: UnreachableDisplays, tr: Words = str) -> str:
    """What the command prints when the displays named do not answer (or refuse it), in
    the words ``tr`` gives, naming them (or the variable that would have named one)."""
    if not found.names:
        return tr(_DISPLAY_UNSET).format(prog=PROG, variable=", ".join(found.missing))
    text = _DISPLAY_REFUSED if found.refused else _DISPLAY_SILENT
    return tr(text).format(prog=PROG, display=", ".join(found.names))


@contextlib.contextmanager
def _argparse_speaking(tr: Words) -> Iterator[None]:
    """argparse words its errors ("unrecognized arguments: %s") through gettext's ``_``, a
    global of its module: while it parses, that asks the game's catalog instead, which
    holds the messages this parser can give (``build_parser``)."""
    module = vars(argparse)
    if "_" not in module:  # an argparse that finds its words some other way: English
        yield
        return
    english = module["_"]
    module["_"] = tr
    try:
        yield
    finally:
        module["_"] = english


class _Parser(argparse.ArgumentParser):
    """An argument parser that words its help and its errors in the player's language when
    it prints them."""

    # Gives the translation (``cli`` sets it); called when the help or an error is first
    # printed, so that a start without either never loads it.
    words: Callable[[], Words] | None = None
    _loaded: Words | None = None

    def _words(self) -> Words:
        if self._loaded is None:
            load, self.words = self.words, None
            # English while the translation loads: finding the language parses --lang.
            self._loaded = str
            if load is not None:
                self._loaded = load()
            self._speak(self._loaded)
        return self._loaded

    def _tr(self, text: str) -> str:
        return self._words()(text)

    def _speak(self, tr: Words) -> None:
        # The usage line an error starts with names the options too, so both it and the
        # help get the translated words.
        self.description = tr(self.description or "")
        # Every group's title ("options"; "positional arguments" where there are some).
        for group in self._action_groups:
            group.title = tr(group.title or "")
        for action in self._actions:
            if action.help:
                action.help = tr(action.help)
            if isinstance(action.metavar, str):
                action.metavar = tr(action.metavar)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None,
    ) -> tuple[argparse.Namespace, list[str]]:
        with _argparse_speaking(self._tr):
            return super().parse_known_args(args, namespace)

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None,
    ) -> argparse.Namespace:
        # parse_args words "unrecognized arguments" itself, after parse_known_args.
        with _argparse_speaking(self._tr):
            return super().parse_args(args, namespace)

    def refuse(self, text: str) -> NoReturn:
        """Print ``text`` (an English message marked for lupdate) as this parser's error,
        in the player's words, and exit: a value the options allow but the command does
        not take."""
        with _argparse_speaking(self._tr):
            self.error(self._tr(text))

    def format_usage(self) -> str:
        self._words()
        return self._translated_prefix(super().format_usage())

    def format_help(self) -> str:
        self._words()
        return self._translated_prefix(super().format_help())

    def _translated_prefix(self, text: str) -> str:
        # Outside a parse argparse's "usage: " is still English: the catalog has it.
        usage = "usage: "
        return self._tr(usage) + text[len(usage):] if text.startswith(usage) else text


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
    options = parser.add_argument_group(QT_TRANSLATE_NOOP("GinDesktop", "options"))
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
    QT_TRANSLATE_NOOP("GinDesktop", "positional arguments")
    _argparse_errors()
    return parser


def speaking_parser(prog: str, description: str) -> _Parser:
    """An argument parser for another of the game's commands (``python -m
    gin_desktop.review``) that words its help and errors as ``build_parser``'s does, once
    its ``words`` are set; ``description`` and each option's help marked for lupdate."""
    parser = _Parser(prog=prog, description=description, add_help=False)
    parser.add_argument("-h", "--help", action="help",
                        help=QT_TRANSLATE_NOOP("GinDesktop", "show this help and exit"))
    return parser


def _argparse_errors() -> None:
    """argparse's own words for what this parser can refuse, as argparse writes them (its
    gettext message ids), for lupdate: the parser asks the catalog for them while it
    parses (``_argparse_speaking``). An option with a value, one without, nothing else:
    "gin-desktop: error: argument --lang: expected one argument"."""
    QT_TRANSLATE_NOOP("GinDesktop", "%(prog)s: error: %(message)s\n")
    QT_TRANSLATE_NOOP("GinDesktop", "unrecognized arguments: %s")
    QT_TRANSLATE_NOOP("GinDesktop", "argument %(argument_name)s: %(message)s")
    QT_TRANSLATE_NOOP("GinDesktop", "expected one argument")
    QT_TRANSLATE_NOOP("GinDesktop", "ignored explicit argument %r")


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


def display_answers(env: Mapping[str, str] | None = None) -> bool:
    """Tell whether Qt can open a window and the display named answers it (a display
    server that has gone would make Qt abort the game)."""
    return display_available(env) and unreachable_displays(env) is None
