"""Interface strings (messages domain): English left, term messages (issue 9 §2, §4; fix9bo, tester 9z session 20).

1. A word of the English capitalised only because the English's sentence begins with it ("Started 于 {date}（UTC）",
   N12) was taken for a name (GNU, PgDn) and left unsaid: it is English left, one untranslated-run error.  Key names
   (Enter, Escape), acronyms (UTC, IMP) and names kept in Latin script (Neuberg, Markdown) stay clean.
2. One quoted English word of the English's prose (哪一方是“non-offending”？, N27) is English left, as in a law text
   (ZD12); a word the English itself quotes ('usually') or mentions in brackets ("(not, no, unless)"), and an option
   value ("none"), is not.
3. English quoted inside a translated bracket («average plus» in "(Enter για παράλειψη: …)", H11) is one
   untranslated-run error naming it, no terminology warning for the same words.
4. A term's message names the glossary's forms in order of use in the shipped catalogue: "'比赛分' where the term
   for 'IMP' is expected ('IMP / 国际比赛分')" (N30; the zh catalogue writes IMP, domain.md), never a form the
   catalogue does not use first.
5. A degree of fault replaced by another is named with its replacement ("the English says 'only partly at fault',
   the translation '完全有过错' (wholly at fault)"), not "'only partly at fault' missing" (ZD23) nor "'average plus'
   goes with 'in no way at fault' … with 'only partly at fault'" (H24, N28), in the English, Chinese and Greek UI.
6. Fuzzy entries are checked leniently by design: the README says which checks run on them.
"""

from __future__ import annotations

import polib
import pytest

from helper.catalog.checks import check_pair
from helper.catalog.checks.catalogues import check_entry
from helper.catalog.checks.common import _fold, halfwidth
from helper.catalog.checks.terminology import load_glossary, term_forms
from tests.support import REPO, edits_test, findings_test, law_texts


def left(text: str) -> list[tuple[str, str, str]]:
    """The one finding of ``text`` left in English in an interface string's translation."""
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{text}'")]


def shipped_entry(lang: str, msgid: str, domain: str = "messages"):
    """The shipped ``lang`` entry (polib) of ``msgid`` in ``domain``."""
    folder = "zh_Hans" if lang == "zh" else lang
    [entry] = [e for e in polib.pofile(str(REPO / "locales" / folder / "LC_MESSAGES" / f"{domain}.po"))
               if e.msgid == msgid and not e.obsolete]
    return entry


def shipped(lang: str, msgid: str) -> str:
    """The shipped ``lang`` translation of the interface string ``msgid``."""
    return shipped_entry(lang, msgid).msgstr


# ---------------------------------------------------------------- 1. a sentence's first word left in English

STARTED = "Started {date} (UTC)"
RECORDED = "Recorded as ruling {id}."
APPEAL = "Appeal {number} of ruling {id}"
CLOSE = "Press Escape, Enter, F1 or q to close."
NEUBERG = "results expected on the board (Neuberg)"

test_sentence_case_word_left = findings_test([
    # tester 9z N12, and the same defect in Greek and in other short strings beside a placeholder
    (STARTED, "Started 于 {date}（UTC）", "zh", left("Started")),
    (STARTED, "Started στις {date} (UTC)", "el", left("Started")),
    (RECORDED, "Recorded 为第 {id} 号裁决。", "zh", left("Recorded")),
    (APPEAL, "Appeal {number} της απόφασης {id}", "el", left("Appeal")),
    # correct: the shipped translations, which keep UTC (an acronym), Escape and Enter (keys), Neuberg (a name)
    (STARTED, shipped("zh", STARTED), "zh", []),
    (STARTED, shipped("el", STARTED), "el", []),
    (RECORDED, shipped("zh", RECORDED), "zh", []),
    (CLOSE, shipped("zh", CLOSE), "zh", []),
    (CLOSE, shipped("el", CLOSE), "el", []),
    (NEUBERG, shipped("zh", NEUBERG), "zh", []),
    (STARTED, "{date}（UTC）开始", "zh", []),
], "A word of the English capitalised as its sentence's first is English left; keys, acronyms, names are kept.")


