"""Under a dark desktop theme (and the high-contrast ones) the game's own colours still
read: the rules' green headings, a dialog's red error, the training bar's words, the hand
review's marks, the score pad's "+13", the statistics' bars and figures and the toolbar
icons' green strokes. Each was chosen on a light window, and on a dark one the dark green or
red text was nearly lost (1.6:1 where 4.5:1 is asked for text, 3:1 for a mark)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.contrast import GRAPHIC_CONTRAST, TEXT_CONTRAST, contrast
from gin_desktop.app.dialogs.new_game import NewGameDialog, ReplayDealDialog
from gin_desktop.app.dialogs.rules import RulesWindow
from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.help_fairness import FairnessWindow
from gin_desktop.app.main import make_icon
from gin_desktop.app.scorepad import POINTS_ROLE
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.statistics import Statistics
from gin_desktop.app.stats_window import StatsWindow
from gin_desktop.app.training import TrainingBar
from tools.desktop_palettes import PALETTES, desktop_palette

from .test_review_window import open_review, press, window_after_a_hand
from .test_stats_charts_read_cleanly import MARGINS
from .test_stats_window import a_match

Role = QPalette.ColorRole
DARK_THEMES = [name for name in PALETTES if name != "light"]


@pytest.fixture
def theme(request: pytest.FixtureRequest) -> Iterator[QPalette]:
    """The application under the desktop theme the test is parametrised with."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    palette = desktop_palette(request.param)
    app.setPalette(palette)
    try:
        yield palette
    finally:
        app.setPalette(old)


def strongest(image: QImage, ground: QColor, area: QRect | None = None) -> float:
    """The contrast against ``ground`` of the pixel in ``area`` that stands out most: the
    core of a letter's stroke, where its colour is drawn whole."""
    area = area or image.rect()
    return max((contrast(image.pixelColor(x, y), ground)
                for x in range(max(area.left(), 0), min(area.right() + 1, image.width()))
                for y in range(max(area.top(), 0), min(area.bottom() + 1, image.height()))),
               default=1.0)


def ink_contrast(widget: QWidget, ground: QColor) -> float:
    return strongest(widget.grab().toImage(), ground)


def _settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def _shown(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)


# ------------------------------------------------------------------ help pages
def _heading_colours(window: Any) -> list[QColor]:
    document = window.browser.document()
    colours = []
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() in (1, 2, 3):
            colours.append(block.charFormat().foreground().color())
            for fragment in (it.fragment() for it in block):
                colours.append(fragment.charFormat().foreground().color())
        block = block.next()
    return colours


@pytest.mark.parametrize("theme", PALETTES, indirect=True)
@pytest.mark.parametrize("page", [RulesWindow, FairnessWindow])
def test_the_help_pages_headings_read_on_their_pane(qtbot: QtBot, theme: QPalette,
                                                   page: type) -> None:
    window = page("en")
    _shown(qtbot, window)
    ground = window.browser.palette().color(Role.Base)
    colours = _heading_colours(window)
    assert len(colours) >= 3
    worst = min(contrast(colour, ground) for colour in colours)
    assert worst >= TEXT_CONTRAST, worst


# ------------------------------------------------------------------ dialogs' errors
def _error_reads(dialog: Any) -> None:
    assert dialog.error_label.isVisible()
    ratio = ink_contrast(dialog.error_label, dialog.palette().color(Role.Window))
    assert ratio >= TEXT_CONTRAST, ratio


def _deal_typed(qtbot: QtBot, dialog: Any, field: QLineEdit) -> None:
    """A deal number that is none, typed and dealt with Enter: the dialog says why not."""
    _shown(qtbot, dialog)
    field.setFocus()
    field.selectAll()
    QTest.keyClicks(field, "xyz")
    QTest.keyClick(field, Qt.Key.Key_Return)
    _error_reads(dialog)


@pytest.mark.parametrize("theme", PALETTES, indirect=True)
def test_new_games_error_reads_on_the_dialog(qtbot: QtBot, tmp_path: Path,
                                             theme: QPalette) -> None:
    dialog = NewGameDialog(_settings(tmp_path), None, GameSetup())
    _deal_typed(qtbot, dialog, dialog.seed_edit)


@pytest.mark.parametrize("theme", DARK_THEMES, indirect=True)
def test_replay_deals_error_reads_on_the_dialog(qtbot: QtBot, theme: QPalette) -> None:
    dialog = ReplayDealDialog(current=7)
    _deal_typed(qtbot, dialog, dialog.number_edit)


@pytest.mark.parametrize("theme", DARK_THEMES, indirect=True)
def test_settings_error_reads_on_the_dialog(qtbot: QtBot, tmp_path: Path,
                                            theme: QPalette) -> None:
    dialog = SettingsDialog(_settings(tmp_path))
    _shown(qtbot, dialog)
    dialog.name_edit.selectAll()
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_Backspace)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    _error_reads(dialog)


# ------------------------------------------------------------------ training bar
@pytest.mark.parametrize("theme", PALETTES, indirect=True)
def test_the_training_bars_words_read_on_its_pale_ground(qtbot: QtBot,
                                                        theme: QPalette) -> None:
    bar = TrainingBar()
    bar.resize(700, 60)
    _shown(qtbot, bar)
    bar.set_hint("Discard the K, it is in no meld.")
    bar.set_mark("That cost you about 6 points.", mistake=True)
    QApplication.processEvents()
    # The words as they show on the bar, which paints the pale ground under them.
    image = bar.grab().toImage()
    ground = image.pixelColor(bar.width() - 3, 3)
    assert contrast(ground, QColor("#eef6ee")) < 1.05
    for label in (bar.hint_label, bar.mark_label):
        area = QRect(label.mapTo(bar, label.rect().topLeft()), label.size())
        ratio = strongest(image, ground, area)
        assert ratio >= TEXT_CONTRAST, (label.objectName(), ratio)


# ------------------------------------------------------------------ toolbar icons
@pytest.mark.parametrize("theme", PALETTES, indirect=True)
@pytest.mark.parametrize("name", ["new", "next", "rank", "melds"])
def test_the_icons_green_strokes_stand_out_from_the_window(theme: QPalette,
                                                          name: str) -> None:
    image = make_icon(name).pixmap(48, 48).toImage()
    ground = theme.color(Role.Window)
    greens = Counter(pixel.rgb() for x in range(image.width()) for y in range(image.height())
                     if (pixel := image.pixelColor(x, y)).alpha() == 255
                     and pixel.green() > pixel.red() + 30 and pixel.green() > pixel.blue() + 20)
    assert greens, name
    # The stroke's own colour: the commonest green (its edges blend into the white card).
    stroke = QColor.fromRgb(greens.most_common(1)[0][0])
    assert contrast(stroke, ground) >= GRAPHIC_CONTRAST, stroke.name()


# ------------------------------------------------------------------ statistics
@pytest.mark.parametrize("theme", ["dark", "light"], indirect=True)
def test_the_margin_charts_bars_and_figures_read(qtbot: QtBot, theme: QPalette) -> None:
    stats = Statistics.temporary()
    for i, (mine, theirs) in enumerate(MARGINS):
        stats.record(a_match(i, mine, theirs), [])
    window = StatsWindow(stats)
    window.resize(700, 900)
    _shown(qtbot, window)
    chart = window.chart
    chart.resize(620, 150)  # short: the longest bars reach the edge, their figures inside
    image = chart.grab().toImage()
    ground = chart.palette().color(Role.Base)
    for bar in chart.bar_rects():
        colour = image.pixelColor(bar.center().toPoint())
        assert contrast(colour, ground) >= GRAPHIC_CONTRAST, colour.name()
    figures = chart.figure_labels()
    assert any(behind != ground for _, _, behind in figures), "a figure inside its bar"
    for box, figure, behind in figures:
        ratio = strongest(image, behind, box.toRect())
        assert ratio >= TEXT_CONTRAST, (figure, ratio)


