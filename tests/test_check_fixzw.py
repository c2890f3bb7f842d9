"""Fresh tester t9bk's inputs that gave two findings for one garbled string or one dropped item (issue 9 §2, fixzw),
each a kind: the tester's input, other defects of the kind (one finding each: its check and words of its message) and
correct rewordings (no finding), measured as the tester does (:func:`tests.testers.measure.gained`).

1. A '?' inside or glued to a garbled run is part of that mojibake (t9bk bk-moj08, bk-moj21: UTF-8 read as GBK;
   bk-moj18: Greek read as cp1253), and Chinese read as GBK whose unreadable bytes were written '?' is one mojibake
   (bk-moj17 甯?鍔? for 帮助), not a lost character nor Traditional characters besides.
2. A '?' after the Latin words that follow English left ends that English question (bk-unt20 "Start over? Οι …"):
   the untranslated-run's one finding.
3. The brackets of a %(name)s placeholder are no parenthetical (bk-plh26: %(message)s dropped): the placeholders'
   one finding.
4. true / false where the English names both are a setting's literal values, no English left (bk-alt25 必须是 true):
   the alternative's one finding.
5. 一个 for the English's "a" is the article, no partner of a number lost; a number only a dropped alternative said
   is that alternative's (bk-alt22 "a result: 4SN=, 3NTS-1 or +420" as 一个结果：4SN= 或 3NTS-1).
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_item as _item, one_gained, said

T9BK = fresh_inputs("t9bk")

START_OVER = "Start over? This ruling's answers will be cleared. (y / n)"
ARGUMENT = "argument %(argument_name)s: %(message)s"
SETTING = "{setting} must be true or false"
RESULT = "a result: 4SN=, 3NTS-1 or +420"
SOURCE_17 = "Source 000 line 17: tokenised English (apostrophe split off)."

GBK_LOST = "(UTF-8 read as GBK, each '?' a byte it could not read)"
GBK = "(UTF-8 read as GBK;"
CP1253 = "(Greek UTF-8 read as cp1253 or ISO-8859-7)"
LEFT = "English left untranslated in the translation: 'Start"
PLACEHOLDERS = "its % placeholders differ from the English"
OR_FALSE = "the alternative 'or false' of the English is missing in the translation"
THREE = "the English names 3 alternatives in '4SN=, 3NTS-1 or +420', the translation 2"


def _gbk(text: str) -> str:
    """``text``'s UTF-8 read as GBK, each byte it could not read written '?'."""
    return text.encode("utf-8").decode("gbk", "replace").replace("\ufffd", "?")


def _cp1253(text: str) -> str:
    return text.encode("utf-8").decode("cp1253", "replace").replace("\ufffd", "?")


# 1 ------------------------------------------------------------------------------------------------ mojibake with '?'
@pytest.mark.parametrize("item_id, words", [("bk-moj08", GBK), ("bk-moj17", GBK_LOST), ("bk-moj21", GBK),
                                            ("bk-moj18", CP1253)])
def test_tester_mojibake_with_question_marks(item_id, words):
    one_gained(T9BK[item_id], "encoding", ("mojibake '", words))


@pytest.mark.parametrize("lang, entry, msgstr, words", [
    ("zh", "Quit", _gbk("退出"), GBK_LOST),  # 閫?鍑?
    ("zh", SOURCE_17, _gbk("来源 000 第17行") + "：分词后的英文（撇号被拆开）。", GBK),  # 绗?17琛?：the garbled part's
    ("el", "mean", _cp1253("μέσος όρος"), CP1253),  # 'Ο?Ο?ΞΏΟ‚': its '?' of the damaged word
    ("el", "Quit", _cp1253("Έξοδος"), CP1253),
])
def test_other_mojibake_with_question_marks(lang, entry, msgstr, words):
    assert "?" in msgstr
    one_gained(_item(lang, entry, msgstr), "encoding", words)


