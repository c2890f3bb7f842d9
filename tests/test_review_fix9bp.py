"""Review screen, Chinese line breaking in the editor and on its lines of questions and findings, issue 9 §3
(tester 9aa, branch fix9bp).

1. The editor (Textual's TextArea) broke its rows by width only: "。" alone on a row at 80x24 (12B1), a row
beginning "，完全没有过错的" at 60x16 (12C2(a)), "…六（" / "括号内）". Its Chinese lines are broken as the panes
break them (no row begins with a closing mark or ends with an opening one, 60% whole), the text as typed;
English and Greek lines are broken as Textual breaks them.
2. The editor's question on F2 was broken by Rich at its spaces only: "保存后此文本将有 9" / "个新的未解决错误…"; so
was the review screen's title ("…21" / "条有发现" at 50 columns). Both are broken as the panes are.
3. A Greek (or English) finding quoting a Chinese text ended a row with the opening « (or '), the quote on the
next row.
Real catalogue files in a private copy of the checkout; Textual's pilot, the screen's text as drawn."""

from __future__ import annotations

import re
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from textual.widgets import Static

from helper.tui.edit import EditScreen, TranslationArea
from helper.tui.review import ReviewApp
from tests.support import checked, copy_checkout, on_screen
from tests.test_review_faults import goto
from tests.test_review_fix9bh import translate
from tests.test_review_fix9q import drawn_rows

NO_LINE_START = "，。、；：？！）】〕」』”’»"
NO_LINE_END = "（【〔「『“‘«"

# Tester 9aa's texts (log.md): 12B1 typed in two lines at 80x24; 12C2(a) in two lines at 60x16; the brackets
# and quotation marks typed into 12C1(c) at 60x16.
ZH_12B1 = ("调整得分的目的是弥补非违规方所受的损害，并剥夺违规方通过其违规所获得的任何利益。\n"
           "损害是指：由于违规，无辜方得到的牌桌结果不如违规未发生时本应预期的结果有利。")
ZH_12C2A = ("当由于违规而无法得出结果时（另见本条C1(d)），裁判根据对违规所负的责任判给人为调整分：\n"
            "直接有过错的参赛者得平均负分（双人赛中至多为可得比赛分的40%），仅部分有过错的参赛者得平均分（双人赛中为50%）"
            "，完全没有过错的参赛者得平均正分（双人赛中至少为60%）。")
DIGITS = "一二三四五六七八九十"
ZH_MARKS = (f"{DIGITS}{DIGITS}一二三四五六（括号内）\n{DIGITS}{DIGITS}一二三四五六“引号”\n"
            f"{DIGITS}{DIGITS}一二三四五六七）。")


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    return copy_checkout(tmp_path / "checkout")


@asynccontextmanager
async def editing(checkout: Path, size, paragraph: str, text: str, ui_lang: str = "zh", target: str = "zh"):
    """The editor open on ``paragraph`` with ``text`` typed into it (a paste, as the tester's tmux did)."""
    app = ReviewApp(ui_lang=ui_lang, target=target, root=checkout, reviewer="R")
    async with app.run_test(size=size) as pilot:
        await checked(pilot, app.screen)
        await goto(pilot, paragraph)
        await pilot.press("e")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, EditScreen)
        area = editor.query_one(TranslationArea)
        area.insert(text)
        for _ in range(20):  # until the rows are shared anew (EditScreen.share_height): the text whole in view
            await pilot.pause()
            if area.size.height > area.wrapped_document.height and area.scroll_y == 0:
                break
        # then until the rows drawn stop changing: read at once, a row could still be the frame before the last
        # re-wrap (its last character under the scrollbar of that frame: merge21's fresh run, a loaded machine)
        drawn = None
        for _ in range(20):
            await pilot.pause()
            now = drawn_rows(app, area)
            if now == drawn:
                break
            drawn = now
        yield app, pilot, editor


def area_rows(app, editor) -> list[str]:
    """The text area's rows as drawn, up to the last one with text."""
    rows = [row.rstrip() for row in drawn_rows(app, editor.query_one(TranslationArea))]
    while rows and not rows[-1]:
        rows.pop()
    return rows


def assert_broken_by_the_rules(rows: list[str], text: str) -> None:
    assert "".join(rows) == text.replace("\n", "")
    assert not [row for row in rows if row.lstrip()[:1] in set(NO_LINE_START)], rows
    assert not [row for row in rows if row[-1:] in set(NO_LINE_END)], rows


# ---------------------------------------------------------------- 1. the editor's rows

