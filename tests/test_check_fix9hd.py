"""Ruling changes of who, where and which that no check found (tester 9ao MISS, issue 9 §2, fix9hd), each a kind: the
tester's input and other wordings.

1. What the English applies alike to both made different or one's: Law 12C3 "equally against both members of the
   offending side" as "μόνο στο υπεύθυνο μέλος" (only the responsible member: a quantifier made one, as
   "μόνο στον υπαίτιο") and as 不同的调整分 / "διαφορετικά" (same made different: an opposite).
2. A phrase that limits whom the ruling favours dropped: 12A1 "in favour of a non-offending contestant" left out, an
   adjusted score for either side (the restriction dropped).
3. The form of contest a number is given for changed: 12C2(a) "average (50% in pairs)" as "(50% στις ομάδες)",
   （团体赛中为50%）: read by count, the sentence says "in pairs" three times; 12A "(in team play see Law 86B)" as
   在双人赛中 is that error, not also the term for "team play" missing (tests/test_check_fix9ba.py); "in pairs"
   dropped from one bracket ("(50%)", （为50%）) is the restriction dropped, the percentage given for every form.
4. The session of the English said as another: 12C2(d) "during the same session" as "διαφορετικών ημερίδων" (an
   opposite), "της επόμενης ημερίδας", 下一节; 12C2(c) "the other boards of that session" as "της προηγούμενης
   ημερίδας", 上一节 (the score of another period of play).
5. The probable outcome said as the best: 12C1(b) "the probable outcome of the board" as "το καλύτερο αποτέλεσμα",
   最好的结果 (尽可能, "as nearly as possible", says no likelihood).
6. A figure per one unit said per another: "North-South's average IMPs per board" as "ανά σύγκριση", 每次比较.
(86B2(a)'s "(but see A above)" as （但 A 除外） is no longer taken for a correct wording: "see A" refers the reader to
A, "except A" exempts it; tests/test_check_fix9id.py.)

Each defect is one error at its entry; the shipped texts and the correct rewordings none.
"""

from __future__ import annotations

import re

import pytest

from tests.support import REPO, edits_test, findings_test, law_texts


def said(english: str, found: str, question: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation '{found}': {question}")]


def reversed_(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error",
             f"the English says '{english}', the translation its opposite '{found}': the meaning reversed?")]


OTHERS = "does the rule now concern other contestants?"
CONTEST = "the rule or number given for another form of contest?"
PERIOD = "the score of another period of play?"
LIKELY = "the likely outcome made the best or worst one, another score?"
UNIT = "a figure per another unit, another figure?"


def widened(text: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English restricts by '{text}', the translation has no such words: the "
                                     "restriction dropped, the rule widened?")]


FAVOUR = [("terminology", "error", "the English restricts by 'in favour of a non-offending contestant', the "
                                   "translation has no such words: the restriction dropped, the rule widened?")]


test_what_is_applied_alike_to_both_made_one_or_different_is_one_finding = edits_test([
    ("el", "12C3", "εξ ίσου και στα δύο μέλη του υπαίτιου άξονα", "μόνο στο υπεύθυνο μέλος του υπαίτιου άξονα",
     said("both members", "μόνο στο υπεύθυνο μέλος", OTHERS)),  # tester 9ao e77
    ("zh", "12C3", "对违规方两名成员同等地执行", "仅对负有责任的成员执行", said("both members", "仅对负有责任的成员", OTHERS)),
    ("el", "12C3", "εξ ίσου και στα δύο μέλη", "διαφορετικά στα δύο μέλη", reversed_("equally", "διαφορετικά")),
    ("zh", "12C3", "两名成员同等地执行", "两名成员不同地执行", reversed_("equally", "不同")),  # 不同 no negation
    ("zh", "12C3", "两名成员同等地执行", "两名成员区别对待地执行", reversed_("equally", "区别")),
    # correct rewordings: none
    ("el", "12C3", "εξ ίσου και στα δύο μέλη", "με τον ίδιο τρόπο και στα δύο μέλη"),
    ("zh", "12C3", "对违规方两名成员同等地执行", "对违规方两名成员同样地执行"),
], doc="12C3's 'equally against both members' said of one member, or as different: one finding.")

# the shipped Chinese of 12C3 is the 1997 text (fuzzy in the catalogue): the tester's edit adds one finding
ZH_12C3 = re.search(r'msgctxt "2017\|12C3"\nmsgid "[^\n]*"\nmsgstr "([^\n]*)"',
                    (REPO / "locales/zh_Hans/LC_MESSAGES/laws.po").read_text(encoding="utf-8")).group(1)


