"""Fresh tester t9bk's conditions, a unit and references not met (issue 9 §2, fixzx), each a kind: the tester's
input, other defects of the kind (one finding each: its check and words of its message) and correct rewordings (no
finding), measured as the tester does (:func:`tests.testers.measure.gained`).

1. An English "last" said as "first" (t9bk bk-con13 "on the last one save" as "στο πρώτο"): the terminology error
   "the English says 'last', the translation its opposite"; the pronoun "one" after "the last" is no number.
2. An interface string's place in a list dropped (t9bk bk-con23 "on the last one" gone: Enter saves on every field),
   its leading time dropped (bk-con20 "After the infraction,") and its condition said by inversion dropped (bk-con21
   "had the infraction not occurred", not also a negation and a term missing): one ``sentences`` error "the condition
   '…' of the English is missing".
3. The English's IMPs said as a percentage (t9bk bk-sco11 "σε ποσοστό"): "another scoring unit".
4. Law references given to each other's options (t9bk bk-ref09, 86B2 and 86B1 swapped): "law references swapped".
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_item as messages, one_gained, one_gained_tests

T9BK = fresh_inputs("t9bk")

ENTER = "Enter: next field, on the last one save · ↑ ↓: move · F4: save · Esc: close without saving"
AFTER = ("After the infraction, did the non-offending side contribute to its own damage by an extremely serious error "
         "(unrelated to the infraction) or a gambling action?")
HAD = "Can you estimate the probable outcome had the infraction not occurred?"
IMPS = "Ruling {id} was scored in IMPs: give the appeal's scores in IMPs (--unit imps)."
GIVE = "Give --ns and --ew (Law 86B2), or --assigned-result and --other-table (Law 86B1)."

EL_ENTER = ("Enter: επόμενο πεδίο, στο τελευταίο αποθήκευση · ↑ ↓: μετακίνηση · F4: αποθήκευση · Esc: κλείσιμο χωρίς "
            "αποθήκευση")
ZH_ENTER = "Enter：下一项，在最后一项时保存 · ↑ ↓：移动 · F4：保存 · Esc：不保存并关闭"
EL_AFTER = ("Μετά την παράβαση, συνέβαλε ο αναίτιος άξονας στη ζημιά του με εξαιρετικά σοβαρό λάθος (άσχετο με την "
            "παράβαση) ή με τυχοδιωκτική ενέργεια;")

LAST_FIRST = "the English says 'last', the translation its opposite"
MISSING = "the condition '{}' of the English is missing in the translation"
UNIT = "another scoring unit"
SWAPPED = "law references swapped: '86B2' after --ns --ew in the English, after --assigned-result --other-table"


@pytest.mark.parametrize("item_id, check, words", [
    ("bk-con13", "terminology", LAST_FIRST + " 'πρώτο'"),
    ("bk-con23", "sentences", MISSING.format("on the last one")),
    ("bk-con20", "sentences", MISSING.format("After the infraction")),
    ("bk-con21", "sentences", MISSING.format("had the infraction not occurred")),
    ("bk-sco11", "terminology", "the English says 'IMPs', the translation 'ποσοστό': " + UNIT),
    ("bk-ref09", "law-reference", SWAPPED),
])
def test_the_testers_inputs_are_one_finding_naming_the_defect(item_id, check, words):
    one_gained(T9BK[item_id], check, words)


OTHER_DEFECTS = [
    # 1. last said as first, either language, another form
    (messages("zh", ENTER, ZH_ENTER.replace("最后一项", "第一项")), "terminology", LAST_FIRST + " '第一'"),
    (messages("el", ENTER, EL_ENTER.replace("στο τελευταίο", "στην πρώτη θέση")), "terminology",
     LAST_FIRST + " 'πρώτη'"),
    # 2. the place in a list, the leading time, the inverted condition dropped in the other language
    (messages("el", ENTER, EL_ENTER.replace(" στο τελευταίο", "")), "sentences", MISSING.format("on the last one")),
    (messages("zh", ENTER, ZH_ENTER.replace("，在最后一项时保存", "，然后保存")), "sentences",
     MISSING.format("on the last one")),
    (messages("el", AFTER, EL_AFTER.replace("Μετά την παράβαση, συνέβαλε", "Συνέβαλε")), "sentences",
     MISSING.format("After the infraction")),
    (messages("el", HAD, "Μπορείτε να εκτιμήσετε το πιθανό αποτέλεσμα;"), "sentences",
     MISSING.format("had the infraction not occurred")),
    (messages("zh", HAD, "能否估计这副牌可能的结果？"), "sentences", MISSING.format("had the infraction not occurred")),
    # 3. IMPs said as a percentage
    (messages("zh", IMPS, "第 {id} 号裁决以 IMP 计分：申诉的分数请以百分比给出（--unit imps）。"), "terminology",
     "the English says 'IMPs', the translation '百分比': " + UNIT),
    (messages("el", IMPS, "Η απόφαση {id} βαθμολογήθηκε σε IMP: δώστε τις βαθμολογίες της έφεσης σε ποσοστά "
                          "(--unit imps)."), "terminology", UNIT),
    # 4. the references swapped in Greek
    (messages("el", GIVE, "Δώστε --ns και --ew (Νόμος 86Β1), ή --assigned-result και --other-table (Νόμος 86Β2)."),
     "law-reference", SWAPPED),
]

REWORDINGS = [
    messages("zh", ENTER, "Enter：下一项，到最后一项时保存 · ↑ ↓：移动 · F4：保存 · Esc：关闭且不保存"),
    messages("el", ENTER, EL_ENTER.replace("στο τελευταίο αποθήκευση", "στο τελευταίο πεδίο αποθηκεύει")),
    messages("zh", AFTER, "在违规发生后，非违规方是否因极其严重的错误（与违规无关）或冒险行为而促成了自身的损害？"),
    messages("el", AFTER, EL_AFTER.replace("Μετά την παράβαση", "Έπειτα από την παράβαση")),
    messages("zh", HAD, "如果违规没有发生，能否估计可能的结果？"),
    messages("el", HAD, "Μπορείτε να εκτιμήσετε το πιθανό αποτέλεσμα εάν η παράβαση δεν είχε συμβεί;"),
    messages("el", IMPS, "Η απόφαση {id} βαθμολογήθηκε σε IMPs: δώστε και τις βαθμολογίες της έφεσης σε IMPs "
                         "(--unit imps)."),
    messages("zh", GIVE, "请给出 --ns 与 --ew（第86条B款2项），或者给出 --assigned-result 与 --other-table（第86条B款1项）。"),
    messages("el", GIVE, "Δώστε τα --ns και --ew (Νόμος 86Β2) ή τα --assigned-result και --other-table (Νόμος 86Β1)."),
]

test_other_defects_of_each_kind_are_one_finding_naming_it, test_correct_rewordings_have_no_finding = one_gained_tests(
    OTHER_DEFECTS, REWORDINGS)
