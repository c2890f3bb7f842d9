"""Faults a fresh tester (7c) found in issue 7 A (session 11, fix7e): the saved ruling in
progress follows every move (Back, then Enter keeping the answer at the last question);
typed-ahead keys never answer a resumed question not yet drawn; after Back a typed key
replaces the earlier answer at every input kind; keys after an answering Enter in one
burst; the review screen's glued Escape. Real SQLite record, the app through the Pilot."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from decimal import Decimal

import pytest

from textual import events
from textual.widgets.input import Selection

from helper.rulings import RulingStore
from helper.tui.app import HelperApp, TakeOverScreen
from tests.support import until, until_shown
from tests.test_tui_burst import keys_at
from tests.test_tui_early import answer_values
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
            await until_shown(pilot, app)  # the question Back shows again, read before Enter
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
                # the Director reads the take-over box, then types y (a fixed 0.2 s was too short at load 20:
                # the fresh full run of session 15 failed here once)
                await until(y_pilot, lambda: isinstance(y.screen, TakeOverScreen))
                await y_pilot.pause()
                await press_each(y_pilot, ["y"])
                await until(y_pilot, lambda: y.owns_draft and y.question_node is not None
                            and y.question_node.id == "penalty")
                assert recorded(y) == whole


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
            await until_shown(pilot, app)  # the question Back shows again, read before Enter
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
                await until_shown(pilot, app)  # each question (Back shows one again) read before its key
                await press_each(pilot, keys)
                in_step()
            assert recorded(app)[-2:] == [("ns_session_pct", Decimal("60")), ("ew_session_pct", None)]
            assert app.question_node.id == "penalty"


# ------------------------------------------------------------------ 2. keys typed ahead of a resumed question

EARLY_KEYS = "Too early: keys came before this question was shown; they were not taken and nothing was recorded."


@contextlib.asynccontextmanager
async def typed_ahead(path, keys: str):
    """A helper started on the record at ``path`` with ``keys`` typed before it started (their time is
    before its start), once they have been handled: yields (app, pilot, store)."""
    with RulingStore.open(path) as store:
        typed = events.Key("a", "a").time  # typed before the helper started
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            keys_at(app, keys, typed)
            await settle(pilot)
            await pilot.pause(0.2)
            yield app, pilot, store


async def test_keys_typed_while_a_ruling_resumes_are_refused_and_record_nothing(tmp_path):
    """2. The tester's typed-ahead '2 Enter' at a resumed ruling (at the penalty question after Back,
    Enter) became EW 2% and "Corrects ruling 13". Keys that came before the resumed question was
    drawn are refused, with their Enter; the same keys typed once it is drawn answer."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await press_each(pilot, TO_PENALTY + ["ctrl+p", "enter"])
            whole = recorded(app)
    async with typed_ahead(path, "2\r") as (app, pilot, store):
        assert recorded(app) == whole and app.question_node.id == "penalty"
        assert line(app).value == "" and EARLY_KEYS in app.error
        assert len(store.rulings()) == 1  # nothing corrected
        await press_each(pilot, ["2", "enter"])  # seen: a penalty on NS
        assert recorded(app) == whole + [("penalty", "ns")]


async def test_keys_typed_while_a_number_question_resumes_do_not_reach_the_line(tmp_path):
    """2, at a number question resumed (times due): '13' typed ahead is refused, the line stays empty."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        store.claim_draft()
        store.save_draft("en", [("situation", "no_result"), ("director_error", "no"), ("form", "pairs"),
                                ("ns_fault", "none"), ("ew_fault", "direct")])
    async with typed_ahead(path, "13\r") as (app, pilot, store):
        assert app.question_node.id == "board_results" and len(recorded(app)) == 5
        assert line(app).value == "" and EARLY_KEYS in app.error


async def test_keys_typed_while_a_fresh_helper_starts_answer_its_first_question(tmp_path):
    """2, the one exception: a fresh start at the first question of a new ruling (known before drawn)."""
    async with typed_ahead(tmp_path / "r.sqlite3", "1\r") as (app, pilot, store):
        assert recorded(app) == [("situation", "no_result")] and app.error is None


# ------------------------------------------------------------------ 3. after Back a typed key replaces the answer

async def back_to(pilot, app: HelperApp, values, node_id: str) -> str:
    """Answer ``values`` (tests.test_tui_early.answer_values), then Back until ``node_id`` is asked;
    returns the earlier answer on the line."""
    await answer_values(pilot, app, values)
    while app.question_node.id != node_id:
        await press_each(pilot, ["ctrl+p"])
    await until_shown(pilot, app)  # the question Back shows again, read before typing
    return line(app).value


async def test_a_number_after_back_is_replaced_by_the_first_key_typed():
    """3. The tester's '13' then '1 2' after Back made 1312 (top 2622): now 12, top 22 (Law 78A)."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        earlier = await back_to(pilot, app, ["no_result", "no", "pairs", "none", "direct", 13, None], "board_results")
        assert earlier == "13" and line(app).selection == Selection(0, 2)
        await press_each(pilot, ["1", "2"])
        assert line(app).value == "12"
        await press_each(pilot, ["enter"])
        assert recorded(app)[-1] == ("board_results", Decimal("12"))


