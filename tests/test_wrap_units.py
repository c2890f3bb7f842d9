"""Line breaking never parts a number from its unit (issue 10): ``15,6 βαθμοί αγώνα`` (both
words of the Greek unit), ``9.6 比赛分``, ``3 IMPs``; another table's score from its
recomputed value (``+400: 21``); a weight from its outcome (``40% -50: 3 MP``); a side
from its score (``ΒΝ 41,67%``); ``Law``/``Νόμος`` from the paragraph id.

The expected lines are worked out by hand: the greedy rule fills each line with
whole tokens while they fit (a Chinese character is two cells).
"""

from __future__ import annotations

import pytest
from textual.widgets import Input

from helper.tui.app import HelperApp
from helper.tui.wrap import wrap
from tests.support import on_screen

GREEK_SUMMARY = "12Γ1(α), 12Γ1(β), 12Γ1(γ): ΒΝ 51,43% = 7,2 βαθμοί αγώνα, ΑΔ 48,57% = 6,8 βαθμοί αγώνα"
GREEK_FIELD = ("Άλλα τραπέζια, βαθμοί αγώνα ΒΝ υπολογισμένοι εκ νέου: +400: 6,8· +420: 10,4· -50: 2,4· "
               "+170: 4,8· +420: 10,4· +450: 14· -100: 0")
ENGLISH_FIELD = "Other tables, NS matchpoints recomputed: +400: 6.8; +420: 10.4; -50: 2.4; +170: 4.8; +420: 10.4; +450: 14; -100: 0"


@pytest.mark.parametrize("text, width, lines", [
    # 68 cells to "48,57% =", then " 6,8 βαθμοί αγώνα" (17) would make 85: the unit goes down whole
    # (the old rule gave "... = 6,8 βαθμοί" / "αγώνα": 79 cells fitted).
    (GREEK_SUMMARY, 80, ["12Γ1(α), 12Γ1(β), 12Γ1(γ): ΒΝ 51,43% = 7,2 βαθμοί αγώνα, ΑΔ 48,57% =",
                         "6,8 βαθμοί αγώνα"]),
    # 56 cells to "αγώνα,"; " ΑΔ 48,57%" would make 66: the side goes down with its score.
    (GREEK_SUMMARY, 60, ["12Γ1(α), 12Γ1(β), 12Γ1(γ): ΒΝ 51,43% = 7,2 βαθμοί αγώνα,",
                         "ΑΔ 48,57% = 6,8 βαθμοί αγώνα"]),
    # 53 cells to "νέου:"; " +400: 6,8·" would make 63 > 60: the score goes down with its value
    # (the old rule gave "... νέου: +400:" / "6,8· ...": 59 cells fitted).
    (GREEK_FIELD, 60, ["Άλλα τραπέζια, βαθμοί αγώνα ΒΝ υπολογισμένοι εκ νέου:",
                       "+400: 6,8· +420: 10,4· -50: 2,4· +170: 4,8· +420: 10,4·",
                       "+450: 14· -100: 0"]),
    # 75 cells to "10,4·"; " -50: 2,4·" would make 85.
    (GREEK_FIELD, 80, ["Άλλα τραπέζια, βαθμοί αγώνα ΒΝ υπολογισμένοι εκ νέου: +400: 6,8· +420: 10,4·",
                       "-50: 2,4· +170: 4,8· +420: 10,4· +450: 14· -100: 0"]),
    # 51 cells to "6.8;"; " +420: 10.4;" would make 63.
    (ENGLISH_FIELD, 60, ["Other tables, NS matchpoints recomputed: +400: 6.8;",
                         "+420: 10.4; -50: 2.4; +170: 4.8; +420: 10.4; +450: 14;", "-100: 0"]),
    (ENGLISH_FIELD, 80, ["Other tables, NS matchpoints recomputed: +400: 6.8; +420: 10.4; -50: 2.4;",
                         "+170: 4.8; +420: 10.4; +450: 14; -100: 0"]),
    # Chinese: 第12条C款1项(a) is 15 cells, 、 and ： 2, 比赛分 6: 34 cells to "："; "南北 51.43%" (11) 45,
    # " =" 47, " 7.2 比赛分" (11) 58, "，" 60: fits 60; "东西 48.57%" would make 71.
    ("第12条C款1项(a)、第12条C款1项(b)：南北 51.43% = 7.2 比赛分，东西 48.57% = 6.8 比赛分", 60,
     ["第12条C款1项(a)、第12条C款1项(b)：南北 51.43% = 7.2 比赛分，", "东西 48.57% = 6.8 比赛分"]),
    # At 56 " 7.2 比赛分" (58) does not fit: the number and its unit go down together.
    ("第12条C款1项(a)、第12条C款1项(b)：南北 51.43% = 7.2 比赛分，东西 48.57% = 6.8 比赛分", 56,
     ["第12条C款1项(a)、第12条C款1项(b)：南北 51.43% =", "7.2 比赛分，东西 48.57% = 6.8 比赛分"]),
    # A weight and its outcome: 44 cells to "αγώνα·"; " 40% -50: 3 βαθμοί αγώνα" (24) would make 68 > 60.
    ("ΒΝ ανά αποτέλεσμα: 60% +420: 10 βαθμοί αγώνα· 40% -50: 3 βαθμοί αγώνα", 60,
     ["ΒΝ ανά αποτέλεσμα: 60% +420: 10 βαθμοί αγώνα·", "40% -50: 3 βαθμοί αγώνα"]),
    # "(Νόμος 83):" stays whole: 51 cells to "απόφαση", then 62 > 60.
    ("Οι παίκτες μπορούν να εφεσιβάλουν αυτή την απόφαση (Νόμος 83): το δικαίωμα έφεσης", 60,
     ["Οι παίκτες μπορούν να εφεσιβάλουν αυτή την απόφαση", "(Νόμος 83): το δικαίωμα έφεσης"]),
    ("Convention: matchpoints 2 per score beaten, 1 per tie (Law 78A).", 60,
     ["Convention: matchpoints 2 per score beaten, 1 per tie", "(Law 78A)."]),
])
def test_numbers_stay_with_their_units_at_80_and_60_columns(text, width, lines):
    assert wrap(text, width) == lines


