"""Meaning faults a fresh reviewer (tester 9b) found, each kept as a kind with its siblings, in Chinese and Greek.

Each defect is planted in a real text: the official Greek of Laws 12 and 86 (``locales/el/LC_MESSAGES/laws.po``)
or the Chinese written from the 2017 English in ``tests/test_catalog_fix9e.py`` (``ZH_2017``), and the exact new
finding is asserted; the clean texts give none (each test compares against the clean text's findings).

A  missed meanings: a bound flipped (至少 -> 至多), a label of a share changed (a degree of fault), "only" or "may"
   of the English dropped;
B  false errors: the cases of 12C2(a) in another order, two sentences joined at a semicolon, a percentage in words
   (四成, σαράντα τοις εκατό), the English plural marker "board(s)";
C  two placeholders of opposite meaning ({plus}/{minus}) swapped: an error.
"""

from __future__ import annotations

import polib
import pytest

from helper.catalog.checks import check_pair
from tests.support import REPO, edit_findings, edits_test, law_texts
from tests.test_check_fix9bo import degree_changed


AT_LEAST, AT_MOST = "at least / more than", "at most / less than"


def goes_with(number: str, expected: str, found: str) -> list[tuple[str, str, str]]:
    """The one finding ``(check, severity, message)`` of a number whose bound or label differs: ``number``
    goes with ``expected`` in the English, with ``found`` in the translation."""
    return [("number", "error", f"{number} goes with '{expected}' in the English but with '{found}' in the translation")]


# ---------------------------------------------------------------- A. a bound flipped

PLUS_AT_MOST, MINUS_AT_LEAST = goes_with("60%", AT_LEAST, AT_MOST), goes_with("40%", AT_MOST, AT_LEAST)

test_a_bound_flipped_is_found = edits_test([
    # Law 12C2(a): average plus is AT LEAST 60%, average minus AT MOST 40%
    ("zh", "12C2(a)", "至少为60%", "至多为60%", PLUS_AT_MOST),
    ("zh", "12C2(a)", "至少为60%", "最多为60%", PLUS_AT_MOST),
    ("zh", "12C2(a)", "至少为60%", "不超过60%", PLUS_AT_MOST),
    ("zh", "12C2(a)", "至多为可得比赛分的40%", "至少为可得比赛分的40%", MINUS_AT_LEAST),
    ("zh", "12C2(a)", "至多为可得比赛分的40%", "不少于可得比赛分的40%", MINUS_AT_LEAST),
    ("el", "12C2(a)", "τουλάχιστον 60%", "το πολύ 60%", PLUS_AT_MOST),
    ("el", "12C2(a)", "τουλάχιστον 60%", "έως 60%", PLUS_AT_MOST),
    ("el", "12C2(a)", "το πολύ 40%", "τουλάχιστον 40%", MINUS_AT_LEAST),
    # Law 12C2(c): a session score EXCEEDING 60%, LESS THAN 40%
    ("zh", "12C2(c)", "超过可得比赛分60%", "低于可得比赛分60%", PLUS_AT_MOST),
    ("el", "12C2(c)", "μικρότερη από το 40%", "μεγαλύτερη από το 40%", MINUS_AT_LEAST),
])


# ---------------------------------------------------------------- A. a label of a share changed

test_a_degree_of_fault_changed_is_found = edits_test([
    # the first fault label made "in no way": both 40% and 60% go to the contestant in no way at fault
    ("zh", "12C2(a)", "直接有过错的参赛者", "完全无过错的参赛者",
     degree_changed("directly at fault", "完全无过错", "in no way at fault")),
    ("el", "12C2(a)", "που έσφαλε σαφώς", "που δεν έσφαλε κατά κανένα τρόπο",
     degree_changed("directly at fault", "δεν έσφαλε κατά κανένα τρόπο", "in no way at fault")),
    # a degree of fault changed: "only partly" made "directly"
    ("zh", "12C2(a)", "仅部分有过错", "直接有过错", degree_changed("only partly at fault", "直接有过错", "directly at fault")),
    ("el", "12C2(a)", "έσφαλε μερικώς", "έσφαλε σαφώς",
     degree_changed("only partly at fault", "έσφαλε σαφώς", "directly at fault")),
])


