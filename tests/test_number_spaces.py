"""A space inside a number is refused, never joined (issue 7, session 9, fix 1).

``13 14`` at "How many times was the board due to be played?" was read as 1,314
(a top of 2,626 MP), ``1 3`` as 13; on the command line ``--results '13 14'``,
``--top '2 4'``, ``--ns-session '6 5'``, ``--amount '1 0'`` and ``score imps
'2 50'`` alike. Every number a Director types is read by
:func:`helper.i18n.parse_number` (or :func:`helper.numbers.parse_int`), so the
rule is there: spaces around a number are fine, a space inside it is refused
with a message; thousands are grouped only as the language writes them
(``1,314`` in English and Chinese, ``1.314`` in Greek)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from helper.i18n import parse_number
from helper.numbers import NumberError, parse_int
from helper.tui.app import HelperApp
from tests.support import assert_user_error, run
from tests.test_tui import FOULED_BOARD_KEYS, choose
from tests.test_tui_keys import line, settle, status

SPACES = [" ", "\u00a0", "\u202f", "\t", "\u3000", "\u2009"]  # space, no-break, narrow no-break, tab, ideographic, thin


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
@pytest.mark.parametrize("space", SPACES)
def test_a_space_inside_a_number_is_refused_in_every_language(lang, space):
    for typed in (f"13{space}14", f"1{space}3", f"2{space}50", f"6{space}5%", f"1{space}000", f"-5{space}0"):
        with pytest.raises(NumberError) as caught:
            parse_number(typed, lang)
        assert caught.value.code == "space", typed


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
def test_spaces_around_a_number_and_a_sign_set_apart_are_fine(lang):
    assert parse_number(" 13 ", lang) == 13
    assert parse_number("\u300013\u3000", lang) == 13  # a Chinese input method's space
    assert parse_number("65 %", lang) == 65
    assert parse_number("- 50", lang) == -50


def test_thousands_are_grouped_only_as_the_language_writes_them():
    assert parse_number("1,314", "en") == 1314
    assert parse_number("1,314", "zh") == 1314
    assert parse_number("1.314", "el") == 1314
    assert parse_number("1,314", "el") == Decimal("1.314")  # the Greek decimal comma
    with pytest.raises(NumberError) as caught:
        parse_number("13,14", "en")  # no grouping of three: never 1314, never 13.14
    assert caught.value.code == "comma"


def test_a_whole_number_option_refuses_a_space_inside():
    assert parse_int(" 12 ") == 12
    for typed in ("1 2", "1\u00a02", "+1 2"):
        with pytest.raises(NumberError):
            parse_int(typed)


@pytest.mark.parametrize("argv, option", [
    (["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--results", "13 14"], "--results"),
    (["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--top", "2 4"], "--top"),
    (["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--ns-session", "6 5"],
     "--ns-session"),
    (["score", "penalty", "--scoring", "mp", "--side", "ns", "--amount", "1 0"], "--amount"),
    (["score", "imps", "2 50"], "diff"),
    (["score", "fouled", "--group", "450,420", "--expected", "1 0"], "--expected"),
    (["rulings", "list", "--board", "1 2"], "--board"),
])
def test_the_command_line_refuses_a_space_inside_a_number(capsys, argv, option):
    code, out, err = run(capsys, *argv)
    assert_user_error(code, out, err, option)


@pytest.mark.parametrize("lang, message", [
    ("en", "13 14 has a space inside the number"),
    ("zh", "13 14 的数字中间有空格"),
    ("el", "Το 13 14 έχει κενό μέσα στον αριθμό"),
])
def test_the_command_line_says_why_in_the_language(capsys, lang, message):
    code, out, err = run(capsys, "--lang", lang, "score", "artificial", "--scoring", "mp", "--ns", "none",
                         "--ew", "direct", "--results", "13 14")
    assert_user_error(code, out, err, message)


def test_the_command_line_still_reads_spaces_around_and_grouped_thousands(capsys):
    code, out, err = run(capsys, "score", "imps", " 250 ")
    assert code == 0 and out.startswith("250 points = 6 IMPs")  # Law 78B: 220-260 points are 6 IMPs
    code, out, err = run(capsys, "score", "imps", "1,000")
    assert code == 0 and out.startswith("1,000 points = 14 IMPs")  # 900-1090 points are 14 IMPs


async def test_the_times_due_question_refuses_13_14_and_1_3_and_records_nothing():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, *FOULED_BOARD_KEYS)
        assert app.dialogue.current.id == "board_results"
        answered = len(app.dialogue.answers)
        for typed in ("13 14", "1 3"):
            line(app).value = ""
            for char in typed:
                await pilot.press("space" if char == " " else char)
            await pilot.press("enter")
            await settle(pilot)
            assert app.dialogue.current.id == "board_results"
            assert len(app.dialogue.answers) == answered  # nothing recorded
            assert line(app).value == typed  # kept on the line, to be corrected
            assert f"{typed} has a space inside the number" in status(app)
        await pilot.press("1", "3", "enter")  # the refused entry is replaced, not appended to
        await settle(pilot)
        assert app.dialogue.variables["board_results"] == 13
