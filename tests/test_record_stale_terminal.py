"""The fresh tester's stale take-over at the penalty question, in tmux at 80x24 (issue 7 A6 /
issue 8): helper A (an unnamed Director, its own tmux window: its own login session) finishes
a ruling up to "Is there also a procedural penalty?" (recorded at its score) and is stopped
(kill -STOP, a hung SSH link); its silence is aged past the stale time in the record (as 35 s
of waiting would); helper B, started in another window, takes it over at once, and its penalty
completes the same record. A, woken, Ctrl+O, y: the finished ruling with B's penalty; its 1
Enter records nothing. One record, no contradiction.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import time

import pytest

from tests.test_record_terminal import Tmux, draft

KEYS_TO_SCORE = ["1", "Enter", "1", "Enter", "1", "Enter", "1", "Enter", "3", "Enter", "1", "3", "Enter",
                 "6", "5", "Enter", "Enter"]  # pairs, NS none / EW direct, due 13 times (top 24), NS 65%


def rulings(path):
    with sqlite3.connect(path, timeout=5) as connection:
        return connection.execute("SELECT id, score, corrects FROM ruling ORDER BY id").fetchall()


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_a_stale_take_over_at_the_penalty_question_records_the_ruling_once(tmp_path):
    record = tmp_path / "rulings.sqlite3"
    tmux = Tmux(f"helper-stale-{os.getpid()}", tmp_path)
    try:
        a = tmux.start(director=None)
        tmux.wait_for(a, "^X")
        tmux.keys(a, *KEYS_TO_SCORE)
        tmux.wait_for(a, "Is there also a procedural penalty")
        [(first, score, _)] = rulings(record)
        assert "penalty" not in json.loads(score)
        pid = draft(record)[2]
        os.kill(pid, signal.SIGSTOP)  # the SSH link hangs
        with sqlite3.connect(record, timeout=5) as connection:  # as 35 s of silence would (stale after 30 s)
            connection.execute("UPDATE draft SET heartbeat = heartbeat - 3600 WHERE pid = ?", (pid,))
        b = tmux.start(director=None)
        tmux.wait_for(b, f"Taken over from process {pid}, which no longer responds")
        tmux.wait_for(b, "Is there also a procedural penalty")
        time.sleep(0.5)  # a resumed question takes keys once drawn (issue 7, fix7e): not typed ahead
        tmux.keys(b, "3", "Enter", "Enter")  # on EW, the standard 25% of the top of 24: 6 MP
        deadline = time.monotonic() + 20
        while "penalty" not in json.loads(rulings(record)[0][1]) and time.monotonic() < deadline:
            time.sleep(0.1)
        [(completed, score, corrects)] = rulings(record)  # the same record, completed; no second one
        assert completed == first and corrects is None
        assert (json.loads(score)["penalty"]["side"], json.loads(score)["penalty"]["matchpoints"]) == ("ew", "6")
        os.kill(pid, signal.SIGCONT)  # A wakes
        tmux.keys(a, "C-o")  # nothing in progress there (finished): taken back at once, no question
        tmux.wait_for(a, f"It finished this ruling: ruling {first}, started at")
        tmux.wait_for(a, "is shown as recorded. ^P back corrects it; ^N starts a new ruling.")
        tmux.keys(a, "1", "Enter")  # the tester's 1: the ruling is complete
        tmux.wait_for(a, "The ruling is complete")
        assert rulings(record) == [(completed, score, None)]
        assert "Traceback" not in tmux.screen(a) + tmux.screen(b)
    finally:
        tmux.close()
