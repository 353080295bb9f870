"""Reasons as data (issue "Every player"): every sentence the hints, the advisor and the
captain can say is a template marked for translation, its values fill exactly its
placeholders, and the English line is the one ``Advice.reason`` has always given."""

from __future__ import annotations

import ast
import random
import string
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from gin_desktop.ai import Advice, Reason, captain_decision, hint
from gin_desktop.ai.explain import explanation_for, reason_for
from gin_desktop.ai.reason import CONTEXT
from gin_desktop.engine import (
    NEXT_HAND, Action, Card, Meld, RuleSet, decisions, new_match, parse_cards,
)

ROOT = Path(__file__).resolve().parents[2]
AI_SOURCES = sorted((ROOT / "gin_desktop" / "ai").glob("*.py"))


def marked_templates(paths: list[Path] = AI_SOURCES) -> set[str]:
    """The texts the sources mark with QT_TRANSLATE_NOOP("Advice", "...") (what lupdate
    extracts into the .ts files)."""
    found: set[str] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "QT_TRANSLATE_NOOP" and len(node.args) == 2):
                context, text = node.args
                assert isinstance(context, ast.Constant) and isinstance(text, ast.Constant), (
                    f"{path.name}:{node.lineno}: QT_TRANSLATE_NOOP needs literal texts")
                if context.value == CONTEXT:
                    found.add(text.value)
    return found


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def reasons_within(reason: Reason) -> Iterator[Reason]:
    yield reason
    for _, value in reason.values:
        if isinstance(value, Reason):
            yield from reasons_within(value)


def played_reasons() -> Iterator[tuple[str, Reason]]:
    """(English line, reason) for every legal action of many positions, in every mode, and
    the captain's replies to random, good and impossible suggestions."""
    impossible = Action.discard(Card.from_text("AH"))
    for preset, mode in [("seeds", "two"), ("oklahoma", "two"), ("hollywood", "two"),
                         ("straight", "two"), ("seeds", "three")]:
        for seed in range(3):
            match = new_match(RuleSet.preset(preset), seed=seed, mode=mode)
            rng = random.Random(seed)
            for step, view in enumerate(decisions(match)):
                if step == 200:
                    break
                seat = view.seat
                for action in view.legal_actions:
                    yield reason_for(view, action), explanation_for(view, action)
                tip = hint(view, "standard")
                yield tip.reason, tip.explanation
                if step % 5 == 0:
                    for suggestion in (rng.choice(view.legal_actions), impossible):
                        reply = captain_decision(view, suggestion, "standard", seed)
                        yield reply.reason, reply.explanation
                move = rng.choice(view.legal_actions) if rng.random() < 0.4 else tip.action
                match.apply(move, seat)


@pytest.fixture(scope="module")
def reasons() -> list[tuple[str, Reason]]:
    return list(played_reasons())


def test_every_template_is_a_marked_whole_sentence(
        reasons: list[tuple[str, Reason]]) -> None:
    """A sentence starts upper case; the captain's reasons, said after "because" inside
    its reply, are the only templates that start lower case, and are never said alone."""
    marked = marked_templates()
    assert len(marked) >= 25
    said_alone = {reason.template for _, reason in reasons}
    for template in marked:
        if not (template[:1].isupper() or template.startswith("{")):
            assert template not in said_alone, template
        assert not template.endswith((".", " ")), template
        # "chance": a whole percentage (the hint's knock, with its risk of an undercut).
        assert placeholders(template) <= {"card", "chance", "left", "meld", "move", "reason",
                                          "suggestion"}, template


def test_every_reason_said_is_marked_and_filled(reasons: list[tuple[str, Reason]]) -> None:
    marked = marked_templates()
    used: set[str] = set()
    for english, reason in reasons:
        assert reason.text() == english
        for part in reasons_within(reason):
            assert part.template in marked, f"not marked for translation: {part.template!r}"
            assert placeholders(part.template) == {name for name, _ in part.values}, part
            used.add(part.template)
    # The positions reach most of the sentences (a few need rare hands).
    assert len(used) >= 20, sorted(marked - used)


def test_values_are_cards_melds_moves_numbers_or_reasons(
        reasons: list[tuple[str, Reason]]) -> None:
    kinds = {type(value) for _, reason in reasons for part in reasons_within(reason)
             for _, value in part.values}
    assert kinds <= {int, Card, Meld, Action, Reason}
    assert {int, Card, Meld, Action, Reason} <= kinds


def test_english_text_writes_cards_as_the_rules_do() -> None:
    inner = Reason.of("Discard the {card}: it fits nothing and leaves {left} deadwood",
                      card=Card.from_text("KS"), left=12)
    assert inner.text() == "Discard the KS: it fits nothing and leaves 12 deadwood"
    run = Reason.of("Take the {card}: it makes a run {meld}", card=Card.from_text("7H"),
                    meld=Meld.from_cards(parse_cards("5H 6H 7H")))
    assert run.text() == "Take the 7H: it makes a run 5H 6H 7H"
    mine = Reason.of("it fits nothing and leaves {left} deadwood", left=12)
    reply = Reason.of("I can't {suggestion} now, so I'll {move} because {reason}",
                      suggestion=Action.discard(Card.from_text("9S")),
                      move=Action.discard(Card.from_text("KS")), reason=mine)
    # Only the sentence's first letter is made upper case, not the reason's inside it.
    assert reply.text() == ("I can't discard 9S now, so I'll discard KS because it fits "
                            "nothing and leaves 12 deadwood")
    # A move's words may start the sentence: the first letter is made upper case.
    assert Reason.of("{move}: the best move here", move=NEXT_HAND).text() == (
        "Next: the best move here")
    advice = Advice.because(NEXT_HAND, Reason.of("{move}: the best move here", move=NEXT_HAND))
    assert advice.reason == "Next: the best move here"


def test_render_translates_every_sentence_and_formats_the_values() -> None:
    inner = Reason.of("the {card} does not fit my hand well enough", card=Card.from_text("KS"))
    outer = Reason.of("I'd rather {move} because {reason}", move=Action.discard(
        Card.from_text("KS")), reason=inner)
    pirate = {"I'd rather {move} because {reason}": "aye, I'll {move}, for {reason}",
              "the {card} does not fit my hand well enough": "the {card} be no use to me"}
    text = outer.render(pirate.__getitem__, lambda value: f"<{value}>")
    assert text == "Aye, I'll <discard KS>, for the <KS> be no use to me"


def test_the_ai_package_stays_free_of_qt() -> None:
    code = (
        "import sys\n"
        "from gin_desktop.ai import hint\n"
        "from gin_desktop.engine import RuleSet, new_match\n"
        "match = new_match(RuleSet(), seed=3)\n"
        "hint(match.view(match.to_act)).explanation.text()\n"
        "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "assert not qt, qt\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
