"""Fresh tester t9bt's dropped condition not met (issue 9 §2, fizi): the tester's inputs, other defects of the kind
(one finding each: its check and words of its message) and correct rewordings (no finding), measured as the tester
does (:func:`tests.testers.measure.gained`; a string not shipped: :func:`tests.support.gained_or_paired`).

A whole condition clause opened by "where" (to its comma or colon, over its ", or …" alternatives a comma follows)
with no counterpart in an interface translation (t9bt bt-con04, bt-con15: "…: where a player in no way at fault has
more than 60% on the other boards of the session, or one directly at fault less than 40%, give that player his own
percentage instead" as "…：改按该牌手自己的百分比给分" / "…: δώστε σε κάθε παίκτη το δικό του ποσοστό"): one ``sentences``
error "the condition '…' of the English is missing in the translation: the rule made unconditional?"
(:func:`helper.catalog.checks.conditions._wheres_missing`), its numbers, terms, degrees of fault and alternative that
finding's, not said apart.  The condition said with 若/如果/凡…者/Όπου/Αν, moved after the main clause, or as a
relative clause keeping what it carries: no finding.
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, gained_or_paired, interface_item, one_gained, one_gained_tests

TESTER = fresh_inputs("t9bt")

PLAYER = ("Each player is a contestant: where a player in no way at fault has more than 60% on the other boards of the "
          "session, or one directly at fault less than 40%, give that player his own percentage instead (Law {law}).")
RECORD = "Where the Director awards an adjusted score of more than 60% on the other boards, record it in {file}."
PAIR = ("Score each pair: where it has more than 60% of the matchpoints on the other boards of the session, or it has "
        "less than 40%, keep its own percentage (Law {law}).")

GONE = "the condition '{}' of the English is missing in the translation: the rule made unconditional?"
PLAYER_GONE = GONE.format("where a player in no way at fault has more than 60% on the …")
RECORD_GONE = GONE.format("Where the Director awards an adjusted score of more than 60…")
PAIR_GONE = GONE.format("where it has more than 60% of the matchpoints on the other …")
PLAYER_CLAUSE = ("where a player in no way at fault has more than 60% on the other boards of the session, or one "
                 "directly at fault less than 40%")


@pytest.mark.parametrize("item_id", ["bt-con04", "bt-con15"])
def test_the_testers_inputs_are_one_finding_naming_the_condition(item_id):
    found = one_gained(TESTER[item_id], "sentences", PLAYER_GONE)
    assert found.fragment == PLAYER_CLAUSE, found.fragment


test_a_dropped_condition_is_one_finding, test_a_correct_rewording_is_none = one_gained_tests([
    # the condition dropped, a part of it ('session') kept in the main clause: the condition still the one finding
    (interface_item("zh", PLAYER, "每名牌手都是参赛者：改按该牌手在本节的百分比给分（{law}）。"), "sentences", PLAYER_GONE),
    (interface_item("el", PLAYER, "Κάθε παίκτης είναι αγωνιζόμενος: δώστε σε αυτόν το ποσοστό του στην ημερίδα "
                                  "(Νόμος {law})."), "sentences", PLAYER_GONE),
    # a leading condition dropped whole
    (interface_item("zh", RECORD, "请将其记录在 {file} 中。"), "sentences", RECORD_GONE),
    (interface_item("el", RECORD, "Καταγράψτε τη στο {file}."), "sentences", RECORD_GONE),
    # an inner condition with its alternative dropped whole
    (interface_item("zh", PAIR, "为每对计分：保留其自己的百分比（{law}）。"), "sentences", PAIR_GONE),
    (interface_item("el", PAIR, "Βαθμολογήστε κάθε ζεύγος: κρατήστε το δικό του ποσοστό (Νόμος {law})."), "sentences",
     PAIR_GONE),
], [
    interface_item("zh", PLAYER, "每名牌手都是参赛者：若毫无过错的牌手在本节其他牌上的得分超过60%，或直接过错的牌手低于40%，"
                                 "则改按该牌手自己的百分比给分（{law}）。"),
    interface_item("zh", PLAYER, "每名牌手都是参赛者：凡毫无过错而在本节其他牌上得分超过60%者，或直接过错而低于40%者，"
                                 "改按该牌手自己的百分比给分（{law}）。"),
    interface_item("zh", PLAYER, "每名牌手都是参赛者：改按该牌手自己的百分比给分（{law}），如果毫无过错的牌手在本节其他牌上的得分"
                                 "超过60%，或直接过错的牌手低于40%。"),
    interface_item("zh", PLAYER, "每名牌手都是参赛者：在本节其他牌上毫无过错而得分超过60%的牌手，或直接过错而低于40%的牌手，"
                                 "改按其自己的百分比给分（{law}）。"),
    interface_item("el", PLAYER, "Κάθε παίκτης είναι αγωνιζόμενος: όπου παίκτης που δεν έσφαλε κατά κανένα τρόπο έχει "
                                 "πάνω από 60% στις υπόλοιπες διανομές της ημερίδας, ή παίκτης που έσφαλε σαφώς κάτω από "
                                 "40%, δώστε σε αυτόν το δικό του ποσοστό (Νόμος {law})."),
    interface_item("el", PLAYER, "Κάθε παίκτης είναι αγωνιζόμενος: αν παίκτης που δεν έσφαλε κατά κανένα τρόπο έχει πάνω "
                                 "από 60% στις υπόλοιπες διανομές της ημερίδας, ή παίκτης που έσφαλε σαφώς κάτω από 40%, "
                                 "δώστε σε αυτόν το δικό του ποσοστό (Νόμος {law})."),
    interface_item("el", PLAYER, "Κάθε παίκτης είναι αγωνιζόμενος: δώστε σε αυτόν το δικό του ποσοστό (Νόμος {law}), αν "
                                 "παίκτης που δεν έσφαλε κατά κανένα τρόπο έχει πάνω από 60% στις υπόλοιπες διανομές της "
                                 "ημερίδας, ή παίκτης που έσφαλε σαφώς κάτω από 40%."),
    interface_item("zh", RECORD, "如果裁判在其他牌上判给超过60%的调整分，请将其记录在 {file} 中。"),
    interface_item("zh", RECORD, "凡裁判在其他牌上判给超过60%的调整分者，请将其记录在 {file} 中。"),
    interface_item("el", RECORD, "Όπου ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία πάνω από 60% στις άλλες διανομές, "
                                 "καταγράψτε τη στο {file}."),
    interface_item("el", RECORD, "Καταγράψτε τη στο {file}, αν ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία πάνω από "
                                 "60% στις άλλες διανομές."),
    interface_item("zh", PAIR, "为每对计分：若其在本节其他牌上的比赛分超过60%或低于40%，保留其自己的百分比（{law}）。"),
    interface_item("el", PAIR, "Βαθμολογήστε κάθε ζεύγος: όπου έχει πάνω από 60% των βαθμών αγώνα στις άλλες διανομές "
                               "της ημερίδας, ή έχει κάτω από 40%, κρατήστε το δικό του ποσοστό (Νόμος {law})."),
], measure=gained_or_paired)
