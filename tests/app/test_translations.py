"""Every player in their language (issue "Every player"): English, Spanish, Czech, Portuguese.

These tests run lupdate on the current sources, as ``make translations`` does, into copies of
the committed .ts files, so they fail as soon as someone adds or changes a visible string and
nobody translated it. To fix a failure: ``make translations``, translate the new strings in
``assets/translations/*.ts`` (e.g. with ``.venv/bin/pyside6-linguist``), ``make
translations`` again, and commit the .ts and .qm files.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel

from gin_desktop.app import accessibility, i18n, rules_text
from gin_desktop.engine import Card
from tools import tr_helpers

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "assets" / "translations"
LANGUAGES = ("es", "cs", "pt")
BIN = Path(sys.executable).parent


def _tool(name: str) -> Path:
    path = BIN / name
    if not path.exists():
        found = shutil.which(name)
        if found is None:
            pytest.skip(f"{name} not installed")
        path = Path(found)
    return path


def _lupdate_flags() -> list[str]:
    """LUPDATE_FLAGS from the Makefile, so the test and `make translations` cannot differ."""
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    match = re.search(r"^LUPDATE_FLAGS\s*:?=\s*(.+)$", text, re.MULTILINE)
    assert match, "the Makefile has no LUPDATE_FLAGS line"
    return match.group(1).split()


def _sources() -> list[Path]:
    return sorted((ROOT / "gin_desktop").rglob("*.py"))


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type attribute: "", "unfinished", "vanished", "obsolete"
    forms: tuple[str, ...]  # one translation, or the plural forms

    def where(self) -> str:
        return f"[{self.context}] {self.source!r}"


def read_ts(path: Path) -> list[Message]:
    messages: list[Message] = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            translation = m.find("translation")
            assert translation is not None
            numerus = m.get("numerus") == "yes"
            forms = (tuple(f.text or "" for f in translation.iter("numerusform"))
                     if numerus else (translation.text or "",))
            messages.append(Message(name, m.findtext("source") or "", m.findtext("comment") or "",
                                    numerus, translation.get("type", ""), forms))
    return messages


@pytest.fixture(scope="module")
def updated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Copies of the committed .ts files, updated from the current sources by lupdate."""
    folder = tmp_path_factory.mktemp("ts")
    stub = folder / "tr_helpers_stub.py"
    messages, _problems = tr_helpers.scan(_sources())
    stub.write_text(tr_helpers.stub(messages), encoding="utf-8")
    out: dict[str, Path] = {}
    for lang in LANGUAGES:
        committed = TRANSLATIONS / f"gin_desktop_{lang}.ts"
        assert committed.is_file(), f"{committed} is missing: run make translations"
        copy = folder / committed.name
        shutil.copyfile(committed, copy)
        out[lang] = copy
    subprocess.run(
        [str(_tool("pyside6-lupdate")), "-silent", *_lupdate_flags(),
         *(str(p) for p in _sources()), str(stub), "-ts", *(str(p) for p in out.values())],
        check=True, cwd=ROOT, capture_output=True)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_visible_string_is_translated(updated: dict[str, Path], lang: str) -> None:
    """Every string of the current code has a finished, non-empty translation."""
    messages = read_ts(updated[lang])
    assert len(messages) > 100
    missing = [m.where() for m in messages
               if m.kind == "unfinished" or not all(f.strip() for f in m.forms)]
    assert not missing, (f"{len(missing)} untranslated string(s) in {lang}; run make "
                         f"translations and translate them:\n" + "\n".join(missing))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_committed_ts_holds_no_dropped_strings(lang: str) -> None:
    """`make translations` removes strings the code no longer has (-no-obsolete)."""
    stale = [m.where() for m in read_ts(TRANSLATIONS / f"gin_desktop_{lang}.ts")
             if m.kind in ("vanished", "obsolete")]
    assert not stale, "run make translations:\n" + "\n".join(stale)


