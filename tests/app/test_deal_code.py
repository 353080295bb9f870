"""Deal codes (app/deal_code.py): a deal number and its dealer as a short text that Game ▸
Replay deal accepts (RULES.md "Every deal is reproducible from its seed")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gin_desktop.app.deal_code import MAX_DEAL, DealCodeError, DealRef, deal_code, parse_deal


@given(st.integers(0, MAX_DEAL), st.sampled_from([None, 0, 1]))
def test_a_code_reads_back_as_its_deal_and_dealer(number: int, dealer: int | None) -> None:
    code = deal_code(number, dealer)
    assert code.startswith("GIN-")
    assert parse_deal(code) == DealRef(number, dealer)
    # Typed by hand: any case, spaces for dashes, O and I read as 0 and 1.
    assert parse_deal(" " + code.lower().replace("-", " ") + " ") == DealRef(number, dealer)


def test_a_plain_deal_number_is_accepted() -> None:
    assert parse_deal("31337") == DealRef(31337, None)
    assert parse_deal(str(MAX_DEAL)) == DealRef(MAX_DEAL, None)


@given(st.integers(0, 10**12), st.data())
def test_one_mistyped_character_is_caught(number: int, data: st.DataObject) -> None:
    code = deal_code(number, 1)
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


@given(st.integers(0, 10**12))
def test_two_swapped_neighbours_are_caught(number: int) -> None:
    code = deal_code(number, 0)
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
