"""Issue 8, what a fresh tester (8b) left (session 11, fix8e).

A: an appeal outcome (Laws 92, 93) or an amendment of the details recorded against a ruling is
never dropped by a later record that follows it (completes it with its procedural penalty,
corrects it after Back, recorded again after another helper's change, or named with ``rule
--record --corrects``): the record in force carries them forward.

Real SQLite files; the TUI through Textual's pilot. The ruling is tests.support.PAIRS_TO_SCORE
(top 24, Law 78A: NS 65% = 15.6 MP, EW 40% = 9.6 MP), recorded at its score; its penalty question
(Law 90A) answered "3, Enter, Enter": on EW, the standard penalty (25% of a top of 24 = 6 MP).
The committee's changed score NS 55%, EW 45% is, at a top of 24, NS 13.2 MP, EW 10.8 MP
(55 x 24 / 100 = 13.2; 45 x 24 / 100 = 10.8), worked by hand.
"""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from html.parser import HTMLParser

import pytest

from helper.rulings import RulingStore, Superseded
from helper.tui.app import HelperApp
from tests.support import PAIRS_TO_SCORE, helper_app, on_screen, run, squash, until_shown
from tests import support

CHANGED_55 = "the ruling is changed: NS 55% = 13.2 MP, EW 45% = 10.8 MP."


press = support.press
data = support.log_data  # the log tests' data directory and default settings


def store_path(data):
    return data / "data" / "rulings.sqlite3"


async def penalty_after(data, capsys, *commands):
    """Ruling 1 recorded at its score, its penalty question still open; ``commands`` (argv lists)
    run from the command line meanwhile; then the penalty answered on the screen (on EW, the
    standard size)."""
    with RulingStore.open(store_path(data)) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await press(pilot, PAIRS_TO_SCORE)
            assert [r.id for r in store.rulings()] == [1]
            assert app.dialogue.after_question.id == "penalty"
            for argv in commands:  # another shell, while this helper runs
                done = subprocess.run([sys.executable, "-m", "helper", *argv], capture_output=True, text=True,
                                      timeout=300)
                assert done.returncode == 0, done.stderr
            await press(pilot, ["3", "enter"])
            await press(pilot, ["enter"])  # the standard size
            return app


class _Text(HTMLParser):
    def __init__(self):
        super().__init__()
        self.parts = []

    def handle_data(self, text):
        self.parts.append(text)


