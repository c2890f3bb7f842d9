"""Tester t9ax's remaining misses in law texts (issue 9 §2, fix9pa), each a kind: the tester's input, other wordings
of the kind in both languages, and the correct rewordings that must give none.

1. Which side, named by its fault: 有过错的一方 / 过错方 is the offending side, 无辜的一方 / 无过错方 / 没有过错的一方 the
   non-offending one; Greek "η αθώα πλευρά" / "ο αθώος άξονας" the innocent (non-offending) side, "η υπαίτια πλευρά"
   the offending one (Law 12B1): one side for the other is the sides swapped, one error.
2. "shall" said as a possibility (Law 86B2(c) "the Director shall cancel" as "ενδέχεται να ακυρώσει", "ίσως",
   "θα μπορούσε", 可能, 或许): the duty weakened, one error (not also "no word of duty").
3. A second main clause of the English dropped (Law 12C4 "… and the average of them is assigned to each"): one
   "part with no translation" finding; said as another computation (均值 as 总和) that finding alone.
4. A sentence added whose words are also a limit ("Ο Διαιτητής ενημερώνει γραπτώς και τις δύο ομάδες."): the
   sentence's one finding; an interface string's added sentence quoted, not the correct one before it (修正 "fix" is
   no anchor for "rectification" where the English names none).
5. A clause added at a sentence's end about someone the English names nowhere (12A1 "…, και ενημερώνει αμέσως τον
   Διοργανωτή Αγώνων."): one "clause added" finding, not the Organizer in the contestant's place.
6. "the board(s)" (one or more) said as one board (86B2(a), (c) 该副牌, "τη διανομή"): one error; 该（些）牌,
   该副（或该几副）牌, 该副或多副牌, "τη διανομή (ή τις διανομές)", "την ή τις διανομές" none.
7. Law 12C4 split at its "and" into two sentences (…分别计算。每一方都得到其平均值。): no sentence added; a sentence
   really added (平均值向上取整。, 每一方的平均值向上取整。) still found.
"""

from __future__ import annotations

from tests.support import edits_test, findings, findings_test, law_texts

# --- the tester's own fills of empty zh entries (t9ax, "pre")
EN_12B1, _ = law_texts("zh", "12B1")
FILL_12B1 = ("调整分数的目的是弥补非违规方所受的损害，并消除违规方通过其违规所获得的任何利益。当由于违规，无辜的一方所得的牌桌结果不如"
             "违规未发生时本可预期的结果有利时，即存在损害。")
EN_86B2A, _ = law_texts("zh", "86B2(a)")
FILL_86B2A = ("如果没有参赛者有过错，裁判应取消该副（或这些）牌，并判给一个或多个人为调整分[参见第12条C款2项]，或者在时间允许时，"
              "打一副或多副替换牌（但参见本条A款）。")
EN_12C4, _ = law_texts("zh", "12C4")
SHIPPED_12C4 = "在淘汰赛，裁判判罚非平衡的调整分时，此牌局各方分数分别计算，并且给每一比赛方取计算均值。"
CATALOGUE = ("The {language} catalogue cannot be read exactly ({where}): it is not shown and nothing is saved into it. "
             "Fix the file (helper catalog check lists the faults).")
CATALOGUE_ZH = "无法准确读取{language}翻译目录（{where}）：不予显示，也不会向其中保存任何内容。请修正该文件（helper catalog check 会列出错误）。"
CATALOGUE_EL = ("Ο κατάλογος ({language}) δεν μπορεί να διαβαστεί με ακρίβεια ({where}): δεν εμφανίζεται και τίποτα δεν "
                "αποθηκεύεται σε αυτόν. Διορθώστε το αρχείο (το helper catalog check παραθέτει τα σφάλματα).")


def swapped(found: str, english: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' where the English says '{english}': the offending and non-offending "
                                     "sides swapped?")]


def weakened(sentence: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English obliges ('shall', 'must') in '{sentence}', the translation only "
                                     "allows: the rule weakened?")]


def no_translation(part: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"this part of the English seems to have no translation: '{part}'")]


def sentence_added(english: int, translation: int, text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"{english} in the English, {translation} in the translation; this sentence of the "
                                   f"translation is not in the English: '{text}'")]


def clause_added(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the translation adds '{text}' at the end of a sentence, about someone the English "
                                   "does not name there: a clause added, a duty or an act added?")]


