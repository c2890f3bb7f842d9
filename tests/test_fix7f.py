"""A fault a fresh tester (7d) found in issue 7 (session 11, fix7f): after Back (Ctrl+P) to the
most recent answer of an unfinished ruling, Ctrl+X and a restart, the resumed question's answer
line was empty (no "Your earlier answer is on the answer line: Enter keeps it"), so an Enter
recorded "(skipped)" - a traveller silently dropped - or skipped the board count. The answers
taken back and still offered are saved with the ruling in progress and offered again, selected,
Enter keeping each, on a resume and a take-over. Real SQLite record, the app through the Pilot."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from decimal import Decimal

import pytest

from textual.widgets.input import Selection

from helper.rulings import RulingStore
from helper.tui.app import HelperApp
from tests.support import until_shown
from tests.test_tui_keys import line

EARLIER = "Your earlier answer is on the answer line: Enter keeps it."
RESUMED = "Resumed the ruling in progress started at"

# The tester's fouled board (Law 87B): a fouled board (7), two versions (1), neither side
# vulnerable (1), 4S by North made (4SN=), the results at the tables in the same version.
FOULED = ["7", "enter", "1", "enter", "1", "enter"]
TYPED = {" ": "space", ",": "comma", "-": "minus", "=": "equals_sign"}


def typed(text: str) -> list[str]:
    return [TYPED.get(c, c) for c in text]


def recorded(app: HelperApp) -> list[tuple[str, object]]:
    return [(a.node, a.value) for a in app.dialogue.answers]


def back_saved(path) -> list:
    with sqlite3.connect(path) as connection:
        return json.loads(connection.execute("SELECT back FROM draft").fetchone()[0] or "[]")


async def press_each(pilot, keys) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


@contextlib.asynccontextmanager
async def helper_on(path, pause: float = 0):
    """A helper in English at 80x24 on the record at ``path``: yields (app, pilot), after ``pause``
    seconds (a restart: the ruling in progress is resumed) and, with a pause, once the resumed
    question is drawn, as a person reads it before typing (bounded, 30 s: at load 15-20 the 0.2 s
    pause alone let an Enter arrive before it and be refused as too early)."""
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            if pause:
                await pilot.pause(pause)
                await until_shown(pilot, app)
            yield app, pilot


# (keys before Ctrl+P, the question then on screen, its earlier answer on the line, that answer as recorded)
CASES = {
    # the traveller (a text question): an Enter on an empty line recorded "(skipped)"
    "traveller": (FOULED + typed("4SN=") + ["enter"] + typed("420, 450, -50") + ["enter"],
                  "fouled_same", "420, 450, -50", "420, 450, -50"),
    # the result at the table
    "result": (FOULED + typed("4SN=") + ["enter"], "fouled_table", "4SN=", "4SN="),
    # a choice: East-West vulnerable (its number 3, not the first, highlighted on the line)
    "vulnerability": (["7", "enter", "1", "enter", "3", "enter"], "fouled_vul", "3", "ew"),
    # a choice: the scoring form (no result, not the Director's error, pairs)
    "scoring form": (["1", "enter", "1", "enter", "1", "enter"], "form", "1", "pairs"),
    # a number: the board due 13 times (Law 78A's top); an Enter skipped the board count
    "number": (["1", "enter", "1", "enter", "1", "enter", "1", "enter", "3", "enter", "1", "3", "enter"],
               None, "13", Decimal("13")),
}


@pytest.mark.parametrize("kind", list(CASES))
async def test_back_to_the_last_answer_then_ctrl_x_resumes_with_that_answer_offered(tmp_path, kind):
    """The tester's steps at each question kind: Back to the most recent answer, Ctrl+X, a new
    helper on the same record: the answer is on the line, selected, said so; Enter keeps it and
    the ruling goes on exactly as before Back."""
    keys, node, text, value = CASES[kind]
    path = tmp_path / "r.sqlite3"
    async with helper_on(path) as (app, pilot):
        await press_each(pilot, keys)
        before = recorded(app)
        after_node = app.question_node.id
        await press_each(pilot, ["ctrl+p"])
        asked = app.question_node.id
        assert node is None or asked == node
        assert line(app).value == text
        assert back_saved(path) == [[asked, str(value)]]
        await press_each(pilot, ["ctrl+x"])
    async with helper_on(path, pause=0.2) as (app, pilot):
        assert app.question_node.id == asked
        assert recorded(app) == before[:-1]
        assert line(app).value == text
        assert line(app).selection == Selection(0, len(text))
        assert app.notice.startswith(RESUMED) and app.notice.endswith(EARLIER)
        await press_each(pilot, ["enter"])
        assert recorded(app) == before
        assert recorded(app)[-1] == (asked, value)
        assert app.question_node.id == after_node
        assert back_saved(path) == []


async def test_a_typed_key_replaces_the_offered_answer_after_a_resume(tmp_path):
    """The offer after a resume is selected: a typed traveller replaces it (not appended), and
    a different answer forgets the answers taken back (given on other premises)."""
    keys, _node, _text, _value = CASES["traveller"]
    path = tmp_path / "r.sqlite3"
    async with helper_on(path) as (app, pilot):
        await press_each(pilot, keys + ["ctrl+p", "ctrl+x"])
    async with helper_on(path, pause=0.2) as (app, pilot):
        await press_each(pilot, typed("420, 420") + ["enter"])
        assert recorded(app)[-1] == ("fouled_same", "420, 420")
        assert back_saved(path) == []


async def test_back_twice_then_a_restart_offers_each_earlier_answer_in_turn(tmp_path):
    """Back twice (the result and the traveller taken back), Ctrl+X, restart: the result is
    offered, Enter keeps it, then the traveller is offered, Enter keeps it: the same answers."""
    keys, _node, _text, _value = CASES["traveller"]
    path = tmp_path / "r.sqlite3"
    async with helper_on(path) as (app, pilot):
        await press_each(pilot, keys)
        before = recorded(app)
        await press_each(pilot, ["ctrl+p", "ctrl+p"])
        assert back_saved(path) == [["fouled_table", "4SN="], ["fouled_same", "420, 450, -50"]]
        await press_each(pilot, ["ctrl+x"])
    async with helper_on(path, pause=0.2) as (app, pilot):
        assert app.question_node.id == "fouled_table" and line(app).value == "4SN="
        await press_each(pilot, ["enter"])
        assert app.question_node.id == "fouled_same" and line(app).value == "420, 450, -50"
        assert app.notice == EARLIER
        await press_each(pilot, ["enter"])
        assert recorded(app) == before


@pytest.mark.parametrize("kind", ["traveller", "number"])
async def test_a_helper_taking_the_ruling_over_after_back_offers_the_earlier_answer(tmp_path, kind):
    """Through the take-over box: helper X did Back to its last answer and still runs; Y takes
    the ruling over (y): Y's line shows X's earlier answer, Enter keeps it."""
    keys, _node, text, value = CASES[kind]
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as x_store, RulingStore.open(path) as y_store:
        x = HelperApp(lang="en", store=x_store, heartbeat_seconds=60)
        async with x.run_test(size=(80, 24)) as pilot:
            await press_each(pilot, keys)
            before = recorded(x)
            await press_each(pilot, ["ctrl+p"])
            asked = x.question_node.id
            y = HelperApp(lang="en", store=y_store)
            async with y.run_test(size=(80, 24)) as y_pilot:
                await y_pilot.pause(0.2)
                await press_each(y_pilot, ["y"])
                await until_shown(y_pilot, y)  # the question under the box, read before Enter
                assert y.owns_draft and y.question_node.id == asked
                assert line(y).value == text and line(y).selection == Selection(0, len(text))
                assert y.notice.endswith(EARLIER)
                await press_each(y_pilot, ["enter"])
                assert recorded(y) == before and recorded(y)[-1] == (asked, value)


def test_the_answers_taken_back_are_saved_and_cleared_with_the_ruling_in_progress(tmp_path):
    """The store keeps them with the draft (the next question's first) and forgets them when the
    ruling is finished or started over; an unreadable one is only not offered."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        store.claim_draft()
        store.save_draft("", [("situation", "fouled")], back=[("fouled_versions", "two"), ("fouled_vul", None)])
        draft = store.load_draft()
        assert draft.answers == [("situation", "fouled")]
        assert draft.back == [("fouled_versions", "two"), ("fouled_vul", None)]
        store.save_draft("", [("situation", "fouled")])
        assert store.load_draft().back == []
        store.save_draft("", [("situation", "fouled")], back=[("fouled_versions", "two")])
        with sqlite3.connect(path) as connection:
            connection.execute("UPDATE draft SET back = '{not json'")
        draft = store.load_draft()
        assert draft.answers == [("situation", "fouled")] and draft.back == [] and draft.damaged is None
        store.clear_draft()
        with sqlite3.connect(path) as connection:
            assert connection.execute("SELECT back FROM draft").fetchone()[0] is None
