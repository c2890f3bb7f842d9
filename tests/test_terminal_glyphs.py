"""Issue 10 (fix10h): characters a terminal counts otherwise than the helper.

A fresh tester ran the helper in Chinese under GNU ``screen -U`` with ``LANG=C`` (inside tmux,
and over SSH): a scrollbar block spilt onto the next line and the footer was gone until Ctrl+L.
Measured (screen 4.09, tmux 3.3): screen under a locale that is not UTF-8 counts each Chinese
character one column while the terminal it draws on shows two; without ``-U`` it garbles all
but ASCII; in a Chinese, Japanese or Korean locale it counts Greek letters, box drawing and the
scrollbar's blocks two columns. The helper writes those characters as ASCII of the width it gave
them (helper.tui.glyphs) and does not use a language they would hide. The real-terminal tests run
GNU screen in tmux; skipped where either is missing.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import uuid

import pytest
from rich.cells import cell_len

from helper.cli.ui import glyphs_warning, screen_glyphs
from helper.i18n import LANGS
from helper.tui.app import HelperApp
from helper.tui.glyphs import filter_for, shown_languages
from tests import test_terminal
from tests.support import REPO, on_screen, squash


# ------------------------------------------------------------------ the rewriting, by hand

def test_narrow_mode_writes_each_chinese_character_as_two_question_marks_and_a_full_width_digit_as_itself():
    rewrite = filter_for("narrow")
    assert rewrite("第12条：中 ▆ “x” αβ ─") == "??12??: ?? ▆ “x” αβ ─"  # ：: its colon and a space
    assert rewrite("１３") == "1 3 "  # a full-width digit: its digit and a space, two columns
    assert rewrite("\x1b[1;5Hplain") == "\x1b[1;5Hplain"


def test_ascii_mode_writes_every_character_beyond_ascii_as_ascii_of_its_width():
    rewrite = filter_for("ascii")
    assert rewrite("┌─┐│└┘━┃╭╯") == "+-+|++-|++"
    assert rewrite("▁▆█") == "  #"
    assert rewrite("“x” ‘y’ … – — → ↑ ↓ ×") == '"x" \'y\' . - - > ^ v x'
    assert rewrite("é αΓ 中文 e\u0301") == "e ?? ???? e"  # an accent dropped, a combining mark dropped


def test_ambiguous_mode_keeps_chinese_and_writes_greek_lines_and_blocks_as_ascii():
    rewrite = filter_for("ambiguous")
    assert rewrite("第12条“中文”… αβ ─│ ▆█") == '第12条"中文". ?? -|  #'


def test_no_mode_rewrites_nothing_and_an_unknown_mode_is_refused():
    assert filter_for(None) is None
    with pytest.raises(ValueError):
        filter_for("wide")


def _catalogue_characters() -> str:
    import polib

    text = set("▁▂▃▄▅▆▇█▔▏▕─━│┃┌┐└┘╭╮╰╯├┤┬┴┼…→↑↓“”‘’×·•▶")
    for lang in ("zh_Hans", "el"):
        for entry in polib.pofile(str(REPO / "locales" / lang / "LC_MESSAGES" / "messages.po")):
            text |= set(entry.msgstr)
    return "".join(sorted(text))


@pytest.mark.parametrize("mode", ["ascii", "narrow", "ambiguous"])
def test_every_character_the_screen_may_show_keeps_its_width_and_none_miscounted_is_left(mode):
    import unicodedata

    text = _catalogue_characters()
    rewritten = filter_for(mode)(text)
    assert cell_len(rewritten) == cell_len(text)
    if mode == "ascii":
        assert rewritten.isascii()
    elif mode == "narrow":
        assert all(cell_len(char) <= 1 for char in rewritten)
    else:
        assert not any(unicodedata.east_asian_width(char) == "A" for char in rewritten)


def test_the_languages_shown_in_each_mode():
    assert shown_languages(None, LANGS) == ("en", "zh", "el")
    assert shown_languages("narrow", LANGS) == ("en", "el")
    assert shown_languages("ambiguous", LANGS) == ("en", "zh")
    assert shown_languages("ascii", LANGS) == ("en",)


# ------------------------------------------------------------------ which mode

def _has_locale(name: str) -> bool:
    """Whether ``locale -a`` lists ``name`` (``zh_CN.UTF-8`` is listed as ``zh_CN.utf8``)."""
    try:
        listed = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.split()
    except OSError:
        return False
    return name.replace("UTF-8", "utf8") in listed or name in listed


@pytest.mark.parametrize("environ, expected", [
    ({"TERM": "xterm-256color", "LANG": "C"}, None),                              # not in screen
    # tmux, not screen; no such tmux server to ask: its locale decides as tmux does for a client (fix9au)
    ({"TERM": "screen-256color", "TMUX": "/tmp/tmux-0/x,1,0", "LANG": "C"}, "tmux"),
    ({"TERM": "screen-256color", "TMUX": "/tmp/tmux-0/x,1,0", "LANG": "C.UTF-8"}, None),
    ({"STY": "1.s", "LANG": "C.UTF-8"}, None),
    ({"STY": "1.s", "LANG": "C"}, "ascii"),            # no such session to ask: its window is not taken for UTF-8
    ({"STY": "1.s"}, "ascii"),                          # no locale at all: C
    ({"STY": "1.s", "LANG": "C", "LC_CTYPE": "C.UTF-8"}, "ascii"),  # Python's own coercion (PEP 538)
    ({"TERM": "screen", "LANG": "en_US.ISO-8859-1"}, "ascii"),
    ({"STY": "1.s", "LANG": "C", "LC_ALL": "el_GR.UTF-8"}, None),  # LC_ALL wins
    ({"STY": "1.s", "LANG": "zh_CN.UTF-8"}, "ambiguous" if _has_locale("zh_CN.UTF-8") else "ascii"),
])
def test_the_glyph_mode_follows_screen_and_its_locale(environ, expected):
    # STY 1.s: process 1 is not a screen, so the helper's own environment is read.
    assert screen_glyphs(environ) == expected


@pytest.mark.parametrize("mode", ["ascii", "narrow", "ambiguous"])
async def test_the_notes_are_in_english_where_the_language_is_not_shown_and_take_two_lines_at_80x24(mode):
    # In a language the terminal shows (Greek under narrow, Chinese under ambiguous) the note is in
    # it (fix10i: tests/test_fix10i_hidden_scripts.py); in one it does not, English (ASCII).
    hidden = {"ascii": ("zh", "el"), "narrow": ("zh",), "ambiguous": ("el",)}[mode]
    notes = {glyphs_warning(mode, lang) for lang in ("en", *hidden)}
    assert len(notes) == 1 and glyphs_warning(None, "zh") is None
    [note] = notes
    assert note.isascii() and note.endswith("start screen with: LANG=C.UTF-8 screen -U")
    app = HelperApp(lang="en")
    app.startup_warning = note
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        line = app.query_one("#status")
        assert line.outer_size.height <= 2 and squash(on_screen(line)) == squash(note)


# ------------------------------------------------------------------ the screen (pilot)

@pytest.mark.parametrize("mode, after_f2", [
    ("narrow", ["el", "en"]),   # Chinese passed over (its characters would be ??)
    ("ascii", ["en", "en"]),    # only English is readable
])
async def test_f2_passes_over_the_languages_screen_would_hide_and_says_why(mode, after_f2):
    app = HelperApp(lang="en")
    app.glyphs = mode
    async with app.run_test(size=(80, 24)) as pilot:
        seen = []
        for _ in after_f2:
            await pilot.press("f2")
            await pilot.pause()
            seen.append(app.lang)
            # In the language now shown (the wording of each: tests/test_fix10i_hidden_scripts.py).
            assert app.notice == glyphs_warning(mode, app.lang)
            assert squash(app.notice) in squash(on_screen(app.query_one("#status")))
        assert seen == after_f2


async def test_f2_cycles_all_three_languages_on_a_terminal_that_counts_as_the_helper():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        seen = []
        for _ in range(3):
            await pilot.press("f2")
            await pilot.pause()
            seen.append(app.lang)
        assert seen == ["zh", "el", "en"] and app.notice is None


async def test_a_ruling_chosen_in_greek_resumes_in_english_where_screen_shows_only_ascii(tmp_path):
    from helper.rulings import RulingStore
    from tests.test_fix10c_resume_lang import _ruling_chosen_in_greek

    path = tmp_path / "rulings.sqlite3"
    await _ruling_chosen_in_greek(path)
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        app.glyphs = "ascii"
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert app.dialogue.current.id == "board_results" and app.lang == "en"
    with RulingStore.open(path) as store:  # where Greek is shown, the ruling's own language again
        app = HelperApp(lang="en", store=store)
        app.glyphs = "narrow"
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert app.lang == "el"


# ------------------------------------------------------------------ real GNU screen in tmux

needs_screen = pytest.mark.skipif(shutil.which("tmux") is None or shutil.which("screen") is None,
                                  reason="tmux and GNU screen are needed")


@pytest.fixture
def in_screen(tmp_path):
    """Start ``python -m helper ARGS`` in GNU screen (options ``opts``, its own environment
    ``screen_env``; the helper's ``helper_env`` on top) in tmux of ``width`` x ``height``."""
    started = []

    def start(*args: str, opts: str, screen_env: dict, helper_env: dict | None = None,
              width: int = 80, height: int = 24) -> test_terminal.Terminal:
        session = f"helper-glyphs-{uuid.uuid4().hex[:8]}"
        inner = " ".join(f"{k}={v}" for k, v in (helper_env or {}).items())
        env = test_terminal.helper_environment(tmp_path, TMUX="", STY="", LC_CTYPE="", **screen_env)
        command = ["screen", opts, "-c", "/dev/null", "-S", session, "env", inner, sys.executable, "-m",
                   "helper", *args]
        term = test_terminal.Terminal(tmp_path, [part for part in command if part], env, width=width,
                                      height=height)
        started.append((term, session))
        return term

    yield start
    for term, session in started:
        subprocess.run(["screen", "-S", session, "-X", "quit"], capture_output=True)
        term.close()


def _walk_to_the_score(term) -> str:
    """A fouled board to its score (by hand: 65% and 40% of a top of 24 are 15.6 and 9.6 MP; seen
    at 24 lines), the law pane paged down; returns the settled screen."""
    term.answers("1", "1", "1", "1", "3", "13", "65")
    term.settle()
    term.keys("Enter")
    # The question after the score (at 60x16 the score has scrolled off when that is drawn).
    term.wait_for("procedural penalty (Law 90)?".replace(" ", ""))
    shown = term.settle()
    if len(shown.splitlines()) >= 24:
        assert "12C2(a),12C2(c):NS65%=15.6MP,EW40%=9.6MP" in squash(shown)
    term.keys("NPage")  # the law pane scrolls (under the old helper this garbled screen -U with LANG=C)
    return term.settle()


def _drawn_whole(term, width: int) -> str:
    """The screen after the walk, checked to be the one the helper drew: the footer on the last
    line, no line wider than the terminal, and Ctrl+L (the whole screen drawn again) changes nothing
    (the tester's garbled screen came right only with Ctrl+L)."""
    shown = term.settle()
    lines = shown.rstrip("\n").split("\n")
    assert lines[-1].lstrip().startswith("^P") and "^X" in lines[-1], shown
    assert all(cell_len(line) <= width for line in lines)
    term.keys("C-l")
    assert term.settle() == shown
    return shown


@needs_screen
@pytest.mark.parametrize("width, height", [(80, 24), (60, 16)])
def test_chinese_asked_under_screen_u_with_lang_c_is_english_and_the_screen_stays_whole(in_screen, width, height):
    term = in_screen("--lang", "zh", opts="-U", screen_env={"LANG": "C", "LC_ALL": "C"}, width=width,
                     height=height)
    term.wait_for(squash("counts a Chinese character as one column"))
    _walk_to_the_score(term)
    shown = _drawn_whole(term, width)
    assert not any("\u4e00" <= char <= "\u9fff" for char in shown)  # no Chinese character reached screen
    term.keys("F2")  # English -> Greek (Chinese passed over, said): Greek letters are one column there too
    term.wait_for("^XΈξοδος")
    term.wait_for(squash("τα κινεζικά δεν εμφανίζονται"))  # said in Greek, the screen's language now (fix10i)
    _drawn_whole(term, width)


@needs_screen
def test_traditional_chinese_asked_under_screen_u_with_lang_c_gives_english_notes_only(in_screen):
    """fix10i: the note that there is no Traditional Chinese interface was said in Chinese, on a
    screen that showed it as ?? pairs; English is used, so it is not said at all (as by the text
    commands), and the note of screen's miscounting is the one said."""
    term = in_screen("--lang", "zh_TW", opts="-U", screen_env={"LANG": "C", "LC_ALL": "C"})
    term.wait_for(squash("counts a Chinese character as one column"))
    shown = _drawn_whole(term, 80)
    assert "??" not in shown and "Traditional" not in shown


@needs_screen
def test_screen_s_own_locale_counts_not_the_helper_s(in_screen):
    """Screen started with LANG=C, the helper with LANG=C.UTF-8 in its window: screen still counts a
    Chinese character one column (its own locale, read from /proc), so English is used."""
    term = in_screen("--lang", "zh", opts="-U", screen_env={"LANG": "C"},
                     helper_env={"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"})
    term.wait_for(squash("counts a Chinese character as one column"))


@needs_screen
def test_greek_asked_under_screen_without_u_is_ascii_english_and_the_screen_stays_whole(in_screen):
    term = in_screen("--lang", "el", opts="", screen_env={"LANG": "C", "LC_ALL": "C"})
    term.wait_for(squash("shows only ASCII"))
    _walk_to_the_score(term)
    shown = _drawn_whole(term, 80)
    assert shown.isascii(), shown


@needs_screen
def test_chinese_under_screen_in_a_utf8_locale_is_shown_as_chinese(in_screen):
    term = in_screen("--lang", "zh", opts="-U", screen_env={"LANG": "C.UTF-8"})
    term.wait_for("^X")
    term.answers("1", "1", "1", "1", "3", "13", "65")
    term.settle()
    term.keys("Enter")
    term.wait_for("第12条C款2项(a)、第12条C款2项(c)：南北65%=15.6比赛分，东西40%=9.6比赛分")
    _drawn_whole(term, 80)


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_chinese_in_tmux_alone_with_lang_c_stays_whole(tmp_path):
    """tmux counts by its own UTF-8 tables whatever the program's locale: Chinese is used."""
    env = test_terminal.helper_environment(tmp_path, LANG="C", LC_ALL="C")
    term = test_terminal.Terminal(tmp_path, [sys.executable, "-m", "helper", "--lang", "zh"], env)
    try:
        term.wait_for("^X")
        term.answers("1", "1", "1", "1", "3", "13", "65")
        term.settle()
        term.keys("Enter")
        term.wait_for("第12条C款2项(a)、第12条C款2项(c)：南北65%=15.6比赛分，东西40%=9.6比赛分")
        term.keys("NPage")
        _drawn_whole(term, 80)
    finally:
        term.close()


@needs_screen
@pytest.mark.parametrize("lang, line, picker", [
    ("en", "text is in Chinese, which", ["1  English", "2  Ελληνικά"]),
    ("el", "είναι στα κινεζικά, που", ["1  English", "2  Ελληνικά"]),
])
@pytest.mark.parametrize("width, height", [(80, 24), (60, 16)])
def test_under_screen_u_with_lang_c_chinese_text_is_said_not_drawn(in_screen, lang, line, picker, width, height):
    """fix10i: the 1997 Chinese of Law 90A beside the penalty question reached screen as ?? pairs;
    now a line says it is Chinese and how to read it, and F5 offers only what screen shows."""
    term = in_screen("--lang", lang, opts="-U", screen_env={"LANG": "C", "LC_ALL": "C"}, width=width,
                     height=height)
    term.wait_for("^X")
    term.answers("1", "1", "1", "1", "3", "13", "65")  # to the score (as _walk_to_the_score), then
    term.settle()
    term.keys("Enter")  # the penalty question: Law 90A in the law panel
    seen = []
    for _ in range(8):  # page the law panel down to 90A's line (at 60x16 it may straddle two pages)
        seen.append(term.settle())
        if squash(line) in squash(seen[-1]):
            break
        term.keys("NPage")
    assert any(squash(line) in squash(page) for page in seen), seen
    for page in seen:
        assert "??" not in page and not any("\u4e00" <= char <= "\u9fff" for char in page)
    _drawn_whole(term, width)
    term.keys("F5")
    term.wait_for(squash(picker[1]))
    shown = term.settle()
    assert [row for row in picker if row in shown] == picker and "3  " not in shown and "??" not in shown


def _in_screen_and_wait(tmp_path, socket: str, helper: str, screen: str, text: str) -> str:
    """The tmux pane once ``text`` is on it: ``python -m helper`` + ``helper`` run in GNU screen
    started with ``screen`` (tests.test_screen_warning.gnu_screen_in_tmux)."""
    from tests.test_screen_warning import end_gnu_screen, gnu_screen_in_tmux

    import time

    gnu_screen_in_tmux(tmp_path, socket, helper, screen)
    try:
        deadline, shown = time.monotonic() + 30, ""
        while time.monotonic() < deadline and text not in shown:
            time.sleep(0.2)
            shown = subprocess.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", "t"], capture_output=True,
                                   text=True).stdout
        assert text in shown, shown
        return shown
    finally:
        end_gnu_screen(socket)


