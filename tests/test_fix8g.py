"""Issue 8, what fresh tester 8d found (session 12, fix8g).

1: a take-back of a ruling the other helper took Back (Ctrl+P) to its first question: the same
ruling (its answers taken back are offered again, its start kept), said so - not "a new ruling
begins" with the old start recorded.

Real SQLite files; the TUI through Textual's pilot.
"""

from __future__ import annotations

from contextlib import asynccontextmanager

import pytest

from helper.rulings import RulingStore
from tests import support
from tests.support import PAIRS_TO_SCORE, helper_app, press, squash, until_shown
from tests.test_fix8e import set_begun, store_path


@asynccontextmanager
async def taken_over(data, lang="en"):
    """This helper at 80x24 with four answers of its ruling in progress, then that ruling taken over by
    another helper of the same Director (seen at this helper's heartbeat). Yields (app, pilot, this
    helper's store, the other's store)."""
    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE[:4], lang=lang) as (app, pilot):
            with RulingStore.open(path) as other:
                assert other.claim_draft(take_over=True).owned
                app._heartbeat()
                await pilot.pause()
                yield app, pilot, store, other

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
    from helper.tui.app import TakeOverScreen

    _ = get_translator(lang).gettext
    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE[:2], lang=lang) as (app, pilot):  # Q1 answered: no result
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
            await until_shown(pilot, app)  # the question taken back, read before Enter
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
    from helper.tui.app import TakeOverScreen

    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE[:2]) as (app, pilot):
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
            await until_shown(pilot, app)  # the new ruling's question, read before typing
            await press(pilot, ["1", "enter"])
            begun = store.draft_state().begun
            assert begun and begun != BEGUN



async def test_a_recorded_ruling_taken_back_after_back_to_its_first_question_is_the_same_ruling(data):
    """d records ruling 1 (began 20:56); e takes the Director's ruling over, shows ruling 1 and goes
    Back to its first question; d takes it back: the ruling in progress started at 20:56 resumes,
    the answer taken back is offered; changed on and recorded, ruling 2 corrects ruling 1 and keeps
    its start."""
    import sqlite3

    from helper.tui.app import TakeOverScreen
    from tests.test_fix8e import ANSWERS

    path = store_path(data)
    with RulingStore.open(path) as store:
        async with helper_app(store, PAIRS_TO_SCORE + ["1", "enter"]) as (app, pilot):  # ruling 1, no penalty
            with sqlite3.connect(path) as connection:
                connection.execute("UPDATE ruling SET begun = ? WHERE id = 1", (BEGUN,))
            store.begun_saved = BEGUN  # d's own start of it, as set by hand
            with RulingStore.open(path) as other:  # e: ruling 1 shown, then Back x9
                assert other.claim_draft(take_over=True).owned
                recorded = [(node, value) for node, value in other.recorded_answers(1)]
                assert [node for node, _ in recorded][:2] == ["situation", "director_error"]
                other.save_draft("en", [], recorded=1, back=recorded)
                state = other.draft_state()
                assert state.in_progress and state.begun == BEGUN
                app._heartbeat()
                await pilot.pause()
                await press(pilot, ["ctrl+o"])
                assert isinstance(app.screen, TakeOverScreen) and "20:56" in app.screen.message
                await press(pilot, ["y"])
            assert "Its ruling in progress, started at 20:56 (UTC), resumes here." in app.notice
            assert app.query_one("#answer").value == "1"
            assert app._recorded_id == 1
            await until_shown(pilot, app)  # the question taken back, read before Enter
            await press(pilot, ["enter"] * 5)  # each kept: to the number of results (13)
            assert app.dialogue.asking.id == "board_results"
            await press(pilot, ["enter", "ctrl+u", "6", "0", "enter", "enter", "1", "enter"])  # NS 60%
            first, second = store.rulings()
            assert (second.corrects, second.begun) == (1, BEGUN)
            assert [str(a[1]) for a in second.answers][:7] == [str(a) for a in ANSWERS[:6]] + ["60"]


# ---------------------------------------------------------------- 2: every question whole in view, small screens

