"""Whether the display named answers: asked of real sockets (Unix sockets in a temporary
folder, TCP ports on this machine) where small stand-in servers answer the X11
connection setup as a real X server does."""

from __future__ import annotations

import contextlib
import os
import socket
import struct
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from gin_desktop import cli
from gin_desktop.display_reach import (
    X11_TCP_PORT, Reach, UnreachableDisplays, unreachable_displays, wayland_reach, x11_reach,
)

pytestmark = pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="Unix sockets")

COOKIE = bytes(range(16))
MIT = b"MIT-MAGIC-COOKIE-1"


class FakeXServer:
    """Answers each X11 connection setup on ``listener``: Success (1) when the client sent
    ``wanted`` as its authorisation (None: any), else Failed (0), as an X server with
    access control does."""

    def __init__(self, listener: socket.socket, wanted: tuple[bytes, bytes] | None) -> None:
        self.listener = listener
        self.wanted = wanted
        self.received: list[tuple[bytes, bytes]] = []
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:  # closed: the test is over
                return
            with client:
                self._answer(client)

    def _answer(self, client: socket.socket) -> None:
        head = _read(client, 12)
        if len(head) < 12:
            return
        name_length, data_length = struct.unpack_from("<HH", head, 6)
        rest = _read(client, _padded(name_length) + _padded(data_length))
        auth = (rest[:name_length], rest[_padded(name_length):][:data_length])
        self.received.append(auth)
        client.sendall(b"\1" if self.wanted in (None, auth) else b"\0")

    def close(self) -> None:
        # A listener closed while accept() waits on it in the thread would go on
        # listening: shutting it down wakes the thread first.
        with contextlib.suppress(OSError):
            self.listener.shutdown(socket.SHUT_RDWR)
        self.listener.close()
        self._thread.join(5)


def _read(client: socket.socket, count: int) -> bytes:
    data = b""
    while len(data) < count:
        chunk = client.recv(count - len(data))
        if not chunk:
            break
        data += chunk
    return data


def _padded(length: int) -> int:
    return length + -length % 4


def free_display_number() -> int:
    """A display number whose TCP port (6000+n) nothing listens on, so that a local
    display's fallback to TCP finds nobody either."""
    with socket.socket() as probe:
        probe.bind(("localhost", 0))
        port = probe.getsockname()[1]
    assert port > X11_TCP_PORT
    return port - X11_TCP_PORT


def unix_listener(path: str) -> socket.socket:
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(8)
    return listener


@pytest.fixture
def socket_dir(tmp_path: Path) -> Iterator[str]:
    # Short: a Unix socket's path has a limit of about a hundred bytes.
    folder = tmp_path / "x"
    folder.mkdir()
    yield str(folder)


@pytest.fixture
def servers() -> Iterator[list[FakeXServer]]:
    started: list[FakeXServer] = []
    yield started
    for server in started:
        server.close()


def local_server(socket_dir: str, servers: list[FakeXServer],
                 wanted: tuple[bytes, bytes] | None) -> int:
    """Start a stand-in X server on a new local display's socket; its number."""
    number = free_display_number()
    servers.append(FakeXServer(unix_listener(f"{socket_dir}/X{number}"), wanted))
    return number


def xauthority(path: Path, *entries: tuple[str, bytes, bytes]) -> Path:
    """An Xauthority file of (display number, authorisation name, data) entries for this
    machine, as `xauth add` writes them."""
    host = socket.gethostname().encode()
    content = b""
    for number, name, data in entries:
        content += struct.pack(">H", 256)
        for field in (host, number.encode(), name, data):
            content += struct.pack(">H", len(field)) + field
    path.write_bytes(content)
    return path


def test_a_local_display_nothing_listens_on_is_unreachable(socket_dir: str) -> None:
    number = free_display_number()
    assert x11_reach(f":{number}", None, socket_dir) is Reach.UNREACHABLE
    assert x11_reach(f"unix:{number}.0", None, socket_dir) is Reach.UNREACHABLE


