"""False and double findings of tester 9ag (issue 9 §2, fix9cg), each a kind: the tester's input, other wordings
of the kind and the correct wordings near it.

1. A Greek degree of fault said with the adjective: "φέρει άμεση ευθύνη" (directly), "φέρει μερική (μόνο) ευθύνη",
   "ευθύνεται εν μέρει μόνο" (only partly, μόνο after): no degree missing; a degree dropped ("φέρει ευθύνη") is one.
2. A Greek bound with the genitive: "άνω του 60%", "υπεράνω του", "κάτω του 40%", "μικρότερη του": a bound, as
   "πάνω από"; reversed or dropped it is one finding.
3. The distributive 各 before its verb (各按自己的结果计分, 各依, 各以): "each" of the sides just named, no noun of
   its own; "each" said as 一方 stays one finding.
4. One-letter keys with their action ("y: discard, n: go on editing" as 按 y 放弃，按 n 继续编辑, y：放弃, "πατήστε
   y"; "Press a again" as 再按 a, "Πατήστε ξανά a"): the letters tie the sentences, the colon no shape; the sentence
   dropped stays one finding.
5. A round or square bracket never closed (〔, 【, [, （): its one error, no "brackets () / [] not in the
   translation" beside it; 【】 and （） for [] stay clean.
6. What a sentence found missing carries (a term, a bracket) is not said missing or confused elsewhere (86B2(b)
   either sentence dropped, el and zh).
7. One reversal, one finding: a bound said by its opposite (小于 / "μικρότερο από" for "greater than") is the
   number's finding, not a word's opposite too; "must be at least" as "may be less than" (μπορεί να είναι
   μικρότερο, 可以小于) the comparison's, not a duty weakened too; the negated forms stay clean.
8. A sentence added is the sentences check's one finding: its "may" (也可以, "μπορεί επίσης") or negation (不得)
   is not read against the English's sentences; a duty made a permission in a kept sentence still is one.
9. As many sentences on each side, one of each unpaired (a sentence replaced by another): one finding naming both,
   not "3 in the English, 3 in the translation" then one untranslated and one added.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test, law_texts

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



test_tester_12c2a = findings_test([
    (law_texts("el", "12C2(a)")[0], EL_12C2A.format("δεν φέρει καμία ευθύνη"), "el"),  # L-el-l-ok-43
    (law_texts("el", "12C2(a)")[0], EL_12C2A.format("φέρει ευθύνη"), "el", missing("in no way at fault")),  # L-el-l-def-122
    (law_texts("el", "12C2(a)")[0], "Αν εξαιτίας ανωμαλίας δεν μπορεί να προκύψει αποτέλεσμα [βλέπε επίσης Γ1(δ)], ο Διαιτητής επιδικάζει "
                "τεχνητή επανορθωτική βαθμολογία σύμφωνα με την ευθύνη για την ανωμαλία: στον αγωνιζόμενο που ευθύνεται "
                "άμεσα μέσο όρο μείον (στα ζεύγη, όχι πάνω από 40% των διαθέσιμων βαθμών αγώνα), στον αγωνιζόμενο που "
                "ευθύνεται εν μέρει μόνο μέσο όρο (στα ζεύγη 50%) και στον αγωνιζόμενο που δεν ευθύνεται καθόλου μέσο "
                "όρο συν (στα ζεύγη, όχι κάτω από 60%).", "el"),  # L-el-l-ok-55
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


DISCARD = "The translation was changed and not saved. Discard the changes? y: discard, n: go on editing"
DISCARD_LOST = [("sentences", "error", "3 in the English, 2 in the translation; this English sentence seems to have no "
                                       "translation: 'y: discard, n: go on editing'; it carries y, n")]
APPROVE = ("This entry has {count} open error (see Findings). Press a again to approve it all the same; any other key "
           "cancels.")

test_key_letters = findings_test([
    (DISCARD, "译文改过了，还没保存。是否放弃改动？按 y 放弃，按 n 继续编辑", "zh"),  # X-zh-m-ok-27
    (DISCARD, "译文改过了，还没保存。是否放弃改动？y：放弃，n：继续编辑", "zh"),
    (DISCARD, "译文改过了，还没保存。是否放弃改动？按下 y 放弃，按下 n 继续编辑", "zh"),
    (DISCARD, "Η μετάφραση άλλαξε και δεν αποθηκεύτηκε. Να απορριφθούν οι αλλαγές; Πατήστε y για απόρριψη, πατήστε n "
              "για συνέχεια επεξεργασίας", "el"),
    (DISCARD, "Η μετάφραση άλλαξε και δεν αποθηκεύτηκε. Να απορριφθούν οι αλλαγές; y: απόρριψη, n: συνέχεια "
              "επεξεργασίας", "el"),
    (APPROVE, "此条目有 {count} 个未解决的错误（见“发现”）。再按 a 仍予审定；按其他键取消。", "zh"),
    (APPROVE, "Αυτή η καταχώριση έχει {count} ανοιχτό σφάλμα (βλέπε Ευρήματα). Πατήστε ξανά a για να την εγκρίνετε "
              "παρ' όλα αυτά· οποιοδήποτε άλλο πλήκτρο ακυρώνει.", "el"),
    # the keys' sentence dropped: one finding
    (DISCARD, "译文改过了，还没保存。是否放弃改动？", "zh", DISCARD_LOST),
    (DISCARD, "Η μετάφραση άλλαξε και δεν αποθηκεύτηκε. Να απορριφθούν οι αλλαγές;", "el", DISCARD_LOST),
], "One-letter keys with their action tie a sentence to its translation, however the key is written.")


def unclosed(char: str) -> list[tuple[str, str, str]]:
    return [("brackets", "error", f"'{char}' is never closed in the translation")]


ZH_SEE, EL_SEE = "〔另见第12条C款1项(d)〕", "[βλέπε επίσης την παράγραφο Γ1(δ)]"

test_unclosed_bracket_once = edits_test([
    ("zh", "12C2(a)", ZH_SEE, ZH_SEE[:-1], unclosed("〔")),
    ("zh", "12C2(a)", ZH_SEE, "【" + ZH_SEE[1:-1], unclosed("【")),
    ("zh", "12C2(a)", "（双人赛中至多为可得比赛分的40%）", "（双人赛中至多为可得比赛分的40%", unclosed("（")),
    ("el", "12C2(a)", EL_SEE, EL_SEE[:-1], unclosed("[")),
    # other brackets for the English's [ ], closed: clean
    ("zh", "12C2(a)", ZH_SEE, "【" + ZH_SEE[1:-1] + "】"),
    ("zh", "12C2(a)", ZH_SEE, "（" + ZH_SEE[1:-1] + "）"),
], "A bracket never closed is one error; the bracket kinds it seems to leave out are not said too.")

test_tester_unclosed = findings_test([
    (law_texts("el", "12C2(a)")[0], "当由于违规而无法得出结果时〔另见C1(d)，裁判根据对违规所负的责任判给人为调整分：对直接有过错的参赛者判给平均负分（双人赛中"
                "至多为可得比赛分的40%），对仅有部分过错的参赛者判给平均分（双人赛中为50%），对完全没有过错的参赛者判给平均正分（双人赛中"
                "至少为60%）。", "zh", unclosed("〔")),  # L-zh-l-def-96
], "Tester 9ag's unclosed 〔.", paragraph="12C2(a)")

EL_86B2B_FIRST = ("Αν επρόκειτο για σφάλμα ενός μόνο αγωνιζόμενου, ο Διαιτητής θα επιδικάσει, για τον αναίτιο άξονα, για "
                  "κάθε διανομή υπό εξέταση, είτε μία τεχνητή επανορθωτική βαθμολογία μέσου όρου συν [βλέπε Νόμο "
                  "12Γ2(β)], ή μία κατ' εκτίμηση επανορθωτική βαθμολογία, όποιο είναι καλύτερο. ")


def sentence_lost(text: str, carried: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"2 in the English, 1 in the translation; this English sentence seems to have no "
                                   f"translation: '{text}'; it carries {carried}")]


OFFENDING_LOST = sentence_lost("The offending side shall receive the complement of the scor…", "'offending side'")

test_lost_sentence_carries_its_own = edits_test([
    ("el", "86B2(b)", " Ο υπαίτιος άξονας θα λάβει τη συμπληρωματική βαθμολογία αυτής που επιδικάστηκε στον αντίπαλό "
                      "του.", "", OFFENDING_LOST),
    ("zh", "86B2(b)", "违规方应得到与其对手所得分数互补的分数。", "", OFFENDING_LOST),
    ("el", "86B2(b)", EL_86B2B_FIRST, "", sentence_lost(
        "If only one contestant was at fault, the Director shall awa…", "'contestant', 'Director', 'non-offending "
        "side', 'board', 'artificial adjusted score', 'average plus', 12C2(b), 'assigned adjusted score'")),
], "A sentence dropped is one finding: its terms and brackets are not said again.")



test_tester_lost_sentence = findings_test([
    (law_texts("el", "86B2(b)")[0], "Αν έσφαλε μόνο ένας αγωνιζόμενος, ο Διαιτητής θα επιδικάσει στον αναίτιο άξονα, για κάθε σχετική "
                "διανομή, είτε τεχνητή επανορθωτική βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)] είτε κατ' εκτίμηση "
                "επανορθωτική βαθμολογία, όποια από τις δύο είναι ευνοϊκότερη.", "el", OFFENDING_LOST),  # L-el-l-def-123
], "Tester 9ag's 86B2(b) with its second sentence dropped.", paragraph="86B2(b)")

GREATER, AT_LEAST_COUNT = "must be greater than 0: {value}", "--expected must be at least the number of results ({count})."
ZERO_MOVED = bound_moved("0", AT_LEAST, AT_MOST)


def reversed_words(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation '{found}': the comparison "
                                     "reversed?")]


test_one_reversal_once = findings_test([
    (GREATER, "须小于 0：{value}", "zh", ZERO_MOVED),  # M-zh-m-def-86
    (GREATER, "πρέπει να είναι μικρότερο από 0: {value}", "el", ZERO_MOVED),
    (GREATER, "须大于 0：{value}", "zh"),
    (GREATER, "πρέπει να είναι μεγαλύτερο από 0: {value}", "el"),
    (AT_LEAST_COUNT, "Το --expected μπορεί να είναι μικρότερο από τον αριθμό των αποτελεσμάτων ({count}).", "el",
     reversed_words("at least", "μικρότερο από")),  # M-el-m-def-109
    (AT_LEAST_COUNT, "--expected 可以小于结果数（{count}）。", "zh", reversed_words("at least", "小于")),
    (AT_LEAST_COUNT, "Το --expected δεν μπορεί να είναι μικρότερο από τον αριθμό των αποτελεσμάτων ({count}).", "el"),
    (AT_LEAST_COUNT, "--expected 不能小于结果数（{count}）。", "zh"),
    # the duty alone weakened: still its one finding
    (AT_LEAST_COUNT, "--expected 可以至少为结果数（{count}）。", "zh",
     [("terminology", "error", "the English obliges ('shall', 'must') in 'must be at least the', the translation only "
                               "allows: the rule weakened?")]),
], "A bound reversed is one finding, not also a word's opposite or a duty weakened.")

ZH_12C1A_END = "该调整分取代实际打牌所得的分数。"


def added(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"2 in the English, 3 in the translation; this sentence of the translation is not "
                                   f"in the English: '{text}'")]


STATED = ("terminology", "error", "the English states what is done in 'When after an irregularity the Director is "
                                  "empowered by the…', the translation only allows it: a duty made a permission?")

test_added_sentence_once = edits_test([
    ("zh", "12C1(a)", ZH_12C1A_END, ZH_12C1A_END + "裁判也可以另判人为调整分。", added("裁判也可以另判人为调整分。")),
    ("zh", "12C1(a)", ZH_12C1A_END, ZH_12C1A_END + "裁判不得另判人为调整分。", added("裁判不得另判人为调整分。")),
    ("el", "12C1(a)", "στη διανομή.", "στη διανομή. Ο Διαιτητής μπορεί επίσης να επιδικάσει τεχνητή επανορθωτική "
                                      "βαθμολογία.",
     added("Ο Διαιτητής μπορεί επίσης να επιδικάσει τεχνητή επανορθωτικ…")),
    # a duty made a permission in the sentence kept: its finding stays, beside the sentence added
    ("zh", "12C1(a)", "裁判应当这样做。" + ZH_12C1A_END, "裁判可以这样做。" + ZH_12C1A_END + "裁判也可以另判人为调整分。",
     [STATED] + added("裁判也可以另判人为调整分。")),
    ("zh", "12C1(a)", "裁判应当这样做。", "裁判可以这样做。", [STATED]),
], "An added sentence is one finding; the words of it are not judged again against the English.")



test_tester_added_sentence = findings_test([
    (law_texts("zh", "12C1(a)")[0], "违规发生后，如果本规则授权裁判调整分数，而且裁判能够判给裁定调整分，他就这样做。该分数取代实际打牌所得的分数。"
                "裁判也可以另判人为调整分。", "zh", added("裁判也可以另判人为调整分。")),  # L-zh-l-def-93
], "Tester 9ag's 12C1(a) with a sentence added.", paragraph="12C1(a)")


def replaced(count: int, english: str, other: str, carried: str = "") -> list[tuple[str, str, str]]:
    """The one finding of a sentence replaced by another, as many on each side."""
    carries = f" (it carries {carried})" if carried else ""
    return [("sentences", "error", f"{count} sentences in each text, but one does not pair: the English '{english}'"
                                   f"{carries} seems to have no translation, and the translation's '{other}' is not in "
                                   "the English: a sentence replaced?")]


KEYS = "y: discard, n: go on editing"

test_sentence_replaced_once = findings_test([
    (DISCARD, "译文改过了，还没保存。是否放弃改动？请稍候再试一次。", "zh", replaced(3, KEYS, "请稍候再试一次。", "y, n")),
    (DISCARD, "Η μετάφραση άλλαξε και δεν αποθηκεύτηκε. Να απορριφθούν οι αλλαγές; Περιμένετε λίγο και δοκιμάστε ξανά.",
     "el", replaced(3, KEYS, "Περιμένετε λίγο και δοκιμάστε ξανά.", "y, n")),
], "A sentence replaced by another, as many sentences on each side: one finding naming both.")

test_law_sentence_replaced_once = edits_test([
    ("el", "12C1(a)", "Αυτή η βαθμολογία αντικαθιστά το αποτέλεσμα που υπήρξε στη διανομή.",
     "Ο Διαιτητής ενημερώνει τους παίκτες.",
     replaced(2, "Such a score replaces the score obtained in play.", "Ο Διαιτητής ενημερώνει τους παίκτες.")),
], "A law's sentence replaced by another: one finding naming both.")
