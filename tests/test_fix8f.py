"""Issue 8, what a fresh tester (8c) found after fix8e (session 11, fix8f).

1: details amended (``helper rulings details ID ...``) on a ruling that a later record follows
(completes with its penalty, corrects) are refused with a pointer to the ruling in force, inside
the store's write transaction - the same rule as appeal outcomes (Laws 92, 93; issue 8).

Real SQLite files; the TUI through Textual's pilot; the command line through main().
"""

from __future__ import annotations

import json

import pytest

from helper.rulings import RulingStore, Superseded
from tests.support import assert_user_error, helper_app, on_screen, run, squash, until_shown
from tests import support
from tests.test_fix8e import penalty_after, store_path


data = support.log_data  # the log tests' data directory and default settings


async def test_an_amendment_of_a_followed_ruling_points_to_the_ruling_in_force(data, capsys):
    # Ruling 1 with its penalty open, amended (table 9) and appealed (upheld) from another shell;
    # the penalty answered: record 2 completes ruling 1 (Law 90A).
    await penalty_after(data, capsys, ["rulings", "details", "1", "--table", "9", "--by", "Chief"],
                        ["rulings", "appeal", "1", "--outcome", "upheld"])
    capsys.readouterr()
    code, out, err = run(capsys, "rulings", "details", "1", "--board", "11", "--by", "Chief2")
    assert_user_error(code, out, err, "Ruling 1 is followed by ruling 2",
                      "helper rulings details 2 ...", "Nothing is recorded.")
    with RulingStore.open(store_path(data)) as store:
        # The store refuses too (another helper may have completed the ruling meanwhile).
        with pytest.raises(Superseded) as refused:
            store.amend_details(1, {"board": "11"}, "Chief2")
        assert (refused.value.ruling, refused.value.by) == (1, 2)
        first, second = store.rulings()
    assert [a.by for a in first.amendments] == ["Chief"] and "board" not in first.details
    assert second.amendments == () and "board" not in second.details
    # On the ruling in force the amendment lands, and the log finds it by its board.
    code, out, err = run(capsys, "rulings", "details", "2", "--board", "11", "--by", "Chief2")
    assert code == 0 and "amended (amendment 1, by Chief2)" in err
    shown = json.loads(run(capsys, "rulings", "show", "2", "--json")[1])
    assert (shown["details"]["board"], shown["details"]["table"]) == (11, "9")
    listed = json.loads(run(capsys, "rulings", "list", "--board", "11", "--json")[1])
    assert [r["id"] for r in listed] == [2]


# ---------------------------------------------------------------- 2a, 5: the form of a ruling held elsewhere

BEGUN = "2026-12-01T15:21:07+00:00"  # when the ruling began (its first answer), set by hand


@pytest.mark.parametrize("lang,size", [("en", (80, 24)), ("zh", (80, 24)), ("el", (80, 24)), ("en", (60, 16)),
                                       ("zh", (60, 16)), ("el", (60, 16))])
async def test_the_form_of_a_ruling_taken_over_says_its_start_and_keeps_what_is_typed(data, lang, size):
    """A's ruling is taken over by B: A's F4 gives the ruling's start and who holds it (the line was
    blank); the form saved in A is not saved - said so - and its text is kept: F4 shows it again,
    and taking the ruling back carries it to the ruling in progress."""
    import os

    from helper.i18n import get_translator
    from helper.tui.app import TakeOverScreen
    from tests.support import PAIRS_TO_SCORE
    from tests.test_fix8e import press, set_begun

    _ = get_translator(lang).gettext
    pid = os.getpid()
    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE[:4], lang=lang, size=size) as (app, pilot):  # two answers
            set_begun(path, BEGUN)
            store.begun_saved = BEGUN
            with RulingStore.open(path) as other:  # B takes it over
                assert other.claim_draft(take_over=True).owned
                app._heartbeat()
                await pilot.pause()
                assert not app.owns_draft and app._lost_to is not None
                await press(pilot, ["f4"])
                expected = _("Started {date} (UTC); the ruling is now held by another helper (process {pid}).").format(
                    date="2026-12-01 15:21", pid=pid)
                assert app.screen.started == expected
                assert squash(expected) in squash(on_screen(app.screen.query_one("#details-error")))  # drawn whole
                await press(pilot, ["9", "f4"])  # the event: "9"; saved
                assert app.notice == _(
                    "The details are not saved: this ruling is now held by another helper (process {pid}). What was "
                    "typed is kept: F4 shows it again; ^O takes the ruling back.").format(pid=pid)
                assert store.load_details() == {} and other.load_details() == {}
                await press(pilot, ["f4"])
                assert app.screen.values[0] == "9"  # shown again
                await press(pilot, ["f4"])  # saved again: again not saved, still kept
                assert app._held_form == {"event": "9"} and str(pid) in app.notice
                other.release()
            await press(pilot, ["ctrl+o"])
            if isinstance(app.screen, TakeOverScreen):
                await press(pilot, ["y"])
            assert app.owns_draft and [a.node for a in app.dialogue.answers] == ["situation", "director_error"]
            assert store.load_form() == {"event": "9"}
            await press(pilot, ["f4"])
            assert app.screen.values[0] == "9" and app.screen.started == _("Started {date} (UTC)").format(
                date="2026-12-01 15:21")


