"""Tester t9ba's bracket, key, placeholder and law-reference inputs (issue 9 §2, fix9vb), each a kind: the input,
other defects of the kind (one finding each) and correct rewordings (none), in both languages.

1. A round or square bracket closed by another kind while later pairs of its own kind close their own brackets
   (:func:`helper.catalog.checks.brackets._closed_later`): "（UTC〕" in "…（UTC〕在另一个登录（{terminal}，进程 {pid}）…"
   (bra40), el 12C2(a) "[βλέπε … Γ1(δ)]" opened as "(" (bra43).  One brackets error, "'（' closed by '〕' in the
   translation: brackets of two kinds", not one never closed plus one never opened.
2. A law's number with its '(' lost ("(Law 90)" as "Νόμος 90)", bra35; :data:`brackets._LAW_BEFORE`): no item label
   "(90)" mended, so the reference 90 is still read.  One brackets error, not "law 90 missing" and "number 90 not in
   the English" too.
3. A parenthetical's brackets dropped, its words kept (el 12C1(e) "άσχετο με την παράβαση" without its brackets,
   bra04; zh 与违规无关; :func:`helper.catalog.checks.pair._terms_unbracketed`): one brackets warning saying the words
   are kept, not "parenthetical … missing" (said still where the words are gone).
4. A bracket holding only a law reference added or dropped ("(Νόμος 78Β)" added to el 12C2(b), law48; "[see also
   C1(d)]" dropped from el 12C2(a), law54; :func:`helper.catalog.checks.pair._holding_only`): the law-reference error
   alone, not a brackets warning too.
5. A law reference changed in a bracket that also says words the English says outside its own ("counting this one
   (Law 12C2(d))" as "（含本副，第12条C款2项(b)）", law57; :func:`helper.catalog.checks.pair._ref_clause`): the
   law-reference error alone, 含本副 still read (no "clause 'counting this one' missing").
6. Keys: a key named twice whose second naming's action went to another key ("F4 shows it again (F4 there saves it,
   Esc drops it)" with F4 and Esc swapped in the bracket, pla45): one keys error, each key named once in the message;
   a group of keys given as another group ("↑ ↓: move" as "← →：移动", pla51): one keys error naming both groups;
   "^O" written "^0" (pla47): one keys error, the 0 no number; a range of written numbers ("a level 1-7") is no key:
   1-8 one number error (num38), "1 至 7" / "1 έως 7" nothing (rew117).
7. A placeholder replaced by a person's word ("the score of {other}" as "η βαθμολογία του αντιπάλου", pla48): one
   placeholders error, not also the person added.
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, findings, shipped_message

RULING = ("A ruling started at {time} (UTC) in another login ({terminal}, process {pid}) is still open: take it "
          "over? That helper will no longer save it. (y / n)")
FORM = "The details form had unsaved text when the helper ended: F4 shows it again (F4 there saves it, Esc drops it)."
TAKE = "Press y to take it over, or n to leave it there (^O asks again later)."
NAV = "Enter: next · ↑ ↓: move · F4: save · Esc: close"
CONTRACT = "{field}: not a contract: {value} (a level 1-7 and a strain C, D, H, S or NT, e.g. 4S, 3NT, 4♠X)."
PENALTY = ("Procedural penalty (Law {law}), {kind}: {amount}, apart from the board's score; the score of {other} does "
           "not change.")
LAW90 = "Is there also a procedural penalty (Law 90)?"
COUNT = ("how many boards of the session the contestant has failed to obtain a result on, counting this one (Law "
         "12C2(d))")


def edited(english: str, lang: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to the shipped ``lang`` translation of ``english``."""
    text = shipped_message(lang, english)
    assert old in text, (lang, old)
    before = {(check, message) for check, _severity, message in findings(english, text, lang)}
    return [f for f in findings(english, text.replace(old, new, 1), lang) if (f[0], f[2]) not in before]


def two_kinds(opening: str, closing: str) -> list[tuple[str, str, str]]:
    return [("brackets", "error", f"'{opening}' closed by '{closing}' in the translation: brackets of two kinds")]


def never_opened(closing: str) -> list[tuple[str, str, str]]:
    return [("brackets", "error", f"'{closing}' closes a bracket that was never opened in the translation")]


def wrong_key(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("keys", "error", f"the English names the key '{english}', the translation '{found}': a Director told "
                              "the wrong key?")]


SWAPPED = [("keys", "error", "the keys 'F4' and 'Esc' each have the other's action in the translation: a Director "
                             "told the wrong key?")]
SEVEN_EIGHT = [("number", "error", "number differs: 7 in the English, 8 in the translation")]
OTHER_MISSING = [("placeholders", "error", "a placeholder of the English is missing: {other}; the helper shows the "
                                           "English instead")]
COUNT_REF = "law reference differs: '12C2(d)' in the English, '{found}' in the translation"