@pytest.mark.parametrize("lang, entry, msgstr, words", [
    ("el", "Quit", "Έξοδ?ς", "stands for a lost letter or character"),  # no mojibake: a lost letter still
    ("zh", "Help", "帮?", "a lost letter or character"),
])
def test_lost_character_without_mojibake_still_found(lang, entry, msgstr, words):
    one_gained(_item(lang, entry, msgstr), "encoding", words)


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", "Help", "帮助"), ("zh", "Quit", "退出"), ("el", "Quit", "Έξοδος"),
    ("zh", "The ruling is complete: go back or start over.", "裁决已完成：可返回或重新开始。"),
])
def test_correct_no_mojibake(lang, entry, msgstr):
    assert said(_item(lang, entry, msgstr)) == []


# 2 ------------------------------------------------------------------------------------- an English question left
def test_tester_english_question_left():
    one_gained(T9BK["bk-unt20"], "untranslated-run", LEFT)


@pytest.mark.parametrize("lang, msgstr", [
    ("zh", "Start over? 本裁决的回答将被清除。（y / n）"),
    ("el", "Start again? Οι απαντήσεις αυτής της απόφασης θα διαγραφούν. (y / n)"),
])
def test_other_english_question_left(lang, msgstr):
    one_gained(_item(lang, START_OVER, msgstr), "untranslated-run", LEFT)


def test_question_mark_after_greek_word_still_found():
    one_gained(_item("el", START_OVER, "Να ξεκινήσει από την αρχή? Οι απαντήσεις αυτής της απόφασης θα διαγραφούν. (y / n)"),
         "encoding", "'?' after a Greek word")


def test_correct_question():
    assert said(_item("el", START_OVER, "Να ξεκινήσει από την αρχή; Οι απαντήσεις αυτής της απόφασης θα "
                                         "διαγραφούν. (y / n)")) == []


# 3 ------------------------------------------------------------------------------------------- %(name)s dropped
def test_tester_named_placeholder_dropped():
    one_gained(T9BK["bk-plh26"], "placeholders", PLACEHOLDERS)


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("el", ARGUMENT, "όρισμα: %(message)s"),
    ("zh", ARGUMENT, "参数 %(argument_name)s："),
    ("el", "invalid %(type)s value: %(value)r", "μη έγκυρη τιμή:"),
])
def test_other_named_placeholder_dropped(lang, entry, msgstr):
    one_gained(_item(lang, entry, msgstr), "placeholders", PLACEHOLDERS)


def test_correct_named_placeholders():
    assert said(_item("zh", ARGUMENT, "参数 %(argument_name)s：%(message)s")) == []


# 4 --------------------------------------------------------------------------------- a boolean's value dropped
def test_tester_boolean_value_dropped():
    one_gained(T9BK["bk-alt25"], "sentences", OR_FALSE)


def test_other_boolean_value_dropped():
    one_gained(_item("el", SETTING, "το {setting} πρέπει να είναι true"), "sentences", OR_FALSE)


@pytest.mark.parametrize("lang, msgstr", [("zh", "{setting} 必须是 true 或 false"),
                                          ("el", "το {setting} πρέπει να είναι true ή false")])
def test_correct_boolean_values(lang, msgstr):
    assert said(_item(lang, SETTING, msgstr)) == []


# 5 ------------------------------------------------------------------------ an alternative holding a number dropped
def test_tester_alternative_with_number_dropped():
    one_gained(T9BK["bk-alt22"], "terminology", THREE)


@pytest.mark.parametrize("lang, msgstr, check, words", [
    ("el", "ένα αποτέλεσμα: 4SN= ή 3NTS-1", "terminology", THREE),
    ("zh", "一个结果：3NTS-1 或 +420", "terminology", THREE),
    # its "or" dropped too: the number the translation lacks, the one finding (test_check_fix9tb), not "420 / 一"
    ("zh", "一个结果：4SN=、3NTS-1", "number", "number 420 of the English is missing"),
    # a number changed is still that number (一个 no partner of it)
    ("zh", "一个结果：4SN=、3NTS-1 或 +430", "number", "number differs: 420 in the English, 430 in the translation"),
])
def test_other_alternative_with_number(lang, msgstr, check, words):
    one_gained(_item(lang, RESULT, msgstr), check, words)


@pytest.mark.parametrize("lang, msgstr", [("zh", "一个结果：4SN=、3NTS-1 或 +420"),
                                          ("el", "ένα αποτέλεσμα: 4SN=, 3NTS-1 ή +420")])
def test_correct_alternatives(lang, msgstr):
    assert said(_item(lang, RESULT, msgstr)) == []
