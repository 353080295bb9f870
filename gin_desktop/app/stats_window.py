"""The statistics window: win rates, gins and undercuts, best and worst match, recent form,
a chart of the last matches drawn with QPainter, and export to CSV.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QGroupBox,
    QHBoxLayout, QHeaderView, QLabel, QMessageBox, QPushButton, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget,
)

from .accuracy_chart import AccuracyChart
from .i18n import translate as _tr
from .statistics import MatchRecord, Statistics, Summary

log = logging.getLogger(__name__)



def percent(rate: float) -> str:
    return f"{rate * 100:.0f}%"


def local_date(iso: str | None) -> str:
    """A stored UTC time as a short local date and time ('' if unreadable)."""
    if not iso:
        return ""
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):
        return ""


def variant_name(mode: str, preset: str) -> str:
    modes = {"two": _tr("Two players"), "three": _tr("Three-hand")}
    return f"{modes.get(mode, mode)}, {preset}"


def describe_match(match: MatchRecord | None) -> str:
    if match is None:
        return _tr("none yet")
    outcome = _tr("won") if match.result == "win" else _tr("lost")
    return _tr("{outcome} {mine}–{theirs} against {opponent} ({variant}), {date}").format(
        outcome=outcome, mine=match.points_for, theirs=match.points_against,
        opponent=match.opponent, variant=variant_name(match.mode, match.preset),
        date=local_date(match.finished_at))


def form_text(recent: Sequence[MatchRecord]) -> str:
    """Recent form, oldest first: W for a won match, L for a lost one."""
    if not recent:
        return _tr("no finished matches yet")
    return " ".join(_tr("W") if m.result == "win" else _tr("L") for m in recent)


class MarginChart(QWidget):
    """Bars of each match's margin (points for minus against), oldest on the left, and the
    running win rate as a line over them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._matches: tuple[MatchRecord, ...] = ()
        self.setMinimumHeight(140)
        self.setAccessibleName(_tr("Chart of recent matches"))

    def set_matches(self, matches: Sequence[MatchRecord]) -> None:
        self._matches = tuple(matches)
        self.setToolTip(_tr("Margin of each of the last {count} matches (bars) and the "
                           "running win rate (line)").format(count=len(self._matches)))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 160)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        area = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        text_colour = palette.color(QPalette.ColorRole.Text)
        if not self._matches:
            painter.setPen(text_colour)
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter,
                             _tr("The chart appears after your first finished match"))
            return
        matches = self._matches
        biggest = max(1, max(abs(m.margin) for m in matches))
        middle = area.center().y()
        half = area.height() / 2
        slot = area.width() / len(matches)
        win, loss = QColor(46, 139, 87), QColor(200, 60, 60)
        painter.setPen(QPen(text_colour, 1))
        painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle))
        painter.setPen(Qt.PenStyle.NoPen)
        for i, match in enumerate(matches):
            height = half * abs(match.margin) / biggest
            top = middle - height if match.margin >= 0 else middle
            bar = QRectF(area.left() + i * slot + slot * 0.15, top, max(1.0, slot * 0.7),
                         max(1.0, height))
            painter.setBrush(win if match.result == "win" else loss)
            painter.drawRect(bar)
        # Running win rate: 0% at the bottom edge, 100% at the top.
        path = QPainterPath()
        wins = 0
        for i, match in enumerate(matches):
            wins += match.result == "win"
            point = QPointF(area.left() + (i + 0.5) * slot,
                            area.bottom() - area.height() * wins / (i + 1))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)


