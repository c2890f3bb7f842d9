"""Issue 8, the ruling log: faults a fresh tester found (session 10, fix8d). Textual's pilot at
80x24, real SQLite records in temporary directories; expected texts written out by hand."""

from __future__ import annotations

import os
import socket
from contextlib import asynccontextmanager

import pytest

from textual.widgets import Static

from helper.rulings import RulingStore, session_key
from helper.tui.app import HelperApp
from tests.support import squash, until


def status(app) -> str:
    """The status line's text, whitespace removed (as put on it: tests.support.on_screen
    draws the widget's size from its left padding, so it cuts the last column)."""
    return squash(app.query_one("#status", Static).shown_text[0].plain)


def left_by_ended_helper(path, terminal: str = "pts/98", lang: str = "en"):
    """The same OS user's ruling in progress (one answer) left on another terminal by a helper that
    has ended (SIGHUP releases its claim); returns its store, closed."""
    user = session_key().split("@")[0]
    old = RulingStore.open(path)
    old.key = f"session:{user}@/dev/{terminal}"
    old.terminal = terminal
    old.claim_draft()
    old.save_draft(lang, [("situation", "no_result")])  # the ruling resumes in its language
    old.close()
    return old


# ---------------------------------------------------------------- 4. whose ruling a new login takes on

async def test_a_new_unnamed_login_says_whose_ruling_it_took_on(tmp_path):
    """A fresh tester: a new unnamed login resumed another (ended) login's ruling saying only
    "Resumed the ruling in progress started at 13:40 (UTC)". It now names the login it was left
    in: its terminal, the process and the host of the helper that held it."""
    path = tmp_path / "r.sqlite3"
    left_by_ended_helper(path)
    with RulingStore.open(path) as store:
        store.key = f"session:{session_key().split('@')[0]}@/dev/pts/4"  # the new login
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert [a.node for a in app.dialogue.answers] == ["situation"]
            told = (f"It was left open in another login (pts/98, process {os.getpid()} on {socket.gethostname()}), "
                    "whose helper has ended.")
            assert squash(told) in status(app)
            assert squash("Resumed the ruling in progress started at") in status(app)


