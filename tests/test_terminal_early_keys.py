"""The tester's arrow keys in a real terminal (tmux at 80x24, English; one send-keys is one
write): a key that came before its question was drawn never changes what the next Enter
records (issue 7, session 10 fix7d, item 1). Pilot tests: tests/test_tui_early_keys.py."""

from __future__ import annotations

import time

from tests import test_terminal

pytestmark = test_terminal.pytestmark  # skipped without tmux
terminal = test_terminal.terminal  # the fixture: the helper in its own tmux at 80x24

EARLY_KEYS = "Tooearly:keyscamebeforethisquestionwasshown"


def test_down_enter_down_enter_answers_only_the_question_on_the_screen(terminal):
    term = terminal("--lang", "en")
    term.wait_for("^X")
    term.keys("6", "Enter")
    term.wait_for("Whichsideisnon-offending?")
    time.sleep(0.3)
    term.burst("Down", "Enter", "Down", "Enter")  # one write
    term.wait_for(EARLY_KEYS)
    time.sleep(0.3)
    screen = term.squashed()
    assert ">North-South" in screen
    assert "Howistheboardscored?>" not in screen and ">Pairs,matchpoints" not in screen
    assert "Vulnerability" not in screen
    term.keys("1", "Enter")  # now seen: the Director's answer
    term.wait_for(">Pairs,matchpoints")


def test_up_enter_up_enter_at_the_first_question_answers_it_only(terminal):
    term = terminal("--lang", "en")
    term.wait_for("^X")
    time.sleep(0.3)
    term.burst("Up", "Enter", "Up", "Enter")
    term.wait_for(EARLY_KEYS)
    time.sleep(0.3)
    screen = term.squashed()
    assert ">Yes" not in screen  # the tester's "Director's error? > Yes ... (Law 82C)" not recorded


def test_six_downs_then_enter_down_enter_down_enter_answers_one_question(terminal):
    term = terminal("--lang", "en")
    term.wait_for("^X")
    term.keys("6", "Enter")
    term.wait_for("Whichsideisnon-offending?")
    time.sleep(0.3)
    term.burst(*["Down"] * 6, "Enter", "Down", "Enter", "Down", "Enter")
    term.wait_for(EARLY_KEYS)
    time.sleep(0.3)
    screen = term.squashed()
    assert ">Both" in screen and ">Pairs" not in screen and "Vulnerabilityonthisboard?>" not in screen


def test_a_paste_without_bracketing_into_the_details_form_does_not_answer_after_it_saves(terminal):
    """F4, then 10 field lines and "2" pasted without -p (tmux sends the line feeds as CR): the
    form saved and "> East-West" was recorded (item 4). The keys after the save came with the
    form over the question: refused."""
    from tests.test_terminal_burst import paste_buffer

    term = terminal("--lang", "en")
    term.wait_for("^X")
    term.keys("6", "Enter")
    term.wait_for("Whichsideisnon-offending?")
    term.keys("F4")
    term.wait_for("Event")
    paste_buffer(term, "Spring Pairs\n1\n2\n7\n3\n5\n12\nAnn Bob\nCy Di\nLi\n2\n", bracketed=False)
    term.wait_for(EARLY_KEYS)
    time.sleep(0.3)
    screen = term.squashed()
    assert ">East-West" not in screen and "Whichsideisnon-offending?" in screen


def test_the_penalty_size_question_is_in_view_after_the_side(terminal):
    """Item 3: after the score, 3 Enter at "Is there also a procedural penalty (Law 90)?" left
    the score block in view; "> On EW" and the size question are on the screen now."""
    from tests.test_terminal_early import at_the_penalty_question

    term = at_the_penalty_question(terminal)
    time.sleep(0.3)
    term.keys("3", "Enter")
    term.wait_for("ThepenaltyinIMPs(Enteronanemptyline:thestandardpenaltyoftheregulations)")
    time.sleep(0.3)
    screen = term.squashed()
    assert ">OnEW" in screen and screen.index(">OnEW") < screen.index("ThepenaltyinIMPs")
