"""Fresh tester t9bq's unmet inputs (fiyw, issue 9 §2).

1. A board replayed or dealt again, said in a clause joined by "and" / "then" the English does not have ("The board is
   cancelled." as "Η διανομή ακυρώνεται και ξαναπαίζεται.", bq-sen18): one sentences error naming the clause
   (:data:`structure._ADDED_CONTENT`, "replay"); a translation with no such clause, or with two verbs for the English's
   one that say nothing more, none.
2. Two placeholders told apart by the words next to them ("Law {law}" as 第 {law} 条 / "Νόμος {law}"; "together
   {total}" as 合计 {total} / "μαζί {total}") said in another order are no swap (bq-rew20, bq-rew38: no
   placeholder-order warning; :data:`placeholder_roles.LABELS` "law", "together"); "together" at the other
   placeholder is one placeholder-order error naming it, "Law" there (as "ruling") leaves the order's one warning
   (tester t9bk bk-plh21 keeps it).
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_item, one_gained, one_gained_tests, said

T9BQ = fresh_inputs("t9bq")

CANCELLED = "The board is cancelled."
BALANCE = "The scores do not balance (NS and EW together {total}): Law {law} allows it."
PENALTY = ("Procedural penalty (Law {law}), {kind}: {amount}, apart from the board's score; the scores of the other "
           "three players do not change.")

ADDED = ("the translation adds '{}' at the end of a sentence, which the English does not say: a clause added, a rule "
         "of its own?")
ORDER = "placeholders in another order: {law} {kind} {amount} in the English, {kind} {law} {amount} in the translation"
MOVED = "'{}' goes with {} in the English but with {} in the translation: placeholders swapped?"


def test_tester_clause_added():
    found = one_gained(T9BQ["bq-sen18"], "sentences", ADDED.format("ξαναπαίζεται"))
    assert found.fragment == "ξαναπαίζεται"


@pytest.mark.parametrize("name", ["bq-rew20", "bq-rew38"])
def test_tester_reordered_clean(name):
    assert said(T9BQ[name]) == []


# a replay added, other words, both languages, with "and" or "then", with or without a comma
test_replay_added, test_replay_not_added = one_gained_tests([
    (interface_item("el", CANCELLED, "Η διανομή ακυρώνεται και παίζεται ξανά."), "sentences",
     ADDED.format("παίζεται ξανά")),
    (interface_item("el", CANCELLED, "Η διανομή ακυρώνεται και μοιράζεται νέα διανομή."), "sentences",
     ADDED.format("μοιράζεται νέα διανομή")),
    (interface_item("zh", CANCELLED, "该副牌取消并重新发牌。"), "sentences", ADDED.format("重新发牌")),
    (interface_item("zh", CANCELLED, "该副牌作废并重打。"), "sentences", ADDED.format("重打")),
    (interface_item("zh", CANCELLED, "该副牌取消，然后重打。"), "sentences", ADDED.format("然后重打")),
], [
    interface_item("el", CANCELLED, "Η διανομή ακυρώνεται οριστικά."),
    interface_item("zh", CANCELLED, "该副牌被取消并作废。"),
    interface_item("zh", CANCELLED, "本副牌取消。"),
])


# two placeholders each with its own word, reordered (clean) or swapped (one error naming the word moved)
test_swapped, test_reordered = one_gained_tests([
    (interface_item("zh", BALANCE, "{total}允许分数不平衡（此处南北与东西合计 {law}）。"), "placeholder-order",
     MOVED.format("together", "{total}", "{law}")),
    (interface_item("zh", BALANCE, "分数不平衡（南北与东西合计 {law}）：第 {total} 条允许这样。"), "placeholder-order",
     MOVED.format("together", "{total}", "{law}")),
    (interface_item("el", BALANCE, "Ο Νόμος {total} επιτρέπει οι βαθμολογίες να μην είναι συμπληρωματικές (ΒΝ και ΑΔ "
                                   "μαζί {law})."), "placeholder-order", MOVED.format("together", "{total}", "{law}")),
    (interface_item("el", PENALTY, "Διαδικαστική ποινή (Νόμος {kind}), {law}: {amount}, χωριστά από τη βαθμολογία της "
                                   "διανομής· οι βαθμολογίες των άλλων τριών παικτών δεν αλλάζουν."),
     "placeholder-order", ORDER),
    (interface_item("zh", PENALTY, "程序性罚分（第 {kind} 条），{law}：{amount}，与这副牌的得分分开计算；其他三位牌手的得分不变。"),
     "placeholder-order", ORDER),
], [
    interface_item("zh", BALANCE, "第 {law} 条允许分数不平衡（南北与东西合计 {total}）。"),
    interface_item("zh", BALANCE, "根据第 {law} 条，分数可以不平衡（南北与东西合计 {total}）。"),
    interface_item("el", BALANCE, "Ο Νόμος {law} το επιτρέπει: οι βαθμολογίες δεν είναι συμπληρωματικές (ΒΝ και ΑΔ "
                                  "μαζί {total})."),
    interface_item("el", BALANCE, "Σύμφωνα με τον Νόμο {law}, οι βαθμολογίες μπορεί να μην είναι συμπληρωματικές (ΒΝ "
                                  "και ΑΔ μαζί {total})."),
    interface_item("el", PENALTY, "{kind}: διαδικαστική ποινή {amount} (Νόμος {law}), χωριστά από τη βαθμολογία της "
                                  "διανομής· οι βαθμολογίες των άλλων τριών παικτών δεν αλλάζουν."),
    interface_item("zh", PENALTY, "{kind}程序性罚分（第 {law} 条）：{amount}，与这副牌的得分分开计算；其他三位牌手的得分不变。"),
])
