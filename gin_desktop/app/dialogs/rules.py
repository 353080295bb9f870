"""The Rules window: the rulebook, with its contents beside it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QListView, QListWidget, QListWidgetItem, QSplitter, QStyle,
    QTextBrowser, QVBoxLayout, QWidget,
)

from gin_desktop.engine import RuleSet

from ..contrast import readable_on
from ..focus_frame import frame_the_focus
from ..rules_text import rules_markdown
from ..screen_fit import resize_within_screen

# Applied to the HTML made from the Markdown: headings in the table's green, roomy lines.
_STYLE = """
h1 { color: HEADING; font-size: x-large; }
h2 { color: HEADING; font-size: large; margin-top: 18px; }
h3 { color: SUBHEADING; font-size: medium; margin-top: 12px; }
p, li { line-height: 130%; }
"""
_HEADING = "#1d5e3a"
_SUBHEADING = "#2f4f3f"


def page_style() -> str:
    """The style of a help page: its headings in the table's greens, made lighter on a
    dark theme's text pane (the dark green on it could hardly be read)."""
    def green(colour: str) -> str:
        return readable_on(colour, QPalette.ColorRole.Base).name()
    return (_STYLE.replace("SUBHEADING", green(_SUBHEADING))
            .replace("HEADING", green(_HEADING)))


# Each pane in a plain border with room for the focus frame inside it (``frame_the_focus``):
# the style draws no focus frame around a text pane, and after Tab a player at the keys
# could not tell that the text (scrolled by the arrow keys now) had it. The same room
# either way: the text does not shift when the frame comes.
_PANE_ROOM = """
#rules_text, #rules_contents { border: 1px solid palette(mid); padding: 1px; }
"""

# The heading's level (2 a section, 3 a subsection), beside its position.
_LEVEL = Qt.ItemDataRole.UserRole + 1

# The variants keep their names in every language ("### Oklahoma Gin").
_VARIANT_NAMES = (("oklahoma", "Oklahoma"), ("hollywood", "Hollywood"),
                  ("straight", "Straight"))


