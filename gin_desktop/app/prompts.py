"""The words of the game a player reads while playing: cards (as the table writes them,
"7♥", and in words, "seven of hearts"), the status line (whose turn it is and what the
person may do), why a move was refused.

A text that names cards takes the way to write them (``card``: ``card_label`` for the eye,
``card_name`` for a screen reader), so spoken text is built from the cards themselves.

Pure functions of engine values, built in the player's language (STYLE.md: text a player
reads is built in one place per kind). Result wording is in ``result_text.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from enum import Enum

from typing import Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QKeySequence

from gin_desktop.engine import (
    ActionKind, Card, HandResult, Match, Phase, Refusal, RefusalCode, ResultKind, SeatView,
    Suit, ThreeHandMatch, knock_goes_gin,
)
from gin_desktop.engine.melds import deadwood_after_each_discard

from .agreement import CASES, CardWords
from .i18n import translate as _tr
from .setup import GameSetup

_SUIT_SYMBOLS = "♣♦♥♠"  # in Suit order C D H S


# How a text writes a card: ``card_label`` or ``card_name``.
CardText = Callable[[Card], str]


def card_label(card: Card) -> str:
    """A card as people write it: ``7♥``, ``10♠``, ``K♦``."""
    rank = "10" if card.rank == 10 else card.rank_char
    return CardWords(rank + _SUIT_SYMBOLS[card.suit], card)


def is_card_label(word: str) -> bool:
    """Whether ``word`` is a card as ``card_label`` writes it ("10♣"), punctuation aside."""
    return re.fullmatch(r"(?:[2-9]|10|[AJQK])[" + _SUIT_SYMBOLS + r"][.,:;]?", word) is not None


# QT_TRANSLATE_NOOP marks the texts for lupdate; its stub types the result as object.
_RANKS: Final[tuple[object, ...]] = (
    QT_TRANSLATE_NOOP("Cards", "ace"), QT_TRANSLATE_NOOP("Cards", "two"),
    QT_TRANSLATE_NOOP("Cards", "three"), QT_TRANSLATE_NOOP("Cards", "four"),
    QT_TRANSLATE_NOOP("Cards", "five"), QT_TRANSLATE_NOOP("Cards", "six"),
    QT_TRANSLATE_NOOP("Cards", "seven"), QT_TRANSLATE_NOOP("Cards", "eight"),
    QT_TRANSLATE_NOOP("Cards", "nine"), QT_TRANSLATE_NOOP("Cards", "ten"),
    QT_TRANSLATE_NOOP("Cards", "jack"), QT_TRANSLATE_NOOP("Cards", "queen"),
    QT_TRANSLATE_NOOP("Cards", "king"),
)
_SUITS: Final[dict[Suit, object]] = {
    Suit.CLUBS: QT_TRANSLATE_NOOP("Cards", "clubs"),
    Suit.DIAMONDS: QT_TRANSLATE_NOOP("Cards", "diamonds"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("Cards", "hearts"),
    Suit.SPADES: QT_TRANSLATE_NOOP("Cards", "spades"),
}


def _in_cards(marked: object) -> str:
    """A text marked above with QT_TRANSLATE_NOOP("Cards", ...), translated."""
    return QCoreApplication.translate("Cards", str(marked))


# A card's name in each grammatical case a template may ask for (agreement.py, "{card:acc}"):
# the rank words in the case, and "{rank} of {suit}" in it.
_IN_CASE: Final[dict[str, tuple[object, object]]] = {
    "acc": (
        #: The rank words ace, two, three ... ten, jack, queen, king, in this order, in the
        #: accusative (the direct object: "take the seven"), separated by "|"; "-" if your
        #: language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("Cards", "ace … king, accusative"),
        #: A card's name in the accusative, "{rank}" being its rank word in the
        #: accusative; the same as "{rank} of {suit}" if your language's nouns do not
        #: change with their case.
        QT_TRANSLATE_NOOP("Cards", "{rank} of {suit}, accusative")),
    "gen": (
        #: The rank words ace, two, three ... ten, jack, queen, king, in this order, in the
        #: genitive ("without the seven"), separated by "|"; "-" if your
        #: language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("Cards", "ace … king, genitive"),
        #: A card's name in the genitive, "{rank}" being its rank word in the
        #: genitive; the same as "{rank} of {suit}" if your language's nouns do not
        #: change with their case.
        QT_TRANSLATE_NOOP("Cards", "{rank} of {suit}, genitive")),
    "dat": (
        #: The rank words ace, two, three ... ten, jack, queen, king, in this order, in the
        #: dative ("next to the seven"), separated by "|"; "-" if your
        #: language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("Cards", "ace … king, dative"),
        #: A card's name in the dative, "{rank}" being its rank word in the
        #: dative; the same as "{rank} of {suit}" if your language's nouns do not
        #: change with their case.
        QT_TRANSLATE_NOOP("Cards", "{rank} of {suit}, dative")),
    "loc": (
        #: The rank words ace, two, three ... ten, jack, queen, king, in this order, in the
        #: locative ("about the seven"), separated by "|"; "-" if your
        #: language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("Cards", "ace … king, locative"),
        #: A card's name in the locative, "{rank}" being its rank word in the
        #: locative; the same as "{rank} of {suit}" if your language's nouns do not
        #: change with their case.
        QT_TRANSLATE_NOOP("Cards", "{rank} of {suit}, locative")),
    "ins": (
        #: The rank words ace, two, three ... ten, jack, queen, king, in this order, in the
        #: instrumental ("with the seven"), separated by "|"; "-" if your
        #: language's nouns do not change with their case.
        QT_TRANSLATE_NOOP("Cards", "ace … king, instrumental"),
        #: A card's name in the instrumental, "{rank}" being its rank word in the
        #: instrumental; the same as "{rank} of {suit}" if your language's nouns do not
        #: change with their case.
        QT_TRANSLATE_NOOP("Cards", "{rank} of {suit}, instrumental")),
}
assert set(_IN_CASE) == set(CASES) - {"nom"}


def _rank_in_case(rank: int, case: str) -> str:
    """The rank word of ``rank`` in ``case``: the nominative's where the translation gives
    none (or not all thirteen rank words)."""
    listed = _in_cards(str(_IN_CASE[case][0])).split("|")
    return (listed[rank - 1].strip() if len(listed) == len(_RANKS)
            else _in_cards(_RANKS[rank - 1]))


def _name_in_case(card: Card, case: str) -> str:
    """``card_name`` in ``case``: the nominative's words where the translation gives none
    (or not all thirteen rank words)."""
    pattern = str(_IN_CASE[case][1])
    form = _in_cards(pattern)
    if form == pattern:  # not translated
        form = QCoreApplication.translate("Cards", "{rank} of {suit}")
    return form.format(rank=_rank_in_case(card.rank, case), suit=suit_name(card.suit))


def suit_name(suit: Suit) -> str:
    """A suit in words as a card's name ends with it ("hearts"; Czech "srdcí")."""
    return _in_cards(_SUITS[suit])


