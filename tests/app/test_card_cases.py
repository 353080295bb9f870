"""A card named in the case its sentence needs (app/agreement.py, "{card:acc}"): Czech
players read "Vezměte sedmu srdcí", "kromě sedmy srdcí", never the nominative "Vezměte
kartu sedma srdcí"; the case forms come from each language's "Cards" messages, so Spanish
and Portuguese, whose nouns do not change, read what they read before."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin_desktop.ai import Reason
from gin_desktop.app.accessibility import list_cards
from gin_desktop.app.advice_text import advice_text, describe_action
from gin_desktop.app.agreement import agreeing, fill
from gin_desktop.app.a11y.speech import Turn, seat_names, turn_sentence
from gin_desktop.app.i18n import translate
from gin_desktop.app.main import MainWindow
from gin_desktop.app.move_log import cards_and, move_sentences
from gin_desktop.app.prompts import card_label, card_name, refusal_text, your_turn_text
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import (
    Action, ActionKind, Card, Match, Meld, MoveKind, Phase, PublicMove, Refusal, RefusalCode,
    RuleSet, new_match, parse_cards,
)

from .test_spoken_order import open_window

RANKS = "A23456789TJQK"
# The Czech rank words, ace to king, in each case.
CZECH = {
    "nom": "eso dvojka trojka čtyřka pětka šestka sedma osma devítka desítka kluk dáma král",
    "acc": "eso dvojku trojku čtyřku pětku šestku sedmu osmu devítku desítku kluka dámu krále",
    "gen": "esa dvojky trojky čtyřky pětky šestky sedmy osmy devítky desítky kluka dámy krále",
    "dat": "esu dvojce trojce čtyřce pětce šestce sedmě osmě devítce desítce klukovi dámě "
           "králi",
    "loc": "esu dvojce trojce čtyřce pětce šestce sedmě osmě devítce desítce klukovi dámě "
           "králi",
    "ins": "esem dvojkou trojkou čtyřkou pětkou šestkou sedmou osmou devítkou desítkou "
           "klukem dámou králem",
}
SEVEN, QUEEN, ACE, KING = (Card.from_text(c) for c in ("7H", "QH", "AS", "KS"))


def offer_of(rank: int) -> Match:
    """A match whose first hand offers an upcard of ``rank``."""
    for seed in range(200):
        match = new_match(RuleSet(), seed)
        upcard = match.view(0).upcard
        if upcard is not None and upcard.rank == rank:
            return match
    raise AssertionError("no such deal")


@pytest.mark.parametrize("case", list(CZECH))
def test_every_czech_card_name_in_every_case(
        language: Callable[[str], None], case: str) -> None:
    """Each rank word in each case, the suit in the genitive plural after it, through a
    translated template that asks for the case."""
    language("cs")
    template = agreeing(f"[{{card:{case}}}]")
    for suit, suit_word in zip("CDHS", ("křížů", "kár", "srdcí", "pik"), strict=True):
        got = [template.format(card=card_name(Card.from_text(rank + suit)))
               for rank in RANKS]
        assert got == [f"[{word} {suit_word}]" for word in CZECH[case].split()]


def test_the_czech_upcard_is_offered_in_the_accusative(
        language: Callable[[str], None]) -> None:
    """The status line's offer (in words for a screen reader) and the Take button."""
    language("cs")
    match = offer_of(7)
    assert match.to_act is not None
    view = match.view(match.to_act)
    upcard = view.upcard
    assert upcard is not None and view.phase is Phase.UPCARD_OFFER
    suit = card_name(upcard).split()[1]
    assert your_turn_text(view, card_name) == \
        f"Vezměte otočenou kartu, sedmu {suit}, nebo ji nechte ležet"
    assert translate("Take {card}").format(card=card_name(upcard)) == f"Vzít sedmu {suit}"
    # As the table writes it the card is the same in every case.
    assert your_turn_text(view) == \
        f"Vezměte otočenou kartu, {card_label(upcard)}, nebo ji nechte ležet"


def test_the_card_that_may_not_be_discarded_is_in_the_genitive(
        language: Callable[[str], None]) -> None:
    """"Discard a card other than the queen": "kromě dámy", after the upcard was taken."""
    language("cs")
    match = offer_of(12)
    seat = match.to_act
    assert seat is not None
    match.apply(Action(ActionKind.TAKE_UPCARD), seat)
    view = match.view(seat)
    assert view.cannot_discard is not None and view.cannot_discard.rank == 12
    suit = card_name(view.cannot_discard).split()[1]
    assert your_turn_text(view, card_name).startswith(
        f"Odhoďte kteroukoli kartu kromě dámy {suit}")


