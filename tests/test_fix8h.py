"""Issue 8, faults found by fresh tester 8e (engineer fix8h), with real SQLite records in tmp dirs.

1. A ``y`` typed while a helper starts (before its take-over question is drawn) took the ruling
   over from another helper of the same Director; a "Too early" line then hid the take-over
   notice. The other helper is a live RulingStore of this process; the keys are posted with the
   time they arrived, as the terminal driver posts them (tmux: tests/test_fix8h_terminal.py).
2. Two helpers of one Director started at once: the one that lost the hold said nothing until a
   key, and an answer given there was shown and never saved.
3. "has ended" for a helper whose process is gone or that let the ruling go as it quit; "no longer
   responds" only for a live one silent past the stale time.
4. Ctrl+N where the ruling was taken over says what y does there.
5. Chinese label/value separators are "：" in ``rulings show``, ``list`` and errors.
6. Details remembered in an unnamed login survive a restart in that login.
7. Numbered answers written after their question are never broken inside.
"""

from __future__ import annotations

import os
from contextlib import asynccontextmanager

import pytest

from textual import events

from helper.rulings import RulingStore
from helper.tui.app import HelperApp, TakeOverScreen

from tests import support, test_record_ui
from tests.support import press, squash, until, until_shown
from tests.test_take_over_states import drawn, other_with


data = support.log_data  # the log tests' data directory and default settings
beside = test_record_ui.beside  # the app beside other helper processes on one record

BOX = str.maketrans("", "", "│┌┐└┘─")  # the box's border, drawn around the question's lines


def typed_ahead(app, *names: str, time: float) -> None:
    """Post ``names`` as keys that arrived at ``time`` (before the question was drawn)."""
    for name in names:
        character = {"enter": "\r", "escape": "\x1b"}.get(name, name)
        key = events.Key(name, character)
        key.time = time
        app.post_message(key)


async def settle(pilot) -> None:
    for _ in range(4):
        await pilot.pause()


async def test_a_y_typed_before_the_take_over_question_is_drawn_takes_nothing_over(tmp_path):
    path = tmp_path / "r.sqlite3"
    other = other_with(path, "progress")  # helper A: a ruling in progress, alive
    try:
        with RulingStore.open(path) as store:
            before = events.Key("a", "a").time  # the keys are sent as the helper starts
            app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
            async with app.run_test(size=(80, 24)) as pilot:
                typed_ahead(app, "y", "2", "enter", time=before)
                await settle(pilot)
                assert isinstance(app.screen, TakeOverScreen)  # still asked: nothing taken over
                assert not app.owns_draft and app.dialogue.answers == []
                other.heartbeat()  # helper A still holds its ruling (raises DraftLost if taken)
                body = squash(drawn(app.screen.query_one("#confirm-body")).translate(BOX))
                assert squash("Too early: that key came before this question was shown; it was not taken. "
                              "Read the question, then press y or n.") in body
                assert squash("Take over the ruling in progress, started at 11:37 (UTC)") in body
                await press(pilot, ["y"])  # typed with the question on the screen: taken over
                assert app.owns_draft and not isinstance(app.screen, TakeOverScreen)
                notice = f"Taken over from process {os.getpid()}."
                assert squash(notice) in squash(app.notice)
                # Keys sent before the resumed question was drawn are refused, and the refusal is
                # said under the take-over notice, not over it.
                typed_ahead(app, "2", "enter", time=before)
                await settle(pilot)
                assert [(a.node, a.value) for a in app.dialogue.answers] == [("situation", "no_result"),
                                                                               ("director_error", "no")]
                status = squash(drawn(app.query_one("#status")))
                assert squash(notice) in status and squash("Too early: keys came before this question") in status
    finally:
        other.close()


async def test_the_start_over_question_still_takes_a_y_typed_with_its_ctrl_n(tmp_path):
    """Issue 7 A5 stays: Ctrl+N's question is asked by the Director's own key, so a y sent in one
    write with it answers it (a new ruling: no answers, no question over the screen)."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, ["1", "enter"])
        await settle(pilot)
        typed_ahead(app, "ctrl+n", "y", time=events.Key("a", "a").time)
        await settle(pilot)
        assert len(app.screen_stack) == 1 and app.dialogue.answers == []


# ------------------------------------------------------------------ 3. "has ended", not "no longer responds"

async def test_a_ruling_taken_from_a_killed_helper_says_it_has_ended(beside):
    other = beside.holder()  # a real helper process holding a ruling in progress (one answer)
    other.process.kill()  # kill -9: it never lets the ruling go
    other.process.wait(10)
    async with beside.app("en") as (app, pilot, store):
        assert app.owns_draft and [a.node for a in app.dialogue.answers] == ["situation"]
        assert squash(app.notice) == squash(f"Taken over from process {other.pid}, which has ended. Its ruling in "
                                            f"progress, started at {store.begun()[11:16]} (UTC), resumes here.")


@asynccontextmanager
async def taken_from(tmp_path):
    """The app at 80x24 with one answer given, whose ruling in progress another helper of the same
    Director (a RulingStore of this process) then took over, found out by the next answer: yields
    (app, pilot, other)."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store, RulingStore.open(path) as other:
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        async with app.run_test(size=(80, 24)) as pilot:
            await press(pilot, ["1", "enter"])
            assert other.claim_draft(take_over=True).owned
            await press(pilot, ["1", "enter"])  # (the next write finds it taken)
            assert app._lost_to == os.getpid()
            yield app, pilot, other


