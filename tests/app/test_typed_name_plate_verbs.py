"""A Czech player who typed their name ("Honza") read their own plate as "Honza · lížete z
balíčku" ("Honza · you draw from the stock"), and as the one sitting out "Honza · Venku
· vidíte kapitánovy karty": a verb said to "you" beside a name. Named "Vy" (the default),
the plate speaks to the person; named, it says what the name did, as any plate does. Real
window, real keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.engine import Phase, Role, RuleSet


def _plate(window: Any, seat: int) -> SeatLabelItem:
    (plate,) = [item for item in window.table.table_scene().items()
                if isinstance(item, SeatLabelItem) and item.isVisible() and item.seat == seat]
    return plate


def _drawn_from_the_stock(window: Any, qtbot: QtBot, names: tuple[str, str]) -> str:
    model = window.model
    model.start(GameSetup(levels=("human", "standard"), names=names, seed=3))
    model.set_computer_delay(0)
    qtbot.waitUntil(lambda: model.is_human_turn()
                    and model.match.phase in (Phase.UPCARD_OFFER, Phase.DRAW), timeout=10_000)
    window.table.setFocus()
    if model.match.phase is Phase.UPCARD_OFFER:
        QTest.keyClick(window.table, Qt.Key.Key_X)  # pass
        qtbot.waitUntil(lambda: model.is_human_turn() and model.match.phase is Phase.DRAW,
                        timeout=10_000)
    QTest.keyClick(window.table, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: model.match.phase is Phase.DISCARD, timeout=5000)
    return _plate(window, 0).toolTip()


@pytest.mark.parametrize(("code", "you", "named"), [
    ("cs", "lížete z balíčku", "líže z balíčku"),
    ("es", "robaste del mazo", "robó del mazo"),
])
def test_the_own_plate_speaks_to_you_and_of_a_typed_name(
        language: Callable[[str], None], make_window: Any, qtbot: QtBot,
        code: str, you: str, named: str) -> None:
    language(code)
    window = make_window()
    window.resize(1600, 900)
    tip = _drawn_from_the_stock(window, qtbot, (_tr("You"), _tr("Computer")))
    assert tip.split("\n")[0].endswith(you), tip
    tip = _drawn_from_the_stock(window, qtbot, ("Honza", _tr("Computer")))
    assert tip.split("\n")[0].endswith(named), tip


def test_the_sitters_plate_says_the_named_person_sees_the_captains_cards(
        language: Callable[[str], None], make_window: Any, qtbot: QtBot) -> None:
    language("cs")
    window = make_window()
    window.resize(1600, 900)
    levels = ("human", "standard", "standard")
    for names, note in (((_tr("You"), *default_names(levels)[1:]), "vidíte kapitánovy karty"),
                        (("Honza", *default_names(levels)[1:]), "vidí kapitánovy karty")):
        window.model.start(GameSetup(mode="three", levels=levels, names=names, seed=11,
                                     rules=RuleSet(target=500)))
        window.model.set_computer_delay(0)
        assert window.model.match.roles()[0] is Role.SITTING_OUT
        qtbot.waitUntil(window.model.is_human_turn, timeout=10_000)
        assert note in _plate(window, 0).toolTip().split("\n")[0], _plate(window, 0).toolTip()
