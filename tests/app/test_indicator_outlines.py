"""The New game dialog's check boxes and radio buttons, a menu's, a pane's scroll bar handle,
push buttons and text fields show their outlines under every desktop theme: Fusion drew
them in the window's colour a little darker, black on a black high-contrast window (the
boxes gone, 1:1) and a pale 1.7:1 on the usual light grey one, where a mark or a line needs
3:1 (``GRAPHIC_CONTRAST``). A field's placeholder words read as text (4.5:1)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton, QApplication, QCheckBox, QComboBox, QDockWidget, QHBoxLayout, QLabel,
    QLineEdit, QMainWindow, QMenu, QPlainTextEdit, QPushButton, QScrollBar, QSpinBox, QStyle,
    QStyleOptionSlider, QWidget,
)
from pytestqt.qtbot import QtBot

from gin_desktop.app.contrast import GRAPHIC_CONTRAST, TEXT_CONTRAST, contrast
from gin_desktop.app.dialogs.indicators import ReadableIndicators, readable_indicators
from gin_desktop.app.settings import Settings
from tools.desktop_palettes import PALETTES, desktop_palette

from .test_check_boxes_follow_type import controls, dialog_in, indicator


@pytest.fixture
def themed(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[QPalette]:
    """The application as the game starts it (its style), under the theme the test is
    parametrised with; the tests' plain style and palette again afterwards."""
    old_palette = qapp.palette()
    readable_indicators(qapp)
    palette = desktop_palette(request.param)
    qapp.setPalette(palette)
    try:
        yield palette
    finally:
        qapp.setStyle("Fusion")
        qapp.setPalette(old_palette)


def outline_contrast(button: QAbstractButton, ground: QColor) -> float:
    """How much the most visible pixel of ``button``'s box or circle (not its words)
    stands out from ``ground``: an unticked one's is its outline."""
    image = button.grab().toImage()
    right = min(indicator(button).right() + 1, image.width())
    return max(contrast(image.pixelColor(x, y), ground)
               for x in range(right) for y in range(image.height()))


@pytest.mark.parametrize("themed", PALETTES, indirect=True)
def test_unticked_boxes_and_circles_show_their_outlines(
        qapp: QApplication, qtbot: QtBot, settings: Settings, themed: QPalette) -> None:
    dialog = dialog_in(qapp, qtbot, settings, None)
    ground = dialog.palette().color(QPalette.ColorRole.Window)
    unticked = [button for button in controls(dialog) if not button.isChecked()]
    assert len(unticked) >= 4
    for button in unticked:
        ratio = outline_contrast(button, ground)
        assert ratio >= GRAPHIC_CONTRAST, (button.text(), ratio)
        if themed == desktop_palette("light"):
            # On the usual window no darker than that asks: Fusion's grey, deepened.
            assert ratio < 4.0, (button.text(), ratio)


def test_a_second_install_keeps_the_style(qapp: QApplication) -> None:
    try:
        readable_indicators(qapp)
        first = qapp.style()
        readable_indicators(qapp)
        assert qapp.style() is first
        assert isinstance(first, ReadableIndicators)
    finally:
        qapp.setStyle("Fusion")


def handle_edges(bar: QScrollBar, ground: QColor) -> list[int]:
    """For the handle's top and its bottom edge (a pixel either side of where the style
    puts them), how many pixels across the widest row stand out 3:1 from ``ground``."""
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    handle = bar.style().subControlRect(QStyle.ComplexControl.CC_ScrollBar, option,
                                        QStyle.SubControl.SC_ScrollBarSlider, bar)
    image = bar.grab().toImage()

    def row(y: int) -> int:
        return sum(contrast(image.pixelColor(x, y), ground) >= GRAPHIC_CONTRAST
                   for x in range(bar.width()))
    return [max(row(y) for y in range(edge - 1, edge + 2))
            for edge in (handle.top(), handle.bottom())]


