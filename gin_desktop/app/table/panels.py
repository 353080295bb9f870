"""The panels over the felt: the result of a hand (and, at the end, of the match) with its
Next hand / New game buttons, and the advice bubble of the player sitting out (three-hand).

Each panel words its content from the mirror and the seat names (``texts``) and places
itself; the scene tells it when, and connects its buttons.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from gin_desktop.ai import Advice
from gin_desktop.engine import Action, ActionKind, Phase, SeatView, knock_goes_gin

from ..advice_text import advice_text, as_sentence, describe_move
from ..i18n import translate as _tr
from ..prompts import (
    CAPTAIN_DECIDES_KEY, REST_OF_DECK_KEY, CardText, advice_keys, card_label, card_name, key_text,
)
from . import texts
from .geometry import LEAST_FONT_PX, TableGeometry
from .items import BAD, GOOD, PLATE_READABLE_PX, ButtonItem, PanelItem
from .mirror import TableMirror
from .texts import Names

_NEUTRAL = QColor(250, 200, 70)
#: The advice bubble's type sizes to try, in the table's: smaller before cutting words;
#: the last only with narrow margins (``PanelItem.compact``), on the shortest tables.
_FACTORS = (1.0, 0.88, 0.78)
_COMPACT_FACTORS = (*_FACTORS, 0.72)
#: The advice bubble is at least as tall as a title and this many lines: a short answer
#: still reads as a speech bubble, a longer one makes it as tall as its words.
_LEAST_LINES = 2
#: The result panel's least type size while it can say less instead (800x600, three-hand
#: Hollywood: 9 pixels in Portuguese, too small for a newcomer to read).
LEAST_RESULT_PX = 10.0
#: Smaller type for the result panel, in the table's, where its words need it.
_RESULT_FACTORS = (0.9, 0.82, 0.75, 0.68)


class ResultPanel:
    """How the hand ended and the standings; at the match's end, the final totals."""

    def __init__(self, scene: QGraphicsScene, *, next_hand: Callable[[], object],
                 new_game: Callable[[], object], review: Callable[[], object],
                 reveal: Callable[[], object]) -> None:
        self.item = PanelItem()
        self.next_button = self.item.add_button(ButtonItem(_tr("Next hand"), primary=True))
        self.next_button.clicked.connect(next_hand)
        self.new_game_button = self.item.add_button(ButtonItem(_tr("New game"), primary=True))
        self.new_game_button.clicked.connect(new_game)
        self.review_button = self.item.add_button(ButtonItem(_tr("Review hand")))
        self.review_button.clicked.connect(review)
        self.reveal_button = self.item.add_button(ButtonItem(_tr("Show the rest of the deck")))
        # For a mouse player, who has no other way to learn it: the key that does this.
        self.reveal_button.setToolTip(
            _tr("The stock and the opponent's whole hand, face up ({key})").format(
                key=key_text(REST_OF_DECK_KEY)))
        self.reveal_button.clicked.connect(reveal)
        scene.addItem(self.item)
        self.item.setVisible(False)

    def default_button(self) -> ButtonItem | None:
        """The shown button that goes on (Next hand, New game): the one drawn in the
        accent colour, which Enter presses as a dialog's default button (None: neither is
        shown)."""
        return next((b for b in (self.next_button, self.new_game_button) if b.isVisible()),
                    None)

    def show(self, mirror: TableMirror, names: Names, *, has_human: bool, won: bool,
             g: TableGeometry, left: float, bottom: float, top: float = 0.0,
             sat_out: bool = False) -> None:
        """Show the mirror's result; ``won``: the person's side won the hand; ``left``: the
        panel keeps right of this x (the side seat's plate); ``bottom``: above this y (the
        top of the hand row below, as high as its cards rise); ``top``: below this y (the
        plates above, as tall as they are drawn) as well as below the plates' usual row;
        ``sat_out``: three-hand, the person sat this hand out."""
        result = mirror.result
        assert result is not None
        whole = _result_words(mirror, names, sat_out=sat_out)
        # For a screen reader the cards laid off in words, not "4♣".
        spoken = _result_words(mirror, names, card_name, sat_out=sat_out)
        panel = self.item
        # Reviewing a hand and seeing the rest of the deck are for the person's own hands;
        # a hand sat out (no cards, no decisions) has nothing to review.
        extras: tuple[ButtonItem, ...] = (
            () if not has_human else (self.reveal_button,) if sat_out
            else (self.review_button, self.reveal_button))
        if mirror.match_end is not None:
            panel.show_buttons(*extras, self.new_game_button)
            accent = GOOD if names.is_you(mirror.match_end.winner) else _NEUTRAL
        else:
            panel.show_buttons(*extras, *([self.next_button] if has_human else []))
            lost = result.winner is not None and not won and has_human
            accent = GOOD if won and result.winner is not None else (BAD if lost else _NEUTRAL)
        # The panel lies between the two laid-down hands and their plates, covering none.
        # Never over a plate drawn taller than the row (no gap of its own: on the
        # smallest tables the usual gap under the row was room the words needed).
        space_top = max(g.top_label_y + g.label_h + g.font_px * 0.3, top)
        space_bottom = bottom - g.font_px * 0.3
        compact = _compact_words(mirror, names, sat_out=sat_out)
        short = _result_words(mirror, names, standings=False, sat_out=sat_out)
        brief = _result_words(mirror, names, standings=False, details=False, sat_out=sat_out)
        for (width, font_px), (title, lines) in _panel_tries(g, left, whole, short, brief,
                                                             compact):
            panel.set_metrics(width, font_px)
            panel.set_content(title, lines, accent=accent, banner=mirror.match_end is not None,
                              spoken=spoken, whole=whole)
            if panel.size().height() <= space_bottom - space_top:
                break
        size = panel.size()
        x = max(left, g.centre_x - size.width() / 2)
        y = max(space_top, (space_top + space_bottom - size.height()) / 2)
        panel.setPos(round(x), round(y))
        panel.setVisible(True)


