"""Three-hand (RULES.md "After each hand"): the result says who has which role next hand in
a whole sentence for each role the person may have, in every language: "you sit out", never
"You sits out" (es "Tú se queda fuera", cs "Vy sedí venku"). The real table, resumed at the
end of a hand the captain won, once from each seat."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication

from gin_desktop.app.model import GameModel
from gin_desktop.app.table import TableView

from .test_table_words import captain_about_to_beat_the_box, panel_lines, setup_for

NAMES = ("Ana", "Bea", "Cris")

# The next roles' sentence by language and by the person's next role ("you" filled in).
EXPECTED = {
    "en": {"box": "Next hand: you are in the box, {captain} is captain and {out} sits out.",
           "captain": "Next hand: {box} is in the box, you are captain and {out} sits out.",
           "out": "Next hand: {box} is in the box, {captain} is captain and you sit out."},
    "es": {"box": "Próxima mano: tú estás en la caja, {captain} es el capitán y {out} se "
                  "queda fuera.",
           "captain": "Próxima mano: {box} está en la caja, tú eres el capitán y {out} se "
                      "queda fuera.",
           "out": "Próxima mano: {box} está en la caja, {captain} es el capitán y tú te "
                  "quedas fuera."},
    "cs": {"box": "Další kolo: vy jste v krabici, {captain} je kapitánem a {out} sedí venku.",
           "captain": "Další kolo: {box} je v krabici, vy jste kapitánem a {out} sedí venku.",
           "out": "Další kolo: {box} je v krabici, {captain} je kapitánem a vy sedíte venku."},
    "pt": {"box": "Próxima mão: você está na caixa, {captain} é o capitão e {out} fica de "
                  "fora.",
           "captain": "Próxima mão: {box} está na caixa, você é o capitão e {out} fica de "
                      "fora.",
           "out": "Próxima mão: {box} está na caixa, {captain} é o capitão e você fica de "
                  "fora."},
}


@pytest.mark.parametrize("code", ["en", "es", "cs", "pt"])
def test_the_next_roles_read_right_for_you_in_every_role(
        code: str, view: TableView, game_model: GameModel,
        language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    match, knock = captain_about_to_beat_the_box()
    winner = match.captain
    match.apply(knock)
    result = match.last_result
    assert result is not None and result.winner == winner
    # The match already stands at the next hand's roles: the captain who beat the box is in
    # it (RULES.md "After each hand").
    box, captain, out = match.box, match.captain, match.sitting_out
    assert box == winner and {box, captain, out} == {0, 1, 2}
    for seat, role in ((box, "box"), (captain, "captain"), (out, "out")):
        game_model.resume(match, setup_for(match, seat))
        QApplication.processEvents()
        lines = panel_lines(view)
        expected = EXPECTED[code][role].format(box=NAMES[box], captain=NAMES[captain],
                                               out=NAMES[out])
        assert expected in lines, (role, lines)
