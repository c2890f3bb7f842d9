"""A Greek "in no way at fault" said with its own negation, and a degree of fault dropped in a reordered 12C2(a)
(issue 9 §2, fix9bj; tester 9x, session 20, B2-2).

1. "στον αγωνιζόμενο που δεν έχει καμία ευθύνη" ("in no way at fault", and its kin "δεν φέρει καμία / ουδεμία
   ευθύνη", "δεν ευθύνεται καθόλου") is the degree of fault whole, its δεν the degree's: no negation missing in
   12C2(a), no degree missing in 12C3.  Its negation dropped ("που έχει ευθύνη") is the degree's one finding.
2. The degree "only partly at fault" dropped in a translation that gives the cases in another order (B2-2, from the
   innocent side first) is the degree's one finding, not also "numbers in another order" (its 50% goes with nothing).
"""

from __future__ import annotations

import pytest

from tests.support import findings, law_texts

# tester 9x's B2-2: a correct 12C2(a) from the innocent side first
B2_2 = ("Όταν λόγω ανωμαλίας δεν είναι δυνατόν να ληφθεί αποτέλεσμα [βλέπε επίσης Γ1(δ)], ο Διαιτητής επιδικάζει "
        "τεχνητή επανορθωτική βαθμολογία ανάλογα με την ευθύνη για την ανωμαλία: στον αγωνιζόμενο που δεν έχει καμία "
        "ευθύνη τον μέσο όρο συν (στα ζεύγη τουλάχιστον 60%), στον αγωνιζόμενο που έσφαλε μόνο εν μέρει τον μέσο όρο "
        "(στα ζεύγη 50%) και στον αγωνιζόμενο που έσφαλε άμεσα τον μέσο όρο μείον (στα ζεύγη το πολύ 40% των "
        "διαθέσιμων βαθμών αγώνα).")
ENGLISH_12C2A, OFFICIAL_12C2A = law_texts("el", "12C2(a)")
ENGLISH_12C3, OFFICIAL_12C3 = law_texts("el", "12C3")
IN_NO_WAY_12C2A = "που δεν έσφαλε κατά κανένα τρόπο"  # the official Greek's wordings
IN_NO_WAY_12C3 = "δεν είναι με κανένα τρόπο υπεύθυνος"


def missing(degree: str) -> tuple[str, str, str]:
    """The error of the degree of fault ``degree`` (as the English says it) missing in the translation."""
    return ("terminology", "error", f"the degree of fault '{degree}' of the English is missing in the translation: "
                                    "another category of fault, another score?")


# ---------------------------------------------------------------- 1. "in no way at fault" with its own negation

def test_b2_2_clean_and_its_negation_dropped():
    assert findings(ENGLISH_12C2A, B2_2, "el", "12C2(a)") == []
    dropped = B2_2.replace("που δεν έχει καμία ευθύνη", "που έχει ευθύνη")
    assert findings(ENGLISH_12C2A, dropped, "el", "12C2(a)") == [missing("in no way at fault")]


@pytest.mark.parametrize("wording", [
    "δεν έχει καμία ευθύνη",
    "δεν φέρει καμία ευθύνη",
    "δεν ευθύνεται καθόλου",
    "δεν φέρει ουδεμία ευθύνη",
])
def test_in_no_way_negated_is_clean(wording):
    """Clean in the official 12C2(a) (for "που δεν έσφαλε κατά κανένα τρόπο") and in 12C3 (for "δεν είναι με
    κανένα τρόπο υπεύθυνος"), which give no finding as they are."""
    assert findings(ENGLISH_12C2A, OFFICIAL_12C2A, "el", "12C2(a)") == []
    assert findings(ENGLISH_12C3, OFFICIAL_12C3, "el", "12C3") == []
    assert IN_NO_WAY_12C2A in OFFICIAL_12C2A and IN_NO_WAY_12C3 in OFFICIAL_12C3
    assert findings(ENGLISH_12C2A, OFFICIAL_12C2A.replace(IN_NO_WAY_12C2A, "που " + wording), "el", "12C2(a)") == []
    assert findings(ENGLISH_12C3, OFFICIAL_12C3.replace(IN_NO_WAY_12C3, wording), "el", "12C3") == []


@pytest.mark.parametrize("wording, dropped", [
    ("δεν φέρει καμία ευθύνη", "φέρει ευθύνη"),
    ("δεν ευθύνεται καθόλου", "ευθύνεται"),
    ("δεν φέρει ουδεμία ευθύνη", "φέρει ευθύνη"),
])
def test_in_no_way_negated_dropped_is_one_finding(wording, dropped):
    assert findings(ENGLISH_12C2A, B2_2.replace("δεν έχει καμία ευθύνη", wording), "el", "12C2(a)") == []
    assert findings(ENGLISH_12C2A, B2_2.replace("δεν έχει καμία ευθύνη", dropped), "el", "12C2(a)") == [
        missing("in no way at fault")]
    # (in 12C3, where nothing else says the degree, the liability affirmed is its opposite: fixzi, tester t9bf neg22)
    assert findings(ENGLISH_12C3, OFFICIAL_12C3.replace(IN_NO_WAY_12C3, dropped), "el", "12C3") == [
        ("terminology", "error", f"the English says 'in no way to blame', the translation its opposite '{dropped}': "
                                 "the meaning reversed?")]


# ---------------------------------------------------------------- 2. a degree dropped in a reordered 12C2(a)

def test_degree_dropped_in_reordered_text_is_one_finding():
    assert findings(ENGLISH_12C2A, B2_2.replace(" μόνο εν μέρει", ""), "el", "12C2(a)") == [
        missing("only partly at fault")]


def test_degree_dropped_in_reordered_text_and_a_number_changed():
    """A number changed or two numbers swapped beside the degree dropped are still found."""
    text = B2_2.replace(" μόνο εν μέρει", "")
    assert findings(ENGLISH_12C2A, text.replace("60%", "70%"), "el", "12C2(a)") == [
        ("number", "error", "number differs: 60% in the English, 70% in the translation"),
        missing("only partly at fault")]
    swapped = text.replace("60%", "@").replace("40%", "60%").replace("@", "40%")
    found = findings(ENGLISH_12C2A, swapped, "el", "12C2(a)")
    assert ("number", "error", "40% goes with 'directly at fault' in the English but with 'in no way at fault' in the "
                               "translation") in found
    assert found[-1] == missing("only partly at fault")
