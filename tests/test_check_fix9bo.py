"""Interface strings (messages domain): English left, term messages (issue 9 §2, §4; fix9bo, tester 9z session 20).

1. A word of the English capitalised only because the English's sentence begins with it ("Started 于 {date}（UTC）",
   N12) was taken for a name (GNU, PgDn) and left unsaid: it is English left, one untranslated-run error.  Key names
   (Enter, Escape), acronyms (UTC, IMP) and names kept in Latin script (Neuberg, Markdown) stay clean.
2. One quoted English word of the English's prose (哪一方是“non-offending”？, N27) is English left, as in a law text
   (ZD12); a word the English itself quotes ('usually') or mentions in brackets ("(not, no, unless)"), and an option
   value ("none"), is not.
3. English quoted inside a translated bracket («average plus» in "(Enter για παράλειψη: …)", H11) is one
   untranslated-run error naming it, no terminology warning for the same words.
"""

from __future__ import annotations

import polib

from helper.catalog.checks import check_pair
from tests.support import REPO, findings_test


def left(text: str) -> list[tuple[str, str, str]]:
    """The one finding of ``text`` left in English in an interface string's translation."""
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{text}'")]


def shipped(lang: str, msgid: str) -> str:
    """The shipped ``lang`` translation of the interface string ``msgid``."""
    folder = "zh_Hans" if lang == "zh" else lang
    [entry] = [e for e in polib.pofile(str(REPO / "locales" / folder / "LC_MESSAGES" / "messages.po"))
               if e.msgid == msgid and not e.obsolete]
    return entry.msgstr


# ---------------------------------------------------------------- 1. a sentence's first word left in English

STARTED = "Started {date} (UTC)"
RECORDED = "Recorded as ruling {id}."
APPEAL = "Appeal {number} of ruling {id}"
CLOSE = "Press Escape, Enter, F1 or q to close."
NEUBERG = "results expected on the board (Neuberg)"

test_sentence_case_word_left = findings_test([
    # tester 9z N12, and the same defect in Greek and in other short strings beside a placeholder
    (STARTED, "Started 于 {date}（UTC）", "zh", left("Started")),
    (STARTED, "Started στις {date} (UTC)", "el", left("Started")),
    (RECORDED, "Recorded 为第 {id} 号裁决。", "zh", left("Recorded")),
    (APPEAL, "Appeal {number} της απόφασης {id}", "el", left("Appeal")),
    # correct: the shipped translations, which keep UTC (an acronym), Escape and Enter (keys), Neuberg (a name)
    (STARTED, shipped("zh", STARTED), "zh", []),
    (STARTED, shipped("el", STARTED), "el", []),
    (RECORDED, shipped("zh", RECORDED), "zh", []),
    (CLOSE, shipped("zh", CLOSE), "zh", []),
    (CLOSE, shipped("el", CLOSE), "el", []),
    (NEUBERG, shipped("zh", NEUBERG), "zh", []),
    (STARTED, "{date}（UTC）开始", "zh", []),
], "A word of the English capitalised as its sentence's first is English left; keys, acronyms, names are kept.")


def test_sentence_case_word_left_in_the_ui_language():
    """The Chinese reviewer reads it in Chinese (``--ui-lang zh``)."""
    found = check_pair(STARTED, "Started 于 {date}（UTC）", "zh", None, "messages", ui_lang="zh")
    assert [(f.check, f.severity, f.message) for f in found] == [
        ("untranslated-run", "error", "译文中留有未翻译的英文：“Started”")]


# ---------------------------------------------------------------- 2. one quoted English word

NON_OFFENDING = "Which side is non-offending?"
USUALLY = ("Source 001 line 29: the official Greek says the score is 'συνήθως' (usually) plus or minus 3 IMPs; the "
           "English has no 'usually' (the score is 3 IMPs unless varied as the second sentence allows). Official "
           "text, kept as published.")
NEGATION = ("a negation of the English (not, no, unless) is missing in the translation of '{text}': a prohibition "
            "made a permission, or a condition reversed?")

test_one_quoted_word = findings_test([
    (NON_OFFENDING, "哪一方是“non-offending”？", "zh", left("non-offending")),  # tester 9z N27
    (NON_OFFENDING, "Ποια πλευρά είναι «non-offending»;", "el", left("non-offending")),
    (NON_OFFENDING, "哪一方是「non-offending」？", "zh", left("non-offending")),
    (NON_OFFENDING, "哪一方是“非违规方”？", "zh", []),
    (NON_OFFENDING, shipped("zh", NON_OFFENDING), "zh", []),
    # the English quotes 'usually' itself, or mentions not, no, unless in brackets: quoting them is right
    (USUALLY, shipped("el", USUALLY), "el", []),
    (USUALLY, shipped("zh", USUALLY), "zh", []),
    (NEGATION, shipped("el", NEGATION), "el", []),
    (NEGATION, shipped("el", NEGATION).replace("'unless'", "«unless»"), "el", []),
], "One quoted word of the English's prose is English left, unless the English quotes or mentions it.")


# ---------------------------------------------------------------- 3. English quoted inside a translated bracket

SKIP = ("If you can assign an adjusted score, enter it in IMPs for the non-offending side (Enter to skip: "
        "average plus)")
H11 = ("Αν μπορείτε να επιδικάσετε κατ' εκτίμηση επανορθωτική βαθμολογία, δώστε την σε IMPs για τον αναίτιο άξονα "
       "(Enter για παράλειψη: «average plus»)")

test_english_quoted_in_a_bracket = findings_test([
    (SKIP, H11, "el", left("average plus")),  # tester 9z H11: not "the term for 'average plus' is not there"
    (SKIP, shipped("zh", SKIP).replace("平均正分", "“average plus”"), "zh", left("average plus")),
    (SKIP, shipped("el", SKIP), "el", []),
    (SKIP, shipped("zh", SKIP), "zh", []),
], "English quoted inside a translated bracket is one untranslated-run error, no term warning too.")
