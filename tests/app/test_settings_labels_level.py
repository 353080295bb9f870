"""Settings' labels stand level with their fields. A form layout puts a label at the top
of its row, and "Deck:" and "Card back:" stood at the top edge of their tall lists with
the card pictures, level with nothing. The words of each label are read off the rendered
dialog (its dark pixels) and their middle found at the field's middle."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.settings import Settings


def ink_middle(dialog: QWidget, label: QLabel, top: int, bottom: int) -> float:
    """The middle height of the label's words, looked for between ``top`` and
    ``bottom`` (dialog coordinates) in the label's column."""
    image = dialog.grab().toImage()
    ratio = image.devicePixelRatio()
    left = label.mapTo(dialog, label.rect().topLeft()).x()
    rows = [y for y in range(top, bottom)
            if any(image.pixelColor(round(x * ratio), round(y * ratio)).lightness() < 110
                   for x in range(left, left + label.width()))]
    assert rows, label.text()
    return (rows[0] + rows[-1]) / 2


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_tall_lists_labels_are_level_with_their_middles(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None], lang: str) -> None:
    if lang != "en":
        language(lang)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for field in (dialog.deck_combo, dialog.back_combo, dialog.language_combo):
        label = next(label for label in dialog.findChildren(QLabel) if label.buddy() is field)
        top = field.mapTo(dialog, field.rect().topLeft()).y()
        middle = top + field.height() / 2
        assert abs(ink_middle(dialog, label, top, top + field.height()) - middle) <= 3, (
            label.text())
