"""Issue 9 (fix10r): after "detach (Ctrl+B d) and attach with: tmux -L NAME -u attach", F2 brings Chinese
and Greek back. A helper started under a tmux client that is not UTF-8 shows ASCII English with that note
(the ``"tmux"`` mode, tests/test_terminal_fix9au.py). The lead did what the note says - detached, attached
with ``-u`` (``tmux list-clients -F '#{client_utf8}'`` then said 1) - and pressed F2: the same note came
back and the screen stayed ASCII English until the helper was restarted. Now F2 in that mode asks tmux
again (helper.cli.ui.screen_glyphs_again); once every client is UTF-8 the whole screen is drawn anew with
its letters and box lines and F2 goes to the language the helper was started in (``--lang el``: Greek),
else to the next one (English: Chinese). A client still not UTF-8: the note and English, as before.

Real tmux, nested as in tests/test_terminal_fix9au.py: an outer tmux (no client, its pane captured) whose
pane runs, under ``LANG=C``, a tmux client of the inner server showing the helper, then - once that client
is detached with Ctrl+B d - a second client attached to the same session (with or without ``-u``).
"""

from __future__ import annotations

import shlex
import subprocess
import time

from tests.support import squash
from tests.test_terminal_fix9au import TMUX_EN, Nested, helper_line, needs_tmux

QUESTION_EN = "What happened on this board?"
QUESTION_EL = "Τι συνέβη σε αυτή τη διανομή;"
QUESTION_ZH = "这副牌发生了什么情况？"


def detach_then_attach(tmp_path, attach: str, *args: str) -> str:
    """The outer pane's shell line: the helper started by a tmux client (inner server, session ``i``),
    then, once that client is detached, ``attach`` (a second client's options: ``-u`` or none) run; all
    under the locale Nested gives (``LANG=C``)."""
    first = "tmux -L {inner} -f /dev/null new-session -s i " + shlex.quote(helper_line(tmp_path, *args))
    second = "tmux -L {inner} " + attach + " attach -t i"
    return "sh -c " + shlex.quote(f"{first}; {second}; sleep 30")  # {inner}: Nested names the socket


def clients(term: Nested) -> list[str]:
    """The inner session's clients as tmux says them: each ``client_utf8`` (``1`` or ``0``)."""
    answer = subprocess.run(["tmux", "-L", term.inner, "list-clients", "-F", "#{client_utf8}", "-t", "i"],
                            capture_output=True, text=True)
    return answer.stdout.split()


def wait_clients(term: Nested, expected: list[str], timeout: float = 15) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if sorted(clients(term)) == expected:
            return
        time.sleep(0.1)
    raise AssertionError(f"clients {clients(term)}, not {expected} (in any order)")


def ascii_english(term: Nested) -> str:
    """The screen once the helper has started under the client that is not UTF-8: ASCII English, the note."""
    term.wait_for(QUESTION_EN)
    screen = term.wait_for("-u attach")
    assert screen.isascii(), screen
    assert squash(TMUX_EN.format(command=f"tmux -L {term.inner} -u attach")) in squash(screen)
    return screen


def detach(term: Nested) -> None:
    """Ctrl+B d typed in the first client (the outer pane, as the Director's keyboard would)."""
    subprocess.run(["tmux", "-L", term.outer, "send-keys", "-t", "o", "C-b", "d"], check=True)


def reattach(term: Nested, utf8: str) -> None:
    """From the ASCII English start (one client, not UTF-8), Ctrl+B d in the outer pane and wait until the client
    that attached again says ``client_utf8`` ``utf8`` ("1" for ``tmux -u attach``, "0" without ``-u``)."""
    ascii_english(term)
    wait_clients(term, ["0"])
    detach(term)
    wait_clients(term, [utf8])


def box_lines(screen: str) -> list[str]:
    """The lines of ``screen`` drawn with box lines (tmux's ``─``) more than 40 columns long."""
    return [line for line in screen.splitlines() if line.strip().count("─") > 40]


@needs_tmux
def test_attached_again_with_u_f2_goes_to_greek_asked_at_the_start_drawn_whole(tmp_path):
    term = Nested(detach_then_attach(tmp_path, "-u", "--lang", "el"), {"LANG": "C"})
    try:
        reattach(term, "1")  # what the lead saw: tmux -u attach under LANG=C is UTF-8 to tmux
        term.keys("F2")
        screen = term.wait_for(QUESTION_EL)
        assert QUESTION_EN not in screen and "-u attach" not in screen  # the note is gone with the mode
        assert box_lines(screen), screen  # the box lines as drawn, not tmux's ASCII ones
        assert "____" not in screen and not any(set(line.strip()) <= {"-"} and len(line.strip()) > 40
                                                for line in screen.splitlines())
        term.keys("F2")  # then in the usual order: Greek, English, Chinese
        screen = term.wait_for(QUESTION_EN)
        assert box_lines(screen) and "-u attach" not in screen
        term.keys("F2")
        assert QUESTION_ZH in squash(term.wait_for(QUESTION_ZH))
    finally:
        term.close()


