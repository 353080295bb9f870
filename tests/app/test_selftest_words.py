"""``gin-desktop --self-test`` says its verdict in the player's language: the real self-test,
in the real window (offscreen), with the words the command gives it for ``--lang``."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QApplication

from gin_desktop.app import selftest
from gin_desktop.app.i18n import words_before_start
from gin_desktop.app.main import MainWindow
from gin_desktop.app.model import GameModel
from gin_desktop.app.setup import GameSetup
from gin_desktop.command_line import APP_NAME, ORGANISATION


def words(code: str) -> Callable[[str], str]:
    return words_before_start(code, ORGANISATION, APP_NAME)


@pytest.fixture
def short_matches(monkeypatch: pytest.MonkeyPatch) -> None:
    """Matches to 10 points: a hand or two each instead of a minute in all; the self-test
    checks they reach that target."""
    start = MainWindow.start_match

    def start_short(window: MainWindow, setup: GameSetup) -> None:
        start(window, replace(setup, rules=replace(setup.rules, target=10)))

    monkeypatch.setattr(MainWindow, "start_match", start_short)


SPANISH_GAMES = ("partida de dos jugadores", "partida de tres jugadores",
                 "partida de tres jugadores en la que el jugador que está fuera también "
                 "recibe diez cartas")


@pytest.mark.usefixtures("short_matches")
def test_the_self_test_passes_in_spanish(
    qapp: QApplication, capsys: pytest.CaptureFixture[str],
) -> None:
    """It printed "gin-desktop self-test passed: two-player match, 11 hands, 299 actions,
    97-109; ..." to a Spanish player who asked for --lang es."""
    assert selftest.run_self_test(words("es")) == 0
    out, err = capsys.readouterr()
    assert err == ""
    game = (r"{}: \d+ manos?, \d+ jugadas?, tanteo \d+(-\d+)+")
    line = (r"gin-desktop: comprobación de la instalación superada: "
            + "; ".join(game.format(re.escape(label)) for label in SPANISH_GAMES)
            + r" \(\d+ s\)\n")
    assert re.fullmatch(line, out), out


@pytest.mark.usefixtures("short_matches")
@pytest.mark.parametrize(
    ("code", "line"),
    [
        ("cs", r"gin-desktop: kontrola instalace selhala: partie dvou hráčů, kolo 1, tah \d+: "
               r"stavový řádek je prázdný\n"),
        ("pt", r"gin-desktop: a verificação da instalação falhou: partida de dois jogadores, "
               r"mão 1, jogada \d+: a linha de status está vazia\n"),
        ("en", r"gin-desktop self-test failed: two-player match, hand 1, move \d+: "
               r"the status line is empty\n"),
    ],
)
def test_a_failed_check_is_told_in_the_players_language(
    qapp: QApplication, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
    code: str, line: str,
) -> None:
    """A check that fails names the match, the hand and the move, in the player's words."""
    monkeypatch.setattr(GameModel, "status_text", lambda self, *args: "")
    assert selftest.run_self_test(words(code)) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert re.fullmatch(line, err), err
