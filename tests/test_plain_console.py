"""On a console whose encoding lacks the game's signs (Windows' cp1252, or
``PYTHONIOENCODING=ascii`` and a C locale printing into a file), the command line stopped
with a UnicodeEncodeError: the review at its first "♦" (or "º", "é" in ASCII), the Czech
help at its first "ž". Now each character the console cannot show goes as the nearest it
can, and the review names the cards in the player's language where it cannot show their
suits. Run as a player runs the commands, in a process of their own."""

from __future__ import annotations

import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from gin_desktop.languages import CATALOG, GAME_CONTEXT, read_catalog, translations_dir

from tests.test_review import played_match, saved


def catalog(code: str, context: str) -> dict[str, str]:
    """The words of ``context`` in ``code``, read from the game's compiled catalog."""
    read = read_catalog(translations_dir() / f"{CATALOG}_{code}.qm")
    assert read is not None
    return {source: text for (where, source, _), text in read.items() if where == context}


def run(tmp_path: Path, encoding: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "HOME": str(tmp_path),
           "PYTHONIOENCODING": encoding, "QT_QPA_PLATFORM": "offscreen"}
    # Decoded strictly: a character the console's encoding lacks fails the test here.
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, timeout=120,
                          env=env, text=True, encoding=encoding)


def without_accents(text: str) -> str:
    return "".join(part for part in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(part))


@pytest.mark.parametrize(("encoding", "code"), [("ascii", "es"), ("cp1252", "pt")])
def test_the_review_names_the_cards_where_the_console_lacks_the_suits(
        tmp_path: Path, encoding: str, code: str) -> None:
    path = saved(tmp_path, played_match(seed=6, hands=2))
    done = run(tmp_path, encoding, "gin_desktop.review", str(path), "--hand", "1",
               "--samples", "2", "--lang", code)
    assert done.returncode == 0, done.stderr
    cards = catalog(code, "Cards")
    spades = cards["spades"] if encoding == "cp1252" else without_accents(cards["spades"])
    # "nueve de picas", "valete de espadas": the suit named, not a "?" for its sign.
    assert f" {cards['{rank} of {suit}'].format(rank='', suit=spades).strip()}" in done.stdout
    assert "?" not in done.stdout
    said = catalog(code, GAME_CONTEXT)
    chosen = said["◀ your choice"].replace("◀", "<")
    assert (chosen if encoding == "cp1252" else without_accents(chosen)) in done.stdout


def test_the_help_in_czech_prints_on_an_ascii_console(tmp_path: Path) -> None:
    done = run(tmp_path, "ascii", "gin_desktop", "--help", "--lang", "cs")
    assert done.returncode == 0, done.stderr
    said = catalog("cs", GAME_CONTEXT)
    assert without_accents(said["show this help and exit"]) in " ".join(done.stdout.split())
