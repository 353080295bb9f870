"""Keyboard play: a whole match without the mouse.

``KeyboardController(table_view)`` filters the table's key presses and calls the view's
per-intent methods (``draw_from_stock``, ``discard``...), the same code the mouse uses.
Focus moves along the bottom hand with Left/Right; the focused card is lifted and ringed
(``CardItem`` paints the ring), and announced in words on the status line and to screen
readers ("Seven of hearts, in a run, card 3 of 10").

``KEYS`` is the one list of keys: the main window gives its menu actions the same shortcuts
(so the menus show them) and the Keyboard shortcuts window lists ``help_sections()``. When
a window action already owns a key, the controller leaves that key to it; a bare
``TableView`` (tests, other windows) gets every key from the controller.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from PySide6.QtCore import (
    QCoreApplication, QEvent, QKeyCombination, QObject, Qt, QT_TRANSLATE_NOOP, Signal,
)
from PySide6.QtGui import QAction, QFocusEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from gin_desktop.engine import ActionKind, Card, HandDealt, Phase
from gin_desktop.engine.melds import Arrangement

from .i18n import translate as _tr
from .prompts import (
    CAPTAIN_DECIDES_KEY, DISCARD_KEY, DRAW_STOCK_KEY, ENTER_KEY, FOLLOW_ADVICE_KEY, KNOCK_KEY,
    NEXT_HAND_KEY, PASS_UPCARD_KEY, REST_OF_DECK_KEY, TAKE_PILE_KEY, TAKE_UPCARD_KEY,
    best_knock_card, card_name, key_text, knock_is_gin, knock_mode_text,
)
from . import accessibility
from .advice_text import advice_inline, as_sentence
from .dialogs.labels import plain_label
from .table import TableView
from .table.items import ButtonItem, CardItem
from .table.piles import laid_down
from .weak_call import WeakAttribute, single_shot, weak_if_bound

# Intent -> its keys (QKeySequence portable text). The first key is the one menus show.
KEYS: Final[dict[str, tuple[str, ...]]] = {
    "focus_previous": ("Left",),
    "focus_next": ("Right",),
    "focus_first": ("Home",),
    "focus_last": ("End",),
    "move_left": ("Shift+Left",),
    "move_right": ("Shift+Right",),
    "discard": (DISCARD_KEY, "Return", "Enter", "Space"),
    "draw_stock": (DRAW_STOCK_KEY,),
    "take_pile": (TAKE_PILE_KEY,),
    "take_upcard": (TAKE_UPCARD_KEY,),
    "pass_upcard": (PASS_UPCARD_KEY,),
    "knock": (KNOCK_KEY,),
    "big_gin": ("B",),
    "captain_decides": (CAPTAIN_DECIDES_KEY,),
    "captain_plays_hand": ("Shift+" + CAPTAIN_DECIDES_KEY,),
    "follow_advice": (FOLLOW_ADVICE_KEY,),
    "next_hand": (NEXT_HAND_KEY,),
    "hint": ("H",),
    "sort_rank": ("R",),
    "sort_suit": ("U",),
    "sort_melds": ("M",),
    "show_pile": ("V",),
    "describe": ("I",),
    "read_situation": ("A",),
    "read_moves": ("W",),
    "show_deck": (REST_OF_DECK_KEY,),
    "cancel": ("Escape",),
}

# The keys that open the table's context menu for the focused card (``TableView``).
MENU_KEYS: Final = ("Menu", "Shift+F10")

# What each key does, for the Keyboard shortcuts window (translated when shown).
_HELP: Final[dict[str, object]] = {
    "focus_previous": QT_TRANSLATE_NOOP("Keyboard", "Focus the card to the left"),
    "focus_next": QT_TRANSLATE_NOOP("Keyboard", "Focus the card to the right"),
    "focus_first": QT_TRANSLATE_NOOP("Keyboard", "Focus the first card"),
    "focus_last": QT_TRANSLATE_NOOP("Keyboard", "Focus the last card"),
    "move_left": QT_TRANSLATE_NOOP("Keyboard", "Move the focused card left"),
    "move_right": QT_TRANSLATE_NOOP("Keyboard", "Move the focused card right"),
    "discard": QT_TRANSLATE_NOOP("Keyboard", "Discard the focused card (knocks in knock "
                                             "mode); after a hint, make the hinted move"),
    "draw_stock": QT_TRANSLATE_NOOP("Keyboard", "Draw from the stock"),
    "take_pile": QT_TRANSLATE_NOOP("Keyboard", "Take the top card of the discard pile"),
    "take_upcard": QT_TRANSLATE_NOOP("Keyboard", "Take the upcard"),
    "pass_upcard": QT_TRANSLATE_NOOP("Keyboard", "Pass the upcard"),
    "knock": QT_TRANSLATE_NOOP("Keyboard",
                               "Knock: then choose the card to discard face down"),
    "big_gin": QT_TRANSLATE_NOOP("Keyboard", "Declare big gin"),
    # The three-hand game named: the list shows in a two-player game too, where "sitting
    # out" named no seat (a newcomer pressed L there, s67).
    "captain_decides": QT_TRANSLATE_NOOP("Keyboard",
                                         "Let the captain decide (three-hand, sitting out)"),
    "captain_plays_hand": QT_TRANSLATE_NOOP(
        "Keyboard", "Let the captain play the rest of the hand, asking no more advice "
                    "(three-hand, sitting out)"),
    "follow_advice": QT_TRANSLATE_NOOP("Keyboard",
                                       "Make the move a hint shows, or follow the advice of "
                                       "the player sitting out (captain)"),
    "next_hand": QT_TRANSLATE_NOOP("Keyboard", "Next hand"),
    "hint": QT_TRANSLATE_NOOP("Keyboard", "Hint"),
    "sort_rank": QT_TRANSLATE_NOOP("Keyboard", "Sort by rank"),
    "sort_suit": QT_TRANSLATE_NOOP("Keyboard", "Sort by suit"),
    "sort_melds": QT_TRANSLATE_NOOP("Keyboard", "Sort by melds"),
    "show_pile": QT_TRANSLATE_NOOP("Keyboard", "Show or hide the whole discard pile"),
    "describe": QT_TRANSLATE_NOOP("Keyboard", "Read out the game status and the focused card"),
    "read_situation": QT_TRANSLATE_NOOP(
        "Keyboard", "Read out the whole table: your melds and deadwood, the upcard, the "
        "stock, the opponent's known cards, the scores"),
    "read_moves": QT_TRANSLATE_NOOP("Keyboard", "Read out the last moves"),
    "show_deck": QT_TRANSLATE_NOOP("Keyboard",
                                   "Show the rest of the deck, once the hand is over"),
    "cancel": QT_TRANSLATE_NOOP("Keyboard",
                                "Leave knock mode, hide the discard pile or dismiss a notice"),
}

# Keys that only make sense on the table: the controller keeps them even where a window
# action has the same shortcut.
_TABLE_ONLY: Final = frozenset({"focus_previous", "focus_next", "focus_first", "focus_last",
                                "move_left", "move_right", "cancel"})

# The keys that go on while held down, stepping along the hand; any other table key held
# down makes its move once. Its repeats drew a red refusal after the move it made ("you
# have drawn already", "please wait", "the hand is still being played"), or a second move
# once the computer had played.
_REPEATING: Final = frozenset({"focus_previous", "focus_next", "move_left", "move_right"})

# Ways into the table that choose its focused item themselves: Tab and Shift+Tab step to
# an item of the scene, a click focuses what it hits.
_OWN_WAY_IN: Final = frozenset({Qt.FocusReason.TabFocusReason,
                                Qt.FocusReason.BacktabFocusReason,
                                Qt.FocusReason.MouseFocusReason})

# Ways off the table to a menu or a dialog over it, after which the focus comes back to
# the item that had it (a felt button too), as in any other program.
_OVER_THE_TABLE: Final = frozenset({Qt.FocusReason.PopupFocusReason,
                                    Qt.FocusReason.ActiveWindowFocusReason,
                                    Qt.FocusReason.MenuBarFocusReason})

# Ways into the table that Tab's stops follow (``KeyboardController._entered_by_tab``).
_BY_TAB: Final = frozenset({Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason})


def _is_tab(event: QKeyEvent) -> bool:
    """Tab or Shift+Tab alone (Ctrl+Tab is left to Qt)."""
    extra = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                  | Qt.KeyboardModifier.KeypadModifier)
    return event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and not extra


def _forward(event: QKeyEvent) -> bool:
    """Tab rather than Shift+Tab (which comes as Backtab, or as Tab with Shift)."""
    return event.key() == Qt.Key.Key_Tab and \
        not event.modifiers() & Qt.KeyboardModifier.ShiftModifier


def shortcut(intent: str) -> QKeySequence:
    """The key the menus show for ``intent`` (e.g. ``shortcut("draw_stock")`` is S)."""
    return QKeySequence(KEYS[intent][0])


def shortcuts(intent: str) -> list[QKeySequence]:
    """Every key for ``intent``, for ``QAction.setShortcuts``."""
    return [QKeySequence(k) for k in KEYS[intent]]


def help_sections(window: QWidget | None = None) -> list[tuple[str, list[tuple[str, str]]]]:
    """The table's keys for the Keyboard shortcuts window: [(title, [(what, keys)])], in
    the ``ShortcutsDialog(extra=...)`` form. Keys that an action of ``window`` has are left
    out (the window's menus list them already)."""
    owned = ({s.toString() for a in _actions(window) for s in a.shortcuts()}
             if window is not None else set())
    # The rows are marked in the "Keyboard" context (QT_TRANSLATE_NOOP above): translated
    # there, not in ``_tr``'s.
    rows = [(QCoreApplication.translate("Keyboard", str(_HELP[intent])), _key_names(keys))
            for intent, keys in KEYS.items() if QKeySequence(keys[0]).toString() not in owned]
    # The view opens the menu itself (``TableView.contextMenuEvent``), not an intent.
    rows.append((_tr("Open the menu of the focused card"), _key_names(MENU_KEYS)))
    return [(_tr("Playing with the keyboard"), rows)]


def _key_names(keys: tuple[str, ...]) -> str:
    """``keys`` as the player's keyboard names them, each name once. The main Enter key
    (Qt's Return) and the keypad's bear one label on a PC keyboard, and the table's
    sentences call it by that ("press Enter", Spanish "Intro"): Qt wrote the pair "Return,
    Enter", in Spanish "Retorno, Intro", a key no Spanish keyboard has. The other keys keep
    Qt's names, the words their keys bear: Czech and Portuguese keyboards print "Home",
    "End" and "Esc" in English, Spanish ones "Inicio" and "Fin", as Qt writes them."""
    names: list[str] = []
    for key in keys:
        name = key_text(ENTER_KEY if key == "Return" else key)
        if name not in names:
            names.append(name)
    return ", ".join(names)


def _actions(window: QWidget) -> list[QAction]:
    return [*window.actions(), *window.findChildren(QAction)]


def _sequence(event: QKeyEvent) -> QKeySequence:
    # The keypad's Enter and arrows count as the main ones.
    modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return QKeySequence(QKeyCombination(modifiers, Qt.Key(event.key())))


_BY_SEQUENCE: Final[dict[str, str]] = {
    QKeySequence(k).toString(): intent for intent, keys in KEYS.items() for k in keys}


class KeyboardController(QObject):
    """Keyboard play on ``view``; see the module docstring.

    ``hint`` is called for H (default: the model's hint, announced); ``dismiss`` for Escape
    when the table has nothing of its own to cancel (the window's notice; it returns whether
    there was one, which is then said). ``announced`` carries
    every announcement (also sent to the view's ``status_message`` and its accessible
    description).
    """

    announced = Signal(str)
    # The focused card in words, for the status line while the keyboard is on the hand
    # (``card_words_gone`` when it leaves): a screen reader hears it from the focus itself.
    card_words = Signal(str)
    card_words_gone = Signal()
    # ``active`` changed: the status line's how-to-discard follows it.
    active_changed = Signal(bool)

    # Weakly: the controller is the view's child (held by it), so that a view let go of
    # is freed at once, by reference count, this controller with it.
    _view = WeakAttribute[TableView]()

    def __init__(self, view: TableView, hint: Callable[[], None] | None = None,
                 dismiss: Callable[[], bool] | None = None) -> None:
        super().__init__(view)
        self._view = view
        self._scene = view.table_scene()
        self._model = self._scene.model
        # Weakly: the window's own methods, and the window holds this controller.
        self._hint = weak_if_bound(hint)
        self._dismiss = weak_if_bound(dismiss)
        self._last_index = 0
        self._last_drawn: Card | None = None
        # The focused card's words on the status line: (card, note, words), None once gone.
        self._card_shown: tuple[Card, str, str] | None = None
        # The last words a key answered with on the status line (``said``).
        self._said = ""
        # A new deal came since the focus last followed the hand (``_follow_hand``).
        self._dealt = False
        # The card focused when the table last lost the keyboard (``_come_back_to_card``).
        self._card_left: Card | None = None
        # Set by the first table key pressed (S too, which the Play menu's action takes):
        # from then on the focus follows the hand (a mouse player never sees a focus ring
        # appear by itself).
        self._active = False
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._viewport = view.viewport()
        view.installEventFilter(self)
        self._viewport.installEventFilter(self)  # a mouse press: the player is back on it
        self._scene.focusItemChanged.connect(self._focus_moved)
        self._model.events_applied.connect(self._on_events)
        # Before ``_follow_hand``: a card it focuses then gets the last word.
        self._model.state_changed.connect(self._describe_now)
        self._scene.knock_mode_changed.connect(self._describe_now)
        self._scene.knock_mode_changed.connect(self._knock_pressed)
        self._model.state_changed.connect(self._follow_hand)
        self._model.match_started.connect(self._on_match_started)
        self._scene.animator.idle.connect(self._recount)
        self.card_words_gone.connect(self._forget_card_words)

    @property
    def active(self) -> bool:
        return self._active

    @active.setter
    def active(self, on: bool) -> None:
        if on != self._active:
            self._active = on
            self._scene.set_keyboard_play(on)
            self.active_changed.emit(on)

    # ---------------------------------------------------------------- focus
    def hand(self) -> tuple[Card, ...]:
        """The bottom hand, left to right: once the hand is over, as it lies laid down
        (melds, then deadwood), without the cards laid off onto the other side's melds.
        The arrows followed the order the hand had in play, the ring hopping back and forth
        across the melds, and a focused card laid off took its ring up into the knocker's
        run (Czech at 800x600, the captain's 4♦ ringed in the box's melds)."""
        cards = self._view.hand_order()
        row = self._laid_down()
        return tuple(card for card in row if card in cards) if row else cards

    def _layout(self, hand: Sequence[Card]) -> Arrangement:
        """The melds the table shows of ``hand`` (a card's words say it is in them)."""
        return self._model.shown_arrangement(hand)

    def _laid_down(self) -> list[Card]:
        """The bottom hand's cards as the hand just over lays them down, left to right
        (none while a hand is played): at a showdown its layout, layoffs gone; a drawn
        hand is shown face up as it would be laid down (``TableMirror.drawn_layouts``)."""
        # The match's phase first: ``hand()`` runs at every key, and a seat's view is
        # built whole only once the hand is over.
        if not self._model.has_match or self._model.match.phase not in (
                Phase.HAND_OVER, Phase.MATCH_OVER):
            return []
        view = self._model.human_view()
        result = view.last_result
        if result is None:
            return []
        layout: Arrangement | None
        if result.kind.is_drawn:
            # The table's own layout: one arrangement, the arrows walk what is shown.
            mirror = self._scene.mirror
            layout = mirror.drawn_layouts().get(view.player) if mirror is not None else None
        elif view.player == result.defender:
            layout = result.defender_layout
        else:
            layout = result.knocker_layout if view.player == result.knocker else None
        return [card for group in laid_down(layout) for card in group] if layout else []

    def focused_card(self) -> Card | None:
        item = self._scene.focusItem()
        if isinstance(item, CardItem) and item.card in self.hand():
            return item.card
        return None

    def focus_card(self, card: Card, note: str = "", *, show: bool = True,
                   new_place: bool = False) -> str:
        """Give ``card`` (in the bottom hand) the keyboard focus and announce it; the words
        announced ("" when the card is not in the hand). Without ``show`` its words are
        not put on the status line (a screen reader has them from the focus). With
        ``new_place`` (the card was moved) they are said even if the card had the focus
        already: no focus move says where it lies now."""
        hand = self.hand()
        if card not in hand:
            return ""
        item = self._scene.card_item(card)
        moved = self._scene.focusItem() is not item
        self._scene.setFocusItem(item, Qt.FocusReason.TabFocusReason)
        self._last_index = hand.index(card)
        text = accessibility.describe_hand_card(card, hand, position=self._last_index,
                                                note=note, layout=self._layout(hand))
        # A card the focus moves to is said by the focus event: its name, and its words,
        # "just drawn" included. Announced too, a screen reader said the card drawn twice
        # at every turn.
        heard_from_focus = moved and self._view.hasFocus()
        knock_mode = self._scene.knock_mode
        # Knock mode's words go with it, as other table words (``announce``); a card's
        # words otherwise are for the player at the keyboard, and go when it leaves.
        self.announce(text, speak=(bool(note) or new_place) and not heard_from_focus,
                      show=show, card=not knock_mode)
        if note and heard_from_focus and knock_mode:
            # The focus event said the card and that it can knock ("…, you can knock with
            # it"); the key that knocks follows it, not the card's words a second time.
            accessibility.say(self._view, accessibility.capitalised(note))
        if show and not self._scene.knock_mode:
            self._card_shown = (card, note, text)
        return text

    def _recount(self) -> None:
        """The focused card's words say where it lies ("card 2 of 11"). A move that changes
        the hand but leaves that card focused (F plays the advised discard, not the focused
        card) left them one move behind: once the table has settled, they are shown as
        they are now, silently (the card itself has not changed)."""
        shown = self._card_shown
        card = self.focused_card()
        if shown is None or card != shown[0]:
            return
        hand = self.hand()
        # "just drawn" holds until the card drawn has been discarded or kept.
        note = shown[1] if card == self._model.human_view().drawn_card else ""
        text = accessibility.describe_hand_card(card, hand, position=hand.index(card),
                                                note=note, layout=self._layout(hand))
        if text != shown[2]:
            self._last_index = hand.index(card)
            self._card_shown = (card, note, text)
            self.announce(text, speak=False, card=True)

    def _forget_card_words(self) -> None:
        self._card_shown = None

    def _focus_moved(self, new: object, _old: object, reason: Qt.FocusReason) -> None:
        if reason is Qt.FocusReason.MouseFocusReason or not (
                isinstance(new, CardItem) and new.card in self.hand()):
            self.card_words_gone.emit()

    def _focus_index(self, index: int, *, show: bool = True) -> None:
        hand = self.hand()
        if hand:
            self.focus_card(hand[max(0, min(index, len(hand) - 1))], show=show)

    def _step(self, delta: int) -> None:
        card = self.focused_card()
        hand = self.hand()
        if not hand:
            return
        if card is None:
            # From a felt button (Tab took the keys there) the arrows come back to the card
            # last focused, as Shift+Tab does, not to an end of the hand.
            if not self.leave_the_buttons():
                self._focus_index(0 if delta > 0 else len(hand) - 1)
        else:
            self._focus_index(hand.index(card) + delta)

    def _move(self, delta: int) -> None:
        if self._laid_down():
            # The hand lies in its melds and deadwood: a move would reorder only the order
            # of play, which shows nowhere until the next deal replaces it.
            self.announce(_tr("The hand is laid down: its cards stay where they lie."))
            return
        card = self.focused_card()
        if card is None:
            self._step(delta)
            return
        index = self.hand().index(card) + delta
        if 0 <= index < len(self.hand()):
            self._scene.move_card(card, index)
            self.focus_card(card, new_place=True)

    def _on_match_started(self) -> None:
        self._last_index = 0
        self._last_drawn = None

    def _on_events(self, events: list[object]) -> None:
        # A new deal: the last hand's card words go (a card of it may be dealt again, its
        # words then recounted as the new hand's at once).
        if any(isinstance(event, HandDealt) for event in events):
            self._dealt = True
            self.card_words_gone.emit()

    def _follow_hand(self) -> None:
        """Keep the focus on the hand as it changes: on the card just drawn, or on the
        neighbour of the card just discarded. After a new deal the ring moves to the new
        hand silently: the status line shows the new turn's prompt, not a card nobody
        chose (an arrow key brings the card's words back; a screen reader hears the card
        from the focus itself)."""
        dealt, self._dealt = self._dealt, False
        if not self._model.has_match:
            return
        if not self.active:
            # A card the keys focused (H does) and the mouse then discarded took the focus
            # with it: at the next key its ring stood on the pile, then on the computer's
            # face-down card. Off the hand it keeps none; a key finds the hand again.
            focus = self._scene.focusItem()
            if isinstance(focus, CardItem) and focus.card not in self.hand():
                focus.clearFocus()
            return
        view = self._model.human_view()
        drawn = view.drawn_card
        if drawn is not None and drawn != self._last_drawn and drawn in self.hand():
            self._last_drawn = drawn
            self.focus_card(drawn, _tr("just drawn"))
            return
        self._last_drawn = drawn
        focus = self._scene.focusItem()
        if isinstance(focus, CardItem) and focus.card in self.hand() or not self.hand():
            return
        if isinstance(focus, ButtonItem) and focus.isVisible():
            return  # a button Tab reached stays the player's stop while the others move
        # The focused card left the hand (discarded), or no card has the focus while a
        # hand is played: the next hand's deal took the last hand's card away, and the
        # ring was nowhere until an arrow key. Only while the table has the keyboard (not
        # in the move log, say); at the result the table's words are the result's.
        if isinstance(focus, CardItem) or (
                self._view.hasFocus()
                and view.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER)):
            self._focus_index(self._last_index, show=not dealt)

    # ---------------------------------------------------------------- announcing
    def announce(self, text: str, *, speak: bool = True, show: bool = True,
                 card: bool = False) -> None:
        """Show ``text`` on the status line and hand it to screen readers (``speak``:
        also as an announcement; a focus move is said by the focus event itself). Without
        ``show`` the status line is left alone: the caller shows the words for the eye
        (cards as symbols) itself. ``card``: the words of the focused card
        (``card_words``)."""
        accessibility.announce(self._view, text, speak=speak)
        if show and card:
            self.card_words.emit(text)
        elif show:
            self._said = text
            self._view.status_message.emit(text)
            if self._scene.knock_mode:
                # Words about knock mode (the card offered, I's prompt) go with it: left on
                # the status line they named the card knocked with over the hand's result.
                self._scene.keep_until_moved(text)
        self.announced.emit(text)

    def said(self, text: str) -> bool:
        """Whether ``text``, put on the status line for the table, is the keyboard's answer
        to a key (knock mode's card, what I or A reads out): words the player asked for,
        which the status line reads whole."""
        return bool(text) and text == self._said

    def _describe_now(self) -> None:
        """The table's accessible description held the last words announced, which a
        move can make wrong (the card offered for a knock, once it has been knocked with):
        at each move, and as knock mode comes or goes, it says the table as it is now (what
        I says), silently."""
        if self._model.has_match:
            accessibility.announce(self._view, self.describe(), speak=False)

    def describe(self) -> str:
        """The game status, the deadwood and the focused card, in words."""
        if not self._model.has_match:
            return self._model.status_text()
        # The prompt with its cards in words ("the ten of spades", not "10♠").
        from .a11y import speech

        # Knock mode's prompt while it lasts, as the table and the status line say it:
        # "Discard a card, or knock" is what the Knock key has already answered.
        view = self._model.human_view()
        parts = [knock_mode_text(view) if self._scene.knock_mode
                 else self._model.status_text(card_name)]
        parts += speech.hand_rules_sentences(view)  # Oklahoma: the knock limit, doubling
        pile = speech.shown_pile(view)
        if pile:
            parts.append(_tr("Top of the discard pile: {card}").format(
                card=accessibility.card_name(pile[-1])))
        parts.append(_tr("Cards in the stock: {n}").format(n=view.stock_count))
        card = self.focused_card()
        if card is not None:
            hand = self.hand()
            parts.append(accessibility.describe_hand_card(card, hand,
                                                          position=hand.index(card),
                                                          layout=self._layout(hand)))
        # As sentences: "Computer is thinking…" ends its own, not "thinking…." read out.
        return speech.sentences(parts)

    def situation(self) -> str:
        """Everything the table shows, in words (A)."""
        from .a11y import speech  # the sentences load when first asked for, not at start

        model = self._model
        if not model.has_match:
            return model.status_text()
        mirror = self._scene.mirror
        view = model.human_view()
        return speech.situation(view, speech.seat_names(model.setup),
                                model.status_text(card_name),
                                mirror.drawn_layouts() if mirror is not None else None,
                                model.match.totals, knock_card_shown=self._knock_card_shown(),
                                layout=self._layout(view.hand))

    def last_moves(self) -> str:
        """The hand's last moves, in words (W)."""
        from .a11y import speech

        model = self._model
        if not model.has_match:
            return model.status_text()
        return speech.last_moves(model.human_view(), speech.seat_names(model.setup),
                                 knock_card_shown=self._knock_card_shown())

    def _knock_card_shown(self) -> bool:
        """Whether the table shows the knocker's face-down discard face up: from its
        showdown on. The engine has ended the hand at the knock, while the table still
        plays the card onto the knock spot face down; W and A named it then."""
        mirror = self._scene.mirror
        return mirror is not None and mirror.showdown is not None

    # ---------------------------------------------------------------- intents
    def trigger(self, intent: str) -> None:
        """Do what ``intent`` (a key of ``KEYS``) means now."""
        handler = self._handlers().get(intent)
        if handler is not None:
            handler()

    def _handlers(self) -> dict[str, Callable[[], object]]:
        """Each intent's action: the table's user intents, or the keyboard's own."""
        view = self._view
        return {
            "focus_previous": lambda: self._step(-1),
            "focus_next": lambda: self._step(+1),
            "focus_first": lambda: self._focus_index(0),
            "focus_last": lambda: self._focus_index(len(self.hand()) - 1),
            "move_left": lambda: self._move(-1),
            "move_right": lambda: self._move(+1),
            "discard": self._discard_focused,
            "draw_stock": view.draw_from_stock,
            "take_pile": view.take_upcard,
            "take_upcard": view.take_upcard,
            "pass_upcard": view.pass_upcard,
            "knock": self.knock,
            "big_gin": view.big_gin,
            "captain_decides": view.let_captain_decide,
            "captain_plays_hand": view.let_captain_play_hand,
            "follow_advice": self.follow,
            "next_hand": view.next_hand,
            "hint": self.hint,
            "sort_rank": lambda: self.sort("rank"),
            "sort_suit": lambda: self.sort("suit"),
            "sort_melds": lambda: self.sort("melds"),
            "show_pile": self.toggle_pile,
            "describe": lambda: self.announce(self.describe()),
            "read_situation": lambda: self.announce(self.situation()),
            "read_moves": lambda: self.announce(self.last_moves()),
            "show_deck": view.reveal_rest_of_deck,
            "cancel": self._cancel,
        }

    def _discard_focused(self) -> None:
        """D: discard the focused card. With no card focused, while a discard is to be
        made (or suggested, sitting out), focus one first (D again discards it); at any
        other time the model says why there is no discard now (the hand is over, draw
        first, someone is thinking)."""
        card = self.focused_card()
        if self._hint_names_no_card():
            self._view.play_hint()
            return
        hand = self.hand()
        if card is not None:
            self._last_index = hand.index(card)
        elif not hand or self._model.discard_due():
            self._focus_index(self._last_index)
            return
        else:
            card = hand[max(0, min(self._last_index, len(hand) - 1))]
        # A hinted knock with this very card is made as a double-click makes it (H focuses
        # the card; a plain discard there threw the knock away, and often the hand).
        self._view.play_card(card)

    def _hint_names_no_card(self) -> bool:
        """Whether D or Enter means the move a Hint names though no card is in it: a draw,
        an upcard choice or big gin, where there is nothing to discard."""
        hinted = self._view.hinted_action()
        return hinted is not None and hinted.kind is not ActionKind.DISCARD \
            and hinted.card is None

    def sort(self, mode: str) -> None:
        """Sort the hand by "rank", "suit" or "melds" (R, U, M and the Hand menu), keep the
        focused card focused, and say how the hand is sorted now."""
        card = self.focused_card()
        self._view.sort_hand(mode)
        if card is not None:
            self.focus_card(card)
        sorted_by = {"rank": _tr("Hand sorted by rank"), "suit": _tr("Hand sorted by suit"),
                     "melds": _tr("Hand sorted by melds, deadwood last")}
        self.announce(sorted_by[mode])

    def _cancel(self) -> None:
        """Escape: leave knock mode and hide the pile (or the sitter's cards shown large);
        with none of them to undo, dismiss the notice (the focus stays on the table, where
        the keyboard player is). With the mouse carrying a card, first of all: the card goes
        back and its release drops nothing."""
        if self._scene.call_off_drag():
            # A gesture of the mouse's, which the player is using: the prompt keeps its
            # words for the mouse ("drag one onto the discard pile").
            self.active = False
            return
        if self._scene.out_of_play_shown:
            self._scene.show_out_of_play(False)
            return
        if not self._scene.knock_mode and not self._scene.pile_shown:
            if self.leave_the_buttons():
                # Escape backs out of the buttons to the card last focused: it stayed on
                # the sort button, and Left from there went to the hand's last card.
                return
            # Said, not shown: a keyboard player who cannot see the banner hears it go.
            if self._dismiss is not None and self._dismiss():
                self.announce(_tr("Notice dismissed"), show=False)
                # What the table describes is the table, not a notice gone: the focus back
                # on it after a dialog read "Card table, Notice dismissed".
                self._describe_now()
            return
        self._scene.set_knock_mode(False)
        if self._scene.pile_shown:
            self.toggle_pile()

    def knock(self) -> None:
        """Enter knock mode with the focus on the best card to knock with (the one that
        leaves the least deadwood); again: leave knock mode."""
        scene = self._scene
        scene.toggle_knock_mode()
        if scene.knock_mode:
            self._offer_knock_card()

    def _knock_pressed(self, on: bool) -> None:
        """The Knock button pressed by the keys (Tab, then Enter or Space): as K, the
        focus goes to the best card to knock with, which Enter then knocks with. It stayed
        on the button, and Enter there left knock mode again."""
        if on and self.active and self._scene.focusItem() is self._scene.knock_button():
            self._offer_knock_card()

    def _offer_knock_card(self) -> None:
        """Focus the card that leaves the least deadwood, saying how to knock with it."""
        view = self._model.human_view()
        best = best_knock_card(view)
        if best is not None:
            # Sitting out, Enter suggests the knock to the captain, who has the final say.
            # A knock that goes gin is said as gin (Straight Gin has no other knock).
            if knock_is_gin(view):
                note = (_tr("suggest going gin with it: press {key}") if view.is_advisor
                        else _tr("go gin by discarding it face down: press {key}"))
            else:
                note = (_tr("suggest knocking with it: press {key}") if view.is_advisor
                        else _tr("knock by discarding it face down: press {key}"))
            # Its words go with knock mode (``announce``).
            self.focus_card(best, note.format(key=key_text(ENTER_KEY)))

    def follow(self) -> None:
        """F: the advice of the player sitting out (as captain), else the move a Hint shows;
        with neither, say what F is for: a player who pressed it saw nothing happen."""
        if self._view.follow_advice() or self._view.play_hint():
            return
        if self._view.hinted_action() is not None:
            return  # the hint's move was refused: the model has said why
        reason = self._model.why_not_now() if self._model.has_match else None
        self.announce(reason or self._nothing_to_follow())

    def _nothing_to_follow(self) -> str:
        """What Follow is for, naming the commands as the menus and the toolbar do and
        their keys: a mouse player who chose Play ▸ Follow was told only of keys."""
        hint_key, follow_key = key_text(KEYS["hint"][0]), key_text(KEYS["follow_advice"][0])
        hint, follow = self._window_command("hint"), self._window_command("follow_advice")
        if hint is None or follow is None:  # the table on its own: its keys are all
            return _tr("Nothing to follow yet: press {hint} for a hint, then {follow} to "
                       "make its move").format(hint=hint_key, follow=follow_key)
        menus = [m for m in follow.associatedObjects() if isinstance(m, QMenu)]
        place = plain_label(follow.text())
        if menus:
            place = f"{plain_label(menus[0].title())} ▸ {place}"
        return _tr("Nothing to follow yet: first choose {hint} ({hint_key}), then "
                   "{follow} ({follow_key}) to make its move").format(
            hint=plain_label(hint.text()), hint_key=hint_key, follow=place,
            follow_key=follow_key)

    def _window_command(self, intent: str) -> QAction | None:
        """The view's window's command with ``intent``'s key (None: no window has it)."""
        window: QWidget = self._view.window()
        if window is self._view:
            return None
        key = QKeySequence(KEYS[intent][0])
        return next((a for a in _actions(window) if key in a.shortcuts()), None)

    def hint(self) -> None:
        if self._hint is not None:
            self._hint()
            return
        if not self._model.has_match or not self._model.human_view().legal_actions:
            self.announce(_tr("No hint now"))
            return
        try:
            advice = self._model.hint()
        except ValueError:
            return  # the model has said why
        action = advice.action
        card = getattr(action, "card", None)
        if isinstance(card, Card) and card in self.hand():
            self.focus_card(card)
        else:
            self.leave_the_buttons()
        self.announce(_tr("Hint: {why}").format(
            why=as_sentence(advice_inline(advice, card_name))))

    def toggle_pile(self) -> None:
        """Show the whole discard pile, and read it out (oldest first)."""
        # The scene's own state: the mouse opens and closes the pile too.
        shown = not self._scene.pile_shown
        self._view.show_pile(shown)
        if shown and self._model.has_match:
            from .a11y import speech

            pile = speech.shown_pile(self._model.human_view())
            self.announce(_tr("Discard pile, oldest first: {cards}").format(
                cards=accessibility.list_cards(pile)) if pile else _tr("The discard pile is empty"))

    # ---------------------------------------------------------------- Tab
    # The table's stops for Tab: the hand (its focused card), then the buttons shown on
    # the felt in reading order (Take and Pass, Knock, the sort buttons; Next hand,
    # Review hand... on the result panel; the advice bubble's), then on to the move log.
    # Tab went from the hand straight to the move log: a player at the keys reached the
    # buttons only through the menus and their letters.
    def _tab(self, forward: bool) -> bool:
        """Tab (``forward``) or Shift+Tab on the table: the next stop of the table has the
        focus; whether there was one (if not, Qt moves the keyboard on, off the table)."""
        stops = self._scene.button_stops()
        focus = self._scene.focusItem()
        at = next((i for i, stop in enumerate(stops) if stop is focus), None)
        if at is None:  # on the hand: the panel's first button is next
            if not forward or not stops:
                return False
            target = stops[0]
        elif not forward and at == 0:
            self._to_hand_stop()
            return True
        elif forward and at == len(stops) - 1:
            # Off the table from its last button: the hand is the stop a way back other
            # than Tab finds (Escape in the move log, H there): Enter went to the button.
            self._to_hand_stop(show=False)
            return False
        else:
            target = stops[at + 1 if forward else at - 1]
        self.active = True
        target.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def _entered_by_tab(self, forward: bool) -> None:
        """The keyboard came to the table by Tab (from the score pad: the hand first) or by
        Shift+Tab (from the move log: the panel's last button, if one is shown)."""
        stops = self._scene.button_stops()
        if not forward and stops:
            self.active = True
            stops[-1].setFocus(Qt.FocusReason.BacktabFocusReason)
        elif forward and (self._scene.focusItem() in stops
                          or self._scene.focusItem() is None):  # left from a felt button
            self._to_hand_stop()

    def leave_the_buttons(self, *, show: bool = True) -> bool:
        """A button drawn on the felt (Take, Pass, Knock, a sort button) has the focus: the
        hand's stop has it instead, where the hinted move is made (H) and the way back to
        the table finds the keys (Escape or H in the move log, after F6). They found the
        button, and Enter pressed it (sorted the hand) rather than making the hinted draw.
        The result panel's and the advice bubble's buttons keep it: they are the next step
        there. Whether the keys left a button."""
        if not self._on_a_felt_button():
            return False
        self._to_hand_stop(show=show)
        return True

    def _on_a_felt_button(self) -> bool:
        focus = self._scene.focusItem()
        return focus in self._scene.button_stops() and focus not in self._scene.panel_buttons()

    def _leaving_a_felt_button(self, reason: Qt.FocusReason) -> None:
        """The table loses the keyboard for ``reason`` from a felt button: off to another
        panel (F6, a click there), the hand's stop is the card it comes back to
        (``_come_back_to_card``), as ``leave_the_buttons``, the button no longer the
        scene's focus for Qt to give back: a way back other than Tab finds the hand, as
        when Tab leaves the table from its last button. A menu or a dialog over the
        table gives the button back."""
        if reason in _OVER_THE_TABLE or not self._on_a_felt_button():
            return
        hand = self.hand()
        self._card_left = hand[max(0, min(self._last_index, len(hand) - 1))] if hand else None
        focus = self._scene.focusItem()
        if focus is not None:
            focus.clearFocus()

    def _to_hand_stop(self, *, show: bool = True) -> None:
        """The hand's stop: the card last focused, or no item where the hand is empty;
        without ``show``, its words are not put on the status line."""
        focus = self._scene.focusItem()
        if self.hand():
            self._focus_index(self._last_index, show=show)
        elif focus is not None:
            focus.clearFocus()

    def _come_back_to_card(self) -> None:
        """The table has the keyboard again: the card that had the focus has it again.
        Qt's scene does that itself after a dialog, but not after a menu (Alt+letter, then
        Escape, or a menu's command): the ring was gone, and Right started again from the
        first card. Only for a player at the keyboard (a mouse player gets no ring), and
        silently, as Qt's own return is."""
        if not self._view.hasFocus():
            return  # gone again (from the menu to the menu bar)
        card, self._card_left = self._card_left, None
        if not self.active or self.focused_card() is not None:
            return
        hand = self.hand()
        if card in hand:
            self.focus_card(card, show=False)
        elif card is not None:  # the card went while the table was away (sorted, played)
            self._focus_index(self._last_index, show=False)

    # ---------------------------------------------------------------- Qt
    def _intent(self, event: QKeyEvent) -> str | None:
        return _BY_SEQUENCE.get(_sequence(event).toString())

    def _window_actions_with(self, event: QKeyEvent) -> list[QAction]:
        """The actions of the view's window that have this key (they show in a menu and
        do the same thing as the table's key)."""
        window: QWidget = self._view.window()
        if window is self._view:
            return []
        sequence = _sequence(event)
        return [a for a in _actions(window)
                if any(s.matches(sequence) == QKeySequence.SequenceMatch.ExactMatch
                       for s in a.shortcuts())]

    def _owned_by_window(self, event: QKeyEvent) -> bool:
        """Whether an action of the view's window already has this key: then that action
        handles it."""
        # A disabled action does not take its key: then the table says why not.
        return any(a.isEnabled() for a in self._window_actions_with(event))

    def say_why_off(self, event: QKeyEvent) -> bool:
        """A key pressed away from the table (in the move log, the score pad) whose window
        command is off now: the table says why, as it does for that key pressed on it;
        whether it did. Qt passes a disabled command's key on to the focused widget, where
        it did nothing and the player heard nothing. The keyboard stays where it is."""
        intent = self._intent(event)
        if intent is None or intent in _TABLE_ONLY:
            return False
        actions = self._window_actions_with(event)
        if not actions or any(a.isEnabled() for a in actions):
            return False  # not a command's key, or the command takes it
        if not event.isAutoRepeat():  # held down, as on the table: said once
            self.trigger(intent)
        return True

    def say_why_command_off(self, action: QAction) -> bool:
        """A greyed window command clicked in its menu: the table says why it is off, as
        the command's key says it; whether it did. Qt gives a disabled command no signal,
        and a mouse player saw it greyed with no reason, where K on the table said one."""
        if action.isEnabled():
            return False
        intent = _BY_SEQUENCE.get(action.shortcut().toString())
        if intent is None or intent in _TABLE_ONLY:
            return False  # no table key: nothing to say beyond the greyed item
        self.trigger(intent)
        return True

    def _handles(self, event: QKeyEvent) -> str | None:
        intent = self._intent(event)
        if intent is None:
            return None
        if intent in ("discard",) and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter,
                                                      Qt.Key.Key_Space):
            # Enter on a focused button of the table (Next hand...) belongs to the button.
            focus = self._scene.focusItem()
            if focus is not None and not isinstance(focus, CardItem):
                return None
        if intent not in _TABLE_ONLY and self._owned_by_window(event):
            return None
        return intent

    def _went_on(self, event: QKeyEvent) -> bool:
        """Enter under the result, no button of the table focused: the panel's default
        button (Next hand, New game) is pressed, as a dialog's is; whether it was. Enter
        was refused there ("the hand is over"), the button a Tab away. A key held down
        does not repeat into it: the Enter that discarded is not the one that skips the
        result."""
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return False
        button = self._scene.default_button()
        if button is None:
            return False
        if not event.isAutoRepeat():
            self.active = True
            button.click()
        return True

    def handles(self, key: Qt.Key,
                modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> bool:
        """Whether the controller (rather than a window action, or nobody) acts on a key."""
        return self._handles(QKeyEvent(QEvent.Type.KeyPress, key, modifiers)) is not None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if "_viewport" not in vars(self):
            # Cleared by Python's collector while Qt still has it filter a view's last
            # events: a view freed by reference count never comes here, but one a cycle
            # elsewhere (a window a failed test left open) hands to the collector does, and
            # an error here broke whatever code the collector had interrupted.
            return False
        # None while Qt deletes the view whose Python side has gone: its last events pass.
        view = KeyboardController._view.alive(self)
        if watched is self._viewport:
            if event.type() == QEvent.Type.MouseButtonPress:
                # Back at the mouse: the focus stops following the hand (its words would
                # sit beside the prompt at every draw) until a table key is pressed again.
                self.active = False
                self.card_words_gone.emit()
            return super().eventFilter(watched, event)
        if watched is view and event.type() == QEvent.Type.FocusOut:
            assert isinstance(event, QFocusEvent)
            self._leaving_a_felt_button(event.reason())
            # Kept over the menu's several focus moves, of which only the first has a card.
            self._card_left = self.focused_card() or self._card_left
            self.card_words_gone.emit()
        if watched is view and isinstance(event, QFocusEvent) and \
                event.type() == QEvent.Type.FocusIn and event.reason() in _BY_TAB:
            # Qt's scene gives the focus back to the item that had it; then the table's
            # first stop (Tab) or last (Shift+Tab) has it instead.
            watched.event(event)
            self._entered_by_tab(event.reason() is Qt.FocusReason.TabFocusReason)
            return True
        if watched is view and isinstance(event, QFocusEvent) and \
                event.type() == QEvent.Type.FocusIn and \
                event.reason() is Qt.FocusReason.ActiveWindowFocusReason:
            # Back from a dialog: the focus event Qt sends after this one reads the
            # table's description, which held the last words announced before it ("Hand
            # sorted by rank"); it says whose turn it is and what to do instead.
            self._describe_now()
        if watched is view and isinstance(event, QFocusEvent) and \
                event.type() == QEvent.Type.FocusIn and event.reason() not in _OWN_WAY_IN:
            # After Qt's own focus-in, which may have brought the card back already.
            single_shot(0, self._come_back_to_card)
        if watched is view and isinstance(event, QKeyEvent) and _is_tab(event):
            return event.type() == QEvent.Type.KeyPress and self._tab(_forward(event))
        if watched is view and isinstance(event, QKeyEvent):
            if event.type() == QEvent.Type.ShortcutOverride:
                if self._intent(event) is not None:
                    # A table key, also one a window action takes (S, T, X...): the player
                    # is at the keyboard, so the focus follows the hand from now on.
                    self.active = True
                if self._handles(event) is not None:
                    event.accept()
                    return True
            elif event.type() == QEvent.Type.KeyPress and self._key_pressed(event):
                return True
        return super().eventFilter(watched, event)

    def _key_pressed(self, event: QKeyEvent) -> bool:
        """A key pressed on the table: its move made (once while held, ``_REPEATING``
        aside); whether the table took the key."""
        intent = self._handles(event)
        if intent is None:
            return False
        if event.isAutoRepeat() and intent not in _REPEATING:
            return True
        if intent == "discard" and self._went_on(event):
            return True
        self.active = True
        self.trigger(intent)
        return True

