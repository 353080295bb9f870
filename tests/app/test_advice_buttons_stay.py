"""Three-hand: the advice bubble stays where it was from turn to turn, under the side
plate, its buttons ("Let the captain decide" for the person sitting out, "Follow advice"
for the person as captain) inside it under its words, and the prompt beside it does not
jump; its words are shown whole, in smaller type where the room is short. (It used to
fill its room whatever it said, so that the buttons never moved: mostly empty, it hid the
felt for nothing; it is as tall as its words now, test_advice_bubble_hugs.py.) Played
with the mouse on the real window, in English and Czech, at two window sizes."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop import ai
from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.main import MainWindow
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.app.table.items import ButtonItem, PanelItem, PillItem
from gin_desktop.engine import Phase, RuleSet

from .test_spoken_order import open_window

# Deal seeds of a three-hand match where the person sits out (11) or is the captain (4).
SITTING_OUT, CAPTAIN = 11, 4
TURNS = 8



def click(win: MainWindow, button: ButtonItem) -> None:
    """A real mouse click in the middle of ``button`` on the table."""
    point = win.table.mapFromScene(button.sceneBoundingRect().center())
    QTest.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def cards_under(win: MainWindow, bubble: PanelItem) -> list[QRectF]:
    """The places of the visible cards in hand (those a click lifts) that ``bubble``
    covers: the bubble never covers the captain's cards, however long its words."""
    scene = win.table.scene()
    box = bubble.sceneBoundingRect()
    cards = [QRectF(item.pos(), item.size()) for item in scene.items()
             if getattr(item, "liftable", False) and item.isVisible()]
    assert cards, "no card in hand on the table"
    return [card for card in cards if card.intersects(box)]


def three_hand_in(qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
                  language: Callable[[str], None], seed: int, code: str,
                  size: tuple[int, int]) -> MainWindow:
    """A three-hand match of deal ``seed`` (the person in seat 0) shown in language
    ``code`` at ``size``, its table laid out."""
    if code != "en":
        language(code)
    levels = ("human", "standard", "standard")
    setup = GameSetup(mode="three", levels=levels, names=default_names(levels), seed=seed,
                      rules=RuleSet(target=500))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    win.resize(*size)
    qtbot.waitUntil(lambda: win.table.viewport().width() > 0, timeout=2000)
    QTest.qWait(50)
    return win


def captain_answers(win: MainWindow, qtbot: QtBot, bubble: PanelItem,
                    turns: int) -> Iterator[None]:
    """Up to ``turns`` times, the person's click on the bubble's one button lets the
    captain decide; each time it answers, the answer is checked whole in the bubble (not
    cut, nothing kept for the tooltip alone), then yielded to the caller's own checks."""
    model = win.model
    last = _tr("Last answer: {reason}").split("{reason}")[0]
    for _turn in range(turns):
        qtbot.waitUntil(lambda: model.is_human_turn() and bubble.isVisible(),
                        timeout=20_000)
        *_, decide = [b for b in bubble.buttons if b.isVisible()]  # the lowest
        click(win, decide)  # the captain decides, and answers
        assert model.wait_idle(20_000)
        if model.match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return
        qtbot.waitUntil(lambda: model.is_human_turn() and bubble.isVisible(),
                        timeout=20_000)
        assert bubble.lines[-1].startswith(last), bubble.lines
        assert not any(line.endswith("…") for line in bubble.lines), bubble.lines
        assert bubble.toolTip() == ""  # nothing kept only for the tooltip
        yield


def play_turns(win: MainWindow, bubble: PanelItem, prompt: PillItem
               ) -> tuple[set[bool], set[tuple[float, float, float]],
                          dict[str, set[tuple[float, float]]]]:
    """The person's turns, each answered by clicking the bubble's button (or, as captain
    when no advice shows, with the strong hint's move): whether the button was inside the
    bubble, the bubble's place and width, and where the prompt stood for each of its
    texts."""
    model = win.model
    inside: set[bool] = set()
    boxes: set[tuple[float, float, float]] = set()
    prompts: dict[str, set[tuple[float, float]]] = {}
    turns = 0
    while turns < TURNS:
        assert model.wait_idle(20_000)
        QTest.qWait(10)
        if model.match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            break
        if not model.is_human_turn():
            continue
        turns += 1
        assert bubble.isVisible()
        box = bubble.sceneBoundingRect()
        boxes.add((box.left(), box.top(), box.width()))
        if prompt.isVisible():
            prompts.setdefault(prompt.text(), set()).add(prompt.scenePos().toTuple())
        shown = [b for b in bubble.buttons if b.isVisible()]
        if not shown:
            assert model.play(ai.hint(model.human_view()).action)
            continue
        inside.update(box.contains(b.sceneBoundingRect()) for b in shown)
        button = shown[-1]  # "Let the captain decide" or "Follow advice"
        click(win, button)
    assert turns >= 4, "too few turns to compare"
    return inside, boxes, prompts


