"""One defect, one finding: where two checks read the same words, the most telling one speaks (issue 9 §2, fix9bd;
tester 9x, session 19).  Each test has the tester's input (its label) and a second, independent defect of the same
entry, which is still found: the others stay silent for those words only, never for the whole entry.

1. English left inside a sentence is no sentence of its own: its "？" ends no Chinese sentence (C-zh15b, Law 12A3),
   and English appended alone adds none (C-mz29): the untranslated-run is the one finding.
2. A law's "may" made 务必 (a word of duty) is "the translation obliges", not also "stated as done" (D6-f, 12A3).
3. Brackets the translator put around English left are part of that defect, no parenthetical or brackets warning
   of their own (C-zh14a, 12C1(e)(i) （即“the score it would have been allotted”）).
4. A degree of fault dropped with its negation (Greek 12C2(a) "που δεν έσφαλε κατά κανένα τρόπο" as "που έσφαλε") is
   the degree's finding, its "no" not also a negation missing.
5. A term of a family said as another member the English names elsewhere (12C2(a) 平均正分 -> 平均分 for the no-fault
   contestant, C-zh35; 平均负分 -> 平均分; Greek "μέσο όρο συν" -> "μέσο όρο") is an error naming both terms, not the
   warning that the term is missing.
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, findings, law_texts

ENGLISH_12A3 = law_texts("el", "12A3")[0]


def left(text: str) -> tuple[str, str, str]:
    """The untranslated-run error naming ``text``."""
    return ("untranslated-run", "error", f"English left untranslated in the translation: '{text}'")


def clean(lang: str, paragraph: str) -> None:
    """The correct text an edit starts from gives no finding: each finding asserted is the edit's."""
    english, text = law_texts(lang, paragraph)
    assert findings(english, text, lang, paragraph) == [], (lang, paragraph)


# ---------------------------------------------------------------- 1. English inside a sentence

MISSPELT_12A3 = ("terminology", "error", "'调正分' is a misspelling of the term for 'adjusted score' ('调整分 / 调整得分') "
                                         "in the translation")
ADDED_12A3 = ("sentences", "error", "1 in the English, 2 in the translation; this sentence of the translation is not "
                                    "in the English: '裁判的裁决为最终裁决。'")


@pytest.mark.parametrize("text, lang", [
    ("如果 incorrect rectification？裁判可以判给调整分。", "zh"),  # C-zh15b
    ("Ο Διαιτητής μπορεί να επιδικάσει επανορθωτική βαθμολογία, αν υπήρξε incorrect rectification. Κάποιας ανωμαλίας.",
     "el"),
])
def test_english_inside_a_sentence_ends_none(text, lang):
    clean(lang, "12A3")
    assert findings(ENGLISH_12A3, text, lang, "12A3") == [left("incorrect rectification")]


def test_english_inside_a_sentence_and_other_defects():
    assert findings(ENGLISH_12A3, "如果 incorrect rectification？裁判可以判给调整分。裁判的裁决为最终裁决。", "zh",
                    "12A3") == [ADDED_12A3, left("incorrect rectification")]
    assert findings(ENGLISH_12A3, "如果 incorrect rectification？裁判可以判给调正分。", "zh", "12A3") == [
        MISSPELT_12A3, left("incorrect rectification")]


QUESTION = "Is there also a procedural penalty (Law 90)?"


@pytest.mark.parametrize("text, lang", [
    ("是否另有程序性罚分（第90条）？“procedural penalty”", "zh"),  # C-mz29
    ("Υπάρχει επίσης διαδικαστική ποινή (Νόμος 90); «procedural penalty»", "el"),
    ("Ο Διαιτητής μπορεί να επιδικάσει επανορθωτική βαθμολογία, αν υπήρξε εσφαλμένη επανόρθωση κάποιας ανωμαλίας. "
     "«Incorrect rectification»", "el"),
])
def test_english_appended_adds_no_sentence(text, lang):
    english, named = (QUESTION, "procedural penalty") if "90" in text else (ENGLISH_12A3, "Incorrect rectification")
    assert findings(english, text, lang, None if "90" in text else "12A3") == [left(named)]


@pytest.mark.parametrize("text, lang, reference", [
    ("是否另有程序性罚分（第91条）？“procedural penalty”", "zh", "第91条"),
    ("Υπάρχει επίσης διαδικαστική ποινή (Νόμος 91); «procedural penalty»", "el", "91"),
])
def test_english_appended_and_a_reference_changed(text, lang, reference):
    assert findings(QUESTION, text, lang) == [
        ("law-reference", "error", f"law reference differs: '90' in the English, '{reference}' in the translation"),
        left("procedural penalty")]


# ---------------------------------------------------------------- 2. "may" made 务必

OBLIGES_12A3 = ("terminology", "error", "the English allows ('may') in 'The Director may award an adjusted score if "
                                        "there has been …', the translation obliges: the Director's discretion taken "
                                        "away?")


@pytest.mark.parametrize("text", ["对违规作出的纠正如有错误，裁判务必判给调整分。",  # D6-f
                                  "对违规作出的纠正如有错误，裁判一定要判给调整分。"])
def test_may_made_a_word_of_duty(text):
    assert findings(ENGLISH_12A3, text, "zh", "12A3") == [OBLIGES_12A3]


