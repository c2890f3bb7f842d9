"""Fresh tester t9bp's false findings on sentences split or merged at a clause mark (fiyt): an English sentence split
at its colon into two, the second with a colon of its own where the English has a comma, is said clause by clause,
no sentence added (bp-rw20, :func:`helper.catalog.checks.structure.clause_split_cuts`); two sentences merged into one
at a semicolon, the key the subject of the English's second ("f lists all the entries again." as 按 f 可重新列出…),
pair by that key (:data:`helper.catalog.checks.structure._KEY_SUBJECT`), so no sentence is lost and 按 f 可 ("press f
to") is no "may" (bp-rw21).  A sentence really added or dropped, a clause lost in a merge and a real "may" for a
"must" keep their one finding."""

from __future__ import annotations

import pytest

from tests.support import fresh_inputs, interface_gained, interface_item, one_gained_tests

T9BP = fresh_inputs("t9bp")

VERSION = ("This table's version was played too few times to be compared: artificial adjusted scores, average plus to "
           "both sides (Law {law}).")
KNOCKOUT = "Knockout match: the two scores balance, so Law {law} changes nothing."
CHANGED = ("Ruling {old} was changed meanwhile by another helper: this ruling is recorded as ruling {new}, which "
           "corrects it.")
EMPTY = "No entry needs a look: the list is empty. f lists all the entries again."
NO_LOOK = "{name} needs no look and is not listed now: {other} is shown. f lists all the entries again."
NOT_LISTED = "{name} is not listed: {other} is shown. f lists all."
TOP = "{field}: the top must be greater than 0, not {value}."


@pytest.mark.parametrize("name", ["bp-rw20", "bp-rw21"])
def test_tester_rewordings(name):
    item = T9BP[name]
    assert [f.message for f in interface_gained(item["lang"], item["entry"], item["msgstr"])] == []


# split at the English's colon, the second sentence with a colon for the English's comma; merged at a semicolon, the
# key the subject (both languages, other strings): clean.  A sentence added, a sentence or clause dropped, a key
# lost, a "may" for a "must": one finding each
test_clause_defects, test_clause_rewordings = one_gained_tests([
    (interface_item("el", VERSION, "Η εκδοχή αυτού του τραπεζιού παίχτηκε πολύ λίγες φορές για σύγκριση: τεχνητή "
                                   "επανορθωτική βαθμολογία, μέσος όρος συν και στους δύο άξονες (Νόμος {law}). Η "
                                   "διανομή ακυρώνεται."),
     "sentences", ("1 in the English, 2 in the translation", "not in the English: 'Η διανομή ακυρώνεται.'")),
    (interface_item("el", VERSION, "Η εκδοχή αυτού του τραπεζιού παίχτηκε πολύ λίγες φορές για να συγκριθεί. "
                                   "Επιδικάζεται τεχνητή επανορθωτική βαθμολογία: μέσος όρος συν και στους δύο άξονες "
                                   "(Νόμος {law}). Η διανομή ακυρώνεται."),
     "sentences", ("1 in the English, 3 in the translation", "not in the English: 'Η διανομή ακυρώνεται.'")),
    (interface_item("zh", VERSION, "本桌所打版本的次数太少，无法比较。判给人为调整分：双方均得平均正分（{law}）。该副牌作废。"),
     "sentences", ("1 in the English, 3 in the translation", "not in the English: '该副牌作废。'")),
    (interface_item("zh", EMPTY, "列表为空，没有需要查看的条目。"),
     "sentences", ("2 in the English, 1 in the translation", "no translation: 'f lists all the entries again.'")),
    (interface_item("el", EMPTY, "Η λίστα είναι κενή, καμία καταχώριση δεν χρειάζεται έλεγχο."),
     "sentences", ("2 in the English, 1 in the translation", "no translation: 'f lists all the entries again.'")),
    (interface_item("zh", NO_LOOK, "{name} 没有需要查看的问题，现已不在列表中；按 f 可重新列出全部条目。"),
     "placeholders", "missing: {other}"),
    (interface_item("zh", EMPTY, "列表为空，没有需要查看的条目；可重新列出全部条目。"), "keys", "the key 'f'"),
    (interface_item("zh", TOP, "{field}：满分可大于 0，不能是 {value}。"), "terminology",
     ("obliges ('shall', 'must')", "the translation only allows")),
], [
    interface_item("zh", VERSION, "本桌所打版本的次数太少，无法比较。判给人为调整分：双方均得平均正分（{law}）。"),
    interface_item("el", KNOCKOUT, "Αγώνας knock out. Οι δύο βαθμολογίες είναι συμπληρωματικές: ο Νόμος {law} δεν "
                                   "αλλάζει τίποτα."),
    interface_item("zh", KNOCKOUT, "淘汰赛。两个得分是平衡的：{law}不改变任何分数。"),
    interface_item("zh", CHANGED, "第 {old} 号裁决在此期间已被另一个 helper 窗口修改。此裁决记录为第 {new} 号裁决：它更正了前者。"),
    interface_item("el", CHANGED, "Η απόφαση {old} άλλαξε στο μεταξύ από άλλο παράθυρο του helper. Αυτή η απόφαση "
                                  "καταγράφεται ως απόφαση {new}: τη διορθώνει."),
    interface_item("el", EMPTY, "Η λίστα είναι κενή, καμία καταχώριση δεν χρειάζεται έλεγχο· πατήστε f για να "
                                "εμφανιστούν ξανά όλες οι καταχωρίσεις."),
    interface_item("zh", EMPTY, "列表为空，没有需要查看的条目；用 f 可重新列出全部条目。"),
    interface_item("zh", EMPTY, "没有需要查看的条目：列表为空。按 f 可重新列出全部条目。"),
    interface_item("zh", NO_LOOK, "{name} 没有需要查看的问题，现已不在列表中，显示的是 {other}；按 f 可重新列出全部条目。"),
    interface_item("el", NO_LOOK, "{name}: τίποτα προς έλεγχο, δεν είναι πια στη λίστα, εμφανίζεται {other}· πατήστε f "
                                  "για να εμφανιστούν ξανά όλες οι καταχωρίσεις."),
    interface_item("zh", NOT_LISTED, "{name} 不在列表中，显示的是 {other}；按 f 可列出全部。"),
    interface_item("zh", NOT_LISTED, "{name} 不在列表中：显示 {other}。按 f 可列出全部。"),
    interface_item("el", NOT_LISTED, "{name}: δεν είναι στη λίστα, εμφανίζεται {other}· πατήστε f για να εμφανιστούν "
                                     "όλες."),
])
