"""The New game dialog's check boxes and radio buttons in large desktop type: their words
grew with the desktop's type while the style kept its 13-pixel boxes beside them (19-pixel
words at 14 points), hard to see ticked and a small target. Beyond the usual desktop type
they now grow in the same proportion as the table's words (``text_scale``); in the usual
type they are the style's own, untouched. The real dialog as it is shown."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import (
    QAbstractButton, QApplication, QCheckBox, QRadioButton, QStyle, QStyleOptionButton,
)
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings

#: The desktop's type as a player who asked for large text has it (19 pixels at 96 dpi).
LARGE_POINTS = 14.0


@pytest.fixture
def usual_type_after(qapp: QApplication) -> Iterator[None]:
    """The application's usual type again after the test."""
    usual = QFont(qapp.font())
    yield
    qapp.setFont(usual)


def dialog_in(qapp: QApplication, qtbot: QtBot, settings: Settings,
              points: float | None) -> NewGameDialog:
    """The New game dialog shown with the application's type in ``points`` (as a
    desktop's font setting gives it), or in the usual type."""
    if points is not None:
        font = QFont(qapp.font())
        font.setPointSizeF(points)
        qapp.setFont(font)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def indicator(button: QAbstractButton) -> QRect:
    """Where the style draws ``button``'s box or circle (and where a click ticks it)."""
    option = QStyleOptionButton()
    button.initStyleOption(option)  # type: ignore[attr-defined]
    element = (QStyle.SubElement.SE_RadioButtonIndicator if isinstance(button, QRadioButton)
               else QStyle.SubElement.SE_CheckBoxIndicator)
    return button.style().subElementRect(element, option, button)


def controls(dialog: NewGameDialog) -> list[QAbstractButton]:
    found: list[QAbstractButton] = [*dialog.findChildren(QCheckBox),
                                    *dialog.findChildren(QRadioButton)]
    assert len(found) >= 9
    return found


@pytest.mark.usefixtures("usual_type_after")
def test_in_large_type_the_boxes_and_circles_grow_with_the_words(
        qapp: QApplication, qtbot: QtBot, settings: Settings) -> None:
    dialog = dialog_in(qapp, qtbot, settings, LARGE_POINTS)
    words_px = QFontInfo(dialog.font()).pixelSize()
    assert words_px >= 18
    for button in controls(dialog):
        box = indicator(button)
        # As much larger than the style's 13 to 14 pixels as the words are than 15.
        assert box.height() >= 0.85 * words_px, (button.text(), box, words_px)
        assert box.width() == box.height()
        # Whole within the control, beside its first line of words.
        assert button.rect().contains(box), (button.text(), box, button.rect())


def test_in_the_usual_type_the_boxes_are_the_styles_own(
        qapp: QApplication, qtbot: QtBot, settings: Settings) -> None:
    dialog = dialog_in(qapp, qtbot, settings, None)
    style = dialog.style()
    usual = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorHeight, None, dialog)
    for button in controls(dialog):
        assert button.styleSheet() == ""
        if isinstance(button, QCheckBox):
            assert indicator(button).height() == usual
