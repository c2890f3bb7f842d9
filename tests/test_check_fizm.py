"""Fresh tester t9bt's doubled miss and false brackets warning (issue 9 §2, fizm), each a kind: the tester's input,
other defects of the kind (one finding each: its check and words of its message) and correct rewordings (no finding),
measured as the tester does (:func:`tests.testers.measure.gained`; a string not shipped: :func:`tests.support.gained_or_paired`).

1. A preposition written twice before a word of its own (t9bt bt-dbl07: 结果对对非违规方, 对 twice before the
   glossary's 非违规方): one ``doubled`` error "character written twice" (:func:`helper.catalog.checks.structure.
   doubled_zh_characters`). The pair of the laws 对非 is the preposition before 非违规方, no word 对 starts; 对对手
   and 对对方 (对 before 对手, 对方) and 一对对 ("pair after pair") are correct.
2. A typed value dropped with its gloss (t9bt bt-alt08: "ximps (cross-IMPs)" of "mp, imps (teams), ximps (cross-IMPs)
   or butler" dropped): one ``options`` error "the value '…' the English lists is not in the translation"; the
   dropped value's bracket went with it, no ``brackets`` warning that "(teams)" lost its brackets
   (:func:`helper.catalog.checks.pair._lost_values_glosses`).
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, gained_or_paired, interface_item, one_gained, one_gained_tests

TESTER = fresh_inputs("t9bt")

NO_DAMAGE = "No damage: the table result is worth at least as much to the non-offending side (Law {law})."
CAUSED = "Was the irregularity caused by a Director's error?"
CORRECTS = "Corrects ruling {id} (as the Director gave it: rule --corrects)."
FAVOURABLE = "Is the result at the other table between the same contestants clearly favourable to one side?"
METHODS = "mp, imps (teams), ximps (cross-IMPs) or butler"
FORMS = "mp (percent of a top), imps (teams), ximps, butler, or vps (a match in victory points)"

CHARACTER = "character written twice: '{}'"
VALUE = "the value '{}' the English lists is not in the translation: a Director not told he may type it?"


@pytest.mark.parametrize("item_id, check, words, fragment", [
    ("bt-dbl07", "doubled", CHARACTER.format("对对"), "对对"),
    ("bt-alt08", "options", VALUE.format("ximps"), "ximps"),
])
def test_the_testers_inputs_are_one_finding_naming_the_defect(item_id, check, words, fragment):
    found = one_gained(TESTER[item_id], check, words)
    assert found.fragment == fragment, found.fragment


test_a_doubled_preposition_or_dropped_value_is_one_finding, test_a_correct_rewording_is_none = one_gained_tests([
    # 1. a preposition written twice before a word (a glossary term) of its own
    (interface_item("zh", NO_DAMAGE, "没有损害：牌桌结果对对未违规方至少同样有利（{law}）。"), "doubled",
     CHARACTER.format("对对")),
    (interface_item("zh", CAUSED, "违规是否由由裁判的错误造成？"), "doubled", CHARACTER.format("由由")),
    (interface_item("zh", CORRECTS, "更正第 {id} 号裁决（由由裁判指定：rule --corrects）。"), "doubled",
     CHARACTER.format("由由")),
    (interface_item("zh", FAVOURABLE, "相同参赛者之间另一桌的结果是否明显对对一方有利？"), "doubled",
     CHARACTER.format("对对")),
    # 2. a typed value dropped with its gloss: the options error alone
    (interface_item("el", METHODS, "mp, imps (ομάδες) ή butler"), "options", VALUE.format("ximps")),
    (interface_item("zh", FORMS, "mp（满分的百分比）、ximps、butler 或 vps（以胜利分 VP 计的比赛）"), "options",
     VALUE.format("imps")),
    (interface_item("el", METHODS, "mp, ximps (cross-IMPs) ή butler"), "options", VALUE.format("imps")),
    (interface_item("zh", METHODS, "mp、ximps（交叉 IMP）或 butler"), "options", VALUE.format("imps")),
], [
    TESTER["bt-dbl07"] | {"msgstr": "没有损害：牌桌结果对于非违规方至少同样有利（{law}）。"},
    interface_item("zh", CAUSED, "违规是否由裁判的错误所造成？"),
    interface_item("zh", FAVOURABLE, "相同参赛者之间另一桌的结果是否明显对一方有利？"),
    TESTER["bt-alt08"] | {"msgstr": "mp、imps（队式赛）、ximps（跨场 IMP）或 butler"},
    interface_item("el", METHODS, "mp, imps (ομαδικοί αγώνες), ximps (cross-IMPs) ή butler"),
    interface_item("zh", FORMS, "mp（满分的百分比）、imps（队式赛）、ximps、butler 或 vps（以胜利分计的比赛）"),
], measure=gained_or_paired)


@pytest.mark.parametrize("text, doubled", [
    ("一对对牌手走进赛场", []),  # 一对对 "pair after pair", a reduplication
    ("裁判对对手造成的损害作出裁定", []),  # 对 + 对手
    ("结果对对方有利", []),  # 对 + 对方
    ("结果对对非违规方不利", ["对对"]),
    ("另一对对牌手", ["对对"]),  # 另一对 counts one pair: 对 written twice
    ("应当向向裁判报告", ["向向"]),
    ("应给给非违规方调整分", ["给给"]),
])
def test_a_preposition_doubled_before_a_word_of_its_own(text, doubled):
    from helper.catalog.checks.single import _ZH_DOUBLED_RE
    from helper.catalog.checks.structure import doubled_zh_characters

    assert [text[a:b] for a, b in doubled_zh_characters(text, _ZH_DOUBLED_RE)] == doubled
