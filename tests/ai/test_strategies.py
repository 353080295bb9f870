"""Computer opponents: every level plays legally in every mode, decides from its view alone
(RULES.md "What the engine guarantees": computer opponents are given nothing more), and
replays from its seed."""

from __future__ import annotations

import random

import pytest

from gin_desktop.ai import (
    LEVEL_DESCRIPTIONS, LEVELS, PERSONALITIES, SKILL_LEVELS, Advice, BaseStrategy,
    ExpertStrategy, NotMyTurnError, Reason, Strategy, StrategyLoadError, advise,
    captain_decision, hint, make_strategy,
)
from gin_desktop.ai.explain import captain_reason
from gin_desktop.ai.isolated import IsolatedStrategy
from gin_desktop.engine import (
    Action, ActionKind, Card, Hand, Meld, Phase, RuleSet, SeatView, decisions, new_match,
    parse_cards, shuffled_deck,
)
from gin_desktop.engine.match import Match
from gin_desktop.engine.melds import deadwood_points

MODES_AND_PRESETS = [
    ("two", "seeds"), ("two", "eaai"), ("two", "oklahoma"), ("two", "hollywood"),
    ("two", "straight"), ("three", "seeds"), ("three", "oklahoma"),
]


#: The levels, plus the expert with its look-ahead on every decision (off by default).
LEVELS_UNDER_TEST = [*LEVELS, "expert-full"]


def quick(level: str, seed: int = 0) -> Strategy:
    """The level, with the expert's look-ahead cut down so tests stay fast."""
    if level == "expert":
        return ExpertStrategy(seed=seed, samples=6)
    if level == "expert-full":
        return ExpertStrategy(seed=seed, samples=4, look_at_draws=True,
                              look_at_discards=True)
    return make_strategy(level, seed)


def drive(match: Match, choose, max_decisions: int, rng: random.Random) -> int:
    """Play ``match`` with ``choose(view) -> action``; return the decisions made."""
    made = 0
    for view in decisions(match):
        if made == max_decisions:
            break
        action = choose(view, rng)
        assert action in view.legal_actions, f"{action} not legal in {view.legal_actions}"
        match.apply(action, view.seat)
        made += 1
    return made


def test_every_level_is_documented() -> None:
    assert list(LEVELS) == [*SKILL_LEVELS, *PERSONALITIES]
    assert SKILL_LEVELS == ("beginner", "standard", "strong", "expert")
    assert PERSONALITIES == ("cautious", "gin-hunter", "hoarder")
    for name, text in LEVEL_DESCRIPTIONS.items():
        assert text and text[0].isupper(), name
        assert make_strategy(name).name == name


@pytest.mark.parametrize("level", LEVELS_UNDER_TEST)
@pytest.mark.parametrize(("mode", "preset"), MODES_AND_PRESETS)
def test_every_level_returns_a_legal_action(level: str, mode: str, preset: str) -> None:
    """Over many positions (partly reached by random moves), the choice is always legal."""
    rules = RuleSet.preset(preset)
    bots = {s: quick(level, seed=s) for s in range(3)}

    def choose(view: SeatView, rng: random.Random) -> Action:
        action = bots[view.seat].choose(view)
        assert action in view.legal_actions
        # Wander off the level's own line now and then, to reach varied positions.
        return rng.choice(view.legal_actions) if rng.random() < 0.15 else action

    made = 0
    slow = level.startswith("expert")
    for seed in range(2 if slow else 4):
        match = new_match(rules, seed=1000 + seed, mode=mode)
        made += drive(match, choose, 60 if slow else 150, random.Random(seed))
    assert made > 50


def test_the_advisor_and_the_hint_suggest_legal_moves_with_reasons() -> None:
    """Three-hand: the sitting-out seat's view shows the captain's hand and choices."""
    match = new_match(RuleSet(), seed=77, mode="three")
    rng = random.Random(3)
    checked = 0
    for view in decisions(match):
        if checked == 40:
            break
        seat = view.seat
        tip = hint(view, "strong")
        assert isinstance(tip, Advice) and tip.action in view.legal_actions and tip.reason
        if seat == match.captain:
            advisor_view = match.view(match.sitting_out)
            assert advisor_view.is_advisor and advisor_view.player == match.captain
            advice = advise(advisor_view, "strong")
            assert advice.action in view.legal_actions and advice.reason.strip()
            human = rng.choice(view.legal_actions)
            decision = captain_decision(view, human, "strong", seed=5)
            assert decision.action in view.legal_actions
            assert decision.reason.startswith(("I'll follow your advice and ", "I'd rather "))
            checked += 1
        match.apply(tip.action, seat)
    assert checked >= 10


