"""Tester t9az's interface-string inputs (issue 9 §2, fix9tb), each a kind: the input, other defects of the kind
(one finding each) and correct rewordings (none), in both languages.

1. An answer label reversed (:func:`helper.catalog.checks.choices.answer_reversed`): the dialogue choice "Yes: no
   redeal, award an adjusted score (Law 86A)" said as "Όχι: …" (z496), "No: every table played the same version (it
   is scored as usual)" as 是：… (z497): the Director picks the answer to the opposite question.  One terminology error
   naming both labels (a word said by its opposite); the label's own Όχι / 不是 no negation added too.
2. An alternative dropped with the "or" of a list (:func:`helper.catalog.checks.alternatives.dropped_last_alternative`):
   "upheld, changed (give the new scores) or withdrawn" as "επικυρώνεται, μεταβάλλεται (…)" (z510), 维持、变更（…）
   (z511): a choice the Director no longer sees.  One terminology error naming the English list; none where the
   translation keeps every item without an "or" (、撤回), nor a second one where an item is said missing already (a
   value the Director types, "or at Butler", "+420" a number of the English).
3. A value of a typed list said as another value of the list ("the side must be ns or ew" as "ns ή ns", z394): the
   Director told to type a value the helper refuses in its place.  One options error naming both values, as for a
   value changed into a word of the translation (fix9ch); a value written once more than the English has it in the
   place of the one lost reads as that one.
4. "must" said as a recommendation ("must be at least the number of results" as 最好不少于, "preferably at least",
   z434; "καλύτερα να είναι", "συνιστάται"): the Director left free as by a "may".  One modality error, the rule
   weakened; 须 (a duty) none.
5. An "unless" reversed (:func:`helper.catalog.checks.conditions.unless_reversed`): "needed unless the contract names
   it" as "απαιτείται, αν τον αναφέρει το συμβόλαιο" (z506: "εκτός" dropped, no exception nor negation left) is one
   negation-missing error; as 定约中未写明时可省略 (z505: the omission said and the condition negated besides) one
   negation-added error.  "εκτός αν", 除非, 可省略 alone, "όταν δεν τον αναφέρει" keep it.
"""

from __future__ import annotations

import pytest

from tests.support import findings, shipped_message

REDEAL_EN = "Yes: no redeal, award an adjusted score (Law 86A)"
SAME_EN = "No: every table played the same version (it is scored as usual)"
ASSIGNED_EN = "Yes: award an assigned adjusted score (Law 86B1)"
POSSIBLE_EN = "No: the possibilities are numerous or not obvious (artificial score)"
ONE_EN = "Yes: one result, or a few results with their likelihood"
ALL_EN = "No: those are all the versions"


