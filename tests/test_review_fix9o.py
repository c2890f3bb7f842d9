"""The review screen and its caches of the catalogue it reviews (fix9o, issue 9 §1 "nothing is lost").

A catalogue edited outside the screen while it is open, by an editor that writes the same number of bytes and keeps
the file's time (``cp -p``, ``rsync -t``, a coarse file-system clock): the screen shows the new text and says the
file changed, and an approval made on the old text is asked about, never written over the edit.  Before, the parsed
copy kept by :func:`helper.catalog.review._read_po` and the screen's stamp were keyed on time and size only: the
approval wrote the old text back silently.  Real catalogue files in a private copy of the checkout; Pilot.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from helper.catalog.checks.baseline import load_baseline
from helper.catalog.review import save_review
from helper.tui.edit import ApproveConflictScreen
from helper.tui.review import ReviewApp
from tests.support import checked, copy_checkout, on_screen, po_entry
from tests.test_review_conflict import LAWS_ZH, THEIRS, YOURS
from tests.test_review_faults import goto, status


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    root = copy_checkout(tmp_path / "checkout")
    save_review("zh", "2017|12A3", text=YOURS, root=root, reviewer="甲")  # this process now holds the file parsed
    return root


def edit_keeping_time_and_size(path: Path, old: str, new: str) -> None:
    """Replace ``old`` by ``new`` (as many bytes) in the file itself, then give it back its modification time."""
    assert len(old.encode()) == len(new.encode())
    info = path.stat()
    data = path.read_bytes()
    assert data.count(old.encode()) == 1
    with open(path, "r+b") as handle:  # in place: the same inode
        handle.write(data.replace(old.encode(), new.encode()))
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    after = path.stat()
    assert (after.st_mtime_ns, after.st_size, after.st_ino) == (info.st_mtime_ns, info.st_size, info.st_ino)


async def show_then_edit_outside(pilot, app, checkout):
    """12A3 shown (the screen's text: YOURS), then edited outside the screen to THEIRS; returns the screen."""
    screen = app.screen
    await goto(pilot, "12A3")
    assert screen.current.langs["zh"].text == YOURS
    edit_keeping_time_and_size(checkout / LAWS_ZH, YOURS, THEIRS)
    return screen


async def test_an_outside_edit_keeping_time_and_size_is_shown_and_said(checkout):
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = await show_then_edit_outside(pilot, app, checkout)
        screen.check_disk()  # what the screen's 2-second timer does
        await pilot.pause()
        assert screen.current.msgctxt == "2017|12A3" and screen.current.langs["zh"].text == THEIRS
        assert "changed on disk" in status(screen)
        assert THEIRS in "".join(on_screen(screen.query_one("#col-target")).split())  # (wrapped: CJK)


async def test_an_approval_of_the_old_text_asks_and_never_writes_over_the_edit(checkout):
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await show_then_edit_outside(pilot, app, checkout)
        await pilot.press("a")  # before the timer has looked: the save itself finds the file changed
        await pilot.pause()
        assert isinstance(app.screen, ApproveConflictScreen)
        assert po_entry(checkout, LAWS_ZH, "2017|12A3").msgstr == THEIRS  # asked, nothing written
        await pilot.press("escape")
        await pilot.pause()
    entry = po_entry(checkout, LAWS_ZH, "2017|12A3")
    assert entry.msgstr == THEIRS and "reviewed" not in entry.tcomment


def test_the_baseline_read_again_after_an_edit_keeping_time_and_size(tmp_path):
    path = tmp_path / "baseline.yaml"
    path.write_text("accepted:\n- lang: zh\n  paragraph: 2017|12A3\n  check: negation\n  fragment: x\n"
                    "  reason: first\n", "utf-8")
    assert [e.reason for e in load_baseline(path)] == ["first"]
    edit_keeping_time_and_size(path, "first", "later")
    assert [e.reason for e in load_baseline(path)] == ["later"]
