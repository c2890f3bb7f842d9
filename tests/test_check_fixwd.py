"""Tester t9bb's alternatives, brackets and doubled inputs (issue 9 §2, fixwd), each a kind: the input, other defects
of the kind (one finding each: its check and a word of its message, written by hand) and correct rewordings (none),
in both languages.

1. A member of a list dropped where another list's "or" is kept (:func:`helper.catalog.checks.alternatives.
   dropped_last_alternative`, :func:`~helper.catalog.checks.alternatives._after_or`): "{field}: declarer missing or
   not N, E, S or W" as 缺少庄家或庄家不是 N、E、S (t9bb alt146): the list that starts after "missing or" names 4, the
   translation 3.  One terminology error "4 alternatives".  Lists read: items parted by "," (、，), closed by "or"
   (或, 或者, 或是, 还是; ή), the first item after another list's "or" (an item may open with its preposition, "ή με
   τελεία, αγκύλη ή …"; a conjunction, if/when/unless/because/that…, αν/όταν/που/και…, opens a clause, no item).
2. "or" said as "and" (:data:`helper.catalog.checks.opposites.OPPOSITES` "or / and", :data:`~helper.catalog.checks.
   opposites.LIST_AND`): "an extremely serious error (…) or a gambling action" as 错误（…）和冒险行为 (alt148), "unduly
   severe or advantageous" as 过重和过于有利 (alt504).  One terminology error "alternatives made all required".
   The words of "and" read: Chinese 并且, 而且, 且, 同时, 以及, and a list's 和, 与, 及 where the sentence has no "or"
   left (not 总和 / 之和 / 缓和 / 温和 / 和解 / 和局, 参与 / 与否 / 与其 / "与…无关, 有关, 相同, 一起, 相比", 及时 / 涉及 /
   提及 / 不及 / 来得及), not by place and not where the English says "respectively" (12C2(b) "+3 IMP和-3 IMP");
   Greek και, κι.  The English's "or" (not "or more / less / fewer") and "either".
3. An English parenthetical whose brackets the translation dropped, its words kept where they stand
   (:func:`helper.catalog.checks.pair._run_on`, :func:`~helper.catalog.checks.pair._tokens_unbracketed`): el "(pair
   or team)" as "ΒΝ ζεύγος ή ομάδα" (bra245), zh （与违规无关） as 错误与违规无关或 (bra587), el "λάθος άσχετο με την
   παράβαση ή" (bra588).  One brackets warning "no longer set apart"; an interface string's words said otherwise (set
   apart by a comma, a colon or a dash before them, or made a modifier by 的) none.  A parenthetical with no glossary
   term is read by what a translation keeps: its "or", placeholders, numbers, words in Latin letters.  Bracket kinds:
   ( ) （ ） [ ] 〔 〕 【 】 (« » and quotes are quotes).
4. A broken bracket stands for the English parenthetical whose span it is near (bra573: 86B1 without its 〔, "'〕'
   closes a bracket never opened" the one finding, not the parenthetical's brackets missing too); an English
   parenthetical right after a part of the English the translation lost is that part's (alt143: 12C2(c)'s "or for an
   offending contestant … 40% …" dropped with its "(or the equivalent in IMPs)": the one alternative finding).
5. Doubled: a reduplication (方方, 时时) that is a term's last character written again (违规方方得到 dou249, 非违规方方
   调整分 dou251: the glossary's terms and :data:`~helper.catalog.checks.structure._ZH_WORD_ENDS`), the second copy
   starting no word (方可, 方案, 方面, 方块, 时间, 时刻 … start one: 双方方可, 各方方案, 方方面面 are Chinese); punctuation
   written twice with a space between or in both widths (", ," of el 86B2(a), dou599; "， ，", "，,", "；;").
   Chinese reduplications left alone: :data:`~helper.catalog.checks.structure._ZH_REDUPLICATIONS` (常常, 人人, 方方
   面面 …).
"""

from __future__ import annotations

import pytest

from tests.support import edit_findings, findings, shipped_message

