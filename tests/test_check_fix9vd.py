"""Tester t9ba's alternatives, scores and numbers inputs (issue 9 §2, fix9vd), each a kind: the input, other defects
of the kind (one finding each) and correct rewordings (none), in both languages.

1. "and" of two things required together said by "or" (:func:`helper.catalog.checks.opposites.opposite_words`):
   12C3 "the rectifications in this Code and the provisions" as "ή τις διατάξεις" (alt10), 纠正或要求 (alt22); 12B1
   "to redress damage … and to take away any advantage" as "ή να αφαιρέσει" (alt11), 或取消 (alt23).  One terminology
   error: "the English says 'and', the translation 'ή': 'and' made 'or', only one of the two asked?".  和, 同时,
   "καθώς και" keep it.
2. "or" between two keystrokes said "and" (:func:`helper.catalog.checks.choices.or_made_and`): "press Ctrl+X or F10"
   as "Ctrl+X 和 F10" (alt37), "Ctrl+X και F10".  One terminology error naming both texts' words ("alternatives made
   all required"); 或者 keeps it.
3. An alternative dropped from a list inside a bracket (:func:`helper.catalog.checks.alternatives.dropped_alternatives`,
   :func:`~helper.catalog.checks.alternatives.dropped_last_alternative`): "(a level 1-7 and a strain C, D, H, S or
   NT, …)" as "C, D, H ή S" (alt31), C、D、H、S (alt32).  One terminology error "an alternative dropped?" naming the
   English list.  (The list's first item is "a level 1-7 and a strain C": the English names 5 items.)
4. "one or more" said "more" (alt12, 86B2(a) "μία ή περισσότερες" as "περισσότερες"): the alternative missing, one
   sentences error; not also the quantifier paired with the other "μία ή περισσότερες διανομές".
5. Another scoring unit: 12C2(c) "60% of the available matchpoints" as "των διαθέσιμων IMPs" (sco07), 可得IMP的60%
   (sco21: was named "a duty made a permission": 可得IMP is "the available IMPs", no 可 "may"); "Pairs,
   matchpoints" as "Αγώνες ζευγών, IMPs" (sco45: was two findings); "matchpoints 2 per score beaten" as "得 2 IMP"
   (num35); 12C2(c) "the percentage obtained" as 所得的比赛分 (sco54).  One terminology error "the English says
   'matchpoints', the translation 'IMPs': another scoring unit, another score?".
5b. Another score: 86B2(b) "the complement" as "τη μέση βαθμολογία" (sco12: the average; one "another score
   computed?" error), "whichever is more favourable" as "όποιο είναι μικρότερο" (sco58), 较小者 (one "the meaning
   reversed?" error).
6. A Chinese fraction numeral: 12C2(a) 40% as 四成五 (num48, 45%): one number error "number differs"; 四成 (40%) none.
7. The weighted outcomes of an assigned score listed in another order, each with its weight ("(60 4SN=; 40 4SN-1)"
   as "（40 4SN-1; 60 4SN=）", rew142): no "numbers in another order" warning.
"""

from __future__ import annotations

import pytest

from tests.support import edits_test, findings, shipped_message


