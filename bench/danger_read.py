"""How well a discard's danger is read: ``python bench/danger_read.py [--games N]
[--seed S] [--opponent standard] [--steps K] [--every M]``.

Plays N seeded games of ``expert`` (seat 0) against the opponent (``--rules eaai``) and, at
every M-th of expert's discard decisions, scores two judges of each card in expert's hand
against the opponent's hidden hand (does the card meld with it, so that the research
baseline would take it):

* ``expert``'s own danger judge (``ExpertStrategy.danger_judge``);
* a posterior under the research baseline's policy: hands for the opponent's whole hand so
  far (its dealt cards and its stock draws) are sampled by Metropolis moves over which
  unseen card went where, and kept only when replaying the hand with them repeats every
  move the opponent made (it passes a card only if the card melds with nothing in its
  hand, takes one only if it does, throws a card that leaves least deadwood, and has not
  knocked while it could). K steps per decision.

Prints the AUC (how well each ranks the cards that meld above those that do not) and the
Brier score, for the opponent's first four draws and from its fifth on. Measurement only:
the posterior is not part of any level (it takes seconds per decision at K = 100,000).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gin_desktop.ai import make_strategy  # noqa: E402
from gin_desktop.ai.expert import ExpertStrategy  # noqa: E402
from gin_desktop.ai.handeval import bits_of, deadwood, joins_meld  # noqa: E402
from gin_desktop.ai.knowledge import Knowledge, draw_events, knowledge_of  # noqa: E402
from gin_desktop.engine import RuleSet, SeatView, decisions, new_match  # noqa: E402
from gin_desktop.engine.cards import FULL_DECK, cards_to_mask  # noqa: E402
from gin_desktop.engine.hand import Phase  # noqa: E402
from gin_desktop.engine.melds import deadwood_after_discards  # noqa: E402

Event = tuple[str, int]  # ("pass" | "take" | "stock" | "discard", card index or -1)


def opponent_events(view: SeatView) -> list[Event]:
    """The opponent's moves of this hand as the baseline's policy meets them
    (``knowledge.draw_events``: a stock draw while a card lay face up is a pass of it)."""
    return [(kind, card.index if card is not None else -1)
            for seat, kind, card in draw_events(view) if seat == view.opponent]


def misfits(dealt: list[int], drawn: list[int], events: list[Event],
            knock_limit: int) -> tuple[int, int]:
    """(how many of the opponent's moves the baseline would not have made with these
    cards, the hand they leave now)."""
    hand = 0
    for index in dealt:
        hand |= 1 << index
    count = 0
    next_draw = 0
    picked = -1
    for kind, card in events:
        if kind == "pass":
            count += joins_meld(hand, FULL_DECK[card])
        elif kind == "take":
            count += not joins_meld(hand, FULL_DECK[card])
            hand |= 1 << card
            picked = card
        elif kind == "stock":
            hand |= 1 << drawn[next_draw]
            next_draw += 1
            picked = -1
        else:
            if not hand >> card & 1:
                count += 2
                picked = -1
                continue
            options = [i for i in range(52) if hand >> i & 1 and i != picked]
            left = deadwood_after_discards(hand, options)
            count += card not in options or left[options.index(card)] > min(left)
            hand ^= 1 << card
            count += deadwood(hand) <= knock_limit  # it would have knocked
            picked = -1
    return count, hand


def posterior_hands(view: SeatView, know: Knowledge, rng: random.Random,
                    steps: int) -> list[int]:
    """Opponent hands sampled from the baseline's policy posterior (see the docstring)."""
    events = opponent_events(view)
    dealt_count = 10  # a two-player deal
    draws = sum(1 for kind, _ in events if kind == "stock")
    # The cards it may have held unseen: the unseen ones, and those it threw that it had
    # not taken from the pile.
    thrown = know.opp_discarded & ~know.opp_picked
    pool = [b.bit_length() - 1 for b in bits_of(know.unseen | thrown)]
    state = rng.sample(pool, dealt_count + draws)
    for b in bits_of(thrown):
        index = b.bit_length() - 1
        if index not in state:
            free = [i for i, x in enumerate(state) if not thrown >> x & 1]
            state[rng.choice(free)] = index
    used = set(state)
    limit = view.rules.knock_limit
    current, hand = misfits(state[:dealt_count], state[dealt_count:], events, limit)
    hands = []
    burn = steps // 5
    for step in range(steps):
        proposal = list(state)
        if rng.random() < 0.6:
            card = rng.choice(pool)
            if card in used:
                continue
            proposal[rng.randrange(len(state))] = card
        else:
            i, j = rng.sample(range(len(state)), 2)
            proposal[i], proposal[j] = proposal[j], proposal[i]
        count, left = misfits(proposal[:dealt_count], proposal[dealt_count:], events, limit)
        if count <= current or rng.random() < math.exp(-2.5 * (count - current)):
            state, current, hand = proposal, count, left
            used = set(state)
        if step >= burn and step % 10 == 0 and current == 0:
            hands.append(hand)
    return hands


