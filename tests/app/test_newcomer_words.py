"""A player who has never played Gin Rummy meets its words on the table and in the hand
review: resting the real mouse pointer on them says what they mean (RULES.md "Melds",
two-player 5 to 8), in the player's language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsScene, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.controls import ControlState, TableControls
from gin_desktop.app.table.geometry import table_geometry
from gin_desktop.app.table.items import ButtonItem, PillItem

from .test_review_window import window_after_a_hand
from .test_table import (
    button_point, click, find_button, human_can_knock, human_offered_upcard, position,
)


def tooltip_at(widget: QWidget, point: QPoint) -> str:
    """The tooltip shown when the real pointer rests at ``point`` of ``widget``."""
    QToolTip.hideText()
    QTest.mouseMove(widget, point)
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, point,
                                              widget.mapToGlobal(point)))
    return QToolTip.text()


def test_the_deadwood_count_and_the_knock_button_say_what_they_mean(
        window: MainWindow) -> None:
    window.model.resume(position(human_can_knock), GameSetup(names=("Ana", "Computer")))
    QApplication.processEvents()
    view = window.table
    pill = next(i for i in view.table_scene().items() if isinstance(i, PillItem)
                and i.isVisible() and i.text().startswith("Deadwood "))
    tip = tooltip_at(view.viewport(), view.mapFromScene(pill.sceneBoundingRect().center()))
    assert tip.startswith("Deadwood: the total value of your cards that are in no meld")
    # How low is low enough: the number a Czech newcomer looked for in vain (s65).
    assert "In this hand you may knock with 10 or less, counted after your discard." in tip
    knock = next(i for i in view.table_scene().items() if isinstance(i, ButtonItem)
                 and i.isVisible() and i.text() in ("Knock", "Gin!"))
    tip = tooltip_at(view.viewport(), button_point(view, knock))
    assert tip.startswith("Knock: end the hand now." if knock.text() == "Knock"
                          else "Gin: end the hand with no deadwood at all."), tip
    assert "lay off" in tip or "laid off" in tip
    if knock.text() == "Knock":  # the risk of knocking, not only its reward
        assert "undercut you and score a bonus" in tip


def test_the_upcard_offers_take_and_pass_say_what_they_do(window: MainWindow) -> None:
    """The first turn's "Take the upcard or pass" (new player's QA, s38): Pass had no word
    of what follows it, nor of why only this card is offered so."""
    window.model.resume(position(human_offered_upcard), GameSetup(names=("Ana", "Computer")))
    QApplication.processEvents()
    view = window.table
    take = tooltip_at(view.viewport(), button_point(view, find_button(view, "Take")))
    assert take.startswith("Take the upcard into your hand; you then discard"), take
    passed = tooltip_at(view.viewport(), button_point(view, find_button(view, "Pass")))
    assert "if both players pass it, play begins with a draw from the stock" in passed, passed


def test_the_reviews_expected_points_say_what_they_are(make_window: Any,
                                                       qtbot: QtBot) -> None:
    window = window_after_a_hand(make_window)
    window.review_features.samples = 2
    click(window.table, button_point(window.table, find_button(window.table, "Review hand")))
    dialog = window.review_features.review_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.hand_review is not None, timeout=30_000)
    header = dialog.choices_table.horizontalHeader()
    point = QPoint(header.sectionViewportPosition(1) + header.sectionSize(1) // 2,
                   header.height() // 2)
    tip = tooltip_at(header.viewport(), point)
    assert tip.startswith("The points you could expect from this hand after each move"), tip
    dialog.close()



@pytest.mark.parametrize(("equal_undercuts", "code", "words"), [
    (True, "en", "as much deadwood as you or less, they undercut you"),
    (False, "en", "with the same deadwood, nobody scores"),
    (True, "es", "tantos puntos sin combinar como tú o menos"),
    (False, "es", "con los mismos puntos sin combinar, nadie puntúa"),
    (True, "cs", "stejně nebo méně volných bodů"),
    (False, "cs", "se stejným počtem volných bodů nikdo nic nezíská"),
    (True, "pt", "tantos pontos soltos quanto você ou menos"),
    (False, "pt", "com os mesmos pontos soltos, ninguém marca"),
])
def test_the_knock_button_says_which_deadwood_undercuts_under_the_rules_played(
        qtbot: QtBot, language: Callable[[str], None], equal_undercuts: bool, code: str,
        words: str) -> None:
    """RULES.md two-player 8: by default the defender undercuts with deadwood equal to the
    knocker's, not only lower; the Knock button's tooltip said "less deadwood" alone. With
    the option that makes equal deadwood no undercut, the same deadwood scores nothing."""
    if code != "en":
        language(code)
    scene = QGraphicsScene()
    controls = TableControls(scene, take=lambda: None, pass_upcard=lambda: None,
                             knock=lambda: None, big_gin=lambda: None, sort=lambda _: None)
    controls.refresh(ControlState(can_knock=True, equal_undercuts=equal_undercuts,
                                  in_hand=True), table_geometry(1280, 800))
    tip = " ".join(controls.knock.toolTip().split())
    assert words in tip, tip


def test_the_deadwood_count_names_oklahomas_knock_limit_of_the_hand(window: MainWindow) -> None:
    """RULES.md Oklahoma: the first upcard sets the hand's knock limit, and the deadwood
    count's tooltip names that limit, not the usual 10 (an ace's hand, gin only, names
    none: its tooltip says only gin ends it)."""
    from gin_desktop.engine import RuleSet

    model = window.model
    seen = set()
    for seed in range(1, 40):
        window.start_match(GameSetup(names=("Ana", "Computer"), seed=seed,
                                     rules=RuleSet.preset("oklahoma")))
        assert model.wait_idle(5000)
        QApplication.processEvents()
        limit = model.match.hand.knock_limit
        if limit in seen or limit in (0, 10):
            continue
        seen.add(limit)
        view = window.table
        pill = next(i for i in view.table_scene().items() if isinstance(i, PillItem)
                    and i.isVisible() and i.text().startswith("Deadwood "))
        tip = tooltip_at(view.viewport(),
                         view.mapFromScene(pill.sceneBoundingRect().center()))
        assert f"you may knock with {limit} or less" in tip, (limit, tip)
        if len(seen) == 2:
            break
    assert len(seen) == 2
