"""Sentences and clauses, placeholders and options, mojibake (issue 9 §2, fix9kc): tester t9av's misses and duplicates
on 9edce30, each fixed as a kind, one defect one finding, in both languages.

1. A second infinitive of one purpose dropped ("to redress damage to a non-offending side and to take away any
   advantage gained by an offending side", Law 12B1): one finding naming the clause, its terms (offending side,
   infraction) not looked for elsewhere (t9av v039: el gave only "'αναίτιος άξονας' where 'offending side' is
   expected"; v237: zh gave "one does not pair" and "'offending side' not in the translation" beside it).
2. One English sentence split in two at a plain comma or at that "and to": no sentence added, where each translated
   sentence carries what its half carries (a correct split of zh 86B1, el 86B1, zh 12C1(e) at a comma was found).
3. A limit added that is the particular side said for the sides named generally ("σε κάθε άξονα" as "μόνο στον
   αναίτιο άξονα", el 12C4, v150): the side's one finding, no limit added too.
4. Commands, options' values and environment settings are typed as the English writes them: "helper rulings export ID
   {file}" as "helper rulings export {file}" (v407), "export LANG=C.UTF-8" as "export LANG=C" (v424), "--unit
   matchpoints" as "--unit imps" (v405), "{count}/{results}" as "{count}" (v394): one finding each (none before).
5. A placeholder renamed ("第 {id} 号裁决" as "第 {ruling} 号裁决", v423): the placeholders finding alone, its sentence
   pairs when read with the English's name.
6. A list whose members are articles or possessives ("its number or the start of its text", v455) is prose: no value
   'the' said missing beside the English left.
7. Kana touching a U+FFFD run (接管 as 鎺ョ��, UTF-8 read as GBK, v556) are that damage: one finding.
8. One word of the English's prose before a colon of a Greek message ("Το {root} δεν είναι checkout: …") is English
   left; a field name the English writes so ("(event: {value})") is kept.
"""

from __future__ import annotations

from pathlib import Path

from tests.support import REPO, edits_test, findings_test, law_texts, po_entry


def shipped(lang: str, english: str) -> str:
    """The shipped translation of the interface string ``english`` (``lang``: el, zh_Hans)."""
    return po_entry(REPO, Path(f"locales/{lang}/LC_MESSAGES/messages.po"), msgid=english).msgstr


# tester t9av's own correct Chinese of 12B1 (its fills.py, the zh entry being empty)
FILL_12B1 = ("调整分数的目的是弥补非违规方所受的损害，并取消违规方通过其违规获得的任何利益。如果由于违规，无辜的一方得到的牌桌结果不如违规"
             "未发生时本可预期的结果有利，即存在损害。")
ENGLISH_12B1 = law_texts("el", "12B1")[0]


def part(text: str) -> list[tuple[str, str, str]]:
    """The one finding of a part of the English with no translation (its first 60 characters, as the message cuts)."""
    return [("sentences", "error", f"this part of the English seems to have no translation: '{text}…'")]


TAIL = part("to take away any advantage gained by an offending side thro")
HEAD = part("The objective of score adjustment is to redress damage to a")


# ---------------------------------------------------------------- 1 a second infinitive dropped

test_a_second_infinitive_dropped_is_one_finding = edits_test([
    ("el", "12B1", ", και να αφαιρέσει οποιοδήποτε πλεονέκτημα, που τυχόν κέρδισε ο υπαίτιος άξονας από την παράβαση.",
     ".", TAIL),  # tester t9av v039
    ("el", "12B1", "να αποκαταστήσει τη ζημιά, που υπέστη ο αναίτιος άξονας, και να αφαιρέσει", "να αφαιρέσει", HEAD),
    # correct: the second infinitive a sentence of its own
    ("el", "12B1", ", και να αφαιρέσει", ". Επίσης στόχος είναι να αφαιρέσει"),
], doc="'… and to take away any advantage …' dropped: the clause's one finding, not a term misused.")

