"""A helper that lost its ruling in progress and took it back writes only from the record's
current state (issue 8, a fresh tester): X at the penalty question (ruling recorded at its
score), Y takes over and applies a penalty, X takes it back with Ctrl+O, y and answered the
penalty question again - the recorded ruling was rewritten in place with no trace.

Two apps on one real SQLite record, through Textual's pilot; the tester's steps exactly.
"""

from __future__ import annotations

import os
from fractions import Fraction

import pytest

from helper.rulings import RulingStore
from helper.tui.app import HelperApp, TakeOverScreen
from tests.support import PAIRS_TO_SCORE, press, squash, until_shown

# Pairs, no result, NS in no way at fault (65%), EW directly at fault, due 13 times: top 24
# (Law 78A: 2 matchpoints for each of the 12 others), NS 65%, EW skipped; recorded at its score.
# Teams, no result, no error, not a knockout, no other-table result, NS partly at fault, EW in no way,
# EW's own score skipped: NS 0, EW +3 IMPs (Law 12C2(b)); recorded at its score.
TEAMS_TO_SCORE = ["1", "enter", "1", "enter", "2", "enter", "1", "enter", "1", "enter", "2", "enter", "1", "enter",
                  "enter"]

VARIANTS = {
    # name: (keys to the score, Y's penalty keys, the penalty Y applies, X's keys after taking back)
    # 3 Enter 10 Enter: on EW, 10% of a top of 24 = 2.4 MP (the tester's ruling 35, at another top).
    "penalty changed": (PAIRS_TO_SCORE, ["3", "enter", "1", "0", "enter"],
                        {"side": "ew", "unit": "pct", "amount": "10", "matchpoints": "12/5"}, ["1", "enter"]),
    # 2 Enter 10 Enter: on NS, 10% of 24 = 2.4 MP, then an appeal outcome; X typed 2 Enter Enter
    # (the standard 25%) and the ruling became "NS -25%" (the tester's ruling 3).
    "penalty with appeal": (PAIRS_TO_SCORE, ["2", "enter", "1", "0", "enter"],
                            {"side": "ns", "unit": "pct", "amount": "10", "matchpoints": "12/5"},
                            ["2", "enter", "enter"]),
    # 2 Enter 24 Enter at teams: NS -24 IMPs, erased by X's 1 Enter (the tester's ruling 40).
    "IMPs penalty": (TEAMS_TO_SCORE, ["2", "enter", "2", "4", "enter"],
                     {"side": "ns", "unit": "imps", "amount": "24"}, ["1", "enter"]),
}


@pytest.mark.parametrize("variant", list(VARIANTS))
async def test_a_ruling_taken_back_after_the_other_helper_applied_its_penalty_is_the_recorded_one(tmp_path, variant):
    to_score, y_keys, penalty, x_keys = VARIANTS[variant]
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, director="Rep") as x_store, RulingStore.open(path, director="Rep") as y_store:
        x = HelperApp(lang="en", store=x_store, heartbeat_seconds=60)  # X has not noticed Y yet
        async with x.run_test(size=(80, 24)) as pilot:
            await press(pilot, to_score)
            [first] = x_store.rulings()
            assert x.dialogue.after_question.id == "penalty" and "penalty" not in first.score
            y = HelperApp(lang="en", store=y_store)
            async with y.run_test(size=(80, 24)) as y_pilot:
                await y_pilot.pause()
                assert isinstance(y.screen, TakeOverScreen)
                await press(y_pilot, ["y"])
                assert y.dialogue.after_question.id == "penalty"
                await until_shown(y_pilot, y)  # the penalty question under the box, read before typing
                await press(y_pilot, y_keys)
                [applied] = y_store.rulings()
                assert applied.id == first.id and y.dialogue.after_question is None
                assert {k: applied.score["penalty"][k] for k in penalty} == penalty
                if variant == "penalty with appeal":
                    y_store.add_appeal(first.id, "upheld", note="committee 1")
                    applied = y_store.rulings()[0]
                # X: Ctrl+O; Y still runs but has no ruling in progress (it finished it): nothing to
                # ask about (issue 8) - taken back at once, the recorded ruling shown, Y's process named.
                await press(pilot, ["ctrl+o"])
                assert not isinstance(x.screen, TakeOverScreen)
                assert x.owns_draft
                # The current state: the finished ruling as Y recorded it; no penalty question.
                assert x.dialogue.finished and x.dialogue.after_question is None
                assert [(a.node, str(a.value) if a.value is not None else None) for a in x.dialogue.answers] == \
                    [tuple(pair) for pair in applied.answers]
                assert x._recorded_id == first.id
                record = x_store.record(first.id)
                assert squash(x.notice) == squash(
                    f"Taken back from process {os.getpid()}. It finished this ruling: ruling {first.id}, started at "
                    f"{record.begun[11:16]}, recorded at {record.created[11:16]} (UTC), is shown as recorded. ^P back "
                    "corrects it; ^N starts a new ruling.")
                await until_shown(pilot, x)  # the ruling taken back, read before typing
                await press(pilot, x_keys)  # the tester's keys: the ruling is complete, nothing changes
                assert x.error == "The ruling is complete: go back or start over."
                assert x_store.rulings() == [applied]  # unchanged: no overwrite, no second record
                assert y.dialogue.ruling().penalty is not None


