"""Law references in lists, ranges and short forms (issue 9 §2, fix9fa), each a kind: the brief's input and other
wordings, the correct ones no finding, a reference changed inside them one finding.

1. A Chinese list of laws sharing one 条 or a second law without 第 (第92、93条, 第12条、86条B款, 第86条A款和B款): every
   law is a reference; one changed (第92、94条 for 92 and 93, 第12条、86条C款, a law the Laws have not included) is one
   ``law-reference`` finding naming both, not a reference missing and a number added.
2. A range of laws (第81至91条, 第81条至第91条, 第81-91条, "Laws 81 to 91", "Laws 81-91", "Νόμων 81 έως 91"): read as its
   two ends on both sides; an end changed (Νόμων 81 έως 90, 第81至90条) is one finding; "Law 86 to 2 boards" no range.
3. A list going on in the same law ("Law 86A and B", "Νόμος 86Α και Β", "των Α και Β του Νόμου 86", "Law 86B2(a) and
   (b)", "A and B of Law 86"): the later items are that law's; Greek sections after an article, plural with no number (των Α και Β) or
   masculine/neuter with one (του Β2); a Latin F after an article is a key (το F4), no section.
4. Chinese item references in ASCII brackets with 项 and no head word ((a)项, (a)、(b)项) or after 上面/下面 (上面的(a)项,
   下面的(d)项): the item, as 上述(a)项 is.
5. A section's letter alone in a Chinese bracket after 但/除 or before 除外/款 (（但A）, （但 A 除外）, （A款除外）): the
   section, as 上文A款 is (（但 A 除外） for "(but see A above)" is an exception of it: tests/test_check_fix9id.py).
6. A reference changed inside a bracketed cross-reference ("(but see A above)" as （但见上文C款）, （但 C 除外）, "(όμως βλ. Γ
   παραπάνω)"; 86B2(a)'s A as Γ): only the law-reference finding, the bracket still the English one's (not also its
   clause missing, its brackets or a parenthetical only in the translation).
7. A Greek section letter in a Chinese citation (（但见上文Γ款）, 第12条Δ款2项) is read by its place (Γ = C): when that is
   another reference than the English's, the law-reference finding is the one finding (not the wrong script too);
   when it is the English's (Α for A, Γ for C), the wrong script is.
"""

from __future__ import annotations

from helper.catalog.checks.references import extract_refs
from tests.support import edits_test, findings_test

LAW = "law reference differs: '{source}' in the English, '{target}' in the translation"


def differs(source: str, target: str) -> list[tuple[str, str, str]]:
    return [("law-reference", "error", LAW.format(source=source, target=target))]


APPEALS = "Add an appeal's outcome to a recorded ruling (Laws 92 and 93)."
UNDER = "Adjusted scores are awarded under Law 12 and Law 86B."
TEAMS = "In team play see Law 86A and B."
DUTIES = "The Director's duties are set out in Laws 81 to 91."
DUTIES_DASH = "The Director's duties are set out in Laws 81-91."

test_a_chinese_list_of_laws_is_each_law = findings_test([
    (APPEALS, "为已记录的裁决添加申诉结果（第92、93条）。", "zh"),
    (APPEALS, "为已记录的裁决添加申诉结果（第92和93条）。", "zh"),
    (APPEALS, "为已记录的裁决添加申诉结果（第92条、93条）。", "zh"),
    (APPEALS, "为已记录的裁决添加申诉结果（第九十二、九十三条）。", "zh"),
    (APPEALS, "Προσθήκη της έκβασης έφεσης σε καταγεγραμμένη απόφαση (Νόμοι 92 και 93).", "el"),
    (UNDER, "调整分依第12条、86条B款判给。", "zh"),
    (UNDER, "调整分依第12条和第86条B款判给。", "zh"),
    (TEAMS, "队式赛见第86条A款和B款。", "zh"),
    # one law changed in the list: one finding naming both
    (APPEALS, "为已记录的裁决添加申诉结果（第92、94条）。", "zh", differs("93", "94条")),
    (APPEALS, "为已记录的裁决添加申诉结果（第91、93条）。", "zh", differs("92", "第91")),
    (UNDER, "调整分依第12条、86条C款判给。", "zh", differs("86B", "86条C款")),
    (UNDER, "调整分依第12条、87条B款判给。", "zh", differs("86B", "87条B款")),
    (TEAMS, "队式赛见第86条A款和C款。", "zh", differs("B", "C款")),
], doc="Chinese lists of laws (one 条 for several, a second law without 第, sections of one law): every law read.")

