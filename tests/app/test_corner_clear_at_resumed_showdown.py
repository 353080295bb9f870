"""A match's end taken over by a new window keeps the corner's variant pill clear of the
cards laid down: Settings ▸ Language on the final result of a short Straight match showed
the new window's "solo gin" over the computer's first meld, its index hidden (QA session 37, a
Spanish player at 1366x768). The showdown rows were laid out before the corner had its
words, so they kept no room for them; any later move of the window put it right."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import CardItem, PillItem
from gin_desktop.engine import ActionKind, Match, Phase, RuleSet, new_match

from .test_language_switch import choose_language, restore_language  # noqa: F401
from .test_table import scripted_move

STRAIGHT = RuleSet.preset("straight").replace(target=5)  # a gin ends the match


def _a_gin_hand_over() -> tuple[Match, Match]:
    """A short Straight match played to its gin: one move before, and at the end."""
    for seed in range(1, 200):
        match = new_match(STRAIGHT, seed, "two")
        while match.phase in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD):
            legal = match.legal_actions()
            gin = next((a for a in legal if a.kind is ActionKind.KNOCK), None)
            match.apply(gin if gin is not None else scripted_move(match))
        if match.is_over:
            before = new_match(STRAIGHT, seed, "two")
            for action in match.actions[:-1]:
                before.apply(action)
            return before, match
    raise AssertionError("no gin in reach")


def _overlaps(window: MainWindow) -> list[tuple[str, str]]:
    """Each visible corner pill against each face-up card of the top row it covers."""
    scene = window.table.table_scene()
    g = scene.geometry
    pills = [i for i in scene.items() if isinstance(i, PillItem) and i.isVisible()
             and i.text() and i.y() < g.top_label_y and i.x() <= g.margin]
    assert pills, "the corner says the variant"
    cards = [i for i in scene.items() if isinstance(i, CardItem) and i.isVisible()
             and i.face_up and i.y() < g.top_label_y]
    assert cards, "the top hand is laid down"
    return [(pill.text(), str(card.card)) for pill in pills for card in cards
            if pill.sceneBoundingRect().intersects(card.sceneBoundingRect())]


def test_the_corner_pill_keeps_off_the_melds_in_the_new_languages_window(
        window: MainWindow, qtbot: QtBot, restore_language: None) -> None:  # noqa: F811
    before, ended = _a_gin_hand_over()
    window.model.resume(before, GameSetup(names=("Ana", "Computer"), seed=before.seed,
                                          rules=STRAIGHT))
    assert window.model.wait_idle(5000)
    assert window.model.play(ended.actions[-1])
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    assert window.model.match.is_over
    assert _overlaps(window) == []

    spanish = choose_language(window, qtbot, "es")
    try:
        qtbot.waitUntil(lambda: spanish.model.has_match, timeout=5000)
        assert spanish.model.wait_idle(5000)
        qtbot.wait(100)
        assert spanish.model.match.is_over
        assert _overlaps(spanish) == []
    finally:
        spanish.close()
        spanish.model.shutdown(5000)
