"""Misses a fresh tester (9m) found in the interface translation checks (fix9ac, issue 9 §2), each kept as a kind:
the tester's defective text is found with the one finding a reviewer needs; a correct wording of the same entry
gives none.  The texts are the entries of locales/*/messages.po, the defects the tester's.

M1 A key name changed, missing, added or two keys swapped with their actions: "Enter chooses it" as 按 Esc 选定 /
   το Esc την επιλέγει, "Escape, Enter, F1 or q" as "… F1 ή x", "^P back corrects it; ^N starts a new ruling" as
   ^N 返回可更正；^P 开始新的裁决 (keys: an error, a Director told the wrong key).  Esc is Escape, ^X is Ctrl+X, 回车
   is Enter; "Enter a number" is the verb; keys in another order each with its action are no finding.
M2 "may" made "must" (The players may appeal as 牌手必须…申诉 / Οι παίκτες πρέπει να εφεσιβάλουν) or a possibility
   made a fact ("an infraction may have damaged" as 违规使…受到了损害 / μια παράβαση ζημίωσε): terminology errors.
M3 A condition of an interface string dropped ("If you can assign an adjusted score, enter it …" as a plain order):
   one sentences error naming it; 如能 / 的话 / Αν / Εφόσον keep it; "as if" is no condition.
M4 A term replaced by another of its family ("average plus" as the plain μέσος όρος / 平均分; matchpoints as IMP): an
   error; a paraphrase (θετικός μέσος όρος, 正的平均分) stays the warning "the term … is not in the translation".
"""

from __future__ import annotations

import pytest

from tests.support import findings_test

# ---------------------------------------------------------------- M1 key names

CHOOSE = "Put the answer with that number on the answer line; Enter chooses it"
CLOSE = "Press Escape, Enter, F1 or q to close."
SHOWN = ("It did not change this ruling: ruling {id}, recorded here at {at} (UTC), is shown as recorded. ^P back "
         "corrects it; ^N starts a new ruling.")
QUIT = "To quit, press Ctrl+X or F10."
SHOWN_ZH = "它没有改动此裁决：按记录显示第 {id} 号裁决（本窗口记录于 {at}，UTC）。"
SHOWN_EL = ("Δεν άλλαξε αυτή την απόφαση: η απόφαση {id}, που καταγράφηκε εδώ στις {at} (UTC), εμφανίζεται όπως "
            "καταγράφηκε. ")


def _key(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("keys", "error", f"the English names the key '{english}', the translation '{found}': a Director told "
                              "the wrong key?")]


SWAPPED = [("keys", "error", "the keys '^P' and '^N' each have the other's action in the translation: a Director "
                             "told the wrong key?")]

test_key_names = findings_test([
    (CHOOSE, "把该编号的答案填入答案行；按 Esc 选定", "zh", _key("Enter", "Esc")),
    (CHOOSE, "Βάζει την απάντηση με αυτόν τον αριθμό στη γραμμή απάντησης· το Esc την επιλέγει", "el",
     _key("Enter", "Esc")),
    (CLOSE, "Πατήστε Escape, Enter, F1 ή x για κλείσιμο.", "el", _key("q", "x")),
    (CLOSE, "按 Escape、Enter 或 q 关闭。", "zh",
     [("keys", "error", "the key 'F1' of the English is not named in the translation")]),
    (QUIT, "要退出，请按 Ctrl+X、F10 或 F1。", "zh",
     [("keys", "error", "the key 'F1' in the translation is not named in the English")]),
    (SHOWN, SHOWN_ZH + "^N 返回可更正；^P 开始新的裁决。", "zh", SWAPPED),
    (SHOWN, SHOWN_EL + "Το ^N (πίσω) τη διορθώνει· το ^P ξεκινά νέα απόφαση.", "el", SWAPPED),
    # correct: the shipped wordings, the other names of a key, the keys in another order each with its action
    (CHOOSE, "把该编号的答案填入答案行；按 Enter 选定", "zh"),
    (CHOOSE, "把该编号的答案填入答案行，按回车键选定", "zh"),
    (CHOOSE, "Βάζει την απάντηση με αυτόν τον αριθμό στη γραμμή απάντησης· το Enter την επιλέγει", "el"),
    (CLOSE, "按 Esc、Enter、F1 或 q 关闭。", "zh"),
    (CLOSE, "Πατήστε Escape, Enter, F1 ή q για κλείσιμο.", "el"),
    (QUIT, "要退出，请按 ^X 或 F10。", "zh"),
    (SHOWN, SHOWN_ZH + "^P 返回可更正；^N 开始新的裁决。", "zh"),
    (SHOWN, SHOWN_ZH + "^N 开始新的裁决；^P 返回可更正。", "zh"),
    (SHOWN, SHOWN_EL + "Το ^P (πίσω) τη διορθώνει· το ^N ξεκινά νέα απόφαση.", "el"),
    ("Enter a whole number.", "请输入整数。", "zh"),
    ("Enter a whole number.", "Δώστε ακέραιο αριθμό.", "el"),
], "M1: a key changed, missing, added or swapped with its action is an error; other names of a key are none")

