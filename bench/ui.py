"""Table figures: ``python bench/ui.py [--frames N] [--launches N]``.

1. Frame time: one full frame of the card table (felt, both hands, piles, labels,
   buttons) rendered at 1920x1080 into a QImage with QPainter, mid-hand; the median of
   ``--frames`` frames after one warm-up frame (which renders the card pixmaps). Also at a
   device pixel ratio of 2 (3840x2160 pixels), as on a high-DPI screen. Target <= 8 ms.
2. Start time: from process start to the first painted frame, for the game's window
   (``python -m gin_desktop``) and for a bare PySide6 QWidget window, launched alternately
   in the same run, each with a fresh empty home folder. Both print the seconds since
   ``GIN_DESKTOP_T0`` once their first frame is painted, every widget of it
   (gin_desktop/app/first_paint.py), and the
   CPU time they used so far: on a shared machine the wall time also counts the waits for
   a core, the CPU time does not. Target: the game within 1.25x the bare window (medians).
   For reference, a window of the game's shape built with PySide6 alone (a main window with
   menus, a toolbar, two docks and a graphics view, no game code) is launched with them:
   what PySide6 costs for such a window, and the game's own share beyond it.

Runs offscreen (QT_QPA_PLATFORM=offscreen) unless a platform is set. Prints figures only.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from first_paint_timing import first_paint_times  # noqa: E402

FRAME_TARGET_MS = 8.0
START_RATIO_TARGET = 1.25

# The bare window: the same QApplication, a QWidget, the same first-paint probe.
BARE_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QWidget
from gin_desktop.app.first_paint import install_first_paint_probe
app = QApplication(sys.argv)
window = QWidget()
window.resize(1024, 720)
install_first_paint_probe(window)
window.show()
sys.exit(app.exec())
"""

# A window of the game's shape with no game code: a QMainWindow with four menus, a
# toolbar, two docks (a table and a list), a status line and a QGraphicsView holding as
# many card-sized items and labels as a mid-hand table. It shows what PySide6 itself costs
# for such a window, so that the game's own share of its start-up can be read off.
QT_SHELL_WINDOW = """
import sys
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QBrush, QColor
from PySide6.QtWidgets import (
    QApplication, QDockWidget, QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem,
    QGraphicsView, QLabel, QListWidget, QMainWindow, QStatusBar, QTableWidget, QToolBar)
from gin_desktop.app.first_paint import install_first_paint_probe
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1024, 720)
scene = QGraphicsScene()
scene.setBackgroundBrush(QBrush(QColor("#1e6b3a")))
for i in range(22):
    card = QGraphicsRectItem(0, 0, 70, 100)
    card.setPos(i * 30, 300)
    card.setBrush(QColor("white"))
    scene.addItem(card)
    label = QGraphicsSimpleTextItem("A")
    label.setPos(i * 30 + 4, 302)
    scene.addItem(label)
window.setCentralWidget(QGraphicsView(scene))
for title, widget in (("Score pad", QTableWidget(3, 5)), ("Move log", QListWidget())):
    dock = QDockWidget(title)
    dock.setWidget(widget)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
for name in ("Game", "Play", "View", "Help"):
    menu = window.menuBar().addMenu(name)
    for k in range(6):
        menu.addAction(QAction(f"{name} {k}", window))
toolbar = QToolBar()
toolbar.addAction("New game")
toolbar.addAction("Hint")
window.addToolBar(toolbar)
status = QStatusBar()
status.addWidget(QLabel("Take the upcard or pass"))
window.setStatusBar(status)
install_first_paint_probe(window)
window.show()
sys.exit(app.exec())
"""


