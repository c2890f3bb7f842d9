"""Fresh testers t9bi's and t9bj's bracket misses (issue 9 §2, fixzr), each a kind: the tester's input, other
defects of the kind (one ``brackets`` finding each, its words checked) and correct renderings (no finding), measured
as the testers do (:func:`tests.testers.measure.gained`: what the check gains over the shipped entry).

1. A law reference's bracket that takes in the words before it ("a procedural penalty (Law 90)" as
   是否另有（程序性罚分第90条）, t9bi bi-brk11; its opening bracket moved, t9bj bj-brk25): "has more words inside its
   brackets", one finding (not also the words said lost); a gloss set apart by a comma inside it
   （含本副，第12条C款2项(d)）, "见" or "βλέπε" are none.
2. The pair moved off the reference onto other words ("Υπάρχει και (διαδικαστική ποινή) Νόμος 90;", t9bi bi-brk12):
   one finding "has its brackets around other words", not a pair dropped and a pair added.
3. An opening bracket dropped ("跳过）" for "(skipped)", t9bi bi-brk13): the unopened bracket's one finding.
4. A contract in the program's notation (7NTXN=) the English sets inside its brackets, the translation's bracket
   closed before it (t9bi bi-brk24): "stands inside the English's brackets … but outside the translation's".
"""

from __future__ import annotations

import pytest

from tests.support import interface_found

PENALTY = "Is there also a procedural penalty (Law 90)?"
ONE = "a procedural penalty on one contestant (Law 90)"
INDIVIDUAL = "individual event (Law 12C3)"
IMPS = "IMPs for a score difference (Law 78B)"
COUNTED = ("how many boards of the session the contestant has failed to obtain a result on, counting this one "
           "(Law 12C2(d))")
SKIPPED = "(skipped)"
DECLARER = "declarer (needed unless the contract names it: 7NTXN=)"

MORE = "has more words inside its brackets in the translation"
MOVED = "has its brackets around other words in the translation"


found = interface_found  # (check, message, fragment) of each finding gained


@pytest.mark.parametrize("lang, entry, msgstr, words, fragment", [
    # 1. the reference's bracket widened (the tester's, then others of the kind)
    ("zh", PENALTY, "是否另有（程序性罚分第90条）？", MORE, "（程序性罚分第90条）"),
    ("el", PENALTY, "Υπάρχει (και διαδικαστική ποινή Νόμος 90);", MORE, "(και διαδικαστική ποινή Νόμος 90)"),
    ("zh", ONE, "对一方参赛者的（程序性罚分第90条）", MORE, "（程序性罚分第90条）"),
    ("el", ONE, "διαδικαστική ποινή (σε έναν αγωνιζόμενο Νόμος 90)", MORE, "(σε έναν αγωνιζόμενο Νόμος 90)"),
    ("zh", INDIVIDUAL, "（个人赛第12条C款3项）", MORE, "（个人赛第12条C款3项）"),
    ("el", INDIVIDUAL, "(ατομικός αγώνας Νόμος 12Γ3)", MORE, "(ατομικός αγώνας Νόμος 12Γ3)"),
    # 2. the pair moved onto other words
    ("el", PENALTY, "Υπάρχει και (διαδικαστική ποινή) Νόμος 90;", MOVED, "(διαδικαστική ποινή)"),
    ("el", ONE, "διαδικαστική ποινή σε (έναν αγωνιζόμενο) Νόμος 90", MOVED, "(έναν αγωνιζόμενο)"),
    ("zh", ONE, "对一方参赛者的（程序性罚分）第90条", MOVED, "（程序性罚分）"),
    # 3. an opening or a closing bracket dropped: that bracket's one finding
    ("zh", SKIPPED, "跳过）", "closes a bracket that was never opened", "跳过）"),
    ("el", SKIPPED, "παραλείφθηκε)", "closes a bracket that was never opened", "παραλείφθηκε)"),
    ("zh", SKIPPED, "（跳过", "is never closed", "（跳过"),
    # 4. a contract of the English's bracket set after the translation's
    ("el", DECLARER, "εκτελεστής (απαιτείται, εκτός αν τον αναφέρει το συμβόλαιο): 7NTXN=",
     "'7NTXN=' stands inside the English's brackets", DECLARER[DECLARER.index("("):]),
    ("zh", DECLARER, "庄家（定约中已写明时可省略）：7NTXN=", "'7NTXN=' stands inside the English's brackets",
     DECLARER[DECLARER.index("("):]),
    ("zh", DECLARER, "庄家（定约中已写明时可省略）：如 7NTXN=", "brackets", DECLARER[DECLARER.index("("):]),
])
def test_each_bracket_defect_is_one_finding(lang, entry, msgstr, words, fragment):
    (check, message, said), *rest = found(lang, entry, msgstr) or [("", "", "")]
    assert (check, rest, said) == ("brackets", [], fragment), message
    assert words in message


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", IMPS, "分差换算 IMP（见第78条B款）"),
    ("el", IMPS, "IMPs για διαφορά βαθμολογίας (βλέπε Νόμο 78Β)"),
    ("zh", INDIVIDUAL, "个人赛（依第12条C款3项）"),
    ("zh", COUNTED, "本节中该参赛者未能得出结果的牌数（含本副，第12条C款2项(d)）"),
    ("el", DECLARER, "εκτελεστής (απαιτείται εκτός αν τον αναφέρει το συμβόλαιο, π.χ. 7NTXN=)"),
    ("zh", DECLARER, "庄家（如定约已写明则不需要：7NTXN=）"),
    ("zh", PENALTY, "是否还有程序性罚分（第90条）？"),
])
def test_correct_renderings_give_no_finding(lang, entry, msgstr):
    assert found(lang, entry, msgstr) == []
