"""Interface strings (messages domain) of session 23 (issue 9 §2, fix9cc), each a kind: the named input and other
wordings, and the correct wordings beside it that give no finding.

1. A label naming a compared text ("the translation", "the English": 译文 / 英文, η μετάφραση / το αγγλικό) binds the
   placeholder of its clause: the key-check message "the English names the key '{english}', the translation '{found}'"
   reordered with its labels (译文写的按键是“{found}”，而英文是“{english}”) is correct, no placeholder-order warning.
2. The same labels kept with the placeholders swapped (译文…{english}…英文…{found}) are a placeholder-order error
   ("placeholders swapped?"), in either order of the clauses; "English-Chinese" (an adjective) names no text.
3. "(the number itself included)" said "excluded" (不含, 除外; χωρίς, εξαιρουμένου) or "excluded" said "included" (含;
   μαζί με): an opposite made, one error; the same side kept is none.
4. A Greek plural form whose word next to the count has the other number: "{count} μεταφρασμένη" in msgstr[1] (every
   count but 1), "{diff} πόντοι" in msgstr[0]: one warning naming the word; the right numbers, a preposition after
   the count ("{count} προς έλεγχο"), a neuter plural in -η ("λάθος" / "λάθη") are none.  Chinese has one form.
5. "with the field empty" said "without writing" (χωρίς να γράψετε, χωρίς αιτιολογία; 不填写, 不带理由): no 'with'
   and 'without' reversed, no negation added; "χωρίς να αφήσετε το πεδίο κενό" (without leaving it empty) still is.
6. A finding of one form of an entry in a catalogue of one form (the Chinese, an entry given two forms) names the form
   without calling it singular or plural.
"""

from __future__ import annotations

import polib
import pytest

from helper.catalog.checks.catalogues import check_entry
from tests.support import findings, findings_test, label_moved

KEY = "the English names the key '{english}', the translation '{found}': a Director told the wrong key?"
NUMBER = "number differs: {source} in the English, {target} in the translation"
CONDITION = ("the English's condition '{english}' asks for an absence, the translation's '{found}' for a presence: the "
             "condition reversed?")
LAW = "law reference differs: '{source}' in the English, '{target}' in the translation"
OLDER = ("Chinese from an older edition's translation (row {row} of an English-Chinese table of sentences on adjusted "
         "scores); its English is close to, not identical with, 2017 {id}.")
EL_KEY = "η μετάφραση γράφει το πλήκτρο «{0}», ενώ το αγγλικό το «{1}»: μήπως ο Διαιτητής καθοδηγείται σε λάθος πλήκτρο;"
EL_CONDITION = ("το «{0}» της μετάφρασης ζητά την παρουσία, ενώ η συνθήκη «{1}» του αγγλικού την απουσία: "
                "αντιστράφηκε η συνθήκη;")

test_text_labels = findings_test([
    # the tester's input, and the same reorder in Greek: each label at its own placeholder
    (KEY, "译文写的按键是“{found}”，而英文是“{english}”：是否告诉了裁判错误的按键？", "zh"),
    (KEY, EL_KEY.format("{found}", "{english}"), "el"),
    (KEY, "英文写的按键是“{english}”，而译文是“{found}”：是否告诉了裁判错误的按键？", "zh"),
    (KEY, "το αγγλικό αναφέρει το πλήκτρο «{english}», η μετάφραση το «{found}»: μήπως ο Διαιτητής καθοδηγείται σε "
          "λάθος πλήκτρο;", "el"),
    (NUMBER, "数字不同：译文为 {target}，英文为 {source}", "zh"),
    (NUMBER, "ο αριθμός διαφέρει: {target} στη μετάφραση, {source} στο αγγλικό", "el"),
    (CONDITION, EL_CONDITION.format("{found}", "{english}"), "el"),
    (LAW, "法律条款引用不同：译文为“{target}”，英文为“{source}”", "zh"),
    (LAW, "διαφέρει η παραπομπή σε νόμο: «{target}» στη μετάφραση, «{source}» στο αγγλικό", "el"),
    # an adjective "English-Chinese" beside {row} names no text: 英文 at {id} is the entry's English
    (OLDER, "中文取自旧版规则的译文（一份英中对照的调整分语句表第{row}行）；其英文与2017年版{id}相近，但不完全相同。", "zh"),
    # the labels kept, the placeholders swapped: in the English's order or the other
    (KEY, "译文写的按键是“{english}”，而英文是“{found}”：是否告诉了裁判错误的按键？", "zh",
     label_moved("English", "{english}", "{found}")),
    (KEY, "英文写的按键是“{found}”，而译文是“{english}”：是否告诉了裁判错误的按键？", "zh",
     label_moved("English", "{english}", "{found}")),
    (KEY, EL_KEY.format("{english}", "{found}"), "el", label_moved("English", "{english}", "{found}")),
    (NUMBER, "数字不同：译文为 {source}，英文为 {target}", "zh", label_moved("English", "{source}", "{target}")),
    (NUMBER, "ο αριθμός διαφέρει: {source} στη μετάφραση, {target} στο αγγλικό", "el",
     label_moved("English", "{source}", "{target}")),
    (CONDITION, EL_CONDITION.format("{english}", "{found}"), "el", label_moved("English", "{english}", "{found}")),
], "Labels naming the compared texts bind their placeholders: a reorder with them is none, a swap under them one error.")