def rank_name(card: Card) -> CardWords:
    """``card``'s rank alone in words ("seven"), as its name says it: a template may give it
    the article of its gender ("{low:del|de la}") or put it in a case ("{low:gen}")."""
    return CardWords(_in_cards(_RANKS[card.rank - 1]), card,
                     lambda case: _rank_in_case(card.rank, case))


def card_name(card: Card) -> CardWords:
    """The card in words, e.g. "seven of hearts" (translated; starts in lower case): what
    a screen reader says where the table shows ``card_label``. A template may ask for it
    in a grammatical case ("{card:acc}", agreement.py)."""
    return CardWords(QCoreApplication.translate("Cards", "{rank} of {suit}").format(
        rank=_in_cards(_RANKS[card.rank - 1]), suit=suit_name(card.suit)), card,
        lambda case: _name_in_case(card, case))


def points_text(points: int) -> str:
    """"1 point", "25 points"."""
    if points == 1:
        return _tr("1 point")
    return _tr("{points} points").format(points=points)


def knock_deadwood(view: SeatView) -> int | None:
    """The least deadwood a legal knock would leave the seat (0: gin); None: no knock now."""
    return _least_deadwood_after(view, ActionKind.KNOCK)


def discard_deadwood(view: SeatView) -> int | None:
    """The least deadwood a legal discard would leave the seat: the hand it keeps, what
    the choice of discard is about (RULES.md two-player 5); None: no discard now."""
    return _least_deadwood_after(view, ActionKind.DISCARD)


def _least_deadwood_after(view: SeatView, kind: ActionKind) -> int | None:
    """The least deadwood the seat's eleven cards keep after a legal action of ``kind``
    (a knock or a discard) lets its card go; None: no such action now."""
    cards = [a.card for a in view.legal_actions if a.kind is kind and a.card is not None]
    if not cards or len(view.hand) != 11:
        return None
    after = deadwood_after_each_discard(view.hand)
    return min(after[card] for card in cards)


