"""Approving an entry that another reviewer changed in the file since it was shown (issue 9): the
screen asks, showing both texts and the words that changed, and the reviewer approves their text,
keeps it unapproved (the text being approved goes into the note), or cancels; neither text is lost
unseen. Real catalogue files in a private copy of the checkout, changed between load and approve; Pilot."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from textual.widgets import Static

from helper.catalog.review import save_review
from helper.tui.edit import ApproveConflictScreen
from helper.tui.review import ReviewApp
from tests.support import checked, copy_checkout, on_screen, po_entry
from tests.test_review_faults import f2_all_the_same, goto, status

LAWS_ZH = Path("locales/zh_Hans/LC_MESSAGES/laws.po")
YOURS = "如果对违规的纠正有误，裁判可以判给调整分。"
THEIRS = "如果对违规的纠正有误，裁判得以判给调整分。"  # "may" still: 应当 (shall) is a finding (fix9e)


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    root = copy_checkout(tmp_path / "checkout")
    save_review("zh", "2017|12A3", text=YOURS, root=root, reviewer="甲")  # the text the screen will show
    return root


async def open_conflict(pilot, app, checkout):
    """Show 12A3, let another reviewer save their text into the file, press a: the question."""
    screen = app.screen
    await goto(pilot, "12A3")
    assert screen.current.langs["zh"].text == YOURS
    save_review("zh", "2017|12A3", text=THEIRS, root=checkout, reviewer="乙")  # another screen saves
    await pilot.press("a")
    await pilot.pause()
    assert isinstance(app.screen, ApproveConflictScreen)
    return screen


def shown(dialog) -> str:
    return " ".join(on_screen(dialog.query_one("#conflict-text", Static)).split())


async def test_approve_their_text(checkout):
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = await open_conflict(pilot, app, checkout)
        text = shown(app.screen)
        assert "Yours (the text you approved):" in text and YOURS in text
        assert "Theirs (the text the file holds now):" in text and THEIRS in text
        assert "裁判[-可-]{+得+}以判给" in text  # the words that changed, yours to theirs
        assert "a: approve their text" in " ".join(on_screen(app.screen.query_one("#conflict-keys", Static)).split())
        await pilot.press("a")
        await pilot.pause()
        assert app.screen is screen
        assert screen.current.langs["zh"].text == THEIRS and screen.current.langs["zh"].reviewed
    entry = po_entry(checkout, LAWS_ZH, "2017|12A3")
    assert entry.msgstr == THEIRS
    assert entry.tcomment == f"reviewed: {date.today().isoformat()} by R"


async def keep_theirs(checkout, opened, said: str):
    """Open the review at 80x24 (English, reviewer R), reach the question with ``opened`` (an opener
    such as :func:`open_conflict`), press k: back on the review screen, which says ``said``. Returns
    the entry of 12A3 in the file afterwards."""
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = await opened(pilot, app, checkout)
        await pilot.press("k")
        await pilot.pause()
        assert app.screen is screen
        assert said in status(screen)
    return po_entry(checkout, LAWS_ZH, "2017|12A3")


async def test_keep_their_text_and_yours_goes_into_the_note(checkout):
    entry = await keep_theirs(checkout, open_conflict, "Their text is kept, not approved")
    assert entry.msgstr == THEIRS
    assert entry.tcomment == f"note: Not approved: R was approving this text when it was changed: {YOURS}"
    assert "reviewed" not in entry.tcomment


async def test_cancel_saves_nothing(checkout):
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = await open_conflict(pilot, app, checkout)
        before = (checkout / LAWS_ZH).read_bytes()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        assert "nothing was saved" in status(screen)
        assert screen.current.langs["zh"].text == THEIRS and not screen.current.langs["zh"].reviewed
        assert (checkout / LAWS_ZH).read_bytes() == before


async def test_the_question_in_chinese_then_approve(checkout):
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await open_conflict(pilot, app, checkout)
        text = shown(app.screen)
        assert "您的（您审定的文本）：" in text and "对方的（文件中现在的文本）：" in text
        title = " ".join(on_screen(app.screen.query_one("#conflict-title", Static)).split())
        assert title == "审定 第12条A款3项（中文）？"
        await pilot.press("a")
        await pilot.pause()
    assert po_entry(checkout, LAWS_ZH, "2017|12A3").tcomment == f"reviewed: {date.today().isoformat()} by R"


# ---------------------------------------------------------------- a refused save of an edit (issue 9, tester9b)

THEIRS_TWO = "如果对违规的纠正有误，裁判应当判给调整分。第二句由第二位审校者添加。"


async def refused_edit(pilot, app, checkout):
    """Open the editor on 12A3, let another reviewer save two sentences, add FIRSTREVIEWER, F2: refused."""
    from helper.tui.review import EditScreen, TranslationArea

    screen = app.screen
    await goto(pilot, "12A3")
    await pilot.press("e")
    await pilot.pause()
    assert isinstance(app.screen, EditScreen)
    save_review("zh", "2017|12A3", text=THEIRS_TWO, root=checkout, reviewer="乙")  # the other window saves
    area = app.screen.query_one(TranslationArea)
    area.move_cursor(area.document.end)
    area.insert("FIRSTREVIEWER")
    await f2_all_the_same(pilot)  # the Latin word is an error: asked first
    assert isinstance(app.screen, ApproveConflictScreen)  # refused: both texts and a choice, no editor yet
    assert po_entry(checkout, LAWS_ZH, "2017|12A3").msgstr == THEIRS_TWO
    return screen


async def test_second_f2_after_a_refused_save_shows_theirs_and_saves_only_by_choice(checkout):
    from helper.tui.review import EditScreen, TranslationArea

    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = await refused_edit(pilot, app, checkout)
        text = shown(app.screen)
        assert "Yours (the text you were saving):" in text and YOURS + "FIRSTREVIEWER" in text
        assert "Theirs (the text the file holds now):" in text and THEIRS_TWO in text
        assert "第二句由第二位审校者添加" in text
        await pilot.press("a")  # not an approval here: a is not bound in this question
        await pilot.pause()
        assert isinstance(app.screen, ApproveConflictScreen)
        await pilot.press("escape")  # back to the reviewer's own text, theirs shown beside it
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditScreen)
        assert editor.query_one(TranslationArea).text == YOURS + "FIRSTREVIEWER"
        english = " ".join(on_screen(editor.query_one("#edit-english", Static)).split())
        assert "Theirs (the text the file holds now):" in english and "第二句由第二位审校者添加" in english
        assert po_entry(checkout, LAWS_ZH, "2017|12A3").msgstr == THEIRS_TWO  # nothing saved yet
        await f2_all_the_same(pilot)  # now chosen knowingly: theirs was shown
        assert app.screen is screen
    assert po_entry(checkout, LAWS_ZH, "2017|12A3").msgstr == YOURS + "FIRSTREVIEWER"


async def test_refused_edit_keep_theirs_puts_yours_in_the_note(checkout):
    entry = await keep_theirs(checkout, refused_edit,
                              "Their text is kept; the text you were saving is in the entry's note.")
    assert entry.msgstr == THEIRS_TWO
    assert entry.tcomment == f"note: Not saved: R was saving this text when it was changed: {YOURS}FIRSTREVIEWER"


async def test_refused_edit_changed_again_is_refused_again(checkout):
    from helper.tui.review import EditScreen

    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await refused_edit(pilot, app, checkout)
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, EditScreen)
        save_review("zh", "2017|12A3", text="第三位审校者的文本。", root=checkout, reviewer="丙")  # a third save
        await f2_all_the_same(pilot)
        assert isinstance(app.screen, ApproveConflictScreen)
        assert "第三位审校者的文本。" in shown(app.screen)
    assert po_entry(checkout, LAWS_ZH, "2017|12A3").msgstr == "第三位审校者的文本。"
