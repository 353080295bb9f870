"""The table as a tree of accessible nodes: ``build_tree(port)``.

Each ``Node`` says what a screen reader needs about one thing on the table: its role, its
name and description in words, its states, its children and its actions. Keys are stable
("card:7H", "stock", "button:<id>"), so a card keeps one accessible object while it goes
from the stock to the hand to the pile, and the bridge (``bridge.py``) can tell what
changed between two trees.

Top level, in reading order: the status, your hand (or, at the showdown, both laid-down
rows), the stock, the discard pile, the knock spot, the opponent's hand, the buttons on the
felt, then the result and advice panels with their lines and buttons.
"""

from __future__ import annotations

import functools

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF
from PySide6.QtGui import QAccessible

from gin_desktop.engine import (ActionKind, Arrangement, Card, MeldKind, SeatView,
                                deadwood_points, knock_goes_gin)

from .. import accessibility
from ..i18n import translate as _tr
from ..table.hand_order import sorted_hand
from ..table.texts import Names
from .port import ButtonFact, PanelFact, ShowdownFact, TablePort
from ..prompts import card_name, discard_deadwood
from .speech import seat_names, cards_count, knocked_with, sentences, shown_pile

Role = QAccessible.Role
ROOT = "table"

# Action names, as QAccessibleActionInterface spells them.
PRESS = "Press"
SET_FOCUS = "SetFocus"


@dataclass(slots=True)
class Node:
    key: str
    role: QAccessible.Role
    name: str
    description: str = ""
    rect: QRectF | None = None
    children: list[str] = field(default_factory=list)
    parent: str = ROOT
    actions: dict[str, Callable[[], None]] = field(default_factory=dict)
    focusable: bool = False
    focused: bool = False
    selected: bool = False
    checkable: bool = False
    checked: bool = False

    def same_look(self, other: Node) -> bool:
        """Whether a screen reader would say the same of both (name, description)."""
        return self.name == other.name and self.description == other.description

    def same_state(self, other: Node) -> bool:
        return (self.focused, self.selected, self.checked) == (
            other.focused, other.selected, other.checked)


def card_key(card: Card) -> str:
    return f"card:{card}"


def build_tree(port: TablePort) -> dict[str, Node]:
    """Every node of the table now, by key; ``ROOT`` is the table itself."""
    nodes: dict[str, Node] = {}
    model = port.model
    root = Node(ROOT, Role.Client, _tr("Card table"))
    nodes[ROOT] = root

    def add(node: Node, parent: Node = root) -> Node:
        node.parent = parent.key
        parent.children.append(node.key)
        nodes[node.key] = node
        return node

    add(Node("status", Role.StatusBar, model.status_text(card_name)))
    if not model.has_match:
        return nodes
    view = model.human_view()
    names = seat_names(port.model.setup)
    show = port.showdown()
    # A drawn hand is shown face up, laid out as at a showdown: said so, not as held.
    drawn = port.drawn_hands() if show is None else {}
    if show is not None:
        for seat, layout in ((show.knocker, show.knocker_layout),
                             (show.defender, show.defender_layout)):
            _add_showdown_row(add, port, names, show, seat, layout)
    elif drawn:
        for seat in sorted(drawn, key=lambda s: s != view.player):  # the bottom row first
            _add_laid_row(add, port, names, seat, drawn[seat])
    else:
        _add_hand(add, port)

    stock = view.stock_count
    press_stock, press_pile, press_knock = _press_words(view, watched=not model.setup.has_human)
    add(Node("stock", Role.Button,
             _tr("Stock, {count}").format(count=cards_count(stock)) if stock
             else _tr("Stock, empty"),
             press_stock, port.place_rect("stock"),
             actions={PRESS: port.draw_from_stock}))
    # Without the card knocked with, which lies apart on the knock spot (as I and A say).
    pile = shown_pile(view)
    add(Node("pile", Role.Button,
             _tr("Discard pile: the {card} on top, {count}").format(
                 card=accessibility.card_name(pile[-1]), count=cards_count(len(pile))) if pile
             else _tr("Discard pile, empty"),
             press_pile, port.place_rect("pile"),
             actions={PRESS: port.take_upcard}))
    knock = port.place_rect("knock")
    if knock is not None:
        add(Node("knock", Role.Button, _tr("Knock spot"),
                 press_knock if show is None else _knock_spot_shown(view),
                 knock, actions={PRESS: port.toggle_knock_mode}, checkable=True,
                 checked=port.knock_mode()))
    if show is None and not drawn:
        known = view.opponent_known
        opponent = names(view.opponent)
        add(Node("opponent", Role.List,
                 _tr("{name}'s hand, {count}").format(
                     name=opponent, count=cards_count(view.opponent_card_count)),
                 _tr("Known: {cards}").format(cards=accessibility.list_cards(known))
                 if known else ""))
    if view.sitter_cards:
        # RULES.md three-hand 2: the sitter knows its own ten cards (and may advise by them).
        add(Node("out-of-play", Role.List,
                 _tr("Your cards out of play, {count}").format(
                     count=cards_count(len(view.sitter_cards))),
                 accessibility.list_cards(sorted_hand(view.sitter_cards, "suit"))))
    for button in port.buttons():
        add(_button_node(button))
    for panel in port.panels():
        _add_panel(add, panel)
    return nodes


