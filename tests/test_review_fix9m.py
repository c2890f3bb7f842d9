"""The review screen, issue 9 section 3 as tester 9e found it (fix9m): a save checks only the entry saved and
says it is working while it does; a new, header-only catalogue is translated on the screen; the report's
separator is the language's own; the list leaves the scroll bar its own column. Real catalogue files in a
private copy of the checkout."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import polib
import pytest
from rich.cells import cell_len
from textual.strip import Strip
from textual.widgets import OptionList, Static

from helper.catalog.build import build_all
from helper.catalog.review import load_review, save_review
from helper.tui.edit import EditScreen, TranslationArea
from helper.tui.review import ReviewApp
from tests.support import checked, on_screen, po_entry
from tests.test_review_faults import f2_all_the_same
from tests.test_review_fix9f import burst

MESSAGES_ZH = Path("locales/zh_Hans/LC_MESSAGES/messages.po")
MESSAGES_EL = Path("locales/el/LC_MESSAGES/messages.po")
LAWS_ZH = Path("locales/zh_Hans/LC_MESSAGES/laws.po")


async def goto_message(pilot, english: str) -> None:
    await pilot.press("g", *english, "enter")
    await pilot.pause()


async def edit_to(pilot, text: str) -> EditScreen:
    """``e`` on the current entry, its translation replaced by ``text`` (the editor is returned, not saved)."""
    await pilot.press("e")
    await pilot.pause()
    editor = pilot.app.screen
    assert isinstance(editor, EditScreen)
    editor.query_one(TranslationArea).text = text
    await pilot.pause()
    return editor


# 1  a save checks the entry saved, not the whole catalogue, and shows its findings as `catalog check` does

async def at_saved_in(pilot):
    """The Chinese review of the interface strings, checked, at "Saved in {file}" (returns the screen)."""
    screen = pilot.app.screen
    await checked(pilot, screen)
    await goto_message(pilot, "Saved in {file}")
    assert screen.current.id == "Saved in {file}"
    return screen


def chinese_interface(checkout) -> ReviewApp:
    return ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="王芳", domain="messages")


async def test_a_save_checks_only_the_entry_and_shows_its_findings_as_a_full_check(checkout):
    app = chinese_interface(checkout)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await at_saved_in(pilot)
        assert screen.current.langs["zh"].findings == []
        before = list(screen.entries)
        await edit_to(pilot, "已保存")  # the placeholder dropped: an error finding
        await f2_all_the_same(pilot)
        await checked(pilot, screen)
        assert app.screen is screen
        # nothing else was read again: every other entry is the object shown before
        assert all(a is b for a, b in zip(before, screen.entries)) and len(before) == len(screen.entries)
        view = screen.current.langs["zh"]
        assert (view.text, view.status) == ("已保存", "translated")
        assert [f.check for f in view.findings] == ["placeholders"]
        # the same findings a full reading and check of the catalogue gives for it (an independent oracle)
        [full] = [e for e in load_review(checkout, ("zh",), "zh", "messages") if e.id == "Saved in {file}"]
        assert [(f.check, f.message, f.severity) for f in view.findings] == \
            [(f.check, f.message, f.severity) for f in full.langs["zh"].findings]
        line = str(screen.query_one("#review-list", OptionList).get_option("Saved in {file}").prompt)
        assert line.endswith("已翻译  1 个发现")
        assert "1 条有发现" in on_screen(screen.query_one("#review-title", Static))
        assert screen.message == "已保存到 locales/zh_Hans/LC_MESSAGES/messages.po"
    assert po_entry(checkout, MESSAGES_ZH, msgid="Saved in {file}").msgstr == "已保存"


async def test_f2_says_it_is_saving_and_keys_typed_meanwhile_act_after_it_in_order(checkout):
    app = chinese_interface(checkout)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await at_saved_in(pilot)
        editor = await edit_to(pilot, "已存入 {file}")
        editor.action_save()  # F2: the status line says so before the work is done
        assert app.screen is editor
        assert on_screen(editor.query_one("#edit-status", Static)).strip() == "正在检查并保存译文…"
        burst(app, [("a", "a")])  # typed while it saves: held (not typed into the text), then it approves the text saved
        await checked(pilot, screen)
        await pilot.pause()
        assert app.screen is screen
    saved = po_entry(checkout, MESSAGES_ZH, msgid="Saved in {file}")
    assert (saved.msgstr, saved.tcomment) == ("已存入 {file}", f"reviewed: {date.today().isoformat()} by 王芳")


# 2  a new, header-only catalogue is translated on the screen; one that cannot be read names no file

def header_only(path: Path) -> str:
    """``path``'s header block alone (as msginit writes a new catalogue), written back; returns it."""
    header = path.read_text(encoding="utf-8").split("\n\n")[0] + "\n"
    path.write_text(header, encoding="utf-8")
    return header


