"""Tester t9ay's remaining law-text verdicts and the lead's probes (issue 9 §2, fix9rb), each a kind: the tester's
input, other defects of the kind (one finding each) and correct rewordings (none).

1. A condition said by inversion dropped with its words (Law 12C1(b) "had the infraction not occurred" without
   违规未发生时 / "αν δεν είχε συμβεί η ανωμαλία", tester t9ay ZL-095): one finding, the condition missing - not a
   negation missing and the term "infraction" besides.  Only its negation dropped (the words kept, the official Greek's
   ανωμαλία too: t9ay EL-054) stays the negation's one finding (tests/test_check_fix9jb.py as it was).
2. "non-comparable" said without its negation (Law 86B2 无法比较的结果 as 可以比较的结果, tester t9ay ZL-043): the
   negation dropped, one finding - not "a duty made a permission" for the 可以 of the word.
3. "One or More Tables" said as one table (Law 86B2's title, tester t9ay EL-129, ZL-107): the alternative "or more"
   dropped, one finding - not "One or More" compared with the word of "Multiple Results" (Πολλαπλά, 多个).
4. A Greek condition added with "και εφόσον" (Law 86B1, as the Chinese "，且双方均无异议时" of fix9pb): a limit added,
   one finding - not the condition reversed by its "δεν".
5. "η υπαίτια πλευρά" is the offending side (Law 12B1, 86B2(b)): no term error.
6. 其中一方各得 ("one of them each gets", Law 12C4's "assigned to each"): one side where the English says each.
7. Interface strings: an English bracket left whole, "(Enter to skip: average plus)", is one English left (not also
   the term missing); "(Enter for 1)" and "按 Enter to skip" (half translated) are English left too.
8. "(y/n)" without spaces is the answer keys of "(y / n)" (none); another letter in it is a key changed, one finding;
   "(n/y)", the keys in another order, is one keys error (tester t9bb pla220's defect; fixwe, fixwx3).
9. The Greek agent said as the subject, "Ο/Η {name} τροποποίησε …" for "amended … by {name}": the placeholders' order
   changed with the sentence, {name} told by its article (none); another placeholder at "Ο/Η" is a swap, one error.
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, edits_test, findings, label_moved, law_texts


def condition_missing(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the condition '{text}' of the English is missing in the translation: the rule "
                                   f"made unconditional?")]


HAD_NOT = condition_missing("had the infraction not occurred")
NEGATION_12C1B = [("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of "
                                        "'The Director in awarding an assigned adjusted score should …': a prohibition "
                                        "made a permission, or a condition reversed?")]
T9AY_12C1B = "裁判在判给裁定调整分时，应力求尽可能接近地恢复违规未发生时该副牌的可能结果。"  # tester t9ay's fill of 12C1(b)
T9AY_86B2 = "在队式赛中，当相同参赛者之间取得了两个或更多无法比较的结果，或者本规则另外要求裁判判给多于一个的调整分时："
T9AY_86B2_TITLE = "在一张或多张牌桌上取得多个结果²⁾"


def non_comparable(said: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"'non-comparable' is negated by its prefix in the English, the translation says "
                                  f"'{said}' without a negation: the negation dropped?")]


OR_MORE = [("sentences", "error", "the alternative 'One or More' of the English is missing in the translation: the "
                                  "rule narrowed?")]


@pytest.mark.parametrize("paragraph, clean, old, new, expected", [
    ("12C1(b)", T9AY_12C1B, "恢复违规未发生时该副牌的可能结果", "恢复该副牌的可能结果", HAD_NOT),  # tester t9ay ZL-095
    ("12C1(b)", T9AY_12C1B, "违规未发生时", "违规没有发生时", []),
    ("12C1(b)", T9AY_12C1B, "违规未发生时", "违规发生时", NEGATION_12C1B),
    ("86B2", T9AY_86B2, "无法比较的结果", "可以比较的结果", non_comparable("可以比较")),  # tester t9ay ZL-043
    ("86B2", T9AY_86B2, "无法比较的结果", "能够比较的结果", non_comparable("能够比较")),
    ("86B2", T9AY_86B2, "无法比较的结果", "比较的结果", non_comparable("比较")),
    ("86B2", T9AY_86B2, "无法比较的结果", "不可比较的结果", []),
    ("86B2", T9AY_86B2, "无法比较的结果", "无从比较的结果", []),
], ids=["ZL-095", "ok-没有", "only-the-negation", "ZL-043", "能够比较", "比较", "ok-不可", "ok-无从"])
def test_the_testers_chinese_fills(paragraph, clean, old, new, expected):
    assert edit_findings("zh", paragraph, old, new, clean) == expected


test_a_condition_said_by_inversion_dropped_is_one_finding = edits_test([
    ("zh", "12C1(b)", "如果违规没有发生", "", HAD_NOT),
    ("el", "12C1(b)", ", αν δεν είχε συμβεί η ανωμαλία", "", HAD_NOT),
    ("el", "12C1(b)", "αν δεν είχε συμβεί η ανωμαλία", "αν είχε συμβεί η ανωμαλία", NEGATION_12C1B),  # t9ay EL-054
    ("zh", "12C1(b)", "如果违规没有发生", "假如违规未曾发生"),
    ("el", "12C1(b)", "αν δεν είχε συμβεί η ανωμαλία", "αν η ανωμαλία δεν είχε συμβεί"),
], "\"had the infraction not occurred\" dropped with its words is that condition's one finding (fix9rb, kind 1).")

test_non_comparable_said_without_its_negation = edits_test([
    ("zh", "86B2", "不可比较", "可以比较", non_comparable("可以比较")),
    ("zh", "86B2", "不可比较", "可比较", non_comparable("可比")),
    ("el", "86B2", "μη-συγκρίσιμα", "συγκρίσιμα", non_comparable("συγκρίσιμα")),
    ("zh", "86B2", "不可比较", "无从比较"),
    ("zh", "86B2", "不可比较", "不能比较"),
    ("el", "86B2", "μη-συγκρίσιμα", "μη συγκρίσιμα"),
], "\"non-comparable\" said without its negation is the negation dropped, whatever modal it says (fix9rb, kind 2).")

test_one_or_more_tables_said_as_one = edits_test([
    ("el", "86B2|title", "Σε Ένα Ή Περισσότερα Τραπέζια", "Σε Ένα Τραπέζι", OR_MORE),  # tester t9ay EL-129
    ("el", "86B2|title", "Σε Ένα Ή Περισσότερα Τραπέζια", "Σε Περισσότερα Τραπέζια", OR_MORE),
    # the count with its bound dropped whole: that number missing (it was "One or More" compared with Πολλαπλά)
    ("el", "86B2|title", "Σε Ένα Ή Περισσότερα Τραπέζια", "Σε Τραπέζια",
     [("number", "error", "number One or More of the English is missing in the translation")]),
    ("el", "86B2|title", "Ένα Ή Περισσότερα", "Ένα ή Περισσότερα"),
    ("el", "86B2|title", "Ένα Ή Περισσότερα Τραπέζια", "Ένα ή Περισσότερα Τραπέζια"),
], "\"One or More Tables\" as one table is the \"or more\" dropped, not the count of \"Multiple\" (fix9rb, kind 3).")

TITLE_EN, _ = law_texts("el", "86B2|title")


@pytest.mark.parametrize("old, new, expected", [
    ("在一张或多张牌桌上", "在一张牌桌上", OR_MORE),  # tester t9ay ZL-107
    ("在一张或多张牌桌上", "在牌桌上", OR_MORE),
    ("在一张或多张牌桌上", "在一张或更多牌桌上", []),
    ("在一张或多张牌桌上", "在一桌或多桌上", []),
], ids=["ZL-107", "count-dropped", "ok-更多", "ok-桌"])
def test_the_testers_chinese_title(old, new, expected):
    assert findings(TITLE_EN, T9AY_86B2_TITLE, "zh", "86B2|title") == []
    assert findings(TITLE_EN, T9AY_86B2_TITLE.replace(old, new, 1), "zh", "86B2|title") == expected


ADDED = "the translation adds '{}', a limit of the rule the English does not have: a clause added, the rule narrowed?"


def added_limit(found: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", ADDED.format(found))]


FAVOURABLE = "είναι φανερά ευνοϊκό για έναν άξονα,"

test_a_greek_condition_added_with_kai_efoson = edits_test([
    ("el", "86B1", FAVOURABLE, FAVOURABLE + " και εφόσον κανείς δεν διαφωνεί,",
     added_limit("και εφόσον κανείς δεν διαφωνεί")),
    ("el", "86B1", FAVOURABLE, FAVOURABLE[:-1] + " και εφόσον καμία ομάδα δεν έχει αντίρρηση,",
     added_limit("και εφόσον καμία ομάδα δεν έχει αντίρρηση")),
    ("el", "86B1", FAVOURABLE, FAVOURABLE[:-1] + " και αν συμφωνούν και οι δύο ομάδες,",
     added_limit("και αν συμφωνούν και οι δύο ομάδες")),
    # correct: the English's own "and" of its "when" clause said "και όταν"
    ("el", "86B1", "βαθμολογία και το αποτέλεσμα", "βαθμολογία και όταν το αποτέλεσμα"),
], "A Greek condition joined with \"και εφόσον\" / \"και αν\" is a limit added, one finding (fix9rb, kind 4).")

test_the_offending_side_as_i_ypaitia_plevra = edits_test([
    ("el", "12B1", "ο υπαίτιος άξονας", "η υπαίτια πλευρά"),
    ("el", "86B2(b)", "Ο υπαίτιος άξονας θα λάβει", "Η υπαίτια πλευρά θα λάβει"),
    # the sides swapped still are
    ("el", "12B1", "ο αναίτιος άξονας", "η υπαίτια πλευρά",
     [("terminology", "error", "'υπαίτια' where the English says 'non-offending side': the offending and "
                               "non-offending sides swapped?")]),
], "\"η υπαίτια πλευρά\" is the offending side (fix9rb, kind 5).")

ASSIGN = "并将其平均值判给每一方"


def each_as(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says 'each', the translation '{found}': does the rule now concern "
                                     f"others than the English names?")]


test_one_of_them_each_gets = edits_test([
    ("zh", "12C4", ASSIGN, "其中一方各得其平均值", each_as("一方")),
    ("zh", "12C4", ASSIGN, "其中一人各得其平均值", each_as("一人")),
    ("zh", "12C4", ASSIGN, "某一方各得其平均值", each_as("某一方")),
    ("zh", "12C4", ASSIGN, "双方各得其平均值"),
    ("zh", "12C4", ASSIGN, "每一方各得其平均值"),
], "其中一方各得 is one side where the English says each (fix9rb, kind 6).")

SKIP_EN = "If you can assign an adjusted score, enter it in IMPs for the non-offending side (Enter to skip: average plus)"
SKIP_ZH = "如能给出裁定调整分，请输入非违规方的 IMP（按 Enter 跳过：平均正分）"
SKIP_EL = ("Αν μπορείτε να επιδικάσετε κατ' εκτίμηση επανορθωτική βαθμολογία, δώστε την σε IMPs για τον αναίτιο άξονα "
           "(Enter για παράλειψη: μέσος όρος συν)")
ONE_EN = "Counting this one, on how many boards of this session has the contestant failed to obtain a result? (Enter for 1)"
ONE_ZH = "连同这副牌在内，该参赛者在本节中有几副牌未能取得结果？（按 Enter 表示 1）"
ONE_EL = "Μαζί με αυτήν, σε πόσες διανομές της ημερίδας ο αγωνιζόμενος δεν έλαβε αποτέλεσμα; (Enter για 1)"


def left(text: str) -> list[tuple[str, str, str]]:
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{text}'")]


@pytest.mark.parametrize("english, clean, lang, old, new, expected", [
    (SKIP_EN, SKIP_ZH, "zh", "（按 Enter 跳过：平均正分）", "(Enter to skip: average plus)",
     left("Enter to skip: average plus")),
    (SKIP_EN, SKIP_ZH, "zh", "（按 Enter 跳过：平均正分）", "（Enter to skip: average plus）",
     left("Enter to skip: average plus")),
    (SKIP_EN, SKIP_EL, "el", "(Enter για παράλειψη: μέσος όρος συν)", "(Enter to skip: average plus)",
     left("Enter to skip: average plus")),
    (SKIP_EN, SKIP_ZH, "zh", "按 Enter 跳过", "按 Enter to skip", left("Enter to skip")),
    (SKIP_EN, SKIP_EL, "el", "Enter για παράλειψη", "Enter to skip", left("Enter to skip")),
    (ONE_EN, ONE_ZH, "zh", "（按 Enter 表示 1）", "(Enter for 1)", left("Enter for 1")),
    (ONE_EN, ONE_EL, "el", "(Enter για 1)", "(Enter for 1)", left("Enter for 1")),
    # correct: the key and its count kept, the rest translated
    (SKIP_EN, SKIP_ZH, "zh", "按 Enter 跳过", "按 Enter 键跳过", []),
    (ONE_EN, ONE_ZH, "zh", "（按 Enter 表示 1）", "（按 Enter 即为 1）", []),
    (ONE_EN, ONE_EL, "el", "(Enter για 1)", "(Enter = 1)", []),
], ids=["zh-whole", "zh-whole-fullwidth", "el-whole", "zh-half", "el-half", "zh-enter-for-1", "el-enter-for-1",
        "ok-zh-key", "ok-zh-1", "ok-el-1"])
def test_english_left_in_an_interface_bracket(english, clean, lang, old, new, expected):
    assert findings(english, clean, lang) == []
    assert old in clean
    assert findings(english, clean.replace(old, new, 1), lang) == expected


RULING_EN = "Ruling {id} is recorded and stays in the record. Start a new ruling? (y / n)"
RULING = {"zh": "第 {id} 号裁决已记录，并保留在记录中。开始新的裁决？（y / n）",
          "el": "Η απόφαση {id} έχει καταγραφεί και παραμένει στο αρχείο. Νέα απόφαση; (y / n)"}


def wrong_key(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("keys", "error", f"the English names the key '{english}', the translation '{found}': a Director told the "
                              "wrong key?")]


@pytest.mark.parametrize("lang, old, new, expected", [
    ("zh", "（y / n）", "（y/n）", []),
    # (the keys in another order are a defect: tester t9bb pla220, '(y / n)' as '（n / y）', judged so; fixwe)
    ("zh", "（y / n）", "（n/y）", [("keys", "error", "the answer keys '(y / n)' of the English are in another order in "
                                                  "the translation ('（n/y）'): a Director told the wrong key?")]),
    ("el", "(y / n)", "(y/n)", []),
    ("zh", "（y / n）", "（y/x）", wrong_key("n", "x")),
    ("el", "(y / n)", "(x/n)", wrong_key("y", "x")),
    ("zh", "（y / n）", "（y/n/q）", [("keys", "error", "the key 'q' in the translation is not named in the English")]),
], ids=["ok-zh-y/n", "zh-n/y", "ok-el-y/n", "zh-y/x", "el-x/n", "zh-y/n/q"])
def test_answer_keys_without_spaces(lang, old, new, expected):
    assert findings(RULING_EN, RULING[lang], lang) == []
    assert findings(RULING_EN, RULING[lang].replace(old, new, 1), lang) == expected


AMENDED_EN = "Details amended {date} (UTC) by {name}: {changes}"
AMENDED_SHORT_EN = "details amended {date} by {name}"
AMENDMENT_EN = "Details of ruling {id} amended (amendment {number}, by {name}); the ruling as recorded is kept."

GREEK_AGENT_ROWS = [
    (AMENDED_EN, "Ο/Η {name} τροποποίησε τα στοιχεία στις {date} (UTC): {changes}", []),
    (AMENDED_EN, "Ο/Η {name} τροποποίησε τα στοιχεία {date} (UTC): {changes}", []),
    (AMENDED_SHORT_EN, "ο/η {name} τροποποίησε τα στοιχεία {date}", []),
    (AMENDMENT_EN, "Ο/Η {name} τροποποίησε τα στοιχεία της απόφασης {id} (τροποποίηση {number})· η απόφαση "
                   "διατηρείται όπως καταγράφηκε.", []),
    (AMENDED_EN, "Ο/Η {changes} τροποποίησε τα στοιχεία στις {date} (UTC): {name}", label_moved("by", "{name}",
                                                                                            "{changes}")),
    (AMENDED_SHORT_EN, "ο/η {date} τροποποίησε τα στοιχεία {name}", label_moved("by", "{name}", "{date}")),
    (AMENDMENT_EN, "Ο/Η {number} τροποποίησε τα στοιχεία της απόφασης {id} (τροποποίηση {name})· η απόφαση "
                   "διατηρείται όπως καταγράφηκε.", label_moved("by", "{name}", "{number}")),
]


@pytest.mark.parametrize("english, text, expected", GREEK_AGENT_ROWS,
                         ids=["ok-στις", "ok-date", "ok-short", "ok-amendment", "changes", "date", "number"])
def test_the_greek_agent_said_as_the_subject(english, text, expected):
    assert findings(english, text, "el") == expected
