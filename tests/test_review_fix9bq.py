"""Review screen: waits, the filter, statuses, small layouts (issue 9 §3, fresh tester 9aa, branch fix9bq).

1. ``helper review --domain messages`` showed a blank screen for ~36 s, no word of checking: catalogues whose last
   reading is not kept, unless small (the law paragraphs), are read in the background while the screen says so.
2. ``g`` to an entry outside the ``f`` filter turned the filter off silently: said, in the screen's language.
3. After ``a`` the status said only "saved to …": what was done (approved, marked, unmarked, used) and by whom.
4. At 60x16 the file line lost the language's directory ("…SAGES/laws.po"): the middle of the path is cut; ``e``
   on an official text left the panes no text row: they keep 2, the message said short.
5. The Chinese recovery dialog named the program "helper" in Latin.
6. An id in a message follows the screen's language (12A1 on the English screen reviewing Chinese).
Real catalogue files in a private copy of the checkout; Textual's pilot, the screen's text as drawn."""

from __future__ import annotations

from helper.tui import review as review_module
from helper.tui.review import ReviewApp, ReviewScreen
from tests.support import checked, until
from tests.support import review_checked as review
from tests.test_review_faults import goto
from tests.test_review_fix9q import drawn_rows

LAWS_ZH = "locales/zh_Hans/LC_MESSAGES/laws.po"


# ---------------------------------------------------------------- 1. no blank wait for the interface strings

async def test_the_interface_strings_are_checked_while_the_screen_says_so(checkout):
    app = ReviewApp(ui_lang="el", target="el", root=checkout, reviewer="R", domain="messages")
    async with app.run_test(size=(60, 16)) as pilot:
        await pilot.pause()
        screen = app.screen
        # drawn at once, the checks under way: the title and the panes say so (in Greek), nothing listed yet
        assert isinstance(screen, ReviewScreen) and screen.checking and screen.entries == []
        title = " ".join(row.strip() for row in drawn_rows(app, screen.query_one("#review-title")))
        assert title == "Έλεγχος κειμένων διεπαφής: αγγλικά και ελληνικά: γίνεται έλεγχος των μεταφράσεων…"
        # (since fix9gc the interface strings' wait says what it does, the time first: nothing kept from an earlier
        # check here; the four rows the pane has at 60x16, drawn)
        await until(pilot, lambda: screen.loading_stage == "checking")
        await pilot.pause()
        pane = " ".join(row.strip() for row in drawn_rows(app, screen.query_one("#col-en").parent))
        assert pane == "Έλεγχος όλων των μεταφράσεων: περίπου μισό λεπτό, ένα λεπτό ή περισσότερο σε φορτωμένο"
        await pilot.press("escape")  # Escape leaves at once, the checks' process stopped
        await pilot.pause()
    assert not app.is_running and not review_module._RUNNING


async def test_a_reading_kept_is_shown_at_once_the_law_paragraphs_after_the_first_frame(checkout):
    # the law paragraphs (about 40,000 bytes): since fix9ce read and checked in the background after the first frame
    # (issue 9, tester 9af: read before it, the screen stayed blank ~29 s under load); here until fix9ce
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.screen.checking and app.screen.entries == []
        await checked(pilot, app.screen)
        assert len(app.screen.entries) == 28
    # the same files again: their reading kept, shown at once
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.screen.checking and len(app.screen.entries) == 28
    # the interface strings read once (d): a second screen on the same files shows that reading at once
    review_module.read_checked(checkout, "messages", "en")
    assert review_module.reading_kept(checkout, "messages", "en")
    app = ReviewApp(ui_lang="en", target="el", root=checkout, reviewer="R", domain="messages")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.screen.checking and len(app.screen.entries) > 1000


# ---------------------------------------------------------------- 2. g turning the filter off says so

async def test_go_to_outside_the_filter_says_the_filter_is_off(checkout):
    async with review(checkout, ui_lang="el", target="el") as (app, pilot, screen):
        await pilot.press("f")  # every Greek paragraph is translated: nothing to look at
        await pilot.pause()
        assert screen.only_problems and screen.visible() == []
        await goto(pilot, "12C2(a)")
        assert not screen.only_problems and screen.current.id == "12C2(a)"
        assert screen.message == ("12Γ2(α): τίποτα προς έλεγχο· η λίστα δείχνει ξανά όλες τις καταχωρίσεις "
                                  "(f: μόνο προβλήματα).")
        await goto(pilot, "99Z")  # no such paragraph: the filter (now off) stays as it is, the error said
        assert screen.message.startswith("Δεν")


async def test_go_to_outside_the_filter_names_the_entry_in_the_screens_language(checkout):
    async with review(checkout, ui_lang="en", target="zh") as (app, pilot, screen):
        await pilot.press("f")
        await pilot.pause()
        await goto(pilot, "12C4")  # translated, no findings: not listed under f
        assert not screen.only_problems and screen.current.id == "12C4"
        assert screen.message == "12C4 has nothing to look at: the list shows every entry again (f: problems only)."


# ---------------------------------------------------------------- 3. and 6. what a save did, and by whom