test_a_second_infinitive_dropped_in_the_testers_fill = findings_test([
    (ENGLISH_12B1, FILL_12B1.replace("，并取消违规方通过其违规获得的任何利益。", "。"), "zh", TAIL),  # tester t9av v237
    (ENGLISH_12B1, FILL_12B1.replace("弥补非违规方所受的损害，并取消", "取消"), "zh", HEAD),
    (ENGLISH_12B1, FILL_12B1, "zh"),
    (ENGLISH_12B1, FILL_12B1.replace("，并取消", "。同时要取消"), "zh"),
], paragraph="12B1", doc="The same in tester t9av's Chinese fill of 12B1.")


# ---------------------------------------------------------------- 2 one sentence split at a plain comma


def added(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"1 in the English, 2 in the translation; this sentence of the translation is not "
                                   f"in the English: '{text}'")]


test_a_sentence_split_at_a_comma_pairs = edits_test([
    ("zh", "86B1", "在队式赛中，当裁判判给调整分，而同样的参赛者在另一桌的结果明显有利于其中一方时，裁判应判给裁定调整分",
     "在队式赛中，裁判判给调整分，而同样的参赛者在另一桌的结果明显有利于其中一方。这时裁判应判给裁定调整分"),
    ("el", "86B1", "είναι φανερά ευνοϊκό για έναν άξονα, ο Διαιτητής", "είναι φανερά ευνοϊκό για έναν άξονα. Τότε ο Διαιτητής"),
    ("zh", "12C1(e)", "而加重了自己所受的损害，而该赌博性行动", "而加重了自己所受的损害。该赌博性行动"),
    # a sentence of the translator's own added is still that
    ("el", "12A3", "κάποιας ανωμαλίας.", "κάποιας ανωμαλίας. Ο Διαιτητής δεν επιδικάζει ποινή.",
     added("Ο Διαιτητής δεν επιδικάζει ποινή.")),
    ("zh", "12B2", "为由判给调整分。", "为由判给调整分。双方各得60%。", added("双方各得60%。")),
], doc="A correct split at a comma: no finding; a sentence added: its finding.")


# ---------------------------------------------------------------- 3 a limit that is the particular side


def particular(found: str, english: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' where the English says '{english}': one particular side where the "
                                     "English names the sides generally?")]


test_a_limit_naming_one_side_is_the_sides_finding = edits_test([
    ("el", "12C4", "σε κάθε άξονα ο μέσος", "μόνο στον αναίτιο άξονα ο μέσος", particular("αναίτιο", "each contestant")),
    ("el", "12B2", "για οποιονδήποτε άξονα", "μόνο για τον αναίτιο άξονα", particular("αναίτιο", "either side")),
    ("zh", "12B2", "对任何一方有利", "只对非违规方有利", particular("非违规方", "either side")),
    ("el", "12C4", "σε κάθε άξονα ο μέσος", "σε κάθε αγωνιζόμενο ο μέσος"),
], doc="'μόνο στον αναίτιο άξονα' for 'each': one error, the side; no limit added too.")


# ---------------------------------------------------------------- 4 commands, values, settings, expressions


def command(english: str, found: str = "") -> list[tuple[str, str, str]]:
    if found:
        return [("options", "error", f"the English gives the command '{english}', the translation '{found}': a "
                                     "Director told to type another command?")]
    return [("options", "error", f"the command '{english}' of the English is not in the translation as written: a "
                                 "Director not told what to type?")]


def value(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("options", "error", f"the English lists the value '{english}', the translation '{found}': a Director "
                                 "told to type another value?")]


def expression(text: str) -> list[tuple[str, str, str]]:
    return [("placeholders", "error", f"the English's '{text}' is not in the translation as written: a part of the "
                                      "figure the helper shows dropped or changed?")]


SHEET = ("A ruling sheet ({file}) is for one ruling: give its number, helper rulings export ID {file}. The whole log "
         "is written as .csv or .json.")
SHEET_EL = shipped("el", SHEET)
ENCODING = ("The terminal's encoding is {encoding}; the helper's screen needs UTF-8: set a UTF-8 locale (export "
            "LANG=C.UTF-8) and leave PYTHONIOENCODING unset.")
