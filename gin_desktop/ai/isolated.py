"""Strategies in a process of their own, fed serialized views (the arena's ``--isolate``).

A strategy run in the arena's own process could walk up the stack (``sys._getframe``) or
through the garbage collector (``gc.get_objects``) to the live match and read every hidden
card. Run isolated, it lives in a fresh interpreter (``python -m gin_desktop.ai.isolated
SPEC``) that holds no match at all: it is sent its seat's views as JSON and answers with
actions, one line each way. docs/strategies.md documents every field. A built-in level's
worker is sent the same views as compact lines instead (see "compact requests" below): a
``module:Class`` strategy's worker always gets the JSON.

The protocol, one JSON object per line:

- arena -> worker ``{"type": "new_game", "seed": S, "rules": {...}}``; the worker builds a
  fresh strategy (``make_strategy(SPEC, seed=S)``) and answers ``{"type": "ready",
  "name": NAME}``.
- arena -> worker ``{"type": "decide", "new_hand": B, "view": {...}}``; the worker answers
  ``{"type": "action", "action": "discard 5S"}`` (``Action.text()``), or ``{"type":
  "error", "message": M}`` when the strategy raised. A hand's first ``view`` (``new_hand``
  true) holds every field; a later one of the same hand only what the worker lacks: the
  moves made since its last request, and the fields of ``HAND_FIELDS`` only if one changed.
- arena -> worker ``{"type": "stop"}``; the worker exits (it also exits at end of input).

The worker's standard output carries the protocol only: anything the strategy prints goes
to standard error.
"""

from __future__ import annotations

import dataclasses
import json
import json.scanner
import os
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter
from typing import Any, BinaryIO, cast

from gin_desktop.engine.actions import (
    BIG_GIN, DISCARD_ACTIONS, DRAW_DISCARD, DRAW_STOCK, KNOCK_ACTIONS, NEXT_HAND, PASS_UPCARD,
    TAKE_UPCARD, Action, ActionParseError,
)
from gin_desktop.engine.cards import FULL_DECK, Card
from gin_desktop.engine.events import (
    HandResult, MoveKind, PublicMove, ResultKind, Role, new_public_move,
)
from gin_desktop.engine.frozen import fast_builder
from gin_desktop.engine.hand import Phase
from gin_desktop.engine.melds import Arrangement, Layoff, Meld
from gin_desktop.engine.rules import Mode, RuleSet
from gin_desktop.engine.view import SeatView, new_seat_view

PROTOCOL = 1
#: Seconds a worker may take to start and build its strategy (imports included).
STARTUP_SECONDS = 60.0


# ------------------------------------------------------------------ views as JSON
# Lookup tables: a view crosses the pipe at every decision, so its cards and actions are
# converted by table rather than by parsing.
_TEXT_OF = tuple(str(c) for c in FULL_DECK)
_CARD_OF = {str(c): c for c in FULL_DECK}
_QUOTED = tuple(f'"{c}"' for c in FULL_DECK)
_QUOTED_CARD = dict(zip(FULL_DECK, _QUOTED, strict=True)).__getitem__
_ACTION_OF = {a.text(): a for a in (*DISCARD_ACTIONS, *KNOCK_ACTIONS, TAKE_UPCARD, PASS_UPCARD,
                                    DRAW_STOCK, DRAW_DISCARD, BIG_GIN, NEXT_HAND)}
_ACTION_TEXT = {a: t for t, a in _ACTION_OF.items()}
_QUOTED_ACTION = {a: f'"{t}"' for t, a in _ACTION_OF.items()}
#: The worker's answer for each action, as the exact line it sends, and back.
_REPLY_OF = {a: json.dumps({"type": "action", "action": t}, separators=(",", ":")).encode()
             + b"\n" for t, a in _ACTION_OF.items()}
_ACTION_OF_REPLY = {line.rstrip(b"\n"): a for a, line in _REPLY_OF.items()}
_MODE_OF = {m.value: m for m in Mode}
_PHASE_OF = {p.value: p for p in Phase}
_ROLE_OF = {r.value: r for r in Role}
_MOVE_KIND_OF = {k.value: k for k in MoveKind}


def _cards(cards: Iterable[Card]) -> list[str]:
    return [_TEXT_OF[c.index] for c in cards]


def _card(card: Card | None) -> str | None:
    return None if card is None else _TEXT_OF[card.index]


def _layout_to_json(layout: Arrangement | None) -> dict[str, Any] | None:
    if layout is None:
        return None
    return {"melds": [_cards(m.cards) for m in layout.melds],
            "deadwood": _cards(layout.deadwood),
            "layoffs": [[str(lay.card), lay.meld_index] for lay in layout.layoffs]}


def _result_to_json(result: HandResult | None) -> dict[str, Any] | None:
    if result is None:
        return None
    return {
        "hand_number": result.hand_number, "dealer": result.dealer,
        "kind": result.kind.value, "knocker": result.knocker, "defender": result.defender,
        "winner": result.winner, "points": result.points,
        "knocker_deadwood": result.knocker_deadwood,
        "defender_deadwood": result.defender_deadwood, "knock_limit": result.knock_limit,
        "doubled": result.doubled, "knocker_layout": _layout_to_json(result.knocker_layout),
        "defender_layout": _layout_to_json(result.defender_layout),
        "games": list(result.games), "bonus": result.bonus, "wall": result.wall,
    }


#: The view's fields that stay the same during a hand. A ``decide`` request after the
#: first of a hand leaves them out, unless one of them changed.
HAND_FIELDS = ("seat", "player", "opponent", "mode", "seats", "roles", "knock_limit",
               "doubled", "hand_number", "dealer", "scores", "game_scores", "target",
               "match_winner", "sitter_cards")


