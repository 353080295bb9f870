"""The window's icons are drawn at the sizes they are shown at, when first shown
(``main._DrawnWhenAsked``): what a menu or the toolbar shows is the pixmap Qt picks among all
eleven drawn sizes, scaled as Qt scales it, at every size and screen scale."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from gin_desktop.app.main import _ICON_PIXELS, make_icon

ASKED = [QSize(16, 16), QSize(22, 22), QSize(24, 24), QSize(13, 20), QSize(33, 33),
         QSize(48, 48), QSize(70, 70), QSize(120, 120)]


@pytest.mark.parametrize("name", ["new", "hint", "wait"])
@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5, 2.0, 3.0])
def test_an_icon_shown_at_one_size_is_the_one_drawn_at_all(qapp: QApplication, name: str,
                                                           scale: float) -> None:
    whole = make_icon(name)
    for side in _ICON_PIXELS:  # every size drawn before the one shown
        whole.pixmap(QSize(side, side))
    for size in ASKED:
        for mode in (QIcon.Mode.Normal, QIcon.Mode.Disabled):
            shown = make_icon(name)  # drawn only as it is shown
            expected = whole.pixmap(size, scale, mode)
            got = shown.pixmap(size, scale, mode)
            assert got.size() == expected.size(), (size, scale, mode)
            assert got.toImage() == expected.toImage(), (size, scale, mode)
            assert make_icon(name).actualSize(size, mode) == whole.actualSize(size, mode)
    assert make_icon(name).availableSizes() == whole.availableSizes()
