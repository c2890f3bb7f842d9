"""fixzt: fresh testers t9bi and t9bj's clauses, alternatives, negations and modals (issue 9 §2) - a clause dropped
or added, an alternative dropped or its "or" made "and", a "cannot" said as "may", a duty said as advice - each one
finding naming the defect, and correct rewordings none."""

from __future__ import annotations

from tests.support import one_finding_tests

PLAYER = "Which player? In an individual each player is a contestant: only the offender is penalised."
HELPER = ("Another helper holds this Director's ruling in progress: answers typed here are not applied. ^O takes that "
          "ruling over here; ^N starts a new ruling here (recorded when finished, not saved while in progress).")
OTHER_TABLE = ("The result at the other table between the same contestants is clearly favourable to one side: an "
               "assigned adjusted score, not an artificial one (Law {law}).")
ONE_RESULT = "Yes: one result, or a few results with their likelihood"
WEIGHTED = "assigned adjusted score, weighted or split (Law 12C1)"
DUE = "{field}: the board cannot have been due fewer times than the results given: {value}."
EXPECTED = "--expected must be at least the number of results ({count})."

PART = "this part of the English seems to have no translation"
ADDS = "at the end of a sentence, which the English does not say: a clause added"
ALTERNATIVE = "of the English is missing in the translation: the rule narrowed?"
OR_AND = "alternatives made all required"
NEGATION = "a negation of the English (not, no, unless) is missing"
WEAKENED = "the translation only allows: the rule weakened?"

DEFECTS = [
    # a head before a colon dropped, its rest translated (tester t9bj bj-sen16, and a Greek variant)
    ("zh", PLAYER, "哪位牌手？只罚违规者。", "sentences", "In an individual each player is a contestant:", PART),
    ("el", PLAYER, "Ποιος παίκτης; Τιμωρείται μόνο ο παραβάτης.", "sentences",
     "In an individual each player is a contestant:", PART),
    # a clause dropped whole, its negation with it (tester t9bi bi-sen21, and a Greek variant)
    ("zh", HELPER, "另一个 helper 窗口持有本裁判进行中的裁决：按 ^O 在此接管该裁决；按 ^N 在此开始新的裁决（完成时记录，进行中不保存）。",
     "sentences", "answers typed here are not applied.", PART),
    ("el", HELPER, "Άλλο παράθυρο του helper κρατά την απόφαση σε εξέλιξη αυτού του Διαιτητή: το ^O αναλαμβάνει εδώ "
                   "εκείνη την απόφαση· το ^N αρχίζει νέα απόφαση εδώ (καταγράφεται όταν ολοκληρωθεί, δεν αποθηκεύεται "
                   "όσο είναι σε εξέλιξη).", "sentences", "answers typed here are not applied.", PART),
    # a clause added before the closing reference bracket: the board cancelled (tester t9bj bj-sen22, and a variant)
    ("zh", OTHER_TABLE, "相同参赛者之间另一桌的结果明显有利于一方：判给裁定调整分，而非人为调整分，并取消该副牌（{law}）。",
     "sentences", "并取消该副牌", ADDS),
    ("el", OTHER_TABLE, "Το αποτέλεσμα στο άλλο τραπέζι, μεταξύ των ίδιων αγωνιζόμενων, είναι φανερά ευνοϊκό για έναν "
                        "άξονα: επιδικάζεται κατ' εκτίμηση επανορθωτική βαθμολογία, όχι τεχνητή, και η διανομή "
                        "ακυρώνεται (Νόμος {law}).", "sentences", "και η διανομή ακυρώνεται", ADDS),
    # the member before ", or" dropped, the translation counting as the alternative after it (tester t9bi bi-alt04)
    ("el", ONE_RESULT, "Ναι: λίγα αποτελέσματα με την πιθανότητά τους", "sentences", "one result", ALTERNATIVE),
    ("zh", ONE_RESULT, "能：几个结果，附带其可能性", "sentences", "one result", ALTERNATIVE),
    # ... and the alternative after it dropped: still that one
    ("zh", ONE_RESULT, "能：一个结果", "sentences", "or a few results with", ALTERNATIVE),
    # an interface list's "or" said as "and": that one finding, no alternative dropped besides (tester t9bj bj-alt24)
    ("zh", WEIGHTED, "裁定调整分，加权且不平衡（第12条C款1项）", "terminology", "且", OR_AND),
    ("zh", WEIGHTED, "裁定调整分，加权并且不平衡（第12条C款1项）", "terminology", "并且", OR_AND),
    ("el", WEIGHTED, "κατ' εκτίμηση επανορθωτική βαθμολογία, σταθμισμένη και μη συμπληρωματική (Νόμος 12Γ1)",
     "terminology", "και", OR_AND),
    # "cannot" said as "may": the negation dropped, no statement made a "may" besides (tester t9bj bj-neg25)
    ("el", DUE, "{field}: η διανομή μπορεί να έπρεπε να παιχτεί λιγότερες φορές από τα αποτελέσματα που δόθηκαν: "
                "{value}.", "negation", "the board cannot have been due fewer times than the results given", NEGATION),
    ("el", DUE, "{field}: η διανομή μπορεί να παίχτηκε λιγότερες φορές από τα αποτελέσματα που δόθηκαν: {value}.",
     "negation", "the board cannot have been due fewer times than the results given", NEGATION),
    # "must be at least" as 最好不要少于 (had better not be less): the duty made advice, 不要少于 is "at least"
    # (tester t9bi bi-mod11, and a variant)
    ("zh", EXPECTED, "--expected 最好不要少于实际结果数（{count}）。", "terminology", EXPECTED, WEAKENED),
    ("zh", EXPECTED, "--expected 最好不少于实际结果数（{count}）。", "terminology", EXPECTED, WEAKENED),
]

REWORDINGS = [
    ("zh", PLAYER, "哪位牌手？在个人赛中，每位牌手都是一个参赛者，只处罚违规者。"),
    ("zh", HELPER, "另一个 helper 窗口持有本裁判进行中的裁决：此处输入的答案均不采用。按 ^O 可在此接管该裁决；按 ^N 在此开始新的裁决"
                   "（完成后记录，进行中不保存）。"),
    ("zh", OTHER_TABLE, "相同参赛者之间另一桌的结果明显有利于一方：应判给裁定调整分，而不是人为调整分（{law}）。"),
    ("el", ONE_RESULT, "Ναι: ένα αποτέλεσμα ή λίγα αποτελέσματα, με την πιθανότητά τους"),
    ("zh", WEIGHTED, "裁定调整分，加权或者不平衡（第12条C款1项）"),
    ("zh", EXPECTED, "--expected 不要少于实际结果数（{count}）。"),
    ("zh", EXPECTED, "--expected 不得低于实际结果数（{count}）。"),
]


test_one_finding_names_the_defect, test_rewording_gives_no_finding = one_finding_tests(DEFECTS, REWORDINGS)
