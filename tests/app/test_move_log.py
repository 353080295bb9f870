"""The move log (View ▸ Move log): every public move of the hand in words, and whose
card was taken from the pile. The real window, opened with its real shortcut."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gin_desktop.ai import make_strategy
from gin_desktop.app.main import MainWindow
from gin_desktop.app.move_log import move_sentences
from gin_desktop.app.prompts import card_label
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import (
    DRAW_DISCARD, DRAW_STOCK, PASS_UPCARD, Action, ActionKind, Match, Phase, PublicMove,
    new_match, parse_cards,
)
from gin_desktop.engine.melds import deadwood_after_each_discard

CARD_CODE = re.compile(r"\b[A2-9TJQK][CDHS]\b")


def test_a_card_taken_from_the_pile_says_whose_it_was() -> None:
    nine, eight = parse_cards("9H 8C")
    history = (PublicMove(1, "stock", None), PublicMove(1, "discard", eight),
               PublicMove(0, "pile", eight), PublicMove(0, "discard", nine),
               PublicMove(1, "pile", nine), PublicMove(1, "knock", None))
    assert move_sentences(history, ("Ana", "Computer"), 0) == [
        "Computer drew from the stock", "Computer discarded the 8♣",
        "You took Computer's 8♣ from the pile", "You discarded the 9♥",
        "Computer took your 9♥ from the pile", "Computer knocked"]
    # Watching (no person at the table): names throughout.
    assert move_sentences(history, ("Ana", "Computer"), None)[4] == \
        "Computer took Ana's 9♥ from the pile"


def position_before_the_computer_takes_your_discard() -> Match:
    """Seat 0 plays plainly; the standard computer in seat 1 is about to take seat 0's
    discard from the pile, then to discard (it decides the same in the window: same level,
    same view)."""
    for seed in range(1, 300):
        match = new_match(None, seed)
        actions: list[Action] = []
        computer = make_strategy("standard", 1)
        for _ in range(80):
            if match.phase not in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD):
                break
            legal = match.legal_actions()
            if match.to_act == 1:
                choice = computer.choose(match.view(1))
                if choice is DRAW_DISCARD and match.hand.history \
                        and match.hand.history[-1].seat == 0:
                    trial = replay(seed, [*actions, choice])
                    if computer.choose(trial.view(1)).kind is ActionKind.DISCARD:
                        return match
            elif PASS_UPCARD in legal:
                choice = PASS_UPCARD
            elif DRAW_STOCK in legal:
                choice = DRAW_STOCK
            else:
                after = deadwood_after_each_discard(match.hand_of(0))
                choice = min((a for a in legal if a.kind is ActionKind.DISCARD),
                             key=lambda a: after[a.card])  # type: ignore[index]
            match.apply(choice)
            actions.append(choice)
    raise AssertionError("no such position")


def replay(seed: int, actions: list[Action]) -> Match:
    match = new_match(None, seed)
    for action in actions:
        match.apply(action)
    return match


def test_ctrl_l_shows_and_hides_the_move_log_which_follows_the_hand(
        window: MainWindow) -> None:
    assert window.move_log.isVisible()  # under the score pad at first
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert not window.move_log.isVisible()
    QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.move_log.isVisible()
    model = window.model
    model.resume(position_before_the_computer_takes_your_discard(),
                 GameSetup(names=("Ana", "Computer")))
    assert model.wait_idle(5000)
    lines = window.move_log.lines()
    history = model.human_view().history
    assert lines[0] == f"Hand {model.match.hand_number}"
    assert lines[1:] == move_sentences(history, ("Ana", "Computer"), 0)
    taken = [line for line in lines if line.startswith("Computer took your ")]
    assert taken and taken[-1].endswith(" from the pile")
    assert not [line for line in lines if CARD_CODE.search(line)]
    # A new hand starts a new log.
    model.start(GameSetup(names=("Ana", "Computer"), seed=9))
    assert model.wait_idle(5000)
    assert window.move_log.lines()[0] == "Hand 1"
    assert len(window.move_log.lines()) == len(model.human_view().history) + 1


def test_the_table_keeps_the_taken_discard_in_view(window: MainWindow) -> None:
    """The computer's plate shows its whole last turn: taking your card, then its discard
    (issue 12, item 9: "only 'discarded 8♥' remains")."""
    from gin_desktop.app.table.items import SeatLabelItem

    model = window.model
    model.resume(position_before_the_computer_takes_your_discard(),
                 GameSetup(names=("Ana", "Computer")))
    assert model.wait_idle(5000)
    plate = next(item for item in window.table.table_scene().items()
                 if isinstance(item, SeatLabelItem) and item.name == "Computer")
    history = model.human_view().history
    taken = next(m for m in reversed(history) if m.seat == 1 and m.kind == "pile")
    assert taken.card is not None
    assert f"took your {card_label(taken.card)} from the pile" in plate.note
    if history[-1].seat == 1 and history[-1].kind == "discard":
        assert plate.note.endswith(f"discarded {card_label(history[-1].card)}")


def test_the_czech_move_log_tells_every_move_in_one_tense_that_fits_every_name(
        language: Callable[[str], None]) -> None:
    """The log tells every move in one tense (it mixed "nechává" with "odhodil"), and the
    present, as the result panel does: a past after a typed name guessed a man ("Ana
    odhodil", "Ana klepl")."""
    language("cs")
    nine, ten, two = parse_cards("9H TS 2C")
    history = (PublicMove(1, "pass", ten), PublicMove(0, "take", ten),
               PublicMove(0, "discard", nine), PublicMove(1, "pile", nine),
               PublicMove(1, "discard", two), PublicMove(0, "stock", None),
               PublicMove(0, "discard", two), PublicMove(1, "knock", None))
    assert move_sentences(history, ("Petr", "Ana"), 0) == [
        "Ana nechává ležet otočenou kartu 10♠", "Berete si otočenou kartu 10♠",
        "Odhazujete 9♥", "Ana si z hromádky bere vaši kartu 9♥", "Ana odhazuje 2♣",
        "Lížete si z balíčku", "Odhazujete 2♣", "Ana klepe"]
