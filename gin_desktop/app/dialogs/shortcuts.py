"""The Keyboard shortcuts window, built from the window's own actions (so it never lies).

Its lines wrap: what the mouse does is said in whole sentences, and a window as wide as the
longest of them (about 1200 pixels, more in Spanish) ran past a 1024 or 800 pixel screen.
The window is no wider than a comfortable line of each column, and no larger than its
screen; the list scrolls down, never sideways."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHeaderView, QLabel, QStyle, QStyledItemDelegate,
    QStyleOptionViewItem, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget,
)

from ..accessibility import list_separator
from ..screen_fit import resize_within_screen, screen_room

# The widest a column's line may be before its words wrap, in average characters: about
# a comfortable line of reading, whatever the screen's width.
COLUMN_CHARACTERS = 44
# The height the window opens at, where the screen has the room.
HEIGHT = 560


def _plain(text: str) -> str:
    """A menu text without its mnemonic ampersand and trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


class _WrappingRows(QStyledItemDelegate):
    """Rows as tall as their wrapped words: a tree view asks its rows' heights without
    the columns' widths, so a line wrapped onto two kept the height of one (the rest of
    it hidden)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        tree = self._tree
        spanned = tree.isFirstColumnSpanned(index.row(), index.parent())
        width = tree.viewport().width() if spanned \
            else tree.header().sectionSize(index.column())
        font = index.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font if isinstance(font, QFont) else tree.font())
        margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                          tree) + 1
        words = metrics.boundingRect(QRect(0, 0, max(1, width - 2 * margin), 100_000),
                                     int(Qt.TextFlag.TextWordWrap), str(index.data() or ""))
        return QSize(hint.width(), max(hint.height(),
                                       words.height() + hint.height() - metrics.height()))


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
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Command"), self.tr("Key")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        # Long lines wrap onto more lines of their row rather than lose their ends.
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setItemDelegate(_WrappingRows(self.tree))
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        # The rows' heights follow their columns' widths (a wrapped line needs more).
        header.sectionResized.connect(lambda *_: self.tree.doItemsLayout())
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
                # The keyboard's current cell is the command's: a screen reader said
                # "New game" and never its key, which sits in the next column.
                item.setData(0, Qt.ItemDataRole.AccessibleTextRole,
                             list_separator().join((text, key)))
        self._fit_columns(rows)
        self._opened = False
        hint = QLabel(self.tr("Menus also open with Alt and the underlined letter."))
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(hint)
        layout.addWidget(buttons)

    def _fit_columns(self, rows: Sequence[tuple[str, Sequence[tuple[str, str]]]]) -> None:
        """Each column as wide as its longest line, up to ``COLUMN_CHARACTERS``; both
        narrower, and wrapping more, where the screen has less room."""
        metrics = self.tree.fontMetrics()
        padding = 3 * metrics.averageCharWidth() + 12
        widest = metrics.averageCharWidth() * COLUMN_CHARACTERS + padding
        first = max([metrics.horizontalAdvance(_plain(t)) for t, lines in rows if lines]
                    + [metrics.horizontalAdvance(w) for _t, lines in rows for w, _k in lines],
                    default=0) + padding
        second = max((metrics.horizontalAdvance(k) for _t, lines in rows for _w, k in lines),
                     default=0) + padding
        first, second = min(first, widest), min(second, widest)
        # The scroll bar, the frames and the dialog's margins.
        chrome = (self.tree.verticalScrollBar().sizeHint().width()
                  + 2 * self.tree.frameWidth() + 40)
        room = screen_room(self).width() - chrome
        if first + second > room:
            # The keys' column keeps at least a third; the commands take the rest.
            second = min(second, max(room // 3, room - first))
            first = room - second
        self.tree.header().resizeSection(1, second)
        resize_within_screen(self, first + second + chrome, HEIGHT)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._opened:
            self._opened = True
            self._show_every_row()

    def _show_every_row(self) -> None:
        """As tall as the list's rows need, where the screen has the room: at ``HEIGHT``
        the list scrolled on a 1920x1080 screen with room for all of it. Measured once
        laid out at the window's width, and again: without the scroll bar the words may
        wrap less. Grown about its middle, where it was placed over the main window."""
        tree = self.tree
        for _ in range(2):
            tree.doItemsLayout()
            model = tree.model()
            rows = sum(tree.indexRowSizeHint(model.index(row, 0))
                       for row in range(model.rowCount()))
            missing = rows - tree.viewport().height()
            if missing <= 0:
                return
            top, before = self.y(), self.height()
            resize_within_screen(self, self.width(), before + missing)
            higher = top - (self.height() - before) // 2
            self.move(self.x(), max(self.screen().availableGeometry().top(),
                                    min(self.y(), higher)))

    def rows(self) -> list[tuple[str, str]]:
        """(command, key) of every line (headings excluded): for tests."""
        found: list[tuple[str, str]] = []
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and item.text(1):
                found.append((item.text(0), item.text(1)))
        return found
