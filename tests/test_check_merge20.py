"""Merge fix-ups of session 20 (issue 9 §2): words fix9be's stated-act check ("he does so" made "may do so") took for
leave given, though they give none.

- 12B1's 本可预期 ("would have been the expectation"): 本可 is "could have", a counterfactual; 可预期 "foreseeable".
- 12C2(a)'s 得 "gets" before a score said with its sign first (得正的平均分, a correct wording of 得平均正分).
Each text is a correct translation: no finding.  The stated act made a permission is still found (control).
"""

from __future__ import annotations

import pytest

from helper.catalog.checks.negation import _PERMISSION
from tests.support import edit_findings, findings, law_texts

# a correct Chinese 12B1 (its shipped entry is untranslated): tests/test_catalog_fix9e.py's
ZH_12B1 = ("调整比分的目的是弥补非违规方所受的损害，并取消违规方通过其违规所获得的任何利益。"
           "损害是指由于违规，无辜一方所得的牌桌结果不如违规未发生时本可预期的结果有利。")


@pytest.mark.parametrize("text, words", [
    ("不如违规未发生时本可预期的结果有利", []),  # 12B1: "than would have been the expectation"
    ("可预见的结果", []),  # "foreseeable"
    ("裁判可预先告知", ["可"]),  # control: 可 "may" before another verb is leave
    ("裁判可以这样做", ["可"]),
])
def test_could_have_and_foreseeable_give_no_leave(text, words):
    assert _PERMISSION["zh"].findall(text) == words


def test_twelve_b1_with_english_left_is_one_finding():
    english = law_texts("zh", "12B1")[0]
    assert findings(english, ZH_12B1, "zh", "12B1") == []
    assert findings(english, ZH_12B1.replace("无辜一方", "innocent side"), "zh", "12B1") == [
        ("untranslated-run", "error", "English left untranslated in the translation: 'innocent side'")]


@pytest.mark.parametrize("old, new", [
    ("平均正分", "正的平均分"),  # a paraphrase: only the term missing, a warning
    ("平均负分", "负的平均分"),
])
def test_gets_a_signed_score_is_no_permission(old, new):
    term = "average plus" if old == "平均正分" else "average minus"
    assert edit_findings("zh", "12C2(a)", old, new) == [
        ("terminology", "warning", f"the term for '{term}' ('{old}') is not in the translation")]


def test_he_does_so_made_may_is_still_found():
    english, text = law_texts("zh", "12C1(a)")
    assert "应当这样做" in text or "应这样做" in text, text
    changed = text.replace("应当这样做", "就可以这样做").replace("应这样做", "就可以这样做")
    got = findings(english, changed, "zh", "12C1(a)")
    assert [(check, severity) for check, severity, _message in got] == [("terminology", "error")]
    assert "a duty made a permission" in got[0][2]