@pytest.mark.parametrize("lang, told", [
    ("zh", "它是在另一个登录（pts/98，进程 {pid}，主机 {host}）中留下的，那个 helper 已结束。"),
    ("el", "Είχε μείνει ανοιχτή σε άλλη σύνδεση (pts/98, διεργασία {pid} στον υπολογιστή {host}), της οποίας ο "
           "helper έχει τερματιστεί."),
])
async def test_whose_ruling_is_said_in_chinese_and_greek(tmp_path, lang, told):
    path = tmp_path / "r.sqlite3"
    left_by_ended_helper(path, lang=lang)
    with RulingStore.open(path) as store:
        store.key = f"session:{session_key().split('@')[0]}@/dev/pts/4"
        app = HelperApp(lang=lang, store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert squash(told.format(pid=os.getpid(), host=socket.gethostname())) in status(app)


async def test_a_helper_killed_without_letting_go_is_named_too(tmp_path):
    """Killed (no release: the row still names its process, which no longer exists): taken
    over at once, and the notice names that login, its process and host."""
    import subprocess
    import sys

    path = tmp_path / "r.sqlite3"
    user = session_key().split("@")[0]
    code = (f"from pathlib import Path\nfrom helper.rulings import RulingStore\n"
            f"s = RulingStore.open(Path({str(path)!r})); s.key = 'session:{user}@/dev/pts/97'; s.terminal = 'pts/97'\n"
            f"s.claim_draft(); s.save_draft('en', [('situation', 'no_result')]); print(__import__('os').getpid())\n")
    pid = int(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
    with RulingStore.open(path) as store:
        store.key = f"session:{user}@/dev/pts/4"
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert [a.node for a in app.dialogue.answers] == ["situation"]
            assert squash(f"It was left open in another login (pts/97, process {pid} on {socket.gethostname()}), "
                          "whose helper has ended.") in status(app)


async def test_a_ruling_of_this_login_resumes_without_naming_another(tmp_path):
    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as first:
        first.claim_draft()
        first.save_draft("en", [("situation", "no_result")])
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert squash("Resumed the ruling in progress started at") in status(app)
            assert "anotherlogin" not in status(app)


# ---------------------------------------------------------------- 1. the form's unsaved text

async def type_form_unsaved(pilot) -> None:
    """F4, then Round 5, Board 22, Table 4 typed (down past Event and Session), not saved."""
    await pilot.press("f4")
    await pilot.pause()
    await pilot.press("down", "down", "5", "down", "2", "2", "down", "4")
    await pilot.pause()


async def test_unsaved_form_text_survives_a_dropped_link_and_is_offered_back(tmp_path):
    """A fresh tester: Ctrl+N y 1 Enter, F4, Round 5, Board 22, Table 4 typed, not saved; the
    link dropped (SIGHUP: the helper hands the ruling on); the new login resumed the ruling with
    an empty form and no word. Now the typed text is kept with the ruling, the resumed helper
    says so, and F4 shows it again; F4 there saves it."""
    from helper.tui.details import DetailsScreen

    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, director="Anna Lee") as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("1", "enter")
            await pilot.pause()
            await type_form_unsaved(pilot)
            assert isinstance(app.screen, DetailsScreen)
            assert store.load_form() == {"round": "5", "board": "22", "table": "4"}
        store.release()  # what SIGHUP does: save, hand the ruling on, exit
    with RulingStore.open(path, director="Anna Lee") as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert [a.node for a in app.dialogue.answers] == ["situation"]
            assert squash("The details form had unsaved text when the helper ended: F4 shows it again (F4 there "
                          "saves it, Esc drops it).") in status(app)
            await pilot.press("f4")
            await pilot.pause()
            form = app.screen
            assert isinstance(form, DetailsScreen)
            assert form.field_values()["round"] == "5" and form.field_values()["board"] == "22"
            assert form.field_values()["table"] == "4" and form.field_values()["director"] == "Anna Lee"
            assert form.note == "What was typed here before and not saved is shown again: F4 saves it, Esc drops it."
            await pilot.press("f4")  # saved now
            await pilot.pause()
            assert app.screen is app.screen_stack[0]
            assert app.details == {"round": "5", "board": 22, "table": "4", "director": "Anna Lee"}
            assert store.load_form() is None
            assert store.load_draft().details == {"round": "5", "board": 22, "table": "4", "director": "Anna Lee"}


async def test_escape_drops_the_unsaved_text_and_ctrl_n_forgets_it(tmp_path):
    from helper.tui.details import DetailsScreen

    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path, director="Anna Lee") as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("1", "enter")
            await pilot.pause()
            await type_form_unsaved(pilot)
            await pilot.press("backspace", "up", "backspace")  # table emptied, board back to 2
            await pilot.pause()
            assert store.load_form() == {"round": "5", "board": "2"}
            await pilot.press("backspace", "up", "backspace")  # typed back to the start: none pending
            await pilot.pause()
            assert store.load_form() is None
            await pilot.press("escape")
            await pilot.pause()
            assert store.load_form() is None and "round" not in app.details
            await type_form_unsaved(pilot)
            await pilot.press("escape", "escape")  # the first warns, the second drops it (rev46 fault 3, fjae)
            await type_form_unsaved(pilot)
            await pilot.press("escape", "escape")
            await pilot.pause()
            await type_form_unsaved(pilot)
            assert isinstance(app.screen, DetailsScreen) and store.load_form() == {
                "round": "5", "board": "22", "table": "4"}
            await pilot.press("escape", "escape", "ctrl+n", "y")
            await pilot.pause()
            assert store.load_form() is None


# ---------------------------------------------------------------- 5. after n, the line follows the other helper

@asynccontextmanager
async def beside_a_live_login(tmp_path):
    """This login's helper (pts/4, a heartbeat every 0.1 s) started at 80x24 beside the same OS user's
    helper in another login (pts/98), live (this process: its pid runs), holding a ruling in progress
    of one answer. Yields (app, pilot, the other's store); the stores are closed at the end."""
    path = tmp_path / "r.sqlite3"
    user = session_key().split("@")[0]
    other = RulingStore.open(path)  # the other login's helper
    other.key, other.terminal = f"session:{user}@/dev/pts/98", "pts/98"
    other.claim_draft()
    other.save_draft("en", [("situation", "no_result")])
    try:
        with RulingStore.open(path) as store:
            store.key = f"session:{user}@/dev/pts/4"
            app = HelperApp(lang="en", store=store, heartbeat_seconds=0.1)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                yield app, pilot, other
    finally:
        other.close()


