"""Review screen at small sizes and Chinese line breaking, issue 9 §3 (tester 9y, branch fix9bh).

1. At 60x16 the editor gave the English 3 rows, cut, while rows of the text area stood empty: the rows are
shared by content (the text area its lines and one to type on, the English the rest, at least 3 rows).
2. A key's label was split across rows ("f Μόνο" / "προβλήματα", "PgUp/Dn Scroll" / "texts"): a key and its
label wrap as one unit, in every language and size.
3. At 60x16 beside a status message the file line was cut ("…laws.po (το αντίγραφο του…"): a short form fits.
4. A pane's Chinese began a row with a closing mark ("）。") or parted a number from its percent ("５０" /
"％），"): no row begins with ，。、；：？！）】〕」』”’ or ends with （【〔「『“‘, and 60％, 第１２条 stay whole.
Real catalogue files in a private copy of the checkout; Textual's pilot, the screen's text as drawn."""

from __future__ import annotations

from contextlib import asynccontextmanager
from pathlib import Path

import polib
import pytest

from helper.tui.review import ReviewApp, review_keys
from tests.support import checked, on_screen, squash
from tests.test_review_faults import goto
from tests.test_review_fix9q import drawn_rows

LAWS_ZH = Path("locales/zh_Hans/LC_MESSAGES/laws.po")

# Tester 9x's 12C2(a) in Chinese (B1-20, /tmp/t9x/b1.json), the same typed with full-width digits, once with 第１２条;
# and B1-21 (the percentages in words).
ZH_12C2A = ("如因违规而无法取得结果〔另见本条C款1项(d)〕，裁判根据对违规所负的责任判给人为调整分：对有直接过错的参赛者"
            "判给平均负分（双人赛中至多为可得比赛分的40%），对仅有部分过错的参赛者判给平均分（双人赛中为50%），对毫无"
            "过错的参赛者判给平均正分（双人赛中至少为60%）。")
FULL_WIDTH = ZH_12C2A.translate(str.maketrans("0123456789%", "０１２３４５６７８９％"))
CITED = ZH_12C2A.replace("〔另见本条C款1项(d)〕", "（另见第１２条C款1项(d)）")
B1_21 = ("因违规而不能取得结果时〔另见上文C1(d)〕，裁判按照对违规的责任判给人为调整分：毫无过错的参赛者得平均正分（双人赛"
         "中至少为百分之六十），仅有部分过错的参赛者得平均分（双人赛中为百分之五十），有直接过错的参赛者得平均负分（双人赛中"
         "至多为可得比赛分的百分之四十）。")

NO_LINE_START = "，。、；：？！）】〕」』”’"
NO_LINE_END = "（【〔「『“‘"


def translate(checkout: Path, context: str, text: str) -> None:
    """Give the Chinese entry ``context`` the translation ``text`` in the checkout's catalogue."""
    po = polib.pofile(str(checkout / LAWS_ZH))
    [entry] = [e for e in po if e.msgctxt == context and not e.obsolete]
    entry.msgstr = text
    if "fuzzy" in entry.flags:
        entry.flags.remove("fuzzy")
    po.save()


@asynccontextmanager
async def review(checkout: Path, size, ui_lang: str = "zh", target: str = "zh"):
    app = ReviewApp(ui_lang=ui_lang, target=target, root=checkout, reviewer="R")
    async with app.run_test(size=size) as pilot:
        await checked(pilot, app.screen)
        yield app, pilot, app.screen


# ---------------------------------------------------------------- 1. the editor's rows shared by content

async def test_the_editor_gives_the_english_the_rows_the_text_does_not_need(checkout):
    translate(checkout, "2017|12C2(a)", ZH_12C2A)
    async with review(checkout, (60, 16), ui_lang="en") as (app, pilot, screen):
        await goto(pilot, "12C2(a)")
        english = screen.current.english
        await pilot.press("e")
        for _ in range(4):
            await pilot.pause()
        editor = app.screen
        shown = [row.strip() for row in drawn_rows(app, editor.query_one("#edit-english-pane"))]
        area = [row.rstrip() for row in drawn_rows(app, editor.query_one("#edit-area"))]
        # the tester's 60x16: 3 rows of the English, cut, above 5 rows of text and 2 empty ones
        assert shown == ["When owing to an irregularity no result can be", "obtained [see also C1(d)] the Director awards an",
                         "artificial adjusted score according to responsibility", "for the irregularity: average minus (at most 40% of"]
        assert squash("".join(area)) == squash(ZH_12C2A) and area[-1] == "" and area[-2] != ""  # one row to type on
        await pilot.press("enter", "enter")  # two lines more of text: the English gives rows up (3 at least)
        for _ in range(3):
            await pilot.pause()
        assert len(drawn_rows(app, editor.query_one("#edit-english-pane"))) == 3
    translate(checkout, "2017|12C2(a)", ZH_12C2A)
    async with review(checkout, (80, 24)) as (app, pilot, screen):
        await goto(pilot, "12C2(a)")
        await pilot.press("e")
        for _ in range(4):
            await pilot.pause()
        shown = [row.strip() for row in drawn_rows(app, app.screen.query_one("#edit-english-pane"))]
        # at 80x24 the English whole (5 rows and a scroll bar before, 14 rows of text empty)
        assert " ".join(shown) == english


