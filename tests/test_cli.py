"""The `gin-desktop` command: what it does before any window opens."""

from __future__ import annotations

import os
import subprocess
import sys
import types
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


def test_version_and_help_do_not_import_qt() -> None:
    code = (
        "import sys\n"
        "from gin_desktop import cli\n"
        "for args in (['--version'], ['--help']):\n"
        "    try:\n"
        "        cli.main(args)\n"
        "    except SystemExit:\n"
        "        pass\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "assert not qt, qt\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr


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
    fake_module(monkeypatch, "gin_desktop.app.selftest", run_self_test=lambda: 3)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert cli.main(["--self-test"]) == 3
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"


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