ENCODING_ZH = shipped("zh_Hans", ENCODING)
UNIT = ("Ruling {id} was scored in matchpoints: give the appeal's scores in percent or matchpoints (--unit percent or "
        "--unit matchpoints).")
UNIT_EL = shipped("el", UNIT)
CROSS = ("Pairs at cross-IMPs averaged over the {results} results: average plus and minus per comparison, times "
         "{count}/{results}, the scale of the real scores (Law {law}).")
CROSS_EL = shipped("el", CROSS)
LIST = "Run helper rulings list to see them."
BUILD = "Run helper catalog build first."
LOCALE = "Set LANG=C.UTF-8 first."
UNITS = "Scores are given with --unit percent."
BOARDS = "{count}/{total} boards scored; {total} in all."

test_commands_values_and_settings_are_typed_as_the_english_writes_them = findings_test([
    (SHEET, SHEET_EL.replace("export ID {file}", "export {file}"), "el",
     command("helper rulings export ID", "helper rulings export")),  # tester t9av v407
    (ENCODING, ENCODING_ZH.replace("LANG=C.UTF-8", "LANG=C"), "zh", command("LANG=C.UTF-8", "LANG=C")),  # v424
    (UNIT, UNIT_EL.replace("--unit matchpoints)", "--unit imps)"), "el",
     value("--unit matchpoints", "--unit imps")),  # v405
    (CROSS, CROSS_EL.replace("{count}/{results}", "{count}"), "el", expression("{count}/{results}")),  # v394
    (LIST, "运行 helper rulings show 查看。", "zh", command("helper rulings list", "helper rulings show")),
    (LIST, "Εκτελέστε helper rulings για να τις δείτε.", "el", command("helper rulings list", "helper rulings")),
    (BUILD, "请先运行 helper build。", "zh", command("helper catalog build")),
    (LOCALE, "Ορίστε πρώτα LANG=el_GR.", "el", command("LANG=C.UTF-8", "LANG=el_GR")),  # (its 8 no number more)
    (LOCALE, "请先设置 LANG。", "zh", command("LANG=C.UTF-8")),
    (UNITS, "Οι βαθμολογίες δίνονται με --unit matchpoints.", "el", value("--unit percent", "--unit matchpoints")),
    (UNITS, "分数以 --unit matchpoints 给出。", "zh", value("--unit percent", "--unit matchpoints")),
    (BOARDS, "{count} διανομές βαθμολογήθηκαν· {total} συνολικά.", "el", expression("{count}/{total}")),
    # (two of its placeholders in another order: that finding, no order warning too)
    (BOARDS, "已计分 {total}/{count} 副牌；共 {total} 副。", "zh", expression("{count}/{total}")),
    # correct: as written, glossed, with a full-width slash
    (SHEET, SHEET_EL, "el"),
    (ENCODING, ENCODING_ZH, "zh"),
    (UNIT, UNIT_EL, "el"),
    (CROSS, CROSS_EL, "el"),
    (BUILD, "Εκτελέστε πρώτα το helper catalog build.", "el"),
    (LOCALE, "请先设置 LANG=C.UTF-8。", "zh"),
    (UNITS, "Οι βαθμολογίες δίνονται με --unit percent (ποσοστό).", "el"),
    (BOARDS, "已计分 {count}／{total} 副牌；共 {total} 副。", "zh"),
], doc="A command, an option's value, a setting or a placeholder expression not as written: one finding.")


# ---------------------------------------------------------------- 5 a placeholder renamed

UNKNOWN = [("placeholders", "error", "a placeholder the English does not have: {ruling} (a misspelt name, or a dot, bracket or "
                                     "colon in it); the helper shows the English instead")]
SHOWN = ("Ruling {id}, shown here, is recorded and stays as it is. ^N starts a new ruling here (recorded); ^O makes "
         "this helper hold this Director's ruling in progress again.")
SHOWN_ZH = shipped("zh_Hans", SHOWN)
RECORDED = "Ruling {id} recorded. Press Enter to go on."

