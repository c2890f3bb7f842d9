"""The review screen, fix9gc (issue 9 §3, tester 9an's report over SSH):

1. The interface strings took ~45 s to open in each new review process under load: every process checked the 1,147
   strings of both catalogues again (about 20 s of CPU). The findings of the last reading are now kept on disk
   (the user's cache directory: ``HELPER_CACHE_DIR`` in the tests) by the catalogues' content: a new process with
   the catalogues unchanged checks nothing, one with an entry changed checks that entry only, and a change to the
   helper's code checks everything again. The screen says which of these it does while it waits.
   (benchmarks/review_first_draw.py --domain messages: 24 s median before, 2.5 s after, at load 4.7.)
2. ``helper review --help`` says what ``--lang`` defaults to and where the interface language comes from.
3. A plural entry with an extra line: the first F2 said a placeholders error, the second the number of forms; now
   every F2 says the number of forms, and none saves.
4. ``f`` at an entry that needs no look moved to another one without a word; it says so now.
5. Greek at 60x16: the header cut the status word ("μεταφρα…") to keep the reviewer's name; the name is cut first
   now, and said whole in the pane's text when the header leaves it out.
6. The word diff put the space inside the marker ("{+… contestant +}when").
7. The editor's title named no interface string; "第86条B款2项 （标题）" had a space before the full-width bracket.
"""

from __future__ import annotations

import polib
import pytest
from textual import events
from textual.widgets import Static

from helper.catalog.review import save_review, word_diff
from helper.tui import review
from helper.tui.edit import EditScreen
from helper.tui.review import ReviewApp, load_kept, read_checked
from tests.support import checked, copy_checkout, on_screen, run
from tests.test_review_faults import goto
from tests.test_review_fix9ap import head_rows

LAWS_ZH = "locales/zh_Hans/LC_MESSAGES/laws.po"
MESSAGES_EL = "locales/el/LC_MESSAGES/messages.po"


def new_process(monkeypatch) -> list[tuple[str, int]]:
    """As a new review process: nothing read or checked in this one; returns the list of the checks' runs
    (``(domain, entries checked)``, :data:`helper.tui.review.CHECK_HOOKS`)."""
    runs: list[tuple[str, int]] = []
    monkeypatch.setattr(review, "_MEMO", {})
    monkeypatch.setattr(review, "_CHECKED", {})
    monkeypatch.setattr(review, "_KEPT_LOADED", set())
    monkeypatch.setattr(review, "CHECK_HOOKS", [lambda domain, count: runs.append((domain, count))])
    return runs


def findings_of(reading) -> list[tuple]:
    _faults, entries, _message = reading
    return [(e.msgctxt, lang, f.check, f.severity, f.message, f.accepted)
            for e in entries for lang, view in sorted(e.langs.items()) for f in view.findings]


# ---------------------------------------------------------------- 1. the findings kept between processes

def test_a_new_process_reuses_the_findings_kept_and_checks_only_what_changed(checkout, monkeypatch, tmp_path):
    monkeypatch.setenv("HELPER_CACHE_DIR", str(tmp_path / "cache"))
    stamp = tmp_path / "checks_code.py"  # stands for the helper's code: the store is valid while it is unchanged
    stamp.write_text("one", encoding="utf-8")
    sources = review._kept_sources
    monkeypatch.setattr(review, "_kept_sources", lambda ui_lang: [*sources(ui_lang), stamp])

    runs = new_process(monkeypatch)
    assert load_kept(checkout, "laws", "en") is None  # nothing kept yet
    first = read_checked(checkout, "laws", "en")
    assert runs == [("laws", 56)]  # 28 entries in each of laws.po el and zh
    assert len(findings_of(first)) > 10

    runs = new_process(monkeypatch)
    assert load_kept(checkout, "laws", "en") == "same"
    second = read_checked(checkout, "laws", "en")
    assert runs == []  # nothing checked: the reading kept whole
    assert findings_of(second) == findings_of(first)

    # another process saves 12C2(a) (untranslated in the shipped Chinese): its placeholder-free text is checked alone
    save_review("zh", "2017|12C2(a)", text="平均分", root=checkout, reviewer="other")
    runs = new_process(monkeypatch)
    assert load_kept(checkout, "laws", "en") == "changed"
    third = read_checked(checkout, "laws", "en")
    assert runs == [("laws", 1)]
    runs = new_process(monkeypatch)
    monkeypatch.setenv("HELPER_CACHE_DIR", "")  # no store: everything checked, the same findings
    assert findings_of(read_checked(checkout, "laws", "en")) == findings_of(third) != findings_of(first)
    assert runs == [("laws", 56)]

    # the helper's code changed: what was kept is not used
    monkeypatch.setenv("HELPER_CACHE_DIR", str(tmp_path / "cache"))
    stamp.write_text("two, longer", encoding="utf-8")
    runs = new_process(monkeypatch)
    assert load_kept(checkout, "laws", "en") is None
    assert findings_of(read_checked(checkout, "laws", "en")) == findings_of(third)
    assert runs == [("laws", 56)]


