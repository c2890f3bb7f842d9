"""Issue 10 (fix10j): the helper asks GNU screen how its window is encoded (``screen -Q info``,
helper.cli.ui.screen_window_utf8, fix10i) once per process at most, at the start and never on a
key, bounded by SCREEN_QUERY_SECONDS; nothing that program writes reaches the helper's terminal;
a screen that is absent or hangs costs the start nothing beyond that bound. The ``screen`` here is
a fake on PATH (a real process: a shell script in tmp_path) that logs each call, writes to its
standard error and to /dev/tty, and then answers or hangs.
"""

from __future__ import annotations

import os
import shutil
import sys
import time

import pytest

from helper.cli.ui import SCREEN_QUERY_SECONDS, screen_glyphs, screen_window_utf8
from tests import test_terminal

ANSWER = "(1,1)/(80,24)+1024 +(+)flow UTF-8 0(sh)"
"""What screen 4.09 says of a window started with -U (tests/test_terminal_glyphs.py measures it)."""


def fake_screen(tmp_path, hangs: bool):
    """A directory holding a ``screen`` that logs each call (one line: its arguments) to
    ``calls``, writes STRAY to its standard error and its terminal, then answers as screen -U does,
    or hangs in a child of its own (whose process id it writes to ``child``). Returns the directory."""
    folder = tmp_path / ("hung-bin" if hangs else "bin")
    folder.mkdir()
    rest = f'sleep 60 & echo $! > {tmp_path / "child"}; wait' if hangs else f'echo "{ANSWER}"'
    script = folder / "screen"
    script.write_text(f'#!/bin/sh\necho "$*" >> {tmp_path / "calls"}\necho STRAY >&2\n'
                      f'(echo STRAY > /dev/tty) 2>/dev/null\n{rest}\n', encoding="utf-8")
    script.chmod(0o755)
    return folder


def calls(tmp_path) -> list[str]:
    log = tmp_path / "calls"
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def gone(pid: int, timeout: float = 5) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
                if handle.read().split(")")[-1].split()[0] == "Z":
                    return True  # ended, not yet reaped by its new parent
        except OSError:
            return True
        time.sleep(0.05)
    return False


def test_a_screen_that_hangs_is_given_up_after_the_bound_with_what_it_started(tmp_path, monkeypatch):
    folder = fake_screen(tmp_path, hangs=True)
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    started = time.monotonic()
    assert screen_window_utf8({"STY": "1.s"}) is False
    assert time.monotonic() - started < SCREEN_QUERY_SECONDS + 1.0 and SCREEN_QUERY_SECONDS <= 0.5
    assert calls(tmp_path) == ["-S 1.s -Q info"]
    assert gone(int((tmp_path / "child").read_text()))  # its sleeping child ended with it


def test_a_screen_that_answers_is_read_and_its_other_output_dropped(tmp_path, monkeypatch, capfd):
    folder = fake_screen(tmp_path, hangs=False)
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    assert screen_window_utf8({"STY": "1.s"}) is True
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")  # its STRAY on stderr: not the helper's


def test_no_screen_program_is_no_utf8_window_and_nothing_run(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # no screen there
    assert screen_window_utf8({"STY": "1.s"}) is False
    assert screen_window_utf8({}) is False


def test_screen_is_asked_once_per_process(tmp_path, monkeypatch):
    from helper.cli import ui

    folder = fake_screen(tmp_path, hangs=False)
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setattr(ui, "_GLYPHS_SEEN", {})
    environ = {"STY": "1.s", "LANG": "C"}
    assert [screen_glyphs(environ) for _ in range(3)] == ["narrow"] * 3
    assert calls(tmp_path) == ["-S 1.s -Q info"]


# ------------------------------------------------------------------ the screen, in tmux

needs_tmux = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is needed")


def start_in_tmux(tmp_path, path: str, *args: str) -> tuple[test_terminal.Terminal, float]:
    """``python -m helper ARGS`` in tmux (80x24) as if in GNU screen (STY of no live session,
    LANG=C) with ``path`` as PATH; returns it and the seconds to its footer."""
    env = test_terminal.helper_environment(tmp_path, STY="1.s", LANG="C", PATH=path)
    started = time.monotonic()
    term = test_terminal.Terminal(tmp_path, [sys.executable, "-m", "helper", *args], env)
    term.wait_for("^X", timeout=60)
    return term, time.monotonic() - started


@needs_tmux
def test_a_hung_screen_holds_the_start_no_longer_than_the_bound_and_writes_nothing_on_the_terminal(tmp_path):
    """The helper's screen under a GNU screen that never answers: up in its usual time (beside the
    same start with no screen program at all, measured here), English in ASCII as where screen
    cannot be asked, screen not asked again on a key, and nothing the program wrote on the
    terminal, during the helper or after it (its /dev/tty write went to the pane's normal screen,
    under the helper's, without a session of its own)."""
    note = "".join("shows only ASCII: English is used".split())
    empty = tmp_path / "empty-bin"
    empty.mkdir()
    term, usual = start_in_tmux(tmp_path, str(empty), "--lang", "zh")
    try:
        assert note in term.squashed()
    finally:
        term.close()
    folder = fake_screen(tmp_path, hangs=True)
    term, hung = start_in_tmux(tmp_path, f"{folder}{os.pathsep}{os.environ['PATH']}", "--lang", "zh")
    try:
        shown = term.settle()
        assert note in "".join(shown.split()) and hung < usual + SCREEN_QUERY_SECONDS + 1.0, (hung, usual)
        term.keys("F2", "F2")
        term.settle()
        term.keys("C-x")
        term.wait_gone("^X")
        after = term.settle()  # the pane's own screen again, the helper ended
        assert "STRAY" not in shown and "STRAY" not in after, after
        assert calls(tmp_path) == ["-S 1.s -Q info"]  # once, at the start
        assert gone(int((tmp_path / "child").read_text()))
    finally:
        term.close()