@needs_tmux
def test_attached_again_with_u_f2_from_english_goes_to_chinese(tmp_path):
    term = Nested(detach_then_attach(tmp_path, "-u"), {"LANG": "C"})
    try:
        reattach(term, "1")
        term.keys("F2")
        screen = term.wait_for(QUESTION_ZH)
        assert box_lines(screen) and "-u attach" not in screen and QUESTION_EN not in screen
    finally:
        term.close()


@needs_tmux
def test_attached_again_without_u_f2_keeps_ascii_english_and_the_note(tmp_path):
    term = Nested(detach_then_attach(tmp_path, "", "--lang", "el"), {"LANG": "C"})
    try:
        reattach(term, "0")  # another client, still not UTF-8
        term.wait_for(QUESTION_EN)
        term.keys("F2")
        time.sleep(1.5)
        screen = term.wait_for("-u attach")
        assert screen.isascii() and QUESTION_EN in screen, screen
        assert squash(TMUX_EN.format(command=f"tmux -L {term.inner} -u attach")) in squash(screen)
    finally:
        term.close()


@needs_tmux
def test_a_utf8_client_beside_one_that_is_not_f2_keeps_ascii_english(tmp_path):
    """The client under LANG=C stays attached and a second one attaches with -u (another outer session):
    one client is still not UTF-8, so nothing beyond ASCII is written: F2 gives the note and English."""
    term = Nested(detach_then_attach(tmp_path, "-u", "--lang", "el"), {"LANG": "C"})
    second = f"second{term.outer}"
    try:
        ascii_english(term)
        subprocess.run(["tmux", "-L", term.outer, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                        "-s", second, f"env -u TMUX LANG=C tmux -L {term.inner} -u attach -t i; sleep 30"],
                       check=True)
        wait_clients(term, ["0", "1"])
        term.keys("F2")
        time.sleep(1.5)
        screen = term.wait_for("-u attach")
        assert screen.isascii() and QUESTION_EN in screen, screen
        assert squash(TMUX_EN.format(command=f"tmux -L {term.inner} -u attach")) in squash(screen)
    finally:
        term.close()


def server_environ(term: Nested) -> dict[str, str]:
    """The ``$TMUX`` and ``$TMUX_PANE`` the helper's process has in the inner session (tmux's own answer),
    with a UTF-8 locale (not the client's: tmux's answer decides)."""
    answer = subprocess.run(["tmux", "-L", term.inner, "display-message", "-p", "-t", "i",
                             "#{socket_path},#{pid},#{session_id} #{pane_id}"], capture_output=True, text=True,
                            check=True).stdout.split()
    return {"TMUX": answer[0], "TMUX_PANE": answer[1], "LANG": "C.UTF-8"}


@needs_tmux
def test_asked_again_the_answer_kept_is_replaced(tmp_path, monkeypatch):
    """helper.cli.ui.screen_glyphs_again against the real server: "tmux" while the client under LANG=C is
    attached, None once a -u client replaced it; what screen_glyphs keeps (_GLYPHS_SEEN) and the clients
    noted not UTF-8 (_TMUX_NOT_UTF8) follow; a server that does not answer keeps "tmux", where the start
    (screen_glyphs) would have taken the helper's locale (UTF-8 here: None)."""
    from helper.cli import ui

    monkeypatch.setattr(ui, "_GLYPHS_SEEN", {})
    monkeypatch.setattr(ui, "_TMUX_NOT_UTF8", {})
    term = Nested(detach_then_attach(tmp_path, "-u"), {"LANG": "C"})
    try:
        ascii_english(term)
        wait_clients(term, ["0"])
        environ = server_environ(term)
        server = environ["TMUX"]
        assert ui.screen_glyphs(environ) == "tmux" and len(ui._TMUX_NOT_UTF8[server]) == 1
        assert ui.screen_glyphs_again(environ) == "tmux" and ui.screen_glyphs(environ) == "tmux"
        detach(term)
        wait_clients(term, ["1"])
        assert ui.screen_glyphs(environ) == "tmux"  # kept from the first ask: asked once
        assert ui.screen_glyphs_again(environ) is None
        assert ui.screen_glyphs(environ) is None and server not in ui._TMUX_NOT_UTF8
    finally:
        term.close()
    socket, rest = server.split(",", 1)
    gone = {**environ, "TMUX": f"{socket}-gone,{rest}"}  # a server not there: tmux answers with an error
    assert ui.screen_glyphs(gone) is None  # the start: the locale (C.UTF-8)
    assert ui.screen_glyphs_again(gone) == "tmux" and ui.screen_glyphs(gone) == "tmux"
