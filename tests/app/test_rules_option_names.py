"""The Rules window names New game's options as the dialog does: in Portuguese the rules
said "Bônus por mãos" where New game offers "Bônus por mão vencida" (Spanish and Czech
alike: "Bonificación por manos", "Bonus za kola"), and a player looking for the option the
rules describe did not find it. Read from the real dialog's labels and the real window."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.labels import plain_label
from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.dialogs.rules import RulesWindow
from gin_desktop.app.settings import Settings


def option_name(dialog: NewGameDialog, field: object) -> str:
    """The words of the label beside ``field``, without an explanation in brackets (the
    English "Line bonus (per hand won)")."""
    label = next(label for label in dialog.findChildren(QLabel) if label.buddy() is field)
    return re.sub(r"\s*\(.*\)", "", plain_label(label.text())).casefold()


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_rules_window_uses_the_new_game_dialogs_option_names(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None],
        code: str) -> None:
    if code != "en":
        language(code)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    rules = RulesWindow(code)
    qtbot.addWidget(rules)
    text = " ".join(rules.browser.toPlainText().split()).casefold()
    names = [option_name(dialog, field) for field in (
        dialog.knock_limit_spin, dialog.gin_bonus_spin, dialog.undercut_bonus_spin,
        dialog.line_bonus_spin, dialog.game_bonus_spin)]
    assert [name for name in names if name not in text] == [], names
