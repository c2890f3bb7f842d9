"""Fresh testers t9bn's and t9bk's clauses not met (issue 9 §2, fiyl), each a kind: the tester's input, other defects
of the kind (one finding each: its check and words of its message) and correct rewordings (no finding), measured as
the tester does (:func:`tests.testers.measure.gained`).

1. A sentence's final relative clause that relates what it names to another thing dropped (t9bn bn-sen12, t9bk
   bk-sen25: "…, which follows it (Laws 92, 93)." as …对本裁决同样有效（第92条、第93条）。): the relative clause before
   the sentence's last bracket, read as one at its end (:func:`helper.catalog.checks.structure.relative_dropped`,
   both sentences without their last bracket): one ``sentences`` error "the clause 'which follows it' of the English
   is missing in the translation".  Said as a sentence of its own, merged into an attribute or moved: no finding.
2. A clause saying an average, a rounding, a penalty or the board cancelled joined by "and" with no comma (t9bn
   bn-sen22: "The board is cancelled." as "Η διανομή ακυρώνεται και οι δύο άξονες λαμβάνουν μέσο όρο."; the Chinese
   with a comma was found, the Greek "και" clause was not read as a last clause): one ``sentences`` error "the
   translation adds '…' at the end of a sentence, which the English does not say: a clause added"
   (:data:`helper.catalog.checks.structure._LAST_AND_CLAUSE`).
3. The clause before a semicolon dropped, the question before it left without its next sentence's capital (t9bk
   bk-sen20's Chinese twin): the head before the English's semicolon the translation has no place for is the one
   finding.  The Greek bk-sen20 stays left: its ";" before a lower-case word joins two clauses (test_check_fix9bn).
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_item, said

TESTERS = {**fresh_inputs("t9bk"), **fresh_inputs("t9bn")}

FOLLOWS = "The appeal outcomes of ruling {id} stand for this ruling, which follows it (Laws 92, 93)."
ENDED = "Taken back from process {pid}, which has ended."
COMPLETES = ("Ruling {old} has an appeal outcome or a correction, so it is not changed: the answer after its score is "
             "recorded as ruling {new}, which completes it.")
CORRECTS = ("Ruling {old} was changed meanwhile by another helper: this ruling is recorded as ruling {new}, which "
            "corrects it.")
CANCELLED = "The board is cancelled."
ZH_CANCELLED = "该副牌取消。"
AVERAGED = "Yes: non-balancing adjusted scores are averaged (Law 12C4)"
HELD = ("This ruling is held by another helper (process {pid}) and stays there as it is. Start a new ruling on this "
        "screen? It is recorded here when finished; ^O takes this ruling back instead. (y / n)")
EL_HELD = ("Αυτή την απόφαση την κρατά άλλο παράθυρο του helper (διεργασία {pid}) και μένει εκεί όπως είναι. Νέα "
           "απόφαση σε αυτή την οθόνη; Καταγράφεται εδώ όταν ολοκληρωθεί· το ^O παίρνει αντί γι' αυτό πίσω αυτή την "
           "απόφαση. (y / n)")
ZH_HELD = ("本裁决由另一个 helper 窗口（进程 {pid}）持有，并在那里保持原样。要在本屏幕开始新的裁决吗？新裁决完成后在此记录；"
           "若要收回本裁决，请改按 ^O。（y / n）")

MISSING = "the clause '{}' of the English is missing in the translation"
NO_TRANSLATION = "this part of the English seems to have no translation: '{}'"
ADDED = "the translation adds '{}' at the end of a sentence, which the English does not say: a clause added"


messages = interface_item


@pytest.mark.parametrize("item_id, check, words, fragment", [
    ("bn-sen12", "sentences", MISSING.format("which follows it"), "which follows it"),
    ("bk-sen25", "sentences", MISSING.format("which follows it"), "which follows it"),
    ("bn-sen22", "sentences", ADDED.format("οι δύο άξονες λαμβάνουν μέσο όρο"), "οι δύο άξονες λαμβάνουν μέσο όρο"),
])
def test_the_testers_inputs_are_one_finding_naming_the_defect(item_id, check, words, fragment):
    result = said(TESTERS[item_id])
    assert len(result) == 1, result
    assert result[0][0] == check and words in result[0][1] and result[0][2] == fragment, result


@pytest.mark.parametrize("item, check, words", [
    # 1. a final relative clause dropped before the last bracket, both languages; and at the sentence's end
    (messages("el", FOLLOWS, "Τα αποτελέσματα έφεσης της απόφασης {id} ισχύουν και για αυτή την απόφαση (Νόμοι 92, "
                             "93)."), "sentences", MISSING.format("which follows it")),
    (messages("el", FOLLOWS, "Οι εκβάσεις έφεσης της απόφασης {id} ισχύουν και γι' αυτή την απόφαση (Νόμοι 92, 93)."),
     "sentences", MISSING.format("which follows it")),
    (messages("zh", FOLLOWS, "第 {id} 号裁决的申诉结果同样适用于本裁决（第92、93条）。"), "sentences",
     MISSING.format("which follows it")),
    (messages("zh", ENDED, "已从进程 {pid} 收回。"), "sentences", MISSING.format("which has ended")),
    (messages("el", ENDED, "Ανακτήθηκε από τη διεργασία {pid}."), "sentences", MISSING.format("which has ended")),
    (messages("el", COMPLETES, "Η απόφαση {old} έχει αποτέλεσμα έφεσης ή διόρθωση, οπότε δεν αλλάζει: η απάντηση "
                               "μετά το σκορ της καταγράφεται ως απόφαση {new}."),
     "sentences", MISSING.format("which completes it")),
    (messages("zh", COMPLETES, "第 {old} 号裁决已有申诉结果或更正，因此不予修改：得分之后的回答记录为第 {new} 号裁决。"),
     "sentences", MISSING.format("which completes it")),
    # 2. a clause saying what the English does not, joined by "and" with no comma
    (messages("el", CANCELLED, "Η διανομή ακυρώνεται και η βαθμολογία στρογγυλοποιείται."), "sentences",
     ADDED.format("η βαθμολογία στρογγυλοποιείται")),
    (messages("zh", CANCELLED, "该副牌取消并且双方均得平均分。"), "sentences", ADDED.format("双方均得平均分")),
    (messages("el", ENDED, "Ανακτήθηκε από τη διεργασία {pid}, που έχει τερματιστεί, και η διανομή ακυρώνεται."),
     "sentences", ADDED.format("και η διανομή ακυρώνεται")),
    (messages("el", ENDED, "Ανακτήθηκε από τη διεργασία {pid}, που έχει τερματιστεί και η διανομή ακυρώνεται."),
     "sentences", ADDED.format("η διανομή ακυρώνεται")),
    # 3. the head before a semicolon dropped, in Chinese too
    # (the Greek twin, "Νέα απόφαση σε αυτή την οθόνη; το ^O …" with the clause dropped, is t9bk bk-sen20: still left,
    # a Greek ';' before a lower-case word joins two clauses, test_check_fix9bn)
    (messages("zh", HELD, ZH_HELD.replace("新裁决完成后在此记录；", "")), "sentences",
     NO_TRANSLATION.format("It is recorded here when finished;")),
])
def test_other_defects_of_each_kind_are_one_finding(item, check, words):
    result = said(item)
    assert len(result) == 1, result
    assert result[0][0] == check and words in result[0][1], result


@pytest.mark.parametrize("item", [
    # 1. the relative clause said as its own sentence, merged into an attribute, reordered
    messages("zh", FOLLOWS, "第 {id} 号裁决的申诉结果对其后续的本裁决同样有效（第92条、第93条）。"),
    messages("zh", FOLLOWS, "本裁决在第 {id} 号裁决之后，该裁决的申诉结果对本裁决同样有效（第92条、第93条）。"),
    messages("zh", FOLLOWS, "第 {id} 号裁决的申诉结果对本裁决同样有效。本裁决是其后续（第92条、第93条）。"),
    messages("el", FOLLOWS, "Τα αποτελέσματα έφεσης της απόφασης {id} ισχύουν και για την απόφαση που την ακολουθεί "
                            "(Νόμοι 92, 93)."),
    messages("el", FOLLOWS, "Αυτή η απόφαση ακολουθεί την απόφαση {id}, της οποίας τα αποτελέσματα έφεσης ισχύουν και "
                            "γι' αυτήν (Νόμοι 92, 93)."),
    messages("zh", ENDED, "进程 {pid} 已结束，已从该进程收回。"),
    messages("el", ENDED, "Η διεργασία {pid} έχει τερματιστεί· ανακτήθηκε από αυτήν."),
    messages("zh", CORRECTS, "第 {old} 号裁决在此期间已被另一个 helper 窗口修改：此裁决记录为更正它的第 {new} 号裁决。"),
    # 2. an "and" clause that says what the English says
    messages("el", CANCELLED, "Η διανομή ακυρώνεται."),
    messages("el", AVERAGED, "Ναι: οι μη ισοσκελισμένες επανορθωτικές βαθμολογίες υπολογίζονται και λαμβάνεται ο μέσος "
                             "όρος τους (Νόμος 12Γ4)"),
    # 3. the shipped texts; the question's next sentence with its capital
    messages("el", HELD, EL_HELD),
    messages("zh", HELD, ZH_HELD),
    messages("el", HELD, EL_HELD.replace("Καταγράφεται εδώ όταν ολοκληρωθεί·", "Καταγράφεται εδώ μόλις τελειώσει·")),
])
def test_correct_rewordings_are_clean(item):
    assert said(item) == []


def test_a_greek_semicolon_before_a_lower_case_word_does_not_end_a_question():
    """A Greek ";" before a lower-case word, a digit or a Latin letter joins two clauses (test_check_fix9bn): no
    sentence ends there (so bk-sen20's question without its next sentence's capital stays "left")."""
    from helper.catalog.checks.structure import sentences

    assert len(sentences("Νέα απόφαση; το ^O παίρνει την απόφαση.", "el")) == 1
    assert len(sentences("σταθμισμένα αποτελέσματα (60 4SN=; 40 4SN-1)", "el")) == 1
    assert len(sentences("Να απορριφθούν οι αλλαγές; y: απόρριψη, n: συνέχεια", "el")) == 1