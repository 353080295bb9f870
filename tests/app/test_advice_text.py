"""The reasons of hints, the advisor and the captain in the player's language (issue "Every
player"): ``advice_text`` translates the ai package's templates (context "Advice") and writes
cards as the table does; every template the ai package can say is translated."""

from __future__ import annotations

import ast
import random
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop import ai
from gin_desktop.ai import Advice, Reason
from gin_desktop.ai.explain import explanation_for
from gin_desktop.app.advice_text import advice_text
from gin_desktop.app.model import GameModel
from gin_desktop.app.prompts import card_label
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import (
    NEXT_HAND, Action, ActionKind, Card, Meld, RuleSet, decisions, new_match,
    parse_cards,
)

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "assets" / "translations"
LANGUAGES = ("es", "cs", "pt")

RUN = Reason.of("Take the {card}: it makes a run {meld}", card=Card.from_text("7H"),
                meld=Meld.from_cards(parse_cards("5H 6H 7H")))
LOOSE = Reason.of("Discard the {card}: it fits nothing and leaves {left} deadwood",
                  card=Card.from_text("KS"), left=12)
MY_LOOSE = Reason.of("it fits nothing and leaves {left} deadwood", left=12)
NOT_ALLOWED = Reason.of("I can't {suggestion} now, so I'll {move} because {reason}",
                        suggestion=Action.discard(Card.from_text("9S")),
                        move=Action.discard(Card.from_text("KS")), reason=MY_LOOSE)
MY_SET = Reason.of("it makes a set {meld}", meld=Meld.from_cards(parse_cards("9C 9D 9S")))
FOLLOWING = Reason.of("I'll follow your advice and {move} because {reason}",
                      move=Action(ActionKind.TAKE_UPCARD), reason=MY_SET)
MY_MISFIT = Reason.of("the {card} does not fit my hand well enough", card=Card.from_text("QH"))
OVERRULED = Reason.of("I'd rather {move} than {suggestion} because {reason}",
                      move=Action(ActionKind.PASS_UPCARD),
                      suggestion=Action(ActionKind.TAKE_UPCARD), reason=MY_MISFIT)


def _marked_templates() -> set[str]:
    """What the ai sources and the hand review (its verdicts are reasons too) mark with
    QT_TRANSLATE_NOOP("Advice", "...") for lupdate."""
    found: set[str] = set()
    sources = [*sorted((ROOT / "gin_desktop" / "ai").glob("*.py")),
               ROOT / "gin_desktop" / "review.py"]
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "QT_TRANSLATE_NOOP" and len(node.args) == 2
                    and isinstance(node.args[0], ast.Constant)
                    and node.args[0].value == "Advice"
                    and isinstance(node.args[1], ast.Constant)):
                found.add(node.args[1].value)
    return found


def _advice_messages(lang: str) -> dict[str, tuple[str, str]]:
    """The context "Advice" of a committed .ts file: source -> (translation, its type)."""
    root = ET.parse(TRANSLATIONS / f"gin_desktop_{lang}.ts").getroot()
    messages: dict[str, tuple[str, str]] = {}
    for context in root.iter("context"):
        if context.findtext("name") != "Advice":
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            messages[message.findtext("source") or ""] = (
                translation.text or "", translation.get("type", ""))
    return messages


def test_english_writes_cards_as_the_table_does(qapp: QApplication) -> None:
    assert advice_text(RUN) == "Take the 7♥: it makes a run 5♥ 6♥ 7♥"
    assert advice_text(NOT_ALLOWED) == (
        "I can't discard the 9♠ now, so I'll discard the K♠ because it fits nothing and "
        "leaves 12 deadwood")
    assert advice_text(FOLLOWING) == (
        "I'll follow your advice and take the upcard because it makes a set 9♣ 9♦ 9♠")
    assert advice_text(OVERRULED) == (
        "I'd rather pass the upcard than take the upcard because the Q♥ does not fit my "
        "hand well enough")
    assert advice_text(Reason.of("{move}: the best move here", move=NEXT_HAND)) == (
        "Deal the next hand: the best move here")
    assert advice_text(Advice.because(Action.discard(Card.from_text("KS")), LOOSE)) == (
        "Discard the K♠: it fits nothing and leaves 12 deadwood")


