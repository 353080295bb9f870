"""The `gin-desktop` command line: parse the arguments, then start the game or its self-test.

Qt is imported only after the arguments are read, so `--version` and `--help` work on a
machine with no display and no Qt system libraries. `--help` and a refused argument speak
the player's language: on Linux read without Qt (``gin_desktop.languages``); where only Qt
can tell the language (Windows, macOS), from Qt's core when it loads.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from gin_desktop.command_line import (
    APP_NAME, NO_DISPLAY_MESSAGE, ORGANISATION, PROG, Words, build_parser, display_answers,
    display_available, no_display_message, unreachable_display_message,
)
from gin_desktop.console import plain_console
from gin_desktop.display_reach import unreachable_displays
from gin_desktop.languages import words_without_qt


def _load(module: str, name: str) -> Any:
    # Imported on demand so that Qt loads only when a window is wanted; by name, so that
    # mypy checks this module against the annotated signature, not the whole GUI.
    return getattr(importlib.import_module(module), name)


def _without_finder_arguments(args: list[str]) -> list[str]:
    # macOS may start an app from Finder with a process serial number ("-psn_0_1234567"),
    # which the parser would refuse: the game would quit before its window opened.
    return [arg for arg in args if not arg.startswith("-psn_")]


def player_words(args: Sequence[str]) -> Callable[[str], str]:
    """The help's and the errors' words in the language the game would speak (``--lang``
    first). Read without Qt where that can be done; else Qt's core is loaded for them (the
    translations, the saved setting), and where it cannot load they are in English."""
    early = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    # Every "--lang", one with no code too (the error being worded): "--lang pt --lang"
    # is refused in Portuguese.
    early.add_argument("--lang", action="append", nargs="?")
    try:
        codes = early.parse_known_args(list(args))[0].lang or []
    except argparse.ArgumentError:  # an option this parser cannot read: the desktop's
        codes = []
    asked = next((code for code in reversed(codes) if code is not None), None)
    without_qt = words_without_qt(asked, ORGANISATION, APP_NAME)
    if without_qt is not None:
        return without_qt
    try:
        words: Callable[[str | None, str, str], Callable[[str], str]] = _load(
            "gin_desktop.app.i18n", "words_before_start")
    except ImportError:  # no Qt libraries on this machine
        return lambda text: text
    return words(asked, ORGANISATION, APP_NAME)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `gin-desktop` command with `argv` (default: `sys.argv[1:]`); return the exit code.

    The GUI's `run(argv)` receives the whole command line, program name first, as
    QApplication expects; `build_parser().parse_args(argv[1:])` gives it `--lang`.
    """
    plain_console()
    args_in = _without_finder_arguments(list(sys.argv[1:] if argv is None else argv))
    parser = build_parser()
    parser.words = lambda: player_words(args_in)
    args = parser.parse_args(args_in)

    if args.self_test:
        # The self-test must also run on a headless build machine.
        if not display_answers():
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        run_self_test: Callable[[Words], int] = _load("gin_desktop.app.selftest",
                                                       "run_self_test")
        # Its verdict in the player's language, as the help and the refusals are.
        return run_self_test(player_words(args_in))

    if not display_available():
        # In the player's language, as the help and the refusals are.
        print(no_display_message(player_words(args_in)), file=sys.stderr)
        return 2
    unreachable = unreachable_displays()
    if unreachable is not None:
        # Qt would abort the game, core dump and all, with words about reinstalling it.
        print(unreachable_display_message(unreachable, player_words(args_in)), file=sys.stderr)
        return 2

    # The computer players (and with them the engine) before Qt: PySide6 reads the source
    # file of every module imported after it, to see whether it asks for PySide's
    # __feature__ options; these forty-odd modules never do, and reading them cost the
    # start a few milliseconds before its first frame.
    importlib.import_module("gin_desktop.ai")
    run: Callable[[list[str]], int] = _load("gin_desktop.app.main", "run")
    return run([PROG, *args_in])


__all__ = ["NO_DISPLAY_MESSAGE", "PROG", "build_parser", "display_available", "main",
           "player_words"]
