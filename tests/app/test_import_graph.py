"""The app's modules import one way only (docs/app-architecture.md): no cycle, not even
through an import made only for the type checker or inside a function."""

from __future__ import annotations

import ast
from pathlib import Path

import gin_desktop.app

APP = Path(gin_desktop.app.__file__).parent
PACKAGE = "gin_desktop.app"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(APP).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(APP.rglob("*.py"))}


def imported(path: Path, name: str, known: set[str]) -> set[str]:
    """The app's modules that ``path`` (module ``name``) imports anywhere in its text."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            # ``from package import module`` imports the module; else the package.
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                       for alias in node.names]
        else:
            continue
        found |= {target for target in targets if target in known and target != name}
    return found


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle of ``graph`` (its modules in order), or [] if there is none."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == 1:
                return [*path[path.index(target):], target]
            if target not in state:
                cycle = visit(target)
                if cycle:
                    return cycle
        path.pop()
        state[node] = 2
        return []

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return []


def test_the_app_has_no_import_cycle() -> None:
    known = modules()
    graph = {name: imported(path, name, set(known)) for name, path in known.items()}
    assert " -> ".join(find_cycle(graph)) == ""


def test_the_cycle_finder_finds_a_type_only_cycle(tmp_path: Path) -> None:
    """The check itself: a TYPE_CHECKING import back to the importer is a cycle."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) == []
    module = tmp_path / "training.py"
    module.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                      "    from .main import MainWindow\n")
    known = {f"{PACKAGE}.main", f"{PACKAGE}.training"}
    assert imported(module, f"{PACKAGE}.training", known) == {f"{PACKAGE}.main"}
