"""False findings and misleading messages a fresh tester (9l) found on Chinese law texts (fix9ad, issue 9), each kept
as a kind: the tester's text gives no finding (or the one finding a reviewer needs), the matching defect is found.

F1  One English sentence translated as two, the second opening with a linking word of the same kind as the English's
    (86B3 "…from that prescribed in B2, however in the absence of a relevant regulation, …" as …B2所规定的分数。不过，
    在没有相关规章的情况下，…; 但是; Greek "Ωστόσο, …"): aligned by content, no sentence added.  A sentence of the
    translator's own, "此外，…" in place of the second part or after it, is still a sentence added.
F2  Every form of a Chinese citation is one reference: 第12条C款第1项(c), 第12条第C款第1项(c)项, 第十二条第C款第一项(d)
    (the "(c)" after 项 is the citation's); a message never quotes the mis-decoded "12C1©" but "12C1(c)".  A wrong
    number in that form is still a reference differing.
F3  "the board(s)" as 该副（几副）牌 and "or, if time permits, play …" as "；如时间允许，也可以打…" (if …, may also): the
    alternative is there and the duty kept; the alternative dropped is still found.
F4  "(or the equivalent in IMPs)" as （或相应IMP） says something as much as （或相应的IMP）: no parenthetical missing;
    dropped, it is the one-language warning alone, not also "the alternative 'or for an offending contestant'".
M1  A dropped condition is named for what it is: 12C3's "if of the opinion that he is in no way to blame" (not its first
    sentence's "even though …", nor a sentence lost and one added), 12C1(a)'s "and is able to award an assigned
    adjusted score" (not a glossary term missing).
M2  ``catalog check`` names the catalogue directory it reads when it is not the running checkout's (an installed copy:
    the current directory's checkout, or its own catalogues outside any checkout): one stderr line, and ``catalogues``
    in --json always.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from helper.catalog.checks.references import extract_refs
from tests.support import REPO, copy_checkout, edit_findings, law_texts
from tests.support import findings as _found

# ---------------------------------------------------------------- F1

TESTER_86B3 = ("主管单位可以对相同或多个参赛者之间只在一张牌桌上打过的牌的情况另作规定。对每一副这样的牌所判的分数，可以通过规章改变B2"
               "所规定的分数。不过，在没有相关规章的情况下，裁判按上述办法处理。")
SECOND_PART = "不过，在没有相关规章的情况下，裁判按上述办法处理。"
OWN = "此外，裁判应当记录其理由并通知各方。"
CONDITION_LOST = ("sentences", "error", "the condition 'in the absence of a relevant regulation' of the English is "
                                        "missing in the translation: the rule made unconditional?")


@pytest.mark.parametrize("text", [TESTER_86B3, TESTER_86B3.replace("不过", "但是"), TESTER_86B3.replace("不过，", "然而，")],
                         ids=["buguo", "danshi", "raner"])
def test_the_testers_86b3_split_at_however_is_no_finding(text):
    english, _clean = law_texts("zh", "86B3")
    assert _found(english, text, "zh", "86B3") == []


@pytest.mark.parametrize("text, count", [
    (TESTER_86B3.replace(SECOND_PART, OWN), 3),  # in place of the English's second part
    (TESTER_86B3 + OWN, 4),  # after the whole translation
])
def test_a_sentence_of_the_translators_own_is_still_added(text, count):
    english, _clean = law_texts("zh", "86B3")
    added = ("sentences", "error", f"2 in the English, {count} in the translation; this sentence of the translation is "
                                   f"not in the English: '{OWN}'")
    # in place of the second part, the part's condition ("in the absence of…", a condition since fix9ae) is lost
    # too: two faults, two findings
    assert _found(english, text, "zh", "86B3") == ([CONDITION_LOST] if count == 3 else []) + [added]


def test_the_greek_86b3_split_at_however_is_no_finding():
    assert edit_findings("el", "86B3", ", αλλά, ελλείψει", ". Ωστόσο, ελλείψει") == []


def test_a_greek_sentence_of_its_own_in_place_of_the_second_part_is_added():
    own = "Επίσης, ο Διαιτητής καταγράφει τους λόγους του και ενημερώνει τα μέρη."
    assert edit_findings("el", "86B3", ", αλλά, ελλείψει σχετικού κανονισμού, ο Διαιτητής πράττει όπως παραπάνω.",
                         ". " + own) == [CONDITION_LOST,  # the replaced part's condition lost too (fix9ae)
        ("sentences", "error", "2 in the English, 3 in the translation; this sentence of the translation is not in "
                               "the English: 'Επίσης, ο Διαιτητής καταγράφει τους λόγους του και ενημερών…'")]


# ---------------------------------------------------------------- F2

@pytest.mark.parametrize("text, key", [
    ("参见第12条C款第1项(c)；", "12C1(c)"),
    ("参见第12条C款1项(c)；", "12C1(c)"),
    ("第12条第C款第1项(c)项。", "12C1(c)"),
    ("第十二条第C款第一项(d)", "12C1(d)"),
    ("见第12条第C款第2项", "12C2"),
    ("见第12条第C款", "12C"),
])
def test_every_form_of_a_chinese_citation_is_one_reference(text, key):
    assert [r.key for r in extract_refs(text)] == [key]


DAMAGED = ("encoding", "error", "'©' after a law reference in the English: '(c)' damaged")  # the English's own


def _86b1(bracket: str) -> str:
    return "在队式赛中，当裁判判给调整分，而同样的参赛者在另一桌的结果明显有利于其中一方时，裁判应判给裁定调整分" + bracket


@pytest.mark.parametrize("citation", ["第12条C款第1项(c)", "第12条C款1项(c)", "第12条第C款第1项(c)项"])
def test_the_testers_86b1_citation_with_di_before_xiang_is_no_finding(citation):
    english, _clean = law_texts("zh", "86B1")
    text = _86b1(f"〔参见{citation}；但如为多个调整分，参见下文B2〕。")
    assert _found(english, text, "zh", "86B1") == [DAMAGED]


def test_a_wrong_item_in_that_form_differs_and_is_quoted_without_the_damaged_c():
    english, _clean = law_texts("zh", "86B1")
    text = _86b1("〔参见第12条C款第2项(c)；但如为多个调整分，参见下文B2〕。")
    assert _found(english, text, "zh", "86B1") == [DAMAGED, (
        "law-reference", "error", "law reference differs: '12C1(c)' in the English, '第12条C款第2项(c)' in the translation")]


def test_a_dropped_citation_clause_is_quoted_without_the_damaged_c():
    english, _clean = law_texts("zh", "86B1")
    found = _found(english, _86b1("。"), "zh", "86B1")
    assert ("sentences", "error", "the clause '[see Law 12C1(c), but for multiple adjusted scores see B2 f…' of the "
                                  "English is missing in the translation") in found
    assert not any("©" in message for check, _s, message in found if check != "encoding")


# ---------------------------------------------------------------- F3

TESTER_86B2A = ("如果没有参赛者有过错，裁判应取消该副（几副）牌并判给一个或多个人为调整分〔参见第12条C款2项〕；如时间允许，也可以打一副或多副"
                "替代牌（但参见上文A款）。")


@pytest.mark.parametrize("text", [TESTER_86B2A, TESTER_86B2A.replace("该副（几副）牌", "该副牌（或该几副牌）"),
                                  # (该副牌 alone, one board only: fix9pa's finding, tests/test_check_fix9pa.py)
                                  TESTER_86B2A.replace("该副（几副）牌", "有关的牌")], ids=["tester", "or-boards", "board"])
def test_the_testers_86b2a_with_the_boards_in_brackets_is_no_finding(text):
    english, _clean = law_texts("zh", "86B2(a)")
    assert _found(english, text, "zh", "86B2(a)") == []


def test_the_alternative_dropped_after_the_bracketed_boards_is_still_found():
    english, _clean = law_texts("zh", "86B2(a)")
    text = TESTER_86B2A.replace("；如时间允许，也可以打一副或多副替代牌", "")
    assert _found(english, text, "zh", "86B2(a)") == [
        # (the alternative named to its bracket, past its own condition: fix9jb)
        ("sentences", "error", "the alternative 'or, if time permits, play one or more substitute boards' of the "
                               "English is missing in the translation: the rule narrowed?")]


# ---------------------------------------------------------------- F4

@pytest.mark.parametrize("imps", ["（或相应IMP）", "（或相应的IMP）", "（或等值的IMP）", "（或折合成IMP）"])
def test_the_equivalent_in_imps_in_any_words_is_no_finding(imps):
    assert edit_findings("zh", "12C2(c)", "（或IMP的相应值）", imps) == []


def test_the_equivalent_in_imps_dropped_is_the_parenthetical_missing_alone():
    assert edit_findings("zh", "12C2(c)", "（或IMP的相应值）", "") == [
        ("one-language", "warning", "parenthetical of the English missing in the translation: '(or the equivalent in "
                                    "IMPs)'")]


# ---------------------------------------------------------------- M1

def _condition(text: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the condition '{text}' of the English is missing in the translation: the rule "
                                   "made unconditional?")]


def _part(text: str) -> list[tuple[str, str, str]]:
    """12C1(a)'s second part of its condition dropped: the rule still has a condition, a wider one (fix9ai)."""
    return [("sentences", "error", f"the part '{text}' of a condition of the English is missing in the translation: "
                                   "the rule applies in more cases?")]