Words = tuple[str, list[str]]


def _panel_tries(g: TableGeometry, left: float, whole: Words, short: Words,
                 brief: Words | None = None, compact: Sequence[Words] = ()
                 ) -> list[tuple[tuple[float, float], Words]]:
    """((width, font size), words) to try, best first, until the panel fits between the
    hands: the whole text in readable type (``_panel_sizes``), then each of ``compact``
    (``_compact_words``: the standings kept, in fewer lines), then ``short`` (without the
    standings, which the name plates and the score pad show, the whole text in the
    tooltip), then ``brief`` (at a match's end, without how the last hand's points came
    about, which the move log and the pad's last line tell), then, on a table smaller
    than a screen leaves, the briefest in smaller type.

    In a desktop's larger type the plates' type comes first, with fewer words: three-hand
    Hollywood at 1280x800 had its lines a size smaller than the plates beside them, the
    larger type the player chose given up for the standings the plates show anyway."""
    # A desktop's larger type raises the least as it raises the table's (``text_scale``).
    least = min(g.font_px, LEAST_RESULT_PX * g.least_font_px / LEAST_FONT_PX)
    readable = _panel_sizes(g, left, least)
    tries = _words_tries(readable, whole, short, brief, compact)
    widest, last = readable[-1][0], tries[-1][1]
    tries += [((widest, g.font_px * factor), last) for factor in _RESULT_FACTORS
              if g.font_px * factor < least]
    if g.least_font_px > LEAST_FONT_PX:
        tries = _words_tries(_panel_sizes(g, left, g.font_px), whole, short, brief,
                             compact) + tries
    return tries


def _words_tries(sizes: list[tuple[float, float]], whole: Words, short: Words,
                 brief: Words | None, compact: Sequence[Words] = ()
                 ) -> list[tuple[tuple[float, float], Words]]:
    """Each of ``whole``, ``compact``, ``short`` and ``brief`` (those given that differ)
    in each of ``sizes``."""
    tries = [(size, whole) for size in sizes]
    for words in (*compact, short, brief or short):
        if all(words != tried for _size, tried in tries):
            tries += [(size, words) for size in sizes]
    return tries


