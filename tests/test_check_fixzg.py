"""fixzg (issue 9 §2, session 38): tester t9bf's conditions and alternatives inputs.

- a condition of an interface string with no "if" dropped: a "when" inside a clause ("recorded when finished",
  "had unsaved text when the helper ended"; bf-con11, bf-con24) or made "at once" (αμέσως; bf-con12), and a
  clause-opening "At <scoring form>" ("At cross-IMPs give --results"; bf-con09, bf-con10): one "condition … missing";
- "If you can assign" made "Whenever you assign" (Όποτε επιδικάζετε; bf-con25): one "question made a rule";
- "only if" made "because" (bf-con08): the condition made a cause is the one finding, no restriction dropped besides;
- a comma list of cases joined by 且 "and" (bf-alt25): one "or / and" finding.
"""

import json
from pathlib import Path

import pytest

from tests.testers.measure import gained

TESTER = {i["id"]: i for i in (json.loads(line) for line in
                                (Path(__file__).parent / "testers" / "t9bf.jsonl").read_text(encoding="utf-8")
                                .split("\n") if line.strip())}


def item(lang, entry, msgstr):
    return {"lang": lang, "domain": "messages", "entry": entry, "msgstr": msgstr}


def one(found, check, fragment):
    assert [f.check for f in found] == [check], [f"{f.check}: {f.message}" for f in found]
    assert fragment in found[0].message, found[0].message


CROSS = "At cross-IMPs give --results: artificial IMPs are on the scale of the comparisons."
FIELD_CROSS = "{field}: at cross-IMPs give the number of results on the board."
AT_IMPS = "At IMPs (teams) give --other-table."
TOP_IMPS = "--top is for matchpoints: at IMPs average plus and minus are IMPs (Law 12C2(b))."
UNSAVED = ("The details form had unsaved text when the helper ended: F4 shows it again (F4 there saves it, Esc drops "
           "it).")
HELD = ("This ruling is held by another helper and stays there as it is. Start a new ruling on this screen? It is "
        "recorded here when finished; ^O takes this ruling back instead. (y / n)")
HELD_PID = ("This ruling is held by another helper (process {pid}) and stays there as it is. Start a new ruling on this "
            "screen? It is recorded here when finished; ^O takes this ruling back instead. (y / n)")
OTHER = ("Another helper holds this Director's ruling in progress: answers typed here are not applied. ^O takes that "
         "ruling over here; ^N starts a new ruling here (recorded when finished, not saved while in progress).")
APPROVED = "Not approved: {reviewer} was approving this text when it was changed: {text}"
ASSIGN = ("If you can assign an adjusted score, enter it in IMPs for the non-offending side (Enter to skip: average "
          "plus)")
NO_RESULT = "No result can be obtained (cards mixed, board not played)"
ANSWER = ("The answer kept on the line ({answer}) stays there for Enter only if that ruling is still at the question "
          "it was typed at; otherwise the screen says it was not given.")

DEFECTS = [
    # a "when" dropped, or made "at once"
    (TESTER["bf-con11"], "sentences", "'when the helper ended'"),
    (TESTER["bf-con12"], "sentences", "'when finished'"),
    (TESTER["bf-con24"], "sentences", "'when finished'"),
    (item("el", UNSAVED, "Η φόρμα στοιχείων είχε μη αποθηκευμένο κείμενο: το F4 το δείχνει ξανά (εκεί το F4 το "
                         "αποθηκεύει, το Esc το απορρίπτει)."), "sentences", "'when the helper ended'"),
    (item("el", APPROVED, "Δεν εγκρίθηκε: ο/η {reviewer} ενέκρινε αυτό το κείμενο: {text}"), "sentences",
     "'when it was changed'"),
    (item("zh", HELD_PID, "本裁决由另一个 helper 窗口（进程 {pid}）持有，并在那里保持原样。要在本屏幕开始新的裁决吗？"
                          "新裁决立即在此记录；若要收回本裁决，请改按 ^O。（y / n）"), "sentences", "'when finished'"),
    (item("el", OTHER, "Άλλο παράθυρο του helper κρατά την απόφαση σε εξέλιξη αυτού του Διαιτητή: οι απαντήσεις που "
                       "πληκτρολογούνται εδώ δεν εφαρμόζονται. Το ^O αναλαμβάνει εδώ εκείνη την απόφαση· το ^N αρχίζει "
                       "νέα απόφαση εδώ (καταγράφεται, δεν αποθηκεύεται όσο είναι σε εξέλιξη)."),
     "sentences", "'when finished'"),
    # a clause-opening "At <scoring form>" dropped
    (TESTER["bf-con09"], "sentences", "'At cross-IMPs'"),
    (TESTER["bf-con10"], "sentences", "'At cross-IMPs'"),
    (item("zh", FIELD_CROSS, "{field}：请给出这副牌的结果数。"), "sentences", "'at cross-IMPs'"),
    (item("el", FIELD_CROSS, "{field}: δώστε τον αριθμό των αποτελεσμάτων της διανομής."), "sentences",
     "'at cross-IMPs'"),
    (item("zh", AT_IMPS, "（队式赛）请给出 --other-table。"), "sentences", "'At IMPs (teams)'"),
    # "If you can" made "whenever"
    (TESTER["bf-con25"], "sentences", "'If you can'"),
    (item("zh", ASSIGN, "每当给出裁定调整分时，请输入非违规方的 IMP（按 Enter 跳过：平均正分）"), "sentences", "'每当给出裁定调整分时'"),
    # "only if" made "because": one finding
    (TESTER["bf-con08"], "sentences", "'if' is a cause"),
    (item("zh", ANSWER, "由于该裁决仍处于输入它时的那个问题，答案行上保留的答案（{answer}）留在行上供按 Enter 给出；"
                        "否则屏幕会说明它未被给出。"), "sentences", "'if' is a cause"),
    # a list of cases joined by "and"
    (TESTER["bf-alt25"], "terminology", "'cards mixed, board not played'"),
    (item("zh", NO_RESULT, "无法得出结果（牌张混乱并且这副牌未打）"), "terminology", "alternatives made all required"),
    (item("el", NO_RESULT, "Δεν μπορεί να επιτευχθεί αποτέλεσμα (ανακατεμένα φύλλα και ταυτόχρονα η διανομή δεν "
                           "παίχτηκε)"), "terminology", "alternatives made all required"),
]


