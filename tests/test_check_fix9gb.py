"""Wrong, doubled and false findings of `catalog check` (issue 9 §2 leftovers, fix9gb), each a kind: the input that
failed and other wordings.

1. A sentence dropped whose rest, cut at a comma, fitted both English sentences (el Law 86A without "Αντ' αυτού, θα
   επιδικάσει επανορθωτική βαθμολογία", "Instead, he awards an adjusted score"): the sentence lost, one error, not the
   term it carries missing.
2. A parenthetical of the English missing (el 12C1(e) without "(άσχετο με την παράβαση)", "(unrelated to the
   infraction)"): its one finding, not also its brackets missing nor ανωμαλία said in the place of the term for
   "infraction" that only the parenthetical names.
3. A bracketed reference remark changed with its words (86B2(a)'s "(but see A above)" as "(αλλά όχι Γ)", the input
   reported as a false finding: a missing reference and a negation added): the section after "but not" / "αλλά όχι" /
   但不 is a reference, and the reference differing is the one finding; "(but not C)" as "(αλλά όχι Γ)" none.
4. "could not be known" said by αδύνατο ("ήταν αδύνατο να είναι γνωστό") beside a χωρίς that says the English's
   "without": no finding (the negation took the χωρίς, so "no word for 'without'" was said).
5. An average level the English gives one kind of adjusted score given to the other (el 86B2(b) τεχνητή and κατ'
   εκτίμηση exchanged inside "either … or", both still named): one terminology error; no finding before.
6. A range's end said in a Chinese numeral ("from -24 to 24" as 在 一 到 24 之间) is read as a number: one "number
   differs" (it was "24 without its minus sign", and 在 -24 到 一 之间 no finding); a minus dropped beside the same
   numbers ("-3 IMP" as "3 IMP") says so, not "plus and minus swapped".
7. An alternative of a list dropped that is a glossary term: the list's one finding, not the term said wrong too.
8. Tester 9am's ruling changes: 86A's redeal made a cancel and 12C2(a)'s responsibility made damage (another act or
   criterion), 12C2(c)/(d)'s session made a match (another period of play): one error each; the Greek 12C2(b)'s
   approval given to the Director is one finding (each place of a stand-in stands for one term); a clause added
   that limits a law (除非, "εκτός αν", 在队式赛中, "μόνο σε") is one error.
"""

from __future__ import annotations

from tests.support import edits_test, findings, findings_test, law_texts
from tests.test_check_fix9fg import REDEAL, REDEAL_EL

INSTEAD_LOST = [("sentences", "error", "2 in the English, 1 in the translation; this English sentence seems to have no "
                                       "translation: 'Instead, he awards an adjusted score.'; it carries 'adjusted "
                                       "score'")]

test_a_sentence_dropped_is_the_sentence_lost = edits_test([
    ("el", "86A", " Αντ' αυτού, θα επιδικάσει επανορθωτική βαθμολογία.", "", INSTEAD_LOST),  # the lead's input
    ("zh", "86A", "他应改为判给调整分。", "", INSTEAD_LOST),
    # the two sentences joined or reworded: no finding
    ("zh", "86A", "。他应改为判给调整分。", "，他应改为判给调整分。"),
    ("el", "86A", ". Αντ' αυτού, θα", ". Αντίθετα, θα"),
    ("el", "86A", ". Αντ' αυτού, θα", ", αλλά θα"),
], doc="Law 86A's second sentence dropped: one sentences error naming it, not its term missing.")


UNRELATED = [("one-language", "warning", "parenthetical of the English missing in the translation: '(unrelated to "
                                         "the infraction)'")]

test_a_parenthetical_dropped_is_one_finding = edits_test([
    ("el", "12C1(e)", " (άσχετο με την παράβαση)", "", UNRELATED),  # the lead's input
    ("zh", "12C1(e)", "（与违规无关）", "", UNRELATED),
    # reworded in its brackets: no finding
    ("el", "12C1(e)", "(άσχετο με την παράβαση)", "(ασχέτως της παράβασης)"),
], doc="Law 12C1(e)'s '(unrelated to the infraction)' dropped: one finding, not its brackets nor its term too.")


