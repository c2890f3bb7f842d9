"""Issue 9 (fix9au, tester 9t): tmux whose client is not UTF-8. tmux 3.x takes a client for UTF-8 only
with ``-u`` or a UTF-8 ``LC_ALL``/``LC_CTYPE``/``LANG`` (or ``$TMUX`` set: a tmux client inside tmux),
else draws every character beyond ASCII as ``_`` (one per column) and box lines by the terminal's line
set: a Director who SSHed in with ``LANG=C`` and typed ``tmux new helper`` saw every Chinese and Greek
character as ``_`` with no warning. As for GNU screen (fix10h-fix10j): the helper asks tmux, once per
start, whether the clients showing its pane are UTF-8 (helper.cli.ui.tmux_glyphs); where one is not,
the screen is ASCII English (boxes too) with a note naming the fix (``tmux -u attach``), no language it
would hide is offered, and text commands answer in English with the same fix.

Three parts: the decision given tmux's answer (and a fake ``tmux`` that hangs, fails or is too old);
the screens (Pilot) in the mode that decision gives; and real tmux, nested: an outer tmux (no client,
its pane captured) whose pane runs a tmux client under ``LANG=C`` without ``$TMUX`` (so tmux takes it
for not UTF-8), that client showing the helper.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid

import pytest

from helper.cli import ui
from helper.tui.glyphs import filter_for, glyphs_warning, readable_law_text, shown_languages
from tests.support import PAIRS_TO_SCORE, REPO, on_screen, press, squash

TMUX_EN = ("A tmux client in a locale that is not UTF-8 shows only ASCII: English is used. For Chinese and Greek, "
           "detach (Ctrl+B d) and attach with: {command}")
TMUX_ZH = ("语言环境不是 UTF-8 的 tmux 客户端只能显示 ASCII：现用英文。如需中文和希腊文，请先分离（Ctrl+B d），"
           "再这样连接：{command}")
LINE_90A_TMUX = ("This paragraph's text is in Chinese, which this terminal cannot show. To read it, detach tmux and "
                 "attach with: {attach}, or write it to a file: helper laws show 90A --output FILE.")
TEXT_NOTE_TMUX = ("helper: this terminal (a tmux client without UTF-8) cannot show some of this text: it is left out "
                  "and said so. To read it, write it to a file (--output FILE, or > FILE), or detach tmux and attach "
                  "with: {command}")
SERVER = "/tmp/tmux-0/x,1,0"
"""A ``$TMUX`` (socket, server pid, session): the query is replaced in the decision tests."""
ATTACH = "tmux -L x -u attach"
"""The attach command the notes name under :data:`SERVER` (its socket ``x``, named with ``-L``: fix9bi)."""


# ------------------------------------------------------------------ the decision, given tmux's answer

@pytest.mark.parametrize("answer, lang, expected", [
    ([(False, "10")], "C.UTF-8", "tmux"),            # the one client is not UTF-8, whatever the pane's locale
    ([(True, "10")], "C", None),                      # tmux -u under LANG=C: everything shows
    ([(True, "10"), (False, "11")], "C.UTF-8", "tmux"),  # two clients, one not UTF-8: nobody sees '_'
    ([], "C", None),                                  # detached: nothing shows the pane (asked again at the next start)
    (None, "C", "tmux"),                              # no answer: the locale, as tmux decides for a client in it
    (None, "en_US.UTF-8", None),
    ([(None, "10")], "C", "tmux"),                    # an old tmux without client_utf8: the locale
    ([(None, "10")], "el_GR.utf8", None),
])
def test_the_mode_given_tmuxs_answer(monkeypatch, answer, lang, expected):
    monkeypatch.setattr(ui, "tmux_clients", lambda environ, timeout=ui.TMUX_QUERY_SECONDS: answer)
    monkeypatch.setattr(ui, "_client_environ", lambda pid: {})  # the clients' own terminals: plain ones
    environ = {"TMUX": SERVER, "TMUX_PANE": "%1", "LANG": lang}
    assert ui.tmux_glyphs(environ) == expected
    monkeypatch.setattr(ui, "_GLYPHS_SEEN", {})
    assert ui.screen_glyphs(environ) == expected


def test_outside_tmux_nothing_is_asked(monkeypatch):
    monkeypatch.setattr(ui, "tmux_clients", lambda *args, **kwargs: pytest.fail("asked"))
    assert ui.tmux_glyphs({"LANG": "C"}) is None


def test_a_utf8_client_inside_another_tmux_takes_that_tmuxs_clients(monkeypatch):
    """A tmux in tmux: the inner client is UTF-8 ($TMUX set), the outer one not: ASCII; asked once each."""
    asked = []
    outer = {"TMUX": "/tmp/tmux-0/outer,2,0", "TMUX_PANE": "%7", "LANG": "C"}

    def clients(environ, timeout=ui.TMUX_QUERY_SECONDS):
        asked.append(environ["TMUX"])
        return [(True, "20")] if environ["TMUX"] == SERVER else [(False, "30")]

    monkeypatch.setattr(ui, "tmux_clients", clients)
    monkeypatch.setattr(ui, "_client_environ", lambda pid: outer if pid == "20" else {})
    assert ui.tmux_glyphs({"TMUX": SERVER, "TMUX_PANE": "%1", "LANG": "C"}) == "tmux"
    assert asked == [SERVER, outer["TMUX"]]


def test_a_utf8_tmux_client_inside_gnu_screen_takes_screens_mode(monkeypatch):
    monkeypatch.setattr(ui, "tmux_clients", lambda environ, timeout=ui.TMUX_QUERY_SECONDS: [(True, "20")])
    monkeypatch.setattr(ui, "_client_environ", lambda pid: {"STY": "5.s", "LANG": "C", "TERM": "screen"})
    monkeypatch.setattr(ui, "screen_window_utf8", lambda environ, timeout=0.5: True)  # screen -U, LANG=C
    assert ui.tmux_glyphs({"TMUX": SERVER, "TMUX_PANE": "%1", "LANG": "C.UTF-8"}) == "narrow"


@pytest.mark.parametrize("modes, expected", [
    ((None, None), None), (("narrow", None), "narrow"), (("narrow", "ambiguous"), "ascii"),
    (("ascii", "tmux"), "tmux"), (("narrow", "ascii"), "ascii"), ((None, "tmux"), "tmux"),
])
def test_the_worst_of_nested_terminals(modes, expected):
    assert ui.worst_glyphs(*modes) == expected


def fake_tmux(tmp_path, body: str):
    """A directory holding a ``tmux`` (a shell script) that logs its arguments to ``calls`` and runs ``body``."""
    folder = tmp_path / "bin"
    folder.mkdir()
    script = folder / "tmux"
    script.write_text(f'#!/bin/sh\necho "$*" >> {tmp_path / "calls"}\necho STRAY >&2\n{body}\n', encoding="utf-8")
    script.chmod(0o755)
    return folder


@pytest.mark.parametrize("body, clients", [
    ('printf "0 123\\n1 124\\n"', [(False, "123"), (True, "124")]),
    ('printf " 123\\n"', [(None, "123")]),            # a tmux without the format: its flag empty
    ("exit 1", None),                                  # no server: an error
    ("", []),                                          # detached
])
def test_what_tmux_says_is_read(tmp_path, monkeypatch, capfd, body, clients):
    monkeypatch.setenv("PATH", f"{fake_tmux(tmp_path, body)}{os.pathsep}{os.environ['PATH']}")
    assert ui.tmux_clients({"TMUX": SERVER, "TMUX_PANE": "%3"}) == clients
    assert (tmp_path / "calls").read_text() == "list-clients -F #{client_utf8} #{client_pid} -t %3\n"
    assert capfd.readouterr() == ("", "")  # what it writes to its standard error is not the helper's


def test_a_tmux_that_hangs_is_given_up_after_the_bound_and_the_locale_decides(tmp_path, monkeypatch):
    hangs = fake_tmux(tmp_path, f"sleep 60 & echo $! > {tmp_path / 'child'}; wait")
    monkeypatch.setenv("PATH", f"{hangs}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setattr(ui, "_GLYPHS_SEEN", {})
    started = time.monotonic()
    assert ui.screen_glyphs({"TMUX": SERVER, "TMUX_PANE": "%3", "LANG": "C"}) == "tmux"
    assert time.monotonic() - started < ui.TMUX_QUERY_SECONDS + 1.0 and ui.TMUX_QUERY_SECONDS <= 0.5
    from tests.test_fix10j_screen_query import gone

    assert gone(int((tmp_path / "child").read_text()))  # its sleeping child ended with it
    assert ui.screen_glyphs({"TMUX": SERVER, "TMUX_PANE": "%3", "LANG": "C"}) == "tmux"
    assert len((tmp_path / "calls").read_text().splitlines()) == 1  # asked once per process


def test_the_note_is_said_once_per_tmux_session_and_again_for_another_client(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    answers = iter([[(False, "10")], [(False, "10")], [(False, "11")]])
    monkeypatch.setattr(ui, "tmux_clients", lambda environ, timeout=ui.TMUX_QUERY_SECONDS: next(answers))
    environ = {"TMUX": SERVER, "TMUX_PANE": "%1", "LANG": "C"}
    said = []
    for _ in range(3):
        assert ui.tmux_glyphs(environ) == "tmux"
        said.append(ui.first_warning_in_session(environ))
    assert said == [True, False, True]  # a resume by the same client: not again; another client: again


# ------------------------------------------------------------------ the screens in that mode (Pilot)

def test_what_is_written_and_offered_in_tmux_mode(monkeypatch):
    monkeypatch.setenv("TMUX", SERVER)
    rewrite = filter_for("tmux")
    assert rewrite("┌─┐│第12条 Γ…") == "+-+|??12?? ?."  # ASCII of the same widths, as for GNU screen's "ascii"
    assert shown_languages("tmux", ("en", "zh", "el")) == ("en",)
    # in English: ASCII
    assert glyphs_warning("tmux", "zh") == glyphs_warning("tmux", "el") == TMUX_EN.format(command=ATTACH)
    assert readable_law_text("？裁判除按照", "tmux", "en", "90A") == LINE_90A_TMUX.format(attach=ATTACH)
    assert readable_law_text("Όταν", "tmux", "en", "12C1").startswith(
        "This paragraph's text is in Greek, which this terminal cannot show. To read it, detach tmux and attach")


def test_the_notes_are_translated():
    from helper.i18n import get_translator

    assert get_translator("zh").gettext(TMUX_EN) == TMUX_ZH
    assert get_translator("el").gettext(TMUX_EN).startswith("Ένας πελάτης tmux")
    assert get_translator("el").gettext(TEXT_NOTE_TMUX) != TEXT_NOTE_TMUX
    assert get_translator("zh").gettext(TEXT_NOTE_TMUX) != TEXT_NOTE_TMUX


async def test_f2_the_review_screen_and_the_players_view_keep_to_english_and_say_why(monkeypatch):
    from helper.tui.app import HelperApp
    from helper.tui.review import ReviewScreen

    monkeypatch.setenv("TMUX", SERVER)
    app = HelperApp(lang="en")
    app.glyphs = "tmux"
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, ["f2"])
        assert (app.lang, app.notice) == ("en", TMUX_EN.format(command=ATTACH))
        assert squash(on_screen(app.query_one("#status"))) == squash(TMUX_EN.format(command=ATTACH))
        await press(pilot, ["ctrl+r"])
        assert not isinstance(app.screen, ReviewScreen) and app.notice == TMUX_EN.format(command=ATTACH)
        await press(pilot, PAIRS_TO_SCORE)
        assert app.law_ids()[-1] == "90A" and app.law_panel_text().plain.endswith(
            "\n" + LINE_90A_TMUX.format(attach=ATTACH))
        await press(pilot, ["f5"])
        from tests.test_fix10i_hidden_scripts import picker_lines

        lines = picker_lines(app)
        assert lines[1] == "1  English" and "2  " not in " ".join(lines)


# ------------------------------------------------------------------ real tmux, nested

needs_tmux = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is needed")


class Nested:
    """An outer tmux (its own socket, detached, 80x24: no client of its own, its pane captured) whose
    pane runs ``client`` - a shell line starting a tmux client on the inner socket ``{inner}`` - under
    ``env`` (the outer's ``$TMUX`` removed unless ``keep_tmux``)."""

    def __init__(self, client: str, env: dict[str, str], keep_tmux: bool = False):
        tag = uuid.uuid4().hex[:8]
        self.outer, self.inner = f"fix9au-o{tag}", f"fix9au-i{tag}"
        self.sockets = [self.outer, self.inner]
        # The client's locale as given: not the test process's (Python's coercion of the C locale, PEP 538,
        # may have set LC_CTYPE=C.UTF-8 there, which makes a client UTF-8 to tmux).
        unset = "-u LC_ALL -u LC_CTYPE " + ("" if keep_tmux else "-u TMUX ")
        line = f"env {unset}{' '.join(f'{k}={v}' for k, v in env.items())} {client.format(inner=self.inner)}"
        subprocess.run(["tmux", "-L", self.outer, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                        "-s", "o", line], check=True)

    def screen(self) -> str:
        return subprocess.run(["tmux", "-L", self.outer, "capture-pane", "-p", "-t", "o"], capture_output=True,
                              text=True).stdout

    def wait_for(self, text: str, timeout: float = 30) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.screen()
            if squash(text) in squash(screen):
                return screen
            time.sleep(0.1)
        raise AssertionError(f"{text!r} not on screen:\n{self.screen()}")

    def keys(self, *keys: str) -> None:
        for key in keys:  # to the helper's pane (the inner tmux), as its client would forward them
            subprocess.run(["tmux", "-L", self.inner, "send-keys", "-t", "i", key], check=True)
            time.sleep(0.2)

    def close(self) -> None:
        for socket in reversed(self.sockets):
            subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)


