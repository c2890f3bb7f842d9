"""fiyb (issue 9 §2, tester t9bl; t9bk bk-con22): conditions and clauses the run missed.

Kinds fixed, each one finding of the right check, correct rewordings clean:

1. Two conditions each given the other's action ("asks first while that helper runs …; at once when it has ended" as
   …仍在运行…时立即接管；它已结束时先询问, or the conditions moved with their actions in place: bl-con05, bl-con24,
   bk-con22): negation, "each of the two conditions has the other's action, the conditions swapped?".
2. A key's "again" dropped ("F10 again quits all the same" as 按 F10 仍然退出: bl-con12): sentences, "the part 'again'
   of a condition of the English is missing in the translation".
3. A relative clause ending the sentence dropped where the English names its noun by no placeholder ("…, which the
   next start resumes." as …进行中的裁决里。: bl-sen11): sentences, "the clause '…' of the English is missing".
4. A sentence's one parenthetical clause dropped, its brackets too, however long the rest ("(finished rulings are
   still recorded)": bl-sen13): sentences, "this part of the English seems to have no translation".
"""

from __future__ import annotations

from tests.support import fresh_inputs, gained_or_paired, interface_item as messages, one_gained_tests

T9BL, T9BK = fresh_inputs("t9bl"), fresh_inputs("t9bk")

SWAPPED = "each of the two conditions has the other's action, the conditions swapped?"
AGAIN = "the part 'again' of a condition of the English is missing in the translation"
CLAUSE = "the clause '{}' of the English is missing in the translation"
PART = "this part of the English seems to have no translation: '{}'"

TAKE_BACK = "Take back the ruling from the other helper: at once when it has ended; asks first while it still runs."
NOTE = "Saves the note at once when the ruling is finished; asks first while it is in progress."
TAKE_OVER = ("Take over the ruling in progress another helper holds: asks first while that helper runs with a ruling "
             "in progress; at once when it has ended")
ESC = "The note has changed and is not saved: Enter saves it; Esc again discards it."
REPLACE = "This replaces the whole note: {text}. Press Enter again to replace it; Esc cancels."
F10 = "The line holds text typed and not used: Enter uses it; F10 again quits all the same."
KEPT = "The answers typed here are kept with the note of this ruling, which the review screen shows."
OTHER = ("Another helper holds this ruling: this one does not save the answers typed here (the other helper keeps "
         "its own answers). ^O takes it over.")

DEFECTS = [
    # the testers' inputs
    (T9BL["bl-con05"], "negation", SWAPPED),
    (T9BL["bl-con24"], "negation", SWAPPED),
    (T9BK["bk-con22"], "negation", SWAPPED),
    (T9BL["bl-con12"], "sentences", AGAIN),
    (T9BL["bl-sen11"], "sentences", CLAUSE.format("which the next start resumes")),
    (T9BL["bl-sen13"], "sentences", PART.format("(finished rulings are still recorded)")),
    # 1. the actions exchanged, or the conditions moved
    (messages("zh", TAKE_BACK, "从另一个 helper 收回裁决：它已结束时先询问；它仍在运行时立即收回。"), "negation", SWAPPED),
    (messages("zh", TAKE_BACK, "从另一个 helper 收回裁决：它仍在运行时立即收回；它已结束时先询问。"), "negation", SWAPPED),
    (messages("el", TAKE_BACK, "Ανάκτηση της απόφασης από το άλλο παράθυρο του helper: ρωτά πρώτα όταν έχει "
                               "τερματιστεί· αμέσως όσο εκείνο τρέχει ακόμη."), "negation", SWAPPED),
    (messages("el", NOTE, "Αποθηκεύει τη σημείωση αμέσως όσο η απόφαση είναι σε εξέλιξη· ρωτά πρώτα όταν έχει "
                          "ολοκληρωθεί."), "negation", SWAPPED),
    (messages("zh", NOTE, "裁决进行中时立即保存备注；裁决已完成时先询问。"), "negation", SWAPPED),
    (messages("el", TAKE_OVER, "Ανάληψη της απόφασης σε εξέλιξη που κρατά άλλο παράθυρο του helper: ρωτά πρώτα όταν "
                               "έχει τερματιστεί· αμέσως όσο εκείνο τρέχει με απόφαση σε εξέλιξη"), "negation", SWAPPED),
    # 2. a key's "again" dropped
    (messages("zh", ESC, "备注已更改但尚未保存：按 Enter 保存；按 Esc 放弃。"), "sentences", AGAIN),
    (messages("el", ESC, "Η σημείωση άλλαξε και δεν αποθηκεύτηκε: Enter για αποθήκευση· Esc για απόρριψη."),
     "sentences", AGAIN),
    (messages("el", F10, "Η γραμμή έχει κείμενο που δεν χρησιμοποιήθηκε: Enter για χρήση· F10 για έξοδο παρ' όλα "
                         "αυτά."), "sentences", AGAIN),
    (messages("zh", REPLACE, "这将替换整条备注：{text}。按 Enter 替换；按 Esc 取消。"), "sentences", AGAIN),
    # 3. a relative clause ending the sentence dropped, no placeholder naming its noun
    (messages("zh", KEPT, "此处输入的回答保存在本裁决的备注里。"), "sentences",
     CLAUSE.format("which the review screen shows")),
    (messages("el", KEPT, "Οι απαντήσεις από εδώ κρατιούνται στη σημείωση αυτής της απόφασης."),
     "sentences", CLAUSE.format("which the review screen shows")),
    # 4. the one parenthetical clause dropped with its brackets
    (messages("zh", OTHER, "另一个 helper 窗口持有此裁决：本窗口不保存在此输入的回答。按 ^O 接管。"), "sentences",
     PART.format("(the other helper keeps its own answers)")),
    (messages("el", OTHER, "Άλλο παράθυρο του helper κρατά αυτή την απόφαση: αυτό εδώ δεν αποθηκεύει τις απαντήσεις "
                           "που δίνονται εδώ. Το ^O την αναλαμβάνει."), "sentences",
     PART.format("(the other helper keeps its own answers)")),
]

