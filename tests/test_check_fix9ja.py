"""Who acts (issue 9 §2, fix9ja): a person or body of the English replaced by another is one finding naming both.

Tester t9at (/work/notes/s29/t9at-REPORT.md) left four "who acts" inputs: E-who3 (12A1 "Ο Διαιτητής μπορεί" as "Η
Ρυθμιστική Αρχή μπορεί": the Authority paired with the contestant, whom the official Greek says as the side, and the
Director said missing too), E-who4 (12C2(b)'s approver, the Regulating Authority, made the Tournament Organizer: the
shipped Director-for-Organizer finding re-worded and a second error), E-who5 (12A's player made the Regulating
Authority: missed, a player is no glossary term) and Z-who6 (12C3's partner made 对手 in the 2017 Chinese, which names
the partner again, 该同伴: missed).

The rule (:func:`helper.catalog.checks.terminology.who_replaced`): per pair of aligned sentences, the approvers paired
first ("approval by the Regulating Authority" / "Υπό την αίρεση της …", 经…批准), then a member of the family "who"
(Director, Regulating Authority, Tournament Organizer, contestant, player, captain, committee) the English names more
times than the translation with one the translation names and the English sentence does not, the nearest places
first: one error "X where the term for Y is expected" (or "X where the English has Y" for a member that is no glossary
term), which the missing-term warning gives way to.  A person said again or by a pronoun (ο ίδιος, αυτός, 其, the noun
for the English's "he") adds no one: no finding.  The partner said as the opponent (Law 12C3) is one error wherever the
sentence of the English names the partner and no opponent, even where the translation names the partner again.
"""

from __future__ import annotations

from tests.support import edits_test, findings, findings_test, instead_of, law_texts, someone_else




def reversed_(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation its opposite '{found}': the "
                                     "meaning reversed?")]


ZH_RA, ZH_TO = "主管单位 / 主管机构", "主办单位 / 比赛主办机构 / 主办机构 / 主办方"
ZH_CONTESTANT = "参赛者 / 比赛方 / 赛员 / 参赛方"
EL_TO = "Διοργανωτής Αγώνων"

test_tester_t9at_who_acts = edits_test([
    ("el", "12A1", "Ο Διαιτητής μπορεί", "Η Ρυθμιστική Αρχή μπορεί",  # t9at E-who3: was the contestant's + a warning
     someone_else("Ρυθμιστική Αρχή", "Regulating Authority", "Director", "Διαιτητής")),
    ("el", "12C2(b)", "Υπό την αίρεση της Ρυθμιστικής Αρχής", "Υπό την αίρεση του Διοργανωτή Αγώνων",  # t9at E-who4
     someone_else("Διοργανωτή Αγώνων", "Tournament Organizer", "Regulating Authority", "Ρυθμιστική Αρχή")),
    ("el", "12A", "αίτημα οποιουδήποτε παίκτη", "αίτημα της Ρυθμιστικής Αρχής",  # t9at E-who5: was missed
     instead_of("Ρυθμιστικής Αρχής", "Regulating Authority", "player")),
    ("zh", "12C3", "违规者的同伴", "违规者的对手", reversed_("partner", "对手")),  # t9at Z-who6 on the 2017 fill
], doc="t9at's who-acts inputs: one finding each, naming the member replaced and the one in its place.")


def test_the_shipped_director_for_organizer_stays_beside_the_new_error():
    """12C2(b) (E-who4): the official Greek's Director for the Tournament Organizer (an accepted official issue) keeps
    its words, not re-said as the Director for the Authority; the Organizer now the approver is the one new error."""
    english, greek = law_texts("el", "12C2(b)")
    edited = greek.replace("Υπό την αίρεση της Ρυθμιστικής Αρχής", "Υπό την αίρεση του Διοργανωτή Αγώνων")
    shipped = someone_else("Διαιτητής", "Director", "Tournament Organizer", EL_TO)[0]
    new = someone_else("Διοργανωτή Αγώνων", "Tournament Organizer", "Regulating Authority", "Ρυθμιστική Αρχή")[0]
    before = [f for f in findings(english, greek, "el", "12C2(b)") if f[1] == "error" and f[0] == "terminology"]
    after = [f for f in findings(english, edited, "el", "12C2(b)") if f[1] == "error" and f[0] == "terminology"]
    assert before == [shipped]
    assert after == [new, shipped]


