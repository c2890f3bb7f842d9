"""The record on the screen: resuming, taking over, losing the ruling in progress,
damaged drafts and a record that cannot be opened (issues A6, C4, C5).

Real SQLite files and real other helper processes; the app through Textual's pilot.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import time
from pathlib import Path

import pytest
from textual.geometry import Region
from textual.widgets import Static

from helper.rulings import RulingStore, StoreError
from helper.tui.app import ConfirmScreen, HelperApp, TakeOverScreen
from tests.record_support import Beside
from tests.support import PAIRS_TO_SCORE, squash, until, until_shown




@pytest.fixture
def beside(tmp_path):
    """The app beside other helpers on the record tmp_path / r.sqlite3 (tests/record_support.py)."""
    setup = Beside(tmp_path)
    yield setup
    setup.close()


def drawn(widget) -> str:
    """All the widget draws, padding included (``on_screen`` clips at the content width)."""
    strips = widget.render_lines(Region(0, 0, widget.outer_size.width, widget.outer_size.height))
    return "\n".join(strip.text.rstrip() for strip in strips)


def record_line(app) -> str:
    widget = app.query_one("#record", Static)
    return squash(drawn(widget)) if widget.display else ""


def saved_answers(path):
    with sqlite3.connect(path) as connection:
        return connection.execute("SELECT answers FROM draft WHERE id = 1").fetchone()[0]


async def test_a_record_that_cannot_be_opened_is_said_on_screen_and_stays(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a short path: the whole message fits the screen
    blocker = Path("file")
    blocker.write_text("x")
    with pytest.raises(StoreError) as caught:
        RulingStore.open(blocker / "rulings.sqlite3")
    app = HelperApp(lang="en", store_error=caught.value)
    async with app.run_test(size=(80, 24)) as pilot:
        expected = squash(f"The ruling record cannot be opened ({blocker / 'rulings.sqlite3'}: the data directory "
                          "is a file, not a directory): the rulings made in this window are not recorded.")
        assert record_line(app) == expected
        await pilot.press("1", "enter", "1", "enter")  # answering clears the status line, not this
        await pilot.pause()
        assert record_line(app) == expected
        await pilot.press("ctrl+t")  # and it follows the language
        await pilot.pause()
        assert record_line(app) == squash(f"无法打开裁决记录（{blocker / 'rulings.sqlite3'}：数据目录是一个文件，"
                                          "不是目录）：本窗口中作出的裁决不会被记录。")


async def test_a_damaged_draft_is_set_aside_on_screen_and_a_new_ruling_begins(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = Path("r.sqlite3")
    RulingStore.open(path).close()
    with sqlite3.connect(path) as connection:
        connection.execute("INSERT INTO draft (id, saved, lang, answers) VALUES (1, '2026-11-30T14:02:00+00:00', "
                           "'en', '[[\"situation\", ')")
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            assert record_line(app) == squash(
                f"The saved ruling in progress could not be read: it is set aside for inspection (no. 1 in the "
                f"damaged_draft table of {path}); a new ruling begins.")
            assert app.dialogue.answers == []
            await pilot.press("ctrl+t")  # it follows the language
            await pilot.pause()
            assert record_line(app).startswith("保存的进行中裁决无法读取：已将其另存备查（r.sqlite3的damaged_draft表中第1条）")
            await until_shown(pilot, app)  # the question in Chinese, read before typing
            await pilot.press("1", "enter")  # the Director has seen it and carries on: it goes
            await pilot.pause()
            assert record_line(app) == ""
        assert store.damaged_drafts()[0][0] == 1
    assert saved_answers(path) == '[["situation", "no_result"]]'


async def test_a_live_helper_is_taken_over_only_when_the_director_says_yes(beside):
    other = beside.holder()
    async with beside.app("en") as (app, pilot, store):
        assert isinstance(app.screen, ConfirmScreen)
        started = store.begun()[11:16]  # when the ruling began (its first answer saved)
        assert squash(app.screen.message) == squash(
            f"Take over the ruling in progress, started at {started} (UTC), now held by process {other.pid} on "
            f"{store.owner().host}? That helper still holds it; it will no longer "
            "save it. (y / n)")
        await pilot.press("y")
        await until_shown(pilot, app)  # the question under the box, read before typing
        assert app.owns_draft and record_line(app) == ""
        assert [a.node for a in app.dialogue.answers] == ["situation"]  # the other helper's answer
        await pilot.press("2", "enter")  # director_error: yes
        await pilot.pause()
        assert other.command("save") == f"lost {os.getpid()}"
    assert saved_answers(beside.path) == '[["situation", "no_result"], ["director_error", "yes"]]'


async def test_no_leaves_the_other_helper_its_ruling(beside):
    other = beside.holder()
    async with beside.app("en") as (app, pilot, store):
        await pilot.press("n")
        await pilot.pause()
        assert not app.owns_draft and app.dialogue.answers == []
        assert record_line(app) == squash(
            "Another helper holds this Director's ruling in progress: answers typed here are not applied. ^O "
            "takes that ruling over here; ^N starts a new ruling here (recorded when finished, not saved while in "
            "progress).")
        await until_shown(pilot, app)  # the question under the box, read before typing
        await pilot.press("2", "enter")
        await pilot.pause()
        assert app.dialogue.answers == [] and app.query_one("#answer").value == "2"  # not applied, kept (fix8j)
    assert saved_answers(beside.path) == '[["situation", "no_result"]]'
    assert other.command("save") == "ok"


async def test_enter_does_not_answer_the_take_over_question(beside):
    """Back after a dropped connection, the Director presses Enter (or types the answer he meant
    for the first question): the question stays, with a reminder of its two answers."""
    beside.holder()
    async with beside.app("en") as (app, pilot, store):
        await pilot.press("1", "enter", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        body = squash(drawn(app.screen.query_one("#confirm-body", Static)).replace("│", "").strip("┌─┐└┘\n "))
        assert body.endswith(squash("(y / n) Press y to take it over, or n to leave it to the other helper "
                                    "(^O asks again later)."))
        assert app.dialogue.answers == [] and not app.owns_draft
        await pilot.press("y")
        await pilot.pause()
        assert app.owns_draft and [a.node for a in app.dialogue.answers] == ["situation"]
        assert app.query_one("#answer").value == ""  # the 1 typed at the question went nowhere


async def test_ctrl_o_asks_again_after_no_and_takes_over_on_yes(beside):
    other = beside.holder()
    async with beside.app("zh") as (app, pilot, store):
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("ctrl+n")  # a ruling begun here meanwhile (its own: applied) is not saved as the draft
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        await pilot.press("1", "enter")
        await pilot.pause()
        assert [a.node for a in app.dialogue.answers] == ["situation"]
        assert saved_answers(beside.path) == '[["situation", "no_result"]]'
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert f"{other.pid}" in app.screen.message
        assert app.screen.message.endswith("此屏幕上的答案将被该裁决取代。")
        await pilot.press("y")
        await until_shown(pilot, app)  # the question under the box, read before typing
        assert app.owns_draft and record_line(app) == ""
        assert [(a.node, a.value) for a in app.dialogue.answers] == [("situation", "no_result")]
        await pilot.press("2", "enter")
        await pilot.pause()
        assert other.command("save") == f"lost {os.getpid()}"
    assert saved_answers(beside.path) == '[["situation", "no_result"], ["director_error", "yes"]]'


async def test_when_the_other_helper_ends_the_screen_says_so_and_ctrl_o_resumes_at_once(beside):
    other = beside.holder()
    async with beside.app("en", heartbeat_seconds=0.1) as (app, pilot, store):
        await pilot.press("escape")  # no
        await pilot.pause()
        assert not app.owns_draft
        other.command("die")  # killed: its claim is left behind, its process gone
        other.process.wait(10)
        expected = squash("The other helper has ended: ^O resumes its ruling in "
                          "progress here (finished rulings are recorded meanwhile).")
        await until(pilot, lambda: record_line(app) == expected)
        await pilot.press("ctrl+o")  # no question: nobody holds it
        await until_shown(pilot, app)  # the ruling taken back on the screen, read before typing
        assert not isinstance(app.screen, ConfirmScreen)
        assert app.owns_draft and record_line(app) == ""
        assert [a.node for a in app.dialogue.answers] == ["situation"]
        await pilot.press("1", "enter")
        await pilot.pause()
    assert saved_answers(beside.path) == '[["situation", "no_result"], ["director_error", "no"]]'


async def test_ctrl_o_when_this_helper_holds_the_ruling_changes_nothing(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="el", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("1", "enter")
            await pilot.pause()
            await pilot.press("ctrl+o")
            await pilot.pause()
            assert not isinstance(app.screen, ConfirmScreen)
            assert app.notice == "Αυτό το παράθυρο του helper κρατά ήδη την απόφαση σε εξέλιξη."
            assert [a.node for a in app.dialogue.answers] == ["situation"]
    assert saved_answers(path) == '[["situation", "no_result"]]'


async def test_a_stopped_helper_is_taken_over_at_start_once_stale(beside):
    other = beside.holder()
    os.kill(other.pid, signal.SIGSTOP)
    time.sleep(0.6)
    async with beside.app("en", stale_seconds=0.5) as (app, pilot, store):
        assert not isinstance(app.screen, ConfirmScreen)
        assert app.owns_draft and [a.node for a in app.dialogue.answers] == ["situation"]
        status = squash(drawn(app.query_one("#status", Static)))
        assert status == squash(f"Taken over from process {other.pid}, which no longer responds. Its ruling in "
                                f"progress, started at {store.begun()[11:16]} (UTC), resumes here.")
        await until_shown(pilot, app)  # the question taken over, read before typing
        await pilot.press("1", "enter")
        await pilot.pause()
        os.kill(other.pid, signal.SIGCONT)
        assert other.command("save") == f"lost {os.getpid()}"
    assert saved_answers(beside.path) == '[["situation", "no_result"], ["director_error", "no"]]'


async def test_a_helper_that_lost_its_ruling_says_so_and_no_longer_saves(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store, RulingStore.open(path) as newer:
        app = HelperApp(lang="el", store=store, heartbeat_seconds=0.1)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("1", "enter")
            await pilot.pause()
            assert newer.claim_draft(take_over=True).how == "taken"
            newer.save_draft("en", [("situation", "no_result"), ("director_error", "yes")])
            for _ in range(50):  # the next heartbeat notices
                await asyncio.sleep(0.05)
                if not app.owns_draft:
                    break
            await pilot.pause()
            assert record_line(app) == squash(
                f"Άλλο παράθυρο του helper (διεργασία {os.getpid()}) ανέλαβε την απόφαση σε εξέλιξη: εδώ δεν "
                "αποθηκεύεται ούτε καταγράφεται πλέον, για να μείνουν οι νεότερες απαντήσεις. ^N: νέα απόφαση εδώ "
                "(καταγράφεται)· ^O: την παίρνει πίσω.")
            await pilot.press("1", "enter")
            await pilot.pause()
    assert saved_answers(path) == '[["situation", "no_result"], ["director_error", "yes"]]'


async def test_a_record_that_cannot_be_written_says_why_and_it_stays(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, busy_timeout=0.1) as store:
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")  # another program holds the record locked
        try:
            app = HelperApp(lang="en", store=store)
            async with app.run_test(size=(80, 24)) as pilot:
                expected = squash(f"The ruling record cannot be written ({path}: the record is locked by another "
                                  "program); the ruling itself is not affected.")
                assert record_line(app) == expected
                await pilot.press("1", "enter", "1", "enter")
                await pilot.pause()
                assert record_line(app) == expected
        finally:
            other.execute("ROLLBACK")
            other.close()


async def test_a_passing_lock_is_said_and_goes_when_the_record_is_writable_again(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, busy_timeout=0.1) as store:
        app = HelperApp(lang="en", store=store, heartbeat_seconds=0.1)
        async with app.run_test(size=(80, 24)) as pilot:
            other = sqlite3.connect(path, isolation_level=None)
            other.execute("BEGIN EXCLUSIVE")
            await pilot.press("1", "enter")  # its autosave meets the lock
            await pilot.pause()
            assert record_line(app) == squash(f"The ruling record cannot be written ({path}: the record is locked by "
                                              "another program); the ruling itself is not affected.")
            other.execute("ROLLBACK")
            other.close()
            for _ in range(50):  # the next heartbeat finds the record writable
                await asyncio.sleep(0.05)
                if not record_line(app):
                    break
            assert record_line(app) == ""
            await pilot.press("1", "enter")
            await pilot.pause()
    assert saved_answers(path) == '[["situation", "no_result"], ["director_error", "no"]]'


async def test_a_ruling_taken_over_and_finished_in_the_old_window_is_not_recorded_twice(tmp_path):
    """A fresh tester: helper A (its SSH link dropped, kept by tmux) was taken over by B, which
    finished and recorded the ruling; back in A, Enter finished it again and it was recorded a
    second time. A ruling taken over is recorded by the helper that took it."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store, RulingStore.open(path) as newer:
        app = HelperApp(lang="en", store=store, heartbeat_seconds=60)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert app.owns_draft and newer.claim_draft(take_over=True).how == "taken"
            # A notices within its checks soon after the start (EARLY_CHECKS), no key
            await until(pilot, lambda: app._lost_to is not None)
            # (An answer typed before A noticed is not applied: tests/test_fix8h.py.) Nor one typed
            # after (fresh tester 8f: a score shown, "records it" said falsely, all lost by ^O):
            await pilot.press("2", "enter")  # 12B2 would finish the ruling in A, after B took it over
            await pilot.pause()
            assert not app.dialogue.answers and app.query_one("#answer").value == "2"  # kept, not given
            assert newer.rulings() == []  # not recorded by A
            assert squash(app.error or "") == squash(
                f"Not applied: another helper (process {os.getpid()}) holds this Director's ruling in progress, "
                "so this answer would not be saved. It is kept on the line: ^O takes the ruling back here, then "
                "Enter gives it; ^N starts a new ruling here.")
            app.query_one("#answer").value = ""
            await pilot.press("ctrl+n", "y", "2", "enter")  # a new ruling of its own: recorded here
            await pilot.pause()
    assert [r.summary for r in RulingStore.open(path).rulings()] == ["12B2: no adjusted score"]


