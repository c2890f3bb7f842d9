"""Translating on the review screen (issue 9 §3): edit in place, approve with the reviewer's name,
accept a fuzzy candidate, previous/next to look at, search, the interface strings, Escape and
the question before changes are lost. Real catalogue files in a private copy of the checkout."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import polib
import pytest
from textual.widgets import OptionList, Static

from helper.catalog.build import build_all
from helper.catalog.origin import origin_text
from helper.catalog.review import review_marks, save_review
from helper.catalog.review import check_label
from helper.tui.review import EditScreen, ReviewApp, TranslationArea
from tests.support import checked, director_review
from tests.test_review_faults import f2_all_the_same
from tests.support import on_screen, po_entry, run

LAWS_ZH = Path("locales/zh_Hans/LC_MESSAGES/laws.po")
MESSAGES_EL = Path("locales/el/LC_MESSAGES/messages.po")
ZH_12C2A = "当一次违规使非违规方受到损害时，裁判可以判给调整分。"


async def goto(pilot, screen, citation: str) -> None:
    await pilot.press("g")
    for char in citation:
        await pilot.press(char)
    await pilot.press("enter")
    await pilot.pause()


async def test_translate_approve_and_rebuild_keeps_it(checkout):
    assert po_entry(checkout, LAWS_ZH, "2017|12C2(a)").msgstr == ""  # untranslated in the shipped catalogue
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="王芳")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, screen, "12C2(a)")
        assert screen.current.id == "12C2(a)"
        await pilot.press("e")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditScreen)
        area = editor.query_one(TranslationArea)
        assert app.focused is area
        area.insert(ZH_12C2A + "\n第二行")  # multi-line (the English has no \n: joined on save, since fix9bg)
        await f2_all_the_same(pilot)
        assert app.screen is screen
        # The header, the status and the saved message are in Chinese.
        assert "已保存" in on_screen(screen.query_one("#review-status", Static)) or \
            "laws.po" in on_screen(screen.query_one("#review-status", Static))
        assert "已翻译" in on_screen(screen.query_one("#head-target", Static))
        await pilot.press("a")  # the second line is a sentence the English lacks: an open error, so it asks
        await pilot.pause()
        assert "再按 a" in on_screen(screen.query_one("#review-status", Static)) or \
            "Press a again" in on_screen(screen.query_one("#review-status", Static))
        await pilot.press("a")
        await pilot.pause()
    saved = po_entry(checkout, LAWS_ZH, "2017|12C2(a)")
    assert saved.msgstr == ZH_12C2A + "第二行"  # nothing between Chinese characters
    assert saved.tcomment == f"reviewed: {date.today().isoformat()} by 王芳"
    assert not saved.fuzzy
    build_all(checkout)
    rebuilt = po_entry(checkout, LAWS_ZH, "2017|12C2(a)")
    assert (rebuilt.msgstr, rebuilt.tcomment) == (saved.msgstr, saved.tcomment)
    assert review_marks(checkout, ("zh",), ("laws",)) == [
        {"lang": "zh", "domain": "laws", "entry": "2017|12C2(a)", "reviewed": date.today().isoformat(),
         "reviewer": "王芳", "note": "", "fuzzy": False}]


async def test_escape_closes_the_editor_and_asks_before_losing_changes(checkout):
    before = (checkout / LAWS_ZH).read_bytes()
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("escape")  # nothing changed: closes the editor only
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("e")
        await pilot.pause()
        editor = app.screen
        editor.query_one(TranslationArea).insert("xy")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is editor and editor.asking
        assert "Discard the changes?" in on_screen(editor.query_one("#edit-status", Static))
        await pilot.press("n")  # go on editing: the text is kept, n is not typed into it
        await pilot.pause()
        assert app.screen is editor and not editor.asking
        assert editor.query_one(TranslationArea).text.startswith("xy")
        await pilot.press("f10")  # leaving the program asks too
        await pilot.pause()
        assert app.is_running and editor.asking
        await pilot.press("escape")  # Escape closes the question only
        await pilot.pause()
        assert app.screen is editor and not editor.asking
        await pilot.press("escape", "y")
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("escape")  # and now the review screen itself
        await pilot.pause()
    assert (checkout / LAWS_ZH).read_bytes() == before  # nothing written


async def test_accept_a_fuzzy_candidate_and_move_between_problems(checkout):
    assert po_entry(checkout, LAWS_ZH, "2017|12C2(b)").fuzzy
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, screen, "12C2(b)")
        text = screen.current.langs["zh"].text
        await pilot.press("u")  # once used its comparisons are errors: asked first (issue 9)
        await pilot.pause()
        assert on_screen(screen.query_one("#review-status", Static)).strip().startswith("Once used (fuzzy cleared)")
        assert po_entry(checkout, LAWS_ZH, "2017|12C2(b)").fuzzy
        await pilot.press("u")  # the same key again: used all the same
        await pilot.pause()
        assert screen.current.id == "12C2(b)" and screen.current.langs["zh"].status == "translated"
        accepted = po_entry(checkout, LAWS_ZH, "2017|12C2(b)")
        assert (accepted.fuzzy, accepted.msgstr, accepted.previous_msgid) == (False, text, None)
        assert "reviewed" not in accepted.tcomment
        await pilot.press("u")  # not fuzzy any more: said, nothing saved
        await pilot.pause()
        assert "Only a fuzzy entry" in on_screen(screen.query_one("#review-status", Static))
        # ] and [ go to the next / previous entry that needs a look.
        entries = screen.visible()
        here = screen.query_one("#review-list", OptionList).highlighted
        expected_next = next(i for i in range(here + 1, len(entries)) if entries[i].problems("zh"))
        expected_previous = next(i for i in range(here - 1, -1, -1) if entries[i].problems("zh"))
        await pilot.press("right_square_bracket")
        await pilot.pause()
        assert screen.query_one("#review-list", OptionList).highlighted == expected_next
        await pilot.press("left_square_bracket", "left_square_bracket")
        await pilot.pause()
        assert screen.query_one("#review-list", OptionList).highlighted == expected_previous


async def test_search_in_the_english_and_in_the_translation(checkout):
    app = ReviewApp(ui_lang="en", target="el", root=checkout)
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await pilot.press("slash")
        for char in "infraction":
            await pilot.press(char)
        await pilot.press("enter")
        await pilot.pause()
        assert "infraction" in screen.current.english.lower()
        first = screen.current.msgctxt
        await pilot.press("slash", "enter")  # empty: the same search again, from the next entry
        await pilot.pause()
        assert screen.current.msgctxt != first and "infraction" in screen.current.english.lower()
        await pilot.press("slash")
        for char in "ανωμαλία":  # Greek: found in the translation
            await pilot.press(char)
        await pilot.press("enter")
        await pilot.pause()
        assert "ανωμαλία" in screen.current.langs["el"].text.lower()
        assert on_screen(screen.query_one("#review-status", Static)) == ""
        await pilot.press("slash")
        for char in "zzqq":
            await pilot.press(char)
        await pilot.press("enter")
        await pilot.pause()
        assert "Not found: zzqq" in on_screen(screen.query_one("#review-status", Static))


async def test_interface_strings_on_the_same_screen(checkout):
    msgid = "Edit"
    app = ReviewApp(ui_lang="el", target="el", root=checkout, reviewer="Ελένη")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await pilot.press("d")
        await checked(pilot, app.screen)  # d checks in the background (issue 9)
        assert screen.domain == "messages" and all(e.domain == "messages" for e in screen.entries)
        assert on_screen(screen.query_one("#review-title", Static)).startswith(
            f" Έλεγχος κειμένων διεπαφής: αγγλικά και ελληνικά, {len(screen.entries)} καταχωρίσεις")
        assert len(screen.entries) == len(polib.pofile(str(checkout / "locales" / "messages.pot")))
        screen.query_one("#review-list", OptionList).highlighted = next(
            i for i, e in enumerate(screen.visible()) if e.id == msgid)
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        area = app.screen.query_one(TranslationArea)
        area.text = "Διόρθωση"
        await f2_all_the_same(pilot)
        await pilot.press("a")
        await pilot.pause()
    saved = po_entry(checkout, MESSAGES_EL, msgid=msgid)
    assert saved.msgstr == "Διόρθωση"
    assert saved.tcomment == f"reviewed: {date.today().isoformat()} by Ελένη"
    build_all(checkout)
    assert po_entry(checkout, MESSAGES_EL, msgid=msgid).msgstr == "Διόρθωση"


def test_plural_entry_needs_its_number_of_forms(checkout):
    key = "{count} finding"
    with pytest.raises(ValueError):
        save_review("el", key, text="{count} εύρημα", root=checkout, domain="messages")
    save_review("el", key, text="{count} εύρημα\n{count} ευρήματα!", root=checkout, domain="messages")
    saved = po_entry(checkout, MESSAGES_EL, msgid=key)
    assert saved.msgstr_plural == {0: "{count} εύρημα", 1: "{count} ευρήματα!"}


async def test_pane_header_stays_and_the_list_has_a_fair_share(checkout):
    app = ReviewApp(ui_lang="en", target="zh", root=checkout)
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, screen, "12C2(b)")  # a long Chinese column (1997 text, diff)
        assert screen.query_one("#review-list", OptionList).size.height >= 6
        await pilot.press("pagedown")
        await pilot.pause()
        assert screen.query_one("#scroll-target").scroll_y > 0
        head = screen.query_one("#head-target", Static)
        assert head.region.y >= screen.query_one("#review-columns").region.y
        assert on_screen(head) == " 12C2(b) - Chinese\n fuzzy (older edition)"


def test_check_json_lists_the_reviews(checkout, monkeypatch, capsys):
    save_review("zh", "2017|12C4", note="术语已核对", reviewed=True, reviewer="李", root=checkout,
                today=date(2026, 12, 1))
    marks = review_marks(checkout, ("zh",), ("laws",))
    assert marks == [{"lang": "zh", "domain": "laws", "entry": "2017|12C4", "reviewed": "2026-12-01",
                      "reviewer": "李", "note": "术语已核对", "fuzzy": False}]
    # The shipped catalogues, through the command line: the key is there.
    code, out, err = run(capsys, "--lang", "zh", "catalog", "check", "--domain", "laws", "--json")
    assert json.loads(out)["reviews"] == []  # the shipped catalogues carry no review marks yet


def test_report_lists_reviews(checkout):
    from helper.catalog.report import report_markdown

    save_review("el", "2017|12C4", note="όροι: εντάξει", reviewed=True, reviewer="Νίκος", root=checkout,
                today=date(2026, 12, 1))
    report = report_markdown("el", ui_lang="el", root=checkout)
    assert "## Καταχωρίσεις που ελέγχθηκαν και σημειώσεις" in report
    assert "- laws `2017|12C4`: ελέγχθηκε 2026-12-01 από Νίκος· σημείωση: όροι: εντάξει" in report


async def test_greek_screen_names_the_checks_in_greek(checkout):
    assert (check_label("terminology", "el"), check_label("untranslated", "zh")) == ("ορολογία", "未翻译")
    assert check_label("some-new-check", "el") == "some-new-check"
    app = ReviewApp(ui_lang="el", target="zh", root=checkout)
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, screen, "12C2(a)")  # untranslated in Chinese
        await pilot.pause()
        column = on_screen(screen.query_one("#col-target", Static))
        assert "- [προειδοποίηση] αμετάφραστο: δεν υπάρχει ακόμη μετάφραση" in " ".join(column.split())
        assert "untranslated" not in column


@pytest.mark.parametrize("lang, law, pair", [
    ("en", "1997 Laws, Law 86A (concordance: 2017 12C2(b), certain)",
     "sentence pair S6 (older edition, its English differs from the 2017 text)"),
    ("zh", "1997年版规则第86条A款（对照表：2017年版第12条C款2项(b)，确定）", "句对 S6（旧版，其英文与2017年版文本不同）"),
    ("el", "Κώδικας 1997, Νόμος 86Α (πίνακας αντιστοιχίας: 2017 12Γ2(β), βέβαιη αντιστοιχία)",
     "ζεύγος προτάσεων S6 (παλαιότερη έκδοση, το αγγλικό του διαφέρει από το κείμενο του 2017)"),
])
def test_fuzzy_origin_in_the_screens_language(lang, law, pair):
    assert origin_text("zh: 1997 Law 86A (1997 edition; concordance 1997 86A -> 2017 12C2(b), certain)", lang) == law
    assert origin_text("sentence pair S6 (older edition, English differs from 2017)", lang) == pair
    assert origin_text("something else", lang) == "something else"


async def test_chinese_screen_fuzzy_finding_wholly_in_chinese(checkout):
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout)
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, screen, "12C2(b)")
        column = "".join(on_screen(screen.query_one("#col-target", Static)).split())
        assert "[警告]模糊：待审校的旧版文本（1997年版规则第86条A款（对照表：2017年版第12条C款2项(b)，确定））" in column
        assert "1997 Law" not in column and "edition" not in column


async def test_ctrl_q_in_the_helper_asks_before_losing_an_edit(checkout):
    from helper.tui.app import HelperApp
    from helper.tui.review import ReviewScreen

    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        review = await director_review(pilot, app, checkout)
        await pilot.press("e")
        await pilot.pause()
        editor = app.screen
        editor.query_one(TranslationArea).insert("x")
        await pilot.press("f10")
        await pilot.pause()
        assert app.is_running and editor.asking
        await pilot.press("n", "escape")  # (F10's y quits: fix9bc) Escape's y goes back
        await pilot.pause()
        assert app.is_running and editor.asking
        await pilot.press("y")  # discard: back on the review screen, nothing saved
        await pilot.pause()
        assert app.screen is review
        await pilot.press("escape")  # Escape closes the review and returns to the ruling
        await pilot.pause()
        assert not isinstance(app.screen, ReviewScreen)
        await pilot.press("ctrl+x")  # nothing unsaved: quits
        await pilot.pause()
    assert not app.is_running


async def test_approve_needs_a_translation(checkout):
    before = (checkout / LAWS_ZH).read_bytes()
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, screen, "12C2(a)")  # untranslated
        await pilot.press("a")
        await pilot.pause()
        assert on_screen(screen.query_one("#review-status", Static)).startswith(" Nothing to approve")
    assert (checkout / LAWS_ZH).read_bytes() == before


async def test_an_edit_that_cannot_be_saved_is_given_back_not_lost_and_the_file_keeps_its_mode(checkout):
    """A fresh tester typed a translation, F2, and it was gone ('Not saved: ...'); a save also
    turned the catalogue's mode 0644 into 0600."""
    po = checkout / LAWS_ZH
    po.chmod(0o644)
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="Tess")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, screen, "12C2(a)")
        saved = po.read_bytes()
        po.unlink()
        po.mkdir()  # the catalogue cannot be written now (a directory where the file was)
        await pilot.press("e")
        await pilot.pause()
        app.screen.query_one(TranslationArea).insert(ZH_12C2A)
        await f2_all_the_same(pilot)
        editor = app.screen
        assert isinstance(editor, EditScreen)  # given back, with the text typed
        assert editor.query_one(TranslationArea).text == ZH_12C2A and editor.changed
        assert on_screen(editor.query_one("#edit-status", Static)).strip().startswith("Not saved:")
        po.rmdir()
        po.write_bytes(saved)
        po.chmod(0o644)
        await f2_all_the_same(pilot)  # the file is back: saved now
        assert not isinstance(app.screen, EditScreen)
    assert po_entry(checkout, LAWS_ZH, "2017|12C2(a)").msgstr == ZH_12C2A
    assert po.stat().st_mode & 0o777 == 0o644


