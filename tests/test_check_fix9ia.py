"""A content word of a law said by its opposite or by a looser word, not on the opposites' lists before (tester t9as
MISS EL55, ZL53, EL60, ZL57, EL56, ZL54, EL41, ZL24, EL59, ZL58; issue 9 §2, fix9ia): each a kind, read by
:data:`helper.catalog.checks.opposites.OPPOSITES`.

1. cancel / keep: 86B2(a), (c) "the Director shall cancel the board(s)" as "θα διατηρήσει", 裁判应保留; 12B1 "to take
   away any advantage" as 保留.
2. severe / lenient: 12B2 "unduly severe" as "υπερβολικά επιεικής", 过于宽松.
3. according to / regardless of: 12C2(a) "according to responsibility" as "ανεξάρτητα από", 不论.
4. legal / any means: 12C1(c) "in a legal manner" as "με οποιαδήποτε μέσα", 以任何方式 (a limit loosened).
5. closely / freely: 12C1(b) "as nearly as possible" as "πιο ελεύθερα", 尽可能随意地 (a limit loosened).
6. unrelated / related: 12C1(e) "(unrelated to the infraction)" as "(σχετικό με την παράβαση)", （与违规有关）.
7. incorrect / correct: 12A3 "an incorrect rectification" as "σωστή", 正确.
8. likely / unlikely: 12C1(b) "the probable outcome" as "το απίθανο αποτέλεσμα".
9. approve / reject: 12C2(b) "Subject to approval by the Regulating Authority" as 经主管单位否决.
10. permits / forbids: 86B2(a) "if time permits" as "αν το απαγορεύει ο χρόνος"; 12C1(a) "empowered" as 禁止.
11. award / withhold: 12C2(a) "awards an artificial adjusted score" as 拒绝给予, "στερεί".
12. 12C1(d) "numerous or not obvious" as 很少或明显: the one negation finding names "numerous" said as 很少 too.

A word of the pair elsewhere in a correct translation is no finding: the English's word is read as said where the
translation keeps a word of its side (a synonym: ακύρωση, 撤销, 作废; σκληρή, 严苛; σύμφωνα με, 按照; ...). Each defect
is one error at its entry; the shipped texts (catalog check --all: 111 findings) and the rewordings none.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test


def reversed_(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error",
             f"the English says '{english}', the translation its opposite '{found}': the meaning reversed?")]


def prefix(word: str, said: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"'{word}' is negated by its prefix in the English, the translation says '{said}' "
                                  "without a negation: the negation dropped?")]


def added(text: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the translation negates '{text}' where the English does not: a permission or a "
                                  "duty made a prohibition, or a condition reversed?")]


def dropped_and_reversed(text: str, english: str, found: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"a negation of the English (not, no, unless) is missing in the translation of "
                                  f"'{text}', and '{english}' is said by its opposite '{found}': a condition "
                                  "reversed?")]


D12C2d = "The Regulating Authority may provide for circumstances wher…"
D12C1d = "If the possibilities are numerous or not obvious, the Direc…"


def loosened(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error",
             f"the English says '{english}', the translation '{found}': a limit loosened or reversed, the rule "
             "widened?")]


test_cancel_said_as_keep_is_one_finding = edits_test([
    ("el", "86B2(a)", "θα ακυρώσει τη διανομή(ες)", "θα διατηρήσει τη διανομή(ες)",
     reversed_("cancel", "διατηρήσει")),  # tester t9as EL55
    ("el", "86B2(c)", "θα ακυρώσει τη διανομή(ες)", "θα κρατήσει τη διανομή(ες)", reversed_("cancel", "κρατήσει")),
    ("zh", "86B2(c)", "裁判应取消", "裁判应保留", reversed_("cancel", "保留")),  # tester t9as ZL53
    ("zh", "86B2(a)", "裁判应取消有关的牌", "裁判应维持有关的牌", reversed_("cancel", "维持")),
    ("zh", "12B1", "并取消违规方", "并保留违规方", reversed_("take away", "保留")),
    # correct rewordings: none
    ("el", "86B2(a)", "θα ακυρώσει τη διανομή(ες)", "θα προβεί σε ακύρωση της διανομής(ών)"),
    ("el", "86B2(c)", "θα ακυρώσει τη διανομή(ες)", "θα ακυρώνει τη διανομή(ες)"),
    ("zh", "86B2(c)", "裁判应取消", "裁判应撤销"),
    ("zh", "86B2(a)", "裁判应取消有关的牌", "裁判应将有关的牌作废"),
], doc="86B2(a), (c) 'cancel' and 12B1 'take away' said as 'keep': one finding; synonyms of 'cancel' none.")

test_severe_said_as_lenient_is_one_finding = edits_test([
    ("el", "12B2", "υπερβολικά αυστηρή", "υπερβολικά επιεικής", reversed_("severe", "επιεικής")),  # t9as EL56
    ("zh", "12B2", "过于严厉", "过于宽松", reversed_("severe", "宽松")),  # t9as ZL54
    ("zh", "12B2", "过于严厉", "过于宽大", reversed_("severe", "宽大")),
    ("el", "12B2", "υπερβολικά αυστηρή", "υπερβολικά σκληρή"),
    ("zh", "12B2", "过于严厉", "过于严苛"),
], doc="12B2 'unduly severe' said as lenient: one finding; 'σκληρή', 严苛 none.")

test_according_to_said_as_regardless_of_is_one_finding = edits_test([
    ("el", "12C2(a)", "ανάλογα με την ευθύνη", "ανεξάρτητα από την ευθύνη",
     reversed_("according to", "ανεξάρτητα από")),  # t9as EL60
    ("zh", "12C2(a)", "根据对违规的责任", "不论对违规的责任", reversed_("according to", "不论")),  # t9as ZL57
    ("zh", "12C2(a)", "根据对违规的责任", "无论对违规的责任如何", reversed_("according to", "无论")),
    ("el", "12C2(a)", "ανάλογα με την ευθύνη", "σύμφωνα με την ευθύνη"),
    ("el", "12C2(a)", "ανάλογα με την ευθύνη", "αναλόγως της ευθύνης"),
    ("zh", "12C2(a)", "根据对违规的责任", "按照对违规的责任"),
    ("zh", "12C2(a)", "根据对违规的责任", "依对违规所负的责任"),
], doc="12C2(a) 'according to responsibility' said 'regardless of': one finding; synonyms none.")

test_a_legal_manner_said_as_any_means_is_one_finding = edits_test([
    ("el", "12C1(c)", "με νόμιμα μέσα", "με οποιαδήποτε μέσα", loosened("legal", "οποιαδήποτε μέσα")),  # t9as EL41
    ("el", "12C1(c)", "με νόμιμα μέσα", "με παράνομα μέσα", loosened("legal", "παράνομα")),
    ("zh", "12C1(c)", "以合法方式", "以任何方式", loosened("legal", "任何方式")),  # t9as ZL24
    # 非法 is the negation check's: one finding
    ("zh", "12C1(c)", "以合法方式", "以非法方式", [("negation", "error", "the translation negates 'An assigned adjusted "
      "score may be weighted to reflect the p…' where the English does not: a permission or a duty made a prohibition, "
      "or a condition reversed?")]),
    ("el", "12C1(c)", "με νόμιμα μέσα", "με νόμιμο τρόπο"),
    ("zh", "12C1(c)", "以合法方式", "通过合法途径"),
], doc="12C1(c) 'in a legal manner' said 'by any means' or 'illegal': one finding; other legal wordings none.")

test_as_nearly_as_possible_said_as_freely_is_one_finding = edits_test([
    ("el", "12C1(b)", "πιο πιστά", "πιο ελεύθερα", loosened("nearly", "ελεύθερα")),  # t9as EL59
    ("zh", "12C1(b)", "尽可能接近地恢复", "尽可能随意地恢复", loosened("nearly", "随意")),
    ("el", "12C1(b)", "πιο πιστά", "πιο κοντά"),
    ("el", "12C1(b)", "όσο το δυνατόν πιο πιστά", "με τη μεγαλύτερη δυνατή ακρίβεια"),
    ("zh", "12C1(b)", "尽可能接近地恢复", "尽可能准确地恢复"),
], doc="12C1(b) 'as nearly as possible' said 'as freely': one finding; 'κοντά', 准确 none.")

test_unrelated_said_as_related_is_one_finding = edits_test([
    # the prefix of "unrelated" dropped: the one finding is the prefix negation's (fix9y)
    ("el", "12C1(e)", "(άσχετο με την παράβαση)", "(σχετικό με την παράβαση)", prefix("unrelated", "σχετικό")),
    ("zh", "12C1(e)", "（与违规无关）", "（与违规有关）", prefix("unrelated", "有关")),
    ("el", "12C1(e)", "(άσχετο με την παράβαση)", "(συνδεόμενο με την παράβαση)",
     reversed_("unrelated", "συνδεόμενο")),
    ("el", "12C1(e)", "(άσχετο με την παράβαση)", "(που δεν σχετίζεται με την παράβαση)"),
    ("el", "12C1(e)", "(άσχετο με την παράβαση)", "(ανεξάρτητο από την παράβαση)"),
    ("zh", "12C1(e)", "（与违规无关）", "（与违规不相关）"),
], doc="12C1(e) 'unrelated to the infraction' said 'related': one finding; negated wordings none.")

test_an_incorrect_rectification_said_as_correct_is_one_finding = edits_test([
    ("el", "12A3", "εσφαλμένη επανόρθωση", "σωστή επανόρθωση", prefix("incorrect", "σωστή")),
    ("zh", "12A3", "如果对违规的纠正有误", "如果对违规的纠正正确", prefix("incorrect", "正确")),
    ("el", "12A3", "εσφαλμένη επανόρθωση", "ορθή επανόρθωση", prefix("incorrect", "ορθή")),
    ("zh", "12A3", "如果对违规的纠正有误", "如果对违规的纠正恰当", reversed_("incorrect", "恰当")),
    ("el", "12A3", "εσφαλμένη επανόρθωση", "λανθασμένη επανόρθωση"),
    ("zh", "12A3", "如果对违规的纠正有误", "如果对违规的纠正不正确"),
], doc="12A3 'an incorrect rectification' said 'correct': one finding; 'λανθασμένη', 不正确 none.")

test_the_probable_outcome_said_as_improbable_is_one_finding = edits_test([
    ("el", "12C1(b)", "το πιθανό αποτέλεσμα", "το απίθανο αποτέλεσμα", reversed_("probable", "απίθανο")),
    ("el", "12C1(b)", "το πιθανό αποτέλεσμα", "το ενδεχόμενο αποτέλεσμα"),
], doc="12C1(b) 'the probable outcome' said 'improbable': one finding; 'ενδεχόμενο' none.")

test_approval_said_as_rejection_is_one_finding = edits_test([
    # 经…否决 is no condition: the condition's finding is the one
    ("zh", "12C2(b)", "经主管单位批准", "经主管单位否决", [("sentences", "error", "the condition 'Subject to approval "
      "by the Regulating Authority' of the English is missing in the translation: the rule made unconditional?")]),
    ("zh", "12C2(b)", "经主管单位批准，", "若主管单位否决，", reversed_("approval", "否决")),
    ("zh", "12C2(b)", "经主管单位批准", "经主管单位同意"),
    ("zh", "12C2(b)", "经主管单位批准", "在主管单位认可的前提下"),
], doc="12C2(b) 'Subject to approval' said as a veto: one finding; 同意, 认可 none.")

test_permits_said_as_forbids_is_one_finding = edits_test([
    # a prohibition where the English has none is the negation check's one finding (fix9i)
    ("el", "86B2(a)", "αν το επιτρέπει ο χρόνος", "αν το απαγορεύει ο χρόνος", added("If no contestant was at fault, "
                                                                                   "the Director shall cancel th…")),
    ("zh", "12C1(a)", "如果本规则授权裁判调整比分", "如果本规则禁止裁判调整比分", added("When after an irregularity the "
                                                                              "Director is empowered by the…")),
    ("el", "86B2(a)", "αν το επιτρέπει ο χρόνος", "αν ο χρόνος το επιτρέπει"),
    ("zh", "86B2(a)", "如果时间允许", "如果时间许可"),
], doc="86B2(a) 'if time permits', 12C1(a) 'empowered' said as forbidding: one finding; rewordings none.")

test_award_said_as_withhold_is_one_finding = edits_test([
    ("zh", "12C2(a)", "判给人为调整分", "拒绝给予人为调整分", reversed_("awards", "拒绝给予")),
    ("el", "12C1(e)(i)", "λαμβάνει τη βαθμολογία", "στερείται τη βαθμολογία", reversed_("awarded", "στερείται")),
    ("zh", "12C2(a)", "判给人为调整分", "给予人为调整分"),
    ("el", "12C1(e)(i)", "λαμβάνει τη βαθμολογία", "παίρνει τη βαθμολογία"),
], doc="12C2(a) 'awards an artificial adjusted score' said 'withholds': one finding; 给予 none.")

test_numerous_said_as_few_with_the_negation_dropped_is_one_finding_naming_both = edits_test([
    ("zh", "12C1(d)", "很多或不明显", "很少或明显", dropped_and_reversed(D12C1d, "numerous", "很少")),  # t9as ZL58
    ("zh", "12C1(d)", "很多或不明显", "很少或不明显", reversed_("numerous", "很少")),
    ("el", "12C1(d)", "πολλές ή όχι προφανείς", "λίγες ή προφανείς", dropped_and_reversed(D12C1d, "numerous", "λίγες")),
], doc="12C1(d) 'numerous or not obvious' as 'few or obvious': the one negation finding names both.")

test_unsuccessful_said_as_successful_is_one_finding = edits_test([
    # "unsuccessful": its prefix dropped is the prefix negation's one finding (fix9y)
    ("el", "12C1(e)", "αν ήταν ανεπιτυχής", "αν ήταν επιτυχής", prefix("unsuccessful", "επιτυχής")),
    ("zh", "12C1(e)", "若不成功", "若成功", prefix("unsuccessful", "成功")),
    # 12C2(d) "fails to obtain a result": the negation check reads "fails to" as a negation; its one finding names
    # the word said by its opposite too
    ("el", "12C2(d)", "δεν καταφέρνει να λάβει", "καταφέρνει να λάβει",
     dropped_and_reversed(D12C2d, "fails", "καταφέρνει")),
    ("zh", "12C2(d)", "未能得到结果", "成功得到结果", dropped_and_reversed(D12C2d, "fails", "成功")),
    ("el", "12C1(e)", "αν ήταν ανεπιτυχής", "αν αποτύγχανε"),
    ("zh", "12C1(e)", "若不成功", "若失败"),
    ("el", "12C2(d)", "δεν καταφέρνει να λάβει", "αποτυγχάνει να λάβει"),
], doc="12C1(e) 'if unsuccessful', 12C2(d) 'fails to obtain' said as a success: one finding; 'αποτύγχανε', 失败 none.")

test_included_said_as_excluded_is_one_finding = edits_test([
    ("el", "12C1(c)", "συμπεριληφθούν", "αποκλειστούν", reversed_("included", "αποκλειστούν")),
    ("zh", "12C1(c)", "只能包括", "只能排除", reversed_("included", "排除")),
    ("el", "12A", "Σε αυτά περιλαμβάνονται:", "Από αυτά εξαιρούνται:", reversed_("includes", "εξαιρούνται")),
    ("zh", "12A", "这包括：", "这排除：", reversed_("includes", "排除")),
    ("el", "12A", "Σε αυτά περιλαμβάνονται:", "Αυτό περιλαμβάνει:"),
    ("zh", "12C1(c)", "只能包括", "只能计入"),
], doc="12C1(c) 'may be included', 12A 'This includes' said as excluding: one finding; rewordings none.")

test_gained_said_as_lost_is_one_finding = edits_test([
    ("el", "12B1", "που τυχόν κέρδισε ο υπαίτιος", "που τυχόν έχασε ο υπαίτιος", reversed_("gained", "έχασε")),
    ("zh", "12B1", "所获得的任何利益", "所失去的任何利益", reversed_("gained", "失去")),
    ("el", "12B1", "που τυχόν κέρδισε ο υπαίτιος", "που τυχόν απέκτησε ο υπαίτιος"),
    ("zh", "12B1", "所获得的任何利益", "所取得的任何利益"),
], doc="12B1 'any advantage gained' said as lost: one finding; 'απέκτησε', 取得 none.")

test_in_favour_of_said_as_against_is_one_finding = edits_test([
    ("el", "12A1", "προς όφελος του αναίτιου άξονα", "εις βάρος του αναίτιου άξονα",
     reversed_("in favour of", "εις βάρος")),
    ("zh", "12A1", "判给非违规参赛者调整分", "判给不利于非违规参赛者的调整分", reversed_("in favour of", "不利于")),
    ("el", "12A1", "προς όφελος του αναίτιου άξονα", "υπέρ του αναίτιου άξονα"),
    ("zh", "12A1", "判给非违规参赛者调整分", "判给有利于非违规参赛者的调整分"),
], doc="12A1 'in favour of a non-offending contestant' said 'against': one finding; 'υπέρ', 有利于 none.")

test_redress_damage_said_as_worsen_is_one_finding = edits_test([
    ("el", "12B1", "να αποκαταστήσει τη ζημιά", "να επιδεινώσει τη ζημιά", reversed_("redress", "επιδεινώσει")),
    ("zh", "12B1", "弥补非违规方所受的损害", "加重非违规方所受的损害", reversed_("redress", "加重")),
    ("el", "12B1", "να αποκαταστήσει τη ζημιά", "να αποζημιώσει για τη ζημιά"),
    ("zh", "12B1", "弥补非违规方所受的损害", "补救非违规方所受的损害"),
], doc="12B1 'to redress damage' said as making it worse: one finding; synonyms none.")

test_substitute_boards_said_as_additional_is_one_finding = edits_test([
    ("el", "86B2(a)", "ως αντικατάσταση", "επιπλέον", reversed_("substitute", "επιπλέον")),
    ("zh", "86B2(a)", "改打一副或多副替换牌", "加打一副或多副额外的牌", reversed_("substitute", "加打")),
    ("el", "86B2(a)", "ως αντικατάσταση", "στη θέση τους"),
    ("zh", "86B2(a)", "改打一副或多副替换牌", "改打一副或多副代替的牌"),
], doc="86B2(a) 'substitute boards' said as additional ones: one finding; rewordings none.")

ENGLISH_12A2 = ("The Director awards an artificial adjusted score if no rectification can be made that will permit "
                "normal play of the board (see C2 below).")

test_normal_play_said_as_abnormal_is_one_finding = edits_test([
    ("el", "12A2", "το κανονικό παίξιμο", "το ακανόνιστο παίξιμο", reversed_("normal", "ακανόνιστο")),
    ("el", "12A2", "το κανονικό παίξιμο", "το ομαλό παίξιμο"),
], doc="12A2 'normal play' said 'abnormal': one finding; 'ομαλό' none.")

# the shipped Chinese of 12A2 is an older text: a 2017 wording of it
test_normal_play_said_as_abnormal_in_chinese_is_one_finding = findings_test([
    (ENGLISH_12A2, "如果无法作出允许该副牌异常进行的纠正，裁判判给人为调整分（见下文C2）。", "zh",
     reversed_("normal", "异常")),
    (ENGLISH_12A2, "如果无法作出允许该副牌正常进行的纠正，裁判判给人为调整分（见下文C2）。", "zh"),
], doc="12A2 'normal play' said 异常 in a 2017 Chinese: one finding; 正常 none.", paragraph="12A2")

test_interface_words_said_by_their_opposite_are_one_finding = findings_test([
    ("The board is cancelled.", "该副牌保留。", "zh", reversed_("cancelled", "保留")),
    ("The board is cancelled.", "Η διανομή διατηρείται.", "el", reversed_("cancelled", "διατηρείται")),
    ("The board is cancelled.", "该副牌作废。", "zh"),
    ("The board is cancelled.", "Η διανομή ακυρώνεται.", "el"),
    ("Your earlier answer is on the answer line: Enter keeps it.", "您之前的答案已在答案行中：按 Enter 取消。", "zh",
     reversed_("keeps", "取消")),
    ("Your earlier answer is on the answer line: Enter keeps it.", "您之前的答案已在答案行中：按 Enter 保留。", "zh"),
    ("Accepted: {reason}", "已拒绝：{reason}", "zh", reversed_("Accepted", "拒绝")),
    ("Accepted: {reason}", "Απορρίφθηκε: {reason}", "el", reversed_("Accepted", "Απορρίφθηκε")),
    ("Accepted: {reason}", "Έγινε δεκτό: {reason}", "el"),
], doc="Interface strings: 'cancelled', 'keeps', 'Accepted' said by their opposite: one finding; synonyms none.")

test_a_negated_word_said_by_its_contradictory_is_no_negation_dropped = findings_test([
    # "not accepted" is "rejected" (fix9ia): no negation dropped
    ("{field}: not accepted: {value}.", "{field}: απορρίπτεται: {value}.", "el"),
    ("{field}: not accepted: {value}.", "{field}：被拒绝：{value}。", "zh"),
    # the negation dropped, no opposite said: still the negation's finding
    ("{field}: not accepted: {value}.", "{field}: γίνεται δεκτό: {value}.", "el", [("negation", "error",
     "a negation of the English (not, no, unless) is missing in the translation of 'not accepted': a prohibition "
     "made a permission, or a condition reversed?")]),
], doc="'not accepted' said 'rejected' is no negation dropped; 'accepted' is.")
