"""Issue 9 (fix9cb): numbers, quantifiers and counts - one finding per defect, none on correct text.

K1 "The two" pointing back at what was just named is no count: Greek article + δύο with no noun after it, or with a
   noun the text named before ("ο μέσος όρος των δύο", "αυτών των δύο", "των δύο βαθμολογιών" after "η βαθμολογία",
   12C4 "the average of them"; with "και οι δύο" (both) and "όποια από τις δύο" (whichever of the two, merge22) one
   rule: numbers.el_two_named), Chinese 这两个 / 该两副 (两者, 二者 are no count word).  A δύο without the article, or
   with a noun not named before, is still a count ("δύο βαθμολογιών", 86B2(b) "των δύο αγωνιζόμενων" for "only one
   contestant": number differs).
K2 A sentence added that carries a number: the sentences finding names it; its number is not "in the translation, not
   in the English" too.  A number changed in a sentence the English has is still found.
K3 A count of the English said as another, which a quantifier also counts (86B2(b) "only one contestant" as "δύο
   αγωνιζόμενων", 两名参赛者): one finding, the number's; "only one" said as "both" (και των δύο, 双方): one
   finding, the quantifier's (not the "only" dropped too).
K4 A quantifier made "neither" ("both contestants" as "κανενός από τους δύο αγωνιζόμενους", 双方参赛者都没有) or a
   "neither" made a count ("no contestant" as "και των δύο αγωνιζόμενων"): one negation finding saying the negation
   was added or dropped, not "other contestants?".

The shipped catalogues' findings are unchanged (``helper catalog check --all --json`` compared before and after).
"""

from __future__ import annotations

from tests.support import edits_test, neither_added, neither_dropped, quantifier_changed


def number_differs(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("number", "error", f"number differs: {english} in the English, {found} in the translation")]


def two_added(found: str = "δύο") -> list[tuple[str, str, str]]:
    return [("number", "warning", f"'{found}' (two) where the English names no two: does the translation concern "
                                  "other cases than the English?")]


def sentence_added(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", "1 in the English, 2 in the translation; this sentence of the translation is not "
                                   f"in the English: '{text}'")]


AVERAGE = "ο μέσος όρος των βαθμολογιών"
WHICHEVER = "όποιο είναι καλύτερο"

# ---------------------------------------------------------------- K1 the two just named

test_the_two_named_before_is_no_count = edits_test([
    ("el", "12C4", "των βαθμολογιών", "των δύο"),
    ("el", "12C4", AVERAGE, "ο μέσος όρος αυτών των δύο"),
    ("el", "12C4", AVERAGE, "ο μέσος όρος και των δύο"),
    ("el", "12C4", AVERAGE, "ο μέσος όρος των δύο βαθμολογιών"),
    ("el", "12C4", AVERAGE, "ο μέσος όρος των δύο, στρογγυλεμένος"),
    ("el", "86B2(b)", WHICHEVER, "όποια από τις δύο είναι καλύτερη"),
    ("el", "86B2(b)", WHICHEVER, "την καλύτερη από τις δύο"),
    ("el", "86B2(b)", WHICHEVER, "την καλύτερη των δύο"),
    ("zh", "12C4", "其平均值", "两者的平均值"),
    ("zh", "12C4", "其平均值", "二者的平均值"),
    ("zh", "12C4", "其平均值", "这两个分数的平均值"),
    ("zh", "86B2(b)", "取其中较有利者", "取两者中较有利者"),
    ("zh", "86B2(b)", "取其中较有利者", "取这两个中较有利者"),
], "article + δύο with no noun or a noun named before, και οι δύο, όποια από τις δύο; 两者, 二者, 这两个: no finding")

test_a_two_of_its_own_is_still_a_count = edits_test([
    ("el", "12C4", AVERAGE, "ο μέσος όρος δύο βαθμολογιών", two_added()),
    ("el", "12C4", AVERAGE, "ο μέσος όρος των δύο πρώτων διανομών", two_added()),
    ("el", "12C4", AVERAGE, "ο μέσος όρος των δύο ή περισσότερων βαθμολογιών", two_added()),
    ("el", "86B2(b)", "ενός μόνο αγωνιζόμενου", "των δύο αγωνιζόμενων", number_differs("one", "δύο")),
], "δύο with no article, with a noun not named before, in 'δύο ή περισσότερες': a count")

# ---------------------------------------------------------------- K2 a sentence added with a number

