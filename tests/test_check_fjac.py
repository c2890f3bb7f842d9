"""Engineer fjac, session 46 (issue 9 §2): negation, two misses and a false finding of fresh tester t9bw.

- "It has no ruling in progress and recorded none from this one" with "recorded none" made "recorded one" (其也由此记录
  了裁决, "κατέγραψε μία": bw-neg06, bw-neg07): a verb whose object is "none" or "nothing" was no verb negated, so the
  sentence's one verb negated ("has no") took the translation's one negation.  Such a verb is one now
  (:data:`helper.catalog.checks.negation._OBJECT_NEGATED`), and the finding names the piece of the clause whose
  negation the translation lacks ("recorded none from this one"; :func:`helper.catalog.checks.negation._dropped_piece`).
- "no difference exceeds {most}" said "the difference is at most {most}" (差额最多为 {most}, bw-rew19): a comparison
  negated by its subject ("no X exceeds", "none is above") is its complementary bound stated
  (:data:`helper.catalog.checks.negation._EN_NO_SUBJECT`), no negation dropped; "差额超过 {most}" is still the negation
  dropped, one finding (the comparison reversed with it is not said again).
"""

from __future__ import annotations

from tests.support import fresh_inputs, interface_item, one_finding_tests, one_gained

NONE = "It has no ruling in progress and recorded none from this one: a new ruling begins here."
NOTE = ("Note: no two bridge scores differ by {diff} points (every score is a multiple of 10, and no difference exceeds "
        "{most}); the IMPs are for the difference as given.")
SAVES = "Reads the installed copy's catalogues and saves nothing: the current directory is in no checkout."

WHOLE = "no two bridge scores differ by {diff} points (every score is a multiple of 10, and no difference exceeds {most})"
"""(a bracket is not cut into pieces: the finding quotes the clause, as tester t9bu bu-neg01's does)"""
MISSING = "a negation of the English (not, no, unless) is missing in the translation of '{}'"

DEFECTS = [
    # the tester's inputs, then other wordings of "recorded one", the other negation dropped, another entry
    ("zh", NONE, "它没有进行中的裁决，也由此记录了裁决：在此开始新的裁决。", "recorded none from this one"),
    ("el", NONE, "Δεν έχει απόφαση σε εξέλιξη και κατέγραψε μία από αυτήν: εδώ ξεκινά νέα απόφαση.",
     "recorded none from this one"),
    ("zh", NONE, "它没有进行中的裁决，并由此记录了一项裁决：在此开始新的裁决。", "recorded none from this one"),
    ("el", NONE, "Δεν έχει απόφαση σε εξέλιξη, κατέγραψε όμως μία από αυτήν: εδώ ξεκινά νέα απόφαση.",
     "recorded none from this one"),
    ("zh", NONE, "它有进行中的裁决，也未由此记录任何裁决：在此开始新的裁决。", "has no ruling in progress"),
    ("el", NONE, "Έχει απόφαση σε εξέλιξη και δεν κατέγραψε καμία από αυτήν: εδώ ξεκινά νέα απόφαση.",
     "has no ruling in progress"),
    ("zh", SAVES, "读取已安装副本的翻译目录，并保存内容：当前目录不在任何源代码副本中。", "saves nothing"),
    ("el", SAVES, "Διαβάζει τους καταλόγους του εγκατεστημένου αντιγράφου και αποθηκεύει κάτι: ο τρέχων φάκελος δεν "
                  "ανήκει σε αντίγραφο του πηγαίου κώδικα.", "saves nothing"),
    # "no difference exceeds {most}" said "the difference exceeds {most}": the negation dropped, one finding
    ("zh", NOTE, "注意：没有哪两个桥牌得分会相差 {diff} 分（每个得分均为10的倍数，而差额超过 {most}）；下列 IMP 仍按所给的差额计算。",
     WHOLE),
    ("zh", NOTE, "注意：任何两个桥牌得分都不可能相差 {diff} 分（每个得分都是10的倍数，差额会超过 {most}）；以下IMP按所给差额计算。",
     WHOLE),
]
# (Greek "κανένα … δεν" counts two, so "η διαφορά υπερβαίνει" beside it keeps the count: the comparison reversed is the
# one finding there)
REVERSED = [
    ("el", NOTE, "Σημείωση: κανένα ζεύγος σκορ μπριτζ δεν διαφέρει κατά {diff} πόντους (κάθε σκορ είναι πολλαπλάσιο του "
                 "10 και η διαφορά υπερβαίνει τους {most})· τα IMPs αφορούν τη διαφορά όπως δόθηκε.", "υπερβαίνει"),
]

