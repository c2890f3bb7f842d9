"""Defects a fresh tester (9l) found MISSED in Chinese law texts (fix9ae, issue 9 §2), each one of a kind that changes
who gets which score: the defect is one finding at its paragraph, with a message a reviewer understands; the correct
wording, and other correct wordings of it, give none.

K1  A quantifier of contestants, boards, players, results or members changed: both -> one (86B2(c) 双方参赛者都 ->
    一方参赛者; 12C3 两名成员 -> 一名成员), each -> the first (86B2(b) 每副 -> 第一副), a number of -> one (12C1(c) 若干种
    -> 一个), all -> some.
K2  A score's relation to the opponents' changed: 86B2(b) "the complement" as 相同的分数 (the same score).
K3  A degree of fault dropped: 12C2(a) 仅部分有过错 -> 部分有过错 ("only partly"), 直接有过错 -> 有过错 ("directly").
K4  A condition said as "in the absence of" dropped: 86B3 但如无相关规程，裁判… -> 但裁判….

The correct Chinese is tests/test_catalog_fix9e.py's ZH_2017 (written from the 2017 English and the 1997 Chinese);
the Greek the official text of locales/el.  The expected messages are written out here, by hand.
"""

from __future__ import annotations

import polib

from helper.catalog.checks import check_catalogues
from tests.support import copy_checkout, edit_findings, edits_test, quantifier_changed as quantifier
from tests.test_catalog_fix9e import ZH_2017


def relation(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English relates the score as '{english}', the translation as '{found}': "
                                     "another score awarded?")]


def degree(english: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the degree of fault '{english}' of the English is missing in the translation: "
                                     "another category of fault, another score?")]


ABSENCE = [("sentences", "error", "the condition 'in the absence of a relevant regulation' of the English is missing "
                                  "in the translation: the rule made unconditional?")]

# ---------------------------------------------------------------- K1

test_a_quantifier_changed_is_one_error_naming_both = edits_test([
    ("zh", "86B2(c)", "如果双方参赛者都有过错", "如果一方参赛者有过错", quantifier("both contestants", "一方参赛者")),
    ("zh", "12C3", "对违规方两名成员", "对违规方的一名成员", quantifier("both members", "一名成员")),
    ("zh", "12C3", "对违规方两名成员", "对违规方的其中一名成员", quantifier("both members", "一名成员")),
    ("zh", "86B2(b)", "对所涉每副牌", "就第一副有关的牌", quantifier("each board", "第一副有关的牌")),
    ("zh", "12C1(c)", "若干种可能结果", "一个可能结果", quantifier("a number of potential results", "一个可能结果")),
    ("zh", "12C1(c)", "若干种可能结果", "所有可能结果", quantifier("a number of potential results", "所有可能结果")),
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "ενός αγωνιζόμενου",
     quantifier("both contestants", "ενός αγωνιζόμενου")),
    ("el", "12C3", "και στα δύο μέλη", "σε ένα μέλος", quantifier("both members", "ένα μέλος")),
    ("el", "86B2(b)", "για κάθε διανομή υπό εξέταση", "για την πρώτη διανομή υπό εξέταση",
     quantifier("each board", "πρώτη διανομή")),
    ("el", "12C1(c)", "ενός συνόλου ενδεχόμενων αποτελεσμάτων", "ενός ενδεχόμενου αποτελέσματος",
     quantifier("a number of potential results", "ενός ενδεχόμενου αποτελέσματος")),
    # "assigned to each" (each contestant, named before) as "to the first side": the English's "each" nearest to
    # the translation's place named, the one it renders (fix9ag; was the English's first "each", "each contestant")
    ("el", "12C4", "επιδικάζεται σε κάθε άξονα", "επιδικάζεται στον πρώτο άξονα",
     quantifier("each", "πρώτο άξονα")),
], "both -> one, each -> the first, a number of -> one or all: one error naming the English's words and the "
   "translation's")

test_a_quantifier_in_other_words_of_its_kind_is_no_finding = edits_test([
    ("zh", "86B2(c)", "如果双方参赛者都有过错", "如果参赛双方都有过错"),
    ("zh", "86B2(c)", "如果双方参赛者都有过错", "如果两个参赛者都有过错"),
    ("zh", "12C3", "对违规方两名成员", "对违规方的两名成员"),
    ("zh", "12C3", "对违规方两名成员", "对违规方的每一名成员"),
    ("zh", "86B2(b)", "对所涉每副牌", "就每一副有关的牌"),
    ("zh", "86B2(b)", "对所涉每副牌", "对所涉各副牌"),
    ("zh", "12C1(c)", "若干种可能结果", "多个可能结果"),
    ("zh", "12C1(c)", "若干种可能结果", "一些可能结果"),
    ("zh", "12C1(c)", "若干种可能结果", "可能结果"),  # left out: wording, no other count said
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "αμφότερων των αγωνιζόμενων"),
    ("el", "12C1(c)", "ενός συνόλου ενδεχόμενων αποτελεσμάτων", "αρκετών ενδεχόμενων αποτελεσμάτων"),
    ("el", "12C4", "επιδικάζεται σε κάθε άξονα", "επιδικάζεται σε καθέναν"),
], "the same count in other words, or left implicit")

# ---------------------------------------------------------------- K2

test_the_complement_made_the_same_score_is_one_error = edits_test([
    ("zh", "86B2(b)", "违规方应得到与其对手所得分数互补的分数", "违规方应得到与其对手所得相同的分数",
     relation("complement", "相同")),
    ("el", "86B2(b)", "τη συμπληρωματική βαθμολογία αυτής", "την ίδια βαθμολογία με αυτή",
     relation("complement", "ίδια")),
], "a relation of one score to another read as a term: the other relation said instead")

