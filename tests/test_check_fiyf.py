"""Engineer fiyf, session 41 (issue 9 §2): brackets tester t9bm's run missed or said twice.

- The English's item after a comma set in brackets, as if it glossed the word before it: "双人赛（比赛分）",
  "Αγώνες ζευγών (βαθμοί αγώνα)" for "Pairs, matchpoints" (bm-brk20, bm-brk11):
  :func:`helper.catalog.checks.brackets.bracketed_comma_item`, the "brackets around … that the English does not have"
  message.
- A bracket opened one word too early: "η βαθμολογία ΒΝ (στο άλλο τραπέζι, ομάδες)" for "the NS score at the other
  table (teams)" (bm-brk12): :func:`helper.catalog.checks.brackets.opening_moved_in`, "the bracket opens too early".
- A bracket never closed after a typed value's gloss: "none (κανείς, ns, …" (bm-brk13): the brackets finding alone,
  the other checks reading the text with the bracket closed where its clause ends too
  (:func:`helper.catalog.checks.pair.check_pair`), no 'none' left untranslated.
"""

from __future__ import annotations

from tests.support import interface_item, one_gained_tests

PAIRS = "Pairs, matchpoints"
INDIVIDUAL = "Individual, matchpoints"
TEAMS_OTHER = "Teams, IMPs against the other table"
SAME = "same number, wording changed"
TOP = "top on the board, in matchpoints"
TEAMS = "Teams, IMPs"
OTHER = "the NS score at the other table (teams)"
BASELINE = "Accepted known defects (baseline)"
VUL = "vulnerability: none, ns, ew or both"
METHODS = "mp, imps (teams), ximps (cross-IMPs) or butler"

ADDED = ("brackets", "that the English does not have")
EARLY = ("brackets", "the bracket opens too early")
UNCLOSED = ("brackets", "is never closed")

CASES = [
    # the English's comma item set in brackets: the tester's inputs, then other entries, both languages
    ("el", PAIRS, "Αγώνες ζευγών (βαθμοί αγώνα)", ADDED, "βαθμοί αγώνα"),
    ("zh", PAIRS, "双人赛（比赛分）", ADDED, "比赛分"),
    ("zh", INDIVIDUAL, "个人赛（比赛分）", ADDED, "比赛分"),
    ("el", INDIVIDUAL, "Ατομικός αγώνας (βαθμοί αγώνα)", ADDED, "βαθμοί αγώνα"),
    ("zh", TEAMS_OTHER, "队式赛（与另一桌比较计 IMP）", ADDED, "与另一桌比较计 IMP"),
    ("el", TEAMS_OTHER, "Αγώνες ομάδων (IMPs έναντι του άλλου τραπεζιού)", ADDED, "IMPs έναντι"),
    ("zh", SAME, "条号相同（措辞有改动）", ADDED, "措辞有改动"),
    ("el", SAME, "ίδιος αριθμός (αλλαγμένη διατύπωση)", ADDED, "αλλαγμένη διατύπωση"),
    # a bracket opened too early, over words the English says before it
    ("el", OTHER, "η βαθμολογία ΒΝ (στο άλλο τραπέζι, ομάδες)", EARLY, "στο άλλο τραπέζι"),
    ("zh", OTHER, "另一桌的南北（得分，队式赛）", EARLY, "得分"),
    ("zh", BASELINE, "已接受的（已知缺陷，基线）", EARLY, "已知缺陷"),
    ("el", BASELINE, "Αποδεκτά (γνωστά ελαττώματα, γραμμή βάσης)", EARLY, "γνωστά ελαττώματα"),
    # a gloss's closing bracket dropped beside a typed value: the brackets finding alone
    ("el", VUL, "τρωτότητα: none (κανείς, ns, ew ή both (όλοι)", UNCLOSED, "("),
    ("zh", VUL, "局况：none（双方无局、ns、ew 或 both（双方有局）", UNCLOSED, "（"),
    ("el", METHODS, "mp, imps (ομάδες, ximps (cross-IMPs) ή butler", UNCLOSED, "("),
    ("zh", METHODS, "mp、imps（队式赛、ximps（交叉 IMP）或 butler", UNCLOSED, "（"),
]

CLEAN = [
    ("zh", PAIRS, "双人赛、比赛分"),
    ("el", PAIRS, "Ζεύγη, βαθμοί αγώνα"),
    ("zh", TEAMS, "队式赛，IMP（国际比赛分）"),
    ("zh", TOP, "本副牌的满分（以比赛分计）"),
    ("el", TOP, "το μέγιστο της διανομής (σε βαθμούς αγώνα)"),
    ("el", OTHER, "η βαθμολογία ΒΝ στο άλλο τραπέζι (αγώνες ομάδων)"),
    ("zh", OTHER, "另一桌的南北得分（队式赛，IMP）"),
    ("zh", BASELINE, "已接受的已知缺陷（基线）"),
    ("el", VUL, "τρωτότητα: none (κανένας), ns, ew ή both (και οι δύο)"),
]


# Each bracket defect gives one brackets finding, naming it (tester t9bm bm-brk11, bm-brk12, bm-brk13,
# bm-brk20 and variants).
#
# Correct translations give no finding: a gloss of a kept English word, of an English phrase's item ("in
# matchpoints"), a gloss widened after the English's content.
test_one_finding_names_the_bracket, test_correct_brackets_are_clean = one_gained_tests(
    [(interface_item(lang, entry, msgstr), check, (named, words)) for lang, entry, msgstr, (check, named), words
     in CASES],
    [interface_item(*row) for row in CLEAN])
