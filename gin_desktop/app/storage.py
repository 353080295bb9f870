"""Where the game keeps its files, and how it writes and reads them without losing any.

The match in progress lives in ``current-match.json`` in the data folder. Every write is
atomic (a temporary file in the same folder, flushed, fsynced, then renamed over the old
one), so a crash or a power cut leaves either the previous save or the new one, never half
of one. A finished match moves to ``archive/``. A file that cannot be read is never deleted:
it is renamed aside (``current-match.json.damaged-20261130-051500Z``) and the game carries on.

A save that is damaged later, while the game is closed (a disk that fails, a hand edit),
would still lose the match: so each save keeps the one it replaces whole beside it
(``current-match.json.previous``), and a damaged save is replaced by that copy, a move
older, before a new match is dealt.

A save written by a newer version of the game is not damaged: it is left exactly where it
is, for that version to find again, and this version keeps its own match beside it
(``current-match.schema-4.json``: named after the newest save this version reads, so that
no version ever finds there a save it cannot read) until the newer one is used again. A
release of the same schema but a newer deck keeps its own match under that name too: then
this version keeps its own under a name that also says its deck
(``current-match.schema-4.deck-2.json``).

No Qt here except ``data_dir``'s fallback to ``data_folder`` (Qt's standard places),
imported on demand.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import re
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from gin_desktop.engine import (
    DECK_VERSIONS, Match, SaveFileError, SaveProblem, load_match, match_to_json,
)
from gin_desktop.engine.serialize import MAX_FILE_BYTES, SCHEMA_VERSION

#: Environment variable naming the data folder (tests and the self-test use it).
DATA_DIR_ENV = "GIN_DESKTOP_DATA_DIR"
SAVE_NAME = "current-match.json"
#: This version's own match while ``SAVE_NAME`` holds a newer version's.
OWN_SAVE_NAME = f"current-match.schema-{SCHEMA_VERSION}.json"
#: Where this version keeps its own match, in order, while each name before holds a newer
#: version's: a newer deck's release of this schema writes ``OWN_SAVE_NAME`` as its own.
OWN_SAVE_NAMES = (OWN_SAVE_NAME,
                  f"current-match.schema-{SCHEMA_VERSION}.deck-{max(DECK_VERSIONS)}.json")
ARCHIVE_DIR = "archive"
#: The key in a save's ``extra`` object that this module owns (the match's identity).
PERSISTENCE_KEY = "persistence"
#: What the copy of the save before the last one adds to the save's name.
PREVIOUS_SUFFIX = ".previous"
MAX_SAVE_BYTES = MAX_FILE_BYTES
MAX_MATCH_ID_CHARS = 64

Clock = Callable[[], float]


class DamagedSaveError(SaveFileError):
    """A save file that could not be loaded; ``kept_as`` is where it was moved aside."""

    def __init__(self, message: str, path: Path, kept_as: Path | None = None,
                 kind: SaveProblem = SaveProblem.DAMAGED) -> None:
        super().__init__(message, kind)
        self.path = path
        self.kept_as = kept_as


class NewerSaveError(DamagedSaveError):
    """A save written by a newer version of the game: left where it is, untouched."""


def data_dir_path() -> Path:
    """Where saves and statistics go: ``$GIN_DESKTOP_DATA_DIR`` or the game's own folder in
    Qt's standard place (``data_folder``: earlier versions' data moved into it), whether or
    not it exists yet (a message that it could not be made names it)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    from .data_folder import standard_data_dir

    return standard_data_dir()


def data_dir() -> Path:
    """The folder for saves and statistics (``data_dir_path``), created if missing."""
    folder = data_dir_path()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _fsync_dir(folder: Path) -> None:
    # The rename itself is only durable once the directory entry is on disk (POSIX only:
    # Windows cannot open a directory for fsync, and NTFS journals the rename).
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves the old file or the new one."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as temp:
            temp.write(data)
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_dir(folder)


def atomic_write_text(path: Path, text: str) -> None:
    """``atomic_write_bytes`` of ``text`` in UTF-8."""
    atomic_write_bytes(path, text.encode("utf-8"))


