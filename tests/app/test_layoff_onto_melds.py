"""The result panel says, in one sentence, who laid off which card onto which meld.

RULES.md two-player 7: the defender lays cards off on the knocker's melds. The panel said
"Computer laid off 2♦ and 6♦ on your melds", and the melds grown on the table no longer
show what they grew from; then a fragment under it, "On the run 3♦ 4♦ 5♦: 2♦ and 6♦.",
that a newcomer could not read as a sentence ("K postupce 3♦ 4♦ 5♦: 2♦ a 6♦."). Now:
"Computer laid off 2♦ and 6♦ on the run 3♦ 4♦ 5♦, leaving 9 deadwood.", in each language.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from gin_desktop.app import prompts
from gin_desktop.app.main import MainWindow
from gin_desktop.app.model import GameModel
from gin_desktop.app.move_log import layoff_places_sentence
from gin_desktop.app.table import TableView
from gin_desktop.app.table.panels import LEAST_RESULT_PX
from gin_desktop.engine import Arrangement, HandResult, Layoff, Meld, ResultKind, parse_cards
from tests.app.test_table import (
    at, best_knock, card_point, drag, knock_lets_them_lay_off, position, result_panel, resume,
)


def _knock_and_lay_off(view: TableView, game_model: GameModel) -> HandResult:
    resume(game_model, position(knock_lets_them_lay_off))
    spot = view.table_scene().geometry
    drag(view, card_point(view, best_knock(game_model)),
         at(view, QPointF(spot.knock_x + spot.card_w / 2, spot.centre_y + spot.card_h / 2)))
    QApplication.processEvents()
    result = game_model.match.last_result
    assert result is not None and result.defender_layout is not None
    return result


# The deal's layoffs: two cards, both onto one run; {meld} and {cards} as the table
# writes them, {name} the computer's, {dd} its deadwood left.
SENTENCES = {
    "en": "{name} laid off {cards} on the run {meld}, leaving {dd} deadwood.",
    # The defender is the computer, a noun with its article in Spanish and Portuguese.
    "es": "El ordenador colocó {cards} en la escalera {meld} y se quedó con {dd} puntos sin "
          "combinar.",
    # Czech declines the computer's default name (the dative "Počítači"), no "hráči".
    "cs": "Po přiložení {cards} k postupce {meld} zůstávají Počítači volné karty za {dd}.",
    "pt": "O computador encaixou {cards} na sequência {meld} e ficou com {dd} pontos soltos.",
}
AND = {"en": "{} and {}", "es": "el {} y el {}", "cs": "{} a {}", "pt": "o {} e o {}"}


@pytest.mark.parametrize("code", list(SENTENCES))
def test_the_result_panel_says_who_laid_off_which_card_onto_which_meld(
        language: Callable[[str], None], view: TableView, game_model: GameModel,
        code: str) -> None:
    language(code)
    result = _knock_and_lay_off(view, game_model)
    assert result.knocker_layout is not None and result.defender_layout is not None
    assert result.defender is not None
    layoffs = result.defender_layout.layoffs
    # This deal's two layoffs both go onto one run (3♦ 4♦ 5♦).
    assert len(layoffs) == 2 and len({lay.meld_index for lay in layoffs}) == 1
    meld = result.knocker_layout.melds[layoffs[0].meld_index]
    sentence = SENTENCES[code].format(
        name=game_model.setup.names[result.defender], dd=result.defender_deadwood,
        cards=AND[code].format(*(prompts.card_label(lay.card) for lay in layoffs)),
        meld=" ".join(prompts.card_label(c) for c in meld.cards))
    panel = result_panel(view)
    assert sentence in panel.lines, panel.lines
    # No line is a fragment ("On the run 3♦ 4♦ 5♦: 2♦ and 6♦."), nor says it twice.
    assert not any(": " in line and "♦" in line for line in panel.lines), panel.lines
    assert sum(prompts.card_label(layoffs[0].card) in line for line in panel.lines) == 1
    # To a screen reader in words, never "2♦".
    spoken = panel.spoken_lines()
    assert layoff_places_sentence(result, game_model.seat_name, game_model.human_seat,
                                  prompts.card_name) in spoken
    assert not any(symbol in " ".join(spoken) for symbol in "♠♥♦♣")


@pytest.mark.parametrize("code", list(SENTENCES))
def test_the_sentence_reads_whole_in_the_panel_at_800x600(
        language: Callable[[str], None], make_window: Callable[..., MainWindow],
        code: str) -> None:
    language(code)
    window = make_window()
    window.resize(800, 600)
    QApplication.processEvents()
    view, model = window.table, window.model
    model.wait_idle(5000)
    result = _knock_and_lay_off(view, model)
    panel = result_panel(view)
    said = layoff_places_sentence(result, model.seat_name, model.human_seat)
    assert said in panel.lines, panel.lines
    assert panel.font_px() >= LEAST_RESULT_PX


def test_cards_laid_off_on_two_melds_are_told_apart() -> None:
    run = Meld.from_cards(parse_cards("3D 4D 5D"))
    sevens = Meld.from_cards(parse_cards("7C 7D 7H"))
    two, six, seven = parse_cards("2D 6D 7S")
    result = HandResult(
        1, 1, 0, ResultKind.KNOCK, knocker=0, defender=1, winner=0, points=5,
        knocker_deadwood=4, defender_deadwood=9,
        knocker_layout=Arrangement((run, sevens), tuple(parse_cards("4S"))),
        defender_layout=Arrangement((), tuple(parse_cards("3S 6C")),
                                    (Layoff(two, 0), Layoff(seven, 1), Layoff(six, 0))))
    names = ("Ana", "Computer").__getitem__
    assert layoff_places_sentence(result, names, 0) == (
        "Computer laid off 2♦ and 6♦ on the run 3♦ 4♦ 5♦, and 7♠ on the set 7♣ 7♦ 7♥, "
        "leaving 9 deadwood.")
    assert layoff_places_sentence(result, names, 1).startswith("You laid off 2♦ and 6♦ ")
    nothing = HandResult(1, 1, 0, ResultKind.KNOCK, knocker=0, defender=1,
                         knocker_layout=Arrangement((run,), ()),
                         defender_layout=Arrangement((), tuple(parse_cards("3S"))))
    assert layoff_places_sentence(nothing, names, 0) == ""

