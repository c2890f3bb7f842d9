"""False findings a fresh tester (9i) found on CORRECT Chinese law translations and Greek interface strings
(fix9v, issue 9 §2), each kept as a kind: the tester's text gives no finding, the matching defect is still found.

1  A sentence boundary MOVED (86B3 split where the English's ", however" stands, its first sentence joined to the first
   half of the second): two sentences against two, no sentence lost, and the "may" of each kept.
2  许可 in 时间许可时 ("if time permits", 86B2(a)) is what time permits, not a permission of the Director's duty.
3  多个 / 多副 ("multiple") is "more than one" (86B2 "more than one adjusted score"), in both domains.
4  "may be varied from X" as "need not use X" (12C2(d) 不必采用, 86B3 而不采用): the negation restates "from".
5  12C2(a) split at its colon, its list joined with ；: one rule for both domains (a colon split).
6  Chinese citations in full: 规则6 (the law's number after 规则, no 第/条), 第 before each part (本条第C款第2项,
   见下文第C款第2项), lists after one 第 (上述第(a)、(b)项).
7  "at least X" as "cannot be below X" (δεν μπορεί να είναι κάτω από); "above" / "below" negated for the other bound,
   and 以上 / 以下 (inclusive: X 以上 is "at least X") for the other bound, are a bound reversed.
"""

from __future__ import annotations

import pytest

from tests.test_catalog_fix9e import ZH_2017
from tests.support import findings as _found
from tests.test_check_fix9r import LEAST, MOST
from tests.support import law_texts as _texts


def _law(paragraph: str, text: str) -> list[tuple[str, str, str]]:
    """The findings on the Chinese ``text`` of the 2017 law ``paragraph``."""
    return _found(_texts("zh", paragraph)[0], text, "zh", paragraph)


def _edited(paragraph: str, old: str, new: str) -> str:
    """The correct Chinese of ``paragraph`` (:data:`ZH_2017`) with ``old`` written as ``new``."""
    clean = ZH_2017[f"2017|{paragraph}"]
    assert old in clean, (paragraph, old)
    return clean.replace(old, new, 1)


# ---------------------------------------------------------------- 2

WEAKENED = ("terminology", "error", "the English obliges ('shall', 'must') in 'If no contestant was at fault, the "
            "Director shall cancel th…', the translation only allows: the rule weakened?")


@pytest.mark.parametrize("alternative", ["或者时间许可时，另打", "或者如时间许可，另打", "或者时间允许时，另打"])
def test_time_permits_is_no_permission_of_the_duty(alternative):
    assert _law("86B2(a)", _edited("86B2(a)", "或者如果时间允许，改打", alternative)) == []


@pytest.mark.parametrize("duty", ["裁判可取消", "裁判可以取消"])
def test_a_permission_on_the_duty_beside_time_permits_is_still_found(duty):
    text = _edited("86B2(a)", "或者如果时间允许，改打", "或者时间许可时，另打").replace("裁判应取消", duty)
    assert _law("86B2(a)", text) == [WEAKENED]


# ---------------------------------------------------------------- 3

def test_more_than_one_as_multiple_is_no_finding():
    assert _law("86B2", _edited("86B2", "一个以上的调整分", "多个调整分")) == []
    assert _found("Was the fouled board played in more than one version?", "这副错牌是否以多个版本被打过？", "zh") == []


def test_multiple_where_the_english_counts_nothing_is_no_count():
    assert _law("86B3", _edited("86B3", "多个参赛者", "多名参赛者")) == []


@pytest.mark.parametrize("count, found", [
    ("多于两个调整分", ("number", "error", "number differs: more than one in the English, 多于两个 in the translation")),
    ("一个调整分", ("number", "error", "number more than one of the English is missing in the translation")),
])
def test_more_than_one_changed_is_still_found(count, found):
    assert _law("86B2", _edited("86B2", "一个以上的调整分", count)) == [found]


# ---------------------------------------------------------------- 6

@pytest.mark.parametrize("paragraph, old, new", [
    ("86A", "第6条", "规则6"),
    ("12C1(d)", "（见下文C2）", "〔见本条第C款第2项〕"),
    ("12C1(d)", "（见下文C2）", "（见下文第C款第2项）"),
    ("12C2(d)", "上述(a)项和(b)项", "上述第(a)、(b)项"),
    ("12C2(d)", "上述(a)项和(b)项", "上述第(a)项及第(b)项"),
    ("12C2(b)", "下述(d)项", "下述第(d)项"),
])
def test_a_citation_in_full_chinese_form_is_no_finding(paragraph, old, new):
    assert _law(paragraph, _edited(paragraph, old, new)) == []


@pytest.mark.parametrize("paragraph, old, new, english, found", [
    ("86A", "第6条", "规则7", "6", "7"),
    ("12C1(d)", "（见下文C2）", "〔见本条第C款第3项〕", "C2", "C款第3项"),
    ("12C2(d)", "上述(a)项和(b)项", "上述第(a)、(c)项", "(b)", "(c)"),
])
def test_a_citation_changed_in_full_chinese_form_is_still_found(paragraph, old, new, english, found):
    assert _law(paragraph, _edited(paragraph, old, new)) == [
        ("law-reference", "error", f"law reference differs: '{english}' in the English, '{found}' in the translation")]


# ---------------------------------------------------------------- 1

