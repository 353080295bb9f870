"""A guided tour of the real game window, for looking at it and for checking its layout.

    python tools/tour.py --out DIR [--lang CODE] [--scale F] [--size WxH] [--screen WxH]
                         [--deck STYLE] [--palette THEME]

Drives the real ``MainWindow`` offscreen through named scenes (the start, the upcard
offer, mid-hand, an illegal move made by a real drag on the table, knock mode, the
showdown with layoffs, a hand's result (its review and the rest of the deck), the end of a
match, the three-hand game as box, captain and sitter, plain and Hollywood (a match to
100 three hands in; its fourth hand's result too), every dialog, the statistics) and
writes one PNG per scene plus ``tour.json``: per scene, the prompt, refusal and message
texts shown, every text on the table, and the layout problems found from the scene's own
items:

* ``overlaps``: a text (badge, pill, name plate, button, panel) that covers part of a
  visible card or another text; in a dialog, two text widgets that overlap;
* ``clipped``: a text that does not fit where it is shown (cut off, elided, or partly
  outside the table);
* ``card_codes``: a text that shows an internal card code ("5S") instead of a card;
* ``off_screen``: a window larger than its screen's room, or partly off the screen (its
  buttons out of a player's reach).

``--size`` is the window's size in Qt's units (logical pixels); ``--scale`` is the screen
scale (``QT_SCALE_FACTOR``, the environment's by default), so ``--scale 2`` renders every
scene at twice the pixels, as on a high-density screen (offscreen, on a screen as large as
a real one at that scale);
``--screen`` is the screen's size (logical pixels; default 1920x1200, or the window's if
larger): on a small screen (``--screen 800x600``) a dialog larger than the screen's room
or outside it is reported as ``off_screen``; ``--deck`` plays with another deck
(``four-colour``, say); ``--palette`` looks at the game under a desktop theme (``dark``,
``contrast-dark``, ``contrast-light``: ``tools/desktop_palettes.py``).
Every scene is reached deterministically: seeded matches, positions found by a scripted
player on the engine and resumed in the window, the person's moves played through the
window's model or, where the way in matters (the illegal move), with real mouse events on
the table. The exit status is 1 when any scene has an overlap, a card code or a window
off the screen.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import re
import sys
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# The package is imported from this checkout when run as ``python tools/tour.py``.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import (  # noqa: E402
    QEventLoop, QPoint, QPointF, QRect, QRectF, QSettings, Qt, QTimer,
)
from PySide6.QtGui import QFontMetrics, QRegion  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox, QDialog,
    QGraphicsItem, QGraphicsView, QHeaderView, QLabel, QListWidget, QTableView, QWidget,
)

from gin_desktop.engine import (  # noqa: E402
    DRAW_STOCK, NEXT_HAND, PASS_UPCARD, Action, ActionKind, Card, Match, Phase, Role,
    RuleSet, ShowdownLaid, best_arrangement, new_match,
)
from gin_desktop.engine.melds import deadwood_after_each_discard  # noqa: E402
from gin_desktop.app.dialogs.indicators import readable_indicators  # noqa: E402
from gin_desktop.app.settings import DECK_STYLES  # noqa: E402
from tools.desktop_palettes import PALETTES, desktop_palette  # noqa: E402

#: An internal card code ("5S", "TH") where a player should read a card (5♠, 10♥).
CARD_CODE = re.compile(r"\b[A2-9TJQK][CDHS]\b")
#: The smallest overlap counted, in logical pixels each way (anti-aliased edges touch).
MIN_OVERLAP = 2.0
#: The person's seat in the two-player scenes.
YOU = 0


# ============================================================================ positions
def scripted_move(match: Match, *, knock: bool) -> Action:
    """A plain, predictable player: pass the upcard, draw from the stock, shed the card
    leaving the least deadwood, and (with ``knock``) knock as soon as it may."""
    legal = match.legal_actions()
    if PASS_UPCARD in legal:
        return PASS_UPCARD
    if DRAW_STOCK in legal:
        return DRAW_STOCK
    if NEXT_HAND in legal:
        return NEXT_HAND
    seat = match.to_act if match.to_act is not None else 0
    after = deadwood_after_each_discard(match.hand_of(seat))
    if knock:
        knocks = [a for a in legal if a.kind is ActionKind.KNOCK and a.card is not None]
        if knocks:
            return min(knocks, key=lambda a: after[_card(a)])
    discards = [a for a in legal if a.kind is ActionKind.DISCARD]
    if not discards:
        return legal[0]
    return min(discards, key=lambda a: (after[_card(a)], -_card(a).points))


def _card(action: Action) -> Card:
    assert action.card is not None
    return action.card


def best_knock(match: Match) -> Action:
    legal = match.legal_actions()
    after = deadwood_after_each_discard(match.hand_of(match.to_act or 0))
    return min((a for a in legal if a.kind is ActionKind.KNOCK), key=lambda a: after[_card(a)])


def replay(mode: str, seed: int, actions: Sequence[Action]) -> Match:
    match = new_match(None, seed, mode)
    for action in actions:
        match.apply(action)
    return match


@dataclass(frozen=True)
class Position:
    """A seeded match and the actions that lead to a wanted position."""

    mode: str
    seed: int
    actions: tuple[Action, ...]

    def match(self) -> Match:
        return replay(self.mode, self.seed, self.actions)


def find_position(until: Callable[[Match, Position], bool], *, mode: str = "two",
                  knock: bool = False, hands: int = 1, seeds: Iterable[int] = range(1, 400)
                  ) -> Position:
    """The first position (seeds in order, scripted play) for which ``until`` holds."""
    for seed in seeds:
        match = new_match(None, seed, mode)
        actions: list[Action] = []
        while not match.is_over and match.hand_number <= hands and len(actions) < 2000:
            position = Position(mode, seed, tuple(actions))
            if until(match, position):
                return position
            action = scripted_move(match, knock=knock)
            match.apply(action)
            actions.append(action)
    raise SystemExit(f"tour: no {mode} position found for a scene")


def you_to(phase: Phase) -> Callable[[Match, Position], bool]:
    return lambda match, _p: match.phase is phase and match.to_act == YOU


def you_to_draw_with_a_pile(match: Match, _position: Position) -> bool:
    return (match.phase is Phase.DRAW and match.to_act == YOU
            and any(a.kind is ActionKind.DRAW_DISCARD for a in match.legal_actions()))


def you_to_discard_without_a_knock(match: Match, _position: Position) -> bool:
    return match.phase is Phase.DISCARD and match.to_act == YOU and not any(
        a.kind is ActionKind.KNOCK for a in match.legal_actions())


def _you_may_knock(match: Match) -> bool:
    return match.phase is Phase.DISCARD and match.to_act == YOU and any(
        a.kind is ActionKind.KNOCK for a in match.legal_actions())


def you_knock_and_they_lay_off(match: Match, position: Position) -> bool:
    if not _you_may_knock(match):
        return False
    trial = position.match()
    events = trial.apply(best_knock(trial))
    return any(isinstance(e, ShowdownLaid) and e.defender_layout.layoffs
               and e.knocker_layout.deadwood for e in events)


def your_knock_ends_the_match(match: Match, position: Position) -> bool:
    if not _you_may_knock(match):
        return False
    trial = position.match()
    trial.apply(best_knock(trial))
    return trial.is_over


# ============================================================================ layout checks
@dataclass
class Problems:
    overlaps: list[str] = field(default_factory=list)
    clipped: list[str] = field(default_factory=list)


def item_texts(item: QGraphicsItem) -> list[str]:
    """The words an item on the table shows (none for a card or the felt).

    Read from the item's public state by duck typing (``text()``, a panel's ``title`` and
    ``lines``, a name plate's ``name``/``badges``/``score``/``note``, a place's ``caption``),
    so the check holds whatever class draws the text.
    """
    found: list[str] = []
    text = getattr(item, "text", None)
    if callable(text):
        value = text()
        if isinstance(value, str):
            found.append(value)
    for name in ("title", "name", "score", "note", "caption"):
        value = getattr(item, name, None)
        shown = getattr(item, "shown_caption", None)
        if name == "caption" and callable(shown):
            value = shown()  # as drawn: a place too small for its caption has a shorter one
        if isinstance(value, str):
            found.append(value)
    for name in ("lines", "badges"):
        values = getattr(item, name, None)
        if isinstance(values, list):
            found.extend(v for v in values if isinstance(v, str))
    return [t for t in found if t.strip()]


def is_card(item: QGraphicsItem) -> bool:
    return isinstance(getattr(item, "card", None), Card)


def shows_cards(item: QGraphicsItem) -> bool:
    """A panel that draws cards itself (the whole pile fanned out)."""
    cards = getattr(item, "cards", None)
    return isinstance(cards, list) and bool(cards) and not is_card(item)


def scene_rect(item: QGraphicsItem) -> QRectF:
    """What the item paints on, in scene units: its ``size()`` (without the shadow its
    bounding rectangle leaves room for) or ``rect()``, else its bounding rectangle."""
    local: QRectF | None = None
    size = getattr(item, "size", None)
    if callable(size):
        value = size()
        if hasattr(value, "width"):
            local = QRectF(QPointF(0, 0), value)
    if local is None:
        rect = getattr(item, "rect", None)
        value = rect() if callable(rect) else None
        local = value if isinstance(value, QRectF) else item.boundingRect()
    return item.mapRectToScene(local)


def _visible(item: QGraphicsItem) -> bool:
    return item.isVisible() and item.opacity() > 0.01


def _area(region: QRegion) -> tuple[int, int]:
    box = region.boundingRect()
    return box.width(), box.height()


def _big_enough(region: QRegion) -> bool:
    w, h = _area(region)
    return w >= MIN_OVERLAP and h >= MIN_OVERLAP


def _describe(item: QGraphicsItem) -> str:
    if is_card(item):
        from gin_desktop.app.prompts import card_label

        face = "face up" if getattr(item, "face_up", True) else "face down"
        card: Card = item.card  # type: ignore[attr-defined]  # is_card checked it
        return f"card {card_label(card)} ({face})"
    texts = item_texts(item)
    kind = type(item).__name__
    return f"{kind} {texts[0]!r}" if texts else kind


def _related(a: QGraphicsItem, b: QGraphicsItem) -> bool:
    return a.isAncestorOf(b) or b.isAncestorOf(a)


def _raised_problems(cards: Sequence[QGraphicsItem], texts: Sequence[QGraphicsItem],
                     rects: dict[int, QRectF]) -> list[str]:
    """A card of the own hand rises when hovered or focused: raised, it must not run into
    a text either (the result panel of a drawn hand, above the row)."""
    found: list[str] = []
    for card in cards:
        lift = float(getattr(card, "lift", 0.0))
        if not getattr(card, "liftable", False) or getattr(card, "lifted", False) or not lift:
            continue
        raised = rects[id(card)].translated(0, -lift)
        for text in texts:
            shared = raised.intersected(rects[id(text)])
            if not _related(text, card) and shared.width() >= MIN_OVERLAP \
                    and shared.height() >= MIN_OVERLAP:
                found.append(f"{_describe(card)}, raised, runs into {_describe(text)}")
    return found


def table_problems(view: QGraphicsView) -> Problems:
    """Texts that cover a card's visible face or another text, texts that a card (face
    up or down) covers, and texts the table cuts.

    A card's visible part is its face minus the cards stacked over it.
    """
    scene = view.scene()
    problems = Problems()
    stacked = [i for i in scene.items(Qt.SortOrder.DescendingOrder) if _visible(i)]
    cards = [i for i in stacked if is_card(i)]
    texts = [i for i in stacked if not is_card(i) and (item_texts(i) or shows_cards(i))]
    rects = {id(i): scene_rect(i) for i in cards + texts}
    visible_parts: dict[int, QRegion] = {}
    covering = QRegion()
    for card in cards:  # topmost first
        own = QRegion(rects[id(card)].toAlignedRect())
        visible_parts[id(card)] = own.subtracted(covering)
        covering = covering.united(own)
    order = {id(i): n for n, i in enumerate(stacked)}
    # A text lying wholly under a card (a place's caption under the card on it) is hidden
    # by design: it is neither covered nor covering.
    texts = [t for t in texts if not any(
        order[id(c)] < order[id(t)] and rects[id(c)].contains(rects[id(t)]) for c in cards)]
    for text in texts:
        rect = rects[id(text)]
        region = QRegion(rect.adjusted(1, 1, -1, -1).toAlignedRect())
        for card in cards:
            if _related(text, card):
                continue
            if not getattr(card, "face_up", True) and order[id(text)] < order[id(card)]:
                continue  # over a card's back (the preview over the opponent's hand)
            if _big_enough(region.intersected(visible_parts[id(card)])):
                problems.overlaps.append(f"{_describe(text)} covers {_describe(card)}")
    problems.overlaps += _raised_problems(cards, texts, rects)
    for n, a in enumerate(texts):
        for b in texts[n + 1:]:
            if _related(a, b):
                continue
            shared = rects[id(a)].intersected(rects[id(b)])
            if shared.width() >= MIN_OVERLAP and shared.height() >= MIN_OVERLAP:
                problems.overlaps.append(f"{_describe(a)} overlaps {_describe(b)}")
    seen = QRectF(view.mapToScene(view.viewport().rect()).boundingRect())
    for item in texts + cards:
        rect = rects[id(item)]
        if not seen.adjusted(-1, -1, 1, 1).contains(rect):
            problems.clipped.append(f"{_describe(item)} is partly off the table")
    return problems


def _label_text(label: QLabel) -> str:
    text = label.text()
    if label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and "<" in text and ">" in text):
        return ""  # laid out by the rich-text engine: its size hint is what it needs
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _shown(widget: QWidget, root: QWidget) -> bool:
    return widget.isVisibleTo(root) and widget.width() > 0 and widget.height() > 0


#: A text widget, where it is in the dialog or window, and its text.
_Box = tuple[QWidget, QRect, str]


def _box(widget: QWidget, root: QWidget, text: str) -> _Box:
    """The part of ``widget`` shown in ``root``: a scroll area's viewport hides what is
    scrolled out of it (the statistics' last lines under its buttons are not seen)."""
    rect = QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        rect = rect.intersected(QRect(parent.mapTo(root, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return widget, rect, text[:40]


def _label_clipping(label: QLabel) -> str | None:
    text = _label_text(label)
    if text and not label.wordWrap() and label.pixmap().isNull():
        needed = max(QFontMetrics(label.font()).horizontalAdvance(line)
                     for line in text.split("\n"))
        if needed > label.contentsRect().width() + 1:
            return f"label {text[:60]!r} needs {needed}px, has {label.contentsRect().width()}px"
    elif label.wordWrap() and label.heightForWidth(label.width()) > label.height() + 1:
        return (f"label {label.text()[:60]!r} needs {label.heightForWidth(label.width())}px "
                f"of height, has {label.height()}px")
    return None


def _labels(root: QWidget, problems: Problems, boxes: list[_Box]) -> None:
    for label in root.findChildren(QLabel):
        if _shown(label, root) and label.text().strip():
            clipped = _label_clipping(label)
            if clipped:
                problems.clipped.append(clipped)
            boxes.append(_box(label, root, label.text()))


def _buttons(root: QWidget, problems: Problems, boxes: list[_Box]) -> None:
    for button in root.findChildren(QAbstractButton):
        if not _shown(button, root) or not button.text().strip():
            continue
        if button.sizeHint().width() > button.width() + 1:
            problems.clipped.append(f"button {button.text()!r} needs "
                                    f"{button.sizeHint().width()}px, has {button.width()}px")
        if type(button).__name__ != "QToolButton":
            boxes.append(_box(button, root, button.text()))
    for combo in root.findChildren(QComboBox):
        if _shown(combo, root) and combo.currentText() \
                and combo.sizeHint().width() > combo.width() + 1:
            problems.clipped.append(f"list {combo.currentText()!r} needs "
                                    f"{combo.sizeHint().width()}px, has {combo.width()}px")


def _lists(root: QWidget, problems: Problems) -> None:
    for listing in root.findChildren(QListWidget):
        if not _shown(listing, root) or listing.wordWrap():
            continue
        metrics = QFontMetrics(listing.font())
        width = listing.viewport().width()
        for row in range(listing.count()):
            entry = listing.item(row)
            room = min(listing.visualItemRect(entry).width(), width)
            needed = metrics.horizontalAdvance(entry.text()) + 8
            if needed > room + 1:
                problems.clipped.append(f"entry {entry.text()!r} needs {needed}px, has {room}px")
    for table in root.findChildren(QTableView):
        if _shown(table, root):
            problems.clipped.extend(_table_clipping(table))


def _overlapping(boxes: list[_Box]) -> list[str]:
    found: list[str] = []
    for n, (a, ra, ta) in enumerate(boxes):
        for b, rb, tb in boxes[n + 1:]:
            if a.isAncestorOf(b) or b.isAncestorOf(a):
                continue
            shared = ra.intersected(rb)
            if shared.width() >= MIN_OVERLAP and shared.height() >= MIN_OVERLAP:
                found.append(f"{ta!r} overlaps {tb!r}")
    return found


def widget_problems(root: QWidget) -> Problems:
    """Texts of ordinary widgets that are cut off, or that overlap each other."""
    problems = Problems()
    boxes: list[_Box] = []
    _labels(root, problems, boxes)
    _buttons(root, problems, boxes)
    _lists(root, problems)
    problems.overlaps += _overlapping(boxes)
    return problems


def _table_clipping(table: QTableView) -> list[str]:
    found: list[str] = []
    model = table.model()
    header: QHeaderView = table.horizontalHeader()
    metrics = QFontMetrics(header.font())
    # A title drawn across a band of columns (Hollywood's games, or its players grouped):
    # the first line of each of the band's columns' titles, with the band's width.
    bands = getattr(model, "bands", None)
    band_width: dict[int, int] = {}
    for _title, columns in bands() if callable(bands) else []:
        width = sum(header.sectionSize(c) for c in columns if not table.isColumnHidden(c))
        band_width.update(dict.fromkeys(columns, width))
    for column in range(model.columnCount()):
        if table.isColumnHidden(column):
            continue
        text = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        lines = text.split("\n")
        for index, line in enumerate(lines):
            room = band_width[column] if index == 0 and len(lines) > 1 \
                and column in band_width else header.sectionSize(column)
            needed = metrics.horizontalAdvance(line) + 12
            if line and needed > room + 1:
                found.append(f"column title {line!r} needs {needed}px, has {room}px")
    if table.horizontalScrollBar().isVisible():
        found.append("the table scrolls sideways")
    if table.verticalScrollBar().isVisible() and table.height() > 200:
        found.append("the table scrolls")
    return found


# ============================================================================ the tour
@dataclass
class Scene:
    name: str
    png: str
    prompts: list[str]
    refusals: list[str]
    messages: list[str]
    texts: list[str]
    overlaps: list[str]
    clipped: list[str]
    card_codes: list[str]
    # A window larger than the screen's room or partly off it: its buttons out of reach.
    off_screen: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


class Tour:
    """The window, and what was seen in it so far."""

    def __init__(self, out: Path, size: tuple[int, int], data_dir: Path,
                 deck: str | None = None) -> None:
        from gin_desktop.app.main import MainWindow
        from gin_desktop.app.settings import Settings

        self.out = out
        self.size = size
        self.data_dir = data_dir
        self.settings = Settings(QSettings(str(data_dir / "settings.ini"),
                                           QSettings.Format.IniFormat))
        if deck is not None:
            self.settings.deck_style = deck
        self.window = MainWindow(self.settings)
        self.window.resize(*size)
        self.window.show()
        self._wait(lambda: self.window.model.has_match)
        self.window.model.set_computer_delay(0)
        self.scenes: list[Scene] = []
        self.refusals: list[str] = []
        self.window.model.action_refused.connect(self.refusals.append)

    # ---------------------------------------------------------------- driving
    @property
    def model(self) -> Any:
        return self.window.model

    @property
    def view(self) -> Any:
        return self.window.table

    def _wait(self, done: Callable[[], bool], timeout_ms: int = 20000) -> None:
        deadline = QTimer()
        deadline.setSingleShot(True)
        deadline.start(timeout_ms)
        while not done():
            if not deadline.isActive():
                raise SystemExit("tour: the window did not get there in time")
            QApplication.processEvents()
            QTest.qWait(5)

    def settle(self) -> None:
        """Let computer moves, animations and layout finish."""
        for _ in range(3):
            self.model.wait_idle(20000)
            QApplication.processEvents()
            QTest.qWait(20)

    def start(self, mode: str, seed: int, human_seat: int = 0) -> None:
        from gin_desktop.app.setup import GameSetup

        levels = tuple("human" if s == human_seat else "standard"
                       for s in range(3 if mode == "three" else 2))
        self.window.start_match(GameSetup(mode=mode, seed=seed, human_seat=human_seat,
                                          levels=levels, names=self._names(levels)))
        self.settle()

    def _names(self, levels: tuple[str, ...]) -> tuple[str, ...]:
        """The names the New game dialog gives: the person's, then the computers'."""
        from gin_desktop.app.dialogs.new_game import computer_names

        others = list(computer_names("three" if len(levels) == 3 else "two"))
        return tuple(self.settings.player_name if level == "human" else others.pop(0)
                     for level in levels)

    def resume(self, position: Position) -> None:
        from gin_desktop.app.setup import GameSetup

        levels = ("human", "standard")
        self.model.resume(position.match(), GameSetup(
            mode=position.mode, seed=position.seed, levels=levels,
            names=self._names(levels)))
        self.settle()

    def resume_three(self, match: Match, human_seat: int, rules: RuleSet) -> None:
        """Resume a three-hand ``match`` in the window, the person in ``human_seat``."""
        from gin_desktop.app.setup import GameSetup

        levels = tuple("human" if s == human_seat else "standard" for s in range(3))
        self.model.resume(match, GameSetup(
            mode="three", seed=match.seed, human_seat=human_seat, levels=levels,
            names=self._names(levels), rules=rules))
        self.settle()

    def play(self, action: Action) -> None:
        """The person's move, through the window's model."""
        if not self.model.play(action):
            raise SystemExit(f"tour: the scripted move {action!r} was refused")
        self.settle()

    def play_own_turns(self, turns: int) -> None:
        """Play ``turns`` of the person's turns (or advice, sitting out) with the scripted
        player, the computers answering in between."""
        for _ in range(turns):
            self._wait(lambda: self.model.is_human_turn() or self.model.match.is_over)
            match = self.model.match
            if match.is_over or match.phase is Phase.HAND_OVER:
                return
            view = self.model.human_view()
            legal = view.legal_actions
            if PASS_UPCARD in legal:
                action = PASS_UPCARD
            elif DRAW_STOCK in legal:
                action = DRAW_STOCK
            else:
                after = deadwood_after_each_discard(view.hand)
                action = min((a for a in legal if a.kind is ActionKind.DISCARD),
                             key=lambda a: (after[_card(a)], -_card(a).points))
            self.play(action)
            if view.phase is Phase.DRAW:
                self.play_own_turns(1)  # the discard that completes the turn

    def drag(self, start: QPointF, end: QPointF) -> None:
        """A real mouse drag on the table, from one scene point to another."""
        port = self.view.viewport()
        a, b = self.view.mapFromScene(start), self.view.mapFromScene(end)
        QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        for i in range(1, 11):
            QTest.mouseMove(port, QPoint(a.x() + (b.x() - a.x()) * i // 10,
                                         a.y() + (b.y() - a.y()) * i // 10))
        QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
        QApplication.processEvents()

    def card_centre(self, card: Card) -> QPointF:
        """A point on the visible part of ``card`` on the table."""
        for item in self.view.scene().items():
            if getattr(item, "card", None) is card:
                rect = scene_rect(item)
                return QPointF(rect.left() + rect.width() * 0.15, rect.center().y())
        raise SystemExit(f"tour: {card} is not on the table")

    # ---------------------------------------------------------------- recording
    def capture(self, name: str, widget: QWidget | None = None,
                extra_texts: Sequence[str] = ()) -> Scene:
        """Save a picture of the window (or of ``widget``, a dialog) and what it shows."""
        QApplication.processEvents()
        target = widget if widget is not None else self.window
        png = f"{len(self.scenes) + 1:02d}-{name}.png"
        target.grab().save(str(self.out / png))
        window = self.window
        status = window.status_line
        prompts = [status.turn_label.text()] if widget is None else []
        message = status.message_text() if widget is None else ""
        refusals = [message] if message and status.message_kind == "error" else []
        messages = [message] if message and status.message_kind != "error" else []
        problems = Problems()
        texts: list[str] = list(extra_texts)
        if widget is None:
            table = table_problems(self.view)
            problems.overlaps += table.overlaps
            problems.clipped += table.clipped
            for item in self.view.scene().items():
                if _visible(item) and not is_card(item):
                    texts.extend(item_texts(item))
            texts += [window.deal_label.text(), window.notice_bar.text()]
            texts += prompts + refusals + messages
        shown = widget_problems(target)
        problems.overlaps += shown.overlaps
        problems.clipped += shown.clipped
        # The game's window is made as large as the screen by --size; a dialog opens with
        # room left for its frame.
        outside = off_screen(target, frame=widget is not None)
        texts += widget_texts(target)
        texts = [t for t in dict.fromkeys(texts) if t]
        codes = [t for t in texts if CARD_CODE.search(t)]
        scene = Scene(name, png, prompts, refusals, messages, texts, problems.overlaps,
                      problems.clipped, codes, outside)
        self.scenes.append(scene)
        return scene

    def dialog(self, name: str, open_it: Callable[[], object],
               inside: Callable[[QDialog], None] | None = None) -> None:
        """Open a dialog (modal or not) with ``open_it``, picture it, then close it."""
        before = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}
        done: list[bool] = []

        def look() -> None:
            dialog = next((w for w in QApplication.topLevelWidgets()
                           if isinstance(w, QDialog) and w.isVisible()
                           and id(w) not in before), None)
            if dialog is None:
                QTimer.singleShot(20, look)
                return
            QTest.qWait(30)
            if inside is not None:
                inside(dialog)
                QTest.qWait(30)
            self.capture(name, dialog)
            dialog.reject()
            done.append(True)

        QTimer.singleShot(0, look)
        open_it()
        self._wait(lambda: bool(done))
        self.settle()


def off_screen(window: QWidget, *, frame: bool = True) -> list[str]:
    """A window larger than its screen's room (with ``frame``, the frame and title bar
    left out of Qt's sizes included) or, a dialog, not wholly on it: its edges, its
    buttons out of reach."""
    from gin_desktop.app.screen_fit import screen_room

    screen = window.screen()
    size = window.size()
    room = screen_room(window) if frame else screen.availableGeometry().size()
    found = []
    if size.width() > room.width() or size.height() > room.height():
        found.append(f"window {size.width()}x{size.height()} is larger than the screen's "
                      f"room, {room.width()}x{room.height()}")
    if frame and not screen.availableGeometry().contains(window.geometry()):
        found.append(f"window at {window.geometry().getRect()} is partly off the screen")
    return found


def widget_texts(root: QWidget) -> list[str]:
    found = [w.text() for w in root.findChildren(QLabel) if w.isVisibleTo(root)]
    found += [b.text() for b in root.findChildren(QAbstractButton) if b.isVisibleTo(root)]
    found += [c.currentText() for c in root.findChildren(QComboBox) if c.isVisibleTo(root)]
    for listing in root.findChildren(QListWidget):
        if listing.isVisibleTo(root):
            found += [listing.item(r).text() for r in range(listing.count())]
    for table in root.findChildren(QAbstractItemView):
        model = table.model()
        if isinstance(table, QTableView) and model is not None and table.isVisibleTo(root):
            for column in range(model.columnCount()):
                found.append(str(model.headerData(column, Qt.Orientation.Horizontal) or ""))
    return [t for t in found if t]


# ============================================================================ scenes
def scene_start(tour: Tour) -> None:
    tour.start("two", 3)
    tour.capture("start")  # as a newcomer sees it: with the first start's welcome
    tour.window.notice_bar.dismiss()


def scene_upcard_offer(tour: Tour) -> None:
    tour.resume(find_position(you_to(Phase.UPCARD_OFFER)))
    tour.capture("upcard-offer")


def scene_mid_hand(tour: Tour) -> None:
    tour.start("two", 3)
    tour.play_own_turns(3)
    if tour.model.match.phase is not Phase.DRAW:
        raise SystemExit("tour: the mid-hand scene's hand ended early")
    tour.play(DRAW_STOCK)
    tour.capture("mid-hand")
    # The whole pile, opened by a click on the pile's counter.
    counter = next(item for item in tour.view.scene().items()
                   if getattr(item, "clickable", False) and item.isVisible())
    point = tour.view.mapFromScene(scene_rect(counter).center())
    QTest.mouseClick(tour.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)
    QApplication.processEvents()
    tour.capture("pile-preview")
    QTest.mouseClick(tour.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def you_to_take_a_card_that_could_take_one_from_a_set(match: Match, _p: Position) -> bool:
    """The hint takes the face-up card, which could join a card the table shows in a set
    in a run for the same deadwood (the 3♠ beside A♠ and 2♣ 2♦ 2♠): the hint's words keep
    the set (``arrangement_keeping``), where they had named the run."""
    from gin_desktop.ai import hint
    from gin_desktop.ai.explain import meld_holding

    if match.phase not in (Phase.UPCARD_OFFER, Phase.DRAW) or match.to_act != YOU:
        return False
    view = match.view(YOU)
    top = view.upcard
    if top is None:
        return False
    cards = (*view.hand, top)
    fixed_order = next((m for m in best_arrangement(cards).melds if top in m.cards), None)
    if fixed_order == meld_holding(cards, top, best_arrangement(view.hand).melds):
        return False
    return hint(view).action.kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD)


def scene_training_hint(tour: Tour) -> None:
    """Training mode's hint beside the hand it speaks of: the set the table shows is the
    set the words keep."""
    from gin_desktop.app.setup import GameSetup

    position = find_position(you_to_take_a_card_that_could_take_one_from_a_set)
    levels = ("human", "standard")
    tour.model.resume(position.match(), GameSetup(
        mode=position.mode, seed=position.seed, levels=levels, names=tour._names(levels),
        training=True))
    tour.settle()
    tour.capture("training-hint")


def scene_illegal_move(tour: Tour) -> None:
    tour.resume(find_position(you_to_draw_with_a_pile))
    card = tour.view.hand_order()[2]
    pile_top = tour.model.human_view().discard_pile[-1]
    tour.drag(tour.card_centre(card), tour.card_centre(pile_top))
    if not tour.refusals:
        raise SystemExit("tour: the illegal drop was not refused")
    tour.capture("illegal-move")


def scene_no_knock(tour: Tour) -> None:
    """K pressed where the hand may not knock: the refusal on the felt says why, its
    deadwood and the limit, the longest sentence the prompt's pill gives."""
    tour.resume(find_position(you_to_discard_without_a_knock))
    QTest.keyClick(tour.view, Qt.Key.Key_K)
    shown = tour.capture("no-knock")
    if not (shown.refusals or shown.messages):
        raise SystemExit("tour: K with no knock was not refused")


def scene_knock_mode(tour: Tour) -> None:
    position = find_position(you_knock_and_they_lay_off)
    tour.resume(position)
    tour.window.knock_action.trigger()
    QApplication.processEvents()
    tour.capture("knock-mode")
    tour.window.knock_action.trigger()  # leave knock mode
    tour.play(best_knock(tour.model.match))
    tour.capture("showdown-with-layoffs")


def scene_hand_result(tour: Tour) -> None:
    tour.resume(find_position(you_to(Phase.DISCARD), knock=True))
    match = tour.model.match
    if any(a.kind is ActionKind.KNOCK for a in match.legal_actions()):
        tour.play(best_knock(match))
    else:
        tour.play_own_turns(40)
    while tour.model.match.phase is not Phase.HAND_OVER:
        tour.play_own_turns(1)
    tour.capture("hand-result")
    # The panel's Review hand and Show the rest of the deck (Game menu's actions too).
    features = tour.window.review_features
    tour.dialog("dialog-review", features.review_action.trigger, analysed)
    tour.dialog("dialog-deck-reveal", features.reveal_action.trigger)


def analysed(dialog: QDialog, timeout_ms: int = 120_000) -> None:
    """Wait for the hand review's analysis to end: pictured while it still said "Weighing
    your decisions…", the review showed an empty window."""
    from gin_desktop.app.dialogs.review import ReviewDialog

    assert isinstance(dialog, ReviewDialog)
    if dialog.is_running():
        loop = QEventLoop()
        dialog.analysed.connect(loop.quit)
        deadline = QTimer()
        deadline.setSingleShot(True)
        deadline.timeout.connect(loop.quit)
        deadline.start(timeout_ms)
        # Its thread ends with or without a result: a failed analysis does not hang here.
        thread = dialog._thread
        if thread is not None:
            thread.finished.connect(loop.quit)
            loop.exec()
        dialog.analysed.disconnect(loop.quit)
    QApplication.processEvents()  # the result's signal, if the thread's end came first
    if dialog.hand_review is None:
        raise SystemExit("tour: the hand review did not finish: "
                         + dialog.summary_label.text())


def scene_match_end(tour: Tour) -> None:
    tour.resume(find_position(your_knock_ends_the_match, knock=True, hands=40,
                              seeds=range(1, 60)))
    tour.play(best_knock(tour.model.match))
    tour.capture("match-end")


def _named(scene: Callable[[Tour], None], name: str) -> Callable[[Tour], None]:
    scene.__name__ = f"scene_{name.replace('-', '_')}"
    return scene


def _capture_at_own_turn(tour: Tour, turns: int, name: str) -> None:
    """Play ``turns`` of the person's turns, then picture the next (or the match's end)."""
    tour.play_own_turns(turns)
    tour._wait(lambda: tour.model.is_human_turn() or tour.model.match.is_over)
    tour.settle()
    tour.capture(name)


def three_hand_scene(role: Role, name: str) -> Callable[[Tour], None]:
    def scene(tour: Tour) -> None:
        match = new_match(None, 7, "three")
        seat = match.roles().index(role)
        tour.start("three", 7, human_seat=seat)
        _capture_at_own_turn(tour, 3, name)

    return _named(scene, name)


def hollywood_three_hand_scene(role: Role, name: str) -> Callable[[Tour], None]:
    """Three-hand Hollywood to 100, three hands played by the scripted player (the score
    pad with lines in it, the plates' games), the person in ``role`` in the fourth."""
    def scene(tour: Tour) -> None:
        rules = RuleSet(hollywood=True, target=100)
        match = new_match(rules, 11, "three")
        while match.hand_number <= 3 and not match.is_over:
            match.apply(scripted_move(match, knock=True))
        tour.resume_three(match, match.roles().index(role), rules)
        _capture_at_own_turn(tour, 2, name)

    return _named(scene, name)


def _captain_to_discard(knock: bool) -> Callable[[Match, Position], bool]:
    """Three-hand: the captain is to discard, with a knock (not gin) to suggest, or none."""
    def until(match: Match, _position: Position) -> bool:
        seat = match.to_act
        if match.phase is not Phase.DISCARD or seat is None \
                or match.roles()[seat] is not Role.CAPTAIN:
            return False
        knocks = [a.card for a in match.legal_actions() if a.kind is ActionKind.KNOCK]
        if not knock:
            return not knocks
        after = deadwood_after_each_discard(match.hand_of(seat))
        return bool(knocks) and min(after[card] for card in knocks) > 0

    return until


def scene_three_hand_sitter_knock(tour: Tour) -> None:
    """Sitting out while the captain may knock: the knock spot, the Knock button and the
    Play menu ask for a suggestion; K where the captain may not knock says whose deadwood
    is too high."""
    for knock, name in ((True, "three-hand-sitter-knock"),
                        (False, "three-hand-sitter-no-knock")):
        position = find_position(_captain_to_discard(knock), mode="three", hands=3)
        match = position.match()
        tour.resume_three(match, match.roles().index(Role.SITTING_OUT), RuleSet())
        if not knock:
            QTest.keyClick(tour.view, Qt.Key.Key_K)
        tour.capture(name)


def scene_hollywood_three_hand_result(tour: Tour) -> None:
    """Three-hand Hollywood to 100, three hands played by the scripted player, the person
    captain of the fourth, played to its end (a knock as soon as one is legal): the result
    panel between the laid-down hands, with the three games' running scores."""
    rules = RuleSet(hollywood=True, target=100)
    match = new_match(rules, 11, "three")
    while match.hand_number <= 3 and not match.is_over:
        match.apply(scripted_move(match, knock=True))
    tour.resume_three(match, match.roles().index(Role.CAPTAIN), rules)
    for _ in range(60):
        tour._wait(lambda: tour.model.is_human_turn() or tour.model.match.is_over
                   or tour.model.match.phase is Phase.HAND_OVER)
        match = tour.model.match
        if match.is_over or match.phase is Phase.HAND_OVER:
            break
        if match.phase is Phase.DISCARD and match.to_act == tour.model.human_seat and any(
                a.kind is ActionKind.KNOCK for a in match.legal_actions()):
            tour.play(best_knock(match))
        else:
            tour.play_own_turns(1)
    tour.settle()
    tour.capture("hollywood-three-hand-result")


def scene_dialogs(tour: Tour) -> None:
    window = tour.window
    tour.start("two", 3)
    tour.play_own_turns(2)  # a match in progress: New game and Replay deal ask first

    def three_hand(dialog: QDialog) -> None:
        button = getattr(dialog, "three_hand", None)
        if isinstance(button, QAbstractButton):
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def target_zero(dialog: QDialog) -> None:
        # A target typed as 0, then Enter: put right to 1, said, and nothing dealt.
        spin = getattr(dialog, "target_spin", None)
        if isinstance(spin, QAbstractSpinBox):
            spin.setFocus(Qt.FocusReason.TabFocusReason)
            edit = spin.lineEdit()
            QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            QTest.keyClicks(edit, "0")
            QTest.keyClick(edit, Qt.Key.Key_Return)

    tour.dialog("dialog-new-game", window.new_game_action.trigger)
    tour.dialog("dialog-new-game-three-hand", window.new_game_action.trigger, three_hand)
    tour.dialog("dialog-new-game-target-put-right", window.new_game_action.trigger,
                target_zero)
    tour.dialog("dialog-replay-deal", window.replay_action.trigger)
    tour.dialog("dialog-settings", window.settings_action.trigger)
    tour.dialog("dialog-shortcuts", window.shortcuts_action.trigger)
    tour.dialog("dialog-about", window.about_action.trigger)
    tour.dialog("dialog-rules", window.rules_action.trigger)
    tour.dialog("statistics", window.statistics_action.trigger)


def _when_modal(act: Callable[[QWidget], None]) -> None:
    """``act`` on the modal dialog once one is open (asked again every 20 ms until then).
    Not a closure that asks for itself again: that cycle held the windows it named until
    the garbage collector took them apart, in no set order (a crash at the tour's end)."""
    box = QApplication.activeModalWidget()
    if box is None:
        QTimer.singleShot(20, functools.partial(_when_modal, act))
        return
    act(box)


def scene_resume_question(tour: Tour) -> None:
    """Start a second window on the same data: it offers the unfinished match."""
    from gin_desktop.app.main import MainWindow

    tour.start("two", 5)
    tour.play_own_turns(3)
    window = tour.window
    second = MainWindow(tour.settings)
    second.resize(*tour.size)
    done: list[bool] = []

    def look(box: QWidget) -> None:
        QTest.qWait(30)
        second.grab().save(str(tour.out / f"{len(tour.scenes) + 1:02d}-resume-window.png"))
        tour.capture("resume-question", box)
        box.close()
        done.append(True)

    QTimer.singleShot(0, functools.partial(_when_modal, look))
    second.show()
    tour._wait(lambda: bool(done))
    second.model.wait_idle(5000)
    second.close()
    second.model.shutdown(5000)
    window.activateWindow()


SCENES: tuple[Callable[[Tour], None], ...] = (
    scene_start, scene_upcard_offer, scene_mid_hand, scene_training_hint, scene_illegal_move,
    scene_no_knock,
    scene_knock_mode,
    scene_hand_result, scene_match_end,
    three_hand_scene(Role.BOX, "three-hand-box"),
    three_hand_scene(Role.CAPTAIN, "three-hand-captain"),
    three_hand_scene(Role.SITTING_OUT, "three-hand-sitter"),
    scene_three_hand_sitter_knock,
    hollywood_three_hand_scene(Role.BOX, "hollywood-three-hand-box"),
    hollywood_three_hand_scene(Role.CAPTAIN, "hollywood-three-hand-captain"),
    hollywood_three_hand_scene(Role.SITTING_OUT, "hollywood-three-hand-sitter"),
    scene_hollywood_three_hand_result, scene_dialogs, scene_resume_question,
)


# ============================================================================ command
def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must be WIDTHxHEIGHT, like 1280x800, "
                                         f"not {text!r}") from None
    if width < 300 or height < 200:
        raise argparse.ArgumentTypeError("the window must be at least 300x200")
    return width, height


def _scale_in_environment() -> float:
    try:
        return float(os.environ.get("QT_SCALE_FACTOR") or 1.0)
    except ValueError:
        return 1.0


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="tools/tour.py", description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True, type=Path, help="folder for the PNGs and "
                        "tour.json (created if missing)")
    parser.add_argument("--lang", default="en", help="language code: en, es, cs or pt")
    # The scale is set in the environment when Qt starts (``main``): one already there is
    # the scale asked for (``QT_SCALE_FACTOR=2 tools/tour.py`` ran at 1, said nothing).
    parser.add_argument("--scale", type=float, default=_scale_in_environment(),
                        help="screen scale factor (default: QT_SCALE_FACTOR, or 1), e.g. 2")
    parser.add_argument("--size", type=parse_size, default=(1280, 800),
                        help="window size WIDTHxHEIGHT in logical pixels (default 1280x800)")
    parser.add_argument("--screen", type=parse_size, default=None,
                        help="screen size WIDTHxHEIGHT in logical pixels (default 1920x1200)")
    parser.add_argument("--deck", choices=DECK_STYLES, default=None,
                        help="the deck to play with (Game ▸ Settings ▸ Deck)")
    parser.add_argument("--palette", choices=PALETTES, default="light",
                        help="the desktop theme's palette (default: Qt's own, light)")
    parser.add_argument("--only", action="append", default=[],
                        help="run only scenes whose function name contains this (repeatable)")
    args = parser.parse_args(argv)
    if not 0.5 <= args.scale <= 4:
        parser.error("--scale must be between 0.5 and 4")
    return args


def run(args: argparse.Namespace) -> dict[str, Any]:
    from gin_desktop.app import i18n

    args.out.mkdir(parents=True, exist_ok=True)
    for old in args.out.glob("*.png"):
        old.unlink()
    with tempfile.TemporaryDirectory(prefix="gin-tour-") as scratch:
        data = Path(scratch)
        os.environ["GIN_DESKTOP_DATA_DIR"] = str(data / "data")
        os.environ["GIN_DESKTOP_ANIMATION_SPEED"] = "0"
        os.environ.pop("GIN_DESKTOP_AUTO_RESUME", None)
        app = QApplication.instance() or QApplication(["gin-tour"])
        readable_indicators(app)
        if args.palette != "light":
            app.setPalette(desktop_palette(args.palette))
        language = i18n.install_translators(app, args.lang)
        tour = Tour(args.out, args.size, data, args.deck)
        try:
            for scene in SCENES:
                if args.only and not any(part in scene.__name__ for part in args.only):
                    continue
                scene(tour)
        finally:
            tour.window.close()
            tour.model.shutdown(5000)
    report = {
        "language": language, "scale": args.scale,
        "size": f"{args.size[0]}x{args.size[1]}",
        "scenes": [scene.to_dict() for scene in tour.scenes],
    }
    (args.out / "tour.json").write_text(json.dumps(report, ensure_ascii=False, indent=2)
                                        + "\n", encoding="utf-8")
    return report


def screen_config(folder: Path, size: tuple[int, int], scale: float,
                  screen: tuple[int, int] | None = None) -> Path:
    """A screen for the offscreen platform as large as a real one at ``scale``: its own
    is 800x600 pixels, at scale 2 a 400x300 screen, and dialogs sized to fit it wrap
    their words into too little room (a real screen at scale 2 is 1280x800 and more).
    ``screen``: the screen's size instead (a small one)."""
    width, height = screen or (max(size[0], 1920), max(size[1], 1200))
    config = {"name": "tour", "x": 0, "y": 0, "width": round(width * scale),
              "height": round(height * scale), "logicalDpi": 96, "logicalBaseDpi": 96,
              "dpr": 1}
    path = folder / "screen.json"
    path.write_text(json.dumps({"screens": [config]}), encoding="utf-8")
    return path


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["QT_SCALE_FACTOR"] = f"{args.scale:g}"
    with tempfile.TemporaryDirectory(prefix="gin-tour-screen-") as folder:
        if os.environ["QT_QPA_PLATFORM"] == "offscreen":
            config = screen_config(Path(folder), args.size, args.scale, args.screen)
            os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
        report = run(args)
    bad = clipped = 0
    for scene in report["scenes"]:
        problems = scene["overlaps"] + scene["card_codes"] + scene["off_screen"]
        flag = "ok" if not problems else f"{len(problems)} problem(s)"
        print(f"{scene['name']:<28} {flag}")
        for problem in problems:
            print(f"    {problem}")
        for clip in scene["clipped"]:
            print(f"    (clipped) {clip}")
        bad += len(problems)
        clipped += len(scene["clipped"])
    # Clipped texts are counted apart: most are a label's own "…" with its tooltip.
    print(f"{len(report['scenes'])} scenes, {bad} problem(s), {clipped} clipped: "
          f"{args.out / 'tour.json'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
