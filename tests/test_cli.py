"""The `gin-desktop` command: what it does before any window opens."""

from __future__ import annotations

import os
import subprocess
import sys
import types
from collections.abc import Callable
from pathlib import Path

import pytest

from gin_desktop import __version__, cli

REPO = Path(__file__).resolve().parent.parent


def run_module(*args: str, **env_overrides: str) -> subprocess.CompletedProcess[str]:
    """Run `python -m gin_desktop ARGS` with no display and no Qt platform set."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env.update(env_overrides)
    return subprocess.run(
        [sys.executable, "-m", "gin_desktop", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,  # a hang guard; --self-test plays whole matches
    )


def test_version_prints_name_and_version_without_a_display() -> None:
    result = run_module("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"gin-desktop {__version__}"


def test_help_lists_the_options_without_a_display() -> None:
    result = run_module("--help")
    assert result.returncode == 0, result.stderr
    for option in ("--version", "--self-test", "--lang"):
        assert option in result.stdout


@pytest.mark.skipif(sys.platform.startswith(("win", "darwin")),
                    reason="there the help asks Qt for the saved and the desktop's language")
def test_version_and_help_import_no_qt() -> None:
    """The help's words are translated from the catalogs read without Qt: neither it, a
    refused argument, nor the version loads any PySide6 module."""
    code = (
        "import sys\n"
        "from gin_desktop import cli\n"
        "def qt():\n"
        "    return sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "for args in (['--version'], ['--lang', 'es', '--help'], ['--help'], ['--nonsense']):\n"
        "    try:\n"
        "        cli.main(args)\n"
        "    except SystemExit:\n"
        "        pass\n"
        "    assert not qt(), (args, qt())\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert "Gin Rummy sin conexión" in result.stdout


def help_in(tmp_path: Path, *args: str, saved: str | None = None,
            locale: str = "en_US.UTF-8") -> str:
    """``gin-desktop ARGS --help`` for a player whose desktop speaks ``locale`` and whose
    saved language setting is ``saved`` (none: never chosen)."""
    config = tmp_path / "config"
    if saved is not None:
        folder = config / "gin_desktop"
        folder.mkdir(parents=True)
        (folder / "gin-desktop.conf").write_text(f"[ui]\nlanguage={saved}\n", encoding="utf-8")
    result = run_module(*args, "--help", XDG_CONFIG_HOME=str(config), LANG=locale,
                        LC_ALL="", LC_MESSAGES="", LANGUAGE="")
    assert result.returncode == 0, result.stderr
    return result.stdout


SPANISH_HELP = ("uso: gin-desktop [-h] [--version] [--self-test] [--lang CÓDIGO]",
                "Gin Rummy sin conexión contra rivales controlados por el ordenador.",
                "opciones:", "-h, --help", "muestra esta ayuda y sale", "--version",
                "muestra la versión y sale", "--self-test", "--lang CÓDIGO",
                "idioma de la interfaz")


def test_help_speaks_the_saved_language(tmp_path: Path) -> None:
    text = help_in(tmp_path, saved="es")
    for words in SPANISH_HELP:
        assert words in text, text
    assert "show" not in text and "options" not in text


def test_help_speaks_the_system_language_when_none_was_chosen(tmp_path: Path) -> None:
    text = help_in(tmp_path, locale="es_ES.UTF-8")
    for words in SPANISH_HELP:
        assert words in text, text
    assert "system" not in help_in(tmp_path / "s", saved="system", locale="es_ES.UTF-8")


def test_help_speaks_the_system_language_when_the_saved_one_is_no_language(
        tmp_path: Path) -> None:
    """A setting edited by hand to no language is read as "follow the desktop", as the
    game's start reads it, not as English."""
    text = help_in(tmp_path, saved="xx", locale="es_ES.UTF-8")
    for words in SPANISH_HELP:
        assert words in text, text


def test_help_speaks_the_language_asked_on_the_command_line(tmp_path: Path) -> None:
    text = help_in(tmp_path, "--lang", "pt", saved="es")
    assert "Gin Rummy offline contra adversários do computador." in text, text
    assert "--lang CÓDIGO" in text and "--self-test" in text


