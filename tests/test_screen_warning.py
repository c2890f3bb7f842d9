"""Issue 10: GNU screen with a locale that is not UTF-8 garbles the screen; the helper says so
once, at the start, in the screen language, with the fix (screen -U, or LANG=C.UTF-8)."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import time

import pytest

from helper.cli.ui import in_gnu_screen_without_utf8, screen_warning
from helper.tui.app import HelperApp
from tests.support import REPO, on_screen, squash

EN = ("GNU screen with a locale that is not UTF-8: if the screen looks garbled, quit (^Q) and start "
      "screen with -U, or set LANG=C.UTF-8.")


@pytest.mark.parametrize("environ, expected", [
    ({"STY": "123.pts-0.host", "LANG": "C"}, True),
    ({"STY": "123.pts-0.host"}, True),                                   # no locale at all: C
    ({"TERM": "screen.xterm-256color", "LANG": "POSIX"}, True),          # screen's TERM, outside tmux
    ({"STY": "1.s", "LANG": "C", "LC_CTYPE": "C.UTF-8"}, True),          # Python's own coercion (PEP 538)
    ({"STY": "1.s", "LANG": "en_US.ISO-8859-1"}, True),
    ({"STY": "1.s", "LANG": "C.UTF-8"}, False),
    ({"STY": "1.s", "LANG": "el_GR.utf8"}, False),
    ({"STY": "1.s", "LANG": "C", "LC_ALL": "zh_CN.UTF-8"}, False),      # LC_ALL wins
    ({"STY": "1.s", "LANG": "C", "LC_CTYPE": "en_US.UTF-8"}, False),     # the user's own LC_CTYPE
    ({"TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0", "LANG": "C"}, False),  # tmux, not screen
    ({"TERM": "xterm-256color", "LANG": "C"}, False),                    # not in screen
])
def test_gnu_screen_without_a_utf8_locale_is_detected(environ, expected):
    assert in_gnu_screen_without_utf8(environ) is expected


def test_the_warning_in_three_languages():
    environ = {"STY": "1.s", "LANG": "C"}
    assert screen_warning(environ, "en") == EN
    assert screen_warning(environ, "zh") == (
        "GNU screen 的语言环境不是 UTF-8：如果屏幕显示错乱，请退出（^Q），用 screen -U 启动 screen，"
        "或设置 LANG=C.UTF-8。")
    assert screen_warning(environ, "el") == (
        "GNU screen με τοπικές ρυθμίσεις που δεν είναι UTF-8: αν η οθόνη εμφανίζεται αλλοιωμένη, βγείτε (^Q) "
        "και ξεκινήστε το screen με -U, ή ορίστε LANG=C.UTF-8.")
    assert screen_warning({"STY": "1.s", "LANG": "C.UTF-8"}, "en") is None


async def test_the_warning_is_on_the_screen_at_the_start_at_80x24_in_greek():
    app = HelperApp(lang="el")
    app.startup_warning = screen_warning({"STY": "1.s", "LANG": "C"}, "el")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        line = app.query_one("#status")
        assert line.outer_size.height <= 2
        assert squash(on_screen(line)) == squash(app.startup_warning)
        await pilot.press("1", "enter")  # said once: the next answer clears it
        await pilot.pause()
        assert app.notice != app.startup_warning


@pytest.mark.skipif(shutil.which("tmux") is None or shutil.which("screen") is None,
                    reason="tmux and GNU screen are needed")
def test_in_a_real_gnu_screen_with_lang_c_the_warning_is_shown(tmp_path):
    socket = f"helper-screen-{os.getpid()}"
    (tmp_path / "none.toml").write_text("", encoding="utf-8")
    inner = (f"cd {REPO} && env HELPER_DATA={tmp_path} HELPER_SETTINGS={tmp_path / 'none.toml'} PYTHONPATH={REPO} "
             f"{sys.executable} -m helper; sleep 30")
    command = (f"env -u LC_ALL -u LC_CTYPE -u LANGUAGE -u TMUX -u STY LANG=C TERM=xterm-256color "
               f"screen -c /dev/null -S {socket} sh -c '{inner}'")
    subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                    "-s", "t", command], check=True)
    try:
        deadline, shown = time.monotonic() + 30, ""
        while time.monotonic() < deadline:
            shown = subprocess.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", "t"],
                                   capture_output=True, text=True).stdout
            if squash(EN) in squash(shown):
                break
            time.sleep(0.2)
        assert squash(EN) in squash(shown), shown
    finally:
        subprocess.run(["screen", "-S", socket, "-X", "quit"], capture_output=True)
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)


def test_the_encoding_fallback_is_said_in_the_language_asked_when_the_error_stream_carries_it():
    from helper.cli import _cannot_show

    english = ("helper: this terminal's encoding (ascii) cannot show Chinese: English is used. For it, set a "
               "UTF-8 locale (export LANG=C.UTF-8) and leave PYTHONIOENCODING unset.")
    assert _cannot_show("zh", "ascii", "ascii") == english
    assert _cannot_show("zh", "ascii", "iso8859-7") == english  # a Greek terminal cannot carry Chinese either
    assert _cannot_show("zh", "ascii", "utf-8") == (
        "helper：此终端的编码（ascii）无法显示中文，现用英文。如需显示，请设置 UTF-8 语言环境"
        "（export LANG=C.UTF-8），并不要设置 PYTHONIOENCODING。")
    assert _cannot_show("el", "ascii", "iso8859-7") == (
        "helper: η κωδικοποίηση αυτού του τερματικού (ascii) δεν μπορεί να εμφανίσει ελληνικά: χρησιμοποιούνται "
        "αγγλικά. Για να εμφανιστούν, ορίστε τοπικές ρυθμίσεις UTF-8 (export LANG=C.UTF-8) και αφήστε το "
        "PYTHONIOENCODING χωρίς τιμή.")


@pytest.mark.skipif(shutil.which("tmux") is None or shutil.which("screen") is None,
                    reason="tmux and GNU screen are needed")
@pytest.mark.parametrize("key", ["C-x", "F10"])
def test_in_a_real_gnu_screen_with_flow_control_the_quit_keys_quit(tmp_path, key):
    """Issue 7 (session 8's fresh tester): Ctrl+Q, the old quit key, is XON: GNU screen with flow
    control on (``-f``; ``auto`` too while the program leaves the terminal's own on) swallows it and
    the helper never sees it. Ctrl+X and F10 pass screen and quit (the ruling is kept)."""
    socket = f"helper-screen-quit-{os.getpid()}-{key}"
    (tmp_path / "none.toml").write_text("", encoding="utf-8")
    inner = (f"cd {REPO} && env HELPER_DATA={tmp_path} HELPER_SETTINGS={tmp_path / 'none.toml'} PYTHONPATH={REPO} "
             f"{sys.executable} -m helper --lang en; echo HELPER-ENDED $?; sleep 30")
    command = (f"env -u LC_ALL -u LC_CTYPE -u LANGUAGE -u TMUX -u STY LANG=C.UTF-8 TERM=xterm-256color "
               f"screen -f -U -c /dev/null -S {socket} sh -c '{inner}'")
    subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                    "-s", "t", command], check=True)

    def shown() -> str:
        return subprocess.run(["tmux", "-L", socket, "capture-pane", "-p", "-t", "t"],
                              capture_output=True, text=True).stdout

    def wait_for(text: str) -> str:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            screen = shown()
            if text in screen:
                return screen
            time.sleep(0.2)
        raise AssertionError(f"{text!r} not on screen:\n{shown()}")

    try:
        wait_for("Quit")
        subprocess.run(["tmux", "-L", socket, "send-keys", "-t", "t", "1", "Enter"], check=True)
        wait_for("Director's error")
        subprocess.run(["tmux", "-L", socket, "send-keys", "-t", "t", key], check=True)
        assert "HELPER-ENDED 0" in wait_for("HELPER-ENDED")
        with sqlite3.connect(tmp_path / "rulings.sqlite3") as connection:  # the ruling is kept
            assert connection.execute("SELECT answers FROM draft").fetchone()[0] == '[["situation", "no_result"]]'
    finally:
        subprocess.run(["screen", "-S", socket, "-X", "quit"], capture_output=True)
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)
