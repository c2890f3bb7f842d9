"""Ruling-changing misses of tester 9am (issue 9 §2, fix9fg), each a kind: the tester's input and other wordings.

1. A negated modal of an interface string made a permission where another negation of the English ("No adjusted
   score", "without this board", "a client without UTF-8") is said with a negation of its own: "the Director may not
   award one" as 裁判可以 / 裁判可 / 裁判得以 / "ο Διαιτητής μπορεί", 86A's "could not be known" as 参赛者可能知道 /
   能够知道 / "μπορούσε", "cannot show" as 可以显示 / "μπορεί να εμφανίσει": one negation finding naming the clause of
   the modal (as the laws' count finds 12B2's 不得 made 可以); 不能以, 不可以, "δεν επιτρέπεται", 无从知道, "δεν ήταν
   δυνατό", 不能显示 none.
2. A negation added to a condition whose English has a "without" the translation says by its own word (Law 86A
   "when the final result of a match without that board could be known" as 当参赛者不可能知道 / 无法知道 / 没有可能知道
   除去该副牌后…时, "δεν θα μπορούσε" / "δε θα μπορούσε" / "δεν ήταν δυνατό" with χωρίς between commas): one negation
   finding; 有可能知道, 不计该副牌 (the "without" said by a negation), "ήταν δυνατό να γίνει γνωστό", εάν none.
3. A negative number said without its minus sign where the numbers are said another number of times (12C2(b) "+3 IMPs
   or -3 IMPs respectively" as 均为3 IMP, 为3 IMP, 分别为3 IMP, "3 IMPs"): one number error, average minus made +3;
   正3…负3, +3…−3, ±3, "+3 IMPs ή -3 IMPs", "συν ή μείον 3 IMPs" none.
4. A score of a family named where the English names the plain average ("{side}: partly at fault, average" as "μέσος
   όρος συν", "μέσος όρος μείον", 平均正分, 平均负分; 12C4's "the average of the two scores" as "τον μέσο όρο συν"):
   one terminology error; the shipped wordings, "μέση βαθμολογία", 平均成绩 and "average plus" said where the
   English says it none.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test

NO_SCORE = ("No adjusted score: the Director may not award one because the rectification in the Laws seems unduly "
            "severe or advantageous to either side. Apply the rectification the Laws prescribe.")
NO_SCORE_ZH = "不判调整分：裁判不得以规则规定的纠正对任何一方过重或过于有利为由判给调整分。请执行规则规定的纠正。"
NO_SCORE_EL = ("Καμία επανορθωτική βαθμολογία: ο Διαιτητής δεν μπορεί να επιδικάσει επανορθωτική βαθμολογία με το "
               "σκεπτικό ότι η επανόρθωση του Κώδικα είναι υπερβολικά αυστηρή ή ευνοϊκή για οποιονδήποτε άξονα. "
               "Εφαρμόστε την επανόρθωση που προβλέπει ο Κώδικας.")
REDEAL = ("Law 86A does not prevent a redeal here: the match result without this board could not be known to a "
          "contestant. The Director may order the board redealt under Law 6.")
REDEAL_ZH = "第86条A款不妨碍此处重新发牌：参赛者不可能知道除去这副牌后的比赛结果。裁判可根据第6条命令重新发牌。"
REDEAL_EL = ("Ο Νόμος 86Α δεν εμποδίζει εδώ νέο ανακάτεμα: το αποτέλεσμα του αγώνα χωρίς αυτή τη διανομή δεν "
             "μπορούσε να είναι γνωστό σε αγωνιζόμενο. Ο Διαιτητής μπορεί να διατάξει νέο ανακάτεμα της διανομής "
             "σύμφωνα με τον Νόμο 6.")
TMUX = ("helper: this terminal (a tmux client without UTF-8) cannot show some of this text: it is left out and said "
        "so. To read it, write it to a file (--output FILE, or > FILE), or detach tmux and attach with: {command}")
TMUX_ZH = ("helper：此终端（非 UTF-8 的 tmux 客户端）无法显示这段文字的一部分：这些部分已略去，并注明。如需阅读，请写入文件"
           "（--output FILE 或 > FILE），或分离 tmux 后这样重新连接：{command}")
TMUX_EL = ("helper: αυτό το τερματικό (πελάτης tmux χωρίς UTF-8) δεν μπορεί να εμφανίσει μέρος αυτού του κειμένου: "
           "παραλείπεται και αναφέρεται. Για να το διαβάσετε, γράψτε το σε αρχείο (--output FILE ή > FILE) ή "
           "αποσυνδέστε το tmux και συνδεθείτε ξανά με: {command}")


def negation_missing(clause: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"a negation of the English (not, no, unless) is missing in the translation of "
                                  f"'{clause}': a prohibition made a permission, or a condition reversed?")]


MAY_NOT = negation_missing("the Director may not award one because the rectification in…")
COULD_NOT = negation_missing("the match result without this board could not be known to a…")
CANNOT = negation_missing("this terminal (a tmux client without UTF-8) cannot show som…")

test_a_negated_modal_beside_another_negation_made_a_permission_is_one_finding = findings_test([
    (NO_SCORE, NO_SCORE_ZH.replace("裁判不得以", "裁判可以"), "zh", MAY_NOT),  # tester 9am #183
    (NO_SCORE, NO_SCORE_ZH.replace("裁判不得以", "裁判可"), "zh", MAY_NOT),
    (NO_SCORE, NO_SCORE_ZH.replace("裁判不得以", "裁判得以"), "zh", MAY_NOT),
    (NO_SCORE, NO_SCORE_EL.replace("ο Διαιτητής δεν μπορεί", "ο Διαιτητής μπορεί"), "el", MAY_NOT),
    (REDEAL, REDEAL_ZH.replace("参赛者不可能知道", "参赛者可能知道"), "zh", COULD_NOT),  # tester 9am #264
    (REDEAL, REDEAL_ZH.replace("参赛者不可能知道", "参赛者能够知道"), "zh", COULD_NOT),
    (REDEAL, REDEAL_EL.replace("δεν μπορούσε να είναι", "μπορούσε να είναι"), "el", COULD_NOT),
    (REDEAL, REDEAL_EL.replace("δεν μπορούσε να είναι", "θα μπορούσε να είναι"), "el", COULD_NOT),
    (TMUX, TMUX_ZH.replace("无法显示", "可以显示"), "zh", CANNOT),
    (TMUX, TMUX_EL.replace("δεν μπορεί να εμφανίσει", "μπορεί να εμφανίσει"), "el", CANNOT),
    # the shipped translations and other correct wordings: no finding
    (NO_SCORE, NO_SCORE_ZH, "zh"),
    (NO_SCORE, NO_SCORE_EL, "el"),
    (NO_SCORE, NO_SCORE_ZH.replace("裁判不得以", "裁判不能以"), "zh"),
    (NO_SCORE, NO_SCORE_ZH.replace("裁判不得以", "裁判不可以"), "zh"),
    (NO_SCORE, NO_SCORE_EL.replace("δεν μπορεί να", "δεν επιτρέπεται να"), "el"),
    (REDEAL, REDEAL_ZH, "zh"),
    (REDEAL, REDEAL_EL, "el"),
    (REDEAL, REDEAL_ZH.replace("参赛者不可能知道", "参赛者无从知道"), "zh"),
    (REDEAL, REDEAL_EL.replace("δεν μπορούσε να είναι", "δεν ήταν δυνατό να είναι"), "el"),
    (TMUX, TMUX_ZH, "zh"),
    (TMUX, TMUX_EL, "el"),
    (TMUX, TMUX_ZH.replace("无法显示", "不能显示"), "zh"),
], doc="A negated modal made a permission beside another negation of the English: one finding naming its clause.")


CONDITION_NEGATED = [("negation", "error", "the translation negates 'The Director shall not exercise his Law 6 authority "
                                           "to orde…' where the English does not: a permission or a duty made a "
                                           "prohibition, or a condition reversed?")]

test_a_negation_added_to_a_condition_with_without_is_one_finding = edits_test([
    ("zh", "86A", "当参赛者可能知道", "当参赛者不可能知道", CONDITION_NEGATED),  # tester 9am #314
    ("zh", "86A", "当参赛者可能知道", "当参赛者无法知道", CONDITION_NEGATED),
    ("zh", "86A", "当参赛者可能知道", "当参赛者没有可能知道", CONDITION_NEGATED),
    ("el", "86A", "θα μπορούσε να είναι γνωστό", "δεν θα μπορούσε να είναι γνωστό", CONDITION_NEGATED),  # #326
    ("el", "86A", "θα μπορούσε να είναι γνωστό", "δε θα μπορούσε να είναι γνωστό", CONDITION_NEGATED),
    ("el", "86A", "θα μπορούσε να είναι γνωστό", "δεν ήταν δυνατό να είναι γνωστό", CONDITION_NEGATED),
    # correct wordings, the English's "without" said by a negation (不计) included: no finding
    ("zh", "86A", "当参赛者可能知道", "当参赛者有可能知道"),
    ("zh", "86A", "当参赛者可能知道除去该副牌后", "当参赛者可能知道不计该副牌时"),
    ("el", "86A", "θα μπορούσε να είναι γνωστό", "ήταν δυνατό να γίνει γνωστό"),
    ("el", "86A", "όταν", "εάν"),
], doc="A negation added to Law 86A's condition, whose 'without' the translation says by its own word: one finding.")


MINUS_DROPPED = [("number", "error", "the English says minus 3, the translation 3 without its minus sign: a negative "
                                     "score made positive?")]

test_a_minus_sign_dropped_is_one_finding = edits_test([
    ("zh", "12C2(b)", "分别为+3 IMP和-3 IMP", "均为3 IMP", MINUS_DROPPED),  # tester 9am #372
    ("zh", "12C2(b)", "分别为+3 IMP和-3 IMP", "为3 IMP", MINUS_DROPPED),
    ("zh", "12C2(b)", "分别为+3 IMP和-3 IMP", "分别为3 IMP", MINUS_DROPPED),
    ("el", "12C2(b)", "συν 3 IMPs ή μείον 3 IMPs αντίστοιχα", "3 IMPs", MINUS_DROPPED),  # tester 9am (el 12C2(b))
    # both signs kept, however written: no finding
    ("zh", "12C2(b)", "分别为+3 IMP和-3 IMP", "分别为正3 IMP和负3 IMP"),
    ("zh", "12C2(b)", "分别为+3 IMP和-3 IMP", "分别为+3 IMP与−3 IMP"),
    ("zh", "12C2(b)", "分别为+3 IMP和-3 IMP", "分别为±3 IMP"),
    ("el", "12C2(b)", "συν 3 IMPs ή μείον 3 IMPs", "+3 IMPs ή -3 IMPs"),
    ("el", "12C2(b)", "συν 3 IMPs ή μείον 3 IMPs αντίστοιχα", "συν ή μείον 3 IMPs αντίστοιχα"),
], doc="Law 12C2(b)'s -3 IMPs said without its minus sign: one finding.")


PARTLY = "{side}: partly at fault, average"
PARTLY_ZH = "{side}：部分过错，平均分"
PARTLY_EL = "{side}: έσφαλε μερικώς, μέσος όρος"
EACH = "Yes: each side gets the average of the two scores (Law 12C4)"
EACH_EL = "Ναι: κάθε άξονας λαμβάνει τον μέσο όρο των δύο βαθμολογιών (Νόμος 12Γ4)"


def score_named(found: str, term: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' ('{term}') where the English says 'average': the score or side "
                                     "changed?")]


test_a_score_named_for_the_plain_average_is_one_finding = findings_test([
    (PARTLY, PARTLY_EL.replace("μέσος όρος", "μέσος όρος συν"), "el",
     score_named("μέσος όρος συν", "average plus")),  # tester 9am #335
    (PARTLY, PARTLY_EL.replace("μέσος όρος", "μέσος όρος μείον"), "el", score_named("μέσος όρος μείον", "average minus")),
    (PARTLY, PARTLY_ZH.replace("平均分", "平均正分"), "zh", score_named("平均正分", "average plus")),
    (PARTLY, PARTLY_ZH.replace("平均分", "平均负分"), "zh", score_named("平均负分", "average minus")),
    (EACH, EACH_EL.replace("τον μέσο όρο", "τον μέσο όρο συν"), "el", score_named("μέσο όρο συν", "average plus")),
    # the shipped wordings and other correct ones: no finding
    (PARTLY, PARTLY_EL, "el"),
    (PARTLY, PARTLY_ZH, "zh"),
    (PARTLY, PARTLY_EL.replace("μέσος όρος", "μέση βαθμολογία"), "el"),
    (PARTLY, PARTLY_ZH.replace("平均分", "平均成绩"), "zh"),
    (EACH, EACH_EL, "el"),
    ("{side}: in no way at fault, average plus", "{side}: δεν έσφαλε κατά κανένα τρόπο, μέσος όρος συν", "el"),
    ("{side}: the assigned adjusted score, more favourable than average plus",
     "{side}: η κατ' εκτίμηση επανορθωτική βαθμολογία, ευνοϊκότερη από τον μέσο όρο συν", "el"),
], doc="Average plus or minus named where the English names the plain average: one finding.")
