"""Brazilian Portuguese as a Brazilian player reads it: one underlined letter for each
command of a menu or a dialog, and no European or word-for-word turns of phrase.

A proofreading found "Rever uma partida &salva…" beside "&Sair" in the Game menu (Alt+J,
S chose neither at once), "Modo de &treino" beside "S&traight" in New game, and
sentences such as "Continuar a jogar", "não dar conselho nesta vez", "a carta a
descartar" or "aconselhar sabendo-as", which a Brazilian does not write.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.new_game import NewGameDialog
from gin_desktop.app.settings import Settings

from .test_translations import TRANSLATIONS, read_ts

ROOT = Path(__file__).resolve().parents[2]


def _mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def _clashes(texts: list[str]) -> list[str]:
    letters = [_mnemonic(t) for t in texts]
    return [t for t, k in zip(texts, letters, strict=True)
            if k is not None and letters.count(k) > 1]


def test_each_menu_underlines_a_letter_once(make_window: Any, qtbot: QtBot,
                                            language: Callable[[str], None]) -> None:
    """The Game menu, once the window has added its review commands, held "&Sair" and
    "Rever uma partida &salva…": Alt+J then S only moved between them."""
    language("pt")
    window = make_window()
    qtbot.waitUntil(lambda: getattr(window, "review_features", None) is not None,
                   timeout=5000)
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    game = window.review_features.review_saved_action
    assert any(game in m.actions() for m in menus)
    wrong = {m.title(): _clashes([a.text() for a in m.actions() if not a.isSeparator()])
             for m in menus}
    assert not any(wrong.values()), wrong


def test_the_new_game_dialog_underlines_a_letter_once(
        language: Callable[[str], None], settings: Settings, qtbot: QtBot) -> None:
    """"Modo de &treino" and "S&traight" shared the T of the same dialog."""
    language("pt")
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    texts = [w.text() for w in dialog.findChildren(QWidget)
             if isinstance(w, QAbstractButton | QLabel) and _mnemonic(w.text())]
    assert len(texts) > 15
    assert not _clashes(texts), _clashes(texts)


# European Portuguese or word-for-word forms, and the Brazilian way to say each.
_NOT_BRAZILIAN = [
    (r"\bcontinuar a \w+r\b", "continuar jogando"),
    (r"\b(nesta|na mesma|em qualquer) vez\b", "neste turno"),
    (r"\ba carta a descartar\b", "a carta que vai descartar"),
    (r"\bsabendo-as\b", "conhecendo essas cartas"),
    (r"\bbate-se\b", "só se bate"),
    (r"\bregulamento\b", "livro de regras"),
    (r"\bEscreva\b", "Digite"),
    (r"\bem curso\b", "em andamento"),
    (r"\b(pegas|pegadas?)\b", "tirada da pilha"),
    (r"\bA mostra\b|\bna mostra\b", "cartas na mesa"),
    (r"\w: \{?\w+\}?, contra você:", "7 suas, 3 contra você"),
    # A list of cards that is often one card: a plural participle before it does not
    # agree with "10♥" alone.
    (r"\b(Tiradas|Pegas) da pilha de descarte durante a mão: \{cards\}",
     "Pegou da pilha de descarte durante a mão: {cards}"),
]


def _texts() -> list[str]:
    texts = [form for m in read_ts(TRANSLATIONS / "gin_desktop_pt.ts") for form in m.forms]
    texts += [path.read_text(encoding="utf-8")
              for folder in ("rules", "help")
              for path in sorted((ROOT / "assets" / folder).glob("*.pt.md"))]
    return texts


@pytest.mark.parametrize(("pattern", "brazilian"), _NOT_BRAZILIAN)
def test_portuguese_says_it_the_brazilian_way(pattern: str, brazilian: str) -> None:
    wrong = [match.group(0) for text in _texts()
             for match in re.finditer(pattern, text, re.IGNORECASE)]
    assert not wrong, f"{wrong}: write {brazilian!r}"
