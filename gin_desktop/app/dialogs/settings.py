"""The Settings dialog: name, cards, table, animation and language.

Every change is stored in ``Settings`` at once, and the window applies it to the table live
(it listens to ``Settings.changed``); Cancel puts the values back as they were.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPaintEvent, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QColorDialog, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel,
    QLineEdit, QPushButton, QToolButton, QVBoxLayout, QWidget,
)

from gin_desktop.resources import assets_dir

from ..i18n import translate as _tr
from .. import i18n
from ..colour_words import own_table_colour
from ..contrast import error_style, hint_style
from ..focus_frame import draw_focus_frame
from .labels import name_combos_after_labels
from ..settings import (
    ANIMATION_SPEEDS, CARD_BACKS, DECK_STYLES, DEFAULT_TABLE_COLOUR, LANGUAGES,
    MAX_NAME_LENGTH, Settings, SettingError,
)

# A few table colours to pick with one click (the custom colour button does the rest).
TABLE_SWATCHES = ("#1d5e3a", "#0f4c5c", "#5b2333", "#3b3b58", "#6b4f2a")



def deck_style_label(style: str) -> str:
    return {"standard": _tr("Standard"), "four-colour": _tr("Four colours"),
            "large-index": _tr("Large index")}.get(style, style)


def card_back_label(back: str) -> str:
    return {"blue": _tr("Blue"), "red": _tr("Red"), "green": _tr("Green")}.get(back, back)


def speed_label(speed: float) -> str:
    return {0.0: _tr("Instant"), 0.5: _tr("Fast"), 1.0: _tr("Normal"),
            2.0: _tr("Slow")}.get(speed, f"{speed:g}")


def language_label(code: str) -> str:
    # Each language in its own name, so that a player can find theirs.
    return i18n.language_label(code)


def card_pixmap(path: Path, height: int, device_ratio: float = 1.0) -> QPixmap:
    """An SVG card rendered at ``height`` logical pixels (empty if the file is missing)."""
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        return QPixmap()
    size = renderer.defaultSize()
    width = round(height * size.width() / max(size.height(), 1))
    pixmap = QPixmap(round(width * device_ratio), round(height * device_ratio))
    pixmap.setDevicePixelRatio(device_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return pixmap


def _cards_dir() -> Path | None:
    try:
        return assets_dir() / "cards"
    except FileNotFoundError:
        return None


def swatch_icon(colour: QColor, size: int = 16, device_ratio: float = 1.0) -> QIcon:
    pixmap = QPixmap(round(size * device_ratio), round(size * device_ratio))
    pixmap.setDevicePixelRatio(device_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(0, 0, 0, 90))
    painter.setBrush(colour)
    painter.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), 3, 3)
    painter.end()
    return QIcon(pixmap)


class SwatchButton(QToolButton):
    """A table colour's swatch, in the focus frame while it has the focus: the style's
    own frame, one pale pixel, was lost against the dark swatches, and a player at the
    keys could not tell which colour Space would choose."""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        draw_focus_frame(painter, self)
        painter.end()


def keep_room_when_hidden(widget: QWidget) -> None:
    """The layout keeps ``widget``'s room while it is hidden: showing it later moves
    nothing, and no button slides from under the pointer."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)


def held_room(widget: QWidget) -> QWidget:
    """``widget`` in a box that stays shown: a form layout drops a hidden field's row
    whatever its size policy says, a box layout keeps the room."""
    box = QWidget()
    inside = QVBoxLayout(box)
    inside.setContentsMargins(0, 0, 0, 0)
    inside.addWidget(widget)
    return box


