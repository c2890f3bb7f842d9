"""One finding per defect, the right one (issue 9 §2, fix9hb): tester 9ao's DUP and WRONG inputs, each a kind, with
other inputs of the kind and correct wordings that stay clean.

1. A "μόνο" of another phrase ("ενός μόνο αγωνιζόμενου" for 86B2(c)'s "both contestants") paired with the "or more" of
   "one or more" the translation says with its own bound ("μία ή περισσότερες", 一个或多个): only the contestants'
   finding; "one or more" said "μόνο μία" / 只有一个 stays one finding.
2. A negation word written twice ("δε δε λαμβάνει", "δεν δεν μπορεί", 不得不得以): the doubled finding, no negation
   added (Law 12C1(e)(ii) does say "does not").
3. English left in a Chinese or Greek law text starting the English's sentence ("The Director may award …" left as
   "the Director may award …", lower case inside the translation's sentence): the untranslated-run finding, its "may"
   not also "stated as done".
4. A case of Law 12C2(a)'s list dropped (the third: "average plus (at least 60% in pairs) to a contestant in no way
   at fault"; the second, 50%): one "no translation" finding listing what it carried, not a number, a degree of fault
   and a term missing each; the first case's bracket alone dropped ("(at most 40% of the available matchpoints in
   pairs)"): the parenthetical's one finding (it paired （双人赛中为50%） by place: "(50% in pairs)" missing, then 40%
   and "matchpoint" missing); a translation ending in a comma where the English ends with a full stop (12C2(a) cut
   after a case, 12C2(c)'s 1997 Chinese without its last clause): one "no translation" finding naming the English it
   lost (the cases, listing what they carried; the English's last sentence).
5. A number changed in 12C2(c)'s 1997 Chinese (which lacks the English's 40% and says 60％ twice): 最高比赛分的60％ as
   50％ is "50％ in the translation is not in the English" (it stands before the 60％ both texts share, the 40% after
   it: no replacement of each other), the 40% still said missing; a number changed in its place stays "number
   differs".
6. Chinese UTF-8 read as cp1252 with its undefined byte dropped ("è£åˆ¤åˆ¤ç½š" for 裁判判罚, the 0x81 of 裁 lost):
   the mojibake finding alone, not "the term for 'Director' is not in the translation".
"""

from __future__ import annotations

from functools import cache

from tests.support import REPO, edits_test, findings_test, law_texts

# ---------------------------------------------------------------- 1. a μόνο of another phrase


def who(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation '{found}': does the rule now "
                                     "concern other contestants?")]


def scores(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says 'one or more artificial adjusted scores', the translation "
                                     f"'{found}': another number of scores or results?")]


test_a_only_of_another_phrase_is_no_bound_made_exact = edits_test([
    # tester 9ao e31: also "'or more' -> 'μόνο': a minimum or maximum made an exact count?"
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "ενός μόνο αγωνιζόμενου",
     who("both contestants", "ενός μόνο αγωνιζόμενου")),
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "μόνο του ενός αγωνιζόμενου",
     who("both contestants", "ενός αγωνιζόμενου")),
    ("zh", "86B2(c)", "双方参赛者都", "仅一方参赛者", who("both contestants", "一方参赛者")),
    ("zh", "86B2(c)", "双方参赛者都", "只有一方参赛者", who("both contestants", "一方参赛者")),
    # "one or more" itself made exact: still its one finding
    ("el", "86B2(c)", "μία ή περισσότερες", "μόνο μία", scores("μόνο μία τεχνητές επανορθωτικές βαθμολογίες")),
    ("zh", "86B2(c)", "一个或多个", "只有一个", scores("一个人为调整分")),
    # a correct rewording
    ("el", "86B2(c)", "και των δύο αγωνιζόμενων", "αμφότερων των αγωνιζόμενων"),
], doc="A μόνο / 仅 of another phrase beside 'one or more' said with its bound: the phrase's one finding.")

# ---------------------------------------------------------------- 2. a negation word written twice