# ---------------------------------------------------------------- M2 "may" made "must" or a fact

APPEAL = ("The players may appeal this ruling (Law {law83}): the right to appeal expires {minutes} minutes after the "
          "official score is made available (Law {law92}).")
APPEAL_ZH = "（{law83}）：申诉的权利在正式成绩公布后 {minutes} 分钟届满（{law92}）。"
APPEAL_EL = (" αυτή την απόφαση (Νόμος {law83}): το δικαίωμα έφεσης λήγει {minutes} λεπτά μετά τη δημοσίευση της "
             "επίσημης βαθμολογίας (Νόμος {law92}).")
DAMAGED = "A result was obtained, but an infraction may have damaged the non-offending side"
MUST = [("terminology", "error", "the English allows or says what may be ('may appeal this ruling'), the translation "
                                 "obliges: a permission made a duty?")]
FACT = [("terminology", "error", "the English says what may be ('may have damaged the non-offending'), the "
                                 "translation states it as a fact: a possibility made certain?")]

test_may_made_must_or_a_fact = findings_test([
    (APPEAL, "牌手必须对本裁决提出申诉" + APPEAL_ZH, "zh", MUST),
    (APPEAL, "Οι παίκτες πρέπει να εφεσιβάλουν" + APPEAL_EL, "el", MUST),
    (DAMAGED, "已取得结果，但违规使非违规方受到了损害", "zh", FACT),
    (DAMAGED, "Υπήρξε αποτέλεσμα, αλλά μια παράβαση ζημίωσε τον αναίτιο άξονα", "el", FACT),
    # correct: the permission or the possibility kept
    (APPEAL, "牌手可对本裁决提出申诉" + APPEAL_ZH, "zh"),
    (APPEAL, "牌手有权对本裁决提出申诉" + APPEAL_ZH, "zh"),
    (APPEAL, "Οι παίκτες μπορούν να εφεσιβάλουν" + APPEAL_EL, "el"),
    (DAMAGED, "已取得结果，但违规可能使非违规方受到损害", "zh"),
    (DAMAGED, "Υπήρξε αποτέλεσμα, αλλά μια παράβαση μπορεί να ζημίωσε τον αναίτιο άξονα", "el"),
    (DAMAGED, "Υπήρξε αποτέλεσμα, αλλά μια παράβαση ίσως ζημίωσε τον αναίτιο άξονα", "el"),
], "M2: an interface string's 'may' made a duty or a fact is an error; kept as 可, 可能, μπορεί, ίσως it is none")

# ---------------------------------------------------------------- M3 a condition dropped

ASSIGN = ("If you can assign an adjusted score, enter it in IMPs for the non-offending side (Enter to skip: average "
          "plus)")
CONDITION = [("sentences", "error", "the condition 'If you can assign an adjusted score' of the English is missing in "
                                    "the translation: the rule made unconditional?")]
TOP = ("What is the full top on this board, in matchpoints, as if played every time it was due? (Enter to skip: "
       "percentages only)")

test_a_condition_dropped = findings_test([
    (ASSIGN, "Δώστε την κατ' εκτίμηση επανορθωτική βαθμολογία σε IMPs για τον αναίτιο άξονα (Enter για παράλειψη: "
             "μέσος όρος συν)", "el", CONDITION),
    (ASSIGN, "请输入非违规方的裁定调整分 IMP（按 Enter 跳过：平均正分）", "zh", CONDITION),
    # correct: the condition kept in the language's words; "as if" is no condition
    (ASSIGN, "如能给出裁定调整分，请输入非违规方的 IMP（按 Enter 跳过：平均正分）", "zh"),
    (ASSIGN, "能给出裁定调整分的话，请输入非违规方的 IMP（按 Enter 跳过：平均正分）", "zh"),
    (ASSIGN, "Αν μπορείτε να επιδικάσετε κατ' εκτίμηση επανορθωτική βαθμολογία, δώστε την σε IMPs για τον αναίτιο "
             "άξονα (Enter για παράλειψη: μέσος όρος συν)", "el"),
    (ASSIGN, "Εφόσον μπορείτε να επιδικάσετε κατ' εκτίμηση επανορθωτική βαθμολογία, δώστε την σε IMPs για τον "
             "αναίτιο άξονα (Enter για παράλειψη: μέσος όρος συν)", "el"),
    (TOP, "这副牌的满分是多少比赛分（按应打的次数计）？（按 Enter 跳过：只给百分比）", "zh"),
    ("replace the file if it exists (its mode is kept)", "文件已存在时替换它（保留其权限模式）", "zh"),
    ("Check if the file exists, then press Enter.", "检查文件是否存在，然后按 Enter。", "zh"),
    ("Check if the file exists, then press Enter.", "Ελέγξτε αν υπάρχει το αρχείο και πατήστε Enter.", "el"),
    ("Check if the file exists, then press Enter.", "检查文件，然后按 Enter。", "zh",
     [("sentences", "error", "the condition 'if the file exists' of the English is missing in the translation: the "
                             "rule made unconditional?")]),
], "M3: an interface string's 'if' with no condition in its translation is one sentences error naming it")

