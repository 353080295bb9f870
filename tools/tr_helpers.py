"""Let lupdate see the strings that modules pass through their own translate helper.

Several modules shorten ``QCoreApplication.translate`` with a helper such as::

    def _tr(text: str) -> str:
        return QCoreApplication.translate("Settings", text)

lupdate cannot know which context ``_tr("empty")`` uses, so it would miss the string. This
script finds such helpers (a module-level function of one argument that returns
``QCoreApplication.translate("<literal context>", <that argument>)``, possibly passed through
one call such as ``agreeing(...)``) and every call of them
with a literal text, and writes a stub module of ``QT_TRANSLATE_NOOP("Settings", "empty")``
lines that ``make translations`` passes to lupdate with the sources. The stub is build
output, never imported. A method's local alias ``tr = self.tr`` is handled the same way
(lupdate would file its strings under no context).

It also lists the translate calls whose text no tool can read (a variable, an f-string):
``tests/app/test_translations.py`` fails on them, since such a string would never be
translated. A variable is fine where the sources mark its possible values with
``QT_TRANSLATE_NOOP`` in the same context: in the module itself, or in another scanned one
(the app translates the reasons that ``gin_desktop.ai`` marks in the context "Advice").

Usage: python tools/tr_helpers.py OUTPUT.py SOURCE.py...
"""

from __future__ import annotations

import ast
import json
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

_APP_CLASSES = frozenset({"QCoreApplication", "QApplication", "QGuiApplication"})
_NOOPS = frozenset({"QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3", "QT_TR_NOOP"})


@dataclass(frozen=True)
class Message:
    context: str
    text: str
    path: str
    line: int
    comment: str | None = None  # the disambiguation, as in tr("Deal", "verb")


@dataclass(frozen=True)
class Problem:
    path: str
    line: int
    why: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.why}"


def _literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _is_translate(call: ast.Call) -> bool:
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr == "translate"):
        return False
    owner = func.value
    name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", None)
    return name in _APP_CLASSES


def _is_tr_method(call: ast.Call) -> bool:
    return isinstance(call.func, ast.Attribute) and call.func.attr == "tr"


def _callee_name(call: ast.Call) -> str | None:
    return call.func.id if isinstance(call.func, ast.Name) else None


def _helper_context(func: ast.FunctionDef) -> str | None:
    """The context if ``func`` is a translate helper of one argument, else None."""
    args = func.args
    if len(args.args) != 1 or args.vararg or args.kwarg or args.kwonlyargs:
        return None
    param = args.args[0].arg
    body = [s for s in func.body
            if not (isinstance(s, ast.Expr) and _literal(s.value) is not None)]
    if len(body) != 1 or not isinstance(body[0], ast.Return):
        return None
    call = body[0].value
    # The translation may be wrapped in one call: ``agreeing(QCoreApplication.translate(...))``.
    if (isinstance(call, ast.Call) and not _is_translate(call) and len(call.args) == 1
            and not call.keywords and isinstance(call.args[0], ast.Call)):
        call = call.args[0]
    if not (isinstance(call, ast.Call) and _is_translate(call) and len(call.args) >= 2):
        return None
    context = _literal(call.args[0])
    text = call.args[1]
    if context is None or not (isinstance(text, ast.Name) and text.id == param):
        return None
    return context


def _module_helpers(tree: ast.Module) -> dict[str, str]:
    """The translate helpers a module defines: name -> context."""
    return {node.name: context for node in tree.body if isinstance(node, ast.FunctionDef)
            and (context := _helper_context(node)) is not None}


