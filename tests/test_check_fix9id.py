"""Four leftovers of earlier sessions (issue 9 §2, fix9id), each a kind: the input, other wordings of the kind, and
the correct wordings beside it, no finding.

1. A cross-reference said as an exception: Law 86B2(a)'s "(but see A above)" refers the reader to 86A (in knockout
   play no board redealt when the match's result could be known); （但A款除外）, "(εκτός από την Α)" ("except A")
   exempt A's case from the rule instead, a change of meaning.  One law-reference error naming both brackets, where
   the English's own bracket says "see" and no exception ("(but not C)" as （但C款除外） stays right:
   tests/test_check_fix9gd.py).  tests/test_check_fix9fa.py and test_check_fix9gb.py had rows taking （但 A 除外） for
   a correct wording (fix9fa read 但…除外 as the proviso "except as A provides"); they now expect this finding.
2. An interface string's two sentences joined in the translation at a semicolon (or a line break) where the English's
   first sentence has its own semicolon elsewhere ("…shown; nothing recorded. Type the answer, then Enter." as
   …到达，未记录任何内容；请输入答案，然后按 Enter。): a translation of both, no "second sentence dropped" (fix9hf's
   check, which asks the one sentence to name Enter twice, now cuts at the semicolon or line break too).  The line
   break keeps its own finding (a line break the English has not: the newlines check).  The second sentence really
   dropped, or its Enter dropped, is still the sentences finding.
3. Law 12C3's "in no way to blame" restated with its second part reversed (毫无过错、应负违规责任, "…και φέρει ευθύνη":
   "in no way at fault, must bear the blame"): the English's degree said by its opposite, one terminology error;
   the restatement negated (无须负, "δεν φέρει ευθύνη") stays no finding (fix9hf).
4. A condition dropped in the middle of a fuzzy entry (an older edition's text: zh 86A, 12A1, 12C2(b), 12C3 of the
   shipped laws catalogue): found as in a current text, a warning as the entry's other findings; the shipped fuzzy
   entries' findings unchanged (an alternative the later edition added, 12C2(c)'s offending contestant, is not said
   missing from the 1997 text: its 40% missing is that entry's finding).
"""

from __future__ import annotations

from functools import cache

import polib
import pytest

from helper.catalog.checks import check_pair
from tests.support import REPO, edits_test, findings_test
from tests.test_check_fix9gd import but_not_c
from tests.test_check_fix9ha import MAY_NOT, PENALTY, PENALTY_ZH
from tests.test_check_fix9hf import EARLY, EARLY_SKIP


# ---------------------------------------------------------------- 1. "see A" said as "except A"

def excepted(ref: str, english: str, found: str) -> list[tuple[str, str, str]]:
    return [("law-reference", "error", f"the English refers the reader to {ref} ('{english}'), the translation makes "
                                       f"it an exception ('{found}'): a cross-reference made an exclusion?")]


SEE_A = "(but see A above)"
SEE_A_EL = "(αλλά, βλέπε παράγραφο Α παραπάνω)"

