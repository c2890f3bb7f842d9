"""Tester t9aq's FALSE and MISS findings (issue 9 §2, fix9hh), each a kind: the tester's input and other wordings.

FALSE (a correct rewording flagged; now no finding):
1. Greek degrees of fault (Law 12C2(a), 12C3) in other correct words: κανέναν with its final ν ("με / κατά κανέναν
   τρόπο"), "έσφαλε εν μέρει" for the official "έσφαλε μερικώς" (the verb of the degrees before it), "έσφαλε ευθέως" for
   "directly" (the official σαφώς); a degree said as another one is still one finding.
2. An interface string's "cannot" said as a failure (读取 {file} 失败, 第 {id} 号裁决读取失败, "η ανάγνωση απέτυχε",
   "αποτυχία ανάγνωσης"): no negation missing; 读取 {file} (no failure, no negation) still is one.
3. "(Law 12C3)" of an interface string in another bracket around the same reference (〔第12条C款3项〕, 【…】): no
   bracket added, as the laws accept it; a bracket the English has nowhere is named as written (〔〕, not []).
MISS (one finding each now):
4. Law 12C1(c)'s first "may" made a duty (可以加权 as 必须加权 / 应加权) beside the second kept as 只可: the 可能 of
   "potential results" and "could have been achieved" are no permission of the weighting.
5. Law 12C4's "the average … is assigned to each" (给每一比赛方) as 给非违规方 / 给违规方: one side for each contestant.
6. Law 12C1(a)'s "and is able to award an assigned adjusted score" dropped where the translation says "he does so"
   with the part's term (裁判即判给裁定调整分): the condition's part is found by its word of ability.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test


def degree_missing(english: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the degree of fault '{english}' of the English is missing in the translation: "
                                     "another category of fault, another score?")]


def degree_changed(english: str, found: str, degree: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation '{found}' ({degree}): another "
                                     "degree of fault, another score?")]


test_greek_degree_wordings = edits_test([
    ("el", "12C2(a)", "κατά κανένα τρόπο", "με κανέναν τρόπο"),  # t9aq el-l-R-12
    ("el", "12C2(a)", "κατά κανένα τρόπο", "κατά κανέναν τρόπο"),  # el-l2-R-11
    ("el", "12C3", "με κανένα τρόπο", "με κανέναν τρόπο"),  # el-l3-R-09
    ("el", "12C2(a)", "που έσφαλε μερικώς", "που έσφαλε εν μέρει"),  # el-l3-R-10
    ("el", "12C2(a)", "που έσφαλε σαφώς", "που έσφαλε ευθέως"),  # el-l4-R-06
    # defects: the degree dropped or said as another
    ("el", "12C2(a)", "κατά κανένα τρόπο", "κατά κάποιον τρόπο", degree_missing("in no way at fault")),
    ("el", "12C2(a)", "που έσφαλε μερικώς", "που έσφαλε", degree_missing("only partly at fault")),
    ("el", "12C2(a)", "που έσφαλε σαφώς", "που έσφαλε εν μέρει",
     degree_changed("directly at fault", "έσφαλε εν μέρει", "only partly at fault")),
    ("el", "12C2(a)", "που έσφαλε μερικώς", "που έσφαλε ευθέως",
     degree_changed("only partly at fault", "έσφαλε ευθέως", "directly at fault")),
], doc="Greek degrees of fault in other correct words: no finding; a degree dropped or changed: one.")


def negation_missing(clause: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"a negation of the English (not, no, unless) is missing in the translation of "
                                  f"'{clause}': a prohibition made a permission, or a condition reversed?")]


READ = "Cannot read {file}: {reason}"
RULING = "Ruling {id} cannot be read"
test_cannot_said_as_a_failure = findings_test([
    (READ, "读取 {file} 失败：{reason}", "zh"),  # t9aq zh-m-R-02
    (RULING, "第 {id} 号裁决读取失败", "zh"),  # zh-m-R-07
    ("Ruling {id} cannot be read: {problem}", "第 {id} 号裁决读取失败：{problem}", "zh"),
    (RULING, "第 {id} 号裁决未能读取", "zh"),
    (READ, "Η ανάγνωση του {file} απέτυχε: {reason}", "el"),
    (READ, "Αποτυχία ανάγνωσης του {file}: {reason}", "el"),
    (READ, "无法读取 {file}：{reason}", "zh"),
    (READ, "Δεν είναι δυνατή η ανάγνωση του {file}: {reason}", "el"),
    # the incapacity dropped: no failure, no negation
    (READ, "读取 {file}：{reason}", "zh", negation_missing("Cannot read {file}")),
    (RULING, "第 {id} 号裁决读取成功", "zh", negation_missing(RULING)),
    (READ, "Ανάγνωση του {file}: {reason}", "el", negation_missing("Cannot read {file}")),
], doc="'cannot' said as a failure (失败, απέτυχε, αποτυχία): no negation missing; said as done: one finding.")


def brackets_added(kind: str) -> list[tuple[str, str, str]]:
    return [("brackets", "warning", f"brackets {kind} in the translation are not in the English")]


INDIVIDUAL = "individual event (Law 12C3)"
test_a_law_reference_in_other_brackets = findings_test([
    (INDIVIDUAL, "个人赛〔第12条C款3项〕", "zh"),  # t9aq zh-m-R-10
    (INDIVIDUAL, "个人赛【第12条C款3项】", "zh"),
    (INDIVIDUAL, "个人赛（第12条C款3项）", "zh"),
    # a square bracket around no reference of the English's: added, named as written
    (INDIVIDUAL, "个人赛〔个人〕（第12条C款3项）", "zh", brackets_added("〔〕")),
    ("individual event", "个人赛〔个人〕", "zh", brackets_added("〔〕")),
    ("individual event", "个人赛【个人】", "zh", brackets_added("【】")),
], doc="The English's round bracket around a law reference in a square one of the translation: no finding.")


def obliges(text: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English allows ('may') in '{text}', the translation obliges: the "
                                     "Director's discretion taken away?")]


C1C = ("An assigned adjusted score may be weighted to reflect the probabilities of a number of potential results, "
       "but only outcomes that could have been achieved in a legal manner may be included.")
C1C_ZH = "裁定调整分可以加权，以反映若干可能结果的概率，但只可包括以合法方式可能达到的结果。"  # t9aq's translation
WEIGHTED = obliges("An assigned adjusted score may be weighted to reflect the p…")
test_one_may_of_two_made_a_duty = findings_test([
    (C1C, C1C_ZH.replace("可以加权", "必须加权"), "zh", WEIGHTED),  # t9aq zh-l-D-09
    (C1C, C1C_ZH.replace("可以加权", "应加权"), "zh", WEIGHTED),  # zh-l4-D-01
    (C1C, C1C_ZH.replace("但只可包括", "但只能包括").replace("可以加权", "必须加权"), "zh", WEIGHTED),
    (C1C, C1C_ZH, "zh"),
    (C1C, C1C_ZH.replace("可以加权", "可加权"), "zh"),
    (C1C, C1C_ZH.replace("可以加权", "允许加权"), "zh"),
], paragraph="12C1(c)", doc="12C1(c)'s first 'may' made a duty beside 只可: one finding; the 可能 of 'potential' "
                            "and 'could' are no permission.")


def one_side(found: str, english: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' where the English says '{english}': one particular side where the "
                                     "English names the sides generally?")]


C4 = ("When the Director awards non-balancing adjusted scores in knockout play, each contestant’s score on the board "
      "is calculated separately and the average of them is assigned to each.")
C4_ZH = "在淘汰赛，裁判判罚非平衡的调整分时，此牌局各方分数分别计算，并且给每一比赛方取计算均值。"  # the official pair
C4_EL = ("Όταν ο Διαιτητής επιδικάζει μη συμπληρωματικές επανορθωτικές βαθμολογίες σε αγώνες knock out, η βαθμολογία "
         "κάθε αγωνιζόμενου στη διανομή υπολογίζεται ξεχωριστά και επιδικάζεται σε κάθε άξονα ο μέσος όρος των "
         "βαθμολογιών.")
test_each_contestant_made_one_side = findings_test([
    (C4, C4_ZH.replace("给每一比赛方", "给非违规方"), "zh", one_side("非违规方", "each contestant")),  # zh-l-D-34
    (C4, C4_ZH.replace("给每一比赛方", "给违规方"), "zh", one_side("违规方", "each contestant")),
    (C4, C4_EL.replace("σε κάθε άξονα", "στον μη υπαίτιο άξονα"), "el", one_side("μη υπαίτιο", "each contestant")),
    (C4, C4_ZH, "zh"),
    (C4, C4_ZH.replace("给每一比赛方", "给每一方"), "zh"),
    (C4, C4_ZH.replace("给每一比赛方", "给双方"), "zh"),
    (C4, C4_EL, "el"),
], paragraph="12C4", doc="12C4's average to each contestant given to one side: one finding.")


def part_missing(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the part '{text}' of a condition of the English is missing in the translation: "
                                   "the rule applies in more cases?")]


C1A = ("When after an irregularity the Director is empowered by these laws to adjust a score and is able to award an "
       "assigned adjusted score, he does so. Such a score replaces the score obtained in play.")
C1A_ZH = "当发生违规后，本规则授权裁判调整得分且裁判能够判给裁定调整分时，裁判即判给裁定调整分。这种得分取代实际打牌所得的得分。"
ABLE = part_missing("and is able to award an assigned adjusted score")
test_a_condition_part_found_by_its_ability = findings_test([
    (C1A, C1A_ZH.replace("且裁判能够判给裁定调整分", ""), "zh", ABLE),  # t9aq zh-l-D-37
    (C1A, C1A_ZH.replace("且裁判能够判给裁定调整分", "").replace("裁判即判给裁定调整分", "裁判即这样做"), "zh", ABLE),
    (C1A, C1A_ZH, "zh"),
    (C1A, C1A_ZH.replace("且裁判能够判给", "且裁判能判给"), "zh"),
    (C1A, C1A_ZH.replace("且裁判能够判给", "且裁判有能力判给"), "zh"),
], paragraph="12C1(a)", doc="12C1(a)'s 'and is able to award …' dropped: one finding, also where 'he does so' names "
                            "the score.")

