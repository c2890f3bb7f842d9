"""Tester 9ah on merge23 (issue 9 §2): 得 before 平均加 / 平均减 / 平均 and its bracket is 得 "receives" (the score
got), not the modal "may"; 得 before the verb it allows still is."""

from __future__ import annotations

from tests.support import findings, law_texts

ENGLISH = law_texts("el", "12C2(a)")[0]
ZH = ("当由于不合规情况而无法得出结果时［另见C1(d)］，裁判{}根据对该不合规情况所负的责任判给人为调整分：直接有过错的参赛者得平均减"
      "（双人赛中至多为可得比赛分的40%），仅有部分过错的参赛者得平均（双人赛中为50%），完全没有过错的参赛者得平均加（双人赛中至少"
      "为60%）。")
TERMS = [("terminology", "warning", "the term for 'average plus' ('平均正分') is not in the translation"),
         ("terminology", "warning", "the term for 'average minus' ('平均负分') is not in the translation")]


def test_de_before_average_plus_or_minus_receives():
    # the tester's wording: the project's terms are 平均正分 / 平均负分 (domain.md), so only the two term warnings
    assert findings(ENGLISH, ZH.format(""), "zh", "12C2(a)") == TERMS


def test_de_before_the_verb_is_still_may():
    # "the Director awards" said as 裁判得…判给 ("may award"): the duty weakened, one finding beside the term warnings
    found = findings(ENGLISH, ZH.format("得"), "zh", "12C2(a)")
    extra = [f for f in found if f not in TERMS]
    assert len(extra) == 1 and extra[0][0] == "terminology" and extra[0][2].endswith("a duty made a permission?")
