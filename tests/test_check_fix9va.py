"""Tester t9ba's mojibake, doubled and untranslated inputs (issue 9 §2, fix9va), each a kind: the input, other defects
of the kind (one finding each) and correct texts (none), in both languages.

1. Greek written in cp1253 and read as Latin-1 (:func:`helper.catalog.checks.structure.legacy_latin1_runs`):
   'áíáßôéïò' for αναίτιος (moj29), 'åóöáëå' (moj41), 'éóôïñéêïý' (moj49), 'ôç æçìéÜ' for "τη ζημιά" (moj46),
   'åðáíïñèùôéêÞ' (moj02: only "term missing" before), 'Ï ÄéáéôçôÞò' for "Ο Διαιτητής" (moj08: its single-letter
   article joined to it).  One encoding error naming the run and what it reads as ("Greek cp1253 read as Latin-1; it
   reads ..."); the term missing it causes gives way to it.
2. Chinese written in GBK and read as Latin-1 (the same function): 'Õâ¸±ÅÆ' for 这副牌 (moj34), 'µÃÆ½¾ùÕý·Ö' for
   得平均正分 (moj17), 'Èü' for 赛 (moj40), '²ÃÅÐ' for 裁判 (moj47: its '²' read as a footnote marker before).  One
   encoding error ("Chinese GBK read as Latin-1; it reads ..."), no term missing nor marker finding besides.
   Never for a correct text: Latin letters of names (Café, Müller), a lone ©, º or ², UTF-8 read as Latin-1 (the
   other mojibake's kind).
3. Chinese UTF-8 read as GBK with kana in it ('鍙�浠ュ姞鏉�' for 可以加权, moj45): the U+FFFD beside it is the same
   damage, one finding (the kana 'ュ' had split the misread stretch).
4. Punctuation written twice: Chinese '？？' (dou36: named "a statement made a question" though the English asks)
   and '！！' are the doubled finding alone (the question counted once).  A key of a list written twice, "Escape,
   Escape," (dou46: named "key Esc not in the English"; 按 Escape、Escape、), is the doubled word finding alone (the
   copy blanked for the keys and alternatives comparisons).
5. English items of a list left among translated ones ("event、session、牌号、桌号", unt44: only a term warning):
   the untranslated-run finding, one; a list of Latin tokens only stays kept.  A form of contest of a percentage
   left in English ("(50% in pairs)", unt41: also "restriction dropped"): the untranslated-run finding alone.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks.structure import legacy_latin1_runs
from tests.support import edit_findings, findings, shipped_message


def edited(english: str, lang: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to the shipped ``lang`` translation of ``english``."""
    text = shipped_message(lang, english)
    assert old in text, (lang, old)
    before = {(check, message) for check, _severity, message in findings(english, text, lang)}
    return [f for f in findings(english, text.replace(old, new, 1), lang) if (f[0], f[2]) not in before]


def greek(chars: str, reads: str) -> list[tuple[str, str, str]]:
    return [("encoding", "error", f"mojibake '{chars}' (Greek cp1253 read as Latin-1; it reads '{reads}') in the "
                                  "translation")]


def chinese(chars: str, reads: str) -> list[tuple[str, str, str]]:
    return [("encoding", "error", f"mojibake '{chars}' (Chinese GBK read as Latin-1; it reads '{reads}') in the "
                                  "translation")]


