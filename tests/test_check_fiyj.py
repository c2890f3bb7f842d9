"""fiyj (issue 9 §2, tester t9bn): a part of a condition on a helper's state dropped in a long interface string, the
rest kept (:func:`helper.catalog.checks.conditions.state_condition_parts_missing`).

1. The second part, on its ruling ("asks first while that helper runs with a ruling in progress" as 那个 helper 仍在
   运行时先询问 / "ρωτά πρώτα όσο εκείνο τρέχει": bn-con03, bn-con25; "no longer responds, with no ruling in
   progress:" as 不再响应：, bn-con10): sentences, "the part '…' of a condition of the English is missing in the
   translation: the rule applies in more cases?".
2. A parenthetical giving when a key acts ("^O resumes that ruling here (its helper has ended or no longer
   responds)" as 按 ^O 在此继续该裁决；, bn-con11): sentences, "the condition '(…)' of the English is missing", and no
   brackets finding on the kept "(recorded)" nor a negation one on "no longer responds".
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, gained_or_paired, interface_item

PART = "the part '{}' of a condition of the English is missing in the translation: the rule applies in more cases?"
CONDITION = "the condition '{}' of the English is missing in the translation: the rule made unconditional?"

TAKE_OVER = ("Take over the ruling in progress another helper holds: asks first while that helper runs with a ruling "
             "in progress; at once when it has ended")
ENDED = ("The other helper has ended, with no ruling in progress: ^O makes this helper save the ruling in progress "
         "(finished rulings are recorded meanwhile).")
TAKE_BACK = ("Take back the ruling from the other helper: asks first while it still runs with a ruling in progress; "
             "at once when it has ended.")
RESUME = ("The ruling is held elsewhere: ^O takes it over here (the other helper has ended or no longer responds); "
          "^N starts a new ruling (recorded).")
WITH_ENDED = "(its helper has ended or no longer responds)"
WITH_OTHER = "(the other helper has ended or no longer responds)"


T9BN = fresh_inputs("t9bn")
messages = interface_item


def found(item: dict) -> list[tuple[str, str]]:
    """``(check, message)`` of the findings the input gains (:func:`tests.support.gained_or_paired`)."""
    return [(f.check, f.message) for f in gained_or_paired(item)]


@pytest.mark.parametrize("item_id, check, words", [
    ("bn-con03", "sentences", PART.format("with a ruling in progress")),
    ("bn-con25", "sentences", PART.format("with a ruling in progress")),
    ("bn-con10", "sentences", PART.format("with no ruling in progress")),
    ("bn-con11", "sentences", CONDITION.format(WITH_ENDED)),
])
def test_the_testers_inputs(item_id, check, words):
    result = found(T9BN[item_id])
    assert result == [(check, words)], result


def test_a_negated_part_the_negation_check_names_stays_its_finding():
    """bn-con24 (el, "με το ^O" after "δεν αποκρίνεται:", χωρίς … dropped): the negation check's one finding."""
    result = found(T9BN["bn-con24"])
    assert [check for check, _m in result] == ["negation"], result


@pytest.mark.parametrize("item, check, words", [
    # 1. the second part of the condition, on its ruling, dropped
    (messages("zh", ENDED, "另一个 helper 窗口已结束：按 ^O 由本窗口保存进行中的裁决（在此期间已完成的裁决照常记录）。"),
     "sentences", PART.format("with no ruling in progress")),
    (messages("zh", TAKE_BACK, "从另一个 helper 收回裁决：它仍在运行时先询问；它已结束时立即收回。"),
     "sentences", PART.format("with a ruling in progress")),
    (messages("el", TAKE_BACK, "Ανάκτηση της απόφασης από το άλλο παράθυρο του helper: ρωτά πρώτα όσο εκείνο τρέχει "
                               "ακόμη· αμέσως όταν έχει τερματιστεί."), "sentences", PART.format("with a ruling in progress")),
    (messages("zh", TAKE_OVER, "接管另一个 helper 窗口占用的进行中裁决：它已结束时立即接管；那个 helper 仍在运行时先询问"),
     "sentences", PART.format("with a ruling in progress")),
    # 2. the parenthetical giving when a key acts dropped
    (messages("zh", RESUME, "该裁决由别处持有：按 ^O 在此接管；按 ^N 开始新的裁决（会被记录）。"),
     "sentences", CONDITION.format(WITH_OTHER)),
    (messages("el", RESUME, "Η απόφαση κρατιέται αλλού: το ^O την αναλαμβάνει εδώ· το ^N αρχίζει νέα απόφαση "
                            "(καταγράφεται)."), "sentences", CONDITION.format(WITH_OTHER)),
])
def test_variants_one_finding(item, check, words):
    result = found(item)
    assert result == [(check, words)], result


@pytest.mark.parametrize("item", [
    # 1. the part kept, in another order or said as a clause of its own
    messages("zh", TAKE_OVER, "接管另一个 helper 窗口占用的进行中裁决：它已结束时立即接管；那个 helper 仍在运行且有进行中裁决时"
                              "先询问"),
    messages("zh", TAKE_OVER, "接管另一个 helper 窗口占用的进行中裁决：那个 helper 仍在运行、其裁决也仍在进行中时先询问；"
                              "它已结束时立即接管"),
    messages("el", TAKE_OVER, "Ανάληψη της απόφασης σε εξέλιξη που κρατά άλλο παράθυρο του helper: αμέσως όταν έχει "
                              "τερματιστεί· ρωτά πρώτα όσο εκείνο τρέχει με απόφαση σε εξέλιξη"),
    messages("zh", ENDED, "另一个 helper 窗口已结束，且没有未完成的裁决：按 ^O 由本窗口保存进行中的裁决（在此期间已完成的裁决照常"
                          "记录）。"),
    messages("zh", TAKE_BACK, "从另一个 helper 收回裁决：它仍在运行且有进行中的裁决时先询问；它已结束时立即收回。"),
    messages("el", TAKE_BACK, "Ανάκτηση της απόφασης από το άλλο παράθυρο του helper: ρωτά πρώτα όσο εκείνο τρέχει "
                              "ακόμη με απόφαση σε εξέλιξη· αμέσως όταν έχει τερματιστεί."),
    # 2. the parenthetical kept, or said as a condition before its key
    messages("zh", RESUME, "该裁决由别处持有：按 ^O 在此接管（另一个 helper 窗口已结束或不再响应）；按 ^N 开始新的裁决"
                           "（会被记录）。"),
    messages("el", RESUME, "Η απόφαση κρατιέται αλλού: το ^O την αναλαμβάνει εδώ (το άλλο παράθυρο του helper "
                           "τερματίστηκε ή δεν αποκρίνεται πλέον)· το ^N αρχίζει νέα απόφαση (καταγράφεται)."),
])
def test_correct_rewordings_clean(item):
    assert found(item) == []