# ---------------------------------------------------------------- 3: one take-over notice at a time

@pytest.mark.parametrize("lang,size", [("en", (80, 24)), ("zh", (80, 24)), ("el", (60, 16))])
async def test_a_new_take_over_replaces_the_take_back_notice(data, lang, size):
    """B takes its ruling back ("Taken back from process N ... resumes here"), then another helper
    takes it over again: only the new notice is shown, the old one - no longer true - is gone."""
    import os

    from helper.i18n import get_translator
    from helper.tui.app import TakeOverScreen
    from tests.support import PAIRS_TO_SCORE
    from tests.test_fix8d import status
    from tests.test_fix8e import press

    _ = get_translator(lang).gettext
    taken_back = _("Taken back from process {pid}.").format(pid=os.getpid())
    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE[:4], lang=lang, size=size) as (app, pilot):
            with RulingStore.open(path) as other:
                assert other.claim_draft(take_over=True).owned
                app._heartbeat()
                await pilot.pause()
                await press(pilot, ["ctrl+o"])
                if isinstance(app.screen, TakeOverScreen):
                    await press(pilot, ["y"])
                assert app.owns_draft and taken_back in app.notice
                assert other.claim_draft(take_over=True).owned  # taken over again
                app._heartbeat()
                await pilot.pause()
                assert not app.owns_draft
                shown = squash(status(app))
                assert squash(taken_back) not in shown
                assert squash(app.record_problem(lang)) in squash(
                    on_screen(app.query_one("#record")))


# ---------------------------------------------------------------- 4: wording true to the state

async def test_the_list_says_whose_the_latest_appeal_is_among_carried_ones(data, capsys):
    # Ruling 1 appealed (upheld) while its penalty is open; record 2 completes it and carries that
    # outcome; record 2's own first outcome (withdrawn) is the latest: "Appeal 1" alone would read
    # as ruling 1's.
    await penalty_after(data, capsys, ["rulings", "appeal", "1", "--outcome", "upheld"])
    capsys.readouterr()
    assert run(capsys, "rulings", "appeal", "2", "--outcome", "withdrawn")[0] == 0
    code, out, err = run(capsys, "rulings", "list")
    [line] = [line for line in out.splitlines() if "appeal outcomes" in line]
    assert "2 appeal outcomes, the latest: Appeal 1 of ruling 2 (" in line and line.endswith("withdrawn.]")


def test_a_take_back_finding_nothing_in_progress_does_not_say_the_other_cleared_it():
    from helper.rulings.messages import take_over_notice

    assert take_over_notice("en", back=True, pid=4242, responds=True, kind="new", begun="", record_id=None,
                            recorded="", mine=None) == (
        "Taken back from process 4242. It has no ruling in progress and recorded none from this one: a new "
        "ruling begins here.")


# ---------------------------------------------------------------- 2b: a correction keeps the start

