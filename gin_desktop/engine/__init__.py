"""gin_desktop.engine: the Gin Rummy rules of RULES.md as a pure-Python library.

No Qt here. Everything is deterministic from a seed.

    >>> from gin_desktop.engine import new_match, RuleSet
    >>> match = new_match(RuleSet.preset("seeds"), seed=123456)
    >>> match.legal_actions()
    (Action.from_text('take'), Action.from_text('pass'))
"""

from .actions import (
    BIG_GIN, DRAW_DISCARD, DRAW_STOCK, NEXT_HAND, PASS_UPCARD, TAKE_UPCARD, Action,
    ActionKind, ActionParseError, IllegalActionError,
)
from .cards import (
    FULL_DECK, Card, CardParseError, Suit, format_cards, parse_cards, sort_by_rank,
    sort_by_suit,
)
from .deck import DECK_VERSION, DECK_VERSIONS, Deal, deal_number_for, shuffled_deck
from .events import (
    Bonus, BonusKind, CardDiscarded, CardDrawn, Event, GameDecided, HandDealt, HandEnded,
    HandResult, Knocked, MatchEnded, MoveKind, PublicMove, ResultKind, Role, RolesDrawn,
    RolesRotated, ShowdownLaid, UpcardPassed, UpcardTaken,
)
from .hand import Hand, Phase, knock_goes_gin, knock_limit_for
from .hand_terms import STANDARD_KNOCK_LIMIT, HandTerms, LimitSource, hand_terms
from .match import (
    Match, ThreeHandMatch, TwoPlayerMatch, decisions, first_roles_for, new_match,
)
from .melds import (
    Arrangement, InvalidMeldError, Layoff, Meld, MeldKind, arrangement_keeping,
    best_arrangement, deadwood_points, knocker_layout, min_deadwood_after_discard,
)
from .refusal import Refusal, RefusalCode
from .rules import PRESET_NAMES, PRESETS, Mode, NextDealer, RuleSet, RuleSetError
from .serialize import SaveFileError, SaveProblem, load_match, match_from_json, match_to_json
from .table_state import TableState
from .view import SeatView

__all__ = [
    "BIG_GIN", "DECK_VERSION", "DECK_VERSIONS", "DRAW_DISCARD", "DRAW_STOCK", "FULL_DECK",
    "NEXT_HAND", "PASS_UPCARD", "PRESETS", "PRESET_NAMES", "STANDARD_KNOCK_LIMIT",
    "TAKE_UPCARD", "Action", "ActionKind", "ActionParseError", "Arrangement", "Bonus",
    "BonusKind", "Card", "CardDiscarded", "CardDrawn", "CardParseError", "Deal", "Event",
    "GameDecided", "Hand", "HandDealt", "HandEnded", "HandResult", "HandTerms",
    "IllegalActionError", "InvalidMeldError", "Knocked", "Layoff", "LimitSource", "Match",
    "MatchEnded", "Meld", "MeldKind", "Mode", "MoveKind", "NextDealer", "Phase",
    "PublicMove", "Refusal", "RefusalCode", "ResultKind", "Role", "RolesDrawn",
    "RolesRotated", "RuleSet", "RuleSetError", "SaveFileError", "SaveProblem", "SeatView",
    "ShowdownLaid", "Suit", "TableState", "ThreeHandMatch", "TwoPlayerMatch",
    "UpcardPassed", "UpcardTaken", "arrangement_keeping", "best_arrangement",
    "deadwood_points", "deal_number_for", "decisions", "first_roles_for", "format_cards",
    "hand_terms", "knock_goes_gin", "knock_limit_for", "knocker_layout", "load_match",
    "match_from_json", "match_to_json", "min_deadwood_after_discard", "new_match",
    "parse_cards", "shuffled_deck", "sort_by_rank", "sort_by_suit",
]