def _panel_sizes(g: TableGeometry, left: float, least: float) -> list[tuple[float, float]]:
    """(width, font size) to try, best first: the usual panel, then wider (fewer lines
    wrap), then with smaller type, none smaller than ``least``."""
    usual = min(g.width * 0.56, g.font_px * 38, g.width - g.margin - left)
    widest = max(usual, g.width - g.margin - left - g.margin)
    sizes = [(usual, g.font_px), (widest, g.font_px)]
    for factor in _RESULT_FACTORS:
        size = (widest, max(g.font_px * factor, least))
        if size not in sizes:
            sizes.append(size)
    return sizes


def _compact_words(mirror: TableMirror, names: Names, *, sat_out: bool) -> list[Words]:
    """The panel's words with the running scores kept in fewer lines, shortest last,
    tried before the scores are left out (three-hand Hollywood at 1024x600 left them out,
    a few lines short, the person sitting out an undercut with layoffs, in every
    language): the scores with the computers' short names ("Game 1: You: 0 · Comp. 1: 14
    · Comp. 2: 0 (to 100)."), a game on a line; in Hollywood then the three games on one
    line, each seat's scores in game order as the plates give them; then without the line
    saying which games the hand scored in, which the scores show; then without the line of
    the layoffs, which lie on the table; then without the sitter's "the points go to the
    captain", which the scores show too. The tooltip and a screen reader keep every
    line."""
    result = mirror.result
    assert result is not None
    short_names = names.shortened()
    words = _result_words(mirror, names, sat_out=sat_out, standing_names=short_names)
    if not mirror.game_scores:
        return [words]
    running = [texts.one_full_stop(line) for line in texts.standing_lines(
        short_names, mirror.scores, mirror.target, mirror.shown_game_scores(),
        mirror.game_winners)]
    title, lines = words
    if not running or running[0] not in lines:
        return [words]
    first = lines.index(running[0])
    one_line = texts.games_by_seat_line(short_names, mirror.shown_game_scores(), mirror.target)
    by_seat = title, lines[:first] + [one_line] + [line for line in lines[first:]
                                                   if line not in running]
    games = [texts.hollywood_games_line(result.games)] if result.games else []
    layout = result.defender_layout
    layoffs = [texts.layoff_line(result, names)] if layout is not None and layout.layoffs \
        else []
    sitter = texts.sat_out_lines(result, sat_out=sat_out)
    return [words, by_seat, _without(by_seat, games), _without(by_seat, games + layoffs),
            _without(by_seat, games + layoffs + sitter)]


def _without(words: Words, left_out: Sequence[str]) -> Words:
    """``words`` without the lines ``left_out`` (written as ``texts.result_lines`` ends
    them)."""
    gone = {texts.one_full_stop(line) for line in left_out}
    title, lines = words
    return title, [line for line in lines if line not in gone]


def _result_words(mirror: TableMirror, names: Names, card: CardText = card_label, *,
                  standings: bool = True, details: bool = True, sat_out: bool = False,
                  standing_names: Names | None = None) -> Words:
    """The panel's title and lines for the mirror's result (and match end); ``card``
    writes the cards they name (the layoffs); without ``standings``, the running scores
    are left out (not the match's final totals); without ``details``, at the match's end,
    how the last hand's points came about (who won it and its points stay); ``sat_out``:
    the person sat the hand out; ``standing_names``: the names the running scores give
    (``names``: the same)."""
    result = mirror.result
    assert result is not None
    title = _names_held(texts.result_title(result, names), names, mirror.seats)
    hollywood = bool(mirror.game_scores)
    # At the match's end Hollywood's games are told with their bonuses, as the bonus lines
    # above them, the plates and the score pad's final line give them.
    running = texts.standing_lines(standing_names or names, mirror.scores, mirror.target,
                                   mirror.shown_game_scores(), mirror.game_winners
                                   ) if standings else []
    end = mirror.match_end
    if end is None:
        return title, texts.result_lines(result, names, running, mirror.next_roles, card,
                                         hollywood, sat_out=sat_out)
    # The match's end is announced first: the final totals (with the bonuses that made
    # them) head the panel, then how the last hand went. The final totals replace the
    # running scores (Hollywood keeps its games).
    ended = title if title.endswith(("!", "?")) else texts.one_full_stop(title + ".")
    lines = texts.match_lines(end, names, mirror.game_winners) + [ended]
    if details:
        lines += texts.result_lines(result, names, running if mirror.game_scores else [],
                                    card=card, hollywood=hollywood, sat_out=sat_out)
    return _names_held(texts.match_title(end, names, bool(mirror.game_winners)), names,
                       mirror.seats), lines


