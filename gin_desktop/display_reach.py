"""Whether the display server that DISPLAY or WAYLAND_DISPLAY names answers, asked over its
socket before Qt is: Qt's platform plugin aborts the game (a core dump, and Qt's words
"Reinstalling the application may fix this problem") when the server is gone (a stale SSH
session's DISPLAY) or refuses the game (``sudo`` without the user's X cookie).

Only a clear "no" counts: whatever this cannot tell (a display name it cannot read, an X
server that answers slowly, a way of authorising it cannot speak) is left to Qt to try.
"""

from __future__ import annotations

import contextlib
import enum
import os
import re
import socket
import struct
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

X11_SOCKET_DIR = "/tmp/.X11-unix"
X11_TCP_PORT = 6000
# Names of this computer's loopback, and its addresses asked by number (no name lookup).
LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "::1", "ip6-localhost"})
LOOPBACK_ADDRESSES = ("127.0.0.1", "::1")
# A local server answers at once; a remote one over SSH's forwarding in well under this.
TIMEOUT = 2.0

# DISPLAY is [protocol/][host]:number[.screen]; "host::0" (DECnet) is not read.
_X11_DISPLAY = re.compile(r"^(?:(?P<protocol>[a-z]+)/)?(?P<host>[^:]*):(?P<number>\d+)(?:\.\d+)?$")
_MIT_COOKIE = b"MIT-MAGIC-COOKIE-1"
# The socket libwayland connects to when WAYLAND_DISPLAY is unset.
_WAYLAND_DEFAULT = "wayland-0"


class Reach(enum.Enum):
    """What asking a display server gave."""

    ANSWERS = "answers"
    UNREACHABLE = "unreachable"  # nothing listens where it should
    REFUSED = "refused"  # an X server that answers but turns the game away


@dataclass(frozen=True)
class UnreachableDisplays:
    """The displays named that none of Qt's platforms could open, and whether an X server
    among them answered but refused the game; ``missing``: the variables (DISPLAY,
    WAYLAND_DISPLAY) that would name the display of a platform QT_QPA_PLATFORM asks for,
    left unset."""

    names: tuple[str, ...]
    refused: bool
    missing: tuple[str, ...] = ()


def unreachable_displays(
    env: Mapping[str, str] | None = None, *, x11_socket_dir: str = X11_SOCKET_DIR,
    timeout: float = TIMEOUT,
) -> UnreachableDisplays | None:
    """The displays named in ``env`` (default: the process's) when none of those Qt would
    try answers, or when QT_QPA_PLATFORM asks only for a kind of display none names
    ("xcb" with only WAYLAND_DISPLAY set); None when one answers, when none is named
    (``display_available`` tells that case) or when Qt is asked for a platform this
    cannot check (offscreen, eglfs...).

    Linux and the other X11/Wayland systems only; elsewhere always None.
    """
    if env is None:
        env = os.environ
    if sys.platform in ("win32", "darwin"):
        return None
    platforms = _platforms_asked(env)
    named: list[tuple[str, Reach]] = []
    if "wayland" in platforms and env.get("WAYLAND_DISPLAY"):
        name = env["WAYLAND_DISPLAY"]
        named.append((name, wayland_reach(name, env.get("XDG_RUNTIME_DIR", ""), timeout)))
    if "xcb" in platforms and env.get("DISPLAY"):
        name = env["DISPLAY"]
        named.append((name, x11_reach(name, _xauthority_path(env), x11_socket_dir, timeout)))
    missing = _unset_displays(env, platforms, timeout)
    if missing is None or any(reach is Reach.ANSWERS for _, reach in named):
        return None
    if not named and not missing:
        return None
    return UnreachableDisplays(tuple(name for name, _ in named),
                               any(reach is Reach.REFUSED for _, reach in named), missing)


