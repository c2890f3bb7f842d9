"""Conditions and scores the checks missed, each found once (issue 9 §2, fix9mb; tester t9aw zh_laws087, zh_msgs056,
zh_msgs057, zh_laws068, zh_laws093, and the engineers' leftovers).

1. "Both contestants" said as "either" (86B2(c) "If both contestants were at fault" as 如果任何一方参赛者有过错,
   任一方): 任何一方 / 任一方 is an "either side" (12B2's "advantageous to either side", 对任何一方有利), no "all":
   the quantifier changed, one finding; so is the Greek "οποιουδήποτε αγωνιζόμενου" (any one contestant) for it.
2. A bound made to take its number in (zh_msgs056 "more than 60%" as 达到60%, "reaching": a player with exactly
   60% now scored otherwise, Law 12C2(c)): 达到 and the Greek "φτάνει το" are "at least"; 高于, 逾, "ξεπερνά" none.
3. "At least as much" said as "less favourable" (zh_msgs057 至少同样有利 as 更不利, 较差): the opposite, one finding,
   as the Greek "αξίζει λιγότερο" is.
4. A kind of adjusted score replaced at one of two places (zh_laws068: 12C1(a) names 裁定调整分 twice, "… is able to
   award an assigned adjusted score, he does so"; 人为调整分 at one place): counted per aligned sentence, as "who
   acts" is (fix9ka): the artificial score in a sentence whose English names only the assigned one.
5. A restriction dropped outright: 12C2(d) "during the same session" (在同一节中 left out: zh_laws093) is "the same
   session" dropped, the rule widened - not the term "session" missing; 12A2 "normal play" as "το παίξιμο" ("play":
   the qualifier deleted); a session said as a match stays that finding alone.
6. Someone else acts: 86B1's Director as "ο Οργανωτής", 组织者 (the organiser, the Tournament Organizer's word).
7. A possibility stated as a fact: 12C1(e) "might have hoped" as "ελπίζει" ("hopes"), 它希望; "θα ήλπιζε",
   它原本会希望 (would have hoped), "ίσως", 也许 none.  A certainty is quoted against the English's possibility
   nearest its place, not the text's first.
8. A "before" / "until" dropped or widened ("Enter came before this question was shown" as "το Enter ήρθε", 到达;
   "πριν ή μετά", 之前或之后): the time limit's finding, as "within the period" has (fix9kd).
"""

from __future__ import annotations

import pytest

from tests.support import (edit_findings, edits_test, findings_test, limit_missing, limit_widened,
                           made_certain, quantifier_changed, restriction_dropped, shipped_message, someone_else,
                           stated_as_fact)

# the tester's own correct Chinese fills of empty entries (t9aw's "pre": /work/notes/s31/t9aw/in_zh_laws.jsonl)
FILL_12C1A = "违规发生后，如果本规则授权裁判调整分数，并且裁判能够判给裁定调整分，裁判就判给裁定调整分。该分数取代打牌所得的分数。"
FILL_86B2C = "如果双方参赛者都有过错，裁判应取消该副（或该几副）牌并判给一个或多个人为调整分[参见第12条C款2项]。"
FILL_12C2D = ("主管机构可以对参赛者在同一节中多副牌未能取得结果的情况作出规定。对其后每一副牌判给的分数，可以通过规程改变上述(a)项和"
              "(b)项规定的分数。")


def _assigned(found: str, lang: str) -> tuple[str, str, str]:
    expected = "裁定调整分 / 裁定的调整分" if lang == "zh" else "κατ' εκτίμηση επανορθωτική βαθμολογία / κατ' εκτίμηση βαθμολογία"
    return ("terminology", "error", f"'{found}' where the term for 'assigned adjusted score' is expected ('{expected}')")


def _boundary(number: str) -> tuple[str, str, str]:
    return ("number", "error", f"{number} goes with 'more than / less than (the number itself excluded)' in the "
                               "English but with 'at least / at most (the number itself included)' in the translation")


def _reversed(english: str, found: str) -> tuple[str, str, str]:
    return ("terminology", "error", f"the English says '{english}', the translation its opposite '{found}': the "
                                    "meaning reversed?")


