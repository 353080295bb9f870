"""A new language applies without a restart (issue 12, item 16): choosing Español in
Settings and pressing OK shows the game in Spanish at once, with the match as it was."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QLocale, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from gin_desktop.app import i18n
from gin_desktop.app import main as main_module
from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import PASS_UPCARD

from .test_new_game_flow import when_shown


@pytest.fixture
def restore_language(qapp: QApplication) -> Iterator[None]:
    locale = QLocale()
    yield
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


def choose_language(window: MainWindow, qtbot: QtBot, code: str) -> MainWindow:
    """Settings (Ctrl+,), the language ``code`` in its list, OK with the mouse: the window
    that takes the match over in that language."""

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, SettingsDialog):
            QTimer.singleShot(20, choose)
            return
        combo = dialog.language_combo
        combo.setCurrentIndex(combo.findData(code))
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        QTest.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    opened = len(main_module._OPEN_WINDOWS)
    QTimer.singleShot(0, choose)
    QTest.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(main_module._OPEN_WINDOWS) > opened, timeout=5000)
    return main_module._OPEN_WINDOWS[-1]


def test_choosing_spanish_shows_the_game_in_spanish_at_once(
        window: MainWindow, qtbot: QtBot, restore_language: None) -> None:
    window.start_match(GameSetup(names=("Ana", "Computer"), seed=3))
    assert window.model.wait_idle(5000)
    assert window.model.play(PASS_UPCARD)
    assert window.model.wait_idle(5000)
    actions = list(window.model.match.actions)

    spanish = choose_language(window, qtbot, "es")
    try:
        qtbot.waitUntil(lambda: spanish.model.has_match, timeout=5000)
        qtbot.waitUntil(lambda: not shiboken6.isValid(window), timeout=3000)  # freed
        assert spanish.game_menu.title() == "&Partida"
        assert spanish.model.match.actions == actions  # the same match, resumed
        assert spanish.model.setup.names == ("Ana", "Ordenador")
        assert spanish.status_line.turn_label.text() == spanish.model.status_text()
        assert spanish.status_line.turn_label.text().startswith("Tu turno")
    finally:
        spanish.close()
        spanish.model.shutdown(5000)


def test_the_window_left_behind_is_freed(window: MainWindow, qtbot: QtBot,
                                          restore_language: None) -> None:
    """Each language chosen in Settings left the old window alive, hidden, with its table,
    its score pad and its statistics (about 8 MB a time): an evening of trying languages
    kept a stack of them."""
    gone: list[bool] = []
    window.destroyed.connect(lambda: gone.append(True))
    earlier = [w for w in QApplication.topLevelWidgets()  # other tests' windows
               if isinstance(w, MainWindow) and w is not window]

    portuguese = choose_language(window, qtbot, "pt")
    try:
        qtbot.waitUntil(lambda: portuguese.model.has_match, timeout=5000)
        qtbot.waitUntil(lambda: bool(gone), timeout=5000)
        left = [w for w in QApplication.topLevelWidgets()
                if isinstance(w, MainWindow) and w not in earlier]
        assert left == [portuguese]
    finally:
        portuguese.close()
        portuguese.model.shutdown(5000)


def test_the_window_left_behind_lets_go_of_the_statistics(
        window: MainWindow, qtbot: QtBot, restore_language: None) -> None:
    """The window a new language replaces kept its connection to the statistics file
    open until the game quit: an evening of switching languages piled up connections (and
    file handles) on the one database the new window writes to."""
    stats = window.persistence.stats
    stats._conn.execute("SELECT 1")  # open while the window plays

    czech = choose_language(window, qtbot, "cs")
    try:
        qtbot.waitUntil(lambda: czech.model.has_match and czech.persistence is not None,
                        timeout=5000)
        with pytest.raises(sqlite3.ProgrammingError):
            stats._conn.execute("SELECT 1")  # closed
        czech.persistence.stats._conn.execute("SELECT 1")  # the new window's is open
    finally:
        czech.close()
        czech.model.shutdown(5000)


def test_a_language_chosen_on_the_final_screen_keeps_the_ended_match(
        window: MainWindow, qtbot: QtBot, restore_language: None) -> None:
    """Settings ▸ Language on the screen that says who won the match: the new window dealt a
    new match, and the final result and score pad the player was reading were gone. The
    ended match stays on the table, archived and counted once."""
    from gin_desktop.engine import RuleSet, new_match

    from tests.engine.test_match import play_match

    rules = RuleSet().replace(target=30)
    ended = play_match(new_match(rules, 2, first_dealer=1), 2)  # the player's last move
    almost = new_match(rules, 2, first_dealer=1)
    for action in ended.actions[:-1]:
        almost.apply(action)
    window.model.resume(almost, GameSetup(names=("Ana", "Computer"), seed=2, rules=rules))
    assert window.model.wait_idle(5000)
    assert window.model.play(ended.actions[-1])
    assert window.model.wait_idle(5000)
    assert window.model.match.is_over
    persistence = window.persistence
    assert persistence is not None and persistence.store is not None
    archive = persistence.store.archive_dir
    archived = sorted(archive.iterdir())
    assert persistence.stats.summary().matches == 1

    spanish = choose_language(window, qtbot, "es")
    try:
        qtbot.waitUntil(lambda: spanish.model.has_match, timeout=5000)
        qtbot.wait(200)
        assert spanish.model.match.is_over
        assert spanish.model.match.actions == ended.actions
        assert spanish.model.match.scores == ended.scores
        assert sorted(archive.iterdir()) == archived  # not archived a second time
        assert spanish.persistence is not None
        assert spanish.persistence.stats.summary().matches == 1
    finally:
        spanish.close()
        spanish.model.shutdown(5000)


def test_the_welcome_not_yet_followed_comes_along_in_the_new_language(
        window: MainWindow, qtbot: QtBot, restore_language: None) -> None:
    """A newcomer's first act is often to choose their language: the first start's notice
    (where the rules are, what the hint does) vanished with the English window, just when
    it could at last be read."""
    qtbot.waitUntil(lambda: window.notice_bar.isVisibleTo(window), timeout=15000)
    assert window.notice_bar.text().startswith("New to Gin Rummy?")

    spanish = choose_language(window, qtbot, "es")
    try:
        qtbot.waitUntil(lambda: spanish.model.has_match, timeout=5000)
        QApplication.processEvents()
        assert spanish.notice_bar.isVisibleTo(spanish)
        assert spanish.notice_bar.text().startswith(
            "¿Primera vez? Ayuda ▸ Reglas (F1)")
        assert "entrenamiento" not in spanish.notice_bar.text()  # the first start's, short
        assert spanish.notice_bar.offer_button.text() == "Reglas"
    finally:
        spanish.close()
        spanish.model.shutdown(5000)


def test_getting_started_comes_along_whole_in_the_new_language(
        window: MainWindow, qtbot: QtBot, restore_language: None) -> None:
    """Help ▸ Getting started's longer welcome (with training mode) stays the longer one."""
    window.getting_started_action.trigger()
    assert window.notice_bar.text().endswith("training mode: Game ▸ New game.")
    spanish = choose_language(window, qtbot, "es")
    try:
        qtbot.waitUntil(lambda: spanish.model.has_match, timeout=5000)
        QApplication.processEvents()
        assert spanish.notice_bar.text().endswith(
            "empieza una partida en modo de entrenamiento: Partida ▸ Nueva partida."), (
                spanish.notice_bar.text())
    finally:
        spanish.close()
        spanish.model.shutdown(5000)


