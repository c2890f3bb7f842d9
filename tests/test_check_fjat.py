"""Engineer fjat, session 47 (issue 9 §2): brackets of fresh tester t9ca moved or added, pairs balanced, with no
finding.

- A parenthetical moved from the word it qualifies past the English's "or" / "and" onto the alternative after it:
  "因极其严重的错误或冒险行为（与违规无关）而" for "by an extremely serious error (unrelated to the infraction) or a
  gambling action" (ca-brac05): :func:`helper.catalog.checks.brackets.bracket_moved_over_join`, one "the bracket closes
  after '或冒险行为'" finding.  A modifier set before its word, as Chinese does ("因（与违规无关的）极其严重的错误"), is no
  bracket closed on 的 (:data:`helper.catalog.checks.brackets._POSTPOSED_EN`).
- Brackets added around a clause of the English's sentence: "牌张放错位置（各桌所打的牌不同）（第87条）" for "cards
  misplaced, so tables played different deals (Law 87)" (ca-brac08): the one-word rule of fjaf
  (:func:`helper.catalog.checks.brackets._sentence_word_bracketed`) read for a clause too; not a note of use the
  English sets apart by ", for …" (the shipped "ASCII 边框（适用于无法正确显示框线字符的终端）").
- An opening bracket moved over "the whole screen": "Επανασχεδίαση (όλης της οθόνης όταν …)" (ca-brac20): the screen,
  a window, a connection, a terminal read as words of the sentence (:data:`helper.catalog.checks.brackets._SENTENCE_WORDS`).
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

DAMAGE = ("After the infraction, did the non-offending side contribute to its own damage by an extremely serious error "
          "(unrelated to the infraction) or a gambling action?")
FOULED = "The board was fouled: cards misplaced, so tables played different deals (Law 87)"
REDRAW = "Redraw the whole screen (when a bad connection garbled it)"
ASCII = "ASCII borders, for terminals that draw box characters badly"

MOVED = ("brackets", "the bracket closes after")
EARLY = ("brackets", "the bracket opens too early")
ADDED = ("brackets", "that the English does not have")

ZH_DAMAGE = "违规之后，非违规方是否因{}而促成了自身的损害？"
EL_DAMAGE = "Μετά την παράβαση, συνέβαλε ο αναίτιος άξονας στη ζημιά του με {};"

DEFECTS = [
    # the parenthetical moved past "or" onto the alternative
    ("zh", DAMAGE, ZH_DAMAGE.format("极其严重的错误或冒险行为（与违规无关）"), *MOVED, "或冒险行为"),
    ("zh", DAMAGE, ZH_DAMAGE.format("极其严重的错误或者冒险行为（与违规无关）"), *MOVED, "或者冒险行为"),
    ("el", DAMAGE, EL_DAMAGE.format("εξαιρετικά σοβαρό λάθος ή με τυχοδιωκτική ενέργεια (άσχετο με την παράβαση)"),
     *MOVED, "ή με τυχοδιωκτική ενέργεια"),
    ("el", DAMAGE, EL_DAMAGE.format("εξαιρετικά σοβαρό λάθος ή τυχοδιωκτική ενέργεια (άσχετη με την παράβαση)"),
     *MOVED, "ή τυχοδιωκτική ενέργεια"),
    # brackets added around a clause of the English
    ("zh", FOULED, "错牌：牌张放错位置（各桌所打的牌不同）（第87条）", *ADDED, "（各桌所打的牌不同）"),
    ("zh", FOULED, "错牌：牌张放错位置，（各桌所打的牌不同）（第87条）", *ADDED, "（各桌所打的牌不同）"),
    ("el", FOULED, "Αλλοιωμένη διανομή: φύλλα σε λάθος θέση (τα τραπέζια έπαιξαν διαφορετικές διανομές) (Νόμος 87)",
     *ADDED, "(τα τραπέζια έπαιξαν διαφορετικές διανομές)"),
    # the opening bracket moved over "the whole screen"
    ("el", REDRAW, "Επανασχεδίαση (όλης της οθόνης όταν μια κακή σύνδεση την αλλοίωσε)", *EARLY, "όλης της οθόνης"),
    ("zh", REDRAW, "重绘（整个屏幕连接不良导致画面错乱时）", *EARLY, "整个屏幕"),
    ("el", REDRAW, "Επανασχεδίαση (της οθόνης όταν μια κακή σύνδεση την αλλοίωσε)", *EARLY, "της οθόνης"),
]

CLEAN = [
    # the shipped forms
    ("zh", DAMAGE, ZH_DAMAGE.format("极其严重的错误（与违规无关）或冒险行为")),
    ("el", DAMAGE, EL_DAMAGE.format("εξαιρετικά σοβαρό λάθος (άσχετο με την παράβαση) ή με τυχοδιωκτική ενέργεια")),
    ("zh", FOULED, "错牌：牌张放错位置，各桌所打的牌不同（第87条）"),
    ("el", FOULED, "Αλλοιωμένη διανομή: φύλλα σε λάθος θέση, τα τραπέζια έπαιξαν διαφορετικές διανομές (Νόμος 87)"),
    ("zh", REDRAW, "重绘整个屏幕（连接不良导致画面错乱时）"),
    ("el", REDRAW, "Επανασχεδίαση όλης της οθόνης (όταν μια κακή σύνδεση την αλλοίωσε)"),
    ("zh", ASCII, "ASCII 边框（适用于无法正确显示框线字符的终端）"),
    # a modifier set before its word, as Chinese does; said without brackets
    ("zh", DAMAGE, ZH_DAMAGE.format("（与违规无关的）极其严重的错误或冒险行为")),
    ("zh", DAMAGE, ZH_DAMAGE.format("极其严重的、与违规无关的错误或冒险行为")),
    # the alternatives swapped, the bracket kept on its word (tester t9bp bp-rw16, t9bx bx-rew05's kind)
    ("zh", DAMAGE, ZH_DAMAGE.format("冒险行为或极其严重的错误（与违规无关）")),
    ("el", DAMAGE, EL_DAMAGE.format("τυχοδιωκτική ενέργεια ή με εξαιρετικά σοβαρό λάθος (άσχετο με την παράβαση)")),
    # a gloss inside the brackets, the words kept outside
    ("zh", FOULED, "错牌：牌张放错位置，各桌（各个牌桌）所打的牌不同（第87条）"),
    ("zh", REDRAW, "重绘整个屏幕（网络连接不良导致屏幕画面错乱时）"),
    ("el", REDRAW, "Επανασχεδίαση όλης της οθόνης (όταν μια κακή σύνδεση αλλοίωσε την οθόνη)"),
]

# Each defect gives one finding naming it (tester t9ca ca-brac05, ca-brac08, ca-brac20 and variants); each correct
# text none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, check, fragment, (words, f"'{fragment.strip('（）()')}'"))
     for lang, entry, msgstr, check, words, fragment in DEFECTS],
    CLEAN)


def test_tester_inputs():
    """The tester's three inputs, as its file has them: one finding each."""
    inputs = fresh_inputs("t9ca")
    assert one_gained(inputs["ca-brac05"], *MOVED).fragment == "或冒险行为"
    assert one_gained(inputs["ca-brac08"], *ADDED).fragment == "（各桌所打的牌不同）"
    assert one_gained(inputs["ca-brac20"], *EARLY).fragment == "όλης της οθόνης"