FILLS = {"12C1(a)": FILL_12C1A, "86B2(c)": FILL_86B2C, "12C2(d)": FILL_12C2D}
FILL_ROWS = [
    # the tester's inputs on its fills (zh_laws087, zh_laws068, zh_laws093)
    ("86B2(c)", "如果双方参赛者都有过错", "如果任何一方参赛者有过错", quantifier_changed("both contestants", "任何一方参赛者")),
    ("12C1(a)", "裁判能够判给裁定调整分", "裁判能够判给人为调整分", [_assigned("人为调整分", "zh")]),
    ("12C2(d)", "在同一节中多副牌", "在多副牌", [restriction_dropped("the same session")]),
    # new: "either" said as 任一方; the other place of the two made artificial; both places
    ("86B2(c)", "如果双方参赛者都有过错", "如果任一方参赛者有过错", quantifier_changed("both contestants", "任一方参赛者")),
    ("12C1(a)", "裁判就判给裁定调整分", "裁判就判给人为调整分", [_assigned("人为调整分", "zh")]),
    ("12C1(a)", "裁判能够判给裁定调整分，裁判就判给裁定调整分", "裁判能够判给人为调整分，裁判就判给人为调整分",
     [_assigned("人为调整分", "zh")]),
    # correct rewordings: 均 for 都, 两方; "he does so" not naming the score again; 相同的一节
    ("86B2(c)", "如果双方参赛者都有过错", "如果双方参赛者均有过错", []),
    ("86B2(c)", "如果双方参赛者都有过错", "如果两方参赛者都有过错", []),
    ("12C1(a)", "裁判就判给裁定调整分", "裁判就这样做", []),
    ("12C1(a)", "裁判能够判给裁定调整分", "裁判能够判给裁定的调整分", []),
    ("12C2(d)", "在同一节中多副牌", "在相同的一节中多副牌", []),
]


@pytest.mark.parametrize("paragraph, old, new, expected", FILL_ROWS,
                         ids=[f"zh-{p}-{old}-{new}" for p, old, new, _e in FILL_ROWS])
def test_edits_of_the_testers_fills(paragraph, old, new, expected):
    """The tester's Chinese fills of empty law entries, edited: each defect one finding, a rewording none."""
    assert edit_findings("zh", paragraph, old, new, FILLS[paragraph]) == expected


test_law_edits = edits_test([
    # 1. "either side" (12B2's own 任何一方) said as 任一方: still "either"; the Greek "both" said as "any one"
    # (οποιουδήποτε, singular) or "either of the two"; αμφότεροι none
    ("zh", "12B2", "对任何一方有利", "对任一方有利"),
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "οποιουδήποτε αγωνιζόμενου",
     quantifier_changed("both contestants", "οποιουδήποτε αγωνιζόμενου")),
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "οποιουδήποτε από τους δύο αγωνιζόμενους",
     quantifier_changed("both contestants", "οποιουδήποτε από τους δύο αγωνιζόμενους")),
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "αμφότερων των αγωνιζόμενων"),
    # 4. the assigned score as artificial in 86B1
    ("el", "86B1", "θα επιδικάσει κατ' εκτίμηση επανορθωτική βαθμολογία", "θα επιδικάσει τεχνητή επανορθωτική βαθμολογία",
     [_assigned("τεχνητή επανορθωτική", "el")]),
    ("zh", "86B1", "裁判应判给裁定调整分", "裁判应判给人为调整分", [_assigned("人为调整分", "zh")]),
    # 5. "the same session" dropped; said as "one session" (fix9hd) or "της αυτής" none; a session said as a match is
    # that finding alone
    ("el", "12C2(d)", "κατά τη διάρκεια της ίδιας ημερίδας", "κατά τη διάρκεια ημερίδας", [restriction_dropped("the same session")]),
    ("el", "12C2(d)", ", κατά τη διάρκεια της ίδιας ημερίδας", "", [restriction_dropped("the same session")]),
    ("zh", "12C2(d)", "在同一节比赛中", "在比赛中",
     [("terminology", "error", "the English says 'session', the translation '比赛': the score of another period of "
                               "play?")]),
    ("zh", "12C2(d)", "在同一节比赛中", "在一节比赛中"),
    ("el", "12C2(d)", "της ίδιας ημερίδας", "μιας και της αυτής ημερίδας"),
    # 5. "normal play" as "play"; ομαλό, συνηθισμένο none; the degree of 12C1(e) as before (fix9ga)
    ("el", "12A2", "το κανονικό παίξιμο", "το παίξιμο", [restriction_dropped("normal play")]),
    ("el", "12A2", "το κανονικό παίξιμο", "το ομαλό παίξιμο"),
    ("el", "12A2", "το κανονικό παίξιμο", "το συνηθισμένο παίξιμο"),
    ("el", "12C1(e)", "εξαιρετικά σοβαρό", "σοβαρό", [restriction_dropped("extremely serious")]),
    # 2. 达到 in a law: 12C2(c) "more than 60%" reached; 高于 none
    ("zh", "12C2(c)", "得分超过可得比赛分60%", "得分达到可得比赛分60%", [_boundary("60%")]),
    ("zh", "12C2(c)", "得分超过可得比赛分60%", "得分高于可得比赛分60%"),
    # 6. the Director made the organiser (t9aw's leftover: 86B1 Διαιτητής -> Οργανωτής)
    ("el", "86B1", "ο Διαιτητής θα επιδικάσει", "ο Οργανωτής θα επιδικάσει",
     someone_else("Οργανωτής", "Tournament Organizer", "Director", "Διαιτητής")),
    ("el", "86B1", "όταν ο Διαιτητής επιδικάζει", "όταν ο Οργανωτής επιδικάζει",
     someone_else("Οργανωτής", "Tournament Organizer", "Director", "Διαιτητής")),
    ("zh", "86B1", "裁判应判给", "组织者应判给", someone_else("组织者", "Tournament Organizer", "Director", "裁判")),
    ("zh", "86B1", "当裁判判给", "当组织方判给", someone_else("组织方", "Tournament Organizer", "Director", "裁判")),
    # 7. "might have hoped" as "hopes" (t9aw's leftover), and as the past "ήλπιζε"; the conditional, ίσως, 也许 none
    ("el", "12C1(e)", "θα μπορούσε να ελπίζει", "ελπίζει", [stated_as_fact("might have hoped")]),
    ("zh", "12C1(e)", "它原本可能希望", "它希望", [stated_as_fact("might have hoped")]),
    ("el", "12C1(e)", "θα μπορούσε να ελπίζει", "ήλπιζε", [stated_as_fact("might have hoped")]),
    ("el", "12C1(e)", "θα μπορούσε να ελπίζει", "θα ήλπιζε"),
    ("el", "12C1(e)", "θα μπορούσε να ελπίζει", "ίσως ήλπιζε"),
    ("zh", "12C1(e)", "它原本可能希望", "它原本会希望"),
    ("zh", "12C1(e)", "它原本可能希望", "它也许希望"),
    # (made certain: the certainty's finding, fix9kd)
    ("zh", "12C1(e)", "它原本可能希望", "它必然希望", [made_certain("might have", "必然")]),
], doc="Law texts: each defect of these kinds one finding, a correct rewording none.")