# ------------------------------------------------------------------ after a hand
@pytest.mark.parametrize("theme", ["dark"], indirect=True)
def test_the_score_pad_reads_under_a_dark_theme(make_window: Any, theme: QPalette) -> None:
    _score_pad_reads(window_after_a_hand(make_window))


@pytest.mark.parametrize("theme", ["dark"], indirect=True)
def test_the_hand_review_reads_under_a_dark_theme(make_window: Any, qtbot: QtBot,
                                                  theme: QPalette) -> None:
    dialog = open_review(window_after_a_hand(make_window), qtbot)
    window_ground = dialog.palette().color(Role.Window)
    list_ground = dialog.decision_list.palette().color(Role.Base)
    rows = [dialog.decision_list.item(i) for i in range(dialog.decision_list.count())]
    assert rows
    list_text = dialog.decision_list.palette().color(Role.Text)
    for item in rows:
        # A row without a colour of its own (a decision where only the table found a
        # better move) is drawn in the list's text colour.
        brush = item.foreground()
        ink = brush.color() if brush.style() != Qt.BrushStyle.NoBrush else list_text
        ratio = contrast(ink, list_ground)
        assert ratio >= TEXT_CONTRAST, (item.text(), ratio)
    table = dialog.choices_table
    marked = [item for row in range(table.rowCount())
              for item in (table.item(row, column) for column in range(3))
              if item is not None and item.foreground().style() != Qt.BrushStyle.NoBrush]
    assert marked
    for item in marked:
        ratio = contrast(item.foreground().color(), table.palette().color(Role.Base))
        assert ratio >= TEXT_CONTRAST, (item.text(), ratio)
    captions = 0
    while True:
        verdict = ink_contrast(dialog.verdict_label, window_ground)
        assert verdict >= TEXT_CONTRAST, (dialog.verdict_label.text(), verdict)
        captions += _captions_read(dialog.hand_row, window_ground)
        if not dialog.next_button.isEnabled():
            break
        press(dialog.next_button)
        QApplication.processEvents()
    assert captions >= 3
    dialog.close()


def _captions_read(row: Any, ground: QColor) -> int:
    """Each caption under the review's cards ("chosen", "better", "drawn") reads; how many
    there are."""
    image = row.grab().toImage()
    boxes = row._caption_boxes()
    for box, _colour, caption in boxes:
        ratio = strongest(image, ground, box.toRect())
        assert ratio >= TEXT_CONTRAST, (caption, ratio)
    return len(boxes)


def _score_pad_reads(window: Any) -> None:
    """The pad's small green "+N" beside a total, and the grey of a total not won."""
    view = window.score_dock.view
    model = view.model()
    ground = view.palette().color(Role.Base)
    image = view.viewport().grab().toImage()
    cells = [model.index(row, column) for row in range(model.rowCount())
             for column in range(model.columnCount())]
    scored = [index for index in cells if index.data(POINTS_ROLE)]
    assert scored
    for index in scored:
        rect = view.visualRect(index)
        greens = [image.pixelColor(x, y) for x in range(rect.left(), rect.center().x())
                  for y in range(rect.top(), rect.bottom())
                  if (pixel := image.pixelColor(x, y)).green() > pixel.red() + 20]
        assert greens, index.data()
        ratio = max(contrast(green, ground) for green in greens)
        assert ratio >= TEXT_CONTRAST, (index.data(), ratio)
    greys = [index.data(Qt.ItemDataRole.ForegroundRole) for index in cells]
    for brush in filter(None, greys):
        assert contrast(brush.color(), ground) >= TEXT_CONTRAST, brush.color().name()
