"""Issue 9 (fix9ar, fresh tester 9q): four defects the checks let through or said twice.

K1 Two keys given each other's action were not found when one key's English named the other's action under a
   negation ("Esc: close without saving" as ``Esc：保存 · F4：不保存并关闭``: "without saving" gave Esc "save" too),
   nor for y / n ("Press y to take it over, or n to leave it there" as ``按 n 接管，或按 y 将其留在原处``,
   ``Πατήστε n για ανάληψη ή y για να την αφήσετε εκεί``: "leave it there" had no action, and the Greek words
   between the two keys were read as both keys').
K2 "must" said as "may" in an interface string (``可以是整数`` for "must be a whole number") was no finding: the
   laws' weakened duty (:func:`negation.changed_obligations`) is now found in interface strings too.
K3 A trailing line break moved inside the text (``%(prog)s: σφάλμα:\\n%(message)s``) kept the count of line breaks:
   now, as ``msgfmt -c``, both texts begin (end) with ``\\n`` or neither.
K4 Law 12C2(a)'s "directly at fault" said as "partly at fault": the number binding (40% goes with another degree)
   and the degree said missing; one defect, one finding now (the binding's, which tells where the 40% went).

The shipped catalogues' findings are unchanged (``helper catalog check --all --json`` compared before and after).
"""

from __future__ import annotations

import pytest

from tests.support import edits_test, findings_test, keys_swapped

# ---------------------------------------------------------------- K1


FORM = "Enter: next field, on the last one save · ↑ ↓: move · F4: save · Esc: close without saving"
OVER = "Press y to take it over, or n to leave it there (^O asks again later)."
OVER_OTHER = "Press y to take it over, or n to leave it to the other helper (^O asks again later)."

test_keys_with_each_others_action_are_found_under_a_negation_and_for_y_n = findings_test([
    (FORM, "Enter：下一项，在最后一项时保存 · ↑ ↓：移动 · Esc：保存 · F4：不保存并关闭", "zh", keys_swapped("F4", "Esc")),
    (FORM, "Enter: επόμενο πεδίο, στο τελευταίο αποθήκευση · ↑ ↓: μετακίνηση · Esc: αποθήκευση · F4: κλείσιμο χωρίς "
           "αποθήκευση", "el", keys_swapped("F4", "Esc")),
    (OVER, "Πατήστε n για ανάληψη ή y για να την αφήσετε εκεί (το ^O ρωτά ξανά αργότερα).", "el",
     keys_swapped("y", "n")),
    (OVER, "按 n 接管，或按 y 将其留在原处（之后可按 ^O 再次询问）。", "zh", keys_swapped("y", "n")),
    (OVER_OTHER, "Πατήστε n για ανάληψη ή y για να την αφήσετε στο άλλο παράθυρο του helper (το ^O ρωτά ξανά "
                 "αργότερα).", "el", keys_swapped("y", "n")),
    # correct: the shipped wordings, each key with its own action
    (FORM, "Enter：下一项，在最后一项时保存 · ↑ ↓：移动 · F4：保存 · Esc：不保存并关闭", "zh"),
    (FORM, "Enter: επόμενο πεδίο, στο τελευταίο αποθήκευση · ↑ ↓: μετακίνηση · F4: αποθήκευση · Esc: κλείσιμο χωρίς "
           "αποθήκευση", "el"),
    (OVER, "Πατήστε y για ανάληψη ή n για να την αφήσετε εκεί (το ^O ρωτά ξανά αργότερα).", "el"),
    (OVER, "按 y 接管，或按 n 将其留在原处（之后可按 ^O 再次询问）。", "zh"),
    (OVER_OTHER, "Πατήστε y για ανάληψη ή n για να την αφήσετε στο άλλο παράθυρο του helper (το ^O ρωτά ξανά "
                 "αργότερα).", "el"),
], "An action under 'without' / 不 / χωρίς is not the key's action; y and n each keep the words up to the 'or'.")