def frame_times(frames: int, ratio: float) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds per full-table render at 1920x1080 x ``ratio``.

    The CPU figure (``time.process_time``) is the one to trust on a busy machine: it does
    not count time the process spent waiting for a core.
    """
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from gin_desktop.app.model import GameModel
    from gin_desktop.app.setup import GameSetup
    from gin_desktop.app.table import TableView
    from gin_desktop.engine import DRAW_STOCK, PASS_UPCARD, Action, ActionKind

    app = QApplication.instance() or QApplication([])
    model = GameModel(computer_delay_ms=0)
    view = TableView(model)
    view.resize(1920, 1080)
    view.show()
    app.processEvents()
    model.start(GameSetup(seed=7))
    # Mid-hand: a few turns in, the player to discard (11 cards, knock/sort buttons).
    for _ in range(8):
        model.wait_idle(10_000)
        legal = model.human_view().legal_actions
        if PASS_UPCARD in legal:
            model.play(PASS_UPCARD)
        elif DRAW_STOCK in legal:
            model.play(DRAW_STOCK)
        elif legal:
            discard = next(a for a in legal if a.kind is ActionKind.DISCARD)
            model.play(Action.discard(discard.card) if discard.card else discard)
    model.wait_idle(10_000)
    while not model.human_view().legal_actions:
        model.wait_idle(10_000)
        app.processEvents()
    if DRAW_STOCK in model.human_view().legal_actions:
        model.play(DRAW_STOCK)
    app.processEvents()

    scene = view.table_scene()
    width, height = 1920, 1080
    image = QImage(round(width * ratio), round(height * ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    target = QRectF(0, 0, width, height)

    def render() -> tuple[float, float]:
        start, cpu = time.perf_counter(), time.process_time()
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        scene.render(painter, target, scene.sceneRect())
        painter.end()
        return time.perf_counter() - start, time.process_time() - cpu

    for _ in range(5):  # warm-up: renders and caches the card pixmaps, glyphs
        render()
    timed = [render() for _ in range(frames)]
    if ratio == 1.0:
        image.save(str(Path(tempfile.gettempdir()) / "gin-bench-frame.png"))
    model.shutdown(5000)
    return [wall for wall, _ in timed], [cpu for _, cpu in timed]


def first_paint(command: list[str], pycache: str) -> tuple[float, float]:
    """Launch ``command`` once; (wall, CPU) seconds from just before launch to its first
    paint.

    Compiled modules are kept in ``pycache`` (as an installed copy has them), whatever
    PYTHONDONTWRITEBYTECODE says, so neither program pays for compiling its sources.
    """
    changes = {"PYTHONPYCACHEPREFIX": pycache, "PYTHONPATH": str(ROOT),
               "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    return first_paint_times(
        command, changes, drop=("DISPLAY", "WAYLAND_DISPLAY", "PYTHONDONTWRITEBYTECODE"),
        cwd=ROOT)


def describe_ms(times: list[float]) -> str:
    return (f"median {statistics.median(times) * 1000:7.2f} ms   "
            f"min {min(times) * 1000:7.2f}   max {max(times) * 1000:7.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--frames", type=int, default=50, help="frames timed (50)")
    parser.add_argument("--launches", type=int, default=7,
                        help="timed launches of each window (7)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["GIN_DESKTOP_ANIMATION_SPEED"] = "0"

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"gin-desktop table figures ({os.environ['QT_QPA_PLATFORM']}, "
          f"{os.cpu_count()} cores, load {load:.1f}, Python {sys.version.split()[0]})")
    print(f"  one full table frame, 1920x1080, mid-hand ({args.frames} frames, "
          f"target <= {FRAME_TARGET_MS:g} ms at 1x):")
    for ratio in (1.0, 2.0):
        wall, cpu = frame_times(args.frames, ratio)
        verdict = ""
        if ratio == 1.0:
            met = statistics.median(wall) * 1000 <= FRAME_TARGET_MS
            verdict = f"   ({'met' if met else 'MISSED'})"
        print(f"    @{ratio:g}x wall {describe_ms(wall)}{verdict}")
        print(f"    @{ratio:g}x cpu  {describe_ms(cpu)}")

    game = [sys.executable, "-m", "gin_desktop"]
    bare = [sys.executable, "-c", BARE_WINDOW]
    shell = [sys.executable, "-c", QT_SHELL_WINDOW]
    bare_times, game_times, shell_times = [], [], []
    with tempfile.TemporaryDirectory(prefix="gin-bench-pycache-") as pycache:
        # Untimed: each compiles its modules and starts with its files in the cache.
        for command in (bare, game, shell):
            first_paint(command, pycache)
        for _ in range(args.launches):
            bare_times.append(first_paint(bare, pycache))
            game_times.append(first_paint(game, pycache))
            shell_times.append(first_paint(shell, pycache))
    print(f"  process start to first painted frame ({args.launches} launches each):")
    for label, index in (("wall", 0), ("cpu ", 1)):
        game_figures = [t[index] for t in game_times]
        bare_figures = [t[index] for t in bare_times]
        ratio = statistics.median(game_figures) / statistics.median(bare_figures)
        print(f"    {label} game window  {describe_ms(game_figures)}")
        print(f"    {label} bare QWidget {describe_ms(bare_figures)}")
        print(f"    {label} ratio of medians {ratio:.2f}   (target <= {START_RATIO_TARGET}: "
              f"{'met' if ratio <= START_RATIO_TARGET else 'MISSED'})")
    # The reference: PySide6 alone, for a window of the game's shape.
    for label, index in (("wall", 0), ("cpu ", 1)):
        shell_figures = [t[index] for t in shell_times]
        shell_ratio = (statistics.median(shell_figures)
                       / statistics.median([t[index] for t in bare_times]))
        game_over_shell = (statistics.median([t[index] for t in game_times])
                           / statistics.median(shell_figures))
        print(f"    {label} Qt shell of the game's shape (no game code) "
              f"{describe_ms(shell_figures)}")
        print(f"    {label}   the shell against the bare window {shell_ratio:.2f}, "
              f"the game against the shell {game_over_shell:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
