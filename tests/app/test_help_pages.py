"""The help a player reads names no file of the project's source (the fairness page used to
cite a test's path): every language's fairness page and rulebook read as sentences."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gin_desktop.app.deal_code import parse_deal

ASSETS = Path(__file__).resolve().parents[2] / "assets"


@pytest.mark.parametrize("page", sorted((ASSETS / "help").glob("*.md"))
                         + sorted((ASSETS / "rules").glob("*.md")), ids=lambda p: p.name)
def test_help_names_no_source_file(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert "tests/" not in text and ".py" not in text


@pytest.mark.parametrize("page", sorted((ASSETS / "help").glob("fairness.*.md"))
                         + [ASSETS.parent / "README.md"], ids=lambda p: p.name)
def test_the_deal_codes_shown_are_codes_replay_deal_takes(page: Path) -> None:
    """A player copies the example codes: each one is read as the page says (the current
    form, nothing old), and the three-hand form, which names the table, is shown too."""
    codes = re.findall(r"GIN-[0-9A-Z-]+[0-9A-Z]", page.read_text(encoding="utf-8"))
    refs = [parse_deal(code) for code in codes]
    assert refs and all(ref.deck_version is not None for ref in refs)
    assert any(ref.roles is not None for ref in refs), "no three-hand code with its table"
