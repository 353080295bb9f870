"""The rulebook shown in Help ▸ Rules, in the player's language.

The text lives in ``assets/rules/rules.<lang>.md`` (Markdown), reworded for players from the
project's RULES.md. A translator adds ``rules.es.md``, ``rules.cs.md``, ``rules.pt.md``; a
language without its own file falls back to English.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from gin_desktop.engine import RuleSet
from gin_desktop.resources import assets_dir

FALLBACK_LANGUAGE = "en"


def rules_dir() -> Path:
    return assets_dir() / "rules"


def _candidates(language: str | None) -> list[str]:
    names: list[str] = []
    if language and language != "system":
        names.append(language)
    else:
        names.append(QLocale().name())  # e.g. "pt_BR"
    for name in list(names):
        base = name.replace("-", "_").split("_")[0].lower()
        if base and base not in names:
            names.append(base)
    if FALLBACK_LANGUAGE not in names:
        names.append(FALLBACK_LANGUAGE)
    return names


#: RULES.md "Extras": the line and game bonuses' usual values, named while they are off.
USUAL_LINE_BONUS = 25
USUAL_GAME_BONUS = 100


def rule_values(rules: RuleSet) -> dict[str, int]:
    """The numbers the rulebook's ``{name}`` fields stand for under ``rules``: those of the
    match, and for an extra that is off the value it usually has."""
    return {
        "knock_limit": rules.knock_limit,
        "gin_bonus": rules.gin_bonus,
        "undercut_bonus": rules.undercut_bonus,
        "big_gin_bonus": rules.big_gin_bonus,
        "target": rules.target,
        "line_bonus": rules.line_bonus or USUAL_LINE_BONUS,
        "game_bonus": rules.game_bonus or USUAL_GAME_BONUS,
    }


def fill_rule_values(text: str, rules: RuleSet) -> str:
    """``text`` with each ``{name}`` of :func:`rule_values` replaced by its number (other
    braces are left as they are)."""
    for name, value in rule_values(rules).items():
        text = text.replace("{" + name + "}", str(value))
    return text


def rules_markdown(language: str | None = None, rules: RuleSet | None = None) -> str:
    """The rules as Markdown, for ``language`` (a code such as "es"; None or "system": the
    locale's), falling back to English, with the knock limit, the bonuses and the target
    of ``rules`` (the match being played; None: the rulebook's). Never raises: a missing
    file gives a short note."""
    text = localized_markdown("rules", "rules", language)
    if text is not None:
        return fill_rule_values(text, rules if rules is not None else RuleSet())
    return QCoreApplication.translate(
        "Rules", "# Rules\n\nThe rulebook file is missing from this installation.")


def localized_markdown(folder_name: str, stem: str, language: str | None) -> str | None:
    """``assets/<folder_name>/<stem>.<lang>.md`` for ``language`` or the nearest one there
    is (English last); None when none can be read."""
    try:
        folder = assets_dir() / folder_name
    except FileNotFoundError:
        return None
    for name in _candidates(language):
        try:
            return (folder / f"{stem}.{name}.md").read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    return None
