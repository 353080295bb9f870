"""Help ▸ Is the computer cheating? opens within the screen: at 720x640 it ran past the
bottom of a 1366x768 laptop at 125 % (1092x614 logical pixels), its Close button below the
screen's edge (QA session 37, in Spanish). The page scrolls instead, as the rules do.

The real window runs in a fresh process on the offscreen platform given a screen of that
size (``conftest.run_on_screen``) and opens the page from the Help menu's action.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import SHOWN_WINDOW, GameEnv, run_on_screen

_PROGRAM = SHOWN_WINDOW + """
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QDialogButtonBox
from gin_desktop.app.help_fairness import FairnessWindow

window = shown_window(sys.argv[2])
window.review_features.fairness_action.trigger()
page = next(w for w in app.topLevelWidgets() if isinstance(w, FairnessWindow))
for _ in range(20):
    app.processEvents()
close = page.findChild(QDialogButtonBox)
area = page.screen().availableGeometry()
button = QRect(close.mapToGlobal(close.rect().topLeft()), close.size())
print(json.dumps({
    "screen": [area.x(), area.y(), area.width(), area.height()],
    "visible": page.isVisible(),
    "inside": area.contains(page.frameGeometry()),
    "close_inside": area.contains(button),
}))
page.close()
window.close()
window.model.shutdown(5000)
"""


@pytest.mark.parametrize("code", ["es", "en"])
def test_the_fairness_page_and_its_close_button_are_on_a_laptop_screen(
        game_env: GameEnv, tmp_path: Path, code: str) -> None:
    seen = run_on_screen(game_env, tmp_path, (1092, 614), _PROGRAM, code)
    assert seen["visible"]
    assert seen["inside"]
    assert seen["close_inside"]
