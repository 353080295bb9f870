"""The New game dialog: who plays, at which level, under which rules, on which deal.

The dialog returns a ``GameSetup``; once the game is dealt, ``remember_choices`` keeps its
choices in ``Settings.default_setup`` (without the deal, its dealer and its deck version,
which are a one-off).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QApplication, QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
    QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget,
)

from gin_desktop.engine import (
    DECK_VERSION, PRESET_NAMES, NextDealer, Role, RuleSet, RuleSetError, first_roles_for,
)
from gin_desktop.engine.deck import first_dealer_for

from ..a11y.focus import frame_focus_on_opening, frame_focus_reached_by_mnemonic
from ..contrast import error_style, hint_style
from ..deal_code import (
    DealCodeError, DealRef, MistypedCodeError, UnknownDeckError, deal_code, parse_deal,
)
from ..default_names import NUMBERED, NUMBERS
from ..i18n import translate as _tr
from ..level_names import level_label
from ..names import default_computer_names
from ..rule_words import (
    changed_from, changes, closest_preset, exact_preset, preset_description, preset_label,
)
from ..settings import MAX_NAME_LENGTH, Settings, SettingError, clean_name
from ..screen_fit import ScrollWhenShort, resize_within_screen, screen_room
from ..setup import HUMAN, GameSetup
from ..table.texts import role_badge
from ..weak_call import weak_method
from .labels import name_combos_after_labels
from .round_spin import RoundStepSpinBox
from .indicators import indicators_follow_type
from .narrow_combo import NarrowComboBox
from .wrapping import WrappingCheckBox, WrappingRadioButton


# Used when ``gin_desktop.ai`` cannot be imported (a partial install): the four levels.
# The preset row's item for changed rules (the name the rules take, as RuleSet names them).
CUSTOM: Final = "custom"
FALLBACK_LEVELS: tuple[str, ...] = ("beginner", "standard", "strong", "expert")



# The app's translatable copy of gin_desktop.ai.LEVEL_DESCRIPTIONS (which is English),
# marked for lupdate and translated when shown.
_LEVEL_TEXTS: Final = cast(dict[str, str], {
    "beginner": QT_TRANSLATE_NOOP(
        "Levels", "A casual player: sees its own melds, grabs cards it does not need, "
        "sometimes throws the wrong card and is slow to knock."),
    "standard": QT_TRANSLATE_NOOP(
        "Levels", "A steady player: takes a card only to make a meld, throws the card that "
        "leaves the least deadwood and knocks at the first chance."),
    "strong": QT_TRANSLATE_NOOP(
        "Levels", "A careful player: counts the unseen cards, reads the opponent's picks and "
        "discards, avoids feeding its melds and picks its moment to knock."),
    "expert": QT_TRANSLATE_NOOP(
        "Levels", "A deep thinker: imagines the hands you might hold, plays a knock out to "
        "the end of the hand before it commits, and learns your style as the match goes on."),
    "cautious": QT_TRANSLATE_NOOP(
        "Levels", "A cautious early knocker: knocks as soon as its deadwood allows unless it "
        "smells an undercut, and rarely waits for gin."),
    "gin-hunter": QT_TRANSLATE_NOOP(
        "Levels", "A gin hunter: holds out for gin, takes discards that build its melds, and "
        "knocks short of gin only when the stock runs low."),
    "hoarder": QT_TRANSLATE_NOOP(
        "Levels", "A pile hoarder: snaps up discards that go with its cards and knocks at the "
        "first chance."),
})


def ai_levels() -> tuple[tuple[str, ...], Mapping[str, str]]:
    """The computer levels and their descriptions, from ``gin_desktop.ai`` when present.

    A description is shown translated when the ai's English text is the one the app
    carries a translation of; a level the app does not know keeps the ai's own words.
    """
    def translated(level: str) -> str:
        return QCoreApplication.translate("Levels", _LEVEL_TEXTS[level])

    try:
        from gin_desktop.ai import LEVEL_DESCRIPTIONS, LEVELS
    except ImportError:
        return FALLBACK_LEVELS, {level: translated(level) for level in FALLBACK_LEVELS}
    levels = tuple(str(level) for level in LEVELS) or FALLBACK_LEVELS
    theirs = LEVEL_DESCRIPTIONS if isinstance(LEVEL_DESCRIPTIONS, Mapping) else {}
    descriptions: dict[str, str] = {}
    for level in levels:
        text = str(theirs.get(level, ""))
        if level in _LEVEL_TEXTS and (not text or text == _LEVEL_TEXTS[level]):
            descriptions[level] = translated(level)
        else:
            descriptions[level] = text
    return levels, descriptions


def deal_error_text(error: DealCodeError) -> str:
    """What is wrong with a deal typed or pasted (``parse_deal``'s ``error``), in the same
    words in New game as in Replay deal."""
    if isinstance(error, UnknownDeckError):
        return QCoreApplication.translate(
            "ReplayDealDialog", "This deal code needs a newer version of the game.")
    if isinstance(error, MistypedCodeError):
        return QCoreApplication.translate(
            "ReplayDealDialog", "This deal code has a mistake in it: a character is wrong, "
            "missing or one too many. Copy it again, or check it character by character.")
    # Where a player finds a deal's number, not the range a number may take: "from 0 to
    # 9223372036854775807" was a bound no player can use.
    return QCoreApplication.translate(
        "ReplayDealDialog", "Enter the number of a deal, shown at the bottom of the window "
        "while it is played, or a deal code copied at the end of a hand.")


def remember_choices(settings: Settings, setup: GameSetup) -> None:
    """Keep the choices of ``setup``, a game from New game that has been dealt, for the
    next New game: the person's name and the setup (without its deal). Not on Deal in the
    dialog: a new game the person then backs out of ("Keep playing") changes nothing."""
    if setup.has_human:
        settings.player_name = setup.names[setup.human_seat]
    settings.default_setup = setup


def computer_names(mode: str, beside: str = "") -> tuple[str, ...]:
    """The computers' default names in game ``mode``, none of them the person's name
    ``beside``: a person who typed "Computer" plays against "Computer 2"."""
    return default_computer_names(2 if mode == "three" else 1, beside)


class NewGameDialog(QDialog):
    """Choose a game; ``setup()`` gives the ``GameSetup`` of the current choices."""

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 setup: GameSetup | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("new_game_dialog")
        self._levels, self._descriptions = ai_levels()
        self._showing_rules = False
        # Whether the choices have been let take less width than they ask for.
        self._narrowed = False
        # The preset the rule options were last set from: the base of changed rules.
        self._base_preset: str = PRESET_NAMES[0]

        players = QGroupBox(self.tr("Players"))
        # On one line, their words wrap only where the dialog has less room than it
        # would like (large type on a small screen).
        self.two_player = WrappingRadioButton(
            self.tr("Two players: &you against the computer"), characters=None)
        self.three_hand = WrappingRadioButton(
            self.tr("&Three-hand (“the box”): roles are drawn"), characters=None)
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.two_player)
        self.mode_group.addButton(self.three_hand)
        self.sitter_dealt_check = WrappingCheckBox(self.tr(
            "Deal the player s&itting out ten cards too, kept out of play"))
        self.sitter_dealt_check.setObjectName("sitter_dealt")
        self.sitter_dealt_check.setToolTip(self.tr(
            "Ten cards to each of the three players, as the rulebook's text says. The cards "
            "of the player sitting out are not played: only they see them (and may advise "
            "the captain knowing them), and the stock has 21 cards."))
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setPlaceholderText(self.tr("Your name"))
        self.seat_combo = QComboBox()
        self.seat_label = QLabel()
        # Shown only once a deal is typed, "Quem dá as cartas primeiro:" widened the
        # players' column past an 800-pixel screen: the rules scrolled sideways, cut off.
        self.seat_label.setWordWrap(True)
        self.seat_label.setBuddy(self.seat_combo)
        self.level_combos: list[QComboBox] = []
        self.level_labels: list[QLabel] = []
        self.level_descriptions: list[QLabel] = []
        form = QFormLayout()
        form.addRow(self.two_player)
        form.addRow(self.three_hand)
        form.addRow(self.sitter_dealt_check)
        form.addRow(self.tr("Your &name:"), self.name_edit)
        for _opponent in range(2):
            combo = self._level_combo()
            about = QLabel()
            about.setWordWrap(True)
            about.setContentsMargins(0, 0, 0, 6)
            about.setObjectName("level_description")
            about.setStyleSheet(hint_style())
            label = QLabel()
            # Spanish "Ordenador, nivel de juego:" on one line widened the players' column
            # past an 800-pixel screen (as the first-dealer row's label did).
            label.setWordWrap(True)
            label.setBuddy(combo)
            combo.currentIndexChanged.connect(self._show_level_descriptions)
            form.addRow(label, combo)
            form.addRow(about)
            self.level_combos.append(combo)
            self.level_labels.append(label)
            self.level_descriptions.append(about)
        self.training_check = WrappingCheckBox(self.tr("Tr&aining mode: hints, mistakes marked, a "
                                                "review after each hand"))
        self.training_check.setObjectName("training_mode")
        self.training_check.setToolTip(self.tr(
            "A hint before each of your moves, each costly move marked as you make it, and "
            "a review of your decisions after every hand"))
        form.addRow(self.training_check)
        players.setLayout(form)

        deal = QGroupBox(self.tr("Deal"))
        # Any text: a deal is pasted as Replay deal takes it ("#123", "123 456", a deal
        # code with words around it), and what is wrong with it is said on Deal.
        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("deal_edit")
        self.seed_edit.setMaxLength(200)
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setClearButtonEnabled(True)
        self.seed_edit.setToolTip(self.tr(
            "Every deal has a number, shown at the bottom of the window. Enter one, or a "
            "deal code copied at the end of a hand, to replay that deal; leave empty for a "
            "new random deal."))
        deal_form = QFormLayout()
        deal_form.addRow(self.tr("Replay deal &#:"), self.seed_edit)
        # Under the deal field, not above it: the first-dealer row appears as a deal is
        # typed, and in the players' box it pushed the field down under the typing.
        deal_form.addRow(self.seat_label, self.seat_combo)
        self._deal_form = deal_form
        deal.setLayout(deal_form)

        # Its title says when the rules are changed from the preset: a line of its own
        # under the preset, kept for the note so that it appearing moved nothing, was an
        # empty band while the preset was unchanged.
        rules_box = QGroupBox(self.tr("Rules"))
        self.rules_box = rules_box
        self.preset_combo = NarrowComboBox()
        for name in PRESET_NAMES:
            self.preset_combo.addItem(preset_label(name), name)
            self.preset_combo.setItemData(self.preset_combo.count() - 1,
                                          preset_description(name) or None,
                                          Qt.ItemDataRole.ToolTipRole)
        self.target_spin = self._spin(1, 10_000, step=25)
        self.gin_bonus_spin = self._spin(0, 1000)
        self.undercut_bonus_spin = self._spin(0, 1000)
        self.knock_limit_spin = self._spin(0, 10)
        self.knock_limit_spin.setSpecialValueText(self.tr("0 (gin only)"))
        # What sets the limit where the spin box's number does not, greyed in its place
        # as the box's deal is in the next dealer's: the greyed spin box read "10" under
        # Oklahoma, where the upcard sets the limit hand by hand, and under Straight.
        self.knock_limit_fixed = QLineEdit()
        self.knock_limit_fixed.setObjectName("knock_limit_fixed")
        self.knock_limit_fixed.setReadOnly(True)
        self.knock_limit_fixed.setEnabled(False)
        self.knock_limit_fixed.hide()
        self.big_gin_check = QCheckBox(self.tr("&Big gin, bonus:"))
        self.big_gin_bonus_spin = self._spin(0, 1000)
        # Both of Oklahoma's changes: the spade's doubling was told nowhere before a hand
        # with a spade upcard was dealt.
        self.oklahoma_check = WrappingCheckBox(self._oklahoma_words(straight=False))
        self.straight_check = WrappingCheckBox(self.tr("&Straight: no knocking, gin only"))
        self.hollywood_check = WrappingCheckBox(self.tr("&Hollywood: three games at once"))
        self.next_dealer_combo = NarrowComboBox()
        for value, text in ((NextDealer.WINNER, self.tr("the winner of the hand")),
                            (NextDealer.LOSER, self.tr("the loser of the hand")),
                            (NextDealer.ALTERNATE, self.tr("the players in turn"))):
            self.next_dealer_combo.addItem(text, value.value)
        # What applies in the three-hand game, shown greyed in the choice's place: the
        # two-player choice, greyed, still read "the winner of the hand" there.
        self.box_deals_combo = NarrowComboBox()
        self.box_deals_combo.addItem(self.tr("the box, every hand"))
        self.box_deals_combo.setEnabled(False)
        self.box_deals_combo.hide()
        # Steps of 5 reach the usual line bonuses, 20 (the classic preset) and 25, in four
        # or five clicks of the arrow: by ones, a mouse player clicked 25 times.
        self.line_bonus_spin = self._spin(0, 1000, off=True, step=5)
        self.game_bonus_spin = self._spin(0, 10_000, off=True, step=25)
        self.shutout_check = WrappingCheckBox(self.tr("Shutout doubles the &winner's score"))
        self.equal_undercut_check = WrappingCheckBox(self.tr("Equal deadwood is an &undercut"))
        self.allow_upcard_discard_check = WrappingCheckBox(
            self.tr("A &card just taken from the pile may be discarded"))

        # One option a line, its label beside it: two options a line made the dialog wider
        # than a small screen in Spanish. Long labels wrap onto a second line.
        # The preset's long names have a grid of their own, so that its column does not
        # squeeze the options' labels.
        preset_grid = QGridLayout()
        preset_grid.setColumnStretch(1, 1)
        preset_caption = QLabel(self.tr("&Preset:"))
        preset_caption.setBuddy(self.preset_combo)
        preset_grid.addWidget(preset_caption, 0, 0)
        preset_grid.addWidget(self.preset_combo, 0, 1)
        grid = QGridLayout()
        # The labels take the room the fields do not need: they wrap only when short of it.
        grid.setColumnStretch(0, 1)
        grid.addLayout(preset_grid, 0, 0, 1, 2)
        rows: Sequence[tuple[str, QWidget]] = (
            (self.tr("Ta&rget:"), self.target_spin),
            (self.tr("&Knock limit:"), self.knock_limit_spin),
            (self.tr("&Gin bonus:"), self.gin_bonus_spin),
            (self.tr("Und&ercut bonus:"), self.undercut_bonus_spin),
            (self.tr("&Line bonus (per hand won):"), self.line_bonus_spin),
            (self.tr("Ga&me bonus:"), self.game_bonus_spin),
        )
        for row, (text, widget) in enumerate(rows, start=1):
            label = QLabel(text)
            label.setWordWrap(True)
            label.setBuddy(widget)
            grid.addWidget(label, row, 0)
            grid.addWidget(widget, row, 1)
            if widget is self.undercut_bonus_spin:
                self.undercut_bonus_label = label
            if widget is self.knock_limit_spin:
                self.knock_limit_label = label
                grid.addWidget(self.knock_limit_fixed, row, 1)
        dealer_label = QLabel(self.tr("Ne&xt dealer:"))
        dealer_label.setWordWrap(True)
        dealer_label.setBuddy(self.next_dealer_combo)
        self.next_dealer_label = dealer_label
        grid.addWidget(dealer_label, 7, 0)
        grid.addWidget(self.next_dealer_combo, 7, 1)
        grid.addWidget(self.box_deals_combo, 7, 1)
        big_gin_row = QHBoxLayout()
        big_gin_row.addWidget(self.big_gin_check)
        big_gin_row.addWidget(self.big_gin_bonus_spin)
        big_gin_row.addStretch(1)
        checks = QVBoxLayout()
        checks.setSpacing(4)
        for check in (self.oklahoma_check, self.hollywood_check, self.straight_check):
            checks.addWidget(check)
        checks.addLayout(big_gin_row)
        for check in (self.shutout_check, self.equal_undercut_check,
                      self.allow_upcard_discard_check):
            checks.addWidget(check)
        grid.addLayout(checks, 8, 0, 1, 2)
        grid.setRowStretch(9, 1)
        rules_box.setLayout(grid)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Deal"))
        ok.setObjectName("deal_button")
        self.deal_button = ok
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.error_label = QLabel()
        self.error_label.setObjectName("error_label")
        self.error_label.setStyleSheet(error_style())
        self.error_label.setWordWrap(True)
        self.error_label.hide()

        left = QVBoxLayout()
        left.addWidget(players)
        left.addWidget(deal)
        left.addStretch(1)
        body = QWidget()
        columns = QHBoxLayout(body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addLayout(left, 5)
        columns.addWidget(rules_box, 6)
        # The choices scroll on a short screen; the error and the buttons stay in sight.
        self.body = ScrollWhenShort(body)
        self.body.setObjectName("new_game_body")
        # The scroll area took the focus on opening, and showed none: a player at the keys
        # did not know where they were until Tab. The first choice has it now; the area
        # scrolls to whichever control has the focus.
        self.body.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Measured again once the content has settled: fitted before a three-hand
        # description had wrapped, it was a pixel short, and the scroll bar that took
        # its place pushed the choices sideways too.
        self.body.content_changed.connect(self._fit_content, Qt.ConnectionType.QueuedConnection)
        outer = QVBoxLayout(self)
        outer.addWidget(self.body, 1)
        outer.addWidget(self.error_label)
        outer.addWidget(buttons)
        # Tab goes the way the eye does: from the deal to who deals it first.
        QWidget.setTabOrder(self.seed_edit, self.seat_combo)

        self._show_setup(setup if setup is not None else settings.default_setup)
        self.name_edit.setText(settings.player_name)
        indicators_follow_type(self)
        frame_focus_reached_by_mnemonic(self)
        # The game chosen has the focus on opening, framed.
        frame_focus_on_opening(self, self.two_player, self.three_hand)
        name_combos_after_labels(self)

        self.two_player.toggled.connect(self._mode_changed)
        self.seed_edit.textChanged.connect(self._show_seat_choices)
        # A deal code of a game that dealt the sitter (or did not) is read, and its roles
        # offered, only once this option matches it.
        self.sitter_dealt_check.toggled.connect(self._show_seat_choices)
        # The error is about the deal as it was on Deal: once the deal, the game or the
        # sitter's cards change, it may no longer hold, and a field put right still said
        # what had been wrong with it.
        for changed in (self.seed_edit.textChanged, self.two_player.toggled,
                        self.sitter_dealt_check.toggled):
            changed.connect(self.error_label.hide)
        self.name_edit.textChanged.connect(self._show_computer_names)
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        # Picking the item already shown (Standard over changed rules) applies it again.
        self.preset_combo.activated.connect(self._preset_chosen)
        for spin in (self.target_spin, self.gin_bonus_spin, self.undercut_bonus_spin,
                     self.knock_limit_spin, self.big_gin_bonus_spin, self.line_bonus_spin,
                     self.game_bonus_spin):
            spin.valueChanged.connect(self._option_changed)
        self._range_words = self._ranges_said()
        # The box a number typed out of range was just put right in, with Deal pressed
        # (Enter in the box, or a click on Deal that took the focus from it): that Deal
        # waits, so that the game dealt is one the player has seen.
        self._held_by: RoundStepSpinBox | None = None
        # Weakly: Qt keeps the connected callable, and one holding the dialog kept a closed
        # dialog alive in a cycle no reference count ends.
        put_right = weak_method(self._put_right)
        for spin in self._range_words:
            spin.corrected.connect(lambda value, spin=spin: put_right(spin, value))
        options: tuple[QCheckBox, ...] = (
            self.big_gin_check, self.oklahoma_check, self.straight_check,
            self.hollywood_check, self.shutout_check, self.equal_undercut_check,
            self.allow_upcard_discard_check)
        for option in options:
            option.toggled.connect(self._option_changed)
        self.next_dealer_combo.currentIndexChanged.connect(self._option_changed)
        self._option_changed()
        hint = self.sizeHint()
        self._narrow_where_wide(hint.width())
        resize_within_screen(self, hint.width(), hint.height())

    def _level_combo(self) -> QComboBox:
        """A computer's list of levels, each with its description as its tooltip."""
        combo = NarrowComboBox()
        for index, level in enumerate(self._levels):
            if index and self._levels[index - 1] in FALLBACK_LEVELS \
                    and level not in FALLBACK_LEVELS:
                # The personalities apart from the four strengths: one list without a
                # line between read as eight strengths (a Czech newcomer, s65).
                combo.insertSeparator(combo.count())
            combo.addItem(level_label(level), level)
            description = self._descriptions.get(level, "")
            if description:
                combo.setItemData(combo.count() - 1, description, Qt.ItemDataRole.ToolTipRole)
        return combo

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        chosen = self.three_hand if self.three_hand.isChecked() else self.two_player
        chosen.setFocus(Qt.FocusReason.OtherFocusReason)

    # -------------------------------------------------------------------- widgets
    def _narrow_where_wide(self, width: int) -> None:
        """Where the dialog at ``width`` would be wider than its screen (in large type: the
        choices were 1022 to 1140 pixels wide at 14 points, and a 1024-pixel screen showed
        the dialog past its right edge), its long choices take less width, their words on
        more lines, and the presets' and levels' lists are narrower than their longest
        item: the choices scroll up and down, not sideways. Elsewhere they are laid out
        as they always were."""
        if self._narrowed or width <= screen_room(self).width():
            return
        # The lists last, and only where wrapping the choices was not room enough: a
        # list cut short hides words ("Estándar (el reg…" on an 800-pixel screen, where
        # the vertical scroll bar had taken the few pixels it lacked).
        wrapping = [control for control in self.findChildren(QWidget)
                    if isinstance(control, WrappingCheckBox | WrappingRadioButton)
                    and not control.wraps_narrower()]
        for control in wrapping:
            control.wrap_narrower()
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
        if self.minimumSizeHint().width() <= screen_room(self).width():
            return
        # Once: each control's new least size asks the dialog to measure again.
        self._narrowed = True
        for combo in self.findChildren(NarrowComboBox):
            combo.narrow()

    def _spin(self, low: int, high: int, *, off: bool = False,
              step: int = 1) -> RoundStepSpinBox:
        spin = RoundStepSpinBox()
        spin.setRange(low, high)
        spin.setSingleStep(step)
        spin.setAccelerated(True)
        if off:
            spin.setSpecialValueText(self.tr("off"))
            self._describe_off(spin)
        return spin

    def _ranges_said(self) -> dict[RoundStepSpinBox, str]:
        """Per number box, the sentence that says what it allows, once a number typed
        outside that was put right: {low}, {high}: the range; {value}: the box's value
        now. Whole sentences, each naming its option."""
        return {
            self.target_spin: self.tr(
                "The target must be from {low} to {high} points, so it is now {value}."),
            self.knock_limit_spin: self.tr(
                "The knock limit must be from {low} to {high} points, so it is now "
                "{value}."),
            self.gin_bonus_spin: self.tr(
                "The gin bonus must be from {low} to {high} points, so it is now {value}."),
            self.undercut_bonus_spin: self.tr(
                "The undercut bonus must be from {low} to {high} points, so it is now "
                "{value}."),
            self.big_gin_bonus_spin: self.tr(
                "The big gin bonus must be from {low} to {high} points, so it is now "
                "{value}."),
            self.line_bonus_spin: self.tr(
                "The line bonus must be from {low} (off) to {high} points, so it is now "
                "{value}."),
            self.game_bonus_spin: self.tr(
                "The game bonus must be from {low} (off) to {high} points, so it is now "
                "{value}."),
        }

    def _put_right(self, spin: RoundStepSpinBox, value: int) -> None:
        """A number typed outside ``spin``'s range became ``value`` (the nearest allowed):
        said under the choices; and where Deal came with it, that Deal waits for a second
        one. Moved on to another choice (Tab, a click), the player sees the box as it is
        now, and the next Deal deals."""
        said = self._range_words[spin].format(low=spin.minimum(), high=spin.maximum(),
                                             value=value)
        self.error_label.setText(said + " " + self.tr(
            "Nothing has been dealt yet: press Deal to play with it."))
        self.error_label.show()
        self._fit_content()
        # Qt moves the focus before it tells the box that lost it: the widget with the
        # focus now is where the player went (the box itself for Enter).
        went = QApplication.focusWidget()
        if went in (spin, spin.lineEdit(), self.deal_button):
            self._held_by = spin

    def _describe_off(self, spin: QSpinBox) -> None:
        """At its "off", ``spin`` is described by what off means. The word shown is read
        first, as the field's value: it is a whole word in every language (Czech
        "vypnuto"; "vyp." was read out as an abbreviation), and the description does not
        say it again."""
        said = self.tr("This bonus is not scored.")

        def describe(value: int) -> None:
            spin.setAccessibleDescription(said if value == spin.minimum() else "")

        spin.valueChanged.connect(describe)
        describe(spin.value())

    def mode(self) -> str:
        return "three" if self.three_hand.isChecked() else "two"

    def _mode_changed(self) -> None:
        mode = self.mode()
        seat = self._chosen_seat()
        count = 3 if mode == "three" else 2
        self.sitter_dealt_check.setEnabled(mode == "three")
        # RULES.md three-hand 3: the box deals every hand, whoever won the last one.
        box_deals = "" if mode != "three" else self.tr(
            "In the three-hand game the box deals every hand.")
        for widget in (self.next_dealer_label, self.next_dealer_combo):
            widget.setEnabled(mode != "three")
            widget.setToolTip(box_deals)
        self.box_deals_combo.setToolTip(box_deals)
        self.next_dealer_combo.setVisible(mode != "three")
        self.box_deals_combo.setVisible(mode == "three")
        self._show_seat_choices(seat=min(seat, count - 1))
        self._show_computer_names()
        name_combos_after_labels(self)
        self._show_level_descriptions()

    def _show_computer_names(self) -> None:
        """The computers' names beside their levels, as the table will have them."""
        names = computer_names(self.mode(), self.player_name())
        for index, (label, combo, about) in enumerate(
                zip(self.level_labels, self.level_combos, self.level_descriptions,
                    strict=True)):
            visible = index < len(names)
            label.setVisible(visible)
            combo.setVisible(visible)
            about.setVisible(visible)
            if visible:
                label.setText(self._level_caption(names[index]))
        if self.seat_combo.count() == 2:
            self.seat_combo.setItemText(1, names[0])
        name_combos_after_labels(self)

    def _level_caption(self, name: str) -> str:
        """The label of computer ``name``'s level. A default name has its own words, for
        a language that says "the level of computer 1": Czech "Úroveň počítače 1:", where
        "{name}, level:" could only read "Počítač 1, úroveň:" (the name cannot change its
        case)."""
        # Alt with the computer's number (two computers in three-hand), or a letter of
        # the one computer's label, reaches its level: the labels had no underlined key.
        if name == _tr("Computer"):
            return self.tr("Computer, le&vel:")
        for number in NUMBERS:
            if name == _tr(NUMBERED).format(number=number):
                return self.tr("Computer &{number}, level:").format(number=number)
        return self.tr("{name}, level:").format(name=name)

    def _chosen_seat(self) -> int:
        seat = self.seat_combo.currentData()
        return seat if isinstance(seat, int) else 0

    def _typed_deal(self, mode: str) -> DealRef | None:
        """The deal typed for a game of ``mode``; None for the other game, a random deal or
        one that cannot be read."""
        if self.mode() != mode:
            return None
        try:
            return self.deal()
        except ValueError:
            return None

    def _first_dealer(self) -> int | None:
        """The seat that deals the first hand of the two-player deal typed; None for a
        random deal (its dealer is drawn at random too) or one that cannot be read."""
        deal = self._typed_deal("two")
        if deal is None:
            return None
        if deal.dealer is not None:
            return deal.dealer
        return first_dealer_for(deal.number, deal.deck_version or DECK_VERSION)

    def _first_roles(self) -> tuple[tuple[int, int, int], bool] | None:
        """The seats of the box, the captain and the player sitting out in the first hand
        of the three-hand deal typed, and whether its deal code fixes them (True) or the
        cards draw them; None for a random deal (drawn from a seed no one knows yet) or
        one that cannot be read."""
        deal = self._typed_deal("three")
        if deal is None:
            return None
        if deal.roles is not None:
            return deal.roles, True
        return first_roles_for(deal.number, deal.deck_version or DECK_VERSION), False

    def _show_seat_choices(self, *_args: object, seat: int | None = None) -> None:
        """The seat choice, worded by what it decides. A seat decides only which cards of
        a replayed deal are yours: in the two-player game who deals its first hand, in the
        three-hand game which role the draw (RULES.md three-hand 1), in seat order, gives
        you in its first hand. With a random deal the dealer or the roles are drawn at
        random whichever seat, and "Seat 1" meant nothing, so the row is hidden."""
        seat = self._chosen_seat() if seat is None else seat
        combo = self.seat_combo
        combo.blockSignals(True)
        combo.clear()
        dealer = self._first_dealer()
        roles = self._first_roles()
        if self.mode() == "three":
            self.seat_label.setText(self.tr("Your &first role:"))
            given = roles is not None and roles[1]
            combo.setToolTip(self.tr(
                "Your role in the first hand of this deal: the deal code says who was in "
                "the box, who was captain and who sat out.") if given else self.tr(
                "Your role in the first hand of this deal. The roles are drawn by cards, "
                "and the same deal always draws the same cards: choose another role to "
                "play the deal from another side of the table."))
            if roles is not None:
                box, captain, out = roles[0]
                combo.addItem(role_badge(Role.BOX), box)
                combo.addItem(role_badge(Role.CAPTAIN), captain)
                combo.addItem(role_badge(Role.SITTING_OUT), out)
        else:
            self.seat_label.setText(self.tr("&First dealer:"))
            combo.setToolTip(self.tr(
                "Who deals the first hand of this deal. Whoever deals gets the dealer's "
                "cards: choose the other dealer to play the other hand."))
            if dealer is not None:
                combo.addItem(self.tr("You"), dealer)
                combo.addItem(computer_names("two", self.player_name())[0], 1 - dealer)
        combo.setCurrentIndex(max(combo.findData(seat), 0))
        if combo.count() == 0:
            # Kept for the setup: the seat stays as it was when the row is hidden.
            combo.addItem("", seat)
        combo.blockSignals(False)
        shown = dealer is not None or roles is not None
        self._deal_form.setRowVisible(self.seat_combo, shown)
        name_combos_after_labels(self)

    def _show_level_descriptions(self) -> None:
        for combo, about in zip(self.level_combos, self.level_descriptions, strict=True):
            level = combo.currentData()
            about.setText(self._descriptions.get(level, "") if isinstance(level, str) else "")
        # Wrapped descriptions need more height than the layout asked for before: grow
        # once the new texts are laid out, never cutting a line off.
        QTimer.singleShot(0, self._fit_content)

    def _fit_content(self) -> None:
        layout = self.layout()
        if layout is None or not self.isVisible():
            return
        layout.activate()
        self._least_height_at_width()
        # Wider too: the three-hand choices are wider than the two-player ones in Spanish
        # ('Nivel del ordenador 1:'), and the dialog sized for two players scrolled them
        # sideways by a few pixels on any screen. The scroll area's own hint: the layout
        # keeps the one from before.
        hint = self.body.sizeHint()
        around = self.size() - self.body.size()
        width = max(self.width(), hint.width() + around.width())
        # The three-hand choices, wider, may be the ones past the screen's edge.
        self._narrow_where_wide(width)
        height = max(layout.totalHeightForWidth(width)
                     if layout.hasHeightForWidth() else 0, hint.height() + around.height(),
                     self.height() + self.body.missing_height())
        if width > self.width() or height > self.height():
            # No larger than the screen: the choices scroll instead.
            resize_within_screen(self, width, height)

    def _least_height_at_width(self) -> None:
        """The choices' least height as their lines wrap at the width they have, not at
        their least width: there they wrap onto more lines (488 pixels tall in Spanish,
        against 446 at the width of an 800-pixel screen), and a line under them (an error,
        a number put right) made them scroll, the scroll bar then taking its width from
        the level's list."""
        content = self.body.widget()
        if content is not None and content.hasHeightForWidth():
            content.setMinimumHeight(content.heightForWidth(self.body.width()))

    def _show_setup(self, setup: GameSetup) -> None:
        self.three_hand.setChecked(setup.mode == "three")
        self.two_player.setChecked(setup.mode != "three")
        self._mode_changed()
        opponents = [level for seat, level in enumerate(setup.levels)
                     if seat != setup.human_seat]
        for combo, level in zip(self.level_combos, opponents, strict=False):
            found = combo.findData(level)
            if found >= 0:
                combo.setCurrentIndex(found)
        for combo in self.level_combos[len(opponents):]:
            found = combo.findData("standard")
            combo.setCurrentIndex(max(found, 0))
        self._show_rules(setup.rules)
        self.sitter_dealt_check.setChecked(setup.rules.sitter_dealt)
        self.seed_edit.setText(self._deal_text(setup))
        # After the deal, which says who deals first in the two-player game.
        self._show_seat_choices(seat=setup.human_seat)
        self.training_check.setChecked(setup.training)
        self._show_level_descriptions()

    @staticmethod
    def _deal_text(setup: GameSetup) -> str:
        """The deal of ``setup`` as the field takes it back: a deal code when the deal has
        a dealer or an older deck version to keep (a plain number says neither)."""
        if setup.seed is None:
            return ""
        if setup.first_roles is not None:
            return deal_code(setup.seed, None, setup.deck_version, roles=setup.first_roles,
                             sitter_dealt=setup.rules.sitter_dealt)
        if setup.first_dealer is not None or (setup.mode == "three"
                                              and setup.deck_version != DECK_VERSION):
            return deal_code(setup.seed, setup.first_dealer, setup.deck_version)
        return str(setup.seed)

    def _show_rules(self, rules: RuleSet) -> None:
        self._showing_rules = True
        try:
            # Changed rules ("custom") show the preset they change least: after an
            # Oklahoma match to 25, "Standard" over Oklahoma's options read as if Oklahoma
            # were not chosen.
            preset = rules.name if rules.name in PRESET_NAMES else closest_preset(rules)[0]
            self._base_preset = preset
            self.preset_combo.setCurrentIndex(max(self.preset_combo.findData(preset), 0))
            self.target_spin.setValue(rules.target)
            self.gin_bonus_spin.setValue(rules.gin_bonus)
            self.undercut_bonus_spin.setValue(rules.undercut_bonus)
            self.knock_limit_spin.setValue(rules.knock_limit)
            self.big_gin_check.setChecked(rules.big_gin)
            self.big_gin_bonus_spin.setValue(rules.big_gin_bonus)
            self.oklahoma_check.setChecked(rules.oklahoma)
            self.straight_check.setChecked(rules.straight)
            self.hollywood_check.setChecked(rules.hollywood)
            self.next_dealer_combo.setCurrentIndex(
                max(self.next_dealer_combo.findData(rules.next_dealer.value), 0))
            self.line_bonus_spin.setValue(rules.line_bonus)
            self.game_bonus_spin.setValue(rules.game_bonus)
            self.shutout_check.setChecked(rules.shutout)
            self.equal_undercut_check.setChecked(rules.equal_deadwood_is_undercut)
            self.allow_upcard_discard_check.setChecked(rules.allow_discard_of_drawn_upcard)
        finally:
            self._showing_rules = False
        self._option_changed()

    def _preset_chosen(self) -> None:
        if self._showing_rules:
            return
        name = self.preset_combo.currentData()
        # "Custom rules" picked again keeps the changes as they are.
        if isinstance(name, str) and name != CUSTOM:
            self._show_rules(RuleSet.preset(name))

    def _option_changed(self) -> None:
        if self._showing_rules:
            return
        self.big_gin_bonus_spin.setEnabled(self.big_gin_check.isChecked())
        self._show_knock_limit()
        self._show_undercut_options(not self.straight_check.isChecked())
        try:
            rules = self.rules()
        except RuleSetError:
            return
        # Changed rules are named as the statistics name them: "Rules (changed from the
        # preset)" over "Preset: Straight Gin" read as if Straight Gin were still played.
        # (The preset's name in the title widened the dialog past a small screen.)
        custom = rules.name == CUSTOM
        if not custom:
            self._base_preset = rules.name  # the options make this preset whole
        self.rules_box.setTitle(self.tr("Custom rules") if custom else self.tr("Rules"))
        self._show_preset_row(rules)

    def _show_preset_row(self, rules: RuleSet) -> None:
        """The preset row names what the options play: a preset, or "Custom rules" once
        an option is changed (the row still named the preset over changed rules), with
        the preset they come from and what changed in its tooltip. Picking a preset again
        brings its rules back."""
        custom_row = self.preset_combo.findData(CUSTOM)
        self._showing_rules = True
        try:
            if rules.name != CUSTOM:
                if custom_row >= 0:
                    self.preset_combo.removeItem(custom_row)
                self.preset_combo.setCurrentIndex(
                    max(self.preset_combo.findData(self._base_preset), 0))
                self.preset_combo.setToolTip(preset_description(self._base_preset))
                return
            if custom_row < 0:
                self.preset_combo.addItem(preset_label(CUSTOM), CUSTOM)
                custom_row = self.preset_combo.count() - 1
            self.preset_combo.setCurrentIndex(custom_row)
        finally:
            self._showing_rules = False
        tip = changed_from(self._base_preset,
                           changes(rules, RuleSet.preset(self._base_preset)))
        self.preset_combo.setItemData(custom_row, tip, Qt.ItemDataRole.ToolTipRole)
        self.preset_combo.setToolTip(tip)

    def _show_knock_limit(self) -> None:
        """The knock limit's spin box, or, where a variant sets the limit (RULES.md
        variants: Oklahoma's upcard, Straight's gin only), what sets it, greyed."""
        gin_only, by_upcard = self.tr("gin only"), self.tr("by the upcard")
        straight, oklahoma = self.straight_check.isChecked(), self.oklahoma_check.isChecked()
        fixed = gin_only if straight else by_upcard if oklahoma else ""
        why = (self.tr("Straight: only gin ends a hand, so Oklahoma's upcard sets no knock "
                       "limit.") if straight and oklahoma
               else self.tr("Oklahoma: the upcard sets the knock limit; Straight: gin only."))
        self.oklahoma_check.setText(self._oklahoma_words(straight=straight))
        self.knock_limit_fixed.setText(fixed)
        # Whole, however narrow the spin boxes leave the column ("podle otočené karty"),
        # and as wide for either words, so that ticking Straight moves no field.
        metrics = self.knock_limit_fixed.fontMetrics()
        self.knock_limit_fixed.setMinimumWidth(
            max(metrics.horizontalAdvance(text) for text in (gin_only, by_upcard)) + 24)
        self.knock_limit_fixed.setVisible(bool(fixed))
        self.knock_limit_spin.setVisible(not fixed)
        for widget in (self.knock_limit_label, self.knock_limit_spin):
            widget.setEnabled(not fixed)
            widget.setToolTip(why if fixed else "")
        self.knock_limit_fixed.setToolTip(why)

    def _oklahoma_words(self, *, straight: bool) -> str:
        """Oklahoma's box says what it changes with the rules ticked beside it: under
        Straight no knock is allowed, so the upcard sets no knock limit (the engine plays
        gin only whatever it is) and only the spade's doubling is left (RULES.md
        variants)."""
        if straight:
            return self.tr("&Oklahoma: a spade upcard doubles the score (under Straight the "
                           "upcard sets no knock limit)")
        return self.tr("&Oklahoma: the upcard sets the knock limit; a spade doubles the "
                       "score")

    def _show_undercut_options(self, apply: bool) -> None:
        """The undercut's options, greyed with the reason where they cannot apply: in
        Straight Gin only gin ends a hand (RULES.md variants), and a gin is never
        undercut."""
        why = "" if apply else self.tr(
            "Straight: only gin ends a hand, and a gin is never undercut.")
        for widget in (self.undercut_bonus_label, self.undercut_bonus_spin,
                       self.equal_undercut_check):
            widget.setEnabled(apply)
            widget.setToolTip(why)

    # -------------------------------------------------------------------- results
    def rules(self) -> RuleSet:
        """The rule set the option widgets show (named after the preset if unchanged)."""
        # The preset the options were last set from, whatever the row shows.
        preset = RuleSet.preset(self._base_preset)
        rules = preset.replace(
            target=self.target_spin.value(),
            gin_bonus=self.gin_bonus_spin.value(),
            undercut_bonus=self.undercut_bonus_spin.value(),
            knock_limit=self.knock_limit_spin.value(),
            big_gin=self.big_gin_check.isChecked(),
            big_gin_bonus=self.big_gin_bonus_spin.value(),
            oklahoma=self.oklahoma_check.isChecked(),
            straight=self.straight_check.isChecked(),
            hollywood=self.hollywood_check.isChecked(),
            next_dealer=NextDealer(self.next_dealer_combo.currentData()),
            line_bonus=self.line_bonus_spin.value(),
            game_bonus=self.game_bonus_spin.value(),
            shutout=self.shutout_check.isChecked(),
            equal_deadwood_is_undercut=self.equal_undercut_check.isChecked(),
            allow_discard_of_drawn_upcard=self.allow_upcard_discard_check.isChecked(),
            sitter_dealt=self.mode() == "three" and self.sitter_dealt_check.isChecked(),
        )
        # Dealing the sitter is how the three-hand game is dealt, not a change of rules.
        # Options that make another preset whole are that preset (Standard with Oklahoma
        # ticked said "Custom rules", and its statistics row "custom").
        if rules.replace(sitter_dealt=preset.sitter_dealt) != preset:
            rules = rules.replace(name=exact_preset(rules) or CUSTOM)
        return rules

    def player_name(self) -> str:
        try:
            return clean_name(self.name_edit.text())
        except SettingError:
            return self.settings.player_name

    def deal(self) -> DealRef | None:
        """The deal typed or pasted, None when empty; ValueError saying what is wrong with
        it, in Replay deal's words, or that a deal code is of the other kind of game."""
        text = self.seed_edit.text().strip()
        if not text:
            return None
        try:
            deal = parse_deal(text)
        except DealCodeError as exc:
            raise ValueError(deal_error_text(exc)) from None
        # The dealer and the seats dealt to are the code's game's: the mode is the
        # person's choice here, so the dialog says which to choose rather than changing it.
        if deal.mode == "two" and self.mode() != "two":
            raise ValueError(self.tr("This deal code is from a two-player game: choose "
                                     "“Two players” to replay it."))
        if deal.mode == "three" and self.mode() != "three":
            raise ValueError(self.tr("This deal code is from a three-hand game: choose "
                                     "“Three-hand” to replay it."))
        # Dealing the sitter or not changes who gets which card: as with the game, the
        # dialog says which to choose.
        if deal.sitter_dealt is not None \
                and deal.sitter_dealt != self.sitter_dealt_check.isChecked():
            raise ValueError(self.tr(
                "This deal code is from a game in which the player sitting out was dealt "
                "ten cards too: tick “Deal the player sitting out ten cards too” to replay "
                "it.") if deal.sitter_dealt else self.tr(
                "This deal code is from a game in which the player sitting out was not "
                "dealt any cards: clear “Deal the player sitting out ten cards too” to "
                "replay it."))
        return deal

    def seed(self) -> int | None:
        """The deal number typed, None when empty; ValueError when it is not a deal."""
        deal = self.deal()
        return deal.number if deal is not None else None

    def setup(self) -> GameSetup:
        """The ``GameSetup`` of the current choices (ValueError if the deal # is invalid)."""
        mode = self.mode()
        seats = 3 if mode == "three" else 2
        human = max(0, min(self._chosen_seat(), seats - 1))
        opponents = [str(combo.currentData()) for combo in self.level_combos[:seats - 1]]
        others = list(computer_names(mode, self.player_name()))
        levels: list[str] = []
        names: list[str] = []
        for seat in range(seats):
            if seat == human:
                levels.append(HUMAN)
                names.append(self.player_name())
            else:
                levels.append(opponents.pop(0))
                names.append(others.pop(0))
        deal = self.deal()
        # A deal code's dealer and deck version, so the same cards come to the same seats;
        # a plain number: a dealer at random and the current deck.
        return GameSetup(mode=mode, human_seat=human, levels=tuple(levels),
                         rules=self.rules(), seed=deal.number if deal else None,
                         names=tuple(names), training=self.training_check.isChecked(),
                         first_dealer=deal.dealer if deal and mode == "two" else None,
                         first_roles=deal.roles if deal and mode == "three" else None,
                         deck_version=(deal.deck_version if deal and deal.deck_version
                                       is not None else DECK_VERSION))

    def accept(self) -> None:
        held, self._held_by = self._held_by, None
        if held is not None:
            held.setFocus(Qt.FocusReason.OtherFocusReason)
            held.selectAll()
            return
        try:
            setup = self.setup()
        except ValueError as exc:
            self.error_label.setText(str(exc))
            self.error_label.show()
            # Taller by the error's lines where the screen has the room: the choices gave
            # them up instead, and scrolled on a screen with room to spare.
            self._fit_content()
            self.seed_edit.setFocus()
            return
        self.chosen = setup
        super().accept()

    @classmethod
    def ask(cls, settings: Settings, parent: QWidget | None = None,
            setup: GameSetup | None = None) -> GameSetup | None:
        """Show the dialog; the chosen setup, or None if cancelled."""
        dialog = cls(settings, parent, setup)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.chosen
            return None
        finally:
            dialog.deleteLater()


class ReplayDealDialog(QDialog):
    """Game ▸ Replay deal #…: a deal number, played with the current players and rules."""

    def __init__(self, parent: QWidget | None = None, current: int | None = None,
                 code: str | None = None) -> None:
        """``current``: the deal number on the table, offered; ``code``: its deal code,
        the example of a code (a code as codes are made now, when there is none)."""
        super().__init__(parent)
        self.setObjectName("replay_deal_dialog")
        self.setWindowTitle(self.tr("Replay deal"))
        self.number_edit = QLineEdit("" if current is None else str(current))
        self.number_edit.setPlaceholderText(self.tr(
            "Type a deal number or code, such as {code}.").format(
            code=code or deal_code(123456789, 1)))
        # Wide enough for the whole example: a code cut short shows no example at all.
        self.number_edit.setMinimumWidth(
            self.number_edit.fontMetrics().horizontalAdvance(
                self.number_edit.placeholderText()) + 24)
        self.number_edit.selectAll()
        explain = QLabel(self.tr("Deal the numbered deal again, with the same players and "
                                 "rules. The number of the deal being played is shown at "
                                 "the bottom of the window; a deal code copied at the end "
                                 "of a hand works too."))
        explain.setWordWrap(True)
        self.error_label = QLabel()
        self.error_label.setStyleSheet(error_style())
        # On lines as wide as the dialog: on one, the error widened it past the screen.
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        form = QFormLayout()
        form.addRow(self.tr("Deal &number:"), self.number_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(explain)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(buttons)
        # Said of the number as it was on Deal: a number put right no longer shows it.
        self.number_edit.textChanged.connect(self.error_label.hide)
        self.number: int | None = None
        # The seat that dealt, when a deal code says so.
        self.dealer: int | None = None
        # The deck version that shuffled the deal, when a deal code says so.
        self.deck_version: int | None = None
        # All the code says (a three-hand code's table too).
        self.deal: DealRef | None = None

    def accept(self) -> None:
        try:
            deal = parse_deal(self.number_edit.text())
        except DealCodeError as exc:
            self.error_label.setText(deal_error_text(exc))
            self.error_label.show()
            self._make_room()
            return
        self.number, self.dealer, self.deck_version = deal.number, deal.dealer, deal.deck_version
        self.deal = deal
        super().accept()

    def _make_room(self) -> None:
        """Taller by the error's lines: the window kept its height, and the explanation
        above lost its first and last lines to them."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        height = (layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth()
                  else layout.totalSizeHint().height())
        if height > self.height():
            resize_within_screen(self, self.width(), height)

    @classmethod
    def ask(cls, parent: QWidget | None = None, current: int | None = None) -> int | None:
        deal = cls.ask_deal(parent, current)
        return deal.number if deal is not None else None

    @classmethod
    def ask_deal(cls, parent: QWidget | None = None, current: int | None = None,
                 code: str | None = None) -> DealRef | None:
        """The deal asked for, with its dealer when a deal code was given."""
        dialog = cls(parent, current, code)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted and dialog.deal is not None:
                return dialog.deal
            return None
        finally:
            dialog.deleteLater()
