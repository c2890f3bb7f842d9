"""Two kinds left from session 15 (issue 9 §2, fix9y), each kept as a kind with the translations that showed it.

1  A word whose prefix negates it ("unauthorised", "inadvertently", "illegal", "irregular", "incorrect", "improper",
   "insufficient", "unable", "disqualified", "misinformation") carries a negation: a translation that says it with a
   negated word or verb (未经授权, 无意中, 不合法, 不规范, 不正确, 不当, 不足, 不能; μη εξουσιοδοτημένη, δεν ήταν νόμιμη,
   δεν ήταν σωστή, δεν επαρκεί, δεν μπορεί) adds no negation.  A negation added elsewhere in the same sentence
   (不得 for "may") still is one, and a translation that keeps the word but drops its negation (授权的 for
   "unauthorised") drops a negation.  Letters that are no prefix ("understand", "information", "interval") carry none.
2  Placeholders kept in their places, the words that say what they are moved: "{count} appeal outcome, the latest:
   {latest}" as 最新：{count}，共 {latest} 项申诉结果 labels {count} the latest: a placeholder-order error (a warning
   until fix9ah), as a placeholder moved away from its word is (tests/test_check_fix9x.py); the label is the word
   the English puts next to the placeholder, a glossary term too ("board {board}").
"""

from __future__ import annotations

from helper.catalog.checks.prefixed import prefixed_words
from tests.support import findings_test, label_moved

# ---------------------------------------------------------------- 1

ADDED = ("negation", "error", "the translation negates '{}' where the English does not: a permission or a duty made a "
                              "prohibition, or a condition reversed?")
DROPPED = ("negation", "error", "'{}' is negated by its prefix in the English, the translation says '{}' without a "
                                "negation: the negation dropped?")

# each word of the brief: a translation with a negated word, one with a word of its own (none where Chinese has none)
test_a_prefixed_word_said_with_a_negation_adds_none = findings_test([
    ("An unauthorised change was made to the log.", "日志被未经授权地更改了。", "zh"),
    ("An unauthorised change was made to the log.", "Έγινε μη εξουσιοδοτημένη αλλαγή στο αρχείο.", "el"),
    ("The revoke was unintentional.", "该藏牌是无意的。", "zh"),
    ("The revoke was unintentional.", "Η αποτυχία ακολουθίας δεν ήταν σκόπιμη.", "el"),
    ("The revoke was unintentional.", "Η αποτυχία ακολουθίας ήταν ακούσια.", "el"),
    ("He inadvertently exposed a card.", "他无意中亮出了一张牌。", "zh"),
    ("He inadvertently exposed a card.", "Αποκάλυψε ακούσια ένα χαρτί.", "el"),
    ("The call was illegal.", "该叫品不合法。", "zh"),
    ("The call was illegal.", "该叫品是非法的。", "zh"),
    ("The call was illegal.", "Η αγορά δεν ήταν νόμιμη.", "el"),
    ("The call was illegal.", "Η αγορά ήταν παράνομη.", "el"),
    ("The score is irregular.", "该分数不规范。", "zh"),
    ("The score is irregular.", "Η βαθμολογία δεν είναι κανονική.", "el"),
    ("The explanation was incorrect.", "解释不正确。", "zh"),
    ("The explanation was incorrect.", "Η εξήγηση δεν ήταν σωστή.", "el"),
    ("The explanation was incorrect.", "Η εξήγηση ήταν λανθασμένη.", "el"),
    ("The explanation was incorrect.", "Η εξήγηση δεν ήταν καθόλου σωστή.", "el"),
    ("An improper call was made.", "做出了不当的叫品。", "zh"),
    ("An improper call was made.", "Έγινε μη ενδεδειγμένη αγορά.", "el"),
    ("The time is insufficient.", "时间不足。", "zh"),
    ("The time is insufficient.", "Ο χρόνος δεν επαρκεί.", "el"),
    ("The player is unable to continue.", "该牌手不能继续。", "zh"),
    ("The player is unable to continue.", "Ο παίκτης δεν μπορεί να συνεχίσει.", "el"),
    ("The score goes to the non-offending side.", "该分数给未违规方。", "zh"),
    ("The score goes to the non-offending side.", "Η βαθμολογία πηγαίνει στον άξονα που δεν παρέβη.", "el"),
    ("The pair was disqualified.", "该对不再具备资格。", "zh"),
    ("The pair was disqualified.", "该对被取消资格。", "zh"),
    ("The pair was disqualified.", "Το ζευγάρι αποκλείστηκε.", "el"),
    ("The pair received misinformation.", "该对收到了不正确的信息。", "zh"),
    ("The pair received misinformation.", "Το ζευγάρι έλαβε πληροφορία που δεν ήταν σωστή.", "el"),
    ("The pair received misinformation.", "Το ζευγάρι έλαβε λανθασμένη πληροφορία.", "el"),
    # interface strings of the catalogues (helper/catalog/checks, helper/cli)
    ("unchanged", "未改变", "zh"),
    ("unchanged", "αμετάβλητο", "el"),
    ("unrecognized arguments: %s", "无法识别的参数：%s", "zh"),
    ("unrecognized arguments: %s", "μη αναγνωρίσιμα ορίσματα: %s", "el"),
    ("team play, non-comparable results (Law 86B2)", "队式赛，无法比较的结果（第86条B款2项）", "zh"),
    ("Set a UTF-8 locale and leave PYTHONIOENCODING unset.", "请设置 UTF-8 区域设置，并不要设置 PYTHONIOENCODING。", "zh"),
    ("Set a UTF-8 locale and leave PYTHONIOENCODING unset.",
     "Ορίστε τοπικές ρυθμίσεις UTF-8 και μην ορίζετε το PYTHONIOENCODING.", "el"),
], "A word whose prefix negates it, said with a negated word or with a word of its own: no negation added.")

