"""False and doubled findings left by fix9ga/fix9gb (issue 9 §2, fix9gd), each a kind: the input that failed, other
wordings of the kind, and the real defect still found once.

1. A bound of Law 12C2(a) said as "minimum / maximum of" (至少为60% as 最低为60%, 至多为…40% as 最高为…40%, 下限为60%;
   "ελάχιστο 60%", "μέγιστο 40%", τουλάχιστο without its ν, κατʼ with U+02BC) was read as no bound ("a minimum or
   maximum made a fixed score?"): none.  The bound dropped (为60%, "60%") stays that finding; a minimum made a
   maximum (最高为60%, "μέγιστο 60%") the bound reversed.
2. An English "(but not C)" (a section left out: Law 86B2(a)'s bracket) said "(εκτός από την παράγραφο Γ)", "(εκτός
   από το Γ)", "(πλην Γ)", （但不包括C款）, （但C款除外）: the same reference, an exclusion, no negation missing and no
   parenthetical of the translation's own.  The section changed is one "law reference differs"; the exclusion made an
   inclusion ("(και την παράγραφο Γ)", （包括C款）) keeps the English "not": one negation missing.
3. Law 12C2(a)'s "(50% in pairs)" dropped (zh, el) gave the parenthetical missing (a warning) and "number 50% of the
   English is missing" (an error): one error, the parenthetical missing naming the number it carried.  A number
   changed inside the kept parenthetical stays "number differs"; a parenthetical with no number dropped stays a
   warning.
"""

from __future__ import annotations

import pytest

from tests.support import edits_test, findings, findings_test, law_texts


def bound_dropped(number: str, bound: str) -> list[tuple[str, str, str]]:
    return [("number", "error", f"{number} is qualified by '{bound}' in the English, by nothing in the translation: a "
                                "minimum or maximum made a fixed score?")]


def goes_with(number: str, english: str, found: str) -> list[tuple[str, str, str]]:
    return [("number", "error", f"{number} goes with '{english}' in the English but with '{found}' in the translation")]


LEAST, MOST = "at least / more than", "at most / less than"
ZH_40 = "至多为可得比赛分的40%"

test_a_minimum_of_is_a_bound = edits_test([
    ("zh", "12C2(a)", "至少为60%", "最低为60%"),  # the lead's input
    ("zh", "12C2(a)", "至少为60%", "最低60%"),
    ("zh", "12C2(a)", "至少为60%", "下限为60%"),
    ("zh", "12C2(a)", "至少为60%", "不少于60%"),
    ("zh", "12C2(a)", "至少为60%", "不低于60%"),
    ("zh", "12C2(a)", ZH_40, "最高为可得比赛分的40%"),
    ("el", "12C2(a)", "τουλάχιστον 60%", "τουλάχιστο 60%"),
    ("el", "12C2(a)", "τουλάχιστον 60%", "κατ' ελάχιστον 60%"),
    ("el", "12C2(a)", "τουλάχιστον 60%", "κατʼ ελάχιστον 60%"),
    ("el", "12C2(a)", "τουλάχιστον 60%", "ελάχιστο 60%"),
    ("el", "12C2(a)", "το πολύ 40%", "μέγιστο 40%"),
    # the bound dropped: still its one finding
    ("zh", "12C2(a)", "至少为60%", "为60%", bound_dropped("60%", LEAST)),
    ("el", "12C2(a)", "τουλάχιστον 60%", "60%", bound_dropped("60%", LEAST)),
    # a minimum made a maximum, or back: the bound reversed, one finding
    ("zh", "12C2(a)", "至少为60%", "最高为60%", goes_with("60%", LEAST, MOST)),
    ("zh", "12C2(a)", ZH_40, "最低为可得比赛分的40%", goes_with("40%", MOST, LEAST)),
    ("el", "12C2(a)", "τουλάχιστον 60%", "μέγιστο 60%", goes_with("60%", LEAST, MOST)),
    ("el", "12C2(a)", "το πολύ 40%", "ελάχιστο 40%", goes_with("40%", MOST, LEAST)),
], doc="Law 12C2(a)'s 'at least 60%' as 最低为60% / 'ελάχιστο 60%' (a minimum of): a bound, no finding.")


SEE_A = {"el": "(αλλά, βλέπε παράγραφο Α παραπάνω)", "zh": "（但见上文A款）"}


def but_not_c(lang: str, said: str) -> list[tuple[str, str, str]]:
    """The findings on Law 86B2(a) whose English says "(but not C)" for "(but see A above)", its translation ``said``
    for the shipped bracket."""
    english, text = law_texts(lang, "86B2(a)")
    return findings(english.replace("(but see A above)", "(but not C)"), text.replace(SEE_A[lang], said, 1), lang,
                    "86B2(a)")


