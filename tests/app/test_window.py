"""The main window: a live match on first show, menus with their shortcuts, the toolbar,
the status line (turn, messages in words with an icon, thinking), notices, live settings,
resuming through persistence, and the crash guard. Real widgets throughout (offscreen).
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from gin_desktop.ai import make_strategy
from gin_desktop.app import i18n
from gin_desktop.app import main as main_module
from gin_desktop.app.advice_text import advice_inline, describe_action
from gin_desktop.app.main import MainWindow, install_exception_hook
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.deal_code import DealRef, deal_code, parse_deal
from gin_desktop.app.scorepad import KIND_ROLE
from gin_desktop.app.settings import Settings
from gin_desktop.engine import (
    DECK_VERSION, DRAW_STOCK, PASS_UPCARD, ActionKind, Phase, RuleSet, load_match, new_match,
)

#: Seeds whose first hand offers the upcard to seat 0 (the person) first.
SEAT_0_FIRST = 3


def plain(text: str) -> str:
    return text.replace("&", "").rstrip("…")


@pytest.fixture(autouse=True)
def _isolated(window_isolation: None) -> None:
    """Keep the person's real settings and saves out of every test here."""


def start_seat_0_first(window: MainWindow) -> None:
    window.start_match(GameSetup(levels=("human", "standard"), seed=SEAT_0_FIRST))
    assert window.model.wait_idle(5000)
    assert window.model.match.to_act == 0


def test_the_window_shows_a_live_match(make_window: Any) -> None:
    window = make_window()
    assert window.centralWidget() is window.table
    assert window.model.match.phase is not Phase.MATCH_OVER
    assert window.model.setup.names[0] == "Ana"  # the settings' default setup
    assert window.status_line.turn_label.text() == window.model.status_text()
    assert window.score_dock.isVisible()
    assert window.windowTitle() == "Gin Rummy"
    assert not window.windowIcon().isNull()
    image = window.grab()
    assert not image.isNull() and image.width() >= 1000


def test_menus_show_their_shortcuts(make_window: Any) -> None:
    window = make_window()

    def keys(menu_name: str) -> dict[str, str]:
        menu = {plain(m.title()): m for m in window.menus()}[menu_name]
        return {plain(a.text()): a.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
                for a in menu.actions() if not a.isSeparator()}

    game = keys("Game")
    assert game["New game"] == "Ctrl+N"
    assert game["Quit"] == "Ctrl+Q"
    for name in ("Replay deal #", "Statistics", "Settings"):
        assert name in game
    play = keys("Play")
    assert play["Hint"] == "H"
    # Take reads "Take upcard" or "Take from the pile", as the turn is (test_menu_take_words).
    for name in ("Draw from stock", plain(window.take_action.text()), "Pass", "Knock",
                 "Next hand", "Sort by rank", "Sort by suit", "Sort by melds"):
        assert play[name], name  # every play command has a key shown in the menu
    help_ = keys("Help")
    assert help_["Rules"] == "F1"
    assert "Keyboard shortcuts" in help_ and "About Gin Rummy" in help_


def test_the_toolbar_has_the_most_used_commands(make_window: Any) -> None:
    window = make_window()
    names = {a.objectName() for a in window.toolbar.actions()}
    assert {"new_game", "hint", "next_hand"} <= names


def test_sorting_is_offered_once_on_the_table_not_again_in_the_toolbar(
        make_window: Any) -> None:
    """The table's Sort buttons sit by the hand; the toolbar does not repeat them, while
    the Play menu and the keys still sort."""
    window = make_window()
    sorts = {"sort_rank", "sort_suit", "sort_melds"}
    assert not sorts & {a.objectName() for a in window.toolbar.actions()}
    texts = [w.text() for w in window.toolbar.findChildren(QLabel)]
    assert not any(t.startswith("Sort") for t in texts)
    assert sorts <= {a.objectName() for a in window.play_menu.actions()}
    assert all(a.shortcut().toString() for a in window.play_menu.actions()
               if a.objectName() in sorts)


def test_play_commands_follow_the_legal_moves(make_window: Any) -> None:
    window = make_window()
    start_seat_0_first(window)
    assert window.pass_action.isEnabled() and window.take_action.isEnabled()
    assert not window.draw_action.isEnabled()
    assert not window.next_hand_action.isEnabled()
    window.pass_action.trigger()
    assert window.model.wait_idle(5000)
    history = window.model.human_view().history
    assert history[0].seat == 0 and history[0].kind == "pass"
    assert window.status_line.turn_label.text() == window.model.status_text()