def doubled(words: str) -> list[tuple[str, str, str]]:
    return [("doubled", "error", f"word written twice: '{words}' in the translation")]


test_a_negation_word_written_twice_is_a_doubling_not_a_negation = edits_test([
    ("el", "12C1(e)(ii)", "δε λαμβάνει", "δε δε λαμβάνει", doubled("δε δε")),  # tester 9ao e37
    ("el", "12B2", "δεν μπορεί", "δεν δεν μπορεί", doubled("δεν δεν")),
    ("zh", "12B2", "不得以", "不得不得以", doubled("不得不得")),
    # the negation itself dropped or added: still the negation finding
    ("el", "12C1(e)(ii)", "δε λαμβάνει", "λαμβάνει",
     [("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'The "
                            "non-offending side does not receive relief for such par…': a prohibition made a "
                            "permission, or a condition reversed?")]),
], doc="A negation word written twice: one doubled finding, no negation added.")

# ---------------------------------------------------------------- 3. English left at the start of a sentence

EN_12A3 = "The Director may award an adjusted score if there has been an incorrect rectification of an irregularity."
ZH_12A3 = "如果对违规的更正不正确，裁判可以判给调整分。"  # tester 9ao's own translation (z35)
LEFT = [("untranslated-run", "error",
         "English left untranslated in the translation: 'the Director may award an adjusted score'")]

test_english_left_from_the_start_of_the_sentence_is_one_finding = findings_test([
    (EN_12A3, ZH_12A3.replace("裁判可以判给调整分", "the Director may award an adjusted score"), "zh", LEFT),  # z35
    (EN_12A3, law_texts("el", "12A3")[1].replace("Ο Διαιτητής μπορεί να επιδικάσει επανορθωτική βαθμολογία",
                                                 "the Director may award an adjusted score"), "el", LEFT),
    (EN_12A3, ZH_12A3, "zh"),
    (EN_12A3, law_texts("el", "12A3")[1], "el"),
], doc="English left in the translation, the English's sentence start: its one finding, its 'may' not read.",
    paragraph="12A3")

# ---------------------------------------------------------------- 4. a case of a list dropped, an end cut off


def lost(text: str, items: str) -> list[tuple[str, str, str]]:
    return [("sentences", "error", f"this part of the English seems to have no translation: '{text}' (it carried "
                                   f"{items})")]


def bracket_lost(text: str, items: str) -> list[tuple[str, str, str]]:
    return [("one-language", "error", f"parenthetical of the English missing in the translation: '{text}' (it "
                                      f"carried {items})")]




THIRD = lost("average plus (at least 60% in pairs) to a contestant in no …", "60%, average plus, in no way at fault")
SECOND = lost("average (50% in pairs) to a contestant only partly at fault", "50%, only partly at fault")
SECOND_THIRD = lost("average (50% in pairs) to a contestant only partly at fault…",
                    "50%, only partly at fault, 60%, average plus, in no way at fault")
FIRST = lost("average minus (at most 40% of the available matchpoints in …",
             "40%, average minus, matchpoint, directly at fault")
EL_THIRD = " και τον μέσο όρο συν (τουλάχιστον 60% στα ζεύγη) για τον αγωνιζόμενο που δεν έσφαλε κατά κανένα τρόπο."
EL_SECOND = ", τον μέσο όρο (50% στα ζεύγη) για τον αγωνιζόμενο που έσφαλε μερικώς"
ZH_SECOND = "，仅部分有过错的参赛者得平均分（双人赛中为50%）"
ZH_THIRD = "，完全无过错的参赛者得平均正分（双人赛中至少为60%）"
ZH_FIRST = "直接有过错的参赛者得平均负分（双人赛中至多为可得比赛分的40%），"
ZH_40 = "（双人赛中至多为可得比赛分的40%）"
EL_40 = " (το πολύ 40% των διαθέσιμων βαθμών αγώνα στα ζεύγη)"
AT_MOST_40 = bracket_lost("(at most 40% of the available matchpoints in pairs)", "40%")


