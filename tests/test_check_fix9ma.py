"""Misses of tester t9aw (issue 9 §2, fix9ma): numbers and alternatives, each a kind: the tester's input, other
correct wordings that must give none, and other defects of the kind that must give their one finding.

1. "Both" counts two (Law 12C3 "both members of the offending side"): said as another count ("και στα τρία μέλη",
   三名成员; t9aw el_laws009) the number differs; αμφότερα, 两者, 双方成员 say it.
2. The Chinese 两个以上 counts its own two ("two or more" or "more than two"), never the "more than one" of Law 86B2
   (t9aw zh_laws007: 一个以上的调整分 as 两个以上的调整分); 多于一个, 不止一个, 多个 say "more than one".
3. Every number said, one of them once more and another once less in its place: "one per tie" said 2 beside the
   other 2s ("2: two per score beaten, one per tie; …" as 每打平一个计2分; t9aw zh_msgs026); the 一 of 每打平一个
   ("for each tie") is no number.
4. "One or more" as the count alone ("από ένα τραπέζι", 一桌: t9aw el_msgs066, zh_msgs066) or as "more" alone
   ("περισσότερες τεχνητές" for 86B2(c)'s "one or more artificial adjusted scores": t9aw el_laws101): the
   alternative dropped, one finding quoting the English's whole phrase ("one or more", "two or more").
5. The Greek "a" / "an" said as a count ("a board" as "δύο διανομές"): an error "number differs", as in Chinese.
6. A key list's first key dropped ("Press Escape, Enter, F1 or q" without Escape) is the keys check's one finding;
   an English list opened by a phrase with no comma ("To close press Escape, Enter, F1 or q") counts its first item.
"""

from __future__ import annotations

from tests.support import edits_test, findings_test


def number(english: str, found: str) -> list[tuple[str, str, str]]:
    """The one finding of a number of the English said as another: a ``number`` error."""
    return [("number", "error", f"number differs: {english} in the English, {found} in the translation")]


def alternative(text: str) -> list[tuple[str, str, str]]:
    """The one finding of an alternative of the English dropped (a count's "or more" included)."""
    return [("sentences", "error", f"the alternative '{text}' of the English is missing in the translation: "
                                   "the rule narrowed?")]


def listed(count: int, text: str, found: int) -> list[tuple[str, str, str]]:
    """The one finding of an item dropped from a list of alternatives: a terminology error."""
    return [("terminology", "error", f"the English names {count} alternatives in '{text}', the translation {found}: "
                                     "an alternative dropped?")]


def key_missing(key: str) -> list[tuple[str, str, str]]:
    """The one finding of a key of the English the translation does not name."""
    return [("keys", "error", f"the key '{key}' of the English is not named in the translation")]


test_both_counts_two = edits_test([
    ("el", "12C3", "και στα δύο μέλη", "και στα τρία μέλη", number("both members", "τρία")),  # t9aw el_laws009
    ("el", "12C3", "και στα δύο μέλη", "και στα τέσσερα μέλη", number("both members", "τέσσερα")),
    ("zh", "12C3", "两名成员", "三名成员", number("both members", "三")),
    ("zh", "12C3", "两名成员", "四名成员", number("both members", "四")),
    # "both" in other words: no finding
    ("el", "12C3", "και στα δύο μέλη", "σε αμφότερα τα μέλη"),
    ("el", "12C3", "και στα δύο μέλη", "και στα δυο μέλη"),
    ("zh", "12C3", "两名成员", "两者"),
    ("zh", "12C3", "两名成员", "双方成员"),
], "'Both members' said as three or four members: the number differs (section 1).")

FILL_86B2 = "在队式赛中，当相同参赛者之间取得了两个或更多无法比较的结果，或者本规则以其他方式要求裁判判给一个以上的调整分时："
"""Tester t9aw's Chinese of Law 86B2 (its fill, the text of input zh_laws007)."""

