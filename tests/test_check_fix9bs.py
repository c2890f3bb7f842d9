"""A choice or a pair changed: "or" / "and", "not both", "without" / "with" (fix9bs, issue 9 §2; tester 9ab's
inputs, /tmp/t9ab, session 21).

- The members of a choice joined by "and" ("one of A and B": "Δώστε μόνο ένα από τα --top και --results, όχι και τα
  δύο.", B3e-5) are no "or" said as "and": a correct text, no finding (:data:`choices.CHOICE_MEMBERS`).
- "not both" left out ("请给出 --top 或 --results。") or said as "both" ("也可以同时给出", Cmzh-3; "και τα δύο",
  Cmel-29): one negation error (:func:`choices.not_both_changed`); kept by a negated "both" / "at the same time" or
  by asking for one of them (只能给出其中一个, "ένα από τα").
- "and" between two keys or placeholders said as "or" ("--ns-outcome 或 --ew-outcome", Cmzh-19): one terminology
  error naming both texts' words (:func:`choices.and_made_or`).  Law text names no keys: not compared there.
- "or" said as "and" read by place where the English sentence also says "and", or the translation keeps another
  "or" (12C2(b) "plus 3 IMPs or minus 3 IMPs" with one ή made και); "without" said as "with" one way only
  ("with" said as "without" is no finding: "{score} with the penalty deducted" as 扣除罚分后的 {score}).
- Each quantifier changed asks about what the English's words count (12B1 "any advantage" as 部分利益 asked about
  "other contestants or boards"): boards, contestants, scores or results, the advantage.

Each test fails on the parent commit (checked in a worktree of 0ba5899).
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.support import findings, law_texts

TOP = "Give --top or --results, not both."
OUTCOME = "Give either --outcome, or --ns-outcome and --ew-outcome (Law 12C1(e)), not both."
NS_EW = "Give --ns and --ew (Law 86B2), or --assigned-result and --other-table (Law 86B1)."
OTHER_TABLE = "The result at the other table: contract, declarer and result, or the NS score"


def not_both_said_both(found: str) -> list[tuple[str, str, str]]:
    return [("negation", "error", f"the English says 'not both', the translation '{found}': both allowed or asked "
                                  "where the English allows only one?")]


NOT_BOTH_MISSING = [("negation", "error", "'not both' of the English is missing in the translation: both now allowed?")]


def and_made_or(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation '{found}': 'and' made 'or', only "
                                     "one of the two asked?")]


def or_made_and(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says 'or', the translation '{found}' ('and'): alternatives made "
                                     "all required, the rule narrowed?")]


# ---------------------------------------------------------------- 1, 2: "not both", the members of a choice

@pytest.mark.parametrize("lang, correct, defect, expected", [
    # B3e-5: "only one of --top and --results, not both" - its και joins the choice's members
    ("el", "Δώστε μόνο ένα από τα --top και --results, όχι και τα δύο.", "Δώστε --top ή --results, και τα δύο.",
     not_both_said_both("και τα δύο")),  # Cmel-29
    ("el", "Δώστε ένα από τα --top και --results.", "Δώστε --top ή --results.", NOT_BOTH_MISSING),
    ("el", "Δώστε --top ή --results, όχι όμως και τα δύο.", "Δώστε --top ή --results, ή και τα δύο.",
     not_both_said_both("και τα δύο")),
    ("el", "Δώστε --top ή --results, αλλά όχι ταυτόχρονα.", "Δώστε --top ή --results, ακόμη και ταυτόχρονα.",
     not_both_said_both("ταυτόχρονα")),
    ("zh", "请给出 --top 或 --results，不要同时给出。", "请给出 --top 或 --results，也可以同时给出。",  # shipped; Cmzh-3
     not_both_said_both("同时")),
    ("zh", "--top 与 --results 只能给出其中一个。", "请给出 --top 或 --results。", NOT_BOTH_MISSING),
    ("zh", "请给出 --top 和 --results 中的一个。", "请给出 --top 或 --results，两者都可以。", not_both_said_both("两者都")),
    ("zh", "请在 --top 和 --results 中任选其一，但不能两者都给。", "请给出 --top 或 --results，也可一起给出。",
     not_both_said_both("一起")),
])
def test_not_both_kept_is_no_finding_dropped_or_reversed_one_error(lang, correct, defect, expected):
    assert findings(TOP, correct, lang) == []
    assert findings(TOP, defect, lang) == expected


def test_not_both_of_an_either_or_and_in_the_reviewers_language():
    correct = "请给出 --outcome，或 --ns-outcome 和 --ew-outcome（第12条C款1项(e)），不可同时给出。"  # shipped
    assert findings(OUTCOME, correct, "zh") == []
    got = check_pair(OUTCOME, correct.replace("不可同时给出", "两者都可以给出"), "zh", None, "messages", ui_lang="zh")
    assert [(f.check, f.severity, f.message) for f in got] == [
        ("negation", "error", "英文为“not both”，译文为“两者都”：英文只允许其中一个，译文是否允许或要求两者都给？")]
    greek = "Δώστε είτε --outcome, είτε --ns-outcome και --ew-outcome (Νόμος 12Γ1(ε)), όχι και τα δύο."  # shipped
    assert findings(OUTCOME, greek, "el") == []
    got = check_pair(OUTCOME, greek.replace(", όχι και τα δύο", ""), "el", None, "messages", ui_lang="el")
    assert [(f.check, f.severity, f.message) for f in got] == [
        ("negation", "error", "το «not both» του αγγλικού λείπει από τη μετάφραση: μήπως επιτρέπονται πλέον και τα "
                              "δύο;")]


def test_the_members_of_a_choice_joined_by_kai_in_a_law():
    """86B2(b) "either an artificial adjusted score … or an assigned adjusted score, whichever is more favourable"
    said as "one of the artificial … and the assigned …": no "or" said as "and"; "both the … and the …" is."""
    english, greek = law_texts("el", "86B2(b)")
    either = "είτε μία τεχνητή επανορθωτική βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)], ή μία κατ' εκτίμηση"
    assert either in greek
    one_of = greek.replace(either, "μία από την τεχνητή επανορθωτική βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)] "
                                   "και την κατ' εκτίμηση")
    assert findings(english, one_of, "el", "86B2(b)") == []
    both = greek.replace(either, "και την τεχνητή επανορθωτική βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)] "
                                 "και την κατ' εκτίμηση")
    assert findings(english, both, "el", "86B2(b)") == or_made_and("και")


# ---------------------------------------------------------------- 3: "and" between keys or placeholders made "or"

@pytest.mark.parametrize("english, lang, correct, defect, expected", [
    (OUTCOME, "zh", "请给出 --outcome，或 --ns-outcome 和 --ew-outcome（第12条C款1项(e)），不可同时给出。",  # Cmzh-19
     "请给出 --outcome，或 --ns-outcome 或 --ew-outcome（第12条C款1项(e)），不可同时给出。",
     and_made_or("--ns-outcome and --ew-outcome", "--ns-outcome 或 --ew-outcome")),
    (OUTCOME, "el", "Δώστε είτε --outcome, είτε --ns-outcome και --ew-outcome (Νόμος 12Γ1(ε)), όχι και τα δύο.",
     "Δώστε είτε --outcome, είτε --ns-outcome ή --ew-outcome (Νόμος 12Γ1(ε)), όχι και τα δύο.",
     and_made_or("--ns-outcome and --ew-outcome", "--ns-outcome ή --ew-outcome")),
    (NS_EW, "zh", "请给出 --ns 与 --ew（第86条B款2项），或 --assigned-result 及 --other-table（第86条B款1项）。",
     "请给出 --ns 和 --ew（第86条B款2项），或 --assigned-result 或者 --other-table（第86条B款1项）。",
     and_made_or("--assigned-result and --other-table", "--assigned-result 或者 --other-table")),
    (NS_EW, "el", "Δώστε --ns και --ew (Νόμος 86Β2), ή --assigned-result και --other-table (Νόμος 86Β1).",
     "Δώστε --ns ή --ew (Νόμος 86Β2), ή --assigned-result και --other-table (Νόμος 86Β1).",
     and_made_or("--ns and --ew", "--ns ή --ew")),
    ("{first} and {second}", "zh", "{first} 和 {second}", "{first}或{second}", and_made_or("{first} and {second}",
                                                                                        "{first}或{second}")),
    ("{first} and {second}", "el", "{first} και {second}", "{first} ή {second}",
     and_made_or("{first} and {second}", "{first} ή {second}")),
])
def test_and_between_keys_made_or_is_one_error(english, lang, correct, defect, expected):
    assert findings(english, correct, lang) == []
    assert findings(english, defect, lang) == expected


# ---------------------------------------------------------------- 4: "or" made "and" by place; "without" one way

@pytest.mark.parametrize("english, lang, correct, old, new, found", [
    # the English sentence says "and" too
    (NS_EW, "zh", "请给出 --ns 和 --ew（第86条B款2项），或 --assigned-result 和 --other-table（第86条B款1项）。",
     "，或", "，并且给出", "并且"),
    (NS_EW, "el", "Δώστε --ns και --ew (Νόμος 86Β2), ή --assigned-result και --other-table (Νόμος 86Β1).",
     ", ή", ", και", "και"),
    (OTHER_TABLE, "zh", "另一桌的结果：定约、庄家和结果，或南北得分", "或", "同时还有", "同时"),
    (OTHER_TABLE, "el", "Το αποτέλεσμα στο άλλο τραπέζι: συμβόλαιο, εκτελεστής και αποτέλεσμα, ή η βαθμολογία ΒΝ",
     ", ή", ", και", "και"),
])
def test_or_made_and_beside_an_and_is_one_error(english, lang, correct, old, new, found):
    assert findings(english, correct, lang) == []
    assert findings(english, correct.replace(old, new, 1), lang) == or_made_and(found)


@pytest.mark.parametrize("or_", ["συν ή του", "IMPs ή μείον"])
def test_one_or_of_two_made_and_in_a_law_is_one_error(or_):
    """12C2(b) "average plus or average minus …, plus 3 IMPs or minus 3 IMPs": one of the official Greek's two ή
    made και (the other kept)."""
    english, greek = law_texts("el", "12C2(b)")
    before = set(findings(english, greek, "el", "12C2(b)"))  # the official Greek's own ('συνήθως' added ...)
    after = findings(english, greek.replace(or_, or_.replace("ή", "και")), "el", "12C2(b)")
    assert [f for f in after if f not in before] == or_made_and("και")


@pytest.mark.parametrize("english, lang, text, paragraph", [
    ("The score of the board with the penalty deducted.", "zh", "扣除罚分后这副牌的分数。", "86A"),
    ("The score of the board with the penalty deducted.", "el", "Η βαθμολογία της διανομής χωρίς την ποινή.", "86A"),
    ("{score} with the penalty deducted", "zh", "扣除罚分后的 {score}", None),
])
def test_with_said_by_a_word_of_without_is_no_finding(english, lang, text, paragraph):
    """A correct translation says an English "with" by a word of "without" ("with the penalty deducted" as 扣除罚分,
    "χωρίς την ποινή"): "without" / "with" is read one way, as "or" / "and" (an interface string's option condition,
    "allowed with argument %s" said "χωρίς", stays :func:`interface_modality.with_without`'s)."""
    assert findings(english, text, lang, paragraph) == []


# ---------------------------------------------------------------- 5: a quantifier's question names what it counts

@pytest.mark.parametrize("lang, paragraph, old, new, english, question", [
    ("zh", "12B1", "任何利益", "部分利益", "any advantage", "only part of the advantage taken away, or another one?"),
    ("el", "12B1", "οποιοδήποτε πλεονέκτημα", "ορισμένα πλεονεκτήματα", "any advantage",
     "only part of the advantage taken away, or another one?"),
    ("zh", "86B2(c)", "双方参赛者", "一方参赛者", "both contestants", "does the rule now concern other contestants?"),
    ("zh", "86B2(b)", "每副牌", "第一副牌", "each board", "does the rule now concern other boards?"),
    ("zh", "86B2(c)", "一个或多个", "一个", "one or more artificial adjusted scores",
     "another number of scores or results?"),
])
def test_a_quantifier_changed_asks_about_what_it_counts(lang, paragraph, old, new, english, question):
    text = law_texts(lang, paragraph)[1]
    assert old in text, (paragraph, old)
    found = [message for _c, _s, message in findings(law_texts(lang, paragraph)[0], text.replace(old, new, 1), lang,
                                                     paragraph) if message.startswith("the English says")]
    assert len(found) == 1 and found[0].startswith(f"the English says '{english}', the translation '") \
        and found[0].endswith(question), found