def test_a_damaged_store_is_checked_as_without_one(checkout, monkeypatch, tmp_path):
    monkeypatch.setenv("HELPER_CACHE_DIR", str(tmp_path / "cache"))
    runs = new_process(monkeypatch)
    first = read_checked(checkout, "laws", "en")
    [stored] = (tmp_path / "cache").glob("review-laws-en-*.pickle")
    stored.write_bytes(b"not a pickle")
    runs = new_process(monkeypatch)
    assert load_kept(checkout, "laws", "en") is None
    assert findings_of(read_checked(checkout, "laws", "en")) == findings_of(first)
    assert runs == [("laws", 56)]


@pytest.fixture(scope="module")
def shared_checkout(tmp_path_factory):
    """One private checkout for the interface strings' screen tests that change nothing in it: its first reading
    (about half a minute) is kept, in this process and on disk, for the others."""
    return copy_checkout(tmp_path_factory.mktemp("fix9gc") / "checkout")


WAIT_KEYS = "Esc closes this screen; other keys typed meanwhile are kept and act, in order, once the checks end."


async def test_the_interface_strings_open_at_once_in_a_new_process_and_say_so(shared_checkout, monkeypatch):
    runs = new_process(monkeypatch)
    live = sum(1 for path in (MESSAGES_EL, "locales/zh_Hans/LC_MESSAGES/messages.po")
               for e in polib.pofile(str(shared_checkout / path)) if e.msgid and not e.obsolete)
    app = ReviewApp(ui_lang="en", target="el", root=shared_checkout, reviewer="R", domain="messages")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        assert runs == [("messages", live)]
        assert screen.loading_stage == "checking"  # what the wait said, with the time it takes
        assert screen.loading_text() == (
            "Checking every translation: about half a minute, a minute or more on a busy machine (nothing was kept "
            "from an earlier check, or the helper changed since); the findings are then kept for the next time. "
            + WAIT_KEYS)
        first = findings_of((None, screen.entries, None))
    runs = new_process(monkeypatch)
    app = ReviewApp(ui_lang="en", target="el", root=shared_checkout, reviewer="R", domain="messages")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        assert runs == []  # nothing checked again
        assert screen.loading_stage == "same"
        assert screen.loading_text() == ("Reading the catalogues; they are unchanged since their last check, whose "
                                         "findings are kept… " + WAIT_KEYS)
        assert findings_of((None, screen.entries, None)) == first
        screen.loading_stage = "changed"
        assert screen.loading_text() == ("Checking the entries changed since the last check (the findings of the "
                                         "others are kept)… " + WAIT_KEYS)


# ---------------------------------------------------------------- 2. --lang's default in the help

