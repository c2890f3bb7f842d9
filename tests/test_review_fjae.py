"""Nothing a reviewer does is lost (issue 9 §1/§3, fresh reviewer rev46's faults 1-4): an approved translation
is not emptied by Ctrl+X then F2 without a question; a note's "Esc again discards it" no longer holds once the
note is typed on; the Director's F4 form does not drop typed text on one Escape; F1 in the editor lists the
editor's keys. Real catalogue files in a private copy of the checkout; Pilot, the reviewer's keys."""

from __future__ import annotations

from pathlib import Path

from helper.tui.review import ReviewApp, ReviewScreen
from tests.support import checked, po_entry
from tests.test_review_faults import goto, status

LAWS_ZH = Path("locales/zh_Hans/LC_MESSAGES/laws.po")


# ---------------------------------------------------------------- 2. a note's discard warning is disarmed by typing

async def test_typing_after_the_notes_escape_warning_disarms_it(checkout):
    # rev46 fault 2: n, abc, Esc (the warning), def, Esc discarded the whole abcdef without a new warning
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, "12A3")
        await pilot.press("n", *"abc", "escape")
        await pilot.pause()
        warning = "备注已更改但尚未保存：按 Enter 保存，再按 Esc 放弃。"
        assert status(screen) == warning
        await pilot.press(*"def")
        await pilot.pause()
        assert status(screen) == ""  # the warning no longer holds: not left on the status line
        await pilot.press("escape")
        await pilot.pause()
        box = screen.query_one("#review-input")
        assert box.display and box.value == "abcdef"  # warned again, nothing discarded
        assert status(screen) == warning
        await pilot.press("enter")
        await pilot.pause()
    assert po_entry(checkout, LAWS_ZH, "2017|12A3").tcomment == "note: abcdef"


async def test_a_typo_and_backspace_after_the_warning_also_disarm_it(checkout):
    # seen by accident (rev46): n, text, Esc, a typo, Backspace, Esc, Esc discarded the note and closed the screen
    before = (checkout / LAWS_ZH).read_bytes()
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, "12A3")
        await pilot.press("n", *"see 12A1", "escape", "x", "backspace", "escape")
        await pilot.pause()
        box = screen.query_one("#review-input")
        assert box.display and box.value == "see 12A1"  # the second Escape warned again
        assert status(screen) == "The note was changed and not saved: Enter saves it, Esc again discards it."
        await pilot.press("escape")  # the third discards it, the screen stays
        await pilot.pause()
        assert not box.display and app.screen is screen and app.is_running
        await pilot.press("escape")  # and only then does Escape close the screen
        await pilot.pause()
        assert not app.is_running
    assert (checkout / LAWS_ZH).read_bytes() == before
