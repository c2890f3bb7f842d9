"""Issue 10 section 1: small command-line inputs that failed, each fixed as a kind.

Expected values are worked by hand from the Laws (77, 78A, 78B).
"""

from __future__ import annotations

import json

import pytest

from tests.support import assert_user_error, run


# ---------------------------------------------------------------- values that begin with "-"

def test_field_beginning_with_a_minus_is_a_value(capsys):
    # Law 78A, two matchpoints per score beaten, one per tie; three other
    # results make the top 6. -100 ties the two -100s and loses to +50: 2 of 6.
    code, out, err = run(capsys, "score", "matchpoints", "--field", "-100,-100,50", "--score", "-100", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert (data["matchpoints"], data["top"]) == (2, 6)


def test_plain_and_listed_negative_values_everywhere(capsys):
    code, out, err = run(capsys, "score", "matchpoints", "--field", "-100,-100,50", "--score", "200")
    assert code == 0, err
    assert out.startswith("NS +200: 6 of 6 MP (100%)")
    # A negative decimal as a separate value (knockout IMPs, Law 12C4).
    code, out, err = run(capsys, "score", "knockout", "--ns", "-3.5", "--ew", "-2", "--json")
    assert code == 0, err


def test_a_double_dash_given_with_equals_is_refused_with_a_message(capsys):
    code, out, err = run(capsys, "score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "none",
                         "--board-in-session=--")
    assert_user_error(code, out, err, "--board-in-session", "not a number: --")


# ---------------------------------------------------------------- score imps

@pytest.mark.parametrize("diff, imps", [("10", 0), ("20", 1), ("-420", -9), ("15200", 24)])
def test_possible_differences_carry_no_note(capsys, diff, imps):
    code, out, err = run(capsys, "score", "imps", diff, "--json")
    assert code == 0 and err == ""
    assert json.loads(out)["imps"] == imps and json.loads(out)["possible"] is True


@pytest.mark.parametrize("diff, shown, imps", [("15", "15", 0), ("-25", "-25", -1), ("15210", "15,210", 24)])
def test_a_difference_no_scores_give_is_said(capsys, diff, shown, imps):
    # Every Law 77 score is a multiple of 10; the largest difference is
    # +7,600 against -7,600 (7NTXX vulnerable down 13) = 15,200.
    code, out, err = run(capsys, "score", "imps", diff)
    assert code == 0
    unit = "IMP" if abs(int(imps)) == 1 else "IMPs"  # plural forms: "-1 IMP", "0 IMPs"
    assert out == f"{shown} points = {imps} {unit} (Law 78B)\n"
    assert err.startswith(f"Note: no two bridge scores differ by {shown} points")


def test_imps_of_29_and_30_digits_are_printed_exactly(capsys):
    # Babel's 28-digit decimal context raised InvalidOperation, or rounded the last digit.
    code, out, err = run(capsys, "score", "imps", "12345678901234567890123456789")
    assert code == 0
    assert out == "12,345,678,901,234,567,890,123,456,789 points = 24 IMPs (Law 78B)\n"
    code, out, err = run(capsys, "score", "imps", "123456789012345678901234567890")
    assert out.startswith("123,456,789,012,345,678,901,234,567,890 points = 24 IMPs")
    code, out, err = run(capsys, "score", "imps", "1" * 31)
    assert_user_error(code, out, err, "more than 30 digits")


def test_more_than_4300_digits_anywhere_is_a_message(capsys):
    big = "9" * 5000
    for argv in (("score", "imps", big), ("score", "matchpoints", "--field", big, "--score", "50"),
                 ("score", "matchpoints", "--field", "50", "--score", big),
                 ("score", "knockout", "--ns", big, "--ew", "0")):
        code, out, err = run(capsys, *argv)
        assert_user_error(code, out, err, "more than 30 digits")


# ---------------------------------------------------------------- a reader that stops early

@pytest.mark.parametrize("argv", [
    ("catalog", "stats"), ("catalog", "report", "--lang", "zh"), ("laws", "show", "86A"),
    ("rule", "--questions"), ("score", "imps", "420"), ("--help",), ("score", "matchpoints", "--help"),
])
def test_a_closed_pipe_stops_every_command_quietly(argv, tmp_path):
    # The pipe's reading end is closed before the helper writes: every write
    # fails with EPIPE, as with `helper catalog stats | head -1` once head has gone.
    import os
    import subprocess
    import sys

    read_end, write_end = os.pipe()
    os.close(read_end)
    env = dict(os.environ, HELPER_DATA_DIR=str(tmp_path), XDG_DATA_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "helper", *argv], stdout=write_end, stderr=subprocess.PIPE,
                          env=env, timeout=120)
    os.close(write_end)
    assert done.returncode == 0
    assert done.stderr == b""


# ---------------------------------------------------------------- control characters

TITLE_AND_CLEAR = "\x1b]0;pwned\x07\x1b[2J\x9b"


