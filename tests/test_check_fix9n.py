"""False findings and misses a fresh tester (9f) found in the translation checks, each kept as a kind (fix9n,
issue 9 §2).

The texts are the tester's own Chinese of Laws 12 and 86 (written from the 2017 English), checked against the English of
the shipped catalogue; correct translations must give no finding at all.

F1  Two sentences translated as one joined at ``；`` or ``，`` (12B1, 12C1(a)): no sentence lost, and the 不 of
    更不利 / 不如…有利 ("less favourable") is no negation.
F2  Law 12C3 "only one of them may be responsible" is a possibility, not a permission: 裁判也应 / 仍须 is no permission
    made an obligation.
F3  不过 ("however, but") is no negation (12C1(c) and an interface string).
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.test_check_meaning9g import _texts

# the tester's Chinese (9f), correct translations of the 2017 English
TESTER_12B1 = ("调整分的目的是弥补非违规方所受的损害，并剥夺违规方通过其违规所获得的任何利益。如果由于违规，无辜方取得的牌桌结果比"
               "未发生违规时预期的结果更不利，则存在损害。")
TESTER_12C1A = "违规发生后，当本规则授权裁判调整得分且裁判能够判给裁定调整分时，裁判应这样做。该得分取代实际打牌所得的得分。"
TESTER_12C1C = "裁定调整分可以加权，以反映若干可能结果的概率，但只能包括能以合法方式取得的结果。"
TESTER_12C3 = ("在个人赛中，即使违规方只有一人可能对违规负责，裁判也要对违规方的两名成员同等地执行本规则中的纠正以及要求判给调整分的规定。"
               "但如果裁判认为违规者的同伴完全没有过错，则不得对其判处程序性处罚。")


def _law(paragraph: str, text: str) -> list[tuple[str, str]]:
    """``(check, message)`` of every finding of the Chinese ``text`` of Law ``paragraph`` (2017)."""
    english, _clean = _texts("zh", paragraph)
    return [(f.check, f.message) for f in check_pair(english, text, "zh", f"2017|{paragraph}", "laws")]


@pytest.mark.parametrize("paragraph, text", [("12B1", TESTER_12B1), ("12C1(a)", TESTER_12C1A),
                                             ("12C1(c)", TESTER_12C1C), ("12C3", TESTER_12C3)])
def test_the_testers_translations_give_no_finding(paragraph, text):
    assert _law(paragraph, text) == []


@pytest.mark.parametrize("paragraph, text, old, new", [
    ("12B1", TESTER_12B1, "利益。", "利益；"),
    ("12B1", TESTER_12B1, "利益。", "利益，"),
    ("12B1", TESTER_12B1.replace("利益。", "利益；"), "比未发生违规时预期的结果更不利", "不如未发生违规时预期的结果有利"),
    ("12C1(a)", TESTER_12C1A, "这样做。", "这样做；"),
    ("12C1(a)", TESTER_12C1A, "这样做。", "这样做，"),
    ("12C1(a)", TESTER_12C1A, "裁判应这样做。该得分取代实际打牌所得的得分。",
     "裁判就判给裁定调整分，以此取代实际打牌取得的得分。"),
])
def test_two_sentences_joined_at_a_semicolon_or_comma_are_no_sentence_lost(paragraph, text, old, new):
    assert old in text
    assert _law(paragraph, text.replace(old, new)) == []


# M4  Law 86A's two sentences as one (…重发该副牌，而应判给调整分。) with 第6条 made 第7条: the reference changed is the one
#     finding, not "Instead, he awards an adjusted score." lost too
TESTER_86A = "当某参赛者可能已知道不计该副牌时一场比赛的最终结果时，裁判不得行使第6条赋予他的权力命令重发该副牌，而应判给调整分。"


def test_a_reference_changed_in_two_sentences_joined_is_one_finding():
    assert _law("86A", TESTER_86A) == []
    assert _law("86A", TESTER_86A.replace("第6条", "第7条")) == [
        ("law-reference", "law reference differs: '6' in the English, '第7条' in the translation")]
