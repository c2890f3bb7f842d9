"""Fix-up of session 36 (fixwx1): earlier rows m43's branches broke, kept with the new rules.

- A Chinese list's 和 / 与 / 及 in a sentence that says "one of" (其中一个, 中的一个, 任选其一, 择一:
  :data:`opposites._ONE_OF`) joins a choice: no "or" said as "and" (fix9bs rows "--top 与 --results 只能给出其中一个",
  "请给出 --top 和 --results 中的一个"; fixwd's 和 / 与 rule had made them one terminology error).  Without "one of",
  和 for "or" stays one error (fixwd, tester t9bb alt148 / alt504).
- 前 / 后 before a placeholder is a count ("the first {shown} letters" as 前 {shown} 个字母), neutral also now that
  fixwe blanks placeholders before reading opposites (fix9bf row); "after" said as 之前 stays one error.
- 12C1(d) "numerous or not obvious" as 为数众多和不明显: one error (fix9bm's row changed, see its commit).
"""

from __future__ import annotations

import pytest

from tests.support import findings, law_texts

TOP = "Give --top or --results, not both."
TYPE = "Type the first {shown} letters, after that press Enter."
ENTER = "Press Enter after the {count} boards are entered."
OR_AND = "the English says 'or', the translation '{}' ('and'): alternatives made all required, the rule narrowed?"


@pytest.mark.parametrize("english, translation", [
    (TOP, "--top 与 --results 只能给出其中一个。"),  # fix9bs
    (TOP, "请给出 --top 和 --results 中的一个。"),  # fix9bs
    (TOP, "请从 --top 和 --results 中任选一个，不可同时给出。"),
    (TOP, "--top 与 --results 二者择一给出，不能都给。"),
    (TYPE, "先输入前 {shown} 个字母，然后按 Enter。"),  # fix9bf
    (TYPE, "输入前 {shown} 个字母后按 Enter。"),
    (ENTER, "输入 {count} 副牌后按 Enter。"),
])
def test_correct_rewordings_are_no_finding(english, translation):
    assert findings(english, translation, "zh") == []


@pytest.mark.parametrize("english, translation, expected", [
    (TOP, "请给出 --top 和 --results，不要同时给出。", ("terminology", "error", OR_AND.format("和"))),
    (ENTER, "在输入 {count} 副牌之前按 Enter。",
     ("terminology", "error", "the English says 'after', the translation its opposite '之前': the meaning reversed?")),
])
def test_defects_of_the_same_kinds_are_one_error(english, translation, expected):
    assert findings(english, translation, "zh") == [expected]


def test_or_said_by_he_in_12c1d_is_one_error():
    english = law_texts("el", "12C1(d)")[0]
    translation = "如果可能的结果为数众多和不明显，裁判可以判给人为调整分（见第12条C款2项）。"
    assert findings(english, translation, "zh", "12C1(d)") == [("terminology", "error", OR_AND.format("和"))]
