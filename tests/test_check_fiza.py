"""Engineer fiza, session 43 (issue 9 §2): correct rewordings fresh tester t9br's run found false findings on.

- A Chinese quantifier of sides after a verb of giving (判给双方人为调整分, "award both sides artificial adjusted
  scores", br-rew10): the sides are who is given (:data:`helper.catalog.checks.quantifiers._ZH_SIDES_GIVEN`), not a
  count of the scores after them; "both sides" as 判给一方 stays a quantifier changed.
- A placeholder named again with its own word where the English says it by a pronoun ("ruling {id} …, which follows
  it" as 第 {id} 号裁决 twice, "απόφαση {id}" twice: br-rew20, br-rew42;
  :func:`helper.catalog.checks.pair._restated_placeholder`): no value shown twice; a copy where the English has no
  pronoun, beside another word (第 {id} 条, "Νόμου {id}") or none ("（{id}）") still is.
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests

INPUTS = fresh_inputs("t9br")

FEW = ("This table's version was played too few times to be compared: artificial adjusted scores, average plus to "
       "both sides (Law {law}).")
APPEAL = "The appeal outcomes of ruling {id} stand for this ruling, which follows it (Laws 92, 93)."
BY = ("Ruling {id} is followed by ruling {by}, which corrects or completes it: amend ruling {by} (helper rulings "
      "details {by} ...). Nothing is recorded.")
OLD = "Ruling {id}: its answers no longer lead to a ruling in this version of the helper"
ADDED = "Appeal outcome {number} of ruling {id} added; the ruling is kept as it was."
READ = "Ruling {id} cannot be read: {problem}"

TWICE = ("placeholder {id} appears 2× in the translation, 1× in the English", "its value shown twice?")
OTHERS = "does the rule now concern other contestants?"


def test_tester_inputs():
    from tests.support import said

    for name in ("br-rew10", "br-rew20", "br-rew42"):
        assert said(INPUTS[name]) == [], name


test_defect, test_rewording = one_finding_tests([
    # "both sides" said as one side, the side after a verb of giving
    ("zh", FEW, "本桌所打的版本次数过少，无法比较：判给一方人为调整分，均为平均正分（{law}）。", "terminology",
     "一方人为调整分", ("'both sides'", OTHERS)),
    ("zh", FEW, "本桌所打的版本次数过少，无法比较：给予第一方人为调整分，即平均正分（{law}）。", "terminology",
     "第一方人为调整分", ("'both sides'", OTHERS)),
    ("el", FEW, "Η εκδοχή αυτού του τραπεζιού παίχτηκε πολύ λίγες φορές για να συγκριθεί: απονέμονται στον έναν "
     "άξονα τεχνητές επανορθωτικές βαθμολογίες, μέσος όρος συν (Νόμος {law}).", "terminology", "έναν άξονα",
     ("'both sides'", OTHERS)),
    # a placeholder given twice where the English has no pronoun for it
    ("zh", READ, "第 {id} 号裁决无法读取：第 {id} 号裁决{problem}", "placeholders", "{id}", TWICE),
    ("el", READ, "Η απόφαση {id} δεν μπορεί να διαβαστεί: απόφαση {id}: {problem}", "placeholders", "{id}", TWICE),
    # ... or beside another word (another thing named: a law for a ruling), or none (a bracket added)
    ("zh", APPEAL, "本裁决是第 {id} 号裁决的后续，第 {id} 条的申诉结果对本裁决同样有效（第92条、第93条）。", "placeholders",
     "{id}", TWICE),
    ("zh", APPEAL, "本裁决是第 {id} 号裁决的后续，其申诉结果对本裁决同样有效（{id}）（第92条、第93条）。", "placeholders",
     "{id}", TWICE),
    ("zh", OLD, "第 {id} 号裁决：第 {id} 条的回答在此版本的助手中不再得出裁决", "placeholders", "{id}", TWICE),
    ("zh", OLD, "第 {id} 号裁决（{id}）：其回答在此版本的助手中不再得出裁决", "placeholders", "{id}", TWICE),
    ("el", APPEAL, "Αυτή η απόφαση ακολουθεί την απόφαση {id}, γι' αυτό τα αποτελέσματα έφεσης του Νόμου {id} "
     "ισχύουν και για αυτήν (Νόμοι 92, 93).", "placeholders", "{id}", TWICE),
    ("el", BY, "Η απόφαση {id} ακολουθείται από την απόφαση {by}, η οποία διορθώνει ή συμπληρώνει τον Νόμο {id}: "
     "τροποποιήστε την απόφαση {by} (helper rulings details {by} ...). Δεν καταγράφεται τίποτα.", "placeholders",
     "{id}", TWICE),
], [
    (INPUTS["br-rew10"]["lang"], FEW, INPUTS["br-rew10"]["msgstr"]),
    (INPUTS["br-rew20"]["lang"], APPEAL, INPUTS["br-rew20"]["msgstr"]),
    (INPUTS["br-rew42"]["lang"], APPEAL, INPUTS["br-rew42"]["msgstr"]),
    # the sides after another verb of giving
    ("zh", FEW, "本桌所打的版本次数过少，无法比较：给予双方人为调整分，即平均正分（{law}）。"),
    ("zh", FEW, "本桌所打的版本次数过少，无法比较：授予双方人为调整分，均为平均正分（{law}）。"),
    ("el", FEW, "Η εκδοχή αυτού του τραπεζιού παίχτηκε πολύ λίγες φορές για να συγκριθεί: απονέμονται και στους δύο "
     "άξονες τεχνητές επανορθωτικές βαθμολογίες, μέσος όρος συν (Νόμος {law})."),
    # the ruling named again for the English's "it", "its", "which"
    ("el", BY, "Η απόφαση {id} ακολουθείται από την απόφαση {by}, η οποία διορθώνει ή συμπληρώνει την απόφαση {id}: "
     "τροποποιήστε την απόφαση {by} (helper rulings details {by} ...). Δεν καταγράφεται τίποτα."),
    ("zh", BY, "第 {id} 号裁决之后有第 {by} 号裁决，后者更正或补充了第 {id} 号裁决：请修改第 {by} 号裁决（helper rulings "
     "details {by} ...）。未记录任何内容。"),
    ("zh", OLD, "第 {id} 号裁决：在此版本的助手中，第 {id} 号裁决的回答不再得出裁决"),
    ("el", OLD, "Απόφαση {id}: οι απαντήσεις της απόφασης {id} δεν οδηγούν πλέον σε απόφαση σε αυτή την έκδοση του "
     "helper"),
    ("zh", ADDED, "已添加第 {id} 号裁决的申诉结果 {number}；第 {id} 号裁决保持原样。"),
    ("el", ADDED, "Το αποτέλεσμα έφεσης {number} της απόφασης {id} προστέθηκε· η απόφαση {id} διατηρείται όπως ήταν."),
])
