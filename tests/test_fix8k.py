"""Issue 8, faults found by fresh tester 8g (engineer fix8k), with real SQLite records in tmp dirs.

F1. A ruling recorded by a helper that answered n to the take-over question had no Director,
    though HELPER_DIRECTOR named one: every ruling a helper records, in every hold state, carries
    the Director, event and session the helper knows.
"""

from __future__ import annotations

import contextlib
import os

import pytest

from helper.rulings import RulingStore
from helper.tui.app import HelperApp, TakeOverScreen

from tests.support import PAIRS_TO_SCORE, on_screen, press, squash, until_shown

KNOWN = {"event": "Spring Pairs", "session": "2", "director": "Ivy"}
"""The event, session and Director the Director gave in the form of the ruling in progress."""


def other_helper(path) -> RulingStore:
    """Ivy's other helper, holding her ruling in progress (one answer, the details of KNOWN and board 7)."""
    other = RulingStore.open(path, director="Ivy")
    assert other.claim_draft(take_over=True).owned
    other.save_draft("", [("situation", "no_result")], {**KNOWN, "board": 7})
    return other


@contextlib.asynccontextmanager
async def ivy_app(path, lang: str):
    """Ivy's helper in ``lang`` on the record at ``path``, at 80x24, started (no heartbeat of its own,
    no early checks: the tests drive them): yields (store, app, pilot)."""
    with RulingStore.open(path, director="Ivy") as store:
        app = HelperApp(lang=lang, store=store, heartbeat_seconds=3600)
        app.early_checks = ()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            yield store, app, pilot


async def rule(app, pilot) -> int:
    """Walk PAIRS_TO_SCORE (NS 65% = 15.6 MP, EW 40% = 9.6 MP, recorded at the score): the id recorded."""
    await press(pilot, PAIRS_TO_SCORE)
    assert app._recorded_id is not None, app.error
    return app._recorded_id


async def new_ruling(pilot) -> None:
    await press(pilot, ["ctrl+n"])
    await press(pilot, ["y"])


@pytest.mark.parametrize("state", ["held", "declined-new", "lost-new", "taken-back"])
async def test_every_ruling_a_helper_records_carries_its_director_event_and_session(tmp_path, state):
    """Started with HELPER_DIRECTOR=Ivy (``RulingStore.open(director=...)``, as helper/cli/ui.py),
    in each hold state a ruling recorded here names Ivy, the event and the session; its board
    (a detail of the other helper's ruling) is not carried over. (After n no answer is applied until
    ^N or ^O - fix8j - so a ruling is recorded there only after ^N.)"""
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
                await until_shown(pilot, app)  # the ruling taken back, read before typing
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


# ------------------------------------------------------------------ F2. ^O after an answer kept on the line

KEPT_NOT_GIVEN = "Not given: the answer kept on the line ({answer}) was for a question this ruling is no longer at."
NOT_ASKED = "y not taken: ^O asked nothing (it took the ruling at once)."


