"""The help a player reads names no file of the project's source (the fairness page used to
cite a test's path): every language's fairness page and rulebook read as sentences."""

from __future__ import annotations

from pathlib import Path

import pytest

ASSETS = Path(__file__).resolve().parents[2] / "assets"


@pytest.mark.parametrize("page", sorted((ASSETS / "help").glob("*.md"))
                         + sorted((ASSETS / "rules").glob("*.md")), ids=lambda p: p.name)
def test_help_names_no_source_file(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert "tests/" not in text and ".py" not in text
