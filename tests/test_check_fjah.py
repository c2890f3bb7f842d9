"""fjah (issue 9 §2, session 46): tester t9bx's helper state reversed and three correct rewordings flagged.

- a helper's state said by its opposite state, no negation word: "at once when it has ended" as 它仍在运行时立即接管
  (bx-con07), "όταν τρέχει ακόμη", and "while that helper runs" as 已结束时, "όταν έχει τερματιστεί": one terminology
  finding (opposites' "running / ended", read by count where the English names both states);
- a colon said 因此 "therefore" joining two facts where the English's "when" is kept as a time, 完成时记录 (bx-rew16):
  no condition made a fact; a "when" dropped there and a 因此 added (bo-con08) still is;
- a clause moved first with its "({time})" bracket (bx-rew21): the brackets paired by their placeholders, not by
  order, no alternative said missing; the alternative dropped there still is;
- a comparison said from the other side, A fewer than B as B more than A (bx-rew36): clean in both languages; the
  comparative reversed with the sides kept, or the sides swapped with the comparative kept, is one finding.
"""

import json
from pathlib import Path

import pytest

from tests.testers.measure import gained


def _tester(name):
    return {i["id"]: i for i in (json.loads(line) for line in
                                 (Path(__file__).parent / "testers" / f"{name}.jsonl").read_text(encoding="utf-8")
                                 .split("\n") if line.strip())}


TESTER = {**_tester("t9bx"), **_tester("t9bo")}


def item(lang, entry, msgstr, domain="messages"):
    return {"lang": lang, "domain": domain, "entry": entry, "msgstr": msgstr}


def one(found, check, words):
    assert [f.check for f in found] == [check], [f"{f.check}: {f.message}" for f in found]
    assert words in found[0].message, found[0].message


TAKE = ("Take over the ruling in progress another helper holds: asks first while that helper runs with a ruling in "
        "progress; at once when it has ended")
TAKE_ZH = "接管另一个 helper 窗口占用的进行中裁决："
TAKE_EL = "Ανάληψη της απόφασης σε εξέλιξη που κρατά άλλο παράθυρο του helper: "
REVIEW = ("The last review ended from outside (the connection was lost or the helper was told to end) before your "
          "translation of {entry} was saved ({time}); it was kept:")
NOTE = ("The last review ended from outside (the connection was lost or the helper was told to end) before your note "
        "on {entry} was saved ({time}); it was kept:")
DUE = "{field}: the board cannot have been due fewer times than the results given: {value}."
HOLDS = ("Another helper holds this Director's ruling in progress: answers typed here are not applied. ^O takes that "
         "ruling over here; ^N starts a new ruling here (recorded when finished, not saved while in progress).")

