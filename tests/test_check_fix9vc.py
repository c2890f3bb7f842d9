"""Tester t9ba's negation, may/must and condition inputs (issue 9 §2, fix9vc), each a kind: the input, other defects
of the kind (one finding each) and correct rewordings (none), in both languages.

1. A negation dropped or added inside a dialogue answer that opens with its label "No:" / "Όχι:" / 否： / 不能：
   (:func:`helper.catalog.checks.choices.answer_agreed`, :func:`helper.catalog.checks.negation.answer_negation_dropped`):
   "No: the possibilities are numerous or not obvious" as "Όχι: … πολλές ή προφανείς" (neg37), 不能：可能性很多或明显
   (neg38); "No: every table played the same version" as 否：各桌打的不是同一版本 (neg57), "Όχι: δεν έπαιξαν όλα τα
   τραπέζια" (neg60).  The label's own Όχι / 否 / 不能 no longer hides the change: one negation error naming the answer.
2. "No adjusted score: the Director may not award one …" as 判给调整分：裁判不得… (neg34): the negated modal keeps its
   不得, the "No" of the label is dropped: one negation error naming 'No adjusted score'.
3. A "without" said by a word that holds no negation (不计这副牌) takes no negation of the sentence: "could not be
   known" as 不可能知道 keeps its "not" (rew100, a rewording: no finding).
4. "need not" said as a prohibition ("need not balance" as 不得平衡, "δεν πρέπει να είναι": may42, may43;
   :func:`helper.catalog.checks.interface_modality.interface_modality`'s "forbids"): one terminology error, a
   permission made a prohibition; 无须, 不必, "δεν χρειάζεται" none.
5. "needs an answer" said as "may be answered" (此问题可以回答, may44): the duty weakened, the "must"'s one terminology
   error; 需要, 须 none.  (may28, zh 12C3 "shall not" as 可不: the weakened prohibition's error, which the shipped fuzzy
   12C3 has too: the harness, comparing with it, counts none; here against the reviewed text, one.)
6. A condition said as a cause ("If" as 由于, "Επειδή", "Αφού": con04, con17, con40, con41;
   :func:`helper.catalog.checks.conditions.condition_made_cause`): the rule applied always.  One sentences error
   naming the "If" (con40 named another condition missing); "Αν", "Εάν", 如果, 若 none.
7. A condition's opening dropped with no condition word left (86B1 without "όταν ο Διαιτητής επιδικάζει
   επανορθωτική βαθμολογία και", con13): the condition missing, one sentences error.
8. A condition dropped, its words not said missing again: 12C4 without 当裁判判给不平衡的调整分时 keeping 在淘汰赛中 (con24:
   no "limit 淘汰赛 added"), an interface string without "if no other table played it" (con30: no negation nor "other"
   missing); 12C2(c)'s "if" as 除非 (con25: 除非非违规 is no 非 written twice nor the sides swapped): one finding each.
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, findings, shipped_message

POSSIBLE_EN = "No: the possibilities are numerous or not obvious (artificial score)"
SAME_EN = "No: every table played the same version (it is scored as usual)"
ALL_EN = "No: those are all the versions"
NO_SCORE_EN = ("No adjusted score: the Director may not award one because the rectification in the Laws seems unduly "
               "severe or advantageous to either side. Apply the rectification the Laws prescribe.")
REDEAL_EN = ("Law 86A does not prevent a redeal here: the match result without this board could not be known to a "
             "contestant. The Director may order the board redealt under Law 6.")
BALANCE_EN = "The Director's error: both sides are treated as non-offending (Law 82C); the scores need not balance."
ANSWER_EN = "This question needs an answer."
RULING_EN = "A changed ruling needs the new scores: give --ns and --ew."
OTHER_EN = "The other results of the version played at this table, as NS scores (Enter if no other table played it)"


def edited(english: str, lang: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to the shipped ``lang`` translation of ``english``."""
    text = shipped_message(lang, english)
    assert old in text, (lang, old)
    before = {(check, message) for check, _severity, message in findings(english, text, lang)}
    return [f for f in findings(english, text.replace(old, new, 1), lang) if (f[0], f[2]) not in before]


def missing(text: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"a negation of the English (not, no, unless) is missing in the translation of "
                                  f"'{text}': a prohibition made a permission, or a condition reversed?")]


def negates(text: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the translation negates '{text}' where the English does not: a permission or a "
                                  "duty made a prohibition, or a condition reversed?")]


