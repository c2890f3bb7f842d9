"""Issue 9, quantifiers (fix9ag): the kinds the "quantifier" mutation of tests/test_catalog_mutations.py missed at 91%
(80% of 55 with this session's injection), "neither", and the Greek 86B2(c) "one or more" said as one score.

Q1  Each a kind of wording the quantifier check (helper/catalog/checks/quantifiers.py) misread:
    - an English "a" counted as a one of any noun: 12C2(d) "a contestant … a result on multiple boards" made "μία
      διανομή" (one board) passed as the "a" of "a contestant" (the article now counts for a one of its own noun);
    - Greek έναν (86B1 "favourable to one side" as "για έναν άξονα") was no one; "του ενός αγωνιζόμενου" (86B2(c)) was
      read as "more than one" (περισσότερα του ενός) and left out; "η πρώτη από αυτές τις διανομές" (the first of
      these boards) was too far from its noun;
    - "all boards or contestants" quantifies two nouns (όλες τις διανομές ή όλους τους αγωνιζόμενους, 所有牌或所有参赛者);
    - "each scored from its own outcomes": "each" for the sides just named (ο καθένας);
    - "no two bridge scores" (任何两个桥牌得分: one quantifier, not two) and "changes nothing" (不改变任何分数: the
      negation's "any", no count).
Q2  "neither side" (双方都不, 两方均无, 双方无局; κανένας από τους δύο, ούτε ο ένας ούτε ο άλλος) made one side or both.
Q3  86B2(c)/(a) "one or more artificial adjusted scores" as "τεχνητή επανορθωτική βαθμολογία" (one score, the singular,
    no quantifier): the quantifier finding naming the scores, not "number differs: one … δύο" (the δύο of "και των
    δύο", both, is no number).  The Chinese 人为调整分 with its 一个或多个 left out says no count (a Chinese noun has
    no plural): no finding, as 可能结果 for "a number of results" (tests/test_check_fix9ae.py).

The expected messages are written out by hand; the Greek is the official text of locales/el, the Chinese law text
tests/test_catalog_fix9e.py's ZH_2017, the interface texts those of the shipped catalogues.
"""

from __future__ import annotations

from tests.support import edit_findings, edits_test, findings_test, neither_dropped, quantifier_changed as quantifier


# ---------------------------------------------------------------- Q1 in law texts

test_a_quantifier_changed_in_a_law_is_one_error = edits_test([
    ("el", "86B1", "πολλαπλές", "μία", quantifier("multiple adjusted scores", "μία επανορθωτικές βαθμολογήσεις")),
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "του ενός αγωνιζόμενου",
     quantifier("both contestants", "ενός αγωνιζόμενου")),
    ("el", "12C2(d)", "σε πολλαπλές διανομές", "σε μία διανομή", quantifier("multiple boards", "μία διανομή")),
    ("el", "12C2(d)", "σε κάθε μια από αυτές", "στην πρώτη από αυτές",
     quantifier("each subsequent board", "πρώτη από αυτές τις διανομές")),
    ("el", "12C2(d)", "σε κάθε μια από αυτές", "σε μία από αυτές",
     quantifier("each subsequent board", "μία από αυτές τις διανομές")),
], "έναν, του ενός, 'the first of these boards', one board where the English's 'a' goes with another noun")

test_the_same_counts_in_a_law_are_no_finding = edits_test([
    ("el", "86B1", "για έναν άξονα", "για τον έναν άξονα"),
    ("el", "12C2(d)", "ένας αγωνιζόμενος", "κάποιος αγωνιζόμενος"),
    ("el", "12C2(d)", "σε κάθε μια από αυτές", "σε καθεμία από αυτές"),
    ("el", "86B2", "περισσότερες από μία", "περισσότερες της μίας"),
], "the same count in other words")

# ---------------------------------------------------------------- Q1 in interface strings

