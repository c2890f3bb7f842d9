"""fix9ai (issue 9 §2): what a finding says of a condition only part of which a translation dropped.

R2  Law 12C1(a) "When after an irregularity the Director is empowered by these laws to adjust a score and is able to
    award an assigned adjusted score, he does so": a translation without "and is able to award an assigned adjusted
    score" still has a condition (a wider one: the Director adjusts whenever the Laws empower him, able or not), so
    the finding names the part missing and says the rule applies in more cases, not "the rule made unconditional?".
    A part joined by "or" dropped narrows the condition: the rule applies in fewer cases.  The whole condition dropped
    keeps "the rule made unconditional?".  The messages are in the reviewer's language (zh, el).
R3  86B3's second part ("however in the absence of a relevant regulation, the Director proceeds as above") replaced by
    a sentence of the translator's own opening with the same contrast word (不过, 但是, Ωστόσο) and keeping the
    condition passed: what it lacks is the reference back, "as above" (proceed as B2 prescribes; the shipped texts say
    按上述方法处理, "πράττει όπως παραπάνω").  A reference with no letter ("as above", "The foregoing" of 12C2(c)) is
    now a law reference the translation must keep; a replacement without the condition stays the condition's one
    finding.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.support import edit_findings, findings, law_texts
from tests.test_check_fix9ad import SECOND_PART, TESTER_86B3

ABLE = "and is able to award an assigned adjusted score"


def _part(text: str, cases: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the part '{text}' of a condition of the English is missing in the translation: "
                                   f"the rule applies in {cases} cases?")]


@pytest.mark.parametrize("lang, old", [
    ("zh", "且裁判能够判给裁定调整分"),
    ("el", " και μπορεί να επιδικάσει μια κατ’ εκτίμηση επανορθωτική βαθμολογία"),
], ids=["zh", "el"])
def test_the_second_part_of_12c1a_condition_dropped_widens_the_rule_not_unconditional(lang, old):
    assert edit_findings(lang, "12C1(a)", old, "") == _part(ABLE, "more")


@pytest.mark.parametrize("lang, old, new", [
    ("zh", "如果本规则授权裁判调整比分且裁判能够判给裁定调整分，", ""),
    ("el", "Όταν, έπειτα από κάποια ανωμαλία, ο παρών Κώδικας δίνει το δικαίωμα στον Διαιτητή να αλλάξει το "
           "αποτέλεσμα και μπορεί να επιδικάσει μια κατ’ εκτίμηση επανορθωτική βαθμολογία, το", "Ο Διαιτητής το"),
], ids=["zh", "el"])
def test_the_whole_12c1a_condition_dropped_is_still_the_rule_made_unconditional(lang, old, new):
    assert edit_findings(lang, "12C1(a)", old, new) == [
        ("sentences", "error", "the condition 'When after an irregularity the Director is empowered by the…' of the "
                               "English is missing in the translation: the rule made unconditional?")]


# 12C1(a) with its two parts joined by "or" (no law says so; the shape of the check): either suffices, so dropping
# the second leaves a narrower condition
EITHER = ("When the Director is empowered by these laws to adjust a score or is able to award an assigned adjusted "
          "score, he does so. Such a score replaces the score obtained in play.")


@pytest.mark.parametrize("text, lang", [
    ("如果本规则授权裁判调整比分，裁判应当这样做。该调整分取代实际打牌所得的分数。", "zh"),
    ("Όταν ο παρών Κώδικας δίνει το δικαίωμα στον Διαιτητή να αλλάξει το αποτέλεσμα, το κάνει. Αυτή η βαθμολογία "
     "αντικαθιστά το αποτέλεσμα που υπήρξε στη διανομή.", "el"),
], ids=["zh", "el"])
def test_a_part_joined_by_or_dropped_narrows_the_rule(text, lang):
    assert findings(EITHER, text, lang, "12C1(a)") == _part("or is able to award an assigned adjusted score", "fewer")


def test_the_or_parts_kept_is_no_finding():
    assert findings(EITHER, "如果本规则授权裁判调整比分或裁判能够判给裁定调整分，裁判应当这样做。该调整分取代实际打牌所得的分数。", "zh",
                    "12C1(a)") == []


@pytest.mark.parametrize("ui_lang, expected", [
    ("zh", f"译文中缺少英文条件的一部分“{ABLE}”：规则适用的情形变多了？"),
    ("el", f"λείπει από τη μετάφραση ένα μέρος της προϋπόθεσης του αγγλικού, «{ABLE}»: ο κανόνας ισχύει σε "
           "περισσότερες περιπτώσεις;"),
], ids=["zh", "el"])
def test_the_part_missing_is_said_in_the_reviewers_language(ui_lang, expected):
    english, clean = law_texts("zh", "12C1(a)")
    found = check_pair(english, clean.replace("且裁判能够判给裁定调整分", ""), "zh", "2017|12C1(a)", "laws",
                       ui_lang=ui_lang)
    assert [f.message for f in found if f.check == "sentences"] == [expected]


# ---------------------------------------------------------------- R3

def _back(text: str) -> list[tuple[str, str, str]]:
    return [("law-reference", "error", f"the reference '{text}' of the English (to what the law says before or after) "
                                       "is missing in the translation")]


@pytest.mark.parametrize("own", [
    "不过，在没有相关规章的情况下，裁判应判给平均分。",
    "但是，在没有相关规章的情况下，裁判应当记录其理由并通知各方。",
], ids=["buguo", "danshi"])
def test_86b3_second_part_replaced_after_the_same_contrast_word_is_the_reference_back_missing(own):
    english, _clean = law_texts("zh", "86B3")
    assert findings(english, TESTER_86B3.replace(SECOND_PART, own), "zh", "86B3") == _back("as above")


def test_the_testers_86b3_with_its_reference_back_is_still_no_finding():
    english, _clean = law_texts("zh", "86B3")
    assert findings(english, TESTER_86B3, "zh", "86B3") == []


def test_the_greek_86b3_second_part_replaced_after_ostoso_is_the_reference_back_missing():
    assert edit_findings("el", "86B3", ", αλλά, ελλείψει σχετικού κανονισμού, ο Διαιτητής πράττει όπως παραπάνω.",
                         ". Ωστόσο, ελλείψει σχετικού κανονισμού, ο Διαιτητής καταγράφει τους λόγους του.") == _back(
        "as above")


def test_the_greek_86b3_split_at_ostoso_keeping_its_reference_is_no_finding():
    assert edit_findings("el", "86B3", ", αλλά, ελλείψει", ". Ωστόσο, ελλείψει") == []


def test_a_replacement_without_the_condition_is_the_conditions_one_finding():
    english, _clean = law_texts("zh", "86B3")
    assert findings(english, TESTER_86B3.replace(SECOND_PART, "不过，裁判应当记录其理由并通知各方。"), "zh", "86B3") == [
        ("sentences", "error", "the condition 'in the absence of a relevant regulation' of the English is missing in "
                               "the translation: the rule made unconditional?")]


@pytest.mark.parametrize("lang, old, new", [
    ("zh", "上述规定予以修改", "规定予以修改"),
    ("el", "Τα παραπάνω τροποποιούνται", "Αυτά τροποποιούνται"),
], ids=["zh", "el"])
def test_12c2c_without_the_foregoing_is_the_reference_back_missing(lang, old, new):
    assert edit_findings(lang, "12C2(c)", old, new) == _back("The foregoing")


@pytest.mark.parametrize("lang, old, new", [
    ("zh", "不同于B2的规定；但如无相关规程，裁判按上述方法处理", "不同于上述B2的规定；但如无相关规程，裁判应判给平均分"),
    ("el", "στην παράγραφο Β2, αλλά, ελλείψει σχετικού κανονισμού, ο Διαιτητής πράττει όπως παραπάνω",
     "στην παράγραφο Β2 παραπάνω, αλλά, ελλείψει σχετικού κανονισμού, ο Διαιτητής καταγράφει τους λόγους του"),
], ids=["zh", "el"])
def test_above_beside_a_lettered_reference_is_that_references_not_as_above(lang, old, new):
    # 上述B2 / "Β2 παραπάνω" cite B2: "as above" is still missing
    assert edit_findings(lang, "86B3", old, new) == _back("as above")


def test_the_reference_back_missing_is_said_in_the_reviewers_language():
    english, _clean = law_texts("zh", "86B3")
    text = TESTER_86B3.replace(SECOND_PART, "不过，在没有相关规章的情况下，裁判应判给平均分。")
    messages = [f.message for ui_lang in ("zh", "el")
                for f in check_pair(english, text, "zh", "2017|86B3", "laws", ui_lang=ui_lang)]
    assert messages == ["译文中缺少英文指向本条前后规定的引用“as above”",
                        "λείπει από τη μετάφραση η παραπομπή «as above» του αγγλικού (σε όσα ορίζει ο Νόμος πριν ή "
                        "μετά)"]
