"""``python -m gin_desktop.review`` printed English whatever the player's language, where
the game's own command line (``--help``, the self-test, the refusals) speaks it. The review
now speaks it too: ``--lang``, else the language saved in the game's settings, else the
desktop's; its help and its refusals as well. Run as a player runs it, in a process of
its own, with its own settings folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gin_desktop.languages import CATALOG, GAME_CONTEXT, read_catalog, translations_dir

from tests.test_review import played_match, saved


def words(code: str) -> dict[str, str]:
    """The game's words in ``code``, read from its compiled catalog (English: none)."""
    catalog = read_catalog(translations_dir() / f"{CATALOG}_{code}.qm")
    assert catalog is not None
    return {source: text for (context, source, _), text in catalog.items()
            if context == GAME_CONTEXT}


def run(tmp_path: Path, *args: str, language: str = "") -> subprocess.CompletedProcess[str]:
    config = tmp_path / "config"
    if language:  # the game's saved setting, as the settings window writes it
        folder = config / "gin_desktop"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "gin-desktop.conf").write_text(f"[ui]\nlanguage={language}\n")
    env = {**os.environ, "XDG_CONFIG_HOME": str(config), "HOME": str(tmp_path),
           "LANGUAGE": "", "LC_ALL": "C.UTF-8", "LC_MESSAGES": "", "LANG": "C.UTF-8",
           "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "gin_desktop.review", *args],
                          capture_output=True, text=True, timeout=120, env=env,
                          encoding="utf-8")


@pytest.mark.parametrize("code", ["es", "cs", "pt"])
def test_the_review_is_printed_in_the_language_asked_for(tmp_path: Path, code: str) -> None:
    path = saved(tmp_path, played_match(seed=6, hands=2))
    done = run(tmp_path, str(path), "--hand", "1", "--samples", "3", "--lang", code)
    assert done.returncode == 0, done.stderr
    said = words(code)
    heading = said["Hand {hand} (deal #{deal}), seat {seat}: {samples} simulated games per "
                   "choice"]
    assert done.stdout.startswith(heading.split("{hand}")[0] + "1 "), done.stdout[:200]
    assert said["◀ your choice"] in done.stdout
    assert said["Your cards: {cards}. In the stock: {stock} cards."].split(":")[0] \
        in done.stdout
    for english in ("simulated games", "your choice", "Your cards", "Discard the", "stock"):
        assert english not in done.stdout, english


def test_the_saved_language_is_spoken_without_lang(tmp_path: Path) -> None:
    path = saved(tmp_path, played_match(seed=6, hands=2))
    done = run(tmp_path, str(path), "--hand", "1", "--samples", "3", language="pt")
    assert done.returncode == 0, done.stderr
    assert words("pt")["◀ your choice"] in done.stdout


def test_the_help_and_the_refusals_speak_the_language(tmp_path: Path) -> None:
    said = words("pt")
    helped = " ".join(run(tmp_path, "--help", "--lang", "pt").stdout.split())
    assert said["seed of the simulated games"] in helped
    assert said["positional arguments"] in helped
    path = saved(tmp_path, played_match(seed=6, hands=2))
    done = run(tmp_path, str(path), "--hand", "9", "--lang", "pt")
    assert done.returncode == 2
    assert done.stderr == "review: " + said[
        "This match has no hand {hand}: its hands are numbered 1 to {last}."].format(
            hand=9, last=2) + "\n"
    done = run(tmp_path, str(tmp_path / "missing.json"), "--lang", "pt")
    assert done.returncode == 2
    assert done.stderr.startswith("review: " + said["{name} could not be read ({reason})."]
                                  .split("{name}")[0])
    done = run(tmp_path, str(path), "--samples", "0", "--lang", "pt")
    assert done.returncode == 2
    assert said["--samples must be 1 or more"] in done.stderr
