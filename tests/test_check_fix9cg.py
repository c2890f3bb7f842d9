"""False and double findings of tester 9ag (issue 9 §2, fix9cg), each a kind: the tester's input, other wordings
of the kind and the correct wordings near it.

1. A Greek degree of fault said with the adjective: "φέρει άμεση ευθύνη" (directly), "φέρει μερική (μόνο) ευθύνη",
   "ευθύνεται εν μέρει μόνο" (only partly, μόνο after): no degree missing; a degree dropped ("φέρει ευθύνη") is one.
2. A Greek bound with the genitive: "άνω του 60%", "υπεράνω του", "κάτω του 40%", "μικρότερη του": a bound, as
   "πάνω από"; reversed or dropped it is one finding.
3. The distributive 各 before its verb (各按自己的结果计分, 各依, 各以): "each" of the sides just named, no noun of
   its own; "each" said as 一方 stays one finding.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test

MISSING = "the degree of fault '{}' of the English is missing in the translation: another category of fault, another score?"


def missing(degree: str) -> list[tuple[str, str, str]]:
    """The one finding of a degree of fault of the English dropped."""
    return [("terminology", "error", MISSING.format(degree))]


def bound_moved(number: str, english: str, found: str) -> list[tuple[str, str, str]]:
    """The one finding of a number's bound reversed."""
    return [("number", "error", f"{number} goes with '{english}' in the English but with '{found}' in the translation")]


AT_LEAST, AT_MOST = "at least / more than", "at most / less than"
NO_WAY, DIRECT, PARTLY = "που δεν έσφαλε κατά κανένα τρόπο", "που έσφαλε σαφώς", "που έσφαλε μερικώς"

test_greek_degree_adjectives = edits_test([
    ("el", "12C2(a)", DIRECT, "που φέρει άμεση ευθύνη"),
    ("el", "12C2(a)", PARTLY, "που φέρει μερική μόνο ευθύνη"),
    ("el", "12C2(a)", PARTLY, "που φέρει μόνο μερική ευθύνη"),
    ("el", "12C2(a)", PARTLY, "που ευθύνεται εν μέρει μόνο"),
    ("el", "12C2(a)", NO_WAY, "που δεν φέρει καμία ευθύνη"),
    # a degree dropped: one finding
    ("el", "12C2(a)", NO_WAY, "που φέρει ευθύνη", missing("in no way at fault")),
    ("el", "12C2(a)", PARTLY, "που φέρει ευθύνη", missing("only partly at fault")),
    ("el", "12C2(a)", PARTLY, "που ευθύνεται εν μέρει", missing("only partly at fault")),
    ("el", "12C2(a)", DIRECT, "που φέρει ευθύνη", missing("directly at fault")),
], "Greek degrees of fault said with the adjective (άμεση, μερική, καμία ευθύνη) are the degrees; one dropped is one "
   "finding.")

EL_12C2A = ("Όταν λόγω ανωμαλίας δεν είναι δυνατόν να ληφθεί αποτέλεσμα [βλέπε και Γ1(δ)], ο Διαιτητής επιδικάζει "
            "τεχνητή επανορθωτική βαθμολογία ανάλογα με την ευθύνη για την ανωμαλία: μέσο όρο μείον (το πολύ 40% των "
            "διαθέσιμων βαθμών αγώνα στα ζεύγη) στον αγωνιζόμενο που φέρει άμεση ευθύνη, μέσο όρο (50% στα ζεύγη) "
            "στον αγωνιζόμενο που φέρει μερική μόνο ευθύνη και μέσο όρο συν (τουλάχιστον 60% στα ζεύγη) στον "
            "αγωνιζόμενο που {}.")


def _e12c2a() -> str:
    from tests.support import law_texts

    return law_texts("el", "12C2(a)")[0]


test_tester_12c2a = findings_test([
    (_e12c2a(), EL_12C2A.format("δεν φέρει καμία ευθύνη"), "el"),  # L-el-l-ok-43
    (_e12c2a(), EL_12C2A.format("φέρει ευθύνη"), "el", missing("in no way at fault")),  # L-el-l-def-122
], "Tester 9ag's 12C2(a): the adjectives read, the negation dropped one finding.", paragraph="12C2(a)")

test_greek_genitive_bounds = edits_test([
    ("el", "12C2(c)", "υπερβαίνει το 60%", "είναι άνω του 60%"),
    ("el", "12C2(c)", "υπερβαίνει το 60%", "είναι υπεράνω του 60%"),
    ("el", "12C2(c)", "είναι μικρότερη από το 40%", "είναι κάτω του 40%"),
    ("el", "12C2(c)", "είναι μικρότερη από το 40%", "είναι μικρότερη του 40%"),
    # reversed, negated, dropped: one finding
    ("el", "12C2(c)", "υπερβαίνει το 60%", "είναι κάτω του 60%", bound_moved("60%", AT_LEAST, AT_MOST)),
    ("el", "12C2(c)", "είναι μικρότερη από το 40%", "είναι άνω του 40%", bound_moved("40%", AT_MOST, AT_LEAST)),
    ("el", "12C2(c)", "υπερβαίνει το 60%", "είναι όχι άνω του 60%", bound_moved("60%", AT_LEAST, AT_MOST)),
    ("el", "12C2(c)", "υπερβαίνει το 60%", "είναι το 60%",
     [("number", "error", "60% is qualified by 'at least / more than' in the English, by nothing in the translation: "
                          "a minimum or maximum made a fixed score?")]),
], "Greek bounds with the genitive (άνω του, κάτω του, μικρότερη του) are bounds, as πάνω από / κάτω από.")

M82 = "Law 82C: the Director's ruling was wrong; both sides non-offending, each scored from its own outcomes"

test_distributive_each = findings_test([
    (M82, "第82条C款：裁判的裁决有误；两方都算非违规方，各按自己的结果计分", "zh"),  # M-zh-m-ok-11
    (M82, "第82条C款：裁判的裁决有误；双方都是非违规方，各依自己的结果计分", "zh"),
    (M82, "第82条C款：裁判的裁决有误；双方都是非违规方，各以自己的结果计分", "zh"),
    (M82, "第82条C款：裁判的裁决有误；双方都是非违规方，各方按自己的结果计分", "zh"),
    (M82, "第82条C款：裁判的裁决有误；双方都是非违规方，一方按自己的结果计分", "zh",
     [("terminology", "error", "the English says 'each', the translation '一方按自己的结果': does the rule now concern "
                               "others than the English names?")]),
], "The distributive 各 before its verb is 'each' of the sides just named; 一方 for it stays one finding.")
