"""Fresh tester t9bh's misses and wrong diagnoses of sides, modals, negations, scores, conditions and a rewording
(issue 9 §2, fixzq), each a kind: the tester's input, other defects of the kind (one finding each: its check and
words of its message) and correct rewordings (no finding), measured as the tester does
(:func:`tests.testers.measure.gained`), or on strings of no catalogue (:func:`tests.support.findings`).

1. A compass seat said as another (t9bh bh-sid11 "South" as 北家, bh-sid26 as "Βορράς"), in any string, however
   short: one ``terminology`` error "another seat (North, South, East or West)?".  A seat inside a pair's name
   (North-South, 南北) is the pairs' finding.
2. "must" said by the Greek "θα έπρεπε" ("should", t9bh bh-mod12): the rule weakened, one ``terminology`` error; the
   English's own "would have to" said so stays clean.
3. A negation dropped from a heading's "Nothing" (t9bh bh-neg10 没有需要查看的内容 made 有需要查看的内容) or from "no"
   before a capitalised word ("hold no English or Greek text", bh-neg25 "Οι πηγές δεν έχουν" made "έχουν", its ούτε
   left): one ``negation`` error.
4. The (full) top, a board's most matchpoints, said as the average (t9bh bh-sco11, bh-sco24): one ``terminology``
   error "'平均分' ('average') where the English says 'top': the score or side changed?" (not a clause added); said as
   another computation (a sum), "the English computes by 'full top', …: another score computed?".
5. "Enter to skip" made "Enter to confirm" (t9bh bh-con10 按 Enter 确认, bh-con23 "Enter για επιβεβαίωση"): the
   instruction reversed, one ``negation`` error naming it (no "negation missing").
6. A key the subject of a verb ("n adds a note") said with the Chinese key hint 按 n 可添加备注 (t9bh bh-rew24): no
   "may" finding.
"""

from __future__ import annotations

import pytest

from tests.support import findings, interface_found

RANGE = "{option}: must be from {low} to {high} percent: {value}"
WHOLE = "must be a whole number: {value}"
ABOVE = "must be greater than 0: {value}"
KNOCKOUT = "Knockout: the board would have to be redealt"
NOTHING = "Nothing to look at."
MORE = "Nothing more to look at in this direction."
SOURCES = "The sources hold no English or Greek text of the 1997 Laws: this Chinese text is the only one."
SOURCE = "The sources hold no English text of the 1997 Laws: this Chinese text is the only one."
SCORE = "{side}: matchpointed against the results of its own version, factored to the full top"
TIMES = "times the board was due to be played: the full top (Law 78A) at mp, the comparisons at ximps"
PENALTY = "the penalty: percent of a top (mp), IMPs or VPs (default: the standard penalty of the settings)"
NS = "North-South's percentage on the other boards of this session (0-100; Enter to skip)"
EW = "East-West's percentage on the other boards of this session (0-100; Enter to skip)"
BOARD = "North-South's average IMPs per board on the other boards of this session (Enter to skip)"
OFFICIAL = "Official text, not edited here: n adds a note."
OFFICIAL_FILE = "Official text ({file}), not edited here: n adds a note."
LONG = ("[The text is {count} characters long: the first {shown} are shown. e opens it whole in the editor; helper "
        "catalog report lists it whole.]")
SEAT = "another seat (North, South, East or West)?"
WEAKENED = "the English obliges ('shall', 'must') in"
NEGATION = "a negation of the English (not, no, unless) is missing in the translation of"
REVERSED = "the instruction reversed ('skip' became"


found = interface_found  # (check, message, fragment) of each finding gained


