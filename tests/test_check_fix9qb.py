"""Misses of tester t9ay on law texts (issue 9 §2, fix9qb), each a kind: the tester's input and other wordings.

1. The member before an "or" clause dropped (Law 12C1(e) "by an extremely serious error (unrelated to the
   infraction) or by a gambling action" without its first member: 由于极其严重的错误（与违规无关）或者 /
   "ένα εξαιρετικά σοβαρό λάθος (άσχετο με την παράβαση) ή" left out, tester t9ay ZL-110, EL-130): one finding
   naming the member dropped, what it carried ("extremely serious", its bracket) not said again; it was three
   findings naming the OTHER alternative ("or by a gambling action") missing.  The gambling action dropped is still
   that one; 或者因, "μια" for "μία" none.
2. A round bracket left open where Chinese glues the next parenthetical to its clause (12C1(e)'s （与违规无关 before
   或者由于赌博性的行动（如果该行动失败…）, tester t9ay ZL-150): the brackets error alone, the English parenthetical
   it stands for not also said missing.
3. A condition holding a negation dropped (86B2(a) "If no contestant was at fault," as "Ο Διαιτητής θα ακυρώσει…",
   tester t9ay EL-108; 如果没有参赛者有过错 dropped, ZL-087): one finding, the condition missing, not a negation
   missing and its term besides; 12A1, 12A2, 12C2(a) the same; "Αν δεν υπήρξε σφάλμα", 没有任何参赛者 none.
4. A negated condition said "whether or not" instead (12C2(a) 当由于违规而无法取得结果时 as 无论能否取得结果, t9ax
   zh_laws096) stays the negation's one finding (kind 3 does not take it).
5. A main clause before "and" dropped after its sentence's opening clause (12C4 without "η βαθμολογία κάθε
   αγωνιζόμενου στη διανομή υπολογίζεται ξεχωριστά και", tester t9ay EL-145): one finding naming the clause, not two
   terms missing.
6. A form of scoring that restricts the rule dropped (12C2(b) "at IMP play" without "σε αγώνες με IMPs", the 3 IMPs
   kept as a unit: tester t9ay EL-117, no finding before): one terminology error, the restriction dropped; "σε
   αγώνες IMP", 在以IMP计分的比赛中 none.
"""

from __future__ import annotations

from tests.support import edits_test, findings, law_texts

import pytest

# the tester's own correct fill of the (then empty) Chinese 12C1(e) and 86B2(a)
T9AY_12C1E = ("如果在违规之后，非违规方由于极其严重的错误（与违规无关）或者由于赌博性的行动（如果该行动失败，它本可希望通过纠正挽回）"
              "而造成了自己的损害，那么：")
T9AY_86B2A = ("如果没有参赛者有过错，裁判应取消该副（或该几副）牌并判给一个或多个人为调整分[参见第12条C款2项]，或者在时间允许时，"
              "改打一副或多副替代牌（但参见本条A款）。")

SERIOUS_ERROR = [("sentences", "error", "the alternative 'by an extremely serious error (unrelated to the infraction)' "
                                        "of the English is missing in the translation: the rule narrowed?")]
GAMBLING = [("sentences", "error", "the alternative 'or by a gambling action, which if unsuccessful it might hav…' of "
                                   "the English is missing in the translation: the rule narrowed?")]
UNCLOSED_ZH = [("brackets", "error", "'（' is never closed in the translation")]
UNCLOSED_EL = [("brackets", "error", "'(' is never closed in the translation")]


def condition_missing(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the condition '{text}' of the English is missing in the translation: the rule "
                                   f"made unconditional?")]


NO_CONTESTANT = condition_missing("If no contestant was at fault")