@pytest.mark.parametrize("themed", PALETTES, indirect=True)
def test_a_scroll_bars_handle_shows_its_edges(qtbot: QtBot, themed: QPalette) -> None:
    # As the move log's, the rules' and the shortcuts' panes have them: on the black
    # window the handle's edge was black, the handle not to be found.
    pane = QPlainTextEdit("\n".join(f"Line {number}" for number in range(200)))
    qtbot.addWidget(pane)
    pane.resize(240, 300)
    pane.show()
    qtbot.waitExposed(pane)
    bar = pane.verticalScrollBar()
    QTest.keyClick(pane, Qt.Key.Key_PageDown)
    assert bar.value() > 0
    edges = handle_edges(bar, pane.palette().color(QPalette.ColorRole.Window))
    # Its top and bottom edges drawn across (the groove's own line beside it is one).
    assert min(edges) >= 0.75 * bar.width(), (edges, bar.width())


@pytest.mark.parametrize("themed", PALETTES, indirect=True)
def test_a_panels_title_buttons_show_their_marks(qtbot: QtBot, themed: QPalette) -> None:
    # As the score pad's and the move log's: Fusion's float and close marks were faint
    # grey, 1.4:1 on the black window.
    window = QMainWindow()
    window.setCentralWidget(QLabel("Table"))
    panel = QDockWidget("Score pad")
    panel.setWidget(QLabel("Total"))
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    ground = window.palette().color(QPalette.ColorRole.Window)
    buttons = panel.findChildren(QAbstractButton)
    assert len(buttons) == 2
    for button in buttons:
        image = button.grab().toImage()
        marked = sum(contrast(image.pixelColor(x, y), ground) >= GRAPHIC_CONTRAST
                     for x in range(image.width()) for y in range(image.height()))
        # Whole strokes, not a pixel or two where the grey strokes cross.
        assert marked >= 12, (button.toolTip(), marked)


def test_title_button_marks_are_drawn_once_per_colours(qapp: QApplication) -> None:
    # Asked for 23 times before the game's first frame, in the same colours: drawn once,
    # and again only when the colours change (another desktop theme).
    old_palette = qapp.palette()
    style = ReadableIndicators("Fusion")
    close = QStyle.StandardPixmap.SP_DockWidgetCloseButton
    try:
        qapp.setPalette(desktop_palette("light"))
        first = style.standardIcon(close).pixmap(16)
        assert style.standardIcon(close).pixmap(16).cacheKey() == first.cacheKey()
        dark = desktop_palette("dark")
        qapp.setPalette(dark)
        redrawn = style.standardIcon(close).pixmap(16).toImage()
        ink = dark.color(QPalette.ColorRole.WindowText)
        assert redrawn.pixelColor(8, 8).rgb() == ink.rgb()
        assert first.toImage().pixelColor(8, 8).rgb() != ink.rgb()
    finally:
        qapp.setPalette(old_palette)


@pytest.mark.parametrize("themed", PALETTES, indirect=True)
def test_a_menus_unticked_box_shows_its_outline(qtbot: QtBot, themed: QPalette) -> None:
    # As the View menu's panels and Full screen: the same box, in the menu.
    menu = QMenu()
    qtbot.addWidget(menu)
    shown = menu.addAction("Score pad")
    shown.setCheckable(True)
    shown.setChecked(False)
    menu.popup(QPoint(0, 0))
    qtbot.waitExposed(menu)
    image = menu.grab().toImage()
    box = menu.actionGeometry(shown)
    ground = menu.palette().color(QPalette.ColorRole.Window)
    # The box, before the words.
    ratio = max(contrast(image.pixelColor(x, y), ground)
                for x in range(box.left(), box.left() + box.height())
                for y in range(box.top(), box.bottom() + 1))
    assert ratio >= GRAPHIC_CONTRAST, ratio