async def test_after_n_the_line_follows_the_other_helper_and_ctrl_o_resumes_at_once(tmp_path):
    """A fresh tester: after n to the other login's ruling, that helper's link was killed (SIGHUP:
    it lets the ruling go); the line kept saying "Ctrl+O asks again" for 70 s and Ctrl+O asked
    y/n again. Now the next heartbeat changes the line, and Ctrl+O resumes the ruling at once."""
    from helper.tui.app import TakeOverScreen

    async with beside_a_live_login(tmp_path) as (app, pilot, other):
        assert isinstance(app.screen, TakeOverScreen)
        await pilot.press("n")
        await pilot.pause()
        stays = "The ruling stays open in the other login: ^O asks again whether to take it over."
        assert squash(stays) in status(app)
        await pilot.pause(0.3)  # heartbeats while the other runs: the line stays
        assert squash(stays) in status(app)
        other.release()  # its link killed: SIGHUP lets the ruling go
        ended = ("The helper in the other login (pts/98) has ended or no longer responds: ^O resumes "
                 "its ruling here at once.")
        await until(pilot, lambda: squash(ended) in status(app))
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert not isinstance(app.screen, TakeOverScreen)  # not asked again
        assert [a.node for a in app.dialogue.answers] == ["situation"]
        assert app.owns_draft and app.store.key == f"session:{session_key().split('@')[0]}@/dev/pts/98"


async def test_after_n_a_ruling_finished_in_the_other_login_is_said_gone(tmp_path):
    async with beside_a_live_login(tmp_path) as (app, pilot, other):
        await pilot.press("n")
        await pilot.pause()
        other.clear_draft()  # finished there
        await until(pilot, lambda: squash("The ruling left in the other login is no longer open there "
                                             "(finished, or taken over by another helper).") in status(app))


def test_help_and_readme_say_when_ctrl_o_asks_first():
    """F1 help and the README word Ctrl+O alike: it asks only while the other helper runs with
    a ruling in progress, at once when that helper has ended (tests/test_tui_keys.py: same keys)."""
    from helper.tui.app import key_hints
    from tests.support import REPO

    hints = dict(key_hints("en", short=False))
    assert hints["^O"] == ("Take over the ruling in progress another helper holds: asks first while that helper "
                           "runs with a ruling in progress; at once when it has ended")
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert ("| `Ctrl+O` | take over the ruling in progress another helper holds: asks `y`/`n` first while that "
            "helper runs with a ruling in progress; at once when it has ended |") in readme


# ---------------------------------------------------------------- 2. a penalty in an individual event

INDIVIDUAL = """situation: no_result
director_error: "no"
form: individual
ns_fault: none
ew_fault: direct
board_results: 13
"""
# Individual, matchpoints (Law 12C2(a), 12C3): NS average plus 60% of a top of 2 x 12 = 24 (Law
# 78A) = 14.4 MP, EW average minus 40% = 9.6 MP. West's standard penalty (Law 90A): 25% of a
# top = 6 MP, West's alone: East, North and South keep their scores.
INDIVIDUAL_SUMMARY = ("12C2(a), 12C3, 90A: NS 60% = 14.4 MP, EW 40% = 9.6 MP; procedural penalty: West -25% of a "
                      "top = -6 MP")


async def test_an_individuals_penalty_asks_which_player_and_falls_on_that_player_only(tmp_path):
    """A fresh tester: `form: individual`, `penalty: ew` penalised "EW", two players, though in an
    individual each player is a contestant (Law 90A penalises the offender)."""
    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            for key in ("1", "1", "3", "1", "3"):
                await pilot.press(key, "enter")
                await pilot.pause()
            for key in ("1", "3", "enter"):
                await pilot.press(key)
            await pilot.pause()
            assert app.dialogue.finished
            await pilot.press("3", "enter")  # on EW ...
            await pilot.pause()
            # Too long for the answer line (it was cut there: issue 8, fresh tester 8d): written out
            # whole in the transcript, the answer line giving its answers.
            assert app.query_one("#answer").placeholder == "1 East  2 West"
            from tests.test_tui import transcript_squashed

            assert squash("Which player? In an individual each player is a contestant: only the offender is "
                          "penalised.  1 East  2 West") in transcript_squashed(app)
            assert app.dialogue.ruling().penalty is None  # no penalty on a pair of contestants meanwhile
            await pilot.press("2", "enter")  # ... West
            await pilot.pause()
            await pilot.press("enter")  # the standard penalty
            await pilot.pause()
            [record] = store.rulings()
            assert record.summary == INDIVIDUAL_SUMMARY
            assert record.score["penalty"]["player"] == "w" and record.score["penalty"]["side"] == "ew"
            from tests.test_tui import transcript_squashed

            assert squash("Procedural penalty (Law 90A), the standard penalty: West -25% of a top = -6 MP, apart "
                          "from the board's score; the scores of the other three players do not change.") in \
                transcript_squashed(app)


