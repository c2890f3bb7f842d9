"""Placeholder order, Chinese opposites, long entries (issue 9 §2, fix9bf).

1. A placeholder that the translation tells apart by a word of its own kind (于 {date}, 第 {number} 条, {min} 个结果,
   στις {date}, αρ. {number}) is in its place wherever the language's word order puts it: the three Chinese interface
   strings the baseline accepted as "word order, checked" give no finding, nor do natural Greek orders.  Two of one kind
   ({time}/{at}, {low}/{high}) are interchangeable and still compared by position; a placeholder at the word of
   another's kind is trusted to no word.
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
                                            "in the translation; check they are not swapped")


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
    # the time word at the other placeholder: no word is trusted, the reorder stays the warning
    assert findings(DAMAGED, "保存的进行中裁决无法读取：已将其另存备查（第 {path} 条的 damaged_draft 表中 {number}）；"
                             "现在开始新的裁决。", "zh") == [order_warning("{number} {path}", "{path} {number}")]