class HistoryCache:
    """What one end of the pipe keeps of the current hand, so that a request carries
    only what is new (docs/strategies.md): the moves since the last request, and the
    fields of ``HAND_FIELDS`` once, with the hand's first request (again only if one
    changes). The last hand's result (the same for the whole hand) crosses once, with
    the hand's first request."""

    def __init__(self) -> None:
        self.key: tuple[int, int] | None = None
        #: How many of the hand's moves have crossed.
        self.count = 0
        #: The worker's end: the moves rebuilt, and every field of the last view (in
        #: the order of ``SeatView``'s fields).
        self.moves: list[PublicMove] = []
        self.values: list[Any] = []
        #: The arena's end: the values of ``HAND_FIELDS`` last sent.
        self.fixed_key: tuple[Any, ...] | None = None
        #: The arena's end: whether the hand's first request was compact (its later
        #: ones may be then: the seats and moves fit the codes).
        self.compact = False

    def advance(self, view: SeatView) -> tuple[bool, Sequence[PublicMove]]:
        """The arena's end: whether ``view`` begins a hand (everything is sent), and the
        moves of its history not sent yet."""
        history = view.history
        key = (view.hand_number, view.player)
        first = key != self.key or len(history) < self.count
        if first:
            self.key, self.count, self.fixed_key = key, 0, None
        done, self.count = self.count, len(history)
        return first, history[done:]

    def fixed_changed(self, view: SeatView) -> bool:
        """The arena's end: whether a field of ``HAND_FIELDS`` differs from the values
        last sent (or none were sent this hand); the new values are kept."""
        key = (view.seat, view.player, view.opponent, view.mode, view.seats, view.roles,
               view.knock_limit, view.doubled, view.hand_number, view.dealer, view.scores,
               view.game_scores, view.target, view.match_winner, view.sitter_cards)
        if key == self.fixed_key:
            return False
        self.fixed_key = key
        return True


def view_to_json(view: SeatView, cache: HistoryCache | None = None) -> dict[str, Any]:
    """The view as JSON-able data (the rules travel once per game, not per view).

    With ``cache`` (one per worker), the view as a ``decide`` request carries it: only
    what the worker has not been sent already this hand.
    """
    data = _view_fields(view)
    if cache is None:
        new: Sequence[PublicMove] = view.history
        first = True
    else:
        first, new = cache.advance(view)
        if not cache.fixed_changed(view) and not first:
            for name in HAND_FIELDS:
                del data[name]
    data["history"] = [[m.seat, m.kind.value, _card(m.card)] for m in new]
    if first:
        data["last_result"] = _result_to_json(view.last_result)
    return data


def _view_fields(view: SeatView) -> dict[str, Any]:
    """Every field of the view's JSON but ``history`` and ``last_result``."""
    return {
        "seat": view.seat, "player": view.player, "opponent": view.opponent,
        "mode": view.mode, "seats": view.seats, "roles": [r.value for r in view.roles],
        "phase": view.phase.value, "to_act": view.to_act, "hand": _cards(view.hand),
        "drawn_card": _card(view.drawn_card), "cannot_discard": _card(view.cannot_discard),
        "discard_pile": _cards(view.discard_pile), "stock_count": view.stock_count,
        "opponent_card_count": view.opponent_card_count,
        "opponent_known": _cards(view.opponent_known),
        "knock_limit": view.knock_limit, "doubled": view.doubled,
        "hand_number": view.hand_number, "dealer": view.dealer,
        "scores": view.scores, "game_scores": view.game_scores,
        "target": view.target, "legal_actions": [_ACTION_TEXT[a] for a in view.legal_actions],
        "match_winner": view.match_winner, "sitter_cards": _cards(view.sitter_cards),
    }


_encode = json.JSONEncoder(separators=(",", ":")).encode


def _list_text(items: Iterable[str]) -> str:
    return f"[{','.join(items)}]"


def _or_null(value: int | None) -> str:
    return "null" if value is None else str(value)


def _fixed_text(view: SeatView) -> str:
    """The fields of ``HAND_FIELDS`` as JSON text (a comma after each): every value is
    a number, a boolean, null, or text that needs no escaping."""
    seats = _list_text(map(str, view.seats))
    roles = _list_text([f'"{r.value}"' for r in view.roles])
    scores = _list_text(map(str, view.scores))
    games = _list_text([_list_text(map(str, g)) for g in view.game_scores])
    sitter = _list_text(map(_QUOTED_CARD, view.sitter_cards))
    return (
        f'"seat":{view.seat},"player":{view.player},"opponent":{view.opponent},'
        f'"mode":"{view.mode.value}","seats":{seats},"roles":{roles},'
        f'"knock_limit":{view.knock_limit},"doubled":{"true" if view.doubled else "false"},'
        f'"hand_number":{view.hand_number},"dealer":{view.dealer},"scores":{scores},'
        f'"game_scores":{games},"target":{view.target},'
        f'"match_winner":{_or_null(view.match_winner)},"sitter_cards":{sitter},')


#: The last hand result written, and its JSON: each seat's worker is sent the same one.
_last_result: list[Any] = [None, "null"]


def _result_text(result: HandResult | None) -> str:
    """``result`` as JSON text, written once for all the workers it is sent to."""
    if result is not _last_result[0]:  # the cache keeps ``result`` alive: ``is`` is sound
        _last_result[:] = result, _encode(_result_to_json(result))
    return cast(str, _last_result[1])