def helper_line(tmp_path, *args: str) -> str:
    """The shell line running the helper (this checkout, its record in ``tmp_path``) then a shell's wait."""
    (tmp_path / "none.toml").write_text("", encoding="utf-8")
    env = {"PYTHONPATH": str(REPO), "HELPER_DATA": str(tmp_path / "data"), "HELPER_SETTINGS": str(tmp_path / "none.toml"),
           "XDG_CACHE_HOME": str(tmp_path), "LANGUAGE": "", "TERM": "tmux-256color"}
    command = " ".join([sys.executable, "-m", "helper", *args])
    # Without the LINES and COLUMNS a shell of an outer level exported (Textual takes them before the
    # pane's own size: the screen was drawn two lines too tall in the innermost tmux).
    return f"cd {REPO} && env -u LINES -u COLUMNS {' '.join(f'{k}={v}' for k, v in env.items())} {command}; sleep 30"


def inner_client(tmp_path, *args: str) -> str:
    import shlex

    return "tmux -L {inner} -f /dev/null new-session -s i " + shlex.quote(helper_line(tmp_path, *args))


@needs_tmux
def test_a_client_under_lang_c_shows_ascii_english_with_the_fix_and_f2_keeps_it(tmp_path):
    term = Nested(inner_client(tmp_path, "--lang", "zh"), {"LANG": "C"})
    try:
        screen = term.wait_for("What happened on this board?")
        screen = term.wait_for("-u attach")
        assert screen.isascii(), screen  # nothing tmux would draw as '_': boxes and blocks in ASCII too
        assert squash(TMUX_EN.format(command=f"tmux -L {term.inner} -u attach")) in squash(screen)
        assert "____" not in screen
        assert any(set(line.strip()) <= {"-"} and len(line.strip()) > 40 for line in screen.splitlines())
        term.keys("F2")
        time.sleep(1)
        screen = term.screen()
        assert screen.isascii() and "What happened on this board?" in screen
    finally:
        term.close()