test_impossible_keeps_the_without = findings_test([
    (REDEAL, REDEAL_EL.replace("δεν μπορούσε να είναι γνωστό", "ήταν αδύνατο να είναι γνωστό"), "el"),  # the input
    (REDEAL, REDEAL_EL.replace("δεν μπορούσε να είναι γνωστό", "ήταν αδύνατον να γίνει γνωστό"), "el"),
    (REDEAL, REDEAL_EL, "el"),
    # χωρίς dropped beside αδύνατο: a negation of the English is still missing (one finding)
    (REDEAL, REDEAL_EL.replace("δεν μπορούσε να είναι γνωστό", "ήταν αδύνατο να είναι γνωστό").replace(
        "χωρίς αυτή τη διανομή", "αυτή τη διανομή"), "el",
     [("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'the match "
                            "result without this board could not be known to a…': a prohibition made a permission, "
                            "or a condition reversed?")]),
], doc="'could not be known' as ήταν αδύνατο beside the χωρίς of 'without': no finding.")


def kinds_exchanged(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says 'artificial adjusted score of average plus', the translation "
                                     f"'{found}': the two kinds of adjusted score exchanged?")]


test_the_kinds_of_adjusted_score_exchanged_is_one_finding = edits_test([
    ("el", "86B2(b)", "μία τεχνητή επανορθωτική βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)], ή μία κατ' εκτίμηση",
     "μία κατ' εκτίμηση επανορθωτική βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)], ή μία τεχνητή",
     kinds_exchanged("κατ' εκτίμηση επανορθωτική βαθμολογία μέσου όρου συν")),  # the lead's input
    ("zh", "86B2(b)", "平均正分的人为调整分〔见第12条C款2项(b)〕或裁定调整分", "平均正分的裁定调整分〔见第12条C款2项(b)〕或人为调整分",
     kinds_exchanged("平均正分的裁定调整分")),
    # one kind named for the other (no exchange): the term said wrong, one finding as before
    ("el", "12C2(b)", "τεχνητή επανορθωτική βαθμολογία μέσου όρου συν",
     "κατ' εκτίμηση επανορθωτική βαθμολογία μέσου όρου συν",
     [("terminology", "error", "'κατ' εκτίμηση επανορθωτική' where the term for 'artificial adjusted score' is expected "
                               "('τεχνητή επανορθωτική βαθμολογία / τεχνητή βαθμολογία')")]),
    # the alternatives in the other order, each kind with its own level: no finding
    ("el", "86B2(b)", "μία τεχνητή επανορθωτική βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)], ή μία κατ' εκτίμηση "
                      "επανορθωτική βαθμολογία", "μία κατ' εκτίμηση επανορθωτική βαθμολογία ή μία τεχνητή επανορθωτική "
                                                 "βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)]"),
    ("zh", "86B2(b)", "平均正分的人为调整分〔见第12条C款2项(b)〕或裁定调整分", "裁定调整分或平均正分的人为调整分〔见第12条C款2项(b)〕"),
], doc="Law 86B2(b)'s artificial and assigned adjusted scores exchanged inside 'either … or': one error.")


IMPS = "{field}: IMPs on one board must be from -24 to 24, not {value}."
IMPS_ZH = "{{field}}：一副牌的 IMP 必须在 {low} 到 {high} 之间，不能是 {{value}}。"


def number_differs(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("number", "error", f"number differs: {english} in the English, {found} in the translation")]


test_a_range_end_said_in_a_chinese_numeral_is_read = findings_test([
    (IMPS, IMPS_ZH.format(low="一", high="24"), "zh", number_differs("-24", "一")),  # the lead's input
    (IMPS, IMPS_ZH.format(low="负一", high="24"), "zh", number_differs("-24", "负一")),
    (IMPS, IMPS_ZH.format(low="-24", high="一"), "zh", number_differs("24", "一")),
    # the shipped wording and the numbers in Chinese numerals: no finding
    (IMPS, IMPS_ZH.format(low="-24", high="24"), "zh"),
    (IMPS, IMPS_ZH.format(low="负24", high="24"), "zh"),
    (IMPS, IMPS_ZH.format(low="负二十四", high="二十四"), "zh"),
], doc="-24 of 'from -24 to 24' said as 一 (a range's end in a Chinese numeral): one 'number differs'.")


MINUS_DROPPED = [("number", "error", "the English says minus 3, the translation 3 without its minus sign: a negative "
                                     "score made positive?")]
SIGNS_SWAPPED = [("number", "error", "signs of the numbers differ: +3, -3 in the English, -3, +3 in the translation: "
                                     "plus and minus swapped?")]

