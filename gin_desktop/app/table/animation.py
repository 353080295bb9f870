"""Card movement: a queue of steps, each a group of ``pos`` animations played together.

Every duration is multiplied by one speed factor; at 0 nothing is animated and no timer
is started: each step's moves are applied at once (tests and the self-test run so).

Why a queue: the model can apply a second action (a quick computer reply) while the first
one's cards are still flying; its step waits its turn. ``finish()`` plays everything left
to the end at once; the scene calls it before handling a click, so input always acts on
the table as it really is (never lost, never applied twice).
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation, QEasingCurve, QObject, QParallelAnimationGroup, QPointF,
    QPropertyAnimation, QSequentialAnimationGroup, Signal,
)

from .items import CardItem

#: Environment variable that overrides the speed factor (0: instant).
SPEED_VARIABLE = "GIN_DESKTOP_ANIMATION_SPEED"

# Base durations in milliseconds, at speed factor 1.
MOVE_MS = 260
DEAL_STAGGER_MS = 55
ARRANGE_MS = 420
LAYOFF_MS = 420


def speed_from_environment() -> float | None:
    """The factor forced by ``GIN_DESKTOP_ANIMATION_SPEED``, or None when unset or invalid."""
    text = os.environ.get(SPEED_VARIABLE)
    if text is None:
        return None
    try:
        value = float(text)
    except ValueError:
        return None
    return max(0.0, min(value, 10.0)) if value == value else None  # NaN: ignore


@dataclass(slots=True)
class Move:
    """One card going to ``end`` (its z-order ``z`` once there)."""

    item: CardItem
    end: QPointF
    z: float
    duration_ms: float = MOVE_MS
    delay_ms: float = 0.0
    #: Face shown while flying (None: unchanged) and once landed (None: unchanged).
    face_start: bool | None = None
    face_end: bool | None = None
    #: Stacking while flying (default: above the cards at rest, in landing order).
    fly_z: float | None = None
    #: Cards deep in a stack are hidden once landed (nobody sees them; painting is saved).
    visible_end: bool = True


#: A step prepares the table (mirror changes, face flips) and returns the moves to play.
Step = Callable[[], list[Move]]


class Animator(QObject):
    """Plays steps one after the other; see the module docstring."""

    #: Emitted when the queue has run dry (the table shows the mirror's state).
    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        forced = speed_from_environment()
        self._speed = 1.0 if forced is None else forced
        self._queue: deque[Step] = deque()
        # The steps are the scene's own (its methods, closures over it), and the scene
        # holds this animator: a table let go of with steps still queued was left to
        # Python's collector. Deleted (with its scene), it lets them go; the deque's own
        # method, so that Qt holds the queue, not the animator.
        self.destroyed.connect(self._queue.clear)
        self._group: QParallelAnimationGroup | None = None
        self._moves: list[Move] = []
        self._running_step = False
        self._finishing = False

    # ---------------------------------------------------------------- speed
    @property
    def speed(self) -> float:
        return self._speed

    def set_speed(self, factor: float) -> None:
        """Scale every duration by ``factor`` (0: instant); the environment variable wins."""
        forced = speed_from_environment()
        if forced is not None:
            factor = forced
        self._speed = max(0.0, float(factor))
        if self._speed == 0:
            self.finish()

    # ---------------------------------------------------------------- queue
    def is_busy(self) -> bool:
        return self._group is not None or bool(self._queue) or self._running_step

    def enqueue(self, step: Step, *, next_up: bool = False) -> None:
        """Play ``step`` after the queued ones (``next_up``: before them, right after the
        step now running, for a step that is the second beat of the current one)."""
        if next_up:
            self._queue.appendleft(step)
        else:
            self._queue.append(step)
        if self._group is None and not self._running_step:
            self._run_queue()

    def finish(self) -> None:
        """Play the running animation and every queued step to the end, now."""
        if self._finishing:
            return
        self._finishing = True
        try:
            self._stop_group()
            self._run_queue()
        finally:
            self._finishing = False

    def apply_now(self, moves: list[Move]) -> None:
        """Put cards where ``moves`` say without animating (a resize, a rebuild)."""
        for move in moves:
            move.item.home = QPointF(move.end)
            move.item.home_z = move.z
            move.item.lifted = False
            if move.face_start is not None:
                move.item.set_face_up(move.face_start)
            _land(move)

    def clear(self) -> None:
        """Forget queued steps and stop (cards stay where they are); for a rebuild."""
        self._queue.clear()
        self._stop_group()

    # ---------------------------------------------------------------- internals
    def _instant(self) -> bool:
        return self._speed == 0 or self._finishing

    def _run_queue(self) -> None:
        while self._queue and self._group is None:
            step = self._queue.popleft()
            self._running_step = True
            try:
                moves = step()
            finally:
                self._running_step = False
            self._play(moves)
        if not self._queue and self._group is None:
            self.idle.emit()

    def _play(self, moves: list[Move]) -> None:
        for move in moves:
            move.item.home = QPointF(move.end)
            move.item.home_z = move.z
            move.item.lifted = False
            move.item.setVisible(True)
            if move.face_start is not None:
                move.item.set_face_up(move.face_start)
        animated = [m for m in moves if m.item.pos() != m.end]
        if self._instant() or not animated:
            for move in moves:
                _land(move)
            return
        group = QParallelAnimationGroup(self)
        for move in moves:
            if move.item.pos() == move.end:
                _land(move)
                continue
            # Flying cards pass over the rest; their own z is set on landing.
            move.item.setZValue(move.fly_z if move.fly_z is not None else 500 + move.z)
            animation = QPropertyAnimation(move.item, b"pos")
            animation.setStartValue(move.item.pos())
            animation.setEndValue(move.end)
            animation.setDuration(max(1, round(move.duration_ms * self._speed)))
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            delay = round(move.delay_ms * self._speed)
            if delay > 0:
                sequence = QSequentialAnimationGroup()
                sequence.addPause(delay)
                sequence.addAnimation(animation)
                group.addAnimation(sequence)
            else:
                group.addAnimation(animation)
        self._group = group
        self._moves = moves
        group.finished.connect(self._on_finished)
        group.start()

    def _on_finished(self) -> None:
        self._settle()
        self._run_queue()

    def _stop_group(self) -> None:
        if self._group is not None:
            self._settle()

    def _settle(self) -> None:
        group, self._group = self._group, None
        moves, self._moves = self._moves, []
        if group is not None:
            group.finished.disconnect(self._on_finished)
            if group.state() is not QAbstractAnimation.State.Stopped:
                group.stop()
            group.deleteLater()
        for move in moves:
            _land(move)


def _land(move: Move) -> None:
    move.item.setPos(move.end)
    move.item.setZValue(move.z)
    if move.face_end is not None:
        move.item.set_face_up(move.face_end)
    move.item.setVisible(move.visible_end)
