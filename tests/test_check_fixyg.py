"""Fresh tester t9bd's misses of doubled characters, brackets and mojibake (issue 9 §2, fixyg), each a kind: the
input, other defects of the kind (one finding each: its check and a word of its message) and correct texts (none).

1. A Chinese character written twice where two words seem to meet (dbl03 可能能结果, dbl27 该副副牌): a modal ending a
   word (可能, 不能, 只能, 将会, 需要: 能, 会, 要) written again and starting no word (能够, 能力, 会议, 要求 do:
   可能能够 stays clean); a measure word written twice meaning "each" (条条, 个个, 次次, 副副, 张张, 局局, 轮轮, 桌桌, 项项,
   款款, 名名, 位位, 份份, 组组 …) after a demonstrative or a number that takes it once (该, 这, 那, 此, 本, 每, 各, 某,
   任, 同, 上, 下, 首, 末, 前, 后, 几, 哪; digits, 一 … 十, 百, 千, 两, a placeholder): 该副副牌, 这条条规则, 3 副副牌.
   The measure word doubled alone (副副牌都要记录) is a reduplication, clean.
2. A letter written twice inside a Greek word (dbl23 Νόμουυ, dbl24 αριθμόςς, dbl26 ππατήστε; κείμμενο): a word the
   project never writes (the shipped Greek catalogues, the Greek law texts, the glossary) that with one copy of its
   doubled letter dropped is a known word; any letter written three times (άλλλο).  Greek's own double letters
   (άλλο, Γραμματεία, συμμετοχή, εκκρεμής, θάλασσα, Διαιτητής) are known words: clean.
3. Brackets added around words of the text the English has no bracket for (brk10 （经主管单位批准）, brk22 "Πατήστε
   (Escape, Enter, F1 ή q)", brk32 按 （Escape、Enter、F1 或 q）): round pairs (ASCII or full-width) holding Chinese or
   Greek words, more of them than the English has pairs; not an item label "(d)", a number, a Latin gloss, nor the
   citation brackets 〔〕【】; in an interface string, which glosses freely ((φάκελος), （无过错）), only a pair around
   two or more Latin tokens of the English (key names).  And, in a law text, a bracket opened inside a phrase (brk08
   极其严重的（错误与违规无关）): a round bracket right after Chinese 的 / 之 (not a pronoun's: 您的（…）) or a Greek
   article that is no pronoun (ο, η, το, οι, τα, τις, στο, στη, στην, στον, στα, στις, στους), unless the English
   opens one after "the", "a", "of" too.
4. Mojibake: UTF-8 read as GBK whose bytes hold Chinese punctuation (moj13 锛涗絾 for ；但, 锛屼絾 for ，但): the marks
   ，。、；：？！（）「」『』《》“” count beside the hanzi; Greek capitals drawn as Latin ones (Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ
   Υ Χ) two or more in a row in a Chinese text (moj37 ΙΜΡ for IMP, ΜΡ for MP).
"""

from __future__ import annotations

import pytest

from helper.catalog.checks.doubled_letters import doubled_greek_letters
from helper.catalog.checks.structure import doubled_zh_characters
from tests.support import edit_findings, findings, shipped_message

PRESS = "Press Escape, Enter, F1 or q to close."
IMP = "{points} = {imps} IMP (Law 78B)"


@pytest.mark.parametrize("lang, paragraph, old, new, check, word", [
    ("zh", "12C1(b)", "可能出现", "可能能出现", "doubled", "能能"),
    ("zh", "12C3", "只有一人可能对违规", "只有一人可能能对违规", "doubled", "能能"),
    ("zh", "12C4", "在该副牌上", "在该副副牌上", "doubled", "副副"),
    ("zh", "86B3", "对每副这样的牌", "对每副副这样的牌", "doubled", "副副"),
    ("el", "12C1(e)", "σοβαρό λάθος", "σοβαρό λάθοςς", "doubled", "λάθοςς"),
    ("el", "12C1(e)", "ζημιά", "ζημμιά", "doubled", "ζημμιά"),
    ("zh", "12C1(e)", "极其严重的错误（与违规无关）", "极其严重的（错误与违规无关）", "brackets", "phrase"),
    # (brackets added around words of a law text are not said: a translator may bracket an explanatory phrase, 86B3
    # judged correct by tester 9w; the rule is for interface strings only, m45 merge)
    ("zh", "86B3", "；但如无", "锛涗絾如无", "encoding", "GBK"),
    ("zh", "86B3", "不同的规定。", "不同的规定锛屼絾", "encoding", "GBK"),
])
def test_a_law_defect_of_the_kind_is_one_finding(lang, paragraph, old, new, check, word):
    found = edit_findings(lang, paragraph, old, new)
    assert len(found) == 1, found
    assert found[0][0] == check and word in found[0][2], found


