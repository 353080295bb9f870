"""The result panel's sentences end in one full stop in every language, even where a value
inside them ends in one (Czech abbreviates points as "29 b." on the seat plates)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from gin_desktop.ai import make_strategy
from gin_desktop.app.i18n import translate
from gin_desktop.app.table import texts
from gin_desktop.engine import (
    HandResult, Phase, ResultKind, RuleSet, best_arrangement, decisions, new_match, parse_cards,
)


def some_results() -> list[HandResult]:
    """The hands of a few computer matches: knocks, gins and undercuts among them (as many
    matches as it takes, the computer's play deciding how its hands end)."""
    results: list[HandResult] = []
    for seed in range(10):
        if seed >= 3 and len({r.kind for r in results}) >= 3:
            break
        match = new_match(RuleSet.preset("seeds"), seed=400 + seed)
        players = [make_strategy("strong", seed), make_strategy("standard", seed)]
        for view in decisions(match):
            legal = view.legal_actions
            action = legal[0] if len(legal) == 1 else players[view.seat].choose(view)
            match.apply(action, view.seat)
            if view.phase is Phase.MATCH_OVER:
                break
        results.extend(match.results)
    return results


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_result_sentences_end_in_one_full_stop(
        language: Callable[[str], None], code: str) -> None:
    language(code)
    names = texts.Names(["A", "B"], human_seat=0)
    results = some_results()
    assert len({r.kind for r in results}) >= 3  # several kinds of ending were written
    for result in results:
        standings = texts.standing_lines(names, [10, 20], 100, [], [])
        for line in texts.result_lines(result, names, standings, None):
            assert not line.endswith("..") or line.endswith("..."), line


def undercut(kd: int, dd: int) -> HandResult:
    return HandResult(hand_number=1, deal_number=1, dealer=0, kind=ResultKind.UNDERCUT,
                      knocker=0, defender=1, winner=1, points=kd - dd + 25,
                      knocker_deadwood=kd, defender_deadwood=dd, bonus=25)


@pytest.mark.parametrize(("you", "kd", "dd", "said"), [
    (0, 8, 3, "You knocked with 8 deadwood, but B had only 3."),
    (1, 8, 3, "A knocked with 8 deadwood, but you had only 3."),
    (None, 8, 3, "A knocked with 8 deadwood, but B had only 3."),
    # An undercut at equal deadwood (where the rules make it one): not "only".
    (0, 4, 4, "You knocked with 4 deadwood, but B had 4 too."),
    (1, 4, 4, "A knocked with 4 deadwood, but you had 4 too."),
    (None, 4, 4, "A knocked with 4 deadwood, but B had 4 too."),
])
def test_an_undercut_is_told_in_one_sentence(
        language: Callable[[str], None], you: int | None, kd: int, dd: int,
        said: str) -> None:
    language("en")
    lines = texts.result_lines(undercut(kd, dd), texts.Names(["A", "B"], you), [], None)
    assert lines[0] == said


@pytest.mark.parametrize("code", ["es", "cs", "pt"])
def test_an_undercut_sentence_is_whole_in_every_language(
        language: Callable[[str], None], code: str) -> None:
    """Each case is its own translated sentence: no English, no field left unfilled, the
    names where they belong, and "too" rather than "only" at equal deadwood."""
    language(code)
    too = {"es": "también", "cs": "také", "pt": "também"}[code]
    for you in (0, 1, None):
        for kd, dd in ((8, 3), (4, 4)):
            line = texts.result_lines(undercut(kd, dd), texts.Names(["Ana", "Bo"], you),
                                      [], None)[0]
            assert "{" not in line and "knocked" not in line and " had " not in line, line
            assert ("Ana" in line) == (you != 0) and ("Bo" in line) == (you != 1), line
            assert (too in line) == (kd == dd), line
            assert str(kd) in line and str(dd) in line, line


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_no_result_sentence_leaves_a_field_unfilled(
        language: Callable[[str], None], code: str) -> None:
    """A translation may give a name its preposition's forms ("{name:A|Al} le quedaron..."
    in Spanish): the panel showed that field as it was written, braces and all."""
    language(code)
    results = some_results()
    told = []
    for you in (0, 1):
        names = texts.Names(["Ana", translate("Computer")], human_seat=you)
        for result in results:
            standings = texts.standing_lines(names, [10, 20], 100, [], [])
            lines = texts.result_lines(result, names, standings, None)
            told += lines
            assert not any("{" in line or "}" in line for line in lines), lines
    if code == "en":  # the hands reached the sentence that showed the braces in Spanish
        assert any("nothing to lay off" in line for line in told)


def ended(kind: ResultKind, *, kd: int, dd: int, winner: int | None, points: int = 0,
          bonus: int = 0) -> HandResult:
    """A hand A (seat 0) ended by ``kind`` against B (seat 1)."""
    return HandResult(hand_number=1, deal_number=1, dealer=1, kind=kind, knocker=0,
                      defender=1, winner=winner, points=points, knocker_deadwood=kd,
                      defender_deadwood=dd, bonus=bonus)


# The result panel's story in Czech, each sentence in the present tense as the panel's
# title is ("Gin! Získáváte…", "A vyhrává kolo"): a typed name's gender is never guessed
# (a past "klepl/klepla" would need it), and "you" is not told in the past beside a name
# in the present ("Počítač klepe…" next to "Klepli jste…").
CZECH_STORIES = [
    (ended(ResultKind.KNOCK, kd=4, dd=12, winner=0, points=8), 0,
     ["Klepete s volnými kartami za 4.", "Po přiložení zbývá hráči B 12."]),
    (ended(ResultKind.KNOCK, kd=4, dd=12, winner=0, points=8), 1,
     ["A klepe s volnými kartami za 4.", "Po přiložení vám zbývá 12."]),
    (ended(ResultKind.UNDERCUT, kd=8, dd=3, winner=1, points=30, bonus=25), 0,
     ["Klepete s volnými kartami za 8, ale B má jen 3."]),
    (ended(ResultKind.UNDERCUT, kd=8, dd=3, winner=1, points=30, bonus=25), 1,
     ["A klepe s volnými kartami za 8, ale vy máte jen 3."]),
    (ended(ResultKind.GIN, kd=0, dd=12, winner=0, points=37, bonus=25), 1,
     ["Zbývají vám volné karty za 12."]),
    (ended(ResultKind.GIN, kd=0, dd=12, winner=0, points=37, bonus=25), 0,
     ["B má volné karty za 12."]),
    # Nothing laid off: the name in the nominative, as "B klepe…" is, not "Hráči B…".
    (replace(ended(ResultKind.KNOCK, kd=4, dd=12, winner=0, points=8),
             defender_layout=best_arrangement(parse_cards("KS 2C"))), 0,
     ["Klepete s volnými kartami za 4.", "B má volné karty za 12 a nemá co přiložit."]),
    (ended(ResultKind.TIE, kd=4, dd=4, winner=None), 0,
     ["Klepete s volnými kartami za 4.", "Po přiložení zbývá hráči B 4.",
      "Stejný počet volných bodů: nikdo nic nezískává."]),
]


@pytest.mark.parametrize(("result", "you", "story"), CZECH_STORIES)
def test_the_czech_result_panel_tells_the_hand_in_one_tense(
        language: Callable[[str], None], result: HandResult, you: int,
        story: list[str]) -> None:
    language("cs")
    lines = texts.result_lines(result, texts.Names(["A", "B"], human_seat=you), [], None)
    assert lines[:len(story)] == story


@pytest.mark.parametrize(("code", "said"), [
    ("es", ["Golpeaste con 4 puntos sin combinar.",
            "B se quedó con 4 puntos sin combinar y sin nada que colocar.",
            "Empate de puntos sin combinar: no se puntúa."]),
    ("pt", ["Você bateu com 4 pontos soltos.", "B ficou com 4 pontos soltos e nada para encaixar.",
            "Empate nos pontos soltos: ninguém marca."]),
])
def test_a_tie_is_told_in_the_past_as_every_spanish_and_portuguese_result_is(
        language: Callable[[str], None], code: str, said: list[str]) -> None:
    """Spanish and Portuguese tell a finished hand in the past ("golpeaste… tenía",
    "bateu… tinha"), the tie's defender too, not "tiene"/"tem" beside "golpeaste"."""
    language(code)
    result = replace(ended(ResultKind.TIE, kd=4, dd=4, winner=None),
                     defender_layout=best_arrangement(parse_cards("2C 2D")))
    assert texts.result_lines(result, texts.Names(["A", "B"], human_seat=0), [], None)[:3] \
        == said


def tie_with_a_layoff() -> HandResult:
    """A knocks with 4 deadwood (2♣ 2♦ beside 7♥ 8♥ 9♥); B lays off 10♥ on the run and
    keeps A♦ 3♣: 4 too (RULES.md two-player 8, the tie option off)."""
    knocker = best_arrangement(parse_cards("7H 8H 9H 2C 2D"))
    defender = best_arrangement(parse_cards("TH 3C AD"), onto=knocker.melds)
    return replace(ended(ResultKind.TIE, kd=4, dd=4, winner=None),
                   knocker_layout=knocker, defender_layout=defender)


@pytest.mark.parametrize(("you", "said"), [
    (0, ["You knocked with 4 deadwood.",
         "B laid off 10♥ on the run 7♥ 8♥ 9♥, leaving 4 deadwood.",
         "Equal deadwood: no score."]),
    (1, ["A knocked with 4 deadwood.",
         "You laid off 10♥ on the run 7♥ 8♥ 9♥, leaving 4 deadwood.",
         "Equal deadwood: no score."]),
])
def test_a_tie_names_the_defender_and_the_cards_laid_off(
        language: Callable[[str], None], you: int, said: list[str]) -> None:
    """The panel said "the defender also has 4", where a knock or an undercut names the
    player and the cards laid off that made the deadwood what it is."""
    language("en")
    lines = texts.result_lines(tie_with_a_layoff(), texts.Names(["A", "B"], human_seat=you),
                               [], None)
    assert lines[:3] == said
