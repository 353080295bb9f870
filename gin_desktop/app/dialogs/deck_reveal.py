"""Show the rest of the deck: at the end of a hand, every card that was hidden, face up.

The opponent's whole hand (the cards it took from the discard pile marked), the stock in
the order it would have been drawn, and the deal's code to copy: Game ▸ Replay deal deals
the very same cards again from it. Fairness a player can see for themselves.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

from gin_desktop.engine import Card, Match, MoveKind, Phase, sort_by_suit

from ..a11y.focus import frame_focus_on_opening
from ..accessibility import announce, dots_as_pauses, list_cards
from ..deal_code import table_code
from ..focus_frame import focusable_label
from ..prompts import card_label
from ..table.art import CARD_ASPECT, CardArt
from .card_row import CardRow
from ..i18n import translate as _tr
from ..screen_fit import ScrollWhenShort, resize_in_proportion

TAKEN = QColor(200, 120, 20)
#: The cards' widths where the dialog has no room to spare (the opponent's, the stock's)
#: and the widest they grow to where it has: at 56 and 48 pixels the cards sat in the top
#: left of an 880x560 dialog, the rest empty.
OPPONENT_CARD_W = 56
STOCK_CARD_W = 48
WIDEST_CARD_W = 120
#: A stock of this many cards or fewer is shown in one row (as many as a hand's row).
ONE_ROW_STOCK = 11


@dataclass(frozen=True)
class DeckReveal:
    """What was hidden from the person in the hand just finished."""

    hand_number: int
    deal_number: int
    dealer: int
    opponent: int
    # The opponent's cards at the end of the hand.
    opponent_cards: tuple[Card, ...]
    # Every card the opponent took from the discard pile this hand (held or not).
    taken: tuple[Card, ...]
    # The stock, the card that would have been drawn next first.
    stock: tuple[Card, ...]
    # A deal code naming the dealer too (two-player) or the roles and whether the sitter
    # was dealt (three-hand), so the seats come out the same, and the deck version, so a
    # match saved by an older release replays its own cards.
    code: str

    @staticmethod
    def of(match: Match, person: int) -> DeckReveal:
        """The hidden cards of ``match``'s hand, which must be over."""
        table = match.table_state()
        if table.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            raise ValueError("the hand is still being played")
        players = (table.non_dealer, table.dealer)
        # Sitting out (three-hand), the person is on the captain's side: the box is hidden.
        if person in players:
            opponent = table.dealer if person == table.non_dealer else table.non_dealer
        else:
            opponent = table.dealer
        taken = tuple(m.card for m in table.history
                      if m.seat == opponent and m.kind in (MoveKind.TAKE, MoveKind.PILE) and m.card)
        return DeckReveal(table.hand_number, table.deal_number, table.dealer, opponent,
                          table.hands[opponent], taken, tuple(reversed(table.stock)),
                          table_code(table))