def singular(english: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', a plural the translation says in the "
                                     "singular only: does the rule now concern a single one?")]


SHALL_86B2C = "If both contestants were at fault, the Director shall cance…"
AVERAGE = "the average of them is assigned to each."

test_a_side_named_by_its_fault_is_that_side = findings_test([
    (EN_12B1, FILL_12B1.replace("无辜的一方", "有过错的一方"), "zh", swapped("有过错的一方", "innocent side")),  # t9ax zh_laws074
    (EN_12B1, FILL_12B1.replace("无辜的一方", "过错方"), "zh", swapped("过错方", "innocent side")),
    (EN_12B1, FILL_12B1.replace("无辜的一方", "无过错方"), "zh"),
    (EN_12B1, FILL_12B1.replace("无辜的一方", "没有过错的一方"), "zh"),
    (EN_12B1, FILL_12B1, "zh"),
], "12B1's innocent side said by its fault: 有过错的一方 / 过错方 the offending side, 无过错方 the innocent one.", "12B1")

test_a_side_named_by_its_fault_in_the_laws_texts = edits_test([
    ("zh", "12B1", "非违规方所受", "有过错的一方所受", swapped("有过错的一方", "non-offending side")),
    ("zh", "12B1", "非违规方所受", "过错方所受", swapped("过错方", "non-offending side")),
    ("zh", "12B1", "无辜一方", "无过错的一方"),
    # (the side at fault for the offending side: that side, not the glossary's term, a warning as any paraphrase)
    ("zh", "12B1", "取消违规方", "取消过错方",
     [("terminology", "warning", "the term for 'offending side' ('违规方 / 违规的一方') is not in the translation")]),
    ("el", "12B1", "ο υπαίτιος άξονας", "η αθώα πλευρά", swapped("αθώα", "offending side")),
    ("el", "12B1", "ο υπαίτιος άξονας", "ο αθώος άξονας", swapped("αθώος", "offending side")),
    ("el", "12B1", "ένας αναίτιος άξονας", "μία υπαίτια πλευρά", swapped("υπαίτια", "innocent side")),
    ("el", "12B1", "ο αναίτιος άξονας", "η αθώα πλευρά"),
    ("el", "12B1", "ένας αναίτιος άξονας", "μία αθώα πλευρά"),
], "Greek 'αθώα πλευρά' is the innocent side, 'υπαίτια πλευρά' the offending one; 过错方 the offending side.")

test_shall_said_as_a_possibility_is_the_duty_weakened = edits_test([
    ("el", "86B2(c)", "ο Διαιτητής θα ακυρώσει", "ο Διαιτητής ενδέχεται να ακυρώσει", weakened(SHALL_86B2C)),  # el_laws036
    ("el", "86B2(c)", "ο Διαιτητής θα ακυρώσει", "ο Διαιτητής ίσως ακυρώσει", weakened(SHALL_86B2C)),
    ("el", "86B2(c)", "ο Διαιτητής θα ακυρώσει", "ο Διαιτητής θα μπορούσε να ακυρώσει", weakened(SHALL_86B2C)),
    ("el", "86B2(c)", "και θα επιδικάσει", "και ενδέχεται να επιδικάσει", weakened(SHALL_86B2C)),
    ("zh", "86B2(c)", "裁判应取消", "裁判可能取消", weakened(SHALL_86B2C)),
    ("zh", "86B2(c)", "裁判应取消", "裁判或许应取消", weakened(SHALL_86B2C)),
    ("zh", "86B2(c)", "裁判应取消", "裁判必须取消"),
    ("el", "86B2(c)", "ο Διαιτητής θα ακυρώσει", "ο Διαιτητής οφείλει να ακυρώσει"),
], "86B2(c)'s 'shall cancel' said as 'might' (ενδέχεται, ίσως, 可能, 或许): one error; 必须, οφείλει none.")