async def test_approving_says_approved_and_by_whom(checkout):
    async with review(checkout, ui_lang="zh", target="zh", reviewer="王伟") as (app, pilot, screen):
        await goto(pilot, "12C4")
        await pilot.press("a")
        await pilot.pause()
        assert screen.message == "已审校（王伟）并保存到 locales/zh_Hans/LC_MESSAGES/laws.po"
        await pilot.press("f")
        await pilot.pause()
        await goto(pilot, "12A1")  # fuzzy, its only finding that: approved, it leaves the list
        await pilot.press("a")
        await pilot.pause()
        assert screen.message == ("已审校（王伟）并保存到 locales/zh_Hans/LC_MESSAGES/laws.po。第12条A款1项 已无问题，"
                                  "已移出列表（只看问题）。")
    text = (checkout / LAWS_ZH).read_text(encoding="utf-8")
    assert text.count("by 王伟") == 2


async def test_marking_unmarking_and_using_say_what_was_done(checkout, monkeypatch):
    from helper.tui import review as review_module

    # no name known: no $HELPER_REVIEWER and no login name (a container); a blank --reviewer falls back to these
    monkeypatch.setattr(review_module, "default_reviewer", lambda: "")
    async with review(checkout, ui_lang="en", target="zh", reviewer="") as (app, pilot, screen):
        await goto(pilot, "12C4")
        await pilot.press("a")
        await pilot.pause()
        assert screen.message == "Approved and saved in locales/zh_Hans/LC_MESSAGES/laws.po"  # no name known
        await pilot.press("r")
        await pilot.pause()
        assert screen.message == "Reviewed mark removed and saved in locales/zh_Hans/LC_MESSAGES/laws.po"
        screen.reviewer = "Bo"
        await pilot.press("r")
        await pilot.pause()
        assert screen.message == "Marked reviewed by Bo and saved in locales/zh_Hans/LC_MESSAGES/laws.po"
        await pilot.press("f")
        await pilot.pause()
        await goto(pilot, "12A1")
        await pilot.press("u")
        await pilot.pause()
        # the id as the English screen writes it (fresh tester 9aa: 第12条A款1项 on the English screen)
        assert screen.message == ("Fuzzy text used (not marked reviewed) and saved in "
                                  "locales/zh_Hans/LC_MESSAGES/laws.po. 12A1 has nothing left to look at: it left the "
                                  "list (problems only).")


# ---------------------------------------------------------------- 4. small layouts

def test_a_shortened_path_keeps_the_language_directory():
    from helper.tui.review import shortened_paths

    assert shortened_paths("locales/el/LC_MESSAGES/laws.po") == [
        "…/el/LC_MESSAGES/laws.po", "…/el/…/laws.po", "…laws.po"]
    assert shortened_paths("c/locales/zh_Hans/LC_MESSAGES/messages.po")[:3] == [
        "…/locales/zh_Hans/LC_MESSAGES/messages.po", "…/zh_Hans/LC_MESSAGES/messages.po", "…/zh_Hans/…/messages.po"]


async def test_the_greek_file_line_at_60x16_keeps_the_language(checkout, monkeypatch):
    from helper.catalog import review as catalog_review

    monkeypatch.chdir(checkout)
    # an installed copy run from inside the reviewer's checkout (tester 9aa's setting): it saves into that checkout
    monkeypatch.setattr(catalog_review, "save_location", lambda _root, lang, domain, **_k: (
        checkout / "locales" / ("zh_Hans" if lang == "zh" else lang) / "LC_MESSAGES" / f"{domain}.po", "current"))
    async with review(checkout, (60, 16), ui_lang="el", target="el") as (app, pilot, screen):
        await goto(pilot, "12C3")
        await pilot.press("n", "x", "enter")  # a note saved: the status line says so, the file line has one row
        await pilot.pause()
        rows = [row.strip() for row in drawn_rows(app, screen.query_one("#review-where")) if row.strip()]
        assert rows == ["Διαβάζει και αποθηκεύει το …/el/…/laws.po (τρέχων φάκελος)"]


async def test_the_official_text_message_leaves_the_panes_two_rows_at_60x16(checkout):
    async with review(checkout, (60, 16), ui_lang="el", target="el") as (app, pilot, screen):
        await goto(pilot, "12A1")
        await pilot.press("e")
        await pilot.pause()
        await pilot.pause()
        assert screen.message.startswith("Αυτό είναι το επίσημο κείμενο")
        for pane in ("en", "target"):
            assert screen.query_one(f"#scroll-{pane}").size.height >= 2, pane
        texts = [row.strip() for row in drawn_rows(app, screen.query_one("#scroll-target"))]
        assert len(texts) >= 2 and texts[0] and texts[1]  # two rows of the Greek text shown
        assert screen.current.langs["el"].text.startswith(texts[0].rstrip("▁▂▃▄▅▆▇█ "))
        status = [row.strip() for row in drawn_rows(app, screen.query_one("#review-status")) if row.strip()]
        # (its source file named, shortened: fix9bv, tester 9ac; the file line lends its row meanwhile)
        assert status == ["Επίσημο κείμενο (…/sources/001_8288f277c47d1c23.txt), δεν",
                          "επεξεργάζεται εδώ: n για σημείωση."]


# ---------------------------------------------------------------- 5. the recovery dialog in Chinese

def test_the_chinese_recovery_dialog_names_the_program_in_chinese():
    from helper.tui.recovery import RecoveryScreen

    for kind in ("text", "note"):
        record = {"lang": "zh", "domain": "laws", "msgctxt": "2017|12A1", "name": "第12条A款1项", "kind": kind,
                  "text": "译文", "time": "2026-12-03T11:00:00+00:00"}
        body = RecoveryScreen("zh", record).body().plain
        assert "（连接中断或本程序被要求结束）" in body and "helper" not in body, body
