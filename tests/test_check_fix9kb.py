"""Alternatives dropped and counts changed, each found once and named (issue 9 §2, fix9kb; tester t9av).

1. A count's bound dropped: "two or more" as "δύο" / 两个 / 2个 (Law 86B2; "three or more versions" of an interface
   string): one alternative finding naming "two or more" (the count with its bound since fix9ma; the rule narrowed to
   exactly that count).  "δύο και άνω", "δύο ή
   και περισσότερα", 两个或两个以上, 至少两个, 三个以上, "τουλάχιστον τρεις" none; "one or more" as "one" stays the
   quantifiers' finding.
2. A bracket of two alternatives ("(csv or json)" beside "(.md or .html)", "(damaged, or another kind of file)",
   "(finished, or taken over by another helper)") said with one: the alternatives finding naming the bracket.
3. The member BEFORE the "or" dropped: Law 12C1(d) "numerous or not obvious" as "δεν είναι προφανείς" / 不明显 (the
   translation keeps the "not" of "not obvious") names "numerous", no negation said added.
4. A negation the translation keeps of a part it lost (12C1(e) without 或一个赌博性的行动, "which if unsuccessful …"
   kept as 而该行动如不成功): the alternative's one finding, no negation added; a clause of an interface string dropped
   whole with its "or" and its "not" ("this one no longer saves or records it, …"): one "this part … no
   translation".
5. An indefinite quantity said as a number: Law 12C2(d) "multiple boards" as "τρεις διανομές" / 三副牌, "several
   boards" / "several versions" / "several answers" as τρεις, 两个, 三个: one "number differs" naming "multiple" /
   "several"; 86B3 "the same or multiple contestants" (the official Greek "δύο ή περισσοτέρων") as "δύο": that one
   finding, not the alternative "or multiple contestants" too.  数副, 若干, αρκετές, περισσότερες, πολλές none.
6. A Chinese count for the English's "a" (12C1(e) "an extremely serious error", "a gambling action" as 两个…): one
   "number differs" naming the noun phrase; 一名裁判 for "the Director" none.
"""

from __future__ import annotations

import pytest

from tests.support import edits_test, findings, findings_test

FILLS_12C1E = ("如果在违规之后，非违规方因一个极其严重的错误（与违规无关）或一个赌博性的行动而造成了自身的损害，而该行动如不成功，"
               "其本可指望通过纠正得到补偿，则：")
"""Tester t9av's Chinese of Law 12C1(e) (/tmp/t9av/fills.py), the text of its inputs v279 and v287."""


def _alternative(text: str) -> tuple[str, str, str]:
    return ("sentences", "error", f"the alternative '{text}' of the English is missing in the translation: "
                                  "the rule narrowed?")


def _listed(text: str) -> tuple[str, str, str]:
    return ("terminology", "error", f"the English names 2 alternatives in '{text}', the translation 1: an "
                                    "alternative dropped?")


def _number(english: str, found: str) -> tuple[str, str, str]:
    return ("number", "error", f"number differs: {english} in the English, {found} in the translation")


test_count_bounds = edits_test([
    ("el", "86B2", "δύο ή περισσότερα", "δύο", [_alternative("two or more")]),  # t9av v177
    ("zh", "86B2", "两个或更多", "两个", [_alternative("two or more")]),  # t9av v342
    ("zh", "86B2", "两个或更多", "2个", [_alternative("two or more")]),
    # the official Greek's "δύο ή περισσοτέρων" for "the same or multiple": "multiple" said two, one finding
    ("el", "86B3", "δύο ή περισσοτέρων", "δύο", [_number("multiple", "δύο")]),
    # correct: the bound in other words
    ("el", "86B2", "δύο ή περισσότερα", "δύο και άνω"),
    ("el", "86B2", "δύο ή περισσότερα", "δύο ή και περισσότερα"),
    ("zh", "86B2", "两个或更多", "两个或两个以上"),
    ("zh", "86B2", "两个或更多", "至少两个"),
], doc="A count's 'or more' dropped: one alternative finding (section 1).")

VERSIONS = "Yes: in three or more versions (the results of each are asked in turn)"
FORMAT = ("--format is for the whole log (csv or json); a ruling sheet's format comes from its file's ending (.md or "
          ".html)")
FORMAT_EL = ("Το --format αφορά ολόκληρο το αρχείο (csv ή json)· η μορφή ενός φύλλου απόφασης προκύπτει από την "
             "κατάληξη του αρχείου (.md ή .html)")
