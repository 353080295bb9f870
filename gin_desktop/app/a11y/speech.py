"""What a screen reader says about the table: whole sentences built from engine values.

Everything a sighted player learns by looking is here in words: the hand by melds and
deadwood, the upcard, the stock, the opponent's known cards, the scores (``situation``),
each seat's moves ("Computer took the nine of hearts from the pile and discarded the king
of spades", ``turn_sentence``), the showdown (``showdown_sentences``). Cards are named in
words (``prompts.card_name``), never "9♥": texts shared with the table, such as the status
line, are asked for with their cards in words, never rewritten.

Translated in the context "Accessibility"; a sentence about the person ("You took...") has
its own template, because es, cs and pt conjugate the verb differently.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from gin_desktop.engine import (
    Arrangement, Card, HandResult, MeldKind, MoveKind, Phase, PublicMove, Role, SeatView,
    best_arrangement,
)

from .. import accessibility
from ..i18n import translate as _tr
from ..setup import GameSetup
from ..table.texts import Names, next_roles_line


def seat_names(setup: GameSetup) -> Names:
    """The seats' names for sentences, "you" for the person's seat."""
    return Names(setup.names, setup.human_seat if setup.has_human else None)


def sentences(parts: Sequence[str]) -> str:
    """Parts joined as sentences: "A. B. C." (empty parts left out); a part ending in
    "…", "!" or "?" ("Computer is thinking…", "Gin!") ends its sentence already."""
    kept = [p.strip().rstrip(".") for p in parts if p and p.strip()]
    return "".join(p + (" " if p.endswith(("…", "!", "?")) else ". ")
                   for p in kept).rstrip(" ")


# ---------------------------------------------------------------- cards in words
def _cards(cards: Sequence[Card]) -> str:
    return accessibility.list_cards(cards)


def shown_pile(view: SeatView) -> tuple[Card, ...]:
    """The discard pile as the table shows it: the card a hand was knocked (or ginned)
    with lies apart on the knock spot, not on the pile, though the view's pile holds it."""
    pile = view.discard_pile
    return pile[:-1] if knocked_with(view) is not None else pile


def cards_count(n: int) -> str:
    """"1 card", "10 cards"."""
    return _tr("1 card") if n == 1 else _tr("{n} cards").format(n=n)


def _points(n: int) -> str:
    return _tr("1 point") if n == 1 else _tr("{n} points").format(n=n)


# ---------------------------------------------------------------- a hand
def arrangement_sentences(layout: Arrangement) -> list[str]:
    """A hand laid out: one sentence per meld, then the deadwood."""
    parts = []
    for meld in layout.melds:
        # The meld as a player says it ("five to eight of hearts"), not card by card.
        template = _tr("Run: {meld}") if meld.kind is MeldKind.RUN else _tr("Set: {meld}")
        parts.append(template.format(meld=accessibility.meld_name(meld)))
    if layout.deadwood:
        parts.append(_tr("Deadwood, {points}: {cards}").format(
            points=_points(layout.deadwood_points), cards=_cards(layout.deadwood)))
    else:
        parts.append(_tr("No deadwood"))
    return parts


def hand_sentences(hand: Sequence[Card], captain: str | None = None, *,
                   holder: str | None = None, layout: Arrangement | None = None) -> list[str]:
    """The hand by melds and deadwood (``layout``, as the table shows it; None: its best
    arrangement), with the card count.
    ``captain``: the hand is the captain's, whom the person sitting out advises.
    ``holder``: the person is not at the table (computers play every seat), and the hand
    is this player's: "Your hand" spoke to someone holding no cards."""
    if captain is not None or holder is not None:
        head = (_tr("{name}'s hand, the captain you advise: {count}") if holder is None
                else _tr("{name}'s hand, {count}")).format(
            name=holder or captain, count=cards_count(len(hand)))
    elif not hand:
        return [_tr("Your hand is empty")]
    else:
        head = _tr("Your hand, {count}").format(count=cards_count(len(hand)))
    return [head, *arrangement_sentences(best_arrangement(hand) if layout is None else layout)]