def best_knock_card(view: SeatView) -> Card | None:
    """The card to knock with: the one that leaves the least deadwood (the highest such)."""
    knocks = [a.card for a in view.legal_actions
              if a.kind is ActionKind.KNOCK and a.card is not None]
    if not knocks:
        return None
    after = deadwood_after_each_discard(view.hand)
    return min(knocks, key=lambda c: (after.get(c, 99), -c.points))


# ------------------------------------------------------------------ refusals
class AppRefusal(Enum):
    """Why the app did not take the person's action (the engine's own reasons are
    ``engine.Refusal``s, see ``refusal_text``); ``app_refusal_text`` words it."""

    NO_MATCH = QT_TRANSLATE_NOOP("GinDesktop", "Start a new game first")
    MATCH_OVER = QT_TRANSLATE_NOOP("GinDesktop",
                                   "The match is over: press {key} to start a new game")
    WATCHING = QT_TRANSLATE_NOOP("GinDesktop",
                                 "Computers are playing every seat: you are watching")
    THINKING = QT_TRANSLATE_NOOP("GinDesktop", "Please wait: {name} is thinking")
    HAND_OVER = QT_TRANSLATE_NOOP("GinDesktop", "The hand is over: press Next hand ({key})")
    HAND_PLAYING = QT_TRANSLATE_NOOP("GinDesktop", "The hand is still being played")
    CAPTAIN_CANNOT = QT_TRANSLATE_NOOP("GinDesktop", "The captain cannot do that: {reason}")
    NOT_YOUR_TURN = QT_TRANSLATE_NOOP("GinDesktop", "It is not your turn: {name} is to play")
    NOT_ALLOWED = QT_TRANSLATE_NOOP("GinDesktop", "Not allowed: {reason}")
    NOT_ADVISOR = QT_TRANSLATE_NOOP("GinDesktop", "Only the player who sits out gives advice")
    # The advice keys (L, Shift+L) in a two-player match: "only the player who sits out"
    # spoke of a seat this game does not have.
    NO_CAPTAIN = QT_TRANSLATE_NOOP("GinDesktop",
                                   "There is no captain to advise in a two-player game")
    OVER = QT_TRANSLATE_NOOP("GinDesktop", "The match is over")
    NOT_CAPTAINS_TURN = QT_TRANSLATE_NOOP("GinDesktop",
                                          "Wait for the captain's turn to give advice")
    # Play ▸ Let the captain play this hand (Shift+L): no more advice is asked this hand.
    CAPTAIN_ALONE = QT_TRANSLATE_NOOP("GinDesktop",
                                      "The captain plays this hand on its own, as you asked")
    NO_HINT = QT_TRANSLATE_NOOP("GinDesktop", "No hint now: it is not your turn")
    DECK_HIDDEN = QT_TRANSLATE_NOOP("GinDesktop",
                                    "The rest of the deck is shown once the hand is over")
    # A click on the opponent's face-down hand: it did nothing, and said nothing.
    CARDS_HIDDEN = QT_TRANSLATE_NOOP("GinDesktop",
                                     "{name}'s cards are shown once the hand is over")
    # H between hands: the status line already says to press Next hand; this says why the
    # Hint has nothing to show.
    NO_HINT_BETWEEN_HANDS = QT_TRANSLATE_NOOP(
        "GinDesktop", "No hint between hands: there is nothing to decide")


# The window's New game key (Game ▸ New game…), named where a sentence sends the player there.
NEW_GAME_KEY: Final = "Ctrl+N"
# The Next hand key (the Play menu's and the table's): said with "press Next hand", so a
# player who does not see the button knows which key it is.
NEXT_HAND_KEY: Final = "N"
# The keys the table's sentences name: Escape leaves knock mode, Enter discards the focused
# card (keyboard.KEYS binds them).
CANCEL_KEY: Final = "Escape"
ENTER_KEY: Final = "Enter"
# The keys the advice bubble names (three-hand): the sitter's suggestions and the
# captain's key that follows them. Named from here in every language, so the key a
# sentence names is the key that works; the translations call each one a key ("klávesa
# S", "tecla S"), as it is not the initial of their word for the move (keyboard.KEYS
# binds them).
DRAW_STOCK_KEY: Final = "S"
TAKE_PILE_KEY: Final = "P"
TAKE_UPCARD_KEY: Final = "T"
PASS_UPCARD_KEY: Final = "X"
DISCARD_KEY: Final = "D"
KNOCK_KEY: Final = "K"
CAPTAIN_DECIDES_KEY: Final = "L"
FOLLOW_ADVICE_KEY: Final = "F"
# Game ▸ Show the rest of the deck… (and the table's key for it, which says why not while
# the hand is played): named in the result panel's button's tooltip, where Tab cannot go.
REST_OF_DECK_KEY: Final = "Ctrl+D"


