"""The card table: a ``QGraphicsScene`` that follows a ``GameModel`` and turns the
player's clicks and drags into actions.

Data flows one way (docs/app-architecture.md): ``match_started`` rebuilds the table,
``events_applied`` queues one animation step per engine event (``mirror.py`` says why the
table keeps its own copy), ``state_changed`` refreshes highlights, buttons and texts. Input
never touches the engine: it becomes ``model.play``, ``model.suggest`` or
``model.next_hand``. Drag handling lives here, not in the items (as in KPat): press, move
past ``QApplication.startDragDistance()``, release over the legal place the card overlaps
most.

Each user intent has its own method (``draw_from_stock``, ``take_upcard``, ``discard``,
``knock``...), so keyboard control can call the same code as the mouse.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QApplication, QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent, QWidget,
)

from gin_desktop.ai import Advice
from gin_desktop.engine import (
    BIG_GIN, DRAW_DISCARD, DRAW_STOCK, PASS_UPCARD, TAKE_UPCARD, Action, ActionKind, Card,
    Event, FULL_DECK, HandDealt, HandEnded, MatchEnded, Phase, Role, SeatView, ShowdownLaid,
    best_arrangement, deadwood_points,
)
from gin_desktop.engine.melds import deadwood_after_each_discard

from ..advice_text import advice_text, describe_action
from ..model import GameModel, card_label
from . import texts
from .animation import ARRANGE_MS, DEAL_STAGGER_MS, LAYOFF_MS, MOVE_MS, Animator, Move
from .art import CardArt
from .geometry import (
    TableGeometry, grouped, insertion_index, spread, spread_with_gaps, table_geometry,
)
from .hand_order import SORT_MODES, HandOrder
from .items import (
    BAD, GOOD, Z_CARD, Z_DRAG, ButtonItem, CardItem, Highlight, PanelItem, PileFanItem,
    PillItem, SeatLabelItem, SlotItem, SlotKind,
)
from .mirror import TableMirror
from .texts import Names, tr

log = logging.getLogger(__name__)

#: How long the pointer rests on the discard pile before the whole pile is shown.
PILE_HOVER_MS = 450
#: How long a refusal stays in the prompt on the table.
REFUSAL_MS = 3500

_DEFAULT_FELT = QColor(34, 110, 68)


@dataclass(frozen=True, slots=True)
class _Target:
    pos: QPointF
    z: float
    face_up: bool
    #: "stock", "pile", "knock", "hand" (in play) or "laid" (shown at the showdown).
    place: str
    visible: bool = True
    liftable: bool = False
    #: The next card in the same row or stack, which lies over this one.
    cover: Card | None = None


@dataclass(slots=True)
class _Press:
    """A mouse press on a card that may become a click or a drag."""

    item: CardItem
    source: str  # "hand", "stock" or "pile"
    start: QPointF
    offset: QPointF
    dragging: bool = False
    target: str | None = None


class TableScene(QGraphicsScene):
    """The table for one ``GameModel``; see the module docstring."""

    #: A short message for the status line (why a move was refused, say).
    status_message = Signal(str)
    #: The player pressed "New game" on the match-over panel.
    new_game_requested = Signal()

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._art = CardArt()
        self._felt_colour = QColor(_DEFAULT_FELT)
        self._felt: QImage | None = None
        self._geometry: TableGeometry = table_geometry(1280, 800)
        self.setSceneRect(0, 0, self._geometry.width, self._geometry.height)
        self._animator = Animator(self)
        self._animator.idle.connect(self._on_idle)
        self._mirror: TableMirror | None = None
        self._order = HandOrder()
        self._sort_mode = "melds"
        self._knock_mode = False
        self._advice: Advice | None = None
        self._press: _Press | None = None
        self._refused = False
        self._refusal = ""
        self._fan_pinned = False

        self._cards: dict[Card, CardItem] = {}
        for card in FULL_DECK:
            item = CardItem(card, self._art)
            item.activated.connect(self._on_card_activated)
            self.addItem(item)
            self._cards[card] = item
        self._build_fixtures()

        self._refusal_timer = QTimer(self)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.timeout.connect(self._clear_refusal)
        self._pile_timer = QTimer(self)
        self._pile_timer.setSingleShot(True)
        self._pile_timer.timeout.connect(lambda: self.show_pile(True))

        model.match_started.connect(self._on_match_started)
        model.events_applied.connect(self._on_events)
        model.state_changed.connect(self._on_state_changed)
        model.action_refused.connect(self._on_refused)
        model.advice_changed.connect(self._on_advice)
        self.set_table_size(self._geometry.width, self._geometry.height)
        if model.has_match:
            self._on_match_started()

    # ================================================================ fixtures
    def _build_fixtures(self) -> None:
        self._stock_slot = SlotItem(SlotKind.STOCK, tr("Stock"))
        self._pile_slot = SlotItem(SlotKind.PILE, tr("Discard pile"))
        self._knock_slot = SlotItem(SlotKind.KNOCK, tr("Knock here"))
        self._hand_zone = SlotItem(SlotKind.HAND, "")
        for slot in (self._stock_slot, self._pile_slot, self._knock_slot, self._hand_zone):
            self.addItem(slot)
        self._hand_zone.setVisible(False)
        self._stock_pill = PillItem()
        self._pile_pill = PillItem(clickable=True)
        self._pile_pill.clicked.connect(self._toggle_pile)
        self._deal_pill = PillItem()
        #: Variant facts of the hand (knock limit, doubling), stacked under the deal.
        self._rule_pills = [PillItem(), PillItem()]
        self._deadwood_pill = PillItem()
        self._prompt = PillItem()
        self._showdown_pills = [PillItem(), PillItem()]
        for pill in (self._stock_pill, self._pile_pill, self._deal_pill, self._prompt,
                     self._deadwood_pill, *self._showdown_pills, *self._rule_pills):
            self.addItem(pill)
        self._labels: dict[int, SeatLabelItem] = {}
        for seat in range(3):
            label = SeatLabelItem(seat)
            self.addItem(label)
            self._labels[seat] = label
            label.setVisible(False)

        self._take_button = self._button(tr("Take"), self.take_upcard, primary=True)
        self._pass_button = self._button(tr("Pass"), self.pass_upcard)
        self._knock_button = self._button(tr("Knock"), self.toggle_knock_mode, checkable=True)
        self._big_gin_button = self._button(tr("Big gin!"), self.big_gin, primary=True)
        self._sort_buttons: dict[str, ButtonItem] = {}
        for mode, text in zip(SORT_MODES, (tr("Rank"), tr("Suit"), tr("Melds")), strict=True):
            self._sort_buttons[mode] = self._button(
                text, lambda m=mode: self.sort_hand(m))
        self._sort_caption = PillItem(tr("Sort"))
        self._sort_caption.set_colours(QColor(248, 244, 230, 190), QColor(0, 0, 0, 0))
        self.addItem(self._sort_caption)

        self._result_panel = PanelItem()
        self._next_button = self._result_panel.add_button(ButtonItem(tr("Next hand"),
                                                                     primary=True))
        self._next_button.clicked.connect(self.next_hand)
        self._new_game_button = self._result_panel.add_button(ButtonItem(tr("New game"),
                                                                         primary=True))
        self._new_game_button.clicked.connect(self.new_game_requested)
        self.addItem(self._result_panel)
        self._result_panel.setVisible(False)

        self._advice_panel = PanelItem(tail=True)
        self._follow_button = self._advice_panel.add_button(ButtonItem(tr("Follow advice"),
                                                                       primary=True))
        self._follow_button.clicked.connect(self._follow_advice)
        self._decide_button = self._advice_panel.add_button(
            ButtonItem(tr("Let the captain decide")))
        self._decide_button.clicked.connect(self.let_captain_decide)
        self.addItem(self._advice_panel)
        self._advice_panel.setVisible(False)

        self._fan = PileFanItem(self._art)
        self.addItem(self._fan)
        self._fan.setVisible(False)

    def _button(self, text: str, slot: object, *, primary: bool = False,
                checkable: bool = False) -> ButtonItem:
        button = ButtonItem(text, primary=primary, checkable=checkable)
        button.clicked.connect(slot)
        self.addItem(button)
        button.setVisible(False)
        return button

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
    def hand_order(self) -> tuple[Card, ...]:
        """The bottom hand, left to right, as the player arranged it."""
        return self._order.cards

    def card_item(self, card: Card) -> CardItem:
        return self._cards[card]

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
        self.update()

    def set_animation_speed(self, factor: float) -> None:
        """Every duration x ``factor``; 0 = instant. ``GIN_DESKTOP_ANIMATION_SPEED`` wins."""
        self._animator.set_speed(factor)

    def set_table_size(self, width: float, height: float) -> None:
        """Lay the table out for a view of ``width`` x ``height`` (called on every resize)."""
        self._animator.finish()
        self._geometry = g = table_geometry(width, height)
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
        for pill in (self._stock_pill, self._pile_pill, self._deal_pill, *self._showdown_pills,
                     self._sort_caption, self._deadwood_pill, *self._rule_pills):
            pill.set_font_px(g.font_px * 0.9)
        self._prompt.set_font_px(g.font_px * 1.1, bold=True)
        for label in self._labels.values():
            label.set_font_px(g.font_px)
        for button in self._all_buttons():
            button.set_font_px(g.font_px)
        panel_w = min(g.width * 0.56, g.font_px * 38)
        self._result_panel.set_metrics(panel_w, g.font_px)
        self._advice_panel.set_metrics(min(g.stock_x - 2 * g.margin, g.font_px * 24),
                                       g.font_px * 0.95)
        if self._mirror is not None:
            self._refresh_texts(prompt=False)  # the pills' sizes, for the layout
            self._animator.apply_now(self._layout_moves())
            self._refresh()
            if self._mirror.result is not None and self._result_panel.isVisible():
                self._show_result()
            if self._fan.isVisible():
                self.show_pile(True)
        self.update()

    def sort_hand(self, mode: str) -> None:
        """Sort the bottom hand by "rank", "suit" or "melds" (and keep that for new deals)."""
        if mode not in SORT_MODES:
            raise ValueError(f"unknown sort mode {mode!r}; one of {', '.join(SORT_MODES)}")
        self._sort_mode = mode
        self._order.sort(mode)
        self._relayout()

    def move_card(self, card: Card, index: int) -> None:
        """Rearrange the bottom hand: put ``card`` at position ``index``."""
        self._order.move(card, index)
        self._relayout()

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

    def knock(self, card: Card) -> bool:
        """Knock (or go gin), discarding ``card`` face down."""
        return self._act(Action.knock(card))

    def big_gin(self) -> bool:
        return self._act(BIG_GIN)

    def next_hand(self) -> None:
        self._animator.finish()
        self._model.next_hand()

    def toggle_knock_mode(self) -> None:
        self.set_knock_mode(not self._knock_mode)

    def set_knock_mode(self, on: bool) -> None:
        """While on, the next discard (drag or double-click) knocks."""
        view = self._view()
        on = on and view is not None and _can_knock(view)
        if on != self._knock_mode:
            self._knock_mode = on
            if on:
                self.status_message.emit(tr("Knock: now discard a card face down"))
        self._refresh_controls()

    def let_captain_decide(self) -> None:
        """Three-hand, sitting out: no advice this time."""
        self._animator.finish()
        self._model.suggest(None)

    def show_pile(self, show: bool) -> None:
        """Show (or hide) the whole discard pile fanned out over the table."""
        mirror = self._mirror
        if not show or mirror is None or not mirror.pile:
            self._fan.setVisible(False)
            self._fan_pinned = False
            return
        g = self._geometry
        self._fan.set_cards(mirror.pile, tr("Discard pile, oldest first ({n})").format(
            n=len(mirror.pile)), QSizeF(g.card_w, g.card_h), g.font_px * 0.9,
            g.width - 2 * g.margin)
        size = self._fan.size()
        x = min(max(g.margin, g.pile_x + g.card_w / 2 - size.width() / 2),
                g.width - g.margin - size.width())
        y = max(g.margin, g.centre_y - size.height() - g.card_h * 0.08)
        self._fan.setPos(round(x), round(y))
        self._fan.setVisible(True)

    def _toggle_pile(self) -> None:
        pinned = not self._fan.isVisible()
        self.show_pile(pinned)
        self._fan_pinned = pinned

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
            self._knock_mode = False
        return ok

    def _follow_advice(self) -> None:
        action = getattr(self._advice, "action", None)
        if isinstance(action, Action):
            self._act(action)

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
    def _view(self) -> SeatView | None:
        return self._model.human_view() if self._model.has_match else None

    def _names(self) -> Names:
        setup = self._model.setup
        return Names(setup.names, setup.human_seat if setup.has_human else None)

    def _on_match_started(self) -> None:
        self._animator.clear()
        self._press = None
        self._knock_mode = False
        self._advice = None
        self._fan.setVisible(False)
        self._result_panel.setVisible(False)
        mirror = TableMirror.from_match(self._model.match)
        self._mirror = mirror
        bottom = self._seats()[0]
        self._order.reset(mirror.hands.get(bottom, []), self._sort_mode)
        for item in self._cards.values():
            item.setPos(self._geometry.stock_x, self._geometry.centre_y)
            item.set_face_up(False)
            item.set_highlight(Highlight.NONE)
        if mirror.fresh and self._model.match.phase is Phase.UPCARD_OFFER:
            self._animator.enqueue(self._deal_step)
        else:
            self._animator.apply_now(self._layout_moves())
            if mirror.result is not None:
                self._show_result()
        self._refresh()

    def _on_events(self, events: list[Event]) -> None:
        for event in events:
            self._animator.enqueue(lambda e=event: self._event_step(e))  # type: ignore[misc]

    def _on_state_changed(self) -> None:
        view = self._view()
        if view is not None and self._knock_mode and not _can_knock(view):
            self._knock_mode = False
        self._refresh()

    def _on_refused(self, reason: str) -> None:
        self._refused = True
        self._refusal = reason
        self._refusal_timer.start(REFUSAL_MS)
        self.status_message.emit(reason)
        self._refresh_prompt()

    def _clear_refusal(self) -> None:
        self._refusal = ""
        self._refresh_prompt()

    def _on_advice(self, advice: object) -> None:
        self._advice = advice if isinstance(advice, Advice) else None
        self._refresh()

    def _on_idle(self) -> None:
        self._check_sync()
        self._refresh()

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
            self._knock_mode = False
            return self._deal_step()
        mirror.apply(event)
        bottom = self._seats()[0]
        self._order.sync(mirror.hands.get(bottom, []))
        if isinstance(event, ShowdownLaid):
            self._fan.setVisible(False)
            self._refresh_texts()
            # Two beats: both hands fall into melds, then the layoffs fly across.
            self._animator.enqueue(self._layoff_step, next_up=True)
            return self._layout_moves(ARRANGE_MS)
        if isinstance(event, HandEnded | MatchEnded):
            self._show_result()
            self._refresh_texts()
            return []
        self._refresh_texts()
        if self._fan.isVisible():
            self.show_pile(True)
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
        deck = mirror.dealt.deck() if mirror.dealt is not None else ()
        order = {card: i for i, card in enumerate(deck[:21])}
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

    def _targets(self) -> dict[Card, _Target]:
        mirror = self._mirror
        assert mirror is not None
        g = self._geometry
        targets: dict[Card, _Target] = {}
        stock_pos = QPointF(g.stock_x, g.centre_y)
        pile_pos = QPointF(g.pile_x, g.centre_y)
        count = len(mirror.stock)
        for i, card in enumerate(mirror.stock):
            targets[card] = _Target(stock_pos, Z_CARD + i, False, "stock",
                                    visible=i >= count - 2, cover=_next(mirror.stock, i))
        count = len(mirror.pile)
        for i, card in enumerate(mirror.pile):
            targets[card] = _Target(pile_pos, Z_CARD + 60 + i, True, "pile",
                                    visible=i >= count - 2, cover=_next(mirror.pile, i))
        if mirror.knock_card is not None:
            targets[mirror.knock_card] = _Target(
                QPointF(g.knock_x, g.centre_y), Z_CARD + 120, mirror.showdown is not None,
                "knock")
        bottom, top, _side = self._seats()
        rows = {bottom: g.bottom_y, top: g.top_y}
        if mirror.showdown is not None:
            self._showdown_targets(targets, rows)
            return targets
        own = self._order.sync(mirror.hands.get(bottom, []))
        gaps = _meld_gaps(own)
        gap = g.card_w * 0.32
        step = g.fan_step(len(own) + round(len(gaps) * gap / max(1.0, g.card_w * 0.56)),
                          own=True)
        lefts = spread_with_gaps(len(own), gaps, g.centre_x, step, gap, g.card_w)
        for i, (card, x) in enumerate(zip(own, lefts, strict=True)):
            targets[card] = _Target(QPointF(x, g.bottom_y), Z_CARD + 200 + i, True, "hand",
                                    liftable=True, cover=_next(own, i))
        theirs = mirror.hands.get(top, [])
        step = g.fan_step(len(theirs), own=False)
        for i, (card, x) in enumerate(zip(theirs, spread(len(theirs), g.centre_x, step,
                                                         g.card_w), strict=True)):
            targets[card] = _Target(QPointF(x, g.top_y), Z_CARD + 200 + i, False, "hand",
                                    cover=_next(theirs, i))
        return targets

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
        """Room kept free at each side of the top row for the deal and variant pills."""
        g = self._geometry
        pills = [self._deal_pill, *(p for p in self._rule_pills if p.text())]
        return g.margin + max(p.size().width() for p in pills) + g.font_px * 0.5

    def _showdown_targets(self, targets: dict[Card, _Target], rows: dict[int, float]) -> None:
        g = self._geometry
        for seat, groups in self._showdown_groups().items():
            y = rows.get(seat, g.top_y)
            lefts = grouped([len(cards) for cards in groups], g.centre_x, g.card_w,
                            g.width - 2 * self._corner_reserve())
            z = Z_CARD + 200
            row = [c for cards in groups for c in cards]
            xs = [x for group_xs in lefts for x in group_xs]
            for i, (card, x) in enumerate(zip(row, xs, strict=True)):
                targets[card] = _Target(QPointF(x, y), z + i, True, "laid",
                                        cover=_next(row, i))

    def _layout_moves(self, duration: float = MOVE_MS) -> list[Move]:
        """Moves that take every card to where the mirror says it is."""
        if self._mirror is None:
            return []
        dragged = self._press.item if self._press is not None and self._press.dragging \
            else None
        moves: list[Move] = []
        for card, target in self._targets().items():
            item = self._cards[card]
            item.liftable = target.liftable
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
            reveal_early = target.place in ("pile", "laid") or not target.face_up
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
        return moves

    # ================================================================ sync check
    def _check_sync(self) -> None:
        """At rest the mirror must match the match; if not (a missed signal), rebuild."""
        mirror = self._mirror
        if mirror is None or not self._model.has_match:
            return
        hand = self._model.match.hand
        pile = list(hand.pile)
        if hand.knock_discard is not None and pile and pile[-1] is hand.knock_discard:
            pile.pop()
        same = (mirror.hand_number == hand.hand_number
                and all(set(mirror.hands.get(s, [])) == set(c) for s, c in hand.hands.items())
                and mirror.stock == list(hand.stock) and mirror.pile == pile)
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
        names = self._names()
        model = self._model
        bottom, top, side = self._seats()
        roles = mirror.roles()
        to_act = model.match.to_act if model.has_match else None
        thinking = model.is_thinking
        for seat, label in self._labels.items():
            if seat not in mirror.seats:
                label.setVisible(False)
                continue
            badges: list[str] = []
            if seat in roles:
                badges.append(texts.role_badge(roles[seat]))
            elif seat == mirror.dealer:
                badges.append(tr("Dealer"))
            note = texts.move_note(mirror.last_move.get(seat), names)
            if thinking and to_act == seat:
                note = tr("thinking…")
            if seat == side and names.is_you(seat) and mirror.showdown is None:
                note = tr("you see the captain's cards")
            label.set_content(name=names(seat), badges=badges,
                              score=texts.plate_score(seat, mirror.scores,
                                                      mirror.game_scores),
                              note=note,
                              active=to_act == seat and mirror.result is None)
            label.setVisible(True)
        self._labels[bottom].place_centred(g.centre_x, g.bottom_label_y)
        self._labels[top].place_centred(g.centre_x, g.top_label_y)
        if side is not None:
            self._labels[side].setPos(g.margin, g.centre_y)
        # Keep the bottom label clear of the sort buttons on the right.
        label = self._labels[bottom]
        limit = self._sort_left() - g.font_px
        if label.x() + label.size().width() > limit:
            label.setX(max(g.margin, limit - label.size().width()))

        self._deal_pill.set_text(tr("Hand {hand} · deal #{deal}").format(
            hand=mirror.hand_number, deal=mirror.deal_number))
        self._deal_pill.setPos(g.margin, g.margin)
        rules = model.match.rules if model.has_match else None
        facts: list[str] = []
        if rules is not None and (rules.oklahoma or rules.straight):
            facts.append(tr("gin only") if mirror.knock_limit == 0
                         else tr("knock ≤ {n}").format(n=mirror.knock_limit))
        if mirror.doubled:
            facts.append(tr("spade upcard: scores doubled"))
        y = g.margin + self._deal_pill.size().height() + g.font_px * 0.3
        for pill, fact in zip(self._rule_pills, facts + ["", ""], strict=False):
            pill.set_text(fact)
            pill.setVisible(bool(fact))
            pill.set_colours(QColor(250, 200, 70), QColor(0, 0, 0, 110))
            pill.setPos(g.margin, round(y))
            y += pill.size().height() + g.font_px * 0.3

        stock = len(mirror.stock)
        self._stock_pill.set_text(tr("Stock {n}").format(n=stock) if stock else "")
        self._stock_pill.place_centred(g.stock_x + g.card_w / 2,
                                       g.centre_y + g.card_h + g.card_h * 0.05)
        pile = len(mirror.pile)
        self._pile_pill.set_text(tr("Pile {n} ▾").format(n=pile) if pile else "")
        self._pile_pill.place_centred(g.pile_x + g.card_w / 2,
                                      g.centre_y + g.card_h + g.card_h * 0.05)
        own = self._order.cards
        if own and mirror.showdown is None and mirror.result is None:
            self._deadwood_pill.set_text(tr("Deadwood {n}").format(n=deadwood_points(own)))
            self._deadwood_pill.setPos(g.margin, round(
                g.bottom_label_y + (g.label_h - self._deadwood_pill.size().height()) / 2))
            self._deadwood_pill.setVisible(True)
        else:
            self._deadwood_pill.setVisible(False)
        self._stock_slot.set_state(depth=stock)
        self._pile_slot.set_state(caption=tr("Discard pile") if not pile else "")
        self._refresh_showdown_pills()
        if prompt:
            self._refresh_prompt()

    def _refresh_showdown_pills(self) -> None:
        """Each laid-down hand's deadwood count, on its deadwood (or across the row)."""
        mirror = self._mirror
        assert mirror is not None
        pills = self._showdown_pills
        for pill in pills:
            pill.setVisible(False)
        show = mirror.showdown
        if show is None:
            return
        g = self._geometry
        bottom, top, _ = self._seats()
        rows = {bottom: g.bottom_y, top: g.top_y}
        groups = self._showdown_groups()
        # Where the cards are going, not where they are: this runs as they start to move.
        targets = self._targets()
        for pill, (seat, layout) in zip(pills, ((show.knocker, show.knocker_layout),
                                                (show.defender, show.defender_layout)),
                                        strict=False):
            if seat == show.defender and not show.laid_off and layout.layoffs:
                text = tr("Deadwood {n} · lays off {k}").format(
                    n=layout.deadwood_points, k=len(layout.layoffs))
            elif not layout.deadwood:
                text = tr("Gin: no deadwood") if seat == show.knocker else tr("No deadwood")
            else:
                text = tr("Deadwood {n}").format(n=layout.deadwood_points)
            # The groups are the melds, then the deadwood (then layoffs still to fly).
            cards = list(layout.deadwood) or [c for group in groups[seat] for c in group]
            if not cards:
                continue
            xs = [targets[c].pos.x() for c in cards]
            pill.set_text(text)
            pill.set_colours(QColor(255, 255, 255), QColor(0, 0, 0, 170))
            y = rows.get(seat, g.top_y) + g.card_h - pill.size().height() - g.card_h * 0.04
            pill.place_centred((min(xs) + max(xs) + g.card_w) / 2, y)
            pill.setVisible(True)

    def _refresh_prompt(self) -> None:
        g = self._geometry
        model = self._model
        if not model.has_match:
            self._prompt.setVisible(False)
            return
        mirror = self._mirror
        if self._refusal:
            text = self._refusal
            self._prompt.set_colours(QColor(255, 255, 255), QColor(BAD.red(), BAD.green(),
                                                                   BAD.blue(), 200))
        else:
            text = model.status_text()
            if model.is_human_turn():
                self._prompt.set_colours(QColor(40, 30, 5), QColor(250, 200, 70, 235))
            else:
                self._prompt.set_colours(QColor(248, 244, 230), QColor(0, 0, 0, 110))
        self._prompt.set_text(text)
        hidden = mirror is not None and mirror.result is not None and not self._refusal
        self._prompt.setVisible(not hidden)
        self._prompt.place_centred(g.centre_x, g.prompt_y)

    def _refresh_controls(self, *, prompt: bool = True) -> None:
        mirror = self._mirror
        view = self._view()
        if mirror is None or view is None:
            return
        g = self._geometry
        legal = view.legal_actions if not self._model.is_thinking else ()
        kinds = {a.kind for a in legal}
        in_hand = mirror.showdown is None and mirror.result is None
        advice_card = self._advice_card()

        # Cards: what can be acted on glows, what cannot be discarded now is dimmed.
        for item in self._cards.values():
            item.set_highlight(Highlight.NONE)
            item.setCursor(Qt.CursorShape.ArrowCursor)
        if mirror.stock and DRAW_STOCK.kind in kinds:
            top = self._cards[mirror.stock[-1]]
            top.set_highlight(Highlight.PLAYABLE)
            top.setCursor(Qt.CursorShape.PointingHandCursor)
        if mirror.pile and kinds & {ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD}:
            top = self._cards[mirror.pile[-1]]
            top.set_highlight(Highlight.PLAYABLE)
            top.setCursor(Qt.CursorShape.PointingHandCursor)
        knockable = {a.card for a in legal if a.kind is ActionKind.KNOCK}
        discardable = {a.card for a in legal if a.kind is ActionKind.DISCARD}
        if in_hand:
            for card in self._order.cards:
                item = self._cards[card]
                item.setCursor(Qt.CursorShape.OpenHandCursor)
                if self._knock_mode:
                    item.set_highlight(Highlight.KNOCK if card in knockable
                                       else Highlight.DIMMED)
                elif ActionKind.DISCARD in kinds and card not in discardable:
                    item.set_highlight(Highlight.DIMMED)
        if advice_card is not None and advice_card in self._cards:
            self._cards[advice_card].set_highlight(Highlight.ADVICE)
        show = mirror.showdown
        if show is not None and show.laid_off:
            for layoff in show.defender_layout.layoffs:
                self._cards[layoff.card].set_highlight(Highlight.LAID_OFF)

        # Upcard offer: Take / Pass beside the pile.
        offer = ActionKind.TAKE_UPCARD in kinds and in_hand
        upcard = mirror.pile[-1] if mirror.pile else None
        self._take_button.set_text(tr("Take {card}").format(card=card_label(upcard))
                                   if upcard is not None else tr("Take"))
        x = g.knock_x
        y = g.centre_y + g.card_h / 2
        self._take_button.setVisible(offer)
        self._pass_button.setVisible(offer)
        self._take_button.setPos(x, round(y - self._take_button.size().height() - g.font_px * 0.3))
        self._pass_button.setPos(x, round(y + g.font_px * 0.3))

        # Knock / gin: a toggle beside the knock spot, shown only when legal.
        can_knock = bool(knockable) and in_hand
        if can_knock:
            after = deadwood_after_each_discard(view.hand) if len(view.hand) == 11 else {}
            gin = any(after.get(c, 1) == 0 for c in knockable if c is not None)
            self._knock_button.set_text(tr("Gin!") if gin else tr("Knock"))
            self._knock_button.primary = gin
        self._knock_button.set_checked(self._knock_mode)
        self._knock_button.setVisible(can_knock)
        self._big_gin_button.setVisible(ActionKind.BIG_GIN in kinds and in_hand)
        self._knock_button.setPos(g.actions_x, round(y - self._knock_button.size().height()
                                                     - g.font_px * 0.3))
        self._big_gin_button.setPos(g.actions_x, round(y + g.font_px * 0.3))
        self._knock_slot.setVisible(can_knock or mirror.knock_card is not None)
        self._knock_slot.set_state(active=self._knock_mode,
                                   caption=tr("Knock: drop a card here") if can_knock
                                   else tr("Knocked"))

        # Sorting the bottom hand.
        sort_x = self._sort_left()
        caption_w = self._sort_caption.size().width()
        self._sort_caption.setPos(sort_x, round(
            g.bottom_label_y + (g.label_h - self._sort_caption.size().height()) / 2))
        self._sort_caption.setVisible(in_hand)
        x = sort_x + caption_w
        for button in self._sort_buttons.values():
            button.setVisible(in_hand)
            button.setPos(round(x), round(g.bottom_label_y + (g.label_h - button.size().height())
                                          / 2))
            x += button.size().width() + g.font_px * 0.4

        self._refresh_advice_panel(view)
        if prompt:
            self._refresh_prompt()

    def _sort_left(self) -> float:
        g = self._geometry
        width = self._sort_caption.size().width() + sum(
            b.size().width() + g.font_px * 0.4 for b in self._sort_buttons.values())
        return g.width - g.margin - width

    def _advice_card(self) -> Card | None:
        action = getattr(self._advice, "action", None)
        if not isinstance(action, Action) or self._mirror is None:
            return None
        if action.card is not None:
            return action.card
        if action.kind is ActionKind.DRAW_STOCK and self._mirror.stock:
            return self._mirror.stock[-1]
        if action.kind in (ActionKind.DRAW_DISCARD, ActionKind.TAKE_UPCARD) and self._mirror.pile:
            return self._mirror.pile[-1]
        return None

    def _refresh_advice_panel(self, view: SeatView) -> None:
        """Three-hand: the speech bubble of the player sitting out."""
        mirror = self._mirror
        assert mirror is not None
        panel = self._advice_panel
        names = self._names()
        bottom, _top, side = self._seats()
        if side is None or mirror.result is not None:
            panel.setVisible(False)
            return
        model = self._model
        you_advise = names.is_you(side)
        awaiting = you_advise and bool(view.legal_actions) and not model.is_thinking
        advice = self._advice
        reason = advice_text(advice) if advice is not None else ""
        action = advice.action if advice is not None else None
        if you_advise:
            if awaiting:
                title = tr("Advise {name}").format(name=names(bottom))
                lines = [tr("Click the stock, the pile or a card to suggest a move, "
                            "or let the captain decide.")]
                if advice is not None:
                    lines.append(tr("Last answer: {reason}").format(reason=reason))
                panel.show_buttons(self._decide_button)
            elif advice is not None:
                title = tr("{name} answers").format(name=names(bottom))
                lines = [reason]
                panel.show_buttons()
            else:
                panel.setVisible(False)
                return
        elif advice is not None and isinstance(action, Action):
            title = tr("{name} suggests: {move}").format(name=names(side),
                                                         move=describe_action(action))
            lines = [reason]
            mine = action in view.legal_actions
            panel.show_buttons(*([self._follow_button] if mine else []))
        else:
            panel.setVisible(False)
            return
        panel.set_content(title, lines, accent=GOOD)
        g = self._geometry
        label = self._labels[side]
        panel.setPos(g.margin, label.y() + label.size().height() + g.font_px * 0.2)
        panel.setVisible(True)

    def _show_result(self) -> None:
        mirror = self._mirror
        if mirror is None or mirror.result is None:
            return
        names = self._names()
        model = self._model
        result = mirror.result
        title = texts.result_title(result, names)
        standings = texts.standing_lines(names, mirror.scores, mirror.target,
                                         mirror.game_scores, mirror.game_winners)
        lines = texts.result_lines(result, names, standings, mirror.next_roles)
        panel = self._result_panel
        if mirror.match_end is not None:
            end = mirror.match_end
            # The final totals replace the running scores (Hollywood keeps its games).
            lines = [title + "."] + texts.result_lines(
                result, names, standings if mirror.game_scores else []) \
                + texts.match_lines(end, names)
            title = texts.match_title(end, names)
            panel.show_buttons(self._new_game_button)
        elif model.setup.has_human:
            panel.show_buttons(self._next_button)
        else:
            panel.show_buttons()
        won = result.winner is not None and self._your_side(result.winner)
        lost = result.winner is not None and not won and model.setup.has_human
        accent = GOOD if won else (BAD if lost else QColor(250, 200, 70))
        if mirror.match_end is not None:
            accent = GOOD if names.is_you(mirror.match_end.winner) else QColor(250, 200, 70)
        panel.set_content(title, lines, accent=accent)
        g = self._geometry
        left = g.margin
        side = self._seats()[2]
        if side is not None:
            label = self._labels[side]
            left = label.x() + label.size().width() + g.font_px * 0.6
        width = min(g.width * 0.56, g.font_px * 38, g.width - g.margin - left)
        if abs(width - panel.size().width()) > 0.5:
            panel.set_metrics(width, g.font_px)
            panel.set_content(title, lines, accent=accent)
        size = panel.size()
        x = max(left, g.centre_x - size.width() / 2)
        space_top = g.top_label_y + g.label_h + g.font_px * 0.3
        space_bottom = g.bottom_y - g.lift
        y = max(space_top, (space_top + space_bottom - size.height()) / 2)
        panel.setPos(round(x), round(y))
        panel.setVisible(True)

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

    def _all_buttons(self) -> list[ButtonItem]:
        return [self._take_button, self._pass_button, self._knock_button,
                self._big_gin_button, *self._sort_buttons.values(),
                *self._result_panel.buttons, *self._advice_panel.buttons]

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

    def _card_source(self, item: CardItem) -> str | None:
        mirror = self._mirror
        if mirror is None:
            return None
        card = item.card
        if mirror.showdown is not None or mirror.result is not None:
            return None
        if card in self._order.cards:
            return "hand"
        if mirror.stock and card is mirror.stock[-1]:
            return "stock"
        if mirror.pile and card is mirror.pile[-1]:
            return "pile"
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        # Input acts on the table as it is: finish whatever is still moving first.
        self._animator.finish()
        pos = event.scenePos()
        if self._fan.isVisible() and not self._fan_pinned:
            self.show_pile(False)
        item = self._interactive_at(pos)
        if isinstance(item, CardItem):
            source = self._card_source(item)
            if source is not None:
                if self._fan.isVisible() and source != "pile":
                    self.show_pile(False)
                self._press = _Press(item, source, pos, pos - item.pos())
                if source == "hand":
                    item.setFocus(Qt.FocusReason.MouseFocusReason)
                event.accept()
                return
            if self._mirror is not None and self._mirror.pile and \
                    item.card in self._mirror.pile:
                self._toggle_pile()
                event.accept()
                return
        if item is None and self._pile_slot.sceneBoundingRect().contains(pos):
            self._toggle_pile()
        elif not isinstance(item, PillItem) and self._fan.isVisible():
            self.show_pile(False)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press = self._press
        if press is None:
            super().mouseMoveEvent(event)
            self._hover_pile(event.scenePos())
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
        press.item.setPos(pos - press.offset)
        self._set_target(self._drop_target(press))
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None:
            super().mouseReleaseEvent(event)
            return
        event.accept()
        if press.dragging:
            target = self._drop_target(press)
            self._set_target(None)
            self._drop(press, target, event.scenePos())
        else:
            self._click(press)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseDoubleClickEvent(event)
            return
        self._animator.finish()
        item = self._interactive_at(event.scenePos())
        if isinstance(item, CardItem):
            # A double-click is the second press of a click: it never draws twice.
            if self._card_source(item) == "hand" and not self._advising():
                self.discard(item.card)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def _advising(self) -> bool:
        view = self._view()
        return view is not None and view.is_advisor and self._model.setup.has_human

    def _click(self, press: _Press) -> None:
        if press.source == "stock":
            self.draw_from_stock()
        elif press.source == "pile":
            view = self._view()
            kinds = {a.kind for a in view.legal_actions} if view is not None else set()
            if kinds & {ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD}:
                self.take_upcard()
            else:
                self._toggle_pile()
        elif press.source == "hand" and self._advising():
            self.discard(press.item.card)

    # ---------------------------------------------------------------- drag and drop
    def _hand_rect(self) -> QRectF:
        g = self._geometry
        cards = [self._cards[c].home.x() for c in self._order.cards]
        left = min(cards, default=g.centre_x - g.card_w) - g.card_w * 0.3
        right = max(cards, default=g.centre_x) + g.card_w * 1.3
        return QRectF(left, g.bottom_y - g.lift - g.card_h * 0.15, right - left,
                      g.card_h * 1.3 + g.lift)

    def _legal_drop(self, press: _Press, target: str) -> Action | None:
        """The action a drop on ``target`` would be, or None if it makes no move."""
        card = press.item.card
        if press.source == "hand":
            if target == "pile":
                return Action.knock(card) if self._knock_mode else Action.discard(card)
            if target == "knock":
                return Action.knock(card)
            return None
        if target != "hand":
            return None
        if press.source == "stock":
            return DRAW_STOCK
        view = self._view()
        if view is not None and view.phase is Phase.UPCARD_OFFER:
            return TAKE_UPCARD
        return DRAW_DISCARD

    def _candidates(self, press: _Press) -> dict[str, QRectF]:
        if press.source == "hand":
            places = {"pile": self._pile_slot.sceneBoundingRect().adjusted(12, 12, -12, -12),
                      "hand": self._hand_rect()}
            if self._knock_slot.isVisible():
                places["knock"] = self._knock_slot.sceneBoundingRect().adjusted(
                    12, 12, -12, -12)
            return places
        return {"hand": self._hand_rect()}

    def _overlaps(self, press: _Press) -> list[tuple[float, str]]:
        card = QRectF(press.item.pos(), press.item.size())
        found = []
        for name, rect in self._candidates(press).items():
            overlap = card.intersected(rect)
            area = overlap.width() * overlap.height() if not overlap.isEmpty() else 0.0
            if area > 0:
                found.append((area, name))
        found.sort(reverse=True)
        return found

    def _is_legal(self, press: _Press, target: str) -> bool:
        if press.source == "hand" and target == "hand":
            return True
        action = self._legal_drop(press, target)
        view = self._view()
        return action is not None and view is not None and action in view.legal_actions \
            and not self._model.is_thinking

    def _drop_target(self, press: _Press) -> str | None:
        """The legal place the card overlaps most (None: no legal place under it)."""
        for _area, name in self._overlaps(press):
            if self._is_legal(press, name):
                return name
        return None

    def _set_target(self, target: str | None) -> None:
        press = self._press
        self._pile_slot.set_state(target=target == "pile")
        self._knock_slot.set_state(target=target == "knock")
        drawing = press is not None and press.source != "hand"
        self._hand_zone.setVisible(target == "hand" and drawing)
        if target == "hand" and drawing:
            rect = self._hand_rect()
            self._hand_zone.set_size(rect.size(), self._geometry.font_px)
            self._hand_zone.setPos(rect.topLeft())
            self._hand_zone.set_state(target=True)

    def _drop(self, press: _Press, target: str | None, pos: QPointF) -> None:
        card = press.item.card
        if target == "hand" and press.source == "hand":
            centres = [self._cards[c].home.x() + self._geometry.card_w / 2
                       for c in self._order.cards if c is not card]
            centre = press.item.pos().x() + self._geometry.card_w / 2
            self.move_card(card, insertion_index(centres, centre))
            return
        if target is not None:
            action = self._legal_drop(press, target)
            if action is not None:
                self._act(action)
            self._relayout()
            return
        # No legal place: say why, and the card goes home.
        overlaps = [name for _, name in self._overlaps(press)]
        illegal = next((n for n in overlaps if self._legal_drop(press, n) is not None), None)
        if illegal is not None:
            action = self._legal_drop(press, illegal)
            assert action is not None
            self._act(action)  # refused: the model says why (action_refused)
        elif press.source == "hand":
            self._say(tr("Drop the card on the discard pile to discard it"))
        else:
            self._say(tr("Drop the card on your hand to draw it"))
        self._relayout()

    def _say(self, message: str) -> None:
        self._on_refused(message)

    def _hover_pile(self, pos: QPointF) -> None:
        over = self._pile_slot.sceneBoundingRect().adjusted(12, 12, -12, -12).contains(pos)
        if over and not self._fan.isVisible():
            if not self._pile_timer.isActive():
                self._pile_timer.start(PILE_HOVER_MS)
        elif not over:
            self._pile_timer.stop()
            if self._fan.isVisible() and not self._fan_pinned:
                self.show_pile(False)


def _meld_gaps(cards: Sequence[Card]) -> set[int]:
    """Indexes that start or end a meld lying together in ``cards`` (shown apart)."""
    index = {card: i for i, card in enumerate(cards)}
    gaps: set[int] = set()
    for meld in best_arrangement(cards).melds:
        places = sorted(index[c] for c in meld.cards)
        if places[-1] - places[0] == len(places) - 1:
            if places[0] > 0:
                gaps.add(places[0])
            if places[-1] + 1 < len(cards):
                gaps.add(places[-1] + 1)
    return gaps


def _next(cards: Sequence[Card], index: int) -> Card | None:
    return cards[index + 1] if index + 1 < len(cards) else None


def _can_knock(view: SeatView) -> bool:
    return any(a.kind is ActionKind.KNOCK for a in view.legal_actions)

