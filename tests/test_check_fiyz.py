"""Tester t9br's inputs met by fiyz (issue 9 §2): a number the English says in words, a half among them, changed in
the translation ("a half per tie" as 每打平一个计1分, br-num19), and the time of an act said by its opposite ("recorded
when finished" as 开始时记录, br-con16: the changed 开始时 named, not the correct 进行中 for "in progress").  Each defect
gives exactly one finding; correct translations (半分 or 0.5分 for "a half", 完成后 for "when finished") give none."""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, one_finding_tests, one_gained

NUMBER = "number differs: {} in the English, {} in the translation"
OPPOSITE = "the English says 'when finished', the translation its opposite '{}'"

_TESTER = fresh_inputs("t9br")

SCORES = "2: two per score beaten, one per tie; 1: one per score beaten, a half per tie (default: the settings)"
SCORES_ZH = "2：每胜过一个得分计2分，每打平一个计1分；1：每胜过一个得分计1分，每打平一个计半分（默认：按设置）"
SCORES_EL = ("2: δύο για κάθε αποτέλεσμα που ξεπεράστηκε, ένας για κάθε ισοπαλία· 1: ένας για κάθε αποτέλεσμα που "
             "ξεπεράστηκε, μισός για κάθε ισοπαλία (προεπιλογή: οι ρυθμίσεις)")
HELD = ("Another helper holds this Director's ruling in progress: answers typed here are not applied. ^O takes that "
        "ruling over here; ^N starts a new ruling here (recorded when finished, not saved while in progress).")
HELD_ZH = ("另一个 helper 窗口持有本裁判进行中的裁决：在此输入的答案不会被采用。按 ^O 在此接管该裁决；按 ^N 在此开始新的裁决"
           "（完成时记录，进行中不保存）。")
HELD_EL = ("Άλλο παράθυρο του helper κρατά την απόφαση σε εξέλιξη αυτού του Διαιτητή: οι απαντήσεις που "
           "πληκτρολογούνται εδώ δεν εφαρμόζονται. Το ^O αναλαμβάνει εδώ εκείνη την απόφαση· το ^N αρχίζει νέα απόφαση "
           "εδώ (καταγράφεται όταν ολοκληρωθεί, δεν αποθηκεύεται όσο είναι σε εξέλιξη).")
NEW = ("This ruling is held by another helper and stays there as it is. Start a new ruling on this screen? It is "
       "recorded here when finished; ^O takes this ruling back instead. (y / n)")
NEW_ZH = "本裁决由另一个 helper 窗口持有，并在那里保持原样。要在本屏幕开始新的裁决吗？新裁决完成后在此记录；若要收回本裁决，请改按 ^O。（y / n）"
NEW_EL = ("Αυτή την απόφαση την κρατά άλλο παράθυρο του helper και μένει εκεί όπως είναι. Νέα απόφαση σε αυτή την "
          "οθόνη; Καταγράφεται εδώ όταν ολοκληρωθεί· το ^O παίρνει αντί γι' αυτό πίσω αυτή την απόφαση. (y / n)")


@pytest.mark.parametrize("key, check, words", [
    ("br-num19", "number", NUMBER.format("a half", "1")),
    ("br-con16", "terminology", OPPOSITE.format("开始时")),
])
def test_tester_input(key, check, words):
    one_gained(_TESTER[key], check, words)


test_defect, test_rewording = one_finding_tests([
    # a number said in words (a half among them) changed, the numbers compared in order (br-num19's kind)
    ("zh", SCORES, SCORES_ZH.replace("计半分", "计2分"), "number", "a half / 2", NUMBER.format("a half", "2")),
    ("zh", SCORES, SCORES_ZH.replace("每打平一个计1分；", "每打平一个计半分；"), "number", "one / 半",
     NUMBER.format("one", "半")),
    ("zh", SCORES, SCORES_ZH.replace("计2分", "计半分"), "number", "two / 半", NUMBER.format("two", "半")),
    ("el", SCORES, SCORES_EL.replace("μισός για", "ένας για"), "number", "a half / ένας",
     NUMBER.format("a half", "ένας")),
    ("el", SCORES, SCORES_EL.replace("μισός για", "δύο για"), "number", "a half / δύο", NUMBER.format("a half", "δύο")),
    ("el", SCORES, SCORES_EL.replace("ένας για κάθε ισοπαλία", "μισός για κάθε ισοπαλία"), "number", "one / μισός",
     NUMBER.format("one", "μισός")),
    ("el", SCORES, SCORES_EL.replace("δύο για", "μισός για"), "number", "two / μισός", NUMBER.format("two", "μισός")),
    # "when finished" said as "when started" (br-con16's kind): the changed word named
    ("el", HELD, HELD_EL.replace("όταν ολοκληρωθεί", "όταν ξεκινήσει"), "terminology", "όταν ξεκινήσει",
     OPPOSITE.format("όταν ξεκινήσει")),
    ("el", HELD, HELD_EL.replace("όταν ολοκληρωθεί", "μόλις αρχίσει"), "terminology", "μόλις αρχίσει",
     OPPOSITE.format("μόλις αρχίσει")),
    ("zh", NEW, NEW_ZH.replace("完成后", "开始后"), "terminology", "开始后", OPPOSITE.format("开始后")),
    ("el", NEW, NEW_EL.replace("όταν ολοκληρωθεί", "όταν ξεκινήσει"), "terminology", "όταν ξεκινήσει",
     OPPOSITE.format("όταν ξεκινήσει")),
], [
    # the shipped translations and correct rewordings: 2分 for "two", 半分 or 0.5分 for "a half"
    ("zh", SCORES, SCORES_ZH),
    ("zh", SCORES, SCORES_ZH.replace("计半分", "计0.5分")),
    ("zh", SCORES, SCORES_ZH.replace("计半分", "计一半的分")),
    ("el", SCORES, SCORES_EL),
    ("el", SCORES, SCORES_EL.replace("μισός για", "0,5 για")),
    ("el", SCORES, SCORES_EL.replace("μισός για", "μισός βαθμός για")),
    # "when finished" kept (完成时, 结束时, 完成后; όταν ολοκληρωθεί, όταν τελειώσει), "in progress" kept as 进行中
    ("zh", HELD, HELD_ZH),
    ("zh", HELD, HELD_ZH.replace("完成时", "结束时")),
    ("zh", HELD, HELD_ZH.replace("完成时记录", "完成后记录")),
    ("el", HELD, HELD_EL),
    ("el", HELD, HELD_EL.replace("όταν ολοκληρωθεί", "όταν τελειώσει")),
    ("el", HELD, HELD_EL.replace("όταν ολοκληρωθεί", "μόλις ολοκληρωθεί")),
    ("zh", NEW, NEW_ZH),
    ("zh", NEW, NEW_ZH.replace("完成后", "结束后")),
    ("el", NEW, NEW_EL),
])
