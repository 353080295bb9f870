"""The rulebook shown in Help ▸ Rules, in the player's language.

The text lives in ``assets/rules/rules.<lang>.md`` (Markdown), reworded for players from the
project's RULES.md. A translator adds ``rules.es.md``, ``rules.cs.md``, ``rules.pt.md``; a
language without its own file falls back to English.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

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


def rules_markdown(language: str | None = None) -> str:
    """The rules as Markdown, for ``language`` (a code such as "es"; None or "system": the
    locale's), falling back to English. Never raises: a missing file gives a short note."""
    text = localized_markdown("rules", "rules", language)
    if text is not None:
        return text
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
