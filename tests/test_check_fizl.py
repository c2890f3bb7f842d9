"""Engineer fizl, session 44 (issue 9 §2): sentences, one miss and two extra findings of fresh tester t9bt.

- An ellipsis (``…``, ``……``, ``...``) before a capital, or in Chinese before a character, ends a sentence
  (:func:`helper.catalog.checks.structure._ellipsis_end`): "Reading and checking the catalogues… This takes a few
  seconds, …" with its second sentence dropped is that sentence's one finding (bt-sen16).
- A translation whose bracket lost its partner ("[The text is … whole.]" without its "[") is read again with the
  bracket whole (:func:`helper.catalog.checks.structure.sentences_bracket_mended`): the brackets finding alone, no
  sentence added (bt-bra18); and a Chinese "。" inside brackets ends no sentence, as an English "." there.
- A translation that is nothing but ``?`` ("session" as "?") is its whole text lost in conversion: one encoding
  finding saying so, no bullet lost and no sentence missing (bt-moj06).
"""

from __future__ import annotations

from tests.support import fresh_inputs, gained_or_paired, interface_item, one_gained, one_gained_tests

INPUTS = fresh_inputs("t9bt")

READING = ("Reading and checking the catalogues… This takes a few seconds, longer on a busy machine. Esc closes this "
           "screen; other keys typed meanwhile are kept and act, in order, once the checks end.")
SAVING = "Saving the ruling... This may take a moment. Press Esc to stop."
LONG = ("[The text is {count} characters long: the first {shown} are shown. e opens it whole in the editor; helper "
        "catalog report lists it whole.]")
KEPT = "[The ruling is kept. Press F2 to change it.]"

NO_TRANSLATION = "English sentence seems to have no translation"
ALL_LOST = ("is all the text in the translation", "characters lost in conversion")


def test_tester_inputs():
    found = one_gained(INPUTS["bt-sen16"], "sentences", (NO_TRANSLATION, "'This takes a few seconds"))
    assert found.fragment == "This takes a few seconds, longer on a busy machine."
    found = one_gained(INPUTS["bt-bra18"], "brackets", "']' closes a bracket that was never opened")
    assert found.fragment.endswith("ολόκληρο.]")
    found = one_gained(INPUTS["bt-moj06"], "encoding", ("'?' " + ALL_LOST[0], ALL_LOST[1]))
    assert found.fragment == "?"


test_defect, test_rewording = one_gained_tests([
    # a sentence after an ellipsis dropped, or the ellipsis's own sentence
    (interface_item("zh", READING, "正在读取并检查译文目录…Esc 关闭此画面；其间按下的其他键会保留，检查结束后按顺序生效。"),
     "sentences", (NO_TRANSLATION, "'This takes a few seconds")),
    (interface_item("el", READING, "Χρειάζεται λίγα δευτερόλεπτα, περισσότερα σε φορτωμένο μηχάνημα. Το Esc "
                                   "κλείνει αυτή την οθόνη· τα άλλα πλήκτρα που πατιούνται στο μεταξύ κρατούνται "
                                   "και ενεργούν, με τη σειρά, μόλις τελειώσει ο έλεγχος."),
     "sentences", (NO_TRANSLATION, "'Reading and checking the catalogues…'")),
    (interface_item("el", SAVING, "Αποθήκευση της απόφασης... Πατήστε Esc για διακοπή."),
     "sentences", NO_TRANSLATION),
    (interface_item("zh", SAVING, "正在保存裁决……按 Esc 停止。"), "sentences", NO_TRANSLATION),
    # a bracketed whole text losing one bracket: the brackets finding alone
    (interface_item("el", LONG, "[Το κείμενο έχει μήκος {count} χαρακτήρες: εμφανίζονται οι πρώτοι {shown}. "
                                "Το e το ανοίγει ολόκληρο στον επεξεργαστή· το helper catalog report το παραθέτει "
                                "ολόκληρο."),
     "brackets", "'[' is never closed"),
    (interface_item("zh", LONG, "此文本长 {count} 个字符：仅显示前 {shown} 个。按 e 在编辑器中打开全文；helper catalog report "
                                "列出全文。］"), "brackets", "closes a bracket that was never opened"),
    (interface_item("zh", LONG, "［此文本长 {count} 个字符：仅显示前 {shown} 个。按 e 在编辑器中打开全文；helper catalog report "
                                "列出全文。"), "brackets", "is never closed"),
    (interface_item("el", KEPT, "Η απόφαση κρατείται. Πατήστε F2 για να την αλλάξετε.]"), "brackets",
     "closes a bracket that was never opened"),
    (interface_item("el", KEPT, "[Η απόφαση κρατείται. Πατήστε F2 για να την αλλάξετε."), "brackets",
     "is never closed"),
    (interface_item("zh", KEPT, "裁决已保留。按 F2 可修改。]"), "brackets", "closes a bracket that was never opened"),
    # a short string whose whole translation became '?'
    (interface_item("el", "session", "?"), "encoding", ALL_LOST),
    (interface_item("el", "Board", "??"), "encoding", ALL_LOST),
    (interface_item("zh", "Ruling", "?"), "encoding", ALL_LOST),
    (interface_item("zh", "round", "??"), "encoding", ALL_LOST),
], [
    interface_item("zh", READING, "正在读取和检查译文目录……需要几秒钟，机器繁忙时会更久。按 Esc 关闭此画面；"
                                  "其间按下的其他键会保留，检查结束后按顺序生效。"),
    interface_item("el", READING, "Ανάγνωση και έλεγχος των καταλόγων... Χρειάζεται λίγα δευτερόλεπτα, περισσότερο σε "
                                  "απασχολημένο μηχάνημα. Το Esc κλείνει αυτή την οθόνη· τα άλλα πλήκτρα που "
                                  "πατιούνται στο μεταξύ κρατούνται και ενεργούν, με τη σειρά, μόλις τελειώσει ο "
                                  "έλεγχος."),
    interface_item("el", SAVING, "Αποθήκευση της απόφασης... Αυτό μπορεί να διαρκέσει λίγο. Πατήστε Esc για διακοπή."),
    interface_item("zh", SAVING, "正在保存裁决……这可能需要一点时间。按 Esc 停止。"),
    interface_item("el", LONG, "[Το κείμενο έχει {count} χαρακτήρες: φαίνονται οι πρώτοι {shown}. Με το e "
                               "ανοίγει ολόκληρο στον επεξεργαστή· το helper catalog report το παραθέτει ολόκληρο.]"),
    interface_item("zh", LONG, "［此文本长 {count} 个字符：仅显示前 {shown} 个。按 e 在编辑器中打开全文；helper catalog report "
                               "列出全文。］"),
    interface_item("el", KEPT, "[Η απόφαση κρατείται. Πατήστε F2 για να την αλλάξετε.]"),
    interface_item("zh", KEPT, "［裁决已保留。按 F2 可修改。］"),
    interface_item("el", "Board", "Διανομή"),
    interface_item("zh", "Ruling", "裁定"),
], measure=gained_or_paired)


def test_a_question_stays_a_question():
    """A '?' ending a translated question is no lost text (the English asks too)."""
    assert [f.check for f in gained_or_paired(interface_item("el", "Save it?", "Να αποθηκευτεί;"))] == []