def test_czech_moves_are_said_with_their_cards_in_the_accusative(
        language: Callable[[str], None]) -> None:
    """What a screen reader says of each turn, and of a move in a hint."""
    language("cs")
    names = seat_names(GameSetup(levels=("human", "standard"), names=("Ana", "Počítač")))
    said = [turn_sentence(Turn(1, draw=PublicMove(1, MoveKind.TAKE, SEVEN)), names),
            turn_sentence(Turn(0, draw=PublicMove(0, MoveKind.STOCK, QUEEN),
                               end=PublicMove(0, MoveKind.DISCARD, KING)), names,
                          show_stock_card=True),
            turn_sentence(Turn(1, draw=PublicMove(1, MoveKind.PILE, KING),
                               end=PublicMove(1, MoveKind.DISCARD, ACE)), names)]
    assert said == ["Počítač si bere sedmu srdcí (otočenou kartu).",
                    "Z balíčku si lížete dámu srdcí a odhazujete krále pik.",
                    "Počítač si z hromádky bere krále pik a odhazuje eso pik."]
    assert describe_action(Action(ActionKind.KNOCK, QUEEN), card_name) == \
        "klepnout a odhodit dámu srdcí"


def test_czech_hints_and_refusals_put_the_card_in_its_case(
        language: Callable[[str], None]) -> None:
    language("cs")
    take = Reason.of("Take the {card}: it makes a run {meld}", card=SEVEN,
                     meld=Meld.from_cards(parse_cards("5H 6H 7H")))
    assert advice_text(take, card_name) == \
        "Vezměte sedmu srdcí: tvoří postupku (od pětky do sedmy srdcí)"
    assert advice_text(take) == "Vezměte 7♥: tvoří postupku (5♥ 6♥ 7♥)"
    instead = Reason.of("Discard the {card} instead: the {chosen} goes with cards your "
                        "opponent took from the pile", card=KING, chosen=QUEEN)
    assert advice_text(instead, card_name) == \
        "Odhoďte raději krále pik: dáma srdcí se hodí ke kartám, které si soupeř vzal " \
        "z hromádky"
    missing = refusal_text(Refusal(RefusalCode.NOT_IN_HAND, card=SEVEN), str, card_name)
    assert missing == "sedmu srdcí nemáte v ruce"


def test_a_czech_list_of_cards_puts_each_in_the_case(
        language: Callable[[str], None]) -> None:
    language("cs")
    laid = list_cards(parse_cards("7H 8H KH"))
    assert translate("You lay off {cards:the|the}").format(cards=laid) == \
        "Přikládáte sedmu srdcí, osmu srdcí, krále srdcí"
    assert fill("s {cards:ins}", cards=laid) == "s sedmou srdcí, osmou srdcí, králem srdcí"
    # A list heading keeps the nominative.
    assert translate("Deadwood, {points}: {cards}").format(points="2 body", cards=laid) == \
        "Volné karty, 2 body: sedma srdcí, osma srdcí, král srdcí"


def test_a_case_leaves_other_values_and_english_as_they_are(
        language: Callable[[str], None]) -> None:
    assert agreeing("{card:acc} {name:gen}").format(card=card_name(SEVEN), name="Ana") == \
        "seven of hearts Ana"
    language("cs")
    assert agreeing("{card:ins}").format(card=card_label(SEVEN)) == "7♥"


# What Spanish and Portuguese players read, as they read it before Czech had cases (the
# cards laid off now each with its article).
SAMPLES = {
    "es": ["Toma la carta descubierta siete de corazones o pasa",
           "Descarta una carta que no sea la reina de corazones",
           "Toma el siete de corazones: forma una escalera del cinco al siete de corazones",
           "Tomaste la carta descubierta, la reina de corazones, y descartaste el rey de "
           "picas.",
           "Colocas el siete de corazones y el rey de corazones",
           "Descartaste el 7♥"],
    "pt": ["Pegue a carta virada sete de copas ou passe",
           "Descarte uma carta que não seja a dama de copas",
           "Pegue o sete de copas: forma uma sequência do cinco ao sete de copas",
           "Você pegou a carta virada, a dama de copas, e descartou o rei de espadas.",
           "Você encaixa o sete de copas e o rei de copas",
           "Você descartou o 7♥"],
}


