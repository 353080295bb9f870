"""Where the game's data files (card faces, icons, translations) live at run time.

The files are kept in the top-level ``assets/`` folder of the source tree. They reach a
running game in one of three ways, and ``assets_dir()`` tries them in this order:

1. A PyInstaller bundle: the bundle is built with ``--add-data assets:assets``, so they
   are in ``sys._MEIPASS/assets``.
2. An installed wheel: pyproject.toml maps ``assets/`` to the package ``gin_desktop.assets``,
   so they are in ``gin_desktop/assets/`` beside this file.
3. A source checkout (including ``pip install -e``): they are in ``assets/`` beside the
   ``gin_desktop`` folder.

No copy or symlink is kept in the tree, so there is one place to edit.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates() -> list[Path]:
    found: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        found.append(Path(bundle) / "assets")
    found.append(_PACKAGE_DIR / "assets")
    found.append(_PACKAGE_DIR.parent / "assets")
    return found


def assets_dir() -> Path:
    """Return the folder that holds the game's assets.

    Raises FileNotFoundError, naming every place looked in, if there is none.
    """
    candidates = _candidates()
    for path in candidates:
        if path.is_dir():
            return path
    looked = ", ".join(str(p) for p in candidates)
    raise FileNotFoundError(f"gin_desktop assets folder not found; looked in: {looked}")
