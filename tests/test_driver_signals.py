"""A helper stopped and continued (a hung SSH link, ``kill -STOP``/``kill -CONT``, or
``kill -TSTP`` then ``fg``) can still be quit, and SIGTERM/SIGHUP still end it cleanly
with the ruling in progress kept (issue 8, a fresh tester: after STOP/CONT, Ctrl+Q (then the quit key) hung
in the driver's ``disable_input`` and only SIGKILL ended it).

A real process on a real pseudo-terminal (tests/test_record_terminal.py's PtyHelper).
"""

from __future__ import annotations

import os
import signal
import time

import pytest

from tests.test_record_terminal import PtyHelper, draft

TWO_ANSWERS = '[["situation", "no_result"], ["director_error", "no"]]'


def started_with_two_answers(tmp_path):
    record = tmp_path / "rulings.sqlite3"
    helper = PtyHelper(tmp_path, "--lang", "en")
    helper.until(lambda: (draft(record) or (None, None))[1] is not None)
    helper.until(lambda: b"Quit" in helper.output)
    helper.keys("1\r1\r")
    helper.until(lambda: (draft(record) or ("",))[0] == TWO_ANSWERS)
    return helper, record


def stop_and_continue(helper, how: str) -> None:
    pid = helper.process.pid
    os.kill(pid, signal.SIGSTOP if how == "STOP" else signal.SIGTSTP)
    time.sleep(0.5)
    helper.read()
    os.kill(pid, signal.SIGCONT)
    time.sleep(0.5)
    helper.read()


ENDS = 10.0
"""Seconds a helper is given to end: a hung one never does; a full run at load 10 took over 2 s
(the time is not what these tests measure: benchmarks/ do that)."""


def ended_within(helper, seconds: float = ENDS) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        helper.read(0.02)
        if helper.process.poll() is not None:
            return True
    return False


@pytest.mark.parametrize("how", ["STOP", "TSTP"])
@pytest.mark.parametrize("times", [1, 2])
def test_a_stopped_and_continued_helper_quits_with_ctrl_x_within_two_seconds(tmp_path, how, times):
    helper, record = started_with_two_answers(tmp_path)
    try:
        for _ in range(times):
            stop_and_continue(helper, how)
        helper.output = b""
        helper.keys("1\r")  # it still takes keys: a third answer (pairs)
        helper.until(lambda: "pairs" in (draft(record) or ("",))[0])
        mark = len(helper.output)
        os.write(helper.master, b"\x18")  # Ctrl+X (quit)
        assert ended_within(helper), f"the helper did not end within {ENDS:g} s of Ctrl+X"
        helper.read()
        assert helper.process.returncode == 0
        tail = helper.output[mark:]
        assert b"\x1b[?1049l" in tail  # the alternate screen left: the terminal given back
        assert b"Traceback" not in helper.output
        assert draft(record)[0] == TWO_ANSWERS[:-1] + ', ["form", "pairs"]]'  # kept for the next start
        assert draft(record)[1] is None  # released
    finally:
        helper.close()


@pytest.mark.parametrize("how", ["STOP", "TSTP"])
@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP])
def test_a_stopped_and_continued_helper_ends_on_sigterm_and_sighup_with_the_draft_kept(tmp_path, how, number):
    helper, record = started_with_two_answers(tmp_path)
    try:
        stop_and_continue(helper, how)
        mark = len(helper.output)
        os.kill(helper.process.pid, number)
        assert ended_within(helper), f"the helper did not end within {ENDS:g} s of the signal"
        helper.read()
        assert helper.process.returncode in (0, 128 + signal.SIGHUP)
        assert b"\x1b[?1049l" in helper.output[mark:]
        assert b"Traceback" not in helper.output
        assert draft(record) == (TWO_ANSWERS, None, None)  # saved and released
    finally:
        helper.close()


def test_the_terminal_modes_are_those_before_the_helper_after_stop_continue_and_quit(tmp_path):
    """Textual's SIGCONT handler started application mode again over the running one: the
    modes it then kept as 'before' were its own raw ones, and quitting left the terminal raw."""
    termios = pytest.importorskip("termios")
    helper, record = started_with_two_answers(tmp_path)
    try:
        stop_and_continue(helper, "STOP")
        os.write(helper.master, b"\x18")
        assert ended_within(helper)
        lflag = termios.tcgetattr(helper.master)[3]  # the pty's modes (a new pty is in cooked mode)
        assert lflag & termios.ICANON and lflag & termios.ECHO, "the terminal was left in raw mode"
    finally:
        helper.close()


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_sent_while_the_helper_is_stopped_ends_it_once_continued(tmp_path, number):
    helper, record = started_with_two_answers(tmp_path)
    try:
        pid = helper.process.pid
        os.kill(pid, signal.SIGSTOP)
        time.sleep(0.3)
        os.kill(pid, number)  # pending while stopped
        time.sleep(0.3)
        assert helper.process.poll() is None
        os.kill(pid, signal.SIGCONT)
        assert ended_within(helper), f"the helper did not end within {ENDS:g} s of SIGCONT"
        helper.read()
        assert b"Traceback" not in helper.output
        assert draft(record) == (TWO_ANSWERS, None, None)
    finally:
        helper.close()


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP])
@pytest.mark.parametrize("opened", ["\x1bOS", "\x0e"])  # F4 (the details form), Ctrl+N (its y / n question)
def test_a_signal_ends_the_helper_with_a_form_or_question_open_after_stop_continue(tmp_path, number, opened):
    helper, record = started_with_two_answers(tmp_path)
    try:
        stop_and_continue(helper, "STOP")
        os.write(helper.master, opened.encode())
        helper.until(lambda: b"Event" in helper.output or b"(y / n)" in helper.output)
        mark = len(helper.output)
        os.kill(helper.process.pid, number)
        assert ended_within(helper)
        helper.read()
        assert b"\x1b[?1049l" in helper.output[mark:]
        assert b"Traceback" not in helper.output
        assert draft(record) == (TWO_ANSWERS, None, None)
    finally:
        helper.close()