PERCENT = ("Each player is a contestant: where a player in no way at fault has more than 60% on the other boards of the "
           "session, or one directly at fault less than 40%, give that player his own percentage instead (Law {law}).")
NO_DAMAGE = "No damage: the table result is worth at least as much to the non-offending side (Law {law})."
TOO_EARLY = "Too early: Enter came before this question was shown; nothing recorded. Press Enter again to skip it."
BURST = "{key} came in the same burst as the key that asked, before the question was shown: not taken. Press {key} again."
CONTRAST = ("The result at the other table between the same contestants is clearly favourable to one side: an assigned "
            "adjusted score, not an artificial one (Law {law}).")
SHOWN = "before this question was shown"

MESSAGE_ROWS = [
    # 2. the tester's input (zh_msgs056), then 达到或超过, the Greek "reaches"; 高于, 逾, ξεπερνά, "more than" none
    (PERCENT, "zh", "得分超过60%", "得分达到60%", [_boundary("60%")]),
    (PERCENT, "zh", "得分超过60%", "得分达到或超过60%", [_boundary("60%")]),
    (PERCENT, "el", "έχει πάνω από 60%", "φτάνει το 60%", [_boundary("60%")]),
    (PERCENT, "el", "έχει πάνω από 60%", "φτάνει ή ξεπερνά το 60%", [_boundary("60%")]),
    (PERCENT, "zh", "得分超过60%", "得分高于60%", []),
    (PERCENT, "zh", "得分超过60%", "得分逾60%", []),
    (PERCENT, "el", "έχει πάνω από 60%", "ξεπερνά το 60%", []),
    (PERCENT, "el", "έχει πάνω από 60%", "έχει περισσότερο από 60%", []),
    # 3. the tester's input (zh_msgs057) and its Greek; 较差, 较为不利; "at least as" reworded none
    (NO_DAMAGE, "zh", "至少同样有利", "更不利", [_reversed("at least", "更不利")]),
    (NO_DAMAGE, "el", "αξίζει τουλάχιστον το ίδιο", "αξίζει λιγότερο", [_reversed("at least", "λιγότερο")]),
    (NO_DAMAGE, "zh", "至少同样有利", "较差", [_reversed("at least", "较差")]),
    (NO_DAMAGE, "zh", "至少同样有利", "较为不利", [_reversed("at least", "较为不利")]),
    (NO_DAMAGE, "zh", "至少同样有利", "至少一样有利", []),
    (NO_DAMAGE, "zh", "至少同样有利", "不低于同等有利", []),
    (NO_DAMAGE, "el", "αξίζει τουλάχιστον το ίδιο", "αξίζει όχι λιγότερο", []),
    # 8. "before" dropped or widened; προτού, 以前 none; made "after": the opposite's finding alone
    (TOO_EARLY, "el", "ήρθε πριν φανεί η ερώτηση", "ήρθε", [limit_missing(SHOWN)]),
    (TOO_EARLY, "zh", "在本问题显示之前到达", "到达", [limit_missing(SHOWN)]),
    (TOO_EARLY, "el", "ήρθε πριν φανεί η ερώτηση", "ήρθε πριν ή μετά φανεί η ερώτηση", [limit_widened(SHOWN, "μετά")]),
    (TOO_EARLY, "zh", "在本问题显示之前到达", "在本问题显示之前或之后到达", [limit_widened(SHOWN, "之后")]),
    (BURST, "zh", "（问题尚未显示）", "", [limit_missing("before the question was shown")]),
    (BURST, "el", ", πριν εμφανιστεί η ερώτηση", "", [limit_missing("before the question was shown")]),
    (TOO_EARLY, "el", "ήρθε πριν φανεί η ερώτηση", "ήρθε μετά φανεί η ερώτηση", [_reversed("before", "μετά")]),
    (TOO_EARLY, "zh", "在本问题显示之前到达", "在本问题显示之后到达", [_reversed("before", "之后")]),
    (TOO_EARLY, "el", "ήρθε πριν φανεί η ερώτηση", "ήρθε προτού φανεί η ερώτηση", []),
    (TOO_EARLY, "zh", "在本问题显示之前到达", "在本问题显示以前到达", []),
    (BURST, "el", "πριν εμφανιστεί η ερώτηση", "προτού εμφανιστεί η ερώτηση", []),
    # 4. the English's contrast names the artificial score: 人为调整分 there is that term's
    (CONTRAST, "zh", "判给裁定调整分，而非人为调整分", "判给裁定调整分而不是人为调整分", []),
]