NO_BLAME = "if of the opinion that he is in no way to blame"
ABLE = "and is able to award an assigned adjusted score"


@pytest.mark.parametrize("lang, paragraph, old, new, expected", [
    ("zh", "12C3", "如果裁判认为违规者的同伴毫无过错，则不得", "不得", _condition(NO_BLAME)),
    ("zh", "12C3", "如果裁判认为违规者的同伴毫无过错，则", "", _condition(NO_BLAME)),
    ("el", "12C3", ", αν, κατά τη γνώμη του, δεν είναι με κανένα τρόπο υπεύθυνος για την παράβαση.", ".",
     _condition(NO_BLAME)),
    ("zh", "12C1(a)", "且裁判能够判给裁定调整分", "", _part(ABLE)),
    ("el", "12C1(a)", " και μπορεί να επιδικάσει μια κατ’ εκτίμηση επανορθωτική βαθμολογία", "", _part(ABLE)),
], ids=["zh-12C3-tester", "zh-12C3", "el-12C3", "zh-12C1(a)", "el-12C1(a)"])
def test_a_dropped_condition_is_named_for_what_it_is(lang, paragraph, old, new, expected):
    assert edit_findings(lang, paragraph, old, new) == expected


def test_the_testers_12c1a_without_its_second_condition_names_it():
    english, _clean = law_texts("zh", "12C1(a)")
    text = "违规发生后，如果本规则授权裁判调整比分，并且裁判能够判给裁定调整分，裁判应当这样做。该调整分取代实际打牌所得的分数。"
    assert _found(english, text, "zh", "12C1(a)") == []
    assert _found(english, text.replace("，并且裁判能够判给裁定调整分", ""), "zh", "12C1(a)") == _part(ABLE)


