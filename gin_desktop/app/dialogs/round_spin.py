"""A spin box whose arrows step to round values (25, 50, 75...) from wherever it stands."""

from __future__ import annotations

from PySide6.QtWidgets import QSpinBox


class RoundStepSpinBox(QSpinBox):
    """Steps land on multiples of the single step: from the minimum 1, a plain spin box
    stepped by 25 went 26, 51, 76, 101, values nobody plays to. Any value may still be
    typed; the next step from it goes to the round value beyond."""

    def stepBy(self, steps: int) -> None:  # noqa: N802 (Qt's name)
        size = self.singleStep()
        value = self.value()
        if size <= 1 or steps == 0:
            super().stepBy(steps)
            return
        # Up from 1 (or 26) counts from 0 (or 25); down from 26 counts from 50.
        base = (value // size if steps > 0 else -(-value // size)) * size
        self.setValue(max(self.minimum(), min(self.maximum(), base + steps * size)))
        self.selectAll()