# Answers (values, as the dialogue takes them: choice values, number or text answers as typed)
# that together reach every question of the dialogue graph; the last one's question is shown.
PATHS = [
    [], ["no_result"], ["teams_multiple"], ["knockout_redeal"], ["knockout_non_balancing"], ["result_damage"],
    ["fouled"], ["no_result", "no"], ["teams_multiple", "no"], ["knockout_redeal", "yes"],
    ["knockout_non_balancing", "13"], ["result_damage", "ns"], ["fouled", "two"], ["no_result", "no", "pairs"],
    ["no_result", "no", "pairs_ximps"], ["teams_multiple", "no", "none"], ["knockout_redeal", "yes", "yes"],
    ["knockout_non_balancing", "13", "13"], ["result_damage", "ns", "mp"], ["fouled", "two", "none"],
    ["no_result", "no", "pairs", "none"], ["teams_multiple", "no", "none", "partly"],
    ["knockout_redeal", "yes", "yes", "none"], ["knockout_non_balancing", "13", "13", "ns"],
    ["result_damage", "ns", "mp", "none"], ["fouled", "two", "none", "4SN="],
    ["no_result", "no", "pairs", "none", "none"], ["knockout_redeal", "yes", "yes", "none", "4SN="],
    ["result_damage", "ns", "mp", "none", "4SN="], ["fouled", "two", "none", "4SN=", "4SN="],
    ["no_result", "no", "pairs", "none", "none", None], ["no_result", "no", "pairs", "none", "none", "13"],
    ["result_damage", "ns", "mp", "none", "4SN=", "yes"], ["fouled", "two", "none", "4SN=", "4SN=", "4SN="],
    ["no_result", "no", "pairs", "none", "none", "13", None], ["result_damage", "ns", "mp", "none", "4SN=", "yes", "no"],
    ["result_damage", "ns", "mp", "none", "4SN=", "yes", "yes"],
    ["result_damage", "ns", "mp", "none", "4SN=", "yes", "no", "4SN="],
    ["result_damage", "ns", "mp", "none", "4SN=", "yes", "yes", "4SN="],
    ["fouled", "two", "none", "4SN=", "4SN=", "4SN=", "13", "ns"],
    ["result_damage", "ns", "imps", "none", "4SN=", "yes", "yes", "4SN=", "4SN-1"],
    ["no_result", "no", "pairs_ximps", "8", "none", "direct"], ["no_result", "no", "pairs_ximps", "8", "none", "direct", None],
    ["no_result", "yes", "teams", "no", "no"], ["no_result", "yes", "teams", "no", "no", None],
    ["no_result", "yes", "teams", "no", "yes", "none"], ["no_result", "yes", "teams", "no", "yes", "none", "4SN="],
    ["no_result", "no", "individual", "none", "direct", None, None, "ns"],
    ["no_result", "no", "individual", "none", "direct", None, None, "ew"],
    ["fouled", "several", "none", "4SN=", "4SN=", "4SN="],
    ["no_result", "no", "pairs", "none", "none", None, None, None, None],  # board_in_session (multiple boards regulated)
]
MULTIPLE = len(PATHS) - 1  # the one path walked with the multiple-boards regulation (Law 12C2 setting)


def _dialogue_at(dialogue, path, lang="en"):
    from helper.dialogue.render import interpret

    dialogue.restart()
    for value in path:
        node = dialogue.asking
        dialogue.answer(value if node.type == "choice" or value is None else interpret(node, value, lang))
    return dialogue.asking


def _settings():
    from helper.scoring.settings import MultipleBoards, Settings

    return Settings(multiple_boards=MultipleBoards())


def test_the_paths_reach_every_question_of_the_graph():
    from helper.dialogue.engine import Dialogue

    dialogue, multiple = Dialogue(), Dialogue(settings=_settings())
    reached = [_dialogue_at(multiple if index == MULTIPLE else dialogue, path).id for index, path in enumerate(PATHS)]
    assert reached[MULTIPLE] == "board_in_session"
    assert set(reached) == {node.id for node in dialogue.graph.questions()}


def _screen_lines(app) -> list[str]:
    """The whole screen as drawn, line by line, the scrollbars' block characters left out (drawn at
    the ends of lines, they would split a wrapped answer in the joined text)."""
    bars = {chr(code) for code in range(0x2580, 0x25A0)}
    return ["".join(ch for segment in strip for ch in segment.text if ch not in bars)
            for strip in app.screen._compositor.render_strips()]


