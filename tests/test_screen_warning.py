"""Issue 10: GNU screen with a locale that is not UTF-8 garbles the screen; the helper says so
once, at the start, with the fix (screen -U, or LANG=C.UTF-8), in ASCII: in English when the
screen's language is not written in ASCII (a Greek warning about the garbling was garbled itself)."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import time

import pytest

from helper.cli.ui import glyphs_warning, in_gnu_screen_without_utf8, screen_glyphs
from helper.tui.app import HelperApp
from tests.support import REPO, on_a_terminal, on_screen, squash

# fix10h: the screen is then drawn in ASCII (helper.tui.glyphs), so the note says so and how to have more.
EN = ("GNU screen in a locale that is not UTF-8 shows only ASCII: English is used. For Chinese and Greek, "
      "start screen with: LANG=C.UTF-8 screen -U")


def screen_warning(environ, lang: str) -> str | None:
    """What the screen says at its start in GNU screen with ``environ`` (helper/cli/ui.py)."""
    return glyphs_warning(screen_glyphs(environ), lang)


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


def test_the_warning_is_in_ascii_english_in_every_language():
    """That screen garbles every non-ASCII character: the Chinese and Greek warnings (translated
    in the catalogues) would be unreadable exactly where they are shown."""
    environ = {"STY": "1.s", "LANG": "C"}
    for lang in ("en", "zh", "el"):
        assert screen_warning(environ, lang) == EN and EN.isascii()
    assert screen_warning({"STY": "1.s", "LANG": "C.UTF-8"}, "el") is None


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


def gnu_screen_in_tmux(tmp_path, socket: str, helper: str, screen: str) -> None:
    """GNU screen (session ``socket``, started with ``screen``: its locale and options) in tmux
    (socket ``socket``, 80x24), running ``helper`` (the ``python -m helper`` arguments and what
    follows in the shell) with its record in ``tmp_path`` and the default settings. Ended with
    :func:`end_gnu_screen`."""
    (tmp_path / "none.toml").write_text("", encoding="utf-8")
    inner = (f"cd {REPO} && env HELPER_DATA={tmp_path} XDG_CACHE_HOME={tmp_path} HELPER_SETTINGS={tmp_path / 'none.toml'} PYTHONPATH={REPO} "
             f"{sys.executable} -m helper{helper}")
    command = (f"env -u LC_ALL -u LC_CTYPE -u LANGUAGE -u TMUX -u STY {screen} -c /dev/null -S {socket} "
               f"sh -c '{inner}'")
    subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                    "-s", "t", command], check=True)


def end_gnu_screen(socket: str) -> None:
    subprocess.run(["screen", "-S", socket, "-X", "quit"], capture_output=True)
    subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)


@pytest.mark.skipif(shutil.which("tmux") is None or shutil.which("screen") is None,
                    reason="tmux and GNU screen are needed")
def test_in_a_real_gnu_screen_with_lang_c_the_warning_is_shown(tmp_path):
    socket = f"helper-screen-{os.getpid()}"
    gnu_screen_in_tmux(tmp_path, socket, "; sleep 30", "LANG=C TERM=xterm-256color screen")
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
        end_gnu_screen(socket)


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
    gnu_screen_in_tmux(tmp_path, socket, " --lang en; echo HELPER-ENDED $?; sleep 30",
                       "LANG=C.UTF-8 TERM=xterm-256color screen -f -U")

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
        end_gnu_screen(socket)


def run_helper(*args: str, **environ: str) -> subprocess.CompletedProcess:
    """``python -m helper ARGS`` with only ``environ`` (and PATH) set: no PYTHONIOENCODING, no LANG."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(REPO), **environ}
    return subprocess.run([sys.executable, "-m", "helper", *args], capture_output=True, env=env, cwd=REPO,
                          timeout=60)


ASCII_C = {"LC_ALL": "C", "PYTHONUTF8": "0"}  # Python then reads the command line and writes as ASCII


@pytest.mark.parametrize("args, first_line", [
    # The Greek and Chinese citation forms typed on a UTF-8 terminal: read as UTF-8, not as '12??2(??)'.
    (["laws", "show", "12Γ2(β)"], b"Law 12C2(b)"),
    (["laws", "show", "12Γ1(ε)"], b"Law 12C1(e)"),
    (["laws", "search", "第十二条", "--limit", "1"], b"1. Law 12A  (2017 Laws)"),
    (["laws", "show", "第12条C款1项", "--json"], b'{'),
])
def test_non_ascii_arguments_under_an_ascii_locale_are_read_as_typed(args, first_line):
    done = run_helper(*args, **ASCII_C)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == first_line
    assert b"Traceback" not in done.stderr and b"not a law paragraph" not in done.stderr.lower()
    if args[-1] == "--json":
        import json

        assert json.loads(done.stdout)["id"] == "12C1"


