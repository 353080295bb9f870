"""The window paints first and builds what its first frame does not show right after
(docs/app-architecture.md): the screen-reader layer, the review features and the training
coach, the saves and the statistics (sqlite3 with them). ``bench/ui.py`` measures the
time; these tests pin the order, in a fresh process so that no other test has imported the
parts already."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject
from pytestqt.qtbot import QtBot

from .conftest import GameEnv, REPO

# Printed as JSON by the child: the modules loaded at each step, and the parts built.
_PROGRAM = """
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

LATER = ("gin_desktop.review", "gin_desktop.app.review_actions", "gin_desktop.app.training",
         "gin_desktop.app.a11y.bridge", "gin_desktop.app.a11y.speech",
         "gin_desktop.app.persistence", "gin_desktop.app.statistics", "sqlite3")

def loaded():
    return sorted(name for name in LATER if name in sys.modules)

app = QApplication(sys.argv)
from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings

report = {"imported": loaded()}
window = MainWindow(Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat)))
report["built"] = loaded()
report["before_show"] = [window.accessibility is not None,
                         hasattr(window, "review_features")]
window.show()
while not window.model.has_match:
    app.processEvents()
report["after_start"] = [window.accessibility is not None,
                         hasattr(window, "review_features")]
report["later"] = loaded()
report["review_in_menu"] = window.review_features.review_action in window.game_menu.actions()
window.close()
window.model.shutdown(5000)
print(json.dumps(report))
"""


def test_the_parts_the_first_frame_does_not_show_are_built_after_it(
        game_env: GameEnv, tmp_path: object) -> None:
    done = subprocess.run([sys.executable, "-c", _PROGRAM, f"{tmp_path}/settings.ini"],
                          env=game_env(), cwd=REPO, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["imported"] == []
    assert report["built"] == []
    assert report["before_show"] == [False, False]
    assert report["after_start"] == [True, True]
    assert report["later"] == ["gin_desktop.app.a11y.bridge", "gin_desktop.app.a11y.speech",
                               "gin_desktop.app.persistence", "gin_desktop.app.review_actions",
                               "gin_desktop.app.statistics", "gin_desktop.app.training",
                               "gin_desktop.review", "sqlite3"]
    assert report["review_in_menu"] is True


def test_an_unknown_language_is_named_on_the_command_line(game_env: GameEnv) -> None:
    """`--lang xx` (or a word that names no language at all, "."): one line on stderr says
    which languages there are; the game starts in English. A known one (in any spelling of
    its locale) says nothing, nor does "system"."""
    for lang, told in (("xx", True), (".", True), ("pt_BR", False), ("ES", False),
                       ("system", False)):
        done = start_first_frame(game_env, "--lang", lang, locale="en_US.UTF-8")
        assert done.returncode == 0, done.stderr
        line = [s for s in done.stderr.splitlines() if s.startswith("gin-desktop: no translation")]
        if told:
            assert line == [f"gin-desktop: no translation for --lang {lang!r}; the game "
                            "speaks en, es, cs, pt. Using English."]
        else:
            assert line == []


def start_first_frame(game_env: GameEnv, *args: str,
                      locale: str) -> subprocess.CompletedProcess[str]:
    """``python -m gin_desktop ARGS`` on a desktop in ``locale``, ended at its first frame."""
    return subprocess.run(
        [sys.executable, "-m", "gin_desktop", *args],
        env=game_env(GIN_DESKTOP_EXIT_ON_FIRST_PAINT="1", GIN_DESKTOP_T0="0", LANG=locale,
                     LC_ALL="", LC_MESSAGES="", LANGUAGE=""),
        cwd=REPO, capture_output=True, text=True, timeout=120)


def test_an_unknown_language_is_named_in_the_desktops_language(game_env: GameEnv) -> None:
    """A Czech player who typed `--lang cz` was told in English which languages there are."""
    done = start_first_frame(game_env, "--lang", "cz", locale="cs_CZ.UTF-8")
    assert done.returncode == 0, done.stderr
    assert [s for s in done.stderr.splitlines() if s.startswith("gin-desktop:")] == [
        "gin-desktop: pro --lang 'cz' neexistuje překlad; hra umí jazyky en, es, cs, pt. "
        "Použije se angličtina."]


# The child starts the game as a player does (``main.run``) and prints the window's game
# menu title and its notice once the table is dealt.
_FIRST_WORDS = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from gin_desktop.app import main

app = QApplication(sys.argv)
report = {}

def look():
    shown = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, main.MainWindow) and w.isVisible() and w.model.has_match]
    if not shown:
        QTimer.singleShot(20, look)
        return
    report.update(menu=shown[0].game_menu.title(), notice=shown[0].notice_bar.text())
    shown[0].close()

QTimer.singleShot(0, look)
main.run(["gin-desktop"])
print(json.dumps(report))
"""


def test_a_hand_edited_language_setting_starts_in_the_desktops_language(
        game_env: GameEnv, tmp_path: Path) -> None:
    """A language setting edited by hand to no language ("xx") is reset, and the notice
    saying so, like the whole window, is in the desktop's language (Portuguese here), not
    in English."""
    folder = tmp_path / "config" / "gin_desktop"
    folder.mkdir(parents=True)
    (folder / "gin-desktop.conf").write_text("[ui]\nlanguage=xx\n", encoding="utf-8")
    env = game_env(LANG="pt_PT.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        env.pop(name, None)
    done = subprocess.run([sys.executable, "-c", _FIRST_WORDS], env=env, cwd=REPO,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["menu"] == "&Jogo"
    assert report["notice"].startswith(
        "Algumas configurações não puderam ser lidas e foram redefinidas: idioma"), report


class _FirstPaint(QObject):
    """Writes "painted" in ``order`` at the window's first paint."""

    def __init__(self, order: list[str]) -> None:
        super().__init__()
        self._order = order

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and "painted" not in self._order:
            self._order.append("painted")
        return False


def test_a_window_painted_late_is_painted_before_it_deals(make_window: Any,
                                                          qtbot: QtBot) -> None:
    """A slow or busy machine: the event loop comes back only after the fallback start's
    half second. The window on screen still shows its first frame before the deal."""
    window = make_window(show=False)
    order: list[str] = []
    watch = _FirstPaint(order)
    window.installEventFilter(watch)
    window.model.match_started.connect(lambda: order.append("dealt"))
    window.resize(1280, 800)
    window.show()
    time.sleep(0.8)  # the machine busy elsewhere: no event handled meanwhile
    qtbot.waitUntil(lambda: window.model.has_match, timeout=10000)
    assert order == ["painted", "dealt"]


def test_a_window_shown_minimised_still_deals(make_window: Any, qtbot: QtBot) -> None:
    """No paint comes to a minimised window: the fallback starts the match anyway."""
    window = make_window(show=False)
    window.showMinimized()
    qtbot.waitUntil(lambda: window.model.has_match, timeout=5000)
