"""Review screen, issue 9 §3 (tester 9y, /tmp/t9y/log.md; branch fix9bg): editing and messages.

1. Enter between two Chinese sentences of 12C2(d) was refused at F2 (a line-break error: the English has none):
where the English has no line break, the breaks typed or pasted are joined on save (nothing between Chinese
characters, one space otherwise) and the status line says so; where it has some they are kept.
2. A reviewer's translation kept as fuzzy said "#|" and "or it awaits approval": it says what happened (the English
changed, or it is not approved yet) and what to do; once approved, the build's "kept by rebuilds as fuzzy" note
goes (it said so after the approval, until the next build).
3. The go-to line said its label twice ("跳转到：跳转到条款：…"): no line's hint repeats its label.
4. ``g 12C1`` and ``g 第十二条`` said "no such paragraph": a parent id goes to its first paragraph, Chinese and Greek
forms are read, an unknown id is said with an example.
5. With ``f`` on, an entry fixed or approved left the list unsaid: the status line says so.
6. While the interface strings were checked, the title named the law paragraphs' review.
7. Chinese counts: "此条目将有3个未解决的错误" beside "1 个发现": one style (" {count} 个") in the catalogue.
8. An accepted finding's reason stood in ASCII brackets in the Chinese screen: full-width ones.
Real catalogue files in a private copy of the checkout; Textual's pilot."""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest
from textual.widgets import Input, Static

from helper.catalog.build import REVIEWER_KEPT, REVIEWER_KEPT_FUZZY, WRAP_WIDTH
from tests.support import on_screen, po_entry, review_checked as review, saved_in_editor, squash
from tests.test_review_faults import goto

LAWS_ZH = Path("locales/zh_Hans/LC_MESSAGES/laws.po")
SENTENCE_1 = "主管单位可以对参赛者在同一节比赛中多副牌未能取得结果的情况作出规定。"
SENTENCE_2 = "对其后每副牌判给的分数，可以由规程规定不同于上述(a)项和(b)项的分数。"


# ---------------------------------------------------------------- 1. line breaks the English has not

@pytest.mark.parametrize("ui_lang, said", [
    ("zh", "已保存到 locales/zh_Hans/LC_MESSAGES/laws.po。英文没有换行：您输入的 1 个换行已合并，文字完整保留。"),
    ("en", "Saved in locales/zh_Hans/LC_MESSAGES/laws.po. The English has no line break: 1 typed line break was "
           "joined, the text kept whole."),
])
async def test_enter_between_two_chinese_sentences_is_joined_on_save(checkout, ui_lang, said):
    async with review(checkout, ui_lang=ui_lang) as (app, pilot, screen):
        await goto(pilot, "12C2(d)")
        # saved at the first F2: no line-break question
        assert await saved_in_editor(pilot, app, SENTENCE_1, "\n", SENTENCE_2) == said
        assert squash(on_screen(screen.query_one("#review-status", Static))) == squash(said)  # drawn whole
    entry = po_entry(checkout, LAWS_ZH, "2017|12C2(d)")
    assert entry.msgstr == SENTENCE_1 + SENTENCE_2  # every character typed, the break joined with nothing


async def test_pasted_lines_are_joined_with_a_space_between_latin_words_and_kept_where_the_english_has_breaks(
        checkout):
    async with review(checkout, ui_lang="el", target="zh") as (app, pilot, screen):
        await goto(pilot, "12C2(d)")
        # ("IMP" in Latin letters may bring a finding: saved all the same)
        said = await saved_in_editor(pilot, app, SENTENCE_1 + "\n\n" + "IMP\n" + SENTENCE_2, again=True)
        assert said == ("Αποθηκεύτηκε στο locales/zh_Hans/LC_MESSAGES/laws.po. Το αγγλικό δεν έχει αλλαγή γραμμής: "
                        "οι 2 αλλαγές γραμμής που πληκτρολογήσατε ενώθηκαν, το κείμενο κρατήθηκε ολόκληρο.")
    assert po_entry(checkout, LAWS_ZH, "2017|12C2(d)").msgstr == SENTENCE_1 + " IMP " + SENTENCE_2
    from helper.tui.review import joined_lines

    # an English with a line break: the breaks typed are the reviewer's, kept as typed (compared as before)
    assert joined_lines("第一行\n第二行", "Line one\nline two") == ("第一行\n第二行", 0)


# ---------------------------------------------------------------- 2. a reviewer's translation kept as fuzzy

def reviewer_fuzzy(checkout: Path, previous: str | None) -> None:
    """12A3's Chinese made a reviewer's translation the build kept as fuzzy (its note in the comment), translated
    from ``previous`` (None: the English it has now, an edit awaiting approval)."""
    path = checkout / LAWS_ZH
    po = polib.pofile(str(path), wrapwidth=WRAP_WIDTH)
    entry = next(e for e in po if e.msgctxt == "2017|12A3")
    entry.msgstr = "审校者的译文。"
    entry.flags.append("fuzzy")
    entry.previous_msgid = previous
    entry.comment = (entry.comment + "\n" if entry.comment else "") + REVIEWER_KEPT_FUZZY.format(lang="zh")
    po.save(str(path))