def key_text(key: str) -> str:
    """``key`` written as the menus and the Keyboard shortcuts window write it, in the
    player's language (Spanish "Control+N", "Escape", "Intro"): a sentence that named it
    otherwise sent the player looking for a key the menus do not show."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def advice_keys() -> dict[str, str]:
    """The keys the advice bubble's sentences name, for their blanks (``{stock}``,
    ``{pile}``, ``{take}``, ``{leave}``, ``{discard}``, ``{knock}``, ``{captain}``,
    ``{follow}``), as the menus write them."""
    return {"stock": key_text(DRAW_STOCK_KEY), "pile": key_text(TAKE_PILE_KEY),
            "take": key_text(TAKE_UPCARD_KEY), "leave": key_text(PASS_UPCARD_KEY),
            "discard": key_text(DISCARD_KEY), "knock": key_text(KNOCK_KEY),
            "captain": key_text(CAPTAIN_DECIDES_KEY), "follow": key_text(FOLLOW_ADVICE_KEY)}


def app_refusal_text(refusal: AppRefusal, *, name: str = "", reason: str = "") -> str:
    """The sentence for ``refusal``; ``name`` and ``reason`` fill its blanks (``{key}``:
    the key that goes on, Next hand's or New game's, as this system writes it)."""
    key = key_text(NEXT_HAND_KEY if refusal is AppRefusal.HAND_OVER else NEW_GAME_KEY)
    return _tr(str(refusal.value)).format(name=name, reason=reason, key=key)


# The app's refusals of a moment the status line's prompt names (the match or the hand is
# over, a computer is thinking, no match yet): beside that prompt the eye reads only what
# the prompt does not say, what to do ("" : the prompt says that too). A screen reader
# hears the whole sentence (``app_refusal_text``).
_BESIDE_PROMPT: Final[dict[AppRefusal, object]] = {
    AppRefusal.NO_MATCH: "",
    AppRefusal.MATCH_OVER: QT_TRANSLATE_NOOP("GinDesktop", "Press New game ({key})"),
    AppRefusal.OVER: QT_TRANSLATE_NOOP("GinDesktop", "Press New game ({key})"),
    AppRefusal.HAND_OVER: "",
    AppRefusal.THINKING: QT_TRANSLATE_NOOP("GinDesktop", "Please wait"),
}


def beside_prompt_text(refusal: AppRefusal) -> str:
    """What is left of ``refusal`` to show beside a status line whose prompt names its
    moment ("Match over: …" beside "The match is over: press Ctrl+N…"): "Press New game
    (Ctrl+N)"; "" when the prompt says it all ("… Press Next hand (N)")."""
    words = _BESIDE_PROMPT[refusal]
    return _tr(str(words)).format(key=key_text(NEW_GAME_KEY)) if words else ""


# The engine's reasons (RULES.md's rules), each a clause that follows "Not allowed: ", with
# no colon of its own: "Not allowed: you have drawn already: discard a card" read as two
# sentences run together.
_RULE_REFUSALS: dict[RefusalCode, object] = {
    RefusalCode.MATCH_OVER: QT_TRANSLATE_NOOP("GinDesktop", "the match is over"),
    RefusalCode.HAND_OVER: QT_TRANSLATE_NOOP("GinDesktop",
                                             "the hand is over, so deal the next hand"),
    RefusalCode.HAND_IN_PLAY: QT_TRANSLATE_NOOP("GinDesktop", "the hand is still being played"),
    RefusalCode.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("GinDesktop", "it is {name}'s turn"),
    RefusalCode.UPCARD_FIRST: QT_TRANSLATE_NOOP("GinDesktop", "first take or pass the upcard"),
    RefusalCode.DRAW_FROM_STOCK: QT_TRANSLATE_NOOP(
        "GinDesktop", "both players passed the upcard, so draw from the stock"),
    RefusalCode.DRAW_FIRST: QT_TRANSLATE_NOOP(
        "GinDesktop", "draw a card first, from the stock or the discard pile"),
    RefusalCode.ALREADY_DRAWN: QT_TRANSLATE_NOOP("GinDesktop",
                                                 "you have drawn already, so discard a card"),
    RefusalCode.NOT_IN_HAND: QT_TRANSLATE_NOOP("GinDesktop", "the {card} is not in your hand"),
    RefusalCode.JUST_TAKEN_FROM_PILE: QT_TRANSLATE_NOOP(
        "GinDesktop",
        "the {card} was just taken from the pile and may not be discarded this turn"),
    RefusalCode.GIN_ONLY: QT_TRANSLATE_NOOP(
        "GinDesktop", "only gin may end this hand, so a knock needs zero deadwood"),
    RefusalCode.KNOCK_LIMIT: QT_TRANSLATE_NOOP(
        "GinDesktop", "a knock needs deadwood of at most {limit} after the discard"),
    RefusalCode.BIG_GIN_OFF: QT_TRANSLATE_NOOP("GinDesktop",
                                               "big gin is not played under these rules"),
    RefusalCode.BIG_GIN_NEEDS_MELDS: QT_TRANSLATE_NOOP(
        "GinDesktop", "big gin needs all eleven cards in melds"),
    RefusalCode.NOT_NOW: QT_TRANSLATE_NOOP("GinDesktop", "that is not allowed now"),
}


