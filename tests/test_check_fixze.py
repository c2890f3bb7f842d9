"""Interface strings' sides, persons, source notes and scoring units (issue 9 §2, fixze; tester t9be):

- the declarer said as the defenders (庄家 as 防守方, ο εκτελεστής as ο αμυνόμενος): an opposite, read one way as
  persons (sidezh03, sidezh06, sidezh14);
- the reviewer said as the Director ("another reviewer" as 另一位裁判, "a reviewer may correct it" as "ένας Διαιτητής
  μπορεί", "$HELPER_REVIEWER" beside 裁判姓名): the reviewer is a member of the family "who" (whozh03, whozh07,
  whozh10, whoel06 - the last a baseline reason, whose own words are read with its quotes blanked);
- the numbers of a source note swapped ("Source 000 line 13" as "Πηγή 13 γραμμή 000", "source 002" as 来源 1997):
  each read after its word, whatever their order (numbzh05, numbel10, numbel13); a baseline reason's law reference
  changed (12C2(c) as 13C2(c), 12C3(c)): lawrzh17, lawrel17; a subparagraph letter standing alone said as another
  ("'(c)' damaged" as "αλλοιωμένο «(d)»": lawrel10);
- the IMPs of "cross-IMPs" said as matchpoints (交叉 比赛分: scorzh10), the percent of a top said as IMP (scorzh11)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.testers.measure import gained

TESTER = {item["id"]: item for item in map(json.loads, (Path(__file__).parent / "testers" / "t9be.jsonl")
                                            .read_text(encoding="utf-8").splitlines())}


def findings(lang, entry, msgstr):
    return [(f.check, f.message) for f in gained({"id": "t", "lang": lang, "domain": "messages", "entry": entry,
                                                   "msgstr": msgstr})]


def of_tester(ident):
    item = TESTER[ident]
    return findings(item["lang"], item["entry"], item["msgstr"])


# ---------------------------------------------------------------- the declarer said as the defenders

IMPOSSIBLE = "{field}: impossible result: {value} (declarer takes 0 to 13 tricks)."
OTHER = "The result at the other table: contract, declarer and result, or the NS score"
MISSING = "{field}: declarer missing or not N, E, S or W: {value}."


def defenders(found):
    return [("terminology", f"the English says 'declarer', the translation its opposite '{found}': the meaning "
                            "reversed?")]


@pytest.mark.parametrize("ident", ["be-sidezh03", "be-sidezh06", "be-sidezh14"])
def test_tester_declarer_said_as_defenders(ident):
    assert of_tester(ident) == defenders("防守方")


@pytest.mark.parametrize("lang, entry, msgstr, found", [
    ("el", IMPOSSIBLE, "{field}: αδύνατο αποτέλεσμα: {value} (ο αμυνόμενος παίρνει 0 έως 13 λεβέ).", "αμυνόμενος"),
    ("el", OTHER, "Το αποτέλεσμα στο άλλο τραπέζι: συμβόλαιο, αμυνόμενοι και αποτέλεσμα, ή η βαθμολογία ΒΝ",
     "αμυνόμενοι"),
    ("zh", MISSING, "{field}：缺少防守者或防守者不是 N、E、S、W：{value}。", "防守者"),
])
def test_declarer_said_as_defenders(lang, entry, msgstr, found):
    assert findings(lang, entry, msgstr) == defenders(found)


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", IMPOSSIBLE, "{field}：不可能的结果：{value}（庄家赢得的墩数只能是0到13）。"),
    ("zh", OTHER, "另一桌的结果：定约、定约人和结果，或南北得分"),
    ("el", IMPOSSIBLE, "{field}: αδύνατο αποτέλεσμα: {value} (ο εκτελεστής κερδίζει από 0 έως 13 λεβέ)."),
])
def test_declarer_reworded_is_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


# ---------------------------------------------------------------- the reviewer said as the Director

SHOWN = ("This entry was changed in the file since it was shown (another reviewer or an editor saved it). Your "
         "approval is not saved yet.")
NOT_APPROVED = "a reviewer's translation not approved yet: check it against the English, then approve it"
NAME = "the name recorded with an approval (default: $HELPER_REVIEWER, else the login name)"


def director(found):
    return [("terminology", f"'{found}' ('Director') where the English has 'reviewer': someone else acts or decides?")]


@pytest.mark.parametrize("ident, found", [("be-whozh03", "裁判"), ("be-whozh07", "裁判"), ("be-whozh10", "裁判"),
                                          ("be-whoel06", "Διαιτητής")])
def test_tester_reviewer_said_as_director(ident, found):
    assert of_tester(ident) == director(found)


@pytest.mark.parametrize("lang, entry, msgstr, found", [
    ("el", SHOWN, "Αυτή η καταχώριση άλλαξε στο αρχείο αφότου εμφανίστηκε (την αποθήκευσε άλλος Διαιτητής ή "
                  "επεξεργαστής). Η έγκρισή σας δεν έχει αποθηκευτεί ακόμη.", "Διαιτητής"),
    ("zh", NOT_APPROVED, "裁判的译文尚未审定：请对照英文检查，然后审定", "裁判"),
    ("el", NOT_APPROVED, "μετάφραση Διαιτητή που δεν έχει εγκριθεί ακόμη: ελέγξτε την με το αγγλικό και μετά "
                         "εγκρίνετέ την", "Διαιτητή"),
])
def test_reviewer_said_as_director(lang, entry, msgstr, found):
    assert findings(lang, entry, msgstr) == director(found)


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", NAME, "审定时记录的审校人员姓名（默认：$HELPER_REVIEWER，否则为登录名）"),
    ("zh", SHOWN, "此条目在显示之后已在文件中被更改（另一位审校人员或编辑器保存了它）。您的审定尚未保存。"),
    ("el", SHOWN, "Αυτή η καταχώριση άλλαξε στο αρχείο αφότου εμφανίστηκε (την αποθήκευσε άλλος αναθεωρητής ή "
                  "επεξεργαστής). Η έγκρισή σας δεν έχει αποθηκευτεί ακόμη."),
])
def test_reviewer_reworded_is_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


# ---------------------------------------------------------------- a source note's numbers swapped

COMMA = "Source 000 line 13: tokenised English (space before a comma)."
TWICE = "Source 002 line 170: '自已' (twice) for '自己' in the published 1997 Chinese."
BRACKET = "Source 003 line 5: the '[' opened in the official Greek 86B1 is never closed (the English closes it)."
CANDIDATE = "The fuzzy candidate is 1997 Law 86C from source 002, with its lost-bullet '?'; a reviewer replaces the whole entry."
FUZZY = "The fuzzy Chinese of 12C2(c) is 1997 Law 88 (source 002 line 170), '自已' for '自己' included."


def swapped(english, found, number, other):
    return [("number", f"'{english}' in the English is '{found}' in the translation: {number} and {other} swapped?")]


@pytest.mark.parametrize("ident, expected", [
    ("be-numbzh05", swapped("source 002", "来源 1997", "002", "1997")),
    ("be-numbel10", swapped("Source 000", "Πηγή 13", "000", "13")),
    ("be-numbel13", swapped("source 002", "πηγή 1997", "002", "1997")),
])
def test_tester_source_note_numbers_swapped(ident, expected):
    assert of_tester(ident) == expected


@pytest.mark.parametrize("lang, entry, msgstr, expected", [
    ("zh", COMMA, "来源 13 第000行：分词后的英文（逗号前有空格）。", swapped("Source 000", "来源 13", "000", "13")),
    ("zh", TWICE, "来源 170 第002行：已出版的1997年版中文中两处将 '自己' 印作 '自已'。",
     swapped("Source 002", "来源 170", "002", "170")),
    ("el", BRACKET, "Πηγή 5 γραμμή 003: η '[' που ανοίγει στο επίσημο ελληνικό 86B1 δεν κλείνει ποτέ (το αγγλικό την "
                    "κλείνει).", swapped("Source 003", "Πηγή 5", "003", "5")),
])
def test_source_note_numbers_swapped(lang, entry, msgstr, expected):
    assert findings(lang, entry, msgstr) == expected


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("el", CANDIDATE, "Η ασαφής υποψήφια μετάφραση προέρχεται από την πηγή 002: είναι ο Νόμος 86Γ του 1997, με το '?' "
                      "της χαμένης κουκκίδας· ο ελεγκτής αντικαθιστά ολόκληρη την καταχώριση."),
    ("zh", FUZZY, "12C2(c) 的模糊中文取自来源 002 第170行，即1997年版第88条，包括将 '自己' 印作 '自已'。"),
    ("zh", COMMA, "来源 000，第13行：英文经过分词（逗号前有空格）。"),
])
def test_source_note_reworded_is_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


# ---------------------------------------------------------------- a baseline reason's law reference changed

def reference(english, found):
    return [("law-reference", f"law reference differs: '{english}' in the English, '{found}' in the translation")]


@pytest.mark.parametrize("ident, found", [("be-lawrzh17", "13C2(c)"), ("be-lawrel17", "12C3(c)")])
def test_tester_reason_law_reference_changed(ident, found):
    assert of_tester(ident) == reference("12C2(c)", found)


@pytest.mark.parametrize("lang, entry, msgstr, expected", [
    ("el", FUZZY, "Το ασαφές κινεζικό του 12C2(d) είναι ο Νόμος 88 του 1997 (πηγή 002 γραμμή 170), μαζί με το '自已' "
                  "αντί για '自己'.", reference("12C2(c)", "12C2(d)")),
    ("zh", BRACKET, "来源 003 第5行：官方希腊文 86B2 中开启的 '[' 从未闭合（英文已闭合）。", reference("86B1", "86B2")),
])
def test_reason_law_reference_changed(lang, entry, msgstr, expected):
    assert findings(lang, entry, msgstr) == expected


AFTER_REFERENCE = "'©' after a law reference {where}: '(c)' damaged"
NO_MARK = "'©' {where} where the other text has no ©: probably '(c)' damaged"


def test_tester_lone_subparagraph_letter_changed():
    assert of_tester("be-lawrel10") == reference("(c)", "(d)")


@pytest.mark.parametrize("lang, entry, msgstr, expected", [
    ("zh", NO_MARK, "“©”{where}，而另一文本没有 ©：可能是“(b)”已损坏", reference("(c)", "(b)")),
    ("zh", AFTER_REFERENCE, "规则引用后的“©”{where}：“(e)”已损坏", reference("(c)", "(e)")),
    ("el", NO_MARK, "«©» {where} ενώ το άλλο κείμενο δεν έχει ©: πιθανώς αλλοιωμένο «(a)»", reference("(c)", "(a)")),
])
def test_lone_subparagraph_letter_changed(lang, entry, msgstr, expected):
    assert findings(lang, entry, msgstr) == expected


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", AFTER_REFERENCE, "规则引用之后的“©”{where}：是损坏了的“(c)”"),
    ("el", AFTER_REFERENCE, "«©» μετά από παραπομπή σε Νόμο {where}: είναι αλλοιωμένο «(c)»"),
    ("el", NO_MARK, "«©» {where}, ενώ το άλλο κείμενο δεν έχει ©: μάλλον αλλοιωμένο «(c)»"),
])
def test_lone_subparagraph_letter_reworded_is_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []


# ---------------------------------------------------------------- scoring units

CROSS_SUM = "Convention: cross-IMPs summed over the comparisons."
CROSS_AVERAGE = "Convention: cross-IMPs averaged over the results."
PENALTY = "the penalty: percent of a top (mp), IMPs or VPs (default: the standard penalty of the settings)"
UNITS = "mp (percent of a top), imps (teams), ximps, butler, or vps (a match in victory points)"
IMP_EXPECTED = ("terminology", "'比赛分' where the term for 'IMP' is expected ('IMP / 国际比赛分')")


def percent_as(found):
    return [("terminology", f"the English says 'percent', the translation '{found}': another scoring unit, another "
                            "score?")]


def test_tester_cross_imps_said_as_matchpoints():
    assert of_tester("be-scorzh10") == [IMP_EXPECTED]


def test_tester_percent_said_as_imp():
    assert of_tester("be-scorzh11") == percent_as("IMP")


@pytest.mark.parametrize("lang, entry, msgstr, expected", [
    ("zh", CROSS_AVERAGE, "计分惯例：交叉比赛分按结果数取平均。", [IMP_EXPECTED]),
    ("zh", PENALTY, "罚分：满分的IMP（mp）、IMP 或 VP（默认：设置中的标准罚分）", percent_as("IMP")),
    ("el", UNITS, "mp (IMPs του top), imps (αγώνες ομάδων), ximps, butler ή vps (αγώνας σε βαθμούς νίκης, VP)",
     percent_as("IMPs")),
])
def test_scoring_unit_changed(lang, entry, msgstr, expected):
    assert findings(lang, entry, msgstr) == expected


@pytest.mark.parametrize("lang, entry, msgstr", [
    ("zh", CROSS_SUM, "计分惯例：交叉 IMP 按各次比较求和。"),
    ("zh", UNITS, "mp（占满分的百分比）、imps（队式赛）、ximps、butler 或 vps（按胜利分 VP 计的比赛）"),
    ("el", PENALTY, "η ποινή: ποσοστό επί του top (mp), IMPs ή VP (προεπιλογή: η τυπική ποινή των ρυθμίσεων)"),
])
def test_scoring_unit_reworded_is_clean(lang, entry, msgstr):
    assert findings(lang, entry, msgstr) == []
