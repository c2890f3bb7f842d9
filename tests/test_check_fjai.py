"""Session 46, after its CI (issue 9 §2): "never" before its verb ("the finder never fills it in") was no negation the
interface check counted, so "never" made "always" (το συμπληρώνει πάντα, 总会代为填写) was no finding (tester t9by
by-neg16, by-neg19).  It counts as a verb negated, as "was never opened" does."""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

FINDER = "Law finder, Law {id}: type what this question asks; the finder never fills it in."
NEGATION = ("negation", "a negation of the English (not, no, unless) is missing in the translation")
FRAGMENT = "the finder never fills it in."

DEFECTS = [
    ("el", FINDER, "Εύρεση νόμου, Νόμος {id}: πληκτρολογήστε ό,τι ζητά αυτή η ερώτηση· η εύρεση το συμπληρώνει πάντα.",
     NEGATION[0], FRAGMENT, NEGATION[1]),
    ("el", FINDER, "Εύρεση νόμου, Νόμος {id}: πληκτρολογήστε ό,τι ζητά αυτή η ερώτηση· η εύρεση το συμπληρώνει.",
     NEGATION[0], FRAGMENT, NEGATION[1]),
    ("zh", FINDER, "查找规则，{id}：请输入本问题所要求的内容；查找规则总会代为填写。", NEGATION[0], FRAGMENT, NEGATION[1]),
    ("zh", FINDER, "查找规则，{id}：请输入本问题所要求的内容；查找规则会代为填写。", NEGATION[0], FRAGMENT, NEGATION[1]),
]

CLEAN = [
    ("el", FINDER, "Εύρεση νόμου, Νόμος {id}: πληκτρολογήστε ό,τι ζητά αυτή η ερώτηση· η εύρεση δεν το συμπληρώνει ποτέ."),
    ("el", FINDER, "Εύρεση νόμου, Νόμος {id}: πληκτρολογήστε ό,τι ζητά η ερώτηση· η εύρεση ποτέ δεν το συμπληρώνει."),
    ("zh", FINDER, "查找规则，{id}：请输入本问题所要求的内容；查找规则从不代为填写。"),
    ("zh", FINDER, "查找规则，{id}：请输入本问题所要求的内容；查找规则决不会代为填写。"),
]

test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(DEFECTS, CLEAN)


def test_tester_inputs():
    """The tester's two inputs, as its file has them: one negation finding each."""
    inputs = fresh_inputs("t9by")
    for name in ("by-neg16", "by-neg19"):
        assert one_gained(inputs[name], *NEGATION).fragment == FRAGMENT
