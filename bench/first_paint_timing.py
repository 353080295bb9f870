"""Launch a program and read how long it took to paint its first frame.

Shared by ``bench/ui.py`` (the game from source against a bare PySide6 window) and
``bench/bundle.py`` (the installed bundles). The program must print
``first-paint <seconds> [<CPU seconds>]`` once its first frame is painted:
gin_desktop/app/first_paint.py does, when ``GIN_DESKTOP_EXIT_ON_FIRST_PAINT=1`` and
``GIN_DESKTOP_T0`` (set here just before launch).
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path


def seconds_to_first_paint(command: Sequence[str], changes: Mapping[str, str], *,
                           drop: Iterable[str] = (), cwd: Path | None = None) -> float:
    """Launch ``command`` once, in a fresh empty home folder (so no saved settings or
    match are read), with the environment less ``drop`` plus ``changes``; the seconds
    from just before the launch to its first painted frame."""
    return first_paint_times(command, changes, drop=drop, cwd=cwd)[0]


def first_paint_times(command: Sequence[str], changes: Mapping[str, str], *,
                      drop: Iterable[str] = (), cwd: Path | None = None,
                      end_now: bool = False) -> tuple[float, float]:
    """As ``seconds_to_first_paint``: (wall seconds, the program's CPU seconds) to its
    first painted frame; the CPU figure is NaN when the program does not print it.
    ``end_now``: the program's process ends right after that frame (gin_desktop/app/
    first_paint.py), not once the application has quit."""
    dropped = set(drop)
    with tempfile.TemporaryDirectory(prefix="gin-bench-home-") as home:
        env = {k: v for k, v in os.environ.items() if k not in dropped}
        env.update(changes)
        env.update({
            "HOME": home,
            "XDG_CONFIG_HOME": f"{home}/config",
            "XDG_DATA_HOME": f"{home}/data",
            "XDG_CACHE_HOME": f"{home}/cache",
            "XDG_RUNTIME_DIR": home,
            "GIN_DESKTOP_EXIT_ON_FIRST_PAINT": "now" if end_now else "1",
        })
        env["GIN_DESKTOP_T0"] = repr(time.time())
        done = subprocess.run(list(command), env=env, capture_output=True, text=True,
                              timeout=120, cwd=cwd)
    for line in done.stdout.splitlines():
        if line.startswith("first-paint "):
            figures = line.split()[1:]
            return float(figures[0]), float(figures[1]) if len(figures) > 1 else float("nan")
    raise RuntimeError(f"{command} printed no first-paint line (exit {done.returncode}):\n"
                       f"{done.stdout}{done.stderr}")
