"""Review screen, Chinese line breaking in the editor and on its lines of questions and findings, issue 9 §3
(tester 9aa, branch fix9bp).

1. The editor (Textual's TextArea) broke its rows by width only: "。" alone on a row at 80x24 (12B1), a row
beginning "，完全没有过错的" at 60x16 (12C2(a)), "…六（" / "括号内）". Its Chinese lines are broken as the panes
break them (no row begins with a closing mark or ends with an opening one, 60% whole), the text as typed;
English and Greek lines are broken as Textual breaks them.
2. The editor's question on F2 was broken by Rich at its spaces only: "保存后此文本将有 9" / "个新的未解决错误…".
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
        editor.query_one(TranslationArea).insert(text)
        for _ in range(3):
            await pilot.pause()
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


# Tester 9aa's text typed into 12C1(c) (punct.txt): brackets, quotation marks and every Chinese mark.
PUNCT = ("字，字字。字字字（字字字字）字字字字字“字”字字：字字字；字字字字、字字字字字，字。字字（字字字）字字字字“字字字字字”字："
         "字字；字字字、字字字字，字字字字字。字（字字）字字字“字字字字”字字字字字：字；字字、字字字，字字字字。字字字字字（字）字字"
         "“字字字”字字字字：字字字字字；字、字字，字字字。字字字字（字字字字字）字“字字”字字字：字字字字；字字字字字、字，字字。字字字"
         "（字字字字）字字字字字“字”字字：字字字；字字字字、字字字字字，字。字字（字字字）字字字字“字字字字字”")


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