def test_a_welcome_already_dismissed_stays_gone_in_the_new_language(
        window: MainWindow, qtbot: QtBot, restore_language: None) -> None:
    from PySide6.QtWidgets import QToolButton

    qtbot.waitUntil(lambda: window.notice_bar.isVisibleTo(window), timeout=15000)
    close = window.notice_bar.findChild(QToolButton, "notice_close")
    assert close is not None
    QTest.mouseClick(close, Qt.MouseButton.LeftButton)  # its ✕
    assert not window.notice_bar.isVisibleTo(window)

    czech = choose_language(window, qtbot, "cs")
    try:
        qtbot.waitUntil(lambda: czech.model.has_match, timeout=5000)
        QApplication.processEvents()
        assert not czech.notice_bar.isVisibleTo(czech)
    finally:
        czech.close()
        czech.model.shutdown(5000)


def test_a_language_asked_on_the_command_line_shows_in_settings_without_saving_it(
        make_window: Any, settings: Settings, qtbot: QtBot, qapp: QApplication,
        restore_language: None) -> None:
    """Started with ``--lang cs``, Settings showed "System language" (the saved choice)
    over a game in Czech. It shows Čeština, says the command line chose it, and OK leaves
    the saved choice alone; choosing Čeština in the list saves it."""
    settings.language = "es"
    assert i18n.install_translators(qapp, "cs", from_command_line=True) == "cs"
    window = make_window()
    opened = len(main_module._OPEN_WINDOWS)
    seen: list[tuple[str, str]] = []

    def read_then_enter(choose_czech: bool) -> Callable[[SettingsDialog], None]:
        def act(dialog: SettingsDialog) -> None:
            qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                            and QApplication.focusWidget().window() is dialog, timeout=3000)
            combo = dialog.language_combo
            if choose_czech:  # away and back by the keys: Čeština chosen in the list
                QTest.keyClick(combo, Qt.Key.Key_Down)
                QTest.keyClick(combo, Qt.Key.Key_Up)
            note = dialog.language_note
            seen.append((combo.currentText(), note.text() if note.isVisible() else ""))
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        return act

    for choose_czech in (False, True):
        stop = when_shown(SettingsDialog, read_then_enter(choose_czech))
        QTest.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
        stop()
        QApplication.processEvents()
        assert len(main_module._OPEN_WINDOWS) == opened, "the game stays as it is"
        assert i18n.current_language() == "cs"
        assert settings.language == ("cs" if choose_czech else "es")
    (untouched, note), chosen = seen
    assert untouched == "Čeština"
    assert "--lang" in note and "Español" in note
    assert chosen == ("Čeština", "")