async def test_an_arrow_home_or_end_after_back_deselects_the_earlier_answer_to_edit_it():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await back_to(pilot, app, ["no_result", "no", "pairs", "none", "direct", 13, None], "board_results")
        await press_each(pilot, ["end", "4"])
        assert line(app).value == "134"
        await press_each(pilot, ["home", "2"])
        assert line(app).value == "2134"
        await press_each(pilot, ["backspace", "left", "left"])  # a left arrow from the start stays there
        await press_each(pilot, ["right", "backspace"])
        assert line(app).value == "34"


async def test_enter_alone_after_back_keeps_the_selected_number():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await back_to(pilot, app, ["no_result", "no", "pairs", "none", "direct", 13, None], "board_results")
        await press_each(pilot, ["enter"])
        assert recorded(app)[-1] == ("board_results", Decimal("13"))


async def test_a_session_percentage_after_back_is_replaced():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        earlier = await back_to(pilot, app, ["no_result", "no", "pairs", "none", "direct", 13, 65, None],
                                "ns_session_pct")
        assert earlier == "65"
        await press_each(pilot, ["5", "5", "enter"])
        assert ("ns_session_pct", Decimal("55")) in recorded(app)


async def test_a_result_after_back_is_replaced():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await press_each(pilot, ["6", "enter", "1", "enter", "1", "enter", "1", "enter"])
        await answer_values(pilot, app, ["4SN-1"])
        assert app.question_node.id != "table_result"
        await press_each(pilot, ["ctrl+p"])
        assert app.question_node.id == "table_result" and line(app).value == "4SN-1"
        await until_shown(pilot, app)  # the question Back shows again, read before typing
        await press_each(pilot, ["4", "S", "N", "="])
        assert line(app).value == "4SN="


async def test_a_traveller_after_back_is_replaced_not_appended():
    """3. The tester's traveller: the earlier list on the line and '3' typed made '4003'."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await press_each(pilot, ["6", "enter", "1", "enter", "1", "enter", "1", "enter"])
        await answer_values(pilot, app, ["4SN-1"])
        await press_each(pilot, ["1", "enter", "1", "enter"])
        await answer_values(pilot, app, ["4SN="])
        assert app.question_node.id == "traveller"
        await answer_values(pilot, app, ["400"])
        assert app.question_node.id != "traveller"
        await press_each(pilot, ["ctrl+p"])
        assert app.question_node.id == "traveller" and line(app).value == "400"
        await until_shown(pilot, app)  # the question Back shows again, read before typing
        await press_each(pilot, ["3"])
        assert line(app).value == "3"


async def test_an_optional_list_after_back_is_replaced():
    """3. The fouled board's optional 'other results of the version played at this table'."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        earlier = await back_to(pilot, app, ["fouled", "two", "none", "+420", "450"], "fouled_same")
        assert earlier == "450"
        await press_each(pilot, ["4", "2", "0"])
        assert line(app).value == "420"


# ------------------------------------------------------------------ 4. keys after an answering Enter in one burst

async def at_nos_side(pilot, app: HelperApp) -> None:
    await press_each(pilot, ["6", "enter"])  # a result was obtained (damage): "Which side is non-offending?"
    assert app.question_node.id == "nos_side"
    await until_shown(pilot, app)  # drawn
    await pilot.pause(0.2)  # and settled: the keys below are posted in one burst with one arrival time


@pytest.mark.parametrize("after", [["space", "enter"], ["space"], ["tab", "enter"], ["space", "space", "enter", "enter"],
                                   ["enter"], ["down", "enter"], ["backspace", "enter"], ["home", "enter"]])