async def test_a_ruling_finished_taken_back_and_finished_again_after_a_restart_is_recorded_once(tmp_path):
    """A fresh tester: a recorded ruling, Ctrl+P, Ctrl+Q, a new start resumes it, the same answer
    again: it was recorded a second time. The draft remembers the record it was recorded as."""
    path = tmp_path / "r.sqlite3"
    keys = PAIRS_TO_SCORE + ["1", "enter"]  # ... and no penalty
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            for key in keys:
                await pilot.press(key)
            await pilot.pause()
            assert app.dialogue.finished and len(store.rulings()) == 1
            await pilot.press("ctrl+p", "ctrl+p")  # back over the penalty and EW's session score
            await pilot.pause()
            assert not app.dialogue.finished
    with RulingStore.open(path) as store:  # the next start resumes it
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert not app.dialogue.finished and app.dialogue.current.id == "ew_session_pct"
            await pilot.press("enter", "1", "enter")  # the same answers again: EW skipped, no penalty
            await pilot.pause()
            assert app.dialogue.finished
            assert len(store.rulings()) == 1  # not a second record
            await pilot.press("ctrl+p", "ctrl+p", "ctrl+p")  # back to NS's session score
            await pilot.pause()
    with RulingStore.open(path) as store:  # quit there and start again: 65% is offered again
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert app.dialogue.current.id == "ns_session_pct"
            assert app.query_one("#answer").value == "65"
            assert app.notice.endswith("Your earlier answer is on the answer line: Enter keeps it.")
            await pilot.press("ctrl+u", "7", "0", "enter", "enter", "1", "enter")  # 70% now: a correction
            await pilot.pause()
            first, second = store.rulings()
            assert (second.corrects, first.corrected_by) == (first.id, second.id)