CLEAN = [
    # both negations kept, worded otherwise
    ("zh", NONE, "它既没有进行中的裁决，也没有从这次记录任何裁决：新的裁决从这里开始。"),
    ("zh", NONE, "它没有正在进行的裁决，由此也未记录任何裁决：新的裁决从此开始。"),
    ("el", NONE, "Δεν υπάρχει απόφαση σε εξέλιξη ούτε καταγράφηκε καμία από αυτήν: εδώ αρχίζει νέα απόφαση."),
    ("el", NONE, "Δεν έχει απόφαση σε εξέλιξη και δεν κατέγραψε καμία από αυτή: νέα απόφαση ξεκινά εδώ."),
    ("zh", SAVES, "读取已安装副本的翻译目录，什么也不保存：当前目录不在任何源代码副本中。"),
    ("el", SAVES, "Διαβάζει τους καταλόγους του εγκατεστημένου αντιγράφου χωρίς να αποθηκεύει τίποτα: ο τρέχων φάκελος "
                  "δεν ανήκει σε αντίγραφο του πηγαίου κώδικα."),
    # "no difference exceeds {most}" said "the difference is at most {most}" (the tester's input first)
    ("zh", NOTE, "注意：没有哪两个桥牌得分会相差 {diff} 分（每个得分均为10的倍数，而差额最多为 {most}）；下列 IMP 仍按所给的差额计算。"),
    ("zh", NOTE, "注意：任何两个桥牌得分都不可能相差 {diff} 分（每个得分都是10的倍数，差额至多为 {most}）；以下IMP按所给差额计算。"),
    ("zh", NOTE, "注意：任何两个桥牌得分都不可能相差 {diff} 分（每个得分都是10的倍数，差额最多 {most}）；以下IMP按所给差额计算。"),
    ("zh", NOTE, "注意：任何两个桥牌得分都不可能相差 {diff} 分（每个得分都是10的倍数，任何差额都不超过 {most}）；以下IMP按所给差额计算。"),
    ("el", NOTE, "Σημείωση: κανένα ζεύγος σκορ μπριτζ δεν διαφέρει κατά {diff} πόντους (κάθε σκορ είναι πολλαπλάσιο του "
                 "10 και η διαφορά είναι το πολύ {most})· τα IMPs αφορούν τη διαφορά όπως δόθηκε."),
    ("el", NOTE, "Σημείωση: κανένα ζεύγος σκορ μπριτζ δεν διαφέρει κατά {diff} πόντους (κάθε σκορ είναι πολλαπλάσιο του "
                 "10 και η διαφορά φτάνει μέχρι {most})· τα IMPs αφορούν τη διαφορά όπως δόθηκε."),
    ("el", NOTE, "Σημείωση: κανένα ζεύγος σκορ μπριτζ δεν διαφέρει κατά {diff} πόντους (κάθε σκορ είναι πολλαπλάσιο του "
                 "10 και καμία διαφορά δεν υπερβαίνει τους {most})· τα IMPs αφορούν τη διαφορά όπως δόθηκε."),
]

# Each defect gives one negation finding naming the piece whose negation is dropped; each correct text none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, "negation", fragment, MISSING.format(fragment) if fragment != WHOLE else MISSING[:40])
     for lang, entry, msgstr, fragment in DEFECTS]
    + [(lang, entry, msgstr, "terminology", found, ("the English says 'exceeds'", f"'{found}'", "reversed"))
       for lang, entry, msgstr, found in REVERSED], CLEAN)


def test_tester_inputs():
    """The tester's inputs, as its file has them: one finding each for the defects, none for the rewording."""
    inputs = fresh_inputs("t9bw")
    assert one_gained(inputs["bw-neg06"], "negation", "").fragment == "recorded none from this one"
    assert one_gained(inputs["bw-neg07"], "negation", "").fragment == "recorded none from this one"
    from tests.testers.measure import gained

    assert gained(inputs["bw-rew19"]) == []


def test_negated_bound_of_a_subject():
    """A comparison negated by its subject is read as the complementary bound ("no difference exceeds {most}": at
    most; "no score is below 0": at least), as "cannot exceed" is; "no more than" is no subject negated."""
    from helper.catalog.checks.negation import english_bounds

    assert english_bounds("and no difference exceeds {most})") == {"{most}": "max"}
    assert english_bounds("none of the scores is above {most}") == {"{most}": "max"}
    assert english_bounds("no score may be below 0") == {"0": "min"}
    assert english_bounds("no score can be more than {high}") == {"{high}": "max"}
    assert english_bounds("the score cannot exceed {most}") == {"{most}": "max"}
    assert english_bounds("no two scores differ by {diff} points") == {}


def test_cannot_exceed_said_as_at_most():
    """"cannot exceed {most}" said 不能超过 / 最多为 / "το πολύ" is no comparison reversed (its "cannot" read as a
    negation, as "not" was); said 可以超过 it is the negation dropped, one finding."""
    from tests.support import findings

    english = "The penalty cannot exceed {most} points."
    for lang, text in (("zh", "罚分不能超过 {most} 分。"), ("zh", "罚分最多为 {most} 分。"),
                       ("el", "Η ποινή δεν μπορεί να υπερβαίνει τους {most} πόντους."),
                       ("el", "Η ποινή είναι το πολύ {most} πόντοι.")):
        assert findings(english, text, lang) == [], text
    for lang, text in (("zh", "罚分可以超过 {most} 分。"), ("el", "Η ποινή μπορεί να υπερβαίνει τους {most} πόντους.")):
        assert [check for check, _s, _m in findings(english, text, lang)] == ["negation"], text


def test_shipped_entries_clean():
    """The shipped translations of these entries gain nothing (by construction) and stay free of findings."""
    for lang in ("zh", "el"):
        for entry in (NONE, NOTE, SAVES):
            from tests.support import shipped_message
            from tests.testers.measure import gained

            assert gained(interface_item(lang, entry, shipped_message(lang, entry))) == []
