"""The words on the felt: the seats' name plates (with the showdown's deadwood counts),
the variant pills in the corner, the stock and pile counters, the own hand's deadwood and
the prompt (the status line on the table).

``TableCaptions`` owns these items and places them; the scene hands it the mirror, the
seat names and the model's facts. Its words come from ``texts`` and the model.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from gin_desktop.engine import Card, RuleSet, deadwood_points, hand_terms

from ..hand_rules_words import hand_rules_lines
from ..i18n import translate as _tr
from ..names import short_computer_name
from . import texts
from .geometry import TableGeometry
from .items import PillItem, SeatLabelItem, table_font
from .mirror import TableMirror
from .texts import Names

_AMBER = QColor(250, 200, 70)
# The prompt's type, in the table's prompt size, from its own down to the smallest that
# still reads at a glance: a long sentence takes the smaller before a second line.
_PROMPT_TYPE = (1.0, 0.92, 0.84, 0.76)
_SHADE = QColor(0, 0, 0, 110)
# A refusal's ground: a deep red, so that its white words read 4.5:1 on any table colour.
# The worst is a white table (this red over it reads 4.6:1); the light red it replaced read
# 3.7:1 on the green and 2.3:1 on white (s44).
_REFUSAL_RED = QColor(190, 35, 35, 210)


@dataclass(frozen=True, slots=True)
class Seats:
    """Where each seat sits: the bottom row, the top row, the side (three-hand, out)."""

    bottom: int
    top: int
    side: int | None


def _plate_scores(mirror: TableMirror) -> Sequence[int]:
    """The scores the plates give: once the match is over, its final totals, as the result
    panel and the score pad give them (the line, game and shutout bonuses are added only
    then, RULES.md "Extras"), not the scores before them."""
    if mirror.match_end is not None:
        return mirror.match_end.totals
    return mirror.scores


class TableCaptions:
    """The pills and name plates of the table."""

    def __init__(self, scene: QGraphicsScene, *, toggle_pile: Callable[[], object]) -> None:
        self.stock = PillItem()
        self.pile = PillItem(clickable=True)
        self.pile.clicked.connect(toggle_pile)
        # Variant facts of the hand (knock limit, doubling), in the top-left corner. The
        # hand and deal numbers are on the status bar, not over the opponent's cards.
        self.rules = [PillItem(), PillItem()]
        self.deadwood = PillItem()
        self.prompt = PillItem()
        # Three-hand with ``sitter_dealt``: the label over the sitter's cards.
        self.out_of_play = PillItem()
        for pill in (self.stock, self.pile, self.prompt, self.deadwood, self.out_of_play,
                     *self.rules):
            scene.addItem(pill)
        self.out_of_play.setVisible(False)
        self._plate_px = 14.0
        # The deadwood pill's shorter forms, longest first, where the own plate has no room
        # beside its whole sentence.
        self._deadwood_shorter: list[str] = []
        # Sitting out: the captain's figures with their owner (``texts.captains_figures``),
        # tried beside the plate's name alone before the figures said to the one holding
        # the cards.
        self._deadwood_owner = ""
        # The pill's and the plates' words before ``fit_bottom_plate`` shortened them: it
        # runs again when the sort buttons come or go, and started from its own cuts.
        self._deadwood_whole = ""
        self._plate_words: dict[int, tuple[str, str]] = {}
        self.plates: dict[int, SeatLabelItem] = {}
        for seat in range(3):
            plate = SeatLabelItem(seat)
            scene.addItem(plate)
            plate.setVisible(False)
            self.plates[seat] = plate

    def set_font_px(self, px: float) -> None:
        for pill in (self.stock, self.pile, self.deadwood, self.out_of_play, *self.rules):
            pill.set_font_px(px * 0.9)
        self.prompt.set_font_px(px * 1.1, bold=True)
        self._plate_px = px
        for plate in self.plates.values():
            plate.set_font_px(px)

    def corner_width(self) -> float:
        """The widest pill in the top-left corner (the showdown rows keep clear of it);
        0 when there is none."""
        return max((p.size().width() for p in self.rules if p.text()), default=0.0)

    # ------------------------------------------------------------------ plates
    def refresh_plates(self, mirror: TableMirror, names: Names, seats: Seats, *,
                       to_act: int | None, thinking: bool, g: TableGeometry,
                       side_middle: float | None = None,
                       levels: Mapping[int, str] | None = None) -> None:
        """Each seat's name, role, score and last turn (at the showdown: its deadwood);
        the tooltip says it all, with what the seat's three-hand role means and, for a
        computer, its level in words (``levels``: seat -> "Gin hunter").
        ``side_middle``: the side plate sits at the left with its middle at this height,
        not on the top plates' row."""
        roles = mirror.roles()
        showdown = _showdown_notes(mirror)
        game_scores = mirror.shown_game_scores()
        for seat, plate in self.plates.items():
            if seat not in mirror.seats:
                plate.setVisible(False)
                continue
            badges = [texts.role_badge(roles[seat])] if seat in roles else (
                [_tr("Dealer")] if seat == mirror.dealer else [])
            badges_short = [texts.role_badge_short(roles[seat])] if seat in roles \
                else badges
            note = texts.turn_note(mirror.history, seat, names)
            if thinking and to_act == seat:
                note = _tr("thinking…")
            # While the hand is played: at its end (a drawn hand too, every hand face up)
            # the sentence said nothing new and took the score's room (the sitter's cards
            # dealt out of play, 800x600: "Tú Fuera ves las cartas del capitán", no points).
            sees_cards = seat == seats.side and names.is_you(seat) \
                and mirror.showdown is None and mirror.result is None
            if sees_cards:
                note = (_tr("you see the captain's cards") if names.says_you(seat)
                        else _tr("sees the captain's cards"))
            # The deadwood on the plate beside the laid-down cards, not over them.
            note = showdown.get(seat, note)
            score = texts.plate_score(seat, _plate_scores(mirror), game_scores)
            plate.set_font_px(self._plate_px)  # a plate squeezed last time gets room again
            plate.score_may_wrap = False
            plate.set_content(name=names(seat), badges=badges, score=score, note=note,
                              active=to_act == seat and mirror.result is None,
                              score_short=texts.plate_score_short(seat, game_scores),
                              note_cuttable=not sees_cards,
                              name_short=short_computer_name(names(seat)) or "",
                              badges_short=badges_short,
                              # The bottom plate, squeezed by the deadwood count and
                              # the sort buttons; the top row's trade-off between the
                              # sitter's sentence and the top plate is
                              # ``_side_plate_room``'s; on that row Hollywood's
                              # games are kept first too.
                              score_first=bool(game_scores) and (
                                  seat == seats.bottom or seats.side is not None))
            self._plate_words[seat] = note, score
            tip = [" · ".join(part for part in (names(seat), *badges, score, note) if part)]
            if mirror.game_scores:
                tip.append(texts.hollywood_plate_tip())
            if seat in roles:
                tip.append(texts.role_tip(roles[seat]))
            if levels and levels.get(seat):
                # The plate says "Computer"; which opponent was chosen was nowhere at the
                # table (a new player's play-through).
                tip.append(_tr("Level: {level}").format(level=levels[seat]))
            plate.setToolTip("\n".join(tip))
            plate.setVisible(True)
        self.plates[seats.bottom].place_centred(g.centre_x, g.bottom_label_y)
        top = self.plates[seats.top]
        top_words = top.kept_whole_width(), top.least_whole_width()
        # Hollywood's three scores in words ("Game 1: 0 · ...") make a wide plate: on a
        # narrow table it takes their short form rather than running off the felt.
        top.fit_width(g.width - 2 * g.margin)
        top.place_centred(g.centre_x, g.top_label_y)
        if seats.side is not None:
            # On the top plates' row, at the left: the column under it, left of the stock,
            # is the sitter's (its cards out of play, its advice bubble). Lower, beside the
            # piles, it took the height the bubble needs on a short table, where the bubble
            # then ran over the own hand.
            side = self.plates[seats.side]
            side.setPos(g.margin, g.top_label_y)
            if side_middle is not None:
                # Beside the result panel the column is narrow and the felt tall: the
                # score goes under the name rather than off the plate.
                side.score_may_wrap = True
                side.fit_width(g.stock_x - 2 * g.margin)
                side.setY(round(side_middle - side.size().height() / 2))
                return
            side.fit_width(self._hollywood_side_room(side, top, g) if game_scores
                           else self._side_plate_room(side, top_words, g))
            left = side.x() + side.size().width() + g.font_px * 0.5
            right = g.width - g.margin
            top.fit_width(right - left)
            top.setX(round(max(left, min(top.x(), right - top.size().width()))))

    @staticmethod
    def _side_plate_room(side: SeatLabelItem, top_words: tuple[float, float],
                         g: TableGeometry) -> float:
        """How wide the side plate may be on the top plates' row, beside the top plate
        whose words are ``top_words`` wide (its score and latest move, and the least it
        keeps whole: its name, badges and latest move): at least the column left of the
        stock. The top plate's least comes first; then the side plate's note, whole where
        the row holds it (Spanish at 1093 pixels: "Tú Fuera ves las … capitán" beside a
        plate with room to spare); then the top plate's score, which the score pad gives
        too (a few moves into the hand the box's "0 pts" and latest move left "you see
        the … cards" at 800x600); then the side plate's score; the top plate's earlier
        moves, in the move log too, last: measured against them, the sitter's plate gave
        up "0 pts" (and Hollywood's "Games: 0 · 0 · 0") at 1024x768 for moves the top
        plate then dropped."""
        column = g.stock_x - 2 * g.margin
        room = g.width - 2 * g.margin - g.font_px * 0.5
        top_whole, top_least = top_words
        note_whole = side.width_with(score="")
        return max(column, min(note_whole, room - top_least), room - top_whole)

    @staticmethod
    def _hollywood_side_room(side: SeatLabelItem, top: SeatLabelItem,
                             g: TableGeometry) -> float:
        """``_side_plate_room`` in Hollywood, where the three games' scores are what both
        plates are there for: the sitter's plate gave them up for "you see the captain's
        cards" (and a computer sitting out showed none beside the top plate's whole
        "Game 1: 0 · Game 2: 0 · Game 3: 0"), at 900x600 and 1280x800. Both plates keep
        their short scores ("Games: 0 · 0 · 0") first; then the sitter's words, whole
        (they are not cut); then the top plate's latest move; then the scores' whole
        form. The tooltip says it all. Where the sitter's whole name leaves the top plate no
        room for its games, both short names first ("Comp. 1 Sitting out Games: 0 · 0 · 0"
        beside "Comp. 2 Box Games: …", where the top plate's games were gone, English at
        800x600), and before them the short badges too ("Comp. 1 Out Games: 0 · 0 · 0":
        beside the whole "Sitting out" the top plate had no games even so)."""
        room = g.width - 2 * g.margin - g.font_px * 0.5
        short = side.score_short or side.score
        top_short = top.score_short or top.score
        top_scores = top.width_with(score=top_short, note="")
        top_move = top.width_with(score=top_short, note=top.latest_move())
        steps = [(side.width_with(score=short, note=""), 0.0),
                 (_short_named_width(side, short, badges=True),
                  _short_named_width(top, top_short, badges=True)),
                 (_short_named_width(side, short), _short_named_width(top, top_short)),
                 (side.width_with(score=short), top_scores),
                 (side.width_with(score=short), top_move),
                 (side.width_with(), top.kept_whole_width())]
        fitting = [width for width, beside in steps if width + beside <= room]
        return fitting[-1] if fitting else steps[0][0]

    def side_plate_bottom(self, g: TableGeometry) -> float:
        """The bottom of the side plate's row (``refresh_plates``), whatever its words."""
        return g.top_label_y + max(g.label_h, self._plate_px * 2.0)

    def fit_bottom_plate(self, seats: Seats, *, right_limits: Sequence[float | None],
                         g: TableGeometry) -> int:
        """The bottom plate keeps between the deadwood count and the sort buttons, whose
        left edge may be each of ``right_limits`` in turn (None: none shown): returns the
        index of the first where the plate fits, or the last's. Call after
        ``refresh_counters``."""
        plate = self.plates[seats.bottom]
        words = self._plate_words.get(seats.bottom, (plate.note, plate.score))
        forms = self._deadwood_forms(self._deadwood_whole)
        # Each of the pill's words beside the plate's note, with the sort buttons' caption
        # or without it, before the next: the bare figures only where no words fit.
        passes = [[form] for form in forms[:-1]] + [forms] if self._deadwood_shorter \
            else [forms]
        # A note cut in its middle ("pegou 10♣ …") only where no pill form, with the
        # sort caption or without, leaves it whole; and still before the note is dropped.
        # With the pill's one form (ten cards held) that form is tried keeping the note
        # too: else the first fit was taken with the "Sort" caption, the plate's last move
        # gone ("Počítač 1 Kapitán 0 b." at 800x600) where without the caption it fitted.
        strict_passes = passes[:-1] or passes
        with_note = [tries for tries in strict_passes if tries[0][1]]
        name_alone = [tries for tries in strict_passes if not tries[0][1]]
        # Where the note fits beside no form, the name still keeps its own type, the
        # "Sort" caption making way: beside it "Ordenador 1 Capitán" shrank to 8.9 pixels
        # (Spanish, 800x600) with room to spare once the caption went.
        own_type = [(form, False) for form, _ in passes[-1]]
        # Hollywood's games kept first (``score_first``); where not even their short form
        # fits, the latest move as on any plate.
        either = [(tries, True, True, True) for tries in with_note] if plate.score_first \
            else []
        for tries, cut_ok, strict, note_alone in \
                [(tries, False, True, False) for tries in with_note] + \
                [(tries, True, True, False) for tries in with_note] + either + \
                [(tries, False, True, False) for tries in name_alone] + \
                [(own_type, False, True, False), (passes[-1], True, False, False)]:
            for index, right_limit in enumerate(right_limits):
                plate.note, plate.score = words
                if self._fit_bottom_plate(plate, right_limit, tries, g, cut_ok=cut_ok,
                                          strict=strict, note_alone=note_alone):
                    return index
        return len(right_limits) - 1

    def bottom_games_dropped(self, seats: Seats) -> bool:
        """Whether the bottom plate, keeping Hollywood's games first (``score_first``),
        was left without them by ``fit_bottom_plate``."""
        plate = self.plates[seats.bottom]
        score = self._plate_words.get(seats.bottom, ("", ""))[1]
        return plate.isVisible() and plate.score_first and bool(score) and not plate.score

    def _fit_bottom_plate(self, plate: SeatLabelItem, right_limit: float | None,
                          tries: Sequence[tuple[str, bool]], g: TableGeometry, *,
                          strict: bool, cut_ok: bool, note_alone: bool = False) -> bool:
        """Fit ``plate`` left of ``right_limit`` beside the first of the deadwood pill's
        ``tries`` (``_deadwood_forms``) it fits beside, else beside the last; False where
        it does not fit even so, or (``strict``) beside none of them. ``cut_ok``: a note
        with words cut from its middle counts as kept; ``note_alone``: a ``score_first``
        plate's note counts as kept without the score."""
        pill = self.deadwood
        right = right_limit - g.font_px if right_limit is not None else g.width - g.margin
        whole = plate.note, plate.score
        for form, keeps_note in tries:
            pill.set_text(form)
            plate.note, plate.score = whole
            plate.set_font_px(self._plate_px)
            left = pill.x() + pill.size().width() + g.font_px * 0.5 if pill.isVisible() \
                else g.margin
            plate.fit_width(right - left)
            # The plate keeps its last move where it can (the note is the news there), and
            # whole where it can: beside the pill's whole sentence it was cut to "robaste
            # … mazo" (Spanish, 1366x768 at 125%) where the pill's shorter words left
            # room for all of it. Else the pill keeps its words where the plate keeps its
            # name in its own type.
            note_kept = bool(plate.note or not whole[0]) and (cut_ok or not plate.note_cut)
            if plate.score_first and not note_alone:
                # Hollywood's games kept first, beside the note whole where the pill's
                # shorter words leave it room, else with the note cut or gone.
                note_kept = bool(plate.score or not whole[1]) and (cut_ok or note_kept)
            kept = note_kept if keeps_note else plate.font_px() >= self._plate_px
            fitted = plate.size().width() <= right - left and kept
            if fitted:
                break
        plate.setX(max(left, min(plate.x(), right - plate.size().width())))
        return fitted if strict else plate.size().width() <= right - left

    def _deadwood_forms(self, sentence: str) -> list[tuple[str, bool]]:
        """The deadwood pill's forms to try beside the own plate, in order, each with
        whether the plate must keep its note beside it: the sentence, its shorter forms,
        and before the bare figures the shortest words once more, beside the plate's name
        alone (the figures' arrow said nothing to a newcomer; the plate's note is the
        person's own move, in the move log too); sitting out, then the captain's figures
        with their owner, beside the name alone too (a pill without the word is no gain
        where the plate only keeps its move cut and in smaller type)."""
        forms = [(sentence, True)] + [(form, True) for form in self._deadwood_shorter]
        if len(self._deadwood_shorter) > 1:
            forms.insert(-1, (self._deadwood_shorter[-2], False))
        if self._deadwood_owner:
            forms.insert(-1, (self._deadwood_owner, False))
        return forms

    # ------------------------------------------------------------------ pills
    def refresh_corner(self, mirror: TableMirror, rules: RuleSet | None,
                       g: TableGeometry, room: float | None = None, *,
                       sitting_out: bool = False,
                       players: tuple[str, str] | None = None) -> None:
        """The variant facts of this hand. ``room``: the widest the corner may be (at the
        showdown the top row needs the rest); the doubling is then said in the score pad's
        short mark, its words in the tooltip. ``sitting_out``: the person sits the hand
        out (three-hand), and holds no cards to knock with; ``players``: the names of the
        two holding cards where the person is not at the table (``hand_rules_lines``)."""
        terms = (hand_terms(rules, mirror.knock_limit, mirror.doubled)
                 if rules is not None else None)
        facts: list[str] = []
        if terms is not None and terms.limit_from_variant:
            facts.append(_tr("gin only") if terms.gin_only
                         else _tr("knock ≤ {n}").format(n=terms.knock_limit))
        if terms is not None and terms.doubled:
            facts.append(_tr("spade upcard: scores doubled"))
        # Two words name a fact, not where it comes from: resting the pointer on it says
        # why (a newcomer's "knock ≤ 3" is not yet "the upcard was a three").
        whys = hand_rules_lines(terms, sitting_out=sitting_out, players=players)
        y = g.margin
        for pill, fact, why in zip(self.rules, facts + ["", ""], whys + ["", ""],
                                   strict=False):
            pill.set_text(fact)
            pill.setToolTip(why or fact)
            if fact and room is not None and pill.size().width() > room and mirror.doubled \
                    and fact == facts[-1]:
                pill.set_text(_tr("♠×2"))
            pill.setVisible(bool(fact))
            pill.set_colours(_AMBER, _SHADE)
            pill.setPos(g.margin, round(y))
            y += pill.size().height() + g.font_px * 0.3

    def stock_counter_left(self, g: TableGeometry) -> float:
        """The leftmost the stock's counter reaches (``refresh_counters``) with the
        longest counts under the stock and the pile: the sitter's bubble keeps left of it
        from turn to turn."""
        stock = self.stock.width_of(_tr("Stock {n}").format(n=88))
        pile = self.pile.width_of(_tr("Pile {n} ▾").format(n=88))
        left = g.stock_x + g.card_w / 2 - stock / 2
        overlap = left + stock + g.font_px * 0.3 - (g.pile_x + g.card_w / 2 - pile / 2)
        return min(g.stock_x, round(left) - max(0.0, overlap) / 2)

    def corner_bottom(self, g: TableGeometry) -> float:
        """Under the variant's pills in the top-left corner (``refresh_corner``)."""
        y = g.margin
        for pill in self.rules:
            if pill.isVisible() and pill.text():
                y += pill.size().height() + g.font_px * 0.3
        return y

    def refresh_counters(self, mirror: TableMirror, own: Sequence[Card],
                         g: TableGeometry, *, knock_after: int | None = None,
                         discard_after: int | None = None, captain: bool = False,
                         watched: bool = False) -> None:
        """Cards in the stock and the pile; the own hand's deadwood while it is played
        (``knock_after``: in knock mode, the deadwood the knock would leave instead;
        ``discard_after``: holding eleven cards, the deadwood the best discard leaves;
        ``captain``: the hand shown is the captain's, the person sitting out;
        ``watched``: computers play every seat, the person holds no cards)."""
        # A finished hand shows no counters: the result panel has the middle.
        over = mirror.result is not None
        stock, pile = (0, 0) if over else (len(mirror.stock), len(mirror.pile))
        below = g.centre_y + g.card_h + g.card_h * 0.05
        self.stock.set_text(_tr("Stock {n}").format(n=stock) if stock else "")
        self.stock.place_centred(g.stock_x + g.card_w / 2, below)
        self.pile.set_text(_tr("Pile {n} ▾").format(n=pile) if pile else "")
        self.pile.place_centred(g.pile_x + g.card_w / 2, below)
        # On a small table the cards are narrower than the words under them ("Hromádka
        # 12 ▾"): the two counters part, each keeping to its own side of the gap.
        overlap = (self.stock.x() + self.stock.size().width() + g.font_px * 0.3
                   - self.pile.x())
        if stock and pile and overlap > 0:
            self.stock.setX(round(self.stock.x() - overlap / 2))
            self.pile.setX(round(self.pile.x() + overlap / 2))
        self._deadwood_shorter, self._deadwood_whole, self._deadwood_owner = [], "", ""
        if own and mirror.showdown is None and mirror.result is None:
            if knock_after == 0:
                # Gin mode (the button reads "Gin!"; Straight Gin has no knock at all).
                self.deadwood.set_text(_tr("Gin: no deadwood"))
            elif knock_after is not None:
                # Knock mode: the eleven cards' deadwood is not what the knock scores.
                self.deadwood.set_text(_tr("Deadwood after the knock {n}").format(
                    n=knock_after))
            elif discard_after is not None and len(own) == 11:
                # The eleven cards' figure alone read as the hand's, though one of them
                # goes: the ten kept are what the discard decides.
                self.deadwood.set_text(texts.deadwood_with_discard(
                    deadwood_points(own), discard_after, captain=captain, watched=watched))
                self._deadwood_shorter = texts.deadwood_with_discard_shorter(
                    deadwood_points(own), discard_after, captain=captain)
                if captain:
                    self._deadwood_owner = texts.captains_figures(deadwood_points(own),
                                                                  discard_after)
            else:
                self.deadwood.set_text(texts.deadwood_now(deadwood_points(own)))
            tip = texts.deadwood_tip(knock=bool(mirror.knock_limit), captain=captain,
                                     watched=watched, limit=mirror.knock_limit)
            whole = self._deadwood_whole = self.deadwood.text()
            self.deadwood.setToolTip(f"{tip}\n{whole}" if self._deadwood_shorter else tip)
            self.deadwood.setPos(g.margin, round(
                g.bottom_label_y + (g.label_h - self.deadwood.size().height()) / 2))
            self.deadwood.setVisible(True)
        else:
            self.deadwood.setVisible(False)

    def out_of_play_room(self, g: TableGeometry) -> float:
        """The width the out-of-play label takes at the right of the sitter's cards."""
        return self.out_of_play.width_of(_tr("Out of play")) + g.font_px * 0.4

    def refresh_out_of_play(self, cards: QRectF | None, g: TableGeometry, *,
                            yours: bool = False) -> None:
        """The sitter's cards are marked out of play: the label just right of their row,
        level with it (``cards``: where the cards lie; None: no such row on the table).
        Over the row's lower edge, as it was, it hid most of the small cards. ``yours``:
        the person is the sitter, who may click them to read them large."""
        pill = self.out_of_play
        pill.setVisible(cards is not None)
        if cards is None:
            return
        pill.set_text(_tr("Out of play"))
        pill.setToolTip(_tr("Your cards, out of play this hand: click them to see them "
                            "larger") if yours else "")
        pill.set_colours(_AMBER, _SHADE)
        pill.setPos(round(cards.right() + g.font_px * 0.4),
                    round(cards.center().y() - pill.size().height() / 2))

    def refresh_prompt(self, text: str, *, refusal: bool, your_turn: bool, hidden: bool,
                       bubble: QGraphicsItem, g: TableGeometry, longer: str = "") -> None:
        """The status line on the table: a refusal in red, the person's turn in amber;
        beside the advice ``bubble`` when that reaches down to the prompt's row. ``longer``:
        the same with more help (how to discard), shown instead when it fits."""
        prompt = self.prompt
        prompt.set_wrap_width(None)  # the longer words are measured on one line
        if longer:
            prompt.set_text(longer)
            prompt.set_font_px(g.font_px * 1.1 * 0.84, bold=True)
            if prompt.size().width() <= g.width - 2 * g.margin:
                text = longer
        if refusal:
            prompt.set_colours(QColor(255, 255, 255), _REFUSAL_RED)
        elif your_turn:
            prompt.set_colours(QColor(40, 30, 5), QColor(250, 200, 70, 235))
        else:
            prompt.set_colours(QColor(248, 244, 230), _SHADE)
        prompt.set_text(text)
        prompt.setVisible(not hidden)
        left, right = g.margin, g.width - g.margin
        if bubble.isVisible() and bubble.sceneBoundingRect().bottom() > g.prompt_y:
            left = bubble.sceneBoundingRect().right() + g.font_px * 0.5
        # Beside the bubble, one line as ever; across the felt, lines enough to stay on it.
        fitted = self._fit_prompt(right - left, g, wrap=left == g.margin)
        if not fitted and left > g.margin:
            # No room beside the bubble. A refusal is the news: the bubble waits; else the
            # bubble asks for the same thing, and the status line says it too.
            if refusal:
                bubble.setVisible(False)
                left = g.margin
                self._fit_prompt(right - left, g, wrap=True)
            else:
                prompt.setVisible(False)
        width = prompt.size().width()
        prompt.place_centred(min(max(g.centre_x, left + width / 2), right - width / 2),
                             self._prompt_top(g))
        if prompt.isVisible() and bubble.isVisible() \
                and bubble.sceneBoundingRect().intersects(prompt.sceneBoundingRect()):
            # Lines reaching up to the bubble: the same choice as beside it.
            if refusal:
                bubble.setVisible(False)
            else:
                prompt.setVisible(False)

    def _fit_prompt(self, room: float, g: TableGeometry, *, wrap: bool) -> bool:
        """Size the prompt to ``room``: on one line in the first of the type sizes where
        it fits (smaller type before covering anything), but (``wrap``) on two balanced
        lines in a larger size before one line in the smallest, where they fit between
        the pile counters and the lifted hand (Spanish at 1024x600 and Portuguese at
        800x600 read the no-knock refusal in the smallest type across the felt, with the
        height for two lines in a larger one); else on two lines, then three, in the
        largest type where they fit, never smaller than one line's smallest. False where
        nothing fits: it is then left in that smallest type, on the lines its width needs
        (a Spanish refusal at 900x600 ran off both edges of the felt on one)."""
        normal, smallest = _PROMPT_TYPE[:-1], _PROMPT_TYPE[-1:]
        if self._fit_prompt_lines(room, g, lines=1, factors=normal):
            return True
        if wrap and self._fit_prompt_lines(room, g, lines=2, factors=normal):
            return True
        if self._fit_prompt_lines(room, g, lines=1, factors=smallest):
            return True
        if not wrap:
            return False
        return any(self._fit_prompt_lines(room, g, lines=lines, factors=_PROMPT_TYPE)
                   for lines in (2, 3))

    def _fit_prompt_lines(self, room: float, g: TableGeometry, *, lines: int,
                          factors: Sequence[float]) -> bool:
        """The prompt on at most ``lines`` lines (one: unwrapped) ``room`` wide, in the
        first of the type sizes ``factors`` where it fits (more lines: in the height
        ``_prompt_room`` gives); False, in the last size, where it fits in none."""
        prompt = self.prompt
        prompt.set_wrap_width(None if lines == 1 else room)
        height = self._prompt_room(g)
        for factor in factors:
            prompt.set_font_px(g.font_px * 1.1 * factor, bold=True)
            size = prompt.size()
            if len(prompt.lines()) <= lines and size.width() <= room \
                    and (lines == 1 or size.height() <= height):
                return True
        return False

    def _prompt_room(self, g: TableGeometry) -> float:
        """The height the prompt may take: from under the pile counters down to the lifted
        hand card's top."""
        return g.bottom_y - g.lift - self._counters_bottom(g)

    def _counters_bottom(self, g: TableGeometry) -> float:
        """The bottom of the stock and pile counters (``refresh_counters``), whatever their
        words."""
        return g.centre_y + g.card_h * 1.05 + self.pile.size().height()

    def _prompt_top(self, g: TableGeometry) -> float:
        """The prompt's top: on its row, at ``g.prompt_y``; on more lines, their middle
        where the one line's is, kept between the counters and the lifted hand."""
        prompt = self.prompt
        height = prompt.size().height()
        if len(prompt.lines()) == 1:
            return g.prompt_y
        row = QFontMetricsF(table_font(g.font_px * 1.1, bold=True)).height() * 1.5
        top = g.prompt_y + (row - height) / 2
        lowest = g.bottom_y - g.lift - height
        return max(self._counters_bottom(g), min(top, lowest))