# ---------------------------------------------------------------- 2. a key and its label, one unit

async def test_a_key_and_its_label_are_never_parted():
    for ui_lang in ("en", "el", "zh"):
        for size in ((60, 16), (80, 24), (100, 30)):
            app = ReviewApp(ui_lang=ui_lang, target="zh" if ui_lang == "zh" else "el", reviewer="R")
            async with app.run_test(size=size) as pilot:
                await checked(pilot, app.screen)
                rows = [" ".join(row.replace("\u00a0", " ").split())
                        for row in drawn_rows(app, app.screen.query_one("#review-keys"))]
            for key, label in review_keys(ui_lang):  # each whole on one row (tester 9y: "f Μόνο" / "προβλήματα")
                assert any(f"{key} {label}" in row for row in rows), (ui_lang, size, key, label, rows)
            # and F1 after them where it takes no row more (fix9ge: at each of these sizes)
            keys = [*review_keys(ui_lang), ("F1", {"en": "Help", "el": "Βοήθεια", "zh": "帮助"}[ui_lang])]
            assert " ".join(rows).split() == "  ".join(f"{k} {v}" for k, v in keys).split()


# ---------------------------------------------------------------- 3. the file line beside a status message

async def test_the_file_line_has_a_short_form_that_fits_beside_a_message(checkout, monkeypatch):
    from helper.catalog import review as catalog_review

    monkeypatch.chdir(checkout)
    # an installed copy run from inside the reviewer's checkout (tester 9y): it saves into that checkout
    monkeypatch.setattr(catalog_review, "save_location", lambda _root, lang, domain, **_k: (
        checkout / "locales" / ("zh_Hans" if lang == "zh" else lang) / "LC_MESSAGES" / f"{domain}.po", "current"))
    # the language's directory kept, the middle of the path cut (fix9bq, fresh tester 9aa: "…SAGES/laws.po")
    expected = {"en": "Reads and saves …/el/…/laws.po (current directory)",
                "el": "Διαβάζει και αποθηκεύει το …/el/…/laws.po (τρέχων φάκελος)",
                "zh": "读写 …/zh_Hans/LC_MESSAGES/laws.po（当前目录的源代码副本）"}
    for ui_lang, row in expected.items():
        async with review(checkout, (60, 16), ui_lang=ui_lang, target="zh" if ui_lang == "zh" else "el") as (
                app, pilot, screen):
            await goto(pilot, "12C3")
            await pilot.press("n", "x", "enter")  # a note saved: the status line says so
            await pilot.pause()
            assert screen.message
            rows = [row.strip() for row in drawn_rows(app, screen.query_one("#review-where")) if row.strip()]
            assert rows == [row], ui_lang  # whole, no "(το αντίγραφο του…"


# ---------------------------------------------------------------- 4. Chinese line breaking in the panes

def text_rows(widget) -> list[str]:
    """The rows of a pane's text as drawn (its whole height, scrolled or not), up to the blank row after it."""
    rows = [row.strip() for row in on_screen(widget).splitlines()]
    return rows[:rows.index("")] if "" in rows else rows


@pytest.mark.parametrize("size, text, rows", [
    ((80, 24), B1_21, [  # "），仅有部分…" began a row
        "因违规而不能取得结果时〔另见上文", "C1(d)〕，裁判按照对违规的责任判给", "人为调整分：毫无过错的参赛者得",
        "平均正分（双人赛中至少为百分之六", "十），仅有部分过错的参赛者得平均分", "（双人赛中为百分之五十），有直接过错",
        "的参赛者得平均负分（双人赛中至多为可", "得比赛分的百分之四十）。"]),
    ((60, 16), FULL_WIDTH, [  # "５０" / "％），" parted
        "如因违规而无法取得结果", "〔另见本条C款１项(d)〕，", "裁判根据对违规所负的责任", "判给人为调整分：对有直接",
        "过错的参赛者判给平均负分", "（双人赛中至多为可得", "比赛分的４０％），对仅有", "部分过错的参赛者判给",
        "平均分（双人赛中为", "５０％），对毫无过错的", "参赛者判给平均正分", "（双人赛中至少为", "６０％）。"]),
    ((60, 16), CITED, [  # "），裁判根据…" began a row
        "如因违规而无法取得结果", "（另见第１２条C款1项", "(d)），裁判根据对违规所负", "的责任判给人为调整分：对",
        "有直接过错的参赛者判给", "平均负分（双人赛中至多为", "可得比赛分的40%），对仅有", "部分过错的参赛者判给",
        "平均分（双人赛中为50%），", "对毫无过错的参赛者判给", "平均正分（双人赛中至少为", "60%）。"]),
])
async def test_the_chinese_panes_break_lines_by_the_rules(checkout, size, text, rows):
    translate(checkout, "2017|12C2(a)", text)
    async with review(checkout, size) as (app, pilot, screen):
        await goto(pilot, "12C2(a)")
        shown = text_rows(screen.query_one("#col-target"))
        assert shown == rows
        assert "".join(shown) == text
        assert not [row for row in shown[1:] if row[0] in NO_LINE_START]
        assert not [row for row in shown[:-1] if row[-1] in NO_LINE_END]