@pytest.mark.parametrize("size", [(60, 16), (80, 24)])
@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_every_question_and_each_of_its_answers_is_in_view(data, lang, size):
    """Each question of the graph, reached on the screen: its text wholly on the screen (the transcript
    scrolled to it), the answer line's hint never wider than the line (cut mid-answer: issue 8,
    fresh tester 8d), and each of its answers on the screen whole - at once for a question after the
    score (on the answer line, or written out in the transcript), and for a list each answer when
    highlighted (the list scrolls on short screens)."""
    from rich.cells import cell_len

    from helper.dialogue import render
    from helper.dialogue.engine import Dialogue
    from helper.tui.app import HelperApp

    app = HelperApp(lang=lang)
    async with app.run_test(size=size) as pilot:
        for index, path in enumerate(PATHS):
            if index == MULTIPLE:
                app.dialogue = Dialogue(graph=app.dialogue.graph, settings=_settings())
            node = _dialogue_at(app.dialogue, path)
            app.refresh_all()
            await pilot.pause()
            await pilot.pause()
            where = f"{node.id} after {path}"
            answer = app.query_one("#answer")
            assert cell_len(answer.placeholder) <= answer.content_region.width, where
            screen = squash("".join(_screen_lines(app)))
            assert squash(render.question(node, lang)) in screen, where
            if node.type != "choice":
                continue
            labels = render.choice_labels(node, lang)
            if app.dialogue.finished:  # after the score: all at once
                for number, label in enumerate(labels, start=1):
                    assert squash(f"{number} {label}") in screen, where
                continue
            for number, label in enumerate(labels, start=1):
                answer.value = ""
                await press(pilot, [str(number)])  # highlighted (the list scrolls to it)
                assert squash(f"{number}. {label}") in squash("".join(_screen_lines(app))), where
            app.query_one("#answer").value = ""


@pytest.mark.skipif(__import__("shutil").which("tmux") is None, reason="tmux is not installed")
def test_the_penalty_question_at_60x16_in_a_terminal_is_whole_in_english_and_greek(tmp_path):
    """The tester's steps in tmux at 60x16: teams, IMPs (1 1 2 1 1 3 1, Enter, Enter) to the penalty
    question; its last line and the answer line's hint hold every answer whole; F2 F2 (Greek) too."""
    import sys

    from tests.test_terminal import Terminal, helper_environment

    bars = {chr(code) for code in range(0x2580, 0x25A0)}
    term = Terminal(tmp_path, [sys.executable, "-m", "helper", "--lang", "en"],
                    helper_environment(tmp_path, LANG="C.UTF-8"), width=60, height=16, delay=1)
    try:
        term.wait_for("^XQuit")
        term.answers("1", "1", "2", "1", "1", "3", "1", "", "")
        term.wait_for("Istherealsoaproceduralpenalty(Law90)?")
        for question, answers, keys in (
                ("Is there also a procedural penalty (Law 90)?", ["1 No", "2 On NS", "3 On EW"], ()),
                ("Υπάρχει και διαδικαστική ποινή (Νόμος 90);", ["1 Όχι", "2 Στον ΒΝ", "3 Στον ΑΔ"], ("F2", "F2"))):
            term.keys(*keys)
            term.wait_for("".join(question.split()))
            lines = ["".join(ch for ch in line if ch not in bars).strip() for line in term.settle().splitlines()]
            assert len(lines) <= 16, lines
            laws = next(i for i, line in enumerate(lines) if line.startswith("─"))
            transcript = "".join("".join(lines[1:laws]).split())
            # the question with all its answers: the last lines of the transcript, in view
            assert transcript.endswith("".join((question + "".join(answers)).split())), lines
            assert lines[-2] == "  ".join(answers), lines  # the answer line's hint, above the keys
    finally:
        term.close()


# ---------------------------------------------------------------- 5: a correction says what it corrects

@pytest.mark.parametrize("lang,size", [("en", (80, 24)), ("zh", (80, 24)), ("el", (80, 24)), ("en", (60, 16))])
async def test_a_correction_and_a_completion_say_which_ruling_they_follow(data, lang, size):
    """Ruling 1 recorded; Back to EW's session and NS's 65% changed to 60%: ruling 2 corrects ruling
    1 - the answer line says so. Then, ruling 3 recorded and appealed (upheld) with its penalty
    question open, the penalty answered: ruling 4 completes ruling 3 (Law 90A) - said so too. At
    60 columns the keys are left out rather than the ruling followed."""
    from rich.cells import cell_len

    from helper.i18n import get_translator
    from helper.tui.app import HelperApp

    _ = get_translator(lang).gettext
    with RulingStore.open(store_path(data)) as store:
        app = HelperApp(lang=lang, store=store)
        async with app.run_test(size=size) as pilot:
            answer = app.query_one("#answer")
            await press(pilot, PAIRS_TO_SCORE + ["1", "enter"])  # ruling 1, no penalty
            assert answer.placeholder == _("Ruling {id} recorded: ^P back, ^N new, F4 details").format(id=1)
            await press(pilot, ["ctrl+p"] * 3)  # back to NS's session percentage
            assert app.dialogue.asking.id == "ns_session_pct"
            answer.value = ""
            await until_shown(pilot, app)  # the question Back shows again, read before typing
            await press(pilot, ["6", "0", "enter", "enter", "1", "enter"])  # 60%, EW skipped, no penalty
            first, second = store.rulings()
            assert (second.corrects, second.link) == (1, "back")
            said = _("Ruling {id} recorded (corrects ruling {old})").format(id=2, old=1)
            whole = _("{recorded}: ^P back, ^N new, F4 details").format(recorded=said)
            expected = whole if cell_len(whole) <= size[0] - 2 else said
            assert answer.placeholder == expected
            if (lang, size) in (("en", (80, 24)), ("zh", (80, 24))):
                assert expected == whole  # 69 cells (en), 53 (zh): the keys fit
            if size == (60, 16):
                assert expected == said
            assert answer.placeholder.startswith({"en": "Ruling 2 recorded (corrects ruling 1)",
                                                  "zh": "第 2 号裁决已记录（更正第 1 号裁决）",
                                                  "el": "Η απόφαση 2 καταγράφηκε (διορθώνει την απόφαση 1)"}[lang])
            await press(pilot, ["ctrl+n", "y"] + PAIRS_TO_SCORE)  # ruling 3, its penalty open
            assert [r.id for r in store.rulings()] == [1, 2, 3]
            with RulingStore.open(store_path(data)) as committee:
                committee.add_appeal(3, "upheld")
            await press(pilot, ["3", "enter", "enter"])  # on EW, the standard size
            fourth = store.rulings()[-1]
            assert (fourth.id, fourth.corrects, fourth.link) == (4, 3, "penalty")
            said = _("Ruling {id} recorded (completes ruling {old})").format(id=4, old=3)
            whole = _("{recorded}: ^P back, ^N new, F4 details").format(recorded=said)
            assert answer.placeholder == (whole if cell_len(whole) <= size[0] - 2 else said)


# ---------------------------------------------------------------- 3: no line left once it is untrue

@pytest.mark.parametrize("lang", ["en", "el"])
async def test_the_kept_text_line_goes_when_escape_drops_the_text(data, lang):
    """Anna's ruling taken over: F4, "5" typed, F4 - not saved, "What was typed is kept: F4 shows it
    again"; F4 shows it, Escape drops it: the line goes, and F4 now opens an empty form."""
    from helper.i18n import get_translator

    _ = get_translator(lang).gettext
    async with taken_over(data, lang) as (app, pilot, _store, _other):
        kept = _("The details are not saved: this ruling is now held by another helper (process {pid}). "
                 "What was typed is kept: F4 shows it again; ^O takes the ruling back.").format(
            pid=app._lost_to)
        await press(pilot, ["f4", "5", "f4"])
        assert kept in app.notice and app._held_form == {"event": "5"}
        await press(pilot, ["f4"])
        assert app.screen.values[0] == "5"
        await press(pilot, ["escape", "escape"])  # the first warns, the second drops it (rev46 fault 3, fjae)
        assert app._held_form is None
        assert kept not in (app.notice or "")
        assert "F4" not in (app.notice or "")
        await press(pilot, ["f4"])
        assert app.screen.values[0] == ""
        await press(pilot, ["escape"])


async def test_a_refused_rename_leaves_the_line_when_the_next_rename_is_saved(data):
    """bo's own helper holds bo's ruling: "bo" in F4 is refused (said); then "Eve" saved: the
    refusal is no longer on the status line (it read as if Eve had been refused), and the
    ruling in progress is Eve's."""
    from tests.test_log_tui import fill

    path = store_path(data)
    with RulingStore.open(path) as store, RulingStore.open(path, director="bo") as bo:
        assert bo.claim_draft().owned
        bo.save_draft("en", [("situation", "no_result")])
        async with helper_app(store, PAIRS_TO_SCORE[:2]) as (app, pilot):
            await press(pilot, ["f4"])
            await fill(pilot, [""] * 9 + ["bo"])
            assert "bo already has a ruling in progress" in app.notice
            assert "not changed to that name" in app.notice
            await press(pilot, ["f4"])
            await fill(pilot, [""] * 9 + ["Eve"])
            assert "not changed to that name" not in (app.notice or "")
            assert app.details["director"] == "Eve"
            await until_shown(pilot, app)  # the question under the closed form, read before typing
            await press(pilot, PAIRS_TO_SCORE[2:] + ["1", "enter"])
            [record] = store.rulings()
            assert record.details["director"] == "Eve"


