"""Defects ``catalog check`` still missed (issue 9 §2, fix9az): each kind with the missed texts as found tests and
correct variants that must stay without a finding (each test checks both, so each fails without the fix).

1. A word of the English translated by its opposite (:mod:`helper.catalog.checks.opposites`): "Enter a whole
   number." as 请输入小数。, Law 12C1(e) "has contributed to its own damage" (加重了) as 减轻了, "changed after Back" as
   返回前修改, "above" as 低于 / κάτω του, "maximum" as 最小值, "at least" as κατ' ανώτατο, "more favourable" as 劣于.
   Both words present, the English's word said, or the opposite negated ("not less than" is "at least") is no
   finding.
2. Greek "either side" / "neither side" (:mod:`helper.catalog.checks.quantifiers`): "either side" had no quantifier,
   so "ευνοϊκή για οποιονδήποτε άξονα" (12B2) made "για κανέναν άξονα" / "για κανέναν", or "If either side …" made
   "Αν κανείς δεν …" (neither), was no finding or only a negation added; now the quantifier changed is the one
   finding.  οποιοσδήποτε άξονας, κάποιος άξονας render "either side"; κανείς από τους δύο, κανένας από τους δύο
   άξονες render "neither side".
"""

from __future__ import annotations

import pytest

from tests.support import comparison_reversed, edit_findings, findings, neither_added


def opposite(english: str, found: str) -> list[tuple[str, str, str]]:
    """The one finding of a word said by its opposite: the English says ``english``, the translation ``found``."""
    return [("terminology", "error",
             f"the English says '{english}', the translation its opposite '{found}': the meaning reversed?")]


WHOLE = "Enter a whole number."
AFTER = "Corrects ruling {id} (changed after Back)."
REDUCE = "Reduce the score by {n}."
ABOVE = "Scores above average are shown in bold."
MAXIMUM = "The maximum is {high}."
AT_LEAST = "Give at least one --outcome W:R."
FAVOURABLE = "{side}: the assigned adjusted score, more favourable than average plus"


# ---------------------------------------------------------------- 1. a word said by its opposite

@pytest.mark.parametrize("english, lang, correct, defective, expected", [
    (WHOLE, "zh", ["请输入整数。", "请输入一个整数。"], "请输入小数。", opposite("whole number", "小数")),
    (WHOLE, "el", ["Δώστε ακέραιο αριθμό."], "Δώστε δεκαδικό αριθμό.", opposite("whole number", "δεκαδικό")),
    ("{setting} must be a whole number, {low} or more", "zh", ["{setting} 必须是不小于 {low} 的整数"],
     "{setting} 必须是不小于 {low} 的小数", opposite("whole number", "小数")),
    (AFTER, "zh", ["更正第 {id} 号裁决（返回后修改）。"], "更正第 {id} 号裁决（返回前修改）。", opposite("after", "前")),
    (AFTER, "el", ["Διορθώνει την απόφαση {id} (άλλαξε μετά το Πίσω)."],
     "Διορθώνει την απόφαση {id} (άλλαξε πριν από το Πίσω).", opposite("after", "πριν")),
    ("Press F4 before leaving.", "zh", ["离开前请按 F4。", "请在离开之前按 F4。"], "离开后请按 F4。", opposite("before", "后")),
    (REDUCE, "zh", ["将分数减少 {n}。", "将分数降低 {n}。"], "将分数增加 {n}。", opposite("Reduce", "增加")),
    (REDUCE, "el", ["Μειώστε τη βαθμολογία κατά {n}."], "Αυξήστε τη βαθμολογία κατά {n}.",
     opposite("Reduce", "Αυξήστε")),
    (ABOVE, "zh", ["高于平均的得分以粗体显示。"], "低于平均的得分以粗体显示。", opposite("above", "低于")),
    (ABOVE, "el", ["Οι βαθμολογίες άνω του μέσου όρου εμφανίζονται με έντονα."],
     "Οι βαθμολογίες κάτω του μέσου όρου εμφανίζονται με έντονα.", opposite("above", "κάτω του")),
    ("The score must be above 60%.", "zh", ["得分必须高于60%。"], "得分必须低于60%。", opposite("above", "低于")),
    (MAXIMUM, "zh", ["最大值为 {high}。", "上限为 {high}。"], "最小值为 {high}。", opposite("maximum", "最小值")),
    (MAXIMUM, "el", ["Η μέγιστη τιμή είναι {high}."], "Η ελάχιστη τιμή είναι {high}.", opposite("maximum", "ελάχιστη")),
    # κατ' ανώτατο is a bound since fix9ff (as το πολύ, 最多): the comparison reversed, one finding
    (AT_LEAST, "el", ["Δώστε τουλάχιστον ένα --outcome W:R."], "Δώστε κατ' ανώτατο ένα --outcome W:R.",
     comparison_reversed("at least", "κατ' ανώτατο")),
    (FAVOURABLE, "zh", ["{side}：裁定调整分，优于平均正分", "{side}：裁定调整分，比平均正分更有利"],
     "{side}：裁定调整分，劣于平均正分", opposite("more favourable", "劣于")),
], ids=["zh-whole", "el-whole", "zh-whole-not-less", "zh-after", "el-after", "zh-before", "zh-reduce", "el-reduce",
        "zh-above", "el-above", "zh-above-number", "zh-maximum", "el-maximum", "el-at-least", "zh-favourable"])
