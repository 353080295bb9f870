"""Help ▸ Is the computer cheating?: how deals are made, and how to check the computer.

The page lives in ``assets/help/fairness.<lang>.md`` (English, Spanish, Czech, Portuguese),
shown like the rulebook; a language without its own page falls back to English.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from .dialogs.rules import page_style
from .i18n import translate as _tr
from .rules_text import localized_markdown
from .screen_fit import resize_within_screen


def fairness_markdown(language: str | None = None) -> str:
    """The page for ``language`` (None or "system": the locale's); never raises."""
    text = localized_markdown("help", "fairness", language)
    if text is not None:
        return text
    return _tr("# Is the computer cheating?\n\nThis page is missing from this installation.")


class FairnessWindow(QDialog):
    """Non-modal, like the rules: it can stay open beside the table."""

    def __init__(self, language: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fairness_window")
        self.setWindowTitle(_tr("Is the computer cheating?"))
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        # Within the screen, as the rules: at 720x640 its Close button was below the
        # bottom of a 1366x768 laptop at 125 %. The page scrolls instead.
        resize_within_screen(self, 720, 640)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(16)
        page = QTextDocument()
        page.setMarkdown(fairness_markdown(language))
        self.browser.document().setDefaultStyleSheet(page_style())
        self.browser.setHtml(page.toHtml())
        font = self.browser.font()
        font.setPointSizeF(max(font.pointSizeF(), 10.5))
        self.browser.setFont(font)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    def text(self) -> str:
        return self.browser.toPlainText()


__all__ = ["FairnessWindow", "fairness_markdown"]
