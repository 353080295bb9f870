"""The card table (app/table): the real ``TableView`` driven with synthesized mouse events.

Positions are built on the engine with a simple scripted player for both seats, then
handed to the model with ``resume``, so each test starts exactly where it needs to be
whatever the computer levels do. Animations run at speed 0 (tests/conftest.py) unless a
test says otherwise.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, QSizeF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.ai import make_strategy
from gin_desktop.app import prompts
from gin_desktop.app.advice_text import advice_text
from gin_desktop.app.model import GameModel
from gin_desktop.app.move_log import MoveLogDock
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.geometry import table_geometry
from gin_desktop.app.table.hand_order import HandOrder, sorted_hand
from gin_desktop.app.table.items import (
    BAD, GOOD, ButtonItem, Highlight, PanelItem, PillItem, SeatLabelItem,
)
from gin_desktop.app.table.mirror import TableMirror
from gin_desktop.engine import (
    DRAW_STOCK, FULL_DECK, NEXT_HAND, PASS_UPCARD, Action, ActionKind, Card, CardDiscarded, Hand,
    HandDealt, HandEnded, Knocked, Match, MatchEnded, Phase, ResultKind, Role, RuleSet,
    ThreeHandMatch, UpcardPassed, UpcardTaken, new_match, parse_cards,
)
from gin_desktop.engine.melds import deadwood_after_each_discard

HUMAN = 0


# ---------------------------------------------------------------------------- positions
def scripted_move(match: Match) -> Action:
    """A plain player: pass the upcard, draw from the stock, shed the worst card."""
    legal = match.legal_actions()
    if PASS_UPCARD in legal:
        return PASS_UPCARD
    if DRAW_STOCK in legal:
        return DRAW_STOCK
    hand = match.hand_of(match.to_act or 0)
    after = deadwood_after_each_discard(hand)
    discards = [a for a in legal if a.kind is ActionKind.DISCARD]
    return min(discards, key=lambda a: (after[_card(a)], -_card(a).points))


def _card(action: Action) -> Card:
    assert action.card is not None
    return action.card


def best_knock(model: GameModel) -> Card:
    """The knock discard leaving the least deadwood."""
    seen = model.human_view()
    after = deadwood_after_each_discard(seen.hand)
    return min((_card(a) for a in seen.legal_actions if a.kind is ActionKind.KNOCK),
               key=lambda c: after[c])


def position(until: Callable[[Match], bool], mode: str = "two",
             rules: RuleSet | None = None) -> Match:
    """The first match (seeds 1, 2, ...) that scripted play brings to ``until``."""
    for seed in range(1, 400):
        match = new_match(rules or RuleSet(), seed, mode)
        for _ in range(60):
            if until(match):
                return match
            if match.phase is not Phase.DISCARD and match.phase is not Phase.DRAW \
                    and match.phase is not Phase.UPCARD_OFFER:
                break
            match.apply(scripted_move(match))
    raise AssertionError("no such position")


def human_to_draw(match: Match) -> bool:
    return (match.phase is Phase.DRAW and match.to_act == HUMAN
            and DRAW_STOCK in match.legal_actions() and len(match.hand.pile) > 0
            and any(a.kind is ActionKind.DRAW_DISCARD for a in match.legal_actions()))


def human_to_discard(match: Match) -> bool:
    return match.phase is Phase.DISCARD and match.to_act == HUMAN


def human_can_knock(match: Match) -> bool:
    return human_to_discard(match) and any(
        a.kind is ActionKind.KNOCK for a in match.legal_actions())


def human_offered_upcard(match: Match) -> bool:
    return match.phase is Phase.UPCARD_OFFER and match.to_act == HUMAN


# ---------------------------------------------------------------------------- fixtures
@pytest.fixture
def messages(view: TableView) -> list[str]:
    said: list[str] = []
    view.status_message.connect(said.append)
    return said


def resume(model: GameModel, match: Match, rules: RuleSet | None = None) -> None:
    model.resume(match, GameSetup(mode=match.mode, seed=match.seed,
                                  rules=rules or RuleSet()))
    QApplication.processEvents()


# ---------------------------------------------------------------------------- mouse
def at(view: TableView, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def card_point(view: TableView, card: Card) -> QPoint:
    """A point on the visible strip of ``card`` (hand cards overlap to the right)."""
    scene = view.table_scene()
    item = scene.card_item(card)
    g = scene.geometry
    return at(view, item.pos() + QPointF(g.card_w * 0.15, g.card_h * 0.55))


def pile_point(view: TableView) -> QPoint:
    g = view.table_scene().geometry
    return at(view, QPointF(g.pile_x + g.card_w / 2, g.centre_y + g.card_h / 2))


def stock_point(view: TableView) -> QPoint:
    g = view.table_scene().geometry
    return at(view, QPointF(g.stock_x + g.card_w / 2, g.centre_y + g.card_h / 2))


def hand_point(view: TableView) -> QPoint:
    g = view.table_scene().geometry
    return at(view, QPointF(g.centre_x, g.bottom_y + g.card_h / 2))


def drag(view: TableView, start: QPoint, end: QPoint, steps: int = 10) -> None:
    """Press at ``start``, move in steps (well past the drag threshold), release at ``end``."""
    assert (end - start).manhattanLength() > 3 * QApplication.startDragDistance()
    port = view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        point = QPoint(start.x() + (end.x() - start.x()) * i // steps,
                       start.y() + (end.y() - start.y()) * i // steps)
        QTest.mouseMove(port, point)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def click(view: TableView, point: QPoint) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def button_point(view: TableView, button: ButtonItem) -> QPoint:
    assert button.isVisible(), f"the {button.text()!r} button is not shown"
    return at(view, button.sceneBoundingRect().center())


def find_button(view: TableView, text: str) -> ButtonItem:
    for item in view.table_scene().items():
        if isinstance(item, ButtonItem) and item.isVisible() and item.text().startswith(text):
            return item
    raise AssertionError(f"no visible button {text!r}")


def knock_with_the_mouse(view: TableView, game_model: GameModel) -> None:
    """Knock (or go gin) as a player does: click the button, then double-click the card
    leaving the least deadwood."""
    card = best_knock(game_model)
    after = deadwood_after_each_discard(game_model.human_view().hand)
    click(view, button_point(view, find_button(view, "Gin" if after[card] == 0 else "Knock")))
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, card_point(view, card))


def last_events(model: GameModel) -> list[object]:
    return list(model.match.events)


# ---------------------------------------------------------------------------- tests
def test_dragging_a_hand_card_onto_the_pile_discards_it(
        view: TableView, game_model: GameModel) -> None:
    """RULES.md two-player 4: after drawing, a turn ends with one discard, face up."""
    resume(game_model, position(human_to_discard))
    card = next(a.card for a in game_model.human_view().legal_actions
                if a.kind is ActionKind.DISCARD)
    assert card is not None
    drag(view, card_point(view, card), pile_point(view))
    assert CardDiscarded(HUMAN, card) in game_model.match.events
    assert card not in view.hand_order()
    assert card not in game_model.match.hand_of(HUMAN)
    scene = view.table_scene()
    g = scene.geometry
    item = scene.card_item(card)
    assert item.pos() == QPointF(g.pile_x, g.centre_y) and item.face_up


def test_clicking_the_stock_draws_its_top_card_into_the_hand(
        view: TableView, game_model: GameModel) -> None:
    """RULES.md two-player 4: a turn starts by drawing the top card of the stock."""
    resume(game_model, position(human_to_draw))
    top = game_model.match.hand.stock[-1]
    click(view, stock_point(view))
    assert top in game_model.match.hand_of(HUMAN)
    # A drawn card goes to its place in the chosen sort (melds, at the deal).
    assert list(view.hand_order()) == sorted_hand(game_model.match.hand_of(HUMAN), "melds")
    item = view.table_scene().card_item(top)
    assert item.face_up and item.pos().y() == view.table_scene().geometry.bottom_y


def test_dragging_the_upcard_onto_the_hand_draws_it(
        view: TableView, game_model: GameModel) -> None:
    """RULES.md two-player 4: or draw the top card of the discard pile."""
    resume(game_model, position(human_to_draw))
    upcard = game_model.match.hand.pile[-1]
    drag(view, pile_point(view), hand_point(view))
    assert upcard in game_model.match.hand_of(HUMAN)
    assert upcard in view.hand_order()
    assert game_model.match.phase is Phase.DISCARD


def test_taking_the_offered_upcard_by_dragging_it(
        view: TableView, game_model: GameModel) -> None:
    """RULES.md two-player 3: the non-dealer may take the upcard."""
    resume(game_model, position(human_offered_upcard))
    upcard = game_model.match.hand.pile[-1]
    drag(view, pile_point(view), hand_point(view))
    assert UpcardTaken(HUMAN, upcard) in game_model.match.events


def test_rearranging_the_hand_by_drag_keeps_the_order(
        view: TableView, game_model: GameModel) -> None:
    """The hand's order is the player's: a drag moves a card, and later draws append."""
    resume(game_model, position(human_to_draw))
    before = view.hand_order()
    first = before[0]
    last_item = view.table_scene().card_item(before[-1])
    g = view.table_scene().geometry
    target = at(view, last_item.pos() + QPointF(g.card_w * 0.9, g.card_h * 0.5))
    actions = len(game_model.match.actions)
    drag(view, card_point(view, first), target)
    after = view.hand_order()
    assert after == before[1:] + (first,)
    assert len(game_model.match.actions) == actions, "rearranging is not a move"
    # A refresh (drawing a card) keeps the arrangement and appends the new card.
    top = game_model.match.hand.stock[-1]
    assert view.draw_from_stock()
    assert view.hand_order() == after + (top,)
    xs = [view.table_scene().card_item(c).pos().x() for c in view.hand_order()]
    assert xs == sorted(xs), "cards are laid out left to right in the kept order"


def test_discarding_before_drawing_is_refused_and_the_card_goes_home(
        view: TableView, game_model: GameModel, messages: list[str]) -> None:
    """RULES.md two-player 4: draw first. An illegal drop snaps back and says why."""
    resume(game_model, position(human_to_draw))
    card = view.hand_order()[3]
    item = view.table_scene().card_item(card)
    home = QPointF(item.home)
    actions = len(game_model.match.actions)
    drag(view, card_point(view, card), pile_point(view))
    assert len(game_model.match.actions) == actions
    assert card in game_model.match.hand_of(HUMAN)
    assert item.pos() == home
    assert messages and "draw" in messages[-1].lower()


def test_dropping_a_card_on_empty_felt_returns_it_with_a_hint(
        view: TableView, game_model: GameModel, messages: list[str]) -> None:
    resume(game_model, position(human_to_discard))
    card = view.hand_order()[0]
    item = view.table_scene().card_item(card)
    home = QPointF(item.home)
    g = view.table_scene().geometry
    drag(view, card_point(view, card), at(view, QPointF(g.margin * 3, g.centre_y)))
    assert card in game_model.match.hand_of(HUMAN)
    assert item.pos() == home
    assert messages and "discard pile" in messages[-1]


def test_double_clicking_a_hand_card_discards_it(
        view: TableView, game_model: GameModel) -> None:
    resume(game_model, position(human_to_discard))
    card = next(a.card for a in game_model.human_view().legal_actions
                if a.kind is ActionKind.DISCARD)
    assert card is not None
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, card_point(view, card))
    discards = [e for e in game_model.match.events if isinstance(e, CardDiscarded)
                and e.seat == HUMAN]
    assert discards[-1].card is card
    assert len([e for e in discards if e.card is card]) == 1, "discarded once, not twice"


def test_the_upcard_offer_has_take_and_pass_buttons(
        view: TableView, game_model: GameModel) -> None:
    """RULES.md two-player 3: take or pass the upcard."""
    match = position(human_offered_upcard)
    resume(game_model, match)
    take = find_button(view, "Take")
    assert find_button(view, "Pass").isVisible()
    click(view, button_point(view, find_button(view, "Pass")))
    assert UpcardPassed(HUMAN, match.hand.pile[-1]) in game_model.match.events
    assert not take.isVisible()

    again = position(human_offered_upcard)
    resume(game_model, again)
    upcard = again.hand.pile[-1]
    click(view, button_point(view, find_button(view, "Take")))
    assert upcard in game_model.match.hand_of(HUMAN)


def test_knock_button_then_discard_knocks_and_lays_out_the_melds(
        view: TableView, game_model: GameModel) -> None:
    """RULES.md two-player 5, 7: knock, lay down melds and deadwood; the defender lays off."""
    resume(game_model, position(human_can_knock))
    card = best_knock(game_model)
    after = deadwood_after_each_discard(game_model.human_view().hand)
    knock = find_button(view, "Gin" if after[card] == 0 else "Knock")
    click(view, button_point(view, knock))
    assert view.table_scene().knock_mode
    assert view.table_scene().card_item(card).highlight is Highlight.KNOCK
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, card_point(view, card))
    knocked = [e for e in game_model.match.events if isinstance(e, Knocked)]
    assert knocked and knocked[-1].seat == HUMAN and knocked[-1].discard is card
    result = game_model.match.results[-1]
    scene = view.table_scene()
    g = scene.geometry
    layout = result.knocker_layout
    assert layout is not None
    # Each meld is a row of cards on the bottom line; deadwood stands apart to the right.
    melds = [m.cards for m in layout.melds]
    for meld in melds:
        xs = sorted(scene.card_item(c).pos().x() for c in meld)
        assert all(scene.card_item(c).pos().y() == g.bottom_y for c in meld)
        # Overlapping, no further apart than the own hand's fan where the row has room.
        assert max(b - a for a, b in zip(xs, xs[1:], strict=False)) <= g.card_w * 0.6
    if layout.deadwood and melds:
        meld_right = max(scene.card_item(c).pos().x() for m in melds for c in m)
        dead_left = min(scene.card_item(c).pos().x() for c in layout.deadwood)
        assert dead_left - meld_right > g.card_w, "deadwood is set apart from the melds"
    # The defender's layoffs end on the knocker's row.
    defender = result.defender_layout
    assert defender is not None
    for layoff in defender.layoffs:
        assert scene.card_item(layoff.card).pos().y() == g.bottom_y
    for card_ in game_model.match.hand_of(1 - HUMAN):
        assert scene.card_item(card_).face_up, "the defender's hand is shown at the showdown"
    # The result panel says what happened and offers the next hand.
    next_button = find_button(view, "Next hand")
    hand_number = game_model.match.hand_number
    click(view, button_point(view, next_button))
    assert game_model.match.hand_number == hand_number + 1
    assert not next_button.isVisible()


def test_match_end_panel_offers_a_new_game(
        view: TableView, game_model: GameModel, qtbot: QtBot) -> None:
    """RULES.md two-player 10: the first to the target wins; New game asks the window."""
    rules = RuleSet().replace(target=1)
    resume(game_model, position(human_can_knock, rules=rules), rules)
    assert view.knock(best_knock(game_model))
    assert game_model.match.is_over
    with qtbot.waitSignal(view.new_game_requested, timeout=1000):
        click(view, button_point(view, find_button(view, "New game")))


def test_the_match_end_is_announced_not_a_bare_panel(
        view: TableView, game_model: GameModel, qtbot: QtBot) -> None:
    """Issue 12, item 16: the winner on a banner, the final totals (and the bonuses in
    them) as its headline before the last hand's story; New game, Review hand and the rest
    of the deck stay; a click on the banner acts on nothing under it."""
    rules = RuleSet().replace(target=1)
    resume(game_model, position(human_can_knock, rules=rules), rules)
    assert view.knock(best_knock(game_model))
    QApplication.processEvents()
    end = next(e for e in game_model.match.events if isinstance(e, MatchEnded))
    panel = result_panel(view)
    assert panel.banner
    names = game_model.setup.names
    assert panel.title == ("You win the game!" if end.winner == HUMAN
                           else f"{names[end.winner]} wins the game")
    # Each total parted from its name, as the hands' scores are ("Computer 1: 14").
    totals = " · ".join(f"{names[s]}: {t}" for s, t in enumerate(end.totals))
    assert panel.lines[0] == f"Final totals: {totals}."
    assert len(panel.lines) > 1 + len(end.bonuses)
    for button in ("New game", "Review hand", "Show the rest of the deck"):
        assert find_button(view, button).isVisible()
    actions = len(game_model.match.actions)
    click(view, at(view, panel.sceneBoundingRect().topLeft() + QPointF(
        panel.size().width() / 2, panel.size().height() * 0.1)))
    assert len(game_model.match.actions) == actions and panel.isVisible()
    with qtbot.waitSignal(view.new_game_requested, timeout=1000):
        click(view, button_point(view, find_button(view, "New game")))


def test_a_click_during_an_animation_finishes_it_and_acts_once(
        qtbot: QtBot, game_model: GameModel, monkeypatch: pytest.MonkeyPatch) -> None:
    """Input is never lost nor applied twice while cards are still moving."""
    monkeypatch.setenv("GIN_DESKTOP_ANIMATION_SPEED", "1")
    table = TableView(game_model)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    seed = next(s for s in range(1, 100) if new_match(RuleSet(), s).to_act == HUMAN)
    game_model.start(GameSetup(seed=seed))  # a fresh deal is animated
    scene = table.table_scene()
    assert scene.animator.is_busy(), "the deal is being animated"
    # Take/Pass wait for the deal to land (issue 12, item 14); the upcard is there to click.
    click(table, pile_point(table))
    taken = [e for e in game_model.match.events if isinstance(e, UpcardTaken)]
    assert len(taken) == 1
    qtbot.waitUntil(lambda: not scene.animator.is_busy(), timeout=10_000)
    assert all(scene.card_item(c).pos() == scene.card_item(c).home
               for c in game_model.match.hand_of(HUMAN))


def test_animation_speed_zero_is_instant_and_the_environment_wins(
        view: TableView, game_model: GameModel) -> None:
    view.set_animation_speed(2.0)  # GIN_DESKTOP_ANIMATION_SPEED=0 in tests/conftest.py
    assert view.table_scene().animator.speed == 0
    game_model.start(GameSetup(seed=5))
    assert not view.table_scene().animator.is_busy()


def test_the_table_scales_with_the_window(view: TableView, game_model: GameModel,
                                          qtbot: QtBot) -> None:
    resume(game_model, position(human_to_discard))
    card = view.hand_order()[0]
    small = view.table_scene().card_item(card).size()
    view.resize(1920, 1080)
    qtbot.waitUntil(lambda: view.table_scene().card_item(card).size() != small)
    big = view.table_scene().card_item(card).size()
    assert big.height() > small.height()
    scene = view.table_scene()
    for c in view.hand_order():
        item = scene.card_item(c)
        assert item.pos() == item.home
        assert scene.sceneRect().contains(item.sceneBoundingRect().adjusted(3, 3, -7, -8))


def test_sort_buttons_and_sort_hand(view: TableView, game_model: GameModel) -> None:
    resume(game_model, position(human_to_discard))
    hand = game_model.match.hand_of(HUMAN)
    click(view, button_point(view, find_button(view, "Suit")))
    assert list(view.hand_order()) == sorted_hand(hand, "suit")
    view.sort_hand("rank")
    assert list(view.hand_order()) == sorted_hand(hand, "rank")
    with pytest.raises(ValueError):
        view.sort_hand("colour")


def test_three_hand_sitting_out_shows_the_captain_and_takes_suggestions(
        view: TableView, game_model: GameModel, qtbot: QtBot) -> None:
    """RULES.md three-hand 2: the player sitting out sees the captain's hand and advises."""
    seed = next(s for s in range(1, 200)
                if new_match(RuleSet(), s, "three").roles()[HUMAN] is Role.SITTING_OUT)
    game_model.start(GameSetup(mode="three", seed=seed))
    assert game_model.wait_idle(5000)
    match = game_model.match
    assert isinstance(match, ThreeHandMatch)
    captain = match.captain
    scene = view.table_scene()
    for card in game_model.match.hand_of(captain):
        assert scene.card_item(card).face_up
    assert set(view.hand_order()) == set(game_model.match.hand_of(captain))
    decide = find_button(view, "Let the captain decide")
    assert game_model.match.phase is Phase.UPCARD_OFFER
    # Clicking the upcard suggests taking it; the captain answers and has the final say.
    with qtbot.waitSignal(game_model.advice_changed, timeout=5000,
                          check_params_cb=lambda advice: advice is not None):
        click(view, pile_point(view))
    assert game_model.wait_idle(5000)
    reply = game_model.advice
    assert reply is not None and reply.reason
    # The speech bubble gives the captain's answer in the game's words ("9♠", translated).
    bubble = next(i for i in scene.items() if isinstance(i, PanelItem) and i.tail)
    assert any(advice_text(reply) in line for line in bubble.lines)
    assert any(isinstance(e, UpcardTaken | UpcardPassed) and e.seat == captain
               for e in game_model.match.events)
    qtbot.waitUntil(lambda: game_model.is_human_turn(), timeout=5000)
    if match.phase is not Phase.HAND_OVER:
        assert decide.isVisible()
        actions = len(game_model.match.actions)
        click(view, button_point(view, decide))
        qtbot.waitUntil(lambda: len(game_model.match.actions) > actions, timeout=5000)


