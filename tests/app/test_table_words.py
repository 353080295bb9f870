"""The table's words after the polish of issue 12: the three-hand result always says who
plays the next hand (also when the box loses, and after a resume), role badges explain
themselves, and a refusal does not outlive its match. Real TableView, real events."""

from __future__ import annotations


import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table import TableView
from gin_desktop.app.table.items import PanelItem, SeatLabelItem
from gin_desktop.engine import (
    DRAW_STOCK, NEXT_HAND, PASS_UPCARD, Action, ActionKind, Match, Phase, ResultKind,
    ThreeHandMatch, new_match,
)
from gin_desktop.engine.melds import deadwood_after_each_discard


def plain_move(match: Match) -> Action:
    legal = match.legal_actions()
    for easy in (PASS_UPCARD, DRAW_STOCK, NEXT_HAND):
        if easy in legal:
            return easy
    after = deadwood_after_each_discard(match.hand_of(match.to_act or 0))
    knocks = [a for a in legal if a.kind is ActionKind.KNOCK]
    if knocks:
        return min(knocks, key=lambda a: after[a.card])  # type: ignore[index]
    return min((a for a in legal if a.kind is ActionKind.DISCARD),
               key=lambda a: after[a.card])  # type: ignore[index]


def captain_about_to_beat_the_box() -> tuple[ThreeHandMatch, Action]:
    """A three-hand match where the captain's next move is a knock that wins the hand."""
    for seed in range(1, 300):
        actions: list[Action] = []
        match = new_match(None, seed, "three")
        while match.hand_number == 1 and len(actions) < 200:
            move = plain_move(match)
            if move.kind is ActionKind.KNOCK and match.to_act == match.captain:
                trial = new_match(None, seed, "three")
                for done in actions + [move]:
                    trial.apply(done)
                if trial.last_result is not None and trial.last_result.winner == match.captain:
                    assert isinstance(match, ThreeHandMatch)
                    return match, move
            match.apply(move)
            actions.append(move)
    raise AssertionError("no such position")


def setup_for(match: ThreeHandMatch, seat: int) -> GameSetup:
    levels = tuple("human" if s == seat else "standard" for s in range(3))
    return GameSetup(mode="three", seed=match.seed, human_seat=seat, levels=levels,
                     names=("Ana", "Bea", "Cris"))


def panel_lines(view: TableView) -> list[str]:
    panels = [i for i in view.table_scene().items()
              if isinstance(i, PanelItem) and i.isVisible() and i.title]
    assert panels, "no result panel"
    return panels[0].lines


def test_the_result_says_the_next_roles_when_the_box_loses_and_after_a_resume(
        view: TableView, game_model: GameModel) -> None:
    match, knock = captain_about_to_beat_the_box()
    captain = match.captain
    game_model.resume(match, setup_for(match, captain))
    QApplication.processEvents()
    assert game_model.play(knock)
    QApplication.processEvents()
    assert match.phase is Phase.HAND_OVER
    lines = panel_lines(view)
    assert any(line.startswith("Next hand: ") for line in lines), lines
    # Resumed at the result (as after a restart), the line is still there.
    game_model.resume(match, setup_for(match, captain))
    QApplication.processEvents()
    assert any(line.startswith("Next hand: ") for line in panel_lines(view))


def three_hand_about_to_wall() -> tuple[ThreeHandMatch, Action]:
    """A three-hand match one discard before its first hand is drawn at the wall: nobody
    knocks, each player throws back the card just drawn from the stock."""
    match = new_match(None, 5, "three")
    assert isinstance(match, ThreeHandMatch)
    while True:
        legal = match.legal_actions()
        move = next((easy for easy in (PASS_UPCARD, DRAW_STOCK) if easy in legal), None)
        if move is None:
            drawn = match.hand.drawn_card
            move = next(a for a in legal if a.kind is ActionKind.DISCARD and a.card == drawn)
            if len(match.hand.stock) == match.rules.wall:
                return match, move
        match.apply(move)


@pytest.mark.parametrize("role", ["box", "captain", "out"])
def test_after_a_drawn_three_hand_hand_the_panel_says_nobody_changes_role(
        view: TableView, game_model: GameModel, role: str) -> None:
    """RULES.md three-hand 5: a drawn hand changes no role. The panel said nothing of the
    roles (after any other hand it names the next ones), live or resumed."""
    match, last = three_hand_about_to_wall()
    box, captain, out = match.box, match.captain, match.sitting_out
    seat = {"box": box, "captain": captain, "out": out}[role]
    names = ("Ana", "Bea", "Cris")
    expected = {
        "box": f"Nobody changes role: you stay in the box, {names[captain]} stays captain "
               f"and {names[out]} still sits out.",
        "captain": f"Nobody changes role: {names[box]} stays in the box, you stay captain "
                   f"and {names[out]} still sits out.",
        "out": f"Nobody changes role: {names[box]} stays in the box, {names[captain]} stays "
               f"captain and you still sit out.",
    }[role]
    # The last discard played at the table when it is the person's; otherwise the table
    # is resumed at the drawn hand's result.
    if seat == match.to_act:
        game_model.resume(match, setup_for(match, seat))
        QApplication.processEvents()
        assert game_model.play(last)
    else:
        match.apply(last)
        game_model.resume(match, setup_for(match, seat))
    assert game_model.wait_idle(5000)
    QApplication.processEvents()
    result = match.last_result
    assert result is not None and result.kind is ResultKind.DRAWN
    assert (match.box, match.captain, match.sitting_out) == (box, captain, out)
    lines = panel_lines(view)
    assert lines[-1] == expected, lines
    assert not any(line.startswith("Next hand: ") for line in lines)
    game_model.resume(match, setup_for(match, seat))
    QApplication.processEvents()
    assert panel_lines(view)[-1] == expected