async def test_keys_after_an_answering_enter_in_one_burst_are_refused_and_said(after):
    """4. '1 Enter Space Enter' in one write at a drawn question recorded nothing and said nothing
    (the line kept '1'). The Enter answers; what follows it in the burst came before the next
    question was drawn: refused, with the message, as after '1 Enter Down Enter'. (Text after the
    Enter makes the burst a paste of several lines, refused whole: tests/test_tui_early.py.)"""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_nos_side(pilot, app)
        start = events.Key("a", "a").time
        for name in ["1", "enter", *after]:
            key = events.Key(name, {"1": "1", "space": " ", "tab": "\t", "enter": "\r"}.get(name))
            key.time = start
            app.post_message(key)
        await settle(pilot)
        await pilot.pause(0.2)
        await settle(pilot)
        assert recorded(app) == [("situation", "result_damage"), ("nos_side", "ns")]
        assert app.question_node.id == "scoring" and line(app).value == ""
        assert app.error is not None and app.error.startswith("Too early:")


# ------------------------------------------------------------------ 5. a glued Escape; the finder's keys in order

@pytest.mark.parametrize("data, keys", [
    ("\x1b\r", ["escape", "enter"]),  # Textual dropped the Escape
    ("\x1b5\r", ["escape", "5", "enter"]),  # Textual read '∞'
    ("\x1b ", ["escape", "space"]),
    ("\x1b-", ["escape", "minus"]),
    ("\x1by", ["escape", "y"]),  # Textual read alt+y
    ("\x1b[A", ["up"]),  # real keys' sequences as before
    ("\x1b\t", ["shift+tab"]),
    ("\x1bOP", ["f1"]),
])
def test_the_terminal_parser_reads_a_glued_escape_as_two_keys(data, keys):
    from helper.tui.driver import GluedEscapeParser

    parser = GluedEscapeParser()
    read = list(parser.feed(data)) + list(parser.feed(""))  # "" ends the input: a pending Escape is a key
    assert [event.key for event in read] == keys


def test_characters_typed_in_a_translation_are_not_taken_for_a_glued_escape():
    """The parser reads Escape 5 as two keys; a '∞' or an en dash typed in the review's editor
    (a real character, read as itself) stays itself."""
    from helper.tui.driver import GluedEscapeParser
    from helper.tui.holdkeys import unglue

    parser = GluedEscapeParser()
    assert [(e.key, e.character) for e in list(parser.feed("∞–§")) + list(parser.feed(""))] == [
        ("infinity", "∞"), ("en_dash", "–"), ("section_sign", "§")]
    assert [k.character for k in unglue(events.Key("en_dash", "–"))] == ["–"]
    assert [k.key for k in unglue(events.Key("alt+y", "y"))] == ["escape", "y"]


async def open_review(pilot, app: HelperApp):
    from helper.tui.review import ReviewScreen

    await press_each(pilot, ["ctrl+r"])
    for _ in range(100):
        if isinstance(app.screen, ReviewScreen) and app.screen.keys_are_ready:
            return
        await pilot.pause(0.1)
    raise AssertionError("the review screen did not open")


