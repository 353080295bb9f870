"""The `gin-desktop` command line: parse the arguments, then start the game or its self-test.

Qt is imported only after the arguments are read, so `--version` and `--help` work on a
machine with no display and no Qt system libraries.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from gin_desktop import __version__

PROG = "gin-desktop"

# Qt platform plugins that draw without a display server.
_HEADLESS_PLATFORMS = frozenset(
    {"offscreen", "minimal", "minimalegl", "eglfs", "linuxfb", "vnc", "vkkhrdisplay"}
)

NO_DISPLAY_MESSAGE = (
    f"{PROG}: no display found (DISPLAY/WAYLAND_DISPLAY unset); "
    "run it from a desktop session, or set QT_QPA_PLATFORM=offscreen"
)


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser for the `gin-desktop` command."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Offline Gin Rummy against computer opponents.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check that the installation works, print the result and exit",
    )
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help="interface language, e.g. es (default: the system's)",
    )
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


def _load(module: str, name: str) -> Any:
    # Imported on demand so that Qt loads only when a window is wanted; by name, so that
    # mypy checks this module against the annotated signature, not the whole GUI.
    return getattr(importlib.import_module(module), name)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `gin-desktop` command with `argv` (default: `sys.argv[1:]`); return the exit code.

    The GUI's `run(argv)` receives the whole command line, program name first, as
    QApplication expects; `build_parser().parse_args(argv[1:])` gives it `--lang`.
    """
    args_in = list(sys.argv[1:] if argv is None else argv)
    args = build_parser().parse_args(args_in)

    if args.self_test:
        # The self-test must also run on a headless build machine.
        if not display_available():
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        run_self_test: Callable[[], int] = _load("gin_desktop.app.selftest", "run_self_test")
        return run_self_test()

    if not display_available():
        print(NO_DISPLAY_MESSAGE, file=sys.stderr)
        return 2

    run: Callable[[list[str]], int] = _load("gin_desktop.app.main", "run")
    return run([PROG, *args_in])