def timestamp(clock: Clock = time.time) -> str:
    """Universal time as ``20261130-051500Z``: safe in every file system, and sorts in
    the order things happened even when the computer's time zone changed in between
    (a local time put an evening's match after the next morning's)."""
    return time.strftime("%Y%m%d-%H%M%SZ", time.gmtime(clock()))


#: What no file name may hold on some system (Windows' reserved characters, a folder's
#: separator), and the most characters of a match's words in its archived name.
_NOT_IN_NAMES: Final = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]+')
_MOST_ABOUT_CHARS: Final = 80


def archive_name(stamp: str, label: str, about: str = "") -> str:
    """An archived match's file name without its suffix: "match-<stamp>-<label>", with
    ``about`` (the match in words) before the label, made safe for any file system and
    cut short at a word: "match-20261204-134700Z-Gin Rummy (Hollywood), Ana 120 ·
    Computer 85-finished". The file dialog of Review a saved match listed only times
    and "finished", which said nothing of which match each was. Names still start with
    "match-" and end with the label, as older saves' do."""
    words = " ".join(_NOT_IN_NAMES.sub(" ", about).split())
    if len(words) > _MOST_ABOUT_CHARS:
        words = words[:_MOST_ABOUT_CHARS + 1].rsplit(" ", 1)[0] + "…"
    words = words.rstrip(" .")
    return f"match-{stamp}-{words}-{label}" if words else f"match-{stamp}-{label}"


def _free_name(folder: Path, name: str, suffix: str = "") -> Path:
    candidate = folder / f"{name}{suffix}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{name}-{number}{suffix}"
        number += 1
    return candidate


def set_aside(path: Path, reason: str = "damaged", clock: Clock = time.time) -> Path:
    """Rename ``path`` to ``<name>.<reason>-<timestamp>`` beside it; return the new path.

    Never deletes: a file that could not be read may still be rescued by hand.
    """
    target = _free_name(path.parent, f"{path.name}.{reason}-{timestamp(clock)}")
    os.replace(path, target)
    _fsync_dir(path.parent)
    return target


