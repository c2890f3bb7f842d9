"""False findings on correct rewordings of tester 9ao (issue 9 §2, fix9ha), each a kind: the tester's input, other
correct wordings of the kind, and the real defect of the same place, still one finding.

1. The Greek idiom "δεν … παρά (μόνο)" ("not … but (only)" = "only"): 12C1(c) "only outcomes … may be included" as
   "δεν μπορούν να συμπεριληφθούν παρά (μόνο) αποτελέσματα" negates nothing (tester 9ao ec30); "δεν μπορούν να
   συμπεριληφθούν μόνο αποτελέσματα" (only results cannot be included) is a negation added.
2. A counterfactual condition negated said by "without": 12B1 "had the infraction not occurred" as "χωρίς την
   παράβαση" (ec41), άνευ; the Chinese 没有违规时, 若无违规, 如果没有违规 hold their own 无/没; "αν είχε συμβεί",
   违规发生时 drop the negation.
3. "Wholly" before a privative adjective of fault: 12C3 "in no way to blame" as "είναι εντελώς ανεύθυνος" (ec40),
   "εντελώς αθώος", "πλήρως ανεύθυνος", 完全无责, 完全无过错 are "in no way"; "εντελώς υπεύθυνος", 完全有过错 are
   "wholly at fault".
4. "At least one" is "one or more": 86B2(c) "one or more artificial adjusted scores" as 至少一个 (zh01), 最少一个,
   "τουλάχιστον μία"; 一个 (exactly one) is still a finding.
5. A failure said by a potential complement or a finding negated (找不到, 未找到, 打不开, 不存在; "δεν βρέθηκε") where
   the English states a failure or an absence ("is missing", mc01); where it does not ("was opened" as 打不开,
   "is present" as 找不到) it is a negation added.
6. "αγώνες αποκλεισμού" is a Greek word for knockout (12C4, ec11): the glossary accepts it; "σε αγώνες ομάδων" is
   still the knockout missing (another form of contest named in its place, fix9ic).
7. A "need not" in the translation's condition clause (12C3 "when he need not bear the blame", 无须负违规责任时, zc14)
   weakens no "shall not" of the English's main clause; 无须 in the main clause (无须对其做程序性判罚) does.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test

ADDED_12C1C = [("negation", "error", "the translation negates 'An assigned adjusted score may be weighted to reflect "
                                     "the p…' where the English does not: a permission or a duty made a prohibition, "
                                     "or a condition reversed?")]
ONLY_TO = "αλλά μπορούν να συμπεριληφθούν μόνο αποτελέσματα"

test_the_greek_idiom_not_but_only_is_only = edits_test([
    ("el", "12C1(c)", ONLY_TO, "αλλά δεν μπορούν να συμπεριληφθούν παρά μόνο αποτελέσματα"),  # tester 9ao ec30
    ("el", "12C1(c)", ONLY_TO, "αλλά δεν μπορούν να συμπεριληφθούν παρά αποτελέσματα"),
    ("el", "12C1(c)", ONLY_TO, "αλλά δε μπορούν να συμπεριληφθούν παρά μόνο αποτελέσματα"),
    ("el", "12C1(c)", ONLY_TO, "αλλά δεν μπορούν να συμπεριληφθούν παρά μονάχα αποτελέσματα"),
    ("el", "12C1(c)", ONLY_TO, "αλλά δεν μπορούν να συμπεριληφθούν παρά τα αποτελέσματα"),
    # a negation added with no παρά: "only results cannot be included", "results cannot be included"
    ("el", "12C1(c)", ONLY_TO, "αλλά δεν μπορούν να συμπεριληφθούν μόνο αποτελέσματα", ADDED_12C1C),
    ("el", "12C1(c)", ONLY_TO, "αλλά δεν μπορούν να συμπεριληφθούν αποτελέσματα", ADDED_12C1C),
], doc="Law 12C1(c)'s 'only' as the idiom δεν … παρά (μόνο): no negation added.")


DROPPED_12B1 = [("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of "
                                      "'Damage exists when, because of an infraction, an innocent s…': a prohibition "
                                      "made a permission, or a condition reversed?")]
HAD_NOT = "αν δεν είχε συμβεί η παράβαση"

test_a_counterfactual_negated_said_by_without = edits_test([
    ("el", "12B1", HAD_NOT, "χωρίς την παράβαση"),  # tester 9ao ec41
    ("el", "12B1", HAD_NOT, "χωρίς να είχε συμβεί η παράβαση"),
    ("el", "12B1", HAD_NOT, "άνευ της παραβάσεως"),
    ("zh", "12B1", "违规未发生时", "没有违规时"),
    ("zh", "12B1", "违规未发生时", "若无违规"),
    ("zh", "12B1", "违规未发生时", "如果没有违规"),
    # the negation dropped: "had the infraction occurred", "with the infraction"
    ("el", "12B1", HAD_NOT, "αν είχε συμβεί η παράβαση", DROPPED_12B1),
    ("el", "12B1", HAD_NOT, "με την παράβαση", DROPPED_12B1),
    ("zh", "12B1", "违规未发生时", "违规发生时", DROPPED_12B1),
], doc="Law 12B1's 'had the infraction not occurred' as 'without the infraction': no negation missing.")


NO_WAY = "δεν είναι με κανένα τρόπο υπεύθυνος"

test_wholly_blameless_is_in_no_way_to_blame = edits_test([
    ("el", "12C3", NO_WAY, "είναι εντελώς ανεύθυνος"),  # tester 9ao ec40
    ("el", "12C3", NO_WAY, "είναι εντελώς αθώος"),
    ("el", "12C3", NO_WAY, "είναι πλήρως ανεύθυνος"),
    ("zh", "12C3", "毫无过错", "完全无责"),
    ("zh", "12C3", "毫无过错", "完全无过错"),
    # wholly at fault: another degree
    ("el", "12C3", NO_WAY, "είναι εντελώς υπεύθυνος",
     [("terminology", "error", "the English says 'in no way to blame', the translation 'εντελώς υπεύθυνος' (wholly at "
                               "fault): another degree of fault, another score?")]),
    ("zh", "12C3", "毫无过错", "完全有过错",
     [("terminology", "error", "the English says 'in no way to blame', the translation '完全有过错' (wholly at fault): "
                               "another degree of fault, another score?")]),
], doc="Law 12C3's 'in no way to blame' as 'wholly blameless': no degree of fault changed.")


ONE_SCORE = [("terminology", "error", "the English says 'one or more artificial adjusted scores', the translation "
                                      "'一个人为调整分': another number of scores or results?")]
CANCEL = "If both contestants were at fault, the Director shall cancel the board(s) and award one or more artificial " \
         "adjusted scores [see Law 12C2]."
CANCEL_ZH = "如果双方参赛者都有过错，裁判应取消该牌（或这些牌）并判给至少一个人为调整分［见第12C2条］。"

test_at_least_one_is_one_or_more = findings_test([
    (CANCEL, CANCEL_ZH, "zh"),  # tester 9ao zh01 (the tester's own translation)
    (CANCEL, CANCEL_ZH.replace("至少一个", "最少一个"), "zh"),
    (CANCEL, CANCEL_ZH.replace("至少一个", "一个或多个"), "zh"),
    (CANCEL, CANCEL_ZH.replace("至少一个", "一个"), "zh", ONE_SCORE),  # exactly one: the rule narrowed
], doc="Law 86B2(c)'s 'one or more scores' as 'at least one': no other number.", paragraph="86B2(c)")

test_at_least_one_in_the_laws_texts = edits_test([
    ("zh", "86B2(c)", "一个或多个", "至少一个"),
    ("el", "86B2(c)", "μία ή περισσότερες τεχνητές", "τουλάχιστον μία τεχνητή"),
    ("zh", "86B2(c)", "一个或多个", "一个", ONE_SCORE),
], doc="Law 86B2(c)'s 'one or more' as 'at least one' in the texts the catalogue checks: no finding.")


MISSING = "the catalogue file is missing: {file}"
OPENED = "the catalogue file was opened: {file}"
PRESENT = "the catalogue file is present: {file}"


def negated(text: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the translation negates '{text}' where the English does not: a permission or a "
                                  "duty made a prohibition, or a condition reversed?")]


test_a_failure_said_by_a_failure_verb = findings_test([
    (MISSING, "找不到翻译目录文件：{file}", "zh"),  # tester 9ao mc01
    (MISSING, "未找到翻译目录文件：{file}", "zh"),
    (MISSING, "没有找到翻译目录文件：{file}", "zh"),
    (MISSING, "翻译目录文件不存在：{file}", "zh"),
    (MISSING, "缺少翻译目录文件：{file}", "zh"),
    (MISSING, "το αρχείο καταλόγου δεν βρέθηκε: {file}", "el"),
    (MISSING, "το αρχείο καταλόγου δεν υπάρχει: {file}", "el"),
    # the English states no failure: the negation is added
    (OPENED, "打不开翻译目录文件：{file}", "zh", negated(OPENED)),
    (OPENED, "το αρχείο καταλόγου δεν ανοίγει: {file}", "el", negated(OPENED)),
    (PRESENT, "找不到翻译目录文件：{file}", "zh", negated(PRESENT)),
    (PRESENT, "το αρχείο καταλόγου δεν βρέθηκε: {file}", "el", negated(PRESENT)),
], doc="'is missing' as 'cannot find' (找不到, δεν βρέθηκε): no negation added; where the English states none, one.")


test_knockout_as_elimination_matches = edits_test([
    ("el", "12C4", "σε αγώνες knock out", "σε αγώνες αποκλεισμού"),  # tester 9ao ec11
    ("el", "12C4", "σε αγώνες knock out", "σε αγώνα αποκλεισμού"),
    # (another form of contest in the knockout's place: named with it, an error since fix9ic, tester t9as EL45)
    ("el", "12C4", "σε αγώνες knock out", "σε αγώνες ομάδων",
     [("terminology", "error", "the English says 'knockout', the translation 'αγώνες ομάδων': the rule or number "
                               "given for another form of contest?")]),
], doc="Law 12C4's knockout as 'αγώνες αποκλεισμού': the glossary's term.")


PENALTY = ("In individual events the Director enforces the rectifications in these Laws, and the provisions requiring "
           "the award of adjusted scores, equally against both members of the offending side even though only one of "
           "them may be responsible for the irregularity. But the Director shall not award a procedural penalty "
           "against the offender’s partner if of the opinion that he is in no way to blame.")
PENALTY_ZH = ("在个人赛中，虽仅一人对违规负责，裁判应按照规则的判罚条款及调整分的规定，给予违规方两人以相同的调整分。但裁判如认为"
              "违规者的同伴，不应负违规责任时，则在判给调整分时，可不对其做程序性判罚。")
"""The shipped zh 12C3 (fuzzy: an older text; its two findings below are the catalogue's, not the edits'; its 两人 is
"both members", no finding since fix9hf)."""
DEGREE = ("terminology", "error", "the degree of fault 'in no way to blame' of the English is missing in the "
                                  "translation: another category of fault, another score?")
MAY_NOT = ("terminology", "error", "'可不' (may ... not: a permission) where the English forbids ('shall not', 'must "
                                   "not'): the rule weakened?")
NEED_NOT = ("terminology", "error", "'无须' where the English forbids ('shall not'): the English forbids, the "
                                    "translation only says it is not required: the rule weakened?")

test_a_need_not_in_a_condition_clause_weakens_nothing = findings_test([
    (PENALTY, PENALTY_ZH, "zh", [MAY_NOT, DEGREE]),
    (PENALTY, PENALTY_ZH.replace("不应负违规责任时", "无须负违规责任时"), "zh", [MAY_NOT, DEGREE]),  # 9ao zc14
    (PENALTY, PENALTY_ZH.replace("不应负违规责任时", "不必负违规责任时"), "zh", [MAY_NOT, DEGREE]),
    # the main clause's "may not" made "need not": the prohibition weakened, one finding in place of 可不's
    (PENALTY, PENALTY_ZH.replace("可不对其做程序性判罚", "无须对其做程序性判罚"), "zh", [NEED_NOT, DEGREE]),
], doc="Law 12C3's condition 'when he need not bear the blame' (无须…时): no prohibition weakened.",
    paragraph="12C3")

test_a_need_not_in_the_main_clause_weakens_the_rule = edits_test([
    ("zh", "12C3", "则不得对该同伴", "则无须对该同伴", [NEED_NOT]),
    ("zh", "12C3", "则不得对该同伴", "则不能对该同伴"),
], doc="Law 12C3's 'shall not award' as 无须 (need not) in the main clause: one finding.")