def test_may_made_a_word_of_duty_and_a_term_misspelt():
    assert findings(ENGLISH_12A3, "对违规作出的纠正如有错误，裁判务必判给调正分。", "zh", "12A3") == [
        MISSPELT_12A3, OBLIGES_12A3]


# ---------------------------------------------------------------- 3. brackets around English left

ALLOTTED = "the score it would have been allotted"


@pytest.mark.parametrize("old, new", [
    ("为因纠正其违规而本应得到的分数", f"（即“{ALLOTTED}”），是其违规经纠正后理应分配给它的分数"),  # C-zh14a
    ("为因纠正其违规而本应得到的分数", f"（英文为“{ALLOTTED}”），是其违规经纠正后理应分配给它的分数"),
])
def test_brackets_around_english_left(old, new):
    assert edit_findings("zh", "12C1(e)(i)", old, new) == [left(ALLOTTED)]


def test_brackets_around_english_left_and_brackets_added():
    assert edit_findings("zh", "12C1(e)(i)", "为因纠正其违规而本应得到的分数",
                         f"（即“{ALLOTTED}”），是其违规经纠正后理应分配给它的分数〔另见下文〕") == [
        left(ALLOTTED), ("brackets", "warning", "brackets 〔〕 in the translation are not in the English")]


# ---------------------------------------------------------------- 4. a degree of fault dropped with its negation

IN_NO_WAY = ("terminology", "error", "the degree of fault 'in no way at fault' of the English is missing in the "
                                     "translation: another category of fault, another score?")
NEGATION_12C2A = ("negation", "error",
                  "a negation of the English (not, no, unless) is missing in the translation of 'When owing to an "
                  "irregularity no result can be obtained [se…': a prohibition made a permission, or a condition "
                  "reversed?")


@pytest.mark.parametrize("lang, old, new", [
    ("el", "που δεν έσφαλε κατά κανένα τρόπο", "που έσφαλε"),
    ("zh", "完全无过错", "有过错"),
])
def test_degree_dropped_with_its_negation(lang, old, new):
    assert edit_findings(lang, "12C2(a)", old, new) == [IN_NO_WAY]


@pytest.mark.parametrize("lang, degree, negated", [
    ("el", ("που δεν έσφαλε κατά κανένα τρόπο", "που έσφαλε"), ("δεν μπορεί να υπάρξει", "μπορεί να υπάρξει")),
    ("zh", ("完全无过错", "有过错"), ("无法得到结果", "可以得到结果")),
])
def test_degree_dropped_and_other_defects(lang, degree, negated):
    """A number changed beside it is still found, and so is the sentence's other negation dropped."""
    clean(lang, "12C2(a)")
    english, text = law_texts(lang, "12C2(a)")
    changed = text.replace(degree[0], degree[1], 1).replace("60%", "70%", 1)
    assert findings(english, changed, lang, "12C2(a)") == [
        ("number", "error", "number differs: 60% in the English, 70% in the translation"), IN_NO_WAY]
    changed = text.replace(degree[0], degree[1], 1).replace(negated[0], negated[1], 1)
    assert findings(english, changed, lang, "12C2(a)") == [NEGATION_12C2A, IN_NO_WAY]


# ---------------------------------------------------------------- 5. a swap within a term family

def family_swap(found: str, term: str, expected: str) -> tuple[str, str, str]:
    """The error of ``found`` (the plain average) standing where the term ``term`` (``expected``) is expected."""
    return ("terminology", "error", f"'{found}' ('average') where the term for '{term}' is expected ('{expected}'): "
                                    "the score or side changed?")


C_ZH35 = ("如因违规而无法取得结果〔另见本条C款1项(d)〕，裁判根据对违规所负的责任判给人为调整分：对有直接过错的参赛者判给平均负分"
          "（双人赛中至多为可得比赛分的40%），对仅有部分过错的参赛者判给平均分（双人赛中为50%），对毫无过错的参赛者判给平均分"
          "（双人赛中至少为60%）。")


def test_average_plus_as_the_average_tester():
    assert findings(law_texts("zh", "12C2(a)")[0], C_ZH35, "zh", "12C2(a)") == [
        family_swap("平均分", "average plus", "平均正分")]
    # 正的平均分 says "average plus" in other words: the term missing, a warning, as before
    assert edit_findings("zh", "12C2(a)", "平均正分", "正的平均分") == [
        ("terminology", "warning", "the term for 'average plus' ('平均正分') is not in the translation")]


@pytest.mark.parametrize("lang, old, new, expected", [
    ("zh", "平均正分", "平均分", family_swap("平均分", "average plus", "平均正分")),
    ("zh", "平均负分", "平均分", family_swap("平均分", "average minus", "平均负分")),
    ("el", "τον μέσο όρο συν", "τον μέσο όρο", family_swap("μέσο όρο", "average plus", "μέσος όρος συν")),
    ("el", "τον μέσο όρο μείον", "τον μέσο όρο", family_swap("μέσο όρο", "average minus", "μέσος όρος μείον")),
])
def test_family_swap_is_an_error(lang, old, new, expected):
    assert edit_findings(lang, "12C2(a)", old, new) == [expected]


def test_family_swaps_both():
    english, text = law_texts("zh", "12C2(a)")
    text = text.replace("平均正分", "平均分").replace("平均负分", "平均分")
    assert findings(english, text, "zh", "12C2(a)") == [family_swap("平均分", "average plus", "平均正分"),
                                                       family_swap("平均分", "average minus", "平均负分")]
