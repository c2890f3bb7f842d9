"""Parentheticals, brackets, placeholder labels and question marks: one reading per kind (issue 9 §2, fix9bt;
tester 9ab, session 21: B2-6, B3z-2, Cz-37, Cz-66, Cmel-38).

1. A parenthetical of the translation carrying the law reference of the English's one, with words of its own around
   it ("(see C2 below)" as "(βλέπε τις διατάξεις της παραγράφου Γ2 παρακάτω)", （参见本条C款2项的规定）), is that
   parenthetical, not one only in the translation; one that adds a clause to the reference, or another reference,
   is still found.
2. A label followed by a colon labels the placeholder after it (审校人：{reviewer}，日期：{date}, "Αναθεωρητής:
   {reviewer}", 文件：{path}): each placeholder with its own label is no finding, labels exchanged are one error
   naming both.  The rule for labels moved while their placeholders stayed (fix9y's 最新：{count}) is read by the
   same function, placeholder_roles.bindings, as the labels at one placeholder.
3. A round or square bracket closed by another kind (【…）, （…］, 〔…), [ …】), full or half width, is one
   brackets error "'【' closed by '）'", not "never closed" plus "closes a bracket never opened".
4. A Greek ';' after a closing bracket, a quote, a number or a placeholder at the end of the text asks: a statement
   made a question is one sentences error; a question of the English stays clean.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair, check_single
from tests.support import findings, law_texts
from tests.test_catalog_fix9e import ZH_2017
from tests.test_check_fix9bl import REVIEWED, moved, swap  # the two findings of a label at the other placeholder
from tests.test_check_fix9bn import asked  # the one finding of a statement made a question


def mixed(opened: str, closing: str) -> tuple[str, str, str]:
    """The one finding of a bracket closed by another kind."""
    return ("brackets", "error", f"'{opened}' closed by '{closing}' in the translation: brackets of two kinds")


# ---------------------------------------------------------------- 1. a parenthetical with the English's reference

EN_12A2 = law_texts("el", "12A2")[0]  # "... normal play of the board (see C2 below)."
B2_6 = ("Αν δεν μπορεί να γίνει επανόρθωση που να επιτρέπει το κανονικό παίξιμο της διανομής, ο Διαιτητής επιδικάζει "
        "τεχνητή επανορθωτική βαθμολογία (βλέπε τις διατάξεις της παραγράφου Γ2 παρακάτω).")  # tester 9ab B2-6
ZH_12A2 = "如果无法作出能使该副牌正常进行的纠正，裁判判给人为调整分{}。"


@pytest.mark.parametrize("text, lang", [
    (B2_6, "el"),
    (B2_6.replace("βλέπε τις διατάξεις", "βλέπε ειδικότερα τη ρύθμιση"), "el"),
    (ZH_12A2.format("（参见本条C款2项的规定）"), "zh"),   # the brief's wording
    (ZH_12A2.format("（见第12条C款2项的有关规定）"), "zh"),  # the reference absolute: 12C2 in Law 12
])
def test_a_parenthetical_with_the_english_reference_and_words_around_it_is_no_finding(text, lang):
    assert findings(EN_12A2, text, lang, "12A2") == []


@pytest.mark.parametrize("lang, clean, added", [
    # a clause of its own beside the reference is still a parenthetical only in the translation
    ("el", B2_6, B2_6.replace("βλέπε τις διατάξεις της παραγράφου Γ2 παρακάτω",
                              "βλέπε Γ2 παρακάτω, εφόσον ισχύει κανονισμός")),
    ("zh", ZH_12A2.format("（参见本条C款2项的规定）"), ZH_12A2.format("（参见本条C款2项，按主办单位的比例计算）")),
])
def test_only_words_around_the_reference_pair_it_a_parenthetical_adding_to_it_is_still_found(lang, clean, added):
    assert findings(EN_12A2, clean, lang, "12A2") == []
    bracket = added[added.index("(" if lang == "el" else "（"):added.rindex(")" if lang == "el" else "）") + 1]
    assert findings(EN_12A2, added, lang, "12A2") == [
        ("one-language", "warning", f"parenthetical only in the translation: '{bracket}'")]


# ---------------------------------------------------------------- 2. a label before a colon

@pytest.mark.parametrize("english, text, lang", [
    (REVIEWED, "审校人：{reviewer}，日期：{date}", "zh"),                     # tester 9ab B3z-2
    (REVIEWED, "Αναθεωρητής: {reviewer}, Ημερομηνία: {date}", "el"),
    (REVIEWED, "Ελεγκτής: {reviewer} · ημερομηνία ελέγχου: {date}", "el"),
    (REVIEWED, "审核人：{reviewer}；审核时间：{date}", "zh"),
    ("{reason} in file {path}", "文件：{path}，原因：{reason}", "zh"),      # a label of the table before a colon
])
def test_each_placeholder_after_its_own_label_and_colon_is_no_finding(english, text, lang):
    assert findings(english, text, lang) == []


@pytest.mark.parametrize("english, text, lang, expected", [
    (REVIEWED, "审校人：{date}，日期：{reviewer}", "zh", swap("日期", "{date}", "{reviewer}")),
    (REVIEWED, "Αναθεωρητής: {date}, Ημερομηνία: {reviewer}", "el", swap("Ημερομηνία", "{date}", "{reviewer}")),
    (REVIEWED, "日期：{reviewer}，审校人：{date}", "zh", swap("日期", "{date}", "{reviewer}")),
    ("{reason} in file {path}", "文件：{reason}，原因：{path}", "zh", moved("file", "{path}", "{reason}")),
])
def test_labels_before_colons_exchanged_are_one_error_naming_both(english, text, lang, expected):
    assert findings(english, text, lang) == expected


def test_the_exchange_is_said_in_the_checked_language():
    found = check_pair(REVIEWED, "审校人：{date}，日期：{reviewer}", "zh", None, "messages", ui_lang="zh")
    assert [(f.check, f.severity, f.message) for f in found] == [
        ("placeholder-order", "error", "译文中“日期”对应 {reviewer}，但它说的是 {date}：{date} 与 {reviewer} 是否被对调？")]


def test_labels_moved_in_place_are_read_by_the_one_binding_rule():
    from helper.catalog.checks import structure
    from helper.catalog.checks.structure import binding_verdict

    # fix9y / fix9ah's labels moved while their placeholders stayed: bindings says them, no second rule beside it
    assert not hasattr(structure, "label_swaps")
    assert binding_verdict("Board {board}, session {session}", "Ημερίδα {board}, διανομή {session}", "el") == (
        set(), [("board", "{board}", "{session}", True)])
    assert binding_verdict("{count} appeal outcome, the latest: {latest}", "最新：{count}，共 {latest} 项申诉结果",
                           "zh") == (set(), [("latest", "{latest}", "{count}", True)])
    # the colon's labels are read there too
    assert binding_verdict(REVIEWED, "审校人：{reviewer}，日期：{date}", "zh") == ({"{date}", "{reviewer}"}, [])


# ---------------------------------------------------------------- 3. a bracket closed by another kind

EN_86B1 = law_texts("el", "86B1")[0]
EN_86B2C = law_texts("el", "86B2(c)")[0]
CZ_37 = ("在团体赛中，当裁判判给调整分，而同样参赛者之间另一桌的结果明显有利于某一方时，裁判应判给裁定调整分【见第12条C款1项(c)，"
         "但多个调整分见下述B2）。")
CZ_66 = "如果双方参赛者都有过错，裁判应取消该副（几副）牌，并判给一个或多个人为调整分（见第12条C款2项］。"


def test_the_named_inputs_are_one_finding():
    base_86b1 = findings(EN_86B1, ZH_2017["2017|86B1"], "zh", "86B1")  # the English's own damaged '(c)'
    assert findings(EN_86B1, CZ_37, "zh", "86B1") == base_86b1 + [mixed("【", "）")]
    assert findings(EN_86B2C, CZ_66, "zh", "86B2(c)") == [mixed("（", "］")]
    assert findings(EN_86B2C, ZH_2017["2017|86B2(c)"].replace("〕", "）"), "zh", "86B2(c)") == [mixed("〔", "）")]


OPENERS, CLOSERS = "（〔【[(", "）〕】])"
SAME = {"（": "）)", "(": ")）", "〔": "〕", "【": "】", "[": "]"}  # its own kind (（…) is fix9bn's width warning)


@pytest.mark.parametrize("opened, closing", [(o, c) for o in OPENERS for c in CLOSERS if c not in SAME[o]])
def test_every_pair_of_kinds_is_one_finding(opened, closing):
    text = f"裁判应判给人为调整分{opened}见第12条C款2项{closing}。"
    found = [(f.check, f.severity, f.message) for f in check_single(text, "zh", None, "laws")]
    assert found == [mixed(opened, closing)]


def test_a_pair_of_one_kind_and_a_bracket_alone_keep_their_findings():
    def found(text):
        return [(f.check, f.severity, f.message) for f in check_single(text, "zh", None, "laws")]

    assert found("裁判应判给人为调整分〔见第12条C款2项〕。") == []
    assert found("裁判应判给人为调整分【见第12条C款1项(c)】。") == []
    assert found("裁判应判给人为调整分【见第12条C款2项。") == [("brackets", "error", "'【' is never closed in the translation")]
    # the bracket quoted as written, full-width (fix9cd: it was quoted ')')
    assert found("裁判应判给人为调整分见第12条C款2项）。") == [
        ("brackets", "error", "'）' closes a bracket that was never opened in the translation")]
    # closed by its own kind later: the other kind's closing bracket inside is a stray, as before
    assert found("裁判应判给人为调整分【见第12条C款2项）】。") == [
        ("brackets", "error", "'）' closes a bracket that was never opened in the translation")]
    assert found("裁判应判给人为调整分【见第12条C款1项(c)）。") == [mixed("【", "）")]


def test_the_mixed_pair_is_said_in_the_checked_language():
    messages = {ui: [f.message for f in check_pair(EN_86B2C, CZ_66, "zh", "2017|86B2(c)", "laws", ui_lang=ui)]
                for ui in ("zh", "el")}
    assert messages == {"zh": ["括号以“（”开始，却以另一种括号“］”结束，位于译文中"],
                        "el": ["το «（» κλείνει με «］» στη μετάφραση: δύο διαφορετικά είδη αγκυλών"]}


# ---------------------------------------------------------------- 4. a Greek ';' after a bracket, a quote, a number

YES = "Yes: treat both sides as non-offending (Law 82C)"
CMEL_38 = "Ναι: και οι δύο άξονες θεωρούνται αναίτιοι (Νόμος 82Γ);"  # tester 9ab Cmel-38


@pytest.mark.parametrize("english, text, clean", [
    (YES, CMEL_38, "Ναι: και οι δύο άξονες θεωρούνται αναίτιοι (Νόμος 82Γ)"),
    (YES, "Ναι: και οι δύο άξονες θεωρούνται «αναίτιοι» (Νόμος 82Γ);", "Ναι: αναίτιοι και οι δύο άξονες (Νόμος 82Γ)."),
    ("Boards per round: 3", "Διανομές ανά γύρο: 3;", "Διανομές ανά γύρο: 3"),
    ("Saved {count} rulings.", "Αποθηκεύτηκαν αποφάσεις: {count};", "Αποθηκεύτηκαν αποφάσεις: {count}."),
    ("Board {board} (Law 82C).", "Διανομή {board} (Νόμος 82Γ);.", "Διανομή {board} (Νόμος 82Γ)."),
])
def test_a_statement_ending_with_a_greek_question_mark_after_a_bracket_or_number_is_one_error(english, text, clean):
    assert findings(english, text, "el") == asked(text, ";")
    assert findings(english, clean, "el") == []


@pytest.mark.parametrize("english, question, statement", [
    ("Treat both sides as non-offending (Law 82C)?", "Να θεωρηθούν και οι δύο άξονες αναίτιοι (Νόμος 82Γ);",
     "Να θεωρηθούν και οι δύο άξονες αναίτιοι (Νόμος 82Γ)."),
    ("Keep {count} rulings?", "Να κρατηθούν αποφάσεις: {count};", "Να κρατηθούν αποφάσεις: {count}."),
])
def test_a_question_of_the_english_stays_clean_its_statement_is_not(english, question, statement):
    # the English asks: the ';' after the bracket or placeholder is its question mark; a full stop loses it
    assert findings(english, question, "el") == []
    assert findings(english, statement, "el") == [
        ("sentences", "error", f"the English asks '{english}', the translation has no question mark there: a question "
                               "made a statement?")]
    assert findings(english.rstrip("?") + ".", question, "el") == asked(question, ";")