def decide_message(view: SeatView, cache: HistoryCache, compact: bool = False) -> bytes:
    """The ``decide`` request for ``view``, as the line sent to the worker whose
    requests ``cache`` has seen.

    The same JSON as the envelope of ``view_to_json(view, cache)``, written faster:
    the values are written out as text rather than encoded. With ``compact`` (the
    built-in levels only), a hand's first request is a compact line instead
    (``compact_first_message``) where its fields fit the codes, and then so are its
    later requests whose fixed fields did not change (``compact_message``).
    """
    first, new = cache.advance(view)
    changed = cache.fixed_changed(view)
    if compact:
        if first:
            line = compact_first_message(view, new)
            cache.compact = line is not None
            if line is not None:
                return line
        elif cache.compact and not changed:
            return compact_message(view, new)
    fixed = _fixed_text(view) if changed or first else ""
    result = f'"last_result":{_result_text(view.last_result)},' if first else ""
    history = ",".join(f'[{m.seat},"{m.kind.value}",'
                       f'{"null" if m.card is None else _QUOTED[m.card.index]}]'
                       for m in new)
    drawn = "null" if view.drawn_card is None else _QUOTED[view.drawn_card.index]
    blocked = "null" if view.cannot_discard is None else _QUOTED[view.cannot_discard.index]
    return (
        f'{{"type":"decide","new_hand":{"true" if first else "false"},"view":{{{fixed}'
        f'{result}"phase":"{view.phase.value}","to_act":{_or_null(view.to_act)},'
        f'"hand":{_list_text(map(_QUOTED_CARD, view.hand))},"drawn_card":{drawn},'
        f'"cannot_discard":{blocked},'
        f'"discard_pile":{_list_text(map(_QUOTED_CARD, view.discard_pile))},'
        f'"stock_count":{view.stock_count},'
        f'"opponent_card_count":{view.opponent_card_count},'
        f'"opponent_known":{_list_text(map(_QUOTED_CARD, view.opponent_known))},'
        f'"legal_actions":{_list_text(map(_QUOTED_ACTION.__getitem__, view.legal_actions))},'
        f'"history":[{history}]}}}}\n').encode()


def _to_cards(texts: Sequence[str]) -> tuple[Card, ...]:
    return tuple(map(_CARD_OF.__getitem__, texts))


def _to_card(text: str | None) -> Card | None:
    return None if text is None else _CARD_OF[text]


# The frozen values of a hand's result, built without a frozen dataclass's cost per field
# (``frozen.py``): a worker rebuilds one at every hand's first request.
_new_result = fast_builder(HandResult)
_new_arrangement = fast_builder(Arrangement)
_new_layoff = fast_builder(Layoff)


class _MeldOfTexts(dict[tuple[str, ...], Meld]):
    """Each meld by its cards' texts, made when first met (a few hundred)."""

    def __missing__(self, texts: tuple[str, ...]) -> Meld:
        meld = self[texts] = Meld.from_cards(_to_cards(texts))
        return meld


_MELD_OF_TEXTS = _MeldOfTexts()


def _layout_from_json(data: dict[str, Any] | None) -> Arrangement | None:
    if data is None:
        return None
    return _new_arrangement(
        melds=tuple([_MELD_OF_TEXTS[tuple(m)] for m in data["melds"]]),
        deadwood=_to_cards(data["deadwood"]),
        layoffs=tuple(_new_layoff(Card.from_text(c), int(i)) for c, i in data["layoffs"]))


def _result_from_json(data: dict[str, Any] | None) -> HandResult | None:
    if data is None:
        return None
    return _new_result(
        hand_number=data["hand_number"], deal_number=0, dealer=data["dealer"],
        kind=ResultKind(data["kind"]), knocker=data["knocker"], defender=data["defender"],
        winner=data["winner"], points=data["points"],
        knocker_deadwood=data["knocker_deadwood"],
        defender_deadwood=data["defender_deadwood"], knock_limit=data["knock_limit"],
        doubled=data["doubled"], knocker_layout=_layout_from_json(data["knocker_layout"]),
        defender_layout=_layout_from_json(data["defender_layout"]),
        games=tuple(data["games"]), bonus=data["bonus"], wall=data["wall"])


def _to_actions(texts: Sequence[str]) -> tuple[Action, ...]:
    return tuple(map(_ACTION_OF.__getitem__, texts))


#: How each JSON field becomes the ``SeatView`` field (the others are taken as they are).
_DECODERS: dict[str, Callable[[Any], Any]] = {
    "mode": _MODE_OF.__getitem__, "seats": tuple,
    "roles": lambda roles: tuple(map(_ROLE_OF.__getitem__, roles)),
    "phase": _PHASE_OF.__getitem__, "hand": _to_cards, "drawn_card": _to_card,
    "cannot_discard": _to_card, "discard_pile": _to_cards, "opponent_known": _to_cards,
    "scores": tuple, "game_scores": lambda games: tuple(map(tuple, games)),
    "legal_actions": _to_actions, "sitter_cards": _to_cards,
    "last_result": _result_from_json,
}


def view_from_json(data: dict[str, Any], rules: RuleSet,
                   cache: HistoryCache | None = None) -> SeatView:
    """The ``SeatView`` that ``view_to_json`` wrote (with the game's ``rules``).

    With ``cache`` (one per worker), ``data`` may be a later request of a hand, which
    holds only what changed: the fields it lacks are those of the last view, and its
    history continues the hand's. A view with ``last_result`` begins a hand.

    Raises KeyError, TypeError or ValueError on data that is not such a view.
    """
    first = cache is None or "last_result" in data
    # The view's fields in order, as ``new_seat_view`` takes them.
    values = [_MISSING] * len(_FIELD_NAMES) if first else cache.values  # type: ignore[union-attr]
    moves: list[PublicMove] = [] if first else cache.moves  # type: ignore[union-attr]
    decoders, place = _DECODERS, _PLACE
    for name, value in data.items():
        if name == "history":
            moves.extend([new_public_move(s, _MOVE_KIND_OF[k], _to_card(c))
                          for s, k, c in value])
        else:
            decode = decoders.get(name)
            values[place[name]] = value if decode is None else decode(value)
    values[_HISTORY] = tuple(moves)
    values[_RULES] = rules
    if first:
        for name, value in zip(_FIELD_NAMES, values, strict=True):
            if value is _MISSING:
                raise KeyError(name)
    view = new_seat_view(*values)
    if cache is not None:
        cache.values, cache.moves = values, moves
    return view


