"""Ruling-changing misses of tester 9am items 5-9 (issue 9 §2, fix9ga), each a kind: the tester's input, other inputs
of the kind and correct rewordings that give no finding.  Each row is a one-substring edit of a shipped law text
(:func:`tests.support.edit_findings`: the findings the edit adds).

1. Another of the who family named as the one who approves, both still named (12C2(b) "Subject to approval by the
   Regulating Authority, this may be varied by the Tournament Organizer" as 经比赛主办机构批准，主管单位可…, "Υπό την
   αίρεση του Διοργανωτή Αγώνων, η Ρυθμιστική Αρχή"): one who-acts error; 主管机构, the approval said after the actor
   (比赛主办机构经主管单位批准后可) none.  The Director's place taken by another where a passive stands elsewhere in the
   text (el 86B3 "ο Διοργανωτής (Αγώνων) πράττει" beside "η βαθμολογία που επιδικάζεται"): the same error, naming the
   organiser, not the verb "played" (έχουν παιχτεί) as a player.
2. 12C1(e)(ii) "self-inflicted" said as caused by the opponents (对方, 对手, αντίπαλοι): a word said by its opposite;
   自身, "ο ίδιος" none.  A degree that narrows what counts dropped (12C1(e) "an extremely serious error" as 严重的错误,
   "σοβαρό λάθος"; 86B1 "clearly favourable" as 有利, ευνοϊκό): the restriction dropped; 极为, ιδιαίτερα, πολύ, 显然
   none.
3. 12C4's average said as the maximum or the minimum (平均值 as 最大值 / 最小值 / 较高者, "ο μέσος όρος" as "το μέγιστο",
   "η ελάχιστη"): another score computed; 平均数, "η μέση τιμή" none.  el 12C4 "μη συμπληρωματικές" made
   "συμπληρωματικές" (balancing): non-balancing's negation dropped, as the zh 平衡的 was; "μη ισοζυγισμένες" none.
4. Another scoring unit in the IMPs' place beside IMPs kept elsewhere (zh VP赛, "+3 VP", 胜利分; el "σε αγώνες με
   βαθμούς αγώνα", ματσπόιντς, "3 VP"): one terminology error, as 比赛分 was; 国际比赛分, "σε αγώνες IMP" none.
5. el 12C1(c) "μπορεί να σταθμιστεί" made "πρέπει να" / "οφείλει να" beside the second "may" kept (μπορούν να
   συμπεριληφθούν): the discretion taken away, as the zh 必须加权 was; "επιτρέπεται να", "είναι δυνατό να" none.
   el 86B1 "στο άλλο τραπέζι" made "σε αυτό το τραπέζι": "other" dropped (αλλά, "but", is no άλλα).  zh 12C3 "both
   members of the offending side" as 仅对违规者 / 只对违规的牌手 (el "μόνο στον υπαίτιο"): the quantifier changed, the
   one finding (not also the offending side's term missing); 违规方两人, "και στους δύο παίκτες" none.
"""

from __future__ import annotations

from tests.support import edits_test, someone_else



RA_ZH, RA_EL = "主管单位 / 主管机构", "Ρυθμιστική Αρχή"

test_another_who_approves_or_acts_is_one_finding = edits_test([
    ("zh", "12C2(b)", "经主管单位批准，比赛主办机构", "经比赛主办机构批准，主管单位",  # tester 9am item 5
     someone_else("比赛主办机构", "Tournament Organizer", "Regulating Authority", RA_ZH)),
    ("zh", "12C2(b)", "经主管单位批准，比赛主办机构", "经主办单位批准，主管单位",
     someone_else("主办单位", "Tournament Organizer", "Regulating Authority", RA_ZH)),
    ("el", "12C2(b)", "Υπό την αίρεση της Ρυθμιστικής Αρχής, ο Διαιτητής",
     "Υπό την αίρεση του Διοργανωτή Αγώνων, η Ρυθμιστική Αρχή",
     someone_else("Διοργανωτή Αγώνων", "Tournament Organizer", "Regulating Authority", RA_EL)),
    ("el", "86B3", "ο Διαιτητής πράττει", "ο Διοργανωτής Αγώνων πράττει",  # tester 9am item 9
     someone_else("Διοργανωτής Αγώνων", "Tournament Organizer", "Director", "Διαιτητής")),
    ("el", "86B3", "ο Διαιτητής πράττει", "ο Διοργανωτής πράττει",  # (not "παιχτεί", played, read as a player)
     someone_else("Διοργανωτής", "Tournament Organizer", "Director", "Διαιτητής")),
    ("zh", "86B3", "裁判按上述", "主办机构按上述", someone_else("主办机构", "Tournament Organizer", "Director", "裁判")),
    # correct rewordings: no finding
    ("zh", "12C2(b)", "经主管单位批准", "经主管机构批准"),
    ("zh", "12C2(b)", "经主管单位批准，比赛主办机构可", "比赛主办机构经主管单位批准后可"),
    ("el", "86B3", "ο Διαιτητής πράττει", "ο Διαιτητής ενεργεί"),
], doc="Another of the who family named as the approver, or in the Director's place beside a passive: one finding.")


