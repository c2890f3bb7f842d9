"""Issue 9 (fix9ah): three kinds found only in part before, each now found wherever it is.

1  An English word whose prefix negates it said WITHOUT its negation was found only for six words (授权的 for
   "unauthorised"); every word of ``prefixed.EN_PREFIXED`` whose opposite has a rendering is now read, as data
   (``prefixed.STEMS``): "unable" as 能够 / μπορεί, "unknown" as 已知 / γνωστή, "unsaved" as 已保存 ...  A rendering
   that needs no negation (错误, 非法, 意外, 无关, 违规方 for "the offending side"; λανθασμένη, άγνωστη, αναίτιος,
   αόρατος) and one with its negation (未保存, 不可见, μη αποθηκευμένο, χωρίς διαφυγή, μη-συγκρίσιμα) are no
   finding.  In interface strings and in the law texts (irregularity, non-offending, unrelated, non-comparable).
2  Placeholders left where they were and their labels exchanged ("{count} appeal outcome, the latest: {latest}" as
   最新：{count}，共 {latest} 项申诉结果) tell the Director a count is the latest date: a placeholder-order ERROR, no
   longer a warning (the labels moved with their placeholders stay clean, tests/test_check_fix9y.py).
3  Two keys whose actions changed places ("^N next, ^P previous" as ^P 下一条，^N 上一条) were found only for the
   action words of ``keys.ACTIONS``; now each key's clause is compared by its words, whatever they are.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test, keys_swapped, label_moved

# ---------------------------------------------------------------- 1


def _dropped(word: str, said: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"'{word}' is negated by its prefix in the English, the translation says '{said}' "
                                  "without a negation: the negation dropped?")]


# (English, zh with the negation or a word of its own, el likewise, zh defective, its word, el defective, its word)
WORDS = [
    ("The player was unaware of the alert.", "该牌手不知道这次提醒。", "Ο παίκτης δεν γνώριζε την προειδοποίηση.",
     "该牌手知道这次提醒。", "知道", "Ο παίκτης γνώριζε την προειδοποίηση.", "γνώριζε"),
    ("The score is unchanged.", "分数未改变。", "Η βαθμολογία είναι αμετάβλητη.",
     "分数改变了。", "改变", "Η βαθμολογία άλλαξε.", "άλλαξε"),
    ("The claim is unclear.", "该声明不清楚。", "Ο ισχυρισμός δεν είναι σαφής.",
     "该声明清楚。", "清楚", "Ο ισχυρισμός είναι σαφής.", "σαφής"),
    ("an unescaped quote or a bad escape in a string", "字符串中有未转义的引号或错误的转义",
     "εισαγωγικό χωρίς διαφυγή ή λανθασμένη διαφυγή σε συμβολοσειρά",
     "字符串中有转义的引号或错误的转义", "转义", "εισαγωγικό με διαφυγή ή λανθασμένη διαφυγή σε συμβολοσειρά",
     "διαφυγή"),
    ("The file has an unexpected line.", "文件中有意外的一行。", "Το αρχείο έχει απρόσμενη γραμμή.",
     "文件中有预期的一行。", "预期", "Το αρχείο έχει αναμενόμενη γραμμή.", "αναμενόμενη"),
    ("The result is unfair.", "该结果不公平。", "Το αποτέλεσμα δεν είναι δίκαιο.",
     "该结果公平。", "公平", "Το αποτέλεσμα είναι δίκαιο.", "δίκαιο"),
    ("The unfinished ruling was kept.", "未完成的裁决已保留。", "Η ημιτελής απόφαση κρατήθηκε.",
     "完成的裁决已保留。", "完成", "Η ολοκληρωμένη απόφαση κρατήθηκε.", "ολοκληρωμένη"),
    ("The log is incomplete.", "日志不完整。", "Το αρχείο δεν είναι πλήρες.",
     "日志完整。", "完整", "Το αρχείο είναι πλήρες.", "πλήρες"),
    ("unknown setting {setting}", "未知的设置 {setting}", "άγνωστη ρύθμιση {setting}",
     "已知的设置 {setting}", "已知", "γνωστή ρύθμιση {setting}", "γνωστή"),
    ("A spade lead is unlikely.", "首攻黑桃不太可能。", "Η αντάμα πίκα είναι απίθανη.",
     "首攻黑桃很可能。", "可能", "Η αντάμα πίκα είναι πιθανή.", "πιθανή"),
    ("The file is unreadable.", "该文件不可读。", "Το αρχείο δεν διαβάζεται.",
     "该文件可读。", "可读", "Το αρχείο διαβάζεται.", "διαβάζεται"),
    ("unrecognized arguments: %s", "无法识别的参数：%s", "μη αναγνωρίσιμα ορίσματα: %s",
     "已识别的参数：%s", "识别", "αναγνωρίσιμα ορίσματα: %s", "αναγνωρίσιμα"),
    ("a serious error unrelated to the infraction", "与违规无关的严重错误", "σοβαρό λάθος άσχετο με την παράβαση",
     "与违规有关的严重错误", "有关", "σοβαρό λάθος σχετικό με την παράβαση", "σχετικό"),
    ("The form has unsaved text.", "表中有未保存的内容。", "Η φόρμα έχει μη αποθηκευμένο κείμενο.",
     "表中有已保存的内容。", "保存", "Η φόρμα έχει αποθηκευμένο κείμενο.", "αποθηκευμένο"),
    ("The value is unset.", "该值未设置。", "Η τιμή δεν έχει οριστεί.",
     "该值已设置。", "设置", "Η τιμή έχει οριστεί.", "οριστεί"),
    ("The search was unsuccessful.", "搜索未成功。", "Η αναζήτηση ήταν ανεπιτυχής.",
     "搜索成功了。", "成功", "Η αναζήτηση ήταν επιτυχής.", "επιτυχής"),
    ("{count} entries are untranslated.", "{count} 个条目未翻译。", "{count} καταχωρίσεις δεν έχουν μεταφραστεί.",
     "{count} 个条目已翻译。", "翻译", "{count} καταχωρίσεις έχουν μεταφραστεί.", "μεταφραστεί"),
    ("The call is unusual.", "该叫品不寻常。", "Η αγορά είναι ασυνήθιστη.",
     "该叫品寻常。", "寻常", "Η αγορά είναι συνηθισμένη.", "συνηθισμένη"),
    ("The result is uncertain.", "该结果不确定。", "Το αποτέλεσμα δεν είναι βέβαιο.",
     "该结果确定。", "确定", "Το αποτέλεσμα είναι βέβαιο.", "βέβαιο"),
    ("an invisible character", "不可见字符", "αόρατος χαρακτήρας",
     "可见字符", "可见", "ορατός χαρακτήρας", "ορατός"),
    ("The scores are inconsistent.", "分数不一致。", "Οι βαθμολογίες δεν είναι συνεπείς.",
     "分数一致。", "一致", "Οι βαθμολογίες είναι συνεπείς.", "συνεπείς"),
    ("An improper call was made.", "做出了不当的叫品。", "Έγινε μη ενδεδειγμένη αγορά.",
     "做出了恰当的叫品。", "恰当", "Έγινε ενδεδειγμένη αγορά.", "ενδεδειγμένη"),
    ("The score is irregular.", "该分数不规范。", "Η βαθμολογία δεν είναι κανονική.",
     "该分数规范。", "规范", "Η βαθμολογία είναι κανονική.", "κανονική"),
    ("two non-comparable results", "两个不可比的结果", "δύο μη-συγκρίσιμα αποτελέσματα",
     "两个可比的结果", "可比", "δύο συγκρίσιμα αποτελέσματα", "συγκρίσιμα"),
    ("The claim was dishonest.", "该声明不诚实。", "Ο ισχυρισμός δεν ήταν τίμιος.",
     "该声明诚实。", "诚实", "Ο ισχυρισμός ήταν τίμιος.", "τίμιος"),
    ("The explanation was incorrect.", "解释错误。", "Η εξήγηση ήταν λανθασμένη.",
     "解释正确。", "正确", "Η εξήγηση ήταν σωστή.", "σωστή"),
    ("invalid choice: %(value)r", "无效选择：%(value)r", "μη έγκυρη επιλογή: %(value)r",
     "有效选择：%(value)r", "有效", "έγκυρη επιλογή: %(value)r", "έγκυρη"),
    ("The time is inadequate.", "时间不足。", "Ο χρόνος δεν επαρκεί.",
     "时间充足。", "充足", "Ο χρόνος επαρκεί.", "επαρκεί"),
]


def _word(english: str) -> str:
    from helper.catalog.checks.prefixed import prefixed_words

    return prefixed_words(english)[0].group()


test_each_prefixed_word_with_its_negation_or_a_word_of_its_own_is_no_finding = findings_test(
    [(english, zh, "zh") for english, zh, _el, *_rest in WORDS]
    + [(english, el, "el") for english, _zh, el, *_rest in WORDS]
    + [("The score is unchanged.", "分数保持不变。", "zh"), ("The score is unchanged.", "Η βαθμολογία δεν άλλαξε.", "el"),
       ("The form has unsaved text: F4 saves it.", "表中有未保存的内容：按 F4 保存。", "zh"),
       ("The call was illegal.", "该叫品是非法的。", "zh"), ("The call was illegal.", "Η αγορά ήταν παράνομη.", "el"),
       ("The revoke was unintentional.", "Η αποτυχία ακολουθίας ήταν ακούσια.", "el"),
       ("The player is unable to continue; only the Director can decide.", "该牌手不能继续；只有裁判能决定。", "zh")],
    "Each word of the table said with its negation (未保存, 不可见, μη έγκυρη, χωρίς διαφυγή, μη-συγκρίσιμα) or with a "
    "word of its own (错误, 意外, 无关, άγνωστη, αόρατος, αναίτιος); the word without a prefix counted where the "
    "English has it too ('F4 saves it', 'only the Director can').")

test_each_prefixed_word_without_its_negation_is_found = findings_test(
    [(english, bad_zh, "zh", _dropped(_word(english), word_zh)) for english, _z, _e, bad_zh, word_zh, _b, _w in WORDS]
    + [(english, bad_el, "el", _dropped(_word(english), word_el)) for english, _z, _e, _b, _w, bad_el, word_el in WORDS],
    "The word without its negation (能够 for 'unable', 已知 for 'unknown', γνωστή, σωστή for 'incorrect'): the "
    "negation dropped, for each word of EN_PREFIXED whose opposite has a rendering.")

test_the_laws_prefixed_words_said_without_their_negation_are_found = edits_test([
    ("el", "12C1(e)", "άσχετο με", "σχετικό με", _dropped("unrelated", "σχετικό")),
    ("zh", "12C1(e)", "与违规无关", "与违规有关", _dropped("unrelated", "有关")),
    ("el", "86B2", "μη-συγκρίσιμα", "συγκρίσιμα", _dropped("non-comparable", "συγκρίσιμα")),
    ("zh", "86B2", "不可比较", "可比较", _dropped("non-comparable", "可比")),
    ("el", "12A3", "κάποιας ανωμαλίας", "κάποιας κανονικότητας",
     _dropped("irregularity", "κανονικότητας") + [("terminology", "warning", "the term for 'irregularity' ('ανωμαλία') "
                                                                            "is not in the translation")]),
    ("zh", "12A3", "对违规的纠正", "对正常情况的纠正", _dropped("irregularity", "正常")),
    # a correct rewording: the word with a negation of its own
    ("zh", "12C1(e)", "非违规方", "未违规方"),
    ("zh", "12C1(e)", "与违规无关", "与违规不相关"),
    ("el", "12C1(e)", "άσχετο με", "μη σχετικό με"),
], "A law text's prefixed word (irregularity, unrelated, non-comparable) said without its negation.")


def _modal(english: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"a negation of the English (not, no, unless) is missing in the translation of "
                                  f"'{english}': a prohibition made a permission, or a condition reversed?")]


def _sides(said: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{said}' where the English says 'non-offending side': the offending and "
                                     "non-offending sides swapped?")]


test_a_prefixed_word_another_check_finds_is_said_once = findings_test([
    ("The player is unable to continue.", "该牌手不能继续。", "zh"),
    ("The player is unable to continue.", "Ο παίκτης δεν μπορεί να συνεχίσει.", "el"),
    ("The player is unable to continue.", "该牌手能够继续。", "zh", _modal("The player is unable to continue.")),
    ("The player is unable to continue.", "Ο παίκτης μπορεί να συνεχίσει.", "el",
     _modal("The player is unable to continue.")),
    ("{field}: impossible result: {value}.", "{field}：不可能的结果：{value}。", "zh"),
    ("{field}: impossible result: {value}.", "{field}: αδύνατο αποτέλεσμα: {value}.", "el"),
    ("{field}: impossible result: {value}.", "{field}：可能的结果：{value}。", "zh", _modal("impossible result")),
    ("{field}: impossible result: {value}.", "{field}: δυνατό αποτέλεσμα: {value}.", "el", _modal("impossible result")),
    ("The Director awards it to the non-offending side.", "裁判把它判给非违规方。", "zh"),
    ("The Director awards it to the non-offending side.", "Ο Διαιτητής την επιδικάζει στον αναίτιο άξονα.", "el"),
    ("The Director awards it to the non-offending side.", "裁判把它判给违规方。", "zh", _sides("违规方")),
    ("The Director awards it to the non-offending side.", "Ο Διαιτητής την επιδικάζει στον υπαίτιο άξονα.", "el",
     _sides("υπαίτιο")),
], "'unable' and 'impossible' without their negation are the interface's negated modal (one finding, not also the "
   "prefix's); 'non-offending side' as the offending one is the sides swap (terminology), not also a negation.")

test_the_laws_non_offending_side_as_the_offending_one_is_one_finding = edits_test([
    ("el", "12C1(e)", "ο αναίτιος άξονας", "ο υπαίτιος άξονας", _sides("υπαίτιος")),
    ("zh", "12C1(e)", "非违规方", "违规方", _sides("违规方")),
], "Law 12C1(e)'s non-offending side made the offending one: the sides swap, one finding.")


# ---------------------------------------------------------------- 2

OUTCOMES = "{count} appeal outcome, the latest: {latest}"


test_labels_swapped_in_place_are_an_error = findings_test([
    (OUTCOMES, "最新：{count}，共 {latest} 项申诉结果", "zh", label_moved("latest", "{latest}", "{count}")),
    (OUTCOMES, "το πιο πρόσφατο: {count}· συνολικά {latest} αποτέλεσμα έφεσης", "el",
     label_moved("latest", "{latest}", "{count}")),
    ("Board {board}, session {session}", "Ημερίδα {board}, διανομή {session}", "el", label_moved("board", "{board}", "{session}")),
    # labels moved with their placeholders: no finding
    (OUTCOMES, "最新：{latest}，共 {count} 项申诉结果", "zh"),
    ("Board {board}, session {session}", "Διανομή {board}, ημερίδα {session}", "el"),
    # 于 before it tells the date apart: the Chinese word order is no finding (fix9bf); with no such word read, the
    # reorder stays the warning of tests/test_check_fix9x.py
    ("reviewed {date} by {reviewer}", "{reviewer} 于 {date} 审阅", "zh"),
    ("reviewed {date} by {reviewer}", "{reviewer}，{date} 审阅", "zh",
     [("placeholder-order", "warning", "placeholders in another order: {date} {reviewer} in the English, {reviewer} "
                                       "{date} in the translation; no word next to them tells which is which: "
                                       "check they are not swapped")]),
], "A label on the other value tells the Director a wrong statement (a count called the latest): an error.")


# ---------------------------------------------------------------- 3

NEXT = "^N next, ^P previous"
FORM = "Enter: next · ↑ ↓: move · F4: save · Esc: close"
TYPED = "What was typed here before and not saved is shown again: F4 saves it, Esc drops it."
CONFLICT = "e or Esc: back to your text in the editor   k: keep their text"
LINE = "It is kept on the line: ^O takes the ruling back here, then Enter gives it; ^N starts a new ruling here."

test_two_keys_with_each_others_action_are_found_whatever_the_action = findings_test([
    (NEXT, "^P 下一条，^N 上一条", "zh", keys_swapped("^N", "^P")),
    (NEXT, "^P επόμενο, ^N προηγούμενο", "el", keys_swapped("^N", "^P")),
    (FORM, "F4：下一项 · ↑ ↓：移动 · Enter：保存 · Esc：关闭", "zh", keys_swapped("Enter", "F4")),
    (FORM, "Enter επόμενο · ↑↓ αποθήκευση · F4 κίνηση · Esc έξοδος", "el", keys_swapped("↑", "F4")),
    (TYPED, "之前在此输入但未保存的内容已重新显示：Esc 保存，F4 放弃。", "zh", keys_swapped("F4", "Esc")),
    (TYPED, "Ό,τι πληκτρολογήθηκε εδώ πριν και δεν αποθηκεύτηκε εμφανίζεται ξανά: το Esc το αποθηκεύει, το F4 το "
            "απορρίπτει.", "el", keys_swapped("F4", "Esc")),
    (CONFLICT, "k 或 Esc：回到编辑器中你的文本   e：保留对方的文本", "zh", keys_swapped("e", "k")),
    (LINE, "它保留在答案行上：按 ^N 在此收回裁决，再按 Enter 给出它；按 ^O 在此开始新的裁决。", "zh",
     keys_swapped("^O", "^N")),
    # correct: each key with its own action, wherever the sentence puts the key
    (NEXT, "^N 下一条，^P 上一条", "zh"),
    (NEXT, "下一条按 ^N，上一条按 ^P", "zh"),
    (NEXT, "上一条按 ^P，下一条按 ^N", "zh"),
    (NEXT, "^N επόμενο, ^P προηγούμενο", "el"),
    (FORM, "Enter：下一项 · ↑ ↓：移动 · F4：保存 · Esc：关闭", "zh"),
    (FORM, "Esc έξοδος · ↑↓ κίνηση · F4 αποθήκευση · Enter επόμενο", "el"),
    (TYPED, "之前在此输入但未保存的内容已重新显示：F4 保存，Esc 放弃。", "zh"),
    (CONFLICT, "e 或 Esc：回到编辑器中你的文本   k：保留对方的文本", "zh"),
    (LINE, "它保留在答案行上：按 ^O 在此收回裁决，再按 Enter 给出它；按 ^N 在此开始新的裁决。", "zh"),
], "Two keys each given the other's action (next/previous, move/save, keep/back, take back/new), the action after a "
   "colon or the keys joined by 'or' too: one keys error; the keys in another order, each with its action, none.")
