"""False findings on correct translations (issue 9 §2, fix9fb, brief E3), each a kind: the input, other correct
wordings, and the defect the check exists for (still found).

1. "It can be expected" worded in full (可以预期, 可以预料, 能够预见: 12B1's expectation) is a possibility, no "may"
   given: no "duty made a permission"; 裁判可以判给 for "the Director awards" still is one.
2. Greek "whenever" (όποτε, κάθε φορά που) opens a condition: no "condition missing"; the condition dropped, or said
   with οπότε ("so"), still is one.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test

STATED_12B1 = [("terminology", "error", "the English states what is done in 'Damage exists when, because of an "
                                        "infraction, an innocent s…', the translation only allows it: a duty made a "
                                        "permission?")]
STATED_12C2A = [("terminology", "error", "the English states what is done in 'When owing to an irregularity no "
                                         "result can be obtained [se…', the translation only allows it: a duty made "
                                         "a permission?")]

test_it_can_be_expected_is_no_permission = edits_test([
    ("zh", "12B1", "本可预期", "可以预期"),
    ("zh", "12B1", "本可预期", "可以预料"),
    ("zh", "12B1", "本可预期", "能够预见"),
    ("zh", "12B1", "本可预期", "可预期"),
    # a permission given where the English states what is done: still found
    ("zh", "12C2(a)", "裁判根据对违规的责任判给", "裁判可以根据对违规的责任判给", STATED_12C2A),
    ("zh", "12B1", "无辜一方所得的牌桌结果", "无辜一方可以得到的牌桌结果", STATED_12B1),
], doc="可以预期 ('it can be expected') is a possibility, not the modal 'may'.")

WHENEVER = "Whenever the Director awards an adjusted score, he must explain it."
SAVED = "The ruling is saved whenever a score is entered."


def _condition_missing(words: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the condition '{words}' of the English is missing in the translation: the rule "
                                   "made unconditional?")]


test_greek_whenever_is_a_condition = findings_test([
    (WHENEVER, "Όποτε ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία, πρέπει να την εξηγεί.", "el"),
    (WHENEVER, "Κάθε φορά που ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία, πρέπει να την εξηγεί.", "el"),
    (SAVED, "Η απόφαση αποθηκεύεται όποτε καταχωρίζεται βαθμολογία.", "el"),
    (SAVED, "Η απόφαση αποθηκεύεται κάθε φορά που καταχωρίζεται βαθμολογία.", "el"),
    # the condition dropped, or "whenever" as οπότε ("so, therefore"): still found
    (WHENEVER, "Ο Διαιτητής πρέπει να εξηγεί την επανορθωτική βαθμολογία που επιδικάζει.", "el",
     _condition_missing("Whenever the Director awards an adjusted score")),
    (WHENEVER, "Οπότε ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία και πρέπει να την εξηγεί.", "el",
     _condition_missing("Whenever the Director awards an adjusted score")),
    (SAVED, "Η απόφαση αποθηκεύεται.", "el", _condition_missing("whenever a score is entered")),
], doc="όποτε / κάθε φορά που say 'whenever'.")
