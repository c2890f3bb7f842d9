"""fjap (issue 9 §2, tester t9by): one dropped alternative said twice; two correct rewordings read as defects.

1. An alternative dropped together with the option that spells it ("in percent or matchpoints (--unit percent or
   --unit matchpoints)" as 以百分比给出（--unit percent）, by-alt17): one finding, the alternative missing with what it
   carried ('--unit matchpoints'), not also the option '--unit' not named.  The alternative dropped alone (its option
   kept) and the option dropped alone (the alternative kept) stay one finding each (the latter naming the option's
   spelling gone, '--unit matchpoints': fjaw).
2. A question whose participle clauses ("…, started at {time} (UTC), now held by process {pid} on {host}?") are said
   after it as a statement (要接管这项进行中的裁决吗？它开始于 {time}…持有。, by-rew23; the same in Greek): the question
   split in two, no sentence added (:func:`structure.question_split_cuts`).  A sentence of the translator's own after
   the question stays added.
3. An English gerund subject whose consequence follows ("saving it leaves the entry untranslated") said "if" (若保存，…;
   αν την αποθηκεύσετε, …; by-rew27): that is its meaning, no fact made a condition
   (:data:`conditions._GERUND_SUBJECT_EN`).  A fact of another clause made a condition ("若译文为空" for "The translation
   is empty") stays one finding.
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_item, one_gained

T9BY = fresh_inputs("t9by")

UNIT = ("Ruling {id} was scored in matchpoints: give the appeal's scores in percent or matchpoints (--unit percent or "
        "--unit matchpoints).")
TAKE = ("Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on {host} ({terminal})? "
        "That helper still holds it (it may be stopped or hung); it will no longer save it. (y / n)")
TAKE_SHORT = ("Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on {host}? That "
              "helper still holds it; it will no longer save it. (y / n)")
EMPTY = ("The translation is empty: saving it leaves the entry untranslated, its text and any reviewed mark gone "
         "(Ctrl+V pastes back what Ctrl+X cut). Save it empty? y: save, n: go on editing")
PLURAL = ("A plural form is empty: saving it leaves the entry untranslated, any reviewed mark gone. Save it so? y: save, "
          "n: go on editing")
HERE = ("Saving here does not record these details: the other helper holds this ruling. They are kept in this helper, "
        "and ^O takes the ruling back with them.")

CARRIED = "the alternative 'or matchpoints' of the English is missing in the translation, with what it carried: " \
          "'--unit matchpoints'"
NARROWED = "the alternative 'or matchpoints' of the English is missing in the translation: the rule narrowed?"
ADDED = "this sentence of the translation is not in the English"
FACT = "where the English states a fact"

ZH_REST = "该 helper 仍占用这一裁决（可能已停止或无响应）；接管后它将不再保存这一裁决。（y / n）"
EL_REST = ("Εκείνο το παράθυρο του helper την κρατά ακόμη (ίσως έχει σταματήσει ή κολλήσει)· δεν θα την αποθηκεύει "
           "πλέον. (y / n)")
ZH_EMPTY_REST = "此条目将成为未翻译，其译文及任何审校标记都会消失（Ctrl+V 可粘贴回 Ctrl+X 剪切的文本）。要保存空译文吗？y：保存，n：继续编辑"
EL_EMPTY_REST = ("η καταχώριση μένει αμετάφραστη και χάνονται το κείμενό της και κάθε σημάδι ελέγχου (το Ctrl+V επικολλά ό,τι "
                 "έκοψε το Ctrl+X). Να αποθηκευτεί κενή; y: αποθήκευση, n: συνέχεια επεξεργασίας")

DEFECTS = [
    # (item, check, words of its message, fragment)
    (T9BY["by-alt17"], "sentences", CARRIED, "or matchpoints"),
    (interface_item("el", UNIT, "Η απόφαση {id} βαθμολογήθηκε σε βαθμούς αγώνα: δώστε τις βαθμολογίες της έφεσης σε "
                                "ποσοστό (--unit percent)."), "sentences", CARRIED, "or matchpoints"),
    # the alternative dropped, its option kept: the alternative alone
    (interface_item("zh", UNIT, "第 {id} 号裁决以比赛分计分：申诉的分数请以百分比给出（--unit percent 或 --unit matchpoints）。"),
     "sentences", NARROWED, "or matchpoints"),
    # the option's spelling dropped, the alternative kept: that spelling alone, named as the alternative gone (fjaw:
    # "--unit" is still there, "'--unit' not named" hid which of its values went)
    (interface_item("zh", UNIT, "第 {id} 号裁决以比赛分计分：申诉的分数请以百分比或比赛分给出（--unit percent）。"), "sentences",
     "the alternative '--unit matchpoints' of the English is missing in the translation", "--unit matchpoints"),
    (interface_item("el", UNIT, "Η απόφαση {id} βαθμολογήθηκε σε βαθμούς αγώνα: δώστε τις βαθμολογίες της έφεσης σε "
                                "ποσοστό ή σε βαθμούς αγώνα (--unit percent)."), "sentences",
     "the alternative '--unit matchpoints' of the English is missing in the translation", "--unit matchpoints"),
    # a question split, and a sentence of the translator's own added after it: still added
    (interface_item("zh", TAKE, "要接管这项进行中的裁决吗？它开始于 {time}（UTC），现由 {host} 上的进程 {pid}（终端 {terminal}）持有。"
                                "请尽快决定。" + ZH_REST), "sentences", ADDED, "请尽快决定。"),
    (interface_item("el", TAKE, "Να αναληφθεί η απόφαση σε εξέλιξη; Ξεκίνησε στις {time} (UTC) και την κρατά τώρα η "
                                "διεργασία {pid} στο {host} ({terminal}). Βιαστείτε. " + EL_REST), "sentences", ADDED,
     "Βιαστείτε."),
    # the question kept whole, a statement of the translator's own after it: added
    (interface_item("zh", TAKE, "要接管这项开始于 {time}（UTC）、现由进程 {pid}（{host} 上，终端 {terminal}）持有的进行中裁决吗？"
                                "它已经停止了。" + ZH_REST), "sentences", ADDED, "它已经停止了。"),
    # a fact of another clause made a condition: still one finding
    (interface_item("zh", EMPTY, "若译文为空：保存会使" + ZH_EMPTY_REST), "sentences", FACT, "若译文为空"),
    (interface_item("el", EMPTY, "Αν η μετάφραση είναι κενή: με την αποθήκευση " + EL_EMPTY_REST), "sentences", FACT,
     "Αν η μετάφραση είναι κενή"),
    (interface_item("zh", PLURAL, "如果有一个复数形式为空：保存后此条目将成为未翻译，其审校标记（如有）将删除。仍要保存吗？y：保存，n：继续编辑"),
     "sentences", FACT, "如果有一个复数形式为空"),
]

REWORDINGS = [
    T9BY["by-rew23"],
    T9BY["by-rew27"],
    # the question's participle clauses said after it
    interface_item("el", TAKE, "Να αναληφθεί η απόφαση σε εξέλιξη; Ξεκίνησε στις {time} (UTC) και την κρατά τώρα η "
                               "διεργασία {pid} στο {host} ({terminal}). " + EL_REST),
    interface_item("zh", TAKE_SHORT, "要接管这项进行中的裁决吗？它开始于 {time}（UTC），现由 {host} 上的进程 {pid} 持有。该 helper "
                                     "仍占用这一裁决；接管后它将不再保存这一裁决。（y / n）"),
    interface_item("el", TAKE_SHORT, "Να αναληφθεί η απόφαση σε εξέλιξη; Ξεκίνησε στις {time} (UTC) και την κρατά τώρα η "
                                     "διεργασία {pid} στο {host}. Εκείνο το παράθυρο του helper την κρατά ακόμη· δεν θα "
                                     "την αποθηκεύει πλέον. (y / n)"),
    # a gerund subject said "if"
    interface_item("zh", EMPTY, "译文为空：如果保存，" + ZH_EMPTY_REST),
    interface_item("el", EMPTY, "Η μετάφραση είναι κενή: αν την αποθηκεύσετε, " + EL_EMPTY_REST),
    interface_item("el", EMPTY, "Η μετάφραση είναι κενή: εάν αποθηκευτεί, " + EL_EMPTY_REST),
    interface_item("zh", PLURAL, "有一个复数形式为空：若保存，此条目将成为未翻译，其审校标记（如有）将删除。仍要保存吗？y：保存，n：继续编辑"),
    interface_item("el", PLURAL, "Ένας τύπος πληθυντικού είναι κενός: αν τον αποθηκεύσετε, η καταχώριση μένει αμετάφραστη "
                                 "και χάνεται όποιο σημάδι ελέγχου έχει. Να αποθηκευτεί έτσι; y: αποθήκευση, n: συνέχεια "
                                 "επεξεργασίας"),
    interface_item("zh", HERE, "若在此保存，不会记录这些详情：该裁决由另一个 helper 窗口持有。详情保留在本窗口中，按 ^O 收回该裁决时一并带回。"),
]


@pytest.mark.parametrize("item, check, words, fragment", DEFECTS,
                         ids=[f"{i['lang']}-{i['msgstr']}" for i, _c, _w, _f in DEFECTS])
def test_defect_is_one_finding(item, check, words, fragment):
    found = one_gained(item, check, words)
    assert found.fragment == fragment, found.fragment


@pytest.mark.parametrize("item", REWORDINGS, ids=[f"{i['lang']}-{i['msgstr']}" for i in REWORDINGS])
def test_rewording_is_clean(item):
    from tests.testers.measure import gained

    found = gained(item)
    assert found == [], [f"{f.check}: {f.message}" for f in found]
