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
from tests.test_review_fix9q import drawn_rows


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    return copy_checkout(tmp_path / "checkout")


def english_shown(app, editor) -> str:
    """The English pane's drawn rows, joined by one space."""
    return " ".join(" ".join(drawn_rows(app, editor.query_one("#edit-english-pane"))).split())


@pytest.mark.parametrize("size", [(80, 24), (60, 16)])
async def test_the_editor_scrolls_its_english(checkout, size):
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await goto(pilot, "12C2(a)")
        english = " ".join(screen.current.english.split())
        end = " ".join(english.split()[-4:])  # the English's last words (shipped: "...be assigned an artificial ...")
        await pilot.press("e")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditScreen)
        assert english_shown(app, editor).startswith("When owing to an irregularity no result can be obtained")
        assert end not in english_shown(app, editor)  # the tester's finding: cut, no key moved it
        assert on_screen(editor.query_one("#edit-status", Static)).split() == (
            "F2 saves; Esc closes without saving; Ctrl+↑ Ctrl+↓ scroll the English").split()
        await pilot.press("pagedown")  # the text area's key: its cursor, not the English
        await pilot.pause()
        assert end not in english_shown(app, editor)
        for _ in range(6):
            await pilot.press("ctrl+down")
        await pilot.pause()
        assert end in english_shown(app, editor)
        assert editor.query_one("#edit-area").text == "" and editor.focused is editor.query_one("#edit-area")
        for _ in range(6):
            await pilot.press("alt+up")
        await pilot.pause()
        assert english_shown(app, editor).startswith("When owing to an irregularity no result can be obtained")


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
