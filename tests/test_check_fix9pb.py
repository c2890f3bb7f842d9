"""Double and wrong findings of tester t9ax (issue 9 §2, fix9pb), each a kind: the tester's input and other wordings.

1. The first alternative of an English "either … or" dropped whole (Law 86B2(b) "either an artificial adjusted score
   of average plus [see Law 12C2(b)] or an assigned adjusted score, whichever is more favourable" as the assigned
   score alone): one sentences error naming the alternative and what it carried (its law reference, terms, brackets
   and the "whichever" that no longer chooses), not five; the second alternative dropped stays the "or …" finding;
   the two alternatives in the other order, or "whichever" said otherwise, none.
2. A condition left in English (86B3 "in the absence of a relevant regulation" for 在没有相关规定的情况下): the
   untranslated-run's one finding, not also the condition missing; the condition said in other words none.
3. A run of "?" at a line's start standing for a word (主管单位 as ????, Ρυθμιστική Αρχή as ????): the encoding's one
   finding (characters lost, no bullet), not also the term for "Regulating Authority" missing.
4. "the other boards of that session" (12C2(c)) widened in one phrase to "all boards of any session": the session's
   one finding, not also "other" dropped; each alone stays its own finding; other words for "the other boards of that
   session" none.
5. A part joined with 且 / 并且 / 而且 to a Chinese condition beyond the English's "and"s (86B1 "，且双方均无异议时",
   "and both sides raise no objection"): the limit added, not a negation added by its 无; the English's own "and"
   said 且 none.
6. (fix9nb's leftover) A negation added to an interface sentence whose English negates only inside its bracket, the
   clauses joined otherwise ("fix it, then rebuild" as "διορθώστε το και μην ξαναχτίσετε", 请修正后不要重新构建): one
   negation finding; the bracket's negation alone or in a clause of its own none.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test

EL_ALTERNATIVES = ("είτε μία τεχνητή επανορθωτική βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)], ή μία κατ' εκτίμηση "
                   "επανορθωτική βαθμολογία, όποιο είναι καλύτερο")
ZH_ALTERNATIVES = "平均正分的人为调整分〔见第12条C款2项(b)〕或裁定调整分，取其中较有利者"
FIRST = "either an artificial adjusted score of average plus [see La…"


def first_dropped(*parts: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the alternative '{FIRST}' of the English is missing in the translation, with "
                                   f"what it carried: " + ", ".join(f"'{part}'" for part in parts))]


SECOND_DROPPED = [("sentences", "error", "the alternative 'or an assigned adjusted score' of the English is missing in "
                                         "the translation: the rule narrowed?")]

test_the_first_alternative_dropped_is_one_finding = edits_test([
    # the tester's inputs (t9ax el_laws113, zh_laws111, on the shipped texts): "artificial adjusted score" is not
    # said missing in Greek, where κατ' εκτίμηση is read as that term's stand-in (the finding it was is folded in)
    ("el", "86B2(b)", EL_ALTERNATIVES, "μία κατ' εκτίμηση επανορθωτική βαθμολογία",
     first_dropped("12C2(b)", "average plus", "whichever is more favourable")),
    ("zh", "86B2(b)", ZH_ALTERNATIVES, "裁定调整分",
     first_dropped("12C2(b)", "artificial adjusted score", "average plus", "whichever is more favourable")),
    # the "whichever" kept: the same finding
    ("el", "86B2(b)", EL_ALTERNATIVES, "μία κατ' εκτίμηση επανορθωτική βαθμολογία, όποιο είναι καλύτερο",
     first_dropped("12C2(b)", "average plus", "whichever is more favourable")),
    # the second dropped: the "or …" finding as before
    ("el", "86B2(b)", EL_ALTERNATIVES, "μία τεχνητή επανορθωτική βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)]",
     SECOND_DROPPED),
    ("zh", "86B2(b)", ZH_ALTERNATIVES, "平均正分的人为调整分〔见第12条C款2项(b)〕", SECOND_DROPPED),
    # correct: the two in the other order, the choice said otherwise
    ("el", "86B2(b)", EL_ALTERNATIVES, "είτε μία κατ' εκτίμηση επανορθωτική βαθμολογία είτε μία τεχνητή επανορθωτική "
     "βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)], όποια από τις δύο είναι καλύτερη"),
    ("zh", "86B2(b)", ZH_ALTERNATIVES, "裁定调整分或平均正分的人为调整分〔见第12条C款2项(b)〕，取其中较有利者"),
    ("zh", "86B2(b)", ZH_ALTERNATIVES, "平均正分的人为调整分〔见第12条C款2项(b)〕或裁定调整分，以两者中较有利者为准"),
])


def left(text: str) -> list[tuple[str, str, str]]:
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{text}'")]


ABSENCE = "in the absence of a relevant regulation"

test_a_condition_left_in_english_is_the_untranslated_run = edits_test([
    # the tester's input (t9ax zh_laws140) on the shipped-style text; the Greek too
    ("zh", "86B3", "但如无相关规程", f"但 {ABSENCE}", left(ABSENCE)),
    ("el", "86B3", "ελλείψει σχετικού κανονισμού", ABSENCE, left(ABSENCE)),
    # correct: the condition in other words
    ("zh", "86B3", "但如无相关规程", "但在没有相关规程的情况下"),
    ("el", "86B3", "ελλείψει σχετικού κανονισμού", "όταν δεν υπάρχει σχετικός κανονισμός"),
])

def lost(chars: str, context: str) -> list[tuple[str, str, str]]:
    """A word's characters lost as question marks (fixyb: the message names them and what they stand for)."""
    return [("encoding", "error", f"'{chars}' in '{context}': characters lost in conversion (each '?' one the encoding "
                                  "could not write) in the translation")]

