"""Correct Chinese and Greek law texts that tester 9z (session 20) saw flagged, each kept as a kind (fix9bk).

Each correct text is the tester's own, whole, checked against the 2017 English of its paragraph: no finding at all;
the matching defect planted in it is exactly one finding.

1  主办单位 / 主办方 name the Tournament Organizer beside either form of the Regulating Authority: glossary forms.
2  以上规定 / 以上方法 are the references back "The foregoing" / "as above" (60%以上 is none); a Greek section after
   its article (η Β2, στη Β2) is a law reference.
3  两人 is "both members" (all), and the English's "only one of them" is a one of its own: 一人 beside it no change.
4  前提是 / 前提条件是 / 条件是 open a condition.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from helper.catalog.checks.references import back_references_missing
from tests.support import findings, law_texts

# the tester's correct texts (/tmp/t9z: Z15, Z16, Z47, E21, Z31, Z46)
Z15 = ("在以IMP计分的比赛中，当裁判选择判给平均正分或平均负分的人为调整分时，该得分分别为正3 IMP或负3 IMP。"
       "经主管机构批准，主办单位可依照第78条D款、第86条B款3项及下述(d)项的规定变更此分数。")
Z16 = ("对于在一节比赛中得分超过可得比赛分60%的非违规参赛者，或得分低于可得比赛分40%的违规参赛者（或以IMP计的相当分数），"
       "以上规定须作修改。这些参赛者得到其在该节其他各副牌上所得的百分比（或以IMP计的相当分数）。")
Z47 = ("主管机构可以对相同或多个参赛者之间仅在一张牌桌上打过的牌另行规定。每一副此类牌的判分可以依规程而与本条B款2项的规定"
       "不同；不过，如果没有相关规程，裁判按照以上方法处理。")
E21 = ("Για περιπτώσεις όπου διανομές παίχτηκαν σε ένα μόνο τραπέζι μεταξύ των ίδιων ή πολλαπλών αγωνιζόμενων, η "
       "Ρυθμιστική Αρχή μπορεί να προβλέψει διαφορετικά. Μέσω κανονισμού, η βαθμολογία που επιδικάζεται για κάθε τέτοια "
       "διανομή μπορεί να διαφέρει από εκείνη που ορίζει η Β2· όμως, αν δεν υπάρχει σχετικός κανονισμός, ο Διαιτητής "
       "ενεργεί όπως παραπάνω.")
Z31 = ("在个人比赛中，即使违规方只有一人可能对违规负责，裁判仍应对违规方两人同样执行本规则的纠正和判给调整分的条款。"
       "不过，裁判如认为违规者的同伴毫无过失，则不应对该同伴处以程序性判罚。")
Z46 = "在第92条B款规定的期限内，裁判可以应牌手的申请或主动判给调整分，前提是本规则授权他这样做（队式赛见第86条B款）。包括："

CORRECT = [("zh", "12C2(b)", Z15), ("zh", "12C2(c)", Z16), ("zh", "86B3", Z47), ("el", "86B3", E21),
           ("zh", "12C3", Z31), ("zh", "12A", Z46)]


def _found(lang: str, paragraph: str, text: str, old: str | None = None, new: str = ""):
    """The findings on ``text`` (``old`` replaced by ``new`` first) as the translation of the 2017 English of Law
    ``paragraph``."""
    if old is not None:
        assert old in text, old
        text = text.replace(old, new, 1)
    return findings(law_texts(lang, paragraph)[0], text, lang, paragraph)


@pytest.mark.parametrize("lang, paragraph, text", CORRECT, ids=[f"{c[0]}-{c[1]}" for c in CORRECT])
def test_the_testers_correct_texts_have_no_finding(lang, paragraph, text):
    assert _found(lang, paragraph, text) == []


# 1  the organisational terms in each of their Chinese forms

@pytest.mark.parametrize("organizer", ["主办单位", "比赛主办单位", "主办方"])
@pytest.mark.parametrize("authority", ["主管机构", "主管单位"])
def test_every_form_of_the_organisational_terms_is_the_term(organizer, authority):
    text = Z15.replace("主办单位", organizer).replace("主管机构", authority)
    assert _found("zh", "12C2(b)", text) == []


def test_the_organizer_left_out_is_one_terminology_warning_naming_its_forms():
    missing = "the term for 'Tournament Organizer' ('主办单位 / 比赛主办机构 / 主办机构 / 主办方') is not in the translation"
    assert _found("zh", "12C2(b)", Z15, "主办单位可", "可") == [("terminology", "warning", missing)]
    # in the checked language's interface too
    english = law_texts("zh", "12C2(b)")[0]
    found = [(f.check, f.severity, f.message) for f in check_pair(english, Z15.replace("主办单位可", "可", 1), "zh",
                                                                   "2017|12C2(b)", "laws", ui_lang="zh")]
    assert found == [("terminology", "warning", "译文中没有“Tournament Organizer”对应的术语（“主办单位 / 比赛主办机构 / 主办机构 / 主办方”）")]


# 2  references back with no letter, and Greek sections after their article

FOREGOING = ("law-reference", "error", "the reference 'The foregoing' of the English (to what the law says before or "
                                       "after) is missing in the translation")
AS_ABOVE = ("law-reference", "error", "the reference 'as above' of the English (to what the law says before or after) "
                                      "is missing in the translation")


@pytest.mark.parametrize("words", ["以上规定", "以上的规定", "以上所述", "以上各项规定"])
def test_yishang_before_what_the_law_said_is_the_foregoing(words):
    assert _found("zh", "12C2(c)", Z16, "以上规定", words) == []


def test_the_foregoing_as_yishang_is_kept_and_dropped_is_one_reference_error():
    assert _found("zh", "12C2(c)", Z16) == []
    assert _found("zh", "12C2(c)", Z16, "以上规定须作修改", "须作修改") == [FOREGOING]


def test_as_above_as_yishang_is_kept_and_dropped_is_one_reference_error():
    assert _found("zh", "86B3", Z47) == []
    assert _found("zh", "86B3", Z47, "裁判按照以上方法处理", "裁判判给平均分") == [AS_ABOVE]


@pytest.mark.parametrize("bound", ["60%以上", "两人以上", "三副以上"])
def test_yishang_after_a_number_or_a_count_is_a_bound_no_reference_back(bound):
    english = law_texts("zh", "12C2(c)")[0]
    text = f"得分在{bound}的参赛者须作修改。"
    assert back_references_missing(english, text, "zh") == [(0, len("The foregoing"))]
    assert back_references_missing(english, text.replace("须作", "以上规定须作"), "zh") == []


@pytest.mark.parametrize("cited", ["ορίζει η Β2", "ορίζεται στη Β2", "ορίζεται στην Β2", "ορίζουν οι διατάξεις της Β2"])
def test_a_greek_section_after_its_article_is_the_reference(cited):
    assert _found("el", "86B3", E21, "ορίζει η Β2", cited) == []


def test_another_section_after_its_article_is_one_reference_error():
    assert _found("el", "86B3", E21, "η Β2", "η Β1") == [
        ("law-reference", "error", "law reference differs: 'B2' in the English, 'Β1' in the translation")]


# 3  "both members" as 两人, "only one of them" as 只有一人

@pytest.mark.parametrize("both", ["违规方两人", "违规方二人", "违规方两人都"])
def test_both_members_as_the_two_of_them_beside_only_one_is_no_change(both):
    assert _found("zh", "12C3", Z31, "违规方两人", both) == []


def test_both_members_as_two_is_kept_and_made_one_is_one_terminology_error():
    assert _found("zh", "12C3", Z31) == []
    assert _found("zh", "12C3", Z31, "违规方两人", "违规方一人") == [
        ("terminology", "error",
         "the English says 'both members', the translation '一人': does the rule now concern other contestants?")]


# 4  a condition said as its premise

@pytest.mark.parametrize("premise", ["前提是", "前提条件是", "条件是"])
def test_a_premise_is_the_condition(premise):
    assert _found("zh", "12A", Z46, "前提是", premise) == []


def test_the_premise_is_kept_and_the_condition_dropped_is_one_sentences_error():
    assert _found("zh", "12A", Z46) == []
    assert _found("zh", "12A", Z46, "，前提是本规则授权他这样做", "") == [
        ("sentences", "error", "the condition 'when these Laws empower him to do so' of the English is missing in the "
                               "translation: the rule made unconditional?")]
