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
K5 "One and more" for "one or more" is an accepted wording of the inclusive count (Greek "μία και περισσότερες", "δύο
   και άνω", Chinese 一个及以上, as "μία ή περισσότερες", 一个或多个), read as that count: its number changed ("δύο
   και περισσότερες" for "one or more", 两个及以上) is one number finding.
K6 A count the laws bound in words said as an exact count (86B2 "two or more" as "ακριβώς δύο", "μόνο δύο", 恰好两个;
   fix9by found it in interface strings only): one finding; "at least 60%" as "ακριβώς 60%" stays the number's.
K7 "or" said as "and" in the laws where the translation keeps an "either" (86B2(b) "either … or" as "είτε … και"): the
   Greek είτε says an "or" only with another after it.  "Not both" kept as 二者不可兼得 is no finding; "Give --top or
   --results, not both." as "Δώστε --top και --results." is one finding (the "not both"'s, not "or" as "and" too).

The shipped catalogues' findings are unchanged (``helper catalog check --all --json`` compared before and after).
"""

from __future__ import annotations

from tests.support import edits_test, findings_test, neither_added, neither_dropped, quantifier_changed


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
    # (the two before a comma; "στρογγυλεμένος", a rounding the English does not say, is a clause added since fix9ve:
    # test_check_fix9ve)
    ("el", "12C4", AVERAGE, "ο μέσος όρος των δύο, όπως υπολογίστηκαν"),
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

# ---------------------------------------------------------------- K5 "one and more"

test_one_and_more_is_read_as_one_or_more = edits_test([
    ("el", "86B2(a)", "μία ή περισσότερες τεχνητές", "μία και περισσότερες τεχνητές"),
    ("el", "86B2(c)", "μία ή περισσότερες τεχνητές", "μία και περισσότερες τεχνητές"),
    ("el", "86B2", "δύο ή περισσότερα", "δύο και περισσότερα"),
    ("el", "86B2", "δύο ή περισσότερα", "δύο και άνω"),
    ("zh", "86B2", "两个或更多", "两个及以上"),
    ("zh", "86B2(a)", "一个或多个人为调整分", "一个及以上人为调整分"),
    ("el", "86B2", "δύο ή περισσότερα", "τρία και περισσότερα",
     number_differs("two or more", "τρία και περισσότερα")),
    ("el", "86B2(a)", "μία ή περισσότερες τεχνητές", "δύο και περισσότερες τεχνητές",
     number_differs("one or more", "δύο και περισσότερες")),  # (86B2(a) says it twice: the one changed, fix9fc)
    ("zh", "86B2(a)", "一个或多个人为调整分", "两个及以上人为调整分", number_differs("one or more", "两个及以上")),
], "'μία και περισσότερες', 'δύο και άνω', 一个及以上: no finding; their count changed: one number finding")

# ---------------------------------------------------------------- K6 a count made exact in the laws


def made_exact(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation '{found}': a minimum or maximum "
                                     "made an exact count?")]


test_a_law_count_made_exact_is_one_finding = edits_test([
    ("el", "86B2", "δύο ή περισσότερα", "ακριβώς δύο", made_exact("two or more", "ακριβώς δύο")),
    ("el", "86B2", "δύο ή περισσότερα", "μόνο δύο", made_exact("two or more", "μόνο δύο")),
    ("zh", "86B2", "两个或更多", "恰好两个", made_exact("two or more", "恰好两个")),
    ("zh", "86B2", "两个或更多", "只有两个", made_exact("two or more", "只有两个")),
    # a bound of a number: the number's one finding, as before
    ("el", "12C2(a)", "τουλάχιστον 60%", "ακριβώς 60%",
     [("number", "error", "60% is qualified by 'at least / more than' in the English, by nothing in the translation: "
                          "a minimum or maximum made a fixed score?")]),
    # correct: the count bounded in other words
    ("el", "86B2", "δύο ή περισσότερα", "τουλάχιστον δύο"),
    ("zh", "86B2", "两个或更多", "至少两个"),
    ("el", "86B2(b)", "ενός μόνο αγωνιζόμενου", "μόνο ενός αγωνιζόμενου"),
], "'two or more' as exactly / only two: one finding; 'at least two', 至少两个, the English's own 'only': none")

# ---------------------------------------------------------------- K7 "or" / "and", "not both"

test_either_or_made_and_in_a_law = edits_test([
    ("el", "86B2(b)", "ή μία κατ' εκτίμηση", "και μία κατ' εκτίμηση",
     [("terminology", "error", "the English says 'or', the translation 'και' ('and'): alternatives made all required, "
                               "the rule narrowed?")]),
    ("el", "86B2(b)", "ή μία κατ' εκτίμηση", "είτε μία κατ' εκτίμηση"),
    ("el", "86B2(b)", "είτε μία τεχνητή", "μία τεχνητή"),
], "'είτε … και' for 'either … or': one finding; 'είτε … είτε', '… ή …': none")

NOT_BOTH = "Give --top or --results, not both."

test_not_both_in_more_wordings = findings_test([
    (NOT_BOTH, "请给出 --top 或 --results，二者不可兼得。", "zh"),
    (NOT_BOTH, "请给出 --top 或 --results，但不能两者都给出。", "zh"),
    (NOT_BOTH, "Δώστε --top ή --results, όχι όμως και τα δύο.", "el"),
    (NOT_BOTH, "Δώστε --top και --results.", "el",
     [("negation", "error", "'not both' of the English is missing in the translation: both now allowed?")]),
    (NOT_BOTH, "Δώστε --top ή --results, μπορείτε και τα δύο.", "el",
     [("negation", "error", "the English says 'not both', the translation 'και τα δύο': both allowed or asked where "
                            "the English allows only one?")]),
    (NOT_BOTH, "请给出 --top 或 --results，可以两者都给。", "zh",
     [("negation", "error", "the English says 'not both', the translation '两者都': both allowed or asked where the "
                            "English allows only one?")]),
], "'not both' kept (不可兼得, 不能两者都, όχι όμως και τα δύο): none; left out or made 'both': one finding")