def auc(scores: list[float], labels: list[int]) -> float:
    """The chance that a random card that melds scores above one that does not."""
    pairs = sorted(zip(scores, labels, strict=True))
    rank_sum = 0.0
    i = 0
    while i < len(pairs):
        j = i
        while j < len(pairs) and pairs[j][0] == pairs[i][0]:
            j += 1
        mid = (i + j + 1) / 2  # ranks i+1..j share their mean
        rank_sum += mid * sum(label for _, label in pairs[i:j])
        i = j
    positives = sum(labels)
    negatives = len(labels) - positives
    return (rank_sum - positives * (positives + 1) / 2) / (positives * negatives)


def brier(scores: list[float], labels: list[int]) -> float:
    return sum((s - y) ** 2 for s, y in zip(scores, labels, strict=True)) / len(labels)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", default="standard")
    parser.add_argument("--steps", type=int, default=30000)
    parser.add_argument("--every", type=int, default=4)
    args = parser.parse_args()
    rules = RuleSet.preset("eaai")
    rows: dict[str, list[tuple[float, float, int]]] = {"draws 0-4": [], "draws 5+": []}
    seen = 0
    started = time.process_time()
    for game in range(args.games):
        match = new_match(rules, args.seed * 100_000 + game)
        expert = make_strategy("expert", seed=game)
        assert isinstance(expert, ExpertStrategy)
        bots = {0: expert, 1: make_strategy(args.opponent, seed=game)}
        for view in decisions(match):
            legal = view.legal_actions
            if view.seat == 0 and len(legal) > 1 and view.phase is Phase.DISCARD:
                seen += 1
                if seen % args.every == 0:
                    expert.model.observe(view)
                    know = knowledge_of(view)
                    judge = expert.danger_judge(view, know)
                    hands = posterior_hands(view, know, random.Random(seen), args.steps)
                    truth = cards_to_mask(match.hand.hands[1])
                    if hands:
                        segment = "draws 0-4" if know.opp_draws < 5 else "draws 5+"
                        for card in view.hand:
                            sampled = sum(joins_meld(h, card) for h in hands) / len(hands)
                            rows[segment].append((judge(card.index), sampled,
                                                  int(joins_meld(truth, card))))
            action = legal[0] if len(legal) == 1 else bots[view.seat].choose(view)
            match.apply(action, view.seat)
    print(f"expert against {args.opponent}, {args.games} games (seed {args.seed}), "
          f"every {args.every}th discard decision, {args.steps} steps each; "
          f"{time.process_time() - started:.0f} s CPU")
    for segment, found in rows.items():
        labels = [y for _, _, y in found]
        if not labels or not 0 < sum(labels) < len(labels):
            continue
        for name, column in (("expert's judge", 0), ("baseline posterior", 1)):
            scores = [row[column] for row in found]
            print(f"  {segment}: {name:18s} AUC {auc(scores, labels):.3f}  "
                  f"Brier {brier(scores, labels):.3f}  ({len(labels)} cards)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