def test_deck_style_back_and_colour_knobs(view: TableView, game_model: GameModel) -> None:
    game_model.start(GameSetup(seed=3))
    for style in ("four-colour", "large-index", "standard"):
        view.set_deck_style(style)
    for back in ("red", "green", "blue"):
        view.set_card_back(back)
    view.set_table_colour(QColor("#204060"))
    with pytest.raises(ValueError):
        view.set_deck_style("tarot")
    with pytest.raises(ValueError):
        view.set_card_back("plaid")
    assert not view.grab().isNull()


# ---------------------------------------------------------------------------- pure parts
def test_hand_order_keeps_places_and_appends_arrivals() -> None:
    order = HandOrder()
    order.reset(parse_cards("KS 2C 7H"), "rank")
    assert order.cards == tuple(parse_cards("2C 7H KS"))
    order.move(parse_cards("KS")[0], 0)
    assert order.sync(parse_cards("2C 7H KS 5D")) == tuple(parse_cards("KS 2C 7H 5D"))
    assert order.sync(parse_cards("KS 5D 2C")) == tuple(parse_cards("KS 2C 5D"))


def test_melds_sort_puts_melds_first_then_deadwood() -> None:
    cards = parse_cards("KD 5S 7H 6S 4S 9C 9D 9H")
    assert sorted_hand(cards, "melds") == parse_cards("4S 5S 6S 9C 9D 9H 7H KD")


