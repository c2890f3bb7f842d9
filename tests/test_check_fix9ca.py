"""Modality, condition and negation readings of fix9ca (issue 9 §2: no false finding on a correct translation, one
finding per defect), each a kind: the tester's input, other wordings of the kind, and the other side of the boundary.

1. 得 of receiving (12C4 每一方各得其平均值, tester 9ae): 各得, 得 before an average (平均值, 均值, 平均数, 二者之平均)
   or before a score named by what it complements (86B2(b) 违规方得与其对手所得分数互补的分数) is no modal "may": no
   "a duty made a permission?".  得 before a verb or another preposition (并得将其平均值判给, 得向, 得按) is the modal of
   law Chinese: still one finding.
2. A condition said with a noun (12C1(e) "which if unsuccessful" as σε περίπτωση αποτυχίας, εν περιπτώσει αποτυχίας,
   στην περίπτωση που; 失败的情况下, 万一失败, 倘使失败, 失败的话): no condition missing; the condition dropped is still
   one.  "if unsuccessful" as "εάν δεν πετύχαινε" (the verb negated) is no negation added.
3. Greek μη before an adjective (μη νόμιμη, μη αποδεκτή, μη έγκυρη; -ικ-/-ιμ- or not) is the prefix "non-": it renders
   "not legal" (no negation missing) and makes "legal" a negation added; beside an English "illegal"/"invalid" it keeps
   no "not" of the English (one dropped beside it is still found).
4. "leave out", "skip" said as "give" (输入 --nos, 按 Enter 输入, "δώστε το --nos"): the give verb read in the omission's
   own bracket and clause.  输入 of the English's own typing outside the bracket is no finding (忽略 / 放弃 say the
   skip); a negation elsewhere in the sentence (双方都不是违规方 for "non-offending") no longer hides it.
5. A negation dropped in one clause of an interface string, hidden by a negation of another clause that renders another
   English word ("apart from the board's score" as 与该副牌得分无关 / 不影响 / "χωρίς σχέση", "does not change" as 改变
   / αλλάζει): one finding naming the clause; the clause's own negation, or its sameness (不变), is none.
"""

from __future__ import annotations

import pytest

from tests.support import edits_test, findings_test


def stated(english: str) -> list[tuple[str, str, str]]:
    """The one finding of a sentence that states what is done made a permission."""
    return [("terminology", "error", f"the English states what is done in '{english}', the translation only allows "
                                     "it: a duty made a permission?")]


def weakened(english: str) -> list[tuple[str, str, str]]:
    """The one finding of a duty ('shall') made a permission."""
    return [("terminology", "error", f"the English obliges ('shall', 'must') in '{english}', the translation only "
                                     "allows: the rule weakened?")]


def condition_missing(english: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the condition '{english}' of the English is missing in the translation: the rule "
                                   "made unconditional?")]


def negation_missing(english: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"a negation of the English (not, no, unless) is missing in the translation of "
                                  f"'{english}': a prohibition made a permission, or a condition reversed?")]


def negation_added(english: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the translation negates '{english}' where the English does not: a permission or a "
                                  "duty made a prohibition, or a condition reversed?")]


C4 = "When the Director awards non-balancing adjusted scores in k…"
OFFENDING = "The offending side shall receive the complement of the scor…"
ASSIGN = "并将其平均值判给每一方"

test_de_of_receiving = edits_test([
    ("zh", "12C4", ASSIGN, "每一方各得其平均值"),  # tester 9ae
    ("zh", "12C4", ASSIGN, "每一方各得平均值"),
    ("zh", "12C4", ASSIGN, "双方各得两者的平均值"),
    ("zh", "12C4", ASSIGN, "每一方各得二者之平均"),
    ("zh", "12C4", ASSIGN, "每一方均得平均数"),
    ("zh", "12C4", ASSIGN, "每一方得两者的均值"),
    ("zh", "86B2(b)", "违规方应得到与其对手", "违规方得与其对手"),
    ("zh", "86B2(b)", "违规方应得到与其对手所得分数互补的分数", "违规方得与其对手所得分数相同的分数",
     [("terminology", "error", "the English relates the score as 'complement', the translation as '相同': another "
                               "score awarded?")]),
    # 得 before a verb or a preposition other than one of comparison: the modal "may"
    ("zh", "12C4", ASSIGN, "并得将其平均值判给每一方", stated(C4)),
    ("zh", "12C4", ASSIGN, "并得把其平均值判给每一方", stated(C4)),
    ("zh", "12C4", ASSIGN, "每一方各可得平均值", stated(C4)),
    ("zh", "86B2(b)", "违规方应得到与其对手所得分数互补的分数", "违规方得向其对手所得分数取补数", weakened(OFFENDING)),
    ("zh", "86B2(b)", "违规方应得到与其对手所得分数互补的分数", "违规方得按其对手所得分数取补数", weakened(OFFENDING)),
], "得 of receiving is no modal; 得 before a verb or another preposition is 'may'.")

