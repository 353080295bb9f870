"""The README's statistics CSV section is what a player reads to understand the file: the
columns it names exist, and it explains the two that surprised a returning player, the
three-hand rows of hands sat out and the `custom` preset."""

from __future__ import annotations

import re
from pathlib import Path

from gin_desktop.app.statistics import CSV_COLUMNS

README = Path(__file__).resolve().parents[2] / "README.md"


def csv_section() -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index("exported to CSV")
    return text[start:text.index("Reset statistics", start)]


def test_the_columns_the_readme_names_exist() -> None:
    named = {word for word in re.findall(r"`([a-z_]+)`", csv_section())
             if "_" in word or word in CSV_COLUMNS}
    assert named and named <= set(CSV_COLUMNS)


def test_it_says_the_file_has_the_hands_sat_out_that_the_hands_total_leaves_out() -> None:
    section = " ".join(csv_section().split())
    assert "`advisor`" in section and "sat out" in section
    assert "Hands total" in section and "`player`" in section


def test_it_says_what_the_preset_column_means() -> None:
    section = " ".join(csv_section().split())
    assert "`preset`" in section and "`custom`" in section and "target" in section
