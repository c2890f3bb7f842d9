"""Numbers and degrees of fault: one finding, in the right words (issue 9 §2; fix9bu, tester 9ab session 21).

1. A degree of fault said as another degree the English also names (12C2(a) "in no way at fault" as 仅部分有过错 beside
   the 仅部分有过错 of the 50% case, Cz-5; "σε καμία περίπτωση υπαίτιος" as "εν μέρει υπαίτιος") is one error naming
   both degrees: the number of that case follows its degree, so it is no "60% goes with ..." too, and the "no" of
   "in no way" is no negation missing.  Numbers moved between degrees that all stay stay the number's finding.
2. A count said changed ("at least one" as "τουλάχιστον δύο", Cmel-30) is one error, not also the warning "'δύο'
   where the English names no two".
3. A one of the English said as another count is an error in Greek as in Chinese (86A μίας -> δύο διανομών, Ce-5,
   was a warning where 86B3 一张 -> 两张 is an error): the Greek one is also the article (ενός αγώνα), so a one left
   elsewhere does not make it kept.  Greek μοναδικ- ("single") is a one, διπλ- ("double") two; μοναδικό for "only"
   is a restriction, no number.
4. A number replaced by another the text already has (60% as 百分之五十 beside the 50% case) is said replaced, "number
   differs: 60% in the English, 百分之五十 in the translation", not "60% missing", in laws and interface strings.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.support import edits_test, findings, findings_test, law_texts
from tests.test_check_fix9bn import number_differs as differs
from tests.test_check_fix9bo import degree_changed, shipped

EN_12C2A, ZH_12C2A = law_texts("zh", "12C2(a)")
EL_12C2A = law_texts("el", "12C2(a)")[1]
# tester 9ab Cz-5: the zh catalogue's wording, its 60% case given the 50% case's degree
CZ5_CLEAN = ("当由于违规而无法取得结果时［另见上文C1(d)］，裁判根据对违规所负的责任判给人为调整分：直接有过错的参赛者得平均负分"
             "（双人赛中至多为可得比赛分的百分之四十），仅部分有过错的参赛者得平均分（双人赛中为百分之五十），完全没有过错的参赛者"
             "得平均正分（双人赛中至少为百分之六十）。")
# the brief's Greek wording of "in no way at fault", in the official Greek
EL_NO_WAY = EL_12C2A.replace("που δεν έσφαλε κατά κανένα τρόπο", "που δεν είναι σε καμία περίπτωση υπαίτιος")

test_a_degree_said_as_another_of_the_english_is_one_finding = findings_test([
    (EN_12C2A, CZ5_CLEAN, "zh"),
    (EN_12C2A, EL_NO_WAY, "el"),
    # Cz-5 and the brief's Greek
    (EN_12C2A, CZ5_CLEAN.replace("完全没有过错的参赛者", "仅部分有过错的参赛者"), "zh",
     degree_changed("in no way at fault", "仅部分有过错", "only partly at fault")),
    (EN_12C2A, EL_NO_WAY.replace("που δεν είναι σε καμία περίπτωση υπαίτιος", "που είναι εν μέρει υπαίτιος"), "el",
     degree_changed("in no way at fault", "εν μέρει υπαίτιος", "only partly at fault")),
    # my own: "directly" as "in no way" (the 40% case), "only partly" as "directly" (the 50% case), "in no way" as
    # "έσφαλε μόνο εν μέρει"
    (EN_12C2A, ZH_12C2A.replace("直接有过错的参赛者", "完全没有过错的参赛者"), "zh",
     degree_changed("directly at fault", "完全没有过错", "in no way at fault")),
    (EN_12C2A, EL_12C2A.replace("έσφαλε μερικώς", "έσφαλε σαφώς"), "el",
     degree_changed("only partly at fault", "έσφαλε σαφώς", "directly at fault")),
    (EN_12C2A, EL_12C2A.replace("δεν έσφαλε κατά κανένα τρόπο", "έσφαλε μόνο εν μέρει"), "el",
     degree_changed("in no way at fault", "έσφαλε μόνο εν μέρει", "only partly at fault")),
    # numbers moved between degrees that all stay: the number's finding, as before
    (EN_12C2A, ZH_12C2A.replace("50%", "@").replace("60%", "50%").replace("@", "60%"), "zh",
     [("number", "error", "50% goes with 'only partly at fault' in the English but with 'in no way at fault' in "
                          "the translation: 50% and 60% swapped?")]),
], "Law 12C2(a) with one degree of fault said as another the English names: that one degree replaced.",
    paragraph="12C2(a)")


@pytest.mark.parametrize("lang, ui_lang, said", [
    ("zh", "zh", "英文为“in no way at fault”，译文为“仅部分有过错”（仅部分过错）：是否变成了另一种过错程度、另一个分数？"),
    ("el", "el", "το αγγλικό λέει «in no way at fault», η μετάφραση «εν μέρει υπαίτιος» (έσφαλε μερικώς): μήπως άλλος "
                 "βαθμός υπαιτιότητας, άλλη βαθμολογία;"),
])
def test_the_degree_replaced_is_said_in_the_reviewers_language(lang, ui_lang, said):
    text = (CZ5_CLEAN.replace("完全没有过错的参赛者", "仅部分有过错的参赛者") if lang == "zh" else
            EL_NO_WAY.replace("που δεν είναι σε καμία περίπτωση υπαίτιος", "που είναι εν μέρει υπαίτιος"))
    found = check_pair(EN_12C2A, text, lang, "2017|12C2(a)", "laws", ui_lang=ui_lang)
    assert [(f.check, f.severity, f.message) for f in found] == [("terminology", "error", said)]


EACH_PLAYER = ("Each player is a contestant: where a player in no way at fault has more than 60% on the other boards "
               "of the session, or one directly at fault less than 40%, give that player his own percentage instead "
               "(Law {law}).")


@pytest.mark.parametrize("lang, old, new, expected", [
    ("zh", "毫无过错", "直接过错", degree_changed("in no way at fault", "直接过错", "directly at fault")),
    ("el", "δεν έσφαλε κατά κανένα τρόπο", "έσφαλε σαφώς",
     degree_changed("in no way at fault", "έσφαλε σαφώς", "directly at fault")),
])
def test_a_degree_replaced_in_an_interface_string_is_one_finding(lang, old, new, expected):
    text = shipped(lang, EACH_PLAYER)
    assert findings(EACH_PLAYER, text, lang) == []
    assert old in text
    assert findings(EACH_PLAYER, text.replace(old, new), lang) == expected


# ---------------------------------------------------------------- 2. a count changed, one finding

OUTCOME = "Give at least one --outcome W:R."

test_a_count_changed_is_one_finding = findings_test([
    (OUTCOME, "Δώστε τουλάχιστον ένα --outcome W:R.", "el"),
    (OUTCOME, "Δώστε ένα ή περισσότερα --outcome W:R.", "el"),
    (OUTCOME, "至少给出一个 --outcome W:R。", "zh"),
    # Cmel-30, and my own: three, and "two or more" for "at least one"
    (OUTCOME, "Δώστε τουλάχιστον δύο --outcome W:R.", "el", differs("at least one", "τουλάχιστον δύο")),
    (OUTCOME, "Δώστε τουλάχιστον τρία --outcome W:R.", "el", differs("at least one", "τουλάχιστον τρία")),
    (OUTCOME, "Δώστε δύο ή περισσότερα --outcome W:R.", "el", differs("at least one", "δύο ή περισσότερα")),
    (OUTCOME, "至少给出两个 --outcome W:R。", "zh", differs("one", "两")),
], "A count of an interface string changed: the number differs, no 'two where the English names no two' too.")


# ---------------------------------------------------------------- 3. a one said as another count: an error in both

test_a_one_said_as_another_count_is_an_error_in_both_languages = edits_test([
    ("el", "86A", "μίας διανομής", "μιας διανομής"),
    # Ce-5 (ένας, "a", is the article elsewhere in the sentence: ενός αγώνα, έναν αγωνιζόμενο), and my own: three
    ("el", "86A", "μίας διανομής", "δύο διανομών", differs("one", "δύο")),
    ("el", "86A", "μίας διανομής", "τριών διανομών", differs("one", "τριών")),
    # Cz-40, the same defect in Chinese, and in Greek
    ("zh", "86B3", "一张", "两张", differs("one", "两")),
    ("el", "86B3", "μόνο σε ένα τραπέζι", "μόνο σε δύο τραπέζια", differs("one", "δύο")),
    # μοναδικό ("the sole") for "only one": a restriction, the one kept
    ("el", "86B3", "μόνο σε ένα τραπέζι", "στο μοναδικό τραπέζι"),
], "A one of the English said as another count: one number error, Greek as Chinese.")

def test_a_one_a_quantifier_said_changed_is_one_finding():
    """86A "one board" as 两副牌 beside 一场比赛 ("a match", tester 9ab Cz-34): the quantifier's one finding, not also
    the number's."""
    english = law_texts("el", "86A")[0]
    text = "当参赛者可能知道一场比赛除去该副牌后的最终结果时，裁判不得行使第6条赋予他的权力下令重发两副牌。他改为判给调整分。"
    assert findings(english, text, "zh", "86A") == [
        ("terminology", "error", "the English says 'one board', the translation '两副牌': does the rule now concern "
                                 "other boards?")]  # fix9bs: the question names what the English counts


