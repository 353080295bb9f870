"""Issue 12, item 1, as the player reads it: every refusal sentence (the app's own, and
the engine's reasons inside "Not allowed: …" and "The captain cannot do that: …") in
es/cs/pt holds no English word of its English form and no card code ("5S")."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from gin_desktop.app import i18n
from gin_desktop.app.prompts import AppRefusal, app_refusal_text, refusal_text
from gin_desktop.engine import Card, RefusalCode
from gin_desktop.engine import Refusal as EngineRefusal

CARD_CODE = re.compile(r"\b[A2-9TJQK][CDHS]\b")
NAMES = ("Ana", "Ordenador")
#: Words that are the same in English and the language (the game's name, and the key
#: names printed on the keyboard, as in "Ctrl+N").
SHARED = {"gin", "ctrl"}


def every_refusal() -> list[EngineRefusal]:
    card = Card.from_text("5S")
    return [EngineRefusal(code, card=card, seat=0, to_act=1, limit=7) for code in RefusalCode]


def sentences() -> list[str]:
    """Every refusal sentence the app can show, the engine's reasons in both frames."""
    framing = (AppRefusal.NOT_ALLOWED, AppRefusal.CAPTAIN_CANNOT)
    said = [app_refusal_text(kind, name=NAMES[1], reason="")
            for kind in AppRefusal if kind not in framing]
    for refusal in every_refusal():
        reason = refusal_text(refusal, NAMES.__getitem__)
        said.append(app_refusal_text(AppRefusal.NOT_ALLOWED, reason=reason))
        said.append(app_refusal_text(AppRefusal.CAPTAIN_CANNOT, reason=reason))
    return said


def words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z]{4,}", text)} - {n.lower() for n in NAMES}


@pytest.fixture
def english() -> list[str]:
    return sentences()


@pytest.fixture(params=["es", "cs", "pt"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    locale = QLocale()
    i18n.install_translators(qapp, request.param)
    yield request.param
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


def test_every_engine_refusal_has_words() -> None:
    for refusal in every_refusal():
        assert refusal_text(refusal, NAMES.__getitem__), refusal.code


def test_refusals_show_cards_as_the_table_does_and_seats_by_name() -> None:
    card = Card.from_text("TH")
    taken = refusal_text(EngineRefusal(RefusalCode.JUST_TAKEN_FROM_PILE, card=card),
                         NAMES.__getitem__)
    assert "10♥" in taken and "TH" not in taken
    turn = refusal_text(EngineRefusal(RefusalCode.NOT_YOUR_TURN, seat=0, to_act=1),
                        NAMES.__getitem__)
    assert "Ordenador" in turn and "seat" not in turn


def test_no_refusal_has_an_english_word_or_a_card_code(english: list[str],
                                                       language: str) -> None:
    translated = sentences()
    assert len(translated) == len(english)
    for source, text in zip(english, translated, strict=True):
        assert not CARD_CODE.search(text), (language, text)
        leftover = (words(source) & words(text)) - SHARED
        assert not leftover, (language, text, leftover)