# ---------------------------------------------------------------- 4: where F4's details go, said before

async def test_the_form_of_a_taken_over_helper_says_where_its_details_go(data):
    """Held by another helper (its ruling in progress taken over): F4 says before the save that the
    details will not be recorded but kept here; saved, that is what happens. A ruling recorded here,
    then the Director's ruling in progress taken by another helper: F4 says the details complete
    ruling 1's record; saved, they do."""
    held = ("Saving here does not record these details: the other helper holds this ruling. They are kept in "
            "this helper, and ^O takes the ruling back with them.")
    async with taken_over(data) as (app, pilot, store, other):
        await press(pilot, ["f4"])
        assert app.screen.note == held
        await press(pilot, ["7", "f4"])
        assert app._held_form == {"event": "7"} and other.load_details() == {}
        assert store.rulings() == []
    path = store_path(data)
    with RulingStore.open(path, director="Di") as store:  # another Director: nothing in progress
        async with helper_app(store, PAIRS_TO_SCORE + ["1", "enter"]) as (app, pilot):  # ruling 1, recorded here
            [record] = store.rulings()
            with RulingStore.open(path, director="Di") as other:
                assert other.claim_draft(take_over=True).owned
                app._heartbeat()
                await pilot.pause()
                await press(pilot, ["f4"])
                assert app.screen.note == f"Ruling {record.id} is recorded: these details complete its record."
                await press(pilot, ["8", "f4"])
            [record] = store.rulings()
            assert record.details.get("event") == "8"


# ---------------------------------------------------------------- 6: the players' view's law texts, as laws show

TEAMS_IMPS = ["no_result", "no", "teams", "no", "no", "direct", "none", None, None]
"""The tester's teams ruling (1 1 2 1 1 3 1, Enter, Enter): NS directly at fault, EW in no way:
NS -3 IMPs, EW +3 IMPs (Law 12C2(a), (b))."""


def test_the_players_view_gives_each_law_in_chinese_as_laws_show_does(capsys):
    """The players' view (its sections: helper.tui.players) shows each law of the ruling in Chinese
    as ``helper laws show ID --lang zh`` does: 12C2(b) from the 1997 Chinese Law 86A, marked as the
    1997 edition; 12C2(a), whose 1997 counterpart (Law 12C1) is not in the sources (the 1997
    Chinese text there holds Laws 81-91 only), in English with the same note."""
    from helper.laws import LawBook
    from helper.rulings.sheet import sheet_sections
    from tests.support import run, walk

    ruling = walk(TEAMS_IMPS).ruling()
    assert ruling.laws == ("12C2(a)", "12C2(b)")
    sections = sheet_sections(ruling, "zh", book=LawBook.load())
    by_law = {law.citation: law for law in sections.laws}
    b = by_law["第12条C款2项(b)"]
    assert b.note.startswith("1997年版规则第86条A款（中文）：对应2017年版第12条C款2项(b)（确定）。并非2017年版文本。")
    assert "在国际比赛分制的比赛中，如果裁判判给人为调整分，平均正分或平均负分，对应得分为3IMP或-3IMP。" in b.text
    assert b.lang == "zh"
    a = by_law["第12条C款2项(a)"]
    assert a.note == "来源文件中没有第12条C款2项(a)的中文文本：下面显示英文原文。" and a.lang == "en"
    for law_id, law in (("12C2(a)", a), ("12C2(b)", b)):
        code, out, err = run(capsys, "laws", "show", law_id, "--lang", "zh")
        assert code == 0 and f"[{law.note}]" in out and squash(law.text) in squash(out)


def test_the_greek_top_line_names_the_top_in_greek():
    """Law 78A's top in the Greek ruling: "Μέγιστο (top)", as the Greek interface names it
    elsewhere ("το μέγιστο (top) της διανομής"), not the English word alone ("Top της διανομής")."""
    from helper.dialogue import render
    from tests.support import walk

    ruling = walk(["no_result", "no", "pairs", "none", "direct", 13, 65, None]).ruling()  # top 2 x 12 = 24
    lines = render.details(ruling, "el")
    assert "Μέγιστο (top) της διανομής: 24 βαθμοί αγώνα (Νόμος 78Α)." in lines
    assert not any(line.startswith("Top") for line in lines)
