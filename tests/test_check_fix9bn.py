"""Number words, statements made questions, mixed brackets and a parenthetical dropped: one defect, one finding
(issue 9 §2, fix9bn; tester 9z, session 20: ZD34, ZD66, EF6, EF6b, ZD64, ED30, ZD65, N22).

1. Counted number words are compared as numbers: 86B3 "only one table" as 两张牌桌 (the 一 of 每一副, "each", took
   the English's one), 86B1's title "Single Result Obtained" as 只取得两个结果 ("single" is one; 唯一 / 单一 too);
   the Greek δύο for "one" is one number error, not also the "two where the English names no two" warning nor, where
   "only" went with the count, "the English restricts".
2. A question mark the English has not (…（见本条C款2项）？。, Greek "…αποζημίωση;.") is one sentences error; a
   Greek ';' of code ("60 4SN=; 40 4SN-1") asks nothing.
3. A bracket opened full-width and closed ASCII (（但参见上述A款)) is one brackets warning.
4. An interface string whose second sentence lost its parenthetical ("(Enter to skip: give the top instead)") is one
   finding naming that part, not a sentence lost and one added.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.support import REPO, findings, law_texts, po_entry
from tests.test_catalog_fix9e import ZH_2017

EN_86B3, EL_86B3 = law_texts("el", "86B3")
ZH_86B3 = ZH_2017["2017|86B3"]
TITLE = "Single Result Obtained"  # 2017 Law 86B1's title


def number_differs(english: str, found: str) -> list[tuple[str, str, str]]:
    """The one finding of a number said as another."""
    return [("number", "error", f"number differs: {english} in the English, {found} in the translation")]


def asked(text: str, mark: str) -> list[tuple[str, str, str]]:
    """The one finding of a statement made a question (``text``: the translation's sentence as shown)."""
    return [("sentences", "error", f"the translation asks '{text}' (with '{mark}') where the English has no "
                                   "question: a statement made a question?")]


# ---------------------------------------------------------------- 1. number words

# tester 9z ZD34: 86B3 "only one table" as 只在两张牌桌上, with 每一副 ("each board") in its second sentence
ZD34 = ("对于同样的或多个参赛者之间只在两张牌桌上打过的牌，主管机构可以另作规定。对每一副这样的牌所判的分数，可以依规程而不同于"
        "B2的规定；但如果没有相关规程，裁判按上述方法处理。")


def test_zd34_one_table_as_two_is_one_number_error():
    assert findings(EN_86B3, ZH_86B3, "zh", "86B3") == []
    for old, new in (("对每副", "对每一副"),  # "each": no count
                     ("仅在一张桌上", "只在一张牌桌上"), ("仅在一张桌上", "仅在单一牌桌上")):  # "single": one
        assert old in ZH_86B3 and findings(EN_86B3, ZH_86B3.replace(old, new), "zh", "86B3") == []
    assert findings(EN_86B3, ZD34, "zh", "86B3") == number_differs("one", "两")


@pytest.mark.parametrize("old, new, expected", [
    ("一张桌", "三张桌", number_differs("one", "三")),
    ("仅在一张桌上", "仅在两桌上", number_differs("one", "两")),
])
def test_86b3_counted_words(old, new, expected):
    """The count changed, with or without an "each" (每一副) beside it."""
    assert old in ZH_86B3
    changed = ZH_86B3.replace(old, new)
    assert findings(EN_86B3, changed, "zh", "86B3") == expected
    assert findings(EN_86B3, changed.replace("对每副", "对每一副"), "zh", "86B3") == expected


@pytest.mark.parametrize("text, expected", [
    ("只取得两个结果", number_differs("Single", "两")),  # tester 9z ZD66
    ("只取得三个结果", number_differs("Single", "三")),
    ("两个结果", number_differs("Single", "两")),
])
def test_zd66_single_result_as_two(text, expected):
    for clean in ("只取得一个结果", "单一结果", "唯一结果", "得到唯一的结果"):
        assert findings(TITLE, clean, "zh", "86B1|title") == []
    assert findings(TITLE, text, "zh", "86B1|title") == expected


def test_greek_title_two_results():
    official = po_entry(REPO, "locales/el/LC_MESSAGES/laws.po", "2017|86B1|title").msgstr
    assert findings(TITLE, official, "el", "86B1|title") == []
    assert findings(TITLE, "Ελήφθησαν Δύο Αποτελέσματα", "el", "86B1|title") == number_differs("Single", "Δύο")


# tester 9z EF6b: 86B3 "only one table" as "σε δύο μόνο τραπέζια"; EF6 said it without μόνο ("only" dropped with the
# count it restricts: one defect), here with EF6b's "στην παράγραφο Β2" (EF6's "Β2·" is fix9bk's reference)
EF6B = ("Για περιπτώσεις όπου διανομές παίχτηκαν σε δύο μόνο τραπέζια μεταξύ των ίδιων ή πολλαπλών αγωνιζόμενων, η "
        "Ρυθμιστική Αρχή μπορεί να προβλέψει διαφορετικά. Μέσω κανονισμού, η βαθμολογία που επιδικάζεται για κάθε "
        "τέτοια διανομή μπορεί να διαφέρει από εκείνη που ορίζεται στην παράγραφο Β2, όμως, αν δεν υπάρχει σχετικός "
        "κανονισμός, ο Διαιτητής ενεργεί όπως παραπάνω.")


@pytest.mark.parametrize("text", [EF6B, EF6B.replace("δύο μόνο τραπέζια", "δύο τραπέζια")], ids=["EF6b", "EF6"])
def test_ef6_one_table_as_two_is_one_number_error(text):
    assert findings(EN_86B3, text, "el", "86B3") == number_differs("one", "δύο")


@pytest.mark.parametrize("new, found", [("μόνο σε τρία τραπέζια", "τρία"), ("σε τρία τραπέζια", "τρία")])
def test_greek_official_86b3_table_count_changed(new, found):
    """The official Greek's "δύο ή περισσοτέρων" (for "multiple") keeps its warning, and is no partner of the English's
    "one": the count of the tables changed is the one number error beside it."""
    official = findings(EN_86B3, EL_86B3, "el", "86B3")
    assert [f[:2] for f in official] == [("terminology", "error"), ("number", "warning")]
    changed = findings(EN_86B3, EL_86B3.replace("μόνο σε ένα τραπέζι", new), "el", "86B3")
    assert changed == official[:1] + number_differs("one", found) + official[1:]


# ---------------------------------------------------------------- 2. a statement made a question

EN_12C1D = law_texts("el", "12C1(d)")[0]
ZH_12C1D = ZH_2017["2017|12C1(d)"]
ZD64 = "如果可能的结果很多或并不明显，裁判可以判给人为调整分（见本条C款2项）？。"
EN_12C1EII, EL_12C1EII = law_texts("el", "12C1(e)(ii)")
ED30 = "Για το μέρος της ζημιάς που προκάλεσε ο ίδιος, ο αναίτιος άξονας δεν λαμβάνει καμία αποζημίωση;."


@pytest.mark.parametrize("text, sentence, mark", [
    (ZD64, ZD64[:-1], "？"),  # tester 9z ZD64
    (ZH_12C1D.replace("。", "？"), ZH_12C1D.replace("。", "？"), "？"),
    (ZH_12C1D.replace("。", "?"), ZH_12C1D.replace("。", "?"), "?"),
])
def test_zd64_chinese_statement_made_question(text, sentence, mark):
    assert findings(EN_12C1D, ZH_12C1D, "zh", "12C1(d)") == []
    assert findings(EN_12C1D, text, "zh", "12C1(d)") == asked(sentence, mark)


@pytest.mark.parametrize("text", [ED30, ED30[:-1], EL_12C1EII[:-1] + ";"])
def test_ed30_greek_statement_made_question(text):
    assert findings(EN_12C1EII, EL_12C1EII, "el", "12C1(e)(ii)") == []
    shown = text.rstrip(".")
    shown = shown if len(shown) <= 60 else shown[:59] + "…"
    assert findings(EN_12C1EII, text, "el", "12C1(e)(ii)") == asked(shown, ";")


def test_greek_semicolon_of_code_asks_nothing():
    """Nor does a ';' joining two clauses, the next one in lower case (test_check_meaning9g)."""
    english = "weighted outcomes: 60 4SN=; 40 4SN-1"
    shipped = po_entry(REPO, "locales/el/LC_MESSAGES/messages.po", msgid=english).msgstr
    assert findings(english, shipped, "el") == []
    assert findings(EN_12C1EII, ED30[:-2].replace("ο ίδιος,", "ο ίδιος;") + ".", "el", "12C1(e)(ii)") == []
    assert findings(english, shipped.replace("αποτελέσματα:", "αποτελέσματα;"), "el") == asked(
        "σταθμισμένα αποτελέσματα; 60 4SN=; 40 4SN-1", ";")


def test_statement_made_question_in_the_ui_language():
    found = check_pair(EN_12C1D, ZD64, "zh", "2017|12C1(d)", "laws", ui_lang="zh")
    assert [(f.check, f.message) for f in found] == [
        ("sentences", f"译文发问：“{ZD64[:-1]}”（带“？”），而英文此处不是问句：陈述句被译成了问句？")]


# ---------------------------------------------------------------- 3. mixed brackets

EN_86B2A = law_texts("el", "86B2(a)")[0]
ZH_86B2A = ZH_2017["2017|86B2(a)"]
ZD65 = ("若无任何参赛者有过错，裁判应取消有关的牌，并判给一个或多个人为调整分［见第12条C款2项］；时间允许的话，也可以打一副或"
        "多副替代牌（但参见上述A款)。")


@pytest.mark.parametrize("text, message", [
    (ZD65, "brackets opened full-width ('（'), closed ASCII (')') in the translation"),  # tester 9z ZD65
    (ZH_86B2A.replace("（但见上文A款）", "(但见上文A款）"),
     "brackets opened ASCII ('('), closed full-width ('）') in the translation"),
])
def test_zd65_mixed_brackets_one_warning(text, message):
    assert findings(EN_86B2A, ZH_86B2A, "zh", "86B2(a)") == []
    assert findings(EN_86B2A, ZD65.replace("(但", "（但").replace("款)", "款）"), "zh", "86B2(a)") == []
    assert findings(EN_86B2A, text, "zh", "86B2(a)") == [("brackets", "warning", message)]


def test_mixed_brackets_in_the_ui_language():
    found = check_pair(EN_86B2A, ZD65, "zh", "2017|86B2(a)", "laws", ui_lang="zh")
    assert [(f.check, f.message) for f in found] == [
        ("brackets", "括号以全角“（”开始，却以半角（ASCII）“)”结束，位于译文中")]


def test_greek_ascii_brackets_unchanged():
    """Greek brackets are ASCII on both sides: nothing changes; a full-width one closed ASCII is found there too."""
    english, official = law_texts("el", "86B2(a)")
    assert "(" in official and findings(english, official, "el", "86B2(a)") == []
    mixed = official.replace("(", "（", 1)
    assert findings(english, mixed, "el", "86B2(a)") == [
        ("brackets", "warning", "brackets opened full-width ('（'), closed ASCII (')') in the translation")]


# ---------------------------------------------------------------- 4. a parenthetical dropped

N22_EN = ("How many times was the board due to be played? The full top is computed from it (Enter to skip: give the "
          "top instead)")
PART_DROPPED = [("sentences", "error",
                 "this part of the English seems to have no translation: '(Enter to skip: give the top instead)'")]


@pytest.mark.parametrize("lang, text", [
    ("zh", "这副牌应打多少次？据此计算满分"),  # tester 9z N22
    ("zh", "这副牌应打多少次？据此计算满分。"),
    ("el", "Πόσες φορές έπρεπε να παιχτεί η διανομή; Από αυτό υπολογίζεται το πλήρες top"),
])
def test_n22_parenthetical_dropped_is_one_finding(lang, text):
    shipped = po_entry(REPO, f"locales/{'zh_Hans' if lang == 'zh' else 'el'}/LC_MESSAGES/messages.po",
                       msgid=N22_EN).msgstr
    assert findings(N22_EN, shipped, lang) == []
    assert findings(N22_EN, text, lang) == PART_DROPPED