def test_the_outline_is_worked_out_once_per_palette_and_follows_a_new_one(
        qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # The search for the outline's colour ran on every paint of every box; a palette's
    # colour is searched once, and a new palette's colour anew.
    from gin_desktop.app.dialogs import indicators

    searched: list[str] = []
    search = indicators.outline_ground

    def counted(window: QColor, darker: int, lighter: int = 100,
                wanted: float = GRAPHIC_CONTRAST) -> QColor:
        searched.append(window.name())
        return search(window, darker, lighter, wanted)

    monkeypatch.setattr(indicators, "outline_ground", counted)
    readable_indicators(qapp)
    try:
        box = QCheckBox("Show the hint")
        qtbot.addWidget(box)
        box.show()
        qtbot.waitExposed(box)
        # Colours no other test paints with, so none was searched before.
        for window in ("#010203", "#7a7b7c"):
            palette = desktop_palette("contrast-dark")
            palette.setColor(QPalette.ColorRole.Window, QColor(window))
            box.setPalette(palette)
            for _paint in range(3):
                ratio = outline_contrast(box, QColor(window))
            assert searched.count(window) == 1, searched
            # Past the black window's outline, on the grey one it would be 1.5:1.
            assert ratio >= GRAPHIC_CONTRAST, (window, ratio)
    finally:
        qapp.setStyle("Fusion")


def edges(widget: QWidget, ground: QColor) -> tuple[float, float]:
    """How much ``widget``'s left and top edges (their two outer pixels, halfway along)
    stand out from ``ground``."""
    image = widget.grab().toImage()
    middle_x, middle_y = image.width() // 2, image.height() // 2
    return (max(contrast(image.pixelColor(x, middle_y), ground) for x in range(2)),
            max(contrast(image.pixelColor(middle_x, y), ground) for y in range(2)))


@pytest.mark.parametrize("themed", PALETTES, indirect=True)
def test_buttons_and_fields_show_their_edges(qtbot: QtBot, themed: QPalette) -> None:
    # Fusion's edge, the window's colour darker by 140, left the black high-contrast
    # theme's Cancel and the name and number fields only their words (1:1 to 1.3:1), and
    # the light theme's 2:1.
    window = QWidget()
    row = QHBoxLayout(window)
    focus = QLabel("Deal")
    focus.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    field = QLineEdit("You")
    number = QSpinBox()
    choice = QComboBox()
    choice.addItem("Standard")
    controls = [QPushButton("Cancel"), field, number, choice]
    for widget in (focus, *controls):
        row.addWidget(widget)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    focus.setFocus()  # a focused control's edge is the highlight's
    ground = window.palette().color(QPalette.ColorRole.Window)
    for widget in controls:
        assert min(edges(widget, ground)) >= GRAPHIC_CONTRAST, (type(widget).__name__,
                                                                edges(widget, ground))


@pytest.mark.parametrize("themed", PALETTES, indirect=True)
def test_a_fields_placeholder_reads(qtbot: QtBot, themed: QPalette) -> None:
    # The New game dialog's "random" and the Settings' "Your name": Qt's own grey, half
    # transparent black, was 4:1 on the light theme's white field.
    field = QLineEdit()
    field.setPlaceholderText("random")
    qtbot.addWidget(field)
    field.resize(200, field.sizeHint().height())
    field.show()
    qtbot.waitExposed(field)
    image = field.grab().toImage()
    ground = field.palette().color(QPalette.ColorRole.Base)
    words = max(contrast(image.pixelColor(x, y), ground)
                for x in range(4, image.width() // 2) for y in range(4, image.height() - 4))
    assert words >= TEXT_CONTRAST, words


@pytest.mark.parametrize("themed", ["light"], indirect=True)
def test_a_ticked_box_is_drawn_as_enabled_or_disabled_as_it_is(
        qapp: QApplication, qtbot: QtBot, settings: Settings, themed: QPalette) -> None:
    """The style keeps one palette per palette and outline (Fusion's pixmap cache is keyed
    by it), and kept the first control's colour group with it: the New game dialog's
    ticked boxes (Training mode, Equal deadwood is an undercut) wore the grey tick of the
    disabled box drawn before them, as if they could not be changed (s67, a newcomer at
    scale 2; at scale 1 too), and a disabled box drawn first was ticked black."""
    holder = QWidget()
    qtbot.addWidget(holder)
    row = QHBoxLayout(holder)
    boxes = []
    for enabled in (False, True, False, True):
        box = QCheckBox("Training mode")
        box.setChecked(True)
        box.setEnabled(enabled)
        row.addWidget(box)
        boxes.append(box)
    holder.show()
    qtbot.waitExposed(holder)

    def darkest(box: QCheckBox) -> int:
        image = box.grab().toImage()
        right = min(indicator(box).right() + 1, image.width())
        return min(image.pixelColor(x, y).value() for x in range(right)
                   for y in range(image.height()))

    disabled, enabled = darkest(boxes[0]), darkest(boxes[1])
    assert enabled < 60, f"the enabled box's tick is grey ({enabled})"
    assert disabled > enabled + 60, (disabled, enabled)
    assert (darkest(boxes[2]), darkest(boxes[3])) == (disabled, enabled)
