"""Engineer fjav, session 48 (issue 9 §2): false findings on correct rewordings, session 47's open points.

- A parenthetical's "label: value" said as one phrase, the value joined to the label by a preposition: "(Enter σε κενή
  γραμμή για την τυπική ποινή των κανονισμών)", "（空行按 Enter 用规章的标准罚分）" for "(Enter on an empty line: the
  standard penalty of the regulations)" was said to have lost its value (sentences).  The translation's bracket as
  long as both parts says them (:data:`helper.catalog.checks.pair._PHRASE_JOINED`); shorter, the value is lost
  ("(Enter για παράλειψη)" for "(Enter to skip: give the top instead)", tester t9bg bg-con08).
- An option named twice where the English names it once ("--side ns 或 --side ew" for "--side ns or ew", "请不要给出
  --nos，即省略 --nos"): an option repeated, with no value the English does not give it, is no option added
  (:func:`helper.catalog.checks.keys.option_differences`; the values the English lists after an option's value,
  "--player n, e, s or w", are that option's: :func:`helper.catalog.checks.keys.option_value_added`).  An option
  dropped, renamed or added, or a value added ("--lang en"), stays one finding; "--side ns 或 --side all" for "--side
  ns or ew" is the value's one finding.
- "The last review ended from outside (…) before your translation of {entry} was saved ({time}); …" with the time
  said in the sentence ("您于 {time} 对 {entry} 的译文", "στις {time}"), or {entry} in a bracket of its own: the English's
  "(the connection was lost or …)" was paired with the translation's "（{entry}）" and said to have lost its
  alternative; a bracket that is a placeholder's label pairs with a label, a bracket of words with words
  (:func:`helper.catalog.checks.conditions._brackets_paired`), and with "({time})" said unbracketed the brackets of
  words are still compared (a dropped alternative was missed then).  The English's 'on' of "note on {entry}" was read
  as a time label said at {time} (placeholder-order); a label of a kind at a placeholder of no such kind, the string
  holding one of that kind, is that one's (:func:`helper.catalog.checks.placeholder_roles.bindings`).  "({time})"
  said "στις {time}" at the sentence's end is no bracket dropped (:func:`helper.catalog.checks.pair._field_said_by_kind`).
- "duty added?" is filed under ``terminology``: the check ids' documentation (helper/catalog/checks/__init__.py, the
  README's catalog check section: "an obligation made a permission or back (`terminology` …)", "An interface string's
  "may" made a duty … is a `terminology` error") has no modality id; left as it is.
"""

from __future__ import annotations

from tests.support import interface_item, one_finding_tests, one_gained

PERCENT = "The penalty as a percentage of a top (Enter on an empty line: the standard penalty of the regulations)"
IMPS = "The penalty in IMPs (Enter on an empty line: the standard penalty of the regulations)"
NUMBER = "Number, then Enter (empty Enter: the standard penalty)"
TOP = ("How many times was the board due to be played? The full top is computed from it (Enter to skip: give the top "
       "instead)")
PLUS = "If you can assign an adjusted score, enter it in IMPs for the non-offending side (Enter to skip: average plus)"
SIDE = "Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w (an individual)."
REPORT = "A report is for one language: add --lang el or --lang zh."
NOS = "With --director-error (Law 82C) both sides are non-offending: leave out --nos."
FIELD = "At {scoring} give --field."
IMPS_UNIT = "Ruling {id} was scored in IMPs: give the appeal's scores in IMPs (--unit imps)."
CHANGED = "A changed ruling needs the new scores: give --ns and --ew."
BOTH = "Give --top or --results, not both."
SAVED = ("The last review ended from outside (the connection was lost or the helper was told to end) before your "
         "translation of {entry} was saved ({time}); it was kept:")
NOTE = ("The last review ended from outside (the connection was lost or the helper was told to end) before your note "
        "on {entry} was saved ({time}); it was kept:")
FORM = "The details form had unsaved text when the helper ended: F4 shows it again (F4 there saves it, Esc drops it)."

LOST = ("sentences", "this part of the English seems to have no translation")
ALTERNATIVE = ("sentences", "of the English is missing in the translation: the rule narrowed?")

EL_OUT = "Ο τελευταίος έλεγχος τερματίστηκε από έξω"
EL_REST = " (χάθηκε η σύνδεση ή δόθηκε στο πρόγραμμα εντολή τερματισμού)"
ZH_REST = "（连接中断或本程序被要求结束）"

VALUES_LOST = [
    # the bracket's value dropped, its label kept (also with a preposition of its own): one finding naming it
    ("el", IMPS, "Η ποινή σε IMPs (Enter σε κενή γραμμή)", "the standard penalty of the regulations"),
    ("el", IMPS, "Η ποινή σε IMPs (πατήστε Enter σε μια κενή γραμμή)", "the standard penalty of the regulations"),
    ("zh", IMPS, "以 IMP 计的罚分（空行按 Enter）", "the standard penalty of the regulations"),
    ("zh", PERCENT, "罚分占满分的百分比（在空行上按 Enter 键）", "the standard penalty of the regulations"),
    ("el", TOP, "Πόσες φορές έπρεπε να παιχτεί η διανομή; Από αυτό υπολογίζεται το πλήρες top (Enter για παράλειψη)",
     "give the top instead"),
    ("zh", PLUS, "如能判给调整分，请以 IMP 输入非违规方的分数（按 Enter 跳过）", "average plus"),
]

