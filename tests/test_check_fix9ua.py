"""Tester t9az's law-text inputs left after session 34 (issue 9 §2, fix9ua), each a kind: the tester's input (a
translation of one law entry, the Chinese of an entry the catalogue leaves empty written by the tester, then one
defect in it), other defects of the kind (one finding each) and correct rewordings (none), in both languages.

1. A score named where the English says only "the scores" (:func:`helper.catalog.checks.terminology.
   family_member_added`): 12C2(d) "The scores assigned for each subsequent board" as 判给的平均正分 (t9az y075), 平均分,
   平均负分, "ο μέσος όρος συν": a score the English does not name.  One terminology error naming the words and the
   score; none where the English names the score itself (12C2(b) "average plus or average minus").
2. An alternative the English does not have (:func:`helper.catalog.checks.alternatives.added_alternatives`): el
   12C1(e)(i) "… της ανωμαλίας που διέπραξε ή της ποινής" (t9az y020), zh 12C1(e)(ii) 不能得到补偿或调整分: a choice
   the rule does not give.  One terminology error quoting the "or" and what it brings; none where the English has the
   "or" (12C1(e) "… or by a gambling action", 86B2(b) "either … or"), nor for 或许, 或多或少, ήδη.
3. A phrase that gives the ruling board by board dropped (:func:`helper.catalog.checks.restrictions.dropped_phrases`):
   86B2(b) without 就每副有关的牌 (t9az y050), without "για κάθε διανομή υπό εξέταση": one sentences error naming "for
   each board in question" missing, not also "each board" said as one score nor the term for "board" missing.
4. A side replaced by a person or body the English does not name: 12C1(e)(i) 违规方得到 as 主管单位给出 (t9az y093):
   one terminology error ('主管单位' where the term for 'offending side' is expected), not the side missing and the
   Regulating Authority added.
5. The two sides of 12B1's first sentence swapped (t9az z229): the side finding alone (already one finding at
   21d0fc3; the tester's sentences finding did not come back).
6. The "(" of a national note dropped (el 12C2(b) "… (δ) παρακάτω. στην Ελλάδα, … ΕΟΜ)", t9az y053): the brackets
   error alone, the note read as a note (:func:`helper.catalog.checks.pair._unopened_notes`), not a sentence the
   English does not have.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks.alternatives import added_alternatives
from tests.support import edit_findings

# the tester's correct fills of entries the Chinese catalogue leaves empty
Y075 = ("主管单位可以对参赛者在同一节比赛中多副牌未能取得结果的情况作出规定。对其后每一副牌判给的分数，可以通过规程改为不同于"
        "上述(a)项和(b)项所规定的分数。")
Y020 = "非违规方对其自己造成的那部分损害不能得到补偿。"
# (the tester wrote 指定调整分 for "assigned adjusted score", the catalogue's term is 裁定调整分: a warning of its own)
Y050 = ("如果只有一方参赛者有过错，裁判应就每副有关的牌，判给非违规方平均正分的人为调整分〔见第12条C款2项(b)〕或者裁定调整分，"
        "以较有利者为准。违规方得到其对手所得分数的补数。")
Y093 = "违规方得到其违规被纠正后本应得到的分数。"
Z229 = ("调整分数的目的是弥补非违规方所受的损害，并取消违规方通过其违规所获得的任何利益。损害是指由于违规，无辜的一方获得的"
        "牌桌结果不如假如违规没有发生时所预期的结果有利。")


def score_named(found: str, score: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' ('{score}') where the English says 'the scores': the score or side "
                                     "changed?")]


def alternative_added(words: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the translation adds '{words}', an alternative the English does not have: the "
                                     "rule widened?")]


EACH_BOARD = [("sentences", "error", "the clause 'for each board in question' of the English is missing in the "
                                     "translation")]


def someone_else(found: str, score: str, side: str, forms: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' ('{score}') where the term for '{side}' is expected ('{forms}'): "
                                     "someone else acts or decides?")]


UNOPENED = [("brackets", "error", "')' closes a bracket that was never opened in the translation")]
SIDES_SWAPPED = [("terminology", "error", "labels in another order: non-offending, offending, non-offending in the "
                                          "English, offending, non-offending, non-offending in the translation: "
                                          "swapped, so that each goes to the other contestant?")]


@pytest.mark.parametrize("lang, paragraph, clean, old, new, expected", [
    # kind 1: the tester's input (y075), others
    ("zh", "12C2(d)", Y075, "判给的分数", "判给的平均正分", score_named("平均正分", "average plus")),
    ("zh", "12C2(d)", Y075, "判给的分数", "判给的平均分", score_named("平均分", "average")),
    ("zh", "12C2(d)", Y075, "判给的分数", "判给的平均负分", score_named("平均负分", "average minus")),
    ("zh", "12C2(d)", None, "判给的分数", "判给的平均负分", score_named("平均负分", "average minus")),
    ("el", "12C2(d)", None, "οι βαθμολογίες,", "ο μέσος όρος συν,", score_named("μέσος όρος συν", "average plus")),
    ("el", "12C2(d)", None, "οι βαθμολογίες,", "οι μέσοι όροι,", score_named("μέσοι όροι", "average")),
    # correct: the scores said otherwise; the English naming the score itself
    ("zh", "12C2(d)", Y075, "判给的分数", "所判给的分数", []),
    ("zh", "12C2(d)", None, "判给的分数", "判给的得分", []),
    ("zh", "12C2(b)", None, "平均正分或平均负分的人为调整分", "平均正分或平均负分这种人为调整分", []),
    ("el", "12C2(b)", None, "μέσου όρου συν ή του μέσου όρου μείον", "μέσου όρου συν ή μέσου όρου μείον", []),
    # kind 2: the tester's input (y020), others
    ("el", "12C1(e)(i)", None, "διέπραξε.", "διέπραξε ή της ποινής.", alternative_added("ή της ποινής")),
    ("zh", "12C1(e)(ii)", Y020, "补偿", "补偿或调整分", alternative_added("或调整分")),
    ("zh", "12C1(e)(i)", None, "本应得到的分数。", "本应得到的分数或罚分。", alternative_added("或罚分")),
    ("el", "12C1(e)(ii)", None, "αποζημίωση", "αποζημίωση ή ποινή", alternative_added("ή ποινή")),
    # correct: the English has the "or"; an "or" inside a word
    ("zh", "12C1(e)", None, "或因赌博性行动", "或者因赌博性行动", []),
    ("el", "12C1(e)", None, "ή μία τυχοδιωκτική ενέργεια", "ή μια τυχοδιωκτική ενέργεια", []),
    ("zh", "86B2(b)", Y050, "或者裁定调整分", "或裁定调整分", []),
    ("el", "86B2(b)", None, "ή μία κατ' εκτίμηση", "ή μια κατ' εκτίμηση", []),
    ("el", "12C1(e)(ii)", None, "που προκάλεσε", "που ήδη προκάλεσε", []),
    # kind 3: the tester's input (y050), others
    ("zh", "86B2(b)", Y050, "就每副有关的牌，", "", EACH_BOARD),
    ("el", "86B2(b)", None, "για κάθε διανομή υπό εξέταση, ", "", EACH_BOARD),
    ("zh", "86B2(b)", None, "应对所涉每副牌判给", "应判给", EACH_BOARD),
    # correct: each board said otherwise
    ("zh", "86B2(b)", Y050, "就每副有关的牌", "对所有有关的牌", []),
    ("zh", "86B2(b)", None, "所涉每副牌", "所涉各副牌", []),
    ("el", "86B2(b)", None, "για κάθε διανομή υπό εξέταση", "για καθεμία από τις διανομές υπό εξέταση", []),
    # kind 4: the tester's input (y093), others
    ("zh", "12C1(e)(i)", Y093, "违规方得到", "主管单位给出",
     someone_else("主管单位", "Regulating Authority", "offending side", "违规方 / 违规的一方")),
    ("zh", "12C1(e)(i)", Y093, "违规方得到", "裁判给出",
     someone_else("裁判", "Director", "offending side", "违规方 / 违规的一方")),
    ("el", "12C1(e)(i)", None, "Ο υπαίτιος άξονας λαμβάνει", "Η Ρυθμιστική Αρχή λαμβάνει",
     someone_else("Ρυθμιστική Αρχή", "Regulating Authority", "offending side",
                  "υπαίτιος άξονας / άξονας που παρέβη / πλευρά που παρέβη / υπαίτια πλευρά")),
    # correct: the side said otherwise
    ("zh", "12C1(e)(i)", Y093, "违规方得到", "违规的一方得到", []),
    ("el", "12C1(e)(i)", None, "Ο υπαίτιος άξονας", "Ο άξονας που παρέβη", []),
    # kind 5: the tester's input (z229), the Chinese of the tests
    ("zh", "12B1", Z229, "弥补非违规方所受的损害，并取消违规方", "弥补违规方所受的损害，并取消非违规方", SIDES_SWAPPED),
    ("zh", "12B1", None, "弥补非违规方所受的损害，并取消违规方", "弥补违规方所受的损害，并取消非违规方", SIDES_SWAPPED),
    ("zh", "12B1", Z229, "无辜的一方获得的", "无辜一方所得的", []),
    # kind 6: the tester's input (y053), another
    ("el", "12C2(b)", None, "(στην Ελλάδα", "στην Ελλάδα", UNOPENED),
    ("el", "12C2(d)", None, "(στην Ελλάδα", "στην Ελλάδα", UNOPENED),
    # correct: the text before the note said otherwise, the note's brackets kept
    ("el", "12C2(d)", None, "κατά τη διάρκεια της ίδιας ημερίδας", "στη διάρκεια της ίδιας ημερίδας", []),
])
def test_law_texts(lang, paragraph, clean, old, new, expected):
    assert edit_findings(lang, paragraph, old, new, clean) == expected


@pytest.mark.parametrize("paragraph, clean", [("12C2(d)", Y075), ("12C1(e)(ii)", Y020), ("86B2(b)", Y050),
                                              ("12C1(e)(i)", Y093), ("12B1", Z229)])
def test_tester_fills_are_clean(paragraph, clean):
    """The tester's own fills (the correct texts the defects were written into) have no finding."""
    from tests.support import findings, law_texts

    assert findings(law_texts("zh", paragraph)[0], clean, "zh", paragraph) == []


@pytest.mark.parametrize("english, translation, lang", [
    ("The non-offending side does not receive relief.", "非违规方或许得不到补偿。", "zh"),
    ("The damage is more or less the same.", "损害或多或少相同。", "zh"),
    ("The score stands, agreed or not.", "无论是否同意，该分数都有效。", "zh"),
    ("The score stands whether the side agrees.", "Η βαθμολογία ισχύει, είτε συμφωνεί ο άξονας ή όχι.", "el"),
    ("The side has already received its score.", "Ο άξονας έχει ήδη λάβει τη βαθμολογία του.", "el"),
])
def test_no_alternative_added(english, translation, lang):
    """No alternative added: 或 inside a word (或许, 或多或少), ήδη, an "or" where the English has one."""
    assert added_alternatives(english, translation, lang) == []
