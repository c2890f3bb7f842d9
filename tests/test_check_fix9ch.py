"""Misses and noisy findings of tester 9ag (issue 9 §2, fix9ch), each a kind: the tester's input and other wordings.

1. How a score is computed changed (12C4 "the average of them" as 两者的总和 / 之和, "το άθροισμα", "η διαφορά"; 86B2(b)
   "the complement" as 总和): one finding; average said as 平均数, 平均值, 均值, μέσος όρος, μέση τιμή none.
2. A value of a list of values the Director types dropped ("none, ns, ew or both" as none、ns 或 both) or changed
   (both as all): one `options` finding; the values glossed or all kept none.
3. Time order reversed: "the latest" as 最早 / "η πρώτη" / "η παλαιότερη": one finding; 最新, 最近, "η πιο πρόσφατη"
   none.
4. The scoring unit changed in Greek: "at IMPs" as "με βαθμούς αγώνα" / "με ματσπόιντς": one finding; "σε IMPs"
   none; Chinese 比赛分 for IMPs stays the terminology check's one finding.
5. A placeholder the English gives once given twice ("{file} …: {file}: {reason}"): one finding; a placeholder the
   English itself repeats given as often none.
6. Mojibake is one defect of its text: one finding naming its first run and how many more (GBK, cp1252); a '?' that
   is a byte GBK could not read is the mojibake's.
7. A broken placeholder ("{note} {note", "note}", "{reason") is one finding (its braces), not also a brace never
   closed nor English left untranslated.
8. A fraction is compared as a fraction: 1/2 as 1/3, 1/4, 三分之一 or 1 is "1/2 … 1/3"; 1/2, 二分之一, 一半, μισός
   none.
9. A footnote marker dropped or added says "none" on the side with none, not "-".
"""

from __future__ import annotations

from tests.support import edits_test, findings, findings_test

E12C4 = ("When the Director awards non-balancing adjusted scores in knockout play, each contestant’s score on the "
         "board is calculated separately and the average of them is assigned to each.")
VULNERABILITY = "vulnerability: none, ns, ew or both"
MUST = "{field}: vulnerability must be none, ns, ew or both, not {value}."
RESPONSIBILITY = "NS responsibility: none, partly or direct"
LATEST = "{count} appeal outcome, the latest: {latest}"
KNOCKOUT = "--knockout is for team play at IMPs (Law 12C4)."
READ = "Cannot read {file}: {reason}"
NOTE = "note: {note}"
TIE = "Convention: matchpoints 1 per score beaten, 1/2 per tie (Law 78A)."
TITLE = "Multiple Results Obtained at One or More Tables²⁾"


def computed(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English computes by '{english}', the translation by '{found}': another "
                                     "score computed?")]


def value_missing(value: str) -> list[tuple[str, str, str]]:
    return [("options", "error", f"the value '{value}' the English lists is not in the translation: a Director not "
                                 "told he may type it?")]


def value_changed(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("options", "error", f"the English lists the value '{english}', the translation '{found}': a Director "
                                 "told to type another value?")]


def opposite(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation its opposite '{found}': the "
                                     "meaning reversed?")]


def unit(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says 'IMPs', the translation '{found}': another scoring unit, "
                                     "another score?")]


BRACES = [("placeholders", "error", "its braces do not pair; the helper shows the English instead")]


def fraction(found: str) -> list[tuple[str, str, str]]:
    return [("number", "error", f"number differs: 1/2 in the English, {found} in the translation")]


test_a_score_computed_another_way_is_one_finding = edits_test([
    ("zh", "12C4", "并将其平均值判给每一方", "然后将两者的总和判给每一方", computed("average", "总和")),
    ("zh", "12C4", "并将其平均值判给每一方", "并将两者之和判给每一方", computed("average", "之和")),
    ("el", "12C4", "ο μέσος όρος των βαθμολογιών", "το άθροισμα των βαθμολογιών", computed("average", "άθροισμα")),
    ("el", "12C4", "ο μέσος όρος των βαθμολογιών", "η διαφορά των βαθμολογιών", computed("average", "διαφορά")),
    ("zh", "86B2(b)", "与其对手所得分数互补的分数", "其对手所得分数的总和", computed("complement", "总和")),
    # average said otherwise, no finding
    ("zh", "12C4", "并将其平均值判给每一方", "并将两者的平均数判给每一方"),
    ("zh", "12C4", "并将其平均值判给每一方", "并将其均值判给每一方"),
    ("el", "12C4", "ο μέσος όρος των βαθμολογιών", "η μέση τιμή των βαθμολογιών"),
], doc="12C4's average said as a sum or a difference, 86B2(b)'s complement as a sum: another score computed.")