test_see_a_said_as_except_a_is_one_finding = edits_test([
    ("zh", "86B2(a)", "（但见上文A款）", "（但A款除外）", excepted("A", SEE_A, "（但A款除外）")),  # the brief's input
    ("zh", "86B2(a)", "（但见上文A款）", "（但 A 除外）", excepted("A", SEE_A, "（但 A 除外）")),
    ("zh", "86B2(a)", "（但见上文A款）", "（除A款外）", excepted("A", SEE_A, "（除A款外）")),
    # its 不 is the exception's, no negation of the rule added
    ("zh", "86B2(a)", "（但见上文A款）", "（但不包括A款）", excepted("A", SEE_A, "（但不包括A款）")),
    ("el", "86B2(a)", SEE_A_EL, "(εκτός από την Α)", excepted("A", SEE_A, "(εκτός από την Α)")),  # the brief's input
    ("el", "86B2(a)", SEE_A_EL, "(εκτός από την παράγραφο Α παραπάνω)",
     excepted("A", SEE_A, "(εκτός από την παράγραφο Α παραπάνω)")),
    ("el", "86B2(a)", SEE_A_EL, "(πλην Α)", excepted("A", SEE_A, "(πλην Α)")),
    ("el", "86B2(a)", SEE_A_EL, "(με εξαίρεση την παράγραφο Α)", excepted("A", SEE_A, "(με εξαίρεση την παράγραφο Α)")),
    # a law cited in square brackets ("[see Law 12C2]") made an exception the same
    ("zh", "86B2(a)", "〔见第12条C款2项〕", "〔第12条C款2项除外〕", excepted("12C2", "[see Law 12C2]", "〔第12条C款2项除外〕")),
    ("el", "86B2(a)", "[βλέπε Νόμο 12Γ2]", "[εκτός από τον Νόμο 12Γ2]",
     excepted("12C2", "[see Law 12C2]", "[εκτός από τον Νόμο 12Γ2]")),
    # in a bracket of several clauses, the clause of the reference: 86B1's "[see Law 12C1©, but for multiple adjusted
    # scores see B2 following]" with its second clause said as an exception names no reference excepted; its 12C1(c)
    # made one does (the English's © read as (c), as its other findings quote it)
    ("zh", "86B1", "〔见第12条C款1项(c)，但如需判给多个调整分，见下述B2〕", "〔见第12条C款1项(c)，多个调整分的情形除外，见下述B2〕"),
    ("zh", "86B1", "〔见第12条C款1项(c)，但如需判给多个调整分，见下述B2〕", "〔第12条C款1项(c)除外，但如需判给多个调整分，见下述B2〕",
     excepted("12C1(c)", "see Law 12C1(c)", "第12条C款1项(c)除外")),
    ("el", "86B2(a)", SEE_A_EL, "(αλλά, εκτός από την παράγραφο Α)", excepted("A", SEE_A, "εκτός από την παράγραφο Α")),
    # the reference changed too: the reference's one finding (tests/test_check_fix9fa.py)
    ("zh", "86B2(a)", "（但见上文A款）", "（但 C 除外）",
     [("law-reference", "error", "law reference differs: 'A' in the English, 'C' in the translation")]),
    # "see A" said otherwise: none
    ("zh", "86B2(a)", "（但见上文A款）", "（但见上面的A款）"),
    ("zh", "86B2(a)", "（但见上文A款）", "（但参见上文A款）"),
    ("el", "86B2(a)", SEE_A_EL, "(όμως βλ. Α παραπάνω)"),
    ("el", "86B2(a)", SEE_A_EL, "(αλλά βλέπε την παράγραφο Α)"),
], doc="86B2(a)'s '(but see A above)' as 'except A': one law-reference error; 'see A' otherwise none.")


@pytest.mark.parametrize("lang, said", [("zh", "（但C款除外）"), ("zh", "（但不包括C款）"), ("el", "(εκτός από την Γ)"),
                                        ("el", "(πλην Γ)")])
def test_an_english_exception_said_as_an_exception_is_no_finding(lang, said):
    """Where the English itself says "(but not C)", an exception of C is its translation (fix9gd)."""
    assert but_not_c(lang, said) == []


SCORES = "Adjusted scores (see Law 12C2) are entered here."
test_see_made_except_in_an_interface_string = findings_test([
    (SCORES, "调整分（见第12条C款2项）在此输入。", "zh"),
    (SCORES, "调整分（第12条C款2项除外）在此输入。", "zh",
     excepted("12C2", "(see Law 12C2)", "（第12条C款2项除外）")),
    (SCORES, "Οι επανορθωτικές βαθμολογίες (βλέπε Νόμο 12Γ2) καταχωρίζονται εδώ.", "el"),
    (SCORES, "Οι επανορθωτικές βαθμολογίες (εκτός από τον Νόμο 12Γ2) καταχωρίζονται εδώ.", "el",
     excepted("12C2", "(see Law 12C2)", "(εκτός από τον Νόμο 12Γ2)")),
    # the English's own exception: none
    ("Adjusted scores (except Law 12C2) are entered here.", "调整分（第12条C款2项除外）在此输入。", "zh"),
], doc="'(see Law 12C2)' said as an exception in a sentence of no law: the same finding.")


