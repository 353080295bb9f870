"""The package metadata and the data files agree with the source tree."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

import gin_desktop
from gin_desktop import resources

REPO = Path(__file__).resolve().parent.parent


def pyproject() -> dict[str, Any]:
    with (REPO / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


def test_version_in_pyproject_matches_the_package() -> None:
    assert pyproject()["project"]["version"] == gin_desktop.__version__


def test_every_subpackage_is_listed_in_pyproject() -> None:
    """A subpackage missing from [tool.setuptools] packages would be left out of the wheel."""
    listed = set(pyproject()["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join(init.parent.relative_to(REPO).parts)
        for init in (REPO / "gin_desktop").rglob("__init__.py")
    }
    assert on_disk <= listed, f"add to pyproject.toml packages: {sorted(on_disk - listed)}"


@pytest.mark.skipif(not (REPO / "assets").is_dir(), reason="no assets/ folder yet")
def test_assets_dir_is_found_in_a_source_checkout() -> None:
    assert resources.assets_dir() == REPO / "assets"


def test_assets_dir_prefers_a_pyinstaller_bundle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "assets").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.assets_dir() == tmp_path / "assets"


def test_assets_dir_finds_installed_package_data(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    package = tmp_path / "site-packages" / "gin_desktop"
    (package / "assets").mkdir(parents=True)
    monkeypatch.setattr(resources, "_PACKAGE_DIR", package)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resources.assets_dir() == package / "assets"


def test_assets_dir_names_the_places_it_looked_when_there_is_none(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(resources, "_PACKAGE_DIR", tmp_path / "gin_desktop")
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    with pytest.raises(FileNotFoundError, match=str(tmp_path / "assets")):
        resources.assets_dir()
