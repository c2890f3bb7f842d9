"""Smaller faults of issue 10 (fix10c item 8), each kept as a test: text options whose value
begins with "-", board filters checked as 1-999, empty --settings= / --lang=, the right reason
for an unexpected character in a result (CLI and screen), errors that cut a 4,400-digit value,
a fouled board's empty group, and the Greek concordance line."""

from __future__ import annotations

import pytest
from textual.widgets import Input, Static

from helper.rulings import RulingStore
from helper.tui.app import HelperApp
from tests.support import assert_user_error, on_screen, run

ANSWERS = ("situation: no_result\ndirector_error: no\nform: pairs\nns_fault: none\new_fault: direct\ntop: 24\n"
           "ns_session_pct: 65\nboard: 3\n")
LONG = "1" * 4400
CUT = "1" * 57 + "…"


def test_text_values_that_begin_with_a_dash(tmp_path, capsys):
    answers = tmp_path / "a.yaml"
    answers.write_text(ANSWERS, encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(answers), "--record", "--director", "-Anna",
                         "--ns-names", "-Wang", "--event", "-x")
    assert (code, err) == (0, "Recorded as ruling 1.\n")
    code, out, err = run(capsys, "rulings", "appeal", "1", "--outcome", "upheld", "--note", "-x")
    assert code == 0, err
    code, out, err = run(capsys, "rulings", "details", "1", "--by", "-me", "--table", "-5")
    assert (code, err) == (0, "Details of ruling 1 amended (amendment 1, by -me); the ruling as recorded is kept.\n")
    with RulingStore.open() as store:
        [record] = store.rulings()
    assert record.details == {"event": "-x", "board": 3, "table": "-5", "ns_names": "-Wang", "director": "-Anna"}
    assert record.appeals[0].note == "-x"


@pytest.mark.parametrize("board", ["-1", "0", "1000"])
@pytest.mark.parametrize("command", [("rulings", "list"), ("rulings", "export", "-")])
def test_a_board_filter_outside_1_to_999_is_refused(capsys, command, board):
    code, out, err = run(capsys, *command, f"--board={board}")
    assert_user_error(code, out, err)
    assert err == f"helper: The board number must be a whole number from 1 to 999: {board}\n"


def test_empty_settings_and_lang_are_refused(capsys):
    code, out, err = run(capsys, "--settings=", "rule", "--questions")
    assert_user_error(code, out, err)
    assert err == "helper: --settings needs a file name\n"
    code, out, err = run(capsys, "--lang=", "score", "imps", "420")
    assert_user_error(code, out, err)
    assert err == "helper: --lang needs a language: one of en, zh, el\n"


@pytest.mark.parametrize("argv, message", [
    (("score", "weighted", "--scoring", "mp", "--field", "420,400", "--outcome", "60:4H\x1b[31mS=",
      "--outcome", "40:4SN-1"), "helper: --outcome: 60:4H\\u001b[31mS= has an unexpected character: U+001B.\n"),
    (("score", "weighted", "--scoring", "mp", "--field", "420,400", "--outcome", "100:4SN=x"),
     "helper: --outcome: 4SN=x has an unexpected character: 'x'.\n"),
    (("score", "contract", "4SN=\u200b"), "helper: --contract: 4SN=\\u200b has an unexpected character: U+200B.\n"),
    (("score", "contract", "4SN=x"), "helper: --contract: 4SN=x has an unexpected character: 'x'.\n"),
    (("score", "contract", "4S#", "--declarer", "N"), "helper: --contract: 4S# has an unexpected character: '#'.\n"),
])
def test_an_unexpected_character_is_said(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert_user_error(code, out, err)
    assert err == message


def test_a_newline_inside_an_outcome_is_a_space_as_in_a_contract(capsys):
    # 60% of 4HS= (+420: ties 420, beats 400: 3 of 4 MP) and 40% of 4SN-1 (-50: 0 of 4) = 45% = 1.8 MP
    code, out, err = run(capsys, "score", "weighted", "--scoring", "mp", "--field", "420,400", "--outcome",
                         "60:4H\nS=", "--outcome", "40:4SN-1")
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "12C1(a), 12C1(b), 12C1(c): NS 45% = 1.8 MP, EW 55% = 2.2 MP"


@pytest.mark.parametrize("typed, message", [("4SN=x", "4SN=x has an unexpected character: 'x'."),
                                            ("4SN=\u200b", "4SN=\\u200b has an unexpected character: U+200B.")])
async def test_the_screen_says_the_unexpected_character(typed, message):
    app = HelperApp(lang="en")
    async with app.run_test(size=(100, 30)) as pilot:
        for key in ("4", "1", "2", "1"):  # knockout, not known ...: the assigned score, a result
            await pilot.press(key, "enter")
            await pilot.pause()
        assert app.dialogue.current.id == "single_outcomes"
        # As pasted: a key press of U+200B types nothing (Textual), a paste keeps it.
        app.query_one("#answer", Input).value = typed
        await pilot.press("enter")
        await pilot.pause()
        assert app.dialogue.current.id == "single_outcomes"  # not accepted
        assert on_screen(app.query_one("#status", Static)).strip() == message


@pytest.mark.parametrize("argv, message", [
    (("rulings", "show", LONG), f"helper rulings show: error: argument id: A number of more than 30 digits: {CUT}.\n"),
    (("laws", "show", LONG), f"helper: Not a law paragraph id: {CUT}\n"),
    (("laws", "search", "x", "--limit", LONG),
     f"helper laws search: error: argument --limit: A number of more than 30 digits: {CUT}.\n"),
    (("rulings", "list", "--board", LONG),
     f"helper rulings list: error: argument --board: A number of more than 30 digits: {CUT}.\n"),
])
def test_a_4400_digit_value_is_cut_in_the_message(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.splitlines()[-1] + "\n" == message


def test_rulings_details_board_cut(tmp_path, capsys):
    answers = tmp_path / "a.yaml"
    answers.write_text(ANSWERS, encoding="utf-8")
    assert run(capsys, "rule", "--answers", str(answers), "--record")[0] == 0
    code, out, err = run(capsys, "rulings", "details", "1", "--board", LONG)
    assert_user_error(code, out, err)
    assert err == f"helper: --board: The board number must be a whole number from 1 to 999: {CUT}\n"


@pytest.mark.parametrize("group, value", [("", "''"), ("  ", "''")])
def test_an_empty_fouled_group_is_said_as_such(capsys, group, value):
    code, out, err = run(capsys, "score", "fouled", "--group", "420,400", "--group", group, "--expected", "4")
    assert_user_error(code, out, err)
    assert err == (f"helper: --group: the NS scores of one version's tables are missing or wrong: {value} "
                   "(e.g. --group 420,450,-50).\n")


def test_the_greek_concordance_line_agrees(capsys):
    code, out, err = run(capsys, "--lang", "el", "laws", "show", "86A", "--edition", "1997")
    assert code == 0
    assert "Αντιστοιχεί στον Κώδικα 2017: Νόμος 12Γ2(β) (βέβαιη αντιστοιχία)." in out.splitlines()
    assert "στην Νόμος" not in out
