"""Review screen, issue 9 (fresh tester 9r, branch fix9ap).

E1: the translation editor's English could not be scrolled (12C2(a) at 80x24 was cut after "average plus
(at"; PgDn, Tab, Ctrl+Down moved nothing): Ctrl+Up/Ctrl+Down (Alt+Up/Alt+Down too) scroll it, said on the
editor's keys line.
E2: with the filter ``f`` on, an entry that left the list when used (``u``), approved or marked showed the
FIRST entry of the list (12A); the next one of the list is shown (86A -> 86B1).
E3: the interface-string list's status kept a blank column before the scroll bar in Chinese at 80 columns,
the reviewed header shows the reviewer's name at 60 columns, the Greek wait screen no longer says the entry is
very large. Real catalogue files in a private copy of the checkout; Textual's pilot."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from helper.tui.edit import EditScreen
from helper.tui.review import ReviewApp
from tests.support import checked, copy_checkout, on_screen
from tests.test_review_faults import goto


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    return copy_checkout(tmp_path / "checkout")


async def test_an_entry_leaving_the_filtered_list_gives_way_to_the_next(checkout):
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await pilot.press("f")
        await goto(pilot, "86A")
        assert screen.only_problems and screen.current.id == "86A"
        listed = [e.id for e in screen.visible()]
        assert listed[listed.index("86A") + 1] == "86B1"  # the next entry needing work (shipped zh catalogue)
        await pilot.press("u")
        await pilot.pause()
        if screen.pending_approval:  # asked first (the text used brings errors): u again uses it
            await pilot.press("u")
            await pilot.pause()
        assert screen.entries[[e.id for e in screen.entries].index("86A")].langs["zh"].status == "translated"
        assert "86A" not in [e.id for e in screen.visible()]
        assert screen.current.id == "86B1"
