"""``helper &`` in an interactive bash (issue 8, a fresh tester): the helper behaves as
full-screen programs do - stopped by the terminal's job control until ``fg``, drawing nothing
over the shell meanwhile; after ``fg`` it draws and takes keys (it failed with "internal
error: Driver must be in application mode" after ``fg``); ``bg`` only stops it again.

A real interactive bash in tmux (own socket), the helper started in its background; the ruling
in progress is read from the real SQLite record.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import time

import pytest

from tests.support import REPO

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None or shutil.which("bash") is None,
                                reason="tmux and bash are needed")

TITLE = "helper - adjusted scores"


class Shell:
    def __init__(self, tmp_path):
        self.socket = f"fix8c-bg-{os.getpid()}"
        self.data = tmp_path / "data"
        (tmp_path / "none.toml").write_text("", encoding="utf-8")
        env = (f"env -i HOME={tmp_path} PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 PS1='$ ' "
               f"HELPER_DATA={self.data} HELPER_SETTINGS={tmp_path / 'none.toml'} PYTHONPATH={REPO}")
        subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                        f"{env} bash --norc --noprofile -i"], check=True)
        self.wait_for("$")

    def screen(self) -> str:
        return subprocess.run(["tmux", "-L", self.socket, "capture-pane", "-p"], capture_output=True, text=True,
                              check=True).stdout

    def wait_for(self, text: str, timeout: float = 20) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in self.screen():
                return self.screen()
            time.sleep(0.1)
        raise AssertionError(f"{text!r} not on screen:\n{self.screen()}")

    def keys(self, *keys: str) -> None:
        for key in keys:
            subprocess.run(["tmux", "-L", self.socket, "send-keys", key], check=True)
            time.sleep(0.2)

    def line(self, text: str) -> None:
        subprocess.run(["tmux", "-L", self.socket, "send-keys", text, "Enter"], check=True)

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


def answers(data) -> list:
    path = data / "rulings.sqlite3"
    if not path.exists():
        return []
    with sqlite3.connect(path) as connection:
        rows = connection.execute("SELECT answers FROM draft").fetchall()
    return [json.loads(row[0]) for row in rows]


def test_helper_started_in_the_background_waits_stopped_until_fg(tmp_path):
    shell = Shell(tmp_path)
    try:
        shell.line(f"cd {REPO}")
        shell.line(f"{sys.executable} -m helper --lang en &")
        time.sleep(3)
        shell.line("echo stopped-$(jobs -s | wc -l)")  # the stopped jobs
        screen = shell.wait_for("stopped-1")
        assert TITLE not in screen  # nothing drawn over the shell
        shell.line("bg")  # continued in the background: stopped again, still nothing drawn
        time.sleep(2)
        shell.line("echo again-$(jobs -s | wc -l)")
        screen = shell.wait_for("again-1")
        assert TITLE not in screen
        shell.line("fg")
        shell.wait_for(TITLE)
        shell.wait_for("What happened on this board?")
        shell.keys("1", "Enter")  # it takes keys: the first answer is saved
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and [["situation", "no_result"]] not in answers(shell.data):
            time.sleep(0.1)
        assert [["situation", "no_result"]] in answers(shell.data)
        shell.keys("C-x")
        shell.line("echo done-$?")
        screen = shell.wait_for("done-0")
        assert "Traceback" not in screen and "internal error" not in screen
    finally:
        shell.close()
