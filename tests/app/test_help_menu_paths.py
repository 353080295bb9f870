"""Every menu path the help names ("Help ▸ Keyboard shortcuts", "Hra ▸ Zopakovat rozdání")
is one the player finds in the real window's menus, in that language: the rules page, the
fairness page, the README (English) and every translated message that names one. The keys
the help names beside a menu item ("Help ▸ Rules (F1)") are that item's keys. The rules
and fairness pages name an item in words ("**Replay deal** in the **Game** menu"), read as
its path."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QKeySequence

from gin_desktop.app.dialogs.labels import plain_label

REPO = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "es", "cs", "pt")
ARROW = " ▸ "
_KEY = r"((Ctrl|Shift|Alt)\+)*([A-Z0-9/,]|F\d+)"


def _menus(window: Any) -> dict[str, dict[str, Any]]:
    """Menu title -> {item text -> its action}, as a player reads them."""
    found: dict[str, dict[str, Any]] = {}
    for top in window.menuBar().actions():
        menu = top.menu()
        if menu is None:
            continue
        items = {plain_label(a.text()): a for a in menu.actions()
                 if not a.isSeparator() and a.text()}
        found[plain_label(top.text())] = items
    return found


def _item_core(text: str) -> str:
    # "Replay deal #…" is named "Replay deal" in running text; the number sign is the
    # language's ("č.", "n.º", "nº").
    return re.sub(r"\s+(#|č\.|n\.º|nº)$", "", text)


def _paths(text: str) -> list[tuple[str, str]]:
    """(menu word, the words after the arrow) for each arrow in ``text``."""
    flat = " ".join(text.replace("**", "").split())
    found = []
    start = 0
    while (at := flat.find(ARROW, start)) >= 0:
        between = flat[start:at]
        # "Game ▸ Settings ▸ Deck": past the menu item it is a field of its dialog.
        chained = start > 0 and len(between) < 40 and not re.search(r"[.,;:()]", between)
        before = flat[:at].split()
        if not chained:
            found.append(((before[-1] if before else "").lstrip("(\"“«"),
                          flat[at + len(ARROW):]))
        start = at + len(ARROW)
    return found


# The pages name a menu item in words, which a screen reader reads as well as the eye
# does ("**Replay deal** in the **Game** menu"; the arrow was read out by its name).
_WORDED = {
    "en": r"\*\*([^*]+)\*\* in the \*\*([^*]+)\*\* menu",
    "es": r"\*\*([^*]+)\*\* del menú \*\*([^*]+)\*\*",
    "cs": r"\*\*([^*]+)\*\* v nabídce \*\*([^*]+)\*\*",
    "pt": r"\*\*([^*]+)\*\* do menu \*\*([^*]+)\*\*",
}


def _worded_as_paths(text: str, code: str) -> str:
    """``text`` with each menu item named in words written as its path ("**Game ▸ Replay
    deal**"), for ``_check``."""
    flat = " ".join(text.split())
    return re.sub(_WORDED[code], lambda m: f"**{m.group(2)}{ARROW}{m.group(1)}**", flat)


def _check(text: str, menus: dict[str, dict[str, Any]], where: str) -> list[str]:
    wrong = []
    for menu_word, after in _paths(text):
        if menu_word in menus:
            items = menus[menu_word]
            # The item is the longest menu entry the words after the arrow begin with.
            named = [item for item in items
                     if after.startswith(_item_core(item))]
            if not named:
                wrong.append(f"{where}: {menu_word} ▸ {after[:40]!r}: no such item in "
                             f"{sorted(items)}")
                continue
            item = max(named, key=len)
            rest = after[len(_item_core(item)):]
            keys = re.match(r"\s*\*?\*?\(([^)]+)\)", rest)
            if keys and all(re.fullmatch(_KEY, k.strip()) for k in keys.group(1).split(",")):
                shortcuts = {s.toString(QKeySequence.SequenceFormat.NativeText)
                             for s in items[item].shortcuts()}
                if keys.group(1) not in shortcuts:
                    wrong.append(f"{where}: {menu_word} ▸ {item} ({keys.group(1)}) but the "
                                 f"item's keys are {sorted(shortcuts)}")
        elif menu_word != "{menu}":  # the welcome fills its menu in from the window
            wrong.append(f"{where}: {menu_word!r} ▸ {after[:40]!r}: no menu {menu_word!r} "
                         f"(menus: {sorted(menus)})")
    return wrong


def _translated_messages(code: str) -> list[str]:
    """Every finished translation of ``code`` that names a menu path."""
    if code == "en":
        tree = ET.parse(REPO / "assets" / "translations" / "gin_desktop_es.ts")
        texts = [m.findtext("source") or "" for m in tree.iter("message")]
    else:
        tree = ET.parse(REPO / "assets" / "translations" / f"gin_desktop_{code}.ts")
        texts = [m.findtext("translation") or "" for m in tree.iter("message")]
    return [t for t in texts if ARROW in t]


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_help_names_only_menu_items_the_window_has(
        code: str, make_window: Callable[..., Any], language: Callable[[str], None]) -> None:
    if code != "en":
        language(code)
    window = make_window()
    menus = _menus(window)
    assert menus and all(menus.values())
    pages = [REPO / "assets" / "rules" / f"rules.{code}.md",
             REPO / "assets" / "help" / f"fairness.{code}.md"]
    wrong: list[str] = []
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert re.search(_WORDED[code], " ".join(text.split())), page.name
        wrong += _check(_worded_as_paths(text, code), menus, page.name)
    if code == "en":
        wrong += _check((REPO / "README.md").read_text(encoding="utf-8"), menus,
                        "README.md")
    for message in _translated_messages(code):
        wrong += _check(message, menus, f"message {message[:50]!r}")
    assert not wrong, "\n".join(wrong)


def test_the_check_finds_a_wrong_menu_path(make_window: Callable[..., Any]) -> None:
    menus = _menus(make_window())
    assert not _check("see **Help ▸ Keyboard shortcuts** (Ctrl+/)", menus, "ok")
    assert _check("see **Help ▸ Shortcuts**", menus, "item")
    assert _check("see **Game ▸ Rules**", menus, "menu")
    assert _check("see **Help ▸ Rules** (F2)", menus, "key")
    assert _check(_worded_as_paths("with **Replay** in the **Game** menu", "en"), menus,
                  "worded")


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_menu_item_named_mid_sentence_has_no_ellipsis_before_the_full_stop(
        code: str) -> None:
    """The rules page read "… with Game ▸ Replay deal #…." (Portuguese "Jogo ▸ Repetir
    distribuição nº…."): the item's "…" (it opens a dialog) and the sentence's full stop
    run together. In running text the item is named by its words ("Game ▸ Replay deal")."""
    pages = [REPO / "assets" / "rules" / f"rules.{code}.md",
             REPO / "assets" / "help" / f"fairness.{code}.md"]
    for page in pages:
        flat = page.read_text(encoding="utf-8").replace("**", "")
        found = re.search(r".{0,40}…\.", flat)
        assert found is None, f"{page.name}: {found.group()!r}"
