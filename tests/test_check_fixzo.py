"""fixzo: fresh tester t9bh's sentences and alternatives inputs (issue 9 §2) - a need or a duty joined by "and" to
the English's one, a last relative clause dropped, a sentence added (its own words compared with nothing), an
option said with a value the English never gives, a list said with an item more - each one finding naming the
defect, and correct rewordings none."""

from __future__ import annotations

from tests.support import one_finding_tests

SCREEN = "The helper's screen needs a terminal; for scripts use: helper rule, helper score, helper laws."
SETTINGS = "helper: --settings needs a file name"
DAMAGE = "The damage test (--table-result) needs --nos ns or --nos ew."
COMPLETES = "Ruling {old} has an appeal outcome or a correction, so it is not changed: the answer after its score is " \
            "recorded as ruling {new}, which completes it."
RESUMES = "The ruling that was on the screen was taken over by a helper that has ended since: its answers are kept " \
          "with this Director's ruling in progress, which the next start resumes."
ENDED = "Taken over from process {pid}, which has ended."
MEANWHILE = "Corrects ruling {id}, which another helper had changed meanwhile."
TYPED = "What was typed here before and not saved is shown again: F4 saves it, Esc drops it."
REPORT = "A report is for one language: add --lang el or --lang zh."
UNIT = "Ruling {id} was scored in matchpoints: give the appeal's scores in percent or matchpoints (--unit percent or " \
       "--unit matchpoints)."
APPEAL = "upheld, changed (give the new scores) or withdrawn"
RESPONSIBILITY = "NS responsibility: none, partly or direct"

ADDS = "which the English does not say: a clause added, a rule of its own?"
MISSING = "of the English is missing in the translation"
NOT_IN_ENGLISH = "this sentence of the translation is not in the English"
ALTERNATIVE = "an alternative the English does not have: a Director offered a choice the helper does not give?"
ITEM_ADDED = "an alternative added, a choice the English does not give?"

DEFECTS = [
    # a duty or a need joined by "and" to the English's one (tester t9bh bh-sen05, bh-sen24, and variants)
    ("zh", SCREEN, "本程序的界面需要终端，并且必须以管理员身份运行；脚本请使用：helper rule、helper score、helper laws。",
     "sentences", "必须以管理员身份运行", ADDS),
    ("el", SCREEN, "Η οθόνη του προγράμματος χρειάζεται τερματικό και σύνδεση στο διαδίκτυο· για σενάρια χρησιμοποιήστε: "
                   "helper rule, helper score, helper laws.", "sentences", "σύνδεση στο διαδίκτυο", ADDS),
    ("el", SCREEN, "Η οθόνη του προγράμματος χρειάζεται τερματικό και πρέπει να εκτελείται ως διαχειριστής· για σενάρια "
                   "χρησιμοποιήστε: helper rule, helper score, helper laws.", "sentences",
     "πρέπει να εκτελείται ως διαχειριστής", ADDS),
    ("zh", SCREEN, "本程序的界面需要终端和网络连接；脚本请使用：helper rule、helper score、helper laws。", "sentences",
     "网络连接", ADDS),
    ("zh", SETTINGS, "helper：--settings 需要一个文件名和一个密码", "sentences", "一个密码", ADDS),
    ("el", SETTINGS, "helper: το --settings χρειάζεται όνομα αρχείου και κωδικό πρόσβασης", "sentences",
     "κωδικό πρόσβασης", ADDS),
    # a last relative clause dropped (bh-sen11, bh-sen23, and variants)
    ("zh", COMPLETES, "第 {old} 号裁决已有申诉结果或更正，因此不予修改：得分之后的回答记录为第 {new} 号裁决。", "sentences",
     "which completes it", MISSING),
    ("el", RESUMES, "Την απόφαση που ήταν στην οθόνη την ανέλαβε άλλο παράθυρο του helper, που έκτοτε τερματίστηκε: οι "
                    "απαντήσεις της διατηρούνται στην απόφαση σε εξέλιξη αυτού του Διαιτητή.", "sentences",
     "which the next start resumes", MISSING),
    ("el", COMPLETES, "Η απόφαση {old} έχει αποτέλεσμα έφεσης ή διόρθωση, οπότε δεν αλλάζει: η απάντηση μετά το σκορ της "
                      "καταγράφεται ως απόφαση {new}.", "sentences", "which completes it", MISSING),
    ("el", ENDED, "Αναλήφθηκε από τη διεργασία {pid}.", "sentences", "which has ended", MISSING),
    ("zh", MEANWHILE, "更正第 {id} 号裁决。", "sentences", "which another helper had changed meanwhile", MISSING),
    ("el", MEANWHILE, "Διορθώνει την απόφαση {id}.", "sentences", "which another helper had changed meanwhile", MISSING),
    # a sentence added: its own words say nothing more (bh-sen12, and a variant)
    ("zh", TYPED, "之前在此输入但未保存的内容已重新显示：F4 保存，Esc 放弃。放弃后无法恢复。", "sentences", "放弃后无法恢复。",
     NOT_IN_ENGLISH),
    ("el", TYPED, "Ό,τι πληκτρολογήθηκε εδώ πριν και δεν αποθηκεύτηκε εμφανίζεται ξανά: το F4 το αποθηκεύει, το Esc το "
                  "απορρίπτει. Μετά την απόρριψη δεν ανακτάται.", "sentences", "Μετά την απόρριψη δεν ανακτάται.",
     NOT_IN_ENGLISH),
    # an option said with a value the English never gives it (bh-alt10, and variants)
    ("zh", REPORT, "报告只针对一种语言：请加上 --lang el、--lang en 或 --lang zh。", "options", "--lang en", ALTERNATIVE),
    ("el", REPORT, "Η αναφορά αφορά μία γλώσσα: προσθέστε --lang el, --lang en ή --lang zh.", "options", "--lang en",
     ALTERNATIVE),
    ("zh", DAMAGE, "判断损害（--table-result）需要 --nos ns、--nos ew 或 --nos both。", "options", "--nos both",
     ALTERNATIVE),
    ("el", UNIT, "Η απόφαση {id} βαθμολογήθηκε σε βαθμούς αγώνα: δώστε τις βαθμολογίες της έφεσης σε ποσοστό ή σε βαθμούς "
                 "αγώνα (--unit percent, --unit imps ή --unit matchpoints).", "options", "--unit imps", ALTERNATIVE),
    # a list said with an item more (bh-alt12, and variants)
    ("zh", APPEAL, "维持、暂缓、变更（给出新的分数）或撤回", "terminology", "维持、暂缓、变更（给出新的分数）或撤回",
     ITEM_ADDED),
    ("el", APPEAL, "επικυρώνεται, αναστέλλεται, μεταβάλλεται (δώστε τις νέες βαθμολογίες) ή αποσύρεται", "terminology",
     "επικυρώνεται, αναστέλλεται, μεταβάλλεται (δώστε τις νέες βαθμολογίες) ή αποσύρεται", ITEM_ADDED),
    ("zh", APPEAL, "维持、变更（给出新的分数）、撤回或作废", "terminology", "维持、变更（给出新的分数）、撤回或作废", ITEM_ADDED),
]

