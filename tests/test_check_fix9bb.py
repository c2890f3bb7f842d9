"""Greek false findings and misses of ``catalog check`` (issue 9 §2, fix9bb; fresh tester 9x), each kind with the
tester's text and a correct variant or a defect of the same place (each test checks both, so each fails without
the fix).

1. "Without any" (χωρίς κανένα σφάλμα, χωρίς καμία ευθύνη) says the English's "no" / "in no way": Law 12C2(a) "a
   contestant in no way at fault" and 12C3 "in no way to blame" so said were a negation missing.
2. "Other" on folded Greek text: άλλες, άλλων, άλλους (final ς folded to σ) were no "other" (12C2(c) "the other
   boards" as "στις άλλες διανομές").
3. A word of lack (λείπει, λείπουν, απουσιάζει) renders an interface string's plain "is not": "a string is not closed
   with a quote" as "λείπουν τα εισαγωγικά" was a negation missing.
4. A term the English names in its own negated contrast ("an assigned adjusted score, not an artificial one" as
   "κατ' εκτίμηση και όχι τεχνητή επανορθωτική βαθμολογία") is no term swapped.
5. "If time permits, a substitute board may be played instead": the 允许 / επιτρέπει of "permits" stood for the
   "may", so 必须改打 / 应改打 / 改打 / "πρέπει να παιχτεί" / "παίζεται υποχρεωτικά" were no finding.
6. "The other boards" dropped in an interface string (在本节所有牌上, "σε όλες τις διανομές") was no finding.
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, findings

NEGATION_12C2A = ("negation", "error",
                  "a negation of the English (not, no, unless) is missing in the translation of 'When owing to an "
                  "irregularity no result can be obtained [se…': a prohibition made a permission, or a condition "
                  "reversed?")
NEGATION_12C3 = ("negation", "error",
                 "a negation of the English (not, no, unless) is missing in the translation of 'But the Director "
                 "shall not award a procedural penalty again…': a prohibition made a permission, or a condition "
                 "reversed?")
NO_WAY_12C3 = "αν, κατά τη γνώμη του, δεν είναι με κανένα τρόπο υπεύθυνος"


# ---------------------------------------------------------------- 1. χωρίς κανένα / καμία

@pytest.mark.parametrize("paragraph, old, new", [
    ("12C2(a)", "για τον αγωνιζόμενο που δεν έσφαλε κατά κανένα τρόπο", "στον αγωνιζόμενο χωρίς κανένα σφάλμα"),
    ("12C2(a)", "για τον αγωνιζόμενο που δεν έσφαλε κατά κανένα τρόπο", "για τον αγωνιζόμενο χωρίς καμία ευθύνη"),
    ("12C3", NO_WAY_12C3, "αν κρίνει ότι είναι χωρίς καμία ευθύνη"),
])
def test_without_any_says_no(paragraph, old, new):
    assert edit_findings("el", paragraph, old, new) == []


def test_without_any_with_a_negation_dropped():
    assert edit_findings("el", "12C2(a)", "δεν μπορεί να υπάρξει αποτέλεσμα σε μια διανομή [βλέπε επίσης την "
                         "παράγραφο Γ1(δ)], ο Διαιτητής επιδικάζει τεχνητή επανορθωτική βαθμολογία, ανάλογα με την "
                         "ευθύνη πρόκλησης της ανωμαλίας ως εξής: τον μέσο όρο μείον (το πολύ 40% των διαθέσιμων "
                         "βαθμών αγώνα στα ζεύγη) για τον αγωνιζόμενο που έσφαλε σαφώς, τον μέσο όρο (50% στα ζεύγη) "
                         "για τον αγωνιζόμενο που έσφαλε μερικώς και τον μέσο όρο συν (τουλάχιστον 60% στα ζεύγη) για "
                         "τον αγωνιζόμενο που δεν έσφαλε κατά κανένα τρόπο",
                         "μπορεί να υπάρξει αποτέλεσμα σε μια διανομή [βλέπε επίσης την "
                         "παράγραφο Γ1(δ)], ο Διαιτητής επιδικάζει τεχνητή επανορθωτική βαθμολογία, ανάλογα με την "
                         "ευθύνη πρόκλησης της ανωμαλίας ως εξής: τον μέσο όρο μείον (το πολύ 40% των διαθέσιμων "
                         "βαθμών αγώνα στα ζεύγη) για τον αγωνιζόμενο που έσφαλε σαφώς, τον μέσο όρο (50% στα ζεύγη) "
                         "για τον αγωνιζόμενο που έσφαλε μερικώς και τον μέσο όρο συν (τουλάχιστον 60% στα ζεύγη) για "
                         "τον αγωνιζόμενο χωρίς κανένα σφάλμα") == [NEGATION_12C2A]
    assert edit_findings("el", "12C3", "ο Διαιτητής δεν θα επιβάλει διαδικαστικές ποινές στον συμπαίκτη του "
                         "υπαιτίου, " + NO_WAY_12C3,
                         "ο Διαιτητής θα επιβάλει διαδικαστικές ποινές στον συμπαίκτη του υπαιτίου, αν κρίνει ότι "
                         "είναι χωρίς καμία ευθύνη") == [NEGATION_12C3]


# ---------------------------------------------------------------- 2. άλλες on folded text

OTHER_12C2C = ("terminology", "error",
               "'other' of the English is missing in the translation of 'Such contestants are awarded the percentage "
               "obtained (or th…': does it now cover all boards or contestants, this one included?")


@pytest.mark.parametrize("new", ["στις άλλες", "στις άλλες τις"])
def test_greek_other_inflected(new):
    assert edit_findings("el", "12C2(c)", "στις υπόλοιπες", new) == []
    assert edit_findings("el", "12C2(c)", "στις υπόλοιπες διανομές", "σε όλες τις διανομές") == [OTHER_12C2C]


# ---------------------------------------------------------------- 3. a word of lack for "is not"

QUOTE = "line {line}: a string is not closed with a quote"
KEY = "the key '{key}' of the English is not named in the translation"


def negation_missing(english: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"a negation of the English (not, no, unless) is missing in the translation of "
             f"'{english}': a prohibition made a permission, or a condition reversed?")]


@pytest.mark.parametrize("english, correct, defective, shown", [
    (QUOTE, ["γραμμή {line}: λείπουν τα εισαγωγικά στο τέλος μιας συμβολοσειράς",
             "γραμμή {line}: απουσιάζουν τα εισαγωγικά στο τέλος μιας συμβολοσειράς"],
     "γραμμή {line}: μια συμβολοσειρά κλείνει με εισαγωγικά", "a string is not closed with a quote"),
    (KEY, ["το κλειδί '{key}' του αγγλικού λείπει από τη μετάφραση"],
     "το κλειδί '{key}' του αγγλικού αναφέρεται στη μετάφραση",
     "the key '{key}' of the English is not named in the translat…"),
])
def test_lack_says_not(english, correct, defective, shown):
    for text in correct:
        assert findings(english, text, "el") == [], text
    assert findings(english, defective, "el") == negation_missing(shown)


# ---------------------------------------------------------------- 4. a term in the English's own contrast

CONTRAST = ("The result at the other table between the same contestants is clearly favourable to one side: an "
            "assigned adjusted score, not an artificial one (Law {law}).")
GREEK_CONTRAST = ("Το αποτέλεσμα στο άλλο τραπέζι ανάμεσα στους ίδιους αγωνιζόμενους είναι σαφώς ευνοϊκό για έναν "
                  "άξονα: επιδικάζεται {score} (Νόμος {{law}}).")


def test_term_in_the_english_contrast():
    assert findings(CONTRAST, GREEK_CONTRAST.format(score="κατ' εκτίμηση και όχι τεχνητή επανορθωτική βαθμολογία"),
                    "el") == []
    assert findings(CONTRAST, GREEK_CONTRAST.format(score="τεχνητή επανορθωτική βαθμολογία"), "el") == [
        ("terminology", "error", "'τεχνητή επανορθωτική' where the term for 'assigned adjusted score' is expected "
         "('κατ' εκτίμηση επανορθωτική βαθμολογία / κατ' εκτίμηση βαθμολογία')")]


# ---------------------------------------------------------------- 5. "permits" is no modal of the rule

SUBSTITUTE = "If time permits, a substitute board may be played instead (Law {law})."
DUTY = [("terminology", "error", "the English allows or says what may be ('may be played instead'), the translation "
         "obliges: a permission made a duty?")]
FACT = [("terminology", "error", "the English says what may be ('may be played instead'), the translation states it "
         "as a fact: a possibility made certain?")]


@pytest.mark.parametrize("lang, correct, defective, expected", [
    ("zh", "如时间允许，可改打一副替代牌（{law}）。", "如时间允许，必须改打一副替代牌（{law}）。", DUTY),
    ("zh", "如时间允许，可以改打一副替代牌（{law}）。", "如时间允许，应改打一副替代牌（{law}）。", DUTY),
    ("zh", "如时间允许，可改打一副替代牌（{law}）。", "如时间允许，改打一副替代牌（{law}）。", FACT),
    ("el", "Αν το επιτρέπει ο χρόνος, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law}).",
     "Αν το επιτρέπει ο χρόνος, πρέπει να παιχτεί μια διανομή αντικατάστασης (Νόμος {law}).", DUTY),
    ("el", "Αν το επιτρέπει ο χρόνος, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law}).",
     "Αν το επιτρέπει ο χρόνος, παίζεται υποχρεωτικά μια διανομή αντικατάστασης (Νόμος {law}).", DUTY),
])
def test_permits_is_no_modal(lang, correct, defective, expected):
    assert findings(SUBSTITUTE, correct, lang) == []
    assert findings(SUBSTITUTE, defective, lang) == expected


# ---------------------------------------------------------------- 6. "the other boards" in interface strings

PERCENT = "North-South's percentage on the other boards of this session (0-100; Enter to skip)"


@pytest.mark.parametrize("lang, correct, defective", [
    ("zh", "南北在本节其他牌上的得分百分比（0-100；按 Enter 跳过）", "南北在本节所有牌上的得分百分比（0-100；按 Enter 跳过）"),
    ("el", "Το ποσοστό του άξονα Βορρά-Νότου στις υπόλοιπες διανομές της ημερίδας (0-100· Enter για παράλειψη)",
     "Το ποσοστό του άξονα Βορρά-Νότου σε όλες τις διανομές της ημερίδας (0-100· Enter για παράλειψη)"),
    ("el", "Το ποσοστό του άξονα Βορρά-Νότου στις άλλες διανομές της ημερίδας (0-100· Enter για παράλειψη)",
     "Το ποσοστό του άξονα Βορρά-Νότου στις διανομές της ημερίδας (0-100· Enter για παράλειψη)"),
])
def test_other_boards_in_interface(lang, correct, defective):
    assert findings(PERCENT, correct, lang) == []
    assert findings(PERCENT, defective, lang) == [
        ("terminology", "error", "'other' of the English is missing in the translation of 'North-South's percentage "
         "on the other boards of this sessio…': does it now cover all boards or contestants, this one included?")]
