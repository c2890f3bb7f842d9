"""False and repeated findings left from session 18 (issue 9 §2, fix9ay): each kind with the named texts as tests
and correct variants as no-finding tests.

1. A negation that is part of a side's name, the side named as having no fault or responsibility: the innocent
   side of Law 12B1 as 没有过错的一方 / 无责任的一方 / 无过错方, "ο άξονας που δεν ευθύνεται" / "που δεν έφταιξε" /
   "ο άξονας μη υπαίτιος" (:data:`helper.catalog.checks.sides.SIDE_NAMES`), in a law and in an interface string:
   no negation added, no sides swapped, and "ο μη υπαίτιος άξονας" is the glossary's term.
2. One defect, one finding: Law 12C2(a) with its cases in reverse order and two numbers swapped between them is the
   numbers' finding ("40% goes with 'average minus' ... 40% and 60% swapped?"), not also labels in another order.
3. Two negations of their own verbs near each other ("δεν ελήφθησαν, δεν καταγράφηκε τίποτα") are two: one of them
   dropped is found.
"""

from __future__ import annotations

from tests.support import findings_test, law_texts
from tests.test_check_fix9av import C2A_EL_REVERSED  # 12C2(a) in Greek with its cases in reverse order

B1_EN = law_texts("el", "12B1")[0]
B1_ZH = ("调整得分的目的是弥补非违规方所受的损害，并取消违规方因其违规而获得的任何利益。当由于违规，{}在牌桌上得到的结果比违规未发生时"
         "所能预期的结果更为不利时，即存在损害。")
B1_EL = law_texts("el", "12B1")[1]
B1_EL_INNOCENT = "ένας αναίτιος άξονας"


def _el(side: str) -> str:
    assert B1_EL.count(B1_EL_INNOCENT) == 1
    return B1_EL.replace(B1_EL_INNOCENT, side)


ADDED_ZH = [("negation", "error", "the translation negates 'Damage exists when, because of an infraction, an innocent "
                                  "s…' where the English does not: a permission or a duty made a prohibition, or a "
                                  "condition reversed?")]

test_a_side_named_as_not_at_fault_adds_no_negation = findings_test([
    # the brief's texts
    (B1_EN, B1_ZH.format("没有过错的一方"), "zh"),
    (B1_EN, B1_ZH.format("无责任的一方"), "zh"),
    # variants of my own
    (B1_EN, B1_ZH.format("无过错方"), "zh"),
    (B1_EN, B1_ZH.format("没有责任的一方"), "zh"),
    (B1_EN, B1_ZH.format("无过失的一方"), "zh"),
    (B1_EN, _el("ένας άξονας που δεν ευθύνεται"), "el"),
    (B1_EN, _el("ένας άξονας που δεν έφταιξε"), "el"),
    (B1_EN, _el("ένας άξονας που δεν είναι υπαίτιος"), "el"),
    (B1_EN, _el("ένας άξονας μη υπαίτιος"), "el"),
    (B1_EN, _el("ένας άξονας χωρίς υπαιτιότητα"), "el"),
    # a negation of the rule beside such a name stays found; 不负责任 ("irresponsible") names no side
    (B1_EN, B1_ZH.format("没有过错的一方").replace("在牌桌上得到", "在牌桌上没有得到"), "zh", ADDED_ZH),
    (B1_EN, B1_ZH.format("不负责任的一方"), "zh", ADDED_ZH),
], "The innocent side named as having no fault or responsibility: its negation is the name's, none added.",
    paragraph="12B1")

NON_OFFENDING = "A result was obtained, but an infraction may have damaged the non-offending side"

