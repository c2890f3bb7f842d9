"""False findings of tester 9am on correct translations (issue 9 §2: no false finding on a correct text, fix9ff),
each a kind: the tester's input, other correct wordings of the kind, and the real defect still found.

1. A bound of Law 12C2(a)/(c) worded after its number or with other words was read as no bound ("a minimum or
   maximum made a fixed score?"): 60%或以上 / 60%及以上 / 60%或更多, 40%或以下 / 40%及以下 / 40%或更少, 逾60%;
   "ανώτερη του 60%", "κατώτερη του 40%", "60% ή (και) περισσότερο", "40% ή (και) λιγότερο", "ξεπερνά",
   "κατ' ελάχιστο(ν)", "ως ελάχιστο", "κατ' ανώτατο (όριο)", "ως ανώτατο όριο": none.  The bound dropped (为60%,
   "60%") stays that finding; "at least" said as "more than" (逾60%, "ανώτερη του 60%" in 12C2(a)) or "exceeding" as
   "or more" (12C2(c) 60%或以上) is the bound changed at exactly 60% (number itself included / excluded); "at least"
   as "or less" the bound reversed.
2. Greek "έχει το δικαίωμα / την ευχέρεια / την εξουσία να επιδικάσει", "δικαιούται να" for "may award": the
   discretion kept, no "discretion taken away?"; "επιδικάζει" and "οφείλει να" still taken away.
3. Chinese "all … not" (各参赛者均无过错, 所有参赛者都没有过错, 每一方都无过错) for "no contestant": a "neither" with its
   negation, no "negation dropped?"; 各参赛者均有过错 / 所有参赛者都有过错 still the negation dropped.
"""

from __future__ import annotations

from tests.support import edits_test, neither_dropped


def bound_dropped(number: str, bound: str) -> list[tuple[str, str, str]]:
    return [("number", "error", f"{number} is qualified by '{bound}' in the English, by nothing in the translation: a "
                                "minimum or maximum made a fixed score?")]


def goes_with(number: str, english: str, found: str) -> list[tuple[str, str, str]]:
    return [("number", "error", f"{number} goes with '{english}' in the English but with '{found}' in the translation")]


LEAST, MOST = "at least / more than", "at most / less than"
INCLUDED = "at least / at most (the number itself included)"
EXCLUDED = "more than / less than (the number itself excluded)"
ZH_60 = "（双人赛中至少为60%）"
ZH_40 = "（双人赛中至多为可得比赛分的40%）"
ZH_OVER = "超过可得比赛分60%"


def taken_away(words: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English allows ('{words}'), the translation states it as done: the "
                                     "Director's discretion taken away?")]


test_a_bound_worded_otherwise_is_a_bound = edits_test([
    # the tester's inputs (9am #342, #343, #390, #287, #352, #353, #354, #396, #397)
    ("zh", "12C2(a)", ZH_60, "（双人赛中为60%或以上）"),
    ("zh", "12C2(a)", ZH_40, "（双人赛中为可得比赛分的40%或以下）"),
    ("zh", "12C2(c)", ZH_OVER, "逾可得比赛分60%"),
    ("el", "12C2(c)", "υπερβαίνει το 60%", "είναι ανώτερη του 60%"),
    ("el", "12C2(a)", "τουλάχιστον 60%", "60% ή περισσότερο"),
    ("el", "12C2(a)", "το πολύ 40%", "40% ή λιγότερο"),
    ("el", "12C2(c)", "υπερβαίνει το 60%", "ξεπερνά το 60%"),
    ("el", "12C2(a)", "τουλάχιστον 60%", "κατ' ελάχιστο 60%"),
    ("el", "12C2(a)", "το πολύ 40%", "κατ' ανώτατο όριο 40%"),
    # other wordings of the kind
    ("zh", "12C2(a)", ZH_60, "（双人赛中为60%及以上）"),
    ("zh", "12C2(a)", ZH_60, "（双人赛中为60%或更多）"),
    ("zh", "12C2(a)", ZH_40, "（双人赛中为可得比赛分的40%及以下）"),
    ("zh", "12C2(a)", ZH_40, "（双人赛中为可得比赛分的40%或更少）"),
    ("zh", "12C2(c)", ZH_OVER, "高于可得比赛分60%"),
    ("zh", "12C2(c)", ZH_OVER, "逾百分之六十可得比赛分"),
    ("el", "12C2(c)", "υπερβαίνει το 60%", "είναι ανώτερη από το 60%"),
    ("el", "12C2(c)", "υπερβαίνει το 60%", "ξεπερνάει το 60%"),
    ("el", "12C2(c)", "είναι μικρότερη από το 40%", "είναι κατώτερη του 40%"),
    ("el", "12C2(a)", "τουλάχιστον 60%", "60% ή και περισσότερο"),
    ("el", "12C2(a)", "τουλάχιστον 60%", "κατ’ ελάχιστον 60%"),
    ("el", "12C2(a)", "τουλάχιστον 60%", "ως ελάχιστο 60%"),
    ("el", "12C2(a)", "το πολύ 40%", "40% ή και λιγότερο"),
    ("el", "12C2(a)", "το πολύ 40%", "ως ανώτατο όριο 40%"),
    ("el", "12C2(a)", "το πολύ 40%", "κατ’ ανώτατο 40%"),
    # the real defects still found, each as what it is
    ("zh", "12C2(a)", ZH_60, "（双人赛中为60%）", bound_dropped("60%", LEAST)),
    ("el", "12C2(a)", "τουλάχιστον 60%", "60%", bound_dropped("60%", LEAST)),
    ("zh", "12C2(a)", ZH_60, "（双人赛中逾60%）", goes_with("60%", INCLUDED, EXCLUDED)),
    ("el", "12C2(a)", "τουλάχιστον 60%", "ανώτερη του 60%", goes_with("60%", INCLUDED, EXCLUDED)),
    ("zh", "12C2(c)", ZH_OVER, "达到可得比赛分60%或以上", goes_with("60%", EXCLUDED, INCLUDED)),
    ("el", "12C2(c)", "υπερβαίνει το 60%", "είναι 60% ή περισσότερο", goes_with("60%", EXCLUDED, INCLUDED)),
    ("zh", "12C2(a)", ZH_60, "（双人赛中为60%或以下）", goes_with("60%", LEAST, MOST)),
    ("el", "12C2(a)", "τουλάχιστον 60%", "60% ή λιγότερο", goes_with("60%", LEAST, MOST)),
    ("el", "12C2(a)", "το πολύ 40%", "κατ' ελάχιστο 40%", goes_with("40%", MOST, LEAST)),
], doc="12C2(a)/(c)'s bounds worded after the number, or with 逾, ανώτερη, ξεπερνά, κατ' ελάχιστο, κατ' ανώτατο: a "
       "bound; dropped, made strict or inclusive, or reversed: one finding saying so.")

test_a_right_to_award_keeps_the_discretion = edits_test([
    # the tester's inputs (9am #296, #357)
    ("el", "12C1(d)", "μπορεί να επιδικάσει", "έχει το δικαίωμα να επιδικάσει"),
    ("el", "12A3", "Ο Διαιτητής μπορεί να επιδικάσει", "Ο Διαιτητής έχει την ευχέρεια να επιδικάσει"),
    # other wordings
    ("el", "12A3", "Ο Διαιτητής μπορεί να επιδικάσει", "Ο Διαιτητής έχει την εξουσία να επιδικάσει"),
    ("el", "12A3", "Ο Διαιτητής μπορεί να επιδικάσει", "Ο Διαιτητής δικαιούται να επιδικάσει"),
    ("el", "12C1(d)", "μπορεί να επιδικάσει", "έχει τη διακριτική ευχέρεια να επιδικάσει"),
    # the discretion taken away still found
    ("el", "12A3", "Ο Διαιτητής μπορεί να επιδικάσει", "Ο Διαιτητής επιδικάζει", taken_away("may award an adjusted score")),
], doc="'may award' as 'has the right / the discretion / the power to award': no discretion taken away.")

test_all_not_is_no_contestant = edits_test([
    # the tester's input (9am #277)
    ("zh", "86B2(a)", "如果没有参赛者有过错", "如果各参赛者均无过错"),
    # other wordings
    ("zh", "86B2(a)", "如果没有参赛者有过错", "如果所有参赛者都没有过错"),
    ("zh", "86B2(a)", "如果没有参赛者有过错", "如果每一方都无过错"),
    # the negation dropped still found
    ("zh", "86B2(a)", "如果没有参赛者有过错", "如果各参赛者均有过错", neither_dropped("no contestant", "各参赛者")),
    ("zh", "86B2(a)", "如果没有参赛者有过错", "如果所有参赛者都有过错", neither_dropped("no contestant", "所有参赛者")),
], doc="'no contestant' as 各参赛者均无 / 所有参赛者都没有 / 每一方都无: a 'neither' with its negation.")
