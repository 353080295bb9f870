"""The hand review (gin_desktop.review): the person's decisions weighed by simulation from
their view alone (RULES.md "What the engine guarantees"), mistakes marked with the better
move and why, and the command line's text and JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

from gin_desktop import review
from gin_desktop.ai import make_strategy
from gin_desktop.ai.base import Strategy
from gin_desktop.engine import (
    FULL_DECK, Action, ActionKind, Card, Hand, HandResult, Phase, ResultKind, RuleSet, decisions,
    match_to_json, new_match, parse_cards,
)
from gin_desktop.engine.events import Event
from gin_desktop.engine.match import Match, TwoPlayerMatch

PERSON = 1  # the non-dealer: seat 0 deals the stacked hand

#: The person holds three melds and a king: the upcard, the Q♠, makes gin.
PERSON_CARDS = parse_cards("3C 4C 5C 7H 7S 7D 9S TS JS KD")
OPPONENT_CARDS = parse_cards("KH QD JD 9H 8C 6D 4H 2S AD TC")
UPCARD = Card.from_text("QS")
FIRST_STOCK_CARD = Card.from_text("KC")


def stacked_deck() -> list[Card]:
    """A deck dealt as RULES.md two-player 2 says: alternately, non-dealer first, then the
    upcard, then the stock top first."""
    deck: list[Card] = []
    for mine, theirs in zip(PERSON_CARDS, OPPONENT_CARDS, strict=True):
        deck += [mine, theirs]
    deck += [UPCARD, FIRST_STOCK_CARD]
    return deck + [c for c in FULL_DECK if c not in deck]


class StackedMatch(TwoPlayerMatch):
    """A two-player match whose every deal is ``DECK`` (a fixture, like a magician's deck:
    the rules play it exactly as any other)."""

    DECK: list[Card] = stacked_deck()

    def _deal(self) -> list[Event]:
        events = super()._deal()
        dealt = self.hand
        self.hand = Hand(self.rules, dealt.dealer, dealt.non_dealer, self.DECK,
                         hand_number=dealt.hand_number, deal_number=dealt.deal_number)
        return events


class OtherStockMatch(StackedMatch):
    """The same deal, but the bottom of the stock in another order: cards nobody sees."""

    DECK = stacked_deck()[:40] + stacked_deck()[40:][::-1]


def blundered_match(kind: type[StackedMatch] = StackedMatch) -> Match:
    """The person passes the gin card, then breaks a run; the rest is played by bots."""
    match = kind(RuleSet(), 77, first_dealer=0)
    for text, seat in (("pass", PERSON), ("pass", 0), ("stock", PERSON),
                       ("discard 5C", PERSON)):
        match.apply(Action.from_text(text), seat)
    return play_to_hand_end(match)


def play_to_hand_end(match: Match, bots: Mapping[int, Strategy] | None = None) -> Match:
    """Play the hand to its end with ``bots`` by seat (default: ``standard`` in every
    seat), not dealing the next."""
    if bots is None:
        bots = {seat: make_strategy("standard", seat + 1) for seat in match.seats}
    while match.phase is not Phase.HAND_OVER:
        seat = match.to_act
        assert seat is not None
        view = match.view(seat)
        legal = view.legal_actions
        match.apply(legal[0] if len(legal) == 1 else bots[seat].choose(view), seat)
    return match


def played_match(seed: int = 3, hands: int = 1) -> Match:
    match = new_match(RuleSet(), seed, first_dealer=0)
    bots = {0: make_strategy("standard", seed), 1: make_strategy("strong", seed)}
    for view in decisions(match):
        legal = view.legal_actions
        match.apply(legal[0] if len(legal) == 1 else bots[view.seat].choose(view), view.seat)
        if len(match.results) >= hands:
            break
    return match


def test_passing_the_gin_card_and_breaking_a_meld_are_marked_with_the_better_move() -> None:
    """RULES.md two-player 3, 6: the upcard that makes gin should be taken; a card in a
    meld should not be thrown."""
    result = review.review_hand(blundered_match(), 1, PERSON, samples=16)
    first, second = result.decisions[:2]

    assert first.kind == "upcard" and first.chosen == Action.from_text("pass")
    assert first.is_mistake and first.best.action == Action.from_text("take")
    assert first.verdict is not None and first.verdict.code == "take_gin"
    assert dict(first.verdict.values)["card"] is UPCARD
    assert first.verdict.reason().text() == "Take the QS: it gives you gin"
    assert first.loss > 20  # a gin is worth its bonus and more

    assert second.kind == "discard" and second.chosen == Action.from_text("discard 5C")
    assert second.is_mistake
    better = second.best.action
    assert better.card in (Card.from_text("KD"), FIRST_STOCK_CARD)
    assert second.verdict is not None and second.verdict.better is better
    if better.kind is ActionKind.DISCARD:
        values = dict(second.verdict.values)
        assert second.verdict.code == "breaks_meld"
        assert values["chosen"] is Card.from_text("5C")
        assert values["meld"].text() == "3C 4C 5C"
    else:
        assert second.verdict.code == "knock_now"

    assert len(result.mistakes) >= 2
    assert result.points_lost >= first.loss + second.loss - 1e-9
    summary = result.summary().text()
    assert summary.startswith(f"{len(result.mistakes)} decisions cost you about ")


def test_every_legal_choice_is_weighed_and_the_choice_is_marked() -> None:
    match = played_match()
    result = review.review_hand(match, 1, 0, samples=8)
    assert result.decisions, "the person decided something in a whole hand"
    for decision in result.decisions:
        assert {c.action for c in decision.choices} == set(decision.view.legal_actions)
        assert decision.chosen in decision.view.legal_actions
        values = [c.expected for c in decision.choices]
        assert values == sorted(values, reverse=True)
        assert decision.loss >= 0
        assert decision.is_mistake == (decision.loss > decision.threshold)
        assert decision.view.player == 0  # the person's own view, nothing more


def test_the_review_is_deterministic_given_a_seed() -> None:
    match = played_match(seed=5)
    a = review.review_hand(match, 1, 0, samples=6, seed=4).to_json()
    b = review.review_hand(match, 1, 0, samples=6, seed=4).to_json()
    assert a == b


def test_a_verdict_does_not_depend_on_the_deals_that_came_up() -> None:
    """Reviewed with other seeds (other random deals of the hidden cards), a decision keeps
    its verdict where what it lost is not close to the threshold. These two flipped with
    the seed: the discard of the 9D (it lost about 1 point; seed 3 called it a mistake) and
    of the TS (about 5 points; seed 1 did not)."""
    for match_seed, number, expected in ((104, 5, False), (106, 5, True)):
        match = new_match(RuleSet(), match_seed, first_dealer=match_seed % 2)
        play_to_hand_end(match, {0: make_strategy("standard", match_seed),
                                 1: make_strategy("strong", match_seed + 1)})
        point = review.decision_points(match, 1, 0)[number]
        hinted = review.hinted_move(point.view)
        verdicts = [review.evaluate(point.view, point.chosen, seed=seed, hinted=hinted)
                    .is_mistake for seed in range(5)]
        assert verdicts == [expected] * 5, (match_seed, number)


def test_the_review_sees_only_the_persons_view() -> None:
    """RULES.md "What the engine guarantees": reshuffling the cards the person has not seen
    (the opponent's hand, the stock) changes nothing in the review of a decision."""
    one = review.decision_points(blundered_match(), 1, PERSON)[:3]
    other = review.decision_points(blundered_match(OtherStockMatch), 1, PERSON)[:3]
    assert [p.view for p in one] == [p.view for p in other]
    for a, b in zip(one, other, strict=True):
        assert (review.evaluate(a.view, a.chosen, samples=6).choices
                == review.evaluate(b.view, b.chosen, samples=6).choices)


def test_progress_is_reported_and_a_review_can_be_cancelled() -> None:
    match = played_match(seed=2)
    seen: list[tuple[int, int]] = []
    review.review_hand(match, 1, 0, samples=2, progress=lambda d, t: seen.append((d, t)))
    total = len(review.decision_points(match, 1, 0))
    assert seen[0] == (0, total) and seen[-1] == (total, total)
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 2

    with pytest.raises(review.ReviewCancelled):
        review.review_hand(match, 1, 0, samples=2, should_stop=stop)


def test_a_hand_that_does_not_exist_is_refused_with_a_message() -> None:
    match = played_match()
    with pytest.raises(review.ReviewError, match="no hand 9"):
        review.review_hand(match, 9, 0)
    with pytest.raises(review.ReviewError, match="no seat 5"):
        review.review_hand(match, 1, 5)


# ---------------------------------------------------------------------- command line
def saved(tmp_path: Path, match: Match, seat: int = 0) -> Path:
    path = tmp_path / "match.json"
    path.write_text(match_to_json(match, extra={"setup": {"human_seat": seat}}))
    return path


def test_the_command_prints_the_review_as_json(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    match = played_match(seed=6, hands=2)
    path = saved(tmp_path, match)
    assert review.main([str(path), "--hand", "1", "--json", "--samples", "4"]) == 0
    data = json.loads(capsys.readouterr().out)
    direct = review.review_hand(match, 1, 0, samples=4)
    assert data == json.loads(json.dumps(direct.to_json()))
    assert data["hand"] == 1 and data["seat"] == 0
    assert data["decisions"], "a whole hand has decisions"
    for decision in data["decisions"]:
        assert decision["kind"] in ("upcard", "draw", "discard")
        chosen = [c for c in decision["choices"] if c["chosen"]]
        assert len(chosen) == 1 and chosen[0]["action"] == decision["chosen"]
        best = decision["choices"][0]
        assert decision["loss"] == pytest.approx(best["expected"] - chosen[0]["expected"],
                                                 abs=0.02)
        if decision["mistake"]:
            assert decision["better"]["action"] == decision["best"]
            assert decision["better"]["code"] in review.VERDICT_TEMPLATES
            assert decision["better"]["text"]
    summary = data["summary"]
    assert summary["decisions"] == len(data["decisions"])
    assert summary["mistakes"] == sum(d["mistake"] for d in data["decisions"])


def test_the_command_runs_as_a_module_and_reads_the_persons_seat(tmp_path: Path) -> None:
    match = played_match(seed=9, hands=2)
    path = saved(tmp_path, match, seat=1)
    done = subprocess.run([sys.executable, "-m", "gin_desktop.review", str(path),
                           "--samples", "4", "--lang", "en"], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    expected = review.review_hand(match, 2, 1, samples=4)  # the last hand finished
    assert done.stdout.startswith(f"Hand 2 (deal #{expected.deal_number}), seat 1: ")
    assert done.stdout.count("◀ your choice") == len(expected.decisions)
    assert done.stdout.rstrip().endswith(expected.summary().text() + ".")


def test_the_command_refuses_a_broken_save_in_one_line(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{not json")
    assert review.main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("review: ") and err.count("\n") == 1
    assert review.main([str(tmp_path / "missing.json")]) == 2
    assert "could not be read" in capsys.readouterr().err


def test_in_the_three_hand_game_the_captain_is_reviewed_and_the_sitter_has_nothing() -> None:
    """RULES.md three-hand 2: only the box and the captain hold cards; the player sitting
    out makes no move of their own."""
    match = new_match(RuleSet(), 4, mode="three")
    hand = match.hand
    sitter = next(s for s in match.seats if s not in (hand.dealer, hand.non_dealer))
    play_to_hand_end(match)
    captain = review.review_hand(match, 1, hand.non_dealer, samples=3)
    assert captain.decisions and all(d.view.player == hand.non_dealer
                                     for d in captain.decisions)
    sitting_out = review.review_hand(match, 1, sitter, samples=3)
    assert sitting_out.decisions == ()
    assert sitting_out.summary().text() == "No decision cost you points worth mentioning"


def test_the_hands_cost_is_the_sum_of_the_costs_its_decisions_show() -> None:
    """Two mistakes of 3.4 points each read "cost about 3 points" in the list; the line
    above them says 6, not the 7 that rounding their 6.8 gave. A loss of 4.5 reads 5."""
    import dataclasses

    result = review.review_hand(blundered_match(), 1, PERSON, samples=4)
    first, second = result.decisions[:2]

    def costing(decision: review.Decision, loss: float) -> review.Decision:
        assert decision.verdict is not None
        better = review.Choice(decision.verdict.better, 10.0)
        mine = review.Choice(decision.chosen, 10.0 - loss)
        return dataclasses.replace(decision, choices=(better, mine))

    hand = dataclasses.replace(result, decisions=(costing(first, 3.4), costing(second, 3.4)))
    assert hand.summary().text() == "2 decisions cost you about 6 points"
    assert [d.cost for d in hand.mistakes] == [3, 3] and hand.cost == 6
    assert costing(first, 4.5).cost == 5


def test_a_winning_knock_among_costly_decisions_is_said_to_have_won() -> None:
    """With two or more costly decisions, one of them the knock that won the hand, the
    headline still said "2 decisions cost you about 9 points" above a hand won: it says
    the cost is an average, and that the knock won the hand."""
    import dataclasses

    result = review.review_hand(blundered_match(), 1, PERSON, samples=4)
    first, second = result.decisions[:2]
    assert first.verdict is not None and second.verdict is not None
    knock = Action.knock(second.chosen.card or PERSON_CARDS[-1])
    knocked = dataclasses.replace(second, chosen=knock, choices=(
        review.Choice(second.verdict.better, 10.0), review.Choice(knock, 4.0)))
    won = HandResult(hand_number=1, deal_number=1, dealer=0, kind=ResultKind.KNOCK,
                     knocker=PERSON, defender=1 - PERSON, winner=PERSON, points=12)
    hand = dataclasses.replace(result, decisions=(first, knocked), result=won)
    assert hand.summary().text() == (
        f"2 decisions cost you about {hand.cost} points on average, among them your "
        "knock, which won this hand")
    lost = dataclasses.replace(won, winner=1 - PERSON, kind=ResultKind.UNDERCUT)
    assert dataclasses.replace(hand, result=lost).summary().text() == (
        f"2 decisions cost you about {hand.cost} points")


def test_the_commands_words_say_simulated_games_as_the_window_does(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The command's help and its text said "play-outs", a word the review window dropped
    for "simulated games"."""
    with pytest.raises(SystemExit):
        review.main(["--help"])
    helped = " ".join(capsys.readouterr().out.split())
    assert "simulated games per choice" in helped and "seed of the simulated games" in helped
    path = saved(tmp_path, played_match(seed=6, hands=2))
    assert review.main([str(path), "--hand", "1", "--samples", "4"]) == 0
    printed = capsys.readouterr().out
    assert "4 simulated games per choice" in printed
    assert "play-out" not in (helped + printed).lower()