test_more_than_one_said_two_or_more_by_yi_shang = edits_test([
    ("zh", "86B2", "一个以上的调整分", "两个以上的调整分", number("more than one", "两个以上")),  # t9aw zh_laws007
    ("zh", "86B2", "一个以上的调整分", "三个以上的调整分", number("more than one", "三个以上")),
    ("el", "86B2", "περισσότερες από μία", "περισσότερες από δύο", number("more than one", "περισσότερες από δύο")),
    # "more than one", "two or more" in other words: no finding
    ("zh", "86B2", "一个以上的调整分", "多于一个调整分"),
    ("zh", "86B2", "一个以上的调整分", "不止一个调整分"),
    ("zh", "86B2", "一个以上的调整分", "多个调整分"),
    ("zh", "86B2", "两个或更多", "至少两个"),
    ("zh", "86B2", "两个或更多", "两个以上"),
    ("zh", "86B2", "两个或更多", "两个或两个以上"),
    ("el", "86B2", "δύο ή περισσότερα", "τουλάχιστον δύο"),
    ("el", "86B2", "περισσότερες από μία", "δύο ή περισσότερες"),
], "86B2's 'more than one' as 两个以上: the number differs (section 2).")


def test_the_testers_fill_of_86b2():
    """t9aw zh_laws007 on the tester's own fill of 86B2: one finding; the fill itself none."""
    from tests.support import edit_findings

    assert edit_findings("zh", "86B2", "一个", "一个", FILL_86B2) == []
    assert edit_findings("zh", "86B2", "一个以上的调整分", "两个以上的调整分", FILL_86B2) == number(
        "more than one", "两个以上")


POINTS = "2: two per score beaten, one per tie; 1: one per score beaten, a half per tie (default: the settings)"
POINTS_ZH = "2：每胜过一个得分计2分，每打平一个计1分；1：每胜过一个得分计1分，每打平一个计半分（默认：按设置）"
POINTS_EL = ("2: δύο για κάθε αποτέλεσμα που ξεπεράστηκε, ένας για κάθε ισοπαλία· 1: ένας για κάθε αποτέλεσμα που "
             "ξεπεράστηκε, μισός για κάθε ισοπαλία (προεπιλογή: οι ρυθμίσεις)")

test_a_number_said_as_another_the_text_says_already = findings_test([
    (POINTS, POINTS_ZH.replace("每打平一个计1分；", "每打平一个计2分；"), "zh", number("one", "2")),  # t9aw zh_msgs026
    (POINTS, POINTS_ZH.replace("每打平一个计1分；", "每打平一个计3分；"), "zh", number("one", "3")),
    (POINTS, POINTS_ZH.replace("1：每胜过一个得分计1分", "1：每胜过一个得分计2分"), "zh", number("one", "2")),
    (POINTS, POINTS_ZH.replace("计2分，", "计1分，"), "zh", number("two", "1")),
    (POINTS, POINTS_EL.replace("ένας για κάθε ισοπαλία", "δύο για κάθε ισοπαλία"), "el", number("one", "δύο")),
    (POINTS, POINTS_EL.replace("ένας για κάθε ισοπαλία", "2 για κάθε ισοπαλία"), "el", number("one", "2")),
    # the shipped wordings and others: no finding
    (POINTS, POINTS_ZH, "zh"),
    (POINTS, POINTS_EL, "el"),
    (POINTS, POINTS_ZH.replace("每打平一个计1分", "每打平一次计1分"), "zh"),
    (POINTS, POINTS_ZH.replace("计2分，", "计两分，"), "zh"),
    (POINTS, POINTS_EL.replace("ένας για κάθε ισοπαλία", "1 για κάθε ισοπαλία"), "el"),
    (POINTS, POINTS_EL.replace("2: δύο", "2: 2"), "el"),
], "'One per tie' said 2 beside the 2 of 'two per score beaten': one number differs (section 3).")

TABLES = "Yes: in two versions, each by one or more tables"
TABLES_EL = "Ναι: σε δύο εκδοχές, την καθεμία από ένα ή περισσότερα τραπέζια"
TABLES_ZH = "是：两个版本，各由一桌或多桌打过"

