"""The dialogs: New game (returns and remembers a GameSetup), Replay deal, Settings (live,
Cancel undoes), Rules (the rulebook ships with the game), Keyboard shortcuts, About."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton, QApplication, QDialog, QDialogButtonBox, QLabel, QPushButton)
from pytestqt.qtbot import QtBot

from gin_desktop.app.dialogs import new_game as new_game_module
from gin_desktop.app.dialogs.about import AboutDialog
from gin_desktop.app.dialogs.new_game import NewGameDialog, ReplayDealDialog
from gin_desktop.app.dialogs.rules import RulesWindow
from gin_desktop.app.dialogs.settings import SettingsDialog
from gin_desktop.app.dialogs.shortcuts import ShortcutsDialog
from gin_desktop.app.setup import GameSetup
from gin_desktop.app.rules_text import rules_markdown
from gin_desktop.app.settings import KEY_CARD_BACK, KEY_DECK_STYLE, Settings
from gin_desktop.engine import NextDealer, RuleSet


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


def select(combo: object, data: object) -> None:
    index = combo.findData(data)  # type: ignore[attr-defined]
    assert index >= 0, data
    combo.setCurrentIndex(index)  # type: ignore[attr-defined]


def ok_button(dialog: QDialog) -> QPushButton:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    return box.button(QDialogButtonBox.StandardButton.Ok)


def test_new_game_dialog_returns_the_setup_chosen_and_remembers_it(
        qtbot: QtBot, settings: Settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.three_hand.setChecked(True)
    # The seat is chosen by the first role it draws, offered once a deal is typed: deal
    # 123456 draws seat 1 captain.
    dialog.seed_edit.setText("123456")
    select(dialog.seat_combo, 1)
    assert dialog.seat_combo.currentText() == "Captain"
    select(dialog.level_combos[0], "strong")
    select(dialog.level_combos[1], "expert")
    select(dialog.preset_combo, "hollywood")
    dialog.target_spin.setValue(150)
    dialog.gin_bonus_spin.setValue(20)
    dialog.undercut_bonus_spin.setValue(25)
    dialog.knock_limit_spin.setValue(8)
    dialog.big_gin_check.setChecked(True)
    dialog.shutout_check.setChecked(True)
    dialog.line_bonus_spin.setValue(25)
    dialog.game_bonus_spin.setValue(100)
    select(dialog.next_dealer_combo, "loser")
    dialog.name_edit.setText("Ana")
    ok_button(dialog).click()

    setup = dialog.chosen
    assert setup == GameSetup(
        mode="three", human_seat=1, levels=("strong", "human", "expert"),
        rules=RuleSet.preset("hollywood").replace(
            name="custom", target=150, gin_bonus=20, undercut_bonus=25, knock_limit=8,
            big_gin=True, shutout=True, line_bonus=25, game_bonus=100,
            next_dealer=NextDealer.LOSER),
        seed=123456, names=("Computer 1", "Ana", "Computer 2"))
    # Not on Deal: the game may yet not be dealt ("Keep playing").
    assert settings.player_name != "Ana"
    new_game_module.remember_choices(settings, setup)
    # Remembered in the settings once dealt (without the one-off deal number).
    assert settings.player_name == "Ana"
    assert settings.default_setup.seed is None
    assert settings.default_setup.rules == setup.rules

    again = NewGameDialog(settings)
    qtbot.addWidget(again)
    assert again.three_hand.isChecked()
    assert again.setup().human_seat == 1
    assert again.level_combos[0].currentData() == "strong"
    assert again.level_combos[1].currentData() == "expert"
    assert again.target_spin.value() == 150
    assert again.name_edit.text() == "Ana"
    assert again.seed_edit.text() == ""
    assert again.setup().rules == setup.rules
    again.seed_edit.setText("123456")
    assert again.seat_combo.currentText() == "Captain"


def test_the_sitter_may_be_dealt_in_the_three_hand_game(
        qtbot: QtBot, settings: Settings) -> None:
    """RULES.md three-hand 2: dealing the sitter ten cards is offered with the three-hand
    game (a way of dealing, not a change of the preset), and remembered."""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    check = dialog.sitter_dealt_check
    dialog.two_player.setChecked(True)
    assert not check.isEnabled()
    dialog.three_hand.setChecked(True)
    assert check.isEnabled() and not check.isChecked()
    check.setChecked(True)
    select(dialog.preset_combo, "classic")
    assert check.isChecked()  # a preset's rules leave the deal alone
    rules = dialog.setup().rules
    assert rules.sitter_dealt and rules.name == "classic"
    assert rules == RuleSet.preset("classic").replace(sitter_dealt=True)
    assert dialog.rules_box.title() == "Rules"
    dialog.two_player.setChecked(True)
    assert not dialog.setup().rules.sitter_dealt  # the two-player game has no sitter
    dialog.three_hand.setChecked(True)
    dialog.accept()
    new_game_module.remember_choices(settings, dialog.chosen)  # as once the game is dealt
    again = NewGameDialog(settings)
    qtbot.addWidget(again)
    assert again.sitter_dealt_check.isChecked() and again.sitter_dealt_check.isEnabled()


def test_an_unchanged_preset_keeps_its_name(qtbot: QtBot, settings: Settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    select(dialog.preset_combo, "oklahoma")
    assert dialog.oklahoma_check.isChecked()
    assert not dialog.knock_limit_spin.isEnabled()  # the upcard sets it
    assert dialog.rules() == RuleSet.preset("oklahoma")
    assert dialog.rules_box.title() == "Rules"
    dialog.target_spin.setValue(250)
    assert dialog.rules().name == "custom"
    assert dialog.rules_box.title() == "Custom rules"


def test_two_player_setup_and_random_deal(qtbot: QtBot, settings: Settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.two_player.setChecked(True)
    # A random deal's first dealer is drawn at random whichever seat: no seat to choose.
    assert not dialog.seat_combo.isVisibleTo(dialog)
    assert dialog.level_combos[1].isHidden()
    select(dialog.level_combos[0], "beginner")
    setup = dialog.setup()
    assert setup.mode == "two" and setup.levels == ("human", "beginner")
    assert setup.seed is None
    assert setup.names == ("You", "Computer")


def test_each_level_is_described(qtbot: QtBot, settings: Settings) -> None:
    from gin_desktop.ai import LEVELS, SKILL_LEVELS

    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    combo = dialog.level_combos[0]
    # The strengths, a line, the personalities.
    offered = [combo.itemData(i) for i in range(combo.count())]
    assert [level for level in offered if level is not None] == list(LEVELS)
    assert offered.index(None) == len(SKILL_LEVELS) and offered.count(None) == 1
    select(combo, "expert")
    assert "deep thinker" in dialog.level_descriptions[0].text()


def test_without_the_ai_package_the_four_levels_are_offered(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "gin_desktop.ai", None)  # import fails
    levels, descriptions = new_game_module.ai_levels()
    assert levels == ("beginner", "standard", "strong", "expert")
    assert set(descriptions) == set(levels)


def test_a_bad_deal_number_keeps_the_dialog_open(qtbot: QtBot, settings: Settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.seed_edit.setText("99999999999999999999"[:19])  # above 2**63-1
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.error_label.isVisibleTo(dialog)
    assert "number of a deal" in dialog.error_label.text()
    dialog.seed_edit.setText("42")
    dialog.accept()
    assert not dialog.isVisible()
    assert dialog.chosen.seed == 42


def test_replay_deal_dialog_gives_the_number(qtbot: QtBot) -> None:
    dialog = ReplayDealDialog(None, 31337)
    qtbot.addWidget(dialog)
    assert dialog.number_edit.text() == "31337"
    dialog.number_edit.setText("")
    dialog.accept()
    assert dialog.number is None and dialog.error_label.isVisibleTo(dialog)
    dialog.number_edit.setText("8080")
    dialog.accept()
    assert dialog.number == 8080


def test_replay_deal_takes_a_codes_deck_version_and_names_a_code_from_a_newer_release(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from gin_desktop.app import deal_code as deal_code_module
    from gin_desktop.app.deal_code import deal_code

    dialog = ReplayDealDialog(None)
    qtbot.addWidget(dialog)
    dialog.number_edit.setText(deal_code(77, dealer=0, deck_version=1))
    dialog.accept()
    assert (dialog.number, dialog.dealer, dialog.deck_version) == (77, 0, 1)
    monkeypatch.setattr(deal_code_module, "DECK_VERSIONS", (1, 2, 9))
    newer = deal_code(77, dealer=0, deck_version=9)
    monkeypatch.undo()
    later = ReplayDealDialog(None)
    qtbot.addWidget(later)
    later.number_edit.setText(newer)
    later.accept()
    assert later.number is None and later.error_label.isVisibleTo(later)
    assert later.error_label.text() == "This deal code needs a newer version of the game."


def test_the_table_colours_swatch_is_marked_as_chosen(qtbot: QtBot, settings: Settings) -> None:
    """Nothing showed which of the five swatches the table had: the table's is checked (a
    screen reader says so too), and it follows a click, Other colour and Default."""
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    swatches = dialog.colour_buttons
    assert [b.isChecked() for b in swatches] == [True, False, False, False, False]
    QTest.mouseClick(swatches[2], Qt.MouseButton.LeftButton)
    assert [b.isChecked() for b in swatches] == [False, False, True, False, False]
    QTest.mouseClick(swatches[2], Qt.MouseButton.LeftButton)  # a second click keeps it
    assert swatches[2].isChecked()
    QTest.mouseClick(dialog.colour_reset, Qt.MouseButton.LeftButton)
    assert [b.isChecked() for b in swatches] == [True, False, False, False, False]
    dialog.reject()


def test_settings_dialog_applies_live_and_cancel_undoes(
        qtbot: QtBot, settings: Settings) -> None:
    changed: list[str] = []
    settings.changed.connect(changed.append)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    select(dialog.deck_combo, "four-colour")
    select(dialog.back_combo, "red")
    select(dialog.speed_combo, 0.0)
    dialog.colour_buttons[1].click()
    assert settings.deck_style == "four-colour"  # at once, before OK
    assert settings.card_back == "red"
    assert settings.animation_speed == 0.0
    assert KEY_DECK_STYLE in changed and KEY_CARD_BACK in changed
    dialog.reject()
    assert settings.deck_style == "standard"
    assert settings.card_back == "blue"
    assert settings.animation_speed == 1.0


def test_settings_dialog_keeps_a_good_name(qtbot: QtBot, settings: Settings) -> None:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name_edit.setText("   ")
    dialog.accept()
    assert dialog.isVisible() and settings.player_name == "You"
    dialog.name_edit.setText("Zoë")
    select(dialog.language_combo, "es")
    assert dialog.language_note.isVisibleTo(dialog)
    dialog.accept()
    assert settings.player_name == "Zoë" and settings.language == "es"


def test_the_rules_ship_with_the_game_and_show_their_sections(qtbot: QtBot) -> None:
    text = rules_markdown("en")
    for words in ("Melds and deadwood", "Knocking", "Undercut", "The three-hand game",
                  "Oklahoma Gin", "Hollywood Gin", "Straight Gin", "Line bonus"):
        assert words in text
    assert rules_markdown("xx") == text  # an untranslated language falls back to English
    window = RulesWindow("en")
    qtbot.addWidget(window)
    headings = window.headings()
    assert "Scoring a hand" in headings and "Hollywood Gin" in headings
    assert not window.isModal()
    window.contents.setCurrentRow(headings.index("Hollywood Gin"))
    assert "Hollywood" in window.browser.textCursor().block().text()


def test_shortcuts_dialog_lists_the_actions_keys(qtbot: QtBot) -> None:
    hint = QAction("&Hint")
    hint.setShortcut(QKeySequence("H"))
    new = QAction("&New game…")
    new.setShortcut(QKeySequence("Ctrl+N"))
    dialog = ShortcutsDialog([("&Game", [new]), ("&Play", [hint, QAction("No key")])])
    qtbot.addWidget(dialog)
    assert dialog.rows() == [("New game", "Ctrl+N"), ("Hint", "H")]


def test_about_names_the_version(qtbot: QtBot) -> None:
    from gin_desktop import __version__

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.findChild(QLabel, "about_text")
    assert text is not None and __version__ in text.text()


def test_dialog_ok_button_is_labelled_deal(qtbot: QtBot, settings: Settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert ok_button(dialog).text().replace("&", "") == "Deal"


def test_the_changed_from_the_preset_note_moves_nothing(qtbot: QtBot, settings: Settings) -> None:
    """The rules' title says it: clicking an option that makes the rules custom shows the
    note without shifting the options under the mouse or resizing the dialog."""
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    select(dialog.preset_combo, "classic")
    dialog.show()
    qtbot.waitExposed(dialog)
    check = dialog.big_gin_check
    before = (check.mapTo(dialog, check.rect().topLeft()), dialog.size())
    assert dialog.rules_box.title() == "Rules"
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton,
                     pos=check.rect().topLeft() + QPoint(8, check.height() // 2))
    QApplication.processEvents()
    assert dialog.rules_box.title() == "Custom rules"
    assert (check.mapTo(dialog, check.rect().topLeft()), dialog.size()) == before


@pytest.mark.parametrize(("language", "words"), [
    ("en", "The match goes to the player who won more of the three games"),
    ("es", "Gana la partida quien haya ganado más juegos"),
    ("cs", "Partii vyhrává hráč, který vyhrál více ze tří her"),
    ("pt", "Vence a partida quem venceu mais dos três jogos"),
])
def test_the_rules_say_who_wins_a_hollywood_match(qtbot: QtBot, language: str,
                                                   words: str) -> None:
    """RULES.md Hollywood: the match winner is the player who won more of the three games
    (a tie of games: the higher total). Help ▸ Rules said when the match ends, not who
    wins it; a click on the Hollywood heading of the contents shows the section that does."""
    window = RulesWindow(language)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    row = window.headings().index("Hollywood Gin")
    item = window.contents.item(row)
    QTest.mouseClick(window.contents.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier,
                     window.contents.visualItemRect(item).center())
    assert window.contents.currentRow() == row
    block = window.browser.textCursor().block()
    section = []
    block = block.next()
    while block.isValid() and block.blockFormat().headingLevel() == 0:
        section.append(block.text())
        block = block.next()
    assert words in " ".join(section)


# Each language's words for: the knock limit, the undercut bonus, the gin bonus, the line
# bonus and the target, each followed (or preceded) by the number that applies.
RULE_NUMBER_WORDS = {
    "en": ("**{k} or less**", "**undercut bonus** of {u} ", "**gin bonus** of {g} ",
           "**Line bonus**: {line} points", "**target** — {t} points"),
    "es": ("**{k} o menos**", "**bonificación por contragolpe** de {u} ",
           "**bonificación por gin** de {g} ", "**Bonificación por mano ganada**: {line} puntos",
           "**meta** ({t} puntos"),
    "cs": ("**{k} nebo méně**", "**bonus za podříznutí** {u} ", "**bonus za gin** {g} ",
           "**Bonus za každé vyhrané kolo**: {line} b.", "**cíle** — v této partii {t} b."),
    "pt": ("**{k} ou menos**", "**bônus de corte** de {u} ", "**bônus de gin** de {g} ",
           "**Bônus por mão vencida**: {line} pontos", "**meta** — {t} pontos"),
}


@pytest.mark.parametrize("language", sorted(RULE_NUMBER_WORDS))
@pytest.mark.parametrize("rules", [
    RuleSet(), RuleSet.preset("eaai"), RuleSet.preset("classic"),
    RuleSet(knock_limit=7, target=250, gin_bonus=30, undercut_bonus=15, line_bonus=5),
], ids=lambda r: r.name if r.name != "seeds" or r == RuleSet() else "custom")
def test_the_rules_give_the_numbers_of_the_rules_played(language: str, rules: RuleSet
                                                        ) -> None:
    """Help ▸ Rules said an undercut bonus of 10, a gin bonus of 25 and a line bonus of 25
    whatever the match: wrong under the eaai preset (undercut 25) and the classic one (gin
    20, line 20). Its numbers are now those of the rules played, in every language."""
    text = " ".join(rules_markdown(language, rules).split())
    assert "{" not in text and "}" not in text
    line = rules.line_bonus or 25
    for words in RULE_NUMBER_WORDS[language]:
        expected = words.format(k=rules.knock_limit, u=rules.undercut_bonus,
                                g=rules.gin_bonus, line=line, t=rules.target)
        assert expected in text, expected
    if rules.name == "eaai":
        assert RULE_NUMBER_WORDS[language][1].format(u=10) not in text
    if rules.name == "classic":
        assert RULE_NUMBER_WORDS[language][2].format(g=25) not in text


@pytest.mark.parametrize(("language", "words"), [
    ("en", "comes up for the third time"), ("es", "se repite por tercera vez"),
    ("cs", "se potřetí objeví stejná pozice"), ("pt", "se repete pela terceira vez"),
])
def test_the_rules_say_a_third_repetition_draws_the_hand(language: str, words: str) -> None:
    """RULES.md two-player 10: the third occurrence of a position draws the hand. The
    rulebook a player reads did not say so, though the table ends hands that way."""
    assert words in " ".join(rules_markdown(language).split())


def test_the_rules_window_follows_the_rules_of_a_new_match(qtbot: QtBot) -> None:
    window = RulesWindow("en", rules=RuleSet())
    qtbot.addWidget(window)
    headings = window.headings()
    assert "undercut bonus of 10 " in window.browser.toPlainText()
    window.set_rules(RuleSet.preset("eaai"))
    assert "undercut bonus of 25 " in window.browser.toPlainText()
    assert window.headings() == headings
    window.contents.setCurrentRow(headings.index("Hollywood Gin"))
    assert "Hollywood" in window.browser.textCursor().block().text()


@pytest.mark.parametrize(("language", "words"), [
    ("en", "An option deals the player sitting out ten cards too"),
    ("es", "Una opción reparte también diez cartas al que se queda fuera"),
    ("cs", "Lze si také zvolit, že deset karet dostane i hráč, který sedí venku"),
    ("pt", "Uma opção dá também dez cartas a quem fica de fora"),
])
def test_the_rules_name_the_option_that_deals_the_sitter(language: str, words: str) -> None:
    """RULES.md three-hand 2: dealing the sitter is an option (``sitter_dealt``, in the New
    game dialog); the rulebook said only two hands are dealt, not where an option changes
    that, as its opening promises."""
    assert words in " ".join(rules_markdown(language).split())


def _mnemonics(dialog: QDialog) -> list[str]:
    """The letter after "&" in each label's and button's text, lower-cased."""
    texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)]
    return [m.lower() for text in texts for m in re.findall(r"&([^&\s])", text)]


def test_the_spanish_new_game_dialog_has_one_alt_letter_per_field(
        qtbot: QtBot, settings: Settings, language: Callable[[str], None]) -> None:
    """"M&eta" (the target) and "Modo de &entrenamiento" shared Alt+E: the key went to
    one and then the other instead of straight to the target."""
    language("es")
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    letters = _mnemonics(dialog)
    assert len(letters) == len(set(letters)), sorted(letters)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
    QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_M,
                   Qt.KeyboardModifier.AltModifier)
    assert dialog.target_spin.hasFocus()


@pytest.mark.parametrize(("lang", "words", "key"), [
    ("es", "Volver a jugar el reparto n.º:", Qt.Key.Key_V),
    ("pt", "Repetir distribuição nº:", Qt.Key.Key_Ccedilla)])
def test_the_deal_field_says_number_once(qtbot: QtBot, tmp_path: Path,
                                         language: Callable[[str], None], lang: str,
                                         words: str, key: Qt.Key) -> None:
    """New game's "Replay deal #:" read "Repetir reparto n.º #:" in Spanish ("nº #" in
    Portuguese): the number said twice, its sign kept only to carry the underline. One word
    for the number, and Alt with the underlined letter still reaches the field."""
    from PySide6.QtWidgets import QLineEdit

    language(lang)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = NewGameDialog(settings, None, GameSetup())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    field = dialog.findChild(QLineEdit, "deal_edit")
    assert field is not None
    label = next(w for w in dialog.findChildren(QLabel) if w.buddy() is field)
    assert label.text().replace("&", "") == words
    QTest.keyClick(dialog, key, Qt.KeyboardModifier.AltModifier)
    assert field.hasFocus()
