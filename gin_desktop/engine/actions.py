"""Player actions, with a text form for saves, logs and the arena (``Action.from_text``)."""

from __future__ import annotations

from enum import Enum

from .cards import FULL_DECK, Card, CardParseError
from .refusal import Refusal


class ActionKind(Enum):
    TAKE_UPCARD = "take"
    PASS_UPCARD = "pass"
    DRAW_STOCK = "stock"
    DRAW_DISCARD = "pile"
    DISCARD = "discard"
    #: Discard the card face down and knock (a gin when the rest has no deadwood).
    KNOCK = "knock"
    #: All eleven cards melded before discarding (only where the rules enable big gin).
    BIG_GIN = "big-gin"
    #: Deal the next hand once the result has been seen.
    NEXT_HAND = "next"


_WITH_CARD = frozenset({ActionKind.DISCARD, ActionKind.KNOCK})
_INTERNED: dict[tuple[ActionKind, Card | None], Action] = {}


class IllegalActionError(ValueError):
    """An action the rules do not allow now; ``refusal`` says why (the message is its
    English text). State is unchanged."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.text)
        self.refusal = refusal


class ActionParseError(ValueError):
    """Text that is not an action."""


class Action:
    """A player's move. Interned: equal actions are the same object, so legality checks
    and hashing are cheap (every turn builds and compares many of them)."""

    __slots__ = ("kind", "card", "_code")

    kind: ActionKind
    card: Card | None
    _code: int

    def __new__(cls, kind: ActionKind, card: Card | None = None) -> Action:
        if not isinstance(kind, ActionKind):
            raise TypeError(f"kind must be an ActionKind, not {type(kind).__name__}")
        if (kind in _WITH_CARD) != (card is not None):
            needs = "needs" if kind in _WITH_CARD else "takes no"
            raise ValueError(f"{kind.value} {needs} card")
        if card is not None and not isinstance(card, Card):
            raise TypeError(f"card must be a Card, not {type(card).__name__}")
        key = (kind, card)
        action = _INTERNED.get(key)
        if action is None:
            action = object.__new__(cls)
            object.__setattr__(action, "kind", kind)
            object.__setattr__(action, "card", card)
            object.__setattr__(action, "_code", len(_INTERNED))
            _INTERNED[key] = action
        return action

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    # Equality is identity (equal actions are the same object): object's own ``==``, in
    # C, which ``action in legal_actions`` calls on every turn. The hash is the creation
    # number, so sets of actions iterate in the same order in every run.
    def __hash__(self) -> int:
        return self._code

    def __reduce__(self) -> tuple[object, tuple[ActionKind, Card | None]]:
        return (Action, (self.kind, self.card))

    def text(self) -> str:
        return self.kind.value if self.card is None else f"{self.kind.value} {self.card}"

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Action.from_text({self.text()!r})"

    @staticmethod
    def from_text(text: str) -> Action:
        if not isinstance(text, str):
            raise ActionParseError(f"an action must be text, not {type(text).__name__}")
        words = text.split()
        if not words or len(words) > 2:
            raise ActionParseError(f"{text!r} is not an action")
        try:
            kind = ActionKind(words[0].lower())
        except ValueError:
            raise ActionParseError(
                f"{words[0]!r} is not an action; one of "
                f"{', '.join(k.value for k in ActionKind)}") from None
        if (kind in _WITH_CARD) != (len(words) == 2):
            raise ActionParseError(f"{text!r}: '{kind.value}' "
                                   f"{'needs' if kind in _WITH_CARD else 'takes no'} card")
        try:
            card = Card.from_text(words[1]) if len(words) == 2 else None
        except CardParseError as exc:
            raise ActionParseError(str(exc)) from None
        return Action(kind, card)

    # Constructors that read as sentences in callers.
    @staticmethod
    def discard(card: Card) -> Action:
        return Action(ActionKind.DISCARD, card)

    @staticmethod
    def knock(card: Card) -> Action:
        return Action(ActionKind.KNOCK, card)


TAKE_UPCARD = Action(ActionKind.TAKE_UPCARD)
PASS_UPCARD = Action(ActionKind.PASS_UPCARD)
DRAW_STOCK = Action(ActionKind.DRAW_STOCK)
DRAW_DISCARD = Action(ActionKind.DRAW_DISCARD)
BIG_GIN = Action(ActionKind.BIG_GIN)
NEXT_HAND = Action(ActionKind.NEXT_HAND)

#: Per card index, the discard and knock actions (the hot path builds these every turn).
DISCARD_ACTIONS: tuple[Action, ...] = tuple(Action(ActionKind.DISCARD, c) for c in FULL_DECK)
KNOCK_ACTIONS: tuple[Action, ...] = tuple(Action(ActionKind.KNOCK, c) for c in FULL_DECK)