_FIELD_NAMES = tuple(f.name for f in dataclasses.fields(SeatView))
_PLACE = {name: i for i, name in enumerate(_FIELD_NAMES)}
_HISTORY, _RULES = _PLACE["history"], _PLACE["rules"]
_PHASE, _TO_ACT, _HAND, _DRAWN, _BLOCKED, _PILE, _STOCK, _COUNT, _KNOWN, _LEGAL = (
    _PLACE[name] for name in (
        "phase", "to_act", "hand", "drawn_card", "cannot_discard", "discard_pile",
        "stock_count", "opponent_card_count", "opponent_known", "legal_actions"))
_MISSING: Any = object()


# ------------------------------------------------------------------ compact requests
# The built-in levels' workers are sent a hand's later requests (those the JSON protocol
# would send without the fields of ``HAND_FIELDS``) as one compact line rather than JSON:
# a request is written by the arena and read by the worker at every decision, and a line
# of one-byte codes is read by table in a few steps where JSON needs a parser and a
# field-by-field rebuild. A ``module:Class`` strategy's worker is sent JSON only (the
# protocol of docs/strategies.md); its strategy would see the same views either way.
#
# The line: ``v``, then one byte each for ``phase``, ``to_act``, ``drawn_card`` and
# ``cannot_discard``, then ``stock_count,opponent_card_count,hand,discard_pile,
# opponent_known,legal_actions,history`` and a newline. The counts are decimal text, a
# card is one byte (``CODE_BASE + index``), a seat ``CODE_BASE + seat``, None ``-``, an
# action ``CODE_BASE`` + its place in ``_ACTIONS``, and each new move three bytes (its
# seat, its kind's place in ``MoveKind``, its card). No code is a comma or a newline.
COMPACT = b"v"
#: The tag of a hand's first request, compact (``compact_first_message``).
COMPACT_FIRST = b"w"
CODE_BASE = 48  # "0": every code lies in 45 and 48-157, never a comma (44) or newline (10)
_NONE_BYTE = 45  # "-"
_ACTIONS: tuple[Action, ...] = tuple(_ACTION_OF.values())
_PHASES: tuple[Phase, ...] = tuple(Phase)
_KINDS: tuple[MoveKind, ...] = tuple(MoveKind)
#: The arena's end: the byte of each card (None included), seat, action (by ``id``:
#: actions are interned, and their own hash is a call in Python) and phase (by value,
#: for the same reason).
_CARD_BYTE: dict[Card | None, int] = {None: _NONE_BYTE,
                                      **{c: CODE_BASE + c.index for c in FULL_DECK}}
_SEAT_BYTE: dict[int | None, int] = {None: _NONE_BYTE, **{s: CODE_BASE + s for s in range(10)}}
_ACTION_BYTE = {id(a): CODE_BASE + i for i, a in enumerate(_ACTIONS)}
_PHASE_BYTE = {p.value: CODE_BASE + i for i, p in enumerate(_PHASES)}
#: A move's seat, kind (its value) and card, read in one step.
_MOVE_KEY = attrgetter("seat", "kind._value_", "card")
#: The worker's end: what each byte stands for.
_CARD_OF_BYTE = {CODE_BASE + c.index: c for c in FULL_DECK}
_CARD_OR_NONE = {_NONE_BYTE: None, **_CARD_OF_BYTE}
_ACTION_OF_BYTE = {CODE_BASE + i: a for i, a in enumerate(_ACTIONS)}
_PHASE_OF_BYTE = {CODE_BASE + i: p for i, p in enumerate(_PHASES)}
_SEAT_OR_NONE: dict[int, int | None] = {b: s for s, b in _SEAT_BYTE.items()}
_SEAT_OF_BYTE = {b: s for b, s in _SEAT_OR_NONE.items() if s is not None}


class _MoveBytes(dict[tuple[int, str, Card | None], bytes]):
    """The three bytes of each move, by ``_MOVE_KEY``, made when first met (a few
    hundred)."""

    def __missing__(self, key: tuple[int, str, Card | None]) -> bytes:
        seat, kind, card = key
        code = bytes((_SEAT_BYTE[seat], CODE_BASE + _KINDS.index(MoveKind(kind)),
                      _CARD_BYTE[card]))
        self[key] = code
        return code


_MOVE_BYTES = _MoveBytes()


def compact_message(view: SeatView, new: Sequence[PublicMove]) -> bytes:
    """The compact request for a later ``view`` of a hand whose moves ``new`` the
    worker has not been sent (see above)."""
    card = _CARD_BYTE.__getitem__
    return b"v%c%c%c%c%d,%d,%b,%b,%b,%b,%b\n" % (
        _PHASE_BYTE[view.phase._value_], _SEAT_BYTE[view.to_act], card(view.drawn_card),
        card(view.cannot_discard), view.stock_count, view.opponent_card_count,
        bytes(map(card, view.hand)), bytes(map(card, view.discard_pile)),
        bytes(map(card, view.opponent_known)),
        bytes(map(_ACTION_BYTE.__getitem__, map(id, view.legal_actions))),
        b"".join(map(_MOVE_BYTES.__getitem__, map(_MOVE_KEY, new))))


