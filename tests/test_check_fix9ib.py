"""Misses and one false finding of tester t9as (issue 9 §2, fix9ib), each a kind: the tester's input, other inputs
of the kind and correct rewordings.

1. A negation added in a clause whose English carries none, where another word of the sentence let it pass: 86B3
   "ο Διαιτητής δεν πράττει όπως παραπάνω" beside "ελλείψει" (the English "in the absence of" said by a word of its
   own, no negation word: it licenses none elsewhere), 不按上述方法处理 beside 不同于 ("varied … from" said by its own
   word), "δεν μπορεί" beside "αναίτιου" (12A1 "non-offending") or beside 12C2(a)'s "irregularity" (a prefixed word
   licenses only the negated forms that render it), 裁判不判给 (86B1: no A-not-A 判不判).  One negation finding each.
   Correct: "αν δεν υπάρχει", "εφόσον δεν υπάρχει", 在没有…的情况下, 缺少…时 for "in the absence of"; the particle δε
   ("ελλείψει δε", "ο δε Διαιτητής"); "δεν πράττει διαφορετικά" (litotes of "proceeds as above"); "δεν … παρά μόνο"
   for "only"; "αν δεν πετύχαινε" for "if unsuccessful"; 不利 for "unfavourable".
2. Two conditions joined by "and" made alternatives (86B1 判给调整分，且 -> 判给调整分，或; "και" -> "ή", "είτε"): one
   terminology error, the rule widened; 且, 并且, 而, "ενώ" none; "or" made "and" stays found.
3. A single Chinese character written twice (12C1(e)(ii) 那那部分损害, 应应, 得得): one doubled error; reduplications
   (常常, 人人, 刚刚, 清清楚楚) and two words meeting (裁判判罚, 中文文本, 得分分别, 个人赛赛事, {count} 条条款) none.
   Greek "να να", "του του" stay found.
4. 12A2 "αν δεν είναι δυνατόν" as "εφόσον δεν" (or εάν, όταν): a conditional for a conditional, no limit added; an
   "εφόσον δεν" the English's conditions do not negate is still one.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks.structure import doubled_zh_characters
from tests.support import edits_test, findings_test


def added(clause: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the translation negates '{clause}' where the English does not: a permission or a "
                                  "duty made a prohibition, or a condition reversed?")]


S86B3_1 = added("The Regulating Authority may provide differently for circum…")
S86B3_2 = added("The score awarded for each such board may be varied by regu…")
S86A_1 = added("The Director shall not exercise his Law 6 authority to orde…")
S86A_2 = added("Instead, he awards an adjusted score.")
S86B1 = added("In team play when the Director awards an adjusted score and…")
S12A1 = added("The Director may award an adjusted score in favour of a non…")
S12B2 = added("The Director may not award an adjusted score on the grounds…")
S12C2A = added("When owing to an irregularity no result can be obtained [se…")
S12C1A = added("When after an irregularity the Director is empowered by the…")
S12C1C = added("An assigned adjusted score may be weighted to reflect the p…")
S12C1E = added("If, subsequent to the irregularity, the non-offending side …")

test_a_negation_added_where_the_english_clause_is_positive_is_one_finding = edits_test([
    # the tester's inputs (t9as EL30, ZL31)
    ("el", "86B3", "ο Διαιτητής πράττει όπως παραπάνω", "ο Διαιτητής δεν πράττει όπως παραπάνω", S86B3_2),
    ("zh", "86A", "可能知道", "不可能知道", S86A_1),
    # other negations of the kind: beside a word of implied negation said by its own word (ελλείψει, 不同于)
    ("el", "86B3", "ο Διαιτητής πράττει", "ο Διαιτητής δε πράττει", S86B3_2),
    ("el", "86B3", "ο Διαιτητής πράττει", "ο Διαιτητής δεν θα πράξει", S86B3_2),
    ("el", "86B3", "Η Ρυθμιστική Αρχή μπορεί", "Η Ρυθμιστική Αρχή δεν μπορεί", S86B3_1),
    ("el", "86B3", "μπορεί να ποικίλει", "δεν μπορεί να ποικίλει", S86B3_2),
    ("zh", "86B3", "裁判按上述方法处理", "裁判不按上述方法处理", S86B3_2),
    ("zh", "86B3", "主管单位可以作出", "主管单位不可以作出", S86B3_1),
    # ... beside a prefixed word said with no negation (αναίτιος, υπερβολικά) or rendered otherwise (irregularity)
    ("el", "12A1", "Ο Διαιτητής μπορεί", "Ο Διαιτητής δεν μπορεί", S12A1),
    ("el", "12B2", "Κώδικα είναι είτε", "Κώδικα δεν είναι είτε", S12B2),
    ("el", "12C2(a)", "ο Διαιτητής επιδικάζει", "ο Διαιτητής δεν επιδικάζει", S12C2A),
    ("zh", "12C2(a)", "责任判给", "责任不判给", S12C2A),
    ("el", "12C1(a)", "Διαιτητή να αλλάξει", "Διαιτητή να μην αλλάξει", S12C1A),
    # ... in a condition whose verb follows 裁判 (no A-not-A question 判不判)
    ("zh", "86B1", "裁判判给调整分，", "裁判不判给调整分，", S86B1),
    ("zh", "86B1", "裁判应判给", "裁判不应判给", S86B1),
    # ... and the earlier kinds, still one finding
    ("el", "86A", "Αντ' αυτού, θα επιδικάσει", "Αντ' αυτού, δεν θα επιδικάσει", S86A_2),
    ("el", "12C1(c)", "βαθμολογία μπορεί να σταθμιστεί", "βαθμολογία δεν μπορεί να σταθμιστεί", S12C1C),
    ("el", "12C1(e)", "θα μπορούσε να ελπίζει", "δεν θα μπορούσε να ελπίζει", S12C1E),
    # correct rewordings: none
    ("el", "86B3", "αλλά, ελλείψει σχετικού κανονισμού", "αλλά, αν δεν υπάρχει σχετικός κανονισμός"),
    ("el", "86B3", "αλλά, ελλείψει σχετικού κανονισμού", "αλλά, εφόσον δεν υπάρχει σχετικός κανονισμός"),
    ("el", "86B3", "αλλά, ελλείψει σχετικού κανονισμού", "αλλά, εάν δεν υπάρχει σχετικός κανονισμός"),
    ("el", "86B3", "αλλά, ελλείψει σχετικού κανονισμού, ο Διαιτητής", "ελλείψει δε σχετικού κανονισμού, ο Διαιτητής"),
    ("el", "86B3", "ο Διαιτητής πράττει", "ο δε Διαιτητής πράττει"),
    ("el", "86B3", "ο Διαιτητής πράττει όπως παραπάνω", "ο Διαιτητής δεν πράττει διαφορετικά από ό,τι παραπάνω"),
    ("zh", "86B3", "但如无相关规程", "但在没有相关规程的情况下"),
    ("zh", "86B3", "但如无相关规程", "但缺少相关规程时"),
    ("el", "86A", "χωρίς αυτήν τη διανομή", "χωρίς αυτή τη διανομή"),
    ("el", "12C1(c)", "αλλά μπορούν να συμπεριληφθούν μόνο αποτελέσματα",
     "αλλά δεν μπορούν να συμπεριληφθούν παρά μόνο αποτελέσματα"),
    ("el", "12C1(e)", "αν ήταν ανεπιτυχής", "αν δεν πετύχαινε"),
], doc="A negation added where the English clause is positive: one negation finding; litotes and particles none.")

UNFAVOURABLE = ("In team play when the Director awards an adjusted score and the result at the other table between the "
                "same contestants is clearly unfavourable to one side, the Director shall award an assigned adjusted "
                "score.")

test_unfavourable_said_with_its_negation_is_no_negation_added = findings_test([
    (UNFAVOURABLE, "在队式赛中，当裁判判给调整分，而同样的参赛者在另一桌的结果明显不利于其中一方时，裁判应判给裁定调整分。", "zh"),
], doc="不利 renders 'unfavourable': no negation added.", paragraph="86B1")


def and_made_or(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English joins two conditions by 'and', the translation by '{found}' ('or'): "
                                     "both required made either one, the rule widened?")]


test_two_conditions_made_alternatives_is_one_finding = edits_test([
    ("zh", "86B1", "，而同样", "，或同样", and_made_or("或")),  # tester t9as ZL59 (the shipped 且 as 而 here)
    ("zh", "86B1", "，而同样", "，或者同样", and_made_or("或")),
    ("el", "86B1", "βαθμολογία και το αποτέλεσμα", "βαθμολογία ή το αποτέλεσμα", and_made_or("ή")),
    ("el", "86B1", "βαθμολογία και το αποτέλεσμα", "βαθμολογία, είτε το αποτέλεσμα", and_made_or("είτε")),
    # "or" made "and" stays found
    ("zh", "12C1(d)", "很多或", "很多并且",
     [("terminology", "error", "the English says 'or', the translation '并且' ('and'): alternatives made all required, "
                               "the rule narrowed?")]),
    # correct: none
    ("zh", "86B1", "，而同样", "，且同样"),
    ("zh", "86B1", "，而同样", "，并且同样"),
    ("el", "86B1", "βαθμολογία και το αποτέλεσμα", "βαθμολογία, ενώ το αποτέλεσμα"),
    ("zh", "86B2", "得到两个或更多", "得到两个以上"),
], doc="'and' between two conditions said as 'or': one finding, the rule widened.")

SELF = "The non-offending side does not receive relief for such part of its damage as is self-inflicted."


def doubled_char(chars: str) -> list[tuple[str, str, str]]:
    return [("doubled", "error", f"character written twice: '{chars}' in the translation")]


test_the_testers_doubled_character = findings_test([
    (SELF, "对于非违规方自身造成的那那部分损害，非违规方得不到补救。", "zh", doubled_char("那那")),  # t9as ZL27
    (SELF, "对于非违规方自身造成的那部分损害，非违规方得不到补救。", "zh"),
], doc="那那部分损害: one doubled finding.", paragraph="12C1(e)(ii)")

test_a_character_or_short_word_written_twice_is_one_finding = edits_test([
    ("zh", "86B1", "裁判应判给", "裁判应应判给", doubled_char("应应")),
    ("zh", "12C2(a)", "得平均负分", "得得平均负分", doubled_char("得得")),
    ("el", "12A1", "να επιδικάσει", "να να επιδικάσει",
     [("doubled", "error", "word written twice: 'να να' in the translation")]),
    ("el", "12A1", "προς όφελος του αναίτιου", "προς όφελος του του αναίτιου",
     [("doubled", "error", "word written twice: 'του του' in the translation")]),
], doc="A character or a short word written twice: one doubled finding.")


@pytest.mark.parametrize("text, found", [
    ("对于那那部分损害", ["那那"]),
    ("可可以", ["可可"]),
    ("裁判判判给", ["判判"]),
    ("平均正分分别为", []),
    ("该分分别为正3", []),
    ("违规的更正正确", []),
    ("如果裁判判给人为调整分", []),
    ("官方中文文本（其", []),
    ("双方的得分分别计算", []),
    ("个人赛赛事，裁判", []),
    ("{count} 条条款：", []),
    ("窗口刚刚接管了", []),
    ("常常、人人、一一", []),
    ("清清楚楚", []),
    ("不了了之", []),
    # a word of the laws' sources ending in a character of content and the next word starting with it (lead, s29)
    ("比赛的结果果然不同", []),
    ("在规定的时间间隔内", []),
    ("成绩记录录入系统", []),
    # a character of grammar after a word ending in it
    ("委员会会在赛后决定", []),
    ("裁判应该该方得分", []),
    ("持有有效的牌", []),
    # a character of content written twice where no word of the sources ends in it: a slip
    ("造成的损损害", ["损损"]),
    ("这这个调整分", ["这这"]),
])
def test_doubled_characters_not_reduplications(text, found):
    """A character written twice is found unless a reduplication, AABB, or one word ending and the next starting."""
    assert [text[a:b] for a, b in doubled_zh_characters(text)] == found


test_a_conditional_for_a_conditional_is_no_limit_added = edits_test([
    ("el", "12A2", "αν δεν είναι δυνατόν", "εφόσον δεν είναι δυνατόν"),  # tester t9as ELR17
    ("el", "12A2", "αν δεν είναι δυνατόν", "εάν δεν είναι δυνατόν"),
    ("el", "12A2", "αν δεν είναι δυνατόν", "όταν δεν είναι δυνατόν"),
    # an "εφόσον δεν" where the English's conditions negate nothing is still a limit added
    ("el", "86A", "Αντ' αυτού, θα επιδικάσει επανορθωτική βαθμολογία.",
     "Αντ' αυτού, θα επιδικάσει επανορθωτική βαθμολογία, εφόσον δεν ορίζει διαφορετικά ο κανονισμός.",
     [("sentences", "error", "the translation adds 'εφόσον δεν', a limit of the rule the English does not have: a "
                             "clause added, the rule narrowed?")]),
], doc="εφόσον δεν for 'if no': no limit added.")


test_a_word_before_a_preposition_of_its_own_character_is_no_doubling = edits_test([
    # tester t9as ZL10 (裁判不得以 made 裁判可以以…: the negation dropped is its one finding, no 以 written twice)
    ("zh", "12B2", "裁判不得以", "裁判可以以",
     [("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'The "
                            "Director may not award an adjusted score on the grounds…': a prohibition made a "
                            "permission, or a condition reversed?")]),
], doc="可以 + 以: two words meeting, no character doubled.")

test_two_words_meeting_on_one_character_are_no_doubling = edits_test([
    ("zh", "12B1", "违规未发生时", "如果没有违规"),  # 不如 + 如果 (tester 9ao ec41's rewording, fix9ha)
], doc="不如如果: two words meeting, no character doubled.")

test_an_inability_said_as_impossible_keeps_the_negation = edits_test([
    ("el", "12A2", "αν δεν είναι δυνατόν", "αν είναι αδύνατον"),  # "if no rectification can be made"
    ("el", "12A2", "αν δεν είναι δυνατόν", "εφόσον είναι αδύνατον"),
    ("el", "12A2", "αν δεν είναι δυνατόν", "αν είναι δυνατόν",
     [("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'The "
                            "Director awards an artificial adjusted score if no rect…': a prohibition made a "
                            "permission, or a condition reversed?")]),
], doc="'if no … can be made' as 'αν είναι αδύνατον': the negation kept; 'αν είναι δυνατόν' drops it.")
