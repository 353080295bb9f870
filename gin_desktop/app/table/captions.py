"""The words on the felt: the seats' name plates, the deal and variant pills in the corner,
the stock and pile counters, the own hand's deadwood, the showdown's deadwood counts and
the prompt (the status line on the table).

``TableCaptions`` owns these items and places them; the scene hands it the mirror, the
seat names and the model's facts. Its words come from ``texts`` and the model.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from gin_desktop.engine import Card, RuleSet, deadwood_points

from ..i18n import translate as _tr
from . import texts
from .geometry import TableGeometry
from .items import BAD, PillItem, SeatLabelItem
from .mirror import TableMirror
from .piles import Target
from .texts import Names

_AMBER = QColor(250, 200, 70)
_SHADE = QColor(0, 0, 0, 110)


@dataclass(frozen=True, slots=True)
class Seats:
    """Where each seat sits: the bottom row, the top row, the side (three-hand, out)."""

    bottom: int
    top: int
    side: int | None


class TableCaptions:
    """The pills and name plates of the table."""

    def __init__(self, scene: QGraphicsScene, *, toggle_pile: Callable[[], object]) -> None:
        self.stock = PillItem()
        self.pile = PillItem(clickable=True)
        self.pile.clicked.connect(toggle_pile)
        self.deal = PillItem()
        #: Variant facts of the hand (knock limit, doubling), stacked under the deal.
        self.rules = [PillItem(), PillItem()]
        self.deadwood = PillItem()
        self.prompt = PillItem()
        self.showdown = [PillItem(), PillItem()]
        for pill in (self.stock, self.pile, self.deal, self.prompt, self.deadwood,
                     *self.showdown, *self.rules):
            scene.addItem(pill)
        self.plates: dict[int, SeatLabelItem] = {}
        for seat in range(3):
            plate = SeatLabelItem(seat)
            scene.addItem(plate)
            plate.setVisible(False)
            self.plates[seat] = plate

    def set_font_px(self, px: float) -> None:
        for pill in (self.stock, self.pile, self.deal, *self.showdown, self.deadwood,
                     *self.rules):
            pill.set_font_px(px * 0.9)
        self.prompt.set_font_px(px * 1.1, bold=True)
        for plate in self.plates.values():
            plate.set_font_px(px)

    def corner_width(self) -> float:
        """The widest pill in the top-left corner (the showdown rows keep clear of it)."""
        pills = [self.deal, *(p for p in self.rules if p.text())]
        return max(p.size().width() for p in pills)

    # ------------------------------------------------------------------ plates
    def refresh_plates(self, mirror: TableMirror, names: Names, seats: Seats, *,
                       to_act: int | None, thinking: bool, g: TableGeometry,
                       right_limit: float) -> None:
        """Each seat's name, role, score and last move; ``right_limit``: the bottom plate
        keeps left of it (the sort buttons)."""
        roles = mirror.roles()
        for seat, plate in self.plates.items():
            if seat not in mirror.seats:
                plate.setVisible(False)
                continue
            badges = [texts.role_badge(roles[seat])] if seat in roles else (
                [_tr("Dealer")] if seat == mirror.dealer else [])
            note = texts.move_note(mirror.last_move.get(seat), names)
            if thinking and to_act == seat:
                note = _tr("thinking…")
            if seat == seats.side and names.is_you(seat) and mirror.showdown is None:
                note = _tr("you see the captain's cards")
            plate.set_content(name=names(seat), badges=badges,
                              score=texts.plate_score(seat, mirror.scores, mirror.game_scores),
                              note=note, active=to_act == seat and mirror.result is None)
            plate.setVisible(True)
        self.plates[seats.bottom].place_centred(g.centre_x, g.bottom_label_y)
        self.plates[seats.top].place_centred(g.centre_x, g.top_label_y)
        if seats.side is not None:
            self.plates[seats.side].setPos(g.margin, g.centre_y)
        bottom = self.plates[seats.bottom]
        limit = right_limit - g.font_px
        if bottom.x() + bottom.size().width() > limit:
            bottom.setX(max(g.margin, limit - bottom.size().width()))

    # ------------------------------------------------------------------ pills
    def refresh_corner(self, mirror: TableMirror, rules: RuleSet | None,
                       g: TableGeometry) -> None:
        """The hand and deal number, then the variant facts of this hand."""
        self.deal.set_text(_tr("Hand {hand} · deal #{deal}").format(
            hand=mirror.hand_number, deal=mirror.deal_number))
        self.deal.setPos(g.margin, g.margin)
        facts: list[str] = []
        if rules is not None and (rules.oklahoma or rules.straight):
            facts.append(_tr("gin only") if mirror.knock_limit == 0
                         else _tr("knock ≤ {n}").format(n=mirror.knock_limit))
        if mirror.doubled:
            facts.append(_tr("spade upcard: scores doubled"))
        y = g.margin + self.deal.size().height() + g.font_px * 0.3
        for pill, fact in zip(self.rules, facts + ["", ""], strict=False):
            pill.set_text(fact)
            pill.setVisible(bool(fact))
            pill.set_colours(_AMBER, _SHADE)
            pill.setPos(g.margin, round(y))
            y += pill.size().height() + g.font_px * 0.3

    def refresh_counters(self, mirror: TableMirror, own: Sequence[Card],
                         g: TableGeometry) -> None:
        """Cards in the stock and the pile; the own hand's deadwood while it is played."""
        stock, pile = len(mirror.stock), len(mirror.pile)
        below = g.centre_y + g.card_h + g.card_h * 0.05
        self.stock.set_text(_tr("Stock {n}").format(n=stock) if stock else "")
        self.stock.place_centred(g.stock_x + g.card_w / 2, below)
        self.pile.set_text(_tr("Pile {n} ▾").format(n=pile) if pile else "")
        self.pile.place_centred(g.pile_x + g.card_w / 2, below)
        if own and mirror.showdown is None and mirror.result is None:
            self.deadwood.set_text(_tr("Deadwood {n}").format(n=deadwood_points(own)))
            self.deadwood.setPos(g.margin, round(
                g.bottom_label_y + (g.label_h - self.deadwood.size().height()) / 2))
            self.deadwood.setVisible(True)
        else:
            self.deadwood.setVisible(False)

    def refresh_showdown(self, mirror: TableMirror, seats: Seats,
                         groups: Mapping[int, Sequence[Sequence[Card]]],
                         targets: Mapping[Card, Target], g: TableGeometry) -> None:
        """Each laid-down hand's deadwood count, on its deadwood (or across the row);
        ``targets``: where the cards are going (this runs as they start to move)."""
        for pill in self.showdown:
            pill.setVisible(False)
        show = mirror.showdown
        if show is None:
            return
        rows = {seats.bottom: g.bottom_y, seats.top: g.top_y}
        for pill, (seat, layout) in zip(self.showdown, ((show.knocker, show.knocker_layout),
                                                        (show.defender, show.defender_layout)),
                                        strict=False):
            if seat == show.defender and not show.laid_off and layout.layoffs:
                text = _tr("Deadwood {n} · lays off {k}").format(
                    n=layout.deadwood_points, k=len(layout.layoffs))
            elif not layout.deadwood:
                text = _tr("Gin: no deadwood") if seat == show.knocker else _tr("No deadwood")
            else:
                text = _tr("Deadwood {n}").format(n=layout.deadwood_points)
            # The groups are the melds, then the deadwood (then layoffs still to fly).
            cards = list(layout.deadwood) or [c for group in groups[seat] for c in group]
            if not cards:
                continue
            xs = [targets[c].pos.x() for c in cards]
            pill.set_text(text)
            pill.set_colours(QColor(255, 255, 255), QColor(0, 0, 0, 170))
            y = rows.get(seat, g.top_y) + g.card_h - pill.size().height() - g.card_h * 0.04
            pill.place_centred((min(xs) + max(xs) + g.card_w) / 2, y)
            pill.setVisible(True)

    def refresh_prompt(self, text: str, *, refusal: bool, your_turn: bool, hidden: bool,
                       g: TableGeometry) -> None:
        """The status line on the table: a refusal in red, the person's turn in amber."""
        prompt = self.prompt
        if refusal:
            prompt.set_colours(QColor(255, 255, 255), QColor(BAD.red(), BAD.green(),
                                                             BAD.blue(), 200))
        elif your_turn:
            prompt.set_colours(QColor(40, 30, 5), QColor(250, 200, 70, 235))
        else:
            prompt.set_colours(QColor(248, 244, 230), _SHADE)
        prompt.set_text(text)
        prompt.setVisible(not hidden)
        prompt.place_centred(g.centre_x, g.prompt_y)


__all__ = ["Seats", "TableCaptions"]
