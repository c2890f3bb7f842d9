"""Issue 8, what fresh tester 8d found (session 12, fix8g).

1: a take-back of a ruling the other helper took Back (Ctrl+P) to its first question: the same
ruling (its answers taken back are offered again, its start kept), said so - not "a new ruling
begins" with the old start recorded.

Real SQLite files; the TUI through Textual's pilot.
"""

from __future__ import annotations

import pytest

from helper.rulings import RulingStore
from tests import support
from tests.support import PAIRS_TO_SCORE, press
from tests.test_fix8e import set_begun, store_path

data = support.log_data  # the log tests' data directory and default settings

BEGUN = "2026-12-01T20:56:07+00:00"  # when d's ruling began (its first answer), set by hand


# ---------------------------------------------------------------- 1: take-back after Back

@pytest.mark.parametrize("lang", ["en", "el"])
async def test_a_ruling_taken_back_after_back_to_its_first_question_is_the_same_ruling(data, lang):
    """d answers the first question (20:56); e takes it over and presses Back twice (no answers,
    one taken back); d takes it back with ^O: asked first (a ruling in progress), told its ruling
    started at 20:56 resumes, the answer taken back is offered on the answer line, and the ruling,
    answered on and recorded, keeps 20:56 as its start."""
    import os

    from helper.i18n import get_translator
    from helper.tui.app import HelperApp, TakeOverScreen

    _ = get_translator(lang).gettext
    path = store_path(data)
    with RulingStore.open(path) as store:
        app = HelperApp(lang=lang, store=store, heartbeat_seconds=3600)
        async with app.run_test(size=(80, 24)) as pilot:
            await press(pilot, PAIRS_TO_SCORE[:2])  # Q1 answered: no result
            set_begun(path, BEGUN)
            store.begun_saved = BEGUN
            with RulingStore.open(path) as other:  # e takes it over, Back twice: the first question
                assert other.claim_draft(take_over=True).owned
                other.save_draft(lang, [], back=[("situation", "no_result")])
                app._heartbeat()
                await pilot.pause()
                assert not app.owns_draft
                state = other.draft_state()
                assert state.in_progress and state.begun == BEGUN
                await press(pilot, ["ctrl+o"])
                # e is live: asked first, naming the ruling's own start
                assert isinstance(app.screen, TakeOverScreen)
                assert "20:56" in app.screen.message
                await press(pilot, ["y"])
            pid = os.getpid()
            assert app.owns_draft and app.dialogue.answers == []
            said = _("Its ruling in progress, started at {time} (UTC), resumes here.").format(time="20:56")
            assert said in app.notice
            assert _("It has no ruling in progress and recorded none from this one: a new ruling begins "
                     "here.") not in app.notice
            assert str(pid) in app.notice
            assert app.query_one("#answer").value == "1"  # the answer taken back, offered
            await press(pilot, ["enter"])  # kept
            assert [(a.node, a.value) for a in app.dialogue.answers] == [("situation", "no_result")]
            assert store.draft_state().begun == BEGUN
            await press(pilot, PAIRS_TO_SCORE[2:] + ["1", "enter"])  # on to the score, no penalty
            [record] = store.rulings()
            assert record.begun == BEGUN


async def test_a_take_back_with_nothing_left_begins_a_new_ruling_at_its_own_first_answer(data):
    """e took the ruling over and cleared it (no answers, none taken back) though the record
    still names the old start: d is told a new ruling begins, and that ruling's start is its
    own first answer, not the old one."""
    from helper.tui.app import HelperApp, TakeOverScreen

    path = store_path(data)
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        async with app.run_test(size=(80, 24)) as pilot:
            await press(pilot, PAIRS_TO_SCORE[:2])
            set_begun(path, BEGUN)
            store.begun_saved = BEGUN
            with RulingStore.open(path) as other:
                assert other.claim_draft(take_over=True).owned
                other.save_draft("en", [])  # nothing in progress; the start left as it was
                app._heartbeat()
                await pilot.pause()
                assert not other.draft_state().in_progress
                await press(pilot, ["ctrl+o"])
                if isinstance(app.screen, TakeOverScreen):
                    await press(pilot, ["y"])
            assert "a new ruling begins here" in app.notice
            assert app.query_one("#answer").value == ""
            await press(pilot, ["1", "enter"])
            begun = store.draft_state().begun
            assert begun and begun != BEGUN
