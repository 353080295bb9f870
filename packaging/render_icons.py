"""Render the app icon, assets/icons/gin-desktop.svg, for the installers: ``python
packaging/render_icons.py OUT_DIR`` (run with Qt's offscreen platform; build-bundle.sh does).

Writes into OUT_DIR:

- ``hicolor/<n>x<n>/apps/<APP_ID>.png`` for each size of the freedesktop icon theme, and
  ``hicolor/scalable/apps/<APP_ID>.svg`` (a copy), for the Linux menus;
- ``gin-desktop.ico`` (Windows) and ``gin-desktop.icns`` (macOS), each a set of PNG images.
  Both formats are a small header in front of PNG data, written here so that no image
  library beyond Qt is needed.
"""

from __future__ import annotations

import shutil
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "assets" / "icons" / "gin-desktop.svg"
APP_ID = "io.github.gin_desktop.GinDesktop"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: icns type codes of PNG images, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08",
              512: b"ic09", 1024: b"ic10"}


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # The stubs ask for bytes, but PySide6 6.12 accepts only a str here.
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise RuntimeError(f"could not encode a {size}px PNG")
    buffer.close()
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """An .ico file of PNG images (Windows Vista and later read these)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    directory, blobs = b"", b""
    for size, png in sorted(images.items()):
        dim = 0 if size >= 256 else size  # 0 means 256
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + directory + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """An .icns file of PNG images (macOS 10.7 and later)."""
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(png)) + png
        for size, png in sorted(images.items())
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(argv[1])
    app = QGuiApplication.instance() or QGuiApplication(["render_icons"])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"render_icons: cannot read {SOURCE}", file=sys.stderr)
        return 1
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | set(ICNS_TYPES))
    pngs = {size: render_png(renderer, size) for size in sizes}

    for size in HICOLOR_SIZES:
        folder = out / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{APP_ID}.png").write_bytes(pngs[size])
    scalable = out / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable / f"{APP_ID}.svg")
    (out / "gin-desktop.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (out / "gin-desktop.icns").write_bytes(icns({s: pngs[s] for s in ICNS_TYPES}))
    del app
    print(f"render_icons: wrote {out}/hicolor (PNG {HICOLOR_SIZES[0]}..{HICOLOR_SIZES[-1]} px"
          " and SVG), gin-desktop.ico, gin-desktop.icns")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