test_a_range_of_laws_is_its_two_ends = findings_test([
    (DUTIES, "裁判的职责见第81至91条。", "zh"),
    (DUTIES, "裁判的职责见第81条至第91条。", "zh"),
    (DUTIES, "裁判的职责见第81-91条。", "zh"),
    (DUTIES, "裁判的职责见第81条到第91条。", "zh"),
    (DUTIES_DASH, "裁判的职责见第81至91条。", "zh"),
    (DUTIES, "Τα καθήκοντα του Διαιτητή ορίζονται στους Νόμους 81 έως 91.", "el"),
    (DUTIES, "Τα καθήκοντα του Διαιτητή ορίζονται στους Νόμους 81-91.", "el"),
    (DUTIES, "Τα καθήκοντα του Διαιτητή ορίζονται από τους Νόμους 81 μέχρι και 91.", "el"),
    (DUTIES_DASH, "Τα καθήκοντα του Διαιτητή ορίζονται στους Νόμους 81 έως 91.", "el"),
    # an end changed: one finding
    (DUTIES, "Τα καθήκοντα του Διαιτητή ορίζονται στους Νόμους 81 έως 90.", "el", differs("91", "90")),
    (DUTIES, "Τα καθήκοντα του Διαιτητή ορίζονται στους Νόμους 82 έως 91.", "el", differs("81", "82")),
    (DUTIES, "裁判的职责见第81至90条。", "zh", differs("91", "90条")),
    (DUTIES, "裁判的职责见第81条至第90条。", "zh", differs("91", "第90条")),
], doc="A range of laws in any of the three languages: its two ends compared.")


def keys(text: str) -> list[str]:
    return [r.key for r in extract_refs(text)]


def test_a_list_going_on_in_the_same_law_is_that_laws():
    assert keys("see Law 86A and B") == ["86A", "86B"]
    assert keys("Laws 86B2(a) and (b)") == ["86B2(a)", "86B2(b)"]
    assert keys("Νόμος 86Α και Β") == ["86A", "86B"]
    assert keys("τις διατάξεις των Α και Β του Νόμου 86") == ["86A", "86B"]
    assert keys("οι παράγραφοι Α και Β του Νόμου 12") == ["12A", "12B"]
    assert keys("see A and B of Law 86") == ["86A", "86B"]
    assert keys("C1 of Law 12 applies") == ["12C1"]
    assert keys("第86条B款2项(a)和(b)项") == ["86B2(a)", "86B2(b)"]
    # a sub-paragraph after a law with none is the paragraph's own ("(d) hereunder" in 12C2(b)); no range backwards
    assert keys("Laws 78D, 86B3 and (d) hereunder") == ["78D", "86B3", "§(d)"]
    assert keys("apply Law 86 to 2 boards") == ["86"]
    assert keys("Law 12 and a contestant") == ["12"]


def test_greek_sections_after_an_article():
    assert keys("σε σχέση με εκείνη του Β2") == ["§B2"]
    assert keys("όπως ορίζουν οι διατάξεις των Α και Β") == ["§A", "§B"]
    assert keys("στις Β και Γ") == ["§B", "§C"]
    # a single letter with no number is no citation; a Latin F is a key
    assert keys("η Α") == []
    assert keys("το F4 το δείχνει ξανά") == []
    assert keys("του F2") == []


TEAMS_EL = "Σε αγώνες ομάδων βλέπε τις διατάξεις των Α και Β του Νόμου 86."
TEAMS_OF = "In team play see A and B of Law 86."

test_greek_lists_of_one_law = findings_test([
    (TEAMS, TEAMS_EL, "el"),
    (TEAMS, "Σε αγώνες ομάδων βλέπε Νόμο 86Α και Β.", "el"),
    (TEAMS, "Σε αγώνες ομάδων βλέπε τις παραγράφους Α και Β του Νόμου 86.", "el"),
    (TEAMS, "Σε αγώνες ομάδων βλέπε τις διατάξεις των Α και Γ του Νόμου 86.", "el",
     differs("B", "Γ του Νόμου 86")),  # (the last item quoted with the law it is of)
    (TEAMS_OF, TEAMS_EL, "el"),
    (TEAMS_OF, "队式赛见第86条A款和B款。", "zh"),
    (TEAMS_OF, "Σε αγώνες ομάδων βλέπε τις διατάξεις των Α και Δ του Νόμου 86.", "el",
     differs("B of Law 86", "Δ του Νόμου 86")),
], doc="'Law 86A and B', 'A and B of Law 86' as the sections of the same law: no finding; one changed, one finding.")

test_greek_of_a_section = edits_test([
    ("el", "86B3", "αυτά που περιγράφονται στην παράγραφο Β2", "εκείνη του Β2"),
    ("el", "86B3", "αυτά που περιγράφονται στην παράγραφο Β2", "αυτά του Β2"),
    ("el", "86B3", "αυτά που περιγράφονται στην παράγραφο Β2", "εκείνη του Β3", differs("B2", "Β3")),
], doc="86B3 'that prescribed in B2' as του Β2: the reference; του Β3 one finding.")

