"""The move log: every public move of the hand, in words, in a dock the player can open.

"Computer took your 9♥ from the pile" is built here from the engine's public history
(``SeatView.history``), which every seat may see, so the log never tells more than the
table showed. ``move_sentences`` is the one place these sentences are made; the dock only
lists them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QDockWidget, QListWidget, QListWidgetItem, QWidget,
)

from gin_desktop.engine import (
    Card, HandResult, Meld, MeldKind, Phase, PublicMove, ResultKind, RolesDrawn,
)

from .accessibility import list_separator, meld_text
from .agreement import CardList, fill
from .hand_rules_words import hand_rules_lines
from .i18n import translate as _tr
from .model import GameModel
from .prompts import CardText, card_label, card_name
from .role_draw_words import hand_roles_line, role_draw_lines


class _Seats:
    """Seat names, and whether a seat is the person's (sentences say "you")."""

    def __init__(self, names: Sequence[str], you: int | None) -> None:
        self.names = list(names)
        self.you = you

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return _tr("Seat {n}").format(n=seat + 1)

    def pick(self, seat: int, you: str, other: str, **values: str) -> str:
        """``you`` when ``seat`` is the person's, else ``other`` about ``{name}``."""
        if seat == self.you:
            return you.format(**values)
        return other.format(name=self.name(seat), **values)


def discarder(history: Sequence[PublicMove], index: int) -> int | None:
    """Who put the card taken at ``history[index]`` on the pile (None: the upcard)."""
    card = history[index].card
    for move in reversed(history[:index]):
        if move.kind == "discard" and move.card == card:
            return move.seat
    return None


def _pile_sentence(seats: _Seats, seat: int, card: str, owner: int | None) -> str:
    if owner is None or owner == seat:
        return seats.pick(seat, _tr("You took the {card} from the pile"),
                          _tr("{name} took the {card} from the pile"), card=card)
    if seat == seats.you:
        return _tr("You took {owner}'s {card} from the pile").format(
            owner=seats.name(owner), card=card)
    if owner == seats.you:
        return _tr("{name} took your {card} from the pile").format(
            name=seats.name(seat), card=card)
    return _tr("{name} took {owner}'s {card} from the pile").format(
        name=seats.name(seat), owner=seats.name(owner), card=card)


def move_sentence(history: Sequence[PublicMove], index: int, names: Sequence[str],
                  you: int | None, knock_card: Card | None = None,
                  words: CardText = card_label) -> str:
    """``history[index]`` as a sentence ("Computer took your 9♥ from the pile").
    ``knock_card``: the card a knock (or gin) discarded face down, once the showdown has
    shown it (RULES.md two-player 5, 6: the knock comes with a discard; only big gin has
    none); ``words``: how a card is written (``prompts.card_name`` for the ear)."""
    seats = _Seats(names, you)
    move = history[index]
    seat = move.seat
    card = words(move.card) if move.card is not None else ""
    kind = move.kind
    if kind == "pass":
        return seats.pick(seat, _tr("You passed the upcard {card}"),
                          _tr("{name} passed the upcard {card}"), card=card)
    if kind == "take":
        return seats.pick(seat, _tr("You took the upcard {card}"),
                          _tr("{name} took the upcard {card}"), card=card)
    if kind == "stock":
        return seats.pick(seat, _tr("You drew from the stock"),
                          _tr("{name} drew from the stock"))
    if kind == "pile":
        return _pile_sentence(seats, seat, card, discarder(history, index))
    if kind == "discard":
        return seats.pick(seat, _tr("You discarded the {card}"),
                          _tr("{name} discarded the {card}"), card=card)
    if kind == "big-gin":
        return seats.pick(seat, _tr("You declared big gin"), _tr("{name} declared big gin"))
    if kind == "knock" and knock_card is not None:
        return seats.pick(seat, _tr("You knocked, discarding the {card} face down"),
                          _tr("{name} knocked, discarding the {card} face down"),
                          card=words(knock_card))
    if kind == "knock":
        return seats.pick(seat, _tr("You knocked"), _tr("{name} knocked"))
    if kind == "gin" and knock_card is not None:
        return seats.pick(seat, _tr("You went gin, discarding the {card} face down"),
                          _tr("{name} went gin, discarding the {card} face down"),
                          card=words(knock_card))
    if kind == "gin":
        return seats.pick(seat, _tr("You went gin"), _tr("{name} went gin"))
    return ""


def drawn_sentence(result: HandResult) -> str:
    """Why a hand ended with no score (RULES.md two-player 9, 10): no move of the history
    says so, and the log's last line was the last discard. Empty for a hand that scored."""
    if result.kind is ResultKind.DRAWN and result.wall == 0:
        return _tr("The hand is drawn: the stock is empty")
    if result.kind is ResultKind.DRAWN:
        return _tr("The hand is drawn: only {n:card is|cards are} left in the stock").format(
            n=result.wall)
    if result.kind is ResultKind.REPETITION:
        return _tr("The hand is drawn: the same position came up a third time")
    return ""