# The reasons said of the captain's hand, after "The captain cannot do that: ", to the
# three-hand player who sits out and advises (RULES.md three-hand 2): they hold no cards,
# and "you have drawn already, so discard a card" spoke of a draw they never made.
_CAPTAIN_REFUSALS: dict[RefusalCode, object] = {
    RefusalCode.UPCARD_FIRST: QT_TRANSLATE_NOOP(
        "GinDesktop", "the captain must first take or pass the upcard"),
    RefusalCode.DRAW_FROM_STOCK: QT_TRANSLATE_NOOP(
        "GinDesktop", "both players passed the upcard, so the captain must draw from the "
        "stock"),
    RefusalCode.DRAW_FIRST: QT_TRANSLATE_NOOP(
        "GinDesktop", "the captain must draw a card first, from the stock or the discard pile"),
    RefusalCode.ALREADY_DRAWN: QT_TRANSLATE_NOOP(
        "GinDesktop", "the captain has drawn already, so suggest a discard"),
    RefusalCode.NOT_IN_HAND: QT_TRANSLATE_NOOP("GinDesktop",
                                               "the {card} is not in the captain's hand"),
}


def refusal_text(refusal: Refusal, seat_name: Callable[[int], str],
                 card: CardText = card_label, *, captain: bool = False) -> str:
    """An engine refusal (a code and its values) in the player's language, starting lower
    case to follow "Not allowed: ": its card written by ``card`` (as on the table: "7♥"),
    its seat by name. ``captain``: said to the player sitting out of the captain's hand,
    the one refused. The one place that words the engine's refusals."""
    seat = refusal.to_act
    words = (_CAPTAIN_REFUSALS.get(refusal.code) if captain else None) \
        or _RULE_REFUSALS[refusal.code]
    return _tr(str(words)).format(
        card=card(refusal.card) if refusal.card is not None else "",
        limit=refusal.limit if refusal.limit is not None else "",
        name=seat_name(seat) if seat is not None else "")


def games_won(game_winners: Sequence[int | None], seats: Sequence[int]) -> dict[int, int]:
    """Hollywood: the games each seat won (``game_winners``: each game's winner, None
    while undecided)."""
    return {seat: sum(1 for winner in game_winners if winner == seat) for seat in seats}


# ------------------------------------------------------------------ status line
def status_text(match: Match | None, setup: GameSetup, *, thinking: bool,
                awaiting_advice: bool, weighing_advice: bool = False,
                card: CardText = card_label) -> str:
    """Whose turn it is and what the person may do, in words.

    ``thinking``: a computer is deciding; ``awaiting_advice``: three-hand, the person sits
    out and the captain waits for their suggestion; ``weighing_advice``: the captain
    thinking weighs a suggestion the person gave (else they left the captain to decide);
    ``card`` writes the cards named.
    """
    if match is None:
        return _tr("Start a new game")
    if match.is_over:
        return match_over_text(match, setup)
    if match.phase is Phase.HAND_OVER:
        return hand_over_text(match.last_result, setup)
    seat = match.to_act
    assert seat is not None
    name = setup.names[seat]
    if thinking:
        if _advised_by_person(match, setup, seat):
            if weighing_advice:
                return _tr("{name} is weighing your advice…").format(name=name)
            return _tr("{name} is deciding without your advice…").format(name=name)
        return _tr("{name} is thinking…").format(name=name)
    if awaiting_advice:
        return _tr("You sit out: suggest a move for the captain, {name}, "
                   "or let them decide").format(name=name)
    if seat != setup.human_seat or not setup.has_human:
        return _tr("{name} to play").format(name=name)
    return your_turn_text(match.view(setup.human_seat), card)