def opposite(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation its opposite '{found}': the "
                                     "meaning reversed?")]


def restriction_dropped(words: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English restricts by '{words}', the translation has no such words: the "
                                     "restriction dropped, the rule widened?")]


test_self_inflicted_made_the_opponents_or_a_degree_dropped_is_one_finding = edits_test([
    ("zh", "12C1(e)(ii)", "属于自己造成的部分", "属于对方造成的部分", opposite("self-inflicted", "对方")),  # item 6
    ("zh", "12C1(e)(ii)", "属于自己造成的部分", "属于对手造成的部分", opposite("self-inflicted", "对手")),
    ("el", "12C1(e)(ii)", "που προκάλεσε μόνος του", "που προκάλεσαν οι αντίπαλοι",
     opposite("self-inflicted", "αντίπαλοι")),
    ("zh", "12C1(e)", "极其严重的错误", "严重的错误", restriction_dropped("extremely serious")),  # item 6
    ("el", "12C1(e)", "εξαιρετικά σοβαρό λάθος", "σοβαρό λάθος", restriction_dropped("extremely serious")),
    ("zh", "86B1", "明显有利", "有利", restriction_dropped("clearly favourable")),
    ("el", "86B1", "φανερά ευνοϊκό", "ευνοϊκό", restriction_dropped("clearly favourable")),
    # correct rewordings: no finding
    ("zh", "12C1(e)(ii)", "属于自己造成的部分", "属于自身造成的部分"),
    ("el", "12C1(e)(ii)", "που προκάλεσε μόνος του", "που προκάλεσε ο ίδιος"),
    ("zh", "12C1(e)", "极其严重的错误", "极为严重的错误"),
    ("el", "12C1(e)", "εξαιρετικά σοβαρό λάθος", "ιδιαίτερα σοβαρό λάθος"),
    ("el", "12C1(e)", "εξαιρετικά σοβαρό λάθος", "πολύ σοβαρό λάθος"),
    ("zh", "86B1", "明显有利", "显然有利"),
], doc="12C1(e)(ii)'s self-inflicted damage made the opponents', a degree of 12C1(e) or 86B1 dropped: one finding.")


def computed(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English computes by 'average', the translation by '{found}': another "
                                     "score computed?")]


BALANCING = [("negation", "error", "'non-balancing' is negated by its prefix in the English, the translation says "
                                   "'συμπληρωματικές' without a negation: the negation dropped?")]

test_the_average_made_another_score_or_balancing_is_one_finding = edits_test([
    ("zh", "12C4", "平均值", "最大值", computed("最大值")),  # tester 9am item 7
    ("zh", "12C4", "平均值", "最小值", computed("最小值")),
    ("zh", "12C4", "平均值", "较高者", computed("较高者")),
    ("el", "12C4", "ο μέσος όρος", "το μέγιστο", computed("μέγιστο")),
    ("el", "12C4", "ο μέσος όρος", "η ελάχιστη", computed("ελάχιστη")),
    ("el", "12C4", "μη συμπληρωματικές", "συμπληρωματικές", BALANCING),  # tester 9am item 7
    # correct rewordings: no finding
    ("zh", "12C4", "平均值", "平均数"),
    ("el", "12C4", "ο μέσος όρος", "η μέση τιμή"),
    ("el", "12C4", "μη συμπληρωματικές", "μη ισοζυγισμένες"),
    ("zh", "12C4", "不平衡的", "非平衡的"),
], doc="12C4's average said as the maximum or minimum, its non-balancing scores made balancing: one finding.")


