"""The tester's keys in a real terminal (tmux at 80x24, English): an Enter sent in one
write with the answer before it reaches the next question before it is drawn and records
nothing there; a paste without bracketing into a one-value question is refused whole
(issue 7, session 10, items 1 and 2). Pilot tests: tests/test_tui_early.py."""

from __future__ import annotations

import time

import pytest

from tests import test_terminal
from tests.test_terminal_burst import paste_buffer

pytestmark = test_terminal.pytestmark  # skipped without tmux
terminal = test_terminal.terminal  # the fixture: the helper in its own tmux at 80x24

SKIP = "Tooearly:Entercamebeforethisquestionwasshown;nothingrecorded.PressEnteragaintoskipit."
STANDARD = "Tooearly:Entercamebeforethisquestionwasshown;nothingrecorded.PressEnteragainforthestandardpenalty."


def at_the_penalty_question(terminal) -> test_terminal.Terminal:
    """The helper (English) at "Is there also a procedural penalty (Law 90)?" after a teams ruling:
    no result, not a knockout, no other-table result, NS partly, EW in no way at fault, East-West's
    average IMPs per board skipped."""
    term = terminal("--lang", "en")
    term.wait_for("^X")
    term.answers("1", "1", "2", "1", "1", "2", "1")
    term.wait_for("East-West'saverageIMPsperboard")
    term.keys("Enter")
    term.wait_for("Istherealsoaproceduralpenalty")
    return term


def test_fouled_board_result_enter_enter_leaves_the_version_question_asked(terminal):
    term = terminal("--lang", "en")
    term.wait_for("^X")
    term.keys("C-n")
    term.wait_for("(y/n)")
    term.keys("y", "7", "Enter", "1", "Enter", "1", "Enter")
    term.wait_for("contract,declarerandresult")
    term.burst("+450", "Enter", "Enter")  # one write
    term.wait_for(SKIP)
    assert "(skipped)" not in term.squashed()
    term.keys("420, 420, 170, -50", "Enter")
    term.keys("140, 110, -100", "Enter")
    term.keys("8", "Enter")
    # Due 8 times, version A +450 +420 +420 +170 -50, B +140 +110 -100: 13.4 MP of 14 (B5).
    screen = term.wait_for("87B:NS95.71%=13.4MP,EW4.29%=0.6MP")
    assert "Traceback" not in screen


def test_penalty_side_enter_enter_does_not_take_the_standard_penalty(terminal):
    term = at_the_penalty_question(terminal)
    term.burst("3", "Enter", "Enter")
    term.wait_for(STANDARD)
    assert "proceduralpenalty:EW" not in term.squashed()
    time.sleep(0.3)
    term.keys("Enter")  # now seen: the standard penalty (Law 90A), 3 IMPs
    term.wait_for("proceduralpenalty:EW-3IMPs")


def test_session_top_enter_enter_does_not_skip_the_session_percentage(terminal):
    term = terminal("--lang", "en")
    term.wait_for("^X")
    term.answers("1", "1", "1", "1", "3")  # pairs, no result, NS in no way at fault, EW directly
    term.wait_for("Howmanytimeswastheboarddue")
    term.keys("Enter")
    term.wait_for("Whatisthefulltop")
    term.burst("24", "Enter", "Enter")
    term.wait_for(SKIP)
    term.keys("65", "Enter", "Enter")
    screen = term.wait_for("12C2(a),12C2(c):NS65%=15.6MP,EW40%=9.6MP")
    assert "Traceback" not in screen


def test_an_unbracketed_paste_into_the_board_count_is_refused_whole(terminal):
    term = terminal("--lang", "en")
    term.wait_for("^X")
    term.answers("1", "1", "1", "1", "3")
    term.wait_for("Howmanytimeswastheboarddue")
    paste_buffer(term, "13\n65\n38", bracketed=False)  # tmux sends the line feeds as CR without -p
    term.wait_for("Thekeysarrivedinonebursthold3linesorvalues(13...):thisquestiontakesoneanswer.Nothingwasentered.")
    screen = term.squashed()
    assert "Howmanytimeswastheboarddue" in screen and "65%" not in screen
    term.answers("13", "65")
    term.settle()
    term.keys("Enter")
    screen = term.wait_for("12C2(a),12C2(c):NS65%=15.6MP,EW40%=9.6MP")
    assert "Traceback" not in screen


def small_terminal(tmp_path, width: int, height: int) -> test_terminal.Terminal:
    """The helper (English) in its own tmux at ``width`` x ``height``, started once the size is set."""
    import sys

    return test_terminal.Terminal(tmp_path, [sys.executable, "-m", "helper", "--lang", "en"],
                                  test_terminal.helper_environment(tmp_path, LANG="C.UTF-8"), width, height, delay=0.5)


@pytest.mark.parametrize("width, height", [(60, 16), (80, 16), (60, 20)])
def test_at_small_sizes_the_first_question_is_shown_after_a_new_ruling(tmp_path, width, height):
    """Item 4: at 60x16 the transcript had no height after Ctrl+N y."""
    term = small_terminal(tmp_path, width, height)
    try:
        term.wait_for("^X")
        term.keys("C-n")
        term.wait_for("Startanewruling?")
        term.keys("y")
        time.sleep(0.5)
        screen = term.wait_for("Whathappenedonthisboard?")
        lines = screen.splitlines()
        assert len(lines) <= height and all(len(line) <= width for line in lines)
        term.keys("6", "Enter")
        term.wait_for("Whichsideisnon-offending?")
    finally:
        term.close()