def test_a_socket_left_behind_by_a_server_that_has_gone_is_unreachable(socket_dir: str) -> None:
    number = free_display_number()
    unix_listener(f"{socket_dir}/X{number}").close()  # the file stays, nobody listens
    assert Path(socket_dir, f"X{number}").exists()
    assert x11_reach(f":{number}", None, socket_dir) is Reach.UNREACHABLE


@pytest.mark.parametrize("form", [":{n}", ":{n}.0", "unix:{n}", "unix:{n}.1"])
def test_a_local_x_server_that_lets_anyone_in_answers(
    socket_dir: str, servers: list[FakeXServer], form: str,
) -> None:
    number = local_server(socket_dir, servers, None)
    assert x11_reach(form.format(n=number), None, socket_dir) is Reach.ANSWERS
    assert servers[0].received == [(b"", b"")]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's abstract sockets")
def test_a_local_x_server_on_the_abstract_socket_only_answers(
    socket_dir: str, servers: list[FakeXServer],
) -> None:
    number = free_display_number()
    servers.append(FakeXServer(unix_listener(f"\0{socket_dir}/X{number}"), None))
    assert not Path(socket_dir, f"X{number}").exists()
    assert x11_reach(f":{number}", None, socket_dir) is Reach.ANSWERS


def test_an_x_server_that_wants_a_cookie_refuses_a_client_without_it(
    tmp_path: Path, socket_dir: str, servers: list[FakeXServer],
) -> None:
    """sudo without the user's Xauthority: the server answers, and says no."""
    number = local_server(socket_dir, servers, (MIT, COOKIE))
    assert x11_reach(f":{number}", None, socket_dir) is Reach.REFUSED
    assert x11_reach(f":{number}", tmp_path / "missing", socket_dir) is Reach.REFUSED
    wrong = xauthority(tmp_path / "wrong", (str(number), MIT, bytes(16)))
    assert x11_reach(f":{number}", wrong, socket_dir) is Reach.REFUSED
    other_display = xauthority(tmp_path / "other", (str(number + 1), MIT, COOKIE))
    assert x11_reach(f":{number}", other_display, socket_dir) is Reach.REFUSED


def test_an_x_server_that_wants_a_cookie_answers_the_one_in_the_xauthority_file(
    tmp_path: Path, socket_dir: str, servers: list[FakeXServer],
) -> None:
    number = local_server(socket_dir, servers, (MIT, COOKIE))
    authority = xauthority(tmp_path / "xauth", (str(number + 1), MIT, bytes(16)),
                           (str(number), MIT, COOKIE))
    assert x11_reach(f":{number}", authority, socket_dir) is Reach.ANSWERS
    assert (MIT, COOKIE) in servers[0].received


def test_an_authorisation_it_cannot_speak_is_left_to_qt(
    tmp_path: Path, socket_dir: str, servers: list[FakeXServer],
) -> None:
    """XDM-AUTHORIZATION-1 needs DES: a refusal of the cookies it could send proves
    nothing, so the display counts as answering when it listens."""
    number = local_server(socket_dir, servers, (MIT, COOKIE))
    authority = xauthority(tmp_path / "xauth", (str(number), b"XDM-AUTHORIZATION-1", COOKIE))
    assert x11_reach(f":{number}", authority, socket_dir) is Reach.ANSWERS


def test_a_remote_display_is_asked_on_tcp(socket_dir: str, servers: list[FakeXServer]) -> None:
    """An SSH session's forwarded display (localhost:10.0) answers on TCP 6010; once the
    session is gone, nothing does."""
    listener = socket.create_server(("localhost", 0))
    number = listener.getsockname()[1] - X11_TCP_PORT
    servers.append(FakeXServer(listener, None))
    assert x11_reach(f"localhost:{number}.0", None, socket_dir) is Reach.ANSWERS
    assert x11_reach(f"tcp/localhost:{number}", None, socket_dir) is Reach.ANSWERS
    servers.pop().close()
    assert x11_reach(f"localhost:{number}.0", None, socket_dir) is Reach.UNREACHABLE