def _short_named_width(plate: SeatLabelItem, score: str, *, badges: bool = False) -> float:
    """``plate``'s width with its short name (if any) and ``score``, without its note;
    ``badges``: with its short badges (if any) too."""
    name, whole = plate.name, plate.badges
    plate.name = plate.name_short or name
    if badges and plate.badges_short:
        plate.badges = plate.badges_short
    width = plate.width_with(score=score, note="")
    plate.name, plate.badges = name, whole
    return width


def _showdown_notes(mirror: TableMirror) -> dict[int, str]:
    """Each laid-down hand's deadwood (and layoffs still to come), for its seat's plate;
    at a drawn hand, shown face up as laid down, each hand's deadwood."""
    show = mirror.showdown
    if show is None:
        return _drawn_notes(mirror)
    notes: dict[int, str] = {}
    for seat, layout in ((show.knocker, show.knocker_layout),
                         (show.defender, show.defender_layout)):
        if seat == show.defender and not show.laid_off and layout.layoffs:
            notes[seat] = _tr("Deadwood {n} · lays off {k}").format(
                n=layout.deadwood_points, k=len(layout.layoffs))
        elif not layout.deadwood:
            notes[seat] = _tr("Gin: no deadwood") if seat == show.knocker else _tr("No deadwood")
        else:
            notes[seat] = _tr("Deadwood {n}").format(n=layout.deadwood_points)
    return notes


def _drawn_notes(mirror: TableMirror) -> dict[int, str]:
    # The same arrangement the scene lays out and the screen reader reads, so the plate's
    # figure is always the one under it.
    return {seat: (_tr("Deadwood {n}").format(n=layout.deadwood_points)
                   if layout.deadwood_points else _tr("No deadwood"))
            for seat, layout in mirror.drawn_layouts().items()}


__all__ = ["Seats", "TableCaptions"]
