"""A keyboard-only match in the game window (issues "Every player", "A blind player can play
a whole match"): every dialog opens and closes by keys, the focus comes back to the table
each time, and a hand is played with keys alone."""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.confirm import match_in_progress
from gin_desktop.app.main import MainWindow
from gin_desktop.app.model import GameModel
from gin_desktop.app.prompts import card_name
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import ActionKind, NextDealer, Phase, RuleSet

Key = Qt.Key
Mod = Qt.KeyboardModifier


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
           ) -> Iterator[MainWindow]:
    monkeypatch.setenv("GIN_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("GIN_DESKTOP_ANIMATION_SPEED", "0")
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    # A fixed deal and dealer, and a target no single hand reaches: the last step presses N
    # for the next hand, which a match won in one hand (gin against ~80 deadwood) would not
    # have.
    fixed = GameSetup(levels=("human", "standard"), seed=7, first_dealer=0,
                      rules=RuleSet(target=500))
    settings.default_setup = fixed  # stored without its deal number and dealer
    settings.welcomed = True  # no first-start notice: its dismiss button is on the Tab chain
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.model.has_match, timeout=5000)
    assert win.model.wait_idle(5000)
    # The start dealt at random (the stored choices have no deal number): deal the fixed
    # one, or a deal where the computer knocks at once ends the hand before a test begins.
    win.start_match(fixed)
    assert win.model.setup.seed == 7 and win.model.wait_idle(5000)
    yield win
    win.close()
    win.model.shutdown(5000)


def keys(key: Qt.Key, modifier: Qt.KeyboardModifier = Mod.NoModifier) -> None:
    """A key press where the keyboard focus is, as a person types it."""
    target = (QApplication.activePopupWidget() or QApplication.focusWidget()
              or QApplication.activeWindow())
    assert target is not None
    QTest.keyClick(target, key, modifier)


def other_window(main: QWidget) -> QWidget | None:
    modal = QApplication.activeModalWidget()
    if modal is not None:
        return modal
    shown = [w for w in QApplication.topLevelWidgets()
             if w.isVisible() and w is not main and w.isWindow() and w.windowTitle()]
    return shown[-1] if shown else None


def open_and_close(main: MainWindow, qtbot: QtBot, open_keys: Callable[[], None]) -> str:
    """Open a dialog by keys, close it with Escape; the dialog's title."""
    seen: list[str] = []
    held = weakref.ref(main)  # weakly, as in ``answer_by_keys``: ``close`` holds itself

    def close() -> None:
        window = held()
        if window is None:
            return
        dialog = other_window(window)
        if dialog is None:
            QTimer.singleShot(20, close)
            return
        seen.append(dialog.windowTitle())
        focus = QApplication.focusWidget()
        QTest.keyClick(focus if focus is not None and focus.window() is dialog else dialog,
                       Key.Key_Escape)

    QTimer.singleShot(0, close)
    open_keys()
    qtbot.waitUntil(lambda: bool(seen) and other_window(main) is None, timeout=5000)
    return seen[0]


def test_every_dialog_opens_and_closes_by_keys_and_the_focus_returns_to_the_table(
        window: MainWindow, qtbot: QtBot) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    dialogs = {
        "New game": lambda: keys(Key.Key_N, Mod.ControlModifier),
        "Replay deal": lambda: keys(Key.Key_R, Mod.ControlModifier),
        "Statistics": lambda: keys(Key.Key_I, Mod.ControlModifier),
        "Settings": lambda: keys(Key.Key_Comma, Mod.ControlModifier),
        "Rules": lambda: keys(Key.Key_F1),
        "Keyboard shortcuts": lambda: keys(Key.Key_Slash, Mod.ControlModifier),
        "About": lambda: (keys(Key.Key_H, Mod.AltModifier), keys(Key.Key_A)),
    }
    for what, open_keys in dialogs.items():
        title = open_and_close(window, qtbot, open_keys)
        assert title, what
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    assert window.model.human_view().hand_number == 1  # nothing was dealt again


def test_a_hand_is_played_with_keys_alone(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    keys(Key.Key_A)  # the whole situation first, as a blind player would ask
    assert said and "Your hand, 10 cards." in said[-1]
    for _ in range(200):
        assert model.wait_idle(10_000)
        seen = model.human_view()
        if seen.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            break
        kinds = {a.kind for a in seen.legal_actions}
        if seen.phase is Phase.UPCARD_OFFER:
            keys(Key.Key_X)
        elif seen.phase is Phase.DRAW:
            keys(Key.Key_S)
        elif ActionKind.KNOCK in kinds:
            keys(Key.Key_K)
            keys(Key.Key_Return)
        else:
            keys(Key.Key_Home)  # the first card (a discard the rules allow, or refused)
            before = len(model.human_view().hand)
            keys(Key.Key_D)
            if len(model.human_view().hand) == before:  # refused: the card just taken
                keys(Key.Key_Right)
                keys(Key.Key_D)
        assert QApplication.focusWidget() is window.table
    else:
        pytest.fail("the hand never ended")
    assert model.wait_idle(10_000)
    keys(Key.Key_W)
    assert said[-1].startswith("Last moves.")
    first = model.human_view().hand_number
    keys(Key.Key_N)
    assert model.wait_idle(10_000)
    assert model.human_view().hand_number == first + 1


def to_next_panel(key: Qt.Key, modifier: Qt.KeyboardModifier = Mod.NoModifier) -> QWidget:
    """Press ``key`` until the keyboard leaves the panel it is in (Tab steps through the
    buttons drawn on the felt before it leaves the table); the panel it went to."""
    start = QApplication.focusWidget()
    for _ in range(20):
        keys(key, modifier)
        now = QApplication.focusWidget()
        if now is not start:
            assert now is not None
            return now
    pytest.fail(f"{key} never left {start}")


def assert_key_cycles_panels(window: MainWindow, key: Qt.Key) -> None:
    """``key`` goes from the table to the move log, the score pad and back to the table;
    with Shift the other way."""
    table, log, pad = window.table, window.move_log.list, window.score_dock.view
    for modifier, order in ((Mod.NoModifier, [log, pad, table]),
                            (Mod.ShiftModifier, [pad, log, table])):
        seen = [to_next_panel(key, modifier) for _ in range(3)]
        assert seen == order, (key, modifier)


def test_tab_cycles_table_move_log_score_pad_and_escape_returns_to_the_table(
        window: MainWindow, qtbot: QtBot) -> None:
    """No keyboard trap: Tab goes from the table to the move log, the score pad and back
    to the table (Shift+Tab the other way); Escape in a side panel returns to the table."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    table, log, pad = window.table, window.move_log.list, window.score_dock.view
    assert_key_cycles_panels(window, Key.Key_Tab)
    for presses, panel in ((1, log), (2, pad)):
        for _ in range(presses):
            to_next_panel(Key.Key_Tab)
        assert QApplication.focusWidget() is panel
        keys(Key.Key_Escape)
        assert QApplication.focusWidget() is table


def test_f6_moves_between_the_panels_and_skips_a_hidden_one(
        window: MainWindow, qtbot: QtBot) -> None:
    """F6 and Shift+F6 go table -> move log -> score pad and round again, as in most
    desktop programs; a panel the player closed is skipped."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    table, pad = window.table, window.score_dock.view
    assert_key_cycles_panels(window, Key.Key_F6)
    window.move_log.hide()
    keys(Key.Key_F6)
    assert QApplication.focusWidget() is pad
    keys(Key.Key_F6)
    assert QApplication.focusWidget() is table


def test_the_hands_result_ends_with_the_key_that_deals_the_next(
        window: MainWindow, qtbot: QtBot) -> None:
    """A hand played by keys to its end: the result read out ends with what to press
    ("… Scores: You: 20, Computer: 0 (game to 100). Press Next hand (N)."); the panel's
    buttons are out of a blind player's sight, who was left waiting after the score."""
    model = window.model
    assert window.accessibility is not None
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    said: list[str] = []
    window.accessibility.spoken.connect(said.append)
    play_by_keys_until(window, lambda: False)
    assert model.match.phase is Phase.HAND_OVER
    qtbot.waitUntil(lambda: any("(game to 500)" in t for t in said), timeout=3000)
    result = next(t for t in said if "(game to 500)" in t)
    assert result.endswith("(game to 500). Press Next hand (N)."), result


def test_the_score_pads_total_line_is_read_as_totals(window: MainWindow, qtbot: QtBot) -> None:
    """After a hand, F6 to the score pad and Ctrl+End to its total line: each cell says the
    player's total ("You: total 20"); it said "You: 0 points, total 20", as if the line
    were a hand that scored nothing."""
    model = window.model
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    play_by_keys_until(window, lambda: False)
    pad = window.score_dock.view
    for _ in range(3):
        if QApplication.focusWidget() is pad:
            break
        keys(Key.Key_F6)
    assert QApplication.focusWidget() is pad
    keys(Key.Key_End, Mod.ControlModifier)
    heard = []
    for _ in range(2):
        cell = QAccessible.queryAccessibleInterface(pad).focusChild()
        assert cell is not None
        heard.append(cell.text(QAccessible.Text.Name))
        keys(Key.Key_Left)
    view = model.human_view()
    assert heard == [f"Computer: total {view.scores[view.opponent]}",
                     f"You: total {view.scores[view.player]}"], heard


SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")


def test_i_says_the_prompt_with_its_cards_in_words(window: MainWindow, qtbot: QtBot) -> None:
    """I reads the status for the ear: the upcard offer names the card in words, where the
    status line shows its symbol."""
    from gin_desktop.app.prompts import card_label, card_name
    from gin_desktop.app.setup import GameSetup

    # Seed 3: the person is offered the upcard first (the fixture's own deal is random).
    window.start_match(GameSetup(levels=("human", "standard"), seed=3))
    assert window.model.wait_idle(5000)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    view = window.model.human_view()
    assert view.phase is Phase.UPCARD_OFFER and window.model.is_human_turn()
    upcard = view.discard_pile[-1]
    assert card_label(upcard) in window.status_line.turn_label.text()
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    keys(Key.Key_I)
    # The card's name set off by commas: "Take the upcard king of spades or pass" ran the
    # two together.
    assert said and said[-1].startswith(f"Take the upcard, the {card_name(upcard)}, or pass")
    assert not any(symbol in said[-1] for symbol in SUIT_SYMBOLS)


def test_r_u_m_say_how_the_hand_is_now_sorted(window: MainWindow, qtbot: QtBot) -> None:
    """The sort keys belong to the Hand menu's actions; each says the new order."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    keys(Key.Key_Right)  # a focused card stays focused through a sort
    focused = window.keyboard.focused_card()
    for key, words in ((Key.Key_R, "Hand sorted by rank"), (Key.Key_U, "Hand sorted by suit"),
                       (Key.Key_M, "Hand sorted by melds, deadwood last")):
        keys(key)
        assert said[-1] == words
        assert window.keyboard.focused_card() == focused


def answer_by_keys(main: MainWindow, answers: list[list[Qt.Key]]) -> list[str]:
    """Answer the windows that open over ``main``, in order, each with its keys typed where
    its keyboard focus is; their titles."""
    pending, seen = list(answers), []
    shown: list[QWidget] = []
    # Weakly: ``poll`` holds itself (it comes again), and over the window it left the
    # window, its table with it, to Python's collector.
    held = weakref.ref(main)

    def poll() -> None:
        window = held()
        if window is None:
            return
        dialog = other_window(window)
        if dialog is not None and dialog.isActiveWindow() and (not shown or dialog
                                                               is not shown[-1]):
            shown.append(dialog)
            seen.append(dialog.windowTitle())
            for key in pending.pop(0):
                keys(key)
        if pending:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)
    return seen


def test_a_new_game_dealt_by_keys_says_its_first_deal_and_upcard(
        window: MainWindow, qtbot: QtBot) -> None:
    """A match starts dealt, with no deal event: its first hand is said as every later
    hand's is ("Hand 1: Computer dealt; the upcard is the …"), before any move, so a blind
    player knows the game has begun and what the upcard is."""
    assert window.accessibility is not None and window.model.wait_idle(10_000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    old = window.model.match
    said: list[str] = []
    window.accessibility.spoken.connect(said.append)
    # New game: Enter deals; the question about the match in progress (once the person
    # has made a move): Tab to "Deal the new game", Space.
    answers = [[Key.Key_Return]] + ([[Key.Key_Tab, Key.Key_Space]]
                                    if match_in_progress(window.model) else [])
    seen = answer_by_keys(window, answers)
    keys(Key.Key_N, Mod.ControlModifier)
    qtbot.waitUntil(lambda: window.model.match is not old, timeout=5000)
    assert seen == ["New game", "End the match?"][:len(answers)]
    assert window.model.wait_idle(10_000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    view = window.model.human_view()
    dealer = "You" if view.dealer == view.player else "Computer"
    assert said and said[0].startswith(f"Hand 1: {dealer} dealt; the upcard is the "), said
    assert sum(t.startswith("Hand 1:") for t in said) == 1


def pass_until_drawing(model: GameModel) -> None:
    """X at each upcard offered to the person, until they are to draw. The window deals at
    random, and a hand the computer ends before that (it takes the upcard and knocks at
    once) gives way to the next (N)."""
    for _ in range(12):
        assert model.wait_idle(10_000)
        phase = model.human_view().phase
        if phase is Phase.DRAW:
            break
        keys(Key.Key_N if phase is Phase.HAND_OVER else Key.Key_X)
    assert model.human_view().phase is Phase.DRAW and model.is_human_turn()


def test_the_card_drawn_with_the_first_key_of_the_match_is_focused_so_d_discards_it(
        window: MainWindow, qtbot: QtBot) -> None:
    """S (or T, P) is the Play menu's key, not the table's: pressed first, it still starts
    keyboard play, so the card drawn gets the focus and is said ("…, just drawn"), and D
    then discards it (D had focused the first card of the hand instead)."""
    model = window.model
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    pass_until_drawing(model)
    keys(Key.Key_S)
    drawn = model.human_view().drawn_card
    assert drawn is not None
    assert window.keyboard.focused_card() == drawn
    assert "just drawn" in said[-1]
    keys(Key.Key_D)
    assert drawn not in model.human_view().hand


def screen_reader(window: MainWindow, qtbot: QtBot,
                  monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """What a screen reader is told from now on, as Qt tells it: ("announcement", its
    words) and ("focus", the focused object's name and description)."""
    qtbot.waitUntil(lambda: window.accessibility is not None, timeout=3000)
    heard: list[tuple[str, str]] = []
    update = QAccessible.updateAccessibility

    def listen(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            heard.append(("announcement", event.message()))
        elif event.type() == QAccessible.Event.Focus:
            focused = QAccessible.queryAccessibleInterface(event.object())
            heard.append(("focus", ", ".join((focused.text(QAccessible.Text.Name),
                                              focused.text(QAccessible.Text.Description)))))
        update(event)

    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(listen))
    return heard


def test_the_card_drawn_by_keys_is_said_once_to_a_screen_reader(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """S draws and the focus moves to the card drawn: the focus event says its name and
    words ("deadwood, just drawn, card 5 of 11"). An announcement of the same words came
    after it, and a screen reader said the card twice at every turn."""
    model = window.model
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    heard = screen_reader(window, qtbot, monkeypatch)
    pass_until_drawing(model)
    heard.clear()
    keys(Key.Key_S)
    drawn = model.human_view().drawn_card
    assert drawn is not None and window.keyboard.focused_card() == drawn
    name = card_name(drawn).capitalize()
    assert [kind for kind, words in heard if words.startswith(name)] == ["focus"], heard
    assert "just drawn" in next(words for kind, words in heard if kind == "focus")


def test_k_says_the_card_to_knock_with_once_and_then_the_key_that_knocks(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """K: the focus moves to the card to knock with, and its event says the card ("Seven
    of hearts, deadwood, you can knock with it, …"); the announcement after it says only
    the key, not the card's words a second time."""
    model = window.model
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    play_by_keys_until(window, lambda: ActionKind.KNOCK in {
        a.kind for a in model.human_view().legal_actions})
    assert ActionKind.KNOCK in {a.kind for a in model.human_view().legal_actions}
    keys(Key.Key_End)  # the focus away from the card K offers (the card just drawn)
    keys(Key.Key_Home)
    heard = screen_reader(window, qtbot, monkeypatch)
    keys(Key.Key_K)
    best = window.keyboard.focused_card()
    assert best is not None
    name = card_name(best).capitalize()
    assert [kind for kind, words in heard if name in words] == ["focus"], heard
    assert "you can knock with it" in heard[-2][1], heard
    assert heard[-1] == ("announcement", "Knock by discarding it face down: press Enter"), heard


def test_shift_right_says_where_the_moved_card_lies_now(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Shift+Right moves the focused card one place along the hand; the focus stays on it,
    so no focus event says anything: a screen reader heard nothing, and the player did
    not know where the card now lay."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    keys(Key.Key_Home)
    card = window.keyboard.focused_card()
    assert card is not None
    heard = screen_reader(window, qtbot, monkeypatch)
    keys(Key.Key_Right, Mod.ShiftModifier)
    assert window.table.hand_order()[1] == card
    said = [words for kind, words in heard if kind == "announcement"]
    assert said and said[-1].startswith(card_name(card).capitalize()), heard
    assert said[-1].endswith("card 2 of 10"), said


def test_w_sets_the_upcard_taken_off_with_commas_on_both_sides(
        window: MainWindow, qtbot: QtBot) -> None:
    """T takes the upcard, D discards, W reads the turn back: "You took the upcard, the
    ten of spades, and you discarded ...", the card named after "the upcard" closed by a
    comma as it is opened ("..., the ten of spades and you discarded" read as a list)."""
    model = window.model
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    assert model.wait_idle(10_000) and model.human_view().phase is Phase.UPCARD_OFFER
    upcard = model.human_view().upcard
    assert upcard is not None
    keys(Key.Key_T)
    assert model.human_view().phase is Phase.DISCARD
    keys(Key.Key_Home)
    keys(Key.Key_D)
    if model.human_view().phase is Phase.DISCARD:  # refused: the card just taken
        keys(Key.Key_Right)
        keys(Key.Key_D)
    assert model.wait_idle(10_000)
    keys(Key.Key_W)
    assert f"You took the upcard, the {card_name(upcard)}, and you discarded the " in said[-1], \
        said[-1]


def test_a_deal_that_offers_the_person_the_upcard_first_says_it_is_their_turn(
        window: MainWindow, qtbot: QtBot) -> None:
    """The person is offered the upcard first when the computer deals: no move before it
    says the next is theirs, and a blind player heard only "Hand 2: Computer dealt; the
    upcard is the …" and waited. A hand the person deals says nothing of the kind: the
    computer is offered the upcard first, and its pass says the offer is the person's."""
    model = window.model
    assert window.accessibility is not None
    said: list[str] = []
    window.accessibility.spoken.connect(said.append)
    window.start_match(GameSetup(levels=("human", "standard"), seed=7, first_dealer=0,
                                 rules=RuleSet(target=500, next_dealer=NextDealer.ALTERNATE)))
    assert model.wait_idle(10_000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    first = next(t for t in said if t.startswith("Hand 1: You dealt;"))
    assert "Your turn" not in first, first
    # The computer, offered the upcard first, passed it: the offer comes to the person.
    upcard = card_name(model.human_view().upcard)
    assert (f"Computer passed the upcard, the {upcard}. Your turn: take the upcard or pass."
            in said), said
    play_by_keys_until(window, lambda: False)
    assert model.match.phase is Phase.HAND_OVER
    said.clear()
    keys(Key.Key_N)
    assert model.wait_idle(10_000)
    dealt = next(t for t in said if t.startswith("Hand 2: "))
    assert dealt.startswith("Hand 2: Computer dealt; the upcard is the "), dealt
    assert dealt.endswith(". Your turn: take the upcard or pass."), dealt


def test_a_match_resumed_by_keys_says_where_it_stands(
        window: MainWindow, qtbot: QtBot) -> None:
    """Back to an unfinished match (Enter on the question: Resume), a blind player hears
    whose turn it is and what to do ("Discard a card"), as I would say it, not silence."""
    from gin_desktop.app.prompts import card_name

    model = window.model
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    pass_until_drawing(model)
    keys(Key.Key_S)  # the person is to discard when the window closes
    assert model.wait_idle(10_000) and model.is_human_turn()
    window.close()
    window.model.shutdown(5000)
    second = MainWindow(window.settings)
    qtbot.addWidget(second)
    said: list[str] = []
    held = weakref.ref(second)  # weakly, as in ``answer_by_keys``: ``answer`` holds itself

    def answer() -> None:
        question = QApplication.activeModalWidget()
        focus = QApplication.focusWidget()
        # Enter where the focus is, once it is in the question (a key sent before the
        # question has the focus went elsewhere, and the question waited for ever).
        if question is None or focus is None or not (focus is question
                                                      or question.isAncestorOf(focus)):
            QTimer.singleShot(20, answer)
            return
        assert question.windowTitle() == "Unfinished match"
        resumed = held()
        assert resumed is not None and resumed.accessibility is not None
        resumed.accessibility.spoken.connect(said.append)
        keys(Key.Key_Return)

    QTimer.singleShot(0, answer)
    second.resize(1280, 800)
    second.show()
    try:
        qtbot.waitUntil(lambda: bool(said), timeout=5000)
        assert second.model.human_view().phase is Phase.DISCARD
        assert said[0] == second.model.status_text(card_name)
        assert said[0].startswith("Discard a card")
    finally:
        second.close()
        second.model.shutdown(5000)


def test_after_a_hand_the_table_says_which_key_deals_the_next(
        window: MainWindow, qtbot: QtBot) -> None:
    """A blind player cannot see the Next hand button, and Tab does not reach it: the
    status (I) and the refusal of any other move say its key, "press Next hand (N)"."""
    from .test_spoken_order import play_hand_by_keys

    window.model.set_computer_delay(0)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    play_hand_by_keys(window, qtbot)
    assert window.model.human_view().phase is Phase.HAND_OVER
    assert window.accessibility is not None
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    window.accessibility.spoken.connect(said.append)
    keys(Key.Key_I)
    assert "Press Next hand (N)." in said[-1]
    keys(Key.Key_D)
    assert said[-1] == "The hand is over: press Next hand (N)"
    # With no card focused (after a knock, say), D still says so: it does not focus a card.
    window.table.scene().setFocusItem(None)
    assert window.keyboard.focused_card() is None
    keys(Key.Key_D)
    assert said[-1] == "The hand is over: press Next hand (N)"
    first = window.model.human_view().hand_number
    keys(Key.Key_N)
    assert window.model.wait_idle(10_000)
    assert window.model.human_view().hand_number == first + 1


@pytest.mark.parametrize("code, gendered", [
    ("pt", ("comprada", "comprado")), ("es", ("robada", "robado")),
    ("cs", ("líznutá", "líznutý", "líznuté")),
])
def test_the_card_just_drawn_is_said_in_words_that_fit_every_card(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None], code: str,
        gendered: tuple[str, ...]) -> None:
    """The note after the drawn card's name is one text for every card: a participle in it
    agreed with a feminine card alone ("Seis de espadas, numa trinca, acabou de ser
    comprada", "Král srdcí, právě líznutá"), so it says so without one."""
    language(code)
    model = window.model
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    pass_until_drawing(model)
    keys(Key.Key_S)
    drawn = model.human_view().drawn_card
    assert drawn is not None and window.keyboard.focused_card() == drawn
    words = said[-1].lower().split()
    assert not any(w.strip(",.") in gendered for w in words), said[-1]


def play_by_keys_until(window: MainWindow, stop: Callable[[], bool]) -> None:
    """The strong hint's move each turn, by keys, until ``stop()`` (the person to move)."""
    from gin_desktop import ai

    model = window.model
    by_kind = {ActionKind.TAKE_UPCARD: Key.Key_T, ActionKind.PASS_UPCARD: Key.Key_X,
               ActionKind.DRAW_STOCK: Key.Key_S, ActionKind.DRAW_DISCARD: Key.Key_P}
    for _ in range(300):
        assert model.wait_idle(20_000)
        QTest.qWait(5)
        if model.match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return
        if not model.is_human_turn():
            continue
        if stop():
            return
        action = ai.hint(model.human_view()).action
        if action.card is not None:
            keys(Key.Key_Home)
            for _ in range(11):
                if window.keyboard.focused_card() == action.card:
                    break
                keys(Key.Key_Right)
        if action.kind is ActionKind.DISCARD:
            keys(Key.Key_D)
        elif action.kind is ActionKind.KNOCK:
            keys(Key.Key_K)
            while window.keyboard.focused_card() != action.card:
                keys(Key.Key_Right)
            keys(Key.Key_Return)
        else:
            keys(by_kind[action.kind])
    pytest.fail("the hand did not end")


@pytest.mark.parametrize("code", ["en", "es"])
def test_i_says_the_knock_prompt_while_knock_mode_lasts(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    """In knock mode the table and the status line say "Knock: choose the card…"; I said
    "Discard a card — or knock", which the K just pressed had answered. After Escape, I
    says the turn's prompt again."""
    from gin_desktop.app.prompts import card_name, knock_mode_text

    language(code)
    model = window.model
    model.set_computer_delay(0)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    play_by_keys_until(window, lambda: ActionKind.KNOCK in {
        a.kind for a in model.human_view().legal_actions})
    assert model.human_view().phase is Phase.DISCARD
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    keys(Key.Key_K)
    assert window.table.table_scene().knock_mode
    knock = knock_mode_text()
    assert window.status_line.turn_label.text() == knock
    keys(Key.Key_I)
    assert said[-1].startswith(knock + ". "), said[-1]
    assert window.table.accessibleDescription() == said[-1]
    keys(Key.Key_Escape)
    assert not window.table.table_scene().knock_mode
    keys(Key.Key_I)
    assert said[-1].startswith(model.status_text(card_name).rstrip(".") + ". "), said[-1]
    assert knock not in said[-1]


@pytest.mark.parametrize("code", ["en", "es"])
def test_after_a_showdown_with_layoffs_the_ear_hears_the_cards_laid_off_in_words(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    """The result panel names the cards laid off ("Computer laid off 4♣ on your melds…");
    a screen reader was read the panel's symbols ("4♣"), and W and A said nothing of the
    layoffs, which no move tells. Now the panel is read with the cards in words, and W and
    A end the hand's words with the same sentence."""
    from gin_desktop.app.prompts import card_name

    language(code)
    model = window.model
    model.set_computer_delay(0)
    assert window.accessibility is not None
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    spoken: list[str] = []
    window.accessibility.spoken.connect(spoken.append)
    for _ in range(12):
        play_by_keys_until(window, lambda: False)
        assert model.wait_idle(10_000)
        QTest.qWait(20)  # the result panel is read once the table has settled
        result = model.match.last_result
        layout = result.defender_layout if result is not None else None
        if result is not None and layout is not None and layout.layoffs:
            break
        keys(Key.Key_N)
    else:
        pytest.fail("no hand with layoffs")
    names = [card_name(lay.card) for lay in layout.layoffs]
    # The panel as read: the one text with the score's sum, the same in every language.
    difference = f"{result.defender_deadwood} − {result.knocker_deadwood} = "
    qtbot.waitUntil(lambda: any(difference in t for t in spoken), timeout=3000)
    read = [t for t in spoken if difference in t]
    assert len(read) == 1, read
    assert all(name in read[0] for name in names), read[0]
    assert not any(symbol in read[0] for symbol in SUIT_SYMBOLS), read[0]
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    keys(Key.Key_W)
    # The last sentence names them, after the knock.
    last = said[-1].rstrip(".").rsplit(". ", 1)[-1]
    assert all(name in last for name in names), said[-1]
    keys(Key.Key_A)
    assert said[-1].count(last + ".") == 1, said[-1]


@pytest.mark.parametrize("code", ["en", "es"])
def test_after_a_knock_i_a_and_v_say_the_pile_the_table_shows(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    """The card knocked with lies apart on the table (face down, turned at the showdown),
    not on the discard pile; I, A and V said it was the pile's top card ("Top of the
    discard pile: seven of hearts") and counted it in the pile."""
    from gin_desktop.app.prompts import card_name

    language(code)
    model = window.model
    model.set_computer_delay(0)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    knocked = None
    for _ in range(12):
        play_by_keys_until(window, lambda: False)
        assert model.wait_idle(10_000)
        view = model.human_view()
        if view.history and view.history[-1].kind.value in ("knock", "gin"):
            knocked = view
            break
        keys(Key.Key_N)
    assert knocked is not None, "no knock in twelve hands"
    shown = window.table.table_scene().mirror.pile
    assert shown and knocked.discard_pile[:-1] == tuple(shown)
    knock_card = knocked.discard_pile[-1]
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    keys(Key.Key_I)
    assert card_name(shown[-1]) in said[-1] and card_name(knock_card) not in said[-1], said[-1]
    keys(Key.Key_V)
    assert card_name(knock_card) not in said[-1], said[-1]
    assert said[-1].count(",") == len(shown) - 1 + said[-1].split(":", 1)[0].count(","), \
        said[-1]


@pytest.mark.parametrize("code", ["en", "es"])
def test_after_a_knock_the_table_describes_the_table_now_not_the_card_knocked_with(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    """The table's accessible description held the last words announced: after K and
    Enter it still said "Seven of hearts, deadwood, knock by discarding it face down:
    press Enter", a card that had left the hand, to a screen reader reading the table."""
    from gin_desktop.app.prompts import card_name

    language(code)
    model = window.model
    model.set_computer_delay(0)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    play_by_keys_until(window, lambda: ActionKind.KNOCK in {
        a.kind for a in model.human_view().legal_actions})
    assert model.human_view().phase is Phase.DISCARD
    keys(Key.Key_K)
    card = window.keyboard.focused_card()
    assert card is not None and card_name(card).capitalize() in \
        window.table.accessibleDescription()
    keys(Key.Key_Return)
    assert model.wait_idle(10_000)
    QTest.qWait(20)
    view = model.human_view()
    assert view.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and card not in view.hand
    description = window.table.accessibleDescription()
    assert card_name(card) not in description.lower(), description
    assert description == window.keyboard.describe()


@pytest.mark.parametrize("code", ["en", "es"])
def test_after_a_showdown_a_says_the_computers_melds_and_deadwood(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    """The table shows the computer's hand laid down, melds and deadwood face up; A said
    "Computer holds 10 cards", which a seeing player would not need to count."""
    from gin_desktop.app.accessibility import meld_name
    from gin_desktop.app.i18n import translate
    from gin_desktop.app.prompts import card_name

    language(code)
    model = window.model
    model.set_computer_delay(0)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    for _ in range(12):
        play_by_keys_until(window, lambda: False)
        assert model.wait_idle(10_000)
        result = model.match.last_result
        if result is not None and result.knocker_layout is not None:
            break
        keys(Key.Key_N)  # a hand drawn (the stock ran out): no showdown
    else:
        pytest.fail("no showdown in twelve hands")
    view = model.human_view()
    seat = view.opponent
    layout = result.knocker_layout if seat == result.knocker else result.defender_layout
    assert layout is not None
    said: list[str] = []
    window.keyboard.announced.connect(said.append)
    keys(Key.Key_A)
    computer = window.model.setup.names[seat]
    holds = translate("{name} holds {count}").format(name=computer, count="")
    assert holds.strip() not in said[-1], said[-1]
    row = translate("{name}'s cards laid down").format(name=computer)
    assert row in said[-1], said[-1]
    told = said[-1].split(row, 1)[1]
    # Each meld whole, as a player says it ("ten to queen of hearts").
    assert all(meld_name(meld) in told for meld in layout.melds), said[-1]
    assert all(card_name(c) in told for c in layout.deadwood), said[-1]
    assert translate("Your cards laid down") in said[-1]


@pytest.mark.parametrize("code", ["en", "es"])
def test_after_a_knock_neither_the_status_line_nor_the_pile_names_the_card_knocked_with(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None], code: str) -> None:
    """Pressed through by keys: I in knock mode put "Knock: choose the card… Seven of
    hearts, deadwood, card 8 of 11" on the status line, and it stayed there over the
    hand's result after Enter knocked with that card; the table's pile, as a screen reader
    reads it, said "the seven of hearts on top", the card lying apart on the knock spot."""
    from gin_desktop.app.prompts import card_name

    language(code)
    model = window.model
    model.set_computer_delay(0)
    assert window.accessibility is not None
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    play_by_keys_until(window, lambda: ActionKind.KNOCK in {
        a.kind for a in model.human_view().legal_actions})
    keys(Key.Key_K)
    card = window.keyboard.focused_card()
    assert card is not None
    keys(Key.Key_I)
    assert card_name(card) in window.status_line.message_text().lower()
    keys(Key.Key_Return)
    assert model.wait_idle(10_000)
    QTest.qWait(20)
    view = model.human_view()
    assert view.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and view.discard_pile[-1] == card
    assert card_name(card) not in window.status_line.message_text().lower()
    pile = window.accessibility.tree()["pile"].name
    assert card_name(card) not in pile and card_name(view.discard_pile[-2]) in pile, pile


def test_a_hand_the_person_deals_is_said_with_the_verb_for_you_in_spanish(
        window: MainWindow, qtbot: QtBot, language: Callable[[str], None]) -> None:
    """Pressed through in Spanish: "Mano 2: reparte Tú" (the verb of a name, beside "tú");
    the person's deal has its own sentence, "Mano 2: repartes tú"."""
    language("es")
    model = window.model
    model.set_computer_delay(0)
    assert window.accessibility is not None
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    spoken: list[str] = []
    window.accessibility.spoken.connect(spoken.append)
    for _ in range(6):
        play_by_keys_until(window, lambda: False)
        assert model.wait_idle(10_000)
        keys(Key.Key_N)
        assert model.wait_idle(10_000)
        view = model.human_view()
        if view.dealer == view.player:
            break
    else:
        pytest.fail("the person never dealt")
    dealt = [t for t in spoken if t.startswith(f"Mano {view.hand_number}:")]
    assert dealt and dealt[0].startswith(
        f"Mano {view.hand_number}: repartes tú; la carta descubierta es "), dealt


def test_a_menu_left_with_escape_gives_the_focused_card_back(
        window: MainWindow, qtbot: QtBot) -> None:
    """A menu opened with Alt and a letter and left with Escape (twice: the first leaves
    the menu bar selected) hands the keyboard back to the card it came from: the ring is
    there again and Right goes on from it, not from the first card."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    keys(Key.Key_Right)
    keys(Key.Key_Right)
    hand = window.keyboard.hand()
    assert window.keyboard.focused_card() == hand[1]
    keys(Key.Key_V, Mod.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=2000)
    keys(Key.Key_Escape)
    assert window.menuBar().hasFocus()
    keys(Key.Key_Escape)
    assert window.table.hasFocus()
    qtbot.wait(50)  # the focus settles
    # To the table itself: offscreen, the closed menu stays the "active window".
    QTest.keyClick(window.table, Key.Key_Right)
    assert window.keyboard.focused_card() == hand[2]


def test_back_from_a_dialog_the_table_describes_the_game_not_the_last_words(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """R sorts the hand and says so; the table's description kept those words, and back
    from a dialog (Statistics, closed with Escape) the screen reader read "Card table,
    Hand sorted by rank" instead of whose turn it is and what to do."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    keys(Key.Key_R)
    assert window.table.accessibleDescription() == "Hand sorted by rank"
    screen_reader(window, qtbot, monkeypatch)
    open_and_close(window, qtbot, lambda: keys(Key.Key_I, Mod.ControlModifier))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table, timeout=3000)
    # What the reader reads with the focus back on the table (Qt's focus event names the
    # table and gives this description).
    state = window.keyboard.describe()
    assert state.startswith(window.model.status_text(card_name).rstrip("."))
    assert QAccessible.queryAccessibleInterface(window.table).text(
        QAccessible.Text.Description) == state
