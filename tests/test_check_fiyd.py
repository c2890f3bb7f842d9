"""fiyd (issue 9 §2, session 41): tester t9bl's doubled, look-alike and garbled characters.

- a measure word written twice before a word it starts, with no number before it (桌桌号 for 桌号; bl-dbl09): one
  "character written twice", where 桌桌都 "every table" and "{count} 条条款" stay clean;
- a character of another block typed for a hanzi it looks like (katakana ー for 一, a Kangxi radical ⼀; bl-moj05): one
  "look-alike of the Chinese character";
- a whole Greek word typed in Latin look-alike letters (H for the article Η, o for ο; bl-moj23), and so the official
  text's edit of a law paragraph names it (bl-moj17): one finding;
- text read as GBK whose '?' stands for the lost byte of a Chinese mark (锛? for ：; bl-moj08): the one mojibake
  finding, no lost letter besides.
"""

import json
from pathlib import Path

import pytest

from helper.catalog.checks.script import hanzi_lookalike, script_defects
from helper.catalog.checks.structure import doubled_zh_characters, gbk_mojibake_lost
from tests.testers.measure import gained

TESTER = {i["id"]: i for i in (json.loads(line) for line in
                                (Path(__file__).parent / "testers" / "t9bl.jsonl").read_text(encoding="utf-8")
                                .split("\n") if line.strip())}


def item(lang, entry, msgstr, domain="messages"):
    return {"lang": lang, "domain": domain, "entry": entry, "msgstr": msgstr}


def one(found, check, words):
    assert [f.check for f in found] == [check], [f"{f.check}: {f.message}" for f in found]
    assert words in found[0].message, found[0].message


CITATION = "paragraph id in any citation form: 12C2(a), 12Γ2(α), 第12条C款2项(a)"
YES = "Yes: one result, or a few results with their likelihood"
AS_1997 = "as the 1997 laws"
QUESTION = "This question needs an answer."
CANCELLED = "The board is cancelled."
CATALOGUE = "only this catalogue (default: both)"
VULNERABLE = "North-South vulnerable"
REVIEW = "the review screen: law paragraphs side by side with their checks"
LANGUAGE = "interface language: en, zh or el (default: from the environment)"

DEFECTS = [
    (TESTER["bl-dbl09"], "doubled", "character written twice: '桌桌'"),
    (item("zh", "the table", "桌桌号"), "doubled", "'桌桌'"),
    (item("zh", CITATION, "任一引用形式的条条款编号：12C2(a)、12Γ2(α)、第12条C款2项(a)"), "doubled", "'条条'"),
    (TESTER["bl-moj05"], "script", "a look-alike of the Chinese character '一'"),
    (item("zh", AS_1997, "与1997年版规则ー致"), "script", "look-alike of the Chinese character '一'"),
    (item("zh", YES, "能：⼀个结果，或几个结果及其可能性"), "script", "kangxi radical one"),
    (item("zh", YES, "能：ｰ个结果，或几个结果及其可能性"), "script", "look-alike of the Chinese character '一'"),
    (TESTER["bl-moj23"], "script", "Latin 'H' in 'H ερώτηση' typed for the Greek word 'Η'"),
    (item("el", CANCELLED, "H διανομή ακυρώνεται."), "script", "typed for the Greek word 'Η'"),
    (item("el", CATALOGUE, "μόνο αυτός o κατάλογος (προεπιλογή: και οι δύο)"), "script",
     "Latin 'o' in 'αυτός o κατάλογος' typed for the Greek word 'ο'"),
    (item("el", VULNERABLE, "Τρωτός o Βορράς-Νότος"), "script", "typed for the Greek word 'ο'"),
    (TESTER["bl-moj17"], "catalogue", "The edit: Latin 'o' in 'προφανείς, o Διαιτητής' typed for the Greek word 'ο'"),
    (item("el", "2017|12A3", None, "laws"), "catalogue", "The edit: Latin 'O' in 'O Διαιτητής' typed for the Greek word"),
    (item("el", "2017|12C1(e)(ii)", None, "laws"), "catalogue", "Latin 'O' in 'O αναίτιος' typed for the Greek word"),
    (TESTER["bl-moj08"], "encoding", "mojibake '瑁佸垽鐨勯敊' (UTF-8 read as GBK"),
    (item("zh", REVIEW, "瀹℃牎鐣岄潰锛?并排显示规则条文及其检查结果"), "encoding", "mojibake '瀹℃牎鐣岄潰'"),
    (item("zh", LANGUAGE, "鐣岄潰璇?瑷?锛?en、zh 或 el（默认取自环境变量）"), "encoding", "mojibake '鐣岄潰'"),
]


def _laws_text(entry, old, new):
    from tests.testers.measure import _catalogue

    entries, _n, _official = _catalogue("el", "laws")
    text = entries[entry].msgstr
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize("given, check, words", DEFECTS, ids=[i for i in range(len(DEFECTS))])
def test_one_finding(given, check, words):
    given = dict(given)
    if given["msgstr"] is None:  # a law paragraph's official text with its article typed in Latin
        given["msgstr"] = _laws_text(given["entry"], "Ο ", "O ")
    one(gained(given), check, words)


CLEAN = [
    item("zh", "the table", "牌桌号"),
    item("zh", YES, "能：一个结果，或若干结果及各自的可能性"),
    item("zh", AS_1997, "与1997年版规则相一致"),
    item("el", QUESTION, "Αυτή η ερώτηση χρειάζεται απάντηση."),
    item("el", CANCELLED, "Η διανομή ακυρώνεται οριστικά."),
    item("el", VULNERABLE, "Ο Βορράς-Νότος είναι τρωτός"),
    item("zh", REVIEW, "审校界面：并排显示规则条文及其检查结果"),
]


@pytest.mark.parametrize("given", CLEAN, ids=[i["msgstr"] for i in CLEAN])
def test_rewording_clean(given):
    found = gained(given)
    assert not found, [f"{f.check}: {f.message}" for f in found]


@pytest.mark.parametrize("text", ["桌桌都有裁判", "一桌桌地检查", "{count} 条条款", "一条条款", "条条大路", "每个个人赛",
                                  "张张牌都已出完", "常常", "人人都要遵守"])
def test_reduplications_stay(text):
    assert doubled_zh_characters(text) == []


@pytest.mark.parametrize("text, span", [("请输入桌桌号。", (3, 5)), ("查看名名单", (2, 4))])
def test_bare_measure_doubled(text, span):
    assert doubled_zh_characters(text) == [span]


def test_hanzi_lookalike_not_in_japanese():
    assert hanzi_lookalike("咖啡（コーヒー）", 4) == ""
    assert [d[2] for d in script_defects("只有ー副牌", "zh")] == ["hanzi-lookalike"]
    assert not [d for d in script_defects("一副牌", "zh") if d[2] == "hanzi-lookalike"]


def test_latin_word_kept_from_english():
    # a seat or team letter the English writes as it is stays; no Greek word beside it, no finding
    assert not [d for d in script_defects("Η ομάδα A κερδίζει", "el", "Team A wins") if d[2] == "latin-word"]
    assert not [d for d in script_defects("To --knockout", "el", "--knockout") if d[2] == "latin-word"]
    assert [d[3] for d in script_defects("Τρωτός o Βορράς", "el", "vulnerable") if d[2] == "latin-word"] == ["ο"]


def test_gbk_mark_lost_byte():
    assert gbk_mojibake_lost("瑁佸垽鐨勯敊璇?锛?双方")[0][:2] == (0, 10)
