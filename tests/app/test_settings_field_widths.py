"""Settings stretched over a large screen keeps its fields a readable width: at 1904
pixels wide the name field and the lists were 1800 pixels wide, "Blue" at one end of the
screen and its list's arrow at the other. The fields now keep to the colour row's width
(the widest row, its swatches and buttons), while the dialog may still grow; at the
dialog's own size they are as wide as before."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.settings import Settings


def fields(dialog: SettingsDialog) -> list[QWidget]:
    return [dialog.name_edit, dialog.deck_combo, dialog.back_combo, dialog.speed_combo,
            dialog.language_combo]


def shown_dialog(qtbot: QtBot, tmp_path: Path) -> SettingsDialog:
    """Settings over settings of their own, shown at the dialog's own size."""
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def right_edge(dialog: SettingsDialog, widget: QWidget) -> int:
    return widget.mapTo(dialog, QPoint(widget.width(), 0)).x()


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_stretched_wide_the_fields_keep_to_the_colour_row(
        qtbot: QtBot, tmp_path: Path, language: Callable[[str], None], code: str) -> None:
    language(code)
    dialog = shown_dialog(qtbot, tmp_path)
    natural = [field.width() for field in fields(dialog)]
    dialog.resize(1904, 1000)
    QTest.qWait(20)
    assert dialog.width() == 1904  # the dialog itself still grows
    row_end = right_edge(dialog, dialog.colour_reset)
    for field in fields(dialog):
        assert right_edge(dialog, field) <= row_end, (field.objectName(), row_end)
        # Never narrower than it needs, nor than at the dialog's own size.
        assert field.width() >= field.sizeHint().width()
    assert all(field.width() >= before
               for field, before in zip(fields(dialog), natural, strict=True))
    # Level with each other, a column of fields, not a ragged edge.
    assert len({field.width() for field in fields(dialog)}) == 1


@pytest.mark.parametrize("code", ["en", "pt"])
def test_at_its_own_size_the_colour_rows_default_ends_with_the_fields(
        qtbot: QtBot, tmp_path: Path, language: Callable[[str], None], code: str) -> None:
    """The row was measured before the current colour's swatch was on its Other colour
    button: the fields kept to a row narrower by the swatch, and "Padrão" stood out past
    them."""
    language(code)
    dialog = shown_dialog(qtbot, tmp_path)
    row_end = right_edge(dialog, dialog.colour_reset)
    assert {right_edge(dialog, field) for field in fields(dialog)} == {row_end}
