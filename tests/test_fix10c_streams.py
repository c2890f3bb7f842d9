"""A closed or failing standard output or error (issue 10, fix10c item 2): `helper score imps
420 >&-` gave a traceback, `>/dev/full` an "internal error ... Please report it" with exit 1.
Every command: a short message on the stream that still works, exit code 2."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

FULL = "/dev/full"
needs_full = pytest.mark.skipif(not os.path.exists(FULL), reason="no /dev/full on this system")


def helper(redirect: str, *argv: str) -> subprocess.CompletedProcess:
    """Run ``python -m helper argv`` under ``sh`` with ``redirect`` (e.g. ``>&-``)."""
    command = " ".join([sys.executable, "-m", "helper", *argv]) + " " + redirect
    return subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("argv", [("score", "imps", "420"), ("laws", "show", "12C1"), ("rule", "--questions"),
                                  ("rulings", "list"), ("catalog", "stats")])
def test_a_closed_standard_output_is_said_on_standard_error(argv):
    done = helper(">&-", *argv)
    assert (done.returncode, done.stderr) == (2, "helper: the standard output is closed; nothing was done.\n")


def test_a_closed_standard_error_is_said_on_standard_output():
    done = helper("2>&-", "score", "imps", "420")
    assert (done.returncode, done.stdout) == (2, "helper: the standard error is closed; nothing was done.\n")


def test_both_closed_exit_2_silently():
    done = helper(">&- 2>&-", "score", "imps", "420")
    assert (done.returncode, done.stdout, done.stderr) == (2, "", "")


@needs_full
@pytest.mark.parametrize("argv", [("score", "imps", "420"), ("laws", "show", "12C1"),
                                  ("rulings", "export", "-", "--format", "csv"), ("rule", "--questions")])
def test_a_full_standard_output_is_said_on_standard_error(argv):
    done = helper(f">{FULL}", *argv)
    assert (done.returncode, done.stderr) == (2, "helper: cannot write to the standard output: the disk is full.\n")


@needs_full
def test_a_full_standard_error_is_said_on_standard_output():
    done = helper(f"2>{FULL}", "score", "imps", "4200000")  # an error message to write
    assert (done.returncode, done.stdout) == (2, "helper: cannot write to the standard error: the disk is full.\n")


@needs_full
def test_the_message_is_in_the_chosen_language():
    env = {**os.environ, "LANGUAGE": "zh", "LANG": "zh_CN.UTF-8"}
    command = f"{sys.executable} -m helper score imps 420 >{FULL}"
    done = subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=120, env=env)
    assert (done.returncode, done.stderr) == (2, "helper：无法写入标准输出：磁盘已满。\n")
    done = helper(f">{FULL}", "--lang", "el", "score", "imps", "420")
    assert (done.returncode, done.stderr) == (
        2, "helper: δεν είναι δυνατή η εγγραφή στην τυπική έξοδο: ο δίσκος είναι πλήρης.\n")


def test_a_reader_that_stops_early_is_still_a_quiet_stop():
    done = helper("| head -c 0", "laws", "show", "12C1")
    assert (done.returncode, done.stderr) == (0, "")
