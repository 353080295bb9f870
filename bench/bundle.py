"""Installer figures: ``python bench/bundle.py [--runs N] [--display xvfb|offscreen] [--no-build]``.

Prints the size of the bundle (dist/gin-desktop) and of the .deb, then the time from
launch to the first painted frame of the game installed from that .deb, and the same for
a bare PySide6 window bundled the same way (packaging/bench/hello-window.spec: the same
build venv, PyInstaller options and Qt filtering). Both are timed in the same run,
alternately, so that the comparison is fair.

"First painted frame": each program is started with GIN_DESKTOP_EXIT_ON_FIRST_PAINT=1 and
GIN_DESKTOP_T0 set to ``time.time()`` just before the launch; on its first paint event it
prints ``first-paint <seconds>`` and quits (gin_desktop/app/first_paint.py). The game runs
with a fresh, empty home folder each time, so it deals a new match as on a first start.
Runs under Xvfb (a real X server, the xcb platform plugin) when it is available, otherwise
Qt's offscreen platform. Targets: .deb at most 40 MB; the game's start within 1.25x the
bare window's (medians).

Linux only. Builds first (``make deb`` and the bare window's bundle) unless --no-build.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from first_paint_timing import seconds_to_first_paint

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "gin-desktop"
HELLO_DIST = ROOT / "build" / "bench" / "dist"
HELLO = HELLO_DIST / "hello-window" / "hello-window"
BUILD_PYTHON = ROOT / "build" / "bundle-venv" / "bin" / "python"
DEB_LIMIT_MB = 40.0
START_RATIO_LIMIT = 1.25
MB = 1_000_000


def version() -> str:
    namespace: dict[str, str] = {}
    exec((ROOT / "gin_desktop" / "__init__.py").read_text(), namespace)
    return namespace["__version__"]


def deb_path() -> Path:
    arch = subprocess.run(["dpkg", "--print-architecture"], check=True, capture_output=True,
                          text=True).stdout.strip()
    # The Debian revision comes from packaging/linux/changelog.
    found = sorted((ROOT / "dist").glob(f"gin-desktop_{version()}-*_{arch}.deb"))
    return found[-1] if found else ROOT / "dist" / f"gin-desktop_{version()}-1_{arch}.deb"


def tree_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def build() -> None:
    subprocess.run(["make", "-C", str(ROOT), "deb"], check=True)
    subprocess.run(
        [str(BUILD_PYTHON), "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
         "--distpath", str(HELLO_DIST), "--workpath", str(ROOT / "build" / "bench" / "work"),
         str(ROOT / "packaging" / "bench" / "hello-window.spec")],
        check=True, env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


@contextmanager
def xvfb() -> Iterator[dict[str, str]]:
    """A private Xvfb server; yields the environment that points Qt at it."""
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1600x1000x24", "-nolisten",
         "tcp", "-noreset"],
        pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    try:
        with os.fdopen(read_fd) as pipe:
            display = pipe.readline().strip()
        if not display:
            raise RuntimeError("Xvfb did not start")
        yield {"DISPLAY": f":{display}", "QT_QPA_PLATFORM": "xcb"}
    finally:
        server.terminate()
        server.wait(timeout=10)


@contextmanager
def offscreen() -> Iterator[dict[str, str]]:
    yield {"QT_QPA_PLATFORM": "offscreen"}


def first_paint_seconds(program: Path, display_env: dict[str, str]) -> float:
    """Launch ``program`` once; the seconds it reports to its first painted frame."""
    return seconds_to_first_paint([str(program)], display_env,
                                  drop=("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def describe(times: Sequence[float]) -> str:
    return (f"median {statistics.median(times) * 1000:6.0f} ms   "
            f"min {min(times) * 1000:6.0f} ms   max {max(times) * 1000:6.0f} ms")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--runs", type=int, default=10, help="timed launches of each (10)")
    parser.add_argument("--display", choices=("auto", "xvfb", "offscreen"), default="auto",
                        help="where the windows open (auto: Xvfb if installed)")
    parser.add_argument("--no-build", action="store_true",
                        help="time the bundles already in dist/ and build/bench/")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        parser.error("the installer benchmark runs on Linux")

    if not args.no_build:
        build()
    deb = deb_path()
    for needed in (BUNDLE, deb, HELLO):
        if not needed.exists():
            parser.error(f"{needed} is missing; run without --no-build")
    display = args.display
    if display == "auto":
        display = "xvfb" if shutil.which("Xvfb") else "offscreen"
    if display == "xvfb":
        subprocess.run(["bash", str(ROOT / "packaging" / "ensure-system-packages.sh")],
                       check=True, env={**os.environ, "PYTHON": str(BUILD_PYTHON)})

    with tempfile.TemporaryDirectory(prefix="gin-bench-root-") as scratch:
        subprocess.run(["dpkg-deb", "-x", str(deb), scratch], check=True)
        # /usr/games/gin-desktop links to /opt/gin-desktop/gin-desktop, outside scratch.
        game = Path(scratch) / "opt" / "gin-desktop" / "gin-desktop"
        context = xvfb() if display == "xvfb" else offscreen()
        with context as display_env:
            # One untimed launch each, so both start with the files in the page cache.
            first_paint_seconds(HELLO, display_env)
            first_paint_seconds(game, display_env)
            hello_times, game_times = [], []
            for _ in range(args.runs):
                hello_times.append(first_paint_seconds(HELLO, display_env))
                game_times.append(first_paint_seconds(game, display_env))

    deb_mb = deb.stat().st_size / MB
    ratio = statistics.median(game_times) / statistics.median(hello_times)
    print(f"gin-desktop {version()} installer figures ({display}, {args.runs} runs each, "
          f"{os.cpu_count()} cores)")
    print(f"  bundle dist/gin-desktop      {tree_bytes(BUNDLE) / MB:6.1f} MB")
    print(f"  bare-window bundle           {tree_bytes(HELLO.parent) / MB:6.1f} MB")
    print(f"  {deb.name:27}  {deb_mb:6.1f} MB   (target <= {DEB_LIMIT_MB:.0f} MB: "
          f"{'met' if deb_mb <= DEB_LIMIT_MB else 'MISSED'})")
    print("  launch to first painted frame, installed from the .deb:")
    print(f"    game         {describe(game_times)}")
    print(f"    bare window  {describe(hello_times)}")
    print(f"    ratio of medians {ratio:.2f}   (target <= {START_RATIO_LIMIT}: "
          f"{'met' if ratio <= START_RATIO_LIMIT else 'MISSED'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
