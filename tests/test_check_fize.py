"""Engineer fize, session 44 (issue 9 §2): a bracket moved that tester t9bs's run did not meet, and a reference
bracket said widened by a fair rendering.

- A closing bracket moved past the "or" / "and" the English sets right after it, an alternative of the sentence now
  inside the parenthetical ("因极其严重的错误（与违规无关或冒险行为）而" for "by an extremely serious error (unrelated to the
  infraction) or a gambling action", bs-bra07): one brackets warning
  (:func:`helper.catalog.checks.brackets.closing_moved_over_join`); the alternative kept outside the bracket, reworded
  or not, is none.
- "According to" in a law-reference bracket ("（依据第90条）", "(σύμφωνα με τον Νόμο 90)" for "(Law 90)") is the
  reference's own word (:data:`helper.catalog.checks.brackets.REF_WORDS`), no bracket widened; a word of the sentence
  taken in ("（程序性罚分依据第90条）", "（依据第90条时）") still is (test_check_fiys).
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

INPUTS = fresh_inputs("t9bs")

ERROR = ("After the infraction, did the non-offending side contribute to its own damage by an extremely serious error "
         "(unrelated to the infraction) or a gambling action?")
UPHELD = "upheld, changed (give the new scores) or withdrawn"
CHOOSE = "Choose an answer: type its number (1-{count}) or move with ↑ ↓, then Enter."
FUZZY = "Fuzzy text used (not marked reviewed) and saved in {file}"
PENALTY = "Is there also a procedural penalty (Law 90)?"
ONE = "a procedural penalty on one contestant (Law 90)"

CLOSES_AFTER = ("the bracket closes after", "in the translation, before it in the English (the bracket moved?)")
WIDENED = ("'(Law 90)'", "more words inside its brackets", "a bracket moved?")


def _after(words: str) -> tuple[str, ...]:
    return (f"closes after '{words}'",) + CLOSES_AFTER


def test_tester_input():
    found = one_gained(INPUTS["bs-bra07"], "brackets", _after("或冒险行为"))
    assert found.fragment == "或冒险行为"


test_defect, test_rewording = one_finding_tests([
    # the closing bracket moved past the English's "or": the alternative inside the parenthetical
    ("zh", ERROR, "违规之后，非违规方是否因极其严重的错误（与违规无关或者冒险行为）而促成了自身的损害？", "brackets", "或者冒险行为",
     _after("或者冒险行为")),
    ("el", ERROR, "Μετά την παράβαση, συνέβαλε ο αναίτιος άξονας στη ζημιά του με εξαιρετικά σοβαρό λάθος (άσχετο με την "
     "παράβαση ή με τυχοδιωκτική ενέργεια);", "brackets", "ή με τυχοδιωκτική ενέργεια",
     _after("ή με τυχοδιωκτική ενέργεια")),
    ("zh", UPHELD, "维持、变更（给出新的分数或撤回）", "brackets", "或撤回", _after("或撤回")),
    ("el", UPHELD, "επικυρώνεται, μεταβάλλεται (δώστε τις νέες βαθμολογίες ή αποσύρεται)", "brackets", "ή αποσύρεται",
     _after("ή αποσύρεται")),
    ("zh", CHOOSE, "请选择一个答案：输入其编号（1-{count} 或用 ↑ ↓ 移动），然后按 Enter。", "brackets", "或用 ↑ ↓ 移动",
     _after("或用 ↑ ↓ 移动")),
    # ... past its "and"
    ("el", FUZZY, "Το ασαφές κείμενο έγινε αποδεκτό (χωρίς σημάδι ελέγχου και αποθηκεύτηκε) στο {file}", "brackets",
     "και αποθηκεύτηκε", _after("και αποθηκεύτηκε")),
    # a law-reference bracket taking in a word of the sentence, "according to" or not, is still widened
    ("zh", PENALTY, "是否另有（程序性罚分依据第90条）？", "brackets", "（程序性罚分依据第90条）", WIDENED),
    ("zh", ONE, "对一名参赛者的程序性罚分（根据第90条时）", "brackets", "（根据第90条时）", WIDENED),
    ("el", PENALTY, "Υπάρχει και (διαδικαστική ποινή σύμφωνα με τον Νόμο 90);", "brackets",
     "(διαδικαστική ποινή σύμφωνα με τον Νόμο 90)", WIDENED),
], [
    # the alternative kept outside the bracket, the parenthetical reworded in place
    ("zh", ERROR, "违规之后，非违规方是否因极其严重的错误（与违规无关）或冒险行为而促成了自身的损害？"),
    ("zh", ERROR, "违规之后，非违规方是否因极其严重的错误（与该违规无关）或者冒险行为而促成了自身的损害？"),
    ("el", ERROR, "Μετά την παράβαση, συνέβαλε ο αναίτιος άξονας στη ζημιά του με εξαιρετικά σοβαρό λάθος (που δεν "
                  "σχετίζεται με την παράβαση) ή με τυχοδιωκτική ενέργεια;"),
    ("zh", UPHELD, "维持、变更（请给出新的分数）或者撤回"),
    ("el", UPHELD, "επικυρώνεται, αλλάζει (δώστε τις νέες βαθμολογίες) ή αποσύρεται"),
    ("el", FUZZY, "Το ασαφές κείμενο έγινε αποδεκτό (δεν σημειώθηκε ως ελεγμένο) και αποθηκεύτηκε στο {file}"),
    # "according to" / "see" in a law-reference bracket: the reference's own words
    ("zh", PENALTY, "是否另有程序性罚分（依据第90条）？"),
    ("zh", PENALTY, "是否另有程序性罚分（根据第90条）？"),
    ("zh", PENALTY, "是否另有程序性罚分（见第90条）？"),
    ("zh", ONE, "对一名参赛者的程序性罚分（按照第90条）"),
    ("zh", ONE, "对一名参赛者的程序性罚分（参照第90条）"),
    ("el", PENALTY, "Υπάρχει και διαδικαστική ποινή (σύμφωνα με τον Νόμο 90);"),
    ("el", PENALTY, "Υπάρχει και διαδικαστική ποινή (βάσει του Νόμου 90);"),
    ("el", PENALTY, "Υπάρχει και διαδικαστική ποινή (κατά τον Νόμο 90);"),
])
