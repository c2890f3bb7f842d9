"""Testers t9bi / t9bj: conditions, brackets and one false negation (issue 9 §2, fixzu), each a kind: the tester's
input, other defects of the kind (one finding each: its check and words of its message) and correct rewordings (none),
in both languages where the kind holds in both.

1. A "while" clause with a subject of its own dropped (:func:`helper.catalog.checks.conditions._whiles_missing`):
   "asks first while that helper runs with a ruling in progress; at once when it has ended" as 先询问；它已结束时立即接管
   / "ρωτά πρώτα· αμέσως όταν έχει τερματιστεί" (t9bi bi-con23, bi-con24): one sentences error naming the condition.
   Its duration said by 期间, 仍在…时, όσο, ενώ is kept; a verbless "while in progress" (进行中不保存) and a contrast after a
   comma ("…, while the other table …") are no such clause.
2. A Latin term of the English set after the translation's last bracket where the English ends with its bracket
   (:func:`helper.catalog.checks.brackets.closing_moved_out`): "vps (αγώνας σε βαθμούς νίκης), VP" (t9bj bj-brk17): one
   brackets warning "the bracket closes too early".
3. Chinese commas standing for the English's brackets, one for each (:func:`helper.catalog.checks.pair.
   _commas_for_brackets`): "错误，与违规无关，或" (t9bi bi-brk07), "牌手，每位牌手都是参赛者，：" (t9bj bj-brk18): one
   brackets warning "no longer set apart".  Greek sets an aside apart by commas ("λάθος, άσχετο με την παράβαση, ή":
   test_check_fixwd), and a Chinese modifier (与违规无关的…错误) or 即 (，即调整分) is a rewording.
4. An answer's English "no" before a noun said by a plain χωρίς (:func:`helper.catalog.checks.negation.
   _no_said_without`): "Ναι: χωρίς νέο ανακάτεμα, …" for "Yes: no redeal, …" (t9bi bi-rw48) is correct; "με νέο
   ανακάτεμα" still drops the "no".
"""

from __future__ import annotations

import pytest

from tests.support import findings, fresh_inputs, interface_gained
from tests.testers.measure import gained

TAKE_OVER = ("Take over the ruling in progress another helper holds: asks first while that helper runs with a ruling "
             "in progress; at once when it has ended")
SAVE = "Save the ruling while the other window runs; quit when it has ended"
SCORING = "scoring: imps (teams) or vps (a match in victory points)"
STANDS = "the score of the board (an adjusted score): it stands"
AWARDS = "the Director awards a score (an adjusted score) to each side"
REDEAL = "Yes: no redeal, award an adjusted score (Law 86A)"
NO_SCORE = "No: no score for the board, play the next one"


@pytest.mark.parametrize("name, key, check, words", [
    ("t9bi.jsonl", "bi-con23", "sentences", "the condition 'while that helper runs with a ruling in progress'"),
    ("t9bi.jsonl", "bi-con24", "sentences", "the condition 'while that helper runs with a ruling in progress'"),
    ("t9bj.jsonl", "bj-brk17", "brackets", "the bracket closes too early: 'VP'"),
    ("t9bi.jsonl", "bi-brk07", "brackets", "'(unrelated to the infraction)' are missing"),
    ("t9bj.jsonl", "bj-brk18", "brackets", "'(each player is a contestant)' are missing"),
    ("t9bi.jsonl", "bi-rw48", None, None),
])
def test_tester_inputs(name, key, check, words):
    found = [(f.check, f.message) for f in gained(fresh_inputs(name.removesuffix(".jsonl"))[key])]
    if check is None:
        assert found == []
    else:
        assert len(found) == 1 and found[0][0] == check and words in found[0][1], found


