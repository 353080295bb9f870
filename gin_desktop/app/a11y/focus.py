"""The keyboard focus goes back to the card table when a dialog closes, and shows where a
dialog put it on opening or its underlined letter moved it (``frame_standard_controls``
switches on the style's frame, for the one and the other).

Qt gives the focus back to the widget that had it, or to the first one in the window's tab
chain (the score pad), and some platforms leave the closed dialog's window "active" until
the person clicks: a keyboard or screen-reader player would have to find the table again
after every dialog. ``return_focus_to(window, table)`` watches the windows that ``window``
opens (its dialogs, the rules and statistics windows) and its floating docks: when one
hides, ``window`` is activated again and the table takes the focus.
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget

from ..weak_call import single_shot


def _owner(helper: QObject) -> QWidget | None:
    """The window or dialog whose child ``helper`` is (None once Qt has taken it away),
    asked of Qt each time: a helper that kept it in an attribute tied the two in a
    reference cycle, and a dialog let go of was then freed by Python's garbage collector,
    whose teardown in no set order crashed the game (its parts painted, and this helper's
    filter called, after Python had let go of them)."""
    owner = helper.parent()
    return owner if isinstance(owner, QWidget) else None


class _FocusReturn(QObject):
    def __init__(self, window: QWidget, table: QWidget) -> None:
        super().__init__(window)
        self._table = table
        window.installEventFilter(self)
        # The window's own parts made before this call (its docks may float as windows).
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        for child in window.findChildren(QWidget, options=direct):
            if child is not table:
                child.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        window = _owner(self)
        if window is None:
            return False
        if watched is window and isinstance(event, QChildEvent) and \
                event.type() == QEvent.Type.ChildAdded and isinstance(event.child(), QWidget):
            # A dialog made with the window as parent: watch it hide.
            event.child().installEventFilter(self)
        elif event.type() == QEvent.Type.Hide and isinstance(watched, QWidget) and \
                watched is not window and watched.isWindow():
            # After the dialog is gone and Qt has put the focus where it was.
            single_shot(0, self._come_back)
        return False

    def _come_back(self) -> None:
        window = _owner(self)
        if window is None or not window.isVisible() or QApplication.activeModalWidget() is not None:
            return
        others = [w for w in QApplication.topLevelWidgets()
                  if w.isVisible() and w is not window and w.isActiveWindow()]
        if others:
            return  # another window of the game has the person's attention
        window.activateWindow()
        self._table.setFocus(Qt.FocusReason.ActiveWindowFocusReason)


def return_focus_to(window: QWidget, table: QWidget) -> None:
    """Give ``table`` the focus whenever a window that ``window`` opened closes."""
    _FocusReturn(window, table)


def frame_standard_controls(window: QWidget) -> None:
    """Have the style frame the focused standard control of ``window`` (a button, a check
    box, a field) now, as after Tab: the style frames the focus only in a window whose
    focus the keys have moved, and a click takes the frame away again."""
    window.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)


class _OpeningFocusFrame(QObject):
    def __init__(self, dialog: QWidget, parts: tuple[QWidget, ...]) -> None:
        super().__init__(dialog)
        self._opening = False
        # The dialog's Show comes here before its own showEvent gives a part the focus.
        dialog.installEventFilter(self)
        for part in parts:
            part.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        dialog = _owner(self)
        if dialog is None:
            return False
        if watched is dialog:
            if event.type() == QEvent.Type.Show:
                self._opening = True
        elif (event.type() == QEvent.Type.FocusIn and self._opening
              and dialog.isActiveWindow()):
            # Once the dialog is the active window: activating it clears the frame.
            self._opening = False
            frame_standard_controls(dialog)
        return False


def frame_focus_on_opening(dialog: QWidget, *parts: QWidget) -> None:
    """Frame the focus that ``dialog`` gives one of ``parts`` as it opens, as after Tab: a
    player who opened the dialog by its key saw no frame anywhere."""
    _OpeningFocusFrame(dialog, parts)


class _MnemonicFocusFrame(QObject):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._by_letter = False
        # Every part: an underlined letter is a button's own or a label's, for its buddy.
        for widget in window.findChildren(QWidget):
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Shortcut:
            # The focus moves while the letter is handled; not after it.
            self._by_letter = True
            single_shot(0, self._letter_handled)
        elif event.type() == QEvent.Type.FocusIn and self._by_letter and \
                (window := _owner(self)) is not None:
            # A check box reached by its letter takes the focus as if by no key at all
            # (which clears the style's frame, so it is switched on once the focus is in).
            frame_standard_controls(window)
        return False

    def _letter_handled(self) -> None:
        self._by_letter = False


def frame_focus_reached_by_mnemonic(window: QWidget) -> None:
    """Frame the focus in ``window`` (a dialog, all its controls made) when an underlined
    letter moves it, as Tab does: after Alt+O a player at the keys had the Oklahoma box
    focused (Space ticked it) with nothing to show it until they pressed Tab."""
    _MnemonicFocusFrame(window)