@needs_screen
def test_a_text_command_under_screen_u_with_lang_c_keeps_greek_and_gives_the_fix_for_chinese(tmp_path):
    """fix10i: screen -U with LANG=C shows Greek right (it was replaced by English) and Chinese not
    even with -U (the note said "Start screen with -U"): the fix that works is said."""
    session = f"helper-glyphs-{uuid.uuid4().hex[:8]}"
    greek = _in_screen_and_wait(tmp_path, session, " --lang el laws show \"12C2(a)\" 2>&1; echo DONE; sleep 30",
                                "LANG=C TERM=xterm-256color screen -U", "DONE")
    assert greek.lstrip().startswith("Νόμος 12Γ2(α)") and "helper:" not in greek
    session = f"helper-glyphs-{uuid.uuid4().hex[:8]}"
    chinese = _in_screen_and_wait(tmp_path, session, " --lang zh laws show \"12C2(a)\" 2>&1; echo DONE; sleep 30",
                                  "LANG=C TERM=xterm-256color screen -U", "DONE")
    assert squash(chinese).startswith(squash(
        "helper: GNU screen in a non-UTF-8 locale counts a Chinese character as one column, not two: Chinese is "
        "not used. For it, start screen with: LANG=C.UTF-8 screen -U")) and "Law 12C2(a)" in chinese
    # In English the 1997 Chinese of 90A (its only text): said, with the way to read it, never ?? pairs.
    session = f"helper-glyphs-{uuid.uuid4().hex[:8]}"
    english = _in_screen_and_wait(tmp_path, session, " laws show 90A 2>&1; echo DONE; sleep 30",
                                  "LANG=C TERM=xterm-256color screen -U", "DONE")
    assert english.lstrip().startswith("Law 90A\n") and "??" not in english and "'?'" not in english
    assert squash("This paragraph's text is in Chinese, which this terminal cannot show. To read it, start GNU "
                  "screen with: LANG=C.UTF-8 screen -U, or write it to a file: helper laws show 90A --output "
                  "FILE.") in squash(english)
    # laws search: a Chinese excerpt (1997 90A) said, and how to read it, once.
    session = f"helper-glyphs-{uuid.uuid4().hex[:8]}"
    found = _in_screen_and_wait(tmp_path, session, " laws search 90A --limit 1 2>&1; echo DONE; sleep 30",
                                "LANG=C TERM=xterm-256color screen -U", "DONE")
    assert found.lstrip().startswith("1. Law 90A  (1997 Chinese Laws)\n   (in Chinese: not shown on this terminal)\n")
    assert squash("To read a paragraph this terminal cannot show: helper laws show ID --output FILE, or start GNU "
                  "screen with: LANG=C.UTF-8 screen -U") in squash(found) and "??" not in found


