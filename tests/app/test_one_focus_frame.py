"""One focus frame for the game's own parts: the statistics' figures and charts, the table
colours' swatches and the Rules window's panes each showed the focus their own way (the
style's pale one-pixel frame round a chart, a dotted line round a figure, a rounded ring
round a swatch, a border round a pane). Each now shows the same frame, two pixels wide in
the highlight colour all round it, reached by the real keys."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from .test_deck_reveal_spoken import focused
from .test_focus_frame_by_keys import open_rules
from .test_stats_keys_spoken import opened_at_close
from .test_swatch_focus_shows import open_settings


def framed_share(widget: QWidget) -> float:
    """The share of ``widget``'s outermost two pixels that are in the highlight colour."""
    image = widget.grab().toImage()
    ratio = image.devicePixelRatio()
    highlight = widget.palette().color(QPalette.ColorGroup.Active,
                                       QPalette.ColorRole.Highlight)
    width, height = image.width(), image.height()
    edge = round(2 * ratio)
    ring = [(x, y) for x in range(width) for y in (*range(edge), *range(height - edge, height))]
    ring += [(x, y) for y in range(edge, height - edge)
             for x in (*range(edge), *range(width - edge, width))]
    near = sum(all(abs(a - b) <= 24 for a, b in zip(image.pixelColor(x, y).getRgb()[:3],
                                                      highlight.getRgb()[:3], strict=True))
               for x, y in ring)
    return near / len(ring)


def tab_to(target: QWidget, start: QWidget) -> None:
    QTest.keyClick(focused() or start, Qt.Key.Key_Tab)
    for _ in range(40):
        if focused() is target:
            return
        QTest.keyClick(focused() or start, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {target!r}")


def test_a_figure_and_the_charts_show_the_one_frame(window: Any, qtbot: QtBot) -> None:
    shown = opened_at_close(window, qtbot)
    try:
        for part in (shown.best_label, shown.chart, shown.accuracy_chart):
            assert framed_share(part) < 0.05
            tab_to(part, shown)
            assert framed_share(part) > 0.95, part
    finally:
        shown.close()


def test_a_swatch_shows_the_one_frame(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = open_settings(qtbot, tmp_path)
    swatch = dialog.colour_buttons[2]
    tab_to(dialog.colour_buttons[0], dialog)
    QTest.keyClick(focused(), Qt.Key.Key_Right)
    QTest.keyClick(focused(), Qt.Key.Key_Right)
    assert focused() is swatch
    assert framed_share(swatch) > 0.95
    assert framed_share(dialog.colour_buttons[1]) < 0.05
    dialog.reject()


def test_the_rules_panes_show_the_one_frame(qtbot: QtBot) -> None:
    rules = open_rules(qtbot)
    assert QApplication.focusWidget() is rules.contents
    assert framed_share(rules.contents) > 0.95 and framed_share(rules.browser) < 0.05
    QTest.keyClick(rules.contents, Qt.Key.Key_Tab)
    assert framed_share(rules.browser) > 0.95 and framed_share(rules.contents) < 0.05
    rules.close()


def test_the_move_log_and_the_score_pad_show_the_one_frame(window: Any) -> None:
    """F6 takes the keys to the move log, then to the score pad: only a pale row (1.7:1 on
    white) said which panel had them."""
    log, pad = window.move_log.list, window.score_dock.view
    # Framed round their rows' viewport, inside the list's own edge.
    rows = {log: log.viewport(), pad: pad.viewport()}
    window.activateWindow()
    window.table.setFocus()
    assert framed_share(rows[log]) < 0.05 and framed_share(rows[pad]) < 0.05
    QTest.keyClick(window.table, Qt.Key.Key_F6)
    assert QApplication.focusWidget() is log
    assert framed_share(rows[log]) > 0.95 and framed_share(rows[pad]) < 0.05
    QTest.keyClick(log, Qt.Key.Key_F6)
    assert QApplication.focusWidget() is pad
    assert framed_share(rows[pad]) > 0.95 and framed_share(rows[log]) < 0.05
