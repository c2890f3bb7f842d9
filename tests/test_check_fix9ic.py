"""One defect, one finding that names it (issue 9 §2, fix9ic): tester t9as's DUPs, partial namings and two misses of
the interface strings, each a kind: the tester's input, other wordings of the kind, and correct wordings (none).

1. A clause added about the other side (12C1(e)(ii) 非违规方得不到补救 as "非违规方得不到补救，违规方也得不到", ZL48): the
   English names one side, the translation names it as often and the other side in a clause of its own with a "too"
   / "neither" (也, 同样, ούτε): one "sentences" error quoting that clause, not "sides swapped" and a negation
   added.  The other side in the English's side's place (违规方得不到补救, "Ο υπαίτιος άξονας") stays the swap.
2. A number whose bound is another English number's (12C2(c), whose shipped 1997 Chinese lacks "less than 40%": its
   已超过60％ made 已超过70％, ZL46): "60% in the English, 70％", the number "exceeding" binds, not the missing 40%;
   no "60% qualified by nothing" too.
3. A number glued to another unit (12C2(b) 3IMP或-3IMP as 3VP或-3VP, ZL34) is still the number: the unit changed is
   the one finding, no "minus 3 missing".
4. Several limit words in one added clause (12A1 "…, μόνο σε αγώνες ζευγών,", EL20): one "adds a limit" finding
   quoting the clause from the first word to the last.
5. A word reversed whose degree went with it (86B1 明显有利于一方 as 不利于一方, ZL40): the reversal the one finding,
   no "'clearly favourable' dropped" too; the degree alone dropped (有利于一方) is still that finding.
6. Someone else where the English has a contestant (86A "known to a contestant" as "γνωστό στον Διαιτητή", EL26):
   the contestant is of the glossary's family "who", so the Director (or the players) in its place is the error
   "someone else acts or decides?"; a person named inside a limit the translation adds is that finding's.  A form of
   contest replaced by another (12C4 knockout as "αγώνες ζευγών" EL45, 12C3 individual as pairs EL57; a round robin,
   循环赛, or a Swiss event too) names both, an error in Greek as in Chinese (86B1 队式赛 as 双人赛); dropped (86B1
   在队式赛中 left out, ZL55, and the Greek "Σε αγώνες ομάδων") it is the restriction dropped, an error in both
   languages; said in other words ("ομαδικούς αγώνες") the term's warning as before.
7. A unit of an interface string changed ("must be from {low} to {high} percent" as "… IMPs", EM19): "another
   scoring unit" as in the laws; "%" or 百分之 for "percent" none.
8. An alternative of a bracket dropped ("the NS contestant's number (pair or team)" as "(ζεύγος)", EM18): "the
   English names 2 alternatives", as in the laws; "(ζεύγος/ομάδα)", "（对/队）" none.
"""

from __future__ import annotations

import polib
import pytest

from tests.support import REPO, edits_test, findings_test, law_texts, someone_else

ECII = law_texts("el", "12C1(e)(ii)")[0]
ECII_ZH = "对于非违规方自身造成的那部分损害，非违规方得不到补救。"  # (tester t9as's; the shipped zh entry is empty)
B1 = law_texts("el", "86B1")[0]
B1_ZH = ("在队式赛中，当裁判判给调整分，且同样参赛者之间在另一桌的结果明显有利于一方时，裁判应判给裁定调整分［见第12条C1(c)，但"
         "多个调整分见下文B2］。")
COPYRIGHT = ("encoding", "error", "'©' after a law reference in the English: '(c)' damaged")  # (86B1's English, known)


def side_clause(found: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the translation adds '{found}' about the other side, which the English does not "
                                   "name here: a clause added, the rule extended to that side?")]


def swapped(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"'{found}' where the English says 'non-offending side': the offending and "
                                     "non-offending sides swapped?")]