test_a_sentence_added_with_a_number_is_one_finding = edits_test([
    ("el", "12C4", "των βαθμολογιών.", "των βαθμολογιών. Κάθε άξονας λαμβάνει τουλάχιστον 60%.",
     sentence_added("Κάθε άξονας λαμβάνει τουλάχιστον 60%.")),
    ("el", "12C4", "των βαθμολογιών.", "των βαθμολογιών. Κάθε άξονας λαμβάνει 3 IMP.",
     sentence_added("Κάθε άξονας λαμβάνει 3 IMP.")),
    ("el", "86B2(c)", "[βλέπε Νόμο 12Γ2].", "[βλέπε Νόμο 12Γ2]. Ο Διαιτητής ακυρώνει δύο διανομές.",
     sentence_added("Ο Διαιτητής ακυρώνει δύο διανομές.")),
    ("zh", "12C4", "判给每一方。", "判给每一方。每一方至少得到60%。", sentence_added("每一方至少得到60%。")),
    ("zh", "12C4", "判给每一方。", "判给每一方。每一方得到3 IMP。", sentence_added("每一方得到3 IMP。")),
    # a number changed where the English has it: still the number's finding
    ("el", "12C2(a)", "60%", "70%", number_differs("60%", "70%")),
], "the added sentence's one finding (its number not said again); a number changed in place still found")

# ---------------------------------------------------------------- K3 a count and its quantifier

test_only_one_said_as_two_or_both_is_one_finding = edits_test([
    ("el", "86B2(b)", "ενός μόνο αγωνιζόμενου", "δύο αγωνιζόμενων", number_differs("one", "δύο")),
    ("el", "86B2(b)", "ενός μόνο αγωνιζόμενου", "τριών αγωνιζόμενων", number_differs("one", "τριών")),
    ("zh", "86B2(b)", "只有一方参赛者", "两方参赛者", number_differs("one", "两")),
    ("zh", "86B2(b)", "只有一方参赛者", "两名参赛者", number_differs("one", "两")),
    ("el", "86B2(b)", "ενός μόνο αγωνιζόμενου", "και των δύο αγωνιζόμενων",
     quantifier_changed("only one contestant", "και των δύο αγωνιζόμενων")),
    ("zh", "86B2(b)", "只有一方参赛者", "双方参赛者", quantifier_changed("only one contestant", "双方参赛者")),
], "'only one contestant' as two, three (the number's finding) or both (the quantifier's): one finding")

# ---------------------------------------------------------------- K4 a quantifier made "neither" or back

test_both_made_neither_is_a_negation_added = edits_test([
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "κανενός από τους δύο αγωνιζόμενους",
     neither_added("both contestants", "κανενός από τους δύο αγωνιζόμενους")),
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "κανενός αγωνιζόμενου",
     neither_added("both contestants", "κανενός αγωνιζόμενου")),
    ("el", "86B2(c)", "Αν επρόκειτο για σφάλμα και των δύο αγωνιζόμενων",
     "Αν δεν επρόκειτο για σφάλμα κανενός από τους δύο αγωνιζόμενους",
     neither_added("both contestants", "κανενός από τους δύο αγωνιζόμενους")),
    ("zh", "86B2(c)", "双方参赛者都有过错", "双方参赛者都没有过错", neither_added("both contestants", "双方参赛者都没有")),
    ("zh", "86B2(c)", "双方参赛者都有过错", "两方参赛者均无过错", neither_added("both contestants", "两方参赛者均无")),
    ("el", "86B2(a)", "σφάλμα κανενός αγωνιζόμενου", "σφάλμα και των δύο αγωνιζόμενων",
     neither_dropped("no contestant", "και των δύο αγωνιζόμενων")),
    ("zh", "86B2(a)", "如果没有参赛者有过错", "如果双方参赛者都有过错", neither_dropped("no contestant", "双方参赛者")),
    # correct: "both" in other words, "no contestant" in other words
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "των δύο αγωνιζόμενων"),
    ("zh", "86B2(c)", "双方参赛者都有过错", "两方参赛者都有过错"),
    ("el", "86B2(a)", "Αν δεν επρόκειτο για σφάλμα κανενός αγωνιζόμενου", "Αν κανένας αγωνιζόμενος δεν έσφαλε"),
    ("zh", "86B2(a)", "如果没有参赛者有过错", "如果双方都没有过错"),
], "'both' made 'neither' (a negation added), 'no contestant' made both (the negation dropped): one finding")
