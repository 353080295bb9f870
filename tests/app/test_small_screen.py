"""The window on a small logical screen: a 1366x768 laptop at 150 % is 911x512 logical
pixels, a 1280x720 one at 125 % 1024x576. The first window, with the first start's notice,
and a window restored from a bigger screen both fit the screen, and the table shows the
hand, its buttons and the status line whole, each clear of the others.

Each case runs the real window in a fresh process on the offscreen platform given a screen
of that size (``conftest.run_on_screen``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot

from gin_desktop.app.main import MainWindow
from gin_desktop.app.screen_fit import FRAME_MARGIN, FRAME_TITLE_MARGIN
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.table.items import ButtonItem, PileFanItem, PillItem, SeatLabelItem
from gin_desktop.engine import ActionKind

from .conftest import GameEnv, run_on_screen

# Printed as JSON by the child: rectangles (x, y, width, height) in screen coordinates,
# the table's items in its viewport's.
_PROGRAM = """
import json, sys
from PySide6.QtCore import QPointF, QRect, QRectF, QSettings
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv)
from gin_desktop.app.main import MainWindow
from gin_desktop.app.settings import Settings

def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]

def on_screen(widget):
    return rect(QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size()))

settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
restored = sys.argv[2] == "restored"
returning = sys.argv[2] == "returning"
if restored:
    settings.welcomed = True
    # The size and place saved on a bigger screen.
    big = MainWindow(settings)
    big.resize(1280, 800)
    big.move(300, 200)
    settings.window_geometry = big.saveGeometry()
    big.deleteLater()
if returning:
    # The first start, its welcome shown, closed: its layout saved with the notice.
    first = MainWindow(settings)
    first.show()
    while not (first.model.has_match and first.notice_bar.isVisible()):
        app.processEvents()
    first.close()
    first.model.shutdown(5000)
window = MainWindow(settings)
window.show()
while not (window.model.has_match and window.persistence is not None
           and (restored or returning or window.notice_bar.isVisible())):
    app.processEvents()
for _ in range(50):
    app.processEvents()
if returning:
    # The first notice this window shows: Help > Getting started's, its longest.
    window.getting_started_action.trigger()
    for _ in range(50):
        app.processEvents()
view = window.table
scene = view.table_scene()
def on_port(item):
    # What the item paints on (its size, without a shadow): the view shows the scene 1:1.
    size = item.size() if hasattr(item, "size") else item.boundingRect().size()
    box = item.mapRectToScene(QRectF(QPointF(0, 0), size))
    return [box.x(), box.y(), box.width(), box.height()]
