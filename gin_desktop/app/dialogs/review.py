"""Game ▸ Review hand…: the person's decisions in a hand, weighed by the expert.

The analysis (``gin_desktop.review``) runs on a worker thread with a progress bar and a
Cancel button; the window then steps through the decisions: the cards the person held, every
legal choice with the points it could be expected to bring, the person's choice marked, and,
where it cost more than a little, the better move and why, in one sentence.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, QLocale, QObject, QThread, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QHeaderView,
    QLabel, QListWidget, QListWidgetItem, QProgressBar, QPushButton, QSplitter,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from gin_desktop import review
from gin_desktop.engine import (
    ActionKind, Card, LimitSource, Match, SeatView, deal_number_for, knock_goes_gin,
)

from ..a11y.speech import cards_count
from ..accessibility import announce, dots_as_pauses, list_separator, without_pointers
from ..advice_text import advice_inline, advice_text, as_sentence, describe_move
from ..contrast import readable_on
from ..fit_text import held_together
from ..prompts import CardText, card_label, card_name, result_how
from ..prompts import points_text as score_text
from ..table.art import CARD_ASPECT, CardArt
from ..table.hand_order import sorted_hand
from .card_row import CardRow
from .labels import plain_label
from ..i18n import translate as _tr
from ..screen_fit import resize_in_proportion

log = logging.getLogger(__name__)

CHOSEN = QColor(40, 100, 200)
BETTER = QColor(30, 140, 70)
COSTLY = QColor(190, 50, 40)
DRAWN = QColor(120, 120, 120)
#: The cards' width where the dialog has no room to spare, and the widest they grow to
#: where it has: at 50 pixels they were small on a large dialog.
CARD_W = 50
WIDEST_CARD_W = 110
#: The most cards a decision's hand holds (ten, and the card drawn): the cards keep one
#: size from decision to decision.
HAND_CARDS = 11
#: Beside the pile card, the room its column takes more than the card.
PILE_MARGIN = 8
#: Between the hand and the pile's column.
PILE_GAP = 12


def hand_outcome(match: Match, hand_number: int, seat: int) -> str:
    """How hand ``hand_number`` of ``match`` ended for ``seat``, in words to follow the
    hand's name: "you won 25 points (gin)", "another player won 12 points (knock)", "no
    score", "not over yet"."""
    result = review.result_of(match, hand_number)
    if result is None:
        return _tr("not over yet")
    if result.winner is None:
        return _tr("no score")
    points, how = score_text(result.points), result_how(result)
    if result.winner == seat:
        return _tr("you won {points} ({how})").format(points=points, how=how)
    return _tr("another player won {points} ({how})").format(points=points, how=how)


def kind_text(kind: str, could_knock: bool, *, gin: bool = False) -> str:
    """The decision in words; ``gin``: every knock it offered went gin (Straight Gin and
    Oklahoma's ace hand have no other), so it is named as gin, never as a knock."""
    if kind == "upcard":
        return _tr("Take or pass the upcard")
    if kind == "draw":
        return _tr("Draw from the stock or the pile")
    if could_knock and gin:
        return _tr("Discard, or go gin")
    if could_knock:
        return _tr("Discard, or knock")
    return _tr("Discard")


def points_text(value: float) -> str:
    """Expected points with one decimal and a sign, in the player's number format: the
    figure ``review.shown`` orders the table by."""
    figure = review.shown(value)
    text = QLocale().toString(abs(figure), "f", 1)
    return ("+" if figure > 0 else "−" if figure < 0 else "") + text


def gap_text(decision: review.Decision) -> str:
    """How far the chosen move is behind the table's best, as the table's figures subtract:
    +0.4 and −5.3 read "5.7", where the unrounded gap (5.62) said "5.6"."""
    shown = review.shown(decision.best.expected) - review.shown(
        decision.chosen_choice.expected)
    return points_text(shown).lstrip("+")


def behind_hint_text(decision: review.Decision) -> str:
    """How far the chosen move is behind the hint's, as the table's figures subtract
    (``gap_text``)."""
    shown = review.shown(decision.reference.expected) - review.shown(
        decision.chosen_choice.expected)
    return points_text(shown).lstrip("+")


def hint_behind_table(decision: review.Decision) -> bool:
    """The table shows a higher figure above the hint's move (as its figures read)."""
    return decision.hinted is not None and points_text(decision.best.expected) != \
        points_text(decision.reference.expected)


def hint_gap_text(decision: review.Decision) -> str:
    """How far the hint's move is behind the table's best, as the table's figures
    subtract (``gap_text``)."""
    shown = review.shown(decision.best.expected) - review.shown(decision.reference.expected)
    return points_text(shown).lstrip("+")


