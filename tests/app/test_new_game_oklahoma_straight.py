"""New game with Oklahoma and Straight both ticked: the Oklahoma box still said "the upcard
sets the knock limit", though under Straight no knock is allowed whatever the upcard
(RULES.md variants; the engine's Straight Oklahoma plays gin only and keeps the spade's
doubling). Ticked together, the box says only the doubling is left, and the greyed knock
limit's tooltip why the upcard sets none; Straight unticked, the box reads as before. The
real mouse on the real dialog."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings
from gin_desktop.engine import Card, Suit
from gin_desktop.engine.scoring import policy_for

from .test_new_game_straight import tick


def words(dialog: NewGameDialog) -> str:
    return dialog.oklahoma_check.text().replace("&", "")


def mnemonic(text: str) -> str:
    return text[text.index("&") + 1].lower()


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_oklahoma_with_straight_says_the_upcard_sets_no_knock_limit(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    alone = words(dialog)
    key = mnemonic(dialog.oklahoma_check.text())
    tick(qtbot, dialog.oklahoma_check)
    assert words(dialog) == alone
    tick(qtbot, dialog.straight_check)
    rules = dialog.rules()
    assert rules.oklahoma and rules.straight
    # What the engine makes of the pair: gin only whatever the upcard, a spade doubles.
    policy = policy_for(rules)
    assert policy.knock_limit(Card(7, Suit.HEARTS)) == 0
    assert policy.doubled(Card(7, Suit.SPADES))
    together = words(dialog)
    assert together != alone, "no longer says the upcard sets the knock limit"
    assert mnemonic(dialog.oklahoma_check.text()) == key, "the same Alt key"
    field = dialog.knock_limit_fixed
    assert field.isVisible() and field.toolTip() != dialog.tr(
        "Oklahoma: the upcard sets the knock limit; Straight: gin only.")
    tick(qtbot, dialog.straight_check)
    assert words(dialog) == alone