@pytest.mark.parametrize("paragraph, clean, old, new, expected", [
    ("12C1(e)", T9AY_12C1E, "由于极其严重的错误（与违规无关）或者", "", SERIOUS_ERROR),  # tester t9ay ZL-110
    ("12C1(e)", T9AY_12C1E, "（与违规无关）", "（与违规无关", UNCLOSED_ZH),  # tester t9ay ZL-150
    ("12C1(e)", T9AY_12C1E, "或者由于赌博性的行动（如果该行动失败，它本可希望通过纠正挽回）", "", GAMBLING),
    ("12C1(e)", T9AY_12C1E, "或者由于", "或由于", []),
    ("86B2(a)", T9AY_86B2A, "如果没有参赛者有过错，裁判", "裁判", NO_CONTESTANT),  # tester t9ay ZL-087
    ("86B2(a)", T9AY_86B2A, "如果没有参赛者有过错", "如果没有任何参赛者有过错", []),
], ids=["ZL-110", "ZL-150", "gambling", "ok-or", "ZL-087", "ok-any"])
def test_the_testers_chinese_fills(paragraph, clean, old, new, expected):
    english, _shipped = law_texts("zh", paragraph)
    assert findings(english, clean, "zh", paragraph) == []
    assert old in clean
    assert findings(english, clean.replace(old, new, 1), "zh", paragraph) == expected


test_the_member_before_an_or_dropped_is_named = edits_test([
    ("el", "12C1(e)", "ένα εξαιρετικά σοβαρό λάθος (άσχετο με την παράβαση) ή ", "", SERIOUS_ERROR),  # t9ay EL-130
    ("el", "12C1(e)", "διαπράττοντας ένα εξαιρετικά σοβαρό λάθος (άσχετο με την παράβαση) ή ", "διαπράττοντας ",
     SERIOUS_ERROR),
    ("zh", "12C1(e)", "因极其严重的错误（与违规无关）或", "", SERIOUS_ERROR),
    ("zh", "12C1(e)", "或因赌博性行动", "", GAMBLING),
    ("el", "12C1(e)", " ή μία τυχοδιωκτική ενέργεια", "", GAMBLING),
    ("zh", "12C1(e)", "或因", "或者因"),
    ("el", "12C1(e)", "ή μία τυχοδιωκτική", "ή μια τυχοδιωκτική"),
], "The member before an \"or\" clause dropped is that alternative's one finding (fix9qb, kind 1).")

test_a_bracket_left_open_is_the_brackets_finding_alone = edits_test([
    ("el", "12C1(e)", "(άσχετο με την παράβαση)", "(άσχετο με την παράβαση", UNCLOSED_EL),
    ("zh", "12C1(e)", "（与违规无关）", "（与违规无关", UNCLOSED_ZH),
    ("zh", "12C1(e)", "（与违规无关）", "（与该违规无关）"),
], "A bracket never closed is the brackets check's one finding (fix9qb, kind 2).")

test_a_negated_condition_dropped_is_one_finding = edits_test([
    ("el", "86B2(a)", "Αν δεν επρόκειτο για σφάλμα κανενός αγωνιζόμενου, ο Διαιτητής", "Ο Διαιτητής",
     NO_CONTESTANT),  # tester t9ay EL-108
    ("zh", "86B2(a)", "如果没有参赛者有过错，裁判", "裁判", NO_CONTESTANT),
    ("el", "12A2", " αν δεν είναι δυνατόν να γίνει επανόρθωση, που θα επιτρέψει το κανονικό παίξιμο της διανομής", "",
     condition_missing("if no rectification can be made that will permit normal pla…")),
    ("el", "12A1", ", όταν κρίνει ότι ο παρών Κώδικας δεν προβλέπει αποζημίωση για το συγκεκριμένο είδος παράβασης που "
                   "έχει διαπραχθεί", "",
     condition_missing("when he judges that these Laws do not prescribe a rectifica…")),
    ("el", "12C2(a)", "Όταν, εξαιτίας μιας ανωμαλίας, δεν μπορεί να υπάρξει αποτέλεσμα σε μια διανομή [βλέπε επίσης "
                      "την παράγραφο Γ1(δ)], ο", "Ο",
     condition_missing("When owing to an irregularity no result can be obtained [se…")),
    ("el", "86B2(a)", "Αν δεν επρόκειτο για σφάλμα κανενός αγωνιζόμενου", "Αν δεν υπήρξε σφάλμα κανενός αγωνιζόμενου"),
    ("zh", "86B2(a)", "如果没有参赛者有过错", "如果没有任何参赛者有过错"),
], "A condition holding a negation dropped is that condition's one finding (fix9qb, kind 3).")