async def test_a_penalty_changed_after_taking_back_is_a_visible_correction(tmp_path):
    """After taking back, the Director may change the penalty Y applied: Back, another answer;
    it is recorded as a new ruling that corrects the first (kept with its appeal)."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, director="Rep") as x_store, RulingStore.open(path, director="Rep") as y_store:
        x = HelperApp(lang="en", store=x_store, heartbeat_seconds=60)
        async with x.run_test(size=(80, 24)) as pilot:
            await press(pilot, PAIRS_TO_SCORE)
            y = HelperApp(lang="en", store=y_store)
            async with y.run_test(size=(80, 24)) as y_pilot:
                await y_pilot.pause()
                await press(y_pilot, ["y"])
                await until_shown(y_pilot, y)  # the penalty question under the box, read before typing
                await press(y_pilot, ["2", "enter", "1", "0", "enter"])  # NS -10% of 24
                [first] = y_store.rulings()
                y_store.add_appeal(first.id, "upheld")
                await press(pilot, ["ctrl+o", "y"])
                await press(pilot, ["ctrl+p", "ctrl+p"])  # back over the penalty's size and side
                assert x.dialogue.after_question.id == "penalty"
                await until_shown(pilot, x)  # the penalty question shown again, read before typing
                await press(pilot, ["2", "enter", "ctrl+u", "enter"])  # NS, the standard (25% of 24 = 6 MP): 10 offered, emptied
                old, new = x_store.rulings()
                assert old.score["penalty"]["matchpoints"] == "12/5" and len(old.appeals) == 1
                assert new.score["penalty"]["matchpoints"] == "6" and new.corrects == old.id
                assert old.corrected_by == new.id


async def test_a_ruling_taken_back_before_its_score_after_the_other_finished_it_is_not_recorded_twice(tmp_path):
    """X lost the ruling before its score; Y finished it (recorded). X takes it back: X shows Y's
    record, and its stale answers are neither saved as the ruling in progress nor recorded again."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, director="Rep") as x_store, RulingStore.open(path, director="Rep") as y_store:
        x = HelperApp(lang="en", store=x_store, heartbeat_seconds=60)
        async with x.run_test(size=(80, 24)) as pilot:
            await press(pilot, PAIRS_TO_SCORE[:12])  # up to the traveller: 13 results typed, not yet given
            y = HelperApp(lang="en", store=y_store)
            async with y.run_test(size=(80, 24)) as y_pilot:
                await y_pilot.pause()
                await press(y_pilot, ["y"])
                await until_shown(y_pilot, y)  # the traveller under the box, read before typing
                await press(y_pilot, ["1", "3", "enter", "7", "0", "enter", "enter", "1", "enter"])  # NS 70%
                [record] = y_store.rulings()
                await press(pilot, ["ctrl+o", "y"])
                assert x.dialogue.finished and x._recorded_id == record.id
                assert x_store.load_draft() is None  # nothing of X's old answers saved
                await until_shown(pilot, x)  # the ruling taken back, read before typing
                await press(pilot, ["enter"])
                assert x_store.rulings() == [record]