NOT_MISSING = [("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'If "
                                     "no contestant was at fault, the Director shall cancel th…': a prohibition made a "
                                     "permission, or a condition reversed?")]


def section_differs(found: str) -> list[tuple[str, str, str]]:
    return [("law-reference", "error", f"law reference differs: 'C' in the English, '{found}' in the translation")]


BUT_NOT_ROWS = [
    ("el", "(εκτός από την παράγραφο Γ)", []),  # the lead's inputs
    ("zh", "（但不包括C款）", []),
    ("el", "(εκτός από το Γ)", []),
    ("el", "(αλλά όχι Γ)", []),
    ("el", "(πλην Γ)", []),
    ("el", "(όχι όμως το Γ)", []),
    ("zh", "（但不包括C）", []),
    ("zh", "（但C款除外）", []),
    ("zh", "（除C款外）", []),
    ("zh", "（不含C款）", []),
    # another section left out: the reference's one finding
    ("el", "(εκτός από την παράγραφο Δ)", section_differs("Δ")),
    ("el", "(εκτός από την παράγραφο Α)", section_differs("Α")),
    ("zh", "（但不包括D款）", section_differs("D")),
    ("zh", "（但不包括A款）", section_differs("A")),
    # the section no longer left out: the English "not" missing, one finding
    ("el", "(και την παράγραφο Γ)", NOT_MISSING),
    ("el", "(βλέπε Γ)", NOT_MISSING),
    ("zh", "（包括C款）", NOT_MISSING),
    ("zh", "（见C款）", NOT_MISSING),
]


@pytest.mark.parametrize("lang, said, expected", BUT_NOT_ROWS, ids=[f"{row[0]}-{row[1]}" for row in BUT_NOT_ROWS])
def test_but_not_c_said_as_except_c_is_no_finding(lang, said, expected):
    """'(but not C)' in Law 86B2(a) as '(εκτός από την παράγραφο Γ)' or （但不包括C款）: the same section left out."""
    assert but_not_c(lang, said) == expected


test_except_c_in_an_interface_sentence = findings_test([
    ("The Director applies A and B (but not C).", "Ο Διαιτητής εφαρμόζει τα Α και Β (εκτός από την παράγραφο Γ).", "el"),
    ("The Director applies A and B (but not C).", "Ο Διαιτητής εφαρμόζει τα Α και Β (εκτός από το Γ).", "el"),
    ("The Director applies A and B (but not C).", "Ο Διαιτητής εφαρμόζει τα Α και Β (πλην της παραγράφου Γ).", "el"),
    ("The Director applies A and B (but not C).", "Ο Διαιτητής εφαρμόζει τα Α και Β (εκτός από την παράγραφο Δ).",
     "el", section_differs("Δ")),
], doc="'(but not C)' as '(εκτός από το Γ)' in a sentence of no law: the same section left out, no finding.")


def carried(parenthetical: str, numbers: str) -> list[tuple[str, str, str]]:
    return [("one-language", "error", f"parenthetical of the English missing in the translation: '{parenthetical}' "
                                      f"(it carried {numbers})")]


test_a_parenthetical_dropped_with_its_number_is_one_finding = edits_test([
    ("zh", "12C2(a)", "（双人赛中为50%）", "", carried("(50% in pairs)", "50%")),  # the lead's inputs
    ("el", "12C2(a)", " (50% στα ζεύγη)", "", carried("(50% in pairs)", "50%")),
    ("el", "12C2(a)", " (τουλάχιστον 60% στα ζεύγη)", "", carried("(at least 60% in pairs)", "60%")),
    ("el", "12C2(a)", " (το πολύ 40% των διαθέσιμων βαθμών αγώνα στα ζεύγη)", "",
     carried("(at most 40% of the available matchpoints in pairs)", "40%")),
    # the number changed or dropped inside the kept bracket: the number's one finding, as before
    ("zh", "12C2(a)", "（双人赛中为50%）", "（双人赛中为55%）",
     [("number", "error", "number differs: 50% in the English, 55% in the translation")]),
    ("el", "12C2(a)", "(50% στα ζεύγη)", "(55% στα ζεύγη)",
     [("number", "error", "number differs: 50% in the English, 55% in the translation")]),
    ("zh", "12C2(a)", "（双人赛中为50%）", "（双人赛中）",
     [("number", "error", "number 50% of the English is missing in the translation")]),
    # a parenthetical with no number dropped: still its warning (fix9gb)
    ("el", "12C1(e)", " (άσχετο με την παράβαση)", "",
     [("one-language", "warning", "parenthetical of the English missing in the translation: '(unrelated to the "
                                  "infraction)'")]),
], doc="Law 12C2(a)'s '(50% in pairs)' dropped: one error, the parenthetical missing naming its number.")