MISSING = ("'{english}' of the English is missing in the translation of '{text}': does it now cover all boards or "
           "contestants, this one included?")
EL_MISSING = ("το «{{english}}» του αγγλικού λείπει από τη μετάφραση του «{{text}}»: μήπως καλύπτει τώρα {which}, μαζί "
              "και αυτήν;")
ZH_MISSING = "英文中的“{{english}}”在“{{text}}”的译文中缺失：译文是否变成涵盖{which}，包括本副牌或本参赛者？"
WRONG = "Law 82C: the Director's ruling was wrong; both sides non-offending, each scored from its own outcomes"
EL_WRONG = ("Νόμος 82Γ: η απόφαση του Διαιτητή ήταν λανθασμένη· και οι δύο άξονες αναίτιοι, {each} βαθμολογείται από "
            "τα δικά του αποτελέσματα")
NOTE = ("Note: no two bridge scores differ by {diff} points (every score is a multiple of 10, and no difference "
        "exceeds {most}); the IMPs are for the difference as given.")
ZH_NOTE = "注意：{two}桥牌得分都不可能相差 {{diff}} 分（{every}得分都是10的倍数，差额不超过 {{most}}）；以下IMP按所给差额计算。"
KNOCKOUT = "Knockout match: the two scores balance, so Law {law} changes nothing."
VARIED = "Scores varied by regulation for a contestant without a result on several boards (Law {law})."

test_a_quantifier_changed_in_an_interface_string_is_one_error = findings_test([
    (MISSING, EL_MISSING.format(which="όλες τις διανομές ή έναν τους αγωνιζόμενους"), "el",
     quantifier("all boards", "έναν τους αγωνιζόμενους")),
    (MISSING, EL_MISSING.format(which="μία τις διανομές ή όλους τους αγωνιζόμενους"), "el",
     quantifier("all boards", "μία τις διανομές")),
    (MISSING, ZH_MISSING.format(which="所有牌或一个参赛者"), "zh", quantifier("all boards", "一个参赛者")),
    (WRONG, EL_WRONG.format(each="ο πρώτος"), "el", quantifier("each", "πρώτος")),
    (NOTE, ZH_NOTE.format(two="任何两个", every="第一个"), "zh", quantifier("every score", "第一个得分")),
    (NOTE, ZH_NOTE.format(two="一个", every="每个"), "zh", quantifier("no two bridge scores", "一个桥牌得分")),
    (KNOCKOUT, "淘汰赛：一个得分是平衡的，因此{law}不改变任何分数。", "zh", quantifier("the two scores", "一个得分")),
    (VARIED, "参赛者在一副牌上未取得结果，其分数按规程另行规定（{law}）。", "zh", quantifier("several boards", "一副牌")),
], "two nouns of one quantifier, 'each' for the sides named, 'no two', a negated 任何, an 'a' of another noun")

test_the_shipped_interface_strings_are_no_finding = findings_test([
    (MISSING, EL_MISSING.format(which="όλες τις διανομές ή όλους τους αγωνιζόμενους"), "el"),
    (MISSING, EL_MISSING.format(which="όλες τις διανομές ή τους αγωνιζόμενους"), "el"),
    (MISSING, ZH_MISSING.format(which="所有牌或所有参赛者"), "zh"),
    (MISSING, ZH_MISSING.format(which="所有牌或参赛者"), "zh"),
    (WRONG, EL_WRONG.format(each="ο καθένας"), "el"),
    (NOTE, ZH_NOTE.format(two="任何两个", every="每个"), "zh"),
    (KNOCKOUT, "淘汰赛：两个得分是平衡的，因此{law}不改变任何分数。", "zh"),
    (VARIED, "参赛者在多副牌上未取得结果，其分数按规程另行规定（{law}）。", "zh"),
], "the shipped texts and the same counts in other words")

# ---------------------------------------------------------------- Q2 neither