def _press_words(view: SeatView, *, watched: bool = False) -> tuple[str, str, str]:
    """What a press on the stock, the discard pile and the knock spot does: sitting out
    (three-hand), it suggests the captain's move; the sitter holds no cards to draw into or
    discard from. ``watched``: computers play every seat, and a press makes no move (the
    table says the person is watching): nothing to tell."""
    if watched:
        return "", "", ""
    if view.is_advisor:
        return (_tr("Press to suggest that the captain draws its top card"),
                _tr("Press to suggest that the captain takes the top card"),
                _tr("Press, then choose the card for the captain to discard face down"))
    return (_tr("Press to draw its top card"), _tr("Press to take the top card"),
            _tr("Press, then choose the card to discard face down"))


def _knock_spot_shown(view: SeatView) -> str:
    """The knock spot at the showdown, which turns its card face up: the card named, as
    the eye sees it (the card the person knocked with too: it is there to check)."""
    knocked = knocked_with(view)
    if knocked is None:
        return _tr("The knocker's face-down discard")
    return _tr("The knocker's face-down discard, now face up: the {card}").format(
        card=accessibility.card_name(knocked[1]))


def _holder(port: TablePort) -> str | None:
    """With no person at the table (computers play every seat), the name of the player
    whose hand the bottom row shows; None while the person plays or advises."""
    setup = port.model.setup
    if setup.has_human:
        return None
    return seat_names(setup)(port.model.human_view().player)


def _hand_title(port: TablePort, holder: str | None) -> str:
    """The bottom row's name: the person's hand, the captain's they advise (sitting out,
    the arrows read it and a press suggests the card, ``TableScene._act``), or the
    holder's, watched."""
    view = port.model.human_view()
    if holder is not None:
        return _tr("{name}'s hand").format(name=holder)
    if view.is_advisor:
        return _tr("{name}'s hand, the captain you advise").format(
            name=seat_names(port.model.setup)(view.player))
    return _tr("Your hand")


