"""A helper that has lost its ruling to another and quits (issue 8 kind: a crash in front of players): its
heartbeat, due while Textual takes the screen down, found the claim gone (DraftLost) and went to say so on a
status line no longer there - NoMatches at the quit (seen by clean16 under load in test_fix8i). A heartbeat after
the shutdown began, and a status line asked for with no screen, do nothing. Real SQLite, Textual's pilot."""

from __future__ import annotations

import pytest

from helper.rulings import DraftLost, RulingStore
from helper.tui.app import HelperApp
from tests.support import PAIRS_TO_SCORE, press, until_shown


async def test_a_heartbeat_after_the_quit_of_a_helper_that_lost_its_ruling_says_nothing_and_raises_nothing(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as a_store, RulingStore.open(path) as b_store:
        a = HelperApp(lang="en", store=a_store, heartbeat_seconds=3600)
        a.early_checks = ()  # A has not yet seen the loss when it quits
        async with a.run_test(size=(80, 24)) as a_pilot:
            await until_shown(a_pilot, a)
            await press(a_pilot, PAIRS_TO_SCORE[:2])
            assert a.owns_draft
            b_store.key = a_store.key  # the same Director's helper elsewhere takes the ruling
            b_store.claim_draft(take_over=True)
            with pytest.raises(DraftLost):  # what A's heartbeat meets from now on
                a_store.heartbeat()
        # A's pilot has ended: the app's screens are gone. Its heartbeat, due now, meets the claim gone:
        # nothing raises, nothing is recorded, B's ruling in progress is untouched.
        a._heartbeat()
        a._render_status()
        assert a_store.rulings() == []
        assert [tuple(x) for x in b_store.load_draft().answers] == [tuple(x) for x in a_store.load_draft().answers]


async def test_the_start_hold_due_after_a_quit_before_the_first_frame_draws_nothing_and_raises_nothing(tmp_path):
    """A helper quit within the start's hold (START_HOLD_SECONDS), before its first frame: the hold's timer, due
    while Textual takes the screens down, found no screen (ScreenStackError; clean16b, under a late-frame
    simulation). It now draws nothing."""
    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        async with app.run_test(size=(80, 24)):
            app.start_drawn = False  # as if the first frame were still held when the Director quits
        app._draw_start(settled=False)
        assert app.start_drawn is False  # nothing drawn