MOVED = ("如相同的或多个参赛者之间的牌仅在一张牌桌上打过，主管单位得作出不同规定，每副此类牌的判分可以通过规章改变而不采用"
         "本条B款2项规定的分数。然而，在没有相关规章时，裁判按上文的方法处理。")
MOVED_JOINED = ("如相同的或多个参赛者之间的牌仅在一张牌桌上打过，主管单位得作出不同规定；每副此类牌的判分可以通过规章改变而不采用"
                "B2所规定的分数。但是，如无相关规章，裁判即按上述方法处理。")


@pytest.mark.parametrize("text", [MOVED, MOVED_JOINED])
def test_a_sentence_boundary_moved_is_no_finding(text):
    assert _law("86B3", text) == []


def test_a_may_dropped_across_a_moved_boundary_is_still_found():
    # the "may" lost is the second's, "may be varied" (可以通过 made 通过): quoted by its clause (fix9aa), not the first
    assert _law("86B3", MOVED.replace("可以通过", "通过")) == [
        ("terminology", "error", "the English allows ('may be varied by regulation'), the translation states it as "
                                 "done: the Regulating Authority's discretion taken away?")]  # named since fix9be


def test_a_reference_changed_across_a_moved_boundary_is_one_finding():
    assert _law("86B3", MOVED.replace("B款2项", "B款3项")) == [
        ("law-reference", "error", "law reference differs: 'B2' in the English, 'B款3项' in the translation")]


def test_the_second_half_replaced_by_another_sentence_is_still_found():
    found = _law("86B3", MOVED.replace("然而，在没有相关规章时，裁判按上文的方法处理。", "裁判不得以本规则规定的纠正过于严厉为由判给调整分。"))
    assert ("sentences", "error", "this part of the English seems to have no translation: 'The score awarded for "
                                  "each such board may be varied by regu…'") in found


# ---------------------------------------------------------------- 4

VARIED = ("主管单位可以对参赛者在同一节比赛中多副牌未能得到结果的情况作出规定。"
          "其后每副牌判给的分数得以规章改变，不必采用上述(a)项和(b)项所定的分数。")
ADDED = ("negation", "error", "the translation negates 'The scores assigned for each subsequent board may be varied…' "
         "where the English does not: a permission or a duty made a prohibition, or a condition reversed?")


@pytest.mark.parametrize("text", [VARIED, VARIED.replace("，不必采用", "而不采用")])
def test_varied_from_as_need_not_use_is_no_negation_added(text):
    assert _law("12C2(d)", text) == []


@pytest.mark.parametrize("text", [VARIED.replace("得以规章改变", "不得以规章改变"),
                                  _edited("12C2(d)", "可由规程规定", "不可由规程规定")])
def test_may_be_varied_made_may_not_is_still_found(text):
    assert _law("12C2(d)", text) == [ADDED]


# ---------------------------------------------------------------- 5

COLON_SPLIT = ("当由于违规而无法得到结果时〔另见C1(d)〕，裁判根据对违规的责任判给人为调整分。对直接有过错的参赛者，判平均负分"
               "（双人赛中至多为可得比赛分的40%）；对仅部分有过错的参赛者，判平均分（双人赛中为50%）；对完全无过错的参赛者，"
               "判平均正分（双人赛中至少为60%）。")


def test_a_law_split_at_its_colon_is_no_finding():
    assert _law("12C2(a)", COLON_SPLIT) == []


def test_a_sentence_added_after_a_colon_split_law_is_still_found():
    found = _law("12C2(a)", COLON_SPLIT + "裁判不得以本规则规定的纠正过于严厉为由判给调整分。")
    assert [f for f in found if f[0] == "sentences"] == [
        ("sentences", "error", "1 in the English, 3 in the translation; this sentence of the translation is not in the "
                               "English: '裁判不得以本规则规定的纠正过于严厉为由判给调整分。'")]


# ---------------------------------------------------------------- 7

@pytest.mark.parametrize("english, text, lang", [
    (LEAST, "δεν μπορεί να είναι κάτω από {low}: {value}", "el"),
    (LEAST, "δεν επιτρέπεται να είναι κάτω από {low}: {value}", "el"),
    (MOST, "δεν μπορεί να είναι πάνω από {high}: {value}", "el"),
    (LEAST, "应在 {low} 以上：{value}", "zh"),
    (MOST, "应在 {high} 以下：{value}", "zh"),
])
def test_a_bound_as_above_or_below_negated_is_no_finding(english, text, lang):
    assert _found(english, text, lang) == []


@pytest.mark.parametrize("english, text, lang, said, found", [
    (LEAST, "δεν μπορεί να είναι πάνω από {low}: {value}", "el", "at least", "δεν μπορεί να είναι πάνω από"),
    (MOST, "δεν πρέπει να είναι κάτω από {high}: {value}", "el", "at most", "δεν πρέπει να είναι κάτω από"),
    (MOST, "应在 {high} 以上：{value}", "zh", "at most", "以上"),
    (LEAST, "应在 {low} 以下：{value}", "zh", "at least", "以下"),
])
def test_the_other_bound_as_above_or_below_is_found(english, text, lang, said, found):
    assert _found(english, text, lang) == [
        ("terminology", "error", f"the English says '{said}', the translation '{found}': the comparison reversed?")]
