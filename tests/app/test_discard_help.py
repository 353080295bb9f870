"""How to discard is never a secret (RULES.md "A normal turn": draw, then discard one
card): while the person is to discard, the table's prompt says how (drag the card onto the
pile or double-click it); a single click on a card, which only lifts it, says so too; the
Keyboard shortcuts window lists what the mouse does. Real mouse and keys on the window."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.shortcuts import ShortcutsDialog
from gin_desktop.app.prompts import discard_how_text, with_discard_how
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import ButtonItem
from gin_desktop.app.table.view import TableView
from gin_desktop.engine import ActionKind, Card, CardDiscarded, Phase

from .test_table_refusals import both_passed
from .test_table import (
    HUMAN, best_knock, button_point, card_point, click, drag, human_can_knock,
    human_to_discard, human_to_draw, pile_point, position, stock_point,
)

HOW = "To discard, drag a card onto the discard pile or double-click it"
# The how-to after the table's prompt goes on from it ("Discard a card. Drag one ...").
AFTER = "Drag one onto the discard pile or double-click it"
KEYS_AFTER = "Choose one with the arrow keys and press Enter"


def shown_texts(view: TableView) -> set[str]:
    return {i.text() for i in view.table_scene().items()
            if hasattr(i, "text") and callable(i.text) and i.isVisible()}


def discarding(window: MainWindow) -> Card:
    """The person to discard (a resumed position): a card they may discard."""
    model = window.model
    model.resume(position(human_to_discard), GameSetup(names=("Ana", "Computer")))
    QApplication.processEvents()
    card = next(a.card for a in model.human_view().legal_actions
                if a.kind is ActionKind.DISCARD)
    assert card is not None
    return card


def test_the_prompt_says_how_to_discard_only_while_discarding(window: MainWindow) -> None:
    model = window.model
    model.resume(position(human_to_draw), GameSetup(names=("Ana", "Computer")))
    QApplication.processEvents()
    assert not any(AFTER in t for t in shown_texts(window.table))
    model.resume(position(human_to_discard), GameSetup(names=("Ana", "Computer")))
    QApplication.processEvents()
    assert any(t.startswith("Discard a card") and t.endswith(". " + AFTER)
               for t in shown_texts(window.table)), shown_texts(window.table)


def test_a_single_click_on_a_card_says_how_to_discard(window: MainWindow,
                                                      qtbot: QtBot) -> None:
    model = window.model
    card = discarding(window)
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, card_point(window.table, card))
    assert card in model.match.hand_of(HUMAN), "a click does not discard"
    assert not [e for e in model.match.events if isinstance(e, CardDiscarded)
                and e.seat == HUMAN and e.card is card]
    qtbot.waitUntil(lambda: window.status_line.message_text() == HOW, timeout=2000)


def test_a_double_click_discards_without_the_how_to(window: MainWindow, qtbot: QtBot) -> None:
    """A double-click begins as a click, which alone would say how to discard: the card is
    discarded, and the how-to of its first click is not left on the status line."""
    model = window.model
    card = discarding(window)
    point = card_point(window.table, card)
    port = window.table.viewport()
    # A real double-click: a click, then the second press comes as a double-click.
    QTest.mouseClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseDClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert [e for e in model.match.events if isinstance(e, CardDiscarded)
            and e.seat == HUMAN and e.card is card]
    qtbot.wait(QApplication.doubleClickInterval() + 100)
    assert window.status_line.message_text() != HOW


def test_the_how_to_goes_once_the_card_is_discarded(window: MainWindow, qtbot: QtBot) -> None:
    """A click says how to discard; the card then dragged onto the pile is discarded, and
    the how-to, about the position before, leaves the status line with it."""
    model = window.model
    card = discarding(window)
    click(window.table, card_point(window.table, card))
    qtbot.waitUntil(lambda: window.status_line.message_text() == HOW, timeout=2000)
    drag(window.table, card_point(window.table, card), pile_point(window.table))
    assert card not in model.match.hand_of(HUMAN)
    assert window.status_line.message_text() != HOW


KNOCK_NOW = "Knock: now discard a card face down"
KNOCK_PROMPT = "Knock: choose the card to discard face down (Esc or Knock again: cancel)"


def status_turn(window: MainWindow) -> str:
    """The status line's prompt, whole (the label may show it cut: the tooltip has it all)."""
    return window.status_line.turn_label.toolTip()


