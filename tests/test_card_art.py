"""The generated card art (tools/make_card_art.py -> assets/cards, assets/icons)."""

from __future__ import annotations

import importlib.util
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
ASSETS = REPO / "assets"
CARDS = ASSETS / "cards"
TOOL = REPO / "tools" / "make_card_art.py"

STYLES = ("standard", "four-colour", "large-index")
BACKS = ("blue", "red", "green")
NAMES = [r + s for s in "CDHS" for r in "A23456789TJQK"]
SVG_NS = "{http://www.w3.org/2000/svg}"


def _load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_card_art", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_card_art", module)
    spec.loader.exec_module(module)
    return module


def _all_svgs() -> list[Path]:
    paths = [CARDS / style / f"{name}.svg" for style in STYLES for name in NAMES]
    paths += [CARDS / "backs" / f"{colour}.svg" for colour in BACKS]
    paths.append(ASSETS / "icons" / "gin-desktop.svg")
    return paths


@pytest.mark.parametrize("style", STYLES)
def test_style_has_exactly_the_52_cards(style: str) -> None:
    files = sorted(p.name for p in (CARDS / style).iterdir())
    assert files == sorted(f"{name}.svg" for name in NAMES)
    assert len(files) == 52


def test_backs_icon_and_licence_exist() -> None:
    for colour in BACKS:
        assert (CARDS / "backs" / f"{colour}.svg").is_file()
    assert (ASSETS / "icons" / "gin-desktop.svg").is_file()
    licence = (CARDS / "LICENSE.md").read_text(encoding="utf-8")
    assert "CC0" in licence and "tools/make_card_art.py" in licence


@pytest.mark.parametrize("path", _all_svgs(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_svg_parses_and_qt_accepts_it(path: Path) -> None:
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG_NS}svg"
    if path.parent.parent == CARDS:
        assert root.get("viewBox") == "0 0 250 350"
    else:  # the icon is square
        _, _, w, h = root.get("viewBox", "").split()
        assert w == h
    assert QSvgRenderer(str(path)).isValid()


def test_suits_are_paths_not_font_glyphs() -> None:
    for path in _all_svgs():
        text = "".join(path.read_text(encoding="utf-8").split("<title>", 1)[1:])
        for glyph in "\u2660\u2661\u2662\u2663\u2664\u2665\u2666\u2667":
            assert glyph not in text, path


def test_generator_is_deterministic(tmp_path: Path) -> None:
    tool = _load_tool()
    assert tool.main(["--out", str(tmp_path)]) == 0
    generated = {p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file()}
    committed = {
        p.relative_to(ASSETS).as_posix()
        for folder in (CARDS, ASSETS / "icons")
        for p in folder.rglob("*")
        if p.is_file()
    }
    assert generated == committed, "re-run: python tools/make_card_art.py"
    for rel in sorted(generated):
        assert (tmp_path / rel).read_bytes() == (ASSETS / rel).read_bytes(), rel
    # a second run changes nothing
    assert tool.write_all(tmp_path) == 0


def test_cards_render_with_ink_where_expected(qapp: object) -> None:
    """Render a few cards: white face, corner index in the top-left, pip in the centre."""
    for style, name in (("standard", "AS"), ("four-colour", "KD"), ("large-index", "9H")):
        renderer = QSvgRenderer(str(CARDS / style / f"{name}.svg"))
        img = QImage(250, 350, QImage.Format.Format_ARGB32)
        img.fill(QColor(0, 0, 0, 0))
        painter = QPainter(img)
        renderer.render(painter, QRectF(0, 0, 250, 350))
        painter.end()
        assert img.pixelColor(125, 4).name() == "#ffffff"  # face near the top edge
        assert img.pixelColor(0, 0).alpha() == 0  # rounded corner is transparent
        corner = [img.pixelColor(x, y).lightness() for x in range(8, 45) for y in range(15, 80)]
        assert min(corner) < 160, f"{style}/{name}: no corner index"
        assert img.pixelColor(125, 175).lightness() < 200, f"{style}/{name}: empty centre"
