"""Engineer fjaz, session 48 (issue 9 §2): a bracket moved by one word, and a moved bracket said twice (fresh tester
t9cb's brackets inputs not met).

- A closing bracket moved one word in, the parenthetical's verb pushed out: "否：各桌打的是同一版本（照常）计分" for "No:
  every table played the same version (it is scored as usual)" (cb-brk10) gave no finding.  The "score" row of
  :data:`helper.catalog.checks.brackets._SENTENCE_WORDS` reads "scored", "scoring" too, so the closing rule of fjar
  (``_closed_before_words``) finds 计分 after the bracket: one "the bracket closes too early" finding.
- An opening bracket moved one word out, the English's object taken in: "Κλείσιμο (του επεξεργαστή ρωτά πρώτα …)" for
  "Close the editor (asks first when the text was changed)" (cb-brk18) gave no finding.  The editor and the text it
  edits are rows of that vocabulary, read by :func:`helper.catalog.checks.brackets.opening_moved_before_words` (fjaf,
  fjat): one "the bracket opens too early" finding.
- A closing bracket moved before the English parenthetical's last alternative: "该文件不是裁决记录（已损坏），或是其他类型的文件"
  for "the file is not a ruling record (damaged, or another kind of file)" (cb-brk06) gave the brackets finding and
  "an alternative dropped?" besides.  The words a closing way of :data:`helper.catalog.checks.pair._BRACKET_MOVES`
  finds after the bracket (``pair._closed_early_words``) are that finding's: an "or" among them is no alternative
  dropped.  :func:`helper.catalog.checks.brackets.closing_moved_out` reads an "or" right after the bracket too
  ("（已损坏）或其他类型的文件"; "（对）或队" for "(pair or team)" keeps tester t9bd brk23, brk33's finding, the English's
  brackets said missing, its words kept).
Correct rewordings that place the bracket otherwise because the sentence is reordered stay clean.
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

SCORED = "No: every table played the same version (it is scored as usual)"
EDITOR = "Close the editor (asks first when the text was changed)"
QUIT = "Quit (asks first when the text was changed)"
DAMAGED = "the file is not a ruling record (damaged, or another kind of file)"
NUMBER = "the NS contestant's number (pair or team)"
DEVICE = "it is not a regular file (a device, FIFO or socket)"

EARLY_CLOSE = ("brackets", "the bracket closes too early")
EARLY_OPEN = ("brackets", "the bracket opens too early")

DEFECTS = [
    # the closing bracket moved one word in, the parenthetical's verb after it
    ("zh", SCORED, "否：各桌打的是同一版本（照常）计分", *EARLY_CLOSE, "计分"),
    ("zh", SCORED, "否：各桌打的是同一版本（按常规）计分", *EARLY_CLOSE, "计分"),
    ("zh", SCORED, "否：各桌打的是同一版本（照常），计分", *EARLY_CLOSE, "计分"),
    ("el", SCORED, "Όχι: όλα τα τραπέζια έπαιξαν την ίδια εκδοχή (κανονικά) βαθμολογείται", *EARLY_CLOSE,
     "βαθμολογείται"),
    ("el", SCORED, "Όχι: όλα τα τραπέζια έπαιξαν την ίδια εκδοχή (κανονικά) η βαθμολογία", *EARLY_CLOSE,
     "η βαθμολογία"),
    ("el", QUIT, "Έξοδος (ρωτά πρώτα όταν το κείμενο) άλλαξε", *EARLY_CLOSE, "άλλαξε"),
    # the opening bracket moved one word out, the English's object inside
    ("el", EDITOR, "Κλείσιμο (του επεξεργαστή ρωτά πρώτα όταν το κείμενο άλλαξε)", *EARLY_OPEN, "του επεξεργαστή"),
    ("el", EDITOR, "Κλείσιμο (επεξεργαστή· ρωτά πρώτα όταν το κείμενο άλλαξε)", *EARLY_OPEN, "επεξεργαστή"),
    ("zh", EDITOR, "关闭（编辑器文本已修改时先询问）", *EARLY_OPEN, "编辑器"),
    ("zh", EDITOR, "关闭（编辑器，文本已修改时先询问）", *EARLY_OPEN, "编辑器"),
    # the closing bracket moved before the parenthetical's last alternative: the bracket's finding alone
    ("zh", DAMAGED, "该文件不是裁决记录（已损坏），或是其他类型的文件", *EARLY_CLOSE, "或是其他类型的文件"),
    ("zh", DAMAGED, "该文件不是裁决记录（已损坏）或其他类型的文件", *EARLY_CLOSE, "或其他类型的文件"),
    ("el", DAMAGED, "το αρχείο δεν είναι αρχείο αποφάσεων (είναι κατεστραμμένο), ή άλλου είδους αρχείο",
     *EARLY_CLOSE, "ή άλλου είδους αρχείο"),
    ("el", DAMAGED, "το αρχείο δεν είναι αρχείο αποφάσεων (είναι κατεστραμμένο) ή άλλου είδους", *EARLY_CLOSE,
     "ή άλλου είδους"),
    # (a one-word item left after the bracket, "（对）或队" for "(pair or team)": tester t9bd brk23, brk33's finding,
    # "the brackets of the English's parenthetical … are missing", kept as that file has it)
    ("zh", NUMBER, "南北参赛者的编号（对）或队", "brackets", "are missing in the translation", "(pair or team)"),
    ("el", NUMBER, "ο αριθμός του αγωνιζόμενου ΒΝ (ζεύγος) ή ομάδας", "brackets", "are missing in the translation",
     "(pair or team)"),
    ("zh", DEVICE, "这不是普通文件（而是设备、FIFO）或套接字", *EARLY_CLOSE, "或套接字"),
]

# an alternative of the bracket truly dropped stays the alternatives' finding
DROPPED = [
    ("zh", DAMAGED, "该文件不是裁决记录（已损坏）"),
    ("el", DAMAGED, "το αρχείο δεν είναι αρχείο αποφάσεων (είναι κατεστραμμένο)"),
]

CLEAN = [
    # the shipped forms
    ("zh", SCORED, "否：各桌打的是同一版本（照常计分）"),
    ("el", SCORED, "Όχι: όλα τα τραπέζια έπαιξαν την ίδια εκδοχή (βαθμολογείται κανονικά)"),
    ("zh", EDITOR, "关闭编辑器（文本已修改时先询问）"),
    ("el", EDITOR, "Κλείσιμο του επεξεργαστή (ρωτά πρώτα όταν το κείμενο άλλαξε)"),
    ("zh", DAMAGED, "该文件不是裁决记录（已损坏，或是其他类型的文件）"),
    ("el", DAMAGED, "το αρχείο δεν είναι αρχείο αποφάσεων (είναι κατεστραμμένο ή άλλου είδους)"),
    ("zh", NUMBER, "南北参赛者的编号（对或队）"),
    ("el", NUMBER, "ο αριθμός του αγωνιζόμενου ΒΝ (ζεύγος ή ομάδα)"),
    ("zh", QUIT, "退出（文本已修改时先询问）"),
    ("el", QUIT, "Έξοδος (ρωτά πρώτα όταν το κείμενο άλλαξε)"),
    # reordered: the parenthetical's subject said first inside, or before the bracket; another word order inside
    ("zh", SCORED, "否：各桌打的是同一版本（计分照常）"),
    ("zh", SCORED, "否：各桌打的是同一版本（按常规计分）"),
    ("zh", SCORED, "否：各桌打的是同一版本（本副牌照常计分）"),
    ("zh", SCORED, "否：各桌打的是同一版本，计分（照常）"),
    ("zh", SCORED, "否：各桌打的是同一版本（计分方式照旧）"),
    ("el", SCORED, "Όχι: όλα τα τραπέζια έπαιξαν την ίδια εκδοχή (κανονική βαθμολόγηση)"),
    ("el", SCORED, "Όχι: όλα τα τραπέζια έπαιξαν την ίδια εκδοχή (η βαθμολογία γίνεται κανονικά)"),
    ("el", SCORED, "Όχι: όλα τα τραπέζια έπαιξαν την ίδια εκδοχή, η βαθμολογία (κανονικά)"),
    ("zh", EDITOR, "关闭编辑器（如文本已修改，会先询问）"),
    ("zh", EDITOR, "关闭编辑器（若编辑器中的文本已修改，先询问）"),
    ("zh", EDITOR, "关闭编辑器（文本改动过时会先确认）"),
    ("el", EDITOR, "Κλείσιμο του επεξεργαστή (αν το κείμενο άλλαξε, ρωτά πρώτα)"),
    ("el", EDITOR, "Κλείσιμο επεξεργαστή (πρώτα ερωτά, αν άλλαξε το κείμενο)"),
    ("el", EDITOR, "Κλείνει τον επεξεργαστή (ρωτά πρώτα αν το κείμενο του επεξεργαστή άλλαξε)"),
    ("el", EDITOR, "Κλείσιμο του επεξεργαστή (με ερώτηση πρώτα, αν άλλαξε το κείμενο)"),
    ("zh", DAMAGED, "该文件不是裁决记录（可能已损坏，或为其他类型的文件）"),
    ("zh", DAMAGED, "该文件不是裁决记录（已损坏或是其他类型的文件）"),
    ("el", DAMAGED, "το αρχείο δεν είναι αρχείο αποφάσεων (κατεστραμμένο ή αρχείο άλλου τύπου)"),
]

# Each defect gives one finding naming it (tester t9cb cb-brk10, cb-brk18, cb-brk06 and variants); each correct text
# none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, check, fragment, (words, f"'{fragment}'"))
     for lang, entry, msgstr, check, words, fragment in DEFECTS],
    CLEAN)


def test_alternative_dropped_is_still_said():
    """The English bracket's alternative dropped, no bracket moved: still the one alternatives finding."""
    from tests.support import interface_item

    for lang, entry, msgstr in DROPPED:
        one_gained(interface_item(lang, entry, msgstr), "terminology", "an alternative dropped?")


def test_tester_inputs():
    """The tester's three inputs, as its file has them: one finding each."""
    inputs = fresh_inputs("t9cb")
    assert one_gained(inputs["cb-brk10"], *EARLY_CLOSE).fragment == "计分"
    assert one_gained(inputs["cb-brk18"], *EARLY_OPEN).fragment == "του επεξεργαστή"
    assert one_gained(inputs["cb-brk06"], *EARLY_CLOSE).fragment == "或是其他类型的文件"
