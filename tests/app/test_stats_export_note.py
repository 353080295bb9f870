"""Statistics ▸ Export to CSV…: the note under the figures said "Exported to
gin-statistics.csv", not where (which folder) that file was; and it stayed when the window
was closed and opened again, an export made an hour before read as just done. The note
names the whole path (cut in its middle only when the line is too short, whole in its
tooltip), a button beside it opens the folder, and a new opening of the window starts
without it. The real window, opened with Ctrl+I, real clicks on its buttons."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from gin_desktop.app.stats_window import StatsWindow

from .test_stats_first_look import open_statistics
from .test_stats_reset import click, click_reset, some_statistics, when_a_box_shows


@contextmanager
def statistics_shown(window: Any, qtbot: QtBot) -> Iterator[StatsWindow]:
    """The statistics window opened with Ctrl+I; closed after, whatever happened (left
    open, it lies over the next tests' tables)."""
    shown = open_statistics(window, qtbot)
    try:
        yield shown
    finally:
        shown.close()


def export_to(target: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The file dialog, when it is asked, answers ``target``."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args: (str(target), "CSV files (*.csv)"))


def export(shown: StatsWindow) -> None:
    QTest.mouseClick(shown.export_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def opened_urls(monkeypatch: pytest.MonkeyPatch, works: bool = True) -> list[QUrl]:
    """What the system was asked to open (nothing is opened)."""
    opened: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return works

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    return opened


def box_said(qtbot: QtBot, act: Callable[[], None]) -> str:
    """What the message box that ``act`` opens says (answered with OK)."""
    seen: list[QMessageBox] = []
    said: list[str] = []

    def answer(box: QMessageBox) -> None:
        said.append(box.text())
        box.accept()

    when_a_box_shows(answer, seen)
    act()
    qtbot.waitUntil(lambda: bool(said), timeout=2000)
    return said[0]


def close(window: Any, shown: StatsWindow, qtbot: QtBot) -> None:
    QTest.mouseClick(shown.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not shown.isVisible() and window.isActiveWindow(), timeout=2000)


def test_the_note_says_the_whole_path_and_opens_its_folder(
        window: Any, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "Exports"
    folder.mkdir()
    target = folder / "my-games.csv"
    export_to(target, monkeypatch)
    opened = opened_urls(monkeypatch)
    with statistics_shown(window, qtbot) as shown:
        shown.resize(max(shown.width(), 1200), shown.height())
        export(shown)
        assert target.is_file()
        note = shown.export_note
        assert note.isVisible()
        assert note.text() == f"Exported to {target}"  # the folder, not only the name
        assert note.accessibleName() == note.text()
        button = shown.open_folder_button
        assert button.isVisible() and button.text() == "Open folder"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        assert [Path(url.toLocalFile()) for url in opened] == [folder]


def test_enter_after_an_export_closes_the_window(
        window: Any, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The focus stayed where the file dialog left it: Enter, as on opening the window,
    exported again (or, under X11, opened the folder) rather than closing it."""
    target = tmp_path / "my-games.csv"
    export_to(target, monkeypatch)
    opened = opened_urls(monkeypatch)
    shown = open_statistics(window, qtbot)
    export(shown)
    target.unlink()
    assert shown.open_folder_button.accessibleDescription() == f"Exported to {target}"
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not shown.isVisible(), timeout=2000)
    assert not target.exists() and not opened  # neither exported again nor opened


def test_a_long_path_is_cut_in_its_middle_and_never_widens_the_window(
        window: Any, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / ("a-folder-with-a-long-name-" * 4) / ("and-another-one-" * 4)
    folder.mkdir(parents=True)
    target = folder / "my-games.csv"
    export_to(target, monkeypatch)
    with statistics_shown(window, qtbot) as shown:
        least = shown.minimumSizeHint().width()
        export(shown)
        assert shown.minimumSizeHint().width() == least
        shown.resize(least, shown.height())
        qtbot.waitUntil(lambda: "…" in shown.export_note.text(), timeout=2000)
        note = shown.export_note
        assert note.text().startswith("Exported to ")
        assert note.text().endswith("my-games.csv")  # the file's name is kept whole
        assert note.fontMetrics().horizontalAdvance(note.text()) <= note.contentsRect().width()
        assert note.toolTip() == f"Exported to {target}"
        assert note.accessibleName() == f"Exported to {target}"


def test_the_note_is_gone_when_the_window_is_opened_again(
        window: Any, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    export_to(tmp_path / "my-games.csv", monkeypatch)
    shown = open_statistics(window, qtbot)
    export(shown)
    assert shown.export_note.isVisible()
    close(window, shown, qtbot)

    with statistics_shown(window, qtbot) as shown:
        assert shown.isVisible()
        assert shown.export_note.text() == ""
        assert not shown.export_note.isVisible()
        assert not shown.open_folder_button.isVisible()


def test_a_reset_note_is_gone_too_and_opens_no_folder(
        window: Any, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    export_to(tmp_path / "before.csv", monkeypatch)
    some_statistics(window.persistence.stats)
    shown = open_statistics(window, qtbot)
    export(shown)
    click_reset(shown, click("confirm_reset"))
    assert shown.export_note.text() == "Statistics started afresh."
    assert not shown.open_folder_button.isVisible()  # the note names no file now
    close(window, shown, qtbot)
    with statistics_shown(window, qtbot) as shown:
        assert shown.isVisible() and not shown.export_note.isVisible()


def test_a_failed_export_takes_the_last_note_away(
        window: Any, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    export_to(tmp_path / "my-games.csv", monkeypatch)
    with statistics_shown(window, qtbot) as shown:
        export(shown)
        assert shown.open_folder_button.isVisible()
        export_to(tmp_path / "gone" / "my-games.csv", monkeypatch)
        assert "could not be exported" in box_said(qtbot, lambda: export(shown))
        assert not shown.export_note.isVisible()
        assert not shown.open_folder_button.isVisible()


def test_a_folder_the_system_cannot_open_is_named_in_a_message(
        window: Any, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    export_to(tmp_path / "my-games.csv", monkeypatch)
    opened_urls(monkeypatch, works=False)
    with statistics_shown(window, qtbot) as shown:
        export(shown)
        assert box_said(qtbot, lambda: QTest.mouseClick(
            shown.open_folder_button, Qt.MouseButton.LeftButton)) == (
            f"The folder could not be opened. The file is in {tmp_path}.")
