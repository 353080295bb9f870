"""The statistics window's note of what its last export did: where the file went, its
folder and name, in one line over the window's buttons. A path too long for the line is
cut in its middle ("/home/ann/…/Documents/gin-statistics.csv": the file's name and the
start of its folder stay), whole in the tooltip and for a screen reader. A button beside
it opens the folder in the system's file manager.

Said after the export only, while the window stays open: the note was left from an
export made an hour before, when the window was opened again, as if just written.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDir, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from .i18n import translate as _tr


def shown_path(path: Path) -> str:
    """``path`` as the system writes one (backslashes on Windows)."""
    return QDir.toNativeSeparators(str(path))


class ExportNote(QLabel):
    """One line: "Exported to /home/ann/Documents/gin-statistics.csv", or a note with no
    file ("Statistics started afresh."); empty and hidden until there is something to
    say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("export_note")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # As wide as the row gives, never wider: a long path made the window wider than
        # the screen; it is cut to the row instead.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._whole = ""
        self._file: Path | None = None
        self.hide()

    def exported(self, path: Path) -> None:
        """Say that the statistics were written to ``path``."""
        self._file = path
        self._say(_tr("Exported to {path}").format(path=shown_path(path)))

    def say(self, text: str) -> None:
        """A note of no file (a reset)."""
        self._file = None
        self._say(text)

    def forget(self) -> None:
        """Nothing to say: the last export is past (the window was closed), or failed."""
        self.say("")

    def folder(self) -> Path | None:
        """The folder of the file the note names, if it names one."""
        return self._file.parent if self._file is not None else None

    def whole_text(self) -> str:
        """The note uncut."""
        return self._whole

    def open_folder(self) -> bool:
        """Open the folder in the system's file manager (False: the system could not)."""
        folder = self.folder()
        return folder is not None and QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def _say(self, text: str) -> None:
        self._whole = text
        self.setAccessibleName(text)
        self.setVisible(bool(text))
        self._refit()

    def _refit(self) -> None:
        """The note cut to the line's width: only the path, in its middle."""
        shown = self._whole
        width = self.contentsRect().width()
        if self._file is not None and width > 0 and self.isVisible():
            path = shown_path(self._file)
            around = self.fontMetrics().horizontalAdvance(shown.replace(path, ""))
            shown = shown.replace(path, self._cut_path(width - around))
        self.setText(shown)
        self.setToolTip(self._whole if shown != self._whole else "")

    def _cut_path(self, room: int) -> str:
        """The file's path in ``room`` pixels: its folder cut in the middle, its name
        whole ("/home/ann/Docu…/Exports/gin-statistics.csv"), the name cut only when the
        folder has no room left."""
        assert self._file is not None
        metrics = self.fontMetrics()
        path = shown_path(self._file)
        if metrics.horizontalAdvance(path) <= room:
            return path
        name = self._file.name
        folder = path[:len(path) - len(name)]  # with its separator at the end
        least = metrics.averageCharWidth() * 8
        folder_room = room - metrics.horizontalAdvance(name)
        if folder_room < least:
            return metrics.elidedText(path, Qt.TextElideMode.ElideMiddle, max(room, least))
        return metrics.elidedText(folder, Qt.TextElideMode.ElideMiddle, folder_room) + name

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._refit()
