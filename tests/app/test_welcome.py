"""A newcomer's first start says where the game is explained: a notice under the toolbar
points to Help ▸ Rules (with a button that opens them) and to the hint, in the player's
language, once; a returning player is not told again."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.accessibility import spoken
from gin_desktop.app.settings import Settings


def fresh_settings(tmp_path: Path, name: str = "first.ini") -> Settings:
    return Settings(QSettings(str(tmp_path / name), QSettings.Format.IniFormat))


def test_the_first_start_points_to_the_rules_and_the_hint(make_window: Any, qtbot: QtBot,
                                                          tmp_path: Path) -> None:
    settings = fresh_settings(tmp_path)
    window = make_window(settings)
    qtbot.waitUntil(lambda: window.notice_bar.isVisibleTo(window), timeout=15000)
    text = window.notice_bar.text()
    # The keys a blind newcomer starts with too: where every key is listed, and the
    # reading keys (a keyboard player's pass, session 40: F1 and H alone were named).
    assert text == ("New to Gin Rummy? Help ▸ Rules (F1) explains the game and Hint (H) "
                    "suggests a move. Ctrl+/ lists every key; the keys A, I and W read out "
                    "the table, what to do now and the last moves.")
    # Announced, with the menu's arrow said as a pause rather than as a symbol's name.
    assert window.notice_bar.label.accessibleDescription() == text.replace(" ▸ ", ", ")
    # And read so when the reader comes to the notice itself (its name).
    name = QAccessible.queryAccessibleInterface(window.notice_bar.label).text(
        QAccessible.Text.Name)
    assert name == text.replace(" ▸ ", ", "), name
    button = window.notice_bar.offer_button
    assert button.isVisibleTo(window) and button.text() == "Rules"
    assert button.height() >= 24 and button.width() >= 24  # an easy target
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    rules = window._rules_window
    assert rules is not None and rules.isVisible()
    rules.close()
    # Dismissed, it takes its button with it, and the game goes on underneath.
    window.notice_bar.dismiss()
    assert not window.notice_bar.isVisibleTo(window)
    assert window.model.has_match


def test_the_welcome_is_said_once(make_window: Any, qtbot: QtBot, tmp_path: Path,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    # The first window's match is saved as it closes: the second resumes it unasked.
    monkeypatch.setenv("GIN_DESKTOP_AUTO_RESUME", "1")
    first = make_window(fresh_settings(tmp_path))
    qtbot.waitUntil(lambda: first.notice_bar.isVisibleTo(first), timeout=15000)
    first.close()
    again = make_window(fresh_settings(tmp_path))  # the same file, read anew
    assert again.settings.welcomed
    QApplication.processEvents()
    assert not again.notice_bar.isVisibleTo(again)


def test_the_welcome_is_in_the_players_language(make_window: Any, qtbot: QtBot,
                                               tmp_path: Path,
                                               language: Callable[[str], None]) -> None:
    language("es")
    window = make_window(fresh_settings(tmp_path))
    qtbot.waitUntil(lambda: window.notice_bar.isVisibleTo(window), timeout=15000)
    text = window.notice_bar.text()
    assert text.startswith("¿Primera vez? Ayuda ▸ Reglas (F1) explica el Gin Rummy"), text
    assert "Pista (H)" in text and "New to" not in text
    assert window.notice_bar.offer_button.text() == "Reglas"


def test_a_broken_welcome_setting_is_reset_with_a_notice(tmp_path: Path) -> None:
    ini = tmp_path / "odd.ini"
    ini.write_text("[ui]\nwelcomed=perhaps\n", encoding="utf-8")
    settings = fresh_settings(tmp_path, "odd.ini")
    assert settings.take_problems() == ["first-start welcome (not true or false)"]
    assert settings.welcomed  # the file was written by an earlier start


def test_an_earlier_versions_settings_are_a_returning_players(tmp_path: Path) -> None:
    ini = tmp_path / "older.ini"
    ini.write_text("[player]\nname=Ana\n", encoding="utf-8")
    assert fresh_settings(tmp_path, "older.ini").welcomed
    assert not fresh_settings(tmp_path, "new.ini").welcomed


def test_a_screen_reader_hears_the_welcome_before_the_first_deal(
        make_window: Any, qtbot: QtBot, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    # After the deal, the computer's first move came at once and talked over the welcome.
    from gin_desktop.app import main
    from gin_desktop.app.a11y.bridge import TableAccessibility

    heard: list[str] = []
    speak = TableAccessibility.speak
    announce = main.announce
    monkeypatch.setattr(TableAccessibility, "speak",
                        lambda self, text: (heard.append(text), speak(self, text))[1])
    monkeypatch.setattr(main, "announce",
                        lambda widget, text, **kw: (heard.append(text),
                                                    announce(widget, text, **kw))[1])
    window = make_window(fresh_settings(tmp_path))
    qtbot.waitUntil(lambda: window.notice_bar.isVisibleTo(window), timeout=15000)
    assert heard[0] == window.notice_bar.text(), heard
    assert heard[1].startswith("Hand 1: "), heard


def test_escape_on_the_table_dismisses_the_notice(make_window: Any, qtbot: QtBot,
                                                  tmp_path: Path) -> None:
    window = make_window(fresh_settings(tmp_path))
    qtbot.waitUntil(lambda: window.notice_bar.isVisibleTo(window), timeout=15000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    QTest.keyClick(window.table, Qt.Key.Key_F1)  # the rules the notice names
    rules = window._rules_window
    assert rules is not None and rules.isVisible()
    rules.close()
    # The rules opened, the welcome has done its work and went; another notice stays.
    assert not window.notice_bar.isVisibleTo(window)
    window.show_notice("The saved game could not be resumed; a new game was dealt.")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    # Escape first undoes the table's own state (here the shown pile), notice untouched.
    # The computer's moves done first: a move closes the shown pile (on a loaded machine
    # the computer's first move came between the V and the Escape).
    window.model.set_computer_delay(0)
    qtbot.waitUntil(window.model.is_human_turn, timeout=10_000)
    assert window.model.wait_idle(5000)
    QApplication.processEvents()
    window.keyboard.toggle_pile()
    scene = window.table.table_scene()
    assert scene.pile_shown
    QTest.keyClick(window.table, Qt.Key.Key_Escape)
    assert not scene.pile_shown
    assert window.notice_bar.isVisibleTo(window)
    heard: list[str] = []
    window.keyboard.announced.connect(heard.append)
    QTest.keyClick(window.table, Qt.Key.Key_Escape)
    assert not window.notice_bar.isVisibleTo(window)
    assert heard == ["Notice dismissed"]  # a player who can't see the banner hears it go
    assert QApplication.focusWidget() is window.table and window.model.has_match
    # Said, then gone from what the table describes: the focus coming back to the table
    # (after a dialog) read "Card table, Notice dismissed".
    assert window.table.accessibleDescription() == spoken(window.keyboard.describe())
    QTest.keyClick(window.table, Qt.Key.Key_Escape)  # nothing left to dismiss: silence
    assert heard == ["Notice dismissed"]


def test_the_welcome_goes_once_the_rules_are_opened(make_window: Any, qtbot: QtBot,
                                                     tmp_path: Path) -> None:
    """A polished game does not leave its welcome up all evening: the rules opened from it
    (its Rules button, a real click) take it away, and Help ▸ Getting started brings it
    back, its button with it."""
    window = make_window(fresh_settings(tmp_path))
    qtbot.waitUntil(lambda: window.notice_bar.isVisibleTo(window), timeout=15000)
    QTest.mouseClick(window.notice_bar.offer_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert window._rules_window is not None and window._rules_window.isVisible()
    assert not window.notice_bar.isVisibleTo(window)
    window._rules_window.close()
    assert window.getting_started_action in window.help_menu.actions()
    window.getting_started_action.trigger()
    assert window.notice_bar.text().startswith("New to Gin Rummy?")
    assert window.notice_bar.offer_button.isVisibleTo(window)


def test_the_welcome_goes_when_the_first_hand_is_over(make_window: Any, qtbot: QtBot,
                                                       tmp_path: Path) -> None:
    from gin_desktop.engine import ActionKind, Phase
    from tests.app.test_table import best_knock, human_can_knock, position, resume

    window = make_window(fresh_settings(tmp_path))
    qtbot.waitUntil(lambda: window.notice_bar.isVisibleTo(window), timeout=15000)
    window.show_notice("Another notice")  # stays: only the welcome has done its work
    window.model.set_computer_delay(0)
    resume(window.model, position(human_can_knock))
    assert window.notice_bar.text().startswith("New to Gin Rummy?")
    card = best_knock(window.model)
    assert window.model.play(next(a for a in window.model.human_view().legal_actions
                                  if a.kind is ActionKind.KNOCK and a.card == card))
    qtbot.waitUntil(lambda: window.model.match.phase is Phase.HAND_OVER, timeout=5000)
    QApplication.processEvents()  # the bar lays its widgets out on the next pass
    assert window.notice_bar.text() == "Another notice"
    assert not window.notice_bar.offer_button.isVisibleTo(window)


def test_getting_started_names_the_keys_and_training_mode(
        make_window: Any, qtbot: QtBot, tmp_path: Path,
        language: Callable[[str], None]) -> None:
    """A beginner learns from the game's own teacher: Help ▸ Getting started names training
    mode and the way to it, with the menus' own words (a Portuguese beginner's first start,
    s43, found it only by chance in the New game dialog). The first start's welcome leaves
    it out, to keep to two lines on a small window (s44)."""
    language("pt")
    window = make_window(fresh_settings(tmp_path))
    qtbot.waitUntil(lambda: window.notice_bar.isVisibleTo(window), timeout=15000)
    first = window.notice_bar.text()
    # The reading keys named as keys: "A lê a mesa inteira" read as the article "a".
    assert first.endswith("; as teclas A, I e W leem a mesa, o que fazer agora e as últimas "
                          "jogadas."), first
    assert "treino" not in first
    window.getting_started_action.trigger()
    text = window.notice_bar.text()
    assert text == first + (" Para aprender enquanto joga, comece uma partida no modo de "
                            "treino: Jogo ▸ Nova partida."), text
    assert window.game_menu.title().replace("&", "") == "Jogo"
    assert window.notice_bar.offer_button.isVisibleTo(window)
    window.rules_action.trigger()  # followed, it goes as the first start's does
    assert not window.notice_bar.isVisibleTo(window)


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_welcome_takes_two_lines_at_most_on_a_small_window(
        make_window: Any, qtbot: QtBot, tmp_path: Path, language: Callable[[str], None],
        code: str) -> None:
    """Each line of the notice is taken from the table: at 900x600 a third line (the
    training-mode sentence, s43) shrank the table and its cards until it went (s44)."""
    language(code)
    window = make_window(fresh_settings(tmp_path))
    qtbot.waitUntil(lambda: window.notice_bar.isVisibleTo(window), timeout=15000)
    label = window.notice_bar.label
    for width in (900, 800):
        window.resize(width, 600)
        qtbot.waitUntil(lambda w=width: window.width() == w, timeout=3000)
        QApplication.processEvents()  # the bar lays its label out on the next pass
        lines = label.height() / label.fontMetrics().lineSpacing()
        assert 1 <= lines <= 2, (code, width, lines, window.notice_bar.text())