@pytest.mark.parametrize("width, lines", [
    # "ΑΔ 40% = 9,6 βαθμοί αγώνα" is 25 cells: at 25 it fits, at 24 the number and unit go down whole.
    (25, ["ΑΔ 40% = 9,6 βαθμοί αγώνα"]),
    (24, ["ΑΔ 40% =", "9,6 βαθμοί αγώνα"]),
    # At 16 the unit and its number (16 cells) still fit a line; at 15 they are longer than the line and cut.
    (16, ["ΑΔ 40% =", "9,6 βαθμοί αγώνα"]),
    (15, ["ΑΔ 40% =", "9,6 βαθμοί αγών", "α"]),
])
def test_the_boundary_of_a_greek_unit(width, lines):
    assert wrap("ΑΔ 40% = 9,6 βαθμοί αγώνα", width) == lines


def test_a_score_and_its_value_at_the_boundary():
    text = "recomputed: +400: 21; +420: 23"  # 30 cells
    assert wrap(text, 30) == [text]
    assert wrap(text, 29) == ["recomputed: +400: 21;", "+420: 23"]  # not "... +420:" / "23"
    assert wrap(text, 21) == ["recomputed: +400: 21;", "+420: 23"]
    assert wrap(text, 20) == ["recomputed:", "+400: 21; +420: 23"]  # not "recomputed: +400:" / "21; ..."


# The split weighted ruling of tests/test_tui_assigned.py (13 tables, by hand there): NS 41.67% = 10 MP,
# EW 53.33% = 12.8 MP; the other tables' recomputed NS matchpoints begin +450: 23 (twice).
WALK = [("6", None), ("1", None), ("1", None), ("1", None), (None, "3SN="), ("1", None), ("2", None),
        (None, "50 4SN=; 50 4SN-1"), (None, "60 4SN=; 40 4SN-1"),
        (None, "450, 450, 420, 420, 420, 420, 170, 170, 140, -50, -50, -100")]