_MODES: tuple[Mode, ...] = tuple(Mode)
_ROLES: tuple[Role, ...] = tuple(Role)
_MODE_BYTE = {m.value: CODE_BASE + i for i, m in enumerate(_MODES)}
_ROLE_BYTE = {r.value: CODE_BASE + i for i, r in enumerate(_ROLES)}
_MODE_OF_BYTE = {CODE_BASE + i: m for i, m in enumerate(_MODES)}
_ROLE_OF_BYTE = {CODE_BASE + i: r for i, r in enumerate(_ROLES)}


def _numbers(values: Iterable[int]) -> bytes:
    return b" ".join(b"%d" % v for v in values)


def compact_first_message(view: SeatView, new: Sequence[PublicMove]) -> bytes | None:
    """The compact request for the first ``view`` of a hand (its moves so far ``new``):
    a ``compact_message`` tagged ``w`` instead of ``v``, followed by the fields of
    ``HAND_FIELDS`` and ``last_result`` (as the JSON of a ``decide`` request, last, as
    it holds commas). None where the fields do not fit the codes (a seat above 9, an
    empty game score), for the JSON request instead.

    After the ``v`` line's fields: ``seat``, ``player``, ``opponent``, ``mode``,
    ``doubled`` (``0``/``1``), ``dealer`` and ``match_winner`` as one byte each, then
    ``,seats,roles,knock_limit,hand_number,scores,game_scores,target,sitter_cards,
    last_result``: a list of numbers is written with spaces between them, the game
    scores with ``/`` between games.
    """
    seats = (view.seat, view.player, view.opponent, view.dealer, *view.seats)
    if max(seats) > 9 or min(seats) < 0 or not all(view.game_scores):
        return None
    seat = _SEAT_BYTE.__getitem__
    return b"w%s,%c%c%c%c%c%c%c,%s,%s,%d,%d,%s,%s,%d,%s,%s\n" % (
        compact_message(view, new)[1:-1],
        seat(view.seat), seat(view.player), seat(view.opponent),
        _MODE_BYTE[view.mode.value], CODE_BASE + bool(view.doubled), seat(view.dealer),
        seat(view.match_winner), bytes(map(seat, view.seats)),
        bytes([_ROLE_BYTE[r.value] for r in view.roles]), view.knock_limit,
        view.hand_number, _numbers(view.scores),
        b"/".join(map(_numbers, view.game_scores)), view.target,
        bytes(map(_CARD_BYTE.__getitem__, view.sitter_cards)),
        _result_text(view.last_result).encode())


class _MoveOfBytes(dict[bytes, PublicMove]):
    """The public move of each three-byte code, made when first met (a few hundred)."""

    def __missing__(self, code: bytes) -> PublicMove:
        seat, kind, card = code
        if not CODE_BASE <= seat < CODE_BASE + 10:
            raise ValueError(f"no seat {seat!r}")
        move = new_public_move(seat - CODE_BASE, _KINDS[kind - CODE_BASE], _CARD_OR_NONE[card])
        self[code] = move
        return move


_MOVE_OF_BYTES = _MoveOfBytes()


def view_from_compact(line: bytes, cache: HistoryCache,
                      rules: RuleSet | None = None) -> SeatView:
    """The ``SeatView`` of a compact request (with or without its newline): a hand's
    first (``compact_first_message``, with the game's ``rules``), or a later one, whose
    other fields and earlier moves ``cache`` keeps.

    Raises KeyError, IndexError, TypeError or ValueError on a line that is not such a
    request.
    """
    tag = line[:1]
    if tag == COMPACT_FIRST:
        if rules is None:
            raise ValueError("a hand's first request needs the game's rules")
        values, moves = [_MISSING] * len(_FIELD_NAMES), []
        parts = line[5:].rstrip(b"\n").split(b",", 16)
        _first_fields(values, parts[7:], rules)
    elif tag == COMPACT and cache.values:
        values, moves = cache.values, cache.moves
        parts = line[5:].rstrip(b"\n").split(b",")
        if len(parts) != 7:
            raise ValueError("a compact request has 7 fields after its first bytes")
    else:
        raise ValueError("a compact request comes only after a hand's first request")
    stock, count, hand, pile, known, legal, history = parts[:7]
    values[_PHASE] = _PHASE_OF_BYTE[line[1]]
    values[_TO_ACT] = _SEAT_OR_NONE[line[2]]
    values[_DRAWN] = _CARD_OR_NONE[line[3]]
    values[_BLOCKED] = _CARD_OR_NONE[line[4]]
    card = _CARD_OF_BYTE.__getitem__
    values[_HAND] = tuple(map(card, hand))
    values[_PILE] = tuple(map(card, pile))
    values[_STOCK] = int(stock)
    values[_COUNT] = int(count)
    values[_KNOWN] = tuple(map(card, known))
    values[_LEGAL] = tuple(map(_ACTION_OF_BYTE.__getitem__, legal))
    if history:
        if len(history) % 3:
            raise ValueError("a move is three bytes")
        moves.extend(map(_MOVE_OF_BYTES.__getitem__,
                         [history[i:i + 3] for i in range(0, len(history), 3)]))
    values[_HISTORY] = tuple(moves)
    view = new_seat_view(*values)
    cache.values, cache.moves = values, moves
    return view


_FIRST_PLACES = tuple(_PLACE[name] for name in (
    "seat", "player", "opponent", "mode", "doubled", "dealer", "match_winner", "seats",
    "roles", "knock_limit", "hand_number", "scores", "game_scores", "target",
    "sitter_cards", "rules", "last_result"))
_DOUBLED_OF_BYTE = {CODE_BASE: False, CODE_BASE + 1: True}