SIDE_EN = "Which side is non-offending?"
HAPPENED_EN = "What happened on this board?"
TIMES_EN = "How many times was the board due to be played?"
CLOSE_EN = "Press Escape, Enter, F1 or q to close."
DETAILS_EN = "The ruling's details: event, session, board, table, contestants, Director"


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (SIDE_EN, "el", "αναίτιος", "áíáßôéïò", greek("áíáßôéïò", "αναίτιος")),  # t9ba moj29
    ("In no way at fault", "el", "Δεν έσφαλε", "Δεν åóöáëå", greek("åóöáëå", "εσφαλε")),  # t9ba moj41
    ("Scroll the transcript", "el", "ιστορικού", "éóôïñéêïý", greek("éóôïñéêïý", "ιστορικού")),  # t9ba moj49
    (HAPPENED_EN, "el", "διανομή", "äéáíïìÞ", greek("äéáíïìÞ", "διανομή")),
    (HAPPENED_EN, "zh", "这副牌", "Õâ¸±ÅÆ", chinese("Õâ¸±ÅÆ", "这副牌")),  # t9ba moj34
    (SIDE_EN, "zh", "非违规方", "·ÇÎ¥¹æ·½", chinese("·ÇÎ¥¹æ·½", "非违规方")),
    (DETAILS_EN, "zh", "牌号", "ÅÆºÅ", chinese("ÅÆºÅ", "牌号")),
])
def test_legacy_mojibake_in_messages(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


@pytest.mark.parametrize("lang, paragraph, old, new, expected", [
    ("el", "12A3", "επανορθωτική", "åðáíïñèùôéêÞ", greek("åðáíïñèùôéêÞ", "επανορθωτική")),  # t9ba moj02
    ("el", "86A", "Ο Διαιτητής", "Ï ÄéáéôçôÞò", greek("Ï ÄéáéôçôÞò", "Ο Διαιτητής")),  # t9ba moj08
    ("el", "12B1", "τη ζημιά,", "ôç æçìéÜ,", greek("ôç æçìéÜ", "τη ζημιά")),  # t9ba moj46
    ("el", "12C2(a)", "στα ζεύγη)", "στα æåýãç)", greek("æåýãç", "ζεύγη")),
    ("zh", "12C2(a)", "得平均正分", "µÃÆ½¾ùÕý·Ö", chinese("µÃÆ½¾ùÕý·Ö", "得平均正分")),  # t9ba moj17
    ("zh", "12C3", "个人赛", "个人Èü", chinese("Èü", "赛")),  # t9ba moj40
    ("zh", "12A1", "裁判可判给", "²ÃÅÐ¿ÉÅÐ给", chinese("²ÃÅÐ¿ÉÅÐ", "裁判可判")),  # t9ba moj47's kind
    ("zh", "12B1", "损害", "Ëðº¦", chinese("Ëðº¦", "损害")),
    # UTF-8 read as GBK, kana in the misread stretch: one finding, no U+FFFD besides (t9ba moj45)
    ("zh", "12C1(c)", "可以加权", "鍙\ufffd浠ュ姞鏉\ufffd",
     [("encoding", "error", "mojibake '浠ュ姞' (UTF-8 read as GBK; it reads '以加') in the translation")]),
])
def test_legacy_mojibake_in_laws(lang, paragraph, old, new, expected):
    assert edit_findings(lang, paragraph, old, new) == expected


@pytest.mark.parametrize("text", [
    "Café Müller", "© 2017 WBF", "Ο Διαιτητής (1º)", "τετράγωνο ²", "Ο Müller είναι ο Διαιτητής",
    "裁判 Müller 的裁定", "Î¹Îº",  # (UTF-8 read as Latin-1: mojibake_words' kind, not this)
    "è‹±æ–‡ä»¥“{text}”加以限定",  # (英文以 read as cp1252: its piece '±æ' reads 辨 in GBK, but is that kind's)
])
def test_no_legacy_mojibake_in_correct_text(text):
    assert legacy_latin1_runs(text) == []


@pytest.mark.parametrize("english, lang, old, new", [
    (SIDE_EN, "el", "ο αναίτιος", "αναίτιος"),
    ("In no way at fault", "el", "κατά κανένα τρόπο", "καθόλου"),
    (HAPPENED_EN, "zh", "发生了什么情况", "发生了什么事"),
])
def test_correct_rewordings(english, lang, old, new):
    assert edited(english, lang, old, new) == []


def doubled(kind: str, what: str) -> list[tuple[str, str, str]]:
    return [("doubled", "error", f"{kind} written twice: '{what}' in the translation")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (TIMES_EN, "zh", "多少次？", "多少次？？", doubled("punctuation", "打多少次？？")),  # t9ba dou36
    (SIDE_EN, "zh", "非违规方？", "非违规方？？", doubled("punctuation", "非违规方？？")),
    (HAPPENED_EN, "zh", "情况？", "情况？？", doubled("punctuation", "什么情况？？")),
    (CLOSE_EN, "el", "Πατήστε Escape,", "Πατήστε Escape, Escape,", doubled("word", "Escape, Escape")),  # dou46
    (CLOSE_EN, "zh", "Escape、", "Escape、Escape、", doubled("word", "Escape、Escape")),
    (CLOSE_EN, "el", "Enter,", "Enter, Enter,", doubled("word", "Enter, Enter")),
    # correct: the English's one question mark, its keys each once
    (TIMES_EN, "zh", "这副牌应打多少次？", "这副牌原定要打几次？", []),
    (CLOSE_EN, "el", "Escape, Enter,", "Enter, Escape,", []),
    (CLOSE_EN, "zh", "按 Escape、Enter、F1 或 q 关闭。", "按 Escape、Enter、F1 或 q 键关闭。", []),
])
def test_doubled(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


def left(words: str) -> list[tuple[str, str, str]]:
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{words}'")]


@pytest.mark.parametrize("english, lang, old, new, expected", [
    (DETAILS_EN, "zh", "比赛项目、节、牌号", "event、session、牌号", left("event、session")),  # t9ba unt44
    (DETAILS_EN, "zh", "牌号、桌号", "board、table", left("board、table")),
    (DETAILS_EN, "el", "αγώνας, ημερίδα,", "event, session,", left("event, session")),
    # correct: the list translated otherwise
    (DETAILS_EN, "zh", "比赛项目、节", "赛事、节", []),
    (DETAILS_EN, "el", "αγώνας, ημερίδα", "διοργάνωση, ημερίδα", []),
])
def test_list_items_left_in_english(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


@pytest.mark.parametrize("lang, paragraph, old, new, expected", [
    ("el", "12C2(a)", "(50% στα ζεύγη)", "(50% in pairs)", left("in pairs")),  # t9ba unt41
    ("zh", "12C2(a)", "（双人赛中为50%）", "（50% in pairs）", left("in pairs")),
    # correct: the form of contest said otherwise
    ("el", "12C2(a)", "(50% στα ζεύγη)", "(50% σε αγώνες ζευγών)", []),
    ("zh", "12C2(a)", "（双人赛中为50%）", "（双人赛为50%）", []),
])
def test_contest_form_left_in_english(lang, paragraph, old, new, expected):
    assert edit_findings(lang, paragraph, old, new) == expected


def test_exclamation_marks_doubled():
    from helper.catalog.checks.script import script_defects

    assert script_defects("裁判到了！！", "zh") == [(4, 6, "doubled-punctuation", "")]
    assert script_defects("真的？！", "zh") == []  # two marks, none written twice


@pytest.mark.parametrize("english", [
    "line {line}: keyword out of order (msgctxt, msgid, msgid_plural, msgstr)",
    "It has no ruling in progress; this Director's last ruling, ruling {id}, started at {time}, recorded at {at} "
    "(UTC), is shown as recorded. ^P back corrects it; ^N starts a new ruling.",
])
@pytest.mark.parametrize("lang", ["zh", "el"])
def test_no_list_item_doubled_in_shipped(english, lang):
    """A word said again after a comma that is no list's item written twice: none of the shipped texts."""
    assert [f for f in findings(english, shipped_message(lang, english), lang) if f[0] == "doubled"] == []


@pytest.mark.parametrize("lang", ["zh", "el"])
def test_token_list_kept(lang):
    """A list of Latin tokens the translation keeps ("text, md ή html, στις γλώσσες του --lang"), beside translated
    words after its comma: no English item left (the English's items are all in the translation)."""
    english = "print the ruling sheet: text, md or html, in the languages of --lang (e.g. --lang en,zh)"
    assert findings(english, shipped_message(lang, english), lang) == []
