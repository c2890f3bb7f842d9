"""A condition reversed with its conjunction reworded (issue 9 §2, fizb; fresh tester t9bs's bs-con02): "If time
permits" as "Όταν ο χρόνος δεν το επιτρέπει" is one finding, the negation check's ("the translation negates …: a
condition reversed?"), not also the sentences check's "'If' is a time in the translation" - the "when" clause is
negated, so the condition is reversed (or, where the English negates too, a lack the same whenever it holds), and its
"if" said "when" is no second defect of the same condition.  An "if" said "when" with the condition kept stays that
finding (fixzl, t9bg bg-con12); a correct rendering of the condition (Αν, Εάν, Εφόσον; 若, 如果, 在…时) none."""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

TIME = "If time permits, a substitute board may be played instead (Law {law})."
REPLACE = "replace the file if it exists (its mode is kept)"
ASSIGN = ("If you can assign an adjusted score, enter it in IMPs for the non-offending side (Enter to skip: average "
          "plus)")
EL_ASSIGN_TAIL = ("επιδικάσετε κατ' εκτίμηση επανορθωτική βαθμολογία, δώστε την σε IMPs για τον αναίτιο άξονα (Enter για "
                  "παράλειψη: μέσος όρος συν)")
REVERSED = ("translation negates", "condition reversed")


def test_tester_input_is_one_negation():
    found = one_gained(fresh_inputs("t9bs")["bs-con02"], "negation", REVERSED + ("If time permits",))
    assert found.fragment == TIME


test_defect, test_rewording = one_finding_tests(
    [
        # the negation inside the "when" clause, not next to its conjunction (the tester's kind)
        ("el", TIME, "Όταν ο χρόνος δεν το επιτρέπει, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law}).",
         "negation", TIME, REVERSED),
        ("el", REPLACE, "αντικατάσταση του αρχείου όταν το αρχείο δεν υπάρχει (τα δικαιώματά του διατηρούνται)",
         "negation", REPLACE, REVERSED),
        ("el", ASSIGN, "Όταν η επανορθωτική βαθμολογία δεν μπορεί να επιδικαστεί κατ' εκτίμηση, δώστε την σε IMPs για "
         "τον αναίτιο άξονα (Enter για παράλειψη: μέσος όρος συν)",
         "negation", ASSIGN, REVERSED),
        # next to it
        ("el", TIME, "Όταν δεν το επιτρέπει ο χρόνος, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law}).",
         "negation", TIME, REVERSED),
        ("el", ASSIGN, "Όταν δεν μπορείτε να " + EL_ASSIGN_TAIL, "negation", ASSIGN, REVERSED),
        # the conjunction kept, the condition negated
        ("el", TIME, "Εάν ο χρόνος δεν το επιτρέπει, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law}).",
         "negation", TIME, REVERSED),
        # Chinese: 如…允许 made 当…不允许时
        ("zh", TIME, "当时间不允许时，可改打一副替代牌（{law}）。", "negation", TIME, REVERSED),
        ("zh", TIME, "在时间不允许的情况下，可改打一副替代牌（{law}）。", "negation", TIME, REVERSED),
        ("zh", REPLACE, "当文件不存在时替换它（保留其权限模式）", "negation", REPLACE, REVERSED),
        ("zh", ASSIGN, "当不能给出裁定调整分时，请输入非违规方的 IMP（按 Enter 跳过：平均正分）", "negation", ASSIGN,
         REVERSED),
        # an "if" said "when", the condition kept: still the time finding (fixzl, t9bg bg-con12)
        ("el", TIME, "Όταν το επιτρέπει ο χρόνος, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law}).",
         "sentences", "Όταν το επιτρέπει ο χρόνος", ("condition 'If'", "a time")),
        ("el", REPLACE, "αντικατάσταση του αρχείου όταν το αρχείο υπάρχει (τα δικαιώματά του διατηρούνται)",
         "sentences", "όταν το αρχείο υπάρχει", ("condition 'if'", "a time")),
    ],
    [
        ("el", TIME, "Εφόσον το επιτρέπει ο χρόνος, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law})."),
        ("el", TIME, "Αν ο χρόνος το επιτρέπει, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law})."),
        ("el", TIME, "Εάν το επιτρέπει ο χρόνος, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law})."),
        ("el", REPLACE, "αντικατάσταση του αρχείου αν το αρχείο υπάρχει (τα δικαιώματά του διατηρούνται)"),
        ("el", REPLACE, "αντικατάσταση του αρχείου εφόσον υπάρχει ήδη (τα δικαιώματά του διατηρούνται)"),
        ("zh", TIME, "若时间允许，可改打一副替代牌（{law}）。"),
        ("zh", TIME, "如果时间允许，可改打一副替代牌（{law}）。"),
        ("zh", TIME, "在时间允许时，可改打一副替代牌（{law}）。"),
        ("zh", TIME, "时间允许时，可改打一副替代牌（{law}）。"),
        ("zh", REPLACE, "当文件存在时替换它（保留其权限模式）"),
        ("zh", ASSIGN, "若能给出裁定调整分，请输入非违规方的 IMP（按 Enter 跳过：平均正分）"),
    ],
)

