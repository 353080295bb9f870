"""A meld said as a player says it (screen-reader player, session 41).

The spoken hand, hints and move log read a run card by card, "five of hearts, six of
hearts, seven of hearts, eight of hearts", for the ear to add up; a player says "five to
eight of hearts", and a set "four kings", or "sevens of clubs, hearts and spades" when one
suit is missing. The table's own text keeps its cards ("5♥ 6♥ 7♥ 8♥").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin_desktop.ai import Reason
from gin_desktop.app.a11y.speech import arrangement_sentences
from gin_desktop.app.accessibility import capitalised, meld_name
from gin_desktop.app.advice_text import advice_text
from gin_desktop.app.move_log import layoff_meld_sentences
from gin_desktop.app.prompts import card_label, card_name
from gin_desktop.engine import (
    Arrangement, Card, HandResult, Layoff, Meld, ResultKind, parse_cards,
)

# Runs of three and of four or more (ace low; ten, jack, queen and king named), sets of
# three (by their suits) and of four, as each language says them.
MELDS = ["TC JC QC", "AS 2S 3S 4S", "9H TH JH QH KH", "JD QD KD",
         "7H 7S 7C", "KC KD KH KS", "TC TD TS", "QC QD QH QS"]
SAID = {
    "en": ["ten to queen of clubs", "ace to four of spades", "nine to king of hearts",
           "jack to king of diamonds", "sevens of clubs, hearts and spades", "four kings",
           "tens of clubs, diamonds and spades", "four queens"],
    "es": ["del diez a la reina de tréboles", "del as al cuatro de picas",
           "del nueve al rey de corazones", "de la jota al rey de diamantes",
           "sietes de tréboles, corazones y picas", "cuatro reyes",
           "dieces de tréboles, diamantes y picas", "cuatro reinas"],
    "cs": ["od desítky do dámy křížů", "od esa do čtyřky pik", "od devítky do krále srdcí",
           "od kluka do krále kár", "sedmy křížů, srdcí a pik", "čtyři králové",
           "desítky křížů, kár a pik", "čtyři dámy"],
    "pt": ["do dez à dama de paus", "do ás ao quatro de espadas", "do nove ao rei de copas",
           "do valete ao rei de ouros", "setes de paus, copas e espadas", "quatro reis",
           "dez de paus, ouros e espadas", "quatro damas"],
}
# A spoken hand's heading for a run and for a set, around the meld's words.
HEADINGS = {"en": ("Run: {}", "Set: {}"), "es": ("Escalera {}", "Grupo de {}"),
            "cs": ("Postupka: {}", "Skupina: {}"), "pt": ("Sequência {}", "Trinca: {}")}
# A hint's reason for a run and for a set, said: "it makes a set four kings" read as a
# label with its words (session 41).
SAID_MAKES = {"en": ("it makes a run from {}", "it makes {}"),
              "es": ("forma una escalera {}", "forma un grupo de {}"),
              "cs": ("tvoří postupku ({})", "tvoří skupinu ({})"),
              "pt": ("forma uma sequência {}", "forma {}")}
# ... and shown, with the meld's cards.
MAKES = {"en": ("it makes a run {}", "it makes a set {}"),
         "es": ("forma una escalera {}", "forma un grupo de {}"),
         "cs": ("tvoří postupku ({})", "tvoří skupinu ({})"),
         "pt": ("forma uma sequência {}", "forma uma trinca de {}")}
# The move log's layoff sentences, onto a run and onto a set. The Portuguese meld is the
# subject: "Na sequência … se encaixou o cinco de espadas" read back to front.
ONTO = {"en": ("The five of spades went onto the run {}.",
               "The seven of diamonds went onto the set {}."),
        "es": ("En la escalera {} se colocó el cinco de picas.",
               "En el grupo de {} se colocó el siete de diamantes."),
        "cs": ("K postupce {} se přikládá pětka pik.",
               "Ke skupině ({}) se přikládá sedma kár."),
        "pt": ("A sequência {} recebeu o cinco de espadas.",
               "A trinca de {} recebeu o sete de ouros.")}


def melds() -> list[Meld]:
    return [Meld.from_cards(parse_cards(text)) for text in MELDS]


@pytest.mark.parametrize("code", sorted(SAID))
def test_a_meld_is_said_by_its_range_or_its_rank(
        language: Callable[[str], None], code: str) -> None:
    if code != "en":
        language(code)
    assert [meld_name(meld) for meld in melds()] == SAID[code]


@pytest.mark.parametrize("code", sorted(SAID))
def test_the_spoken_hand_reads_each_meld_whole(
        language: Callable[[str], None], code: str) -> None:
    if code != "en":
        language(code)
    run, _, _, _, sevens, kings, _, _ = melds()
    said = arrangement_sentences(Arrangement((run, sevens, kings), ()))
    on_run, on_set = HEADINGS[code]
    assert said[:3] == [on_run.format(SAID[code][0]), on_set.format(SAID[code][4]),
                        on_set.format(SAID[code][5])]


@pytest.mark.parametrize("code", sorted(SAID))
def test_a_hint_names_its_meld_whole_and_the_table_keeps_the_cards(
        language: Callable[[str], None], code: str) -> None:
    if code != "en":
        language(code)
    run, ace_low, _, _, sevens, kings, _, _ = melds()
    for meld, said, kind in ((run, SAID[code][0], 0), (ace_low, SAID[code][1], 0),
                             (kings, SAID[code][5], 1), (sevens, SAID[code][4], 1)):
        source = ("it makes a run {meld}", "it makes a set {meld}")[kind]
        reason = Reason.of(source, meld=meld)
        # A reason standing alone begins as a sentence.
        assert advice_text(reason, card_name) == capitalised(
            SAID_MAKES[code][kind].format(said))
        assert advice_text(reason) == capitalised(
            MAKES[code][kind].format(" ".join(card_label(c) for c in meld.cards)))


@pytest.mark.parametrize("code", sorted(SAID))
def test_the_hints_own_sentence_says_the_meld_naturally(
        language: Callable[[str], None], code: str) -> None:
    """The whole hint for a taken card, as the reason the hint gives it: said with the
    meld's words, shown with its cards."""
    from gin_desktop.ai.explain import SPOKEN_TEMPLATES

    if code != "en":
        language(code)
    kings = melds()[5]
    king = Card.from_text("KS")
    for shown in ("Take the {card}: it makes a set {meld}",
                  "Pick up the {card}: it makes a set {meld}"):
        reason = Reason.of(shown, card=king, meld=kings)
        said = advice_text(reason, card_name)
        assert said.endswith(SAID_MAKES[code][1].format(SAID[code][5])), said
        assert advice_text(reason).endswith(
            MAKES[code][1].format(" ".join(card_label(c) for c in kings.cards)))
        assert shown in SPOKEN_TEMPLATES


@pytest.mark.parametrize("code", sorted(SAID))
def test_the_move_log_says_which_meld_a_card_went_onto_whole(
        language: Callable[[str], None], code: str) -> None:
    if code != "en":
        language(code)
    ace_low, sevens = melds()[1], melds()[4]
    five_of_spades, seven_of_diamonds = Card.from_text("5S"), Card.from_text("7D")
    result = HandResult(
        1, 1, 0, ResultKind.KNOCK, knocker=0, defender=1, winner=0, points=5,
        knocker_deadwood=4, defender_deadwood=9,
        knocker_layout=Arrangement((ace_low, sevens), tuple(parse_cards("4D"))),
        defender_layout=Arrangement((), tuple(parse_cards("3H 6C")),
                                    (Layoff(five_of_spades, 0), Layoff(seven_of_diamonds, 1))))
    onto_run, onto_set = ONTO[code]
    # The five of spades cannot go onto A-4 of spades: the engine is not asked; the
    # sentence only names what the result says.
    assert layoff_meld_sentences(result, card_name) == [onto_run.format(SAID[code][1]),
                                                        onto_set.format(SAID[code][4])]
