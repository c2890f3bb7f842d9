"""False findings of tester t9aw on correct rewordings (issue 9 §2, fix9la), each a kind: the tester's input, other
correct wordings that must give none, and defects of the kind that must still give their one finding.

1. A word of the usual case ('συνήθως', 通常) where the English has its own ("it is scored as usual" as "βαθμολογείται
   όπως συνήθως", 按通常方式计分; tester t9aw el_msgs108, zh_msgs108): no rule softened, the English says "usual"
   itself. Where the English has no "usual" (nor "unusual" read as one) the warning stays.
2. A Greek list of alternatives whose sentence opens with a phrase of a preposition and no comma ("Για κλείσιμο πατήστε
   Escape, Enter, F1 ή q." for "Press Escape, Enter, F1 or q to close."; tester t9aw el_msgs119): the phrase, the
   list's opening words and its first item are one segment, the first item counted (it was read as a clause, so the
   translation named one alternative fewer). An alternative dropped from such a list is still one finding.
3. Two keys of one action swapped ("m: keep yours · t: keep those recorded now" as "t: κρατήστε τα δικά σας · m:
   κρατήστε τα καταγεγραμμένα τώρα", t：保留您的 · m：保留现有记录; tester t9aw el_msgs012, zh_msgs012): told apart by
   what they keep (yours, those recorded), one keys error; other wordings of each none.
"""

from __future__ import annotations

from tests.support import findings_test, keys_swapped

SCORED = "No: every table played the same version (it is scored as usual)"
SCORED_EL = "Όχι: όλα τα τραπέζια έπαιξαν την ίδια εκδοχή (βαθμολογείται κανονικά)"
SCORED_ZH = "否：各桌打的是同一版本（照常计分）"
AT_EVERY = "The board is scored at every table."
UNUSUAL = "An unusual board is scored at every table."
ENTER = "Enter the scores as usual."


def softened(found: str) -> list[tuple[str, str, str]]:
    """The one finding of a word of the usual case the English does not say: a terminology warning."""
    return [("terminology", "warning",
             f"'{found}' (usually, as a rule) where the English states the rule without it: the rule softened?")]


test_the_usual_case_said_where_the_english_says_usual_is_no_softening = findings_test([
    (SCORED, SCORED_EL.replace("βαθμολογείται κανονικά", "βαθμολογείται όπως συνήθως"), "el"),  # t9aw el_msgs108
    (SCORED, SCORED_ZH.replace("（照常计分）", "（按通常方式计分）"), "zh"),  # t9aw zh_msgs108
    (SCORED, SCORED_EL.replace("βαθμολογείται κανονικά", "η βαθμολόγηση γίνεται όπως συνήθως"), "el"),
    (SCORED, SCORED_ZH.replace("（照常计分）", "（与通常一样计分）"), "zh"),
    (SCORED, SCORED_EL, "el"),
    (SCORED, SCORED_ZH, "zh"),
    (ENTER, "Εισαγάγετε τις βαθμολογίες όπως συνήθως.", "el"),
    (ENTER, "按通常方式输入分数。", "zh"),
    ("Enter the scores in the usual way.", "Εισαγάγετε τις βαθμολογίες με τον τρόπο που γίνεται συνήθως.", "el"),
    # the English without "usual": the rule softened, one warning
    (AT_EVERY, "该副牌通常在每桌计分。", "zh", softened("通常")),
    (AT_EVERY, "Η διανομή βαθμολογείται συνήθως σε κάθε τραπέζι.", "el", softened("συνήθως")),
    (AT_EVERY, "Η διανομή βαθμολογείται κατά κανόνα σε κάθε τραπέζι.", "el", softened("κατά κανόνα")),
    # "unusual" is no "usual"
    (UNUSUAL, "Μια ασυνήθιστη διανομή βαθμολογείται κατά κανόνα σε κάθε τραπέζι.", "el", softened("κατά κανόνα")),
], "The English's own 'usual' ('as usual', 'the usual way') said as συνήθως / 通常: no finding; without it, one.")

PRESS = "Press Escape, Enter, F1 or q to close."
CHOOSE = "Choose a pair, a team or a player for this board."


def dropped(count: int, text: str, found: int) -> list[tuple[str, str, str]]:
    """The one finding of an alternative dropped from a list: a terminology error."""
    return [("terminology", "error", f"the English names {count} alternatives in '{text}', the translation {found}: "
                                     "an alternative dropped?")]


