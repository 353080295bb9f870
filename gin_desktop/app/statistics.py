"""The statistics database: every finished hand and match, from the human seat's side.

SQLite through the standard library, WAL mode, schema versioned with ``PRAGMA
user_version``: ``MIGRATIONS[i]`` is the list of SQL steps that takes version ``i`` to
``i + 1``. A database that is not ours, is damaged or comes from a newer version of the game
is moved aside (never deleted) and a fresh one is created; ``Statistics.open`` returns a
one-line notice saying so.

Rows are written idempotently (a match by its id, a hand by match id and hand number), so a
game killed between an action and its statistics, then resumed, records everything once.

No Qt here.
"""

from __future__ import annotations

import contextlib
import csv
import errno
import json
import math
import os
import sqlite3
import time
import uuid
from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from datetime import UTC, datetime
from pathlib import Path

from gin_desktop.engine import HandDealt, Match, ResultKind, RuleSet

from .storage import Clock, set_aside

STATS_NAME = "statistics.sqlite3"
#: A statistics file larger than this is not one the game wrote (about a million hands).
MAX_DB_BYTES = 512 * 1024 * 1024
RECENT_FORM = 10
CHART_MATCHES = 200

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: matches and hands. STRICT tables: a value of the wrong type is refused on write,
    # so reading never meets text where a number belongs.
    (
        """CREATE TABLE matches (
            match_id TEXT PRIMARY KEY,
            started_at TEXT NOT NULL,
            finished_at TEXT,
            mode TEXT NOT NULL,
            preset TEXT NOT NULL,
            opponent TEXT NOT NULL,
            human_seat INTEGER NOT NULL,
            deal_number INTEGER NOT NULL,
            result TEXT NOT NULL
                CHECK (result IN ('playing', 'win', 'loss', 'abandoned')),
            points_for INTEGER NOT NULL,
            points_against INTEGER NOT NULL,
            hands INTEGER NOT NULL,
            knocks INTEGER NOT NULL,
            gins INTEGER NOT NULL,
            undercuts INTEGER NOT NULL,
            duration REAL NOT NULL
        ) STRICT""",
        """CREATE TABLE hands (
            match_id TEXT NOT NULL,
            hand_number INTEGER NOT NULL,
            deal_number INTEGER NOT NULL,
            finished_at TEXT NOT NULL,
            role TEXT NOT NULL CHECK (role IN ('player', 'advisor')),
            result TEXT NOT NULL CHECK (result IN ('win', 'loss', 'draw')),
            kind TEXT NOT NULL,
            knocked INTEGER NOT NULL,
            points INTEGER NOT NULL,
            duration REAL NOT NULL,
            PRIMARY KEY (match_id, hand_number)
        ) STRICT""",
        "CREATE INDEX matches_by_finish ON matches (result, finished_at)",
    ),
    # 2: accuracy, per hand the person played: how many decisions, and the expected points
    # they gave away against the best choice (gin_desktop/review.py).
    (
        """CREATE TABLE accuracy (
            match_id TEXT NOT NULL,
            hand_number INTEGER NOT NULL,
            decisions INTEGER NOT NULL CHECK (decisions >= 0),
            points_lost REAL NOT NULL CHECK (points_lost >= 0),
            PRIMARY KEY (match_id, hand_number)
        ) STRICT""",
    ),
    # 3: each match's rules (``rules_text``), so that matches under different changed
    # rules are told apart; '' for the matches recorded before: their rules are unknown.
    (
        "ALTER TABLE matches ADD COLUMN rules TEXT NOT NULL DEFAULT ''",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)

MATCH_COLUMNS = ("match_id", "started_at", "finished_at", "mode", "preset", "opponent",
                 "human_seat", "deal_number", "result", "points_for", "points_against",
                 "hands", "knocks", "gins", "undercuts", "duration", "rules")
HAND_COLUMNS = ("match_id", "hand_number", "deal_number", "finished_at", "role", "result",
                "kind", "knocked", "points", "duration")
#: Columns of ``export_csv``: one row per hand, with its match's description. New columns
#: go at the end: spreadsheets and scripts read the others by position. ``knocked`` is 1
#: when the person ended the hand, by a knock or by going gin; ``kind`` says which
#: (knock, gin, big_gin, undercut, tie, drawn, repetition): the window's Knocks row counts
#: knocked hands whose kind is not gin or big_gin, its Gins row the gins won. ``opponent``
#: is the other seats' levels joined by '+', 'unknown' for a computer whose level a
#: resumed save did not say (``UNKNOWN_LEVEL``). ``match_unfinished`` is 1 for a match that
#: did not end (``match_result`` 'abandoned': left for a new game; 'playing': being
#: played), 0 for one won or lost; ``match_points_for`` and ``match_points_against`` are
#: its score: the final one, or where it stood when left (as of its last hand recorded,
#: for the match being played). The three are empty for a hand whose match is not recorded.
CSV_COLUMNS = ("match_id", "match_started_at", "mode", "preset", "opponent",
               "match_result", "hand_number", "deal_number", "finished_at", "role",
               "result", "kind", "knocked", "points", "duration", "rules",
               "match_unfinished", "match_points_for", "match_points_against")


