"""An AT-SPI client, as a screen reader is one: run by the system's Python with pyatspi
(Debian: python3-pyatspi) on the session's accessibility bus, beside the running game.

It finds the game, dumps its accessibility tree, reads the ten cards of the hand, plays a
turn through the tree alone (Pass or the stock's Press action, then a card's Press action
to discard it), and waits for the announcement of the computer's move. When the computer
ends the hand before that first move (it takes the upcard and knocks), it presses Next hand
and plays the next deal. It prints one JSON object on the last line of its output: {"tree",
"hand", "discarded", "announcements", "computer_move", "error", "hands_over_first"}.

Usage: python3 client.py TIMEOUT_SECONDS
"""

from __future__ import annotations

import json
import re
import sys
import time

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

WINDOW_TITLE = "Gin Rummy"
COMPUTER_MOVE = re.compile(r"^Computer (took|drew|passed) .*")


def role(node) -> str:
    """The node's role by the name older AT-SPI gives it: Debian 13's at-spi2-core (2.56)
    names a push button "button" (Debian 12's: "push button"). The role itself is
    unchanged, so it is told by its number, and the tree reads the same on every system."""
    if node.getRole() == pyatspi.ROLE_PUSH_BUTTON:
        return "push button"
    return node.getRoleName()


def find(node, test, depth=0):
    """The first node under ``node`` (itself included) for which ``test`` holds."""
    if node is None or depth > 12:
        return None
    try:
        if test(node):
            return node
        for child in node:
            found = find(child, test, depth + 1)
            if found is not None:
                return found
    except Exception:  # noqa: BLE001 - a node may go away while we walk
        return None
    return None


def dump(node, depth=0, lines=None):
    lines = [] if lines is None else lines
    try:
        actions = []
        try:
            action = node.queryAction()
            actions = [action.getName(i) for i in range(action.nActions)]
        except NotImplementedError:
            pass
        states = [pyatspi.stateToString(s) for s in node.getState().getStates()
                  if s in (pyatspi.STATE_FOCUSED, pyatspi.STATE_SELECTED, pyatspi.STATE_CHECKED)]
        lines.append("  " * depth + f"[{role(node)}] {node.name!r}"
                     + (f" ({node.description})" if node.description else "")
                     + (f" actions={actions}" if actions else "")
                     + (f" states={states}" if states else ""))
        if depth < 8:
            for child in node:
                if child is not None:
                    dump(child, depth + 1, lines)
    except Exception as error:  # noqa: BLE001
        lines.append("  " * depth + f"<gone: {error}>")
    return lines


def press_index(node) -> int | None:
    """The index of the node's Press action; None when it has none (a disabled button)."""
    try:
        action = node.queryAction()
    except NotImplementedError:
        return None
    return next((i for i in range(action.nActions) if action.getName(i) == "Press"), None)


def press(node) -> None:
    index = press_index(node)
    if index is None:
        raise RuntimeError(f"{node.name!r} has no Press action")
    node.queryAction().doAction(index)


class Client:
    def __init__(self, timeout: float) -> None:
        self.deadline = time.monotonic() + timeout
        self.result = {"tree": [], "hand": [], "discarded": None, "announcements": [],
                       "computer_move": None, "error": None, "hands_over_first": 0}
        self.frame = None
        self.discarded_at = None
        self.last_press = 0.0

    def frame_of_game(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            frame = find(app, lambda n: role(n) == "frame" and n.name == WINDOW_TITLE)
            if frame is not None:
                return frame
        return None

    def node(self, test):
        return find(self.frame, test)

    def hand(self):
        return self.node(lambda n: role(n) == "list" and n.name == "Your hand")

    def on_change(self, event) -> None:
        self.result.setdefault("changes", 0)
        self.result["changes"] += 1

    def on_event(self, event) -> None:
        text = str(event.any_data)
        self.result["announcements"].append(text)
        if self.discarded_at is not None and COMPUTER_MOVE.match(text) and \
                self.result["computer_move"] is None:
            self.result["computer_move"] = text

    def deal_next_hand(self) -> None:
        next_hand = self.node(lambda n: role(n) == "push button" and n.name == "Next hand"
                              and press_index(n) is not None)
        if next_hand is not None:
            self.result["hands_over_first"] += 1
            self.result["hand"] = []
            press(next_hand)
            self.last_press = time.monotonic()

    def step(self) -> bool:
        """One look at the game; False ends the main loop."""
        try:
            return self._step()
        except Exception as error:  # noqa: BLE001 - reported, not raised into GLib
            self.result["error"] = f"{type(error).__name__}: {error}"
            pyatspi.Registry.stop()
            return False

    def _step(self) -> bool:
        if time.monotonic() > self.deadline:
            self.result["error"] = self.result["error"] or "timed out"
            pyatspi.Registry.stop()
            return False
        if self.frame is None:
            self.frame = self.frame_of_game()
            return True
        if self.result["computer_move"] is not None:
            self.result["tree_after"] = dump(self.frame)
            pyatspi.Registry.stop()
            return False
        hand = self.hand()
        if hand is None:
            # The hand's list is gone once the hand is over. Over before our first move
            # (the computer took the upcard we passed and knocked): as a person would,
            # deal the next hand and play that.
            if self.discarded_at is None and time.monotonic() - self.last_press >= 0.8:
                self.deal_next_hand()
            return True
        cards = [c for c in hand if c is not None]
        if not self.result["hand"]:
            if len(cards) != 10:
                return True
            self.result["hand"] = [c.name for c in cards]
            self.result["tree"] = dump(self.frame)
            return True
        if self.discarded_at is not None or time.monotonic() - self.last_press < 0.8:
            return True
        if len(cards) == 11:
            # Discard a deadwood card (any card would do), through its Press action.
            card = next((c for c in cards if "deadwood" in c.description), cards[-1])
            self.result["discarded"] = card.name
            self.discarded_at = time.monotonic()
            press(card)
            return True
        passing = self.node(lambda n: role(n) == "push button" and n.name == "Pass")
        status = self.node(lambda n: role(n) == "status bar")
        if passing is not None:
            press(passing)
        elif status is not None and status.name.startswith("Your turn"):
            press(self.node(lambda n: role(n) == "push button"
                            and n.name.startswith("Stock")))
        self.last_press = time.monotonic()
        return True


def main() -> int:
    client = Client(float(sys.argv[1]) if len(sys.argv) > 1 else 60.0)
    pyatspi.Registry.registerEventListener(client.on_event, "object:announcement")
    # As a screen reader does: with these registered, the game sends the changes, and the
    # client's cached names and children stay current.
    pyatspi.Registry.registerEventListener(
        client.on_change, "object:property-change", "object:children-changed",
        "object:state-changed", "focus:")
    GLib.timeout_add(250, client.step)
    pyatspi.Registry.start()
    print(json.dumps(client.result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