DEFECTS = [
    (TESTER["bx-con07"], "terminology", "the English says 'has ended', the translation its opposite '运行'"),
    (item("zh", TAKE, TAKE_ZH + "那个 helper 仍在运行且有进行中裁决时先询问；它还在运行时立即接管"), "terminology",
     "'has ended', the translation its opposite '运行'"),
    (item("zh", TAKE, TAKE_ZH + "那个 helper 已结束且有进行中裁决时先询问；它已结束时立即接管"), "terminology",
     "the English says 'runs', the translation its opposite '结束'"),
    (item("el", TAKE, TAKE_EL + "ρωτά πρώτα όσο εκείνο τρέχει με απόφαση σε εξέλιξη· αμέσως όταν τρέχει ακόμη"),
     "terminology", "the English says 'has ended', the translation its opposite 'τρέχει'"),
    (item("el", TAKE, TAKE_EL + "ρωτά πρώτα όταν εκείνο έχει τερματιστεί με απόφαση σε εξέλιξη· αμέσως όταν έχει "
          "τερματιστεί"), "terminology", "the English says 'runs', the translation its opposite 'τερματιστεί'"),
    (TESTER["bo-con08"], "sentences", "the English's condition 'where' is a fact in the translation"),
    (item("el", REVIEW, "Πριν αποθηκευτεί η μετάφρασή σας για {entry} ({time}), ο τελευταίος έλεγχος τερματίστηκε από "
          "έξω (χάθηκε η σύνδεση)· η μετάφραση κρατήθηκε:"), "sentences",
     "the alternative 'or the helper was told' of the English is missing"),
    (item("zh", REVIEW, "在您对{entry}的译文保存之前（{time}），上次审校从外部结束（连接中断）；该译文已保留："), "sentences",
     "the alternative 'or the helper was told' of the English is missing"),
    (item("zh", DUE, "{field}：这副牌应打的次数不能多于已给出的结果数：{value}。"), "terminology",
     "the English says 'fewer', the translation '多于': the comparison reversed?"),
    (item("el", DUE, "{field}: η διανομή δεν μπορεί να έπρεπε να παιχτεί περισσότερες φορές από τα αποτελέσματα που "
          "δόθηκαν: {value}."), "terminology", "the English says 'fewer', the translation 'περισσότερες'"),
    (item("zh", DUE, "{field}：已给出的结果数不能少于这副牌应打的次数：{value}。"), "terminology",
     "the English says 'fewer', the translation '少于': the comparison reversed?"),
    (item("el", DUE, "{field}: τα αποτελέσματα που δόθηκαν δεν μπορεί να είναι λιγότερα από τις φορές που έπρεπε να "
          "παιχτεί η διανομή: {value}."), "terminology", "the English says 'fewer', the translation 'λιγότερα'"),
]


@pytest.mark.parametrize("given, check, words", DEFECTS, ids=[str(i) for i in range(len(DEFECTS))])
def test_one_finding(given, check, words):
    one(gained(given), check, words)


CLEAN = [
    TESTER["bx-rew16"],
    TESTER["bx-rew21"],
    TESTER["bx-rew36"],
    item("zh", TAKE, TAKE_ZH + "那个 helper 还在运行并有进行中裁决时先询问；它结束后立即接管"),
    item("el", TAKE, TAKE_EL + "ρωτά πρώτα όσο εκείνο εκτελείται με απόφαση σε εξέλιξη· αμέσως μόλις τερματιστεί"),
    item("zh", HOLDS, "本裁判进行中的裁决由另一个 helper 窗口持有，所以在此输入的答案不会被采用。按 ^O 在此接管该裁决；"
         "按 ^N 在此开始新的裁决（结束后记录，进行中不保存）。"),
    item("el", HOLDS, "Άλλο παράθυρο του helper κρατά την απόφαση σε εξέλιξη αυτού του Διαιτητή, επομένως οι απαντήσεις "
         "που πληκτρολογούνται εδώ δεν εφαρμόζονται. Το ^O αναλαμβάνει εδώ εκείνη την απόφαση· το ^N αρχίζει νέα "
         "απόφαση εδώ (καταγράφεται όταν ολοκληρωθεί, δεν αποθηκεύεται όσο είναι σε εξέλιξη)."),
    item("zh", REVIEW, "在您对{entry}的译文保存（{time}）之前，上次审校从外部结束（连接中断或本程序被要求结束）；该译文已保留："),
    item("el", NOTE, "Πριν αποθηκευτεί η σημείωσή σας για {entry} ({time}), ο τελευταίος έλεγχος τερματίστηκε από έξω "
         "(χάθηκε η σύνδεση ή δόθηκε στο πρόγραμμα εντολή τερματισμού)· η σημείωση κρατήθηκε:"),
    item("el", DUE, "{field}: τα αποτελέσματα που δόθηκαν δεν μπορεί να είναι περισσότερα από τις φορές που έπρεπε να "
         "παιχτεί η διανομή: {value}."),
    item("zh", DUE, "{field}：已给出的结果数不能大于这副牌应打的次数：{value}。"),
]


@pytest.mark.parametrize("given", CLEAN, ids=[str(i) for i in range(len(CLEAN))])
def test_rewording_clean(given):
    found = gained(given)
    assert not found, [f"{f.check}: {f.message}" for f in found]