async def test_a_committee_decision_is_carried_to_the_record_that_completes_the_ruling(data, capsys):
    await penalty_after(data, capsys, ["rulings", "appeal", "1", "--outcome", "changed", "--ns", "55", "--ew", "45"])
    with RulingStore.open(store_path(data)) as store:
        first, second = store.rulings()  # ruling 1 was appealed: not changed, completed by ruling 2
    assert (second.corrects, second.link) == (1, "penalty")
    assert second.score["penalty"]["matchpoints"] == "6"
    # The committee's decision stands for the ruling in force, ruling 2 (it is kept with ruling 1).
    assert [(a.ruling, a.number, a.outcome, a.score) for a in second.appeals] == [
        (1, 1, "changed", {"unit": "percent", "ns": "55", "ew": "45"})]
    assert [(a.ruling, a.number) for a in first.appeals] == [(1, 1)]

    code, out, err = run(capsys, "rulings", "show", "2")
    assert code == 0
    lines = out.splitlines()
    date = first.appeals[0].created[:16].replace("T", " ")
    assert f"Appeal 1 of ruling 1 ({date}): {CHANGED_55}" in lines
    assert "The appeal outcomes of ruling 1 stand for this ruling, which follows it (Laws 92, 93)." in lines
    code, out, err = run(capsys, "rulings", "show", "1")
    assert f"Appeal 1 ({date}): {CHANGED_55}" in out.splitlines()
    shown = json.loads(run(capsys, "rulings", "show", "2", "--json")[1])
    assert [(a["id"], a["ruling"], a["outcome"], a["ns"], a["ew"]) for a in shown["appeals"]] == [
        (1, 1, "changed", 55, 45)]
    assert shown["penalty"]["matchpoints"] == 6

    export = data / "log.csv"
    assert run(capsys, "rulings", "export", str(export))[0] == 0
    rows = list(csv.DictReader(export.read_text(encoding="utf-8-sig").splitlines()))
    assert rows[1]["appeal"] == f"Appeal 1 of ruling 1 ({date}): {CHANGED_55}"
    export = data / "log.json"
    assert run(capsys, "rulings", "export", str(export))[0] == 0
    assert [[(a["ruling"], a["id"]) for a in r["appeals"]] for r in json.loads(export.read_text("utf-8"))] == [
        [(1, 1)], [(1, 1)]]
    sheet = data / "sheet.md"
    assert run(capsys, "rulings", "export", "2", str(sheet), "--lang", "en,zh")[0] == 0
    text = sheet.read_text(encoding="utf-8").replace("\\(", "(").replace("\\)", ")")  # Markdown's escapes
    assert f"Appeal 1 of ruling 1 ({date}): {CHANGED_55}" in text
    assert f"申诉 1（属第 1 号裁决）（{date}）：裁决变更为：南北 55% = 13.2 比赛分，东西 45% = 10.8 比赛分。" in text
    sheet = data / "sheet.html"
    assert run(capsys, "rulings", "export", "2", str(sheet), "--lang", "en")[0] == 0
    parser = _Text()
    parser.feed(sheet.read_text(encoding="utf-8"))
    assert f"Appeal 1 of ruling 1 ({date}): {CHANGED_55}" in [" ".join(p.split()) for p in parser.parts]

    # A new appeal on ruling 1 is refused (against ruling 2); one on ruling 2 is its first.
    code, out, err = run(capsys, "rulings", "appeal", "1", "--outcome", "upheld")
    assert code == 2 and "the appeal is against ruling 2" in err
    code, out, err = run(capsys, "rulings", "appeal", "2", "--outcome", "upheld")
    assert code == 0 and "Appeal outcome 1 of ruling 2 added" in err
    code, out, err = run(capsys, "rulings", "show", "2")
    assert [line.split(" (")[0] for line in out.splitlines() if line.startswith("Appeal ")] == [
        "Appeal 1 of ruling 1", "Appeal 1"]
    code, out, err = run(capsys, "rulings", "list")
    # Among carried outcomes the latest says whose it is (issue 8, 8c).
    assert "2 appeal outcomes, the latest: Appeal 1 of ruling 2 (" in out.splitlines()[1]


def test_the_store_refuses_an_appeal_on_a_ruling_followed_meanwhile(data, capsys):
    from tests.test_log import SESSION_65, answers_file

    path = answers_file(data, SESSION_65)
    assert run(capsys, "rule", "--answers", str(path), "--record")[0] == 0
    with RulingStore.open(store_path(data)) as store:
        [first] = store.rulings()  # read before the correction: the CLI's check has passed
        assert run(capsys, "rule", "--answers", str(path), "--record", "--corrects", "1")[0] == 0
        with pytest.raises(Superseded) as refused:
            store.add_appeal(first.id, "upheld")
        assert (refused.value.ruling, refused.value.by) == (1, 2)
        assert [r.appeals for r in store.rulings()] == [(), ()]


async def test_an_amendment_alone_lets_the_penalty_complete_the_ruling_in_place(data, capsys):
    await penalty_after(data, capsys, ["rulings", "details", "1", "--table", "5", "--by", "Chief"])
    with RulingStore.open(store_path(data)) as store:
        [first] = store.rulings()
    # An amendment is kept beside the ruling, not a reference to it: the penalty completes ruling 1
    # itself (Law 90A), and the amended table stays in force.
    assert first.score["penalty"]["matchpoints"] == "6"
    assert first.details["table"] == "5" and [a.by for a in first.amendments] == ["Chief"]


async def test_an_amendment_and_an_appeal_are_both_carried_to_the_completing_record(data, capsys):
    await penalty_after(data, capsys, ["rulings", "details", "1", "--table", "5", "--by", "Chief"],
                        ["rulings", "appeal", "1", "--outcome", "upheld"])
    with RulingStore.open(store_path(data)) as store:
        first, second = store.rulings()
    assert (second.corrects, second.link, second.details.get("table")) == (1, "penalty", "5")
    assert [(a.ruling, a.outcome) for a in second.appeals] == [(1, "upheld")]
    shown = json.loads(run(capsys, "rulings", "show", "2", "--json")[1])
    assert (shown["details"]["table"], [a["outcome"] for a in shown["appeals"]]) == ("5", ["upheld"])