UNSUCCESSFUL = "if unsuccessful it might have hoped to recover through rect…"

test_condition_said_with_a_noun = edits_test([
    ("el", "12C1(e)", "αν ήταν ανεπιτυχής", "σε περίπτωση αποτυχίας"),  # tester 9ae
    ("el", "12C1(e)", "αν ήταν ανεπιτυχής", "εν περιπτώσει αποτυχίας"),
    ("el", "12C1(e)", "αν ήταν ανεπιτυχής", "στην περίπτωση που αποτύγχανε"),
    ("el", "12C1(e)", "αν ήταν ανεπιτυχής", "για την περίπτωση που αποτύγχανε"),
    ("el", "12C1(e)", "αν ήταν ανεπιτυχής", "εάν δεν πετύχαινε"),
    ("zh", "12C1(e)", "若不成功", "失败的情况下"),
    ("zh", "12C1(e)", "若不成功", "在不成功的情形下"),
    ("zh", "12C1(e)", "若不成功", "万一失败"),
    ("zh", "12C1(e)", "若不成功", "倘使失败"),
    # the condition dropped: still one finding
    ("el", "12C1(e)", "που, αν ήταν ανεπιτυχής, θα", "που θα", condition_missing(UNSUCCESSFUL)),
    ("zh", "12C1(e)", "若不成功，", "", condition_missing(UNSUCCESSFUL)),
], "A condition said with a noun (σε περίπτωση αποτυχίας, 失败的情况下) is a condition.")


@pytest.mark.parametrize("text", ["σε κάθε περίπτωση", "στην περίπτωση αυτή", "σε καμία περίπτωση"])
def test_a_case_named_is_no_condition(text):
    from helper.catalog.checks.conditions import _CONDITION

    assert _CONDITION["el"].findall(text) == []


test_mi_before_an_adjective = findings_test([
    ("The call {call} is not legal.", "Η αγορά {call} είναι μη νόμιμη.", "el"),
    ("The value {value} is not acceptable.", "Η τιμή {value} είναι μη αποδεκτή.", "el"),
    ("The value {value} is not valid.", "Η τιμή {value} είναι μη έγκυρη.", "el"),
    ("Illegal call: {call}", "Μη νόμιμη αγορά: {call}", "el"),
    ("The value {value} is invalid.", "Η τιμή {value} είναι μη έγκυρη.", "el"),
    ("The call {call} is illegal and is not scored.", "Η αγορά {call} είναι μη νόμιμη και δεν βαθμολογείται.", "el"),
    ("The explanation {text} is not technical.", "Η εξήγηση {text} είναι μη τεχνική.", "el"),
    # "legal" as μη νόμιμη: a negation added
    ("The call {call} is legal.", "Η αγορά {call} είναι μη νόμιμη.", "el", negation_added("The call {call} is legal.")),
    ("The explanation {text} is technical.", "Η εξήγηση {text} είναι μη τεχνική.", "el",
     negation_added("The explanation {text} is technical.")),
    ("The value {value} is acceptable.", "Η τιμή {value} είναι μη αποδεκτή.", "el",
     negation_added("The value {value} is acceptable.")),
    # beside "illegal" / "invalid" it keeps no "not": the "not" dropped is one finding
    ("The call {call} is illegal and is not scored.", "Η αγορά {call} είναι μη νόμιμη και βαθμολογείται.", "el",
     negation_missing("The call {call} is illegal and is not scored.")),
    ("The value {value} is invalid and is not kept.", "Η τιμή {value} είναι μη έγκυρη και κρατείται.", "el",
     negation_missing("The value {value} is invalid and is not kept.")),
], "Greek μη before an adjective is the prefix 'non-': a negation of the adjective, none of the English's 'not'.")


def test_mi_before_an_adjective_in_a_law():
    # 12C1(c) "in a legal manner" as "με μη νόμιμα μέσα": a negation added, as with μη αποδεκτά
    from tests.support import edit_findings

    english = "An assigned adjusted score may be weighted to reflect the p…"
    assert [edit_findings("el", "12C1(c)", "με νόμιμα μέσα", "με μη νόμιμα μέσα"),
            edit_findings("el", "12C1(c)", "με νόμιμα μέσα", "με μη αποδεκτά μέσα")] == [negation_added(english)] * 2


DIRECTOR = "With --director-error (Law 82C) both sides are non-offending: leave out --nos."
PERCENT = "North-South's percentage on the other boards of this session (0-100; Enter to skip)"
NUMBER = "Number, then Enter (empty Enter skips)"
IMPS = "If you can assign an adjusted score, enter it in IMPs for the non-offending side (Enter to skip: average plus)"


