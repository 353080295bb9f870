"""The statistics window's accuracy chart: points lost per decision, match by match.

Each point is one match's reviewed hands (``Statistics.accuracy``): the expected points the
person's decisions gave away against the best choice, divided by the number of decisions.
Lower is better; the line falling over time is a player improving.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from .chart_axes import Axis, draw_value_grid, label_width
from .focus_frame import draw_focus_frame
from .i18n import translate as _tr
from .statistics import AccuracyPoint


class AccuracyChart(QWidget):
    """A line of points lost per decision, oldest match on the left, with labelled axes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("accuracy_chart")
        self._points: tuple[AccuracyPoint, ...] = ()
        self._unreadable = False
        self.setMinimumHeight(120)  # its size hint is taller: less only on a small screen
        # Tab stops on it: a screen reader says its name and what it draws (``spoken``).
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(_tr("Chart of points lost per decision"))
        self.setAccessibleDescription(self.spoken())

    def set_points(self, points: Sequence[AccuracyPoint]) -> None:
        self._points = tuple(points)
        self._unreadable = False
        if self._points:
            last = self._points[-1]
            value = QLocale().toString(last.per_decision, "f", 2)
            if len(self._points) == 1 and not last.finished:
                self.setToolTip(_tr("Points lost per decision so far in the match you are "
                                    "playing: {value}").format(value=value))
            elif len(self._points) == 1:
                self.setToolTip(self.note())  # not "each of your last 1 reviewed matches"
            else:
                self.setToolTip(_tr("Points lost per decision in each of your last {count} "
                                    "reviewed matches; the last: {value}").format(
                    count=len(self._points), value=value))
        else:
            self.setToolTip("")
        self.setAccessibleDescription(self.spoken())
        self.update()

    def set_unreadable(self) -> None:
        """No points, because the statistics could not be read: unlike no points
        recorded, which the chart calls nothing reviewed yet."""
        self.set_points(())
        self._unreadable = True
        self.setAccessibleDescription(self.spoken())

    def spoken(self) -> str:
        """What a screen reader hears of the chart: the sentence it shows, or the figures
        it draws, oldest first (apart by semicolons: the figures' decimal commas in es,
        cs and pt ran into commas between them). Painted only, they were silent."""
        note = self.note()
        if note:
            return note
        values = [QLocale().toString(p.per_decision, "f", 2) for p in self._points]
        if not self._points[-1].finished:
            values[-1] = _tr("{value} in the match you are playing").format(value=values[-1])
        return _tr("Points lost per decision in each of your last {count} reviewed matches, "
                   "oldest to newest: {values}").format(count=len(self._points),
                                                        values="; ".join(values))

    def points(self) -> tuple[AccuracyPoint, ...]:
        return self._points

    def sizeHint(self) -> QSize:
        return QSize(420, 210)

    def axis_title(self) -> str:
        """The x axis's name. The match being played has its point before it is counted
        among the matches played ("Matches: 0 played" above a point): the axis says which
        point it is, and that point is drawn hollow."""
        if self._points and not self._points[-1].finished:
            if len(self._points) == 1:
                return _tr("The match you are playing (not finished yet)")
            return _tr("Matches, oldest to newest; the hollow point is the match you "
                       "are playing")
        return _tr("Matches, oldest to newest")

    def note(self) -> str:
        """The sentence shown instead of the chart ("" when the chart is drawn): a line
        needs two matches. A lone point on an axis from 0 to 1 (0.00 after a first hand
        played well) read as an empty chart; its figure is said in words instead."""
        if self._unreadable:
            return _tr("The statistics could not be read, so the points your decisions "
                       "cost cannot be shown.")
        if not self._points:
            return _tr("Nothing reviewed yet: after each hand you play, the game checks "
                       "your decisions, and this chart shows how many points they cost "
                       "you, match by match.")
        if len(self._points) >= 2:
            return ""
        point = self._points[0]
        then = _tr("The chart draws a line from your next match on.")
        if point.per_decision == 0:
            said = (_tr("In the match you are playing, none of your decisions has cost "
                        "you points so far.") if not point.finished
                    else _tr("In your one reviewed match, none of your decisions cost "
                             "you points."))
        else:
            value = QLocale().toString(point.per_decision, "f", 2)
            said = (_tr("In the match you are playing, your decisions have cost you {value} "
                        "points each so far.") if not point.finished
                    else _tr("In your one reviewed match, your decisions cost you {value} "
                             "points each.")).format(value=value)
        return f"{said} {then}"

    def _axis(self) -> Axis:
        return Axis.around(0.0, max(p.per_decision for p in self._points), parts=5)

    def _area(self) -> QRectF:
        """The plot area. No title above it: the heading over the chart names what it
        measures, and the same words drawn again inside read as a stutter. Below it: the
        matches' numbers, then the x axis's name."""
        metrics = self.fontMetrics()
        line_h = metrics.height()
        left = 10 + label_width(metrics, self._axis().labels(QLocale()))
        top = 6 + line_h / 2  # the top value's label is centred on its grid line
        return QRectF(left, top, self.width() - left - 12,
                      self.height() - top - 8 - 2.4 * line_h)

    def number_labels(self) -> list[tuple[QRectF, str]]:
        """The matches' numbers under the points (the margin chart's numbers), as many
        as fit without touching: the newest always, then from the oldest on."""
        if not self._points or self.note():
            return []
        area = self._area()
        metrics = self.fontMetrics()
        slot = area.width() / len(self._points)
        boxes = []
        for i, point in enumerate(self._points):
            text = QLocale().toString(point.number)
            width = metrics.horizontalAdvance(text) + 10
            boxes.append((QRectF(area.left() + (i + 0.5) * slot - width / 2,
                                 area.bottom() + 3, width, metrics.height()), text))
        shown = [boxes[-1]]
        for box in boxes[:-1]:
            if all(box[0].right() < other.left() or box[0].left() > other.right()
                   for other, _ in shown):
                shown.insert(-1, box)
        return shown

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        draw_focus_frame(painter, self)
        text = palette.color(QPalette.ColorRole.Text)
        metrics = self.fontMetrics()
        line_h = metrics.height()
        note = self.note()
        if note:
            painter.setPen(text)
            painter.drawText(QRectF(self.rect()).adjusted(8, 8, -8, -8),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, note)
            return
        axis = self._axis()
        area = self._area()
        draw_value_grid(painter, area, axis, axis.labels(QLocale()), text)
        painter.setPen(QPen(text, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())
        for box, number in self.number_labels():
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, number)
        painter.drawText(QRectF(4, self.height() - 6 - line_h * 1.2, self.width() - 8,
                                line_h * 1.2), Qt.AlignmentFlag.AlignCenter,
                         metrics.elidedText(self.axis_title(), Qt.TextElideMode.ElideRight,
                                            self.width() - 8))
        count = len(self._points)
        slot = area.width() / count
        path = QPainterPath()
        dots: list[QPointF] = []
        for i, point in enumerate(self._points):
            at = QPointF(area.left() + (i + 0.5) * slot,
                         axis.y(point.per_decision, area))
            dots.append(at)
            if i == 0:
                path.moveTo(at)
            else:
                path.lineTo(at)
        accent = palette.color(QPalette.ColorRole.Highlight)
        painter.setPen(QPen(accent, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        for at, point in zip(dots, self._points, strict=True):
            painter.setBrush(accent if point.finished
                             else palette.color(QPalette.ColorRole.Base))
            painter.drawEllipse(at, 3.5, 3.5)
        painter.end()


__all__ = ["AccuracyChart"]
