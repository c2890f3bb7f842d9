"""The leftovers of fix9ra and fix9rb (issue 9 §2, fix9sa), the lead's probes, each a kind: the probe, other defects of
the kind (one finding each) and correct rewordings (none), in both languages where the kind applies.

1. A negation added to a clause of an interface sentence whose other clause has a word implying a negation ("… is
   still open: take it over?" as "… είναι ακόμη ανοιχτή: να μην αναληφθεί;", 仍未完成：是否不接管？): the implying
   word ("still open", "kept", "too long") licenses a negation of its own clause only (仍未完成 for "still open"), not
   of the question beside it.  One negation-added finding.
2. The answer keys "(y / n)": said as words of the translation ("(ναι / όχι)") one keys finding, the Director not told
   which key; explained ("(y = ναι, n = όχι)", "（y=是，n=否）", "（y 接管 / n 不接管）") none; a key dropped ("(y)")
   that key's one finding, not a sentence replaced.
3. Law 86B2's title "Multiple Results Obtained at One or More Tables" with "One" dropped, 在多张牌桌上: the finding
   names 多张 (the "One or More" tables said as many), not 多个 (the word of "Multiple Results").
4. Law 86B2's "non-comparable results" said in Greek with a verb and no negation ("αποτελέσματα που μπορούν να
   συγκριθούν", "που συγκρίνονται"): the negation dropped, one finding, not "a duty made a permission" (as fix9rb
   made 可以比较的结果).
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, findings, law_texts, shipped_message

SAVED_EN = "A ruling saved at {time} (UTC) in another login ({terminal}) is still open: take it over? (y / n)"
STARTED_EN = ("A ruling started at {time} (UTC) in another login ({terminal}, process {pid}) is still open: take it "
              "over? That helper will no longer save it. (y / n)")
HELD_EN = "The ruling is now held by another helper (process {pid}): when it began is kept there."
LONG_EN = "Too long: the {name} field has more than {count} characters."
RULING_EN = "Ruling {id} is recorded and stays in the record. Start a new ruling? (y / n)"


def negation_added(sentence: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the translation negates '{sentence}' where the English does not: a permission or "
                                  "a duty made a prohibition, or a condition reversed?")]


SAVED_ADDED = negation_added("A ruling saved at {time} (UTC) in another login ({terminal}…")
STARTED_ADDED = negation_added("A ruling started at {time} (UTC) in another login ({termina…")
HELD_ADDED = negation_added("The ruling is now held by another helper (process {pid}): w…")
LONG_ADDED = negation_added("Too long: the {name} field has more than {count} characters.")


def edited(english: str, lang: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to the shipped ``lang`` translation of ``english``."""
    text = shipped_message(lang, english)
    assert old in text, (lang, old)
    before = {(check, message) for check, _severity, message in findings(english, text, lang)}
    return [f for f in findings(english, text.replace(old, new, 1), lang) if (f[0], f[2]) not in before]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (SAVED_EN, "el", "να αναληφθεί;", "να μην αναληφθεί;", SAVED_ADDED),  # the lead's probe
    (SAVED_EN, "zh", "要接管吗？", "是否不接管？", SAVED_ADDED),  # its Chinese counterpart
    (SAVED_EN, "zh", "要接管吗？", "要不接管吗？", SAVED_ADDED),
    (STARTED_EN, "el", "να αναληφθεί;", "να μην αναληφθεί;", STARTED_ADDED),
    (STARTED_EN, "zh", "要接管吗？", "是否不接管？", STARTED_ADDED),
    (HELD_EN, "zh", "该裁决现由", "该裁决现不由", HELD_ADDED),  # "kept" in the other clause
    (LONG_EN, "el", "Πολύ μεγάλο", "Όχι πολύ μεγάλο", LONG_ADDED),  # "more than" in the other clause
    (LONG_EN, "zh", "太长", "不太长", LONG_ADDED),
    # correct: the implying word's own clause said with a negation, the question reworded
    (SAVED_EN, "el", "είναι ακόμη ανοιχτή", "δεν έχει κλείσει ακόμη", []),
    (SAVED_EN, "zh", "仍未完成", "还没有结束", []),
    (SAVED_EN, "el", "να αναληφθεί;", "να την αναλάβετε;", []),
    (SAVED_EN, "zh", "要接管吗？", "是否接管？", []),
    (STARTED_EN, "el", "να αναληφθεί;", "να την αναλάβετε εδώ;", []),
], ids=["el-probe", "zh-probe", "zh-要不", "el-started", "zh-started", "zh-held", "el-too-long", "zh-too-long",
        "ok-el-still-open", "ok-zh-still-open", "ok-el-question", "ok-zh-question", "ok-el-started"])
