"""What a fresh tester (9d) found in the checks and on the review screen, each kept as a kind (fix9j).

Each defect (or correct variant) is planted in a real text (the official Greek of ``locales/el/LC_MESSAGES/laws.po``,
or the Chinese written from the 2017 English, ``tests/test_catalog_fix9e.py``'s ``ZH_2017``) and the exact new
findings are asserted against those of the clean text.

1  every citation form of the same paragraph is one reference (另见12C1(d), 第12条C1(d), βλέπε Γ1(δ)).
2  三个IMP is 3 IMPs.
3  不足/不到/未达/未满 + a number is "less than", no negation.
4  labelled and unlabelled parallel placeholders reordered together: no finding.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.test_check_fix9i import _messages
from tests.test_check_meaning9g import _new


# 1  Law 12C2(a) "(see also C1(d))": in 12C2(a), C1(d) is 12C1(d) however it is cited

@pytest.mark.parametrize("new", ["〔另见12C1(d)〕", "〔参见12C1(d)〕", "〔另见第12条C1(d)〕", "〔另见第12条C款1项(d)〕"])
def test_zh_citation_forms_of_12c1d_are_the_reference_of_the_english(new):
    assert _new("zh", "12C2(a)", "〔另见第12条C款1项(d)〕", new) == []


@pytest.mark.parametrize("new", ["[βλέπε Γ1(δ)]", "[βλέπε επίσης Γ1(δ)]", "[βλέπε επίσης 12Γ1(δ)]"])
def test_el_citation_forms_of_12c1d_are_the_reference_of_the_english(new):
    assert _new("el", "12C2(a)", "[βλέπε επίσης την παράγραφο Γ1(δ)]", new) == []


def test_another_paragraph_cited_the_same_way_is_still_one_reference_error():
    assert _new("zh", "12C2(a)", "〔另见第12条C款1项(d)〕", "〔另见12C1(c)〕") == [
        ("law-reference", "error", "law reference differs: 'C1(d)' in the English, '12C1(c)' in the translation")]
    assert _new("el", "12C2(a)", "[βλέπε επίσης την παράγραφο Γ1(δ)]", "[βλέπε Γ1(γ)]") == [
        ("law-reference", "error", "law reference differs: 'C1(d)' in the English, 'Γ1(γ)' in the translation")]


# 2  Law 12C2(b) "plus 3 IMPs or minus 3 IMPs": 三个 is 3

@pytest.mark.parametrize("new", ["分别为正三个IMP或负三个IMP", "分别为正三IMP和负3个IMP"])
def test_three_with_a_measure_word_is_the_number_3(new):
    assert _new("zh", "12C2(b)", "分别为+3 IMP和-3 IMP", new) == []


def test_another_number_with_a_measure_word_is_one_number_error():
    assert _new("zh", "12C2(b)", "分别为+3 IMP和-3 IMP", "分别为正四个IMP或负四个IMP") == [
        ("number", "error", "number differs: 3 in the English, 四 in the translation")]


# 3  Law 12C2(c) "less than 40%": 不足/不到/未达/未满 + number

@pytest.mark.parametrize("word", ["不足", "不到", "未达", "未满", "低于", "少于"])
@pytest.mark.parametrize("number", ["可得比赛分的百分之四十", "可得比赛分40%"])
def test_less_than_in_any_chinese_wording_is_the_bound_of_the_english(word, number):
    assert _new("zh", "12C2(c)", "得分低于可得比赛分40%", "得分" + word + number) == []


def test_less_than_made_at_least_is_still_a_bound_flipped():
    found = _new("zh", "12C2(c)", "得分低于可得比赛分40%", "得分不少于可得比赛分40%")
    assert [(c, s) for c, s, _m in found] == [("number", "error")], found
    assert "40%" in found[0][2] and "at most / less than" in found[0][2]


# 4  "Settings in force": the labelled pair and the unlabelled IMP pair reordered together

@pytest.mark.parametrize("lang, old, new", [
    ("zh", "平均正分 {plus} / 平均负分 {minus}（{plus_imps} / {minus_imps} IMP）",
     "平均负分 {minus} / 平均正分 {plus}（{minus_imps} / {plus_imps} IMP）"),
    ("el", "μέσος όρος συν {plus} / μέσος όρος μείον {minus} ({plus_imps} / {minus_imps} IMPs)",
     "μέσος όρος μείον {minus} / μέσος όρος συν {plus} ({minus_imps} / {plus_imps} IMPs)"),
])
def test_labelled_and_unlabelled_pairs_reordered_together_is_no_finding(lang, old, new):
    entry = _messages(lang, "Settings in force")
    assert old in entry.msgstr
    assert check_pair(entry.msgid, entry.msgstr.replace(old, new, 1), lang, "", "messages") == []


@pytest.mark.parametrize("lang", ["zh", "el"])
def test_the_unlabelled_pair_alone_reordered_is_one_swap(lang):
    entry = _messages(lang, "Settings in force")
    found = check_pair(entry.msgid, entry.msgstr.replace("{plus_imps} / {minus_imps}", "{minus_imps} / {plus_imps}"),
                       lang, "", "messages")
    assert [(f.check, f.message) for f in found] == [
        ("placeholder-order", "placeholders {plus_imps} and {minus_imps} swapped: {plus_imps} comes first in the "
                              "English, {minus_imps} in the translation")]
