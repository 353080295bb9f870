"""Plain blunders of the computer players, by level, game kind and kind of blunder:
``python bench/blunders.py [--levels beginner,strong] [--kinds eaai,three] [--games N]
[--hands H] [--seed S] [--examples K]``.

Plays N seeded matches of each level against itself (both seats counted; a match stops
after H hands) under every game kind (the two-player presets, and ``three``: the
three-hand box game, all three seats at the level, driven as the app drives computer
seats: the box by its own strategy object, the captain by ``advise`` from the seat sitting
out and ``captain_decision``), and checks each decision by an exact oracle computed from
the deciding seat's own view only:

* ``pass-gin``: the face-up card would give gin at once and was not taken;
* ``no-gin``: gin (or big gin) was on offer after the draw and the player discarded
  instead; ``knock-not-gin``: it knocked with deadwood instead;
* ``meld-break``: the discard left strictly more deadwood than another legal discard
  *and* more than the hand held before it (a complete meld broken, its other cards made
  deadwood, for nothing the deadwood count sees); ``spare-meld-card``: a card melded in
  every best arrangement (a fourth of a set, a run's end) thrown while a discard leaving
  less deadwood was legal. Judgements in their plainest form, so both are also split by
  whether every least-deadwood discard was a card the opponent's known pile picks go
  with (``(danger)``), which may excuse it;
* ``knock-over-limit``: a knock with more deadwood than the hand's limit (Oklahoma,
  Straight, the ace hand: should be illegal anyway);
* ``error`` (the strategy raised), ``illegal`` (an action not among the legal ones),
  ``slow`` (a decision over 5 s).

Three-hand rows count the captain's and the box's decisions apart (``three/captain``,
``three/box``); ``advice-*`` rows count the advisor's suggestions the captain met, and
``advice-captain-follows-blunder`` the times a captain, offered a blundering suggestion
(the other draw when the face-up card gives gin, a discard when it holds gin) as a human
advisor may make one, followed it.
Prints the counts per 1,000 decisions, and with ``--examples`` the first positions of
each kind.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gin_desktop import ai  # noqa: E402
from gin_desktop.ai.knowledge import neighbours, same_rank  # noqa: E402
from gin_desktop.engine import (  # noqa: E402
    Action, ActionKind, Phase, Role, RuleSet, SeatView, decisions, new_match,
)
from gin_desktop.engine.cards import cards_to_mask, format_cards  # noqa: E402
from gin_desktop.engine.melds import deadwood_points  # noqa: E402

TWO_PLAYER_KINDS = ("eaai", "seeds", "classic", "oklahoma", "hollywood", "straight")
KINDS = (*TWO_PLAYER_KINDS, "three")
SLOW_SECONDS = 5.0


def _left(hand: int, action: Action) -> int | None:
    """The deadwood a discard or knock leaves (None for other actions)."""
    if action.card is None:
        return None
    return deadwood_points(hand & ~(1 << action.card.index))


def _danger(view: SeatView, card_bit: int) -> bool:
    """Whether the opponent's known pile picks go with the card (same rank or next in
    suit): the one danger read from the view alone that could excuse a worse discard."""
    known = cards_to_mask(view.opponent_known)
    return bool((same_rank(_card(card_bit)) | neighbours(card_bit)) & known)


def _card(bit: int):  # noqa: ANN202 - a Card
    from gin_desktop.engine.cards import FULL_DECK
    return FULL_DECK[bit.bit_length() - 1]


def blunders_of(view: SeatView, action: Action) -> list[str]:
    """The plain blunders in playing ``action`` from ``view`` (usually none)."""
    legal = view.legal_actions
    if action not in legal:
        return ["illegal"]
    found: list[str] = []
    hand = cards_to_mask(view.hand)
    if view.phase in (Phase.UPCARD_OFFER, Phase.DRAW):
        top = view.upcard
        take = [a for a in legal if a.kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD)]
        if top is not None and take and action not in take:
            with_top = hand | 1 << top.index
            gin = any(deadwood_points(with_top & ~b) == 0
                      for b in (1 << c.index for c in view.hand))
            if gin:
                found.append("pass-gin")
        return found
    if view.phase is not Phase.DISCARD:
        return found
    lefts = {a: _left(hand, a) for a in legal if a.card is not None}
    gin_actions = [a for a in legal if a.kind is ActionKind.BIG_GIN
                   or (a.kind is ActionKind.KNOCK and lefts[a] == 0)]
    chosen_left = lefts.get(action)
    if gin_actions and action not in gin_actions:
        found.append("knock-not-gin" if action.kind is ActionKind.KNOCK else "no-gin")
    if action.kind is ActionKind.KNOCK and chosen_left is not None \
            and chosen_left > view.knock_limit:
        found.append("knock-over-limit")
    for a in legal:
        if a.kind is ActionKind.KNOCK and lefts[a] is not None and lefts[a] > view.knock_limit:
            found.append("engine-offers-knock-over-limit")
            break
    if chosen_left is not None and action.card is not None:
        best = min(v for v in lefts.values() if v is not None)
        loose = chosen_left == deadwood_points(hand) - action.card.points
        if chosen_left > best and not loose:
            alternatives = [a for a, v in lefts.items() if v == best and a.card is not None]
            excused = all(_danger(view, 1 << a.card.index) for a in alternatives)
            # Throwing the card made other melded cards deadwood (a meld broken), or it
            # was a surplus card of a meld thrown while loose deadwood stayed.
            name = "meld-break" if chosen_left > deadwood_points(hand) else "spare-meld-card"
            found.append(f"{name} (danger)" if excused else name)
    return found


def blundering_suggestion(view: SeatView) -> Action | None:
    """A suggestion a captain must overrule, when the position has one: the other draw
    when the face-up card gives gin, the same card discarded when it would be gin."""
    legal = view.legal_actions
    for action in legal:
        if action.kind is ActionKind.KNOCK and _left(cards_to_mask(view.hand), action) == 0:
            plain = Action.discard(action.card) if action.card is not None else None
            if plain in legal:
                return plain
    if "pass-gin" in blunders_of(view, _other_draw(view)):
        return _other_draw(view)
    return None


def _other_draw(view: SeatView) -> Action:
    for action in view.legal_actions:
        if action.kind in (ActionKind.PASS_UPCARD, ActionKind.DRAW_STOCK):
            return action
    return view.legal_actions[0]


def describe(view: SeatView, action: Action) -> str:
    hand = cards_to_mask(view.hand)
    lines = [f"  hand #{view.hand_number} seat {view.seat} rules {view.rules.name} "
             f"limit {view.knock_limit} stock {view.stock_count} phase {view.phase.value}",
             f"  hand {format_cards(sorted(view.hand, key=lambda c: (c.suit, c.rank)))} "
             f"(deadwood {deadwood_points(hand)})",
             f"  pile {format_cards(view.discard_pile)}  opp known "
             f"{format_cards(view.opponent_known)}",
             f"  played {action}"]
    if view.phase is Phase.DISCARD:
        options = sorted(( _left(hand, a), str(a)) for a in view.legal_actions
                          if a.card is not None)[:4]
        lines.append(f"  best discards {options}")
    return "\n".join(lines)


class Tally:
    def __init__(self, examples: int) -> None:
        self.decisions: Counter[tuple[str, str]] = Counter()
        self.counts: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
        self.examples: dict[tuple[str, str, str], list[str]] = defaultdict(list)
        self.keep = examples

    def record(self, level: str, kind: str, view: SeatView, action: Action,
               extra: list[str] = (), prefix: str = "", judge: bool = True) -> None:
        key = (level, kind)
        if not prefix:
            self.decisions[key] += 1
        judged = blunders_of(view, action) if judge else []
        for name in [*(prefix + b for b in judged), *extra]:
            self.counts[key][name] += 1
            bucket = self.examples[(level, kind, name)]
            if len(bucket) < self.keep:
                bucket.append(describe(view, action))


def _timed(tally: Tally, level: str, kind: str, decide) -> tuple[Action | None, list[str]]:  # noqa: ANN001
    start = time.monotonic()
    try:
        action = decide()
    except Exception as exc:  # noqa: BLE001 - a strategy's exception is a finding
        return None, [f"error: {type(exc).__name__}: {exc}"]
    return action, (["slow"] if time.monotonic() - start > SLOW_SECONDS else [])


def play_two(level: str, preset: str, seed: int, hands: int, tally: Tally) -> None:
    match = new_match(RuleSet.preset(preset), seed=seed)
    players = {s: ai.make_strategy(level, seed * 7 + s) for s in (0, 1)}
    for view in decisions(match):
        if view.hand_number > hands:
            return
        action, extra = _timed(tally, level, preset,
                               lambda v=view: players[v.seat].choose(v))
        if action is None:
            tally.record(level, preset, view, view.legal_actions[0], extra)
            action = view.legal_actions[0]
        else:
            tally.record(level, preset, view, action, extra)
        if action not in view.legal_actions:
            return
        match.apply(action, view.seat)


def play_three(level: str, seed: int, hands: int, tally: Tally) -> None:
    """All three seats computer players at ``level``, driven as ``app/model.py`` drives
    them: the box by its strategy object, the captain by the sitter's advice weighed with
    ``captain_decision``."""
    match = new_match(RuleSet.preset("seeds"), seed=seed, mode="three")
    players = {s: ai.make_strategy(level, seed * 7 + s) for s in (0, 1, 2)}
    for view in decisions(match):
        if view.hand_number > hands:
            return
        role = view.roles[view.seat]
        kind = f"three/{role.value}"
        if role is Role.CAPTAIN:
            advisor = match.view(match.sitting_out)
            captain_seed = seed * 1000 + len(match.actions)
            bad = blundering_suggestion(view)
            if bad is not None:
                # A human advisor may suggest anything: the captain has the final say.
                reply, extra = _timed(tally, level, kind, lambda v=view, b=bad, k=captain_seed:
                                      ai.captain_decision(v, b, level, k))
                if reply is not None and reply.action == bad:
                    tally.record(level, kind, view, bad, ["captain-follows-blunder"],
                                 prefix="advice-", judge=False)
            advice, extra = _timed(tally, level, kind,
                                   lambda a=advisor: ai.advise(a, level=level))
            if advice is not None:
                tally.record(level, kind, view, advice.action, prefix="advice-")
                said = advice.action
                reply, extra = _timed(tally, level, kind, lambda v=view, s=said, k=captain_seed:
                                      ai.captain_decision(v, s, level, k))
                action = reply.action if reply is not None else None
            else:
                action = None
        else:
            action, extra = _timed(tally, level, kind,
                                   lambda v=view: players[v.seat].choose(v))
        if action is None:
            action = view.legal_actions[0]
        tally.record(level, kind, view, action, extra)
        if action not in view.legal_actions:
            return
        match.apply(action, view.seat)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default=",".join(ai.LEVELS))
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--examples", type=int, default=0)
    args = parser.parse_args(argv)
    tally = Tally(args.examples)
    for level in args.levels.split(","):
        for kind in args.kinds.split(","):
            for game in range(args.games):
                seed = args.seed * 10_000 + 100 * KINDS.index(kind) + game
                if kind == "three":
                    play_three(level, seed, args.hands, tally)
                else:
                    play_two(level, kind, seed, args.hands, tally)
            rows = [(k, tally.decisions[k]) for k in tally.decisions if k[0] == level]
            for (lv, kd), n in sorted(rows):
                if kd != kind and not kd.startswith(kind + "/"):
                    continue
                found = ", ".join(f"{name} {count} ({1000 * count / n:.1f}/1000)"
                                  for name, count in sorted(tally.counts[(lv, kd)].items()))
                print(f"{lv:10} {kd:14} {n:6} decisions  {found or 'none'}", flush=True)
    for (level, kind, name), shown in sorted(tally.examples.items()):
        for text in shown:
            print(f"\n{level} {kind} {name}:\n{text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
