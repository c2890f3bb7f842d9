"""Issue 8, fresh tester 8e, in tmux at 80x24: a ``y`` sent to a helper while it starts does not
answer the take-over question it then asks. Helper A (Director Anna, its own window) holds a ruling
in progress with two answers; helper B for Anna is started in another window and ``y`` is sent at
once, before anything is drawn: B still asks (the box says the key came too early), A still holds
the ruling (the record's holder is A's process); a ``y`` typed with the question on the screen
takes it over.
"""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from tests.test_record_terminal import Tmux, draft


@pytest.fixture
def tmux(tmp_path):
    """Helpers in windows of a tmux server of this test's own (its socket named by the process)."""
    server = Tmux(f"helper-fix8h-{os.getpid()}", tmp_path)
    yield server
    server.close()


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_a_y_sent_while_the_helper_starts_does_not_take_the_ruling_over(tmp_path, tmux):
    record = tmp_path / "rulings.sqlite3"
    a, pid = tmux.first_helper_with_two_answers(record)
    b = tmux.start()
    subprocess.run(["tmux", "-L", tmux.socket, "send-keys", "-t", f"t:{b}", "y"], check=True)  # at once
    tmux.wait_for(b, "Take over the ruling in progress", timeout=60)
    screen = tmux.wait_for(b, "Too early: that key came before this question was shown", timeout=30)
    assert "Taken over" not in "".join(screen.split())
    assert draft(record)[2] == pid  # A still holds it
    tmux.keys(b, "y")  # typed with the question in view
    tmux.wait_for(b, f"Taken over from process {pid}.")
    tmux.wait_for(b, "What is the form of scoring?")  # its two answers resumed
    assert draft(record)[2] != pid
    assert "Traceback" not in tmux.screen(a) + tmux.screen(b)
