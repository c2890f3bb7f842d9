"""fixzn (issue 9 §2, tester t9bh): an interface string's brackets dropped, moved or added - one `brackets` finding.

- "Quit (the ruling in progress is kept)" as "退出保留进行中的裁决", "Έξοδος η απόφαση σε εξέλιξη διατηρείται" (bh-brk03,
  bh-brk15): the clause parenthetical's brackets dropped, its words run on after the action word before it (an action
  the keys check reads: 退出, Έξοδος), not only after a key or number kept as written (fixzh's rule);
- "(its procedural penalty, Law 90A, answered later)" with its bracket closed before its last item (bh-brk06): the
  bracket's finding only, not also "a clause added" after the bracket;
- "(default: $HELPER_DIRECTOR)" as "（默认）：$HELPER_DIRECTOR" (bh-brk11): an environment variable read as a placeholder,
  set right after a closing bracket: a bracket moved;
- "（裁判）调整分助手（第12条和第86条）。" (bh-brk12): brackets added where the English has brackets of its own, each of
  the English's pairs rendered by the translation's pair nearest its place.
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_found, interface_item, one_gained, one_gained_tests

T9BH = fresh_inputs("t9bh")

QUIT = "Quit (the ruling in progress is kept)"
F10 = "To quit, press Ctrl+X or F10 (the ruling in progress is kept)."
COMPLETED = "Completed by ruling {id} (its procedural penalty, Law 90A, answered later)."
NO_RESULT = "No result can be obtained (cards mixed, board not played)"
DIRECTOR = "the Director's name (default: $HELPER_DIRECTOR)"
REVIEWER = "the name recorded with an approval (default: $HELPER_REVIEWER, else the login name)"
AMENDER = "who makes the amendment (default: $HELPER_DIRECTOR, else the login name)"
HELPER = "A tournament director's helper for adjusted scores (Laws 12 and 86)."

DROPPED = "the brackets of the English's parenthetical '(the ruling in progress is kept)' are missing"
EARLY = "the bracket closes too early"
MOVED = "but outside the translation's: a bracket moved?"
ADDED = "that the English does not have"


@pytest.mark.parametrize("item_id, words, fragment", [
    ("bh-brk03", DROPPED, "(the ruling in progress is kept)"),
    ("bh-brk15", DROPPED, "(the ruling in progress is kept)"),
    ("bh-brk06", EARLY, "为之后回答"),
    ("bh-brk11", "'$HELPER_DIRECTOR' stands inside the English's brackets", "(default: $HELPER_DIRECTOR)"),
    ("bh-brk12", "brackets around '裁判' " + ADDED, "（裁判）"),
])
def test_tester_input_one_finding(item_id, words, fragment):
    assert one_gained(T9BH[item_id], "brackets", words).fragment == fragment


VARIANTS = [
    # a clause parenthetical's brackets dropped after an action word
    ("zh", QUIT, "退出保留正在进行的裁决", DROPPED),
    ("zh", QUIT, "离开进行中的裁决会保留", DROPPED),
    ("el", QUIT, "Τερματισμός η τρέχουσα απόφαση διατηρείται", DROPPED),
    ("el", F10, "Για έξοδο, πατήστε Ctrl+X ή F10 η απόφαση σε εξέλιξη διατηρείται.", DROPPED),
    # a list parenthetical's bracket closed before its last item: the bracket's finding, no clause added
    ("zh", COMPLETED, "已由第 {id} 号裁决补全（其程序性罚分，第90条A款），之后才回答。", EARLY),
    ("el", COMPLETED, "Συμπληρώθηκε με την απόφαση {id} (η διαδικαστική ποινή της, Νόμος 90A), απαντήθηκε αργότερα.",
     EARLY),
    ("zh", NO_RESULT, "无法得出结果（牌张混乱），这副牌未打", EARLY),
    ("el", NO_RESULT, "Δεν μπορεί να επιτευχθεί αποτέλεσμα (ανακατεμένα φύλλα), η διανομή δεν παίχτηκε", EARLY),
    # an environment variable left after a bracket closed before it
    ("zh", DIRECTOR, "裁判姓名（默认） $HELPER_DIRECTOR", MOVED),
    ("el", DIRECTOR, "το όνομα του Διαιτητή (προεπιλογή): $HELPER_DIRECTOR", MOVED),
    ("zh", REVIEWER, "随审定记录的姓名（默认）：$HELPER_REVIEWER，否则为登录名", MOVED),
    ("el", AMENDER, "ποιος κάνει την τροποποίηση (προεπιλογή): $HELPER_DIRECTOR, αλλιώς το όνομα σύνδεσης", MOVED),
    # brackets added beside the English's own
    ("zh", HELPER, "（竞赛）裁判的调整分助手（第12条和第86条）。", "brackets around '竞赛' " + ADDED),
    ("zh", HELPER, "裁判的（调整分）助手（第12条和第86条）。", "brackets around '调整分' " + ADDED),
]


def test_greek_bracket_added_is_named():
    found = [(check, message) for check, message, _f in interface_found(
        "el", HELPER, "(Βοηθός) του Διαιτητή για επανορθωτικές βαθμολογίες (Νόμοι 12 και 86).")]
    assert found == [("brackets", "brackets around 'Βοηθός' that the English does not have")]


REWORDINGS = [
    ("zh", QUIT, "退出（保留进行中的裁决）"),
    ("zh", QUIT, "退出，保留进行中的裁决"),
    ("zh", QUIT, "退出并保留进行中的裁决"),
    ("zh", QUIT, "退出：进行中的裁决将被保留"),
    ("el", QUIT, "Έξοδος (η απόφαση σε εξέλιξη διατηρείται)"),
    ("el", QUIT, "Έξοδος· η απόφαση σε εξέλιξη διατηρείται"),
    ("el", QUIT, "Έξοδος και η απόφαση σε εξέλιξη διατηρείται"),
    ("zh", COMPLETED, "已由第 {id} 号裁决补全（其程序性罚分，第90条A款，之后回答）。"),
    ("zh", DIRECTOR, "裁判姓名（默认：$HELPER_DIRECTOR）"),
    ("zh", DIRECTOR, "裁判姓名（默认为 $HELPER_DIRECTOR）"),
    ("el", DIRECTOR, "το όνομα του Διαιτητή (προεπιλογή: $HELPER_DIRECTOR)"),
    ("zh", HELPER, "竞赛裁判的调整分助手（第12条和第86条）。"),
    ("zh", HELPER, "裁判的调整分助手（第12条及第86条）。"),
]

# Each variant gives one brackets finding, its message holding the row's words; each rewording none.
test_variant_one_finding, test_rewording_clean = one_gained_tests(
    [(interface_item(lang, entry, msgstr), "brackets", words) for lang, entry, msgstr, words in VARIANTS],
    [interface_item(*row) for row in REWORDINGS])


def test_clause_added_after_the_whole_parenthetical_is_still_said():
    found = interface_found("zh", NO_RESULT, "无法得出结果（牌张混乱、这副牌未打），该副牌作废")
    assert [(check, "a clause added?" in message) for check, message, _f in found] == [("sentences", True)]