def test_a_word_said_by_its_opposite_is_one_error(english, lang, correct, defective, expected):
    for text in correct:
        assert findings(english, text, lang) == [], text
    assert findings(english, defective, lang) == expected


@pytest.mark.parametrize("lang, old, new, correct, expected", [
    # Law 12C1(e): "has contributed to its own damage" - made worse (加重了), not lessened
    ("zh", "加重了", "减轻了", ("加重了", "增加了"), opposite("contributed to", "减轻")),
    ("el", "συνέβαλε στη ζημιά", "μείωσε τη ζημιά", ("συνέβαλε στη ζημιά", "συνέβαλε στην αύξηση της ζημιάς"),
     opposite("contributed to", "μείωσε")),
], ids=["zh-12C1(e)", "el-12C1(e)"])
def test_law_12C1e_damage_lessened_is_one_error(lang, old, new, correct, expected):
    for text in correct:
        assert edit_findings(lang, "12C1(e)", old, text) == [], text
    assert edit_findings(lang, "12C1(e)", old, new) == expected


def test_a_negated_opposite_is_the_english_word():
    """"not less than" is "at least", 不晚于 no "after": a word negated counts for neither side."""
    assert findings("{setting} must be at least {low}", "{setting} 不能少于 {low}", "zh") == []
    assert findings("{setting} must be at least {low}", "{setting} πρέπει να είναι όχι λιγότερο από {low}", "el") == []
    assert findings("The minimum is {low}.", "最大值为 {low}。", "zh") == opposite("minimum", "最大值")


@pytest.mark.parametrize("ui_lang, message", [
    ("zh", "英文为“whole number”，译文却是其反义“小数”：意思是否说反了？"),
    ("el", "το αγγλικό λέει «whole number», η μετάφραση το αντίθετό του «小数»: μήπως αντιστράφηκε το νόημα;"),
])
def test_the_opposite_is_said_in_the_reviewers_language(ui_lang, message):
    from helper.catalog.checks import check_pair

    found = check_pair(WHOLE, "请输入小数。", "zh", WHOLE, "messages", ui_lang=ui_lang)
    assert [(f.check, f.severity, f.message, f.fragment) for f in found] == [("terminology", "error", message, "小数")]


# ---------------------------------------------------------------- 2. Greek "either side" / "neither side"

EITHER = "If either side is vulnerable, the score is {a}."
NEITHER = "If neither side is vulnerable, the score is {a}."


@pytest.mark.parametrize("old, new, expected", [
    # Law 12B2 "unduly severe or advantageous to either side": to neither side
    ("για οποιονδήποτε άξονα", "για κανέναν άξονα", neither_added("either side", "κανέναν άξονα")),
    ("για οποιονδήποτε άξονα", "για κανέναν", neither_added("either side", "κανέναν")),
], ids=["κανέναν-άξονα", "κανέναν"])
def test_law_12B2_either_side_made_neither_is_one_error(old, new, expected):
    for correct in ("για κάποιον άξονα", "για οποιονδήποτε από τους άξονες"):
        assert edit_findings("el", "12B2", old, correct) == [], correct
    assert edit_findings("el", "12B2", old, new) == expected


@pytest.mark.parametrize("english, correct, defective, expected", [
    (EITHER, ["Αν οποιοσδήποτε άξονας είναι τρωτός, η βαθμολογία είναι {a}.",
              "Αν κάποιος άξονας είναι τρωτός, η βαθμολογία είναι {a}."],
     "Αν κανείς δεν είναι τρωτός, η βαθμολογία είναι {a}.", neither_added("either side", "κανείς")),
    (EITHER, ["Αν οποιοσδήποτε άξονας είναι τρωτός, η βαθμολογία είναι {a}."],
     "Αν κανένας άξονας δεν είναι τρωτός, η βαθμολογία είναι {a}.", neither_added("either side", "κανένας άξονας")),
    (EITHER, ["Αν κάποιος άξονας είναι τρωτός, η βαθμολογία είναι {a}."],
     "Αν κανένας άξονας είναι τρωτός, η βαθμολογία είναι {a}.", neither_added("either side", "κανένας άξονας")),
], ids=["κανείς-δεν", "κανένας-άξονας-δεν", "κανένας-άξονας"])
def test_either_side_said_as_neither_is_the_quantifier_changed(english, correct, defective, expected):
    """One finding, the quantifier's: the "neither"'s negation (δεν) is its own, no negation added too."""
    for text in correct:
        assert findings(english, text, "el") == [], text
    assert findings(english, defective, "el") == expected


def test_neither_side_keeps_its_greek_wordings():
    """κανείς από τους δύο, κανένας από τους δύο άξονες and the shipped "Κανείς τρωτός" say "neither"; ένας άξονας,
    οποιοσδήποτε άξονας do not (fix9as found them already; kept here beside "either")."""
    for text in ("Αν κανείς από τους δύο δεν είναι τρωτός, η βαθμολογία είναι {a}.",
                 "Αν κανένας από τους δύο άξονες δεν είναι τρωτός, η βαθμολογία είναι {a}."):
        assert findings(NEITHER, text, "el") == [], text
    assert findings("Neither side vulnerable", "Κανείς τρωτός", "el") == []
    assert findings(EITHER, "Αν κανείς από τους δύο δεν είναι τρωτός, η βαθμολογία είναι {a}.", "el") == \
        neither_added("either side", "κανείς από τους δύο")