test_a_prefixed_law_word_said_with_a_negation_adds_none = findings_test([
    ("He inadvertently exposed a card.", "他无意中亮出了一张牌。", "zh"),
    ("The call was illegal.", "Η αγορά δεν ήταν νόμιμη.", "el"),
    ("The explanation was incorrect.", "Η εξήγηση δεν ήταν σωστή.", "el"),
    ("The time is insufficient.", "Ο χρόνος δεν επαρκεί.", "el"),
], "The same in a law paragraph (added negations are counted there, sentence by sentence).", paragraph="12A3")

test_a_negation_added_beside_a_prefixed_word_is_still_found = findings_test([
    ("The Director awards the illegal call a score.", "裁判不为不合法的叫品判分。", "zh",
     [ADDED[:2] + (ADDED[2].format("The Director awards the illegal call a score."),)]),
    ("The Director awards the illegal call a score.", "Ο Διαιτητής δεν βαθμολογεί την παράνομη αγορά.", "el",
     [ADDED[:2] + (ADDED[2].format("The Director awards the illegal call a score."),)]),
    ("The unsaved ruling is kept.", "未保存的裁决不保留。", "zh",
     [ADDED[:2] + (ADDED[2].format("The unsaved ruling is kept."),)]),
    ("Understand the information first.", "先不要理解该信息。", "zh",
     [ADDED[:2] + (ADDED[2].format("Understand the information first."),)]),
], "A negation of something else in the same sentence, or beside letters that are no prefix: a negation added.")

PREFIXED = ("unauthorised unauthorized unintentional unintentionally inadvertent inadvertently illegal illegally "
            "irregular irregularity incorrect incorrectly improper improperly insufficient unable non-offending "
            "nonoffending disqualified disqualification misinformation misexplanation unchanged unknown unset "
            "unsaved untranslated unescaped unreadable unrecognized invalid invisible impossible non-balancing "
            "non-comparable unrelated unsuccessful unduly misspelt misplaced").split()
NO_PREFIX = ("understand information interval interest indicate important impose illustrate iron "
             "discard display disk discretion missing mission under until unless unit universal uniform union "
             "none nonetheless into inside").split()


def test_the_words_whose_prefix_negates_them_are_read_as_such_and_no_others():
    assert [m.group() for m in prefixed_words(" ".join(PREFIXED))] == PREFIXED
    assert prefixed_words(" ".join(NO_PREFIX)) == []


test_a_prefixed_word_without_its_negation_is_found = findings_test([
    ("An unauthorised change was made to the log.", "日志被授权地更改了。", "zh",
     [DROPPED[:2] + (DROPPED[2].format("unauthorised", "授权"),)]),
    ("An unauthorised change was made to the log.", "Έγινε εξουσιοδοτημένη αλλαγή στο αρχείο.", "el",
     [DROPPED[:2] + (DROPPED[2].format("unauthorised", "εξουσιοδοτημένη"),)]),
    ("The call was illegal.", "该叫品合法。", "zh", [DROPPED[:2] + (DROPPED[2].format("illegal", "合法"),)]),
    ("The call was illegal.", "Η αγορά ήταν νόμιμη.", "el", [DROPPED[:2] + (DROPPED[2].format("illegal", "νόμιμη"),)]),
], "The word of a prefixed English word said without its negation (授权的 for 'unauthorised'): the negation dropped.")


# ---------------------------------------------------------------- 2

OUTCOMES = "{count} appeal outcome, the latest: {latest}"
BOARD = "Board {board}, session {session}"


_moved = label_moved



test_each_placeholder_with_its_own_label_is_no_finding = findings_test([
    (OUTCOMES, "最新：{latest}，共 {count} 项申诉结果", "zh"),
    (OUTCOMES, "{latest}（最新），共 {count} 项", "zh"),
    (OUTCOMES, "共 {count} 项申诉结果，最新：{latest}", "zh"),
    (OUTCOMES, "το πιο πρόσφατο: {latest}· συνολικά {count} αποτέλεσμα έφεσης", "el"),
    (OUTCOMES, "{count} αποτέλεσμα έφεσης, το πιο πρόσφατο: {latest}", "el"),
    (BOARD, "第 {session} 节，第 {board} 副牌", "zh"),
], "Each placeholder with the word or term the English puts next to it, wherever the sentence puts them.")

test_a_label_moved_to_the_other_placeholder_is_found = findings_test([
    (OUTCOMES, "最新：{count}，共 {latest} 项申诉结果", "zh", _moved("latest", "{latest}", "{count}")),
    (OUTCOMES, "{count}（最新），共 {latest} 项", "zh", _moved("latest", "{latest}", "{count}")),
    (OUTCOMES, "το πιο πρόσφατο: {count}· συνολικά {latest} αποτέλεσμα έφεσης", "el",
     _moved("latest", "{latest}", "{count}")),
    (OUTCOMES, "το τελευταίο: {count}· συνολικά {latest} αποτέλεσμα έφεσης", "el", _moved("latest", "{latest}", "{count}")),
    (BOARD, "第 {board} 节，第 {session} 副牌", "zh", _moved("board", "{board}", "{session}")),
], "The placeholders in their places, the word that says what one is next to the other: a placeholder-order error "
   "(a warning until fix9ah: the Director reads a count called the latest).")
