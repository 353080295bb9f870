"""A recorded match's rules in the player's words: the preset they start from and what
differs ("Standard, to 250, undercut bonus 20"), short for a table's cell and in full
for its tooltip. The statistics keep the rules as ``statistics.rules_text`` wrote them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from gin_desktop.engine import PRESET_NAMES, PRESETS, NextDealer, RuleSet, RuleSetError

from .fit_text import cut_short
from .i18n import translate as _tr

#: A short name names this many changes at most, and fewer when they would take more than
#: ``SHORT_CHARS`` characters with the count of the others ("and 2 more"). The win-rate
#: table gives the changes a line of their own: so long, its four columns fit the
#: 600-pixel window a 900x600 screen gives the statistics, in each language.
SHORT_CHANGES = 2
SHORT_CHARS = 38


@dataclass(frozen=True)
class RulesName:
    """How a rule set is named: ``short`` on one line, ``full`` for a tooltip. Changed
    rules have both parts of their short name apart too: ``preset``, the short name of the
    preset they start from, and ``changes``, what differs in short ('' for a preset)."""

    short: str
    full: str
    preset: str = ""
    changes: str = ""


def preset_label(name: str) -> str:
    """A preset's name as the New game dialog lists it ("Oklahoma Gin")."""
    labels = {
        "seeds": _tr("Standard (the rulebook)"),
        # "EAAI" told a player nothing: the name says what sets the rules apart, and
        # preset_description() the rest.
        "eaai": _tr("Competition (25-point bonuses)"),
        "classic": _tr("Classic, with line bonus and shutout"),
        "oklahoma": _tr("Oklahoma Gin"),
        "hollywood": _tr("Hollywood Gin"),
        "straight": _tr("Straight Gin"),
        # A preset whose options were changed (the statistics name a match's rules).
        "custom": _tr("Custom rules"),
    }
    return labels.get(name, cut_short(name).capitalize())


def preset_description(name: str) -> str:
    """What a preset is, in a sentence ('' where its name says it): the New game
    dialog's tooltip on it."""
    if name == "eaai":
        return _tr("The rules of a research competition between computer players: gin and "
                   "undercut bonuses of 25, equal deadwood is an undercut, the players deal "
                   "in turn, and a card just taken from the pile may not be discarded.")
    return ""


def _short_preset(name: str) -> str:
    """A preset's name before its changes ("Standard, to 250")."""
    names = {
        "seeds": _tr("Standard"),
        "eaai": _tr("Competition"),
        "classic": _tr("Classic"),
        "oklahoma": _tr("Oklahoma"),
        "hollywood": _tr("Hollywood"),
        "straight": _tr("Straight"),
    }
    return names.get(name, name.capitalize())


def game_name(rules: RuleSet, *, three_hand: bool) -> str:
    """The game a match plays, as a player would name it: "two-player Oklahoma Gin",
    "three-hand Gin Rummy", "two-player Gin Rummy (Hollywood, Straight)"."""
    variants = [(preset, short) for on, preset, short in (
        (rules.oklahoma, "oklahoma", _tr("Oklahoma")),
        (rules.hollywood, "hollywood", _tr("Hollywood")),
        (rules.straight, "straight", _tr("Straight"))) if on]
    if not variants:
        game = _tr("Gin Rummy")
    elif len(variants) == 1:
        game = preset_label(variants[0][0])
    else:
        game = _tr("Gin Rummy ({variants})").format(
            variants=", ".join(short for _, short in variants))
    return (_tr("three-hand {game}") if three_hand else _tr("two-player {game}")).format(
        game=game)


def _switch(on: bool, yes: str, no: str) -> str:
    return yes if on else no


def changes(rules: RuleSet, base: RuleSet) -> list[str]:
    """What ``rules`` change of ``base``, each in a few words, in the New game dialog's
    order. Dealing the sitter ten cards is how the three-hand game is dealt, not a change
    of rules (as the dialog has it); a knock limit under Oklahoma or Straight, which set
    their own, and a big gin bonus without big gin change nothing a player would notice."""
    return _figures_changed(rules, base) + _options_changed(rules, base)


def _figures_changed(rules: RuleSet, base: RuleSet) -> list[str]:
    """The changes of the dialog's figures and its next dealer."""
    found: list[str] = []
    if rules.target != base.target:
        found.append(_tr("to {points}").format(points=rules.target))
    fixed_limit = rules.oklahoma or rules.straight
    if rules.knock_limit != base.knock_limit and not fixed_limit:
        found.append(_tr("knock limit {points}").format(points=rules.knock_limit)
                     if rules.knock_limit else _tr("gin only"))
    if rules.gin_bonus != base.gin_bonus:
        found.append(_tr("gin bonus {points}").format(points=rules.gin_bonus))
    if rules.undercut_bonus != base.undercut_bonus:
        found.append(_tr("undercut bonus {points}").format(points=rules.undercut_bonus))
    if rules.line_bonus != base.line_bonus:
        found.append(_tr("line bonus {points}").format(points=rules.line_bonus)
                     if rules.line_bonus else _tr("no line bonus"))
    if rules.game_bonus != base.game_bonus:
        found.append(_tr("game bonus {points}").format(points=rules.game_bonus)
                     if rules.game_bonus else _tr("no game bonus"))
    if rules.next_dealer != base.next_dealer:
        found.append({NextDealer.WINNER: _tr("the winner deals next"),
                      NextDealer.LOSER: _tr("the loser deals next"),
                      NextDealer.ALTERNATE: _tr("the deal alternates")}[rules.next_dealer])
    return found


