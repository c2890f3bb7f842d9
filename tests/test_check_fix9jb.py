"""Alternatives dropped and conditions changed, each found once and named as such (issue 9 §2, fix9jb; tester t9at).

1. An alternative of the English ("or X": a noun, an adjective, a clause, a score) missing in its aligned sentence is
   ONE finding naming X, and what follows only from X's absence (its terms, its numbers, its negation) is not said
   again: Law 12C1(d) "numerous or not obvious" as πολλές / 很多 was a negation dropped, 86B2(b) without "or an
   assigned adjusted score" a term error on the kept "τεχνητή", 86B3 "the same or multiple contestants" as 相同参赛者
   nothing; 86B2(a) without "or, if time permits, play one or more substitute boards" and 12C2(c) without "or for an
   offending contestant that obtains … less than 40% …" said a term or the 40% too.  The alternative runs into its
   relative clause ("… contestant that obtains …") and past its own condition ("or, if time permits, play …").
   είτε … είτε, ή, 或者, 或是, "ούτε … ούτε", 既未…也未 (a negated alternative), a list said with 、 ("N, E, S or W"),
   another order: none.
2. A concession made a condition (12C3 "even though only one of them may be responsible" as "μόνο αν ευθύνονται και
   τα δύο", 只有两人都…才, 仅当): one finding naming the concession, its count changed with it ("only one" / 两) not
   said again.  παρόλο που, έστω κι αν, αν και, 尽管, 虽然, 哪怕 (concessions all) none: "παρόλο που" was said a
   condition missing, its "if" a concession and a duty made a permission.
3. A comparison reversed (12C2(c) "exceeding 60%" as "υπολείπεται του 60%", "falls short of"; more than / less than,
   at least / at most, 超过 / 低于 / 不足): the number finding that the bound changed, "60% goes with 'at least / more
   than' in the English but with 'at most / less than' in the translation" (υπολείπεται was no bound: "60% is
   qualified by nothing"); "είναι μεγαλύτερη από", "κάτω του", 高于 none.
5. A quantifier changed: "only one contestant" as "both" (双方参赛者, "και των δύο"), "between the same contestants" as
   "any" (任何, οποιωνδήποτε), and the other way, 12B1 "any advantage" as "the same" (相同利益, 同样的, "το ίδιο
   πλεονέκτημα": a miss in Greek, and in Chinese a quantifier finding naming 一方所得的牌): one terminology finding
   each; κάθε, 一切 none.
4. A negation dropped is counted per aligned sentence with the Chinese negated words that render an English word with
   no "not" (不利 for "less favourable") left out: 12B1 "had the infraction not occurred" as 比发生违例时 beside 更不利
   was balanced by the 不 of 不利.
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, edits_test, findings_test


def _alternative(text: str) -> tuple[str, str, str]:
    return ("sentences", "error", f"the alternative '{text}' of the English is missing in the translation: "
                                  "the rule narrowed?")


def _made_condition(english: str, found: str) -> tuple[str, str, str]:
    return ("negation", "error", f"the English's concession '{english}' (the rule applies all the same) is a "
                                 f"condition in the translation ('{found}'): the rule now applies only then?")


def _bound(number: str, english: str, found: str) -> tuple[str, str, str]:
    return ("number", "error", f"{number} goes with '{english}' in the English but with '{found}' in the translation")


MORE, LESS = "at least / more than", "at most / less than"
GAMBLING = "or by a gambling action, which if unsuccessful it might hav…"
OFFENDING = "or for an offending contestant that obtains a session score…"
DAMAGE = "Damage exists when, because of an infraction, an innocent s…"
NEGATION_12B1 = ("negation", "error", f"a negation of the English (not, no, unless) is missing in the translation of "
                                      f"'{DAMAGE}': a prohibition made a permission, or a condition reversed?")

test_alternatives = edits_test([
    # the tester's inputs (t9at E-alt1, E-alt3, E-alt7, E-alt8)
    ("el", "12C1(d)", "πολλές ή όχι προφανείς", "πολλές", [_alternative("or not obvious")]),
    ("el", "86B2(b)", ", ή μία κατ' εκτίμηση επανορθωτική βαθμολογία, όποιο είναι καλύτερο", "",
     [_alternative("or an assigned adjusted score")]),
    ("el", "86B2(a)", ", ή, αν το επιτρέπει ο χρόνος, θα ζητήσει να παιχτούν μία ή περισσότερες διανομές, ως "
                      "αντικατάσταση", "", [_alternative("or, if time permits, play one or more substitute boards")]),
    ("el", "12C2(c)", ", ή για έναν υπαίτιο αγωνιζόμενο, του οποίου η βαθμολογία είναι μικρότερη από το 40% των "
                      "διαθέσιμων βαθμών αγώνα", "", [_alternative(OFFENDING)]),
    # new: the alternative kept its "whichever", a clause alternative with its relative clause, in Chinese too
    ("el", "86B2(b)", ", ή μία κατ' εκτίμηση επανορθωτική βαθμολογία", "", [_alternative("or an assigned adjusted score")]),
    ("el", "12C1(e)", " ή μία τυχοδιωκτική ενέργεια, που, αν ήταν ανεπιτυχής, θα μπορούσε να ελπίζει σε αποκατάσταση "
                      "μέσω επανόρθωσης", "", [_alternative(GAMBLING)]),
    ("zh", "12C1(d)", "很多或不明显", "很多", [_alternative("or not obvious")]),
    ("zh", "86B2(b)", "〔见第12条C款2项(b)〕或裁定调整分，取其中较有利者", "〔见第12条C款2项(b)〕，取其中较有利者",
     [_alternative("or an assigned adjusted score")]),
    ("zh", "86B3", "相同或多个参赛者", "相同参赛者", [_alternative("or multiple contestants")]),
    ("zh", "12C2(c)", "，或得分低于可得比赛分40%的违规参赛者", "", [_alternative(OFFENDING)]),
    ("zh", "12C1(e)", "或因赌博性行动而加重了自己所受的损害，而该赌博性行动若不成功，它原本可能希望通过纠正来挽回",
     "而加重了自己所受的损害", [_alternative(GAMBLING)]),
    # correct rewordings: είτε … είτε, another order, 或者 / 或是
    ("el", "12C1(d)", "πολλές ή όχι προφανείς", "είτε πολλές είτε όχι προφανείς"),
    ("el", "12C1(d)", "πολλές ή όχι προφανείς", "όχι προφανείς ή πολλές"),
    ("el", "86B2(b)", ", ή μία κατ'", ", είτε μία κατ'"),
    ("el", "86B2(b)", "είτε μία τεχνητή", "μία τεχνητή"),
    ("zh", "12C1(d)", "很多或不明显", "很多或者不明显"),
    ("zh", "12C1(d)", "很多或不明显", "很多或是不明显"),
    ("zh", "86B2(b)", "或裁定调整分", "或者裁定调整分"),
    ("zh", "86B3", "相同或多个参赛者", "相同或者多个参赛者"),
], doc="An 'or X' of the English missing in its sentence: one finding naming X (section 1).")

ORIGIN = "fuzzy entry whose comments do not name its origin or edition"
ESCAPE = "line {line}: an unescaped quote or a bad escape in a string"

test_interface_alternatives = findings_test([
    ("bracket or quote", "παρένθεσης", "el", [_alternative("or quote")]),
    ("bracket or quote", "括号", "zh", [_alternative("or quote")]),
    (ORIGIN, "模糊条目的注释未注明其来源", "zh", [_alternative("or edition")]),
    (ESCAPE, "第 {line} 行：字符串中有未转义的引号", "zh", [_alternative("or a bad escape in")]),
    (ESCAPE, "γραμμή {line}: εισαγωγικά χωρίς διαφυγή σε συμβολοσειρά", "el", [_alternative("or a bad escape in")]),
    # a negated alternative (ούτε, 既未…也未), another order, 或者, a list said with 、
    (ORIGIN, "ασαφής καταχώριση χωρίς αναφορά προέλευσης ούτε έκδοσης στα σχόλια", "el"),
    (ORIGIN, "模糊条目的注释既未注明其来源，也未注明版本", "zh"),
    ("bracket or quote", "εισαγωγικού ή παρένθεσης", "el"),
    ("bracket or quote", "括号或者引号", "zh"),
    ("{field}: declarer missing or not N, E, S or W: {value}.", "{field}：缺少庄家或庄家不是 N、E、S、W：{value}。", "zh"),
], doc="An interface string's 'or X' missing: one finding naming X (section 1).")

test_concessions = edits_test([
    # the tester's input (t9at E-cond18) and other wordings
    ("el", "12C3", "ακόμα κι αν μπορεί να ευθύνεται μόνο ένα από αυτά", "μόνο αν ευθύνονται και τα δύο",
     [_made_condition("even though", "μόνο αν ευθύνονται και τα δύο για")]),
    ("el", "12C3", "ακόμα κι αν μπορεί να ευθύνεται μόνο ένα από αυτά", "μόνο όταν ευθύνονται και τα δύο",
     [_made_condition("even though", "μόνο όταν ευθύνονται και τα δύο")]),
    ("el", "12C3", "ακόμα κι αν", "μόνο αν", [_made_condition("even though", "μόνο αν μπορεί να ευθύνεται μόνο")]),
    ("zh", "12C3", "即使其中只有一人可能对违规负有责任", "只有两人都对违规负有责任时才如此",
     [_made_condition("even though", "只有两人都对违规负有责任时才如此")]),
    ("zh", "12C3", "即使其中只有一人可能对违规负有责任", "仅当其中一人可能对违规负有责任时",
     [_made_condition("even though", "仅当其中一人可能对违规负有责任时")]),
    ("zh", "12C3", "即使其中只有一人可能对违规负有责任", "只有在其中一人可能对违规负有责任时才如此",
     [_made_condition("even though", "只有在其中一人可能对违规负有责任时才如此")]),
    # concessions all
    ("el", "12C3", "ακόμα κι αν", "παρόλο που"),
    ("el", "12C3", "ακόμα κι αν", "παρ' όλο που"),
    ("el", "12C3", "ακόμα κι αν", "έστω κι αν"),
    ("el", "12C3", "ακόμα κι αν", "αν και"),
    ("zh", "12C3", "即使", "尽管"),
    ("zh", "12C3", "即使", "虽然"),
    ("zh", "12C3", "即使其中", "哪怕其中"),
], doc="A concession made a condition: one finding naming it (section 2).")

test_comparisons = edits_test([
    ("el", "12C2(c)", "υπερβαίνει το 60%", "υπολείπεται του 60%", [_bound("60%", MORE, LESS)]),  # t9at E-cond3
    ("el", "12C2(c)", "μικρότερη από το 40%", "μεγαλύτερη από το 40%", [_bound("40%", LESS, MORE)]),
    ("el", "12C2(a)", "τουλάχιστον 60%", "το πολύ 60%", [_bound("60%", MORE, LESS)]),
    ("el", "12C2(a)", "το πολύ 40%", "τουλάχιστον 40%", [_bound("40%", LESS, MORE)]),
    ("zh", "12C2(c)", "超过可得比赛分60%", "低于可得比赛分60%", [_bound("60%", MORE, LESS)]),
    ("zh", "12C2(c)", "超过可得比赛分60%", "不足可得比赛分60%", [_bound("60%", MORE, LESS)]),
    ("zh", "12C2(c)", "低于可得比赛分40%", "超过可得比赛分40%", [_bound("40%", LESS, MORE)]),
    ("zh", "12C2(a)", "至少为60%", "至多为60%", [_bound("60%", MORE, LESS)]),
    ("el", "12C2(c)", "υπερβαίνει το 60%", "είναι μεγαλύτερη από το 60%"),
    ("el", "12C2(c)", "μικρότερη από το 40%", "κάτω του 40%"),
    ("zh", "12C2(c)", "超过", "高于"),
], doc="A comparison reversed: the bound said changed (section 3).")

test_negations = edits_test([
    ("el", "12B1", "αν δεν είχε συμβεί", "αν είχε συμβεί", [NEGATION_12B1]),
    ("zh", "12B1", "违规未发生时", "违规发生时", [NEGATION_12B1]),
], doc="A negation of a clause dropped (section 4).")

# the tester's own correct Chinese (t9at "pre"), written into an empty entry before the edit
FILLS = {
    "12B1": "调整分的目的是弥补非违规方所受的损害，并取消违规方通过其违例获得的任何利益。如果由于违例，无辜的一方在牌桌上"
            "取得的结果比没有发生违例时所预期的结果更不利，则存在损害。",
    "12C1(d)": "如果可能的结果很多或不明显，裁判可以判给人为调整分（参见本条C款2项）。",
    "86B3": "对于相同或多个参赛者之间只在一张牌桌上打过的牌，主管单位可以作出不同的规定。对每一副这样的牌所判的分数可以由"
            "规章作出不同于B2所规定的分数，但如果没有相关规章，裁判按上述规定处理。",
}


@pytest.mark.parametrize("paragraph, old, new, expected", [
    ("12B1", "比没有发生违例时", "比发生违例时", [NEGATION_12B1]),  # t9at Z-cond15b
    ("12B1", "比没有发生违例时", "比未发生违例时", []),
    ("12C1(d)", "很多或不明显", "很多", [_alternative("or not obvious")]),  # t9at Z-alt1
    ("86B3", "相同或多个参赛者", "相同参赛者", [_alternative("or multiple contestants")]),  # t9at Z-alt5
    ("86B3", "相同或多个参赛者", "相同或是多个参赛者", []),
])
def test_tester_fills(paragraph, old, new, expected):
    """The tester's zh inputs on its own fills: exactly the one finding (sections 1 and 4)."""
    assert edit_findings("zh", paragraph, old, new, clean=FILLS[paragraph]) == expected


