"""Tester t9aq's DUP and WRONG inputs (issue 9 §2, fix9hi), each a kind: the tester's input and other wordings.

1. A bracket never closed (el 86B2(a) "[βλέπε Νόμο 12Γ2]" as "[βλέπε Νόμο 12Γ2"): the brackets error only; the run to
   the text's end it opens is no parenthetical only in the translation.  "(βλέπε Νόμο 12Γ2)" none (since fix9mc: the
   English's square brackets made round, one warning).
2. An alternative of a clause of its own dropped whole (Law 86B2(a) "or, if time permits, play one or more substitute
   boards (but see A above)"; the message "Give --ns and --ew (Law 86B2), or --assigned-result and --other-table (Law
   86B1)." without its second half): one finding naming the alternative and what it carried (its condition, bracket,
   reference, options), not a finding per part; 86B1 and 86B2 are two ways to rule, 86B2(a) cancelling the board or
   playing a substitute.  Rewordings (；时间允许时，也可改打, "ή δώστε --assigned-result") none.
3. English left untranslated that leaves words of the English out ("recover the probable outcome of the board had the
   infraction not occurred" for 12C1(b)'s "recover as nearly as possible the probable outcome …"): the
   untranslated-run's one finding, its "not" not also a negation missing.
4. A second part of a condition with its own subject dropped (Law 86B1 "when the Director awards an adjusted score
   and the result at the other table between the same contestants is clearly favourable to one side"): one finding
   naming the part of the condition dropped (the rule applies in more cases: every adjusted score of team play made
   an assigned one), not "'other' missing".  且…对其中一方有利 none.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test

# tester t9aq's own Chinese of the entries the shipped zh laws catalogue leaves empty (/tmp/t9aq/zh_laws_aug.po)
B2A = ("If no contestant was at fault, the Director shall cancel the board(s) and award one or more artificial "
       "adjusted scores [see Law 12C2] or, if time permits, play one or more substitute boards (but see A above).")
B2A_ZH = ("如果没有参赛者有过错，裁判应取消该副（或这些）牌并判给一个或多个人为调整分〔参见第12条C款2项〕，或者如果时间允许，"
          "打一副或多副替代牌（但参见上述A款）。")
C1B = ("The Director in awarding an assigned adjusted score should seek to recover as nearly as possible the probable "
       "outcome of the board had the infraction not occurred.")
C1B_ZH = "裁判在判给裁定调整分时，应力求尽可能接近地恢复假如没有发生违规时这副牌可能的结果。"
B1 = ("In team play when the Director awards an adjusted score and the result at the other table between the same "
      "contestants is clearly favourable to one side, the Director shall award an assigned adjusted score [see Law "
      "12C1©, but for multiple adjusted scores see B2 following].")
B1_ZH = ("在队式赛中，当裁判判给调整分而同样参赛者之间另一桌的结果明显有利于一方时，裁判应判给裁定调整分〔参见第12条C款1项(c)，"
         "但多个调整分参见下述B款2项〕。")
GIVE = "Give --ns and --ew (Law 86B2), or --assigned-result and --other-table (Law 86B1)."
GIVE_ZH = "请给出 --ns 和 --ew（第86条B款2项），或 --assigned-result 和 --other-table（第86条B款1项）。"
GIVE_EL = "Δώστε --ns και --ew (Νόμος 86Β2), ή --assigned-result και --other-table (Νόμος 86Β1)."

SUBSTITUTE = [("sentences", "error", "the alternative 'or, if time permits, play one or more substitute boards (bu…' "
                                     "of the English is missing in the translation, with what it carried: 'if time "
                                     "permits', '(but see A above)'")]
OTHER_TABLE = [("sentences", "error", "the alternative 'or --assigned-result and --other-table (Law 86B1)' of the "
                                      "English is missing in the translation, with what it carried: '86B1', "
                                      "'--assigned-result', '--other-table'")]
RESULT_THERE = [("sentences", "error", "the part 'and the result at the other table between the same contesta…' of a "
                                       "condition of the English is missing in the translation: the rule applies in "
                                       "more cases?")]


def left(text: str) -> list[tuple[str, str, str]]:
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{text}'")]


test_a_bracket_never_closed_is_the_brackets_finding_only = edits_test([
    ("el", "86B2(a)", "[βλέπε Νόμο 12Γ2]", "[βλέπε Νόμο 12Γ2",  # tester t9aq
     [("brackets", "error", "'[' is never closed in the translation")]),
    ("zh", "86B2(a)", "〔见第12条C款2项〕", "〔见第12条C款2项", [("brackets", "error", "'〔' is never closed in the translation")]),
    ("el", "86B2(a)", "(αλλά, βλέπε παράγραφο Α παραπάνω)", "(αλλά, βλέπε παράγραφο Α παραπάνω",
     [("brackets", "error", "'(' is never closed in the translation")]),
    # (fix9mc, tester t9aw el_laws146: Greek keeps the English's square brackets; made round, one warning)
    ("el", "86B2(a)", "[βλέπε Νόμο 12Γ2]", "(βλέπε Νόμο 12Γ2)",
     [("brackets", "warning", "brackets [] of the English are not in the translation")]),
], doc="An unclosed bracket: one brackets error, no parenthetical only in the translation.")

test_an_alternative_dropped_whole_is_one_finding = edits_test([
    ("zh", "86B2(a)", "，或者如果时间允许，改打一副或多副替换牌（但见上文A款）", "", SUBSTITUTE),
    ("el", "86B2(a)", ", ή, αν το επιτρέπει ο χρόνος, θα ζητήσει να παιχτούν μία ή περισσότερες διανομές, ως "
                      "αντικατάσταση (αλλά, βλέπε παράγραφο Α παραπάνω)", "", SUBSTITUTE),
    ("zh", "86B2(a)", "，或者如果时间允许，改打", "；时间允许时，也可改打"),
    ("zh", "86B2(a)", "，或者如果时间允许，改打", "，或者在时间允许时改打"),
], doc="Law 86B2(a)'s substitute boards dropped: one finding naming the alternative and what it carried.")

test_an_alternative_dropped_whole_tester_and_message = findings_test([
    (B2A, B2A_ZH.replace("，或者如果时间允许，打一副或多副替代牌（但参见上述A款）", ""), "zh", SUBSTITUTE),  # tester t9aq
    (B2A, B2A_ZH, "zh"),
], doc="The tester's Chinese of Law 86B2(a) without its alternative: one finding.", paragraph="86B2(a)")

test_an_alternative_of_a_message_dropped_whole_is_one_finding = findings_test([
    (GIVE, GIVE_ZH.replace("，或 --assigned-result 和 --other-table（第86条B款1项）", ""), "zh", OTHER_TABLE),  # t9aq
    (GIVE, GIVE_EL.replace(", ή --assigned-result και --other-table (Νόμος 86Β1)", ""), "el", OTHER_TABLE),
    # one option of the alternative dropped is that option's finding alone
    (GIVE, GIVE_ZH.replace(" 和 --other-table", ""), "zh",
     [("options", "error", "the option '--other-table' of the English is not named in the translation")]),
    (GIVE, GIVE_ZH, "zh"),
    (GIVE, GIVE_EL, "el"),
    (GIVE, GIVE_ZH.replace("，或 --assigned-result", "；或者给出 --assigned-result"), "zh"),
    (GIVE, GIVE_EL.replace("ή --assigned-result", "ή δώστε --assigned-result"), "el"),
], doc="A message's second way to rule (Law 86B1) dropped: one finding naming its options and reference.")

test_english_left_with_words_of_the_english_left_out_is_one_finding = findings_test([
    (C1B, C1B_ZH.replace("恢复假如没有发生违规时这副牌可能的结果",  # tester t9aq
                         "recover the probable outcome of the board had the infraction not occurred"), "zh",
     left("recover the probable outcome of the board had the infractio…")),
    (C1B, C1B_ZH.replace("恢复假如没有发生违规时这副牌可能的结果",
                         "恢复 the probable outcome of the board had the infraction not occurred"), "zh",
     left("the probable outcome of the board had the infraction not oc…")),
    (C1B, C1B_ZH, "zh"),
], doc="A run of English left that skips words of the English: its 'not' is the run's, no negation finding.",
    paragraph="12C1(b)")

test_a_condition_part_with_its_own_subject_dropped_is_one_finding = edits_test([
    ("zh", "86B1", "，而同样的参赛者在另一桌的结果明显有利于其中一方", "", RESULT_THERE),
    ("el", "86B1", " και το αποτέλεσμα στο άλλο τραπέζι, μεταξύ των ίδιων αγωνιζόμενων, είναι φανερά ευνοϊκό για έναν "
                   "άξονα", "", RESULT_THERE),
    ("zh", "86B1", "，而同样的参赛者在另一桌的结果明显有利于其中一方", "，且同样的参赛者在另一桌的结果明显对其中一方有利"),
], doc="Law 86B1's second condition dropped: one finding naming it.")

# the English's own "12C1©" (the shipped English's defect, said on the English's side of every translation)
DAMAGED = [("encoding", "error", "'©' after a law reference in the English: '(c)' damaged")]

test_a_condition_part_dropped_tester = findings_test([
    (B1, B1_ZH.replace("而同样参赛者之间另一桌的结果明显有利于一方", ""), "zh", DAMAGED + RESULT_THERE),  # t9aq (WRONG)
    (B1, B1_ZH, "zh", DAMAGED),
], doc="The tester's Chinese of Law 86B1 without its second condition: one finding naming it.", paragraph="86B1")
