"""Write the man page gin-desktop.6 from the program's own ``--help``.

``python3 make_manpage.py OUT DATE -- COMMAND...`` runs ``COMMAND --help`` and
``COMMAND --version`` and turns argparse's output into roff: the usage line becomes the
SYNOPSIS, the description the NAME line and DESCRIPTION, each option list an OPTIONS
section. DATE (YYYY-MM-DD) is the release's, so that the page is the same on every build.
build-deb.sh runs it with the bundled launcher, so the page documents what is packaged.
FILES and ENVIRONMENT, which ``--help`` does not tell, say where the game keeps the
player's saves and settings, with the names the game itself uses.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
# None of these imports Qt: the page is made with the build machine's plain python3.
from gin_desktop.app.statistics import STATS_NAME  # noqa: E402
from gin_desktop.app.storage import ARCHIVE_DIR, DATA_DIR_ENV, SAVE_NAME  # noqa: E402
from gin_desktop.command_line import APP_NAME, ORGANISATION  # noqa: E402

_ENTRY = re.compile(r"^  (\S.*?)(?:\s{2,}(\S.*))?$")


@dataclass
class Help:
    usage: str = ""
    description: list[str] = field(default_factory=list)
    # (section title, [(option names, help text)])
    sections: list[tuple[str, list[tuple[str, str]]]] = field(default_factory=list)


def parse_help(text: str) -> Help:
    """Split argparse's help output into the usage, the description and the option lists."""
    parsed = Help()
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = block.splitlines()
        if lines[0].startswith("usage: "):
            parsed.usage = " ".join(line.strip() for line in lines)[len("usage: "):]
        elif lines[0].endswith(":") and not lines[0].startswith(" ") and len(lines) > 1:
            parsed.sections.append((lines[0][:-1], _entries(lines[1:])))
        else:
            parsed.description.append(" ".join(line.strip() for line in lines))
    return parsed


def _entries(lines: list[str]) -> list[tuple[str, str]]:
    entries: list[tuple[str, str]] = []
    for line in lines:
        match = _ENTRY.match(line)
        if match and not line.startswith("   "):
            entries.append((match.group(1), match.group(2) or ""))
        elif entries:  # a continuation of the previous option's help
            names, text = entries[-1]
            entries[-1] = (names, f"{text} {line.strip()}".strip())
    return entries


def roff(text: str) -> str:
    """Escape plain text for roff: backslashes, hyphens, and a leading dot or quote."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text[:1] in (".", "'") else text


def manpage(parsed: Help, program: str, version: str, date: str) -> str:
    summary = parsed.description[0].rstrip(".") if parsed.description else program
    synopsis = parsed.usage.removeprefix(program).strip()
    out = [
        f'.TH {program.upper()} 6 "{date}" "{version}" "Games"',
        ".SH NAME",
        f"{roff(program)} \\- {roff(summary[:1].lower() + summary[1:])}",
        ".SH SYNOPSIS",
        f".B {roff(program)}",
        roff(synopsis),
        ".SH DESCRIPTION",
    ]
    for paragraph in parsed.description:
        out += [roff(paragraph), ".PP"]
    out.pop()
    for title, entries in parsed.sections:
        out.append(f'.SH "{title.upper()}"' if title != "options" else ".SH OPTIONS")
        for names, text in entries:
            out += [".TP", f".B {roff(names)}", roff(text)]
    out += player_files()
    return "\n".join(out) + "\n"


def player_files() -> list[str]:
    """FILES and ENVIRONMENT: where a player finds the saves to back up or delete, which
    removing the package leaves behind (Qt's places for the game's organisation and
    application names on Linux: the data in the game's own folder, ``data_folder``)."""
    data = f"~/.local/share/{APP_NAME}/"
    settings = f"~/.config/{ORGANISATION}/{APP_NAME}.conf"
    return [
        ".SH FILES",
        ".TP", f".I {roff(data)}",
        roff(f"The match in progress ({SAVE_NAME}), the finished matches ({ARCHIVE_DIR}/) "
             f"and the statistics ({STATS_NAME}). Under $XDG_DATA_HOME when that is set."),
        ".TP", f".I {roff(settings)}",
        roff("The settings: the player's name, the cards, the table colour, the language. "
             "Under $XDG_CONFIG_HOME when that is set."),
        ".PP",
        roff("Removing the package leaves both in place; delete them to forget the "
             "matches, the statistics and the settings."),
        ".SH ENVIRONMENT",
        ".TP", f".B {roff(DATA_DIR_ENV)}",
        roff("A folder to keep the saves and statistics in instead."),
        *_display_environment(),
    ]


def _display_environment() -> list[str]:
    """The variables that name the display the game opens its window on: before it starts
    it asks the display server named whether it answers (``display_reach``), so a player
    whose game stops at once learns here which variable to check."""
    return [
        ".TP", ".B DISPLAY",
        roff("The X display to open the window on, as :0 or host:10.0. Before starting, "
             "the game asks the X server there whether it answers."),
        ".TP", ".B WAYLAND_DISPLAY",
        roff("The Wayland display to open the window on; the game asks its socket "
             "(under $XDG_RUNTIME_DIR) whether it answers."),
        ".TP", ".B XAUTHORITY",
        roff("The file with the X server's access cookie (~/.Xauthority when unset), which "
             "the game shows the X server when asking it."),
        ".PP",
        roff("When neither DISPLAY nor WAYLAND_DISPLAY is set, or no display server named "
             "answers, or the X server refuses the game (as after sudo), the game says so "
             "and which display it tried, and exits with status 2 without opening a "
             "window. QT_QPA_PLATFORM=offscreen runs it without a display."),
    ]


def main(argv: list[str]) -> int:
    if len(argv) < 5 or argv[3] != "--" or not re.fullmatch(r"\d{4}-\d\d-\d\d", argv[2]):
        print(__doc__, file=sys.stderr)
        return 2
    out, date, command = Path(argv[1]), argv[2], argv[4:]
    help_text = subprocess.run([*command, "--help"], check=True, capture_output=True,
                               text=True).stdout
    version = subprocess.run([*command, "--version"], check=True, capture_output=True,
                             text=True).stdout.strip()
    program = version.split()[0]
    out.write_text(manpage(parse_help(help_text), program, version, date), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