def test_geometry_fits_the_window() -> None:
    for width, height in ((640, 440), (1280, 800), (1920, 1080), (3840, 2160)):
        g = table_geometry(width, height)
        assert g.card_h / g.card_w == pytest.approx(1.4, abs=0.02)
        assert g.top_y + g.card_h < g.centre_y
        assert g.centre_y + g.card_h < g.prompt_y < g.bottom_y
        assert g.bottom_label_y + g.label_h <= height
        assert g.actions_x < width
        assert QSizeF(g.card_w, g.card_h).isValid()


def test_dropping_a_card_on_the_knock_spot_knocks(view: TableView,
                                                   game_model: GameModel) -> None:
    """RULES.md two-player 5: the knock discard goes face down beside the pile."""
    resume(game_model, position(human_can_knock))
    card = best_knock(game_model)
    spot = view.table_scene().geometry
    drag(view, card_point(view, card),
         at(view, QPointF(spot.knock_x + spot.card_w / 2, spot.centre_y + spot.card_h / 2)))
    knocked = [e for e in game_model.match.events if isinstance(e, Knocked)]
    assert knocked and knocked[-1].discard is card


def _knock_card(match: Match) -> Card:
    """The knock discard ``best_knock`` picks, from the engine's view of the person."""
    seen = match.view(HUMAN)
    after = deadwood_after_each_discard(seen.hand)
    return min((_card(a) for a in seen.legal_actions if a.kind is ActionKind.KNOCK),
               key=lambda c: after[c])


def knock_leaves_nothing_to_lay_off(match: Match) -> bool:
    if not human_can_knock(match):
        return False
    after = copy.deepcopy(match)
    after.apply(Action.knock(_knock_card(match)))
    result = after.last_result
    return (result is not None and result.kind is ResultKind.KNOCK
            and result.defender_layout is not None and not result.defender_layout.layoffs)


def test_a_defender_with_nothing_to_lay_off_is_not_said_to_have_laid_off(
        view: TableView, game_model: GameModel) -> None:
    """RULES.md two-player 7 and 8: the defender lays off what it can; where it could lay
    off nothing, the result panel does not say "after laying off"."""
    resume(game_model, position(knock_leaves_nothing_to_lay_off))
    card = best_knock(game_model)
    assert card is _knock_card(game_model.match)
    spot = view.table_scene().geometry
    drag(view, card_point(view, card),
         at(view, QPointF(spot.knock_x + spot.card_w / 2, spot.centre_y + spot.card_h / 2)))
    lines = result_panel(view).lines
    assert not any("after laying off" in line for line in lines), lines
    assert any(line.endswith("deadwood and nothing to lay off.") for line in lines), lines


def knock_lets_them_lay_off(match: Match) -> bool:
    if not human_can_knock(match):
        return False
    after = copy.deepcopy(match)
    after.apply(Action.knock(_knock_card(match)))
    result = after.last_result
    return (result is not None and result.kind is ResultKind.KNOCK
            and result.defender_layout is not None
            and len(result.defender_layout.layoffs) >= 2)


