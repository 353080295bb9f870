"""A refusal gives way once the player's next step changes: "Not allowed: a knock needs
deadwood of at most 10 after the discard" stayed on the status line (and on the table, in
place of the prompt) after the player pressed Knock and was asked to choose the card to
knock with. While nothing changes it stays its time, to be read. Real mouse drags and
clicks on the real window."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import SlotItem, SlotKind
from gin_desktop.engine import DRAW_STOCK, PASS_UPCARD, ActionKind, Card, Phase
from gin_desktop.engine.melds import deadwood_after_each_discard
from tests.app.conftest import drag_on
from tests.app.test_advice_buttons_stay import click
from tests.app.test_table_refusals import shown_texts

KNOCK_REFUSAL = "a knock needs deadwood of at most"


def to_a_knock_with_a_card_that_cannot(window: MainWindow) -> Card:
    """Play on (deal by deal) to a discard where the person may knock, with some card
    that may not knock; that card."""
    model = window.model
    for seed in range(1, 200):
        window.start_match(GameSetup(names=("Ana", "Computer"), seed=seed))
        assert model.wait_idle(5000)
        for _ in range(30):
            view = model.human_view()
            if not model.is_human_turn() or view.phase is Phase.HAND_OVER:
                break
            legal = view.legal_actions
            knockable = {a.card for a in legal if a.kind is ActionKind.KNOCK}
            if knockable:
                QApplication.processEvents()
                return next(c for c in window.table.hand_order()
                            if c not in knockable and c is not view.cannot_discard)
            if PASS_UPCARD in legal:
                model.play(PASS_UPCARD)
            elif DRAW_STOCK in legal:
                model.play(DRAW_STOCK)
            else:
                after = deadwood_after_each_discard(view.hand)
                model.play(min((a for a in legal if a.kind is ActionKind.DISCARD),
                               key=lambda a: after[a.card]))  # type: ignore[index]
            assert model.wait_idle(5000)
    raise AssertionError("no knock in 200 deals")


def press_knock(window: MainWindow) -> None:
    """The table's Knock button, clicked with the mouse."""
    button = window.table.table_scene()._controls.knock
    assert button.isVisible()
    click(window, button)
    QApplication.processEvents()


def drop_on_the_knock_spot(window: MainWindow, card: Card) -> None:
    view = window.table
    scene = view.table_scene()
    g = scene.geometry
    grab = QPointF(g.card_w * 0.5, g.card_h * 0.5)
    knock = next(i for i in scene.items()
                 if isinstance(i, SlotItem) and i.kind is SlotKind.KNOCK and i.isVisible())
    centre = knock.sceneBoundingRect().center()
    drag_on(view, view.mapFromScene(scene.card_item(card).pos() + grab),
            view.mapFromScene(centre))


def test_a_refused_knock_gives_way_when_the_knock_button_is_pressed(
        window: MainWindow) -> None:
    card = to_a_knock_with_a_card_that_cannot(window)
    drop_on_the_knock_spot(window, card)
    line = window.status_line
    assert KNOCK_REFUSAL in line.message_text()
    assert any(KNOCK_REFUSAL in t for t in shown_texts(window))
    press_knock(window)
    assert window.table.table_scene().knock_mode
    # The prompt asks for the card to knock with; the refusal of the drop before is gone,
    # from the status line and from the table, where it stood in the prompt's place.
    assert line.message_text() == ""
    texts = shown_texts(window)
    assert any(t.startswith("Knock: choose the card") for t in texts), texts
    assert not any(KNOCK_REFUSAL in t for t in texts), texts


def test_a_refusal_stays_while_the_step_is_the_same(window: MainWindow) -> None:
    """In knock mode a card that cannot knock is refused; the player is still to choose
    the card, so the refusal stays to be read (its own time), beside the same prompt."""
    card = to_a_knock_with_a_card_that_cannot(window)
    press_knock(window)
    scene = window.table.table_scene()
    assert scene.knock_mode
    drop_on_the_knock_spot(window, card)
    assert scene.knock_mode
    line = window.status_line
    assert KNOCK_REFUSAL in line.message_text()
    window.refresh()  # the same prompt again (as a computer's idle tick redraws it)
    QApplication.processEvents()
    assert KNOCK_REFUSAL in line.message_text()


def test_a_refusal_gives_way_when_knock_mode_is_left(window: MainWindow) -> None:
    """A refused knock, Knock pressed and pressed again: back to "Discard a card, or
    knock", a new step; the refusal is not left over it."""
    card = to_a_knock_with_a_card_that_cannot(window)
    drop_on_the_knock_spot(window, card)
    assert KNOCK_REFUSAL in window.status_line.message_text()
    press_knock(window)
    press_knock(window)  # out of knock mode again
    assert not window.table.table_scene().knock_mode
    assert window.status_line.message_text() == ""


def test_the_tables_word_on_a_drop_gives_way_to_knock_mode(window: MainWindow) -> None:
    """A card let go on the felt: "Drop the card on the discard pile to discard it". Knock
    pressed, the knock spot is the place: those words go with the step they were for."""
    card = to_a_knock_with_a_card_that_cannot(window)
    view = window.table
    scene = view.table_scene()
    g = scene.geometry
    grab = QPointF(g.card_w * 0.5, g.card_h * 0.5)
    drag_on(view, view.mapFromScene(scene.card_item(card).pos() + grab),
            view.mapFromScene(QPointF(g.width - g.margin * 4, g.centre_y - g.card_h * 0.1)))
    line = window.status_line
    assert line.message_text() == "Drop the card on the discard pile to discard it"
    press_knock(window)
    assert scene.knock_mode
    assert line.message_text() == ""