def test_the_captain_follows_good_advice_and_overrules_bad_advice() -> None:
    """RULES.md three-hand 2: the captain has the final say on every decision."""
    match = _position("2C 3C 4C 7H 7S 7D 9C TC JC KS", "5D", take=True)
    view = match.view(match.hand.non_dealer)
    own = hint(view, "strong").action
    followed = captain_decision(view, own, "strong")
    assert followed.action == own
    assert followed.reason == ("I'll follow your advice and knock KS because 5 deadwood is "
                               "low enough to win the hand")
    # Breaking the run 2C 3C 4C instead of dropping the king is clearly worse.
    bad = Action.discard(parse_cards("3C")[0])
    assert bad in view.legal_actions
    overruled = captain_decision(view, bad, "strong")
    assert overruled.action != bad and overruled.reason.startswith("I'd rather ")
    alone = captain_decision(view, None, "strong")
    assert alone.action in view.legal_actions and alone.reason.startswith("I'll ")
    # Said to the advisor, who sits out and holds no cards: one sentence in the captain's
    # voice, its reason the captain's own ("my hand"), never "your hand", no colon chain.
    assert followed.explanation == Reason.of(
        "I'll follow your advice and {move} because {reason}", move=own,
        reason=captain_reason(view, own))
    assert overruled.explanation == Reason.of(
        "I'd rather {move} than {suggestion} because {reason}", move=overruled.action,
        suggestion=bad, reason=captain_reason(view, overruled.action))
    for reply in (followed, overruled, alone):
        assert ":" not in reply.reason and "your hand" not in reply.reason
        assert "you hold" not in reply.reason and "your deadwood" not in reply.reason


@pytest.mark.parametrize("level", list(LEVELS))
def test_the_captain_never_follows_advice_that_passes_up_gin(level: str) -> None:
    """RULES.md three-hand 2: the captain has the final say. A human advisor may suggest
    passing the QC, which makes gin (9C TC JC QC, 2C 3C 4C, the sevens, KS thrown), or,
    the QC taken, discarding the KS rather than going gin with it; a beginner or baseline
    captain, whose draws are ranked 1 and 0 (within the tolerance), used to follow."""
    cards = "2C 3C 4C 7H 7S 7D 9C TC JC KS"
    offer = _position(cards, "QC", take=False)
    view = offer.view(offer.hand.non_dealer)
    reply = captain_decision(view, Action(ActionKind.PASS_UPCARD), level, seed=3)
    assert reply.action.kind is ActionKind.TAKE_UPCARD
    assert reply.reason.startswith("I'd rather take than pass because ")
    taken = _position(cards, "QC", take=True)
    view = taken.view(taken.hand.non_dealer)
    king = Card.from_text("KS")
    reply = captain_decision(view, Action.discard(king), level, seed=3)
    assert reply.action == Action.knock(king)
    assert reply.reason.startswith("I'd rather ")


@pytest.mark.parametrize("level", ["standard", "beginner", "strong"])
def test_the_captain_follows_a_suggestion_as_good_as_its_own(level: str) -> None:
    """RULES.md three-hand 2: the captain has the final say, but takes good advice. With
    the 5C taken (run 2C-5C, the sevens), each of the four tens leaves 30 deadwood: a
    baseline captain picks one at random and used to overrule the last of the others,
    saying it left the same 30, because its ranking counted places in its order, not
    points."""
    match = _position("2C 3C 4C 7H 7S 7D KS QH JD TS", "5C", take=True)
    view = match.view(match.hand.non_dealer)
    for text in ("KS", "QH", "JD", "TS"):
        suggestion = Action.discard(Card.from_text(text))
        reply = captain_decision(view, suggestion, level, seed=4)
        assert reply.action == suggestion, reply.reason
        assert reply.reason.startswith("I'll follow your advice and discard ")
    # Breaking the sevens (54 deadwood left, not 30) is overruled.
    reply = captain_decision(view, Action.discard(Card.from_text("7H")), level, seed=4)
    assert reply.action.card is not None and reply.action.card.points == 10
    assert reply.reason.startswith("I'd rather ")