test_chinese_items_in_ascii_brackets = edits_test([
    ("zh", "12C2(d)", "上述(a)项和(b)项", "上面的(a)项和(b)项"),
    ("zh", "12C2(d)", "上述(a)项和(b)项", "(a)项和(b)项"),
    ("zh", "12C2(d)", "上述(a)项和(b)项", "(a)、(b)项"),
    ("zh", "12C2(d)", "上述(a)项和(b)项", "上面所述(a)、(b)项"),
    ("zh", "12C2(b)", "下述(d)项", "下面的(d)项"),
    ("zh", "12C2(b)", "下述(d)项", "(d)项"),
    # an item changed: one finding
    ("zh", "12C2(d)", "上述(a)项和(b)项", "上面的(a)项和(c)项", differs("(b)", "(c)")),
    ("zh", "12C2(d)", "上述(a)项和(b)项", "(a)项和(c)项", differs("(b)", "(c)")),
    ("zh", "12C2(b)", "下述(d)项", "下面的(e)项", differs("(d)", "(e)")),
], doc="(a)项 with no head word and 上面/下面 before it: the item.")

def see_made_exception(found: str) -> list[tuple[str, str, str]]:
    """86B2(a)'s "(but see A above)" said as an exception of A (fix9id): "see A" refers the reader to A, "except A"
    exempts A's case from the rule."""
    return [("law-reference", "error", f"the English refers the reader to A ('(but see A above)'), the translation "
                                       f"makes it an exception ('{found}'): a cross-reference made an exclusion?")]


test_a_bare_letter_after_but_is_the_section = edits_test([
    ("zh", "86B2(a)", "（但见上文A款）", "（但A）"),
    ("zh", "86B2(a)", "（但见上文A款）", "（但见上面的A款）"),
    # read as the section A too, but an exception of it where the English refers to it (fix9id: these two rows took
    # 但…除外 for a correct wording; the English says "see A", not "except A")
    ("zh", "86B2(a)", "（但见上文A款）", "（但 A 除外）", see_made_exception("（但 A 除外）")),
    ("zh", "86B2(a)", "（但见上文A款）", "（A款除外）", see_made_exception("（A款除外）")),
], doc="86B2(a)'s '(but see A above)' as （但A）, （但见上面的A款）: the reference to A.")

test_a_reference_changed_in_a_bracket_is_one_finding = edits_test([
    ("zh", "86B2(a)", "（但见上文A款）", "（但见上文C款）", differs("A", "C")),
    ("zh", "86B2(a)", "（但见上文A款）", "（但C）", differs("A", "C")),
    ("zh", "86B2(a)", "（但见上文A款）", "（但 C 除外）", differs("A", "C")),
    ("el", "86B2(a)", "(αλλά, βλέπε παράγραφο Α παραπάνω)", "(όμως βλ. Γ παραπάνω)", differs("A", "Γ")),
    ("el", "86B2(a)", "(αλλά, βλέπε παράγραφο Α παραπάνω)", "(αλλά, βλέπε παράγραφο Γ παραπάνω)", differs("A", "Γ")),
    ("el", "86B2(a)", "(αλλά, βλέπε παράγραφο Α παραπάνω)", "(αλλά βλέπε το εδάφιο Γ)", differs("A", "Γ")),
    # a Greek letter in a Chinese citation read by its place (Γ = C): a reference changed, not the wrong script too
    ("zh", "86B2(a)", "（但见上文A款）", "（但见上文Γ款）", differs("A", "Γ")),
    ("zh", "86B2(a)", "（但见上文A款）", "（但Γ）", differs("A", "Γ")),
    ("zh", "86B2(a)", "〔见第12条C款2项〕", "〔见第12条Δ款2项〕", differs("12C2", "第12条Δ款2项")),
    # the same reference in other words: none
    ("el", "86B2(a)", "(αλλά, βλέπε παράγραφο Α παραπάνω)", "(όμως βλ. Α παραπάνω)"),
], doc="86B2(a)'s A changed inside its bracket (to C, to Γ): the law-reference finding only.")


def greek_letter(letter: str, context: str) -> list[tuple[str, str, str]]:
    return [("script", "error", f"Greek letter '{letter}' inside Chinese text: '{context}' in the translation")]


test_a_greek_letter_reading_as_the_english_reference_is_the_script_only = edits_test([
    ("zh", "86B2(a)", "（但见上文A款）", "（但见上文Α款）", greek_letter("Α", "但见上文Α款）。")),
    ("zh", "86B2(a)", "〔见第12条C款2项〕", "〔见第12条Γ款2项〕", greek_letter("Γ", "第12条Γ款2项〕")),
], doc="A Greek letter in a Chinese citation that reads as the English's reference (Α for A, Γ for C): the wrong "
       "script its one finding.")
