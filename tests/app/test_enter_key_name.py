"""The Keyboard shortcuts window names the Enter key as the player's keyboard does: Qt's
Spanish catalog wrote the main Enter key "Retorno" ("D, Retorno, Intro, Espacio"), a key no
Spanish keyboard has (its label is "Intro", the word the table's sentences use), and the
other languages listed "Return, Enter" for what a PC keyboard calls Enter twice over."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from gin_desktop.app.prompts import ENTER_KEY, key_text

from .test_shortcuts_window import open_shortcuts

# What each language calls the key, and what it must not be called.
ENTER = {"en": ("Enter", "Return"), "es": ("Intro", "Retorno"), "cs": ("Enter", "Return"),
         "pt": ("Enter", "Return")}


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_discard_row_names_enter_once_and_as_the_keyboard_does(
        make_window: Callable[..., Any], qtbot: Any, language: Callable[[str], None],
        code: str) -> None:
    if code != "en":
        language(code)
    window = make_window()
    rows = open_shortcuts(window, qtbot)["rows"]
    # The discard's row: D first.
    keys = next(keys.split(", ") for keys in rows.values() if keys.startswith("D, "))
    name, not_it = ENTER[code]
    assert key_text(ENTER_KEY) == name  # as the table's sentences say it
    assert keys.count(name) == 1, keys
    assert not_it not in keys, keys
    assert len(keys) == 3, keys  # D, Enter and Space