def roles_sentence(view: SeatView, names: Names) -> str:
    """Three-hand (RULES.md three-hand 1, 2): who is in the box, who is captain and who
    sits out this hand (once the hand is over: the next hand); "" in the two-player game
    and after the match."""
    if not view.roles or view.phase is Phase.MATCH_OVER:
        return ""
    seat = {role: s for s, role in enumerate(view.roles)}
    if view.phase is Phase.HAND_OVER:
        # The roles have moved on to the next hand: said as the hand's result says them.
        return next_roles_line(names, seat[Role.BOX], seat[Role.CAPTAIN],
                               seat[Role.SITTING_OUT])
    # Role first, name after: no verb to agree with "You".
    return _tr("This hand: in the box, {box}; captain, {captain}; sitting out, {out}").format(
        box=names(seat[Role.BOX]), captain=names(seat[Role.CAPTAIN]),
        out=names(seat[Role.SITTING_OUT]))


def hand_rules_sentences(view: SeatView) -> list[str]:
    """What this hand's rules change (RULES.md, Variants): the knock limit where it is not
    the usual one (Oklahoma's upcard sets it; only gin after an ace upcard or in straight
    gin), and Oklahoma's doubling after a spade upcard."""
    terms = view.terms
    parts = []
    if terms.gin_only:
        parts.append(_tr("Only gin ends this hand"))
    elif not terms.standard_limit:
        parts.append(_tr("Knock limit this hand: {limit}").format(limit=terms.knock_limit))
    if terms.doubled:
        parts.append(_tr("Every score of this hand is doubled: the first upcard was a spade"))
    return parts


# ---------------------------------------------------------------- moves
@dataclass(frozen=True, slots=True)
class Turn:
    """One seat's turn as the table saw it: how it drew (or the upcard it passed), and
    how it ended (a discard, a knock)."""

    seat: int
    draw: PublicMove | None = None
    end: PublicMove | None = None


def _draw_phrase(move: PublicMove, names: Names, *, show_stock_card: bool) -> str:
    you = names.is_you(move.seat)
    card = accessibility.card_name(move.card) if move.card is not None else ""
    name = names(move.seat)
    if move.kind == MoveKind.TAKE:
        return (_tr("You took the upcard, the {card}") if you
                else _tr("{name} took the upcard, the {card}")).format(name=name, card=card)
    if move.kind == MoveKind.PASS:
        return (_tr("You passed the upcard, the {card}") if you
                else _tr("{name} passed the upcard, the {card}")).format(name=name, card=card)
    if move.kind == MoveKind.PILE:
        return (_tr("You took the {card} from the pile") if you
                else _tr("{name} took the {card} from the pile")).format(name=name, card=card)
    if show_stock_card and card:
        return (_tr("You drew the {card} from the stock") if you
                else _tr("{name} drew the {card} from the stock")).format(name=name, card=card)
    return (_tr("You drew from the stock") if you
            else _tr("{name} drew from the stock")).format(name=name)


def _end_phrase(move: PublicMove, names: Names) -> str:
    """The end of a turn, said as the second half of a sentence ("and discarded...")."""
    you = names.is_you(move.seat)
    card = accessibility.card_name(move.card) if move.card is not None else ""
    if move.kind == MoveKind.DISCARD:
        return (_tr("and you discarded the {card}") if you
                else _tr("and discarded the {card}")).format(card=card)
    if move.kind == MoveKind.GIN and card:
        return (_tr("and you went gin with the {card}") if you
                else _tr("and went gin with the {card}")).format(card=card)
    if move.kind == MoveKind.GIN:
        return _tr("and you went gin") if you else _tr("and went gin")
    if card:  # turned up by the showdown (``told_history``)
        return (_tr("and you knocked with the {card}") if you
                else _tr("and knocked with the {card}")).format(card=card)
    return _tr("and you knocked") if you else _tr("and knocked")


