"""fiyx (issue 9 §2, tester t9bq): English left in several places, and a look-alike letter's Latin rest.

Kinds fixed, each defect one finding, correct translations clean:

1. English left untranslated in two places or more of one translation, translated words between them
   ("假如没有发生 infraction，能否估计 probable outcome？", bq-unt06; "…（process {pid}）…的 ruling in progress。", bq-unt09):
   one untranslated-run error naming each run ("English left untranslated in the translation in 2 places: 'infraction',
   'probable outcome'"), its fragment the runs joined by " / " (:func:`pair._english_left_once`).  One run keeps the
   one-run message.
2. A Cyrillic look-alike letter typed into a Latin word ("双人赛，Вutler IMP", bq-moj07): the script finding alone; the
   word's Latin rest ("utler") is that damaged word, no Latin word the English lacks
   (:func:`single._whole_latin_word`).  A Greek look-alike in a Latin word ("Βutler") was one finding already.
   Names a translation keeps in Latin script (Butler, Neuberg, IMP, helper) stay clean.
"""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_item, one_gained, one_gained_tests

T9BQ = fresh_inputs("t9bq")

OUTCOME = "Can you estimate the probable outcome had the infraction not occurred?"
HOLDER = "Another helper (process {pid}) now holds this Director's ruling in progress."
FAVOURABLE = "Is the result at the other table between the same contestants clearly favourable to one side?"
KNOWN = "Could the final result of the match without this board be known to a contestant?"
VERSION = "Was the fouled board played in more than one version?"
FAULT = "How far is the team sitting North-South at this table at fault?"
FOULED = "The board was fouled: cards misplaced, so tables played different deals (Law 87)"
BUTLER = "Pairs, Butler IMPs"
NEUBERG = "results expected on the board (Neuberg)"
DATUM = "Convention: Butler datum: {rule}; {rounding}."
METHODS = "matchpoints, IMPs (teams), pairs at cross-IMPs or at Butler"

PLACES = "English left untranslated in the translation in 2 places: "
ONE_RUN = "English left untranslated in the translation: 'probable outcome'"
CYRILLIC = "Cyrillic '{}'"
GREEK_TYPED = "'Βutler' reads 'Butler' but is typed with Greek letters"

# (input, check, words of its message, fragment)
DEFECTS = [
    (T9BQ["bq-unt06"], "untranslated-run", PLACES + "'infraction', 'probable outcome'", "infraction / probable outcome"),
    (T9BQ["bq-unt09"], "untranslated-run", PLACES + "'process', 'ruling in progress'", "process / ruling in progress"),
    (interface_item("zh", FAVOURABLE, "相同 contestants 之间另一桌的结果是否明显 favourable 于一方？"), "untranslated-run",
     PLACES + "'contestants', 'favourable'", "contestants / favourable"),
    (interface_item("zh", FAULT, "本桌坐南北方向的 team 有多大 fault？"), "untranslated-run", PLACES + "'team', 'fault'",
     "team / fault"),
    (interface_item("zh", FOULED, "错牌：牌张 misplaced，各桌所打的 deals 不同（第87条）"), "untranslated-run",
     PLACES + "'misplaced', 'deals'", "misplaced / deals"),
    (interface_item("el", KNOWN, "Θα μπορούσε ένας contestant να γνωρίζει το final result του αγώνα χωρίς αυτή τη διανομή;"),
     "untranslated-run", PLACES + "'contestant', 'final result'", "contestant / final result"),
    (interface_item("el", VERSION, "Παίχτηκε η fouled διανομή σε περισσότερες από μία version;"), "untranslated-run",
     PLACES + "'fouled', 'version'", "fouled / version"),
    # one run: the one-run message, as before
    (interface_item("zh", OUTCOME, "假如没有发生违规，能否估计 probable outcome？"), "untranslated-run", ONE_RUN,
     "probable outcome"),
    (interface_item("el", OUTCOME, "Μπορείτε να εκτιμήσετε το probable outcome αν δεν είχε συμβεί η παράβαση;"),
     "untranslated-run", ONE_RUN, "probable outcome"),
    # a look-alike letter in a Latin word: the script finding alone, in either language, at the word's start or inside
    (T9BQ["bq-moj07"], "script", CYRILLIC.format("В"), "В"),
    (interface_item("zh", BUTLER, "双人赛，Butlеr IMP"), "script", CYRILLIC.format("е"), "е"),
    (interface_item("zh", NEUBERG, "这副牌应有的结果数（Nеuberg 公式）"), "script", CYRILLIC.format("е"), "е"),
    (interface_item("zh", DATUM, "计分惯例：Вutler 基准：{rule}；{rounding}。"), "script", CYRILLIC.format("В"), "В"),
    (interface_item("el", BUTLER, "Αγώνες ζευγών, IMPs Вutler"), "script", CYRILLIC.format("В"), "В"),
    (interface_item("el", NEUBERG, "αναμενόμενα αποτελέσματα στη διανομή (Nеuberg)"), "script", CYRILLIC.format("е"), "е"),
    (interface_item("el", METHODS, "βαθμοί αγώνα, IMPs (ομάδες), ζεύγη σε cross-IMPs ή σε Butlеr"), "script",
     CYRILLIC.format("е"), "е"),
    (interface_item("zh", BUTLER, "双人赛，Βutler IMP"), "script", GREEK_TYPED, "Βutler"),
    (interface_item("el", BUTLER, "Αγώνες ζευγών, IMPs Βutler"), "script", GREEK_TYPED, "Βutler"),
]

REWORDINGS = [
    interface_item("zh", BUTLER, "双人赛（Butler IMP）"),
    interface_item("el", BUTLER, "Ζεύγη, IMPs κατά Butler"),
    interface_item("zh", NEUBERG, "这副牌预期的结果数（Neuberg）"),
    interface_item("el", DATUM, "Σύμβαση: datum Butler: {rule}· {rounding}."),
    interface_item("zh", OUTCOME, "如果违规没有发生，你能估计可能的结果吗？"),
    interface_item("el", KNOWN, "Μπορεί κάποιος αγωνιζόμενος να ξέρει το τελικό αποτέλεσμα του αγώνα χωρίς αυτή τη διανομή;"),
    interface_item("zh", HOLDER, "另一个 helper 窗口（进程 {pid}）现持有本裁判进行中的裁决。"),
]

test_defect, test_rewording = one_gained_tests([(item, check, words) for item, check, words, _f in DEFECTS],
                                               REWORDINGS)


@pytest.mark.parametrize("item, check, words, fragment", DEFECTS, ids=[f"{d[0]['lang']}-{d[0]['msgstr']}" for d in DEFECTS])
def test_fragment(item, check, words, fragment):
    """The one finding's fragment: the runs joined by " / " (one run: itself), or the look-alike letter."""
    assert one_gained(item, check, words).fragment == fragment


def test_tester_lines_met():
    """The tester's three inputs are met in tests/testers/t9bq.jsonl: no "left", the one check expected."""
    for name in ("bq-unt06", "bq-unt09", "bq-moj07"):
        item = T9BQ[name]
        assert "left" not in item and len(item["expect"]) == 1 and item["fixed"].startswith("fiyx: "), item