def test_the_result_names_the_cards_laid_off(view: TableView, game_model: GameModel,
                                              qtbot: QtBot) -> None:
    """RULES.md two-player 7: the cards the defender laid off are named in the result, as
    a sentence ("Computer laid off 7♥ and 8♥ on the run 4♥ 5♥ 6♥, leaving 9 deadwood.";
    tests/app/test_layoff_onto_melds.py), not told by a green outline alone; the move log
    ends with them too ("Computer laid off 7♥ and 8♥ on your melds, leaving 9 deadwood.",
    then which meld each went onto)."""
    log = MoveLogDock(game_model)
    qtbot.addWidget(log)
    resume(game_model, position(knock_lets_them_lay_off))
    card = best_knock(game_model)
    spot = view.table_scene().geometry
    drag(view, card_point(view, card),
         at(view, QPointF(spot.knock_x + spot.card_w / 2, spot.centre_y + spot.card_h / 2)))
    result = game_model.match.last_result
    assert result is not None and result.defender_layout is not None
    laid = [prompts.card_label(lay.card) for lay in result.defender_layout.layoffs]
    listed = ", ".join(laid[:-1]) + " and " + laid[-1]
    assert result.defender is not None
    name = game_model.setup.names[result.defender]
    lines = result_panel(view).lines
    assert any(line.startswith(f"{name} laid off {listed} on the run ") for line in lines), \
        lines
    sentence = (f"{name} laid off {listed} on your melds, leaving "
                f"{result.defender_deadwood} deadwood.")
    knocked = f"You knocked, discarding the {prompts.card_label(card)} face down"
    # Then which meld each card went onto (tests/app/test_move_log_layoff_melds.py).
    assert log.lines()[-3:-1] == [knocked, sentence], log.lines()
    log.refresh()
    assert log.lines().count(sentence) == 1, "said once"


def big_gin_match() -> Match:
    """A deal where the player, taking the upcard, holds eleven melded cards."""
    rules = RuleSet().replace(big_gin=True)
    match = new_match(rules, 1)
    mine = parse_cards("AS 2S 3S 4S 5H 6H 7H KC KD KH")
    upcard = parse_cards("KS")[0]
    rest = [c for c in FULL_DECK if c not in mine and c is not upcard]
    deck = [upcard] * 52
    deck[0:20:2] = mine
    deck[1:20:2] = rest[:10]
    deck[21:] = rest[10:]
    match.hand = Hand(rules, 1, 0, deck, deal_number=match.hand.deal_number)
    return match


def test_big_gin_button_appears_only_when_legal(view: TableView,
                                                game_model: GameModel) -> None:
    """RULES.md two-player 6 (option): all eleven cards melded before discarding."""
    match = big_gin_match()
    resume(game_model, match, match.rules)
    assert not any(isinstance(i, ButtonItem) and i.isVisible() and i.text() == "Big gin!"
                   for i in view.table_scene().items())
    click(view, button_point(view, find_button(view, "Take")))
    click(view, button_point(view, find_button(view, "Big gin!")))
    knocked = [e for e in game_model.match.events if isinstance(e, Knocked)]
    assert knocked and knocked[-1].big_gin
    assert game_model.match.results[-1].kind.value == "big_gin"


def test_the_whole_pile_is_shown_on_request(view: TableView, game_model: GameModel) -> None:
    """The pile's count pill shows the whole pile, and hides it again."""
    resume(game_model, position(lambda m: human_to_discard(m) and len(m.hand.pile) >= 4))
    scene = view.table_scene()
    fan = scene._fan  # the pile's (the sitter's cards out of play have their own)
    assert not fan.isVisible()
    pill = next(i for i in scene.items()
                if isinstance(i, PillItem) and i.clickable and i.isVisible())
    click(view, at(view, pill.sceneBoundingRect().center()))
    assert fan.isVisible()
    assert list(fan.cards) == list(game_model.match.hand.pile)
    click(view, at(view, pill.sceneBoundingRect().center()))
    assert not fan.isVisible()


def test_a_click_on_the_pile_after_drawing_says_how_to_discard(
        view: TableView, game_model: GameModel, messages: list[str]) -> None:
    """Drawn, the person is to discard: a click on the pile takes nothing, and was a
    discard gone astray rather than a wish to read the pile, which opened over the table.
    It says how to discard, as a click on a hand card does; nothing is played."""
    resume(game_model, position(lambda m: human_to_draw(m) and len(m.hand.pile) >= 4))
    scene = view.table_scene()
    fan = scene._fan  # the pile's (the sitter's cards out of play have their own)
    click(view, stock_point(view))
    assert game_model.human_view().phase is Phase.DISCARD
    actions = len(game_model.match.actions)
    click(view, pile_point(view))
    QApplication.processEvents()
    assert not fan.isVisible()
    assert messages[-1] == prompts.discard_how_text()
    assert len(game_model.match.actions) == actions


