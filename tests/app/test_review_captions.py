"""The hand review's marks under its cards ("drawn", "chosen", "better") stay whole and
apart in a small dialog: in Portuguese on an 800x600 screen the cards overlap, and the
drawn card's "comprada" was cut at both ends, or ran into the "você" under the card beside
it ("compradavocê")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs.review import BETTER, CHOSEN, DRAWN, ReviewDialog
from gin_desktop.app.i18n import translate
from gin_desktop.engine import ActionKind

from .test_review_window import open_review, press, window_after_a_hand

# Each mark's colour and the captions it may have: a card drawn from the stock is
# "drawn", one taken from the pile "taken".
MARKS = [(DRAWN, ("drawn", "taken")), (CHOSEN, ("chosen",)), (BETTER, ("better",))]


def _ink(image: QImage, top: int, colour: QColor) -> QRect:
    """The bounds of the pixels below ``top`` drawn in (or shaded towards) ``colour``."""
    pen = colour.darker(140)
    found = QRect()
    for y in range(top, image.height()):
        for x in range(image.width()):
            pixel = image.pixelColor(x, y)
            if pixel.lightness() > 200:
                continue  # the dialog's background, or the edge of a letter
            if max(abs(pixel.red() - pen.red()) - abs(pixel.green() - pen.green()),
                   abs(pixel.blue() - pen.blue()) - abs(pixel.green() - pen.green()),
                   abs(pixel.red() - pen.red()), abs(pixel.green() - pen.green()),
                   abs(pixel.blue() - pen.blue())) < 45:
                found = found.united(QRect(x, y, 1, 1))
    return found


def _check_captions(dialog: ReviewDialog) -> int:
    """The captions under the hand's cards are whole and none runs into another; returns
    how many there are."""
    row = dialog.hand_row
    image = row.grab().toImage()
    top = round(row.card_width() * 1.4) + 6  # below the rings round the marked cards
    metrics = row.fontMetrics()
    boxes = []
    for colour, sources in MARKS:
        ink = _ink(image, top, colour)
        if ink.isEmpty():
            continue  # no card has this mark in this decision
        taken = translate("the card taken from the pile") in row.spoken_cards()
        word = translate(sources[1] if taken and colour is DRAWN else sources[0])
        whole = metrics.tightBoundingRect(word).width()
        assert ink.width() >= whole - 3, (word, ink.width(), whole)
        assert 0 < ink.left() and ink.right() < row.width() - 1, (word, ink)
        boxes.append((word, ink))
    for i, (word, ink) in enumerate(boxes):
        for other_word, other in boxes[i + 1:]:
            assert not ink.intersects(other), (word, ink, other_word, other)
    return len(boxes)


def test_the_review_captions_are_whole_and_apart_in_a_small_dialog(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None]) -> None:
    language("pt")
    window = window_after_a_hand(make_window)
    dialog = open_review(window, qtbot)
    dialog.resize(784, 552)
    qtbot.waitUntil(lambda: dialog.size().toTuple() == (784, 552))
    QApplication.processEvents()
    # The cards overlap: eleven of them do not lie side by side.
    assert dialog.hand_row.width() < 11 * (dialog.hand_row.card_width() + 6)
    captions = _check_captions(dialog)
    while dialog.next_button.isEnabled():
        press(dialog.next_button)
        QApplication.processEvents()
        captions += _check_captions(dialog)
    assert captions >= 4  # the drawn cards' and the discards' marks were seen
    dialog.close()


def test_a_card_taken_from_the_pile_is_captioned_taken_not_drawn(
        make_window: Any, qtbot: QtBot, language: Callable[[str], None]) -> None:
    """Czech "líznutá" and Portuguese "comprada" say drawn from the stock: the K♦ a Czech
    player had just taken from the pile was captioned so (s65). Each discard's card from
    the draw before it is captioned by where the draw took it from."""
    language("cs")
    window = window_after_a_hand(make_window)
    dialog = open_review(window, qtbot)
    QApplication.processEvents()
    review = dialog.hand_review
    assert review is not None
    seen: set[bool] = set()
    for number, decision in enumerate(review.decisions):
        if number:
            dialog.decision_list.setCurrentRow(number)
            QApplication.processEvents()
        drawn = decision.view.drawn_card
        before = review.decisions[number - 1].chosen if number else None
        if drawn is None or before is None:
            continue
        taken = before.kind in (ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD)
        spoken = dialog.hand_row.spoken_cards()
        assert ("karta vzatá z hromádky" in spoken) is taken, spoken
        assert ("líznutá karta" in spoken) is not taken, spoken
        seen.add(taken)
    assert seen == {True, False}  # both kinds of draw were seen
    dialog.close()