def edited(english: str, lang: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to the shipped ``lang`` translation of ``english``."""
    text = shipped_message(lang, english)
    assert old in text, (lang, old)
    before = {(check, message) for check, _severity, message in findings(english, text, lang)}
    return [f for f in findings(english, text.replace(old, new, 1), lang) if (f[0], f[2]) not in before]


def reversed_answer(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation its opposite '{found}': the "
                                     "meaning reversed?")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (REDEAL_EN, "el", "Ναι:", "Όχι:", reversed_answer("Yes", "Όχι")),  # t9az z496
    (SAME_EN, "zh", "否：", "是：", reversed_answer("No", "是")),  # t9az z497
    (ASSIGNED_EN, "zh", "是：", "否：", reversed_answer("Yes", "否")),
    (ASSIGNED_EN, "zh", "是：", "不是：", reversed_answer("Yes", "不是")),  # its 不 no negation added too
    (ONE_EN, "zh", "能：", "不能：", reversed_answer("Yes", "不能")),
    (POSSIBLE_EN, "zh", "不能：", "能：", reversed_answer("No", "能")),
    (POSSIBLE_EN, "el", "Όχι:", "Ναι:", reversed_answer("No", "Ναι")),
    (ALL_EN, "el", "Όχι:", "Ναι:", reversed_answer("No", "Ναι")),
    (ALL_EN, "zh", "否：", "是的：", reversed_answer("No", "是的")),
    ("No", "el", "Όχι", "Ναι", reversed_answer("No", "Ναι")),  # the bare answer
    # correct: the same answer said otherwise
    (ALL_EN, "zh", "否：", "不是：", []),
    (ALL_EN, "zh", "否：", "不：", []),
    (SAME_EN, "zh", "否：", "没有：", []),
    (ASSIGNED_EN, "zh", "是：", "是的：", []),
    ("Yes: give the results of the next version", "el", "Ναι:", "ΝΑΙ:", []),
    ("Yes: give the results of the next version", "zh", "是：", "好：", []),  # no answer word: not read
    (POSSIBLE_EN, "el", "Όχι:", "ΟΧΙ:", []),
])
def test_answer_reversed(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


UPHELD_EN = "upheld, changed (give the new scores) or withdrawn"
PENALTY_EN = "the penalty: percent of a top (mp), IMPs or VPs (default: the standard penalty of the settings)"
MOVEMENT_EN = "matchpoints, IMPs (teams), pairs at cross-IMPs or at Butler"


def dropped(text: str, count: int, found: int) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English names {count} alternatives in '{text}', the translation {found}: an "
                                     "alternative dropped?")]


UPHELD_DROPPED = dropped(UPHELD_EN, 3, 2)
PENALTY_DROPPED = dropped("percent of a top (mp), IMPs or VPs", 3, 2)


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (UPHELD_EN, "el", " ή αποσύρεται", "", UPHELD_DROPPED),  # t9az z510
    (UPHELD_EN, "zh", "或撤回", "", UPHELD_DROPPED),  # t9az z511
    (UPHELD_EN, "el", "επικυρώνεται, ", "", UPHELD_DROPPED),  # the first item dropped, the "or" with it
    (UPHELD_EN, "zh", "维持、", "", UPHELD_DROPPED),
    (PENALTY_EN, "el", " ή VP", "", PENALTY_DROPPED),
    (PENALTY_EN, "zh", "或 VP", "", PENALTY_DROPPED),
    # an item said missing already: that finding only
    ("a result: 4SN=, 3NTS-1 or +420", "zh", " 或 +420", "",
     [("number", "error", "number 420 of the English is missing in the translation")]),  # t9az z529 (一个 is the
    # article "a", no partner of 420: tester t9bk bk-alt22, fixzw)
    (MOVEMENT_EN, "el", " ή σε Butler", "",
     [("sentences", "error", "the alternative 'or at Butler' of the English is missing in the translation: the rule "
                             "narrowed?")]),
    ("interface language: en, zh or el (default: from the environment)", "zh", " 或 el", "",
     [("options", "error", "the value 'el' the English lists is not in the translation: a Director not told he may "
                           "type it?")]),
    # correct: every item kept, listed without an "or"
    (UPHELD_EN, "zh", "或撤回", "、撤回", []),
    (UPHELD_EN, "el", " ή αποσύρεται", ", αποσύρεται", []),
    (PENALTY_EN, "zh", " 或 VP", "、VP", []),
])
def test_last_alternative_dropped(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


SIDE_EN = "{field}: the side must be ns or ew, not {value}."
VULNERABILITY_EN = "vulnerability: none, ns, ew or both"


def value_said_as(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("options", "error", f"the English lists the value '{english}', the translation '{found}': a Director told "
                                 "to type another value?")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (SIDE_EN, "el", "ns ή ew", "ns ή ns", value_said_as("ew", "ns")),  # t9az z394
    (SIDE_EN, "zh", "ns 或 ew", "ns 或 ns", value_said_as("ew", "ns")),
    (SIDE_EN, "zh", "ns 或 ew", "ew 或 ew", value_said_as("ns", "ew")),
    (VULNERABILITY_EN, "el", "ew ή both", "ew ή ew", value_said_as("both", "ew")),
    (VULNERABILITY_EN, "zh", "ns、ew", "ns、ns", value_said_as("ew", "ns")),
    ("interface language: en, zh or el (default: from the environment)", "el", "en, zh", "en, el",
     value_said_as("zh", "el")),
    # correct: the values reordered
    (SIDE_EN, "el", "ns ή ew", "ew ή ns", []),
    (VULNERABILITY_EN, "zh", "ns、ew", "ew、ns", []),
])
def test_value_said_as_another(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


EXPECTED_EN = "--expected must be at least the number of results ({count})."
LIMIT_EN = "--limit must be between 1 and 100, not {limit}."


def weakened(text: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English obliges ('shall', 'must') in '{text}', the translation only allows: "
                                     "the rule weakened?")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (EXPECTED_EN, "zh", "不能少于", "最好不少于", weakened("must be at least the")),  # t9az z434
    (EXPECTED_EN, "zh", "不能少于", "宜不少于", weakened("must be at least the")),
    (EXPECTED_EN, "el", "πρέπει να είναι", "καλύτερα να είναι", weakened("must be at least the")),
    (EXPECTED_EN, "el", "πρέπει να είναι", "συνιστάται να είναι", weakened("must be at least the")),
    (LIMIT_EN, "zh", "必须在", "最好在", weakened("must be between 1 and")),
    (LIMIT_EN, "el", "πρέπει να είναι", "καλό θα ήταν να είναι", weakened("must be between 1 and")),
    # correct: a duty said otherwise
    (LIMIT_EN, "zh", "必须在", "须在", []),
    (EXPECTED_EN, "zh", "不能少于", "不得少于", []),
])
def test_must_made_recommendation(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


DECLARER_EN = "declarer (needed unless the contract names it: 7NTXN=)"
REPORTED_EN = "the reported language: zh or el (the report's language too, unless --ui-lang)"


def unless_missing(text: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"a negation of the English (not, no, unless) is missing in the translation of "
                                  f"'{text}': a prohibition made a permission, or a condition reversed?")]


def negates(text: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the translation negates '{text}' where the English does not: a permission or a "
                                  "duty made a prohibition, or a condition reversed?")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (DECLARER_EN, "el", "εκτός αν τον αναφέρει το συμβόλαιο", "αν τον αναφέρει το συμβόλαιο",
     unless_missing("unless the contract names it")),  # t9az z506
    (DECLARER_EN, "zh", "定约中已写明时可省略", "定约中未写明时可省略", negates("the contract names it")),  # t9az z505
    (DECLARER_EN, "el", "εκτός αν τον αναφέρει", "όταν τον αναφέρει", unless_missing("unless the contract names it")),
    (DECLARER_EN, "zh", "定约中已写明时可省略", "定约中没有写明时可省略", negates("the contract names it")),
    (DECLARER_EN, "zh", "定约中已写明时可省略", "定约中已写明时需要", unless_missing("unless the contract names it")),
    (REPORTED_EN, "el", "εκτός αν δοθεί", "αν δοθεί", unless_missing("unless --ui-lang")),
    (REPORTED_EN, "zh", "除非用 --ui-lang 另行指定，", "用 --ui-lang 另行指定时，", unless_missing("unless --ui-lang")),
    # correct: the exception said otherwise
    (DECLARER_EN, "el", "απαιτείται, εκτός αν τον αναφέρει", "απαιτείται όταν δεν τον αναφέρει", []),
    (DECLARER_EN, "el", "απαιτείται, εκτός αν τον αναφέρει", "παραλείπεται αν τον αναφέρει", []),
    (DECLARER_EN, "zh", "定约中已写明时可省略", "定约中未写明时必须给出", []),
    (DECLARER_EN, "zh", "定约中已写明时可省略", "除非定约中已写明", []),
])
def test_unless_reversed(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


LIMIT_EL = "Το --limit πρέπει να είναι από 1 έως 100, όχι {limit}."
LIMIT_ZH = "--limit 必须在 1 到 100 之间，而不是 {limit}。"
TOP_EN = "Top on this board: {top} MP (Law {law})."
TOP_ZH = "这副牌的满分：{top} 比赛分（{law}）。"
VERSION_EN = "Version {number}, MP: {items}"


def placeholder_missing(name: str) -> list[tuple[str, str, str]]:
    return [("placeholders", "error", f"a placeholder of the English is missing: {name}; the helper shows the English "
                                      "instead")]


BRACES = [("placeholders", "error", "its braces do not pair; the helper shows the English instead")]


@pytest.mark.parametrize("english, text, lang, expected", [
    (LIMIT_EN, LIMIT_EL.replace("{limit}", ""), "el", placeholder_missing("{limit}")),  # t9az z363
    (LIMIT_EN, LIMIT_ZH.replace("{limit}", ""), "zh", placeholder_missing("{limit}")),
    (LIMIT_EN, LIMIT_ZH.replace(" {limit}", ""), "zh", placeholder_missing("{limit}")),
    (TOP_EN, TOP_ZH.replace("{top}", "{top]"), "zh", BRACES),  # t9az z380
    (TOP_EN, TOP_ZH.replace("{top}", "(top}"), "zh", BRACES),
    (TOP_EN, TOP_ZH.replace("{law}", "{law]"), "zh", BRACES),
    (TOP_EN, TOP_ZH.replace("{top}", "{top"), "zh", BRACES),
    (VERSION_EN, "版本 {{number}}，比赛分：{items}", "zh", placeholder_missing("{number}")),  # t9az z378
    (VERSION_EN, "Εκδοχή {number}, βαθμοί αγώνα: {{items}}", "el", placeholder_missing("{items}")),
    # a bracket of its own unpaired, the placeholders whole: that bracket's finding
    (TOP_EN, TOP_ZH.replace("。", "]。"), "zh",
     [("brackets", "error", "']' closes a bracket that was never opened in the translation")]),
    # a space before punctuation with every placeholder kept: the tokenisation warning
    (LIMIT_EN, LIMIT_EL.replace("100, όχι", "100 , όχι"), "el",
     [("encoding", "warning", "tokenisation damage (punctuation spacing, 1×) in the translation")]),
    (LIMIT_EN, LIMIT_EL, "el", []),
    (TOP_EN, TOP_ZH, "zh", []),
])
def test_placeholder_damage_one_finding(english, text, lang, expected):
    assert findings(english, text, lang) == expected


CHANGED_EN = "the new score of NS (changed only)"
REBUILD_EN = "{path}, {fault} ({text}); fix it, then rebuild (nothing was written)"


def left(text: str) -> list[tuple[str, str, str]]:
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{text}'")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (CHANGED_EN, "zh", "（仅用于变更）", "(changed only)", left("changed only")),  # t9az z552
    (CHANGED_EN, "zh", "（仅用于变更）", "（changed only）", left("changed only")),
    (CHANGED_EN, "el", "(μόνο σε μεταβολή)", "(changed only)", left("changed only")),
    (REBUILD_EN, "zh", "（未写入任何内容）", "（nothing was written）", left("nothing was written")),
    (REBUILD_EN, "el", "(δεν γράφτηκε τίποτα)", "(nothing was written)", left("nothing was written")),
    ("(in every form)", "zh", "（所有形式都有此问题）", "（in every form）", left("in every form")),
    # correct: the bracket translated otherwise
    (CHANGED_EN, "zh", "（仅用于变更）", "（仅限变更）", []),
    (CHANGED_EN, "el", "(μόνο σε μεταβολή)", "(μόνο αν άλλαξε)", []),
])
def test_english_bracket_left(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected
