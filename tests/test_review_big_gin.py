"""The hand review weighs a big-gin game's play-outs with big gin (RULES.md two-player 6
and 8: all eleven cards melded score the defender's deadwood plus the big-gin bonus).
Its quick play-outs went plain gin there, so the expected points of a big-gin game's
choices counted the gin bonus where the game pays the big-gin one."""

from __future__ import annotations

from gin_desktop import review
from gin_desktop.engine import RuleSet, melds, parse_cards
from gin_desktop.engine.cards import cards_to_mask

# Ten cards all in melds; the eight of spades makes all eleven meld.
MINE = cards_to_mask(parse_cards("AS 2S 3S 4S 5H 6H 7H 8C 8D 8H"))
OPP = cards_to_mask(parse_cards("KC KD QS JH 9C 2D 4C 6D TC 3H"))
EIGHT = cards_to_mask(parse_cards("8S"))


def play_out(rules: RuleSet) -> int:
    """The person draws the eight of spades from the stock, then the hand ends as the quick
    policy plays it."""
    start = review._Start(mine=MINE, top=0, unseen=0, opp_known=0, opp_unknown=10,
                          opp_stock_draws=0, stock_count=5, limit=rules.knock_limit,
                          rules=rules, first_to_pass=False)
    stock = [cards_to_mask(parse_cards(c)) for c in ("9D", "9H", "TD", "JD")] + [EIGHT]
    return review._alternate(MINE, OPP, 0, 0, stock, start, first_draw="stock")


def test_a_play_out_that_melds_all_eleven_calls_big_gin() -> None:
    rules = RuleSet().replace(big_gin=True)
    defender = melds.deadwood_points(parse_cards("KC KD QS JH 9C 2D 4C 6D TC 3H"))
    assert play_out(rules) == defender + rules.big_gin_bonus


def test_without_big_gin_it_is_gin() -> None:
    rules = RuleSet()
    defender = melds.deadwood_points(parse_cards("KC KD QS JH 9C 2D 4C 6D TC 3H"))
    assert play_out(rules) == defender + rules.gin_bonus