# ---------------------------------------------------------------- 2. two sentences joined at a semicolon

def lost(sentence: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"2 in the English, 1 in the translation; this English sentence seems to have no "
                                   f"translation: '{sentence}'; it carries Enter")]


NEWLINE = [("newlines", "error", "\\n: 0 in the English, 1 in the translation")]

test_two_sentences_joined_at_a_semicolon = findings_test([
    (EARLY, "太早了：这次 Enter 在本问题显示之前到达，未记录任何内容；请输入答案，然后按 Enter。", "zh"),  # the brief's input
    (EARLY_SKIP, "太早了：这次 Enter 在本问题显示之前到达，未记录任何内容；请再按一次 Enter 跳过。", "zh"),
    (EARLY, "Πολύ νωρίς: το Enter ήρθε πριν φανεί η ερώτηση, δεν καταγράφηκε τίποτα· γράψτε την απάντηση και μετά "
            "Enter.", "el"),
    # joined at a line break: a translation of both; the line break the English has not is the one finding
    (EARLY, "太早了：这次 Enter 在本问题显示之前到达，未记录任何内容\n请输入答案，然后按 Enter。", "zh", NEWLINE),
    (EARLY, "Πολύ νωρίς: το Enter ήρθε πριν φανεί η ερώτηση, δεν καταγράφηκε τίποτα\nγράψτε την απάντηση και μετά "
            "Enter.", "el", NEWLINE),
    # the second sentence dropped, or said without its Enter: still the sentence named (fix9hf)
    (EARLY, "太早了：这次 Enter 在本问题显示之前到达，未记录任何内容。", "zh", lost("Type the answer, then Enter.")),
    (EARLY, "太早了：这次 Enter 在本问题显示之前到达，未记录任何内容；请输入答案。", "zh",
     lost("Type the answer, then Enter.")),
    (EARLY, "Πολύ νωρίς: το Enter ήρθε πριν φανεί η ερώτηση, δεν καταγράφηκε τίποτα· γράψτε την απάντηση.", "el",
     lost("Type the answer, then Enter.")),
], doc="Two interface sentences joined at a semicolon or a line break, each Enter kept: no sentence dropped.")


# ---------------------------------------------------------------- 3. a restated degree reversed

def reversed_blame(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error",
             f"the English says 'in no way to blame', the translation its opposite '{found}': the meaning reversed?")]


BLAME_EL = "δεν είναι με κανένα τρόπο υπεύθυνος"

test_a_restated_degree_reversed_is_one_finding = edits_test([
    ("zh", "12C3", "毫无过错", "毫无过错、应负违规责任", reversed_blame("应负违规责任")),  # the brief's input
    ("zh", "12C3", "毫无过错", "毫无过错，但应承担违规责任", reversed_blame("但应承担违规责任")),
    ("zh", "12C3", "毫无过错", "毫无过错、负有责任", reversed_blame("负有责任")),
    ("zh", "12C3", "毫无过错", "毫无过错、对违规负责", reversed_blame("对违规负责")),
    ("el", "12C3", BLAME_EL, BLAME_EL + " και φέρει ευθύνη", reversed_blame("και φέρει ευθύνη")),
    ("el", "12C3", BLAME_EL, BLAME_EL + ", αλλά ευθύνεται", reversed_blame("αλλά ευθύνεται")),
    ("el", "12C3", BLAME_EL, "είναι εντελώς ανεύθυνος και ευθύνεται", reversed_blame("και ευθύνεται")),
    # the degree restated as the English means it: none (fix9hf)
    ("zh", "12C3", "毫无过错", "毫无过错、无须负违规责任"),
    ("zh", "12C3", "毫无过错", "毫无过错、不负责任"),
    ("el", "12C3", BLAME_EL, BLAME_EL + " και δεν φέρει ευθύνη"),
], doc="Law 12C3's 'in no way to blame' restated with a liability affirmed: one error.")

