"""Tester t9bb's numbers, units, untranslated words and placeholders / keys inputs (issue 9 §2, fixwe), each a kind:
the input, other defects of the kind (one finding each) and correct rewordings (none), in both languages.

1. A scoring unit said as another (:func:`helper.catalog.checks.numbers.unit_changed`): el 12C2(c) "40% of the
   available matchpoints" as "βαθμών νίκης" (victory points) beside its IMPs kept (num011); "({plus_imps} /
   {minus_imps} IMPs)" as "… VPs)" beside the matchpoint scale (num019: one finding, the placeholders' names no IMPs,
   βαθμοί αγώνα there the English's matchpoints, not a word in Latin script besides).  One terminology error naming
   the English's unit and the translation's.  The units read (:data:`numbers.UNITS`): percent (%, per cent,
   percentage; %, ％, 百分; %, τοις εκατό, ποσοστό), IMPs (IMP, 国际比赛分; IMPs, διεθνείς βαθμοί), matchpoints
   (matchpoints, MP; 比赛分; βαθμοί αγώνα), VPs (VP, victory points; VP, 胜利分; VP, βαθμοί νίκης), tricks (墩; λεβέ);
   a unit the translation names more often than the English in the place of one it names less often is the unit
   changed, an option's value (``--unit matchpoints``, ``(mp)``) none.  Correct: IMP for IMPs, 国际比赛分 spelt out,
   VPs for VP, the units kept.
2. A number inside a contract changed ("7NTXN=" as 6NTXN=, num020; :func:`numbers.contract_levels_changed`): the
   level, a digit glued to letters, read as the contract's number.  One number error naming both contracts; the
   contract kept or written with the same level none.  (Law references, 12C2(a) as 12C3(a), are the references
   check's.)  A year said as another (1997 as 1987) is one number error wherever the translation's sentence puts it
   ("来源 002 的1987年版" for "1997 Law 86A from source 002"), not a number missing and one added.
3. An English word left: "(Νόμος {law})" as "(Law {law})" (unt207): the English's label of a figure (a word right
   before a number or a placeholder in both texts, capitalised or not: Law, Ruling, Source, board, round;
   :func:`untranslated._figure_label`) left; "--top 仅用于matchpoints" (unt552): an option's value is Latin letters,
   digits and dots, never Chinese (``structure._CODE_SPANS``), so the word after it is prose, English left - one
   untranslated-run error, not "the term for 'matchpoint' is not in the translation".  Correct: the label in the
   translation's words, a command (``helper rulings appeal {by}``), a key (``Enter {x}``).
4. The answer keys in another order: "(y / n)" as "（n / y）" (pla220; :func:`keys.answer_keys_reordered`): one keys
   error.  Correct: "(y/n)", the keys in the English's order.
5. A placeholder dropped with its colon: "{score}: NS {ns}, EW {ew}" as "ΒΝ {ns}, ΑΔ {ew}" (pla559): the placeholders
   error alone, not also "'NS {ns}, EW {ew}' has no translation" (a clause whose own placeholders the translation
   has is there).  A part of a parenthetical dropped, the bracket kept: "(Law {law}, 1997 text: the sources hold no
   2017 Law 87)" as "（{law}）" (sen535; ``pair._lost_bracket_parts``): one sentences error naming the part and what it
   carried, not a finding per number and reference.
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, findings, shipped_message

SETTINGS_EN = ("Settings in force: average plus {plus} / average minus {minus} ({plus_imps} / {minus_imps} IMPs); "
               "matchpoint scale {scale}; rounding: {rounding}; from: {source}")
SCORED_EN = ("Ruling {id} was scored in matchpoints: give the appeal's scores in percent or matchpoints (--unit "
             "percent or --unit matchpoints).")
PENALTY_EN = "the penalty: percent of a top (mp), IMPs or VPs (default: the standard penalty of the settings)"
DECLARER_EN = "declarer (needed unless the contract names it: 7NTXN=)"
INDIVIDUAL_EN = ("Individual event: the rectification and adjusted score apply equally to both members of the "
                 "offending side (Law {law}).")
TOP_EN = "--top is for matchpoints: at IMPs average plus and minus are IMPs (Law 12C2(b))."
TAKE_OVER_EN = ("Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on {host}? That "
                "helper still holds it (it may be stopped or hung); it will no longer save it. (y / n)")
SCORE_EN = "{score}: NS {ns}, EW {ew}"
FOULED_EN = ("Fouled board: the results of each version are matchpointed among themselves and factored (Neuberg) to "
             "the results the board should have had (Law {law}, 1997 text: the sources hold no 2017 Law 87).")


def edited(english: str, lang: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to the shipped ``lang`` translation of ``english``."""
    text = shipped_message(lang, english)
    assert old in text, (lang, old)
    before = {(check, message) for check, _severity, message in findings(english, text, lang)}
    return [f for f in findings(english, text.replace(old, new, 1), lang) if (f[0], f[2]) not in before]