def _advised_by_person(match: Match, setup: GameSetup, seat: int) -> bool:
    """Three-hand: ``seat`` is the captain and the person sits out advising them."""
    return (isinstance(match, ThreeHandMatch) and setup.has_human
            and match.sitting_out == setup.human_seat and seat == match.captain)


def your_turn_text(view: SeatView, card: CardText = card_label) -> str:
    """What the person may do now: take or pass, draw, discard or knock."""
    if view.phase is Phase.UPCARD_OFFER:
        upcard = view.upcard
        assert upcard is not None
        if card is card_label:
            return _tr("Take the upcard {card} or pass").format(card=card(upcard))
        # For the ear the card's name is set off by commas, as in the turn sentences
        # ("took the upcard, the four of diamonds, and ..."): "the upcard king of
        # spades" ran the two together.
        return _tr("Take the upcard, the {card}, or pass").format(card=card(upcard))
    if view.phase is Phase.DRAW:
        if any(a.kind is ActionKind.DRAW_DISCARD for a in view.legal_actions) \
                and view.upcard is not None:
            return _tr("Your turn: draw from the stock or take the {card} from "
                       "the pile").format(card=card(view.upcard))
        return _tr("Your turn: draw from the stock")
    return _discard_text(view, card(view.cannot_discard) if view.cannot_discard else "")


def _discard_text(view: SeatView, card: str) -> str:
    blocked = view.cannot_discard
    if any(a.kind is ActionKind.BIG_GIN for a in view.legal_actions):
        if blocked is not None:
            return _tr("Discard a card other than the {card} — or declare big gin"
                       ).format(card=card)
        return _tr("Discard a card — or declare big gin")
    deadwood = knock_deadwood(view)
    if deadwood == 0:
        if blocked is not None:
            return _tr("Discard a card other than the {card} — or go gin"
                       ).format(card=card)
        return _tr("Discard a card — or go gin")
    if deadwood is not None:
        if blocked is not None:
            return _tr("Discard a card other than the {card} — or knock: your "
                       "deadwood would be {deadwood}").format(card=card, deadwood=deadwood)
        return _tr("Discard a card — or knock: your deadwood would be {deadwood}"
                   ).format(deadwood=deadwood)
    if blocked is not None:
        return _tr("Discard a card other than the {card}").format(card=card)
    return _tr("Discard a card")


def knock_mode_text(view: SeatView | None = None) -> str:
    """The prompt while the person is in knock mode (pressed Knock, card not yet chosen):
    the table's prompt and the status line both say it, so they agree. Where the knock is
    gin (``knock_is_gin``: the button reads "Gin!", and in Straight Gin or Oklahoma's ace
    hand there is no other knock), it says gin and names that button. Sitting out (three-hand),
    the knock is a suggestion to the captain, and the button is named as it reads then."""
    gin = view is not None and knock_is_gin(view)
    if view is not None and view.is_advisor:
        # Short: beside the advice bubble on a 1024x600 table, "choose the card for the
        # captain to discard face down" ran off the felt; the button's tooltip says the rest.
        text = (_tr("Suggest going gin with which card? ({key} or Suggest going gin again: "
                    "cancel)") if gin
                else _tr("Suggest knocking with which card? ({key} or Suggest knocking again: "
                         "cancel)"))
    elif gin:
        text = _tr("Gin: choose the card to discard face down ({key} or Gin! again: cancel)")
    else:
        text = _tr("Knock: choose the card to discard face down ({key} or Knock again: "
                   "cancel)")
    return text.format(key=key_text(CANCEL_KEY))


def knock_is_gin(view: SeatView) -> bool:
    """The seat's best legal knock leaves no deadwood: the Knock button reads "Gin!".
    The engine says which knock is gin (``knock_goes_gin``), as the hand will score it."""
    return any(knock_goes_gin(view.hand, action) for action in view.legal_actions)


def discard_how_text(keys: bool = False) -> str:
    """How a card is discarded with the mouse (with ``keys``: with the keyboard, for the
    person playing by keys): the table's prompt says it while the person is to discard, and
    so does a click on a card that does not discard it."""
    if keys:
        return _tr("To discard, choose a card with the arrow keys and press {key}").format(
            key=key_text(ENTER_KEY))
    return _tr("To discard, drag a card onto the discard pile or double-click it")