test_a_clause_added_about_the_other_side_is_one_finding = findings_test([
    (ECII, ECII_ZH.replace("非违规方得不到补救", "非违规方得不到补救，违规方也得不到"), "zh",
     side_clause("违规方也得不到")),  # tester t9as ZL48
    (ECII, ECII_ZH.replace("非违规方得不到补救", "非违规方得不到补救，违规方同样得不到补救"), "zh",
     side_clause("违规方同样得不到补救")),
    (ECII, ECII_ZH.replace("非违规方得不到补救", "违规方得不到补救"), "zh", swapped("违规方")),  # (t9as ZL17: a swap)
    (ECII, ECII_ZH, "zh"),
    (ECII, ECII_ZH.replace("得不到补救", "不能得到补救"), "zh"),
], doc="A clause about the other side added: one finding quoting it; the other side in the English's place a swap.",
    paragraph="12C1(e)(ii)")

test_a_clause_added_about_the_other_side_in_greek = edits_test([
    ("el", "12C1(e)(ii)", "που προκάλεσε μόνος του.", "που προκάλεσε μόνος του, ούτε ο υπαίτιος άξονας.",
     side_clause("ούτε ο υπαίτιος άξονας")),
    ("el", "12C1(e)(ii)", "Ο αναίτιος άξονας", "Ο υπαίτιος άξονας", swapped("υπαίτιος")),
], doc="The Greek of the same kind: 'ούτε ο υπαίτιος άξονας' added one finding; the side replaced a swap.")