test_a_second_main_clause_dropped_is_found = findings_test([
    (EN_12C4, SHIPPED_12C4.replace("，并且给每一比赛方取计算均值", ""), "zh", no_translation(AVERAGE)),  # t9ax zh_laws127
    (EN_12C4, SHIPPED_12C4, "zh"),
    (EN_12C4, SHIPPED_12C4.replace("取计算均值", "取其平均值"), "zh"),
    (EN_12C4, SHIPPED_12C4.replace("，并且给每一比赛方取计算均值", "，再取平均值给每一方"), "zh"),
    (EN_12C4, SHIPPED_12C4.replace("取计算均值", "取计算总和"), "zh",  # tester t9av v386: the computation's finding
     [("terminology", "error", "the English computes by 'average', the translation by '总和': another score computed?")]),
], "12C4's 'and the average of them is assigned to each' dropped from the shipped Chinese: one finding.", "12C4")

test_a_second_main_clause_dropped_in_the_laws_texts = edits_test([
    ("zh", "12C4", "，并将其平均值判给每一方", "", no_translation(AVERAGE)),
    ("el", "12C4", " και επιδικάζεται σε κάθε άξονα ο μέσος όρος των βαθμολογιών", "", no_translation(AVERAGE)),
    ("zh", "12C4", "，并将其平均值判给每一方", "，再将两者的平均值判给每一方"),
    ("el", "12C4", " και επιδικάζεται σε κάθε άξονα ο μέσος όρος των βαθμολογιών",
     " και ο μέσος όρος τους δίνεται σε κάθε άξονα"),
], "12C4's last clause dropped (the official Greek, the Chinese of ZH_2017): one finding; reworded none.")

test_a_sentence_added_is_its_one_finding = edits_test([
    ("el", "86B2(c)", "[βλέπε Νόμο 12Γ2].", "[βλέπε Νόμο 12Γ2]. Ο Διαιτητής ενημερώνει γραπτώς και τις δύο ομάδες.",
     sentence_added(1, 2, "Ο Διαιτητής ενημερώνει γραπτώς και τις δύο ομάδες.")),  # t9ax el_laws131
    ("zh", "86B2(c)", "〔见第12条C款2项〕。", "〔见第12条C款2项〕。裁判应书面通知两支队伍。",
     sentence_added(1, 2, "裁判应书面通知两支队伍。")),
], "A sentence added whose words also read as a limit (ομάδες, 队伍): the sentence's one finding.")

test_an_interface_sentence_added_is_quoted = findings_test([
    (CATALOGUE, CATALOGUE_ZH + "您的修改已丢失。", "zh", sentence_added(2, 3, "您的修改已丢失。")),  # t9ax zh_msgs046
    (CATALOGUE, CATALOGUE_EL + " Οι αλλαγές σας χάθηκαν.", "el", sentence_added(2, 3, "Οι αλλαγές σας χάθηκαν.")),
    (CATALOGUE, CATALOGUE_ZH, "zh"),
    (CATALOGUE, CATALOGUE_EL, "el"),
], "The added sentence is quoted, not the correct one before it (请修正 is no 'rectification').")

test_a_clause_added_about_someone_else_is_one_finding = edits_test([
    ("el", "12A1", "που έχει διαπραχθεί.", "που έχει διαπραχθεί, και ενημερώνει αμέσως τον Διοργανωτή Αγώνων.",
     clause_added("και ενημερώνει αμέσως τον Διοργανωτή Αγώνων")),  # t9ax el_laws129
    ("el", "12A1", "που έχει διαπραχθεί.", "που έχει διαπραχθεί, αφού ενημερώσει τον Διοργανωτή Αγώνων.",
     clause_added("αφού ενημερώσει τον Διοργανωτή Αγώνων")),
    ("el", "12A1", "που έχει διαπραχθεί.", "που έχει διαπραχθεί, και ενημερώνει την Ρυθμιστική Αρχή.",
     clause_added("και ενημερώνει την Ρυθμιστική Αρχή")),
    ("zh", "12A1", "调整分。", "调整分，并立即通知主办单位。", clause_added("并立即通知主办单位")),
    ("zh", "12A1", "调整分。", "调整分，同时通知主管单位。", clause_added("同时通知主管单位")),
    ("zh", "86B2(c)", "牌并判给", "牌，并判给"),
    ("el", "86B2(c)", "τη διανομή(ες) και θα επιδικάσει", "τη διανομή(ες), και θα επιδικάσει"),
], "A clause appended about a person or body the English names nowhere: one 'clause added' finding.")