def read_limited(path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of ``path``, refusing (SaveFileError) a file larger than ``limit``.

    Reads at most ``limit + 1`` bytes, so a hostile multi-gigabyte file costs nothing,
    and only a regular file: a pipe or a device in its place would block or never end.
    """
    if path.exists() and not path.is_file() and not path.is_dir():
        raise SaveFileError("it is not a regular file", SaveProblem.NOT_A_FILE)
    with path.open("rb") as file:
        data = file.read(limit + 1)
    if len(data) > limit:
        raise SaveFileError(f"the file is too large (over {limit} bytes)",
                            SaveProblem.TOO_LARGE)
    return data


@dataclass(frozen=True)
class LoadedSave:
    """A save that loaded: the replayed match and the app's ``extra`` data."""

    match: Match
    extra: dict[str, Any]
    #: Why the save itself could not be read, when this is its copy from before the last
    #: save (``PREVIOUS_SUFFIX``), put in its place; None for the save itself.
    replaced: DamagedSaveError | None = None

    @property
    def match_id(self) -> str | None:
        """The identity this module gave the match when it was first saved, if valid."""
        own = self.extra.get(PERSISTENCE_KEY)
        if not isinstance(own, dict):
            return None
        match_id = own.get("id")
        if isinstance(match_id, str) and 0 < len(match_id) <= MAX_MATCH_ID_CHARS:
            return match_id
        return None

    @property
    def setup_data(self) -> object:
        """The app's game setup as saved (validated by ``GameSetup.from_dict``)."""
        return self.extra.get("setup")


def parse_save(data: bytes | str) -> LoadedSave:
    """Parse and replay a save; raise ``SaveFileError`` (only) for anything unreadable."""
    try:
        match, extra = load_match(data)
    except SaveFileError:
        raise
    except RecursionError:
        raise SaveFileError("the file is nested too deeply to be a save") from None
    except ValueError as exc:
        # json refuses, for instance, integers of more than 4300 digits with a plain
        # ValueError; any other ValueError is also a file the engine cannot use.
        raise SaveFileError(f"the file holds a value the game cannot use ({exc})") from None
    except (TypeError, KeyError, IndexError, AttributeError, ArithmeticError) as exc:
        # The engine checks every field's type; this is the promise kept should a check
        # ever be missed: a wrongly typed value is a file the game cannot use.
        raise SaveFileError(f"the file holds a value of the wrong kind ({exc!r})") from None
    return LoadedSave(match, extra)


def save_text(match: Match, extra: dict[str, Any], match_id: str) -> str:
    """The engine JSON of ``match`` with the app's ``extra`` data and, in it, the match's
    identity (``extra["persistence"]["id"]``), built in one pass."""
    return match_to_json(match, extra={**extra, PERSISTENCE_KEY: {"id": match_id}})


class SaveStore:
    """The match in progress and the archive of finished ones, in ``folder``."""

    def __init__(self, folder: Path, clock: Clock = time.time) -> None:
        self.folder = folder
        self.clock = clock
        self.name = SAVE_NAME

    @property
    def path(self) -> Path:
        return self.folder / self.name

    def keep_own_match_apart(self) -> bool:
        """From now on, read and write this version's own match under the next of
        ``OWN_SAVE_NAMES``: the file in use is a newer version's, which must find it again
        as it left it. False, the name unchanged, when there is no next one."""
        names = (SAVE_NAME, *OWN_SAVE_NAMES)
        following = names.index(self.name) + 1
        if following == len(names):
            return False
        self.name = names[following]
        return True

    @property
    def archive_dir(self) -> Path:
        return self.folder / ARCHIVE_DIR

    def exists(self) -> bool:
        return self.path.exists()

    @property
    def previous_path(self) -> Path:
        """The save before the last one, kept whole in case the last is damaged later."""
        return self.folder / f"{self.name}{PREVIOUS_SUFFIX}"

    def save(self, text: str) -> None:
        """Write the match in progress (atomically), keeping the save it replaces as
        ``previous_path``; the first save of a match keeps none (another match's copy
        there would be resumed in place of this one)."""
        if self.path.exists():
            self._keep_previous()
        else:
            self._drop_previous()
        atomic_write_text(self.path, text)

    def _drop_previous(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.previous_path)

    def _keep_previous(self) -> None:
        """Make ``previous_path`` the save as it is now: a second name for the same file
        (no copy of its bytes: the game saves after every move), which keeps the old file
        once the atomic write puts the new one under the save's name. Where the file
        system has no second names (FAT), a copy."""
        temp = self.folder / f".{self.previous_path.name}.link.tmp"
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        try:
            os.link(self.path, temp)
        except OSError:
            atomic_write_bytes(self.previous_path, self.path.read_bytes())
            return
        os.replace(temp, self.previous_path)

    def load(self) -> LoadedSave | None:
        """The match in progress, or None when there is no save.

        A save that cannot be read is moved aside; if the copy before it
        (``previous_path``) can be read, it takes the save's place and is returned, with
        ``replaced`` saying why; otherwise ``DamagedSaveError`` says why and where it went
        (the copy, unreadable too, is moved aside beside it). An I/O failure reading it is
        reported the same way. A save of a newer version is left where it is:
        ``NewerSaveError``.
        """
        try:
            return self._read(self.path)
        except NewerSaveError:
            raise
        except DamagedSaveError as exc:
            damaged = self._damaged(exc)
        copy = self._previous_in_place(damaged)
        if copy is None:
            raise damaged
        return copy

    def _read(self, path: Path) -> LoadedSave | None:
        """``path`` parsed; None when it does not exist, ``DamagedSaveError`` (not moved
        aside) or ``NewerSaveError`` when it cannot be used."""
        try:
            data = read_limited(path)
        except FileNotFoundError:
            return None
        except SaveFileError as exc:
            raise DamagedSaveError(str(exc), path, None, exc.kind) from None
        except OSError as exc:
            raise DamagedSaveError(f"it could not be read ({exc.strerror or exc})", path,
                                   None, SaveProblem.UNREADABLE) from None
        try:
            return parse_save(data)
        except SaveFileError as exc:
            if exc.kind is SaveProblem.NEWER:
                raise NewerSaveError(str(exc), path, None, exc.kind) from None
            raise DamagedSaveError(str(exc), path, None, exc.kind) from None

    def _damaged(self, exc: DamagedSaveError) -> DamagedSaveError:
        kept: Path | None
        try:
            kept = set_aside(self.path, "damaged", self.clock)
        except OSError:
            kept = None
        return DamagedSaveError(str(exc), self.path, kept, exc.kind)

    def _previous_in_place(self, damaged: DamagedSaveError) -> LoadedSave | None:
        """The copy before the damaged save, moved to the save's name, when it can be read
        (and the damaged save was moved aside, not to be written over); None otherwise,
        the copy moved aside as damaged too, never deleted."""
        if damaged.kept_as is None:
            return None
        try:
            copy = self._read(self.previous_path)
        except DamagedSaveError:  # a newer version's copy too: not this one's match
            with contextlib.suppress(OSError):
                set_aside(self.previous_path, "damaged", self.clock)
            return None
        if copy is None:
            return None
        try:
            os.replace(self.previous_path, self.path)
            _fsync_dir(self.folder)
        except OSError:
            return None
        return dataclasses.replace(copy, replaced=damaged)

    def fall_back(self, problem: SaveFileError) -> LoadedSave:
        """The save reads but cannot be used (``problem``: its game setup, say): it is
        moved aside as damaged and the copy before it takes its place, as for a save that
        does not read (``load``), the copy returned with ``replaced`` saying why. Raises
        ``DamagedSaveError`` when the copy cannot stand in (it is moved aside too, never
        deleted)."""
        damaged = self._damaged(DamagedSaveError(str(problem), self.path, None, problem.kind))
        copy = self._previous_in_place(damaged)
        if copy is None:
            raise damaged
        return copy

    def set_aside(self, reason: str = "damaged") -> Path | None:
        """Move the current save aside (for a save that loads but cannot be used). The
        copy before it goes: an older state of the match kept whole aside, it would be
        resumed in place of the next match should that one's first save be damaged."""
        self._drop_previous()
        if not self.path.exists():
            return None
        return set_aside(self.path, reason, self.clock)

    def archive(self, label: str = "finished", text: str | None = None,
                about: str = "") -> Path | None:
        """Move the current save (or write ``text``) into ``archive/``; remove the current.
        ``about``: which match it is in words (its game, players and scores), put in the
        file's name (``archive_name``) for a player choosing among them.

        Returns the archived file, or None when there was nothing to archive.
        """
        self.archive_dir.mkdir(parents=True, exist_ok=True)
        # The copy before the save goes first: left behind the archived match, it would
        # be resumed should the next match's first save be damaged.
        self._drop_previous()
        target = _free_name(self.archive_dir, archive_name(timestamp(self.clock), label, about),
                            ".json")
        if text is not None:
            atomic_write_text(target, text)
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.path)
            _fsync_dir(self.folder)
            return target
        if not self.path.exists():
            return None
        os.replace(self.path, target)
        _fsync_dir(self.archive_dir)
        _fsync_dir(self.folder)
        return target

    def remove_stale_temporaries(self, max_age: float = 60.0) -> int:
        """Delete temporaries a killed write left behind (older than ``max_age`` seconds,
        so that another running copy's write in progress is left alone)."""
        removed = 0
        for temp in [temp for name in (SAVE_NAME, *OWN_SAVE_NAMES)
                     for temp in self.folder.glob(f".{name}.*.tmp")]:
            try:
                if self.clock() - temp.stat().st_mtime > max_age:
                    temp.unlink()
                    removed += 1
            except OSError:
                continue
        return removed

    def archived(self) -> list[Path]:
        """Archived saves, oldest first."""
        if not self.archive_dir.is_dir():
            return []
        return sorted(self.archive_dir.glob("match-*.json"))
