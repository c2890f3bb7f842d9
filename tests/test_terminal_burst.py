"""A traveller pasted in a real terminal (tmux at 80x24), bracketed or not, and typed in
one burst: taken as one list, nothing answered with the first line only and nothing sent
to the next question (issue 7, the last items, item 2). Pilot tests: tests/test_tui_burst.py."""

from __future__ import annotations

import subprocess
import time

import pytest

from tests import test_terminal

pytestmark = test_terminal.pytestmark  # skipped without tmux
terminal = test_terminal.terminal  # the fixture: the helper in its own tmux at 80x24


def to_traveller(term) -> None:
    term.wait_for("^X")
    term.answers("6", "1", "1", "1")
    term.keys("4SN-1", "Enter", "1", "Enter", "1", "Enter", "4SN=", "Enter")
    term.wait_for("Theothertables'results")


def paste_buffer(term, text: str, bracketed: bool) -> None:
    subprocess.run(["tmux", "-L", term.socket, "load-buffer", "-"], input=text, text=True, check=True)
    subprocess.run(["tmux", "-L", term.socket, "paste-buffer", *(["-p"] if bracketed else []), "-t", "t"],
                   check=True)


@pytest.mark.parametrize("bracketed", [False, True])
def test_a_traveller_pasted_with_or_without_bracketing_is_one_list(terminal, bracketed):
    term = terminal("--lang", "en")
    to_traveller(term)
    paste_buffer(term, "420\n450\n-50", bracketed)  # tmux sends the line feeds as CR without -p
    term.wait_for("✓3results:+420,+450,-50")
    time.sleep(0.5)
    assert "Theothertables'results" in "".join(term.screen().split())  # still asked: nothing answered
    term.keys("Enter")
    # 4SN= (+420) against 420, 450, -50: beats 1 (2), ties 1 (1) = 3 MP of a top of 6.
    screen = term.wait_for("NS50%=3MP,EW50%=3MP")
    assert "Traceback" not in screen


def test_a_traveller_typed_in_one_burst_ending_with_enter_answers_with_all_its_lines(terminal):
    term = terminal("--lang", "en")
    to_traveller(term)
    term.burst("420", "Enter", "450", "Enter")  # one send-keys: one write to the helper
    # 4SN= (+420) against 420, 450: ties 1 (1) = 1 MP of a top of 4 = 25%.
    screen = term.wait_for("NS25%=1MP,EW75%=3MP")
    assert "Traceback" not in screen