FORMAT_ZH = "--format 用于整个记录（csv 或 json）；裁决单的格式由文件的结尾（.md 或 .html）决定"
DAMAGED = "the file is not a ruling record (damaged, or another kind of file)"
CHANGED = "That ruling changed since the question (finished, or taken by another helper): it was not taken over."
LEFT = "The ruling left in the other login is no longer open there (finished, or taken over by another helper)."
SAVED = ("This entry was changed in the file since it was shown (another reviewer or an editor saved it). Your "
         "approval is not saved yet.")
NUMEROUS = "No: the possibilities are numerous or not obvious (artificial score)"
TAKEN = ("Another helper (process {pid}) took over the ruling in progress: this one no longer saves or records it, so "
         "that the newer answers are kept. ^N starts a new ruling here (recorded); ^O takes it back.")

test_interface_alternatives = findings_test([
    (VERSIONS, "Ναι: σε τρεις εκδοχές (τα αποτελέσματα καθεμιάς ζητούνται με τη σειρά)", "el", [_alternative("three or more")]),
    (VERSIONS, "是：三个版本（依次询问每个版本的结果）", "zh", [_alternative("three or more")]),
    (FORMAT, FORMAT_EL.replace("(csv ή json)", "(csv)"), "el", [_listed("(csv or json)")]),  # t9av v459
    (FORMAT, FORMAT_ZH.replace("（csv 或 json）", "（csv）"), "zh", [_listed("(csv or json)")]),
    (FORMAT, FORMAT_ZH.replace("（.md 或 .html）", "（.md）"), "zh", [_listed("(.md or .html)")]),
    (DAMAGED, "该文件不是裁决记录（已损坏）", "zh", [_listed("(damaged, or another kind of file)")]),  # t9av v467
    (CHANGED, "提问之后该裁决已有变化（已完成）：未接管。", "zh", [_listed("(finished, or taken by another helper)")]),
    (LEFT, "Η απόφαση που έμεινε στην άλλη σύνδεση δεν είναι πια ανοιχτή εκεί (ολοκληρώθηκε).", "el",
     [_listed("(finished, or taken over by another helper)")]),
    (SAVED, "Αυτή η καταχώριση άλλαξε στο αρχείο αφότου εμφανίστηκε (την αποθήκευσε άλλος ελεγκτής). Η έγκρισή σας δεν "
            "έχει αποθηκευτεί ακόμη.", "el", [_listed("(another reviewer or an editor saved it)")]),
    (SAVED, "此条目在显示之后已在文件中被更改（另一位审校者保存了它）。您的审定尚未保存。", "zh",
     [_listed("(another reviewer or an editor saved it)")]),
    (NUMEROUS, "Όχι: οι πιθανότητες δεν είναι προφανείς (τεχνητή επανορθωτική βαθμολογία)", "el",
     [_alternative("numerous")]),
    (NUMEROUS, "不能：可能性不明显（人为调整分）", "zh", [_alternative("numerous")]),
    # a clause dropped whole with its "or" and its "not" (t9av v438)
    (TAKEN, "另一个 helper 窗口（进程 {pid}）接管了进行中的裁决：按 ^N 在此开始新的裁决（会被记录）；按 ^O 收回。", "zh",
     [("sentences", "error", "this part of the English seems to have no translation: 'this one no longer saves or "
                             "records it, so that the newer a…'")]),
    # correct: the bound in other words, the bracket's alternatives in one phrase
    (VERSIONS, "Ναι: σε τουλάχιστον τρεις εκδοχές (τα αποτελέσματα καθεμιάς ζητούνται με τη σειρά)", "el"),
    (VERSIONS, "是：三个以上版本（依次询问每个版本的结果）", "zh"),
    (CHANGED, "提问之后该裁决已有变化（已完成或已被另一个 helper 接管）：未接管。", "zh"),
    (FORMAT, FORMAT_ZH.replace("（csv 或 json）", "（json 或 csv）"), "zh"),
], doc="An interface string's alternative dropped: one finding naming it (sections 1, 2, 3, 4).")

test_first_member = edits_test([
    ("el", "12C1(d)", "είναι πολλές ή όχι προφανείς", "δεν είναι προφανείς", [_alternative("numerous")]),  # t9av v072
    ("el", "12C1(d)", "πολλές ή όχι προφανείς", "όχι προφανείς", [_alternative("numerous")]),
    ("zh", "12C1(d)", "很多或不明显", "不明显", [_alternative("numerous")]),  # t9av v272
    # the member after the "or" dropped: named as before (fix9jb)
    ("zh", "12C1(d)", "很多或不明显", "很多", [_alternative("or not obvious")]),
    ("el", "12C1(d)", "πολλές ή όχι προφανείς", "όχι προφανείς ή πολλές"),
], doc="The member before the 'or' dropped: one finding naming it (section 3).")

