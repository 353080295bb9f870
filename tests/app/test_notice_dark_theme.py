"""Under a dark desktop theme the notice bar's dismiss cross stays visible on its pale bar."""

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from gin_desktop.app.contrast import luminance as _luminance
from gin_desktop.app.main import NoticeBar


def test_the_dismiss_cross_is_dark_on_the_pale_bar_under_a_dark_palette(qtbot):
    app = QApplication.instance()
    old = app.palette()
    dark = QPalette(QColor("#2b2b2b"))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText,
                 QPalette.ColorRole.Text):
        dark.setColor(role, QColor("#f0f0f0"))
    app.setPalette(dark)
    try:
        bar = NoticeBar()
        qtbot.addWidget(bar)
        bar.show()
        close = bar.findChild(type(bar.offer_button), "notice_close")
        # The cross as it shows on the bar (the bar paints the pale ground under it).
        image = bar.grab(close.geometry()).toImage()
        darkest = min(_luminance(image.pixelColor(x, y))
                      for x in range(image.width()) for y in range(image.height()))
        background = _luminance(QColor("#fff4d1"))
        assert (background + 0.05) / (darkest + 0.05) >= 4.5
    finally:
        app.setPalette(old)