POSSIBLE_MISSING = missing("the possibilities are numerous or not obvious")
SAME_NEGATED = negates("every table played the same version (it is scored as usual)")


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (POSSIBLE_EN, "el", "ή όχι προφανείς", "ή προφανείς", POSSIBLE_MISSING),  # t9ba neg37
    (POSSIBLE_EN, "zh", "或不明显", "或明显", POSSIBLE_MISSING),  # t9ba neg38
    (SAME_EN, "zh", "各桌打的是同一版本", "各桌打的不是同一版本", SAME_NEGATED),  # t9ba neg57
    (SAME_EN, "el", "Όχι: όλα τα τραπέζια", "Όχι: δεν έπαιξαν όλα τα τραπέζια", SAME_NEGATED),  # t9ba neg60
    (SAME_EN, "el", "έπαιξαν την ίδια", "δεν έπαιξαν την ίδια", SAME_NEGATED),
    (ALL_EN, "zh", "这些就是全部版本", "这些不是全部版本", negates("those are all the versions")),
    (ALL_EN, "el", "αυτές είναι όλες", "αυτές δεν είναι όλες", negates("those are all the versions")),
    # correct: the answer said otherwise, its label too
    (POSSIBLE_EN, "el", "ή όχι προφανείς", "ή μη προφανείς", []),
    (POSSIBLE_EN, "zh", "或不明显", "或并不明显", []),
    (POSSIBLE_EN, "zh", "不能：", "否：", []),
    (SAME_EN, "zh", "否：", "不是：", []),
    (SAME_EN, "el", "όλα τα τραπέζια έπαιξαν", "κάθε τραπέζι έπαιξε", []),
    (ALL_EN, "zh", "这些就是全部版本", "这些是所有的版本", []),
])
def test_answer_negations(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (NO_SCORE_EN, "zh", "不判调整分", "判给调整分", missing("No adjusted score")),  # t9ba neg34
    (NO_SCORE_EN, "el", "Καμία επανορθωτική βαθμολογία:", "Επανορθωτική βαθμολογία:", missing("No adjusted score")),
    # correct: the "No" said otherwise, the "may not" kept
    (NO_SCORE_EN, "zh", "不判调整分", "不给调整分", []),
    (NO_SCORE_EN, "zh", "不判调整分", "无调整分", []),
    # "No result can be obtained": one negation, its modal's (t9ba unt26, unt27 kept their one finding)
    ("No result can be obtained (cards mixed, board not played)", "zh", "无法得出结果", "不能得出结果", []),
    ("No result can be obtained (cards mixed, board not played)", "el", "Δεν μπορεί να επιτευχθεί",
     "Δεν είναι δυνατόν να επιτευχθεί", []),
    # a "without" said by 不计 (no negation of its own): "could not be known" as 不可能知道 keeps its "not"
    (REDEAL_EN, "zh", "参赛者不可能知道除去这副牌后的比赛结果", "参赛者不可能知道不计这副牌时的比赛结果", []),  # t9ba rew100
    (REDEAL_EN, "zh", "参赛者不可能知道除去这副牌后的比赛结果", "参赛者无法知道不计这副牌时的比赛结果", []),
    # ... but said "could be known" it is dropped still
    (REDEAL_EN, "zh", "参赛者不可能知道除去这副牌后的比赛结果", "参赛者可能知道不计这副牌时的比赛结果",
     missing("the match result without this board could not be known to a…")),
])
def test_negation_beside_a_label_or_without(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


def forbids(text: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English only says it is not required ('{text}'), the translation forbids it: "
                                     "a permission made a prohibition?")]


def weakened(text: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English obliges ('shall', 'must') in '{text}', the translation only allows: "
                                     "the rule weakened?")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (BALANCE_EN, "el", "δεν χρειάζεται να είναι", "δεν πρέπει να είναι", forbids("need not balance")),  # t9ba may42
    (BALANCE_EN, "zh", "无须平衡", "不得平衡", forbids("need not balance")),  # t9ba may43
    (BALANCE_EN, "zh", "无须平衡", "不能平衡", forbids("need not balance")),
    (BALANCE_EN, "el", "δεν χρειάζεται να είναι", "απαγορεύεται να είναι", forbids("need not balance")),
    (ANSWER_EN, "zh", "必须回答", "可以回答", weakened("needs an answer")),  # t9ba may44
    # (Greek: the rule of a duty stated as done, made a permission, names it first)
    (ANSWER_EN, "el", "χρειάζεται απάντηση", "μπορεί να απαντηθεί",
     [("terminology", "error", "the English states what is done in 'This question needs an answer.', the translation "
                               "only allows it: a duty made a permission?")]),
    # correct: "need not" and "needs" said otherwise
    (BALANCE_EN, "zh", "无须平衡", "不必平衡", []),
    (BALANCE_EN, "zh", "无须平衡", "不一定平衡", []),
    (BALANCE_EN, "el", "δεν χρειάζεται να είναι", "δεν είναι απαραίτητο να είναι", []),
    (ANSWER_EN, "zh", "必须回答", "需要回答", []),
    (ANSWER_EN, "zh", "必须回答", "须回答", []),
    (ANSWER_EN, "el", "χρειάζεται απάντηση", "πρέπει να απαντηθεί", []),
    (RULING_EN, "zh", "需要新的分数", "须有新的分数", []),
])
def test_need_not_and_needs(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


def made_cause(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the English's condition '{english}' is a cause in the translation ('{found}': "
                                   "because): the rule applied always, as if the condition were a fact?")]


