"""No two entries of one menu or one dialog underline the same letter in a language.

Czech had "&Pravidla" and "&Podvádí počítač?" in the Help menu, "&Ukončit" and "Rozebrat
&uloženou partii…" in the Game menu, and "Tré&ninkový režim" beside "Výhra do &nuly" in
the New game dialog: Alt and the letter then only moves between the two entries instead of
choosing one, so a keyboard player cannot reach either with one key press."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QAbstractButton, QDialogButtonBox, QGroupBox, QLabel, QMenu, QWidget,
)
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog, ReplayDealDialog
from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RuleSet

_MNEMONIC = re.compile(r"&(?!&)([^&\s])")


def _clashes(texts: Iterable[str]) -> list[str]:
    """The letters more than one of ``texts`` underlines, with the texts."""
    letters = {text: m.group(1).lower() for text in texts
               if (m := _MNEMONIC.search(text.replace("&&", "")))}
    counts = Counter(letters.values())
    return [f"{letter!r}: {[t for t, under in letters.items() if under == letter]}"
            for letter, n in counts.items() if n > 1]


def _widget_texts(dialog: QWidget) -> list[str]:
    texts = [w.text() for w in dialog.findChildren(QAbstractButton)]
    texts += [w.text() for w in dialog.findChildren(QLabel)]
    texts += [w.title() for w in dialog.findChildren(QGroupBox)]
    return texts


@pytest.mark.parametrize("lang", ["en", "es", "cs", "pt"])
def test_each_menu_underlines_each_letter_once(
        make_window: Callable[..., Any], language: Callable[[str], None],
        lang: str) -> None:
    language(lang)
    window = make_window()
    menus = [window.menuBar()] + window.menuBar().findChildren(QMenu)
    wrong = {menu.title() or "menu bar": clashes for menu in menus
             if (clashes := _clashes(a.text() for a in menu.actions()
                                     if not a.isSeparator()))}
    assert not wrong, wrong


@pytest.mark.parametrize("lang", ["en", "es", "cs", "pt"])
def test_each_dialog_underlines_each_letter_once(
        qtbot: QtBot, tmp_path: Path, language: Callable[[str], None], lang: str) -> None:
    language(lang)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    three_hand = GameSetup(mode="three", levels=("human", "standard", "standard"),
                           names=("Ana", "Computer 1", "Computer 2"),
                           rules=RuleSet.preset("seeds"))
    dialogs: list[QWidget] = [NewGameDialog(settings, None, three_hand),
                              SettingsDialog(settings), ReplayDealDialog()]
    wrong = {}
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        if clashes := _clashes(_widget_texts(dialog)):
            wrong[type(dialog).__name__] = clashes
    assert not wrong, wrong


def _needing_a_letter(dialog: QWidget) -> list[QWidget]:
    """The controls a player reaches by Alt and a letter: each button with words (Cancel
    has Escape) and each label that names a field."""
    cancel = [box.button(QDialogButtonBox.StandardButton.Cancel)
              for box in dialog.findChildren(QDialogButtonBox)]
    buttons = [b for b in dialog.findChildren(QAbstractButton)
               if b.text() and b not in cancel]
    labels = [label for label in dialog.findChildren(QLabel) if label.buddy() is not None]
    return [w for w in buttons + labels if w.isVisibleTo(dialog)]


@pytest.mark.parametrize("lang", ["en", "es", "cs", "pt"])
@pytest.mark.parametrize("mode", ["two", "three"])
def test_every_new_game_control_has_a_letter_of_its_own(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None], lang: str,
        mode: str) -> None:
    """The two games' choices had no underlined letter in Spanish, Czech and Portuguese
    (nor in English): every letter of their words was another control's, and a keyboard
    player had to Tab to them."""
    language(lang)
    seats = 3 if mode == "three" else 2
    setup = GameSetup(mode=mode, levels=("human", "standard", "standard")[:seats],
                      names=("Ana", "Computer 1", "Computer 2")[:seats])
    dialog = NewGameDialog(settings, None, setup)
    qtbot.addWidget(dialog)
    # A deal typed shows the row of who deals first (or of the first role).
    dialog.seed_edit.setText("42")
    texts = [w.text() for w in _needing_a_letter(dialog)]
    assert dialog.two_player.text() in texts and dialog.three_hand.text() in texts
    without = [text for text in texts if not _MNEMONIC.search(text.replace("&&", ""))]
    assert not without, without
    assert not _clashes(texts), _clashes(texts)