def _platforms_asked(env: Mapping[str, str]) -> frozenset[str]:
    """The display servers Qt would try: those QT_QPA_PLATFORM lists ("wayland;xcb"), else
    both (Qt picks one by the session and falls back). Empty when it lists a platform this
    does not know: that one may need no display server at all."""
    value = env.get("QT_QPA_PLATFORM", "")
    names = {part.split(":", 1)[0].strip() for part in value.split(";")} - {""}
    if not names:
        return frozenset({"wayland", "xcb"})
    asked = {"wayland" if name.startswith("wayland") else name for name in names}
    if not asked <= {"wayland", "xcb"}:
        return frozenset()
    return frozenset(asked)


def _unset_displays(env: Mapping[str, str], platforms: frozenset[str],
                    timeout: float) -> tuple[str, ...] | None:
    """The variables left unset that name the displays of the platforms QT_QPA_PLATFORM
    lists: Qt's plugin then aborts the game as for a display that has gone (xcb opens
    none; wayland only Wayland's default socket, "wayland-0": None when that answers).
    None of them when it lists none: Qt then chooses by the session and falls back."""
    if not env.get("QT_QPA_PLATFORM", "").strip():
        return ()
    missing: list[str] = []
    if "wayland" in platforms and not env.get("WAYLAND_DISPLAY"):
        if wayland_reach(_WAYLAND_DEFAULT, env.get("XDG_RUNTIME_DIR", ""),
                         timeout) is Reach.ANSWERS:
            return None
        missing.append("WAYLAND_DISPLAY")
    if "xcb" in platforms and not env.get("DISPLAY"):
        missing.append("DISPLAY")
    return tuple(missing)


def wayland_reach(name: str, runtime_dir: str, timeout: float = TIMEOUT) -> Reach:
    """Whether a Wayland compositor listens on the socket WAYLAND_DISPLAY names: a path, or
    a name in XDG_RUNTIME_DIR."""
    path = name if os.path.isabs(name) else os.path.join(runtime_dir, name)
    if not os.path.isabs(path):  # no runtime folder: Qt cannot find the socket either
        return Reach.UNREACHABLE
    with _connected(path, timeout) as sock:
        return Reach.UNREACHABLE if sock is None else Reach.ANSWERS


def x11_reach(display: str, xauthority: Path | None, socket_dir: str = X11_SOCKET_DIR,
              timeout: float = TIMEOUT) -> Reach:
    """Whether the X server DISPLAY names answers and lets the game in: a local display on
    its Unix socket (Linux's abstract one first, as libxcb), an SSH session's forwarded one
    on the loopback's TCP 6000+n. Another computer's display counts as answering."""
    match = _X11_DISPLAY.match(display)
    if match is None:
        return Reach.ANSWERS  # a form this does not read: Qt's to try
    addresses = _addresses(match["host"], match["protocol"], int(match["number"]), socket_dir)
    if not addresses:
        return Reach.ANSWERS  # another computer's display: Qt's to try
    # With a kind of authorisation this cannot speak, it only asks whether the server listens.
    cookies: list[tuple[bytes, bytes] | None] = []
    cookies.extend(_cookies(xauthority, match["number"]) or [None])
    reach = Reach.UNREACHABLE
    for address in addresses:
        for cookie in cookies:
            tried = _x11_setup(address, cookie, timeout)
            if tried is Reach.ANSWERS:
                return tried
            if tried is Reach.UNREACHABLE:
                break  # nothing listens there: the next place
            reach = Reach.REFUSED
    return reach


# A Unix socket's path, or a host and a TCP port.
Address = str | tuple[str, int]


def _addresses(host: str, protocol: str | None, number: int, socket_dir: str) -> list[Address]:
    """Where libxcb looks for display ``number`` on ``host``, on this computer only: a
    local display's Unix socket, then its TCP port on the loopback as Xlib falls back to
    it; an SSH session's forwarded display on the loopback. Another computer's display is
    not asked (none: Qt's to try): the game opens no connection beyond this computer."""
    path = f"{socket_dir}/X{number}"
    local_host = host in ("", "unix")
    if not local_host and host not in LOOPBACK_HOSTS:
        return []
    tcp: list[Address] = [(address, X11_TCP_PORT + number) for address in LOOPBACK_ADDRESSES]
    if protocol in ("tcp", "inet", "inet6") or not local_host:
        return tcp
    local: list[Address] = [path]
    if sys.platform.startswith("linux"):
        local.insert(0, "\0" + path)
    return [*local, *tcp] if protocol != "unix" else local


