"""The tester's arrow keys in a real terminal (tmux at 80x24, English; one send-keys is one
write): a key that came before its question was drawn never changes what the next Enter
records (issue 7, session 10 fix7d, item 1). Pilot tests: tests/test_tui_early_keys.py."""

from __future__ import annotations

import time

from tests import test_terminal

pytestmark = test_terminal.pytestmark  # skipped without tmux
terminal = test_terminal.terminal  # the fixture: the helper in its own tmux at 80x24

EARLY_KEYS = "Tooearly:keyscamebeforethisquestionwasshown"


def squashed(term) -> str:
    return "".join(term.screen().split())


def test_down_enter_down_enter_answers_only_the_question_on_the_screen(terminal):
    term = terminal("--lang", "en")
    term.wait_for("^X")
    term.keys("6", "Enter")
    term.wait_for("Whichsideisnon-offending?")
    time.sleep(0.3)
    term.burst("Down", "Enter", "Down", "Enter")  # one write
    term.wait_for(EARLY_KEYS)
    time.sleep(0.3)
    screen = squashed(term)
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
    screen = squashed(term)
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
    screen = squashed(term)
    assert ">Both" in screen and ">Pairs" not in screen and "Vulnerabilityonthisboard?>" not in screen