def test_an_individuals_penalty_from_an_answers_file_needs_the_player(tmp_path, monkeypatch, capsys):
    import csv
    import json

    from tests.support import run

    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "data"))
    (tmp_path / "none.toml").write_text("", encoding="utf-8")
    monkeypatch.setenv("HELPER_SETTINGS", str(tmp_path / "none.toml"))
    answers = tmp_path / "a.yaml"
    answers.write_text(INDIVIDUAL + "penalty: ew\n", encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(answers), "--record")
    assert (code, out) == (2, "")
    assert err == (f"helper: {answers} does not answer question penalty_player_ew: Which player? In an individual "
                   "each player is a contestant: only the offender is penalised.\n")
    answers.write_text(INDIVIDUAL + "penalty: ew\npenalty_player_ew: w\n", encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(answers), "--record")
    assert code == 0 and out.splitlines()[0] == INDIVIDUAL_SUMMARY
    assert ("  Procedural penalty (Law 90A), the standard penalty: West -25% of a top = -6 MP, apart from the board's "
            "score; the scores of the other three players do not change.") in out.splitlines()
    shown = json.loads(run(capsys, "rulings", "show", "1", "--json")[1])
    assert shown["penalty"]["player"] == "w" and shown["penalty"]["matchpoints"] == 6
    assert shown["summary"] == INDIVIDUAL_SUMMARY
    assert run(capsys, "rulings", "export", str(tmp_path / "log.csv"))[0] == 0
    [row] = list(csv.DictReader((tmp_path / "log.csv").open(encoding="utf-8-sig")))
    assert (row["penalty_side"], row["penalty_player"], row["penalty_matchpoints"]) == ("ew", "w", "6")
    code, out, err = run(capsys, "rulings", "show", "1", "--lang", "zh")
    assert "程序性罚分：西家" in out and "其他三位牌手的得分不变" in out
    # At pairs nothing changes: the side is the contestant, no player is asked.
    pairs = tmp_path / "p.yaml"
    pairs.write_text(INDIVIDUAL.replace("individual", "pairs") + "penalty: ew\n", encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(pairs))
    assert code == 0 and "procedural penalty: EW -25% of a top = -6 MP" in out


def test_score_penalty_takes_the_player_of_an_individual(capsys, tmp_path, monkeypatch):
    import json

    from tests.support import run

    (tmp_path / "none.toml").write_text("", encoding="utf-8")
    monkeypatch.setenv("HELPER_SETTINGS", str(tmp_path / "none.toml"))
    code, out, err = run(capsys, "score", "penalty", "--scoring", "mp", "--player", "s", "--top", "24")
    assert code == 0 and out.splitlines()[0] == (
        "90A: Procedural penalty (Law 90A), the standard penalty: South -25% of a top = -6 MP, apart from the "
        "board's score; the scores of the other three players do not change.")
    code, out, err = run(capsys, "score", "penalty", "--scoring", "imps", "--player", "w", "--amount", "2", "--json")
    assert json.loads(out) == {"law": "90A", "side": "ew", "unit": "imps", "amount": 2.0, "standard": False,
                               "opponents_change": 0, "player": "w"}
    assert run(capsys, "score", "penalty", "--scoring", "mp", "--player", "s", "--side", "ew")[2] == (
        "helper: --player s does not sit in --side ew.\n")
    assert run(capsys, "score", "penalty", "--scoring", "mp")[2] == (
        "helper: Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w "
        "(an individual).\n")


# ---------------------------------------------------------------- 9. smaller faults