_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%L?\d+|%n")
# A placeholder with agreement forms ("{card:el|la}", "{n:punto|puntos}", app/agreement.py)
# or a case ("{card:acc}") counts as the placeholder itself; only templates filled as
# agreement Templates may have them (those of i18n.translate, context GinDesktop, and of
# the advice, context Advice).
_AGREEING = re.compile(
    r"\{([A-Za-z_][A-Za-z0-9_]*):(?:[^{}]*\|[^{}]*|nom|acc|gen|dat|loc|ins)\}")
_AGREEMENT_CONTEXTS = ("GinDesktop", "Advice", "Cards")
_TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_placeholders_and_markup_match(updated: dict[str, Path], lang: str) -> None:
    """A translation keeps every {name} / %1 placeholder, the HTML tags, and line breaks
    where the source has them (str.format would raise or show a wrong value otherwise)."""
    wrong: list[str] = []
    for m in read_ts(updated[lang]):
        if m.kind == "unfinished":
            continue  # reported by test_every_visible_string_is_translated
        want = sorted(_PLACEHOLDER.findall(_AGREEING.sub(r"{\1}", m.source)))
        tags = sorted(_TAG.findall(m.source))
        for form in m.forms:
            if _AGREEING.search(form) and m.context not in _AGREEMENT_CONTEXTS:
                wrong.append(f"{m.where()}: agreement forms where they are not filled")
            got = sorted(_PLACEHOLDER.findall(_AGREEING.sub(r"{\1}", form)))
            # A plural form may leave %n out ("one card" for %n == 1).
            if m.numerus:
                want_here, got_here = [p for p in want if p != "%n"], [
                    p for p in got if p != "%n"]
            else:
                want_here, got_here = want, got
            if want_here != got_here:
                wrong.append(f"{m.where()}: {got} instead of {want}")
            if sorted(_TAG.findall(form)) != tags:
                wrong.append(f"{m.where()}: markup differs")
            if m.source.count("\n") != form.count("\n") and len(m.source) < 80:
                wrong.append(f"{m.where()}: line breaks differ")
    assert not wrong, "\n".join(wrong)


# Czech names a card in the case its place in the sentence needs ("Vezměte {card:acc}":
# "Vezměte sedmu srdcí", app/agreement.py). A card's name without a case is in the
# nominative, right only as a subject or a label: at the start, after a colon or an opening
# parenthesis, after "karta" (a nominative noun it names) or "nahoře" (on top: ...). After
# a noun or a preposition that governs a case, the name takes that case.
_CZECH_NOMINATIVE_AFTER = ("karta", "nahoře")
_CZECH_CASE_AFTER = {"kartu": "acc", "kromě": "gen", "bez": "gen", "od": "gen", "do": "gen",
                     "k": "dat", "ke": "dat", "s": "ins", "se": "ins", "o": "loc", "po": "loc",
                     "při": "loc"}
_CZECH_CARDS = re.compile(r"\{(card|cards|chosen|meld)(?::(\w+))?\}")


def czech_card_case_problems(form: str) -> list[str]:
    """Where ``form`` (a Czech template) names a card in a case its place does not take."""
    wrong = []
    for found in _CZECH_CARDS.finditer(form):
        before = form[: found.start()].rstrip()
        word = re.split(r"[\s(]", before)[-1].lower() if before else ""
        case = found[2]
        if word in _CZECH_CASE_AFTER:
            if case != _CZECH_CASE_AFTER[word]:
                wrong.append(f"{found[0]} after {word!r}: {_CZECH_CASE_AFTER[word]} wanted")
        elif case is None and before and not before.endswith((":", "(")) \
                and word not in _CZECH_NOMINATIVE_AFTER:
            wrong.append(f"{found[0]} after {word!r}: a case wanted")
    return wrong


def test_czech_cards_take_the_case_of_their_place() -> None:
    """A Czech sentence never leaves a card's name in the nominative where its place wants
    another case ("Vezměte kartu sedma srdcí", "kromě karty sedma srdcí")."""
    wrong = [f"{m.where()}: {problem}: {form!r}"
             for m in read_ts(TRANSLATIONS / "gin_desktop_cs.ts") for form in m.forms
             for problem in czech_card_case_problems(form)]
    assert not wrong, "\n".join(wrong)