def _alone_phrase(move: PublicMove, names: Names) -> str:
    """A turn's end said on its own (its draw was said before)."""
    you = names.is_you(move.seat)
    name = names(move.seat)
    card = accessibility.card_name(move.card) if move.card is not None else ""
    if move.kind == MoveKind.DISCARD:
        return (_tr("You discarded the {card}") if you
                else _tr("{name} discarded the {card}")).format(name=name, card=card)
    if move.kind == MoveKind.BIG_GIN:
        return _tr("You declared big gin") if you else _tr("{name} declared big gin").format(
            name=name)
    if move.kind == MoveKind.GIN and card:
        return (_tr("You went gin with the {card}") if you
                else _tr("{name} went gin with the {card}")).format(name=name, card=card)
    if move.kind == MoveKind.GIN:
        return _tr("You went gin") if you else _tr("{name} went gin").format(name=name)
    if card:  # turned up by the showdown (``told_history``)
        return (_tr("You knocked with the {card}") if you
                else _tr("{name} knocked with the {card}")).format(name=name, card=card)
    return _tr("You knocked") if you else _tr("{name} knocked").format(name=name)


def turn_sentence(turn: Turn, names: Names, *, show_stock_card: bool = False) -> str:
    """One turn in one sentence: "Computer took the nine of hearts from the pile and
    discarded the king of spades." ``show_stock_card``: name the card drawn from the stock
    (only to the seat who drew it)."""
    if turn.draw is not None and turn.draw.kind == MoveKind.PASS:
        return sentences([_draw_phrase(turn.draw, names, show_stock_card=False)])
    if turn.draw is not None and turn.end is not None:
        # "took the upcard, the four of diamonds, and discarded ...": the card named
        # after "the upcard" is set off by a comma on both sides.
        joined = (_tr("{draw}, {end}") if turn.draw.kind == MoveKind.TAKE
                  else _tr("{draw} {end}"))
        return sentences([joined.format(
            draw=_draw_phrase(turn.draw, names, show_stock_card=show_stock_card),
            end=_end_phrase(turn.end, names))])
    if turn.draw is not None:
        return sentences([_draw_phrase(turn.draw, names, show_stock_card=show_stock_card)])
    if turn.end is not None:
        return sentences([_alone_phrase(turn.end, names)])
    return ""


def turns(history: Sequence[PublicMove]) -> list[Turn]:
    """The hand's public moves grouped into turns, oldest first."""
    grouped: list[Turn] = []
    for move in history:
        if move.kind in (MoveKind.TAKE, MoveKind.PILE, MoveKind.STOCK):
            grouped.append(Turn(move.seat, draw=move))
        elif move.kind == MoveKind.PASS:
            grouped.append(Turn(move.seat, draw=move))
        else:
            last = grouped[-1] if grouped else None
            if last is not None and last.seat == move.seat and last.end is None \
                    and last.draw is not None and last.draw.kind != MoveKind.PASS:
                grouped[-1] = Turn(move.seat, last.draw, move)
            else:
                grouped.append(Turn(move.seat, end=move))
    return grouped


def told_history(view: SeatView, knock_card_shown: bool = True) -> Sequence[PublicMove]:
    """The hand's public moves, the knock (or gin) with the card it discarded face down
    once the showdown has turned it up: the history holds none for a knock, and W said
    "...and you knocked" without the card, which lies face up on the knock spot. Without
    ``knock_card_shown`` (the table has not turned it up yet: the hand is over but its
    showdown still to be played out) the card is not named."""
    knocked = knocked_with(view) if knock_card_shown else None
    if knocked is None:
        return view.history
    *before, knock = view.history
    return [*before, PublicMove(knock.seat, knock.kind, knocked[1])]


def last_moves(view: SeatView, names: Names, count: int = 4, *,
               knock_card_shown: bool = True) -> str:
    """The last ``count`` turns of the hand, oldest first (``knock_card_shown``: as for
    ``told_history``)."""
    recent = turns(told_history(view, knock_card_shown))[-count:]
    if not recent:
        return _tr("No moves yet in this hand.")
    head = _tr("Last moves")
    return sentences([head, *(turn_sentence(t, names) for t in recent),
                      layoffs_sentence(view, names)])


def layoffs_sentence(view: SeatView, names: Names) -> str:
    """Once the hand is over, the cards laid off at its showdown, in words ("Computer
    laid off the four of clubs on your melds, leaving 20 deadwood."), as the move log and
    the result panel name them: no move of the history tells them. Empty before, or with
    nothing laid off."""
    from ..move_log import layoff_sentence
    from ..prompts import card_name

    result = view.last_result
    if (view.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER) or result is None
            or result.hand_number != view.hand_number):
        return ""
    return layoff_sentence(result, names, names.human_seat, card_name)