# ---------------------------------------------------------------- A. "only" and "may" dropped

@pytest.mark.parametrize("lang, paragraph, old, new", [
    ("zh", "12C1(c)", "只能包括", "可以包括"),
    ("zh", "12C1(c)", "只能包括", "包括"),
    ("el", "12C1(c)", "μόνο αποτελέσματα", "αποτελέσματα"),
    ("zh", "86B2(b)", "如果只有一方参赛者", "如果一方参赛者"),
    ("el", "86B3", "μόνο σε ένα", "σε ένα"),
])
def test_only_dropped_is_found(lang, paragraph, old, new):
    found = edit_findings(lang, paragraph, old, new)
    assert [(c, s) for c, s, _m in found] == [("terminology", "error")]
    assert found[0][2].startswith("the English restricts ('only ") and found[0][2].endswith(
        "'), the translation does not: the rule widened?")


DISCRETION = [("terminology", "error", "the English allows ('may award an adjusted score'), the translation states "
                                       "it as done: the Director's discretion taken away?")]

test_may_dropped_is_found = edits_test([
    ("zh", "12A3", "裁判可判给调整分", "裁判判给调整分", DISCRETION),
    ("el", "12A3", "μπορεί να επιδικάσει", "επιδικάζει", DISCRETION),
], """Law 12A3 "The Director may award": the translation "awards" takes the Director's discretion away.""")


def test_may_allow_and_may_be_are_not_dropped_modals():
    """"may allow" rendered "allows" (允许) keeps the permission in its verb; "may be responsible" is a
    possibility (可能): neither is a dropped "may"."""
    from helper.catalog.checks.negation import dropped_qualifiers

    assert dropped_qualifiers("The Director may allow that board to be played.", "裁判允许打这副牌。", "zh") == []
    assert dropped_qualifiers("Only one of them may be responsible.", "只有一人可能负有责任。", "zh") == []


# ---------------------------------------------------------------- B. no false errors

def _reverse_cases(lang: str) -> str:
    english, clean = law_texts(lang, "12C2(a)")
    if lang == "zh":
        head, cases = clean.split("：", 1)
        return head + "：" + "，".join(cases.rstrip("。").split("，")[::-1]) + "。"
    head, cases = clean.split("ως εξής: ", 1)
    first, rest = cases.rstrip(".").split(", ", 1)
    second, third = rest.split(" και ", 1)
    return f"{head}ως εξής: {third}, {second} και {first}."


@pytest.mark.parametrize("lang", ["zh", "el"])
def test_the_cases_of_12c2a_in_reverse_order_give_no_finding(lang):
    """The innocent side first: each number keeps its label and degree of fault, so nothing is wrong."""
    english, clean = law_texts(lang, "12C2(a)")
    reversed_text = _reverse_cases(lang)
    assert reversed_text != clean and reversed_text.index("60%") < reversed_text.index("40%")
    before = {(f.check, f.message) for f in check_pair(english, clean, lang, "2017|12C2(a)", "laws")}
    after = [(f.check, f.message) for f in check_pair(english, reversed_text, lang, "2017|12C2(a)", "laws")
             if (f.check, f.message) not in before]
    assert after == []


@pytest.mark.parametrize("lang", ["zh", "el"])
def test_labels_swapped_in_reversed_cases_are_still_found(lang):
    """Reversed cases with average plus and minus swapped: the contestant at fault gets average plus."""
    a, b = ("平均负分", "平均正分") if lang == "zh" else ("μέσο όρο μείον", "μέσο όρο συν")
    english, _clean = law_texts(lang, "12C2(a)")
    text = _reverse_cases(lang).replace(a, "\0").replace(b, a).replace("\0", b)
    found = [(f.check, f.severity, f.message) for f in check_pair(english, text, lang, "2017|12C2(a)", "laws")
             if f.severity == "error"]
    # one finding, by the number (the degrees of fault stand in another order too, but each keeps its number)
    assert found == goes_with("40%", "average minus", "average plus")


