"""The window paints first and builds what its first frame does not show right after
(docs/app-architecture.md): the screen-reader layer, the review features and the training
coach, the saves and the statistics (sqlite3 with them). ``bench/ui.py`` measures the
time; these tests pin the order, in a fresh process so that no other test has imported the
parts already."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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
