"""fixzs (issue 9 §2, session 40): fresh testers' garbled-character (mojibake) inputs, each one finding naming it.

- a Chinese translation garbled whole, its GBK bytes read as Latin-1 ("ºÁÎÞ¹ý´í" for 毫无过错), is that encoding's
  one finding, though no other Chinese is left in it; not a degree of fault missing nor a footnote marker '¹'
  (t9bj bj-moj09);
- a '?' glued to a Chinese character before a bracket, a comma or a colon, where the English asks nothing, is a lost
  character ("裁决详?（各项均可留空）"), not a statement made a question; after 吗 it asks still (t9bj bj-moj21);
- a rare character the laws' Chinese and the catalogues never write, in a run they write with one other character
  there ("双方有扃", 双方有局 written), is a look-alike character typed for that one (t9bi bi-moj26); a synonym of
  common characters the project happens not to write is no finding;
- a Latin vowel with an acute in a Greek word ("απóφασης") is a look-alike letter of another script, not UTF-8 read
  as cp1252 (t9bj bj-moj22).
"""

import json
from pathlib import Path

import pytest

from tests.testers.measure import gained

TESTERS = {i["id"]: i for name in ("t9bi.jsonl", "t9bj.jsonl")
           for i in map(json.loads, (Path(__file__).parent / "testers" / name).open())}

TOO_EARLY = "Too early: Enter came before this question was shown; nothing recorded. Type 1-{count} or ↑ ↓, then Enter."
DETAILS = "Ruling details (each may be left empty)"


def item(lang, entry, msgstr, domain="messages"):
    return {"lang": lang, "domain": domain, "entry": entry, "msgstr": msgstr}


def said(found):
    return [f"{f.check}: {f.message}" for f in found]


def gbk_as_latin1(text):
    return text.encode("gbk").decode("latin-1")


DEFECTS = [
    # a Chinese string's GBK bytes read as Latin-1, nothing else Chinese left
    ("bj-moj09", "encoding", "mojibake 'ºÁÎÞ¹ý´í' (Chinese GBK read as Latin-1; it reads '毫无过错')"),
    (item("zh", "Neither side vulnerable", gbk_as_latin1("双方无局")), "encoding",
     "(Chinese GBK read as Latin-1; it reads '双方无局')"),
    (item("zh", "the standard penalty", gbk_as_latin1("标准罚分")), "encoding", "it reads '标准罚分'"),
    (item("zh", "Entry", gbk_as_latin1("条目")), "encoding", "mojibake 'ÌõÄ¿' (Chinese GBK read as Latin-1"),
    # a '?' glued inside a phrase the English asks nothing in: a lost character
    ("bj-moj21", "encoding", "'?' in '裁决详?（各项' stands for a lost letter or character"),
    (item("zh", "a procedural penalty on one contestant (Law 90)", "对一方参赛者的程序性罚?（第90条）"), "encoding",
     "'?' in '程序性罚?（第90' stands for a lost letter or character"),
    (item("zh", "vulnerability: none, ns, ew or both", "局?：none（双方无局）、ns、ew 或 both（双方有局）"), "encoding",
     "'?' in '局?：none' stands for a lost letter or character"),
    (item("zh", TOO_EARLY, "太早?：这次 Enter 在本问题显示之前到达，未记录任何内容。请输入 1-{count} 或用 ↑ ↓，然后按 Enter。"),
     "encoding", "'?' in '太早?：这次' stands for a lost letter or character"),
    # ... but after 吗 the '?' asks: a statement made a question
    (item("zh", DETAILS, "裁决详情吗?（各项均可留空）"), "sentences", "a statement made a question?"),
    # a rare character typed for a look-alike in a run the project writes
    ("bi-moj26", "script", "'扃' in '双方有扃': a rare character, where the laws' Chinese and the catalogues write "
                           "'双方有局': a look-alike character typed for '局'?"),
    (item("zh", "Neither side vulnerable", "双方无扃"), "script", "write '双方无局': a look-alike character typed for '局'?"),
    (item("zh", "the standard penalty", "标准罸分"), "script", "write '标准罚分': a look-alike character typed for '罚'?"),
    (item("zh", "a penalty set by the Director", "裁刾确定的罚分"), "script", "a look-alike character typed for '判'?"),
    # a Latin vowel with an acute inside a Greek word
    ("bj-moj22", "script", "Latin 'ó' inside the Greek word 'απóφασης': a look-alike letter"),
    (item("el", "Reviewed", "Ελéγχθηκε"), "script", "Latin 'é' inside the Greek word 'Ελéγχθηκε': a look-alike letter"),
    (item("el", "Nothing to look at.", "Δεν υπáρχει τίποτα για έλεγχο."), "script",
     "Latin 'á' inside the Greek word 'υπáρχει'"),
    (item("el", "Recorded as ruling {id}.", "Καταγρáφηκε ως απόφαση {id}."), "script",
     "Latin 'á' inside the Greek word 'Καταγρáφηκε'"),
]


@pytest.mark.parametrize("case,check,words", DEFECTS, ids=lambda v: v if isinstance(v, str) else None)
def test_defect_one_finding(case, check, words):
    found = gained(TESTERS[case] if isinstance(case, str) else case)
    assert [f.check for f in found] == [check], said(found)
    assert words in found[0].message, found[0].message


CLEAN = [
    item("zh", "In no way at fault", "毫无过错"),
    item("zh", "In no way at fault", "完全没有过错"),
    item("zh", DETAILS, "裁决详情（各项均可留空）"),
    item("zh", DETAILS, "裁决细节（每项都可以不填）"),
    # the English asks: a '?' before the bracket is its question mark
    item("zh", "Is there also a procedural penalty (Law 90)?", "另有程序性罚分吗?（第90条）"),
    # synonyms of characters the project does not write: common characters, no look-alike
    item("zh", "Both sides vulnerable", "双方皆有局"),
    item("zh", "Both sides vulnerable", "两家俱已成局"),
    item("zh", "Neither side vulnerable", "双方皆未成局"),
    item("zh", "the standard penalty", "惯例罚分"),
    item("zh", "a penalty set by the Director", "裁判酌定的罚分"),
    item("zh", "a penalty set by the Director", "由裁判斟酌确定的罚分"),
    item("el", DETAILS, "Στοιχεία της απόφασης (όλα μπορούν να μείνουν κενά)"),
    item("el", "Reviewed", "Ελέγχθηκε"),
]


@pytest.mark.parametrize("case", CLEAN)
def test_rewording_clean(case):
    found = gained(case)
    assert found == [], said(found)


def test_rare_characters_without_a_known_run_are_no_lookalike():
    # a rare character the project never writes, but no run it writes holds its neighbours with one other character
    from helper.catalog.checks.script import zh_lookalikes

    assert zh_lookalikes("俟裁判到场后再定罚分") == []
    assert zh_lookalikes("由裁判俟其到场") == []
    assert zh_lookalikes("双方有局，亟需注意") == []
    assert zh_lookalikes("双方有扃") == [(3, 4, "双方有局")]


def test_greek_utf8_read_as_cp1252_stays_mojibake():
    # Ï of a Greek letter's UTF-8 lead byte read as cp1252 is the encoding's damage, no look-alike (tester t9az y012)
    from helper.catalog.checks.single import damaged_word_spans

    assert damaged_word_spans("διαπÏάττοντας") == [(0, 13)]
    assert damaged_word_spans("απóφασης") == []
