"""Ruling-changing misses of tester 9ao (issue 9 §2, fix9hc), each a kind: the tester's input, other defects of the
kind and correct rewordings, on the shipped catalogues' entries (a fuzzy entry's error is a warning, as the catalogue
says it) or on the Chinese written from the 2017 English (``ZH_2017``) where the catalogue has none.

1. A law that states what the Director does, made a permission, past a future of a relative clause ("if no
   rectification can be made that will permit normal play", 12A2: 裁判可判, "μπορεί να επιδικάσει"; its 能使, what the
   rectification enables, no leave) or beside a
   possibility's "may" ("even though only one of them may be responsible", 12C3: 裁判可按照, "μπορεί να επιβάλλει"):
   one "duty made a permission" finding; 裁判应判, "θα επιδικάσει", 裁判须按照, "ενδεχομένως ευθύνεται" none.
2. A bound reversed at a number both texts have while another number is missing (the 1997 Chinese of 12C2(c), without
   40%: 已超过60% as 低于60%): one number finding; 已高于60% none (最高比赛分, "the top", is no bound).
3. A word said by its opposite: "replaces" as "προστίθεται" / 加到, "final" as "αρχικό" / 最初, "Single" as 多个 /
   "Πολλαπλά": one finding; 代替, "παίρνει τη θέση", "οριστικό", 最终, 单一 none.
4. One of two alternatives dropped with its "or" (12B2 "either unduly severe or advantageous" as "υπερβολικά αυστηρή"
   / 过于严厉; 12C2(b) "average plus or average minus" as 平均正分 / 平均负分 / "μέσου όρου συν", until now only a term
   warning): one "alternative dropped" error; "αυστηρή ή ευνοϊκή", 或者 none.
5. Interface strings: "twice" said as three times (条目重复三次, "τρεις φορές"): number differs; "not a PO line"
   without its negation ("είναι γραμμή PO", 是 PO 行): one negation finding; 两次, "δύο φορές", 重复, "δεν είναι" none.
6. Law 86A's condition "could be known" as "ήταν αδύνατο" (impossible, no word of negation): the condition reversed,
   one negation finding as "δεν θα μπορούσε" gives; "ήταν δυνατό" none.
"""

from __future__ import annotations

from pathlib import Path

import polib
import pytest

from tests.support import findings_test

ROOT = Path(__file__).resolve().parents[1]
PO = {"zh": ROOT / "locales/zh_Hans/LC_MESSAGES/laws.po", "el": ROOT / "locales/el/LC_MESSAGES/laws.po"}
_ENTRIES: dict = {}


def _entry(lang: str, paragraph: str):
    if lang not in _ENTRIES:
        _ENTRIES[lang] = {e.msgctxt: e for e in polib.pofile(str(PO[lang]))}
    return _ENTRIES[lang][f"2017|{paragraph}"]


def catalogue_edit(lang: str, paragraph: str, old: str, new: str, text: str | None = None):
    """The findings the edit ``old`` -> ``new`` brings to the shipped ``lang`` entry of Law ``paragraph`` (fuzzy as
    the catalogue marks it), or to ``text`` (a translation the catalogue has not: not fuzzy)."""
    from helper.catalog.checks import check_pair

    entry = _entry(lang, paragraph)
    clean = text if text is not None else entry.msgstr
    fuzzy = text is None and "fuzzy" in entry.flags
    assert old in clean, (lang, paragraph, old)
    context = f"2017|{paragraph}"
    before = {(f.check, f.message) for f in check_pair(entry.msgid, clean, lang, context, "laws", fuzzy=fuzzy)}
    return [(f.check, f.severity, f.message)
            for f in check_pair(entry.msgid, clean.replace(old, new, 1), lang, context, "laws", fuzzy=fuzzy)
            if (f.check, f.message) not in before]


def table(rows, doc):
    rows = [(*row, []) if len(row) == 5 else row for row in rows]

    @pytest.mark.parametrize("lang, paragraph, old, new, text, expected", rows,
                             ids=[f"{r[0]}-{r[1]}-{r[2]}-{r[3]}" for r in rows])
    def test(lang, paragraph, old, new, text, expected):
        assert catalogue_edit(lang, paragraph, old, new, text) == expected

    test.__doc__ = doc
    return test


def _zh_2017(paragraph: str) -> str:
    from tests.test_catalog_fix9e import ZH_2017

    return ZH_2017[f"2017|{paragraph}"]


def stated(clause: str, severity: str = "error"):
    return [("terminology", severity, f"the English states what is done in '{clause}', the translation only allows "
                                      "it: a duty made a permission?")]


