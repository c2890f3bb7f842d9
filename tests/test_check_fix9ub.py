"""Tester t9az's interface strings left and probes (issue 9 §2, fix9ub), each a kind: the input, other defects of the
kind (one finding each) and correct rewordings (none), in both languages.

1. Who decides (:func:`helper.catalog.checks.who.who_replaced`, the glossary's "regulation" of the family "who"):
   "Scores rounded as the regulation sets (the Laws set no rounding)." said "όπως ορίζει ο Διαιτητής" (z462), 按裁判的
   决定: a document said as a person, the Director deciding what the regulation sets.  One terminology error naming
   the Director where the English has 'regulation'; "όπως ορίζουν οι κανονισμοί", 按规定, 按照规章 none, nor the
   Greek "Κανονισμοί" of the Laws where the English names no regulation.
2. A restriction dropped, the rule made general (pair.check_pair's restriction_dropped of
   :func:`helper.catalog.checks.restrictions.dropped_scoring_forms`): "a knockout match: non-balancing scores at IMPs
   are averaged (Law 12C4)" without "σε IMPs" and with "πάντα" (always) added (z508).  One terminology error naming
   'at IMPs' dropped, the rule widened (at 21d0fc3 already so: these rows keep it, no term swap said), as without
   "πάντα"; "με IMPs", 按 IMP 计 none.
3. A negation added where the English says a bare "instead" (:func:`helper.catalog.checks.negation.interface_negations`,
   :data:`~helper.catalog.checks.negation._RESTATED_EN`): "{reason}; the helper shows the English instead" as "το
   πρόγραμμα δεν θα δείξει στη θέση της το αγγλικό", 本程序不会改为显示英文 (probe): the English shown made not shown.
   "instead" is no negative word: one negation error each.  "αντί γι' αυτήν", 转而, and what is not done said as a
   contrast (而不是译文, "και όχι τη μετάφραση", ", όχι τη μετάφραση") none.
4. A character doubled where a word ends in it and the copy stands before a particle
   (:func:`helper.catalog.checks.structure.doubled_zh_characters`): "top on the board, in matchpoints" as
   该副牌牌的满分（比赛分） (probe: 副牌 + 牌 + 的; session 34 found 该副牌牌取消 only, a word of the laws after the copy).
   One doubled error; 这副牌的, 每副牌的, 这副牌牌型 (牌型 a word: 副牌 + 牌型), 结果果然 none.
"""

from __future__ import annotations

import pytest

from tests.support import findings, shipped_message


