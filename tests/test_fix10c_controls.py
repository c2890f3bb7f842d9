"""Control characters on a terminal and bidi controls (issue 10, fix10c item 7): a stored Director
name with ESC and BEL is escaped in every output to a terminal, CSV included; bidi controls
(U+202E, U+2066, U+061C) are refused in a ruling's details and escaped in the output."""

from __future__ import annotations

import json
import os
import sqlite3

import pytest

from helper.rulings import DetailError, check_details
from helper.rulings.messages import detail_error_text
from tests.support import assert_user_error, on_a_terminal, run

ANSWERS = ("situation: no_result\ndirector_error: no\nform: pairs\nns_fault: none\new_fault: direct\ntop: 24\n"
           "ns_session_pct: 65\nboard: 3\n")


@pytest.mark.parametrize("char", ["\u202e", "\u2066", "\u061c", "\u200f"])
def test_bidi_controls_are_refused_in_details(char):
    with pytest.raises(DetailError) as caught:
        check_details({"director": f"Anna{char}Lee"})
    assert caught.value.code == "bidi"
    assert detail_error_text(caught.value, "en") == (
        f"The Director field holds an invisible text-direction character (U+{ord(char):04X}); remove it.")


def test_bidi_refused_on_the_command_line(tmp_path, capsys):
    answers = tmp_path / "a.yaml"
    answers.write_text(ANSWERS, encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(answers), "--record", "--event", "Cup\u202eevil")
    assert_user_error(code, out, err)
    assert err == "helper: The event field holds an invisible text-direction character (U+202E); remove it.\n"
    code, out, err = run(capsys, "rulings", "list")
    assert "Cup" not in out  # nothing was recorded


def _crafted_record(tmp_path, capsys):
    answers = tmp_path / "a.yaml"
    answers.write_text(ANSWERS, encoding="utf-8")
    assert run(capsys, "rule", "--answers", str(answers), "--record", "--director", "Anna")[0] == 0
    database = tmp_path / "helper-data" / "rulings.sqlite3"
    with sqlite3.connect(database) as connection:  # as a crafted or older record could hold them
        connection.execute("UPDATE ruling SET details = ?", (json.dumps(
            {"board": 3, "director": "An\x1b]0;pwned\x07na \u202eevil", "event": "Cup\u2066x\u061c"}),))


def _on_a_terminal(*argv: str) -> bytes:
    done, shown = on_a_terminal(*argv, env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr
    return shown


@pytest.mark.parametrize("argv", [("rulings", "export", "-", "--format", "csv"), ("rulings", "show", "1"),
                                  ("rulings", "list"), ("rulings", "export", "-", "--format", "json")])
def test_every_output_to_a_terminal_escapes_them(tmp_path, capsys, argv):
    _crafted_record(tmp_path, capsys)
    shown = _on_a_terminal(*argv)
    for raw in (b"\x1b]", b"\x07", "\u202e".encode(), "\u2066".encode(), "\u061c".encode()):
        assert raw not in shown
    assert b"An\\u001b]0;pwned\\u0007na \\u202eevil" in shown
    assert b"\\u000d" not in shown  # a CSV line ends as a terminal's line does


def test_csv_to_a_terminal_rows(tmp_path, capsys):
    _crafted_record(tmp_path, capsys)
    lines = _on_a_terminal("rulings", "export", "-", "--format", "csv").decode("utf-8").splitlines()
    assert len(lines) == 2  # the header and one ruling
    assert lines[1].startswith("1,") and ",Cup\\u2066x\\u061c," in lines[1]
