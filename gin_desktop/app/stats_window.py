"""The statistics window: win rates, gins and undercuts, best and worst match, recent form,
a chart of the last matches drawn with QPainter, export to CSV, and a reset that starts
them afresh.
"""

from __future__ import annotations

import enum
import itertools
import logging
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication, QDate, QDateTime, QEvent, QLocale, QObject, QPointF, QRectF, QSize,
    QStandardPaths, Qt, QTime,
)
from PySide6.QtGui import (
    QColor, QHelpEvent, QPainter, QPainterPath, QPaintEvent, QPalette, QPen, QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView, QAbstractScrollArea, QDialog, QDialogButtonBox, QFileDialog,
    QFormLayout, QFrame, QGroupBox, QHBoxLayout, QLabel, QMessageBox, QPushButton,
    QScrollArea, QTableWidget, QTableWidgetItem, QToolTip, QVBoxLayout, QWidget,
)

from .accessibility import dots_as_pauses, list_separator
from .accuracy_chart import AccuracyChart
from .chart_axes import Axis, draw_value_grid, label_width
from .contrast import GRAPHIC_CONTRAST, TEXT_CONTRAST, clearest, readable
from .focus_frame import draw_focus_frame, focusable_label
from .level_names import level_label
from .export_note import ExportNote, shown_path
from .file_reasons import os_reason, stats_reason
from .fit_text import cut_short
from .i18n import translate as _tr
from .rule_words import rules_name
from .screen_fit import follow_focus, resize_within_screen
from .statistics import UNKNOWN_LEVEL, MatchRecord, Statistics, Summary, problem_of

log = logging.getLogger(__name__)



def percent(rate: float) -> str:
    """``rate`` (0 to 1) as a whole percentage, written as the language in use writes one:
    "100%" in English and Portuguese, "100 %" in Spanish and Czech (a no-break space, so
    that the sign never wraps away from its number). The one place a percentage is built:
    the statistics' figures, their table and the charts' axes."""
    # The pattern is the translation's; the number QLocale's (its digits and grouping).
    return _tr("{number}%").format(number=QLocale().toString(round(rate * 100)))


def locale_number(number: int) -> str:
    return QLocale().toString(number)


def local_date(iso: str | None) -> str:
    """A stored UTC time as a short local date and time, written as the language in use
    writes one ("3/12/26 19:07" in Spanish; '' if unreadable)."""
    if not iso:
        return ""
    try:
        moment = datetime.fromisoformat(iso).astimezone()
    except (ValueError, OverflowError, OSError):
        return ""
    # QLocale's form, not ISO's: "2026-12-03 19:07" read as a programmer's date.
    shown = QDateTime(QDate(moment.year, moment.month, moment.day),
                      QTime(moment.hour, moment.minute))
    return QLocale().toString(shown, QLocale.FormatType.ShortFormat)


def mode_name(mode: str) -> str:
    modes = {"two": _tr("Two players"), "three": _tr("Three-hand")}
    return modes.get(mode, cut_short(mode))


def variant_name(mode: str, preset: str, separator: str = ", ", rules: str = "") -> str:
    """The game and its rules in short: "Two players, Oklahoma, gin bonus 50"."""
    return f"{mode_name(mode)}{separator}{rules_name(preset, rules).short}"


def rate_variant(mode: str, preset: str, rules: str = "") -> str:
    """A variant on two lines for the win-rate table: the game and the preset, then the
    changes to it, on a line of their own so that the column stays narrow."""
    name = rules_name(preset, rules)
    if name.changes:
        return f"{mode_name(mode)}, {name.preset}\n{name.changes}"
    return f"{mode_name(mode)}\n{name.short}"


def opponent_name(opponent: str) -> str:
    """The stored opponent levels ("standard", "easy+expert") in the player's words."""
    # Two opponents at most: what a damaged file holds past them stays in the last, cut.
    levels = opponent.split("+", 1)
    if not all(levels):
        # A "+" at either end joins no two levels: a name of "+" signs read " + +++…".
        return level_label(opponent)
    return " + ".join(_opponent_level(level) for level in levels)


def _opponent_level(level: str) -> str:
    if level == UNKNOWN_LEVEL:
        # Not a level of the New game dialog: a computer whose level a save did not say.
        return _tr("Unknown strength")
    return level_label(level)


def _match_words(match: MatchRecord) -> dict[str, object]:
    """The parts a match is told by: its outcome, score, opponent, variant and date."""
    return {"outcome": _tr("won") if match.result == "win" else _tr("lost"),
            "mine": match.points_for, "theirs": match.points_against,
            "opponent": opponent_name(match.opponent),
            "variant": variant_name(match.mode, match.preset, rules=match.rules),
            "date": local_date(match.finished_at)}


def describe_match(match: MatchRecord | None) -> str:
    """The result and opponent on one line, the variant and date on the next."""
    if match is None:
        return _tr("none yet")
    return _tr("{outcome} {mine}–{theirs} against {opponent}\n{variant} · {date}").format(
        **_match_words(match))