@pytest.mark.parametrize("english, lang, old, new, expected", [
    # 1. a bracket closed by another kind, later pairs of its kind closing their own
    (RULING, "zh", "（UTC）", "（UTC〕", two_kinds("（", "〕")),  # t9ba bra40
    (RULING, "el", "(UTC)", "(UTC]", two_kinds("(", "]")),
    # 2. a law's number with its '(' lost: no item label
    (LAW90, "el", "(Νόμος 90)", "Νόμος 90)", never_opened(")")),  # t9ba bra35
    (LAW90, "zh", "（第90条）", "第90条）", never_opened("）")),
    (COUNT, "el", "(Νόμος 12Γ2(δ))", "Νόμος 12Γ2(δ))", never_opened(")")),
    # 5. a reference changed in a bracket holding words the English says outside its own
    (COUNT, "zh", "2项(d)", "2项(b)", [("law-reference", "error", COUNT_REF.format(found="第12条C款2项(b)"))]),  # law57
    (COUNT, "el", "12Γ2(δ)", "12Γ2(β)", [("law-reference", "error", COUNT_REF.format(found="12Γ2(β)"))]),
    # 6. keys
    (FORM, "zh", "（在表中按 F4 保存，Esc 放弃）", "（在表中按 Esc 保存，F4 放弃）", SWAPPED),  # t9ba pla45
    (FORM, "el", "εκεί το F4 το αποθηκεύει, το Esc το απορρίπτει", "εκεί το Esc το αποθηκεύει, το F4 το απορρίπτει",
     SWAPPED),
    (FORM, "zh", "（在表中按 F4 保存，Esc 放弃）", "（在表中按 F4 保存，按 Esc 放弃）", []),
    (FORM, "el", "εκεί το F4 το αποθηκεύει, το Esc το απορρίπτει",
     "το Esc το απορρίπτει, ενώ εκεί το F4 το αποθηκεύει", []),
    (TAKE, "zh", "^O", "^0", wrong_key("^O", "^0")),  # t9ba pla47
    (TAKE, "el", "^O", "^0", wrong_key("^O", "^0")),
    (TAKE, "zh", "^O", "Ctrl+O", []),
    (NAV, "zh", "↑ ↓：移动", "← →：移动", wrong_key("↑ ↓", "← →")),  # t9ba pla51
    (NAV, "el", "↑↓ κίνηση", "←→ κίνηση", wrong_key("↑ ↓", "←→")),
    (NAV, "el", "↑↓ κίνηση", "← → κίνηση", wrong_key("↑ ↓", "← →")),
    (NAV, "zh", "↑ ↓：移动", "↑/↓：移动", []),
    (CONTRACT, "el", "επίπεδο 1-7", "επίπεδο 1-8", SEVEN_EIGHT),  # t9ba num38
    (CONTRACT, "zh", "阶数 1-7", "阶数 1-8", SEVEN_EIGHT),
    (CONTRACT, "zh", "阶数 1-7", "阶数 1 至 7", []),  # t9ba rew117
    (CONTRACT, "el", "επίπεδο 1-7", "επίπεδο 1 έως 7", []),
    # 7. a placeholder replaced by a person's word
    (PENALTY, "el", "του {other}", "του αντιπάλου", OTHER_MISSING),  # t9ba pla48
    (PENALTY, "zh", "{other}的得分", "对手的得分", OTHER_MISSING),
    (PENALTY, "el", "του {other}", "του Διαιτητή", OTHER_MISSING),
])
def test_interface_edits(english, lang, old, new, expected):
    assert edited(english, lang, old, new) == expected


KEPT = [("brackets", "warning", "the brackets of the English's parenthetical '(unrelated to the infraction)' are "
                                "missing in the translation: its words are kept, no longer set apart?")]
GONE = [("one-language", "warning", "parenthetical of the English missing in the translation: '(unrelated to the "
                                    "infraction)'")]


@pytest.mark.parametrize("lang, paragraph, old, new, expected", [
    # 1. a bracket closed by another kind
    ("el", "12C2(a)", "[βλέπε", "(βλέπε", two_kinds("(", "]")),  # t9ba bra43
    ("zh", "12C2(a)", "〔另见", "（另见", two_kinds("（", "〕")),
    ("zh", "12C2(a)", "〔另见第12条C款1项(d)〕", "（另见第12条C款1项(d)）", []),
    # 3. a parenthetical's brackets dropped, its words kept; its words dropped too
    ("el", "12C1(e)", "(άσχετο με την παράβαση)", "άσχετο με την παράβαση", KEPT),  # t9ba bra04
    ("zh", "12C1(e)", "（与违规无关）", "与违规无关", KEPT),
    ("el", "12C1(e)", " (άσχετο με την παράβαση)", "", GONE),
    ("zh", "12C1(e)", "（与违规无关）", "", GONE),
    # 4. a bracket holding only a reference, added or dropped
    ("el", "12C2(b)", "σε αγώνες με IMPs", "σε αγώνες με IMPs (Νόμος 78Β)",  # t9ba law48
     [("law-reference", "error", "law reference '78Β' in the translation is not in the English")]),
    ("zh", "12C2(b)", "在IMP赛中", "在IMP赛中（第78条B款）",
     [("law-reference", "error", "law reference '第78条B款' in the translation is not in the English")]),
    ("el", "12C2(a)", " [βλέπε επίσης την παράγραφο Γ1(δ)]", "",  # t9ba law54
     [("law-reference", "error", "law reference 'C1(d)' of the English is missing in the translation")]),
    ("zh", "12C2(a)", "〔另见第12条C款1项(d)〕", "",
     [("law-reference", "error", "law reference 'C1(d)' of the English is missing in the translation")]),
    # 5. a reference changed in a bracket with words of its own ("(in team play see Law 86B)"): the reference alone
    ("el", "12A", "86Β", "86Γ",  # t9ba law02 (kept)
     [("law-reference", "error", "law reference differs: '86B' in the English, '86Γ' in the translation")]),
    ("zh", "12A", "第86条B款", "第86条C款",
     [("law-reference", "error", "law reference differs: '86B' in the English, '第86条C款' in the translation")]),
])
def test_law_edits(lang, paragraph, old, new, expected):
    assert edit_findings(lang, paragraph, old, new) == expected
