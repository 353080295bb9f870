"""Statistics writes kept for the next start: while another program holds the statistics
file, the writes wait in ``Persistence``'s queue; those still waiting when the game quits
are kept in ``statistics-pending.json`` beside the file and made at the next start.

Each write is named (``record``, ``abandon``, ``record_accuracy``: ``Statistics``' methods)
with its arguments as JSON. Every one of them may be made twice with the same outcome, so
a write both made and kept (the game stopped in between) is no harm. A file that cannot be
read is set aside, never deleted, and the game says nothing of it: what it held is at most
a few hands' statistics.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import logging
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .statistics import HandRecord, MatchRecord, Statistics
from .storage import atomic_write_text, read_limited, set_aside

log = logging.getLogger(__name__)

PENDING_NAME = "statistics-pending.json"
#: A file larger than this is no queue of the game's (a match's writes take a few KB).
MAX_PENDING_BYTES = 8 * 1024 * 1024

Write = tuple[Callable[..., Any], tuple[Any, ...]]


def _record_args(args: tuple[Any, ...]) -> dict[str, Any]:
    match, hands = args[0], list(args[1]) if len(args) > 1 else []
    return {"match": dataclasses.asdict(match),
            "hands": [dataclasses.asdict(hand) for hand in hands]}


def _plain_args(args: tuple[Any, ...]) -> dict[str, Any]:
    return {"args": list(args)}


#: How each write's arguments are kept, by its ``Statistics`` method's name.
_KEEP: dict[str, Callable[[tuple[Any, ...]], dict[str, Any]]] = {
    "record": _record_args, "abandon": _plain_args, "record_accuracy": _plain_args,
}


def to_json(writes: Sequence[Write]) -> str:
    """The writes that can be kept, as the file's text (others are logged and left)."""
    kept: list[dict[str, Any]] = []
    for method, args in writes:
        name = getattr(method, "__name__", "")
        if name not in _KEEP:
            log.warning("statistics: a write of %r cannot be kept for later", name)
            continue
        kept.append({"write": name, **_KEEP[name](args)})
    return json.dumps({"version": 1, "writes": kept})


# The JSON types each field and argument may have: a hand-edited or damaged file is refused
# whole rather than written into the statistics as nonsense.
_TYPES: dict[str, tuple[type, ...]] = {
    "str": (str,), "int": (int,), "float": (int, float), "bool": (bool,),
    "str | None": (str, type(None)),
}
_ARGUMENTS: dict[str, tuple[str, ...]] = {
    "abandon": ("str", "str"), "record_accuracy": ("str", "int", "int", "float"),
}


def _fits(value: object, kind: str) -> bool:
    allowed = _TYPES[kind]
    return isinstance(value, allowed) and (bool in allowed or not isinstance(value, bool))


def _built(cls: type[Any], data: object) -> Any:
    fields = dataclasses.fields(cls)
    if not isinstance(data, dict) or set(data) != {field.name for field in fields}:
        raise TypeError(f"not the fields of {cls.__name__}")
    if not all(_fits(data[field.name], str(field.type)) for field in fields):
        raise TypeError(f"a field of {cls.__name__} of the wrong kind")
    return cls(**data)


def _record(data: dict[str, Any], stats: Statistics) -> Write:
    hands = data["hands"]
    if not isinstance(hands, list):
        raise TypeError("the hands are not a list")
    return stats.record, (_built(MatchRecord, data["match"]),
                          [_built(HandRecord, hand) for hand in hands])


def _plain(name: str) -> Callable[[dict[str, Any], Statistics], Write]:
    def bound(data: dict[str, Any], stats: Statistics) -> Write:
        args, kinds = data["args"], _ARGUMENTS[name]
        if not isinstance(args, list) or len(args) != len(kinds) \
                or not all(_fits(arg, kind) for arg, kind in zip(args, kinds, strict=True)):
            raise TypeError(f"not the arguments of {name}")
        return getattr(stats, name), tuple(args)
    return bound


_READ: dict[str, Callable[[dict[str, Any], Statistics], Write]] = {
    "record": _record, "abandon": _plain("abandon"),
    "record_accuracy": _plain("record_accuracy"),
}


def from_json(text: bytes | str, stats: Statistics) -> list[Write]:
    """The writes of a kept file, bound to ``stats``; ``ValueError`` if it is not one."""
    try:
        data = json.loads(text)
        entries = data["writes"]
        return [_READ[entry["write"]](entry, stats) for entry in entries]
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        raise ValueError(f"not a queue of statistics writes ({exc!r})") from None


def keep(folder: Path, writes: Sequence[Write]) -> bool:
    """Keep ``writes`` in ``folder`` for the next start (none: no file); whether it worked."""
    return keep_text(folder, to_json(writes) if writes else None)


def keep_text(folder: Path, text: str | None) -> bool:
    """Write ``text``, ``to_json``'s, as the kept file in ``folder`` (None: no file);
    whether it worked."""
    path = folder / PENDING_NAME
    try:
        if text is not None:
            atomic_write_text(path, text)
        else:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(path)
    except OSError as exc:
        log.warning("statistics: the writes waiting could not be kept (%s)", exc)
        return False
    return True


def take(folder: Path, stats: Statistics) -> list[Write]:
    """The writes kept in ``folder`` by an earlier session, bound to ``stats`` (the file
    stays until they are made: ``keep(folder, [])``). A file that is not one is set aside."""
    path = folder / PENDING_NAME
    try:
        return from_json(read_limited(path, MAX_PENDING_BYTES), stats)
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as exc:
        log.warning("statistics: %s could not be read (%s); set aside", path.name, exc)
        with contextlib.suppress(OSError):
            set_aside(path, "damaged")
        return []