def test_help_in_english_on_an_english_desktop(tmp_path: Path) -> None:
    text = help_in(tmp_path)
    assert "usage: gin-desktop [-h] [--version] [--self-test] [--lang CODE]" in text
    assert "Offline Gin Rummy against computer opponents." in text


def test_help_without_qt_speaks_the_language_asked() -> None:
    """A machine where Qt cannot load still gets the help: in the language asked where the
    catalogs are read without Qt (Linux), else in English."""
    code = (
        "import sys\n"
        "sys.modules['PySide6'] = None  # import PySide6 fails, as without its libraries\n"
        "from gin_desktop import cli\n"
        "cli.main(['--lang', 'es', '--help'])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    if sys.platform.startswith(("win", "darwin")):
        assert "Offline Gin Rummy against computer opponents." in result.stdout
    else:
        assert "Gin Rummy sin conexión contra rivales controlados por el ordenador." in (
            result.stdout)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display check is Linux's")
def test_starting_without_a_display_prints_one_line_and_exits_2() -> None:
    result = run_module()
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == cli.NO_DISPLAY_MESSAGE + "\n"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display check is Linux's")
def test_a_platform_that_needs_a_display_still_gets_the_message() -> None:
    result = run_module(QT_QPA_PLATFORM="xcb")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [cli.NO_DISPLAY_MESSAGE]


def no_display_in(tmp_path: Path, *args: str, saved: str | None = None,
                  locale: str = "en_US.UTF-8") -> str:
    """What ``gin-desktop ARGS`` prints with no display, for a player whose desktop speaks
    ``locale`` and whose saved language setting is ``saved``."""
    config = tmp_path / "config"
    if saved is not None:
        folder = config / "gin_desktop"
        folder.mkdir(parents=True)
        (folder / "gin-desktop.conf").write_text(f"[ui]\nlanguage={saved}\n", encoding="utf-8")
    result = run_module(*args, XDG_CONFIG_HOME=str(config), LANG=locale, LC_ALL="",
                        LC_MESSAGES="", LANGUAGE="")
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    return result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display check is Linux's")
@pytest.mark.parametrize(
    ("args", "saved", "locale", "words"),
    [
        (("--lang", "cs"), "es", "en_US.UTF-8", "gin-desktop: nebyl nalezen žádný displej"),
        ((), "es", "en_US.UTF-8", "gin-desktop: no se ha encontrado ninguna pantalla"),
        ((), None, "pt_BR.UTF-8", "gin-desktop: nenhuma tela encontrada"),
    ],
)
def test_no_display_is_told_in_the_players_language(
    tmp_path: Path, args: tuple[str, ...], saved: str | None, locale: str, words: str,
) -> None:
    """The message was English whatever the language: it speaks the one the game would
    have started in (--lang, else the saved setting, else the system's), as the help does."""
    text = no_display_in(tmp_path, *args, saved=saved, locale=locale)
    assert text.startswith(words), text
    assert len(text.splitlines()) == 1
    assert "QT_QPA_PLATFORM=offscreen" in text


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({}, False),
        ({"DISPLAY": ":0"}, True),
        ({"WAYLAND_DISPLAY": "wayland-0"}, True),
        ({"QT_QPA_PLATFORM": "offscreen"}, True),
        ({"QT_QPA_PLATFORM": "minimal"}, True),
        ({"QT_QPA_PLATFORM": "offscreen:fontengine=freetype"}, True),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, False),
        ({"QT_QPA_PLATFORM": ""}, False),
    ],
)
def test_display_available_on_linux(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], expected: bool
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    assert cli.display_available(env) is expected


def fake_module(monkeypatch: pytest.MonkeyPatch, name: str, **attrs: object) -> None:
    """Stand in for a module another part of the app provides, for this test only."""
    module = types.ModuleType(name)
    for key, value in attrs.items():
        setattr(module, key, value)
    monkeypatch.setitem(sys.modules, name, module)


