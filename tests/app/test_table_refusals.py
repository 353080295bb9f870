"""Issue 12, item 11: the table says the real reason. A card dropped on the felt before
drawing: "draw first"; K or P when not allowed: why not; in knock mode the prompt says how
to knock, not "Discard a card — or knock". Real keys and drags on the real window."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from tests.app.conftest import drag_on
from tests.app.test_table import click, pile_point
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import PillItem
from gin_desktop.engine import DRAW_STOCK, PASS_UPCARD, Card, Phase
from gin_desktop.engine.melds import deadwood_after_each_discard


def to_draw(window: MainWindow) -> None:
    """Seed 3: the person is offered the upcard first; pass, and play on to a draw."""
    model = window.model
    window.start_match(GameSetup(names=("Ana", "Computer"), seed=3))
    assert model.wait_idle(5000)
    while not (model.is_human_turn() and model.match.phase is Phase.DRAW):
        legal = model.human_view().legal_actions
        model.play(PASS_UPCARD if PASS_UPCARD in legal else DRAW_STOCK)
        assert model.wait_idle(5000)
    QApplication.processEvents()


def both_passed(window: MainWindow) -> None:
    """Seed 3: the person, offered the upcard first, passes it, the computer too: the
    person must draw from the stock (RULES.md two-player 3)."""
    window.start_match(GameSetup(names=("Ana", "Computer"), seed=3))
    assert window.model.wait_idle(5000)
    assert window.model.play(PASS_UPCARD)
    assert window.model.wait_idle(5000)
    kinds = {a.kind.name for a in window.model.human_view().legal_actions}
    assert kinds == {"DRAW_STOCK"}, kinds  # the computer passed too


def drop_a_card_at(window: MainWindow, corner: QPointF, grab_x: float = 0.3) -> Card:
    """Drag a card the person may discard, held ``grab_x`` of a card from its left edge,
    with the real mouse until its top-left corner is at ``corner`` (scene units), and let
    go; the card."""
    model = window.model
    view = window.table
    scene = view.table_scene()
    g = scene.geometry
    card = next(c for c in view.hand_order() if c is not model.human_view().cannot_discard)
    grab = QPointF(g.card_w * grab_x, g.card_h * 0.5)
    drag_on(view, view.mapFromScene(scene.card_item(card).pos() + grab),
            view.mapFromScene(corner + grab))
    return card


def drag_to_felt(window: MainWindow) -> None:
    view = window.table
    scene = view.table_scene()
    g = scene.geometry
    card = scene.card_item(view.hand_order()[0])
    start = view.mapFromScene(card.pos() + QPointF(g.card_w * 0.15, g.card_h * 0.5))
    end = view.mapFromScene(QPointF(g.width - g.margin * 4, g.centre_y - g.card_h * 0.1))
    drag_on(view, start, end)


def shown_texts(window: MainWindow) -> set[str]:
    return {item.text() for item in window.table.table_scene().items()
            if isinstance(item, PillItem) and item.isVisible()}


def test_dropping_on_the_felt_before_drawing_says_draw_first(window: MainWindow) -> None:
    to_draw(window)
    said: list[str] = []
    window.model.action_refused.connect(said.append)
    drag_to_felt(window)
    assert said and "draw a card first" in said[-1]
    assert "draw a card first" in window.status_line.message_text()


def test_k_when_no_knock_is_allowed_says_why(window: MainWindow) -> None:
    to_draw(window)
    QTest.keyClick(window.table, Qt.Key.Key_K)
    assert "No knock now" in window.status_line.message_text()
    assert not window.table.table_scene().knock_mode


def test_p_when_the_pile_may_not_be_taken_says_why(window: MainWindow) -> None:
    """Both passed the upcard: the non-dealer (the person, on seed 3) must draw from the
    stock (RULES.md two-player 3); P says so."""
    both_passed(window)
    QTest.keyClick(window.table, Qt.Key.Key_P)
    assert "draw from the stock" in window.status_line.message_text()


def test_knock_mode_prompt_says_how_to_knock(window: MainWindow) -> None:
    model = window.model
    for seed in range(1, 200):
        window.start_match(GameSetup(names=("Ana", "Computer"), seed=seed))
        assert model.wait_idle(5000)
        for _ in range(30):
            view = model.human_view()
            if not model.is_human_turn() or view.phase is Phase.HAND_OVER:
                break
            if window.knock_action.isEnabled():
                QTest.keyClick(window.table, Qt.Key.Key_K)
                assert window.table.table_scene().knock_mode
                texts = shown_texts(window)
                assert any(t.startswith("Knock: choose the card") for t in texts), texts
                assert not any(t.startswith("Discard a card") for t in texts)
                return
            legal = view.legal_actions
            if PASS_UPCARD in legal:
                model.play(PASS_UPCARD)
            elif DRAW_STOCK in legal:
                model.play(DRAW_STOCK)
            else:
                after = deadwood_after_each_discard(view.hand)
                model.play(min((a for a in legal if a.kind.name == "DISCARD"),
                               key=lambda a: after[a.card]))  # type: ignore[index]
            assert model.wait_idle(5000)
    raise AssertionError("no knock in 200 deals")


def test_the_table_does_not_jump_when_a_message_shows(window: MainWindow) -> None:
    """Issue 12, item 16: the status line is as tall with a warning as without."""
    QApplication.processEvents()
    before = window.table.geometry()
    window.status_line.show_message("Not allowed: draw a card first", "error")
    QApplication.processEvents()
    QTest.qWait(20)
    assert window.table.geometry() == before


def test_a_card_dropped_on_the_stock_is_not_discarded_on_the_pile_beside_it(
        window: MainWindow) -> None:
    """A hand card let go lying mostly on the stock (which takes no card) and a little on
    the discard pile beside it is not discarded: it goes home and the table says where to
    drop it (RULES.md "A normal turn": the discard is the player's choice)."""
    to_draw(window)
    model = window.model
    model.play(DRAW_STOCK)
    assert model.wait_idle(5000)
    QApplication.processEvents()
    g = window.table.table_scene().geometry
    # The card's right edge a few pixels over the pile's face, the rest on the stock.
    left = g.pile_x - g.card_w + 6
    assert g.stock_x + g.card_w - left > g.card_w / 2, "more on the stock than on the pile"
    card = drop_a_card_at(window, QPointF(left, g.centre_y), grab_x=0.15)
    assert card in model.match.hand_of(0), "the card was discarded"
    assert window.status_line.message_text() == "Drop the card on the discard pile to discard it"


def computer_thinking(window: MainWindow) -> None:
    """The person draws and discards with a double-click; the computer then "thinks" for
    the rest of the test."""
    to_draw(window)
    model = window.model
    model.set_computer_delay(60_000)
    model.play(DRAW_STOCK)
    view = model.human_view()
    after = deadwood_after_each_discard(view.hand)
    card = min((a.card for a in view.legal_actions if a.kind.name == "DISCARD"),
               key=lambda c: after[c])  # type: ignore[index]
    scene = window.table.table_scene()
    g = scene.geometry
    point = scene.card_item(card).pos() + QPointF(g.card_w * 0.15, g.card_h * 0.55)
    QTest.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, window.table.mapFromScene(point))
    assert model.is_thinking