@pytest.mark.parametrize("size, paragraph, text, rows", [
    ((80, 24), "12B1", ZH_12B1, [  # "。" alone on the fourth row
        "调整得分的目的是弥补非违规方所受的损害，并剥夺违规方通过其违规所获得的任何",
        "利益。",
        "损害是指：由于违规，无辜方得到的牌桌结果不如违规未发生时本应预期的结果有",
        "利。"]),
    ((60, 16), "12C2(a)", ZH_12C2A, [  # a row began "，完全没有过错的"
        "当由于违规而无法得出结果时（另见本条C1(d)），裁判根据对",
        "违规所负的责任判给人为调整分：",
        "直接有过错的参赛者得平均负分（双人赛中至多为可得比赛分",
        "的40%），仅部分有过错的参赛者得平均分（双人赛中为",
        "50%），完全没有过错的参赛者得平均正分（双人赛中至少为",
        "60%）。"]),
    ((80, 24), "12C2(a)", ZH_12C2A, [  # 人为调整分, 参赛者: terms kept on one row (as in the panes)
        "当由于违规而无法得出结果时（另见本条C1(d)），裁判根据对违规所负的责任判给",
        "人为调整分：",
        "直接有过错的参赛者得平均负分（双人赛中至多为可得比赛分的40%），仅部分有过错",
        "的参赛者得平均分（双人赛中为50%），完全没有过错的参赛者得平均正分（双人赛中",
        "至少为60%）。"]),
    ((60, 16), "12C1(c)", ZH_MARKS, [  # "…六（" / "括号内）", "…七" / "）。"
        f"{DIGITS}{DIGITS}一二三四五六", "（括号内）",
        f"{DIGITS}{DIGITS}一二三四五六“引", "号”",
        f"{DIGITS}{DIGITS}一二三四五六", "七）。"]),
])
async def test_the_editor_breaks_chinese_rows_by_the_rules(checkout, size, paragraph, text, rows):
    async with editing(checkout, size, paragraph, text) as (app, pilot, editor):
        shown = area_rows(app, editor)
        assert shown == rows, shown
        assert_broken_by_the_rules(shown, text)
        assert editor.query_one(TranslationArea).text == text  # as typed: no character put in or taken out


async def test_typing_in_the_editor_keeps_the_rows_and_the_cursor_right(checkout):
    """Typed key by key (each key re-wraps only the line it changed) and moved through: the rows are those of
    the whole text broken at once, the cursor at the end of the row it is on, the text as typed."""
    first, second = ZH_12B1.split("\n")
    async with editing(checkout, (80, 24), "12B1", first + "\n") as (app, pilot, editor):
        area = editor.query_one(TranslationArea)
        for char in second:  # one edit per character, as typed (the pilot's keys have no name for "，")
            area.insert(char)
            await pilot.pause()
        assert area.text == ZH_12B1
        assert area_rows(app, editor)[2:] == [second[:-2], second[-2:]]
        assert area.cursor_location == (1, len(second))
        assert area.wrapped_document.location_to_offset(area.cursor_location) == (4, 3)  # after "利。" on row 4
        await pilot.press("up")  # to the row above, the same cell: after the fifth character
        assert area.cursor_location == (1, 2)
        await pilot.press("home", "up")  # the start of the row "利益。"
        assert area.cursor_location == (0, len(first) - 3)
        await pilot.press("backspace")  # the last character of the first row, 何, taken out: 利 goes up to it
        await pilot.pause()
        assert area_rows(app, editor)[:2] == [first[:-4] + first[-3:-2], first[-2:]]
        assert area.text == ZH_12B1.replace("何利", "利")


async def test_english_and_greek_rows_are_textual_s_own(checkout):
    """A line without a Chinese character is broken as Textual breaks it, beside a Chinese one broken by the
    rules (the tester's 12C2(a) with its English and its Greek typed under it)."""
    from textual._wrap import compute_wrap_offsets

    english = ("When owing to an irregularity no result can be obtained [see also C1(d)] the Director awards an "
               "artificial adjusted score according to responsibility for the irregularity.")
    greek = ("Όταν λόγω μιας παρατυπίας δεν μπορεί να επιτευχθεί αποτέλεσμα [βλ. επίσης Γ1(δ)] ο Διαιτητής "
             "επιδικάζει μια τεχνητή διορθωμένη βαθμολογία («average minus»).")
    text = ZH_12C2A + "\n" + english + "\n" + greek
    async with editing(checkout, (60, 40), "12C2(a)", text) as (app, pilot, editor):  # tall: every row in view
        area = editor.query_one(TranslationArea)
        shown = area_rows(app, editor)
        width = area.wrap_width
        textual = []
        for line in (english, greek):
            breaks = [0, *compute_wrap_offsets(line, width, 4), len(line)]
            textual += [line[start:end].rstrip() for start, end in zip(breaks, breaks[1:])]
        assert shown[-len(textual):] == textual
        assert_broken_by_the_rules(shown[:-len(textual)], ZH_12C2A)
        assert area.text == text


