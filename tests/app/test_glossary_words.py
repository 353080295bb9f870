"""One word for each notion of the game in each language, and sentences that agree.

The glossaries (issue "the game's words"): a match is "partie" in Czech and "partida" in
Spanish and Portuguese everywhere (a Hollywood game stays "hra" / "juego" / "jogo", a hand
"kolo" / "mano" / "mão"); a count takes the noun's form for that count; a default computer
name ("Computador 1") is a noun that takes the article where a person's name takes none.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from gin_desktop.app import scorepad
from gin_desktop.app.agreement import agreeing
from gin_desktop.app.i18n import translate as _tr
from gin_desktop.app.names import shown_name
from gin_desktop.app.prompts import card_label
from gin_desktop.engine import Bonus, BonusKind, Card, HandResult, ResultKind, RuleSet

from .test_translations import LANGUAGES, TRANSLATIONS, read_ts

ROOT = Path(__file__).resolve().parents[2]


def _translations(lang: str) -> list[tuple[str, str]]:
    """(source, translation) of every message of ``lang``'s catalogue."""
    return [(m.source, form) for m in read_ts(TRANSLATIONS / f"gin_desktop_{lang}.ts")
            for form in m.forms]


def _pages(lang: str) -> dict[str, str]:
    """The rules and the help pages in ``lang``."""
    return {path.name: path.read_text(encoding="utf-8")
            for folder in ("rules", "help")
            for path in sorted((ROOT / "assets" / folder).glob(f"*.{lang}.md"))}


_MATCH = re.compile(r"\bmatch(es)?\b", re.IGNORECASE)


def test_czech_says_partie_for_a_match_everywhere() -> None:
    """The rules said "partie", the fairness page and some dialogs "zápas"."""
    wrong = [f"{source!r}: {text!r}" for source, text in _translations("cs")
             if re.search(r"\bzápas", text, re.IGNORECASE)
             or (_MATCH.search(re.sub(r"\{\w+\}", "", source))
                 and not re.search(r"\bparti", text, re.IGNORECASE))]
    wrong += [name for name, text in _pages("cs").items()
              if re.search(r"\bzápas", text, re.IGNORECASE)]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(("lang", "word"), [("es", "partida"), ("pt", "partida"),
                                            ("cs", "parti")])
def test_a_new_game_is_a_new_match(lang: str, word: str) -> None:
    """"New game" starts a match: it is named with the match's word, not the Hollywood
    game's ("Novo jogo" beside "Fim da partida")."""
    news = [(source, text) for source, text in _translations(lang)
            if re.search(r"\bnew game\b", source, re.IGNORECASE)]
    assert news
    wrong = [f"{source!r}: {text!r}" for source, text in news if word not in text.lower()]
    assert not wrong, "\n".join(wrong)


# The names a sentence may hold; a preposition right before one must agree with it.
_NAMES = "name|owner|knocker|defender|captain|box|out|dealer"


@pytest.mark.parametrize(("lang", "prepositions"), [
    ("pt", "de|por|para|a"), ("es", "de|por|para|a|A")])
def test_a_name_after_a_preposition_agrees_with_it(lang: str, prepositions: str) -> None:
    """"a vez de Computador 1" is wrong: a preposition before a name is written as forms,
    "{name:de|do}", so a computer gets the article."""
    bare = re.compile(rf"(?<!\w)({prepositions}) \{{({_NAMES})\}}")
    wrong = [f"{source!r}: {text!r}" for source, text in _translations(lang)
             if bare.search(text)]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(("lang", "computer", "person"), [
    ("pt", "é a vez do computador 1", "é a vez de Ana"),
    ("es", "le toca al ordenador 1", "le toca a Ana"),
    ("cs", "na tahu je Počítač 1", "na tahu je Ana"),
    ("en", "it is Computer 1's turn", "it is Ana's turn")])