@pytest.mark.parametrize("lang, entry, msgstr, check, words", [
    # 1. a seat for another
    ("zh", "South", "北家", "terminology", "'北家' where the English says 'South': " + SEAT),  # t9bh bh-sid11
    ("el", "South", "Βορράς", "terminology", "'Βορράς' where the English says 'South': " + SEAT),  # bh-sid26
    ("zh", "North", "南家", "terminology", "'南家' where the English says 'North'"),
    ("zh", "East", "西家", "terminology", SEAT),
    ("zh", "West", "东", "terminology", "'东' where the English says 'West'"),
    ("el", "North", "Νότος", "terminology", SEAT),
    ("el", "East", "Δύση", "terminology", "'Δύση' where the English says 'East'"),
    ("el", "West", "Ανατολή", "terminology", SEAT),
    # 2. "must" as "θα έπρεπε"
    ("el", RANGE, "{option}: θα έπρεπε να είναι από {low} έως {high} τοις εκατό: {value}", "terminology",
     WEAKENED + " 'must be from'"),  # t9bh bh-mod12
    ("el", WHOLE, "θα έπρεπε να είναι ακέραιος: {value}", "terminology", WEAKENED + " 'must be a whole number'"),
    ("el", ABOVE, "θα έπρεπε να είναι μεγαλύτερο από 0: {value}", "terminology", "the rule weakened?"),
    # 3. a heading's "Nothing", a "no" before a capitalised word
    ("zh", NOTHING, "有需要查看的内容。", "negation", NEGATION + " 'Nothing to look at'"),  # t9bh bh-neg10
    ("el", NOTHING, "Κάτι προς έλεγχο.", "negation", NEGATION + " 'Nothing to look at'"),
    ("zh", MORE, "这个方向上有更多待查看的条目。", "negation", NEGATION + " 'Nothing more to look at"),
    ("el", MORE, "Κάτι άλλο προς έλεγχο προς αυτή την κατεύθυνση.", "negation", NEGATION),
    ("el", SOURCES, "Οι πηγές έχουν αγγλικό ούτε ελληνικό κείμενο του Κώδικα 1997: αυτό το κινεζικό κείμενο είναι το "
                    "μόνο.", "negation", NEGATION + " 'no English or Greek text of the 1997 Laws'"),  # bh-neg25
    ("el", SOURCE, "Οι πηγές έχουν αγγλικό κείμενο του Κώδικα 1997: αυτό το κινεζικό κείμενο είναι το μόνο.",
     "negation", NEGATION + " 'no English text of the 1997 Laws'"),
    ("zh", SOURCE, "来源文件中有1997年版规则的英文文本：只有这份中文文本。", "negation", NEGATION + " 'no English text"),
    # 4. the top said as the average (the average family's member in its place), or as another computation
    ("zh", SCORE, "{side}：与本版本的结果比较计比赛分，并换算到平均分", "terminology",
     "'平均分' ('average') where the English says 'top': the score or side changed?"),  # t9bh bh-sco11
    ("el", SCORE, "{side}: βαθμολογήθηκε με τα αποτελέσματα της δικής του εκδοχής, αναγμένο στον μέσο όρο",
     "terminology", "'μέσο όρο' ('average') where the English says 'top'"),  # bh-sco24
    ("zh", TIMES, "这副牌应打的次数：mp 时据此得出平均分（第78条A款），ximps 时得出比较次数", "terminology",
     "'平均分' ('average') where the English says 'top'"),
    ("el", TIMES, "πόσες φορές έπρεπε να παιχτεί η διανομή: ο μέσος όρος (Νόμος 78Α) σε mp, οι συγκρίσεις σε ximps",
     "terminology", "'μέσος όρος' ('average') where the English says 'top': the score or side changed?"),
    ("zh", PENALTY, "罚分：平均分的百分比（mp）、IMP 或 VP（默认：设置中的标准罚分）", "terminology",
     "'平均分' ('average') where the English says 'a top'"),
    ("zh", SCORE, "{side}：与本版本的结果比较计比赛分，并换算到各结果的总和", "terminology",
     "the English computes by 'full top', the translation by '总和': another score computed?"),
    ("el", SCORE, "{side}: βαθμολογήθηκε με τα αποτελέσματα της δικής του εκδοχής, αναγμένο στο άθροισμα",
     "terminology", "the English computes by 'full top', the translation by 'άθροισμα'"),
    # 5. "Enter to skip" made a confirm
    ("zh", NS, "南北在本节其他牌上的得分百分比（0-100；按 Enter 确认）", "negation",
     "the English says 'Enter to skip', the translation '按 Enter 确认': " + REVERSED + " '确认')?"),  # bh-con10
    ("el", NS, "Το ποσοστό του άξονα Βορρά-Νότου στις υπόλοιπες διανομές της ημερίδας (0-100· Enter για επιβεβαίωση)",
     "negation", REVERSED + " 'επιβεβαίωση')?"),  # bh-con23
    ("zh", BOARD, "南北在本节其他牌上每副牌的平均 IMP（按 Enter 确定）", "negation", REVERSED + " '确定')?"),
    ("el", BOARD, "Ο μέσος όρος IMPs ανά διανομή του άξονα Βορρά-Νότου στις υπόλοιπες διανομές της ημερίδας (Enter "
                  "για αποδοχή)", "negation", REVERSED + " 'αποδοχή')?"),
    ("el", EW, "Το ποσοστό του άξονα Ανατολής-Δύσης στις υπόλοιπες διανομές της ημερίδας (0-100· πατήστε Enter για "
               "επιβεβαίωση)", "negation", "the English says 'Enter to skip'"),
])
def test_one_finding(lang, entry, msgstr, check, words):
    result = found(lang, entry, msgstr)
    assert len(result) == 1 and result[0][0] == check and words in result[0][1], result


