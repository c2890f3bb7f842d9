"""In a real terminal (tmux at 80x24): keys sent in one burst never answer with a
default the Director has not seen; Back x4 then Enter x4 in one burst gives the
same ruling; a space inside a number is refused (issue 7, session 9). Pilot
tests: tests/test_tui_offers.py, tests/test_number_spaces.py."""

from __future__ import annotations

import time

from tests import test_terminal
from tests.test_terminal_burst import to_traveller

pytestmark = test_terminal.pytestmark  # skipped without tmux
terminal = test_terminal.terminal  # the fixture: the helper in its own tmux at 80x24


def test_a_double_enter_in_one_burst_does_not_take_the_finders_suggestion(terminal):
    term = terminal("--lang", "en")
    term.wait_for("^X")
    term.keys("C-f")
    term.burst("-l", "12C1(e)")
    term.wait_for("12C1(e)")
    term.keys("C-g")
    term.wait_for("Suggestedbythelawfinder")
    # Each key once its question is drawn (keys before it are refused: tests/test_terminal_early_keys.py).
    for keys, question in [(("Enter",), "Whichsideisnon-offending?"), (("1", "Enter"), "Howistheboardscored?"),
                           (("1", "Enter"), "Vulnerability"), (("1", "Enter"), "Theresultobtainedatthetable")]:
        time.sleep(0.5)
        term.keys(*keys)
        term.wait_for(question)
    time.sleep(0.5)
    term.burst("4SN-1", "Enter", "Enter")  # one write: the second Enter before the next question was drawn
    term.wait_for("Tooearly:Entercamebeforethisquestionwasshown;nothingrecorded.Readthequestion")
    time.sleep(0.5)
    screen = term.squashed()
    assert "Canyouestimatetheprobableoutcome" in screen and "didthenon-offendingsidecontribute" not in screen
    term.keys("Enter")  # the suggestion, now on the screen: Enter takes it
    screen = term.wait_for("didthenon-offendingsidecontribute")
    assert "Traceback" not in screen


def test_back_four_times_and_enter_four_times_in_one_burst_gives_the_same_ruling(terminal):
    term = terminal("--lang", "en")
    to_traveller(term)
    term.keys("420,450,-50", "Enter")
    # 4SN= (+420) against 420, 450, -50: beats 1 (2), ties 1 (1) = 3 MP of a top of 6.
    term.wait_for("NS50%=3MP,EW50%=3MP")
    term.burst("C-p", "C-p", "C-p", "C-p", "Enter", "Enter", "Enter", "Enter")
    time.sleep(1.5)
    screen = term.wait_for("NS50%=3MP,EW50%=3MP")
    assert "Traceback" not in screen
    assert "Theothertables'results" not in term.squashed().split("NS50%=3MP")[-1]  # not asked again


def test_a_space_inside_the_times_due_is_refused_and_the_next_digits_replace_it(terminal):
    term = terminal("--lang", "en")
    term.wait_for("^X")
    term.answers("1", "1", "1", "1", "3")
    term.wait_for("Howmanytimeswastheboarddue")
    term.keys("13 14", "Enter")
    term.wait_for("1314hasaspaceinsidethenumber")
    term.answers("13", "65")  # the refused entry is replaced, not appended to
    term.settle()
    term.keys("Enter")
    # 13 times due: a top of 24 MP; NS 65% = 15.6 MP, EW 40% = 9.6 MP (Law 12C2(a), 12C2(c)).
    screen = term.wait_for("NS65%=15.6MP,EW40%=9.6MP")
    assert "Traceback" not in screen