status = window.status_line.turn_label
print(json.dumps({
    "screen": rect(window.screen().availableGeometry()),
    "frame": rect(window.frameGeometry()),
    "notice": window.notice_bar.isVisible(),
    "port": on_screen(view.viewport()),
    "cards": [on_port(scene.card_item(card)) for card in view.hand_order()],
    "buttons": [on_port(b) for b in scene._controls.buttons if b.isVisible()],
    "status": on_screen(status) if status.isVisible() and status.text() else None,
}))
window.close()
window.model.shutdown(5000)
"""

Rect = list[float]


def _inside(inner: Rect, outer: Rect) -> bool:
    return (inner[0] >= outer[0] and inner[1] >= outer[1]
            and inner[0] + inner[2] <= outer[0] + outer[2]
            and inner[1] + inner[3] <= outer[1] + outer[3])


def _overlap(a: Rect, b: Rect) -> bool:
    return (a[0] < b[0] + b[2] and b[0] < a[0] + a[2]
            and a[1] < b[1] + b[3] and b[1] < a[1] + a[3])


def _open(game_env: GameEnv, tmp_path: Path, screen: tuple[int, int], how: str
          ) -> dict[str, object]:
    report: dict[str, object] = run_on_screen(game_env, tmp_path, screen, _PROGRAM, how,
                                              timeout=120)
    return report


def _check_fits(report: dict[str, object]) -> None:
    screen, frame, port = report["screen"], report["frame"], report["port"]
    assert isinstance(screen, list) and isinstance(frame, list) and isinstance(port, list)
    assert _inside(frame, screen), f"the window {frame} is larger than the screen {screen}"
    assert _inside(port, screen)
    local = [0, 0, port[2], port[3]]
    cards, buttons = report["cards"], report["buttons"]
    assert isinstance(cards, list) and isinstance(buttons, list)
    assert len(cards) >= 10 and buttons  # the hand, and Sort (Take and Pass at the offer)
    for item in cards + buttons:
        assert _inside(item, local), f"{item} is not all inside the table {local}"
    for button in buttons:
        assert not any(_overlap(button, card) for card in cards), f"{button} covers a card"
        assert not any(_overlap(button, other) for other in buttons if other is not button)
    status = report["status"]
    assert isinstance(status, list), "the status line shows no prompt"
    assert _inside(status, screen) and not _overlap(status, port)


@pytest.mark.parametrize("screen", [(911, 512), (1024, 576)])
def test_the_first_window_with_its_notice_fits_a_small_screen_and_shows_the_hand(
        game_env: GameEnv, tmp_path: Path, screen: tuple[int, int]) -> None:
    report = _open(game_env, tmp_path, screen, "first")
    assert report["notice"]  # "New to Gin Rummy? ..." under the toolbar
    _check_fits(report)


def test_getting_started_keeps_a_returning_players_window_within_a_small_screen(
        game_env: GameEnv, tmp_path: Path) -> None:
    # Started again (a layout saved with the first start's welcome), the window had
    # shown no notice yet: the hidden label kept the 44 pixels the restored layout gave
    # it, Getting started's words wrapped there were twenty lines, and the window grew to
    # 983 pixels on a 1024x600 screen, the hand below its bottom edge (s65).
    report = _open(game_env, tmp_path, (1024, 576), "returning")
    assert report["notice"]
    _check_fits(report)


def test_a_window_saved_on_a_bigger_screen_is_brought_within_a_small_one(
        game_env: GameEnv, tmp_path: Path) -> None:
    report = _open(game_env, tmp_path, (911, 512), "restored")
    _check_fits(report)


def _box(item: QGraphicsItem) -> QRectF:
    """What the item paints on, without its shadow (``size``), in scene units."""
    size = item.size() if hasattr(item, "size") else item.boundingRect().size()
    return item.mapRectToScene(QRectF(QPointF(0, 0), size))


def test_on_a_short_table_in_czech_no_caption_covers_another_or_a_card(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        language: Callable[[str], None]) -> None:
    """At 911x512 the table is about 490x290: the cards are small, the type is not (it
    stops at 11 px), so the counters ("Balíček 31", "Hromádka 1 ▾") are wider than the cards
    they stand under, and the prompt, the name plates and the Sort buttons take more than
    their share of the height. None covers another, nor a card of the hand."""
    language("cs")
    setup = GameSetup(levels=("human", "standard"), names=("Ana", "Computer"), seed=3,
                      first_dealer=1)  # the computer deals: the person is offered the upcard
    win = make_window()
    win.resize(895, 420)
    qtbot.waitExposed(win)
    win.model.start(setup)
    win.model.set_computer_delay(0)
    qtbot.waitUntil(lambda: ActionKind.TAKE_UPCARD in {
        a.kind for a in win.model.human_view().legal_actions}, timeout=5000)
    QApplication.processEvents()
    view = win.table
    assert view.viewport().height() < 330  # the short table this is about
    scene = view.table_scene()
    table = scene.sceneRect()
    texts = [i for i in scene.items() if i.isVisible() and isinstance(
        i, PillItem | ButtonItem | SeatLabelItem) and _box(i).width() > 0]
    words = {id(i): getattr(i, "text", lambda: type(i).__name__)() for i in texts}
    assert {"Balíček 31", "Hromádka 1 ▾"} <= set(words.values())
    cards = [_box(scene.card_item(card)) for card in view.hand_order()]
    for n, item in enumerate(texts):
        box = _box(item)
        assert table.contains(box), f"{words[id(item)]!r} leaves the table"
        for other in texts[n + 1:]:
            assert not box.intersects(_box(other)), (words[id(item)], words[id(other)])
        assert not any(box.intersects(card) for card in cards), words[id(item)]


# Printed as JSON by the child: the New game dialog on the screen given, two-player, then
# three-hand (the taller: a second computer's level and description).
_DIALOG_PROGRAM = """
import json, sys
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QFont
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

app = QApplication(sys.argv)
points = float(sys.argv[3])  # the desktop's type, in points; 0: the usual type
if points:
    font = QFont(app.font())
    font.setPointSizeF(points)
    app.setFont(font)
from gin_desktop.app import i18n
i18n.install_translators(app, sys.argv[2])
from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.dialogs.wrapping import WrappingCheckBox, WrappingRadioButton
from gin_desktop.app.settings import Settings

def on_screen(widget):
    r = QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())
    return [r.x(), r.y(), r.width(), r.height()]

settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
dialog = NewGameDialog(settings)
dialog.show()
wrapping = [*dialog.findChildren(WrappingCheckBox), *dialog.findChildren(WrappingRadioButton)]
shown = []
for mode in ("two", "three"):
    if mode == "three":
        QTest.mouseClick(dialog.three_hand, Qt.MouseButton.LeftButton)
    for _ in range(50):
        app.processEvents()
    deal = dialog.findChild(QPushButton, "deal_button")
    area = dialog.screen().availableGeometry()
    shown.append({
        "mode": mode,
        "screen": [area.x(), area.y(), area.width(), area.height()],
        "dialog": on_screen(dialog),
        "deal": on_screen(deal),
        "scrolls": bool(getattr(dialog, "body", None)
                        and dialog.body.verticalScrollBar().isVisible()),
        "sideways": bool(getattr(dialog, "body", None)
                         and dialog.body.horizontalScrollBar().isVisible()),
        "three_shown": dialog.three_hand.isChecked(),
        "frame": [dialog.frameGeometry().x(), dialog.frameGeometry().y(),
                  dialog.frameGeometry().width(), dialog.frameGeometry().height()],
        # The choices whose words have fewer lines' height than they need at their width.
        "cut_short": [b.text() for b in wrapping if b.isVisible()
                      and b.height() < b.heightForWidth(b.width())],
    })
print(json.dumps(shown))
"""


def new_game_dialog(game_env: GameEnv, tmp_path: Path, screen: tuple[int, int],
                    code: str, points: float = 0) -> list[dict[str, object]]:
    """The New game dialog as shown on ``screen`` in ``code``'s words, with the desktop's
    type at ``points`` (0: the usual type): two-player, then three-hand."""
    shown: list[dict[str, object]] = run_on_screen(game_env, tmp_path, screen,
                                                   _DIALOG_PROGRAM, code, str(points),
                                                   timeout=120)
    return shown


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_new_game_dialog_and_its_deal_button_fit_a_small_screen(
        game_env: GameEnv, tmp_path: Path, code: str) -> None:
    """At 911x512 the dialog was 544 px tall (Spanish), its Deal and Cancel buttons below
    the screen's bottom: now its choices scroll and the buttons stay on the screen, with
    room left for the title bar. On an 800x600 screen it fits narrow (the scroll bar's
    room is asked for, not required: 785 px wide with it, and 784 of room)."""
    for screen in ((911, 512), (895, 420), (800, 600)):
        for shown in new_game_dialog(game_env, tmp_path, screen, code):
            area, dialog, deal = shown["screen"], shown["dialog"], shown["deal"]
            assert isinstance(area, list) and isinstance(dialog, list)
            assert isinstance(deal, list)
            assert area == [0, 0, *screen]
            assert _inside(dialog, area), (screen, shown)
            assert dialog[2] <= screen[0] - FRAME_MARGIN, (screen, shown)
            assert dialog[3] <= screen[1] - FRAME_TITLE_MARGIN, (screen, shown)
            assert _inside(deal, dialog), (screen, shown)
            if screen[1] < 600:
                assert shown["scrolls"]  # the choices that do not fit are a scroll away
        assert shown["three_shown"]


def test_on_a_large_screen_the_new_game_dialog_shows_every_choice_without_scrolling(
        game_env: GameEnv, tmp_path: Path) -> None:
    """Three-hand too, whose choices are wider in Spanish ('Ordenador 1, nivel:'): the
    dialog sized for two players scrolled them sideways by four pixels."""
    for shown in new_game_dialog(game_env, tmp_path, (1366, 768), "es"):
        assert shown["scrolls"] is False, shown
        assert shown["sideways"] is False, shown
        dialog = shown["dialog"]
        assert isinstance(dialog, list) and _inside(dialog, [0, 0, 1366, 768])


@pytest.mark.parametrize("code", ["en", "es"])
def test_on_a_short_table_the_opened_pile_stays_above_the_opponents_name(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        language: Callable[[str], None], code: str) -> None:
    """At 895x420 the discard pile, opened by a click on its counter, ran over the
    opponent's name plate: its cards are smaller there, the plate stays readable."""
    if code != "en":
        language(code)
    win = make_window()
    win.resize(895, 420)
    qtbot.waitExposed(win)
    win.model.start(GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                              seed=3, first_dealer=1))
    win.model.set_computer_delay(0)
    model = win.model
    for _ in range(200):  # plain play until the pile holds a few cards and you draw
        assert model.wait_idle(5000)
        view = model.human_view()
        if len(view.discard_pile) >= 5 and ActionKind.DRAW_STOCK in {
                a.kind for a in view.legal_actions}:
            break
        if model.is_human_turn():
            assert model.play(model.hint().action)
    else:
        raise AssertionError("no draw with five cards on the pile")
    QApplication.processEvents()
    scene = win.table.table_scene()
    counter = next(i for i in scene.items() if getattr(i, "clickable", False) and i.isVisible())
    point = win.table.mapFromScene(_box(counter).center())
    QTest.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)
    QApplication.processEvents()
    fan = next(i for i in scene.items() if isinstance(i, PileFanItem) and i.isVisible())
    assert fan.isVisible() and len(fan.cards) >= 5
    plates = [i for i in scene.items() if isinstance(i, SeatLabelItem) and i.isVisible()]
    assert plates
    for plate in plates:
        assert not _box(fan).intersects(_box(plate)), plate.text()
    assert scene.sceneRect().contains(_box(fan))
