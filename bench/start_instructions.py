"""Instructions to the first frame: ``python bench/start_instructions.py [--runs N]``.

The start-up figure that holds on a shared machine, where the CPU times ``bench/ui.py``
prints are as noisy as the load: the game's window, the bare PySide6 window and the Qt
shell of the game's shape (the same three programs ``bench/ui.py`` launches) each run under
``valgrind --tool=callgrind`` with ``GIN_DESKTOP_EXIT_ON_FIRST_PAINT=now``, so the process
ends right after its first frame is painted and the count stops there. Compiled modules are
cached first (one untimed launch each), as for ``bench/ui.py``. About 20 s a run for the
game. Needs valgrind. Prints figures only.

Valgrind runs the program about fifty times slower, so the window's fallback start (500 ms
after it is shown, for a window never painted) comes before its first paint; while the
window is on screen that start waits for the paint (``MainWindow._start_unless_painting``),
and before it did, one launch in two or three on a machine at load 4 counted the match's
deal with the frame (some 2,000 million, not 1,570). Read the median all the same.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from first_paint_timing import first_paint_times  # noqa: E402
from ui import BARE_WINDOW, QT_SHELL_WINDOW, START_RATIO_TARGET, first_paint  # noqa: E402

_COLLECTED = re.compile(r"Collected : (\d+)")


def instructions(command: list[str], pycache: str) -> int:
    """The instructions ``command`` runs from its start to the end of its first frame."""
    with tempfile.TemporaryDirectory(prefix="gin-bench-callgrind-") as scratch:
        counter = ["valgrind", "--tool=callgrind",
                   f"--callgrind-out-file={scratch}/callgrind.out",
                   f"--log-file={scratch}/valgrind.log"]
        changes = {"PYTHONPYCACHEPREFIX": pycache, "PYTHONPATH": str(ROOT),
                   "QT_QPA_PLATFORM": "offscreen", "GIN_DESKTOP_ANIMATION_SPEED": "0"}
        first_paint_times([*counter, *command], changes,
                          drop=("DISPLAY", "WAYLAND_DISPLAY", "PYTHONDONTWRITEBYTECODE"),
                          cwd=ROOT, end_now=True)
        found = _COLLECTED.search(Path(scratch, "valgrind.log").read_text())
    if found is None:
        raise RuntimeError(f"callgrind counted nothing for {command}")
    return int(found.group(1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--runs", type=int, default=3, help="counted runs of each (3)")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is not installed", file=sys.stderr)
        return 2
    programs = {"game window": [sys.executable, "-m", "gin_desktop"],
                "bare QWidget": [sys.executable, "-c", BARE_WINDOW],
                "Qt shell of the game's shape": [sys.executable, "-c", QT_SHELL_WINDOW]}
    counts: dict[str, list[int]] = {name: [] for name in programs}
    with tempfile.TemporaryDirectory(prefix="gin-bench-pycache-") as pycache:
        for command in programs.values():
            first_paint(command, pycache)  # untimed: compiles and caches its modules
        for _ in range(args.runs):
            for name, command in programs.items():
                counts[name].append(instructions(command, pycache))
    print(f"instructions to the first painted frame, millions ({args.runs} runs each):")
    for name, runs in counts.items():
        print(f"  {name:30} median {statistics.median(runs) / 1e6:8.1f}   "
              f"runs {', '.join(f'{run / 1e6:.1f}' for run in runs)}")
    bare = statistics.median(counts["bare QWidget"])
    game = statistics.median(counts["game window"]) / bare
    shell = statistics.median(counts["Qt shell of the game's shape"]) / bare
    print(f"  game / bare {game:.2f}   (target <= {START_RATIO_TARGET}: "
          f"{'met' if game <= START_RATIO_TARGET else 'MISSED'});   shell / bare {shell:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