test_one_or_more_said_as_one_or_as_more = findings_test([
    (TABLES, TABLES_EL.replace("από ένα ή περισσότερα τραπέζια", "από ένα τραπέζι"), "el",
     alternative("one or more")),  # t9aw el_msgs066
    (TABLES, TABLES_ZH.replace("各由一桌或多桌打过", "各由一桌打过"), "zh", alternative("one or more")),  # t9aw zh_msgs066
    (TABLES, TABLES_EL.replace("από ένα ή περισσότερα τραπέζια", "από περισσότερα τραπέζια"), "el",
     alternative("one or more")),
    (TABLES, TABLES_ZH.replace("各由一桌或多桌打过", "各由多桌打过"), "zh", number("one or more", "多桌")),
    # the count changed with its bound: the number's one finding
    (TABLES, TABLES_EL.replace("από ένα ή", "από δύο ή"), "el", number("one or more", "δύο ή περισσότερα")),
    (TABLES, TABLES_ZH.replace("一桌或多桌", "两桌或多桌"), "zh", number("one or more", "两桌或多桌")),
    # the shipped wordings and others: no finding
    (TABLES, TABLES_EL, "el"),
    (TABLES, TABLES_ZH, "zh"),
    (TABLES, TABLES_EL.replace("από ένα ή περισσότερα τραπέζια", "από τουλάχιστον ένα τραπέζι"), "el"),
    (TABLES, TABLES_EL.replace("από ένα ή περισσότερα", "από ένα ή και περισσότερα"), "el"),
    (TABLES, TABLES_ZH.replace("各由一桌或多桌打过", "各由至少一桌打过"), "zh"),
    (TABLES, TABLES_ZH.replace("各由一桌或多桌打过", "各由一桌或以上打过"), "zh"),
], "'Each by one or more tables' as 'by one table' or 'by more tables': one alternative finding (section 4).")

test_one_or_more_in_the_laws = edits_test([
    ("el", "86B2(c)", "μία ή περισσότερες τεχνητές", "περισσότερες τεχνητές", alternative("one or more")),  # el_laws101
    ("zh", "86B2(c)", "一个或多个人为调整分", "更多人为调整分", alternative("one or more")),
    ("zh", "86B2(c)", "一个或多个人为调整分", "多个人为调整分", number("one or more", "多个")),
    # "two or more" as two: the finding quotes the whole phrase
    ("el", "86B2", "δύο ή περισσότερα", "δύο", alternative("two or more")),
    ("zh", "86B2", "两个或更多", "两个", alternative("two or more")),
    # "one or more" in other words: no finding
    ("el", "86B2(c)", "μία ή περισσότερες τεχνητές", "τουλάχιστον μία τεχνητή"),
    ("el", "86B2(c)", "μία ή περισσότερες τεχνητές", "μία ή και περισσότερες τεχνητές"),
    ("zh", "86B2(c)", "一个或多个人为调整分", "至少一个人为调整分"),
    ("zh", "86B2(c)", "一个或多个人为调整分", "一个或一个以上的人为调整分"),
    ("zh", "86B2(c)", "一个或多个人为调整分", "一个或数个人为调整分"),
    ("zh", "86B2(c)", "一个或多个人为调整分", "一个或几个人为调整分"),
], "86B2(c) 'one or more artificial adjusted scores' as 'more': one alternative finding (section 4).")

BOARD = "Choose a board to score."
PLAYER = "If a player leaves the table, the board is cancelled."

test_the_greek_article_said_as_a_count = findings_test([
    (BOARD, "Επιλέξτε δύο διανομές για βαθμολόγηση.", "el", number("a board", "δύο")),
    (BOARD, "Επιλέξτε τρεις διανομές για βαθμολόγηση.", "el", number("a board", "τρεις")),
    (BOARD, "选择两副牌计分。", "zh", number("a board", "两")),
    (PLAYER, "Αν δύο παίκτες αποχωρήσουν από το τραπέζι, η διανομή ακυρώνεται.", "el",
     number("a player leaves the table", "δύο")),
    # the article as a one, or no article: no finding
    (BOARD, "Επιλέξτε μία διανομή για βαθμολόγηση.", "el"),
    (BOARD, "Επιλέξτε μια διανομή για βαθμολόγηση.", "el"),
    (BOARD, "Επιλέξτε διανομή για βαθμολόγηση.", "el"),
    (BOARD, "选择一副牌计分。", "zh"),
    (PLAYER, "Αν ένας παίκτης αποχωρήσει από το τραπέζι, η διανομή ακυρώνεται.", "el"),
    (PLAYER, "Αν κάποιος παίκτης αποχωρήσει από το τραπέζι, η διανομή ακυρώνεται.", "el"),
], "'a board' as 'δύο διανομές': an error, number differs, as in Chinese (section 5).")

