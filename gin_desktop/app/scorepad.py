"""The running score pad: one line per hand, end-of-game bonuses, and the totals.

``ScorePadModel`` is built from the engine match behind a ``GameModel`` (``match.results``,
``match.scores``, ``match.game_scores``, ``match.bonuses``, ``match.rules``) and rebuilt when a
match starts, a hand ends or the match ends. ``ScorePadDock`` shows it in a dock.

Columns: hand number, dealer (three-hand: the box), who knocked, the result, then one column
per seat — or, in Hollywood Gin, one per game and seat (three column groups). A seat's cell
shows its running total; the points it scored on that line are in ``POINTS_ROLE`` and are
drawn as a small "+13" beside the total.
"""

from __future__ import annotations

import html
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import (
    QAbstractTableModel, QModelIndex, QPersistentModelIndex, QRect, QSize,
    Qt, Signal,
)
from PySide6.QtGui import (
    QBrush, QColor, QContextMenuEvent, QFont, QFontMetrics, QKeyEvent, QPainter,
    QPaintEvent, QPalette, QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView, QApplication, QDockWidget, QHeaderView, QLabel, QMenu, QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader, QStyleOptionViewItem, QTableView, QVBoxLayout, QWidget,
)

from gin_desktop.engine import (
    Bonus, BonusKind, HandDealt, HandResult, Match, ResultKind, RuleSet, hand_terms,
)

from .contrast import readable, readable_on
from .i18n import translate as _tr
from .names import is_you_word, name_and_score, short_computer_name
from .prompts import games_won, result_word

if TYPE_CHECKING:
    from .model import GameModel

HOLLYWOOD_GAMES: Final = 3
#: A three-hand line's mark in the scores of the seat that sat the hand out.
SAT_OUT_MARK: Final = "–"
# The fewest lines the score pad leaves room for, however short the match so far.
MIN_ROWS: Final = 4

# Points scored in a seat (or game) column on this line (int; 0 if none).
POINTS_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 1
# Running total of a seat (or game) column after this line (int; None for info columns).
TOTAL_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 2
# "hand", "bonus" or "total".
KIND_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 3
# Three-hand, the box's column hidden: the box mark in a score cell of the seat in the box
# that hand (``ScorePadModel.box_mark``; "" for any other cell).
BOX_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 4
# Three-hand, the box's column hidden and no room for its mark (three-hand Hollywood's
# nine columns at 800x600): True in a score cell of the seat in the box that hand, drawn
# in a frame (``ScorePadModel.set_box_looks``).
BOX_FRAME_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 5

COL_HAND: Final = 0
COL_DEALER: Final = 1
COL_KNOCKER: Final = 2
COL_RESULT: Final = 3
FIRST_SCORE_COLUMN: Final = 4
# The narrowest a word column (dealer, knocker, result) gets.
MIN_WORDS: Final = 56
# Room beside a column title's words (the header's margins and a little air).
TITLE_PADDING: Final = 14
# The least of it a squeezed Hollywood column's title gets (the header's margins, and air
# to tell it from its neighbour's): "Comp." in a little less air reads, "C." does not.
TIGHT_TITLE_PADDING: Final = 12
WORD_COLUMNS: Final = (COL_DEALER, COL_KNOCKER, COL_RESULT)
# The word columns a narrow pad shows, most first: the dealer goes first, then who knocked.
WORD_CHOICES: Final = ((COL_DEALER, COL_KNOCKER, COL_RESULT), (COL_KNOCKER, COL_RESULT),
                       (COL_RESULT,))
# In the three-hand game who is in the box decides whose points a line gives: that column
# stays longer than who knocked.
THREE_HAND_WORD_CHOICES: Final = ((COL_DEALER, COL_KNOCKER, COL_RESULT),
                                  (COL_DEALER, COL_RESULT), (COL_RESULT,))
# Hollywood's compact form (six number columns beside the words): who knocked and the
# result, then the result alone. The dealer is on the table's name plate and in every
# line's tooltip.
HOLLYWOOD_WORD_CHOICES: Final = ((COL_KNOCKER, COL_RESULT), (COL_RESULT,))
# Hollywood's compact titles: a name at most as wide as five digits and a dot ("Comp.");
# the column's tooltip says the game and the name whole.
HOLLYWOOD_TITLE_ROOM: Final = "00000."
# The narrowest a column gets, but in three-hand Hollywood's columns grouped by player.
LEAST_SECTION: Final = 32
# Room beside a number in three-hand Hollywood's columns grouped by player (two pixels a
# side, where the style gives three): nine bold "113"s and the hand numbers beside a
# 460-pixel table on an 800-pixel screen, where with the style's margins they were cut.
TIGHT_NUMBER_PADDING: Final = 4

_DOUBLED_TINT = QColor(70, 110, 200, 38)
_BONUS_TINT = QColor(200, 160, 40, 40)
_TOTAL_TINT = QColor(30, 94, 58, 46)
_WINNER_TINT = QColor(220, 170, 30, 90)
_POINTS_COLOUR = QColor("#1f7a44")
_NOT_WON_GREY = QColor(128, 128, 128)
_ROOT: Final = QModelIndex()



def result_label(result: HandResult) -> str:
    """The short result word: knock, gin, big gin, undercut, drawn, tie."""
    return result_word(result.kind)


def result_explanation(result: HandResult, names: tuple[str, ...],
                       rules: RuleSet | None = None, person: int | None = None) -> str:
    """How the line's points came about, e.g. "Knock: 18 − 5 = 13", for a hand played
    under ``rules`` (the game as written when not given); ``person``: the person's seat,
    whose points are said in the second person ("You score 5", never "You scores 5")."""
    kd, dd, bonus_total = result.knocker_deadwood, result.defender_deadwood, result.bonus
    factor = 2 if result.doubled else 1
    bonus = bonus_total // factor
    kind = result.kind
    if kind is ResultKind.DRAWN and result.gin_only:
        text = _tr("Drawn hand: the stock ran down with nobody going gin; no score")
    elif kind is ResultKind.DRAWN:
        text = _tr("Drawn hand: the stock ran down with nobody knocking; no score")
    elif kind is ResultKind.REPETITION:
        text = _tr("Drawn by repetition: the same position came up a third time; no score")
    elif kind is ResultKind.TIE:
        text = _tr("Tie: both hands have {deadwood} deadwood; no score").format(deadwood=kd)
    elif kind is ResultKind.KNOCK:
        text = _tr("Knock: {defender} − {knocker} = {points}").format(
            defender=dd, knocker=kd, points=dd - kd)
    # A bonus the rules set to 0 is not in force: no "+ 0 … bonus" in the sum.
    elif kind is ResultKind.UNDERCUT and not bonus:
        text = _tr("Undercut: {knocker} − {defender} = {points}").format(
            knocker=kd, defender=dd, points=kd - dd)
    elif kind is ResultKind.UNDERCUT:
        text = _tr("Undercut: {knocker} − {defender} = {difference}, "
                   "+ {bonus} undercut bonus = {points}").format(
            knocker=kd, defender=dd, difference=kd - dd, bonus=bonus,
            points=kd - dd + bonus)
    elif kind is ResultKind.GIN and not bonus:
        text = _tr("Gin: {deadwood} deadwood").format(deadwood=dd)
    elif kind is ResultKind.GIN:
        text = _tr("Gin: {deadwood} deadwood + {bonus} gin bonus = {points}").format(
            deadwood=dd, bonus=bonus, points=dd + bonus)
    elif not bonus:
        text = _tr("Big gin: {deadwood} deadwood").format(deadwood=dd)
    else:
        text = _tr("Big gin: {deadwood} deadwood + {bonus} big-gin bonus = {points}").format(
            deadwood=dd, bonus=bonus, points=dd + bonus)
    if result.doubled and result.points:
        # A hand nobody scored (drawn, a tie) has nothing to double: "no score; doubled
        # = 0" would teach that it had.
        text += _tr("; doubled (Oklahoma: spade upcard) = {points}").format(
            points=result.points)
    if result.winner is not None and result.points and result.winner == person:
        text += "\n" + _tr("You score {points}").format(points=result.points)
    elif result.winner is not None and result.points:
        text += "\n" + _tr("{name} scores {points}").format(
            name=_name(names, result.winner), points=result.points)
    # A limit the variant set is news whatever its value (an Oklahoma king's 10 too).
    terms = hand_terms(rules or RuleSet(), result.knock_limit, result.doubled)
    if not terms.standard_limit and not kind.is_drawn:
        text += "\n" + (_tr("Knock limit this hand: {limit}").format(limit=result.knock_limit)
                        if result.knock_limit else _tr("Only gin could end this hand"))
    games = _hollywood_games(result, rules)
    return text + "\n" + games if games else text


def _hollywood_games(result: HandResult, rules: RuleSet | None) -> str:
    """Which Hollywood games a hand was scored in, "" outside Hollywood or for a hand
    nobody scored."""
    if result.games:
        return _scored_in(result.games)
    if rules is not None and rules.hollywood and result.winner is not None \
            and result.points:
        # "scores 4" with no score moving on the pad: say where the points went.
        return _tr("Scored in no game: every game this hand could count in was already "
                   "decided")
    return ""


def _scored_in(games: Sequence[int]) -> str:
    """Which Hollywood games a hand was scored in: a whole sentence for each count, since
    "game(s)" reads as a fragment in every language (and "1 games" in none)."""
    numbers = [g + 1 for g in sorted(games)]
    if len(numbers) >= 3:
        return _tr("Scored in all three games")
    if len(numbers) == 2:
        return _tr("Scored in games {a} and {b}").format(a=numbers[0], b=numbers[1])
    return _tr("Scored in game {game}").format(game=numbers[0])


def bonus_label(bonus: Bonus) -> str:
    return {BonusKind.LINE: _tr("Line bonus"), BonusKind.GAME: _tr("Game bonus"),
            BonusKind.SHUTOUT: _tr("Shutout")}[bonus.kind]


def bonus_explanation(bonus: Bonus, rules: RuleSet, names: tuple[str, ...]) -> str:
    """The bonus line's tooltip, from the engine's figures (the line bonus's hand count is
    the engine's: 0-point wins count, RULES.md "Line")."""
    name = _name(names, bonus.seat)
    if bonus.kind == BonusKind.LINE:
        return _tr("Line bonus for {name}: {hands:hand|hands} won × {each} = {points}").format(
            name=name, hands=bonus.hands, each=rules.line_bonus, points=bonus.points)
    if bonus.kind == BonusKind.GAME:
        return _tr("Game bonus for {name}, the winner: {points}").format(
            name=name, points=bonus.points)
    if len(names) > 2:
        # Three-hand: the shutout asks that both other players scored nothing (the engine's
        # test), and "the opponent" would name one of two.
        return _tr("Shutout: neither of the other players scored, so {name}'s score is "
                   "doubled (+{points})").format(name=name, points=bonus.points)
    return _tr("Shutout: the opponent scored nothing, so {name}'s score is doubled "
               "(+{points})").format(name=name, points=bonus.points)


def _hand_seats(match: Match) -> dict[tuple[int, int], tuple[int, int]]:
    """Each deal's (hand number, deal number) and its players: (dealer, non-dealer). In
    three-hand the box deals and the captain is the other player; the roles move on after
    a hand, so a finished hand's are read from its deal."""
    return {(event.hand_number, event.deal_number): (event.dealer, event.non_dealer)
            for event in match.events if isinstance(event, HandDealt)}


def _three_hand_roles(match: Match, result: HandResult,
                      hand_seats: dict[tuple[int, int], tuple[int, int]]
                      ) -> tuple[int, int, int] | None:
    """(box, captain, sitting out) of a three-hand ``result``'s hand (None: unknown)."""
    players = hand_seats.get((result.hand_number, result.deal_number))
    if players is None:
        # A match without its deals' events: the captain is the box's opponent.
        other = {seat for seat in (result.knocker, result.defender)
                 if seat is not None and seat != result.dealer}
        if len(other) != 1:
            return None
        players = (result.dealer, other.pop())
    box, captain = players
    out = next((seat for seat in range(len(match.scores)) if seat not in players), None)
    return None if out is None else (box, captain, out)


