"""The Settings dialog's buttons stay put when its language note changes (QA session 35):
started with ``--lang cs``, Settings opened from the game says on two lines that the command
line chose the language; choosing English in the list put the one-line "switches when you
press OK" note there instead, and OK rose 14 pixels from under the pointer. Through the
real window and its keys, in every language the command line may give, at 1024x768."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app import i18n
from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings

from .test_new_game_flow import when_shown


@pytest.fixture
def from_command_line(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    """``from_command_line(code)``: the language as ``--lang code`` installs it."""

    def install(code: str) -> None:
        assert i18n.install_translators(qapp, code, from_command_line=True) == code

    yield install
    i18n.remove_translators(qapp)


def on_screen(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def whole(note: QLabel) -> bool:
    """Whether all of ``note``'s lines show: not cut short to keep the buttons still."""
    room = QRect(0, 0, note.contentsRect().width(), 10_000)
    needed = note.fontMetrics().boundingRect(
        room, Qt.TextFlag.TextWordWrap, note.text()).height()
    return needed <= note.contentsRect().height()


@pytest.mark.parametrize("code", ["cs", "es", "pt", "en"])
def test_choosing_a_language_over_the_command_lines_leaves_the_buttons_still(
        code: str, from_command_line: Callable[[str], None],
        make_window: Callable[..., MainWindow], settings: Settings, qtbot: QtBot) -> None:
    settings.language = "es" if code == "en" else "en"  # the saved choice, not --lang's
    from_command_line(code)
    window = make_window()
    window.resize(1024, 740)
    window.activateWindow()
    chosen = "es" if code == "en" else "en"
    seen: list[tuple[str, str, QRect, QRect]] = []

    def choose_another(dialog: SettingsDialog) -> None:
        qtbot.waitUntil(lambda: (focus := QApplication.focusWidget()) is not None
                        and focus.window() is dialog, timeout=3000)
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        note = dialog.language_note
        before = on_screen(ok)
        told = note.text()
        assert whole(note), told
        combo = dialog.language_combo
        combo.setFocus()
        target = combo.findData(chosen)
        step = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
        while combo.currentIndex() != target:
            QTest.keyClick(combo, step)
        QTest.qWait(100)  # the layout requests posted up the dialog's widgets
        assert note.isVisible(), "the switch is told"
        assert whole(note), note.text()
        seen.append((told, note.text(), before, on_screen(ok)))
        QTest.keyClick(combo, Qt.Key.Key_Escape)

    stop = when_shown(SettingsDialog, choose_another)
    QTest.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    stop()
    QApplication.processEvents()
    assert len(seen) == 1
    ((told, now, before, after),) = seen
    assert "--lang" in told and told != now
    assert after == before, (told, now)
    assert i18n.current_language() == code  # Escape switched nothing