async def test_a_ruling_taken_back_from_a_helper_that_quit_says_it_has_ended(tmp_path):
    """The helper that took the ruling quit (Ctrl+X lets the ruling go): taken back with ^O, at once."""
    async with taken_from(tmp_path) as (app, pilot, other):
        other.release()  # ... and quit
        await press(pilot, ["ctrl+o"])
        assert app.owns_draft and not isinstance(app.screen, TakeOverScreen)
        assert squash(app.notice).startswith(squash(f"Taken back from process {os.getpid()}, which has ended."))


# ------------------------------------------------------------------ 4. Ctrl+N where the ruling was taken over

async def test_ctrl_n_in_a_helper_whose_ruling_was_taken_says_what_y_does(tmp_path):
    from helper.tui.common import ConfirmScreen

    async with taken_from(tmp_path) as (app, pilot, other):
        await press(pilot, ["ctrl+n"])
        assert isinstance(app.screen, ConfirmScreen)
        body = squash(drawn(app.screen.query_one("#confirm-body")).translate(BOX))
        assert body == squash(f"This ruling is held by another helper (process {os.getpid()}) and stays there "
                              "as it is. Start a new ruling on this screen? It is recorded here when finished; "
                              "^O takes this ruling back instead. (y / n)")
        await press(pilot, ["y"])
        assert app.dialogue.answers == []
        assert len(other.load_draft().answers) == 1  # the ruling held there is not cleared


# ------------------------------------------------------------------ 5. the Chinese colon between label and value

def test_chinese_show_list_and_details_errors_separate_label_and_value_with_a_full_width_colon(data, capsys):
    from tests.support import run
    from tests.test_log import SESSION_65, answers_file

    path = answers_file(data, "event: Spring Cup\nboard: 5\ndirector: Dora\nns_names: Wang / Li\n" + SESSION_65)
    assert run(capsys, "rule", "--answers", str(path), "--record")[0] == 0
    code, out, _err = run(capsys, "rulings", "show", "1", "--lang", "zh")
    assert code == 0
    lines = out.splitlines()
    for line in ("  比赛项目：Spring Cup", "  牌号：5", "  南北姓名：Wang / Li", "  裁判：Dora"):
        assert line in lines
    code, out, _err = run(capsys, "rulings", "list", "--lang", "zh")
    assert code == 0 and "Spring Cup、第 5 副牌、Dora：第12条C款2项(a)" in out
    code, out, _err = run(capsys, "rulings", "list", "--lang", "el")  # Greek writes the colon as English does
    assert code == 0 and "Spring Cup, διανομή 5, Dora: 12Γ2(α)" in out
    code, out, err = run(capsys, "rulings", "details", "1", "--board", "0", "--lang", "zh")
    assert code == 2 and "--board：牌号必须是 1 到 999 之间的整数：0" in err and out == ""


# ------------------------------------------------------------------ 2. two helpers of one Director started at once

