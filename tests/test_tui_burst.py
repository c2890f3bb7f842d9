"""A paste without bracketing (tmux ``paste-buffer`` without ``-p``) sends its
lines separated by CR, exactly like typed Enter, in one burst. At a list
question (traveller, outcomes) an Enter followed in the same burst by more text
is a line break: the lines make one list; nothing goes to the next question.
Elsewhere, and for keys typed apart, Enter answers as before (issue 7, the last
items, item 2). The terminal cases are in tests/test_terminal_burst.py."""

from __future__ import annotations

from contextlib import asynccontextmanager

from textual import events

from helper.tui.app import BURST_SECONDS, HelperApp
from tests.test_tui import choose
from tests.test_tui_keys import line, settle, status, walk_to_outcomes, walk_to_traveller


def keys_at(app: HelperApp, text: str, start: float, step: float = 0.0) -> float:
    """Post the keys of ``text`` (CR is Enter, LF Ctrl+J) as the terminal driver does, the first made at
    ``start`` (monotonic seconds) and each next ``step`` seconds later; returns the next time."""
    for character in text:
        key = events.Key("enter", "\r") if character == "\r" else events.Key("ctrl+j", "\n") if character == "\n" \
            else events.Key(
            {"-": "minus", ",": "comma", " ": "space", ";": "semicolon"}.get(character, character), character)
        key.time = start
        app.post_message(key)
        start += step
    return start


@asynccontextmanager
async def at_traveller(keys: str, step: float = 0.0):
    """The app at 80x24 at the traveller question, ``keys`` arrived there in one burst
    (``step`` seconds apart) and handled: yields (app, pilot)."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_traveller(pilot)
        assert app.dialogue.current.id == "traveller"
        keys_at(app, keys, events.Key("a", "a").time, step)
        await settle(pilot)
        yield app, pilot


async def test_an_unbracketed_paste_into_a_traveller_is_one_list_and_waits_for_enter():
    async with at_traveller("420\r450\r-50") as (app, pilot):
        assert app.dialogue.current.id == "traveller"  # nothing answered, nothing sent on
        assert line(app).value == "420, 450, -50"
        assert "✓ 3 results: +420, +450, -50" in status(app)
        await pilot.press("enter")
        await settle(pilot)
        assert app.dialogue.finished and app.dialogue.variables["traveller"] == "420, 450, -50"
        # 4SN= (+420) against 420, 450, -50: beats 1 (2), ties 1 (1) = 3 MP of a top of 6 = 50%.
        assert app.dialogue.ruling().score.ns.matchpoints == 3


async def test_a_paste_ending_with_a_line_break_and_blank_lines_answers_with_the_whole_list():
    async with at_traveller("420\r\r450\r-50\r170\r", step=BURST_SECONDS / 4) as (app, pilot):
        assert app.dialogue.finished
        assert app.dialogue.variables["traveller"] == "420, 450, -50, 170"
        # +420 against 420, 450, -50, 170: beats 2 (4), ties 1 (1) = 5 MP of 8.
        assert app.dialogue.ruling().score.ns.matchpoints == 5


async def test_outcomes_pasted_without_bracketing_are_one_list_joined_by_semicolons():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_outcomes(pilot)
        assert app.dialogue.current.id == "outcomes"
        keys_at(app, "60 4SN=;\r40 4SN-1", events.Key("a", "a").time)
        await settle(pilot)
        assert app.dialogue.current.id == "outcomes"
        assert line(app).value == "60 4SN=; 40 4SN-1"


async def test_an_enter_typed_apart_answers_the_traveller_and_the_next_keys_go_on():
    """Keys that came apart (more than BURST_SECONDS: typed by a person): the Enter answers;
    a key after it that came before the next question was drawn is refused (issue 7,
    session 10: it was typed without that question in view), one after it goes on."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_traveller(pilot)
        start = events.Key("a", "a").time
        after = keys_at(app, "420\r", start)
        keys_at(app, "1", after + 2 * BURST_SECONDS)  # typed 30 ms later
        await settle(pilot)
        assert app.dialogue.finished and app.dialogue.variables["traveller"] == "420"
        assert line(app).value == ""  # before the next question was drawn: not taken
        assert "Too early: keys came before this question was shown" in app.error
        keys_at(app, "1", events.Key("a", "a").time)
        await settle(pilot)
        assert line(app).value == "1"  # after it was drawn


async def test_at_a_single_result_question_lines_in_a_burst_are_a_paste_refused_whole():
    """Only list questions take a line break: at a result question lines that came in one burst are
    a paste of several values, refused whole as a bracketed one is: nothing is answered, nothing is
    sent on to the next question, the line is as it was (issue 7, session 10, item 2)."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, "6", "1", "1", "1")
        assert (app.dialogue.current.id, app.dialogue.current.parse) == ("table_result", "result")
        answers = list(app.dialogue.answers)
        keys_at(app, "4SN-1\r1", events.Key("a", "a").time)
        await settle(pilot)
        assert app.dialogue.answers == answers and app.dialogue.current.id == "table_result"
        assert line(app).value == ""
        assert ("The keys arrived in one burst hold 2 lines or values (4SN-1 ...): this question takes one answer. "
                "Nothing was entered.") in status(app)


async def test_line_feeds_in_a_burst_are_line_breaks_too():
    """Typed before the terminal was in raw mode, Enter arrives as a line feed (Ctrl+J): read as
    Enter, with the time it arrived, so a burst of lines is still one list."""
    async with at_traveller("420\n450\n-50") as (app, pilot):
        assert app.dialogue.current.id == "traveller" and line(app).value == "420, 450, -50"


async def test_a_line_feed_typed_apart_answers_like_enter():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_traveller(pilot)
        await pilot.pause(1.2)  # the question drawn before the keys
        after = keys_at(app, "420\n", events.Key("a", "a").time - 1)  # a second ago...
        keys_at(app, "1", after + 2 * BURST_SECONDS)  # ...and the next key 30 ms after it
        await settle(pilot)
        assert app.dialogue.finished and app.dialogue.variables["traveller"] == "420"
        assert line(app).value == ""  # before the next question was drawn: not taken (issue 7)
