"""A blind player's match through a screen reader's eyes (issue "A blind player can play a
whole match"): the game runs on a virtual X display with the AT-SPI accessibility bus, and
an AT-SPI client (tests/app/atspi/client.py, the system Python with pyatspi, as Orca uses)
walks its accessibility tree, finds the ten cards of the hand by name, plays a turn through
AT-SPI actions alone and hears the computer's move announced.

Needs Xvfb, dbus-daemon, at-spi2-core and python3-pyatspi (``make test`` installs them as
root, with the other system packages, before any test runs). Without them the test is
skipped when it cannot install them (not root), and fails as root, where ``make test``
should have.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import REPO, GameEnv, require_system_tools

CLIENT = Path(__file__).parent / "atspi" / "client.py"
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
TIMEOUT_S = 90


def _missing() -> list[str]:
    missing = [tool for tool in ("Xvfb", "dbus-daemon") if shutil.which(tool) is None]
    if not any(Path(p).exists() for p in BUS_LAUNCHERS):
        missing.append("at-spi2-core")
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True) \
        if Path(SYSTEM_PYTHON).exists() else None
    if probe is None or probe.returncode != 0:
        missing.append("python3-pyatspi")
    return missing


@pytest.fixture(scope="module")
def atspi_tools() -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("AT-SPI is the Linux accessibility bus")
    require_system_tools(_missing())


def _own_cards(tree: list[str]) -> list[str]:
    """The card names in the person's hand list, or in their cards laid down once the hand
    is over, from a dumped tree (children are indented deeper than their list)."""
    cards: list[str] = []
    depth = None
    for line in tree:
        indent = len(line) - len(line.lstrip())
        text = line.strip()
        if text.startswith(("[list] 'Your hand'", "[list] 'Your cards laid down'")):
            depth = indent
        elif depth is not None and indent > depth:
            if text.startswith("[list item] '"):
                cards.append(text.split("'")[1])
        else:
            depth = None
    return cards


def _start(args: list[str], env: dict[str, str], **kwargs: object) -> subprocess.Popen[str]:
    # Each in its own process group, so that what it starts (the bus launcher the session
    # bus activates, say) goes with it.
    return subprocess.Popen(args, env=env, text=True, start_new_session=True,
                            **kwargs)  # type: ignore[call-overload]


def _stop(process: subprocess.Popen[str]) -> None:
    try:
        os.killpg(process.pid, 15)
    except ProcessLookupError:
        return
    try:
        process.wait(5)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, 9)
        process.wait(5)


@pytest.fixture
def desktop(atspi_tools: None, tmp_path: Path) -> Iterator[dict[str, str]]:
    """A session bus and a virtual X display; the environment to reach both."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS",
                        "AT_SPI_BUS_ADDRESS")}
    env["XDG_RUNTIME_DIR"] = str(tmp_path / "runtime")
    os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700)
    bus = _start(["dbus-daemon", "--session", "--nofork", "--print-address=1"], env,
                 stdout=subprocess.PIPE)
    assert bus.stdout is not None
    address = bus.stdout.readline().strip()
    read, write = os.pipe()
    xvfb = _start(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24",
                   "-nolisten", "tcp"], env, pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        display = pipe.readline().strip()
    try:
        assert address and display, "the session bus or Xvfb did not start"
        yield {**env, "DBUS_SESSION_BUS_ADDRESS": address, "DISPLAY": f":{display}"}
    finally:
        _stop(xvfb)
        _stop(bus)


def test_a_screen_reader_finds_the_hand_plays_a_card_and_hears_the_computer(
        desktop: dict[str, str], game_env: GameEnv, tmp_path: Path) -> None:
    """The hand's ten cards are in the tree by name; a card's Press action (after drawing,
    by the stock's Press action) discards it; the computer's move is announced in words."""
    env = {**game_env(), **desktop, "QT_QPA_PLATFORM": "xcb", "QT_ACCESSIBILITY": "1",
           "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
    log = (tmp_path / "game.log").open("w")
    game = _start([sys.executable, "-m", "gin_desktop", "--lang", "en"], env, cwd=REPO,
                  stdout=log, stderr=subprocess.STDOUT)
    try:
        client = subprocess.run([SYSTEM_PYTHON, str(CLIENT), str(TIMEOUT_S)], env=desktop,
                                capture_output=True, text=True, timeout=TIMEOUT_S + 30)
        still_running = game.poll() is None
    finally:
        _stop(game)
        log.close()
    game_log = (tmp_path / "game.log").read_text()
    lines = client.stdout.strip().splitlines()
    assert lines, f"the client printed nothing: {client.stderr}\ngame: {game_log}"
    result = json.loads(lines[-1])
    tree = "\n".join(result["tree"])
    print("AT-SPI tree of the table:\n" + tree)
    print("announcements:", *result["announcements"], sep="\n  ")
    print("hands the computer ended before the first move:", result["hands_over_first"])
    assert still_running, f"the game stopped: {game_log}"
    assert result["error"] is None, f"{result['error']}\n{tree}\n{client.stderr}\n{game_log}"

    hand = result["hand"]
    assert len(hand) == 10
    ranks = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
             "Jack", "Queen", "King")
    for name in hand:
        rank, _, suit = name.partition(" of ")
        assert rank in ranks and suit in ("clubs", "diamonds", "hearts", "spades"), name
    assert "[list] 'Your hand'" in tree
    assert "[push button] 'Stock, " in tree and "[push button] 'Discard pile: " in tree
    assert "[status bar] " in tree

    discarded = result["discarded"]
    assert discarded is not None
    assert any(a.startswith("You discarded the " + discarded.lower()) or
               f"and you discarded the {discarded.lower()}" in a
               for a in result["announcements"]), result["announcements"]
    after = result["tree_after"]
    # Only the person's own cards: the computer may have taken the discard into its melds.
    own = _own_cards(after)
    assert own and discarded not in own, "\n".join(after)  # it left the hand
    move = result["computer_move"]
    assert move.startswith("Computer ") and (" discarded the " in move or "knocked" in move
                                             or "gin" in move or "passed" in move), move