test_an_interface_side_named_as_not_at_fault_adds_no_negation = findings_test([
    ("Which side is non-offending?", "哪一方是无过错方？", "zh"),
    ("Which side is non-offending?", "哪一方是没有过错的一方？", "zh"),
    ("Which side is non-offending?", "Ποιος είναι ο άξονας που δεν ευθύνεται;", "el"),
    ("Which side is non-offending?", "Ποιος είναι ο άξονας που δεν είναι υπαίτιος;", "el"),
    ("the non-offending side, for the damage test", "ο μη υπαίτιος άξονας, για τον έλεγχο ζημιάς", "el"),
    (NON_OFFENDING, "Υπήρξε αποτέλεσμα, αλλά μια παράβαση μπορεί να ζημίωσε τον μη υπαίτιο άξονα", "el"),
    # the other side stays the other side
    ("Which side is non-offending?", "Ποιος άξονας είναι υπαίτιος;", "el",
     [("terminology", "error", "'υπαίτιος' where the English says 'non-offending': the offending and non-offending "
                               "sides swapped?")]),
], "An interface string naming the non-offending side as having no fault: no negation added, no sides swapped.")


DROPPED_EL = [("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of "
                                   "'Damage exists when, because of an infraction, an innocent s…': a prohibition made a "
                                   "permission, or a condition reversed?")]

test_the_name_s_negation_stands_for_none_of_the_english = findings_test([
    # "had the infraction not occurred" dropped beside the side named as not at fault: a negation dropped
    (B1_EN, _el("ένας άξονας που δεν ευθύνεται").replace("αν δεν είχε συμβεί", "αν είχε συμβεί"), "el", DROPPED_EL),
    (B1_EN, _el("ένας άξονας που δεν έφταιξε").replace("αν δεν είχε συμβεί", "αν είχε συμβεί"), "el", DROPPED_EL),
    (B1_EN, _el("ένας άξονας που δεν παρέβη").replace("αν δεν είχε συμβεί", "αν είχε συμβεί"), "el", DROPPED_EL),
], "The negation of a side's name (που δεν ευθύνεται) is not the English's 'not' (had the infraction not occurred).",
    paragraph="12B1")


# ---------------------------------------------------------------- 2. 12C2(a) reversed, its numbers swapped

C2A_EN = law_texts("el", "12C2(a)")[0]
C2A_ZH_REVERSED = ("当由于违规而无法得到结果时〔另见第12条C款1项(d)〕，裁判根据对违规的责任判给人为调整分："
                   "完全无过错的参赛者得平均正分（双人赛中至少为60%），仅部分有过错的参赛者得平均分"
                   "（双人赛中为50%），直接有过错的参赛者得平均负分（双人赛中至多为可得比赛分的40%）。")


def _swap(text: str, a: str, b: str) -> str:
    assert a in text and b in text
    return text.replace(a, "\0").replace(b, a).replace("\0", b)


SWAPPED_40_60 = [("number", "error", "40% goes with 'average minus' in the English but with 'average plus' in the "
                                     "translation: 40% and 60% swapped?")]
SWAPPED_50_60 = [("number", "error", "50% goes with 'only partly at fault' in the English but with 'in no way at fault' "
                                     "in the translation: 50% and 60% swapped?")]

test_12c2a_reversed_with_its_numbers_swapped_is_one_finding = findings_test([
    # the brief's texts: the cases in reverse order and 40% / 60% swapped between them
    (C2A_EN, _swap(C2A_ZH_REVERSED, "60%", "40%"), "zh", SWAPPED_40_60),
    (C2A_EN, _swap(C2A_EL_REVERSED, "60%", "40%"), "el", SWAPPED_40_60),
    # variants: each number with its bound swapped, 50% and 60% swapped
    (C2A_EN, _swap(C2A_ZH_REVERSED, "至少为60%", "至多为可得比赛分的40%"), "zh", SWAPPED_40_60),
    (C2A_EN, _swap(C2A_EL_REVERSED, "τουλάχιστον 60% στα ζεύγη",
                   "το πολύ 40% των διαθέσιμων βαθμών αγώνα στα ζεύγη"), "el", SWAPPED_40_60),
    (C2A_EN, _swap(C2A_ZH_REVERSED, "60%", "50%"), "zh", SWAPPED_50_60),
    # correct: the reversed texts, and "only partly" in other words
    (C2A_EN, C2A_ZH_REVERSED, "zh"),
    (C2A_EN, C2A_EL_REVERSED, "el"),
    (C2A_EN, C2A_ZH_REVERSED.replace("仅部分有过错", "只负部分责任"), "zh"),
    (C2A_EN, C2A_EL_REVERSED.replace("έσφαλε μόνο μερικώς", "έσφαλε μόνο εν μέρει"), "el"),
], "Law 12C2(a) with its cases reversed and two numbers swapped between them: the numbers' one finding, no labels "
   "in another order.", paragraph="12C2(a)")


