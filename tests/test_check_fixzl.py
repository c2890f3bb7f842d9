"""Conditions and alternatives of interface strings changed in kind (issue 9 §2, fixzl; fresh tester t9bg's bg-con06,
bg-con08, bg-con10, bg-con12, bg-con20, bg-alt09): each is one finding naming it, a correct rewording none.

- a leading "With --option (Law …)" dropped: the condition missing (not its option and law reference, each a finding
  before);
- a bracket's clause after its colon dropped, the bracket kept with the other ("(Enter to skip: give the top
  instead)" as "（按 Enter 跳过）");
- a fact said as a condition ("A result was obtained, but …" as 如果已取得结果，…);
- an "if" said "when" in Greek ("If time permits" as "Όταν το επιτρέπει ο χρόνος");
- a sequence's "then" said "or" ("…, then Enter" as "，或者按 Enter");
- an "or" said by the list's 和 where the sentence keeps no "or" at all ("either --outcome, or --ns-outcome and
  --ew-outcome" as "--outcome 和 --ns-outcome 和 --ew-outcome")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.testers.measure import gained

TESTER = {json.loads(line)["id"]: json.loads(line)
          for line in Path(__file__).with_name("testers").joinpath("t9bg.jsonl").read_text(encoding="utf-8").splitlines()
          if line.strip()}


def findings(lang, entry, msgstr):
    return [(f.check, f.message, f.fragment) for f in gained({"id": "t", "lang": lang, "domain": "messages",
                                                               "entry": entry, "msgstr": msgstr})]


def one(lang, entry, msgstr, check, *words):
    found = findings(lang, entry, msgstr)
    assert len(found) == 1, found
    assert found[0][0] == check, found
    for word in words:
        assert word in found[0][1], found
    return found[0]


# ------------------------------------------------------------------------------------------------- the tester's inputs
@pytest.mark.parametrize("name, check, words", [
    ("bg-con06", "sentences", ("the condition 'With --director-error (Law 82C)'", "missing")),
    ("bg-con08", "sentences", ("no translation", "'give the top instead'")),
    ("bg-con10", "sentences", ("'如果已取得结果' (if)", "states a fact")),
    ("bg-con12", "sentences", ("condition 'If'", "a time", "Όταν το επιτρέπει ο χρόνος")),
    ("bg-con20", "terminology", ("adds '或者按 Enter'", "an alternative")),
    ("bg-alt09", "terminology", ("'or'", "'和'", "alternatives made all required")),
])
def test_the_testers_inputs_are_one_finding(name, check, words):
    item = TESTER[name]
    one(item["lang"], item["entry"], item["msgstr"], check, *words)


# ------------------------------------------------------------------------------------ a leading "With --option" dropped
WITH = "With --director-error (Law 82C) both sides are non-offending: leave out --nos."
GIVE = "With --director-error (Law 82C) give each side's outcomes: --ns-outcome and --ew-outcome."


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", WITH, "双方都是非违规方：不要给出 --nos。"),
    ("el", WITH, "Και οι δύο άξονες είναι αναίτιοι: παραλείψτε το --nos."),
    ("el", GIVE, "Δώστε τα αποτελέσματα κάθε άξονα: --ns-outcome και --ew-outcome."),
])
def test_an_option_condition_dropped_is_one_condition_missing(lang, entry, msgstr):
    one(lang, entry, msgstr, "sentences", "the condition 'With --director-error (Law 82C)'", "unconditional")


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", WITH, "使用 --director-error（第82条C款）时，双方均为非违规方：请省略 --nos。"),
    ("el", WITH, "Όταν δίνεται το --director-error (Νόμος 82Γ), και οι δύο άξονες είναι αναίτιοι: παραλείψτε το --nos."),
    ("zh", GIVE, "如果使用 --director-error（第82条C款），请给出每一方的结果：--ns-outcome 和 --ew-outcome。"),
])
def test_an_option_condition_kept_is_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


# ----------------------------------------------------------------------------- a bracket's clause after its colon lost
PENALTY = "The penalty in IMPs (Enter on an empty line: the standard penalty of the regulations)"
TOP = ("How many times was the board due to be played? The full top is computed from it (Enter to skip: give the top "
       "instead)")


@pytest.mark.parametrize("lang, entry, msgstr, lost", [
    ("zh", PENALTY, "以 IMP 计的罚分（空行按 Enter）", "the standard penalty of the regulations"),
    ("el", PENALTY, "Η ποινή σε IMPs (Enter σε κενή γραμμή)", "the standard penalty of the regulations"),
    ("el", TOP, "Πόσες φορές έπρεπε να παιχτεί η διανομή; Από αυτό υπολογίζεται το πλήρες top (Enter για παράλειψη)",
     "give the top instead"),
])
def test_a_bracket_clause_lost_is_one_finding(lang, entry, msgstr, lost):
    found = one(lang, entry, msgstr, "sentences", "no translation", f"'{lost}'")
    assert found[2] == lost


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", PENALTY, "以 IMP 计的罚分（空行按 Enter 即为规程规定的标准罚分）"),
    ("el", PENALTY, "Η ποινή σε IMPs (Enter σε κενή γραμμή — η τυπική ποινή των κανονισμών)"),
    ("zh", TOP, "这副牌应打多少次？据此计算满分（按 Enter 跳过并直接给出满分）"),
    ("zh", TOP, "这副牌应打多少次？据此计算满分（跳过请按 Enter，再直接给出满分）"),
])
def test_a_bracket_clause_said_otherwise_is_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


# ---------------------------------------------------------------------------------------- a fact said as a condition
RESULT = "A result was obtained, but an infraction may have damaged the non-offending side"
NONE = "No result can be obtained (cards mixed, board not played)"


@pytest.mark.parametrize("lang, entry, msgstr, said", [
    ("el", RESULT, "Αν υπήρξε αποτέλεσμα, μια παράβαση μπορεί να ζημίωσε τον αναίτιο άξονα", "Αν υπήρξε αποτέλεσμα"),
    ("zh", NONE, "如果无法得出结果（牌张混乱、这副牌未打）", "如果无法得出结果"),
    ("el", NONE, "Αν δεν μπορεί να επιτευχθεί αποτέλεσμα (ανακατεμένα φύλλα, η διανομή δεν παίχτηκε)",
     "Αν δεν μπορεί να επιτευχθεί αποτέλεσμα"),
])
def test_a_fact_made_a_condition_is_one_finding(lang, entry, msgstr, said):
    found = one(lang, entry, msgstr, "sentences", "states a fact", "a fact made a condition")
    assert found[2] == said


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", RESULT, "结果已取得，但违规可能损害了非违规方"),
    ("el", RESULT, "Υπήρξε αποτέλεσμα, όμως μια παράβαση ίσως ζημίωσε τον αναίτιο άξονα"),
])
def test_a_fact_stated_is_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


# --------------------------------------------------------------------------------------- an "if" said "when" (Greek)
TIME = "If time permits, a substitute board may be played instead (Law {law})."
REPLACE = "replace the file if it exists (its mode is kept)"


def test_an_if_made_when_is_one_finding():
    found = one("el", REPLACE, "αντικατάσταση του αρχείου όταν υπάρχει (τα δικαιώματά του διατηρούνται)", "sentences",
                "condition 'if'", "a time")
    assert found[2] == "όταν υπάρχει"


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("el", TIME, "Εφόσον το επιτρέπει ο χρόνος, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law})."),
    ("el", TIME, "Εάν υπάρχει χρόνος, μπορεί να παιχτεί μια διανομή αντικατάστασης (Νόμος {law})."),
    ("zh", TIME, "时间允许时，可改打一副替代牌（{law}）。"),  # Chinese says an "if" with 时: not read
])
def test_an_if_kept_is_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


# ---------------------------------------------------------------------------------------------- "then" said as "or"
NUMBER = "Type a number, or words of an answer, then Enter"
CHOOSE = "Choose an answer: type its number (1-{count}) or move with ↑ ↓, then Enter."
EARLY = TESTER["bg-con20"]["entry"]


@pytest.mark.parametrize("lang, entry, msgstr, added", [
    ("zh", NUMBER, "输入数字或答案中的文字，或者按 Enter", "或者按 Enter"),
    ("el", CHOOSE, "Επιλέξτε μια απάντηση: πληκτρολογήστε τον αριθμό της (1-{count}) ή μετακινηθείτε με ↑ ↓, ή Enter.",
     "ή Enter"),
    ("el", EARLY, "Πολύ νωρίς: το Enter ήρθε πριν φανεί η ερώτηση· δεν καταγράφηκε. Γράψτε 1-{count} ή ↑ ↓, ή Enter.",
     "ή Enter"),
])
def test_then_made_or_is_one_alternative_added(lang, entry, msgstr, added):
    found = one(lang, entry, msgstr, "terminology", f"adds '{added}'", "an alternative the English does not have")
    assert found[2] == added


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", NUMBER, "输入数字或答案中的文字，再按 Enter"),
    ("zh", EARLY, "太早了：这次 Enter 在本问题显示之前到达，未记录任何内容。请输入 1-{count} 或用 ↑ ↓ 选择，再按 Enter。"),
    ("el", CHOOSE, "Επιλέξτε μια απάντηση: πληκτρολογήστε τον αριθμό της (1-{count}) ή μετακινηθείτε με ↑ ↓ και έπειτα "
                   "πατήστε Enter."),
])
def test_then_kept_is_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


# ------------------------------------------------------------------------------ "or" said by a list's 和, no "or" left
EITHER = TESTER["bg-alt09"]["entry"]
PAIRS = "Give --ns and --ew (Law 86B2), or --assigned-result and --other-table (Law 86B1)."


@pytest.mark.parametrize("msgstr, found_word", [
    ("请给出 --ns 和 --ew（第86条B款2项），和 --assigned-result 和 --other-table（第86条B款1项）。", "和"),
    ("请给出 --outcome 与 --ns-outcome 和 --ew-outcome（第12条C款1项(e)），不可同时给出。", "与"),
])
def test_or_made_a_lists_and_is_one_finding(msgstr, found_word):
    entry = PAIRS if "--ns " in msgstr else EITHER
    found = one("zh", entry, msgstr, "terminology", "'or'", "alternatives made all required")
    assert found[2] == found_word


@pytest.mark.parametrize("entry, msgstr", [
    (PAIRS, "请给出 --ns 和 --ew（第86条B款2项），或者给出 --assigned-result 与 --other-table（第86条B款1项）。"),
    (EITHER, "请给出 --outcome，或者 --ns-outcome 和 --ew-outcome（第12条C款1项(e)），二者不可同时给出。"),
    (EITHER, "要么给出 --outcome，要么给出 --ns-outcome 和 --ew-outcome（第12条C款1项(e)），不可同时给出。"),
])
def test_or_kept_is_clean(entry, msgstr):
    assert findings("zh", entry, msgstr) == []
