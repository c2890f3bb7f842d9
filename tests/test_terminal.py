"""A real terminal: the helper in tmux at 80x24, driven by keys, read from the screen.

The pilot tests drive the app in-process; this one runs the real command in
a real pseudo-terminal (its own tmux socket), as a Director over SSH would,
and polls the screen for what he should see. Skipped where tmux is missing.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


class Terminal:
    """One tmux server on its own socket, one 80x24 window."""

    def __init__(self, tmp_path: Path, command: list[str], env: dict[str, str]):
        self.socket = f"helper-test-{uuid.uuid4().hex[:8]}"
        line = " ".join(command)
        environment = " ".join(f"{k}={v}" for k, v in env.items())
        subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                        "-s", "t", f"cd {REPO} && env {environment} {line}; sleep 30"], check=True)

    def screen(self) -> str:
        return subprocess.run(["tmux", "-L", self.socket, "capture-pane", "-p", "-t", "t"],
                              capture_output=True, text=True, check=True).stdout

    def wait_for(self, text: str, timeout: float = 20) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.screen()
            # Whitespace and the scrollbar's block characters out: wrapped text reads whole.
            squashed = "".join(c for c in "".join(screen.split()) if not "\u2580" <= c <= "\u259f")
            if text in squashed:
                return screen
            time.sleep(0.1)
        raise AssertionError(f"{text!r} not on screen:\n{self.screen()}")

    def keys(self, *keys: str) -> None:
        for key in keys:
            subprocess.run(["tmux", "-L", self.socket, "send-keys", "-t", "t", key], check=True)
            time.sleep(0.15)

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


@pytest.fixture
def terminal(tmp_path):
    terminals = []

    def start(*args: str, lang_env: str = "C.UTF-8") -> Terminal:
        env = {"LANG": lang_env, "LANGUAGE": "", "LC_ALL": "", "TERM": "xterm-256color",
               "HELPER_DATA": str(tmp_path / "data"), "HELPER_SETTINGS": str(tmp_path / "none.toml"),
               "PYTHONPATH": str(REPO)}
        term = Terminal(tmp_path, [sys.executable, "-m", "helper", *args], env)
        terminals.append(term)
        return term

    yield start
    for term in terminals:
        term.close()


@pytest.mark.parametrize("lang, summary", [
    ("en", "12C2(a),12C2(c):NS65%=15.6MP,EW40%=9.6MP"),
    ("zh", "第12条C款2项(a)、第12条C款2项(c)：南北65%=15.6比赛分，东西40%=9.6比赛分"),
    ("el", "12Γ2(α),12Γ2(γ):ΒΝ65%=15,6βαθμοίαγώνα,ΑΔ40%=9,6βαθμοίαγώνα"),
])
def test_fouled_board_ruling_in_a_real_terminal(terminal, lang, summary):
    term = terminal("--lang", lang)
    term.wait_for("^Q")
    for key in ("1", "1", "1", "1", "3"):
        term.keys(key)
    term.keys("abc", "Enter")  # a bad number: explained, nothing lost
    term.wait_for("abc")
    term.keys("C-u", "13", "Enter", "65", "Enter", "Enter")
    screen = term.wait_for(summary)
    assert "Traceback" not in screen
    assert all(len(line) <= 80 for line in screen.splitlines())


def test_lang_from_the_environment_and_switching_midway(terminal):
    term = terminal(lang_env="zh_CN.UTF-8")
    term.wait_for("这副牌发生了什么情况？")
    term.keys("1", "1")
    term.keys("C-l")  # to Greek
    term.wait_for("Ποιοςείναιοτρόποςβαθμολόγησης;")
    term.keys("C-l")  # to English
    term.wait_for("Whatistheformofscoring?")
    term.keys("C-b")
    term.wait_for("Wastheirregularitycaused")
    term.keys("C-q")


def test_c_locale_starts_in_english(terminal):
    term = terminal(lang_env="C")
    term.wait_for("Whathappenedonthisboard?")


def test_keys_in_one_burst_are_taken_in_order(terminal):
    """tmux sends all these keys in one write, as a paste or a laggy link would."""
    term = terminal("--lang", "en")
    term.wait_for("^Q")
    subprocess.run(["tmux", "-L", term.socket, "send-keys", "-t", "t",
                    "1", "1", "1", "1", "3", "1", "3", "Enter", "6", "5", "Enter", "Enter"], check=True)
    term.wait_for("12C2(a),12C2(c):NS65%=15.6MP,EW40%=9.6MP")