SERIOUS = ("After the infraction, did the non-offending side contribute to its own damage by an extremely serious error "
           "(unrelated to the infraction) or a gambling action?")
NO_SCORE = ("No adjusted score: the Director may not award one because the rectification in the Laws seems unduly severe "
            "or advantageous to either side. Apply the rectification the Laws prescribe.")
DECLARER = "{field}: declarer missing or not N, E, S or W: {value}."
NUMBER = "the NS contestant's number (pair or team)"
LANGUAGE = "interface language: en, zh or el (default: from the environment)"
FILE = "it is not a regular file (a device, FIFO or socket)"
WORDS = "words in English, Chinese or Greek, or a paragraph id"


def edited(english: str, lang: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit ``old`` -> ``new`` brings to the shipped ``lang`` translation of ``english``."""
    text = shipped_message(lang, english)
    assert old in text, (lang, old)
    before = {(check, message) for check, _severity, message in findings(english, text, lang)}
    return [f for f in findings(english, text.replace(old, new, 1), lang) if (f[0], f[2]) not in before]


def one(found: list[tuple[str, str, str]], check: str | None, word: str | None) -> None:
    """``found`` is one finding of ``check`` whose message holds ``word``; none when ``check`` is None."""
    if check is None:
        assert found == []
    else:
        assert len(found) == 1, found
        assert found[0][0] == check and word in found[0][2], found


@pytest.mark.parametrize("english, lang, old, new, check, word", [
    # 1. a list's member dropped, another list's "or" kept
    (DECLARER, "zh", "N、E、S、W", "N、E、S", "terminology", "4 alternatives"),  # t9bb alt146
    (DECLARER, "el", "N, E, S ή W", "N, E ή S", "terminology", "4 alternatives"),
    (DECLARER, "el", "N, E, S ή W", "N, E, S", "terminology", "4 alternatives"),
    (FILE, "zh", "设备、FIFO 或套接字", "设备或套接字", "terminology", "3 alternatives"),
    (WORDS, "el", "αγγλικά, κινεζικά ή ελληνικά", "αγγλικά ή ελληνικά", "terminology", "3 alternatives"),
    (DECLARER, "zh", "N、E、S、W", "N、E、S 或 W", None, None),  # correct
    (DECLARER, "el", "N, E, S ή W", "N, E, S, W", None, None),
    # 2. "or" said as "and"
    (SERIOUS, "zh", "）或冒险行为", "）和冒险行为", "terminology", "alternatives made all required"),  # t9bb alt148
    (NO_SCORE, "zh", "或", "和", "terminology", "alternatives made all required"),  # t9bb alt504
    (SERIOUS, "zh", "）或冒险行为", "）与冒险行为", "terminology", "alternatives made all required"),
    (FILE, "zh", "FIFO 或套接字", "FIFO 及套接字", "terminology", "alternatives made all required"),
    (LANGUAGE, "zh", "zh 或 el", "zh 和 el", "terminology", "alternatives made all required"),
    (LANGUAGE, "el", "zh ή el", "zh και el", "terminology", "alternatives made all required"),
    (SERIOUS, "zh", "）或冒险行为", "），或者冒险行为", None, None),  # correct
    (SERIOUS, "zh", "（与违规无关）", "（与违规没有关系）", None, None),  # 与 of "unrelated to": no "and"
    # 3. an English parenthetical's brackets dropped, its words kept where they stand
    (NUMBER, "el", "(ζεύγος ή ομάδα)", "ζεύγος ή ομάδα", "brackets", "no longer set apart"),  # t9bb bra245
    (SERIOUS, "zh", "（与违规无关）", "与违规无关", "brackets", "no longer set apart"),  # t9bb bra587
    (SERIOUS, "el", "(άσχετο με την παράβαση)", "άσχετο με την παράβαση", "brackets", "no longer set apart"),  # bra588
    (NUMBER, "zh", "（对或队）", "对或队", "brackets", "no longer set apart"),
    (FILE, "el", "(συσκευή, FIFO ή υποδοχή)", "συσκευή, FIFO ή υποδοχή", "brackets", "no longer set apart"),
    (FILE, "zh", "（而是设备、FIFO 或套接字）", "而是设备、FIFO 或套接字", "brackets", "no longer set apart"),
    (SERIOUS, "zh", "极其严重的错误（与违规无关）", "与违规无关的极其严重的错误", None, None),  # correct: a modifier
    (SERIOUS, "el", "λάθος (άσχετο με την παράβαση) ή", "λάθος, άσχετο με την παράβαση, ή", None, None),
    (NUMBER, "el", "(ζεύγος ή ομάδα)", "(ζεύγους ή ομάδας)", None, None),
])
def test_interface_strings(english, lang, old, new, check, word):
    one(edited(english, lang, old, new), check, word)


@pytest.mark.parametrize("lang, paragraph, old, new, check, word", [
    # 2. "or" said as "and" in the laws
    ("zh", "12C1(d)", "很多或不明显", "很多和不明显", "terminology", "alternatives made all required"),
    ("zh", "12C1(d)", "很多或不明显", "很多而且不明显", "terminology", "alternatives made all required"),
    ("zh", "12C1(d)", "很多或不明显", "很多，或者不明显", None, None),  # correct
    # 3. a law's parenthetical without its brackets
    ("zh", "12C1(e)", "（与违规无关）", "与违规无关", "brackets", "no longer set apart"),
    # 4. a broken bracket: one finding
    ("zh", "86B1", "〔见第12条C款1项(c)", "见第12条C款1项(c)", "brackets", "never opened"),  # t9bb bra573
    ("zh", "86B2(a)", "〔见第12条C款2项〕", "见第12条C款2项〕", "brackets", "never opened"),
    ("el", "86B2(a)", "(αλλά, βλέπε", "αλλά, βλέπε", "brackets", "never opened"),
    ("el", "12C2(c)", ", ή για έναν υπαίτιο αγωνιζόμενο, του οποίου η βαθμολογία είναι μικρότερη από το 40% των "
                      "διαθέσιμων βαθμών αγώνα (ή το αντίστοιχο σε IMPs)", "",
     "sentences", "the alternative 'or for an offending contestant"),  # t9bb alt143
    # 5. doubled
    ("zh", "12C1(e)(i)", "违规方得到", "违规方方得到", "doubled", "方方"),  # t9bb dou249
    ("zh", "12C1(e)", "非违规方因", "非违规方方因", "doubled", "方方"),
    ("zh", "86B1", "其中一方时", "其中一方方时", "doubled", "方方"),  # dou251's kind (非违规方方调整分)
    ("el", "86B2(a)", "12Γ2], ή, αν", "12Γ2], ή, , αν", "doubled", "punctuation written twice"),  # t9bb dou599
    ("zh", "86B1", "调整分，而", "调整分，，而", "doubled", "punctuation written twice"),
    ("zh", "86B1", "调整分，而", "调整分，,而", "doubled", "punctuation written twice"),
    ("zh", "12C1(e)", "非违规方因", "非违规方在各方面因", None, None),
])
def test_law_texts(lang, paragraph, old, new, check, word):
    one(edit_findings(lang, paragraph, old, new), check, word)


@pytest.mark.parametrize("english, text", [
    ("Both sides may then continue.", "双方方可继续。"),  # 双方 + 方可
    ("The plans of each side were given.", "各方方案均已给出。"),  # 各方 + 方案
    ("Every aspect was considered.", "方方面面都已考虑。"),  # a reduplication
    ("The opponents' diamond length is unknown.", "对方方块长度不明。"),  # 对方 + 方块
    ("It happened at the same time, time and again.", "同时时间紧迫。"),  # 同时 + 时间
])
def test_chinese_written_twice_on_purpose(english, text):
    """Correct Chinese whose doubled characters are two words meeting or a reduplication: no doubled finding."""
    assert [f for f in findings(english, text, "zh") if f[0] == "doubled"] == []