CANCELS = "The Director cancels one board and awards a contestant an adjusted score."

test_a_one_beside_an_article_is_still_read = findings_test([
    # my own: the one changed while the translation's article (一个, έναν: "a contestant") stays
    (CANCELS, "裁判取消一副牌，并判给一个参赛者调整分。", "zh"),
    (CANCELS, "Ο Διαιτητής ακυρώνει μία διανομή και επιδικάζει σε έναν αγωνιζόμενο επανορθωτική βαθμολογία.", "el"),
    (CANCELS, "裁判取消两副牌，并判给一个参赛者调整分。", "zh", differs("one", "两")),
    (CANCELS, "Ο Διαιτητής ακυρώνει δύο διανομές και επιδικάζει σε έναν αγωνιζόμενο επανορθωτική βαθμολογία.", "el",
     differs("one", "δύο")),
], "A one of the English said as another count beside an article of the translation: one number error.")

SINGLE = "Single Result Obtained"

test_greek_single_is_a_one = findings_test([
    (SINGLE, "Ελήφθη Ένα Μόνο Αποτέλεσμα", "el"),
    (SINGLE, "Ελήφθη Μοναδικό Αποτέλεσμα", "el"),
    (SINGLE, "Ελήφθη Διπλό Αποτέλεσμα", "el", differs("Single", "Διπλό")),
    (SINGLE, "Ελήφθη Δύο Αποτελέσματα", "el", differs("Single", "Δύο")),
    ("one language only", "μία μοναδική γλώσσα", "el"),
    ("one language only", "μόνο μία γλώσσα", "el"),
    ("one language only", "μόνο δύο γλώσσες", "el", differs("one", "δύο")),
], "Greek μοναδικ- is a one, διπλ- two: 'single' said as 'double' or 'two' is found, μοναδικό for 'only' is clean.")