def _name(names: tuple[str, ...], seat: int | None) -> str:
    if seat is None:
        return "—"
    if 0 <= seat < len(names):
        return names[seat]
    return _tr("Seat {number}").format(number=seat + 1)


def held_target(aim: str) -> str:
    """The aim template ``aim`` with its ``{target}`` held to the words either side of it
    by spaces no line breaks at: a narrow pad wrapped "Vence quem chegar primeiro a" above
    a lone "100", which read as some other number."""
    return aim.replace(" {target}", "\u00a0{target}").replace("{target} ", "{target}\u00a0")


@dataclass
class _Line:
    kind: str  # "hand", "bonus" or "total"
    info: list[str]  # the four info columns
    tooltip: str = ""
    points: list[int] = field(default_factory=list)  # per score column
    totals: list[int] = field(default_factory=list)  # per score column, after this line
    doubled: bool = False
    winners: set[int] = field(default_factory=set)  # score columns to highlight (total row)
    # Three-hand, a hand line: the score columns of the seat that sat the hand out, shown
    # as a dash in italics (``_display``, ``_font``), and the tooltip's words for them.
    sat_out: set[int] = field(default_factory=set)
    sat_out_words: str = ""
    hand: int = 0  # a hand line's hand number
    # Three-hand, a hand line: the score columns of the seat in the box.
    box: set[int] = field(default_factory=set)