def shipped_edit(lang: str, paragraph: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to the shipped translation of Law ``paragraph`` (with its
    fuzzy flag: the zh 12C2(b), (c) are 1997 texts awaiting review, their findings warnings)."""
    from helper.catalog.checks import check_pair

    folder = {"el": "el", "zh": "zh_Hans"}[lang]
    context = f"2017|{paragraph}"
    entry = next(e for e in polib.pofile(str(REPO / f"locales/{folder}/LC_MESSAGES/laws.po")) if e.msgctxt == context)
    fuzzy = "fuzzy" in entry.flags
    assert entry.msgstr.count(old) == 1
    before = {(f.check, f.message) for f in check_pair(entry.msgid, entry.msgstr, lang, context, "laws", fuzzy=fuzzy)}
    return [(f.check, f.severity, f.message)
            for f in check_pair(entry.msgid, entry.msgstr.replace(old, new), lang, context, "laws", fuzzy=fuzzy)
            if (f.check, f.message) not in before]


def differs(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("number", "warning", f"number differs: {english} in the English, {found} in the translation")]


@pytest.mark.parametrize("paragraph, old, new, expected", [
    ("12C2(c)", "已超过60％", "已超过70％", differs("60%", "70％")),  # tester t9as ZL46
    ("12C2(c)", "已超过60％", "已超过65％", differs("60%", "65％")),
    ("12C2(b)", "3IMP或-3IMP", "3VP或-3VP",  # tester t9as ZL34
     [("terminology", "warning", "'VP' where the term for 'IMP' is expected ('IMP / 国际比赛分')")]),
    ("12C2(b)", "3IMP或-3IMP", "3IMP或3IMP",
     [("number", "warning", "the English says minus 3, the translation 3 without its minus sign: a negative score "
                            "made positive?")]),
], ids=["70", "65", "VP", "minus-dropped"])
def test_a_number_is_paired_by_its_bound_and_read_beside_its_unit(paragraph, old, new, expected):
    """12C2(c)'s new number goes with the English number of its bound; 12C2(b)'s 3VP is a number whose unit changed."""
    assert shipped_edit("zh", paragraph, old, new) == expected


def limit(found: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"the translation adds '{found}', a limit of the rule the English does not have: a "
                                   "clause added, the rule narrowed?")]


test_the_limit_words_of_one_added_clause_are_one_finding = edits_test([
    ("el", "12A1", "προς όφελος του αναίτιου άξονα,", "προς όφελος του αναίτιου άξονα, μόνο σε αγώνες ζευγών,",
     limit("μόνο σε αγώνες ζευγών")),  # tester t9as EL20
    ("el", "12A1", "προς όφελος του αναίτιου άξονα,", "προς όφελος του αναίτιου άξονα, μόνο σε αγώνες ομάδων,",
     limit("μόνο σε αγώνες ομάδων")),
    ("el", "12A1", "προς όφελος του αναίτιου άξονα,",
     "προς όφελος του αναίτιου άξονα, εκτός αν ο Διοργανωτής ορίσει διαφορετικά,", limit("εκτός αν")),
    ("zh", "12A1", "裁判可判给", "仅在双人赛中，裁判可判给", limit("双人赛")),
], doc="Limit words of several kinds in one added clause: one finding quoting the clause; a person named inside it "
       "no one in the contestant's place.")

test_a_word_reversed_with_its_degree_is_one_finding = findings_test([
    (B1, B1_ZH.replace("明显有利于一方", "不利于一方"), "zh",
     [COPYRIGHT, ("terminology", "error", "the English says 'favourable', the translation its opposite '不利': the "
                                          "meaning reversed?")]),  # tester t9as ZL40
    (B1, B1_ZH.replace("明显有利于一方", "有利于一方"), "zh",
     [COPYRIGHT, ("terminology", "error", "the English restricts by 'clearly favourable', the translation has no such "
                                          "words: the restriction dropped, the rule widened?")]),
    (B1, B1_ZH, "zh", [COPYRIGHT]),
    (B1, B1_ZH.replace("明显有利于一方", "显然有利于其中一方"), "zh", [COPYRIGHT]),
], doc="86B1's 'clearly favourable' reversed: the reversal the one finding; the degree alone dropped still found.",
    paragraph="86B1")

test_a_word_reversed_with_its_degree_in_greek = edits_test([
    ("el", "86B1", "είναι φανερά ευνοϊκό", "είναι δυσμενές",
     [("terminology", "error", "the English says 'favourable', the translation its opposite 'δυσμενές': the meaning "
                               "reversed?")]),
], doc="The Greek of the same kind.")


def other_form(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation '{found}': the rule or number "
                                     "given for another form of contest?")]


def form_dropped(english: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English restricts by '{english}', the translation has no such words: the "
                                     "restriction dropped, the rule widened?")]


test_someone_else_or_another_form_of_contest_is_named = edits_test([
    ("el", "86A", "σε έναν αγωνιζόμενο", "στον Διαιτητή",  # tester t9as EL26
     someone_else("Διαιτητή", "Director", "contestant", "αγωνιζόμενος")),
    ("el", "86A", "σε έναν αγωνιζόμενο", "στους παίκτες", someone_else("παίκτες", "player", "contestant", "αγωνιζόμενος")),
    ("el", "86A", "σε έναν αγωνιζόμενο", "σε ένα από τα μέρη",  # (a paraphrase: no one else named)
     [("terminology", "warning", "the term for 'contestant' ('αγωνιζόμενος') is not in the translation")]),
    ("el", "12C4", "σε αγώνες knock out", "σε αγώνες ζευγών", other_form("knockout", "αγώνες ζευγών")),  # t9as EL45
    ("el", "12C4", "σε αγώνες knock out", "σε ατομικούς αγώνες", other_form("knockout", "ατομικούς αγώνες")),
    ("el", "12C3", "Σε ατομικό αγώνα", "Σε αγώνα ζευγών", other_form("individual event", "αγώνα ζευγών")),  # EL57
    ("el", "12C3", "Σε ατομικό αγώνα", "Σε αγώνες ομάδων", other_form("individual event", "αγώνες ομάδων")),
    ("zh", "12C3", "在个人赛中", "在双人赛中", other_form("individual event", "双人赛")),
    ("zh", "12C4", "在淘汰赛中", "在双人赛中", other_form("knockout", "双人赛")),
    ("zh", "12C4", "在淘汰赛", "在循环赛", other_form("knockout", "循环赛")),  # (tester 9ao z08)
    ("el", "12C4", "σε αγώνες knock out", "σε κυκλικούς αγώνες", other_form("knockout", "κυκλικούς αγώνες")),
    ("el", "86B1", "Σε αγώνες ομάδων", "Σε αγώνες ζευγών", other_form("team", "ζευγών")),
    ("el", "86B1", "Σε αγώνες ομάδων, ", "", form_dropped("team play")),
    ("el", "12C4", "σε αγώνες knock out, ", "", form_dropped("knockout")),
    ("el", "12C4", "σε αγώνες knock out", "σε αγώνες αποκλεισμού"),
    ("el", "86B1", "Σε αγώνες ομάδων, ", "Σε ομαδικούς αγώνες, ",  # (a paraphrase of the form: the term's warning)
     [("terminology", "warning", "the term for 'team play' ('αγώνες ομάδων / αγώνας ομάδων') is not in the "
                                 "translation")]),
], doc="Another person in a contestant's place, another form of contest in a form's: both named, an error; a form "
       "dropped the restriction dropped, an error in Greek as in Chinese.")

test_a_form_of_contest_dropped_or_changed_in_chinese = findings_test([
    (B1, B1_ZH.replace("在队式赛中，", ""), "zh", [COPYRIGHT, *form_dropped("team play")]),  # tester t9as ZL55
    (B1, B1_ZH.replace("在队式赛中", "在双人赛中"), "zh", [COPYRIGHT, *other_form("team", "双人赛")]),
    (B1, B1_ZH.replace("在队式赛中", "在团体赛中"), "zh", [COPYRIGHT]),
], doc="86B1's team play dropped or said as pairs: an error, as in Greek.", paragraph="86B1")

PERCENT = "{option}: must be from {low} to {high} percent: {value}"
PERCENT_EL = "{option}: πρέπει να είναι από {low} έως {high} τοις εκατό: {value}"
PERCENT_ZH = "{option}：必须在 {low}% 到 {high}% 之间：{value}"
NUMBER = "the NS contestant's number (pair or team)"
NUMBER_EL = "ο αριθμός του αγωνιζόμενου ΒΝ (ζεύγος ή ομάδα)"
NUMBER_ZH = "南北参赛者的编号（对或队）"


def unit(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says 'percent', the translation '{found}': another scoring unit, "
                                     "another score?")]


ONE_OF_TWO = [("terminology", "error", "the English names 2 alternatives in '(pair or team)', the translation 1: an "
                                       "alternative dropped?")]

test_a_unit_or_an_alternative_of_an_interface_string = findings_test([
    (PERCENT, PERCENT_EL.replace("τοις εκατό", "IMPs"), "el", unit("IMPs")),  # tester t9as EM19
    (PERCENT, PERCENT_EL.replace("τοις εκατό", "βαθμούς αγώνα"), "el", unit("βαθμούς αγώνα")),
    (PERCENT, PERCENT_ZH.replace("{low}% 到 {high}%", "{low} 到 {high} IMP"), "zh", unit("IMP")),
    (PERCENT, PERCENT_ZH.replace("{low}% 到 {high}%", "{low} 到 {high} 比赛分"), "zh", unit("比赛分")),
    (PERCENT, PERCENT_EL, "el"),
    (PERCENT, PERCENT_EL.replace("τοις εκατό", "%"), "el"),
    (PERCENT, PERCENT_ZH, "zh"),
    (PERCENT, PERCENT_ZH.replace("{low}% 到 {high}%", "百分之{low} 到百分之{high}"), "zh"),
    (NUMBER, NUMBER_EL.replace("(ζεύγος ή ομάδα)", "(ζεύγος)"), "el", ONE_OF_TWO),  # tester t9as EM18
    (NUMBER, NUMBER_EL.replace("(ζεύγος ή ομάδα)", "(ομάδα)"), "el", ONE_OF_TWO),
    (NUMBER, NUMBER_ZH.replace("（对或队）", "（对）"), "zh", ONE_OF_TWO),
    (NUMBER, NUMBER_EL, "el"),
    (NUMBER, NUMBER_EL.replace("(ζεύγος ή ομάδα)", "(ζεύγος/ομάδα)"), "el"),
    (NUMBER, NUMBER_ZH, "zh"),
    (NUMBER, NUMBER_ZH.replace("（对或队）", "（对/队）"), "zh"),
    ("(see Law 12) the NS contestant's number (pair or team)", "南北参赛者的编号（对或队）（见第12条）", "zh"),
], doc="An interface string's unit changed or a bracket's alternative dropped: one error, as in the laws.")
