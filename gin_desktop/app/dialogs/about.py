"""The About box."""

from __future__ import annotations

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from gin_desktop import __version__

# The card art's licence, with a non-breaking space in every language: "(CC0" ended a
# line and "1.0)." began the next.
LICENCE = "CC0\u00a01.0"


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, icon: QIcon | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.setWindowTitle(self.tr("About Gin Rummy"))
        picture = QLabel()
        if icon is not None and not icon.isNull():
            picture.setPixmap(icon.pixmap(96, 96))
        picture.setAlignment(Qt.AlignmentFlag.AlignTop)
        text = QLabel(self.tr(
            "<h2>Gin Rummy</h2>"
            "<p>Version {version}</p>"
            "<p>Offline Gin Rummy against computer opponents: the two-player game, the "
            "three-hand “box” game, and the Oklahoma, Hollywood and Straight variants.</p>"
            "<p>The computer players see only what a player at a real table could see.</p>"
            "<p>Card art: original, public domain ({licence}).<br>"
            "Built with Qt {qt} and PySide6 {pyside}.</p>").format(
                version=__version__, qt=qVersion(), pyside=pyside_version,
                licence=LICENCE))
        text.setObjectName("about_text")
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        text.setOpenExternalLinks(True)
        text.setMinimumWidth(340)
        row = QHBoxLayout()
        row.addWidget(picture)
        row.addSpacing(12)
        row.addWidget(text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