def _first_fields(values: list[Any], parts: list[bytes], rules: RuleSet) -> None:
    """Set the fields of ``HAND_FIELDS``, ``rules`` and ``last_result`` of a hand's first
    compact request (``parts``: its fields after those of every compact request)."""
    heads, seats, roles, limit, number, scores, games, target, sitter, result = parts
    seat, player, opponent, mode, doubled, dealer, winner = heads
    seat_of = _SEAT_OF_BYTE.__getitem__
    fields = (
        seat_of(seat), seat_of(player), seat_of(opponent), _MODE_OF_BYTE[mode],
        _DOUBLED_OF_BYTE[doubled], seat_of(dealer), _SEAT_OR_NONE[winner],
        tuple(map(seat_of, seats)), tuple(map(_ROLE_OF_BYTE.__getitem__, roles)),
        int(limit), int(number), tuple(map(int, scores.split())),
        tuple([tuple(map(int, g.split())) for g in games.split(b"/")]) if games else (),
        int(target), tuple(map(_CARD_OF_BYTE.__getitem__, sitter)), rules,
        _result_from_json(json.loads(result.decode())))
    for place, value in zip(_FIRST_PLACES, fields, strict=True):
        values[place] = value


# ------------------------------------------------------------------ the worker
#: json's own scanner (its C one where there is one), set up as ``json.loads`` sets it up.
_scan_once: Callable[[str, int], tuple[Any, int]] = json.scanner.make_scanner(
    cast(Any, json.JSONDecoder()))


def read_request(line: bytes) -> Any:
    """``json.loads(line)``: the same value, or the same error.

    A line as the arena writes it (an object, then the newline) goes straight to json's
    scanner, without ``json.loads``'s steps written in Python (guessing the encoding, the
    whitespace around the value), about a tenth of the cost of reading a view.
    """
    if line[:1] == b"{" and b"\x00" not in line[:4]:  # what json.loads reads as UTF-8
        try:
            text = line.decode("utf-8", "surrogatepass")
            value, end = _scan_once(text, 0)
        except (StopIteration, ValueError):
            pass  # json.loads says what is wrong
        else:
            if not text[end:].strip(" \t\n\r"):
                return value
    return json.loads(line)