class ScorePadModel(QAbstractTableModel):
    """The score pad of the ``GameModel``'s match (or any match given to ``set_match``)."""

    def __init__(self, game: GameModel | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self._lines: list[_Line] = []
        self._names: tuple[str, ...] = ()
        # The person's seat, whose name a narrow pad never cuts to its initial.
        self._person: int | None = None
        self._seats = 2
        self._hollywood = False
        # The seats' names on two lines (a narrow pad), when they have a space to break at.
        self._wrapped = False
        # Hollywood on a narrow pad: shorter titles per score column (see short_titles).
        self._short_titles: dict[int, str] = {}
        # Hollywood: the games whose title, over their columns, is too wide for them and
        # shows its code ("G1") instead of its word ("Game 1").
        self._coded_games: frozenset[int] = frozenset()
        # A pad too narrow for "Final total" (Czech Hollywood at 900 px): the total line
        # says "Total" (its tooltip and spoken text say it in full); narrower still (a
        # Hollywood match to 100: three-digit totals), the sum sign.
        self._short_total = False
        self._total_sign = False
        # A game's winner's total is starred ("113 ★"); on a narrow Hollywood pad the star
        # took the room of the names beside it ("C."): there the gold tint alone marks
        # the winner (the cell's tooltip and spoken text say it).
        self._starred = True
        # Three-hand Hollywood on a narrow pad: the view shows each player's three games
        # side by side under the player's name (``set_grouped_by_seat``), the games'
        # codes ("G1") under it, as the name plates list them ("Games: 113 · 132 · 116").
        self._by_seat = False
        # Who knocked by the computers' short names ("Comp. 1"; the line's tooltip and its
        # spoken text say them whole): three-hand Hollywood at 1024x768 had no room for
        # "Computador 1" beside its nine totals and the result.
        self._short_knockers = False
        # Three-hand where the box's column has no room: the box's scores on each line
        # carry its one-letter mark (``box_mark``), the "#" title's tooltip saying it.
        self._box_marks = False
        # Where the mark has no room: the box's scores on each line in a frame.
        self._box_framed = False
        # The score columns with the box's scores on some line, worked out once per match
        # shown (``set_match``): the delegate asked every line of a column for its mark on
        # each cell it painted, rows x rows questions per column on every paint.
        self._box_columns: frozenset[int] = frozenset()
        # Counts the changes to what the cells show, for what the delegate works out once
        # per column and keeps until they change (``ScoreDelegate._column_has_room``).
        self._cells_version = 0
        self.modelReset.connect(self._cells_changed)
        self.dataChanged.connect(self._cells_changed)
        self.layoutChanged.connect(self._cells_changed)
        self._rules = RuleSet()
        self._match: Match | None = None
        #: Whether a finished hand can be opened in the review window (set by the window's
        #: review features; None: no hand can): its line's tooltip then says how.
        self.reviewable: Callable[[int], bool] | None = None
        self.game = game
        if game is not None:
            game.match_started.connect(self.refresh)
            game.hand_ended.connect(self.refresh)
            game.match_ended.connect(self.refresh)
            game.names_changed.connect(self.refresh)
            self.refresh()

    # ---------------------------------------------------------------- building
    def refresh(self, *_args: object) -> None:
        """Rebuild from the ``GameModel``'s current match."""
        game = self.game
        if game is None or not getattr(game, "has_match", True):
            return
        try:
            match = game.match
        except AttributeError:
            return
        self.set_match(match, tuple(game.setup.names), person=game.human_seat)

    def set_match(self, match: Match, names: tuple[str, ...] | None = None,
                  person: int | None = None) -> None:
        """Show ``match``; ``names`` per seat (default "Seat 1", ...); ``person``: the
        person's seat."""
        self.beginResetModel()
        self._match = match
        self._person = person
        self._seats = len(match.scores)
        self._names = tuple(names) if names else tuple(
            _tr("Seat {number}").format(number=s + 1) for s in range(self._seats))
        self._rules = match.rules
        self._hollywood = bool(match.rules.hollywood)
        self._lines = self._build(match)
        self._box_columns = frozenset(FIRST_SCORE_COLUMN + score for line in self._lines
                                      for score in line.box)
        self.endResetModel()

    def _cells_changed(self, *_args: object) -> None:
        self._cells_version += 1

    @property
    def cells_version(self) -> int:
        """A number that changes whenever what the cells show may have changed."""
        return self._cells_version

    @property
    def source_match(self) -> Match | None:
        return self._match

    @property
    def hollywood(self) -> bool:
        return self._hollywood

    @property
    def three_hand(self) -> bool:
        return self._match is not None and self._match.mode == "three"

    def score_column_count(self) -> int:
        return self._seats * (HOLLYWOOD_GAMES if self._hollywood else 1)

    @property
    def seats(self) -> int:
        return self._seats

    def seat_columns(self, seat: int) -> list[int]:
        """A seat's score columns: in Hollywood one per game."""
        games = range(HOLLYWOOD_GAMES if self._hollywood else 1)
        return [self.column_for(seat, game) for game in games]

    def column_for(self, seat: int, game: int = 0) -> int:
        """The column of ``seat`` (in Hollywood, of ``seat`` in ``game`` 0..2)."""
        return FIRST_SCORE_COLUMN + (game * self._seats if self._hollywood else 0) + seat

    def possible_entries(self, column: int, short_knockers: bool | None = None) -> list[str]:
        """Every entry a word column can hold in this match: a seat's name (or "—") where
        the dealer and who knocked go, a result these rules allow where the result goes.
        The pad keeps room for them all from the first hand: sized to the entries so far,
        it widened mid-match when "Computador" first went gin, and the table shrank under
        the player's cards. ``short_knockers``: who knocked as ``set_short_knockers``
        would show it (None: as shown now)."""
        if column in (COL_DEALER, COL_KNOCKER):
            names = [*(_name(self._names, seat) for seat in range(self._seats)), "—"]
            short = self._short_knockers if short_knockers is None else short_knockers
            return [_knocker_shown(name) for name in names] \
                if column == COL_KNOCKER and short else names
        if column != COL_RESULT:
            return []
        rules = self._rules
        kinds = [ResultKind.GIN, ResultKind.DRAWN]
        if not rules.straight:
            kinds += [ResultKind.KNOCK, ResultKind.UNDERCUT]
            if not rules.equal_deadwood_is_undercut:
                kinds.append(ResultKind.TIE)
        if rules.big_gin:
            kinds.append(ResultKind.BIG_GIN)
        words = [result_word(kind) for kind in kinds]
        if rules.oklahoma:
            words += [word + " " + _tr("♠×2") for word in words]
        return words

    def _score_index(self, seat: int, games: tuple[int, ...]) -> list[int]:
        if self._hollywood:
            return [g * self._seats + seat for g in games]
        return [seat]

    def _all_games(self) -> tuple[int, ...]:
        return tuple(range(HOLLYWOOD_GAMES)) if self._hollywood else (0,)

    def _says_you(self, seat: int | None) -> bool:
        """Whether ``seat`` is the person's, named "You" (``names.is_you_word``): "{name}
        dealt" read "repartió Tú" in Spanish."""
        return seat is not None and seat == self._person \
            and is_you_word(_name(self._names, seat))

    def _hand_words(self, number: int, deal: int, dealer: int, *, three: bool,
                    roles: bool) -> str:
        """A hand line's first tooltip line: the hand, its deal, and who dealt (the box,
        in three-hand, unless the roles line under it names it already)."""
        if three and roles:
            return _tr("Hand {number} (deal #{deal})").format(number=number, deal=deal)
        if three:
            return _tr("Hand {number} (deal #{deal}), box: {name}").format(
                number=number, deal=deal, name=_name(self._names, dealer))
        if self._says_you(dealer):
            return _tr("Hand {number} (deal #{deal}), you dealt").format(
                number=number, deal=deal)
        return _tr("Hand {number} (deal #{deal}), dealt by {name}").format(
            number=number, deal=deal, name=_name(self._names, dealer))

    def _roles_words(self, roles: tuple[int, int, int]) -> str:
        """A three-hand line's roles in words, for its tooltip."""
        box, captain, out = (_name(self._names, seat) for seat in roles)
        return _tr("Box: {box} · captain: {captain} · sitting out: {out}").format(
            box=box, captain=captain, out=out)

    def _build(self, match: Match) -> list[_Line]:
        names = self._names
        width = self.score_column_count()
        running = [0] * width
        lines: list[_Line] = []
        three = match.mode == "three"
        hand_seats = _hand_seats(match)
        for result in match.results:
            points = [0] * width
            if result.winner is not None and result.points:
                for column in self._score_index(result.winner, result.games):
                    points[column] += result.points
            running = [a + b for a, b in zip(running, points, strict=True)]
            word = result_label(result)
            # As in the tooltip: a hand nobody scored (drawn) has nothing doubled, and a
            # drawn Oklahoma spade hand marked "Drawn ♠×2" and tinted read as a score.
            doubled = result.doubled and result.points > 0
            if doubled:
                word += " " + _tr("♠×2")
            knocker = _name(names, result.knocker) if result.knocker is not None else "—"
            roles = _three_hand_roles(match, result, hand_seats) if three else None
            lines.append(_Line(
                kind="hand",
                info=[str(result.hand_number), _name(names, result.dealer), knocker, word],
                tooltip=(self._hand_words(result.hand_number, result.deal_number,
                                          result.dealer, three=three, roles=bool(roles))
                    + ("\n" + self._roles_words(roles) if roles else "")
                    + "\n" + result_explanation(result, names, self._rules, self._person)),
                points=points, totals=list(running), doubled=doubled,
                sat_out=set(self._score_index(roles[2], self._all_games())) if roles else set(),
                sat_out_words=_tr("Sitting out this hand: {name}").format(
                    name=_name(names, roles[2])) if roles else "",
                box=set(self._score_index(roles[0], self._all_games())) if roles else set(),
                hand=result.hand_number))
        for bonus in match.bonuses:
            points = [0] * width
            games = (bonus.game,) if self._hollywood else (0,)
            for column in self._score_index(bonus.seat, games):
                points[column] += bonus.points
            running = [a + b for a, b in zip(running, points, strict=True)]
            label = bonus_label(bonus)
            if self._hollywood:
                label = _tr("{bonus}, game {game}").format(bonus=label, game=bonus.game + 1)
            lines.append(_Line(
                kind="bonus",
                info=[_tr("{bonus}: {name}").format(bonus=label, name=_name(names, bonus.seat)),
                      "", _name(names, bonus.seat), label],
                tooltip=bonus_explanation(bonus, self._rules, names),
                points=points, totals=list(running)))
        totals = self._final_totals(match, running)
        winners: set[int] = set()
        if self._hollywood:
            for g, winner in enumerate(match.game_winners):
                if winner is not None:
                    winners.add(g * self._seats + winner)
        elif match.winner is not None:
            winners.add(match.winner)
        over = match.winner is not None
        lines.append(_Line(
            kind="total",
            info=[_tr("Final total") if over else _tr("Total"), "", "", ""],
            tooltip=self._total_tooltip(match),
            points=[0] * width, totals=totals, winners=winners))
        return lines

    def _final_totals(self, match: Match, running: list[int]) -> list[int]:
        # The running sums already hold every hand and bonus; cross-check with the engine,
        # whose figures win if they ever differ (they are what the match was decided on).
        if self._hollywood:
            engine = [match.game_scores[g][s] for g in range(HOLLYWOOD_GAMES)
                      for s in range(self._seats)]
            bonus = [0] * len(engine)
            for b in match.bonuses:
                bonus[b.game * self._seats + b.seat] += b.points
            return [e + x for e, x in zip(engine, bonus, strict=True)]
        if match.winner is not None and match.totals:
            return list(match.totals)
        return list(match.scores)

    def _total_tooltip(self, match: Match) -> str:
        target = match.rules.target
        if self._hollywood:
            text = _tr("Three games at once, each to {target}").format(target=target)
            # In the cells' words: "Game 1 won by you" here and "You won game 1" over
            # the cell said one fact two ways.
            for g, winner in enumerate(match.game_winners):
                if winner is not None:
                    text += "\n" + self._won_words(winner, g)
        else:
            text = _tr("First to {target} wins").format(target=target)
        if match.winner is not None:
            text += "\n" + self._won_words(match.winner)
        return "\n".join([text, *self._decision_lines(match)])

    def _won_words(self, seat: int, game: int | None = None) -> str:
        """``seat`` won the match, or Hollywood's ``game``: the person in the second
        person, as the table says it (by the name, "Tú ganó la partida" and "Partii
        vyhrává Vy" where the person is called "You")."""
        if seat == self._person:
            return (_tr("You won the match") if game is None
                    else _tr("You won game {game}").format(game=game + 1))
        name = _name(self._names, seat)
        return (_tr("{name} won the match").format(name=name) if game is None
                else _tr("{name} won game {game}").format(name=name, game=game + 1))

    def match_decision(self) -> list[str]:
        """Hollywood, the match over: what decided it, as the end panel says it."""
        return self._decision_lines(self._match) if self._match is not None else []

    def _decision_lines(self, match: Match) -> list[str]:
        """The games each player won, then the sum over the three games (bonuses
        included), as the end panel gives them (``table/texts.match_lines``): the total
        line's cells show each game's total only, and the sum was on the end panel alone,
        gone with it. RULES.md Hollywood: games won decide, the sum a tie of games."""
        if not self._hollywood or match.winner is None or not match.totals:
            return []
        seats = range(len(match.totals))
        won = games_won(match.game_winners, seats)
        return [
            _tr("Games won: {games}.").format(games=" · ".join(
                name_and_score(_name(self._names, s), won[s]) for s in seats)),
            # Not "Final totals": beside the "Final total" line of each game's figures
            # it read as the same thing.
            _tr("Sum of the three games: {totals}.").format(totals=" · ".join(
                name_and_score(_name(self._names, s), match.totals[s]) for s in seats)),
            _tr("More games won wins the match; the sum breaks a tie of games."),
        ]

    # ------------------------------------------------------------------- model
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        if parent.isValid() or self._match is None:
            return 0  # no match yet: no columns of seats nobody sits in
        return FIRST_SCORE_COLUMN + self.score_column_count()

    def line_kind(self, row: int) -> str:
        return self._lines[row].kind

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation is not Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.shown_title(section, self._wrapped)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._header_tooltip(section)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if section >= FIRST_SCORE_COLUMN:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return None

    def set_wrapped_names(self, wrapped: bool) -> None:
        """Show the seats' names on two lines (or on one again)."""
        if wrapped != self._wrapped:
            self._wrapped = wrapped
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, FIRST_SCORE_COLUMN,
                                        max(FIRST_SCORE_COLUMN, self.columnCount() - 1))

    def set_short_titles(self, titles: dict[int, str]) -> None:
        """Show these titles (from ``short_titles``) instead of the whole ones; ``{}``: the
        whole titles again."""
        if titles != self._short_titles:
            self._short_titles = dict(titles)
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, FIRST_SCORE_COLUMN,
                                        max(FIRST_SCORE_COLUMN, self.columnCount() - 1))

    def set_coded_games(self, games: set[int] | frozenset[int]) -> None:
        """Title these Hollywood games by their code ("G1"), the others by their word."""
        if frozenset(games) != self._coded_games:
            self._coded_games = frozenset(games)
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, FIRST_SCORE_COLUMN,
                                        max(FIRST_SCORE_COLUMN, self.columnCount() - 1))

    def set_grouped_by_seat(self, grouped: bool) -> None:
        """Title a Hollywood pad's columns by player over each game's code (the view
        shows each player's columns side by side), or by game over the names again."""
        if grouped != self._by_seat:
            self._by_seat = grouped
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, FIRST_SCORE_COLUMN,
                                        max(FIRST_SCORE_COLUMN, self.columnCount() - 1))

    @property
    def grouped_by_seat(self) -> bool:
        return self._by_seat

    def set_short_knockers(self, short: bool) -> None:
        """Show who knocked by the computers' short names ("Comp. 1"), or whole again."""
        if short != self._short_knockers:
            self._short_knockers = short
            if self._lines:
                self.dataChanged.emit(self.index(0, COL_KNOCKER),
                                      self.index(len(self._lines) - 1, COL_KNOCKER))

    @property
    def short_knockers(self) -> bool:
        return self._short_knockers

    def set_box_looks(self, *, marked: bool, framed: bool) -> None:
        """How the box's scores on each three-hand line are told apart, where the box's
        column is hidden: ``marked`` by its one-letter mark (``box_mark``), else
        ``framed`` in a frame (where the mark has no room), else not at all."""
        looks = (marked and self.three_hand, framed and self.three_hand and not marked)
        if looks != (self._box_marks, self._box_framed):
            self._box_marks, self._box_framed = looks
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, COL_HAND, COL_HAND)
            if self._lines:
                self.dataChanged.emit(self.index(0, FIRST_SCORE_COLUMN),
                                      self.index(len(self._lines) - 1, self.columnCount() - 1))

    @property
    def box_marks(self) -> bool:
        return self._box_marks

    @property
    def box_framed(self) -> bool:
        return self._box_framed

    def frame_sides(self, column: int) -> tuple[bool, bool]:
        """Whether a framed box cell in ``column`` closes the frame on its left and on its
        right: grouped by player, the box's games side by side share one frame."""
        if not (self._hollywood and self._by_seat):
            return True, True
        game = self._seat_game(column)[1]
        return game == 0, game == HOLLYWOOD_GAMES - 1

    def holds_box_scores(self, column: int) -> bool:
        """Whether some line of score ``column`` has the box's scores."""
        return column in self._box_columns

    def column_marked(self, column: int) -> bool:
        """Whether some line of score ``column`` shows the box's mark."""
        return self._box_marks and self.holds_box_scores(column)

    @staticmethod
    def box_mark() -> str:
        """The one letter marking the box's scores on a narrow three-hand pad."""
        # The first letter of the box's word, one letter: the "#" title's tooltip says it.
        return _tr("B")

    def bands(self) -> list[tuple[str, list[int]]]:
        """Hollywood: the titles drawn across column groups, each with its columns: each
        game's title over its columns, or grouped by player each player's name."""
        if not self._hollywood:
            return []
        if self._by_seat:
            return [(self._seat_title(columns[0]), columns)
                    for columns in map(self.seat_columns, range(self._seats))]
        return [(self.game_title(game), list(self.game_columns(game)))
                for game in range(HOLLYWOOD_GAMES)]

    def _seat_title(self, column: int) -> str:
        return self._short_titles.get(column) or _name(self._names, self.seat_of(column))

    def game_word(self, game: int) -> str:
        """A Hollywood game's title in words: "Game 1"."""
        return _tr("Game {game}").format(game=game + 1)

    def game_code(self, game: int) -> str:
        """A Hollywood game's title where its columns are squeezed: "G1" (Spanish "J1")."""
        return _tr("G{game}").format(game=game + 1)

    def game_title(self, game: int) -> str:
        """The title over a Hollywood game's columns: its word, or where it has no room
        for it (``set_coded_games``) its code."""
        return self.game_code(game) if game in self._coded_games else self.game_word(game)

    def set_short_total(self, short: bool, sign: bool = False) -> None:
        """``short``: the total line's word is "Total" even at the match's end; ``sign``:
        the sum sign "Σ" instead of any word."""
        if (short, sign) != (self._short_total, self._total_sign):
            self._short_total, self._total_sign = short, sign
            if self._lines:
                row = len(self._lines) - 1
                self.dataChanged.emit(self.index(row, COL_HAND), self.index(row, COL_HAND))

    def set_starred(self, starred: bool) -> None:
        """Show the "★" beside a game's (or the match's) winner's total, or not."""
        if starred != self._starred:
            self._starred = starred
            if self._lines:
                self.dataChanged.emit(self.index(0, FIRST_SCORE_COLUMN),
                                      self.index(len(self._lines) - 1, self.columnCount() - 1))

    def total_text(self, row: int, column: int, starred: bool | None = None) -> str:
        """A score cell's total, with its winner's "★" when ``starred`` (by default as
        the pad shows it: ``set_starred``)."""
        return self._total_text(self._lines[row], column - FIRST_SCORE_COLUMN, starred)

    def _total_text(self, line: _Line, score: int, starred: bool | None = None) -> str:
        text = str(line.totals[score])
        if (self._starred if starred is None else starred) and score in line.winners:
            text += " ★"
        return text

    def short_titles(self, fits: Callable[[str], bool], *, number_apart: bool = False
                     ) -> dict[int, str]:
        """The score columns' titles for a pad too narrow for whole ones, each line as
        ``fits``: a seat's name (on two lines where it has a space) or, too long, its
        abbreviation (``_shortened``: "Poč. 2", "Alex."; the person's own never its
        initial). In Hollywood the name alone: its game's title spans the game's columns
        (``game_title``). A name with a number keeps it beside it ("C. 1"), or with
        ``number_apart`` (no room for that) on the line under it. The column's tooltip
        says it whole."""
        titles: dict[int, str] = {}
        for column in range(FIRST_SCORE_COLUMN, self.columnCount()):
            seat, game = self._seat_game(column)
            if self._hollywood:
                titles[column] = _shortened(_name(self._names, seat), fits,
                                            own=seat == self._person)
                continue
            lines = _broken(self.header_title(column), number_apart).split("\n")
            if not (number_apart or all(map(fits, lines))) \
                    and _numbered(_name(self._names, seat)):
                # Cut line by line, "Computer 1" read "C." over a lone "1": a number
                # stays beside its name, the two on one line ("C. 1").
                titles[column] = _shortened(_name(self._names, seat), fits,
                                            own=seat == self._person)
                continue
            titles[column] = "\n".join(_shortened(line, fits, own=seat == self._person)
                                       for line in lines)
        return titles

    def shown_title(self, section: int, wrapped: bool = False) -> str:
        """The title the header shows: the short one when set, else ``header_title``; in
        Hollywood the game's title over the name (the header draws it once across the
        game's columns, ``ScorePadHeader``)."""
        if self._hollywood and section >= FIRST_SCORE_COLUMN:
            seat, game = self._seat_game(section)
            if self._by_seat:
                return f"{self._seat_title(section)}\n{self.game_code(game)}"
            return f"{self.game_title(game)}\n{self._seat_title(section)}"
        return self._short_titles.get(section) or self.header_title(section, wrapped)

    def game_columns(self, game: int) -> range:
        """A Hollywood game's score columns."""
        return range(self.column_for(0, game), self.column_for(0, game) + self._seats)

    def header_title(self, section: int, wrapped: bool = False) -> str:
        """A column's title; ``wrapped``: a seat's name broken at its last space, but for
        a number, which stays beside the word before it ("Ordenador 1" on one line: "1"
        alone under "Ordenador" was read as a second line of scores)."""
        title = self._header_text(section)
        if wrapped and section >= FIRST_SCORE_COLUMN and not self._hollywood:
            return _broken(title, number_apart=False)
        return title

    def _header_text(self, section: int) -> str:
        words = {COL_HAND: _tr("#"),
                 COL_DEALER: _tr("Box") if self.three_hand else _tr("Dealer"),
                 COL_KNOCKER: _tr("Went gin") if self._rules.straight else _tr("Knocked"),
                 COL_RESULT: _tr("Result")}
        if section in words:
            return words[section]
        seat, game = self._seat_game(section)
        if self._hollywood:
            return _tr("Game {game}\n{name}").format(game=game + 1,
                                                      name=_name(self._names, seat))
        return _name(self._names, seat)

    def _header_tooltip(self, section: int) -> str:
        words = {COL_HAND: (_tr("Hand number; a dash in a player's scores: that player sat "
                                "the hand out") if self.three_hand
                            else _tr("Hand number")),
                 COL_DEALER: (_tr("The player in the box, who deals every hand")
                              if self.three_hand else _tr("Who dealt the hand")),
                 COL_KNOCKER: (_tr("Who went gin: in Straight gin no one may knock")
                               if self._rules.straight else _tr("Who knocked (or went gin)")),
                 COL_RESULT: _tr("Knock, gin, big gin, undercut, tie or drawn; ♠×2: doubled")}
        if section == COL_HAND and self._box_marks:
            return words[section] + "\n" + _tr(
                "{mark} by a player's score: that player was in the box that hand").format(
                mark=self.box_mark())
        if section == COL_HAND and self._box_framed:
            return words[section] + "\n" + _tr(
                "A frame round a player's scores: that player was in the box that hand")
        if section in words:
            return words[section]
        seat, game = self._seat_game(section)
        target = self._rules.target
        if self._hollywood:
            tip = self._whose_total(section)
            if game in self._coded_games:
                # The code over a squeezed game's columns, said in words.
                tip = _tr("{code}: game {game} of the three").format(
                    code=self.game_code(game), game=game + 1) + "\n" + tip
            return tip
        if self._says_you(seat):
            return _tr("Your running total (to {target})").format(target=target)
        return _tr("{name}: running total (to {target})").format(
            name=_name(self._names, seat), target=target)

    def _whose_total(self, column: int) -> str:
        """A Hollywood score column's player and game, as its tooltip says them."""
        seat, game = self._seat_game(column)
        if self._says_you(seat):
            return _tr("Your running total in game {game} (to {target})").format(
                game=game + 1, target=self._rules.target)
        return _tr("{name}: running total in game {game} (to {target})").format(
            name=_name(self._names, seat), game=game + 1, target=self._rules.target)

    def seat_of(self, column: int) -> int:
        """The seat whose score a score column shows."""
        return self._seat_game(column)[0]

    def starts_group(self, column: int) -> bool:
        """Hollywood: ``column`` is the first of a game's column group (grouped by
        player, of a player's: its first game)."""
        offset = column - FIRST_SCORE_COLUMN
        if not self._hollywood or offset < 0:
            return False
        return offset < self._seats if self._by_seat else offset % self._seats == 0

    def _seat_game(self, column: int) -> tuple[int, int]:
        offset = column - FIRST_SCORE_COLUMN
        return offset % self._seats, offset // self._seats

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line = self._lines[index.row()]
        column = index.column()
        score = column - FIRST_SCORE_COLUMN
        if role == KIND_ROLE:
            return line.kind
        if role == BOX_ROLE:
            return self.box_mark() if self._box_marks and score in line.box else ""
        if role == BOX_FRAME_ROLE:
            return self._box_framed and score in line.box
        if role == POINTS_ROLE:
            return line.points[score] if score >= 0 else None
        if role == TOTAL_ROLE:
            return line.totals[score] if score >= 0 else None
        own = _OWN_LOOKS.get(role)
        if own is not None:
            return own(self, line, column, score)
        look = _PLAIN_LOOKS.get(role)
        if look is not None:
            return look(line, column, score)
        return None

    def _display(self, line: _Line, column: int, score: int) -> str:
        if score < 0:
            if line.kind == "total" and column == COL_HAND:
                if self._total_sign:
                    return "Σ"
                if self._short_total:
                    return _tr("Total")
            if column == COL_KNOCKER and self._short_knockers and line.kind == "hand":
                return _knocker_shown(line.info[column])
            return line.info[column]
        if score in line.sat_out:
            # As on a paper pad: a dash for the seat that sat the hand out, which scores
            # nothing (its total is the line's above; the tooltip and spoken text say it).
            return SAT_OUT_MARK
        return self._total_text(line, score)

    def _spoken(self, line: _Line, column: int, score: int) -> str:
        if score < 0:
            return line.info[column]
        seat, game = self._seat_game(column)
        if line.kind == "total":
            # The total line scores no points of its own: it said "You: 0 points, total
            # 20" under a hand of 20.
            text = (_tr("{name}, game {game}: total {total}") if self._hollywood
                    else _tr("{name}: total {total}")).format(
                name=_name(self._names, seat), game=game + 1, total=line.totals[score])
        elif self._hollywood:
            # Which of the three games: grouped by player, the columns are not in the
            # order of the games' titles.
            text = _tr("{name}, game {game}: {points} points, total {total}").format(
                name=_name(self._names, seat), game=game + 1, points=line.points[score],
                total=line.totals[score])
        else:
            text = _tr("{name}: {points} points, total {total}").format(
                name=_name(self._names, seat), points=line.points[score],
                total=line.totals[score])
        if score in line.winners:
            text += ", " + _tr("winner")
        if score in line.sat_out:
            text += ", " + _tr("sitting out this hand")
        elif score in line.box:
            # What the box mark or frame shows the eye: whose scores were the box's.
            text += ", " + _tr("in the box this hand")
        return text

    def _tooltip(self, line: _Line, column: int, score: int) -> str:
        if score >= 0 and self._hollywood:
            # Whose total in which game, first: the titles are far above a long pad's
            # last lines, and shortened on a narrow one.
            return self._whose_total(column) + "\n" + self._line_tooltip(line, column, score)
        return self._line_tooltip(line, column, score)

    def _line_tooltip(self, line: _Line, column: int, score: int) -> str:
        tooltip = line.tooltip
        if score in line.sat_out:
            tooltip = line.sat_out_words + "\n" + tooltip
        if score >= 0 and score in line.winners:
            seat, game = self._seat_game(column)
            tooltip += "\n" + self._won_words(seat, game if self._hollywood else None)
        if self.reviewable_hand(line) is not None:
            tooltip += "\n" + _tr("Double-click or press Enter to review this hand.")
        return tooltip

    def reviewable_hand(self, line: _Line) -> int | None:
        """The hand ``line`` is, if it can be opened in the review window."""
        can = self.reviewable
        return line.hand if line.kind == "hand" and can is not None and can(line.hand) \
            else None

    def hand_to_review(self, row: int) -> int | None:
        """The hand of line ``row``, if it can be opened in the review window."""
        return self.reviewable_hand(self._lines[row]) if 0 <= row < len(self._lines) \
            else None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