# ---------------------------------------------------------------------------- results
def knocking_move(match: Match) -> Action:
    """The scripted player, but knocking (with the least deadwood) as soon as it may."""
    legal = match.legal_actions()
    knocks = [a for a in legal if a.kind is ActionKind.KNOCK]
    if knocks:
        after = deadwood_after_each_discard(match.hand_of(match.to_act or 0))
        return min(knocks, key=lambda a: after[_card(a)])
    return scripted_move(match)


def played_to(until: Callable[[Match], bool], mode: str = "two",
              rules: RuleSet | None = None) -> Match:
    """The first match (seeds 1, 2, ...) that knocking play brings to ``until``."""
    for seed in range(1, 200):
        match = new_match(rules or RuleSet(), seed, mode)
        for _ in range(2000):
            if until(match):
                return match
            if match.is_over:
                break
            legal = match.legal_actions()
            match.apply(NEXT_HAND if NEXT_HAND in legal else knocking_move(match))
    raise AssertionError("no such match")


def result_panel(view: TableView) -> PanelItem:
    return next(i for i in view.table_scene().items()
                if isinstance(i, PanelItem) and not i.tail and i.isVisible())


def test_hollywood_shows_each_game_not_the_sum(view: TableView,
                                               game_model: GameModel) -> None:
    """RULES.md Hollywood: three games at once; the result panel and the name plates give
    each game's score (the sum over the games is no score of any game)."""
    rules = RuleSet(name="hollywood", hollywood=True).replace(target=30)

    def game_one_decided(match: Match) -> bool:
        return (match.phase is Phase.HAND_OVER and match.game_winners[0] is not None
                and any(match.game_scores[1]))

    match = played_to(game_one_decided, rules=rules)
    resume(game_model, match, rules)
    panel = result_panel(view)
    names = game_model.setup.names
    winner = match.game_winners[0]
    assert winner is not None
    won_by = "won by you" if winner == HUMAN else f"won by {names[winner]}"
    first = " · ".join(f"{names[s]}: {n}" for s, n in enumerate(match.game_scores[0]))
    assert f"Game 1: {first}, {won_by}." in panel.lines
    second = " · ".join(f"{names[s]}: {n}" for s, n in enumerate(match.game_scores[1]))
    if match.game_winners[1] is None:
        assert f"Game 2: {second} (to 30)." in panel.lines
    assert any(line.startswith("Game 3: ") for line in panel.lines)
    assert not any(line.startswith("Scores:") for line in panel.lines)
    plates = {i.seat: i for i in view.table_scene().items() if isinstance(i, SeatLabelItem)}
    for seat in match.seats:
        games = match.game_scores
        # In words, or where the plate is squeezed the scores alone after "Games:".
        assert plates[seat].score in (
            f"Game 1: {games[0][seat]} · Game 2: {games[1][seat]} · Game 3: {games[2][seat]}",
            f"Games: {games[0][seat]} · {games[1][seat]} · {games[2][seat]}")


def test_the_mirror_keeps_the_hollywood_games_from_the_events() -> None:
    """The table, a step behind the match, counts each game as the engine does."""
    rules = RuleSet(name="hollywood", hollywood=True).replace(target=40)
    match = new_match(rules, 7)
    mirror = TableMirror.from_match(match)
    while not match.is_over:
        legal = match.legal_actions()
        for event in match.apply(NEXT_HAND if NEXT_HAND in legal else knocking_move(match)):
            mirror.apply(event)
            if isinstance(event, HandEnded):
                # Already on HandEnded, when the result panel is shown (GameDecided follows).
                assert mirror.game_scores == tuple(tuple(g) for g in match.game_scores)
                assert mirror.game_winners == tuple(match.game_winners)
    assert all(w is not None for w in mirror.game_winners)


def test_hollywood_match_end_keeps_the_games(view: TableView, game_model: GameModel) -> None:
    rules = RuleSet(name="hollywood", hollywood=True).replace(target=15)
    match = played_to(lambda m: m.is_over, rules=rules)
    resume(game_model, match, rules)
    panel = result_panel(view)
    assert sum(line.startswith("Game ") and "won by" in line for line in panel.lines) == 3
    assert any(line.startswith("Final totals:") for line in panel.lines)


def test_hollywood_match_end_names_the_match_and_each_bonus_game(
        view: TableView, game_model: GameModel) -> None:
    """RULES.md Hollywood and "Extras": the banner names the match's winner (not "the
    game": the panel then says who won each of the three), and each game's bonuses say
    which game they are in, as the score pad's bonus rows do."""
    rules = RuleSet(name="hollywood", hollywood=True).replace(
        target=15, line_bonus=25, game_bonus=100)
    match = played_to(lambda m: m.is_over, rules=rules)
    resume(game_model, match, rules)
    panel = result_panel(view)
    names = game_model.setup.names
    winner = match.winner
    assert winner is not None
    assert panel.title == ("You win the match!" if winner == HUMAN
                           else f"{names[winner]} wins the match")
    # One line per player and game, the game's winner's ending in its game bonus.
    for g, game_winner in enumerate(match.game_winners):
        assert game_winner is not None
        said = [b for b in match.bonuses if b.game == g and b.seat == game_winner]
        prefix = f"{names[game_winner]}, game {g + 1}: "
        (line,) = [line for line in panel.lines if line.startswith(prefix)]
        assert line.endswith("game bonus 100")
        # Each bonus named, the line bonus with the hands that made it ("(2 hands × 25)").
        assert all(f"{b.kind} bonus {b.points}" in line for b in said)
    line_bonuses = [b for b in match.bonuses if b.kind == "line"]
    assert line_bonuses
    for bonus in line_bonuses:
        assert any(line.startswith(f"{names[bonus.seat]}, game {bonus.game + 1}: line "
                                   f"bonus {bonus.points}") for line in panel.lines)
    assert not any(line.startswith(f"{names[s]}: ") for s in match.seats
                   for line in panel.lines)