def _add_hand(add: Callable[..., Node], port: TablePort) -> None:
    hand = port.hand()
    view = port.model.human_view()
    layout = port.model.shown_arrangement(hand)  # the melds the row shows
    after = discard_deadwood(view) if len(hand) == 11 else None
    description = _tr("{count}, deadwood {points}").format(
        count=cards_count(len(hand)), points=deadwood_points(hand)) if hand else ""
    holder = _holder(port)
    if after is not None:
        # As the deadwood pill says it: holding eleven, the ten the best discard keeps too.
        # Sitting out, the discard is the captain's to make, not the listener's; with no
        # person at the table, the holder's.
        if holder is not None:
            said = _tr("{count}, deadwood {points}, {after} after {name}'s best discard")
        elif view.is_advisor:
            said = _tr("{count}, deadwood {points}, {after} after the captain's best discard")
        else:
            said = _tr("{count}, deadwood {points}, {after} after your best discard")
        description = said.format(count=cards_count(len(hand)), name=holder,
                                  points=deadwood_points(hand), after=after)
    row = add(Node("hand", Role.List, _hand_title(port, holder), description))
    focused = port.focused_card()
    knockable = {a.card for a in view.legal_actions if a.kind is ActionKind.KNOCK}
    # A knock that goes gin is said as gin (Straight Gin has no other knock).
    gin_with = {a.card for a in view.legal_actions if knock_goes_gin(view.hand, a)}
    for index, card in enumerate(hand):
        note = ""
        if card == view.drawn_card:
            note = _tr("just drawn")
        if card == view.cannot_discard:
            note = _tr("cannot be discarded this turn")
        if port.knock_mode() and card in gin_with:
            note = (_tr("the captain can go gin with it") if view.is_advisor
                    else _tr("you can go gin with it"))
        elif port.knock_mode() and card in knockable:
            note = (_tr("the captain can knock with it") if view.is_advisor
                    else _tr("you can knock with it"))
        add(Node(card_key(card), Role.ListItem,
                 accessibility.capitalised(accessibility.card_name(card)),
                 accessibility.list_separator().join(accessibility.hand_card_details(
                     card, hand, position=index, note=note, layout=layout)),
                 port.card_rect(card),
                 actions={PRESS: functools.partial(port.activate_card, card),
                          SET_FOCUS: functools.partial(port.focus_card, card)},
                 focusable=True, focused=card == focused, selected=card == focused), row)


def _add_showdown_row(add: Callable[..., Node], port: TablePort, names: Names,
                      show: ShowdownFact, seat: int, layout: Arrangement) -> None:
    # The layoffs lie in the defender's row, then fly onto the knocker's melds.
    laid_off = [lay.card for lay in show.defender_layout.layoffs] \
        if (seat == show.defender) != show.laid_off else []
    _add_laid_row(add, port, names, seat, layout, laid_off)


def _add_laid_row(add: Callable[..., Node], port: TablePort, names: Names, seat: int,
                  layout: Arrangement, laid_off: Sequence[Card] = ()) -> None:
    """A hand face up in its melds and deadwood (at a showdown, or a drawn hand), with the
    cards laid off that lie in its row."""
    you = names.is_you(seat)
    title = _tr("Your cards laid down") if you else _tr("{name}'s cards laid down").format(
        name=names(seat))
    row = add(Node(f"row:{seat}", Role.List, title,
                   _tr("Deadwood {n}").format(n=layout.deadwood_points)))
    cards = [(c, _tr("in a run") if meld.kind is MeldKind.RUN else _tr("in a set"))
             for meld in layout.melds for c in meld.cards]
    cards += [(c, _tr("deadwood")) for c in layout.deadwood]
    cards += [(c, _tr("laid off")) for c in laid_off]
    for card, state in cards:
        add(Node(card_key(card), Role.ListItem,
                 accessibility.capitalised(accessibility.card_name(card)), state,
                 port.card_rect(card)), row)


def _button_node(button: ButtonFact) -> Node:
    return Node(f"button:{button.key}", Role.Button, button.text, rect=button.rect,
                actions={PRESS: button.press}, checkable=button.checkable,
                checked=button.checked, focusable=True, focused=button.focused)


def _add_panel(add: Callable[..., Node], panel: PanelFact) -> None:
    # The lines as sentences: a line ends without a full stop ("…it does not fit your hand
    # well enough" over "Press F to follow the advice."), and joined by a space alone the
    # two ran into one.
    node = add(Node(f"panel:{panel.kind}", Role.Grouping, panel.title,
                    sentences(panel.lines), panel.rect))
    for index, line in enumerate(panel.lines):
        add(Node(f"line:{panel.kind}:{index}", Role.StaticText, line), node)
    for button in panel.buttons:
        add(_button_node(button), node)
