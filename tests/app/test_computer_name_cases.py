"""A default computer name is declined where Czech puts a name in a case, and whether a
name is the computer's is its seat's, not its words'.

Czech built "Karty hráče Počítač" ("the cards of the player Computer"): the word that
carries the case is for a person's name, which cannot be declined safely; the computer's
name is a noun, declined as the translation says: "Karty Počítače", "Poraďte Počítači 1".
And a person who typed "Ordenador" (Spanish) or "Computador" (Portuguese) as their own
name was given the computer's article, "El ordenador gana", because the words matched."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from gin_desktop.app import a11y
from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView

Name = QAccessible.Text.Name


@pytest.fixture
def view(qtbot: QtBot, game_model: GameModel) -> Iterator[TableView]:
    table = TableView(game_model)
    qtbot.addWidget(table)
    table.resize(1200, 800)
    a11y.attach(table)
    table.show()
    qtbot.waitExposed(table)
    yield table


def spoken(table: TableView) -> list[str]:
    root = QAccessible.queryAccessibleInterface(table)
    return [root.child(i).text(Name) for i in range(root.childCount())]


@pytest.mark.parametrize(("opponent", "said"), [
    (None, "Karty Počítače, 10 karet"),
    ("Pepa", "Karty hráče Pepa, 10 karet"),
])
def test_the_table_names_the_computers_hand_with_its_name_declined(
        view: TableView, game_model: GameModel, language: Callable[[str], None],
        opponent: str | None, said: str) -> None:
    language("cs")
    game_model.start(GameSetup(seed=3, names=(_tr("You"), opponent or _tr("Computer"))))
    assert game_model.wait_idle(5000)
    view.table_scene().update()
    assert said in spoken(view)


def three_hand(person: str) -> GameSetup:
    return GameSetup(mode="three", names=(
        person, _tr("Computer {number}").format(number=1),
        _tr("Computer {number}").format(number=2)))


def test_czech_declines_each_numbered_computer_and_no_typed_name(
        language: Callable[[str], None]) -> None:
    language("cs")
    person, first, second = three_hand("Počítač").names  # the person typed "Počítač"
    advise = _tr("Advise {name}")
    assert [advise.format(name=name) for name in (person, first, second)] == [
        "Poraďte hráči Počítač", "Poraďte Počítači 1", "Poraďte Počítači 2"]
    assert _tr("{name} took nothing from the discard pile.").format(name=first) == \
        "Počítač 1 si z odhazovací hromádky nic nevzal."
    assert _tr("{name} took nothing from the discard pile.").format(name=person) == \
        "Hráč Počítač si z odhazovací hromádky nic nevzal."


@pytest.mark.parametrize(("code", "typed", "person_said", "computer_said"), [
    ("es", "Ordenador", "¡Gin! Ordenador gana 25", "¡Gin! El ordenador 1 gana 25"),
    ("pt", "Computador", "Gin! Computador marca 25", "Gin! O computador 1 marca 25"),
])
def test_a_person_who_typed_the_computers_word_takes_no_article(
        language: Callable[[str], None], code: str, typed: str, person_said: str,
        computer_said: str) -> None:
    language(code)
    person, computer, _other = three_hand(typed).names
    gin = _tr("Gin! {name} scores {pts}")
    assert gin.format(name=person, pts=25) == person_said
    assert gin.format(name=computer, pts=25) == computer_said
