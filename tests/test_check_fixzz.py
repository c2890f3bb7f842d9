"""fixzz (issue 9 §2, tester t9bk): the BRACKETS kind.

Kinds fixed, each one finding of the right check, correct rewordings clean:

1. The official Greek text edited by one closing bracket moved earlier only (t9bk bk-brk12: "(το πολύ 40%) των
   διαθέσιμων βαθμών αγώνα στα ζεύγη"): the catalogue error's "The edit:" says the bracket closes too early, not that
   the restriction has no words in the translation.
2. A parenthetical clause at a sentence's end run on after the thing the English names last before it, its brackets
   dropped (bk-brk22: "… όπως ορίζει ο κανονισμός ο Κώδικας δεν ορίζει στρογγυλοποίηση."): brackets, "its words are
   kept, no longer set apart".
3. A bracket closed on 的 or a Greek article, its noun after it (bk-brk23: "退出（保留进行中的）裁决"): brackets, "the
   bracket closes too early".
4. A phrase the English sets apart by a comma (", for …") set in brackets in Greek (bk-brk25): brackets, "brackets
   around '…' that the English does not have"; the Chinese custom （适用于…） is none.
"""

from __future__ import annotations

import pytest

from tests.support import (fresh_inputs, gained_or_paired, interface_item as messages, law_item as laws, one_gained,
                           one_gained_tests)

T9BK = fresh_inputs("t9bk")

EARLY = "the bracket closes too early: '{}' of the English's parenthetical stands after it"
KEPT = "the brackets of the English's parenthetical '{}' are missing in the translation: its words are kept"
ADDED = "brackets around '{}' that the English does not have"

ROUNDING = "Scores rounded as the regulation sets (the Laws set no rounding)."
QUIT = "Quit (the ruling in progress is kept)"
SHOW = "Show the scores (the adjusted ones are marked)"
ASCII = "ASCII borders, for terminals that draw box characters badly"
COLOURS = "Colours are off, when the output is not a terminal"


@pytest.mark.parametrize("item_id, check, words", [
    ("bk-brk12", "catalogue", "The edit: " + EARLY.format("των διαθέσιμων βαθμών αγώνα στα ζεύγη")),
    ("bk-brk22", "brackets", KEPT.format("(the Laws set no rounding)")),
    ("bk-brk23", "brackets", EARLY.format("裁决")),
    ("bk-brk25", "brackets", ADDED.format("για τερματικά που δείχνουν άσχημα τους χαρακτήρες πλαισίων")),
])
def test_the_testers_inputs(item_id, check, words):
    found = one_gained(T9BK[item_id], check, words, gained_or_paired)
    assert "no such words" not in found.message


VARIANTS = [
    # 1. the official text's other bracket closed early
    (laws("el", "12C2(a)", "(τουλάχιστον 60% στα ζεύγη)", "(τουλάχιστον 60%) στα ζεύγη"), "catalogue",
     "The edit: " + EARLY.format("στα ζεύγη")),
    # 2. a clause run on after the regulation named last
    (messages("zh", ROUNDING, "按规程对分数取整规则本身未规定取整。"), "brackets",
     KEPT.format("(the Laws set no rounding)")),
    (messages("el", "Scores shown as the regulation sets (the adjusted ones are marked).",
              "Οι βαθμολογίες εμφανίζονται όπως ορίζει ο κανονισμός οι επανορθωτικές σημειώνονται."), "brackets",
     KEPT.format("(the adjusted ones are marked)")),
    # 3. closed on 的 / an article
    (messages("zh", SHOW, "显示分数（已标注调整后的）分数"), "brackets", EARLY.format("分数")),
    (messages("el", QUIT, "Έξοδος (διατηρείται η) απόφαση σε εξέλιξη"), "brackets", EARLY.format("απόφαση")),
    (messages("el", SHOW, "Εμφάνιση βαθμολογιών (σημειώνονται οι) επανορθωτικές"), "brackets",
     EARLY.format("επανορθωτικές")),
    # 4. a comma's phrase bracketed in Greek
    (messages("el", COLOURS, "Τα χρώματα απενεργοποιούνται (όταν η έξοδος δεν είναι τερματικό)"), "brackets",
     ADDED.format("όταν η έξοδος δεν είναι τερματικό")),
]

REWORDINGS = [
    messages("zh", ROUNDING, "规则本身未规定取整，因此按规程对分数取整。"),
    messages("zh", ROUNDING, "按规程对分数取整，规则本身未规定取整。"),
    messages("el", ROUNDING, "Οι βαθμολογίες στρογγυλοποιήθηκαν όπως ορίζει ο κανονισμός, αφού ο Κώδικας δεν ορίζει "
                             "στρογγυλοποίηση."),
    messages("el", ROUNDING, "Ο Κώδικας δεν ορίζει στρογγυλοποίηση· οι βαθμολογίες στρογγυλοποιήθηκαν όπως ορίζει ο "
                             "κανονισμός."),
    messages("zh", QUIT, "退出（保留进行中的裁决）"),
    messages("zh", QUIT, "退出（进行中的裁决会保留）"),
    messages("el", QUIT, "Έξοδος (η απόφαση σε εξέλιξη διατηρείται)"),
    messages("zh", SHOW, "显示分数（调整后的分数已标注）"),
    messages("el", ASCII, "περιγράμματα ASCII, για τερματικά που δείχνουν άσχημα τους χαρακτήρες πλαισίων"),
    messages("zh", ASCII, "ASCII 边框（适用于无法正确显示框线字符的终端）"),
    messages("el", COLOURS, "Τα χρώματα απενεργοποιούνται όταν η έξοδος δεν είναι τερματικό"),
]

# Each variant gives one finding of its check, its message naming the defect (:func:`tests.support.one_gained`; a
# string not shipped: the findings of the pair itself); each correct rewording none.
test_variants_one_finding, test_correct_rewordings_clean = one_gained_tests(VARIANTS, REWORDINGS, gained_or_paired)
