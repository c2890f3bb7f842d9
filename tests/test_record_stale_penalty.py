"""A STALE take-over at the penalty question resumes exactly like a live one (issue 7 A6 /
issue 8, a fresh tester): the penalty answered in the helper that took over completes the
ruling already recorded at its score (one record), and the stopped helper, woken and taken
back with Ctrl+O, shows that finished ruling with its penalty (no penalty question again).

Two apps on one real SQLite record through Textual's pilot; the stale holder is made by a
heartbeat older than the store's stale time (a stopped process gives the same claim, "stale").
"""

from __future__ import annotations

import os

import pytest
import sqlite3

from helper.rulings import RulingStore
from helper.tui.app import HelperApp, TakeOverScreen
from tests.support import PAIRS_TO_SCORE, press, squash, until_shown

# Pairs, no result, NS in no way at fault (65%), EW directly at fault, due 13 times: top 24
# (Law 78A), recorded at its score; the penalty question (Law 90A) follows.


def age_heartbeat(path):
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE draft SET heartbeat = heartbeat - 3600")


async def test_a_stale_take_over_at_the_penalty_question_completes_the_recorded_ruling(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as a_store, \
            RulingStore.open(path, stale_seconds=30) as b_store:
        a = HelperApp(lang="en", store=a_store, heartbeat_seconds=3600)  # A is stopped: no heartbeat,
        a.early_checks = ()  # nor its checks soon after the start (the one at 3 s came after the aging under load)
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
                await until_shown(b_pilot, b)
                # 3 Enter Enter: on EW, the standard penalty (25% of a top of 24 = 6 MP).
                await press(b_pilot, ["3", "enter", "enter"])
                [completed] = b_store.rulings()
                assert completed.id == first.id and completed.corrects is None
                assert (completed.score["penalty"]["side"], completed.score["penalty"]["matchpoints"]) == ("ew", "6")
                # A wakes while B runs: its first write finds the ruling gone and names B's process.
                await press(a_pilot, ["1", "enter"])
                assert a._lost_to == os.getpid() and not a.owns_draft
                assert [r.id for r in a_store.rulings()] == [first.id]  # not recorded again
            # B's pilot has ended (in this process, so its claim looks live) with nothing in progress:
            # nothing to ask about (issue 8). Ctrl+O takes it back at once: the finished ruling with
            # B's penalty.
            await press(a_pilot, ["ctrl+o"])
            assert not isinstance(a.screen, TakeOverScreen)
            assert a.owns_draft and a.dialogue.finished and a.dialogue.after_question is None
            assert a._recorded_id == first.id
            assert (a.dialogue.ruling().penalty.side, a.dialogue.ruling().penalty.matchpoints) == ("ew", 6)
            record = a_store.record(first.id)
            assert squash(a.notice) == squash(
                f"Taken back from process {os.getpid()}. It finished this ruling: ruling {first.id}, started at "
                f"{record.begun[11:16]}, recorded at {record.created[11:16]} (UTC), is shown as recorded. ^P back "
                "corrects it; ^N starts a new ruling. Not given: the answer kept on the line (1) was for a question "
                "this ruling is no longer at.")  # typed at the penalty (fix8j; fix8k's wording)
            await press(a_pilot, ["1", "enter"])  # the tester's 1: the ruling is complete, nothing is recorded
            assert [r.id for r in a_store.rulings()] == [first.id]
            assert a_store.rulings()[0].score == completed.score


async def test_after_losing_the_ruling_a_new_ruling_s_status_line_is_true(tmp_path):
    """Ctrl+N, y in a helper whose ruling was taken over: the new ruling is recorded when
    finished, only not saved while in progress - the status line says so, not "no longer saves
    or records it"; a taker that has ended since is not named "process ?"."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store, RulingStore.open(path) as newer:
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        async with app.run_test(size=(80, 24)) as pilot:
            await press(pilot, ["1", "enter"])
            assert newer.claim_draft(take_over=True).how == "taken"
            newer.release()  # the taker has ended
            await press(pilot, ["1", "enter"])  # the next write finds it gone
            assert app._lost_to == "?"
            assert squash(app.record_problem("en")) == squash(
                "Another helper took over the ruling in progress and has ended since: this one no longer saves or "
                "records it, so that the newer answers are kept. ^N starts a new ruling here (recorded); ^O takes "
                "it back.")
            assert app.record_problem("el").startswith("Ένα άλλο παράθυρο του helper ανέλαβε την απόφαση")
            await press(pilot, ["ctrl+n", "y"])
            assert squash(app.record_problem("en")) == squash(
                "Another helper is running on the same ruling record: this one does not save its ruling in "
                "progress (finished rulings are still recorded). ^O takes it over.")
            await press(pilot, PAIRS_TO_SCORE + ["1", "enter"])  # finished, no penalty: recorded here
            [recorded] = store.rulings()
            assert "penalty" not in recorded.score and recorded.corrects is None
            assert len(store.rulings()) == 1 and app._recorded_id == recorded.id


def walked(extra):
    from helper.dialogue.engine import Dialogue

    dialogue = Dialogue()
    for value in ["no_result", "no", "pairs", "none", "direct", 13, 65, None, *extra]:
        dialogue.answer(value)
    return dialogue.ruling()


@pytest.mark.parametrize("path_taken", ["another login, stale", "a Director named since", "another login, taken"])
def test_every_way_to_the_draft_carries_its_record(tmp_path, path_taken):
    """Recorded at its score by one helper (session key), its draft carrying the record, then got by
    another way: the holder's penalty completes that record in place (same id), and a helper that
    does not hold the draft cannot complete it (a correction instead)."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as first_store, RulingStore.open(path, stale_seconds=30) as taker, \
            RulingStore.open(path) as bystander:
        first_store.claim_draft()
        at_score = walked([])
        main = [(a.node, a.value) for a in at_score.answers]
        first = first_store.add(at_score, "en", "s")
        first_store.save_draft("", main, recorded=first)
        prefix = "session:" + first_store.key[len("session:"):].split("@")[0] + "@"
        if path_taken == "a Director named since":
            assert first_store.rekey_draft("Anna") is None
            taker = first_store
        elif path_taken == "another login, stale":
            age_heartbeat(path)
            taker.key = prefix + "/dev/pts/77"
            assert taker.claim_draft().how == "stale"
        else:
            taker.key = prefix + "/dev/pts/77"
            taker.claim_draft()
            [login] = taker.other_logins()
            assert taker.take_over_login(login).owned
        assert taker.load_draft().recorded == first
        bystander.key = prefix + "/dev/pts/88"
        bystander.claim_draft()
        applied = walked(["ew", 10])
        wrong = bystander.add(applied, "en", "s", replaces=first, expected=main)  # not its draft
        assert wrong != first and bystander.record(wrong).corrects is None
        assert taker.add(applied, "en", "s", replaces=first, expected=main) == first
        completed = taker.record(first)
        assert (completed.score["penalty"]["side"], completed.score["penalty"]["amount"]) == ("ew", "10")