async def test_a_header_only_catalogue_lists_the_template_untranslated_and_saves_into_it(checkout):
    header_only(checkout / MESSAGES_EL)
    template = [e for e in polib.pofile(str(checkout / "locales/messages.pot")) if e.msgid]
    app = ReviewApp(ui_lang="el", target="el", root=checkout, reviewer="Ελένη", domain="messages")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        assert len(screen.entries) == len(template)
        assert {e.langs["el"].status for e in screen.entries} == {"missing"}
        assert screen.message == ("Ο κατάλογος (ελληνικά) δεν έχει ακόμη καταχωρίσεις: εμφανίζονται αμετάφραστες "
                                  "εκείνες του προτύπου, και όποια αποθηκεύετε προστίθεται σε αυτόν.")
        where = on_screen(screen.query_one("#review-where", Static)).strip()
        assert where.startswith("Αποθηκεύει στο") and "messages.po" in where
        for english, greek in (("Saved in {file}", "Αποθηκεύτηκε στο {file}"),
                               ("Not found: {text}", "Δεν βρέθηκε: {text}")):  # the second into a catalogue no longer empty
            await goto_message(pilot, english)
            assert screen.current.id == english
            await edit_to(pilot, greek)
            await f2_all_the_same(pilot)
            await checked(pilot, screen)
            assert app.screen is screen
            assert (screen.current.langs["el"].status, screen.current.langs["el"].text) == ("translated", greek)
        await pilot.press("a")
        await pilot.pause()
    saved = polib.pofile(str(checkout / MESSAGES_EL))
    assert [(e.msgid, e.msgstr) for e in saved] == [("Saved in {file}", "Αποθηκεύτηκε στο {file}"),
                                                    ("Not found: {text}", "Δεν βρέθηκε: {text}")]
    assert saved[1].tcomment == f"reviewed: {date.today().isoformat()} by Ελένη"
    assert (saved.metadata["Language"], saved.metadata["Plural-Forms"]) == ("el", "nplurals=2; plural=(n != 1);")
    build_all(checkout)  # the build fills in the rest and keeps both
    assert po_entry(checkout, MESSAGES_EL, msgid="Saved in {file}").msgstr == "Αποθηκεύτηκε στο {file}"
    assert po_entry(checkout, MESSAGES_EL, msgid="Not found: {text}").tcomment == saved[1].tcomment


async def test_a_header_only_law_catalogue_is_translated_in_chinese(checkout):
    header_only(checkout / LAWS_ZH)
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="王芳")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        assert screen.message.startswith("中文翻译目录尚无条目")
        assert on_screen(screen.query_one("#review-where", Static)).strip().startswith("保存到")
        await pilot.press("g", *"12A1", "enter")
        await pilot.pause()
        await edit_to(pilot, "测试译文")
        await f2_all_the_same(pilot)
        await checked(pilot, screen)
        assert screen.current.langs["zh"].text == "测试译文"
    assert po_entry(checkout, LAWS_ZH, "2017|12A1").msgstr == "测试译文"


async def test_an_unreadable_catalogue_is_said_and_names_no_file_to_save_into(checkout):
    (checkout / MESSAGES_EL).write_text('msgid ""\nmsgstr ""\n"Language: el\\n"\n\nmsgid "x\nmsgstr "y"\n',
                                        encoding="utf-8")
    app = ReviewApp(ui_lang="en", target="el", root=checkout, domain="messages")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        assert screen.message.startswith("The Greek catalogue cannot be read exactly (locales/el/LC_MESSAGES/"
                                          "messages.po, line 5")
        assert on_screen(screen.query_one("#review-where", Static)).strip() == ""


# 3  `catalog report` joins a line's parts with the language's semicolon

@pytest.mark.parametrize("lang, line", [
    ("zh", "- messages `Saved in {file}`: 王芳 已于 2026-12-02 审校；注释：术语待定"),
    ("el", "- messages `Saved in {file}`: ελέγχθηκε 2026-12-02 από Ελένη· σημείωση: όρος υπό εξέταση"),
    ("en", "- messages `Saved in {file}`: reviewed 2026-12-02 by Ann; note: term open"),
])
def test_the_report_separator_is_the_languages_own(checkout, lang, line):
    from helper.catalog.report import _reviews_section

    target = "el" if lang == "el" else "zh"
    name, note = {"zh": ("王芳", "术语待定"), "el": ("Ελένη", "όρος υπό εξέταση"), "en": ("Ann", "term open")}[lang]
    key = "Saved in {file}"
    save_review(target, key, domain="messages", root=checkout, reviewed=True, reviewer=name,
                today=date(2026, 12, 2), note=note)
    assert line in _reviews_section(target, lang, checkout)


# 4  the list's lines leave the scroll bar its own column at every width from 60 to 80

@pytest.mark.parametrize("ui_lang, target", [("en", "zh"), ("zh", "zh"), ("el", "zh"), ("el", "el")])
async def test_list_lines_leave_the_scroll_bar_a_column_at_60_to_80(ui_lang, target):
    app = ReviewApp(ui_lang=ui_lang, target=target, reviewer="t")
    async with app.run_test(size=(60, 16)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        option_list = screen.query_one("#review-list", OptionList)
        for width in range(60, 81):
            await pilot.resize_terminal(width, 16)
            await pilot.pause()
            assert option_list.show_vertical_scrollbar
            room = option_list.scrollable_content_region.width  # Textual's: less the bar
            assert room == width - 2 and option_list.vertical_scrollbar.region.x == width - 2  # the bar at the edge
            lines = [str(option.prompt) for option in option_list.options]
            assert max(cell_len(line) for line in lines) <= room - 1, (width, max(lines, key=cell_len))
            # as drawn: each row's text whole, the column before the scroll bar blank
            update = screen._compositor.render_update(full=True, screen_stack=app._background_screens)
            top = option_list.region.y
            first = option_list.scroll_offset.y
            for row in range(option_list.region.height):
                strip = Strip.join(list(update.strips[top + row]))
                assert strip.crop(width - 3, width - 2).text == " ", (width, row)
                assert strip.crop(0, width - 3).text.rstrip() == lines[first + row].rstrip(), (width, row)