def test_a_refusal_is_shown_in_words_with_an_icon(make_window: Any) -> None:
    window = make_window()
    start_seat_0_first(window)
    assert not window.model.play(DRAW_STOCK)  # the upcard must be taken or passed first
    line = window.status_line
    assert line.message.isVisibleTo(window)
    assert line.message_kind == "error"
    assert "upcard" in line.message_text()
    pixmap = line.message_icon.pixmap()
    assert pixmap is not None and not pixmap.isNull()
    # The next move clears it.
    assert window.model.play(PASS_UPCARD)
    assert line.message_text() == ""


def test_hint_says_what_to_do_and_why(make_window: Any) -> None:
    window = make_window()
    start_seat_0_first(window)
    assert window.hint_action.isEnabled()
    window.hint_action.trigger()
    line = window.status_line
    assert line.message_kind == "hint"
    assert line.message_text().startswith("Hint: ")
    advice = window.model.hint()
    assert advice_inline(advice) in line.message_text()


def test_the_hint_speaks_the_players_language(make_window: Any, qapp: QApplication) -> None:
    """Issue "Every player": the reason, not only the move, is in Spanish."""
    locale = QLocale()
    i18n.install_translators(qapp, "es")
    try:
        window = make_window()
        start_seat_0_first(window)
        window.hint_action.trigger()
        advice = window.model.hint()
        text = window.status_line.message_text()
        assert text.startswith("Pista: ")
        assert advice_inline(advice) in text
        assert advice.reason not in text  # the English line
    finally:
        i18n.remove_translators(qapp)
        QLocale.setDefault(locale)


def test_the_thinking_indicator_follows_the_model(make_window: Any) -> None:
    window = make_window()
    window.model.thinking_changed.emit(True)
    assert window.status_line.thinking.isVisibleTo(window)
    window.model.thinking_changed.emit(False)
    assert not window.status_line.thinking.isVisibleTo(window)


def test_the_status_line_says_who_is_thinking_once(make_window: Any, qtbot: Any) -> None:
    """While the computer thinks, the prompt says so and the indicator beside it is a
    busy bar: the words were shown twice, side by side."""
    window = make_window()
    # Ana deals: the computer is offered the upcard first.
    window.start_match(GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                                 seed=7, first_dealer=0))
    qtbot.waitUntil(lambda: window.model.is_thinking, timeout=5000)
    line = window.status_line
    assert line.thinking.isVisibleTo(window)
    shown = [label.text() for label in line.findChildren(QLabel) if label.isVisibleTo(window)]
    assert sum("thinking" in text for text in shown) == 1, shown
    assert line.busy.accessibleName() == "Computer is thinking…"


def test_show_notice_shows_a_banner(make_window: Any) -> None:
    window = make_window()
    assert not window.notice_bar.isVisibleTo(window)
    window.show_notice("could not read current-match.json; kept aside as x.damaged")
    assert window.notice_bar.isVisibleTo(window)
    assert "kept aside" in window.notice_bar.text()
    window.notice_bar.dismiss()
    assert not window.notice_bar.isVisibleTo(window)


def test_unreadable_settings_give_one_notice(make_window: Any, tmp_path: Path) -> None:
    ini = tmp_path / "broken.ini"
    ini.write_text("[table]\ndeck_style=purple\ncolour=nope\n", encoding="utf-8")
    window = make_window(Settings(QSettings(str(ini), QSettings.Format.IniFormat)))
    text = window.notice_bar.text()
    assert "deck style" in text and "table colour" in text
    assert text.count("\n") == 0  # one notice


def test_settings_apply_live_to_the_table(make_window: Any, settings: Settings,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    calls: list[tuple[str, object]] = []
    for name in ("set_deck_style", "set_card_back", "set_table_colour",
                 "set_animation_speed"):
        monkeypatch.setattr(window.table, name,
                            lambda value, n=name: calls.append((n, value)))
    settings.deck_style = "large-index"
    settings.card_back = "red"
    settings.table_colour = "#224466"
    monkeypatch.delenv("GIN_DESKTOP_ANIMATION_SPEED")
    settings.animation_speed = 2.0
    assert ("set_deck_style", "large-index") in calls
    assert ("set_card_back", "red") in calls
    assert any(n == "set_table_colour" and v.name() == "#224466"  # type: ignore[attr-defined]
               for n, v in calls)
    assert ("set_animation_speed", 2.0) in calls
    assert window.model.computer_delay == 1000  # the pause before computer moves scales too


def test_the_default_setup_starts_when_nothing_is_resumed(
        make_window: Any, settings: Settings) -> None:
    settings.default_setup = GameSetup(mode="three", levels=("human", "strong", "beginner"),
                                       names=("Ana", "Computer 1", "Computer 2"))
    window = make_window()
    assert window.model.setup.mode == "three"
    assert window.model.setup.levels == ("human", "strong", "beginner")
    assert window.captain_action.isVisible()


def test_a_resume_offered_on_first_show_replaces_the_new_game(
        make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = new_match(RuleSet(), seed=4242)
    offers: list[str] = []

    class Resuming:
        def __init__(self, window: MainWindow) -> None:
            self.window = window

        def offer_resume(self) -> bool:
            offers.append("offer")
            self.window.model.resume(saved, GameSetup(seed=4242))
            return True

        def show_statistics(self) -> None:
            offers.append("stats")

    monkeypatch.setattr(main_module, "_persistence_class", lambda: Resuming)
    window = make_window()
    assert offers == ["offer"]
    assert window.model.match is saved
    window.statistics_action.trigger()
    assert offers == ["offer", "stats"]


def test_the_window_works_without_persistence(
        make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "gin_desktop.app.persistence", None)  # ImportError
    window = make_window()
    assert window.persistence is None
    assert not window.statistics_action.isEnabled()
    assert window.model.has_match


def test_the_score_pad_follows_the_hands(make_window: Any) -> None:
    window = make_window()
    start_seat_0_first(window)
    model = window.model
    human = make_strategy("standard", 5).choose
    for _ in range(300):
        if len(model.match.results) == 2:
            break
        assert model.wait_idle(5000)
        if model.match.phase is Phase.HAND_OVER:
            window.next_hand_action.trigger()
        elif model.match.to_act == model.human_seat:
            assert model.play(human(model.human_view()))
    pad = window.score_dock.score_model
    assert [pad.data(pad.index(r, 0), KIND_ROLE) for r in range(pad.rowCount())] \
        == ["hand", "hand", "total"]


def test_keyboard_shortcut_passes_the_upcard(make_window: Any, qtbot: QtBot) -> None:
    window = make_window()
    start_seat_0_first(window)
    window.activateWindow()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_X)  # type: ignore[no-untyped-call]
    assert window.model.wait_idle(5000)
    assert window.model.human_view().history[0].kind == "pass"


def test_shortcuts_window_lists_the_menus(make_window: Any, qtbot: QtBot) -> None:
    window = make_window()
    seen: list[list[tuple[str, str]]] = []

    def close_it() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            seen.append(dialog.rows())  # type: ignore[attr-defined]
            dialog.close()

    QTimer.singleShot(0, close_it)
    window.show_shortcuts()
    assert ("Hint", "H") in seen[0]


def test_rules_open_without_blocking(make_window: Any) -> None:
    window = make_window()
    window.rules_action.trigger()
    rules = window._rules_window
    assert rules is not None and rules.isVisible() and not rules.isModal()
    assert "Hollywood Gin" in rules.headings()


def test_the_rules_window_gives_the_numbers_of_the_match_on_the_table(
        make_window: Any) -> None:
    """Help ▸ Rules names the bonuses of the rules being played: the eaai preset's undercut
    bonus is 25, not the rulebook's 10; a new match with other rules changes them."""
    window = make_window()
    window.start_match(GameSetup(levels=("human", "standard"), rules=RuleSet.preset("eaai")))
    window.rules_action.trigger()
    rules = window._rules_window
    assert rules is not None
    assert "undercut bonus of 25 " in rules.browser.toPlainText()
    window.start_match(GameSetup(levels=("human", "standard"),
                                 rules=RuleSet.preset("classic")))
    text = rules.browser.toPlainText()
    assert "undercut bonus of 10 " in text and "gin bonus of 20 " in text


def test_an_unexpected_error_is_shown_and_the_game_goes_on(
        make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    hook = install_exception_hook(window)
    shown: list[str] = []

    def close_box() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            shown.append(box.text() + "\n" + box.informativeText())
            box.close()

    QTimer.singleShot(0, close_box)
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        hook(*sys.exc_info())
    assert shown and "boom" in shown[0] and "saved" in shown[0]
    assert window.isVisible() and window.model.has_match


def test_describe_action_reads_as_words() -> None:
    from gin_desktop.engine import Action, Card

    assert describe_action(Action.discard(Card.from_text("9S"))) == "discard the 9♠"
    assert describe_action(Action.knock(Card.from_text("TH"))) == "knock, discarding the 10♥"
    assert describe_action(DRAW_STOCK) == "draw from the stock"
    assert {a.kind for a in (DRAW_STOCK, PASS_UPCARD)} == {ActionKind.DRAW_STOCK,
                                                          ActionKind.PASS_UPCARD}


def test_run_starts_the_app_and_returns_its_exit_code(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from gin_desktop.app import i18n

    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "config"))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    app = QApplication.instance()
    assert app is not None
    windows: list[MainWindow] = []

    def stop() -> None:
        found = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)
                 and w.isVisible()]
        windows.extend(found)
        if found and found[0].model.has_match:
            app.exit(7)
        else:
            QTimer.singleShot(20, stop)

    QTimer.singleShot(0, stop)
    try:
        assert main_module.run(["gin-desktop", "--lang", "en"]) == 7
    finally:
        i18n.remove_translators()
        for window in windows:
            window.close()
    assert QApplication.applicationName() == "gin-desktop"
    assert QApplication.organizationName() == "gin_desktop"
    assert windows and isinstance(sys.excepthook, main_module._ExceptionHook)


def test_replaying_the_deal_on_the_table_gives_the_same_cards_to_the_same_seats(
        make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Game ▸ Replay deal #… offers the deal being played; replaying it deals the same
    cards to the same seats with the same dealer, even for a later hand of a match."""
    from gin_desktop.app.dialogs import confirm, new_game

    window = make_window()
    model = window.model
    model.start(GameSetup(levels=("human", "standard"), names=("Ana", "Computer"),
                          seed=5))
    match = model.match
    # Play computer-only moves for the person until hand 2 is dealt.
    strategy = make_strategy("standard", 1)
    while match.hand_number < 2:
        if model.is_human_turn():
            if match.phase is Phase.HAND_OVER:
                model.next_hand()
            else:
                model.play(strategy.choose(model.human_view()))
        model.wait_idle(5000)
    hand = match.hand
    before = (hand.deal_number, hand.dealer, tuple(sorted(hand.hands[0])),
              tuple(sorted(hand.hands[1])), hand.upcard)
    offered: list[int | None] = []

    def ask(parent: object, current: int | None = None,
            code: str | None = None) -> DealRef | None:
        offered.append(current)
        return DealRef(current) if current is not None else None

    monkeypatch.setattr(new_game.ReplayDealDialog, "ask_deal", staticmethod(ask))
    # The question before ending the match is tested in test_end_match.py.
    monkeypatch.setattr(confirm, "confirm_end_match", lambda *_a, **_k: True)
    window.replay_deal()
    again = model.match.hand
    assert offered == [before[0]]
    assert (again.deal_number, again.dealer, tuple(sorted(again.hands[0])),
            tuple(sorted(again.hands[1])), again.upcard) == before
    assert model.match.hand_number == 1


def test_replaying_a_deal_of_an_old_save_deals_the_same_cards(
        make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A match saved before deck version 2 (schema 1) numbered its deals with the old
    shuffle: Replay deal on it shuffles deal #N as that match did, so the same cards come
    to the same seats, and says so in the save."""
    from gin_desktop.app.dialogs import confirm, new_game

    saves = Path(__file__).parents[1] / "engine" / "golden" / "v1_saves"
    old, _ = load_match((saves / "seeds-two-123456.json").read_text())
    saved = json.loads((saves / "seeds-two-123456.state.json").read_text())
    assert old.deck_version == 1 and old.hand_number > 1
    window = make_window()
    model = window.model
    model.resume(old, GameSetup(levels=("human", "standard"), rules=old.rules))
    monkeypatch.setattr(new_game.ReplayDealDialog, "ask_deal",
                        staticmethod(lambda parent, current=None, code=None: DealRef(current)))
    monkeypatch.setattr(confirm, "confirm_end_match", lambda *_a, **_k: True)
    window.replay_deal()
    match = model.match
    assert match is not old and match.deck_version == 1 and match.hand_number == 1
    state = match.table_state()
    assert (state.deal_number, state.dealer) == (saved["deal_number"], saved["dealer"])
    assert state.deal == old.table_state().deal
    assert json.loads(model.to_json())["deck_version"] == 1
    # A new random deal from there is shuffled the current way.
    model.start(dataclasses.replace(model.setup, seed=None))
    assert model.match.deck_version == DECK_VERSION


def test_a_deal_code_of_an_old_match_replays_its_cards_on_a_current_table(
        make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A deal code says the deck version that shuffled its deal: copied from a match saved
    before deck version 2 and replayed while a current match is on the table, it deals
    the old match's cards to the same seats (RULES.md "Every deal is reproducible from its
    seed")."""
    from gin_desktop.app.dialogs import confirm, new_game

    saves = Path(__file__).parents[1] / "engine" / "golden" / "v1_saves"
    old, _ = load_match((saves / "seeds-two-123456.json").read_text())
    shown = old.table_state()
    code = deal_code(shown.deal_number, shown.dealer, shown.deck_version)
    window = make_window()
    model = window.model
    assert model.match.deck_version == DECK_VERSION != shown.deck_version
    monkeypatch.setattr(new_game.ReplayDealDialog, "ask_deal",
                        staticmethod(lambda parent, current=None, shown=None: parse_deal(code)))
    monkeypatch.setattr(confirm, "confirm_end_match", lambda *_a, **_k: True)
    window.replay_deal()
    state = model.match.table_state()
    assert state.deck_version == 1 and model.match.hand_number == 1
    assert (state.deal_number, state.dealer, state.deal) == (
        shown.deal_number, shown.dealer, shown.deal)