def _records_for_every_link(data, capsys):
    """Ruling 1 recorded from a file, appealed (changed 55/45) and amended (table 5), then
    followed by a record of each link kind in turn (store.add with corrects/link), each
    correcting the one before: 2 given, 3 back, 4 changed, 5 penalty."""
    from helper.dialogue.render import summary
    from helper.rulings import replay
    from tests.test_log import SESSION_65, answers_file

    path = answers_file(data, SESSION_65 + "table: '4'\n")
    assert run(capsys, "rule", "--answers", str(path), "--record")[0] == 0
    assert run(capsys, "rulings", "appeal", "1", "--outcome", "changed", "--ns", "55", "--ew", "45")[0] == 0
    assert run(capsys, "rulings", "details", "1", "--table", "5", "--by", "Chief")[0] == 0
    with RulingStore.open(store_path(data)) as store:
        [first] = store.rulings()
        ruling = replay(first)
        for number, link in enumerate(("given", "back", "changed", "penalty"), 2):
            made = store.add(ruling, "en", summary(ruling, "en"), details={"table": "4"}, corrects=number - 1,
                             link=link)
            assert made == number
        return store.rulings()


def test_every_link_kind_carries_the_appeals_and_amendments_forward(data, capsys):
    records = _records_for_every_link(data, capsys)
    assert [(r.id, r.corrects, r.link) for r in records] == [
        (1, None, None), (2, 1, "given"), (3, 2, "back"), (4, 3, "changed"), (5, 4, "penalty")]
    for record in records:
        # The committee's decision on ruling 1 stands for each record that follows it.
        assert [(a.ruling, a.number, a.score) for a in record.appeals] == [
            (1, 1, {"unit": "percent", "ns": "55", "ew": "45"})], record.id
        # The table amended on ruling 1 (4 -> 5) is not reverted by a record made with the old 4.
        assert record.details["table"] == "5", record.id


def test_a_detail_changed_by_the_later_record_itself_is_its_own(data, capsys):
    from helper.dialogue.render import summary
    from helper.rulings import replay
    from tests.test_log import SESSION_65, answers_file

    path = answers_file(data, SESSION_65 + "table: '4'\nboard: 7\n")
    assert run(capsys, "rule", "--answers", str(path), "--record")[0] == 0
    assert run(capsys, "rulings", "details", "1", "--table", "5", "--board", "8", "--by", "Chief")[0] == 0
    with RulingStore.open(store_path(data)) as store:
        [first] = store.rulings()
        ruling = replay(first)
        # The later record changes the table itself (to 6) and keeps board 7 as recorded:
        # its own table stands, the amended board (8) is carried.
        store.add(ruling, "en", summary(ruling, "en"), details={"table": "6", "board": 7}, corrects=1, link="back")
        second = store.rulings()[1]
    assert (second.details["table"], second.details["board"]) == ("6", 8)


# ---------------------------------------------------------------- B: one start through take-overs

BEGUN = "2026-12-01T15:21:07+00:00"  # when the ruling began (its first answer), set by hand


def set_begun(path, begun):
    import sqlite3

    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE draft SET begun = ?", (begun,))


