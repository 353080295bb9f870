"""Accessible names from the labels beside the fields.

A screen reader takes a line edit's or a spin box's name from its buddy label, but a combo
box answers with its current item ("Standard") and never says what it chooses. Each labelled
combo box is given its label's words as its name ("Your seat"), so it is announced as
"Your seat, combo box, Seat 1".
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel, QWidget


def plain_label(text: str) -> str:
    """A label's words without its mnemonic ampersand and the trailing colon or ellipsis:
    "Your &seat:" -> "Your seat"."""
    return (text.replace("&&", "\0").replace("&", "").replace("\0", "&")
            .rstrip().rstrip(":…").strip())


def name_combos_after_labels(root: QWidget) -> None:
    """Give each combo box under ``root`` that has a label (``QLabel.setBuddy``, or a row
    of a ``QFormLayout``) its label's words as accessible name. Call again when a label's
    text changes."""
    for label in root.findChildren(QLabel):
        buddy = label.buddy()
        if isinstance(buddy, QComboBox) and label.text():
            buddy.setAccessibleName(plain_label(label.text()))


__all__ = ["name_combos_after_labels", "plain_label"]