class RulesWindow(QDialog):
    """Non-modal: it can stay open beside the table while playing. Its numbers (the knock
    limit, the bonuses, the target) are those of ``rules``, the match being played
    (``set_rules`` when another match starts)."""

    def __init__(self, language: str | None = None, parent: QWidget | None = None,
                 rules: RuleSet | None = None) -> None:
        super().__init__(parent)
        self._language = language
        self._rules = rules
        self.setObjectName("rules_window")
        self.setWindowTitle(self.tr("Rules of Gin Rummy"))
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        resize_within_screen(self, 860, 640)

        self.browser = QTextBrowser()
        self.browser.setObjectName("rules_text")
        self.browser.setAccessibleName(self.tr("Rules text"))
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(16)
        self.browser.document().setDefaultStyleSheet(page_style())
        self._show_text()
        font = self.browser.font()
        font.setPointSizeF(max(font.pointSizeF(), 10.5))
        self.browser.setFont(font)

        self.contents = QListWidget()
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A long heading wraps onto a second line instead of losing its end.
        self.contents.setWordWrap(True)
        self.contents.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.contents.setResizeMode(QListView.ResizeMode.Adjust)
        self.contents.setSpacing(1)
        self.contents.setObjectName("rules_contents")
        self.contents.setAccessibleName(self.tr("Contents"))
        self._fill_contents()
        # The first section highlighted from the start, as the text opens above it.
        self.contents.setCurrentRow(0)
        self.contents.currentItemChanged.connect(self._go_to)
        # True while a chosen heading scrolls the text: the scroll must not move the
        # highlight away from the heading chosen (one near the end cannot reach the top).
        self._going = False
        self.browser.verticalScrollBar().valueChanged.connect(self._follow_scroll)

        for pane in (self.contents, self.browser):
            pane.setStyleSheet(_PANE_ROOM)
            frame_the_focus(pane)

        splitter = QSplitter()
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        # The contents as wide as their longest heading, within reason.
        side = min(max(230, self._contents_width()), 340)
        splitter.setSizes([side, 860 - side])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        layout.addWidget(buttons)

    def _show_text(self) -> None:
        markdown_doc = QTextDocument()
        markdown_doc.setMarkdown(rules_markdown(self._language, self._rules))
        self.browser.setHtml(markdown_doc.toHtml())

    def set_rules(self, rules: RuleSet) -> None:
        """Show the numbers of ``rules`` (a new match's); the contents stay as they are."""
        if rules == self._rules:
            return
        self._rules = rules
        row = self.contents.currentRow()
        scroll = self.browser.verticalScrollBar().value()
        self._show_text()
        # The same headings, at the new text's positions.
        self.contents.blockSignals(True)
        self.contents.clear()
        self._fill_contents()
        self.contents.setCurrentRow(row)
        self.contents.blockSignals(False)
        self.browser.verticalScrollBar().setValue(scroll)

    def _fill_contents(self) -> None:
        block = self.browser.document().begin()
        while block.isValid():
            level = block.blockFormat().headingLevel()
            if 1 < level <= 3 and block.text().strip():
                item = QListWidgetItem(("    " if level == 3 else "") + block.text().strip())
                item.setData(Qt.ItemDataRole.UserRole, block.position())
                item.setData(_LEVEL, level)
                if level == 2:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.contents.addItem(item)
            block = block.next()

    def _contents_width(self) -> int:
        widest = 0
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            widest = max(widest, QFontMetrics(item.font()).horizontalAdvance(item.text()))
        frame = self.contents.frameWidth() * 2 + self.contents.spacing() * 2
        scrollbar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return widest + frame + scrollbar + 12

    def headings(self) -> list[str]:
        return [self.contents.item(i).text().strip() for i in range(self.contents.count())]

    def show_game(self, mode: str, rules: RuleSet) -> None:
        """Go to the section of the game played with ``rules`` in ``mode``: the three-hand
        game's (the variants follow it), else the variant's; a plain two-player game
        leaves the page where it is (its rules come first)."""
        row = self._section_row(mode, rules)
        if row is not None:
            self.contents.setCurrentRow(row)
            self._go_to(self.contents.item(row))

    def _section_row(self, mode: str, rules: RuleSet) -> int | None:
        variant = next((self._row_starting(name) for flag, name in _VARIANT_NAMES
                        if getattr(rules, flag)), None)
        if mode != "three":
            return variant
        # The headings are translated: the three-hand game's section is found as the one
        # before the section holding the variants (RULES.md's order, every language's).
        variants = self._section_before(self._row_starting("Oklahoma"))
        return self._section_before(variants)

    def _row_starting(self, name: str) -> int | None:
        return next((row for row in range(self.contents.count())
                     if self.contents.item(row).data(_LEVEL) == 3
                     and self.contents.item(row).text().strip().startswith(name)), None)

    def _section_before(self, row: int | None) -> int | None:
        """The level-2 heading above ``row`` (not ``row`` itself)."""
        if row is None:
            return None
        return next((r for r in range(row - 1, -1, -1)
                     if self.contents.item(r).data(_LEVEL) == 2), None)

    def _go_to(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        position = item.data(Qt.ItemDataRole.UserRole)
        if not isinstance(position, int):
            return
        # Put the heading at the top of the view: go to the end, then back to it.
        self._going = True
        try:
            cursor = QTextCursor(self.browser.document())
            cursor.movePosition(QTextCursor.MoveOperation.End)
            self.browser.setTextCursor(cursor)
            cursor.setPosition(position)
            self.browser.setTextCursor(cursor)
            self.browser.ensureCursorVisible()
        finally:
            self._going = False

    def _follow_scroll(self, value: int) -> None:
        """Highlight the heading of the section being read as the text scrolls (by the
        bar, the wheel or the keys), without taking the focus from the text."""
        if self._going:
            return
        row = self.section_in_view(value)
        if row is None or row == self.contents.currentRow():
            return
        self.contents.blockSignals(True)
        self.contents.setCurrentRow(row)
        self.contents.blockSignals(False)
        self.contents.scrollToItem(self.contents.item(row))

    def section_in_view(self, value: int) -> int | None:
        """The row of the last heading above the view's first lines at scroll ``value``
        (the first at the top);
        at the very end of the text, the last heading in view at all (the last sections
        are too short to reach the top)."""
        bar = self.browser.verticalScrollBar()
        at_end = value >= bar.maximum() > 0
        reach = value + (self.browser.viewport().height() if at_end
                         else 2 * self.browser.fontMetrics().lineSpacing())
        document = self.browser.document()
        layout = document.documentLayout()
        # Above the first heading (the title and the opening lines): the first section.
        found = 0 if self.contents.count() else None
        for row in range(self.contents.count()):
            block = document.findBlock(self.contents.item(row).data(Qt.ItemDataRole.UserRole))
            if layout.blockBoundingRect(block).top() > reach:
                break
            found = row
        return found
