"""The first window fits the screen it opens on (a 1366x768 laptop has less than 800
pixels of height): its bottom edge, with the status line and the hint's bubble, is seen."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize


def test_the_first_window_is_no_larger_than_the_screen(make_window: Any) -> None:
    window = make_window(show=False)
    screen = window.screen().availableGeometry().size()
    # The offscreen platform's screen is smaller than the first size of 1280x800.
    assert screen.width() < 1280 and screen.height() <= 800
    window.show()
    assert window.height() <= screen.height() - 48
    assert window.width() <= screen.width() - 16


def test_a_saved_size_is_kept(make_window: Any, settings: Any) -> None:
    first = make_window(show=False)
    first.resize(700, 500)
    first.close()  # saves its size and place
    second = make_window(settings, show=False)
    assert second.size() == QSize(700, 500)