# ---------------------------------------------------------------- K2

WHOLE = "must be a whole number: {value}"
WEAKENED = [("terminology", "error", "the English obliges ('shall', 'must') in 'must be a whole number', the "
                                     "translation only allows: the rule weakened?")]

test_must_said_as_may_in_an_interface_string_is_found = findings_test([
    (WHOLE, "可以是整数：{value}", "zh", WEAKENED),
    (WHOLE, "μπορεί να είναι ακέραιος: {value}", "el", WEAKENED),
    # correct: the shipped wordings; a quoted "must" is named, not used
    (WHOLE, "必须是整数：{value}", "zh"),
    (WHOLE, "πρέπει να είναι ακέραιος: {value}", "el"),
    ("the English says 'must' here", "英文此处说“must”，可以查看", "zh"),
], "'must' as 可以 / μπορεί with no word of duty left: a requirement made an option.")

# ---------------------------------------------------------------- K3

PROG = "%(prog)s: error: %(message)s\n"
ENDS = [("newlines", "error", "only one of the English and the translation ends with a line break (\\n): both must, "
                              "or neither (msgfmt -c)")]
BEGINS = [("newlines", "error", "only one of the English and the translation begins with a line break (\\n): both "
                                "must, or neither (msgfmt -c)")]

test_a_line_break_moved_from_an_end_is_found = findings_test([
    (PROG, "%(prog)s: σφάλμα:\n%(message)s", "el", ENDS),
    (PROG, "%(prog)s：错误：\n%(message)s", "zh", ENDS),
    # one break moved from the start to the end: one finding since fix9av (tests/test_check_fix9av.py)
    ("\nThe ruling is recorded.", "裁决已记录。\n", "zh",
     [("newlines", "error", "the line break at the start of the English is at the end of the translation")]),
    # correct: the shipped wordings; a break inside, as in the English
    (PROG, "%(prog)s: σφάλμα: %(message)s\n", "el"),
    (PROG, "%(prog)s：错误：%(message)s\n", "zh"),
    ("The ruling is recorded.\nIt is kept.", "裁决已记录。\n已保留。", "zh"),
], "As msgfmt -c: the English and its translation both begin (end) with a line break, or neither.")


def test_a_line_break_dropped_is_one_finding():
    """A trailing break dropped changes the count: one finding, which says the end (fix9av: not the bare count)."""
    from tests.support import findings

    assert findings(PROG, "%(prog)s: σφάλμα: %(message)s", "el") == [
        ("newlines", "error", "the English ends with a line break (\\n); the translation does not")]


@pytest.mark.parametrize("lang, said", [
    ("zh", "英文与译文中只有一方以换行符（\\n）结尾：应两者都有，或都没有（msgfmt -c）"),
    ("el", "μόνο ένα από το αγγλικό και τη μετάφραση τελειώνει με αλλαγή γραμμής (\\n): πρέπει και τα δύο ή κανένα "
           "(msgfmt -c)"),
])
def test_the_line_break_finding_is_said_in_the_reviewers_language(lang, said):
    from helper.catalog.checks import check_pair

    [finding] = check_pair(PROG, "%(prog)s: σφάλμα:\n%(message)s", "el", None, "messages", ui_lang=lang)
    assert finding.message == said

# ---------------------------------------------------------------- K4


test_a_degree_of_fault_said_as_another_is_one_finding = edits_test([
    ("zh", "12C2(a)", "直接有过错的参赛者得平均负分", "部分有过错的参赛者得平均负分",
     # the degree replaced, its 40% following it: that one finding (fix9bu; was "40% goes with 'directly at fault'
     # in the English but with 'only partly at fault' in the translation")
     [("terminology", "error", "the English says 'directly at fault', the translation '部分有过错' (only partly at "
                               "fault): another degree of fault, another score?")]),
], "Law 12C2(a)'s average-minus clause given the 'partly at fault' contestant: the degree replaced, not also the "
   "degree 'directly at fault' said missing.")
