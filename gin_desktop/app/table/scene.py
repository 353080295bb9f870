"""The card table: a ``QGraphicsScene`` that follows a ``GameModel`` and turns the
player's clicks and drags into actions.

Data flows one way (docs/app-architecture.md): ``match_started`` rebuilds the table,
``events_applied`` queues one animation step per engine event (``mirror.py`` says why the
table keeps its own copy), ``state_changed`` refreshes highlights, buttons and texts. Input
never touches the engine: it becomes ``model.play``, ``model.suggest`` or
``model.next_hand``. Drag handling lives here, not in the items (as in KPat): press, move
past ``QApplication.startDragDistance()``, release over the legal pile the card overlaps
most. The piles (``piles.py``) lay out their cards and say what a drop on them means; the
words on the felt are ``captions.py``'s, the buttons ``controls.py``'s, the result panel
and advice bubble ``panels.py``'s (docs/app-architecture.md).

Each user intent has its own method (``draw_from_stock``, ``take_upcard``, ``discard``,
``knock``...), so keyboard control can call the same code as the mouse.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontInfo, QImage, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QApplication, QGraphicsItem, QGraphicsRectItem, QGraphicsScene, QGraphicsSceneMouseEvent,
    QWidget,
)

from gin_desktop.ai import Advice
from gin_desktop.engine import (
    BIG_GIN, DRAW_DISCARD, DRAW_STOCK, PASS_UPCARD, TAKE_UPCARD, Action, ActionKind,
    Arrangement, Card, Meld,
    CardDrawn, Event, FULL_DECK, HandDealt, HandEnded, MatchEnded, Phase, Role,
    RolesRotated, SeatView, ShowdownLaid, UpcardTaken,
)
from gin_desktop.engine.melds import deadwood_after_each_discard

from ..i18n import translate as _tr
from ..level_names import level_label
from ..model import GameModel
from ..setup import HUMAN
from ..prompts import (
    AppRefusal, app_refusal_text, discard_deadwood, discard_how_text, knock_deadwood,
    knock_is_gin, knock_mode_text,
)
from .captions import Seats, TableCaptions
from .animation import ARRANGE_MS, DEAL_STAGGER_MS, LAYOFF_MS, MOVE_MS, Animator, Move
from .art import CardArt
from .controls import ControlState, TableControls
from .geometry import (
    LEAST_FONT_PX, TableGeometry, grouped_width, insertion_index, spread, table_geometry,
    text_scale,
)
from .hand_order import SORT_MODES, HandOrder, sorted_hand
from .items import (
    ACCENT, Z_DRAG, ButtonItem, CardItem, Highlight, PanelItem, PileFanItem, PillItem,
    SeatLabelItem, SlotItem, SlotKind,
)
from .menu_spot import MenuSpot, SpotKind
from .mirror import TableMirror
from .panels import AdviceBubble, AdviceSeats, ResultPanel
from .piles import (
    CardPlace, DiscardPile, HandRow, KnockSpot, OutOfPlayRow, Pile, PileKind, ShowdownRows,
    StockPile, Target, laid_down,
)
from .meld_marks import MeldMarks
from .shade import DEFAULT_FELT
from .texts import Names

log = logging.getLogger(__name__)

# How long the pointer rests on the discard pile before the whole pile is shown.
PILE_HOVER_MS = 450
# How long a refusal stays in the prompt on the table.
REFUSAL_MS = 3500
# The piles cleared away for the result panel when a hand is over: the middle row (and
# the sitter's cards out of play where they lie under its plate, in the panel's way).
_MIDDLE = (PileKind.STOCK, PileKind.DISCARD, PileKind.KNOCK)

# How much of a carried card shows over a discard made while it was held: a ghost, the
# new discard plainly readable under it.
_SEE_THROUGH = 0.35


@dataclass(slots=True)
class _Press:
    """A mouse press on a card that may become a click or a drag."""

    item: CardItem
    # The pile the card is picked up from: the own hand, the stock or the discard pile.
    source: PileKind
    start: QPointF
    offset: QPointF
    dragging: bool = False
    # The discard pile's top card at the press: one discarded since lies under the carried
    # card, which must not hide it.
    pile_top: Card | None = None


class TableScene(QGraphicsScene):
    """The table for one ``GameModel``; see the module docstring."""

    # A short message for the status line (why a move was refused, say).
    status_message = Signal(str)
    # A message of the table's own that no longer holds (how to discard, knock mode on, a
    # drop that went nowhere: the person has moved, or left knock mode, since).
    message_withdrawn = Signal(str)
    # What the table says by itself, in words, for screen readers as well (a knock it
    # refuses, knock mode on, a drop that went nowhere); the model's refusals are said by
    # the model (``refused_in_words``).
    said = Signal(str)
    # Knock mode began or ended (the status line then says what the table's prompt says).
    knock_mode_changed = Signal(bool)
    # The player pressed "New game" on the match-over panel.
    new_game_requested = Signal()
    # The player pressed "Review hand" or "Show the rest of the deck" on the result panel.
    review_requested = Signal()
    reveal_requested = Signal()
    # The player rearranged the bottom hand (sorted it, or moved a card within it): work
    # of theirs that no move of the game saves.
    hand_rearranged = Signal()

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._art = CardArt()
        self._felt_colour = QColor(DEFAULT_FELT)
        self._felt: QImage | None = None
        self._geometry: TableGeometry = table_geometry(1280, 800)
        self.setSceneRect(0, 0, self._geometry.width, self._geometry.height)
        self._animator = Animator(self)
        self._animator.idle.connect(self._on_idle)
        self._mirror: TableMirror | None = None
        self._order = HandOrder()
        # The hint's and the screen reader's words about the hand name the melds this row
        # shows: one arrangement, kept here (``HandOrder.shown``).
        model.shown_arrangement = self._order.arrangement_for
        self._sort_mode = "melds"
        self._knock_mode = False
        # The person plays by keys (``KeyboardController.active``): the prompt says how to
        # discard with them, not with the mouse.
        self._keyboard_play = False
        # In knock mode, the hand card under the pointer (its knock's deadwood is shown).
        self._knock_hover: Card | None = None
        self._advice: Advice | None = None
        # Whether the advice's card is still marked: only until the next move, the one
        # it was about (the bubble keeps the words as the last answer after that).
        self._advice_marked = False
        # The card the last Hint named: it glows until the next move.
        self._hinted: Action | None = None
        self._press: _Press | None = None
        # The last click made a move (a knock chosen in knock mode): the second press of a
        # double-click on that card is not news, and must not cut the showdown short.
        self._click_acted = False
        # Where in the hand row a card drawn by a drop lands (None: at the end).
        self._landing: int | None = None
        self._refused = False
        self._refusal = ""
        # The last message the table put on the status line by itself, until it is stale.
        self._told = ""
        self._fan_pinned = False
        # Cards are being dealt (animated): nothing to act on is shown yet.
        self._dealing = False

        # The piles (piles.py): each lays out its cards and judges what a drop on it means.
        self._stock = StockPile()
        self._discard = DiscardPile()
        self._knock_spot = KnockSpot()
        self._own_row = HandRow(own=True)
        self._other_row = HandRow(own=False)
        self._showdown = ShowdownRows()
        self._out_of_play = OutOfPlayRow()
        self._meld_marks = MeldMarks()
        self.addItem(self._meld_marks)
        # Where each card lies, as its piles last laid it out.
        self._places: dict[Card, CardPlace] = {}

        self._cards: dict[Card, CardItem] = {}
        for card in FULL_DECK:
            item = CardItem(card, self._art)
            item.activated.connect(self._on_card_activated)
            # Nothing of a game shows before there is one (behind the Resume question).
            item.setVisible(False)
            self.addItem(item)
            self._cards[card] = item
        self._build_fixtures()

        self._refusal_timer = QTimer(self)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.timeout.connect(self._clear_refusal)
        self._pile_timer = QTimer(self)
        self._pile_timer.setSingleShot(True)
        self._pile_timer.timeout.connect(lambda: self.show_pile(True))
        # A click on a hand card says how to discard, once it is not the first half of a
        # double-click (which discards: the how-to would then linger after the discard).
        self._how_timer = QTimer(self)
        self._how_timer.setSingleShot(True)
        self._how_timer.timeout.connect(self._say_how_to_discard)

        model.match_started.connect(self._on_match_started)
        model.events_applied.connect(self._on_events)
        model.state_changed.connect(self._on_state_changed)
        model.action_refused.connect(self._on_refused)
        model.advice_changed.connect(self._on_advice)
        model.names_changed.connect(self._on_names_changed)
        self.set_table_size(self._geometry.width, self._geometry.height)
        if model.has_match:
            self._on_match_started()

    # ================================================================ fixtures
    def _build_fixtures(self) -> None:
        self._stock_slot = SlotItem(SlotKind.STOCK, _tr("Stock"))
        self._pile_slot = SlotItem(SlotKind.PILE, _tr("Discard pile"))
        self._knock_slot = SlotItem(SlotKind.KNOCK, _tr("Knock here"))
        self._hand_zone = SlotItem(SlotKind.HAND, "")
        for slot in (self._stock_slot, self._pile_slot, self._knock_slot, self._hand_zone):
            self.addItem(slot)
        # Before a match (while the game asks whether to resume one) the felt is bare: the
        # piles' outlines show with the first deal.
        for slot in (self._stock_slot, self._pile_slot, self._knock_slot, self._hand_zone):
            slot.setVisible(False)
        # Where a card dragged over the hand row will land: a bar between two cards.
        self._landing_marker = QGraphicsRectItem()
        self._landing_marker.setBrush(ACCENT)
        self._landing_marker.setPen(Qt.PenStyle.NoPen)
        self._landing_marker.setZValue(Z_DRAG - 1)
        self._landing_marker.setVisible(False)
        self.addItem(self._landing_marker)
        self._captions = TableCaptions(self, toggle_pile=self._toggle_pile)
        self._labels = self._captions.plates

        self._controls = TableControls(self, take=self.take_upcard, pass_upcard=self.pass_upcard,
                                       knock=self.toggle_knock_mode, big_gin=self.big_gin,
                                       sort=self.sort_hand)
        self._result = ResultPanel(self, next_hand=self.next_hand,
                                   new_game=self.new_game_requested.emit,
                                   review=self.review_requested.emit,
                                   reveal=self.reveal_requested.emit)
        self._advice_bubble = AdviceBubble(self, follow=self.follow_advice,
                                           let_captain_decide=self.let_captain_decide,
                                           let_captain_play_hand=self.let_captain_play_hand)

        self._fan = PileFanItem(self._art)
        self.addItem(self._fan)
        self._fan.setVisible(False)
        # The sitter's own cards out of play, large enough to read (their row is small).
        self._out_fan = PileFanItem(self._art)
        self._out_fan.opaque = True
        self.addItem(self._out_fan)
        self._out_fan.setVisible(False)

    @property
    def _result_panel(self) -> PanelItem:
        """The result panel's item (what the player sees; tests look at it)."""
        return self._result.item

    # ================================================================ public knobs
    @property
    def model(self) -> GameModel:
        return self._model

    @property
    def animator(self) -> Animator:
        return self._animator

    @property
    def geometry(self) -> TableGeometry:
        return self._geometry

    @property
    def mirror(self) -> TableMirror | None:
        return self._mirror

    @property
    def knock_mode(self) -> bool:
        return self._knock_mode

    @property
    def pile_shown(self) -> bool:
        """Whether the whole discard pile is fanned out, whoever opened it (V, a click on
        the pile or its count, a rest of the pointer on it)."""
        return self._fan.isVisible()

    @property
    def hand_order(self) -> tuple[Card, ...]:
        """The bottom hand, left to right, as the player arranged it."""
        return self._order.cards

    def arrangement_for(self, cards: Sequence[Card]) -> Arrangement:
        """The melds and deadwood the bottom row shows of ``cards`` (``HandOrder``): the
        one arrangement its gaps, its Melds sort and the hint's words all follow."""
        return self._order.arrangement_for(cards)

    def card_item(self, card: Card) -> CardItem:
        return self._cards[card]

    def panel_buttons(self) -> list[ButtonItem]:
        """The buttons shown on the result panel and the advice bubble, in reading order
        (row by row, left to right)."""
        shown = [button for panel in (self._result.item, self._advice_bubble.item)
                 if panel.isVisible() for button in panel.buttons if button.isVisible()]
        return _reading_order(shown)

    def button_stops(self) -> list[ButtonItem]:
        """Every button shown on the felt, in reading order: Take and Pass, Knock (or
        Gin!) and Big gin, the sort buttons, and the panels' (``panel_buttons``): the
        table's stops for Tab after its cards. Tab went from the hand past the buttons
        beside the pile and under the hand, which only the mouse and letters reached."""
        shown = [button for button in self._controls.buttons if button.isVisible()]
        return _reading_order(shown + self.panel_buttons())

    def knock_button(self) -> ButtonItem:
        """The Knock (or Gin!) button beside the knock spot."""
        return self._controls.knock

    def default_button(self) -> ButtonItem | None:
        """The result panel's button Enter presses where no other has the keyboard: Next
        hand, or New game at the match's end (None: no result shown, or no button to go
        on with, a match of computers only)."""
        return self._result.default_button() if self._result_panel.isVisible() else None

    def set_deck_style(self, style: str) -> None:
        """"standard", "four-colour" or "large-index" (raises ValueError otherwise)."""
        self._art.set_style(style)
        self._fan.update()
        for item in self._cards.values():
            item.update()

    def set_card_back(self, name: str) -> None:
        """"blue", "red" or "green" (raises ValueError otherwise)."""
        self._art.set_back(name)
        for item in self._cards.values():
            item.update()

    def set_table_colour(self, colour: QColor) -> None:
        self._felt_colour = QColor(colour)
        self._felt = None
        self._meld_marks.set_felt(colour)
        # The shades under the words on the felt follow its lightness (not a panel's
        # buttons: they lie on the panel).
        for item in self.items():
            if isinstance(item, (PillItem, SeatLabelItem, SlotItem, ButtonItem)) \
                    and item.parentItem() is None:
                item.set_felt(colour)
        self.update()

    def set_animation_speed(self, factor: float) -> None:
        """Every duration x ``factor``; 0 = instant. ``GIN_DESKTOP_ANIMATION_SPEED`` wins."""
        self._animator.set_speed(factor)

    def set_table_size(self, width: float, height: float) -> None:
        """Lay the table out for a view of ``width`` x ``height`` (called on every resize)."""
        self._animator.finish()
        held = self._press if self._press is not None and self._press.dragging else None
        aimed_at = self._candidates(held) if held is not None else {}
        self._geometry = g = table_geometry(
            width, height, text_scale(QFontInfo(self.font()).pixelSize()))
        self.setSceneRect(0, 0, g.width, g.height)
        self._felt = None
        size = QSizeF(g.card_w, g.card_h)
        for item in self._cards.values():
            item.set_size(size)
            item.lift = g.lift
        for slot in (self._stock_slot, self._pile_slot, self._knock_slot):
            slot.set_size(size, g.font_px)
        self._stock_slot.setPos(g.stock_x, g.centre_y)
        self._pile_slot.setPos(g.pile_x, g.centre_y)
        self._knock_slot.setPos(g.knock_x, g.centre_y)
        self._captions.set_font_px(g.font_px)
        self._controls.set_font_px(g.font_px)
        for button in (*self._result.item.buttons, *self._advice_bubble.item.buttons):
            button.set_font_px(g.font_px)
        panel_w = min(g.width * 0.56, g.font_px * 38)
        self._result.item.set_metrics(panel_w, g.font_px)
        self._advice_bubble.item.set_metrics(min(g.stock_x - 2 * g.margin, g.font_px * 24),
                                             g.font_px * 0.95)
        if self._mirror is not None:
            self._refresh_texts(prompt=False)  # the pills' sizes, for the layout
            self._animator.apply_now(self._layout_moves())
            self._lift_focused_card()
            self._refresh()
            if self._mirror.result is not None and self._result_panel.isVisible():
                self._show_result()
            if self._fan.isVisible():
                self.show_pile(True)
            if self._out_fan.isVisible():
                self.show_out_of_play(True)
        if held is not None:
            self._follow_relayout(held, aimed_at)
        self.update()

    def _follow_relayout(self, press: _Press, aimed_at: dict[PileKind, QRectF]) -> None:
        """A card carried while the table was laid out anew (the window resized with the
        button down). If the piles it may land on moved, the player was aiming at where
        they no longer are: the drag is called off and the card goes home, and the
        release drops nothing. A small shift (the status line a line taller) keeps the
        drag, with what now lies under the card lit, so a release does what it shows."""
        if _moved(aimed_at, self._candidates(press), self._geometry.card_w / 4):
            self._let_go_of(press)
            self._relayout()
        else:
            self._set_target(self._drop_target(press))

    def call_off_drag(self) -> bool:
        """Escape while the mouse carries a card: the card goes back where it was picked
        up and the release drops nothing, as in other card games. The drag went on, and
        the release on the pile discarded the card the player meant to put back. Whether
        a card was being carried."""
        press = self._press
        if press is None or not press.dragging:
            return False
        self._let_go_of(press)
        self._relayout()
        return True

    def _let_go_of(self, press: _Press) -> None:
        """The mouse no longer carries ``press``'s card: the release will drop nothing."""
        self._press = None
        self._grip(False)
        press.item.setOpacity(1.0)
        self._set_target(None)

    @property
    def sort_mode(self) -> str:
        """The sort last chosen for the bottom hand: "rank", "suit" or "melds"."""
        return self._sort_mode

    @property
    def sort_in_force(self) -> str | None:
        """The sort the bottom hand is in now; None once the player has put it in an order
        of their own."""
        return None if self._order.arranged else self._sort_mode

    def sort_hand(self, mode: str) -> None:
        """Sort the bottom hand by "rank", "suit" or "melds" (and keep that for new deals)."""
        if mode not in SORT_MODES:
            raise ValueError(f"unknown sort mode {mode!r}; one of {', '.join(SORT_MODES)}")
        self._sort_mode = mode
        self._order.sort(mode)
        self._show_sort_in_force()
        self._relayout()
        self.hand_rearranged.emit()

    def keep_melds(self, melds: Sequence[Meld]) -> None:
        """Show ``melds`` in the bottom row again where its least deadwood allows (a
        resumed game: the groups the row showed when it was saved)."""
        self._order.keep(melds)
        self._relayout()

    def move_card(self, card: Card, index: int) -> None:
        """Rearrange the bottom hand: put ``card`` at position ``index``."""
        self._order.move(card, index)
        self._show_sort_in_force()
        self._relayout()
        self.hand_rearranged.emit()

    def _show_sort_in_force(self) -> None:
        """The sort button of the order the hand is in shows checked; none once the player
        has put the hand in an order of their own."""
        self._controls.show_sort_in_force(self.sort_in_force)

    # ================================================================ user intents
    def draw_from_stock(self) -> bool:
        """Draw the top card of the stock."""
        return self._act(DRAW_STOCK)

    def take_upcard(self) -> bool:
        """Take the upcard: the first-turn offer, or a draw from the discard pile."""
        view = self._view()
        if view is not None and view.phase is Phase.UPCARD_OFFER:
            return self._act(TAKE_UPCARD)
        return self._act(DRAW_DISCARD)

    def pass_upcard(self) -> bool:
        return self._act(PASS_UPCARD)

    def discard(self, card: Card) -> bool:
        """Discard ``card`` face up, or knock with it while the knock button is pressed."""
        if self._knock_mode:
            return self.knock(card)
        return self._act(Action.discard(card))

    def discard_face_up(self, card: Card) -> bool:
        """Discard ``card`` face up, in knock mode too (the context menu names the discard
        apart from the knock)."""
        return self._act(Action.discard(card))

    def knock(self, card: Card) -> bool:
        """Knock (or go gin), discarding ``card`` face down."""
        return self._act(Action.knock(card))

    def big_gin(self) -> bool:
        return self._act(BIG_GIN)

    def reveal_rest_of_deck(self) -> None:
        """The rest of the deck, as the result panel's button shows it; while the hand is
        played the model says why not."""
        if self._model.ask_rest_of_deck():
            self.reveal_requested.emit()

    def next_hand(self) -> None:
        self._animator.finish()
        self._model.next_hand()

    def toggle_knock_mode(self) -> None:
        self.set_knock_mode(not self._knock_mode)

    def set_knock_mode(self, on: bool) -> None:
        """While on, the next discard (drag or double-click) knocks."""
        view = self._view()
        if on and view is not None and not _can_knock(view):
            self._say(self._why_no_knock(view))
        on = on and view is not None and _can_knock(view)
        if on != self._knock_mode:
            self._knock_hover = None
            # What the table said ("Drop the card on the discard pile…") was about the
            # step before, in or out of knock mode.
            self._withdraw()
            if on and view is not None:
                # Said once, for a screen reader; the eye reads knock mode's prompt on the
                # table and in the status line (``knock_mode_changed``), not a third time
                # in the status line's message. A knock that goes gin is said as the
                # button and the prompt name it, "Gin!", not "Knock".
                self.said.emit(_knock_mode_said(view))
            self._set_knock_flag(on)
        self._refresh_texts(prompt=False)  # the deadwood pill: the knock's, or the hand's
        self._refresh_controls()

    def _set_knock_flag(self, on: bool) -> None:
        """Every way in and out of knock mode (the button, Escape, a press beside the
        cards, the knock itself, a new deal) comes here, so the window hears of each."""
        if on != self._knock_mode:
            self._knock_mode = on
            # A refusal was about the step before (a card dropped on the knock spot that
            # cannot knock, then Knock pressed): the prompt of the new one takes its place.
            self._refusal = ""
            self._refusal_timer.stop()
            self.knock_mode_changed.emit(on)

    def _why_no_knock(self, view: SeatView) -> str:
        # Not the person's moment at all: say so, as a refused move would.
        moment = self._model.why_not_now()
        if moment is not None:
            return moment
        if view.phase is Phase.DISCARD and view.legal_actions and len(view.hand) == 11:
            least = min(deadwood_after_each_discard(view.hand).values())
            return _no_knock_words(view, least)
        if view.is_advisor:
            return _tr("No knock to suggest now: the captain may knock only after drawing, "
                       "when discarding")
        return _tr("No knock now: knock after drawing, when you are to discard")

    def set_keyboard_play(self, on: bool) -> None:
        """The person plays by keys (True) or with the mouse: the prompt's how-to-discard
        and the sitter's bubble say which keys to press, or what to click."""
        if on != self._keyboard_play:
            self._keyboard_play = on
            view = self._view()
            if self._mirror is not None and view is not None:
                self._refresh_advice(view)  # before the prompt, which keeps clear of it
            self._refresh_prompt()

    def let_captain_decide(self) -> None:
        """Three-hand, sitting out: no advice this time."""
        self._animator.finish()
        self._model.suggest(None)

    def let_captain_play_hand(self) -> None:
        """Three-hand, sitting out: no advice for the rest of this hand."""
        self._animator.finish()
        self._model.let_captain_play_hand()

    def show_hint(self, action: Action) -> None:
        """Make the card a Hint names glow (the stock's top for a draw) until the next move."""
        self._hinted = action
        self._refresh()

    @property
    def hinted_card(self) -> Card | None:
        return self._card_of(self._hinted)

    @property
    def hinted_action(self) -> Action | None:
        """The move the Hint on the table names (None once a move has been made)."""
        return self._hinted

    def play_hint(self) -> bool:
        """Make the move the Hint names (a suggestion when sitting out)."""
        return self._hinted is not None and self._act(self._hinted)

    def show_pile(self, show: bool) -> None:
        """Show (or hide) the whole discard pile fanned out over the table."""
        mirror = self._mirror
        if not show or mirror is None or not mirror.pile:
            self._fan.setVisible(False)
            self._fan_pinned = False
            return
        g = self._geometry
        title = _tr("Discard pile, oldest first ({n})").format(n=len(mirror.pile))
        self._fan.set_cards(mirror.pile, title, QSizeF(g.card_w, g.card_h), g.font_px * 0.9,
                            g.width - 2 * g.margin)
        size = self._fan.size()
        room = g.top_label_y - g.font_px * 0.2 - g.margin
        scale = 1.0
        while size.height() > room and scale > 0.6:
            # A short table (895x420): smaller cards, so that the fan stays above the
            # opponent's name plate instead of covering it.
            scale -= 0.05
            self._fan.set_cards(mirror.pile, title,
                                QSizeF(g.card_w * scale, g.card_h * scale),
                                g.font_px * 0.9, g.width - 2 * g.margin)
            size = self._fan.size()
        x = min(max(g.margin, g.pile_x + g.card_w / 2 - size.width() / 2),
                g.width - g.margin - size.width())
        # Over the opponent's face-down cards, clear of their name plate.
        y = max(g.margin, min(g.top_y, g.top_label_y - size.height() - g.font_px * 0.2))
        self._fan.setPos(round(x), round(y))
        self._fan.setVisible(True)

    @property
    def out_of_play_shown(self) -> bool:
        """Whether the sitter's cards out of play are shown large (a click on their row)."""
        return self._out_fan.isVisible()

    def show_out_of_play(self, show: bool) -> None:
        """Show (or hide) the person's own cards out of play as the sitter (three-hand with
        ``sitter_dealt``, RULES.md three-hand 2: known to the sitter), large enough to read:
        their row by the name plate is small, and on a narrow table its cards overlap to a
        sliver each."""
        row = self._out_of_play_cards_row() if show else None
        cards = [card for card, place in self._places.items()
                 if place.pile is PileKind.OUT_OF_PLAY and place.face_up] if show else []
        if row is None or not cards:
            self._out_fan.setVisible(False)
            return
        cards.sort(key=lambda card: self._places[card].index)
        g = self._geometry
        title = _tr("Your cards, out of play this hand ({n})").format(n=len(cards))
        # As large as the table's own cards where ten fit across (the pile's fan shows
        # them smaller): at 1024x600 the fan's were hardly larger than the row's.
        room = g.width - 2 * g.margin - g.font_px * 2
        scale = max(1.0, min(1 / PileFanItem.CARD_SHARE,
                             room / PileFanItem.row_width(len(cards), g.card_w)))
        self._out_fan.set_cards(cards, title, QSizeF(g.card_w * scale, g.card_h * scale),
                                g.font_px * 0.9, g.width - 2 * g.margin)
        size = self._out_fan.size()
        x = min(max(g.margin, row.left()), g.width - g.margin - size.width())
        # Under the row, or over it where the table is too short below.
        y = row.bottom() + g.font_px * 0.3
        if y + size.height() > g.height - g.margin:
            y = max(g.margin, row.top() - g.font_px * 0.3 - size.height())
        self._out_fan.setPos(round(x), round(y))
        self._out_fan.setVisible(True)

    def _own_out_of_play(self, item: QGraphicsItem | None) -> bool:
        """Whether ``item`` is one of the person's own cards out of play (face up)."""
        place = self._places.get(item.card) if isinstance(item, CardItem) else None
        return place is not None and place.pile is PileKind.OUT_OF_PLAY and place.face_up

    def _pile_clicked(self) -> None:
        """A click on the discard pile that takes nothing. While the person is to discard,
        it is a discard gone astray (a drawn card meant for the pile, a drag let go too
        soon), not a wish to read the pile: it says how to discard, as a click on a hand
        card does, instead of covering the table with the whole pile, which the pile's
        count pill, V and a rest of the pointer on the pile still show. At other times it
        shows (or hides) the whole pile; in knock mode too (the prompt asks for the card to
        knock with: the discard's how-to would contradict it)."""
        if self._to_discard() and not self._knock_mode:
            self._say_how_to_discard()
            return
        if self._stock_only_draw():
            # Meant to take the card: refused, the table says why (as for a drag from the
            # pile), instead of opening the whole pile without a word (a Portuguese
            # beginner's click on the K♠ both had passed, s43).
            self.take_upcard()
            return
        self._toggle_pile()

    def _stock_only_draw(self) -> bool:
        """The person is to draw (or to suggest the draw) and only the stock may be drawn
        from: both players passed the upcard."""
        view = self._view()
        kinds = {a.kind for a in view.legal_actions} if view is not None else set()
        return ActionKind.DRAW_STOCK in kinds and ActionKind.DRAW_DISCARD not in kinds

    def _toggle_pile(self) -> None:
        self.pin_pile(not self._fan.isVisible())

    def pin_pile(self, show: bool) -> None:
        """Show the whole pile until it is hidden on purpose (V, Escape, a click), not only
        while the pointer rests on the pile; or hide it."""
        self.show_pile(show)
        self._fan_pinned = show and self._fan.isVisible()

    def _act(self, action: Action) -> bool:
        """Send ``action`` to the model, as a suggestion when the player sits out."""
        self._animator.finish()
        if not self._model.has_match:
            return False
        self._refused = False
        view = self._model.human_view()
        if view.is_advisor and self._model.setup.has_human:
            self._model.suggest(action)
            return not self._refused
        ok = self._model.play(action)
        if ok and action.kind in (ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.BIG_GIN):
            self._set_knock_flag(False)
        if ok:
            self._withdraw()  # what the table said was about the position before the move
        return ok

    def follow_advice(self) -> bool:
        """Three-hand, as captain: make the move the player sitting out suggests (the
        bubble's Follow advice, or F)."""
        action = getattr(self._advice, "action", None)
        view = self._view()
        if (not isinstance(action, Action) or view is None or view.is_advisor
                or action not in view.legal_actions):
            return False
        return self._act(action)

    def _on_card_activated(self, card: Card) -> None:
        """Enter on a focused card: the obvious move with it."""
        mirror = self._mirror
        if mirror is None:
            return
        if mirror.stock and card is mirror.stock[-1]:
            self.draw_from_stock()
        elif mirror.pile and card is mirror.pile[-1]:
            self.take_upcard()
        elif card in self._order.cards:
            self.discard(card)

    # ================================================================ model signals
    def _sits_out(self, mirror: TableMirror) -> bool:
        """Three-hand: the person sits this hand out (advises the captain)."""
        human = self._names().human_seat
        return human is not None and mirror.roles().get(human) is Role.SITTING_OUT

    def _players_watched(self, mirror: TableMirror) -> tuple[str, str] | None:
        """The names of the two holding cards, where the person is not at the table (a
        match of computers only); None where the person plays or advises."""
        setup = self._model.setup
        if setup.has_human:
            return None
        first, second = mirror.holders()
        return setup.names[first], setup.names[second]

    def _view(self) -> SeatView | None:
        return self._model.human_view() if self._model.has_match else None

    def _names(self) -> Names:
        setup = self._model.setup
        return Names(setup.names, setup.human_seat if setup.has_human else None)

    def _on_match_started(self) -> None:
        self._refusal_timer.stop()
        self._refusal = ""  # about the position before: the new match has not heard it
        self._animator.clear()
        if self._press is not None and self._press.dragging:
            self._grip(False)  # the carried card is dealt anew: nothing is held any more
            self._press.item.setOpacity(1.0)
        self._press = None
        self._landing = None
        self._set_knock_flag(False)
        self._advice = None
        self._advice_bubble.forget()
        self._hinted = None
        self._fan.setVisible(False)
        self._out_fan.setVisible(False)
        self._result_panel.setVisible(False)
        mirror = TableMirror.from_match(self._model.match)
        self._mirror = mirror
        bottom = self._seats()[0]
        self._order.reset(mirror.hands.get(bottom, []), self._sort_mode)
        for item in self._cards.values():
            item.setPos(self._geometry.stock_x, self._geometry.centre_y)
            item.set_face_up(False)
            item.set_highlight(Highlight.NONE)
            item.setVisible(True)
        if mirror.fresh and self._model.match.phase is Phase.UPCARD_OFFER:
            self._animator.enqueue(self._deal_step)
        else:
            # The corner's pills first: a showdown's top row keeps clear of their width,
            # and a new window's corner had no words yet ("solo gin" lay over a meld).
            self._refresh_texts(prompt=False)
            self._animator.apply_now(self._layout_moves())
            if mirror.result is not None:
                self._show_result()
        self._refresh()

    def _on_events(self, events: list[Event]) -> None:
        if events and (self._hinted is not None or self._advice_marked or self._refusal):
            # The hint, the advice and a refusal were about the position before this move.
            self._hinted = None
            self._advice_marked = False
            self._refusal = ""
            self._refusal_timer.stop()
            self._refresh()
        for event in events:
            self._animator.enqueue(lambda e=event: self._event_step(e))  # type: ignore[misc]

    def _on_state_changed(self) -> None:
        view = self._view()
        if view is not None and self._knock_mode and not _can_knock(view):
            self._set_knock_flag(False)
        self._refresh()

    def _on_names_changed(self) -> None:
        """The person renamed in Settings while a hand's result shows: its standings say
        the new name, as the plates and the score pad do ("Stav: Vy: 31" stayed beside
        a plate saying "Honza")."""
        if self._mirror is not None and self._mirror.result is not None \
                and self._result_panel.isVisible():
            self._show_result()

    def _on_refused(self, reason: str) -> None:
        self._refused = True
        self._refusal = reason
        self._refusal_timer.start(REFUSAL_MS)
        self.status_message.emit(reason)
        self._refresh_prompt()

    def _clear_refusal(self) -> None:
        self._refusal = ""
        self._refresh()  # the advice bubble may have made way for the refusal

    def _on_advice(self, advice: object) -> None:
        self._advice = advice if isinstance(advice, Advice) else None
        self._advice_marked = self._advice is not None
        self._refresh()

    def _on_idle(self) -> None:
        self._dealing = False
        self._check_sync()
        self._refresh()
        self._lift_focused_card()

    def _lift_focused_card(self) -> None:
        # Played by keys only: a card carried by the mouse when a dialog took the window's
        # focus came back ringed, and must land flat in the hand.
        focused = self.focusItem()
        if self._keyboard_play and isinstance(focused, CardItem):
            focused.keep_focus_lift()

    # ================================================================ animation steps
    def _event_step(self, event: Event) -> list[Move]:
        mirror = self._mirror
        if mirror is None:
            return []
        if isinstance(event, HandDealt):
            if mirror.same_deal(event):
                return []
            mirror.apply(event)
            bottom = self._seats()[0]
            self._order.reset(mirror.hands.get(bottom, []), self._sort_mode)
            self._result_panel.setVisible(False)
            self._out_fan.setVisible(False)  # the last hand's cards out of play
            self._set_knock_flag(False)
            return self._deal_step()
        mirror.apply(event)
        bottom = self._seats()[0]
        self._order.sync(mirror.hands.get(bottom, []))
        if isinstance(event, CardDrawn | UpcardTaken) and event.seat == bottom:
            self._land_drawn(event.card)
        if isinstance(event, ShowdownLaid):
            self._fan.setVisible(False)
            # The hand's buttons (sorting, knocking) go as its cards are laid down.
            self._refresh_controls(prompt=False)
            self._refresh_texts()
            # Two beats: both hands fall into melds, then the layoffs fly across.
            self._animator.enqueue(self._layoff_step, next_up=True)
            return self._layout_moves(ARRANGE_MS)
        if isinstance(event, HandEnded | MatchEnded | RolesRotated):
            # RolesRotated follows HandEnded: the panel gains its "Next hand: …" line.
            self._show_result()
            self._refresh_controls(prompt=False)
            self._refresh_texts()
            return self._layout_moves(MOVE_MS)  # the middle row makes way for the panel
        self._refresh_texts()
        # A move closes the preview: the pile on the table is the news now.
        self.show_pile(False)
        return self._layout_moves(MOVE_MS)

    def _layoff_step(self) -> list[Move]:
        mirror = self._mirror
        if mirror is None or mirror.showdown is None:
            return []
        mirror.showdown.laid_off = True
        self._refresh_texts()
        return self._layout_moves(LAYOFF_MS)

    def _deal_step(self) -> list[Move]:
        """Every card back on the stock, then dealt one at a time, as the engine deals."""
        mirror = self._mirror
        if mirror is None:
            return []
        g = self._geometry
        start = QPointF(g.stock_x, g.centre_y)
        for item in self._cards.values():
            item.setPos(start)
            item.set_face_up(False)
            item.set_highlight(Highlight.NONE)
            item.setVisible(False)
        # The prompt, the buttons and the deadwood wait until every card has landed.
        self._dealing = self._animator.speed > 0
        deck = mirror.dealt.deck() if mirror.dealt is not None else ()
        dealt = len(deck) - len(mirror.dealt.stock) if mirror.dealt is not None else 0
        order = {card: i for i, card in enumerate(deck[:dealt])}  # the hands, the upcard
        moves = self._layout_moves(MOVE_MS)
        for move in moves:
            i = order.get(move.item.card)
            if i is None:
                continue
            move.delay_ms = i * DEAL_STAGGER_MS
            move.fly_z = Z_DRAG - 1 - i
            # Dealt face down; a card turns up where it lands (own hand, upcard).
            face = move.face_start if move.face_start is not None else move.face_end
            move.face_start, move.face_end = False, face
        self._refresh_texts()
        return moves

    def _relayout(self) -> None:
        if self._mirror is not None:
            self._animator.enqueue(lambda: self._layout_moves(MOVE_MS))

    # ================================================================ layout
    def _seats(self) -> tuple[int, int, int | None]:
        """(bottom, top, side): whose hand is at the bottom, the opponent, the third seat.

        The bottom is the person's hand, or, when they sit out, the captain's (they see it,
        RULES.md three-hand 2). The side seat is the one holding no cards.
        """
        mirror = self._mirror
        assert mirror is not None
        human = self._model.human_seat
        holders = mirror.holders()
        bottom = human if human in holders else mirror.non_dealer
        top = holders[0] if holders[1] == bottom else holders[1]
        side = next((s for s in mirror.seats if s not in holders), None)
        return bottom, top, side

    def _targets(self) -> dict[Card, Target]:
        """Where every card goes: each pile lays out its own cards."""
        mirror = self._mirror
        assert mirror is not None
        g = self._geometry
        targets = self._stock.layout(mirror.stock, g)
        targets.update(self._discard.layout(mirror.pile, g))
        targets.update(self._knock_spot.layout(mirror.knock_card, mirror.showdown is not None, g))
        bottom, top, _side = self._seats()
        laid = self._laid_groups()
        if laid is not None:
            rows = {bottom: g.bottom_y, top: g.top_y}
            targets.update(self._showdown.layout(laid, rows, g, self._corner_reserve()))
            self._meld_marks.show_bars([])
        else:
            own = self._order.sync(mirror.hands.get(bottom, []))
            targets.update(self._own_row.layout(own, g, self._order.shown.melds))
            targets.update(self._other_row.layout(mirror.hands.get(top, []), g))
            self._meld_marks.show_bars(
                self._own_row.meld_bars(own, targets, g, self._order.shown.melds))
        targets.update(self._out_of_play_targets())
        if mirror.result is not None:
            # The hand is over: the middle of the table is the result panel's; the stock,
            # the pile and the knock spot have nothing more to say. The sitter's cards in
            # the corner stay: they are in nobody's way and still the sitter's to read.
            cleared = _MIDDLE if self._out_of_play_in_corner() else (
                *_MIDDLE, PileKind.OUT_OF_PLAY)
            for card, target in targets.items():
                if target.place.pile in cleared:
                    targets[card] = dataclasses.replace(target, visible=False)
        self._places = {card: target.place for card, target in targets.items()}
        return targets

    def _out_of_play_targets(self) -> dict[Card, Target]:
        """Three-hand with ``sitter_dealt``: the sitter's cards by its name plate, face
        up only when the sitter is the person (RULES.md three-hand 2)."""
        mirror = self._mirror
        assert mirror is not None
        side = self._seats()[2]
        row = self._out_of_play_cards_row()
        if side is None or row is None:
            return {}
        face_up = self._names().is_you(side)
        # Sorted as the hand's Suit button sorts, for the sitter to read them; face down,
        # the dealt order, which says nothing.
        cards = sorted_hand(mirror.sitter_cards, "suit") if face_up else mirror.sitter_cards
        return self._out_of_play.layout(cards, face_up, row, self._geometry)

    def _out_of_play_cards_row(self) -> QRectF | None:
        """The part of the out-of-play row the cards take: the rest, at its right, is
        their label's (``TableCaptions.refresh_out_of_play``)."""
        row = self._out_of_play_row()
        if row is None:
            return None
        room = self._captions.out_of_play_room(self._geometry)
        return QRectF(row.left(), row.top(), max(row.width() - room, row.height()),
                      row.height())

    def _out_of_play_row(self) -> QRectF | None:
        """Where the sitter's cards out of play lie (None: no such row now). Over the side
        plate, left of the top hand (as wide as it may grow) and under the variant's pills,
        as the top hand lies over its plate: the column under the plate is the advice
        bubble's, which a short table leaves too little room to share. Under the side plate
        where that corner is too small."""
        mirror = self._mirror
        side = self._seats()[2] if mirror is not None else None
        if mirror is None or side is None or not mirror.sitter_cards:
            return None
        g = self._geometry
        width, height = self._out_of_play.size(g)
        top = self._captions.corner_bottom(g)
        fan = g.card_w + 10 * g.fan_step(11, own=False)
        corner = g.centre_x - fan / 2 - g.font_px * 0.5 - g.margin
        if top + height <= g.top_label_y - g.font_px * 0.2 and corner >= width * 0.6:
            return QRectF(g.margin, round(top), min(width, corner), height)
        return QRectF(g.margin, round(self._captions.side_plate_bottom(g) + g.font_px * 0.3),
                      width, height)

    def _out_of_play_in_corner(self) -> bool:
        """The sitter's cards lie in the top corner, over the side plate (not under it)."""
        row = self._out_of_play_row()
        return row is not None and row.top() < self._geometry.top_label_y

    def _out_of_play_bottom(self) -> float | None:
        """Where the out-of-play row ends when it lies under the side plate, over the
        advice bubble's column (None: it does not)."""
        row = self._out_of_play_row()
        mirror = self._mirror
        if row is None or mirror is None or mirror.result is not None \
                or row.top() < self._geometry.top_label_y:
            return None
        return row.bottom()

    def _laid_groups(self) -> dict[int, list[list[Card]]] | None:
        """Per seat, the hand face up in groups, as laid down at a showdown (None: the
        hands are still held). A drawn hand (RULES.md two-player 9, 10) has no showdown,
        but nothing is left to hide (the rest of the deck shows the other hand anyway): both
        hands in play are shown the same way, each in its least-deadwood melds."""
        mirror = self._mirror
        if mirror is None:
            return None
        if mirror.showdown is not None:
            return self._showdown_groups()
        drawn = mirror.drawn_layouts()
        if not drawn:
            return None
        return {seat: laid_down(layout) for seat, layout in drawn.items()}

    def _showdown_groups(self) -> dict[int, list[list[Card]]]:
        """Per seat: its melds, then its deadwood (and the layoffs before they fly)."""
        mirror = self._mirror
        assert mirror is not None and mirror.showdown is not None
        show = mirror.showdown
        knocker_melds = show.final_melds if show.laid_off else show.knocker_layout.melds
        groups = {show.knocker: [list(m.cards) for m in knocker_melds]
                  + [list(show.knocker_layout.deadwood)]}
        defender = [list(m.cards) for m in show.defender_layout.melds]
        defender.append(list(show.defender_layout.deadwood))
        if not show.laid_off:
            defender.append([lay.card for lay in show.defender_layout.layoffs])
        groups[show.defender] = defender
        return groups

    def _corner_reserve(self) -> float:
        """Room kept free at the left of the top row for the variant's pills (and the
        sitter's cards out of play, when they lie there)."""
        g = self._geometry
        width = self._captions.corner_width()
        row = self._out_of_play_row()
        if row is not None and row.top() < g.top_label_y:
            width = max(width, row.width())
        return g.margin + (width + g.font_px * 0.5 if width else 0.0)

    def _corner_room(self) -> float | None:
        """The widest the variant's pills may be: in play, left of the top hand's fan (on a
        narrow table "spade upcard: scores doubled" ran under the computer's cards); at the
        showdown, the top row, squeezed as far as it goes, still clear of them."""
        mirror = self._mirror
        if mirror is None:
            return None
        g = self._geometry
        laid = self._laid_groups()
        if laid is None:
            # Eleven cards, the most the top hand holds: the words do not change from turn
            # to turn as it draws and discards.
            left = spread(11, g.centre_x, g.fan_step(11, own=False), g.card_w)[0]
            return left - g.margin - g.font_px * 0.5
        top = self._seats()[1]
        sizes = [len(cards) for cards in laid.get(top, [])]
        return (g.width - 2 * g.margin - g.font_px * 0.5
                - grouped_width(sizes, g.card_w, tightest=True))

    def _carried_card_still_held(self, targets: dict[Card, Target]) -> CardItem | None:
        """The card the mouse carries, unless a move took it from the pile it was picked
        up from (Enter, D or K pressed with the button down, the hand ended): then the
        mouse lets go of it and it goes where the move put it. It hung under the pointer,
        and the release tried the move again ("first draw a card")."""
        press = self._press
        if press is None or not press.dragging:
            return None
        target = targets.get(press.item.card)
        if target is None or target.place.pile is not press.source:
            self._let_go_of(press)
            return None
        return press.item

    def _layout_moves(self, duration: float = MOVE_MS) -> list[Move]:
        """Moves that take every card to where the mirror says it is."""
        if self._mirror is None:
            return []
        targets = self._targets()
        dragged = self._carried_card_still_held(targets)
        moves: list[Move] = []
        g = self._geometry
        for card, target in targets.items():
            item = self._cards[card]
            item.set_size(QSizeF(g.card_w * target.scale, g.card_h * target.scale))
            item.liftable = target.liftable
            item.set_ring_outside(target.place.pile in (PileKind.STOCK, PileKind.DISCARD))
            cover = self._cards[target.cover] if target.cover is not None else None
            if cover is not item.cover:
                item.cover = cover
                item.update()
            if item is dragged:
                item.home = QPointF(target.pos)
                item.home_z = target.z
                continue
            at_home = item.pos() == target.pos or (
                item.lifted and item.home == target.pos)
            if at_home and item.face_up == target.face_up and item.isVisible() == target.visible \
                    and item.zValue() == target.z:
                continue
            reveal_early = target.place.pile in (PileKind.DISCARD, PileKind.SHOWDOWN) \
                or not target.face_up
            move = Move(item, QPointF(target.pos), target.z, duration,
                        visible_end=target.visible)
            if at_home and item.lifted:
                # Raised under the pointer: stays raised, only its looks change.
                item.set_face_up(target.face_up)
                item.setZValue(target.z)
                continue
            if item.face_up != target.face_up:
                if reveal_early and target.face_up:
                    move.face_start = True
                else:
                    move.face_end = target.face_up
            moves.append(move)
        if self._press is not None and dragged is not None:
            self._show_through(self._press)  # a discard may have landed under it
        return moves

    # ================================================================ sync check
    def _check_sync(self) -> None:
        """At rest the mirror must match the match; if not (a missed signal), rebuild."""
        mirror = self._mirror
        if mirror is None or not self._model.has_match:
            return
        state = self._model.match.table_state()
        same = (mirror.hand_number == state.hand_number
                and all(set(mirror.hands.get(seat, [])) == set(state.hands[seat])
                        for seat in state.seats)
                and mirror.sitter_cards == list(state.sitter_cards)
                and mirror.stock == list(state.stock)
                and mirror.pile == list(state.face_up_pile))
        if not same:
            log.warning("table out of step with the match; rebuilding")
            self._on_match_started()

    # ================================================================ refresh
    def _refresh(self) -> None:
        if self._mirror is None:
            return
        # The prompt asks the model for its status text: once per refresh, not per part.
        self._refresh_texts(prompt=False)
        self._refresh_controls(prompt=False)
        self._refresh_prompt()

    def _refresh_texts(self, *, prompt: bool = True) -> None:
        mirror = self._mirror
        if mirror is None:
            return
        g = self._geometry
        model = self._model
        seats = Seats(*self._seats())
        captions = self._captions
        setup = model.setup
        captions.refresh_plates(mirror, self._names(), seats,
                                to_act=model.match.to_act if model.has_match else None,
                                thinking=model.is_thinking, g=g,
                                side_middle=self._side_plate_middle(),
                                levels={seat: level_label(level)
                                        for seat, level in enumerate(setup.levels)
                                        if level != HUMAN})
        captions.refresh_corner(mirror, model.match.rules if model.has_match else None, g,
                                room=self._corner_room(), sitting_out=self._sits_out(mirror),
                                players=self._players_watched(mirror))
        captions.refresh_counters(mirror, () if self._dealing else self._order.cards, g,
                                  knock_after=self._knock_after(),
                                  discard_after=self._discard_after(),
                                  captain=self._advising(),
                                  watched=not model.setup.has_human)
        cards_row = (self._out_of_play_cards_row()
                     if mirror.result is None or self._out_of_play_in_corner() else None)
        sitter = self._seats()[2]
        captions.refresh_out_of_play(None if cards_row is None else self._out_of_play.cards_rect(
            len(mirror.sitter_cards), cards_row, g), g,
            yours=sitter is not None and self._names().is_you(sitter))
        self._fit_bottom_plate()
        # The hand is over: the stock and the pile make way for the result panel.
        over = mirror.result is not None
        self._stock_slot.setVisible(not over)
        self._pile_slot.setVisible(not over)
        self._stock_slot.set_state(depth=len(mirror.stock))
        self._pile_slot.set_state(caption=_tr("Discard pile") if not mirror.pile else "")
        if prompt:
            self._refresh_prompt()

    def _refresh_prompt(self) -> None:
        model = self._model
        if not model.has_match:
            self._captions.prompt.setVisible(False)
            return
        mirror = self._mirror
        refusal = bool(self._refusal)
        text = self._refusal if refusal else model.status_text()
        longer = ""
        if self._knock_mode and not refusal:
            text = knock_mode_text(model.human_view())
        elif not refusal:
            longer = model.prompt_with_how(text, self._keyboard_play)
        self._captions.refresh_prompt(
            text, refusal=refusal,
            your_turn=not refusal and model.is_human_turn(),
            # Under the result panel even a refusal stays hidden: the panel sits where the
            # prompt would, so a red strip peeked out half covered; the status line and
            # the panel's own Next hand button say what to do.
            hidden=(mirror is not None and mirror.result is not None)
            or (self._dealing and not refusal),
            bubble=self._advice_bubble.item, g=self._geometry, longer=longer)

    def _side_plate_middle(self) -> float | None:
        """Three-hand, the hand over: the side plate beside the emptied piles' row (None:
        on the top plates' row). The top hand laid down spreads over the felt's width, and
        the plate left under its first meld named the wrong holder. Not when the sitter's
        cards out of play stay in the corner: the plate stays under them."""
        mirror = self._mirror
        if mirror is None or mirror.result is None or self._seats()[2] is None \
                or self._out_of_play_in_corner():
            return None
        g = self._geometry
        return g.centre_y + g.card_h / 2

    def _knock_after(self) -> int | None:
        """In knock mode, the deadwood the knock would leave: with the card under the
        pointer if it may knock, else with the best card (None: not in knock mode)."""
        view = self._view()
        if not self._knock_mode or view is None or len(view.hand) != 11:
            return None
        knockable = {a.card for a in view.legal_actions if a.kind is ActionKind.KNOCK}
        hover = self._knock_hover
        if hover is not None and hover in knockable:
            return deadwood_after_each_discard(view.hand)[hover]
        return knock_deadwood(view)

    def _discard_after(self) -> int | None:
        """Holding eleven cards, the deadwood of the ten the best discard keeps (None:
        not now)."""
        view = self._view()
        return discard_deadwood(view) if view is not None else None

    def _hover_knock(self, pos: QPointF) -> None:
        """In knock mode, follow the hand card under the pointer for the deadwood pill."""
        if not self._knock_mode:
            return
        item = self._interactive_at(pos)
        card = item.card if isinstance(item, CardItem) and item.card in self._order.cards \
            else None
        if card is not self._knock_hover:
            self._knock_hover = card
            self._refresh_texts(prompt=False)

    def _to_discard(self) -> bool:
        """The person is to discard a card of their own hand now."""
        return self._model.person_to_discard()

    def _fit_bottom_plate(self) -> None:
        """The own plate between the deadwood count and the sort buttons as they are
        shown now: placed for the buttons' later state, it ran over them. Where it does not
        fit beside the buttons' "Sort" caption (eleven cards' "Soltos 87 · 77 após descartar"
        and the box's badge, on an 800-pixel screen), the caption makes way: the plate ran over it
        ("CaixaOrdenar"). Where Hollywood's games still have no room on the plate, the three
        buttons become one "Sort ▾" opening a menu of them: the captain's plate gave the
        games up at 800x600 in every language (900x600 in Spanish), even in their short
        form; the scores are what a player looks at the plate for."""
        g, controls = self._geometry, self._controls
        seats = Seats(*self._seats())
        captions = self._captions
        # Tried without hiding the button shown: a button with the keyboard lost it.
        self._fit_beside_sort_buttons(seats)
        if controls.sort_shown() and captions.bottom_games_dropped(seats):
            controls.set_sort_font_px(g.font_px, g)
            captions.fit_bottom_plate(seats, right_limits=[controls.sort_left(g, compact=True)],
                                      g=g)
            if not captions.bottom_games_dropped(seats):
                controls.set_sort_compact(True, g)
                return
            self._fit_beside_sort_buttons(seats)  # no gain: the three buttons as they were
        controls.set_sort_compact(False, g)

    def _fit_beside_sort_buttons(self, seats: Seats) -> None:
        """``_fit_bottom_plate`` beside the three sort buttons."""
        g, controls = self._geometry, self._controls
        # In a desktop's larger type the row may hold neither: the sort buttons take
        # smaller type (not below the table's usual least) before the plate covers them
        # ("Tú Repartidor" over "Valor", Spanish, 14-point type at 1366x768).
        sizes = [g.font_px] + [g.font_px * factor for factor in (0.9, 0.8, 0.7)
                               if g.font_px * factor >= LEAST_FONT_PX]
        for px in sizes:
            controls.set_sort_font_px(px, g)
            limits = ([controls.sort_left(g, captioned=True, compact=False),
                       controls.sort_left(g, captioned=False, compact=False)]
                      if controls.sort_shown() else [None])
            fitted = self._captions.fit_bottom_plate(seats, right_limits=limits, g=g)
            right = limits[fitted]
            plate = self._captions.plates[seats.bottom]
            if right is None or plate.x() + plate.size().width() <= right - g.font_px + 0.5:
                break
        controls.show_sort_caption(fitted == 0, g)

    def _refresh_controls(self, *, prompt: bool = True) -> None:
        mirror = self._mirror
        view = self._view()
        if mirror is None or view is None:
            return
        g = self._geometry
        legal = view.legal_actions if not (self._model.is_thinking or self._dealing) else ()
        kinds = {a.kind for a in legal}
        in_hand = mirror.showdown is None and mirror.result is None
        self._show_sort_in_force()  # a new deal starts in the sort chosen
        self._refresh_highlights(legal, in_hand)
        marked = self._hinted or (self._advice_marked and getattr(self._advice, "action", None))
        self._controls.mark(marked.kind if isinstance(marked, Action) and in_hand else None)
        can_knock = in_hand and ActionKind.KNOCK in kinds
        self._controls.refresh(ControlState(
            offer=ActionKind.TAKE_UPCARD in kinds and in_hand,
            upcard=mirror.pile[-1] if mirror.pile else None,
            can_knock=can_knock, gin=can_knock and knock_is_gin(view),
            knock_mode=self._knock_mode, big_gin=ActionKind.BIG_GIN in kinds and in_hand,
            equal_undercuts=view.rules.equal_deadwood_is_undercut,
            undercut_bonus=view.rules.undercut_bonus > 0,
            gin_bonus=view.rules.gin_bonus > 0, in_hand=in_hand,
            advising=self._sits_out(mirror)), g)
        self._fit_bottom_plate()  # the sort buttons may have come or gone
        # Knock / gin: the knock spot shows while a knock is legal (or a card lies there).
        self._knock_slot.setVisible(can_knock or (mirror.knock_card is not None
                                                  and mirror.result is None))
        # Where the knock is gin (the button reads "Gin!") the spot says gin too.
        gin = can_knock and knock_is_gin(view)
        caption, short = _knock_spot_words(gin=gin, advising=self._sits_out(mirror))
        self._knock_slot.set_state(active=self._knock_mode,
                                   caption=caption if can_knock else _tr("Knocked"),
                                   short_caption=short if can_knock else "")
        self._refresh_advice(view)
        if prompt:
            self._refresh_prompt()

    def _refresh_highlights(self, legal: Sequence[Action], in_hand: bool) -> None:
        """What can be acted on glows, what cannot be discarded now is dimmed."""
        mirror = self._mirror
        assert mirror is not None
        kinds = {a.kind for a in legal}
        for item in self._cards.values():
            item.set_highlight(Highlight.NONE)
            item.setCursor(Qt.CursorShape.ArrowCursor)
        playable = []
        if mirror.stock and DRAW_STOCK.kind in kinds:
            playable.append(mirror.stock[-1])
        if mirror.pile and kinds & {ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD}:
            playable.append(mirror.pile[-1])
        for card in playable:
            self._cards[card].set_highlight(Highlight.PLAYABLE)
            self._cards[card].setCursor(Qt.CursorShape.PointingHandCursor)
        if in_hand:
            self._highlight_hand(legal)
        # The advice and the hint are about a move in the hand: once the hand is over (the
        # showdown, the result) their card is marked no more.
        for advised in (self._advice_card(), self._card_of(self._hinted)) if in_hand else ():
            if advised is not None and advised in self._cards:
                self._cards[advised].set_highlight(Highlight.ADVICE)
        # The card just drawn, in its sorted place, is marked until it is discarded or
        # the turn is over (the engine's drawn card is the acting hand's only).
        view = self._view()
        drawn = view.drawn_card if view is not None and in_hand else None
        for item in self._cards.values():
            item.set_just_drawn(item.card is drawn and drawn in self._order.cards)
        for card in mirror.sitter_cards:  # out of play: never to be picked
            if self._cards[card].face_up:
                self._cards[card].set_highlight(Highlight.DIMMED)
        self._dim_deadwood_laid_down()
        show = mirror.showdown
        if show is not None and show.laid_off:
            for layoff in show.defender_layout.layoffs:
                self._cards[layoff.card].set_highlight(Highlight.LAID_OFF)

    def _dim_deadwood_laid_down(self) -> None:
        """The hands laid down face up (a showdown, a drawn hand): the deadwood dimmed, so
        that it is not taken for one more meld ("3♦ 4♠ 5♦" looked like a run)."""
        mirror = self._mirror
        assert mirror is not None
        show = mirror.showdown
        layouts = ([show.knocker_layout, show.defender_layout] if show is not None
                   else list(mirror.drawn_layouts().values()))
        for layout in layouts:
            for card in layout.deadwood:
                if card in self._cards:
                    self._cards[card].set_highlight(Highlight.DIMMED)

    def _highlight_hand(self, legal: Sequence[Action]) -> None:
        """Knock mode: the cards that may knock glow; else those that may not go are dim."""
        knockable = {a.card for a in legal if a.kind is ActionKind.KNOCK}
        discardable = {a.card for a in legal if a.kind is ActionKind.DISCARD}
        for card in self._order.cards:
            item = self._cards[card]
            item.setCursor(Qt.CursorShape.OpenHandCursor)
            if self._knock_mode:
                item.set_highlight(Highlight.KNOCK if card in knockable else Highlight.DIMMED)
            elif discardable and card not in discardable:
                item.set_highlight(Highlight.DIMMED)

    def _advice_card(self) -> Card | None:
        if not self._advice_marked:
            return None
        return self._card_of(getattr(self._advice, "action", None))

    def _card_of(self, action: object) -> Card | None:
        """The card on the table an advised action is about (the stock's top for a draw)."""
        if not isinstance(action, Action) or self._mirror is None:
            return None
        if action.card is not None:
            return action.card
        if action.kind is ActionKind.DRAW_STOCK and self._mirror.stock:
            return self._mirror.stock[-1]
        if action.kind in (ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD) and self._mirror.pile:
            return self._mirror.pile[-1]
        return None

    def _refresh_advice(self, view: SeatView) -> None:
        """Three-hand: the speech bubble of the player sitting out."""
        mirror = self._mirror
        assert mirror is not None
        bottom, _top, side = self._seats()
        if side is None or mirror.result is not None:
            self._advice_bubble.hide()
            return
        names = self._names()
        self._advice_bubble.show(view, self._advice,
                                 AdviceSeats(bottom, side, names.is_you(side),
                                             alone=self._model.captain_plays_alone), names,
                                 thinking=self._model.is_thinking,
                                 top=self._captions.side_plate_bottom(self._geometry),
                                 right=self._captions.stock_counter_left(self._geometry),
                                 g=self._geometry, below=self._out_of_play_bottom(),
                                 keys=self._keyboard_play)

    def _show_result(self) -> None:
        mirror = self._mirror
        if mirror is None or mirror.result is None:
            return
        g = self._geometry
        left = g.margin
        _, top, side = self._seats()
        if side is not None:
            label = self._labels[side]
            left = label.x() + label.size().width() + g.font_px * 0.6
        # Under the top plate as it is drawn: in a desktop's large type it is taller than
        # the row's usual height, and the panel's top edge lay over the plate's bottom
        # (three-hand Hollywood, 1024x768). The side plate is beside the panel (``left``).
        plate = self._labels[top]
        below = plate.y() + plate.size().height() if plate.isVisible() else 0.0
        winner = mirror.result.winner
        # A hand over is laid down (at a showdown, or drawn and shown the same way); one
        # left in its row would rise under a hovered card, and the panel keeps clear of it.
        lifts = self._laid_groups() is None
        self._result.show(mirror, self._names(), has_human=self._model.setup.has_human,
                          sat_out=self._sits_out(mirror),
                          won=winner is not None and self._your_side(winner), g=g, left=left,
                          bottom=g.bottom_y - (g.lift if lifts else 0.0), top=below)

    def _your_side(self, seat: int) -> bool:
        """Whether ``seat`` playing this hand plays for the person: their own seat, or,
        while they sit out, the captain (RULES.md three-hand 2, 4: the one sitting out is on
        the captain's side). The mirror keeps the hand's roles until the next deal."""
        names = self._names()
        if names.is_you(seat):
            return True
        mirror = self._mirror
        human = names.human_seat
        return (mirror is not None and human is not None
                and mirror.roles().get(human) is Role.SITTING_OUT
                and mirror.roles().get(seat) is Role.CAPTAIN)

    # ================================================================ painting
    def drawBackground(self, painter: QPainter, rect: QRectF | object) -> None:
        # The felt gradient is rendered once per size and colour; a blit per frame.
        g = self._geometry
        width, height = int(g.width), int(g.height)
        felt = self._felt
        if felt is None or felt.width() != width or felt.height() != height:
            felt = QImage(max(1, width), max(1, height), QImage.Format.Format_RGB32)
            gradient = QRadialGradient(QPointF(width / 2, height * 0.48),
                                       max(width, height) * 0.72)
            colour = self._felt_colour
            gradient.setColorAt(0.0, colour.lighter(116))
            gradient.setColorAt(0.55, colour)
            gradient.setColorAt(1.0, colour.darker(145))
            felt_painter = QPainter(felt)
            felt_painter.fillRect(felt.rect(), gradient)
            felt_painter.end()
            self._felt = felt
        exposed = rect if isinstance(rect, QRectF) else QRectF(0, 0, width, height)
        painter.drawImage(exposed, felt, exposed)

    # ================================================================ mouse
    def _interactive_at(self, pos: QPointF) -> QGraphicsItem | None:
        """The topmost item under ``pos`` that takes clicks (cards, buttons, panels)."""
        for item in self.items(pos):
            if not item.isVisible():
                continue
            if isinstance(item, CardItem):
                return item
            if item.acceptedMouseButtons() & Qt.MouseButton.LeftButton:
                return item
        return None

    def menu_spot_at(self, pos: QPointF) -> MenuSpot:
        """What a right-click at ``pos`` is about: a card of the own hand in play (which
        the press focuses, lifted as a left press lifts it, so the player sees which card
        the menu's "this card" is), the stock, the discard pile, or the felt."""
        self._animator.finish()
        self._pile_timer.stop()  # a menu is open: the pointer is not resting on the pile
        item = self._interactive_at(pos)
        if isinstance(item, CardItem):
            spot = self._card_spot(item)
            if spot.kind is SpotKind.HAND_CARD:
                item.setFocus(Qt.FocusReason.MouseFocusReason)
            return spot
        for slot, kind in ((self._stock_slot, SpotKind.STOCK), (self._pile_slot, SpotKind.PILE)):
            if slot.isVisible() and slot.sceneBoundingRect().contains(pos):
                return MenuSpot(kind, rect=slot.sceneBoundingRect())
        return MenuSpot(SpotKind.FELT)

    def focused_menu_spot(self) -> MenuSpot:
        """What a context menu asked for by the keys (the Menu key, Shift+F10) is about:
        the focused card of the own hand, else the felt, where the focus is (a button)."""
        item = self.focusItem()
        if isinstance(item, CardItem):
            return self._card_spot(item)
        return MenuSpot(SpotKind.FELT, rect=item.sceneBoundingRect() if item else None)

    def _card_spot(self, item: CardItem) -> MenuSpot:
        mirror = self._mirror
        card, rect = item.card, item.sceneBoundingRect()
        if mirror is None:
            return MenuSpot(SpotKind.FELT)
        if mirror.result is None and mirror.showdown is None and card in self._order.cards:
            return MenuSpot(SpotKind.HAND_CARD, card, rect)
        if card in mirror.stock:
            return MenuSpot(SpotKind.STOCK, rect=rect)
        if card in mirror.pile:
            return MenuSpot(SpotKind.PILE, rect=rect)
        return MenuSpot(SpotKind.FELT, rect=rect)

    def _pile(self, kind: PileKind) -> Pile:
        return {PileKind.STOCK: self._stock, PileKind.DISCARD: self._discard,
                PileKind.KNOCK: self._knock_spot, PileKind.HAND: self._own_row,
                PileKind.OTHER_HAND: self._other_row, PileKind.SHOWDOWN: self._showdown,
                PileKind.OUT_OF_PLAY: self._out_of_play}[kind]

    def _card_source(self, item: CardItem) -> PileKind | None:
        """The pile ``item`` may be picked up from (its pile lets it), while a hand is on."""
        mirror = self._mirror
        place = self._places.get(item.card)
        if mirror is None or place is None or mirror.showdown is not None \
                or mirror.result is not None:
            return None
        count = {PileKind.STOCK: len(mirror.stock), PileKind.DISCARD: len(mirror.pile)}.get(
            place.pile, 0)
        return place.pile if self._pile(place.pile).lifts(place.index, count) else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        if self._press is not None:
            # The last press's release never came (a dialog took it), nor a move since.
            self._release_lost(self._press)
        # Input acts on the table as it is: finish whatever is still moving first.
        self._animator.finish()
        # A press is not a rest on the pile: no preview opens under a card being taken.
        self._pile_timer.stop()
        self._how_timer.stop()  # a new gesture: the last click's how-to is not news
        self._click_acted = False
        pos = event.scenePos()
        if self._fan.isVisible() and not self._fan_pinned:
            self.show_pile(False)
        item = self._interactive_at(pos)
        if self._own_out_of_play(item):
            # A click on the sitter's own row shows its cards large; again, hides them.
            self.show_out_of_play(not self._out_fan.isVisible())
            event.accept()
            return
        self._out_fan.setVisible(False)
        if isinstance(item, CardItem):
            source = self._card_source(item)
            if source is not None:
                if self._fan.isVisible() and source is not PileKind.DISCARD:
                    self.show_pile(False)
                self._press = _Press(item, source, pos, pos - item.pos(),
                                     pile_top=self._pile_top())
                if source is PileKind.HAND:
                    item.setFocus(Qt.FocusReason.MouseFocusReason)
                event.accept()
                return
            if self._mirror is not None and self._mirror.pile and \
                    item.card in self._mirror.pile:
                self._pile_clicked()
                event.accept()
                return
        if self._knock_mode and self._changes_mind(item, pos):
            self.set_knock_mode(False)
        if isinstance(item, CardItem) and self._face_down_opponent(item):
            _bottom, top, _side = self._seats()
            self._tell(app_refusal_text(AppRefusal.CARDS_HIDDEN,
                                        name=self._model.setup.names[top]))
            event.accept()
            return
        if item is None and self._pile_slot.sceneBoundingRect().contains(pos):
            self._pile_clicked()
        elif not isinstance(item, PillItem) and self._fan.isVisible():
            self.show_pile(False)
        super().mousePressEvent(event)

    def _face_down_opponent(self, item: CardItem) -> bool:
        """Whether ``item`` is a card of the opponent's hand, still face down."""
        mirror = self._mirror
        place = self._places.get(item.card)
        return (mirror is not None and place is not None and mirror.showdown is None
                and mirror.result is None and place.pile is PileKind.OTHER_HAND)

    def _changes_mind(self, item: QGraphicsItem | None, pos: QPointF) -> bool:
        """In knock mode, whether a press at ``pos`` (on ``item``) is a change of mind: one
        away from the own hand, the knock spot and the buttons, as a press beside the
        cards ends any card game's "pick a card" moment."""
        if isinstance(item, ButtonItem) or self._knock_slot.sceneBoundingRect().contains(pos):
            return False
        return not (isinstance(item, CardItem) and self._card_source(item) is PileKind.HAND)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press = self._press
        if press is not None and not event.buttons() & Qt.MouseButton.LeftButton:
            self._release_lost(press)
            press = None
        if press is None:
            super().mouseMoveEvent(event)
            self._hover_pile(event.scenePos())
            self._hover_knock(event.scenePos())
            return
        pos = event.scenePos()
        if not press.dragging:
            distance = (pos - press.start).manhattanLength()
            if distance < QApplication.startDragDistance():
                return
            press.dragging = True
            press.item.lifted = False
            press.item.setZValue(Z_DRAG)
            self.show_pile(False)
            self._grip(True)
        press.item.setPos(pos - press.offset)
        self._show_through(press)
        self._set_target(self._drop_target(press))
        event.accept()

    def _release_lost(self, press: _Press) -> None:
        """The pointer moves with the left button up, and the table never heard it let go:
        a dialog or a menu opened while a card was carried (Ctrl+N, F1) and took the
        release. The press is over; a carried card goes back where it was picked up. It
        followed the pointer with no button down, and the next click left it lying
        wherever the pointer was, over the pile, still in the hand."""
        if press.dragging:
            self._let_go_of(press)
            self._relayout()
        else:
            self._press = None

    def _pile_top(self) -> Card | None:
        mirror = self._mirror
        return mirror.pile[-1] if mirror is not None and mirror.pile else None

    def _show_through(self, press: _Press) -> None:
        """The carried card lets the pile's newest card show: held over the pile while the
        computer discarded, it hid the card just played until the player let go. Drawn
        see-through while it lies over a discard made since the press, whole elsewhere."""
        item, top = press.item, self._pile_top()
        covers = press.dragging and top is not None and top not in (press.pile_top, item.card) \
            and item.sceneBoundingRect().intersects(self._pile_slot.sceneBoundingRect())
        item.setOpacity(_SEE_THROUGH if covers else 1.0)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None:
            super().mouseReleaseEvent(event)
            return
        event.accept()
        if press.dragging:
            self._grip(False)
            press.item.setOpacity(1.0)
            target = self._drop_target(press)
            self._set_target(None)
            self._drop(press, target, event.scenePos())
        else:
            self._click(press)

    def _grip(self, holding: bool) -> None:
        """The pointer is a closed hand while a card is carried (an open one only says a
        card may be picked up). The view keeps the cursor it had at the press for a whole
        drag, whatever lies under the pointer, so the closed hand is set on its viewport;
        let go, the viewport has no cursor of its own again and the next hover gives it
        the one of what lies under the pointer."""
        for view in self.views():
            if holding:
                view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            else:
                view.viewport().unsetCursor()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseDoubleClickEvent(event)
            return
        if self._click_acted:
            # A knock made by the first click (the cards falling into melds play on), or
            # the suggestion a sitter's first click gave: the second gives none again.
            self._click_acted = False
            event.accept()
            return
        self._animator.finish()
        self._how_timer.stop()
        item = self._interactive_at(event.scenePos())
        if isinstance(item, CardItem):
            # A double-click is the second press of a click: it never draws twice. Sitting
            # out, one whose first press landed elsewhere suggests, as D does (it said
            # nothing, not even "the captain must draw first").
            if self._card_source(item) is PileKind.HAND:
                self.play_card(item.card)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def play_card(self, card: Card) -> bool:
        """A hand card played (double-click, D or Enter): discarded, or the knock a Hint
        names with it (the card glows for "Knock, discarding the 4♠": a plain discard
        threw the knock away)."""
        hinted = self._hinted
        if hinted is not None and hinted.kind is ActionKind.KNOCK and hinted.card == card:
            return self.knock(card)
        return self.discard(card)

    def _advising(self) -> bool:
        view = self._view()
        return view is not None and view.is_advisor and self._model.setup.has_human

    def _click(self, press: _Press) -> None:
        if press.source is PileKind.STOCK:
            self.draw_from_stock()
        elif press.source is PileKind.DISCARD:
            view = self._view()
            kinds = {a.kind for a in view.legal_actions} if view is not None else set()
            if kinds & {ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD}:
                self.take_upcard()
            else:
                self._pile_clicked()
        elif press.source is PileKind.HAND and self._advising():
            self.discard(press.item.card)
            self._click_acted = True
        elif press.source is PileKind.HAND and self._knock_mode:
            # Knock mode is the player's word already given: the prompt asks them to
            # choose the card, and a click chooses it (a card that cannot knock is refused
            # with the deadwood it would leave). Not the how-to-discard words: they name
            # the face-up pile, the wrong place for a knock.
            self._click_acted = self.knock(press.item.card)
        elif press.source is PileKind.HAND and self._to_discard():
            # A click only lifts the card: say how a discard is made (unless it was the
            # first click of a double-click).
            self._how_timer.start(QApplication.doubleClickInterval())

    def _say_how_to_discard(self) -> None:
        if self._to_discard():
            self._tell(discard_how_text())

    # ---------------------------------------------------------------- drag and drop
    def _hand_rect(self) -> QRectF:
        g = self._geometry
        cards = [self._cards[c].home.x() for c in self._order.cards]
        left = min(cards, default=g.centre_x - g.card_w) - g.card_w * 0.3
        right = max(cards, default=g.centre_x) + g.card_w * 1.3
        return QRectF(left, g.bottom_y - g.lift - g.card_h * 0.15, right - left,
                      g.card_h * 1.3 + g.lift)

    def _legal_drop(self, press: _Press, target: PileKind) -> Action | None:
        """The action a drop on ``target`` would be, or None if it makes no move: the
        target pile says."""
        view = self._view()
        return self._pile(target).drop_action(
            press.item.card, press.source, phase=view.phase if view is not None else None,
            knock_mode=self._knock_mode)

    def _candidates(self, press: _Press) -> dict[PileKind, QRectF]:
        """The drop areas of the piles a card from ``press.source`` may land on."""
        if press.source is not PileKind.HAND:
            return {PileKind.HAND: self._hand_rect()}
        places = {PileKind.DISCARD: self._discard_area(), PileKind.HAND: self._hand_rect()}
        if self._knock_slot.isVisible():
            places[PileKind.KNOCK] = self._knock_slot.sceneBoundingRect().adjusted(
                12, 12, -12, -12)
        return places

    def _discard_area(self) -> QRectF:
        """Where a hand card let go is dropped on the discard pile: its face and a third of
        a card around it, so a card let go just beside the pile counts, but not on the
        stock's side, where a card lying mostly on the stock is not discarded, nor on the
        knock spot's while it shows: a knock aimed short must not become a discard."""
        reach = self._geometry.card_w / 3
        right = -12 if self._knock_slot.isVisible() else reach
        return self._pile_slot.sceneBoundingRect().adjusted(12, -reach, right, reach)

    def _overlaps(self, press: _Press) -> list[tuple[float, PileKind]]:
        card = QRectF(press.item.pos(), press.item.size())

        def area(rect: QRectF) -> float:
            overlap = card.intersected(rect)
            return overlap.width() * overlap.height() if not overlap.isEmpty() else 0.0

        # A hand card lying mostly on the stock, which takes no card, was not dropped on
        # the pile beside it: only piles it covers more than the stock count.
        stock = area(self._stock_slot.sceneBoundingRect().adjusted(12, 12, -12, -12)) \
            if press.source is PileKind.HAND else 0.0
        found = [(a, kind) for kind, rect in self._candidates(press).items()
                 if (a := area(rect)) > stock]
        found.sort(key=lambda pair: pair[0], reverse=True)
        return found

    def _is_legal(self, press: _Press, target: PileKind) -> bool:
        if press.source is PileKind.HAND and target is PileKind.HAND:
            return True  # rearranging the own hand
        action = self._legal_drop(press, target)
        view = self._view()
        return action is not None and view is not None and action in view.legal_actions \
            and not self._model.is_thinking

    def _drop_target(self, press: _Press) -> PileKind | None:
        """The legal pile the card overlaps most (None: no legal pile under it)."""
        for _area, kind in self._overlaps(press):
            if self._is_legal(press, kind):
                return kind
        return None

    def _landing_index(self, press: _Press) -> int:
        """Where in the hand row the dragged card would go (among the other cards)."""
        card = press.item.card
        centres = [self._cards[c].home.x() + self._geometry.card_w / 2
                   for c in self._order.cards if c is not card]
        return insertion_index(centres, press.item.pos().x() + self._geometry.card_w / 2)

    def _show_landing(self, press: _Press | None) -> None:
        """The bar where the card dragged over the hand row will land (hidden otherwise)."""
        marker = self._landing_marker
        if press is None:
            marker.setVisible(False)
            return
        g = self._geometry
        others = [c for c in self._order.cards if c is not press.item.card]
        index = self._landing_index(press)
        width = max(3.0, g.card_w * 0.06)
        if not others:
            x = g.centre_x
        elif index < len(others):
            x = self._cards[others[index]].home.x() - width / 2
        else:
            x = self._cards[others[-1]].home.x() + g.card_w + width / 2
        marker.setRect(QRectF(x - width / 2, g.bottom_y - g.lift, width, g.card_h + g.lift))
        marker.setVisible(True)

    @property
    def landing_marker(self) -> QGraphicsRectItem:
        return self._landing_marker

    def _land_drawn(self, card: Card) -> None:
        """A card drawn by a drop into the hand row of a hand the player arranged goes
        where it was dropped; in a sorted hand it has gone to its sorted place
        (``HandOrder.sync``), as one drawn by a click or a key."""
        landing, self._landing = self._landing, None
        if landing is not None and self._order.arranged:
            self._order.move(card, landing)

    def _lands_where_dropped(self, press: _Press) -> bool:
        """Whether the card dragged over the hand row will stay where it is let go: a hand
        card moved within the hand, or a drawn card joining a hand the player arranged.
        A drawn card dropped into a sorted hand took the spot it was let go on and
        turned the sort off (a 5♠ between 8♥ and 8♠, and later draws at the right end)."""
        return press.source is PileKind.HAND or self._order.arranged

    def _set_target(self, target: PileKind | None) -> None:
        press = self._press
        self._show_landing(press if target is PileKind.HAND and press is not None
                           and self._lands_where_dropped(press) else None)
        self._pile_slot.set_state(target=target is PileKind.DISCARD)
        self._knock_slot.set_state(target=target is PileKind.KNOCK)
        drawing = press is not None and press.source is not PileKind.HAND
        on_hand = target is PileKind.HAND and drawing
        self._hand_zone.setVisible(on_hand)
        if on_hand:
            rect = self._hand_rect()
            self._hand_zone.set_size(rect.size(), self._geometry.font_px)
            self._hand_zone.setPos(rect.topLeft())
            self._hand_zone.set_state(target=True)

    def _drop(self, press: _Press, target: PileKind | None, pos: QPointF) -> None:
        card = press.item.card
        if self._covered_while_dragged(press):
            # Picked up while the computer played: it discarded on the card since, and
            # the drop took the card now on top (a 6♠ carried to the hand took the J♥).
            self._say(_tr("The discard pile changed while you were dragging, so the card "
                          "was not taken"))
            self._relayout()
            return
        if target is PileKind.HAND and press.source is PileKind.HAND:
            self.move_card(card, self._landing_index(press))
            return
        if target is not None:
            action = self._legal_drop(press, target)
            if action is not None:
                if target is PileKind.HAND:
                    self._landing = self._landing_index(press)
                if not self._act(action):
                    self._landing = None
            self._relayout()
            return
        # No legal place: say why, and the card goes home.
        actions = [self._legal_drop(press, kind) for _, kind in self._overlaps(press)]
        illegal = next((a for a in actions if a is not None), None)
        if illegal is not None:
            self._act(illegal)  # refused: the model says why (action_refused)
        elif press.source is PileKind.HAND:
            view = self._view()
            if self._knock_mode:
                # Knock mode: the discard pile would do, but the knock spot is the place.
                self._say(self._drop_words("knock_gin" if view is not None
                                           and knock_is_gin(view) else "knock"))
            elif view is not None and any(a.kind in (ActionKind.DISCARD, ActionKind.KNOCK)
                                          for a in view.legal_actions):
                self._say(self._drop_words("discard"))
            else:
                self._act(Action.discard(card))  # refused: the real reason (draw first…)
        else:
            # The first upcard is offered with "Take", and the prompt says "draw from the
            # stock or take the 5♠ from the pile": the drag's words use the same verbs
            # (the pile's card said "robarla", the stock's verb, in Spanish).
            view = self._view()
            offer = view is not None and view.phase is Phase.UPCARD_OFFER
            taking = offer or press.source is PileKind.DISCARD
            self._say(self._drop_words("take" if taking else "draw"))
        self._relayout()

    def _covered_while_dragged(self, press: _Press) -> bool:
        """Whether ``press`` carries a card of the discard pile that is no longer its top
        card (a newer discard lies on it, or it was taken)."""
        if press.source is not PileKind.DISCARD:
            return False
        view = self._view()
        return view is not None and view.upcard != press.item.card

    def _drop_words(self, move: str) -> str:
        """Where a dragged card goes for ``move``: the player sitting out makes no move,
        only suggests one, and the hand shown is the captain's ("to discard it" told them
        they held the cards)."""
        if self._advising():
            return {"knock_gin": _tr("Drop the card on the knock spot to suggest going gin "
                                     "with it"),
                    "knock": _tr("Drop the card on the knock spot to suggest knocking "
                                 "with it"),
                    "discard": _tr("Drop the card on the discard pile to suggest "
                                   "discarding it"),
                    "draw": _tr("Drop the card on the captain's hand to suggest drawing "
                                "it"),
                    "take": _tr("Drop the card on the captain's hand to suggest taking "
                                "it")}[move]
        return {"knock_gin": _tr("Drop the card on the knock spot to go gin with it"),
                "knock": _tr("Drop the card on the knock spot to knock with it"),
                "discard": _tr("Drop the card on the discard pile to discard it"),
                "draw": _tr("Drop the card on your hand to draw it"),
                "take": _tr("Drop the card on your hand to take it")}[move]

    def _say(self, message: str) -> None:
        """A refusal the table words itself: shown like the model's, and said."""
        self._on_refused(message)
        self._told = message
        self.said.emit(message)

    def _tell(self, message: str) -> None:
        """Put ``message`` on the status line until the person's next move."""
        self._told = message
        self.status_message.emit(message)

    def keep_until_moved(self, message: str) -> None:
        """Take ``message``, put on the status line for the table (the keyboard's words on
        the card to knock with), as the table's own: it goes as the table's do, at the
        person's move or when knock mode ends."""
        self._told = message

    def _withdraw(self) -> None:
        """The table's last message no longer holds: the status line takes it down."""
        told, self._told = self._told, ""
        if told:
            self.message_withdrawn.emit(told)

    def _hover_pile(self, pos: QPointF) -> None:
        over = self._pile_slot.sceneBoundingRect().adjusted(12, 12, -12, -12).contains(pos)
        if over and not self._fan.isVisible():
            if not self._pile_timer.isActive():
                self._pile_timer.start(PILE_HOVER_MS)
        elif not over:
            self._pile_timer.stop()
            if self._fan.isVisible() and not self._fan_pinned:
                self.show_pile(False)



