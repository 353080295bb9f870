"""New game: where a variant sets the knock limit, the limit's field says what sets it.

RULES.md variants: in Oklahoma Gin the first upcard's rank sets each hand's knock limit,
and in Straight Gin only gin ends a hand. With either ticked, the knock limit's spin box
was greyed but still read "10", a number that applied to no hand of the match.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import (
    QAbstractSpinBox, QLabel, QLineEdit, QWidget,
)
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings

from . import test_new_game_straight
from .test_new_game_straight import tick

# That module's settings: a scratch file, so that the dialog remembers nothing of others.
settings = test_new_game_straight.settings

# What the field beside "Knock limit" says, by language: Oklahoma's, then Straight's.
SAYS = {
    "en": ("by the upcard", "gin only"),
    "es": ("según la carta descubierta", "solo gin"),
    "cs": ("podle otočené karty", "jen gin"),
    "pt": ("pela carta virada", "só gin"),
}


def knock_limit_field(dialog: NewGameDialog) -> tuple[QLabel, QWidget]:
    """The "Knock limit" label and the field a player sees on its right."""
    label = next(lab for lab in dialog.rules_box.findChildren(QLabel)
                 if lab.buddy() is dialog.knock_limit_spin)
    middle = label.mapTo(dialog, label.rect().center())
    fields = [*dialog.rules_box.findChildren(QAbstractSpinBox),
              *dialog.rules_box.findChildren(QLineEdit)]
    shown = [w for w in fields if w.isVisible() and w.parentWidget() is label.parentWidget()
             and w.mapTo(dialog, QPoint(0, 0)).x() > middle.x()
             and abs(w.mapTo(dialog, w.rect().center()).y() - middle.y()) < w.height()]
    assert len(shown) == 1, [w.objectName() for w in shown]
    return label, shown[0]


def shown_text(field: QWidget) -> str:
    assert isinstance(field, (QAbstractSpinBox, QLineEdit))
    return field.text()


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_oklahoma_and_straight_say_what_sets_the_knock_limit_and_unticked_the_number_is_back(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None],
        code: str) -> None:
    if code != "en":
        language(code)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.oklahoma_check.isChecked() and not dialog.straight_check.isChecked()
    label, field = knock_limit_field(dialog)
    assert field is dialog.knock_limit_spin and field.isEnabled() and label.isEnabled()
    limit = dialog.knock_limit_spin.value()
    oklahoma, straight = SAYS[code]

    tick(qtbot, dialog.oklahoma_check)
    label, field = knock_limit_field(dialog)
    assert shown_text(field) == oklahoma
    assert not field.isEnabled() and not label.isEnabled()
    assert field.toolTip(), "says why it is greyed"
    # The words fit the field: a cut "según la carta descu" said nothing either.
    room = field.contentsRect().width() - 8
    assert field.fontMetrics().horizontalAdvance(oklahoma) <= room

    width = field.width()
    tick(qtbot, dialog.straight_check)  # only gin ends a hand, whatever the upcard
    label, field = knock_limit_field(dialog)
    assert shown_text(field) == straight
    assert field.width() == width, "the fields stay where they were"

    tick(qtbot, dialog.straight_check)
    tick(qtbot, dialog.oklahoma_check)
    label, field = knock_limit_field(dialog)
    assert field is dialog.knock_limit_spin and field.isEnabled() and label.isEnabled()
    assert dialog.knock_limit_spin.value() == limit
    assert dialog.rules().knock_limit == limit