def test_spanish_sentences(language: Callable[[str], None]) -> None:
    language("es")
    assert advice_text(RUN) == "Toma el 7♥: forma una escalera 5♥ 6♥ 7♥"
    assert advice_text(NOT_ALLOWED) == (
        "Ahora no puedo descartar el 9♠, así que voy a descartar el K♠ porque no encaja con "
        "nada y me quedo con 12 puntos sin combinar")
    assert advice_text(FOLLOWING) == (
        "Sigo tu consejo y voy a tomar la carta descubierta porque forma un grupo de 9♣ 9♦ 9♠")
    assert advice_text(OVERRULED) == (
        "Prefiero pasar la carta descubierta en lugar de tomar la carta descubierta porque "
        "la Q♥ no encaja lo bastante en mi mano")
    assert advice_text(Reason.of("{move}: the best move here", move=NEXT_HAND)) == (
        "Repartir la siguiente mano: la mejor jugada aquí")


def test_the_captain_answers_its_advisor_in_its_own_voice(
        language: Callable[[str], None]) -> None:
    """The reader sits out and holds no cards: the captain's hand is "my hand", and the
    reply is one sentence, not "Following your advice: Take the 9♠: …"."""
    language("cs")
    assert advice_text(FOLLOWING) == (
        "Poslechnu vaši radu a rozhodnu se vzít otočenou kartu, protože tvoří skupinu "
        "(9♣ 9♦ 9♠)")
    assert advice_text(OVERRULED) == (
        "Bude lepší nebrat otočenou kartu než vzít otočenou kartu, protože Q♥ se "
        "do mé ruky dost nehodí")
    language("pt")
    assert advice_text(OVERRULED) == (
        "Prefiro passar a carta virada em vez de pegar a carta virada, porque a Q♥ não se "
        "encaixa bem o bastante na minha mão")


def test_a_hint_is_in_spanish(language: Callable[[str], None], game_model: GameModel,
                              qtbot: QtBot) -> None:
    language("es")
    game_model.start(GameSetup(levels=("human", "standard"), seed=3))
    assert game_model.wait_idle(5000)
    qtbot.waitUntil(game_model.is_human_turn, timeout=5000)
    advice = game_model.hint()
    text = advice_text(advice)
    template = advice.explanation.template
    spanish = QCoreApplication.translate("Advice", template)
    assert spanish != template
    assert text != advice.reason
    assert text.startswith(spanish.split("{")[0])
    for _name, value in advice.explanation.values:
        if isinstance(value, Card):
            assert card_label(value) in text


def test_every_ai_template_is_in_the_translations() -> None:
    """What the ai package and the review mark is exactly the context "Advice" of every .ts
    file, each one translated (lupdate adds new templates; this says which are missing
    without running it)."""
    marked = _marked_templates()
    assert len(marked) >= 25
    for lang in LANGUAGES:
        messages = _advice_messages(lang)
        assert set(messages) == marked, (
            f"{lang}: run make translations; missing {sorted(marked - set(messages))}, "
            f"dropped {sorted(set(messages) - marked)}")
        unfinished = [s for s, (text, kind) in messages.items() if kind or not text.strip()]
        assert not unfinished, f"{lang}: translate {unfinished}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_of_a_played_match_reads_in_each_language(
        language: Callable[[str], None], lang: str) -> None:
    """The translations keep the placeholders, so every sentence the ai says fills in."""
    language(lang)
    rng = random.Random(5)
    seen = 0
    for mode in ("two", "three"):
        match = new_match(RuleSet(), seed=11, mode=mode)
        for step, view in enumerate(decisions(match)):
            if step == 120:
                break
            seat = view.seat
            for action in view.legal_actions:
                reason = explanation_for(view, action)
                text = advice_text(reason)
                assert "{" not in text, text
                assert QCoreApplication.translate("Advice", reason.template) != reason.template
                seen += 1
            reply = ai.captain_decision(view, rng.choice(view.legal_actions), "beginner")
            assert advice_text(reply).split(":")[0] != reply.reason.split(":")[0]
            match.apply(rng.choice(view.legal_actions), seat)
    assert seen > 500