test_a_value_of_a_list_dropped_or_changed_is_one_finding = findings_test([
    (VULNERABILITY, "局况：none（无人有局）、ns 或 both（双方有局）", "zh", value_missing("ew")),
    (VULNERABILITY, "τρωτότητα: none (κανείς), ns, ew ή all (όλοι)", "el", value_changed("both", "all")),
    (MUST, "{field}：局况必须是 none、ns 或 ew，不能是 {value}。", "zh", value_missing("both")),
    (RESPONSIBILITY, "ευθύνη ΒΝ: none (δεν έσφαλε) ή direct (έσφαλε άμεσα)", "el", value_missing("partly")),
    # every value kept, glossed or not
    (VULNERABILITY, "局况：none（双方无局）、ns（南北有局）、ew（东西有局）或 both（双方有局）", "zh"),
    (VULNERABILITY, "τρωτότητα: none (κανείς), ns, ew ή both (όλοι)", "el"),
    (RESPONSIBILITY, "ευθύνη ΒΝ: none, partly ή direct", "el"),
], doc="A value the Director types dropped from its list or changed: one finding; all kept, none.")

test_time_order_reversed_is_one_finding = findings_test([
    (LATEST, "申诉结果 {count} 项，最早一项：{latest}", "zh", opposite("latest", "最早")),
    (LATEST, "{count} έκβαση έφεσης, η πρώτη: {latest}", "el", opposite("latest", "πρώτη")),
    (LATEST, "{count} έκβαση έφεσης, η παλαιότερη: {latest}", "el", opposite("latest", "παλαιότερη")),
    (LATEST, "申诉结果 {count} 项，最新一项：{latest}", "zh"),
    (LATEST, "申诉结果 {count} 项，最近一项：{latest}", "zh"),
    (LATEST, "{count} έκβαση έφεσης, η πιο πρόσφατη: {latest}", "el"),
], doc="'the latest' said as the earliest or first: one finding.")

test_the_scoring_unit_changed_is_one_finding = findings_test([
    (KNOCKOUT, "Το --knockout ισχύει για αγώνες ομάδων με βαθμούς αγώνα (Νόμος 12Γ4).", "el", unit("βαθμούς αγώνα")),
    (KNOCKOUT, "Το --knockout ισχύει για αγώνες ομάδων με ματσπόιντς (Νόμος 12Γ4).", "el", unit("ματσπόιντς")),
    (KNOCKOUT, "--knockout 用于以比赛分计分的队式赛（第12C4条）。", "zh",
     [("terminology", "error", "'比赛分' where the term for 'IMP' is expected ('IMP / 国际比赛分')")]),
    (KNOCKOUT, "Το --knockout ισχύει για αγώνες ομάδων σε IMPs (Νόμος 12Γ4).", "el"),
    (KNOCKOUT, "--knockout 用于以国际比赛分计分的队式赛（第12C4条）。", "zh"),
], doc="IMPs said as matchpoints: one finding.")

test_a_placeholder_given_twice_is_one_finding = findings_test([
    (READ, "Το {file} δεν μπορεί να διαβαστεί: {file}: {reason}", "el",
     [("placeholders", "error", "placeholder {file} appears 2× in the translation, 1× in the English: its value "
                                "shown twice?")]),
    (READ, "无法读取 {file}：{reason}（{reason}）", "zh",
     [("placeholders", "error", "placeholder {reason} appears 2× in the translation, 1× in the English: its value "
                                "shown twice?")]),
    (READ, "Το {file} δεν μπορεί να διαβαστεί: {reason}", "el"),
    (READ, "无法读取 {file}：{reason}", "zh"),
], doc="A placeholder the English gives once given twice: one finding.")


