"""A broken settings file is named in the player's language, whole: the reason a value
could not be used is never the English of the code that refused it, nor a Python type's
name (the project's rule: bad input gets a clear message). The real window, started on a
settings file with a wrong value in every key."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from gin_desktop.app.settings import Settings

BROKEN = r"""[player]
name=@Variant(\0\0\0\x2\0\0\0\x5)
[table]
deck_style=purple
card_back=@ByteArray(zz)
colour=notacolour
animation_speed=fast
[ui]
language=klingon
welcomed=maybe
[game]
default_setup="{\"mode\": \"four\", \"levels\": [\"human\", \"godlike\"]}"
[window]
geometry=hello
state=12
"""

# Words of the refusals' English that must not appear inside a translated notice; the
# choices' stored codes among them (a wrong deck style listed "four-colour, large-index").
ENGLISH = ("unknown", "choose", "must be", "QByteArray", "game mode", "player level",
           "four-colour", "large-index", "system, en")


@pytest.mark.parametrize(("code", "reset"), [
    ("es", "opciones de partida nueva (no son opciones que esta versión del juego "
           "pueda usar)"),
    ("cs", "volby nové partie (nejsou to volby, které tato verze hry umí použít)"),
])
def test_every_broken_setting_is_named_in_the_players_language(
        make_window: Callable[..., Any], language: Callable[[str], None], tmp_path: Path,
        code: str, reset: str) -> None:
    language(code)
    ini = tmp_path / "broken.ini"
    ini.write_text(BROKEN, encoding="utf-8")
    window = make_window(Settings(QSettings(str(ini), QSettings.Format.IniFormat)))
    notice = window.notice_bar.text()
    assert reset in notice, notice
    assert not [word for word in ENGLISH if word in notice], notice
    assert window.model.has_match and window.model.setup.mode == "two"