def _failure(exc: BaseException) -> str:
    """What went wrong in a strategy's own code, its exception's type included (the
    arena's own refusals, ``StrategyLoadError``, say it in a sentence of their own)."""
    from gin_desktop.ai import StrategyLoadError

    if isinstance(exc, StrategyLoadError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"


def serve(spec: str, inp: BinaryIO, out: BinaryIO) -> int:
    """Answer the arena's requests for strategy ``spec`` until ``stop`` or end of input."""
    from gin_desktop.ai import make_strategy  # here: the worker's only strategy import

    strategy: Any = None
    rules = RuleSet()
    history = HistoryCache()

    def send(message: dict[str, Any]) -> None:
        out.write(json.dumps(message, separators=(",", ":")).encode() + b"\n")
        out.flush()

    def decide(request: bytes | dict[str, Any]) -> None:
        """Answer a ``decide`` request, JSON or compact."""
        try:
            if isinstance(request, bytes):
                view = view_from_compact(request, history, rules)
                new_hand = request[:1] == COMPACT_FIRST
            else:
                view = view_from_json(request["view"], rules, history)
                new_hand = bool(request.get("new_hand"))
            if new_hand and callable(getattr(strategy, "new_hand", None)):
                strategy.new_hand(view)
            action = strategy.choose(view)
            if not isinstance(action, Action):
                # Not an action at all: an illegal answer, not a crash of the strategy.
                send({"type": "not_an_action",
                      "message": f"{action!r} ({type(action).__name__})"[:300]})
                return
            reply = _REPLY_OF.get(action)
            if reply is None:
                send({"type": "action", "action": action.text()})
            else:
                out.write(reply)
                out.flush()
        except Exception as exc:  # the strategy's failure is reported, not fatal here
            send({"type": "error", "message": f"{type(exc).__name__}: {exc}"[:300]})

    for line in inp:
        if line[:1] in (COMPACT, COMPACT_FIRST):
            decide(line)
            continue
        request = read_request(line)
        kind = request.get("type")
        if kind == "stop":
            break
        if kind == "new_game":
            try:
                rules = RuleSet.from_dict(request["rules"])
                strategy = make_strategy(spec, seed=int(request["seed"]))
            except Exception as exc:  # reported to the arena, which names the strategy
                send({"type": "error", "message": _failure(exc)[:300]})
                continue
            send({"type": "ready", "name": str(getattr(strategy, "name", spec))})
        elif kind == "decide":
            decide(request)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m gin_desktop.ai.isolated SPEC", file=sys.stderr)
        return 2
    # The protocol owns the real standard output, on a descriptor of its own. Descriptor
    # 1 itself is pointed at stderr, so that whatever else writes there (``print``, C
    # code, ``sys.__stdout__``, a child process) goes to stderr, not into the protocol.
    out = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    sys.stdout.flush()
    os.dup2(sys.stderr.fileno(), 1)
    sys.stdout = sys.stderr
    # The same for the requests: descriptor 0 reads /dev/null, so a strategy that reads
    # its standard input (``input()``) gets end of input at once rather than waiting, or
    # taking the next request for itself.
    inp = os.fdopen(os.dup(sys.stdin.fileno()), "rb")
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    sys.stdin = open(0, encoding="utf-8", closefd=False)
    refuse_memory_readers()
    return serve(args[0], inp, out)


def refuse_memory_readers() -> None:
    """Linux: mark this process not dumpable, so that another process of the same user
    (a strategy's worker) cannot read its memory or environment through /proc. Root, or
    a process allowed to trace this one, still can: see docs/strategies.md."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_dumpable = 4
        libc.prctl(pr_set_dumpable, 0, 0, 0, 0)
    except (OSError, AttributeError):
        pass


# ------------------------------------------------------------------ the arena's side
class SharedCpu:
    """Keeps the arena's process and its isolated workers together on one CPU, moving
    them, between games, to the CPU that was idlest during the last game.

    A game with isolated strategies is a relay: the arena and its workers take turns, so
    one CPU at a time is all it uses. Together on one CPU each hands over to the next
    directly; spread over CPUs, every turn wakes an idle CPU, which on a quiet machine
    costs more than the turn itself. Moving between games keeps the relay off a CPU that
    another busy process holds. Where CPUs cannot be chosen (or there is one), nothing
    changes.
    """

    def __init__(self) -> None:
        getter = getattr(os, "sched_getaffinity", None)
        self._allowed: list[int] = sorted(getter(0)) if getter is not None else []
        self._cpu: int | None = None
        self._idle: dict[int, int] = {}

    def place(self, pids: Iterable[int | None]) -> None:
        """Move this process and the workers ``pids`` (started workers inherit it)."""
        if len(self._allowed) < 2 or not hasattr(os, "sched_setaffinity"):
            return
        idle = _idle_ticks()
        if not idle:
            return
        before, self._idle = self._idle, idle
        # The current CPU first, so that a tie keeps the relay where its caches are.
        order = sorted(self._allowed, key=lambda c: c != self._cpu)
        cpu = max(order, key=lambda c: idle.get(c, 0) - before.get(c, 0))
        if cpu == self._cpu:
            return
        self._cpu = cpu
        for pid in (0, *(p for p in pids if p is not None)):
            try:
                os.sched_setaffinity(pid, {cpu})
            except OSError:  # a worker that has just exited
                pass

    def release(self) -> None:
        """Give this process back every CPU it had."""
        if self._cpu is not None:
            self._cpu = None
            os.sched_setaffinity(0, self._allowed)


def _address_space_bound(megabytes: float | None) -> Callable[[], None] | None:
    """What a new worker runs before Python starts in it: bound its address space, so a
    strategy that allocates without end gets ``MemoryError`` (and loses its game) rather
    than taking the machine's memory. POSIX only; elsewhere, as with None, no bound."""
    if megabytes is None:
        return None
    try:
        import resource
    except ImportError:  # Windows: bound it from outside (docs/strategies.md)
        return None
    limit = int(megabytes * 1024 * 1024)

    def bound() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    return bound


def _idle_ticks() -> dict[int, int]:
    """Each CPU's idle time so far (idle and iowait, in clock ticks); empty where the
    system does not say."""
    try:
        with open("/proc/stat", "rb") as stat:
            lines = stat.read().splitlines()
    except OSError:
        return {}
    ticks: dict[int, int] = {}
    for line in lines:
        if line.startswith(b"cpu") and line[3:4].isdigit():
            fields = line.split()
            if len(fields) > 5:
                ticks[int(fields[0][3:])] = int(fields[4]) + int(fields[5])
    return ticks


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """Kill a worker and every process of its group (those its strategy started and
    did not move out of it), and close its pipes."""
    if hasattr(os, "killpg"):  # POSIX: no process groups on Windows
        try:
            os.killpg(proc.pid, signal.SIGKILL)  # the group bears the worker's id
        except OSError:  # already gone (or no such group where sessions are not made)
            pass
    if proc.poll() is None:
        proc.kill()
    proc.wait()
    for stream in (proc.stdin, proc.stdout):
        if stream is not None:
            stream.close()


class Forfeit(Exception):
    """The isolated strategy answered late, illegally, or not at all; ``reason`` says
    which ("late", "illegal", "crashed")."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


class IsolatedStrategy:
    """A strategy running in its own worker process; ``choose`` sends the view there.

    ``time_limit_ms`` bounds each decision, measured from sending the view to reading
    the answer. A late worker is killed (its answer would arrive out of turn) and the
    next game starts a new one.
    """

    def __init__(self, spec: str, time_limit_ms: float = 1000.0,
                 memory_limit_mb: float | None = None) -> None:
        self.spec = spec
        self.name = spec
        self.time_limit_ms = time_limit_ms
        #: The worker's address space in megabytes (POSIX ``RLIMIT_AS``, set before it
        #: imports the strategy), or None for no bound.
        self.memory_limit_mb = memory_limit_mb
        self._proc: subprocess.Popen[bytes] | None = None
        self._buffer = b""
        self._history = HistoryCache()
        self._poll = select.poll()
        #: Whether requests may be compact: for the built-in levels, never a
        #: ``module:Class`` strategy (whose worker is sent the documented JSON).
        self._compact = ":" not in spec
        #: Whether the worker is stopped (``SIGSTOP``, with the processes its strategy
        #: started) between its decisions: a ``module:Class`` strategy's is, so that
        #: nothing of it runs in the opponent's time (a thread left thinking, or spinning
        #: on the CPU the relay shares).
        self._pause = ":" in spec and hasattr(signal, "SIGSTOP") and hasattr(os, "killpg")
        #: Milliseconds of the last decision, round trip included.
        self.last_ms = 0.0

    def _start(self) -> subprocess.Popen[bytes]:
        env = dict(os.environ)
        # The worker imports ``module:Class`` from the same path as the arena.
        env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p)
        # In a process group of its own, so that stopping it stops whatever processes
        # its strategy started too (``_kill``): none of them plays on, or keeps a CPU
        # busy, while the opponent thinks.
        proc = subprocess.Popen(
            [sys.executable, "-m", "gin_desktop.ai.isolated", self.spec],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, start_new_session=True,
            preexec_fn=_address_space_bound(self.memory_limit_mb))
        self._proc, self._buffer = proc, b""
        assert proc.stdout is not None
        # One poll object per worker, kept: a decision waits on it once.
        self._poll = select.poll()
        self._poll.register(proc.stdout.fileno(), select.POLLIN)
        return proc

    def new_game(self, seed: int, rules: RuleSet) -> None:
        """Start a game. A ``module:Class`` strategy gets a new worker for every game:
        the two games of a pair are dealt the same cards, and nothing the strategy kept in
        its process (a module-level variable) may carry the first game's cards into the
        second. The built-in levels, trusted code, keep theirs."""
        if not self._compact:
            self.close()
        proc = self._proc if self._proc is not None and self._proc.poll() is None \
            else self._start()
        self._history = HistoryCache()
        try:
            self._send(proc, {"type": "new_game", "seed": seed, "rules": rules.to_dict()})
            reply = self._receive(proc, STARTUP_SECONDS)
            if reply.get("type") != "ready":
                raise Forfeit("crashed", str(reply.get("message", reply)))
        except Forfeit:
            self._kill()
            raise
        self.name = str(reply.get("name", self.spec))
        self._signal(proc, "SIGSTOP")

    def choose(self, view: SeatView) -> Action:
        try:
            return self._choose(view)
        except Forfeit:
            # The game is lost; the worker may be out of step with the protocol (a stray
            # line, an answer still to come): the next game starts a new one.
            self._kill()
            raise

    def _choose(self, view: SeatView) -> Action:
        proc = self._proc
        if proc is None:
            raise Forfeit("crashed", "no game was started")
        self._signal(proc, "SIGCONT")
        start = time.perf_counter()
        self._write(proc, decide_message(view, self._history, self._compact))
        line = self._read_line(proc, self.time_limit_ms / 1000.0)
        self.last_ms = (time.perf_counter() - start) * 1000.0
        self._signal(proc, "SIGSTOP")
        # The worker's usual answer is one of a few known lines: looked up, not parsed.
        action = _ACTION_OF_REPLY.get(line)
        text: Any = None
        if action is None:
            action, text = self._parse_action(line)
        if action is None or action not in view.legal_actions:
            if text is None and action is not None:
                text = action.text()
            raise Forfeit("illegal", f"{text!r} is not one of the legal actions")
        return action

    @property
    def pid(self) -> int | None:
        """The worker's process id, while it runs."""
        return None if self._proc is None else self._proc.pid

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        self._signal(proc, "SIGCONT")
        try:
            self._send(proc, {"type": "stop"})
            proc.wait(timeout=2)
        except (Forfeit, subprocess.TimeoutExpired):
            pass
        _stop(proc)

    def _kill(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None:
            _stop(proc)

    def _signal(self, proc: subprocess.Popen[bytes], name: str) -> None:
        """Stop or continue a pausing worker's process group (``_pause``)."""
        if self._pause:
            try:
                os.killpg(proc.pid, getattr(signal, name))
            except OSError:  # gone: the next request finds out
                pass

    def _exited(self, proc: subprocess.Popen[bytes]) -> Forfeit:
        """The forfeit of a worker that closed its end of the protocol: how it ended
        (its exit code, or the signal that killed it), when it ended within a moment."""
        try:
            code = proc.wait(timeout=0.5)
        except subprocess.TimeoutExpired:
            how = "closed its output"
        else:
            if code < 0:
                try:
                    name = signal.Signals(-code).name
                except ValueError:
                    name = str(-code)
                how = f"was killed by signal {name}"
            else:
                how = f"has exited (exit code {code})"
        self._kill()
        return Forfeit("crashed", f"the worker {how}")

    def _parse_action(self, line: bytes) -> tuple[Action | None, Any]:
        """The action of an answer that is not one of the known lines, and its text."""
        reply = self._decode(line)
        if reply.get("type") == "error":
            message = str(reply.get("message"))
            if message.startswith("MemoryError") and self.memory_limit_mb is not None:
                message = (f"over its memory limit of {self.memory_limit_mb:g} MB "
                           f"({message.rstrip(': ')})")
            raise Forfeit("crashed", message)
        if reply.get("type") == "not_an_action":
            raise Forfeit("illegal", f"the answer is not an action: {reply.get('message')}")
        text = reply.get("action")
        try:
            action = Action.from_text(text) if isinstance(text, str) else None
        except ActionParseError:
            action = None
        return action, text

    def _send(self, proc: subprocess.Popen[bytes], message: dict[str, Any]) -> None:
        self._write(proc, json.dumps(message, separators=(",", ":")).encode() + b"\n")

    def _write(self, proc: subprocess.Popen[bytes], data: bytes) -> None:
        assert proc.stdin is not None
        try:
            os.write(proc.stdin.fileno(), data)
        except (BrokenPipeError, OSError):
            raise self._exited(proc) from None

    def _receive(self, proc: subprocess.Popen[bytes], seconds: float) -> dict[str, Any]:
        return self._decode(self._read_line(proc, seconds))

    def _read_line(self, proc: subprocess.Popen[bytes], seconds: float) -> bytes:
        """The worker's next line (without its newline), within ``seconds``."""
        assert proc.stdout is not None
        fd = proc.stdout.fileno()
        deadline = time.perf_counter() + seconds
        while b"\n" not in self._buffer:
            left = deadline - time.perf_counter()
            if left <= 0 or not self._poll.poll(left * 1000.0):
                self._kill()
                raise Forfeit("late", f"no answer within {seconds * 1000:.0f} ms")
            chunk = os.read(fd, 4096)  # an answer is a few dozen bytes
            if not chunk:
                raise self._exited(proc)
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return line

    @staticmethod
    def _decode(line: bytes) -> dict[str, Any]:
        try:
            reply = json.loads(line)
        except ValueError:
            reply = None
        if not isinstance(reply, dict):
            raise Forfeit("illegal", f"the answer is not a JSON object: {line[:80]!r}")
        return reply


__all__ = ["PROTOCOL", "Forfeit", "IsolatedStrategy", "SharedCpu", "main",
           "refuse_memory_readers", "serve",
           "view_from_compact", "view_from_json", "view_to_json"]

if __name__ == "__main__":
    sys.exit(main())
