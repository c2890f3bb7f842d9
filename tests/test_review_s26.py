"""The review screen, session 26 (tester 9an over SSH): ``r`` on an entry with no translation.

``r`` marked a missing translation reviewed, without asking: the header said "reviewed by Tester", the list row got
its tick and the title's count of entries to look at dropped by one, while ``a`` on the same entry refused. ``r`` now
refuses as ``a`` does, in the screen's language, and the catalogue file is not written.
"""

from __future__ import annotations

import pytest
from textual.widgets import Static

from helper.tui.review import ReviewApp
from tests.support import checked, on_screen
from tests.test_review_edit import LAWS_ZH, goto

REFUSED = {
    "en": "Nothing to mark reviewed: the entry has no translation yet (e edits it).",
    "zh": "无可标记为已审校：此条目尚无译文（按 e 编辑）。",
    "el": "Τίποτα προς σήμανση ως ελεγμένο: η καταχώριση δεν έχει ακόμη μετάφραση (το e την επεξεργάζεται).",
}


@pytest.mark.parametrize("ui_lang", ["en", "zh", "el"])
async def test_r_on_a_missing_translation_refuses_and_writes_nothing(checkout, ui_lang):
    before = (checkout / LAWS_ZH).read_bytes()
    app = ReviewApp(ui_lang=ui_lang, target="zh", root=checkout, reviewer="Tester")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, screen, "12C2(a)")  # untranslated in the shipped Chinese catalogue
        title = screen.title if hasattr(screen, "title") else None
        await pilot.press("r")
        await pilot.pause()
        shown = " ".join(on_screen(screen.query_one("#review-status", Static)).split())
        assert shown == " ".join(REFUSED[ui_lang].split())
        assert (screen.title if hasattr(screen, "title") else None) == title
    assert (checkout / LAWS_ZH).read_bytes() == before


@pytest.mark.parametrize("key", ["g", "slash"])
async def test_an_empty_go_to_or_search_line_closes_quietly(checkout, key):
    """``g`` Enter said "Not a law paragraph id: . Type one as …" (不是规则条款编号：。), an empty quote (tester
    9an). An empty search with no search before it stays quiet too (an empty search repeats the last one:
    tests/test_review_edit.py). Nothing typed: the line closes, the entry shown stays, the status line is empty."""
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="Tester")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, screen, "12B2")
        shown = screen.current.msgctxt
        await pilot.press(key, "space", "enter")
        await pilot.pause()
        assert on_screen(screen.query_one("#review-status", Static)).strip() == ""
        assert screen.current.msgctxt == shown == "2017|12B2"


async def test_escape_at_the_replace_the_whole_note_question_cancels_only_the_question(checkout):
    """"This replaces the whole note … Esc cancels.": one Escape also armed the discard ("Esc again discards it"), so
    a second Escape threw the edit away (tester 9an). Now the first Escape cancels the question only: the line stays
    open with what was typed, and leaving it asks as for any changed note."""
    from textual.widgets import Input

    from tests.support import po_entry, squash
    from tests.test_review_fix9f import burst, set_note, settle
    from tests.test_review_faults import goto as go, status

    set_note(checkout, "2017|12A2", ["第一行", "未审定：另一位审校员的译文"])
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await go(pilot, "12A2")
        burst(app, [("n", "n"), *[("backspace", "\x7f")] * 30, "new", ("enter", "\r")])
        await settle(pilot, 20)
        box = screen.query_one("#review-input", Input)
        assert squash(status(screen)).startswith(squash("This replaces the whole note"))
        burst(app, [("escape", "\x1b")])
        await settle(pilot, 10)
        assert box.display and box.value == "new"
        assert status(screen).strip() == ""
        burst(app, [("escape", "\x1b")])
        await settle(pilot, 10)
        assert box.display and box.value == "new"  # asked, not discarded
        assert squash(status(screen)) == squash("The note was changed and not saved: Enter saves it, Esc again "
                                                "discards it.")
    assert po_entry(checkout, LAWS_ZH, "2017|12A2").tcomment == "note: 第一行\nnote: 未审定：另一位审校员的译文"