@pytest.mark.parametrize("keys", [["escape", "5", "enter"], ["escape", "enter"]])
async def test_escape_then_keys_in_one_burst_close_the_review_and_answer_nothing_unseen(keys):
    """5. Escape glued to the next keys (as the terminal parser now gives them) closes the review;
    the keys after it came before the question was in view again: refused, nothing recorded."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await press_each(pilot, ["6", "enter"])
        await open_review(pilot, app)
        start = events.Key("a", "a").time
        for name in keys:
            key = events.Key(name, {"escape": "\x1b", "5": "5", "enter": "\r"}[name])
            key.time = start
            app.post_message(key)
        await settle(pilot)
        await pilot.pause(0.2)
        assert len(app.screen_stack) == 1
        assert recorded(app) == [("situation", "result_damage")] and line(app).value == ""
        assert app.error is not None and app.error.startswith("Too early:")


async def test_the_finders_keys_in_one_burst_act_in_order():
    """5. 'C-f 12C1(e) C-g y Enter Enter' in one write lost the C-g (the search had not run yet)
    and 'y' landed in the search line. Each key acts on what the keys before it did: the ruling
    starts from 12C1(e) (y confirms over the answers), and the Enters answer nothing unseen."""
    from helper.tui.search import SearchScreen

    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await press_each(pilot, ["6", "enter"])
        await pilot.pause(0.2)
        start = events.Key("a", "a").time
        keys = [("ctrl+f", None), *((c, c) for c in "12C1(e)"), ("ctrl+g", None), ("y", "y"),
                ("enter", "\r"), ("enter", "\r")]
        for name, character in keys:
            key = events.Key({"(": "left_parenthesis", ")": "right_parenthesis"}.get(name, name), character)
            key.time = start
            app.post_message(key)
        await settle(pilot)
        await pilot.pause(0.3)
        await settle(pilot)
        assert not isinstance(app.screen, SearchScreen) and len(app.screen_stack) == 1
        assert app.dialogue.started_from == "12C1(e)"
        assert recorded(app) == []  # the Enters came before the first question was drawn


# ------------------------------------------------------------------ 6. GNU screen's warning: true, and once

def test_the_garbling_warning_is_said_once_per_screen_session(tmp_path, monkeypatch):
    from helper.cli.ui import first_warning_in_session

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert first_warning_in_session({"STY": "123.pts-0.host"}) is True
    assert first_warning_in_session({"STY": "123.pts-0.host"}) is False  # a resume in the same session
    assert first_warning_in_session({"STY": "456.pts-1.host"}) is True  # another session
    assert first_warning_in_session({}) is True and first_warning_in_session({}) is True  # no session: always


def test_a_screen_that_cannot_be_asked_is_not_taken_for_a_utf8_window():
    from helper.cli.ui import screen_window_utf8

    assert screen_window_utf8({}) is False
    assert screen_window_utf8({"STY": "999999.no-such-session"}) is False


@pytest.mark.skipif(__import__("shutil").which("tmux") is None or __import__("shutil").which("screen") is None,
                    reason="tmux and GNU screen are needed")
@pytest.mark.parametrize("utf8", [True, False])
def test_in_a_real_gnu_screen_the_warning_follows_what_screen_says_of_its_window(tmp_path, utf8):
    """6. The tester's 'screen -U' with LANG=C: the window is UTF-8, English is not garbled and no
    warning is shown. Without -U it is shown at the first start of the session only."""
    import os
    import subprocess
    import sys
    import time

    from tests.support import REPO, squash
    from tests.test_screen_warning import EN

    socket = f"helper-f7e-{os.getpid()}-{int(utf8)}"
    (tmp_path / "none.toml").write_text("", encoding="utf-8")
    run = (f"env HELPER_DATA={tmp_path} HELPER_SETTINGS={tmp_path / 'none.toml'} XDG_CACHE_HOME={tmp_path} "
           f"PYTHONPATH={REPO} {sys.executable} -m helper")
    inner = f"cd {REPO} && {run}; {run}; sleep 30"  # started twice in the session (^X between)
    command = (f"env -u LC_ALL -u LC_CTYPE -u LANGUAGE -u TMUX -u STY LANG=C TERM=xterm-256color "
               f"screen -c /dev/null {'-U ' if utf8 else ''}-S {socket} sh -c '{inner}'")
    subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                    "-s", "t", command], check=True)

    def screen() -> str:
        return squash(subprocess.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", "t"],
                                     capture_output=True, text=True).stdout)

    def wait_for(text: str) -> str:
        deadline = time.monotonic() + 40
        while time.monotonic() < deadline:
            shown = screen()
            if text in shown:
                return shown
            time.sleep(0.2)
        raise AssertionError(shown)

    try:
        shown = wait_for(squash("What happened on this board?"))
        time.sleep(0.5)
        shown = screen()
        assert (squash(EN) in shown) is (not utf8), shown
        subprocess.run(["tmux", "-L", socket, "send-keys", "-t", "t", "C-x"], check=True)
        time.sleep(1.0)
        shown = wait_for(squash("What happened on this board?"))
        time.sleep(0.5)
        assert squash(EN) not in screen()  # the second start in the same session: not again
    finally:
        subprocess.run(["screen", "-S", socket, "-X", "quit"], capture_output=True)
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)


async def test_a_traveller_resumed_after_back_is_selected_and_keys_typed_ahead_are_not_appended(tmp_path):
    """1-3. The tester's traveller: resumed after Back, the line held the earlier list and keys
    typed ahead were appended ('400' + '3' -> '4003'). Resumed, the list is selected; keys typed
    before it was drawn are refused; the first key typed with it in view replaces it."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await press_each(pilot, ["6", "enter", "1", "enter", "1", "enter", "1", "enter"])
            await answer_values(pilot, app, ["4SN-1"])
            await press_each(pilot, ["1", "enter", "1", "enter"])
            await answer_values(pilot, app, ["4SN=", "400"])
            assert app.dialogue.finished and len(store.rulings()) == 1
            await press_each(pilot, ["ctrl+p"])
            assert app.question_node.id == "traveller"
    with RulingStore.open(path) as store:
        typed = events.Key("a", "a").time
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            keys_at(app, "3", typed)
            await settle(pilot)
            await pilot.pause(0.2)
            assert app.question_node.id == "traveller"
            assert line(app).value == "400" and line(app).selection == Selection(0, 3)
            assert EARLY_KEYS in app.error
            await press_each(pilot, ["3"])
            assert line(app).value == "3"
