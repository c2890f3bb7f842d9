"""An Enter takes what the helper put on the answer line (the law finder's
suggestion, an earlier answer) only when it was on the screen before the Enter
arrived; after Back, the Director's own earlier answers are kept by Enter, also
in one burst (issue 7, session 9, fixes 2 and 4). The terminal cases are in
tests/test_terminal_offers.py."""

from __future__ import annotations

from textual import events

from helper.tui.app import HelperApp
from tests.test_finder_start import answers, choose, line, settle, start_from
from tests.test_tui_burst import keys_at
from tests.test_tui_keys import status, walk_to_traveller

CHOOSE = "Choose an answer: type its number (1-2) or move with ↑ ↓, then Enter."
TOO_EARLY = "Too early: Enter came before this question was shown; nothing recorded. Type 1-2 or ↑ ↓, then Enter."


async def test_a_double_enter_in_one_burst_does_not_take_the_finders_suggestion_not_yet_shown():
    """The tester's keys: Ctrl+F, 12C1(e), Ctrl+G, Enter, 1 Enter, 1 Enter, 1 Enter, then
    4SN-1 Enter Enter in one burst. The second Enter came before the suggestion was drawn."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await start_from(pilot, app, "12C1(e)")
        await pilot.press("enter")  # the suggestion 6, seen: "A result was obtained ..."
        await settle(pilot)
        for number in ("1", "1", "1"):
            await choose(pilot, number)
        assert app.dialogue.current.id == "table_result"
        keys_at(app, "4SN-1\r\r", events.Key("a", "a").time)
        await settle(pilot)
        assert answers(app)[-1] == ("table_result", "4SN-1")
        assert app.dialogue.current.id == "possibilities"  # not answered by the second Enter
        assert line(app) == "1"  # the suggestion stays, for the Director to see
        assert "Too early: Enter came before this question was shown; nothing recorded." in status(app)
        await pilot.press("enter")  # now it is on the screen: Enter takes it
        await settle(pilot)
        assert answers(app)[-1] == ("possibilities", "yes")


async def test_a_suggestion_on_the_screen_is_taken_by_an_enter_that_came_after():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await start_from(pilot, app, "12C1(e)")
        assert line(app) == "6"
        keys_at(app, "\r", events.Key("a", "a").time)  # arrived after it was drawn
        await settle(pilot)
        assert answers(app) == [("situation", "result_damage")]


async def test_a_typed_answer_in_the_burst_is_taken_even_where_a_suggestion_was():
    """The Director's own key replaces the suggestion: his Enter answers with it."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await start_from(pilot, app, "12C1(e)")
        await pilot.press("enter")
        await settle(pilot)
        for number in ("1", "1", "1"):
            await choose(pilot, number)
        # Each burst after its question was drawn (keys before it are refused: tests/test_tui_early.py).
        keys_at(app, "4SN-1\r", events.Key("a", "a").time)
        await settle(pilot)
        await pilot.pause(0.1)
        assert line(app) == "1"  # the suggestion
        keys_at(app, "2\r", events.Key("a", "a").time)
        await settle(pilot)
        assert answers(app)[-2:] == [("table_result", "4SN-1"), ("possibilities", "no")]


async def test_in_a_normal_ruling_the_double_enter_answers_nothing_more():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        for number in ("6", "1", "1", "1"):
            await choose(pilot, number)
        keys_at(app, "4SN-1\r\r", events.Key("a", "a").time)
        await settle(pilot)
        assert answers(app)[-1] == ("table_result", "4SN-1")
        assert app.dialogue.current.id == "possibilities" and line(app) == ""
        assert TOO_EARLY in status(app)


async def test_back_four_times_and_enter_four_times_in_one_burst_gives_the_same_ruling():
    """Through the traveller question: its Enter keeps the earlier list, it is no line break."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_to_traveller(pilot)
        app.post_message(events.Paste("420\n450\n-50"))
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert app.dialogue.finished
        given = list(app.dialogue.answers)
        # 4SN= (+420) against 420, 450, -50: beats 1 (2), ties 1 (1) = 3 MP of a top of 6.
        assert app.dialogue.ruling().score.ns.matchpoints == 3
        start = events.Key("a", "a").time
        for key in ["ctrl+p"] * 4 + ["enter"] * 4:
            event = events.Key(key, "\r" if key == "enter" else None)
            event.time = start
            app.post_message(event)
        await settle(pilot)
        await pilot.pause(0.1)  # a held Enter would be released after 2 x BURST_SECONDS
        await settle(pilot)
        assert app.dialogue.finished
        assert list(app.dialogue.answers) == given
        assert app.dialogue.ruling().score.ns.matchpoints == 3


async def test_a_number_refused_at_the_cross_imps_results_is_replaced_by_the_next_digit():
    """'1' is refused (from 2 to 10,000); then '3' makes the line 3, not 13."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        for number in ("1", "1", "4"):  # no result, no Director's error, pairs at cross-IMPs
            await choose(pilot, number)
        assert app.dialogue.current.id == "ximps_results"
        await pilot.press("1", "enter")
        await settle(pilot)
        assert app.dialogue.current.id == "ximps_results" and line(app) == "1"
        assert "Enter a number from 2 to 10,000." in status(app)  # the message stays until a key comes
        await pilot.press("3")
        await settle(pilot)
        assert line(app) == "3"
        await pilot.press("enter")
        await settle(pilot)
        assert app.dialogue.variables["ximps_results"] == 3


async def test_a_refused_result_is_replaced_by_the_next_key():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        for number in ("6", "1", "1", "1"):
            await choose(pilot, number)
        assert app.dialogue.current.id == "table_result"
        for char in "4SX":
            await pilot.press(char)
        await pilot.press("enter")
        await settle(pilot)
        assert app.dialogue.current.id == "table_result" and line(app) == "4SX"
        for char in "4SN-1":
            await pilot.press("minus" if char == "-" else char)
        await pilot.press("enter")
        await settle(pilot)
        assert answers(app)[-1] == ("table_result", "4SN-1")


# ------------------------------------------------------------------ 5. the help's closing keys and key column

async def test_the_help_names_the_keys_that_close_it_and_each_does():
    from helper.tui.app import HelpScreen

    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        for key in ("escape", "enter", "f1", "q"):
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            assert "Keys - Press Escape, Enter, F1 or q to close." in status_of_help(app)
            await pilot.press(key)
            await pilot.pause()
            assert not isinstance(app.screen, HelpScreen), key
        assert app.dialogue.answers == []  # the closing Enter answered nothing


def status_of_help(app) -> str:
    from tests.test_tui_keys import drawn

    return drawn(app.screen.query_one("#help-body"))


async def test_every_help_text_starts_in_one_column_also_after_two_keys():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 30)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        rows = [row[1:] for row in status_of_help(app).splitlines()]  # the box's padding: one cell
        # "^X F10" is 6 cells: each text starts after it and two spaces, in column 8.
        assert any(row.startswith("^X F10  Quit") for row in rows)
        assert any(row.startswith("F1      This help") for row in rows)
        assert any(row.startswith("^N      Start a new ruling") for row in rows)
        assert any(row.startswith("^P F3   Back one answer") for row in rows)
        assert any(row.startswith("        start the ruling there") for row in rows)  # wrapped under its text
