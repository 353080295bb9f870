"""A saved match that cannot be read: the game deals a new match, and the notice says so
and where the unreadable file was kept (its name alone left the player to hunt for the
folder, and did not say that the table now shows a different match)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QDir

from gin_desktop.app.storage import SAVE_NAME

DAMAGED = b'{"version": 1, "cut sh'


def test_an_unreadable_save_is_kept_in_a_named_folder_and_a_new_match_is_dealt(
        make_window: Any, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / SAVE_NAME).write_bytes(DAMAGED)
    window = make_window()
    (kept,) = [p for p in folder.iterdir() if ".damaged-" in p.name]
    assert kept.read_bytes() == DAMAGED
    match = window.model.match
    assert match.hand_number == 1 and not match.results, "a new match was dealt"
    text = window.notice_bar.text()
    assert text.startswith("The saved match could not be read (")
    assert text.endswith(
        "), so a new match has been dealt. The unreadable file was kept as "
        f"{kept.name} in the folder {QDir.toNativeSeparators(str(folder))}.")
