"""Placeholders and their labels: one reading of the words that say which is which (issue 9 §2, fix9bl).

One table (:data:`helper.catalog.checks.placeholder_roles.LABELS`) says per language the label words and the
placeholders they bind: 于 / στις a date, 由 / από the reviewer, 第 … 条 a number, the contract (定约, το συμβόλαιο)
or an option (--declarer) in a placeholder's clause.  Both the placeholder-order check and the label rule read it:

1. a reorder in which every placeholder keeps its label is correct: no finding (tester 9z's M20, G14);
2. a label at another placeholder is a swap: an error naming both, whatever the order (N1 with the English order
   kept, H2, H20, N21);
3. only when no label tells is the reorder a warning, and it says that no word told.

Inputs from /tmp/t9z/msgs.json (tester 9z, session 20).
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.support import findings

REVIEWED = "reviewed {date} by {reviewer}"
DECLARER = "The contract names declarer {named}, --declarer says {given}: give one."


def swap(word: str, field: str, other: str) -> list[tuple[str, str, str]]:
    """The one finding of a word of the translation that says a kind (于 a date) at the other placeholder."""
    return [("placeholder-order", "error", f"in the translation '{word}' goes with {other}, but it says {field}: "
                                           f"{field} and {other} swapped?")]


def moved(word: str, field: str, other: str) -> list[tuple[str, str, str]]:
    """The one finding of the English's label (by, --declarer) at the other placeholder (the label rule's message)."""
    return [("placeholder-order", "error", f"'{word}' goes with {field} in the English but with {other} in the "
                                           "translation: placeholders swapped?")]


# ---------------------------------------------------------------- 1. each placeholder with its own label

@pytest.mark.parametrize("text, lang", [
    ("--declarer 给出的庄家是 {given}，但定约中的庄家是 {named}：请只给一个。", "zh"),                       # M20
    ("Το --declarer λέει {given}, ενώ το συμβόλαιο ορίζει εκτελεστή {named}: δώστε μόνο έναν.", "el"),  # G14
])
def test_a_reorder_in_which_each_placeholder_keeps_its_label_is_correct(text, lang):
    assert findings(DECLARER, text, lang) == []


# ---------------------------------------------------------------- 2. a label at the other placeholder

@pytest.mark.parametrize("english, text, lang, expected", [
    # N1: the English order kept, but 于 (a date) before the reviewer: the two exchanged their values
    (REVIEWED, "{date} 于 {reviewer} 审校", "zh", swap("于", "{date}", "{reviewer}")),
    # H2: από, the English's "by", says the reviewer, here before the date (was a warning)
    (REVIEWED, "ελέγχθηκε {reviewer} από {date}", "el", moved("by", "{reviewer}", "{date}")),
    # στις (a date) before the reviewer, the date where the English's reviewer stands
    (REVIEWED, "ο/η {date} το έλεγξε στις {reviewer}", "el", swap("στις", "{date}", "{reviewer}")),
    # H20, N21: the contract's clause holds the option's value and the option's clause the contract's (were warnings)
    (DECLARER, "Το συμβόλαιο ορίζει εκτελεστή {given}, ενώ το --declarer λέει {named}: δώστε έναν.", "el",
     moved("contract", "{named}", "{given}")),
    (DECLARER, "定约写明庄家为 {given}，--declarer 却为 {named}：请只给出一个。", "zh",
     moved("contract", "{named}", "{given}")),
])
def test_a_label_at_the_other_placeholder_is_a_swap(english, text, lang, expected):
    assert findings(english, text, lang) == expected


def test_the_swap_is_said_in_the_checked_language():
    found = check_pair(REVIEWED, "{date} 于 {reviewer} 审校", "zh", None, "messages", ui_lang="zh")
    assert [(f.check, f.severity, f.message, f.fragment) for f in found] == [
        ("placeholder-order", "error", "译文中“于”对应 {reviewer}，但它说的是 {date}：{date} 与 {reviewer} 是否被对调？",
         "{date} {reviewer}")]
    found = check_pair(REVIEWED, "ο/η {date} το έλεγξε στις {reviewer}", "el", None, "messages", ui_lang="el")
    assert [f.message for f in found] == [
        "στη μετάφραση το «στις» συνοδεύει το {reviewer}, ενώ αφορά το {date}: μήπως αντιμετατέθηκαν το {date} και "
        "το {reviewer};"]
    found = check_pair(REVIEWED, "ελέγχθηκε {reviewer} από {date}", "el", None, "messages", ui_lang="el")
    assert [f.message for f in found] == [
        "το «by» συνοδεύει το {reviewer} στο αγγλικό αλλά το {date} στη μετάφραση: μήπως αντιμετατέθηκαν;"]


# ---------------------------------------------------------------- 3. no label tells: the warning says so

def test_a_reorder_no_label_tells_is_a_warning_that_says_so():
    assert findings(REVIEWED, "{reviewer}，{date} 审校", "zh") == [
        ("placeholder-order", "warning", "placeholders in another order: {date} {reviewer} in the English, "
                                         "{reviewer} {date} in the translation; no word next to them tells which is "
                                         "which: check they are not swapped")]
    found = check_pair(REVIEWED, "{reviewer}，{date} 审校", "zh", None, "messages", ui_lang="zh")
    assert [f.message for f in found] == [
        "占位符顺序不同：英文为 {date} {reviewer}，译文为 {reviewer} {date}；旁边没有词语能分辨哪个是哪个：请确认没有对调"]


def test_one_table_serves_both_rules():
    from helper.catalog.checks.placeholder_roles import bindings, bound_labels

    # the label rule's words and the order check's kinds are one reading
    assert bound_labels("{date} 于 {reviewer} 审校", "zh") == {"{reviewer}": {"time"}}
    assert bound_labels("ελέγχθηκε από {reviewer} στις {date}", "el") == {"{reviewer}": {"by"}, "{date}": {"time"}}
    assert bound_labels(DECLARER, "en") == {"{named}": {"contract"}, "{given}": {"--declarer"}}
    assert bindings(DECLARER, "--declarer 给出的庄家是 {given}，但定约中的庄家是 {named}：请只给一个。", "zh",
                    ["{named}", "{given}"]) == ({"{named}", "{given}"}, [])
    # a count word at a placeholder whose name says no kind ({results} 个结果) tells nothing and swaps nothing
    assert bindings("averaged over the {results} results, times {count}", "乘以 {count}，按 {results} 个结果取平均",
                    "zh", ["{results}", "{count}"]) == (set(), [])
