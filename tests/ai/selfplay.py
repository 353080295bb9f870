"""Headless matches for the tests to watch: each decision's view is handed to the test
before the seat's strategy acts on it (a forced move is played without asking it)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping

from gin_desktop.ai.base import Strategy
from gin_desktop.engine import Match, decisions
from gin_desktop.engine.view import SeatView


def watched(match: Match, players: Mapping[int, Strategy],
            limit: int | None = None) -> Iterator[SeatView]:
    """The views of ``match`` (at most ``limit``), each played by ``players[view.seat]``
    once the caller has looked at it; the caller may stop at any view."""
    for view in itertools.islice(decisions(match), limit):
        yield view
        legal = view.legal_actions
        match.apply(legal[0] if len(legal) == 1 else players[view.seat].choose(view),
                    view.seat)