REWORDINGS = [
    # 1. each action with its condition, the clauses in either order
    messages("zh", TAKE_BACK, "从另一个 helper 收回裁决：它已结束时立即收回；它仍在运行时先询问。"),
    messages("zh", TAKE_BACK, "从另一个 helper 收回裁决：它仍在运行时先询问；它已结束时立即收回。"),
    messages("el", TAKE_BACK, "Ανάκτηση της απόφασης από το άλλο παράθυρο του helper: αμέσως όταν έχει τερματιστεί· "
                              "ρωτά πρώτα όσο εκείνο τρέχει ακόμη."),
    messages("el", NOTE, "Αποθηκεύει τη σημείωση αμέσως όταν η απόφαση ολοκληρωθεί· ρωτά πρώτα όσο είναι σε εξέλιξη."),
    messages("zh", NOTE, "裁决已完成时立即保存备注；裁决进行中时先询问。"),
    messages("zh", TAKE_OVER, "接管另一个 helper 窗口占用的进行中裁决：它已结束时立即接管；那个 helper 仍在运行且有进行中裁决时"
                              "先询问"),
    # 2. "again" said by 再, 再次, ξανά, πάλι
    messages("zh", ESC, "备注已更改但尚未保存：按 Enter 保存；再次按 Esc 放弃。"),
    messages("el", ESC, "Η σημείωση άλλαξε και δεν αποθηκεύτηκε: Enter για αποθήκευση· Esc πάλι για απόρριψη."),
    messages("zh", F10, "输入行中的文字尚未使用：按 Enter 使用；再按一次 F10 仍然退出。"),
    messages("el", REPLACE, "Αυτό αντικαθιστά ολόκληρη τη σημείωση: {text}. Πατήστε ξανά Enter για αντικατάσταση· "
                            "Esc για ακύρωση."),
    # 3. the relative said after a comma, or before its noun
    messages("zh", KEPT, "此处输入的回答保存在本裁决的备注里，审校屏幕会显示该备注。"),
    messages("zh", KEPT, "此处输入的回答保存在审校屏幕所显示的本裁决备注里。"),
    # 4. the parenthetical kept, in brackets
    messages("zh", OTHER, "另一个 helper 窗口持有此裁决：本窗口不保存在此输入的回答（另一个 helper 窗口保留它自己的回答）。"
                          "按 ^O 接管。"),
    messages("el", OTHER, "Άλλο παράθυρο του helper κρατά αυτή την απόφαση: αυτό εδώ δεν αποθηκεύει τις απαντήσεις που "
                          "πληκτρολογούνται εδώ (το άλλο παράθυρο κρατά τις δικές του απαντήσεις). Το ^O την αναλαμβάνει."),
]

# Each input gives one finding of its check, its message naming the defect (:func:`tests.support.one_gained`);
# each correct rewording none. A string not shipped: the findings of the pair itself.
test_one_finding, test_correct_rewordings_clean = one_gained_tests(DEFECTS, REWORDINGS, gained_or_paired)
