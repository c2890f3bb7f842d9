"""Issue 9, the sides (fix9ao, fresh tester 9r): a side the English names generally said as one particular side.

S1  Law 12B2 "… unduly severe or advantageous to either side" saved as 裁判不得以本规则规定的纠正对非违规方过于严厉或过于
    有利为由判给调整分。: the English's "either side" (any side) said as 非违规方 (the non-offending side only) changes
    the law, and no check found it (the sides check compares the offending with the non-offending side only).  The
    kind: the English names a side generally (either side, both sides, any side, a side, one side, neither side, the
    sides; zh 任何一方 / 任一方 / 双方 / 其中一方; el οποιονδήποτε άξονα / έναν άξονα / και οι δύο άξονες) and the
    translation names a particular side there (the offending or non-offending side, North-South / East-West,
    declarer's side; 违规方 / 非违规方 / 南北 / 庄家方; ο παραβάτης / ο μη υπαίτιος / ο αναίτιος άξονας, ΒΝ): one
    `terminology` error naming both, in law texts and interface strings alike; where the English also names a
    particular side, the sides swap it looks like is not said a second time.
    Correct texts naming sides of both kinds, or the general side spelled out as both particular ones
    (违规方或非违规方), stay clean.

The expected messages are written out by hand; the Greek is the official text of locales/el, the Chinese law text
tests/test_catalog_fix9e.py's ZH_2017, the interface texts those of the shipped catalogues.
"""

from __future__ import annotations

import pytest

from tests.support import edits_test, findings, findings_test, law_texts


def named(english: str, found: str) -> list[tuple[str, str, str]]:
    """The one finding of the English's general side ``english`` said as the particular side ``found``."""
    return [("terminology", "error", f"'{found}' where the English says '{english}': one particular side where the "
                                     "English names the sides generally?")]


# ---------------------------------------------------------------- S1 in law texts

test_a_general_side_said_as_a_particular_one_in_a_law = edits_test([
    # the text tester 9r saved: 裁判不得以本规则规定的纠正对非违规方过于严厉或过于有利为由判给调整分。
    ("zh", "12B2", "纠正过于严厉或对任何一方有利", "纠正对非违规方过于严厉或过于有利", named("either side", "非违规方")),
    ("zh", "12B2", "对任何一方有利", "对违规方有利", named("either side", "违规方")),
    ("zh", "12B2", "对任何一方有利", "对南北有利", named("either side", "南北")),
    ("zh", "12B2", "对任何一方有利", "对庄家方有利", named("either side", "庄家方")),
    ("zh", "86B1", "有利于其中一方", "有利于非违规方", named("one side", "非违规方")),
    ("el", "12B2", "για οποιονδήποτε άξονα", "για τον μη υπαίτιο άξονα", named("either side", "μη υπαίτιο")),
    ("el", "12B2", "για οποιονδήποτε άξονα", "για τον παραβάτη άξονα", named("either side", "παραβάτη")),
    ("el", "12B2", "για οποιονδήποτε άξονα", "για τον άξονα ΒΝ", named("either side", "ΒΝ")),
    ("el", "86B1", "για έναν άξονα", "για τον αναίτιο άξονα", named("one side", "αναίτιο")),
], "the English's general side said as the offending, non-offending, North-South or declarer's side: one error")

test_a_general_side_said_generally_or_spelled_out_is_no_finding = edits_test([
    ("zh", "12B2", "对任何一方有利", "对任一方有利"),
    ("zh", "12B2", "对任何一方有利", "对违规方或非违规方有利"),
    ("zh", "12B2", "对任何一方有利", "对南北或东西有利"),
    ("el", "12B2", "για οποιονδήποτε άξονα", "για κάποιον άξονα"),
    ("el", "12B2", "για οποιονδήποτε άξονα", "για τον παραβάτη ή τον αναίτιο άξονα"),
], "another general word, or both particular sides in its place")

SIDE_MESSAGES = ("names the sides generally", "sides swapped")