def _moved(before: dict[PileKind, QRectF], after: dict[PileKind, QRectF],
           limit: float) -> bool:
    """Whether any drop area came, went, or moved or changed size by more than ``limit``."""
    if before.keys() != after.keys():
        return True
    for kind, was in before.items():
        now = after[kind]
        shift = now.center() - was.center()
        if max(abs(shift.x()), abs(shift.y()), abs(now.width() - was.width()),
               abs(now.height() - was.height())) > limit:
            return True
    return False


def _reading_order(buttons: list[ButtonItem]) -> list[ButtonItem]:
    """``buttons`` row by row, left to right, as a player reads the table."""
    return sorted(buttons, key=lambda b: (round(b.scenePos().y()), b.scenePos().x()))


def _knock_mode_said(view: SeatView) -> str:
    """Knock mode begun, said once for a screen reader in the words of the button pressed:
    gin where the knock is gin, a suggestion to the captain when sitting out."""
    if view.is_advisor:
        return (_tr("Suggest going gin: now choose the card for the captain to discard face "
                    "down") if knock_is_gin(view)
                else _tr("Suggest knocking: now choose the card for the captain to discard "
                         "face down"))
    return (_tr("Gin: now discard a card face down") if knock_is_gin(view)
            else _tr("Knock: now discard a card face down"))