test_a_minus_dropped_is_said_dropped_not_swapped = edits_test([
    ("zh", "12C2(b)", "和-3 IMP", "和3 IMP", MINUS_DROPPED),  # the lead's input
    ("el", "12C2(b)", "μείον 3 IMPs", "3 IMPs", MINUS_DROPPED),
    ("zh", "12C2(b)", "+3 IMP和-3 IMP", "+3 IMP和+3 IMP", MINUS_DROPPED),
    # the signs exchanged: still "swapped"
    ("zh", "12C2(b)", "+3 IMP和-3 IMP", "-3 IMP和+3 IMP", SIGNS_SWAPPED),
    ("el", "12C2(b)", "συν 3 IMPs ή μείον 3 IMPs", "μείον 3 IMPs ή συν 3 IMPs", SIGNS_SWAPPED),
], doc="-3 IMPs said 3 IMPs beside +3: the minus dropped, not the signs swapped.")


PENALTY = ("The Director may award an assigned adjusted score, an artificial adjusted score or a procedural "
           "penalty.")
ONE_OF_THREE = [("terminology", "error", "the English names 3 alternatives in 'an assigned adjusted score, an "
                                         "artificial adjusted score or…', the translation 2: an alternative dropped?")]

test_an_alternative_dropped_that_is_a_term_is_one_finding = findings_test([
    (PENALTY, "Ο Διαιτητής μπορεί να επιδικάσει κατ' εκτίμηση επανορθωτική βαθμολογία ή διαδικαστική ποινή.", "el",
     ONE_OF_THREE),  # the lead's kind: the artificial score dropped
    (PENALTY, "Ο Διαιτητής μπορεί να επιδικάσει τεχνητή επανορθωτική βαθμολογία ή διαδικαστική ποινή.", "el",
     ONE_OF_THREE),
    (PENALTY, "裁判可以判给人为调整分或程序罚分。", "zh", ONE_OF_THREE),
    # all three kept: no finding
    (PENALTY, "Ο Διαιτητής μπορεί να επιδικάσει κατ' εκτίμηση επανορθωτική βαθμολογία, τεχνητή επανορθωτική "
              "βαθμολογία ή διαδικαστική ποινή.", "el"),
], doc="An alternative of a list dropped that is a glossary term: the alternative's one finding, not the term too.")


SEE_A_CHANGED = [("law-reference", "error", "law reference differs: 'A' in the English, 'Γ' in the translation")]

test_a_reference_remark_changed_is_one_finding = edits_test([
    # the tester's "(αλλά όχι Γ)" in Law 86B2(a)'s "(but see A above)": the reference changed, not also a negation added
    ("el", "86B2(a)", "(αλλά, βλέπε παράγραφο Α παραπάνω)", "(αλλά όχι Γ)", SEE_A_CHANGED),
    ("el", "86B2(a)", "(αλλά, βλέπε παράγραφο Α παραπάνω)", "(αλλά, βλέπε παράγραφο Γ παραπάνω)", SEE_A_CHANGED),
    ("zh", "86B2(a)", "（但见上文A款）", "（但不C）",
     [("law-reference", "error", "law reference differs: 'A' in the English, 'C' in the translation")]),
    # the reference kept, "not" added: the negation's one finding
    ("el", "86B2(a)", "(αλλά, βλέπε παράγραφο Α παραπάνω)", "(αλλά όχι Α)",
     [("negation", "error", "the translation negates 'If no contestant was at fault, the Director shall cancel th…' "
                            "where the English does not: a permission or a duty made a prohibition, or a condition "
                            "reversed?")]),
], doc="Law 86B2(a)'s '(but see A above)' made '(αλλά όχι Γ)': one reference finding.")


def test_but_not_c_is_a_reference_and_no_finding_where_the_english_says_it():
    """'(but not C)' as '(αλλά όχι Γ)': the section left out is a reference on both sides, and no negation added."""
    english, greek = law_texts("el", "86B2(a)")
    english = english.replace("(but see A above)", "(but not C)")
    for said in ("(αλλά όχι Γ)", "(αλλά όχι την παράγραφο Γ)"):
        assert findings(english, greek.replace("(αλλά, βλέπε παράγραφο Α παραπάνω)", said), "el", "86B2(a)") == []
    assert findings("The Director applies A and B (but not C).", "Ο Διαιτητής εφαρμόζει τα Α και Β (αλλά όχι Γ).",
                    "el") == []


def another(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation '{found}': another act or "
                                     "criterion, another ruling?")]


def another_period(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says 'session', the translation '{found}': the score of another "
                                     "period of play?")]