def test_a_computer_takes_the_article_and_a_person_none(
        language: Callable[[str], None], lang: str, computer: str, person: str) -> None:
    language(lang)
    template = _tr("it is {name}'s turn")
    assert template.format(name=shown_name("Computer 1")) == computer
    assert template.format(name="Ana") == person


def test_the_move_log_names_the_discarder_without_de_computador(
        language: Callable[[str], None]) -> None:
    language("pt")
    line = _tr("{name} took {owner}'s {card} from the pile").format(
        name=shown_name("Computer 1"), owner=shown_name("Computer 2"),
        card=card_label(Card.from_text("QH")))
    assert line == "O computador 1 pegou da pilha a Q♥ que o computador 2 descartou"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_english_fragment_in_a_translation(lang: str) -> None:
    """"Você declarou big gin", "mano(s) ganada(s)": an English game word or a "(s)"
    plural reads as a fragment."""
    english = re.compile(r"\b(big gin|deadwood|undercut|knock\w*|lay(s)? off|meld\w*)\b",
                         re.IGNORECASE)
    wrong = [f"{source!r}: {text!r}" for source, text in _translations(lang)
             if english.search(re.sub(r"\{[^{}]*\}", "", text))
             or re.search(r"\w\((s|es|a|as|os)\)", text)]
    assert not wrong, "\n".join(wrong)


# Counted nouns whose number may be 1 (or, in Czech, 2 to 4): the translation writes the
# noun's forms, "{points:punto|puntos}", "{points:bod|body|bodů}".
_COUNTED = re.compile(r"(about|within) \{points\} points|\{(stock|count)\} cards|"
                      r"\{hands:|deadwood would be \{n\}|"
                      r"\{after\} after (your|the|the captain's) best discard")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_counted_nouns_take_the_form_of_their_number(lang: str) -> None:
    counted = [(s, t) for s, t in _translations(lang) if _COUNTED.search(s)]
    assert len(counted) >= 10
    wrong = []
    for source, text in counted:
        names = {m[1] for m in re.finditer(r"\{(\w+)\} (points|cards)", source)}
        names |= {m[1] for m in re.finditer(r"\{(\w+):", source)}
        names |= {"n"} if "would be {n}" in source else set()
        names |= {"after"} if "{after} after" in source else set()
        for name in names:
            plain = re.search(rf"\{{{name}\}} \w", text)
            # Czech may put the number after a colon, where no noun follows it.
            if f"{{{name}:" not in text and (plain or lang != "cs"):
                wrong.append(f"{source!r}: {text!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(("lang", "one", "three", "five"), [
    ("en", "1 hand won", "3 hands won", "5 hands won"),
    ("es", "1 mano ganada", "3 manos ganadas", "5 manos ganadas"),
    ("pt", "1 mão vencida", "3 mãos vencidas", "5 mãos vencidas"),
    ("cs", "1 vyhrané kolo", "3 vyhraná kola", "5 vyhraných kol")])
def test_the_line_bonus_counts_hands_in_words(
        language: Callable[[str], None], lang: str, one: str, three: str, five: str) -> None:
    """Was "{hands} hand(s) won", "mano(s) ganada(s)"."""
    language(lang)
    rules = RuleSet(line_bonus=25)
    names = (_tr("You"), _tr("Computer"))
    for hands, words in ((1, one), (3, three), (5, five)):
        bonus = Bonus(seat=1, kind=BonusKind.LINE, points=25 * hands, hands=hands)
        text = scorepad.bonus_explanation(bonus, rules, names)
        assert f"{words} × 25 = {25 * hands}" in text
        assert "(" not in text


def test_a_three_hand_shutout_speaks_of_both_other_players() -> None:
    """RULES.md "Extras" and three-hand 4: the winner's score doubles when neither other
    player scored (the engine asks both); "the opponent" would name one of the two."""
    rules = RuleSet(shutout=True)
    bonus = Bonus(seat=2, kind=BonusKind.SHUTOUT, points=226)
    three = scorepad.bonus_explanation(bonus, rules, ("Ana", "Bo", "Cy"))
    assert three == ("Shutout: neither of the other players scored, so Cy's score is "
                     "doubled (+226)")
    two = scorepad.bonus_explanation(replace(bonus, seat=1), rules, ("Ana", "Bo"))
    assert two == "Shutout: the opponent scored nothing, so Bo's score is doubled (+226)"


