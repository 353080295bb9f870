"""The move log tells how a hand ended where no move says it.

RULES.md two-player 9, 10: a drawn hand ends on a discard, and the log's last line was that
discard, with nothing to say the hand was over or why. RULES.md two-player 5, 6: a gin is
a knock, which discards a card face down; the showdown turns it up, but the log said only
"You went gin".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate
from gin_desktop.app.prompts import card_label
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import Knocked, ResultKind
from tests.app.test_drawn_hand_status import play_to_the_wall
from tests.app.test_gin_words import STRAIGHT, gin_position
from tests.app.test_move_log import CARD_CODE
from tests.app.test_table import knock_with_the_mouse

AT_THE_WALL = "The hand is drawn: only {n:card is|cards are} left in the stock"


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_log_ends_a_hand_drawn_at_the_wall_saying_so_and_why(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    play_to_the_wall(window)
    qtbot.wait(20)
    lines = window.move_log.lines()
    said = translate(AT_THE_WALL).format(n=2)
    assert lines[-1] == said
    if code != "en":
        assert said != "The hand is drawn: only 2 cards are left in the stock", "translated"
    # Said once, however often the log refreshes after the hand.
    window.move_log.refresh()
    assert window.move_log.lines().count(said) == 1


@pytest.mark.parametrize("code", ["en", "cs"])
def test_the_log_names_the_card_a_gin_discarded_face_down(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = make_window()
    model = window.model
    model.resume(gin_position(), GameSetup(rules=STRAIGHT, names=("Ana", "Computer")))
    assert model.wait_idle(5000)
    qtbot.wait(20)
    knock_with_the_mouse(window.table, model)
    assert model.wait_idle(5000)
    result = model.match.last_result
    assert result is not None and result.kind is ResultKind.GIN
    knocked = [e for e in model.match.events if isinstance(e, Knocked)][-1]
    assert knocked.discard is not None
    qtbot.wait(20)
    line = window.move_log.lines()[-1]
    assert line.startswith(translate("You went gin").split()[0])
    assert card_label(knocked.discard) in line, line
    assert not CARD_CODE.search(line)


def test_a_hand_drawn_by_repetition_says_the_position_came_up_a_third_time() -> None:
    """RULES.md two-player 10: drawn as at the wall, for another reason."""
    from gin_desktop.app.move_log import drawn_sentence
    from gin_desktop.engine import HandResult

    def ended(kind: ResultKind) -> HandResult:
        return HandResult(hand_number=1, deal_number=1, dealer=0, kind=kind)

    assert drawn_sentence(ended(ResultKind.REPETITION)) == \
        "The hand is drawn: the same position came up a third time"
    assert drawn_sentence(ended(ResultKind.DRAWN)) == \
        "The hand is drawn: only 2 cards are left in the stock"
    assert drawn_sentence(ended(ResultKind.KNOCK)) == ""
