"""The fresh tester's (7c) terminal cases of issue 7 (fix7e) in a real terminal (tmux at 80x24,
English; one send-keys is one write): Back, then Enter at the last question, quit, start again
with keys typed ahead; Escape glued to the next keys on the review screen. Pilot tests:
tests/test_fix7e.py."""

from __future__ import annotations

import json
import sqlite3
import sys
import time

from tests import test_terminal
from tests.support import REPO

pytestmark = test_terminal.pytestmark  # skipped without tmux


def start(tmp_path) -> test_terminal.Terminal:
    (tmp_path / "none.toml").write_text("", encoding="utf-8")
    env = {"LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": "", "TERM": "xterm-256color", "HELPER_DIRECTOR": "Anna",
           "HELPER_DATA": str(tmp_path / "data"), "HELPER_SETTINGS": str(tmp_path / "none.toml"),
           "PYTHONPATH": str(REPO)}
    return test_terminal.Terminal(tmp_path, [sys.executable, "-m", "helper"], env)


def record(tmp_path):
    [path] = (tmp_path / "data").rglob("*.sqlite3")
    with sqlite3.connect(path) as connection:
        answers = json.loads(connection.execute("SELECT answers FROM draft").fetchone()[0])
        count = connection.execute("SELECT COUNT(*) FROM ruling").fetchone()[0]
    return answers, count


def test_back_then_enter_at_the_last_question_then_a_restart_with_keys_typed_ahead(tmp_path):
    first = start(tmp_path)
    try:
        first.wait_for("^X")
        for keys, then in ((["1", "Enter"], "Director'serror?"), (["1", "Enter"], "formofscoring?"),
                           (["1", "Enter"], "HowfarisNorth-South"), (["1", "Enter"], "HowfarisEast-West"),
                           (["3", "Enter"], "Howmanytimes"), (["1", "3", "Enter"], "North-South'spercentage"),
                           (["Enter"], "East-West'spercentage"), (["Enter"], "proceduralpenalty")):
            time.sleep(0.3)
            first.keys(*keys)
            first.wait_for(then)
        first.wait_for("NS60%=14.4MP,EW40%=9.6MP")
        time.sleep(0.3)
        first.keys("C-p")
        first.wait_for("Yourearlieranswer")
        time.sleep(0.3)
        first.keys("Enter")  # keeps the skip: the penalty question again
        time.sleep(1.0)
        assert "Istherealsoaproceduralpenalty(Law90)?" in "".join(first.screen().split())
        first.keys("C-x")
        time.sleep(1.5)
    finally:
        first.close()
    answers, count = record(tmp_path)
    assert len(answers) == 8 and answers[-1] == ["ew_session_pct", None] and count == 1
    second = start(tmp_path)
    try:
        second.burst("2", "Enter")  # typed ahead while it starts
        second.wait_for("Tooearly:keyscamebeforethisquestionwasshown", timeout=30)
        time.sleep(0.5)
        screen = "".join(second.screen().split())
        assert "Istherealsoaproceduralpenalty(Law90)?" in screen and "Corrects" not in screen
        assert record(tmp_path) == (answers, 1)  # nothing recorded, nothing corrected
    finally:
        second.close()


def test_escape_glued_to_keys_closes_the_review_and_answers_nothing(tmp_path):
    term = start(tmp_path)
    try:
        term.wait_for("^X")
        time.sleep(0.3)
        term.keys("6", "Enter")
        term.wait_for("Whichsideisnon-offending?")
        time.sleep(0.3)
        term.keys("C-r")
        term.wait_for("Esc")
        time.sleep(2.0)  # loaded
        term.burst("Escape", "5", "Enter")  # one write
        term.wait_for("Tooearly:keyscamebeforethisquestionwasshown", timeout=30)
        screen = "".join(term.screen().split())
        assert "Whichsideisnon-offending?" in screen and "Howistheboardscored?" not in screen
    finally:
        term.close()
