"""Engineer fjao, session 47 (issue 9 §2): three misses of fresh tester t9by.

- "Convention: cross-IMPs summed over the comparisons." as "…为各次比较的平均值" (by-sco03): the scoring method's word
  changed.  The computations table (:data:`helper.catalog.checks.opposites.COMPUTATIONS`) read "sum" and "total" but
  not the verb "summed" (nor the Greek verb αθροίζονται); it reads them now, and "mean" against "median" (the Butler
  datum's method) and "rounded" against "truncated" as kinds of their own: one terminology finding "another score
  computed".
- "The 1997 Laws are in Chinese only in our sources." as "…1997 年 Laws 只有中文版" (by-unt07): a capitalised English
  word the English writes mid-sentence was read as a name kept in Latin.  An ordinary word capitalised by convention
  (its lower case, or its singular's, written by the catalogues' English; no kept name, option token nor key) counts
  as its lower case does (:func:`helper.catalog.checks.untranslated._ordinary_word`): one untranslated finding.
- "From yours to theirs ({added} added, {removed} removed):" as "（{added} 为删除，{removed} 为新增）" (by-pla12): the
  labels of two counts swapped.  "added"/"removed" and "won"/"lost" are labels of their placeholder
  (:data:`helper.catalog.checks.placeholder_roles.LABELS`): at the other placeholder, one placeholder-order finding;
  kept with their own in any order, none.
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

SUMMED = "Convention: cross-IMPs summed over the comparisons."
AVERAGED = "Convention: cross-IMPs averaged over the results."
AVERAGED_1 = "Convention: cross-IMPs averaged over the comparisons (results - 1)."
ROUNDED = "Convention: adjusted scores rounded to {decimals} decimal, halves away from zero."
LAWS = "The 1997 Laws are in Chinese only in our sources."
SEVERE = "The rectification in the Laws seems too severe or too lenient"
DETAILS = "Ruling {id} already has these details: nothing recorded."
APPEAL = "add an appeal's outcome to a recorded ruling (Laws 92, 93); the ruling itself is kept"
SCORES = "Scores varied by regulation for a contestant without a result on several boards (Law {law})."
CHINESE = "1997 Laws (Chinese), not the 2017 text."
YOURS = "From yours to theirs ({added} added, {removed} removed):"
AGAINST = "Its English against 2017 ({added} added, {removed} removed):"
PREVIOUS = "Its previous English against the current one ({added} added, {removed} removed):"

COMPUTED = ("terminology", "another score computed")
LEFT = ("untranslated-run", "English left untranslated in the translation")
SWAPPED = ("placeholder-order", "placeholders swapped?")

SCORING = [
    # (lang, entry, msgstr, the English's word, the translation's word): the tester's input, Greek, other verbs,
    # the other way (averaged said summed), mean / median, rounded / truncated
    ("zh", SUMMED, "计分惯例：交叉 IMP 为各次比较的平均值。", "summed", "平均"),
    ("zh", SUMMED, "计分惯例：交叉 IMP 按各次比较取平均。", "summed", "平均"),
    ("el", SUMMED, "Σύμβαση: τα cross-IMPs είναι ο μέσος όρος όλων των συγκρίσεων.", "summed", "μέσος όρος"),
    ("el", SUMMED, "Σύμβαση: για τα cross-IMPs λαμβάνεται ο μέσος όρος σε όλες τις συγκρίσεις.", "summed",
     "μέσος όρος"),
    ("zh", AVERAGED, "计分惯例：交叉 IMP 为各结果之和。", "averaged", "之和"),
    ("el", AVERAGED, "Σύμβαση: τα cross-IMPs αθροίζονται ανά αποτέλεσμα.", "averaged", "αθροίζονται"),
    ("zh", AVERAGED_1, "计分惯例：交叉 IMP 按比较次数（结果数 - 1）相加。", "averaged", "相加"),
    ("zh", "mean", "中位数", "mean", "中位数"),
    ("el", "mean", "διάμεσος", "mean", "διάμεσος"),
    ("zh", "median", "平均数", "median", "平均"),
    ("el", "median", "μέσος όρος", "median", "μέσος όρος"),
    ("zh", ROUNDED, ["计分惯例：调整分截断到 {decimals} 位小数，恰为一半时远离零。"], "rounded", "截断"),
    ("el", ROUNDED, ["Σύμβαση: οι επανορθωτικές βαθμολογίες αποκόπτονται σε {decimals} δεκαδικό, τα μισά μακριά από "
                     "το μηδέν.",
                     "Σύμβαση: οι επανορθωτικές βαθμολογίες αποκόπτονται σε {decimals} δεκαδικά, τα μισά μακριά από "
                     "το μηδέν."], "rounded", "αποκόπτονται"),
]

UNTRANSLATED = [
    # the tester's input, Greek, other entries, capitalised and in lower case (ruling, board, score)
    ("zh", LAWS, "我们的资料中 1997 年 Laws 只有中文版。", "Laws"),
    ("el", LAWS, "Στις πηγές μας οι Laws του 1997 υπάρχουν μόνο στα κινεζικά.", "Laws"),
    ("zh", SEVERE, "Laws 规定的纠正似乎过重或过轻", "Laws"),
    ("el", SEVERE, "Η επανόρθωση των Laws φαίνεται υπερβολικά αυστηρή ή επιεικής", "Laws"),
    ("zh", DETAILS, "第 {id} 号 Ruling 已有这些详情：未记录任何修订。", "Ruling"),
    ("el", DETAILS, "Η Ruling {id} έχει ήδη αυτά τα στοιχεία: δεν καταγράφηκε τίποτα.", "Ruling"),
    ("zh", APPEAL, "为已记录的 ruling 添加申诉结果（第92条、第93条）；原裁决保留不变", "ruling"),
    ("el", APPEAL, "προσθήκη της έκβασης έφεσης σε καταγεγραμμένη απόφαση (Νόμοι 92, 93)· η ίδια η ruling "
                   "διατηρείται", "ruling"),
    ("zh", SCORES, "参赛者在多副 board 上未取得结果，其分数按规程另行规定（{law}）。", "board"),
    ("zh", SCORES, "参赛者在多副牌上未取得结果，其 Scores 按规程另行规定（{law}）。", "Scores"),
    ("zh", CHINESE, "1997年版 Laws（中文），并非2017年版文本。", "Laws"),
]

LABELS = [
    # the tester's input, the other two entries, Greek, labels before the counts, the order changed too
    ("zh", YOURS, "从您的到对方的（{added} 为删除，{removed} 为新增）："),
    ("zh", AGAINST, "其英文与2017年版相比（{added} 为删除，{removed} 为新增）："),
    ("zh", YOURS, "从您的到对方的（删除 {added} 项，新增 {removed} 项）："),
    ("zh", YOURS, "从您的到对方的（新增 {removed} 项，删除 {added} 项）："),
    ("el", YOURS, "Από το δικό σας στο δικό τους ({added} αφαίρεση, {removed} προσθήκη):"),
    ("el", AGAINST, "Το αγγλικό του έναντι του 2017 ({added} αφαίρεση, {removed} προσθήκη):"),
    ("el", YOURS, "Από το δικό σας στο δικό τους (αφαιρέθηκαν {added}, προστέθηκαν {removed}):"),
    ("el", YOURS, "Από το δικό σας στο δικό τους ({added} διαγραμμένα, {removed} νέα):"),
]

CLEAN = [
    # sums, averages, medians and rounding said by other words of their kind
    ("zh", SUMMED, "计分惯例：交叉 IMP 为各次比较的总和。"),
    ("zh", SUMMED, "计分惯例：交叉 IMP 按各次比较累加。"),
    ("zh", SUMMED, "计分惯例：交叉 IMP 为所有比较相加之和。"),
    ("el", SUMMED, "Σύμβαση: τα cross-IMPs είναι το άθροισμα όλων των συγκρίσεων."),
    ("el", SUMMED, "Σύμβαση: τα cross-IMPs προστίθενται συνολικά σε όλες τις συγκρίσεις."),
    ("zh", AVERAGED, "计分惯例：交叉 IMP 取各结果的平均值。"),
    ("zh", "mean", "均值"),
    ("el", "mean", "μέση τιμή"),
    ("zh", "median", "中位值"),
    ("zh", ROUNDED, ["计分惯例：调整分四舍五入到 {decimals} 位小数，恰为一半时远离零取整。"]),
    ("el", ROUNDED, ["Σύμβαση: οι επανορθωτικές βαθμολογίες στρογγυλεύονται σε {decimals} δεκαδικό, τα μισά μακριά "
                     "από το μηδέν.",
                     "Σύμβαση: οι επανορθωτικές βαθμολογίες στρογγυλεύονται σε {decimals} δεκαδικά, τα μισά μακριά "
                     "από το μηδέν."]),
    # the Laws translated; a word glossed in the English's own place
    ("zh", LAWS, "我们的资料中 1997 年规则只有中文版。"),
    ("el", LAWS, "Στις πηγές μας ο Κώδικας του 1997 υπάρχει μόνο στα κινεζικά."),
    ("zh", SEVERE, "规则规定的纠正似乎过重或过轻"),
    ("el", DETAILS, "Η απόφαση {id} έχει ήδη αυτά τα στοιχεία: δεν καταγράφηκε τίποτα."),
    # each label with its own count, in any order and wording
    ("zh", YOURS, "从您的到对方的（新增 {added} 项，删除 {removed} 项）："),
    ("zh", YOURS, "从您的到对方的（删除 {removed} 项，新增 {added} 项）："),
    ("zh", YOURS, "从您的到对方的（{added} 项新增，{removed} 项删除）："),
    ("zh", YOURS, "从您的到对方的（增加了 {added} 处，删除了 {removed} 处）："),
    ("zh", PREVIOUS, "其先前英文与当前英文相比（{removed} 为删除，{added} 为新增）："),
    ("el", YOURS, "Από το δικό σας στο δικό τους (προστέθηκαν {added}, αφαιρέθηκαν {removed}):"),
    ("el", YOURS, "Από το δικό σας στο δικό τους (αφαιρέθηκαν {removed}, προστέθηκαν {added}):"),
    ("el", YOURS, "Από το δικό σας στο δικό τους ({added} νέα, {removed} διαγραμμένα):"),
    ("el", PREVIOUS, "Το προηγούμενο αγγλικό του έναντι του τρέχοντος ({removed} αφαίρεση, {added} προσθήκη):"),
]

# Each defect gives one finding naming it (tester t9by by-sco03, by-unt07, by-pla12 and variants); each correct text
# none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, COMPUTED[0], found, (COMPUTED[1], f"'{english}'", f"'{found}'"))
     for lang, entry, msgstr, english, found in SCORING]
    + [(lang, entry, msgstr, LEFT[0], word, (LEFT[1], f"'{word}'")) for lang, entry, msgstr, word in UNTRANSLATED]
    + [(lang, entry, msgstr, SWAPPED[0], "{added} {removed}", (SWAPPED[1], "'added'", "{added}"))
       for lang, entry, msgstr in LABELS],
    CLEAN)


def test_tester_inputs():
    """The tester's three inputs, as its file has them: one finding each."""
    inputs = fresh_inputs("t9by")
    assert one_gained(inputs["by-sco03"], *COMPUTED).fragment == "平均"
    assert one_gained(inputs["by-unt07"], *LEFT).fragment == "Laws"
    assert one_gained(inputs["by-pla12"], *SWAPPED).fragment == "{added} {removed}"