def _knocker_shown(name: str) -> str:
    """Who knocked in a squeezed pad: a computer's default name in its short form."""
    return short_computer_name(name) or name


def _broken(name: str, number_apart: bool) -> str:
    """``name`` on two lines, broken at its last space; a number ending it (``_numbered``)
    kept beside the word before it unless ``number_apart`` ("C." over "1" on the
    narrowest pad); on one line where it has no other space."""
    head, number = name, ""
    if _numbered(name) and not number_apart:
        head, _space, number = name.rpartition(" ")
    before, space, after = head.rpartition(" ")
    if not (space and before):
        return name
    return f"{before}\n{after}" + (f" {number}" if number else "")


def _numbered(name: str) -> bool:
    """Whether ``name`` ends in a number after a space ("Computer 1", "Jugador 2")."""
    head, space, number = name.rpartition(" ")
    return bool(space and head.strip() and number.isdigit())


def _shortened(name: str, fits: Callable[[str], bool], own: bool = False) -> str:
    """``name`` if it ``fits``; else a default computer's short form ("Poč. 2"); else the
    name abbreviated as the four languages abbreviate, cut before a vowel with "." after
    it ("Alexandra" -> "Alex.", never "Alexa."), its number kept ("Počítač 2" -> "P. 2"),
    at least its initial. The person's ``own`` name is never cut to its initial ("Y." was
    read as no one's): at its shortest a syllable ("Al."), and whole where no
    abbreviation is shorter than it ("You", "Tú", "Vy", "Você")."""
    if fits(name):
        return name
    short = short_computer_name(name)
    if short is not None and fits(short):
        return short
    head, space, number = name.rpartition(" ")
    if not (space and head.strip() and number.isdigit()):
        head, number = name, ""
    ending = f" {number}" if number else ""
    if not any(_is_vowel(char) for char in head):
        # A script these abbreviations do not apply to ("李小龙"): cut, and marked so.
        return _cut_with_ellipsis(head, ending, fits, least=2 if own else 1) or name
    cuts = _abbreviation_cuts(head.rstrip())
    if own:
        return _own_shortened(name, head, ending, cuts[1:], fits)
    for cut in reversed(cuts[1:]):
        if fits(head[:cut].rstrip() + "." + ending):
            return head[:cut].rstrip() + "." + ending
    return head[:cuts[0]] + ("." if _is_letter(head[:cuts[0]]) else "") + ending


def _own_shortened(name: str, head: str, ending: str, cuts: list[int],
                   fits: Callable[[str], bool]) -> str:
    """The person's name cut at one of ``cuts`` (past its initial): the longest that
    ``fits``, else the shortest; ``name`` whole where none is shorter than it."""
    shorter = [cut for cut in cuts if len(head[:cut].rstrip()) + 1 < len(head.rstrip())]
    if not shorter:
        return name
    for cut in reversed(shorter):
        if fits(head[:cut].rstrip() + "." + ending):
            return head[:cut].rstrip() + "." + ending
    return head[:shorter[0]].rstrip() + "." + ending


def _cut_with_ellipsis(head: str, ending: str, fits: Callable[[str], bool],
                       least: int = 1) -> str | None:
    """``head``'s longest beginning that fits with "…" after it, whole letters kept, at
    least ``least`` characters; None where ``least`` leaves no cut for the person's own
    name, which then stays whole."""
    cuts = [at for at in range(1, len(head)) if not unicodedata.combining(head[at])]
    if least > 1:
        cuts = [at for at in cuts if at >= least]
        if not cuts:
            return None
    for cut in reversed(cuts):
        if fits(head[:cut].rstrip() + "…" + ending):
            return head[:cut].rstrip() + "…" + ending
    return head[:cuts[0] if cuts else len(head)] + "…" + ending


def _abbreviation_cuts(word: str) -> list[int]:
    """Where ``word`` may be cut for an abbreviation, shortest first: after its first
    letter (an initial), then wherever a consonant is followed by a vowel ("Poč|ít|ač"),
    never inside a letter and its accents."""
    first = 1
    while first < len(word) and unicodedata.combining(word[first]):
        first += 1
    cuts = [first]
    for at in range(first + 1, len(word)):
        before = _base_letter(word[:at].rstrip()[-1:]) if word[:at].rstrip() else ""
        if (_is_vowel(word[at]) and before.isalpha() and not _is_vowel(before)
                and not unicodedata.combining(word[at])):
            cuts.append(at)
    return cuts


def _filled_towards(least: dict[int, int], wanted: dict[int, int], room: int
                    ) -> dict[int, int]:
    """Each column's ``least`` width, then ``room``'s rest shared out evenly among the
    columns still short of their ``wanted`` width, none given more than it wants."""
    widths = dict(least)
    spare = room - sum(widths.values())
    short = [column for column in widths if wanted[column] > widths[column]]
    while spare >= len(short) > 0:
        each = spare // len(short)
        for column in short:
            given = min(each, wanted[column] - widths[column])
            widths[column] += given
            spare -= given
        short = [column for column in short if wanted[column] > widths[column]]
    return widths


def _base_letter(text: str) -> str:
    """``text``'s first character without its accents ("č" -> "c")."""
    return unicodedata.normalize("NFD", text)[:1]


def _is_vowel(char: str) -> bool:
    return _base_letter(char).lower() in "aeiouy" and char.isalpha()