async def kept_then_taken(app, pilot, path, holder: str) -> RulingStore:
    """This helper loses the hold to another of Ivy's helpers, whose state is ``holder``: ``recorded`` (it
    recorded ruling 1 and shows it), ``fresh`` (a new ruling, no answer yet) or ``answered`` (it answered
    the first question). Then 1 Enter here: not applied, kept on the line. Returns the other helper."""
    from tests.test_take_over_states import finish

    other = RulingStore.open(path, director="Ivy")
    assert other.claim_draft(take_over=True).owned
    if holder == "recorded":
        other.save_draft("", [("situation", "no_result")])
        assert finish(other) == 1
    elif holder == "fresh":
        other.save_draft("", [], begins=True)
    else:
        other.save_draft("", [("situation", "no_result")])
    app._heartbeat()
    assert not app.owns_draft
    await press(pilot, ["1", "enter"])
    assert app.dialogue.answers == [] and app.query_one("#answer").value == "1"
    assert app.error  # "Not applied: ..." (tests/test_fix8i.py)
    return other


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
@pytest.mark.parametrize("holder", ["recorded", "fresh", "answered"])
async def test_ctrl_o_keeps_the_answer_on_the_line_or_says_it_was_not_given(tmp_path, holder, lang):
    """Tester 8g's three cases (el: the holder showed recorded ruling 1; zh: a fresh ruling; en: it had
    answered the question), in each language: after ^O the kept 1 is on the line for Enter when the
    ruling taken is still at the question it was typed at (fresh), else the screen says it was not
    given, naming it; a y typed after a take-back that asked nothing is not put on the line; the
    question asked (answered) says what y does to the kept answer."""
    from helper.i18n import get_translator

    _ = get_translator(lang).gettext
    path = tmp_path / "r.sqlite3"
    async with ivy_app(path, lang) as (store, app, pilot):
        other = await kept_then_taken(app, pilot, path, holder)
        await press(pilot, ["ctrl+o"])
        await until_shown(pilot, app)  # the box ^O asks, or the ruling it took at once, read before y
        if holder == "answered":  # in progress there: asked, and the box says what becomes of the 1
            assert isinstance(app.screen, TakeOverScreen)
            assert squash(_("The answer kept on the line ({answer}) stays there for Enter only if that ruling "
                            "is still at the question it was typed at; otherwise the screen says it was not "
                            "given.").format(answer="1")) in squash(app.screen.message)
        await press(pilot, ["y"])
        assert app.owns_draft and not isinstance(app.screen, TakeOverScreen)
        line = app.query_one("#answer").value
        shown = status_lines(app)
        if holder == "fresh":
            assert line == "1"  # still there, no y added
            assert squash(_(NOT_ASKED)) in shown
            await press(pilot, ["enter"])
            assert [(a.node, a.value) for a in app.dialogue.answers] == [("situation", "no_result")]
        else:
            assert line == ""
            assert squash(_(KEPT_NOT_GIVEN).format(answer="1")) in shown
            if holder == "recorded":
                assert app.dialogue.finished and app._recorded_id == 1
                assert squash(_(NOT_ASKED)) in shown
            else:
                assert [(a.node, a.value) for a in app.dialogue.answers] == [("situation", "no_result")]
        other.close()


# ------------------------------------------------------------------ F3. who recorded a ruling: as the record shows

def recorded_by_a_helper_that_quit(path) -> int:
    """Another of Ivy's helpers ("r2") takes her ruling in progress, records it (ruling 1: the answers of
    tests/test_take_over_states.ANSWERS), and quits. Returns the ruling's id."""
    from tests.test_take_over_states import finish

    with RulingStore.open(path, director="Ivy") as r2:
        assert r2.claim_draft(take_over=True).owned
        r2.save_draft("", [("situation", "no_result")])
        return finish(r2)


def a_helper_that_never_ruled(path) -> RulingStore:
    """A third helper of Ivy's that takes the (empty) holding and rules nothing."""
    idle = RulingStore.open(path, director="Ivy")
    assert idle.claim_draft(take_over=True).owned
    return idle


async def test_a_ruling_recorded_by_a_helper_that_quit_is_not_credited_to_the_one_taken_from(tmp_path):
    """Tester 8g's s1 and s2: ruling 1 was recorded by r2, which quit; the helper taken from (back or
    over) never ruled - the notices do not say it finished ruling 1 or that ruling 1 is its last."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, director="Ivy") as store:
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        app.early_checks = ()
        async with app.run_test(size=(80, 24)) as pilot:
            await press(pilot, ["1", "enter"])  # s2's own ruling in progress, taken by r2 and recorded there
            assert recorded_by_a_helper_that_quit(path) == 1
            idle = a_helper_that_never_ruled(path)
            app._heartbeat()
            assert app._lost_to == os.getpid()
            await press(pilot, ["ctrl+o"])  # nothing in progress there: taken back at once
            assert app.owns_draft and app._recorded_id == 1
            record = store.record(1)
            assert squash(app.notice) == squash(
                f"Taken back from process {os.getpid()}. This ruling is finished: ruling 1, started at "
                f"{record.begun[11:16]}, recorded at {record.created[11:16]} (UTC), is shown as recorded. ^P back "
                "corrects it; ^N starts a new ruling.")
            idle.close()
    with RulingStore.open(path, director="Ivy") as store:  # s1: started after, taken over from the idle helper
        idle = a_helper_that_never_ruled(path)
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        app.early_checks = ()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert app.owns_draft and app._recorded_id == 1
            assert squash(app.notice) == squash(
                f"Taken over from process {os.getpid()}. It has no ruling in progress; this Director's last ruling, "
                f"ruling 1, started at {record.begun[11:16]}, recorded at {record.created[11:16]} (UTC), is shown as "
                "recorded. ^P back corrects it; ^N starts a new ruling.")
        idle.close()


async def test_the_exit_message_says_the_ruling_taken_was_recorded(tmp_path):
    """Tester 8g's g2: the helper that took the ruling recorded it (ruling 1) and quit: on exit this helper
    says so, not that its answers are kept in the ruling in progress."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, director="Ivy") as store:
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        app.early_checks = ()
        async with app.run_test(size=(80, 24)) as pilot:
            await press(pilot, ["1", "enter"])
            assert recorded_by_a_helper_that_quit(path) == 1
            app._heartbeat()
            assert app._lost_to == "?" and not app.owns_draft  # taken, by a helper that has ended since
            assert app.exit_message("en") == ("The ruling that was on the screen was taken over by another helper and "
                                              "is recorded as ruling 1.")
            await press(pilot, ["1", "enter"])  # given here after it was taken: not applied
            assert app.exit_message("en") == ("The ruling that was on the screen was taken over by another helper and "
                                              "is recorded as ruling 1.")


