"""Fresh tester t9bg's modal, score and negation inputs met by fixzk (issue 9 §2): each defect one finding naming it,
each correct rewording none.

- modal: a requirement of the English ("must", "needs") said as a "may" or as advice (可以同时给出 for "needs both",
  应该大于 for "must be more than", "καλό είναι να είναι" for "must be"): the rule weakened (interface_modality).
- scores: "averaged" said as "average plus" (μέσος όρος συν, 平均正分), "a top" said as the average (μέσος όρος,
  平均分): the score changed (terminology); a unit put after a bare score's placeholder ("NS {ns}" as "南北 {ns} IMP"):
  another scoring unit (numbers).
- negation: a clause-opening "Not" ("Not one of the choices", "Not a number") and a verb negated beside a verbless
  heading's "Nothing" ("Nothing to approve: the entry has no translation yet") dropped (negation)."""

from __future__ import annotations

import pytest

from tests.testers.measure import gained

SPLIT = "A split score needs both --ns-outcome and --ew-outcome."
CHANGED = "A changed ruling needs the new scores: give --ns and --ew."
TWICE = "{setting} must be more than twice {other}"
ABOVE = "{setting} must be above {low} and at most {high}"
WHOLE = "must be a whole number: {value}"
AVERAGED = "Yes: non-balancing adjusted scores are averaged (Law 12C4)"
KNOCKOUT = "a knockout match: non-balancing scores at IMPs are averaged (Law 12C4)"
PENALTY = ("The penalty as a percentage of a top (Enter on an empty line: the standard penalty of the regulations)")
UNITS = "mp (percent of a top), imps (teams), ximps, butler, or vps (a match in victory points)"
APPEAL = "{appeal} ({date}): the ruling is changed: NS {ns}, EW {ew}."
LAWS = "{laws}: NS {ns}, EW {ew}"
CHOICES = "Not one of the choices: {value}. Type its number or the start of its text."
NUMBER = "Not a number: {value}"
APPROVE = "Nothing to approve: the entry has no translation yet (e edits it)."
MARK = "Nothing to mark reviewed: the entry has no translation yet (e edits it)."


def findings(lang, entry, msgstr):
    return [(f.check, f.message, f.fragment) for f in gained({"id": "t", "lang": lang, "domain": "messages",
                                                               "entry": entry, "msgstr": msgstr})]


WEAKENED = "the translation only allows: the rule weakened?"


@pytest.mark.parametrize("lang, entry, msgstr, words", [
    ("zh", SPLIT, "不平衡的分数可以同时给出 --ns-outcome 和 --ew-outcome。", "'needs both --ns-outcome"),  # bg-mod09
    ("zh", TWICE, "{setting} 应该大于 {other} 的两倍", "'must be more than twice'"),  # bg-mod18
    ("el", ABOVE, "το {setting} καλό είναι να είναι πάνω από {low} και το πολύ {high}", "'must be above'"),  # bg-mod21
    ("zh", CHANGED, "变更裁决可以给出新的分数：请给出 --ns 和 --ew。", "'needs the new scores"),
    ("zh", WHOLE, "应该是整数：{value}", "'must be a whole number'"),
    ("zh", "must be greater than 0: {value}", "应该大于 0：{value}", "'must be greater than 0'"),
    ("el", WHOLE, "καλό είναι να είναι ακέραιος: {value}", "'must be a whole number'"),
    ("el", "must be from {low} to {high}: {value}", "είναι καλό να είναι από {low} έως {high}: {value}",
     "'must be from'"),
    ("el", TWICE, "το {setting} καλό είναι να είναι μεγαλύτερο από το διπλάσιο του {other}",
     "'must be more than twice'"),
])
def test_a_requirement_said_as_a_may_or_as_advice_is_the_rule_weakened(lang, entry, msgstr, words):
    [(check, message, _fragment)] = findings(lang, entry, msgstr)
    assert check == "terminology" and WEAKENED in message and words in message


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("el", CHANGED, "Η μεταβολή της απόφασης μπορεί να έχει τις νέες βαθμολογίες: δώστε --ns και --ew."),
    ("el", SPLIT, "Μια μη συμπληρωματική βαθμολογία μπορεί να δοθεί με --ns-outcome και --ew-outcome."),
])
def test_greek_needs_said_as_may_is_a_duty_made_a_permission(lang, entry, msgstr):
    [(check, message, _fragment)] = findings(lang, entry, msgstr)
    assert check == "terminology" and "a duty made a permission?" in message


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", SPLIT, "不平衡的分数须同时给出 --ns-outcome 和 --ew-outcome。"),
    ("zh", SPLIT, "不平衡的分数要求同时给出 --ns-outcome 和 --ew-outcome。"),
    ("el", SPLIT, "Μια μη συμπληρωματική βαθμολογία απαιτεί και το --ns-outcome και το --ew-outcome."),
    ("zh", TWICE, "{setting} 须大于 {other} 的两倍"),
    ("el", ABOVE, "το {setting} πρέπει οπωσδήποτε να είναι πάνω από {low} και το πολύ {high}"),
])
def test_a_requirement_kept_in_other_words_is_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


