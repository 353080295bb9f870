"""docs/app-architecture.md is the map a developer opens the app with: each of the app's
modules is on it, and each file it names is there."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
APP = REPO / "gin_desktop" / "app"
DOC = (REPO / "docs" / "app-architecture.md").read_text(encoding="utf-8")


def test_every_module_of_the_app_is_on_the_map() -> None:
    named = set(re.findall(r"`app/([a-z_/0-9]+\.py)`", DOC))
    folders = set(re.findall(r"`app/([a-z_0-9]+)/`", DOC))
    missing = [path.relative_to(APP).as_posix() for path in sorted(APP.rglob("*.py"))
               if path.name != "__init__.py" and path.parent == APP
               and path.relative_to(APP).as_posix() not in named]
    assert not missing, f"not in docs/app-architecture.md: {missing}"
    subpackages = {p.parent.name for p in APP.glob("*/__init__.py")}
    assert subpackages <= folders, f"folders not named: {sorted(subpackages - folders)}"


def test_every_table_module_is_in_the_table_tree() -> None:
    tree = DOC.split("## The table (`app/table/`)", 1)[1].split("```", 2)[1]
    missing = [p.name for p in sorted((APP / "table").glob("*.py"))
               if p.name != "__init__.py" and p.name not in tree]
    assert not missing, f"not in the table's tree: {missing}"


def test_every_file_named_exists() -> None:
    paths = set(re.findall(r"`((?:app|gin_desktop|tests|tools|bench|assets)/[A-Za-z_/0-9.]+)`",
                           DOC))
    where = [REPO / p if not p.startswith("app/") else APP / p[len("app/"):] for p in paths]
    missing = sorted(str(p.relative_to(REPO)) for p in where if not p.exists())
    assert not missing, f"docs/app-architecture.md names files that are not there: {missing}"


def test_the_functions_named_for_the_words_exist() -> None:
    from gin_desktop.app import prompts

    for name in re.findall(r"`prompts\.([a-z_]+)`", DOC):
        assert hasattr(prompts, name), f"prompts.{name} is not there"