@pytest.mark.parametrize("lang", list(SAMPLES))
def test_spanish_and_portuguese_sentences_are_unchanged(
        language: Callable[[str], None], lang: str) -> None:
    language(lang)
    names = seat_names(GameSetup(levels=("human", "standard"), names=("Ana", "Computer")))
    laid = cards_and(parse_cards("7H KH"), card_name)  # as the showdown says them
    got = [translate("Take the upcard {card} or pass").format(card=card_name(SEVEN)),
           translate("Discard a card other than the {card}").format(card=card_name(QUEEN)),
           advice_text(Reason.of("Take the {card}: it makes a run {meld}", card=SEVEN,
                                 meld=Meld.from_cards(parse_cards("5H 6H 7H"))), card_name),
           turn_sentence(Turn(0, draw=PublicMove(0, MoveKind.TAKE, QUEEN),
                              end=PublicMove(0, MoveKind.DISCARD, KING)), names),
           translate("You lay off {cards:the|the}").format(cards=laid),
           move_sentences((PublicMove(0, MoveKind.DISCARD, SEVEN),), ("Ana", "Computer"),
                          0)[0]]
    assert got == SAMPLES[lang]


def test_a_czech_player_hears_the_cards_in_their_case_at_the_table(
        language: Callable[[str], None], qtbot: QtBot, tmp_path: Path,
        windows: list[MainWindow]) -> None:
    """Real keys on the real window: I says the offer with the upcard in the accusative
    (the line shows "6♠"), H the hint with it, and after T (take) I says which card may
    not be discarded, in the genitive."""
    language("cs")
    setup = GameSetup(levels=("human", "standard"), names=("Ana", "Počítač"), seed=7,
                      first_dealer=1, rules=RuleSet(target=100))
    win = open_window(qtbot, tmp_path, setup)
    windows.append(win)
    said: list[str] = []
    win.keyboard.announced.connect(said.append)
    upcard = win.model.human_view().upcard
    assert upcard is not None and win.model.human_view().phase is Phase.UPCARD_OFFER
    rank = CZECH["nom"].split()[upcard.rank - 1]
    acc, gen = CZECH["acc"].split()[upcard.rank - 1], CZECH["gen"].split()[upcard.rank - 1]
    suit = card_name(upcard).removeprefix(rank + " ")
    QTest.keyClick(win.table, Qt.Key.Key_I)
    assert said[-1].startswith(f"Vezměte otočenou kartu, {acc} {suit}, nebo ji nechte ležet.")
    # Played by keys: the offer's keys after it.
    assert win.status_line.turn_label.text() == \
        f"Vezměte otočenou kartu, {card_label(upcard)}, nebo ji nechte ležet. " \
        "Klávesou T ji vezmete, klávesou X ji necháte ležet"
    QTest.keyClick(win.table, Qt.Key.Key_H)
    assert re.match(f"Rada: (vezměte|neberte) {acc} {suit}: ", said[-1]), said[-1]
    QTest.keyClick(win.table, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: win.model.human_view().phase is Phase.DISCARD, timeout=3000)
    QTest.keyClick(win.table, Qt.Key.Key_I)
    assert said[-1].startswith(f"Odhoďte kteroukoli kartu kromě {gen} {suit}")


def test_czech_turns_after_a_typed_name_fit_a_woman_too(
        language: Callable[[str], None]) -> None:
    """A past tense agrees with the one who moved ("Ana odhodil" is a man's): the turns of
    a named seat are said in the present, as the Czech result panel tells the hand."""
    language("cs")
    names = seat_names(GameSetup(levels=("standard", "human"), names=("Ana", "Petr"),
                                 human_seat=1))
    ends = [PublicMove(0, kind, KING if kind is MoveKind.DISCARD else None)
            for kind in (MoveKind.DISCARD, MoveKind.KNOCK, MoveKind.GIN, MoveKind.BIG_GIN)]
    said = [turn_sentence(Turn(0, draw=PublicMove(0, MoveKind.PILE, SEVEN), end=end), names)
            for end in ends[:3]]
    said += [turn_sentence(Turn(0, end=end), names) for end in ends]
    said += [turn_sentence(Turn(0, draw=PublicMove(0, kind, SEVEN)), names)
             for kind in (MoveKind.TAKE, MoveKind.PASS, MoveKind.STOCK)]
    past = re.compile(r"\b(?:vzal|líznul|odhodil|klepl|udělal|ohlásil|nechal)\b")
    assert not any(past.search(text) for text in said), said
    assert said[0] == "Ana si z hromádky bere sedmu srdcí a odhazuje krále pik."