class StatsWindow(QDialog):
    """Statistics of every finished hand and match (Game ▸ Statistics)."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setWindowTitle(_tr("Statistics"))
        self.setObjectName("StatsWindow")

        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.hide()

        totals = QGroupBox(_tr("Totals"))
        form = QFormLayout(totals)
        self.matches_label = QLabel()
        self.hands_label = QLabel()
        self.gins_label = QLabel()
        self.undercuts_label = QLabel()
        self.knocks_label = QLabel()
        self.best_label = QLabel()
        self.worst_label = QLabel()
        self.form_label = QLabel()
        for label in (self.best_label, self.worst_label):
            label.setWordWrap(True)
        form.addRow(_tr("Matches:"), self.matches_label)
        form.addRow(_tr("Hands:"), self.hands_label)
        form.addRow(_tr("Gins:"), self.gins_label)
        form.addRow(_tr("Undercuts:"), self.undercuts_label)
        form.addRow(_tr("Knocks:"), self.knocks_label)
        form.addRow(_tr("Best match:"), self.best_label)
        form.addRow(_tr("Worst match:"), self.worst_label)
        form.addRow(_tr("Recent form:"), self.form_label)

        self.rates_table = QTableWidget(0, 4)
        self.rates_table.setAccessibleName(_tr("Win rate by variant and opponent"))
        self.rates_table.setHorizontalHeaderLabels(
            [_tr("Variant"), _tr("Opponent"), _tr("Matches"), _tr("Win rate")])
        self.rates_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.rates_table.verticalHeader().hide()
        self.rates_table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.rates_table.horizontalHeader().setStretchLastSection(True)

        self.chart = MarginChart()
        self.accuracy_chart = AccuracyChart()

        self.export_button = QPushButton(_tr("Export to CSV…"))
        self.export_button.clicked.connect(self.export)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.export_button)
        bottom.addStretch(1)
        bottom.addWidget(buttons)

        layout = QVBoxLayout(self)
        layout.addWidget(self.error_label)
        layout.addWidget(totals)
        layout.addWidget(QLabel(_tr("Win rate by variant and opponent:")))
        layout.addWidget(self.rates_table)
        layout.addWidget(QLabel(_tr("Last matches:")))
        layout.addWidget(self.chart)
        layout.addWidget(QLabel(_tr("Accuracy (lower is better):")))
        layout.addWidget(self.accuracy_chart)
        layout.addLayout(bottom)
        self.refresh()

    def refresh(self) -> None:
        """Read the database again."""
        try:
            summary = self.stats.summary()
        except Exception as exc:  # a damaged file found only now: say so, show nothing
            log.warning("statistics summary failed: %s", exc)
            self.error_label.setText(_tr("The statistics could not be read ({reason}).")
                                     .format(reason=str(exc)[:120]))
            self.error_label.show()
            summary = Summary()
        else:
            self.error_label.hide()
        self.show_summary(summary)

    def show_summary(self, s: Summary) -> None:
        self.matches_label.setText(_tr("{matches} played, {wins} won ({rate})").format(
            matches=s.matches, wins=s.wins, rate=percent(s.win_rate)))
        self.hands_label.setText(_tr("{hands} played, {won} won").format(
            hands=s.hands, won=s.hands_won))
        self.gins_label.setText(_tr("{mine} yours, {theirs} against you").format(
            mine=s.gins, theirs=s.gins_against))
        self.undercuts_label.setText(_tr("{mine} yours, {theirs} against you").format(
            mine=s.undercuts, theirs=s.undercuts_against))
        self.knocks_label.setText(str(s.knocks))
        self.best_label.setText(describe_match(s.best))
        self.worst_label.setText(describe_match(s.worst))
        self.form_label.setText(form_text(s.recent))
        self.rates_table.setRowCount(len(s.win_rates))
        for row, rate in enumerate(s.win_rates):
            cells = (variant_name(rate.mode, rate.preset), rate.opponent, str(rate.matches),
                     percent(rate.rate))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.rates_table.setItem(row, column, item)
        self.chart.set_matches(s.history)
        try:
            self.accuracy_chart.set_points(self.stats.accuracy())
        except Exception as exc:  # noqa: BLE001 - a chart must not stop the window
            log.warning("statistics accuracy failed: %s", exc)
            self.accuracy_chart.set_points(())

    def export(self) -> None:
        """Ask where, then write every hand as CSV."""
        name, _ = QFileDialog.getSaveFileName(
            self, _tr("Export statistics"), "gin-statistics.csv", _tr("CSV files (*.csv)"))
        if name:
            self.export_to(Path(name))

    def export_to(self, path: Path) -> bool:
        try:
            self.stats.export_csv(path)
        except Exception as exc:  # OSError, sqlite3.Error: tell, never crash
            QMessageBox.warning(self, _tr("Export statistics"),
                                _tr("The statistics could not be exported ({reason}).")
                                .format(reason=str(exc)[:160]))
            return False
        return True
