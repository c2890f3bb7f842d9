"""Fresh tester t9bj's inputs counted FOUND whose one finding named the defect wrongly (issue 9 §2, fixzv), each a
kind: the tester's input, other defects of the kind (one finding each: its check and words of its message) and
correct rewordings (no finding), measured as the tester does (:func:`tests.testers.measure.gained`), or on strings of
no catalogue (:func:`tests.support.findings`).

1. A computation of the English said as another where the English's generic word ("score") stands beside it ("the
   complement of the opponents' score" as 对方得分的平均数, t9bj bj-sco23): "the English computes by 'complement', the
   translation by '平均'", not "where the English says 'score'" (a top said as the average keeps fixzq's message).
2. A clause joined by "and" that says an act of someone the English names nowhere, before a colon of an interface
   string (t9bj bj-sen24 "裁决已完成，并已通知牌手：…"): one ``sentences`` error "a clause added", its person (牌手) not
   a second finding.
3. A bracket's list of cases with no "or" said with a case more (t9bj bj-alt09 "（牌张混乱、这副牌未打、牌手迟到）"): the
   list-item-added ``terminology`` error ("an alternative added"), its person not again; an item said in two parts,
   each with a placeholder of the English's item, none.
4. The official Greek text edited by "or" made "and" only (t9bj bj-alt05, bj-alt07, bj-alt08): the catalogue error's
   "The edit:" says the or-made-and question, not an alternative of the English missing.
5. The official Greek text edited by round brackets made square only (t9bj bj-brk04): "The edit: brackets () of the
   English written as [] in the translation", not only the English's () missing.
"""

from __future__ import annotations

import pytest

from tests.support import (findings, fresh_inputs, interface_item as messages, law_item as laws, one_gained,
                           one_gained_tests)

T9BJ = fresh_inputs("t9bj")

COMPLEMENT = "{side}: the complement of the opponents' score"
COMPLETE = "The ruling is complete: go back or start over."
NO_RESULT = "No result can be obtained (cards mixed, board not played)"

COMPUTES = "the English computes by 'complement', the translation by"
CLAUSE = "which the English does not say: a clause added"
ITEM = "the English names 2 alternatives in 'cards mixed, board not played', the translation 3"
OR_AND = "The edit: the English says 'or', the translation 'και' ('and'): alternatives made all required"
ROUND_SQUARE = "The edit: brackets () of the English written as [] in the translation"
SQUARE_ROUND = "The edit: brackets [] of the English written as () in the translation"


@pytest.mark.parametrize("item_id, check, words", [
    ("bj-sco23", "terminology", COMPUTES + " '平均'"),
    ("bj-sen24", "sentences", "the translation adds '并已通知牌手', " + CLAUSE),
    ("bj-alt09", "terminology", ITEM + " ('牌张混乱、这副牌未打、牌手迟到'): an alternative added"),
    ("bj-alt05", "catalogue", OR_AND),
    ("bj-alt07", "catalogue", OR_AND),
    ("bj-alt08", "catalogue", OR_AND),
    ("bj-brk04", "catalogue", ROUND_SQUARE),
])
def test_the_testers_inputs_are_named_for_what_changed(item_id, check, words):
    found = one_gained(T9BJ[item_id], check, words)
    assert "is missing in the translation" not in found.message  # (no alternative, no bracket said missing)


OTHER_DEFECTS = [
    # 1. a computation said as another, the English's generic "score" beside it
    (messages("el", COMPLEMENT, "{side}: ο μέσος όρος της βαθμολογίας των αντιπάλων"), "terminology",
     COMPUTES + " 'μέσος όρος'"),
    (messages("zh", COMPLEMENT, "{side}：对方得分的平均值"), "terminology", COMPUTES + " '平均'"),
    (messages("zh", COMPLEMENT, "{side}：对方得分的总和"), "terminology", COMPUTES + " '总和'"),
    # 2. a clause about someone the English does not name, before a colon
    (messages("el", COMPLETE, "Η απόφαση ολοκληρώθηκε, και ενημερώθηκαν οι παίκτες: επιστρέψτε ή ξεκινήστε από την "
                              "αρχή."), "sentences", "the translation adds 'και ενημερώθηκαν οι παίκτες', " + CLAUSE),
    (messages("zh", COMPLETE, "裁决已完成，并已通知队长：可返回或重新开始。"), "sentences",
     "the translation adds '并已通知队长', " + CLAUSE),
    # 3. a bracket's list of cases with a case more
    (messages("el", NO_RESULT, "Δεν μπορεί να επιτευχθεί αποτέλεσμα (ανακατεμένα φύλλα, η διανομή δεν παίχτηκε, "
                               "καθυστέρηση παικτών)"), "terminology", ITEM),
    (messages("zh", NO_RESULT, "无法得出结果（牌张混乱、这副牌未打、桌号错误）"), "terminology", ITEM),
    # 4. "or" made "and" in other official texts
    (laws("el", "12C1(d)", " ή ", " και "), "catalogue", OR_AND),
    (laws("el", "12C2(b)", " ή ", " και "), "catalogue", OR_AND),
    (laws("el", "12A", " ή ", " και "), "catalogue", OR_AND),
    # 5. brackets made another kind in other official texts, either way
    (laws("el", "12C1(e)", "(άσχετο με την παράβαση)", "[άσχετο με την παράβαση]"), "catalogue", ROUND_SQUARE),
    (laws("el", "86B2(a)", "[βλέπε Νόμο 12Γ2]", "(βλέπε Νόμο 12Γ2)"), "catalogue", SQUARE_ROUND),
]

REWORDINGS = [
    messages("zh", COMPLEMENT, "{side}：与对方得分互补的分数"),
    messages("el", COMPLEMENT, "{side}: το συμπλήρωμα της βαθμολογίας των αντιπάλων"),
    messages("zh", COMPLETE, "裁决完成：可以返回，也可以重新开始。"),
    messages("el", COMPLETE, "Η απόφαση είναι πλήρης: επιστρέψτε ή ξεκινήστε ξανά."),
    messages("zh", NO_RESULT, "无法得出结果（这副牌未打、牌张混乱）"),
    messages("el", NO_RESULT, "Δεν προκύπτει αποτέλεσμα (φύλλα ανακατεμένα, διανομή που δεν παίχτηκε)"),
    laws("el", "12C1(d)", " ή ", " ή "),
]

test_other_defects_of_each_kind_are_one_finding_naming_it, test_correct_rewordings_give_no_finding = one_gained_tests(
    OTHER_DEFECTS, REWORDINGS)


@pytest.mark.parametrize("english, text, lang", [
    # an item said in two parts, each with a placeholder of the English's item: no item added
    ("It was left open in another login ({terminal}, process {pid} on {host}), whose helper has ended.",
     "它曾在另一次登录中打开（{terminal}，进程 {pid}，主机 {host}），其助手已结束。", "zh"),
    # the seats in another order, as many
    ("The seats (North, East, South, West) are fixed.", "座位（东、南、西、北）固定。", "zh"),
])
def test_a_bracket_list_said_in_other_parts_is_no_item_added(english, text, lang):
    assert not [f for f in findings(english, text, lang) if "alternative added" in f[2]]