def test_a_count_standing_for_both_or_twice_is_no_one_changed():
    """The English's "twice" or "both" said by a count of the translation ("δύο φορές", 两名) beside a one: no
    finding (the shipped catalogues' "answered twice; give each question one answer")."""
    english = "{file}: {key} is answered twice; give each question one answer"
    assert findings(english, shipped("el", english), "el") == []
    assert findings(english, shipped("zh", english), "zh") == []
    assert findings("Both members are penalised, even if only one is at fault.",
                    "两名成员都受罚，即使只有一人有过错。", "zh") == []


# ---------------------------------------------------------------- 4. a number replaced is said replaced

test_a_number_replaced_by_another_of_the_text_is_said_replaced = findings_test([
    # tester 9ab Cz-1, the same in Greek, and my own: 40% as 50%
    (EN_12C2A, CZ5_CLEAN.replace("至少为百分之六十", "至少为百分之五十"), "zh", differs("60%", "百分之五十")),
    (EN_12C2A, EL_12C2A.replace("τουλάχιστον 60%", "τουλάχιστον 50%"), "el", differs("60%", "50%")),
    (EN_12C2A, ZH_12C2A.replace("40%", "50%"), "zh", differs("40%", "50%")),
], "Law 12C2(a) with a number said as another the text names: replaced, not missing.", paragraph="12C2(a)")


@pytest.mark.parametrize("lang, ui_lang, said", [
    ("zh", "en", "number differs: 60% in the English, 40% in the translation"),
    ("el", "en", "number differs: 60% in the English, 40% in the translation"),
    ("zh", "zh", "数字不同：英文为 60%，译文为 40%"),
    ("el", "el", "διαφορετικός αριθμός: 60% στο αγγλικό, 40% στη μετάφραση"),
])
def test_a_number_replaced_in_an_interface_string_is_said_replaced(lang, ui_lang, said):
    text = shipped(lang, EACH_PLAYER).replace("60%", "40%")
    assert [(f.check, f.severity, f.message) for f in check_pair(EACH_PLAYER, text, lang, None, "messages",
                                                                  ui_lang=ui_lang)] == [("number", "error", said)]
