"""Fresh tester t9bu's sentences not met (issue 9 §2, fizr), each a kind: the tester's input, other defects of the
kind (one finding each: its check and words of its message) and correct rewordings (no finding), measured as the
tester does (:func:`tests.testers.measure.gained`).

1. Sentences given in another order (t9bu bu-rew19: "Start a new ruling from Law {id}? Ruling {number} stays recorded
   as it is; …" as 第 {number} 号裁决按原样保留在记录中，…。要从{id}开始新的裁决吗？): each English sentence pairs with the
   translated one whose placeholders are its own (:func:`helper.catalog.checks.pair._reordered`), not with the one in
   its place, whose clause after the semicolon it was said to drop.  No finding.
2. The clause after a semicolon dropped where the translation joins the rest of that sentence to the next one at its
   own semicolon (t9bu bu-sen04: "Ruling {id} stays in the record as it was recorded; the answers changed since are
   cleared. Start a new ruling?" as 第 {id} 号裁决按记录时的内容保留在记录中；开始新的裁决？): the joined sentence read as
   its two parts (:func:`helper.catalog.checks.pair._joined_parts`), one ``sentences`` error "this part of the English
   seems to have no translation: '<the clause>'", the next sentence not also said lost.
"""

from __future__ import annotations

from tests.support import fresh_inputs, interface_item, one_gained_tests

TESTER = fresh_inputs("t9bu")

KEPT = "Ruling {id} stays in the record as it was recorded; the answers changed since are cleared. Start a new ruling? (y / n)"
FROM_LAW = "Start a new ruling from Law {id}? Ruling {number} stays recorded as it is; its answers leave the screen. (y / n)"
INTERNAL = "helper: internal error ({kind}: {detail}); nothing was changed. Please report it."
EARLY = ("Too early: that key came before this question was shown; it was not taken. Read the question, then press y "
         "or n.")
TAKE_OVER = ("Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on {host}? That "
             "helper still holds it; it will no longer save it. (y / n)")

MISSING = "seems to have no translation"

dropped_defects = [
    (TESTER["bu-sen04"], "sentences", (MISSING, "the answers changed since are cleared")),
    (interface_item("zh", KEPT, "第 {id} 号裁决按记录时的内容保留在记录中;开始新的裁决？（y / n）"), "sentences",
     (MISSING, "the answers changed since are cleared")),
    (interface_item("el", KEPT, "Η απόφαση {id} παραμένει στο αρχείο όπως καταγράφηκε· νέα απόφαση; (y / n)"), "sentences",
     (MISSING, "the answers changed since are cleared")),
    (interface_item("zh", INTERNAL, "helper：内部错误（{kind}：{detail}）；请报告此问题。"), "sentences",
     (MISSING, "nothing was changed")),
    (interface_item("el", INTERNAL, "helper: εσωτερικό σφάλμα ({kind}: {detail})· Παρακαλούμε αναφέρετέ το."), "sentences",
     (MISSING, "nothing was changed")),
    (interface_item("zh", EARLY, "太早了：该按键在本问题显示之前到达；请先阅读问题，再按 y 或 n。"), "sentences",
     (MISSING, "it was not taken")),
    (interface_item("el", EARLY, "Πολύ νωρίς: το πλήκτρο ήρθε πριν φανεί η ερώτηση· διαβάστε την ερώτηση και πατήστε y ή n."),
     "sentences", (MISSING, "it was not taken")),
    (interface_item("zh", TAKE_OVER, "要接管这项开始于 {time}（UTC）、现由进程 {pid}（{host} 上）持有的进行中裁决吗？该 helper "
                                     "仍占用这一裁决；（y / n）"), "sentences", (MISSING, "it will no longer save it")),
    (interface_item("el", FROM_LAW, "Νέα απόφαση από τον Νόμο {id}; Η απόφαση {number} μένει καταγεγραμμένη όπως είναι· "
                                    "(y / n)"), "sentences", (MISSING, "its answers leave the screen")),
]

reordered_rewordings = [
    TESTER["bu-rew19"],
    interface_item("zh", FROM_LAW, "第 {number} 号裁决保持原样记录；其回答将离开屏幕。要从{id}开始新的裁决吗？(y / n)"),
    interface_item("el", FROM_LAW, "Η απόφαση {number} μένει καταγεγραμμένη όπως είναι· οι απαντήσεις της φεύγουν από "
                                   "την οθόνη. Νέα απόφαση από τον Νόμο {id}; (y / n)"),
    interface_item("zh", KEPT, "开始新的裁决？第 {id} 号裁决按记录时的内容保留在记录中；此后更改的答案将被清除。（y / n）"),
    interface_item("el", KEPT, "Νέα απόφαση; Η απόφαση {id} παραμένει στο αρχείο όπως καταγράφηκε· οι απαντήσεις που "
                               "άλλαξαν από τότε διαγράφονται. (y / n)"),
    # the two sentences joined at a semicolon, the first's own semicolon said as a comma: nothing dropped
    interface_item("zh", KEPT, "第 {id} 号裁决按记录时的内容保留在记录中，此后更改的答案将被清除；开始新的裁决？（y / n）"),
    interface_item("zh", KEPT, "此后更改的答案将被清除，第 {id} 号裁决按记录时的内容保留在记录中。开始新的裁决？（y / n）"),
    interface_item("zh", TAKE_OVER, "该 helper 仍占用这一裁决，接管后它将不再保存这一裁决；要接管这项开始于 {time}（UTC）、现由进程 "
                                    "{pid}（{host} 上）持有的进行中裁决吗？（y / n）"),
    interface_item("el", INTERNAL, "helper: εσωτερικό σφάλμα ({kind}: {detail})· τίποτα δεν άλλαξε. Παρακαλούμε "
                                   "αναφέρετέ το."),
]

test_dropped_clause, test_reordered = one_gained_tests(dropped_defects, reordered_rewordings)