def test_role_badges_explain_themselves(view: TableView, game_model: GameModel) -> None:
    match = new_match(None, 7, "three")
    assert isinstance(match, ThreeHandMatch)
    game_model.resume(match, setup_for(match, match.sitting_out))
    QApplication.processEvents()
    tips = {item.name: item.toolTip() for item in view.table_scene().items()
            if isinstance(item, SeatLabelItem) and item.isVisible()}
    names = ("Ana", "Bea", "Cris")
    assert "plays alone against the captain" in tips[names[match.box]]
    assert "advised by the player sitting out" in tips[names[match.captain]]
    assert "never scores" in tips[names[match.sitting_out]]


def test_a_refusal_does_not_outlive_its_match(view: TableView, game_model: GameModel) -> None:
    game_model.start(GameSetup(seed=3))
    assert game_model.wait_idle(5000)
    game_model.play(NEXT_HAND)  # refused: the hand is being played
    prompt_texts = lambda: {i.text() for i in view.table_scene().items()  # noqa: E731
                            if hasattr(i, "text") and callable(i.text) and i.isVisible()}
    assert any("still being played" in t for t in prompt_texts())
    game_model.start(GameSetup(seed=5))
    QApplication.processEvents()
    assert not any("still being played" in t for t in prompt_texts())


def test_the_pile_preview_keeps_clear_of_the_names_and_closes_on_a_move(
        view: TableView, game_model: GameModel) -> None:
    """Issue 12, item 10: opened, the whole pile shows over the opponent's face-down cards,
    not over their name; the next move closes it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    for seed in range(1, 100):
        match = new_match(None, seed)
        while not (match.phase is Phase.DISCARD and match.to_act == 0
                   and len(match.hand.pile) >= 4) and match.phase is not Phase.HAND_OVER \
                and len(match.actions) < 80:
            match.apply(plain_move(match))
        if match.phase is Phase.DISCARD and match.to_act == 0:
            break
    game_model.resume(match, GameSetup(names=("Ana", "Bea")))
    QApplication.processEvents()
    scene = view.table_scene()
    # The pile's count pill opens it (a click on the pile, the person to discard, says how
    # to discard instead).
    from gin_desktop.app.table.items import PillItem

    pill = next(i for i in scene.items()
                if isinstance(i, PillItem) and i.clickable and i.isVisible())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(pill.sceneBoundingRect().center()))
    fan = scene._fan  # the pile's (the sitter's cards out of play have their own)
    assert fan.isVisible()
    for plate in (i for i in scene.items() if isinstance(i, SeatLabelItem) and i.isVisible()):
        assert not fan.sceneBoundingRect().intersects(plate.sceneBoundingRect()), plate.name
    discard = next(a for a in game_model.human_view().legal_actions
                   if a.kind is ActionKind.DISCARD)
    assert game_model.play(discard)
    assert game_model.wait_idle(5000)
    QApplication.processEvents()
    assert not fan.isVisible()


def test_nothing_to_act_on_shows_while_the_cards_are_dealt(
        qtbot: QtBot, game_model: GameModel, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12, item 14: with animation on, the prompt, Take/Pass and the deadwood count
    appear once the deal has landed, not while cards are still flying."""
    from gin_desktop.app.table.items import ButtonItem, PillItem

    monkeypatch.delenv("GIN_DESKTOP_ANIMATION_SPEED", raising=False)
    table = TableView(game_model)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    table.set_animation_speed(1.0)
    scene = table.table_scene()

    def shown() -> set[str]:
        return {i.text() for i in scene.items()
                if isinstance(i, ButtonItem | PillItem) and i.isVisible() and i.text()}

    game_model.start(GameSetup(seed=3))  # the person is offered the upcard first
    QApplication.processEvents()
    assert scene.animator.is_busy()
    during = shown()
    assert not any(t.startswith(("Take", "Pass", "Deadwood")) for t in during), during
    assert game_model.status_text() not in during
    qtbot.waitUntil(lambda: not scene.animator.is_busy(), timeout=10_000)
    after = shown()
    assert any(t.startswith("Take") for t in after) and "Pass" in after
    assert any(t.startswith("Deadwood") for t in after)
    assert game_model.status_text() in after