@pytest.mark.parametrize("ui_lang, previous, message", [
    ("zh", "An older English.", "模糊：审校人员翻译之后英文已更改：请对照新的英文检查译文（审校界面显示改动的词语），必要时修改，然后审定"),
    ("en", "An older English.", "fuzzy: the English changed after a reviewer translated it: check the translation "
                                "against the new English (the review screen shows the words that changed), correct "
                                "it if need be, then approve it"),
    ("el", None, "ασαφές: μετάφραση αναθεωρητή που δεν έχει εγκριθεί ακόμη: ελέγξτε την με το αγγλικό και μετά "
                 "εγκρίνετέ την"),
])
async def test_a_reviewers_fuzzy_translation_says_what_happened_and_what_to_do(checkout, ui_lang, previous, message):
    reviewer_fuzzy(checkout, previous)
    async with review(checkout, size=(100, 40), ui_lang=ui_lang) as (app, pilot, screen):
        await goto(pilot, "12A3")
        findings = [f.message for f in screen.current.langs["zh"].findings if f.check == "fuzzy"]
        body = squash(on_screen(screen.query_one("#col-target", Static)))
    assert len(findings) == 1 and message.endswith(findings[0])
    assert squash(message) in body and "#|" not in body and "awaits" not in body


async def test_approval_drops_the_builds_fuzzy_note(checkout):
    from helper.catalog.build import build_all

    reviewer_fuzzy(checkout, "An older English.")
    async with review(checkout, ui_lang="zh") as (app, pilot, screen):
        await goto(pilot, "12A3")
        await pilot.press("a")
        await pilot.pause()
        if "再按 a" in screen.message:
            await pilot.press("a")
            await pilot.pause()
    entry = po_entry(checkout, LAWS_ZH, "2017|12A3")
    assert not entry.fuzzy and entry.msgstr == "审校者的译文。"
    assert "kept by rebuilds as fuzzy" not in entry.comment
    assert entry.comment.splitlines()[-1] == REVIEWER_KEPT  # as the next build says it: the build changes nothing
    before = (checkout / LAWS_ZH).read_bytes()
    build_all(checkout)
    assert (checkout / LAWS_ZH).read_bytes() == before


# ---------------------------------------------------------------- 3. each line's label once

@pytest.mark.parametrize("ui_lang", ["zh", "el", "en"])
async def test_no_line_says_its_label_twice(checkout, ui_lang):
    async with review(checkout, ui_lang=ui_lang, target="zh") as (app, pilot, screen):
        await goto(pilot, "12A1")
        lines = {}
        for key, kind in (("g", "goto"), ("slash", "search"), ("n", "note"), ("g", "messages")):
            if kind == "messages":  # the go-to line of the interface strings (their checks take seconds: not run)
                screen.domain = "messages"
            await pilot.press(key)
            await pilot.pause()
            label = str(screen.query_one("#review-prompt", Static).render()).strip()
            box = screen.query_one("#review-input", Input)
            box.value = ""
            lines[kind] = label + box.placeholder
            await pilot.press("escape")
            await pilot.pause()
            if box.display:
                await pilot.press("escape")
    for kind, line in lines.items():
        word = re.sub(r"[:：]$", "", line.split(":")[0].split("：")[0])
        assert line.count(word) == 1, (kind, line)
    if ui_lang == "zh":
        assert lines["goto"] == "跳转到：条款编号，如 12C2(a)、12Γ2(α)、第12条C款2项(a)；按 Enter"


# ---------------------------------------------------------------- 4. go-to: parents, Chinese and Greek forms

@pytest.mark.parametrize("typed, shown", [
    ("12C1", "12C1(a)"), ("12c1", "12C1(a)"), (" 12 C 1 ", "12C1(a)"), ("第十二条", "12A"), ("第12条C款1项", "12C1(a)"),
    ("12条C1", "12C1(a)"), ("Άρθρο 12", "12A"), ("ΆΡΘΡΟ 86β", "86B1"), ("12Γ1", "12C1(a)"), ("12γ2", "12C2(a)"),
    ("86B", "86B1"), ("12条c1 (e)", "12C1(e)"),
])
async def test_go_to_a_parent_or_a_chinese_or_greek_form(checkout, typed, shown):
    async with review(checkout, ui_lang="zh") as (app, pilot, screen):
        await goto(pilot, "86B3")
        await goto(pilot, typed)
        assert screen.current.id == shown and not screen.current.title
        assert screen.message == ""