@contextlib.contextmanager
def _connected(address: Address, timeout: float) -> Iterator[socket.socket | None]:
    """A socket connected to ``address`` (a Unix socket's path, or a host and a TCP port,
    IPv4 or IPv6), or None where nothing listens."""
    try:
        if isinstance(address, tuple):
            sock = socket.create_connection(address, timeout)
        else:
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            sock.settimeout(timeout)
            _connect_unix(sock, address)
    except OSError:  # refused, missing, timed out, no such host
        yield None
        return
    with sock:
        yield sock


def _connect_unix(sock: socket.socket, path: str) -> None:
    try:
        sock.connect(path)
    except OSError:
        sock.close()
        raise


def _x11_setup(address: Address, cookie: tuple[bytes, bytes] | None, timeout: float) -> Reach:
    """The X11 connection setup on ``address`` with the authorisation ``cookie`` (name,
    data; both empty for none): the first byte of the server's reply is 0 for Failed, 1
    for Success, 2 for Authenticate. With no cookie to try, only the connection."""
    with _connected(address, timeout) as sock:
        if sock is None:
            return Reach.UNREACHABLE
        if cookie is None:
            return Reach.ANSWERS
        name, data = cookie
        request = struct.pack("<cxHHHHxx", b"l", 11, 0, len(name), len(data))
        request += _padded(name) + _padded(data)
        try:
            sock.sendall(request)
            first = sock.recv(1)
        except OSError:  # slow or cut: the server is there, Qt may fare better
            return Reach.ANSWERS
    return Reach.REFUSED if first == b"\0" else Reach.ANSWERS


def _padded(data: bytes) -> bytes:
    return data + b"\0" * (-len(data) % 4)


def _xauthority_path(env: Mapping[str, str]) -> Path | None:
    if env.get("XAUTHORITY"):
        return Path(env["XAUTHORITY"])
    home = env.get("HOME")
    return Path(home) / ".Xauthority" if home else None


def _cookies(xauthority: Path | None, number: str) -> list[tuple[bytes, bytes]] | None:
    """The authorisations worth trying on display ``number``: none, then every
    MIT-MAGIC-COOKIE-1 the Xauthority file holds for that display, whatever its host (a
    superset of libxcb's choice, so a refusal of all of them is one libxcb gets too).
    None when the file holds another kind for it (XDM-AUTHORIZATION-1...): this cannot
    try that, so it asks only whether the server listens."""
    cookies: list[tuple[bytes, bytes]] = [(b"", b"")]
    for entry_number, name, data in _xauthority_entries(xauthority):
        if entry_number not in (number.encode(), b""):
            continue
        if name != _MIT_COOKIE:
            return None
        cookies.append((name, data))
    return cookies


def _xauthority_entries(path: Path | None) -> Iterator[tuple[bytes, bytes, bytes]]:
    """(display number, authorisation name, data) of each entry of an Xauthority
    file: family as a 16-bit big-endian number, then four fields each a 16-bit length and
    that many bytes (address, number, name, data). A missing or unreadable file has none."""
    if path is None:
        return
    try:
        content = path.read_bytes()
    except OSError:
        return
    offset = 0
    while offset + 2 <= len(content):
        offset += 2  # the family: which hosts the entry is for, any of them will do here
        fields: list[bytes] = []
        for _ in range(4):
            if offset + 2 > len(content):
                return
            (length,) = struct.unpack_from(">H", content, offset)
            fields.append(content[offset + 2:offset + 2 + length])
            offset += 2 + length
        _address, number, name, data = fields
        yield number, name, data