def table_prompt(window: MainWindow) -> str:
    return window.table.table_scene()._captions.prompt.text()


def knock_button(view: TableView) -> ButtonItem:
    return next(i for i in view.table_scene().items() if isinstance(i, ButtonItem)
                and i.isVisible() and i.text() in ("Knock", "Gin!"))


def test_knock_mode_says_so_only_while_it_lasts(window: MainWindow, qtbot: QtBot) -> None:
    """Knock pressed: the table's prompt and the status line below both say to choose the
    card to discard face down (the line no longer says "Discard a card, or knock"), and a
    screen reader hears it once; pressed again (cancelled), both go back; pressed and a
    card double-clicked, the knock is made and the words go too, not left over the hand's
    result."""
    model = window.model
    model.resume(position(human_can_knock), GameSetup(names=("Ana", "Computer")))
    QApplication.processEvents()
    qtbot.waitUntil(lambda: window.accessibility is not None, timeout=5000)
    said: list[str] = []
    assert window.accessibility is not None
    window.accessibility.spoken.connect(said.append)
    view = window.table
    before = status_turn(window)
    assert before.startswith("Discard a card")
    click(view, button_point(view, knock_button(view)))
    assert view.table_scene().knock_mode
    assert status_turn(window) == table_prompt(window) == KNOCK_PROMPT
    assert window.status_line.turn_label.accessibleName() == KNOCK_PROMPT
    assert KNOCK_NOW not in window.status_line.message_text()
    assert said.count(KNOCK_NOW) == 1, said
    click(view, button_point(view, knock_button(view)))  # cancel
    assert not view.table_scene().knock_mode
    assert status_turn(window) == before
    click(view, button_point(view, knock_button(view)))
    assert status_turn(window) == KNOCK_PROMPT
    card = best_knock(model)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, card_point(view, card))
    assert model.match.phase is Phase.HAND_OVER
    assert status_turn(window) == model.status_text() != KNOCK_PROMPT
    assert window.status_line.message_text() != KNOCK_NOW


def test_escape_or_a_press_beside_the_cards_gives_the_status_line_back(
        window: MainWindow, qtbot: QtBot) -> None:
    """Knock mode ended by Escape, or by a press on the bare felt: the status line says the
    turn's prompt again, as the table does."""
    model = window.model
    model.resume(position(human_can_knock), GameSetup(names=("Ana", "Computer")))
    QApplication.processEvents()
    view = window.table
    before = status_turn(window)
    click(view, button_point(view, knock_button(view)))
    assert status_turn(window) == KNOCK_PROMPT
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not view.table_scene().knock_mode
    # A key pressed: the prompt says how to discard with the keys, and the knock's.
    assert status_turn(window) == before.replace(AFTER, KEYS_AFTER + ", or press K to knock")
    click(view, button_point(view, knock_button(view)))
    assert status_turn(window) == KNOCK_PROMPT
    g = view.table_scene().geometry
    click(view, view.mapFromScene(g.margin + 4, g.centre_y + 4))
    assert not view.table_scene().knock_mode
    assert status_turn(window) == before


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_a_small_window_still_says_how_to_discard(
        make_window: Callable[..., MainWindow], qtbot: QtBot,
        language: Callable[[str], None], code: str) -> None:
    """At 900x600 the table's prompt has no room for the how-to beside a longer prompt
    ("Discard a card other than the 7♥"): the status line below says it, whole, when it
    fits its two lines, and nothing there is cut."""
    language(code)
    window = make_window()
    window.resize(900, 600)
    model = window.model
    model.resume(position(human_to_draw), GameSetup(names=("Ana", "Computer")))
    assert model.wait_idle(5000)
    qtbot.wait(50)
    table_height = window.table.height()
    click(window.table, pile_point(window.table))  # take the pile's top card
    assert model.human_view().cannot_discard is not None
    qtbot.wait(50)
    how = with_discard_how(model.status_text())
    line = window.status_line.turn_label
    table = shown_texts(window.table)
    # A pronoun held to its verb by a no-break hyphen ("Arraste\u2011a") is the same words.
    said = [t.replace("\u2011", "-") for t in (*table, line.text())]
    assert any(how in t for t in said), (table, line.text())
    assert not line.text().endswith("…")
    assert window.table.height() == table_height