# ---------------------------------------------------------------- the whole situation
def _listed_scores(view: SeatView, names: Names, scores: Sequence[int]) -> str:
    """"Ana 12 points, Computer 30 points": each seat's figure in ``scores``."""
    return accessibility.list_separator().join(
        _tr("{name} {points}").format(name=names(seat), points=_points(scores[seat]))
        for seat in view.seats if seat < len(scores))


def scores_sentence(view: SeatView, names: Names, totals: Sequence[int] = ()) -> str:
    """The scores; Hollywood (three games at once): each game's. ``totals``: the match is
    over, and these are its final totals, the end-of-game bonuses in them (RULES.md
    "Extras"), as the end panel and the plates give them: the scores before the bonuses
    gave a figure the end panel nowhere shows."""
    def listed(scores: Sequence[int]) -> str:
        return _listed_scores(view, names, scores)

    if totals and view.phase is Phase.MATCH_OVER:
        return _tr("Final totals: {totals}.").format(totals=listed(totals))
    if view.rules.hollywood and view.game_scores:
        games = [_tr("Game {n}: {list}").format(n=n, list=listed(scores))
                 for n, scores in enumerate(view.game_scores, start=1)]
        return sentences([_tr("Scores, three games, each to {target}").format(
            target=view.target), *games]).rstrip(".")
    return _tr("Scores, playing to {target}: {list}").format(
        target=view.target, list=listed(view.scores))


def laid_down(view: SeatView) -> dict[int, Arrangement]:
    """Once the hand is over, each seat's cards as the showdown laid them down (the
    defender's without the cards it laid off), by seat; empty before, or after a hand
    that ended without a showdown."""
    result = view.last_result
    if (view.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER) or result is None
            or result.hand_number != view.hand_number):
        return {}
    laid = {}
    for seat, layout in ((result.knocker, result.knocker_layout),
                         (result.defender, result.defender_layout)):
        if seat is not None and layout is not None:
            laid[seat] = Arrangement(layout.melds, layout.deadwood)
    return laid


def laid_down_sentences(seat: int, layout: Arrangement, names: Names) -> list[str]:
    """A seat's cards laid down, as the table's row names them: its melds and deadwood."""
    head = (_tr("Your cards laid down") if names.is_you(seat)
            else _tr("{name}'s cards laid down").format(name=names(seat)))
    return [head, *arrangement_sentences(layout)]


def drawn_hand_sentences(result: HandResult, drawn: Mapping[int, Arrangement],
                         player: int, names: Names) -> str:
    """A drawn hand (RULES.md two-player 9, 10) as a showdown is said: that it is drawn and
    why, then both hands as the table lays them out face up (``drawn``: by seat,
    ``TableMirror.drawn_layouts``), the bottom row first: each one's melds and deadwood."""
    from ..move_log import drawn_sentence

    parts = [drawn_sentence(result)]
    for seat in sorted(drawn, key=lambda s: s != player):
        parts += laid_down_sentences(seat, drawn[seat], names)
    return sentences(parts)


def _shown_hand_sentences(view: SeatView, names: Names,
                          layout: Arrangement | None) -> list[str]:
    """The hand the table shows at the bottom (as ``layout``), named by whose it is: the
    person's, the captain's they advise, or, with no person at the table, the player
    holding it."""
    if names.human_seat is None:
        return hand_sentences(view.hand, holder=names(view.player), layout=layout)
    return hand_sentences(view.hand, names(view.player) if view.is_advisor else None,
                          layout=layout)