@dataclass(frozen=True)
class AccuracyPoint:
    """One match's accuracy: the points lost per decision over its reviewed hands."""

    match_id: str
    started_at: str
    decisions: int
    points_lost: float
    # False for the match still being played: the chart says so, beside "0 played".
    finished: bool = True
    # The match's number as the statistics count the person's finished matches (the
    # margin chart's); the match being played has the next.
    number: int = 0

    @property
    def per_decision(self) -> float:
        return self.points_lost / self.decisions if self.decisions else 0.0


class StatisticsProblem(StrEnum):
    """What kind of trouble the statistics file is in, for a message in the player's words.
    The first three say nothing against the file: it is kept where it is."""

    LOCKED = "locked"          # another program holds it
    FULL = "full"              # the disk is full
    NO_ACCESS = "no_access"    # it cannot be opened or written (permissions, I/O)
    NEWER = "newer"            # written by a newer version of the game
    TOO_LARGE = "too_large"
    DAMAGED = "damaged"        # not a database this game can use


#: SQLite's words for a database it cannot reach now, and what each says.
_UNREACHABLE_WORDS = (("locked", StatisticsProblem.LOCKED), ("busy", StatisticsProblem.LOCKED),
                      ("full", StatisticsProblem.FULL),
                      ("readonly", StatisticsProblem.NO_ACCESS),
                      ("read-only", StatisticsProblem.NO_ACCESS),
                      ("unable to open", StatisticsProblem.NO_ACCESS),
                      ("disk i/o", StatisticsProblem.NO_ACCESS))


class StatisticsFileError(Exception):
    """The statistics file is not a database this version of the game can use."""

    def __init__(self, message: str,
                 kind: StatisticsProblem = StatisticsProblem.DAMAGED) -> None:
        super().__init__(message)
        self.kind = kind


def problem_of(exc: BaseException) -> StatisticsProblem:
    """What kind of trouble ``exc``, raised opening or writing the statistics, tells of."""
    if isinstance(exc, StatisticsFileError):
        return exc.kind
    if isinstance(exc, OSError):
        return (StatisticsProblem.FULL if exc.errno in (errno.ENOSPC, errno.EDQUOT)
                else StatisticsProblem.NO_ACCESS)
    if isinstance(exc, sqlite3.OperationalError):
        text = str(exc).lower()
        for word, kind in _UNREACHABLE_WORDS:
            if word in text:
                return kind
    return StatisticsProblem.DAMAGED


#: The problems that leave the file where it is.
_UNREACHABLE = frozenset((StatisticsProblem.LOCKED, StatisticsProblem.FULL,
                          StatisticsProblem.NO_ACCESS))


@dataclass(frozen=True)
class OpenProblem:
    """Why the statistics file could not be used, and what was done about it."""

    reason: str
    #: Where the unusable file was moved (None: it was not, or there was none).
    kept_as: Path | None
    #: No usable file: the statistics of this session live in memory only.
    in_memory: bool
    #: What kind of trouble the file was in.
    kind: StatisticsProblem = StatisticsProblem.DAMAGED

    def message(self) -> str:
        """The problem in one line (English; the app shows a translated equivalent)."""
        if self.kept_as is not None and not self.in_memory:
            return (f"The statistics file could not be read ({self.reason}); it was kept as "
                    f"{self.kept_as.name} and a new one was started.")
        if self.kept_as is not None:
            return (f"The statistics file could not be read ({self.reason}); it was kept as "
                    f"{self.kept_as.name}; statistics are kept for this session only.")
        return (f"The statistics file could not be used ({self.reason}); statistics are "
                f"kept for this session only.")


def now_iso(clock: Clock = time.time) -> str:
    """UTC time in ISO 8601 to the second, as stored in the database."""
    return datetime.fromtimestamp(clock(), UTC).isoformat(timespec="seconds")


def new_match_id() -> str:
    return uuid.uuid4().hex


