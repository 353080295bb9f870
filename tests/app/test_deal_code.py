"""Deal codes (app/deal_code.py): a deal number and its dealer as a short text that Game ▸
Replay deal accepts (RULES.md "Every deal is reproducible from its seed")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gin_desktop.app import deal_code as deal_code_module
from gin_desktop.app.deal_code import (
    MAX_DEAL, DealCodeError, DealRef, UnknownDeckError, deal_code, parse_deal,
)
from gin_desktop.engine import DECK_VERSION, DECK_VERSIONS


@given(st.integers(0, MAX_DEAL), st.sampled_from([None, 0, 1]), st.sampled_from(DECK_VERSIONS))
def test_a_code_reads_back_as_its_deal_dealer_and_deck_version(
        number: int, dealer: int | None, version: int) -> None:
    code = deal_code(number, dealer, version)
    assert code.startswith("GIN-") and f"-U{version}-" in code
    assert parse_deal(code) == DealRef(number, dealer, version)
    # Typed by hand: any case, spaces for dashes, O and I read as 0 and 1.
    assert parse_deal(" " + code.lower().replace("-", " ") + " ") == DealRef(
        number, dealer, version)


def test_a_code_says_the_current_deck_version_unless_told_another() -> None:
    assert parse_deal(deal_code(123456789, dealer=1)).deck_version == DECK_VERSION
    assert deal_code(123456789, dealer=1, deck_version=1) == "GIN-B1-6ST1-U1-8J"


def test_a_code_made_before_codes_said_their_deck_version_is_the_current_version() -> None:
    """Codes copied before the deck version was written still replay (as the deck version
    of new matches)."""
    assert parse_deal("GIN-B1-6ST1-8B") == DealRef(123456789, 1, DECK_VERSION)
    assert parse_deal("gin b16st18b") == DealRef(123456789, 1, DECK_VERSION)
    assert parse_deal("GIN-0-00") == DealRef(0, None, DECK_VERSION)


def test_a_code_of_a_deck_version_this_release_does_not_know_says_so(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(deal_code_module, "DECK_VERSIONS", (*DECK_VERSIONS, 9))
    newer = deal_code(42, 0, 9)
    monkeypatch.undo()
    with pytest.raises(UnknownDeckError):
        parse_deal(newer)
    with pytest.raises(UnknownDeckError):
        deal_code(42, 0, 9)


def test_a_plain_deal_number_is_accepted_and_says_no_deck_version() -> None:
    assert parse_deal("31337") == DealRef(31337, None, None)
    assert parse_deal(str(MAX_DEAL)) == DealRef(MAX_DEAL, None)


@given(st.integers(0, 10**12), st.sampled_from(DECK_VERSIONS), st.data())
def test_one_mistyped_character_is_caught(number: int, version: int,
                                          data: st.DataObject) -> None:
    code = deal_code(number, 1, version)
    body = [i for i, ch in enumerate(code) if i >= 4 and ch != "-"]
    i = data.draw(st.sampled_from(body))
    other = data.draw(st.sampled_from([c for c in "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
                                       if c != code[i]]))
    typo = code[:i] + other + code[i + 1:]
    with pytest.raises(DealCodeError):
        parse_deal(typo)


@pytest.mark.parametrize("text", ["", "GIN", "GIN-", "hello", "GIN-!!-Q", "-5",
                                  str(MAX_DEAL + 1), "GIN-ZZZZ-ZZZZ-ZZZZ-ZZZZ-Z"])
def test_text_that_is_no_deal_is_refused(text: str) -> None:
    with pytest.raises(DealCodeError):
        parse_deal(text)


def test_out_of_range_deals_have_no_code() -> None:
    with pytest.raises(DealCodeError):
        deal_code(-1)
    with pytest.raises(DealCodeError):
        deal_code(5, dealer=2)


@given(st.integers(0, 10**12), st.sampled_from(DECK_VERSIONS))
def test_two_swapped_neighbours_are_caught(number: int, version: int) -> None:
    code = deal_code(number, 0, version)
    chars = [i for i, ch in enumerate(code) if i >= 4 and ch != "-"]
    for a, b in zip(chars, chars[1:], strict=False):
        if code[a] == code[b]:
            continue
        swapped = list(code)
        swapped[a], swapped[b] = swapped[b], swapped[a]
        with pytest.raises(DealCodeError):
            parse_deal("".join(swapped))


def test_a_changed_character_is_caught_even_between_0_and_z() -> None:
    """The digits 0 and Z differ by 31: a checksum modulo 31 would miss the change."""
    code = deal_code(0, None)  # GIN-0-..
    with pytest.raises(DealCodeError):
        parse_deal(code.replace("GIN-0", "GIN-Z", 1))
