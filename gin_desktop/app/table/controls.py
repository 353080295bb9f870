"""The table's buttons: Take / Pass beside the pile (the first-turn offer), Knock (or Gin!)
and Big gin beside the knock spot, and the sort buttons under the own hand.

Each button is shown only while its move is legal; the scene says which (``ControlState``)
and connects the buttons to its user intents.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtGui import QActionGroup, QColor
from PySide6.QtWidgets import QGraphicsScene, QMenu

from gin_desktop.engine import ActionKind, Card

from ..i18n import translate as _tr
from ..prompts import card_label, card_name
from .geometry import TableGeometry
from .hand_order import SORT_MODES
from ..weak_call import WeakAttribute, weak_if_bound
from .items import ButtonItem, PillItem


@dataclass(frozen=True, slots=True)
class ControlState:
    """What the buttons show now."""

    # The first-turn upcard offer is open: Take / Pass.
    offer: bool = False
    upcard: Card | None = None
    # A knock is legal; ``gin``: it would be gin.
    can_knock: bool = False
    gin: bool = False
    knock_mode: bool = False
    big_gin: bool = False
    # The rules make a knock undercut by equal deadwood (``equal_deadwood_is_undercut``).
    equal_undercuts: bool = True
    # The rules' undercut and gin bonuses are more than 0 (either may be set to 0).
    undercut_bonus: bool = True
    gin_bonus: bool = True
    # A hand is being played (not at the showdown or over): sorting makes sense.
    in_hand: bool = False
    # Three-hand: the person sits out and only suggests the captain's moves.
    advising: bool = False


def _knock_label() -> str:
    """The Knock button's word: the verb the menu's Play ▸ Knock and the knock-mode prompt
    ("Esc or Knock again") name, where the scorepad's "Knock" is the noun for a hand's
    result (Portuguese "Bater" against "Batida", Czech "Klepnout" against "Klepnutí")."""
    return QCoreApplication.translate("GinDesktop", "Knock", "button")


def _knock_tip(state: ControlState) -> str:
    """What Knock (or Gin!) means, for whoever meets it here first (RULES.md 5 to 8), with
    the undercut the rules played make (equal deadwood or only less)."""
    if state.gin and not state.gin_bonus:
        return _tr(
            "Gin: end the hand with no deadwood at all. You then discard face "
            "down; you score your opponent's deadwood, and nothing can be laid off.")
    if state.gin:
        return _tr(
            "Gin: end the hand with no deadwood at all. You then discard face "
            "down; you score your opponent's deadwood plus the gin bonus, and "
            "nothing can be laid off.")
    if state.equal_undercuts and state.undercut_bonus:
        return _tr(
            "Knock: end the hand now. You then discard face down, both hands are "
            "shown, your opponent may lay off cards on your melds, and the lower "
            "deadwood scores the difference. If your opponent ends with as much "
            "deadwood as you or less, they undercut you and score a bonus as well.")
    if state.equal_undercuts:
        # No undercut bonus in these rules: the difference alone.
        return _tr(
            "Knock: end the hand now. You then discard face down, both hands are "
            "shown, your opponent may lay off cards on your melds, and the lower "
            "deadwood scores the difference. If your opponent ends with as much "
            "deadwood as you or less, they undercut you and score the difference.")
    if not state.undercut_bonus:
        return _tr(
            "Knock: end the hand now. You then discard face down, both hands are "
            "shown, your opponent may lay off cards on your melds, and the lower "
            "deadwood scores the difference. If your opponent ends with less "
            "deadwood, they undercut you and score the difference; with the same "
            "deadwood, nobody scores.")
    return _tr(
        "Knock: end the hand now. You then discard face down, both hands are "
        "shown, your opponent may lay off cards on your melds, and the lower "
        "deadwood scores the difference. If your opponent ends with less "
        "deadwood, they undercut you and score a bonus as well; with the same "
        "deadwood, nobody scores.")


def _compact_sort_words(mode: str | None) -> str:
    """The compact sort button's tooltip and spoken name, with the sort in force
    (``mode``; None: the player's own order)."""
    words = {"rank": _tr("Sort the hand by rank, suit or melds: it is sorted by rank now"),
             "suit": _tr("Sort the hand by rank, suit or melds: it is sorted by suit now"),
             "melds": _tr("Sort the hand by rank, suit or melds: it is sorted by melds now")}
    return words.get(mode or "", _tr("Sort the hand by rank, suit or melds"))


class TableControls:
    """The buttons on the felt; ``actions`` are the scene's intents they trigger."""

    # Weakly, the scene and its intents: the scene holds its controls, and a view let go
    # of is freed at once, its scene with it (``weak_call.WeakAttribute``).
    _scene = WeakAttribute[QGraphicsScene]()

    def __init__(self, scene: QGraphicsScene, *, take: Callable[[], object],
                 pass_upcard: Callable[[], object], knock: Callable[[], object],
                 big_gin: Callable[[], object], sort: Callable[[str], object]) -> None:
        self._scene = scene
        sort = weak_if_bound(sort)
        self.take = self._button(_tr("Take"), take, primary=True)
        self.pass_ = self._button(_tr("Pass"), pass_upcard)
        self.knock = self._button(_knock_label(), knock, checkable=True)
        self.big_gin = self._button(_tr("Big gin!"), big_gin, primary=True)
        self.sort: dict[str, ButtonItem] = {}
        # Beside a "Sort" caption, which a screen reader does not connect to them.
        spoken = (_tr("Sort by rank"), _tr("Sort by suit"), _tr("Sort by melds"))
        for mode, text, words in zip(SORT_MODES, (_tr("Rank"), _tr("Suit"), _tr("Melds")),
                                     spoken, strict=True):
            self.sort[mode] = self._button(text, lambda m=mode: sort(m), choice=True)
            self.sort[mode].set_text(text, words)
            # Said on the pointer too: on a small table the "Sort" caption makes way.
            self.sort[mode].setToolTip(words)
        self.sort_caption = PillItem(_tr("Sort"))
        self.sort_caption.set_colours(QColor(248, 244, 230, 190), QColor(0, 0, 0, 0))
        scene.addItem(self.sort_caption)
        self.sort_caption.setVisible(False)  # with the Sort buttons, once a hand is dealt
        # Whether the caption is wanted beside the buttons (``show_sort_caption``).
        self._sort_captioned = True
        # The three in one button opening a menu of them (``set_sort_compact``), where the
        # own plate needs the row: Hollywood's three games beside the captain's name had
        # no room beside "Valor Palo Combinaciones" (800x600, 900x600 in Spanish).
        self._sort = sort
        self._sort_words = dict(zip(SORT_MODES, spoken, strict=True))
        menu_text = _tr("Sort") + " ▾"
        self.sort_menu = self._button(menu_text, self.open_sort_menu)
        self.sort_menu.set_text(menu_text, _compact_sort_words(None))
        self.sort_menu.setToolTip(_compact_sort_words(None))
        self._sort_compact = False
        # The sort the hand is in (None: the player's own order), shown checked.
        self._sort_in_force: str | None = None
        # The menu while it is open (None: closed).
        self.menu: QMenu | None = None

    def _button(self, text: str, slot: Callable[..., object], *, primary: bool = False,
                checkable: bool = False, choice: bool = False) -> ButtonItem:
        button = ButtonItem(text, primary=primary, checkable=checkable, choice=choice)
        button.clicked.connect(slot)
        self._scene.addItem(button)
        button.setVisible(False)
        return button

    @property
    def buttons(self) -> list[ButtonItem]:
        return [self.take, self.pass_, self.knock, self.big_gin, *self.sort.values(),
                self.sort_menu]

    def set_font_px(self, px: float) -> None:
        for button in self.buttons:
            button.set_font_px(px)
        self.sort_caption.set_font_px(px * 0.9)

    def set_sort_font_px(self, px: float, g: TableGeometry) -> None:
        """The sort buttons' type, and their places for it: smaller where the own plate
        has no room beside them."""
        for button in (*self.sort.values(), self.sort_menu):
            button.set_font_px(px)
        self._place_sort(g, self.sort_shown())

    def sort_left(self, g: TableGeometry, *, captioned: bool | None = None,
                  compact: bool | None = None) -> float:
        """The left edge of the sort buttons (right-aligned under the own hand), with their
        "Sort" caption or without it (None: as it is now); ``compact``, of the one button
        (``set_sort_compact``; None: as it is now)."""
        if self._sort_compact if compact is None else compact:
            return g.width - g.margin - self.sort_menu.size().width()
        captioned = self._sort_captioned if captioned is None else captioned
        width = (self.sort_caption.size().width() if captioned else 0.0) + sum(
            b.size().width() + g.font_px * 0.4 for b in self.sort.values())
        return g.width - g.margin - width

    def sort_shown(self) -> bool:
        """The sort buttons are on the table (a hand is in play)."""
        return self.sort["rank"].isVisible() or self.sort_menu.isVisible()

    def sort_compact(self) -> bool:
        """Whether the sort buttons are one button opening a menu (``set_sort_compact``)."""
        return self._sort_compact

    def set_sort_compact(self, compact: bool, g: TableGeometry) -> None:
        """Show the three sort buttons, or (``compact``) one "Sort ▾" button in their
        place opening a menu of them: a third of their width."""
        if compact != self._sort_compact:
            shown = self.sort_shown()
            self._sort_compact = compact
            self._place_sort(g, shown)

    def show_sort_in_force(self, mode: str | None) -> None:
        """Check the button of the sort the hand is in (``mode``), and only it; None: the
        player arranged the hand themselves, and no sort is in force."""
        self._sort_in_force = mode
        for each, button in self.sort.items():
            button.set_checked(each == mode)
        # The compact button names no sort on its face (it has the room of one word): its
        # tooltip and its spoken name say which is in force.
        words = _compact_sort_words(mode)
        self.sort_menu.set_text(self.sort_menu.text(), words)
        self.sort_menu.setToolTip(words)

    def open_sort_menu(self) -> None:
        """The compact sort button's menu, over the button (it sits at the table's foot):
        each way to sort the hand, in the words of the three buttons' tooltips, the sort in
        force checked as its button is."""
        views = self._scene.views()
        if not views:
            return
        view = views[0]
        menu = QMenu(view)
        group = QActionGroup(menu)
        for mode, words in self._sort_words.items():
            action = menu.addAction(words)
            action.setCheckable(True)
            action.setChecked(mode == self._sort_in_force)
            group.addAction(action)
            action.triggered.connect(lambda _checked=False, m=mode: self._sort(m))
        menu.aboutToHide.connect(self._menu_closed)
        corner = view.mapToGlobal(view.mapFromScene(self.sort_menu.sceneBoundingRect()
                                                    .topLeft()))
        self.menu = menu
        menu.popup(corner - QPoint(0, menu.sizeHint().height()))

    def _menu_closed(self) -> None:
        menu, self.menu = self.menu, None
        if menu is not None:
            menu.deleteLater()

    def sort_shown_left(self, g: TableGeometry) -> float | None:
        """The left edge of the sort buttons while they are shown, else None."""
        return self.sort_left(g) if self.sort_shown() else None

    def show_sort_caption(self, shown: bool, g: TableGeometry) -> None:
        """Put the "Sort" caption beside the sort buttons, or leave it out and move the
        buttons right into its room (their tooltips still say "Sort by ...")."""
        if shown != self._sort_captioned:
            self._sort_captioned = shown
            self._place_sort(g, self.sort_shown())

    def refresh(self, state: ControlState, g: TableGeometry) -> None:
        """Show the buttons of the legal moves, in their places."""
        y = g.centre_y + g.card_h / 2
        self._word_offer(state)
        self._place_pair(self.take, self.pass_, g.knock_x, y, g, visible=state.offer)
        if state.can_knock:
            self._word_knock(state)
        self._word_big_gin(state)
        self.knock.set_checked(state.knock_mode)
        # Right of the knock spot, on two lines where one runs past the felt's edge: moved
        # left instead, the sitter's "Suggest knocking" (900x600) covered the spot's
        # caption, the very words that say what the spot is for.
        room = g.width - g.margin - g.actions_x
        self.knock.wrap_width = self.big_gin.wrap_width = room
        self._place_pair(self.knock, self.big_gin, g.actions_x, y, g, visible=False)
        self.knock.setVisible(state.can_knock)
        self.big_gin.setVisible(state.big_gin)
        self._place_sort(g, state.in_hand)

    def _word_knock(self, state: ControlState) -> None:
        """Knock (or Gin!) in the words of who presses it: the one sitting out holds no
        cards and only suggests the captain's knock, where "Knock" and its tooltip "You
        then discard face down" had them knock with a hand they do not hold."""
        self.knock.primary = state.gin
        if state.advising:
            self.knock.set_text(_tr("Suggest going gin") if state.gin
                                else _tr("Suggest knocking"))
            self.knock.setToolTip(
                _tr("Suggest that the captain goes gin with the card you choose, "
                    "discarded face down; the captain has the final say.") if state.gin
                else _tr("Suggest that the captain knocks with the card you choose, "
                         "discarded face down; the captain has the final say."))
            return
        self.knock.set_text(_tr("Gin!") if state.gin else _knock_label())
        self.knock.setToolTip(_knock_tip(state))

    def _word_big_gin(self, state: ControlState) -> None:
        """Big gin in the words of who presses it (the sitter: a suggestion)."""
        if state.advising:
            self.big_gin.set_text(_tr("Suggest big gin"))
            self.big_gin.setToolTip(_tr("Suggest that the captain declares big gin; the "
                                        "captain has the final say."))
        else:
            self.big_gin.set_text(_tr("Big gin!"))
            self.big_gin.setToolTip("")

    def _word_offer(self, state: ControlState) -> None:
        """Take / Pass in the words of who presses them: the player, or (three-hand) the
        one sitting out, whose press is advice. A sitter read "Take 8♣" and its tooltip
        "Take the upcard into your hand", holding no hand at all."""
        if state.advising:
            take = _tr("Suggest taking {card}")
            self.take.setToolTip(_tr("Suggest that the captain takes the upcard; the "
                                     "captain has the final say."))
            self.pass_.set_text(_tr("Suggest passing"))
            self.pass_.setToolTip(_tr("Suggest that the captain leaves the upcard; the "
                                      "captain has the final say."))
        else:
            take = _tr("Take {card}")
            # The first turn's offer, for whoever meets it before reading the rules
            # (RULES.md two-player 3): true of the non-dealer and the dealer, and of
            # three-hand.
            self.take.setToolTip(_tr("Take the upcard into your hand; you then discard a "
                                     "card to end your turn."))
            self.pass_.set_text(_tr("Pass"))
            self.pass_.setToolTip(_tr("Leave the upcard. Only the first card turned up is "
                                      "offered this way: if both players pass it, play "
                                      "begins with a draw from the stock."))
        if state.upcard is not None:
            self.take.set_text(take.format(card=card_label(state.upcard)),
                               take.format(card=card_name(state.upcard)))
        else:
            self.take.set_text(_tr("Take"))

    def mark(self, advised: ActionKind | None) -> None:
        """The button of the move a Hint (or the sitter's advice) names glows as the card
        it names does: a Pass has no card, and a knock's card alone, double-clicked, would
        be discarded face up (``advised``: the move's kind, None: no advice shown)."""
        self.take.set_advised(advised is ActionKind.TAKE_UPCARD)
        self.pass_.set_advised(advised is ActionKind.PASS_UPCARD)
        self.knock.set_advised(advised is ActionKind.KNOCK and not self.knock.checked)
        self.big_gin.set_advised(advised is ActionKind.BIG_GIN)

    @staticmethod
    def _place_pair(upper: ButtonItem, lower: ButtonItem, x: float, y: float,
                    g: TableGeometry, *, visible: bool) -> None:
        """Two buttons stacked around the pile row's middle ``y``, left of the table's
        right edge however long their words."""
        upper.setVisible(visible)
        lower.setVisible(visible)
        right = g.width - g.margin
        upper.setPos(min(x, right - upper.size().width()),
                     round(y - upper.size().height() - g.font_px * 0.3))
        lower.setPos(min(x, right - lower.size().width()), round(y + g.font_px * 0.3))

    def _place_sort(self, g: TableGeometry, in_hand: bool) -> None:
        x = self.sort_left(g)
        compact = self._sort_compact
        menu = self.sort_menu
        menu.setVisible(in_hand and compact)
        menu.setPos(round(x), round(g.bottom_label_y + (g.label_h - menu.size().height()) / 2))
        caption = self.sort_caption
        caption.setPos(x, round(g.bottom_label_y + (g.label_h - caption.size().height()) / 2))
        caption.setVisible(in_hand and self._sort_captioned and not compact)
        if self._sort_captioned:
            x += caption.size().width()
        for button in self.sort.values():
            button.setVisible(in_hand and not compact)
            button.setPos(round(x), round(g.bottom_label_y
                                          + (g.label_h - button.size().height()) / 2))
            x += button.size().width() + g.font_px * 0.4


__all__ = ["ControlState", "TableControls"]
