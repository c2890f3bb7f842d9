"""Tester t9az's interface strings left and probes (issue 9 §2, fix9ub), each a kind: the input, other defects of the
kind (one finding each) and correct rewordings (none), in both languages.

1. Who decides (:func:`helper.catalog.checks.who.who_replaced`, the glossary's "regulation" of the family "who"):
   "Scores rounded as the regulation sets (the Laws set no rounding)." said "όπως ορίζει ο Διαιτητής" (z462), 按裁判的
   决定: a document said as a person, the Director deciding what the regulation sets.  One terminology error naming
   the Director where the English has 'regulation'; "όπως ορίζουν οι κανονισμοί", 按规定, 按照规章 none, nor the
   Greek "Κανονισμοί" of the Laws where the English names no regulation.
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
