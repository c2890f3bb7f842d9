"""Issue 10 (fix10i): on a GNU screen that cannot show Chinese (``screen -U`` with ``LANG=C``:
"narrow") or Greek (a CJK locale: "ambiguous"; neither without ``-U``: "ascii"), what would be
written in that script is said, never drawn as ``??``: a law text is replaced by a line naming the
fix (``LANG=C.UTF-8 screen -U``) and the command that writes it to a file; a value typed in it by a
short note; the language pickers (F5, the law finder, the review screen) offer only what it shows,
saying why; the note after F2 is in the screen's language where it is shown; and a text command
gives the fix that works. The real-terminal half is in tests/test_terminal_glyphs.py.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from textual.widgets import Static

from helper.tui.app import HelperApp
from helper.tui.glyphs import hidden_script, readable_law_text
from tests.support import PAIRS_TO_SCORE, REPO, on_screen, press, squash

LINE_90A_EN = ("This paragraph's text is in Chinese, which this terminal cannot show. To read it, start GNU screen "
               "with: LANG=C.UTF-8 screen -U, or write it to a file: helper laws show 90A --output FILE.")
LINE_90A_EL = ("Το κείμενο αυτής της παραγράφου είναι στα κινεζικά, που αυτό το τερματικό δεν μπορεί να εμφανίσει. "
               "Για να το διαβάσετε, ξεκινήστε το GNU screen με: LANG=C.UTF-8 screen -U, ή γράψτε το σε αρχείο: "
               "helper laws show 90A --lang el --output FILE.")
NARROW_EN = ("GNU screen in a non-UTF-8 locale counts a Chinese character as one column, not two: Chinese is not "
             "used. For it, start screen with: LANG=C.UTF-8 screen -U")
NARROW_EL = ("Το GNU screen χωρίς τοπικές ρυθμίσεις UTF-8 μετρά κάθε κινεζικό χαρακτήρα μία στήλη, όχι δύο: τα "
             "κινεζικά δεν εμφανίζονται. Γι' αυτά: LANG=C.UTF-8 screen -U")
ASCII_EN = ("GNU screen in a locale that is not UTF-8 shows only ASCII: English is used. For Chinese and Greek, "
            "start screen with: LANG=C.UTF-8 screen -U")
AMBIGUOUS_EN = ("GNU screen in a CJK locale counts a Greek letter as two columns, the terminal as one: Greek is not "
                "used. For it, start screen with: LANG=C.UTF-8 screen -U")
AMBIGUOUS_ZH = ("中日韩语言环境下的 GNU screen 把一个希腊字母算作两列，终端则算作一列：因此不使用希腊文。"
                "如需希腊文，请这样启动 screen：LANG=C.UTF-8 screen -U")


def has_chinese(text: str) -> bool:
    return any("\u4e00" <= char <= "\u9fff" for char in text)


# ------------------------------------------------------------------ which script a mode hides

@pytest.mark.parametrize("text, mode, expected", [
    ("第12条C款", "narrow", "zh"),
    ("第12条C款", "ascii", "zh"),
    ("第12条C款", "ambiguous", None),     # Chinese is shown there
    ("第12条C款", None, None),
    ("Νόμος 12Γ", "ambiguous", "el"),
    ("Νόμος 12Γ", "ascii", "el"),
    ("Νόμος 12Γ", "narrow", None),         # Greek letters are one column there too
    ("Νόμος 第12条", "ascii", "zh"),        # both: Chinese first
    ("“Law” 12C… ：１", "narrow", None),    # punctuation and full-width forms have stand-ins
    ("“Law” 12C… ─", "ambiguous", None),
    ("Law 12C", "ascii", None),
])
def test_the_script_each_mode_hides(text, mode, expected):
    assert hidden_script(text, mode) == expected


def test_a_hidden_law_text_becomes_the_line_naming_the_command_that_writes_it():
    assert readable_law_text("？裁判除按照", "narrow", "en", "90A") == LINE_90A_EN
    assert readable_law_text("？裁判除按照", "narrow", "el", "90A") == LINE_90A_EL
    # A 1997 paragraph: its edition; an id with brackets: quoted for the shell.
    assert readable_law_text("中", "narrow", "en", "86A", "1997").endswith(
        "helper laws show 86A --edition 1997 --output FILE.")
    assert readable_law_text("Όταν", "ambiguous", "en", "12C1(a)") == (
        "This paragraph's text is in Greek, which this terminal cannot show. To read it, start GNU screen with: "
        "LANG=C.UTF-8 screen -U, or write it to a file: helper laws show '12C1(a)' --output FILE.")
    assert readable_law_text("？裁判除按照", None, "en", "90A") == "？裁判除按照"  # shown as it is


# ------------------------------------------------------------------ the law panel

@pytest.mark.parametrize("lang, line", [("en", LINE_90A_EN), ("el", LINE_90A_EL)])
async def test_the_law_panel_says_how_to_read_the_1997_chinese_of_90a_where_screen_cannot_show_it(lang, line):
    app = HelperApp(lang=lang)
    app.glyphs = "narrow"
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, PAIRS_TO_SCORE)  # the score, then the penalty question: Law 90A beside it
        assert app.law_ids()[-1] == "90A"
        panel = app.law_panel_text().plain
        assert panel.endswith("\n" + line) and not has_chinese(panel)
        assert "'?'" not in panel and "«?»" not in panel  # nothing said of the '?' of a text not shown
        app.glyphs = None  # a terminal that shows Chinese: the text itself, and its '?' explained
        assert has_chinese(app.law_panel_text().plain) and ("'?'" in app.law_panel_text().plain
                                                            or "«?»" in app.law_panel_text().plain)


# ------------------------------------------------------------------ F2's note

@pytest.mark.parametrize("mode, notes", [
    ("narrow", [("el", NARROW_EL), ("en", NARROW_EN)]),    # said in Greek once Greek is the screen's
    ("ambiguous", [("zh", AMBIGUOUS_ZH), ("en", AMBIGUOUS_EN)]),
    ("ascii", [("en", ASCII_EN)]),
])
async def test_f2_says_why_a_language_is_passed_over_in_the_language_now_shown(mode, notes):
    app = HelperApp(lang="en")
    app.glyphs = mode
    async with app.run_test(size=(80, 24)) as pilot:
        for lang, note in notes:
            await press(pilot, ["f2"])
            assert (app.lang, app.notice) == (lang, note)
            status = app.query_one("#status")
            assert squash(on_screen(status)) == squash(note) and status.outer_size.height <= 2


# ------------------------------------------------------------------ the players' view (F5)

def picker_lines(app) -> list[str]:
    return [line.strip("│ ") for line in on_screen(app.screen.query_one("#players-langs")).splitlines()
            if line.strip("│ ┌┐└┘─")]


@pytest.mark.parametrize("mode, offered, note", [
    ("narrow", ["1  English", "2  Ελληνικά"], NARROW_EN),
    ("ambiguous", ["1  English", "2  中文"], AMBIGUOUS_EN),
])
async def test_the_players_languages_offered_are_those_the_terminal_shows_with_why(mode, offered, note):
    app = HelperApp(lang="en")
    app.glyphs = mode
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, PAIRS_TO_SCORE + ["f5"])
        lines = picker_lines(app)
        assert lines[1:3] == offered and squash(note) in squash(" ".join(lines))
        await press(pilot, ["3"])  # no third language offered: nothing happens
        assert picker_lines(app) == lines
        await press(pilot, ["2", "1"])
        assert app.screen.langs == (offered[1][3:] == "中文" and "zh" or "el", "en")
        assert not (has_chinese(" ".join(app.screen.texts)) and mode == "narrow")


async def test_where_only_english_is_shown_the_players_view_is_english_alone():
    app = HelperApp(lang="en")
    app.glyphs = "ascii"
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, PAIRS_TO_SCORE + ["f5"])
        lines = picker_lines(app)
        assert lines[1] == "1  English" and "2  " not in " ".join(lines)
        assert lines[-1] == "Press 1 for English alone (Escape: cancel)."
        await press(pilot, ["1"])
        assert app.screen.langs == ("en",) and len(app.screen.texts) == 1
        title = on_screen(app.screen.query_one("#players-title", Static)).strip()
        assert title == "For the players  English"


# ------------------------------------------------------------------ the law finder

async def test_the_law_finder_offers_only_languages_shown_and_says_how_to_read_a_1997_text():
    from tests.test_search_tui import panel, settle, status, typed

    app = HelperApp(lang="en")
    app.glyphs = "narrow"
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, ["ctrl+f"])
        typed(app, "90A")
        await settle(pilot)
        results = on_screen(app.screen.query_one("#search-results"))
        assert "(in Chinese: not shown on this terminal)" in results and not has_chinese(results)
        await press(pilot, ["enter"])
        shown = panel(app)
        assert shown.startswith(squash("Law 90A  (1997 Chinese Laws)  [en] el"))
        assert shown.endswith(squash("helper laws show 90A --edition 1997 --output FILE.")) and not has_chinese(shown)
        await press(pilot, ["f2"])
        assert panel(app).startswith(squash("Νόμος 90Α  (Κινεζικοί Κανονισμοί 1997)  en [el]"))
        assert status(app) == squash(NARROW_EN)
        await press(pilot, ["f2"])
        assert app.screen.text_lang == "en"  # English again: Chinese passed over


# ------------------------------------------------------------------ the review screen (Ctrl+R)

async def test_the_review_screen_reviews_only_a_language_shown_and_says_the_other_is_not():
    from tests.support import helper_app, review_shown

    async with helper_app(None, ["ctrl+r"], size=(160, 40), glyphs="narrow") as (app, pilot):
        screen = await review_shown(pilot, app)
        assert screen.target == "el"
        third = on_screen(screen.query_one("#col-third", Static)).strip()
        assert third == "(in Chinese: not shown on this terminal)"
        assert on_screen(screen.query_one("#head-third", Static)).strip() == "Chinese"
        await press(pilot, ["l"])  # the other reviewed language: not offered, said why
        assert screen.target == "el"
        assert squash(on_screen(screen.query_one("#review-status", Static))) == squash(NARROW_EN)
        await press(pilot, ["g"])  # its hint: no Chinese example
        from textual.widgets import Input

        assert screen.query_one("#review-input", Input).placeholder == "paragraph id, e.g. 12C2(a), 12Γ2(α); Enter"


async def test_where_screen_shows_only_ascii_the_review_screen_does_not_open_and_says_why():
    from helper.tui.review import ReviewScreen

    app = HelperApp(lang="en")
    app.glyphs = "ascii"
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, ["ctrl+r"])
        assert not isinstance(app.screen, ReviewScreen) and app.notice == ASCII_EN


# ------------------------------------------------------------------ the details form (F4)

# A Chinese name typed there: each run a mark with its count since fix10j
# (tests/test_fix10j_typed_scripts.py: en and el, kept as typed).


# ------------------------------------------------------------------ the command line

def test_a_text_command_inside_screen_showing_only_ascii_gives_the_fix_that_works():
    from helper.cli.ui import garbling_screen_note

    environ = {"STY": "1.s", "LANG": "C"}  # no such session to ask: its window is taken for not UTF-8
    assert garbling_screen_note("zh", environ) == garbling_screen_note("el", environ) == "helper: " + ASCII_EN
    assert garbling_screen_note("en", environ) is None
    assert garbling_screen_note("el", {"STY": "1.s", "LANG": "C.UTF-8"}) is None


def run_helper(tmp_path, *args: str, **environ: str) -> subprocess.CompletedProcess:
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(REPO), "HELPER_DATA": str(tmp_path),
           **environ}
    return subprocess.run([sys.executable, "-m", "helper", *args], capture_output=True, env=env, cwd=tmp_path,
                          timeout=60)


def test_laws_show_output_writes_the_language_asked_in_utf8_even_where_the_terminal_cannot_show_it(tmp_path):
    done = run_helper(tmp_path, "--lang", "el", "laws", "show", "12C2(a)", "--output", "out.txt",
                      LC_ALL="C", PYTHONUTF8="0")
    assert done.returncode == 0, done.stderr
    assert done.stdout == b"Paragraph written to out.txt\n"  # the messages: English, in ASCII
    assert (tmp_path / "out.txt").read_text(encoding="utf-8").startswith("Νόμος 12Γ2(α)\n")
    # The 1997 Chinese of 90A, as the law panel's line says.
    done = run_helper(tmp_path, "laws", "show", "90A", "--output", "90A.txt", LANG="C.UTF-8")
    assert done.returncode == 0 and done.stdout == b"Paragraph written to 90A.txt\n"
    text = (tmp_path / "90A.txt").read_text(encoding="utf-8")
    assert text.startswith("Law 90A") and "裁判除按照本规则执行判罚外" in text
    # An existing file is kept unless --force; a bad id is refused in the messages' language.
    again = run_helper(tmp_path, "laws", "show", "90A", "--output", "90A.txt", LANG="C.UTF-8")
    assert again.returncode == 2 and b"--force" in again.stderr and b"Traceback" not in again.stderr
    bad = run_helper(tmp_path, "--lang", "el", "laws", "show", "99Z", "--output", "x.txt", LC_ALL="C", PYTHONUTF8="0")
    assert bad.returncode == 2 and bad.stderr.splitlines()[-1] == b"helper: Not a law paragraph id: 99Z"
    assert not (tmp_path / "x.txt").exists()


# ------------------------------------------------------------------ examples in hints

@pytest.mark.parametrize("text, mode, expected", [
    ("Go to paragraph: 12C2(a), 12Γ2(α), 第12条C款2项(a); Enter", "narrow", "Go to paragraph: 12C2(a), 12Γ2(α); Enter"),
    ("Go to paragraph: 12C2(a), 12Γ2(α), 第12条C款2项(a); Enter", "ambiguous",
     "Go to paragraph: 12C2(a), 第12条C款2项(a); Enter"),
    ("Go to paragraph: 12C2(a), 12Γ2(α), 第12条C款2项(a); Enter", "ascii", "Go to paragraph: 12C2(a); Enter"),
    ("Μετάβαση σε παράγραφο: 12C2(a), 12Γ2(α), 第12条C款2项(a)· Enter", "narrow",
     "Μετάβαση σε παράγραφο: 12C2(a), 12Γ2(α)· Enter"),
    ("跳转到条款：12C2(a)、12Γ2(α)、第12条C款2项(a)；按 Enter", "ambiguous", "跳转到条款：12C2(a)、第12条C款2项(a)；按 Enter"),
    ("e.g. cards in the wrong pockets, 12C1(e), 第12条C款", None, "e.g. cards in the wrong pockets, 12C1(e), 第12条C款"),
])
def test_an_example_the_terminal_cannot_show_is_left_out_of_a_hint(text, mode, expected):
    from helper.tui.glyphs import without_hidden_examples

    assert without_hidden_examples(text, mode) == expected


async def test_the_law_finder_s_hint_has_no_chinese_example_where_screen_would_show_it_as_question_marks():
    from textual.widgets import Input

    app = HelperApp(lang="en")
    app.glyphs = "narrow"
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, ["ctrl+f"])
        assert app.screen.query_one("#search-line", Input).placeholder == "e.g. cards in the wrong pockets, 12C1(e)"


async def test_a_chinese_director_name_refused_is_said_not_drawn_where_screen_cannot_show_it(tmp_path):
    import socket

    from helper.rulings import RulingStore

    path = tmp_path / "r.sqlite3"
    with RulingStore.open(path) as store, RulingStore.open(path, director="王伟") as other:
        assert other.claim_draft().owned  # 王伟's own helper, live, with a ruling in progress
        other.save_draft("en", [("situation", "no_result")])
        app = HelperApp(lang="en", store=store)
        app.glyphs = "narrow"
        async with app.run_test(size=(80, 24)) as pilot:
            await press(pilot, ["1", "enter", "f4"])
            form = app.screen
            form.index = 9  # Director
            form.take_paste("王伟")
            await press(pilot, ["f4"])
            assert squash(app.notice) == squash(
                f"(in Chinese: not shown on this terminal) already has a ruling in progress, held by another helper "
                f"(process {os.getpid()} on {socket.gethostname()}): the Director of this ruling is not changed to "
                "that name; it stays where it was.")


@pytest.mark.parametrize("lang, line", [("en", LINE_90A_EN), ("el", LINE_90A_EL)])
def test_a_players_column_says_how_to_read_a_law_text_the_terminal_cannot_show(lang, line):
    """The players' view's column of a ruling citing 90A (its only text the 1997 Chinese)."""
    from helper.laws import LawBook, cite
    from helper.laws.notes import note_text
    from helper.rulings.sheet import LawBlock, Sections
    from helper.tui.players import column_text

    shown = LawBook.load().display("90A", lang)
    sections = Sections(lang=lang, title="", decision="-", headings=dict.fromkeys(("decision", "scores", "laws",
                                                                                    "appeal"), "H"),
                        scores=[], laws=[LawBlock(cite("90A", lang), note_text(shown, lang), shown.text, shown.lang)])
    column = column_text(sections, "narrow", ("90A",)).plain
    assert f"\n{line}\n" in column and not has_chinese(column)
    assert note_text(shown, lang, text_shown=False) + "\n" + line in column  # its note: nothing of the '?'
    assert note_text(shown, lang, text_shown=False) != note_text(shown, lang)
    assert shown.text in column_text(sections).plain  # shown where the terminal shows Chinese


def test_any_text_command_printing_chinese_to_such_a_screen_says_it_instead_and_how_to_read_it():
    """laws show --json prints the 1997 Chinese of 90A (its only text): under GNU screen without
    UTF-8 (STY of no live session, LANG=C: "ascii") each Chinese run is said, the note once."""
    import json

    from tests.support import on_a_terminal

    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(REPO), "STY": "1.s", "LANG": "C",
           "TERM": "screen"}
    done, shown = on_a_terminal("laws", "show", "90A", "--json", env=env, timeout=60)
    assert done.returncode == 0
    assert done.stderr == (b"helper: this terminal (GNU screen) cannot show some of this text: it is left out and "
                           b"said so. To read it, write it to a file (--output FILE, or > FILE), or start GNU screen "
                           b"with: LANG=C.UTF-8 screen -U\n")
    printed = json.loads(shown.decode("utf-8"))
    assert printed["text"] == "?(in Chinese: not shown on this terminal)"  # the source's own '?' kept
    assert printed["id"] == "90A" and not has_chinese(shown.decode("utf-8"))
    # Not a terminal (a pipe, a file): the text itself, nothing said.
    piped = subprocess.run([sys.executable, "-m", "helper", "laws", "show", "90A", "--json"], capture_output=True,
                           env=env, cwd=REPO, timeout=60)
    assert piped.stderr == b"" and json.loads(piped.stdout)["text"].startswith("?裁判除按照本规则执行判罚外")
