"""Conditions and alternatives in law texts (issue 9 §2, fixyd), each a kind: correct wordings (no finding) and
defects of the kind (one finding each: its check and a word of its message), in both languages where it applies.

1. (a) An absence stated as a condition by its clause (86B3 "however in the absence of a relevant regulation" as
   但没有相关规程时): kept, not "the condition reversed".  The Chinese absences read
   (:mod:`helper.catalog.checks.condition_words`, "absent"): a condition word before an absence (如无, 若没有,
   在没有…时, 如果不存在), and now an absence word opening a clause that ends as a condition - 没有 / 无 / 未有 /
   不存在 / 缺少 / 缺乏 / 欠缺 … 时 / 的话 / 情况下.  A presence (但有相关规程时, 即使有) is still the condition reversed.
   (b) "other" said 别的 / 别桌 / 别处 (beside 其他, 其它, 其余, 另一, 另外的): 86B1 "at the other table" as 在别的牌桌;
   Greek έτερο beside άλλο, υπόλοιπο.  Not the 别 of 分别, 特别, 区别, 类别, 个别 …; "the same table" (同一桌, 本桌,
   "στο τραπέζι") still "other" missing.
2. "the board(s)" (86B2(a)) said as one board: 该牌 / 这牌 / 此牌 (a demonstrative right before the noun, as 这些牌
   says several) and 该副牌 / 这副牌: one error naming 'the board(s)' - 该牌（或这些牌） with （或这些牌） dropped.  Correct:
   该牌（或这些牌）, 该副牌或这些牌, 这副或这几副牌, 有关的牌 (no number), 这些牌; Greek "τη διανομή(ες)", "τις διανομές"
   (a plural: no "singular only"), "τη διανομή" one error.
3. 12B2 "either unduly severe or advantageous" with its "or" said as "and" (和, 与, 及, 以及, 且, 并且, 既…又; "και"): one
   error, the or / and one (was two: "an alternative dropped" besides).  不是…就是 / 便是 ("either … or") is an "or",
   no negation nor "neither"; an alternative really dropped (过于严厉 alone) still one finding.
4. Greek conditions: μόλις ("as soon as") mid-clause before an article or a subjunctive (μόλις κρίνει, μόλις ο παρών
   Κώδικας, αμέσως μόλις) is a condition; not "has just" (έχει μόλις διαπραχθεί), not before a past tense (που
   μόλις ορίστηκε).  αφού and διότι ("since, because") say the English's "because of" (12B1 "όταν, αφού υπήρξε
   παράβαση"); the cause dropped is still found.
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, findings, law_texts

EN_86B3, ZH_86B3 = law_texts("zh", "86B3")
EN_86B1, ZH_86B1 = law_texts("zh", "86B1")
EN_86B2A, ZH_86B2A = law_texts("zh", "86B2(a)")
EN_12B2, ZH_12B2 = law_texts("zh", "12B2")

# a second, fuller Chinese of 86B3 (its last clause to be filled)
MY_86B3 = ("主管机构可以对同一组或多组参赛者之间只在一张牌桌上打过牌的情况另作规定。对于每一副这样的牌，所判给的分数可以通过规程作出"
           "与本条B款2项所规定的不同的变动，{x}，裁判按上述方法处理。")
MY_86B2A = ("如果没有参赛者有过错，裁判应取消{x}，并判给一个或多个人为调整分〔参见第12条C款2项〕，或者在时间允许时，打一副或多副"
            "替换牌（但参见本条A款）。")


def assert_one(result: list[tuple[str, str, str]], check: str, word: str) -> None:
    """One finding, of ``check``, its message saying ``word``."""
    assert len(result) == 1, result
    assert result[0][0] == check and word in result[0][2], result


# ---------------------------------------------------------------- 1(a). an absence stated by its clause

@pytest.mark.parametrize("clause", ["但没有相关规程时", "但在没有相关规程的情况下", "但没有相关规程的情况下", "但如果没有相关规程",
                                    "但若无相关规程", "然而在缺少相关规程时", "但没有相关规程的话", "但不存在相关规程时",
                                    "但未有相关规程时", "但无相关规程时"])
def test_an_absence_said_by_its_clause_is_no_finding(clause):
    assert findings(EN_86B3, MY_86B3.format(x=clause), "zh", "86B3") == []


@pytest.mark.parametrize("old, new", [("如无相关规程", "没有相关规程时"), ("如无相关规程", "没有相关规程的话"),
                                      ("如无相关规程", "不存在相关规程的情况下")])
def test_an_absence_in_the_chinese_laws_text_is_no_finding(old, new):
    assert edit_findings("zh", "86B3", old, new) == []


@pytest.mark.parametrize("clause", ["但有相关规程时", "但有相关规程的话", "但即使有相关规程", "但存在相关规程的情况下"])
def test_an_absence_made_a_presence_is_one_error(clause):
    assert_one(findings(EN_86B3, MY_86B3.format(x=clause), "zh", "86B3"), "negation", "absence")


# ---------------------------------------------------------------- 1(b). "other" said 别的

@pytest.mark.parametrize("other", ["另一桌", "别的牌桌", "别桌", "其他牌桌", "另外的牌桌", "另一张牌桌", "其它牌桌"])
def test_other_table_in_chinese_is_no_finding(other):
    assert edit_findings("zh", "86B1", "另一桌", other) == []


@pytest.mark.parametrize("same", ["同一桌", "这张牌桌", "本桌"])
def test_the_same_table_is_other_missing(same):
    assert_one(edit_findings("zh", "86B1", "另一桌", same), "terminology", "'other'")


@pytest.mark.parametrize("new, word", [("别的各副牌", None), ("别的牌", None), ("其余各副牌", None), ("所有各副牌", "'other'")])
def test_other_boards_of_the_session(new, word):
    found = edit_findings("zh", "12C2(c)", "其他各副牌", new)
    if word is None:
        assert found == []
    else:
        assert_one(found, "terminology", word)


@pytest.mark.parametrize("old, new, word", [("στο άλλο τραπέζι", "στο έτερο τραπέζι", None),
                                            ("στο άλλο τραπέζι", "στο τραπέζι", "'other'"),
                                            ("στο άλλο τραπέζι", "σε αυτό το τραπέζι", "'other'")])
def test_other_table_in_greek(old, new, word):
    found = edit_findings("el", "86B1", old, new)
    if word is None:
        assert found == []
    else:
        assert_one(found, "terminology", word)


# ---------------------------------------------------------------- 2. "the board(s)" said as one board

@pytest.mark.parametrize("boards", ["该牌（或这些牌）", "该副牌（或这些牌）", "该副牌或这些牌", "该牌或这些牌", "这副或这几副牌",
                                    "有关的一副或多副牌", "该（些）牌", "这些牌", "有关的牌"])
def test_the_boards_said_with_their_alternative_is_no_finding(boards):
    assert findings(EN_86B2A, MY_86B2A.format(x=boards), "zh", "86B2(a)") == []


@pytest.mark.parametrize("board", ["该牌", "这牌", "此牌", "该副牌", "这副牌"])
def test_the_alternative_dropped_is_one_error(board):
    assert_one(findings(EN_86B2A, MY_86B2A.format(x=board), "zh", "86B2(a)"), "terminology", "the board(s)")


@pytest.mark.parametrize("old, new, word", [("有关的牌", "该牌（或这些牌）", None), ("有关的牌", "该牌", "the board(s)"),
                                            ("有关的牌", "这副牌", "the board(s)")])
def test_the_boards_in_the_chinese_laws_text(old, new, word):
    found = edit_findings("zh", "86B2(a)", old, new)
    if word is None:
        assert found == []
    else:
        assert_one(found, "terminology", word)


@pytest.mark.parametrize("paragraph", ["86B2(a)", "86B2(c)"])
@pytest.mark.parametrize("new, word", [("τις διανομές", None), ("τη διανομή ή τις διανομές", None),
                                       ("τη διανομή", "the board(s)")])
def test_the_boards_in_greek(paragraph, new, word):
    found = edit_findings("el", paragraph, "τη διανομή(ες)", new)
    if word is None:
        assert found == []
    else:
        assert_one(found, "terminology", word)


# ---------------------------------------------------------------- 3. "or" said as "and" in 12B2

ZH_12B2_MINE = "裁判不得以本规则所规定的纠正对任何一方{x}为由判给调整分。"


@pytest.mark.parametrize("pair", ["过于严厉或过于有利", "要么过于严厉，要么过于有利", "过于严厉或有利", "不是过分严厉就是过分有利",
                                  "不是过于严厉便是过于有利"])
def test_either_or_said_as_or_is_no_finding(pair):
    assert findings(EN_12B2, ZH_12B2_MINE.format(x=pair), "zh", "12B2") == []


@pytest.mark.parametrize("pair, word", [("过于严厉和有利", "和"), ("过于严厉和过于有利", "和"), ("过于严厉且有利", "且"),
                                        ("过于严厉以及有利", "以及"), ("过于严厉与有利", "与"), ("过于严厉并且有利", "并且"),
                                        ("过于严厉及有利", "及"), ("既过于严厉又过于有利", "既")])
def test_or_said_as_and_is_one_error(pair, word):
    assert_one(findings(EN_12B2, ZH_12B2_MINE.format(x=pair), "zh", "12B2"), "terminology", f"'{word}' ('and')")


def test_an_alternative_dropped_is_still_one_error():
    assert_one(findings(EN_12B2, ZH_12B2_MINE.format(x="过于严厉"), "zh", "12B2"), "terminology", "alternative")


@pytest.mark.parametrize("new", ["υπερβολικά αυστηρή και ευνοϊκή", "και υπερβολικά αυστηρή και ευνοϊκή"])
def test_or_said_as_and_in_greek_is_one_error(new):
    assert_one(edit_findings("el", "12B2", "είτε υπερβολικά αυστηρή, είτε ευνοϊκή", new), "terminology", "'και'")


@pytest.mark.parametrize("new", ["υπερβολικά αυστηρή ή ευνοϊκή", "ή υπερβολικά αυστηρή ή ευνοϊκή"])
def test_or_in_greek_is_no_finding(new):
    assert edit_findings("el", "12B2", "είτε υπερβολικά αυστηρή, είτε ευνοϊκή", new) == []


# ---------------------------------------------------------------- 4. Greek μόλις and αφού

@pytest.mark.parametrize("paragraph, old, new", [
    ("12A1", ", όταν κρίνει", ", μόλις κρίνει"),
    ("12A1", ", όταν κρίνει", " μόλις κρίνει"),
    ("12A1", ", όταν κρίνει", " αμέσως μόλις κρίνει"),
    ("86A", ", όταν το τελικό", " μόλις το τελικό"),
    ("12A", ", όταν ο παρών", " μόλις ο παρών"),
    # μόλις "just" is no condition: nothing added, nothing said
    ("12A1", "που έχει διαπραχθεί", "που έχει μόλις διαπραχθεί"),
    ("12B1", "Ο στόχος", "Ο στόχος, που μόλις ορίστηκε,"),
    # αφού / διότι / επειδή for "because of"
    ("12B1", "όταν, λόγω κάποιας παράβασης,", "όταν, αφού υπήρξε παράβαση,"),
    ("12B1", "όταν, λόγω κάποιας παράβασης,", "όταν, διότι υπήρξε παράβαση,"),
    ("12B1", "όταν, λόγω κάποιας παράβασης,", "όταν, επειδή έγινε παράβαση,"),
])
def test_greek_condition_and_cause_words_are_no_finding(paragraph, old, new):
    assert edit_findings("el", paragraph, old, new) == []


@pytest.mark.parametrize("paragraph, old, new, check, word", [
    ("12A1", ", όταν κρίνει", ", κρίνοντας", "sentences", "condition"),
    ("12A1", ", όταν κρίνει", " και κρίνει", "sentences", "condition"),
    # ("when" said αφού, "since": the condition made a fact - αφού read as a cause there too)
    ("86A", ", όταν το τελικό", ", αφού το τελικό", "sentences", "cause"),
    ("12B1", "όταν, λόγω κάποιας παράβασης,", "όταν", "sentences", "because of an infraction"),
])
def test_greek_condition_or_cause_dropped_is_one_error(paragraph, old, new, check, word):
    assert_one(edit_findings("el", paragraph, old, new), check, word)
