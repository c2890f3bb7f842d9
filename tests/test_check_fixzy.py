"""fixzy (session 40): sentences, alternatives and three false findings of fresh tester t9bk - each defect one
finding naming it, each correct rewording none; the tester's inputs and variants of each kind."""

import json
from pathlib import Path

import pytest

from helper.catalog.checks.pair import check_pair
from helper.catalog.checks.keys import listed_keys_dropped
from helper.catalog.checks.placeholder_roles import passive_made_active
from tests.testers.measure import gained

_ITEMS = {json.loads(line)["id"]: json.loads(line)
          for line in (Path(__file__).parent / "testers" / "t9bk.jsonl").open(encoding="utf-8")}


def _checks(source, target, lang):
    return [(f.check, f.message, f.fragment) for f in check_pair(source, target, lang, "", "messages")]


@pytest.mark.parametrize("ident, check, words", [
    ("bk-alt13", "terminology", "its 'or' not said"),
    ("bk-alt21", "terminology", "'one result, or a few results"),
    ("bk-alt24", "terminology", "alternatives made all required"),
    ("bk-alt19", "keys", "the keys 'Enter', 'F1'"),
    ("bk-plh21", "placeholder-order", "placeholders in another order"),
])
def test_tester_defects_one_finding(ident, check, words):
    found = gained(_ITEMS[ident])
    assert [f.check for f in found] == [check], [f.message for f in found]
    assert words in found[0].message


@pytest.mark.parametrize("ident", ["bk-rw18", "bk-rw46", "bk-rw22"])
def test_tester_rewordings_clean(ident):
    assert gained(_ITEMS[ident]) == []


# an "un-" participle said by a negation, its piece moved before the when-clause: no clause added
@pytest.mark.parametrize("target, lang", [
    ("helper 结束时，裁决里还有未记录的答案：按 F4 可再次显示。", "zh"),
    ("Όταν τερματίστηκε ο helper, η απόφαση είχε απαντήσεις που δεν είχαν καταγραφεί: το F4 τις εμφανίζει ξανά.", "el"),
])
def test_un_participle_said_by_negation(target, lang):
    found = _checks("The ruling had unrecorded answers when the helper ended: F4 shows them again.", target, lang)
    assert not [f for f in found if f[0] == "sentences" and "adds" in f[1]], found


# a passive made active with its agent kept: no swap; a passive kept with the two swapped still is one
def test_passive_made_active():
    english = "Ruling {old} was replaced by ruling {new}."
    assert passive_made_active(english, "第 {new} 号裁决取代了第 {old} 号裁决。", "zh")
    assert passive_made_active(english, "Η απόφαση {new} αντικατέστησε την απόφαση {old}.", "el")
    assert not passive_made_active(english, "第 {new} 号裁决已被第 {old} 号裁决取代。", "zh")
    assert not passive_made_active(english, "Η απόφαση {new} αντικαταστάθηκε από την απόφαση {old}.", "el")
    found = _checks(english, "Η απόφαση {new} αντικατέστησε την απόφαση {old}.", "el")
    assert not [f for f in found if f[0] == "placeholder-order"], found


# two placeholders swapped across sentences: the placeholder-order finding only, no sentence unpaired
def test_swap_across_sentences_one_finding():
    english = "Start a new ruling from Law {id}? Ruling {number} stays recorded as it is. (y / n)"
    found = _checks(english, "从第 {number} 条开始新的裁决？第 {id} 号裁决保持原样记录。(y / n)", "zh")
    assert [f[0] for f in found] == ["placeholder-order"], found


# keys of one list dropped together: one finding naming them
def test_listed_keys_dropped():
    assert listed_keys_dropped("Press Escape, Enter, F1 or q to close.", ["Enter", "F1"]) == [["Enter", "F1"]]
    assert listed_keys_dropped("Press F1 for help. Then Enter saves.", ["F1", "Enter"]) == []
    found = _checks("Press Escape, Enter, F1 or q to close.", "Πατήστε Escape ή q για κλείσιμο.", "el")
    assert [f[0] for f in found] == ["keys"], found
    assert "'Enter', 'F1'" in found[0][1]


# an alternative set apart by ", or" dropped, or made "and"; said otherwise, none
@pytest.mark.parametrize("target, lang, check, words", [
    ("Ναι: μερικά αποτελέσματα με την πιθανότητά τους", "el", "sentences", "'one result'"),
    ("能：一个结果，或者几个结果及其可能性", "zh", None, None),
    ("Ναι: ένα αποτέλεσμα ή μερικά αποτελέσματα με την πιθανότητά τους", "el", None, None),
])
def test_comma_alternative(target, lang, check, words):
    found = _checks("Yes: one result, or a few results with their likelihood", target, lang)
    if check is None:
        assert not [f for f in found if f[0] == "terminology"], found
    else:
        assert [f[0] for f in found] == [check], found
        assert words in found[0][1]


def test_comma_alternative_made_and():
    found = _checks("words in English, Chinese or Greek, or a paragraph id", "英文或中文词语和条款编号", "zh")
    assert [f[0] for f in found] == ["terminology"], found
    assert "alternatives made all required" in found[0][1]