def test_review_help_says_what_lang_defaults_to(capsys):
    code, out, _err = run(capsys, "review", "--help")
    said = " ".join(out.split())
    assert code == 0
    assert ("--lang {zh,el} the reviewed language: zh or el (the screen's language too, unless --ui-lang). "
            "Default: zh when the interface language is Chinese, else el (l switches language on the screen); the "
            "interface language is taken from the environment: the locale is the first of LC_ALL, "
            "LC_MESSAGES and LANG that is set; C or POSIX means English (LANGUAGE is then ignored); otherwise "
            "LANGUAGE is tried first, then the locale") in said  # (fix9he: LANGUAGE had come first, tester 9ap)
    assert ("--ui-lang UI_LANG language of the screen (default: the language given with --lang, else the "
            "interface language from the environment)") in said


# ---------------------------------------------------------------- 3. a plural entry with an extra line

async def test_a_plural_entry_with_an_extra_line_says_its_number_of_forms_at_every_f2(shared_checkout):
    before = (shared_checkout / MESSAGES_EL).read_bytes()
    app = ReviewApp(ui_lang="en", target="el", root=shared_checkout, reviewer="R", domain="messages")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await goto(pilot, "{count} entry")
        assert screen.current.msgctxt == "{count} entry"
        await pilot.press("e")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditScreen)
        assert editor.query_one("#edit-area").text == "{count} καταχώριση\n{count} καταχωρίσεις"
        await pilot.press("ctrl+end", "enter")
        await editor.take_key(events.Paste("x"))  # a third line, without the placeholder
        for _ in range(3):  # the same at each F2: never the placeholders first, never "press F2 again"
            await pilot.press("f2")
            await pilot.pause()
            await pilot.pause()
            assert app.screen is editor
            assert " ".join(on_screen(editor.query_one("#edit-status", Static)).split()) == (
                "Not saved: this entry needs 2 plural forms, one a line.")
        await pilot.press("backspace", "backspace")  # the extra line taken out: saved as before, unchanged
        await pilot.press("f2")
        await pilot.pause()
        assert app.screen is screen
    assert (shared_checkout / MESSAGES_EL).read_bytes() == before


# ---------------------------------------------------------------- 7. the editor names the interface string

