"""Nothing a reviewer does is lost (issue 9 §1/§3, fresh reviewer rev46's faults 1-4): an approved translation
is not emptied by Ctrl+X then F2 without a question; a note's "Esc again discards it" no longer holds once the
note is typed on; the Director's F4 form does not drop typed text on one Escape; F1 in the editor lists the
editor's keys. Real catalogue files in a private copy of the checkout; Pilot, the reviewer's keys."""

from __future__ import annotations

from pathlib import Path

from helper.tui.review import ReviewApp
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


# ---------------------------------------------------------------- 1. an approved translation is not emptied unasked

ZH_12A3 = "如果对违规的纠正不正确，裁判可以判给调整分。"


async def approved_12a3(pilot, app) -> None:
    """12A3 given a translation and approved by R, as the reviewer had 12A (rev46 step 1)."""
    from tests.test_review_faults import f2_all_the_same

    await checked(pilot, app.screen)
    await goto(pilot, "12A3")
    from helper.tui.edit import TranslationArea

    await pilot.press("e")
    await pilot.pause()
    app.screen.query_one(TranslationArea).insert(ZH_12A3)  # (pressed, "，" and "。" are not key names)
    await f2_all_the_same(pilot)
    await pilot.press("a")
    await pilot.pause()
    if "a" in status(app.screen) and app.screen.pending_approval is not None:  # open errors: approved all the same
        await pilot.pause(0.1)
        await pilot.press("a")
        await pilot.pause()


async def test_ctrl_x_then_f2_on_an_approved_translation_asks_before_saving_it_empty(checkout):
    # rev46 fault 1: on an approved entry e, Ctrl+X (cuts the one-line translation), F2 saved msgstr "" and dropped
    # the reviewed mark with no question; the status line said only where it saved
    from helper.tui.edit import EditScreen, TranslationArea

    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await approved_12a3(pilot, app)
        screen = app.screen
        approved = (checkout / LAWS_ZH).read_bytes()
        entry = po_entry(checkout, LAWS_ZH, "2017|12A3")
        assert entry.msgstr == ZH_12A3 and "reviewed:" in entry.tcomment
        await pilot.press("e")
        await pilot.pause()
        editor = app.screen
        await pilot.press("ctrl+x")
        await pilot.pause()
        assert editor.query_one(TranslationArea).text == ""
        await pilot.press("f2")
        for _ in range(3):
            await pilot.pause()
        assert app.screen is editor  # asked, in the screen's language, nothing saved
        asked = " ".join(str(editor._status_line).split())
        assert asked.startswith("译文为空：保存后此条目将成为未翻译") and asked.endswith("y：保存，n：继续编辑")
        assert (checkout / LAWS_ZH).read_bytes() == approved
        await pilot.press("enter")  # the default is No: back to the text, which Ctrl+V brings back
        await pilot.pause()
        assert app.screen is editor and not editor.asking
        assert (checkout / LAWS_ZH).read_bytes() == approved
        await pilot.press("ctrl+v")
        await pilot.pause()
        assert editor.query_one(TranslationArea).text.strip() == ZH_12A3
        await pilot.press("f2")  # unchanged: closes, nothing saved
        for _ in range(3):
            await pilot.pause()
        assert app.screen is screen
        assert (checkout / LAWS_ZH).read_bytes() == approved
        # n and Escape answer No too; y saves it empty, and the status line says the entry is untranslated
        await pilot.press("e")
        await pilot.pause()
        editor = app.screen
        await pilot.press("ctrl+x", "f2")
        for _ in range(3):
            await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is editor and not editor.asking and editor.query_one(TranslationArea).text == ""
        await pilot.press("f2")
        for _ in range(3):
            await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is editor and not editor.asking
        assert (checkout / LAWS_ZH).read_bytes() == approved
        await pilot.press("f2")
        for _ in range(3):
            await pilot.pause()
        await pilot.pause(0.1)
        await pilot.press("y")
        for _ in range(5):
            await pilot.pause()
        assert not isinstance(app.screen, EditScreen)
        assert status(screen).startswith("已删除译文：此条目现为未翻译。")
    entry = po_entry(checkout, LAWS_ZH, "2017|12A3")
    assert entry.msgstr == "" and "reviewed:" not in entry.tcomment


async def test_y_in_the_same_burst_as_f2_does_not_save_the_empty_text(checkout):
    from helper.tui.edit import EditScreen
    from tests.test_review_fix9ui import burst

    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await approved_12a3(pilot, app)
        approved = (checkout / LAWS_ZH).read_bytes()
        await pilot.press("e")
        await pilot.pause()
        editor = app.screen
        burst(app, [("ctrl+x", None), ("f2", None), ("y", "y")])
        for _ in range(5):
            await pilot.pause()
        assert app.screen is editor and isinstance(editor, EditScreen) and editor.asking
        assert "Press y again." in editor._status_line
        assert (checkout / LAWS_ZH).read_bytes() == approved


async def test_f1_in_the_editor_lists_its_keys(checkout):
    # rev46 fault 4: F1 did nothing in the editor, and no list named F2, F7, Ctrl+X cut, Ctrl+V paste, Ctrl+Up/Down
    from helper.tui.common import HelpScreen
    from helper.tui.edit import EditScreen, TranslationArea
    from tests.support import on_screen

    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await goto(pilot, "12A3")
        await pilot.press("e", *"裁判")
        await pilot.pause()
        editor = app.screen
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        shown = " ".join(on_screen(app.screen.query_one("#help-body")).split())
        for words in ("F2 保存译文", "F7 全选", "Ctrl+X 剪切所选", "Ctrl+V 粘贴", "Ctrl+↑↓ Alt+↑↓ 滚动英文"):
            assert words in shown, words
        await pilot.press("escape")  # closes the help only: the editor and its text stay
        await pilot.pause()
        assert app.screen is editor and isinstance(editor, EditScreen)
        assert editor.query_one(TranslationArea).text == "裁判"


# ---------------------------------------------------------------- 3. the Director's F4 form asks before dropping text

async def test_escape_on_the_details_form_warns_before_dropping_typed_text(tmp_path):
    # rev46 fault 3: F4, 春季赛, Esc threw the typed text away on one Escape, unasked
    from helper.rulings import RulingStore
    from helper.tui.app import HelperApp
    from helper.tui.details import DetailsScreen
    from tests.support import on_screen
    from textual import events

    def said(form) -> str:
        return "".join(on_screen(form.query_one("#details-error")).split())

    warning = "详情已更改但尚未保存：按F4保存，再按Esc不保存并关闭。"
    with RulingStore.open(tmp_path / "r.sqlite3", director="Anna Lee") as store:
        app = HelperApp(lang="zh", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("1", "enter")
            await pilot.pause()
            await pilot.press("f4")  # nothing typed: one Escape closes it at once
            await pilot.pause()
            await pilot.press("escape")
            await pilot.pause()
            assert not isinstance(app.screen, DetailsScreen)
            await pilot.press("f4")
            await pilot.pause()
            form = app.screen
            app.post_message(events.Paste("春季赛"))  # the event's name, as the reviewer typed it
            await pilot.pause()
            assert form.values[0] == "春季赛"
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is form and form.values[0] == "春季赛"  # warned, in Chinese, nothing dropped
            assert said(form) == warning
            await pilot.press("x", "backspace")  # any change after the warning disarms it (as the note's)
            await pilot.pause()
            assert said(form) != warning
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is form and said(form) == warning  # warned again
            await pilot.press("escape")  # the second Escape drops it
            await pilot.pause()
            assert not isinstance(app.screen, DetailsScreen) and "event" not in app.details
            assert store.load_form() is None


# ---------------------------------------------------------------- 2 (the editor): no warning left armed there

async def test_the_editors_questions_are_not_left_armed_by_typing(checkout):
    # Checked for rev46 fault 2 in the translation editor: Escape's discard question disables the text (a key
    # typed then is not taken), and a second Escape goes back to the text, never discards; F2's "press F2 again"
    # no longer holds once the text is changed (typing after it, F2 judges the new text)
    from helper.tui.edit import EditScreen, TranslationArea

    before = (checkout / LAWS_ZH).read_bytes()
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await goto(pilot, "12A3")
        await pilot.press("e", *"abc", "escape")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditScreen) and editor.asking
        await pilot.press(*"def", "escape")
        await pilot.pause()
        assert app.screen is editor and not editor.asking
        assert editor.query_one(TranslationArea).text == "abc"
        editor.confirmed = "abc"  # as after F2's question on this text
        await pilot.press("x")
        await pilot.pause()
        assert editor.confirmed is None
    assert (checkout / LAWS_ZH).read_bytes() == before


def test_a_text_leaves_the_entry_untranslated_when_empty_or_a_plural_form_is():
    from helper.tui.edit import EditScreen

    laws = EditScreen("en", "t", "The Director may …", "裁判可以")
    plural = EditScreen("en", "t", "{count} board\n{count} boards", "{count} 副牌", plural=True)
    assert laws.leaves_untranslated("") and laws.leaves_untranslated(" \n ")
    assert not laws.leaves_untranslated("裁判\n\n可以")  # a law's lines are joined on saving
    assert plural.leaves_untranslated("{count} board\n") is False  # (the trailing newline is not a form)
    assert plural.leaves_untranslated("{count} board\n\n{count} boards")
    assert plural.leaves_untranslated(" \n{count} boards")
    assert not plural.leaves_untranslated("{count} board\n{count} boards")