test_a_word_lost_as_question_marks_at_the_start_is_the_encoding = edits_test([
    # the tester's input (t9ax zh_laws148: 主管单位 as ????) and others: the term inside is not said missing
    ("zh", "86B3", "主管单位", "????", lost("????", "过的牌，????可以作")),
    ("el", "86B3", "Η Ρυθμιστική Αρχή", "????", lost("????", "???? μπορεί")),
    ("zh", "86B3", "对于仅在", "??仅在", lost("??", "??仅在一")),
])

OTHER_SESSION = "στις υπόλοιπες διανομές αυτής της ημερίδας"


def session(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says 'that session', the translation '{found}': the score of "
                                     f"another period of play?")]


test_the_other_boards_of_that_session_widened_is_one_finding = edits_test([
    # the tester's input (t9ax el_laws097) and others
    ("el", "12C2(c)", OTHER_SESSION, "σε όλες τις διανομές οποιασδήποτε ημερίδας", session("οποιασδήποτε ημερίδας")),
    ("el", "12C2(c)", OTHER_SESSION, "σε όλες τις διανομές της προηγούμενης ημερίδας", session("προηγούμενης ημερίδας")),
    ("zh", "12C2(c)", "在该节其他各副牌上", "在任何一节的所有各副牌上", session("任何一节")),
    # each alone: its own finding
    ("el", "12C2(c)", OTHER_SESSION, "στις υπόλοιπες διανομές οποιασδήποτε ημερίδας", session("οποιασδήποτε ημερίδας")),
    ("el", "12C2(c)", OTHER_SESSION, "σε όλες τις διανομές αυτής της ημερίδας",
     [("terminology", "error", "'other' of the English is missing in the translation of 'Such contestants are awarded "
                               "the percentage obtained (or th…': does it now cover all boards or contestants, this "
                               "one included?")]),
    # correct
    ("el", "12C2(c)", OTHER_SESSION, "στις άλλες διανομές της ίδιας ημερίδας"),
    ("zh", "12C2(c)", "在该节其他各副牌上", "在该节其余各副牌上"),
])

ADDED = "the translation adds '{}', a limit of the rule the English does not have: a clause added, the rule narrowed?"


def added_limit(found: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", ADDED.format(found))]


FAVOURABLE = "明显有利于其中一方时"

test_a_part_joined_to_a_condition_is_a_limit_added = edits_test([
    # the tester's input (t9ax zh_laws104: "and both sides raise no objection", read as a negation added by 无)
    ("zh", "86B1", FAVOURABLE, "明显有利于其中一方，且双方均无异议时", added_limit("且双方均无异议时")),
    ("zh", "86B1", FAVOURABLE, "明显有利于其中一方，并且双方均未提出异议时", added_limit("并且双方均未提出异议时")),
    ("zh", "86B1", FAVOURABLE, "明显有利于其中一方，而且该方并非违规方时", added_limit("而且该方并非违规方时")),
    # correct: the English's own "and" said 且 / 并且 instead of 而
    ("zh", "86B1", "，而同样的参赛者", "，且同样的参赛者"),
    ("zh", "86B1", "，而同样的参赛者", "，并且同样的参赛者"),
])

REBUILD = "{path}, {fault} ({text}); fix it, then rebuild (nothing was written)"
REBUILD_ADDED = [("negation", "error", "the translation negates '{path}, {fault} ({text}); fix it, then rebuild "
                                       "(nothing was…' where the English does not: a permission or a duty made a "
                                       "prohibition, or a condition reversed?")]

test_a_negation_added_inside_a_clause_beside_a_bracketed_one = findings_test([
    # fix9nb's leftover: the rebuild forbidden, the English's only negation in its bracket
    (REBUILD, "{path}, {fault} ({text})· διορθώστε το και μην ξαναχτίσετε (δεν γράφτηκε τίποτα)", "el", REBUILD_ADDED),
    (REBUILD, "{path}, {fault} ({text})· μη διορθώσετε το και ξαναχτίστε (δεν γράφτηκε τίποτα)", "el", REBUILD_ADDED),
    (REBUILD, "{path}，{fault}（{text}）；请修正后不要重新构建（未写入任何内容）", "zh", REBUILD_ADDED),
    # correct: the bracket's negation alone, or said in a clause of its own (fix9nb)
    (REBUILD, "{path}, {fault} ({text})· διορθώστε το και ξαναχτίστε (δεν γράφτηκε τίποτα)", "el"),
    (REBUILD, "{path}，{fault}（{text}）；请修正后重新构建（未写入任何内容）", "zh"),
    (REBUILD, "{path}，{fault}（{text}）；未写入任何内容，请修正后重新构建", "zh"),
])