def _tail(lang: str, start: str) -> str:
    """The 2017 translation of 12C2(a) into ``lang`` from ``start`` on (what a cut after the case before it loses)."""
    text = law_texts(lang, "12C2(a)")[1]
    return text[text.index(start):]


test_a_case_of_a_list_dropped_is_one_finding = edits_test([
    ("el", "12C2(a)", EL_THIRD, ".", THIRD),  # tester 9ao e50: 60%, the degree, "average plus" missing
    ("zh", "12C2(a)", ZH_SECOND, "", SECOND),  # tester 9ao z36, on the tests' zh text: 50%'s bracket, the degree
    ("zh", "12C2(a)", ZH_THIRD, "", THIRD),
    ("el", "12C2(a)", EL_SECOND, "", SECOND),
    ("zh", "12C2(a)", ZH_FIRST, "", FIRST),
    # the bracket alone dropped: its one finding (the engineers' leftover: 40% and 'matchpoint' missing)
    ("zh", "12C2(a)", ZH_40, "", AT_MOST_40),
    ("el", "12C2(a)", EL_40, "", AT_MOST_40),
    ("zh", "12C2(a)", "（双人赛中为50%）", "", bracket_lost("(50% in pairs)", "50%")),
    ("zh", "12C2(a)", "（双人赛中至少为60%）", "", bracket_lost("(at least 60% in pairs)", "60%")),
    # a number changed in its bracket: still that number (fix9gd)
    ("zh", "12C2(a)", "（双人赛中为50%）", "（双人赛中为55%）",
     [("number", "error", "number differs: 50% in the English, 55% in the translation")]),
    # the text cut after a case, with a comma: one finding, the cases it lost listed
    ("el", "12C2(a)", _tail("el", "τον μέσο όρο (50%"), "", SECOND_THIRD),
    ("zh", "12C2(a)", _tail("zh", "仅部分"), "", SECOND_THIRD),
    ("zh", "12C2(a)", _tail("zh", "完全无过错"), "", THIRD),
    # cut at its colon, the colon kept: the clause's one finding, as before (fix9k)
    ("zh", "12C2(a)", _tail("zh", "直接有过错"), "",
     lost("average minus (at most 40% of the available matchpoints in …",
          "40%, 50%, 60%, average minus, matchpoint, contestant, average plus")),
    # correct rewordings: the cases in another order of words, none dropped
    ("zh", "12C2(a)", "完全无过错的参赛者得平均正分", "毫无过错的参赛者得平均正分"),
], doc="A case of 12C2(a) dropped: one finding listing what it carried; its bracket alone, the bracket's finding.")

# ---------------------------------------------------------------- 4-5. 12C2(c)'s 1997 Chinese (a fuzzy entry)


@cache
def _zh_12c2c():
    import polib

    entries = polib.pofile(str(REPO / "locales/zh_Hans/LC_MESSAGES/laws.po"))
    return next(e for e in entries if e.msgctxt == "2017|12C2(c)")


