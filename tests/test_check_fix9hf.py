"""Small misses and false findings seen by the engineers (issue 9 §2, fix9hf), each a kind: the input, other wordings of
the kind, and the real defect of the same place, still one finding.

1. An interface string of two sentences with its second dropped ("…nothing recorded. Type the answer, then Enter." as
   太早了：这次 Enter 在本问题显示之前到达，未记录任何内容。): the translation's comma, where the English's first sentence has
   its semicolon, cut it into halves fitting the two sentences, and the key both sentences name (Enter), said once,
   tied it to both: the loss was read as two sentences joined.  The one sentence must name such a key as often as the
   two together; the two joined at a comma with Enter twice are still a translation of both.
2. A "may" of a possibility is no permission: Law 12C3's "even though only one of them may be responsible" grants no
   discretion, so 裁判应按照 stated 裁判按照 (a duty still) takes none away; 12A3's "may award" stated is still found.
3. "In no way to blame" said twice, "in no way at fault, need not bear the blame" (毫无过错、无须负违规责任): one degree of
   fault, no negation added; the English's "shall not" made "may" beside it (则可) is still a negation dropped.
4. 两人 ("the two of them") is "both members": the 1997 zh 12C3's 给予违规方两人以相同的调整分 counts persons, not the score
   after it; 一人 (one member) is still a finding.
"""

from __future__ import annotations

import re

from helper.catalog.checks import check_pair
from tests.support import REPO, edits_test, findings_test, law_texts
from tests.test_check_fix9ha import DEGREE, MAY_NOT, NEED_NOT, PENALTY, PENALTY_ZH
from tests.test_check_meaning9g import DISCRETION

EARLY = "Too early: Enter came before this question was shown; nothing recorded. Type the answer, then Enter."
EARLY_SKIP = "Too early: Enter came before this question was shown; nothing recorded. Press Enter again to skip it."
EARLY_ZH = "太早了：这次 Enter 在本问题显示之前到达，未记录任何内容。"
EARLY_EL = "Πολύ νωρίς: το Enter ήρθε πριν φανεί η ερώτηση· δεν καταγράφηκε."


def lost(sentence: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"2 in the English, 1 in the translation; this English sentence seems to have no "
                                   f"translation: '{sentence}'; it carries Enter")]


test_a_second_sentence_dropped_is_named = findings_test([
    (EARLY, EARLY_ZH, "zh", lost("Type the answer, then Enter.")),  # the brief's case: a keys finding only before
    (EARLY, EARLY_EL, "el", lost("Type the answer, then Enter.")),
    (EARLY_SKIP, EARLY_ZH, "zh", lost("Press Enter again to skip it.")),  # was a negation and a keys finding
    (EARLY_SKIP, EARLY_EL, "el", lost("Press Enter again to skip it.")),
    # the shipped translations, and the two joined at a comma with each sentence's Enter: no finding
    (EARLY, EARLY_ZH + "请输入答案，然后按 Enter。", "zh"),
    (EARLY, "太早了：这次 Enter 在本问题显示之前到达，未记录任何内容，请输入答案，然后按 Enter。", "zh"),
    (EARLY, "Πολύ νωρίς: το Enter ήρθε πριν φανεί η ερώτηση, δεν καταγράφηκε τίποτα, γράψτε την απάντηση και μετά "
            "Enter.", "el"),
], doc="A two-sentence interface string with its second sentence dropped: that sentence named, one finding.")


test_a_possibility_is_no_discretion = findings_test([
    (PENALTY, PENALTY_ZH, "zh", [MAY_NOT, DEGREE]),
    (PENALTY, PENALTY_ZH.replace("裁判应按照", "裁判按照"), "zh", [MAY_NOT, DEGREE]),  # the brief's case
    (PENALTY, PENALTY_ZH.replace("裁判应按照", "裁判须按照"), "zh", [MAY_NOT, DEGREE]),
], doc="Law 12C3 (1997 zh): its 'may be responsible' is a possibility; 裁判按照 takes no discretion away.",
    paragraph="12C3")

test_a_possibility_is_no_discretion_in_the_laws_texts = edits_test([
    ("zh", "12C3", "只有一人可能对违规负有责任", "只有一人对违规负有责任"),
    # the duty made a permission, and a real "may" stated: still one finding each
    ("zh", "12C3", "裁判对违规方两名成员同等地执行", "裁判可对违规方两名成员同等地执行",
     [("terminology", "error", "the English states what is done in 'In individual events the Director enforces the "
                               "rectificatio…', the translation only allows it: a duty made a permission?")]),
    ("zh", "12A3", "裁判可判给调整分", "裁判判给调整分", DISCRETION),
], doc="A 'may' of a possibility dropped or kept is no discretion; a 'may' that allows, stated, is.")