@pytest.mark.parametrize("size", [(1280, 800), (1366, 720)])
@pytest.mark.parametrize("code", ["en", "cs"])
@pytest.mark.parametrize("seed", [SITTING_OUT, CAPTAIN])
def test_the_bubble_stays_put_from_turn_to_turn(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], seed: int, code: str, size: tuple[int, int]) -> None:
    win = three_hand_in(qtbot, tmp_path, windows, language, seed, code, size)
    bubble = win.table.scene()._advice_bubble.item  # type: ignore[attr-defined]
    prompt = win.table.scene()._captions.prompt  # type: ignore[attr-defined]
    inside, boxes, prompts = play_turns(win, bubble, prompt)
    assert inside == {True}
    assert len(boxes) == 1, boxes  # the eye finds the advice where it was
    for text, where in prompts.items():
        assert len(where) == 1, (text, where)  # the same words in the same place


def test_a_cut_line_is_whole_in_the_tooltip_and_for_a_screen_reader(
        qtbot: QtBot) -> None:
    panel = PanelItem(tail=True)
    panel.box_lines = 2
    panel.set_metrics(220, 12)
    panel.set_content("Advise Computer 2", ["Short."])
    short = panel.size()
    assert panel.toolTip() == ""
    long = ("I'll follow your advice and take the upcard because it makes a run of three "
            "hearts, leaving me very little deadwood, and the next card may give me gin.")
    panel.set_content("Advise Computer 2", ["Click the stock.", long])
    assert panel.size() == short  # the buttons below keep their place
    assert panel.lines[-1].endswith("…") and panel.lines[-1] != long
    assert long in panel.toolTip()
    assert panel.spoken_lines() == ["Click the stock.", long]
    assert panel.boundingRect().contains(QPointF(0, short.height()))


@pytest.mark.parametrize("code", ["en", "es", "pt"])
def test_in_a_small_window_the_bubble_shows_the_captains_last_answer(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], code: str) -> None:
    """At 900x600 the bubble has no room for both the standing instructions and the
    captain's answer: the answer shows whole (the status line says the instructions too);
    it was cut, or left out where the instructions took the room."""
    if code != "en":
        language(code)
    levels = ("human", "standard", "standard")
    setup = GameSetup(mode="three", levels=levels, names=default_names(levels),
                      seed=SITTING_OUT, rules=RuleSet(target=500))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    win.resize(900, 600)
    QTest.qWait(50)
    bubble = win.table.scene()._advice_bubble.item  # type: ignore[attr-defined]
    model = win.model
    qtbot.waitUntil(lambda: model.is_human_turn() and bubble.isVisible(), timeout=20_000)
    *_, decide = [b for b in bubble.buttons if b.isVisible()]  # the lowest
    click(win, decide)  # the captain decides, and answers
    assert model.wait_idle(20_000)
    qtbot.waitUntil(lambda: model.is_human_turn() and bubble.isVisible(), timeout=20_000)
    last = _tr("Last answer: {reason}").split("{reason}")[0]
    answers = [line for line in bubble.lines if line.startswith(last)]
    assert answers and not answers[0].endswith("…"), bubble.lines  # whole, not cut


@pytest.mark.parametrize("size", [(900, 600), (800, 600), (1024, 700)])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_in_a_small_window_the_whole_advice_is_read_on_the_table(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow],
        language: Callable[[str], None], code: str, size: tuple[int, int]) -> None:
    """The captain's answer, however long, shows whole in the bubble (it was cut with
    "…" at 900x600 in Czech, whole only in the tooltip): the words wrap onto more lines,
    in smaller type if need be, and the bubble stays on the table and off the captain's
    cards."""
    win = three_hand_in(qtbot, tmp_path, windows, language, SITTING_OUT, code, size)
    scene = win.table.scene()
    bubble = scene._advice_bubble.item  # type: ignore[attr-defined]
    for _answer in captain_answers(win, qtbot, bubble, 3):
        box = bubble.sceneBoundingRect()
        assert scene.sceneRect().contains(box.adjusted(4, 4, -4, -8))
        assert not cards_under(win, bubble)
