"""Misses of tester t9ax in law texts and negation (issue 9 §2, fix9oa), each a kind: the tester's input and other
wordings.

1. A Chinese word read across a word boundary: 除非 ("unless") inside 消除非违规方 (消除 "take away" + 非违规方 "the
   non-offending side"; 12B1 "take away any advantage gained by an offending side" with its side swapped, tester
   t9ax zh_laws067) is no exception added: the side swap is the one finding. 消除非违规方所受的损害 (a correct
   rewording of "redress damage to a non-offending side") none; a real 除非 added, also before 违规方, still found.
2. The cause or time of a condition dropped (Law 12B1 "when, because of an infraction, …", 12C1(a) "When after an
   irregularity …", 12C2(a) "When owing to an irregularity …"), the condition itself kept (当…时, όταν): one
   finding naming the part, the rule applying in more cases (tester t9ax zh_laws090, zh_laws091). The cause or
   time said otherwise (因违规, 违规之后, 发生违规以后; εξαιτίας, λόγω, μετά από) none.
3. An instruction to leave something out said with its omission negated ("leave out --nos" as "μην παραλείψετε το
   --nos", 请不要省略 --nos, 请勿跳过; "Enter to skip" as "Enter για να μην παραλειφθεί"): the instruction reversed,
   one finding (tester t9ax el_msgs078). The omission said by a negated "give" (请不要给出, 请勿给出, 无需给出, "μη
   δώσετε", "μην δίνετε") or a plain verb of omission (请省略, παραλείψτε, 略过) none.
"""

from __future__ import annotations

from tests.support import findings_test, law_texts

# tester t9ax's correct zh fills (its "pre"), on which it wrote its edits
PRE_12B1 = ("调整分数的目的是弥补非违规方所受的损害，并消除违规方通过其违规所获得的任何利益。当由于违规，无辜的一方所得的牌桌结果"
            "不如违规未发生时本可预期的结果有利时，即存在损害。")
PRE_12C1A = "当发生违规后，裁判依据本规则有权调整分数并且能够判给裁定调整分时，他就这样做。这样的分数取代打牌所得的分数。"

EN_12B1, ZH_12B1 = law_texts("zh", "12B1")
EL_12B1 = law_texts("el", "12B1")[1]
EN_12C1A, ZH_12C1A = law_texts("zh", "12C1(a)")
EL_12C1A = law_texts("el", "12C1(a)")[1]
EN_12C2A, ZH_12C2A = law_texts("zh", "12C2(a)")
EL_12C2A = law_texts("el", "12C2(a)")[1]


def edited(text: str, old: str, new: str) -> str:
    """``text`` with its one ``old`` made ``new`` (the edit must apply)."""
    assert text.count(old) == 1, old
    return text.replace(old, new)


SWAPPED = [("terminology", "error", "'非违规方' where the English says 'offending side': the offending and non-offending "
                                    "sides swapped?")]
UNLESS_ADDED = [("sentences", "error", "the translation adds '除非', a limit of the rule the English does not have: a "
                                       "clause added, the rule narrowed?")]

test_unless_read_across_two_words_in_12B1 = findings_test([
    (EN_12B1, edited(PRE_12B1, "消除违规方通过", "消除非违规方通过"), "zh", SWAPPED),  # tester t9ax zh_laws067
    (EN_12B1, edited(ZH_12B1, "取消违规方通过", "排除非违规方通过"), "zh", SWAPPED),
    (EN_12B1, PRE_12B1, "zh"),
    (EN_12B1, edited(PRE_12B1, "弥补非违规方所受的损害", "消除非违规方所受的损害"), "zh"),
    (EN_12B1, edited(PRE_12B1, "弥补非违规方", "解除非违规方"), "zh"),
    (EN_12B1, edited(PRE_12B1, "即存在损害。", "即存在损害，除非违规方同意。"), "zh", UNLESS_ADDED),
    (EN_12B1, edited(ZH_12B1, "任何利益。", "任何利益，除非比赛主办机构另有规定。"), "zh", UNLESS_ADDED),
], "除非 across 消除 + 非违规方 is no exception added; a real 除非 still is.", "12B1")


def part_missing(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the part '{text}' of a condition of the English is missing in the translation: "
                                   f"the rule applies in more cases?")]


BECAUSE = part_missing("because of an infraction")
AFTER = part_missing("after an irregularity")
OWING = part_missing("owing to an irregularity")

test_a_conditions_cause_dropped_in_12B1 = findings_test([
    (EN_12B1, edited(PRE_12B1, "当由于违规，无辜的一方", "当无辜的一方"), "zh", BECAUSE),  # tester t9ax zh_laws090
    (EN_12B1, edited(EL_12B1, "όταν, λόγω κάποιας παράβασης, ένας", "όταν ένας"), "el", BECAUSE),
    # the shipped 损害是指 (a definition) without its cause: the condition's own finding, as before (fix9ak)
    (EN_12B1, edited(ZH_12B1, "由于违规，", ""), "zh",
     [("sentences", "error", "the condition 'when, because of an infraction' of the English is missing in the "
                             "translation: the rule made unconditional?")]),
    (EN_12B1, ZH_12B1, "zh"),
    (EN_12B1, edited(ZH_12B1, "由于违规，", "因违规，"), "zh"),
    (EN_12B1, edited(PRE_12B1, "由于违规，", "由于某一违规，"), "zh"),
    (EN_12B1, EL_12B1, "el"),
    (EN_12B1, edited(EL_12B1, "λόγω κάποιας", "εξαιτίας μιας"), "el"),
], "A cause of a condition dropped, the condition kept, is one finding.", "12B1")