@pytest.mark.parametrize("program", ["review", "helper"])
async def test_ctrl_x_cuts_in_the_editor_and_f10_quits_after_asking(checkout, program):
    """Quit is Ctrl+X or F10 (Ctrl+Q is flow control, swallowed by GNU screen). In the translation
    editor Ctrl+X cuts, as in every editor, and quits nothing; F10 asks first when the text was changed."""
    from textual.widgets.text_area import Selection

    from helper.tui.app import HelperApp

    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R") if program == "review" \
        else HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        if program == "helper":
            await director_review(pilot, app, checkout)
        else:
            await checked(pilot, app.screen)
        await pilot.press("e")
        for _ in range(3):
            await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditScreen)
        area = editor.query_one(TranslationArea)
        original = area.text
        area.move_cursor((0, 0))
        area.insert("xy")
        area.selection = Selection((0, 0), (0, 2))
        await pilot.press("ctrl+x")
        await pilot.pause()
        assert app.is_running and app.screen is editor and not editor.asking
        assert area.text == original  # the two characters cut
        area.insert("z")
        await pilot.press("f10")
        await pilot.pause()
        assert app.is_running and editor.asking  # changed: asks first
        await pilot.press("y")  # discard and quit (fix9bc: y went back to the list)
        await pilot.pause()
        await pilot.pause()
    assert not app.is_running