async def test_a_ruling_taken_back_keeps_its_first_start(data, capsys):
    """A begins the ruling (15:21); B takes it over and answers; A, which pressed Ctrl+N meanwhile,
    takes it back with Ctrl+O: the question says 15:21, and the ruling, answered on and recorded,
    keeps 15:21 as its start - in the draft, the record, show (text, en,zh), JSON, CSV, the sheets
    and the details form (F4)."""
    import os

    from helper.tui.app import TakeOverScreen

    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE[:4]) as (app, pilot):  # two answers
            set_begun(path, BEGUN)
            store.begun_saved = BEGUN
            with RulingStore.open(path) as other:  # B
                assert other.claim_draft(take_over=True).owned
                other.save_draft("", [("situation", "no_result"), ("director_error", "no"), ("form", "pairs")])
                await press(pilot, ["ctrl+n", "y"])  # A starts over: the ruling is held by B, not cleared
                assert app._lost_to == os.getpid() or not app.owns_draft
                await press(pilot, ["ctrl+o"])
                assert isinstance(app.screen, TakeOverScreen)
                assert "started at 15:21 (UTC)" in " ".join(app.screen.message.split())
                await press(pilot, ["y"])
                assert [a.node for a in app.dialogue.answers] == ["situation", "director_error", "form"]
                await until_shown(pilot, app)  # the ruling taken over, read before typing
                await press(pilot, ["1", "enter"])  # answered on here: saved with its first start
                assert store.draft_state().begun == BEGUN
                await press(pilot, ["f4"])
                assert app.screen.started == "Started 2026-12-01 15:21 (UTC)"
                await press(pilot, ["escape"])
                await until_shown(pilot, app)  # the question under the closed screen, read before typing
                await press(pilot, PAIRS_TO_SCORE[8:] + ["1", "enter"])  # to the score, no penalty
                [record] = store.rulings()
                assert record.begun == BEGUN
                await press(pilot, ["f4"])
                assert app.screen.started == "Started 2026-12-01 15:21 (UTC)"
                await press(pilot, ["escape"])
    code, out, err = run(capsys, "rulings", "show", "1")
    assert "Started 2026-12-01 15:21 (UTC)" in out.splitlines()
    code, out, err = run(capsys, "rulings", "show", "1", "--lang", "en,zh")
    assert "Started 2026-12-01 15:21 (UTC)" in out and "开始于 2026-12-01 15:21（UTC）" in out
    assert json.loads(run(capsys, "rulings", "show", "1", "--json")[1])["begun"] == BEGUN
    export = data / "log.csv"
    assert run(capsys, "rulings", "export", str(export))[0] == 0
    [row] = csv.DictReader(export.read_text(encoding="utf-8-sig").splitlines())
    assert (row["begun"], row["replayed"]) == (BEGUN, "no")
    for name in ("sheet.md", "sheet.html"):
        assert run(capsys, "rulings", "export", "1", str(data / name), "--lang", "en,el")[0] == 0
        assert "Started 2026-12-01 15:21 (UTC)" in (data / name).read_text(encoding="utf-8").replace("\\(", "(") \
            .replace("\\)", ")")


# ---------------------------------------------------------------- C: every message true for its state

ANSWERS = ["no_result", "no", "pairs", "none", "direct", 13, 65, None, "no"]  # PAIRS_TO_SCORE, no penalty


def status_text(app) -> str:
    from tests.test_fix8d import status

    return status(app)


async def test_a_helper_that_only_shows_a_recorded_ruling_is_not_told_its_ruling_was_taken(data):
    import os

    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE + ["1", "enter"]) as (app, pilot):  # no penalty: ruling 1, finished
            [record] = store.rulings()
            with RulingStore.open(path) as other:
                assert other.claim_draft(take_over=True).owned  # nothing in progress: it only shows ruling 1
                app._heartbeat()  # this helper finds the holding gone
                await pilot.pause()
                problem = squash(app.record_problem("en"))
                assert problem == squash(
                    f"Another helper (process {os.getpid()}) now holds this Director's ruling in progress. Ruling 1, "
                    "shown here, is recorded and stays as it is. ^N starts a new ruling here (recorded); ^O makes "
                    "this helper hold this Director's ruling in progress again.")
                assert "took over the ruling in progress" not in problem
                await press(pilot, ["ctrl+o"])  # nothing in progress there: taken back at once, not asked
                at = record.created[11:16]
                assert squash(app.notice) == squash(
                    f"Taken back from process {os.getpid()}. It did not change this ruling: ruling 1, recorded here "
                    f"at {at} (UTC), is shown as recorded. ^P back corrects it; ^N starts a new ruling.")
                assert "finished this ruling" not in app.notice


async def test_taken_back_after_the_other_only_started_another_it_is_not_said_to_have_finished_it(data):
    import os

    from helper.tui.app import TakeOverScreen

    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE + ["1", "enter"]) as (app, pilot):  # ruling 1, recorded here
            with RulingStore.open(path) as other:
                assert other.claim_draft(take_over=True).owned
                other.save_draft("", [("situation", "no_result")])  # it starts another
                set_begun(path, "2026-12-01T12:04:00+00:00")
                app._heartbeat()
                await press(pilot, ["ctrl+o"])
                assert isinstance(app.screen, TakeOverScreen)
                await press(pilot, ["y"])
                assert squash(app.notice) == squash(
                    f"Taken back from process {os.getpid()}. This ruling is as recorded here, ruling 1; it started "
                    "another at 12:04 (UTC): that one resumes here.")