def unit_said(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation '{found}': another scoring unit, "
                                     "another score?")]


def imp_expected(found: str, expected: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' where the term for 'IMP' is expected ('{expected}')")]


@pytest.mark.parametrize("lang, paragraph, old, new, expected", [
    ("el", "12C2(c)", "40% των διαθέσιμων βαθμών αγώνα", "40% των διαθέσιμων βαθμών νίκης",
     unit_said("matchpoints", "βαθμών νίκης")),  # t9bb num011
    ("el", "12C2(c)", "το ποσοστό που έλαβαν", "τους βαθμούς νίκης που έλαβαν",
     unit_said("percentage", "βαθμούς νίκης")),
    # correct: the units kept, said otherwise
    ("el", "12C2(c)", "40% των διαθέσιμων βαθμών αγώνα", "40% των βαθμών αγώνα", []),
    ("zh", "12C2(c)", "（或IMP的相应值）", "（或国际比赛分的相应值）", []),
])
def test_unit_changed_in_a_law(lang, paragraph, old, new, expected):
    assert edit_findings(lang, paragraph, old, new) == expected


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (SETTINGS_EN, "el", "IMPs)", "VPs)", imp_expected("VPs", "IMPs")),  # t9bb num019
    (SETTINGS_EN, "zh", "IMP）", "VP）", imp_expected("VP", "IMP / 国际比赛分")),
    (SETTINGS_EN, "zh", "IMP）", "比赛分）", imp_expected("比赛分", "IMP / 国际比赛分")),  # said more than matchpoints
    (SETTINGS_EN, "el", "κλίμακα βαθμών αγώνα", "κλίμακα βαθμών νίκης", unit_said("matchpoint", "βαθμών νίκης")),
    (SCORED_EN, "zh", "以比赛分计分", "以IMP计分", unit_said("matchpoints", "IMP")),
    (SCORED_EN, "el", "βαθμολογήθηκε σε βαθμούς αγώνα", "βαθμολογήθηκε σε IMPs", unit_said("matchpoints", "IMPs")),
    (PENALTY_EN, "el", "IMPs ή VP", "IMPs ή IMPs", unit_said("VPs", "IMPs")),
    (PENALTY_EN, "zh", "满分的百分比", "满分的 IMP", unit_said("percent", "IMP")),
    # correct: a unit's other form, spelt out, the units kept
    (SETTINGS_EN, "zh", "IMP）", "国际比赛分）", []),
    (PENALTY_EN, "el", "IMPs ή VP", "IMPs ή VPs", []),
    (PENALTY_EN, "zh", "IMP 或 VP", "IMP 或 VP 分", []),
    (SCORED_EN, "el", "σε ποσοστό ή σε βαθμούς αγώνα", "σε ποσοστό ή βαθμούς αγώνα", []),
])
def test_unit_changed(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


def number_differs(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("number", "error", f"number differs: {english} in the English, {found} in the translation")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (DECLARER_EN, "zh", "7NTXN=", "6NTXN=", number_differs("7NTXN=", "6NTXN=")),  # t9bb num020
    (DECLARER_EN, "el", "7NTXN=", "5NTXN=", number_differs("7NTXN=", "5NTXN=")),
    ("contract and result: 4S=, 3NTX-1, 4SXX+1, 4S 10 (tricks)", "el", "3NTX-1", "2NTX-1",
     number_differs("3NTX-1", "2NTX-1")),
    ("contract and result: 4S=, 3NTX-1, 4SXX+1, 4S 10 (tricks)", "zh", "4SXX+1", "5SXX+1",
     number_differs("4SXX+1", "5SXX+1")),
    # correct: the contract kept, its sentence said otherwise
    (DECLARER_EN, "zh", "如 7NTXN=", "例如 7NTXN=", []),
    (DECLARER_EN, "el", "συμβόλαιο: 7NTXN=", "συμβόλαιο, π.χ. 7NTXN=", []),
])
def test_contract_level_changed(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


FUZZY_EN = ("The fuzzy candidate is 1997 Law 86A from source 002, with its lost-bullet '?'; a reviewer replaces the "
            "whole entry.")


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (FUZZY_EN, "zh", "的1997年版", "的1987年版", number_differs("1997", "1987")),  # the year after "source 002"
    (FUZZY_EN, "el", "του 1997", "του 2017", number_differs("1997", "2017")),
    # correct: the year kept, spaced otherwise
    (FUZZY_EN, "zh", "的1997年版", "的 1997 年版", []),
])
def test_year_changed_elsewhere_in_the_sentence(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


def left(text: str) -> list[tuple[str, str, str]]:
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{text}'")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (INDIVIDUAL_EN, "el", "(Νόμος {law})", "(Law {law})", left("Law")),  # t9bb unt207
    (INDIVIDUAL_EN, "zh", "（{law}）", "（Law {law}）", left("Law")),
    ("Law {number}", "el", "Νόμος {number}", "Law {number}", left("Law")),
    ("Law {number}", "zh", "第{number}条", "Law {number}", left("Law")),
    ("board {value}", "zh", "第 {value} 副牌", "board {value}", left("board")),
    ("round {value}", "el", "γύρος {value}", "round {value}", left("round")),
    (TOP_EN, "zh", "仅用于比赛分", "仅用于matchpoints", left("matchpoints")),  # t9bb unt552
    (TOP_EN, "el", "αφορά βαθμούς αγώνα", "αφορά matchpoints", left("matchpoints")),
    # correct: the label in the translation's words
    (INDIVIDUAL_EN, "el", "(Νόμος {law})", "(βλ. Νόμο {law})", []),
    ("Law {number}", "zh", "第{number}条", "规则第{number}条", []),
    (TOP_EN, "zh", "仅用于比赛分", "只用于比赛分", []),
])
def test_english_word_left(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


def keys_reordered(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("keys", "error", f"the answer keys '{english}' of the English are in another order in the translation "
                              f"('{found}'): a Director told the wrong key?")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (TAKE_OVER_EN, "zh", "（y / n）", "（n / y）", keys_reordered("(y / n)", "（n / y）")),  # t9bb pla220
    (TAKE_OVER_EN, "el", "(y / n)", "(n / y)", keys_reordered("(y / n)", "(n / y)")),
    (TAKE_OVER_EN, "el", "(y / n)", "(n/y)", keys_reordered("(y / n)", "(n/y)")),
    # correct: the keys in the English's order
    (TAKE_OVER_EN, "zh", "（y / n）", "（y/n）", []),
    (TAKE_OVER_EN, "el", "(y / n)", "(y/n)", []),
])
def test_answer_keys_reordered(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


def placeholder_missing(name: str) -> list[tuple[str, str, str]]:
    return [("placeholders", "error", f"a placeholder of the English is missing: {name}; the helper shows the English "
                                      "instead")]


def part_lost(text: str, carried: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"this part of the English seems to have no translation: '{text}' (it carried "
                                   f"{carried})")]


FOULED_PART = "1997 text: the sources hold no 2017 Law 87"


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (SCORE_EN, "el", "{score}: ", "", placeholder_missing("{score}")),  # t9bb pla559
    (SCORE_EN, "zh", "{score}：", "", placeholder_missing("{score}")),
    (FOULED_EN, "zh", "；1997年版文本：资料中没有2017年版第87条", "", part_lost(FOULED_PART, "1997, 2017, 87")),  # sen535
    (FOULED_EN, "el", ", κείμενο του 1997: οι πηγές δεν έχουν τον Νόμο 87 του 2017", "",
     part_lost(FOULED_PART, "1997, 2017, 87")),
    # correct: the parts kept, said otherwise
    (SCORE_EN, "el", "{score}: ", "{score} — ", []),
    (FOULED_EN, "zh", "；1997年版文本：", "；1997年版：", []),
])
def test_part_dropped_one_finding(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected
