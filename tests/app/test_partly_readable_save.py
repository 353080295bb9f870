"""A saved match whose setup is partly unreadable (a bad first dealer, rules, names or a
computer's level; hand-edited, say) resumes with its cards and scores, and the notice names
what could not be read and what took its place. The match was readable: it is not set aside
as damaged, and a new one is not dealt in its place."""

from __future__ import annotations

import csv
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.app.persistence import match_state
from gin_desktop.app.settings import Settings
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.storage import SAVE_NAME, parse_save
from gin_desktop.app.stats_window import StatsWindow
from gin_desktop.app.table.items import SeatLabelItem
from gin_desktop.engine import Phase, RuleSet

#: The person in the second seat: a default guessed for the seats would give them the first.
SETUP = GameSetup(human_seat=1, levels=("strong", "human"), names=("Bruno", "Ana"), seed=11)


def _play_into_second_hand(qtbot: QtBot, window: Any) -> None:
    """The person's moves (the hint's) until the second hand is under way: a score to keep."""
    model = window.model
    model.set_computer_delay(0)
    for _ in range(400):
        qtbot.waitUntil(lambda: model.is_human_turn()
                        or model.match.phase is Phase.HAND_OVER, timeout=10_000)
        if model.match.phase is Phase.HAND_OVER:
            model.next_hand()
        elif model.match.hand_number >= 2 and len(model.human_view().hand) == 11:
            return
        else:
            model.play(model.hint().action)
    raise AssertionError("the second hand was never reached")


@pytest.fixture
def damaged_save(qtbot: QtBot, make_window: Callable[..., Any], settings: Settings,
                 tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                 ) -> Callable[..., tuple[Any, dict[str, Any]]]:
    """``damaged_save(damage, setup=SETUP)``: a match of ``setup`` played into its second
    hand and saved by the game, its saved setup changed by ``damage``, then the game
    started again over it (resuming without asking), the copy saved before it gone; the
    new window and the saved match's state."""

    def make(damage: Callable[[dict[str, Any]], None],
             setup: GameSetup = SETUP) -> tuple[Any, dict[str, Any]]:
        settings.default_setup = setup
        first = make_window(settings)
        # The settings keep no deal number, so the window dealt at random: a deal in which
        # a short match could end in its first hand, leaving no second hand to save.
        first.model.start(setup)
        _play_into_second_hand(qtbot, first)
        first.close()
        first.model.shutdown(5000)
        save = tmp_path / "data" / SAVE_NAME
        data = json.loads(save.read_text())
        saved = match_state(parse_save(save.read_bytes()).match)
        assert saved["scores"] != [0, 0] or saved["results"], "no hand was scored"
        damage(data["extra"]["setup"])
        save.write_text(json.dumps(data))
        # Without the copy saved before it, which would stand in for the unusable save
        # (test_persistence: ``..._gives_way_to_the_copy_before_it``).
        (tmp_path / "data" / (SAVE_NAME + ".previous")).unlink(missing_ok=True)
        monkeypatch.setenv("GIN_DESKTOP_AUTO_RESUME", "1")
        return make_window(settings), saved

    return make


def _set_aside(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if ".damaged-" in p.name]


def _resumed(window: Any, saved: dict[str, Any], tmp_path: Path) -> None:
    assert match_state(window.model.match) == saved
    assert window.model.setup.human_seat == 1
    assert window.model.setup.levels[1] == "human"
    assert _set_aside(tmp_path / "data") == []
    assert "could not be read (" not in window.notice_bar.text()


def _update(**fields: object) -> Callable[[dict[str, Any]], None]:
    return lambda setup: setup.update(fields)


def test_a_bad_first_dealer_resumes_the_match_and_says_it_changes_nothing(
        damaged_save: Any, tmp_path: Path) -> None:
    window, saved = damaged_save(_update(first_dealer="north"))
    _resumed(window, saved, tmp_path)
    assert window.notice_bar.text() == (
        "Who deals first could not be read from your saved match's choices; the match keeps "
        "its own record of its deals, so it goes on as saved.")
    assert window.model.setup.names == ("Bruno", "Ana")


def test_bad_rules_resume_the_match_under_its_own_rules(damaged_save: Any,
                                                         tmp_path: Path) -> None:
    window, saved = damaged_save(_update(rules={"target": "many"}))
    _resumed(window, saved, tmp_path)
    assert window.notice_bar.text() == (
        "The rules could not be read from your saved match's choices; the match keeps its "
        "own copy of its rules, so it goes on as saved.")
    assert window.model.setup.rules == window.model.match.rules


def test_a_key_this_version_does_not_know_is_left_out_unsaid(damaged_save: Any,
                                                              tmp_path: Path) -> None:
    """Nothing the match depends on was lost: nothing to tell."""
    window, saved = damaged_save(_update(trainig=True))
    _resumed(window, saved, tmp_path)
    assert window.notice_bar.text() == ""


NAMES_NOTICE = ("The players' names in your saved match could not be read; default names are "
                "used.")


@pytest.mark.parametrize("damage", [
    _update(names=7), _update(names=["Bruno"]), lambda setup: setup.pop("names"),
    _update(names=["", "\u202eAna"]),
], ids=["a number", "one name short", "no names", "both unusable"])
def test_unreadable_names_resume_the_match_under_default_names(
        damaged_save: Any, tmp_path: Path, damage: Callable[[dict[str, Any]], None]) -> None:
    """The seats and levels read fine: each seat's default name follows its level, so the
    person is still "You", in their own seat."""
    window, saved = damaged_save(damage)
    _resumed(window, saved, tmp_path)
    assert window.notice_bar.text() == NAMES_NOTICE
    assert window.model.setup.names == ("Computer", "You")
    assert window.model.setup.levels == ("strong", "human")
    shown = {item.name for item in window.table.table_scene().items()
             if isinstance(item, SeatLabelItem) and item.isVisible()}
    assert {"Computer", "You"} <= shown


def test_one_unreadable_name_is_the_only_one_replaced(damaged_save: Any,
                                                      tmp_path: Path) -> None:
    window, saved = damaged_save(_update(names=["Bruno", 12]))
    _resumed(window, saved, tmp_path)
    # The person's own name: "that player is now called You" read as a riddle.
    assert window.notice_bar.text() == (
        "Your name in your saved match could not be read; in this match the table shows you "
        "as “You”.")
    assert window.model.setup.names == ("Bruno", "You")


def test_a_computers_unreadable_name_takes_its_default(damaged_save: Any,
                                                       tmp_path: Path) -> None:
    window, saved = damaged_save(_update(names=[12, "Ana"]))
    _resumed(window, saved, tmp_path)
    assert window.notice_bar.text() == (
        "A player's name in your saved match could not be read; that player is now called "
        "Computer.")
    assert window.model.setup.names == ("Computer", "Ana")


def test_the_names_notice_is_in_the_players_language(damaged_save: Any, tmp_path: Path,
                                                     language: Callable[[str], None]) -> None:
    language("es")
    window, saved = damaged_save(_update(names=None))
    _resumed(window, saved, tmp_path)
    assert window.notice_bar.text() == ("No se pudieron leer los nombres de los jugadores de tu "
                                        "partida guardada; se usan los nombres predeterminados.")
    assert window.model.setup.names == ("Ordenador", "Tú")


@pytest.mark.parametrize("level", [42, "grandmaster", None, ["strong"]],
                         ids=["a number", "an unknown level", "none", "a list"])
def test_a_computers_unreadable_strength_resumes_it_at_standard(
        damaged_save: Any, tmp_path: Path, level: object) -> None:
    """The person's seat is named once, where the human seat says: nothing is guessed."""
    window, saved = damaged_save(_update(levels=[level, "human"]))
    _resumed(window, saved, tmp_path)
    assert window.notice_bar.text() == (
        "Bruno's strength in your saved match could not be read; Bruno now plays at the "
        "Standard level.")
    assert window.model.setup.levels == ("standard", "human")
    assert window.model.setup.names == ("Bruno", "Ana")


def test_unreadable_names_and_strength_are_both_said(damaged_save: Any,
                                                     tmp_path: Path) -> None:
    window, saved = damaged_save(_update(levels=[{}, "human"], names="Bruno, Ana"))
    _resumed(window, saved, tmp_path)
    assert window.notice_bar.text() == (
        f"{NAMES_NOTICE} Computer's strength in your saved match could not be read; Computer "
        "now plays at the Standard level.")
    assert window.model.setup.levels == ("standard", "human")


def test_the_strength_notice_is_in_the_players_language(
        damaged_save: Any, tmp_path: Path, language: Callable[[str], None]) -> None:
    language("pt")
    window, saved = damaged_save(_update(levels=[7, "human"], names=None))
    _resumed(window, saved, tmp_path)
    assert window.notice_bar.text().endswith(
        "Não foi possível ler a força do computador na sua partida salva; agora o computador "
        "joga no nível Padrão.")


@pytest.mark.parametrize(("levels", "seat"), [
    ([42, "human"], 0), (["human", "human"], 1), ([42, 42], 1), (["strong", 42], 1),
], ids=["the person elsewhere than the seat says", "two people", "no person",
        "no person where the seat says"])
def test_a_strength_is_not_mended_where_the_persons_seat_is_in_doubt(
        damaged_save: Any, tmp_path: Path, levels: list[object], seat: int) -> None:
    """Which seat is the person's is the save's to say: it is set aside, not guessed."""
    window, saved = damaged_save(_update(levels=levels, human_seat=seat))
    assert window.notice_bar.text().startswith("The saved match could not be read")
    assert len(_set_aside(tmp_path / "data")) == 1
    assert match_state(window.model.match) != saved


# ------------------------------------------------------------------ the statistics
#: A short match, the same deal every run: its first hand scores under the target, so it is
#: saved unfinished, and resumed it ends within a few hands.
SHORT = GameSetup(human_seat=1, levels=("strong", "human"), names=("Bruno", "Ana"),
                  rules=RuleSet.preset("seeds").replace(name="custom", target=40), seed=7,
                  first_dealer=0)


def _play_to_the_end(qtbot: QtBot, window: Any) -> None:
    """The person's moves (the hint's), and the next deals, until the match is over."""
    model = window.model
    model.set_computer_delay(0)
    for _ in range(2000):
        qtbot.waitUntil(lambda: model.is_human_turn() or model.match.is_over,
                        timeout=10_000)
        if model.match.is_over:
            return
        if model.match.phase is Phase.HAND_OVER:
            model.next_hand()
        else:
            model.play(model.hint().action)
    raise AssertionError("the match never ended")


def _open_statistics(qtbot: QtBot, window: Any) -> StatsWindow:
    """Ctrl+I, as the Game menu shows it."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(window.findChildren(StatsWindow)), timeout=3000)
    shown: StatsWindow = window.findChildren(StatsWindow)[0]
    qtbot.waitExposed(shown)
    return shown


def _opponent_rows(shown: StatsWindow) -> list[tuple[str, str]]:
    """The win rates' opponents, each with its number of matches."""
    table = shown.rates_table

    def cell(row: int, column: int) -> str:
        item = table.item(row, column)
        assert item is not None
        return item.text()

    return [(cell(row, 1), cell(row, 2)) for row in range(table.rowCount())]


@pytest.mark.parametrize(("damage", "opponent"), [
    (_update(levels=[42, "human"]), "Unknown strength"),
    (_update(first_dealer="north"), "Strong"),
], ids=["unreadable strength", "strength read"])
def test_a_match_resumed_at_a_strength_it_was_not_played_at_counts_under_neither(
        damaged_save: Any, qtbot: QtBot, tmp_path: Path, damage: Callable[..., None],
        opponent: str) -> None:
    """Its hands before the save were played at a level the save no longer says: counted
    under Standard, they made Standard's win rate that of another level."""
    window, saved = damaged_save(damage, SHORT)
    _resumed(window, saved, tmp_path)
    _play_to_the_end(qtbot, window)
    shown = _open_statistics(qtbot, window)
    assert _opponent_rows(shown) == [(opponent, "1")]
    exported = tmp_path / "statistics.csv"
    assert shown.export_to(exported)
    with exported.open(encoding="utf-8") as file:
        opponents = {row["opponent"] for row in csv.DictReader(file)}
    assert opponents == {"unknown" if opponent == "Unknown strength" else "strong"}
    shown.close()


def test_a_strength_not_known_stays_unknown_when_the_match_is_resumed_again(
        damaged_save: Any, make_window: Callable[..., Any], settings: Settings,
        qtbot: QtBot, tmp_path: Path) -> None:
    """Saved again, the match's setup says Standard, and reads whole: the statistics must
    still not take it for a match played at Standard."""
    window, saved = damaged_save(_update(levels=[None, "human"]), SHORT)
    _resumed(window, saved, tmp_path)
    window.close()
    window.model.shutdown(5000)
    again = make_window(settings)
    qtbot.waitUntil(lambda: again.persistence is not None, timeout=5000)
    assert match_state(again.model.match) == saved
    assert again.notice_bar.text() == ""  # the level reads fine now: nothing to say
    _play_to_the_end(qtbot, again)
    assert _opponent_rows(_open_statistics(qtbot, again)) == [("Unknown strength", "1")]


def test_a_match_set_aside_as_unusable_is_closed_in_the_statistics(
        damaged_save: Any, tmp_path: Path) -> None:
    """Three players' names for a two-player match: the setup does not fit, the save is
    set aside, and the match's statistics record is marked left, not 'playing' for ever."""
    window, _saved = damaged_save(_update(names=["Bruno", "Ana", "Carla"],
                                          levels=["strong", "human", "strong"]))
    [kept] = _set_aside(tmp_path / "data")
    match_id = parse_save((tmp_path / "data" / kept).read_bytes()).match_id
    assert match_id is not None
    record = window.persistence.stats.match(match_id)
    assert record is not None and record.result == "abandoned"
    assert window.persistence.match_id != match_id  # a new match was dealt in its place