ZH_12A2 = "如果无法作出能使该副牌正常进行的纠正，裁判判给人为调整分（参见本条C款2项的规定）。"  # tests/test_check_fix9bt.py
AWARDS = stated("The Director awards an artificial adjusted score if no rect…")
ENFORCES = "In individual events the Director enforces the rectificatio…"

test_a_stated_duty_made_a_permission_past_a_relative_future_or_a_possibility = table([
    ("el", "12A2", "Ο Διαιτητής επιδικάζει τεχνητή", "Ο Διαιτητής μπορεί να επιδικάσει τεχνητή", None,
     AWARDS),  # tester 9ao e07
    ("zh", "12A2", "裁判将判人为调整分", "裁判可判人为调整分", None, AWARDS),  # z11
    ("zh", "12A2", "裁判将判人为调整分", "裁判可以判人为调整分", None, AWARDS),
    ("zh", "12A2", "裁判判给", "裁判可判给", ZH_12A2, AWARDS),  # 能使 ("that will permit"): what a thing enables
    ("zh", "12C3", "裁判应按照", "裁判可按照", None, stated(ENFORCES, "warning")),  # z52 (a fuzzy entry)
    ("el", "12C3", "ο Διαιτητής επιβάλλει", "ο Διαιτητής μπορεί να επιβάλλει", None, stated(ENFORCES)),
    # correct wordings
    ("el", "12A2", "Ο Διαιτητής επιδικάζει τεχνητή", "Ο Διαιτητής θα επιδικάσει τεχνητή", None),
    ("el", "12A2", "Ο Διαιτητής επιδικάζει τεχνητή", "Ο Διαιτητής οφείλει να επιδικάσει τεχνητή", None),
    ("zh", "12A2", "裁判将判人为调整分", "裁判应判人为调整分", None),
    ("zh", "12A2", "裁判判给", "裁判应判给", ZH_12A2),
    ("zh", "12C3", "裁判应按照", "裁判须按照", None),
    ("el", "12C3", "μπορεί να ευθύνεται", "ενδεχομένως ευθύνεται", None),
    ("zh", "12C3", "裁判对违规方两名成员", "裁判对违规方的两名成员", _zh_2017("12C3")),  # 可能负责: no leave
], "A stated duty made a permission past a relative clause's future or a possibility's 'may': one finding.")

REVERSED_60 = [("number", "warning", "60% goes with 'at least / more than' in the English but with 'at most / less "
                                     "than' in the translation")]

test_a_bound_reversed_beside_a_missing_number = table([
    ("zh", "12C2(c)", "已超过60％", "低于60％", None, REVERSED_60),  # tester 9ao z04 (fuzzy: a warning)
    ("zh", "12C2(c)", "已超过60％", "已不足60％", None, REVERSED_60),
    ("zh", "12C2(c)", "已超过60％", "已高于60％", None),
    ("zh", "12C2(c)", "已超过60％", "已逾60％", None),
], "A bound reversed at a number both texts have, another number missing: one finding.")


def opposite(english: str, found: str, severity: str = "error"):
    return [("terminology", severity, f"the English says '{english}', the translation its opposite '{found}': the "
                                      "meaning reversed?")]


test_a_word_said_by_its_opposite = table([
    ("el", "12C1(a)", "αντικαθιστά το αποτέλεσμα", "προστίθεται στο αποτέλεσμα", None,
     opposite("replaces", "προστίθεται")),  # tester 9ao e54
    ("zh", "12C1(a)", "该调整分取代实际打牌所得的分数", "该调整分加到实际打牌所得的分数上", _zh_2017("12C1(a)"),
     opposite("replaces", "加到")),
    ("el", "86A", "το τελικό αποτέλεσμα", "το αρχικό αποτέλεσμα", None, opposite("final", "αρχικό")),  # e46
    ("zh", "86A", "最后结果", "最初结果", None, opposite("final", "最初", "warning")),  # z41 (fuzzy)
    ("zh", "86B1|title", "只取得一个结果", "取得多个结果", "只取得一个结果", opposite("Single", "多个")),  # z47
    ("el", "86B1|title", "Ελήφθη Ένα Μόνο Αποτέλεσμα", "Ελήφθησαν Πολλαπλά Αποτελέσματα", None,
     opposite("Single", "Πολλαπλά")),
    # correct wordings
    ("zh", "12C1(a)", "该调整分取代", "该调整分代替", _zh_2017("12C1(a)")),
    ("el", "12C1(a)", "αντικαθιστά το αποτέλεσμα", "παίρνει τη θέση του αποτελέσματος", None),
    ("el", "86A", "το τελικό αποτέλεσμα", "το οριστικό αποτέλεσμα", None),
    ("zh", "86A", "最后结果", "最终结果", None),
    ("zh", "86B1|title", "只取得一个结果", "取得单一结果", "只取得一个结果"),
], "A word said by its opposite (replaces / is added to, final / initial, single / multiple): one finding.")