def cards_and(cards: Sequence[Card], card: CardText = card_label) -> CardList:
    """Cards as people write them, the last after "and": "7♥", "7♥ and 8♥", "7♥, 8♥ and
    9♥" (``card``: how each is written; ``prompts.card_name`` for the ear). A template may
    ask for them in a case ("{cards:gen}")."""
    return CardList([card(c) for c in cards], list_separator(), _tr("{cards} and {last}"))


def layoff_sentence(result: HandResult, name: Callable[[int], str], you: int | None,
                    card: CardText = card_label) -> str:
    """The defender's layoffs, named, and the deadwood they left ("Computer laid off 7♥
    and 8♥ on your melds, leaving 9 deadwood."), for the result panel and this log: the
    green outline alone says nothing to someone who missed the cards flying. Empty when
    nothing was laid off."""
    layout = result.defender_layout
    if layout is None or not layout.layoffs:
        return ""
    cards = cards_and([lay.card for lay in layout.layoffs], card)
    knocker = name(result.knocker) if result.knocker is not None else ""
    defender = name(result.defender) if result.defender is not None else ""
    text, other = _layoff_template(result, you, card is card_label, knocker, defender)
    # One pass: a name holding braces is not filled again.
    return fill(text, cards=cards, name=other, knocker=knocker, defender=defender,
                dd=result.defender_deadwood)


def _layoff_template(result: HandResult, you: int | None, eye: bool, knocker: str,
                     defender: str) -> tuple[str, str]:
    """``layoff_sentence``'s template and the other player's name in it. For the ear
    (``eye`` False) each card named takes its article, as the spoken sentences name cards
    ("laid off the three of clubs"); the cards' symbols take none ("laid off 3♣")."""
    if you is not None and result.defender == you:
        return (_tr("You laid off {cards} on {name}'s melds, leaving {dd} deadwood.") if eye
                else _tr("You laid off {cards:the|the} on {name}'s melds, leaving {dd} "
                         "deadwood.")), knocker
    if you is not None and result.knocker == you:
        return (_tr("{name} laid off {cards} on your melds, leaving {dd} deadwood.") if eye
                else _tr("{name} laid off {cards:the|the} on your melds, leaving {dd} "
                         "deadwood.")), defender
    return (_tr("{defender} laid off {cards} on {knocker}'s melds, leaving {dd} deadwood.")
            if eye else _tr("{defender} laid off {cards:the|the} on {knocker}'s melds, "
                            "leaving {dd} deadwood.")), ""


def layoffs_by_meld(result: HandResult) -> list[tuple[Meld, list[Card]]]:
    """The knocker's melds that cards were laid off onto, in the knocker's order, each with
    those cards (none when nothing was laid off)."""
    knocker, defender = result.knocker_layout, result.defender_layout
    if knocker is None or defender is None:
        return []
    onto: dict[int, list[Card]] = {}
    for lay in defender.layoffs:
        onto.setdefault(lay.meld_index, []).append(lay.card)
    return [(knocker.melds[index], cards) for index, cards in sorted(onto.items())]


def meld_words(meld: Meld, card: CardText = card_label) -> str:
    """A meld as the table lays it out, "3♦ 4♦ 5♦"; to the ear as a player says it,
    "three to five of diamonds" (``accessibility.meld_text``)."""
    return meld_text(meld, card)


def layoff_meld_sentences(result: HandResult, card: CardText = card_label) -> list[str]:
    """Which meld each card laid off went onto, one sentence per meld ("The 2♦ and 6♦ went
    onto the run 3♦ 4♦ 5♦."), for this log after ``layoff_sentence``: the melds grown on
    the table no longer show what they grew from. Empty when nothing was laid off."""
    sentences = []
    for meld, cards in layoffs_by_meld(result):
        run = meld.kind is MeldKind.RUN
        # One card or several: the translations' verbs agree with the number.
        if len(cards) == 1:
            template = (_tr("The {card} went onto the run {meld}.") if run
                        else _tr("The {card} went onto the set {meld}."))
        else:
            template = (_tr("The {cards} went onto the run {meld}.") if run
                        else _tr("The {cards} went onto the set {meld}."))
        sentences.append(fill(template, card=card(cards[0]), cards=cards_and(cards, card),
                              meld=meld_words(meld, card)))
    return sentences