# ---------------------------------------------------------------- M4 another term of the family

PLUS = "{side}: in no way at fault, average plus"
def _not_in(expected: str) -> list[tuple[str, str, str]]:
    # (the glossary's term named since fix9at)
    return [("terminology", "warning", f"the term for 'average plus' ('{expected}') is not in the translation")]


def _stand_in(found: str, other: str, term: str, expected: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' ('{other}') where the term for '{term}' is expected ('{expected}'): "
                                     "the score or side changed?")]


test_another_term_of_the_family = findings_test([
    (PLUS, "{side}: δεν έσφαλε κατά κανένα τρόπο, μέσος όρος", "el", _stand_in("μέσος όρος", "average", "average plus", "μέσος όρος συν")),
    (PLUS, "{side}：毫无过错，平均分", "zh", _stand_in("平均分", "average", "average plus", "平均正分")),
    ("Scores in matchpoints", "以 IMP 计分", "zh", _stand_in("IMP", "IMP", "matchpoint", "比赛分")),
    # a paraphrase (a word of plus beside the plain average) stays a warning; the right terms are no finding
    (PLUS, "{side}: δεν έσφαλε κατά κανένα τρόπο, θετικός μέσος όρος", "el", _not_in("μέσος όρος συν")),
    (PLUS, "{side}：毫无过错，正的平均分", "zh", _not_in("平均正分")),
    (PLUS, "{side}: δεν έσφαλε κατά κανένα τρόπο, μέσος όρος συν", "el"),
    (PLUS, "{side}：毫无过错，平均正分", "zh"),
    ("Scores in matchpoints", "以比赛分计分", "zh"),
], "M4: a term replaced by another of its family is an error; a paraphrase a warning")


def test_average_minus_for_average_plus_is_said_once():
    # the label bound to the other score is the one error (meaning.differences); the term's warning follows from it
    # and is not said too (fix9ab F6, fresh tester 9m: one defect, one finding)
    from tests.support import findings

    assert findings(PLUS, "{side}：毫无过错，平均负分", "zh") == [
        ("terminology", "error", "'in no way at fault' goes with 'average plus' in the English but with 'average "
                                 "minus' in the translation")]


@pytest.mark.parametrize("lang, label, said", [
    ("zh", "按键名称", "英文说的按键是“Enter”，译文却是“Esc”：是否让裁判按错键？"),
    ("el", "ονόματα πλήκτρων", "το αγγλικό αναφέρει το πλήκτρο «Enter», η μετάφραση το «Esc»: μήπως ο Διαιτητής "
                               "καθοδηγείται σε λάθος πλήκτρο;"),
])
def test_the_keys_finding_is_said_in_the_reviewers_language(lang, label, said):
    from helper.catalog.checks import check_pair
    from helper.catalog.review import check_label

    [finding] = check_pair(CHOOSE, "把该编号的答案填入答案行；按 Esc 选定", "zh", None, "messages", ui_lang=lang)
    assert (check_label(finding.check, lang), finding.message) == (label, said)


@pytest.mark.parametrize("text", ["the following arguments are required: %s", "%d results", "%(prog)s: error: %(message)s",
                                  "Enter: %s"])
def test_a_printf_placeholder_is_no_key_letter(text):
    """The s of %s, the d of %d, the s after %(name): placeholders of Python's formats (argparse's messages), not
    keys: %s made %d is the placeholders check's one finding (tests/test_fix9h.py), not also a key changed."""
    from helper.catalog.checks.keys import key_names

    assert [key for key, _start, _end in key_names(text)] == (["Enter"] if text.startswith("Enter") else [])
