"""What a variant changes in this hand, in sentences a newcomer understands (RULES.md
"Variants"): why the knock limit is what it is (Oklahoma's first upcard, Straight Gin),
and why the scores are doubled. The table's corner shows these facts in two words
("knock ≤ 3"); these sentences are its tooltip and the move log's first lines."""

from __future__ import annotations

from gin_desktop.engine import RuleSet

from .i18n import translate as _tr


def hand_rules_lines(rules: RuleSet | None, knock_limit: int, doubled: bool) -> list[str]:
    """The sentences for a hand played under ``rules`` with ``knock_limit`` (0: gin only)
    and ``doubled`` scores; [] where the rules change nothing from hand to hand."""
    if rules is None:
        return []
    lines: list[str] = []
    if rules.straight:
        lines.append(_tr("Straight Gin: there is no knocking; only gin ends a hand."))
    elif rules.oklahoma and knock_limit == 0:
        lines.append(_tr("Oklahoma: the first upcard is an ace, so only gin ends this "
                         "hand."))
    elif rules.oklahoma:
        lines.append(_tr("Oklahoma: the first upcard sets this hand's knock limit at {n}: "
                         "you may knock with {n} deadwood or less.").format(n=knock_limit))
    if doubled:
        lines.append(_tr("Oklahoma: the first upcard is a spade, so every score of this "
                         "hand is doubled."))
    return lines