# ------------------------------------------------------------------------- records
@dataclass(frozen=True)
class MatchRecord:
    """A match from the human seat's side (``result`` 'playing' while it goes on)."""

    match_id: str
    started_at: str
    finished_at: str | None
    mode: str
    preset: str
    opponent: str
    human_seat: int
    deal_number: int
    result: str
    points_for: int
    points_against: int
    hands: int
    #: The hands the person ended, gins included (the window shows none of this column:
    #: its Knocks row counts ``hands`` rows, gins left out; see ``Statistics.summary``).
    knocks: int
    gins: int
    undercuts: int
    duration: float = 0.0
    #: The match's rules as ``rules_text`` wrote them ('' when not known: older records).
    rules: str = ""

    @property
    def margin(self) -> int:
        return self.points_for - self.points_against


@dataclass(frozen=True)
class HandRecord:
    """One finished hand from the human seat's side.

    ``role`` is 'advisor' for a three-hand player sitting out (the team's result counts);
    ``points`` is signed: what the human's side scored, negative when the other side did.
    """

    match_id: str
    hand_number: int
    deal_number: int
    finished_at: str
    role: str
    result: str
    kind: str
    knocked: bool
    points: int
    duration: float = 0.0


def rules_text(rules: RuleSet) -> str:
    """The rules of a match as stored: ``RuleSet.to_dict`` as JSON, keys sorted, so that
    equal rules are equal text (and ``RuleSet.from_dict`` reads them back)."""
    return json.dumps(rules.to_dict(), sort_keys=True, separators=(",", ":"))


def rules_key(preset: str, rules: str) -> str:
    """What tells one kind of game from another in the win rates: nothing for a preset
    played as it is ('': its name says it all, whether its rules were recorded or not); for
    changed rules, their options without the name ("custom") and without dealing the
    sitter, which is how the three-hand game is dealt, not a change of rules (the New game
    dialog does not call it one). Unreadable or unknown rules stay as they are."""
    if preset != "custom" or not rules:
        return ""
    try:
        data = json.loads(rules)
    # RecursionError: nested deeper than json reads (a damaged file). One such match
    # made the whole summary unreadable.
    except (ValueError, RecursionError):
        return rules
    if not isinstance(data, dict):
        return rules
    data.pop("name", None)
    data.pop("sitter_dealt", None)
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


#: The opponent level recorded for a computer whose level a resumed match's save did not
#: say (``setup_repair``): it plays on at a default level, but the match's hands before the
#: save were played at another, so the match counts under neither.
UNKNOWN_LEVEL = "unknown"


def opponent_label(levels: Sequence[str], human_seat: int,
                   unknown_seats: Collection[int] = ()) -> str:
    """The other seats' levels: 'standard', or 'easy+expert' in a three-hand match; a seat
    of ``unknown_seats`` is ``UNKNOWN_LEVEL``, whatever level it plays at now."""
    others = [UNKNOWN_LEVEL if seat in unknown_seats else str(level)
              for seat, level in enumerate(levels) if seat != human_seat]
    return "+".join(others) if others else "none"


def _players_by_hand(match: Match) -> dict[int, tuple[int, int]]:
    return {e.hand_number: (e.dealer, e.non_dealer)
            for e in match.events if isinstance(e, HandDealt)}


def hand_records(match: Match, match_id: str, human_seat: int, finished_at: str,
                 durations: dict[int, float] | None = None,
                 first_hand: int = 1) -> list[HandRecord]:
    """A record for every finished hand of ``match`` from hand ``first_hand`` on (all of
    ``match.results`` unless the statistics were reset during the match)."""
    players = _players_by_hand(match)
    records: list[HandRecord] = []
    for result in match.results:
        if result.hand_number < first_hand:
            continue
        dealer, non_dealer = players.get(result.hand_number, (result.dealer, -1))
        if human_seat in (dealer, non_dealer):
            role, side = "player", human_seat
        else:
            # Sitting out: on the captain's team; the box always deals (RULES.md 3-hand).
            role, side = "advisor", non_dealer
        if result.winner is None:
            outcome, points = "draw", 0
        elif result.winner == side:
            outcome, points = "win", result.points
        else:
            outcome, points = "loss", -result.points
        records.append(HandRecord(
            match_id=match_id, hand_number=result.hand_number,
            deal_number=result.deal_number, finished_at=finished_at, role=role,
            result=outcome, kind=result.kind.value, knocked=result.knocker == human_seat,
            points=points, duration=(durations or {}).get(result.hand_number, 0.0)))
    return records


def standing_totals(match: Match) -> list[int]:
    """Each seat's points in a match not over, counted as its final totals will be: in
    Hollywood the three games' scores summed (RULES.md Hollywood Gin: a hand scores in every
    game it counts in; ``match.scores`` counts it once, which is no score of the game),
    the bonuses of its end not yet; in the other variants the score."""
    if match.rules.hollywood:
        return [sum(game[seat] for game in match.game_scores)
                for seat in range(len(match.scores))]
    return list(match.scores)


