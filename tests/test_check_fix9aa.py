"""Six kinds left from session 15 (fix9aa, issue 9 §2), each ONE OF A KIND: the correct text gives no finding, the
matching real defect is still found, with a message that names what was lost.

1  One English sentence split at its colon and at each item of its list, a sentence each (12C2(a) in four zh
   sentences), is no finding; a list item dropped still is.
2  "two or more" = "more than one" = 多个 / "περισσότερα από ένα" / "πολλαπλά": no number changed; "more than two"
   as 多个 is.
3  A "may" dropped is quoted by the one whose clause has no modal in the translation, not the first; when the clauses
   cannot tell, "one of the 2 'may'".
4  Greek μη / μην after an article (ο μη υπαίτιος άξονας) is the prefix "non-", no negation added nor one kept.
5  Two placeholders swapped that stand to one comparison word alike (both after "at least", both before "must be at
   least 0") is a warning; a swap that makes the other value the bound is an error.
6  Greek and Chinese number words (δύο, τρεις, πρώτη, δεύτερη; 两副, 三副, 第二副) are read wherever the English has the
   digit or the number word: "2 boards" as δύο διανομές is no finding, τρεις διανομές for "two boards" is.
"""

from __future__ import annotations

import pytest

from tests.support import edits_test, findings as _found, findings_test, law_texts as _texts
from tests.test_check_fix9v import MOVED

# ---------------------------------------------------------------- 1

HEAD = "当由于违规而无法得到结果时〔另见第12条C款1项(d)〕，裁判根据对违规的责任判给人为调整分"
MINUS = "直接有过错的参赛者得平均负分（双人赛中至多为可得比赛分的40%）"
AVERAGE = "仅部分有过错的参赛者得平均分（双人赛中为50%）"
PLUS = "完全无过错的参赛者得平均正分（双人赛中至少为60%）"


def test_12c2a_split_into_four_sentences_at_its_colon_and_its_alternatives_is_no_finding():
    english, _clean = _texts("zh", "12C2(a)")
    assert _found(english, f"{HEAD}。{MINUS}。{AVERAGE}。{PLUS}。", "zh", "12C2(a)") == []


def test_12c2a_split_into_sentences_with_an_alternative_dropped_is_still_found():
    english, _clean = _texts("zh", "12C2(a)")
    found = _found(english, f"{HEAD}。{MINUS}。{PLUS}。", "zh", "12C2(a)")
    # (the number it carried named by its parenthetical since fix9gd: one finding for the bracket and its 50%; the
    # whole case dropped, its degree of fault too, since fix9hb: one finding for the case, listing both)
    assert [f for f in found if f[0] in ("sentences", "one-language")] == [
        ("sentences", "error", "this part of the English seems to have no translation: 'average (50% in pairs) to a "
                               "contestant only partly at fault' (it carried 50%, only partly at fault)"),
        ("sentences", "error", "1 in the English, 3 in the translation; this sentence of the translation is not in "
                               f"the English: '{PLUS}。'")]


# ---------------------------------------------------------------- 2

test_two_or_more_is_more_than_one = edits_test([
    ("zh", "86B2", "两个或更多", "多个"),
    ("zh", "86B2", "两个或更多", "两个以上"),
    ("el", "86B2", "δύο ή περισσότερα", "περισσότερα από ένα"),
    ("el", "86B2", "δύο ή περισσότερα", "πολλαπλά"),
    ("el", "86B2", "δύο ή περισσότερα", "περισσότερα του ενός"),
    ("el", "86B2", "δύο ή περισσότερα", "τρία ή περισσότερα",
     [("number", "error", "number differs: two or more in the English, τρία ή περισσότερα in the translation")]),
], "86B2 says its count twice, 'two or more' and 'more than one': each may be said either way.")