test_two_sentences_joined_at_a_semicolon_are_no_lost_sentence = edits_test([
    ("zh", "12C2(d)", "作出规定。其后", "作出规定；其后"),
    ("zh", "12C2(d)", "作出规定。其后", "作出规定;其后"),
    ("el", "12C2(d)", "της ίδιας ημερίδας. Μέσω", "της ίδιας ημερίδας· μέσω"),
    ("el", "12C2(d)", "της ίδιας ημερίδας. Μέσω", "της ίδιας ημερίδας; μέσω"),
], """Law 12C2(d)'s two sentences as one joined by ；/; (Greek ·): a joint, not a sentence lost.""")


@pytest.mark.parametrize("lang, target", [
    ("zh", "太早了：这次 Enter 在本问题显示之前到达。未记录任何内容。再按一次 Enter 采用标准罚分。"),
    ("el", "Πολύ νωρίς: το Enter ήρθε πριν φανεί η ερώτηση. Δεν καταγράφηκε. Πατήστε ξανά Enter για την τυπική ποινή."),
])
def test_one_english_sentence_with_a_semicolon_split_in_two_is_no_added_sentence(lang, target):
    english = ("Too early: Enter came before this question was shown; nothing recorded. Press Enter again for the "
               "standard penalty.")
    assert [f for f in check_pair(english, target, lang, english, "messages") if f.check == "sentences"] == []


def test_a_sentence_really_lost_beside_a_joint_is_still_found():
    english, clean = law_texts("zh", "12C2(d)")
    text = clean.split("。")[0] + "；另有规定。"  # the second sentence replaced by another half
    found = [f for f in check_pair(english, text, "zh", "2017|12C2(d)", "laws") if f.check == "sentences"]
    assert [(f.side, f.fragment) for f in found] == [("source", english.split(". ")[1])]


test_a_percentage_in_words_is_read = edits_test([
    ("zh", "12C2(a)", "40%", "四成"),
    ("zh", "12C2(a)", "50%", "五成"),
    ("zh", "12C2(a)", "60%", "六成"),
    ("zh", "12C2(a)", "40%", "百分之四十"),
    ("el", "12C2(a)", "40%", "σαράντα τοις εκατό"),
    ("el", "12C2(a)", "60%", "εξήντα τοις εκατό"),
    ("el", "12C2(a)", "50%", "50 τοις εκατό"),
])


def test_percentage_words_are_numbers_and_others_are_not():
    from helper.catalog.checks.numbers import extract_numbers

    assert [(n.key, n.text) for n in extract_numbers("得四成，两成，十成；一成不变", "zh")] == [
        ("40%", "四成"), ("20%", "两成"), ("100%", "十成")]
    assert [n.key for n in extract_numbers("Σαράντα τοις εκατό και 12,5 τοις εκατό", "el")] == ["40%", "12.5%"]
    assert [n.key for n in extract_numbers("60 per cent", "en")] == ["60%"]
    # a percentage written wrongly in words is still a different number
    assert edit_findings("zh", "12C2(a)", "40%", "三成") == [
        ("number", "error", "number differs: 40% in the English, 三成 in the translation")]


test_the_english_plural_marker_is_no_parenthetical = edits_test([
    ("zh", "86B2(c)", "该（些）牌", "该副牌（或该几副）"),
    # (no parenthetical; said as one board only it is fix9pa's finding: the brief of session 33, t9ax zh_laws115)
    ("zh", "86B2(c)", "该（些）牌", "该副牌", [("terminology", "error", "the English says 'the board(s)', a plural the "
                                                "translation says in the singular only: does the rule now concern a "
                                                "single one?")]),
    ("zh", "86B2(c)", "该（些）牌", "有关的牌"),
    ("zh", "86B2(c)", "该（些）牌", "该（些）牌"),
], """Law 86B2(c) "the board(s)": "(s)" is a plural ending, whatever the translation does with it.""")