@needs_tmux
def test_a_utf8_client_shows_chinese_as_before(tmp_path):
    term = Nested(inner_client(tmp_path, "--lang", "zh"), {"LANG": "C.UTF-8"})
    try:
        screen = term.wait_for("这副牌发生了什么情况？")
        assert "tmux" not in screen and "─" in screen
    finally:
        term.close()


@needs_tmux
def test_a_tmux_client_inside_tmux_is_utf8_and_the_outer_client_decides(tmp_path):
    """Three levels: a tmux client under LANG=C (not UTF-8) shows a pane in which a second tmux client
    runs ($TMUX set: UTF-8 to its tmux), which shows the helper: the outer client decides."""
    import shlex

    tag = uuid.uuid4().hex[:8]
    innermost = f"fix9au-x{tag}"
    middle = ("tmux -L {inner} -f /dev/null new-session -s i "
              + shlex.quote(f"tmux -L {innermost} -f /dev/null new-session -s x "
                            + shlex.quote(helper_line(tmp_path, "--lang", "el"))))
    term = Nested(middle, {"LANG": "C"})
    term.sockets.append(innermost)
    try:
        term.wait_for("-u attach")
        screen = term.wait_for("What happened on this board?")  # 22 lines: two tmux status lines
        assert screen.isascii() and squash(TMUX_EN.split("{command}")[0] + "tmux -L") in squash(screen)
    finally:
        term.close()