def _names_held(title: str, names: Names, seats: Sequence[int]) -> str:
    """``title`` with each seat's name kept on one line: balanced over two lines,
    "Undercut! Computer" / "2 scores 10 points" read the 2 as a count."""
    for seat in seats:
        name = names(seat)
        title = title.replace(name, name.replace(" ", "\u00a0"))
    return title


@dataclass(frozen=True, slots=True)
class AdviceSeats:
    """Three-hand: who is advised (the bottom hand, the captain) and who advises (the side
    seat, sitting out), and whether the person is the adviser."""

    captain: int
    adviser: int
    you_advise: bool
    #: The person let the captain play the rest of the hand (Shift+L): its explanations
    #: answer no suggestion.
    alone: bool = False


class AdviceBubble:
    """The speech bubble of the player sitting out, beside their name plate."""

    def __init__(self, scene: QGraphicsScene, *, follow: Callable[[], object],
                 let_captain_decide: Callable[[], object],
                 let_captain_play_hand: Callable[[], object]) -> None:
        self.item = PanelItem(tail=True)
        self.follow_button = self.item.add_button(ButtonItem(_tr("Follow advice"),
                                                             primary=True))
        self.follow_button.clicked.connect(follow)
        # Where the bubble has room (``_with_hand_button``): a Spanish newcomer playing by
        # mouse clicked "Let the captain decide" some twenty times in a hand, never finding
        # the key or the Play menu's command for the rest of it. Added before "Let the
        # captain decide", it goes above it: that one stays at the bubble's foot, where
        # the pointer clicking it turn after turn is.
        self.hand_button = self.item.add_button(ButtonItem(_tr("Let the captain play this hand")))
        self.hand_button.clicked.connect(let_captain_play_hand)
        self.decide_button = self.item.add_button(ButtonItem(_tr("Let the captain decide")))
        self.decide_button.clicked.connect(let_captain_decide)
        self.hand_button.setToolTip(_tr(
            "Give no more advice this hand: the captain plays it to its end ({key})."
        ).format(key=key_text("Shift+" + CAPTAIN_DECIDES_KEY)))
        # On a small table the rest of the hand has only its key and its Play menu command.
        self.decide_button.setToolTip(_tr(
            "Give no advice this turn. {key} lets the captain play the rest of the hand "
            "without asking you again.").format(key=key_text("Shift+" + CAPTAIN_DECIDES_KEY)))
        scene.addItem(self.item)
        self.item.setVisible(False)
        # The hand, the bubble's width and room, and the tallest the bubble with a button
        # has been in them (``_hold``).
        self._held: tuple[tuple[int, float, float], float] | None = None
        # The hand, width and room in which "Let the captain play this hand" once found no
        # room: it stays away for the rest of that hand rather than come and go.
        self._no_hand_button: tuple[int, float, float] | None = None

    def hide(self) -> None:
        self.item.setVisible(False)

    def forget(self) -> None:
        """A new match: its first hand starts from the words, whatever the last match's
        hand of the same number held."""
        self._held = None
        self._no_hand_button = None

    def show(self, view: SeatView, advice: Advice | None, seats: AdviceSeats, names: Names,
             *, thinking: bool, top: float, right: float, g: TableGeometry,
             below: float | None = None, keys: bool = False) -> None:
        """Ask the person for advice, show the captain's answer, or the adviser's word;
        under the side plate's row (``top``), or under ``below`` (the sitter's cards out of
        play), left of ``right`` (the stock's counter), above the own hand. With ``keys``
        (the person plays by keys) it says the keys to press, not where to click."""
        content = self._content(view, advice, seats, names, thinking=thinking, card=card_label,
                                keys=keys)
        words = self._content(view, advice, seats, names, thinking=thinking, card=card_name,
                              keys=True)
        if content is None or words is None:
            self.hide()
            return
        title, lines, buttons = content
        panel = self.item
        panel.least_height = None
        panel.show_buttons(*buttons)
        top = max(top, below or 0.0) + g.font_px * 0.2
        # Above the own hand as high as its cards rise: the bubble never covers them.
        room = g.bottom_y - g.lift - g.font_px * 0.3 - top
        width = min(right - 2 * g.margin, g.font_px * 24)
        fitted = whole = self._fit(title, lines, words[:2], width=width, room=room, g=g)
        if not fitted and len(lines) > 1:
            # Too long for a small window: the newest line, the captain's answer, rather
            # than the standing instructions, which the status line says as well.
            lines = lines[-1:]
            fitted = self._fit(title, lines, words[:2], width=width, room=room, g=g)
        if not fitted and self.decide_button in buttons:
            # Shorter still: the answer without "Advise …" over it, which the status line
            # says as well ("You sit out: suggest a move to the captain…").
            title = ""
            fitted = self._fit(title, lines, words[:2], width=width, room=room, g=g)
        if not fitted:
            # Longer still, on a short table: as much as the room holds, cut with "…",
            # whole in the tooltip and for a screen reader.
            self._cut(title, lines, words[:2], width=width, room=room, g=g)
        key = (view.hand_number, width, room)
        if whole and self.decide_button in buttons and self._no_hand_button != key:
            buttons = self._with_hand_button(buttons, room, g.prompt_y - top)
            if self.hand_button not in buttons:
                self._no_hand_button = key
        if buttons:
            self._hold(key, buttons)
        panel.setPos(g.margin, round(top))
        panel.setVisible(True)

    def _with_hand_button(self, buttons: list[ButtonItem], room: float,
                          prompt_row: float) -> list[ButtonItem]:
        """``buttons`` and "Let the captain play this hand" above them, where the bubble
        with both still fits ``room`` in the type its words were fitted in, and reaches
        down to the prompt's row (``prompt_row`` below the bubble's top) only if it did
        without it; else as they were. The words keep their size, and the prompt its
        place beside or under the bubble: the button gives way."""
        panel = self.item
        frame = panel.boundingRect().bottom() - panel.size().height()  # its shadow
        if panel.size().height() + frame <= prompt_row:
            room = min(room, prompt_row - frame)
        both = [self.hand_button, *buttons]
        panel.show_buttons(*both)
        if panel.size().height() <= room:
            return both
        panel.show_buttons(*buttons)
        return buttons

    def _hold(self, key: tuple[int, float, float], buttons: Sequence[ButtonItem]) -> None:
        """Keep the bubble with a button as tall as it has been this hand: the button
        ("Let the captain decide", "Follow advice") is at the bottom, and a shorter answer
        after a longer one moved it up under the hand clicking it turn after turn. A new
        hand, or another size of table, starts from the words again."""
        panel = self.item
        height = panel.size().height()
        if self._held is not None and self._held[0] == key and self._held[1] > height:
            panel.least_height = self._held[1]
            panel.show_buttons(*buttons)
            height = self._held[1]
        self._held = (key, height)

    def _fit(self, title: str, lines: list[str], spoken: tuple[str, list[str]], *,
             width: float, room: float, g: TableGeometry) -> bool:
        """The bubble's words whole, in the first type size that fits ``room`` (with narrow
        margins and a smaller title after the usual frame); the bubble as tall as its words
        (``_LEAST_LINES`` at least), its buttons (in the usual type) under them: a bubble
        filling the room was mostly empty felt over the table, and hid what lay under it.
        Never below ``PLATE_READABLE_PX``: the last factors made Czech 8 pixels at
        800x600, unreadable; a line less (the standing instructions, which the status line
        says as well) reads better.
        False: the words do not fit."""
        panel = self.item
        panel.least_lines = _LEAST_LINES
        panel.box_lines = None
        panel.button_font_px = g.font_px * 0.95
        for compact in (False, True):
            panel.compact = compact
            panel.set_content(title, lines, accent=GOOD, spoken=spoken)
            for factor in _readable(_COMPACT_FACTORS if compact else _FACTORS, g):
                panel.set_metrics(width, g.font_px * 0.95 * factor)
                if panel.size().height() <= room:
                    return True
        return False

    def _cut(self, title: str, lines: list[str], spoken: tuple[str, list[str]], *,
             width: float, room: float, g: TableGeometry) -> None:
        """The words in the smallest readable type, as many lines as the room holds."""
        panel = self.item
        panel.least_lines = None
        panel.compact = True
        panel.set_metrics(width, g.font_px * 0.95 * _readable(_COMPACT_FACTORS, g)[-1])
        for count in range(12, 0, -1):
            panel.box_lines = count
            panel.set_content(title, lines, accent=GOOD, spoken=spoken)
            if panel.size().height() <= room:
                break

    def _content(self, view: SeatView, advice: Advice | None, seats: AdviceSeats,
                 names: Names, *, thinking: bool, card: CardText, keys: bool = False
                 ) -> tuple[str, list[str], list[ButtonItem]] | None:
        """The title, lines and buttons, the cards written by ``card``; with ``keys``, for
        a screen reader or a player at the keys: how to advise with the keyboard rather
        than the mouse."""
        # A sentence among sentences: "…your hand well enough" stood without its full stop
        # over "Press F to follow the advice." and under "…or let the captain decide.".
        reason = as_sentence(advice_text(advice, card)) if advice is not None else ""
        if seats.you_advise:
            if view.legal_actions and not thinking:
                lines = [_advise_by_keys(view) if keys else
                         _tr("Click the stock, the pile or a card to suggest a move, "
                             "or let the captain decide.")]
                if advice is not None:
                    lines.append(_tr("Last answer: {reason}").format(reason=reason))
                return (_tr("Advise {name}").format(name=names(seats.captain)), lines,
                        [self.decide_button])
            if advice is not None:
                title = (_tr("{name} plays without advice") if seats.alone
                         else _tr("{name} answers"))
                return title.format(name=names(seats.captain)), [reason], []
            return None
        action = advice.action if advice is not None else None
        if not isinstance(action, Action):
            return None
        title = _tr("{name} suggests: {move}").format(name=names(seats.adviser),
                                                      move=describe_move(view, action, card))
        mine = action in view.legal_actions
        lines = [reason]
        if keys and mine:
            # The button's key (keyboard.KEYS "follow_advice"), for a player at the keys.
            lines.append(_tr("Press {follow} to follow the advice.").format(**advice_keys()))
        return title, lines, [self.follow_button] if mine else []