def _no_knock_words(view: SeatView, least: int) -> str:
    """Why no knock now, though the hand is to discard: its ``least`` deadwood is over the
    limit. Sitting out, the hand is the captain's (the sitter holds no cards), and the
    knock would be a suggestion."""
    if view.is_advisor:
        if view.knock_limit == 0:
            return _tr("No knock to suggest: only gin ends this hand, and the captain's "
                       "deadwood would be {n}").format(n=least)
        return _tr("No knock to suggest: the captain's deadwood would be {n}, more than the "
                   "knock limit of {limit}").format(n=least, limit=view.knock_limit)
    if view.knock_limit == 0:
        return _tr("No knock now: only gin ends this hand, and your deadwood would "
                   "be {n}").format(n=least)
    return _tr("No knock now: your deadwood would be {n}, more than the knock limit "
               "of {limit}").format(n=least, limit=view.knock_limit)


def _knock_spot_words(*, gin: bool, advising: bool) -> tuple[str, str]:
    """The knock spot's caption and its short form, in the words of the button beside it:
    sitting out, a card dropped there suggests the captain's knock ("Knock: drop a card
    here" had the sitter knock with a hand they do not hold)."""
    if advising:
        return ((_tr("Suggest going gin: drop a card here"), _tr("Suggest gin here")) if gin
                else (_tr("Suggest knocking: drop a card here"), _tr("Suggest a knock here")))
    return ((_tr("Gin: drop a card here"), _tr("Gin here")) if gin
            else (_tr("Knock: drop a card here"), _tr("Knock here")))


def _can_knock(view: SeatView) -> bool:
    return any(a.kind is ActionKind.KNOCK for a in view.legal_actions)