MORE_THAN_TWO = "When more than two results were obtained, the Director decides."
test_more_than_two_is_not_many = findings_test([
    (MORE_THAN_TWO, "如果得到了两个以上结果，由裁判决定。", "zh"),
    (MORE_THAN_TWO, "如果得到了多个结果，由裁判决定。", "zh",
     [("number", "error", "number differs: more than two in the English, 多个 in the translation")]),
    (MORE_THAN_TWO, "Όταν ληφθούν πολλαπλά αποτελέσματα, αποφασίζει ο Διαιτητής.", "el",
     [("number", "error", "number differs: more than two in the English, πολλαπλά in the translation")]),
], "'more than two' is three or more: 多个 / πολλαπλά (two or more) is a number changed.")


# ---------------------------------------------------------------- 3

def _may(words: str) -> list[tuple[str, str, str]]:
    # 86B3's two "may" are the Regulating Authority's ("The Regulating Authority may provide", "may be varied by
    # regulation"): the message names it since fix9be
    return [("terminology", "error", f"the English allows ('{words}'), the translation states it as done: the "
                                     "Regulating Authority's discretion taken away?")]


@pytest.mark.parametrize("old, new, words", [
    ("可以通过", "通过", "may be varied by regulation"),
    ("主管单位得作出", "主管单位作出", "may provide differently for circumstances"),
])
def test_the_may_dropped_is_the_one_whose_clause_has_no_modal(old, new, words):
    english, _clean = _texts("zh", "86B3")
    assert _found(english, MOVED.replace(old, new), "zh", "86B3") == _may(words)


def test_both_mays_dropped_are_both_quoted():
    english, _clean = _texts("zh", "86B3")
    text = MOVED.replace("可以通过", "通过").replace("主管单位得作出", "主管单位作出")
    assert _found(english, text, "zh", "86B3") == _may("may provide differently for circumstances") + _may(
        "may be varied by regulation")


def test_a_may_dropped_between_two_clauses_is_said_as_one_of_two():
    english, _clean = _texts("zh", "86B3")
    text = ("如相同的或多个参赛者之间的牌仅在一张牌桌上打过，主管单位作出不同规定，且可以改变每副此类牌的判分，通过规章而不采用"
            "本条B款2项规定的分数。然而，在没有相关规章时，裁判按上文的方法处理。")
    assert _found(english, text, "zh", "86B3") == [
        ("terminology", "error", "one of the 2 'may' of the English ('may provide differently for circumstances', "
                                 "'may be varied by regulation') is stated as done in the translation (its clauses "
                                 "do not tell which): the Regulating Authority's discretion taken away?")]


# ---------------------------------------------------------------- 4

NOS_PLUS = "The Director awards average plus to the non-offending side."
NOT_NOS_PLUS = "The Director does not award average plus to the non-offending side."
ADDED = ("negation", "error", f"the translation negates '{NOS_PLUS}' where the English does not: a permission or a "
                              "duty made a prohibition, or a condition reversed?")
DROPPED = ("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'The "
                                "Director does not award average plus to the non-offendi…': a prohibition made a "
                                "permission, or a condition reversed?")


@pytest.mark.parametrize("english, text, expected", [
    (NOS_PLUS, "Ο Διαιτητής επιδικάζει μέσο όρο συν στον μη υπαίτιο άξονα.", []),
    ("The non-offending side receives average plus.", "Ο μη υπαίτιος άξονας λαμβάνει μέσο όρο συν.", []),
    (NOT_NOS_PLUS, "Ο Διαιτητής δεν επιδικάζει μέσο όρο συν στον μη υπαίτιο άξονα.", []),
    (NOS_PLUS, "Ο Διαιτητής μην επιδικάζει μέσο όρο συν στον μη υπαίτιο άξονα.", [ADDED]),
    (NOT_NOS_PLUS, "Ο Διαιτητής επιδικάζει μέσο όρο συν στον μη υπαίτιο άξονα.", [DROPPED]),
])
def test_greek_mh_after_an_article_is_the_prefix_non(english, text, expected):
    # (the sides read from υπαίτιος are the sides check's: fix9y; here the negations only)
    assert [f for f in _found(english, text, "el") if f[0] == "negation"] == expected


