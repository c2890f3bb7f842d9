"""Who acts (issue 9 §2, fix9ka): tester t9av's misses (/tmp/t9av/REPORT.md) - a person or body of the family "who"
replaced by another, or added, is one finding naming it.

The rule (:func:`helper.catalog.checks.who.who_replaced`, per pair of aligned sentences):

- the partner and the opponent are members of the family (glossary ``families: who``), beside the Director, the
  Regulating Authority, the Tournament Organizer, the contestant, the player, the captain and the committee: 86B2(b)
  "the score awarded to their opponents" as "στον συμπαίκτη του" / 其同伴 (v194, v360), 12C2(c)'s contestants as
  "Στους αντιπάλους τους" (v127);
- by count: a member the English sentence names is said added beyond the English's count (less its pronouns "he",
  "him", said as the noun again), so a second Director in the place of 86B2(a)'s contestant is one error (v348);
- a member the English names nowhere (a side, a pair or a team names the contestant, "members" the player; where the
  English names no one at all, the Director is the laws' agent) said by the translation in no one's place is added:
  one error "the translation adds …" (v089, v252, v292, v479);
- the words that complete a member's name ("ο αρχηγός της ομάδας", 队式赛队长) are no limit added (v033: the
  "adds 'ομάδας', a limit" error and the missing-Director warning gave way to the one captain-for-Director error).

A pronoun (其, 他, αυτός, ο ίδιος), the noun said again for the English's "he" (el 12A1 "όταν ο Διαιτητής κρίνει",
an error on main), the players for "members" and a change of word order give none.
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, edits_test, findings_test, instead_of, someone_else




def added(found: str, other: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the translation adds '{found}' ('{other}'), whom the English does not name: "
                                     "someone else acts or decides?")]


ZH_CONTESTANT = "参赛者 / 比赛方 / 赛员 / 参赛方"

# the tester's own correct Chinese (t9av "pre"), written into an empty entry before the edit
FILLS = {
    "12C1(a)": "当违规发生后，本规则授权裁判调整分数，且裁判能够判给裁定调整分时，裁判就应这样做。此分数取代实际打牌所得的分数。",
    "12C1(e)(i)": "违规方得到其违规经纠正后本应得到的分数。",
    "86B2(a)": "如果没有参赛者有过错，裁判应取消该副牌并判给一个或多个人为调整分[参见第12条C款2项]，或者如果时间允许，打一副或多副"
               "替换牌（但参见上述A款）。",
    "86B2(b)": "如果只有一个参赛者有过错，裁判应就每副相关的牌，判给非违规方平均正分的人为调整分[参见第12条C款2项(b)]或裁定调整分，"
               "以较有利者为准。违规方应得到判给其对手的分数的补数。",
}


@pytest.mark.parametrize("paragraph, old, new, expected", [
    ("86B2(b)", "判给其对手的分数", "判给其同伴的分数", instead_of("同伴", "partner", "opponent")),  # v360
    # (fix9mc: the English's "he does so" is the Director's: the player said where the Director is expected)
    ("12C1(a)", "本规则授权裁判调整分数", "本规则授权牌手调整分数",  # v252
     someone_else("牌手", "player", "Director", "裁判")),
    ("86B2(a)", "如果没有参赛者有过错", "如果裁判没有过错",  # v348
     someone_else("裁判", "Director", "contestant", ZH_CONTESTANT)),
    ("12C1(e)(i)", "违规方得到其违规经纠正后", "违规方的同伴得到其违规经纠正后", added("同伴", "partner")),  # v292
    # correct: the pronoun for the opponents dropped, the Director's noun for "he" a pronoun
    ("86B2(b)", "判给其对手的分数", "判给对手的分数", []),
    ("12C1(a)", "裁判就应这样做", "他就应这样做", []),
])
def test_tester_t9av_chinese_on_its_fills(paragraph, old, new, expected):
    """t9av's zh inputs on its own fills: exactly the one finding naming the member in another's place or added."""
    assert edit_findings("zh", paragraph, old, new, clean=FILLS[paragraph]) == expected


test_tester_t9av_greek = edits_test([
    ("el", "86B2(b)", "στον αντίπαλό του", "στον συμπαίκτη του", instead_of("συμπαίκτη", "partner", "opponent")),  # v194
    ("el", "12C2(c)", "Σε αυτούς τους αγωνιζόμενους επιδικάζεται", "Στους αντιπάλους τους επιδικάζεται",  # v127
     someone_else("αντιπάλους", "opponent", "contestant", "αγωνιζόμενος")),
    ("el", "12C1(e)(i)", "της ανωμαλίας που διέπραξε", "της ανωμαλίας που διέπραξε ο Διαιτητής",  # v089
     added("Διαιτητής", "Director")),
    # v033: was "adds 'ομάδας', a limit" and the missing-Director warning
    ("el", "12A3", "Ο Διαιτητής μπορεί", "Ο αρχηγός της ομάδας μπορεί",
     someone_else("αρχηγός", "captain", "Director", "Διαιτητής")),
    # fix9ja's leftover: the noun said again for "when he judges" (a Director-for-contestant error on main)
    ("el", "12A1", "όταν κρίνει ότι", "όταν ο Διαιτητής κρίνει ότι"),
], doc="t9av's Greek who-acts inputs: one finding each; the Director said again for 'he' none.")

test_a_member_replaced_by_count = edits_test([
    # the partner or the opponent in another's place (the 2017 Chinese of tests/test_catalog_fix9e.py)
    ("zh", "86B2(b)", "与其对手所得分数", "与其同伴所得分数", instead_of("同伴", "partner", "opponent")),
    ("zh", "12C2(c)", "这些参赛者得到", "其对手得到", someone_else("对手", "opponent", "contestant", ZH_CONTESTANT)),
    ("el", "86B2(a)", "σφάλμα κανενός αγωνιζόμενου", "σφάλμα κανενός αντιπάλου",
     someone_else("αντιπάλου", "opponent", "contestant", "αγωνιζόμενος")),
    # a second Director in the contestants' place, the English's first still said
    ("zh", "86B2(c)", "如果双方参赛者都有过错", "如果裁判有过错",
     someone_else("裁判", "Director", "contestant", ZH_CONTESTANT)),
    ("el", "86B2(c)", "σφάλμα και των δύο αγωνιζόμενων", "σφάλμα του Διαιτητή",
     someone_else("Διαιτητή", "Director", "contestant", "αγωνιζόμενος")),
    # (12C4's "the average of them" is the scores: "them" no person said again)
    ("zh", "12C4", "每一参赛者在该副牌上的分数", "裁判在该副牌上的分数",
     someone_else("裁判", "Director", "contestant", ZH_CONTESTANT)),
    ("el", "12C4", "η βαθμολογία κάθε αγωνιζόμενου", "η βαθμολογία του Διαιτητή",
     someone_else("Διαιτητή", "Director", "contestant", "αγωνιζόμενος")),
    # the team captain for the Director: the team no limit of the rule
    ("el", "12C1(b)", "Όταν ο Διαιτητής επιδικάζει", "Όταν ο αρχηγός της ομάδας επιδικάζει",
     someone_else("αρχηγός", "captain", "Director", "Διαιτητής")),
    ("zh", "12A3", "裁判可判给", "队式赛队长可判给", someone_else("队长", "captain", "Director", "裁判")),
    ("zh", "12A3", "裁判可判给", "球队的队长可判给", someone_else("队长", "captain", "Director", "裁判")),
    # correct: pronouns, the players for "members", a contestant for a side
    ("zh", "12A1", "裁判可判给非违规参赛者", "他可判给非违规参赛者"),
    ("zh", "86B2(b)", "与其对手所得分数", "与对手所得分数"),
    ("el", "86B2(b)", "στον αντίπαλό του", "στους αντιπάλους του"),
    ("zh", "12C3", "违规方两名成员", "违规方两名牌手"),
    ("el", "12C3", "στα δύο μέλη του υπαίτιου άξονα", "στους δύο παίκτες του υπαίτιου άξονα"),
    ("zh", "12C1(a)", "裁判应当这样做", "他应当这样做"),
    ("el", "12C4", "σε κάθε άξονα", "σε κάθε αγωνιζόμενο"),
    ("zh", "12C4", "判给每一方", "判给每一参赛者"),
    ("el", "12A1", "όταν κρίνει ότι", "όταν ο ίδιος κρίνει ότι"),
    ("el", "12A1", "Ο Διαιτητής μπορεί να επιδικάσει", "Μπορεί να επιδικάσει ο Διαιτητής"),
], doc="Laws: another member in a member's place (the partner, the opponent, a second Director, the team captain) "
       "is one error naming both; pronouns and rewordings none.")

test_a_member_added = edits_test([
    # fix9ja's leftover: was missed; fix9mc: "when he judges" is the Director's, the committee said in his place
    ("zh", "12A1", "当裁判判定", "当委员会判定", someone_else("委员会", "committee", "Director", "裁判")),
    ("zh", "12B1", "损害是指由于违规", "裁判认为损害是指由于违规", added("裁判", "Director")),
    ("el", "12B1", "Υπάρχει ζημιά όταν", "Ο Διαιτητής κρίνει ότι υπάρχει ζημιά όταν", added("Διαιτητής", "Director")),
    ("el", "12C1(e)(ii)", "που προκάλεσε μόνος του", "που προκάλεσε ο συμπαίκτης του", added("συμπαίκτης", "partner")),
    ("zh", "12C1(e)(i)", "违规方得到的分数", "违规方的队长得到的分数", added("队长", "captain")),
    ("el", "12C1(e)(i)", "Ο υπαίτιος άξονας λαμβάνει", "Ο αρχηγός του υπαίτιου άξονα λαμβάνει", added("αρχηγός", "captain")),
], doc="Laws: a member the English names nowhere said by the translation: one error naming it.")

COMPLEMENT = "{side}: the complement of the opponents' score"
KNOWN = "Could the final result of the match without this board be known to a contestant?"
OFFENDING = "the offending contestant"
APPEAL = "Tell the players of their right to appeal."
ALONE = "in an individual event, the offending player (each player is a contestant): the penalty is his alone"
AWARD = "shall award artificial adjusted scores"

test_interface_strings = findings_test([
    (ALONE, "个人赛中违规的牌手（每位牌手都是参赛者）：罚分由他的同伴承担", "zh", added("同伴", "partner")),  # t9av v479
    (ALONE, "σε ατομικό αγώνα, ο παίκτης που παρέβη (κάθε παίκτης είναι αγωνιζόμενος): η ποινή βαραίνει τον συμπαίκτη "
            "του", "el", added("συμπαίκτη", "partner")),
    (COMPLEMENT, "{side}: η συμπληρωματική της βαθμολογίας του συμπαίκτη", "el",
     instead_of("συμπαίκτη", "partner", "opponent")),
    (COMPLEMENT, "{side}：同伴得分的补数", "zh", instead_of("同伴", "partner", "opponent")),
    (KNOWN, "Θα μπορούσε ένας αντίπαλος να γνωρίζει το τελικό αποτέλεσμα του αγώνα χωρίς αυτή τη διανομή;", "el",
     someone_else("αντίπαλος", "opponent", "contestant", "αγωνιζόμενος")),
    (KNOWN, "对手是否可能知道除去这副牌后的比赛最终结果？", "zh", someone_else("对手", "opponent", "contestant", ZH_CONTESTANT)),
    (KNOWN, "裁判是否可能知道除去这副牌后的比赛最终结果？", "zh", someone_else("裁判", "Director", "contestant", ZH_CONTESTANT)),
    (OFFENDING, "ο υπαίτιος αγωνιζόμενος και ο συμπαίκτης του", "el", added("συμπαίκτης", "partner")),
    (OFFENDING, "违规的参赛者及其同伴", "zh", added("同伴", "partner")),
    (APPEAL, "告知牌手及其队长其有申诉的权利。", "zh", added("队长", "captain")),
    (APPEAL, "Ενημερώστε τους παίκτες και τον αρχηγό τους για το δικαίωμα έφεσης.", "el", added("αρχηγό", "captain")),
    # correct wordings
    (COMPLEMENT, "{side}：对手得分的补数", "zh"),
    (COMPLEMENT, "{side}: η συμπληρωματική της βαθμολογίας των αντιπάλων του", "el"),
    (OFFENDING, "ο αγωνιζόμενος που παρέβη", "el"),
    (APPEAL, "告知各位牌手，他们有权申诉。", "zh"),
    (ALONE, "σε ατομικό αγώνα, ο παίκτης που παρέβη (κάθε παίκτης είναι αγωνιζόμενος): η ποινή βαραίνει μόνο τον ίδιο",
     "el"),
    (ALONE, "个人赛中违规的牌手（每位牌手都是参赛者）：罚分只由其本人承担", "zh"),
    # the Director the laws' agent where the English names no one
    (AWARD, "裁判应判给人为调整分。", "zh"),
    (AWARD, "ο Διαιτητής θα επιδικάσει τεχνητές επανορθωτικές βαθμολογίες", "el"),
], doc="Interface strings: a partner, an opponent, a captain in another's place or added: one error; rewordings none.")
