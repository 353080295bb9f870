"""What a variant or a rule option makes of one hand, decided in one place.

The knock limit and what set it, whether only gin ends the hand, whether its scores are
doubled (RULES.md two-player 5, "Variants"). Each front end words these facts for its own
purpose (the table's corner and its tooltip, the move log, the screen reader, the review)
and none of them reads the rule set's variant flags to decide them again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .rules import RuleSet
from .scoring import LimitSource, policy_for

__all__ = ["STANDARD_KNOCK_LIMIT", "HandTerms", "LimitSource", "hand_terms"]

#: RULES.md two-player 5: the knock limit of the game as written (10).
STANDARD_KNOCK_LIMIT: Final = RuleSet().knock_limit


@dataclass(frozen=True, slots=True)
class HandTerms:
    """The terms one hand is played under; build with ``hand_terms``."""

    #: The most deadwood a knock may leave this hand (0: only gin ends it).
    knock_limit: int
    #: What set ``knock_limit``: the rule set, Oklahoma's first upcard, or Straight Gin.
    limit_source: LimitSource
    #: Oklahoma: the first upcard was a spade, so every score of the hand is doubled.
    doubled: bool

    @property
    def gin_only(self) -> bool:
        """Only gin ends this hand: Straight Gin, Oklahoma's ace, or a knock limit of 0."""
        return self.knock_limit == 0

    @property
    def limit_from_variant(self) -> bool:
        """The variant sets the knock limit hand by hand (Oklahoma) or forbids knocking
        (Straight), whatever the rule set's knock limit says."""
        return self.limit_source is not LimitSource.RULES

    @property
    def standard_limit(self) -> bool:
        """The knock limit is the game's as written, 10, and the same every hand: nothing
        about it is worth telling. An Oklahoma king's 10 is news; it is that hand's."""
        return (self.limit_source is LimitSource.RULES
                and self.knock_limit == STANDARD_KNOCK_LIMIT)


def hand_terms(rules: RuleSet, knock_limit: int, doubled: bool) -> HandTerms:
    """The terms of a hand played under ``rules`` whose deal set ``knock_limit`` and
    ``doubled`` (as a ``SeatView``, the ``TableState`` or ``HandDealt`` carry them)."""
    return HandTerms(knock_limit=knock_limit, limit_source=policy_for(rules).limit_source,
                     doubled=doubled)