def test_a_sentence_of_its_own_in_place_of_one_with_a_condition_is_still_lost_and_added():
    found = edit_findings("zh", "12C3", "如果裁判认为违规者的同伴毫无过错，则不得对该同伴给予程序性罚分", "此外，裁判应当记录其理由并通知各方")
    # one finding naming both, as many sentences on each side (fix9cg)
    assert [f for f in found if f[0] == "sentences" and "'但此外，裁判应当记录其理由并通知各方。' is not in the English: a "
            "sentence replaced?" in f[2] and f[2].startswith("2 sentences in each text, but one does not pair")]


# ---------------------------------------------------------------- M2

NONE_LINE = {"en": "helper: checks the installed copy's own catalogues in {dir}: the current directory is in no checkout",
             "zh": "helper: 检查已安装副本自身的翻译目录（{dir}）：当前目录不在任何源代码副本中",
             "el": "helper: ελέγχει τους καταλόγους του ίδιου του εγκατεστημένου αντιγράφου στο {dir}: ο τρέχων φάκελος "
                   "δεν ανήκει σε αντίγραφο του πηγαίου κώδικα"}
CURRENT_LINE = ("helper: checks the catalogues in {dir}, of the checkout of the current directory (only the program is "
                "an installed copy)")


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """An installed copy's layout (``pip install .``: the package with its data in ``helper/_data``), on no checkout."""
    site = copy_checkout(tmp_path_factory.mktemp("site"))
    (site / "helper/_data").mkdir()
    for name in ("locales", "laws_text"):
        shutil.move(str(site / name), str(site / "helper/_data" / name))
    (site / "pyproject.toml").unlink()
    return site


def _check(site, cwd, ui: str) -> tuple[int, dict, list[str]]:
    env = {**os.environ, "PYTHONPATH": str(site)}
    done = subprocess.run([sys.executable, "-m", "helper", "--lang", "zh", "catalog", "check", "--domain", "messages",
                           "--ui-lang", ui, "--json"], cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    return done.returncode, json.loads(done.stdout), [x for x in done.stderr.splitlines() if x.startswith("helper: ")]


@pytest.mark.parametrize("ui", ["en", "zh", "el"])
def test_an_installed_copy_outside_a_checkout_says_it_checks_its_own_catalogues(installed, tmp_path, ui):
    code, report, lines = _check(installed, tmp_path, ui)
    directory = installed / "helper/_data/locales"
    assert (code, report["catalogues"], lines) == (0, str(directory), [NONE_LINE[ui].format(dir=directory)])


def test_an_installed_copy_inside_a_checkout_says_it_checks_that_checkouts(installed, tmp_path):
    checkout = copy_checkout(tmp_path / "checkout")
    code, report, lines = _check(installed, checkout / "laws_text", "en")
    assert (code, report["catalogues"], lines) == (0, str(checkout / "locales"),
                                                   [CURRENT_LINE.format(dir=checkout / "locales")])


def test_the_running_checkout_says_nothing_and_names_its_catalogues_in_json(tmp_path):
    code, report, lines = _check(REPO, tmp_path, "en")
    assert (code, report["catalogues"], lines) == (0, str(REPO / "locales"), [])
