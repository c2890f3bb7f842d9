"""Merge fix-ups of session 21 (issue 9 §1 'nothing is lost', fresh tester 9ac).

An SSH drop without tmux delivered two hang-up signals to one review (SIGHUP, then SIGTERM): each wrote a
recovery file of the same unsaved text, and the next review offered the text back, then the one after it
offered it again. The kept text is written once per helper.
"""
from __future__ import annotations

import signal

from helper.tui.review import ReviewApp
from tests.support import checked
from tests.test_review_faults import goto, type_in

TYPED = "如果对违规的纠正不正确，裁判可以判给调整分。"


async def test_two_hang_up_signals_keep_the_unsaved_text_once(checkout, state):
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await goto(pilot, "12A3")
        await pilot.press("e")
        await pilot.pause()
        area = app.screen.query_one("#edit-area")
        area.move_cursor(area.document.end)
        await type_in(pilot, TYPED)
        first = app.hang_up(signal.SIGHUP)
        second = app.hang_up(signal.SIGTERM)
        await pilot.pause()
    assert first is not None and second == first
    assert [p.name for p in state.iterdir()] == [first.name]  # one file, not two of the same text