def test_a_negation_added_beside_a_word_implying_one(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


def keys_as_words(found: str) -> list[tuple[str, str, str]]:
    return [("keys", "error", f"the English's keys (y, n) are replaced by words of the translation ({found}): the "
                              "Director is not told which key to press?")]


def keys_as_letters(found: str) -> list[tuple[str, str, str]]:
    return [("keys", "error", f"the English's keys (y, n) are given as letters of the translation's own script "
                              f"({found}): keys are never translated, a Director told keys that do nothing?")]


def key_missing(key: str) -> list[tuple[str, str, str]]:
    return [("keys", "error", f"the key '{key}' of the English is not named in the translation")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (SAVED_EN, "el", "(y / n)", "(ναι / όχι)", keys_as_words("ναι, όχι")),  # the lead's probes
    (SAVED_EN, "el", "(y / n)", "(y = ναι, n = όχι)", []),
    (SAVED_EN, "el", "(y / n)", "(y)", key_missing("n")),
    (SAVED_EN, "zh", "（y / n）", "（是 / 否）", keys_as_letters("是, 否")),
    (SAVED_EN, "zh", "（y / n）", "（y=是，n=否）", []),
    (SAVED_EN, "zh", "（y / n）", "（y）", key_missing("n")),
    # other defects of the kind
    (RULING_EN, "el", "(y / n)", "(Ναι / Όχι)", keys_as_words("Ναι, Όχι")),
    (RULING_EN, "zh", "（y / n）", "（是的 / 不是）", keys_as_words("是的, 不是")),
    (RULING_EN, "el", "(y / n)", "(n)", key_missing("y")),
    (RULING_EN, "el", "(y / n)", "(y = ναι)", key_missing("n")),
    (SAVED_EN, "zh", "（y / n）", "（n=否）", key_missing("y")),
    # correct: the keys kept, their answers said
    (SAVED_EN, "el", "(y / n)", "(y: ναι, n: όχι)", []),
    (SAVED_EN, "el", "(y / n)", "(y / n: ναι / όχι)", []),
    (RULING_EN, "el", "(y / n)", "(y = ναι, n = όχι)", []),
    (RULING_EN, "zh", "（y / n）", "（y=是，n=否）", []),
    (SAVED_EN, "zh", "（y / n）", "（y 接管 / n 不接管）", []),
], ids=["el-words", "ok-el-explained", "el-y", "zh-letters", "ok-zh-explained", "zh-y", "el-words-capital",
        "zh-words", "el-n", "el-y-explained", "zh-n-explained", "ok-el-colons", "ok-el-after", "ok-el-ruling",
        "ok-zh-ruling", "ok-zh-actions"])
def test_answer_keys_said_in_words_or_dropped(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


TITLE_EN, _ = law_texts("el", "86B2|title")
T9AY_86B2_TITLE = "在一张或多张牌桌上取得多个结果²⁾"  # tester t9ay's fill of the title (tests/test_check_fix9rb.py)


def one_or_more_as(found: str) -> list[tuple[str, str, str]]:
    return [("number", "error", f"number differs: One or More in the English, {found} in the translation")]


@pytest.mark.parametrize("old, new, expected", [
    ("在一张或多张牌桌上", "在多张牌桌上", one_or_more_as("多张")),  # the lead's probe (it named 多个)
    ("在一张或多张牌桌上", "在多桌上", one_or_more_as("多桌")),
    ("在一张或多张牌桌上", "在许多张牌桌上", one_or_more_as("多张")),
    ("取得多个结果", "取得的多个结果", []),
    ("取得多个结果", "取得多种结果", []),
], ids=["多张", "多桌", "许多张", "ok-的", "ok-多种"])
def test_one_or_more_tables_said_as_many_is_named(old, new, expected):
    assert findings(TITLE_EN, T9AY_86B2_TITLE, "zh", "86B2|title") == []
    assert findings(TITLE_EN, T9AY_86B2_TITLE.replace(old, new, 1), "zh", "86B2|title") == expected


def non_comparable(said: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"'non-comparable' is negated by its prefix in the English, the translation says "
                                  f"'{said}' without a negation: the negation dropped?")]


NON_COMPARABLE = "μη-συγκρίσιμα αποτελέσματα"


@pytest.mark.parametrize("new, expected", [
    ("αποτελέσματα που μπορούν να συγκριθούν", non_comparable("μπορούν να συγκριθούν")),  # the lead's probe
    ("αποτελέσματα που μπορούν να συγκριθούν μεταξύ τους", non_comparable("μπορούν να συγκριθούν")),
    ("αποτελέσματα που είναι δυνατόν να συγκριθούν", non_comparable("είναι δυνατόν να συγκριθούν")),
    ("αποτελέσματα που συγκρίνονται", non_comparable("συγκρίνονται")),
    ("αποτελέσματα που δεν μπορούν να συγκριθούν", []),
    ("αποτελέσματα που δεν συγκρίνονται", []),
    ("αποτελέσματα που δεν είναι δυνατόν να συγκριθούν", []),
], ids=["probe", "μεταξύ-τους", "δυνατόν", "συγκρίνονται", "ok-δεν-μπορούν", "ok-δεν-συγκρίνονται",
        "ok-δεν-δυνατόν"])
def test_non_comparable_said_by_a_greek_verb_without_its_negation(new, expected):
    assert edit_findings("el", "86B2", NON_COMPARABLE, new) == expected


@pytest.mark.parametrize("text, lang", [
    ("{value}：不能大于 {high}", "zh"),
    ("{value}: δεν μπορεί να είναι πάνω από {high}", "el"),
])
def test_clauses_the_other_way_round_are_not_read_by_rank(text, lang):
    """"at most" said as a negated comparison in a clause put first: its negation is the bound's (kind 1's rule reads
    clauses by rank only where they name the same placeholders in the same order)."""
    assert findings("must be at most {high}: {value}", text, lang) == []
