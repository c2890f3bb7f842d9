"""A key that selects or edits and arrived before its question was drawn never changes
what the next Enter records: it is refused, with the Enter after it, and the status line
says so (issue 7, session 10 fix7d, item 1). And after a change that replaces the question
(Back, a language switch, a form or modal screen closed, a ruling taken over) keys in the
same burst do not answer until the new question is drawn (item 2); the first question of
a new ruling is known before it is drawn (Ctrl+N, y, 6, Enter answers 6). Terminal cases:
tests/test_terminal_early_keys.py."""

from __future__ import annotations

from contextlib import asynccontextmanager

import pytest
from textual import events

from helper.tui.app import HelperApp
from tests.test_tui_keys import burst, line, settle

EARLY_KEYS = "Too early: keys came before this question was shown; they were not taken and nothing was recorded."


def recorded(app: HelperApp) -> list[tuple[str, object]]:
    return [(a.node, a.value) for a in app.dialogue.answers]


def keys_arrived(app: HelperApp, when: float, *keys: str) -> None:
    """Post ``keys`` in one burst, each arrived at ``when`` (monotonic seconds)."""
    for key in keys:
        character = key if len(key) == 1 else {"enter": "\r", "space": " ", "tab": "\t"}.get(key)
        event = events.Key(key, character)
        event.time = when
        app.post_message(event)


async def settle_and_draw(pilot) -> None:
    """Let what the keys did act, the question it brought be drawn, and what that freed act."""
    await settle(pilot)
    await pilot.pause(0.1)
    await settle(pilot)


async def burst_and_draw(pilot, app: HelperApp, *keys: str) -> None:
    """``keys`` in one burst (:func:`tests.test_tui_keys.burst`), then :func:`settle_and_draw`."""
    burst(app, *keys)
    await settle_and_draw(pilot)


async def at_nos_side(pilot, app: HelperApp) -> None:
    await pilot.press("6", "enter")  # a result was obtained (damage): "Which side is non-offending?"
    await settle(pilot)
    assert app.dialogue.current.id == "nos_side"
    await pilot.pause(0.1)  # drawn


@asynccontextmanager
async def at_nos_side_in(lang: str):
    """The helper in ``lang`` at 80x24 at "Which side is non-offending?" (:func:`at_nos_side`),
    drawn: yields (app, pilot)."""
    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_nos_side(pilot, app)
        yield app, pilot


async def test_the_testers_down_enter_down_enter_answers_the_question_shown_only():
    """At "Which side is non-offending?" Down Enter Down Enter in one write recorded North-South,
    "Pairs, matchpoints" and "Neither side vulnerable". The first Down and Enter were typed at
    the question on the screen: North-South. The second Down came before "How is the board
    scored?" was drawn: refused, with its Enter."""
    async with at_nos_side_in("en") as (app, pilot):
        await burst_and_draw(pilot, app, "down", "enter", "down", "enter")
        assert recorded(app) == [("situation", "result_damage"), ("nos_side", "ns")]
        assert app.dialogue.current.id == "scoring" and line(app).value == ""
        assert EARLY_KEYS in app.error
        await pilot.press("2", "enter")  # now seen: the Director's own answer counts
        await settle(pilot)
        assert recorded(app)[-1][0] == "scoring" and app.error is None


async def test_six_downs_then_enter_down_enter_down_enter_answers_one_question():
    async with at_nos_side_in("en") as (app, pilot):
        await burst_and_draw(pilot, app, *["down"] * 6, "enter", "down", "enter", "down", "enter")
        # Six Downs from an empty line stop at the last of three choices: Both (Law 82C).
        assert recorded(app) == [("situation", "result_damage"), ("nos_side", "both")]
        assert app.dialogue.current.id == "scoring"