PRESS = "Press Escape, Enter, F1 or q to close."
TO_CLOSE = "To close press Escape, Enter, F1 or q."
SCORE_IT = "To score it choose a pair, a team or a player."

test_a_key_list_and_its_first_item = findings_test([
    # the first key dropped: the keys check's one finding
    (PRESS, "Πατήστε Enter, F1 ή q για κλείσιμο.", "el", key_missing("Esc")),
    (PRESS, "请按 Enter、F1 或 q 关闭。", "zh", key_missing("Esc")),
    (PRESS, "Για κλείσιμο πατήστε Enter, F1 ή q.", "el", key_missing("Esc")),
    (TO_CLOSE, "Για κλείσιμο πατήστε Enter, F1 ή q.", "el", key_missing("Esc")),
    (TO_CLOSE, "关闭请按 Enter、F1 或 q。", "zh", key_missing("Esc")),
    (TO_CLOSE, "Για κλείσιμο πατήστε Escape, F1 ή q.", "el", key_missing("Enter")),
    (TO_CLOSE, "关闭请按 Escape、Enter 或 q。", "zh", key_missing("F1")),
    # an English list opened by a phrase with no comma: its first item counted
    (SCORE_IT, "Για βαθμολόγηση επιλέξτε ομάδα ή παίκτη.", "el", listed(3, "it choose a pair, a team or a player", 2)),
    (SCORE_IT, "计分请选择一队或一名牌手。", "zh", listed(3, "it choose a pair, a team or a player", 2)),
    # correct: no finding
    (TO_CLOSE, "Για κλείσιμο πατήστε Escape, Enter, F1 ή q.", "el"),
    (TO_CLOSE, "Πατήστε Escape, Enter, F1 ή q για κλείσιμο.", "el"),
    (TO_CLOSE, "关闭请按 Escape、Enter、F1 或 q。", "zh"),
    (SCORE_IT, "Για βαθμολόγηση επιλέξτε ζεύγος, ομάδα ή παίκτη.", "el"),
    (SCORE_IT, "Επιλέξτε ζεύγος, ομάδα ή παίκτη για βαθμολόγηση.", "el"),
    (SCORE_IT, "计分请选择一对、一队或一名牌手。", "zh"),
], "A key list's first key dropped: one keys finding; 'To close press A, B or C' counts A (section 6).")

FILL_86B2A = ("如果没有参赛者有过错，裁判应取消该副（或该几副）牌并判给一个或多个人为调整分[参见第12条C款2项]，或者，如时间允许，"
              "改打一副或多副替代牌（但参见上述A款）。")
"""Tester t9aw's Chinese of Law 86B2(a) (its fill, the text of input zh_laws099)."""


def test_other_inputs_of_the_tester_that_these_rules_touch():
    """t9aw zh_laws099: 86B2(a)'s whole alternative "or, if time permits, play one or more substitute boards" dropped
    is that alternative's one finding (it was the condition's alone; the wording is fix9mc's, whose rule - an "or" in a
    bracket of the translation alone, 该副（或该几副）牌, says no alternative - found it first at the merge); t9aw
    el_laws112: a number word of a sentence the English has not ("στο πλησιέστερο δέκα") is that sentence's one
    finding, not "a number … δέκα" too (the Greek article read as a count, section 5)."""
    from tests.support import edit_findings

    assert edit_findings("zh", "86B2(a)", "，或者，如时间允许，改打一副或多副替代牌", "", FILL_86B2A) == [
        ("sentences", "error", "the alternative 'or, if time permits, play one or more substitute boards' of the "
                               "English is missing in the translation: the rule narrowed?")]
    assert edit_findings("el", "12C1(c)", "με νόμιμα μέσα.", "με νόμιμα μέσα. Τα ποσοστά στρογγυλοποιούνται πάντα "
                                                            "στο πλησιέστερο δέκα.") == [
        ("sentences", "error", "1 in the English, 2 in the translation; this sentence of the translation is not in the "
                               "English: 'Τα ποσοστά στρογγυλοποιούνται πάντα στο πλησιέστερο δέκα.'")]
