"""A score as the screen prints it is read back (issue 7, session 10 fix7d, item 5): the
English and Chinese screens print -1,100 and the Greek one -1.100; typed (or pasted) into
a result or traveller question it was refused ("Not a bridge score: -1"). The values are
Law 77 scores: 1100 (down 4 doubled vulnerable: 200 + 300 + 300 + 300), 1400 (down 6
doubled not vulnerable: 100 + 200 + 200 + 300 + 300 + 300), 7600 (the highest: down 13
redoubled vulnerable, 2 x (200 + 12 x 300))."""

from __future__ import annotations

import pytest

from helper.dialogue.render import several_results
from helper.scoring.errors import ScoringError
from helper.scoring.notation import join_thousands, parse_field, parse_ns_score, parse_table_result


@pytest.mark.parametrize("typed, value", [
    ("-1,100", -1100), ("+1,100", 1100), ("1,100", 1100), ("-1.100", -1100), ("+1.400", 1400),
    ("－１，１００", -1100),  # full-width, as a Chinese input method types it
    ("-1100", -1100), ("+7,600", 7600), ("2,000", 2000),
])
def test_a_single_score_with_thousands_separator_reads_as_printed(typed, value):
    assert parse_table_result(typed) == value
    assert parse_ns_score(typed) == value


@pytest.mark.parametrize("typed, values", [
    ("-1,100, 420, 450", [-1100, 420, 450]),
    ("420,-1,100", [420, -1100]),           # no space: one digit is no score, so 1,100 is a number
    ("420, 1,100,-50", [420, 1100, -50]),
    ("-1.100; 420; 1.400", [-1100, 420, 1400]),  # as the Greek screen prints them
    ("100,100", [100, 100]),                # three digits before the comma: two scores, as before
    ("420, 450, -50", [420, 450, -50]),
])
def test_a_traveller_with_thousands_separators(typed, values):
    assert parse_field(typed) == values


def test_a_lone_digit_is_still_no_score():
    with pytest.raises(ScoringError):
        parse_field("-1")
    with pytest.raises(ScoringError):
        parse_table_result("-1,10")  # not three digits after the separator: no thousands


def test_join_thousands_leaves_other_text_alone():
    assert join_thousands("4SN-1") == "4SN-1"
    assert join_thousands("60 4SN=; 40 4SN-1") == "60 4SN=; 40 4SN-1"
    assert join_thousands("12,345") == "12,345"  # two digits before: not a score's separator


def test_a_result_question_reads_minus_1100_as_one_result_not_a_list():
    assert several_results("-1,100") == ["-1100"]
    assert several_results("+420, -1,100") == ["+420", "-1100"]
