"""The helper under a job-control shell (issue 8, a fresh tester, second pass): run from
bash, ``kill -STOP`` then ``kill -CONT`` from another shell leaves it running in the
background (bash printed "Stopped" and took the terminal). There it must not touch the
terminal (no SIGTTOU/SIGTTIN stop, the shell keeps working); after ``fg`` (which sends no
SIGCONT to a job already running) it takes the terminal back in raw mode and Ctrl+X quits
at once; SIGTERM and SIGHUP end it within 2 s, the ruling in progress kept.

A real ``bash -i`` on a real pseudo-terminal, the helper one of its jobs.
"""

from __future__ import annotations

import os
import re
import signal
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from tests.support import REPO
from tests.test_record_terminal import PtyHelper, _controlling_terminal, draft

BASH = shutil.which("bash")
pytestmark = pytest.mark.skipif(BASH is None, reason="needs bash")
TWO_ANSWERS = '[["situation", "no_result"], ["director_error", "no"]]'


class BashJob(PtyHelper):
    """An interactive bash (job control on) on its own pty; the helper is started as its job."""

    def __init__(self, data: Path, tostop: bool = False):
        import fcntl
        import pty
        import struct
        import sys
        import termios

        data.mkdir(parents=True, exist_ok=True)
        (data / "none.toml").write_text("", encoding="utf-8")
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color", "LANG": "C.UTF-8",
               "LANGUAGE": "", "HELPER_DATA": str(data), "HELPER_SETTINGS": str(data / "none.toml"),
               "PYTHONPATH": str(REPO), "HOME": str(data), "PS1": "READY$ ", "PYTHON": sys.executable}
        self.process = subprocess.Popen([BASH, "--norc", "--noprofile", "-i"], stdin=slave, stdout=slave,
                                        stderr=slave, env=env, cwd=REPO, preexec_fn=_controlling_terminal)
        os.close(slave)
        self.output = b""
        self.until(lambda: b"READY$ " in self.output)
        if tostop:  # background output stops a process: any write there would stop the helper
            self.keys("stty tostop\r")
        self.output = b""
        self.keys("sh -c 'echo HELPER-PID=$$; exec \"$PYTHON\" -m helper --lang en'\r")
        self.until(lambda: re.search(rb"HELPER-PID=(\d+)", self.output) is not None)
        self.pid = int(re.search(rb"HELPER-PID=(\d+)", self.output).group(1))

    def state(self) -> str:
        """The helper's process state (``R``, ``S``, ``T`` stopped, ``Z`` ended; ``gone``)."""
        try:
            with open(f"/proc/{self.pid}/stat", encoding="ascii") as stat:
                return stat.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            return "gone"

    def ended_within(self, seconds: float) -> bool:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.read(0.02)
            if self.state() in ("Z", "X", "gone"):
                return True
        return False

    def close(self) -> None:
        if self.state() not in ("Z", "X", "gone"):
            os.kill(self.pid, signal.SIGKILL)
        super().close()


def put_in_background(tmp_path, tostop: bool = False):
    """The helper started from bash, two answers given; then ``kill -STOP``/``kill -CONT`` from
    elsewhere: bash took the terminal and the helper runs on in the background."""
    record = tmp_path / "rulings.sqlite3"
    job = BashJob(tmp_path, tostop)
    job.until(lambda: (draft(record) or (None, None))[1] is not None)
    job.until(lambda: b"Quit" in job.output)
    job.keys("1\r1\r")
    job.until(lambda: (draft(record) or ("",))[0] == TWO_ANSWERS)
    os.kill(job.pid, signal.SIGSTOP)
    job.until(lambda: b"Stopped" in job.output)
    job.until(lambda: os.tcgetpgrp(job.master) == job.process.pid)  # bash has the terminal
    os.kill(job.pid, signal.SIGCONT)
    time.sleep(1.0)
    job.read()
    assert job.state() in ("R", "S"), "the helper was stopped again in the background"
    assert os.tcgetpgrp(job.master) == job.process.pid
    # The shell works: the helper neither reads its keys nor sets the modes under it.
    job.output = b""
    job.keys("echo SHELL-$((6*7))\r")
    job.until(lambda: b"SHELL-42" in job.output)
    assert job.state() in ("R", "S"), "the helper was stopped (SIGTTIN/SIGTTOU) in the background"
    return job, record


@pytest.mark.parametrize("tostop", [False, True])
def test_after_fg_the_helper_has_the_terminal_raw_and_quits_with_ctrl_x(tmp_path, tostop):
    import termios

    job, record = put_in_background(tmp_path, tostop)
    try:
        job.output = b""
        job.keys("fg\r")  # no SIGCONT: the job is running
        job.until(lambda: os.tcgetpgrp(job.master) == job.pid)
        job.until(lambda: not termios.tcgetattr(job.master)[3] & termios.ICANON, timeout=5)  # raw again
        assert not termios.tcgetattr(job.master)[3] & termios.ECHO
        job.until(lambda: b"Quit" in job.output, timeout=5)  # drawn again
        job.keys("1\r")  # it takes keys: a third answer (pairs)
        job.until(lambda: "pairs" in (draft(record) or ("",))[0])
        mark = len(job.output)
        os.write(job.master, b"\x18")  # Ctrl+X, at once (not echoed, no Enter)
        assert job.ended_within(2.0), "the helper did not end within 2 s of Ctrl+X"
        job.until(lambda: b"READY$ " in job.output[mark:])  # the shell's prompt again
        assert b"^X" not in job.output[mark:]
        assert b"Traceback" not in job.output
        assert draft(record) == (TWO_ANSWERS[:-1] + ', ["form", "pairs"]]', None, None)
    finally:
        job.close()


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP])
@pytest.mark.parametrize("tostop", [False, True])
def test_in_the_background_sigterm_and_sighup_end_it_within_two_seconds(tmp_path, number, tostop):
    import termios

    job, record = put_in_background(tmp_path, tostop)
    try:
        before = termios.tcgetattr(job.master)
        os.kill(job.pid, number)
        assert job.ended_within(2.0), f"the helper did not end within 2 s (state {job.state()})"
        assert draft(record) == (TWO_ANSWERS, None, None)  # saved and released
        assert termios.tcgetattr(job.master) == before  # the shell's modes left as they were
        job.output = b""
        job.keys("echo STILL-$((6*7))\r")
        job.until(lambda: b"STILL-42" in job.output)
        assert b"Traceback" not in job.output
    finally:
        job.close()