class RoomyNote(QLabel):
    """A word-wrapped note as tall as the tallest of the texts it may show (its
    ``forms``), whichever it shows: a note that shrank from two lines to one moved the
    buttons under it 14 pixels up, and a click aimed at OK missed."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        # A shorter form reads just under its field, the room it leaves below it.
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._forms: tuple[str, ...] = ()
        # Measures the forms not shown; never shown itself.
        self._twin = QLabel()
        self._twin.setWordWrap(True)

    def set_forms(self, forms: tuple[str, ...]) -> None:
        self._forms = forms
        self.updateGeometry()

    def _tallest(self, width: int, own: int) -> int:
        self._twin.setFont(self.font())
        self._twin.setContentsMargins(self.contentsMargins())
        heights = [own]
        for form in self._forms:
            self._twin.setText(form)
            heights.append(self._twin.heightForWidth(width))
        return max(heights)

    def heightForWidth(self, width: int) -> int:
        return self._tallest(width, super().heightForWidth(width))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self._tallest(hint.width(), hint.height()))


def beside(text: str, field: QWidget, height: int | None = None) -> QLabel:
    """A form's label for ``field``, its words level with the field's middle. A form
    layout puts a label at the top of its row and ignores a vertical alignment, so "Deck:"
    stood at the top edge of the tall list with the card pictures: the label is made as
    tall as the field (or ``height``), its text centred in it."""
    label = QLabel(text)
    label.setBuddy(field)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    label.setMinimumHeight(height if height is not None else field.sizeHint().height())
    return label


# The fewest characters a field is allowed to be wide: a long name still shows whole.
FIELD_LEAST_CHARS = 30


def cap_widths(fields: tuple[QWidget, ...], row_width: int) -> None:
    """The fields no wider than the widest of them needs, nor than the colour ``row_width``
    (or ``FIELD_LEAST_CHARS`` characters, if more): stretched over a 1920-pixel screen, a
    name field and lists 1800 pixels wide put "Blue" at one end of the screen and its
    arrow at the other. The dialog may still grow; the fields keep to the left."""
    metrics = fields[0].fontMetrics()
    cap = max(row_width, metrics.averageCharWidth() * FIELD_LEAST_CHARS,
              *(field.sizeHint().width() for field in fields))
    for field in fields:
        field.setMaximumWidth(cap)


class SettingsDialog(QDialog):
    """Edits ``settings`` in place; changes show on the table as they are made."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("settings_dialog")
        self.setWindowTitle(self.tr("Settings"))
        self._original = (settings.player_name, settings.deck_style, settings.card_back,
                          settings.table_colour, settings.animation_speed, settings.language)

        self.name_edit = QLineEdit(settings.player_name)
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setToolTip(self.tr("Shown at the table and on the score pad, in "
                                          "the match being played too."))

        cards = _cards_dir()
        # The previews at the screen's pixel ratio: drawn at 1x, a high-density screen
        # would show them blown up and blurred.
        self._ratio = self.devicePixelRatioF()
        self.deck_combo = QComboBox()
        self.deck_combo.setIconSize(QSize(28, 38))
        for style in DECK_STYLES:
            icon = (QIcon(card_pixmap(cards / style / "QH.svg", 38, self._ratio))
                    if cards else QIcon())
            self.deck_combo.addItem(icon, deck_style_label(style), style)
        self.back_combo = QComboBox()
        self.back_combo.setIconSize(QSize(28, 38))
        for back in CARD_BACKS:
            icon = (QIcon(card_pixmap(cards / "backs" / f"{back}.svg", 38, self._ratio))
                    if cards else QIcon())
            self.back_combo.addItem(icon, card_back_label(back), back)

        self.colour_buttons: list[QToolButton] = []
        colour_row = QHBoxLayout()
        colour_row.setSpacing(4)
        # A swatch is a picture: its colour's name is what the tooltip and a screen
        # reader say.
        colour_names = self._colour_names = dict(zip(TABLE_SWATCHES, (
            self.tr("Green table"), self.tr("Teal table"), self.tr("Burgundy table"),
            self.tr("Slate blue table"), self.tr("Brown table")), strict=True))
        for name in TABLE_SWATCHES:
            button = SwatchButton()
            button.setIcon(swatch_icon(QColor(name), 20, self._ratio))
            button.setIconSize(QSize(20, 20))
            button.setAutoRaise(True)
            # Checked, the swatch of the table's colour is framed: nothing showed which
            # of the five the table had.
            button.setCheckable(True)
            button.setToolTip(colour_names[name])
            button.setAccessibleName(colour_names[name])
            # A method, not a lambda holding the dialog: that tied the dialog to its own
            # buttons in a reference cycle, and one let go of waited for Python's garbage
            # collector, whose teardown in no set order can crash (test_dialog_freed_whole).
            button.clicked.connect(self._swatch_chosen)
            colour_row.addWidget(button)
            self.colour_buttons.append(button)
        self.colour_button = QPushButton(self.tr("&Other colour…"))
        self.colour_button.clicked.connect(self._choose_colour)
        colour_row.addWidget(self.colour_button)
        self.colour_reset = QPushButton(self.tr("Default"))
        self.colour_reset.clicked.connect(self._default_colour)
        colour_row.addWidget(self.colour_reset)
        colour_row.addStretch(1)

        self.speed_combo = QComboBox()
        for speed in ANIMATION_SPEEDS:
            self.speed_combo.addItem(speed_label(speed), speed)
        self.language_combo = QComboBox()
        for code in LANGUAGES:
            self.language_combo.addItem(language_label(code), code)
        # Started with --lang, the game speaks a language the saved setting may not give:
        # the list shows the one in use (it showed "System language" over a Czech game),
        # and the note says whose choice it is. The saved setting changes only when the
        # player chooses.
        self._in_use = i18n.current_language()
        self._overridden = (i18n.chosen_on_command_line()
                            and i18n.resolve_language(settings.language) != self._in_use)
        self._language_touched = False
        self.language_note = RoomyNote()
        self.language_note.setStyleSheet(hint_style())
        keep_room_when_hidden(self.language_note)
        self.language_note.set_forms(
            (self._switching_note(), self._command_line_note()) if self._overridden
            else (self._switching_note(),))

        note_box = held_room(self.language_note)

        form = QFormLayout()
        form.addRow(beside(self.tr("Your &name:"), self.name_edit), self.name_edit)
        form.addRow(beside(self.tr("&Deck:"), self.deck_combo), self.deck_combo)
        form.addRow(beside(self.tr("Card &back:"), self.back_combo), self.back_combo)
        colour_height = max(button.sizeHint().height() for button in self.colour_buttons)
        form.addRow(beside(self.tr("&Table colour:"), self.colour_button, colour_height),
                    colour_row)
        form.addRow(beside(self.tr("&Animations:"), self.speed_combo), self.speed_combo)
        form.addRow(beside(self.tr("&Language:"), self.language_combo), self.language_combo)
        form.addRow("", note_box)

        self.error_label = QLabel()
        self.error_label.setStyleSheet(error_style())
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # A refused name is told beside the buttons, which keep to the top of their row:
        # a second click on OK finds OK where the first one did.
        bottom = QHBoxLayout()
        bottom.addWidget(self.error_label, 1)
        bottom.addWidget(buttons, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(bottom)
        # Spare height goes below the buttons, so that a taller bottom row takes it
        # rather than pushing the rows above it.
        layout.addStretch(1)
        name_combos_after_labels(self)
        self._show_current()
        # Measured once in the dialog and in the style they are shown in (before, the
        # colour row counted for nothing), and with the current colour's swatch on its
        # button: measured without it, the row's Default ("Padrão") stood out past the
        # fields by the swatch's width.
        self.ensurePolished()
        cap_widths((self.name_edit, self.deck_combo, self.back_combo, self.speed_combo,
                    self.language_combo, note_box), colour_row.sizeHint().width())
        self.deck_combo.currentIndexChanged.connect(self._deck_chosen)
        self.back_combo.currentIndexChanged.connect(self._back_chosen)
        self.speed_combo.currentIndexChanged.connect(self._speed_chosen)
        self.language_combo.currentIndexChanged.connect(self._language_chosen)
        # Choosing the language already shown saves it too: the one --lang gave.
        self.language_combo.activated.connect(self._language_chosen)

    def _show_current(self) -> None:
        s = self.settings
        self.deck_combo.setCurrentIndex(max(self.deck_combo.findData(s.deck_style), 0))
        self.back_combo.setCurrentIndex(max(self.back_combo.findData(s.card_back), 0))
        self.speed_combo.setCurrentIndex(max(self.speed_combo.findData(s.animation_speed), 0))
        shown = self._in_use if self._overridden else s.language
        self.language_combo.setCurrentIndex(max(self.language_combo.findData(shown), 0))
        self._show_language_note()
        self._show_colour(s.table_colour)

    def _show_colour(self, colour: QColor) -> None:
        self.colour_button.setIcon(swatch_icon(colour, device_ratio=self._ratio))
        self.colour_button.setToolTip(colour.name())
        # A screen reader says the colour's name, not its code ("#1e5a3c", read out a
        # character at a time): the swatch's, or one of the player's own by its hue.
        named = next((text for name, text in self._colour_names.items()
                      if QColor(name) == colour), own_table_colour(colour))
        self.colour_button.setAccessibleDescription(named)
        for name, button in zip(TABLE_SWATCHES, self.colour_buttons, strict=True):
            button.setChecked(QColor(name) == colour)

    # ---------------------------------------------------------- live changes
    def _deck_chosen(self) -> None:
        self.settings.deck_style = str(self.deck_combo.currentData())

    def _back_chosen(self) -> None:
        self.settings.card_back = str(self.back_combo.currentData())

    def _speed_chosen(self) -> None:
        self.settings.animation_speed = float(self.speed_combo.currentData())

    def _language_chosen(self) -> None:
        self._language_touched = True
        self.settings.language = str(self.language_combo.currentData())
        self._show_language_note()

    def switches_language(self) -> bool:
        """Whether the player chose a language other than the one in use."""
        return (self._language_touched
                and i18n.resolve_language(self.settings.language) != self._in_use)

    def _switching_note(self) -> str:
        return self.tr("The game switches to the new language when you press OK.")

    def _command_line_note(self) -> str:
        return self.tr(
            "Chosen on the command line (--lang) for this session only; your saved "
            "choice is still “{language}”.").format(
            language=language_label(self.settings.language))

    def _show_language_note(self) -> None:
        if self._overridden and not self._language_touched:
            self.language_note.setText(self._command_line_note())
            self.language_note.setVisible(True)
            return
        # Hidden, it keeps the room of the note it may show.
        self.language_note.setText(self._switching_note())
        self.language_note.setVisible(self.switches_language())

    def _set_colour(self, colour: QColor) -> None:
        self.settings.table_colour = colour
        self._show_colour(colour)

    def _swatch_chosen(self) -> None:
        """A swatch pressed: the table takes its colour."""
        pressed = self.sender()
        for name, button in zip(TABLE_SWATCHES, self.colour_buttons, strict=True):
            if button is pressed:
                self._set_colour(QColor(name))

    def _default_colour(self) -> None:
        self._set_colour(QColor(DEFAULT_TABLE_COLOUR))

    def _choose_colour(self) -> None:
        colour = QColorDialog.getColor(self.settings.table_colour, self,
                                       self.tr("Table colour"))
        if colour.isValid():
            self._set_colour(colour)

    # ----------------------------------------------------------------- closing
    def accept(self) -> None:
        try:
            self.settings.player_name = self.name_edit.text()
        except SettingError as exc:
            self.error_label.setText(self.tr("Your name: {why}").format(why=exc))
            self.error_label.show()
            self.name_edit.setFocus()
            return
        super().accept()

    def reject(self) -> None:
        _name, deck, back, colour, speed, language = self._original
        s = self.settings
        if s.deck_style != deck:
            s.deck_style = deck
        if s.card_back != back:
            s.card_back = back
        if s.table_colour != colour:
            s.table_colour = colour
        if s.animation_speed != speed:
            s.animation_speed = speed
        if s.language != language:
            s.language = language
        super().reject()
