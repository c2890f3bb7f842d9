"""Engineer fjar, session 47 (issue 9 §2): a closing bracket moved, tester t9bz's brackets inputs not met.

- A closing bracket moved later, taking in words of the English's sentence after it: "IMP 计分（队式赛请给出
  --other-table）。", "Σε IMPs (ομάδες δώστε --other-table)." for "At IMPs (teams) give --other-table." (bz-brk09,
  bz-brk10) gave no finding.  :func:`helper.catalog.checks.brackets.closing_moved_over_words` reads it by what a
  translation writes as the English does (an option, a placeholder, a number, a Latin word) inside the translation's
  bracket, said after the English's and less often outside the translation's brackets than outside the English's;
  one "the bracket closes after … (the bracket moved?)" finding naming the words drawn in (the English's verb before
  the token, :data:`helper.catalog.checks.keys.ACTIONS`: 请给出, δώστε).  Interface strings only.
- A closing bracket moved earlier, pushing words of the English's parenthetical out: "以 IMP 计的罚分（空行按 Enter）：
  规程规定的标准罚分" for "The penalty in IMPs (Enter on an empty line: the standard penalty of the regulations)"
  (bz-brk17, bz-brk18) was said untranslated (sentences).  :func:`helper.catalog.checks.brackets.closing_moved_before_kept`
  reads the words after the bracket by the vocabulary of
  :data:`helper.catalog.checks.brackets._SENTENCE_WORDS` too (``_closed_before_words``); one "the bracket closes too
  early" finding, and the bracket's clause is not said lost besides (:func:`helper.catalog.checks.pair._lost_bracket_clauses`).
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

TEAMS = "At IMPs (teams) give --other-table."
PENALTY = "The penalty in IMPs (Enter on an empty line: the standard penalty of the regulations)"
AMENDED = "Details amended {date} (UTC) by {name}: {changes}"
DAMAGE = "The damage test (--table-result) needs --nos ns or --nos ew."
MADE = "Ruling {id}, made {date} (UTC) in {language}"
DETAILS = "ruling details (with --record; each overrides the file's)"
UNIT = "the unit of --ns and --ew (default: percent, IMPs for a ruling scored in IMPs)"

LATE = ("brackets", "in the translation, before it in the English (the bracket moved?)")
EARLY = ("brackets", "the bracket closes too early")

CLOSED_LATE = [
    # the tester's inputs, a comma inside, a placeholder, options, a placeholder after a colon
    ("zh", TEAMS, "IMP 计分（队式赛请给出 --other-table）。", "请给出 --other-table"),
    ("el", TEAMS, "Σε IMPs (ομάδες δώστε --other-table).", "δώστε --other-table"),
    ("zh", TEAMS, "IMP 计分（队式赛，请给出 --other-table）。", "请给出 --other-table"),
    ("el", TEAMS, "Σε IMPs (ομάδες, δώστε το --other-table).", "δώστε το --other-table"),
    ("zh", AMENDED, "详情于 {date}（UTC，由 {name}）修订：{changes}", "{name}"),
    ("el", AMENDED, "Τα στοιχεία τροποποιήθηκαν στις {date} (UTC από {name}): {changes}", "{name}"),
    ("zh", DAMAGE, "判断损害（--table-result 需要 --nos ns 或 --nos ew）。", "--nos ns 或 --nos ew"),
    ("el", DAMAGE, "Ο έλεγχος ζημιάς (--table-result χρειάζεται --nos ns ή --nos ew).", "--nos ns ή --nos ew"),
    ("zh", MADE, "第 {id} 号裁决，作于 {date}（UTC，语言：{language}）", "{language}"),
    ("el", MADE, "Απόφαση {id}, στις {date} (UTC, στα {language})", "{language}"),
]

CLOSED_EARLY = [
    # the tester's inputs, a comma for the colon, a semicolon's clause pushed out, a list's item pushed out
    ("zh", PENALTY, "以 IMP 计的罚分（空行按 Enter）：规程规定的标准罚分", "规程规定的标准罚分"),
    ("el", PENALTY, "Η ποινή σε IMPs (Enter σε κενή γραμμή): η τυπική ποινή των κανονισμών",
     "η τυπική ποινή των κανονισμών"),
    ("zh", PENALTY, "以 IMP 计的罚分（空行按 Enter），即规程规定的标准罚分", "即规程规定的标准罚分"),
    ("el", PENALTY, "Η ποινή σε IMPs (Enter σε κενή γραμμή), η τυπική ποινή των κανονισμών",
     "η τυπική ποινή των κανονισμών"),
    ("zh", DETAILS, "裁决详情（与 --record 一起）；每项覆盖文件中的值", "每项覆盖文件中的值"),
    ("el", DETAILS, "στοιχεία απόφασης (με --record)· το καθένα υπερισχύει του αρχείου",
     "το καθένα υπερισχύει του αρχείου"),
    ("zh", UNIT, "--ns 和 --ew 的单位（默认：百分比），以 IMP 计分的裁决为 IMP", "以 IMP 计分的裁决为 IMP"),
]

CLEAN = [
    # the shipped forms; the bracket's content reworded, a gloss added inside, the option kept outside; word order
    # changed around the bracket
    ("zh", TEAMS, "IMP 计分（队式赛）请给出 --other-table。"),
    ("el", TEAMS, "Σε IMPs (ομάδες) δώστε --other-table."),
    ("zh", TEAMS, "IMP 计分（即队式赛）请给出 --other-table。"),
    ("zh", TEAMS, "IMP 计分（队式赛）时请给出 --other-table。"),
    ("el", TEAMS, "Σε IMPs (αγώνας ομάδων) δώστε το --other-table."),
    ("el", TEAMS, "Σε IMPs (δηλαδή σε ομάδες) δώστε --other-table."),
    ("el", TEAMS, "Σε IMPs (ομάδες) δώστε και το --other-table."),
    ("zh", PENALTY, "以 IMP 计的罚分（空行按 Enter：规程规定的标准罚分）"),
    ("el", PENALTY, "Η ποινή σε IMPs (Enter σε κενή γραμμή: η τυπική ποινή των κανονισμών)"),
    ("zh", PENALTY, "以 IMP 计的罚分（在空行按 Enter 即采用规程规定的标准罚分）"),
    ("zh", PENALTY, "以 IMP 计的罚分（规程规定的标准罚分：在空行按 Enter）"),
    ("zh", PENALTY, "以 IMP 计的罚分（空行按 Enter：规程规定的标准罚分，即默认值）"),
    ("el", PENALTY, "Η ποινή σε IMPs (Enter σε κενή γραμμή: η τυπική ποινή των κανονισμών, δηλαδή η προεπιλογή)"),
    ("el", PENALTY, "Η ποινή σε IMPs (με Enter σε κενή γραμμή: η τυπική ποινή των κανονισμών)"),
    ("zh", AMENDED, "详情于 {date}（UTC）由 {name} 修订：{changes}"),
    ("zh", AMENDED, "由 {name} 于 {date}（UTC）修订详情：{changes}"),
    ("el", AMENDED, "Τα στοιχεία τροποποιήθηκαν από {name} στις {date} (UTC): {changes}"),
    ("zh", DAMAGE, "判断损害（即 --table-result）需要 --nos ns 或 --nos ew。"),
    ("el", DAMAGE, "Ο έλεγχος ζημιάς (--table-result) απαιτεί --nos ns ή --nos ew."),
    ("zh", MADE, "第 {id} 号裁决，{language}，作于 {date}（UTC）"),
    ("zh", DETAILS, "裁决详情（与 --record 一起；每项覆盖文件中的值）"),
    ("zh", DETAILS, "裁决详情（每项覆盖文件中的值；与 --record 一起使用）"),
    ("zh", DETAILS, "裁决详情（配合 --record 使用；各项优先于文件中的值）"),
    ("el", DETAILS, "στοιχεία απόφασης (με --record· το καθένα υπερισχύει του αρχείου)"),
]

# Each defect gives one finding naming it (tester t9bz bz-brk09, 10, 17, 18 and variants); each correct text none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, LATE[0], words, (f"'{words}'", LATE[1])) for lang, entry, msgstr, words in CLOSED_LATE]
    + [(lang, entry, msgstr, EARLY[0], words, (f"'{words}'", EARLY[1])) for lang, entry, msgstr, words in CLOSED_EARLY],
    CLEAN)


def test_tester_inputs():
    """The tester's four inputs, as its file has them: one brackets finding each, no sentences one."""
    inputs = fresh_inputs("t9bz")
    assert one_gained(inputs["bz-brk09"], *LATE).fragment == "请给出 --other-table"
    assert one_gained(inputs["bz-brk10"], *LATE).fragment == "δώστε --other-table"
    assert one_gained(inputs["bz-brk17"], *EARLY).fragment == "规程规定的标准罚分"
    assert one_gained(inputs["bz-brk18"], *EARLY).fragment == "η τυπική ποινή των κανονισμών"