def alternative(text: str):
    return [("terminology", "error", f"the English names 2 alternatives in '{text}', the translation 1: an "
                                     "alternative dropped?")]


Z49 = "裁判不得以本规则规定的更正对任何一方过于严厉或过于有利为由判给调整分。"  # tester 9ao's own Chinese of 12B2
SEVERE = alternative("either unduly severe or advantageous")
PLUS_MINUS = alternative("score of average plus or average minus")

test_one_of_two_alternatives_dropped_with_its_or = table([
    ("el", "12B2", "είτε υπερβολικά αυστηρή, είτε ευνοϊκή", "υπερβολικά αυστηρή", None, SEVERE),  # tester 9ao e65
    ("zh", "12B2", "过于严厉或过于有利", "过于严厉", Z49, SEVERE),  # z49
    ("el", "12B2", "είτε υπερβολικά αυστηρή, είτε ευνοϊκή", "ευνοϊκή", None, SEVERE),
    ("zh", "12B2", "过于严厉或", "", _zh_2017("12B2"), SEVERE),
    ("el", "12C2(b)", "μέσου όρου συν ή του μέσου όρου μείον", "μέσου όρου συν", None, PLUS_MINUS),
    ("zh", "12C2(b)", "平均正分或平均负分", "平均正分", _zh_2017("12C2(b)"), PLUS_MINUS),
    ("zh", "12C2(b)", "平均正分或平均负分", "平均负分", _zh_2017("12C2(b)"), PLUS_MINUS),
    # correct wordings
    ("el", "12B2", "είτε υπερβολικά αυστηρή, είτε ευνοϊκή", "υπερβολικά αυστηρή ή ευνοϊκή", None),
    ("zh", "12B2", "过于严厉或过于有利", "过于严厉或者过于有利", Z49),
    ("zh", "12C2(b)", "平均正分或平均负分", "平均正分或者平均负分", _zh_2017("12C2(b)")),
], "One of two alternatives dropped with its 'or': one 'alternative dropped' error, not a term warning.")

TWICE = "entry written twice: {entry}"
PO_LINE = "line {line}: not a PO line"
NOT_PO = [("negation", "error", "a negation of the English (not, no, unless) is missing in the translation of 'not a "
                                "PO line': a prohibition made a permission, or a condition reversed?")]

test_an_interface_count_or_negation_changed = findings_test([
    (TWICE, "条目重复三次：{entry}", "zh",
     [("number", "error", "number differs: twice in the English, 三 in the translation")]),  # tester 9ao m06
    (TWICE, "καταχώριση γραμμένη τρεις φορές: {entry}", "el",
     [("number", "error", "number differs: twice in the English, τρεις in the translation")]),
    (PO_LINE, "γραμμή {line}: είναι γραμμή PO", "el", NOT_PO),  # m13
    (PO_LINE, "第 {line} 行：是 PO 格式的行", "zh", NOT_PO),
    # the shipped translations and other correct wordings
    (TWICE, "条目重复：{entry}", "zh"),
    (TWICE, "条目写了两次：{entry}", "zh"),
    (TWICE, "καταχώριση γραμμένη δύο φορές: {entry}", "el"),
    (PO_LINE, "γραμμή {line}: δεν είναι γραμμή PO", "el"),
    (PO_LINE, "第 {line} 行：不是 PO 格式的行", "zh"),
], doc="An interface string's 'twice' made another count, or its verbless 'not a' dropped: one finding.")

NEGATES_86A = [("negation", "error", "the translation negates 'The Director shall not exercise his Law 6 authority to "
                                     "orde…' where the English does not: a permission or a duty made a prohibition, "
                                     "or a condition reversed?")]

test_a_condition_made_impossible = table([
    ("el", "86A", "θα μπορούσε", "ήταν αδύνατο", None, NEGATES_86A),
    ("el", "86A", "θα μπορούσε", "δεν θα μπορούσε", None, NEGATES_86A),  # the finding it gives as a negation
    ("el", "86A", "θα μπορούσε", "ήταν δυνατό", None),
], "Law 86A's 'could be known' as 'ήταν αδύνατο': the condition reversed, one negation finding.")