def with_discard_how(prompt: str, keys: bool = False, view: SeatView | None = None) -> str:
    """The table's prompt with how to discard after it (``keys``: by keyboard, with the
    knock's key too where ``view`` allows a knock). A sentence of its own, not
    ``discard_how_text`` put after the prompt: that one stands alone and names the card
    again, which after "Discard a card" read twice over (Czech "Odhoďte kartu. Kartu
    odhodíte…"); here each language goes on from the prompt."""
    if keys:
        enter = key_text(ENTER_KEY)
        if view is not None and any(a.kind is ActionKind.KNOCK for a in view.legal_actions):
            # The prompt offers the knock ("— or knock: your deadwood would be 6"), and a
            # keyboard player was told the discard's keys only (s65).
            text = (_tr("{prompt}. Choose one with the arrow keys and press {key}, or "
                        "press {knock} to go gin") if knock_is_gin(view)
                    else _tr("{prompt}. Choose one with the arrow keys and press {key}, or "
                             "press {knock} to knock"))
            return text.format(prompt=prompt, key=enter, knock=key_text(KNOCK_KEY))
        return _tr("{prompt}. Choose one with the arrow keys and press {key}").format(
            prompt=prompt, key=enter)
    return _tr("{prompt}. Drag one onto the discard pile or double-click it").format(
        prompt=prompt)


def with_draw_keys(prompt: str, view: SeatView) -> str:
    """For the person playing by keys, the prompt of a draw or of the upcard's offer with
    the keys of its moves after it ("" where the view offers neither): a Portuguese
    keyboard player was told the discard's keys, and had to find S, P, T and X in the list
    of keys (s65)."""
    kinds = {a.kind for a in view.legal_actions}
    if ActionKind.TAKE_UPCARD in kinds and ActionKind.PASS_UPCARD in kinds:
        return _tr("{prompt}. Press {take} to take it or {leave} to pass").format(
            prompt=prompt, take=key_text(TAKE_UPCARD_KEY), leave=key_text(PASS_UPCARD_KEY))
    if ActionKind.DRAW_STOCK in kinds and ActionKind.DRAW_DISCARD in kinds:
        return _tr("{prompt}. Press {stock} for the stock or {pile} for the pile").format(
            prompt=prompt, stock=key_text(DRAW_STOCK_KEY), pile=key_text(TAKE_PILE_KEY))
    if ActionKind.DRAW_STOCK in kinds:
        # Not "Press S to draw" after "draw from the stock": the draw said twice.
        return _tr("{prompt} (key {stock})").format(
            prompt=prompt, stock=key_text(DRAW_STOCK_KEY))
    return ""


# Each result kind as a heading word (the score pad) and inside a sentence (the status line).
_RESULT_WORDS: dict[ResultKind, tuple[object, object]] = {
    ResultKind.KNOCK: (QT_TRANSLATE_NOOP("GinDesktop", "Knock"),
                       QT_TRANSLATE_NOOP("GinDesktop", "knock")),
    ResultKind.GIN: (QT_TRANSLATE_NOOP("GinDesktop", "Gin"),
                     QT_TRANSLATE_NOOP("GinDesktop", "gin")),
    ResultKind.BIG_GIN: (QT_TRANSLATE_NOOP("GinDesktop", "Big gin"),
                         QT_TRANSLATE_NOOP("GinDesktop", "big gin")),
    ResultKind.UNDERCUT: (QT_TRANSLATE_NOOP("GinDesktop", "Undercut"),
                          QT_TRANSLATE_NOOP("GinDesktop", "undercut")),
    ResultKind.TIE: (QT_TRANSLATE_NOOP("GinDesktop", "Tie"), ""),
    ResultKind.DRAWN: (QT_TRANSLATE_NOOP("GinDesktop", "Drawn"), ""),
    ResultKind.REPETITION: (QT_TRANSLATE_NOOP("GinDesktop", "Drawn"), ""),
}


def result_word(kind: ResultKind, *, in_sentence: bool = False) -> str:
    """The result kind in a word: "Undercut" (a heading), "undercut" (in a sentence); a hand
    nobody won has no word in a sentence ("")."""
    word = _RESULT_WORDS[kind][1 if in_sentence else 0]
    return _tr(str(word)) if word else ""


def result_how(result: HandResult) -> str:
    """How a hand was won, as a lower-case word for a sentence: knock, gin, big gin..."""
    return result_word(result.kind, in_sentence=True)


