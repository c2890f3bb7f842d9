"""Issue 11 item 5: a bracketed paste with control characters and escape sequences.

The tester pasted ``a BEL b ^A ESC[31m 12C2 TAB c CR LF (a) DEL BS x`` into the search line
and got ``^[31m12C2c(a)xa``: Textual's parser ended the paste at its ESC, the rest arrived as
key presses, the start of the paste after them. Expected, worked out by hand: the escape
sequence removed whole, BEL, ^A, DEL, BS dropped, TAB -> space, the line break -> one space,
in order, at the cursor: ``ab12C2 c (a)x``.
"""

from __future__ import annotations

import pytest
from textual import events
from textual._xterm_parser import XTermParser
from textual.widgets import Input

from helper.tui.app import AnswerInput, HelperApp
from helper.tui.paste import BracketedPasteFilter, clean_paste
from tests import test_terminal

PASTED = "a\x07b\x01\x1b[31m12C2\tc\r\n(a)\x7f\x08x"
CLEAN = "ab12C2 c (a)x"


def test_clean_paste_drops_controls_and_escapes_keeps_order_and_lines():
    assert clean_paste(PASTED) == "ab12C2 c\n(a)x"
    assert clean_paste("\x1b]0;title\x07A\x1b]8;;http://x\x1b\\B\x1b(B\x9b1mC\x1b") == "ABC"
    assert clean_paste("x\fy\vz\x85w") == "x y z\nw"  # NEL (C1) is a line break
    assert clean_paste("第12条\u00a0C款") == "第12条\u00a0C款"  # printable characters untouched


def parse(chunks: list[str]) -> list:
    parser, paste_filter, tokens = XTermParser(), BracketedPasteFilter(), []
    for chunk in chunks:
        data = paste_filter.feed(chunk)
        if data:
            tokens.extend(parser.feed(data))
    return tokens


@pytest.mark.parametrize("cut", range(0, len("\x1b[200~" + PASTED + "\x1b[201~") + 1))
def test_a_paste_with_escapes_reaches_the_app_whole_however_the_reads_cut_it(cut):
    sent = "\x1b[200~" + PASTED + "\x1b[201~"
    tokens = parse([sent[:cut], sent[cut:]])
    assert [type(t).__name__ for t in tokens] == ["Paste"]
    assert clean_paste(tokens[0].text) == "ab12C2 c\n(a)x"


def test_keys_around_a_paste_keep_their_order():
    tokens = parse(["Q\x1b[200~1\x1b[1m2\x1b[201~Z", "\x1b[A"])
    assert [(type(t).__name__, getattr(t, "key", None) or getattr(t, "text", None)) for t in tokens] == [
        ("Key", "Q"), ("Paste", "12"), ("Key", "Z"), ("Key", "up")]


def test_outside_a_paste_nothing_changes_nor_waits():
    assert BracketedPasteFilter().feed("\x1b") == "\x1b"  # a lone Escape key is a key at once
    assert BracketedPasteFilter().feed("\x1b[24~") == "\x1b[24~"  # F12
    cut = BracketedPasteFilter()
    assert cut.feed("x\x1b[20") == "x\x1b[20"
    assert cut.feed("0~y\x1b[1m") == "0~" and cut.feed("\x1b[201~z") == "y\x1b[201~z"


async def test_a_paste_goes_in_at_the_cursor_in_order_on_the_search_line():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+f")
        await pilot.pause()
        await pilot.press("Q", "Q", "left")
        app.post_message(events.Paste(PASTED))
        for _ in range(3):
            await pilot.pause()
        line = app.screen.query_one("#search-line", Input)
        assert line.value == "Q" + CLEAN + "Q"
        assert line.cursor_position == 1 + len(CLEAN)


async def test_a_paste_on_the_answer_line_loses_its_controls_and_answers_nothing():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        app.post_message(events.Paste("\x1b[1m6\x07\x1b[0m"))
        for _ in range(3):
            await pilot.pause()
        assert app.query_one("#answer", AnswerInput).value == "6"
        assert list(app.dialogue.answers) == []


terminal = test_terminal.terminal  # the fixture: the helper in its own tmux at 80x24


@test_terminal.pytestmark
def test_the_testers_paste_in_tmux_goes_in_whole_at_the_cursor(terminal):
    term = terminal("--lang", "en")
    term.wait_for("^X")
    term.keys("C-f")
    term.wait_for("Findthelaw")
    term.keys("Q", "Q", "Left")
    term.paste(PASTED)
    screen = term.wait_for("Qab12C2c(a)xQ")  # wait_for compares without spaces
    assert "^[" not in screen and "Traceback" not in screen