async def test_a_penalty_added_completes_its_record_and_a_penalty_changed_after_back_corrects_it(tmp_path):
    """A fresh tester: ruling 5 carried 'procedural penalty: EW -2 IMPs'; Back, No penalty, and
    ruling 5 was rewritten with no trace. Answering the penalty after the score completes the record
    in place; changing it afterwards is a correction, like any other change."""
    path = tmp_path / "r.sqlite3"
    keys = PAIRS_TO_SCORE  # the brief's case, up to its score
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            for key in keys:
                await pilot.press(key)
            await pilot.pause()
            [first] = store.rulings()
            await pilot.press("3", "enter", "enter")  # a penalty on EW, the standard one (25% of a top of 24)
            await pilot.pause()
            [completed] = store.rulings()  # the same record, completed
            assert completed.id == first.id and completed.score["penalty"]["side"] == "ew"
            await pilot.press("ctrl+p", "ctrl+p")  # back over the penalty's size and side
            await until_shown(pilot, app)  # the penalty question shown again, read before typing
            await pilot.press("1", "enter")  # no penalty after all
            await pilot.pause()
            old, new = store.rulings()
            assert "penalty" in old.score and "penalty" not in new.score
            assert (new.corrects, old.corrected_by) == (old.id, new.id)


async def test_the_director_named_by_helper_director_is_recorded_with_the_ruling(tmp_path):
    """A fresh tester: with HELPER_DIRECTOR=Anna the rulings were logged with no Director and
    `rulings list --director Anna` found none. The name the record is opened with is recorded."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, director=" Anna  Lee ") as store:  # as helper/cli/ui.py opens it
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("2", "enter")  # 12B2: a finished ruling
            await pilot.pause()
        [record] = store.rulings()
    assert record.details == {"director": "Anna Lee"}


async def test_a_helper_ended_at_the_penalty_question_resumes_there_and_the_penalty_completes_the_record(tmp_path):
    """A fresh tester (issue 8): ended (Ctrl+Q, a dropped ssh) at 'Is there also a procedural penalty
    (Law 90)?', the next start showed a blank first question and the penalty could never be recorded.
    The ruling stays in progress until its last question; the next start resumes there."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            for key in PAIRS_TO_SCORE:
                await pilot.press(key)
            await pilot.pause()
            [first] = store.rulings()
            assert app.dialogue.after_question.id == "penalty" and "penalty" not in first.score
    with sqlite3.connect(path) as connection:  # the draft keeps the record it was recorded as
        assert connection.execute("SELECT recorded FROM draft").fetchone() == (first.id,)
    with RulingStore.open(path) as store:  # the next start
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert app.dialogue.finished and app.dialogue.after_question.id == "penalty"
            assert app.notice.startswith("Resumed the ruling in progress started at ")
            await pilot.press("3", "enter", "enter")  # on EW, the standard penalty: 25% of a top
            await pilot.pause()
            assert app.dialogue.after_question is None
            [completed] = store.rulings()  # the same record, completed: not a second one
            assert completed.id == first.id and completed.score["penalty"]["side"] == "ew"
    with sqlite3.connect(path) as connection:  # answered: nothing left in progress
        assert connection.execute("SELECT answers, recorded FROM draft").fetchone() == ("[]", None)