async def test_up_enter_up_enter_at_the_first_question_answers_it_only():
    """The tester's Up Enter Up Enter recorded "Director's error? > Yes" unseen."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        await burst_and_draw(pilot, app, "up", "enter", "up", "enter")
        assert len(recorded(app)) == 1 and recorded(app)[0][0] == "situation"
        assert EARLY_KEYS in app.error


# (PgUp/PgDn scroll the law text: they never reach the answer line.)
@pytest.mark.parametrize("key", ["up", "down", "home", "end", "1", "2", "x", "space", "tab", "backspace", "delete",
                                 "left", "right"])
async def test_every_key_that_came_before_the_question_was_drawn_changes_nothing(key):
    """Any key, then Enter, both arrived before "Director's error?" was drawn: nothing is
    recorded for it and the answer line is as it was (empty)."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        before = events.Key("a", "a").time  # the first question was drawn; the next is not yet
        await pilot.press("1", "enter")  # no result
        await settle(pilot)
        assert recorded(app) == [("situation", "no_result")]
        keys_arrived(app, before, key, "enter")
        await settle_and_draw(pilot)
        assert recorded(app) == [("situation", "no_result")]
        assert line(app).value == ""
        assert EARLY_KEYS in app.error  # the key refused, not only the Enter
        await pilot.press("1", "enter")  # seen: answers
        await settle(pilot)
        assert recorded(app) == [("situation", "no_result"), ("director_error", "no")]


async def test_a_bracketed_paste_before_the_question_was_drawn_is_not_taken():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        before = events.Key("a", "a").time
        await pilot.press("1", "enter")
        await settle(pilot)
        paste = events.Paste("2")
        paste.time = before
        app.post_message(paste)
        keys_arrived(app, before, "enter")
        await settle(pilot)
        assert recorded(app) == [("situation", "no_result")] and line(app).value == ""
        assert EARLY_KEYS in app.error


@pytest.mark.parametrize("lang, text", [
    ("zh", "太早"),
    ("el", "Πολύ νωρίς"),
])
async def test_the_early_keys_message_is_translated(lang, text):
    async with at_nos_side_in(lang) as (app, pilot):
        await burst_and_draw(pilot, app, "down", "enter", "down", "enter")
        assert len(recorded(app)) == 2
        assert app.error.startswith(text)


# ------------------------------------------------------------------ 2. the question replaced

async def test_a_digit_after_a_language_switch_in_one_burst_is_refused():
    async with at_nos_side_in("en") as (app, pilot):
        burst(app, "ctrl+t", "2", "enter")
        await settle(pilot)
        assert app.lang != "en"
        assert recorded(app) == [("situation", "result_damage")] and line(app).value == ""


async def test_new_ruling_y_6_enter_in_one_burst_still_answers_6():
    """The first question of a new ruling is known before it is drawn (issue 7 A5)."""
    async with at_nos_side_in("en") as (app, pilot):
        await burst_and_draw(pilot, app, "ctrl+n", "y", "6", "enter")
        assert recorded(app) == [("situation", "result_damage")]
        assert app.dialogue.current.id == "nos_side"


# ------------------------------------------------------------------ 4. a burst that closes a form

DETAILS = "Spring Pairs\r1\r2\r7\r3\r5\r12\rAnn Bob\rCy Di\rLi\r"  # the 10 fields; the last Enter saves


async def test_keys_after_a_paste_without_bracketing_saved_the_details_form_answer_nothing():
    """F4, then 10 field lines and "2" Enter in one write (tmux paste-buffer without -p): the
    form saved, and "> East-West" was recorded. The "2" and its Enter came with the form over
    the question: refused (issue 7, session 10 fix7d, item 4)."""
    from helper.tui.details import DetailsScreen
    from tests.test_tui_burst import keys_at

    async with at_nos_side_in("en") as (app, pilot):
        await pilot.press("f4")
        await settle(pilot)
        assert isinstance(app.screen, DetailsScreen)
        keys_at(app, DETAILS + "2\r", events.Key("a", "a").time)
        await settle_and_draw(pilot)
        assert not isinstance(app.screen, DetailsScreen)
        assert app.details["board"] == 7 and app.details["director"] == "Li"
        assert recorded(app) == [("situation", "result_damage")] and line(app).value == ""
        assert EARLY_KEYS in app.error


