"""Issue 9 section 2's known gaps after session 12, each kept as a kind (clean13).

Each defect is planted in a real text (the shipped catalogues under ``locales/``, the official Greek of the laws,
or the Chinese written from the 2017 English, ``tests/test_catalog_fix9e.py``'s ``ZH_2017``) and the exact new
findings are asserted against those of the clean text.

1  a sentence dropped and another added, the counts agreeing, in a loose translation (the fuzzy zh 12C3, 1997 Law
   89, whose right pairs already differ much): the dropped one is still named.
2  the finding of a dropped sentence says what the sentence carried: its references, numbers, terms and labels.
3  a comparison of size or amount reversed (the higher of two scores as the lower; "one or more" as "or fewer").
4  得 read as "may" (裁判得判给), 不得 and 不可 as "may not", 得到/获得 as "obtain": no modal.
"""

from __future__ import annotations

from helper.catalog.checks import check_pair
from tests.test_check_meaning9g import _new, _texts


# 2  what a dropped sentence carried

def test_a_dropped_sentence_names_its_references_and_terms():
    """Law 12C2(b)'s second sentence ("Subject to approval by the Regulating Authority, this may be varied by the
    Tournament Organizer as provided for by Laws 78D, 86B3 and (d) hereunder.") dropped from the Chinese."""
    english, clean = _texts("zh", "12C2(b)")
    first, second = clean.split("。")[:2]
    assert clean == f"{first}。{second}。" and "主管单位" in second
    assert _new("zh", "12C2(b)", f"{second}。", "") == [
        ("sentences", "error", "2 in the English, 1 in the translation; this English sentence seems to have no "
                               "translation: 'Subject to approval by the Regulating Authority, this may b…'; it carries "
                               "'Regulating Authority', 'Tournament Organizer', 78D, 86B3, (d)")]


def test_a_dropped_sentence_with_numbers_and_labels_names_them_once():
    english = ("Average plus is awarded to the non-offending side. The offending contestant receives at most 40% of "
               "the available matchpoints.")
    found = check_pair(english, "非违规方得到平均正分。", "zh", "", "laws")
    assert [f.message for f in found if f.check == "sentences"] == [
        "2 in the English, 1 in the translation; this English sentence seems to have no translation: 'The offending "
        "contestant receives at most 40% of the availa…'; it carries 'offending', 'contestant', 40%, "
        "'matchpoint'"]


def test_a_dropped_sentence_that_carries_none_of_them_is_said_as_before():
    english = "The file is saved. Nothing else is changed."
    found = check_pair(english, "文件已保存。", "zh", "", "messages")
    assert [f.message for f in found if f.check == "sentences"] == [
        "2 in the English, 1 in the translation; this English sentence seems to have no translation: 'Nothing else "
        "is changed.'"]