@pytest.mark.parametrize("ui_lang, typed, said", [
    ("zh", "13A", "这里没有规则条款 13A：此目录包含第12条、第86条。请这样输入：第12条C款2项(a)、第12条C款1项、12C2(a)、12C1、"
                  "12Γ2(α)、12Γ1"),
    ("en", "xyz", "Not a law paragraph id: xyz. Type one as 12C2(a), 12C1, 12Γ2(α), 12Γ1, 第12条C款2项(a), 第12条C款1项"),
    ("el", "12C9", "Δεν υπάρχει εδώ παράγραφος 12C9: ο κατάλογος έχει τους Νόμους 12, 86. Γράψτε τον αριθμό όπως 12Γ2(α), "
                   "12Γ1, 12C2(a), 12C1, 第12条C款2项(a), 第12条C款1项"),
])
async def test_an_unknown_id_is_said_with_examples(checkout, ui_lang, typed, said):
    async with review(checkout, ui_lang=ui_lang) as (app, pilot, screen):
        await goto(pilot, "12A2")
        await goto(pilot, typed)
        assert screen.current.id == "12A2"
        assert screen.message == said


# ---------------------------------------------------------------- 5. an entry that leaves the filtered list

@pytest.mark.parametrize("ui_lang, said", [
    # (approved by whom and the id in the screen's language: fix9bq, fresh tester 9aa)
    ("zh", "已审校（R）并保存到 locales/zh_Hans/LC_MESSAGES/laws.po。第12条A款1项 已无问题，已移出列表（只看问题）。"),
    ("en", "Approved by R and saved in locales/zh_Hans/LC_MESSAGES/laws.po. 12A1 has nothing left to look at: it left "
           "the list (problems only)."),
    ("el", "Εγκρίθηκε από R και αποθηκεύτηκε στο locales/zh_Hans/LC_MESSAGES/laws.po. 12Α1: δεν μένει τίποτα προς "
           "έλεγχο· βγήκε από τη λίστα (μόνο προβλήματα)."),
])
async def test_an_entry_approved_out_of_the_problems_list_is_said(checkout, ui_lang, said):
    async with review(checkout, ui_lang=ui_lang) as (app, pilot, screen):
        await goto(pilot, "12A1")
        await pilot.press("f")
        await pilot.pause()
        assert screen.current.id == "12A1"
        await pilot.press("a")  # 12A1 is fuzzy only: approved, it has nothing to look at
        await pilot.pause()
        assert screen.current.id != "12A1"
        assert screen.message == said


# ---------------------------------------------------------------- 6. the title while the interface strings are checked

@pytest.mark.parametrize("ui_lang, title", [
    ("zh", "界面字符串审校：英文与中文：正在检查译文…"),
    ("en", "Review of the interface strings: English and Chinese: checking the translations…"),
])
async def test_the_title_names_the_interface_strings_while_they_are_checked(checkout, ui_lang, title):
    async with review(checkout, ui_lang=ui_lang) as (app, pilot, screen):
        screen.domain, screen.checking = "messages", True  # as `d` leaves them while the checks run (seconds)
        screen.render_title()
        assert str(screen.query_one("#review-title", Static).content) == title  # a Wrapped (fix9bp): its text
        screen.domain, screen.checking = "laws", False


# ---------------------------------------------------------------- 7. Chinese counts in one style

async def test_chinese_counts_are_written_in_one_style(checkout):
    async with review(checkout, ui_lang="zh") as (app, pilot, screen):
        await goto(pilot, "12C2(b)")
        await pilot.press("a")
        await pilot.pause()
        assert re.fullmatch(r"审定后（清除模糊标记）此条目将有 \d+ 个未解决的错误：.*", screen.message)
    po = polib.pofile(str(checkout / "locales/zh_Hans/LC_MESSAGES/messages.po"))
    # a count placeholder stands apart, a space each side, as in "{count} 个发现" (an ordinal 第{number}条 excepted)
    glued = [text for e in po if not e.obsolete for text in [e.msgstr, *e.msgstr_plural.values()]
             if re.search(r"(?<=[\u4e00-\u9fff])(?<!第)\{count\}|\{count\}(?=[\u4e00-\u9fff])", text)]
    assert glued == []


# ---------------------------------------------------------------- 8. an accepted finding's reason in brackets

async def test_an_accepted_reason_stands_in_the_languages_brackets(checkout):
    from helper.catalog.checks import reason_text

    reason = "The fuzzy Chinese of 12C2(c) is 1997 Law 88 (source 002 line 170), '自已' for '自己' included."
    async with review(checkout, size=(100, 60), ui_lang="zh") as (app, pilot, screen):
        await goto(pilot, "12C2(c)")
        body = screen.column_body(screen.current, "zh").plain
        screen.ui_lang = "en"  # the same finding on an English screen: ASCII brackets after a space
        english = screen.column_body(screen.current, "zh").plain
        screen.ui_lang = "zh"
    assert "（" + reason_text(reason, "zh") + "）" in body and " (" + reason_text(reason, "zh") not in body
    assert " (" + reason + ")" in english
