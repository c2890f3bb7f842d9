"""Misses of tester t9ay in interface strings (issue 9 §2, fix9ra): conditions, negations and clauses dropped, each a
kind: the tester's input, correct rewordings in both languages (no finding) and other defects of the kind (one finding).

1. A condition kept beside 如 giving an example ("declarer (needed unless the contract names it: 7NTXN=)" as
   庄家（可省略，如 7NTXN=）: tester t9ay ZM-064): 如 before Latin letters or digits that run to a bracket's end or a list's
   comma is "e.g.", no condition word; the English's "unless" is missing, one finding. A 如 that opens a clause (如
   --force 已给出，…) is still "if".
2. A noun or an object negated ("a contestant without a result", ZM-065; "Law {law} changes nothing", EM-037) with no
   negation left in the translation (取得结果, "αλλάζει κάτι"): the 'without' dropped (read in Chinese too, before a
   noun phrase: "without saving" as 放弃修改 stays none) or the negation dropped, one finding; "without" said as "with"
   (με αποτέλεσμα, EM-068) stays the one 'with' and 'without' finding.
3. A form of scoring that restricts an interface string dropped ("--knockout is for team play at IMPs (Law 12C4)" as
   仅用于队式赛 / "αφορά αγώνες ομάδων": ZM-067, EM-070; the laws' rule of tester t9ay EL-117): the rule widened, one
   finding; the form of contest dropped with it (用于任何比赛, t9av v502) is that form's one finding.
4. A phrase that counts the thing at hand in dropped ("Counting this one, on how many boards …" without 连同这副牌在内 /
   "Μαζί με αυτήν": ZM-068, EM-071): the count asked of the others, one fewer; one finding naming the clause.
5. A parenthetical that closes its sentence, a clause of its own, dropped ("(finished rulings are recorded
   meanwhile)", ZM-086; "(recorded when finished, not saved while in progress)", EM-090, which was named a negation
   missing): one finding naming the part. Said without brackets, none; one inside a sentence the translation may say
   in its words (指向本条前后规定的引用), none.
6. The lead's probes: 并 + 非违规方 (and the non-offending side), 合并 + 非违规方 and 而 + 非违规方 are no 并非 / 而非
   negation (a real 并非 added still is; a negation dropped beside 并非违规方 still is); a modal negated before a verb
   of omission ("δεν πρέπει να παραλείψετε το --nos", 不应该省略 --nos: "must not leave out" = give it) is the
   instruction reversed, one finding; the keys' answers explained ("(y / n: ναι / όχι)") are no negation added, and
   do not stand in for a negation dropped.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test

DECL = "declarer (needed unless the contract names it: 7NTXN=)"
ZH_DECL = "庄家（定约中已写明时可省略，如 7NTXN=）"
EL_DECL = "εκτελεστής (απαιτείται, εκτός αν τον αναφέρει το συμβόλαιο: 7NTXN=)"
REPLACE = "Replace the file if --force is given."
KO = "Knockout match: the two scores balance, so Law {law} changes nothing."
ZH_KO = "淘汰赛：两个得分是平衡的，因此{law}不改变任何分数。"
EL_KO = "Αγώνας knock out: οι δύο βαθμολογίες είναι συμπληρωματικές, οπότε ο Νόμος {law} δεν αλλάζει τίποτα."
VARIED = "Scores varied by regulation for a contestant without a result on several boards (Law {law})."
ZH_VARIED = "参赛者在多副牌上未取得结果，其分数按规程另行规定（{law}）。"
EL_VARIED = "Βαθμολογίες διαφοροποιημένες με κανονισμό για αγωνιζόμενο χωρίς αποτέλεσμα σε πολλές διανομές (Νόμος {law})."
KNOCK = "--knockout is for team play at IMPs (Law 12C4)."
ZH_KNOCK = "--knockout 仅用于以 IMP 计分的队式赛（第12条C款4项）。"
EL_KNOCK = "Το --knockout αφορά αγώνες ομάδων σε IMPs (Νόμος 12Γ4)."
COUNT = "Counting this one, on how many boards of this session has the contestant failed to obtain a result? (Enter for 1)"
ZH_COUNT = "连同这副牌在内，该参赛者在本节中有几副牌未能取得结果？（按 Enter 表示 1）"
EL_COUNT = "Μαζί με αυτήν, σε πόσες διανομές της ημερίδας ο αγωνιζόμενος δεν έλαβε αποτέλεσμα; (Enter για 1)"
HOW = "how many boards of the session the contestant has failed to obtain a result on, counting this one (Law 12C2(d))"
ZH_HOW = "该参赛者在本节中未能取得结果的牌数（含本副，第12条C款2项(d)）"
EL_HOW = "σε πόσες διανομές της ημερίδας ο αγωνιζόμενος δεν έλαβε αποτέλεσμα, μαζί με αυτήν (Νόμος 12Γ2(δ))"
GONE = "The other helper no longer responds: ^O resumes its ruling in progress here (finished rulings are recorded meanwhile)."
ZH_GONE = "另一个 helper 窗口不再响应：按 ^O 在此继续它的进行中裁决（在此期间已完成的裁决照常记录）。"
EL_GONE = ("Το άλλο παράθυρο του helper δεν αποκρίνεται: το ^O συνεχίζει εδώ την απόφασή του σε εξέλιξη (οι ολοκληρωμένες "
           "αποφάσεις καταγράφονται στο μεταξύ).")
HOLDS = ("Another helper holds this Director's ruling in progress: answers typed here are not applied. ^O takes that ruling "
         "over here; ^N starts a new ruling here (recorded when finished, not saved while in progress).")
ZH_HOLDS = "另一个 helper 窗口持有本裁判进行中的裁决：在此输入的答案不会被采用。按 ^O 在此接管该裁决；按 ^N 在此开始新的裁决（完成时记录，进行中不保存）。"
EL_HOLDS = ("Άλλο παράθυρο του helper κρατά την απόφαση σε εξέλιξη αυτού του Διαιτητή: οι απαντήσεις που πληκτρολογούνται εδώ "
            "δεν εφαρμόζονται. Το ^O αναλαμβάνει εδώ εκείνη την απόφαση· το ^N αρχίζει νέα απόφαση εδώ (καταγράφεται όταν "
            "ολοκληρωθεί, δεν αποθηκεύεται όσο είναι σε εξέλιξη).")
REF = "the reference '{text}' of the English (to what the law says before or after) is missing in the translation"
ZH_REF = "译文中缺少英文指向本条前后规定的引用“{text}”"
SPLIT = "The offending side receives 40% and the non-offending side 60%."
MERGE = "Merge the non-offending side's two results."
RELIEF = "The offending side receives 40% and the non-offending side does not receive relief."
NOS = "With --director-error (Law 82C) both sides are non-offending: leave out --nos."
EL_NOS = "Με το --director-error (Νόμος 82Γ) και οι δύο άξονες είναι αναίτιοι: παραλείψτε το --nos."
ZH_NOS = "使用 --director-error（第82条C款）时双方均为非违规方：请不要给出 --nos。"
TAKE = "A ruling saved at {time} (UTC) in another login ({terminal}) is still open: take it over? (y / n)"
EL_TAKE = "Μια απόφαση που αποθηκεύτηκε στις {time} (UTC) σε άλλη σύνδεση ({terminal}) είναι ακόμη ανοιχτή: να αναληφθεί; (y / n)"
STARTED = ("A ruling started at {time} (UTC) in another login ({terminal}, process {pid}) is still open: take it over? "
           "That helper will no longer save it. (y / n)")
EL_STARTED = ("Μια απόφαση που ξεκίνησε στις {time} (UTC) σε άλλη σύνδεση ({terminal}, διεργασία {pid}) είναι ακόμη "
              "ανοιχτή: να αναληφθεί; Εκείνο το παράθυρο του helper δεν θα την αποθηκεύει πλέον. (y / n)")
ZH_TAKE = "于 {time}（UTC）在另一个登录（{terminal}）中保存的裁决仍未完成：要接管吗？（y / n）"



def edited(text: str, old: str, new: str) -> str:
    """``text`` with its one ``old`` made ``new`` (the edit must apply)."""
    assert text.count(old) == 1, old
    return text.replace(old, new)


def condition_missing(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the condition '{text}' of the English is missing in the translation: the rule made "
                                   "unconditional?")]


def negation_missing(text: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"a negation of the English (not, no, unless) is missing in the translation of "
                                  f"'{text}': a prohibition made a permission, or a condition reversed?")]


def restriction_dropped(text: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English restricts by '{text}', the translation has no such words: the "
                                     "restriction dropped, the rule widened?")]


def clause_missing(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the clause '{text}' of the English is missing in the translation")]


def part_missing(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"this part of the English seems to have no translation: '{text}'")]


def reversed_instruction(found: str, given: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the English says 'leave out --nos', the translation '{found}': the instruction "
                                  f"reversed ('leave out' became '{given}')?")]


UNLESS = condition_missing("unless the contract names it")
test_condition_beside_an_example = findings_test([
    (DECL, edited(ZH_DECL, "（定约中已写明时可省略，如 7NTXN=）", "（可省略，如 7NTXN=）"), "zh", UNLESS),  # t9ay ZM-064
    (DECL, edited(ZH_DECL, "定约中已写明时可省略", "必须填写"), "zh", UNLESS),
    (DECL, edited(ZH_DECL, "定约中已写明时可省略", "必填"), "zh", UNLESS),
    (DECL, edited(EL_DECL, ", εκτός αν τον αναφέρει το συμβόλαιο", ""), "el", UNLESS),
    (REPLACE, "替换该文件。", "zh", condition_missing("if --force is given")),
    (DECL, ZH_DECL, "zh"),
    (DECL, EL_DECL, "el"),
    (DECL, edited(ZH_DECL, "定约中已写明时可省略", "除非定约中已写明，否则必填"), "zh"),
    (DECL, edited(ZH_DECL, "，如 7NTXN=", "，例如 7NTXN="), "zh"),
    (DECL, edited(EL_DECL, "εκτός αν τον αναφέρει", "εκτός εάν τον αναφέρει"), "el"),
    (REPLACE, "如 --force 已给出，则替换该文件。", "zh"),  # 如 opening a clause: still "if"
], "如 before an example of Latin letters is no condition: the English's 'unless' dropped is found.")

WITHOUT = [("negation", "error", "the English says 'without a result', the translation has no word for 'without': "
                                 "what the English leaves out now counted in?")]
NOTHING = negation_missing("changes nothing")
test_noun_or_object_negated = findings_test([
    ("F2 saves; Esc closes without saving", "F2 保存；Esc 放弃修改并关闭", "zh"),  # (tests/test_check_fix9aw.py)
    ("The option --top is given without a value: {value}.", "选项 --top 未给出值：{value}。", "zh"),
    ("The option --top is given without a value: {value}.", "选项 --top 给出了值：{value}。", "zh",
     [("negation", "error", "the English says 'without a value', the translation has no word for 'without': what the "
                            "English leaves out now counted in?")]),
    (VARIED, edited(ZH_VARIED, "未取得结果", "取得结果"), "zh", WITHOUT),  # t9ay ZM-065
    (VARIED, edited(ZH_VARIED, "未取得结果", "已取得结果"), "zh", WITHOUT),
    (VARIED, edited(EL_VARIED, "χωρίς αποτέλεσμα", "που έλαβε αποτέλεσμα"), "el", WITHOUT),
    (VARIED, edited(EL_VARIED, "χωρίς αποτέλεσμα", "με αποτέλεσμα"), "el",  # t9ay EM-068: its one finding kept
     [("negation", "error", "the English says 'without a result on', the translation 'με αποτέλεσμα σε πολλές': 'with' "
                            "and 'without' reversed?")]),
    (KO, edited(EL_KO, "δεν αλλάζει τίποτα", "αλλάζει κάτι"), "el", NOTHING),  # t9ay EM-037
    (KO, edited(EL_KO, "δεν αλλάζει τίποτα", "αλλάζει τα πάντα"), "el", NOTHING),
    (KO, edited(ZH_KO, "不改变任何分数", "改变分数"), "zh", NOTHING),
    (KO, edited(ZH_KO, "不改变任何分数", "会改变得分"), "zh", NOTHING),
    (VARIED, ZH_VARIED, "zh"),
    (VARIED, EL_VARIED, "el"),
    (VARIED, edited(ZH_VARIED, "参赛者在多副牌上未取得结果", "参赛者在多副牌上没有结果"), "zh"),
    (VARIED, edited(ZH_VARIED, "参赛者在多副牌上未取得结果", "参赛者在多副牌上无结果"), "zh"),
    (VARIED, edited(EL_VARIED, "χωρίς αποτέλεσμα", "που δεν έλαβε αποτέλεσμα"), "el"),
    (KO, ZH_KO, "zh"),
    (KO, EL_KO, "el"),
    (KO, edited(EL_KO, "δεν αλλάζει τίποτα", "δεν μεταβάλλει τίποτα"), "el"),
    (KO, edited(EL_KO, "δεν αλλάζει τίποτα", "δεν αλλάζει κάτι"), "el"),
    (KO, edited(ZH_KO, "不改变任何分数", "对分数没有影响"), "zh"),
    (KO, edited(ZH_KO, "不改变任何分数", "不会改变任何得分"), "zh"),
], "'without <noun>' and a verb with the object 'nothing' said with no negation: one finding.")

THAT_BOARD = [("negation", "error", "the English says 'without that board', the translation has no word for 'without': "
                                    "what the English leaves out now counted in?")]
test_without_in_chinese_86A = edits_test([
    ("zh", "86A", "除去该副牌后的比赛最终结果", "该副牌后的比赛最终结果", THAT_BOARD),
    ("zh", "86A", "除去该副牌后的比赛最终结果", "比赛最终结果", THAT_BOARD),
    ("zh", "86A", "除去该副牌后的", "不计该副牌时的"),
    ("zh", "86A", "除去该副牌后的", "没有该副牌时的"),
    ("zh", "86A", "不得", "禁止"),  # (tests/test_check_fix9s.py: the English's "shall not" takes one word of its own)
], "Law 86A's 'without that board' dropped in Chinese: one finding.")

AT_IMPS = restriction_dropped("at IMPs")
test_scoring_form_of_an_interface_string = findings_test([
    (KNOCK, edited(ZH_KNOCK, "仅用于以 IMP 计分的队式赛", "仅用于队式赛"), "zh", AT_IMPS),  # t9ay ZM-067
    (KNOCK, edited(EL_KNOCK, "αφορά αγώνες ομάδων σε IMPs", "αφορά αγώνες ομάδων"), "el", AT_IMPS),  # t9ay EM-070
    (KNOCK, edited(ZH_KNOCK, "仅用于以 IMP 计分的队式赛", "只适用于团体赛"), "zh", AT_IMPS),
    (KNOCK, edited(EL_KNOCK, "αφορά αγώνες ομάδων σε IMPs", "αφορά μόνο αγώνες ομάδων"), "el", AT_IMPS),
    # both restrictions gone (t9av v502): the form of contest's one finding
    (KNOCK, edited(ZH_KNOCK, "仅用于以 IMP 计分的队式赛", "用于任何比赛"), "zh", restriction_dropped("team play")),
    (KNOCK, edited(EL_KNOCK, "αφορά αγώνες ομάδων σε IMPs", "αφορά κάθε αγώνα"), "el", restriction_dropped("team play")),
    (KNOCK, ZH_KNOCK, "zh"),
    (KNOCK, EL_KNOCK, "el"),
    (KNOCK, edited(ZH_KNOCK, "仅用于以 IMP 计分的队式赛", "只适用于按 IMP 计分的团体赛"), "zh"),
    (KNOCK, edited(ZH_KNOCK, "仅用于以 IMP 计分的队式赛", "仅用于 IMP 队式赛"), "zh"),
    (KNOCK, edited(EL_KNOCK, "αφορά αγώνες ομάδων σε IMPs", "αφορά αγώνες ομάδων με IMPs"), "el"),
], "'at IMPs' dropped from an interface string: the restriction dropped, one finding.")

test_inclusion_dropped = findings_test([
    (COUNT, edited(ZH_COUNT, "连同这副牌在内，该参赛者", "该参赛者"), "zh", clause_missing("Counting this one")),  # ZM-068
    (COUNT, edited(EL_COUNT, "Μαζί με αυτήν, σε πόσες", "Σε πόσες"), "el", clause_missing("Counting this one")),  # EM-071
    (HOW, edited(ZH_HOW, "含本副，", ""), "zh", clause_missing("counting this one")),
    (HOW, edited(EL_HOW, ", μαζί με αυτήν", ""), "el", clause_missing("counting this one")),
    (COUNT, ZH_COUNT, "zh"),
    (COUNT, EL_COUNT, "el"),
    (HOW, ZH_HOW, "zh"),
    (HOW, EL_HOW, "el"),
    (COUNT, edited(ZH_COUNT, "连同这副牌在内", "包括这副牌"), "zh"),
    (COUNT, edited(ZH_COUNT, "连同这副牌在内", "算上这副牌"), "zh"),
    (COUNT, edited(EL_COUNT, "Μαζί με αυτήν", "Συμπεριλαμβανομένης αυτής"), "el"),
    (HOW, edited(EL_HOW, "μαζί με αυτήν", "μετρώντας και αυτήν"), "el"),
], "'Counting this one' dropped: one finding naming the clause.")

RECORDED = part_missing("(finished rulings are recorded meanwhile)")
NOT_SAVED = part_missing("(recorded when finished, not saved while in progress)")
test_closing_parenthetical_dropped = findings_test([
    (GONE, edited(ZH_GONE, "（在此期间已完成的裁决照常记录）", ""), "zh", RECORDED),  # t9ay ZM-086
    (HOLDS, edited(EL_HOLDS, " (καταγράφεται όταν ολοκληρωθεί, δεν αποθηκεύεται όσο είναι σε εξέλιξη)", ""), "el",
     NOT_SAVED),  # t9ay EM-090 (was: a negation missing)
    (GONE, edited(EL_GONE, " (οι ολοκληρωμένες αποφάσεις καταγράφονται στο μεταξύ)", ""), "el", RECORDED),
    (HOLDS, edited(ZH_HOLDS, "（完成时记录，进行中不保存）", ""), "zh", NOT_SAVED),
    (GONE, ZH_GONE, "zh"),
    (GONE, EL_GONE, "el"),
    (HOLDS, ZH_HOLDS, "zh"),
    (HOLDS, EL_HOLDS, "el"),
    (GONE, edited(ZH_GONE, "（在此期间已完成的裁决照常记录）", "，在此期间已完成的裁决照常记录"), "zh"),
    (GONE, edited(EL_GONE, " (οι ολοκληρωμένες αποφάσεις καταγράφονται στο μεταξύ)",
                  "· οι ολοκληρωμένες αποφάσεις καταγράφονται στο μεταξύ"), "el"),
    (HOLDS, edited(ZH_HOLDS, "（完成时记录，进行中不保存）", "，完成时记录，进行中不保存"), "zh"),
    (REF, ZH_REF, "zh"),  # a parenthetical inside its sentence, said in the translation's words
], "A parenthetical clause closing its sentence dropped: one finding naming it.")

test_probes = findings_test([
    (SPLIT, "违规方得40%，并非违规方得60%。", "zh"),
    (SPLIT, "违规方得40%，而非违规方得60%。", "zh"),
    (MERGE, "合并非违规方的两个结果。", "zh"),
    (RELIEF, "违规方得40%，并非违规方得不到补偿。", "zh"),
    (SPLIT, "违规方得40%，非违规方并非得60%。", "zh",
     [("negation", "error", "the translation negates 'The offending side receives 40% and the non-offending side …' "
                            "where the English does not: a permission or a duty made a prohibition, or a condition "
                            "reversed?")]),
    (MERGE, "并非合并非违规方的两个结果。", "zh",
     [("negation", "error", "the translation negates 'Merge the non-offending side's two results.' where the English "
                            "does not: a permission or a duty made a prohibition, or a condition reversed?")]),
    (RELIEF, "违规方得40%，并非违规方得到补偿。", "zh",
     negation_missing("The offending side receives 40% and the non-offending side …")),
    (NOS, edited(EL_NOS, "παραλείψτε το --nos", "δεν πρέπει να παραλείψετε το --nos"), "el",
     reversed_instruction("δεν πρέπει να παραλείψετε το --nos", "δεν πρέπει να παραλείψετε")),
    (NOS, edited(EL_NOS, "παραλείψτε το --nos", "δεν μπορείτε να παραλείψετε το --nos"), "el",
     reversed_instruction("δεν μπορείτε να παραλείψετε το --nos", "δεν μπορείτε να παραλείψετε")),
    (NOS, edited(ZH_NOS, "请不要给出 --nos", "不应该省略 --nos"), "zh", reversed_instruction("不应该省略 --nos", "不应该省略")),
    (NOS, edited(ZH_NOS, "请不要给出 --nos", "不可以省略 --nos"), "zh", reversed_instruction("不可以省略 --nos", "不可以省略")),
    (NOS, edited(EL_NOS, "παραλείψτε το --nos", "πρέπει να παραλείψετε το --nos"), "el"),
    (NOS, edited(EL_NOS, "παραλείψτε το --nos", "δεν πρέπει να δώσετε το --nos"), "el"),
    (NOS, edited(ZH_NOS, "请不要给出 --nos", "应省略 --nos"), "zh"),
    (NOS, edited(ZH_NOS, "请不要给出 --nos", "不应该给出 --nos"), "zh"),
    (TAKE, edited(EL_TAKE, "(y / n)", "(y / n: ναι / όχι)"), "el"),
    (TAKE, edited(EL_TAKE, "(y / n)", "(y / n: ναι/όχι)"), "el"),
    (TAKE, edited(ZH_TAKE, "（y / n）", "（y / n：是 / 否）"), "zh"),
    (STARTED, edited(EL_STARTED, "(y / n)", "(y / n: ναι / όχι)"), "el"),
    # the keys' "όχι" is no negation standing in for one dropped
    (STARTED, edited(EL_STARTED, "δεν θα", "θα").replace("(y / n)", "(y / n: ναι / όχι)"), "el",
     negation_missing("no longer save it")),
], "The lead's probes: 并 + 非违规方, a modal negated before an omission, the keys' answers explained.")