# ---------------------------------------------------------------- 5

def _order(first: str, second: str) -> list[tuple[str, str, str]]:
    return [("placeholder-order", "warning", f"placeholders in another order: {first} {second} in the English, "
                                             f"{second} {first} in the translation; "
                                             "no word next to them tells which is which: "
                                             "check they are not swapped")]


def _swapped(first: str, second: str) -> list[tuple[str, str, str]]:
    return [("placeholder-order", "error", f"placeholders {first} and {second} swapped: {first} comes first in the "
                                           f"English, {second} in the translation")]


TEAMS = "The score must be at least {low} in pairs and at least {high} in teams."
BOTH = "Both {low} and {high} must be at least 0."
BOUND = "{high} must be at least {low}."
test_a_swap_under_one_comparison_word_is_a_warning = findings_test([
    (TEAMS, "双人赛中分数至少为 {low}，队式赛中至少为 {high}。", "zh"),
    (TEAMS, "双人赛中分数至少为 {high}，队式赛中至少为 {low}。", "zh", _order("{low}", "{high}")),
    (TEAMS, "Η βαθμολογία πρέπει να είναι τουλάχιστον {high} στα ζεύγη και τουλάχιστον {low} στις ομάδες.", "el",
     _order("{low}", "{high}")),
    (BOTH, "{low} 和 {high} 都必须至少为 0。", "zh"),
    (BOTH, "{high} 和 {low} 都必须至少为 0。", "zh", _order("{low}", "{high}")),
    (BOUND, "{high} 必须至少为 {low}。", "zh"),
    (BOUND, "{low} 必须至少为 {high}。", "zh", _swapped("{high}", "{low}")),
    (BOUND, "Το {low} πρέπει να είναι τουλάχιστον {high}.", "el", _swapped("{high}", "{low}")),
], "Swapped under one comparison word each is still a bound (the English's order the only witness); swapped across "
   "it the other value is made the bound.")


# ---------------------------------------------------------------- 6

def _differs(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("number", "error", f"number differs: {english} in the English, {found} in the translation")]


TWO = "The Director cancels two boards."
DIGIT = "The Director cancels 2 boards."
FIRST = "The first board is cancelled."
test_number_words_are_read_where_the_english_has_the_number = findings_test([
    (TWO, "Ο Διαιτητής ακυρώνει δύο διανομές.", "el"),
    (DIGIT, "Ο Διαιτητής ακυρώνει δύο διανομές.", "el"),
    (TWO, "Ο Διαιτητής ακυρώνει τρεις διανομές.", "el", _differs("two", "τρεις")),
    (DIGIT, "Ο Διαιτητής ακυρώνει τρεις διανομές.", "el", _differs("2", "τρεις")),
    (TWO, "Ο Διαιτητής ακυρώνει 3 διανομές.", "el", _differs("two", "3")),
    (TWO, "裁判取消两副牌。", "zh"),
    (DIGIT, "裁判取消两副牌。", "zh"),
    (TWO, "裁判取消三副牌。", "zh", _differs("two", "三")),
    (DIGIT, "裁判取消三副牌。", "zh", _differs("2", "三")),
    (FIRST, "Η πρώτη διανομή ακυρώνεται.", "el"),
    (FIRST, "Η δεύτερη διανομή ακυρώνεται.", "el", _differs("first", "δεύτερη")),
    (FIRST, "第一副牌被取消。", "zh"),
    (FIRST, "第二副牌被取消。", "zh", _differs("first", "第二")),
    ("Ten boards are played.", "Παίζονται δέκα διανομές.", "el"),
    ("Ten boards are played.", "Παίζονται είκοσι διανομές.", "el", _differs("Ten", "είκοσι")),
    # one is also the article: μία for "a" is no number
    ("A board is played.", "Παίζεται μία διανομή.", "el"),
    ("One board is played.", "Παίζεται μία διανομή.", "el"),
], "A number said in words on either side is the number: compared with the other side's word or digit.")
