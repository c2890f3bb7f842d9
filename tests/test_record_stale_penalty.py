"""A STALE take-over at the penalty question resumes exactly like a live one (issue 7 A6 /
issue 8, a fresh tester): the penalty answered in the helper that took over completes the
ruling already recorded at its score (one record), and the stopped helper, woken and taken
back with Ctrl+O, shows that finished ruling with its penalty (no penalty question again).

Two apps on one real SQLite record through Textual's pilot; the stale holder is made by a
heartbeat older than the store's stale time (a stopped process gives the same claim, "stale").
"""

from __future__ import annotations

import os
import sqlite3

from helper.rulings import RulingStore
from helper.tui.app import HelperApp, TakeOverScreen
from tests.support import squash

# Pairs, no result, NS in no way at fault (65%), EW directly at fault, due 13 times: top 24
# (Law 78A), recorded at its score; the penalty question (Law 90A) follows.
PAIRS_TO_SCORE = ["1", "enter", "1", "enter", "1", "enter", "1", "enter", "3", "enter", "1", "3", "enter",
                  "6", "5", "enter", "enter"]


async def press(pilot, keys):
    for key in keys:
        await pilot.press(key)
    await pilot.pause()


def age_heartbeat(path):
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE draft SET heartbeat = heartbeat - 3600")


async def test_a_stale_take_over_at_the_penalty_question_completes_the_recorded_ruling(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as a_store, \
            RulingStore.open(path, stale_seconds=30) as b_store:
        a = HelperApp(lang="en", store=a_store, heartbeat_seconds=3600)  # A is stopped: no heartbeat
        async with a.run_test(size=(80, 24)) as a_pilot:
            await press(a_pilot, PAIRS_TO_SCORE)
            [first] = a_store.rulings()
            assert a.dialogue.after_question.id == "penalty" and "penalty" not in first.score
            age_heartbeat(path)  # 1 hour of silence: stale (30 s)
            b_store.key = "session:" + a_store.key[len("session:"):].split("@")[0] + "@/dev/pts/77"  # another pane
            b = HelperApp(lang="en", store=b_store)
            async with b.run_test(size=(80, 24)) as b_pilot:
                await b_pilot.pause()
                assert not isinstance(b.screen, TakeOverScreen)  # stale: taken over at once
                assert b.owns_draft and b.dialogue.after_question.id == "penalty"
                assert b._recorded_id == first.id
                # 3 Enter Enter: on EW, the standard penalty (25% of a top of 24 = 6 MP).
                await press(b_pilot, ["3", "enter", "enter"])
                [completed] = b_store.rulings()
                assert completed.id == first.id and completed.corrects is None
                assert (completed.score["penalty"]["side"], completed.score["penalty"]["matchpoints"]) == ("ew", "6")
            # A wakes: Ctrl+O takes it back (B has ended): the finished ruling 1 with its penalty.
            await press(a_pilot, ["ctrl+o"])
            if isinstance(a.screen, TakeOverScreen):
                await press(a_pilot, ["y"])
            assert a.owns_draft and a.dialogue.finished and a.dialogue.after_question is None
            assert a._recorded_id == first.id
            assert a.dialogue.ruling().penalty is not None
            await press(a_pilot, ["1", "enter"])
            assert [r.id for r in a_store.rulings()] == [first.id]