test_a_conditions_time_dropped_in_12C1a = findings_test([
    (EN_12C1A, edited(PRE_12C1A, "当发生违规后，裁判", "裁判"), "zh", AFTER),  # tester t9ax zh_laws091
    (EN_12C1A, edited(ZH_12C1A, "违规发生后，", ""), "zh", AFTER),
    (EN_12C1A, edited(EL_12C1A, "Όταν, έπειτα από κάποια ανωμαλία, ο", "Όταν ο"), "el", AFTER),
    (EN_12C1A, PRE_12C1A, "zh"),
    (EN_12C1A, edited(ZH_12C1A, "违规发生后，", "违规之后，"), "zh"),
    (EN_12C1A, edited(ZH_12C1A, "违规发生后，", "在发生违规以后，"), "zh"),
    (EN_12C1A, edited(EL_12C1A, "έπειτα από κάποια", "μετά από μια"), "el"),
], "A time of a condition dropped, the condition kept, is one finding.", "12C1(a)")

test_a_conditions_cause_dropped_in_12C2a = findings_test([
    (EN_12C2A, edited(ZH_12C2A, "当由于违规而无法", "当无法"), "zh", OWING),
    (EN_12C2A, edited(EL_12C2A, "Όταν, εξαιτίας μιας ανωμαλίας, δεν", "Όταν δεν"), "el", OWING),
    (EN_12C2A, edited(ZH_12C2A, "当由于违规而无法", "当因违规而无法"), "zh"),
    (EN_12C2A, edited(EL_12C2A, "εξαιτίας μιας", "λόγω μιας"), "el"),
], "A cause of a condition dropped, the condition kept, is one finding.", "12C2(a)")

NOS = "With --director-error (Law 82C) both sides are non-offending: leave out --nos."
NOS_ZH = "使用 --director-error（第82条C款）时双方均为非违规方：请不要给出 --nos。"
NOS_EL = "Με το --director-error (Νόμος 82Γ) και οι δύο άξονες είναι αναίτιοι: παραλείψτε το --nos."
PCT = "North-South's percentage on the other boards of this session (0-100; Enter to skip)"
PCT_ZH = "南北在本节其他牌上的得分百分比（0-100；按 Enter 跳过）"
PCT_EL = "Το ποσοστό του άξονα Βορρά-Νότου στις υπόλοιπες διανομές της ημερίδας (0-100· Enter για παράλειψη)"


def reversed_(english: str, found: str, verb: str, given: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the English says '{english}', the translation '{found}': the instruction reversed "
                                  f"('{verb}' became '{given}')?")]


test_an_omission_negated_is_the_instruction_reversed = findings_test([
    (NOS, edited(NOS_EL, "παραλείψτε το", "μην παραλείψετε το"), "el",  # tester t9ax el_msgs078
     reversed_("leave out --nos", "μην παραλείψετε το --nos", "leave out", "μην παραλείψετε")),
    (NOS, edited(NOS_EL, "παραλείψτε το", "μη παραλείπετε το"), "el",
     reversed_("leave out --nos", "μη παραλείπετε το --nos", "leave out", "μη παραλείπετε")),
    (NOS, edited(NOS_ZH, "请不要给出", "请不要省略"), "zh",
     reversed_("leave out --nos", "请不要省略 --nos", "leave out", "不要省略")),
    (NOS, edited(NOS_ZH, "请不要给出", "请勿跳过"), "zh", reversed_("leave out --nos", "请勿跳过 --nos", "leave out", "勿跳过")),
    (PCT, edited(PCT_EL, "Enter για παράλειψη", "Enter για να μην παραλειφθεί"), "el",
     reversed_("Enter to skip", "Enter για να μην παραλειφθεί", "skip", "μην παραλειφθεί")),
    (NOS, NOS_EL, "el"),
    (NOS, edited(NOS_EL, "παραλείψτε το", "μη δώσετε το"), "el"),
    (NOS, edited(NOS_EL, "παραλείψτε το", "μην δίνετε το"), "el"),
    (NOS, NOS_ZH, "zh"),
    (NOS, edited(NOS_ZH, "请不要给出", "请省略"), "zh"),
    (NOS, edited(NOS_ZH, "请不要给出", "请勿给出"), "zh"),
    (NOS, edited(NOS_ZH, "请不要给出", "无需给出"), "zh"),
    (PCT, PCT_ZH, "zh"),
    (PCT, edited(PCT_ZH, "按 Enter 跳过", "按 Enter 略过"), "zh"),
    (PCT, edited(PCT_EL, "Enter για παράλειψη", "Enter για να το παραλείψετε"), "el"),
], "A verb of omission negated where the English says to leave out is one finding, the instruction reversed.")