def condition_missing(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the condition '{text}' of the English is missing in the translation: the rule "
                                   "made unconditional?")]


# tester t9ba's own correct 12C1(e) (its con41 with 如果 restored): a clean text to edit
T9BA_12C1E_ZH = ("如果在违规发生之后，非违规方因极其严重的错误（与该违规无关）或因赌博性的行动（该行动如果失败，非违规方可能希望通过纠正"
                 "得到补偿）而造成了自身的损害，则：")


@pytest.mark.parametrize("lang, paragraph, old, new, expected", [
    ("el", "12C1(d)", "Αν οι πιθανότητες", "Επειδή οι πιθανότητες",
     made_cause("If", "Επειδή οι πιθανότητες είναι πολλές")),  # t9ba con04
    ("zh", "12C1(d)", "如果可能性", "由于可能性", made_cause("If", "由于可能性很多或不明显")),  # t9ba con17
    ("el", "12C1(e)", "Αν, έπειτα", "Αφού, έπειτα", made_cause("If", "Αφού")),  # t9ba con40
    ("zh", "12C1(e)", "如果在违规之后", "由于在违规之后", made_cause("If", "由于在违规之后")),
    ("zh", "12C1(d)", "如果可能性", "因为可能性", made_cause("If", "因为可能性很多或不明显")),
    ("el", "12C1(d)", "Αν οι πιθανότητες", "Καθώς οι πιθανότητες",
     made_cause("If", "Καθώς οι πιθανότητες είναι πολλές")),
    # a condition's opening dropped, none left (t9ba con13)
    ("el", "86B1", "όταν ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία και ", "",
     condition_missing("when the Director awards an adjusted score and the result a…")),
    ("el", "86B1", "όταν ο Διαιτητής", "ο Διαιτητής",
     condition_missing("when the Director awards an adjusted score and the result a…")),
    # a condition dropped, its "knockout" kept: no limit added (t9ba con24)
    ("zh", "12C4", "裁判在淘汰赛中判给不平衡的调整分时，", "在淘汰赛中，",
     condition_missing("When the Director awards non-balancing adjusted scores in k…")),
    # correct: the condition said with another word of condition
    ("el", "12C1(d)", "Αν οι πιθανότητες", "Εάν οι πιθανότητες", []),
    ("zh", "12C1(d)", "如果可能性", "若可能性", []),
    ("zh", "12C1(d)", "如果可能性很多或不明显，", "在可能性很多或不明显的情况下，", []),
    ("el", "12C1(e)", "Αν, έπειτα", "Εφόσον, έπειτα", []),
])
def test_condition_made_cause_or_dropped(lang, paragraph, old, new, expected):
    assert edit_findings(lang, paragraph, old, new) == expected


def test_condition_made_cause_in_a_testers_text():
    # t9ba con41 (its own 12C1(e))
    assert edit_findings("zh", "12C1(e)", "如果在违规发生之后", "由于在违规发生之后", clean=T9BA_12C1E_ZH) == \
        made_cause("If", "由于在违规发生之后")


def test_shall_not_made_may_not():
    # t9ba may28: "shall not award a procedural penalty" as 可不 ("may not", a permission not to)
    assert edit_findings("zh", "12C3", "则不得对该同伴", "则可不对该同伴") == [
        ("terminology", "error", "'可不' (may ... not: a permission) where the English forbids ('shall not', 'must "
                                 "not'): the rule weakened?")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (OTHER_EN, "zh", "（若没有其他牌桌打过此版本，按 Enter）", "（按 Enter）",
     condition_missing("if no other table played it")),  # t9ba con30
    (OTHER_EN, "el", " αν δεν την έπαιξε άλλο τραπέζι", "", condition_missing("if no other table played it")),
])
def test_interface_condition_dropped_alone(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


# tester t9ba's own 12C2(c) (its con25 with 如果 restored)
T9BA_12C2C_ZH = ("如果非违规参赛者在该节比赛中的得分超过可得比赛分的60%，或违规参赛者在该节比赛中的得分低于可得比赛分的40%（或IMP的等值），"
                 "则上述规定予以修改。此类参赛者得到其在该节比赛其他牌上所得的百分比（或IMP的等值）。")


def test_if_made_unless_alone():
    # t9ba con25: 除非非违规参赛者 ("unless the non-offending contestant") is no 非 written twice, no sides swapped
    assert edit_findings("zh", "12C2(c)", "如果非违规", "除非非违规", clean=T9BA_12C2C_ZH) == [
        ("sentences", "error", "the translation adds '除非', a limit of the rule the English does not have: a clause "
                               "added, the rule narrowed?")]
