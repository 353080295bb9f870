"""The game's window and its start: ``run(argv)`` and ``MainWindow``.

``MainWindow`` wires the parts together (docs/app-architecture.md): it owns the
``GameModel`` (``self.model``) and the table (``self.table``, the central widget), and
adds the menus, the toolbar, the status line, the score pad dock and the dialogs. Every
command goes through the model; the window never touches the engine match itself.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib
import logging
import sys
import traceback
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QByteArray, QCoreApplication, QDir, QEvent, QLockFile, QObject, QRect, QSettings, QSize, Qt,
    QTimer, Signal,
)
from PySide6.QtGui import (
    QAction, QActionGroup, QCloseEvent, QColor, QFontMetrics, QIcon, QIconEngine, QImage, QKeyEvent,
    QKeySequence, QMouseEvent, QMoveEvent, QPainter, QPaintEvent, QPalette, QPixmap,
    QResizeEvent, QShowEvent,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QApplication, QDockWidget, QHBoxLayout, QLabel, QMainWindow, QMenu, QProgressBar,
    QSizePolicy, QToolBar, QToolButton, QWidget,
)

from shiboken6 import Shiboken

from gin_desktop.command_line import (
    APP_NAME, ORGANISATION, PROG, QT_TRANSLATE_NOOP, build_parser,
)
from gin_desktop.engine import (
    DECK_VERSION, Action, ActionKind, HandDealt, Match, Phase, RuleSet, SeatView,
    match_from_json, match_to_json,
)
from gin_desktop.resources import assets_dir

from .i18n import translate as _tr
from . import a11y, i18n, keyboard, one_copy, storage
from .accessibility import announce, dots_as_pauses, spoken
from .advice_text import advice_inline, advice_text, as_sentence
from .contrast import GRAPHIC_CONTRAST, readable_on
from .first_paint import install_first_paint_probe
from .focus_frame import frame_the_list_focus
from .fit_text import (
    elide_lines, fits, held_together, least_width, lines_height, lines_needed, one_line_width,
)
from .model import DEFAULT_COMPUTER_DELAY_MS, GameModel
from .setup import GameSetup, in_mode
from .move_log import MoveLogDock
from .prompts import (
    NEW_GAME_KEY, CardText, card_label, card_name, knock_deadwood, knock_mode_text,
)
from .scorepad import ScorePadDock
from .screen_fit import FRAME_MARGIN, FRAME_TITLE_MARGIN, first_size, screen_room
from .settings import (
    KEY_ANIMATION_SPEED, KEY_CARD_BACK, KEY_DECK_STYLE, KEY_LANGUAGE, KEY_TABLE_COLOUR, Settings,
)
from .table import TableView
from .table.art import svg_pixmap
from .table_menu import TableMenu, WindowCommands
from .training_bar import TrainingBar
from .table.view import MINIMUM_WIDTH, SCREEN_MINIMUM_WIDTH
from .table.animation import speed_from_environment
from .weak_call import single_shot, weak_method, weakly

if TYPE_CHECKING:
    from gin_desktop.engine import TableState

    from .a11y.bridge import TableAccessibility
    from .deal_code import DealRef
    from .dialogs.rules import RulesWindow
    from .review_actions import ReviewFeatures

# The dialogs are imported when first opened, and the parts the first frame does not show
# right after it is painted (``MainWindow._build_after_first_paint``), not at start.

log = logging.getLogger(__name__)

# How long a message from the table, a hint or a refusal stays in the status line.
MESSAGE_MS = 9000
# The status line is always this many lines tall (a longer text is cut, whole in a tooltip).
STATUS_LINES = 2
# The least room for a message's words beside a prompt that takes the rest of the line.
MESSAGE_LEAST = 60
# The move log's lines still shown when the score pad takes the rest of their column.
LOG_FLOOR_LINES = 5
# How long after the last resize or move the window's size and place are saved: one write
# for a drag, not one per pixel.
LAYOUT_SAVE_DELAY_MS = 1000


# ---------------------------------------------------------------------------- icons
# Small line icons drawn from SVG text, tinted with the palette's text colour ("INK"), so
# they suit light and dark desktops without shipping files per theme; their green strokes
# ("ACCENT") are the table's green, lightened where a dark theme would swallow it.
ICON_GREEN = "#1f7a44"
_ICONS: dict[str, str] = {
    "new": '<rect x="3.5" y="2.5" width="12" height="17" rx="2" fill="#fff" stroke="INK" '
           'stroke-width="1.5"/><path d="M18 12.5v9M13.5 17h9" stroke="ACCENT" '
           'stroke-width="2.4" stroke-linecap="round"/>',
    "hint": '<path d="M12 2.3a6.6 6.6 0 0 0-3.9 11.9c.6.5.9 1.1.9 1.8v1h6v-1c0-.7.3-1.3.9-1.8'
            'A6.6 6.6 0 0 0 12 2.3z" fill="#f6c443" stroke="INK" stroke-width="1.4"/>'
            '<path d="M9.5 19.3h5M10.4 21.6h3.2" stroke="INK" stroke-width="1.6" '
            'stroke-linecap="round"/>',
    "rank": '<rect x="3" y="14" width="4.2" height="7.5" rx="1" fill="INK"/>'
            '<rect x="9.9" y="9" width="4.2" height="12.5" rx="1" fill="INK"/>'
            '<rect x="16.8" y="3.5" width="4.2" height="18" rx="1" fill="ACCENT"/>',
    "suit": '<path d="M7.5 3C9 5.6 13 7.6 13 11a3 3 0 0 1-5 2.2L9.2 17H5.8L7 13.2A3 3 0 0 1 2 11'
            'c0-3.4 4-5.4 5.5-8z" fill="INK"/><path d="M16.5 21.5c-1-1.8-5.5-4.4-5.5-7.9 0-1.9 '
            '1.3-3.1 2.8-3.1 1.3 0 2.2.8 2.7 1.9.5-1.1 1.4-1.9 2.7-1.9 1.5 0 2.8 1.2 2.8 3.1 0 '
            '3.5-4.5 6.1-5.5 7.9z" fill="#c0152a"/>',
    "melds": '<rect x="2.5" y="6" width="8" height="12" rx="1.5" fill="#fff" stroke="INK" '
             'stroke-width="1.3"/><rect x="7.5" y="5" width="8" height="12" rx="1.5" '
             'fill="#fff" stroke="INK" stroke-width="1.3"/><rect x="12.5" y="4" width="8" '
             'height="12" rx="1.5" fill="#fff" stroke="INK" stroke-width="1.3"/>'
             '<path d="M4 21h16" stroke="ACCENT" stroke-width="2.2" stroke-linecap="round"/>',
    "next": '<rect x="2.5" y="4.5" width="9" height="13" rx="1.5" fill="#fff" stroke="INK" '
            'stroke-width="1.4"/><path d="M10 11h11M16.5 6.5 21 11l-4.5 4.5" fill="none" '
            'stroke="ACCENT" stroke-width="2.3" stroke-linecap="round" '
            'stroke-linejoin="round"/>',
    "stock": '<rect x="5" y="3" width="11" height="15" rx="1.6" fill="#2c5aa0" stroke="INK" '
             'stroke-width="1.2"/><rect x="8" y="6" width="11" height="15" rx="1.6" '
             'fill="#3d6fc0" stroke="INK" stroke-width="1.2"/>',
    "knock": '<path d="M5 13.5c0-1.4 1.1-2.5 2.5-2.5V7.6a1.8 1.8 0 0 1 3.6 0V6.5a1.8 1.8 0 0 1 '
             '3.6 0v.7a1.8 1.8 0 0 1 3.6 0v7.3c0 3.6-2.6 6-6 6H11c-3.3 0-6-2.7-6-6z" '
             'fill="#f1d2b6" stroke="INK" stroke-width="1.3"/><path d="M2 22h20" stroke="INK" '
             'stroke-width="1.6"/>',
    "warning": '<path d="M12 2.5 22.5 21h-21z" fill="#e0a100" stroke="#7a5600" '
               'stroke-width="1.2" stroke-linejoin="round"/><path d="M12 9v6" stroke="#fff" '
               'stroke-width="2.4" stroke-linecap="round"/><circle cx="12" cy="18" r="1.4" '
               'fill="#fff"/>',
    "info": '<circle cx="12" cy="12" r="10" fill="#2d6cb5"/><path d="M12 10.5v7" stroke="#fff" '
            'stroke-width="2.4" stroke-linecap="round"/><circle cx="12" cy="7" r="1.5" '
            'fill="#fff"/>',
    "turn": '<circle cx="12" cy="12" r="9.5" fill="#1f7a44"/><path d="M9.5 7.5 15.5 12l-6 4.5z" '
            'fill="#fff"/>',
    "wait": '<circle cx="12" cy="12" r="9.5" fill="#8a8f98"/><path d="M12 6.5V12l3.5 2.5" '
            'fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>',
    # A flag on the gold of the match's end banner: the match is over, nobody is waited for.
    "over": '<circle cx="12" cy="12" r="9.5" fill="#a87a12"/><path d="M9 17.5V6.5" '
            'stroke="#fff" stroke-width="1.8" stroke-linecap="round"/><path '
            'd="M9.6 6.8h6.9l-1.9 2.7 1.9 2.7H9.6z" fill="#fff"/>',
}


# The icons' sizes in device pixels: 16 to 24 logical pixels (a menu, the toolbar, the
# status line) at every screen scale up to 4 (a 4K laptop at 250 % asks for 55, at 300 % for
# 66): drawn from the SVG at about the size shown, never a smaller one blown up, blurred.
_ICON_PIXELS = (16, 20, 24, 32, 40, 48, 56, 64, 72, 80, 96)
# The fallback start after the window is shown (``_start_unless_painting``): every half
# second, up to ten times more while the window is on screen and still unpainted.
_UNPAINTED_START_MS = 500
_UNPAINTED_WAITS = 10


def make_icon(name: str, ink: QColor | None = None) -> QIcon:
    """One of the window's icons (an empty icon for an unknown name)."""
    body = _ICONS.get(name)
    if body is None:
        return QIcon()
    colour = (ink or QApplication.palette().color(QPalette.ColorRole.WindowText)).name()
    accent = readable_on(ICON_GREEN, minimum=GRAPHIC_CONTRAST).name()
    body = body.replace("INK", colour).replace("ACCENT", accent)
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" '
           f'viewBox="0 0 24 24">{body}</svg>')
    return QIcon(_DrawnWhenAsked(svg))


def _side_chosen(size: QSize, scale: float) -> int:
    """The side among ``_ICON_PIXELS`` whose pixmap Qt takes for an icon asked at ``size``
    and ``scale`` when it holds all of them: the smallest covering the asked area (in
    device pixels, each side rounded as Qt rounds), else the largest."""
    area = int(size.width() * scale + 0.5) * int(size.height() * scale + 0.5)
    return next((side for side in _ICON_PIXELS if side * side >= area), _ICON_PIXELS[-1])


# The clones Qt made of the icons' engines and still uses (``_DrawnWhenAsked.clone``).
_CLONES: list[QIconEngine] = []


class _DrawnWhenAsked(QIconEngine):
    """An icon whose pixmaps are drawn when it is first shown, not when it is made, and
    then only at the sizes shown: the menus' icons (most of them) are not in the first
    frame, and drawing all of them at eleven sizes was a tenth of building the window; the
    toolbar's, at eleven sizes where one shows, a sixth of what is left of it. Shown, it is
    the same icon: Qt picks among the pixmaps drawn the one it would pick among all eleven
    (``_side_chosen``), which is drawn first, and the same handling of it follows (scaling,
    disabled look)."""

    def __init__(self, svg: str, drawn: QIcon | None = None,
                 sides: frozenset[int] = frozenset()) -> None:
        super().__init__()
        self._svg = svg
        # The pixmaps drawn so far, and their sides (a clone starts with its original's).
        self._drawn = QIcon() if drawn is None else drawn
        self._sides = set(sides)

    def _with(self, sides: tuple[int, ...]) -> QIcon:
        missing = [side for side in sides if side not in self._sides]
        if missing:
            renderer = QSvgRenderer(QByteArray(self._svg.encode()))
            for side in missing:
                self._drawn.addPixmap(svg_pixmap(renderer, side, side))
                self._sides.add(side)
        return self._drawn

    def _for(self, size: QSize, scale: float = 1.0) -> QIcon:
        return self._with((_side_chosen(size, scale),))

    def _whole(self) -> QIcon:
        return self._with(_ICON_PIXELS)

    def isNull(self) -> bool:  # noqa: N802 - Qt's name
        # Asked of every action's icon by menus and tool buttons: no reason to draw it.
        return False

    def clone(self) -> QIconEngine:
        # Qt clones the engine for a copy of the icon about to be changed (addPixmap).
        # PySide hands Qt the clone without giving it up: Python would delete it on return,
        # under the copy that uses it. Kept until Qt deletes it with that copy.
        copy = _DrawnWhenAsked(self._svg, QIcon(self._drawn), frozenset(self._sides))
        _CLONES[:] = [kept for kept in _CLONES if Shiboken.isValid(kept)]
        _CLONES.append(copy)
        return copy

    def addPixmap(self, pixmap: QPixmap | QImage, mode: QIcon.Mode,  # noqa: N802 - Qt's name
                  state: QIcon.State) -> None:
        self._whole().addPixmap(pixmap, mode, state)

    def addFile(self, name: str, size: QSize, mode: QIcon.Mode,  # noqa: N802 - Qt's name
                state: QIcon.State) -> None:
        self._whole().addFile(name, size, mode, state)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode,
              state: QIcon.State) -> None:
        self._whole().paint(painter, rect, Qt.AlignmentFlag.AlignCenter, mode, state)

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self._for(size).pixmap(size, 1.0, mode, state)

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode,  # noqa: N802 - Qt's name
                     state: QIcon.State, scale: float) -> QPixmap:
        return self._for(size, scale).pixmap(size, scale, mode, state)

    def actualSize(self, size: QSize, mode: QIcon.Mode,  # noqa: N802 - Qt's name
                   state: QIcon.State) -> QSize:
        return self._for(size).actualSize(size, mode, state)

    def availableSizes(self, mode: QIcon.Mode = QIcon.Mode.Normal,  # noqa: N802 - Qt's name
                       state: QIcon.State = QIcon.State.Off) -> list[QSize]:
        # As the whole icon's: its pixmaps are all of the normal mode, off.
        if mode == QIcon.Mode.Normal and state == QIcon.State.Off:
            return [QSize(side, side) for side in _ICON_PIXELS]
        return []


