"""A meld in a table panel is never split between two lines: "it makes a set A♦ A♥" at
the end of one line and "A♠" alone on the next read as two things (the sitter's bubble
in a three-hand game)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from gin_desktop.app.table.items import TEXT, PanelItem, table_font

FONT_PX = 14.0
LINE = "Take the A♠: it makes a set A♦ A♥ A♠"


def _ink_rows(image: QImage) -> list[tuple[int, int]]:
    """Per pixel row with text ink on it: (row, ink width)."""
    ink = QColor(TEXT)
    rows = []
    for y in range(image.height()):
        xs = [x for x in range(image.width())
              if _near(QColor(image.pixel(x, y)), ink)]
        if xs:
            rows.append((y, max(xs) - min(xs)))
    return rows


def _near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 60


def _last_line_width(rows: list[tuple[int, int]]) -> int:
    """The ink width of the last line of text (rows after the last gap)."""
    last: list[int] = []
    previous = -10
    for y, width in rows:
        if y - previous > 2:
            last = []
        last.append(width)
        previous = y
    return max(last)


def test_a_set_wraps_whole_onto_the_next_line(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    panel = PanelItem(tail=True)
    scene.addItem(panel)
    metrics = QFontMetricsF(table_font(FONT_PX))
    # Room for the line but its last card: split between cards, "A♠" would end up alone.
    inner = metrics.horizontalAdvance(LINE.rsplit(" ", 1)[0]) + 2
    panel.set_metrics(inner + 2 * FONT_PX * 1.1, FONT_PX)
    panel.set_content("", [LINE])
    size = panel.size()
    image = QImage(int(size.width()) + 8, int(size.height()) + 8, QImage.Format.Format_RGB32)
    image.fill(QColor(20, 90, 50))  # the baize: only the text is light
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), panel.sceneBoundingRect())
    painter.end()
    rows = _ink_rows(image)
    assert rows, "the panel shows its line"
    # The whole set "A♦ A♥ A♠" starts the second line, not the ace of spades alone.
    assert _last_line_width(rows) > 2 * metrics.horizontalAdvance("A♠")