INCLUDED = "at least / at most (the number itself included)"
EXCLUDED = "more than / less than (the number itself excluded)"


def reversed_(english: str, found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English says '{english}', the translation its opposite '{found}': the "
                                     "meaning reversed?")]


test_included_excluded = findings_test([
    (INCLUDED, "至少 / 至多（不含该数本身）", "zh", reversed_("included", "不含")),
    (INCLUDED, "至少 / 至多（该数本身除外）", "zh", reversed_("included", "除外")),
    (INCLUDED, "τουλάχιστον / το πολύ (χωρίς τον ίδιο τον αριθμό)", "el", reversed_("included", "χωρίς")),
    (INCLUDED, "τουλάχιστον / το πολύ (εξαιρουμένου του ίδιου του αριθμού)", "el",
     reversed_("included", "εξαιρουμένου")),
    (EXCLUDED, "超过 / 低于（含该数本身）", "zh", reversed_("excluded", "含")),
    (EXCLUDED, "περισσότερο από / λιγότερο από (μαζί με τον ίδιο τον αριθμό)", "el", reversed_("excluded", "μαζί με")),
    (INCLUDED, "至少 / 至多（含该数本身）", "zh"),
    (INCLUDED, "至少 / 至多（包括该数本身在内）", "zh"),
    (INCLUDED, "τουλάχιστον / το πολύ (μαζί με τον ίδιο τον αριθμό)", "el"),
    (INCLUDED, "τουλάχιστον / το πολύ (συμπεριλαμβανομένου του ίδιου του αριθμού)", "el"),
    (EXCLUDED, "超过 / 低于（不含该数本身）", "zh"),
    (EXCLUDED, "περισσότερο από / λιγότερο από (χωρίς τον ίδιο τον αριθμό)", "el"),
    (EXCLUDED, "περισσότερο από / λιγότερο από (εκτός από τον ίδιο τον αριθμό)", "el"),
], "'included' and 'excluded' are opposites: one said as the other is one error.")


@pytest.mark.parametrize("english, text, lang", [
    ("Press Enter with the field empty to keep the standard penalty.",
     "Πατήστε Enter χωρίς να γράψετε τίποτα για να κρατήσετε την τυπική ποινή.", "el"),
    ("Press Enter with the field empty to keep the standard penalty.",
     "Πατήστε Enter χωρίς να συμπληρώσετε το πεδίο για να κρατήσετε την τυπική ποινή.", "el"),
    ("Press Enter with the field empty to keep the standard penalty.",
     "Πατήστε Enter με το πεδίο κενό για να κρατήσετε την τυπική ποινή.", "el"),
    ("Enter with the line empty: the standard penalty", "Enter χωρίς να πληκτρολογήσετε τίποτα: η τυπική ποινή", "el"),
    ("Save with the reason empty?", "Αποθήκευση χωρίς αιτιολογία;", "el"),
    ("Save with the reason empty?", "Αποθήκευση με κενή αιτιολογία;", "el"),
    ("Press Enter with the field empty to keep the standard penalty.", "不填写任何内容直接按 Enter，保留标准罚分。", "zh"),
    ("Save with the reason empty?", "不填写理由就保存？", "zh"),
    ("Save with the reason empty?", "不带理由保存？", "zh"),
    ("Save with an empty reason?", "Αποθήκευση χωρίς αιτιολογία;", "el"),
    ("Save with an empty reason?", "不填写理由就保存？", "zh"),
    # "with a space" / "with a blank" (a character) said με κενό: no absence on either side
    ("Separate the names with a space.", "Χωρίστε τα ονόματα με κενό.", "el"),
    ("Separate the names with a blank.", "Χωρίστε τα ονόματα με κενό.", "el"),
])
def test_with_empty_said_without_writing(english, text, lang):
    assert findings(english, text, lang) == []


def test_without_leaving_empty_is_still_reversed():
    assert findings("Press Enter with the field empty to keep the standard penalty.",
                    "Πατήστε Enter χωρίς να αφήσετε το πεδίο κενό για να κρατήσετε την τυπική ποινή.", "el") == [
        ("negation", "error", "the English says 'with the field empty', the translation 'χωρίς να αφήσετε το': 'with' "
                              "and 'without' reversed?")]
    assert findings("Save with the reason empty?", "Αποθήκευση χωρίς να αφήσετε την αιτιολογία κενή;", "el") == [
        ("negation", "error", "the English says 'with the reason empty?', the translation 'χωρίς να αφήσετε την': "
                              "'with' and 'without' reversed?")]
    assert findings("Separate the names with a space.", "Χωρίστε τα ονόματα χωρίς κενό.", "el") == [
        ("negation", "error", "the English says 'with a space', the translation 'χωρίς κενό': 'with' and 'without' "
                              "reversed?")]


