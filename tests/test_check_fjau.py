"""Engineer fjau, session 47 (issue 9 §2): a negation dropped beside a prefixed one, one dropped condition said twice
(tester t9ca), and a changed text said "not saved" (noted by fjam).

- "The unfinished ruling that was on the screen was not saved: …" as "屏幕上未完成的裁决已经保存：…" (ca-nega07): the
  English has three negations (unfinished, not saved, not kept), the translation two (未完成, 未被保留); the 未 of
  未完成 ("unfinished", "in progress") was counted for the "not saved" made 已经保存.  A negated word that renders an
  English word with no "not" (:data:`helper.catalog.checks.negation._RENDERED_NEGATED`: 未完成, "μη ολοκληρωμένη"
  for "unfinished", "in progress") renders no negated verb of an interface string
  (:func:`helper.catalog.checks.negation.interface_negations`): one negation finding naming the clause.
- "csv or json (default: from the file name's ending, else csv)" as "csv 或 json（默认：按文件扩展名）" (ca-cond06): the
  condition's finding names "else csv"; the options check counted "csv" twice in the English, once in the translation,
  and said it was not in the translation, where "csv 或 json" lists it.  A value the translation still writes, the
  English's other writing of it inside a part a sentences finding names, is that finding's
  (:func:`helper.catalog.checks.values.value_still_written`).
- "Quit (asks first when the text was changed)" as "退出（文本未保存时先询问）", "… αν υπάρχουν μη αποθηκευμένες
  αλλαγές": a text changed is one not saved yet (:data:`helper.catalog.checks.helper_states.STATES`' "not saved"), no
  negation added where the English's condition says "changed" and nothing of saving.
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

UNFINISHED = ("The unfinished ruling that was on the screen was not saved: another helper held this Director's ruling "
              "in progress. Its answers are not kept.")
TAKEN = ("The ruling that was on the screen was taken over by a helper that has ended since: its answers are kept with "
         "this Director's ruling in progress; the answers given here after it was taken over were not saved.")
NAME = ("{name} already has a ruling in progress, held by another helper (process {pid} on {host}): the Director of "
        "this ruling is not changed to that name; it stays where it was.")
CSV = "csv or json (default: from the file name's ending, else csv); the file - writes to standard output"
QUIT = "Quit (asks first when the text was changed)"

DROPPED = ("negation", "a negation of the English (not, no, unless) is missing")
CONDITION = ("sentences", "the condition 'from the file name's ending, else csv' of the English is missing")
ADDED = ("negation", "the translation negates")

EL_HELD = "την απόφαση σε εξέλιξη αυτού του Διαιτητή την κρατούσε άλλο παράθυρο του helper"
EL_NAME = "Ο/Η {name} έχει ήδη μη ολοκληρωμένη απόφαση, που την κρατά άλλο παράθυρο του helper (διεργασία {pid} στο {host}): "
ZH_NAME = "{name} 已有一项未完成的裁决，由另一个 helper 窗口（进程 {pid}，位于 {host}）持有："
ZH_TAKEN = "屏幕上的裁决已被另一个 helper 接管，该 helper 之后已结束：其回答保存在此裁判未完成的裁决里；"
EL_TAKEN = ("Την απόφαση που ήταν στην οθόνη την ανέλαβε άλλο παράθυρο του helper, που έκτοτε τερματίστηκε: οι απαντήσεις "
            "της διατηρούνται στη μη ολοκληρωμένη απόφαση αυτού του Διαιτητή· ")

NEGATIONS = [
    # the tester's input, then 已保存 and 尚未完成 / 进行中, "in progress" said 未完成 (zh) or "μη ολοκληρωμένη" (el) in
    # other entries, and Greek (δεν αποθηκεύτηκε -> αποθηκεύτηκε) beside ημιτελής or "μη ολοκληρωμένη"
    ("zh", UNFINISHED, "屏幕上未完成的裁决已经保存：此裁判的未完成裁决由另一个 helper 持有。其回答未被保留。",
     "The unfinished ruling that was on the screen was not saved"),
    ("zh", UNFINISHED, "屏幕上未完成的裁决已保存：此裁判的未完成裁决由另一个 helper 持有。其回答未被保留。",
     "The unfinished ruling that was on the screen was not saved"),
    ("zh", UNFINISHED, "屏幕上尚未完成的裁决已保存：此裁判的进行中的裁决由另一个 helper 持有。其回答未被保留。",
     "The unfinished ruling that was on the screen was not saved"),
    ("el", UNFINISHED, f"Η ημιτελής απόφαση που ήταν στην οθόνη αποθηκεύτηκε: {EL_HELD}. Οι απαντήσεις της δεν "
                       "διατηρούνται.", "The unfinished ruling that was on the screen was not saved"),
    ("el", UNFINISHED, f"Η μη ολοκληρωμένη απόφαση που ήταν στην οθόνη αποθηκεύτηκε: {EL_HELD}. Οι απαντήσεις της δεν "
                       "διατηρούνται.", "The unfinished ruling that was on the screen was not saved"),
    ("zh", TAKEN, f"{ZH_TAKEN}被接管之后在此给出的回答已保存。",
     "the answers given here after it was taken over were not saved."),
    ("el", TAKEN, f"{EL_TAKEN}οι απαντήσεις που δόθηκαν εδώ μετά την ανάληψη αποθηκεύτηκαν.",
     "the answers given here after it was taken over were not saved."),
    ("zh", NAME, f"{ZH_NAME}本裁决的裁判改为该名字；本裁决保留在原处。",
     "the Director of this ruling is not changed to that name"),
    ("el", NAME, f"{EL_NAME}ο Διαιτητής αυτής της απόφασης αλλάζει σε αυτό το όνομα· η απόφαση μένει όπου ήταν.",
     "the Director of this ruling is not changed to that name"),
]

CONDITIONS = [
    # the tester's input and its Greek: the condition's one finding, no value said missing
    ("zh", CSV, "csv 或 json（默认：按文件扩展名）；文件名为 - 时输出到标准输出"),
    ("el", CSV, "csv ή json (προεπιλογή: από την κατάληξη του αρχείου)· το αρχείο - γράφει στην τυπική έξοδο"),
]

ADDED_NEGATIONS = [
    # a changed text said unchanged, the question not asked: still a negation added
    ("zh", QUIT, "退出（文本未修改时先询问）"),
    ("zh", QUIT, "退出（文本已修改时不询问）"),
    ("el", QUIT, "Έξοδος (ρωτά πρώτα όταν το κείμενο δεν άλλαξε)"),
    ("el", QUIT, "Έξοδος (δεν ρωτά όταν το κείμενο δεν έχει αποθηκευτεί)"),
]

CLEAN = [
    # every negation kept beside 未完成 / "μη ολοκληρωμένη"
    ("zh", UNFINISHED, "屏幕上尚未完成的裁决没有被保存：另一个 helper 持有此裁判进行中的裁决。其回答不会保留。"),
    ("el", UNFINISHED, f"Η μη ολοκληρωμένη απόφαση που ήταν στην οθόνη δεν αποθηκεύτηκε: {EL_HELD}. Οι απαντήσεις της "
                       "δεν διατηρούνται."),
    ("zh", TAKEN, f"{ZH_TAKEN}被接管之后在此给出的回答没有保存。"),
    ("zh", NAME, f"{ZH_NAME}本裁决的裁判不改为该名字；本裁决保留在原处。"),
    ("el", NAME, f"{EL_NAME}ο Διαιτητής αυτής της απόφασης δεν αλλάζει σε αυτό το όνομα· η απόφαση μένει όπου ήταν."),
    # the "else csv" kept, reworded
    ("zh", CSV, "csv 或 json（默认按文件扩展名决定，无法判断时为 csv）；文件名为 - 时输出到标准输出"),
    ("el", CSV, "csv ή json (προεπιλογή: από την κατάληξη του ονόματος του αρχείου, διαφορετικά csv)· το αρχείο - "
                "γράφει στην τυπική έξοδο"),
    # a changed text said as one not saved (fjam's rewordings), 尚未保存, "αν … δεν αποθηκεύτηκε"
    ("zh", QUIT, "退出（文本未保存时先询问）"),
    ("zh", QUIT, "退出（有未保存的修改时先询问）"),
    ("zh", QUIT, "退出（文本尚未保存时先询问）"),
    ("el", QUIT, "Έξοδος (ρωτά πρώτα αν υπάρχουν μη αποθηκευμένες αλλαγές)"),
    ("el", QUIT, "Έξοδος (ρωτά πρώτα όταν το κείμενο δεν έχει αποθηκευτεί)"),
    ("el", QUIT, "Έξοδος (ρωτά πρώτα αν το κείμενο δεν αποθηκεύτηκε)"),
]

# Each defect gives one finding naming it (tester t9ca ca-nega07, ca-cond06 and variants); each correct text none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, DROPPED[0], clause, (DROPPED[1], f"'{clause[:50]}")) for lang, entry, msgstr, clause
     in NEGATIONS]
    + [(lang, entry, msgstr, CONDITION[0], "from the file name's ending, else csv", CONDITION[1])
       for lang, entry, msgstr in CONDITIONS]
    + [(lang, entry, msgstr, ADDED[0], QUIT, ADDED[1]) for lang, entry, msgstr in ADDED_NEGATIONS], CLEAN)


def test_tester_inputs():
    """The tester's two inputs, as its file has them: one finding each, naming the defect."""
    inputs = fresh_inputs("t9ca")
    found = one_gained(inputs["ca-nega07"], "negation", "'The unfinished ruling that was on the screen was not saved")
    assert found.fragment == "The unfinished ruling that was on the screen was not saved"
    found = one_gained(inputs["ca-cond06"], "sentences", "'from the file name's ending, else csv'")
    assert found.fragment == "from the file name's ending, else csv"


def test_value_left_out_of_the_list_is_still_said():
    """"csv or json (…, else csv)" as "json（…，否则为 csv）": the "else csv" kept, the list's csv dropped: no sentences
    finding names a part holding csv, so csv is still said missing - as the alternative dropped, its one finding (fjaw:
    not also "or json" said missing)."""
    from tests.support import interface_gained

    found = interface_gained("zh", CSV, "json（默认：按文件扩展名，否则为 csv）；文件名为 - 时输出到标准输出")
    assert [(f.check, f.fragment) for f in found] == [("sentences", "csv")], [f.message for f in found]