def test_the_czech_case_check_finds_what_it_should() -> None:
    """The check above, on the sentences it is there to catch and on ones it must let be."""
    assert czech_card_case_problems("Vezměte kartu {card}")
    assert czech_card_case_problems("Vezměte {card}")
    assert czech_card_case_problems("Odhodili jste kartu {card:gen}")
    assert czech_card_case_problems("kromě {card:acc}")
    assert czech_card_case_problems("Přikládáte {cards}")
    assert not czech_card_case_problems("Vezměte {card:acc}: tvoří skupinu ({meld})")
    assert not czech_card_case_problems("Odhoďte kteroukoli kartu kromě {card:gen}")
    assert not czech_card_case_problems("{card} zlepší mou ruku")
    assert not czech_card_case_problems("Navrchu odhazovací hromádky: {card}")
    assert not czech_card_case_problems("karta {chosen} patřila do kombinace ({meld})")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_mnemonics_are_kept(updated: dict[str, Path], lang: str) -> None:
    """A menu or label text with an &-mnemonic keeps exactly one in its translation."""
    def mnemonics(text: str) -> int:
        return len(re.findall(r"&(?!&)(?=\S)", text.replace("&&", "")))

    wrong = [m.where() for m in read_ts(updated[lang]) if m.kind != "unfinished"
             for f in m.forms if mnemonics(m.source) == 1 and mnemonics(f) != 1]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_committed_qm_is_up_to_date(
        updated: dict[str, Path], lang: str, tmp_path: Path) -> None:
    """The shipped .qm holds what lrelease makes of the up-to-date .ts (run make
    translations). Compared message by message, so another lrelease version still agrees."""
    fresh = tmp_path / f"gin_desktop_{lang}.qm"
    subprocess.run([str(_tool("pyside6-lrelease")), "-silent", str(updated[lang]),
                    "-qm", str(fresh)], check=True, capture_output=True)
    committed = TRANSLATIONS / f"gin_desktop_{lang}.qm"
    assert committed.is_file(), f"{committed} is missing: run make translations"
    shipped, expected = QTranslator(), QTranslator()
    assert shipped.load(str(committed)) and expected.load(str(fresh))
    stale = []
    for m in read_ts(updated[lang]):
        comment = m.comment or None
        for n in ((1, 2, 5) if m.numerus else (-1,)):
            if (shipped.translate(m.context, m.source, comment, n)
                    != expected.translate(m.context, m.source, comment, n)):
                stale.append(m.where())
    assert not stale, (f"{committed.name} is stale: run make translations and commit it:\n"
                       + "\n".join(stale))


def test_every_translate_call_is_visible_to_lupdate() -> None:
    """A string passed to tr()/translate() as a variable or f-string is never extracted, so
    it would never be translated: mark its possible values with QT_TRANSLATE_NOOP."""
    _messages, problems = tr_helpers.scan(_sources())
    assert not problems, "\n".join(str(p) for p in problems)


# ------------------------------------------------------------------ loading at run time
@pytest.fixture
def app_language(qapp: QCoreApplication) -> Iterator[QCoreApplication]:
    """Leaves the application in English, with the default locale it had."""
    locale = QLocale()
    yield qapp
    i18n.remove_translators(qapp)
    QLocale.setDefault(locale)


def test_available_languages_are_english_spanish_czech_portuguese() -> None:
    assert i18n.available_languages() == ["en", "es", "cs", "pt"]


@pytest.mark.parametrize(("lang", "expected"), [
    ("es", "Idioma del sistema"), ("cs", "Jazyk systému"), ("pt", "Idioma do sistema")])
def test_install_translators_translates_strings(
        app_language: QCoreApplication, lang: str, expected: str) -> None:
    assert i18n.install_translators(app_language, lang) == lang
    assert QCoreApplication.translate("Language", "System language") == expected
    assert i18n.current_language() == lang
    assert QLocale().language() == QLocale(lang).language()


