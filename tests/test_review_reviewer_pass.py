"""What a reviewer met on the review screen at 80x24 in Chinese and Greek (issue 9, a reviewer's pass in
tmux): keys sent in one burst ("g12C2(a)" and Enter: a paste, a laggy SSH link) go whole into the line the
first one opens; the search ignores accents and final sigma and leaves no stale "Not found"; the title and
each finding are punctuated as the language writes them; a missing translation says so once; a bound key
cancels an approval waiting for its confirmation. Real catalogue files in a private copy of the checkout."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from textual.widgets import Static

from helper.catalog.review import ReviewEntry, LangView, finding_line, search_fold
from helper.tui.review import ReviewApp
from tests.support import checked, on_screen, po_entry
from tests.test_review_faults import goto, status

LAWS_ZH = Path("locales/zh_Hans/LC_MESSAGES/laws.po")


def _squash(screen: str) -> str:
    return "".join(c for c in "".join(screen.split()) if not "\u2580" <= c <= "\u259f")


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_keys_in_one_burst_go_into_the_line_they_open(checkout, tmp_path):
    socket = f"helper-burst-{uuid.uuid4().hex[:8]}"
    env = f"LANG=C.UTF-8 LANGUAGE= LC_ALL= TERM=xterm-256color PYTHONPATH={checkout}"
    command = f"cd {checkout} && env {env} {sys.executable} -m helper --lang el review; sleep 30"

    def tmux(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(["tmux", "-L", socket, *args], check=True, capture_output=True, text=True)

    def wait_for(text: str, timeout: float = 30) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = tmux("capture-pane", "-p", "-t", "t").stdout
            if text in _squash(screen):
                return screen
            time.sleep(0.1)
        raise AssertionError(f"{text!r} not on screen:\n{tmux('capture-pane', '-p', '-t', 't').stdout}")

    tmux("-f", os.devnull, "new-session", "-d", "-x", "80", "-y", "24", "-s", "t", command)
    try:
        wait_for("Έλεγχος:αγγλικάκαιελληνικά")
        tmux("send-keys", "-t", "t", "g12C2(a)", "Enter")  # one write: the program reads them together
        screen = wait_for("12Γ2(α)-αγγλικά")  # both panes' headers in the UI's ids (fix9bv)
        assert "12Γ2(α)-ελληνικά" in _squash(screen) and "Δενείναι" not in _squash(screen)
        tmux("send-keys", "-t", "t", "/ΜΕΣΟΥ ΟΡΟΥ", "Enter")  # no accents, capitals: as typed in a hurry
        screen = wait_for("12Γ2(β)-αγγλικά")  # the next entry holding "μέσου όρου" (12C2(b))
        assert "Δενβρέθηκε" not in _squash(screen) and "Traceback" not in screen
    finally:
        tmux("kill-server")


def test_search_fold():
    assert search_fold("Μέσο Όρο") == search_fold("μεσο ορο") == "μεσο ορο"
    assert search_fold("ΣΚΟΡ ΤΗΣ") == search_fold("σκορ της")
    assert search_fold("ＩＭＰ") == "imp"
    entry = ReviewEntry("2017|x", "x", False, "Average plus", {"el": LangView("el", "μέσος όρος συν", "translated",
                                                                               None, "", None, "")}, [])
    assert entry.matches("el", "ΜΕΣΟΣ ΟΡΟΣ") and entry.matches("el", "average PLUS")
    assert not entry.matches("el", "μείον")


async def test_a_search_finding_the_shown_entry_clears_the_old_message(checkout):
    app = ReviewApp(ui_lang="el", target="el", root=checkout)
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, "12C2(a)")
        await pilot.press("slash", *"zzzz", "enter")
        await pilot.pause()
        assert status(screen) == "Δεν βρέθηκε: zzzz"
        await pilot.press("slash", *"εξαιτιας μιας ανωμαλιας, δεν", "enter")  # only 12Γ2(α) itself
        await pilot.pause()
        assert screen.current.id == "12C2(a)" and status(screen) == ""


def test_finding_lines_are_punctuated_as_each_language_writes():
    assert finding_line("warning", "terminology", "x", "en") == "[warning] terminology: x"
    assert finding_line("警告", "术语", "x", "zh") == "[警告] 术语：x"
    assert finding_line("προειδοποίηση", "ορολογία", "x", "el") == "[προειδοποίηση] ορολογία: x"


async def test_the_chinese_title_and_a_missing_translation(checkout):
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout)
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, "12A")
        title = " ".join(on_screen(screen.query_one("#review-title", Static)).split())
        assert title.startswith("审校：英文与中文，共 ") and ", " not in title and "条有发现" in title
        column = "".join(on_screen(screen.query_one("#col-target", Static)).split())
        assert "-[警告]未翻译：尚无译文" in column


async def test_a_bound_key_cancels_an_approval_waiting_for_its_confirmation(checkout):
    """12C2(a) in Chinese with a text whose numbers differ from the English (40% for 60%): an error, so
    a asks first; l (another language and back) cancels: the next a asks again, nothing is approved."""
    from helper.catalog.review import save_review

    save_review("zh", "2017|12C2(a)", text="平均负分（双人赛中最多为60%）。", root=checkout)
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, "12C2(a)")
        await pilot.press("a")
        await pilot.pause()
        assert "Press a again to approve it all the same" in status(screen)
        await pilot.press("l")  # a bound key: it only cancels (fix9if: it is not run as well)
        await pilot.pause()
        assert screen.pending_approval is None and "Press a again" not in status(screen)
        assert screen.target == "zh"
        await pilot.press("a")
        await pilot.pause()
        assert "Press a again to approve it all the same" in status(screen)  # asked again, not approved
    assert "reviewed" not in (po_entry(checkout, LAWS_ZH, "2017|12C2(a)").tcomment or "")


async def test_greek_interface_strings_show_the_whole_title_and_every_key_at_80_columns(checkout):
    app = ReviewApp(ui_lang="el", target="el", root=checkout, domain="messages")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)  # (the interface strings are checked in the background: fix9bq)
        title = " ".join(on_screen(screen.query_one("#review-title", Static)).split())
        assert title.endswith("0 προς έλεγχο")  # not cut at "0 προς"
        keys = " ".join(on_screen(screen.query_one("#review-keys", Static)).split())
        # an entry, not a paragraph; F1 after Esc, on the last row's room (fix9ge)
        assert keys.startswith("↑↓ Καταχώριση ") and keys.endswith("Esc Κλείσιμο F1 Βοήθεια")


async def test_a_chinese_note_follows_its_full_width_colon_without_a_space(checkout):
    from helper.catalog.review import save_review

    save_review("zh", "2017|12A3", note="术语待定", root=checkout)
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout)
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await goto(pilot, "12A3")
        column = on_screen(app.screen.query_one("#col-target", Static))
        assert "备注：术语待定" in column