def match_record(match: Match, match_id: str, human_seat: int, levels: Sequence[str],
                 started_at: str, finished_at: str | None = None,
                 abandoned: bool = False, first_hand: int = 1,
                 unknown_seats: Collection[int] = ()) -> MatchRecord:
    """The match as it stands: 'win'/'loss' when over, else 'playing' (or 'abandoned').

    Its hands, knocks, gins and undercuts are those from hand ``first_hand`` on (the
    statistics were reset during the match); its score and result are the match's own.
    ``unknown_seats``: the computers whose level is not known (``opponent_label``).
    """
    seats = range(len(match.scores))
    if match.winner is not None:
        result = "win" if match.winner == human_seat else "loss"
        totals = list(match.totals)
    else:
        result = "abandoned" if abandoned else "playing"
        totals = standing_totals(match)
        finished_at = finished_at if abandoned else None
    others = [totals[s] for s in seats if s != human_seat]
    counted = [r for r in match.results if r.hand_number >= first_hand]
    mine = [r for r in counted if r.winner == human_seat]
    return MatchRecord(
        match_id=match_id, started_at=started_at, finished_at=finished_at,
        mode=match.mode, preset=match.rules.name,
        opponent=opponent_label(levels, human_seat, unknown_seats),
        rules=rules_text(match.rules),
        human_seat=human_seat, deal_number=match.seed, result=result,
        points_for=totals[human_seat], points_against=max(others, default=0),
        hands=len(counted),
        knocks=sum(1 for r in counted if r.knocker == human_seat),
        gins=sum(1 for r in mine if r.kind in (ResultKind.GIN, ResultKind.BIG_GIN)),
        undercuts=sum(1 for r in mine if r.kind is ResultKind.UNDERCUT))


# ------------------------------------------------------------------------ summary
@dataclass(frozen=True)
class WinRate:
    """Finished matches against one opponent level in one variant: a preset as it is, or
    one set of changed rules (``rules``, as ``rules_key`` gives it; '' for a preset and for
    changed rules recorded before the rules were)."""

    mode: str
    preset: str
    opponent: str
    matches: int
    wins: int
    rules: str = ""

    @property
    def rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0


@dataclass(frozen=True)
class Summary:
    """Everything the statistics window shows."""

    matches: int = 0
    wins: int = 0
    hands: int = 0
    hands_won: int = 0
    #: The three-hand hands the person sat out (recorded as the captain's adviser): not in
    #: ``hands`` nor any figure of hands played, but said beside them.
    hands_sat_out: int = 0
    #: The person's knocks, gins not included (they are ``gins``), and their opponents' in
    #: the hands they played.
    knocks: int = 0
    knocks_against: int = 0
    gins: int = 0
    gins_against: int = 0
    undercuts: int = 0
    undercuts_against: int = 0
    win_rates: tuple[WinRate, ...] = ()
    best: MatchRecord | None = None
    worst: MatchRecord | None = None
    #: The last ``RECENT_FORM`` finished matches, oldest first.
    recent: tuple[MatchRecord, ...] = ()
    #: The last ``CHART_MATCHES`` finished matches, oldest first (for the chart).
    history: tuple[MatchRecord, ...] = ()
    #: The matches left for a new game before their end, with a hand counted, and the
    #: points scored in them: the person's, and the best opponent's in each. Not in the
    #: figures above (their hands are in the hands' figures).
    unfinished: int = 0
    unfinished_for: int = 0
    unfinished_against: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0


# ----------------------------------------------------------------------- database
def _sidecars(path: Path) -> list[Path]:
    return [Path(f"{path}{suffix}") for suffix in ("-wal", "-shm", "-journal")]


def _schema(conn: sqlite3.Connection) -> list[tuple[str, str, str]]:
    rows = conn.execute("SELECT type, name, sql FROM sqlite_master "
                        "WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").fetchall()
    return [(str(t), str(n), str(s)) for t, n, s in rows]


def _expected_schema(version: int = SCHEMA_VERSION) -> list[tuple[str, str, str]]:
    """The tables of a database at ``version``: the migrations applied to a blank one."""
    conn = sqlite3.connect(":memory:")
    try:
        for steps in MIGRATIONS[:version]:
            for step in steps:
                conn.execute(step)
        return _schema(conn)
    finally:
        conn.close()