def spoken_match(match: MatchRecord | None) -> str:
    """``describe_match`` as a screen reader says it: the score in words ("won 110 to 40
    against ...", where the dash was read out as "en dash"), the variant and the date
    after pauses."""
    if match is None:
        return _tr("none yet")
    words = _match_words(match)
    return list_separator().join([
        _tr("{outcome} {mine} to {theirs} against {opponent}").format(**words),
        str(words["variant"]), str(words["date"])])


def form_text(recent: Sequence[MatchRecord]) -> str:
    """Recent form in words (``recent``: oldest first): the streak the last match is in,
    then, when there were others, how many of them were won ("3 wins in a row (you won 5
    of the last 8)"). A row of letters ("W W L") was a code a newcomer could not read."""
    if not recent:
        return _tr("no finished matches yet")
    won = recent[-1].result == "win"
    streak = 0
    for match in reversed(recent):
        if (match.result == "win") != won:
            break
        streak += 1
    if streak == 1:
        said = _tr("won the last match") if won else _tr("lost the last match")
    elif won:
        said = _tr("{n:win|wins} in a row").format(n=streak)
    else:
        said = _tr("{n:loss|losses} in a row").format(n=streak)
    if streak == len(recent):
        return said
    wins = sum(1 for match in recent if match.result == "win")
    return _tr("{streak} (you won {wins} of the last {count})").format(
        streak=said, wins=wins, count=len(recent))


def hands_text(s: Summary) -> str:
    """The Hands row: those played and won, and in three-hand those the person sat out
    (not counted as played: "3 played" after five hands, two of them sat out, read as two
    hands lost from the count). Its own words, not the Matches row's, in English the same:
    a hand is another gender than a match in Czech ("kolo", "partie"); and the hand being
    played is not counted until it ends."""
    if s.hands_sat_out:
        return _tr("{hands} played, {won} won, {sat} sat out").format(
            hands=s.hands, won=s.hands_won, sat=s.hands_sat_out)
    if s.hands:
        return _tr("{hands} played, {won} won").format(hands=s.hands, won=s.hands_won)
    return QCoreApplication.translate("GinDesktop", "none finished yet", "hands")