def test_k_while_the_computer_thinks_says_so(window: MainWindow) -> None:
    """K when the person has no move at all says why as a refused move would ("Please
    wait: Computer is thinking"), not how knocking works."""
    computer_thinking(window)
    QTest.keyClick(window.table, Qt.Key.Key_K)
    assert window.status_line.message_text() == "Please wait: Computer is thinking"
    assert not window.table.table_scene().knock_mode


def test_a_while_the_computer_thinks_reads_whole_sentences(window: MainWindow) -> None:
    """A reads the situation, beginning with the status "Computer is thinking…": that
    sentence ends in its "…", with no full stop after it."""
    computer_thinking(window)
    QTest.keyClick(window.table, Qt.Key.Key_A)
    said = window.status_line.message_text()
    assert said.startswith("Computer is thinking… Your hand"), said
    assert "…." not in said


def test_a_refusal_on_the_table_goes_with_the_move_that_follows(window: MainWindow) -> None:
    """The stock clicked during the upcard offer: the table's prompt says why not, in red;
    the upcard then passed, the prompt says what to do now, not the old refusal."""
    model = window.model
    window.start_match(GameSetup(names=("Ana", "Computer"), seed=3))  # offered first
    assert model.wait_idle(5000)
    QApplication.processEvents()
    view = window.table
    g = view.table_scene().geometry
    stock = view.mapFromScene(QPointF(g.stock_x + g.card_w / 2, g.centre_y + g.card_h / 2))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, stock)
    assert "Not allowed: first take or pass the upcard" in shown_texts(window)
    QTest.keyClick(view, Qt.Key.Key_X)  # pass
    assert model.wait_idle(5000)
    QApplication.processEvents()
    assert "Not allowed: first take or pass the upcard" not in shown_texts(window)
    # The turn's prompt (played by keys: with its keys after it).
    assert any(text.startswith(model.status_text()) for text in shown_texts(window))


def test_a_click_on_the_pile_both_passed_says_draw_from_the_stock(
        window: MainWindow) -> None:
    """Both passed the upcard, the person to draw: a beginner clicks the upcard on the pile
    to take it. The whole pile opened without a word, and the card stayed where it was
    (a Portuguese player's first hands, s43); now the click says why the stock it is, as
    P and a drag from the pile do, and opens nothing over the table."""
    both_passed(window)
    QApplication.processEvents()
    view = window.table
    said: list[str] = []
    window.model.action_refused.connect(said.append)
    click(view, pile_point(view))
    QApplication.processEvents()
    assert said and "draw from the stock" in said[-1]
    assert "draw from the stock" in window.status_line.message_text()
    assert not view.table_scene().pile_shown
    assert window.model.match.phase is Phase.DRAW  # nothing was drawn
