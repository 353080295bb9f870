"""The badge by the dealer's name plate reads as a role, beside the person's own plate
("You") as beside a computer's name. In Czech it said "Rozdává" and in Spanish "Reparte",
a verb in the third person: "Vy · Rozdává", "Tú · Reparte" do not agree (vy rozdáváte, tú
repartes). A noun fits every plate, as the three-hand role badges do (Krabice, Kapitán,
Caja, Capitán, Caixa, Capitão) and the adverbs for sitting out (Venku, Fuera, De fora).
The score pad's dealer column says the same word. On the real window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup, default_names

from .test_spoken_order import open_window

#: The dealer as a role in each language: a noun, whoever deals.
DEALER = {"en": "Dealer", "cs": "Rozdávající", "es": "Repartidor", "pt": "Carteador"}


@pytest.mark.parametrize("you_deal", [True, False], ids=["you-deal", "computer-deals"])
@pytest.mark.parametrize("code", sorted(DEALER))
def test_the_dealers_badge_is_a_role_beside_you_and_the_computer(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], code: str, you_deal: bool) -> None:
    if code != "en":
        language(code)
    levels = ("human", "standard")
    setup = GameSetup(mode="two", levels=levels, names=default_names(levels), seed=5,
                      first_dealer=0 if you_deal else 1)
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    plates = win.table.scene()._captions.plates  # type: ignore[attr-defined]
    dealer = win.model.match.hand.dealer
    assert (dealer == win.model.human_seat) is you_deal
    assert plates[dealer].isVisible()
    assert plates[dealer].name == (_tr("You") if you_deal else setup.names[1])
    assert plates[dealer].badges == [DEALER[code]]
    assert not plates[1 - dealer].badges