test_the_boards_said_as_one_board = findings_test([
    (EN_86B2A, FILL_86B2A.replace("该副（或这些）牌", "该副牌"), "zh", singular("the board(s)")),  # t9ax zh_laws115
    (EN_86B2A, FILL_86B2A.replace("该副（或这些）牌", "这副牌"), "zh", singular("the board(s)")),
    (EN_86B2A, FILL_86B2A, "zh"),
    (EN_86B2A, FILL_86B2A.replace("该副（或这些）牌", "该副（或该几副）牌"), "zh"),
    (EN_86B2A, FILL_86B2A.replace("该副（或这些）牌", "该（些）牌"), "zh"),
    (EN_86B2A, FILL_86B2A.replace("该副（或这些）牌", "该副或多副牌"), "zh"),
], "86B2(a)'s 'the board(s)' said as one board in the tester's fill: one error; its plural said otherwise none.",
    "86B2(a)")

test_the_boards_said_as_one_board_in_the_laws_texts = edits_test([
    ("zh", "86B2(c)", "该（些）牌", "该副牌", singular("the board(s)")),
    ("zh", "86B2(c)", "该（些）牌", "该牌", singular("the board(s)")),  # (该 right before the noun says "this board",
    # as 这些 says several: 该牌（或这些牌） with its alternative dropped, fixyd)
    ("zh", "86B2(c)", "该（些）牌", "有关的牌"),  # (a Chinese noun says no number of its own)
    ("el", "86B2(c)", "τη διανομή(ες)", "τη διανομή", singular("the board(s)")),
    ("el", "86B2(a)", "τη διανομή(ες)", "τη διανομή", singular("the board(s)")),
    ("el", "86B2(a)", "τη διανομή(ες)", "τη συγκεκριμένη διανομή", singular("the board(s)")),
    ("el", "86B2(c)", "τη διανομή(ες)", "τη διανομή (ή τις διανομές)"),
    ("el", "86B2(a)", "τη διανομή(ες)", "τη διανομή (ή τις διανομές)"),
    ("el", "86B2(c)", "τη διανομή(ες)", "την ή τις διανομές"),
    ("zh", "86B2(c)", "该（些）牌", "该副（或该几副）牌"),
], "The official Greek 'τη διανομή(ες)' and the Chinese 该（些）牌 said as one board: one error; 'or the boards' none.")

test_12C4_split_at_its_and = edits_test([
    ("zh", "12C4", "，并将其平均值判给每一方。", "。每一方都得到其平均值。"),
    ("zh", "12C4", "，并将其平均值判给每一方。", "。各方均获得两者的平均值。"),
    ("el", "12C4", " και επιδικάζεται σε κάθε άξονα ο μέσος όρος των βαθμολογιών.",
     ". Σε κάθε άξονα επιδικάζεται ο μέσος όρος των βαθμολογιών."),
    ("el", "12C4", " και επιδικάζεται σε κάθε άξονα ο μέσος όρος των βαθμολογιών.",
     ". Ο μέσος όρος επιδικάζεται σε κάθε άξονα."),
    ("zh", "12C4", "判给每一方。", "判给每一方。平均值向上取整。", sentence_added(1, 2, "平均值向上取整。")),
    ("el", "12C4", "των βαθμολογιών.", "των βαθμολογιών. Ο μέσος όρος στρογγυλοποιείται προς τα πάνω.",
     sentence_added(1, 2, "Ο μέσος όρος στρογγυλοποιείται προς τα πάνω.")),
], "12C4 split at 'and' into two sentences: none; a sentence added after it still found.")

test_12C4_split_in_the_shipped_chinese = findings_test([
    (EN_12C4, SHIPPED_12C4.replace("，并且给每一比赛方取计算均值。", "。每一方都得到其平均值。"), "zh"),
    (EN_12C4, SHIPPED_12C4 + "平均值向上取整。", "zh", sentence_added(1, 2, "平均值向上取整。")),
    (EN_12C4, SHIPPED_12C4 + "每一方的平均值向上取整。", "zh", sentence_added(1, 2, "每一方的平均值向上取整。")),
], "The shipped Chinese 12C4 split at its 并且 (fix9na's leftover): none; a sentence added found.", "12C4")


def test_the_tester_fills_are_clean():
    """The tester's fills (t9ax) give no finding: the rows above compare with a clean text."""
    assert findings(EN_12B1, FILL_12B1, "zh", "12B1") == []
    assert findings(EN_86B2A, FILL_86B2A, "zh", "86B2(a)") == []