async def test_taken_back_after_the_other_completed_the_penalty_says_it_finished_it(data):
    """The other helper did finish it (answered the penalty question): that is still said so."""
    import os

    from helper.dialogue import render
    from tests.support import walk

    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE) as (app, pilot):  # recorded at its score, the penalty question open
            with RulingStore.open(path) as other:
                assert other.claim_draft(take_over=True).owned
                dialogue = walk(ANSWERS)
                assert other.add(dialogue.ruling(), "en", render.summary(dialogue.ruling(), "en"), replaces=1) == 1
                other.clear_draft(finished=1)
                app._heartbeat()
                await press(pilot, ["ctrl+o"])
                assert squash(app.notice).startswith(squash(
                    f"Taken back from process {os.getpid()}. It finished this ruling: ruling 1, started at"))


async def test_the_unsaved_form_notice_leaves_once_f4_saved_it(data):
    from tests.test_fix8d import type_form_unsaved

    path = store_path(data)
    with RulingStore.open(path, director="Anna Lee") as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await press(pilot, ["1", "enter"])
            await type_form_unsaved(pilot)
        store.release()  # a dropped link: the typed text is kept with the ruling
    sentence = squash("The details form had unsaved text when the helper ended: F4 shows it again (F4 there "
                      "saves it, Esc drops it).")
    for close in ("f4", "escape"):  # saved, or dropped: either way it is no longer true
        with RulingStore.open(path, director="Anna Lee") as store:
            if close == "escape":
                assert store.claim_draft().owned
                store.save_form({"table": "9"})
                store.release()
            app = HelperApp(lang="en", store=store)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                assert sentence in status_text(app)
                await press(pilot, ["f4"])
                await press(pilot, [close] if close == "f4" else ["escape", "escape"])  # Esc warns first (fjae)
                assert app.screen is app.screen_stack[0]
                assert sentence not in status_text(app) and sentence not in squash(app.notice or "")
                assert squash("Resumed the ruling in progress started at") in status_text(app)


def test_the_take_over_messages_name_ctrl_o_as_the_footer_does():
    """One form of the key on the screen, the footer's (^O): no take-over message says Ctrl+O."""
    import polib

    from tests.support import REPO

    pot = polib.pofile(str(REPO / "locales" / "messages.pot"))
    screen = [e.msgid for e in pot if any(path.startswith("helper/tui/") for path, _line in e.occurrences)]
    assert [m for m in screen if "^O" in m], "the take-over messages name ^O"
    assert [m for m in screen if "Ctrl+O" in m] == []


# ---------------------------------------------------------------- D: exit messages and small screens

async def test_on_exit_a_taken_ruling_is_said_to_be_held_by_the_other_helper(data):
    """A helper whose ruling was taken over quits: it says which helper holds the ruling and that
    its answers are kept there - never "Its answers are not kept" - and, once answers were given
    here after the take-over, that those were not saved; once the other has ended, that the
    ruling in progress keeps the answers for the next start."""
    import os
    import socket

    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE[:4]) as (app, pilot):  # situation, director_error
            other = RulingStore.open(path)
            other.terminal = "pts/7"  # where the other helper runs (as the take-over questions name it)
            assert other.claim_draft(take_over=True).owned
            other.save_draft("", [("situation", "no_result"), ("director_error", "no"), ("form", "pairs")])
            app._heartbeat()  # this helper finds its ruling taken
            await pilot.pause()
            assert app._lost_to == os.getpid() and app.in_progress
            where = f"process {os.getpid()} on {socket.gethostname()} (pts/7)"
            assert app.exit_message("en") == (
                f"The ruling that was on the screen is held by the helper in {where}: its answers are kept there.")
            assert "not kept" not in app.exit_message("en")
            assert app.exit_message("zh") == (
                f"屏幕上的裁决现由进程 {os.getpid()}（{socket.gethostname()} 上，终端 pts/7）的 helper 持有：其回答保存在那里。")
            # An answer typed here after the take-over is not applied (fresh tester 8f, tests/test_fix8i.py):
            # it stays on the line, so none given here goes unsaved and the message stays as it was.
            await press(pilot, ["1", "enter"])
            assert len(app.dialogue.answers) == 2 and app.query_one("#answer").value == "1"
            assert app.exit_message("en") == (
                f"The ruling that was on the screen is held by the helper in {where}: its answers are kept there.")
            other.release()
            other.close()
            assert app.exit_message("en") == (
                "The ruling that was on the screen was taken over by a helper that has ended since: its answers are "
                "kept with this Director's ruling in progress, which the next start resumes.")


