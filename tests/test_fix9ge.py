"""Three small screen defects from tester 9ap (issue 9, fix9ge).

1. After Back (Ctrl+P) to an answered question, the notice "Your earlier answer is on the answer
   line: Enter keeps it." stayed after the Director typed another answer over it (1, Ctrl+P, 2:
   Enter recorded 2, the status line still said Enter keeps 1). It is shown only while the line
   holds the earlier answer, and again when the earlier answer is typed back.
2. A translation the runtime does not use was said "not used (unknown)", in English: the placeholders are named,
   in the messages' language.
3. F1 in the review screen did nothing: it opens the help with the review's keys (Escape, F1 closes it), and the
   keys line lists F1 where it takes no row more (at 60x16 in every language it does not).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from helper.tui.app import HelperApp, HelpScreen
from helper.tui.review import ReviewApp, ReviewScreen
from tests.support import checked, on_screen, run
from tests.test_fix7f import EARLIER, press_each, recorded, typed
from tests.test_review_fix9q import drawn_rows
from tests.test_tui_keys import line, status


async def test_another_choice_typed_after_back_hides_the_earlier_answer_notice():
    """The tester's keys: 1 Enter, Ctrl+P, 2: the line holds 2, not the earlier 1, so the status
    line no longer says Enter keeps it; 1 typed back says it again; 2 Enter records the second
    choice of the first question (not the earlier first one)."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = app.question_node
        values = [c.value for c in first.choices]
        await press_each(pilot, ["1", "enter"])
        assert recorded(app) == [(first.id, values[0])]
        await press_each(pilot, ["ctrl+p"])
        assert app.question_node.id == first.id and line(app).value == "1"
        assert EARLIER in status(app)
        await press_each(pilot, ["2"])
        assert line(app).value == "2"
        assert EARLIER not in status(app)
        await press_each(pilot, ["backspace", "1"])
        assert line(app).value == "1"
        assert EARLIER in status(app)  # the earlier answer typed back: Enter keeps it again
        await press_each(pilot, ["backspace", "2"])
        assert EARLIER not in status(app)
        await press_each(pilot, ["enter"])
        assert recorded(app) == [(first.id, values[1])]
        assert EARLIER not in status(app)


async def test_another_result_typed_after_back_hides_the_earlier_answer_notice():
    """A text question (the result at the table, Law 87B's fouled board): 4SN= answered, Ctrl+P,
    4SN-1 typed over it: the notice goes (the line reads as the new result); 4SN= typed back
    brings it again; 4SN-1 Enter records 4SN-1."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press_each(pilot, ["7", "enter", "1", "enter", "1", "enter"] + typed("4SN=") + ["enter"])
        assert recorded(app)[-1] == ("fouled_table", "4SN=")
        await press_each(pilot, ["ctrl+p"])
        assert line(app).value == "4SN=" and EARLIER in status(app)
        await press_each(pilot, typed("4SN-1"))
        assert line(app).value == "4SN-1"
        assert EARLIER not in status(app)
        await press_each(pilot, ["backspace", "backspace", "equals_sign"])
        assert line(app).value == "4SN="
        assert EARLIER in status(app)
        await press_each(pilot, ["backspace", "minus", "1", "enter"])
        assert recorded(app)[-1] == ("fouled_table", "4SN-1")
        assert EARLIER not in status(app)


async def test_a_number_emptied_after_back_hides_the_earlier_answer_notice():
    """A number question (the board due 13 times): 13 answered, Ctrl+P, the line emptied
    (Backspace on the selected 13): Enter would skip it, not keep 13, so the notice goes."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press_each(pilot, ["1", "enter"] * 5 + ["1", "3", "enter"])
        node = recorded(app)[-1][0]
        await press_each(pilot, ["ctrl+p"])
        assert app.question_node.id == node and line(app).value == "13" and EARLIER in status(app)
        await press_each(pilot, ["backspace"])
        assert line(app).value == ""
        assert EARLIER not in status(app)
        await press_each(pilot, ["1", "3"])
        assert EARLIER in status(app)


# 2. A translation the helper does not use (its placeholders do not fit the English) was said by every
#    text command as "...messages.po: translation of 'X' not used (unknown); English is shown", in English,
#    for a Greek {cuont} standing for {count}: the placeholders are named, in the messages' language.

