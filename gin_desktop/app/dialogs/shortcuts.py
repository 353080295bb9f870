"""The Keyboard shortcuts window, built from the window's own actions (so it never lies)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem,
    QVBoxLayout, QWidget,
)


def _plain(text: str) -> str:
    """A menu text without its mnemonic ampersand and trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


class ShortcutsDialog(QDialog):
    """Lists ``groups``: (title, actions) pairs, the actions' shortcuts beside them.

    ``extra`` rows (title, [(key text, what it does)]) describe keys handled elsewhere, such
    as the table's own keyboard play.
    """

    def __init__(self, groups: Sequence[tuple[str, Sequence[QAction]]],
                 parent: QWidget | None = None,
                 extra: Sequence[tuple[str, Sequence[tuple[str, str]]]] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("shortcuts_dialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.resize(480, 520)
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Command"), self.tr("Key")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        bold = QFont(self.tree.font())
        bold.setBold(True)
        rows: list[tuple[str, list[tuple[str, str]]]] = []
        for title, actions in groups:
            # Every key of an action (Take upcard is T and P), not only the first.
            lines = [(_plain(a.text()), ", ".join(
                key.toString(QKeySequence.SequenceFormat.NativeText) for key in a.shortcuts()))
                     for a in actions if not a.isSeparator() and a.shortcut().count()]
            rows.append((title, lines))
        rows += [(title, list(lines)) for title, lines in extra]
        for title, lines in rows:
            if not lines:
                continue
            heading = QTreeWidgetItem(self.tree, [_plain(title), ""])
            heading.setFont(0, bold)
            heading.setFirstColumnSpanned(True)
            for text, key in lines:
                item = QTreeWidgetItem(self.tree, [text, key])
                # Whole in a tooltip, should a narrow screen cut a column.
                item.setToolTip(0, text)
                item.setToolTip(1, key)
        self._fit_columns(rows)
        hint = QLabel(self.tr("Menus also open with Alt and the underlined letter."))
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(hint)
        layout.addWidget(buttons)

    def _fit_columns(self, rows: Sequence[tuple[str, Sequence[tuple[str, str]]]]) -> None:
        """Columns as wide as their longest line, the dialog wide enough for both (within
        the screen): what the mouse does is said in whole sentences, longer than keys."""
        metrics = self.tree.fontMetrics()
        padding = 3 * metrics.averageCharWidth() + 12
        first = max((metrics.horizontalAdvance(_plain(t)) for t, lines in rows if lines),
                    default=0)
        first = max([first, *(metrics.horizontalAdvance(w) for _t, lines in rows
                               for w, _k in lines)]) + padding
        second = max((metrics.horizontalAdvance(k) for _t, lines in rows for _w, k in lines),
                     default=0) + padding
        self.tree.header().resizeSection(1, second)
        chrome = (self.tree.verticalScrollBar().sizeHint().width()
                  + 2 * self.tree.frameWidth() + 40)
        screen = self.screen().availableGeometry().width() if self.screen() else 1024
        self.resize(max(self.width(), min(first + second + chrome, screen * 9 // 10)),
                    self.height())

    def rows(self) -> list[tuple[str, str]]:
        """(command, key) of every line (headings excluded): for tests."""
        found: list[tuple[str, str]] = []
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and item.text(1):
                found.append((item.text(0), item.text(1)))
        return found