def _opposite(english: str, found: str) -> tuple[str, str, str]:
    return ("terminology", "error", f"the English says '{english}', the translation its opposite '{found}': the "
                                    "meaning reversed?")


def _only_one(found: str) -> tuple[str, str, str]:
    return ("terminology", "error", f"the English says 'only one contestant', the translation '{found}': does the "
                                    "rule now concern other contestants?")


test_quantifiers = edits_test([
    ("zh", "86B2(b)", "只有一方参赛者", "双方参赛者", [_only_one("双方参赛者")]),
    ("el", "86B2(b)", "ενός μόνο αγωνιζόμενου", "και των δύο αγωνιζόμενων", [_only_one("και των δύο αγωνιζόμενων")]),
    ("el", "86B1", "μεταξύ των ίδιων αγωνιζόμενων", "μεταξύ οποιωνδήποτε αγωνιζόμενων",
     [_opposite("same", "οποιωνδήποτε")]),
    ("zh", "86B1", "同样的参赛者", "任何参赛者", [_opposite("same", "任何")]),
    ("el", "12B1", "οποιοδήποτε πλεονέκτημα", "το ίδιο πλεονέκτημα", [_opposite("any", "ίδιο")]),
    ("zh", "12B1", "任何利益", "相同利益", [_opposite("any", "相同")]),
    ("zh", "12B1", "任何利益", "同样的利益", [_opposite("any", "同样的")]),
    ("el", "12B1", "οποιοδήποτε πλεονέκτημα", "κάθε πλεονέκτημα"),
    ("zh", "12B1", "任何利益", "一切利益"),
], doc="A quantifier changed: one finding (section 5).")
