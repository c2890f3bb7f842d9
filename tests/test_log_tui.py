"""The ruling's details form on the screen (F4, helper/tui/details.py) and what
the screen records: details, settings, corrections (issue 8 section 1, issue 7).

Textual's pilot at 80x24, a real SQLite record; no mocks.
"""

from __future__ import annotations

import os
import socket

import pytest
from textual import events
from textual.widgets import Static

from helper.rulings import DETAIL_FIELDS, RulingStore
from helper.tui.app import HelperApp
from helper.tui.details import DetailsScreen
from tests.support import on_screen, squash, until_shown
from tests.test_tui import walk_fouled_board


async def type_text(pilot, text: str) -> None:
    for char in text:
        await pilot.press(char if char != " " else "space")


async def fill(pilot, values: list[str]) -> None:
    """Type each field's value (empty: skipped) then Enter, down the form."""
    for value in values:
        await type_text(pilot, value)
        await pilot.press("enter")
        await pilot.pause()


def records(path):
    with RulingStore.open(path) as store:
        return store.rulings()


async def test_details_typed_at_the_start_are_recorded_with_the_ruling_and_its_settings(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("f4")
            await pilot.pause()
            assert isinstance(app.screen, DetailsScreen)
            # event, session, round, board, table, ns, ew, ns names, ew names, Director (Enter on the last saves)
            await fill(pilot, ["Spring Pairs", "2", "", "7", "3", "4", "11", "", "", "Anna Lee"])
            assert not isinstance(app.screen, DetailsScreen)
            assert app.details == {"event": "Spring Pairs", "session": "2", "board": 7, "table": "3", "ns": "4",
                                   "ew": "11", "director": "Anna Lee"}
            assert store.key == "director:anna lee"  # Anna's own ruling in progress from now on
            await until_shown(pilot, app)  # the question under the closed form, read before typing
            await walk_fouled_board(pilot)
            [record] = records(path)
            assert record.details == app.details
            assert app.query_one("#answer").placeholder.startswith("Is there also a procedural penalty (Law 90)?")
            await pilot.press("1", "enter")  # no penalty: the ruling is complete
            await pilot.pause()
            assert app.query_one("#answer").placeholder == "Ruling 1 recorded: ^P back, ^N new, F4 details"
            assert record.score["ns"]["matchpoints"] == "78/5" and record.settings["average_plus_pct"] == "60"
            # A new ruling keeps the event, session and Director only.
            await pilot.press("ctrl+n", "y")
            await pilot.pause()
            assert app.details == {"event": "Spring Pairs", "session": "2", "director": "Anna Lee"}
            await pilot.press("f4")
            await pilot.pause()
            assert squash(on_screen(app.screen.query_one("#detail-event", Static))) == "EventSpringPairs"
            assert app.screen.field_values()["event"] == "Spring Pairs"
            assert app.screen.field_values()["board"] == ""


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_the_form_fits_80x24_and_a_bad_board_is_named_and_nothing_saved(tmp_path, lang):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang=lang, store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("ctrl+e")
            await pilot.pause()
            form = app.screen
            for name in DETAIL_FIELDS:
                region = form.query_one(f"#detail-{name}", Static).region
                assert region.height == 1 and 0 <= region.y < 24 and region.right <= 80
            keys = form.query_one("#details-keys", Static).region
            assert keys.bottom <= 24
            await fill(pilot, ["", "", "", "0"])
            await pilot.press("f4")
            await pilot.pause()
            assert app.screen is form  # not saved, still open
            assert form.index == DETAIL_FIELDS.index("board")  # the wrong field is the current one
            error = squash(on_screen(form.query_one("#details-error", Static)))
            expected = {"en": "The board number must be a whole number from 1 to 999: 0"}.get(lang)
            if expected:
                assert squash(expected) in error
            else:
                assert "0" in error and "999" in error
            await pilot.press("escape", "escape")  # the first warns of the text typed, the second drops it (fjae)
            await pilot.pause()
            assert not isinstance(app.screen, DetailsScreen) and app.details == {}
            assert store.load_details() == {}


async def test_details_completed_after_the_ruling_go_to_its_record_and_the_ruling_is_unchanged(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await walk_fouled_board(pilot)
            assert app.query_one("#answer").placeholder.startswith("Is there also a procedural penalty (Law 90)?")
            await pilot.press("1", "enter")  # no penalty: the ruling is complete
            await pilot.pause()
            [before] = records(path)
            assert before.details == {}
            assert app.query_one("#answer").placeholder == "Ruling 1 recorded: ^P back, ^N new, F4 details"
            await pilot.press("f4")
            await pilot.pause()
            assert squash("Ruling 1 is recorded: these details complete its record.") == squash(
                on_screen(app.screen.query_one("#details-note", Static)))
            await fill(pilot, ["", "", "", "12"])
            await pilot.press("f4")
            await pilot.pause()
            [after] = records(path)
            assert after.details == {"board": 12}
            assert (after.answers, after.score, after.summary, after.settings) == (
                before.answers, before.score, before.summary, before.settings)


async def test_a_ruling_changed_after_back_is_recorded_as_a_correction(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await walk_fouled_board(pilot)
            await pilot.press("ctrl+p", "ctrl+p")  # back to NS's session score
            await pilot.pause()
            await until_shown(pilot, app)  # the question Back shows again, read before the edit
            await pilot.press("ctrl+u", "7", "0", "enter")  # 70% instead of 65%
            await pilot.pause()
            await pilot.press("enter")  # EW: skipped
            await pilot.pause()
            await pilot.press("1", "enter")  # no procedural penalty
            await pilot.pause()
            assert app.query_one("#answer").placeholder == \
                "Ruling 2 recorded (corrects ruling 1): ^P back, ^N new, F4 details"  # issue 8, fresh tester 8d
    first, second = records(path)
    assert (first.score["ns"]["percent"], second.score["ns"]["percent"]) == ("65", "70")
    # 70% of the top of 24 = 16.8 MP.
    assert second.score["ns"]["matchpoints"] == "84/5"
    assert (second.corrects, first.corrected_by) == (1, 2)


async def test_the_form_and_the_keys_after_it_in_one_burst_are_taken_in_order(tmp_path):
    """F4, the details, Enter on the last field and the first answer, all in
    one write (a paste, a laggy SSH link): each key goes where it belongs,
    though the form is not yet drawn when they arrive; the keys after the form
    saved came with the form over the question: they answer nothing (issue 7,
    session 10 fix7d, item 4)."""
    path = tmp_path / "r.sqlite3"
    keys = ["f4", *"Spring", "enter", "2", "enter", "enter", "7", "enter", *"3x", "backspace", "enter", "enter",
            "enter", "enter", "enter", *"Wang", "enter", "1", "enter"]
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            for key in keys:
                character = key if len(key) == 1 else {"enter": "\r", "backspace": "\x7f"}.get(key)
                app.post_message(events.Key(key, character))
            for _ in range(4):
                await pilot.pause()
            assert not isinstance(app.screen, DetailsScreen)
            assert app.details == {"event": "Spring", "session": "2", "board": 7, "table": "3", "director": "Wang"}
            assert app.dialogue.answers == []
            assert store.key == "director:wang" and store.load_details() == app.details


async def test_a_director_who_names_himself_mid_ruling_finds_it_under_his_name(tmp_path):
    """A fresh tester (issue 8): unnamed, 'Director: Cy' in F4 in the middle of a ruling, then a
    reconnect with HELPER_DIRECTOR=cy showed a blank ruling. The ruling in progress moves to the
    name (case and spaces do not matter)."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("1", "enter")  # no result on the board: one answer given
            await pilot.pause()
            assert store.key.startswith("session:")
            await pilot.press("f4")
            await pilot.pause()
            await fill(pilot, ["", "", "", "", "", "", "", "", "", "Cy"])
            assert store.key == "director:cy" and app.notice is None
    with RulingStore.open(path, director="  CY ") as store:  # HELPER_DIRECTOR=" CY " from another terminal
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert [(a.node, a.value) for a in app.dialogue.answers] == [("situation", "no_result")]
            assert app.notice.startswith("Resumed the ruling in progress started at ")
            assert app.details == {"director": "Cy"}


async def test_naming_a_director_whose_ruling_a_live_helper_holds_is_refused(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store, RulingStore.open(path, director="Cy") as cy:
        assert cy.claim_draft().owned  # Cy's own helper, live, with a ruling in progress
        cy.save_draft("en", [("situation", "no_result"), ("director_error", "yes")])
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("1", "enter")
            await pilot.pause()
            key = store.key
            await pilot.press("f4")
            await pilot.pause()
            await fill(pilot, ["", "", "", "", "", "", "", "", "", "cy"])
            assert store.key == key  # not moved
            assert squash(app.notice) == squash(
                f"cy already has a ruling in progress, held by another helper (process {os.getpid()} "
                f"on {socket.gethostname()}): the Director of this ruling is not changed to that name; it stays where it "
                "was.")
            # Not recorded as cy's, nor remembered by Ctrl+N for the next ruling (issue 8, 8c).
            assert "director" not in app.details and "director" not in store.load_details()
        assert cy.load_draft().answers == [("situation", "no_result"), ("director_error", "yes")]  # untouched
    with RulingStore.open(path) as store:  # the unnamed ruling is still the session's
        assert store.claim_draft().owned and store.load_draft().answers == [("situation", "no_result")]


async def test_a_long_field_scrolls_in_its_row_and_an_over_long_one_is_refused_as_typed_or_pasted(tmp_path):
    """A fresh tester (issue 8): at 80 columns a field of 55 'k's went blank; a 3000-character
    paste was refused only on save, with nothing visible."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("f4")
            await pilot.pause()
            form = app.screen
            await type_text(pilot, "k" * 55)
            await pilot.pause()
            row = on_screen(form.query_one("#detail-event", Static)).rstrip()
            # 74 cells less the 22-cell label column: 52 for the value, 1 of them the cursor:
            # an ellipsis and the last 50 'k's.
            assert row == "Event" + " " * 17 + "…" + "k" * 50
            assert form.values[0] == "k" * 55 and form.error == ""
            await type_text(pilot, "k" * 25)  # 80 characters: the longest a detail may be
            await pilot.pause()
            assert form.values[0] == "k" * 80 and form.error == ""
            await pilot.press("k")  # the 81st is refused at once
            await pilot.pause()
            assert form.values[0] == "k" * 80
            assert squash(on_screen(form.query_one("#details-error", Static))) == squash(
                "Too long: the event field has more than 80 characters.")
            await pilot.press("backspace")  # the message goes with the next edit
            await pilot.pause()
            assert form.values[0] == "k" * 79 and form.error == ""
            await pilot.press("down")
            app.post_message(events.Paste("x" * 3000))  # a paste too long: nothing added, said at once
            await pilot.pause()
            assert form.values[1] == "" and form.error == "Too long: the session field has more than 80 characters."
            app.post_message(events.Paste("Evening"))
            await pilot.pause()
            assert form.values[1] == "Evening" and form.error == ""
            await pilot.press("f4")
            await pilot.pause()
            assert app.details == {"event": "k" * 79, "session": "Evening"}