test_tester_9am_ruling_changes_are_found = edits_test([
    # Law 86A: the board redealt made cancelled
    ("zh", "86A", "下令重新发该副牌", "下令取消该副牌", another("redealt", "取消")),
    ("el", "86A", "το ανακάτεμα εκ νέου μίας διανομής", "την ακύρωση μίας διανομής", another("redealt", "ακύρωση")),
    # Law 12C2(a): the score graded by the damage, not by responsibility for the irregularity
    ("zh", "12C2(a)", "根据对违规的责任", "根据违规造成的损害", another("responsibility", "损害")),
    ("el", "12C2(a)", "ανάλογα με την ευθύνη πρόκλησης της ανωμαλίας", "ανάλογα με τη ζημιά από την ανωμαλία",
     another("responsibility", "ζημιά")),
    # Laws 12C2(c), (d): the session made the match
    ("zh", "12C2(c)", "在一节比赛中得分", "在比赛中得分", another_period("比赛")),
    ("zh", "12C2(c)", "在该节其他各副牌", "在该场比赛其他各副牌", another_period("场比赛")),
    ("el", "12C2(c)", "η βαθμολογία στην ημερίδα", "η βαθμολογία στον αγώνα", another_period("αγώνα")),
    ("el", "12C2(c)", "αυτής της ημερίδας", "αυτού του αγώνα", another_period("αγώνα")),
    ("zh", "12C2(d)", "在同一节比赛中", "在同一场比赛中", another_period("场比赛")),
    ("el", "12C2(d)", "της ίδιας ημερίδας", "του ίδιου αγώνα", another_period("αγώνα")),
    # who approves: the Director for the Regulating Authority (the who family, session 26)
    ("zh", "12C2(b)", "经主管单位批准", "经裁判批准",
     [("terminology", "error", "'裁判' ('Director') where the term for 'Regulating Authority' is expected ('主管单位 / "
                               "主管机构'): someone else acts or decides?")]),
    # (the official Greek already names the Director for the Tournament Organizer: that finding stays as it was, the
    # new Director is the Regulating Authority's one finding)
    ("el", "12C2(b)", "Υπό την αίρεση της Ρυθμιστικής Αρχής", "Υπό την αίρεση του Διαιτητή",
     [("terminology", "error", "'Διαιτητή' ('Director') where the term for 'Regulating Authority' is expected "
                               "('Ρυθμιστική Αρχή'): someone else acts or decides?")]),
    # correct wordings: no finding
    ("zh", "86A", "下令重新发该副牌", "下令重发该副牌"),
    ("zh", "12C2(a)", "根据对违规的责任", "根据对违规所负的责任"),
    ("zh", "12C2(c)", "在该节其他各副牌", "在该节比赛其他各副牌"),
    ("el", "12C2(c)", "αυτής της ημερίδας", "της ίδιας ημερίδας"),
], doc="Tester 9am's ruling changes in Laws 86A and 12C2: redeal made cancel, responsibility made damage, session "
       "made match, the Director approving: one error each.")


def limit_added(found: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the translation adds '{found}', a limit of the rule the English does not have: a "
                                   "clause added, the rule narrowed?")]


test_a_clause_added_that_limits_the_rule_is_one_finding = edits_test([
    ("zh", "86A", "他应改为判给调整分。", "他应改为判给调整分，除非比赛主办机构另有规定。", limit_added("除非")),
    ("el", "86A", "θα επιδικάσει επανορθωτική βαθμολογία.",
     "θα επιδικάσει επανορθωτική βαθμολογία, εκτός αν ο Διοργανωτής Αγώνων ορίσει διαφορετικά.", limit_added("εκτός αν")),
    ("zh", "12B2", "裁判不得", "在队式赛中，裁判不得", limit_added("队式赛")),
    ("el", "12B2", "Ο Διαιτητής", "Σε αγώνες ομάδων, ο Διαιτητής", limit_added("ομάδων")),
    ("el", "86B1", "Σε αγώνες ομάδων, όταν", "Μόνο σε αγώνες ομάδων, όταν", limit_added("Μόνο σε")),
    # a limit the English has, said otherwise: no finding
    ("el", "86B2(b)", "ενός μόνο αγωνιζόμενου", "μόνο ενός αγωνιζόμενου"),
    ("zh", "86B1", "在队式赛中", "在团体赛中"),
    # a citation's bracket said as an exception ("(but see A above)" as （但 A 除外）): no limit added, the reference
    # made an exclusion the one finding (fix9id; this row took it for a correct wording, fix9fa)
    ("zh", "86B2(a)", "（但见上文A款）", "（但 A 除外）",
     [("law-reference", "error", "the English refers the reader to A ('(but see A above)'), the translation makes it "
                                 "an exception ('（但 A 除外）'): a cross-reference made an exclusion?")]),
], doc="A clause added that limits a law (an exception, a form of play): one error.")