def hand_over_text(result: HandResult | None, setup: GameSetup) -> str:
    """"Hand over: you won 25 points (gin). Press Next hand (N)"."""
    if setup.has_human:
        then = next_step_text(match_over=False)
    else:
        then = _tr("The next hand follows")
    if result is None or result.winner is None:
        if result is not None and result.kind is ResultKind.TIE:
            what = _tr("Hand over: a tie, no score")
        elif result is not None and result.kind is ResultKind.REPETITION:
            what = _tr("Hand over: the same position came up a third time, no score")
        else:
            # The wall leaves cards in the stock (RuleSet.wall): "the stock ran out" said
            # otherwise beside the panel's "only 2 cards are left".
            wall = result.wall if result is not None else setup.rules.wall
            what = (_tr("Hand over: the stock is empty, no score") if wall == 0 else
                    _tr("Hand over: only {n:card is|cards are} left in the stock, no score"
                        ).format(n=wall))
    else:
        what = _won_text(result, setup)
    return _tr("{what}. {then}").format(what=what, then=then)


def next_step_text(*, match_over: bool) -> str:
    """The key that goes on after a hand's or the match's result: "Press Next hand (N)",
    "Press New game (Ctrl+N)"."""
    if match_over:
        return beside_prompt_text(AppRefusal.MATCH_OVER)
    return _tr("Press Next hand ({key})").format(key=key_text(NEXT_HAND_KEY))


def _won_text(result: HandResult, setup: GameSetup) -> str:
    """"Hand over: you won 25 points (gin)"; in Hollywood, a win every game it could count
    in had already decided says so (RULES.md Hollywood): the result panel did, while this
    line announced points no score showed."""
    assert result.winner is not None
    you = setup.has_human and result.winner == setup.human_seat
    if setup.rules.hollywood and result.points and not result.games:
        said = (_tr("Hand over: you won {points} ({how}), but this hand counts in no game")
                if you else
                _tr("Hand over: {name} won {points} ({how}), but this hand counts in no game"))
    else:
        said = (_tr("Hand over: you won {points} ({how})") if you
                else _tr("Hand over: {name} won {points} ({how})"))
    return said.format(name=setup.names[result.winner], points=points_text(result.points),
                       how=result_how(result))


def match_over_text(match: Match, setup: GameSetup) -> str:
    """"Match over: you won with 134 points"; in Hollywood, won by games (RULES.md
    Hollywood), "Match over: you won two of the three games"."""
    winner = match.winner
    assert winner is not None
    won = games_won(match.game_winners, match.seats) if match.rules.hollywood else {}
    if won and all(n < won[winner] for seat, n in won.items() if seat != winner):
        # With every game decided, more games than each other player is two or three:
        # said in words ("you won 3 of the three games" read as a sum, not a sweep).
        you = setup.has_human and winner == setup.human_seat
        if won[winner] == len(match.game_winners):
            said = (_tr("Match over: you won all three games") if you
                    else _tr("Match over: {name} won all three games"))
        else:
            said = (_tr("Match over: you won two of the three games") if you
                    else _tr("Match over: {name} won two of the three games"))
        return said.format(name=setup.names[winner])
    total = match.totals[winner] if match.totals else match.scores[winner]
    if setup.has_human and winner == setup.human_seat:
        return _tr("Match over: you won with {points}").format(points=points_text(total))
    return _tr("Match over: {name} won with {points}").format(
        name=setup.names[winner], points=points_text(total))


__all__ = ["AppRefusal", "CANCEL_KEY", "CAPTAIN_DECIDES_KEY", "CardText", "DISCARD_KEY",
           "DRAW_STOCK_KEY", "ENTER_KEY", "FOLLOW_ADVICE_KEY", "KNOCK_KEY", "NEW_GAME_KEY",
           "NEXT_HAND_KEY", "PASS_UPCARD_KEY", "REST_OF_DECK_KEY", "TAKE_PILE_KEY",
           "TAKE_UPCARD_KEY", "advice_keys", "app_refusal_text", "beside_prompt_text",
           "best_knock_card", "card_label",
           "card_name", "discard_deadwood", "discard_how_text", "games_won", "hand_over_text",
           "key_text",
           "knock_deadwood", "knock_is_gin", "knock_mode_text", "match_over_text", "points_text",
           "rank_name", "refusal_text", "result_how", "result_word", "status_text", "suit_name",
           "with_discard_how", "with_draw_keys", "your_turn_text"]