#: How long a write waits for a lock another program holds. Writes are made on the
#: window's thread, which must not freeze: a write that finds the file locked is tried
#: again later (``Persistence.write_statistics``), so none is lost by giving up soon.
BRIEF_WAIT_MS = 100
#: How long opening the file may wait for it.
LONG_WAIT_MS = 5000
#: How long the writes still waiting may wait for the file as the game quits: those it
#: does not let through are kept for the next start (``statistics_pending``), so the game
#: need not linger, its window gone, before it can be started again.
QUIT_WAIT_MS = 1000


def _open_connection(target: str, uri: bool = False) -> sqlite3.Connection:
    conn = sqlite3.connect(target, timeout=LONG_WAIT_MS / 1000, isolation_level=None,
                           uri=uri)
    # Damaged pages can hold bytes that are not UTF-8: read them as text with a
    # replacement character instead of failing inside every query.
    conn.text_factory = lambda data: data.decode("utf-8", "replace")
    return conn


def _check(conn: sqlite3.Connection, integrity: bool) -> int:
    """The file's schema version, if it is a database this game can use; else raise."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if not isinstance(version, int) or version < 0:
        raise StatisticsFileError(f"unknown schema version {version!r}")
    if version > SCHEMA_VERSION:
        raise StatisticsFileError(
            f"it is from a newer version of the game (schema {version}; this version "
            f"reads {SCHEMA_VERSION})", StatisticsProblem.NEWER)
    if integrity:
        check = conn.execute("PRAGMA quick_check").fetchall()
        if [tuple(row) for row in check] != [("ok",)]:
            raise StatisticsFileError(f"the database is damaged ({str(check[0][0])[:80]})")
    if _schema(conn) != _expected_schema(version):
        raise StatisticsFileError("its tables are not the ones this game writes")
    return int(version)


def _migrate(conn: sqlite3.Connection, version: int) -> None:
    """WAL mode, then each migration after ``version`` in its own transaction."""
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    for target in range(version + 1, SCHEMA_VERSION + 1):
        conn.execute("BEGIN IMMEDIATE")
        try:
            for step in MIGRATIONS[target - 1]:
                conn.execute(step)
            conn.execute(f"PRAGMA user_version = {target:d}")
            conn.execute("COMMIT")
        except BaseException:
            try:
                conn.execute("ROLLBACK")
            except sqlite3.Error:
                pass  # nothing to roll back (the BEGIN itself failed): keep the first error
            raise


class Statistics:
    """The statistics database. Create with ``Statistics.open(path)``."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None) -> None:
        self._conn = conn
        self.path = path

    # ------------------------------------------------------------------ opening
    @classmethod
    def open(cls, path: Path, clock: Clock = time.time) -> tuple[Statistics, OpenProblem | None]:
        """Open (or create) the database at ``path``.

        Returns the database and None; or, when the file could not be used, a fresh
        database and what went wrong (the old file is kept aside, never deleted). If not
        even a fresh file can be created, the statistics live in memory for the session.
        """
        try:
            return cls._connect(path), None
        except (sqlite3.Error, StatisticsFileError, OSError, ValueError) as exc:
            reason = _describe(exc)
            kind = problem_of(exc)
        if not path.exists() or kind in _UNREACHABLE:
            # A file that is locked by another program, on a full disk or out of reach
            # is not damaged: it stays where it is, for the next start.
            return cls._connect(None), OpenProblem(reason, None, True, kind)
        try:
            kept = cls._set_aside(path, clock)
        except OSError as exc:
            reason = f"{reason}; moving it aside failed: {_describe(exc)}"
            return cls._connect(None), OpenProblem(reason, None, True, kind)
        try:
            fresh = cls._connect(path)
        except (sqlite3.Error, StatisticsFileError, OSError, ValueError) as exc:
            reason = f"{reason}; a new file failed too: {_describe(exc)}"
            return cls._connect(None), OpenProblem(reason, kept, True, kind)
        return fresh, OpenProblem(reason, kept, False, kind)

    @classmethod
    def temporary(cls) -> Statistics:
        """A database in memory, for a session that has no folder to keep one in."""
        return cls._connect(None)

    @staticmethod
    def _set_aside(path: Path, clock: Clock) -> Path:
        if not path.exists():
            raise FileNotFoundError(f"{path} cannot be created")
        kept = set_aside(path, "damaged", clock)
        # The journal files belong to the damaged file: left behind, SQLite would apply
        # them to the fresh one. They keep their suffix so the pair can be restored.
        for sidecar in _sidecars(path):
            if sidecar.exists():
                os.replace(sidecar, Path(f"{kept}{sidecar.name[len(path.name):]}"))
        return kept

    @classmethod
    def _connect(cls, path: Path | None) -> Statistics:
        if path is not None and path.exists():
            size = path.stat().st_size
            if size > MAX_DB_BYTES:
                raise StatisticsFileError(f"the file is too large ({size} bytes)",
                                          StatisticsProblem.TOO_LARGE)
            # Checked through a read-only connection first: a file that is not ours (or
            # its journal) must be kept exactly as it was, and closing a read-write
            # connection would checkpoint a journal into it.
            checker = _open_connection(f"{path.resolve().as_uri()}?mode=ro", uri=True)
            try:
                _check(checker, integrity=True)
            finally:
                checker.close()
        conn = _open_connection(":memory:" if path is None else str(path))
        try:
            version = _check(conn, integrity=False)
            _migrate(conn, version)
            # From here on the writes come while the person plays: wait a moment only.
            conn.execute(f"PRAGMA busy_timeout = {BRIEF_WAIT_MS}")
        except BaseException:
            conn.close()
            raise
        return cls(conn, path)

    @property
    def wait_ms(self) -> int:
        """How long a write waits for a lock another program holds (milliseconds)."""
        return int(self._conn.execute("PRAGMA busy_timeout").fetchone()[0])

    @wait_ms.setter
    def wait_ms(self, value: int) -> None:
        self._conn.execute(f"PRAGMA busy_timeout = {int(value)}")

    def close(self) -> None:
        self._conn.close()

    def after_failed_write(self, exc: BaseException) -> None:
        """After a write failed with ``exc``: where another program holds the file locked,
        wait a moment, no longer, from now on (a longer wait may have been asked for, as
        the game quits). A later write that gets through records the hands missed
        (``record`` is whole). Never raises: it is called while handling the failure."""
        if problem_of(exc) is StatisticsProblem.LOCKED:
            with contextlib.suppress(sqlite3.Error):
                self._conn.execute(f"PRAGMA busy_timeout = {BRIEF_WAIT_MS}")

    @property
    def in_memory(self) -> bool:
        return self.path is None

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield self._conn
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    # ------------------------------------------------------------------ writing
    def record(self, match: MatchRecord, hands: Iterable[HandRecord] = ()) -> None:
        """Insert or update ``match`` and insert ``hands`` not recorded yet (one transaction).

        A match keeps its first ``started_at``; its duration is the sum of its hands'.
        Raises ``sqlite3.Error`` on a write failure (a full disk, say).
        """
        columns = ", ".join(MATCH_COLUMNS)
        marks = ", ".join("?" for _ in MATCH_COLUMNS)
        updates = ", ".join(f"{c} = excluded.{c}" for c in MATCH_COLUMNS
                            if c not in ("match_id", "started_at", "duration"))
        with self._transaction() as conn:
            conn.executemany(
                f"INSERT INTO hands ({', '.join(HAND_COLUMNS)}) "
                f"VALUES ({', '.join('?' for _ in HAND_COLUMNS)}) "
                "ON CONFLICT (match_id, hand_number) DO NOTHING",
                [(h.match_id, h.hand_number, h.deal_number, h.finished_at, h.role, h.result,
                  h.kind, int(h.knocked), h.points, _finite(h.duration)) for h in hands])
            conn.execute(
                f"INSERT INTO matches ({columns}) VALUES ({marks}) "
                f"ON CONFLICT (match_id) DO UPDATE SET {updates}",
                tuple(_finite(getattr(match, c)) if c == "duration" else getattr(match, c)
                      for c in MATCH_COLUMNS))
            conn.execute("UPDATE matches SET duration = (SELECT COALESCE(SUM(duration), 0.0) "
                         "FROM hands WHERE hands.match_id = matches.match_id) "
                         "WHERE match_id = ?", (match.match_id,))

    def record_accuracy(self, match_id: str, hand_number: int, decisions: int,
                        points_lost: float) -> None:
        """The review of a hand: its decisions and the points they lost (again: replaced)."""
        with self._transaction() as conn:
            conn.execute("INSERT INTO accuracy (match_id, hand_number, decisions, points_lost) "
                         "VALUES (?, ?, ?, ?) ON CONFLICT (match_id, hand_number) DO UPDATE "
                         "SET decisions = excluded.decisions, "
                         "points_lost = excluded.points_lost",
                         (match_id, int(hand_number), max(0, int(decisions)),
                          max(0.0, points_lost) if math.isfinite(points_lost) else 0.0))

    def accuracy(self, limit: int = CHART_MATCHES) -> list[AccuracyPoint]:
        """Per match with reviewed hands, oldest first (the last ``limit``): the points lost
        per decision. Matches not recorded (yet) take the time of their first review. An
        abandoned match is left out, as from the count of matches played: the chart shows
        the finished matches and the one being played."""
        rows = self._conn.execute(
            "WITH numbered AS (SELECT match_id, ROW_NUMBER() OVER "
            "(ORDER BY finished_at, rowid) AS number FROM matches "
            "WHERE result IN ('win', 'loss')) "
            "SELECT a.match_id, COALESCE(m.started_at, ''), SUM(a.decisions), "
            "SUM(a.points_lost), COALESCE(m.result, 'playing') != 'playing', "
            "COALESCE(MAX(n.number), (SELECT COUNT(*) FROM numbered) + 1) "
            "FROM accuracy a LEFT JOIN matches m USING (match_id) "
            "LEFT JOIN numbered n USING (match_id) "
            "WHERE COALESCE(m.result, 'playing') != 'abandoned' "
            "GROUP BY a.match_id HAVING SUM(a.decisions) > 0 "
            "ORDER BY COALESCE(m.started_at, '') DESC, MIN(a.rowid) DESC LIMIT ?",
            (int(limit),)).fetchall()
        return [AccuracyPoint(str(m), str(t), int(d), float(p), bool(f), int(n))
                for m, t, d, p, f, n in rows][::-1]

    def reset(self) -> None:
        """Remove every recorded hand, match and review, in one transaction in this file:
        all of them or, when it fails (``sqlite3.Error``: locked, read-only, damaged),
        none. The file stays where it is, open."""
        with self._transaction() as conn:
            for table in ("hands", "accuracy", "matches"):
                conn.execute(f"DELETE FROM {table}")

    def abandon(self, match_id: str, finished_at: str) -> None:
        """Mark a match still 'playing' as abandoned (a new match was started over it)."""
        with self._transaction() as conn:
            conn.execute("UPDATE matches SET result = 'abandoned', finished_at = ? "
                         "WHERE match_id = ? AND result = 'playing'", (finished_at, match_id))

    # ------------------------------------------------------------------ reading
    def is_empty(self) -> bool:
        """Whether nothing is recorded that the window shows: no hand, no review, no
        finished match. A match only started (no hand finished yet) or left unfinished
        with none is no statistic of the player's."""
        row = self._conn.execute(
            "SELECT EXISTS (SELECT 1 FROM hands) OR EXISTS (SELECT 1 FROM accuracy) "
            "OR EXISTS (SELECT 1 FROM matches WHERE result NOT IN ('playing', 'abandoned'))"
        ).fetchone()
        return not row[0]

    def match(self, match_id: str) -> MatchRecord | None:
        row = self._conn.execute(f"SELECT {', '.join(MATCH_COLUMNS)} FROM matches "
                                 "WHERE match_id = ?", (match_id,)).fetchone()
        return MatchRecord(*row) if row else None

    def hands(self, match_id: str | None = None) -> list[HandRecord]:
        query = f"SELECT {', '.join(HAND_COLUMNS)} FROM hands"
        params: tuple[str, ...] = ()
        if match_id is not None:
            query += " WHERE match_id = ?"
            params = (match_id,)
        rows = self._conn.execute(query + " ORDER BY finished_at, match_id, hand_number",
                                  params).fetchall()
        return [HandRecord(**{**dict(zip(HAND_COLUMNS, row, strict=True)),
                              "knocked": bool(row[7])}) for row in rows]

    def finished_matches(self, limit: int | None = None) -> list[MatchRecord]:
        """Won or lost matches, oldest first (the last ``limit`` of them if given)."""
        query = (f"SELECT {', '.join(MATCH_COLUMNS)} FROM matches "
                 "WHERE result IN ('win', 'loss') ORDER BY finished_at DESC, rowid DESC")
        if limit is not None:
            query += f" LIMIT {int(limit):d}"
        rows = self._conn.execute(query).fetchall()
        return [MatchRecord(*row) for row in reversed(rows)]

    def summary(self) -> Summary:
        """Totals, win rates, best and worst match, recent form and the chart's history."""
        conn = self._conn
        matches, wins = conn.execute(
            "SELECT COUNT(*), COALESCE(SUM(result = 'win'), 0) FROM matches "
            "WHERE result IN ('win', 'loss')").fetchone()
        hand_row = conn.execute(
            "SELECT COUNT(*), "
            "COALESCE(SUM(result = 'win'), 0), "
            # Knocks apart from gins: the window lists both, and a gin counted in each row
            # read as two hands ended (RULES.md two-player 6 calls gin a knock; the
            # window's Knocks row says it leaves them out).
            "COALESCE(SUM(knocked AND kind NOT IN ('gin', 'big_gin')), 0), "
            "COALESCE(SUM(NOT knocked AND kind NOT IN ('drawn', 'repetition', 'gin', "
            "'big_gin')), 0), "
            "COALESCE(SUM(result = 'win' AND kind IN ('gin', 'big_gin')), 0), "
            "COALESCE(SUM(result = 'loss' AND kind IN ('gin', 'big_gin')), 0), "
            "COALESCE(SUM(result = 'win' AND kind = 'undercut'), 0), "
            "COALESCE(SUM(result = 'loss' AND kind = 'undercut'), 0) "
            "FROM hands WHERE role = 'player'").fetchone()
        sat_out = conn.execute("SELECT COUNT(*) FROM hands WHERE role = 'advisor'").fetchone()
        rates = _win_rates(conn.execute(
            "SELECT mode, preset, opponent, rules, COUNT(*), SUM(result = 'win') "
            "FROM matches WHERE result IN ('win', 'loss') "
            "GROUP BY mode, preset, opponent, rules"))
        best = conn.execute(
            f"SELECT {', '.join(MATCH_COLUMNS)} FROM matches WHERE result IN ('win', 'loss') "
            "ORDER BY points_for - points_against DESC, finished_at LIMIT 1").fetchone()
        # Ties go the other way round than for the best: two matches are never both.
        worst = conn.execute(
            f"SELECT {', '.join(MATCH_COLUMNS)} FROM matches WHERE result IN ('win', 'loss') "
            "ORDER BY points_for - points_against ASC, finished_at DESC LIMIT 1").fetchone()
        history = tuple(self.finished_matches(CHART_MATCHES))
        # A match left before any of its hands was counted has no statistic of its own.
        unfinished = conn.execute(
            "SELECT COUNT(*), COALESCE(SUM(points_for), 0), COALESCE(SUM(points_against), 0) "
            "FROM matches WHERE result = 'abandoned' AND hands > 0").fetchone()
        return Summary(
            matches=matches, wins=wins, hands=hand_row[0], hands_won=hand_row[1],
            hands_sat_out=sat_out[0],
            knocks=hand_row[2], knocks_against=hand_row[3], gins=hand_row[4],
            gins_against=hand_row[5], undercuts=hand_row[6], undercuts_against=hand_row[7],
            win_rates=rates,
            best=MatchRecord(*best) if best else None,
            worst=MatchRecord(*worst) if worst else None,
            recent=history[-RECENT_FORM:], history=history, unfinished=unfinished[0],
            unfinished_for=unfinished[1], unfinished_against=unfinished[2])

    def export_csv(self, path: Path) -> int:
        """Write every recorded hand, with its match, to ``path`` as CSV; return the rows.

        Text cells that a spreadsheet would run as a formula are prefixed with ``'``.
        """
        rows = self._conn.execute(
            "SELECT h.match_id, m.started_at, m.mode, m.preset, m.opponent, m.result, "
            "h.hand_number, h.deal_number, h.finished_at, h.role, h.result, h.kind, "
            "h.knocked, h.points, h.duration, m.rules, "
            "CASE WHEN m.result IS NULL THEN NULL "
            "WHEN m.result IN ('win', 'loss') THEN 0 ELSE 1 END, "
            "m.points_for, m.points_against FROM hands h "
            "LEFT JOIN matches m ON m.match_id = h.match_id "
            "ORDER BY h.finished_at, h.match_id, h.hand_number").fetchall()
        count = 0
        with path.open("w", encoding="utf-8", newline="") as file:
            writer = csv.writer(file)
            writer.writerow(CSV_COLUMNS)
            for row in rows:
                writer.writerow([_safe_cell(v) for v in row])
                count += 1
        return count


def _win_rates(rows: Iterable[tuple[str, str, str, str, int, int]]) -> tuple[WinRate, ...]:
    """One rate per variant, opponent and kind of game (``rules_key``): the rows of one
    preset with and without recorded rules, or of changed rules with and without the
    sitter dealt, are counted together."""
    counts: dict[tuple[str, str, str, str], list[int]] = {}
    for mode, preset, opponent, rules, matches, wins in rows:
        key = (str(mode), str(preset), str(opponent), rules_key(str(preset), str(rules)))
        total = counts.setdefault(key, [0, 0])
        total[0] += int(matches)
        total[1] += int(wins or 0)
    return tuple(WinRate(mode, preset, opponent, total[0], total[1], rules)
                 for (mode, preset, opponent, rules), total in sorted(counts.items()))


def _finite(value: object) -> object:
    if isinstance(value, float) and not math.isfinite(value):
        return 0.0
    return value


def _safe_cell(value: object) -> object:
    if value is None:
        return ""
    if isinstance(value, float):
        return round(value, 1)
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def _describe(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        return str(exc.strerror or exc)
    text = str(exc) or type(exc).__name__
    return text[:200]
