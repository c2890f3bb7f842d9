"""fjam (issue 9 §2, session 47): tester t9by's conditions changed into another condition.

An interface string's condition asking for a state of a thing said in the translation as asking for another state of
it ("asks first when the text was changed" as 文本已保存时先询问, "όταν το κείμενο αποθηκεύτηκε"; "when a bad connection
garbled it" as 连接恢复后): one sentences finding naming the English condition and the translation's clause
(:func:`conditions.condition_made_other`, the states' words in :data:`helper_states.STATES`).  Correct rewordings
(修改 / 更改 / 改动, άλλαξε / τροποποιήθηκε / αλλάχτηκε, "not saved" for "changed", another word for "garbled", "after"
for "when") stay clean.
"""

import json
from pathlib import Path

import pytest

from tests.testers.measure import gained


def _tester(name):
    return {i["id"]: i for i in (json.loads(line) for line in
                                 (Path(__file__).parent / "testers" / f"{name}.jsonl").read_text(encoding="utf-8")
                                 .split("\n") if line.strip())}


TESTER = _tester("t9by")


def item(lang, entry, msgstr, domain="messages"):
    return {"lang": lang, "domain": domain, "entry": entry, "msgstr": msgstr}


def one(found, check, words):
    assert [f.check for f in found] == [check], [f"{f.check}: {f.message}" for f in found]
    assert words in found[0].message, found[0].message


QUIT = "Quit (asks first when the text was changed)"
CLOSE = "Close the editor (asks first when the text was changed)"
REDRAW = "Redraw the whole screen (when a bad connection garbled it)"
NOT_SAVED = "Not saved: {reviewer} was saving this text when it was changed: {text}"
OTHER = "is another condition in the translation"

DEFECTS = [
    (TESTER["by-con05"], "'when the text was changed' " + OTHER + " ('文本已保存时先询问')"),
    (TESTER["by-con11"], "'when the text was changed' " + OTHER + " ('ρωτά πρώτα όταν το κείμενο αποθηκεύτηκε')"),
    (TESTER["by-con17"], "'when a bad connection garbled it' " + OTHER + " ('连接恢复后')"),
    (item("zh", CLOSE, "关闭编辑器（文本保存后先询问）"), "'when the text was changed' " + OTHER),
    (item("zh", QUIT, "退出（如果文本已经存盘，先询问）"), "('如果文本已经存盘')"),
    (item("el", CLOSE, "Κλείσιμο του επεξεργαστή (ρωτά πρώτα αν έχει αποθηκευτεί το κείμενο)"),
     "'when the text was changed' " + OTHER),
    (item("el", REDRAW, "Επανασχεδίαση όλης της οθόνης (όταν αποκατασταθεί η σύνδεση)"),
     "'when a bad connection garbled it' " + OTHER),
    (item("el", REDRAW, "Επανασχεδίαση όλης της οθόνης (μετά την επανασύνδεση)"), "('μετά την επανασύνδεση')"),
    (item("el", REDRAW, "Επανασχεδίαση όλης της οθόνης (όταν η σύνδεση επανέλθει)"), "('όταν η σύνδεση επανέλθει')"),
    (item("zh", REDRAW, "重绘整个屏幕（网络重新连接后）"), "('网络重新连接后')"),
    (item("zh", NOT_SAVED, "未保存：{reviewer} 正在保存此文本时条目被保存了：{text}"), "'when it was changed' " + OTHER),
]

REWORDINGS = [
    item("zh", QUIT, "退出（文本有改动时先询问）"),
    item("zh", QUIT, "退出（如文本已更改，先询问）"),
    item("zh", CLOSE, "关闭编辑器（文本变更后先询问）"),
    item("el", QUIT, "Έξοδος (ρωτά πρώτα αν το κείμενο τροποποιήθηκε)"),
    item("el", QUIT, "Έξοδος (ρωτά πρώτα όταν το κείμενο αλλάχτηκε)"),
    item("zh", REDRAW, "重绘整个屏幕（网络不佳导致显示错乱后）"),
    item("zh", REDRAW, "重绘整个屏幕（画面因连接不良而出现乱码时）"),
    item("el", REDRAW, "Επανασχεδίαση ολόκληρης της οθόνης (όταν μια κακή σύνδεση τη χάλασε)"),
    item("el", REDRAW, "Επανασχεδίαση όλης της οθόνης (αν η οθόνη αλλοιώθηκε από κακή σύνδεση)"),
    item("zh", NOT_SAVED, "未保存：{reviewer} 正在保存此文本时条目有了变化：{text}"),
    item("el", NOT_SAVED, "Δεν αποθηκεύτηκε: ο/η {reviewer} αποθήκευε αυτό το κείμενο όταν τροποποιήθηκε η καταχώριση: "
                          "{text}"),
]


# "not saved" for "changed" says no other state (the state's word negated): no condition made another (the negation
# check reads its negation on its own, as before fjam)
UNSAVED = [
    ("zh", QUIT, "退出（有未保存的修改时先询问）"),
    ("zh", QUIT, "退出（文本未保存时先询问）"),
    ("el", QUIT, "Έξοδος (ρωτά πρώτα αν υπάρχουν μη αποθηκευμένες αλλαγές)"),
    ("el", CLOSE, "Κλείσιμο του επεξεργαστή (ρωτά πρώτα όταν το κείμενο δεν έχει αποθηκευτεί)"),
]


@pytest.mark.parametrize("lang, english, translation", UNSAVED)
def test_not_saved_is_no_other_condition(lang, english, translation):
    from helper.catalog.checks.conditions import condition_made_other

    assert condition_made_other(english, translation, lang) is None
    assert not [f for f in gained(item(lang, english, translation)) if f.check == "sentences"]


@pytest.mark.parametrize("given, words", DEFECTS)
def test_condition_made_another_is_one_finding(given, words):
    one(gained(given), "sentences", words)


@pytest.mark.parametrize("given", REWORDINGS)
def test_the_condition_reworded_is_clean(given):
    found = gained(given)
    assert found == [], [f"{f.check}: {f.message}" for f in found]
