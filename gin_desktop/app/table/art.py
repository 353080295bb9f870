"""Card pixmaps rendered from the SVG art, cached by (style, card, size, pixel ratio).

Why pixmaps and not ``QGraphicsSvgItem``: an SVG re-rendered on every paint costs
milliseconds per card, a pixmap blit microseconds. The pixmap is rendered at the card's
size in device pixels (size x devicePixelRatio), so it is drawn 1:1 and stays crisp on
high-DPI screens; a new card size (window resized) renders a new set (KPat does the same).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from gin_desktop.engine import Card
from gin_desktop.resources import assets_dir

DECK_STYLES: tuple[str, ...] = ("standard", "four-colour", "large-index")
CARD_BACKS: tuple[str, ...] = ("blue", "red", "green")
#: The art's aspect ratio (viewBox 0 0 250 350).
CARD_ASPECT = 350 / 250
#: The drop shadow baked into every pixmap, right and below the card (logical pixels).
SHADOW_X = 2
SHADOW_Y = 3

# A window resize asks for a new size while the old one is still cached; a few sizes of
# the whole deck fit comfortably, then the cache starts afresh.
_CACHE_LIMIT = 3 * 56


class CardArt:
    """Renders and caches card faces and backs."""

    def __init__(self, root: Path | None = None) -> None:
        self._root = root if root is not None else assets_dir() / "cards"
        self._renderers: dict[Path, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, str, int, int, float], QPixmap] = {}
        self.style = "standard"
        self.back_name = "blue"

    def set_style(self, style: str) -> None:
        """Use deck ``style`` (one of ``DECK_STYLES``); raises ValueError otherwise."""
        if style not in DECK_STYLES:
            raise ValueError(f"unknown deck style {style!r}; one of {', '.join(DECK_STYLES)}")
        self.style = style

    def set_back(self, name: str) -> None:
        """Use the card back ``name`` (one of ``CARD_BACKS``); raises ValueError otherwise."""
        if name not in CARD_BACKS:
            raise ValueError(f"unknown card back {name!r}; one of {', '.join(CARD_BACKS)}")
        self.back_name = name

    def face(self, card: Card, size: QSize, ratio: float, *, shadow: bool = False) -> QPixmap:
        """The face of ``card`` in the current style, ``size`` logical pixels.

        With ``shadow`` the pixmap is ``SHADOW_X``/``SHADOW_Y`` larger and carries the
        card's drop shadow: one blit per card on the table instead of a blit and a fill.
        """
        return self._pixmap(self.style, card.text(), size, ratio, shadow)

    def back(self, size: QSize, ratio: float, *, shadow: bool = False) -> QPixmap:
        """The current card back, ``size`` logical pixels (``shadow``: see ``face``)."""
        return self._pixmap("backs", self.back_name, size, ratio, shadow)

    def _pixmap(self, folder: str, name: str, size: QSize, ratio: float,
                shadow: bool = False) -> QPixmap:
        key = (folder if not shadow else folder + "+shadow", name, size.width(),
               size.height(), ratio)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            if len(self._pixmaps) >= _CACHE_LIMIT:
                self._pixmaps.clear()
            if shadow:
                pixmap = self._with_shadow(self._pixmap(folder, name, size, ratio), size,
                                           ratio)
            else:
                pixmap = self._render(self._root / folder / f"{name}.svg", size, ratio)
            self._pixmaps[key] = pixmap
        return pixmap

    @staticmethod
    def _with_shadow(card: QPixmap, size: QSize, ratio: float) -> QPixmap:
        width = round((size.width() + SHADOW_X) * ratio)
        height = round((size.height() + SHADOW_Y) * ratio)
        pixmap = QPixmap(width, height)
        pixmap.fill(Qt.GlobalColor.transparent)
        pixmap.setDevicePixelRatio(ratio)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        radius = size.width() * 0.05
        for offset, alpha in ((1.0, 40), (2.0, 30), (3.0, 20)):
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(QRectF(offset * SHADOW_X / 3, offset, size.width(),
                                           size.height()), radius, radius)
        painter.drawPixmap(0, 0, card)
        painter.end()
        return pixmap

    def _render(self, path: Path, size: QSize, ratio: float) -> QPixmap:
        renderer = self._renderers.get(path)
        if renderer is None:
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise FileNotFoundError(f"card art missing or invalid: {path}")
            self._renderers[path] = renderer
        pixmap = svg_pixmap(renderer, max(1, round(size.width() * ratio)),
                            max(1, round(size.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        return pixmap


def svg_pixmap(renderer: QSvgRenderer, width: int, height: int) -> QPixmap:
    """What ``renderer`` draws, smoothed, filling a transparent pixmap of ``width`` x
    ``height`` device pixels."""
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return pixmap