def test_escape_controls_by_hand():
    from helper.cli.common import escape_controls

    assert escape_controls("a\x1b]0;x\x07b\n\tc\x7f\x85") == "a\\u001b]0;x\\u0007b\n\tc\\u007f\\u0085"
    assert escape_controls("南北 ΒΝ +420") == "南北 ΒΝ +420"


@pytest.mark.parametrize("argv", [
    ("score", "contract", "4S" + TITLE_AND_CLEAR + "=", "--declarer", "N"),  # the helper's own message
    ("score", "imps", TITLE_AND_CLEAR),  # argparse's message echoes the value
    ("--lang", TITLE_AND_CLEAR, "score", "imps", "20"),
])
def test_control_characters_are_never_printed_raw(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 2
    for char in "\x1b\x07\x9b":
        assert char not in out + err
    assert "\\u001b]0;pwned\\u0007\\u001b[2J\\u009b" in err


def test_contract_forms_the_helper_prints_are_read(capsys):
    # Law 77: 7NT doubled, not vulnerable, made: 220 x2 = 440 trick points,
    # 500 game, 1000 grand slam, 50 for the insult = 1790.
    code, out, err = run(capsys, "score", "contract", "7NTXN=", "--vul", "none")
    assert (code, out) == (0, "7NTXN=: NS +1790, EW -1790 (Law 77)\n")
    code, out, err = run(capsys, "score", "contract", "7NTXN=", "--declarer", "N", "--vul", "none")
    assert (code, out) == (0, "7NTXN=: NS +1790, EW -1790 (Law 77)\n")
    code, out, err = run(capsys, "score", "contract", "7NTXN=", "--declarer", "E", "--vul", "none")
    assert_user_error(code, out, err, "declarer N", "E")
    code, out, err = run(capsys, "score", "contract", "7NTX=", "--vul", "none")
    assert_user_error(code, out, err, "declarer missing")
    # A newline inside a contract is a space (spaces may stand anywhere).
    code, out, err = run(capsys, "score", "contract", "4S\n=", "--declarer", "N", "--vul", "none")
    assert (code, out) == (0, "4SN=: NS +420, EW -420 (Law 77)\n")


@pytest.mark.parametrize("contract, declarer", [
    ("4SN+4", None), ("4SN+4", "N"),   # 10 + 4 = 14 tricks: there are 13
    ("1NTS+7", None), ("4S+4", "N"),   # 7 + 7 = 14
    ("7NN-14", None),                  # 13 - 14 = -1 tricks
])
def test_an_impossible_result_is_said_as_such_not_declarer_missing(capsys, contract, declarer):
    code, out, err = run(capsys, "score", "contract", contract, "--vul", "none",
                         *(["--declarer", declarer] if declarer else []))
    assert (code, out) == (2, "")
    assert err == f"helper: --contract: impossible result: {contract} (declarer takes 0 to 13 tricks).\n"


def test_a_contract_above_seven_is_said_as_such(capsys):
    code, out, err = run(capsys, "score", "contract", "8SN=", "--vul", "none")
    assert (code, out) == (2, "")
    assert err.startswith("helper: --contract: not a contract: 8SN= (a level 1-7")


# ---------------------------------------------------------------- a decimal comma in English

COMMA = "60,5: a comma here separates thousands (1,000); write a decimal with a point (60.5, not 60,5)."


def test_a_decimal_comma_is_refused_in_english_and_read_in_greek(capsys):
    code, out, err = run(capsys, "score", "imps", "60,5")
    assert (code, out) == (2, "") and err.endswith(f"argument diff: {COMMA}\n")
    code, out, err = run(capsys, "score", "imps", "1,000")
    assert (code, out) == (0, "1,000 points = 14 IMPs (Law 78B)\n")  # 1000 >= 900, < 1100: 14 IMPs
    code, out, err = run(capsys, "--lang", "el", "score", "imps", "60,5", "--json")
    assert code == 0 and json.loads(out)["diff"] == 60.5 and json.loads(out)["imps"] == 2  # 50 <= 60.5 < 90


def test_a_weight_with_a_decimal_comma_is_refused_in_english_and_read_in_greek(capsys):
    weighted = ("score", "weighted", "--scoring", "imps", "--other-table", "+170",
                "--outcome", "60,5:4HS=", "--outcome", "39,5:2HS+2")
    code, out, err = run(capsys, *weighted)
    assert (code, out, err) == (2, "", f"helper: --outcome: {COMMA}\n")
    # Greek: 4HS= is +420 against +170, 250 points = 6 IMPs; 2HS+2 is +170, 0 IMPs;
    # 60.5% x 6 = 3.63 IMPs.
    code, out, err = run(capsys, "--lang", "el", *weighted, "--json")
    assert code == 0 and json.loads(out)["ns"] == {"basis": "assigned", "imps": 3.63}


# ---------------------------------------------------------------- settings and answers refused

ARTIFICIAL = ("score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct")


@pytest.mark.parametrize("table", [
    "[adjusted.multiple_boards]\naverage_plus_pct = 40\naverage_minus_pct = 60\n",  # inverted
    "[adjusted.multiple_boards]\naverage_plus_pct = 10\n",  # the NOS below average (50)
    "[adjusted.multiple_boards]\nfrom_board = 1\n",
    "[scoring]\nmatchpoint_scale = true\n",
])
def test_impossible_settings_are_refused(capsys, tmp_path, table):
    settings = tmp_path / "settings.toml"
    settings.write_text(table, encoding="utf-8")
    code, out, err = run(capsys, "--settings", str(settings), *ARTIFICIAL)
    assert_user_error(code, out, err, "Settings file not usable")


def test_varied_but_ordered_multiple_board_scores_are_accepted(capsys, tmp_path):
    settings = tmp_path / "settings.toml"
    settings.write_text("[adjusted.multiple_boards]\naverage_plus_pct = 55\naverage_pct = 50\n"
                        "average_minus_pct = 45\n", encoding="utf-8")
    code, out, err = run(capsys, "--settings", str(settings), *ARTIFICIAL)
    assert code == 0, err
    assert out.startswith("12C2(a): NS 60%, EW 40%")  # the first board: 12C2(a) unvaried


def test_a_helper_settings_path_with_a_typo_is_said(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("HELPER_SETTINGS", str(tmp_path / "setings.toml"))
    code, out, err = run(capsys, *ARTIFICIAL)
    assert_user_error(code, out, err, "HELPER_SETTINGS names", "setings.toml", "does not exist")


def test_a_fifo_named_by_helper_settings_is_refused_unread(capsys, tmp_path, monkeypatch):
    import os

    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    monkeypatch.setenv("HELPER_SETTINGS", str(fifo))
    code, out, err = run(capsys, *ARTIFICIAL)
    assert_user_error(code, out, err, "not a regular file")


def test_an_answer_given_twice_is_refused(capsys, tmp_path):
    answers = tmp_path / "answers.yaml"
    answers.write_text("scoring: mp\nscoring: imps\n", encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(answers))
    assert_user_error(code, out, err, "scoring is answered twice")


# ---------------------------------------------------------------- locales and encodings

def _ascii_run(tmp_path, *argv):
    import os
    import subprocess
    import sys

    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONIOENCODING", "LANGUAGE", "LANG")}
    env.update(LC_ALL="C", PYTHONUTF8="0", HELPER_SETTINGS=os.environ["HELPER_SETTINGS"])
    return subprocess.run([sys.executable, "-m", "helper", *argv], capture_output=True, env=env, timeout=120)


@pytest.mark.parametrize("argv, hint", [
    (("catalog", "report", "--lang", "zh"), "--output FILE"),
    (("laws", "show", "86A", "--edition", "1997"), "LANG=C.UTF-8"),
])
def test_an_output_that_cannot_carry_the_text_is_said_once(tmp_path, argv, hint):
    done = _ascii_run(tmp_path, *argv)
    assert done.returncode == 0
    err = done.stderr.decode("ascii")
    assert err.count("cannot carry some of the text") == 1 and hint in err


def test_plain_ascii_output_carries_no_warning(tmp_path):
    done = _ascii_run(tmp_path, "score", "imps", "420")
    assert (done.returncode, done.stdout, done.stderr) == (0, b"420 points = 9 IMPs (Law 78B)\n", b"")


@pytest.mark.parametrize("env, said", [
    ({"LANG": "zh_TW.UTF-8"}, True), ({"LANG": "zh_HK.UTF-8"}, True), ({"LANGUAGE": "zh_Hant:en", "LANG": "en_US.UTF-8"}, True),
    ({"LANG": "zh_CN.UTF-8"}, False), ({"LANG": "el_GR.UTF-8"}, False), ({"LANG": "C"}, False),
])
def test_traditional_chinese_locales_are_told_simplified_is_used(env, said):
    from helper.i18n import asks_traditional_chinese

    assert asks_traditional_chinese(None, env) is said


def test_the_traditional_notice_on_the_command_line(capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "zh_TW")
    code, out, err = run(capsys, "score", "imps", "20")
    assert code == 0 and out.startswith("20 分 = 1 IMP")
    notice = "helper：本程序没有繁体中文界面，现使用简体中文。\n"
    assert err == notice
    code, out, err = run(capsys, "--lang", "zh_TW", "score", "imps", "20")
    assert err == notice
    code, out, err = run(capsys, "--lang", "zh", "score", "imps", "20")
    assert err == ""


def test_an_export_file_name_over_255_bytes_is_a_message(capsys, tmp_path):
    name = tmp_path / ("é" * 130 + ".csv")  # 264 bytes in UTF-8
    code, out, err = run(capsys, "rulings", "export", str(name))
    assert_user_error(code, out, err, "Cannot write", "the file name is too long")  # our words (fix10c)
    code, out, err = run(capsys, "catalog", "report", "--lang", "el", "--output", str(tmp_path / ("a" * 300 + ".md")))
    assert code == 2 and "το όνομα του αρχείου είναι πολύ μεγάλο" in err and "Traceback" not in err
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary file left behind