def edited(english: str, lang: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to the shipped ``lang`` translation of ``english``."""
    text = shipped_message(lang, english)
    assert old in text, (lang, old)
    before = {(check, message) for check, _severity, message in findings(english, text, lang)}
    return [f for f in findings(english, text.replace(old, new, 1), lang) if (f[0], f[2]) not in before]


ROUNDED_EN = "Scores rounded as the regulation sets (the Laws set no rounding)."
VARIED_EN = "Scores varied by regulation for a contestant without a result on several boards (Law {law})."


def decides(found: str, other: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' ('{other}') where the English has 'regulation': someone else acts or "
                                     "decides?")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (ROUNDED_EN, "el", "ο κανονισμός", "ο Διαιτητής", decides("Διαιτητής", "Director")),  # t9az z462
    (ROUNDED_EN, "zh", "按规程", "按裁判的决定", decides("裁判", "Director")),
    (ROUNDED_EN, "el", "ο κανονισμός", "η Ρυθμιστική Αρχή", decides("Ρυθμιστική Αρχή", "Regulating Authority")),
    (ROUNDED_EN, "zh", "按规程", "按主管单位的决定", decides("主管单位", "Regulating Authority")),
    (VARIED_EN, "zh", "按规程", "由裁判", decides("裁判", "Director")),
    (VARIED_EN, "el", "με κανονισμό", "από τον Διαιτητή", decides("Διαιτητή", "Director")),
    # correct: the regulation said otherwise
    (ROUNDED_EN, "el", "ορίζει ο κανονισμός", "ορίζουν οι κανονισμοί", []),
    (ROUNDED_EN, "el", "όπως ορίζει ο κανονισμός", "σύμφωνα με τον κανονισμό", []),
    (ROUNDED_EN, "zh", "按规程", "按规定", []),
    (ROUNDED_EN, "zh", "按规程", "按照规章", []),
    (VARIED_EN, "zh", "按规程", "按规定", []),
])
def test_regulation_said_as_a_person(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


def test_the_laws_as_kanonismoi_add_no_one():
    """The Greek "Κανονισμοί" of the Laws (the messages' "2017 Laws") names no regulation the English lacks."""
    assert findings("2017 Laws", shipped_message("el", "2017 Laws"), "el") == []


REASON_EN = "{reason}; the helper shows the English instead"
RULING_EN = ("Ruling {id}, shown on this screen, stays recorded as it is; the screen will show the ruling taken over "
             "instead.")


def negates(text: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the translation negates '{text}' where the English does not: a permission or a "
                                  "duty made a prohibition, or a condition reversed?")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (REASON_EN, "el", "δείχνει στη θέση της", "δεν θα δείξει στη θέση της", negates(REASON_EN)),  # probe
    (REASON_EN, "zh", "本程序改为显示", "本程序不会改为显示", negates(REASON_EN)),  # probe
    (REASON_EN, "el", "δείχνει στη θέση της", "δεν δείχνει", negates(REASON_EN)),
    (REASON_EN, "zh", "本程序改为显示", "本程序不显示", negates(REASON_EN)),
    (RULING_EN, "el", "η οθόνη θα δείξει", "η οθόνη δεν θα δείξει",
     negates("Ruling {id}, shown on this screen, stays recorded as it is;…")),
    # correct: "instead" said otherwise
    (REASON_EN, "el", "δείχνει στη θέση της το αγγλικό", "δείχνει το αγγλικό και όχι τη μετάφραση", []),
    (REASON_EN, "el", "δείχνει στη θέση της το αγγλικό", "δείχνει το αγγλικό, όχι τη μετάφραση", []),
    (REASON_EN, "el", "δείχνει στη θέση της", "δείχνει αντί γι' αυτήν", []),
    (REASON_EN, "zh", "本程序改为显示英文", "本程序显示英文而不是译文", []),
    (REASON_EN, "zh", "本程序改为显示英文", "本程序转而显示英文", []),
])
def test_negation_added_beside_instead(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


TOP_EN = "top on the board, in matchpoints"
OUTSIDE_EN = "{field}: matchpoints outside the board's top: {value}."
DOUBLED = [("doubled", "error", "character written twice: '牌牌' in the translation")]


@pytest.mark.parametrize("english, old, new, expected", [
    (TOP_EN, "该副牌的", "该副牌牌的", DOUBLED),  # probe
    (OUTSIDE_EN, "该副牌的", "该副牌牌的", DOUBLED),
    (TOP_EN, "该副牌的", "每副牌牌的", DOUBLED),
    # correct: 牌 once, or 副牌 before a word starting with 牌
    (TOP_EN, "该副牌的", "这副牌的", []),
    (TOP_EN, "该副牌的", "每副牌的", []),
    (TOP_EN, "该副牌的满分", "这副牌牌型下的满分", []),
])
def test_character_doubled_before_a_particle(english, old, new, expected):
    assert edited(english, "zh", old, new) == expected


@pytest.mark.parametrize("text", ["结果果然", "时间间隔", "这副牌牌型", "裁判判罚"])
def test_two_words_meeting_are_no_doubled_character(text):
    from helper.catalog.checks.structure import doubled_zh_characters

    assert doubled_zh_characters(text) == []


KNOCKOUT_EN = "a knockout match: non-balancing scores at IMPs are averaged (Law 12C4)"
AT_IMPS_DROPPED = [("terminology", "error", "the English restricts by 'at IMPs', the translation has no such words: the "
                                            "restriction dropped, the rule widened?")]


@pytest.mark.parametrize("lang, old, new, expected", [
    ("el", "βαθμολογίες σε IMPs αντικαθίστανται", "βαθμολογίες αντικαθίστανται πάντα", AT_IMPS_DROPPED),  # t9az z508
    ("el", "βαθμολογίες σε IMPs αντικαθίστανται", "βαθμολογίες αντικαθίστανται", AT_IMPS_DROPPED),
    ("el", "βαθμολογίες σε IMPs αντικαθίστανται", "βαθμολογίες πάντοτε αντικαθίστανται", AT_IMPS_DROPPED),
    ("zh", "以 IMP 计的不平衡分数取平均数", "不平衡分数总是取平均数", AT_IMPS_DROPPED),
    ("zh", "以 IMP 计的不平衡分数", "不平衡分数", AT_IMPS_DROPPED),
    # correct: the restriction said otherwise
    ("el", "βαθμολογίες σε IMPs αντικαθίστανται", "βαθμολογίες με IMPs αντικαθίστανται", []),
    ("zh", "以 IMP 计的不平衡分数", "按 IMP 计的不平衡分数", []),
])
def test_at_imps_dropped_is_a_restriction(lang, old, new, expected):
    assert edited(KNOCKOUT_EN, lang, old, new) == expected