async def test_a_correction_after_back_of_a_completed_ruling_keeps_its_start(data):
    """Ruling 1 completed with its penalty (EW, 10% of a top of 24 = 2.4 MP; Law 90A), begun at
    15:21; Back (Ctrl+P) to the penalty's size, the standard size (25% of 24 = 6 MP) given: the
    correction (ruling 2) keeps 15:21 as its start, not the time of the Back."""
    import sqlite3

    from tests.support import PAIRS_TO_SCORE
    from tests.test_fix8e import press

    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE + ["3", "enter", "1", "0", "enter"]) as (app, pilot):
            [first] = store.rulings()
            assert first.score["penalty"]["matchpoints"] == "12/5"
            with sqlite3.connect(path) as connection:
                connection.execute("UPDATE ruling SET begun = ? WHERE id = 1", (BEGUN,))
            await press(pilot, ["ctrl+p"])
            assert store.draft_state().begun == BEGUN  # the ruling in progress again: its start kept
            await press(pilot, ["f4"])
            assert app.screen.started == "Started 2026-12-01 15:21 (UTC)"
            await press(pilot, ["escape"])
            await until_shown(pilot, app)  # the question under the closed screen, read before the edit
            await press(pilot, ["ctrl+u", "enter"])
            first, second = store.rulings()
    assert (second.corrects, second.score["penalty"]["matchpoints"]) == (1, "6")
    assert (first.begun, second.begun) == (BEGUN, BEGUN)


# ---------------------------------------------------------------- 6: a Director's name refused is not recorded

async def test_a_director_name_refused_is_neither_recorded_nor_remembered(data):
    """Cy's own helper holds Cy's ruling in progress; this helper's Director renamed "Cy" in F4 is
    refused: the ruling is recorded without that Director (not listed as Cy's), and the next
    ruling after Ctrl+N stays in this helper's own slot, Cy's ruling untouched."""
    from tests.support import PAIRS_TO_SCORE
    from tests.test_fix8e import press
    from tests.test_log_tui import fill

    path = store_path(data)
    with RulingStore.open(path) as store, RulingStore.open(path, director="Cy") as cy:
        assert cy.claim_draft().owned
        cy.save_draft("en", [("situation", "no_result")])
        async with helper_app(store, PAIRS_TO_SCORE[:2]) as (app, pilot):
            key = store.key
            await press(pilot, ["f4"])
            await fill(pilot, ["", "", "", "", "", "", "", "", "", "Cy"])
            assert "not changed to that name" in app.notice and store.key == key
            await until_shown(pilot, app)  # the question under the closed form, read before typing
            await press(pilot, PAIRS_TO_SCORE[2:] + ["1", "enter"])  # to the score, no penalty
            [record] = store.rulings()
            assert "director" not in record.details
            await press(pilot, ["ctrl+n", "y"])
            await until_shown(pilot, app)  # the new ruling's first question, read before typing
            await press(pilot, ["1", "enter"])
            assert store.key == key and app.owns_draft and "director" not in app.details
        assert cy.load_draft().answers == [("situation", "no_result")]


# ---------------------------------------------------------------- 7: the penalty question whole at 60x16

@pytest.mark.parametrize("lang,size", [("en", (60, 16)), ("el", (60, 16)), ("zh", (60, 16)), ("en", (80, 24))])
async def test_the_penalty_question_too_long_for_the_answer_line_is_written_out_in_view(data, lang, size):
    """Law 90A's question after the score with its numbered answers: 68 cells in English, 71 in
    Greek (more than the 58 of the answer line at 60 columns) - written out whole in the
    transcript and in view; Chinese (56 cells) and English at 80 columns (78 cells) fit the
    answer line and are asked there."""
    from rich.cells import cell_len
    from textual.containers import VerticalScroll

    from helper.i18n import get_translator
    from helper.tui.app import HelperApp
    from tests.support import PAIRS_TO_SCORE
    from tests.test_fix8e import press
    from tests.test_tui import transcript_squashed

    _ = get_translator(lang).gettext
    whole = "  ".join([_("Is there also a procedural penalty (Law 90)?"), "1 " + _("No"), "2 " + _("On NS"),
                       "3 " + _("On EW")])
    with RulingStore.open(store_path(data)) as store:
        app = HelperApp(lang=lang, store=store)
        async with app.run_test(size=size) as pilot:
            await press(pilot, PAIRS_TO_SCORE)
            await pilot.pause()
            assert app._after_choice_text(app.dialogue.after_question) == whole
            assert app.query_one("#answer").content_region.width == size[0] - 2
            if cell_len(whole) <= size[0] - 2:
                assert lang == "zh" or size == (80, 24)
                assert squash(whole) not in transcript_squashed(app)
                return
            assert squash(whole) in transcript_squashed(app)
            transcript = app.query_one("#transcript", VerticalScroll)
            assert transcript.scroll_y == transcript.max_scroll_y  # in view: the question is the last line