def _module_name(path: Path) -> str:
    """The dotted module name of a source file, from its top package down."""
    parts = list(path.with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    # An absolute path gives a longer name ("work.main.gin_desktop.app"); imports are
    # matched by suffix, so that is fine.
    return ".".join(p for p in parts if p not in ("/", ".", ".."))


def _imported_helpers(tree: ast.Module, module: str, is_package: bool,
                      known: dict[str, dict[str, str]]) -> dict[str, str]:
    """Helpers a module imports from another scanned module (``from .texts import tr``)."""
    found: dict[str, str] = {}
    for node in tree.body:
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            base = module.split(".") if is_package else module.split(".")[:-1]
            base = base[:len(base) - (node.level - 1)]
            source = ".".join([*base, node.module] if node.module else base)
        else:
            source = node.module or ""
        helpers = next((h for name, h in known.items()
                        if name == source or name.endswith("." + source)), {})
        for alias in node.names:
            if alias.name in helpers:
                found[alias.asname or alias.name] = helpers[alias.name]
    return found


def _noop_contexts(tree: ast.Module) -> set[str]:
    """The contexts a module marks texts in with QT_TRANSLATE_NOOP("<context>", ...)."""
    return {str(_literal(node.args[0])) for node in ast.walk(tree)
            if isinstance(node, ast.Call) and _callee_name(node) in _NOOPS
            and len(node.args) >= 2 and _literal(node.args[0]) is not None}


def _alias_calls(tree: ast.Module) -> dict[int, str]:
    """``tr = self.tr`` in a method: lupdate files ``tr("x")`` under no context, but at run
    time it is the class's. The calls of such aliases (node id -> class name)."""
    alias_calls: dict[int, str] = {}
    for cls in ast.walk(tree):
        if not isinstance(cls, ast.ClassDef):
            continue
        for func in cls.body:
            if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            aliases = {t.id for n in ast.walk(func) if isinstance(n, ast.Assign)
                       and isinstance(n.value, ast.Attribute) and n.value.attr == "tr"
                       and isinstance(n.value.value, ast.Name) and n.value.value.id == "self"
                       for t in n.targets if isinstance(t, ast.Name)}
            for n in ast.walk(func):
                if isinstance(n, ast.Call) and _callee_name(n) in aliases:
                    alias_calls[id(n)] = cls.name
    return alias_calls


@dataclass
class _Scan:
    """One module's scan: what its calls are, and what was found."""

    path: str
    helpers: dict[str, str]
    alias_calls: dict[int, str]
    has_noop: bool
    noop_contexts: set[str]
    messages: list[Message]
    problems: list[Problem]

    def problem(self, node: ast.Call, why: str) -> None:
        self.problems.append(Problem(self.path, node.lineno, why))

    def alias_call(self, node: ast.Call) -> None:
        text = _literal(node.args[0]) if node.args else None
        if text is not None:
            self.messages.append(Message(
                self.alias_calls[id(node)], text, self.path, node.lineno,
                _literal(node.args[1]) if len(node.args) > 1 else None))
        elif not self.has_noop:
            self.problem(node, f"{_callee_name(node)}() of a text lupdate cannot read")

    def helper_call(self, node: ast.Call, name: str) -> None:
        text = _literal(node.args[0]) if node.args else None
        if text is not None:
            self.messages.append(Message(self.helpers[name], text, self.path, node.lineno))
        elif self.helpers[name] not in self.noop_contexts:
            self.problem(node, f"{name}() of a text lupdate cannot read")

    def translate_call(self, node: ast.Call) -> None:
        context = _literal(node.args[0]) if node.args else None
        text = _literal(node.args[1]) if len(node.args) > 1 else None
        if context is None:
            self.problem(node, "translate() with no literal context")
        elif text is None and context not in self.noop_contexts:
            self.problem(node, f"translate({context!r}, ...) of a text lupdate cannot read; "
                               f"mark the possible texts with QT_TRANSLATE_NOOP({context!r}, ...)")

    def call(self, node: ast.Call) -> None:
        name = _callee_name(node)
        if id(node) in self.alias_calls:
            self.alias_call(node)
        elif name in self.helpers:
            self.helper_call(node, name)
        elif _is_translate(node):
            self.translate_call(node)
        elif _is_tr_method(node) and node.args and _literal(node.args[0]) is None \
                and not self.has_noop:
            self.problem(node, "tr() of a text lupdate cannot read")


def scan_source(source: str, path: str, imported: dict[str, str] | None = None,
                marked: Iterable[str] = (),
                ) -> tuple[list[Message], list[Problem]]:
    """The helper-wrapped messages of one module, and the calls whose text is unreadable.

    ``imported``: translate helpers the module imports from others (name -> context).
    ``marked``: contexts whose texts other modules mark with QT_TRANSLATE_NOOP, so that a
    translate call in such a context may pass a variable.
    """
    try:
        tree = ast.parse(source, filename=path)
    except SyntaxError as error:
        return [], [Problem(path, error.lineno or 0, f"cannot be parsed: {error.msg}")]
    helpers: dict[str, str] = dict(imported or {})
    helper_nodes: set[int] = set()
    for statement in tree.body:
        if isinstance(statement, ast.FunctionDef):
            context = _helper_context(statement)
            if context is not None:
                helpers[statement.name] = context
                helper_nodes.update(id(n) for n in ast.walk(statement))
    has_noop = any(isinstance(node, ast.Call) and _callee_name(node) in _NOOPS
                   for node in ast.walk(tree))
    scan = _Scan(path, helpers, _alias_calls(tree), has_noop,
                 _noop_contexts(tree) | set(marked), [], [])
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and id(node) not in helper_nodes:
            scan.call(node)
    return scan.messages, scan.problems


def scan(paths: Iterable[Path]) -> tuple[list[Message], list[Problem]]:
    """Every helper-wrapped message of the modules, and every unreadable translate call."""
    sources = {path: path.read_text(encoding="utf-8") for path in sorted(paths)}
    trees: dict[Path, ast.Module] = {}
    for path, source in sources.items():
        try:
            trees[path] = ast.parse(source, filename=str(path))
        except SyntaxError:
            pass  # scan_source reports it
    known = {_module_name(path): _module_helpers(tree) for path, tree in trees.items()}
    marked: set[str] = set()
    for tree in trees.values():
        marked |= _noop_contexts(tree)
    messages: list[Message] = []
    problems: list[Problem] = []
    for path, source in sources.items():
        imported = (_imported_helpers(trees[path], _module_name(path),
                                      path.name == "__init__.py", known)
                    if path in trees else {})
        found, wrong = scan_source(source, str(path), imported, marked)
        messages += found
        problems += wrong
    return messages, problems


def stub(messages: Iterable[Message]) -> str:
    """A module lupdate reads: one QT_TRANSLATE_NOOP per message, in a stable order."""
    lines = [
        "# Generated by tools/tr_helpers.py for lupdate; do not edit, never imported.",
        "from PySide6.QtCore import QT_TRANSLATE_NOOP, QT_TRANSLATE_NOOP3",
        "",
    ]
    seen: set[tuple[str, str, str]] = set()
    for m in sorted(messages, key=lambda m: (m.context, m.text, m.comment or "")):
        key = (m.context, m.text, m.comment or "")
        if key in seen:
            continue
        seen.add(key)
        args = [json.dumps(a, ensure_ascii=False) for a in key if a]
        noop = "QT_TRANSLATE_NOOP3" if m.comment else "QT_TRANSLATE_NOOP"
        lines.append(f"{noop}({', '.join(args)})")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    output = Path(argv[0])
    messages, problems = scan(Path(p) for p in argv[1:])
    for problem in problems:
        print(f"warning: {problem}", file=sys.stderr)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(stub(messages), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