def situation(view: SeatView, names: Names, status: str,
              drawn: Mapping[int, Arrangement] | None = None,
              totals: Sequence[int] = (), *, knock_card_shown: bool = True,
              layout: Arrangement | None = None) -> str:
    """Everything the table shows, in words: ``status`` (whose turn, with its cards in
    words: ``model.status_text(card_name)``), the hand by melds and deadwood, the upcard,
    the stock, what is known of the opponent's hand, the scores (``totals``: the match's
    final totals, once it is over). ``drawn``: a drawn hand's cards as the table shows them
    face up, by seat (``TableMirror.drawn_layouts``). ``knock_card_shown``: whether the
    table has turned the knocker's face-down discard up yet (named only then). ``layout``:
    the melds the table shows of the hand in play (None: its best arrangement)."""
    parts = [status, roles_sentence(view, names), *hand_rules_sentences(view)]
    # After the showdown (or a drawn hand) the table shows both hands laid down, not a hand
    # in play: they are said so, with what the laying down left as deadwood.
    laid = laid_down(view) or dict(drawn or {})
    if view.player in laid:
        parts += laid_down_sentences(view.player, laid[view.player], names)
    else:
        parts += _shown_hand_sentences(view, names, layout)
    if view.drawn_card is not None:
        parts.append(_tr("Just drawn: the {card}").format(
            card=accessibility.card_name(view.drawn_card)))
    pile = shown_pile(view)
    if pile:
        parts.append(_tr("Upcard: the {card}; discard pile: {count}").format(
            card=accessibility.card_name(pile[-1]), count=cards_count(len(pile))))
    else:
        parts.append(_tr("The discard pile is empty"))
    parts.append(_tr("Cards in the stock: {n}").format(n=view.stock_count))
    opponent = names(view.opponent)
    if view.opponent in laid:
        # Its melds and deadwood, face up: "holds 10 cards" told nothing the table shows.
        parts += laid_down_sentences(view.opponent, laid[view.opponent], names)
        knocked = knocked_with(view) if knock_card_shown else None
        if knocked is not None:
            parts.append(face_down_sentence(*knocked, names))
    else:
        parts.append(_tr("{name} holds {count}").format(
            name=opponent, count=cards_count(view.opponent_card_count)))
    if view.opponent_known and view.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        # Once the hand is over the showdown has shown the whole hand: not "known" now.
        parts.append(_tr("Known in {name}'s hand: {cards}").format(
            name=opponent, cards=_cards(view.opponent_known)))
    parts.append(layoffs_sentence(view, names))
    parts.append(scores_sentence(view, names, totals))
    return sentences(parts)


def face_down_sentence(knocker: int, card: Card | None, names: Names) -> str:
    """The card another seat knocked (or went gin) with, turned up by the showdown on the
    knock spot: "Computer's face-down discard: the jack of hearts". Empty for the
    person's own knock (they chose the card) and for big gin (none)."""
    if card is None or names.is_you(knocker):
        return ""
    return _tr("{name}'s face-down discard: the {card}").format(
        name=names(knocker), card=accessibility.card_name(card))


def knocked_with(view: SeatView) -> tuple[int, Card] | None:
    """Once a hand ended in a knock or gin: who knocked, and the card it discarded face
    down (on the pile in the view, apart on the knock spot on the table)."""
    pile, history = view.discard_pile, view.history
    if (view.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and pile and history
            and history[-1].kind in (MoveKind.KNOCK, MoveKind.GIN)):
        return history[-1].seat, pile[-1]
    return None


def showdown_sentences(knocker: int, knocker_layout: Arrangement, defender: int,
                       defender_layout: Arrangement, names: Names,
                       knock_card: Card | None = None) -> str:
    """Both hands laid down: each seat's melds and deadwood, and the layoffs.
    ``knock_card``: the card the knock (or gin) discarded face down, which the showdown
    turns up on the knock spot; named when another seat knocked (the person chose it)."""
    parts = [_tr("Showdown"), face_down_sentence(knocker, knock_card, names)]
    for seat, layout in ((knocker, knocker_layout), (defender, defender_layout)):
        parts.append(_tr("{name} shows").format(name=names(seat)) if not names.is_you(seat)
                     else _tr("You show"))
        parts += arrangement_sentences(Arrangement(layout.melds, layout.deadwood))
        if layout.layoffs:
            from ..move_log import cards_and

            # With "and" before the last, as the result panel's layoffs: a translation
            # gives each card its article ("coloca el ocho y la reina de corazones").
            laid = cards_and([lay.card for lay in layout.layoffs], accessibility.card_name)
            parts.append((_tr("You lay off {cards:the|the}") if names.is_you(seat)
                           else _tr("{name} lays off {cards:the|the}")).format(
                name=names(seat), cards=laid))
    return sentences(parts)
