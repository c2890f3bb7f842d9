"""The details form of a recorded ruling saves only what the Director changed in it
(issue 8, a fresh tester: a lost update). Another shell's ``helper rulings details``
runs as a real subprocess between opening the form and saving it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from textual.geometry import Region
from textual.widgets import Static

from helper.rulings import RulingStore
from helper.tui.app import HelperApp
from helper.tui.details import DetailsConflictScreen, DetailsScreen
from tests.support import squash
from tests.test_log_tui import fill, records, type_text
from tests.test_tui import walk_fouled_board


def other_shell(data: Path, *args: str) -> None:
    """``helper rulings details ...`` from another shell (its own process, the same record)."""
    env = {**os.environ, "HELPER_DATA": str(data), "HELPER_DIRECTOR": "Bob"}
    done = subprocess.run([sys.executable, "-m", "helper", "rulings", "details", *args], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


async def recorded_ruling(pilot, app) -> None:
    """The fouled board ruled, no penalty: ruling 1, then board 7 and table 5 given in the form."""
    await walk_fouled_board(pilot)
    await pilot.press("1", "enter")  # no procedural penalty: the ruling is recorded
    await pilot.pause()
    assert app._recorded_id == 1
    await pilot.press("f4")
    await pilot.pause()
    await fill(pilot, ["", "", "", "7", "5"])
    await pilot.press("f4")
    await pilot.pause()


async def test_a_field_amended_elsewhere_and_left_alone_in_the_form_keeps_the_new_value(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    path = data / "rulings.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await recorded_ruling(pilot, app)
            other_shell(data, "1", "--table", "4")  # an earlier amendment: table 5 -> 4
            [record] = records(path)
            assert record.details == {"board": 7, "table": "4"}
            await pilot.press("f4")  # the form opens with table 4 (read afresh)
            await pilot.pause()
            assert app.screen.field_values()["table"] == "4"
            other_shell(data, "1", "--table", "6")  # meanwhile: table 4 -> 6
            await pilot.press("f4")  # saved without editing: nothing changed here
            await pilot.pause()
            [record] = records(path)
            assert record.details == {"board": 7, "table": "6"}
            assert [(a.by, a.changes) for a in record.amendments] == [("Bob", {"table": "4"}), ("Bob", {"table": "6"})]
            assert app.notice == "Ruling 1 already has these details: nothing was changed."
            # The board changed here, the table there: both stand, the board as one more amendment.
            await pilot.press("f4")
            await pilot.pause()
            other_shell(data, "1", "--table", "8")
            await pilot.press("down", "down", "down", "backspace")
            await type_text(pilot, "9")
            await pilot.press("f4")
            await pilot.pause()
            [record] = records(path)
            assert record.details == {"board": 9, "table": "8"}
            assert record.amendments[-1].changes == {"board": 9}
            assert app.notice == "The details of ruling 1 are recorded."
            assert app.details == {"board": 9, "table": "8"}


async def test_a_field_changed_here_and_elsewhere_differently_is_asked_never_reverted(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    path = data / "rulings.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await recorded_ruling(pilot, app)
            [record] = records(path)
            assert record.details == {"board": 7, "table": "5"} and record.amendments == ()
            await pilot.press("f4")
            await pilot.pause()
            other_shell(data, "1", "--table", "6", "--ns", "3")
            # Here: table 5 -> 7 (a conflict with 6) and EW 11 (no conflict).
            await pilot.press("down", "down", "down", "down", "backspace")
            await type_text(pilot, "7")
            await pilot.press("down", "down")
            await type_text(pilot, "11")
            await pilot.press("f4")
            await pilot.pause()
            assert isinstance(app.screen, DetailsConflictScreen)
            [record] = records(path)
            assert record.details == {"board": 7, "table": "6", "ns": "3"}  # nothing saved while asked
            box = app.screen.query_one("#confirm-body", Static)
            assert box.region.right <= 80 and box.region.bottom <= 24
            body = squash("".join(strip.text for strip in box.render_lines(Region(0, 0, *box.outer_size))))
            assert squash("Table: yours 7, recorded now 6") in body
            assert squash("m: keep yours · t: keep those recorded now · Esc: save nothing") in body
            await pilot.press("enter")  # answers nothing
            await pilot.pause()
            assert isinstance(app.screen, DetailsConflictScreen)
            await pilot.press("t")  # keep theirs: table 6; the EW pair given here is saved
            await pilot.pause()
            assert not isinstance(app.screen, (DetailsConflictScreen, DetailsScreen))
            [record] = records(path)
            assert record.details == {"board": 7, "table": "6", "ns": "3", "ew": "11"}
            assert record.amendments[-1].changes == {"ew": "11"}
            # Again, keeping mine this time: the table becomes 7, the NS pair given elsewhere stays.
            await pilot.press("f4")
            await pilot.pause()
            other_shell(data, "1", "--table", "2")
            await pilot.press("down", "down", "down", "down", "backspace")
            await type_text(pilot, "7")
            await pilot.press("f4")
            await pilot.pause()
            assert isinstance(app.screen, DetailsConflictScreen)
            await pilot.press("m")
            await pilot.pause()
            [record] = records(path)
            assert record.details == {"board": 7, "table": "7", "ns": "3", "ew": "11"}
            # Escape saves nothing and says so.
            await pilot.press("f4")
            await pilot.pause()
            other_shell(data, "1", "--board", "20")
            await pilot.press("down", "down", "down", "backspace")
            await type_text(pilot, "8")
            await pilot.press("f4")
            await pilot.pause()
            assert isinstance(app.screen, DetailsConflictScreen)
            await pilot.press("escape")
            await pilot.pause()
            [record] = records(path)
            assert record.details["board"] == 20
            assert app.notice == "The details of ruling 1 are not saved."

