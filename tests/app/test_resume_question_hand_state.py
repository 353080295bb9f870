"""The resume question said "hand 1" (Czech "kolo 1", Portuguese "mão 1") of a match saved
after hand 1 had ended, its result showing and hand 2 not dealt: read as if hand 1 were
still to play. It says the truth of each case: in the middle of hand N, or hand N over
and the next not dealt. Real question boxes, answered with their buttons."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import NEXT_HAND, Match, Phase, RuleSet, new_match

from .test_persistence import resume_question

SETUP = GameSetup(seed=8, levels=("human", "standard"), names=("Ana", "Computer"))

OVER = ("You have an unfinished match of {game}: hand {hand} is over and the next hand "
        "is not dealt yet (score {scores}). Resume it?")
PLAYING = ("You have an unfinished match of {game}, in the middle of hand {hand} "
           "(score {scores}). Resume it?")


def match_at(phase_over: bool, rules: RuleSet | None = None) -> Match:
    """A match in hand 1 (a few moves made), or with hand 1 just over (not yet hand 2)."""
    match = new_match(rules or RuleSet(), 8)
    rng = random.Random(8)
    moves = 0
    while (match.phase is not Phase.HAND_OVER) if phase_over else moves < 3:
        legal = match.legal_actions()
        knocks = [a for a in legal if a.kind.value in ("knock", "gin")]
        match.apply(rng.choice(knocks) if knocks else rng.choice(legal))
        moves += 1
    assert match.hand_number == 1
    return match


def question(make_window: Any, tmp_path: Path, match: Match) -> str:
    text, window = resume_question(make_window, tmp_path, match, SETUP)
    assert window.model.match.phase is match.phase  # type: ignore[attr-defined]
    return text


@pytest.mark.parametrize("over", [True, False])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_resume_question_says_whether_the_hand_is_over(
        qtbot: QtBot, make_window: Any, tmp_path: Path, language: Callable[[str], None],
        code: str, over: bool) -> None:
    language(code)
    text = question(make_window, tmp_path, match_at(over))
    said, other = (OVER, PLAYING) if over else (PLAYING, OVER)
    mine, theirs = translate(said), translate(other)
    assert mine != said or code == "en"
    # The words around the numbers of the right sentence, none of the other one's.
    head = mine.split("{hand}")[0].split("{game}")[1]
    assert head in text, (head, text)
    assert theirs.split("{hand}")[0].split("{game}")[1] not in text, text
    assert " 1" in text


@pytest.mark.parametrize("over", [True, False])
def test_a_hollywood_match_says_whether_the_hand_is_over(
        qtbot: QtBot, make_window: Any, tmp_path: Path, over: bool) -> None:
    rules = RuleSet(name="custom", hollywood=True, target=50)
    text = question(make_window, tmp_path, match_at(over, rules))
    first = text.split("\n")[0]
    if over:
        assert first.endswith(": hand 1 is over and the next hand is not dealt yet."), text
    else:
        assert first.endswith(", in the middle of hand 1:"), text


def next_hand_dealt(rules: RuleSet | None = None) -> Match:
    """Hand 1 over and hand 2 dealt, nobody having played in it (a match with no move
    at all resumes without a question)."""
    match = match_at(True, rules)
    match.apply(NEXT_HAND)
    assert match.hand_number == 2 and not match.hand.history
    return match


DEALT = ("You have an unfinished match of {game}: hand {hand} is dealt and nobody has "
         "played in it yet (score {scores}). Resume it?")


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_hand_saved_as_it_was_dealt_is_not_in_its_middle(
        qtbot: QtBot, make_window: Any, tmp_path: Path, language: Callable[[str], None],
        code: str) -> None:
    """Next hand, then the window closed: "in the middle of hand 1" was said of a hand
    nobody had played a card of."""
    language(code)
    text = question(make_window, tmp_path, next_hand_dealt())
    mine, middle = translate(DEALT), translate(PLAYING)
    assert mine != DEALT or code == "en"
    assert mine.split("{hand}")[1].split("{scores}")[0] in text, (mine, text)
    assert middle.split("{hand}")[0].split("{game}")[1] not in text, text


def test_a_hollywood_hand_saved_as_it_was_dealt_says_so(
        qtbot: QtBot, make_window: Any, tmp_path: Path) -> None:
    match = next_hand_dealt(RuleSet(name="custom", hollywood=True, target=50))
    first = question(make_window, tmp_path, match).split("\n")[0]
    assert first.endswith(": hand 2 is dealt and nobody has played in it yet:"), first