def test_numbered_details_are_normalised_like_the_board():
    """A fresh tester: a full-width round １ was stored as typed while a full-width board was read
    as 12. Session, round, table and the contestants' numbers are numbering text (``12A``): their
    full-width forms are made ASCII; the board is a number; names, event and Director stay as typed."""
    from helper.rulings import check_details

    assert check_details({"session": "下午　２", "round": "１", "board": "１２", "table": "１２Ａ", "ns": "３",
                          "ew": " ７ ", "event": "春季赛１", "ns_names": "Ｗａｎｇ", "director": "李　明"}) == {
        "event": "春季赛１", "session": "下午 2", "round": "1", "board": 12, "table": "12A", "ns": "3", "ew": "7",
        "ns_names": "Ｗａｎｇ", "director": "李 明"}


async def test_a_full_width_round_typed_in_the_form_is_the_same_round(tmp_path):
    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        app = HelperApp(lang="zh", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("1", "enter")
            await pilot.pause()
            await pilot.press("f4", "down", "down")
            await pilot.pause()
            app.screen.take_paste("１")  # typed on a Chinese keyboard's full-width mode
            await pilot.press("down")
            app.screen.take_paste("２２")
            await pilot.press("f4")
            await pilot.pause()
            assert app.details["round"] == "1" and app.details["board"] == 22
            assert store.load_draft().details == {"round": "1", "board": 22}


def _recorded_from_a_file(tmp_path, monkeypatch, capsys):
    from tests.support import run

    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "data"))
    monkeypatch.delenv("HELPER_DIRECTOR", raising=False)
    (tmp_path / "none.toml").write_text("", encoding="utf-8")
    monkeypatch.setenv("HELPER_SETTINGS", str(tmp_path / "none.toml"))
    answers = tmp_path / "a.yaml"
    answers.write_text(INDIVIDUAL.replace("individual", "pairs") + "round: \"１\"\n", encoding="utf-8")
    assert run(capsys, "rule", "--answers", str(answers), "--record")[0] == 0


def test_a_ruling_replayed_from_a_file_says_so_and_has_no_start_time(tmp_path, monkeypatch, capsys):
    """A fresh tester: `rule --record` stored its recording time as the ruling's start time."""
    import json

    from tests.support import run

    _recorded_from_a_file(tmp_path, monkeypatch, capsys)
    with RulingStore.open(tmp_path / "data" / "rulings.sqlite3") as store:
        [record] = store.rulings()
    assert record.replayed and record.begun is None and record.details["round"] == "1"
    code, out, err = run(capsys, "rulings", "show", "1")
    assert ("Replayed from a file of answers (helper rule --record): when the ruling began at the table is not "
            "recorded.") in out.splitlines()
    assert "Started" not in out
    shown = json.loads(run(capsys, "rulings", "show", "1", "--json")[1])
    assert (shown["begun"], shown["replayed"]) == (None, True)
    code, out, err = run(capsys, "--lang", "zh", "rulings", "show", "1")
    assert "由答案文件重放记录（helper rule --record）：裁决在牌桌上开始的时间未记录。" in out


async def test_a_ruling_made_on_the_screen_is_not_replayed(tmp_path):
    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            from tests.test_tui import walk_fouled_board

            await walk_fouled_board(pilot)
            [record] = store.rulings()
            assert not record.replayed and record.begun is not None


MISSING = "The '?' at the start is in the source document: a character is missing there."
NO_ENGLISH = "The sources hold no English text of the 1997 Laws: this Chinese text is the only one."


def test_the_1997_law_90a_says_its_stray_question_mark_and_that_no_english_is_held(capsys):
    from helper.laws import LawBook
    from helper.laws.notes import note_text
    from tests.support import run

    book = LawBook.load()
    shown = book.display("90A", "en")
    assert shown.text.startswith("?裁判")  # the law text is never edited
    assert note_text(shown, "en") == ("The sources hold no 2017 text of 90A: 1997 Laws, Law 90A (Chinese) is shown "
                                      f"(probable). {NO_ENGLISH} {MISSING}")
    assert note_text(book.display("90A", "zh"), "zh").endswith("开头的“?”出自来源文件本身：那里缺了一个字。")
    assert "αγγλικό ούτε ελληνικό κείμενο του Κώδικα 1997" in note_text(book.display("90A", "el"), "el")
    # A 1997 text without the stray mark has no such note; a 2017 English text has none at all.
    assert note_text(book.display("12C2(c)", "zh"), "zh") == (
        "1997年版规则第88条（中文）：对应2017年版第12条C款2项(c)（很可能）。并非2017年版文本。")
    assert note_text(book.display("12C1(a)", "en"), "en") is None
    code, out, err = run(capsys, "laws", "show", "90A")
    assert f"{NO_ENGLISH} {MISSING}]" in out.splitlines()[1]