test_a_restated_degree_reversed_in_the_older_text = findings_test([
    (PENALTY, PENALTY_ZH.replace("不应负违规责任时", "毫无过错、应负违规责任时"), "zh",
     [MAY_NOT, reversed_blame("应负违规责任")[0]]),
    (PENALTY, PENALTY_ZH.replace("不应负违规责任时", "毫无过错、无须负违规责任时"), "zh", [MAY_NOT]),  # fix9hf
], doc="The 1997 zh 12C3 with the degree restated reversed: that error beside its own 可不.", paragraph="12C3")


# ---------------------------------------------------------------- 4. a condition dropped in a fuzzy entry

@cache
def _fuzzy_entries() -> dict[str, polib.POEntry]:
    return {e.msgctxt: e for e in polib.pofile(str(REPO / "locales/zh_Hans/LC_MESSAGES/laws.po")) if e.fuzzy}


def _checked(entry: polib.POEntry, text: str) -> list:
    """The findings of ``text`` in the place of the fuzzy ``entry``'s, checked as `catalog check` checks it."""
    comment = "\n".join(c for c in (entry.comment, entry.tcomment) if c)
    return check_pair(entry.msgid, text, "zh", entry.msgctxt, "laws", fuzzy=True, comment=comment,
                      previous=entry.previous_msgid)


def fuzzy_edit(paragraph: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit brings to the shipped fuzzy Chinese of ``paragraph``."""
    entry = _fuzzy_entries()[f"2017|{paragraph}"]
    assert old in entry.msgstr
    before = {(f.check, f.message) for f in _checked(entry, entry.msgstr)}
    return [(f.check, f.severity, f.message) for f in _checked(entry, entry.msgstr.replace(old, new, 1))
            if (f.check, f.message) not in before]


def condition(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "warning", f"the condition '{text}' of the English is missing in the translation: the rule "
                                     "made unconditional?")]


FUZZY_ROWS = [
    ("86A", "如果某参赛者可能知道除去该副牌的最后结果时，则", "",
     condition("when the final result of a match without that board could b…")),
    ("12A1", "当裁判认定规则对某一特定犯规对非违规方不足以补偿时，", "",
     condition("when he judges that these Laws do not prescribe a rectifica…")),  # was a negation missing
    ("12C2(b)", "如果裁判判给人为调整分，", "",
     condition("When the Director chooses to award an artificial adjusted s…")),  # was three terms missing
    # a clause of the older text the 2017 English has not: nothing lost
    ("12C2(c)", "也并不是出于自已的选择，", "", []),
    ("12C3", "则在判给调整分时，", "", []),
]


@pytest.mark.parametrize("paragraph, old, new, expected", FUZZY_ROWS, ids=[f"{r[0]}-{r[1]}" for r in FUZZY_ROWS])
def test_a_condition_dropped_in_a_fuzzy_entry_is_found(paragraph, old, new, expected):
    assert fuzzy_edit(paragraph, old, new) == expected


def test_the_shipped_fuzzy_entries_have_no_condition_or_alternative_missing():
    """The shipped older texts (5 fuzzy zh entries) read for their conditions add no finding: 12C2(c)'s 1997 text has
    no case of the offending contestant (a 2017 alternative), its 40% missing is the one finding of it."""
    entries = _fuzzy_entries()
    assert sorted(entries) == ["2017|12A1", "2017|12C2(b)", "2017|12C2(c)", "2017|12C3", "2017|86A"]
    for entry in entries.values():
        said = [f.message for f in _checked(entry, entry.msgstr) if f.check == "sentences"]
        assert not [m for m in said if "is missing in the translation" in m], (entry.msgctxt, said)
    assert [(f.check, f.message) for f in _checked(entries["2017|12C2(c)"], entries["2017|12C2(c)"].msgstr)
            if f.check == "number"] == [("number", "number 40% of the English is missing in the translation")]