def layoff_places_sentence(result: HandResult, name: Callable[[int], str], you: int | None,
                            card: CardText = card_label) -> str:
    """Who laid off which cards onto which of the knocker's melds, and the deadwood left,
    in one sentence ("Computer laid off 4♣ on the run A♣ 2♣ 3♣ and 5♦ on the run 6♦ 7♦ 8♦,
    leaving 9 deadwood."), for the result panel: the melds grown on the table no longer
    show what they grew from. Empty when nothing was laid off."""
    places = []
    for meld, cards in layoffs_by_meld(result):
        # Each place is the object of "laid off" below: a translation gives its cards the
        # case (or article) that sentence's verb asks for.
        template = _layoff_place_template(meld.kind is MeldKind.RUN, card is card_label)
        places.append(fill(template, cards=cards_and(cards, card), meld=meld_words(meld, card)))
    if not places:
        return ""
    laid = places[0] if len(places) == 1 else fill(
        # Parted more clearly than cards are: each place holds an "and" of its own.
        _tr("{places}, and {last}"), places=list_separator().join(places[:-1]),
        last=places[-1])
    if you is not None and result.defender == you:
        text = _tr("You laid off {layoffs}, leaving {dd} deadwood.")
    else:
        text = _tr("{name} laid off {layoffs}, leaving {dd} deadwood.")
    defender = name(result.defender) if result.defender is not None else ""
    # One pass: a name holding braces is not filled again.
    return fill(text, layoffs=laid, name=defender, dd=result.defender_deadwood)


def _layoff_place_template(run: bool, eye: bool) -> str:
    """One place of ``layoff_places_sentence``: its cards and the meld they went onto. For
    the ear the cards take their article and the meld is "of" its cards ("the three of
    clubs on the run of four of clubs, ..."); the symbols are written bare ("3♣ on the run
    4♣ 5♣ 6♣")."""
    if eye:
        return _tr("{cards} on the run {meld}") if run else _tr("{cards} on the set {meld}")
    return (_tr("{cards:the|the} on the run of {meld}") if run
            else _tr("{cards:the|the} on the set of {meld}"))


#: A space no line breaks at; the space before a card the log writes ("9♥", "10♣") that
#: follows a word, not another card (a run of ten cards may still wrap inside itself).
NO_BREAK_SPACE = "\u00a0"
_SPACE_BEFORE_CARD = re.compile(r"(?<![♣♦♥♠]) (?=(?:10|[2-9AJQK])[♣♦♥♠])")


def cards_held(line: str) -> str:
    """``line`` with each card (or run of cards) held to the word before it: a narrow log
    wrapped "passou a carta virada" above a lone "4♦", and parted "o" from "9♣"."""
    return _SPACE_BEFORE_CARD.sub(NO_BREAK_SPACE, line)


def move_sentences(history: Sequence[PublicMove], names: Sequence[str],
                   you: int | None, knock_card: Card | None = None) -> list[str]:
    """Every move of ``history`` as a sentence, oldest first (``knock_card``: as for
    ``move_sentence``)."""
    return [move_sentence(history, i, names, you, knock_card) for i in range(len(history))]


# How the log writes a card for the eye, and for the ear.
BOTH: tuple[CardText, CardText] = (card_label, card_name)