async def test_the_players_view_and_the_sheet_carry_the_notes_of_law_90a():
    from helper.rulings.sheet import sheet_sections
    from helper.tui.players import PlayersScreen
    from tests.test_tui import walk_fouled_board

    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_fouled_board(pilot)
        await pilot.press("3", "enter")  # a penalty on EW: Law 90A is cited
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        [law] = [law for law in sheet_sections(app.dialogue.ruling(), "en").laws if law.text.startswith("?")]
        assert NO_ENGLISH in law.note and MISSING in law.note
        await pilot.press("f5", "1", "2")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayersScreen)
        english, chinese = screen.texts
        assert squash(f"{NO_ENGLISH} {MISSING}") in squash(english)
        assert squash("开头的“?”出自来源文件本身：那里缺了一个字。") in squash(chinese)


def test_unsaved_form_text_survives_sighup_in_a_real_terminal(tmp_path):
    """As the tester did it, over a real terminal (tmux, 80x24): Round 5, Board 22, Table 4 typed
    in the form, not saved; the SSH link killed (SIGHUP to the helper); a new login as the same
    Director resumes the ruling, says the form had unsaved text, and F4 shows it."""
    import shutil
    import signal
    import time

    import pytest as _pytest

    from tests.test_record_terminal import Tmux, draft

    if shutil.which("tmux") is None:
        _pytest.skip("tmux is not installed")
    record = tmp_path / "rulings.sqlite3"
    tmux = Tmux(f"helper-fix8d-{os.getpid()}", tmp_path)
    try:
        old = tmux.start(director="Anna")
        tmux.wait_for(old, "^X")
        tmux.keys(old, "1", "Enter")
        tmux.wait_for(old, "Director's error")
        tmux.keys(old, "F4", "Down", "Down", "5", "Down", "2", "2", "Down", "4")
        tmux.wait_for(old, "22")
        pid = draft(record)[2]
        os.kill(pid, signal.SIGHUP)  # the link dropped
        for _ in range(100):
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.1)
        new = tmux.start(director="Anna")
        tmux.wait_for(new, "The details form had unsaved text when the helper ended")
        tmux.keys(new, "F4")
        screen = tmux.wait_for(new, "What was typed here before and not saved is shown again")
        squashed = "".join(screen.split())
        assert "Round5" in squashed and "Board22" in squashed and "Table4" in squashed
    finally:
        tmux.close()


@pytest.mark.parametrize("lang, question, choices", [
    ("en", "Which player? In an individual each player is a contestant: only the offender is penalised.",
     "1 East  2 West"),  # 94 cells: written out
    ("zh", None, None),  # 60 cells: fits the answer line
    ("el", None, None),
])
async def test_a_long_question_after_the_score_is_written_out_whole_with_its_answers(tmp_path, lang, question,
                                                                                       choices):
    """A fresh tester (session 10): at 80x24 the individual's "Which player?" was shown only on the
    answer line, cut after "only the offender", with no answers to choose from. Too long for that
    line, it is written out in the transcript too, wrapped, its numbered answers with it."""
    from helper.i18n import get_translator
    from tests.test_tui import transcript_squashed

    _ = get_translator(lang).gettext
    question = question or _("Which player? In an individual each player is a contestant: only the offender is "
                             "penalised.")
    choices = choices or "1 {}  2 {}".format(_("East"), _("West"))
    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        app = HelperApp(lang=lang, store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            for key in ("1", "1", "3", "1", "3"):
                await pilot.press(key, "enter")
                await pilot.pause()
            for key in ("1", "3", "enter"):
                await pilot.press(key)
            await pilot.pause()
            await pilot.press("enter")  # no session percentage
            await pilot.pause()
            await pilot.press("3", "enter")  # on EW
            await pilot.pause()
            await pilot.pause()
            whole = question + "  " + choices
            from rich.cells import cell_len
            from textual.containers import VerticalScroll

            if cell_len(whole) <= 78:  # fits the answer line of 80 columns (padding 1 each side): asked there
                assert app.query_one("#answer").placeholder == whole
                assert squash(whole) not in transcript_squashed(app)
                return
            assert squash(whole) in transcript_squashed(app)
            # and in view: the transcript is scrolled to its end (the question is its last line)
            transcript = app.query_one("#transcript", VerticalScroll)
            assert transcript.scroll_y == transcript.max_scroll_y
