"""Three-hand, sitting out, a few moves into the hand (new players' passes, session 36):

* the person's plate, beside the box's plate on the top row, read "you see the … cards"
  (800x600, in English and Portuguese) and, in Hollywood at 1093x614, "you see … cards":
  the box's plate kept its score ("0 pts", "Games: 0 · 0 · 0"), which the score pad gives
  too, and the sitter's sentence was cut in its middle. The sentence reads whole, or (no
  room at all) is left out; never cut. In Hollywood the three games' scores are what the
  plates are there for (session 42: the sitter's plate had given them up for its
  sentence): both plates on the row keep them, the sentence and the box's latest move
  whole beside them where the row has the room, else left out (the tooltip has them);
* the captain's plate in the bottom row, beside the deadwood count, kept its score and
  lost its last move ("Počítač 1 Kapitán 0 b.", Czech, 800x600), or shrank its name with
  nothing after it ("Ordenador 1 Capitán" in 8.9-pixel type, Spanish), while the "Sort"
  caption beside the buttons could have made way. The plate keeps the last move's card
  where the caption's room holds it in readable type (``PLATE_READABLE_PX``), and its
  name in its own type.

Real window, the advice given with the real key (L: let the captain decide)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.setup import GameSetup, default_names
from gin_desktop.app.table.items import PLATE_READABLE_PX, SeatLabelItem
from gin_desktop.app.prompts import is_card_label
from gin_desktop.engine import Role, RuleSet, new_match

from .test_bottom_row_clear import overlaps

LEVELS = ("human", "standard", "standard")
#: Deal 7: the person (seat 0) sits out the first hand.
SEED = 7


def sitting_out(make_window: Callable[..., Any], qtbot: QtBot, size: tuple[int, int],
                rules: RuleSet, advice: int) -> Any:
    """A window where the person sits out, after letting the captain decide ``advice``
    times with the L key; the captain to decide again."""
    assert new_match(None, SEED, "three").roles()[0] is Role.SITTING_OUT
    window = make_window()
    window.resize(*size)
    window.start_match(GameSetup(mode="three", seed=SEED, levels=LEVELS,
                                 names=default_names(LEVELS), rules=rules))
    window.model.set_computer_delay(0)
    model, view = window.model, window.table

    def asked() -> bool:
        return model.is_human_turn() and model.human_view().is_advisor

    for _ in range(advice):
        qtbot.waitUntil(asked, timeout=5000)
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_L)
        qtbot.waitUntil(lambda: not asked(), timeout=5000)
    qtbot.waitUntil(asked, timeout=5000)
    qtbot.wait(300)  # the table refits once the resize has settled
    QApplication.processEvents()
    return window


def latest_move(plate: SeatLabelItem) -> str:
    """The seat's latest move, whole, as the plate's tooltip says it."""
    return plate.toolTip().split("\n")[0].split(" · ")[-1]


def shown_plates(window: Any) -> dict[int, SeatLabelItem]:
    return {item.seat: item for item in window.table.table_scene().items()
            if isinstance(item, SeatLabelItem) and item.isVisible()}


@pytest.mark.parametrize(("size", "rules"), [
    ((800, 600), RuleSet()), ((1093, 614), RuleSet(name="hollywood", hollywood=True))],
    ids=["800x600", "hollywood-1093x614"])
@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_sitters_sentence_reads_whole_a_few_moves_in(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str, size: tuple[int, int], rules: RuleSet) -> None:
    language(code)
    window = sitting_out(make_window, qtbot, size, rules, advice=4)
    g = window.table.table_scene().geometry
    plates = shown_plates(window)
    mine = plates[window.model.human_seat]
    box = next(plate for seat, plate in plates.items()
               if seat != mine.seat and plate.y() == mine.y())
    sentence = _tr("you see the captain's cards")
    if rules.hollywood:
        assert mine.score and box.score, (mine.score, box.score)
        assert mine.note in (sentence, ""), (mine.note, box.note, box.score)
        assert box.note.split(" · ")[-1] in (latest_move(box), ""), (box.score, box.note)
        assert mine.note or box.note, (mine.score, box.score)  # the row's room used
    else:
        assert mine.note == sentence, (mine.note, box.note, box.score)
        # The box's plate keeps its name and its latest move whole beside it.
        assert box.note.split(" · ")[-1] == latest_move(box), (box.score, box.note)
    faces = [QRectF(plate.scenePos(), plate.size()) for plate in (mine, box)]
    assert not faces[0].intersects(faces[1]), faces
    for face in faces:
        assert 0 <= face.left() and face.right() <= g.width, (face, g.width)


@pytest.mark.parametrize("code", ["cs", "es", "en", "pt"])
def test_the_captains_plate_keeps_its_last_card_and_its_type_beside_the_count(
        make_window: Callable[..., Any], qtbot: QtBot, language: Callable[[str], None],
        code: str) -> None:
    language(code)
    window = sitting_out(make_window, qtbot, (800, 600), RuleSet(), advice=3)
    model, view = window.model, window.table
    g = view.table_scene().geometry
    plate = shown_plates(window)[model.match.captain]
    assert plate.y() >= g.bottom_label_y - 1  # the bottom row, beside the deadwood count
    if code in ("es", "pt"):
        # No room for the move in readable type (Portuguese kept "descartou 10♣" in
        # 8-pixel type): the name at least in its own type.
        assert plate.font_px() == g.font_px, (plate.font_px(), g.font_px)
    else:  # room for the latest move, whole, once the "Sort" caption makes way
        assert plate.note.split(" · ")[-1] == latest_move(plate), (plate.score, plate.note)
        assert is_card_label(plate.note.split()[-1]), plate.note
        assert plate.font_px() >= min(g.font_px, PLATE_READABLE_PX), (plate.font_px(),
                                                                       g.font_px)
    assert overlaps(view) == []