def test_the_shortcuts_window_lists_the_mouse(window: MainWindow) -> None:
    rows: list[tuple[str, str]] = []

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ShortcutsDialog):
            QTimer.singleShot(20, read)
            return
        rows.extend(dialog.rows())
        dialog.close()

    QTimer.singleShot(0, read)
    QTest.keyClick(window, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    keys = dict(rows)
    assert keys["Discard a card"] == "Drag the card onto the discard pile, or double-click it"
    assert keys["Draw from the stock"] == "Click the stock"


def test_the_rules_say_how_to_discard_at_the_table() -> None:
    from pathlib import Path

    rules = Path(__file__).resolve().parents[2] / "assets" / "rules"
    for lang, words in {"en": "double-click", "es": "doble clic", "cs": "dvakrát klikn",
                        "pt": "clique duplo"}.items():
        assert words in (rules / f"rules.{lang}.md").read_text(encoding="utf-8"), lang


def test_knock_by_keys_leaves_no_words_about_the_knock_over_the_hands_result(
        window: MainWindow) -> None:
    """Knock from the keyboard (K, the menu, the toolbar): the focus goes to the best card
    to knock with and the status line says so ("… knock by discarding it face down: press
    Enter"). Those words last as long as knock mode: cancelled, or the knock made with
    Enter, they go, not left beside the hand's result."""
    model = window.model
    model.resume(position(human_can_knock), GameSetup(names=("Ana", "Computer")))
    QApplication.processEvents()
    view = window.table
    view.setFocus()
    window.knock_action.trigger()
    note = window.status_line.message_text()
    assert "press Enter" in note
    window.knock_action.trigger()  # cancel
    assert not view.table_scene().knock_mode
    assert window.status_line.message_text() != note
    window.knock_action.trigger()
    assert window.status_line.message_text() == note
    QTest.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert model.match.phase is Phase.HAND_OVER
    assert "press Enter" not in window.status_line.message_text()


def test_a_keyboard_player_is_told_the_keys_to_discard(window: MainWindow,
                                                        qtbot: QtBot) -> None:
    """Playing by keys (S draws), the table's prompt and the status line said to drag the
    card or double-click it; they say the keys now, and the mouse's way again once the
    player clicks the table."""
    model = window.model
    model.resume(position(human_to_draw), GameSetup(names=("Ana", "Computer")))
    assert model.wait_idle(5000)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_S)
    assert model.human_view().phase is Phase.DISCARD
    QApplication.processEvents()
    assert table_prompt(window).endswith(". " + KEYS_AFTER), table_prompt(window)
    assert status_turn(window).endswith(". " + KEYS_AFTER), status_turn(window)
    assert not any(AFTER in t for t in shown_texts(window.table))
    click(window.table, pile_point(window.table))  # back at the mouse (a refused click)
    QApplication.processEvents()
    assert table_prompt(window).endswith(". " + AFTER), table_prompt(window)
    assert status_turn(window).endswith(". " + AFTER), status_turn(window)


