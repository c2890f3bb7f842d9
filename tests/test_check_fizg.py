"""The helper's states read from one vocabulary (issue 9 §2, fizg: :data:`helper.catalog.checks.helper_states.STATES`)
and a known false finding of fiyz fixed: a correct Greek "με την ολοκλήρωσή της" ("on its completion") for "when
finished" ("… It is recorded here when finished; …", "(recorded when finished, not saved while in progress)") gave
"the condition 'when finished' … is missing" (and, its clause then left out, "'in progress' said by its opposite").  A
"when finished" said by a noun (με την ολοκλήρωσή της, στο τέλος της; 完成时, 完成后, 结束后) is the condition kept and
gives no finding; the time dropped, or reversed to "when started" (όταν ξεκινήσει, με την έναρξή της, 开始后), is still
exactly one finding."""

from __future__ import annotations

import pytest

from helper.catalog.checks.helper_states import STATES, said
from tests.support import one_finding_tests
from tests.test_check_fiyz import HELD, HELD_EL, HELD_ZH, NEW, NEW_EL, NEW_ZH

OPPOSITE = "the English says 'when finished', the translation its opposite '{}'"
MISSING = "the condition 'when finished' of the English is missing in the translation"

PID = ("This ruling is held by another helper (process {pid}) and stays there as it is. Start a new ruling on this "
       "screen? It is recorded here when finished; ^O takes this ruling back instead. (y / n)")
PID_ZH = ("本裁决由另一个 helper 窗口（进程 {pid}）持有，并在那里保持原样。要在本屏幕开始新的裁决吗？新裁决完成后在此记录；"
          "若要收回本裁决，请改按 ^O。（y / n）")
PID_EL = ("Αυτή την απόφαση την κρατά άλλο παράθυρο του helper (διεργασία {pid}) και μένει εκεί όπως είναι. Νέα "
          "απόφαση σε αυτή την οθόνη; Καταγράφεται εδώ όταν ολοκληρωθεί· το ^O παίρνει αντί γι' αυτό πίσω αυτή την "
          "απόφαση. (y / n)")


test_defect, test_rewording = one_finding_tests([
    # the time reversed, said by a noun of the start (the opposites' "when finished / when started", fiyz)
    ("el", HELD, HELD_EL.replace("όταν ολοκληρωθεί", "με την έναρξή της"), "terminology", "με την έναρξή",
     OPPOSITE.format("με την έναρξή")),
    ("el", NEW, NEW_EL.replace("όταν ολοκληρωθεί", "με την έναρξή της"), "terminology", "με την έναρξή",
     OPPOSITE.format("με την έναρξή")),
    ("el", PID, PID_EL.replace("όταν ολοκληρωθεί", "μόλις ξεκινήσει"), "terminology", "μόλις ξεκινήσει",
     OPPOSITE.format("μόλις ξεκινήσει")),
    ("zh", PID, PID_ZH.replace("完成后", "开始时"), "terminology", "开始时", OPPOSITE.format("开始时")),
    # the time dropped: recorded at once (fixzg's kind, still found beside the nouns now read)
    ("el", PID, PID_EL.replace("Καταγράφεται εδώ όταν ολοκληρωθεί", "Καταγράφεται εδώ"), "sentences",
     "when finished", MISSING),
    ("el", NEW, NEW_EL.replace("Καταγράφεται εδώ όταν ολοκληρωθεί", "Καταγράφεται εδώ αμέσως"), "sentences",
     "when finished", MISSING),
], [
    # "when finished" said by a noun: on its completion, at its end (the false finding of fiyz's session)
    ("el", NEW, NEW_EL.replace("όταν ολοκληρωθεί", "με την ολοκλήρωσή της")),
    ("el", HELD, HELD_EL.replace("όταν ολοκληρωθεί", "με την ολοκλήρωσή της")),
    ("el", PID, PID_EL.replace("όταν ολοκληρωθεί", "με την ολοκλήρωσή της")),
    ("el", PID, PID_EL.replace("όταν ολοκληρωθεί", "στο τέλος της")),
    ("el", NEW, NEW_EL.replace("όταν ολοκληρωθεί", "μετά την ολοκλήρωσή της")),
    ("el", HELD, HELD_EL.replace("όταν ολοκληρωθεί", "μόλις ολοκληρωθεί")),
    ("el", PID, PID_EL.replace("όταν ολοκληρωθεί", "μόλις ολοκληρωθεί")),
    ("el", PID, PID_EL),
    # 完成时, 完成后, 结束后
    ("zh", PID, PID_ZH),
    ("zh", PID, PID_ZH.replace("完成后", "完成时")),
    ("zh", PID, PID_ZH.replace("完成后", "结束后")),
    ("zh", NEW, NEW_ZH.replace("完成后", "完成时")),
    ("zh", HELD, HELD_ZH.replace("完成时", "结束后")),
])


@pytest.mark.parametrize("lang, text, state", [
    ("el", "Καταγράφεται με την ολοκλήρωσή της.", "when finished"),
    ("el", "Καταγράφεται μόλις ολοκληρωθεί.", "when finished"),
    ("el", "Καταγράφεται όταν ολοκληρωθεί.", "when finished"),
    ("el", "Καταγράφεται με την έναρξή της.", "when started"),
    ("zh", "完成后记录。", "when finished"),
    ("zh", "结束后记录。", "when finished"),
    ("zh", "开始时记录。", "when started"),
    ("el", "δεν αποθηκεύεται όσο είναι σε εξέλιξη", "in progress"),
    ("zh", "进行中不保存", "in progress"),
    ("el", "όσο εκείνο τρέχει", "running"),
    ("zh", "它已结束时立即接管", "ended"),
])
def test_one_vocabulary(lang, text, state):
    """Each state's words are said where a translation says that state, and only that state of its pair."""
    assert said(text, lang, state), (text, STATES[state][lang])
    other = {"when finished": "when started", "when started": "when finished", "in progress": "finished",
             "running": "ended", "ended": "running"}[state]
    assert not said(text, lang, other), (text, STATES[other][lang])
