"""False findings on correct Chinese texts (issue 9 §2, fix9ba, tester 9x): each kind with the tester's text as a
no-finding case and a true defect of the same place still found (each test fails without the fix).

1. A correct synonym of a glossary term is a listed variant (helper/catalog/glossary.yaml): 团体赛 for "team play"
   (Law 12A), 调整后的分数 / 经调整的分数 for "adjusted score" (12A3), 主管机构 for "Regulating Authority" (12C2(d)).
2. A Chinese word of lack (缺少) says the English's "not ... with" whole: "a string is not closed with a quote" as
   缺少结尾的引号 is no 'with' made 'without'.
3. A permission not to fill in: "(each may be left empty)" as 可以不填 is no negation added.
4. A placeholder with the word that says what it is ("at byte {byte}" as 第 {byte} 字节) stays in its place wherever
   the language's word order puts it (第 {byte} 字节处{reason}); that word at the other placeholder is a swap.
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, findings


def missing(term: str, forms: str) -> tuple[str, str, str]:
    """The warning of a glossary term missing from a translation."""
    return ("terminology", "warning", f"the term for '{term}' ('{forms}') is not in the translation")


# ---------------------------------------------------------------- 1. glossary variants

@pytest.mark.parametrize("paragraph, old, correct, defective, expected", [
    # (双人赛 for "team play": the form of contest changed, one error, fix9hd - not also the term missing)
    ("12A", "队式赛", ["团体赛", "团体比赛"], "双人赛",
     ("terminology", "error", "the English says 'team', the translation '双人赛': the rule or number given for another "
                              "form of contest?")),
    ("12A3", "判给调整分", ["给出调整后的分数", "判给经调整的分数"], "判给分数", missing("adjusted score", "调整分 / 调整得分")),
    # the Tournament Organizer's 主办机构 is someone else deciding, an error since session 26 (tests/test_check_s26.py)
    ("12C2(d)", "主管单位", ["主管机构"], "主办机构",
     ("terminology", "error", "'主办机构' ('Tournament Organizer') where the term for 'Regulating Authority' is expected "
                              "('主管单位 / 主管机构'): someone else acts or decides?")),
])
def test_a_synonym_of_a_glossary_term_is_no_finding(paragraph, old, correct, defective, expected):
    # tester 9x: 团体赛, 调整后的分数 / 经调整的分数, 主管机构 are correct wordings of the glossary's terms; another
    # word is still the term missing
    for new in correct:
        assert edit_findings("zh", paragraph, old, new) == [], new
    assert edit_findings("zh", paragraph, old, defective) == [expected]


# ---------------------------------------------------------------- 2. a word of lack for "not ... with"

QUOTE = "line {line}: a string is not closed with a quote"
ARGUMENT = "not allowed with argument %s"


def test_a_word_of_lack_says_not_with():
    # tester 9x: 缺少 for "not closed with"
    for text in ["第 {line} 行：有一个字符串缺少结尾的引号", "第 {line} 行：有一个字符串缺乏结尾的引号"]:
        assert findings(QUOTE, text, "zh") == [], text
    assert findings(QUOTE, "第 {line} 行：有一个字符串带有结尾的引号", "zh") == [
        ("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'a string "
                              "is not closed with a quote': a prohibition made a permission, or a condition reversed?")]
    # the English's negation said by its own word (不允许): the lack is a "without" of its own
    assert findings(ARGUMENT, "不允许缺少参数 %s", "zh") == [
        ("negation", "error", "the English says 'with argument %s', the translation '缺少参数 %s': 'with' and 'without' "
                              "reversed?")]


# ---------------------------------------------------------------- 3. a permission not to fill in

DETAILS = "Ruling details (each may be left empty)"
PROHIBITED = ("negation", "error", f"the translation negates '{DETAILS}' where the English does not: a permission or a "
                                   "duty made a prohibition, or a condition reversed?")


@pytest.mark.parametrize("lang, correct, defective", [
    ("zh", ["裁决详情（每一项都可以不填）", "裁决详情（每一项都可不填写）"], "裁决详情（每一项都不可以留空）"),
    ("el", ["Στοιχεία απόφασης (καθένα μπορεί να μη συμπληρωθεί)"],
     "Στοιχεία απόφασης (κανένα δεν μπορεί να μείνει κενό)"),
])
def test_a_permission_not_to_fill_in_is_no_negation_added(lang, correct, defective):
    # tester 9x: 可以不填 for "may be left empty"; forbidding to leave it empty is still a negation added
    for text in correct:
        assert findings(DETAILS, text, lang) == [], text
    assert findings(DETAILS, defective, lang) == [PROHIBITED]


# ---------------------------------------------------------------- 4. placeholders in the language's word order

UTF8 = "{path}: not UTF-8 ({reason} at byte {byte}); fix it, then rebuild"


def test_a_placeholder_with_its_word_in_word_order_is_no_finding():
    # tester 9x: 第 {byte} 字节处{reason} for "{reason} at byte {byte}"; the byte's word at the other one is a swap
    assert findings(UTF8, "{path}：编码不是 UTF-8（第 {byte} 字节处{reason}）；修正之后请重新构建", "zh") == []
    assert findings(UTF8, "{path}：编码不是 UTF-8（第 {reason} 字节处{byte}）；修正之后请重新构建", "zh") == [
        ("placeholder-order", "error", "'byte' goes with {byte} in the English but with {reason} in the translation: "
                                       "placeholders swapped?")]
    # two of one kind reordered: still the warning to look at
    assert findings("Both {low} and {high} must be at least 0.", "{high} 和 {low} 都必须至少为 0。", "zh") == [
        ("placeholder-order", "warning", "placeholders in another order: {low} {high} in the English, {high} {low} in "
                                         "the translation; no word next to them tells which is which: "
                                         "check they are not swapped")]