@pytest.mark.parametrize("ui_lang, title", [
    ("en", "Translation of the interface string “{count} entry” (Greek) - one plural form a line"),
    ("zh", "界面字符串“{count} entry”的译文（希腊文） - 每行一个复数形式"),
])
async def test_the_editor_title_names_the_interface_string(shared_checkout, ui_lang, title):
    app = ReviewApp(ui_lang=ui_lang, target="el", root=shared_checkout, reviewer="R", domain="messages")
    async with app.run_test(size=(100, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await goto(pilot, "{count} entry")
        await pilot.press("e")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditScreen)
        assert editor.title_text == title
        await pilot.press("escape")
        await pilot.pause()


async def test_a_long_interface_string_is_quoted_short_in_the_editor_title(shared_checkout):
    app = ReviewApp(ui_lang="en", target="el", root=shared_checkout, reviewer="R", domain="messages")
    async with app.run_test(size=(100, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await goto(pilot, "Reading and checking the catalogues")
        await pilot.press("e")
        await pilot.pause()
        # the first 23 cells of the English and an ellipsis
        assert app.screen.title_text == "Translation of the interface string “Reading and checking th…” (Greek)"
        await pilot.press("escape")
        await pilot.pause()


# ---------------------------------------------------------------- 4. f says where it went

async def test_f_at_an_entry_needing_no_look_says_which_one_is_shown(checkout):
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await goto(pilot, "12A2")  # an accepted warning only: needs no look in the shipped Chinese
        assert not screen.current.needs_look("zh")
        await pilot.press("f")
        await pilot.pause()
        assert screen.only_problems and screen.current.id == "12A3"  # the next one needing a look
        assert " ".join(on_screen(screen.query_one("#review-status", Static)).split()) == (
            "12A2 needs no look and is not listed now: 12A3 is shown. f lists all the entries again.")
        await pilot.press("f")  # back to all: 12A3 stays, nothing to say
        await pilot.pause()
        assert not screen.only_problems and screen.current.id == "12A3"
        assert on_screen(screen.query_one("#review-status", Static)).strip() == ""
        await pilot.press("f")  # 12A3 needs a look: it stays, nothing to say
        await pilot.pause()
        assert screen.only_problems and screen.current.id == "12A3"
        assert on_screen(screen.query_one("#review-status", Static)).strip() == ""


async def test_f_in_chinese_and_at_60x16(checkout):
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(60, 16)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await goto(pilot, "12C4")  # no look needed in the shipped Chinese; the last of Law 12
        await pilot.press("f")
        await pilot.pause()
        assert screen.current.id == "86A"
        assert screen.message == ("第12条C款4项 没有需要查看的问题，现已不在列表中：显示的是 第86条A款。"
                                  "按 f 重新列出全部条目。")
        assert " ".join(on_screen(screen.query_one("#review-status", Static)).split()) in (
            screen.message, "第12条C款4项 不在列表中：显示 第86条A款。f 列出全部。")


async def test_f_with_nothing_needing_a_look_says_the_list_is_empty(checkout):
    app = ReviewApp(ui_lang="en", target="el", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await goto(pilot, "12B1")  # every shipped Greek entry is official text with nothing open
        await pilot.press("f")
        await pilot.pause()
        assert screen.visible() == [] and screen.current is None
        assert " ".join(on_screen(screen.query_one("#review-status", Static)).split()) == (
            "No entry needs a look: the list is empty. f lists all the entries again.")


async def test_an_empty_go_to_line_still_closes_quietly(checkout):
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await goto(pilot, "12B2")
        await pilot.press("g", "enter")
        await pilot.pause()
        assert on_screen(screen.query_one("#review-status", Static)).strip() == ""
        assert screen.current.id == "12B2"


# ---------------------------------------------------------------- 5. the status word kept, the name cut first

@pytest.mark.parametrize("reviewer, status_line", [
    # (fix9bc showed "μεταφρ… ελέγχθηκε από Νίκη" and "μεταφρα… ελέγχθηκε από Νί…")
    ("Νίκη", "μεταφρασμένο ελέγχθηκε"),
    ("Νίκος Κωνσταντινίδης", "μεταφρασμένο ελέγχθηκε"),
])
async def test_a_narrow_greek_header_keeps_its_status_word_and_the_text_names_the_reviewer(
        checkout, reviewer, status_line):
    save_review("el", "2017|12A", reviewed=True, root=checkout, reviewer=reviewer)
    app = ReviewApp(ui_lang="el", target="el", root=checkout, reviewer=reviewer)
    async with app.run_test(size=(60, 16)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await goto(pilot, "12A")
        date = screen.current.langs["el"].reviewed.split(" by ")[0]
        assert head_rows(app, screen) == ["12Α - ελληνικά", status_line]
        assert f"Ελέγχθηκε στις {date} από {reviewer}." in screen.column_body(screen.current, "el").plain


async def test_a_wide_header_names_the_reviewer_and_the_text_does_not_again(checkout):
    save_review("el", "2017|12A", reviewed=True, root=checkout, reviewer="Νίκη")
    app = ReviewApp(ui_lang="el", target="el", root=checkout, reviewer="Νίκη")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        await goto(pilot, "12A")
        # (no room for the date at 80 columns: the name without it)
        assert head_rows(app, screen) == ["12Α - ελληνικά", "μεταφρασμένο ελέγχθηκε από Νίκη"]
        assert "Ελέγχθηκε στις" not in screen.column_body(screen.current, "el").plain


# ---------------------------------------------------------------- 6. spaces outside the diff's markers

@pytest.mark.parametrize("old, new, pieces", [
    ("no contestant when", "no innocent contestant when",
     [("equal", "no "), ("insert", "innocent"), ("equal", " contestant when")]),
    ("award an adjusted score", "award an artificial adjusted score",
     [("equal", "award an "), ("insert", "artificial"), ("equal", " adjusted score")]),
    ("a score to the contestant when", "a score when",  # a deletion: "[-to the contestant-] when"
     [("equal", "a score "), ("delete", "to the contestant"), ("equal", " when")]),
    ("the initiative of", "the motion of",
     [("equal", "the "), ("delete", "initiative"), ("insert", "motion"), ("equal", " of")]),
    # a space only one side has changed: it stays marked
    ("a  b", "a b", [("equal", "a"), ("delete", "  "), ("insert", " "), ("equal", "b")]),
    ("平均分", "平均正分", [("equal", "平均"), ("insert", "正"), ("equal", "分")]),
])
def test_the_word_diff_keeps_spaces_outside_its_markers(old, new, pieces):
    assert word_diff(old, new) == pieces


@pytest.mark.parametrize("old, new, shown", [
    ("no contestant when", "no innocent contestant when", "no {+innocent+} contestant when"),
    ("a score to the contestant when", "a score when", "a score [-to the contestant-] when"),
    ("no contestant when", "no other contestant is at fault when", "no {+other+} contestant {+is at fault+} when"),
])
def test_the_word_diff_as_the_screen_marks_it(old, new, shown):
    marked = {"equal": "{}", "delete": "[-{}-]", "insert": "{{+{}+}}"}
    assert "".join(marked[tag].format(text) for tag, text in word_diff(old, new)) == shown


# ---------------------------------------------------------------- 7. no space before a full-width bracket

async def test_a_chinese_title_entry_has_no_space_before_its_bracket(checkout):
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        [title] = [e for e in screen.entries if e.msgctxt == "2017|86B2|title"]
        assert screen.said_name(title) == "第86条B款2项（标题）"
        line = screen.query_one("#review-list").get_option("2017|86B2|title").prompt.plain
        assert line.startswith("! 第86条B款2项（标题）  ")
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        [title] = [e for e in screen.entries if e.msgctxt == "2017|86B2|title"]
        assert screen.said_name(title) == "86B2 (title)"


# ---------------------------------------------------------------- tester 9ap: the screen's own catalogue edited

def _edit_ui_translation(root, msgid: str, text: str) -> None:
    path = root / "locales/el/LC_MESSAGES/messages.po"
    po = polib.pofile(str(path), wrapwidth=0)
    [entry] = [e for e in po if e.msgid == msgid and not e.obsolete]
    entry.msgstr = text
    po.save(str(path))


def test_an_edit_of_another_interface_string_of_the_screens_language_keeps_the_store(checkout, root, monkeypatch,
                                                                                        tmp_path):
    """With the screen in Greek, the Greek messages.po is the screen's catalogue (and often the one reviewed): an
    edit of one of its strings that no finding uses ("Too early: …") keeps the findings kept on disk (it made the
    next review check all 1,335 again, saying "nothing was kept"); an edit of a finding's own words does not."""
    from helper import i18n

    monkeypatch.setenv("HELPER_CACHE_DIR", str(tmp_path / "cache"))
    runs = new_process(monkeypatch)
    first = read_checked(checkout, "laws", "el")
    assert runs == [("laws", 56)]

    too_early = next(e for e in polib.pofile(str(root / "locales/el/LC_MESSAGES/messages.po"))
                     if e.msgid.startswith("Too early: keys came before"))
    _edit_ui_translation(root, too_early.msgid, too_early.msgstr + " (διορθωμένο)")
    i18n._cache.clear()
    runs = new_process(monkeypatch)
    assert load_kept(checkout, "laws", "el") == "same"
    assert findings_of(read_checked(checkout, "laws", "el")) == findings_of(first)
    assert runs == []

    # a finding's own words changed: the findings are written again, all checked
    _edit_ui_translation(root, "no translation yet", "καμία μετάφραση ακόμη (νέα διατύπωση)")
    i18n._cache.clear()
    runs = new_process(monkeypatch)
    assert load_kept(checkout, "laws", "el") is None
    again = findings_of(read_checked(checkout, "laws", "el"))
    assert runs == [("laws", 56)]
    assert ("2017|12A", "zh", "untranslated", "warning", "καμία μετάφραση ακόμη (νέα διατύπωση)", None) in again