async def test_a_helper_that_lost_the_hold_at_start_says_so_without_a_key(tmp_path):
    """Helper A starts; helper B of the same Director starts a moment later and, A having nothing in
    progress, takes the holding at once. A's screen says so within the early checks, no key typed."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as a_store, RulingStore.open(path) as b_store:
        a = HelperApp(lang="en", store=a_store, heartbeat_seconds=3600)
        async with a.run_test(size=(80, 24)) as a_pilot:
            await a_pilot.pause()
            assert a.owns_draft
            b = HelperApp(lang="en", store=b_store, heartbeat_seconds=3600)
            async with b.run_test(size=(80, 24)) as b_pilot:
                await until_shown(b_pilot, b)  # B's first frame, seen before anything else is looked at
                assert b.owns_draft and not isinstance(b.screen, TakeOverScreen)  # nothing to ask about
                await until(a_pilot, lambda: a.record_problem is not None)  # the early checks: at 0.5, 1.5 and 3 s
                shown = squash(drawn(a.query_one("#record")))
                assert shown == squash(f"Another helper (process {os.getpid()}) now holds this Director's ruling "
                                       "in progress. ^N starts a new ruling here (recorded); ^O makes this helper "
                                       "hold this Director's ruling in progress again.")


async def test_an_answer_given_after_the_hold_was_lost_unseen_is_not_shown_as_given(tmp_path):
    """The loss not yet seen by a check (no early checks here): the answer finds it out before it is
    applied; it stays on the line, nothing is in the transcript; ^O takes the ruling back and Enter
    then gives the answer, saved."""
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store, RulingStore.open(path) as other:
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        app.early_checks = ()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert other.claim_draft(take_over=True).owned  # the other helper: nothing in progress here
            await press(pilot, ["1", "enter"])
            assert app.dialogue.answers == [] and app.query_one("#answer").value == "1"
            assert squash(app.error) == squash(
                "Not applied: another helper has just taken this Director's ruling in progress over, so this "
                "answer would not be saved. It is kept on the line: ^O takes the ruling back here, then Enter "
                "gives it; ^N starts a new ruling here.")
            await press(pilot, ["ctrl+o"])
            assert app.owns_draft and app.query_one("#answer").value == "1"
            await until_shown(pilot, app)  # the ruling taken back, read before Enter
            await press(pilot, ["enter"])
            assert [(a.node, a.value) for a in app.dialogue.answers] == [("situation", "no_result")]
        assert list(map(tuple, store.load_draft().answers)) == [("situation", "no_result")]  # saved


# ------------------------------------------------------------------ 6. remembered details survive a restart

async def test_details_remembered_in_an_unnamed_login_survive_a_restart_in_that_login(tmp_path, monkeypatch):
    """No HELPER_DIRECTOR: the Director and event typed in F4 before the first answer are there again
    when the helper is quit and started again in the same login (the same terminal)."""
    from tests.test_log_tui import fill

    monkeypatch.delenv("HELPER_DIRECTOR", raising=False)
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store:
        assert store.key.startswith("session:")  # the login session: no Director named
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        async with app.run_test(size=(80, 24)) as pilot:
            await press(pilot, ["f4"])
            await fill(pilot, ["Spring Cup", "", "", "", "", "", "", "", "", "Dora"])
            assert (app.details.get("event"), app.details.get("director")) == ("Spring Cup", "Dora")
    with RulingStore.open(path) as store:  # the helper started again in the same login
        app = HelperApp(lang="en", store=store, heartbeat_seconds=3600)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert (app.details.get("event"), app.details.get("director")) == ("Spring Cup", "Dora")
            assert store.key == "director:dora"  # working on Dora's own ruling in progress again


# ------------------------------------------------------------------ 7. numbered answers never broken inside

@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_the_penalty_questions_numbered_answers_are_never_broken_inside_at_60_columns(tmp_path, lang):
    from helper.i18n import get_translator
    from tests.support import PAIRS_TO_SCORE, on_screen

    _ = get_translator(lang).gettext
    entries = ["1 " + _("No"), "2 " + _("On NS"), "3 " + _("On EW")]  # as the catalogue words them
    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        app = HelperApp(lang=lang, store=store)
        async with app.run_test(size=(60, 16)) as pilot:
            await press(pilot, PAIRS_TO_SCORE)
            await pilot.pause()
            lines = [line.replace("\u00a0", " ") for widget in app.query("#transcript Static")
                     for line in on_screen(widget).splitlines()]
            written = [line for line in lines if _("Is there also a procedural penalty (Law 90)?")[:8] in line]
            if not written:  # it fits the answer line (Chinese): asked there whole
                assert lang == "zh"
                hint = app.query_one("#answer").placeholder
                assert all(entry in hint for entry in entries)
                return
            at = lines.index(written[0])
            for entry in entries:  # each number with its whole label on one line
                assert any(entry in line for line in lines[at:]), (entry, lines[at:])


def test_a_numbered_answer_kept_whole_is_never_broken_at_any_width():
    """The Chinese individual's "which player" answers ("1 东家  2 西家"): broken between 东 and 家
    before; kept whole (each on one line) at every width they fit, drawn with plain spaces."""
    from rich.cells import cell_len

    from helper.tui.wrap import keep_whole, wrap

    entries = ["1 东家", "2 西家"]
    text = "罚分由哪位牌手承担？" + "".join("  " + keep_whole(entry) for entry in entries)
    for width in range(cell_len("1 东家"), 40):
        lines = [line.replace("\u00a0", " ") for line in wrap(text, width)]
        for entry in entries:
            assert any(entry in line for line in lines), (width, lines)
    plain = "罚分由哪位牌手承担？" + "".join("  " + entry for entry in entries)
    assert any(not all(any(e in line for line in wrap(plain, w)) for e in entries) for w in range(6, 40))
