"""An undercut the defender reached by laying off (RULES.md two-player 7, 8: the defender
lays off onto the knocker's melds, then a defender with no more deadwood undercuts): the
result panel names the cards laid off and the deadwood they left, as it does after a knock
the knocker won. It said only "You knocked with 10 deadwood, but Computer 2 had only 9."
beside the box's two cards worth 9, while the card that made the undercut (its 7♦, laid
off on the captain's run) sat in the captain's row with no word on it. Three-hand, the
person as captain, knocking with the real mouse on the real main window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.prompts import card_label
from gin_desktop.engine import (
    Action, ActionKind, Match, Phase, ResultKind, Role, load_match, match_to_json)

from .test_discard_help import knock_button
from .test_table import button_point, card_point, click, position

CAPTAIN = 0
SETUP = GameSetup(mode="three", human_seat=CAPTAIN, levels=("human", "standard", "standard"),
                  names=("You", "Computer 1", "Computer 2"))


def undercut_knock(match: Match) -> Action | None:
    """A knock of the person, captain, that the box undercuts after laying off."""
    if match.to_act != CAPTAIN or match.phase is not Phase.DISCARD \
            or match.roles()[CAPTAIN] is not Role.CAPTAIN:
        return None
    for action in match.legal_actions():
        if action.kind is not ActionKind.KNOCK:
            continue
        twin, _ = load_match(match_to_json(match))
        twin.apply(action)
        result = twin.results[-1]
        if result.kind is ResultKind.UNDERCUT and result.defender_layout is not None \
                and result.defender_layout.layoffs:
            return action
    return None


def test_the_result_panel_names_the_layoffs_that_made_the_undercut(
        window: MainWindow, qtbot: QtBot) -> None:
    match = position(lambda m: undercut_knock(m) is not None, mode="three")
    knock = undercut_knock(match)
    assert knock is not None and knock.card is not None
    model = window.model
    model.resume(match, SETUP)
    qtbot.waitUntil(model.is_human_turn, timeout=5000)
    view = window.table
    click(view, button_point(view, knock_button(view)))
    assert view.table_scene().knock_mode
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, card_point(view, knock.card))
    qtbot.waitUntil(lambda: model.match.phase is not Phase.DISCARD, timeout=5000)
    result = model.match.results[-1]
    assert result.kind is ResultKind.UNDERCUT
    layout = result.defender_layout
    assert layout is not None and layout.layoffs
    scene = view.table_scene()
    qtbot.waitUntil(lambda: scene._result_panel.isVisible(), timeout=5000)  # noqa: SLF001
    lines = scene._result_panel.lines  # noqa: SLF001 - what the player reads
    box = SETUP.names[result.defender or 0]
    told = [line for line in lines if line.startswith(f"{box} laid off ")]
    assert len(told) == 1, lines
    for layoff in layout.layoffs:
        assert card_label(layoff.card) in told[0], told
    assert told[0].endswith(f"leaving {result.defender_deadwood} deadwood."), told
    # The undercut's own sentence comes first: who knocked with what, and what was left.
    undercut = next(i for i, line in enumerate(lines) if line.startswith("You knocked with"))
    assert undercut < lines.index(told[0])