SIZES = [(60, 16), (70, 20), (80, 24)]


def whole(app, box, container: bool = False) -> bool:
    """``box`` lies inside the screen, its bottom border drawn, and (a container) holds all its
    lines without scrolling."""
    region = box.region
    drawn = on_screen(box).splitlines()
    return (region.y >= 0 and region.x >= 0 and region.bottom <= app.size.height and region.right <= app.size.width
            and drawn[-1].strip()[:1] in ("└", "+") and (not container or box.max_scroll_y == 0))


@pytest.mark.parametrize("recorded", [False, True])
@pytest.mark.parametrize("lang", ["en", "zh", "el"])
@pytest.mark.parametrize("size", SIZES)
async def test_the_take_over_question_with_its_reminder_is_whole_on_small_screens(lang, size, recorded):
    from helper.i18n import get_translator
    from helper.tui.app import TakeOverScreen

    _ = get_translator(lang).gettext
    question = _("Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on "
                 "{host} ({terminal})? That helper still holds it (it may be stopped or hung); it will no longer "
                 "save it. (y / n)").format(time="15:21", pid=4194304, host="tournament-host-01", terminal="pts/12")
    # Answers on the screen not recorded, or a recorded ruling shown (fresh tester 8h; the longer note).
    question += "\n\n" + (_("Ruling {id}, shown on this screen, stays recorded as it is; the screen will show the "
                             "ruling taken over instead.").format(id=1048576) if recorded
                           else _("The answers on this screen will be replaced by that ruling."))
    reminder = _("Press y to take it over, or n to leave it to the other helper (^O asks again later).")
    app = HelperApp(lang=lang)
    async with app.run_test(size=size) as pilot:
        app.push_screen(TakeOverScreen(question, reminder))
        await pilot.pause()
        await press(pilot, ["enter"])  # the reminder is added under the question
        body = app.screen.query_one("#confirm-body")
        assert squash(reminder) in squash(on_screen(body)).replace("│", "")  # drawn whole, under the question
        assert whole(app, body), (size, body.region, body.virtual_size)


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
@pytest.mark.parametrize("size", SIZES)
async def test_the_details_form_of_a_recorded_ruling_is_whole_on_small_screens(data, lang, size):
    from helper.tui.details import DetailsScreen

    with RulingStore.open(store_path(data)) as store:
        app = HelperApp(lang=lang, store=store)
        async with app.run_test(size=size) as pilot:
            await press(pilot, PAIRS_TO_SCORE + ["1", "enter"])  # ruling 1, recorded
            await press(pilot, ["f4"])
            assert isinstance(app.screen, DetailsScreen)
            body = app.screen.query_one("#details-body")
            assert whole(app, body, container=True), (size, body.region, body.virtual_size)
            keys = squash(on_screen(app.screen.query_one("#details-keys")))
            assert "F4" in keys and "Esc" in keys
            assert app.screen.started.endswith("(UTC)") or app.screen.started.endswith("（UTC）")


async def test_the_resumes_at_once_line_goes_when_a_helper_holds_the_ruling_again(data):
    """After the other helper ended, the line said ^O resumes its ruling at once; a third helper
    then takes the ruling: that is no longer true, and the line says ^O takes it over (asking)."""
    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE[:4]) as (app, pilot):
            other = RulingStore.open(path)
            assert other.claim_draft(take_over=True).owned
            app._heartbeat()  # taken: this helper no longer holds it
            assert not app.owns_draft
            other.close()  # ... and the other ends (lets it go)
            app._heartbeat()
            assert app.record_problem("en") == ("The other helper has ended: ^O resumes its "
                                                "ruling in progress here (finished rulings are recorded meanwhile).")
            with RulingStore.open(path) as third:
                assert third.claim_draft().owned
                app._heartbeat()
                assert app.record_problem("en") == (  # and no answer is applied here meanwhile (fix8j)
                    "Another helper holds this Director's ruling in progress: answers typed here are not applied. "
                    "^O takes that ruling over here; ^N starts a new ruling here (recorded when finished, not saved "
                    "while in progress).")
