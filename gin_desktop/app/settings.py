"""The player's preferences, kept in ``QSettings``.

Every value is validated when it is read: a missing, broken or wrong-typed value falls back
to its default and never crashes the game. The values that could not be read are listed in
``Settings.problems`` (in words, for one notice in the window) and removed from the store, so
that the same notice does not come back on the next start.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final, TypeVar

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal
from PySide6.QtGui import QColor

from gin_desktop.languages import SETTING_CHOICES

from .agreement import SeatName
from .i18n import LANGUAGE_KEY, translate as _tr
from .names import distinct_names, shown_name

from .settings_file import check_file, keep_copy
from .setup import GameSetup
from .storage import timestamp

log = logging.getLogger(__name__)

DECK_STYLES: Final = ("standard", "four-colour", "large-index")
CARD_BACKS: Final = ("blue", "red", "green")
# Animation durations are multiplied by this factor: 0 is instant, 2 is twice as slow.
ANIMATION_SPEEDS: Final = (0.0, 0.5, 1.0, 2.0)
LANGUAGES: Final = SETTING_CHOICES
# A deep baize green.
DEFAULT_TABLE_COLOUR: Final = "#1d5e3a"
MAX_NAME_LENGTH: Final = 24

# Store keys; names are part of the users' files, so they never change.
KEY_PLAYER_NAME: Final = "player/name"
KEY_DECK_STYLE: Final = "table/deck_style"
KEY_CARD_BACK: Final = "table/card_back"
KEY_TABLE_COLOUR: Final = "table/colour"
KEY_ANIMATION_SPEED: Final = "table/animation_speed"
KEY_LANGUAGE: Final = LANGUAGE_KEY
KEY_DEFAULT_SETUP: Final = "game/default_setup"
KEY_WINDOW_GEOMETRY: Final = "window/geometry"
KEY_WINDOW_STATE: Final = "window/state"
KEY_PAD_WIDENED_FROM: Final = "window/pad_widened_from"
KEY_WELCOMED: Final = "ui/welcomed"
KEY_KEYBOARD_PLAY: Final = "ui/keyboard_play"

# Every setting the game reads: those a broken file can lose.
_KNOWN_KEYS: Final = (KEY_PLAYER_NAME, KEY_DECK_STYLE, KEY_CARD_BACK, KEY_TABLE_COLOUR,
                      KEY_ANIMATION_SPEED, KEY_LANGUAGE, KEY_DEFAULT_SETUP,
                      KEY_WINDOW_GEOMETRY, KEY_WINDOW_STATE, KEY_PAD_WIDENED_FROM,
                      KEY_WELCOMED, KEY_KEYBOARD_PLAY)

T = TypeVar("T")



def default_player_name() -> str:
    return _tr("You")


class SettingError(ValueError):
    """A value that cannot be stored in (or read from) the settings; the message says why."""


# ------------------------------------------------------------------ validators
# Each takes the raw stored value (any type: QSettings gives str, list, QByteArray, None, ...)
# and returns the clean value or raises SettingError in plain words.

def clean_name(raw: object) -> str:
    if not isinstance(raw, str):
        raise SettingError(_tr("not a text"))
    name = " ".join(raw.split())
    if not name:
        raise SettingError(_tr("empty"))
    if len(name) > MAX_NAME_LENGTH:
        raise SettingError(_tr("longer than {count} characters").format(
            count=MAX_NAME_LENGTH))
    if any(not ch.isprintable() for ch in name):
        raise SettingError(_tr("contains control characters"))
    return name


def _choice(options: tuple[str, ...]) -> Callable[[object], str]:
    def clean(raw: object) -> str:
        if not isinstance(raw, str):
            # Not the value's Python type name: the notice is read by the player.
            raise SettingError(_tr("not a text"))
        if raw not in options:
            # Not the options' stored codes ("four-colour"): English words inside the
            # player's language. The Settings dialog shows the choices by name.
            raise SettingError(_tr("“{value}” is not one of the choices").format(
                value=raw[:40]))
        return raw
    return clean


clean_deck_style = _choice(DECK_STYLES)
clean_card_back = _choice(CARD_BACKS)
clean_language = _choice(LANGUAGES)


def clean_colour(raw: object) -> QColor:
    if isinstance(raw, QColor):
        colour = QColor(raw)
    elif isinstance(raw, str) and QColor.isValidColorName(raw.strip()):
        colour = QColor(raw.strip())
    else:
        raise SettingError(_tr("not a colour"))
    if not colour.isValid():
        raise SettingError(_tr("not a colour"))
    colour.setAlpha(255)
    return colour


def clean_speed(raw: object) -> float:
    value: float
    if isinstance(raw, bool):
        raise SettingError(_tr("not a number"))
    if isinstance(raw, (int, float)):
        value = float(raw)
    elif isinstance(raw, str):
        try:
            value = float(raw.strip())
        except ValueError:
            raise SettingError(_tr("not a number")) from None
    else:
        raise SettingError(_tr("not a number"))
    for allowed in ANIMATION_SPEEDS:
        if math.isclose(value, allowed):
            return allowed
    # Cut as the other choices' values are: ten thousand digits in the file made a notice
    # too wide for the window, shown as an empty bar.
    raise SettingError(_tr("{value} is not one of {options}").format(
        value=str(raw)[:40], options=", ".join(f"{s:g}" for s in ANIMATION_SPEEDS)))


def clean_flag(raw: object) -> bool:
    # QSettings' ini files give booleans back as the words it wrote.
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in ("true", "false"):
        return raw.strip().lower() == "true"
    raise SettingError(_tr("not true or false"))


def clean_width(raw: object) -> int:
    """A width in pixels the window saved (0: none)."""
    if isinstance(raw, bool):
        raise SettingError(_tr("not a number"))
    if isinstance(raw, int):
        return max(0, raw)
    if isinstance(raw, str) and raw.strip().lstrip("-").isdigit():
        return max(0, int(raw.strip()))
    raise SettingError(_tr("not a number"))


def clean_bytes(raw: object) -> QByteArray:
    if isinstance(raw, QByteArray):
        return QByteArray(raw)
    if isinstance(raw, (bytes, bytearray)):
        return QByteArray(bytes(raw))
    raise SettingError(_tr("not saved window data"))


def clean_setup(raw: object) -> GameSetup:
    if not isinstance(raw, str):
        raise SettingError(_tr("not a text"))
    try:
        data = json.loads(raw)
    except ValueError:
        raise SettingError(_tr("not valid JSON")) from None
    except RecursionError:
        # Lists in lists thousands deep: JSON, but no choices, and json gives up on them
        # with an error that stopped the game from starting, at every start.
        raise SettingError(_tr("not choices this version of the game can use")) from None
    try:
        return GameSetup.from_dict(data)
    except (ValueError, TypeError, KeyError) as exc:
        # GameSetup says what is wrong in English, for the log; the notice puts the
        # reason inside a translated sentence.
        log.warning("new game choices: %s", exc)
        raise SettingError(_tr("not choices this version of the game can use")) from None


class Settings(QObject):
    """The preferences, read once and validated; each setter stores at once.

    ``Settings(QSettings(path, QSettings.Format.IniFormat))`` keeps them in a given file
    (tests); with no argument they are the user's (organisation "gin_desktop", application
    "gin-desktop", as set by ``run``).
    """

    # The key that changed (one of the ``KEY_*`` constants); the window applies it live.
    changed = Signal(str)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store if store is not None else QSettings()
        # "settings I could not read", one line each, for one notice in the window.
        self.problems: list[str] = []
        # Settings written by an earlier start (of a version before the welcome) are a
        # returning player's: only an empty store is a first start. Asked before reading,
        # which removes the values it cannot use.
        returning = bool(self.store.allKeys())
        # The file as the player wrote it, copied aside when its form lost settings (None:
        # nothing was); ``unreadable``: none of it could be read, the defaults are in use.
        self.kept_as: Path | None = None
        self.unreadable = False
        # The settings a quotation mark left open swallowed, by key: their labels once read.
        self._lost: dict[str, str] = {}
        self._open_quote = ""
        self._check_file()
        self._player_name = self._read(KEY_PLAYER_NAME, _tr("player name"), clean_name,
                                       default_player_name)
        self._deck_style = self._read(KEY_DECK_STYLE, _tr("deck style"), clean_deck_style,
                                      lambda: DECK_STYLES[0])
        self._card_back = self._read(KEY_CARD_BACK, _tr("card back"), clean_card_back,
                                     lambda: CARD_BACKS[0])
        self._table_colour = self._read(KEY_TABLE_COLOUR, _tr("table colour"), clean_colour,
                                        lambda: QColor(DEFAULT_TABLE_COLOUR))
        self._animation_speed = self._read(KEY_ANIMATION_SPEED, _tr("animation speed"),
                                           clean_speed, lambda: 1.0)
        self._language = self._read(KEY_LANGUAGE, _tr("language"), clean_language,
                                    lambda: LANGUAGES[0])
        self._default_setup: GameSetup | None = None
        self._setup_read = False
        self._window_geometry = self._read(KEY_WINDOW_GEOMETRY, _tr("window size"),
                                           clean_bytes, QByteArray)
        self._window_state = self._read(KEY_WINDOW_STATE, _tr("window layout"), clean_bytes,
                                        QByteArray)
        self._pad_widened_from = self._read(KEY_PAD_WIDENED_FROM, _tr("score pad width"),
                                            clean_width, lambda: 0)
        self._welcomed = self._read(KEY_WELCOMED, _tr("first-start welcome"), clean_flag,
                                    lambda: returning)
        self._keyboard_play = self._read(KEY_KEYBOARD_PLAY, _tr("playing by keys"),
                                         clean_flag, lambda: False)
        # The default setup needs app.model; read it now if that is importable, so that
        # ``problems`` is complete when the window asks.
        try:
            self._load_default_setup()
        except ImportError:
            pass
        self._name_open_quote()

    # ------------------------------------------------------------------ reading
    def _check_file(self) -> None:
        """Read the file's text beside Qt: what its form lost is named (``_lost``), and
        the file kept aside for the player to mend before the game writes over it."""
        if self.store.status() is QSettings.Status.AccessError:
            # Not to be opened at all: nothing was read, nothing can be copied, and the
            # file is not the game's to clear.
            self.unreadable = True
            return
        path = Path(self.store.fileName())
        check = check_file(path, self.store.allKeys(), _KNOWN_KEYS)
        unreadable = check.unreadable or self.store.status() is QSettings.Status.FormatError
        if not (unreadable or check.damaged):
            return
        try:
            self.kept_as = keep_copy(path, timestamp())
        except OSError as exc:
            log.warning("settings file not kept aside: %s", exc)
        if unreadable:
            self.unreadable = True
            self.store.clear()  # the noise Qt made of it is not written back
            return
        assert check.open_quote is not None
        self._open_quote = check.open_quote
        self._lost = {key: "" for key in (check.open_quote, *check.swallowed)}
        # Removed even when not the game's: the file is written again, whole and readable.
        self.store.remove(check.open_quote)

    def _name_open_quote(self) -> None:
        """One entry for the quotation mark left open and the settings it swallowed (their
        labels gathered by ``_read``), rather than one line each saying the same."""
        lost = {key: label for key, label in self._lost.items() if label}
        opened = lost.pop(self._open_quote, None)
        after = ", ".join(lost.values())
        if opened is None and after:
            self.problems.append(_tr("{settings} (written after a quotation mark that is "
                                     "never closed)").format(settings=after))
        elif opened is not None and not after:
            self.problems.append(_tr("{setting} (its quotation mark is never closed)").format(
                setting=opened))
        elif opened is not None:
            self.problems.append(_tr("{setting} (its quotation mark is never closed, and the "
                                     "settings written after it were lost with it: "
                                     "{settings})").format(setting=opened, settings=after))

    def _read(self, key: str, label: str, clean: Callable[[object], T],
              default: Callable[[], T]) -> T:
        try:
            raw: Any = self.store.value(key)
        except Exception:  # noqa: BLE001 - a value Qt cannot even construct
            raw = _BROKEN
        if key in self._lost:
            self._lost[key] = label
            self.store.remove(key)
            return default()
        if raw is None and not self.store.contains(key):
            return default()
        try:
            if raw is _BROKEN or raw is None:
                raise SettingError(_tr("unreadable"))
            return clean(raw)
        except SettingError as exc:
            self.problems.append(_tr("{setting} ({why})").format(setting=label, why=exc))
            self.store.remove(key)
            return default()


    def _load_default_setup(self) -> GameSetup:
        if self._default_setup is None or not self._setup_read:
            self._setup_read = True
            self._default_setup = self._read(KEY_DEFAULT_SETUP, _tr("new game choices"),
                                             clean_setup, self._fallback_setup)
        return self._default_setup

    def _fallback_setup(self) -> GameSetup:
        return GameSetup(names=(self.player_name, _tr("Computer")))

    def _write(self, key: str, value: object) -> None:
        self.store.setValue(key, value)
        self.changed.emit(key)

    # --------------------------------------------------------------- properties
    @property
    def player_name(self) -> str:
        """As stored, or the default "You" in the language in use: the person's own name,
        so a computer's default word they typed ("Ordenador") stays as typed."""
        return str(shown_name(SeatName(self._player_name)))

    @player_name.setter
    def player_name(self, value: str) -> None:
        self._player_name = clean_name(value)
        self._write(KEY_PLAYER_NAME, self._player_name)

    @property
    def deck_style(self) -> str:
        """One of ``DECK_STYLES``."""
        return self._deck_style

    @deck_style.setter
    def deck_style(self, value: str) -> None:
        self._deck_style = clean_deck_style(value)
        self._write(KEY_DECK_STYLE, self._deck_style)

    @property
    def card_back(self) -> str:
        """One of ``CARD_BACKS``."""
        return self._card_back

    @card_back.setter
    def card_back(self, value: str) -> None:
        self._card_back = clean_card_back(value)
        self._write(KEY_CARD_BACK, self._card_back)

    @property
    def table_colour(self) -> QColor:
        return QColor(self._table_colour)

    @table_colour.setter
    def table_colour(self, value: QColor | str) -> None:
        self._table_colour = clean_colour(value)
        self._write(KEY_TABLE_COLOUR, self._table_colour.name())

    @property
    def animation_speed(self) -> float:
        """One of ``ANIMATION_SPEEDS``: the factor every animation duration is scaled by."""
        return self._animation_speed

    @animation_speed.setter
    def animation_speed(self, value: float) -> None:
        self._animation_speed = clean_speed(value)
        self._write(KEY_ANIMATION_SPEED, f"{self._animation_speed:g}")

    @property
    def language(self) -> str:
        """One of ``LANGUAGES``; "system" follows the desktop's language."""
        return self._language

    @language.setter
    def language(self, value: str) -> None:
        self._language = clean_language(value)
        self._write(KEY_LANGUAGE, self._language)

    @property
    def default_setup(self) -> GameSetup:
        """The new game dialog's last choices (never with a fixed deal number), the
        person's seat under the name they have now."""
        return self.with_player_name(self._load_default_setup())

    @default_setup.setter
    def default_setup(self, setup: GameSetup) -> None:
        import dataclasses

        setup = dataclasses.replace(setup, seed=None, first_dealer=None)
        self._default_setup = setup
        self._setup_read = True
        self._write(KEY_DEFAULT_SETUP, json.dumps(setup.to_dict(), sort_keys=True))

    @property
    def window_geometry(self) -> QByteArray:
        return QByteArray(self._window_geometry)

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self._window_geometry = clean_bytes(value)
        self._write(KEY_WINDOW_GEOMETRY, self._window_geometry)

    @property
    def window_state(self) -> QByteArray:
        return QByteArray(self._window_state)

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self._window_state = clean_bytes(value)
        self._write(KEY_WINDOW_STATE, self._window_state)

    @property
    def pad_widened_from(self) -> int | None:
        """The score pad's width before the window widened it for a match's columns
        (three-hand, Hollywood), saved with the layout: the next start narrows the pad
        back for a match that needs less room (None: not widened)."""
        return self._pad_widened_from or None

    @pad_widened_from.setter
    def pad_widened_from(self, value: int | None) -> None:
        self._pad_widened_from = max(0, value or 0)
        self._write(KEY_PAD_WIDENED_FROM, self._pad_widened_from)

    @property
    def welcomed(self) -> bool:
        """Whether the first-start welcome (where the rules and hints are) was shown."""
        return self._welcomed

    @welcomed.setter
    def welcomed(self, value: bool) -> None:
        self._welcomed = bool(value)
        self._write(KEY_WELCOMED, self._welcomed)

    @property
    def keyboard_play(self) -> bool:
        """Whether the table was last played by keys: the next start begins so, its prompt
        saying how to play by keys rather than by mouse."""
        return self._keyboard_play

    @keyboard_play.setter
    def keyboard_play(self, value: bool) -> None:
        if bool(value) != self._keyboard_play:
            self._keyboard_play = bool(value)
            self._write(KEY_KEYBOARD_PLAY, self._keyboard_play)

    # ------------------------------------------------------------------ helpers
    def with_player_name(self, setup: GameSetup) -> GameSetup:
        """``setup`` with the person's seat named as they are named now. A name set in
        Settings is the person's from then on (the match being played renamed at once),
        but the last New game's choices (the next start's game, Replay deal's players)
        kept the name they were made with."""
        if not setup.has_human or not self.store.contains(KEY_PLAYER_NAME) \
                or setup.names[setup.human_seat] == self.player_name:
            return setup
        names = list(setup.names)
        names[setup.human_seat] = self.player_name
        # Renamed "Computer", the person plays "Computer 2", not a second "Computer".
        return dataclasses.replace(setup, names=distinct_names(names, setup.human_seat))

    def take_problems(self) -> list[str]:
        """The problems found so far, once: the list is emptied."""
        problems, self.problems = self.problems, []
        return problems

    def sync(self) -> None:
        """Write to disk now (QSettings also does so by itself, later)."""
        self.store.sync()

    def written(self) -> bool:
        """Write to disk now; whether the file could be written (a read-only settings
        folder loses every change at the next start, which the player should hear of)."""
        self.store.sync()
        return self.store.status() is not QSettings.Status.AccessError


class _Broken:
    pass


_BROKEN: Final = _Broken()