@pytest.mark.parametrize("lang", ["zh", "el"])
@pytest.mark.parametrize("paragraph", ["12B1", "12B2", "12C1(b)", "12C1(e)", "12C1(e)(i)", "12C1(e)(ii)",
                                       "12C2(a)", "12C2(c)", "12C3", "12C4", "86B1", "86B2", "86B2(b)", "86B2(c)"])
def test_correct_law_texts_naming_sides_have_no_sides_finding(paragraph, lang):
    """The correct texts (general sides, particular sides, or both, 86B2(b) and 12C1(e) with their "opponents" and
    "its own damage") have no sides finding."""
    english, text = law_texts(lang, paragraph)
    assert [f for f in findings(english, text, lang, paragraph) if any(m in f[2] for m in SIDE_MESSAGES)] == []


# ---------------------------------------------------------------- S1 in interface strings

NO_SCORE = ("No adjusted score: the Director may not award one because the rectification in the Laws seems unduly "
            "severe or advantageous to either side. Apply the rectification the Laws prescribe.")
ZH_NO_SCORE = "不判调整分：裁判不得以规则规定的纠正对{side}过重或过于有利为由判给调整分。请执行规则规定的纠正。"
EL_NO_SCORE = ("Καμία επανορθωτική βαθμολογία: ο Διαιτητής δεν μπορεί να επιδικάσει επανορθωτική βαθμολογία με το "
               "σκεπτικό ότι η επανόρθωση του Κώδικα είναι υπερβολικά αυστηρή ή ευνοϊκή για {side}. Εφαρμόστε την "
               "επανόρθωση που προβλέπει ο Κώδικας.")
FEW = "Version {number}, too few results: average plus to both sides ({percent}) (Law {law}): {items}"
EL_FEW = "Εκδοχή {{number}}, πολύ λίγα αποτελέσματα: μέσος όρος συν {side} ({{percent}}) (Νόμος {{law}}): {{items}}"
ERROR_82C = "The Director's error: both sides are treated as non-offending (Law 82C)."

test_a_general_side_said_as_a_particular_one_in_interface_strings = findings_test([
    (NO_SCORE, ZH_NO_SCORE.format(side="非违规方"), "zh", named("either side", "非违规方")),
    (NO_SCORE, EL_NO_SCORE.format(side="τον αναίτιο άξονα"), "el", named("either side", "αναίτιο")),
    (FEW, EL_FEW.format(side="στον αναίτιο άξονα"), "el", named("both sides", "αναίτιο")),
    ("Both sides vulnerable", "东西有局", "zh", named("Both sides", "东西")),
    ("Neither side vulnerable", "南北无局", "zh", named("Neither side", "南北")),
    ("Both sides vulnerable", "ΒΝ τρωτοί", "el", named("Both sides", "ΒΝ")),
    # the English names the non-offending side too: the offending one where it says "both sides" is this finding,
    # not a second one for a side the English never names
    (ERROR_82C, "裁判的错误：违规方视为非违规方（第82条C款）。", "zh", named("both sides", "违规方")),
], "a particular side for the English's general one in an interface string: one error")

test_interface_strings_naming_sides_generally_are_clean = findings_test([
    (NO_SCORE, ZH_NO_SCORE.format(side="任何一方"), "zh"),
    (NO_SCORE, EL_NO_SCORE.format(side="οποιονδήποτε άξονα"), "el"),
    (FEW, "版本 {number}，结果太少：双方均得平均正分（{percent}）（{law}）：{items}", "zh"),
    (FEW, EL_FEW.format(side="και στους δύο άξονες"), "el"),
    ("Both sides vulnerable", "双方有局", "zh"),
    ("Neither side vulnerable", "双方无局", "zh"),
    ("Neither side vulnerable", "Κανείς τρωτός", "el"),
    (ERROR_82C, "裁判的错误：双方均视为非违规方（第82条C款）。", "zh"),
    (ERROR_82C, "Σφάλμα του Διαιτητή: και οι δύο άξονες θεωρούνται αναίτιοι (Νόμος 82Γ).", "el"),
], "the shipped translations: general and particular sides where the English names them")
