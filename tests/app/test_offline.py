"""Offline by construction (issue "Nothing lost"): the game opens no network socket.

Three checks. No module of the game imports a networking library (QtNetwork, socket,
urllib, ...). The game, run as a process playing by itself, creates no AF_INET/AF_INET6
socket from Python: an audit hook installed by a ``sitecustomize`` records every one (Qt
may open AF_UNIX sockets, to D-Bus say: those are local and fine). And, on Linux, no
socket the process holds while it plays is a TCP/UDP/raw one, whoever opened it.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Callable
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
#: The ``game_env`` fixture (tests/app/conftest.py).
GameEnv = Callable[..., dict[str, str]]
PACKAGE = REPO / "gin_desktop"
#: A guard against a hang, not a speed check: the self-test plays two whole matches, which
#: on a loaded two-core machine can take well over a minute.
TIMEOUT = 300.0

#: Top-level modules whose import would mean the game can talk to a network.
NETWORK_MODULES = {
    "socket", "ssl", "http", "urllib", "urllib3", "requests", "httpx", "aiohttp",
    "ftplib", "smtplib", "poplib", "imaplib", "telnetlib", "xmlrpc", "socketserver",
    "asyncio", "websocket", "websockets",
}
NETWORK_QT = ("QtNetwork", "QtWebEngine", "QtWebSockets", "QtWebChannel", "QtHttpServer")

AUDIT_HOOK = r'''
import json, os, socket, sys

_REPORT = os.environ["GIN_OFFLINE_REPORT"]
_NETWORK = {int(socket.AF_INET), int(socket.AF_INET6)}


def _record(kind, detail):
    with open(_REPORT, "a", encoding="utf-8") as report:
        report.write(json.dumps({"kind": kind, "detail": repr(detail)[:200]}) + "\n")


def _family(sock):
    try:
        return int(sock.family)
    except Exception:
        return None


def _hook(event, args):
    if event == "socket.__new__":
        if args[1] is not None and int(args[1]) in _NETWORK:
            _record(event, args[1:])
    elif event in ("socket.connect", "socket.bind", "socket.sendto", "socket.sendmsg"):
        if _family(args[0]) in _NETWORK:
            _record(event, args[1:])
    elif event in ("socket.getaddrinfo", "socket.gethostbyname", "socket.gethostbyaddr",
                   "socket.getnameinfo", "urllib.Request", "http.client.connect"):
        _record(event, args)


sys.addaudithook(_hook)


def _modules_at_exit():
    loaded = sorted(m for m in sys.modules if "QtNetwork" in m or "QtWeb" in m)
    with open(_REPORT, "a", encoding="utf-8") as report:
        report.write(json.dumps({"kind": "exit", "qt_network_modules": loaded}) + "\n")


import atexit
atexit.register(_modules_at_exit)
'''


#: The one module that may use ``socket``: it asks the display server, on this computer
#: only (a Unix socket or the loopback, tests/test_display_reach.py), whether it answers
#: before Qt aborts on one that does not.
LOCAL_SOCKET_USERS = {("gin_desktop/display_reach.py", "socket")}


def test_no_module_of_the_game_imports_a_network_library() -> None:
    offenders: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        where = path.relative_to(REPO)
        for name in NETWORK_QT:
            if name in source:
                offenders.append(f"{where}: mentions {name}")
        for node in ast.walk(ast.parse(source, str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                if (str(where), name) in LOCAL_SOCKET_USERS:
                    continue
                if name.split(".")[0] in NETWORK_MODULES:
                    offenders.append(f"{where}:{node.lineno}: imports {name}")
    assert offenders == []


def _network_inodes(pid: int) -> set[str]:
    """Inodes of the TCP/UDP/raw sockets in the process's network namespace."""
    inodes: set[str] = set()
    for table in ("tcp", "tcp6", "udp", "udp6", "raw", "raw6", "udplite", "udplite6"):
        try:
            lines = Path(f"/proc/{pid}/net/{table}").read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if len(fields) > 9:
                inodes.add(fields[9])
    return inodes


def _held_socket_inodes(pid: int) -> set[str]:
    held: set[str] = set()
    try:
        fds = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return held
    for fd in fds:
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:["):
            held.add(target[len("socket:["):-1])
    return held


def test_the_game_opens_no_network_socket_while_it_plays(tmp_path: Path,
                                                         game_env: GameEnv) -> None:
    hook_dir = tmp_path / "hook"
    hook_dir.mkdir()
    (hook_dir / "sitecustomize.py").write_text(AUDIT_HOOK)
    report = tmp_path / "report.jsonl"
    env = game_env(autoplay=25, path_first=(hook_dir,), GIN_OFFLINE_REPORT=str(report))
    game = subprocess.Popen([sys.executable, "-m", "gin_desktop"], cwd=tmp_path, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    network_held: set[str] = set()
    deadline = time.monotonic() + TIMEOUT
    try:
        while game.poll() is None and time.monotonic() < deadline:
            if sys.platform.startswith("linux"):
                held = _held_socket_inodes(game.pid)
                if held:
                    network_held |= held & _network_inodes(game.pid)
            time.sleep(0.02)
    finally:
        if game.poll() is None:
            game.kill()
    _, stderr = game.communicate()
    assert game.returncode == 0, stderr.decode(errors="replace")

    records = [json.loads(line) for line in report.read_text().splitlines()]
    exits = [r for r in records if r["kind"] == "exit"]
    assert len(exits) == 1, "the audit hook did not run (sitecustomize not loaded?)"
    assert exits[0]["qt_network_modules"] == []
    assert [r for r in records if r["kind"] != "exit"] == []
    assert network_held == set()
    # It did play: the autosave is there.
    assert any((tmp_path / "data").iterdir())


@pytest.mark.skipif(not (PACKAGE / "app" / "selftest.py").exists(),
                    reason="no self-test yet")
def test_the_self_test_opens_no_network_socket(tmp_path: Path, game_env: GameEnv) -> None:
    hook_dir = tmp_path / "hook"
    hook_dir.mkdir()
    (hook_dir / "sitecustomize.py").write_text(AUDIT_HOOK)
    report = tmp_path / "report.jsonl"
    env = game_env(path_first=(hook_dir,), GIN_OFFLINE_REPORT=str(report))
    result = subprocess.run([sys.executable, "-m", "gin_desktop", "--self-test"],
                            cwd=tmp_path, env=env, capture_output=True, timeout=TIMEOUT)
    assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()
    records = [json.loads(line) for line in report.read_text().splitlines()]
    assert [r for r in records if r["kind"] != "exit"] == []
    assert [r["qt_network_modules"] for r in records if r["kind"] == "exit"] == [[]]
