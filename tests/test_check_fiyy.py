"""Fresh tester t9bq's false findings on two sentences regrouped at a semicolon (fiyy): "A; B. C." said as "A. B· C."
(or "A。B；C。", or the other way, "A. B; C." as "A; B. C."), every clause kept, is no sentence dropped and another
added (:func:`helper.catalog.checks.structure.regrouped_cuts`), and its negations are read clause by clause across the
moved boundary (:func:`helper.catalog.checks.negation._clause_negation_dropped`): bq-rew36.  A clause really dropped in
such a regrouping keeps its one finding.  And the gap fiyt found: "X: Y, so Z." said as "X：Y。Z。" (the consequence by
the order alone, :func:`helper.catalog.checks.structure._alignment`'s continued split) is clean, so a sentence added
after it ("该副牌作废。") is one finding, the clause after ", so" no item of a list
(:data:`helper.catalog.checks.structure._EN_CLAUSE_LINK`)."""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_gained, interface_item, one_gained_tests

T9BQ = fresh_inputs("t9bq")

INTERNAL = "helper: internal error ({kind}: {detail}); nothing was changed. Please report it."
EARLY = "Too early: Enter came before this question was shown; nothing recorded. Type 1-{count} or ↑ ↓, then Enter."
PENALTY = ("Too early: Enter came before this question was shown; nothing recorded. Press Enter again for the "
           "standard penalty.")
RULING = ("Ruling {id} stays in the record as it was recorded; the answers changed since are cleared. Start a new "
          "ruling? (y / n)")
YOURS = ("Your text; theirs is shown under the English. F2 replaces theirs with this text; Esc closes without "
         "saving")


@pytest.mark.parametrize("name", ["bq-rew36"])
def test_tester_rewordings(name):
    item = T9BQ[name]
    assert [f.message for f in interface_gained(item["lang"], item["entry"], item["msgstr"])] == []


# the boundary moved to a semicolon, every clause kept (both languages, both ways, other strings): clean.  A clause
# dropped in the regrouping: one finding naming it
test_regrouped_defects, test_regrouped_rewordings = one_gained_tests([
    (interface_item("el", INTERNAL, "helper: εσωτερικό σφάλμα ({kind}: {detail}). Παρακαλούμε να το αναφέρετε."),
     "sentences", "no translation: 'nothing was changed.'"),
    (interface_item("zh", INTERNAL, "helper：内部错误（{kind}：{detail}）。请报告此问题。"),
     "sentences", "no translation: 'nothing was changed.'"),
    (interface_item("el", EARLY, "Πολύ νωρίς: το Enter ήρθε πριν φανεί η ερώτηση. Γράψτε 1-{count} ή ↑ ↓, και μετά "
                                 "Enter."),
     "sentences", "no translation: 'nothing recorded.'"),
    (interface_item("zh", YOURS, "您的文本；对方的文本显示在英文下方；F2 用此文本替换对方的文本。"),
     "keys", "the key 'Esc'"),
], [
    interface_item("zh", INTERNAL, "helper：内部错误（{kind}：{detail}）。没有任何改动；请报告此问题。"),
    interface_item("el", EARLY, "Πολύ νωρίς: το Enter ήρθε πριν φανεί η ερώτηση. Δεν καταγράφηκε τίποτα· γράψτε "
                                "1-{count} ή ↑ ↓, και μετά Enter."),
    interface_item("zh", PENALTY, "太早了：这次 Enter 在本问题显示之前到达。未记录任何内容；再按一次 Enter 采用标准罚分。"),
    interface_item("el", RULING, "Η απόφαση {id} παραμένει στο αρχείο όπως καταγράφηκε. Οι απαντήσεις που άλλαξαν από "
                                 "τότε διαγράφονται· νέα απόφαση; (y / n)"),
    interface_item("zh", YOURS, "您的文本；对方的文本显示在英文下方；F2 用此文本替换对方的文本。Esc 关闭而不保存"),
    interface_item("el", YOURS, "Το κείμενό σας· το δικό τους φαίνεται κάτω από το αγγλικό· το F2 αντικαθιστά το δικό "
                                "τους με αυτό το κείμενο. Esc: κλείσιμο χωρίς αποθήκευση"),
])


KNOCKOUT = "Knockout match: the two scores balance, so Law {law} changes nothing."
FOULED = "The board was fouled: cards misplaced, so tables played different deals (Law 87)"

# "X: Y, so Z." as "X：Y。Z。" (both languages, another string): clean; a sentence added after it: one finding
test_consequence_defects, test_consequence_rewordings = one_gained_tests([
    (interface_item("zh", KNOCKOUT, "淘汰赛：两个得分是平衡的。{law}不改变任何分数。该副牌作废。"),
     "sentences", ("1 in the English, 3 in the translation", "not in the English: '该副牌作废。'")),
    (interface_item("el", KNOCKOUT, "Αγώνας knock out: οι δύο βαθμολογίες είναι συμπληρωματικές. Ο Νόμος {law} δεν "
                                    "αλλάζει τίποτα. Η διανομή ακυρώνεται."),
     "sentences", ("1 in the English, 3 in the translation", "not in the English: 'Η διανομή ακυρώνεται.'")),
    (interface_item("zh", FOULED, "该副牌被污染：牌张放错。各桌打的牌不同（第87条）。该副牌作废。"),
     "sentences", ("1 in the English, 3 in the translation", "not in the English: '该副牌作废。'")),
    (interface_item("el", FOULED, "Η διανομή μολύνθηκε: τα φύλλα τοποθετήθηκαν λάθος. Τα τραπέζια έπαιξαν "
                                  "διαφορετικές μοιρασιές (Νόμος 87). Επιδικάζεται μέσος όρος."),
     "sentences", ("1 in the English, 3 in the translation", "not in the English: 'Επιδικάζεται μέσος όρος.'")),
    # the consequence said in the first sentence ("所以", "οπότε"): a sentence after it is added (tester t9bg bg-sen20)
    (interface_item("zh", KNOCKOUT, "淘汰赛：两个得分是平衡的，所以{law}不改变任何分数。分数取整。"),
     "sentences", ("1 in the English, 2 in the translation", "not in the English: '分数取整。'")),
    (interface_item("el", FOULED, "Η διανομή μολύνθηκε: τα φύλλα τοποθετήθηκαν λάθος, οπότε τα τραπέζια έπαιξαν "
                                  "διαφορετικές μοιρασιές (Νόμος 87). Επιδικάζεται μέσος όρος."),
     "sentences", ("1 in the English, 2 in the translation", "not in the English: 'Επιδικάζεται μέσος όρος.'")),
], [
    interface_item("zh", KNOCKOUT, "淘汰赛：两个得分是平衡的。{law}不改变任何分数。"),
    interface_item("el", KNOCKOUT, "Αγώνας knock out: οι δύο βαθμολογίες είναι συμπληρωματικές. Ο Νόμος {law} δεν "
                                   "αλλάζει τίποτα."),
    interface_item("zh", FOULED, "该副牌被污染：牌张放错。各桌打的牌不同（第87条）"),
    interface_item("el", FOULED, "Η διανομή μολύνθηκε: τα φύλλα τοποθετήθηκαν λάθος. Τα τραπέζια έπαιξαν διαφορετικές "
                                 "μοιρασιές (Νόμος 87)"),
])
