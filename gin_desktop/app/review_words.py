"""``python -m gin_desktop.review`` in the player's language: the review of a hand as the
review window words it (the decision, the cards, every move with its expected points, the
verdict and the summary), and its refusals, translated as the rest of the command line is
(``--lang``, else the saved setting, else the desktop's language).

Only Qt's core is needed: the translations are Qt's catalogs. ``gin_desktop.review`` loads
this module when it has words to print, and prints English where Qt cannot load.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings

from gin_desktop import review
from gin_desktop.command_line import APP_NAME, ORGANISATION
from gin_desktop.engine import ActionKind, Match, SaveFileError, knock_goes_gin
from gin_desktop.languages import LANGUAGE_KEY, saved_choice

from . import i18n
from .advice_text import advice_text, as_sentence, describe_move
from .dialogs.review import kind_text, points_text, sentence, verdict_text
from .file_reasons import save_reason
from .i18n import translate as _tr
from .accessibility import list_separator
from .prompts import CardText, card_label, card_name


@contextmanager
def speaking(asked: str | None) -> Iterator[None]:
    """The game's translations installed while the review is worded: ``asked`` (the
    command's ``--lang``), else the saved setting, else the desktop's language. Removed
    after, English speaking again."""
    app = QCoreApplication.instance()
    # The translators need an application; one made here goes with them (a window made
    # later in the same process, as in the tests, needs its own QApplication).
    own = QCoreApplication([]) if app is None else None
    target = app if app is not None else own
    assert target is not None
    language = asked or saved_choice(QSettings(ORGANISATION, APP_NAME).value(LANGUAGE_KEY))
    i18n.install_translators(target, language, from_command_line=bool(asked))
    try:
        yield
    finally:
        i18n.remove_translators(target)
        if own is not None:
            own.shutdown()


def review_text(result: review.HandReview, *, cards_in_words: bool = False) -> str:
    """The review of a hand, a decision after another, then what the hand's decisions
    cost: the words of the review window, in the language installed. ``cards_in_words``:
    the cards named ("ten of spades", in the sentence's case) where the console cannot
    show the suits' signs."""
    card = card_name if cards_in_words else card_label
    lines = [_tr("Hand {hand} (deal #{deal}), seat {seat}: {samples} simulated games per "
                 "choice").format(hand=result.hand_number, deal=result.deal_number,
                                  seat=result.seat, samples=result.samples)]
    for decision in result.decisions:
        lines += ["", *_decision_lines(decision, card, won=result.knock_won(decision))]
    lines += ["", as_sentence(advice_text(result.summary(), card))]
    return "\n".join(lines)


def _decision_lines(decision: review.Decision, card: CardText, *, won: bool) -> list[str]:
    view = decision.view
    knocks = [c.action for c in decision.choices if c.action.kind is ActionKind.KNOCK]
    what = kind_text(decision.kind, bool(knocks),
                     gin=all(knock_goes_gin(view.hand, action) for action in knocks))
    # Named, the cards need the separator of a list: "ten of spades two of hearts" runs on.
    cards = (" " if card is card_label else list_separator()).join(map(card, view.hand))
    if view.upcard is not None:
        held = _tr("Your cards: {cards}. On the pile: {card}. In the stock: {stock} cards."
                   ).format(cards=cards, card=card(view.upcard), stock=view.stock_count)
    else:
        held = _tr("Your cards: {cards}. In the stock: {stock} cards.").format(
            cards=cards, stock=view.stock_count)
    lines = [_tr("{number}. {move}").format(number=decision.number, move=what),
             "   " + held]
    moves = [sentence(describe_move(view, choice.action, card)) for choice in decision.choices]
    column = max(map(len, moves))
    for move, choice in zip(moves, decision.choices, strict=True):
        mine = "  " + _tr("◀ your choice") if choice.action is decision.chosen else ""
        lines.append(f"   {move:<{column}} {points_text(choice.expected):>6}{mine}")
    lines.append("   " + verdict_text(decision, card, won=won))
    return lines


def save_refusal(exc: SaveFileError, path: Path) -> str:
    """Why the save cannot be reviewed, as the game says it of a saved match."""
    return _tr("{name} could not be read ({reason}).").format(
        name=path.name, reason=save_reason(exc.kind))


def choice_refusal(match: Match, hand: int, seat: int) -> str | None:
    """Why the match has no review for ``hand`` and ``seat`` (the command's --hand and
    --seat); None where it has one."""
    if seat not in match.seats:
        return _tr("This match has no seat {seat}: its seats are numbered {first} to "
                   "{last}.").format(seat=seat, first=match.seats[0], last=match.seats[-1])
    if hand not in review.hand_numbers(match):
        return _tr("This match has no hand {hand}: its hands are numbered 1 to {last}."
                   ).format(hand=hand, last=match.hand_number)
    return None
