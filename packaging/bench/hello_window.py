"""A bare PySide6 window: the baseline that bench/bundle.py compares the game's start with.

Bundled by hello-window.spec with the same filtering as the game, and timed the same way
(gin_desktop.app.first_paint prints the seconds to the first painted frame, then quits).
"""

import sys

from PySide6.QtWidgets import QApplication, QWidget

from gin_desktop.app.first_paint import install_first_paint_probe

app = QApplication(sys.argv)
window = QWidget()
window.setWindowTitle("Hello")
window.resize(1024, 720)
install_first_paint_probe(window)
window.show()
sys.exit(app.exec())