@pytest.mark.parametrize("fuzzy", [False, True])
def test_the_same_score_made_different_in_the_shipped_older_chinese_is_one_finding(fuzzy):
    """Tester 9ao z42: 相同的调整分 -> 不同的调整分 in the shipped (1997, fuzzy) Chinese of 12C3: one more finding, an
    error as a reviewed text, a warning in the fuzzy entry (every comparison of an older text is a warning)."""
    from helper.catalog.checks import check_pair

    english = law_texts("zh", "12C3")[0]
    assert "相同的调整分" in ZH_12C3

    def found(text):
        return [(f.check, f.severity, f.message) for f in check_pair(english, text, "zh", "2017|12C3", "laws",
                                                                     fuzzy=fuzzy, comment="1997 Laws")]

    # (a finding of the older text that quotes the words edited, 两人以相同的调整分, quotes them edited)
    before = [(check, severity, message.replace("相同的调整分", "不同的调整分"))
              for check, severity, message in found(ZH_12C3)]
    after = found(ZH_12C3.replace("相同的调整分", "不同的调整分"))
    assert [f for f in after if f not in before] == [
        ("terminology", "warning" if fuzzy else "error",
         "the English says 'equally', the translation its opposite '不同': the meaning reversed?")]
    assert found(ZH_12C3.replace("相同的调整分", "同样的调整分")) == [
        (check, severity, message.replace("不同的调整分", "同样的调整分")) for check, severity, message in before]


test_whom_the_ruling_favours_dropped_is_one_finding = edits_test([
    ("el", "12A1", " προς όφελος του αναίτιου άξονα", "", FAVOUR),  # tester 9ao e66
    ("zh", "12A1", "判给非违规参赛者调整分", "判给调整分", FAVOUR),
    # the other side named: the sides swapped is the one finding
    ("el", "12A1", "προς όφελος του αναίτιου άξονα", "προς όφελος του υπαίτιου άξονα",
     [("terminology", "error", "'υπαίτιου' where the English says 'non-offending': the offending and non-offending "
                               "sides swapped?")]),
    ("el", "12A1", " προς όφελος του αναίτιου άξονα", " υπέρ του αναίτιου άξονα"),
    ("zh", "12A1", "判给非违规参赛者调整分", "为非违规参赛者判给调整分"),
], doc="12A1's 'in favour of a non-offending contestant' dropped: one finding, the rule widened.")

Z51 = ("当由于违规而无法取得结果时［另见C1(d)］，裁判根据对违规所负的责任判给人为调整分：直接有过错的参赛者得平均负分（双人赛中"
       "至多为可得比赛分的40%），仅部分有过错的参赛者得平均分（双人赛中为50%），完全无过错的参赛者得平均正分（双人赛中至少为"
       "60%）。")  # tester 9ao's own Chinese of 12C2(a)

test_a_number_given_for_another_form_of_contest_is_one_finding = edits_test([
    ("el", "12C2(a)", "(50% στα ζεύγη)", "(50% στις ομάδες)", said("pairs", "ομάδες", CONTEST)),  # tester 9ao e62
    ("el", "12C2(a)", "(τουλάχιστον 60% στα ζεύγη)", "(τουλάχιστον 60% στις ομάδες)", said("pairs", "ομάδες", CONTEST)),
    ("zh", "12C2(a)", "（双人赛中为50%）", "（团体赛中为50%）", said("pairs", "团体赛", CONTEST)),
    ("zh", "12C2(a)", "（双人赛中至少为60%）", "（队式赛中至少为60%）", said("pairs", "队式赛", CONTEST)),
    # "in pairs" dropped from one bracket: the number given for every form of contest, the rule widened
    ("el", "12C2(a)", "(50% στα ζεύγη)", "(50%)", widened("(50% in pairs)")),
    ("el", "12C2(a)", "(το πολύ 40% των διαθέσιμων βαθμών αγώνα στα ζεύγη)", "(το πολύ 40% των διαθέσιμων βαθμών αγώνα)",
     widened("(at most 40% of the available matchpoints in pairs)")),
    ("zh", "12C2(a)", "（双人赛中为50%）", "（为50%）", widened("(50% in pairs)")),
    ("zh", "12C2(a)", "（双人赛中至少为60%）", "（至少为60%）", widened("(at least 60% in pairs)")),
    ("el", "12C2(a)", "(50% στα ζεύγη)", "(50% σε αγώνες ζευγών)"),
    # the form said once before all three brackets: none (as tests/test_check_fix9w.py's correct Chinese)
    ("zh", "12C2(a)", "直接有过错的参赛者得平均负分（双人赛中至多为可得比赛分的40%），仅部分有过错的参赛者得平均分（双人赛中为50%），"
                      "完全无过错的参赛者得平均正分（双人赛中至少为60%）",
     "双人赛中，直接有过错的参赛者得平均负分（至多为可得比赛分的40%），仅部分有过错的参赛者得平均分（50%），"
     "完全无过错的参赛者得平均正分（至少为60%）"),
    ("zh", "12C2(a)", "（双人赛中为50%）", "（在双人赛中为50%）"),
], doc="12C2(a)'s 'in pairs' said 'in teams' once of three, or dropped from one bracket: one finding.")