T9AX_12C2A = ("当由于违规而无法取得结果时[另见本条C款1项(d)]，裁判根据对违规所负的责任判给人为调整分：直接有过错的参赛者得平均负分"
              "（双人赛中最多为可得比赛分的40%），仅部分有过错的参赛者得平均分（双人赛中为50%），完全没有过错的参赛者得平均正分"
              "（双人赛中至少为60%）。")  # tester t9ax's fill of the Chinese 12C2(a)


@pytest.mark.parametrize("paragraph, clean, old, new, expected", [
    # a negated condition said "whether or not" instead (t9ax zh_laws096): the negation's one finding, as before
    ("12C2(a)", T9AX_12C2A, "当由于违规而无法取得结果时", "无论能否取得结果", [(
        "negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'When … no "
                             "result can be obtained [see also C1(d)] the Direc…': a prohibition made a permission, or "
                             "a condition reversed?")]),
], ids=["zh_laws096"])
def test_a_negated_condition_said_whether_or_not(paragraph, clean, old, new, expected):
    english, _shipped = law_texts("zh", paragraph)
    assert findings(english, clean, "zh", paragraph) == []
    assert findings(english, clean.replace(old, new, 1), "zh", paragraph) == expected


SEPARATELY = [("sentences", "error", "this part of the English seems to have no translation: 'each contestant’s score on "
                                     "the board is calculated separate…'")]

test_a_main_clause_before_and_dropped_is_one_finding = edits_test([
    ("el", "12C4", "η βαθμολογία κάθε αγωνιζόμενου στη διανομή υπολογίζεται ξεχωριστά και ", "",
     SEPARATELY),  # tester t9ay EL-145
    ("zh", "12C4", "每一参赛者在该副牌上的分数分别计算，并", "", SEPARATELY),
    ("zh", "12C4", "，每一参赛者在该副牌上的分数分别计算，并将", "，将", SEPARATELY),
    # the clause after "and" (fix9pa's) still that one
    ("el", "12C4", " και επιδικάζεται σε κάθε άξονα ο μέσος όρος των βαθμολογιών", "",
     [("sentences", "error", "this part of the English seems to have no translation: 'the average of them is assigned "
                             "to each.'")]),
    ("zh", "12C4", "分别计算", "各自计算"),
    ("el", "12C4", "υπολογίζεται ξεχωριστά", "υπολογίζεται χωριστά"),
], "A main clause before \"and\", after the sentence's opening clause, dropped is one finding (fix9qb, kind 5).")

AT_IMPS = [("terminology", "error", "the English restricts by 'at IMP play', the translation has no such words: the "
                                    "restriction dropped, the rule widened?")]

test_a_form_of_scoring_dropped_is_one_finding = edits_test([
    ("el", "12C2(b)", " σε αγώνες με IMPs,", ",", AT_IMPS),  # tester t9ay EL-117
    ("el", "12C2(b)", " σε αγώνες με IMPs", " σε αγώνες", AT_IMPS),
    ("zh", "12C2(b)", "在IMP赛中", "", AT_IMPS),
    ("zh", "12C2(b)", "IMP赛中", "比赛中", AT_IMPS),
    ("el", "12C2(b)", "σε αγώνες με IMPs", "σε αγώνες IMP"),
    ("zh", "12C2(b)", "在IMP赛中", "在以IMP计分的比赛中"),
], "A form of scoring that restricts the rule dropped, its IMPs kept as a unit, is one finding (fix9qb, kind 6).")
