"""Issue 8, faults found by fresh tester 8g (engineer fix8k), with real SQLite records in tmp dirs.

F1. A ruling recorded by a helper that answered n to the take-over question had no Director,
    though HELPER_DIRECTOR named one: every ruling a helper records, in every hold state, carries
    the Director, event and session the helper knows.
"""

from __future__ import annotations

import os

import pytest

from helper.rulings import RulingStore
from helper.tui.app import HelperApp, TakeOverScreen

from tests.support import PAIRS_TO_SCORE, on_screen, press, squash

KNOWN = {"event": "Spring Pairs", "session": "2", "director": "Ivy"}
"""The event, session and Director the Director gave in the form of the ruling in progress."""


def other_helper(path) -> RulingStore:
    """Ivy's other helper, holding her ruling in progress (one answer, the details of KNOWN and board 7)."""
    other = RulingStore.open(path, director="Ivy")
    assert other.claim_draft(take_over=True).owned
    other.save_draft("", [("situation", "no_result")], {**KNOWN, "board": 7})
    return other


async def rule(app, pilot) -> int:
    """Walk PAIRS_TO_SCORE (NS 65% = 15.6 MP, EW 40% = 9.6 MP, recorded at the score): the id recorded."""
    await press(pilot, PAIRS_TO_SCORE)
    assert app._recorded_id is not None, app.error
    return app._recorded_id


async def new_ruling(pilot) -> None:
    await press(pilot, ["ctrl+n"])
    await press(pilot, ["y"])


@pytest.mark.parametrize("state", ["held", "declined", "declined-new", "lost-new", "taken-back"])
async def test_every_ruling_a_helper_records_carries_its_director_event_and_session(tmp_path, state):
    """Started with HELPER_DIRECTOR=Ivy (``RulingStore.open(director=...)``, as helper/cli/ui.py),
    in each hold state a ruling recorded here names Ivy, the event and the session; its board
    (a detail of the other helper's ruling) is not carried over."""
    path = tmp_path / "r.sqlite3"
    other = None
    with RulingStore.open(path, director="Ivy") as store:
        if state.startswith("declined"):
            other = other_helper(path)
        else:
            with RulingStore.open(path, director="Ivy") as first:  # the details remembered from a ruling before
                assert first.claim_draft().owned
                first.save_draft("", [], dict(KNOWN))
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        app.early_checks = ()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            if state.startswith("declined"):
                assert isinstance(app.screen, TakeOverScreen)
                await press(pilot, ["n"])
                assert not app.owns_draft
            if state in ("lost-new", "taken-back"):
                assert app.owns_draft
                other = RulingStore.open(path, director="Ivy")
                assert other.claim_draft(take_over=True).owned
                app._heartbeat()
                assert not app.owns_draft and app._lost_to == os.getpid()
            if state == "taken-back":
                await press(pilot, ["ctrl+o"])
                assert app.owns_draft
            if state.endswith("-new"):
                await new_ruling(pilot)
            number = await rule(app, pilot)
        record = store.record(number)
    if other is not None:
        other.close()
    assert {k: record.details.get(k) for k in KNOWN} == KNOWN
    assert "board" not in record.details
    assert (record.score["ns"]["matchpoints"], record.score["ew"]["matchpoints"]) == ("78/5", "48/5")  # 15.6, 9.6 MP


# ------------------------------------------------------------------ F4. one notice at a time

def status_lines(app) -> str:
    """The record line and the status line as drawn (the two lines of notices above the answer line)."""
    return squash("".join(on_screen(app.query_one(name)) for name in ("#record", "#status")
                          if app.query_one(name).display))


@pytest.mark.parametrize("before", ["resumed", "ctrl+o"])
async def test_a_take_over_notice_replaces_the_notice_before_it(tmp_path, before):
    """A notice on the screen ("Resumed the ruling in progress ...", or ^O's "This helper already
    holds ...") when another helper takes the ruling over: the take-over notice replaces it."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, director="Ivy") as first:
        assert first.claim_draft().owned
        first.save_draft("", [("situation", "no_result")], dict(KNOWN))
    with RulingStore.open(path, director="Ivy") as store:
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        app.early_checks = ()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            said = {"resumed": "Resumed the ruling in progress started at",
                    "ctrl+o": "This helper already holds the ruling in progress."}[before]
            if before == "ctrl+o":
                await press(pilot, ["ctrl+o"])
            assert squash(said) in status_lines(app)
            with RulingStore.open(path, director="Ivy") as other:
                assert other.claim_draft(take_over=True).owned
                app._heartbeat()
                await pilot.pause()
                shown = status_lines(app)
                assert squash(f"Another helper (process {os.getpid()}) took over the ruling in progress") in shown
                assert squash(said) not in shown
