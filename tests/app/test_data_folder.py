"""The player's data lives one level deep, in the game's own folder, and a player of an
earlier version finds everything there (issue "Nothing lost": saves, the archive, the
statistics and the files set aside are moved, never deleted).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path, PurePosixPath, PureWindowsPath

import pytest

from gin_desktop.app import data_folder
from gin_desktop.app.data_folder import own_folder, settle
from gin_desktop.command_line import APP_NAME, ORGANISATION

REPO = Path(__file__).resolve().parents[2]

PLAYER_FILES = {
    "current-match.json": b'{"a save": 1}',
    "statistics.sqlite3": b"SQLite format 3\x00 the player's records",
    "current-match.json.damaged-20261130-051500": b"kept aside",
    "archive/match-20261129-101010-finished.json": b'{"finished": 1}',
    "archive/match-20261129-111111-abandoned.json": b'{"abandoned": 1}',
}


def put_player_files(folder: Path) -> None:
    for name, data in PLAYER_FILES.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)


def files_in(folder: Path) -> dict[str, bytes]:
    return {path.relative_to(folder).as_posix(): path.read_bytes()
            for path in folder.rglob("*") if path.is_file()}


def old_folder(base: Path) -> Path:
    """Earlier versions' nested folder under ``base``, with a player's files in it."""
    old = base / ORGANISATION / APP_NAME
    old.mkdir(parents=True)
    put_player_files(old)
    return old


def never_in_use(folder: Path) -> bool:
    return False


@pytest.mark.parametrize(("location", "expected"), [
    (PurePosixPath("/home/ann/.local/share/gin_desktop/gin-desktop"),
     PurePosixPath("/home/ann/.local/share/gin-desktop")),
    (PureWindowsPath("C:/Users/Ann/AppData/Roaming/gin_desktop/gin-desktop"),
     PureWindowsPath("C:/Users/Ann/AppData/Roaming/gin-desktop")),
    (PurePosixPath("/Users/ann/Library/Application Support/gin_desktop/gin-desktop"),
     PurePosixPath("/Users/ann/Library/Application Support/gin-desktop")),
    # Not nested under the organisation (no organisation set): already one level.
    (PurePosixPath("/home/ann/.local/share/gin-desktop"),
     PurePosixPath("/home/ann/.local/share/gin-desktop")),
])
def test_the_games_folder_is_its_own_one_level_under_each_systems_base(
        location: PurePosixPath | PureWindowsPath,
        expected: PurePosixPath | PureWindowsPath) -> None:
    assert own_folder(location, ORGANISATION, APP_NAME) == expected


def test_everything_in_the_old_nested_folder_moves_to_the_new_one(tmp_path: Path) -> None:
    old = old_folder(tmp_path)
    new = tmp_path / APP_NAME
    assert settle(old, new, never_in_use) == new
    assert files_in(new) == PLAYER_FILES
    assert not (tmp_path / ORGANISATION).exists(), "the emptied organisation folder stays"


def test_the_organisation_folder_keeps_anything_else_in_it(tmp_path: Path) -> None:
    old = old_folder(tmp_path)
    (tmp_path / ORGANISATION / "notes.txt").write_text("mine")
    assert settle(old, tmp_path / APP_NAME, never_in_use) == tmp_path / APP_NAME
    assert (tmp_path / ORGANISATION / "notes.txt").read_text() == "mine"


def test_a_move_that_fails_keeps_the_old_folder_in_use_and_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    old = old_folder(tmp_path)

    def refuse(source: object, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    assert settle(old, tmp_path / APP_NAME, never_in_use) == old
    assert files_in(old) == PLAYER_FILES


def test_a_folder_a_running_copy_holds_is_not_moved(tmp_path: Path) -> None:
    old = old_folder(tmp_path)
    assert settle(old, tmp_path / APP_NAME, lambda folder: True) == old
    assert files_in(old) == PLAYER_FILES
    assert not (tmp_path / APP_NAME).exists()


def test_when_both_folders_hold_data_neither_overwrites_the_other(tmp_path: Path) -> None:
    """An older version played after the move: its folder is left as it is."""
    old = old_folder(tmp_path)
    new = tmp_path / APP_NAME
    new.mkdir()
    (new / "current-match.json").write_bytes(b"the newer version's")
    assert settle(old, new, never_in_use) == new
    assert files_in(old) == PLAYER_FILES
    assert files_in(new) == {"current-match.json": b"the newer version's"}


def test_an_empty_new_folder_does_not_stop_the_move(tmp_path: Path) -> None:
    old = old_folder(tmp_path)
    new = tmp_path / APP_NAME
    new.mkdir()
    assert settle(old, new, never_in_use) == new
    assert files_in(new) == PLAYER_FILES


def _data_dir_in(home: Path) -> subprocess.CompletedProcess[str]:
    probe = (
        "from PySide6.QtCore import QCoreApplication\n"
        "from gin_desktop.command_line import APP_NAME, ORGANISATION\n"
        "from gin_desktop.app import storage\n"
        "QCoreApplication.setOrganizationName(ORGANISATION)\n"
        "QCoreApplication.setApplicationName(APP_NAME)\n"
        "app = QCoreApplication([])\n"
        "print(storage.data_dir())\n"
    )
    env = {key: value for key, value in os.environ.items()
           if key not in ("GIN_DESKTOP_DATA_DIR", "XDG_DATA_HOME")}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "share"),
               PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-c", probe], env=env,
                          capture_output=True, text=True, check=True, timeout=60)


@pytest.mark.skipif(sys.platform != "linux", reason="XDG_DATA_HOME is Linux's base")
def test_the_game_opens_its_own_folder_with_an_earlier_versions_data_in_it(
        tmp_path: Path) -> None:
    old = old_folder(tmp_path / "share")
    done = _data_dir_in(tmp_path)
    assert Path(done.stdout.strip()) == tmp_path / "share" / APP_NAME
    assert files_in(tmp_path / "share" / APP_NAME) == PLAYER_FILES
    assert not old.exists()


@pytest.mark.skipif(sys.platform != "linux", reason="XDG_DATA_HOME is Linux's base")
def test_a_fresh_player_gets_the_one_level_folder(tmp_path: Path) -> None:
    done = _data_dir_in(tmp_path)
    assert Path(done.stdout.strip()) == tmp_path / "share" / APP_NAME
    assert not (tmp_path / "share" / ORGANISATION).exists()


def test_a_running_copys_lock_keeps_its_folder_where_it_is(tmp_path: Path) -> None:
    """The lock of an earlier version's copy still playing: held, so not moved (that copy
    would go on writing its match where it was)."""
    from gin_desktop.app.one_copy import take_lock

    old = tmp_path / ORGANISATION / APP_NAME
    old.mkdir(parents=True)
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time\nfrom pathlib import Path\n"
         "from gin_desktop.app.one_copy import take_lock\n"
         "lock, _ = take_lock(Path(sys.argv[1]))\nprint('locked', flush=True)\n"
         "sys.stdin.read()\n", str(old)],
        env={**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"},
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        assert data_folder.held_by_running_copy(old)
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)
    assert not data_folder.held_by_running_copy(old), "its process is gone: stale"
    lock, _ = take_lock(old)
    assert lock is not None
    lock.unlock()