def fuzzy_edit(old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit brings to the shipped fuzzy Chinese of 12C2(c) (the 1997 text), checked as the
    catalogue checks it (fuzzy: a warning for what is an error elsewhere)."""
    from helper.catalog.checks import check_pair

    entry = _zh_12c2c()
    assert entry.fuzzy and old in entry.msgstr
    before = {(f.check, f.message) for f in check_pair(entry.msgid, entry.msgstr, "zh", entry.msgctxt, "laws",
                                                       fuzzy=True)}
    after = check_pair(entry.msgid, entry.msgstr.replace(old, new, 1), "zh", entry.msgctxt, "laws", fuzzy=True)
    return [(f.check, f.severity, f.message) for f in after if (f.check, f.message) not in before]


def fuzzy_gone(old: str, new: str) -> list[tuple[str, str]]:
    """The findings of the shipped text the edit takes away."""
    from helper.catalog.checks import check_pair

    entry = _zh_12c2c()
    after = {(f.check, f.message) for f in check_pair(entry.msgid, entry.msgstr.replace(old, new, 1), "zh",
                                                      entry.msgctxt, "laws", fuzzy=True)}
    return [(f.check, f.message) for f in check_pair(entry.msgid, entry.msgstr, "zh", entry.msgctxt, "laws",
                                                     fuzzy=True) if (f.check, f.message) not in after]


LAST_CLAUSE = "如该赛员在整节比赛中所得比赛分之百分比已超过60％，则应按其得分百分比判给人为调整分。"


def test_the_1997_chinese_of_12c2c_cut_off_is_one_finding():
    """Tester 9ao z53: the last clause dropped (the text now ends with '，'): one warning naming the English's last
    sentence (what the clause said); not 'the English computes by percentage, the translation by 最高' and 'session'
    missing; the shipped text's own findings (40% missing, '(or the equivalent in IMPs)' missing) stay."""
    assert fuzzy_edit(LAST_CLAUSE, "") == [
        ("sentences", "warning", "this part of the English seems to have no translation: 'Such contestants are "
                                 "awarded the percentage obtained (or th…'")]
    assert fuzzy_gone(LAST_CLAUSE, "") == []


def test_a_number_changed_in_the_1997_chinese_of_12c2c_is_not_paired_with_one_already_missing():
    """Tester 9ao z03: 最高比赛分的60％ as 50％ was 'number differs: 40% in the English, 50％ in the translation',
    the shipped text's '40% missing' gone: 50％ stands before the 60％ both say, the 40% after it."""
    assert fuzzy_edit("最高比赛分的60％", "最高比赛分的50％") == [
        ("number", "warning", "number 50％ in the translation is not in the English")]
    assert fuzzy_gone("最高比赛分的60％", "最高比赛分的50％") == []


test_a_number_changed_in_its_place_is_still_said_to_differ = edits_test([
    ("el", "12C2(a)", "60%", "70%", [("number", "error", "number differs: 60% in the English, 70% in the translation")]),
    ("zh", "12C2(a)", "40%", "30%", [("number", "error", "number differs: 40% in the English, 30% in the translation")]),
], doc="A number changed where the English has it: still 'number differs'.")

# ---------------------------------------------------------------- 6. mojibake with a byte dropped


def mojibake(chars: str) -> list[tuple[str, str, str]]:
    return [("encoding", "error", f"mojibake '{chars}' (UTF-8 read as Latin-1 or cp1252) in the translation")]


test_chinese_read_as_cp1252_with_a_byte_dropped_is_mojibake = edits_test([
    # tester 9ao z21 (12C4's official 裁判判罚, 0x81 of 裁 dropped), on the tests' text of 12C4
    ("zh", "12C4", "裁判在", "è£åˆ¤åœ¨", mojibake("è£åˆ¤åœ¨")),
    ("zh", "12C4", "裁判在", "è£\x81åˆ¤åœ¨", mojibake("è£\x81åˆ¤åœ¨")),  # the byte kept: as before
    ("zh", "12B2", "裁判", "è£åˆ¤", mojibake("è£åˆ¤")),
], doc="Chinese UTF-8 read as cp1252, an undefined byte dropped: the mojibake, one finding.")

RESTRICTS = ("the English restricts by '{text}', the translation has no such words: the restriction dropped, the rule "
             "widened?")
RESTRICTS_ZH = "英文以“{text}”加以限定，译文中没有相应的词：是否丢掉了这一限定，扩大了规则的适用范围？"
AS_CP1252 = "英文以".encode("utf-8").decode("cp1252")  # è‹±æ–‡ä»¥

test_a_damaged_word_beside_a_quotation_mark_is_the_word_only = findings_test([
    # the “ after it is the text's own (its bytes no UTF-8 with the word's): the word is the one finding, the quotation
    # marks still a pair (the catalogue mutation test: "'”' closes a bracket that was never opened" besides)
    (RESTRICTS, RESTRICTS_ZH.replace("英文以", AS_CP1252), "zh", mojibake(AS_CP1252)),
    (RESTRICTS, RESTRICTS_ZH, "zh"),
], doc="A word read as cp1252 next to a quotation mark of the text: the word's mojibake, one finding.")
