"""Engineer fiyg, session 41 (issue 9 §2): English left after a key chord or a side, and 一个 written twice, that tester
t9bm's run missed.

- English left after a key chord: "^N new ruling" for "^N new ruling" (bm-unt18): a key is ^N, the words after it
  are prose, not a list of Latin words (:func:`helper.catalog.checks.untranslated.kept_before_prose`).
- English left after a side kept in Latin script: "NS matchpoints recomputed" (bm-unt22): one untranslated finding
  naming the English, not a terminology warning.
- 一个 written twice where the English counts one thing ("Choose a paragraph first." as 请先选择一个一个条款, bm-dbl21):
  :func:`helper.catalog.checks.structure._one_counted_twice`; 一个一个地 and "one by one" stay the reduplication.
"""

from __future__ import annotations

from tests.support import one_finding_tests

DONE = "Ruling complete: ^P back, ^N new ruling"
DID = ("It did not change this ruling: ruling {id}, recorded here at {at} (UTC), is shown as recorded. ^P back "
       "corrects it; ^N starts a new ruling.")
NS = "Other tables, NS matchpoints recomputed: {values}"
EW = "Other tables, EW matchpoints recomputed against the EW outcomes: {values}"
PARA = "Choose a paragraph first."
ARG = "expected one argument"
SUB = "If time permits, a substitute board may be played instead (Law {law})."
DIR = "{file} is a directory"
TURN = "Yes: in three or more versions (the results of each are asked in turn)"

LEFT = ("untranslated-run", "English left untranslated in the translation")
TWICE = ("doubled", "word written twice")

CASES = [
    # English left after a key chord: the tester's input, then other keys, entries and Greek
    ("zh", DONE, "裁决完成：^P 返回，^N new ruling", LEFT, "new ruling"),
    ("zh", DONE, "裁决完成：^P back，^N 新裁决", LEFT, "back"),
    ("el", DONE, "Η απόφαση ολοκληρώθηκε: ^P πίσω, ^N new ruling", LEFT, "new ruling"),
    ("el", DONE, "Η απόφαση ολοκληρώθηκε: ^P back, ^N νέα απόφαση", LEFT, "back"),
    ("zh", DID, "它没有改动此裁决：按记录显示第 {id} 号裁决（本窗口记录于 {at}，UTC）。^P 返回可更正；^N new ruling。",
     LEFT, "new ruling"),
    ("el", DID, "Δεν άλλαξε αυτή την απόφαση: η απόφαση {id}, που καταγράφηκε εδώ στις {at} (UTC), εμφανίζεται όπως "
                "καταγράφηκε. Το ^P (πίσω) τη διορθώνει· το ^N new ruling.", LEFT, "new ruling"),
    # English left after a side kept in Latin script
    ("zh", NS, "其他牌桌 NS matchpoints recomputed：{values}", LEFT, "matchpoints recomputed"),
    ("zh", NS, "其他牌桌重新计算的 NS matchpoints：{values}", LEFT, "matchpoints"),
    ("zh", EW, "其他牌桌按 EW outcomes 重新计算的东西比赛分：{values}", LEFT, "outcomes"),
    ("el", EW, "Άλλα τραπέζια, EW matchpoints recomputed έναντι των αποτελεσμάτων ΑΔ: {values}", LEFT,
     "matchpoints recomputed"),
    # 一个 (一副) written twice where the English counts one thing; the Greek article written twice as before
    ("zh", PARA, "请先选择一个一个条款。", TWICE, "一个一个"),
    ("zh", ARG, "需要一个一个参数", TWICE, "一个一个"),
    ("zh", SUB, "如时间允许，可改打一副一副替代牌（{law}）。", TWICE, "一副一副"),
    ("zh", DIR, "{file} 是一个一个目录", TWICE, "一个一个"),
    ("el", PARA, "Επιλέξτε πρώτα μια μια παράγραφο.", TWICE, "μια μια"),
    ("el", ARG, "αναμενόταν ένα ένα όρισμα", TWICE, "ένα ένα"),
]

CLEAN = [
    ("zh", DONE, "裁决完成：^P 返回，^N 新裁决"),
    ("zh", DONE, "裁决已完成：按 ^P 返回，按 ^N 开始新裁决"),
    ("el", DONE, "Η απόφαση ολοκληρώθηκε: ^P πίσω, ^N νέα απόφαση"),
    ("zh", NS, "其他牌桌 NS 重新计算的比赛分：{values}"),
    ("zh", NS, "其他牌桌，南北（NS）比赛分重新计算：{values}"),
    ("el", NS, "Άλλα τραπέζια, βαθμοί αγώνα NS υπολογισμένοι εκ νέου: {values}"),
    ("zh", PARA, "请先选择一个条款。"),
    # the reduplication "one by one": with 地, or where the English says in turn / each
    ("zh", TURN, "是：三个或更多版本（一个一个地询问每个版本的结果）"),
    ("zh", TURN, "是：三个或更多版本（每个版本的结果会一个一个询问）"),
    ("el", TURN, "Ναι: σε τρεις ή περισσότερες εκδοχές (τα αποτελέσματα ζητούνται ένα ένα)"),
]


# Each defect gives one finding of its check, naming it (tester t9bm bm-unt18, bm-unt22, bm-dbl21 and
# variants): the message quotes the row's words, the finding's fragment is them.
#
# Correct texts give no finding: a key chord or a side followed by Chinese or Greek, 一个 once, the reduplication
# 一个一个 "one by one" (tester t9bm bm-dbl21's counterpart).
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, check, words, (named, f"'{words}'")) for lang, entry, msgstr, (check, named), words
     in CASES], CLEAN)


def test_reduplication_needs_the_english():
    """Without the English, 一个一个 stays a reduplication; with "a" and a noun after it, one thing counted twice."""
    from helper.catalog.checks.structure import doubled_zh_words

    assert doubled_zh_words("请先选择一个一个条款。") == []
    assert doubled_zh_words("请先选择一个一个条款。", "Choose a paragraph first.") == [(4, 8)]
    assert doubled_zh_words("请一个一个地选择条款。", "Choose a paragraph first.") == []
    assert doubled_zh_words("请一个一个选择条款。", "Choose the paragraphs one by one.") == []