def test_sentence_case_word_left_in_the_ui_language():
    """The Chinese reviewer reads it in Chinese (``--ui-lang zh``)."""
    found = check_pair(STARTED, "Started 于 {date}（UTC）", "zh", None, "messages", ui_lang="zh")
    assert [(f.check, f.severity, f.message) for f in found] == [
        ("untranslated-run", "error", "译文中留有未翻译的英文：“Started”")]


# ---------------------------------------------------------------- 2. one quoted English word

NON_OFFENDING = "Which side is non-offending?"
USUALLY = ("Source 001 line 29: the official Greek says the score is 'συνήθως' (usually) plus or minus 3 IMPs; the "
           "English has no 'usually' (the score is 3 IMPs unless varied as the second sentence allows). Official "
           "text, kept as published.")
NEGATION = ("a negation of the English (not, no, unless) is missing in the translation of '{text}': a prohibition "
            "made a permission, or a condition reversed?")

test_one_quoted_word = findings_test([
    (NON_OFFENDING, "哪一方是“non-offending”？", "zh", left("non-offending")),  # tester 9z N27
    (NON_OFFENDING, "Ποια πλευρά είναι «non-offending»;", "el", left("non-offending")),
    (NON_OFFENDING, "哪一方是「non-offending」？", "zh", left("non-offending")),
    (NON_OFFENDING, "哪一方是“非违规方”？", "zh", []),
    (NON_OFFENDING, shipped("zh", NON_OFFENDING), "zh", []),
    # the English quotes 'usually' itself, or mentions not, no, unless in brackets: quoting them is right
    (USUALLY, shipped("el", USUALLY), "el", []),
    (USUALLY, shipped("zh", USUALLY), "zh", []),
    (NEGATION, shipped("el", NEGATION), "el", []),
    (NEGATION, shipped("el", NEGATION).replace("'unless'", "«unless»"), "el", []),
], "One quoted word of the English's prose is English left, unless the English quotes or mentions it.")


# ---------------------------------------------------------------- 3. English quoted inside a translated bracket

SKIP = ("If you can assign an adjusted score, enter it in IMPs for the non-offending side (Enter to skip: "
        "average plus)")
H11 = ("Αν μπορείτε να επιδικάσετε κατ' εκτίμηση επανορθωτική βαθμολογία, δώστε την σε IMPs για τον αναίτιο άξονα "
       "(Enter για παράλειψη: «average plus»)")

test_english_quoted_in_a_bracket = findings_test([
    (SKIP, H11, "el", left("average plus")),  # tester 9z H11: not "the term for 'average plus' is not there"
    (SKIP, shipped("zh", SKIP).replace("平均正分", "“average plus”"), "zh", left("average plus")),
    (SKIP, shipped("el", SKIP), "el", []),
    (SKIP, shipped("zh", SKIP), "zh", []),
    # a bracket of its own glossing the term before it is no English left (test_check_fix9ax)
    (SKIP, H11.replace("«average plus»", "μέσος όρος συν («average plus»)"), "el", []),
    (SKIP, shipped("zh", SKIP).replace("平均正分", "平均正分（“average plus”）"), "zh", []),
], "English quoted inside a translated bracket is one untranslated-run error, no term warning too.")


# ---------------------------------------------------------------- 4. the term's forms in order of use

IMP_PLURAL = "{points} = {imps} IMP (Law 78B)"
N30 = [("terminology", "error", "'比赛分' where the term for 'IMP' is expected ('IMP / 国际比赛分')")]