def test_a_keyboard_player_is_told_the_keys_to_draw_and_to_knock(window: MainWindow,
                                                                qtbot: QtBot) -> None:
    """Playing by keys, the discard's prompt said its keys, the draw's and the knock's
    did not: a Portuguese keyboard player had to find S, P and K in the list of keys
    (s65). The mouse's player is not told them."""
    model = window.model
    model.resume(position(human_to_draw), GameSetup(names=("Ana", "Computer")))
    assert model.wait_idle(5000)
    QApplication.processEvents()
    assert "Press S" not in status_turn(window)  # by mouse so far
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_Right)  # a card: playing by keys now
    QApplication.processEvents()
    draw_keys = ". Press S for the stock or P for the pile"
    assert status_turn(window).endswith(draw_keys), status_turn(window)
    assert table_prompt(window).endswith(draw_keys), table_prompt(window)
    model.resume(position(human_can_knock), GameSetup(names=("Ana", "Computer")))
    assert model.wait_idle(5000)
    QApplication.processEvents()
    knock_keys = ". Choose one with the arrow keys and press Enter, or press K to knock"
    assert status_turn(window).endswith(knock_keys), status_turn(window)  # (the table's
    # prompt keeps to its own words where the felt has no room for so long a sentence)
    QTest.keyClick(window.table, Qt.Key.Key_K)  # the key said: knock mode
    assert window.table.table_scene().knock_mode
    both_passed(window)  # the stock alone: its key, not the draw said twice
    QApplication.processEvents()
    assert status_turn(window) == "Your turn: draw from the stock (key S)"


@pytest.mark.parametrize("code", ["es", "pt"])
@pytest.mark.parametrize("by_keys", [False, True])
def test_the_discard_prompt_says_discard_once(
        make_window: Callable[..., MainWindow], language: Callable[[str], None],
        code: str, by_keys: bool) -> None:
    """Portuguese read "Descarte uma carta. Para descartar, escolha uma carta com as setas
    e pressione Enter": the how-to after the prompt goes on without saying the verb again
    (the pile's name, "de descarte", is not the verb)."""
    language(code)
    window = make_window()
    reach_discard(window, by_keys)
    for said in (table_prompt(window), status_turn(window)):
        assert said == with_discard_how(window.model.status_text(), by_keys,
                                        view=window.model.human_view()), said
        verb = said.lower().replace("de descarte", "")
        assert verb.count("descart") == 1, said


def reach_discard(window: MainWindow, by_keys: bool) -> None:
    """The person draws from the stock, by the S key or a click, and is to discard."""
    model = window.model
    model.resume(position(human_to_draw), GameSetup(names=("Ana", "Computer")))
    assert model.wait_idle(5000)
    if by_keys:
        window.table.setFocus()
        QTest.keyClick(window.table, Qt.Key.Key_S)
    else:
        click(window.table, stock_point(window.table))
    assert model.human_view().phase is Phase.DISCARD
    QApplication.processEvents()


@pytest.mark.parametrize("by_keys", [False, True])
def test_the_czech_discard_prompt_names_the_card_once(
        make_window: Callable[..., MainWindow], language: Callable[[str], None],
        by_keys: bool) -> None:
    """Czech read "Odhoďte kartu. Kartu odhodíte tak, že ji vyberete šipkami…": the how-to
    after the prompt goes on from it ("Odhoďte kartu. Vyberte ji šipkami…"), while a click
    that only lifts a card still says the how-to whole, on its own."""
    language("cs")
    window = make_window()
    reach_discard(window, by_keys)
    how = ("Vyberte ji šipkami a stiskněte Enter" if by_keys
           else "Přetáhněte ji na odhazovací hromádku nebo na ni dvakrát klikněte")
    for said in (table_prompt(window), status_turn(window)):
        assert said == "Odhoďte kartu. " + how, said
        assert "kartu. kartu" not in said.lower(), said
    assert discard_how_text(by_keys).startswith("Kartu odhodíte")