@needs_screen
@pytest.mark.parametrize("lang, mark, refused", [
    ("en", "[2 Chinese characters] abc", "[2 Chinese characters] abc is not one of the answers"),
    ("el", "[2 κινεζικοί χαρακτήρες] abc", "Το [2 κινεζικοί χαρακτήρες] abc δεν είναι"),
])
def test_chinese_typed_under_screen_u_with_lang_c_is_echoed_as_a_mark_not_question_marks(in_screen, lang, mark,
                                                                                           refused):
    """fix10j: Chinese typed on the answer line and in F4 reached screen as ?? pairs; each run is now
    a mark with its count, on the answer line, in the status line quoting it, and in F4's row."""
    term = in_screen("--lang", lang, opts="-U", screen_env={"LANG": "C", "LC_ALL": "C"})
    term.wait_for("^X")
    term.settle()
    term.keys("王伟 abc")
    term.wait_for(squash(mark))
    term.keys("Enter")
    term.wait_for(squash(refused))
    shown = _drawn_whole(term, 80)
    assert "??" not in shown and shown.rstrip("\n").split("\n")[-2].strip() == mark
    term.keys("C-u", "F4")
    term.settle()
    term.keys(*["Down"] * 7, "李娜")
    term.wait_for(squash(mark.replace(" abc", "")))
    assert "??" not in term.settle()
