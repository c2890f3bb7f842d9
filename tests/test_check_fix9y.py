"""Two kinds left from session 15 (issue 9 §2, fix9y), each kept as a kind with the translations that showed it.

1  A word whose prefix negates it ("unauthorised", "inadvertently", "illegal", "irregular", "incorrect", "improper",
   "insufficient", "unable", "disqualified", "misinformation") carries a negation: a translation that says it with a
   negated word or verb (未经授权, 无意中, 不合法, 不规范, 不正确, 不当, 不足, 不能; μη εξουσιοδοτημένη, δεν ήταν νόμιμη,
   δεν ήταν σωστή, δεν επαρκεί, δεν μπορεί) adds no negation.  A negation added elsewhere in the same sentence
   (不得 for "may") still is one, and a translation that keeps the word but drops its negation (授权的 for
   "unauthorised") drops a negation.  Letters that are no prefix ("understand", "information", "interval") carry none.
2  Placeholders kept in their places, the words that say what they are moved: "{count} appeal outcome, the latest:
   {latest}" as 最新：{count}，共 {latest} 项申诉结果 labels {count} the latest: a placeholder-order warning, as a
   placeholder moved away from its word is (tests/test_check_fix9x.py); the label is the word the English puts next
   to the placeholder, a glossary term too ("board {board}").
"""

from __future__ import annotations

from tests.support import findings as _found, findings_test

# ---------------------------------------------------------------- 2

OUTCOMES = "{count} appeal outcome, the latest: {latest}"
BOARD = "Board {board}, session {session}"


def _moved(word: str, field: str, other: str) -> list[tuple[str, str, str]]:
    return [("placeholder-order", "warning",
             f"'{word}' goes with {field} in the English but with {other} in the translation: placeholders swapped?")]



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
], "The placeholders in their places, the word that says what one is next to the other: a placeholder-order warning.")
