"""fixzm: fresh tester t9bg's sentences and alternatives inputs (issue 9 §2) - a sentence translated by its bracket
alone, a part after a colon dropped, a negated piece added, a clause added after a bracket, a parenthetical's item
dropped, an alternative's negation, and the member before ", or" dropped - each one finding naming the defect, and
correct rewordings none."""

from __future__ import annotations

from tests.support import one_finding_tests

SEN11 = "How many times was the board due to be played? The full top is computed from it (Enter to skip: give the top " \
        "instead)"
SEN12 = "The contract names declarer {named}, --declarer says {given}: give one."
FOULED = "The board was fouled: cards misplaced, so tables played different deals (Law 87)"
NO_RESULT = "No result can be obtained (cards mixed, board not played)"
NUMEROUS = "No: the possibilities are numerous or not obvious (artificial score)"
NOT_FOUND = "No paragraph found: try other words, or a paragraph id such as 12C2(a)."
DECIDES = "This question is on Law {id}, where you started from the law finder: your answer decides."
SEARCH = "The search is {length} characters long; it takes at most {most}: shorten it."
OFFENDER = "Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w (an individual)."
RECORD = "the file is not a ruling record (damaged, or another kind of file)"
TABLE_LANGUAGE = "language of the table (default: from the environment)"

PART = "this part of the English seems to have no translation"
ADDS = "which the English does not say: a clause added, a rule of its own?"
AFTER_BRACKET = "the translation goes on after the bracket where the English sentence ends"
ALTERNATIVE = "of the English is missing in the translation: the rule narrowed?"

DEFECTS = [
    # a sentence translated by its bracket alone (tester t9bg bg-sen11, and variants)
    ("el", SEN11, "Πόσες φορές έπρεπε να παιχτεί η διανομή; (Enter για παράλειψη: δώστε αντί γι' αυτό το top)",
     "The full top is computed from it", PART),
    ("zh", SEN11, "这副牌应打多少次？（按 Enter 跳过：改为直接给出满分）", "The full top is computed from it", PART),
    ("el", TABLE_LANGUAGE, "(προεπιλογή: από το περιβάλλον)", "language of the table", PART),
    # the part after a colon dropped (bg-sen12, and variants)
    ("zh", SEN12, "定约写明庄家为 {named}，--declarer 却为 {given}。", "give one", PART),
    ("el", SEN12, "Το συμβόλαιο ορίζει εκτελεστή {named}, ενώ το --declarer λέει {given}.", "give one", PART),
    ("zh", DECIDES, "本问题涉及{id}，即您从查找规则开始的条款。", "your answer decides", PART),
    ("el", SEARCH, "Η αναζήτηση έχει {length} χαρακτήρες· δέχεται το πολύ {most}.", "shorten it", PART),
    # a negated piece added, in the sentence's middle (bg-sen13, and variants)
    ("el", FOULED, "Αλλοιωμένη διανομή: φύλλα σε λάθος θέση, δεν μετρά η διανομή, τα τραπέζια έπαιξαν διαφορετικές "
                   "διανομές (Νόμος 87)", "δεν μετρά η διανομή", ADDS),
    ("el", FOULED, "Αλλοιωμένη διανομή: δεν ισχύει το αποτέλεσμα, φύλλα σε λάθος θέση, τα τραπέζια έπαιξαν "
                   "διαφορετικές διανομές (Νόμος 87)", "δεν ισχύει το αποτέλεσμα", ADDS),
    ("zh", OFFENDER, "请给出违规的参赛者：--side ns 或 ew（双人赛、队式赛），不要写别的，或 --player n、e、s 或 w（个人赛）。",
     "不要写别的", ADDS),
    # a clause added after the bracket an interface sentence ends with (bg-sen14, and variants)
    ("zh", NO_RESULT, "无法得出结果（牌张混乱、这副牌未打），该副牌作废", "该副牌作废", AFTER_BRACKET),
    ("el", NO_RESULT, "Δεν μπορεί να επιτευχθεί αποτέλεσμα (ανακατεμένα φύλλα, η διανομή δεν παίχτηκε), η διανομή "
                      "ακυρώνεται", "η διανομή ακυρώνεται", AFTER_BRACKET),
    ("zh", RECORD, "该文件不是裁决记录（已损坏，或是其他类型的文件），请删除它", "请删除它", AFTER_BRACKET),
    # a parenthetical's item dropped, its negation with it (bg-alt15, and a variant)
    ("zh", NO_RESULT, "无法得出结果（牌张混乱）", "board not played", PART),
    ("el", NO_RESULT, "Δεν μπορεί να επιτευχθεί αποτέλεσμα (ανακατεμένα φύλλα)", "board not played", PART),
    # an alternative dropped with its negation: one finding (bg-alt19, and a variant)
    ("el", NUMEROUS, "Όχι: οι πιθανότητες είναι πολλές (τεχνητή επανορθωτική βαθμολογία)", "or not obvious", ALTERNATIVE),
    ("zh", NUMEROUS, "不能：可能性很多（人为调整分）", "or not obvious", ALTERNATIVE),
    # the member before ", or" dropped, the reference after it kept (bg-alt25, and a variant)
    ("zh", NOT_FOUND, "没有找到条款：请输入条款编号，如第12条C款2项(a)。", "try other words", ALTERNATIVE),
    ("el", NOT_FOUND, "Δεν βρέθηκε παράγραφος: δοκιμάστε έναν αριθμό παραγράφου, όπως 12Γ2(α).", "try other words",
     ALTERNATIVE),
]

REWORDINGS = [
    ("el", SEN11, "Πόσες φορές έπρεπε να παιχτεί η διανομή; Από αυτό βγαίνει το πλήρες top (Enter για παράλειψη: δώστε "
                  "αντί γι' αυτό το top)"),
    ("zh", SEN12, "定约写明庄家为 {named}，--declarer 却为 {given}，请只给出一个。"),
    ("el", SEN12, "Το συμβόλαιο ορίζει εκτελεστή {named}, ενώ το --declarer λέει {given}· δώστε μόνο έναν."),
    ("zh", DECIDES, "本问题涉及{id}，即您从查找规则开始的条款，由您的回答决定。"),
    ("el", FOULED, "Αλλοιωμένη διανομή: φύλλα σε λάθος θέση, άρα τα τραπέζια έπαιξαν διαφορετικές διανομές (Νόμος 87)"),
    ("zh", FOULED, "错牌：牌张放错了位置，因此各桌打的牌不同（第87条）"),
    ("zh", NO_RESULT, "无法得出结果（牌张混乱，这副牌没有打）"),
    ("el", NO_RESULT, "Δεν μπορεί να βγει αποτέλεσμα (φύλλα ανακατεμένα, η διανομή δεν παίχτηκε)"),
    ("zh", NOT_FOUND, "没有找到条款：请换用其他词语或输入条款编号，如第12条C款2项(a)。"),
    ("el", NUMEROUS, "Όχι: οι πιθανότητες είναι πολλές ή δεν είναι προφανείς (τεχνητή επανορθωτική βαθμολογία)"),
]


# Each defect gives one sentences finding quoting its fragment, its message holding its words; each rewording none.
test_one_finding_names_the_defect, test_rewording_gives_no_finding = one_finding_tests(
    [(lang, entry, msgstr, "sentences", fragment, words) for lang, entry, msgstr, fragment, words in DEFECTS],
    REWORDINGS)
