"""The take-over at the penalty question in real terminals (issue 8): helper A (tmux window, 80x24)
reaches "Is there also a procedural penalty (Law 90)?" with the ruling recorded; helper B, another
tty of the same Director, takes the ruling over, resumes at that question and answers it; the record
holds the penalty once, in the same ruling, and A, answering afterwards, applies nothing.

The ruling (worked by hand): pairs, NS in no way at fault with 65% on the other boards, EW directly
at fault, due 13 times: top 2 x 12 = 24 MP; NS 65% = 15.6 MP, EW 40% = 9.6 MP; EW's standard
procedural penalty is 25% of a top = 6 MP."""

from __future__ import annotations

import os
import shutil
import time

import pytest

from helper.rulings import RulingStore
from tests.support import settled
from tests.test_record_terminal import Tmux, draft

TO_THE_PENALTY = ("1", "Enter", "1", "Enter", "1", "Enter", "1", "Enter", "3", "Enter", "13", "Enter", "65", "Enter",
                  "Enter")  # no result, no Director's error, pairs, NS none, EW direct, 13 results, NS 65%, EW skipped
QUESTION = "Is there also a procedural penalty (Law 90)?"
SUMMARY = "12C2(a), 12C2(c): NS 65% = 15.6 MP, EW 40% = 9.6 MP"
WITH_PENALTY = ("12C2(a), 12C2(c), 90A: NS 65% = 15.6 MP, EW 40% = 9.6 MP; "
                "procedural penalty: EW -25% of a top = -6 MP")


def recorded(path):
    with RulingStore.open(path) as store:
        return store.rulings()


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_b_takes_over_at_the_penalty_question_answers_it_once_and_a_applies_nothing(tmp_path):
    record = tmp_path / "rulings.sqlite3"
    tmux = Tmux(f"helper-penalty-{os.getpid()}", tmp_path)
    try:
        a = tmux.start()
        tmux.wait_for(a, "^X")
        tmux.keys(a, *TO_THE_PENALTY)
        tmux.wait_for(a, QUESTION)
        tmux.wait_for(a, SUMMARY)
        [first] = recorded(record)  # recorded at its score, without a penalty
        assert first.summary == SUMMARY and "penalty" not in first.score
        a_pid = draft(record)[2]

        b = tmux.start()  # the same Director on another terminal: A is live, so B asks
        screen = tmux.wait_for(b, "Take over the ruling in progress")
        boxed = "".join(line.split("│")[1] for line in screen.splitlines() if line.count("│") >= 2)
        assert f"byprocess{a_pid}on" in "".join(boxed.split())  # A's process is named
        tmux.keys(b, "y")
        tmux.wait_for(b, QUESTION)  # resumed at the penalty question, not at a blank ruling
        settled(lambda: tmux.screen(b))  # drawn, box gone: keys typed now answer it (issue 7)
        assert draft(record)[2] != a_pid  # B holds the ruling in progress now
        tmux.keys(b, "3", "Enter")  # on EW
        tmux.keys(b, "Enter")  # its size: the standard penalty of the settings
        tmux.wait_for(b, "procedural penalty: EW -25% of a top = -6 MP")
        deadline = time.monotonic() + 10
        while "penalty" not in recorded(record)[0].score and time.monotonic() < deadline:
            time.sleep(0.1)
        [completed] = recorded(record)  # the same record, completed: not a second ruling
        assert completed.id == first.id
        assert completed.summary == WITH_PENALTY and completed.summary.count("procedural penalty") == 1
        assert completed.score["penalty"]["side"] == "ew" and completed.score["penalty"]["matchpoints"] == "6"

        tmux.keys(a, "2", "Enter")  # A, not yet aware: a penalty on NS
        tmux.wait_for(a, "Not applied: another helper")
        time.sleep(1)
        [after] = recorded(record)
        assert after == completed  # nothing of A's answer reached the record
        assert draft(record)[2] != a_pid
        for window in (a, b):
            assert "Traceback" not in tmux.screen(window)
    finally:
        tmux.close()