def _options_changed(rules: RuleSet, base: RuleSet) -> list[str]:
    """The changes of the dialog's check boxes, and of the wall (the engine's own)."""
    found: list[str] = []
    if rules.oklahoma != base.oklahoma:
        found.append(_switch(rules.oklahoma, _tr("with Oklahoma"), _tr("without Oklahoma")))
    if rules.hollywood != base.hollywood:
        found.append(_switch(rules.hollywood, _tr("with Hollywood scoring"),
                             _tr("without Hollywood scoring")))
    if rules.straight != base.straight:
        found.append(_switch(rules.straight, _tr("Straight (gin only)"),
                             _tr("without Straight")))
    if rules.big_gin != base.big_gin or (
            rules.big_gin and rules.big_gin_bonus != base.big_gin_bonus):
        found.append(_tr("big gin bonus {points}").format(points=rules.big_gin_bonus)
                     if rules.big_gin else _tr("no big gin"))
    if rules.shutout != base.shutout:
        found.append(_switch(rules.shutout, _tr("a shutout doubles the score"),
                             _tr("a shutout is not doubled")))
    if rules.equal_deadwood_is_undercut != base.equal_deadwood_is_undercut:
        found.append(_switch(rules.equal_deadwood_is_undercut,
                             _tr("equal deadwood is an undercut"),
                             _tr("equal deadwood is not an undercut")))
    if rules.allow_discard_of_drawn_upcard != base.allow_discard_of_drawn_upcard:
        found.append(_switch(rules.allow_discard_of_drawn_upcard,
                             _tr("a taken upcard may be discarded"),
                             _tr("a taken upcard may not be discarded")))
    if rules.wall != base.wall and rules.wall == 0:
        found.append(_tr("a draw when the stock is empty"))
    elif rules.wall != base.wall:
        found.append(_tr("a draw with {cards} left in the stock").format(cards=rules.wall))
    return found


def changed_from(base: str, found: list[str]) -> str:
    """Rules named as the preset ``base`` and what was changed of it (``changes``), on
    two lines: "Oklahoma Gin" / "Changed: target 25"."""
    return "\n".join((preset_label(base), _tr("Changed: {changes}").format(
        changes=", ".join(found))))


def exact_preset(rules: RuleSet) -> str | None:
    """The preset whose every rule ``rules`` play, whatever their name says (None when
    there is none). Dealing the sitter ten cards is how the three-hand game is dealt, not
    a rule (as the dialog has it). Standard with Oklahoma ticked is Oklahoma Gin, not
    "Custom rules"."""
    for name in PRESET_NAMES:
        preset = PRESETS[name]
        if rules.replace(name=name, sitter_dealt=preset.sitter_dealt) == preset:
            return name
    return None


def closest_preset(rules: RuleSet) -> tuple[str, list[str]]:
    """The preset ``rules`` change least, and those changes. The rules do not say which
    preset the player started from ("custom" is all the dialog keeps): the one they differ
    from least reads best ("Oklahoma, gin bonus 50" rather than "Standard, with Oklahoma,
    gin bonus 50"); of two as close, the first in the dialog's list."""
    best = PRESET_NAMES[0], changes(rules, PRESETS[PRESET_NAMES[0]])
    for name in PRESET_NAMES[1:]:
        found = changes(rules, PRESETS[name])
        if len(found) < len(best[1]):
            best = name, found
    return best


def parse_rules(text: str) -> RuleSet | None:
    """The rules as ``statistics.rules_text`` stored them; None when unknown ('') or not
    readable by this version of the game (an option it does not know)."""
    if not text:
        return None
    try:
        return RuleSet.from_dict(json.loads(text))
    # RecursionError: text nested deeper than json reads, from a damaged file.
    except (ValueError, TypeError, RuleSetError, RecursionError):
        return None


def rules_name(preset: str, rules: str = "") -> RulesName:
    """A recorded match's rules named: a preset played as it is by its own name; changed
    rules by the preset they are closest to and what differs; changed rules recorded before
    the game kept them as "Custom rules"."""
    if preset != "custom":
        label = preset_label(preset)
        return RulesName(label, label, label)
    parsed = parse_rules(rules)
    if parsed is None:
        label = preset_label("custom")
        return RulesName(label, _tr(
            "Matches under changed rules, recorded before the game kept the rules of each "
            "match"), label)
    base, found = closest_preset(parsed)
    if not found:
        label = preset_label(base)
        return RulesName(label, label, label)
    text = ""
    for count in range(min(SHORT_CHANGES, len(found)), 0, -1):
        text = ", ".join(found[:count])
        if count < len(found):
            text = _tr("{rules} and {count} more").format(rules=text,
                                                          count=len(found) - count)
        if len(text) <= SHORT_CHARS:
            break
    full = changed_from(base, found)
    short = _short_preset(base)
    return RulesName(f"{short}, {text}", full, short, text)