test_a_placeholder_renamed_is_the_placeholders_finding_alone = findings_test([
    (SHOWN, SHOWN_ZH.replace("{id}", "{ruling}"), "zh", UNKNOWN),  # tester t9av v423
    (RECORDED, "裁决 {ruling} 已记录。按 Enter 继续。", "zh", UNKNOWN),
    (RECORDED, "Η απόφαση {ruling} καταγράφηκε. Πατήστε Enter για συνέχεια.", "el", UNKNOWN),
    (SHOWN, SHOWN_ZH, "zh"),
    (RECORDED, "Η απόφαση {id} καταγράφηκε. Πατήστε Enter για συνέχεια.", "el"),
], doc="'{ruling}' for '{id}': its sentence pairs when read with the English's name.")


# ---------------------------------------------------------------- 6 a list of prose is no list of values


def left(text: str) -> list[tuple[str, str, str]]:
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{text}'")]


CHOICES = "Not one of the choices: {value}. Type its number or the start of its text."

test_a_list_of_prose_lists_no_values = findings_test([
    (CHOICES, "不是可选项之一：{value}。Type its number or the start of its text。", "zh",
     left("Type its number or the start of its text")),  # tester t9av v455
    ("Type its number or the start of its text.", "Type its number or the start of its text.", "zh",
     left("Type its number or the start of its text")),
    ("Give the board's number or its name.", "Δώστε τον αριθμό της διανομής ή its name.", "el", left("its name")),
    # values are still values
    ("vulnerability: none, ns, ew or both", "局况：none、ns 或 both", "zh",
     [("options", "error", "the value 'ew' the English lists is not in the translation: a Director not told he may "
                           "type it?")]),
    (CHOICES, "不是可选项之一：{value}。请输入答案的编号或其开头文字。", "zh"),
], doc="'its number or the start of its text' is prose: English left, no value 'the'.")


# ---------------------------------------------------------------- 7 kana touching U+FFFD

LOST = [("encoding", "error", "replacement character U+FFFD (a character lost in conversion) in the translation")]
OPEN = "The ruling stays open in the other login: ^O asks again whether to take it over."
TAKE = "Press ^O to take it over."

test_kana_touching_a_lost_character_are_that_damage = findings_test([
    (OPEN, "该裁决在另一个登录中仍未结束：按 ^O 会再次询问是否鎺ョ��。", "zh", LOST),  # tester t9av v556
    (TAKE, "按 ^O 鎺ョ��。", "zh", LOST),
    (TAKE, "按 ^O 鎺ョ��，然后继续。", "zh", LOST),
    # kana with no lost character beside them: kana
    (TAKE, "按 ^O 接管は。", "zh", [("script", "error", "Japanese kana 'は' in a Chinese text: 'O 接管は。' in the "
                                                       "translation")]),
    # two defects: a kana typed apart from the damage (more than six characters before it) is its own finding
    ("Press ^O to take it over now.", "按 ^O 立即は接管这个裁决鎺ョ��。", "zh",
     LOST + [("script", "error", "Japanese kana 'は' in a Chinese text: 'O 立即は接管这个' in the translation")]),
    (TAKE, "按 ^O 接管。", "zh"),
], doc="接管 as 鎺ョ��: one finding, the kana inside the damage.")


# ---------------------------------------------------------------- 8 one English word before a colon

CHECKOUT = "{root} is not a source checkout: missing {missing}"

test_one_english_word_before_a_colon_is_english_left = findings_test([
    (CHECKOUT, "Το {root} δεν είναι checkout: λείπει το {missing}", "el", left("checkout")),
    (CHECKOUT, "{root} 不是源代码 checkout：缺少 {missing}", "zh", left("checkout")),
    ("The ruling sheet is written: {file}", "Το φύλλο της απόφασης written: {file}", "el", left("written")),
    # correct: a field name the English writes so, a name kept
    ("Unknown field (event: {value})", "Άγνωστο πεδίο (event: {value})", "el"),
    ("not a valid PO file: {reason}", "μη έγκυρο αρχείο PO: {reason}", "el"),
    (CHECKOUT, "Το {root} δεν είναι αντίγραφο του πηγαίου κώδικα: λείπει το {missing}", "el"),
], doc="'δεν είναι checkout:' is English left, 'event:' a field name.")
