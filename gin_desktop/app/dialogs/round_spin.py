"""A spin box whose arrows step to round values (25, 50, 75...) from wherever it stands,
and which says when it put a typed number right."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QSpinBox


class RoundStepSpinBox(QSpinBox):
    """Steps land on multiples of the single step: from the minimum 1, a plain spin box
    stepped by 25 went 26, 51, 76, 101, values nobody plays to. Any value may still be
    typed; the next step from it goes to the round value beyond. Stepping down stops at
    the lowest round value: a target of 25 stepped down went to 1, a one-point match.

    A number typed outside the range becomes the nearest allowed value, and ``corrected``
    says so: a plain spin box put a target typed as 0 back to the 100 it was, dropped the
    last key of 20000 (a target of 2000) and of a knock limit of 15 (1), and Enter dealt
    that game without a word."""

    #: A typed number (or an emptied box) was put right: the value it is now.
    corrected = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        """As Qt's, but a number above the maximum is still being typed (to be put right),
        not a key refused: the box showed "2000" of a typed 20000."""
        checked = super().validate(text, pos)
        if checked[0] is QValidator.State.Invalid and text.strip().isdigit():
            return QValidator.State.Intermediate, text, pos
        return checked

    def fixup(self, text: str) -> str:
        """The nearest allowed value to a number typed outside the range; the value it
        had for an emptied box."""
        typed = text.strip()
        value = (max(self.minimum(), min(self.maximum(), int(typed))) if typed.isdigit()
                 else self.value())
        self.corrected.emit(value)
        return self.textFromValue(value)

    def stepBy(self, steps: int) -> None:  # noqa: N802 (Qt's name)
        size = self.singleStep()
        value = self.value()
        if size <= 1 or steps == 0:
            super().stepBy(steps)
            return
        # Up from 1 (or 26) counts from 0 (or 25); down from 26 counts from 50.
        base = (value // size if steps > 0 else -(-value // size)) * size
        self.setValue(max(self._step_floor(), min(self.maximum(), base + steps * size)))
        self.selectAll()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:  # noqa: N802 (Qt's name)
        enabled = super().stepEnabled()
        if self.singleStep() > 1 and self.value() <= self._step_floor():
            enabled &= ~QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        return enabled

    def _step_floor(self) -> int:
        """The lowest value a step down reaches: the lowest round value, or the minimum
        from a value typed below that."""
        size = self.singleStep()
        lowest_round = -(-self.minimum() // size) * size
        if size <= 1 or lowest_round > self.maximum() or self.value() < lowest_round:
            return self.minimum()
        return lowest_round