def unit(found: str, expected: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' where the term for 'IMP' is expected ('{expected}')")]


IMP_ZH, IMP_EL = "IMP / 国际比赛分", "IMPs"

test_another_unit_in_the_imps_place_is_one_finding = edits_test([
    ("zh", "12C2(b)", "IMP赛", "VP赛", unit("VP", IMP_ZH)),  # tester 9am item 8
    ("zh", "12C2(b)", "+3 IMP和-3 IMP", "+3 VP和-3 VP", unit("VP", IMP_ZH)),
    ("zh", "12C2(b)", "IMP赛", "胜利分赛", unit("胜利分", IMP_ZH)),
    ("el", "12C2(b)", "σε αγώνες με IMPs", "σε αγώνες με βαθμούς αγώνα", unit("βαθμοί αγώνα", IMP_EL)),  # item 8
    ("el", "12C2(b)", "σε αγώνες με IMPs", "σε αγώνες με ματσπόιντς", unit("ματσπόιντς", IMP_EL)),
    ("el", "12C2(b)", "συν 3 IMPs", "συν 3 VP", unit("VP", IMP_EL)),
    # correct rewordings: no finding
    ("zh", "12C2(b)", "IMP赛", "国际比赛分赛"),
    ("el", "12C2(b)", "σε αγώνες με IMPs", "σε αγώνες IMP"),
], doc="Victory points or matchpoints in the IMPs' place beside IMPs kept elsewhere: one finding.")


TAKEN_AWAY = [("terminology", "error", "the English allows ('may') in 'An assigned adjusted score may be weighted to "
                                       "reflect the p…', the translation obliges: the Director's discretion taken "
                                       "away?")]
OTHER = [("terminology", "error", "'other' of the English is missing in the translation of 'In team play when the "
                                  "Director awards an adjusted score and…': does it now cover all boards or "
                                  "contestants, this one included?")]


def members(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says 'both members', the translation '{found}': does the rule "
                                     "now concern other contestants?")]


test_a_may_made_must_other_dropped_or_only_the_offender_is_one_finding = edits_test([
    ("el", "12C1(c)", "μπορεί να σταθμιστεί", "πρέπει να σταθμιστεί", TAKEN_AWAY),  # tester 9am item 9
    ("el", "12C1(c)", "μπορεί να σταθμιστεί", "οφείλει να σταθμιστεί", TAKEN_AWAY),
    ("zh", "12C1(c)", "可以加权", "必须加权", TAKEN_AWAY),
    ("el", "86B1", "στο άλλο τραπέζι", "σε αυτό το τραπέζι", OTHER),  # tester 9am item 9
    ("zh", "86B1", "另一桌", "这一桌", OTHER),
    ("zh", "12C3", "对违规方两名成员同等地", "仅对违规者", members("仅对违规者")),  # tester 9am item 9
    ("zh", "12C3", "对违规方两名成员同等地", "只对违规的牌手", members("只对违规的牌手")),
    ("el", "12C3", "εξ ίσου και στα δύο μέλη του υπαίτιου άξονα", "μόνο στον υπαίτιο", members("μόνο στον υπαίτιο")),
    ("el", "12C3", "εξ ίσου και στα δύο μέλη του υπαίτιου άξονα", "μόνο στον παραβάτη",
     members("μόνο στον παραβάτη")),
    # correct rewordings: no finding
    ("el", "12C1(c)", "μπορεί να σταθμιστεί", "επιτρέπεται να σταθμιστεί"),
    ("el", "12C1(c)", "μπορεί να σταθμιστεί", "είναι δυνατό να σταθμιστεί"),
    ("el", "86B1", "αλλά για", "όμως για"),
    ("zh", "86B1", "另一桌", "另一张桌"),
    ("zh", "12C3", "对违规方两名成员", "对违规方两人"),
    ("el", "12C3", "και στα δύο μέλη", "και στους δύο παίκτες"),
], doc="12C1(c)'s may made must, 86B1's other table made this one, 12C3's both members made the offender: one finding.")
