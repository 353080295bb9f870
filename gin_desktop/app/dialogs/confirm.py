"""The question asked before a command ends a match still being played.

New game and Replay deal replace the match on the table. A match with moves in it is
worth something to the player, so they are asked first, told what happens to it (it is
kept in the archive of saved games as an abandoned match), and Escape keeps playing.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from gin_desktop.engine import (CardDiscarded, CardDrawn, Knocked, Phase, UpcardPassed,
                                UpcardTaken)

from ..accessibility import list_separator
from ..i18n import translate as _tr
from ..model import GameModel
from ..names import name_and_score
from ..table.texts import Names, game_lines


# A space that no line breaks at: a score parted from its name across lines ("Computer 2:"
# above, "0) will end." below) reads as two things.
NO_BREAK_SPACE = "\u00a0"

# The moves a seat makes in a hand (the events that carry the seat that made them).
_MOVES = (UpcardTaken, UpcardPassed, CardDrawn, CardDiscarded, Knocked)


def match_in_progress(model: GameModel) -> bool:
    """A match is on the table, not over, and the person has a stake in it: a hand has
    ended, or they have made a move (or watch the hand, sitting out). The computer passing
    the upcard before the person's first turn is no stake: asking then, on a table just
    opened, surprised a newcomer who had not played a card."""
    if not model.has_match or model.match.is_over or not model.match.actions:
        return False
    match = model.match
    you = model.human_seat
    if match.results or not model.setup.has_human or getattr(match, "sitting_out", None) == you:
        return True
    return any(isinstance(event, _MOVES) and event.seat == you for event in match.events)


def unbroken(text: str) -> str:
    """``text`` kept on one line however the message wraps."""
    return text.replace(" ", NO_BREAK_SPACE)


def match_summary(model: GameModel) -> str:
    """ "hand 4, Ana: 27, Computer: 24" (each seat's score in the match so far; parted as
    a list, which a screen reader reads as it is, not with "·", its "middle dot"). Each
    name stays on one line with its score, in whatever form the language writes the pair;
    the lines break between pairs. Between hands it is "after hand 4": "hand 4" said of a
    hand already scored read as if it were still to play."""
    match = model.match
    scores = list_separator().join(unbroken(name_and_score(model.seat_name(seat), score))
                                   for seat, score in enumerate(match.scores))
    text = (_tr("after hand {hand}, {scores}") if _between_hands(model)
            else _tr("hand {hand}, {scores}"))
    return text.format(hand=match.hand_number, scores=scores)


def _between_hands(model: GameModel) -> bool:
    return model.match.phase is Phase.HAND_OVER


def match_ending_text(model: GameModel) -> str:
    """What ends, with where the match stands: the scores, or in Hollywood each game's
    (RULES.md Hollywood: three games at once; the sum over them, which counts the hands
    scored in no game too, is no score of any game)."""
    match = model.match
    if not (match.rules.hollywood and match.game_scores):
        return _tr("The match in progress ({summary}) will end.").format(
            summary=match_summary(model))
    names = Names([model.seat_name(seat) for seat in match.seats],
                  model.human_seat if model.setup.has_human else None)
    games = game_lines(names, match.game_scores, match.game_winners, match.rules.target)
    text = (_tr("The match in progress, after hand {hand}, will end:\n{games}")
            if _between_hands(model) else
            _tr("The match in progress, at hand {hand}, will end:\n{games}"))
    return text.format(hand=match.hand_number, games="\n".join(games))


def confirm_end_match(parent: QWidget | None, model: GameModel, go_on: str, *,
                      archived: bool) -> bool:
    """Ask before ending the match in progress; True to go on (``go_on`` names the
    button that does). True at once when no match is in progress."""
    if not match_in_progress(model):
        return True
    box = QMessageBox(parent)
    box.setObjectName("confirm_end_match")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(_tr("End the match?"))
    box.setText(match_ending_text(model))
    box.setInformativeText(
        _tr("It is kept in the archive of saved games as an abandoned match.") if archived
        else _tr("It cannot be kept: saving games is not available."))
    end = box.addButton(go_on, QMessageBox.ButtonRole.AcceptRole)
    end.setObjectName("end_match_button")
    return _asked(box, end)


def confirm_losing_unsaved_match(parent: QWidget | None, reason: str) -> bool:
    """Ask before closing the game loses the match in progress, which could not be saved
    (``reason``, in the player's words); True to close."""
    box = QMessageBox(parent)
    box.setObjectName("confirm_losing_unsaved_match")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(_tr("Quit without saving?"))
    box.setText(_tr("This match could not be saved ({reason}), so it is lost if you quit "
                    "now.").format(reason=reason))
    box.setInformativeText(_tr("The game tries to save it again after every move."))
    lose = box.addButton(_tr("Quit and lose the match"), QMessageBox.ButtonRole.DestructiveRole)
    lose.setObjectName("lose_match_button")
    return _asked(box, lose)


def _asked(box: QMessageBox, go_on: QPushButton) -> bool:
    """Ask ``box`` with Keep playing beside ``go_on``; True when ``go_on`` was chosen.
    Keep playing is the default and Escape's answer: a match is never lost by a key
    pressed in passing."""
    keep = box.addButton(_tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
    keep.setObjectName("keep_playing_button")
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    chosen = box.clickedButton() is go_on
    box.deleteLater()
    return chosen
