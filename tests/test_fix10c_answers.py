"""A file of answers (`helper rule --answers`) is read as the same text typed on the
screen (issue 10, fix10c item 1): never by YAML 1.1's implicit typing, which read
`013` as octal 11, `0x41`, `0b1000001`, `1:05` and `6_5` as 65.

Expected scores by hand (Law 12C2(a), 12C2(c)): a board due to be played 13 times has a
top of 2 x (13 - 1) = 24 MP; NS 65% of 24 = 15.6 MP, EW average minus 40% of 24 = 9.6 MP;
with no session percentage NS gets average plus, 60% of 24 = 14.4 MP."""

from __future__ import annotations

import pytest

from helper.dialogue.engine import load_graph
from helper.dialogue.render import interpret
from helper.rulings import RulingStore
from tests.support import assert_user_error, run

BASE = """situation: no_result
director_error: no
form: pairs
ns_fault: none
ew_fault: direct
"""
SESSION_65 = "12C2(a), 12C2(c): NS 65% = 15.6 MP, EW 40% = 9.6 MP\n"
AVERAGE_PLUS = "12C2(a): NS 60% = 14.4 MP, EW 40% = 9.6 MP\n"


def rule(tmp_path, capsys, text, *options):
    path = tmp_path / "a.yaml"
    path.write_text(BASE + text, encoding="utf-8")
    return run(capsys, "rule", "--answers", str(path), *options)


@pytest.mark.parametrize("text", [
    "board_results: 013\nns_session_pct: 65\n",   # YAML 1.1: octal 11, a top of 20
    "top: 024\nns_session_pct: 65\n",             # YAML 1.1: octal 20
    "top: 24\nns_session_pct: 065\n",             # YAML 1.1: octal 53, below 60%: the 65% was lost
    "top: 24\nns_session_pct: 65.0\n",
    "top: '24'\nns_session_pct: \"65\"\n",
    "top: !!int 24\nns_session_pct: 65\n",        # a tag changes nothing: the text is read
])
def test_leading_zeros_and_forms_the_screen_reads_give_the_hand_worked_score(tmp_path, capsys, text):
    code, out, err = rule(tmp_path, capsys, text)
    assert (code, err) == (0, "")
    assert out.splitlines()[0] + "\n" == SESSION_65


@pytest.mark.parametrize("value", ["0x41", "0b1000001", "0o101", "1:05", "6_5", "1e2", "+.inf", ".nan"])
def test_yaml_number_notations_the_screen_refuses_are_refused(tmp_path, capsys, value):
    code, out, err = rule(tmp_path, capsys, f"top: 24\nns_session_pct: {value}\n")
    assert_user_error(code, out, err)
    assert err == f"helper: ns_session_pct: Not a number: {value}\n"


def test_the_screen_and_the_file_read_013_alike():
    node = load_graph()["board_results"]
    assert str(interpret(node, "013", "en")) == "13"


@pytest.mark.parametrize("word,expected", [("no", SESSION_65), ("false", SESSION_65), ("off", SESSION_65),
                                           ("No", SESSION_65), ("'no'", SESSION_65)])
def test_yes_no_words_still_answer_a_yes_no_question(tmp_path, capsys, word, expected):
    path = tmp_path / "a.yaml"
    path.write_text(BASE.replace("director_error: no", f"director_error: {word}")
                    + "top: 24\nns_session_pct: 65\n", encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert (code, err) == (0, "")
    assert out.splitlines()[0] + "\n" == expected


@pytest.mark.parametrize("word", ["true", "on", "yes", "Yes"])
def test_true_at_a_yes_no_question_is_yes(tmp_path, capsys, word):
    path = tmp_path / "a.yaml"
    path.write_text(f"situation: no_result\ndirector_error: {word}\nform: pairs\ntop: 24\n", encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(path))
    # yes: a Director's error, both sides non-offending (Law 82C): average plus each, 60% of 24 = 14.4
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "82C, 12C2(a): NS 60% = 14.4 MP, EW 60% = 14.4 MP"


@pytest.mark.parametrize("value", ["~", "null", ""])
def test_null_or_empty_is_no_answer(tmp_path, capsys, value):
    code, out, err = rule(tmp_path, capsys, f"top: 24\nns_session_pct: {value}\n")
    assert (code, err) == (0, "")
    assert out.startswith(AVERAGE_PLUS)


def test_quoted_null_is_text(tmp_path, capsys):
    code, out, err = rule(tmp_path, capsys, 'top: 24\nns_session_pct: "null"\n')
    assert_user_error(code, out, err)
    assert err == "helper: ns_session_pct: Not a number: null\n"


def test_recorded_board_010_is_board_10(tmp_path, capsys):
    code, out, err = rule(tmp_path, capsys, "top: 24\nns_session_pct: 65\nboard: 010\ntable: 07\n", "--record")
    assert (code, err) == (0, "Recorded as ruling 1.\n")
    with RulingStore.open() as store:
        [record] = store.rulings()
    assert record.details["board"] == 10
    assert record.details["table"] == "07"  # a table is a name: kept as written


def test_board_in_hex_is_refused_when_recorded(tmp_path, capsys):
    code, out, err = rule(tmp_path, capsys, "top: 24\nns_session_pct: 65\nboard: 0x0A\n", "--record")
    assert_user_error(code, out, err)
    assert err == "helper: The board number must be a whole number from 1 to 999: 0x0A\n"
