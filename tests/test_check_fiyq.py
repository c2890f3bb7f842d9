"""Fresh tester t9bo's false and terse findings (fiyq): a parenthetical said as a cause or an agent is woven in, not
run on, and names the English's own reviewer (bo-rew22, bo-rew59); "ruling {id}" and "appeal outcome {number}" tell
their placeholders apart wherever the sentence puts them (bo-rew24); an edit of the official text that brought no
finding of its own is said as what it did - a word written twice, brackets added, dropped, moved or made another
(bo-dou02, bo-bra02, bo-bra16, bo-bra19)."""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_gained, interface_item, law_item, one_gained, one_gained_tests

T9BO = fresh_inputs("t9bo")

SAVED = ("This entry was changed in the file since you opened the editor (another reviewer or an editor saved it). "
         "Your text is not saved yet.")
APPEAL = "Appeal outcome {number} of ruling {id} added; the ruling is kept as it was."
APPEAL_OF = "Appeal {number} of ruling {id}"


@pytest.mark.parametrize("name", ["bo-rew22", "bo-rew59", "bo-rew24"])
def test_tester_rewordings(name):
    assert [f.message for f in interface_gained(T9BO[name]["lang"], T9BO[name]["entry"], T9BO[name]["msgstr"])] == []


@pytest.mark.parametrize("name, words", [
    ("bo-dou02", "The edit: character written twice: '给给' in the translation"),
    ("bo-bra02", "The edit: brackets around '分别计算' that the English does not have"),
    ("bo-bra16", "The edit: brackets () of the English written as [] in the translation"),
    ("bo-bra19", "The edit: the bracket closes after 'στις υπόλοιπες διανομές' in the translation, before it in the "
                 "English"),
])
def test_tester_edits_named(name, words):
    found = one_gained(T9BO[name], "catalogue", ("was edited here", words))
    assert found.fragment == T9BO[name]["fragment"]


# an edit of the official text, said as what it did (variants: other paragraphs, both languages)
test_edit_named, _test_none = one_gained_tests([
    (law_item("zh", "12A2", "裁判将判", "裁判将将判"), "catalogue", "The edit: character written twice: '将将'"),
    (law_item("el", "12C1(b)", "το πιθανό", "το το πιθανό"), "catalogue", "The edit: word written twice: 'το το'"),
    (law_item("el", "12C1(b)", "Διαιτητής", "Διαιτητήςς"), "catalogue", "The edit: letter written twice in 'Διαιτητήςς'"),
    (law_item("zh", "12C4", "非平衡的调整分", "（非平衡的调整分）"), "catalogue",
     "The edit: brackets around '非平衡的调整分' that the English does not have"),
    (law_item("zh", "12A2", "c2 ）", "c2 "), "catalogue", "The edit: '（' is never closed in the translation"),
    (law_item("el", "12C2(a)", "Γ1(δ)]", "Γ1(δ)"), "catalogue", "The edit: '[' is never closed in the translation"),
    (law_item("zh", "12A2", "（参见本条c2 ）", "［参见本条c2 ］"), "catalogue",
     "The edit: brackets () of the English written as ［］ in the translation"),
    (law_item("el", "12C2(a)", "(50% στα ζεύγη)", "[50% στα ζεύγη]"), "catalogue",
     "The edit: brackets () of the English written as [] in the translation"),
], [])


# the parenthetical said as a cause or an agent (clean); run on, or its reviewer made another (one finding each)
test_parenthetical_defects, test_parenthetical_rewordings = one_gained_tests([
    (interface_item("zh", SAVED, "自您打开编辑器以来，文件中的此条目已更改另一位审校者或编辑器保存了它。您的文本尚未保存。"),
     "brackets", "its words are kept, no longer set apart?"),
    (interface_item("el", SAVED, "Η καταχώριση άλλαξε στο αρχείο αφότου ανοίξατε τον επεξεργαστή άλλος ελεγκτής ή ένας "
                                 "επεξεργαστής την αποθήκευσε. Το κείμενό σας δεν έχει αποθηκευτεί ακόμη."),
     "brackets", "its words are kept, no longer set apart?"),
    (interface_item("zh", SAVED, "您打开编辑器之后，文件中的此条目已被另一位裁判或编辑器保存并更改；您的文本还没有保存。"),
     "terminology", ("'裁判'", "'reviewer'", "someone else acts")),
    (interface_item("el", SAVED, "Η καταχώριση άλλαξε στο αρχείο αφότου ανοίξατε τον επεξεργαστή, επειδή την αποθήκευσε "
                                 "ένας Διαιτητής ή ένας επεξεργαστής. Το κείμενό σας δεν έχει αποθηκευτεί ακόμη."),
     "terminology", ("'Διαιτητής'", "'reviewer'", "someone else acts")),
], [
    interface_item("zh", SAVED, "您打开编辑器之后，文件中的此条目由于另一位审校者或编辑器保存而被更改；您的文本还没有保存。"),
    interface_item("zh", SAVED, "自您打开编辑器以来，文件中的此条目已更改（另一位审校者或编辑器保存了它）。您的文本尚未保存。"),
    interface_item("el", SAVED, "Η καταχώριση άλλαξε στο αρχείο αφότου ανοίξατε τον επεξεργαστή, γιατί την αποθήκευσε "
                                "άλλος ελεγκτής ή ένας επεξεργαστής. Το κείμενό σας δεν έχει αποθηκευτεί ακόμη."),
    interface_item("el", SAVED, "Η καταχώριση άλλαξε στο αρχείο αφότου ανοίξατε τον επεξεργαστή (την αποθήκευσε άλλος "
                                "ελεγκτής ή ένας επεξεργαστής). Το κείμενό σας δεν έχει αποθηκευτεί ακόμη."),
])


# "ruling {id}" and "appeal (outcome) {number}" each with its placeholder, in any order (clean); the words at the
# other placeholder: in the English's order an error, in another the order's warning (as bm-plc01, bo-pla12)
test_label_defects, test_label_rewordings = one_gained_tests([
    (interface_item("zh", APPEAL, "已为申诉 {id} 添加裁决结果 {number}；原裁决不变。"), "placeholder-order",
     ("placeholders in another order", "check they are not swapped")),
    (interface_item("el", APPEAL, "Στην απόφαση {number} προστέθηκε η έκβαση έφεσης {id}· η απόφαση διατηρείται όπως "
                                  "ήταν."), "placeholder-order", ("goes with {number} in the English but with {id}",)),
], [
    interface_item("zh", APPEAL, "已为第 {id} 号裁决添加第 {number} 号申诉结果；原裁决不变。"),
    interface_item("el", APPEAL, "Στην απόφαση {id} προστέθηκε η έκβαση έφεσης {number}· η απόφαση διατηρείται όπως "
                                 "ήταν."),
    interface_item("zh", APPEAL_OF, "第 {id} 号裁决的申诉 {number}"),
    interface_item("el", APPEAL_OF, "Της απόφασης {id}: έφεση {number}"),
])