# ---------------------------------------------------------------- 3. two δεν, one dropped

TOO_EARLY = ("Too early: keys came before this question was shown; they were not taken and nothing was recorded. Read "
             "the question, then answer it.")
TOO_EARLY_EL = ("Πολύ νωρίς: πλήκτρα ήρθαν πριν φανεί η ερώτηση· δεν ελήφθησαν, δεν καταγράφηκε τίποτα. Διαβάστε την "
                "ερώτηση και απαντήστε.")
TOO_EARLY_ZH = "太早了：这些按键在本问题显示之前到达，未被采用，未记录任何内容。请先阅读问题，再作答。"
NOT_TAKEN_DROPPED = [("negation", "error", "a negation of the English (not, no, unless) is missing in the translation "
                                           "of 'they were not taken and nothing was recorded.': a prohibition made a "
                                           "permission, or a condition reversed?")]


def _edit(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new)


test_two_negations_one_dropped_is_found = findings_test([
    # the shipped Greek's two δεν, one of them dropped ("they were taken", "something was recorded")
    (TOO_EARLY, _edit(TOO_EARLY_EL, "δεν ελήφθησαν, ", "ελήφθησαν, "), "el", NOT_TAKEN_DROPPED),
    (TOO_EARLY, _edit(TOO_EARLY_EL, "δεν καταγράφηκε", "καταγράφηκε"), "el", NOT_TAKEN_DROPPED),
    (TOO_EARLY, _edit(TOO_EARLY_ZH, "未被采用", "被采用"), "zh", NOT_TAKEN_DROPPED),
    # correct: the shipped texts, "not ... nor" as δεν ... ούτε, the two negations in other words
    (TOO_EARLY, TOO_EARLY_EL, "el"),
    (TOO_EARLY, _edit(TOO_EARLY_EL, "δεν ελήφθησαν, δεν καταγράφηκε τίποτα", "δεν ελήφθησαν ούτε καταγράφηκε τίποτα"),
     "el"),
    (TOO_EARLY, _edit(TOO_EARLY_EL, "δεν ελήφθησαν, δεν καταγράφηκε τίποτα",
                      "τα πλήκτρα δεν ελήφθησαν και τίποτα δεν καταγράφηκε"), "el"),
    (TOO_EARLY, _edit(TOO_EARLY_ZH, "未被采用，未记录任何内容", "没有被采用，也没有记录任何内容"), "zh"),
], "Two verbs negated ('were not taken', 'nothing was recorded'), two δεν near each other: each counted, so that one "
   "dropped is found.")


def test_two_greek_negations_near_each_other_are_two():
    """A law's two negations, the Greek's two δεν eleven characters apart: both counted (they were one, and the
    correct text lacked one); one dropped is found."""
    from helper.catalog.checks.negation import dropped_negations

    english = "If the board was not played, the Director does not award an adjusted score."
    greek = "Αν δεν παίχτηκε, δεν επιδικάζεται επανορθωτική βαθμολογία."
    assert dropped_negations(english, greek, "el") == []
    assert dropped_negations(english, _edit(greek, "Αν δεν παίχτηκε", "Αν παίχτηκε"), "el") == [(english, 2, 1)]