def _is_letter(text: str) -> bool:
    return text[:1].isalpha()


def _is_initial(title: str, name: str) -> bool:
    """``title`` gives ``name`` by its first letter alone ("C. 1", "C.", "李…"): read as
    no one's, where "Comp. 1" is read as the computer's."""
    if title == name:
        return False
    head, space, number = title.rpartition(" ")
    if not (space and number.isdigit()):
        head = title
    letters = [char for char in head.rstrip(".…") if not unicodedata.combining(char)]
    return len(letters) <= 1


def _alignment(line: _Line, column: int, score: int) -> int:
    if score >= 0 or (column == COL_HAND and line.kind == "hand"):
        return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


def _font(line: _Line, column: int, score: int) -> QFont | None:
    if line.kind == "total" or (score >= 0 and line.points[score]):
        font = QFont()
        font.setBold(True)
        return font
    if score in line.sat_out:
        # Three-hand: the seat that sat the hand out (the "#" title's tooltip says so).
        font = QFont()
        font.setItalic(True)
        return font
    return None


def _background(line: _Line, column: int, score: int) -> QBrush | None:
    if score >= 0 and score in line.winners:
        return QBrush(_WINNER_TINT)
    tint = {"total": _TOTAL_TINT, "bonus": _BONUS_TINT}.get(line.kind)
    if tint is None and line.doubled:
        tint = _DOUBLED_TINT
    return QBrush(tint) if tint is not None else None


def _foreground(line: _Line, column: int, score: int) -> QBrush | None:
    if score >= 0 and line.kind == "hand" and not line.points[score]:
        # Grey for points not won, but dark (or light) enough to read on the pad.
        return QBrush(readable_on(_NOT_WON_GREY, QPalette.ColorRole.Base))
    return None


# The Qt roles a cell answers, each from its line, column and score column: made once, not
# at each of a paint's thousands of ``data`` calls; the model's own looks by their
# functions, so that the model holds no bound method of itself.
_OWN_LOOKS: dict[int, Callable[[ScorePadModel, _Line, int, int], Any]] = {
    Qt.ItemDataRole.DisplayRole: ScorePadModel._display,
    Qt.ItemDataRole.AccessibleTextRole: ScorePadModel._spoken,
    Qt.ItemDataRole.ToolTipRole: ScorePadModel._tooltip,
}
_PLAIN_LOOKS: dict[int, Callable[[_Line, int, int], Any]] = {
    Qt.ItemDataRole.TextAlignmentRole: _alignment, Qt.ItemDataRole.FontRole: _font,
    Qt.ItemDataRole.BackgroundRole: _background, Qt.ItemDataRole.ForegroundRole: _foreground,
}