# ------------------------------------------------------------------ F5. nothing beside a question's box

def drawn_screen(app) -> list[str]:
    """The whole terminal as drawn: the question's screen over the dimmed screen beneath."""
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    return ["".join(segment.text for segment in strip) for strip in update.strips]


@pytest.mark.parametrize("size", [(60, 16), (80, 24), (81, 24), (120, 30)])
@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_nothing_of_the_screen_beneath_shows_beside_a_question_box(tmp_path, lang, size):
    """Tester 8g: "┘g", "┐▄", "│ώ" at the right edge of the take-over box - a letter of the screen
    beneath (a cut word, the law panel's scrollbar) right beside its border. On every row of the box,
    left and right of it, the terminal is blank; above and below, the screen beneath is in view."""
    from helper.tui.common import ConfirmScreen

    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        app = HelperApp(lang=lang, store=store, heartbeat_seconds=3600)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await press(pilot, ["ctrl+n"])
            assert isinstance(app.screen, ConfirmScreen)
            rows = drawn_screen(app)
            top = next(i for i, row in enumerate(rows) if "┌" in row)
            bottom = next(i for i, row in enumerate(rows) if "└" in row)
            left, right = rows[top].index("┌"), rows[top].index("┐")
            for row in rows[top:bottom + 1]:
                assert not row[:left].strip() and not row[right + 1:].strip(), row
            assert rows[0].strip()  # the title of the screen beneath, dimmed


# ------------------------------------------------------------------ fresh tester 8h: ^O over a recorded ruling


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_ctrl_o_over_a_recorded_ruling_says_it_stays_recorded(tmp_path, lang):
    """Tester 8h: this helper shows ruling 1, recorded (NS 65% = 15.6 MP, EW 40% = 9.6 MP), when another
    of Ivy's helpers takes the hold with a ruling in progress; ^O's box said "The answers on this screen
    will be replaced by that ruling", read as a record about to be lost. It says ruling 1 stays
    recorded as it is; after y the log still holds ruling 1 unchanged, and the screen shows the ruling
    taken over (its one answer). With answers not recorded the old warning stays (test_fix8e)."""
    from helper.i18n import get_translator

    _ = get_translator(lang).gettext
    path = tmp_path / "r.sqlite3"
    async with ivy_app(path, lang) as (store, app, pilot):
        first = await rule(app, pilot)
        [before] = store.rulings()
        other = other_helper(path)
        app._heartbeat()
        assert not app.owns_draft
        await press(pilot, ["ctrl+o"])
        assert isinstance(app.screen, TakeOverScreen)
        message = squash(app.screen.message)
        assert squash(_("Ruling {id}, shown on this screen, stays recorded as it is; the screen will show the "
                        "ruling taken over instead.").format(id=first)) in message
        assert squash(_("The answers on this screen will be replaced by that ruling.")) not in message
        await press(pilot, ["y"])
        assert app.owns_draft and [(a.node, a.value) for a in app.dialogue.answers] == [("situation", "no_result")]
        [after] = store.rulings()
        assert (after.id, after.answers, after.score) == (before.id, before.answers, before.score) == \
            (first, before.answers, before.score)
        assert (after.score["ns"]["matchpoints"], after.score["ew"]["matchpoints"]) == ("78/5", "48/5")
        other.close()
