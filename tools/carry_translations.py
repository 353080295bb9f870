"""Carry translations over to strings that moved to another context.

When code moves a string from one translation context to another (a class renamed, texts
gathered under one helper), lupdate drops it from the old context and adds it, untranslated,
to the new one. This fills such untranslated messages of the .ts files from a previous
version of the same files, matching by source text (and disambiguation comment), whatever
the context was. Run ``make translations`` afterwards so the .qm files are rebuilt.

Usage: python tools/carry_translations.py OLD_DIR NEW.ts...
    OLD_DIR holds the previous gin_desktop_<lang>.ts files (e.g. from `git show`).
Prints how many messages were filled and which stayed untranslated.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

_Key = tuple[str, str]


def _key(message: ET.Element) -> _Key:
    return (message.findtext("source") or "", message.findtext("comment") or "")


def known_translations(path: Path) -> dict[_Key, str]:
    """Every finished translation of a .ts file, by (source, comment)."""
    found: dict[_Key, str] = {}
    for message in ET.parse(path).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "vanished",
                                                              "obsolete"):
            continue
        if translation.text:
            found.setdefault(_key(message), translation.text)
    return found


def fill(path: Path, known: dict[_Key, str]) -> tuple[int, list[str]]:
    """Fill ``path``'s untranslated messages from ``known``; (filled, still missing)."""
    tree = ET.parse(path)
    filled = 0
    missing: list[str] = []
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        text = known.get(_key(message))
        if text is None:
            missing.append(_key(message)[0])
            continue
        translation.text = text
        del translation.attrib["type"]
        filled += 1
    if filled:
        _write(tree, path)
    return filled, missing


def _write(tree: ET.ElementTree, path: Path) -> None:
    # lupdate's own header, so the file diffs cleanly against what lupdate writes.
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    old_dir = Path(argv[0])
    for name in argv[1:]:
        path = Path(name)
        filled, missing = fill(path, known_translations(old_dir / path.name))
        print(f"{path}: {filled} filled, {len(missing)} still untranslated")
        for source in missing:
            print(f"  {source!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
