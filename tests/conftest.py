"""Shared test setup. The environment is set here, before any test module imports Qt."""

import os
import tempfile

# Tests never need a screen, and must not abort on a machine without one.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Text in grey levels whatever the system's sub-pixel setting (see tests/fonts.conf), so
# that the tests reading drawn text's pixels read the same on every distribution. Only
# where that file can include the system's own settings (it names their usual place).
if os.path.exists("/etc/fonts/fonts.conf"):
    os.environ.setdefault("FONTCONFIG_FILE",
                          os.path.join(os.path.dirname(__file__), "fonts.conf"))
# Every animation duration is scaled by this factor; at 0 they finish at once.
os.environ.setdefault("GIN_DESKTOP_ANIMATION_SPEED", "0")
# Saves, statistics and settings of in-process app tests go to a scratch folder, never the
# user's real data (and an unfinished real match would ask to be resumed).
os.environ.setdefault("GIN_DESKTOP_DATA_DIR", tempfile.mkdtemp(prefix="gin-desktop-tests-"))
