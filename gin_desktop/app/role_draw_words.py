"""How the three-hand roles were drawn (RULES.md three-hand 1), in the words of the move
log's first hand: the card each player drew, the ties drawn again, and the roles that came
of it. Without them a player finds themself sitting out, or in the box, with no reason
given. The draw itself is the engine's ``RolesDrawn``; this module only words it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP

from gin_desktop.engine import RolesDrawn

from .i18n import translate as _tr
from .prompts import CardText, card_label


def role_draw_lines(drawn: RolesDrawn, name: Callable[[int], str],
                    you: int | None, card: CardText = card_label) -> list[str]:
    """The draw, one line a card, then the roles (``name``: a seat's name, as the move log
    gives it; ``card``: how a card is written); [] when the roles were given rather than
    drawn (a deal replayed from a later hand of another match)."""
    if not drawn.rounds:
        return []
    lines = [_tr("Cards were drawn for the roles: the highest card goes into the box, the "
                 "next is captain and the lowest sits out (king high, ace low).")]
    for number, drawn_round in enumerate(drawn.rounds):
        if number:
            lines.append(_tie_line([seat for seat, _card in drawn_round], name, you))
        for seat, drawn_card in drawn_round:
            template = (_tr("You drew the {card}") if seat == you
                        else _tr("{name} drew the {card}"))
            lines.append(template.format(name=name(seat), card=card(drawn_card)))
    lines.append(_roles_line("first", drawn.box, drawn.captain, drawn.sitting_out, name, you))
    return lines


def _tie_line(seats: Sequence[int], name: Callable[[int], str], you: int | None) -> str:
    # Each draw is from the whole deck shuffled again (``engine.match.draw_roles``): the
    # words say so, or a card drawn twice in the log ("Computer 2 drew the 10♦", then
    # "You drew the 10♦") read as a card in two hands at once (a Czech player).
    if len(seats) > 2:
        return _tr("All three drew the same rank; the cards went back, the deck was "
                   "shuffled and all three drew again:")
    first, second = seats
    if you in seats:
        other = second if first == you else first
        return _tr("You and {name} drew the same rank; the cards went back, the deck was "
                   "shuffled and you both drew again:").format(
            name=name(other))
    return _tr("{first} and {second} drew the same rank; the cards went back, the deck "
               "was shuffled and both drew again:").format(
        first=name(first), second=name(second))


# The roles said as whole sentences for the translators: for the first hand (after the
# draw) and for each hand after it, by the role of the one reading (None: they watch, or
# hold no role). Marked here for lupdate; translated when said.
_NO_ROLE: Final = None
_ROLES_SENTENCES: Final[dict[str, dict[str | None, object]]] = {
    "first": {
        "box": QT_TRANSLATE_NOOP(
            "GinDesktop",
            "First hand: you are in the box, {captain} is captain and {out} sits out."),
        "captain": QT_TRANSLATE_NOOP(
            "GinDesktop",
            "First hand: {box} is in the box, you are captain and {out} sits out."),
        "out": QT_TRANSLATE_NOOP(
            "GinDesktop",
            "First hand: {box} is in the box, {captain} is captain and you sit out."),
        _NO_ROLE: QT_TRANSLATE_NOOP(
            "GinDesktop",
            "First hand: {box} is in the box, {captain} is captain and {out} sits out."),
    },
    "this": {
        "box": QT_TRANSLATE_NOOP(
            "GinDesktop",
            "This hand: you are in the box, {captain} is captain and {out} sits out."),
        "captain": QT_TRANSLATE_NOOP(
            "GinDesktop",
            "This hand: {box} is in the box, you are captain and {out} sits out."),
        "out": QT_TRANSLATE_NOOP(
            "GinDesktop",
            "This hand: {box} is in the box, {captain} is captain and you sit out."),
        _NO_ROLE: QT_TRANSLATE_NOOP(
            "GinDesktop",
            "This hand: {box} is in the box, {captain} is captain and {out} sits out."),
    },
}


def _roles_line(moment: str, box: int, captain: int, out: int,
                name: Callable[[int], str], you: int | None) -> str:
    """The roles of a hand (``moment``: "first" after the draw, "this" at a later hand's
    start), said to ``you`` in their own role."""
    yours = next((role for role, seat in (("box", box), ("captain", captain), ("out", out))
                  if seat == you), _NO_ROLE)
    sentence = _tr(str(_ROLES_SENTENCES[moment][yours]))
    return sentence.format(box=name(box), captain=name(captain), out=name(out))


def hand_roles_line(box: int, captain: int, out: int, name: Callable[[int], str],
                    you: int | None) -> str:
    """Three-hand, a hand after the first: who is in the box, who is captain and who sits
    out, said at the hand's start as the first hand's role draw says it (without it the
    log of a later hand named nobody's role, and "Hand 4" left the reader to work them out
    from the rotation)."""
    return _roles_line("this", box, captain, out, name, you)


__all__ = ["hand_roles_line", "role_draw_lines"]
