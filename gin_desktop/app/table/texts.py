"""The words on the table: result panels, seat notes, badges.

Pure functions of engine values and seat names, so they are easy to test and translate.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import (
    HandResult, MatchEnded, MoveKind, PublicMove, ResultKind, Role, RolesRotated,
)

from ..agreement import agreeing, fill
from ..i18n import translate as _tr
from ..move_log import discarder, layoff_places_sentence
from ..names import is_you_word, name_and_score, short_computer_name
from ..prompts import CardText, card_label, games_won


def points(n: int) -> str:
    return _tr("1 point") if n == 1 else _tr("{n} points").format(n=n)


def deadwood_with_discard(now: int, after: int, *, captain: bool = False,
                          watched: bool = False) -> str:
    """The deadwood of eleven cards held and of the ten the best discard keeps: the
    deadwood pill and the screen reader's hand say it alike. ``captain``: said to the
    player sitting out, who holds none of the cards ("your best discard" was not theirs).
    ``watched``: computers play every seat, and the person holds no cards either."""
    if captain:
        return _tr("Captain's deadwood {n} · {after} after the best discard").format(
            n=now, after=after)
    if watched:
        return _tr("Deadwood {n} · {after} after the best discard").format(n=now, after=after)
    return _tr("Deadwood {n} · {after} after your best discard").format(n=now, after=after)


def deadwood_with_discard_shorter(now: int, after: int, *,
                                  captain: bool = False) -> list[str]:
    """``deadwood_with_discard`` in less room, longest first: still in words, then the two
    figures alone ("Volné: 39 → 29" left a newcomer guessing what the arrow meant, so it
    comes only where not even the words fit). The captain's keep their owner as long as
    there is room for a word (and ``captains_figures`` after these)."""
    if captain:
        return [_tr("Captain's deadwood {n} · {after} after discard").format(n=now,
                                                                             after=after),
                _tr("Captain's deadwood {n} → {after}").format(n=now, after=after),
                _tr("Deadwood {n} → {after}").format(n=now, after=after)]
    return [_tr("Deadwood {n} · {after} after discard").format(n=now, after=after),
            _tr("Deadwood {n} → {after}").format(n=now, after=after)]


def captains_figures(now: int, after: int) -> str:
    """The captain's eleven cards' two figures with their owner and no more, beside the
    captain's plate keeping only its name: at 800x600 in Spanish, Czech and Portuguese
    "Captain's deadwood 74 → 64" left that plate no room, and the pill fell back to the
    figures said to the one holding the cards (its tooltip still says what they count)."""
    return _tr("Captain's {n} → {after}").format(n=now, after=after)


def deadwood_now(now: int) -> str:
    """The deadwood pill of ten cards held. Sitting out too: the pill stands beside the
    plate naming the captain, and "Captain's deadwood 62" left that plate no room for its
    last move at 800x600 in Spanish, Czech and Portuguese (the tooltip says whose)."""
    return _tr("Deadwood {n}").format(n=now)


def deadwood_tip(*, knock: bool, captain: bool = False, watched: bool = False,
                 limit: int = 0) -> str:
    """``_deadwood_meaning`` and, where a knock ends the hand, how low is low enough
    (``limit``: the hand's knock limit; 0 says nothing of it): a Czech newcomer looked for
    the number in vain until a greyed menu item said it (s65)."""
    meaning = _deadwood_meaning(knock=knock, captain=captain, watched=watched)
    if not knock or limit <= 0:
        return meaning
    if watched:
        return meaning + " " + _tr(
            "In this hand a player may knock with {limit} or less, counted after the "
            "discard.").format(limit=limit)
    if captain:
        return meaning + " " + _tr(
            "In this hand the captain may knock with {limit} or less, counted after the "
            "discard.").format(limit=limit)
    return meaning + " " + _tr(
        "In this hand you may knock with {limit} or less, counted after your "
        "discard.").format(limit=limit)


def _deadwood_meaning(*, knock: bool, captain: bool = False, watched: bool = False) -> str:
    """What the word means, where a newcomer first meets it (RULES.md "Melds"), and what it
    is for in this hand: knocking, or where only gin ends the hand (Straight Gin,
    Oklahoma's ace hand), gin. ``captain``: said to the player sitting out, whose advice
    is about the captain's cards, not their own; ``watched``: to a person watching
    computers play every seat, who holds no cards."""
    if watched:
        return _tr(
            "Deadwood: the total value of a player's cards that are in no meld (a set of "
            "three or four cards of one rank, or a run of three or more in one suit). "
            "Ace 1, face cards 10. The lower, the better: a player may knock when it is "
            "low enough.") if knock else _tr(
            "Deadwood: the total value of a player's cards that are in no meld (a set of "
            "three or four cards of one rank, or a run of three or more in one suit). "
            "Ace 1, face cards 10. Only gin ends this hand: a player goes gin when it is "
            "none at all.")
    if captain:
        return _tr(
            "Deadwood: the total value of the captain's cards that are in no meld (a set "
            "of three or four cards of one rank, or a run of three or more in one suit). "
            "Ace 1, face cards 10. The lower, the better: the captain may knock when it is "
            "low enough.") if knock else _tr(
            "Deadwood: the total value of the captain's cards that are in no meld (a set "
            "of three or four cards of one rank, or a run of three or more in one suit). "
            "Ace 1, face cards 10. Only gin ends this hand: the captain goes gin when it "
            "is none at all.")
    return _tr(
        "Deadwood: the total value of your cards that are in no meld (a set of "
        "three or four cards of one rank, or a run of three or more in one suit). "
        "Ace 1, face cards 10. The lower, the better: you may knock when it is "
        "low enough.") if knock else _tr(
        "Deadwood: the total value of your cards that are in no meld (a set of "
        "three or four cards of one rank, or a run of three or more in one suit). "
        "Ace 1, face cards 10. Only gin ends this hand: you go gin when it is "
        "none at all.")


class Names:
    """Seat names, with "you" for the person's seat so sentences read naturally."""

    def __init__(self, names: Sequence[str], human_seat: int | None) -> None:
        self._names = list(names)
        self.human_seat = human_seat

    def __call__(self, seat: int) -> str:
        if 0 <= seat < len(self._names):
            return self._names[seat]
        return _tr("Seat {n}").format(n=seat + 1)

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.human_seat

    def says_you(self, seat: int | None) -> bool:
        """The person's seat, named "You" (``names.is_you_word``): beside a name the
        person typed, a verb said to them read "Honza · lížete z balíčku" ("Honza · you
        draw from the stock")."""
        return self.is_you(seat) and seat is not None and is_you_word(self(seat))

    def shortened(self) -> Names:
        """The computers' default names in their short form ("Comp. 2"), for lines with
        no room for them whole; a name a person typed, and "You", stay whole."""
        return Names([short_computer_name(name) or name for name in self._names],
                     self.human_seat)

    def pick(self, seat: int | None, you: str, other: str) -> str:
        """``you`` for the person's seat, else ``other`` with {name} filled in (agreeing:
        a translation may give the name its preposition's forms, "{name:A|Al}"), the
        other fields left for the caller."""
        if self.is_you(seat):
            return you
        return fill(other, name=self(seat) if seat is not None else "")


def role_tip(role: Role) -> str:
    """What a three-hand role means (RULES.md three-hand 2 to 5), for a plate's tooltip."""
    return {Role.BOX: _tr("The box deals and plays alone against the captain; it stays in "
                          "the box while it wins."),
            Role.CAPTAIN: _tr("The captain plays this hand against the box, advised by the "
                              "player sitting out, and scores for both."),
            Role.SITTING_OUT: _tr("Sitting out: holds no cards this hand, sees the "
                                  "captain's hand and may advise; never scores.")}[role]


def role_badge(role: Role) -> str:
    return {Role.BOX: _tr("Box"), Role.CAPTAIN: _tr("Captain"),
            Role.SITTING_OUT: _tr("Sitting out")}[role]


def role_badge_short(role: Role) -> str:
    """A squeezed plate's role badge (``role_badge``; its tooltip says it whole)."""
    if role is Role.SITTING_OUT:
        # A badge, not a sentence: the seat is out of this hand.
        return _tr("Out")
    return role_badge(role)


def move_note(move: PublicMove | None, names: Names) -> str:
    """What a seat did last, for the note on its name plate."""
    if move is None:
        return ""
    card = card_label(move.card) if move.card is not None else ""
    if names.says_you(move.seat):
        return _your_note(MoveKind(move.kind)).format(card=card)
    notes = {
        # The card named: "passed" alone, still on the plate a turn later, read as a
        # turn passed up rather than the upcard turned down.
        MoveKind.PASS: _tr("passed on {card}"),
        MoveKind.TAKE: _tr("took {card}"),
        MoveKind.PILE: _tr("took {card} from the pile"),
        MoveKind.STOCK: _tr("drew from the stock"),
        MoveKind.DISCARD: _tr("discarded {card}"),
        MoveKind.BIG_GIN: _tr("big gin!"),
        MoveKind.GIN: _tr("gin!"),
        MoveKind.KNOCK: _tr("knocked"),
    }
    return notes.get(MoveKind(move.kind), "").format(card=card)


def _your_note(kind: MoveKind) -> str:
    """A note on the person's own plate, said to them: "You · tomaste 2♥" where Spanish and
    Czech conjugate the verb ("Tú · tomó 2♥" and "Vy · bere" read "you takes"); English
    reads as on the other plates."""
    notes = {
        MoveKind.PASS: QCoreApplication.translate("GinDesktop", "passed on {card}", "you"),
        MoveKind.TAKE: QCoreApplication.translate("GinDesktop", "took {card}", "you"),
        MoveKind.PILE: QCoreApplication.translate("GinDesktop", "took {card} from the pile",
                                                  "you"),
        MoveKind.STOCK: QCoreApplication.translate("GinDesktop", "drew from the stock", "you"),
        MoveKind.DISCARD: QCoreApplication.translate("GinDesktop", "discarded {card}", "you"),
        MoveKind.BIG_GIN: _tr("big gin!"),
        MoveKind.GIN: _tr("gin!"),
        MoveKind.KNOCK: QCoreApplication.translate("GinDesktop", "knocked", "you"),
    }
    return agreeing(notes.get(kind, ""))


def last_turn(history: Sequence[PublicMove], seat: int) -> list[int]:
    """Indexes in ``history`` of ``seat``'s latest turn (its draw and its discard)."""
    found: list[int] = []
    for index in range(len(history) - 1, -1, -1):
        if history[index].seat == seat:
            found.append(index)
        elif found:
            break
    return found[::-1]


def turn_note(history: Sequence[PublicMove], seat: int, names: Names) -> str:
    """What ``seat`` did in its latest turn, for its plate: "took your 9♥ from the pile ·
    discarded 8♥", so a taken discard stays in view after the discard that follows it."""
    parts: list[str] = []
    for index in last_turn(history, seat):
        move = history[index]
        if move.kind == MoveKind.PILE and move.card is not None \
                and not names.is_you(seat) and names.is_you(discarder(history, index)):
            parts.append(_tr("took your {card} from the pile").format(
                card=card_label(move.card)))
        else:
            parts.append(move_note(move, names))
    return " · ".join(part for part in parts if part)


def result_title(result: HandResult, names: Names) -> str:
    kind = result.kind
    if kind is ResultKind.DRAWN:
        return _tr("Drawn hand")
    if kind is ResultKind.REPETITION:
        return _tr("Drawn by repetition")
    if kind is ResultKind.TIE:
        return _tr("A tie: nobody scores")
    knocker = result.knocker
    if kind is ResultKind.GIN:
        return names.pick(knocker, _tr("Gin! You score {pts}"),
                          _tr("Gin! {name} scores {pts}")).replace(
            "{pts}", points(result.points))
    if kind is ResultKind.BIG_GIN:
        return names.pick(knocker, _tr("Big gin! You score {pts}"),
                          _tr("Big gin! {name} scores {pts}")).replace(
            "{pts}", points(result.points))
    if kind is ResultKind.UNDERCUT:
        return names.pick(result.defender, _tr("Undercut! You score {pts}"),
                          _tr("Undercut! {name} scores {pts}")).replace(
            "{pts}", points(result.points))
    return names.pick(result.winner, _tr("You win the hand: {pts}"),
                      _tr("{name} wins the hand: {pts}")).replace("{pts}", points(result.points))


def undercut_line(result: HandResult, names: Names) -> str:
    """Who knocked with what, and what the defender had: one whole sentence for each of
    who is "you", and for an undercut at equal deadwood (``equal_deadwood_is_undercut``),
    where "only" would be wrong."""
    kd, dd = result.knocker_deadwood, result.defender_deadwood
    equal = kd == dd
    knocker = names(result.knocker) if result.knocker is not None else ""
    defender = names(result.defender) if result.defender is not None else ""
    if names.is_you(result.knocker):
        text = (_tr("You knocked with {kd} deadwood, but {name} had {dd} too.") if equal
                else _tr("You knocked with {kd} deadwood, but {name} had only {dd}."))
        name = defender
    elif names.is_you(result.defender):
        text = (_tr("{name} knocked with {kd} deadwood, but you had {dd} too.") if equal
                else _tr("{name} knocked with {kd} deadwood, but you had only {dd}."))
        name = knocker
    else:
        text = (_tr("{knocker} knocked with {kd} deadwood, but {defender} had {dd} too.")
                if equal else
                _tr("{knocker} knocked with {kd} deadwood, but {defender} had only {dd}."))
        name = ""
    # One pass: a name holding braces is not filled again.
    return fill(text, kd=kd, dd=dd, name=name, knocker=knocker, defender=defender)


def layoff_line(result: HandResult, names: Names, card: CardText = card_label) -> str:
    """The defender's layoffs, each with the meld it went onto, and the deadwood left
    (``move_log.layoff_places_sentence``)."""
    return layoff_places_sentence(result, names, names.human_seat, card)


def knock_lines(result: HandResult, names: Names, card: CardText = card_label) -> list[str]:
    """Who knocked with what deadwood, then what the defender laid off and had left (a
    knock, or a tie's equal deadwood)."""
    kd, dd = result.knocker_deadwood, result.defender_deadwood
    lines = [fill(names.pick(result.knocker, _tr("You knocked with {kd} deadwood."),
                             _tr("{name} knocked with {kd} deadwood.")), kd=kd)]
    layout = result.defender_layout
    if layout is not None and layout.layoffs:
        return lines + [layoff_line(result, names, card)]
    # Nothing laid off: "after laying off" would puzzle (no layout: a result made before
    # results kept it).
    had = (names.pick(result.defender,
                      _tr("You had {dd} deadwood and nothing to lay off."),
                      _tr("{name} had {dd} deadwood and nothing to lay off."))
           if layout is not None else
           names.pick(result.defender, _tr("You had {dd} after laying off."),
                      _tr("{name} had {dd} after laying off.")))
    return lines + [fill(had, dd=dd)]


def _drawn_line(result: HandResult) -> str:
    """Why a hand drawn at the wall scored nothing; a wall of none (``RuleSet.wall``) says
    the stock is empty rather than "only 0 cards are left"."""
    if result.wall == 0 and result.gin_only:
        return _tr("The stock is empty and nobody went gin: no score. "
                   "The same dealer deals again.")
    if result.wall == 0:
        return _tr("The stock is empty and nobody knocked: no score. "
                   "The same dealer deals again.")
    if result.gin_only:
        return _tr("Only {n:card is|cards are} left in the stock and nobody went "
                   "gin: no score. The same dealer deals again.").format(n=result.wall)
    return _tr("Only {n:card is|cards are} left in the stock and nobody knocked: "
               "no score. The same dealer deals again.").format(n=result.wall)


def result_lines(result: HandResult, names: Names, standings: Sequence[str],
                 next_roles: RolesRotated | None = None,
                 card: CardText = card_label, hollywood: bool = False, *,
                 sat_out: bool = False) -> list[str]:
    """Who scored what and why (RULES.md two-player 8, 9; Oklahoma; Hollywood, when
    ``hollywood``), then the ``standings`` (see :func:`standing_lines`) and who plays the
    next hand; ``card`` writes the cards named (the layoffs; ``prompts.card_name`` for a
    screen reader); ``sat_out``: three-hand, the person sat this hand out."""
    lines: list[str] = []
    kind = result.kind
    kd, dd = result.knocker_deadwood, result.defender_deadwood
    factor = 2 if result.doubled else 1
    if kind is ResultKind.DRAWN:
        lines.append(_drawn_line(result))
    elif kind is ResultKind.REPETITION:
        lines.append(_tr("The same position came up for the third time: the hand is drawn, "
                         "no score. The same dealer deals again."))
    elif kind is ResultKind.TIE:
        # Each player named, and the layoffs that made the deadwood equal, as a knock's.
        lines += knock_lines(result, names, card)
        lines.append(_tr("Equal deadwood: no score."))
    elif kind is ResultKind.KNOCK:
        lines += knock_lines(result, names, card)
        lines.append(_tr("Difference: {dd} − {kd} = {pts}.").format(
            dd=dd, kd=kd, pts=points(dd - kd)))
    elif kind in (ResultKind.GIN, ResultKind.BIG_GIN):
        bonus = result.bonus // factor
        lines.append(fill(names.pick(result.defender, _tr("You were caught with {dd} deadwood."),
                                     _tr("{name} was caught with {dd} deadwood.")), dd=dd))
        if bonus:
            # Rules without the bonus (it may be set to 0): no "+ 0 gin bonus" to explain.
            what = _tr("gin bonus") if kind is ResultKind.GIN else _tr("big gin bonus")
            lines.append(_tr("{dd} + {bonus} {what} = {total}.").format(
                dd=dd, bonus=bonus, what=what, total=points(dd + bonus)))
        lines.append(_tr("No layoffs against gin."))
    elif kind is ResultKind.UNDERCUT:
        bonus = result.bonus // factor
        lines.append(undercut_line(result, names))
        layout = result.defender_layout
        if layout is not None and layout.layoffs:
            # The layoffs are often what took the defender under the knocker: unnamed,
            # "had only 9" sat beside a laid-off card in the knocker's row with no word
            # on it.
            lines.append(layoff_line(result, names, card))
        if bonus:
            lines.append(_tr("{kd} − {dd} + {bonus} undercut bonus = {total}.").format(
                kd=kd, dd=dd, bonus=bonus, total=points(kd - dd + bonus)))
        else:
            # No undercut bonus in these rules: the difference alone, the higher first.
            lines.append(_tr("Difference: {dd} − {kd} = {pts}.").format(
                dd=kd, kd=dd, pts=points(kd - dd)))
    lines.extend(_after_the_score(result, names, standings, next_roles, hollywood=hollywood,
                                  sat_out=sat_out))
    return [one_full_stop(line) for line in lines]


def _after_the_score(result: HandResult, names: Names, standings: Sequence[str],
                     next_roles: RolesRotated | None, *, hollywood: bool,
                     sat_out: bool) -> list[str]:
    """What follows a result's reckoning: Oklahoma's doubling, the Hollywood games it
    counted in, where a sat-out hand's points went, the ``standings`` and the next hand's
    roles."""
    lines: list[str] = []
    if result.doubled and result.points:
        lines.append(_tr("Oklahoma: the first upcard was a spade, so the score is doubled "
                        "to {pts}.").format(pts=points(result.points)))
    if result.games:
        lines.append(hollywood_games_line(result.games))
    elif hollywood and result.winner is not None and result.points:
        lines.append(hollywood_unscored_line())
    lines.extend(sat_out_lines(result, sat_out=sat_out))
    lines.extend(standings)
    if next_roles is not None:
        said = roles_kept_line if result.winner is None else next_roles_line
        lines.append(said(names, next_roles.box, next_roles.captain, next_roles.sitting_out))
    return lines


def sat_out_lines(result: HandResult, *, sat_out: bool) -> list[str]:
    """Three-hand, where the points went when the captain won a hand the person sat out
    (``sat_out``; the box deals every hand, so a winner not the dealer is the captain).
    The team's points stand on the captain's score alone, and the sitter's stayed as it
    was with no word why but in the rules (RULES.md three-hand 4)."""
    if not sat_out or result.winner is None or result.winner == result.dealer:
        return []
    return [_tr("You sat out this hand: the points go to the captain.")]


def hollywood_games_line(games: Sequence[int]) -> str:
    """Hollywood: the games a hand scored in (0-based), "scored in games 1 and 2"; with
    why the games before them got nothing where they did (``hollywood_skipped_line``)."""
    numbers = [g + 1 for g in sorted(games)]
    if numbers[0] > 1:
        return hollywood_skipped_line(numbers)
    if len(numbers) >= 3:
        return _tr("Hollywood: scored in all three games.")
    if len(numbers) == 2:
        return _tr("Hollywood: scored in games {a} and {b}.").format(a=numbers[0],
                                                                     b=numbers[1])
    return _tr("Hollywood: scored in game {games}.").format(games=numbers[0])


def hollywood_skipped_line(numbers: Sequence[int]) -> str:
    """Hollywood: a hand that scored in games ``numbers`` (1-based) but not in game 1. A
    game already won is no longer scored into (RULES.md Hollywood), and a game further on
    can only be won with the ones before it won too, so the games skipped are exactly
    those before the first scored. A computer's second win said "scored in game 2" and a
    newcomer, told a second win scores in games 1 and 2, looked for a lost game 1."""
    if numbers == [2]:
        return _tr("Hollywood: scored in game 2 only, since game 1 is already decided.")
    if numbers == [3]:
        return _tr("Hollywood: scored in game 3 only, since games 1 and 2 are already "
                   "decided.")
    return _tr("Hollywood: scored in games 2 and 3, since game 1 is already decided.")


def hollywood_unscored_line() -> str:
    """Hollywood: a hand won whose games are all decided already (a first win after game
    1 was won): without this the panel's "wins 4 points" moves no score and reads as a
    bug."""
    return _tr("Hollywood: scored in no game, since every game this hand could count in "
               "is already decided.")


def next_roles_line(names: Names, box: int, captain: int, out: int) -> str:
    """Three-hand: who has which role next hand, a sentence of its own for each role the
    person may have ("you sit out", never "You sits out")."""
    if names.is_you(box):
        text = _tr("Next hand: you are in the box, {captain} is captain and {out} sits out.")
    elif names.is_you(captain):
        text = _tr("Next hand: {box} is in the box, you are captain and {out} sits out.")
    elif names.is_you(out):
        text = _tr("Next hand: {box} is in the box, {captain} is captain and you sit out.")
    else:
        text = _tr("Next hand: {box} is in the box, {captain} is captain and {out} sits out.")
    return text.format(box=names(box), captain=names(captain), out=names(out))


def roles_kept_line(names: Names, box: int, captain: int, out: int) -> str:
    """Three-hand after a drawn hand (RULES.md three-hand 5): nobody changes role, said
    as such, since after any other hand the same place names the next roles."""
    if names.is_you(box):
        text = _tr("Nobody changes role: you stay in the box, {captain} stays captain and "
                   "{out} still sits out.")
    elif names.is_you(captain):
        text = _tr("Nobody changes role: {box} stays in the box, you stay captain and "
                   "{out} still sits out.")
    elif names.is_you(out):
        text = _tr("Nobody changes role: {box} stays in the box, {captain} stays captain "
                   "and you still sit out.")
    else:
        text = _tr("Nobody changes role: {box} stays in the box, {captain} stays captain "
                   "and {out} still sits out.")
    return text.format(box=names(box), captain=names(captain), out=names(out))


def one_full_stop(line: str) -> str:
    """``line`` without the second full stop a sentence gets when a value in it already
    ends in one (Czech abbreviates points as "b.": "Rozdíl: 33 − 4 = 29 b.")."""
    return line[:-1] if line.endswith("..") and not line.endswith("...") else line


def _seat_scores(names: Names, scores: Sequence[int]) -> str:
    return " · ".join(name_and_score(names(seat), score) for seat, score in enumerate(scores))


def score_line(names: Names, scores: Sequence[int], target: int) -> str:
    return _tr("Scores: {scores} (game to {target}).").format(
        scores=_seat_scores(names, scores), target=target)


def game_lines(names: Names, game_scores: Sequence[Sequence[int]],
               game_winners: Sequence[int | None], target: int) -> list[str]:
    """Hollywood: one line per game, "Game 1: You: 101 · Ann: 55, won by you." or
    "Game 2: You: 92 · Ann: 54 (to 100)."""
    lines = []
    for game, (scores, winner) in enumerate(zip(game_scores, game_winners, strict=True)):
        if winner is None:
            line = _tr("Game {game}: {scores} (to {target}).").replace(
                "{target}", str(target))
        else:
            line = names.pick(winner, _tr("Game {game}: {scores}, won by you."),
                              _tr("Game {game}: {scores}, won by {name}."))
        lines.append(line.replace("{game}", str(game + 1)).replace(
            "{scores}", _seat_scores(names, scores)))
    return lines


def games_by_seat_line(names: Names, game_scores: Sequence[Sequence[int]],
                       target: int) -> str:
    """Hollywood's three games on one line, each seat's scores in game order as the name
    plates give them: "Games (to 100): You: 0 · 0 · 0; Comp. 1: 14 · 0 · 0; …"."""
    seats = range(max((len(scores) for scores in game_scores), default=0))
    scores = "; ".join(_tr("{name}: {score}").format(
        name=names(seat), score=" · ".join(str(_seat_score(seat, game)) for game in game_scores))
        for seat in seats)
    return _tr("Games (to {target}): {scores}.").format(target=target, scores=scores)


def standing_lines(names: Names, scores: Sequence[int], target: int,
                   game_scores: Sequence[Sequence[int]] = (),
                   game_winners: Sequence[int | None] = ()) -> list[str]:
    """The match so far: the scores against the target, or in Hollywood (``game_scores``
    given) each of the three games; the sum over the games means nothing there."""
    if game_scores:
        return game_lines(names, game_scores, game_winners, target)
    return [score_line(names, scores, target)]


def _seat_score(seat: int, row: Sequence[int]) -> int:
    return row[seat] if 0 <= seat < len(row) else 0


def plate_score(seat: int, scores: Sequence[int],
                game_scores: Sequence[Sequence[int]] = ()) -> str:
    """The score on a seat's name plate: "57 pts", in Hollywood "Game 1: 101 · Game 2: 92 ·
    Game 3: 68" (``plate_score_short`` where the plate has no room for it)."""
    if game_scores:
        return " · ".join(_tr("Game {game}: {n}").format(game=g + 1, n=_seat_score(seat, game))
                          for g, game in enumerate(game_scores))
    score = _seat_score(seat, scores)
    if score == 1:
        return _tr("1 pt")
    return _tr("{n} pts").format(n=score)


def plate_score_short(seat: int, game_scores: Sequence[Sequence[int]]) -> str:
    """A squeezed plate's Hollywood scores, in game order: "Games: 101 · 92 · 68" (the
    plate's tooltip says which is which); "" outside Hollywood. "G1 101 · G2 92" read as a
    code to a newcomer."""
    if not game_scores:
        return ""
    return _tr("Games: {scores}").format(
        scores=" · ".join(str(_seat_score(seat, game)) for game in game_scores))


def hollywood_plate_tip() -> str:
    """What the three scores on a Hollywood plate are (RULES.md "Hollywood Gin")."""
    return _tr("Hollywood: three games are scored at once. A player's first won hand "
               "scores in game 1, the second in games 1 and 2, the third and later in all "
               "three; a game that has been won is no longer scored into.")


def match_title(end: MatchEnded, names: Names, hollywood: bool = False) -> str:
    """The match's winner. In Hollywood "the game" would be one of the three games, and
    the panel goes on to say who won each (the winner of the match may have lost one)."""
    if hollywood:
        return names.pick(end.winner, _tr("You win the match!"),
                          _tr("{name} wins the match"))
    return names.pick(end.winner, _tr("You win the game!"), _tr("{name} wins the game"))


def bonus_text(kind: str, amount: int, hands: int = 0) -> str:
    """A bonus as the match's end lists it; the line bonus with the hands won that made it
    (``hands``; the score pad's tooltip gives the same sum)."""
    if kind == "line" and hands:
        return _tr("line bonus {n} ({hands:hand|hands} × {each})").format(
            n=amount, hands=hands, each=amount // hands)
    if kind == "line":
        return _tr("line bonus {n}").format(n=amount)
    if kind == "game":
        return _tr("game bonus {n}").format(n=amount)
    if kind == "shutout":
        return _tr("shutout: doubled (+{n})").format(n=amount)
    return f"{kind} {amount}"


def match_lines(end: MatchEnded, names: Names,
                game_winners: Sequence[int | None] = ()) -> list[str]:
    """The final totals (the headline of the match's end), then the bonuses in them. In
    Hollywood (``game_winners`` given) the games each player won come first: they decide
    the match, the totals only a tie of games (RULES.md Hollywood)."""
    totals = " · ".join(name_and_score(names(s), t) for s, t in enumerate(end.totals))
    games: list[str] = []
    if game_winners:
        won = games_won(game_winners, range(len(end.totals)))
        games.append(_tr("Games won: {games}.").format(
            games=" · ".join(name_and_score(names(s), n) for s, n in won.items())))
    lines = games + [_tr("Final totals: {totals}.").format(totals=totals)]
    if not game_winners:
        return lines + [f"{names(bonus.seat)}: "
                        f"{bonus_text(bonus.kind, bonus.points, bonus.hands)}"
                        for bonus in end.bonuses]
    # Hollywood gives each game its own bonuses: without the game, three lines could read
    # "Ana: game bonus 100" alike; one line per player and game keeps nine bonuses (three
    # kinds in three games) from shrinking the panel's type.
    grouped: dict[tuple[int, int], list[str]] = {}
    for bonus in end.bonuses:
        grouped.setdefault((bonus.game, bonus.seat), []).append(
            bonus_text(bonus.kind, bonus.points, bonus.hands))
    return lines + [_tr("{name}, game {game}: {bonus}").format(
        name=names(seat), game=game + 1, bonus=", ".join(texts))
        for (game, seat), texts in grouped.items()]