@needs_tmux
def test_text_commands_in_such_a_client_answer_in_english_with_the_fix(tmp_path):
    (tmp_path / "out").mkdir()
    show = inner_client(tmp_path, "--lang", "zh", "laws", "show", "12C2", "2>&1")
    term = Nested(show, {"LANG": "C"})
    try:
        term.wait_for("-u attach")  # the note (standard error) comes before the law text: wait for both
        screen = term.wait_for("Law 12C2")
        assert screen.isascii() and "Law12C2" in squash(screen)
        assert squash("helper: " + TMUX_EN.format(command=f"tmux -L {term.inner} -u attach")) in squash(screen)
    finally:
        term.close()
    # What laws show --json prints in Chinese (the 1997 text of 90A) is said; the note once, on standard error.
    term = Nested(inner_client(tmp_path, "laws", "show", "90A", "--json", f"2>{tmp_path / 'err'}"), {"LANG": "C"})
    try:
        screen = term.wait_for('"law_title": "(in Chinese: not shown on this terminal)"')
        assert screen.isascii() and "__" not in screen
        assert (tmp_path / "err").read_text(encoding="utf-8") == TEXT_NOTE_TMUX.format(
            command=f"tmux -L {term.inner} -u attach") + "\n"
    finally:
        term.close()
    term = Nested(inner_client(tmp_path, "review", "2>&1"), {"LANG": "C"})
    try:  # no review opens: not "English is used", and the attach command names the inner socket (fix9bc)
        screen = term.wait_for("-u attach")
        assert screen.isascii() and squash("A tmux client in a locale that is not UTF-8 shows only ASCII: a review of "
                                           ) in squash(screen)
        assert squash("cannot be shown here. To review, detach (Ctrl+B d) and attach with: tmux -L ") in squash(screen)
    finally:
        term.close()