def test_another_computers_display_is_left_to_qt_unasked(
    socket_dir: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The game opens no connection beyond this computer (tests/app/test_offline.py): a
    display on another host is Qt's to reach, and not even its name is looked up."""
    def no_network(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"asked the network: {args}")

    monkeypatch.setattr(socket, "create_connection", no_network)
    monkeypatch.setattr(socket, "getaddrinfo", no_network)
    for display in ("otherhost:0", "tcp/otherhost:10.0", "192.0.2.7:0", "inet6/[2001:db8::1]:0"):
        assert x11_reach(display, None, socket_dir) is Reach.ANSWERS, display


def test_a_display_name_it_cannot_read_is_left_to_qt(socket_dir: str) -> None:
    assert x11_reach("host::0", None, socket_dir) is Reach.ANSWERS
    assert x11_reach("nonsense", None, socket_dir) is Reach.ANSWERS


def test_a_wayland_compositor_answers_on_its_socket(tmp_path: Path) -> None:
    listener = unix_listener(str(tmp_path / "wayland-1"))
    try:
        assert wayland_reach("wayland-1", str(tmp_path)) is Reach.ANSWERS
        assert wayland_reach(str(tmp_path / "wayland-1"), "/nowhere") is Reach.ANSWERS
        assert wayland_reach("wayland-2", str(tmp_path)) is Reach.UNREACHABLE
        assert wayland_reach("wayland-1", "") is Reach.UNREACHABLE
    finally:
        listener.close()


@pytest.fixture
def wayland(tmp_path: Path) -> Iterator[dict[str, str]]:
    """An environment whose WAYLAND_DISPLAY answers."""
    listener = unix_listener(str(tmp_path / "wayland-0"))
    yield {"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": str(tmp_path)}
    listener.close()


@pytest.fixture
def linux(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")


@pytest.mark.usefixtures("linux")
def test_a_game_qt_can_still_show_somewhere_is_let_through(
    socket_dir: str, wayland: dict[str, str],
) -> None:
    """Qt falls back from one display server to the other: one that answers is enough."""
    stale_x = f":{free_display_number()}"
    env = {**wayland, "DISPLAY": stale_x}
    assert unreachable_displays(env, x11_socket_dir=socket_dir) is None
    assert unreachable_displays({**env, "QT_QPA_PLATFORM": "wayland;xcb"},
                                x11_socket_dir=socket_dir) is None
    # Told to use X11 only, the compositor is no help.
    assert unreachable_displays({**env, "QT_QPA_PLATFORM": "xcb"},
                                x11_socket_dir=socket_dir) == UnreachableDisplays((stale_x,),
                                                                                  False)


@pytest.mark.usefixtures("linux")
def test_every_display_named_is_told_when_none_answers(tmp_path: Path, socket_dir: str) -> None:
    stale_x = f":{free_display_number()}"
    env = {"DISPLAY": stale_x, "WAYLAND_DISPLAY": "wayland-9", "XDG_RUNTIME_DIR": str(tmp_path)}
    assert unreachable_displays(env, x11_socket_dir=socket_dir) == UnreachableDisplays(
        ("wayland-9", stale_x), False)


@pytest.mark.usefixtures("linux")
def test_a_refusing_x_server_is_told_as_such(
    tmp_path: Path, socket_dir: str, servers: list[FakeXServer],
) -> None:
    number = local_server(socket_dir, servers, (MIT, COOKIE))
    env = {"DISPLAY": f":{number}", "HOME": str(tmp_path)}
    assert unreachable_displays(env, x11_socket_dir=socket_dir) == UnreachableDisplays(
        (f":{number}",), True)
    xauthority(tmp_path / ".Xauthority", (str(number), MIT, COOKIE))
    assert unreachable_displays(env, x11_socket_dir=socket_dir) is None
    elsewhere = xauthority(tmp_path / "elsewhere", (str(number), MIT, bytes(16)))
    assert unreachable_displays({**env, "XAUTHORITY": str(elsewhere)},
                                x11_socket_dir=socket_dir) is not None


@pytest.mark.usefixtures("linux")
@pytest.mark.parametrize(
    "env",
    [
        {},  # no display named: display_available's message
        {"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":{n}"},
        {"QT_QPA_PLATFORM": "minimal:enable_fonts", "DISPLAY": ":{n}"},
        {"QT_QPA_PLATFORM": "eglfs", "WAYLAND_DISPLAY": "wayland-9"},
    ],
)
def test_headless_platforms_and_unnamed_displays_are_not_checked(
    socket_dir: str, env: dict[str, str],
) -> None:
    number = free_display_number()
    env = {name: value.format(n=number) for name, value in env.items()}
    assert unreachable_displays(env, x11_socket_dir=socket_dir) is None


@pytest.mark.usefixtures("linux")
def test_a_platform_asked_for_whose_display_is_unset_is_told(
    tmp_path: Path, socket_dir: str, wayland: dict[str, str],
) -> None:
    """QT_QPA_PLATFORM=xcb with only WAYLAND_DISPLAY set: Qt's xcb plugin opens no display
    and aborts the game, as the wayland one does with only DISPLAY set and no compositor
    on Wayland's default socket."""
    stale_x = f":{free_display_number()}"
    assert unreachable_displays({**wayland, "QT_QPA_PLATFORM": "xcb"},
                                x11_socket_dir=socket_dir) == UnreachableDisplays(
        (), False, ("DISPLAY",))
    assert unreachable_displays(
        {"DISPLAY": stale_x, "QT_QPA_PLATFORM": "wayland", "XDG_RUNTIME_DIR": str(tmp_path / "x")},
        x11_socket_dir=socket_dir) == UnreachableDisplays((), False, ("WAYLAND_DISPLAY",))
    # Listing both, Qt falls back to the one named; unasked, it chooses by the session.
    assert unreachable_displays({**wayland, "QT_QPA_PLATFORM": "wayland;xcb"},
                                x11_socket_dir=socket_dir) is None
    assert unreachable_displays(wayland, x11_socket_dir=socket_dir) is None
    # With WAYLAND_DISPLAY unset, libwayland connects to "wayland-0".
    runtime = {"XDG_RUNTIME_DIR": wayland["XDG_RUNTIME_DIR"]}
    assert unreachable_displays({**runtime, "DISPLAY": stale_x, "QT_QPA_PLATFORM": "wayland"},
                                x11_socket_dir=socket_dir) is None


def test_windows_and_macos_are_not_checked(
    monkeypatch: pytest.MonkeyPatch, socket_dir: str,
) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    assert unreachable_displays({"DISPLAY": f":{free_display_number()}"},
                                x11_socket_dir=socket_dir) is None


# The command: what a player sees where Qt used to abort the game.

def start_game(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m gin_desktop ARGS`` on an English desktop, with the display ``env`` names
    and nothing else (no saved language: a scratch configuration folder)."""
    from tests.test_cli import run_module

    return run_module(*args, LANG="en_US.UTF-8", LC_ALL="", LC_MESSAGES="", LANGUAGE="",
                      XDG_CONFIG_HOME=env.pop("config"), XAUTHORITY=env.pop("xauthority"),
                      **env)


@pytest.fixture
def scratch(tmp_path: Path) -> dict[str, str]:
    return {"config": str(tmp_path / "config"), "xauthority": str(tmp_path / "none")}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display check is Linux's")
@pytest.mark.parametrize(
    ("args", "words"),
    [
        ((), "gin-desktop: cannot reach the display :93 (no display server answers there); "
             "run it from a desktop session, or check DISPLAY/WAYLAND_DISPLAY"),
        (("--lang", "cs"), "gin-desktop: k displeji :93 se nelze připojit (neodpovídá na něm "
                           "žádný grafický server); spusťte hru v grafickém prostředí, nebo "
                           "zkontrolujte DISPLAY/WAYLAND_DISPLAY"),
    ],
)
def test_a_display_that_does_not_answer_is_told_instead_of_an_abort(
    scratch: dict[str, str], args: tuple[str, ...], words: str,
) -> None:
    """A stale SSH session's DISPLAY: Qt aborted the game (exit 134, a core dump) saying
    reinstalling it might help. Now one line in the player's language, and exit 2."""
    if Path("/tmp/.X11-unix/X93").exists():
        pytest.skip("display :93 exists on this machine")
    result = start_game(*args, DISPLAY=":93", **scratch)
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    assert result.stderr.splitlines() == [words]
    assert "Traceback" not in result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display check is Linux's")
@pytest.mark.parametrize(
    ("args", "words"),
    [
        ((), "gin-desktop: the display localhost:{n}.0 refused the connection (no access to "
             "its X server, as after sudo); run it as the desktop session's user, or check "
             "XAUTHORITY and xhost"),
        (("--lang", "cs"), "gin-desktop: displej localhost:{n}.0 odmítl spojení (chybí přístup "
                           "k jeho X serveru, jako po sudo); spusťte hru jako uživatel "
                           "grafického prostředí, nebo zkontrolujte XAUTHORITY a xhost"),
    ],
)
def test_an_x_server_that_refuses_the_game_is_told_instead_of_an_abort(
    scratch: dict[str, str], servers: list[FakeXServer], args: tuple[str, ...], words: str,
) -> None:
    """sudo without the user's cookie: the X server answers "Failed" and Qt aborted."""
    listener = socket.create_server(("localhost", 0))
    number = listener.getsockname()[1] - X11_TCP_PORT
    servers.append(FakeXServer(listener, (MIT, COOKIE)))
    result = start_game(*args, DISPLAY=f"localhost:{number}.0", **scratch)
    assert result.returncode == 2, result.stderr
    assert result.stderr.splitlines() == [words.format(n=number)]
    assert servers[0].received == [(b"", b"")]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display check is Linux's")
@pytest.mark.parametrize(
    ("args", "words"),
    [
        ((), "gin-desktop: QT_QPA_PLATFORM asks for a display that DISPLAY names, and "
             "DISPLAY is not set; run it from a desktop session that sets it, or unset "
             "QT_QPA_PLATFORM"),
        (("--lang", "es"), "gin-desktop: QT_QPA_PLATFORM pide una pantalla que indica "
                           "DISPLAY, pero DISPLAY no está definida; ejecútalo desde una sesión "
                           "de escritorio que la defina o quita QT_QPA_PLATFORM"),
    ],
)
def test_an_x11_platform_with_only_wayland_named_is_told_instead_of_an_abort(
    scratch: dict[str, str], tmp_path: Path, args: tuple[str, ...], words: str,
) -> None:
    """QT_QPA_PLATFORM=xcb in a Wayland session with no DISPLAY: Qt aborted the game (exit
    134, "could not connect to display"). Now one line in the player's language, and exit 2."""
    listener = unix_listener(str(tmp_path / "wayland-0"))
    try:
        result = start_game(*args, WAYLAND_DISPLAY="wayland-0", XDG_RUNTIME_DIR=str(tmp_path),
                            QT_QPA_PLATFORM="xcb", **scratch)
    finally:
        listener.close()
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    assert result.stderr.splitlines() == [words]


def test_help_and_version_need_no_display_that_answers(scratch: dict[str, str]) -> None:
    for option in ("--help", "--version"):
        result = start_game(option, DISPLAY=":93", **scratch)
        assert result.returncode == 0, result.stderr
        assert result.stdout and not result.stderr


@pytest.mark.usefixtures("linux")
def test_the_self_test_runs_offscreen_where_the_display_does_not_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The self-test checks the installation, not the session: a stale DISPLAY would have
    made Qt abort it."""
    from tests.test_cli import fake_module

    fake_module(monkeypatch, "gin_desktop.app.selftest", run_self_test=lambda words: 3)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setenv("DISPLAY", f":{free_display_number()}")
    assert cli.main(["--self-test"]) == 3
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"