@pytest.mark.parametrize("english, text, lang, check, words", [
    # 1. a "while" clause dropped
    (SAVE, "保存裁决；它结束后退出", "zh", "sentences", "the condition 'while the other window runs'"),
    (SAVE, "Αποθήκευση της απόφασης· έξοδος όταν έχει τερματιστεί", "el", "sentences",
     "the condition 'while the other window runs'"),
    (SAVE, "在另一个窗口运行期间保存裁决；它结束后退出", "zh", None, None),
    (SAVE, "Αποθήκευση της απόφασης όσο τρέχει το άλλο παράθυρο· έξοδος όταν έχει τερματιστεί", "el", None, None),
    (SAVE, "Αποθήκευση της απόφασης ενώ τρέχει το άλλο παράθυρο· έξοδος μόλις τερματιστεί", "el", None, None),
    ("The score is not saved while in progress", "进行中不保存得分", "zh", None, None),
    ("The board is scored at IMPs, while the other table plays it at matchpoints", "这副牌按 IMP 计分，而另一桌按比赛分计",
     "zh", None, None),
    # 2. a Latin term after the last bracket
    (SCORING, "计分：imps（队式赛）或 vps（以胜利分计的比赛），VP", "zh", "brackets", "the bracket closes too early: 'VP'"),
    (SCORING, "βαθμολόγηση: imps (αγώνες ομάδων) ή vps (αγώνας σε βαθμούς νίκης), VP", "el", "brackets",
     "the bracket closes too early: 'VP'"),
    (SCORING, "计分：imps（队式赛）或 vps（以胜利分计的比赛，VP）", "zh", None, None),
    (SCORING, "βαθμολόγηση: imps (αγώνες ομάδων) ή vps (αγώνας σε βαθμούς νίκης, VP)", "el", None, None),
    # 3. Chinese commas for brackets
    (STANDS, "这副牌的分数，调整分，：维持不变", "zh", "brackets", "'(an adjusted score)' are missing"),
    (AWARDS, "裁判给予每一方一个分数，调整分，作为结果", "zh", "brackets", "'(an adjusted score)' are missing"),
    (STANDS, "这副牌的分数（调整分）：维持不变", "zh", None, None),
    (STANDS, "这副牌的分数，即调整分：维持不变", "zh", None, None),
    # 4. "no" said by χωρίς
    (NO_SCORE, "Όχι: χωρίς βαθμολογία για τη διανομή, παίξτε την επόμενη", "el", None, None),
    (NO_SCORE, "Όχι: με βαθμολογία για τη διανομή, παίξτε την επόμενη", "el", "negation",
     "a negation of the English (not, no, unless) is missing"),
    (REDEAL, "Ναι: με νέο ανακάτεμα, επιδίκαση επανορθωτικής βαθμολογίας (Νόμος 86Α)", "el", "negation",
     "a negation of the English (not, no, unless) is missing"),
    (REDEAL, "Ναι: άνευ νέου ανακατέματος, επιδίκαση επανορθωτικής βαθμολογίας (Νόμος 86Α)", "el", None, None),
    ("Yes: play on without a redeal; no score for the board", "Ναι: συνέχεια χωρίς νέο ανακάτεμα· βαθμολογία για τη "
     "διανομή", "el", "negation", "a negation of the English (not, no, unless) is missing"),
])
def test_variants(english, text, lang, check, words):
    found = [(c, m) for c, _s, m in findings(english, text, lang)]
    if check is None:
        assert found == []
    else:
        assert len(found) == 1 and found[0][0] == check and words in found[0][1], found


@pytest.mark.parametrize("entry, text, lang", [
    # the tester's strings said correctly
    # ("with a ruling in progress" kept: dropping it is a condition narrowed, tester t9bn bn-con03, fiyj)
    (TAKE_OVER, "接管另一个 helper 窗口占用的进行中裁决：该 helper 带着进行中裁决运行期间先询问；它结束后立即接管", "zh"),
    (TAKE_OVER, "Ανάληψη της απόφασης σε εξέλιξη που κρατά άλλο παράθυρο του helper: ρωτά πρώτα ενώ εκείνο τρέχει με "
                "απόφαση σε εξέλιξη· αμέσως μόλις τερματιστεί", "el"),
    ("After the infraction, did the non-offending side contribute to its own damage by an extremely serious error "
     "(unrelated to the infraction) or a gambling action?",
     "违规之后，非违规方是否因与违规无关的极其严重的错误或冒险行为而促成了自身的损害？", "zh"),
    ("in an individual event, the offending player (each player is a contestant): the penalty is his alone",
     "个人赛中违规的牌手（每位牌手都是参赛者）：罚分只由他承担", "zh"),
])
def test_rewordings(entry, text, lang):
    assert interface_gained(lang, entry, text) == []