def test_default_starts_the_gui_with_the_whole_command_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[list[str]] = []

    def run(argv: list[str]) -> int:
        calls.append(argv)
        return 7

    fake_module(monkeypatch, "gin_desktop.app.main", run=run)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert cli.main(["--lang", "es"]) == 7
    assert calls == [["gin-desktop", "--lang", "es"]]


def test_self_test_flag_runs_the_self_test_even_without_a_display(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake_module(monkeypatch, "gin_desktop.app.selftest", run_self_test=lambda words: 3)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert cli.main(["--self-test"]) == 3
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"


def test_the_self_test_says_its_verdict_in_the_language_asked_for(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    """The self-test printed its verdict in English whatever --lang asked for: it is given
    the words the help speaks."""
    heard: list[str] = []

    def run_self_test(words: Callable[[str], str]) -> int:
        heard.append(words("{prog} self-test failed: {reason}"))
        return 1

    fake_module(monkeypatch, "gin_desktop.app.selftest", run_self_test=run_self_test)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert cli.main(["--lang", "es", "--self-test"]) == 1
    assert heard == ["{prog}: la comprobación de la instalación ha fallado: {reason}"]


def test_finder_process_serial_number_is_not_an_unknown_option() -> None:
    """Finder may start a macOS app with "-psn_0_<n>"; refusing it would end the game before
    its window opened. Here, with no display, it must reach the display check instead."""
    result = run_module("-psn_0_1234567")
    assert result.returncode == 2
    assert result.stderr.splitlines() == [cli.NO_DISPLAY_MESSAGE]


def test_unknown_option_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--no-such-option"])
    assert exit_info.value.code == 2
    assert "unrecognized arguments" in capsys.readouterr().err


def refusal_in(tmp_path: Path, *args: str, saved: str | None = None) -> list[str]:
    """What ``gin-desktop ARGS`` prints on stderr when it refuses its arguments, for a
    player on an English desktop whose saved language setting is ``saved``."""
    config = tmp_path / "config"
    if saved is not None:
        folder = config / "gin_desktop"
        folder.mkdir(parents=True)
        (folder / "gin-desktop.conf").write_text(f"[ui]\nlanguage={saved}\n", encoding="utf-8")
    result = run_module(*args, XDG_CONFIG_HOME=str(config), LANG="en_US.UTF-8", LC_ALL="",
                        LC_MESSAGES="", LANGUAGE="")
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    return result.stderr.splitlines()


def test_an_unknown_option_is_refused_in_the_language_asked_for(tmp_path: Path) -> None:
    """argparse's own message was English under a Czech help; the usage line above it too."""
    assert refusal_in(tmp_path, "--lang", "cs", "--bogus") == [
        "použití: gin-desktop [-h] [--version] [--self-test] [--lang KÓD]",
        "gin-desktop: chyba: neznámé argumenty: --bogus",
    ]


@pytest.mark.parametrize(
    ("args", "saved", "message"),
    [
        (("--lang",), "es", "gin-desktop: error: opción --lang: falta su valor"),
        (("--lang",), "cs", "gin-desktop: chyba: volba --lang: chybí její hodnota"),
        (("--lang", "pt", "--self-test=yes"), None,
         "gin-desktop: erro: opção --self-test: não aceita valor, mas recebeu 'yes'"),
        (("--lang", "es", "extra"), None, "gin-desktop: error: argumentos no reconocidos: extra"),
        # The code asked for first, not English, when a second --lang lost its own.
        (("--lang", "pt", "--lang"), None, "gin-desktop: erro: opção --lang: falta o valor"),
    ],
)
def test_each_refusal_speaks_the_players_language(
    tmp_path: Path, args: tuple[str, ...], saved: str | None, message: str,
) -> None:
    """A missing value, a value for a switch, a stray word: each in the language the game
    would have started in (the one asked for, else the saved one)."""
    assert refusal_in(tmp_path, *args, saved=saved)[-1] == message


def test_an_english_player_gets_argparses_own_words(tmp_path: Path) -> None:
    assert refusal_in(tmp_path, "--lang") == [
        "usage: gin-desktop [-h] [--version] [--self-test] [--lang CODE]",
        "gin-desktop: error: argument --lang: expected one argument",
    ]