class MoveLogDock(QDockWidget):
    """View ▸ Move log: the hand's public moves, newest last, following the model."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("move_log_dock")
        self.setWindowTitle(_tr("Move log"))
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.model = model
        self.list = QListWidget()
        self.list.setObjectName("move_log")
        self.list.setAccessibleName(_tr("Moves of this hand"))
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # Tab reaches it (between the table and the score pad): a screen reader reads the
        # moves with the arrows.
        self.list.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.list.installEventFilter(self)
        self.setWidget(self.list)
        # At the last line, the log stays there when its room shrinks (the score pad
        # grows a row at the end of a hand and takes height from the log below it): the
        # last move was left half hidden. Scrolled up, the reader is left where they are.
        self._at_end = True
        bar = self.list.verticalScrollBar()
        bar.valueChanged.connect(self._note_place)
        bar.rangeChanged.connect(self._keep_place)
        # The hand shown, its moves listed, and whether how it ended (layoffs, a draw) is.
        self._shown: tuple[int, int, bool] | None = None
        model.match_started.connect(self._restart)
        model.names_changed.connect(self._restart)  # every line says the new name
        model.state_changed.connect(self.refresh)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.list and event.type() == QEvent.Type.FocusIn
                and self.list.currentRow() < 0 and self.list.count()):
            # The keyboard arrives on the newest move, framed: with no line current (none
            # is ever selected), Tab brought the focus here and nothing showed it, and the
            # arrows started from nowhere.
            self.list.setCurrentRow(self.list.count() - 1)
        return super().eventFilter(watched, event)

    def _restart(self) -> None:
        # Another match (new or resumed): nothing shown so far belongs to it.
        self._shown = None
        self.refresh()

    def _note_place(self, value: int) -> None:
        self._at_end = value >= self.list.verticalScrollBar().maximum()

    def _keep_place(self, _minimum: int, maximum: int) -> None:
        # A new range leaves the value as it was: called before any valueChanged, so
        # ``_at_end`` still says where the reader was.
        if self._at_end:
            self.list.verticalScrollBar().setValue(maximum)

    def _role_draw_lines(self, hand: int, card: CardText) -> list[str]:
        """Three-hand, first hand: how the roles were drawn (the match's first event);
        a later hand: who has which role in it."""
        if hand != 1:
            return self._roles_line()
        drawn = next((e for e in self.model.match.events if isinstance(e, RolesDrawn)), None)
        if drawn is None:
            return []
        you = self.model.human_seat if self.model.setup.has_human else None
        return role_draw_lines(drawn, _Seats(self.model.setup.names, you).name, you, card)

    def _roles_line(self) -> list[str]:
        """Three-hand: the hand's roles from the hand itself (the box deals, the captain
        is the other player); the match's roles have moved on to the next hand by the time
        a finished hand's log is shown again."""
        match = self.model.match
        if not match.roles():
            return []
        box, captain = match.hand.dealer, match.hand.non_dealer
        out = next(seat for seat in match.seats if seat not in (box, captain))
        you = self.model.human_seat if self.model.setup.has_human else None
        return [hand_roles_line(box, captain, out, _Seats(self.model.setup.names, you).name,
                                you)]

    def _add(self, shown: str, spoken: str) -> None:
        """A line, its cards as the table writes them (``shown``: "9♥"), and for a screen
        reader in words (``spoken``): "9♥" was read out as "9 black heart suit"."""
        item = QListWidgetItem(cards_held(shown))
        if spoken != shown:
            item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)
        self.list.addItem(item)

    def lines(self) -> list[str]:
        """The lines as they read (the spaces that hold a card to its word as spaces)."""
        return [self.list.item(row).text().replace(NO_BREAK_SPACE, " ")
                for row in range(self.list.count())]

    def refresh(self) -> None:
        """Show the hand's moves (only the new ones are added)."""
        model = self.model
        if not model.has_match:
            self.list.clear()
            self._shown = None
            return
        view = model.human_view()
        history = view.history
        hand = view.hand_number
        shown = self._shown
        if shown is not None and shown[0] == hand and shown[1] <= len(history) and (
                not shown[2] or shown[1] == len(history)):
            start = shown[1]
            laid = shown[2]
        else:
            laid = False
            self.list.clear()
            self.list.addItem(_tr("Hand {hand}").format(hand=hand))
            header = self.list.item(0)
            font = header.font()
            font.setBold(True)
            header.setFont(font)
            # Three-hand: who plays this hand first, then what the variant made of it:
            # under the knock limit told before the draw, a sitter read "you may knock
            # with 6 deadwood or less" and only then that they sat out.
            for text, said in zip(*(self._role_draw_lines(hand, card) for card in BOTH),
                                  strict=True):
                self._add(text, said)
            # What the variant made of this hand, before its first move: the knock limit
            # an Oklahoma upcard sets is news to a newcomer, who finds it here in words.
            # Computers only: the two holding cards by name, the non-dealer first, as the
            # table's corner says it (``TableMirror.holders``).
            non_dealer = view.opponent if view.player == view.dealer else view.player
            names = model.setup.names
            players = (None if model.setup.has_human
                       else (names[non_dealer], names[view.dealer]))
            for line in hand_rules_lines(view.terms, sitting_out=view.is_advisor,
                                         players=players):
                self.list.addItem(line)
            start = 0
        you = model.human_seat if model.setup.has_human else None
        over = view.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        # The knock is the hand's last move: once it is listed, the showdown has turned
        # its face-down discard up.
        knock_card = model.match.table_state().knock_discard if over else None
        for index in range(start, len(history)):
            self._add(*(move_sentence(history, index, model.setup.names, you, knock_card,
                                      card) for card in BOTH))
        # How the hand ended, which no move of the history tells (the showdown's layoffs,
        # a drawn hand's reason), once it is over.
        result = model.match.last_result
        if not laid and over and result is not None and result.hand_number == hand:
            def ending(card: CardText, result: HandResult = result) -> list[str]:
                return [sentence for sentence in (
                    layoff_sentence(result, model.seat_name, you, card),
                    *layoff_meld_sentences(result, card), drawn_sentence(result))
                    if sentence]
            for text, said in zip(*(ending(card) for card in BOTH), strict=True):
                self._add(text, said)
                laid = True
        self._shown = (hand, len(history), laid)
        self.list.scrollToBottom()