class ScoreDelegate(QStyledItemDelegate):
    """Draws a seat cell as a small green "+13" on the left and the total on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Whether a score column has room for its "+13"s, by column, width and font, for
        # the model's ``cells_version``: worked out on each cell painted, every line of
        # the column was measured for each, rows x rows measures per column per paint.
        self._room: dict[tuple[int, int, str], bool] = {}
        self._room_model: ScorePadModel | None = None
        self._room_version = -1

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        framed = bool(index.data(BOX_FRAME_ROLE))
        if framed:
            painter.fillRect(self._frame_rect(option), self._frame_ground(option))
        self._paint_cell(painter, option, index)
        if framed:
            self._paint_frame(painter, option, index)
        mark = index.data(BOX_ROLE)
        if mark:
            self._paint_box_mark(painter, option, index, str(mark))
        model = index.model()
        if isinstance(model, ScorePadModel) and model.starts_group(index.column()):
            # A rule between Hollywood's games.
            painter.save()
            painter.setPen(QColor(30, 94, 58, 110))
            rect = option.rect
            painter.drawLine(rect.topLeft(), rect.bottomLeft())
            painter.restore()

    @staticmethod
    def _frame_rect(option: QStyleOptionViewItem) -> QRect:
        """The box's frame's part in the cell: a little in from the line's top and bottom
        (the box's frames on two lines running stay two), its sides on the cell's (a
        number's room beside them is only two pixels grouped by player)."""
        return option.rect.adjusted(0, 2, 0, -2)

    @staticmethod
    def _frame_ground(option: QStyleOptionViewItem) -> QColor:
        """A faint shade of the text's colour: grey on a light pad or a dark one."""
        ground = QColor(option.palette.color(QPalette.ColorRole.Text))
        ground.setAlpha(28)
        return ground

    def _paint_frame(self, painter: QPainter, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> None:
        """The frame round the box's scores on a line, drawn in the text's colour (half
        seen): a shape, read without its shade, in any theme."""
        rect = self._frame_rect(option)
        model = index.model()
        left, right = model.frame_sides(index.column()) if isinstance(model, ScorePadModel) \
            else (True, True)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        colour = QColor(option.palette.color(QPalette.ColorRole.HighlightedText) if selected
                        else option.palette.color(QPalette.ColorRole.Text))
        colour.setAlpha(150)
        painter.save()
        painter.setPen(colour)
        top, bottom = rect.top(), rect.bottom()
        painter.drawLine(rect.left(), top, rect.right(), top)
        painter.drawLine(rect.left(), bottom, rect.right(), bottom)
        if left:
            painter.drawLine(rect.left(), top, rect.left(), bottom)
        if right:
            painter.drawLine(rect.right(), top, rect.right(), bottom)
        painter.restore()

    def _paint_cell(self, painter: QPainter, option: QStyleOptionViewItem,
                    index: QModelIndex | QPersistentModelIndex) -> None:
        model = index.model()
        if isinstance(model, ScorePadModel) and model.grouped_by_seat \
                and index.column() >= FIRST_SCORE_COLUMN:
            self._paint_tight(painter, option, index)
            return
        points = index.data(POINTS_ROLE)
        if not isinstance(points, int) or points == 0 \
                or not self._column_has_room(option, index):
            # No room for the "+13" beside the total (a narrow Hollywood pad): the total
            # alone, in bold; the line's tooltip says the points.
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        widget = opt.widget
        style = widget.style() if isinstance(widget, QWidget) else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        painter.save()
        small = QFont(opt.font)
        small.setBold(False)
        small.setPointSizeF(max(small.pointSizeF() * 0.85, 6.0))
        painter.setFont(small)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        green = readable(_POINTS_COLOUR, opt.palette.color(QPalette.ColorRole.Base))
        painter.setPen(opt.palette.color(QPalette.ColorRole.HighlightedText) if selected
                       else green)
        # Just left of its own total (and of the box's mark, where the cell has one), a
        # space between: at the cell's left edge the "+13" sat nearer the total of the
        # column on its left than its own, and read as that column's.
        right = self._total_left(opt) - QFontMetrics(small).horizontalAdvance(" ")
        if index.data(BOX_ROLE):
            right -= self._mark_width(option)
        rect = QRect(opt.rect.left(), opt.rect.top(), right - opt.rect.left(),
                     opt.rect.height())
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                         f"+{points}")
        painter.restore()

    @staticmethod
    def _total_left(opt: QStyleOptionViewItem) -> int:
        """Where the cell's total (right-aligned in the style's margin) begins."""
        widget = opt.widget
        style = widget.style() if isinstance(widget, QWidget) else QApplication.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, opt, widget) + 1
        return opt.rect.right() - margin - QFontMetrics(opt.font).horizontalAdvance(opt.text)

    def _column_has_room(self, option: QStyleOptionViewItem,
                         index: QModelIndex | QPersistentModelIndex) -> bool:
        """Whether every line of the cell's column has room for its "+13" beside its
        total (and the box's mark, where the column shows it): each cell deciding alone,
        the first line's "+5" showed and the wider "+29" of the lines under it did not,
        which read as something about that line. The box's mark comes first: the "+13"
        is said by the total in bold and the line's tooltip."""
        model = index.model()
        if not isinstance(model, ScorePadModel):
            return self._measured_room(option, index)
        if model is not self._room_model or model.cells_version != self._room_version:
            self._room.clear()
            self._room_model, self._room_version = model, model.cells_version
        key = (index.column(), option.rect.width(), option.font.key())
        room = self._room.get(key)
        if room is None:
            room = self._room[key] = self._measured_room(option, index)
        return room

    def _measured_room(self, option: QStyleOptionViewItem,
                       index: QModelIndex | QPersistentModelIndex) -> bool:
        """``_column_has_room``, every line of the column measured."""
        model = index.model()
        width = option.rect.width()
        if self._column_marked(index):
            width -= self._mark_width(option)
        return all(width >= self.sizeHint(option, model.index(row, index.column())).width()
                   for row in range(model.rowCount()))

    @staticmethod
    def _column_marked(index: QModelIndex | QPersistentModelIndex) -> bool:
        """Whether some line of the cell's column shows the box's mark."""
        model = index.model()
        return isinstance(model, ScorePadModel) and model.column_marked(index.column())

    def column_has_mark_room(self, option: QStyleOptionViewItem,
                             index: QModelIndex | QPersistentModelIndex) -> bool:
        """Whether every line of the cell's score column, ``option.rect`` wide, has room
        for the box's mark beside its total."""
        model = index.model()
        room = option.rect.width() - self._mark_width(option)
        return all(room >= self._bare_width(option, model.index(row, index.column()))
                   for row in range(model.rowCount()))

    def _bare_width(self, option: QStyleOptionViewItem,
                    index: QModelIndex | QPersistentModelIndex) -> int:
        """The cell's total (or dash) with the room the cell keeps beside it."""
        model = index.model()
        if isinstance(model, ScorePadModel) and model.grouped_by_seat:
            opt = QStyleOptionViewItem(option)
            self.initStyleOption(opt, index)
            return QFontMetrics(opt.font).horizontalAdvance(opt.text) + TIGHT_NUMBER_PADDING
        return super().sizeHint(option, index).width()

    @staticmethod
    def _mark_font(option: QStyleOptionViewItem) -> QFont:
        small = QFont(option.font)
        small.setBold(True)
        small.setPointSizeF(max(small.pointSizeF() * 0.8, 6.0))
        return small

    def _mark_width(self, option: QStyleOptionViewItem) -> int:
        """The box's mark with a little air after it."""
        mark = ScorePadModel.box_mark()
        return QFontMetrics(self._mark_font(option)).horizontalAdvance(mark) + 4

    def _paint_box_mark(self, painter: QPainter, option: QStyleOptionViewItem,
                        index: QModelIndex | QPersistentModelIndex, mark: str) -> None:
        """The box's one-letter mark, small and bold, just left of the total: at the
        cell's left edge it read as the mark of the total left of it."""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        model = index.model()
        if isinstance(model, ScorePadModel) and model.grouped_by_seat:
            right = opt.rect.right() - TIGHT_NUMBER_PADDING // 2 \
                - QFontMetrics(opt.font).horizontalAdvance(opt.text)
        else:
            right = self._total_left(opt)
        painter.save()
        painter.setFont(self._mark_font(option))
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        painter.setPen(option.palette.color(QPalette.ColorRole.HighlightedText) if selected
                       else option.palette.color(QPalette.ColorRole.Text))
        painter.drawText(QRect(opt.rect.left(), opt.rect.top(), right - 3 - opt.rect.left(),
                               opt.rect.height()),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                         mark)
        painter.restore()

    def _paint_tight(self, painter: QPainter, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> None:
        """The total alone, ``TIGHT_NUMBER_PADDING`` around it: the style's margins cut
        "113" to "1…" in a column grouped by player."""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text, opt.text = opt.text, ""
        widget = opt.widget
        style = widget.style() if isinstance(widget, QWidget) else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        painter.save()
        painter.setFont(opt.font)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        painter.setPen(opt.palette.color(QPalette.ColorRole.HighlightedText) if selected
                       else opt.palette.color(QPalette.ColorRole.Text))
        side = TIGHT_NUMBER_PADDING // 2
        painter.drawText(opt.rect.adjusted(side, 0, -side, 0),
                         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), text)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        points = index.data(POINTS_ROLE)
        if isinstance(points, int) and points:
            extra = QFontMetrics(option.font).horizontalAdvance(f"+{points}  ")
            size.setWidth(size.width() + extra)
        return size


class ScorePadHeader(QHeaderView):
    """The pad's column titles. In Hollywood each game's title ("Game 1") is drawn once,
    across the game's columns, over the players' names: in each column, "G1" over the
    name read as a code to a newcomer, where the table's name plates say "Game 1".
    Grouped by player (``ScorePadModel.set_grouped_by_seat``), each player's name across
    the player's columns, over the games' codes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)

    def _games(self) -> ScorePadModel | None:
        model = self.model()
        return model if isinstance(model, ScorePadModel) and model.hollywood else None

    def _band_height(self) -> int:
        """The height of the games' titles' row, above the names."""
        return self.height() // 2

    def game_band(self, game: int) -> QRect:
        """Where ``game``'s title is drawn, in the header's viewport (empty outside
        Hollywood, or with the game's columns out of sight)."""
        model = self._games()
        if model is None:
            return QRect()
        return self.band(list(model.game_columns(game)))

    def band(self, columns: list[int]) -> QRect:
        """Where a title across ``columns`` (side by side) is drawn, in the header's
        viewport."""
        shown = [c for c in columns if not self.isSectionHidden(c)]
        if not shown:
            return QRect()
        left = min(self.sectionViewportPosition(c) for c in shown)
        width = sum(self.sectionSize(c) for c in shown)
        return QRect(left, 0, width, self._band_height())

    def _option(self, rect: QRect, text: str, section: int) -> QStyleOptionHeader:
        option = QStyleOptionHeader()
        option.initFrom(self)
        option.state |= QStyle.StateFlag.State_Raised | QStyle.StateFlag.State_Horizontal
        option.orientation = Qt.Orientation.Horizontal
        option.rect = rect
        option.section = section
        option.text = text
        option.position = QStyleOptionHeader.SectionPosition.Middle
        option.textAlignment = Qt.AlignmentFlag.AlignCenter
        return option

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        model = self._games()
        if model is None or logicalIndex < FIRST_SCORE_COLUMN:
            super().paintSection(painter, rect, logicalIndex)
            return
        # The name alone, under the band its game's title goes in (``paintEvent``).
        name = model.shown_title(logicalIndex).split("\n")[-1]
        option = self._option(rect, name, logicalIndex)
        option.textAlignment = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        self.style().drawControl(QStyle.ControlElement.CE_HeaderSection, option, painter, self)
        # Grouped by player, each game's code right over its totals' right edge (drawn
        # ``TIGHT_NUMBER_PADDING`` // 2 in): flush against the rule, the last "G3" read as
        # cut by the pad's edge.
        side = TIGHT_NUMBER_PADDING // 2 if model.grouped_by_seat else 0
        option.rect = rect.adjusted(0, self._band_height(), -side, 0)
        self.style().drawControl(QStyle.ControlElement.CE_HeaderLabel, option, painter, self)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        model = self._games()
        if model is None:
            return
        painter = QPainter(self.viewport())
        for title, columns in model.bands():
            band = self.band(columns)
            if band.isEmpty():
                continue
            option = self._option(band, title, columns[0])
            self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.end()


class ScorePadView(QTableView):
    """A table that stays readable when narrow: elided names, tooltips, compact rows.

    A finished hand's line opens that hand's review (``review_requested``) on a
    double-click, Enter, or its context menu's "Review this hand"."""

    #: The hand number whose review the person asked for.
    review_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doubleClicked.connect(lambda index: self._review_row(index.row()))
        self.setObjectName("score_pad_table")
        self.setHorizontalHeader(ScorePadHeader(self))
        self.setItemDelegate(ScoreDelegate(self))
        self.setAlternatingRowColors(True)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setWordWrap(False)
        self.setShowGrid(False)
        self.setCornerButtonEnabled(False)
        # The arrows move between cells; Tab and Shift+Tab leave the pad, so a keyboard
        # player is never caught in it.
        self.setTabKeyNavigation(False)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(
            QFontMetrics(self.font()).height() + 8)
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setMinimumSectionSize(LEAST_SECTION)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)

    def _review_row(self, row: int) -> bool:
        """Ask for the review of line ``row``'s hand; False if it has none."""
        model = self.model()
        hand = model.hand_to_review(row) if isinstance(model, ScorePadModel) else None
        if hand is None:
            return False
        self.review_requested.emit(hand)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
                and self._review_row(self.currentIndex().row())):
            event.accept()
            return
        super().keyPressEvent(event)

    def review_menu(self, row: int) -> QMenu | None:
        """Line ``row``'s context menu: "Review this hand", if its hand has a review."""
        model = self.model()
        hand = model.hand_to_review(row) if isinstance(model, ScorePadModel) else None
        if hand is None:
            return None
        menu = QMenu(self)
        menu.setObjectName("score_pad_menu")
        action = menu.addAction(_tr("Review this hand"))
        action.triggered.connect(lambda: self.review_requested.emit(hand))
        return menu

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        # From the mouse, in the viewport's coordinates; from the keyboard (the Menu
        # key), on the line the keyboard is on.
        keyboard = event.reason() is QContextMenuEvent.Reason.Keyboard
        index = self.currentIndex() if keyboard else self.indexAt(event.pos())
        menu = self.review_menu(index.row()) if index.isValid() else None
        if menu is None:
            super().contextMenuEvent(event)
            return
        self.setCurrentIndex(index)
        where = (self.viewport().mapToGlobal(self.visualRect(index).center()) if keyboard
                 else event.globalPos())
        menu.exec(where)
        menu.deleteLater()

    def setModel(self, model: Any) -> None:
        super().setModel(model)
        if isinstance(model, ScorePadModel):
            model.modelReset.connect(self._after_reset)
            self._after_reset()

    def _after_reset(self) -> None:
        model = self.model()
        if not isinstance(model, ScorePadModel):
            return
        header = self.horizontalHeader()
        header.setVisible(model.columnCount() > 0)
        if not model.columnCount():
            return
        # The seat columns keep their numbers whole; the words share what is left and
        # elide (every line's tooltip says it in full).
        # Sized by _fit_words, to its numbers (or wider, see there).
        header.setSectionResizeMode(COL_HAND, QHeaderView.ResizeMode.Interactive)
        self._fit_words()
        self.clearSpans()
        for row in range(model.rowCount()):
            if model.line_kind(row) != "hand":
                # Bonus and total lines: their words span the info columns.
                self.setSpan(row, COL_HAND, 1, FIRST_SCORE_COLUMN)
        self.scrollToBottom()

    def _fit_words(self) -> None:
        """``_fit_columns``, then the box's marks (``_mark_the_box``)."""
        self._fit_columns()
        self._mark_the_box()

    def _mark_the_box(self) -> None:
        """Three-hand where the box's column is hidden (a narrow pad): the box's scores on
        each line carry its one-letter mark where every one of them has room for it beside
        its total; else none does (a line without the mark read as one without a box), and
        they are framed instead."""
        model = self.model()
        if not isinstance(model, ScorePadModel) or not model.columnCount():
            return
        hidden = self.isColumnHidden(COL_DEALER)
        room = hidden and self._room_for_marks(model)
        model.set_box_looks(marked=room, framed=hidden and not room)

    def _room_for_marks(self, model: ScorePadModel) -> bool:
        """Whether every score of the box has room for its mark beside its total."""
        delegate = self.itemDelegate()
        if not isinstance(delegate, ScoreDelegate):
            return False
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        height = self.verticalHeader().defaultSectionSize()
        header = self.horizontalHeader()
        for column in filter(model.holds_box_scores,
                             range(FIRST_SCORE_COLUMN, model.columnCount())):
            option.rect = QRect(0, 0, header.sectionSize(column), height)
            if not delegate.column_has_mark_room(option, model.index(0, column)):
                return False
        return True

    def _fit_columns(self) -> None:
        """Fit the pad to its width, whole words before more columns: the numbers and the
        seats' names stay whole and the result column shows; the knocker's and then the
        dealer's columns come back as the room allows (every line's tooltip names both).
        Narrower still, the names go on two lines; narrower again (or in Hollywood, whose
        titles are long), the result's column goes and the titles are shortened to fit
        ("Ord."), their tooltips whole."""
        model = self.model()
        if not isinstance(model, ScorePadModel) or not model.columnCount():
            return
        header = self.horizontalHeader()
        scores = range(FIRST_SCORE_COLUMN, model.columnCount())
        self._group_by_seat(model, False)
        hand = self._hand_width()
        room = self.viewport().width() - hand
        # Who knocked by whole names, measured so: measured as the last fit showed it
        # ("Comp. 1"), a refit took the short width for the whole names' and every other
        # refit overran the pad (a sideways scroll bar at each hand's end, 1024x768).
        model.set_short_knockers(False)
        need = {column: self._word_width(column) for column in WORD_COLUMNS}
        model.set_short_titles({})
        model.set_short_total(False)
        model.set_starred(True)
        compact, desired = self._score_widths(model, wrapped=False)
        shown: tuple[int, ...] = ()
        choices = THREE_HAND_WORD_CHOICES if model.three_hand else WORD_CHOICES
        # Hollywood's form is chosen as if the lines already scrolled: its scroll bar,
        # come at the match's end, took the room "Comp." had (Portuguese at 800x600
        # read "C.").
        fit_room = room - self._scroll_bar_reserve() if model.hollywood else room
        # Hollywood's whole titles ("Game 1 / Computer") only where who knocked shows
        # beside them: otherwise its compact form, which keeps that column.
        for choice in choices[:2] if model.hollywood else choices:
            if sum(desired.values()) + sum(need[c] for c in choice) <= fit_room:
                shown = choice
                break
        hollywood = None if shown or not model.hollywood \
            else self._hollywood_form(model, fit_room, need, room - fit_room)
        wrapped = not shown and hollywood is None
        model.set_wrapped_names(wrapped)
        if hollywood is not None:
            shown, compact, desired = hollywood
            need[COL_KNOCKER] = self._word_width(COL_KNOCKER)  # "Comp. 1" where it chose
        elif wrapped:
            model.set_short_titles({})
            shown, compact, desired = self._narrow_form(model, room, hand, need)
        spare = room - sum(need[c] for c in shown) - sum(compact.values())
        wanted = sum(desired[c] - compact[c] for c in scores)
        share = 1.0 if wanted <= 0 else max(0.0, min(1.0, spare / wanted))
        for column in scores:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, compact[column]
                                 + int((desired[column] - compact[column]) * share))
        # The words take what is left, each at least its own width.
        left = room - sum(header.sectionSize(c) for c in scores) - sum(need[c] for c in shown)
        for index, column in enumerate(shown):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            extra = max(0, left) * (index + 1) // len(shown) - max(0, left) * index // len(shown)
            header.resizeSection(column, need[column] + extra)
        for column in WORD_COLUMNS:
            self.setColumnHidden(column, column not in shown)
        if shown:
            header.resizeSection(COL_HAND, hand)
            # The total line's word spans the number and word columns (Czech "Konečný
            # součet" beside the result's column alone, at 900x600, was cut).
            self._shorten_total(model, hand + sum(header.sectionSize(c) for c in shown))
            self._title_games(model)
            return
        # No word column (a narrow pad): the total line's word spans the number
        # column alone, which widens for it; the score columns share the rest.
        widen = min(max(0, left), max(0, self._total_word_width(model) - hand))
        header.resizeSection(COL_HAND, hand + widen)
        self._shorten_total(model, hand + widen)
        rest, count = max(0, left - widen), len(scores)
        for index, column in enumerate(scores):
            header.resizeSection(column, header.sectionSize(column)
                                 + rest * (index + 1) // count - rest * index // count)
        self._title_games(model)

    def _shorten_total(self, model: ScorePadModel, span: int) -> None:
        """The total line's word "Total", or the sum sign, where ``span`` has no room for
        "Final total"."""
        if self._total_word_width(model) > span:
            model.set_short_total(True)
            if self._total_word_width(model) > span:
                model.set_short_total(True, sign=True)

    def _title_games(self, model: ScorePadModel) -> None:
        """Each Hollywood game titled by its word ("Game 1") across its columns where they
        hold it, else by its code ("G1", the columns' tooltips saying it in words)."""
        if not model.hollywood:
            return
        if model.grouped_by_seat:
            # Each game's code under the players' names; the columns' tooltips say it.
            model.set_coded_games(set(range(HOLLYWOOD_GAMES)))
            return
        header = self.horizontalHeader()
        metrics = QFontMetrics(header.font())
        model.set_coded_games({
            game for game in range(HOLLYWOOD_GAMES)
            if metrics.horizontalAdvance(model.game_word(game)) + TITLE_PADDING
            > sum(header.sectionSize(c) for c in model.game_columns(game))})

    def _hollywood_form(self, model: ScorePadModel, room: int, need: dict[int, int],
                        reserve: int = 0
                        ) -> tuple[tuple[int, ...], dict[int, int], dict[int, int]]:
        """Hollywood's compact form where ``room`` holds it and its titles name every
        player: short names ("Comp.", their tooltips whole) under each game's title,
        each game's totals alone (the points a line scored are in bold, and in its
        tooltip), who knocked and the result beside them while they fit. Where a name
        would be cut to its initial ("C. 1" in three-hand English, "C." in Portuguese
        at 800x600), or where a word column they would show but for ``reserve`` (the
        room kept in ``room`` for the scroll bar the lines take later) shows grouped by
        player (who knocked, in two-player Spanish and Czech at 1024x768), the columns
        grouped by player instead (``_grouped_form``); in the three-hand game wherever
        they show more word columns so (its nine totals by game left none at 1024x768).
        The word columns shown and each score column's width twice (as
        ``_score_widths``)."""
        titles = model.short_titles(self._fits_compact_title)
        if not self._cuts_to_initial(model, titles):
            grouped = self._grouped_words(model, room, need)
            if len(grouped) <= len(self._compact_words(model, room, need)) \
                    or not model.three_hand \
                    and len(grouped) > len(self._compact_words(model, room + reserve, need)):
                grouped = ()  # by game the same words (two-player: but for the reserve)
            # A game's winner's "★" only where it takes no column's room: won mid-match,
            # it took the result's (the gold tint and the cell's tooltip still say it).
            for choice in (*HOLLYWOOD_WORD_CHOICES, ()):
                if len(choice) < len(grouped):
                    break
                for starred in (True, False):
                    widths = self._compact_widths(model, starred)
                    if sum(widths.values()) + sum(need[c] for c in choice) <= room:
                        model.set_short_titles(titles)
                        model.set_starred(starred)
                        return choice, widths, dict(widths)
        return self._grouped_form(model, room, need)

    def _compact_words(self, model: ScorePadModel, room: int, need: dict[int, int]
                       ) -> tuple[int, ...]:
        """The word columns that fit in ``room`` beside the compact form's score columns
        (no "★")."""
        widths = sum(self._compact_widths(model, starred=False).values())
        return next((choice for choice in HOLLYWOOD_WORD_CHOICES
                     if widths + sum(need[c] for c in choice) <= room), ())

    def _cuts_to_initial(self, model: ScorePadModel, titles: dict[int, str]) -> bool:
        """Some score column's title in ``titles`` gives its player by an initial alone."""
        return any(_is_initial(title, model.header_title(column).split("\n")[-1])
                   for column, title in titles.items())

    def _scroll_bar_reserve(self) -> int:
        """The room the pad's vertical scroll bar takes once its lines scroll, while
        they do not yet."""
        bar = self.verticalScrollBar()
        return 0 if bar.isVisible() else bar.sizeHint().width()

    def _fits_compact_title(self, line: str) -> bool:
        metrics = QFontMetrics(self.horizontalHeader().font())
        return metrics.horizontalAdvance(line) \
            <= metrics.horizontalAdvance(HOLLYWOOD_TITLE_ROOM)

    def _compact_widths(self, model: ScorePadModel, starred: bool = True) -> dict[int, int]:
        """Each Hollywood score column's width in the compact form: its short title (as
        ``short_titles`` gives it) and its totals, with room for three digits so that
        the pad keeps its width as the games near 100; ``starred``: room from the first
        hand for a game's winner's three digits and "★" (sized to the stars so far, the
        pad widened 15 pixels a game won at 1280x800)."""
        titles = model.short_titles(self._fits_compact_title)
        bold = QFont(self.font())
        bold.setBold(True)
        digits = QFontMetrics(bold).horizontalAdvance("000 ★" if starred else "000") + 12
        return {column: max(digits, self._numbers_width(model, column, starred),
                            self._title_width(title))
                for column, title in titles.items()}

    def _narrow_form(self, model: ScorePadModel, room: int, hand: int,
                     need: dict[int, int]
                     ) -> tuple[tuple[int, ...], dict[int, int], dict[int, int]]:
        """A pad too narrow for its names on one line: the word columns shown, and each
        score column's compact and desired width (``_score_widths``), titles shortened
        where need be."""
        shown: tuple[int, ...] = (COL_RESULT,)
        compact, desired = self._score_widths(model, wrapped=True)
        if sum(desired.values()) + need[COL_RESULT] <= room:
            return shown, compact, desired
        # Names too long even on two lines: shortened to the columns' share ("Comp. 1"),
        # the result's column and the numbers kept.
        compact, _whole = self._score_widths(model, wrapped=False, digits=3)
        if sum(compact.values()) + need[COL_RESULT] <= room:
            self._shorten_titles(model, room - need[COL_RESULT], compact, 0)
            return shown, *self._score_widths(model, wrapped=True, digits=3)
        # Narrower still (an 800-pixel screen at the end of a long match, the table at its
        # minimum): the totals alone, as in Hollywood, their "+13" in the line's tooltip,
        # the result's column while it fits beside them.
        numbers, _whole = self._score_widths(model, wrapped=False, marks=False)
        if sum(numbers.values()) + need[COL_RESULT] > room:
            shown = ()
        total_word = 0 if shown else max(0, self._total_word_width(model) - hand)
        self._shorten_titles(model, room - sum(need[c] for c in shown), numbers, total_word)
        return shown, *self._score_widths(model, wrapped=True, marks=False)

    def _grouped_form(self, model: ScorePadModel, room: int, need: dict[int, int]
                      ) -> tuple[tuple[int, ...], dict[int, int], dict[int, int]]:
        """Hollywood's score columns in ``room`` grouped by player: each player's three
        games side by side under the player's name, who knocked and the result beside them
        where they fit (``_grouped_choice``: names whole where they can be); else each
        column as wide as its totals (``_tight_widths``), what is left shared out towards
        the style's margins and room for the whole name, each name shortened to its three
        columns. The word columns
        shown and each score column's width twice (as ``_score_widths``). (By game, nine
        columns each under its own name: a bold "113" and "C. 1" needed more than an
        800-pixel screen leaves beside the table, and "Comp. 1" more than a 1280-pixel
        one gives the pad.)"""
        self._group_by_seat(model, True)
        model.set_starred(False)
        least = self._tight_widths(model)
        self.horizontalHeader().setMinimumSectionSize(min(least.values()))
        shown, base, short_knockers = self._grouped_choice(model, room, need)
        model.set_short_knockers(short_knockers)
        words = sum(self._word_width(c, short_knockers) for c in shown)
        widths = _filled_towards(base, self._grouped_wanted(model), room - words)
        metrics = QFontMetrics(self.horizontalHeader().font())
        titles: dict[int, str] = {}
        for seat in range(model.seats):
            columns = model.seat_columns(seat)
            space = sum(widths[c] for c in columns) - TIGHT_TITLE_PADDING

            def fits(line: str, space: int = space) -> bool:
                return metrics.horizontalAdvance(line) <= space
            title = model.short_titles(fits)[columns[0]]
            titles.update(dict.fromkeys(columns, title))
        model.set_short_titles(titles)
        return shown, widths, dict(widths)

    def _grouped_words(self, model: ScorePadModel, room: int, need: dict[int, int]
                       ) -> tuple[int, ...]:
        """The word columns that fit in ``room`` beside the score columns grouped by
        player (``_grouped_choice``; none: an empty tuple)."""
        return self._grouped_choice(model, room, need)[0]

    def _grouped_choice(self, model: ScorePadModel, room: int, need: dict[int, int]
                        ) -> tuple[tuple[int, ...], dict[int, int], bool]:
        """The most word columns that fit in ``room`` beside the score columns grouped by
        player (``need``: each word column's width, names whole), the score columns'
        least widths beside them, and whether who knocked is by the computers' short
        names. Each choice is tried with every name whole (``_grouped_beside_words``),
        then who knocked as "Comp. 1", then in the three-hand game the players' titles
        short too (``_tight_widths``): in English and Portuguese at 1024x768 whole names
        left no room for who knocked."""
        tries = [self._grouped_beside_words(model)]
        if model.three_hand:
            tries.append(self._tight_widths(model))
        short = dict(need)
        short[COL_KNOCKER] = self._word_width(COL_KNOCKER, short_knockers=True)
        for choice in HOLLYWOOD_WORD_CHOICES:
            for base in tries:
                for words, short_knockers in ((need, False), (short, True)):
                    if COL_KNOCKER not in choice and short_knockers:
                        continue
                    if sum(base.values()) + sum(words[c] for c in choice) <= room:
                        return choice, base, short_knockers
        return (), self._tight_widths(model), False

    def _grouped_beside_words(self, model: ScorePadModel) -> dict[int, int]:
        """Each score column's least width grouped by player beside a word column: the
        style's margins beside the totals (``_grouped_wanted``); in the three-hand game
        the totals whole with every name whole (``_grouped_named``): with the margins its
        nine columns left room for neither who knocked nor the result at 1024x768."""
        return self._grouped_named(model) if model.three_hand \
            else self._grouped_wanted(model)

    def _grouped_named(self, model: ScorePadModel) -> dict[int, int]:
        """Each score column's least width grouped by player with every player's name
        whole across its games: its totals (``_tight_widths``), and a third of the name
        in the air ``_grouped_form`` gives a title."""
        least = self._tight_widths(model)
        metrics = QFontMetrics(self.horizontalHeader().font())
        return {column: max(least[column], -(-(metrics.horizontalAdvance(
            model.header_title(column).split("\n")[-1]) + TIGHT_TITLE_PADDING)
            // HOLLYWOOD_GAMES)) for column in least}

    def _grouped_wanted(self, model: ScorePadModel) -> dict[int, int]:
        """Each score column's width grouped by player with room to spare: the style's
        margins beside three digits, and a third of the player's whole name."""
        least = self._tight_widths(model)
        whole = {column: self._title_width(model.header_title(column).split("\n")[-1])
                 for column in least}
        bold = QFont(self.font())
        bold.setBold(True)
        air = QFontMetrics(bold).horizontalAdvance("000") + 12
        return {column: max(least[column], air, -(-whole[column] // HOLLYWOOD_GAMES))
                for column in least}

    def _groups_by_seat(self, model: ScorePadModel) -> bool:
        """Hollywood's compact titles by game would give some player by an initial: the
        pad's widths are those of its columns grouped by player."""
        return self._cuts_to_initial(model, model.short_titles(self._fits_compact_title))

    def _tight_widths(self, model: ScorePadModel) -> dict[int, int]:
        """Each score column's least width grouped by player, the same for all: room for
        three digits (the pad keeps its width as the games near 100) or the widest total,
        ``TIGHT_NUMBER_PADDING`` beside it (``ScoreDelegate._paint_tight``), and for each
        game's code."""
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(self.horizontalHeader().font())
        columns = range(FIRST_SCORE_COLUMN, model.columnCount())
        width = max([QFontMetrics(bold).horizontalAdvance("000") + TIGHT_NUMBER_PADDING,
                     *(self._numbers_width(model, c, False, TIGHT_NUMBER_PADDING)
                       for c in columns),
                     *(metrics.horizontalAdvance(model.game_code(game)) + TIGHT_TITLE_PADDING
                       for game in range(HOLLYWOOD_GAMES))])
        return dict.fromkeys(columns, width)

    def _group_by_seat(self, model: ScorePadModel, grouped: bool) -> None:
        """Show the score columns grouped by player (each player's games side by side),
        or in the model's order again (by game); the header's least section as the form
        needs."""
        header = self.horizontalHeader()
        if not grouped:
            header.setMinimumSectionSize(LEAST_SECTION)
        model.set_grouped_by_seat(grouped)
        order = ([c for seat in range(model.seats) for c in model.seat_columns(seat)]
                 if grouped else list(range(FIRST_SCORE_COLUMN, model.columnCount())))
        for place, column in enumerate(order, FIRST_SCORE_COLUMN):
            if header.visualIndex(column) != place:
                header.moveSection(header.visualIndex(column), place)

    def _least_widths(self, model: ScorePadModel) -> dict[int, int]:
        """Each score column's least width: its totals; in Hollywood grouped by player
        (``_tight_widths``), the pad's narrowest form."""
        if model.hollywood:
            return self._tight_widths(model)
        numbers, _whole = self._score_widths(model, wrapped=False, marks=False)
        return numbers

    def _hand_width(self) -> int:
        """The hand number column's own width: its numbers and its title. (The bonus and
        total lines' words span the columns beside it: counted in, "Line bonus: ..." made
        the number column 220 pixels wide, and the pad's narrowest form too wide for an
        800-pixel screen.)"""
        header = self.horizontalHeader()
        model = self.model()
        numbers = [self.sizeHintForIndex(model.index(row, COL_HAND)).width()
                   for row in range(model.rowCount()) if model.line_kind(row) == "hand"] \
            if isinstance(model, ScorePadModel) else []
        return max([header.sectionSizeHint(COL_HAND), LEAST_SECTION, *numbers])

    def _total_word_width(self, model: ScorePadModel) -> int:
        """The room the total line's word ("Final total") needs."""
        font = QFont(self.font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        words = [str(model.index(row, COL_HAND).data()) for row in range(model.rowCount())
                 if model.line_kind(row) == "total"]
        return max((metrics.horizontalAdvance(word) for word in words), default=0) + 12

    def _shorten_titles(self, model: ScorePadModel, room: int, numbers: dict[int, int],
                        total_word: int) -> None:
        """Shorten the score columns' titles to their share of ``room`` (less
        ``total_word``, the room the total line's word needs in the number column), each
        at least as wide as its ``numbers``."""
        each = max((room - total_word) // len(numbers), max(numbers.values()))
        metrics = QFontMetrics(self.horizontalHeader().font())
        space = each - TITLE_PADDING

        def fits(line: str) -> bool:
            return metrics.horizontalAdvance(line) <= space

        model.set_short_titles(model.short_titles(fits))
        titled = sum(max(width, self._title_width(model.shown_title(column, True)))
                     for column, width in numbers.items())
        if titled > room - total_word:
            # The narrowest pad: "C." over "1" rather than a name cut off beside "C. 1".
            model.set_short_titles(model.short_titles(fits, number_apart=True))

    def _score_widths(self, model: ScorePadModel, *, wrapped: bool, marks: bool = True,
                      digits: int = 4, starred: bool = True
                      ) -> tuple[dict[int, int], dict[int, int]]:
        """Per seat (or game) column: the width of its numbers (``marks``: with the "+13"
        beside them, and room for ``digits`` digits; without, ``starred`` as
        ``_numbers_width``), and with its title."""
        metrics = QFontMetrics(self.horizontalHeader().font())
        compact: dict[int, int] = {}
        desired: dict[int, int] = {}
        for column in range(FIRST_SCORE_COLUMN, model.columnCount()):
            content = (self.sizeHintForColumn(column) if marks
                       else self._numbers_width(model, column, starred))
            # With the marks, room for four digits (three on a narrow pad); without (a
            # narrow Hollywood pad), only for the totals there are.
            short = (max(metrics.horizontalAdvance("0" * digits) + 14, 11 * digits) if marks
                     else LEAST_SECTION)
            compact[column] = max(content, short)
            title = model.shown_title(column, wrapped) if wrapped else model.header_title(column)
            if model.hollywood:
                # The game's title spans the game's columns (``_title_games``): a column
                # needs room for its name alone.
                title = title.split("\n")[-1]
            desired[column] = max(compact[column], self._title_width(title))
        return compact, desired

    def _numbers_width(self, model: ScorePadModel, column: int, starred: bool = True,
                       padding: int = 12) -> int:
        """The room a score column's totals need, without the "+13" marks (``starred``:
        a winner's with its "★", as ``ScorePadModel.total_text``), ``padding`` beside
        them."""
        font = QFont(self.font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        return max((metrics.horizontalAdvance(model.total_text(row, column, starred))
                    for row in range(model.rowCount())), default=0) + padding

    def _title_width(self, title: str) -> int:
        """The room a column title needs, each of its lines whole."""
        metrics = QFontMetrics(self.horizontalHeader().font())
        widest = max((metrics.horizontalAdvance(line) for line in title.split("\n")),
                     default=0)
        return widest + TITLE_PADDING

    def _word_width(self, column: int, short_knockers: bool | None = None) -> int:
        """A word column's title and its longest entry, whole: the longest it can hold
        this match (``possible_entries``, who knocked by short names as
        ``short_knockers`` says, None: as shown), so that the pad keeps its width."""
        model = self.model()
        if not isinstance(model, ScorePadModel):
            return max(MIN_WORDS, self.sizeHintForColumn(column))
        entries = [self._entry_width(text)
                   for text in model.possible_entries(column, short_knockers)]
        shown = [] if short_knockers is not None else [self.sizeHintForColumn(column)]
        return max(MIN_WORDS, self._title_width(model.header_title(column)), *shown,
                   *entries)

    def _entry_width(self, text: str) -> int:
        """The width a hand line's cell needs for ``text``, as the delegate sizes it."""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.text = text
        option.features |= QStyleOptionViewItem.ViewItemFeature.HasDisplay
        return self.style().sizeFromContents(
            QStyle.ContentsType.CT_ItemViewItem, option, QSize(), self).width()

    def resizeEvent(self, event: QResizeEvent) -> None:
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        self._fit_words()
        if at_end:
            # At its end, the pad stays there when it grows shorter: at a Hollywood
            # match's end the lines saying what decided it pushed the table down, which
            # kept its scroll, and the final totals fell below the pad's edge (1024x600).
            self.scrollToBottom()

    def preferred_width(self) -> int:
        """The width at which every column shows whole (names included); in Hollywood,
        the width of its compact form (``_hollywood_form``)."""
        model = self.model()
        if not isinstance(model, ScorePadModel):
            return 0
        _compact, desired = self._score_widths(model, wrapped=False)
        words = sum(self._word_width(column) for column in WORD_COLUMNS)
        if model.hollywood and model.columnCount():
            # Nine columns of whole titles took 45 % of a 1280-pixel window: the compact
            # form, a share like the two-player pad's.
            # Without room for a winner's "★" beside the totals: kept from the first hand,
            # it took the pad past two fifths of a 1280-pixel window (the gold tint still
            # marks the winner).
            desired = (self._grouped_wanted(model) if self._groups_by_seat(model)
                       else self._compact_widths(model, starred=False))
            words = sum(self._word_width(column) for column in HOLLYWOOD_WORD_CHOICES[0])
        frame = self.width() - self.viewport().width()
        if self.verticalScrollBar().isVisible():
            frame -= self.verticalScrollBar().width()
        return (self._hand_width() + sum(desired.values()) + words
                + frame + self.verticalScrollBar().sizeHint().width())

    def narrowest_width(self) -> int:
        """The width of the pad's narrowest readable form (``_fit_words``): the hand
        numbers and every seat's (or game's) total, titles shortened, no word column; in
        Hollywood each column as wide as its compact title ("Comp."), whose six columns
        in equal shares left the computer its initial ("C."), or where those titles
        would give a player by an initial ("C. 1"), grouped by player with each name
        whole. Where the screen has no room for that, the pad goes down to
        ``least_width``. (With the result's column
        and the "+13" marks it was 262 pixels at the end of a long match in Portuguese,
        and the window with the table's 560 ran past an 800-pixel screen.)"""
        model = self.model()
        if not isinstance(model, ScorePadModel) or not model.columnCount():
            return 0
        if not model.hollywood:
            return self.least_width()
        if self._groups_by_seat(model):
            return self._width_around(sum(self._grouped_wanted(model).values()))
        return self._width_around(sum(self._compact_widths(model, starred=False).values()))

    def least_width(self) -> int:
        """The width below which the pad would scroll sideways: the hand numbers and every
        total, the titles at their shortest; in Hollywood grouped by player."""
        model = self.model()
        if not isinstance(model, ScorePadModel) or not model.columnCount():
            return 0
        return self._width_around(sum(self._least_widths(model).values()))

    def _width_around(self, scores: int) -> int:
        """The pad's width for score columns ``scores`` wide beside the hand numbers."""
        return (self._hand_width() + scores + 2 * self.frameWidth()
                + self.verticalScrollBar().sizeHint().width())


class ScorePadDock(QDockWidget):
    """The score pad in a dock: a line saying the target, the table, and the model."""

    #: The dock's size changed (the window's layout applied a width asked for it).
    resized = Signal()

    def __init__(self, game: GameModel | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_pad_dock")
        self.setWindowTitle(self.tr("Score pad"))
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.score_model = ScorePadModel(game, self)
        self.view = ScorePadView()
        self.view.setAccessibleName(self.tr("Score pad"))
        self.view.setModel(self.score_model)
        self.summary = QLabel()
        self.summary.setObjectName("score_pad_summary")
        self.summary.setWordWrap(True)
        self.summary.setContentsMargins(6, 4, 6, 2)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.summary)
        layout.addWidget(self.view, 1)
        self.setWidget(body)
        self.score_model.modelReset.connect(self._show_summary)
        self.score_model.modelReset.connect(self._keep_scores_in_view)
        self._show_summary()
        self._keep_scores_in_view()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()

    def _keep_scores_in_view(self) -> None:
        # A small window squeezes the docks first: never below the pad's narrowest form,
        # or it shrinks to a sliver ("Sc…") scrolling sideways over a single column.
        self.view.setMinimumWidth(self.view.narrowest_width())

    def give_up_width(self, pixels: int) -> None:
        """Let the pad be ``pixels`` narrower than its narrowest readable form, never
        narrower than its totals need (``least_width``): for a screen too small for both
        it and the table at its least (Portuguese Hollywood at 800x600)."""
        view = self.view
        view.setMinimumWidth(max(view.least_width(), view.narrowest_width() - pixels))

    def _show_summary(self) -> None:
        match = self.score_model.source_match
        if match is None:
            self.summary.setText(self.tr("No game yet"))
            return
        rules = match.rules
        if rules.hollywood:
            aim = self.tr("Hollywood: three games, each to {target}")
        else:
            aim = self.tr("First to {target} wins")
        text = held_target(aim).format(target=rules.target)
        notes: list[str] = []
        if rules.oklahoma:
            notes.append(self.tr("Oklahoma: ♠×2 marks a doubled hand"))
        if rules.straight:
            notes.append(self.tr("Straight: gin only"))
        # The rule notes on a line of their own under the aim, not run on after it: on
        # one line "First to 100 wins · Oklahoma: ♠×2 marks a doubled hand" ran to the
        # pane's right edge at 1280x800, and wrapped mid-note at other widths.
        lines = f"<b>{html.escape(text)}</b>"
        if notes:
            lines += "<br>" + html.escape(" · ".join(notes))
        # Hollywood's end: what decided the match, under the pad's aim, where the lines
        # wrap to the pane's width (the total line has no room for it at 900x600).
        for line in self.score_model.match_decision():
            lines += "<br>" + html.escape(line)
        self.summary.setText(lines)
        self.summary.setToolTip(self.tr("Rest the pointer on a line to see how it was "
                                        "scored."))

    def preferred_height(self) -> int:
        """The height that shows every line with one line's room to spare (at least
        ``MIN_ROWS`` lines): the move log below gets the rest, not a white page."""
        view = self.view
        rows = max(MIN_ROWS, self.score_model.rowCount() + 1)
        lines = rows * view.verticalHeader().defaultSectionSize()
        frame = 2 * view.frameWidth() + view.horizontalHeader().height()
        if view.horizontalScrollBar().isVisible():
            frame += view.horizontalScrollBar().height()
        body = self.widget()
        layout = body.layout() if body is not None else None
        above = self.summary.sizeHint().height() + (layout.spacing() if layout else 0)
        title = self.height() - body.height() if body is not None else 0
        return title + above + frame + lines

    def sizeHint(self) -> QSize:
        return QSize(380, 400)