OPTIONS = [
    # an option dropped, renamed, added, or a value added: one finding, as before (lang, entry, msgstr, fragment,
    # words)
    ("zh", CHANGED, "变更裁决需要新的分数：请给出 --ns 和 --ns。", "--ew / --ns", "the English names the option '--ew'"),
    ("el", CHANGED, "Η μεταβολή της απόφασης χρειάζεται τις νέες βαθμολογίες: δώστε --ns και --nos.", "--ew / --nos",
     "the English names the option '--ew'"),
    ("zh", FIELD, "{scoring} 计分请给出 --field 或 --top。", "--top", "the option '--top' in the translation"),
    ("zh", NOS, "使用 --director-error（法 82C）时双方均为非违规方：请省略 --ns，即不要给出 --ns。", "--nos / --ns",
     "the English names the option '--nos'"),
    ("el", FIELD, "Σε {scoring} δώστε το πεδίο.", "--field", "the option '--field' of the English"),
    ("zh", REPORT, "报告只针对一种语言：请加上 --lang el、--lang en 或 --lang zh。", "--lang en",
     "the translation adds '--lang en'"),
    ("zh", SIDE, "请给出违规的参赛者：--side ns 或 --side all（双人赛、队式赛），或 --player n、e、s 或 w（个人赛）。",
     "ew / all", "the English lists the value 'ew', the translation 'all'"),
    ("el", SIDE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ns ή --side all (ζεύγη, ομάδες) ή --player n, e, s ή w "
                 "(ατομικός αγώνας).", "ew / all", "the English lists the value 'ew', the translation 'all'"),
    ("zh", SIDE, "请给出违规的参赛者：--side ns 或 ew（双人赛、队式赛），或 --side n、e、s 或 w（个人赛）。",
     "--player / --side", "the English names the option '--player'"),
]

ALTERNATIVES = [
    # "or the helper was told to end" dropped, the time said in the sentence or in its bracket, {entry} bracketed
    ("zh", SAVED, "上次审校在您于 {time} 对 {entry} 的译文保存之前从外部结束（连接中断）；该译文已保留：",
     "or the helper was told"),
    ("el", SAVED, f"{EL_OUT} (χάθηκε η σύνδεση) πριν αποθηκευτεί η μετάφρασή σας ({{time}}) για {{entry}}· κρατήθηκε:",
     "or the helper was told"),
    ("el", NOTE, f"{EL_OUT} (χάθηκε η σύνδεση) πριν αποθηκευτεί η σημείωσή σας για {{entry}} στις {{time}}· κρατήθηκε:",
     "or the helper was told"),
    ("zh", SAVED, "上次审校在您对{entry}的译文保存之前从外部结束（连接中断）（{time}）；该译文已保留：",
     "or the helper was told"),
    ("zh", NOTE, "上次审校在您于 {time} 保存备注（{entry}）之前从外部结束（连接中断）；该备注已保留：",
     "or the helper was told"),
]

BRACKETS_DROPPED = [
    # "({time})" run on with no word of its kind: its brackets dropped, as before
    ("el", SAVED, f"{EL_OUT}{EL_REST} πριν αποθηκευτεί η μετάφρασή σας για {{entry}} {{time}}· κρατήθηκε:"),
    ("zh", SAVED, f"上次审校在您对{{entry}}的译文保存之前从外部结束{ZH_REST}{{time}}；该译文已保留："),
]