DROPPED_12C3 = [("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of "
                                      "'But the Director shall not award a procedural penalty again…': a prohibition "
                                      "made a permission, or a condition reversed?")]
ADDED_12C3 = [("negation", "error", "the translation negates 'But the Director shall not award a procedural penalty "
                                    "again…' where the English does not: a permission or a duty made a prohibition, or "
                                    "a condition reversed?")]

test_in_no_way_at_fault_said_twice = findings_test([
    (PENALTY, PENALTY_ZH.replace("不应负违规责任时", "毫无过错、无须负违规责任时"), "zh", [MAY_NOT]),  # the brief's case
    (PENALTY, PENALTY_ZH.replace("不应负违规责任时", "毫无过错，不必承担违规责任时"), "zh", [MAY_NOT]),
    (PENALTY, PENALTY_ZH.replace("不应负违规责任时", "完全无过错、不负违规责任时"), "zh", [MAY_NOT]),
], doc="Law 12C3 (1997 zh): 'in no way to blame' as 毫无过错、无须负违规责任 is one degree, no negation added.",
    paragraph="12C3")

test_in_no_way_at_fault_said_twice_in_the_laws_texts = edits_test([
    ("zh", "12C3", "毫无过错", "毫无过错、无须负违规责任"),
    ("zh", "12C3", "毫无过错", "毫无过错、不负责任"),
    ("el", "12C3", "δεν είναι με κανένα τρόπο υπεύθυνος", "δεν είναι με κανένα τρόπο υπεύθυνος και δεν φέρει ευθύνη"),
    ("el", "12C3", "δεν είναι με κανένα τρόπο υπεύθυνος", "είναι εντελώς ανεύθυνος και δεν ευθύνεται"),
    # beside it, the prohibition made a permission, or the condition negated: one finding each
    ("zh", "12C3", "毫无过错，则不得", "毫无过错、无须负违规责任，则可", DROPPED_12C3),
    ("zh", "12C3", "但如果裁判认为违规者的同伴毫无过错", "但如果裁判不认为违规者的同伴毫无过错、无须负违规责任",
     ADDED_12C3),
    ("zh", "12C3", "则不得对该同伴", "则无须对该同伴", [NEED_NOT]),
], doc="Law 12C3's 'in no way to blame' restated by a negated liability: no negation added nor kept.")


ONE_MEMBER = [("terminology", "error", "the English says 'both members', the translation '一人': does the rule now "
                                       "concern other contestants?")]

test_two_persons_are_both_members = findings_test([
    (PENALTY, PENALTY_ZH.replace("违规方两人", "违规方二人"), "zh", [MAY_NOT, DEGREE]),
    (PENALTY, PENALTY_ZH.replace("违规方两人", "违规方两名成员"), "zh", [MAY_NOT, DEGREE]),
    (PENALTY, PENALTY_ZH.replace("违规方两人", "违规方一人"), "zh", [MAY_NOT, ONE_MEMBER[0], DEGREE]),
], doc="Law 12C3 (1997 zh): 两人 before 以相同的调整分 counts the members: 'both members'.", paragraph="12C3")

test_two_persons_in_the_laws_texts = edits_test([
    ("zh", "12C3", "两名成员", "两人"),
    ("zh", "12C3", "两名成员", "二人"),
    ("zh", "12C3", "两名成员", "一人", ONE_MEMBER),
], doc="Law 12C3's 'both members' as 两人: no finding; as 一人, one.")


def test_the_shipped_older_chinese_of_12c3_read_as_reviewed_has_no_both_members_finding():
    """The shipped 1997 zh 12C3 with its fuzzy flag taken away: its two findings are the permission for 'shall not'
    (可不) and the degree 'in no way to blame' missing (不应负违规责任 says 'should not be blamed'); 两人 is 'both
    members' (the brief's item 4: it was a third finding)."""
    zh_12c3 = re.search(r'msgctxt "2017\|12C3"\nmsgid "[^\n]*"\nmsgstr "([^\n]*)"',
                        (REPO / "locales/zh_Hans/LC_MESSAGES/laws.po").read_text(encoding="utf-8")).group(1)
    assert "违规方两人以相同的调整分" in zh_12c3
    english = law_texts("zh", "12C3")[0]
    found = [(f.check, f.severity, f.message)
             for f in check_pair(english, zh_12c3, "zh", "2017|12C3", "laws", fuzzy=False, comment="1997 Laws")]
    assert found == [MAY_NOT, DEGREE]
