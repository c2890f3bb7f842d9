"""A reviewer in tmux at 80x24 (issue 9 "done when"): translates a paragraph into Chinese on the
review screen, approves it, and the translation and the mark are in the catalogue and survive a
rebuild. Runs `python -m helper review` from a private copy of the checkout, on its own socket."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from datetime import date

import polib
import pytest

from tests.support import copy_checkout

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

TEXT = "当一次违规使非违规方受到损害时，裁判可以判给调整分。"


def _squash(screen: str) -> str:
    return "".join(c for c in "".join(screen.split()) if not "\u2580" <= c <= "\u259f")


def test_reviewer_translates_and_approves_in_tmux(tmp_path):
    root = copy_checkout(tmp_path / "checkout")
    socket = f"helper-review-{uuid.uuid4().hex[:8]}"
    env = (f"LANG=C.UTF-8 LANGUAGE= LC_ALL= TERM=xterm-256color PYTHONPATH={root} "
           f"HELPER_DATA={tmp_path / 'data'} HELPER_SETTINGS={tmp_path / 'none.toml'}")
    command = f"cd {root} && env {env} {sys.executable} -m helper --lang zh review --reviewer 王芳; sleep 30"

    def tmux(*args: str, **kw) -> subprocess.CompletedProcess:
        return subprocess.run(["tmux", "-L", socket, *args], check=True, capture_output=True, text=True, **kw)

    def screen() -> str:
        return tmux("capture-pane", "-p", "-t", "t").stdout

    def wait_for(text: str, timeout: float = 30) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in _squash(screen()):
                return screen()
            time.sleep(0.1)
        raise AssertionError(f"{text!r} not on screen:\n{screen()}")

    def keys(*names: str, literal: bool = False) -> None:
        for name in names:
            tmux("send-keys", "-t", "t", *(["-l"] if literal else []), name)
            time.sleep(0.2)

    tmux("-f", os.devnull, "new-session", "-d", "-x", "80", "-y", "24", "-s", "t", command)
    try:
        wait_for("审校：英文与中文")
        keys("g")
        keys("12C2(a)", literal=True)
        keys("Enter")
        wait_for("第12条C款2项(a)-中文")
        keys("e")
        wait_for("F2保存")
        keys(TEXT, literal=True)
        wait_for(TEXT[:10])
        keys("F2")  # the text brings errors (60%, 40% missing): asked first, in Chinese
        wait_for("保存后此文本将有")
        keys("F2")
        wait_for("已保存到locales/zh_Hans/LC_MESSAGES/laws.po")
        keys("a")  # the text has open errors: the screen asks, a second a approves
        wait_for("再按a仍予审定")
        keys("a")
        shown = wait_for(f"已于{date.today().isoformat()}·王芳审校")
        assert "Traceback" not in shown
        assert all(len(line) <= 80 for line in shown.splitlines())
        keys("Escape")
        time.sleep(1)
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)
    path = root / "locales" / "zh_Hans" / "LC_MESSAGES" / "laws.po"
    [saved] = [e for e in polib.pofile(str(path)) if e.msgctxt == "2017|12C2(a)"]
    assert saved.msgstr == TEXT
    assert saved.tcomment == f"reviewed: {date.today().isoformat()} by 王芳"
    build = subprocess.run([sys.executable, "-m", "helper", "catalog", "build"], cwd=root, capture_output=True,
                           text=True, env={**os.environ, "PYTHONPATH": str(root)})
    assert build.returncode == 0, build.stderr
    [rebuilt] = [e for e in polib.pofile(str(path)) if e.msgctxt == "2017|12C2(a)"]
    assert (rebuilt.msgstr, rebuilt.tcomment) == (TEXT, saved.tcomment)
