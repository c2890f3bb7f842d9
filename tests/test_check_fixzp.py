"""fixzp (issue 9 §2, session 39): tester t9bh's lost-character, look-alike, doubled-letter, placeholder and number
inputs, each one finding.

- a '?' opening an interface string glued to its Chinese word ("?目" for 条目) is that word's lost character, not a
  lost bullet (bh-moj09); the law texts' published Chinese keeps its lost bullets;
- the '?' of one conversion that could not write several letters ("Η διανομ? ακυρ?νεται") are one finding naming
  each word (bh-moj16);
- Latin look-alikes in several Greek words ("πρoς έλεγχo") are one finding naming each word (bh-moj17); in one word
  still one finding naming its letters (tests/test_check_fixzf.py, be-mojiel13);
- a letter doubled at a Greek word's second letter ("Ελλέγχθηκε") is found: "ελλ" of Ελλάδα is no stem (bh-dbl18);
- a placeholder's braces lost ("第 line 行") is the placeholder finding alone, naming the lost braces (bh-plc07);
- a key range whose number changed ("(0-{count})") is the number finding alone (bh-num13).
"""

import json
from pathlib import Path

import pytest

from tests.testers.measure import gained

TESTER = {i["id"]: i for i in map(json.loads, (Path(__file__).parent / "testers" / "t9bh.jsonl").open())}

CHOOSE = "Choose an answer: type its number (1-{count}) or move with ↑ ↓, then Enter."


def item(lang, entry, msgstr, domain="messages"):
    return {"lang": lang, "domain": domain, "entry": entry, "msgstr": msgstr}


def said(found):
    return [f"{f.check}: {f.message}" for f in found]


DEFECTS = [
    # a lost character opening an interface string
    ("bh-moj09", "encoding", "'?' in '?目' stands for a lost letter or character"),
    (item("zh", "Reviewed", "?审校"), "encoding", "'?' in '?审校' stands for a lost letter or character"),
    (item("zh", "Nothing to look at.", "?有需要查看的内容。"), "encoding", "stands for a lost letter or character"),
    (item("el", "Entry", "?αταχώριση"), "encoding", "'?' in '?αταχώριση' stands for a lost letter"),
    # the lost '?' of one conversion
    ("bh-moj16", "encoding", "in 2 places ('διανομ?', 'ακυρ?νεται'): one conversion could not write them"),
    (item("el", "Recorded as ruling {id}.", "Καταγράφηκε ως απ?φαση {id} στο αρχε?ο."), "encoding",
     "in 2 places ('απ?φαση', 'αρχε?ο')"),
    (item("el", "Nothing to look at.", "Τίποτα πρ?ς έλεγχ?."), "encoding", "in 2 places"),
    (item("zh", "Nothing to look at.", "没有需要查?的内?。"), "encoding", "in 2 places"),
    # Latin look-alikes across Greek words
    ("bh-moj17", "script", "Latin 'o' inside the Greek words 'πρoς', 'έλεγχo': look-alike letters"),
    (item("el", "The board is cancelled.", "Η διανoμή ακυρώνεται."), "script",
     "Latin 'o' inside the Greek word 'διανoμή'"),
    (item("el", "The board is cancelled.", "Η διανoμή aκυρώνεται."), "script",
     "Latin 'o, a' inside the Greek words 'διανoμή', 'aκυρώνεται'"),
    (item("el", "Recorded as ruling {id}.", "Kαταγράφηκε ως απόφαση {id}, απoθηκεύτηκε."), "script",
     "inside the Greek words 'Kαταγράφηκε', 'απoθηκεύτηκε'"),
    # a letter doubled at a Greek word's second letter
    ("bh-dbl18", "doubled", "'Ελλέγχθηκε' (for 'Ελέγχθηκε')"),
    (item("el", "Entry", "Κααταχώριση"), "doubled", "'Κααταχώριση' (for 'Καταχώριση')"),
    (item("el", "Nothing to look at.", "Τίποτα προς έλλεγχο."), "doubled", "'έλλεγχο' (for 'έλεγχο')"),
    # a placeholder's braces lost
    ("bh-plc07", "placeholders", "the placeholder {line} of the English has lost its braces: its name 'line'"),
    (item("el", "Source: {source}, line {line}", "Πηγή: {source}, γραμμή line"), "placeholders",
     "the placeholder {line} of the English has lost its braces"),
    (item("zh", "Ruling {id} written to {file}", "已将第 id 号裁决写入 {file}"), "placeholders",
     "the placeholder {id} of the English has lost its braces: its name 'id'"),
    (item("el", "Saved in {file}", "Αποθηκεύτηκε στο file"), "placeholders",
     "the placeholder {file} of the English has lost its braces"),
    # a key range's number changed
    ("bh-num13", "number", "1 in the English, 0 in the translation"),
    (item("zh", CHOOSE, "请选择一个答案：输入其编号（2-{count}）或用 ↑ ↓ 移动，然后按 Enter。"), "number",
     "1 in the English, 2 in the translation"),
    (item("el", CHOOSE, "Επιλέξτε μια απάντηση: πληκτρολογήστε τον αριθμό της (0-{count}) ή μετακινηθείτε με ↑ ↓, "
                        "και μετά Enter."), "number", "1 in the English, 0 in the translation"),
]


@pytest.mark.parametrize("case,check,words", DEFECTS, ids=lambda v: v if isinstance(v, str) else None)
def test_defect_one_finding(case, check, words):
    found = gained(TESTER[case] if isinstance(case, str) else case)
    assert [f.check for f in found] == [check], said(found)
    assert words in found[0].message, found[0].message


def test_a_bullet_standing_apart_stays_a_bullet():
    # a '?' with a space after it at a line's start is a lost bullet still, in an interface string too
    found = gained(item("zh", "Entry", "? 条目"))
    assert said(found) == ["encoding: '?' at the start of a line (a lost bullet or space) in the translation"]


def test_one_lost_mark_keeps_its_own_message():
    found = gained(item("el", "The board is cancelled.", "Η διανομή ακυρ?νεται."))
    assert said(found) == ["encoding: '?' in 'ακυρ?νεται' stands for a lost letter or character (one the conversion "
                           "could not write) in the translation"]


CLEAN = [
    item("zh", "Entry", "条目"),
    item("zh", "Entry", "词条"),
    item("el", "Reviewed", "Ελέγχθηκε"),
    item("el", "Reviewed", "Έχει ελεγχθεί"),
    item("el", "Nothing to look at.", "Δεν υπάρχει τίποτα για έλεγχο."),
    item("el", "The board is cancelled.", "Η διανομή ακυρώνεται στην Ελλάδα."),  # Ελλάδα: Greek writes λλ
    item("el", "Nothing to look at.", "Καμία εκκρεμότητα προς έλεγχο."),
    item("zh", "Source: {source}, line {line}", "出处：{source}，第 {line} 行"),
    item("el", "Source: {source}, line {line}", "Πηγή: {source}, στη γραμμή {line}"),
    item("zh", CHOOSE, "请选一个答案：输入编号（1-{count}），或用 ↑ ↓ 移动，再按 Enter。"),
    item("el", CHOOSE, "Διαλέξτε απάντηση: πληκτρολογήστε τον αριθμό της (1-{count}) ή μετακινηθείτε με ↑ ↓ και πατήστε "
                       "Enter."),
]


@pytest.mark.parametrize("case", CLEAN)
def test_rewording_clean(case):
    found = gained(case)
    assert found == [], said(found)