@pytest.mark.parametrize("given, check, fragment", DEFECTS, ids=[f"d{i}" for i in range(len(DEFECTS))])
def test_defect_one_finding(given, check, fragment):
    one(gained(given), check, fragment)


REWORDINGS = [
    item("zh", UNSAVED, "helper 退出时，详情表里还有未保存的内容：按 F4 可再次显示（在表中按 F4 保存，按 Esc 放弃）。"),
    item("el", UNSAVED, "Όταν έκλεισε ο helper, η φόρμα στοιχείων είχε κείμενο χωρίς αποθήκευση: το F4 το ξαναδείχνει "
                        "(εκεί το F4 το αποθηκεύει, το Esc το απορρίπτει)."),
    item("zh", HELD, "本裁决由另一个 helper 窗口持有，并在那里保持原样。要在本屏幕开始新的裁决吗？新裁决结束后记录在此；"
                     "若要收回本裁决，请改按 ^O。（y / n）"),
    item("el", HELD, "Αυτή την απόφαση την κρατά άλλο παράθυρο του helper και μένει εκεί όπως είναι. Νέα απόφαση σε αυτή "
                     "την οθόνη; Θα καταγραφεί εδώ μόλις ολοκληρωθεί· το ^O παίρνει αντί γι' αυτό πίσω αυτή την "
                     "απόφαση. (y / n)"),
    item("zh", CROSS, "采用交叉 IMP 计分时，请给出 --results：人为调整分的 IMP 按比较次数换算。"),
    item("el", CROSS, "Με cross-IMPs δώστε --results: τα τεχνητά IMPs είναι στην κλίμακα των συγκρίσεων."),
    item("zh", AT_IMPS, "以 IMP 计分（队式赛）时请给出 --other-table。"),
    item("zh", ASSIGN, "如果能给出裁定调整分，请输入非违规方的 IMP（按 Enter 跳过：平均正分）"),
    item("el", ASSIGN, "Όποτε μπορείτε να επιδικάσετε κατ' εκτίμηση επανορθωτική βαθμολογία, δώστε την σε IMPs για τον "
                       "αναίτιο άξονα (Enter για παράλειψη: μέσος όρος συν)"),
    item("zh", NO_RESULT, "无法得出结果（牌张混乱或这副牌未打）"),
    item("el", NO_RESULT, "Δεν βγαίνει αποτέλεσμα (φύλλα ανακατεμένα, διανομή που δεν παίχτηκε)"),
]


@pytest.mark.parametrize("given", REWORDINGS, ids=[f"r{i}" for i in range(len(REWORDINGS))])
def test_rewording_clean(given):
    found = gained(given)
    assert not found, [f"{f.check}: {f.message}" for f in found]


def test_scoring_form_kept_where_another_word_changed():
    """sco21/sco32: the second "IMPs" said as matchpoints is another finding's, "at IMPs" is kept."""
    for lang, msgstr in (("zh", "--top 仅用于比赛分：IMP 计分时平均正分和平均负分以比赛分计（第12条C款2项(b)）。"),
                         ("el", "Το --top αφορά βαθμούς αγώνα: σε IMPs ο μέσος όρος συν και μείον είναι βαθμοί αγώνα "
                                "(Νόμος 12Γ2(β)).")):
        found = gained(item(lang, TOP_IMPS, msgstr))
        assert not any("'at IMPs'" in f.message for f in found), [f.message for f in found]