def test_mojibake_is_one_finding_per_text():
    gbk = "濡傛灉瀵规煇涓€杩濊浣滃嚭浜嗛敊璇殑绾犳锛岃鍒ゅ彲浠ュ垽缁欒皟鏁村垎銆?"
    english = ("When the Director awards an adjusted score after an incorrect rectification, he may award an "
               "adjusted score.")
    assert findings(english, gbk, "zh") == [
        ("encoding", "error", "mojibake '濡傛灉瀵规煇' and 2 more (UTF-8 read as GBK; the first reads '如果对某') in "
                              "the translation")]
    cp1252 = "Î¤Î¿ {file} Î´ÎµÎ½ Î¼Ï€Î¿ÏÎµÎ¯ Î½Î± Î´Î¹Î±Î²Î±ÏƒÏ„ÎµÎ¯: {reason}"
    assert findings(READ, cp1252, "el") == [
        ("encoding", "error", "mojibake 'Î¤Î¿' and 1 more (UTF-8 read as Latin-1 or cp1252) in the translation")]
    # one run: the message of one
    assert findings(READ, "Το {file} Î´ÎµÎ½ μπορεί να διαβαστεί: {reason}", "el") == [
        ("encoding", "error", "mojibake 'Î´ÎµÎ½' (UTF-8 read as Latin-1 or cp1252) in the translation")]


test_a_broken_placeholder_is_one_finding = findings_test([
    (NOTE, "注释：{note} {note", "zh", BRACES),
    (NOTE, "注释：note}", "zh", BRACES),
    (READ, "Το {file} δεν μπορεί να διαβαστεί: {reason", "el", BRACES),
    (NOTE, "注释：{note}", "zh"),
    (NOTE, "σημείωση: {note}", "el"),
], doc="A placeholder with a brace lost: one finding, its braces.")

test_a_fraction_is_compared_as_a_fraction = findings_test([
    (TIE, "约定：每胜过一个分数得 1 比赛分，每打平一个得 1/3 比赛分（第78条A款）。", "zh", fraction("1/3")),
    (TIE, "Σύμβαση: 1 βαθμός αγώνα για κάθε βαθμολογία που ξεπερνιέται, 1/4 για κάθε ισοβαθμία (Νόμος 78Α).", "el",
     fraction("1/4")),
    (TIE, "约定：每胜过一个分数得 1 比赛分，每打平一个得三分之一比赛分（第78条A款）。", "zh", fraction("三分之一")),
    (TIE, "Σύμβαση: 1 βαθμός αγώνα για κάθε βαθμολογία που ξεπερνιέται, 1 για κάθε ισοβαθμία (Νόμος 78Α).", "el",
     fraction("1")),
    (TIE, "约定：每胜过一个分数得 1 比赛分，每打平一个得 1 比赛分（第78条A款）。", "zh", fraction("1")),
    (TIE, "约定：每胜过一个分数得 1 比赛分，每打平一个得 1/2 比赛分（第78条A款）。", "zh"),
    (TIE, "约定：每胜过一个分数得1比赛分，每打平一个得二分之一比赛分（第78条A款）。", "zh"),
    (TIE, "约定：每胜过一个分数得 1 比赛分，每打平一个得一半比赛分（第78条A款）。", "zh"),
    (TIE, "Σύμβαση: 1 βαθμός αγώνα για κάθε βαθμολογία που ξεπερνιέται, μισός για κάθε ισοβαθμία (Νόμος 78Α).", "el"),
], doc="1/2 changed is one fraction changed; said in words, none.")

test_a_footnote_marker_dropped_says_none = findings_test([
    (TITLE, "在一桌或多桌得到多个结果", "zh",
     [("markers", "error", "footnote markers differ: '²⁾' in the English, none in the translation")]),
    (TITLE, "Ελήφθησαν Πολλαπλά Αποτελέσματα Σε Ένα Ή Περισσότερα Τραπέζια", "el",
     [("markers", "error", "footnote markers differ: '²⁾' in the English, none in the translation")]),
    ("Multiple Results Obtained at One or More Tables", "Ελήφθησαν Πολλαπλά Αποτελέσματα Σε Ένα Ή Περισσότερα "
     "Τραπέζια²⁾", "el", [("markers", "error", "footnote markers differ: none in the English, '²⁾' in the "
                                               "translation")]),
    (TITLE, "在一桌或多桌得到多个结果²⁾", "zh"),
], doc="A side with no footnote marker is said 'none'.", paragraph="86B2|title")
