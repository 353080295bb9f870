"""At the start with a saved match, while the "Unfinished match / Resume?" question is open,
the status line behind it said "Start a new game", as if the saved match were gone. Until
the question is answered it says that the unfinished match waits for the answer."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.storage import SAVE_NAME
from gin_desktop.engine import match_to_json, new_match


def status_behind_the_question(seen: list[str], button: str) -> None:
    """Once the modal resume question shows, keep what the window's status line says (its
    words shown, and whole) in ``seen`` and press ``button`` (by its words)."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        window = box.parentWidget()
        label = window.status_line.turn_label
        seen.extend([label.text(), label.accessibleName()])
        next(b for b in box.buttons() if b.text() == button).click()

    QTimer.singleShot(0, answer)


@pytest.mark.parametrize(("code", "button"), [("en", "Resume"), ("es", "Reanudar"),
                                              ("cs", "Pokračovat"), ("pt", "Retomar")])
def test_the_status_behind_the_resume_question_is_about_the_saved_match(
        qtbot: QtBot, make_window: Callable[..., Any], language: Callable[[str], None],
        code: str, button: str) -> None:
    old = new_match(seed=4)
    old.apply(old.legal_actions()[0])
    setup = GameSetup(seed=4, levels=("human", "standard"), names=("Ana", "Computer"))
    folder = Path(os.environ["GIN_DESKTOP_DATA_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / SAVE_NAME).write_text(match_to_json(old, {"setup": setup.to_dict()}))
    language(code)
    seen: list[str] = []
    status_behind_the_question(seen, button)
    window = make_window(show=False)
    window.show()
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    new_game = _tr("Start a new game")
    assert not any(new_game in words for words in seen), seen
    assert all(words.strip() for words in seen), seen
    # Answered, the line speaks of the match resumed.
    qtbot.waitUntil(lambda: window.status_line.turn_label.accessibleName() not in seen,
                    timeout=5000)
