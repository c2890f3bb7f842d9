"""Tester t9at's misses and false doubled character fixed by the lead in session 29 (issue 9 §2).

- Law 12C3 "the offender's partner" said as the opponent (el "στον αντίπαλο του υπαιτίου"): another player, one
  finding naming both words.
- Law 12C2(d) "during the same session" said as any session (el οποιασδήποτε, zh 任何一节): one finding.
- zh 12C1(e)(ii) "self-inflicted" said as 对手造成的 after 对 (对对手): the one finding is the reversal, not 对 written
  twice (对 + 对手 are two words).
"""

from __future__ import annotations

from tests.support import edits_test, findings_test, someone_else


def reversed_(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation its opposite '{found}': the "
                                     "meaning reversed?")]


# the English of the 2017 paragraphs, as in laws_text/law12_2017.yaml
E12C1E2 = "The non-offending side does not receive relief for such part of its damage as is self-inflicted."
E12C2D = ("The Regulating Authority may provide for circumstances where a contestant fails to obtain a result on "
          "multiple boards during the same session. The scores assigned for each subsequent board may be varied by "
          "regulation from those prescribed in (a) and (b) above.")
Z12C2D = ("主管单位可以对参赛者在同一节比赛中有多副牌未能取得结果的情况作出规定。对此后每一副牌所判的分数可以由规章作出"
          "不同于上述(a)和(b)项的规定。")  # tester t9at's own translation

test_partner_said_as_opponent = edits_test([
    ("el", "12C3", "στον συμπαίκτη του υπαιτίου", "στον αντίπαλο του υπαιτίου",
     reversed_("partner", "αντίπαλο")),  # t9at E-who7
    ("el", "12C3", "στον συμπαίκτη του υπαιτίου", "στον εταίρο του υπαιτίου"),
], doc="12C3 'the offender's partner' as the opponent: one finding; εταίρο (partner) none.")

test_same_session_said_as_any = edits_test([
    ("el", "12C2(d)", "κατά τη διάρκεια της ίδιας ημερίδας", "κατά τη διάρκεια οποιασδήποτε ημερίδας",
     reversed_("same", "οποιασδήποτε")),  # t9at E-cond15
    ("el", "12C2(d)", "κατά τη διάρκεια της ίδιας ημερίδας", "στην ίδια ημερίδα"),
], doc="12C2(d) 'the same session' as any session: one finding.")

test_same_session_said_as_any_zh = findings_test([
    (E12C2D, Z12C2D, "zh"),
    (E12C2D, Z12C2D.replace("在同一节比赛中", "在任何一节比赛中"), "zh", reversed_("same", "任何")),  # t9at Z-cond11
    (E12C2D, Z12C2D.replace("在同一节比赛中", "在相同的一节比赛中"), "zh"),
], doc="12C2(d) 'the same session' as 任何一节: one finding; 相同的 none.", paragraph="12C2(d)")

test_self_inflicted_said_as_the_opponents_after_dui = findings_test([
    (E12C1E2, "非违规方对其自己造成的那部分损害得不到补偿。", "zh"),
    (E12C1E2, "非违规方对对手造成的那部分损害得不到补偿。", "zh", reversed_("self-inflicted", "对手")),  # t9at Z-cond10
], doc="对 + 对手: the reversal is the one finding, no character written twice.", paragraph="12C1(e)(ii)")

E12C1E1 = ("The offending side is awarded the score it would have been allotted as the consequence of rectifying its "
           "infraction.")

test_consequence_of_rectifying_said_as_before = findings_test([
    (E12C1E1, "违规方得到的分数为纠正其违规后本应得到的分数。", "zh"),
    (E12C1E1, "违规方得到的分数为纠正其违规所应得的分数。", "zh"),
    (E12C1E1, "违规方得到的分数为纠正其违规前本应得到的分数。", "zh",
     reversed_("the consequence of", "前")),  # t9at Z-cond18
], doc="12C1(e)(i) 'as the consequence of rectifying' said 纠正…后 or 所应得; 纠正…前 (before) one finding.",
   paragraph="12C1(e)(i)")

NO_TOP = "Ruling {id} has no known top: give the appeal's scores in percent (--unit percent)."
NO_TOP_EL = ("Η απόφαση {id} δεν έχει γνωστό μέγιστο (top): δώστε τις βαθμολογίες της έφεσης σε ποσοστό (--unit "
             "percent).")
NO_TOP_ZH = "第 {id} 号裁决的满分未知：申诉的分数请以百分比给出（--unit percent）。"
VALUE_LOST = [("options", "error", "the English gives the option '--unit' the value 'percent', the translation does "
                                   "not: a Director told to type the option without its value?")]

test_an_option_value_translated = findings_test([
    (NO_TOP, NO_TOP_EL, "el"),
    (NO_TOP, NO_TOP_ZH, "zh"),
    (NO_TOP, NO_TOP_EL.replace("--unit percent", "--unit ποσοστό"), "el", VALUE_LOST),  # t9at EM-key1
    (NO_TOP, NO_TOP_ZH.replace("--unit percent", "--unit 百分比"), "zh", VALUE_LOST),  # t9at ZM-key1
], doc="'--unit percent' with its value translated: the Director would type a value the helper refuses.")

COUNTING = ("Counting this one, on how many boards of this session has the contestant failed to obtain a result? "
            "(Enter for 1)")
COUNTING_EL = ("Μαζί με αυτήν, σε πόσες διανομές της ημερίδας ο αγωνιζόμενος δεν έλαβε αποτέλεσμα; (Enter για 1)")
COUNTING_ZH = "连同这副牌在内，该参赛者在本节中有几副牌未能取得结果？（按 Enter 表示 1）"

test_counting_this_one_said_as_without = findings_test([
    (COUNTING, COUNTING_EL, "el"),
    (COUNTING, COUNTING_ZH, "zh"),
    (COUNTING, COUNTING_ZH.replace("连同这副牌在内", "算上这副牌"), "zh"),
    (COUNTING, COUNTING_EL.replace("Μαζί με αυτήν", "Χωρίς αυτήν"), "el",
     reversed_("Counting", "Χωρίς")),  # t9at EM-cond2
    (COUNTING, COUNTING_ZH.replace("连同这副牌在内", "不计这副牌"), "zh", reversed_("Counting", "不计")),  # ZM-cond2
], doc="12C2(d)'s question 'counting this one' as 'without this one': the count one board short, one finding.")



test_another_person_in_one_of_two_places = edits_test([
    # 12C3 names the Director twice; the Tournament Organizer in one place, the Director still in the other
    ("el", "12C3", "ο Διαιτητής επιβάλλει", "ο Διοργανωτής Αγώνων επιβάλλει",
     someone_else("Διοργανωτής Αγώνων", "Tournament Organizer", "Director", "Διαιτητής")),  # t9at E-who8
    ("el", "12C3", "Ωστόσο, ο Διαιτητής δεν", "Ωστόσο, ο Διοργανωτής Αγώνων δεν",
     someone_else("Διοργανωτής Αγώνων", "Tournament Organizer", "Director", "Διαιτητής")),
    ("zh", "12C3", "裁判对违规方", "主办方对违规方",
     someone_else("主办方", "Tournament Organizer", "Director", "裁判")),
    # the Director's second place said by a pronoun, no one else named: correct
    ("el", "12C3", "Ωστόσο, ο Διαιτητής δεν", "Ωστόσο, αυτός δεν"),
], doc="A person or body the English names twice, another said in one of its places: one finding.")
