"""Session 46 (issue 9 §2): misses of fresh testers t9bv and t9bw.

- "{vps} VP" / "{vps} VPs" as "{vps} IMP" / "{vps} IMPs" (bv-sco09): one unit changed in both forms was two
  terminology findings, each quoting its form's English ('VP', 'VPs'): the same finding of every form, quoted words
  taken without their plural ending, is one, "(in both forms)".
- "the full top (Law 78A) at mp, the comparisons at ximps" without "at mp" (bv-con20): a --scoring value named as a
  condition anywhere in the sentence ("at mp", "at ximps") is a condition on the form of scoring, missing when the
  translation names that form fewer times; another form in its place is terminology's.  ("at IMPs" inside a clause
  is the restriction rules' own: test_check_fix9ub.)
- "comparisons (results - 1)" as "比较次数结果数 - 1" (bv-bra13): a formula's brackets dropped change the arithmetic.
- "regulation settings file (TOML)" as "规程设置文件 TOML" (bw-brk16): a name ending both texts, its brackets dropped.
- "ο Ο„Ο�Ο�Ο€ΞΏΟ‚" (bw-moj02): the article meeting the garbled word's first letter is no word written twice.
"""

from __future__ import annotations

from tests.support import fresh_inputs, interface_item, one_finding_tests, one_gained

TIMES = "times the board was due to be played: the full top (Law 78A) at mp, the comparisons at ximps"
KNOCKOUT = "a knockout match: non-balancing scores at IMPs are averaged (Law 12C4)"
CONVENTION = "Convention: cross-IMPs averaged over the comparisons (results - 1)."
TOML = "regulation settings file (TOML)"
NEUBERG = "results expected on the board (Neuberg)"
FORM = "What is the form of scoring?"

CONDITION = ("sentences", "of the English is missing in the translation: the rule made unconditional?")
NO_BRACKETS = ("brackets", "has no brackets in the translation")

DEFECTS = [
    # (lang, entry, msgstr, check, fragment, words)
    ("zh", TIMES, "这副牌应打的次数：据此得出满分（第78条A款），ximps 时得出比较次数", CONDITION[0], "at mp",
     ("the condition 'at mp'", CONDITION[1])),
    ("el", TIMES, "πόσες φορές έπρεπε να παιχτεί η διανομή: το πλήρες top (Νόμος 78Α), οι συγκρίσεις σε ximps",
     CONDITION[0], "at mp", ("the condition 'at mp'", CONDITION[1])),
    ("zh", TIMES, "这副牌应打的次数：mp 时据此得出满分（第78条A款），并得出比较次数", CONDITION[0], "at ximps",
     ("the condition 'at ximps'", CONDITION[1])),
    ("zh", CONVENTION, "计分惯例：交叉 IMP 按比较次数结果数 - 1取平均。", NO_BRACKETS[0], "(results - 1)",
     ("'(results - 1)'", NO_BRACKETS[1])),
    ("el", CONVENTION, "Σύμβαση: τα cross-IMPs είναι ο μέσος όρος των συγκρίσεων αποτελέσματα - 1.", NO_BRACKETS[0],
     "(results - 1)", ("'(results - 1)'", NO_BRACKETS[1])),
    ("zh", TOML, "规程设置文件 TOML", NO_BRACKETS[0], "(TOML)", ("'(TOML)'", NO_BRACKETS[1])),
    ("zh", TOML, "规程设置文件TOML", NO_BRACKETS[0], "(TOML)", ("'(TOML)'", NO_BRACKETS[1])),
    ("el", TOML, "αρχείο ρυθμίσεων κανονισμών TOML", NO_BRACKETS[0], "(TOML)", ("'(TOML)'", NO_BRACKETS[1])),
    ("zh", NEUBERG, "该副牌的预期结果 Neuberg", NO_BRACKETS[0], "(Neuberg)", ("'(Neuberg)'", NO_BRACKETS[1])),
    ("el", FORM, "Ποιος είναι ο Ο„Ο�Ο�Ο€ΞΏΟ‚ βαθμολόγησης;", "encoding", "Ο„Ο�Ο�Ο€ΞΏΟ‚",
     "Greek UTF-8 read as cp1253"),
    ("el", FORM, "Ποιος είναι ο ο τρόπος βαθμολόγησης;", "doubled", "ο ο", "word written twice"),
]

CLEAN = [
    # the form said another way, in another place; the formula set apart by brackets or "namely"; the name woven in
    ("zh", TIMES, "这副牌应打的次数：比赛分制时据此得出满分（第78条A款），交叉 IMP 计分时得出比较次数"),
    ("el", TIMES, "πόσες φορές έπρεπε να παιχτεί η διανομή: σε mp το πλήρες top (Νόμος 78Α), σε ximps οι συγκρίσεις"),
    ("zh", KNOCKOUT, "淘汰赛：按 IMP 计的不平衡分数取平均数（第12条C款4项）"),
    ("zh", CONVENTION, "计分惯例：交叉 IMP 按比较次数（结果数减 1）取平均。"),
    ("zh", CONVENTION, "计分惯例：交叉 IMP 按比较次数，即结果数 - 1，取平均。"),
    ("el", CONVENTION, "Σύμβαση: τα cross-IMPs είναι ο μέσος όρος των συγκρίσεων, δηλαδή αποτελέσματα - 1."),
    ("zh", TOML, "TOML 格式的规程设置文件"),
    ("zh", TOML, "规程设置文件（TOML 格式）"),
    ("el", TOML, "αρχείο ρυθμίσεων κανονισμών σε μορφή TOML"),
    ("zh", NEUBERG, "按 Neuberg 公式得出的该副牌预期结果"),
]

# Each defect gives one finding naming it; each correct text none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(DEFECTS, CLEAN)


def test_a_unit_changed_in_both_forms_is_one_finding():
    """bv-sco09: "{vps} IMP" / "{vps} IMPs" for "{vps} VP" / "{vps} VPs": one terminology finding, in both forms."""
    found = one_gained(fresh_inputs("t9bv")["bv-sco09"], "terminology",
                       ("the English says 'VP', the translation 'IMP'", "(in both forms)"))
    assert found.fragment == "IMP"


def test_a_unit_changed_in_one_form_names_that_form():
    """Only the plural form changed: one finding, naming the plural form (the singular is as shipped)."""
    from tests.testers.measure import _catalogue

    singular = _catalogue("el", "messages")[0]["{vps} VP"].msgstr_plural[0]
    found = one_gained(interface_item("el", "{vps} VP", [singular, "{vps} IMPs"]), "terminology",
                       ("'VPs'", "(only in the plural form, msgstr[1])"))
    assert found.fragment == "IMPs"


def test_tester_inputs():
    """The testers' own inputs, as their files have them: one finding each."""
    bv, bw = fresh_inputs("t9bv"), fresh_inputs("t9bw")
    assert one_gained(bv["bv-con20"], *CONDITION).fragment == "at mp"
    assert one_gained(bv["bv-bra13"], *NO_BRACKETS).fragment == "(results - 1)"
    assert one_gained(bw["bw-brk16"], *NO_BRACKETS).fragment == "(TOML)"
    assert one_gained(bw["bw-moj02"], "encoding", "mojibake").fragment == "Ο„Ο�Ο�Ο€ΞΏΟ‚"
