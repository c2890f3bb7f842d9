"""Placeholder order, Chinese opposites, long entries (issue 9 §2, fix9bf).

1. A placeholder that the translation tells apart by a word of its own kind (于 {date}, 第 {number} 条, {min} 个结果,
   στις {date}, αρ. {number}) is in its place wherever the language's word order puts it: the three Chinese interface
   strings the baseline accepted as "word order, checked" give no finding, nor do natural Greek orders.  Two of one kind
   ({time}/{at}, {low}/{high}) are interchangeable and still compared by position; a placeholder at the word of
   another's kind is trusted to no word.
2. Chinese before / after (:mod:`helper.catalog.checks.opposites`) is read by words: 之前 / 之后, 以前 / 以后, 前一 / 后一,
   先于 / 晚于, and 前 / 后 standing alone after what they date (离开前); a word that only holds the character (前提,
   前往, 前台, 前 {n} 个, 提前, 目前, 先后, 然后, 最后, 后果, 后缀, 皇后) says neither side.
3. A very long entry (thousands of law references and sides) is checked in near-linear time
   (benchmarks/check_long_references.py; no timing here) and still gives the one right finding at the one sentence
   changed.
"""

from __future__ import annotations

import pytest

from tests.support import findings

# ---------------------------------------------------------------- 1. placeholders in the language's word order

REVIEWED = "reviewed {date} by {reviewer}"
BUTLER = "Convention: Butler datum the {method} ({drop} from {min} result), {rounding}."
DAMAGED = ("The saved ruling in progress could not be read: it is set aside for inspection (no. {number} in the "
           "damaged_draft table of {path}); a new ruling begins.")
FINISHED = ("It finished this ruling: ruling {id}, started at {time}, recorded at {at} (UTC), is shown as recorded.")


def order_warning(english: str, translation: str) -> tuple[str, str, str]:
    """The placeholder-order warning, its two orders written out by hand."""
    return ("placeholder-order", "warning", f"placeholders in another order: {english} in the English, {translation} "
                                            "in the translation; no word next to them tells which is which: "
                                            "check they are not swapped")


@pytest.mark.parametrize("english, text, lang", [
    # the shipped Chinese the baseline accepted (three entries removed)
    (REVIEWED, "{reviewer} 已于 {date} 审校", "zh"),
    (BUTLER, "计分惯例：Butler 基准取{method}（{min} 个结果起{drop}），{rounding}。", "zh"),
    (DAMAGED, "保存的进行中裁决无法读取：已将其另存备查（{path} 的 damaged_draft 表中第 {number} 条）；现在开始新的裁决。", "zh"),
    # other natural orders
    (REVIEWED, "由 {reviewer} 于 {date} 审校", "zh"),
    (REVIEWED, "ο/η {reviewer} το έλεγξε στις {date}", "el"),
    (DAMAGED, "Η αποθηκευμένη απόφαση σε εξέλιξη δεν διαβάζεται: φυλάχθηκε χωριστά για έλεγχο (στον πίνακα "
              "damaged_draft του {path}, αρ. {number})· αρχίζει νέα απόφαση.", "el"),
])
def test_a_placeholder_told_apart_by_a_word_of_its_kind_is_in_its_place(english, text, lang):
    assert findings(english, text, lang) == []


def test_placeholders_not_told_apart_are_still_compared_by_position():
    # the natural order is clean (failing before: a warning) ...
    assert findings(REVIEWED, "{reviewer} 已于 {date} 审校", "zh") == []
    # ... but with no word of its kind read, the reorder is the warning to look at
    assert findings(REVIEWED, "{reviewer}，{date} 审校", "zh") == [
        order_warning("{date} {reviewer}", "{reviewer} {date}")]
    # two of one kind (times) each at a word of their kind: interchangeable, compared by position
    assert findings(FINISHED, "它已完成此裁决：按记录显示第 {id} 号裁决（记录于 {at}，开始于 {time}，UTC）。", "zh") == [
        order_warning("{id} {time} {at}", "{id} {at} {time}")]
    # the number word at the other placeholder (a file's): the two exchanged their values, an error naming both
    # (fix9bl: a labelled swap is told apart from a reorder; here a warning)
    assert findings(DAMAGED, "保存的进行中裁决无法读取：已将其另存备查（第 {path} 条的 damaged_draft 表中 {number}）；"
                             "现在开始新的裁决。", "zh") == [
        ("placeholder-order", "error", "'no.' goes with {number} in the English but with {path} in the translation: "
                                       "placeholders swapped?")]


# ---------------------------------------------------------------- 2. Chinese before / after as words

def opposite(english: str, found: str) -> list[tuple[str, str, str]]:
    """The one finding of a word said by its opposite (the message of tests/test_check_fix9az.py)."""
    return [("terminology", "error",
             f"the English says '{english}', the translation its opposite '{found}': the meaning reversed?")]