NEITHER = "If neither side was at fault, the Director awards an artificial adjusted score."
EL_NEITHER = "Αν {who}, ο Διαιτητής επιδικάζει τεχνητή επανορθωτική βαθμολογία."

test_neither_made_one_or_both_is_one_error = findings_test([
    (NEITHER, "如果一方没有过错，裁判判给人为调整分。", "zh", neither_dropped("neither side", "一方")),
    (NEITHER, "如果双方都有过错，裁判判给人为调整分。", "zh", neither_dropped("neither side", "双方")),
    (NEITHER, EL_NEITHER.format(who="ο ένας άξονας δεν έσφαλε"), "el", neither_dropped("neither side", "ένας άξονας")),
    (NEITHER, EL_NEITHER.format(who="και οι δύο άξονες έσφαλαν"), "el",
     neither_dropped("neither side", "και οι δύο άξονες")),
    ("Neither side vulnerable", "一方无局", "zh", neither_dropped("Neither side", "一方")),
    ("Neither side vulnerable", "双方有局", "zh", neither_dropped("Neither side", "双方")),
], "neither -> one side, neither -> both sides")

test_neither_in_other_words_is_no_finding = findings_test([
    (NEITHER, "如果双方都没有过错，裁判判给人为调整分。", "zh"),
    (NEITHER, "如果两方均无过错，裁判判给人为调整分。", "zh"),
    (NEITHER, "如果任何一方都没有过错，裁判判给人为调整分。", "zh"),
    (NEITHER, EL_NEITHER.format(who="κανένας από τους δύο άξονες δεν έσφαλε"), "el"),
    (NEITHER, EL_NEITHER.format(who="δεν έσφαλε ούτε ο ένας ούτε ο άλλος άξονας"), "el"),
    ("Neither side vulnerable", "双方无局", "zh"),
    ("Neither side vulnerable", "Κανείς τρωτός", "el"),
], "双方都没有, 两方均无, 双方无局; κανένας από τους δύο (no 'two' added), ούτε ο ένας ούτε ο άλλος")

# ---------------------------------------------------------------- Q3

EL_SCORES = "μία ή περισσότερες τεχνητές επανορθωτικές βαθμολογίες"

test_one_or_more_scores_made_one_score_names_the_scores = edits_test([
    ("el", "86B2(c)", EL_SCORES, "τεχνητή επανορθωτική βαθμολογία",
     quantifier("one or more artificial adjusted scores", "τεχνητή επανορθωτική βαθμολογία")),
    ("el", "86B2(a)", EL_SCORES, "τεχνητή επανορθωτική βαθμολογία",
     quantifier("one or more artificial adjusted scores", "τεχνητή επανορθωτική βαθμολογία")),
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "του αγωνιζόμενου",
     quantifier("both contestants", "αγωνιζόμενου")),
    ("zh", "86B2(c)", "一个或多个人为调整分", "一个人为调整分",
     quantifier("one or more artificial adjusted scores", "一个人为调整分")),
], "the singular with no quantifier is one; the message names the noun's own quantifier, not the δύο of 'both'")

test_one_or_more_left_out_with_the_plural_is_no_finding = edits_test([
    ("el", "86B2(c)", EL_SCORES, "τεχνητές επανορθωτικές βαθμολογίες"),
    ("zh", "86B2(c)", "一个或多个人为调整分", "人为调整分"),  # a Chinese noun says no count
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "αμφότερων των αγωνιζόμενων"),
], "the count left out, the noun's number kept: wording")


def test_the_both_of_86b2c_is_no_number():
    """86B2(c)'s "και των δύο" (both) is no two: with "μία ή περισσότερες" made one score, no "number differs: one in
    the English, δύο in the translation"."""
    found = edit_findings("el", "86B2(c)", EL_SCORES, "τεχνητή επανορθωτική βαθμολογία")
    assert [check for check, _severity, _message in found] == ["terminology"]