def _entry(singular: str, plural: str, first: str, second: str) -> polib.POEntry:
    return polib.POEntry(msgid=singular, msgid_plural=plural, msgstr_plural={0: first, 1: second})


def singular_in_plural(word: str, field: str = "{count}") -> tuple[str, str, str]:
    return ("plural-forms", "warning", f"'{word}' after {field} is singular in the plural form (msgstr[1], every count "
                                       "but 1): write it in the plural?")


def plural_in_singular(word: str, field: str = "{count}") -> tuple[str, str, str]:
    return ("plural-forms", "warning", f"'{word}' after {field} is plural in the singular form (msgstr[0], a count of "
                                       "one): write it in the singular?")


@pytest.mark.parametrize("singular, plural, first, second, expected", [
    # the tester's input: msgstr[1] written in the singular
    ("{count} translated", "{count} translated", "{count} μεταφρασμένη", "{count} μεταφρασμένη",
     [singular_in_plural("μεταφρασμένη")]),
    ("{count} finding", "{count} findings", "{count} εύρημα", "{count} εύρημα", [singular_in_plural("εύρημα")]),
    ("{count} fuzzy", "{count} fuzzy", "{count} ασαφής", "{count} ασαφής", [singular_in_plural("ασαφής")]),
    ("{count} result expected", "{count} results expected", "{count} αναμενόμενο αποτέλεσμα",
     "{count} αναμενόμενο αποτέλεσμα", [singular_in_plural("αναμενόμενο")]),
    # msgstr[0] written in the plural
    ("{diff} point", "{diff} points", "{diff} πόντοι", "{diff} πόντοι", [plural_in_singular("πόντοι", "{diff}")]),
    ("{count} paragraph found: ↑ ↓ choose, Enter reads.", "{count} paragraphs found: ↑ ↓ choose, Enter reads.",
     "Βρέθηκε {count} παράγραφοι: ↑ ↓ επιλογή, Enter ανάγνωση.",
     "Βρέθηκαν {count} παράγραφοι: ↑ ↓ επιλογή, Enter ανάγνωση.", [plural_in_singular("παράγραφοι")]),
    # each form in its number: none
    ("{count} translated", "{count} translated", "{count} μεταφρασμένη", "{count} μεταφρασμένες", []),
    ("{count} finding", "{count} findings", "{count} εύρημα", "{count} ευρήματα", []),
    ("{diff} point", "{diff} points", "{diff} πόντος", "{diff} πόντοι", []),
    ("{count} error", "{count} errors", "{count} λάθος", "{count} λάθη", []),
    ("{count} to look at", "{count} to look at", "{count} προς έλεγχο", "{count} προς έλεγχο", []),
    ("{imps} IMP", "{imps} IMPs", "{imps} IMP", "{imps} IMPs", []),
])
def test_greek_plural_form_number(singular, plural, first, second, expected):
    found = check_entry(_entry(singular, plural, first, second), "el", "messages", nplurals=2)
    assert [(f.check, f.severity, f.message) for f in found] == expected


def test_chinese_one_form_not_read():
    entry = polib.POEntry(msgid="{count} finding", msgid_plural="{count} findings", msgstr_plural={0: "{count} 个发现"})
    assert check_entry(entry, "zh", "messages", nplurals=1) == []


@pytest.mark.parametrize("ui_lang, first, second", [
    ("en", " (only in msgstr[0], the one form of this language)",
     " (only in msgstr[1], a form this language does not have)"),
    ("zh", "（仅 msgstr[0] 有此问题；它是本语言唯一的形式，用于所有数目）", "（仅 msgstr[1] 有此问题；本语言没有这一形式）"),
    ("el", " (μόνο στο msgstr[0], τον μόνο τύπο αυτής της γλώσσας)",
     " (μόνο στο msgstr[1], τύπο που αυτή η γλώσσα δεν έχει)"),
])
def test_one_form_catalogue_names_no_singular(ui_lang, first, second):
    def entry(one, two):
        return polib.POEntry(msgid="{count} board was scored.", msgid_plural="{count} boards were scored.",
                             msgstr_plural={0: one, 1: two})

    for one, two, end in (("{count} 副牌未计分。", "{count} 副牌已计分。", first),
                          ("{count} 副牌已计分。", "{count} 副牌未计分。", second)):
        found = [f for f in check_entry(entry(one, two), "zh", "messages", ui_lang=ui_lang, nplurals=1)
                 if f.check != "plural-forms"]
        assert [(f.check, f.message.endswith(end)) for f in found] == [("negation", True)]