REWORDINGS = [
    ("zh", SCREEN, "本程序的界面需要在终端中运行；如需在脚本中使用，请用：helper rule、helper score、helper laws。"),
    ("el", SCREEN, "Η οθόνη του προγράμματος απαιτεί τερματικό· σε σενάρια χρησιμοποιήστε: helper rule, helper score, "
                   "helper laws."),
    ("zh", SETTINGS, "helper：--settings 后面需要给出文件名"),
    ("zh", COMPLETES, "第 {old} 号裁决已有申诉结果或更正，因此不予修改：得分之后的回答记录为第 {new} 号裁决，用来补全它。"),
    ("el", RESUMES, "Την απόφαση που ήταν στην οθόνη την ανέλαβε άλλο παράθυρο του helper, που έκτοτε τερματίστηκε: οι "
                    "απαντήσεις της διατηρούνται στην απόφαση σε εξέλιξη αυτού του Διαιτητή, την οποία θα συνεχίσει η "
                    "επόμενη εκκίνηση."),
    ("el", ENDED, "Αναλήφθηκε από τη διεργασία {pid}, η οποία έχει τερματιστεί."),
    ("zh", ENDED, "已从已经结束的进程 {pid} 接管。"),
    ("zh", MEANWHILE, "更正另一个 helper 窗口在此期间修改过的第 {id} 号裁决。"),
    ("el", REPORT, "Κάθε αναφορά είναι για μία γλώσσα: προσθέστε --lang el ή --lang zh."),
    ("zh", APPEAL, "维持、更改（给出新分数）或撤销"),
    ("el", APPEAL, "επικύρωση, μεταβολή (δώστε τις νέες βαθμολογίες) ή απόσυρση"),
    ("zh", RESPONSIBILITY, "南北方责任：none（无过错）、partly（部分过错）或 direct（直接过错）"),
]


test_one_finding_names_the_defect, test_rewording_gives_no_finding = one_finding_tests(DEFECTS, REWORDINGS)