SCREEN = {
    # The transcript's text is 76 cells wide at 80 columns and 56 at 60.
    ("el", 80): ["12Β1, 12Γ1(α), 12Γ1(β), 12Γ1(γ), 12Γ1(ε): ΒΝ 41,67% = 10 βαθμοί αγώνα,",
                 "ΑΔ 53,33% = 12,8 βαθμοί αγώνα"],
    ("el", 60): ["12Β1, 12Γ1(α), 12Γ1(β), 12Γ1(γ), 12Γ1(ε): ΒΝ 41,67% =",
                 "10 βαθμοί αγώνα, ΑΔ 53,33% = 12,8 βαθμοί αγώνα"],
    ("zh", 60): ["第12条B款1项、第12条C款1项(a)、第12条C款1项(b)、", "第12条C款1项(c)、第12条C款1项(e)：南北 41.67% =",
                 "10 比赛分，东西 53.33% = 12.8 比赛分"],
    ("en", 60): ["12B1, 12C1(a), 12C1(b), 12C1(c), 12C1(e): NS 41.67% =", "10 MP, EW 53.33% = 12.8 MP"],
}
FIELD_LINE = {
    ("el", 80): "Άλλα τραπέζια, βαθμοί αγώνα ΒΝ υπολογισμένοι εκ νέου: +450: 23· +450: 23·",
    ("el", 60): "Άλλα τραπέζια, βαθμοί αγώνα ΒΝ υπολογισμένοι εκ νέου:",
    ("zh", 60): "其他牌桌重新计算的南北比赛分：+450：23；+450：23；",
    ("en", 60): "Other tables, NS matchpoints recomputed: +450: 23;",
}


@pytest.mark.parametrize("lang, columns", list(SCREEN))
async def test_the_ruling_on_screen_keeps_numbers_with_units(lang, columns):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(columns, 24)) as pilot:
        box = app.query_one("#answer", Input)
        for key, text in WALK:
            if text is not None:
                box.value = text
                await pilot.press("enter")
            else:
                await pilot.press(key, "enter")
            await pilot.pause()
        assert app.dialogue.finished
        ruling = app.query_one("#transcript .ruling")
        assert on_screen(ruling).splitlines() == SCREEN[(lang, columns)]
        details = [on_screen(widget).splitlines() for widget in app.query("#transcript .detail")]
        field = next(lines for lines in details if lines[0].startswith(FIELD_LINE[(lang, columns)][:12]))
        assert field[0] == FIELD_LINE[(lang, columns)]


def test_the_tokens_are_those_of_the_one_pattern_form():
    """The tokenizer splits runs in Python rather than with a pattern holding the wide
    ranges as a character class (2.4 ms to compile at every start): on every text of the
    catalogues and the law book, and on edge cases, it gives what that pattern gave."""
    import re

    import polib
    import yaml

    from helper.tui import wrap as module
    from tests.support import REPO

    wide = "\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f"
    pattern = re.compile(module.CITATION + rf"|[ \t]+|[{wide}]|[^ \t{wide}]+")
    texts = ["根据第12条C款2项(b)裁定", "第12条（a）", "第第12条", "a第12条C款2项（b）x", "第x条", "\U0001F600 ab",
             "ａｂ　c", "\tΑΔ\u00a040%", ""]
    for path in sorted((REPO / "locales").glob("*/LC_MESSAGES/*.po")):
        for entry in polib.pofile(str(path)):
            texts += [entry.msgid, entry.msgstr, *entry.msgstr_plural.values()]

    def strings(value):
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for item in value.values():
                yield from strings(item)
        elif isinstance(value, list):
            for item in value:
                yield from strings(item)

    for path in sorted((REPO / "laws_text").rglob("*.yaml")):
        texts += list(strings(yaml.safe_load(path.read_text(encoding="utf-8"))))
    assert len(texts) > 4000
    for text in texts:
        for paragraph in text.split("\n"):
            assert module._split(paragraph) == pattern.findall(paragraph), paragraph