def level_with_best(decision: review.Decision) -> bool:
    """Whether a move other than the person's shows the same figure as the table's first
    row: a tie for the best, as the table reads."""
    top = review.shown(decision.best.expected)
    return any(review.shown(c.expected) == top for c in decision.choices
               if c.action is not decision.chosen)


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


class ReviewThread(QThread):
    """Runs ``review.review_hand`` off the GUI thread on a match of its own."""

    progressed = Signal(int, int)
    reviewed = Signal(object)
    failed = Signal(str)

    def __init__(self, match: Match, hand_number: int, seat: int, samples: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A copy the GUI thread never touches: the match on the table goes on meanwhile.
        self._match = review.snapshot(match)
        self._hand = hand_number
        self._seat = seat
        self._samples = samples

    def run(self) -> None:
        try:
            result = review.review_hand(
                self._match, self._hand, self._seat, samples=self._samples,
                progress=self.progressed.emit, should_stop=self.isInterruptionRequested,
                hint=review.hinted_move)
        except review.ReviewCancelled:
            return
        except Exception as exc:  # noqa: BLE001 - shown in the window, never a crash
            log.exception("the review failed")
            self.failed.emit(str(exc)[:200])
            return
        self.reviewed.emit(result)


def hand_terms(view: SeatView) -> list[str]:
    """What an Oklahoma hand's first upcard made of it (RULES.md Oklahoma): the choices'
    expected points are weighed under those terms, doubled in a spade hand, and the
    review's own cards show none of it once that upcard has left the pile. Straight Gin's
    "no knocking" is no upcard's doing: its choices say "go gin" (``kind_text``)."""
    terms = view.terms
    words = []
    if terms.limit_source is LimitSource.UPCARD:
        words.append(_tr("Oklahoma: only gin can end this hand.") if terms.gin_only
                     else _tr("Oklahoma: the knock limit of this hand is {limit}.").format(
                         limit=terms.knock_limit))
    if terms.doubled:
        words.append(_tr("The first upcard was a spade: every score of this hand is "
                         "doubled, the expected points too."))
    return words


class ReviewDialog(QDialog):
    """The review of one hand of ``match`` from ``seat``'s side; other hands are a choice
    away. Opens analysing ``hand_number`` (default: the last finished hand); with
    ``standing_in``, that hand is the last one finished, shown because the person has
    decided nothing yet in the hand being played, and its summary says so."""

    # The analysis of a hand finished (the result is in ``self.hand_review``).
    analysed = Signal(object)

    def __init__(self, match: Match, seat: int, hand_number: int | None = None,
                 parent: QWidget | None = None, *, art: CardArt | None = None,
                 samples: int = review.DEFAULT_SAMPLES, title: str = "",
                 standing_in: bool = False, hand_sort: str = "suit") -> None:
        super().__init__(parent)
        self.setObjectName("review_dialog")
        self.setWindowTitle(title or _tr("Review hand"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.match = match
        self.seat = seat
        self.samples = samples
        # The hand is shown in the order the table sorts it ("rank", "suit", "melds"): a
        # player finds their cards where they are used to seeing them.
        self.hand_sort = hand_sort
        self.hand_review: review.HandReview | None = None
        # The numbers of the decisions behind the table's best (``_behind_the_table``).
        self._behind: frozenset[int] = frozenset()
        self._thread: ReviewThread | None = None
        art = art if art is not None else CardArt()

        self.hand_combo = QComboBox()
        self.hand_combo.setObjectName("review_hand_choice")
        for number in review.hand_numbers(match):
            # "Hand 2, deal #7", not the dot the status line parts them with: on Linux a
            # screen reader names a closed list by the words it shows, whatever its
            # accessible name, and read out "middle dot".
            choice = dots_as_pauses(_tr("Hand {hand} · deal #{deal}").format(
                hand=number, deal=deal_number_for(match.seed, number, match.deck_version)))
            self.hand_combo.addItem(choice, number)
            # In the open list, each hand is said with how it ended.
            self.hand_combo.setItemData(
                self.hand_combo.count() - 1,
                list_separator().join([choice, hand_outcome(match, number, seat)]),
                Qt.ItemDataRole.AccessibleTextRole)
        self.hand_combo.currentIndexChanged.connect(self._describe_hand_choice)
        hand_label = QLabel(_tr("&Hand:"))
        hand_label.setBuddy(self.hand_combo)
        self.progress = QProgressBar()
        self.progress.setObjectName("review_progress")
        self.progress_label = QLabel()
        self.cancel_button = QPushButton(_tr("Cancel"))
        self.cancel_button.setObjectName("review_cancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.analyse_button = QPushButton(_tr("&Analyse"))
        self.analyse_button.setObjectName("review_analyse")
        self.analyse_button.clicked.connect(self.start)
        top = QHBoxLayout()
        top.addWidget(hand_label)
        top.addWidget(self.hand_combo)
        top.addSpacing(12)
        top.addWidget(self.progress, 1)
        top.addWidget(self.progress_label)
        top.addWidget(self.cancel_button)
        top.addWidget(self.analyse_button)
        # The progress bar's room once it is hidden: not shared out between the label and
        # its list, which would then stand half the dialog apart.
        top.addStretch(0)

        self.summary_label = QLabel()
        self.summary_label.setObjectName("review_summary")
        bold = QFont(self.summary_label.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.1)
        self.summary_label.setFont(bold)
        self.summary_label.setWordWrap(True)

        self.decision_list = QListWidget()
        self.decision_list.setObjectName("review_decisions")
        self.decision_list.setAccessibleName(_tr("Your decisions"))
        self.decision_list.setWordWrap(True)
        self.decision_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.decision_list.currentRowChanged.connect(self._show_decision)

        self.heading = QLabel()
        self.heading.setFont(bold)
        self.hand_row = CardRow(art, CARD_W)
        self.pile_row = CardRow(art, CARD_W)
        self.pile_row.setFixedWidth(CARD_W + PILE_MARGIN)
        self.pile_row.setToolTip(_tr("The top card of the discard pile"))
        self.pile_label = self._pile_label()
        cards = QHBoxLayout()
        # Level with the pile card, which its name below makes the taller column.
        cards.addWidget(self.hand_row, 1, Qt.AlignmentFlag.AlignTop)
        cards.addSpacing(PILE_GAP)
        cards.addLayout(self._pile_column())
        self._cards_layout = cards
        self.hand_caption = QLabel()
        # An Oklahoma hand's terms follow the cards (``hand_terms``): wrapped, not widening.
        self.hand_caption.setWordWrap(True)
        self.choices_table = QTableWidget(0, 3)
        self.choices_table.setObjectName("review_choices")
        self.choices_table.setAccessibleName(_tr("Every move you could make"))
        self.choices_table.setHorizontalHeaderLabels(
            [_tr("Move"), _tr("Expected points"), ""])
        # What the numbers mean, for a player who has never seen such a column.
        expected = self.choices_table.horizontalHeaderItem(1)
        if expected is not None:
            expected.setToolTip(_tr(
                "The points you could expect from this hand after each move (+ won, "
                "− lost), averaged over many simulated games with the cards you could not "
                "see dealt at random."))
        # Tab leaves the table for the buttons below, as everywhere else: a table's own Tab
        # went from cell to cell round and round, and Previous, Next and Close were reached
        # only by a mouse or a mnemonic the player had to know.
        self.choices_table.setTabKeyNavigation(False)
        self.choices_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.choices_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.choices_table.verticalHeader().hide()
        row_height = self.fontMetrics().height() + 8
        self.choices_table.verticalHeader().setDefaultSectionSize(row_height)
        self.choices_table.verticalHeader().setMinimumSectionSize(row_height)
        header = self.choices_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        # A long move wraps in a taller row, never cut: at 800x600 in Portuguese the
        # drawing decision read "Pegar a carta de cima da ..." and the pile was lost.
        self.choices_table.setWordWrap(True)
        self.choices_table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.choices_table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.verdict_label = QLabel()
        self.verdict_label.setObjectName("review_verdict")
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextFormat(Qt.TextFormat.PlainText)
        detail = QWidget()
        self._detail = detail
        detail.installEventFilter(self)
        right = QVBoxLayout(detail)
        right.setContentsMargins(6, 0, 0, 0)
        right.addWidget(self.heading)
        right.addLayout(cards)
        right.addWidget(self.hand_caption)
        right.addWidget(self.choices_table, 1)
        right.addWidget(self.verdict_label)
        splitter = QSplitter()
        splitter.addWidget(self.decision_list)
        splitter.addWidget(detail)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([300, 640])

        self.prev_button = QPushButton(_tr("◀ &Previous"))
        self.prev_button.setObjectName("review_previous")
        self.prev_button.clicked.connect(lambda: self._step(-1))
        self.next_button = QPushButton(_tr("&Next ▶"))
        self.next_button.setObjectName("review_next")
        self.next_button.clicked.connect(lambda: self._step(1))
        for button in (self.prev_button, self.next_button):
            button.setAccessibleName(without_pointers(plain_label(button.text())))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        assert close_button is not None
        self.close_button = close_button
        bottom = QHBoxLayout()
        bottom.addWidget(self.prev_button)
        bottom.addWidget(self.next_button)
        bottom.addStretch(1)
        bottom.addWidget(buttons)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary_label)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)
        resize_in_proportion(self, 960, 620)

        chosen = review.default_hand(match) if hand_number is None else hand_number
        self._standing_in = chosen if standing_in else None
        index = self.hand_combo.findData(chosen)
        self.hand_combo.setCurrentIndex(max(0, index))
        self._describe_hand_choice()
        self.hand_combo.currentIndexChanged.connect(lambda _i: self.start())
        # The keys' first place is the decisions, not the hand choice (the first widget, where
        # QDialog would put it): there the arrows and End that a reader presses to go on
        # switched to another hand, the hand under way with nothing decided.
        self.decision_list.setFocus()
        self._show_idle(_tr("Press Analyse to weigh your decisions in this hand."))

    def _describe_hand_choice(self) -> None:
        """The closed list's description: the chosen hand said with how it ended ("Hand 2,
        deal #7, you won 25 points (gin)"), as the open list says it."""
        said = self.hand_combo.currentData(Qt.ItemDataRole.AccessibleTextRole)
        self.hand_combo.setAccessibleDescription(said if isinstance(said, str) else "")

    # ---------------------------------------------------------------- analysis
    @property
    def hand_number(self) -> int:
        number = self.hand_combo.currentData()
        return int(number) if number is not None else 1

    def is_running(self) -> bool:
        return self._thread is not None and self._thread.isRunning()

    def start(self) -> None:
        """Analyse the chosen hand (a running analysis is stopped first)."""
        self._stop_thread()
        if self.hand_number != self._standing_in:
            # Another hand chosen: the note about the hand opened on would be stale on
            # coming back to it, the player having played on meanwhile.
            self._standing_in = None
        self.hand_review = None
        self._behind = frozenset()
        self.decision_list.clear()
        self._clear_detail()
        # Said: the review opened in silence while the analysis ran.
        announce(self.summary_label, _tr("Weighing your decisions…"))
        self._set_summary(_tr("Weighing your decisions…"))
        self.progress.setRange(0, 0)
        self.progress.show()
        self.progress_label.clear()
        self._widen_progress_label(99)
        self.progress_label.show()
        self.cancel_button.show()
        self.analyse_button.hide()
        self._set_default(None)
        thread = ReviewThread(self.match, self.hand_number, self.seat, self.samples, self)
        thread.progressed.connect(self._progressed)
        thread.reviewed.connect(self._reviewed)
        thread.failed.connect(self._failed)
        self._thread = thread
        thread.start(QThread.Priority.LowPriority)

    def cancel(self) -> None:
        """Stop the analysis; what it had weighed is dropped."""
        self._stop_thread()
        self._show_idle(_tr("The analysis was cancelled."), say=True)

    def _stop_thread(self) -> None:
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.requestInterruption()
            thread.progressed.disconnect()
            thread.reviewed.disconnect()
            thread.failed.disconnect()
            thread.wait()
            thread.deleteLater()

    def _show_idle(self, text: str, *, say: bool = False) -> None:
        """``text`` in the summary's place, Analyse offered; with ``say``, a screen reader
        hears it (what came of an analysis: cancelled, or failed)."""
        self.progress.hide()
        self.progress_label.hide()
        self.cancel_button.hide()
        self.analyse_button.show()
        self._set_summary(text)
        self._set_default(self.analyse_button)
        if say:
            announce(self.summary_label, text)

    def _from_current(self) -> bool:
        """Whether the signal being delivered comes from the analysis under way: one that a
        new hand's analysis replaced may have emitted just before it was stopped, and its
        queued signals still arrive (disconnecting does not recall them)."""
        return self._thread is not None and self.sender() is self._thread

    def _progressed(self, done: int, total: int) -> None:
        if not self._from_current():
            return
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self._widen_progress_label(total)
        self.progress_label.setText(_tr("Decision {done} of {total}").format(
            done=min(done + 1, total), total=total))

    def _widen_progress_label(self, total: int) -> None:
        """The count's label as wide as its widest count, from the analysis' start: it
        neither jitters as the count grows nor is squeezed to a letter beside the bar,
        its words run over the Cancel button (in Czech, the window narrower than 1024)."""
        label = self.progress_label
        widest = _tr("Decision {done} of {total}").format(done=total, total=total)
        label.setMinimumWidth(max(label.minimumWidth(),
                                  label.fontMetrics().horizontalAdvance(widest) + 4))

    def _failed(self, reason: str) -> None:
        if not self._from_current():
            return
        self._stop_thread()
        self._show_idle(_tr("The hand could not be analysed ({reason}).").format(reason=reason),
                        say=True)

    def _reviewed(self, result: review.HandReview) -> None:
        if not self._from_current():
            return
        self._stop_thread()  # its run() is ending: a short wait
        self.hand_review = result
        # Worked out once: each line of the list asks (its mark, its colour).
        self._behind = frozenset(d.number for d in result.behind_the_table)
        self.progress.hide()
        self.progress_label.hide()
        self.cancel_button.hide()
        self.analyse_button.hide()
        if not result.decisions:
            summary = self._nothing_decided(result)
        else:
            summary = as_sentence(advice_text(result.summary()))
        if result.hand_number == self._standing_in:
            summary = " ".join([_tr("You have made no decisions in the hand being played "
                                    "yet, so this is the last hand finished."), summary])
        self._set_summary(summary)
        # Said before the first decision takes the focus: a screen reader heard the list
        # fill in and never the verdict on the whole hand above it.
        announce(self.summary_label, summary)
        for decision in result.decisions:
            self.decision_list.addItem(self._list_item(decision))
        self.fit_cards()
        if result.decisions:
            # The first mistake, else the first decision the heading counts as behind
            # the table's best: the one the heading is about, not decision 1.
            first = next((i for i, d in enumerate(result.decisions) if d.is_mistake),
                         next((i for i, d in enumerate(result.decisions)
                               if self._behind_the_table(d)), 0))
            self.decision_list.setCurrentRow(first)
        else:
            self._set_default(self.close_button)
        self.analysed.emit(result)

    def _set_summary(self, text: str) -> None:
        """The summary over the decisions, wrapped as the table's sentences are: each
        Portuguese pronoun held to its verb ("escolha-a" ended a line with "escolha-")."""
        self.summary_label.setText(held_together(text))

    def _nothing_decided(self, result: review.HandReview) -> str:
        """The summary of a hand without a decision of the person's: one under way says
        "yet", and where the person played earlier hands, where to find them."""
        if result.result is not None:
            return _tr("You made no decisions in this hand.")
        if any(not review.sat_out(self.match, n, self.seat)
               for n in range(1, result.hand_number)):
            return _tr("You have made no decisions in this hand yet. To review an earlier "
                       "hand, choose it in the Hand list.")
        return _tr("You have made no decisions in this hand yet.")

    # ---------------------------------------------------------------- showing
    def _list_item(self, decision: review.Decision) -> QListWidgetItem:
        def text(card: CardText) -> str:
            move = describe_move(decision.view, decision.chosen, card)
            if decision.is_mistake and self._knock_won(decision):
                return _tr("{number}. {move} — won the hand, on average costs about "
                           "{points} points").format(
                    number=decision.number, move=move, points=decision.cost)
            if decision.is_mistake:
                return _tr("{number}. {move} — cost about {points} points").format(
                    number=decision.number, move=move, points=decision.cost)
            if self._behind_the_table(decision):
                return _tr("{number}. {move} — the table found a better move").format(
                    number=decision.number, move=move)
            return _tr("{number}. {move}").format(number=decision.number, move=move)

        item = QListWidgetItem(held_together(self._mark(decision) + text(card_label)))
        if not self._behind_the_table(decision):  # those stay in the list's own colour
            item.setForeground(readable_on(
                COSTLY if decision.is_mistake else BETTER.darker(120),
                QPalette.ColorRole.Base))
        # A screen reader, going down the list, hears the move with its cards in words
        # (not "check mark, discard the 9 black spade suit") and the verdict the window
        # shows beside it.
        item.setData(Qt.ItemDataRole.AccessibleTextRole, text(card_name))
        item.setData(Qt.ItemDataRole.AccessibleDescriptionRole,
                     self._verdict_text(decision, card_name,
                                        won=self._knock_won(decision)))
        return item

    def _behind_the_table(self, decision: review.Decision) -> bool:
        """No mistake against the hint, yet the table found a better move: one of those the
        heading counts ("found a better move at 1 of your decisions")."""
        return decision.number in self._behind

    def _mark(self, decision: review.Decision) -> str:
        """The list's mark before a decision: a cross for a mistake, a triangle where only
        the table found a better move (a tick there left the heading's count nowhere to be
        found), a tick for the rest."""
        if decision.is_mistake:
            return "✗ "
        return "△ " if self._behind_the_table(decision) else "✓ "

    def _knock_won(self, decision: review.Decision) -> bool:
        """The decision was the knock that won this hand (the review says so)."""
        return self.hand_review is not None and self.hand_review.knock_won(decision)

    def _pile_label(self) -> QLabel:
        """The pile card's name under it: a card apart after a gap, unnamed, left a player
        asking what it was."""
        label = QLabel(held_together(_tr("Discard pile")))
        label.setObjectName("review_pile_label")
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        label.setStyleSheet(f"color: {readable_on(DRAWN.darker(140)).name()};")
        # Kept in the layout while the pile is empty, so that the hand does not shift.
        policy = label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        label.setSizePolicy(policy)
        return label

    def _pile_column(self) -> QVBoxLayout:
        """The pile card over its name, as wide as the name's longest word (wrapped, "Pila
        de descarte" would otherwise cut "descarte")."""
        metrics = self.pile_label.fontMetrics()
        widest = max(map(metrics.horizontalAdvance, self.pile_label.text().split()))
        self._pile_words = widest + 6
        self.pile_label.setFixedWidth(max(self.pile_row.width(), self._pile_words))
        column = QVBoxLayout()
        column.setSpacing(0)
        column.addWidget(self.pile_row, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(self.pile_label)
        column.addStretch(1)
        return column

    def _show_pile(self, view: SeatView, marks: dict[Card, tuple[QColor, str]]) -> None:
        upcard = view.upcard
        self.pile_row.set_cards((upcard,) if upcard is not None else (), marks)
        self.pile_label.setVisible(upcard is not None)
        if upcard is not None:
            # Heard as the table's own pile is: what the pile is, its top card and its size;
            # then its mark, as the hand's cards have theirs.
            name = _tr("Discard pile: the {card} on top, {count}").format(
                card=card_name(upcard), count=cards_count(len(view.discard_pile)))
            mark = [_tr("the better choice")] if upcard in marks else []
            self.pile_row.setAccessibleName(list_separator().join([name, *mark]))

    def set_hand_sort(self, mode: str) -> None:
        """Show the hand sorted by ``mode`` from now on (the table's sort changed)."""
        if mode != self.hand_sort:
            self.hand_sort = mode
            self._show_decision(self.decision_list.currentRow())

    def _step(self, delta: int) -> None:
        row = self.decision_list.currentRow() + delta
        if 0 <= row < self.decision_list.count():
            self.decision_list.setCurrentRow(row)
            self._say_decision(row)

    def _say_decision(self, row: int) -> None:
        """Next and Previous keep the focus on their button: the decision they bring is
        said ("Decision 3 of 7: discard", then its verdict, the cards in words), which the
        list says of itself only while it has the focus."""
        if self.hand_review is None:
            return
        decision = self.hand_review.decisions[row]
        announce(self.decision_list, " ".join(
            [self.heading.text().rstrip(".") + ".",
             self._verdict_text(decision, card_name, won=self._knock_won(decision))]))

    def _clear_detail(self) -> None:
        self.heading.clear()
        self.hand_row.set_cards(())
        self.pile_row.set_cards(())
        self.pile_label.hide()
        self.hand_caption.clear()
        self.choices_table.setRowCount(0)
        self.verdict_label.clear()
        self.prev_button.setEnabled(False)
        self.next_button.setEnabled(False)

    def _show_decision(self, row: int) -> None:
        if self.hand_review is None or not 0 <= row < len(self.hand_review.decisions):
            self._clear_detail()
            return
        decisions = self.hand_review.decisions
        decision = decisions[row]
        view = decision.view
        knocks = [c.action for c in decision.choices if c.action.kind is ActionKind.KNOCK]
        self.heading.setText(held_together(_tr("Decision {number} of {count}: {what}").format(
            number=decision.number, count=len(decisions),
            what=kind_text(decision.kind, bool(knocks),
                           gin=all(knock_goes_gin(view.hand, a) for a in knocks)))))
        # Each mark's caption, and its words for a screen reader (a caption alone,
        # "chosen", said nothing of what it marks). The card chosen is "chosen", as the
        # drawn one is "drawn": a bare "you" under it was cryptic (s65; Czech said
        # "zvolená" already).
        marks, spoken = {}, {}
        if view.drawn_card is not None and view.drew_face_up:
            # Czech "líznutá", Portuguese "comprada" are drawn from the stock only: a card
            # just taken from the pile was captioned as one (s65).
            marks[view.drawn_card] = (DRAWN, _tr("taken"))
            spoken[view.drawn_card] = _tr("the card taken from the pile")
        elif view.drawn_card is not None:
            marks[view.drawn_card] = (DRAWN, _tr("drawn"))
            spoken[view.drawn_card] = _tr("the card drawn")
        if decision.chosen.card is not None:
            marks[decision.chosen.card] = (CHOSEN, _tr("chosen"))
            spoken[decision.chosen.card] = _tr("your choice")
        better = decision.verdict.better.card if decision.verdict is not None else None
        if better is not None and better is not decision.chosen.card:
            marks[better] = (BETTER, _tr("better"))
            spoken[better] = _tr("the better choice")
        self.hand_row.set_cards(sorted_hand(view.hand, self.hand_sort, decision.arrangement),
                                marks, spoken)
        upcard = view.upcard
        pile_mark = {upcard: (BETTER, _tr("better"))} if upcard is not None and (
            decision.verdict is not None and decision.verdict.better.kind in (
                ActionKind.TAKE_UPCARD, ActionKind.DRAW_DISCARD)) else {}
        self._show_pile(view, pile_mark)
        if upcard is not None:
            caption = _tr("Your cards. On the pile: {card}. In the stock: {stock} cards."
                          ).format(card=card_label(upcard), stock=view.stock_count)
        else:
            caption = _tr("Your cards. In the stock: {stock} cards.").format(
                stock=view.stock_count)
        self.hand_caption.setText(held_together(" ".join([caption, *hand_terms(view)])))
        self._fill_choices(decision)
        self.verdict_label.setText(held_together(
            self._verdict_text(decision, won=self._knock_won(decision))))
        verdict = readable_on(COSTLY if decision.is_mistake else BETTER.darker(130))
        self.verdict_label.setStyleSheet(f"color: {verdict.name()};")
        self.prev_button.setEnabled(row > 0)
        self.next_button.setEnabled(row < len(decisions) - 1)
        self._set_default(self.next_button if self.next_button.isEnabled()
                          else self.close_button)

    def _fill_choices(self, decision: review.Decision) -> None:
        table = self.choices_table
        table.setRowCount(len(decision.choices))
        for row, choice in enumerate(decision.choices):
            note = ""
            colour: QColor | None = None
            if choice.action is decision.chosen:
                note, colour = _tr("◀ your choice"), CHOSEN
            elif decision.hinted is not None:
                # Judged against the hint: its move is the one to name, not the play-outs'
                # best, so that the review never contradicts the hint.
                if choice.action == decision.hinted:
                    note, colour = _tr("the hint's move"), BETTER
            elif row == 0 or points_text(choice.expected) == points_text(
                    decision.best.expected):
                # Every move showing the top figure is as good as the first.
                note, colour = _tr("best"), BETTER
            cells = (sentence(describe_move(decision.view, choice.action)),
                     points_text(choice.expected),
                     note)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(held_together(text))
                if column == 2:
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, without_pointers(text))
                if column == 0:
                    item.setData(Qt.ItemDataRole.AccessibleTextRole,
                                 sentence(describe_move(decision.view, choice.action,
                                                        card_name)))
                if column == 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if colour is not None:
                    item.setForeground(readable_on(colour, QPalette.ColorRole.Base))
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(row, column, item)

    @staticmethod
    def _verdict_text(decision: review.Decision, card: CardText = card_label, *,
                      won: bool = False) -> str:
        """What the window says of ``decision``; ``won``: it was the knock that won the
        hand, and the words say so before what the knock costs on average."""
        text = ReviewDialog._verdict_sentence(decision, card, won)
        if hint_behind_table(decision):
            # The hint and the table disagree on screen, the hint's row below another: a
            # newcomer told to trust the hint asks which one is right, and why.
            text += " " + _tr(
                "The hint plays as the Strong computer would; the table tries each move in "
                "many simulated games on random deals, so the two can disagree.")
        return text

    @staticmethod
    def _verdict_sentence(decision: review.Decision, card: CardText, won: bool) -> str:
        if decision.verdict is not None and won:
            return _tr("This knock won the hand, but on average it costs about {points} "
                       "points. Better: {reason}.").format(
                points=decision.cost,
                reason=advice_inline(decision.verdict.reason(), card))
        if decision.verdict is not None:
            return _tr("This cost you about {points} points. Better: {reason}.").format(
                points=decision.cost,
                reason=advice_inline(decision.verdict.reason(), card))
        # Measured against the table's best (its first row), not the hint's move: a move
        # that beats the hint's may still be behind another one.
        behind = decision.best.expected - decision.chosen_choice.expected
        if decision.followed_hint:
            # Never "behind the best": the hint is the review's judge (review.py,
            # ``behind_the_table``), and a player who did as it advised was told it was a
            # mistake. Where the table shows a higher figure, ``_verdict_text`` says why
            # the two can differ.
            return _tr("The move the hint recommends.")
        if review.shown(decision.best.expected) == review.shown(
                decision.chosen_choice.expected):
            if hint_behind_table(decision):
                return _tr("The best choice, {points} points ahead of the hint's move."
                           ).format(points=hint_gap_text(decision))
            if level_with_best(decision):
                # "The best choice" beside another row showing the same figure: which?
                return _tr("One of the best choices: another move in the table expects as "
                           "many points.")
            return _tr("The best choice.")
        if decision.hinted is not None and behind > decision.threshold:
            # No mistake only because it is judged against the hint's move: "a good choice"
            # would hide a gap the review calls costly everywhere else.
            if review.shown(decision.chosen_choice.expected) < review.shown(
                    decision.reference.expected):
                # Behind the hint's move too, by less than a mistake: "as good as the hint's
                # move" beside the table's lower figure (+4.5 against +7.3) was false.
                return _tr("Close to the hint's move ({behind} points behind it), though "
                           "{points} points behind the best move in the table.").format(
                    behind=behind_hint_text(decision), points=gap_text(decision))
            return _tr("As good as the hint's move or better, though {points} points behind "
                       "the best move in the table.").format(
                points=gap_text(decision))
        return _tr("A good choice: within {points} points of the best.").format(
            points=gap_text(decision))

    # ---------------------------------------------------------------- card size
    def _room_for_cards(self) -> tuple[int, int]:
        """The width of the hand and the pile's column together, and the height the cards
        may take: the pane's less its words, each given two lines at least, and the moves'
        table with room for the most moves of the hand, so that growing the cards scrolls
        nothing that did not scroll."""
        detail = self._detail
        layout = detail.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        width = detail.width() - margins.left() - margins.right()
        line = self.fontMetrics().lineSpacing()
        words = sum(max(label.heightForWidth(width), 2 * line)
                    for label in (self.hand_caption, self.verdict_label))
        table = self.choices_table
        most = max((len(d.choices) for d in self.hand_review.decisions), default=0) \
            if self.hand_review is not None else 0
        moves = (2 * table.frameWidth() + table.horizontalHeader().sizeHint().height()
                 + most * table.verticalHeader().defaultSectionSize())
        # Under the cards: a mark's caption, and beside them the pile's name, each on two
        # lines at most.
        under = 4 * line + 16
        spacing = 4 * layout.spacing() + margins.top() + margins.bottom()
        height = (detail.height() - self.heading.sizeHint().height() - words - moves
                  - under - spacing)
        return width, height

    def fit_cards(self) -> None:
        """Cards as large as the pane's room allows: a full hand side by side beside the
        pile card without overlapping, no taller than ``_room_for_cards`` leaves; never
        smaller than ``CARD_W`` nor larger than ``WIDEST_CARD_W``."""
        width, height = self._room_for_cards()
        # The gap before the pile's column, and the layout's spacing on either side of it.
        apart = PILE_GAP + 2 * self._cards_layout.spacing()
        card = min(WIDEST_CARD_W, int(height / CARD_ASPECT))
        while card > CARD_W:
            pile = max(card + PILE_MARGIN, self._pile_words)
            if card <= self.hand_row.widest_card(width - apart - pile, HAND_CARDS):
                break
            card -= 1
        card = max(CARD_W, card)
        for row in (self.hand_row, self.pile_row):
            row.set_card_width(card)
        self.pile_row.setFixedWidth(card + PILE_MARGIN)
        self.pile_label.setFixedWidth(max(self.pile_row.width(), self._pile_words))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_cards()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The pane resized: with the dialog, or by the splitter beside the decisions.
        if watched is self._detail and event.type() == QEvent.Type.Resize:
            self.fit_cards()
        return super().eventFilter(watched, event)

    # ---------------------------------------------------------------- keys
    def _set_default(self, button: QPushButton | None) -> None:
        """The button Enter presses: Analyse while nothing is shown, then Next decision,
        and Close once the last one is read (a reader's next step, like a wizard's Next
        then Finish); none while the analysis runs (``keyPressEvent``)."""
        for each in (self.cancel_button, self.analyse_button, self.prev_button,
                     self.next_button, self.close_button):
            if each is not button:
                each.setDefault(False)
        if button is not None:
            button.setDefault(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and self._thread is not None:
            # Enter must not throw away an analysis under way: Cancel, which QDialog makes
            # the default as the first button, and which it makes the default again
            # whenever a focused button loses the focus, would.
            event.accept()
            return
        if enter and event.isAutoRepeat() and self.close_button.isDefault():
            # Enter held down to step through the decisions stops at the last one rather
            # than closing the review the player is reading.
            event.accept()
            return
        super().keyPressEvent(event)

    # ---------------------------------------------------------------- closing
    def done(self, result: int) -> None:
        self._stop_thread()
        super().done(result)


def verdict_text(decision: review.Decision, card: CardText = card_label, *,
                 won: bool = False) -> str:
    """What the review window says of ``decision`` under its moves (``won``: it was the
    knock that won the hand); the command-line review says it too, its cards in ``card``'s
    words."""
    return ReviewDialog._verdict_text(decision, card, won=won)


__all__ = ["ReviewDialog", "ReviewThread", "verdict_text"]