async def test_an_extra_enter_after_the_details_form_does_not_keep_the_earlier_answer_offered():
    """After Back the earlier answer is on the line; F4, the 10 lines and one more Enter in one
    write re-took it. That Enter came before the question was drawn again: nothing recorded."""
    from tests.test_tui_burst import keys_at

    async with at_nos_side_in("en") as (app, pilot):
        await pilot.press("2", "enter")  # East-West
        await settle(pilot)
        await pilot.press("ctrl+p")  # Back: "2" offered again
        await settle(pilot)
        assert app.dialogue.current.id == "nos_side" and line(app).value == "2"
        await pilot.press("f4")
        await settle(pilot)
        keys_at(app, DETAILS + "\r", events.Key("a", "a").time)
        await settle_and_draw(pilot)
        assert recorded(app) == [("situation", "result_damage")]
        assert app.dialogue.current.id == "nos_side" and line(app).value == "2"
        assert app.error.startswith("Too early: Enter came before this question was shown")
        await pilot.press("enter")  # seen now: Enter keeps it
        await settle(pilot)
        assert recorded(app) == [("situation", "result_damage"), ("nos_side", "ew")]


async def test_y_2_enter_in_one_write_takes_over_and_answers_nothing_unseen(tmp_path):
    """Helper B asks "Take over the ruling in progress ...?" over a blank first question; the
    ruling it takes over is at "Which side is non-offending?". `y 2 Enter` in one write recorded
    "> East-West" though B had shown "What happened on this board?" (where 2 means something
    else). The 2 and its Enter came before the question taken over was drawn: refused."""
    from helper.rulings import RulingStore
    from helper.tui.app import TakeOverScreen

    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as holder, RulingStore.open(path) as store:
        assert holder.claim_draft().owned
        holder.save_draft("en", [("situation", "result_damage")])
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.pause(0.1)
            assert isinstance(app.screen, TakeOverScreen)
            await burst_and_draw(pilot, app, "y", "2", "enter")
            assert not isinstance(app.screen, TakeOverScreen)
            assert recorded(app) == [("situation", "result_damage")] and app.dialogue.current.id == "nos_side"
            assert line(app).value == "" and EARLY_KEYS in app.error
            await pilot.press("2", "enter")  # seen now
            await settle(pilot)
            assert recorded(app) == [("situation", "result_damage"), ("nos_side", "ew")]


async def test_ctrl_o_y_1_enter_in_one_write_takes_back_and_answers_nothing_unseen(tmp_path):
    """The reverse: in A, taken over (B answered "Which side is non-offending?" meanwhile),
    Ctrl+O y 1 Enter in one write took the ruling back and recorded "How is the board scored?
    > Pairs" while A showed "Which side is non-offending?". The 1 and its Enter came before
    the question taken back was drawn: refused."""
    from helper.rulings import RulingStore
    from helper.tui.app import TakeOverScreen

    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as a_store, RulingStore.open(path) as b_store:
        a = HelperApp(lang="en", store=a_store, heartbeat_seconds=60)
        async with a.run_test(size=(80, 24)) as pilot:
            await at_nos_side(pilot, a)
            b = HelperApp(lang="en", store=b_store)
            async with b.run_test(size=(80, 24)) as b_pilot:
                await settle(b_pilot)
                assert isinstance(b.screen, TakeOverScreen)
                await b_pilot.press("y")
                await settle(b_pilot)
                await b_pilot.pause(0.1)
                await b_pilot.press("1", "enter")  # B: North-South
                await settle(b_pilot)
                assert recorded(b) == [("situation", "result_damage"), ("nos_side", "ns")]
            assert a.dialogue.current.id == "nos_side"  # what A still shows
            burst(a, "ctrl+o", "y", "1", "enter")
            await settle_and_draw(pilot)
            assert not isinstance(a.screen, TakeOverScreen) and a.owns_draft
            assert recorded(a) == [("situation", "result_damage"), ("nos_side", "ns")]
            assert a.dialogue.current.id == "scoring" and line(a).value == ""
            assert EARLY_KEYS in a.error