def test_an_argument_neither_utf8_nor_ascii_is_said_to_be_the_locale_and_a_file_name_still_opens(tmp_path):
    name = os.fsencode(str(tmp_path)) + b"/r\xe9sum\xe9.yaml"  # Latin-1 bytes: not UTF-8
    with open(name, "wb") as handle:
        handle.write(b"situation: no_result\ndirector_error: 'no'\nform: pairs\n")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(REPO), **ASCII_C}
    done = subprocess.run([os.fsencode(sys.executable), b"-m", b"helper", b"rule", b"--answers", name],
                          capture_output=True, env=env, cwd=REPO, timeout=60)
    assert done.stderr.splitlines()[0] == (
        b"helper: an argument is neither UTF-8 nor text in this locale's encoding (ascii); it is used as given "
        b"(a file name still opens). Set a UTF-8 locale (export LANG=C.UTF-8).")
    assert b"Traceback" not in done.stderr
    assert b"not a valid YAML" not in done.stderr and b"cannot be read" not in done.stderr  # it was opened
    done = subprocess.run([os.fsencode(sys.executable), b"-m", b"helper", b"laws", b"show", b"12\xe9"],
                          capture_output=True, env=env, cwd=REPO, timeout=60)
    assert done.returncode == 2 and b"Traceback" not in done.stderr
    assert done.stderr.splitlines()[1] == b"helper: Not a law paragraph id: 12?"  # never another paragraph


@pytest.mark.parametrize("args", [
    ["--lang", "el", "laws", "show", "nosuch"],       # a CLI error
    ["--lang", "el", "score", "imps", "15"],          # a note and a result
    ["--lang", "zh_TW", "laws", "show", "12C1"],      # the Traditional Chinese note
    ["--lang", "el", "laws", "show", "12Γ2(β)"],
])
def test_under_an_ascii_locale_every_message_is_ascii_english(args):
    done = run_helper(*args, **ASCII_C)
    assert b"Traceback" not in done.stderr
    for stream in (done.stdout, done.stderr):
        stream.decode("ascii")  # no mojibake, no '\\u03b3' escapes
        assert b"\\u" not in stream
    assert done.stderr.startswith(b"helper: this terminal's encoding (ascii) cannot show ")
    assert b"Traditional" not in done.stderr  # English is used: no note about Simplified Chinese


def test_english_messages_keep_ascii_stand_ins_for_their_few_other_characters():
    """An English message with an ellipsis or an arrow (the status of a long answer) is written with
    ASCII stand-ins, not as '?' or an escape."""
    from helper.cli.common import ASCII_FORMS, use_ascii_forms
    import io

    stream = io.TextIOWrapper(io.BytesIO(), encoding="ascii", errors="strict")
    use_ascii_forms(stream)
    stream.write("move with ↑ ↓ … “quoted” – 12Γ2")
    stream.flush()
    # fix10c: a character with no stand-in is its Unicode escape, never a '?' in place of data
    assert stream.buffer.getvalue() == b'move with Up Down ... "quoted" - 12\\u03932'
    assert all(value.isascii() for value in ASCII_FORMS.values())


def test_a_text_command_inside_gnu_screen_without_utf8_falls_back_to_ascii_english(tmp_path):
    """Inside GNU screen with LANG=C (Python itself writes UTF-8, PEP 538) a Greek answer on the
    terminal is garbled: English, with the fix said in ASCII. Written to a file, it stays Greek."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(REPO), "STY": "1.s", "LANG": "C",
           "TERM": "screen"}
    done, shown = on_a_terminal("--lang", "el", "laws", "show", "12C2(a)", env=env, timeout=60)
    # fix10i: the fix that works for Chinese too (screen -U alone with LANG=C miscounts it), as the screen says it.
    assert done.stderr == b"helper: " + EN.encode() + b"\n"
    assert shown.startswith(b"Law 12C2(a)") and shown.isascii()
    piped = run_helper("--lang", "el", "laws", "show", "12C2(a)", STY="1.s", LANG="C")
    assert piped.returncode == 0 and piped.stderr == b""
    assert piped.stdout.decode("utf-8").startswith("Νόμος 12Γ2(α)")
