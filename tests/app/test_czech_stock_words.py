"""Czech words a new player met (session 40): a click on the stock during the upcard offer
said "nejdřív vezměte otočenou kartu, nebo ji nechte" (leave it… how?) where the prompt
above it says "nebo ji nechte ležet"; the move log said "Lízáte si z balíčku" beside the
plate's "lížete z balíčku" and the computer's "si líže z balíčku", two forms of one verb;
and Game ▸ "Zopakovat rozdání č.…" read as four dots."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import PASS_UPCARD

from .test_refusal_one_colon import click_stock


def test_the_stock_clicked_during_the_offer_says_leave_it_lying(
        window: MainWindow, language: Callable[[str], None]) -> None:
    language("cs")
    model = window.model
    window.start_match(GameSetup(names=("Ana", "Počítač"), seed=3))  # offered first
    assert model.wait_idle(5000)
    assert PASS_UPCARD in model.human_view().legal_actions
    QApplication.processEvents()
    click_stock(window)
    assert window.status_line.message_text() == (
        "Nelze: nejdřív vezměte otočenou kartu, nebo ji nechte ležet")


def test_the_move_log_draws_from_the_stock_in_the_plates_words(
        window: MainWindow, language: Callable[[str], None]) -> None:
    from .test_table_refusals import to_draw

    language("cs")
    to_draw(window)
    click_stock(window)
    assert window.model.wait_idle(5000)
    QTest.qWait(10)
    lines = window.move_log.lines()
    assert "Lížete si z balíčku" in lines, lines
    assert not [line for line in lines if "Lízáte" in line], lines


def test_the_replay_command_ends_in_one_ellipsis(language: Callable[[str], None]) -> None:
    language("cs")
    words = QCoreApplication.translate("MainWindow", "&Replay deal #…")
    assert words == "&Zopakovat rozdání…"
    tip = QCoreApplication.translate(
        "MainWindow", "Every deal has a number: Game ▸ Replay deal #… plays it again")
    assert ".…" not in tip and "Zopakovat rozdání…" in tip
