"""Leaving the review while its checks run (issue 9 §3, fresh tester 9aa, session 20): Escape or F10 during the
first check of a large catalogue (or of the interface strings after ``d``) left a blank screen until the checks'
process ended (30 s before the shell came back). The checks only read the catalogues: the process is stopped when
the screen that waits for it goes (:func:`helper.tui.review.stop_checks`). Textual's pilot, a real checkout copy
with a 400,000-character entry (its checks take tens of seconds)."""

from __future__ import annotations

import signal

import pytest

from helper.tui import review
from helper.tui.review import ReviewApp, ReviewScreen
from tests.test_review_fix9d import lengthen


@pytest.mark.parametrize("key", ["escape", "f10"])
async def test_leaving_while_checking_stops_the_checks_process(checkout, key):
    lengthen(checkout, "2017|12C2(c)", 400_000)
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        children: list = []
        for _ in range(400):  # the process starts once the first frame is drawn
            await pilot.pause(0.05)
            children = list(review._RUNNING)
            if children:
                break
        [child] = children
        screen = app.screen
        assert isinstance(screen, ReviewScreen) and screen.checking and child.poll() is None
        await pilot.press(key)
        await pilot.pause()
    assert not app.is_running
    # stopped (killed), not run to its end (return code 0): leaving waits for nothing
    assert child.wait(timeout=10) == -signal.SIGKILL
    assert not review._RUNNING


def test_stop_checks_stops_only_the_processes_of_the_thread_named():
    import subprocess
    import sys
    import threading

    sleeper = [sys.executable, "-c", "import time; time.sleep(60)"]
    mine, other = subprocess.Popen(sleeper), subprocess.Popen(sleeper)
    with review._RUNNING_LOCK:
        review._RUNNING[mine] = threading.get_ident()
        review._RUNNING[other] = -1
    try:
        assert review.stop_checks(threading.get_ident()) == [mine]
        assert mine.wait(timeout=10) == -signal.SIGKILL and other.poll() is None
        assert review.stop_checks() == [other]
        assert other.wait(timeout=10) == -signal.SIGKILL and not review._RUNNING
    finally:
        for child in (mine, other):
            child.kill()
            child.wait()
