"""What a hand-edited settings file lost before Qt read it.

Qt's INI reader never fails: it skips what it cannot read, and a quotation mark left open
swallows every line after it into one value, without a word. So the game reads the file's
text too, to tell the player which of its settings were written but not read, and keeps
the file as it was for them to mend (``keep_copy``) before the game writes over it.

No Qt here: plain text in, plain facts out.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Collection, Iterator
from dataclasses import dataclass, field
from pathlib import Path

# How much of the file is looked at: a settings file is a few hundred bytes.
_READ_LIMIT = 64 * 1024
# A section header as Qt writes one: other characters are escaped ("%20"). A line in
# brackets with anything else in it (a JSON list, ``["a", "b"]``) is not a header.
_SECTION = re.compile(r"\[[A-Za-z0-9_.%/\\ -]*\]")
_GENERAL = "general"


@dataclass(frozen=True)
class FileCheck:
    """What the text of the settings file says of what Qt read from it."""

    #: Something is in the file, and Qt read no setting of it at all.
    unreadable: bool = False
    #: The setting whose quotation mark is never closed (Qt's name for it), if any.
    open_quote: str | None = None
    #: The game's settings written after that mark, which Qt read as part of its value.
    swallowed: tuple[str, ...] = field(default_factory=tuple)

    @property
    def damaged(self) -> bool:
        """Whether settings were lost to the file's form, not to a wrong value."""
        return self.unreadable or self.open_quote is not None


def check_file(path: Path, read_keys: Collection[str], known: Collection[str]) -> FileCheck:
    """Compare the text at ``path`` with the keys Qt read from it (``read_keys``);
    ``known`` are the game's own keys."""
    try:
        with path.open("rb") as file:
            data = file.read(_READ_LIMIT)
    except OSError:
        return FileCheck()  # no file yet (or none to read): nothing was lost
    text = _text_of(data)
    if text is None:
        # Binary: whatever keys Qt made of it are noise, not the player's settings.
        return FileCheck(unreadable=True)
    written = list(_written_settings(text))
    if not read_keys:
        return FileCheck(unreadable=_has_content(text))
    opened = next((index for index, (_key, value) in enumerate(written)
                   if _opens_quote(value)), None)
    if opened is None:
        return FileCheck()
    after = {key for key, _value in written[opened + 1:]}
    swallowed = tuple(key for key in known if key in after and key not in read_keys)
    return FileCheck(open_quote=written[opened][0], swallowed=swallowed)


def keep_copy(path: Path, stamp: str) -> Path:
    """Copy ``path`` to ``<name>.unreadable-<stamp>`` beside it (never over another file),
    and return where: the player's own words, kept for them to mend."""
    target = path.with_name(f"{path.name}.unreadable-{stamp}")
    number = 2
    while target.exists():
        target = path.with_name(f"{path.name}.unreadable-{stamp}-{number}")
        number += 1
    shutil.copyfile(path, target)
    return target


def _text_of(data: bytes) -> str | None:
    """The file's text, or None for bytes that are no text: a NUL is in no settings file,
    while a name saved in another encoding than UTF-8 is still the player's settings."""
    return None if b"\0" in data else data.decode("utf-8", "replace")


def _written_settings(text: str) -> Iterator[tuple[str, str]]:
    """Each ``key=value`` line of the text, with its key as Qt names it (``section/key``)."""
    section = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith((";", "#")):
            continue
        if _SECTION.fullmatch(line):
            name = line[1:-1].strip()
            section = "" if name.lower() == _GENERAL else name
            continue
        key, equals, value = line.partition("=")
        if equals:
            key = key.strip()
            yield (f"{section}/{key}" if section else key), value.strip()


def _opens_quote(value: str) -> bool:
    """Whether ``value`` leaves a quotation mark open: an odd number of them, not
    counting those escaped with a backslash."""
    count = 0
    escaped = False
    for char in value:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == '"':
            count += 1
    return count % 2 == 1


def _has_content(text: str) -> bool:
    """Anything but blank lines, comments and section headers (a file whose last setting
    was removed is left so by Qt: empty, not unreadable)."""
    lines = (line.strip() for line in text.splitlines())
    return any(line and not line.startswith((";", "#")) and not _SECTION.fullmatch(line)
               for line in lines)