CHOOSE = "Choose an answer: type its number (1-{count}) or move with ↑ ↓, then Enter."
CHOOSE_EL = "Επιλέξτε μια απάντηση: πληκτρολογήστε τον αριθμό της (1-{count}) ή μετακινηθείτε με ↑ ↓, και μετά Enter."


def _misspell(root, lang_dir: str, msgid: str, old: str, new: str) -> Path:
    """Replace ``old`` by ``new`` in the msgstr of ``msgid`` in the copy's catalogue; returns its path."""
    import polib

    path = root / "locales" / lang_dir / "LC_MESSAGES" / "messages.po"
    catalogue = polib.pofile(str(path), wrapwidth=0)
    entry = catalogue.find(msgid)
    assert old in entry.msgstr
    entry.msgstr = entry.msgstr.replace(old, new)
    catalogue.save(str(path))
    return path


def test_a_greek_placeholder_misspelt_is_named_in_greek_by_a_text_command(root, capsys):
    """The tester's catalogue: the Greek msgstr says {cuont} for {count}. helper --lang el score imps 30:
    one line on stderr, in Greek, naming {cuont} (not in the English) and {count} (missing), the two
    reasons joined by the Greek ano teleia (not ';', a question mark in Greek); the command still works."""
    path = _misspell(root, "el", CHOOSE, "(1-{count})", "(1-{cuont})")
    code, out, err = run(capsys, "--lang", "el", "score", "imps", "30")
    assert code == 0 and out
    assert err.splitlines() == [
        f"{path}: η μετάφραση του «{CHOOSE}» δεν χρησιμοποιείται (μια θέση αντικατάστασης που δεν υπάρχει στο "
        "αγγλικό: {cuont}· λείπει μια θέση αντικατάστασης του αγγλικού: {count})· εμφανίζεται το αγγλικό."]
    assert "(unknown)" not in err


def test_the_rejected_translation_is_named_in_english_and_chinese_messages(root, capsys):
    """The same Greek fault said in the messages' language of `catalog` (--ui-lang): English and
    Chinese, each naming both placeholders; a placeholder only added ({laws} new) is the one reason; braces
    that do not pair are said so."""
    path = _misspell(root, "el", CHOOSE, "(1-{count})", "(1-{cuont})")
    from helper.i18n import get_translator, rejected_note

    [rejected] = get_translator("el").rejected
    assert rejected == (CHOOSE, "unknown", ("{cuont}",), ("{count}",))
    assert rejected_note(path, rejected, "en") == (
        f"{path}: the translation of '{CHOOSE}' is not used (a placeholder the English does not have: {{cuont}}; "
        "a placeholder of the English is missing: {count}); English is shown.")
    assert rejected_note(path, rejected, "zh") == (
        f"{path}：“{CHOOSE}”的译文未被使用（有英文中没有的占位符：{{cuont}}；缺少英文中的占位符：{{count}}）；改为显示英文。")
    added = (CHOOSE, "unknown", ("{laws}",), ())
    assert rejected_note(path, added, "en") == (
        f"{path}: the translation of '{CHOOSE}' is not used (a placeholder the English does not have: "
        "{laws}); English is shown.")
    braces = (CHOOSE, "braces", (), ())
    assert rejected_note(path, braces, "en") == (
        f"{path}: the translation of '{CHOOSE}' is not used (its braces do not pair); English is shown.")


def test_the_fields_named_by_kind():
    """placeholder_fields: each field as written, once; a plural's count may be left out."""
    from helper.i18n import placeholder_fields

    assert placeholder_fields(CHOOSE, CHOOSE_EL.replace("{count}", "{cuont}")) == (("{cuont}",), ("{count}",))
    assert placeholder_fields(CHOOSE, CHOOSE_EL) == ((), ())
    # a conversion or a spec the English lacks is a field it does not have; the names are there: none missing
    assert placeholder_fields("NS {ns}, EW {ew}", "ΒΝ {ns!r}, ΑΔ {ew:>9} {} {ew:>9}") == (
        ("{ns!r}", "{ew:>9}", "{}"), ())
    assert placeholder_fields("NS {ns}, EW {ew}", "ΒΝ {ns}") == ((), ("{ew}",))
    singular, plural = "{count} ruling written to {file}", "{count} rulings written to {file}"
    assert placeholder_fields(singular, "μία απόφαση γράφτηκε στο {fille}", plural) == (("{fille}",), ())
    assert placeholder_fields(CHOOSE, "(1-{count") == ((), ())  # braces that do not parse: none named


