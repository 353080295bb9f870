"""Score pad paint time: ``python bench/score_pad.py [--hands N] [--frames N]``.

A three-hand match of ``--hands`` hands (to 500, so that none ends it) in the score pad
alone, narrow (the box's column hidden, the box's scores marked by its letter),
and as tall as its lines: every line painted. Prints the median wall and CPU time of one
whole paint of the pad (``QWidget.render`` into an image) over ``--frames`` paints after
one warm-up, and how many times a paint asked the model for a cell's box mark and for a
cell's data in all (the paint once asked every line of a column for its mark on each
cell: rows x rows questions per column).

Runs offscreen (QT_QPA_PLATFORM=offscreen) unless a platform is set. Prints figures only.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

PAD_WIDTH = 320  # narrow enough to hide the box's column, wide enough for the marks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--hands", type=int, default=30, help="hands played (30)")
    parser.add_argument("--frames", type=int, default=20, help="paints timed (20)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from gin_desktop.app.scorepad import BOX_ROLE, ScorePadModel, ScorePadView
    from gin_desktop.engine import NEXT_HAND, RuleSet, new_match
    from tests.test_review import play_to_hand_end

    app = QApplication.instance() or QApplication([])
    match = new_match(RuleSet(target=500), 11, "three")
    while len(match.results) < args.hands and not match.is_over:
        play_to_hand_end(match)
        match.apply(NEXT_HAND)
    asked = {"box": 0, "all": 0}
    data = ScorePadModel.data

    def counted(self: ScorePadModel, index: object, role: int = 0) -> object:
        asked["all"] += 1
        asked["box"] += role == BOX_ROLE
        return data(self, index, role)  # type: ignore[arg-type]

    ScorePadModel.data = counted  # type: ignore[method-assign]
    model = ScorePadModel()
    view = ScorePadView()
    view.setModel(model)
    model.set_match(match, ("You", "Computer 1", "Computer 2"), person=0)
    rows = model.rowCount()
    view.resize(PAD_WIDTH, view.horizontalHeader().height() + rows * view.rowHeight(0) + 8)
    view.show()
    app.processEvents()
    image = QImage(view.size(), QImage.Format.Format_ARGB32_Premultiplied)
    view.render(image)  # the warm-up
    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(args.frames):
        asked.update(box=0, all=0)
        start, start_cpu = time.perf_counter(), time.process_time()
        view.render(image)
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    print(f"gin-desktop score pad paint ({os.environ['QT_QPA_PLATFORM']}): three-hand, "
          f"{len(match.results)} hands, {rows} lines, {view.width()} px wide, "
          f"box marks {'shown' if model.box_marks else 'not shown'}")
    print(f"  one whole paint ({args.frames} paints): wall median "
          f"{statistics.median(wall) * 1000:.1f} ms, cpu median "
          f"{statistics.median(cpu) * 1000:.1f} ms")
    print(f"  asked per paint: {asked['box']} box marks, {asked['all']} cell data in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
