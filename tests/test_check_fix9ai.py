"""fix9ai (issue 9 §2): what a finding says of a condition only part of which a translation dropped.

R2  Law 12C1(a) "When after an irregularity the Director is empowered by these laws to adjust a score and is able to
    award an assigned adjusted score, he does so": a translation without "and is able to award an assigned adjusted
    score" still has a condition (a wider one: the Director adjusts whenever the Laws empower him, able or not), so
    the finding names the part missing and says the rule applies in more cases, not "the rule made unconditional?".
    A part joined by "or" dropped narrows the condition: the rule applies in fewer cases.  The whole condition dropped
    keeps "the rule made unconditional?".  The messages are in the reviewer's language (zh, el).
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.support import edit_findings, findings, law_texts

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
