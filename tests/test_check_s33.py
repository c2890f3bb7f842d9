"""Lead, session 33 (issue 9 §2): the merge of fix9oa (a condition's cause or time dropped, "owing to an
irregularity", is one finding) with the rest.

- The irregularity named as the subject of a verb of causing (当违规导致无法取得结果时, 当一次违规使…; "Όταν μια
  ανωμαλία καθιστά …") says the English's "owing to an irregularity": no cause dropped
  (:data:`helper.catalog.checks.conditions._CAUSED_BY`).
- A cause said missing in a sentence whose rest another error finding names (the condition reversed to "regardless
  whether", 无论能否取得结果: tester t9ax zh_laws096) is that finding's: one finding, which quotes the English with
  "…" where the cause was cut, not a run of spaces."""

from __future__ import annotations

from tests.support import edits_test, findings_test, law_texts, shipped_message

ZH_12C2A = ("当由于违规而无法取得结果时[另见本条C款1项(d)]，裁判根据对违规所负的责任判给人为调整分：直接有过错的参赛者得平均负分"
            "（双人赛中最多为可得比赛分的40%），仅部分有过错的参赛者得平均分（双人赛中为50%），完全没有过错的参赛者得平均正分"
            "（双人赛中至少为60%）。")
"""Tester t9ax's own fill of the empty zh 12C2(a) (no finding)."""
EN_12C2A = law_texts("el", "12C2(a)")[0]
CAUSE_GONE = ("sentences", "error", "the part 'owing to an irregularity' of a condition of the English is missing in "
                                    "the translation: the rule applies in more cases?")
REVERSED = ("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'When … "
                                 "no result can be obtained [see also C1(d)] the Direc…': a prohibition made a "
                                 "permission, or a condition reversed?")

test_cause_said_by_a_verb_of_causing = findings_test([
    (EN_12C2A, ZH_12C2A, "zh"),
    (EN_12C2A, ZH_12C2A.replace("当由于违规而无法取得结果时", "当违规导致无法取得结果时"), "zh"),
    (EN_12C2A, ZH_12C2A.replace("当由于违规而无法取得结果时", "当一次违规致使无法取得结果时"), "zh"),
    (EN_12C2A, ZH_12C2A.replace("当由于违规而无法取得结果时", "当违规使得无法取得结果时"), "zh"),
    # the cause dropped, no verb of causing: still found
    (EN_12C2A, ZH_12C2A.replace("当由于违规而无法取得结果时", "当无法取得结果时"), "zh", [CAUSE_GONE]),
    # a verb of causing whose subject is no irregularity ("when the time causes …") says no cause
    (EN_12C2A, ZH_12C2A.replace("当由于违规而无法取得结果时", "当时间使得无法取得结果时"), "zh", [CAUSE_GONE]),
    # the condition reversed with its cause gone: the negation's one finding
    (EN_12C2A, ZH_12C2A.replace("当由于违规而无法取得结果时", "无论能否取得结果"), "zh", [REVERSED]),
], paragraph="12C2(a)", doc="A cause said by the irregularity's verb of causing; a reversed condition one finding.")

test_greek_cause_said_by_a_verb_of_causing = edits_test([
    ("el", "12C2(a)", "Όταν, εξαιτίας μιας ανωμαλίας, δεν μπορεί να υπάρξει αποτέλεσμα",
     "Όταν μια ανωμαλία έχει ως αποτέλεσμα να μην μπορεί να υπάρξει αποτέλεσμα", []),
    ("el", "12C2(a)", "Όταν, εξαιτίας μιας ανωμαλίας, δεν μπορεί", "Όταν δεν μπορεί", [CAUSE_GONE]),
], doc="The Greek cause said by 'a irregularity has as its result'; dropped, found.")


# A bracket of the English's prose left whole in a message (tester t9ay EM-097, ZM-092): English left, one finding -
# not a negation missing read from the English's "skip" (it keeps its own); a bracket of tokens or a gloss none.
EW_IMPS = "East-West's average IMPs per board on the other boards of this session (Enter to skip)"
NS_IMPS = "North-South's average IMPs per board on the other boards of this session (Enter to skip)"


def left(phrase: str) -> list[tuple[str, str, str]]:
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{phrase}'")]


test_a_bracket_of_english_prose_left_whole = findings_test([
    (NS_IMPS, shipped_message("el", NS_IMPS), "el"),
    (NS_IMPS, shipped_message("zh", NS_IMPS), "zh"),
    (NS_IMPS, shipped_message("el", NS_IMPS).replace("(Enter για παράλειψη)", "(Enter to skip)"), "el",
     left("Enter to skip")),
    (NS_IMPS, shipped_message("zh", NS_IMPS).replace("（按 Enter 跳过）", "（Enter to skip）"), "zh",
     left("Enter to skip")),
    (EW_IMPS, "Ο μέσος όρος IMPs ανά διανομή του άξονα Ανατολής-Δύσης στις υπόλοιπες διανομές της ημερίδας "
              "(Enter to skip)", "el", left("Enter to skip")),
    # the Greek's own words around the key: none
    (EW_IMPS, "Ο μέσος όρος IMPs ανά διανομή του άξονα Ανατολής-Δύσης στις υπόλοιπες διανομές της ημερίδας "
              "(Enter: παράλειψη)", "el"),
], doc="A bracket left in English whole is the untranslated run's one finding.")
