"""Settings' table colours by the keys: the swatch with the focus is ringed in the highlight
colour. The style's focus frame was one pale pixel around a dark swatch; a player moving
along them with the arrow keys could not see which one Space would choose."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.settings import Settings


def _highlight_pixels(widget: QWidget, highlight: QColor) -> int:
    image = widget.grab().toImage()
    near = 0
    for x in range(image.width()):
        for y in range(image.height()):
            c = image.pixelColor(x, y)
            if (abs(c.red() - highlight.red()) + abs(c.green() - highlight.green())
                    + abs(c.blue() - highlight.blue())) < 60:
                near += 1
    return near


def open_settings(qtbot: QtBot, tmp_path: Path,
                  table_colour: QColor | None = None) -> SettingsDialog:
    """The Settings dialog shown and active, on settings of its own (with ``table_colour``
    when given)."""
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    if table_colour is not None:
        settings.table_colour = table_colour
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    return dialog


def test_the_focused_swatch_is_ringed_in_the_highlight_colour(
        qtbot: QtBot, tmp_path: Path) -> None:
    dialog = open_settings(qtbot, tmp_path)
    swatches = dialog.colour_buttons
    # Tab from the name along the dialog until the first swatch, then Right to the next.
    for _ in range(10):
        if QApplication.focusWidget() is swatches[0]:
            break
        QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is swatches[0]
    QTest.keyClick(swatches[0], Qt.Key.Key_Right)
    assert QApplication.focusWidget() is swatches[1]
    highlight = dialog.palette().color(QPalette.ColorRole.Highlight)
    ring = 2 * (swatches[1].width() + swatches[1].height())
    assert _highlight_pixels(swatches[1], highlight) > ring // 2
    # The others show no ring: it says where the focus is, and nothing else.
    assert _highlight_pixels(swatches[2], highlight) == 0
    assert _highlight_pixels(swatches[0], highlight) == 0
    dialog.reject()
