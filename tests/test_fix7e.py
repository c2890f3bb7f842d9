"""Faults a fresh tester (7c) found in issue 7 A (session 11, fix7e): the saved ruling in
progress follows every move (Back, then Enter keeping the answer at the last question);
typed-ahead keys never answer a resumed question not yet drawn; after Back a typed key
replaces the earlier answer at every input kind; keys after an answering Enter in one
burst; the review screen's glued Escape. Real SQLite record, the app through the Pilot."""

from __future__ import annotations

import json
import sqlite3
from decimal import Decimal

from helper.rulings import RulingStore
from helper.tui.app import HelperApp
from tests.test_tui_keys import line, settle

# The tester's ruling: no result, not the Director's error, pairs, NS in no way at fault (1),
# EW directly at fault (3), due 13 times (top 24, Law 78A), both session percentages skipped:
# NS 60% = 14.4 MP, EW 40% = 9.6 MP (Law 12C2(a)); then "Is there also a procedural penalty?".
TO_PENALTY = ["1", "enter", "1", "enter", "1", "enter", "1", "enter", "3", "enter", "1", "3", "enter",
              "enter", "enter"]


def recorded(app: HelperApp) -> list[tuple[str, object]]:
    return [(a.node, a.value) for a in app.dialogue.answers]


def saved(path) -> str:
    with sqlite3.connect(path) as connection:
        return connection.execute("SELECT answers FROM draft").fetchone()[0]


async def press_each(pilot, keys) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


async def test_back_then_enter_at_the_last_question_resumes_at_the_penalty_question(tmp_path):
    """1. Ctrl+P then Enter (keeping the skip of EW's percentage): the draft was left one answer
    short, and the next start resumed at "East-West's percentage on the other boards"."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await press_each(pilot, TO_PENALTY)
            assert app.dialogue.after_question.id == "penalty"
            [first] = store.rulings()
            assert first.summary.replace("\n", " ").count("14.4") == 1
            await press_each(pilot, ["ctrl+p"])
            assert app.question_node.id != "penalty"
            await press_each(pilot, ["enter"])  # keeps the skip
            assert app.dialogue.after_question.id == "penalty"
            whole = recorded(app)
    assert len(json.loads(saved(path))) == len(whole)
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause(0.2)
            assert recorded(app) == whole
            assert app.question_node.id == "penalty"
            assert len(store.rulings()) == 1


async def test_back_then_enter_at_the_last_question_is_resumed_at_the_penalty_through_the_take_over_box(tmp_path):
    """1, the same through the take-over box: a live helper (X) did Back, Enter at the last
    question; Y takes its ruling over (y) and is at the penalty question, not a question early."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as x_store, RulingStore.open(path) as y_store:
        x = HelperApp(lang="en", store=x_store, heartbeat_seconds=60)
        async with x.run_test(size=(80, 24)) as pilot:
            await press_each(pilot, TO_PENALTY + ["ctrl+p", "enter"])
            assert x.dialogue.after_question.id == "penalty"
            whole = recorded(x)
            y = HelperApp(lang="en", store=y_store)
            async with y.run_test(size=(80, 24)) as y_pilot:
                await y_pilot.pause(0.2)
                await press_each(y_pilot, ["y"])
                await y_pilot.pause(0.2)
                assert y.owns_draft and recorded(y) == whole and y.question_node.id == "penalty"


async def test_back_then_enter_over_the_penalty_answer_leaves_no_ruling_in_progress(tmp_path):
    """1, after the last question answered (no penalty: the ruling complete, nothing in progress),
    Back then Enter keeping "No": nothing is left in progress one answer short."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await press_each(pilot, TO_PENALTY + ["1", "enter"])  # 1: no procedural penalty
            assert app.dialogue.after_question is None and saved(path) == "[]"
            await press_each(pilot, ["ctrl+p"])
            assert len(json.loads(saved(path))) == len(recorded(app)) == 8
            await press_each(pilot, ["enter"])  # keeps "No"
            assert app.dialogue.after_question is None
            assert saved(path) == "[]"
            assert len(store.rulings()) == 1


async def test_every_move_keeps_the_draft_at_the_question_on_the_screen(tmp_path):
    """1, every path: answer, skip, Back, Enter keeping an answer, a re-answer after Back: after
    each the saved answers are those on the screen."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            def in_step():
                assert json.loads(saved(path)) == [[n, None if v is None else str(v)] for n, v in recorded(app)]

            for key in TO_PENALTY:
                await press_each(pilot, [key])
                in_step()
            for keys in (["ctrl+p"], ["enter"], ["ctrl+p"], ["ctrl+p"], ["enter"], ["enter"],
                         ["ctrl+p"], ["ctrl+p"], ["6", "0", "enter"], ["enter"]):
                await press_each(pilot, keys)
                in_step()
            assert recorded(app)[-2:] == [("ns_session_pct", Decimal("60")), ("ew_session_pct", None)]
            assert app.question_node.id == "penalty"
