"""Typed and pasted non-ASCII input under an ASCII locale, in a real terminal (tmux at 80x24;
issue 10, section 2, item 3 of session 10).

Over SSH the locale is often ``LANG=C`` while the terminal sends UTF-8. Python then takes
the C locale for UTF-8 (PEP 538: ``LC_CTYPE`` is coerced to ``C.UTF-8``, even with
``PYTHONUTF8=0``), and the screen's input thread decodes the keyboard's bytes as UTF-8
whatever the locale (helper.tui.driver): full-width digits, Chinese and Greek typed or pasted
show on the answer line as typed (not ``?``) and are read. Where the locale forbids that
(``LC_ALL=C PYTHONUTF8=0``: standard output is ASCII), the screen does not start and says
once, in ASCII, what to set. Skipped where tmux is missing.
"""

from __future__ import annotations

import sys

import pytest

from tests import test_terminal

pytestmark = test_terminal.pytestmark  # skipped without tmux


@pytest.fixture
def ascii_terminal(tmp_path):
    terminals = []

    def start(*args: str, **locale: str) -> test_terminal.Terminal:
        env = test_terminal.helper_environment(tmp_path, LC_CTYPE="", PYTHONIOENCODING="", **locale)
        term = test_terminal.Terminal(tmp_path, [sys.executable, "-m", "helper", *args], env)
        terminals.append(term)
        return term

    yield start
    for term in terminals:
        term.close()


def answer_line(screen: str) -> str:
    return [line.strip() for line in screen.splitlines()][-2]  # above the footer


@pytest.mark.parametrize("lang, summary", [
    ("zh", "第12条C款2项(a)、第12条C款2项(c)：南北65%=15.6比赛分，东西40%=9.6比赛分"),
    ("el", "12Γ2(α),12Γ2(γ):ΒΝ65%=15,6βαθμοίαγώνα,ΑΔ40%=9,6βαθμοίαγώνα"),
])
def test_full_width_digits_typed_and_pasted_under_lang_c_are_shown_and_read(ascii_terminal, lang, summary):
    """A fouled board (12C2(a) for the artificial version): 13 tables typed as ``１３`` and the
    session's 65% pasted as ``６５``; by hand 65% and 40% of a top of 24 are 15.6 and 9.6 MP."""
    term = ascii_terminal("--lang", lang, LANG="C", PYTHONUTF8="0")
    term.wait_for("^X")
    term.answers("1", "1", "1", "1", "3")
    term.keys("１３")
    term.wait_for("１３")
    assert answer_line(term.screen()) == "１３"  # echoed as typed, not '??'
    term.keys("Enter")
    term.wait_gone("１３")
    term.paste("６５")
    term.wait_for("６５")
    assert answer_line(term.screen()) == "６５"
    term.keys("Enter", "Enter")
    term.wait_for(summary)


def test_chinese_and_greek_typed_under_lang_c_show_as_typed(ascii_terminal):
    term = ascii_terminal("--lang", "en", LANG="C", PYTHONUTF8="0")
    term.wait_for("^X")
    term.keys("没有结果 Γβ")
    term.wait_for("没有结果Γβ")
    assert answer_line(term.screen()) == "没有结果 Γβ"


def test_under_lc_all_c_without_utf8_mode_the_screen_says_once_what_to_set(ascii_terminal):
    term = ascii_terminal("--lang", "zh", LANG="C", LC_ALL="C", PYTHONUTF8="0")
    screen = term.wait_for("helper:Theterminal'sencodingisascii;thehelper'sscreenneedsUTF-8")
    assert screen.count("UTF-8:") == 1 and "LANG=C.UTF-8" in "".join(screen.split())
    assert screen.isascii()