# ---------------------------------------------------------------- 2. the editor's question, the title

# Tester 9aa's text typed into 12C1(c) (punct.txt): brackets, quotation marks and every Chinese mark.
PUNCT = ("字，字字。字字字（字字字字）字字字字字“字”字字：字字字；字字字字、字字字字字，字。字字（字字字）字字字字“字字字字字”字："
         "字字；字字字、字字字字，字字字字字。字（字字）字字字“字字字字”字字字字字：字；字字、字字字，字字字字。字字字字字（字）字字"
         "“字字字”字字字字：字字字字字；字、字字，字字字。字字字字（字字字字字）字“字字”字字字：字字字字；字字字字字、字，字字。字字字"
         "（字字字字）字字字字字“字”字字：字字字；字字字字、字字字字字，字。字字（字字字）字字字字“字字字字字”")


@pytest.mark.parametrize("size, rows", [
    # (fix9ce: the 8 errors of 'sentences' counted, the kinds accounting for the 10; since b6dc7025 a character three
    # times in a row, 字字字, is a doubled finding besides the word written twice, 字字字字: 2 of 'doubled')
    ((60, 16), ["保存后此文本将有 10 个新的未解决错误：重复的词（2）、句", "子（8）。再按 F2 仍予保存；继续编辑可修改。"]),
    ((80, 24), ["保存后此文本将有 10 个新的未解决错误：重复的词（2）、句子（8）。再按 F2 仍予",
                "保存；继续编辑可修改。"]),
])
async def test_the_editor_s_question_keeps_a_count_with_its_unit(checkout, size, rows):
    async with editing(checkout, size, "12C1(c)", PUNCT) as (app, pilot, editor):
        await pilot.press("f2")
        for _ in range(3):
            await pilot.pause()
        assert app.screen is editor and editor.confirmed == PUNCT  # asked, not saved
        shown = [row.rstrip() for row in drawn_rows(app, editor.query_one("#edit-status", Static)) if row.strip()]
        # Rich: "保存后此文本将有 9" / "个新的未解决错误：重复的词、句子。再按 F2" / "仍予保存；继续编辑可修改。"
        assert shown == rows, shown


async def test_the_title_keeps_a_count_with_its_unit(checkout):
    app = ReviewApp(ui_lang="zh", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(50, 16)) as pilot:
        await checked(pilot, app.screen)
        shown = [row.rstrip() for row in drawn_rows(app, app.screen.query_one("#review-title", Static))]
    # Rich (tester 9aa's counts): "审校：英文与中文，共 28 条，21 条待查看，21" / "条有发现"
    assert re.fullmatch(r"审校：英文与中文，共 28 条，(\d+) 条待查看，\1 条有", shown[0]), shown
    assert shown[1:] == ["发现"]


# ---------------------------------------------------------------- 3. a finding quoting a Chinese text

@pytest.mark.parametrize("ui_lang, size, rows", [
    ("el", (60, 16), ["της μετάφρασης δεν", "υπάρχει στο αγγλικό:", "«字，字字。»"]),  # "…αγγλικό: «" / "字，字字。»"
    ("el", (80, 24), ["για «assigned adjusted score»", "(«裁定调整分 / 裁定的调整分») δεν"]),  # "… («" / "裁定调整分 …"
    ("el", (100, 30), ["παρενθετικό μόνο στη μετάφραση: «（字字字", "字）»"]),  # "…: «（字字字字）" / "»"
    ("en", (100, 30), ["- [error] doubled word: word written twice:", "'字字字字' in the translation"]),
    ("en", (60, 16), ["the term for 'assigned", "adjusted score'", "('裁定调整分 / 裁定的", "调整分') is not in the"]),
    # ("adjusted score' ('" / "裁定调整分 / 裁定的调整分" / "') is not in the")
])
async def test_no_row_of_a_finding_ends_with_an_opening_quotation_mark(checkout, ui_lang, size, rows):
    translate(checkout, "2017|12C1(c)", PUNCT)
    app = ReviewApp(ui_lang=ui_lang, target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=size) as pilot:
        await checked(pilot, app.screen)
        await goto(pilot, "12C1(c)")
        shown = [row.strip() for row in on_screen(app.screen.query_one("#col-target")).splitlines()]
    start = shown.index(rows[0])
    assert shown[start:start + len(rows)] == rows
    findings = shown[shown.index({"el": "Ευρήματα:", "en": "Findings:"}[ui_lang]):]
    assert not [row for row in findings if row.endswith(("«", "“", "(", "[", " '", "('"))], findings
    # (a row may begin with the opening ' of 'assigned adjusted score', not with a closing one: "') is")
    assert not [row for row in findings if row.startswith(("»", "”", ")", "]")) or re.match(r"'[\s,;:)）]", row)
                or row == "'"], findings
