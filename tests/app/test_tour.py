"""tools/tour.py drives the real window through every scene; in Spanish at 900x600 (long
words, a small window) no text covers a card or another text, and no text shows a card
code. The tour is the issue's check; this runs one language and size of it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from tests.app.conftest import REPO

SCENES = {"start", "upcard-offer", "mid-hand", "training-hint", "pile-preview", "illegal-move",
          "no-knock",
          "knock-mode",
          "showdown-with-layoffs", "hand-result", "dialog-review", "dialog-deck-reveal",
          "match-end", "three-hand-box",
          "three-hand-captain", "three-hand-sitter", "three-hand-sitter-knock",
          "three-hand-sitter-no-knock", "hollywood-three-hand-box",
          "hollywood-three-hand-captain", "hollywood-three-hand-sitter",
          "hollywood-three-hand-result", "dialog-new-game",
          "dialog-new-game-three-hand", "dialog-new-game-target-put-right",
          "dialog-replay-deal", "dialog-settings",
          "dialog-shortcuts", "dialog-about", "dialog-rules", "statistics",
          "resume-question"}


def test_the_tour_in_spanish_at_900x600_has_no_overlaps_and_no_card_codes(
        tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIN_DESKTOP_")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(
        [sys.executable, str(REPO / "tools" / "tour.py"), "--out", str(tmp_path),
         "--lang", "es", "--size", "900x600"],
        env=env, capture_output=True, text=True, timeout=600, check=False)
    report = json.loads((tmp_path / "tour.json").read_text(encoding="utf-8"))
    scenes = {scene["name"]: scene for scene in report["scenes"]}
    assert set(scenes) == SCENES
    assert report["language"] == "es"
    for name, scene in scenes.items():
        assert scene["overlaps"] == [], name
        assert scene["card_codes"] == [], name
        assert (tmp_path / scene["png"]).stat().st_size > 1000, name
    # The illegal drop (a real drag on the table) was refused in Spanish.
    assert scenes["illegal-move"]["refusals"][0].startswith("No está permitido")
    assert done.returncode == 0, done.stdout[-2000:]


def test_at_scale_2_the_dialogs_show_every_text_whole(tmp_path: Path) -> None:
    """On a high-density screen (scale 2) the dialogs are laid out as on a real screen,
    not on the offscreen platform's 800x600 pixels (a 400x300 screen at scale 2, where the
    Replay deal dialog's words were cut and the statistics' table scrolled sideways)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIN_DESKTOP_")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(
        [sys.executable, str(REPO / "tools" / "tour.py"), "--out", str(tmp_path),
         "--lang", "pt", "--scale", "2", "--only", "dialogs"],
        env=env, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-2000:]
    report = json.loads((tmp_path / "tour.json").read_text(encoding="utf-8"))
    names = {scene["name"] for scene in report["scenes"]}
    assert {"dialog-replay-deal", "statistics", "dialog-settings"} <= names
    for scene in report["scenes"]:
        assert scene["clipped"] == [], scene["name"]
        assert scene["overlaps"] == [], scene["name"]


@pytest.mark.parametrize("code", ["es", "cs"])
def test_on_an_800x600_screen_every_window_fits_the_screen(tmp_path: Path, code: str) -> None:
    """On a small screen (800x600) every dialog and window the game opens lies within the
    screen's room, its words whole: the Rules (860x640), the hand review (960x620), the
    rest of the deck (880x560), the statistics (612 tall) and, in Spanish, New game (790
    wide) ran past its edges, their buttons out of reach."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIN_DESKTOP_")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(
        [sys.executable, str(REPO / "tools" / "tour.py"), "--out", str(tmp_path),
         "--lang", code, "--size", "800x600", "--screen", "800x600",
         "--only", "hand_result", "--only", "match_end", "--only", "dialogs"],
        env=env, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-2000:]
    report = json.loads((tmp_path / "tour.json").read_text(encoding="utf-8"))
    windows = {scene["name"]: scene for scene in report["scenes"]
               if scene["name"].startswith("dialog-") or scene["name"] == "statistics"}
    assert {"dialog-rules", "dialog-review", "dialog-deck-reveal", "dialog-shortcuts",
            "dialog-new-game", "statistics"} <= set(windows)
    for name, scene in windows.items():
        assert scene["clipped"] == [], name
        assert scene["overlaps"] == [], name
        assert scene["off_screen"] == [], name


def test_on_a_911x512_screen_no_window_runs_off_it_and_the_tour_says_so(
        tmp_path: Path) -> None:
    """A 1366x768 laptop at 150 % is 911x512: New game (544 px tall in Spanish) and the
    rest of the deck (470) ran past the 464 px of room, their buttons below the screen's
    bottom, and the tour only noted it. A window off the screen is now one of its
    problems, and there is none; the statistics' lines scrolled out of sight under its
    buttons are not taken for texts over them."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIN_DESKTOP_")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(
        [sys.executable, str(REPO / "tools" / "tour.py"), "--out", str(tmp_path),
         "--lang", "es", "--size", "911x512", "--screen", "911x512",
         "--only", "hand_result", "--only", "dialogs"],
        env=env, capture_output=True, text=True, timeout=600, check=False)
    report = json.loads((tmp_path / "tour.json").read_text(encoding="utf-8"))
    scenes = {scene["name"]: scene for scene in report["scenes"]}
    assert {"dialog-new-game", "dialog-new-game-three-hand", "dialog-deck-reveal",
            "statistics"} <= set(scenes)
    for name, scene in scenes.items():
        assert scene["off_screen"] == [], name
        assert scene["overlaps"] == [], name
    assert done.returncode == 0, done.stdout[-2000:]


def test_the_tour_sees_only_what_a_scroll_area_shows(qtbot: QtBot) -> None:
    """The statistics' last label, scrolled out of its viewport, lies where the buttons
    are below it: not seen, it covers nothing. A label in sight under a button does."""
    from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QScrollArea, QWidget

    from tools import tour
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.resize(300, 200)
    area = QScrollArea(dialog)
    area.setGeometry(0, 0, 300, 100)
    content = QWidget()
    content.resize(280, 300)
    hidden = QLabel("Points lost per decision (lower is better):", content)
    hidden.setGeometry(0, 130, 200, 20)
    area.setWidget(content)
    button = QPushButton("Close", dialog)
    button.setGeometry(0, 130, 120, 30)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert tour.widget_problems(dialog).overlaps == []
    hidden.move(0, 20)  # now in sight; a button over it is a problem
    button.move(0, 20)
    button.raise_()
    assert tour.widget_problems(dialog).overlaps != []


def test_the_tour_renders_at_the_scale_set_in_the_environment(tmp_path: Path) -> None:
    """``QT_SCALE_FACTOR=2 tools/tour.py`` is a tour at scale 2: it ran at scale 1 (its
    own ``--scale`` default set the environment back) and reported a high-density check
    that never happened."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIN_DESKTOP_")}
    env.update(QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="2")
    done = subprocess.run(
        [sys.executable, str(REPO / "tools" / "tour.py"), "--out", str(tmp_path),
         "--size", "900x600", "--only", "scene_start"],
        env=env, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    report = json.loads((tmp_path / "tour.json").read_text(encoding="utf-8"))
    assert report["scale"] == 2
    start = QImage(str(tmp_path / report["scenes"][0]["png"]))
    assert (start.width(), start.height()) == (1800, 1200)
