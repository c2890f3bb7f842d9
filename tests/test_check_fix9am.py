"""Misses a tester (9o) found in the interface translation checks (fix9am, issue 9), each kept as a kind: the
tester's defective text is one finding a reviewer understands; the shipped wording of the entry (locales/*/
messages.po) and other correct wordings give none.  The expected messages are written out by hand.

I1 A degree of fault said as another (the worst: a dialogue answer that gives another score, Law 12C2(a)): the
   choice "Partly at fault" as Έσφαλε σαφώς (directly) or 完全有过错 (wholly); "{side}: partly at fault, average" as
   直接有过错; "only partly at fault" as 完全有过错 / άμεσα υπαίτιος; the options of "NS responsibility: none, partly
   or direct" glossed with each other's degree (partly（直接过错）).
I2 A short form of a glossary term is that term: "the assigned score" as 人为调整分 (artificial) is the confusable's
   error, as the full "assigned adjusted score" is.
I3 Two or three words of the English's prose left in one entry ("fix it", "then rebuild"): they were read as a
   list of option values (a Latin word next to another); a run the English has as a phrase, holding a word of
   prose (it, then), is English left.
I4 A count of an interface noun said as another: "no entry is translated" as μία καταχώριση (one), όλες οι
   καταχωρίσεις (all), 只有一个条目 (only one).
"""

from __future__ import annotations

from tests.support import findings_test


def degree(english: str, found: str, said: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation '{found}' ({said}): another "
                                     "degree of fault, another score?")]


PARTLY = "Partly at fault"
SIDE = "{side}: partly at fault, average"
ONLY = "only partly at fault"
NS = "NS responsibility: none, partly or direct"
NS_SWAPPED = [("terminology", "error", "the options 'partly' and 'direct' are glossed with each other's degree of "
                                       "fault in the translation: a Director who goes by the gloss enters the other "
                                       "one?")]

test_a_degree_of_fault_said_as_another_is_one_error = findings_test([
    (PARTLY, "Έσφαλε σαφώς", "el", degree(PARTLY, "Έσφαλε σαφώς", "directly at fault")),
    (PARTLY, "完全有过错", "zh", degree(PARTLY, "完全有过错", "wholly at fault")),
    (SIDE, "{side}：直接有过错，平均分", "zh", degree("partly at fault", "直接有过错", "directly at fault")),
    (ONLY, "完全有过错", "zh", degree(ONLY, "完全有过错", "wholly at fault")),
    (ONLY, "άμεσα υπαίτιος", "el", degree(ONLY, "άμεσα υπαίτιος", "directly at fault")),
    ("In no way at fault", "直接过错", "zh", degree("In no way at fault", "直接过错", "directly at fault")),
    ("In no way at fault", "Έσφαλε μερικώς", "el", degree("In no way at fault", "Έσφαλε μερικώς",
                                                          "only partly at fault")),
    # a degree said as another is not also a degree dropped (the laws' check)
    ("Directly at fault", "部分过错", "zh", degree("Directly at fault", "部分过错", "only partly at fault")),
    (NS, "南北的责任：none（无过错）、partly（直接过错）或 direct（部分过错）", "zh", NS_SWAPPED),
    (NS, "ευθύνη ΒΝ: none (δεν έσφαλε), partly (έσφαλε σαφώς) ή direct (έσφαλε μερικώς)", "el", NS_SWAPPED),
    (NS, "南北的责任：none（直接过错）、partly（部分过错）或 direct（直接过错）", "zh",
     [("terminology", "error", "the option 'none' is glossed '直接过错' (directly at fault) in the translation: a "
                               "Director who goes by the gloss enters another degree of fault?")]),
    # correct: the shipped wordings and other names of the same degree
    (PARTLY, "部分过错", "zh"),
    (PARTLY, "仅部分有过错", "zh"),
    (PARTLY, "Έσφαλε μερικώς", "el"),
    (PARTLY, "Έσφαλε εν μέρει", "el"),
    (SIDE, "{side}：部分过错，平均分", "zh"),
    (SIDE, "{side}: έσφαλε μερικώς, μέσος όρος", "el"),
    (ONLY, "仅部分过错", "zh"),
    (ONLY, "έσφαλε μερικώς", "el"),
    ("In no way at fault", "毫无过错", "zh"),
    ("In no way at fault", "Δεν έσφαλε κατά κανένα τρόπο", "el"),
    ("Directly at fault", "Έσφαλε σαφώς", "el"),
    (NS, "南北的责任：none（无过错）、partly（部分过错）或 direct（直接过错）", "zh"),
    (NS, "ευθύνη ΒΝ: none (δεν έσφαλε), partly (έσφαλε μερικώς) ή direct (έσφαλε σαφώς)", "el"),
], "I1: a degree of fault of an interface string said as another, or an option glossed with another, is one error")

COMPARED = "Compared with the assigned score: NS {ns}, EW {ew}"
NO_RESULT = "At this table no result could be obtained on it (artificial score)"

