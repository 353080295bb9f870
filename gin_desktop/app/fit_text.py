"""Text that keeps its room: a label of a fixed number of lines shows as much of a long
text as fits, ending in "…", with the whole text in its tooltip. The status line and the
training bar use it so that a long message never makes them taller, which would move the
table (and the cards under the mouse) each time a message changes."""

from __future__ import annotations

import re
from typing import Final

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

_ELLIPSIS = "…"
#: The most characters of a name the game does not know (a mode, preset or level that a
#: damaged or newer statistics file holds) shown: one of 200,000 took seconds to lay out.
MAX_UNKNOWN_NAME_CHARS = 40


def cut_short(text: str, chars: int = MAX_UNKNOWN_NAME_CHARS) -> str:
    """``text``, or its first characters and "…" when it is longer than ``chars``."""
    if len(text) <= chars:
        return text
    return text[:chars - 1].rstrip() + _ELLIPSIS


#: The hyphen before a pronoun joined to its verb ("retomá-la", "descarte-a"): a short
#: word that no line should begin with (a compound, "two-player", may part as it will).
_PRONOUN_HYPHEN: Final = re.compile(r"(?<=\w)-(?=(?:l?[ao]s?|lhes?|[mst]e|nos)\b)")


def held_together(text: str) -> str:
    """``text`` for a label or panel that wraps it, each pronoun held to its verb: the
    Portuguese resume question ended a line with "Quer retomá-" and the next with a lone
    "la?", a prompt "Arraste-" over "a até a pilha". Every translated sentence that wraps
    goes through it (the status line, notices, the table's panels and bubbles)."""
    return _PRONOUN_HYPHEN.sub("\u2011", text)  # a no-break hyphen, read as a hyphen


def _laid_out_height(metrics: QFontMetrics, lines: int) -> int:
    """The height Qt's text layout gives ``lines`` lines (a line may be a pixel taller
    there than ``metrics.height()``)."""
    return metrics.boundingRect(QRect(0, 0, 100_000, 100_000), 0,
                                "\n".join(["Ag"] * lines)).height()


def lines_height(metrics: QFontMetrics, lines: int) -> int:
    """The height of ``lines`` lines of text in ``metrics``' font."""
    return max(metrics.lineSpacing() * (lines - 1) + metrics.height(),
               _laid_out_height(metrics, lines))


def fits(metrics: QFontMetrics, text: str, width: int, lines: int) -> bool:
    """Whether ``text``, word-wrapped at ``width``, takes at most ``lines`` lines."""
    if not text:
        return True
    rect = metrics.boundingRect(QRect(0, 0, max(1, width), 100_000),
                                int(Qt.TextFlag.TextWordWrap), text)
    return (rect.height() <= _laid_out_height(metrics, lines)
            and rect.width() <= max(1, width))


def one_line_width(metrics: QFontMetrics, text: str) -> int:
    """The narrowest width at which ``fits`` holds ``text`` on one line: its laid-out
    width, which can be a pixel wider than its advance (a fractional advance rounded up);
    a box sized by the advance alone cut the Spanish "Espera" to "Espe…"."""
    if not text:
        return 0
    laid_out = metrics.boundingRect(QRect(0, 0, 100_000, 100_000),
                                    int(Qt.TextFlag.TextWordWrap), text).width()
    return max(metrics.horizontalAdvance(text), laid_out)


def lines_needed(metrics: QFontMetrics, text: str, width: int) -> int:
    """How many lines ``text`` takes, word-wrapped at ``width``."""
    lines = 1
    while not fits(metrics, text, width, lines) and lines < 40:
        lines += 1
    return lines


def least_width(metrics: QFontMetrics, text: str, lines: int) -> int:
    """The narrowest width at which ``text``, word-wrapped, takes at most ``lines`` lines
    (its longest word's, if even that width needs more)."""
    low, high = 1, max(1, metrics.horizontalAdvance(text) + 1)
    while low < high:
        middle = (low + high) // 2
        if fits(metrics, text, middle, lines):
            high = middle
        else:
            low = middle + 1
    return low


def elide_lines(metrics: QFontMetrics, text: str, width: int, lines: int) -> str:
    """``text`` if it fits in ``lines`` lines of ``width``, else its longest beginning that
    fits with "…" after it (cut at a space where one is near); a pronoun is held to its
    verb (``held_together``) wherever the lines break."""
    text = held_together(text)
    if fits(metrics, text, width, lines):
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with the ellipsis
        middle = (low + high + 1) // 2
        if fits(metrics, text[:middle].rstrip() + _ELLIPSIS, width, lines):
            low = middle
        else:
            high = middle - 1
    cut = text[:low]
    space = cut.rfind(" ")
    if space > low * 0.7:
        cut = cut[:space]
    return cut.rstrip(" ,.;:—-") + _ELLIPSIS


class LinesLabel(QLabel):
    """A plain-text label always ``lines`` lines tall: a longer text is cut with "…" and
    read whole in the tooltip (and by ``full_text``)."""

    def __init__(self, lines: int = 2, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines = lines
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._fix_height()

    def full_text(self) -> str:
        return self._full

    def set_full_text(self, text: str) -> None:
        self._full = text
        self._refit()

    def _shown(self) -> str:
        width = self.contentsRect().width()
        if not self.isVisible() or width < self.fontMetrics().averageCharWidth() * 8:
            return held_together(self._full)  # not laid out yet: cut when it is (resizeEvent)
        return elide_lines(self.fontMetrics(), self._full, width, self._lines)

    def _refit(self) -> None:
        shown = self._shown()
        self.setText(shown)
        # Cut short, the whole text is in the tooltip (a pronoun held to its verb is whole).
        self.setToolTip(self._full if shown != held_together(self._full) else "")

    def _fix_height(self) -> None:
        margins = self.contentsMargins()
        self.setFixedHeight(lines_height(self.fontMetrics(), self._lines)
                            + margins.top() + margins.bottom())

    def _settled(self) -> bool:
        # The collector clears a widget's attributes when it breaks a reference cycle,
        # and Qt may still send the widget events (a window closing restyles its
        # children): such a label has nothing left to fit.
        return "_lines" in self.__dict__

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._settled():
            self._refit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if self._settled() and event.type() in (QEvent.Type.FontChange,
                                                QEvent.Type.StyleChange):
            self._fix_height()  # a new font (a style sheet): the lines' new height


__all__ = ["LinesLabel", "elide_lines", "fits", "held_together", "lines_height",
           "lines_needed"]