@pytest.mark.parametrize("lang, entry, msgstr", [
    # 1. the seat kept, said short or as an adjective
    ("zh", "South", "南"),
    ("zh", "East", "东"),
    ("el", "South", "Νότιος"),
    # 2. a duty kept; the English's own conditional duty
    ("el", KNOCKOUT, "Αγώνες knock out: η διανομή θα έπρεπε να μοιραστεί ξανά"),
    ("el", RANGE, "{option}: οφείλει να είναι από {low} έως {high} τοις εκατό: {value}"),
    # 3. the negation said otherwise
    ("zh", NOTHING, "无可查看的内容。"),
    ("zh", NOTHING, "暂无需要查看的内容。"),
    ("el", NOTHING, "Δεν υπάρχει τίποτα προς έλεγχο."),
    ("el", SOURCES, "Οι πηγές δεν έχουν ούτε αγγλικό ούτε ελληνικό κείμενο του Κώδικα 1997: αυτό το κινεζικό κείμενο "
                    "είναι το μόνο."),
    ("el", SOURCES, "Ούτε αγγλικό ούτε ελληνικό κείμενο του Κώδικα 1997 υπάρχει στις πηγές: αυτό το κινεζικό κείμενο "
                    "είναι το μόνο."),
    # 4. the top kept
    ("zh", SCORE, "{side}：与本版本的结果比较计比赛分，并按满分换算"),
    ("el", SCORE, "{side}: βαθμολογήθηκε με τα αποτελέσματα της δικής του εκδοχής, αναγμένο στο πλήρες μέγιστο (top)"),
    ("el", PENALTY, "η ποινή: ποσοστό επί του top (mp), IMPs ή VP (προεπιλογή: η τυπική ποινή των ρυθμίσεων)"),
    # 5. the skip kept
    ("zh", NS, "南北在本节其他牌上的得分百分比（0-100；直接按 Enter 可跳过）"),
    ("el", NS, "Το ποσοστό του άξονα Βορρά-Νότου στις υπόλοιπες διανομές της ημερίδας (0-100· Enter για να το "
               "παραλείψετε)"),
    # 6. the key hint
    ("zh", OFFICIAL, "官方文本，不在此编辑：按 n 可添加备注。"),  # t9bh bh-rew24
    ("zh", OFFICIAL_FILE, "正式文本（{file}），不在此处编辑：按 n 可添加备注。"),
    ("zh", LONG, "［此文本长 {count} 个字符：仅显示前 {shown} 个；按 e 可在编辑器中打开全文，helper catalog report 列出全文。］"),
    ("el", OFFICIAL, "Επίσημο κείμενο, δεν επεξεργάζεται εδώ: με το n μπορείτε να προσθέσετε σημείωση."),
])
def test_no_finding(lang, entry, msgstr):
    assert found(lang, entry, msgstr) == []


@pytest.mark.parametrize("english, text, lang, words", [
    # a seat in a string of no catalogue
    ("Declarer is South: {name}", "庄家是北家：{name}", "zh", "'北家' where the English says 'South': " + SEAT),
    ("Declarer is South: {name}", "Εκτελεστής είναι ο Βορράς: {name}", "el", "'Βορράς' where the English says 'South'"),
    ("the lead came from West", "首攻来自东家", "zh", "'东家' where the English says 'West'"),
])
def test_seat_elsewhere(english, text, lang, words):
    result = findings(english, text, lang)
    assert len(result) == 1 and result[0][0] == "terminology" and words in result[0][2], result


@pytest.mark.parametrize("english, text, lang", [
    ("Declarer is South: {name}", "庄家是南家：{name}", "zh"),
    ("the lead came from West", "首攻来自西家", "zh"),
    ("NS {ns} - EW {ew}", "南北 {ns} - 东西 {ew}", "zh"),
])
def test_seat_kept(english, text, lang):
    assert findings(english, text, lang) == []