def edited(english: str, lang: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to the shipped ``lang`` translation of ``english``."""
    text = shipped_message(lang, english)
    assert old in text, (lang, old)
    before = {(check, message) for check, _severity, message in findings(english, text, lang)}
    return [f for f in findings(english, text.replace(old, new, 1), lang) if (f[0], f[2]) not in before]


def and_made_or(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says 'and', the translation '{found}': 'and' made 'or', only one "
                                     "of the two asked?")]


test_and_made_or = edits_test([
    ("el", "12C3", "Κώδικα και τις διατάξεις", "Κώδικα ή τις διατάξεις", and_made_or("ή")),  # t9ba alt10
    ("el", "12B1", ", και να αφαιρέσει", ", ή να αφαιρέσει", and_made_or("ή")),  # t9ba alt11
    ("zh", "12C3", "纠正以及要求", "纠正或要求", and_made_or("或")),  # t9ba alt22
    ("zh", "12B1", "，并取消", "，或取消", and_made_or("或")),  # t9ba alt23
    ("zh", "12B1", "，并取消", "，或者取消", and_made_or("或")),
    # correct: the "and" said otherwise
    ("zh", "12C3", "纠正以及要求", "纠正和要求"),
    ("zh", "12B1", "，并取消", "，同时取消"),
    ("el", "12C3", "Κώδικα και τις διατάξεις", "Κώδικα, καθώς και τις διατάξεις"),
], doc="An 'and' of two things required together said by 'or' (t9ba alt10, alt11, alt22, alt23).")

QUIT_EN = "To quit, press Ctrl+X or F10 (the ruling in progress is kept)."


def or_made_and(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says 'Ctrl+X or F10', the translation '{found}' ('and'): "
                                     "alternatives made all required, the rule narrowed?")]


@pytest.mark.parametrize("lang, old, new, expected", [
    ("zh", "Ctrl+X 或 F10", "Ctrl+X 和 F10", or_made_and("Ctrl+X 和 F10")),  # t9ba alt37
    ("zh", "Ctrl+X 或 F10", "Ctrl+X 以及 F10", or_made_and("Ctrl+X 以及 F10")),
    ("el", "Ctrl+X ή F10", "Ctrl+X και F10", or_made_and("Ctrl+X και F10")),
    # correct
    ("zh", "Ctrl+X 或 F10", "Ctrl+X 或者 F10", []),
    ("el", "Ctrl+X ή F10", "είτε Ctrl+X είτε F10", []),
])
def test_or_made_and(lang, old, new, expected):
    assert edited(QUIT_EN, lang, old, new) == expected


CONTRACT_EN = "{field}: not a contract: {value} (a level 1-7 and a strain C, D, H, S or NT, e.g. 4S, 3NT, 4♠X)."


def dropped(text: str, found: int) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English names 5 alternatives in '{text}', the translation {found}: an "
                                     "alternative dropped?")]


@pytest.mark.parametrize("lang, old, new, expected", [
    ("el", "C, D, H, S ή NT", "C, D, H ή S", dropped("and a strain C, D, H, S or NT", 4)),  # t9ba alt31
    ("zh", "C、D、H、S 或无将 NT", "C、D、H、S", dropped("a level 1-7 and a strain C, D, H, S or NT", 3)),  # alt32
    ("el", "C, D, H, S ή NT", "C, D, S ή NT", dropped("and a strain C, D, H, S or NT", 4)),
    ("zh", "C、D、H、S 或无将 NT", "C、D、S 或无将 NT", dropped("and a strain C, D, H, S or NT", 4)),
    # correct: the strains in another order, or "or" said otherwise
    ("el", "C, D, H, S ή NT", "C, D, H, S, ή NT", []),
    ("zh", "C、D、H、S 或无将 NT", "C、D、H、S 或者无将 NT", []),
])
def test_bracketed_list_dropped(lang, old, new, expected):
    assert edited(CONTRACT_EN, lang, old, new) == expected


test_one_or_more_dropped = edits_test([
    ("el", "86B2(a)", "μία ή περισσότερες τεχνητές", "περισσότερες τεχνητές",  # t9ba alt12
     [("sentences", "error", "the alternative 'one or more' of the English is missing in the translation: the rule "
                             "narrowed?")]),
], doc="'one or more' said 'more': one finding, the alternative missing (t9ba alt12).")


def unit(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation '{found}': another scoring unit, "
                                     "another score?")]


test_unit_changed_laws = edits_test([
    ("el", "12C2(c)", "το 60% των διαθέσιμων βαθμών αγώνα", "το 60% των διαθέσιμων IMPs",
     unit("matchpoints", "IMPs")),  # t9ba sco07
    ("el", "12C2(c)", "το 40% των διαθέσιμων βαθμών αγώνα", "το 40% των διαθέσιμων IMPs", unit("matchpoints", "IMPs")),
    ("zh", "12C2(c)", "超过可得比赛分60%", "超过可得IMP 60%", unit("matchpoints", "IMP")),  # t9ba sco21
    ("zh", "12C2(c)", "低于可得比赛分40%", "低于可得IMP 40%", unit("matchpoints", "IMP")),
    ("zh", "12C2(c)", "所得的百分比", "所得的比赛分", unit("percentage", "比赛分")),  # t9ba sco54
    ("el", "12C2(c)", "το ποσοστό που έλαβαν", "τους βαθμούς αγώνα που έλαβαν", unit("percentage", "βαθμούς αγώνα")),
    # correct
    ("el", "12C2(c)", "το 60% των διαθέσιμων βαθμών αγώνα", "το 60% των βαθμών αγώνα που διατίθενται"),
    ("zh", "12C2(c)", "所得的百分比", "所得的百分率"),
    ("zh", "12C2(c)", "超过可得比赛分60%", "超过可得比赛分的60%"),
], doc="matchpoints of a law said as IMPs (t9ba sco07, sco21).")


@pytest.mark.parametrize("english, lang, old, new, expected", [
    ("Pairs, matchpoints", "el", "βαθμοί αγώνα", "IMPs", unit("matchpoints", "IMPs")),  # t9ba sco45
    ("Convention: matchpoints 2 per score beaten, 1 per tie (Law 78A).", "zh", "得 2 比赛分", "得 2 IMP",
     unit("matchpoints", "IMP")),  # t9ba num35
    ("Convention: matchpoints 2 per score beaten, 1 per tie (Law 78A).", "zh", "得 1 比赛分", "得 1 IMP",
     unit("matchpoints", "IMP")),
    # correct
    ("Convention: matchpoints 2 per score beaten, 1 per tie (Law 78A).", "zh", "得 2 比赛分", "得 2 分", []),
    ("Pairs, matchpoints", "el", "βαθμοί αγώνα", "βαθμοί αγώνα (matchpoints)", []),
])
def test_unit_changed_messages(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


test_score_changed = edits_test([
    ("el", "86B2(b)", "τη συμπληρωματική βαθμολογία", "τη μέση βαθμολογία",  # t9ba sco12
     [("terminology", "error", "the English computes by 'complement', the translation by 'μέση βαθμολογία': another "
                               "score computed?")]),
    ("zh", "86B2(b)", "互补的分数", "平均的分数",
     [("terminology", "error", "the English computes by 'complement', the translation by '平均': another score "
                               "computed?")]),
    ("el", "86B2(b)", "όποιο είναι καλύτερο", "όποιο είναι μικρότερο",  # t9ba sco58
     [("terminology", "error", "the English says 'more favourable', the translation its opposite 'όποιο είναι "
                               "μικρότερο': the meaning reversed?")]),
    ("zh", "86B2(b)", "取其中较有利者", "取其中较小者",
     [("terminology", "error", "the English says 'more favourable', the translation its opposite '较小者': the meaning "
                               "reversed?")]),
    # correct
    ("el", "86B2(b)", "όποιο είναι καλύτερο", "όποιο είναι ευνοϊκότερο"),
    ("zh", "86B2(b)", "取其中较有利者", "取其中更有利者"),
], doc="86B2(b)'s complement said as the average, 'more favourable' as 'smaller' (t9ba sco12, sco58).")


def differs(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("number", "error", f"number differs: {english} in the English, {found} in the translation")]


test_fraction_numeral = edits_test([
    ("zh", "12C2(a)", "可得比赛分的40%", "可得比赛分的四成五", differs("40%", "四成五")),  # t9ba num48
    ("zh", "12C2(a)", "至少为60%", "至少为六成五", differs("60%", "六成五")),
    # correct: 四成 is 40%, 六成 60%
    ("zh", "12C2(a)", "可得比赛分的40%", "可得比赛分的四成"),
    ("zh", "12C2(a)", "至少为60%", "至少为六成"),
], doc="A Chinese fraction numeral read with its hundredths (t9ba num48).")

OUTCOMES_EN = ("North-South, treated as non-offending: its assigned score comes from these outcomes (60 4SN=; 40 "
               "4SN-1)")


@pytest.mark.parametrize("lang, old, new", [
    ("zh", "60 4SN=; 40 4SN-1", "40 4SN-1; 60 4SN="),  # t9ba rew142
    ("el", "60 4SN=; 40 4SN-1", "40 4SN-1; 60 4SN="),
])
def test_outcomes_reordered(lang, old, new):
    assert edited(OUTCOMES_EN, lang, old, new) == []


def test_outcome_weights_swapped_still_found():
    """The weights moved to the other outcome: the numbers no longer keep their items, still read."""
    assert edited(OUTCOMES_EN, "zh", "60 4SN=; 40 4SN-1", "40 4SN=; 60 4SN-1") != []

