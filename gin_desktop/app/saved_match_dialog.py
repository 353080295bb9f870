"""The file dialog of Game ▸ Review a saved match…: wide enough for the saved matches'
names. Those names say the game, the players and the scores ("match-20261207-202523Z-Gin
Rummy para dois jogadores, Você 24 · Computador 17-abandoned.json"); Qt's own dialog
opened at about 620 pixels wide and cut every one of them to "match-20261207-...
-abandoned.json", so that a Portuguese player could not tell the matches apart.

A desktop's native dialog (a portal, GTK's) is left to size itself: it has no Qt widgets
to reach, and nothing here applies to it."""

from __future__ import annotations

from typing import Final

import shiboken6
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QTreeView, QWidget

from .screen_fit import resize_within_screen

# The dialog's size where the screen has the room: the names at the desktop's usual type
# take about 520-640 pixels, beside the size, type and date columns.
WIDTH: Final = 1120
HEIGHT: Final = 560
# The least of the list's width the name column takes where all does not fit (a small
# screen): the names are what the person chooses by.
NAME_SHARE: Final = 0.6


def choose_saved_match(parent: QWidget, title: str, folder: str, name_filter: str) -> str:
    """The file the person chose, or "" (cancelled)."""
    dialog = QFileDialog(parent, title, folder, name_filter)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    resize_within_screen(dialog, WIDTH, HEIGHT)
    model = dialog.findChild(QFileSystemModel)
    if model is not None:
        # The folder is listed by a thread of Qt's: the names are measured once it is.
        model.directoryLoaded.connect(lambda _path: _widen_names(dialog))
    try:
        if dialog.exec() != QFileDialog.DialogCode.Accepted:
            return ""
        chosen = dialog.selectedFiles()
        return chosen[0] if chosen else ""
    finally:
        dialog.deleteLater()


def _widen_names(dialog: QFileDialog) -> None:
    """The detail list's columns as wide as what they hold; the name's, where the list has
    too little room, what the size, type and date leave of it (at least its share)."""
    if not shiboken6.isValid(dialog):
        return
    tree = dialog.findChild(QTreeView, "treeView")
    if tree is None:
        return
    columns = tree.header().count()
    for column in range(columns):
        tree.resizeColumnToContents(column)
    room = tree.viewport().width() - sum(tree.columnWidth(c) for c in range(1, columns))
    most = max(room, round(tree.viewport().width() * NAME_SHARE))
    if tree.columnWidth(0) > most:
        tree.setColumnWidth(0, most)


__all__ = ["choose_saved_match"]