GAMBLING = "or by a gambling action, which if unsuccessful it might hav…"


@pytest.mark.parametrize("text, expected", [
    # t9av v279: the alternative gone, its 如不成功 kept: no negation added
    (FILLS_12C1E.replace("或一个赌博性的行动", ""), [_alternative(GAMBLING)]),
    # t9av v287 and the second article: a count for "a"
    (FILLS_12C1E.replace("因一个极其严重的错误", "因两个极其严重的错误"), [_number("an extremely serious error", "两")]),
    (FILLS_12C1E.replace("或一个赌博性的行动", "或两个赌博性的行动"), [_number("a gambling action", "两")]),
    (FILLS_12C1E, []),
], ids=["v279", "v287", "second-article", "clean"])
def test_12c1e(text, expected):
    """Law 12C1(e) in t9av's Chinese: the alternative's negation, a count for an article (sections 4, 6)."""
    from tests.support import law_texts

    english, _zh = law_texts("zh", "12C1(e)")
    assert findings(english, text, "zh", "12C1(e)") == expected


test_indefinite_counts = edits_test([
    ("el", "12C2(d)", "πολλαπλές διανομές", "τρεις διανομές", [_number("multiple", "τρεις")]),  # t9av v134
    ("el", "12C2(d)", "πολλαπλές διανομές", "δύο διανομές", [_number("multiple", "δύο")]),
    ("zh", "12C2(d)", "多副牌", "三副牌", [_number("multiple", "三")]),  # t9av v320
    ("zh", "86B3", "相同或多个参赛者", "相同或三个参赛者", [_number("multiple", "三")]),
    # correct: an indefinite quantity in other words, a one for "the Director"
    ("el", "12C2(d)", "πολλαπλές διανομές", "αρκετές διανομές"),
    ("el", "12C2(d)", "πολλαπλές διανομές", "περισσότερες διανομές"),
    ("zh", "12C2(d)", "多副牌", "数副牌"),
    ("zh", "12C2(d)", "多副牌", "若干副牌"),
    ("zh", "12A3", "裁判可判给调整分", "一名裁判可判给调整分"),
], doc="An indefinite quantity said as a number: one 'number differs' (section 5).")

SEVERAL_BOARDS = "Scores varied by regulation for a contestant without a result on several boards (Law {law})."
FOULED = "a fouled board played in several versions (Law 87B)"
FITS = "'{value}' fits several answers ({numbers}): type more of one, or its number."

test_interface_counts = findings_test([
    (SEVERAL_BOARDS, "Βαθμολογίες διαφοροποιημένες με κανονισμό για αγωνιζόμενο χωρίς αποτέλεσμα σε τρεις διανομές "
                     "(Νόμος {law}).", "el", [_number("several", "τρεις")]),
    (SEVERAL_BOARDS, "参赛者在三副牌上未取得结果，其分数按规程另行规定（{law}）。", "zh", [_number("several", "三")]),
    (FOULED, "αλλοιωμένη διανομή που παίχτηκε σε τρεις εκδοχές (Νόμος 87Β)", "el", [_number("several", "τρεις")]),
    (FOULED, "以两个版本打过的错牌（第87条B款）", "zh", [_number("several", "两")]),
    (FITS, "“{value}”符合三个答案（{numbers}）：请多输入几个字，或输入其编号。", "zh", [_number("several", "三")]),
    (FITS, "Το «{value}» ταιριάζει σε δύο απαντήσεις ({numbers}): πληκτρολογήστε περισσότερους χαρακτήρες μιας "
           "απάντησης ή τον αριθμό της.", "el", [_number("several", "δύο")]),
    # correct
    (SEVERAL_BOARDS, "参赛者在数副牌上未取得结果，其分数按规程另行规定（{law}）。", "zh"),
    (FOULED, "以若干版本打过的错牌（第87条B款）", "zh"),
    (FITS, "Το «{value}» ταιριάζει σε πολλές απαντήσεις ({numbers}): πληκτρολογήστε περισσότερους χαρακτήρες μιας "
           "απάντησης ή τον αριθμό της.", "el"),
], doc="An interface string's indefinite quantity said as a number (section 5).")
