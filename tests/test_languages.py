"""The help's language read without Qt (``gin_desktop/languages.py``) is the one Qt would
give: the same words from the same catalog, the same language for the same settings and
desktop."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gin_desktop import languages

REPO = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(sys.platform.startswith(("win", "darwin")),
                                reason="there the help's language is read through Qt")


def test_every_word_of_each_catalog_reads_as_qt_reads_it() -> None:
    from PySide6.QtCore import QTranslator

    for code in languages.LANGUAGES[1:]:
        path = languages.translations_dir() / f"{languages.CATALOG}_{code}.qm"
        catalog = languages.read_catalog(path)
        assert catalog, code
        qt = QTranslator()
        assert qt.load(str(path))
        for (context, source, comment), words in catalog.items():
            assert words == qt.translate(context, source, comment or None), (code, source)


def test_a_file_that_is_no_catalog_reads_as_none(tmp_path: Path) -> None:
    (tmp_path / "empty.qm").write_bytes(b"")
    (tmp_path / "cut.qm").write_bytes(
        (languages.translations_dir() / "gin_desktop_es.qm").read_bytes()[:5000])
    assert languages.read_catalog(tmp_path / "empty.qm") is None
    assert languages.read_catalog(tmp_path / "missing.qm") is None
    assert languages.read_catalog(tmp_path / "cut.qm") is None


# The child prints, for each place it is asked in, the help's first words read without Qt
# and read through Qt's core (``i18n.words_before_start``).
_BOTH = """
import json, sys
from gin_desktop.languages import words_without_qt
from gin_desktop.app.i18n import words_before_start
text = "Offline Gin Rummy against computer opponents."
asked = sys.argv[1] or None
print(json.dumps([words_without_qt(asked, "gin_desktop", "gin-desktop")(text),
                  words_before_start(asked, "gin_desktop", "gin-desktop")(text)]))
"""


@pytest.mark.parametrize(("asked", "saved", "desktop"), [
    ("", None, {"LANG": "es_ES.UTF-8"}),
    ("", None, {"LANG": "pt_BR.UTF-8"}),
    ("", None, {"LANG": "de_DE.UTF-8"}),
    ("", None, {"LANG": "C"}),
    ("", None, {"LANGUAGE": "de:cs:es", "LANG": "en_US.UTF-8"}),
    ("", None, {"LC_ALL": "cs_CZ.UTF-8", "LANG": "es_ES.UTF-8"}),
    ("", None, {"LC_MESSAGES": "pt_PT.UTF-8", "LANG": "es_ES.UTF-8"}),
    ("", "es", {"LANG": "cs_CZ.UTF-8"}),
    ("", "system", {"LANG": "cs_CZ.UTF-8"}),
    ("", '"pt"', {"LANG": "en_US.UTF-8"}),
    ("", "xx", {"LANG": "es_ES.UTF-8"}),
    ("cs", "es", {"LANG": "pt_BR.UTF-8"}),
    ("PT_br", None, {"LANG": "en_US.UTF-8"}),
])
def test_the_language_is_the_one_qt_would_choose(
        tmp_path: Path, asked: str, saved: str | None, desktop: dict[str, str]) -> None:
    config = tmp_path / "config"
    if saved is not None:
        folder = config / "gin_desktop"
        folder.mkdir(parents=True)
        (folder / "gin-desktop.conf").write_text(
            f"[General]\nlanguage=no\n\n[ui]\nlanguage={saved}\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LANG")}
    env.update(desktop, XDG_CONFIG_HOME=str(config), HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", _BOTH, asked], env=env, cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    without_qt, through_qt = json.loads(done.stdout)
    assert without_qt == through_qt