test_a_greek_list_after_an_opening_phrase_counts_its_first_item = findings_test([
    (PRESS, "Για κλείσιμο πατήστε Escape, Enter, F1 ή q.", "el"),  # t9aw el_msgs119 (word order)
    (PRESS, "Πατήστε Escape, Enter, F1 ή q για κλείσιμο.", "el"),  # the shipped wording
    (PRESS, "Για έξοδο πατήστε Escape, Enter, F1 ή q.", "el"),
    (PRESS, "Για να κλείσει, πατήστε Escape, Enter, F1 ή q.", "el"),
    # the list at the end of a sentence, before a question mark, a bracket or a colon
    (PRESS, "Για κλείσιμο πατήστε Escape, Enter, F1 ή q;", "el"),
    (PRESS, "(Για κλείσιμο πατήστε Escape, Enter, F1 ή q)", "el"),
    (PRESS, "Για κλείσιμο πατήστε Escape, Enter, F1 ή q:", "el"),
    (PRESS, "关闭请按 Escape、Enter、F1 或 q。", "zh"),
    (PRESS, "要关闭，请按 Escape、Enter、F1 或 q。", "zh"),
    (CHOOSE, "Για αυτή τη διανομή επιλέξτε ζεύγος, ομάδα ή παίκτη.", "el"),
    (CHOOSE, "Επιλέξτε ζεύγος, ομάδα ή παίκτη για αυτή τη διανομή.", "el"),
    (CHOOSE, "为这副牌选择一对、一队或一名牌手。", "zh"),
    # an alternative dropped after the opening phrase: one finding
    (CHOOSE, "Για αυτή τη διανομή επιλέξτε ζεύγος ή παίκτη.", "el",
     dropped(3, "Choose a pair, a team or a player for this", 2)),
    (CHOOSE, "Για αυτή τη διανομή επιλέξτε ομάδα ή παίκτη.", "el",
     dropped(3, "Choose a pair, a team or a player for this", 2)),
    (CHOOSE, "Για αυτή τη διανομή επιλέξτε ζεύγος ή ομάδα.", "el",
     dropped(3, "Choose a pair, a team or a player for this", 2)),
    (CHOOSE, "为这副牌选择一对或一名牌手。", "zh", dropped(3, "Choose a pair, a team or a player for this", 2)),
    # a key dropped from the list of keys after the opening phrase: the keys check's one finding
    (PRESS, "Για κλείσιμο πατήστε Escape, Enter ή q.", "el",
     [("keys", "error", "the key 'F1' of the English is not named in the translation")]),
    (PRESS, "关闭请按 Escape、F1 或 q。", "zh",
     [("keys", "error", "the key 'Enter' of the English is not named in the translation")]),
], "A Greek sentence opened by a phrase ('Για κλείσιμο πατήστε A, B ή C'): its list's first item counted.")

KEEP = "m: keep yours · t: keep those recorded now · Esc: save nothing"
KEEP_EL = "m: κρατήστε τα δικά σας · t: κρατήστε τα καταγεγραμμένα τώρα · Esc: καμία αποθήκευση"
KEEP_ZH = "m：保留您的 · t：保留现有记录 · Esc：不保存"

test_two_keys_of_one_action_swapped_are_told_by_what_they_keep = findings_test([
    (KEEP, KEEP_EL.replace("m: κρατήστε τα δικά σας · t:", "t: κρατήστε τα δικά σας · m:"), "el",
     keys_swapped("m", "t")),  # t9aw el_msgs012
    (KEEP, KEEP_ZH.replace("m：保留您的 · t：", "t：保留您的 · m："), "zh", keys_swapped("m", "t")),  # t9aw zh_msgs012
    (KEEP, "m: κρατήστε όσα καταγράφηκαν τώρα · t: κρατήστε τις δικές σας · Esc: καμία αποθήκευση", "el",
     keys_swapped("m", "t")),
    (KEEP, "m：保留已记录的 · t：保留你自己的 · Esc：不保存", "zh", keys_swapped("m", "t")),
    # the shipped wordings and others: no finding
    (KEEP, KEEP_EL, "el"),
    (KEEP, KEEP_ZH, "zh"),
    (KEEP, "m: κρατήστε τις δικές σας · t: κρατήστε όσα καταγράφηκαν τώρα · Esc: τίποτα δεν αποθηκεύεται", "el"),
    (KEEP, "m：保留你自己的 · t：保留已记录的 · Esc：不保存", "zh"),
    # the pairs in another order, each key with its own: no finding
    (KEEP, "t: κρατήστε όσα καταγράφηκαν τώρα · m: κρατήστε τις δικές σας · Esc: καμία αποθήκευση", "el"),
    (KEEP, "t：保留已记录的 · m：保留你自己的 · Esc：不保存", "zh"),
], "Two keys that keep: swapped, one keys error, told by what each keeps.")
