"""False findings the last fresh tester (9k) found on CORRECT interface translations (fix9x, issue 9 §2), each kept
as a kind: the tester's text gives no finding, the matching defect is still found.

1  A side named by what it did, said of it, the side first: "Which side is non-offending?" as 哪一方没有违规？ /
   哪一方未违规？ / "Ποια πλευρά δεν παρέβη;" / "Ποιος άξονας δεν παρέβη;" is the non-offending side, no negation added;
   without the negation (哪一方违规？, "Ποια πλευρά παρέβη;") it names the offending side: a sides swap, found.
2  A placeholder with the word that says what it is ("the latest: {latest}" as 最新：{latest}, {latest}（最新）, το πιο
   πρόσφατο: {latest}; "corrected by ruling {by}" as 被第 {by} 号裁决更正) stays in its place wherever the sentence
   puts it: no placeholder-order warning; the word moved to the other placeholder still is one.
3  A plural entry whose forms both leave out the same sentence says one ``sentences`` finding, though each form
   quotes its own English; two different sentences left out are two findings.
"""

from __future__ import annotations

import polib
import pytest

from helper.catalog.checks.catalogues import check_entry
from tests.support import findings as _found

# ---------------------------------------------------------------- 1

WHICH = "Which side is non-offending?"


@pytest.mark.parametrize("text, lang", [
    ("哪一方没有违规？", "zh"),
    ("哪一方未违规？", "zh"),
    ("没有违规的一方是哪一方？", "zh"),
    ("Ποια πλευρά δεν παρέβη;", "el"),
    ("Ποιος άξονας δεν παρέβη;", "el"),
])
def test_the_side_that_did_not_offend_is_no_negation_added(text, lang):
    assert _found(WHICH, text, lang) == []


@pytest.mark.parametrize("text, lang, named", [
    ("哪一方违规？", "zh", "一方违规"),
    ("Ποια πλευρά παρέβη;", "el", "πλευρά παρέβη"),
])
def test_the_side_that_offended_is_a_sides_swap(text, lang, named):
    assert _found(WHICH, text, lang) == [
        ("terminology", "error", f"'{named}' where the English says 'non-offending': the offending and "
                                 "non-offending sides swapped?")]


# ---------------------------------------------------------------- 2

OUTCOMES = "{count} appeal outcome, the latest: {latest}"
CORRECTED = ("Ruling {id} was corrected by ruling {by}: the appeal is against ruling {by} (helper rulings appeal {by} "
             "...). Nothing is recorded.")


@pytest.mark.parametrize("english, text, lang", [
    (OUTCOMES, "最新：{latest}，共 {count} 项申诉结果", "zh"),
    (OUTCOMES, "{latest}（最新），共 {count} 项申诉结果", "zh"),
    (OUTCOMES, "το πιο πρόσφατο: {latest}· συνολικά {count} αποτέλεσμα έφεσης", "el"),
    (CORRECTED, "申诉应针对第 {by} 号裁决（helper rulings appeal {by} ...），因为第 {id} 号裁决已被第 {by} 号裁决更正。"
                "未作任何记录。", "zh"),
])
def test_a_placeholder_with_the_word_saying_what_it_is_is_no_finding(english, text, lang):
    assert _found(english, text, lang) == []


@pytest.mark.parametrize("english, text, lang, word, field, other", [
    (OUTCOMES, "共 {latest} 项申诉结果，最新：{count}", "zh", "latest", "{latest}", "{count}"),
    (OUTCOMES, "συνολικά {latest} αποτέλεσμα έφεσης· το πιο πρόσφατο: {count}", "el", "latest", "{latest}", "{count}"),
    (CORRECTED, "第 {by} 号裁决已被第 {id} 号裁决更正：申诉应针对第 {by} 号裁决（helper rulings appeal {by} ...）。"
                "未作任何记录。", "zh", "by ruling", "{by}", "{id}"),
])
def test_the_word_at_the_other_placeholder_is_still_found(english, text, lang, word, field, other):
    # the word at the other placeholder says the two were swapped: an error naming both (fix9bl; was a warning)
    assert _found(english, text, lang) == [
        ("placeholder-order", "error", f"'{word}' goes with {field} in the English but with {other} in the "
                                       "translation: placeholders swapped?")]


# ---------------------------------------------------------------- 3

SAVED_ONE = "The ruling for board {count} was saved. Nothing else was recorded: the log is unchanged."
SAVED = "The rulings for boards {count} were saved. Nothing else was recorded: the log is unchanged."
LEFT_OUT = "2 in the English, 1 in the translation; this English sentence seems to have no translation: '%s'%s"


def _sentences_found(forms: list[str]) -> list[str]:
    entry = polib.POEntry(msgid=SAVED_ONE, msgid_plural=SAVED, msgstr_plural=dict(enumerate(forms)))
    return [f.message for f in check_entry(entry, "el", "messages", nplurals=2) if f.check == "sentences"]


def test_a_plural_entry_says_the_same_sentence_left_out_once():
    kept = "Τίποτε άλλο δεν καταγράφηκε: το αρχείο δεν άλλαξε."
    assert _sentences_found([kept, kept]) == [
        LEFT_OUT % ("The ruling for board {count} was saved.", "; it carries 'board', {count}")]  # its placeholder too
    # since fix9aw (its placeholder not said missing again)


def test_two_sentences_left_out_in_two_forms_are_two_findings():
    assert _sentences_found(["Η απόφαση για τη διανομή {count} αποθηκεύτηκε.",
                             "Τίποτε άλλο δεν καταγράφηκε: το αρχείο δεν άλλαξε."]) == [
        LEFT_OUT % ("Nothing else was recorded: the log is unchanged.", " (only in the singular form, msgstr[0])"),
        LEFT_OUT % ("The rulings for boards {count} were saved.",
                    "; it carries 'board', {count} (only in the plural form, msgstr[1])")]  # (fix9aw; each form named, fix9by)