test_the_testers_chinese_of_12c2a_in_teams = findings_test([
    (law_texts("zh", "12C2(a)")[0], Z51.replace("（双人赛中为50%）", "（团体赛中为50%）"), "zh",
     said("pairs", "团体赛", CONTEST)),  # tester 9ao z51
    (law_texts("zh", "12C2(a)")[0], Z51, "zh"),
], doc="Tester 9ao z51: the tester's own Chinese of 12C2(a), its 双人赛 made 团体赛 once: one finding.",
    paragraph="12C2(a)")

test_the_session_said_as_another_is_one_finding = edits_test([
    ("el", "12C2(d)", "της ίδιας ημερίδας", "διαφορετικών ημερίδων", reversed_("same", "διαφορετικών")),  # 9ao e51
    ("el", "12C2(d)", "της ίδιας ημερίδας", "της επόμενης ημερίδας",
     said("the same session", "επόμενης ημερίδας", PERIOD)),
    ("zh", "12C2(d)", "同一节比赛中", "不同节比赛中", reversed_("same", "不同")),
    ("zh", "12C2(d)", "同一节比赛中", "下一节比赛中", said("the same session", "下一节", PERIOD)),
    ("el", "12C2(c)", "αυτής της ημερίδας", "της προηγούμενης ημερίδας",
     said("that session", "προηγούμενης ημερίδας", PERIOD)),  # tester 9ao e52
    ("el", "12C2(c)", "αυτής της ημερίδας", "άλλης ημερίδας", said("that session", "άλλης ημερίδας", PERIOD)),
    ("zh", "12C2(c)", "在该节其他各副牌", "在上一节其他各副牌", said("that session", "上一节", PERIOD)),
    ("el", "12C2(d)", "της ίδιας ημερίδας", "μιας ημερίδας"),
    ("el", "12C2(c)", "αυτής της ημερίδας", "της ίδιας ημερίδας"),
    ("zh", "12C2(c)", "在该节其他各副牌", "在本节其他各副牌"),
], doc="12C2(c)/(d)'s session said as a different, previous or next one: one finding.")

test_the_probable_outcome_said_as_the_best_is_one_finding = edits_test([
    ("el", "12C1(b)", "το πιθανό αποτέλεσμα", "το καλύτερο αποτέλεσμα", said("probable", "καλύτερο", LIKELY)),  # e63
    ("el", "12C1(b)", "το πιθανό αποτέλεσμα", "το χειρότερο αποτέλεσμα", said("probable", "χειρότερο", LIKELY)),
    ("zh", "12C1(b)", "可能出现的结果", "最好的结果", said("probable", "最好", LIKELY)),  # 尽可能 is no "probable"
    ("el", "12C1(b)", "το πιθανό αποτέλεσμα", "το πιθανότερο αποτέλεσμα"),
    ("zh", "12C1(b)", "可能出现的结果", "最有可能出现的结果"),
], doc="12C1(b)'s 'probable outcome' said as the best or worst: one finding.")

NS_BOARD = "North-South's average IMPs per board on the other boards of this session (Enter to skip)"
NS_BOARD_EL = ("Ο μέσος όρος IMPs ανά διανομή του άξονα Βορρά-Νότου στις υπόλοιπες διανομές της ημερίδας "
               "(Enter για παράλειψη)")
NS_BOARD_ZH = "南北在本节其他牌上每副牌的平均 IMP（按 Enter 跳过）"
EW_COMPARISON = "East-West's average IMPs per comparison on the other boards of this session (Enter to skip)"
EW_COMPARISON_EL = ("Ο μέσος όρος IMPs ανά σύγκριση του άξονα Ανατολής-Δύσης στις υπόλοιπες διανομές της ημερίδας "
                    "(Enter για παράλειψη)")
EW_COMPARISON_ZH = "东西在本节其他牌上每次比较的平均 IMP（按 Enter 跳过）"

test_a_figure_per_another_unit_is_one_finding = findings_test([
    (NS_BOARD, NS_BOARD_EL.replace("ανά διανομή", "ανά σύγκριση"), "el",
     said("per board", "ανά σύγκριση", UNIT)),  # tester 9ao m23
    (NS_BOARD, NS_BOARD_ZH.replace("每副牌", "每次比较"), "zh", said("per board", "每次比较", UNIT)),
    (EW_COMPARISON, EW_COMPARISON_EL.replace("ανά σύγκριση", "ανά διανομή"), "el",
     said("per comparison", "ανά διανομή", UNIT)),
    (EW_COMPARISON, EW_COMPARISON_ZH.replace("每次比较", "每副牌"), "zh", said("per comparison", "每副牌", UNIT)),
    (NS_BOARD, NS_BOARD_EL, "el"),
    (NS_BOARD, NS_BOARD_ZH, "zh"),
    (EW_COMPARISON, EW_COMPARISON_EL, "el"),
    (EW_COMPARISON, EW_COMPARISON_ZH, "zh"),
    (NS_BOARD, NS_BOARD_EL.replace("ανά διανομή", "για κάθε διανομή"), "el"),
], doc="An average per board said per comparison, or the other way round: one finding.")
