"""A dialog let go of is freed at once, whole, not left to Python's garbage collector.

Its focus helpers (the frame shown on opening, the frame after an underlined letter) kept
the dialog in an attribute while being its children: a reference cycle, so a New game
dialog that nothing held any more lived on until the collector came by, at any moment,
and took it apart in no set order. Qt then painted its group boxes and sent its parts
their last focus events after Python had let go of them: "'_OpeningFocusFrame' object has
no attribute '_dialog'" printed over and over, and the game crashed (a segmentation fault
in the check boxes' style, ``ReadableIndicators``, painting a deleted group box).
"""

from __future__ import annotations

import os
import subprocess
import sys
import weakref
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.deck_reveal import DeckRevealDialog
from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.settings import Settings

from .test_deck_reveal_room import a_reveal

REPO = Path(__file__).resolve().parents[2]


def _new_game(settings: Settings) -> QDialog:
    return NewGameDialog(settings)


def _deck_reveal(_settings: Settings) -> QDialog:
    return DeckRevealDialog(a_reveal(10), "Computer")


def _settings_dialog(settings: Settings) -> QDialog:
    # Its colour swatches' lambdas held it, as the focus helpers held the others.
    return SettingsDialog(settings)


@pytest.mark.parametrize("make", [_new_game, _deck_reveal, _settings_dialog],
                         ids=["new_game", "deck_reveal", "settings"])
def test_a_closed_dialog_nothing_holds_is_freed_at_once(
        qapp: QApplication, qtbot: QtBot, settings: Settings, no_collector: None,
        make: Callable[[Settings], QDialog]) -> None:
    dialog = make(settings)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.close()
    freed: list[bool] = []
    dialog.destroyed.connect(lambda: freed.append(True))
    held = weakref.ref(dialog)
    del dialog
    qapp.processEvents()
    # Held by nothing but a cycle, it outlived the line that let go of it.
    assert held() is None
    assert freed


# The order the test run crashed in: a New game dialog shown and closed under the plain
# style, let go of, then the game's own style and a dark theme, and the collector coming
# by while another window paints. In its own process: on the old code it crashed.
_CRASHING_ORDER = """
import gc, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QCheckBox
app = QApplication(sys.argv)
app.setStyle("Fusion")
from gin_desktop.app.dialogs.indicators import readable_indicators
from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.settings import Settings
from tools.desktop_palettes import desktop_palette
dialog = NewGameDialog(Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat)))
dialog.show()
app.processEvents()
dialog.two_player.setFocus()
app.processEvents()
dialog.close()
app.processEvents()
del dialog
readable_indicators(app)
app.setPalette(desktop_palette("dark"))
box = QCheckBox("Show the hint")
box.show()
app.processEvents()
gc.collect()
for _round in range(5):
    app.processEvents()
box.repaint()
print("painted")
"""


def test_a_dialog_let_go_of_before_a_change_of_style_and_theme_does_not_crash(
        tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-X", "faulthandler", "-c", _CRASHING_ORDER,
                           str(tmp_path / "settings.ini")], env=env, cwd=REPO,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "painted"
    # Nothing raised in a filter or the style on the way ("no attribute '_dialog'").
    assert "Traceback" not in done.stderr, done.stderr[-3000:]