def test_kept_names_stay_clean():
    """The capitalised words the shipped translations keep in Latin stay no finding: names (Butler, Neuberg, Markdown),
    keys (Enter, Escape), the English quoted (Tournament Organizer)."""
    from helper.catalog.checks.untranslated import _ordinary_word

    for word in ("Butler", "Neuberg", "Markdown", "Python", "Enter", "Escape", "Unicode", "Swiss", "Howell"):
        assert not _ordinary_word(word), word
    for word in ("Laws", "Law", "Ruling", "Rulings", "Board", "Scores", "Sources"):
        assert _ordinary_word(word), word


def test_won_and_lost_label_their_counts():
    """"{won} won, {lost} lost": each word labels its own count (no shipped entry says it yet: read by the labels'
    one reading, :func:`helper.catalog.checks.placeholder_roles.bindings`)."""
    from helper.catalog.checks.placeholder_roles import bindings

    english, fields = "Matches: {won} won, {lost} lost.", ["{won}", "{lost}"]
    for lang, swapped in (("zh", "比赛：{won} 场负，{lost} 场胜。"), ("zh", "比赛：输 {won} 场，赢 {lost} 场。"),
                          ("el", "Αγώνες: {won} χαμένοι, {lost} κερδισμένοι.")):
        assert [(owner, at) for _w, owner, at, _e in bindings(english, swapped, lang, fields)[1]] \
            == [("{won}", "{lost}")], swapped
    for lang, kept in (("zh", "比赛：{won} 场胜，{lost} 场负。"), ("zh", "比赛：输 {lost} 场，赢 {won} 场。"),
                       ("el", "Αγώνες: {won} κερδισμένοι, {lost} χαμένοι.")):
        assert bindings(english, kept, lang, fields) == ({"{won}", "{lost}"}, []), kept
