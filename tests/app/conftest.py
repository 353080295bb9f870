"""Shared fixtures for the app tests (Qt runs offscreen: see tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from gin_desktop.app.model import GameModel


@pytest.fixture
def game_model(qtbot: QtBot) -> Iterator[GameModel]:
    """A ``GameModel`` with no pause before computer moves; no match started yet."""
    model = GameModel(computer_delay_ms=0)
    yield model
    # Computer jobs still running (stale ones too) finish before the model goes.
    model.shutdown(5000)