# 3. F1 in the review screen (helper review, and ^R in the Director's screen) did nothing.

# The keys line at 60x16 (58 columns inside its padding), as drawn: every key, F1 last on the last row, which
# had room for it (the rows: English 5, Chinese 3, Greek 5 - the same as without F1).
KEYS_60X16 = {
    "zh": ["↑↓ 条款  [ ] 上一条/下一条待查看  PgUp/Dn 滚动文本  e 编辑",
           "a 审定  u 采用模糊译文  / 搜索  f 只看问题  g 跳转  n 备注",
           "r 已审校  l 语言  d 条文/界面  Esc 关闭  F1 帮助"],
    "el": ["↑↓ Παράγραφος  [ ] Προηγούμενο/επόμενο προς έλεγχο",
           "PgUp/Dn Κύλιση κειμένων  e Επεξεργασία  a Έγκριση",
           "u Αποδοχή ασαφούς κειμένου  / Αναζήτηση  f Μόνο προβλήματα",
           "g Μετάβαση  n Σημείωση  r Ελέγχθηκε  l Γλώσσα",
           "d Νόμοι/διεπαφή  Esc Κλείσιμο  F1 Βοήθεια"],
}


def keys_rows(app) -> list[str]:
    return [row.replace("\u00a0", " ").rstrip() for row in drawn_rows(app, app.screen.query_one("#review-keys"))
            if row.strip()]


@pytest.mark.parametrize("ui_lang", ["en", "zh", "el"])
async def test_f1_opens_the_review_help_and_escape_closes_it_at_60x16(ui_lang):
    app = ReviewApp(ui_lang=ui_lang, target="zh" if ui_lang == "zh" else "el", reviewer="R")  # reads only
    async with app.run_test(size=(60, 16)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        rows = keys_rows(app)
        if ui_lang in KEYS_60X16:
            assert rows == KEYS_60X16[ui_lang]
        else:
            assert len(rows) == 5 and rows[-1].endswith("Esc Close  F1 Help")
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        body = " ".join(on_screen(app.screen.query_one("#help-body", Static)).split())
        if ui_lang == "en":
            for part in ("Keys - Press Escape, Enter, F1 or q to close.", "e Edit", "a Approve",
                         "[ ] Previous/next to look at", "d Laws/interface", "Home End First/last entry",
                         "F1 This help", "^X F10 Quit"):
                assert part in body, (part, body)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and app.is_running  # Escape closed the help, not the program
        await pilot.press("f1")
        await pilot.pause()
        await pilot.press("f1")  # F1 again closes it too
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("f")  # the screen's keys work again
        await pilot.pause()
        assert screen.only_problems


async def test_f1_is_left_out_where_it_would_take_a_row_more():
    """English at 48 columns (46 inside the padding): the keys take 5 rows, the last 'l Language  d Laws/interface
    Esc Close' (39 cells); '  F1 Help' (9 more) would be a 6th row: left out there, F1 still works."""
    from helper.tui.common import keys_line
    from helper.tui.review import review_keys

    assert len(keys_line(review_keys("en")).lines(46)) == 5
    assert len(keys_line([*review_keys("en"), ("F1", "Help")]).lines(46)) == 6
    app = ReviewApp(ui_lang="en", target="el", reviewer="R")
    async with app.run_test(size=(48, 24)) as pilot:
        await checked(pilot, app.screen)
        rows = keys_rows(app)
        assert len(rows) == 5 and rows[-1] == "l Language  d Laws/interface  Esc Close"
        await pilot.press("f1")  # F1 still opens the help
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)


async def test_f1_in_the_review_opened_from_the_directors_screen():
    """^R's review in the Director's screen: F1 shows the review's keys, not nothing; Escape closes the help."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+r")
        await pilot.pause()
        review = app.screen
        assert isinstance(review, ReviewScreen)
        await checked(pilot, review)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        body = " ".join(on_screen(app.screen.query_one("#help-body", Static)).split())
        assert "a Approve" in body and "^N" not in body  # the review's keys, not the Director's
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is review