@pytest.mark.parametrize("english, text", [
    # each was an error: a character of the other side inside a word that says neither
    ("Type the first {shown} letters, after that press Enter.", "先输入前 {shown} 个字母，然后按 Enter。"),
    ("Results may be published after round 3, ahead of the schedule.", "第 3 轮结束即可提前公布成绩。"),
    ("After a correction, the ruling is shown at the front desk.", "更正完毕，裁决即显示在前台。"),
    ("Press F4 before leaving; the queen of spades stays on the table.", "离开时先按 F4；黑桃皇后留在桌上。"),
    ("Remove the suffix before saving.", "保存时先去掉后缀。"),
    ("Both sides speak in turn before the Director rules.", "双方先后发言，然后由裁判裁决。"),
])
def test_a_word_holding_before_or_after_is_neither(english, text):
    assert findings(english, text, "zh") == []


def test_the_words_of_the_brief_are_neither():
    # 提前 was a word of "before"; 前提, 前往, 目前, 后果, 最后, 此后 (a true "after": the English says it) stay clean
    for english, text in [
            ("Results may be published after round 3, ahead of the schedule.", "第 3 轮结束即可提前公布成绩。"),
            ("After the last board, check the premise of each ruling.", "打完最后一副牌，再核对每项裁决的前提。"),
            ("After the session, go to the scoring table.", "本节比赛结束，请前往计分台。"),
            ("Before the ruling is recorded, it is the ruling in progress.", "裁决记录之前，它是目前正在进行的裁决。"),
            ("Before awarding an adjusted score, the Director considers the consequences.", "在判给调整分之前，裁判要考虑后果。"),
            ("After that, every ruling is recorded.", "此后每项裁决都会被记录。")]:
        assert findings(english, text, "zh") == [], text


@pytest.mark.parametrize("english, text, expected", [
    ("Press F4 before leaving.", "离开之后请按 F4。", opposite("before", "之后")),
    ("Press F4 before leaving.", "离开后请按 F4。", opposite("before", "后")),
    ("Corrects ruling {id} (changed after Back).", "更正第 {id} 号裁决（返回以前修改）。", opposite("after", "以前")),
    ("Corrects ruling {id} (changed after Back).", "更正第 {id} 号裁决（返回前修改）。", opposite("after", "前")),
    ("The score is entered after the play.", "打牌前输入得分。", opposite("after", "前")),
    # 前一 / 后一 are words of their own (the one before, the one after): named whole (was '后', '前')
    ("Go back to the board before this one.", "回到这副牌的后一副。", opposite("before", "后一")),
    ("Go back to the board after this one.", "回到这副牌的前一副。", opposite("after", "前一")),
])
def test_before_and_after_swapped_are_still_found(english, text, expected):
    # the correct word order next to the swap: clean (failing before for 提前, which was a word of "before")
    assert findings("Results may be published after round 3, ahead of the schedule.", "第 3 轮结束即可提前公布成绩。",
                    "zh") == []
    assert findings(english, text, "zh") == expected


# ---------------------------------------------------------------- 3. a very long entry

LONG_EN = ("In team play see Law 86B when the Director awards an adjusted score. The non-offending side receives 60% "
           "of the available matchpoints and the offending side 40%, unless Law 12C1(c) applies. ")
LONG_ZH = ("在队式赛中，裁判判给调整分时见第86条B款。非违规方得到可得比赛分的60%，违规方得到40%，"
           "除非适用第12条C款1项(c)。")


@pytest.mark.parametrize("right, wrong, expected", [
    ("第86条B款", "第87条B款", ("law-reference", "error", "law reference '第87条B款' in the translation is not in the "
                                                      "English")),
    # (60% is said 80 times, once changed: that one changed, fix9fc)
    ("60%", "50%", ("number", "error", "number differs: 60% in the English, 50% in the translation")),
])
def test_a_long_entry_gives_the_one_finding_of_its_one_changed_sentence(right, wrong, expected):
    # 80 sentence pairs, 160 references: the correct entry is clean, one sentence changed is one finding (the
    # references and sides were looked up in lists, quadratic in their count: a 640,000-character entry took minutes)
    count = 80
    english, chinese = LONG_EN * count, LONG_ZH * count
    assert findings(english, chinese, "zh") == []
    changed = LONG_ZH * (count // 2) + LONG_ZH.replace(right, wrong) + LONG_ZH * (count - count // 2 - 1)
    assert findings(english, changed, "zh") == [expected]


def test_a_long_entry_joined_in_pairs_gives_the_one_finding_of_its_one_changed_sentence():
    # the translation joins each two English sentences at a semicolon (half as many sentences): the alignment's band
    # grew with the difference of the counts (quadratic); it is capped now, and the one number changed is still the
    # one finding, the joined entry clean
    count = 60
    english = LONG_EN * count
    joined = LONG_ZH.replace("。非违规方", "；非违规方")
    assert findings(english, joined * count, "zh") == []
    changed = joined * (count // 2) + joined.replace("60%", "50%") + joined * (count - count // 2 - 1)
    assert findings(english, changed, "zh") == [("number", "error", "number differs: 60% in the English, 50% in the "
                                                                     "translation")]