def test_n30_names_the_form_the_catalogue_uses():
    entry = shipped_entry("zh", IMP_PLURAL)
    assert entry.msgstr_plural[0] == "{points} = {imps} IMP（第78条B款）"
    assert check_entry(entry, "zh", "messages") == []
    entry.msgstr_plural[0] = "{points} = {imps} 比赛分（第78条B款）"  # tester 9z N30
    assert [(f.check, f.severity, f.message) for f in check_entry(entry, "zh", "messages")] == N30
    assert [f.message for f in check_entry(entry, "zh", "messages", ui_lang="zh")] == [
        "此处用了“比赛分”，应为“IMP”对应的术语（“IMP / 国际比赛分”）"]


def _reviewed_text(lang: str) -> str:
    """The translations of the shipped ``lang`` catalogues (laws and messages), fuzzy entries left out."""
    folder = "zh_Hans" if lang == "zh" else lang
    texts = []
    for domain in ("laws", "messages"):
        for entry in polib.pofile(str(REPO / "locales" / folder / "LC_MESSAGES" / f"{domain}.po")):
            if not entry.obsolete and "fuzzy" not in entry.flags:
                texts += list(entry.msgstr_plural.values()) or [entry.msgstr]
    return halfwidth("\n".join(texts))


@pytest.mark.parametrize("lang", ["zh", "el"])
def test_each_term_message_names_a_form_the_catalogue_uses(lang):
    """The first form each term's message names is written in the shipped catalogue (as written for Chinese, in any
    inflection for Greek), for every term the catalogue uses; a form the catalogue never uses is named after those
    it uses (国际比赛分 after IMP)."""
    text = _reviewed_text(lang)
    folded = _fold(text)
    used = 0
    for term in load_glossary():
        if not any(p.search(text if lang == "zh" else folded) for p in term.accepted.get(lang, [])):
            continue  # no accepted form in the catalogue (主管单位: only in fuzzy entries): nothing to name first
        first = term_forms(term, lang).split(" / ")[0]
        stem = " ".join(word[:-2] if len(word) > 5 else word for word in _fold(first).split())
        assert first in text or stem in folded, (term.en_text, first)
        used += 1
    assert used >= 20
    imp = next(term for term in load_glossary() if term.en_text == "IMP")
    assert term_forms(imp, "zh") == "IMP / 国际比赛分"
    assert term_forms(imp, "el") == "IMPs"


# ---------------------------------------------------------------- 5. a degree of fault replaced

def degree_changed(english: str, found: str, degree: str) -> list[tuple[str, str, str]]:
    """The one finding of the English's degree of fault ``english`` said as ``found`` (the degree ``degree``)."""
    return [("terminology", "error", f"the English says '{english}', the translation '{found}' ({degree}): another "
                                     "degree of fault, another score?")]


ZD23 = ("当因违规而无法取得结果时〔另见本条C款1项(d)〕，裁判根据对违规所负的责任判给人为调整分：对毫无过错的参赛者判给平均正分"
        "（双人赛中至少为可得比赛分的60%），对完全有过错的参赛者判给平均分（双人赛中为50%），对直接有过错的参赛者判给平均负分"
        "（双人赛中至多为可得比赛分的40%）。")


def test_zd23_names_the_degree_in_its_place():
    english = law_texts("zh", "12C2(a)")[0]
    expected = degree_changed("only partly at fault", "完全有过错", "wholly at fault")
    found = check_pair(english, ZD23, "zh", "2017|12C2(a)", "laws")
    assert [(f.check, f.severity, f.message) for f in found] == expected
    assert [f.message for f in check_pair(english, ZD23, "zh", "2017|12C2(a)", "laws", ui_lang="zh")] == [
        "英文为“only partly at fault”，译文为“完全有过错”（完全过错）：是否变成了另一种过错程度、另一个分数？"]


