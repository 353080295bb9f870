"""What a variant changes in this hand, in sentences a newcomer understands (RULES.md
"Variants"): why the knock limit is what it is (Oklahoma's first upcard, Straight Gin),
and why the scores are doubled. The table's corner shows these facts in two words
("knock ≤ 3"); these sentences are its tooltip and the move log's first lines. The facts
themselves are the engine's ``HandTerms``: this module only words them."""

from __future__ import annotations

from gin_desktop.engine import HandTerms, LimitSource

from .i18n import translate as _tr


def hand_rules_lines(terms: HandTerms | None, *, sitting_out: bool = False,
                     players: tuple[str, str] | None = None) -> list[str]:
    """The sentences for a hand played under ``terms`` (None: no match yet); [] where the
    rules change nothing from hand to hand. ``sitting_out``: said to the three-hand player
    who sits the hand out and holds no cards: the limit binds the box and the captain.
    ``players``: the names of the two holding cards, where nobody at the table is the
    person (a match of computers only): the limit is said of them by name, not of "you",
    nor of "the box and the captain" as to a sitter."""
    if terms is None:
        return []
    lines: list[str] = []
    if terms.limit_source is LimitSource.NO_KNOCKING:
        lines.append(_tr("Straight Gin: there is no knocking; only gin ends a hand."))
    elif terms.limit_source is LimitSource.UPCARD and terms.gin_only:
        lines.append(_tr("Oklahoma: the first upcard is an ace, so only gin ends this "
                         "hand."))
    elif terms.limit_source is LimitSource.UPCARD and players is not None:
        lines.append(_tr("Oklahoma: the first upcard sets this hand's knock limit at {n}: "
                         "{first} and {second} may knock with {n} deadwood or less."
                         ).format(n=terms.knock_limit, first=players[0], second=players[1]))
    elif terms.limit_source is LimitSource.UPCARD and sitting_out:
        lines.append(_tr("Oklahoma: the first upcard sets this hand's knock limit at {n}: "
                         "the box and the captain may knock with {n} deadwood or less."
                         ).format(n=terms.knock_limit))
    elif terms.limit_source is LimitSource.UPCARD:
        lines.append(_tr("Oklahoma: the first upcard sets this hand's knock limit at {n}: "
                         "you may knock with {n} deadwood or less.").format(
                             n=terms.knock_limit))
    if terms.doubled:
        lines.append(_tr("Oklahoma: the first upcard is a spade, so every score of this "
                         "hand is doubled."))
    return lines