def test_a_real_parenthetical_beside_a_plural_marker_is_still_compared():
    """Law 86B2(a) has "board(s)" and "(but see A above)": dropping the real one is still said."""
    english, _ = law_texts("el", "86B2(a)")
    zh = ("如果没有参赛者有过错，裁判应取消有关的牌并判给一个或多个人为调整分〔见第12条C款2项〕，"
          "或者如果时间允许，改打一副或多副替换牌（但见上文A款）。")
    clean = [(f.check, f.message) for f in check_pair(english, zh, "zh", "2017|86B2(a)", "laws")]
    assert not [c for c in clean if c[0] in ("brackets", "one-language")]
    dropped = [(f.check, f.message) for f in check_pair(english, zh.replace("（但见上文A款）", ""), "zh",
                                                         "2017|86B2(a)", "laws")]
    # one finding naming the clause, not its reference and bracket as well (fix9w, tester 9i)
    assert dropped == [("sentences", "the clause '(but see A above)' of the English is missing in the translation")]


# ---------------------------------------------------------------- C. placeholders of opposite meaning

SETTINGS = ("Settings in force: average plus {plus} / average minus {minus} ({plus_imps} / {minus_imps} IMPs); "
            "matchpoint scale {scale}; rounding: {rounding}; from: {source}")


def _messages(lang: str) -> str:
    folder = "zh_Hans" if lang == "zh" else "el"
    [entry] = [e for e in polib.pofile(str(REPO / f"locales/{folder}/LC_MESSAGES/messages.po"))
               if e.msgid == SETTINGS]
    return entry.msgstr


def _order(lang: str, text: str):
    return [(f.severity, f.fragment, f.message) for f in check_pair(SETTINGS, text, lang, SETTINGS, "messages")
            if f.check == "placeholder-order"]


@pytest.mark.parametrize("lang", ["zh", "el"])
def test_opposite_placeholders_swapped_are_an_error(lang):
    clean = _messages(lang)
    assert _order(lang, clean) == []
    swapped = clean.replace("{plus_imps}", "\0").replace("{minus_imps}", "{plus_imps}").replace("\0", "{minus_imps}")
    assert _order(lang, swapped) == [
        ("error", "{minus_imps} {plus_imps}", "placeholders {plus_imps} and {minus_imps} swapped: {plus_imps} comes "
                                              "first in the English, {minus_imps} in the translation")]
    # {plus}/{minus} after their labels: each placeholder follows the other label
    swapped = clean.replace("{plus}", "\0").replace("{minus}", "{plus}").replace("\0", "{minus}")
    # one defect, one finding (fix9i): both placeholders named in it
    assert [(s, f) for s, f, _m in _order(lang, swapped)] == [("error", "{minus} {plus}")]


@pytest.mark.parametrize("lang", ["zh", "el"])
def test_placeholders_moved_with_their_labels_give_no_finding(lang):
    """The sentence order changed, each placeholder staying with its label: no finding."""
    clean = _messages(lang)
    a, b = ("平均正分 {plus}", "平均负分 {minus}") if lang == "zh" else ("μέσος όρος συν {plus}", "μέσος όρος μείον {minus}")
    moved = clean.replace(f"{a} / {b}", f"{b} / {a}")
    assert moved != clean
    assert _order(lang, moved) == []


def test_parallel_placeholders():
    from helper.catalog.checks.structure import parallel

    assert parallel("{ns}", "{ew}") and parallel("{plus_imps}", "{minus_imps}") and parallel("{first}", "{last}")
    assert not parallel("{date}", "{reviewer}") and not parallel("{plus}", "{minus_imps}")
