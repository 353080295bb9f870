"""The dataclasses' methods, compiled at one start and read at the next: the same classes,
and nothing compiled again unless a class changed."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from gin_desktop import dataclass_code
from gin_desktop.dataclass_code import DataclassCode, uninstall

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def kept(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path / "dataclass-code.bin"
    uninstall()


def point_class() -> Any:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Point:
        x: int
        names: tuple[str, ...] = dataclasses.field(default_factory=tuple)

    return Point


def ordered_class(extra: bool) -> Any:
    if extra:
        @dataclasses.dataclass(order=True)
        class Score:
            points: int
            bonus: int = 0
        return Score

    @dataclasses.dataclass(order=True)
    class Score:  # type: ignore[no-redef]
        points: int
    return Score


def made_with(code: DataclassCode, make: Callable[[], Any]) -> Any:
    """The class ``make`` makes, its methods from ``code``."""
    code.install()
    try:
        return make()
    finally:
        uninstall()


def test_the_same_methods_as_compiled_by_dataclasses(kept: Path) -> None:
    plain = point_class()
    cached = made_with(DataclassCode(kept), point_class)
    for name in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
        ours, theirs = getattr(cached, name), getattr(plain, name)
        assert ours.__code__.co_code == theirs.__code__.co_code, name
        assert ours.__code__.co_flags == theirs.__code__.co_flags, name
        assert ours.__code__.co_filename == theirs.__code__.co_filename, name
        # Evaluated annotations, not this module's strings (its __future__ import).
        assert ours.__annotations__ == theirs.__annotations__, name
    point = cached(1, ("a",))
    assert repr(point) == repr(plain(1, ("a",))).replace(plain.__qualname__, cached.__qualname__)
    assert point == cached(1, ("a",)) and hash(point) == hash(cached(1, ("a",)))
    with pytest.raises(dataclasses.FrozenInstanceError):
        point.x = 2  # type: ignore[attr-defined]


def test_a_second_start_reads_what_the_first_compiled(kept: Path) -> None:
    first = DataclassCode(kept)
    made_with(first, point_class)
    assert first.compiled > 0
    first.save()
    second = DataclassCode(kept)
    again = made_with(second, point_class)
    assert second.compiled == 0
    assert again(3) == again(3, ())
    second.save()  # nothing new: the file stays as it was
    assert DataclassCode(kept).compiled == 0


def test_a_changed_class_is_compiled_anew(kept: Path) -> None:
    first = DataclassCode(kept)
    made_with(first, lambda: ordered_class(False))
    first.save()
    second = DataclassCode(kept)
    score = made_with(second, lambda: ordered_class(True))
    assert second.compiled > 0
    assert score(2, 1) < score(2, 3)
    assert score(2) == score(2, 0)


@pytest.mark.parametrize("content", [b"", b"not marshal", b"\x00" * 40])
def test_a_file_that_cannot_be_read_is_as_none(kept: Path, content: bytes) -> None:
    kept.write_bytes(content)
    code = DataclassCode(kept)
    made = made_with(code, point_class)
    assert made(1) == made(1)
    assert code.compiled > 0
    code.save()
    assert DataclassCode(kept).compiled == 0
    assert made_with(DataclassCode(kept), point_class)(2).x == 2


def test_a_folder_that_cannot_be_written_loses_nothing(tmp_path: Path) -> None:
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("")
    code = DataclassCode(blocked / "dataclass-code.bin")
    made = made_with(code, point_class)
    code.save()
    assert made(5).x == 5
    assert list(tmp_path.iterdir()) == [blocked]


def test_no_file_where_python_writes_no_bytecode(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    assert dataclass_code.default_path() is None
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert dataclass_code.default_path() is None


def test_the_game_keeps_its_classes_code_beside_its_bytecode(tmp_path: Path) -> None:
    # `gin-desktop --version` exits before the window: what a start imports is asked
    # for directly, as the command does before it shows the window.
    script = ("import importlib, gin_desktop.cli as cli\n"
              "code = cli._dataclass_code()\n"
              "importlib.import_module('gin_desktop.ai')\n"
              "code.save()\n"
              "print(code.compiled, code.path)\n")
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(tmp_path), "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)

    def start() -> tuple[int, Path]:
        done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                              text=True, check=True, cwd=ROOT)
        compiled, path = done.stdout.split(maxsplit=1)
        return int(compiled), Path(path.strip())

    compiled, path = start()
    assert compiled > 50  # the engine's classes
    assert path.is_relative_to(tmp_path) and path.exists()
    assert start() == (0, path)