test_a_short_form_of_a_term_is_that_term = findings_test([
    (COMPARED, "与人为调整分相比：南北 {ns}，东西 {ew}", "zh",
     [("terminology", "error", "'人为调整分' where the term for 'assigned adjusted score' is expected "
                               "('裁定调整分 / 裁定的调整分')")]),
    (COMPARED, "Σύγκριση με την τεχνητή επανορθωτική βαθμολογία: ΒΝ {ns}, ΑΔ {ew}", "el",
     [("terminology", "error", "'τεχνητή επανορθωτική' where the term for 'assigned adjusted score' is expected "
                               "('κατ' εκτίμηση επανορθωτική βαθμολογία / κατ' εκτίμηση βαθμολογία')")]),
    (NO_RESULT, "本桌在这副牌上无法得出结果（裁定调整分）", "zh",
     [("terminology", "error", "'裁定调整分' where the term for 'artificial adjusted score' is expected "
                               "('人为调整分 / 人为的调整分')")]),
    (NO_RESULT, "Σε αυτό το τραπέζι δεν μπόρεσε να επιτευχθεί αποτέλεσμα (κατ' εκτίμηση βαθμολογία)", "el",
     [("terminology", "error", "'κατ' εκτίμηση βαθμολογία' where the term for 'artificial adjusted score' is "
                               "expected ('τεχνητή επανορθωτική βαθμολογία / τεχνητή βαθμολογία')")]),
    # correct: the shipped wordings, the Greek short forms
    (COMPARED, "与裁定调整分相比：南北 {ns}，东西 {ew}", "zh"),
    (COMPARED, "Σύγκριση με την κατ' εκτίμηση επανορθωτική βαθμολογία: ΒΝ {ns}, ΑΔ {ew}", "el"),
    (NO_RESULT, "本桌在这副牌上无法得出结果（人为调整分）", "zh"),
    (NO_RESULT, "Σε αυτό το τραπέζι δεν μπόρεσε να επιτευχθεί αποτέλεσμα (τεχνητή βαθμολογία)", "el"),
    ("North-South, treated as non-offending: its assigned score comes from these outcomes (60 4SN=; 40 4SN-1)",
     "Βορράς-Νότος, ως αναίτιος άξονας: η κατ' εκτίμηση βαθμολογία του προκύπτει από αυτά τα αποτελέσματα "
     "(60 4SN=; 40 4SN-1)", "el"),
], "I2: 'assigned score' said as the artificial one (or back) is the confusable's error")

REBUILD = "{path}, {fault} ({text}); fix it, then rebuild (nothing was written)"


def left(text: str) -> list[tuple[str, str, str]]:
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{text}'")]


test_a_short_run_of_english_prose_is_found = findings_test([
    (REBUILD, "{path}, {fault} ({text})· fix it και ξαναχτίστε (δεν γράφτηκε τίποτα)", "el", left("fix it")),
    (REBUILD, "{path}, {fault} ({text})· διορθώστε το και then rebuild (δεν γράφτηκε τίποτα)", "el",
     left("then rebuild")),
    (REBUILD, "{path}，{fault}（{text}）；请 fix it 后重新构建（未写入任何内容）", "zh", left("fix it")),
    # correct: the shipped wordings; option values, lists and commands kept in English
    (REBUILD, "{path}, {fault} ({text})· διορθώστε το και ξαναχτίστε (δεν γράφτηκε τίποτα)", "el"),
    (REBUILD, "{path}，{fault}（{text}）；请修正后重新构建（未写入任何内容）", "zh"),
    (NS, "南北的责任：none（无过错）、partly（部分过错）或 direct（直接过错）", "zh"),
], "I3: two words of the English's prose left in one entry are English left, not a list of option values")


def count(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation '{found}': the message now "
                                     "speaks of another number of them?")]


NONE = "no entry is translated: {file}"

test_a_count_said_as_another_is_one_error = findings_test([
    (NONE, "μία καταχώριση δεν έχει μεταφραστεί: {file}", "el", count("no entry", "μία καταχώριση")),
    (NONE, "όλες οι καταχωρίσεις δεν έχουν μεταφραστεί: {file}", "el", count("no entry", "όλες οι καταχωρίσεις")),
    (NONE, "只有一个条目未翻译：{file}", "zh", count("no entry", "只有一个条目")),
    (NONE, "所有条目都未翻译：{file}", "zh", count("no entry", "所有条目")),
    ("{title}: no entry is translated", "{title}：只有一个条目已翻译", "zh", count("no entry", "只有一个条目")),
    # correct: the shipped wordings and other ways of saying none; "one a line" counts no line
    (NONE, "没有任何条目已翻译：{file}", "zh"),
    (NONE, "没有一个条目已翻译：{file}", "zh"),
    (NONE, "καμία καταχώριση δεν έχει μεταφραστεί: {file}", "el"),
    (NONE, "δεν έχει μεταφραστεί ούτε μία καταχώριση: {file}", "el"),
    ("Not saved: this entry needs {count} form, one a line.", "未保存：此条目需要 {count} 个形式，每行一个。", "zh"),
    ("Not one of the choices: {value}. Type its number or the start of its text.",
     "Δεν είναι μία από τις επιλογές: {value}. Πληκτρολογήστε τον αριθμό της ή την αρχή του κειμένου της.", "el"),
], "I4: none, all or one of an interface noun said as another count is one error")