@pytest.mark.parametrize("english, lang, old, new, expected", MESSAGE_ROWS,
                         ids=[f"{lang}-{old}-{new}" for _e, lang, old, new, _x in MESSAGE_ROWS])
def test_message_edits(english, lang, old, new, expected):
    """Interface strings edited: each defect one finding, a rewording none (the shipped text has none)."""
    from tests.support import findings

    shipped = shipped_message(lang, english)
    assert old in shipped
    assert findings(english, shipped, lang) == []
    assert findings(english, shipped.replace(old, new, 1), lang) == expected


UNTIL = "Keep the entry until the review ends."
POSSIBLE = "The score is probably right, and the result could be known to a contestant."

test_written = findings_test([
    # 8. "until" kept, dropped, widened
    (UNTIL, "保留该条目，直到审校结束。", "zh"),
    (UNTIL, "Κρατήστε την καταχώριση μέχρι να τελειώσει ο έλεγχος.", "el"),
    (UNTIL, "保留该条目。", "zh", [limit_missing("until the review ends")]),
    (UNTIL, "Κρατήστε την καταχώριση.", "el", [limit_missing("until the review ends")]),
    (UNTIL, "Κρατήστε την καταχώριση μέχρι και μετά το τέλος του ελέγχου.", "el",
     [limit_widened("until the review ends", "μετά")]),
    # 7. the certainty quoted against the possibility nearest it (t9aw's leftover: the first was quoted)
    (POSSIBLE, "分数可能正确，参赛者肯定知道该结果。", "zh", [made_certain("could be", "肯定")]),
    (POSSIBLE, "Η βαθμολογία είναι πιθανώς σωστή, και το αποτέλεσμα είναι σίγουρα γνωστό σε έναν αγωνιζόμενο.", "el",
     [made_certain("could be", "σίγουρα")]),
    (POSSIBLE, "分数肯定正确，参赛者可能知道该结果。", "zh", [made_certain("probably", "肯定")]),
], doc="'until' dropped or widened; a certainty named against the English's nearest possibility.")