def test_two_player_results_give_the_scores_to_the_target(
        view: TableView, game_model: GameModel) -> None:
    match = played_to(lambda m: m.phase is Phase.HAND_OVER and m.last_result is not None
                      and m.last_result.winner is not None)
    resume(game_model, match)
    names = game_model.setup.names
    scores = " · ".join(f"{names[s]}: {n}" for s, n in enumerate(match.scores))
    assert f"Scores: {scores} (game to 100)." in result_panel(view).lines
    plates = {i.seat: i for i in view.table_scene().items() if isinstance(i, SeatLabelItem)}
    assert plates[HUMAN].score == f"{match.scores[HUMAN]} pts"


@pytest.mark.parametrize("captain_wins", [True, False])
def test_sitting_out_the_captains_win_is_yours(view: TableView, game_model: GameModel,
                                                captain_wins: bool) -> None:
    """RULES.md three-hand 2, 4: the player sitting out is on the captain's side."""
    def sat_out(match: Match) -> bool:
        result = match.last_result
        if match.phase is not Phase.HAND_OVER or result is None or result.winner is None:
            return False
        hand = match.hand
        return HUMAN not in hand.hands and (result.winner == hand.non_dealer) == captain_wins

    match = played_to(sat_out, mode="three")
    resume(game_model, match)
    assert result_panel(view).accent == (GOOD if captain_wins else BAD)


def test_one_refresh_asks_for_the_prompt_once(view: TableView, game_model: GameModel,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    resume(game_model, position(human_to_discard))
    calls: list[int] = []
    status_text = game_model.status_text

    def counted() -> str:
        calls.append(1)
        return status_text()

    monkeypatch.setattr(game_model, "status_text", counted)
    view.table_scene()._refresh()
    assert len(calls) == 1


def test_a_resumed_mirror_takes_the_deal_from_the_table_state() -> None:
    """The mirror starts from ``table_state()`` alone: its deal (for the deal animation)
    is the hand's, also once cards have moved and hands have been played."""
    match = played_to(lambda m: m.hand_number >= 2 and len(m.hand.history) >= 2)
    mirror = TableMirror.from_match(match)
    deal = match.table_state().deal
    assert mirror.dealt == deal
    hand_dealt = [e for e in match.events if isinstance(e, HandDealt)][-1]
    assert deal == hand_dealt.deal


# ------------------------------------------------------------- three-hand, sitter dealt
def check_sitter_table(view: TableView, model: GameModel) -> None:
    """At rest the table is the match (the scene's own sync check, seen from outside),
    and the self-test's invariants hold: 52 cards, each once; the sitter's cards out of
    play on its side, face up only to the person when they sit out."""
    scene = view.table_scene()
    mirror = scene.mirror
    assert mirror is not None and not scene.animator.is_busy()
    state = model.match.table_state()
    assert state.card_count() == 52
    assert sorted(model.match.card_locations()) == sorted(FULL_DECK)
    assert mirror.hand_number == state.hand_number
    for seat in state.seats:
        assert set(mirror.hands.get(seat, [])) == set(state.hands[seat])
    assert mirror.stock == list(state.stock)
    assert mirror.pile == list(state.face_up_pile)
    assert mirror.sitter_cards == list(state.sitter_cards)
    assert len(state.sitter_cards) == 10
    sitter = mirror.sitter()
    assert sitter is not None and state.hands[sitter] == ()
    you_sit_out = sitter == HUMAN
    # At this size they lie in the top corner, out of the result panel's way: they stay
    # when the hand is over too.
    for card in state.sitter_cards:
        item = scene.card_item(card)
        assert item.face_up is you_sit_out and not item.liftable
        assert item.isVisible()
        assert item.size().height() < table_geometry(1280, 800).card_h
    caption = scene._captions.out_of_play
    assert caption.isVisible() and caption.text() == "Out of play"


def test_three_hand_with_the_sitter_dealt_keeps_the_table_in_step(
        view: TableView, game_model: GameModel, qtbot: QtBot,
        caplog: pytest.LogCaptureFixture) -> None:
    """RULES.md three-hand 2, the option sitter_dealt: a 21-card stock, the sitter's ten
    cards shown out of play (to the sitter only); hands played through the model with
    the person advising, playing and dealing on, the table following every event."""
    rules = RuleSet(sitter_dealt=True, target=40)
    seed = next(s for s in range(1, 200)
                if new_match(rules, s, "three").roles()[HUMAN] is Role.SITTING_OUT)
    game_model.start(GameSetup(mode="three", seed=seed, rules=rules))
    assert game_model.wait_idle(5000)
    QApplication.processEvents()
    scene = view.table_scene()
    assert scene.mirror is not None and len(scene.mirror.stock) == 21
    assert view.table_scene()._captions.stock.text() == "Stock 21"
    check_sitter_table(view, game_model)
    strategy = make_strategy("standard", 2)
    turns: set[str] = set()  # the person's: advising while out, playing
    for _ in range(600):
        match = game_model.match
        if match.is_over or (len(match.results) >= 3 and len(turns) == 2):
            break
        assert game_model.wait_idle(5000)
        if not game_model.is_human_turn():
            continue
        if match.phase is Phase.HAND_OVER:
            game_model.next_hand()
        else:
            view_ = game_model.human_view()
            turns.add("advised" if view_.is_advisor else "played")
            if view_.is_advisor:
                game_model.suggest(None)
            else:
                game_model.play(strategy.choose(view_))
        assert game_model.wait_idle(5000)
        QApplication.processEvents()
        check_sitter_table(view, game_model)
    assert len(game_model.match.results) >= 2
    assert turns == {"advised", "played"}
    assert "out of step" not in caplog.text


def between_cards(view: TableView, left: Card, right: Card) -> QPoint:
    """The point on the hand row halfway between the centres of two neighbouring cards."""
    scene = view.table_scene()
    g = scene.geometry
    centres = [scene.card_item(c).pos().x() + g.card_w / 2 for c in (left, right)]
    return at(view, QPointF(sum(centres) / 2, g.bottom_y + g.card_h / 2))


def test_a_drawn_card_dropped_between_two_cards_lands_there_shown_by_a_marker(
        view: TableView, game_model: GameModel) -> None:
    """Issue 12, item 16: the drop slot is kept (not always the end), and while the card
    is over the hand row a bar shows where it will land: in a hand the player arranged
    (a sorted hand takes a drawn card into its sorted place: test_drawn_card_lands_sorted).
    """
    resume(game_model, position(human_to_draw))
    scene = view.table_scene()
    before = view.hand_order()
    last = card_point(view, before[-1])
    drag(view, card_point(view, before[0]), QPoint(last.x() + 20, last.y()))
    QApplication.processEvents()
    hand = view.hand_order()
    assert hand != before
    top = game_model.match.hand.stock[-1]
    start, end = stock_point(view), between_cards(view, hand[1], hand[2])
    port = view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 11):
        QTest.mouseMove(port, start + (end - start) * i / 10)
    marker = scene.landing_marker
    assert marker.isVisible()
    g = scene.geometry
    x = marker.sceneBoundingRect().center().x()
    assert scene.card_item(hand[1]).pos().x() < x < scene.card_item(hand[2]).pos().x() + g.card_w
    assert marker.sceneBoundingRect().intersects(scene.card_item(hand[2]).sceneBoundingRect())
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    QApplication.processEvents()
    assert not marker.isVisible()
    assert top in game_model.match.hand_of(HUMAN)
    assert view.hand_order() == hand[:2] + (top,) + hand[2:]
    xs = [scene.card_item(c).pos().x() for c in view.hand_order()]
    assert xs == sorted(xs)