class DeckRevealDialog(QDialog):
    """The hidden cards of a finished hand, face up."""

    # Help ▸ Is the computer cheating? was asked for.
    fairness_requested = Signal()

    def __init__(self, reveal: DeckReveal, opponent_name: str, parent: QWidget | None = None,
                 *, art: CardArt | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deck_reveal_dialog")
        self.setWindowTitle(_tr("The rest of the deck"))
        self.reveal = reveal
        art = art if art is not None else CardArt()

        bold_style = "font-weight: bold;"
        opponent_title = QLabel(_tr("{name}'s hand").format(name=opponent_name))
        opponent_title.setStyleSheet(bold_style)
        self.opponent_row = CardRow(art, OPPONENT_CARD_W)
        held = set(reveal.opponent_cards)
        self.opponent_row.set_cards(
            sort_by_suit(reveal.opponent_cards),
            {card: (TAKEN, _tr("from the pile")) for card in reveal.taken if card in held})
        if reveal.taken:
            taken_text = _tr("Taken from the discard pile during the hand: {cards}.").format(
                cards=", ".join(card_label(c) for c in reveal.taken))
        else:
            taken_text = _tr("{name} took nothing from the discard pile.").format(
                name=opponent_name)
        self.taken_label = QLabel(taken_text)
        self.taken_label.setWordWrap(True)
        if reveal.taken:
            self.taken_label.setAccessibleName(_tr(
                "Taken from the discard pile during the hand: {cards}.").format(
                cards=list_cards(reveal.taken)))

        stock_title = QLabel(_tr("The stock, the next card to be drawn first ({count} cards)")
                             .format(count=len(reveal.stock)))
        stock_title.setStyleSheet(bold_style)
        # A long stock in two rows, so that each card's corner stays readable; a short one
        # (the wall's two cards) in one: split, it read as two stocks of one card.
        count = len(reveal.stock)
        half = count if count <= ONE_ROW_STOCK else (count + 1) // 2
        self.stock_rows = [CardRow(art, STOCK_CARD_W), CardRow(art, STOCK_CARD_W)]
        self.stock_rows[0].set_cards(reveal.stock[:half])
        self.stock_rows[1].set_cards(reveal.stock[half:])
        self.stock_rows[1].setVisible(half < count)
        # Tab stops on the opponent's hand and on the stock (its two rows as one), each said
        # with its title and its cards in words: a screen reader reached no card at all.
        self.opponent_row.setAccessibleName(_tr("{title}: {cards}").format(
            title=opponent_title.text(), cards=self.opponent_row.spoken_cards()))
        self.stock_rows[0].setAccessibleName(_tr("{title}: {cards}").format(
            title=stock_title.text(), cards=list_cards(reveal.stock)))
        self.stock_rows[1].setAccessibleName("")  # said with the first
        for stop in (self.opponent_row, self.stock_rows[0]):
            stop.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        self.code_label = QLabel(_tr("Deal #{deal} · code {code}").format(
            deal=reveal.deal_number, code=reveal.code))
        self.code_label.setObjectName("deal_code_label")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label.setAccessibleName(dots_as_pauses(self.code_label.text()))
        self.copy_button = QPushButton(_tr("&Copy deal code"))
        self.copy_button.setObjectName("copy_deal_code")
        self.copy_button.setToolTip(_tr("Game ▸ Replay deal accepts the code and deals these "
                                       "very cards again"))
        # Heard without the menu path's arrow, which a screen reader reads out.
        self.copy_button.setAccessibleDescription(_tr(
            "The Replay deal command in the Game menu accepts the code and deals these very "
            "cards again"))
        self.copy_button.clicked.connect(self.copy_code)
        self.copied_label = QLabel()
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_label)
        code_row.addWidget(self.copy_button)
        code_row.addWidget(self.copied_label, 1)

        explain = QLabel(_tr("Every deal is shuffled from its number alone, before anyone "
                            "plays, and the computer decides from its own cards only."))
        explain.setWordWrap(True)
        self.fairness_button = QPushButton(_tr("Is the computer cheating?"))
        self.fairness_button.clicked.connect(self.fairness_requested)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        assert close is not None
        self.close_button = close
        self.close_button.setObjectName("close_deck")
        # Close has the focus on opening, framed.
        frame_focus_on_opening(self, self.close_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.fairness_button)
        bottom.addStretch(1)
        bottom.addWidget(buttons)
        self._bottom_row = bottom

        for label in (self.taken_label, self.code_label):
            focusable_label(label)

        body = QWidget()
        cards = QVBoxLayout(body)
        cards.setContentsMargins(0, 0, 0, 0)
        cards.addWidget(opponent_title)
        cards.addWidget(self.opponent_row)
        cards.addWidget(self.taken_label)
        cards.addSpacing(8)
        cards.addWidget(stock_title)
        for row in self.stock_rows:
            cards.addWidget(row)
        cards.addSpacing(8)
        cards.addLayout(code_row)
        cards.addWidget(explain)
        cards.addStretch(1)
        # The cards scroll on a short screen; Close stays in reach.
        self.body = ScrollWhenShort(body)
        # The scroll area took the focus on opening and showed none; Copy's default frame
        # looked like the focus, and Tab seemed to do nothing. Close has it now.
        self.body.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # So the keys scroll the cards from whatever has the focus (a row of cards has no
        # keys of its own).
        self.body.scroll_by_keys_from(self.close_button, self.copy_button,
                                      self.fairness_button, self.opponent_row,
                                      self.stock_rows[0], self.taken_label, self.code_label)
        self._body_layout = cards
        layout = QVBoxLayout(self)
        self._layout = layout
        layout.addWidget(self.body, 1)
        layout.addLayout(bottom)
        resize_in_proportion(self, 880, 560)

    def _card_rows(self) -> list[tuple[CardRow, int]]:
        """The rows of cards shown, each with its least card width."""
        rows = [(self.opponent_row, OPPONENT_CARD_W)]
        rows += [(row, STOCK_CARD_W) for row in self.stock_rows if not row.isHidden()]
        return rows

    def fit_cards(self) -> None:
        """Cards as large as the dialog's room allows: the rows together no taller than
        the room the words leave (nothing scrolls that did not), the longest row's cards side
        by side without overlapping; never smaller than before, nor larger than
        ``WIDEST_CARD_W``."""
        room = self.body.viewport().size()
        rows = self._card_rows()
        words = self._words_height(room.width())
        cards_h = room.height() - words - sum(row.extra_height() for row, _least in rows)
        width = min(int(cards_h / (len(rows) * CARD_ASPECT)), WIDEST_CARD_W,
                    *(row.widest_card(room.width()) for row, _least in rows))
        # One width for all (a stock of two cards larger than the hand read as more
        # important), save where a row has its least.
        for row, least in rows:
            row.set_card_width(max(least, width))
        self._hug()

    def _words_height(self, width: int) -> int:
        """The height of the body's lines (all but the cards' rows), wrapped at ``width``
        (a narrow dialog wraps them more)."""
        body = self._body_layout
        whole = (body.totalHeightForWidth(width) if body.hasHeightForWidth()
                 else body.sizeHint().height())
        return whole - sum(row.minimumHeight() for row, _least in self._card_rows())

    def _hug(self) -> None:
        """No taller than the words and the cards at their widest for the dialog's width
        need: the cards stop growing at the rows' width, and the height beyond was an
        empty band above the buttons (at the opening size, and more in a dialog made
        larger). A narrower dialog is shorter; a wider one may grow again. Reckoned from
        the dialog's own width: the scroll area's is stale until its layout has run."""
        layout = self._layout
        margins = layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        rows = self._card_rows()
        across = min(WIDEST_CARD_W, *(row.widest_card(width) for row, _least in rows))
        cards = sum(round(max(least, across) * CARD_ASPECT) + row.extra_height()
                    for row, least in rows)
        below = layout.spacing() + self._bottom_row.sizeHint().height()
        # The scroll area's room for a window manager's rounding (``ScrollWhenShort``).
        self.setMaximumHeight(margins.top() + self._words_height(width) + cards + below
                              + margins.bottom() + ScrollWhenShort.ROUNDING_ROOM)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_cards()
        # A look, then Enter, Space or Escape goes back to the table.
        self.close_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Children are laid out before the window's own resize event: the body's room is
        # the new one.
        self.fit_cards()

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.reveal.code)
        self.copied_label.setText(_tr("Copied: paste it into Game ▸ Replay deal."))
        announce(self.copied_label, _tr("Copied: paste it into the Replay deal command in "
                                        "the Game menu."))


__all__ = ["DeckReveal", "DeckRevealDialog"]
