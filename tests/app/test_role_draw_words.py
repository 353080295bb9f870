"""Three-hand: the move log of a match's first hand says how the roles were drawn (RULES.md
three-hand 1): each player's card, a tie drawn again, and who is in the box, captain and
sitting out. Before, a player found themself sitting out with no reason given."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from gin_desktop.app import role_draw_words
from gin_desktop.app.main import MainWindow
from gin_desktop.app.prompts import card_label
from gin_desktop.app.setup import GameSetup
from gin_desktop.engine import RolesDrawn, RuleSet, parse_cards

CARD_CODE = re.compile(r"\b[A2-9TJQK][CDHS]\b")
NAMES = ("Ana", "Bruno", "Carla")


def start_three_hand(window: MainWindow, seed: int, **options: object) -> RolesDrawn:
    model = window.model
    model.start(GameSetup(mode="three", names=NAMES, seed=seed, **options))  # type: ignore[arg-type]
    assert model.wait_idle(5000)
    drawn = model.match.events[0]
    assert isinstance(drawn, RolesDrawn)
    return drawn


def test_the_first_hand_s_log_says_how_the_roles_were_drawn(window: MainWindow) -> None:
    # Deal 10: the person (seat 0) and Carla draw nines, and draw again.
    drawn = start_three_hand(window, 10)
    assert len(drawn.rounds) == 2 and {seat for seat, _ in drawn.rounds[1]} == {0, 2}
    lines = window.move_log.lines()
    assert lines[0] == "Hand 1"
    (first, _b, _c), (second, third) = drawn.rounds
    start = lines.index("Cards were drawn for the roles: the highest card goes into the "
                        "box, the next is captain and the lowest sits out (king high, ace "
                        "low).")
    assert lines[start + 1:start + 8] == [
        f"You drew the {card_label(first[1])}",
        f"Bruno drew the {card_label(drawn.rounds[0][1][1])}",
        f"Carla drew the {card_label(drawn.rounds[0][2][1])}",
        "You and Carla drew the same rank; the cards went back, the deck was shuffled and "
        "you both drew again:",
        f"You drew the {card_label(second[1])}",
        f"Carla drew the {card_label(third[1])}",
        "First hand: Carla is in the box, you are captain and Bruno sits out.",
    ]
    assert (drawn.box, drawn.captain, drawn.sitting_out) == (2, 0, 1)
    # The moves follow it, as in any hand.
    assert len(lines) == start + 8 + len(window.model.human_view().history)


def test_roles_given_by_a_replayed_deal_are_not_said_to_be_drawn(window: MainWindow) -> None:
    start_three_hand(window, 10, first_roles=(1, 2, 0))
    lines = window.move_log.lines()
    assert not [line for line in lines if "drew" in line or "First hand" in line]


def test_the_draw_is_told_in_spanish_with_no_card_code(
        window: MainWindow, language: Callable[[str], None]) -> None:
    language("es")
    start_three_hand(window, 1)
    lines = window.move_log.lines()
    said = [line for line in lines if "sac" in line or "Primera mano" in line]
    assert len(said) >= 5, lines
    assert not [line for line in lines if CARD_CODE.search(line)]
    assert not [line for line in said if re.search(r"\b(drew|the|box|captain)\b", line)]


def test_each_role_is_said_by_one_table_of_whole_sentences(
        language: Callable[[str], None]) -> None:
    """The first hand's roles and a later hand's come from one table of whole sentences
    (each a translator's), picked by the reader's role: in every language each line names
    the two others by name, and the reader as "you" (no placeholder left, no English)."""
    table = role_draw_words._ROLES_SENTENCES
    assert set(table) == {"first", "this"}
    names = {0: "Ana", 1: "Bruno", 2: "Carla"}
    draw = RolesDrawn(rounds=(tuple(enumerate(parse_cards("KS 9H 2C"))),),
                      box=0, captain=1, sitting_out=2)
    for code in ("en", "es", "cs", "pt"):
        if code != "en":
            language(code)
        for you, role in ((0, "box"), (1, "captain"), (2, "out"), (None, None)):
            first = role_draw_words.role_draw_lines(draw, names.__getitem__, you)[-1]
            later = role_draw_words.hand_roles_line(0, 1, 2, names.__getitem__, you)
            for moment, line in (("first", first), ("this", later)):
                english = str(table[moment][role])
                said = QCoreApplication.translate("GinDesktop", english)
                assert code == "en" or said != english, (code, english)
                others = [n for seat, n in names.items() if seat != you]
                assert all(n in line for n in others) and "{" not in line, (code, line)
                if you is not None:
                    assert names[you] not in line, (code, line)


def test_the_roles_come_before_the_hand_s_oklahoma_knock_limit(window: MainWindow) -> None:
    """An Oklahoma three-hand match: the first hand's log said "you may knock with 8
    deadwood or less" and only after it that the roles were drawn and the person sat
    out. Who plays comes first now, then the knock limit the upcard set, then the moves."""
    start_three_hand(window, 1, rules=RuleSet.preset("oklahoma"))
    lines = window.move_log.lines()
    drawn = next(i for i, line in enumerate(lines) if line.startswith("Cards were drawn"))
    roles = next(i for i, line in enumerate(lines) if line.startswith("First hand: "))
    limit = next(i for i, line in enumerate(lines) if line.startswith("Oklahoma: "))
    assert drawn == 1 and roles < limit, lines
