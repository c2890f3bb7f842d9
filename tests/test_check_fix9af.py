"""The last fresh tester's (9n) two misses in Chinese and Greek law texts (fix9af, issue 9 §2): each defect is one
finding at its paragraph; the correct wordings of it give none.

M1  86B3 with its condition "in the absence of a relevant regulation" dropped inside a translation split into three
    sentences (or two), whose first sentence says 若干参赛者 ("multiple contestants"): 若干 was read as the condition
    word 若 ("if"), so the translation seemed to keep as many conditions as the English.  若干 is "several", no
    condition.
M2  86B2(a)/(c) "award one or more artificial adjusted scores" as 一个人为调整分 / μία τεχνητή επανορθωτική βαθμολογία
    (exactly one): the rule narrowed, as "both contestants" made one side is.  The count of scores was no
    quantifier (scores were no noun of it); 一个或数个 / 一个或一个以上 / ένα ή περισσότερα say "one or more".
    The number finding of 两个或多个 there names its whole words, 两个或多个, not 两个或多.

The expected messages are written out here, by hand; the Greek is the official text of locales/el.
"""

from __future__ import annotations

import pytest

from tests.support import edits_test, findings, law_texts

ABSENCE = [("sentences", "error", "the condition 'in the absence of a relevant regulation' of the English is missing "
                                  "in the translation: the rule made unconditional?")]

# ---------------------------------------------------------------- M1

FIRST = ("主管单位可以对仅在一张牌桌上、于相同参赛者或若干参赛者之间打过的牌另作规定。"
         "对每一副这样的牌所判给的分数，可以由规章在B2所规定的分数基础上加以变动")
"""The tester's 86B3 to its second sentence's last words (its full stop or comma follows)."""


@pytest.mark.parametrize("rest, expected", [
    ("。不过，裁判按上述规定处理。", ABSENCE),
    ("。但是，裁判按上述规定处理。", ABSENCE),
    ("，不过裁判按上述规定处理。", ABSENCE),
    ("。不过，在没有相关规章的情况下，裁判按上述规定处理。", []),
    ("，不过，在没有相关规章的情况下，裁判按上述规定处理。", []),
    ("。但是，如无相关规章，裁判按上述规定处理。", []),
], ids=["3-sentences-buguo", "3-sentences-danshi", "2-sentences", "3-sentences-kept", "2-sentences-kept",
        "ruwu-kept"])
def test_86b3_split_with_its_condition_dropped_is_one_error(rest, expected):
    english, _clean = law_texts("zh", "86B3")
    assert findings(english, FIRST + rest, "zh", "86B3") == expected


# ---------------------------------------------------------------- M2

def one_score(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", "the English says 'one or more artificial adjusted scores', the translation "
                                     f"'{found}': another number of scores or results?")]


ZH_SCORES, EL_SCORES = "判给一个或多个人为调整分", "μία ή περισσότερες τεχνητές επανορθωτικές βαθμολογίες"

test_one_or_more_scores_made_one_is_one_error = edits_test([
    ("zh", "86B2(c)", ZH_SCORES, "判给一个人为调整分", one_score("一个人为调整分")),
    ("zh", "86B2(a)", ZH_SCORES, "判给一个人为调整分", one_score("一个人为调整分")),
    ("zh", "86B2(c)", ZH_SCORES, "判给单一人为调整分", one_score("单一人为调整分")),
    ("el", "86B2(c)", EL_SCORES, "μία τεχνητή επανορθωτική βαθμολογία",
     one_score("μία τεχνητή επανορθωτική βαθμολογία")),
    ("el", "86B2(a)", EL_SCORES, "μία τεχνητή επανορθωτική βαθμολογία",
     one_score("μία τεχνητή επανορθωτική βαθμολογία")),
], "one or more -> exactly one: the rule narrowed to one score")

test_one_or_more_scores_in_other_words_is_no_finding = edits_test([
    ("zh", "86B2(c)", ZH_SCORES, "判给一个或一个以上人为调整分"),
    ("zh", "86B2(c)", ZH_SCORES, "判给一个或数个人为调整分"),
    ("zh", "86B2(a)", ZH_SCORES, "判给一个或数个人为调整分"),
    ("zh", "86B2(a)", ZH_SCORES, "判给一个或一个以上人为调整分"),
    ("el", "86B2(c)", EL_SCORES, "μία ή και περισσότερες τεχνητές επανορθωτικές βαθμολογίες"),
], "one or more in other words")

test_two_or_more_scores_names_its_whole_words = edits_test([
    ("zh", "86B2(c)", ZH_SCORES, "判给两个或多个人为调整分",
     [("number", "error", "number differs: one or more in the English, 两个或多个 in the translation")]),
    # 86B2(a) says "one or more" twice: the one changed is a number changed too (fix9fc), as in 86B2(c)
    ("zh", "86B2(a)", ZH_SCORES, "判给两个或多个人为调整分",
     [("number", "error", "number differs: one or more in the English, 两个或多个 in the translation")]),
], "two or more for one or more: the number finding with the translation's words whole")