@pytest.mark.parametrize("level", ["strong", "expert"])
def test_the_captain_overruling_an_equal_card_says_what_tells_them_apart(level: str) -> None:
    """A suggested discard leaving the same deadwood as the captain's is overruled only
    for a reason that tells the two apart, said of the suggested card: its danger or the
    chances it keeps ("leaving 45 deadwood" alone, said of the captain's card, was no
    reason: the suggestion left 45 too). A knock with another card leaving the same
    deadwood is followed."""
    tie_reasons = {"both leave {left} deadwood and my opponent is more likely to use the "
                   "{card}",
                   "both leave {left} deadwood and keeping the {card} gives me better "
                   "chances of a meld"}
    ties = overruled = 0
    for seed in range(100, 103):
        match = new_match(RuleSet(), seed=seed)
        players = [make_strategy("standard", 1), make_strategy("standard", 2)]
        for view in decisions(match):
            if view.phase is Phase.DISCARD and len(view.legal_actions) > 2:
                own = captain_decision(view, None, level, seed=3).action
                hand = view.hand
                left = _left_after(hand, own)
                for other in view.legal_actions:
                    if (other == own or other.kind is not own.kind or own.card is None
                            or _left_after(hand, other) != left):
                        continue
                    ties += 1
                    reply = captain_decision(view, other, level, seed=3)
                    if reply.action == other:
                        continue
                    assert other.kind is ActionKind.DISCARD, reply.reason
                    overruled += 1
                    reason = dict(reply.explanation.values)["reason"]
                    assert isinstance(reason, Reason) and reason.template in tie_reasons
                    assert dict(reason.values) == {"left": left, "card": other.card}
            match.apply(players[view.seat].choose(view), view.seat)
    assert ties >= 50 and overruled >= 5


def _left_after(hand: tuple[Card, ...], action: Action) -> int | None:
    """The deadwood ``hand`` keeps after ``action``'s card is thrown (None: no card)."""
    if action.card is None:
        return None
    return deadwood_points([c for c in hand if c != action.card])


def test_the_captain_overrules_a_move_that_is_not_allowed() -> None:
    match = _position("2C 3C 4C 7H 7S 7D 9C TC JC KS", "5D", take=True)
    view = match.view(match.hand.non_dealer)
    illegal = Action.discard(Card.from_text("AH"))  # not in the hand
    assert illegal not in view.legal_actions
    reply = captain_decision(view, illegal, "strong")
    assert reply.action in view.legal_actions
    assert reply.reason.startswith(f"I can't discard AH now, so I'll {reply.action} because ")
    assert reply.explanation == Reason.of(
        "I can't {suggestion} now, so I'll {move} because {reason}", suggestion=illegal,
        move=reply.action, reason=captain_reason(view, reply.action))


def test_hint_explains_a_meld_in_plain_words() -> None:
    match = _position("5H 6H 2C 2D 9S TS KD QC 4S AC", "7H", take=False)
    view = match.view(match.hand.non_dealer)
    tip = hint(view, "standard")
    assert tip.action.kind is ActionKind.TAKE_UPCARD
    assert tip.reason == "Take the 7H: it makes a run 5H 6H 7H"
    # The same sentence as data, for the game to translate.
    assert tip.explanation == Reason.of(
        "Take the {card}: it makes a run {meld}", card=Card.from_text("7H"),
        meld=Meld.from_cards(parse_cards("5H 6H 7H")))
    assert tip.explanation.text() == str(tip.explanation) == tip.reason


def test_choose_refuses_a_view_without_a_decision() -> None:
    match = new_match(RuleSet(), seed=5)
    waiting = 1 - match.to_act
    with pytest.raises(NotMyTurnError):
        make_strategy("strong").choose(match.view(waiting))


# ------------------------------------------------------------------ honesty
def _hidden_permuted(match: Match, seat: int, rng: random.Random) -> Match:
    """A match whose every view for ``seat`` so far is the same, but whose hidden cards
    (the opponent's unknown cards and the stock, order included) are reshuffled."""
    hand = match.hand
    opponent = hand.opponent_of(seat)
    hidden = set(hand.hands[opponent]) - set(hand.known[opponent]) | set(hand.stock)
    deck = shuffled_deck(hand.deal_number)
    positions = [i for i, card in enumerate(deck) if card in hidden]
    cards = [deck[i] for i in positions]
    rng.shuffle(cards)
    for i, card in zip(positions, cards, strict=True):
        deck[i] = card
    twin = new_match(match.rules, match.seed, match.mode)
    twin.hand = Hand(match.rules, hand.dealer, hand.non_dealer, deck,
                     hand_number=hand.hand_number, deal_number=hand.deal_number)
    return twin


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("mode", ["two", "three"])
def test_decisions_do_not_depend_on_hidden_cards(level: str, mode: str) -> None:
    """Reshuffling the opponent's unknown cards and the stock, consistently with the
    seat's view, changes none of the seat's decisions.

    The decisions under test are made where no match exists: each level runs in a worker
    process of its own (the arena's ``--isolate``) that is sent the views serialized, so
    nothing in its frames or its process could lead it to the hidden cards."""
    rules = RuleSet.preset("eaai")
    checked = 0
    first, second = IsolatedStrategy(level), IsolatedStrategy(level)
    try:
        for seed in range(3):
            checked += _compare_worlds(rules, level, mode, seed, first, second)
    finally:
        first.close()
        second.close()
    assert checked >= 5


