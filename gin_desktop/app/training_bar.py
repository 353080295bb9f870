"""The training mode's bar under the toolbar: the hint for the decision at hand and the
mark of the last one (``training.TrainingCoach`` fills it).

Its own light module: the main window builds it before restoring its saved layout, long
before the coach and its weighing are imported after the first paint.
"""

from __future__ import annotations

from PySide6.QtWidgets import QToolBar, QVBoxLayout, QWidget

from .fit_text import LinesLabel
from .i18n import translate as _tr


class TrainingBar(QToolBar):
    """Two lines: the hint for the decision at hand, and the mark of the last one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("training_bar")
        self.setWindowTitle(_tr("Training"))
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)
        # The pale bar keeps its own dark ink: under a dark desktop theme the labels' light
        # text from the palette could not be read on it.
        self.setStyleSheet("#training_bar { background: #eef6ee; border: none; "
                           "border-bottom: 1px solid #9cc79f; padding: 2px; } "
                           "#training_bar QLabel { color: #1f2b22; background: transparent; }")
        box = QWidget()
        lines = QVBoxLayout(box)
        lines.setContentsMargins(6, 2, 6, 2)
        lines.setSpacing(2)
        # Each line keeps its height whatever it says (a longer text is cut, whole in the
        # tooltip): the table below must not move under the mouse when a mark comes.
        self.hint_label = LinesLabel(2)
        self.hint_label.setObjectName("training_hint")
        # The name is the whole text (``set_hint``), so a screen reader reads the hint, not
        # the label's purpose nor the text cut to two lines; the purpose is the description.
        self.hint_label.setAccessibleDescription(_tr("Training hint"))
        self.mark_label = LinesLabel(2)
        self.mark_label.setObjectName("training_mark")
        self.mark_label.setAccessibleDescription(_tr("Your last move"))
        lines.addWidget(self.hint_label)
        lines.addWidget(self.mark_label)
        self.addWidget(box)
        self.hide()

    def set_hint(self, text: str) -> None:
        self.hint_label.set_full_text(text)
        self.hint_label.setAccessibleName(text)

    def set_mark(self, text: str, *, mistake: bool) -> None:
        colour = "#8c1d13" if mistake else "#1d5e3a"
        self.mark_label.setStyleSheet(f"color: {colour}; font-weight: bold;")
        self.mark_label.set_full_text(("✗ " if mistake else "✓ ") + text if text else "")
        self.mark_label.setAccessibleName(text)  # the words, without the mark's symbol


__all__ = ["TrainingBar"]
