"""Engineer fiyp, session 42 (issue 9 §2): brackets that tester t9bo's run missed or misnamed.

- A clause of time or condition the English sets in brackets at its end, run on after its main clause in Chinese
  with its brackets dropped ("重绘整个屏幕连接不良导致画面错乱时", bo-bra10): the brackets' one finding
  (:func:`helper.catalog.checks.pair._time_clause_run_on`); and 不良/不佳 ("bad", "poor") are no negation
  (:mod:`negation_words`' "not_added"), where the run-on text was said to negate the English.
- A placeholder's brackets dropped, the placeholder run on at the end where the English's bracket stood
  ("待审校的旧版文本{origin}", bo-bra11): :func:`helper.catalog.checks.pair._field_run_on_at_end`.
- A Greek bracket closed after the subject of the English's parenthetical, its verb left after it ("Έξοδος (η
  απόφαση) σε εξέλιξη διατηρείται", bo-bra24): :func:`helper.catalog.checks.brackets.closed_before_its_clause`.
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_item, one_gained, one_gained_tests

REDRAW = "Redraw the whole screen (when a bad connection garbled it)"
OLDER = "an older text awaiting review ({origin})"
KEPT = "Unsaved text kept ({language})"
PROCESS = "process {pid} on {host} ({terminal})"
QUIT = "Quit (the ruling in progress is kept)"
REPLACE = "replace the file if it exists (its mode is kept)"
DUE = "results the board should have had (times it was due to be played)"

MISSING = "are missing in the translation: its words are kept"
EARLY = "the bracket closes too early"

DEFECTS = [
    # a when/if clause of the English's brackets run on after its main clause (Chinese sets it before, or apart)
    (interface_item("zh", REDRAW, "重绘整个屏幕连接不佳导致画面错乱时"), "brackets", (MISSING, "(when a bad")),
    (interface_item("zh", REDRAW, "重绘整个屏幕在连接不良使画面出现乱码的时候"), "brackets", (MISSING, "(when a bad")),
    # (不好 "not good" for "bad", run on outside the dropped brackets: the brackets' finding, no negation added)
    (interface_item("zh", REDRAW, "重绘整个屏幕当网络连接不好把画面弄乱时"), "brackets", (MISSING, "(when a bad")),
    # a negation added outside brackets kept is still the negation's finding
    (interface_item("zh", REDRAW, "不要重绘整个屏幕（当网络连接不好把画面弄乱时）"), "negation", "negates"),
    # a placeholder's brackets dropped, run on at the end
    (interface_item("zh", OLDER, "待审校的旧版文本 {origin}"), "brackets", (MISSING, "({origin})")),
    (interface_item("el", OLDER, "παλαιότερο κείμενο που αναμένει έλεγχο {origin}"), "brackets",
     (MISSING, "({origin})")),
    (interface_item("zh", KEPT, "保留的未保存文本{language}"), "brackets", (MISSING, "({language})")),
    (interface_item("el", KEPT, "Κείμενο που δεν αποθηκεύτηκε και κρατήθηκε {language}"), "brackets",
     (MISSING, "({language})")),
    (interface_item("zh", PROCESS, "主机 {host} 上的进程 {pid} 终端 {terminal}"), "brackets",
     (MISSING, "({terminal})")),
    # a Greek bracket closed after the subject, the verb of the parenthetical's clause left after it
    (interface_item("el", QUIT, "Έξοδος (η απόφαση σε εξέλιξη) διατηρείται"), "brackets", (EARLY, "'διατηρείται'")),
    (interface_item("el", REPLACE, "αντικατάσταση του αρχείου αν υπάρχει (τα δικαιώματά) του διατηρούνται"),
     "brackets", (EARLY, "'του διατηρούνται'")),
    (interface_item("el", REDRAW, "Επανασχεδίαση όλης της οθόνης (όταν μια κακή σύνδεση) την αλλοίωσε"), "brackets",
     (EARLY, "'την αλλοίωσε'")),
    (interface_item("el", DUE, "τα αποτελέσματα που έπρεπε να έχει η διανομή (πόσες φορές) έπρεπε να παιχτεί"),
     "brackets", (EARLY, "'έπρεπε να παιχτεί'")),
]

REWORDINGS = [
    # the when-clause before its main clause, or set apart after it: Chinese word order, no run-on
    interface_item("zh", REDRAW, "连接不良导致画面错乱时重绘整个屏幕"),
    interface_item("zh", REDRAW, "当连接不良导致画面错乱时，重绘整个屏幕"),
    interface_item("zh", REDRAW, "重绘整个屏幕，连接不良导致画面错乱时"),
    interface_item("zh", REDRAW, "重绘整个屏幕（连接不佳导致画面错乱时）"),
    # a Greek "όταν" joins the clause: no run-on
    interface_item("el", REDRAW, "Επανασχεδίαση όλης της οθόνης όταν μια κακή σύνδεση την αλλοίωσε"),
    # the placeholder labelled and set apart, or moved into the sentence
    interface_item("zh", OLDER, "待审校的旧版文本，来源 {origin}"),
    interface_item("zh", OLDER, "来源 {origin} 的待审校旧版文本"),
    interface_item("el", OLDER, "παλαιότερο κείμενο που αναμένει έλεγχο, προέλευση {origin}"),
    interface_item("zh", KEPT, "保留的未保存{language}文本"),
    interface_item("zh", PROCESS, "主机 {host} 上的进程 {pid}，终端 {terminal}"),
    interface_item("zh", PROCESS, "终端 {terminal}，主机 {host} 上的进程 {pid}"),
    # the Greek parenthetical whole inside its brackets, in either order
    interface_item("el", QUIT, "Έξοδος (διατηρείται η απόφαση σε εξέλιξη)"),
    interface_item("el", QUIT, "Έξοδος (η τρέχουσα απόφαση διατηρείται)"),
    interface_item("el", REPLACE, "αντικατάσταση του αρχείου αν υπάρχει (τα δικαιώματά του διατηρούνται)"),
    interface_item("el", REDRAW, "Επανασχεδίαση όλης της οθόνης (όταν μια κακή σύνδεση την αλλοίωσε)"),
]

test_variant_defect, test_variant_rewording = one_gained_tests(DEFECTS, REWORDINGS)

T9BO = fresh_inputs("t9bo")


@pytest.mark.parametrize("name, words", [
    ("bo-bra10", (MISSING, "(when a bad connection garbled it)")),
    ("bo-bra11", (MISSING, "({origin})")),
    ("bo-bra24", (EARLY, "'σε εξέλιξη διατηρείται'")),
])
def test_tester_input_is_one_brackets_finding(name, words):
    one_gained(T9BO[name], "brackets", words)


def test_bad_is_no_negation():
    """不良 / 不佳 render "bad", "poor": the run-on text is not said to negate the English (bo-bra10)."""
    found = one_gained(T9BO["bo-bra10"], "brackets", MISSING)
    assert found.check != "negation"
