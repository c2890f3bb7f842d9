"""Fresh tester t9bg's misses of look-alike characters, characters written twice, brackets and a percent sign
(issue 9 §2, fixzj), each a kind: the tester's input, other defects of the kind (one finding each: its check and
words of its message) and correct rewordings of the same entries (no finding), measured as the tester does
(:func:`tests.testers.measure.gained`).

1. The micro sign µ (U+00B5) for the Greek μ inside a Greek word (t9bg bg-moj18 "εκτιµήσετε"; bg-moj07 in the official
   Greek of 12C2(d), "διανοµές"): a character of another block that stands for a Greek letter (its compatibility
   form is one: µ, the ohm sign Ω, the mathematical Greek letters), next to a Greek letter.  One ``script`` error
   "'µ' in 'εκτιµήσετε' is the micro sign (U+00B5), a look-alike of the Greek letter 'μ'"; in an official text, the
   ``catalogue`` error that says it was edited, its "The edit: …" naming the look-alike.
2. A Chinese character written twice where, written once, it makes three characters the project's Chinese (the laws'
   texts, the glossary, the shipped catalogues' translations) writes in a row (t9bg bg-dou09 重新发发牌: 新发牌;
   bg-dou20 其他他牌: 其他牌; bg-dou13 多大大责任: 多大责 - 大大 is a reduplication elsewhere).  Not where the second
   copy starts a word of the lists (违规方 + 方可, 一个 + 个人赛).  One ``doubled`` error.
3. A placeholder the English sets inside brackets, outside the translation's (t9bg bg-bra07 "内部错误（{kind}）：
   {detail}": a bracket moved; bg-bra20 "两名牌手{law}。" for "(Law {law})": the brackets dropped, the placeholder
   kept).  One ``brackets`` warning; not where two placeholders swapped (the placeholder order's finding).
4. Brackets an interface translation adds inside words the project's Chinese writes in a row (t9bg bg-bra13
   "之间出现（无法比较的结果）": 出现无法 of the shipped 86B2 string).  One ``brackets`` warning "brackets around '…'
   that the English does not have"; a gloss after its word stays clean.
5. A percent sign after a placeholder the English writes alone, in an English with no '%' nor "percent" of its own
   (t9bg bg-pla12 "({percent}%)"): the value shows its own sign, so it would show twice.  One ``placeholders`` error;
   "{low}%" for "from {low} to {high} percent" stays clean.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks.script import script_defects
from helper.catalog.checks.structure import doubled_zh_characters
from helper.catalog.checks.single import _ZH_DOUBLED_RE
from tests.support import interface_found

ESTIMATE = "Can you estimate the probable outcome had the infraction not occurred?"
KNOCKOUT = "Knockout: the board would have to be redealt"
TEAM = "Team play: non-comparable results between the same contestants"
HOW_FAR = "How far is North-South responsible for the irregularity?"
HOW_FAR_EW = "How far is the team sitting East-West at this table at fault?"
NO_REDEAL = "Yes: no redeal, award an adjusted score (Law 86A)"
NS_OTHER = "North-South's percentage on the other boards of this session (0-100; Enter to skip)"
OWN = "{side}: its own score on the other boards of the session (Law {law})"
INTERNAL = "helper: internal error ({kind}: {detail}); nothing was changed. Please report it."
INDIVIDUAL = ("Individual event: the rectification and adjusted score apply equally to both members of the offending "
              "side (Law {law}).")
UTF8 = "{path}: not UTF-8 ({reason} at byte {byte}); fix it, then rebuild"
LOGIN = "It was left open in another login ({terminal}, process {pid} on {host}), whose helper has ended."
APPEAL = "{appeal} ({date}): withdrawn."
CORRECTS = "Ruling {id} recorded (corrects ruling {old})"
PENALTY = ("Procedural penalty (Law {law}), {kind}: {amount}, apart from the board's score; the score of {other} does "
           "not change.")
NS_SCORE = "NS {score}: {mp} of {top} MP ({percent}) (Law 78A)"
NEUBERG = "Neuberg, {expected}: {mp} of {top} MP ({percent})"
VERSION = "Version {number}, too few results: average plus to both sides ({percent}) (Law {law}): {items}"
RANGE = "{option}: must be from {low} to {high} percent: {value}"
L12C2D = ("Η Ρυθμιστική Αρχή μπορεί να ορίσει περιπτώσεις κατά τις οποίες ένας αγωνιζόμενος δεν καταφέρνει να λάβει "
          "αποτέλεσμα σε πολλαπλές διανομές, κατά τη διάρκεια της ίδιας ημερίδας. Μέσω κανονισμού, οι βαθμολογίες, που "
          "επιδικάζονται σε κάθε μια από αυτές τις διανομές, μπορεί να είναι διαφορετικές, από αυτές που ορίζονται στις "
          "παραγράφους (α) και (β) παραπάνω. (στην Ελλάδα οι περιπτώσεις αυτές ρυθμίζονται μέσω Πάγιων Κανονισμών της "
          "ΕΟΜ)")
L12C1B = ("Όταν ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία, οφείλει να προσπαθεί να ανακτήσει, όσο το δυνατόν πιο "
          "πιστά, το πιθανό αποτέλεσμα της διανομής, που θα είχε ληφθεί, αν δεν είχε συμβεί η ανωμαλία.")


found = interface_found  # (check, message, fragment) of each finding gained


@pytest.mark.parametrize("lang, domain, entry, msgstr, check, words", [
    # 1. the micro sign for μ
    ("el", "messages", ESTIMATE, "Μπορείτε να εκτιµήσετε το πιθανό αποτέλεσμα αν δεν είχε συμβεί η παράβαση;", "script",
     "'µ' in 'εκτιµήσετε' is the micro sign (U+00B5), a look-alike of the Greek letter 'μ'"),  # t9bg bg-moj18
    ("el", "laws", "2017|12C2(d)", L12C2D.replace("πολλαπλές διανομές", "πολλαπλές διανοµές"), "catalogue",
     "The edit: 'µ' in 'διανοµές' is the micro sign (U+00B5), a look-alike of the Greek letter 'μ'"),  # bg-moj07
    ("el", "laws", "2017|12C1(b)", L12C1B.replace("συμβεί", "συµβεί"), "catalogue",
     "The edit: 'µ' in 'συµβεί' is the micro sign"),
    ("el", "messages", KNOCKOUT, "Αγώνες knock out: η διανοµή θα έπρεπε να ανακατευτεί εκ νέου", "script",
     "'µ' in 'διανοµή' is the micro sign"),
    ("el", "messages", TEAM, "Αγώνες οµάδων: μη συγκρίσιμα αποτελέσματα μεταξύ των ίδιων αγωνιζόμενων", "script",
     "a look-alike of the Greek letter 'μ'"),
    # 2. a Chinese character written twice
    ("zh", "messages", KNOCKOUT, "淘汰赛：这副牌需要重新发发牌", "doubled", "character written twice: '发发'"),  # bg-dou09
    ("zh", "messages", HOW_FAR, "南北对这一违规负有多大大责任？", "doubled", "'大大'"),  # bg-dou13
    ("zh", "messages", OWN, "{side}：本节其他他牌上的自身成绩（{law}）", "doubled", "'他他'"),  # bg-dou20
    ("zh", "messages", NO_REDEAL, "是：不重新发发牌，判给调整分（第86条A款）", "doubled", "'发发'"),
    ("zh", "messages", HOW_FAR_EW, "本桌坐东西方向的队伍有多大大过错？", "doubled", "'大大'"),
    ("zh", "messages", NS_OTHER, "南北在本节其他他牌上的得分百分比（0-100；按 Enter 跳过）", "doubled", "'他他'"),
    # 3. a placeholder out of the English's brackets
    ("zh", "messages", INTERNAL, "helper：内部错误（{kind}）：{detail}；没有任何改动。请报告此问题。", "brackets",
     "'{detail}' stands inside the English's brackets '({kind}: {detail})' but outside the translation's"),  # bra07
    ("el", "messages", INTERNAL, "helper: εσωτερικό σφάλμα ({kind}): {detail}· δεν άλλαξε τίποτα. Παρακαλούμε "
                                 "αναφέρετέ το.", "brackets", "'{detail}' stands inside the English's brackets"),
    ("zh", "messages", UTF8, "{path}：不是 UTF-8 编码（{reason}），位于第 {byte} 字节；请修正后重新构建", "brackets",
     "'{byte}' stands inside the English's brackets '({reason} at byte {byte})'"),
    ("el", "messages", UTF8, "{path}: δεν είναι UTF-8 ({reason}) στο byte {byte}· διορθώστε το και ξαναχτίστε",
     "brackets", "a bracket moved?"),
    ("zh", "messages", LOGIN, "它是在另一个登录（{terminal}，进程 {pid}）、主机 {host} 中留下的，那个 helper 已结束。",
     "brackets", "'{host}' stands inside the English's brackets"),
    ("zh", "messages", INDIVIDUAL, "个人赛：纠正和调整分同样适用于违规方的两名牌手{law}。", "brackets",
     "the brackets of the English's parenthetical '(Law {law})' are missing in the translation"),  # bg-bra20
    ("zh", "messages", APPEAL, "{appeal}{date}：已撤回。", "brackets", "parenthetical '({date})' are missing"),
    ("el", "messages", APPEAL, "{appeal} {date}: αποσύρθηκε.", "brackets", "parenthetical '({date})' are missing"),
    ("el", "messages", CORRECTS, "Η απόφαση {id} καταγράφηκε, διορθώνει την απόφαση {old}", "brackets",
     "'(corrects ruling {old})' are missing in the translation: its words are kept"),
    # 4. brackets added inside words the Chinese writes in a row
    ("zh", "messages", TEAM, "队式赛：相同参赛者之间出现（无法比较的结果）", "brackets",
     "brackets around '无法比较的结果' that the English does not have"),  # bg-bra13
    ("zh", "messages", TEAM, "队式赛：相同参赛者之间（出现无法比较的结果）", "brackets", "'出现无法比较的结果'"),
    ("zh", "messages", KNOCKOUT, "淘汰赛：这副牌需要重新（发牌）", "brackets", "brackets around '发牌'"),
    ("zh", "messages", KNOCKOUT, "淘汰赛：这副牌需要（重新发牌）", "brackets", "brackets around '重新发牌'"),
    ("zh", "messages", HOW_FAR, "南北对这一违规负有（多大责任）？", "brackets", "brackets around '多大责任'"),
    # 5. a percent sign after a placeholder that shows its own
    ("el", "messages", NS_SCORE, "ΒΝ {score}: {mp} από {top} βαθμούς αγώνα ({percent}%) (Νόμος 78Α)", "placeholders",
     "'{percent}%' in the translation: {percent} already shows its percent sign"),  # bg-pla12
    ("zh", "messages", NS_SCORE, "南北 {score}：{mp} / {top} 比赛分（{percent} ％）（第78条A款）", "placeholders",
     "'{percent} ％' in the translation"),
    ("el", "messages", NEUBERG, "Neuberg, {expected}: {mp} από {top} βαθμούς αγώνα ({percent}%)", "placeholders",
     "the sign would show twice"),
    ("zh", "messages", NEUBERG, "Neuberg 公式，{expected}：{mp} / {top} 比赛分（{percent}%）", "placeholders",
     "the sign would show twice"),
    ("el", "messages", VERSION, "Εκδοχή {number}, πολύ λίγα αποτελέσματα: μέσος όρος συν και στους δύο άξονες "
                                "({percent}%) (Νόμος {law}): {items}", "placeholders", "'{percent}%'"),
])
def test_one_finding(lang, domain, entry, msgstr, check, words):
    result = found(lang, entry, msgstr, domain)
    assert len(result) == 1 and result[0][0] == check and words in result[0][1], result


@pytest.mark.parametrize("lang, entry, msgstr", [
    # 1. Greek letters as they should be
    ("el", ESTIMATE, "Μπορείτε να εκτιμήσετε το πιθανό αποτέλεσμα αν δεν είχε συμβεί η παράβαση;"),
    ("el", TEAM, "Αγώνες ομάδων: αποτελέσματα μεταξύ των ίδιων αγωνιζόμενων που δεν μπορούν να συγκριθούν"),
    # 2. written once, a reduplication, two words meeting
    ("zh", KNOCKOUT, "淘汰赛：这副牌得重新发一次牌"),
    ("zh", HOW_FAR, "南北对这一违规负有多大的责任？"),
    ("zh", OWN, "{side}：本节其余各副牌上的自身成绩（{law}）"),
    ("zh", INDIVIDUAL, "在一个个人赛中，纠正和调整分同样适用于违规方的两名牌手（{law}）。"),
    # 3. the placeholders inside the brackets; two swapped is the placeholder order's (not a bracket moved)
    ("zh", INTERNAL, "helper：内部错误（{kind}：{detail}）；未作任何改动。请报告此问题。"),
    ("zh", CORRECTS, "第 {id} 号裁决已记录（更正了第 {old} 号裁决）"),
    ("el", APPEAL, "{appeal} ({date}): ανακλήθηκε."),
    # 4. a gloss after its word
    ("zh", TEAM, "队式赛：相同参赛者之间出现无法比较的结果（即不可比的结果）"),
    ("zh", KNOCKOUT, "淘汰赛：这副牌需要重新发牌（重发）"),
    # 5. the English's own percent
    ("zh", RANGE, "{option}：必须在 {low}% 到 {high}% 之间：{value}"),
    ("el", RANGE, "{option}: πρέπει να είναι από {low}% έως {high}%: {value}"),
    ("el", NS_SCORE, "ΒΝ {score}: {mp} από {top} βαθμούς αγώνα ({percent}) (Νόμος 78Α)"),
])
def test_no_finding(lang, entry, msgstr):
    assert found(lang, entry, msgstr) == []


def test_placeholders_swapped_are_the_order_finding():
    # (tester t9be placzh11: {law} and {kind} swapped, the bracket not moved)
    result = found("zh", PENALTY, "程序性罚分（{kind}），{law}：{amount}，与这副牌的得分分开计算；{other}的得分不变。")
    assert [check for check, _m, _f in result] == ["placeholder-order"], result


def test_greek_compatibility_characters():
    # the micro sign, the ohm sign and a mathematical alpha inside Greek words; a unit "5 µs" beside no Greek letter
    assert [(kind, detail) for _s, _e, kind, detail in script_defects("η διανοµή", "el")] == [
        ("greek-compatibility", "μ")]
    assert [(kind, detail) for _s, _e, kind, detail in script_defects("ΩΡΑ \u2126ΡΑ", "el")] == [
        ("greek-compatibility", "Ω")]
    assert [(kind, detail) for _s, _e, kind, detail in script_defects("\U0001d6fcγώνας", "el")] == [
        ("greek-compatibility", "α")]
    assert script_defects("χρόνος 5 µs", "el") == []


@pytest.mark.parametrize("text, doubled", [
    ("淘汰赛：这副牌需要重新发发牌", ["发发"]),
    ("本节其他他牌", ["他他"]),
    ("负有多大大责任", ["大大"]),
    ("违规方方可获得", []),  # 违规方 + 方可
    ("一个个人赛", []),  # 一个 + 个人赛
    ("裁判判罚", []),  # 裁判 + 判罚
])
def test_doubled_zh_characters(text, doubled):
    assert [text[a:b] for a, b in doubled_zh_characters(text, _ZH_DOUBLED_RE)] == doubled