def test_rearranging_shows_the_marker_too(view: TableView, game_model: GameModel) -> None:
    resume(game_model, position(human_to_draw))
    scene = view.table_scene()
    hand = view.hand_order()
    start, end = card_point(view, hand[0]), between_cards(view, hand[3], hand[4])
    port = view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 11):
        QTest.mouseMove(port, start + (end - start) * i / 10)
    assert scene.landing_marker.isVisible()
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert not scene.landing_marker.isVisible()


@pytest.mark.parametrize("size", [(560, 490), (875, 700)])
def test_oklahoma_corner_pills_never_cover_the_laid_down_cards(
        view: TableView, game_model: GameModel, size: tuple[int, int]) -> None:
    """RULES.md Oklahoma: after a spade upcard the corner says the hand's scores are doubled;
    at the showdown (a knock made with the mouse) that pill and the knock limit's stay clear
    of the cards laid down on the top row (they used to cover the first meld's indices)."""
    rules = RuleSet.preset("oklahoma")

    def spade_hand_knock(match: Match) -> bool:
        """The person may knock in a doubled hand, and the computer's laid-down hand (the
        top row) is four groups wide."""
        if not (match.hand.doubled and human_can_knock(match)):
            return False
        trial = copy.deepcopy(match)
        after = deadwood_after_each_discard(trial.hand_of(HUMAN))
        trial.apply(min((a for a in trial.legal_actions() if a.kind is ActionKind.KNOCK),
                        key=lambda a: after[_card(a)]))
        layout = trial.results[-1].defender_layout
        return layout is not None and len(layout.melds) + bool(layout.deadwood) >= 4

    view.resize(*size)
    QApplication.processEvents()
    resume(game_model, position(spade_hand_knock, rules=rules), rules)
    knock_with_the_mouse(view, game_model)
    assert game_model.match.phase is Phase.HAND_OVER
    QApplication.processEvents()
    scene = view.table_scene()
    corner = [item for item in scene.items() if isinstance(item, PillItem) and item.isVisible()
              and item.text() and item.pos().x() == scene.geometry.margin
              and item.pos().y() < scene.geometry.top_label_y]
    assert len(corner) == 2, [p.text() for p in corner]
    # Said in words, or (short of room) in the score pad's mark with the why as its tip.
    doubled = "Oklahoma: the first upcard is a spade, so every score of this hand is doubled."
    assert any(p.text() in ("spade upcard: scores doubled", "♠×2") and p.toolTip() == doubled
               for p in corner)
    cards = [item for item in scene.items() if getattr(item, "card", None) is not None
             and item.isVisible() and item.face_up]
    for pill in corner:
        for card_item in cards:
            shared = pill.sceneBoundingRect().intersected(card_item.sceneBoundingRect())
            assert shared.width() <= 2 or shared.height() <= 2, (
                f"{pill.text()!r} covers {card_item.card}")


def test_hollywood_match_end_says_the_games_won_decide_it(
        view: TableView, game_model: GameModel) -> None:
    """RULES.md Hollywood: the match winner is the player who won more of the three games.
    The person's knock (with the mouse) ends the match: the panel and the status line give
    the games won (they gave only the sum over the games, '... won with 376 points'), and
    the hand's games are said as a list ('scored in games 2 and 3', was 'game 2, 3')."""
    rules = RuleSet(name="hollywood", hollywood=True).replace(target=30)

    def your_knock_ends_it(match: Match) -> bool:
        if not human_can_knock(match):
            return False
        trial = copy.deepcopy(match)
        trial.apply(knocking_move(trial))
        return trial.is_over and len(trial.results[-1].games) >= 2

    resume(game_model, played_to(your_knock_ends_it, rules=rules), rules)
    knock_with_the_mouse(view, game_model)
    match = game_model.match
    assert match.is_over and match.winner is not None
    names = game_model.setup.names
    won = [match.game_winners.count(seat) for seat in match.seats]
    assert won[match.winner] > max(n for s, n in enumerate(won) if s != match.winner)
    lines = result_panel(view).lines
    assert lines[0] == f"Games won: {names[0]}: {won[0]} · {names[1]}: {won[1]}."
    assert lines[1].startswith("Final totals: ")
    games = [g + 1 for g in match.results[-1].games]
    said = ("Hollywood: scored in all three games." if len(games) == 3
            else f"Hollywood: scored in games {games[0]} and {games[1]}.")
    assert said in lines
    how_many = ("all three games" if won[match.winner] == 3
                else "two of the three games")
    who = "you" if match.winner == HUMAN else names[match.winner]
    assert game_model.status_text() == f"Match over: {who} won {how_many}"