CLEAN = [
    # 1. "label: value" said as one phrase (the colon made για, 即, 用), both entries and the short one
    ("el", PERCENT, "Η ποινή ως ποσοστό του top (Enter σε κενή γραμμή για την τυπική ποινή των κανονισμών)"),
    ("el", IMPS, "Η ποινή σε IMPs (Enter σε κενή γραμμή για την τυπική ποινή των κανονισμών)"),
    ("zh", PERCENT, "罚分占满分的百分比（空行按 Enter 即用规章的标准罚分）"),
    ("zh", IMPS, "以 IMP 计的罚分（空行按 Enter 即用规章的标准罚分）"),
    ("zh", IMPS, "以 IMP 计的罚分（空行按 Enter 用规章的标准罚分）"),
    ("el", NUMBER, "Αριθμός και Enter (κενό Enter για την τυπική ποινή)"),
    ("zh", NUMBER, "数字，然后按 Enter（空 Enter 即用标准罚分）"),
    ("el", TOP, "Πόσες φορές έπρεπε να παιχτεί η διανομή; Από αυτό υπολογίζεται το πλήρες top (Enter για παράλειψη "
                "με απευθείας το top)"),
    # 2. an option said again for clarity
    ("zh", SIDE, "请给出违规的参赛者：--side ns 或 --side ew（双人赛、队式赛），或 --player n、e、s 或 w（个人赛）。"),
    ("el", SIDE, "Δώστε τον αγωνιζόμενο που παρέβη: --side ns ή --side ew (ζεύγη, ομάδες) ή --player n, e, s ή w "
                 "(ατομικός αγώνας)."),
    ("zh", SIDE, "请给出违规的参赛者：--side ns 或 --side ew（双人赛、队式赛），或 --player n、--player e、--player s 或 "
                 "--player w（个人赛）。"),
    ("zh", NOS, "使用 --director-error（法 82C）时双方均为非违规方：请不要给出 --nos，即省略 --nos。"),
    ("zh", FIELD, "{scoring} 计分请给出 --field（即用 --field 给出场况）。"),
    ("el", IMPS_UNIT, "Η απόφαση {id} βαθμολογήθηκε σε IMPs: δώστε τις βαθμολογίες της έφεσης σε IMPs (--unit imps)· "
                      "δηλαδή --unit imps."),
    ("zh", CHANGED, "变更裁决需要新的分数：请给出 --ns 和 --ew；--ns 给南北，--ew 给东西。"),
    # 3. the time said in the sentence, or moved; {entry} in a bracket of its own
    ("zh", SAVED, f"上次审校在您于 {{time}} 对 {{entry}} 的译文保存之前从外部结束{ZH_REST}；该译文已保留："),
    ("zh", NOTE, f"上次审校在您于 {{time}} 对 {{entry}} 的备注保存之前从外部结束{ZH_REST}；该备注已保留："),
    ("zh", SAVED, f"上次审校从外部结束{ZH_REST}，在您于 {{time}} 对{{entry}}的译文保存之前；该译文已保留："),
    ("zh", SAVED, f"上次审校在您于 {{time}} 保存译文（{{entry}}）之前从外部结束{ZH_REST}；该译文已保留："),
    ("zh", NOTE, f"上次审校在您于 {{time}} 保存备注（{{entry}}）之前从外部结束{ZH_REST}；该备注已保留："),
    ("zh", SAVED, f"上次审校从外部结束{ZH_REST}，您的译文（{{entry}}）于 {{time}} 尚未保存；该译文已保留："),
    ("el", SAVED, f"{EL_OUT}{EL_REST} πριν αποθηκευτεί ({{time}}) η μετάφρασή σας για {{entry}}· κρατήθηκε:"),
    ("el", SAVED, f"{EL_OUT}{EL_REST} πριν αποθηκευτεί η μετάφρασή σας ({{time}}) για {{entry}}· κρατήθηκε:"),
    ("el", NOTE, f"{EL_OUT}{EL_REST} πριν αποθηκευτεί στις {{time}} η σημείωσή σας για {{entry}}· κρατήθηκε:"),
    ("el", NOTE, f"{EL_OUT}{EL_REST} πριν αποθηκευτεί η σημείωσή σας για {{entry}} στις {{time}}· κρατήθηκε:"),
    ("el", SAVED, f"{EL_OUT}{EL_REST} πριν αποθηκευτεί στις {{time}} η μετάφρασή σας ({{entry}})· κρατήθηκε:"),
    ("el", NOTE, f"{EL_OUT}{EL_REST} πριν αποθηκευτεί στις {{time}} η σημείωσή σας ({{entry}})· κρατήθηκε:"),
    ("el", SAVED, f"{EL_OUT}{EL_REST} πριν αποθηκευτεί η μετάφρασή σας ({{entry}}) στις {{time}}· κρατήθηκε:"),
]

# Each defect gives one finding naming it; each correct rewording none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, LOST[0], part, (LOST[1], f"'{part}'")) for lang, entry, msgstr, part in VALUES_LOST]
    + [(lang, entry, msgstr, "options", fragment, words) for lang, entry, msgstr, fragment, words in OPTIONS]
    + [(lang, entry, msgstr, ALTERNATIVE[0], words, (ALTERNATIVE[1], f"'{words}'"))
       for lang, entry, msgstr, words in ALTERNATIVES]
    + [(lang, entry, msgstr, "brackets", "({time})", "the brackets of the English's parenthetical '({time})'")
       for lang, entry, msgstr in BRACKETS_DROPPED], CLEAN)


def test_duty_added_stays_terminology():
    """"F4 shows it again" as "须按 F4 再次显示" (t9bb may095): "a duty added?" is the terminology check's, as the check
    ids' documentation files a permission or duty changed (no modality check id)."""
    for lang, msgstr in (("zh", "helper 结束时详情表中有未保存的内容：须按 F4 再次显示（在表中按 F4 保存，Esc 放弃）。"),
                         ("el", "Η φόρμα στοιχείων είχε μη αποθηκευμένο κείμενο όταν τερματίστηκε ο helper: πρέπει να "
                                "το δείξει ξανά το F4 (εκεί το F4 το αποθηκεύει, το Esc το απορρίπτει).")):
        one_gained(interface_item(lang, FORM, msgstr), "terminology", "a duty added?")
