"""The command line's parts that the game itself reads too: the argument parser (``--lang``)
and whether a display is there. Below both ``gin_desktop.cli`` (which starts the game) and
``gin_desktop.app`` (which reads ``--lang`` and, in the self-test, the display), so neither
imports the other's module.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping

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