def test_the_record_completes_a_ruling_in_place_only_while_it_is_as_this_helper_recorded_it(tmp_path):
    """The store's compare-and-set: a completion by a helper whose view is stale becomes a
    correction; the same answers as recorded write nothing."""
    from helper.dialogue.engine import Dialogue

    def walked(extra):
        dialogue = Dialogue()
        for value in ["no_result", "no", "pairs", "none", "direct", 13, 65, None, *extra]:
            dialogue.answer(value)
        return dialogue.ruling()

    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, director="Rep") as store:
        at_score = walked([])
        first = store.add(at_score, "en", "s")
        main = [(a.node, a.value) for a in at_score.answers]
        applied = walked(["ew", 10])
        assert store.add(applied, "en", "s", replaces=first, expected=main) == first  # completed in place
        assert store.add(applied, "en", "s", replaces=first, expected=main) == first  # the same: nothing
        stale = walked(["no"])
        second = store.add(stale, "en", "s", replaces=first, expected=main)  # X's stale view
        assert second != first
        old, new = store.rulings()
        assert old.score["penalty"]["amount"] == "10" and old.score["penalty"]["side"] == "ew"
        assert "penalty" not in new.score and new.corrects == first
        assert store.current(first).id == second
        # An appeal on a ruling at its score: completing it is a correction too.
        third = store.add(at_score, "en", "s")
        store.add_appeal(third, "withdrawn")
        fourth = store.add(walked(["ns", 10]), "en", "s", replaces=third, expected=main)
        assert fourth != third and store.record(fourth).corrects == third
        assert "penalty" not in store.record(third).score
        assert Fraction(store.record(fourth).score["penalty"]["matchpoints"]) == Fraction(12, 5)


# ---------------------------------------------------------------- the tester's steps in tmux

def test_the_tester_s_steps_in_tmux_leave_the_penalty_as_applied(tmp_path):
    """Two helpers (HELPER_DIRECTOR=Rep) in tmux at 80x24: X at the penalty question, Y takes over
    with y and types 3 Enter 10 Enter; in X, Ctrl+O, y, 1 Enter. The ruling keeps Y's penalty."""
    import json
    import shutil
    import sqlite3
    import time

    from tests.test_record_terminal import Tmux

    if shutil.which("tmux") is None:
        pytest.skip("tmux is not installed")
    record = tmp_path / "rulings.sqlite3"

    def rulings():
        with sqlite3.connect(record, timeout=5) as connection:
            return [(id, json.loads(score), corrects) for id, score, corrects in
                    connection.execute("SELECT id, score, corrects FROM ruling ORDER BY id")]

    tmux = Tmux(f"helper-retake-{os.getpid()}", tmp_path)
    try:
        x = tmux.start(director="Rep")
        tmux.wait_for(x, "^X")
        tmux.keys(x, *[("Enter" if key == "enter" else key) for key in PAIRS_TO_SCORE])
        tmux.wait_for(x, "procedural penalty")
        y = tmux.start(director="Rep")
        tmux.wait_for(y, "Take over the ruling in progress")
        tmux.keys(y, "y")
        tmux.wait_for(y, "procedural penalty")
        tmux.keys(y, "3", "Enter", "1", "0", "Enter")
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and "penalty" not in rulings()[0][1]:
            time.sleep(0.1)
        [(first, score, _)] = rulings()
        assert "penalty" in score, f"no penalty recorded by Y\n--- X:\n{tmux.screen(x)}\n--- Y:\n{tmux.screen(y)}"
        assert (score["penalty"]["side"], score["penalty"]["amount"], score["penalty"]["matchpoints"]) == \
            ("ew", "10", "12/5")  # 10% of a top of 24
        tmux.keys(x, "C-o")  # nothing in progress there (finished): taken back at once, no question
        tmux.wait_for(x, f"It finished this ruling: ruling {first}, started at")
        tmux.wait_for(x, "is shown as recorded. ^P back corrects it; ^N starts a new ruling.")
        tmux.keys(x, "1", "Enter")
        tmux.wait_for(x, "The ruling is complete")
        time.sleep(0.5)
        assert rulings() == [(first, score, None)]  # as Y applied it: no overwrite, no second record
        assert "Traceback" not in tmux.screen(x) + tmux.screen(y)
    finally:
        tmux.close()