test_law_degree_replaced = edits_test([
    ("zh", "12C2(a)", "仅部分有过错", "完全有过错", degree_changed("only partly at fault", "完全有过错", "wholly at fault")),
    ("el", "12C2(a)", "έσφαλε μερικώς", "έσφαλε εξ ολοκλήρου",
     degree_changed("only partly at fault", "έσφαλε εξ ολοκλήρου", "wholly at fault")),
    ("el", "12C2(a)", "έσφαλε μερικώς", "έσφαλε πλήρως",
     degree_changed("only partly at fault", "έσφαλε πλήρως", "wholly at fault")),
    # correct: the same degree otherwise worded
    ("zh", "12C2(a)", "仅部分有过错", "只有部分过错"),
    ("el", "12C2(a)", "έσφαλε μερικώς", "έσφαλε μόνο εν μέρει"),
], "A degree of fault of 12C2(a) replaced by one the English never names: both named, not 'missing'.")

SIDE_NO_FAULT = "{side}: in no way at fault, average plus"


@pytest.mark.parametrize("lang, text, found, ui_lang, message", [
    ("el", "{side}: έσφαλε μόνο μερικώς, μέσος όρος συν", "έσφαλε μόνο μερικώς", "el",  # tester 9z H24
     "το αγγλικό λέει «in no way at fault», η μετάφραση «έσφαλε μόνο μερικώς» (έσφαλε μερικώς): μήπως άλλος βαθμός "
     "υπαιτιότητας, άλλη βαθμολογία;"),
    ("zh", "{side}：只有部分过错，平均正分", "只有部分过错", "zh",  # tester 9z N28
     "英文为“in no way at fault”，译文为“只有部分过错”（仅部分过错）：是否变成了另一种过错程度、另一个分数？"),
    ("zh", "{side}：完全有过错，平均正分", "完全有过错", "zh",
     "英文为“in no way at fault”，译文为“完全有过错”（完全过错）：是否变成了另一种过错程度、另一个分数？"),
])
def test_interface_degree_replaced(lang, text, found, ui_lang, message):
    degree = {"只有部分过错": "only partly at fault", "έσφαλε μόνο μερικώς": "only partly at fault",
              "完全有过错": "wholly at fault"}[found]
    assert [(f.check, f.severity, f.message) for f in check_pair(SIDE_NO_FAULT, text, lang, None, "messages")] == \
        degree_changed("in no way at fault", found, degree)
    assert [f.message for f in check_pair(SIDE_NO_FAULT, text, lang, None, "messages", ui_lang=ui_lang)] == [message]
    assert check_pair(SIDE_NO_FAULT, shipped(lang, SIDE_NO_FAULT), lang, None, "messages") == []


# ---------------------------------------------------------------- 6. fuzzy entries, checked leniently as the README says

def test_readme_says_which_checks_run_on_fuzzy_entries():
    """The README's sentence on fuzzy entries names what runs, and the checks do as it says: a form comparison is a
    warning (English left), a placeholder the helper would refuse an error, a comparison of meaning (a degree of
    fault changed) waits for the approval."""
    readme = " ".join((REPO / "README.md").read_text(encoding="utf-8").split())
    assert "A fuzzy entry (an older edition's text or a guess, which gettext never shows) is checked leniently" in readme
    for said in ("the comparisons of form run as warnings", "placeholders the helper would refuse (`placeholders`, an "
                 "error)", "quantifiers and degrees of fault", "run only once it is approved"):
        assert said in readme, said
    origin = "#. origin: 2007 edition"
    said = lambda english, text: [(f.check, f.severity) for f in check_pair(english, text, "zh", None, "messages",
                                                                             fuzzy=True, comment=origin)]
    assert said(SIDE_NO_FAULT, "{side}：完全有过错，平均正分") == [("fuzzy", "warning")]
    assert said("Ruling {id} recorded", "裁决已记录") == [("fuzzy", "warning"), ("placeholders", "error")]
    assert said(STARTED, "Started 于 {date}（UTC）") == [("fuzzy", "warning"), ("untranslated-run", "warning")]