test_a_person_or_body_in_another_s_place_greek = edits_test([
    ("el", "12C1(b)", "Όταν ο Διαιτητής επιδικάζει", "Όταν η Ρυθμιστική Αρχή επιδικάζει",
     someone_else("Ρυθμιστική Αρχή", "Regulating Authority", "Director", "Διαιτητής")),
    # the second of 86B1's two Directors: the first still said
    ("el", "86B1", "ο Διαιτητής θα επιδικάσει κατ' εκτίμηση", "ο Διοργανωτής Αγώνων θα επιδικάσει κατ' εκτίμηση",
     someone_else("Διοργανωτής Αγώνων", "Tournament Organizer", "Director", "Διαιτητής")),
    ("el", "86A", "σε έναν αγωνιζόμενο", "στον Διοργανωτή Αγώνων",
     someone_else("Διοργανωτή Αγώνων", "Tournament Organizer", "contestant", "αγωνιζόμενος")),
    # the Director's place, not the contestant's (said as the side, "αναίτιου άξονα", in the official text): was a
    # captain-for-contestant error and a missing-Director warning
    ("el", "12A1", "Ο Διαιτητής μπορεί", "Ο αρχηγός μπορεί",
     someone_else("αρχηγός", "captain", "Director", "Διαιτητής")),
    ("el", "86B2(a)", "ο Διαιτητής θα ακυρώσει", "η Επιτροπή θα ακυρώσει",
     someone_else("Επιτροπή", "committee", "Director", "Διαιτητής")),
    ("el", "12A", "αίτημα οποιουδήποτε παίκτη", "αίτημα οποιουδήποτε αρχηγού",
     instead_of("αρχηγού", "captain", "player")),
    ("el", "12C3", "στον συμπαίκτη του υπαιτίου", "στους αντιπάλους του υπαιτίου", reversed_("partner", "αντιπάλους")),
    # correct: a pronoun or "ο ίδιος" for a repeated Director, the English's "he" said, the players said otherwise
    ("el", "86A", "Αντ' αυτού, θα επιδικάσει", "Αντ' αυτού, ο ίδιος θα επιδικάσει"),
    ("el", "86B1", "ο Διαιτητής θα επιδικάσει κατ' εκτίμηση", "αυτός θα επιδικάσει κατ' εκτίμηση"),
    ("el", "12C3", "ο Διαιτητής δεν θα επιβάλει", "ο ίδιος δεν θα επιβάλει"),
    ("el", "12A", "οποιουδήποτε παίκτη", "οποιουδήποτε από τους παίκτες"),
], doc="Greek laws: a person or body in another's place is one error naming both; a pronoun for one named none.")

test_a_person_or_body_in_another_s_place_chinese = edits_test([
    ("zh", "12C1(b)", "裁判在判给", "主管单位在判给", someone_else("主管单位", "Regulating Authority", "Director", "裁判")),
    ("zh", "86B1", "裁判应判给裁定调整分", "比赛主办机构应判给裁定调整分",
     someone_else("比赛主办机构", "Tournament Organizer", "Director", "裁判")),
    ("zh", "86A", "当参赛者可能知道", "当主办单位可能知道",  # (was missed: the zh contestant may be said otherwise)
     someone_else("主办单位", "Tournament Organizer", "contestant", ZH_CONTESTANT)),
    ("zh", "12A", "经牌手申请", "经队长申请", instead_of("队长", "captain", "player")),  # (was missed)
    ("zh", "86B2(a)", "裁判应取消", "委员会应取消", someone_else("委员会", "committee", "Director", "裁判")),
    # the second of 12C3's two Directors, in its own sentence
    ("zh", "12C3", "但如果裁判认为", "但如果主管单位认为", someone_else("主管单位", "Regulating Authority", "Director", "裁判")),
    # the partner said again (该同伴) made the opponent: the other place still says 同伴 (was missed)
    ("zh", "12C3", "则不得对该同伴", "则不得对该对手", reversed_("partner", "对手")),
    # correct: the noun for the English's "he", the subject left implicit, 其 for the partner, "any player"
    ("zh", "86A", "他应改为判给调整分", "裁判应改为判给调整分"),
    ("zh", "86B1", "裁判应判给裁定调整分", "应判给裁定调整分"),
    ("zh", "12C3", "则不得对该同伴", "则不得对其"),
    ("zh", "12A", "经牌手申请", "经任何牌手申请"),
], doc="Chinese laws (the 2017 fills of tests/test_catalog_fix9e.py): as in Greek.")

PENALTY = "a penalty set by the Director"
APPEAL = "Tell the players of their right to appeal."
ONLY = "only the rulings of this Director"
ERROR = "Was the irregularity caused by a Director's error?"

test_a_person_or_body_in_another_s_place_interface = findings_test([
    (PENALTY, "ποινή που όρισε ο Διοργανωτής Αγώνων", "el",
     someone_else("Διοργανωτής Αγώνων", "Tournament Organizer", "Director", "Διαιτητής")),
    (PENALTY, "主办单位确定的罚分", "zh", someone_else("主办单位", "Tournament Organizer", "Director", "裁判")),
    (APPEAL, "Ενημερώστε τον Διαιτητή για το δικαίωμα έφεσης.", "el", instead_of("Διαιτητή", "Director", "player")),
    (APPEAL, "告知裁判其有申诉的权利。", "zh", instead_of("裁判", "Director", "player")),  # (both were missed)
    (ONLY, "μόνο οι αποφάσεις αυτού του παίκτη", "el", someone_else("παίκτη", "player", "Director", "Διαιτητής")),
    (ONLY, "仅列出此牌手的裁决", "zh", someone_else("牌手", "player", "Director", "裁判")),
    (ERROR, "Προκλήθηκε η ανωμαλία από σφάλμα της Ρυθμιστικής Αρχής;", "el",
     someone_else("Ρυθμιστικής Αρχής", "Regulating Authority", "Director", "Διαιτητής")),
    (ERROR, "违规是否由主管单位的错误造成？", "zh", someone_else("主管单位", "Regulating Authority", "Director", "裁判")),
    # correct wordings
    (PENALTY, "由裁判确定的罚分", "zh"),
    (APPEAL, "Ενημερώστε όλους τους παίκτες για το δικαίωμα έφεσης.", "el"),
    (ONLY, "仅列出该裁判作出的裁决", "zh"),
    (ERROR, "违规是否因裁判出错而造成？", "zh"),
    (ERROR, "Οφείλεται η ανωμαλία σε σφάλμα του Διαιτητή;", "el"),
], doc="Interface strings naming the Director or the players: another in their place one error; rewordings none.")