async def test_a_ruling_at_its_penalty_question_taken_over_resumes_there_and_the_old_helper_applies_nothing(tmp_path):
    """A fresh tester (issue 8): X at the penalty question (ruling recorded), Y takes over and
    opened a blank ruling; X then showed its penalty answer as applied though the log was unchanged.
    Y resumes at the penalty; X says it was taken over and applies nothing; Ctrl+O y takes it back
    and the penalty is recorded in the same record."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as x_store, RulingStore.open(path) as y_store:
        x = HelperApp(lang="en", store=x_store, heartbeat_seconds=60)  # X has not noticed yet
        async with x.run_test(size=(80, 24)) as pilot:
            for key in PAIRS_TO_SCORE:
                await pilot.press(key)
            await pilot.pause()
            [first] = x_store.rulings()
            y = HelperApp(lang="en", store=y_store)
            async with y.run_test(size=(80, 24)) as y_pilot:
                await y_pilot.pause()
                assert isinstance(y.screen, TakeOverScreen)
                await y_pilot.press("y")
                await y_pilot.pause()
                assert y.owns_draft and y.dialogue.after_question.id == "penalty"
                assert y._recorded_id == first.id
            await pilot.press("3", "enter")  # X: a penalty on EW
            await pilot.pause()
            assert x.dialogue.after_question.id == "penalty"  # not applied
            assert x.query_one("#answer").value == "3"
            assert squash(x.error) == squash(
                f"Not applied: another helper (process {os.getpid()}) has taken this ruling over and records its "
                "penalty. ^O takes it back here; ^N starts a new ruling.")
            assert "penalty" not in x_store.rulings()[0].score
            await pilot.press("ctrl+o")  # Y has ended: taken back at once
            await until_shown(pilot, x)  # the box, or the ruling taken back, read before typing
            if isinstance(x.screen, TakeOverScreen):
                await pilot.press("y")
                await until_shown(pilot, x)  # the question under the box, read before typing
            assert x.owns_draft and x.dialogue.after_question.id == "penalty"
            assert x.query_one("#answer").value == "3"  # kept on the line for its question (fix8j)
            await pilot.press("enter", "enter")
            await pilot.pause()
            [completed] = x_store.rulings()
            assert completed.id == first.id and completed.score["penalty"]["side"] == "ew"


async def test_the_take_over_question_gives_the_time_the_ruling_began_not_the_helper_s_start(tmp_path):
    """A fresh tester (issue 8): the take-over prompt gave the time the other helper started, not the
    time of the ruling (Ctrl+N). The draft keeps when its ruling began."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as holder, RulingStore.open(path) as store:
        assert holder.claim_draft().owned
        assert holder.begun() is None
        holder.save_draft("", [], begins=True)  # Ctrl+N: a new ruling begins, at its first answer
        assert holder.begun() is None
        holder.save_draft("", [("situation", "no_result")])
        began = holder.begun()
        assert began is not None
        with sqlite3.connect(path) as connection:  # make the times tell apart
            connection.execute("UPDATE draft SET begun = '2026-12-01T05:42:07+00:00', "
                               "started = '2026-12-01T04:10:00+00:00'")
        holder.save_draft("", [])  # Back to the first question: still the same ruling (issue 8)
        holder.save_draft("", [("situation", "no_result")])  # a later save keeps when it began
        assert holder.begun() == "2026-12-01T05:42:07+00:00"
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TakeOverScreen)
            assert "started at 05:42 (UTC)" in " ".join(app.screen.message.split())
            await pilot.press("n")
            await pilot.pause()
        holder.clear_draft()  # recorded: the next ruling has not begun yet
        assert holder.begun() is None
        holder.save_draft("", [("situation", "no_result")])
        assert holder.begun() not in (None, "2026-12-01T05:42:07+00:00")