@pytest.mark.parametrize(("lang", "one", "two", "three"), [
    ("en", "Scored in game 2", "Scored in games 1 and 2", "Scored in all three games"),
    ("es", "Se anota en el juego 2", "Se anota en los juegos 1 y 2",
     "Se anota en los tres juegos"),
    ("pt", "Marcado no jogo 2", "Marcado nos jogos 1 e 2", "Marcado nos três jogos"),
    ("cs", "Započteno do hry 2", "Započteno do her 1 a 2", "Započteno do všech tří her")])
def test_a_hollywood_hand_names_its_games_in_a_whole_sentence(
        language: Callable[[str], None], lang: str, one: str, two: str, three: str) -> None:
    """Was "Scored in game(s) 1, 2", "Anotado en el/los juego(s) 1, 2"."""
    language(lang)
    names = (_tr("You"), _tr("Computer"))
    for games, words in (((1,), one), ((0, 1), two), ((0, 1, 2), three)):
        result = HandResult(hand_number=3, deal_number=7, dealer=0, kind=ResultKind.KNOCK,
                            knocker=0, defender=1, winner=0, points=5, knocker_deadwood=3,
                            defender_deadwood=8, games=games)
        assert scorepad.result_explanation(result, names).endswith("\n" + words)


def test_spanish_counts_agree_with_their_verb_and_noun() -> None:
    """"te quedan 1 punto sin combinar", "más de 1 puntos": the noun takes the count's
    form ("{left:punto|puntos}") but a verb before it does not, so a Spanish sentence
    puts the count after a preposition ("te quedas con 1 punto"), and never writes
    "puntos" after a bare count that may be 1."""
    plural_verb = re.compile(r"\b(quedan|quedaron|quedarían|quedar)( más de)? \{\w+:punto")
    bare = re.compile(r"\{\w+\} puntos\b")
    wrong = [f"{source!r}: {text!r}" for source, text in _translations("es")
             if plural_verb.search(text)
             or (bare.search(text) and not re.fullmatch(r"\{\w+\} points", source))]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize(("count", "words"), [(1, "1 punto sin combinar"),
                                              (5, "5 puntos sin combinar")])
def test_a_spanish_hint_leaves_a_count_of_deadwood_in_words(
        language: Callable[[str], None], count: int, words: str) -> None:
    language("es")
    template = agreeing(QCoreApplication.translate(
        "Advice", "Discard the {card}: it fits nothing and leaves {left} deadwood"))
    text = template.format(card=card_label(Card.from_text("9S")), left=count)
    assert text.endswith(f"te quedas con {words}"), text


@pytest.mark.parametrize(("lang", "yours", "theirs"), [
    ("en", "You score 5", "Computer scores 5"),
    ("es", "Anotas 5", "El ordenador anota 5"),
    ("pt", "Você marca 5", "O computador marca 5"),
    ("cs", "Získáváte 5", "Počítač získává 5")])
def test_the_score_pad_says_the_persons_points_in_the_second_person(
        language: Callable[[str], None], lang: str, yours: str, theirs: str) -> None:
    """The score pad's tooltip said "You scores 5" of the person's hand (the name filled
    into the third person's sentence)."""
    language(lang)
    names = (shown_name("You"), shown_name("Computer"))
    for winner, words in ((0, yours), (1, theirs)):
        result = HandResult(hand_number=1, deal_number=7, dealer=0, kind=ResultKind.KNOCK,
                            knocker=winner, defender=1 - winner, winner=winner, points=5,
                            knocker_deadwood=2, defender_deadwood=7)
        assert scorepad.result_explanation(result, names, person=0).endswith("\n" + words)