def reversed_omission(english: str, found: str, verb: str, given: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the English says '{english}', the translation '{found}': the instruction reversed "
                                  f"('{verb}' became '{given}')?")]


test_give_said_for_an_omission = findings_test([
    # 输入 of the English's own typing, outside the bracket of "(Enter to skip)", is no omission said as "give"; a verb
    # of omission 忽略 / 放弃 keeps it
    (NUMBER, "输入数字后按 Enter（空按 Enter 表示放弃作答）", "zh"),
    (PERCENT, "请输入南北在本节其他牌上的得分百分比（0-100；直接按 Enter 则忽略此项）", "zh"),
    (DIRECTOR, "给出 --director-error（第82C条）时，双方都是非违规方：不要给出 --nos。", "zh"),
    (DIRECTOR, "给出 --director-error（第82C条）时，双方都是非违规方：--nos 不用给出。", "zh"),
    # the omission said as 输入 / 给出 / δώστε in its own clause: one finding, a negation elsewhere in the sentence
    # (双方都不是违规方, "δεν είναι υπαίτιος": the English's "non-offending") hides it no more
    (DIRECTOR, "给出 --director-error（第82C条）时，双方都不是违规方：请输入 --nos。", "zh",
     reversed_omission("leave out --nos", "请输入 --nos", "leave out", "输入")),
    (DIRECTOR, "给出 --director-error（第82C条）时，双方都不是违规方：请给出 --nos。", "zh",
     reversed_omission("leave out --nos", "请给出 --nos", "leave out", "给出")),
    (DIRECTOR, "Όταν δίνεται το --director-error (Νόμος 82Γ), κανένας άξονας δεν είναι υπαίτιος: δώστε το --nos.", "el",
     reversed_omission("leave out --nos", "δώστε το --nos", "leave out", "δώστε")),
    (PERCENT, "南北在本节其他牌上的得分百分比（0-100；按 Enter 输入）", "zh",
     reversed_omission("Enter to skip", "按 Enter 输入", "skip", "输入")),
    (NUMBER, "输入数字后按 Enter（空按 Enter 即输入）", "zh",
     reversed_omission("empty Enter skips", "空按 Enter 即输入", "skips", "输入")),
    (IMPS, "如能给出裁定调整分，请输入非违规方的 IMP（按 Enter 输入：平均正分）", "zh",
     reversed_omission("Enter to skip", "按 Enter 输入", "skip", "输入")),
], "'leave out', 'skip' said as 'give' (输入, 给出, δώστε) in the omission's own clause and bracket: one finding.")


PENALTY = ("Procedural penalty (Law {law}), {kind}: {amount}, apart from the board's score; the score of {other} does "
           "not change.")
ZH_PENALTY = "程序性处罚（第{law}条），{kind}：{amount}，"
EL_PENALTY = "Διαδικαστική ποινή (Νόμος {law}), {kind}: {amount}, "
CHANGED = negation_missing("the score of {other} does not change.")

test_negation_dropped_in_its_clause = findings_test([
    (PENALTY, ZH_PENALTY + "与该副牌得分无关；{other} 的得分改变。", "zh", CHANGED),
    (PENALTY, ZH_PENALTY + "不影响该副牌得分；{other} 的得分改变。", "zh", CHANGED),
    (PENALTY, ZH_PENALTY + "无涉该副牌得分；{other} 的得分有变。", "zh", CHANGED),
    (PENALTY, ZH_PENALTY + "与该副牌得分无关；{other} 的得分随之变化。", "zh", CHANGED),
    (PENALTY, EL_PENALTY + "χωρίς σχέση με τη βαθμολογία της διανομής· η βαθμολογία του {other} αλλάζει.", "el", CHANGED),
    (PENALTY, EL_PENALTY + "που δεν επηρεάζει τη βαθμολογία της διανομής· η βαθμολογία του {other} αλλάζει.", "el",
     CHANGED),
    # the clause keeps its negation, or says the sameness: no finding
    (PENALTY, ZH_PENALTY + "与该副牌得分无关；{other} 的得分不变。", "zh"),
    (PENALTY, ZH_PENALTY + "不影响该副牌得分；{other} 的得分不变。", "zh"),
    (PENALTY, ZH_PENALTY + "与该副牌得分无关；{other} 的得分维持原状。", "zh"),
    (PENALTY, EL_PENALTY + "που δεν επηρεάζει τη βαθμολογία της διανομής· η βαθμολογία του {other} δεν αλλάζει.",
     "el"),
    (PENALTY, EL_PENALTY + "χωρίς σχέση με τη βαθμολογία της διανομής· η βαθμολογία του {other} μένει ίδια.", "el"),
], "A negation dropped in its own clause, another clause's negation beside it: one finding.")
