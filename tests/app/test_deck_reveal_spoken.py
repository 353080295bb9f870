"""The rest of the deck for a screen-reader player: Tab went only from button to button, and
the revealed cards were never focused, so they were heard nowhere; the Copy button's
description read its menu path's arrow out ("Hra ▸ Zopakovat rozdání"). Now Tab stops on
the opponent's hand and on the stock, each said with its title and its cards in words, on
what the opponent took from the pile and on the deal's code; the Copy button's
description names the menu in words. Opened with its key in Czech; read through
QAccessible, as a screen reader does."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.deck_reveal import DeckRevealDialog
from gin_desktop.app.prompts import card_name

from .test_deck_keys import CTRL, a_finished_hand, press

SYMBOLS = "♠♥♦♣▸·"


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def heard(widget: QWidget) -> tuple[str, str]:
    interface = QAccessible.queryAccessibleInterface(widget)
    return (interface.text(QAccessible.Text.Name),
            interface.text(QAccessible.Text.Description))


def opened(make_window: Callable[..., Any], qtbot: QtBot) -> DeckRevealDialog:
    window = a_finished_hand(make_window, qtbot)
    QTest.keyClick(window.table, Qt.Key.Key_D, CTRL)
    dialog = window.review_features.reveal_dialog
    assert isinstance(dialog, DeckRevealDialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.close_button, timeout=3000)
    return dialog


def tab_round(dialog: DeckRevealDialog) -> list[QWidget]:
    """Each stop of Tab from Close until it comes back to Close."""
    stops: list[QWidget] = []
    for _ in range(20):
        press(Qt.Key.Key_Tab)
        if focused() is dialog.close_button:
            return stops
        stops.append(focused())
    raise AssertionError(f"Tab never came back to Close: {[heard(w) for w in stops]}")


def test_tab_reaches_the_cards_each_said_in_words(
        make_window: Callable[..., Any], qtbot: QtBot,
        language: Callable[[str], None]) -> None:
    language("cs")
    dialog = opened(make_window, qtbot)
    try:
        stops = tab_round(dialog)
        said = {stop: heard(stop) for stop in stops}
        assert dialog.opponent_row in stops and dialog.stock_rows[0] in stops
        assert dialog.stock_rows[1] not in stops  # the stock is one stop
        hand, _ = said[dialog.opponent_row]
        assert all(card_name(card) in hand for card in dialog.reveal.opponent_cards), hand
        stock, _ = said[dialog.stock_rows[0]]
        assert all(card_name(card) in stock for card in dialog.reveal.stock), stock
        assert dialog.code_label in stops
        for name, description in said.values():
            assert name, said
            assert not any(symbol in name + description for symbol in SYMBOLS), said
    finally:
        dialog.close()


def test_the_copy_buttons_description_names_the_menu_in_words(
        make_window: Callable[..., Any], qtbot: QtBot,
        language: Callable[[str], None]) -> None:
    language("cs")
    dialog = opened(make_window, qtbot)
    try:
        assert "▸" in dialog.copy_button.toolTip()  # on screen the path stays
        _, description = heard(dialog.copy_button)
        assert description.startswith("Příkaz Zopakovat rozdání v menu Hra"), description
        assert "▸" not in description
    finally:
        dialog.close()