def app_icon() -> QIcon:
    try:
        path = assets_dir() / "icons" / "gin-desktop.svg"
    except FileNotFoundError:
        return QIcon()
    return QIcon(str(path)) if path.is_file() else QIcon()


# -------------------------------------------------------------------- status line
class StatusLine(QWidget):
    """Whose turn and what to do (always), a message (a refusal, a hint, the table's news:
    icon and words on a coloured pill), and the thinking indicator."""

    STYLES = {
        "error": ("warning", "#fde7e4", "#8c1d13", "#e7a49b"),
        "info": ("info", "#e4eefb", "#173f73", "#a9c3e8"),
        "hint": ("hint", "#fff4d1", "#5b4300", "#e9cf7a"),
    }

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("status_line")
        self.turn_icon = QLabel()
        self.turn_icon.setFixedSize(20, 20)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turn_label")
        font = self.turn_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.12)
        font.setBold(True)
        self.turn_label.setFont(font)
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)
        self.turn_label.setWordWrap(True)
        self.turn_label.setSizePolicy(QSizePolicy.Policy.Ignored,
                                      QSizePolicy.Policy.Preferred)
        # The accessible name is the whole status (``set_turn``), so a screen reader reads
        # the status itself, never the text cut to fit the line; what the label is goes in
        # the description.
        self.turn_label.setAccessibleDescription(_tr("Game status"))

        self.message = QWidget()
        self.message.setObjectName("message_pill")
        self.message_icon = QLabel()
        self.message_icon.setFixedSize(18, 18)
        self.message_label = QLabel()
        self.message_label.setObjectName("message_label")
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setWordWrap(True)
        self.message_label.setAccessibleDescription(_tr("Message"))
        pill = QHBoxLayout(self.message)
        pill.setContentsMargins(8, 2, 10, 2)
        pill.setSpacing(6)
        pill.addWidget(self.message_icon)
        pill.addWidget(self.message_label)
        self.message.hide()
        self.message_kind = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear_message)

        self.thinking = QWidget()
        self.thinking.setObjectName("thinking_indicator")
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setFixedSize(56, 10)
        self.busy.setTextVisible(False)
        # The bar alone: the prompt beside it already says who is thinking, and the same
        # words here read twice ("Computer is thinking… Computer is thinking…").
        think = QHBoxLayout(self.thinking)
        think.setContentsMargins(0, 0, 0, 0)
        think.addWidget(self.busy)
        self.thinking.hide()

        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 3, 8, 3)
        layout.setSpacing(8)
        layout.addWidget(self.turn_icon)
        layout.addWidget(self.turn_label, 1)
        layout.addWidget(self.message, 0)
        layout.addWidget(self.thinking, 0)
        self._icons = {name: make_icon(name) for name in ("turn", "wait", "over", "warning",
                                                          "info", "hint")}
        # As tall with a message as without: the table above must not jump when one shows.
        self.message_label.setText("Ag")
        self._pill_height = self.message.sizeHint().height()
        self.message_label.clear()
        # The whole texts; the labels show them cut to STATUS_LINES lines when longer.
        self._turn_text = ""
        self._turn_longer = ""
        self._message_text = ""
        # The messages the prompt answers, with the words of each left to show beside it
        # (``set_turn``); the message shown: the part the prompt does not say.
        self._answered: Mapping[str, str] = {}
        self._message_shown = ""
        # The message is the words a table key answered with: read whole, as a hint is
        # (``_hint_room``), where it would be cut beside the prompt.
        self._asked = False
        self._arrange()

    # ------------------------------------------------------------------ layout
    def _arrange(self) -> None:
        """Share the line between the prompt and the message: side by side at their own
        widths when they fit, else each wrapping in its part (the prompt keeps at least
        half). The line is always as tall as STATUS_LINES lines, whatever the texts: a
        longer one is cut with "…" (the whole in its tooltip), so the table above never
        moves when a message comes, goes or changes. A hint, asked for, is read whole
        (``_hint_room``), and so are the words a key answers with where they would be cut
        beside the prompt."""
        layout = self.layout()
        if layout is None:
            return
        margins = layout.contentsMargins()
        pill_frame = self._pill_frame()
        self._set_message_weight(bold=True)
        pill_metrics = self.message_label.fontMetrics()
        hint = self.message_kind == "hint" and not self.message.isHidden()
        if not hint:
            turn, turn_width, pill_width, turn_natural = self._beside()
            # Words asked for that would be cut beside the prompt are read as a hint is.
            hint = self._asked and bool(pill_width) and not fits(
                pill_metrics, self._message_shown, max(1, pill_width - pill_frame - 4),
                STATUS_LINES)
        if hint:
            turn, turn_width, pill_width = self._hint_room()
            turn_natural = turn_width
            pill_metrics = self.message_label.fontMetrics()
        if pill_width:
            pill_width = self._balanced(pill_metrics, pill_width, pill_frame)
        if not self.message.isHidden():
            self.message.setFixedWidth(max(pill_width, pill_frame + 20))
        self.turn_label.setMinimumWidth(max(0, min(turn_width, turn_natural)))
        shown = elide_lines(self.turn_label.fontMetrics(), turn, max(1, turn_width - 4),
                            STATUS_LINES)
        self.turn_label.setText(shown)
        self.turn_label.setToolTip(turn or self._turn_longer or self._turn_text)
        if pill_width:
            self.message_label.setText(elide_lines(
                pill_metrics, self._message_shown,
                max(1, pill_width - pill_frame - 4), STATUS_LINES))
        turn_metrics = self.turn_label.fontMetrics()
        rows = [20, lines_height(turn_metrics, STATUS_LINES) + 4,
                self._pill_height + lines_height(pill_metrics, STATUS_LINES)
                - pill_metrics.height()]
        height = max(rows) + margins.top() + margins.bottom()
        if height != self.minimumHeight() or height != self.maximumHeight():
            self.setFixedHeight(height)

    def _balanced(self, metrics: QFontMetrics, pill_width: int, pill_frame: int) -> int:
        """The pill's width with its words wrapped into lines of like length: at the full
        width the last line held a word alone ("…more than the knock limit of" over "10",
        "card 10 of" over "10"). As many lines as at the full width, never wider."""
        text = held_together(self._message_shown)
        room = max(1, pill_width - pill_frame - 4)
        lines = lines_needed(metrics, text, room)
        if lines < 2 or lines > STATUS_LINES:
            return pill_width
        return min(pill_width, least_width(metrics, text, lines) + pill_frame + 4)

    def _beside(self) -> tuple[str, int, int, int]:
        """The prompt beside the message, its width, the message pill's (0: none) and the
        prompt's natural width: the longer prompt (with how to discard) when it and the
        message fit whole, else the prompt."""
        pill_metrics, pill_frame = self.message_label.fontMetrics(), self._pill_frame()
        turn = self._turn_longer
        turn_width, pill_width, turn_natural = self._widths(turn)
        if not turn or not fits(self.turn_label.fontMetrics(), turn,
                                max(1, turn_width - 4), STATUS_LINES) or (
                                    pill_width and not fits(
                                        pill_metrics, self._message_shown,
                                        max(1, pill_width - pill_frame - 4),
                                        STATUS_LINES)):
            turn = self._turn_text
            turn_width, pill_width, turn_natural = self._widths(turn)
        return turn, turn_width, pill_width, turn_natural

    def _free_width(self) -> int:
        """The line's width for the prompt and the pill (and the spacing between them)."""
        layout = self.layout()
        assert layout is not None
        margins, spacing = layout.contentsMargins(), layout.spacing()
        free = self.width() - margins.left() - margins.right() - self.turn_icon.width() - spacing
        if not self.thinking.isHidden():
            free -= self.thinking.sizeHint().width() + spacing
        return free

    def _hint_room(self) -> tuple[str, int, int]:
        """The prompt shown beside a hint (or other words asked for), its width and the
        hint pill's. The hint is read whole in the line's STATUS_LINES lines, so that the
        table above does not jump when it comes and goes: beside the prompt kept to one
        line (a prompt wrapped to "Discard / a card" beside it read poorly), else across
        the whole line, the prompt left to the table's own (the same words, above the
        hand) and to the tooltip; in plain type where bold needs one line more; cut with
        "…" only where even that cannot hold it (the whole in its tooltip)."""
        layout = self.layout()
        assert layout is not None
        spacing, frame = layout.spacing(), self._pill_frame()
        free = self._free_width() - spacing
        pill_metrics = self.message_label.fontMetrics()
        for turn in (self._turn_longer, self._turn_text):
            if not turn:
                continue
            natural = one_line_width(self.turn_label.fontMetrics(), turn) + 4
            pill = free - natural
            if pill > frame and fits(pill_metrics, self._message_shown,
                                     max(1, pill - frame - 4), STATUS_LINES):
                return turn, natural, pill
        whole = free + spacing  # no prompt: no spacing after it either
        if not fits(pill_metrics, self._message_shown, max(1, whole - frame - 4),
                    STATUS_LINES):
            self._set_message_weight(bold=False)
        return "", 0, whole

    def _set_message_weight(self, *, bold: bool) -> None:
        font = self.message_label.font()
        if font.bold() != bold:
            font.setBold(bold)
            self.message_label.setFont(font)

    def _widths(self, turn: str) -> tuple[int, int, int]:
        """The prompt's and the message pill's widths (0: no pill) with the prompt
        ``turn``, and the prompt's natural width."""
        layout = self.layout()
        assert layout is not None
        spacing = layout.spacing()
        free = self._free_width()
        turn_natural = one_line_width(self.turn_label.fontMetrics(), turn) + 4
        if self.message.isHidden():
            return free, 0, turn_natural
        free -= spacing
        pill_metrics = self.message_label.fontMetrics()
        pill_natural = (one_line_width(pill_metrics, self._message_shown) + 4
                        + self._pill_frame())
        if turn_natural + pill_natural <= free:
            return free - pill_natural, pill_natural, turn_natural
        # The prompt says what the player must do: it is shown whole first, the message
        # beside it takes the rest. Halves for each cut the Czech "Press Next hand (N)"
        # to "Stiskněte Další…" beside the Hint's "the hand is over" that said it again.
        turn_least = least_width(self.turn_label.fontMetrics(), turn, STATUS_LINES) + 4
        pill_least = (least_width(pill_metrics, self._message_shown, STATUS_LINES) + 4
                      + self._pill_frame())
        if self.message_kind != "hint" and free - turn_natural >= pill_least:
            # The prompt on one line, the message whole (wrapped) beside it.
            return turn_natural, free - turn_natural, turn_natural
        turn_width = min(turn_natural, max(free - pill_natural, free // 2),
                         max(turn_least, free - pill_least))
        # Whole, unless the line is too narrow even for that: a message keeps its icon
        # and a few words.
        turn_width = max(turn_width, min(turn_least, free - self._pill_frame() - MESSAGE_LEAST))
        return turn_width, free - turn_width, turn_natural

    def _pill_frame(self) -> int:
        """The message pill's width beside its words: margins, icon and spacing."""
        pill = self.message.layout()
        if pill is None:
            return 0
        margins = pill.contentsMargins()
        return (margins.left() + margins.right() + self.message_icon.width()
                + pill.spacing())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def set_turn(self, text: str, *, yours: bool, longer: str = "",
                 answered: Mapping[str, str] | None = None, over: bool = False) -> None:
        """Whose turn and what to do; ``longer``: the same with more help (how to
        discard), shown instead when it fits the line whole; ``answered``: the messages
        this prompt answers, each with what is left of it to show beside it ("" :
        nothing); ``over``: the match is over, and its icon says so rather than "wait"."""
        if text != self._turn_text and self.message_kind == "error":
            # A refusal answered the step before: a new prompt (knock mode, the move made,
            # the computer's turn) is a new step, where it read as still holding.
            self._drop_message()
        self._turn_text = text
        self._turn_longer = longer
        self._answered = dict(answered or {})
        self.turn_label.setAccessibleName(text)
        self._show_message_part()  # and arranges: the text (cut to the line), its tooltip
        # After the match nothing comes to wait for: a clock and "Please wait" there read
        # as if the computer were still busy.
        icon, tip = (("over", _tr("The match is over")) if over
                     else ("turn", _tr("Your move")) if yours
                     else ("wait", _tr("Please wait")))
        self.turn_icon.setPixmap(self._icons[icon].pixmap(20, 20))
        self.turn_icon.setToolTip(tip)

    def show_message(self, text: str, kind: str = "info", timeout_ms: int = MESSAGE_MS,
                     *, asked: bool = False) -> None:
        """Show ``text`` beside the prompt for ``timeout_ms`` (0: until cleared): of a
        message the prompt answers, only the rest, plainly (``answers``). A hint is read
        whole, and with ``asked`` so are the words a table key answers with, where they
        would be cut beside the prompt (knock mode's "…knock by discarding it face down:
        press Enter" lost its key at 800x600 in every language)."""
        self.message_kind = kind
        self._asked = asked
        self._message_text = text
        self.message_label.setAccessibleName(text)  # whole, as the turn's (``set_turn``)
        self.message.setToolTip(text)
        self._show_message_part()
        if timeout_ms > 0:
            self._timer.start(timeout_ms)
        else:
            self._timer.stop()

    def answers(self, text: str) -> bool:
        """Whether the prompt answers the message ``text`` (a refusal of the moment it
        names: "The hand is over…" beside "Hand over: … Press Next hand (N)"). Such a
        message is no mistake of the player's: it shows plainly, only what the prompt does
        not say, and nothing at all when the prompt says it all; a screen reader hears it
        whole, as the message's accessible name."""
        return text in self._answered

    def _show_message_part(self) -> None:
        """The message pill with the words the prompt does not say, in the message kind's
        style (plain for one the prompt answers), or none; then the line arranged."""
        text = self._message_text if self.message_kind else ""
        shown = self._answered.get(text, text)
        self._message_shown = shown
        kind = "info" if self.answers(text) else self.message_kind
        icon, background, foreground, border = self.STYLES.get(kind, self.STYLES["info"])
        self.message.setStyleSheet(
            f"#message_pill {{ background: {background}; border: 1px solid {border}; "
            f"border-radius: 11px; }} #message_pill QLabel {{ color: {foreground}; "
            "background: transparent; }")  # bold: the label's font (``_arrange``)
        self.message_icon.setPixmap(self._icons[icon].pixmap(18, 18))
        self.message_label.setText(held_together(shown))
        self.message.setVisible(bool(shown))
        # The prompt alone answers: it is marked while the message would show, so a click
        # or key that did nothing is still answered for the eye, by the words to read.
        _, background, foreground, _ = self.STYLES["info"]
        self.turn_label.setStyleSheet(
            f"#turn_label {{ background: {background}; color: {foreground}; "
            "border-radius: 4px; }" if text and not shown else "")
        self._arrange()

    def clear_message(self, kind: str | None = None) -> None:
        """Hide the message (only if it is of ``kind``, when given)."""
        if kind is not None and kind != self.message_kind:
            return
        self._drop_message()
        self._show_message_part()

    def _drop_message(self) -> None:
        """Forget the message; the caller shows the line again (``_show_message_part``)."""
        self._timer.stop()
        self.message_label.setAccessibleName("")
        self.message.setToolTip("")
        self._message_text = ""
        self.message_kind = ""

    def clear_card_words(self) -> None:
        """The focused card's words go (the keyboard has left the hand)."""
        self.clear_message("card")

    def message_text(self) -> str:
        """The whole message shown (the label may show it cut, or only the part the prompt
        does not say), or "" when none is."""
        return self._message_text if self.message_kind and self.isVisible() else ""

    def shown_message(self) -> str:
        """The message's words the eye reads beside the prompt ("" : none), whole."""
        return self._message_shown if self.message_kind and self.isVisible() else ""

    def set_thinking(self, thinking: bool, who: str = "") -> None:
        words = _tr("{name} is thinking…").format(name=who) if who else _tr("Thinking…")
        self.busy.setToolTip(words)
        self.busy.setAccessibleName(words)
        self.thinking.setVisible(thinking)
        self._arrange()


class _NoticeLabel(QLabel):
    """The notice's words, as tall as they wrap at the width the bar gives them: a
    toolbar asks its widgets for their size hint only, and a wrapping label's hint is
    three lines for a sentence that fits on one (the window then cannot be as short as a
    small screen needs)."""

    def _fit_height(self) -> None:
        # A label's height for a width is never less than its minimum height, and the
        # fixed height is one: measured once while a window was still narrow (the one a
        # new language opens), the welcome kept ten lines' height for good.
        fixed = self.maximumHeight()
        self.setMinimumHeight(0)
        height = self.heightForWidth(max(1, self._width_to_wrap_at()))
        self.setFixedHeight(height if height > 0 else fixed)

    def _width_to_wrap_at(self) -> int:
        """The label's width; before the bar has ever been laid out with it showing, the
        width the bar will give it: a label never shown is 100 pixels wide or less, and
        Help ▸ Getting started's words wrapped there were twenty lines tall, which grew a
        window on a 1024x600 screen to 983 pixels (a returning player, whose window had
        shown no notice yet)."""
        bar = self.parentWidget()
        if self.isVisible() or bar is None:
            return self.width()
        others = sum(w.sizeHint().width() for w in bar.findChildren(QWidget)
                     if w is not self and w.parentWidget() is bar and not w.isHidden())
        return max(self.width(), self.window().width() - others - 40)

    def setText(self, text: str) -> None:
        super().setText(held_together(text))
        # Read with a pause for a menu path's arrow ("Help ▸ Rules"), not the arrow's name.
        self.setAccessibleName(spoken(text))
        self._fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()


class NoticeBar(QToolBar):
    """A non-modal banner under the toolbar for one-line notices ("could not read …")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice_bar")
        self.setWindowTitle(_tr("Notices"))
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)
        # The offered command looks like a button and is an easy target (24 px at least,
        # as WCAG asks of a pointer target); the dismiss cross is as tall, and inked as the
        # text: the bar is pale whatever the desktop's theme, a dark theme's light ink vanishes.
        self.setStyleSheet("#notice_bar { background: #fff4d1; border: none; "
                           "border-bottom: 1px solid #e9cf7a; padding: 2px; } "
                           "#notice_bar QLabel { color: #4a3700; background: transparent; } "
                           "#notice_offer { color: #4a3700; background: #fffaf0; "
                           "border: 1px solid #c9a94a; border-radius: 4px; "
                           "padding: 3px 12px; min-height: 20px; } "
                           "#notice_offer:hover { background: #ffffff; } "
                           "#notice_close { color: #4a3700; min-width: 24px; min-height: 24px; }")
        self.icon = QLabel()
        self.icon.setPixmap(make_icon("info").pixmap(18, 18))
        self.label = _NoticeLabel()
        self.label.setObjectName("notice_label")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        close = QToolButton()
        close.setObjectName("notice_close")
        close.setText("✕")
        close.setAutoRaise(True)
        close.setToolTip(_tr("Dismiss"))
        close.setAccessibleName(_tr("Dismiss the notice"))
        close.clicked.connect(self.dismiss)
        self.addWidget(self.icon)
        self.addWidget(self.label)
        # A notice may offer the command it speaks of (the welcome: the rules), as a
        # button beside the text; the button goes with the notice.
        self.offer_button = QToolButton()
        self.offer_button.setObjectName("notice_offer")
        self.offer_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        # Out of the Tab chain (table, move log, score pad): the notice names the key.
        self.offer_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._offer_slot = self.addWidget(self.offer_button)
        self._offer_slot.setVisible(False)
        self.addWidget(close)
        self._lines: list[str] = []
        self._offer_line = ""  # the line the offered command belongs to
        self.hide()

    def add(self, text: str, offer: QAction | None = None) -> None:
        if offer is not None:
            self.offer_button.setDefaultAction(offer)
            self._offer_slot.setVisible(True)
            self._offer_line = text
        if text in self._lines:
            return
        self._lines = (self._lines + [text])[-4:]
        self.label.setText("\n".join(self._lines))
        self.show()

    def remove(self, text: str) -> None:
        """Take one line away (with its offered command, when it was the last)."""
        if text not in self._lines:
            return
        self._lines.remove(text)
        if text == self._offer_line:  # its button goes with it
            self._offer_slot.setVisible(False)
            self._offer_line = ""
        if not self._lines:
            self.dismiss()
        else:
            self.label.setText("\n".join(self._lines))

    def dismiss(self) -> bool:
        """Hide the notice; whether there was one to hide."""
        shown = not self.isHidden()
        self._lines = []
        self.label.clear()
        self.label.setAccessibleName("")
        self._offer_slot.setVisible(False)
        self.hide()
        return shown

    def text(self) -> str:
        return self.label.text() if not self.isHidden() else ""

    def shows(self, line: str) -> bool:
        return bool(line) and line in self.text().split("\n")


# ---------------------------------------------------------------------- window
def _persistence_class() -> Callable[[MainWindow], Any] | None:
    # Guarded so that the window still works in a build without persistence.
    try:
        module = importlib.import_module("gin_desktop.app.persistence")
    except ImportError:
        return None
    found: Callable[[MainWindow], Any] | None = getattr(module, "Persistence", None)
    return found


def _left_release(event: QEvent) -> bool:
    """Whether ``event`` ends a left click."""
    return (event.type() == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton)


def _mnemonic(text: str) -> str:
    """The underlined letter of a command's text ("&Next hand": N), upper case; "" for
    none ("&&" is an ampersand, as Qt reads it)."""
    at = text.find("&")
    while 0 <= at < len(text) - 1:
        if text[at + 1] != "&":
            return text[at + 1].upper()
        at = text.find("&", at + 2)
    return ""


def _only_greyed_with_mnemonic(menu: QMenu, typed: str) -> QAction | None:
    """The greyed command of ``menu`` whose underlined letter was ``typed``, where no
    command that is on has that letter (Qt then chooses nothing, and says nothing)."""
    letter = typed[:1].upper()
    if not letter.strip():
        return None
    having = [a for a in menu.actions()
              if a.isVisible() and not a.isSeparator() and _mnemonic(a.text()) == letter]
    if not having or any(a.isEnabled() for a in having):
        return None
    return having[0]


@dataclasses.dataclass(frozen=True)
class FinishedMatch:
    """An ended match handed from a window to the one that replaces it."""

    match: Match
    setup: GameSetup
    match_id: str


def _docked_when_shown(dock: QDockWidget) -> Callable[[bool], None]:
    """What View's toggle for ``dock`` does besides showing it: a panel shown again comes
    back in its place beside the table. One undocked and then closed came back as a loose
    window over the other panel (without a title bar where nothing manages windows), and
    the person who asked for it back did not find it where it had been."""
    def dock_again(shown: bool) -> None:
        if shown and dock.isFloating():
            dock.setFloating(False)
    return dock_again


def own_copy(match: Match) -> Match:
    """``match`` again, as its save would resume it: the window that replaces this one
    gets a match of its own, which nothing this one still holds (its model, a computer's
    move being thought) can change under it."""
    return match_from_json(match_to_json(match))


@dataclasses.dataclass(frozen=True)
class UnsavedMatch:
    """A match still being played that its save does not hold, handed from a window to
    the one that replaces it (``Persistence.tracking``)."""

    setup: GameSetup
    tracking: Any


class MainWindow(QMainWindow):
    """The game window. ``MainWindow(settings)``; the match starts on first show."""

    # The parts the first frame does not show are built (``_build_after_first_paint``):
    # what may wait until the window is up waits for this.
    parts_built = Signal()

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None,
                 *, resume_quietly: bool = False,
                 finished: FinishedMatch | None = None,
                 unsaved: UnsavedMatch | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        # Take the saved match over without asking (a window reopened in a new language).
        self._resume_quietly = resume_quietly
        # A match that had ended on the window this one replaces: shown, not a new deal.
        self._finished = finished
        # A match the window this one replaces could not save: taken over as it stands,
        # not from the older save.
        self._unsaved = unsaved
        # Closed because a window in a new language took the match over: nothing is lost.
        self._replaced = False
        # The start's "Resume?" question is open (``resume_question_open``).
        self._asking_resume = False
        self.setWindowTitle(self.tr("Gin Rummy"))
        self.setWindowIcon(app_icon())
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks
                            | QMainWindow.DockOption.AllowTabbedDocks)
        self.settings = settings if settings is not None else Settings(parent=self)
        self._first_show_done = False
        # How often the fallback start has found the window on screen and still unpainted.
        self._unpainted_waits = 0
        self._rules_window: RulesWindow | None = None

        self.model = GameModel(parent=self)
        self.table = TableView(self.model, self)
        self.setCentralWidget(self.table)
        # Escape on the table dismisses the notice (its button is out of the Tab chain).
        self.keyboard = keyboard.KeyboardController(
            self.table, hint=self.hint, dismiss=self._dismiss_notice)
        # The table for screen readers: built after the first paint, or sooner when a
        # screen reader asks about the table first.
        self.accessibility: TableAccessibility | None = None
        a11y.attach_when_asked(self.table, weakly(self._attach_accessibility))
        self.score_dock = ScorePadDock(self.model, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        # The move log lies under the score pad (View ▸ Move log, Ctrl+L), where the pad
        # would leave white space until many hands are played.
        self.move_log = MoveLogDock(self.model, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.move_log)
        self.splitDockWidget(self.score_dock, self.move_log, Qt.Orientation.Vertical)

        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self.table_menu = self._build_table_menu()
        self.status_line = StatusLine(self)
        self.statusBar().addWidget(self.status_line, 1)
        self.statusBar().setSizeGripEnabled(True)
        self.deal_label = QLabel()
        self.deal_label.setObjectName("deal_label")
        self.deal_label.setToolTip(self.tr("Every deal has a number: Game ▸ Replay deal #… "
                                           "plays it again"))
        self.deal_label.setAccessibleDescription(spoken(self.deal_label.toolTip()))
        self.statusBar().addPermanentWidget(self.deal_label)

        # The pad's width before it was widened for a match's columns (None: not widened).
        self._pad_widened_from: int | None = None
        # A widening asked of the window's layout and not applied yet (``_pad_resized``).
        self._pad_widening = False
        self._refit_timer = QTimer(self)
        self._refit_timer.setSingleShot(True)
        self._refit_timer.setInterval(150)
        self._refit_timer.timeout.connect(self._fit_score_pad)
        # The window's size and place are saved a second after the last resize or move,
        # not only on a clean quit: a game killed (or a session ended under it) opened
        # next time at the size from before.
        self._layout_save_timer = QTimer(self)
        self._layout_save_timer.setSingleShot(True)
        self._layout_save_timer.setInterval(LAYOUT_SAVE_DELAY_MS)
        self._layout_save_timer.timeout.connect(self._save_layout)
        self.score_dock.score_model.modelReset.connect(self._refit_timer.start)
        self.score_dock.resized.connect(self._pad_resized)
        # Shown again (View menu) or docked again, a panel gets Qt's even share of the
        # column: the pad a page of white under its lines, the log half its moves. Refit.
        for dock in (self.score_dock, self.move_log):
            dock.visibilityChanged.connect(self._refit_soon)
            dock.topLevelChanged.connect(self._refit_soon)
        # At once, after the pad has set its own minimum, before the window's layout grows
        # the window for it.
        self.score_dock.score_model.modelReset.connect(self._fit_table_to_screen)
        self._apply_table_settings()
        self.model.state_changed.connect(self.refresh)
        self.model.advice_changed.connect(self.refresh)
        self.keyboard.active_changed.connect(self.refresh)
        # A keyboard player is one again after a restart: the prompt says the keys at once,
        # not the mouse's way until a table key is pressed (a click on the table still
        # brings the mouse's words back).
        self.keyboard.active = self.settings.keyboard_play
        self.keyboard.active_changed.connect(self._remember_keyboard_play)
        self.model.match_started.connect(self._match_started)
        self.model.events_applied.connect(self._events_applied)
        self.model.action_applied.connect(self._action_applied)
        self.model.thinking_changed.connect(self._thinking_changed)
        self.model.action_refused.connect(self._action_refused)
        self.model.match_ended.connect(self._match_ended)
        # The welcome has done its work once the player has read the rules or played a
        # hand to its end; Help ▸ Getting started brings it back.
        self.model.hand_ended.connect(self._end_welcome)
        self.rules_action.triggered.connect(self._end_welcome)
        self.table.status_message.connect(self._table_message)
        self.keyboard.card_words.connect(self._card_words)
        self.keyboard.card_words_gone.connect(self.status_line.clear_card_words)
        self.table.message_withdrawn.connect(self._table_message_withdrawn)
        self.table.knock_mode_changed.connect(self.refresh)
        self.table.new_game_requested.connect(self.new_game)
        self.settings.changed.connect(self._setting_changed)

        self.resize(1280, 800)
        self._restore_layout()
        self._chain_panels()
        self.refresh()

        # Autosave, resume and statistics (``app/persistence.py``), when installed; built
        # right after the first paint (``_start_or_resume``).
        self.persistence: Any = None
        self._started = False
        self._start_queued = False
        self.statistics_action.setEnabled(False)
        # Review hand, the rest of the deck, the fairness page, training mode: built after
        # the first paint, before the match starts (``_build_after_first_paint``).
        self.review_features: ReviewFeatures
        install_first_paint_probe(self)
        notice = self._settings_notice()
        if notice:
            self.show_notice(notice)

    def _settings_notice(self) -> str:
        """What reading the settings lost, in whole sentences ("" for nothing): the
        settings reset, or that none could be read; and where the file as the player
        wrote it is kept, for them to mend."""
        problems = self.settings.take_problems()
        kept = self.settings.kept_as
        if self.settings.unreadable:
            if kept is None:
                return self.tr("The settings file could not be read, so the default "
                               "settings are in use. Nothing of your match or statistics "
                               "was lost.")
            return self.tr("The settings file could not be read, so the default settings "
                           "are in use. It was kept as {path} for you to mend. Nothing of "
                           "your match or statistics was lost.").format(path=kept)
        if not problems:
            return ""
        reset = self.tr("Some settings could not be read and were reset: {list}").format(
            list="; ".join(problems))
        if kept is None:
            return reset
        return self.tr("{reset}. The settings file as it was is kept as {path} for you to "
                       "mend. Nothing of your match or statistics was lost.").format(
                           reset=reset, path=kept)

    # ---------------------------------------------------------------- actions
    def _action(self, text: str, slot: Callable[..., object], shortcut: str | QKeySequence
                | QKeySequence.StandardKey | None = None, *, icon: str | None = None,
                tip: str = "", name: str = "", args: tuple[object, ...] = (),
                at_table: bool = False) -> QAction:
        """The command ``text`` calling the method ``slot`` with ``args`` (weakly: the
        window holds its actions). ``at_table``: a move, made with the keyboard on the table
        (``_keys_back_to_the_table`` first: the card a Hint or a knock focuses is then the
        one the table's keys act on)."""
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon:
            action.setIcon(make_icon(icon))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        if name:
            action.setObjectName(name)
        action.setShortcutVisibleInContextMenu(True)
        if at_table:
            action.triggered.connect(self._keys_back_to_the_table)
            # Held down, the key makes its move once (keyboard._REPEATING): a held S drew
            # again as soon as the computer had played.
            action.setAutoRepeat(False)
        action.triggered.connect(weakly(slot, *args))
        self.addAction(action)  # shortcuts work even with the menu bar hidden
        return action

    def _build_actions(self) -> None:
        tr = self.tr
        key = keyboard.shortcut  # the table's keys (keyboard.KEYS), shown in the menus
        self.new_game_action = self._action(
            tr("&New game…"), self.new_game, NEW_GAME_KEY, icon="new",
            tip=tr("Choose players and rules, and deal a new game"), name="new_game")
        self.replay_action = self._action(
            tr("&Replay deal #…"), self.replay_deal, "Ctrl+R",
            tip=tr("Play a numbered deal again with the same players and rules"),
            name="replay_deal")
        self.statistics_action = self._action(
            tr("S&tatistics…"), self.show_statistics, "Ctrl+I",
            tip=tr("Your results over all games"), name="statistics")
        self.settings_action = self._action(
            tr("&Settings…"), self.show_settings, "Ctrl+,",
            tip=tr("Name, cards, table colour, animations, language"), name="settings")
        self.quit_action = self._action(tr("&Quit"), self.close, "Ctrl+Q",
                                        name="quit")
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        # Ctrl+Q quits from the game's other windows too (the rules, a hand's review, the
        # rest of the deck): there it did nothing. A modal dialog still keeps it for itself.
        self.quit_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)

        self.draw_action = self._action(
            tr("&Draw from stock"), self.table.draw_from_stock,
            key("draw_stock"), icon="stock",
            tip=tr("Draw the top card of the stock"), name="draw_stock", at_table=True)
        self.take_action = self._action(
            tr("&Take upcard"), self.table.take_upcard, key("take_upcard"),
            tip=tr("Take the upcard (the top card of the discard pile)"), name="take_upcard",
            at_table=True)
        # P (take the top of the pile) does the same outside the first-turn offer.
        self.take_action.setShortcuts([*keyboard.shortcuts("take_upcard"),
                                       *keyboard.shortcuts("take_pile")])
        self.pass_action = self._action(
            tr("&Pass"), self.table.pass_upcard, key("pass_upcard"),
            tip=tr("Pass the upcard offered on the first turn"), name="pass", at_table=True)
        self.knock_action = self._action(
            tr("&Knock…"), self.keyboard.knock, key("knock"), icon="knock",
            tip=tr("Knock (or go gin): then choose the card to discard face down"),
            name="knock", at_table=True)
        self.big_gin_action = self._action(
            tr("Declare &big gin"), self.table.big_gin, key("big_gin"),
            tip=tr("All eleven cards are in melds: end the hand with big gin"),
            name="big_gin", at_table=True)
        self.captain_action = self._action(
            tr("&Let the captain decide"), self.table.let_captain_decide,
            key("captain_decides"),
            tip=tr("Three-hand, sitting out: give no advice this turn"),
            name="captain_decides", at_table=True)
        self.captain_hand_action = self._action(
            tr("Let the captain pla&y this hand"), self.table.let_captain_play_hand,
            key("captain_plays_hand"),
            tip=tr("Three-hand, sitting out: give no more advice this hand; the captain "
                   "plays it to its end"),
            name="captain_plays_hand", at_table=True)
        self.follow_action = self._action(
            tr("&Follow hint or advice"), self.follow, key("follow_advice"),
            tip=tr("Make the move the Hint names; in three-hand, as captain, the move the "
                   "player sitting out suggests"),
            name="follow_advice", at_table=True)
        self.next_hand_action = self._action(
            tr("&Next hand"), self.table.next_hand, key("next_hand"),
            icon="next",
            tip=tr("Deal the next hand"), name="next_hand", at_table=True)
        self.hint_action = self._action(
            tr("&Hint"), self.hint, key("hint"), icon="hint",
            tip=tr("What would a strong player do now?"), name="hint", at_table=True)
        self.sort_rank_action = self._action(
            tr("Sort by &rank"), self.keyboard.sort, key("sort_rank"),
            icon="rank",
            tip=tr("Sort your hand by rank"), name="sort_rank", args=("rank",))
        self.sort_suit_action = self._action(
            tr("Sort by &suit"), self.keyboard.sort, key("sort_suit"),
            icon="suit",
            tip=tr("Sort your hand by suit"), name="sort_suit", args=("suit",))
        self.sort_melds_action = self._action(
            tr("Sort by &melds"), self.keyboard.sort,
            key("sort_melds"),
            icon="melds", tip=tr("Group your melds together, deadwood last"),
            name="sort_melds", args=("melds",))
        # Checked as the table's Sort buttons are: the sort the hand is in, none once the
        # player has arranged it (``_check_sort_in_force``, as a menu opens). Optional:
        # choosing the checked one again still sorts the hand, and may leave none checked.
        sorts = QActionGroup(self)
        sorts.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        for action in (self.sort_rank_action, self.sort_suit_action, self.sort_melds_action):
            action.setCheckable(True)
            sorts.addAction(action)
        # As built, for the person holding the hand (``_name_moves_for_advisor``).
        self._own_move_words = {action: (action.text(), action.toolTip()) for action in
                                (self.draw_action, self.pass_action, self.knock_action,
                                 self.big_gin_action)}
        self.draw_action.setIconText(tr("Stock"))
        self.new_game_action.setIconText(tr("New game"))

        self.rules_action = self._action(tr("&Rules"), self.show_rules, "F1", name="rules")
        self.shortcuts_action = self._action(tr("&Keyboard shortcuts"), self.show_shortcuts,
                                             "Ctrl+/", name="shortcuts")
        self.about_action = self._action(tr("&About Gin Rummy"), self.show_about, name="about")
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

        self.play_actions = [self.draw_action, self.take_action, self.pass_action,
                             self.knock_action, self.big_gin_action, self.captain_action,
                             self.captain_hand_action, self.follow_action,
                             self.next_hand_action, self.hint_action]

    def _build_menus(self) -> None:
        bar = self.menuBar()
        # The title Alt and a letter chose stays lit once Escape has closed its menu: the
        # Fusion style lights a title only while its menu is open, and a keyboard player
        # no longer saw where Left, Right and Enter would go.
        bar.setStyleSheet("QMenuBar::item:selected { background: palette(highlight);"
                          " color: palette(highlighted-text); }")
        self.game_menu = bar.addMenu(self.tr("&Game"))
        self.game_menu.setObjectName("game_menu")
        self.game_menu.addActions([self.new_game_action, self.replay_action])
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.statistics_action, self.settings_action])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.play_menu = bar.addMenu(self.tr("&Play"))
        self.play_menu.setObjectName("play_menu")
        self.play_menu.addActions([self.draw_action, self.take_action, self.pass_action])
        self.play_menu.addSeparator()
        self.play_menu.addActions([self.knock_action, self.big_gin_action,
                                   self.captain_action, self.captain_hand_action,
                                   self.follow_action])
        self.play_menu.addSeparator()
        self.play_menu.addActions([self.next_hand_action, self.hint_action])
        self.play_menu.addSeparator()
        self.play_menu.addActions([self.sort_rank_action, self.sort_suit_action,
                                   self.sort_melds_action])
        self.play_menu.aboutToShow.connect(weak_method(self._check_sort_in_force))

        self.view_menu = bar.addMenu(self.tr("&View"))
        self.view_menu.setObjectName("view_menu")
        score_toggle = self.score_dock.toggleViewAction()
        score_toggle.setText(self.tr("&Score pad"))
        score_toggle.setShortcut(QKeySequence("Ctrl+P"))
        self.view_menu.addAction(score_toggle)
        log_toggle = self.move_log.toggleViewAction()
        log_toggle.setText(self.tr("&Move log"))
        log_toggle.setShortcut(QKeySequence("Ctrl+L"))
        log_toggle.setStatusTip(self.tr("Every move of this hand, in words"))
        log_toggle.setObjectName("move_log")
        self.addAction(log_toggle)  # its shortcut works with the menu bar hidden
        self.view_menu.addAction(log_toggle)
        for toggle, dock in ((score_toggle, self.score_dock), (log_toggle, self.move_log)):
            toggle.triggered.connect(_docked_when_shown(dock))
        # F6, as in most desktop programs: the keyboard to the next panel (Tab does too,
        # but Tab inside a panel with its own use of it would not).
        self.next_panel_action = self._action(
            self.tr("Next &panel"), self.cycle_panels, "F6",
            tip=self.tr("Move the keyboard to the next panel: table, move log, score pad"),
            name="next_panel", args=(1,))
        self.previous_panel_action = self._action(
            self.tr("P&revious panel"), self.cycle_panels, "Shift+F6",
            tip=self.tr("Move the keyboard to the previous panel"), name="previous_panel",
            args=(-1,))
        self.view_menu.addSeparator()
        self.view_menu.addActions([self.next_panel_action, self.previous_panel_action])
        # F11, as in most desktop programs: on a small laptop screen the table gains the
        # window's frame and the desktop's bars; F11 went unanswered.
        self.full_screen_action = self._action(
            self.tr("&Full screen"), self.toggle_full_screen, "F11",
            tip=self.tr("Show the game on the whole screen (F11 again: back to a window)"),
            name="full_screen")
        self.full_screen_action.setCheckable(True)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.full_screen_action)

        self.help_menu = bar.addMenu(self.tr("&Help"))
        self.help_menu.setObjectName("help_menu")
        # The first start's welcome, again: it goes by itself (see ``welcome``).
        self.getting_started_action = self._action(
            self.tr("&Getting started"), self.getting_started,
            tip=self.tr("Where to learn the game: the rules, the hint, the keys and training mode"),
            name="getting_started")
        self.help_menu.addActions([self.rules_action, self.shortcuts_action,
                                   self.getting_started_action])
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        # A click on a greyed command says why it is off (``eventFilter``).
        for menu in (self.game_menu, self.play_menu, self.view_menu, self.help_menu):
            menu.installEventFilter(self)

    def _build_table_menu(self) -> TableMenu:
        """The table's context menu, of the window's own commands (``table_menu``)."""
        return TableMenu(self.table, self.model, self.keyboard, WindowCommands(
            draw=self.draw_action, take=self.take_action, pass_=self.pass_action,
            big_gin=self.big_gin_action, next_hand=self.next_hand_action,
            hint=self.hint_action, new_game=self.new_game_action,
            sort=(self.sort_rank_action, self.sort_suit_action, self.sort_melds_action),
            later=weak_method(self._later_table_actions)),
            watch=weak_method(self._watch_menu))

    def _later_table_actions(self) -> list[QAction]:
        """The table menu's commands built after the first paint (none before)."""
        features = getattr(self, "review_features", None)
        return [] if features is None else [features.review_action, features.reveal_action]

    def _watch_menu(self, menu: QMenu) -> None:
        menu.installEventFilter(self)
        self._check_sort_in_force()

    def _check_sort_in_force(self) -> None:
        """The sort commands checked as the table's Sort buttons are."""
        in_force = self.table.table_scene().sort_in_force
        for mode, action in (("rank", self.sort_rank_action), ("suit", self.sort_suit_action),
                             ("melds", self.sort_melds_action)):
            action.setChecked(mode == in_force)

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Toolbar"))
        bar.setObjectName("main_toolbar")
        bar.setMovable(False)
        bar.setIconSize(QSize(22, 22))
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        bar.addAction(self.new_game_action)
        bar.addSeparator()
        bar.addAction(self.hint_action)
        bar.addSeparator()
        # Sorting lives on the table, next to the hand (one set of Sort buttons, not two);
        # the Play menu and the keys keep it.
        bar.addAction(self.next_hand_action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.toolbar = bar
        # A click on a greyed button says why it is off, as in the menus (``eventFilter``).
        # A disabled button keeps its clicks from its toolbar: each button is watched.
        for action in bar.actions():
            button = bar.widgetForAction(action)
            if isinstance(button, QToolButton):
                button.installEventFilter(self)
        toggle = bar.toggleViewAction()
        toggle.setText(self.tr("&Toolbar"))
        self.view_menu.addAction(toggle)
        self.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
        self.notice_bar = NoticeBar(self)
        # New game's choices backed out of with "Keep playing", and the match they were
        # made over: the next New game over that match opens with them (``new_game``).
        self._choices_kept: tuple[Match, GameSetup] | None = None
        # The table's least width lowered for a window narrower than its minimum, not
        # yet given back (``resizeEvent``).
        self._narrowed_by_window = False
        self._welcome_text = ""  # the welcome line while it is shown
        self._welcome_names_training = False  # Getting started's, with training mode
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.notice_bar)
        # Built before the saved layout is restored, though only training fills it: the
        # restore of a maximised window can stay pending through the first resizes, each
        # one resetting the bars to the saved ones, and a bar the coach added after the
        # first paint fell out of the layout and lay over the menus (a Portuguese
        # player's resumed training match, s43).
        self.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
        self.training_bar = TrainingBar(self)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.training_bar)

    def toggle_full_screen(self) -> None:
        """The window on the whole screen, or back as it was (maximised or not)."""
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            # Checked as the window is, whichever way it went full screen or left it.
            self.full_screen_action.setChecked(self.isFullScreen())

    def menus(self) -> list[QMenu]:
        return [self.game_menu, self.play_menu, self.view_menu, self.help_menu]

    # ----------------------------------------------------------------- layout
    def _fit_table_to_screen(self, window_width: int | None = None) -> None:
        """The table's minimum width: its usual one, less where the screen has no room for
        it beside the docks at their narrowest (the score pad of a Hollywood match, six
        totals, on an 800-pixel screen), so that the window is never wider than the
        screen; nor than ``window_width``, the width a window manager gave it below its
        minimum (``resizeEvent``)."""
        room = screen_room(self).width()
        if window_width is not None:
            room = min(room, window_width)
        if room >= MINIMUM_WIDTH + 480 and self.table.minimumWidth() == MINIMUM_WIDTH:
            return  # room for any pad beside the table
        beside = self._width_beside_table()
        if room - beside < SCREEN_MINIMUM_WIDTH:
            # Not even the table's least beside the pad's readable titles: the pad gives
            # up the difference, its titles shortened further.
            self.score_dock.give_up_width(SCREEN_MINIMUM_WIDTH - (room - beside))
            beside = self._width_beside_table()
        width = max(SCREEN_MINIMUM_WIDTH, min(MINIMUM_WIDTH, room - beside))
        if width != self.table.minimumWidth():
            self.table.setMinimumWidth(width)

    def _width_beside_table(self) -> int:
        """The window's narrowest width less the table's: the docks at their minimums."""
        # The window keeps the docks' minimums from before the pad set its new one (its
        # layout hears of it through posted events): told now, to measure.
        body = self.score_dock.widget()
        for widget in (self.score_dock.view, body, self.score_dock):
            if widget is not None:
                widget.updateGeometry()
        return self.minimumSizeHint().width() - self.table.minimumWidth()

    def _restore_layout(self) -> None:
        self._fit_table_to_screen()
        geometry = self.settings.window_geometry
        if not geometry.isEmpty() and self.restoreGeometry(geometry):
            # Saved on a bigger screen (or at a bigger scale), it may not fit this one.
            self._fit_to_screen()
        else:
            self._fit_first_size()
        state = self.settings.window_state
        if state.isEmpty() or not self.restoreState(state):
            self.resizeDocks([self.score_dock], [400], Qt.Orientation.Horizontal)
        else:
            # A pad widened for a three-hand or Hollywood match is saved that wide: known
            # as widened, it gives the table its room back for a match that needs less
            # (a two-player match on a 1024-pixel screen had the felt at its minimum).
            self._pad_widened_from = self.settings.pad_widened_from
        self.notice_bar.hide()  # a notice from last time is not news now
        self.training_bar.hide()  # shown by the coach, for a training match only

    def _screen_room(self) -> tuple[QRect, QSize]:
        """The screen's free area and the largest window (without its frame) it holds:
        the margins leave room for the window manager's frame and title bar."""
        return self.screen().availableGeometry(), screen_room(self)

    def _fit_first_size(self) -> None:
        """At the first start, a window in proportion to the screen (``first_size``),
        centred on it."""
        area, room = self._screen_room()
        size = first_size(area.size(), room, self.minimumSizeHint())
        self.resize(size)
        # Where the window manager would put it, a window a quarter of a large screen
        # stood in its top left corner. The frame is not known before the window is
        # shown: the margins stand for it.
        frame = size + QSize(FRAME_MARGIN, FRAME_TITLE_MARGIN)
        self.move(area.left() + max(0, (area.width() - frame.width()) // 2),
                  area.top() + max(0, (area.height() - frame.height()) // 2))

    def _fit_to_screen(self) -> None:
        """A restored window no larger than the screen and on it, as ``_fit_first_size``
        (a maximised or full-screen one the window manager fits itself)."""
        if self.windowState() & (Qt.WindowState.WindowMaximized
                                 | Qt.WindowState.WindowFullScreen):
            return
        area, room = self._screen_room()
        size = self.size().boundedTo(room)
        if size != self.size():
            self.resize(size)
        # The top left corner such that the window with its frame lies on the screen.
        x = min(max(self.x(), area.left()), area.left() + room.width() - size.width())
        y = min(max(self.y(), area.top()), area.top() + room.height() - size.height())
        if (x, y) != (self.x(), self.y()):
            self.move(x, y)

    def _save_layout(self) -> None:
        try:
            self.settings.window_geometry = self.saveGeometry()
            self.settings.window_state = self.saveState()
            self.settings.pad_widened_from = self._pad_widened_from
            self.settings.sync()
        except Exception:  # noqa: BLE001 - never block closing on a settings problem
            log.exception("could not save the window layout")

    def _chain_panels(self) -> None:
        """Tab goes table -> move log -> score pad -> table (Shift+Tab back); Escape in a
        side panel brings the keyboard back to the table, and a command's key there says
        why the command is off (``KeyboardController.say_why_off``)."""
        self._panels: tuple[QWidget, ...] = (self.move_log.list, self.score_dock.view)
        chain = (self.table, *self._panels)
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)
        for panel in self._panels:
            panel.installEventFilter(self)
            # Which panel has the keys, plain to see: only a pale row said so (1.7:1).
            frame_the_list_focus(panel)

    def _keys_back_to_the_table(self) -> None:
        """A move made by its key from the move log, the score pad or the notice (N, S,
        H...) brings the keyboard back to the table: what comes next is a table key (Enter
        makes the hinted move, D discards the card just drawn, the arrows choose one), and
        the table's prompt says so; they went to the panel, which did nothing with them."""
        focus = QApplication.focusWidget()
        if focus is not None and focus is not self.table and self.isAncestorOf(focus):
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def cycle_panels(self, step: int) -> None:
        """The keyboard to the next (``step`` 1) or previous (-1) shown panel of table ->
        move log -> score pad, round again."""
        chain = [w for w in (self.table, *self._panels) if w.isVisible()]
        if not chain:
            return
        focus = QApplication.focusWidget()
        at = next((i for i, w in enumerate(chain)
                   if focus is not None and (w is focus or w.isAncestorOf(focus))), -1)
        if at < 0:  # the focus is elsewhere (a toolbar button): start from the table
            at = 0 if step < 0 else -1
        chain[(at + step) % len(chain)].setFocus(Qt.FocusReason.TabFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QMenu):
            action = self._greyed_choice_in(watched, event)
            if action is not None and (self.table_menu.say_why_off(action)
                                       or self.keyboard.say_why_command_off(action)):
                # Gone, as after a command that is on: the reason is in the status line.
                watched.close()
                return True
            return super().eventFilter(watched, event)
        if isinstance(watched, QToolButton):
            if (_left_release(event) and isinstance(event, QMouseEvent)
                    and watched.rect().contains(event.position().toPoint())
                    and (action := watched.defaultAction()) is not None
                    and self.keyboard.say_why_command_off(action)):
                return True
            return super().eventFilter(watched, event)
        if (watched in self._panels and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)):
            if (event.key() == Qt.Key.Key_Escape
                    and event.modifiers() == Qt.KeyboardModifier.NoModifier):
                self.table.setFocus(Qt.FocusReason.OtherFocusReason)
                return True
            if self.keyboard.say_why_off(event):
                return True
        return super().eventFilter(watched, event)

    @staticmethod
    def _greyed_choice_in(menu: QMenu, event: QEvent) -> QAction | None:
        """The greyed command the player chose in ``menu`` with ``event``, which Qt lets
        pass in silence: clicked, Enter on it (where the style lets the keyboard onto a
        greyed item, as Windows' does), or its underlined letter typed."""
        action: QAction | None
        if _left_release(event) and isinstance(event, QMouseEvent):
            action = menu.actionAt(event.position().toPoint())
        elif event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                action = menu.activeAction()
            else:
                action = _only_greyed_with_mnemonic(menu, event.text())
        else:
            return None
        return action if action is not None and not action.isEnabled() else None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.StatusTip:
            # A status tip would replace the status line (whose turn, a hint, a refusal)
            # while the pointer rests on a toolbar button: the tooltip says it already.
            return True
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # A window manager that ignores the minimum size (a tiling one) made the window
        # narrower than the table and the score pad at their least: the score pad lay
        # over the table's right edge, the Knock button half under it. The table gives
        # way down to its least; and takes its width back as the window grows again.
        # Only then, and until the window has its room back: a small screen's lowered
        # minimum (``_fit_table_to_screen``) needs no refit, and resizes come in bursts.
        narrow = self.width() < self.minimumSizeHint().width()
        if self.isVisible() and (narrow or self._narrowed_by_window):
            self._fit_table_to_screen(self.width())
            self._narrowed_by_window = (self.table.minimumWidth() < MINIMUM_WIDTH
                                        and self.width() < screen_room(self).width())
        # A bigger window gives the score pad back the room it needs (once settled).
        if self.model.has_match:
            self._refit_timer.start()
        self._layout_changed()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._layout_changed()

    def _refit_soon(self) -> None:
        self._refit_timer.start()

    def _layout_changed(self) -> None:
        # Shown only: the sizes a window takes while it is built are not the person's.
        if self.isVisible():
            self._layout_save_timer.start()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._first_show_done:
            self._first_show_done = True
            # The window paints first (the empty table), then the match is resumed or dealt
            # and the save and statistics files are opened (paintEvent): the window appears
            # sooner, and before any resume question. Should no paint come (a minimised
            # window), this fallback starts the match anyway.
            single_shot(_UNPAINTED_START_MS, self._start_unless_painting)

    def _start_unless_painting(self) -> None:
        """The fallback start, for a window not painted yet: one shown and not minimised
        has its first frame on the way, late on a slow or busy machine, so it waits for it
        a while longer; dealt first, the player would wait for the deal and the files
        before seeing the window."""
        if self._started or self._start_queued:
            return
        if (self.isVisible() and not self.isMinimized()
                and self._unpainted_waits < _UNPAINTED_WAITS):
            self._unpainted_waits += 1
            single_shot(_UNPAINTED_START_MS, self._start_unless_painting)
            return
        self._start_or_resume()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._first_show_done and not self._start_queued:
            self._start_queued = True
            # Queued, so that this first frame is finished and shown first.
            single_shot(0, self._start_or_resume)

    def _build_after_first_paint(self) -> None:
        """The window's parts that the first frame does not show, built before the match
        starts: importing them is most of their cost, and none of it delays the window."""
        from .review_actions import ReviewFeatures, WindowParts

        self._attach_accessibility()
        a11y.return_focus_to(self, self.table)
        self.review_features = ReviewFeatures(WindowParts(
            window=self, model=self.model, scene=self.table.table_scene(),
            settings=self.settings, game_menu=self.game_menu, help_menu=self.help_menu,
            persistence=weakly(self._current_persistence), training_bar=self.training_bar,
            score_pad=self.score_dock))
        # The training bar hints after the window's own refresh: F follows that hint too.
        self.review_features.coach.hint_shown.connect(self._offer_follow)
        self.parts_built.emit()

    def _current_persistence(self) -> Any:
        return self.persistence

    def _attach_accessibility(self) -> TableAccessibility:
        if self.accessibility is None:
            self.accessibility = a11y.attach(self.table)
        return self.accessibility

    def _start_or_resume(self) -> None:
        if self._started:
            return
        self._started = True
        self._build_after_first_paint()
        # Built here, not in __init__: importing it and opening the files is not needed
        # for the first frame.
        persistence_class = _persistence_class()
        if persistence_class is not None:
            self.persistence = persistence_class(self)
            if self._resume_quietly and self.persistence is not None:
                self.persistence.ask_resume = lambda _loaded: True
        self.statistics_action.setEnabled(self.persistence is not None)
        if self.persistence is not None and self._unsaved is not None:
            self.persistence.adopt_unsaved(self._unsaved.tracking, self._unsaved.setup)
        elif self.persistence is not None:
            try:
                self.persistence.offer_resume()
            except Exception:  # noqa: BLE001 - a broken save must not stop a new game
                log.exception("resuming failed")
                self.show_notice(self.tr("The saved game could not be resumed; "
                                         "a new game was dealt."))
        if not self.model.has_match and self._finished is not None:
            self._show_finished(self._finished)
        if not self.model.has_match:
            if not self.settings.welcomed:
                # Said before the first deal, which a screen reader says next: after it,
                # the computer's first move came at once and talked over the welcome.
                self.welcome()
            with self._old_table_unsaid():  # the resume question's New game is asked first
                self.start_match(self._setup_after_resume_question())
        elif not self.settings.welcomed:
            self.settings.welcomed = True  # a saved match: not a first start

    def resume_question_open(self, asking: bool) -> None:
        """The start's question whether to resume the saved match is open (``asking``), or
        has been answered: the status line says which question waits, meanwhile."""
        self._asking_resume = asking
        self.refresh()

    def _show_finished(self, finished: FinishedMatch) -> None:
        """The ended match, its final result and score pad, as the replaced window showed
        it: already archived and counted, so only shown (``adopt_finished``)."""
        adopt = getattr(self.persistence, "adopt_finished", None)
        if callable(adopt):
            adopt(finished.match, finished.match_id)
        self.model.resume(finished.match, finished.setup)

    def _setup_after_resume_question(self) -> GameSetup:
        """The first match's setup: when the person answered the resume question with New
        game, what they choose in the New game dialog (it opens with the unfinished match's
        options), else the default."""
        declined = getattr(self.persistence, "declined_setup", None)
        if not isinstance(declined, GameSetup):
            return self.settings.default_setup
        from .dialogs.new_game import NewGameDialog, remember_choices

        chosen = NewGameDialog.ask(self.settings, self, dataclasses.replace(
            declined, seed=None, first_dealer=None))
        if chosen is None:
            return self.settings.default_setup
        remember_choices(self.settings, chosen)
        return chosen

    def closeEvent(self, event: QCloseEvent) -> None:
        self._layout_save_timer.stop()
        self._save_layout()
        save_now = getattr(self.persistence, "save_now", None)
        if callable(save_now):
            save_now()  # the hand as arranged since the last move
        if not self._replaced and not self._may_lose_unsaved_match():
            event.ignore()
            return
        if self._rules_window is not None:
            self._rules_window.close()
        super().closeEvent(event)
        if event.isAccepted():
            self.model.shutdown(3000)  # let a computer still thinking finish first

    # ---------------------------------------------------------------- commands
    def start_match(self, setup: GameSetup) -> None:
        """Start a new match with ``setup`` (a random deal when ``setup.seed`` is None)."""
        self.status_line.clear_message()
        self.model.start(setup)

    def new_game(self) -> None:
        """Game ▸ New game…: ask, then deal."""
        from .dialogs.new_game import NewGameDialog, remember_choices

        current = self.model.setup if self.model.has_match else None
        start_from = (dataclasses.replace(current, seed=None, first_dealer=None)
                      if current else None)
        # The choices backed out of with "Keep playing" come back in the next New game of
        # this match: two newcomers found Oklahoma again where they had chosen Straight.
        kept, self._choices_kept = self._choices_kept, None
        if kept is not None and kept[0] is self.model.match:
            start_from = kept[1]
        setup = NewGameDialog.ask(self.settings, self, start_from)
        if setup is None:
            return
        with self._old_table_unsaid():
            # Saved only once dealt: "Keep playing" backs out of the new game, and its
            # choices (an undercut bonus of 12 tried and let go) came back after a restart,
            # and in every game after it, as if they had been wanted.
            if not self._may_end_match(self.tr("Deal the new game")):
                if self.model.has_match:
                    self._choices_kept = (self.model.match,
                                          dataclasses.replace(setup, seed=None,
                                                              first_dealer=None))
                return
            remember_choices(self.settings, setup)
            self.start_match(setup)

    @contextlib.contextmanager
    def _old_table_unsaid(self) -> Iterator[None]:
        """While a command replaces the match (its dialogs closing, the question whether
        to end the match, the deal): screen readers hear nothing of the table going, only
        the new one once dealt (``TableAccessibility.hold``)."""
        layer = self.accessibility
        if layer is None:
            yield
            return
        layer.hold()
        try:
            yield
        finally:
            layer.release()

    def replay_deal(self) -> None:
        """Game ▸ Replay deal #…: the same players and rules on a numbered deal."""
        from .deal_code import table_code
        from .dialogs.new_game import ReplayDealDialog

        # The players of the match on the table, the person under the name Settings gives
        # them now (a name set there is the person's in every game after it, a replay too).
        current = (self.settings.with_player_name(self.model.setup) if self.model.has_match
                   else self.settings.default_setup)
        hand = self.model.match.table_state() if self.model.has_match else None
        deal = ReplayDealDialog.ask_deal(self, hand.deal_number if hand else None,
                                         table_code(hand) if hand else None)
        if deal is None:
            return
        with self._old_table_unsaid():
            if self._may_end_match(self.tr("Replay the deal")):
                self._replay(deal, current, hand)

    def _replay(self, deal: DealRef, current: GameSetup, hand: TableState | None) -> None:
        """Deal ``deal`` (Replay deal's answer) to ``current``'s players; ``hand``: the
        hand on the table."""
        # A deal code is replayed in the game it was copied from: a two-player code's
        # dealer, or the three-hand roles, would not bring its cards to the same seats in
        # the other game. The players and rules go with it, and the person is told.
        changed = ""
        if deal.mode is not None and deal.mode != current.mode:
            remembered = self.settings.default_setup
            current = in_mode(current, deal.mode, sitter_dealt=(
                deal.sitter_dealt if deal.sitter_dealt is not None else
                remembered.mode == "three" and remembered.rules.sitter_dealt))
            changed = (self.tr("This deal code is from a two-player game, so it is dealt "
                               "as a two-player game.") if deal.mode == "two" else
                       self.tr("This deal code is from a three-hand game, so it is dealt "
                               "as a three-hand game."))
        elif deal.sitter_dealt is not None and deal.sitter_dealt != current.rules.sitter_dealt:
            # Dealing the sitter ten cards changes who gets which card.
            current = dataclasses.replace(current, rules=current.rules.replace(
                sitter_dealt=deal.sitter_dealt))
            changed = (self.tr("In the game this deal code is from, the player sitting out "
                               "was dealt ten cards too, so they are dealt them again.")
                       if deal.sitter_dealt else
                       self.tr("In the game this deal code is from, the player sitting out "
                               "was not dealt any cards, so they are not dealt any now."))
        # The deal on the table replays with its dealer, so the same cards come to the
        # same seats (a deal code names its dealer); any other number is a new match
        # whose first deal it is. A deal code says how its deck was shuffled; a plain
        # number is shuffled with the deck version of the match on the table: a match
        # saved by an older release numbered its deals by its own.
        dealer = deal.dealer if current.mode == "two" else None
        roles = deal.roles if current.mode == "three" else None
        if dealer is None and roles is None and hand is not None \
                and deal.number == hand.deal_number and current.mode == hand.mode \
                and deal.deck_version in (None, hand.deck_version):
            # The three-hand table as it was dealt (once over, its roles are the next
            # hand's): the box dealt, the captain played it, the third seat sat out.
            if current.mode == "two":
                dealer = hand.dealer
            else:
                roles = (hand.dealer, hand.non_dealer, next(
                    seat for seat in hand.seats if seat not in (hand.dealer, hand.non_dealer)))
        version = deal.deck_version if deal.deck_version is not None else (
            hand.deck_version if hand is not None else DECK_VERSION)
        self.start_match(dataclasses.replace(current, seed=deal.number, first_dealer=dealer,
                                             deck_version=version, first_roles=roles))
        if changed:
            # Not an "info" message: those go with the deal's first words.
            self.status_line.show_message(changed, "notice")

    def _may_lose_unsaved_match(self) -> bool:
        """Closing loses a match in progress that could not be saved (a read-only or full
        disk): ask first (True: close). The notice said so once, many moves earlier."""
        from .dialogs.confirm import confirm_losing_unsaved_match, match_in_progress

        reason = getattr(self.persistence, "unsaved_reason", None)
        if not isinstance(reason, str) or not match_in_progress(self.model):
            return True
        return confirm_losing_unsaved_match(self, reason)

    def _may_end_match(self, go_on: str) -> bool:
        """Ask before a command ends the match in progress (True: go on)."""
        from .dialogs.confirm import confirm_end_match

        archived = getattr(self.persistence, "store", None) is not None
        return confirm_end_match(self, self.model, go_on, archived=archived)

    def show_statistics(self) -> None:
        if self.persistence is not None:
            self.persistence.show_statistics()

    def show_settings(self) -> None:
        from .dialogs.settings import SettingsDialog

        name = self.settings.player_name
        dialog = SettingsDialog(self.settings, self)
        accepted = dialog.exec() == SettingsDialog.DialogCode.Accepted
        switch = dialog.switches_language()
        dialog.deleteLater()
        if accepted and not self.settings.written():
            # Changed in a read-only settings folder: lost without a word at the next start.
            self.show_notice(self.tr(
                "Your settings could not be saved in {file} (the game may not write there); "
                "they hold until the game is closed.").format(
                    file=QDir.toNativeSeparators(self.settings.store.fileName())))
        if accepted and self.model.has_match and self.settings.player_name != name:
            # A new name is the person's at once, in the match being played too. Only a
            # name changed here: the match's own (New game's) stays through an OK that
            # changed the deck.
            self.model.rename_seats(self.settings.with_player_name(self.model.setup).names)
        if accepted and switch:
            QTimer.singleShot(0, self.reopen_in_language)  # once the dialog has gone

    def reopen_in_language(self) -> MainWindow:
        """Show the game in the settings' language now, without a restart: the match is
        saved, a window in the new language takes it over at once, and this one closes."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            i18n.install_translators(app, self.settings.language)
        save_now = getattr(self.persistence, "save_now", None)
        if callable(save_now):
            save_now()
        self._save_layout()
        finished = None
        if self.model.has_match and self.model.match.is_over:
            # No save to take over (an ended match is archived): without this, the new
            # window dealt a new match over the final result the player was reading.
            finished = FinishedMatch(own_copy(self.model.match), self.model.setup,
                                     str(getattr(self.persistence, "match_id", "")))
        # The match as played, when its save is older (the last save failed): resuming
        # that save undid every move since.
        tracking = getattr(self.persistence, "tracking", lambda: None)()
        if tracking is not None and finished is None:
            tracking = dataclasses.replace(tracking, match=own_copy(tracking.match))
        unsaved = (UnsavedMatch(self.model.setup, tracking)
                   if tracking is not None and finished is None else None)
        successor = MainWindow(self.settings, resume_quietly=True, finished=finished,
                               unsaved=unsaved)
        self._hand_over_advice(successor)
        _OPEN_WINDOWS.append(successor)
        successor.destroyed.connect(lambda: _OPEN_WINDOWS.remove(successor)
                                    if successor in _OPEN_WINDOWS else None)
        hook = sys.excepthook
        if isinstance(hook, _ExceptionHook):
            hook.window = successor
        successor.show()
        if self.notice_bar.shows(self._welcome_text):
            # A newcomer's first act is often to choose their language: the welcome they
            # have not yet followed is needed most then, in the words they can read.
            if self._welcome_names_training:
                successor.getting_started()
            else:
                successor.welcome()
        self._replaced = True
        self.close()
        # Where a window manager hands the keys on when the old window goes, this is a
        # no-op; without one (and on some desktops) the new window was shown without
        # them, and the player's next key (H, F1) went nowhere until they clicked.
        successor.raise_()
        successor.activateWindow()
        # The statistics database is the successor's now: left open, each language chosen
        # kept another connection to it (and its write-ahead log) for the rest of the
        # evening; the persistence closes it only when the application quits.
        close = getattr(self.persistence, "close", None)
        if callable(close):
            close()
        # Freed, not kept hidden: a window per language chosen would pile up (~8 MB each).
        self.deleteLater()
        return successor

    def _hand_over_advice(self, successor: MainWindow) -> None:
        """The captain's last answer to the person sitting out, shown again by the window
        in the new language once it has resumed the match (at the same move only)."""
        if not self.model.has_match or self.model.advice is None:
            return
        match = self.model.match
        advice, seed, played = self.model.advice, match.seed, len(match.actions)
        successor.model.match_started.connect(
            lambda: successor.model.keep_advice(advice, seed, played),
            Qt.ConnectionType.SingleShotConnection)

    def follow(self) -> None:
        """F, Play ▸ Follow hint or advice: the sitter's advice (as captain), else the move
        the Hint shows (H then F plays it, as Enter does), else the training bar's hint."""
        if self.table.follow_advice() or self.table.play_hint():
            return
        coached = self._coached_action()
        if coached is not None:
            self.table.show_hint(coached)
            self.table.play_hint()

    def _coached_action(self) -> Action | None:
        """The move the training bar's hint names, still to be made (None without one)."""
        features = getattr(self, "review_features", None)
        return None if features is None else features.coach.hinted_action()

    def _offer_follow(self) -> None:
        """Follow is there when there is a move to follow: the sitter's advice to the
        captain, or a Hint shown (a suggestion, sitting out). Disabled, F goes to the
        table, which says what F is for."""
        model = self.model
        view = model.human_view()
        legal = view.legal_actions if not model.is_thinking else ()
        advised = getattr(model.advice, "action", None)
        hinted = self.table.hinted_action()
        self.follow_action.setEnabled((not view.is_advisor and advised in legal)
                                      or hinted in legal or self._coached_action() in legal)

    def hint(self) -> None:
        if not self.model.has_match:
            return
        try:
            advice = self.model.hint()
        except ValueError:
            return  # the model has said why (action_refused)
        view = self.model.human_view()
        self.table.show_hint(advice.action)
        self._offer_follow()  # F plays it
        card = advice.action.card
        if card is not None and card in self.table.hand_order():
            # Focused (D and Enter act on it); said first, so the hint is the last word.
            self.keyboard.focus_card(card)
        else:  # a draw or an upcard choice: Enter on the hand makes it, not on a button
            self.keyboard.leave_the_buttons()
        knock_at = knock_deadwood(view)

        def hint_text(card_text: CardText) -> str:
            # The move goes on the line after "Hint:" in lower case, as after "Better:".
            why = advice_inline(advice, card_text)
            if knock_at is not None and advice.action.kind is ActionKind.DISCARD:
                # The prompt offers the knock: say why the hint does not take it.
                # The reason itself says to hold on rather than knock; this adds what
                # the knock would have left, without saying the advice twice. Two
                # sentences after the colon: each begins with its capital.
                # Translated to agree: "{deadwood:ponto solto|pontos soltos}" says points.
                could = (_tr("The captain could knock with {deadwood} deadwood. {why}")
                         if view.player != view.seat else
                         _tr("You could knock with {deadwood} deadwood. {why}"))
                why = could.format(deadwood=knock_at, why=advice_text(advice, card_text))
            if view.player != view.seat:
                # Sitting out: the hint is a move to suggest, and its "you" is the captain's
                # (the person holds no cards and cannot discard).
                return self.tr("Hint for the captain: {why}").format(why=as_sentence(why))
            return self.tr("Hint: {why}").format(why=as_sentence(why))

        # The line shows the cards as the table draws them; a screen reader hears words.
        self.status_line.show_message(hint_text(card_label), "hint", 0)
        self.keyboard.announce(hint_text(card_name), show=False)

    def show_rules(self) -> None:
        if self._rules_window is None:
            from .dialogs.rules import RulesWindow

            self._rules_window = RulesWindow(i18n.current_language(), self,
                                             rules=self._rules_in_play())
        else:
            self._rules_window.set_rules(self._rules_in_play())
        opening = not self._rules_window.isVisible()
        self._rules_window.show()
        if opening:
            # Opened, not raised while being read: at the game on the table. Once shown,
            # when the text has its layout to scroll in.
            self._rules_window.show_game(self._mode_in_play(), self._rules_in_play())
        self._rules_window.raise_()
        self._rules_window.activateWindow()

    def _rules_in_play(self) -> RuleSet:
        """The rules of the match on the table (before there is one, those a new game
        would be dealt with)."""
        if self.model.has_match:
            return self.model.match.rules
        return self.settings.default_setup.rules

    def _mode_in_play(self) -> str:
        """"two" or "three": the match on the table's, as ``_rules_in_play``."""
        if self.model.has_match:
            return self.model.match.mode
        return self.settings.default_setup.mode

    def show_shortcuts(self) -> None:
        from .dialogs.shortcuts import ShortcutsDialog

        groups = [(menu.title(), [a for a in menu.actions() if not a.isSeparator()])
                  for menu in self.menus()]
        from .table import mouse_help

        dialog = ShortcutsDialog(groups, self, extra=[*keyboard.help_sections(self),
                                                      *mouse_help.help_sections()])
        dialog.exec()
        dialog.deleteLater()

    def show_about(self) -> None:
        from .dialogs.about import AboutDialog

        dialog = AboutDialog(self, app_icon())
        dialog.exec()
        dialog.deleteLater()

    def show_notice(self, text: str, offer: QAction | None = None) -> None:
        """A one-line notice in a banner under the toolbar (non-modal, dismissable), with
        a button for ``offer`` beside it when given."""
        log.info("notice: %s", text)
        self.notice_bar.add(text, offer)
        announce(self.notice_bar.label, text)  # a screen reader says it as it appears

    def withdraw_notice(self, text: str) -> None:
        """Take back a notice line that no longer holds (the others stay)."""
        self.notice_bar.remove(text)

    def welcome(self) -> None:
        """On the first start, say where a newcomer learns the game: the rules (with a
        button for them), the hint and the keys. Once only: the settings remember it. It
        goes when the rules are opened or a hand ends (``_end_welcome``), or with its ✕.
        Two lines at most on a small window (800 or 900 pixels wide): a third shrank the
        table and its cards until it went (s44)."""
        self.settings.welcomed = True
        self._show_welcome(self._welcome_words(), training=False)

    def getting_started(self) -> None:
        """Help ▸ Getting started: the welcome again, with the way to training mode, the
        game's own teacher (which a newcomer met only by chance in the New game dialog, a
        Portuguese beginner's first start, s43). Asked for, it may take a third line."""
        from .dialogs.labels import plain_label

        self._show_welcome(self._welcome_words() + " " + self.tr(
            "To learn as you play, start a game in training mode: {menu} ▸ {new_game}.").format(
                menu=plain_label(self.game_menu.title()),
                new_game=plain_label(self.new_game_action.text())), training=True)

    def _welcome_words(self) -> str:
        from .dialogs.labels import plain_label

        keys = QKeySequence.SequenceFormat.NativeText
        words = self.tr(
            "New to Gin Rummy? {menu} ▸ {rules} ({rules_key}) explains the game and "
            "{hint} ({hint_key}) suggests a move.").format(
                menu=plain_label(self.help_menu.title()),
                rules=plain_label(self.rules_action.text()),
                rules_key=self.rules_action.shortcut().toString(keys),
                hint=plain_label(self.hint_action.text()),
                hint_key=self.hint_action.shortcut().toString(keys))
        # A blind newcomer's way in: the key of the list of every key, and the keys that
        # read the table, the turn and the last moves. Named as keys: a bare "A reads the
        # whole table" read as an article in English, Spanish, Portuguese and Czech (s43).
        return words + " " + self.tr(
            "{shortcuts_key} lists every key; the keys {a}, {i} and {w} read out the table, "
            "what to do now and the last moves.").format(
                shortcuts_key=self.shortcuts_action.shortcut().toString(keys),
                a=keyboard.KEYS["read_situation"][0], i=keyboard.KEYS["describe"][0],
                w=keyboard.KEYS["read_moves"][0])

    def _show_welcome(self, text: str, *, training: bool) -> None:
        self._end_welcome()  # one welcome at a time: Getting started replaces the short one
        self._welcome_text = text
        self._welcome_names_training = training
        self.show_notice(text, offer=self.rules_action)

    def _dismiss_notice(self) -> bool:
        return self.notice_bar.dismiss()

    def _end_welcome(self) -> None:
        if self._welcome_text:
            self.notice_bar.remove(self._welcome_text)
            self._welcome_text = ""

    # ----------------------------------------------------------- model signals
    def _remember_keyboard_play(self, on: bool) -> None:
        self.settings.keyboard_play = on

    def refresh(self) -> None:
        """Status line, deal number and which commands apply, from the model."""
        model = self.model
        if not model.has_match:
            if self._asking_resume:
                # Behind the question, not "Start a new game": the saved match may go on.
                self.status_line.set_turn(
                    self.tr("Unfinished match: resume it, or start a new game?"), yours=True)
            else:
                self.status_line.set_turn(model.status_text(), yours=False,
                                          answered=model.answered_by_prompt())
            for action in self.play_actions:
                action.setEnabled(False)
            self.deal_label.clear()
            self.deal_label.setAccessibleName("")
            return
        view = model.human_view()
        thinking = model.is_thinking
        kinds = set() if thinking else {a.kind for a in view.legal_actions}
        yours = model.is_human_turn()
        status = model.status_text()
        if self.table.table_scene().knock_mode:
            # The table's prompt in knock mode: the line below says the same, not the
            # "Discard a card, or knock" the Knock button has already answered.
            self.status_line.set_turn(knock_mode_text(view), yours=yours)
        else:
            # How to discard, as the table's prompt says it where there is room (a small
            # window's table has none for a longer prompt; the line below often does).
            self.status_line.set_turn(status, yours=yours,
                                      longer=model.prompt_with_how(status, self.keyboard.active),
                                      answered=model.answered_by_prompt(),
                                      over=model.match.is_over)
        self.draw_action.setEnabled(ActionKind.DRAW_STOCK in kinds)
        self.take_action.setEnabled(bool(kinds & {ActionKind.TAKE_UPCARD,
                                                  ActionKind.DRAW_DISCARD}))
        self._name_take_action(view.phase is Phase.UPCARD_OFFER)
        self._name_moves_for_advisor(view)
        self.pass_action.setEnabled(ActionKind.PASS_UPCARD in kinds)
        self.knock_action.setEnabled(ActionKind.KNOCK in kinds)
        self.big_gin_action.setEnabled(ActionKind.BIG_GIN in kinds)
        self.big_gin_action.setVisible(model.match.rules.big_gin)
        self.captain_action.setEnabled(view.is_advisor and bool(kinds))
        self.captain_action.setVisible(model.match.mode == "three")
        self.captain_hand_action.setEnabled(view.is_advisor and bool(kinds))
        self.captain_hand_action.setVisible(model.match.mode == "three")
        self._offer_follow()
        over = model.match.is_over
        self.next_hand_action.setEnabled(model.match.phase is Phase.HAND_OVER and not over
                                         and model.setup.has_human)
        self.hint_action.setEnabled(yours and bool(kinds))
        self.deal_label.setText(self.tr("Hand {hand} · deal #{deal}").format(
            hand=view.hand_number, deal=self.model.match.hand.deal_number))
        # Said with a pause where the dot is drawn, not "middle dot".
        self.deal_label.setAccessibleName(dots_as_pauses(self.deal_label.text()))

    def _name_take_action(self, offer: bool) -> None:
        """The Take command in the table's words: "the upcard" only while the first turn
        offers it; in a normal turn the table says "take the 10♥ from the pile", and so
        does the menu (its keys, T and P, stay)."""
        if offer:
            text = self.tr("&Take upcard")
            tip = self.tr("Take the upcard (the top card of the discard pile)")
        else:
            text = self.tr("&Take from the pile")
            tip = self.tr("Take the top card of the discard pile")
        self.take_action.setText(text)
        self.take_action.setStatusTip(tip)
        self.take_action.setToolTip(tip)

    def _name_moves_for_advisor(self, view: SeatView) -> None:
        """Three-hand, sitting out: the Play menu's moves in the words of the table's
        buttons, suggestions to the captain, whose hand it is ("Knock…" in the menu beside
        the felt's "Suggest knocking" had the sitter knock with cards they do not hold).
        Otherwise each keeps the words it was built with (Take: ``_name_take_action``)."""
        if view.is_advisor and self.model.setup.has_human:
            words = self._advisor_move_words(view.phase is Phase.UPCARD_OFFER)
        else:
            words = [(action, *own) for action, own in self._own_move_words.items()]
        for action, text, tip in words:
            action.setText(text)
            action.setStatusTip(tip)
            action.setToolTip(tip)

    def _advisor_move_words(self, offer: bool) -> list[tuple[QAction, str, str]]:
        """Each move's menu text and tip as a suggestion to the captain (``offer``: the
        first turn's upcard is offered); the tips the felt's buttons have where they have
        one."""
        take = (self.tr("Suggest &taking the upcard"),
                _tr("Suggest that the captain takes the upcard; the captain has the final "
                    "say.")) if offer else (
            self.tr("Suggest &taking from the pile"),
            self.tr("Suggest that the captain takes the top card of the discard pile; the "
                    "captain has the final say."))
        return [
            (self.draw_action, self.tr("Suggest &drawing from the stock"),
             self.tr("Suggest that the captain draws the top card of the stock; the captain "
                     "has the final say.")),
            (self.take_action, *take),
            (self.pass_action, self.tr("Suggest &passing"),
             _tr("Suggest that the captain leaves the upcard; the captain has the final say.")),
            (self.knock_action, self.tr("Suggest &knocking…"),
             self.tr("Suggest that the captain knocks (or goes gin): then choose the card for "
                     "the captain to discard face down; the captain has the final say.")),
            (self.big_gin_action, self.tr("Suggest &big gin"),
             _tr("Suggest that the captain declares big gin; the captain has the final say."))]

    def _match_started(self) -> None:
        self.status_line.clear_message()
        if self._rules_window is not None:  # open or not, its numbers are the new match's
            self._rules_window.set_rules(self._rules_in_play())
        self.refresh()
        QTimer.singleShot(0, self._fit_score_pad)

    def _fit_score_pad(self) -> None:
        """Widen the score pad when its columns would not fit (Hollywood, three-hand),
        as far as the table can spare."""
        dock = self.score_dock
        self._pad_widening = False
        if not dock.isVisible() or dock.isFloating():
            return
        wanted = dock.view.preferred_width() + 8
        # The table stays the main thing: the pad takes at most ~45 % of the window (enough
        # for every column of a three-hand pad in the longest language at 1280 px).
        # (The table's usual minimum, not the one a small screen lowers: on a screen smaller
        # than the window, as the tests' offscreen one, the pad would take more.)
        # Down to the table's usual minimum exactly: a margin of 24 pixels beside it kept
        # the table 18 pixels above it at 1024x768, where three-hand Hollywood's pad then
        # had no room for who knocked (English, Portuguese).
        spare = min(dock.width() + self.table.width() - MINIMUM_WIDTH, self.width() * 9 // 20)
        widened_from = self._pad_widened_from
        if wanted > dock.width() and spare > dock.width():
            if widened_from is None:
                self._pad_widened_from = dock.width()
            self._pad_widening = True
            self.resizeDocks([dock], [min(wanted, spare)], Qt.Orientation.Horizontal)
        elif widened_from is not None and wanted <= widened_from < dock.width():
            # Widened for a match with more columns (Hollywood, three-hand): a narrower
            # match gives the table its room back.
            self._pad_widened_from = None
            self.resizeDocks([dock], [widened_from], Qt.Orientation.Horizontal)
        self._fit_score_pad_height()

    def _pad_resized(self) -> None:
        # The width a pad wants depends on the form it is in: narrow, a Hollywood pad
        # groups its columns by player, and asks for the width of that form; widened to
        # it, it may fit its games side by side, which want a little more. Looked at
        # again once a widening is applied, not only when the refit timer happens to run
        # after it: on a loaded machine the timer could fire before the layout applied
        # the width, and the pad stayed grouped during play and not at the match's end.
        if self._pad_widening:
            self._pad_widening = False
            self._refit_soon()

    def _fit_score_pad_height(self) -> None:
        """The pad as tall as its lines, between a fifth and three fifths of the column
        it shares with the move log (which takes the rest)."""
        dock, log = self.score_dock, self.move_log
        if (not log.isVisible() or log.isFloating()
                or self.dockWidgetArea(log) != self.dockWidgetArea(dock)
                or abs(log.x() - dock.x()) > 2):  # side by side or tabbed: nothing to share
            return
        column = dock.height() + log.height()
        # On a short screen three fifths of the column hid the first hands of a match
        # (eight hands at 911x512): the pad may take all but a few lines of the log.
        listing = log.list
        log_floor = (log.height() - listing.height() + 2 * listing.frameWidth()
                     + LOG_FLOOR_LINES * listing.fontMetrics().lineSpacing())
        cap = max(column * 3 // 5, column - log_floor)
        target = max(column // 5, min(dock.preferred_height(), cap))
        if abs(target - dock.height()) > 2:
            self.resizeDocks([dock, log], [target, column - target], Qt.Orientation.Vertical)

    def _events_applied(self, events: list[object]) -> None:
        # Words about a card ("Eight of diamonds, deadwood, card 9 of 10") are about the hand
        # they were said in: a new deal takes them off the line, not nine seconds later.
        if any(isinstance(event, HandDealt) for event in events):
            self.status_line.clear_message("info")

    def _action_applied(self) -> None:
        # A refusal or a hint was about the position before this action.
        self.status_line.clear_message("error")
        self.status_line.clear_message("hint")

    def _thinking_changed(self, thinking: bool) -> None:
        who = ""
        if thinking and self.model.has_match and self.model.match.to_act is not None:
            who = self.model.seat_name(self.model.match.to_act)
        self.status_line.set_thinking(thinking, who)

    def _action_refused(self, reason: str) -> None:
        self.status_line.show_message(reason, "error")
        # The warning's sound goes with its look: a move refused for the moment the prompt
        # names (the match won, the hand over) is no mistake to be warned of.
        if not self.status_line.answers(reason):
            QApplication.beep()

    def _match_ended(self, _event: object) -> None:
        self.refresh()

    def _table_message(self, text: str) -> None:
        line = self.status_line
        asked = self.keyboard.said(text)
        if text and line.message_text() == text:
            # Shown already: the model's refusal the table repeats (one message, one
            # beep), or the same mistake made again, whose words then stay their full
            # time from now rather than going with the first one's.
            line.show_message(text, line.message_kind, asked=asked)
            return
        if text:
            self.status_line.show_message(text, "info", asked=asked)
        else:
            self.status_line.clear_message("info")

    def _card_words(self, text: str) -> None:
        """The focused card in words, beside the prompt while the keyboard is on the hand;
        never over a refusal or a hint the player has yet to read."""
        if self.status_line.message_kind in ("error", "hint"):
            return
        self.status_line.show_message(text, "card")

    def _table_message_withdrawn(self, text: str) -> None:
        if self.status_line.message_kind == "info" and self.status_line.message_text() == text:
            self.status_line.clear_message()

    # --------------------------------------------------------------- settings
    def _animation_speed(self) -> float:
        forced = speed_from_environment()
        return forced if forced is not None else self.settings.animation_speed

    def _apply_table_settings(self) -> None:
        s = self.settings
        self.table.set_deck_style(s.deck_style)
        self.table.set_card_back(s.card_back)
        self.table.set_table_colour(s.table_colour)
        self._apply_speed()

    def _apply_speed(self) -> None:
        speed = self._animation_speed()
        self.table.set_animation_speed(speed)
        self.model.set_computer_delay(round(DEFAULT_COMPUTER_DELAY_MS * speed))

    def _setting_changed(self, key: str) -> None:
        s = self.settings
        if key == KEY_DECK_STYLE:
            self.table.set_deck_style(s.deck_style)
        elif key == KEY_CARD_BACK:
            self.table.set_card_back(s.card_back)
        elif key == KEY_TABLE_COLOUR:
            self.table.set_table_colour(s.table_colour)
        elif key == KEY_ANIMATION_SPEED:
            self._apply_speed()


# Windows opened by ``reopen_in_language``: kept alive here, as ``run`` keeps the first.
_OPEN_WINDOWS: list[MainWindow] = []


# ---------------------------------------------------------------- crash guard
class _ExceptionHook:
    """Shows an unexpected error in words instead of closing the game. The match is
    autosaved after every move, so the player can go on or resume it after a restart."""

    def __init__(self, previous: Callable[..., Any]) -> None:
        self.previous = previous
        self.showing = False
        self.window: QWidget | None = None

    def __call__(self, exc_type: type[BaseException], exc: BaseException,
                 tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            self.previous(exc_type, exc, tb)
            app = QApplication.instance()
            if app is not None:
                app.quit()
            return
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        log.error("unexpected error:\n%s", details)
        print(details, file=sys.stderr)
        if self.showing or QApplication.instance() is None:
            return
        self.showing = True
        # Imported here, as the dialogs are: the first frame does not need it.
        from PySide6.QtWidgets import QMessageBox

        try:
            box = QMessageBox(self.window)
            box.setIcon(QMessageBox.Icon.Critical)
            box.setWindowTitle(_tr("Something went wrong"))
            box.setText(_tr("The game met an unexpected error: {error}").format(
                error=f"{exc_type.__name__}: {exc}"[:300]))
            box.setInformativeText(_tr(
                "Your game is saved after every move, so nothing is lost. You can go on "
                "playing; if the table misbehaves, quit and start again: the game will "
                "offer to resume where you were."))
            box.setDetailedText(details)
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            box.exec()
        finally:
            self.showing = False


def install_exception_hook(window: QWidget | None = None) -> _ExceptionHook:
    """Replace ``sys.excepthook`` with one that shows the error and keeps the game."""
    hook = _ExceptionHook(sys.excepthook)
    hook.window = window
    sys.excepthook = hook
    return hook


# ---------------------------------------------------------------------- start
#: {asked}: what followed --lang, in quotes; {languages}: the codes, e.g. "en, es, cs, pt".
_NO_TRANSLATION = QT_TRANSLATE_NOOP(
    "GinDesktop", "{prog}: no translation for --lang {asked}; the game speaks {languages}. "
    "Using English.")


def _no_translation_line(asked: str, spoken: list[str]) -> str:
    """The line that names the languages when ``--lang`` names none of them, in the one the
    game would have spoken without it (the saved setting's, else the desktop's): a Czech
    player who typed "cz" reads it in Czech."""
    words = i18n.words_before_start(None, ORGANISATION, APP_NAME)
    return words(_NO_TRANSLATION).format(prog=PROG, asked=repr(asked),
                                         languages=", ".join(spoken))


def run(argv: list[str]) -> int:
    """Start the game: ``argv`` is the whole command line, program name first."""
    args, _unknown = build_parser().parse_known_args(argv[1:])
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APP_NAME)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv)
    app.setWindowIcon(app_icon())
    # Check boxes' outlines that show on a black high-contrast window too.
    from .dialogs.indicators import readable_indicators
    readable_indicators(app)
    # The .desktop entry's name (packaging/linux), so Wayland matches the window to its
    # menu entry and icon.
    app.setDesktopFileName("io.github.gin_desktop.GinDesktop")
    # Translators first: Settings words its defaults ("You") and notices when it reads.
    stored = i18n.saved_choice(QSettings().value(KEY_LANGUAGE))
    asked = args.lang
    if asked:
        spoken = i18n.available_languages()
        code = i18n.normalise(asked)
        # "system" asks for the desktop's language; any other word that names no language
        # ("." or "_", which read as none at all) is unknown, as "xx" is.
        if code not in spoken and (code is not None or asked.strip().lower() != "system"):
            print(_no_translation_line(asked, spoken), file=sys.stderr)
            asked = i18n.SOURCE_LANGUAGE
    i18n.install_translators(app, asked or stored, from_command_line=bool(asked))
    folder, lock, other_copy = _hold_data_folder()
    if other_copy:
        # The open copy's window comes to the front instead; the message only when that
        # copy does not answer (an older version, a hung one).
        if folder is None or not one_copy.ask_open_copy_to_come_forward(folder):
            one_copy.tell_already_open()
        return 0
    settings = Settings()
    hook = install_exception_hook()
    window = MainWindow(settings)
    hook.window = window
    listening: list[one_copy.Listener] = []
    if lock is not None and folder is not None:
        # After the first frame: the first frame needs none of it.
        listen_in = folder
        window.parts_built.connect(lambda: listening.append(
            one_copy.Listener(listen_in, _bring_window_to_front, app)))
    window.show()
    try:
        return app.exec()
    finally:
        for listener in listening:  # no answer for the folder once its lock is let go
            listener.close()
        if lock is not None:
            lock.unlock()
        # Held by nothing else, the windows are freed as this returns, whole and in order,
        # while the application is still there: not left to Python's exit.
        hook.window = None
        _OPEN_WINDOWS.clear()


def _hold_data_folder() -> tuple[Path | None, QLockFile | None, bool]:
    """The saves' folder, this copy's hold on it, and whether another running copy has it."""
    try:
        folder = storage.data_dir()
    except OSError:  # read-only: Persistence says so and plays without saving
        return None, None, False
    return (folder, *one_copy.take_lock(folder))


def _bring_window_to_front() -> None:
    # The window in play: after a change of language, the one that took over the match.
    shown = [widget for widget in QApplication.topLevelWidgets()
             if isinstance(widget, MainWindow) and not widget.isHidden()]
    if shown:
        one_copy.bring_to_front(shown[-1])
