"""Engineer fjaf, session 46 (issue 9 §2): brackets of fresh tester t9bx that gave no finding or two.

- An opening bracket moved earlier, taking in words of the English's sentence before what renders its parenthetical:
  "本桌在这副牌上无法得出（结果人为调整分）" for "… no result could be obtained on it (artificial score)" (bx-brk05,
  bx-brk15), "第 {id} 号裁决（已记录更正第 {old} 号裁决）" for "Ruling {id} recorded (corrects ruling {old})" (bx-brk08,
  bx-brk18).  The mirror of a closing bracket moved (:func:`helper.catalog.checks.brackets.closing_moved_before_kept`):
  :func:`helper.catalog.checks.brackets.opening_moved_before_words` reads the words by a vocabulary
  (:data:`helper.catalog.checks.brackets._SENTENCE_WORDS`); one "the bracket opens too early" finding naming them.
  A placeholder drawn in is not read (the shipped Chinese writes "（开始于 {time}，UTC）").
- Brackets added around one word of the English's sentence, which the translation says nowhere else: "αρχείο
  ρυθμίσεων (κανονισμών) (TOML)" (bx-brk19): one "brackets around … that the English does not have".
- A round bracket closed by a Chinese corner bracket, "（…」" (bx-brk10): one "closed by" finding, not one never closed
  plus one never opened.
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

NO_RESULT = "At this table no result could be obtained on it (artificial score)"
RECORDED = "Ruling {id} recorded (corrects ruling {old})"
TOML = "regulation settings file (TOML)"
DETAILS = "Ruling details (each may be left empty)"

EARLY = ("brackets", "the bracket opens too early")
ADDED = ("brackets", "that the English does not have")
KINDS = ("brackets", "brackets of two kinds")

OPENED_EARLY = [
    # the tester's inputs, then more words drawn in, word order inside changed
    ("zh", NO_RESULT, "本桌在这副牌上无法得出（结果人为调整分）", "结果"),
    ("el", NO_RESULT, "Σε αυτό το τραπέζι δεν μπόρεσε (να επιτευχθεί αποτέλεσμα τεχνητή βαθμολογία)",
     "να επιτευχθεί αποτέλεσμα"),
    ("zh", RECORDED, "第 {id} 号裁决（已记录更正第 {old} 号裁决）", "已记录"),
    ("el", RECORDED, "Η απόφαση {id} (καταγράφηκε διορθώνει την απόφαση {old})", "καταγράφηκε"),
    ("zh", NO_RESULT, "本桌在这副牌上（无法得出结果人为调整分）", "无法得出结果"),
    ("el", NO_RESULT, "Σε αυτό το τραπέζι δεν μπόρεσε να επιτευχθεί (αποτέλεσμα τεχνητή βαθμολογία)", "αποτέλεσμα"),
    ("el", RECORDED, "Η απόφαση {id} (καταγράφηκε, την απόφαση {old} διορθώνει)", "καταγράφηκε"),
]

CLEAN = [
    # the shipped forms, a gloss put in the bracket, word order inside changed
    ("zh", NO_RESULT, "本桌在这副牌上无法得出结果（人为调整分）"),
    ("el", NO_RESULT, "Σε αυτό το τραπέζι δεν μπόρεσε να επιτευχθεί αποτέλεσμα (τεχνητή βαθμολογία)"),
    ("zh", RECORDED, "第 {id} 号裁决已记录（更正第 {old} 号裁决）"),
    ("el", RECORDED, "Η απόφαση {id} καταγράφηκε (διορθώνει την απόφαση {old})"),
    ("zh", RECORDED, "第 {id} 号裁决已记录（即更正第 {old} 号裁决）"),
    ("el", RECORDED, "Η απόφαση {id} καταγράφηκε (την απόφαση {old} διορθώνει)"),
    ("zh", NO_RESULT, "本桌在这副牌上无法得出结果（结果为人为调整分）"),
    ("zh", TOML, "规程设置文件（TOML）"),
    ("el", TOML, "αρχείο ρυθμίσεων κανονισμών (TOML)"),
    ("el", TOML, "αρχείο ρυθμίσεων κανονισμών (αρχείο TOML)"),
    ("zh", DETAILS, "裁决详情（各项均可留空）"),
    ("zh", DETAILS, "裁决详情「各项均可留空」"),
]

ADDED_AROUND = [
    ("el", TOML, "αρχείο ρυθμίσεων (κανονισμών) (TOML)", "(κανονισμών)", "'κανονισμών'"),
    ("zh", TOML, "设置文件（规程）（TOML）", "（规程）", "'规程'"),
    ("el", TOML, "αρχείο (ρυθμίσεων) κανονισμών (TOML)", "(ρυθμίσεων)", "'ρυθμίσεων'"),
]

TWO_KINDS = [
    ("zh", DETAILS, "裁决详情（各项均可留空」", "'（' closed by '」'", None),
    ("zh", DETAILS, "裁决详情「各项均可留空）", "'「' closed by '）'", None),
    ("el", DETAILS, "Στοιχεία της απόφασης (όλα μπορούν να μείνουν κενά]", "'(' closed by ']'",
     "μπορούν να μείνουν κενά]"),
    ("zh", DETAILS, "裁决详情（各项均可留空』", "'（' closed by '』'", None),
]

# Each defect gives one finding naming it (tester t9bx bx-brk05, 08, 10, 15, 18, 19 and variants); each correct text
# none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, EARLY[0], words, (EARLY[1], f"'{words}'")) for lang, entry, msgstr, words in OPENED_EARLY]
    + [(lang, entry, msgstr, ADDED[0], fragment, (ADDED[1], words))
       for lang, entry, msgstr, fragment, words in ADDED_AROUND]
    + [(lang, entry, msgstr, KINDS[0], fragment or msgstr, (KINDS[1], words))
       for lang, entry, msgstr, words, fragment in TWO_KINDS],
    CLEAN)


def test_tester_inputs():
    """The tester's six inputs, as its file has them: one finding each."""
    inputs = fresh_inputs("t9bx")
    assert one_gained(inputs["bx-brk05"], *EARLY).fragment == "结果"
    assert one_gained(inputs["bx-brk15"], *EARLY).fragment == "να επιτευχθεί αποτέλεσμα"
    assert one_gained(inputs["bx-brk08"], *EARLY).fragment == "已记录"
    assert one_gained(inputs["bx-brk18"], *EARLY).fragment == "καταγράφηκε"
    assert one_gained(inputs["bx-brk19"], *ADDED).fragment == "(κανονισμών)"
    assert one_gained(inputs["bx-brk10"], "brackets", "'（' closed by '」'").fragment == "裁决详情（各项均可留空」"