def test_spanish_menus_and_qt_buttons(app_language: QCoreApplication) -> None:
    assert i18n.install_translators(app_language, "es") == "es"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Partida"
    qt_catalog = i18n.qt_translations_dir() / "qtbase_es.qm"
    if qt_catalog.is_file():  # Qt's own strings, e.g. the standard Cancel button
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"


def _file_dialog_texts(with_buttons: bool) -> set[str]:
    """The labels (and buttons) of Qt's own file dialog, the one Review a saved match and
    Export statistics open on a desktop without a native one (a bare X session, KDE-less)."""
    dialog = QFileDialog(None, "", "", "*.json")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    try:
        widgets: list[QLabel | QAbstractButton] = [*dialog.findChildren(QLabel)]
        if with_buttons:
            widgets += dialog.findChildren(QAbstractButton)
        return {widget.text() for widget in widgets if widget.text()}
    finally:
        dialog.deleteLater()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_qt_file_dialog_speaks_the_players_language(
        app_language: QCoreApplication, lang: str) -> None:
    """Qt's catalogs miss some of its file dialog's labels ("&Look in:"); ours fills them."""
    qt_catalogs = list(i18n.qt_translations_dir().glob(f"qtbase_{lang}*.qm"))
    english = _file_dialog_texts(with_buttons=bool(qt_catalogs))
    assert "&Look in:" in english
    i18n.install_translators(app_language, lang)
    assert english & _file_dialog_texts(with_buttons=bool(qt_catalogs)) == set()


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "seven of hearts"), ("es", "siete de corazones"), ("cs", "sedma srdcí"),
    ("pt", "sete de copas")])
def test_cards_are_named_in_the_players_language(
        app_language: QCoreApplication, lang: str, expected: str) -> None:
    """Screen readers and the status line name the focused card in words."""
    i18n.install_translators(app_language, lang)
    assert accessibility.card_name(Card.from_text("7H")) == expected


def test_locale_names_and_unknown_languages(app_language: QCoreApplication) -> None:
    assert i18n.install_translators(app_language, "pt_BR") == "pt"
    assert i18n.install_translators(app_language, "cs-CZ") == "cs"
    assert i18n.install_translators(app_language, "de") == "en"
    assert QCoreApplication.translate("Language", "System language") == "System language"


def test_switching_back_to_english_removes_the_translators(
        app_language: QCoreApplication) -> None:
    i18n.install_translators(app_language, "cs")
    assert i18n.install_translators(app_language, "en") == "en"
    assert QCoreApplication.translate("Language", "System language") == "System language"


def test_system_language_follows_the_locale() -> None:
    assert i18n.resolve_language("system", QLocale("es_MX")) == "es"
    assert i18n.resolve_language(None, QLocale("pt_BR")) == "pt"
    assert i18n.resolve_language("system", QLocale("de_DE")) == "en"
    assert i18n.resolve_language("", QLocale("cs_CZ")) == "cs"


# ------------------------------------------------------------------ the rulebook
def _headings(markdown: str) -> list[str]:
    return [line.split(" ", 1)[0] for line in markdown.splitlines() if line.startswith("#")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_exist_in_each_language_with_the_same_outline(lang: str) -> None:
    """The rules window shows the rulebook in the player's language, section for section."""
    english = (ROOT / "assets" / "rules" / "rules.en.md").read_text(encoding="utf-8")
    translated = rules_text.rules_markdown(lang)
    assert translated != english
    assert _headings(translated) == _headings(english)
    assert translated.count("\n- ") == english.count("\n- ")


def test_the_portuguese_line_bonus_option_says_per_hand_won_once(
        language: Callable[[str], None]) -> None:
    """New game's "&Line bonus (per hand won):" read "Bônus por mãos (por mão vencida)" in
    Portuguese, the hands twice."""
    from gin_desktop.app.dialogs.labels import plain_label

    language("pt")
    label = plain_label(QCoreApplication.translate("NewGameDialog",
                                                   "&Line bonus (per hand won):"))
    assert label.count("mão") == 1 and "(" not in label, label