@pytest.mark.parametrize("english, lang, old, new, check, word", [
    ("Law text", "el", "Νόμου", "Νόμουυ", "doubled", "Νόμουυ"),
    ("Not a number: {value}", "el", "αριθμός", "αριθμόςς", "doubled", "αριθμόςς"),
    ("To quit, press Ctrl+X or F10.", "el", "πατήστε", "ππατήστε", "doubled", "ππατήστε"),
    ("The board is cancelled.", "zh", "该副牌", "该副副牌", "doubled", "副副"),
    (PRESS, "el", "Escape, Enter, F1 ή q", "(Escape, Enter, F1 ή q)", "brackets", "Escape"),
    (PRESS, "zh", "Escape、Enter、F1 或 q", "（Escape、Enter、F1 或 q）", "brackets", "Escape"),
])
def test_a_message_defect_of_the_kind_is_one_finding(english, lang, old, new, check, word):
    shipped = shipped_message(lang, english)
    assert old in shipped
    found = findings(english, shipped.replace(old, new, 1), lang)
    assert len(found) == 1, found
    assert found[0][0] == check and word in found[0][2], found


def test_imp_in_greek_capitals_in_chinese_is_one_finding():
    found = findings(IMP, "{points} = {imps} ΙΜΡ（第78条B款）", "zh")
    assert [(check, "ΙΜΡ" in message and "IMP" in message) for check, _s, message in found] == [("script", True)]


@pytest.mark.parametrize("english, lang", [(PRESS, "el"), (PRESS, "zh"), ("Law text", "el"),
                                           ("The board is cancelled.", "zh"), ("Not a number: {value}", "el")])
def test_the_shipped_messages_keep_no_finding(english, lang):
    assert findings(english, shipped_message(lang, english), lang) == []


@pytest.mark.parametrize("text, lang", [("(Για κλείσιμο πατήστε Escape, Enter, F1 ή q)", "el"),
                                        ("（按 Escape、Enter、F1 或 q 关闭）", "zh")])
def test_the_whole_message_in_brackets_is_no_bracket_added(text, lang):
    assert [f for f in findings(PRESS, text, lang) if f[0] == "brackets"] == []


@pytest.mark.parametrize("lang, paragraph, old, new", [
    ("zh", "12C1(e)", "极其严重的错误（与违规无关）", "极其严重的错误（该错误与违规无关）"),
    ("zh", "12C2(b)", "经主管单位批准，", "在主管单位批准的前提下，"),
    ("zh", "86B3", "；但如无", "；但如果没有"),
])
def test_a_correct_rewording_is_no_finding(lang, paragraph, old, new):
    assert edit_findings(lang, paragraph, old, new) == []


@pytest.mark.parametrize("text, expected", [
    ("该副副牌取消。", [(1, 3)]), ("找到 {count} 条条款", []), ("这条条规则", [(1, 3)]), ("3 副副牌", [(2, 4)]), ("可能能结果", [(1, 3)]),
    ("副副牌都要记录", []), ("可能能够判给", []), ("裁判判罚", []), ("可以以此为由", []),
])
def test_chinese_characters_written_twice(text, expected):
    assert doubled_zh_characters(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Κείμενο Νόμουυ", [(8, 14, "Νόμου")]), ("το κείμμενο", [(3, 11, "κείμενο")]), ("άλλλο", [(0, 5, "άλλο")]),
    ("άλλο Διαιτητής Γραμματεία συμμετοχή", []), ("Κείμενο Νόμου", []),
])
def test_greek_letters_written_twice(text, expected):
    assert doubled_greek_letters(text) == expected