def _readable(factors: Sequence[float], g: TableGeometry) -> list[float]:
    """The advice bubble's type sizes among ``factors`` that stay readable, and the
    readable floor itself (``PLATE_READABLE_PX``) where a smaller factor went; the first
    alone where the table's own type is smaller."""
    usual = g.font_px * 0.95
    kept = [f for f in factors if usual * f >= PLATE_READABLE_PX] or list(factors[:1])
    if len(kept) < len(factors) and usual * kept[-1] > PLATE_READABLE_PX:
        kept.append(PLATE_READABLE_PX / usual)
    return kept


def _advise_by_keys(view: SeatView) -> str:
    """How the person sitting out suggests this move with the keys (keyboard.KEYS binds
    the keys named, ``advice_keys``): in every language the sentence names the key that
    works, and the translations call it a key, as it is not their word's initial."""
    return _advice_by_keys_words(view).format(**advice_keys())


def _advice_by_keys_words(view: SeatView) -> str:
    if view.phase is Phase.UPCARD_OFFER:
        return _tr("Press {take} to suggest taking the upcard or {leave} to suggest passing; "
                   "{captain} lets the captain decide.")
    if view.phase is Phase.DRAW:
        return _tr("Press {stock} to suggest the stock or {pile} the pile; {captain} lets the "
                   "captain decide.")
    # The knock's key only where a knock is legal, and named gin where every knock goes gin
    # (Straight Gin and Oklahoma's ace hand have no other).
    knocks = [a for a in view.legal_actions if a.kind is ActionKind.KNOCK]
    if not knocks:
        return _tr("Choose a card with the arrow keys and press {discard} to suggest "
                   "discarding it; {captain} lets the captain decide.")
    if all(knock_goes_gin(view.hand, a) for a in knocks):
        return _tr("Choose a card with the arrow keys and press {discard} to suggest "
                   "discarding it, or {knock} to suggest gin; {captain} lets the captain "
                   "decide.")
    return _tr("Choose a card with the arrow keys and press {discard} to suggest discarding "
               "it, or {knock} to suggest a knock; {captain} lets the captain decide.")


__all__ = ["AdviceBubble", "AdviceSeats", "ResultPanel"]