def _compare_worlds(rules: RuleSet, level: str, mode: str, seed: int,
                    first: IsolatedStrategy, second: IsolatedStrategy) -> int:
    match = new_match(rules, seed=500 + seed, mode=mode)
    seat = match.hand.non_dealer  # the captain in the three-hand game
    # Play the hand out with the level on both sides, remembering the actions.
    players = {s: quick(level, seed=s + 10) for s in match.seats}
    actions: list[Action] = []
    while match.phase is not Phase.HAND_OVER and len(actions) < 40:
        s = match.to_act
        assert s is not None
        action = players[s].choose(match.view(s))
        actions.append(action)
        match.apply(action, s)
    # A showdown reveals the opponent's hand: stop just before the hand ended.
    if match.phase is Phase.HAND_OVER:
        actions.pop()
    base = new_match(rules, seed=500 + seed, mode=mode)
    for action in actions:
        base.apply(action)
    # Reshuffle what the seat could not see at the end, replay, and ask again.
    twin = _hidden_permuted(base, seat, random.Random(seed))
    if twin.hand.hands == base.hand.hands and twin.hand.stock == base.hand.stock:
        return 0
    first.new_game(99, rules)
    second.new_game(99, rules)
    checked = 0
    replay = new_match(rules, seed=500 + seed, mode=mode)
    for action in actions:
        s = replay.to_act
        assert s is not None and twin.to_act == s
        if s == seat and len(replay.view(s).legal_actions) > 1:
            v1, v2 = replay.view(s), twin.view(s)
            assert v1 == v2
            assert first.choose(v1) == second.choose(v2)
            checked += 1
        replay.apply(action, s)
        twin.apply(action, s)
    return checked


def test_a_seeded_match_replays() -> None:
    """Computer players are seeded, so the same seeds give the same match."""
    def play() -> list[Action]:
        match = new_match(RuleSet.preset("eaai"), seed=42)
        bots = {0: quick("expert", 1), 1: make_strategy("beginner", 2)}
        drive(match, lambda v, _rng: bots[v.seat].choose(v), 120, random.Random(0))
        return match.actions

    assert play() == play()


# ------------------------------------------------------------------ loading
class FirstLegal:
    """The smallest possible third-party strategy."""

    name = "first-legal"

    def choose(self, view: SeatView) -> Action:
        return view.legal_actions[0]


def test_module_class_strategies_load(tmp_path, monkeypatch) -> None:
    (tmp_path / "my_bots.py").write_text(
        "class Lazy:\n"
        "    name = 'lazy'\n"
        "    def __init__(self, seed=0):\n"
        "        self.seed = seed\n"
        "    def choose(self, view):\n"
        "        return view.legal_actions[-1]\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    bot = make_strategy("my_bots:Lazy", seed=3)
    assert bot.name == "lazy" and bot.seed == 3  # type: ignore[attr-defined]
    assert isinstance(bot, Strategy)
    assert isinstance(make_strategy(f"{__name__}:FirstLegal"), FirstLegal)
    with pytest.raises(StrategyLoadError):
        make_strategy("no_such_module_xyz:Bot")
    with pytest.raises(StrategyLoadError):
        make_strategy("grandmaster")


def test_built_in_levels_share_the_base_class() -> None:
    for cls in LEVELS.values():
        assert issubclass(cls, BaseStrategy)


# ------------------------------------------------------------------ helpers
def _position(cards: str, upcard: str, *, take: bool) -> Match:
    """A two-player match whose non-dealer holds ``cards`` and is offered ``upcard``;
    with ``take`` it has taken the upcard and must discard."""
    mine = parse_cards(cards)
    up = parse_cards(upcard)[0]
    rest = [c for c in shuffled_deck(1) if c not in mine and c != up]
    deck = [None] * 52
    for i, card in enumerate(mine):
        deck[2 * i] = card
    for i in range(10):
        deck[2 * i + 1] = rest.pop()
    deck[20] = up
    deck[21:] = rest
    match = new_match(RuleSet(), seed=1)
    match.hand = Hand(match.rules, 1, 0, deck, hand_number=1, deal_number=1)  # type: ignore[arg-type]
    if take:
        match.apply(Action(ActionKind.TAKE_UPCARD), 0)
    return match