@pytest.mark.parametrize("lang, entry, msgstr, found, english", [
    ("el", AVERAGED, "Ναι: οι μη συμπληρωματικές επανορθωτικές βαθμολογίες αντικαθίστανται από τον μέσο όρο συν "
                     "(Νόμος 12Γ4)", "μέσο όρο συν", "average"),  # bg-sco12
    ("el", PENALTY, "Η ποινή ως ποσοστό του μέσου όρου (Enter σε κενή γραμμή: η τυπική ποινή των κανονισμών)",
     "μέσου όρου", "a top"),  # bg-sco20
    ("zh", AVERAGED, "是：不平衡的调整分取平均正分（第12条C款4项）", "平均正分", "average"),
    ("el", KNOCKOUT, "αγώνας knock out: οι μη συμπληρωματικές βαθμολογίες σε IMPs αντικαθίστανται από τον μέσο όρο "
                     "μείον (Νόμος 12Γ4)", "μέσο όρο μείον", "average"),
    ("zh", PENALTY, "罚分占平均分的百分比（在空行按 Enter：规程规定的标准罚分）", "平均分", "a top"),
    ("el", UNITS, "mp (ποσοστό του μέσου όρου), imps (αγώνες ομάδων), ximps, butler ή vps (αγώνας σε βαθμούς νίκης, "
                  "VP)", "μέσου όρου", "a top"),
])
def test_another_score_of_the_averages_is_the_score_changed(lang, entry, msgstr, found, english):
    [(check, message, fragment)] = findings(lang, entry, msgstr)
    assert check == "terminology" and fragment == found
    assert f"where the English says '{english}': the score or side changed?" in message


@pytest.mark.parametrize("lang, entry, msgstr, said", [
    ("zh", APPEAL, "{appeal}（{date}）：裁决变更为：南北 {ns} IMP，东西 {ew} IMP。", "{ns} IMP"),  # bg-sco22
    ("el", APPEAL, "{appeal} ({date}): η απόφαση άλλαξε: ΒΝ {ns} IMPs, ΑΔ {ew} IMPs.", "{ns} IMPs"),
    ("zh", LAWS, "{laws}：南北 {ns} IMP，东西 {ew} IMP", "{ns} IMP"),
    ("el", LAWS, "{laws}: ΒΝ {ns} IMPs, ΑΔ {ew} IMPs", "{ns} IMPs"),
    ("zh", "NS {ns} - EW {ew}", "南北 {ns} 比赛分 - 东西 {ew} 比赛分", "{ns} 比赛分"),
])
def test_a_unit_put_after_a_bare_score_is_another_scoring_unit(lang, entry, msgstr, said):
    [(check, message, fragment)] = findings(lang, entry, msgstr)
    assert check == "terminology" and fragment == said
    assert message == f"the English says '{{ns}}', the translation '{said}': another scoring unit, another score?"


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", AVERAGED, "是：不平衡的调整分取其平均值（第12条C款4项）"),
    ("zh", PENALTY, "罚分占满分的百分比（在空行按 Enter：规程规定的标准罚分）"),
    ("zh", APPEAL, "{appeal}（{date}）：裁决已变更：南北 {ns}，东西 {ew}。"),
])
def test_the_scores_kept_are_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


NEGATION = "a negation of the English (not, no, unless) is missing in the translation of '{}'"


@pytest.mark.parametrize("lang, entry, msgstr, clause", [
    ("zh", CHOICES, "是可选答案之一：{value}。请输入答案的编号或其开头文字。", "Not one of the choices"),  # bg-neg18
    ("zh", APPROVE, "无可审定：此条目已有译文（按 e 编辑）。", "the entry has no translation yet (e edits it)."),  # neg22
    ("el", CHOICES, "Είναι μία από τις επιλογές: {value}. Πληκτρολογήστε τον αριθμό της ή την αρχή του κειμένου της.",
     "Not one of the choices"),
    ("zh", NUMBER, "是数字：{value}", "Not a number"),
    ("el", "Not a law paragraph id: {id}", "Είναι αριθμός παραγράφου Νόμου: {id}", "Not a law paragraph id"),
    ("el", APPROVE, "Τίποτα προς έγκριση: η καταχώριση έχει ήδη μετάφραση (το e την επεξεργάζεται).",
     "the entry has no translation yet (e edits it)."),
    ("zh", MARK, "无可标记为已审校：此条目已有译文（按 e 编辑）。", "the entry has no translation yet (e edits it)."),
])
def test_a_negation_dropped_is_the_negation_finding_only(lang, entry, msgstr, clause):
    [(check, message, fragment)] = findings(lang, entry, msgstr)
    assert check == "negation" and fragment == clause and NEGATION.format(clause) in message


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", CHOICES, "并非可选答案之一：{value}。请输入答案的编号或其开头文字。"),
    ("zh", APPROVE, "没有可审定的内容：此条目还没有译文（按 e 编辑）。"),
    ("el", APPROVE, "Δεν υπάρχει κάτι προς έγκριση: η καταχώριση δεν έχει ακόμη μετάφραση (το e την επεξεργάζεται)."),
])
def test_the_negations_kept_are_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []
