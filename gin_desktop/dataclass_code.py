"""The methods ``dataclasses`` writes for each class, compiled once and kept.

Python writes every dataclass's ``__init__``, ``__repr__``, ``__eq__`` and ``__hash__`` (a
frozen one's ``__setattr__`` and ``__delattr__`` too) as source text and compiles that text
at each start: the engine's and the window's fifty-odd classes, some 260 compilations, a
tenth of the instructions a start ran to its first frame (1,603 million; 1,430 without).
``DataclassCode`` keeps what was compiled in a file beside the game's own bytecode, where
Python keeps its ``.pyc`` files (under ``sys.pycache_prefix`` when one is set), so that the
next start reads the code instead of compiling it again.

The text itself is the key: a class that changed is written differently and compiled anew,
and a file that cannot be read is as good as none. The code is the same code: compiled as
``exec`` compiles a text (named ``<string>``, no ``__future__`` options of this module), so
the classes are the same, annotations and all.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib.util
import marshal
import os
import sys
from pathlib import Path
from types import CodeType
from typing import Any

#: Written first in the file: the interpreter's bytecode version, as a .pyc starts.
_HEADER = importlib.util.MAGIC_NUMBER


def default_path() -> Path | None:
    """Where the game keeps the code: beside its package's bytecode; None where Python
    writes no bytecode or the game runs from a frozen bundle (nothing to write there)."""
    if sys.dont_write_bytecode or getattr(sys, "frozen", False):
        return None
    package_pyc = Path(importlib.util.cache_from_source(str(Path(__file__).parent /
                                                           "__init__.py")))
    return package_pyc.with_name(f"dataclass-code.{sys.implementation.cache_tag}.bin")


class DataclassCode:
    """The compiled methods read from ``path`` and those compiled since."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._known = self._read(path)
        self._used: dict[str, CodeType] = {}
        #: How many texts were compiled here, not found in the file.
        self.compiled = 0

    @staticmethod
    def _read(path: Path) -> dict[str, CodeType]:
        try:
            data = path.read_bytes()
            if not data.startswith(_HEADER):
                return {}
            known = marshal.loads(data[len(_HEADER):])
        except (OSError, ValueError, EOFError, TypeError):
            return {}
        if not isinstance(known, dict):
            return {}
        return {text: code for text, code in known.items()
                if isinstance(text, str) and isinstance(code, CodeType)}

    def exec(self, source: Any, globals: dict[str, Any] | None = None,
             locals: dict[str, Any] | None = None) -> None:
        """``exec`` as ``dataclasses`` calls it, a text's code read rather than compiled."""
        if isinstance(source, str):
            code = self._known.get(source)
            if code is None:
                # As exec compiles a text: its name, and no options of this module's.
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self._known[source] = code
                self.compiled += 1
            self._used[source] = code
            source = code
        exec(source, globals, locals)

    def install(self) -> None:
        """From now on, the classes ``dataclasses`` makes in this process use this code."""
        # The module's own name for exec comes before the builtin one.
        dataclasses.exec = self.exec  # type: ignore[attr-defined]

    def save(self) -> None:
        """Keep the code used in this process, when any of it had to be compiled (what no
        class asked for any more is left out). Nothing is lost when it cannot be written."""
        if not self.compiled:
            return
        partial = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            partial.write_bytes(_HEADER + marshal.dumps(self._used))
            os.replace(partial, self.path)
        except (OSError, ValueError):
            with contextlib.suppress(OSError):
                partial.unlink(missing_ok=True)


def uninstall() -> None:
    """``dataclasses`` compiles its texts itself again."""
    if "exec" in vars(dataclasses):
        del dataclasses.exec  # type: ignore[attr-defined]


__all__ = ["DataclassCode", "default_path", "uninstall"]