class MarginChart(QWidget):
    """Each finished match as a bar of its margin (your points minus the best opponent's;
    up and green for a win, down and red for a loss), oldest on the left, numbered as the
    person's matches are; from two matches on, the running win rate as a line with its own
    axis on the right. Resting the pointer on a bar names the match."""

    MAX_BAR = 40

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("margin_chart")
        self._matches: tuple[MatchRecord, ...] = ()
        self._first_number = 1
        self._unreadable = False
        self.setMinimumHeight(120)  # its size hint is taller: less only on a small screen
        # Tab stops on it: a screen reader says its name and what it draws (``spoken``).
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setAccessibleName(_tr("Chart of recent matches"))
        self.setAccessibleDescription(self.spoken())

    def set_matches(self, matches: Sequence[MatchRecord], first_number: int = 1) -> None:
        """``matches`` oldest first; the first is the person's match number ``first_number``."""
        self._matches = tuple(matches)
        self._first_number = max(1, first_number)
        self._unreadable = False
        if self._matches:
            self.setToolTip(_tr("Margin of each of your last {count} matches: your points "
                                "minus your opponent's").format(count=len(self._matches)))
        else:
            self.setToolTip("")
        self.setAccessibleDescription(self.spoken())
        self.update()

    def spoken(self) -> str:
        """What a screen reader hears of the chart: the sentence it shows, or each match's
        margin it draws, oldest first, and the win rate's line where it is drawn."""
        if not self._matches:
            return self.empty_note()
        margins = ", ".join(f"{m.margin:+d}" for m in self._matches)
        said = (_tr("Margin of your one finished match, your points minus your "
                    "opponent's: {margins}") if len(self._matches) == 1
                else _tr("Margin of each of your last {count} matches, your points minus "
                         "your opponent's, oldest to newest: {margins}")).format(
            count=len(self._matches), margins=margins)
        if len(self._matches) >= 2:
            wins = sum(1 for m in self._matches if m.result == "win")
            said += ". " + _tr("Win rate over them: {rate}.").format(
                rate=percent(wins / len(self._matches)))
        return said

    def matches(self) -> tuple[MatchRecord, ...]:
        return self._matches

    def sizeHint(self) -> QSize:
        return QSize(420, 200)

    def set_unreadable(self) -> None:
        """No bars, because the statistics could not be read: not "its first bar appears
        when your first match is over", which nobody knows then."""
        self.set_matches(())
        self._unreadable = True
        self.setAccessibleDescription(self.spoken())

    def empty_note(self) -> str:
        if self._unreadable:
            return _tr("The statistics could not be read, so your matches cannot be "
                       "shown.")
        # Says which chart waits for a finished match: the accuracy chart below may
        # already show the match being played.
        return _tr("This chart shows each finished match: its first bar appears when "
                   "your first match is over")

    # ------------------------------------------------------------------ layout
    def axis_titles(self) -> tuple[str, str, str]:
        """The left axis's, the bottom axis's and (two matches or more) the right axis's."""
        rate = _tr("Win rate so far") if len(self._matches) >= 2 else ""
        return (_tr("Margin: your points minus your opponent's"),
                _tr("Your matches, oldest to newest"), rate)

    def _axis(self) -> Axis:
        margins = [m.margin for m in self._matches]
        # Fewer steps when the chart has given way on a small screen: six labels in its
        # least height would overlap.
        parts = 4 if self.height() >= 11 * self.fontMetrics().height() else 2
        return Axis.around(min(margins), max(margins), parts=parts, whole=True)

    def axis_label_gap(self) -> float:
        """The room between two neighbouring labels of the left axis, in pixels."""
        if not self._matches:
            return float("inf")
        area, _ = self._layout()
        axis = self._axis()
        ticks = axis.ticks()
        ys = [axis.y(value, area) for value in ticks]
        return min((abs(a - b) for a, b in itertools.pairwise(ys)), default=float("inf"))

    def _layout(self) -> tuple[QRectF, int]:
        """The plot area and how many title lines sit above it."""
        metrics = self.fontMetrics()
        line_h = metrics.height()
        left_title, _, right_title = self.axis_titles()
        left = 10 + label_width(metrics, self._axis().labels(QLocale(), signed=True))
        right = 12 + (label_width(metrics, [percent(1.0)]) if right_title else 0)
        titles = 1
        if right_title and (metrics.horizontalAdvance(left_title)
                            + metrics.horizontalAdvance(right_title) + 40 > self.width()):
            titles = 2
        top = 8 + line_h * (titles + 0.4)
        # Below: the match numbers, then the bottom axis's name.
        bottom = 8 + line_h * 2.4
        return QRectF(left, top, self.width() - left - right,
                      self.height() - top - bottom), titles

    def bar_rects(self) -> list[QRectF]:
        """Each match's bar in widget coordinates, oldest first."""
        if not self._matches:
            return []
        area, _ = self._layout()
        axis = self._axis()
        zero = axis.y(0, area)
        slot = area.width() / len(self._matches)
        width = max(1.0, min(slot * 0.7, float(self.MAX_BAR)))
        rects = []
        for i, match in enumerate(self._matches):
            y = axis.y(match.margin, area)
            x = area.left() + (i + 0.5) * slot - width / 2
            rects.append(QRectF(x, min(y, zero), width, max(1.0, abs(zero - y))))
        return rects

    def match_at(self, point: QPointF) -> int | None:
        """The index of the match whose column holds ``point`` (None: none)."""
        area, _ = self._layout()
        if not self._matches or not area.adjusted(0, -4, 0, 4).contains(point):
            return None
        slot = area.width() / len(self._matches)
        return min(len(self._matches) - 1, int((point.x() - area.left()) / slot))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.match_at(QPointF(event.pos()))
            if index is not None:
                QToolTip.showText(event.globalPos(), _tr("Match {number}: {match}").format(
                    number=self._first_number + index,
                    match=describe_match(self._matches[index])), self)
                return True
        return super().event(event)

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        draw_focus_frame(painter, self)
        text_colour = palette.color(QPalette.ColorRole.Text)
        if not self._matches:
            painter.setPen(text_colour)
            painter.drawText(QRectF(self.rect()).adjusted(8, 8, -8, -8),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.empty_note())
            return
        area, title_lines = self._layout()
        axis = self._axis()
        locale = QLocale()
        draw_value_grid(painter, area, axis, axis.labels(locale, signed=True), text_colour)
        self._paint_titles(painter, area, title_lines)
        self._paint_bars(painter, area, axis)
        self._paint_numbers(painter, area)
        if len(self._matches) >= 2:
            self._paint_win_rate(painter, area)
        self._paint_figures(painter)
        painter.end()

    def _paint_titles(self, painter: QPainter, area: QRectF, title_lines: int) -> None:
        line_h = self.fontMetrics().height()
        left_title, bottom_title, right_title = self.axis_titles()
        text_colour = self.palette().color(QPalette.ColorRole.Text)
        painter.setPen(text_colour)
        painter.drawText(QRectF(4, 4, self.width() - 8, line_h * 1.2),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, left_title)
        painter.drawText(QRectF(area.left(), self.height() - 6 - line_h * 1.2, area.width(),
                                line_h * 1.2), Qt.AlignmentFlag.AlignCenter, bottom_title)
        if right_title:
            painter.setPen(self._rate_colour())
            painter.drawText(QRectF(4, 4 + line_h * (title_lines - 1), self.width() - 8,
                                    line_h * 1.2),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             "— " + right_title)

    def _paint_bars(self, painter: QPainter, area: QRectF, axis: Axis) -> None:
        text_colour = self.palette().color(QPalette.ColorRole.Text)
        zero = axis.y(0, area)
        painter.setPen(QPen(text_colour, 1))
        painter.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        for match, bar in zip(self._matches, self.bar_rects(), strict=True):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._bar_colour(match))
            painter.drawRect(bar)

    def _bar_colour(self, match: MatchRecord) -> QColor:
        """Green for a match won, red for one lost, each kept apart from the chart's ground
        (a dark theme's ground swallowed the red)."""
        colour = QColor(46, 139, 87) if match.result == "win" else QColor(200, 60, 60)
        return readable(colour, self.palette().color(QPalette.ColorRole.Base),
                        GRAPHIC_CONTRAST)

    def _rate_colour(self, minimum: float = TEXT_CONTRAST) -> QColor:
        """The win rate's words (or its line, at ``GRAPHIC_CONTRAST``): the palette's
        highlight, darker or lighter where it would not read on the chart's ground (a
        light theme's pale blue words)."""
        palette = self.palette()
        return readable(palette.color(QPalette.ColorRole.Highlight),
                        palette.color(QPalette.ColorRole.Base), minimum)

    def figure_labels(self) -> list[tuple[QRectF, str, QColor]]:
        """Each bar's figure where the bars are wide enough to carry one: the room its
        text takes, the text, and the colour behind it (its bar's, inside a bar whose end
        is at the plot's edge; else the chart's ground)."""
        if not self._matches:
            return []
        area, _ = self._layout()
        metrics = self.fontMetrics()
        slot = area.width() / len(self._matches)
        labels = []
        for match, bar in zip(self._matches, self.bar_rects(), strict=True):
            figure = (f"+{match.margin}" if match.margin > 0
                      else f"−{-match.margin}" if match.margin < 0 else "0")
            width = metrics.horizontalAdvance(figure)
            if width + 4 > slot:
                continue
            up = match.margin >= 0
            box = QRectF(bar.center().x() - width / 2, 0, width, metrics.height())
            box.moveTop(bar.top() - metrics.height() - 1 if up else bar.bottom() + 1)
            inside = (box.top() < area.top() - metrics.height() * 0.4
                      or box.bottom() > area.bottom())
            if inside:
                box.moveTop(bar.top() + 2 if up else bar.bottom() - metrics.height() - 2)
            labels.append((box, figure, self._bar_colour(match) if inside
                           else self.palette().color(QPalette.ColorRole.Base)))
        return labels

    def _paint_figures(self, painter: QPainter) -> None:
        """The bars' figures, last, each on a patch of what lies behind it (its bar, or
        the chart's ground): the win rate's line ran through "+37" above its bar."""
        for box, figure, behind in self.figure_labels():
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(behind)
            painter.drawRect(box.adjusted(-2, 0, 2, 0))
            # The window's text colour, or black or white where it would not read on a bar.
            painter.setPen(clearest(self.palette().color(QPalette.ColorRole.Text), behind))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, figure)

    def _paint_numbers(self, painter: QPainter, area: QRectF) -> None:
        """The matches' numbers under the plot, as many as fit without touching."""
        metrics = self.fontMetrics()
        count = len(self._matches)
        slot = area.width() / count
        widest = metrics.horizontalAdvance(str(self._first_number + count - 1)) + 10
        every = 1
        while every * slot < widest:
            every = every * 5 // 2 if str(every).startswith("2") else every * 2
        painter.setPen(self.palette().color(QPalette.ColorRole.Text))
        for i in range(count):
            number = self._first_number + i
            if number % every and i != count - 1:
                continue
            if i != count - 1 and (count - 1 - i) * slot < widest:
                continue  # the last match's number is always shown: keep clear of it
            box = QRectF(area.left() + (i + 0.5) * slot - widest / 2, area.bottom() + 3,
                         widest, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, locale_number(number))

    def _paint_win_rate(self, painter: QPainter, area: QRectF) -> None:
        rate_axis = Axis(0.0, 100.0, 50.0)
        draw_value_grid(painter, area, rate_axis, [percent(t / 100) for t in rate_axis.ticks()],
                        self._rate_colour(), right=True)
        slot = area.width() / len(self._matches)
        path = QPainterPath()
        wins = 0
        for i, match in enumerate(self._matches):
            wins += match.result == "win"
            point = QPointF(area.left() + (i + 0.5) * slot,
                            rate_axis.y(100 * wins / (i + 1), area))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        painter.setPen(QPen(self._rate_colour(GRAPHIC_CONTRAST), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)


class _ScrollingBody(QScrollArea):
    """The window's figures, scrolling up and down where the screen is too short for them
    (and only there: it asks for all of their size)."""

    def __init__(self, body: QWidget) -> None:
        super().__init__()
        self.setWidget(body)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # No stop of its own for Tab: a screen reader named it nothing (Down on Close came
        # to it). The figures in it take the focus, and it shows the one that has it.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        follow_focus(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The figures' sizes change with their words (a row for unfinished matches, a
        # longer line in Czech): without a word to the window, it kept the width they had
        # first and cut them at its right edge, no scrollbar to reach the rest.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        body = self.widget()
        hint = body.sizeHint() if body is not None else QSize()
        return hint + QSize(self.verticalScrollBar().sizeHint().width(), 0)

    def minimumSizeHint(self) -> QSize:
        body = self.widget()
        least = body.minimumSizeHint() if body is not None else QSize()
        # As wide as the figures, any height: they scroll.
        return QSize(least.width() + self.verticalScrollBar().sizeHint().width(), 120)


def export_name() -> str:
    """The file name the export suggests, in the player's language (a Portuguese player
    was offered "gin-statistics.csv")."""
    # The words only: letters and hyphens, no extension (".csv" is added).
    return _tr("gin-statistics") + ".csv"


# A row's figures when the statistics could not be read: none, not zero.
NO_FIGURE = "—"


def export_folder() -> Path:
    """Where an export is offered first: the player's documents (else home). A bare file
    name would land in the game's working folder, which a launcher sets to anywhere (the
    install folder, or "/", where it cannot be written)."""
    for location in (QStandardPaths.StandardLocation.DocumentsLocation,
                     QStandardPaths.StandardLocation.HomeLocation):
        folder = QStandardPaths.writableLocation(location)
        if folder and Path(folder).is_dir():
            return Path(folder)
    return Path.home()


class ResetChoice(enum.Enum):
    """What the player answered the reset's confirmation."""

    CANCEL = "cancel"
    EXPORT_FIRST = "export_first"
    RESET = "reset"


class StatsWindow(QDialog):
    """Statistics of every finished hand and match (Game ▸ Statistics).

    ``reset`` removes every recorded hand and match (``Statistics.reset`` unless given:
    the game's ``Persistence.reset_statistics``, which also keeps its waiting writes and
    the match being played from bringing them back); it raises when it changed nothing.
    ``resettable`` says whether there is anything to reset (the statistics are not empty,
    unless given: the game's ``Persistence.has_statistics``, which counts its waiting
    writes too).
    """

    def __init__(self, stats: Statistics, parent: QWidget | None = None,
                 reset: Callable[[], None] | None = None,
                 resettable: Callable[[], bool] | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self._reset = reset if reset is not None else stats.reset
        self._resettable = resettable if resettable is not None \
            else (lambda: not stats.is_empty())
        self.setWindowTitle(_tr("Statistics"))
        self.setObjectName("StatsWindow")

        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.hide()

        totals = QGroupBox(_tr("Totals"))
        form = self.totals_form = QFormLayout(totals)
        self.matches_label = QLabel()
        self.unfinished_label = QLabel()
        self.hands_label = QLabel()
        self.gins_label = QLabel()
        self.undercuts_label = QLabel()
        self.knocks_label = QLabel()
        # The longest figure ("… by your opponents", longer still in Spanish): on a line of
        # its own where the window has the room, wrapped where it has not. Unwrapped, its
        # words set the window's least width, which grew when an export laid it out again.
        self.knocks_label.setWordWrap(True)
        self.best_label = QLabel()
        self.worst_label = QLabel()
        self.form_label = QLabel()
        # What a screen reader says of a figure where it differs from what is shown (the
        # best and worst matches' scores, in words).
        self._said: dict[QLabel, str] = {}
        form.addRow(_tr("Matches:"), self.matches_label)
        # Under the finished ones, which it is not part of; shown once there is one.
        form.addRow(_tr("Unfinished:"), self.unfinished_label)
        form.addRow(_tr("Hands:"), self.hands_label)
        form.addRow(_tr("Gins:"), self.gins_label)
        form.addRow(_tr("Undercuts:"), self.undercuts_label)
        # A gin is a knock in the rules (RULES.md two-player 6), but a table that listed it
        # in both rows counted one hand twice: the Knocks row leaves gins out, and says so.
        form.addRow(_tr("Knocks without gin:"), self.knocks_label)
        self._explain_row(self.unfinished_label, _tr(
            "Matches you left for a new game before they were over, with the points you "
            "and your opponents scored in them. They are not counted as played, nor in the "
            "win rates, the best and worst match or the charts; their finished hands are "
            "counted with all the others."))
        self._explain_row(self.gins_label, _tr(
            "Hands won by going gin, big gin included. A gin is not counted again as a "
            "knock."))
        self._explain_row(self.undercuts_label, _tr(
            "Yours: hands where you undercut the player who knocked. Against you: hands "
            "where you knocked and were undercut."))
        self._explain_row(self.knocks_label, _tr(
            "Hands ended by a knock with deadwood, whoever won them, undercut knocks "
            "included. Gins are counted in their own row, not here."))
        self.best_title = QLabel(_tr("Best match:"))
        form.addRow(self.best_title, self.best_label)
        self.worst_title = QLabel(_tr("Worst match:"))
        form.addRow(self.worst_title, self.worst_label)
        form.addRow(_tr("Recent form:"), self.form_label)
        for field in self._totals():
            # Each figure is a stop for Tab, said with its row's name ("Gins: 3 yours, 1
            # against you"): a screen reader reached none of them, and the eye sees where.
            focusable_label(field)

        self.rates_table = QTableWidget(0, 4)
        self.rates_table.setAccessibleName(_tr("Win rate by variant and opponent"))
        self.rates_table.setHorizontalHeaderLabels(
            [_tr("Variant"), _tr("Opponent"), _tr("Matches"), _tr("Win rate")])
        self.rates_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Tab goes on to the charts and buttons: the table's own Tab went round its cells.
        self.rates_table.setTabKeyNavigation(False)
        self.rates_table.verticalHeader().hide()
        self.rates_table.horizontalHeader().setStretchLastSection(True)
        # As wide as its words: the window grows rather than hide them behind a scrollbar.
        self.rates_table.setSizeAdjustPolicy(
            QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)

        # In the table's place until a match is finished: its headers over no row said
        # nothing to a new player.
        self.rates_note = QLabel(_tr(
            "No finished matches yet: your wins by variant and opponent appear here after "
            "your first match."))
        self.rates_note.setObjectName("rates_note")
        self.rates_note.setWordWrap(True)

        self.chart = MarginChart()
        self.accuracy_chart = AccuracyChart()

        self.export_button = QPushButton(_tr("Export to CSV…"))
        self.export_button.clicked.connect(self.export)
        self.reset_button = QPushButton(_tr("Reset statistics…"))
        self.reset_button.setObjectName("reset_statistics")
        self.reset_button.clicked.connect(self.ask_reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        # Enter, a reflex to close a window that only shows figures, started an export: the
        # first button of the row was the default. Close is, and it has the focus.
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setDefault(True)
        # Where the last export went: without it, Save closed the file dialog and nothing on
        # screen said the file was written, or where. On a line of its own: between the
        # buttons a path had no room, and the note gave only the file's name.
        self.export_note = ExportNote()
        self.open_folder_button = QPushButton(_tr("Open folder"))
        self.open_folder_button.setObjectName("open_export_folder")
        self.open_folder_button.clicked.connect(self.open_export_folder)
        # Never the default in Close's place: shown, it took Enter from Close (X11).
        self.open_folder_button.setAutoDefault(False)
        self.open_folder_button.hide()
        note = QHBoxLayout()
        note.addWidget(self.export_note, 1)
        note.addWidget(self.open_folder_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.export_button)
        bottom.addWidget(self.reset_button)
        bottom.addStretch(1)
        bottom.addWidget(buttons)

        body = QWidget()
        content = QVBoxLayout(body)
        content.setContentsMargins(0, 0, 0, 0)
        content.addWidget(self.error_label)
        content.addWidget(totals)
        content.addWidget(QLabel(_tr("Win rate by variant and opponent:")))
        content.addWidget(self.rates_table)
        content.addWidget(self.rates_note)
        content.addWidget(QLabel(_tr("Last matches:")))
        content.addWidget(self.chart)
        content.addWidget(QLabel(_tr("Points lost per decision (lower is better):")))
        content.addWidget(self.accuracy_chart)
        layout = QVBoxLayout(self)
        self._scrolling = _ScrollingBody(body)
        layout.addWidget(self._scrolling, 1)
        layout.addLayout(note)
        layout.addLayout(bottom)
        self.refresh()
        # As large as it asks, where the screen has the room; on a small screen (800x600)
        # it needed 612 pixels, its Close button below the screen's edge: the figures
        # scroll instead.
        hint = self.sizeHint()
        resize_within_screen(self, hint.width(), hint.height())

    def showEvent(self, event: QShowEvent) -> None:
        # On every opening, not only the first: the window is kept, and it came back with
        # the focus on whichever button it had last.
        super().showEvent(event)
        if not event.spontaneous():  # opened again, not brought back from the task bar
            # What the last opening's export or reset did is past: kept, it read as just
            # done ("Exported to …" an hour later, that file since moved or replaced).
            self._note(None)
            # From the top, as at the first opening: kept where the last one was scrolled
            # to, it opened with its first row cut in half (Czech at scale 2, s65).
            self._scrolling.verticalScrollBar().setValue(0)
        self.close_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _totals(self) -> tuple[QLabel, ...]:
        return (self.matches_label, self.unfinished_label, self.hands_label, self.gins_label,
                self.undercuts_label, self.knocks_label, self.best_label, self.worst_label,
                self.form_label)

    def _name_totals(self) -> None:
        """Each figure's accessible name: its row's name and the figure, in one line."""
        for field in self._totals():
            title = self.totals_form.labelForField(field)
            shown = self._said.get(field, field.text())
            words = dots_as_pauses(shown).split("\n")
            field.setAccessibleName(" ".join(
                [title.text() if isinstance(title, QLabel) else "",
                 list_separator().join(words)]).strip())
        # Read with Close, where the window opens: the figures were heard only by tabbing
        # through them. The main ones, each with its row's name, as Tab says them.
        main = [] if self.error_label.isHidden() else [self.error_label.text()]
        main += [field.accessibleName() for field in (
            self.matches_label, self.hands_label, self.gins_label, self.undercuts_label,
            self.knocks_label, self.form_label)]
        self.close_button.setAccessibleDescription(
            ". ".join(text.rstrip(".") for text in main if text) + ".")

    def _explain_row(self, field: QLabel, text: str) -> None:
        """The same tooltip on a totals row's figures and on its name."""
        field.setToolTip(text)
        name = self.totals_form.labelForField(field)
        if name is not None:
            name.setToolTip(text)

    def refresh(self) -> None:
        """Read the database again."""
        try:
            summary = self.stats.summary()
            anything = self._resettable()
        except Exception as exc:  # a damaged file found only now: say so, show nothing
            log.warning("statistics summary failed: %s", exc)
            self.error_label.setText(_tr("The statistics could not be read ({reason}).")
                                     .format(reason=stats_reason(problem_of(exc))))
            self.error_label.show()
            # Nothing could be read, not even whether there is anything: a reset may
            # still be the way to start afresh (and says why when it cannot).
            self._offer_reset(True)
            self.show_unreadable()
            return
        self.error_label.hide()
        self._offer_reset(anything)
        self.show_summary(summary)

    def show_unreadable(self) -> None:
        """No figures at all, under the error label: an empty summary's "none finished yet"
        and "no finished matches yet" said there was nothing recorded, which nobody
        knows when the file cannot be read."""
        self.show_summary(Summary())
        for row in (self.matches_label, self.hands_label, self.gins_label,
                    self.undercuts_label, self.knocks_label, self.form_label):
            row.setText(NO_FIGURE)
        self._name_totals()
        self.rates_note.hide()
        self.chart.set_unreadable()
        self.accuracy_chart.set_unreadable()

    def _offer_reset(self, anything: bool) -> None:
        """Reset only when there is something to remove; disabled, the button says why."""
        self.reset_button.setEnabled(anything)
        self.reset_button.setToolTip("" if anything else _tr(
            "There is nothing to reset yet: no hand has been recorded."))

    def show_summary(self, s: Summary) -> None:
        # A rate of no match is no figure: "0 played, 0 won (0%)" said a percentage of nothing.
        # Only finished matches count: "none played yet" beside hands played in a match
        # abandoned, or still being played, said something untrue.
        self.matches_label.setText(_tr("{matches} played, {wins} won ({rate})").format(
            matches=s.matches, wins=s.wins, rate=percent(s.win_rate)) if s.matches
            else QCoreApplication.translate("GinDesktop", "none finished yet", "matches"))
        self._show_unfinished(s)
        self.hands_label.setText(hands_text(s))
        self.gins_label.setText(_tr("{mine} yours, {theirs} against you").format(
            mine=s.gins, theirs=s.gins_against))
        self.undercuts_label.setText(_tr("{mine} yours, {theirs} against you").format(
            mine=s.undercuts, theirs=s.undercuts_against))
        # Its own words: a knock is feminine where a gin is not (Portuguese "batidas").
        # "By your opponents", not "against you": the figure counts their knocks you
        # undercut too, which were no loss of yours (the Undercuts row counts those).
        self.knocks_label.setText(_tr("{mine} by you, {theirs} by your opponents").format(
            mine=s.knocks, theirs=s.knocks_against))
        self._show_best_and_worst(s)
        self.form_label.setText(form_text(s.recent))
        self.rates_table.setRowCount(len(s.win_rates))
        for row, rate in enumerate(s.win_rates):
            cells = (rate_variant(rate.mode, rate.preset, rate.rules),
                     opponent_name(rate.opponent), str(rate.matches), percent(rate.rate))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 0:
                    # The cell may give only the first changes: all of them here.
                    item.setToolTip(f"{mode_name(rate.mode)}\n"
                                    f"{rules_name(rate.preset, rate.rules).full}")
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.rates_table.setItem(row, column, item)
        self._name_totals()
        self._fit_rate_columns()
        self.rates_table.setVisible(bool(s.win_rates))
        self.rates_note.setVisible(not s.win_rates)
        self.chart.set_matches(s.history, first_number=s.matches - len(s.history) + 1)
        try:
            self.accuracy_chart.set_points(self.stats.accuracy())
        except Exception as exc:  # noqa: BLE001 - a chart must not stop the window
            log.warning("statistics accuracy failed: %s", exc)
            self.accuracy_chart.set_unreadable()

    def _show_unfinished(self, s: Summary) -> None:
        """The matches left for a new game, honestly: how many and the points scored in
        them, and that the win rates leave them out (the row's tooltip says what else)."""
        self.totals_form.setRowVisible(self.unfinished_label, s.unfinished > 0)
        self.unfinished_label.setText(_tr(
            "{n:match|matches}, {mine} points for you and {theirs} against you\n"
            "a match left for a new game is not counted in the win rates").format(
            n=s.unfinished, mine=s.unfinished_for, theirs=s.unfinished_against)
            if s.unfinished else "")

    def _fit_rate_columns(self) -> None:
        """Each column as wide as its widest word, with room to breathe."""
        table = self.rates_table
        table.resizeColumnsToContents()
        table.resizeRowsToContents()
        header = table.horizontalHeader()
        for column in range(table.columnCount() - 1):  # the last one stretches
            header.resizeSection(column, header.sectionSize(column) + 12)
        for row in range(table.rowCount()):
            table.setRowHeight(row, table.rowHeight(row) + 6)
        # Three rows at least, whatever the charts would like: on a 768-pixel screen the
        # window is as tall as the screen and the table was squeezed to a row and a half.
        shown = sum(table.rowHeight(row) for row in range(min(table.rowCount(), 3)))
        table.setMinimumHeight(table.horizontalHeader().sizeHint().height() + shown
                               + 2 * table.frameWidth())
        # And as wide as its words, so that the window's least width shows them whole:
        # beside the figures' scroll bar on a short screen the table was a few pixels
        # short of its words, in Portuguese, behind a scroll bar of its own.
        last = table.columnCount() - 1
        words = sum(header.sectionSize(column) for column in range(last))
        words += max(table.sizeHintForColumn(last), header.sectionSizeHint(last))
        if table.rowCount() > 3:  # held to three rows, the others scroll beside them
            words += table.verticalScrollBar().sizeHint().width()
        table.setMinimumWidth(words + 2 * table.frameWidth())
        table.updateGeometry()

    def _show_best_and_worst(self, s: Summary) -> None:
        """Best and worst only when there are two matches to compare; one match is named
        once, as the only one; none, no lines at all."""
        self.totals_form.setRowVisible(self.best_label, s.matches >= 1)
        self.totals_form.setRowVisible(self.worst_label, s.matches >= 2)
        self.best_title.setText(_tr("Best match:") if s.matches >= 2 else _tr("Only match:"))
        self.best_label.setText(describe_match(s.best))
        self.worst_label.setText(describe_match(s.worst) if s.matches >= 2 else "")
        self._said[self.best_label] = spoken_match(s.best)
        self._said[self.worst_label] = spoken_match(s.worst) if s.matches >= 2 else ""
        # With no match lost, the worst is a win: "Worst match: won 108–57" read as a
        # defeat to come; it is the closest win.
        won_all = s.worst is not None and s.worst.result == "win"
        self.worst_title.setText(_tr("Closest win:") if won_all else _tr("Worst match:"))

    def export(self) -> None:
        """Ask where, then write every hand as CSV."""
        name, _ = QFileDialog.getSaveFileName(
            self, _tr("Export statistics"), str(export_folder() / export_name()),
            _tr("CSV files (*.csv)"))
        # The keys back in this window, whatever the file dialog left active: a keyboard
        # player found them on no window at all (Escape, Ctrl+, did nothing) after a save.
        self.activateWindow()
        if name and self.export_to(Path(name)):
            # Back on Close, as at the opening: Enter, the reflex that closes a window of
            # figures, otherwise pressed whichever button the file dialog left the focus
            # on (Export again, or Open folder under X11).
            self.close_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def export_to(self, path: Path) -> bool:
        try:
            self.stats.export_csv(path)
        except Exception as exc:  # OSError, sqlite3.Error: tell, never crash
            log.warning("statistics export to %s failed: %s", path, exc)
            # In the player's words: the system's and SQLite's are English.
            reason = (os_reason(exc) if isinstance(exc, OSError)
                      else stats_reason(problem_of(exc)))
            QMessageBox.warning(self, _tr("Export statistics"),
                                _tr("The statistics could not be exported to {path} "
                                    "({reason}).").format(path=shown_path(path),
                                                          reason=reason))
            self._note(None)
            return False
        self._note(path)
        return True

    def _note(self, exported: Path | str | None) -> None:
        """The note over the buttons: the file just ``exported`` (with the button that
        opens its folder), a note of no file, or (None) nothing."""
        if isinstance(exported, Path):
            self.export_note.exported(exported)
        else:
            self.export_note.say(exported or "")
        self.open_folder_button.setVisible(self.export_note.folder() is not None)
        # Heard with the button, tabbed to: which folder it opens.
        self.open_folder_button.setAccessibleDescription(self.export_note.whole_text())

    def open_export_folder(self) -> None:
        """The exported file's folder in the system's file manager; a note if it cannot."""
        folder = self.export_note.folder()
        if folder is None or self.export_note.open_folder():
            return
        log.warning("could not open the folder %s", folder)
        QMessageBox.warning(self, _tr("Export statistics"), _tr(
            "The folder could not be opened. The file is in {folder}.").format(
            folder=shown_path(folder)))

    # ------------------------------------------------------------------ reset
    def ask_reset(self) -> None:
        """Ask first; "Export first…" exports, then asks again."""
        while True:
            choice = self.confirm_reset()
            if choice is ResetChoice.EXPORT_FIRST:
                self.export()
                continue
            if choice is ResetChoice.RESET:
                self.reset_now()
            return

    def confirm_reset(self) -> ResetChoice:
        """The confirmation: what is lost, that it is for good; Cancel the default."""
        box = QMessageBox(self)
        box.setObjectName("reset_confirmation")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(_tr("Reset statistics"))
        box.setText(_tr("Start your statistics afresh?"))
        box.setInformativeText(_tr(
            "Every finished hand and match counted so far will be removed, with the win "
            "rates and the charts drawn from them. This cannot be undone: to keep a copy, "
            "export them first.\n\nA match you are playing goes on; its hands are counted "
            "again from the next one you finish."))
        reset = box.addButton(_tr("Reset statistics"), QMessageBox.ButtonRole.DestructiveRole)
        reset.setObjectName("confirm_reset")
        export = box.addButton(_tr("Export first…"), QMessageBox.ButtonRole.ActionRole)
        export.setObjectName("export_first")
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        cancel.setObjectName("cancel_reset")
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        if clicked is reset:
            return ResetChoice.RESET
        if clicked is export:
            return ResetChoice.EXPORT_FIRST
        return ResetChoice.CANCEL

    def reset_now(self) -> bool:
        """Remove every recorded hand and match, then show the empty figures; on failure
        say why, in the player's words, and keep everything."""
        try:
            self._reset()
        except Exception as exc:  # sqlite3.Error: locked, read-only, damaged
            log.warning("statistics reset failed: %s", exc)
            # The reasons speak of the file ("another program is using it"): named here,
            # or "it" would be the statistics (plural in English, feminine in Spanish).
            QMessageBox.warning(self, _tr("Reset statistics"), _tr(
                "The statistics could not be reset: their file could not be changed "
                "({reason}). Nothing was removed.")
                .format(reason=stats_reason(problem_of(exc))))
            return False
        self.refresh()
        self._note(_tr("Statistics started afresh."))
        return True