test_the_complement_in_other_words_is_no_finding = edits_test([
    ("zh", "86B2(b)", "违规方应得到与其对手所得分数互补的分数", "违规方应得到其对手所得分数的补数"),
    ("zh", "86B2(b)", "违规方应得到与其对手所得分数互补的分数", "违规方的得分应与其对手的得分互补"),
])


def test_the_same_contestants_of_86b3_is_no_relation_of_scores():
    # 86B3's 相同 ("between the same or multiple contestants") is no score's relation: its English has no complement
    assert "相同" in ZH_2017["2017|86B3"]
    assert edit_findings("zh", "86B3", "相同或多个参赛者", "同样的或多个参赛者") == []


# ---------------------------------------------------------------- K3

test_a_degree_of_fault_dropped_is_one_error = edits_test([
    ("zh", "12C2(a)", "仅部分有过错", "部分有过错", degree("only partly at fault")),
    ("zh", "12C2(a)", "直接有过错", "有过错", degree("directly at fault")),
    ("zh", "12C3", "毫无过错", "无过错", degree("in no way to blame")),
    ("el", "12C2(a)", "που έσφαλε σαφώς", "που έσφαλε", degree("directly at fault")),
], "only partly / directly / in no way at fault: each a category of fault of its own")

test_a_degree_of_fault_in_other_words_is_no_finding = edits_test([
    ("zh", "12C2(a)", "仅部分有过错", "只部分有过错"),
    ("zh", "12C2(a)", "仅部分有过错", "仅负部分责任"),
    ("zh", "12C2(a)", "直接有过错", "直接负有责任"),
    ("zh", "12C3", "毫无过错", "没有任何过错"),
    ("el", "12C2(a)", "που έσφαλε μερικώς", "που έσφαλε μόνο εν μέρει"),
    # εν μέρει said as the official μερικώς is, after έσφαλε: neither has the English's "only" (fix9hh, t9aq el-l3-R-10)
    ("el", "12C2(a)", "που έσφαλε μερικώς", "που έσφαλε εν μέρει"),
    ("el", "12C2(a)", "που έσφαλε σαφώς", "που έσφαλε άμεσα"),
])

# ---------------------------------------------------------------- K4

test_a_condition_in_the_absence_of_dropped_is_found = edits_test([
    ("zh", "86B3", "但如无相关规程，裁判按上述方法处理", "但裁判按上述方法处理", ABSENCE),
    ("el", "86B3", "αλλά, ελλείψει σχετικού κανονισμού, ο Διαιτητής", "αλλά ο Διαιτητής", ABSENCE),
], "in the absence of (如无, 在没有…的情况下, ελλείψει) is a condition: the rule made unconditional")

test_the_condition_in_other_words_is_no_finding = edits_test([
    ("zh", "86B3", "但如无相关规程，", "但在没有相关规程的情况下，"),
    ("zh", "86B3", "但如无相关规程，", "但若无相关规程，"),
    ("zh", "86B3", "但如无相关规程，", "但在没有相关规程时，"),
    ("el", "86B3", "ελλείψει σχετικού κανονισμού", "αν δεν υπάρχει σχετικός κανονισμός"),
])


# ---------------------------------------------------------------- in a real catalogue

DEFECTS = {  # paragraph -> (correct words, defective words)
    "2017|86B2(c)": ("如果双方参赛者都有过错", "如果一方参赛者有过错"),
    "2017|12C3": ("对违规方两名成员", "对违规方的一名成员"),
    "2017|12C1(c)": ("若干种可能结果", "一个可能结果"),
    "2017|12C2(a)": ("仅部分有过错", "部分有过错"),
    "2017|86B3": ("但如无相关规程，裁判", "但裁判"),
}


def test_the_defects_written_into_the_chinese_catalogue_are_found_at_their_paragraphs(tmp_path):
    """The correct Chinese written into a copy of laws.po with one defect in each of five paragraphs and two in
    86B2(b): `catalog check` finds each once, at its paragraph, and nothing else in them."""
    root = copy_checkout(tmp_path / "checkout")
    path = root / "locales/zh_Hans/LC_MESSAGES/laws.po"
    po = polib.pofile(str(path))
    texts = {context: ZH_2017[context].replace(old, new, 1) for context, (old, new) in DEFECTS.items()}
    texts["2017|86B2(b)"] = ZH_2017["2017|86B2(b)"].replace("对所涉每副牌", "就第一副有关的牌").replace(
        "违规方应得到与其对手所得分数互补的分数", "违规方应得到与其对手所得相同的分数")
    for entry in po:
        if entry.msgctxt in texts:
            entry.msgstr, entry.flags, entry.previous_msgid = texts[entry.msgctxt], [], None
    po.save(str(path))
    found = sorted((f.paragraph, f.check, f.message) for f in check_catalogues(root, ("zh",), ("laws",), pairs=False,
                                                                              laws_1997=False)
                   if f.paragraph in texts)
    expected = [("2017|12C1(c)", *quantifier("a number of potential results", "一个可能结果")[0][::2]),
                ("2017|12C2(a)", *degree("only partly at fault")[0][::2]),
                ("2017|12C3", *quantifier("both members", "一名成员")[0][::2]),
                ("2017|86B2(b)", *quantifier("each board", "第一副有关的牌")[0][::2]),
                ("2017|86B2(b)", *relation("complement", "相同")[0][::2]),
                ("2017|86B2(c)", *quantifier("both contestants", "一方参赛者")[0][::2]),
                ("2017|86B3", *ABSENCE[0][::2])]
    assert found == sorted(expected)
