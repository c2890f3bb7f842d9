"""False findings and misses of tester 9ad (issue 9 §2, fix9by), each a kind: the tester's input and other wordings.

1. An inability said of a thing, an adjective before 的 (86B2 "non-comparable results" as 无法比较的结果 / 不能比较的 /
   无法相比的) is no ability nor leave: no "a duty made a permission?" on a sentence that states what is done.
2. "provided that" as υπό τον όρο ότι / με τον όρο ότι opens a condition (12A "when these Laws empower him").
3. "does not change" said as "stays the same" (μένει ίδια, παραμένει αμετάβλητη, 维持原状, 照旧): no negation dropped;
   "αλλάζει" (changes) still is one.
4. "both sides are non-offending" said as "no side is offending" (κανένας άξονας δεν είναι υπαίτιος, 双方都不是违规方,
   没有一方是违规方): no finding; "one side is offending" stays one.
5. "at least one" / "at most one" said as "exactly one" (ακριβώς ένα, 恰好, 只能): one finding.
6. "must be between 1 and 100, not {limit}" said as "may be" (μπορεί να είναι …, όχι {limit}; 可以…，而不是): the
   contrast's "not" keeps no duty: one finding.
7. English left before a colon of the translation ("Δεν βρέθηκε το settings file: {file}"): one finding, as in zh;
   a field name the English writes before a colon too ("event:") is kept.
8. A defect of one form of a plural entry names the form, in the messages' language.
"""

from __future__ import annotations

import polib
import pytest

from helper.catalog.checks.catalogues import check_entry
from tests.support import findings, law_texts

E86B2 = law_texts("zh", "86B2")[0]
E12A = law_texts("el", "12A")[0]
PENALTY = ("Procedural penalty (Law {law}), {kind}: {amount}, apart from the board's score; the score of {other} does "
           "not change.")
DIRECTOR = "With --director-error (Law 82C) both sides are non-offending: leave out --nos."


def weakened(words: str) -> list[tuple[str, str, str]]:
    """The one finding of a duty of an interface string made a permission."""
    return [("terminology", "error", f"the English obliges ('shall', 'must') in '{words}', the translation only "
                                     "allows: the rule weakened?")]


def exact(english: str, found: str) -> list[tuple[str, str, str]]:
    """The one finding of a bound said as an exact count."""
    return [("terminology", "error", f"the English says '{english}', the translation '{found}': a minimum or maximum "
                                     "made an exact count?")]


def general(found: str) -> list[tuple[str, str, str]]:
    """The one finding of "both sides" said as one particular side."""
    return [("terminology", "error", f"'{found}' where the English says 'both sides': one particular side where the "
                                     "English names the sides generally?")]


def not_changed(text: str) -> list[tuple[str, str, str]]:
    """The one finding of "does not change" with its negation dropped."""
    return [("negation", "error", f"a negation of the English (not, no, unless) is missing in the translation of "
                                  f"'{text}': a prohibition made a permission, or a condition reversed?")]


def left(text: str) -> list[tuple[str, str, str]]:
    return [("untranslated-run", "error", f"English left untranslated in the translation: '{text}'")]


ZH_86B2 = "在团体赛中，相同参赛者之间取得了两个或更多{}的结果时，或本规则以其他方式要求裁判判给一个以上调整分时："


@pytest.mark.parametrize("adjective", ["无法比较", "不能比较", "无法相比"])
def test_inability_of_a_thing_is_no_leave(adjective):
    assert findings(E86B2, ZH_86B2.format(adjective), "zh", "86B2") == []


EL_12A = ("Ο Διαιτητής μπορεί, κατόπιν αιτήματος παίκτη εντός της προθεσμίας του Νόμου 92Β ή αυτεπάγγελτα, να "
          "επιδικάσει επανορθωτική βαθμολογία, {} ότι ο παρών Κώδικας του το επιτρέπει (σε αγώνες ομάδων βλέπε Νόμο "
          "86Β). Σε αυτό περιλαμβάνονται:")


@pytest.mark.parametrize("provided", ["υπό τον όρο", "με τον όρο"])
def test_provided_that_is_a_condition(provided):
    assert findings(E12A, EL_12A.format(provided), "el", "12A") == []


EL_PENALTY = "Διαδικαστική ποινή (Νόμος {law}), {kind}: {amount}, ανεξάρτητα από τη βαθμολογία της διανομής· "
ZH_PENALTY = "程序性处罚（第{law}条），{kind}：{amount}，在该副牌得分之外；"


@pytest.mark.parametrize("english, text, lang, expected", [
    (PENALTY, EL_PENALTY + "η βαθμολογία του {other} μένει ίδια.", "el", []),
    (PENALTY, EL_PENALTY + "η βαθμολογία του {other} παραμένει αμετάβλητη.", "el", []),
    (PENALTY, ZH_PENALTY + "{other} 的得分维持原状。", "zh", []),
    (PENALTY, ZH_PENALTY + "{other} 的得分照旧。", "zh", []),
])
def test_unchanged_said_as_the_same(english, text, lang, expected):
    assert findings(english, text, lang) == expected


def test_unchanged_and_changed():
    english = "The ruling's score does not change."
    # the change negated dropped ("αλλάζει", changes): still one finding
    assert [findings(english, "Η βαθμολογία της απόφασης μένει αμετάβλητη.", "el"),
            findings(english, "Η βαθμολογία της απόφασης αλλάζει.", "el")] == [[], not_changed(english)]


def test_no_side_offending_is_both_non_offending():
    rows = [
        (DIRECTOR, "Όταν δίνεται το --director-error (Νόμος 82Γ), κανένας άξονας δεν είναι υπαίτιος: μη δώσετε το "
                   "--nos.", "el", []),
        (DIRECTOR, "Όταν δίνεται το --director-error (Νόμος 82Γ), κανένας άξονας δεν παρέβη: μη δώσετε το --nos.",
         "el", []),
        (DIRECTOR, "给出 --director-error（第82C条）时，双方都不是违规方：不要给出 --nos。", "zh", []),
        (DIRECTOR, "给出 --director-error（第82C条）时，没有一方是违规方：不要给出 --nos。", "zh", []),
        ("Both sides are non-offending.", "Κανένας άξονας δεν είναι υπαίτιος.", "el", []),
        ("Both sides are non-offending.", "双方都不是违规方。", "zh", []),
        # one side offending for both non-offending: one finding
        (DIRECTOR, "Όταν δίνεται το --director-error (Νόμος 82Γ), ένας άξονας είναι υπαίτιος: μη δώσετε το --nos.",
         "el", general("υπαίτιος")),
        (DIRECTOR, "给出 --director-error（第82C条）时，一方是违规方：不要给出 --nos。", "zh", general("违规方")),
    ]
    assert [findings(english, text, lang) for english, text, lang, _expected in rows] == [row[3] for row in rows]


@pytest.mark.parametrize("english, text, lang, expected", [
    ("Give at least one --outcome W:R.", "Δώστε ακριβώς ένα --outcome W:R.", "el", exact("at least", "ακριβώς")),
    ("Give at least one --outcome W:R.", "请恰好给出一个 --outcome W:R。", "zh", exact("at least", "恰好")),
    ("Give at least one --outcome W:R.", "只能给出一个 --outcome W:R。", "zh", exact("at least", "只能")),
    ("Give at least one --side.", "Δώστε ακριβώς ένα --side.", "el", exact("at least", "ακριβώς")),
    ("Give at most one --side.", "Δώστε ακριβώς ένα --side.", "el", exact("at most", "ακριβώς")),
])
def test_bound_said_as_exact_count(english, text, lang, expected):
    assert findings(english, text, lang) == expected


def test_bounds_kept_stay_clean():
    assert [findings("Give at least one --outcome W:R.", "Δώστε τουλάχιστον ένα --outcome W:R.", "el"),
            findings("Give at most one --side.", "Δώστε το πολύ ένα --side.", "el"),
            findings("Give at least one --side.", "Δώστε ακριβώς ένα --side.", "el")] == \
        [[], [], exact("at least", "ακριβώς")]


@pytest.mark.parametrize("english, text, lang", [
    ("--limit must be between 1 and 100, not {limit}.", "Το --limit μπορεί να είναι από 1 έως 100, όχι {limit}.", "el"),
    ("--limit must be between 1 and 100, not {limit}.", "--limit 可以介于 1 和 100 之间，而不是 {limit}。", "zh"),
    ("--top must be between 1 and 999, not {top}.", "Το --top μπορεί να είναι από 1 έως 999, όχι {top}.", "el"),
    ("--top must be between 1 and 999, not {top}.", "--top 可以在 1 到 999 之间，而不是 {top}。", "zh"),
])
def test_must_made_may_beside_a_contrast(english, text, lang):
    assert findings(english, text, lang) == weakened("must be between 1 and")


def test_must_kept_beside_a_contrast_is_clean():
    assert [findings("--limit must be between 1 and 100, not {limit}.",
                     "Το --limit πρέπει να είναι από 1 έως 100, όχι {limit}.", "el"),
            findings("--limit must be between 1 and 100, not {limit}.",
                     "Το --limit μπορεί να είναι από 1 έως 100, όχι {limit}.", "el")] == \
        [[], weakened("must be between 1 and")]


@pytest.mark.parametrize("english, text, lang, expected", [
    ("Settings file not found: {file}", "Δεν βρέθηκε το settings file: {file}", "el", left("settings file")),
    ("Rulings file not found: {file}", "Δεν βρέθηκε το rulings file: {file}", "el", left("rulings file")),
])
def test_english_left_before_a_colon(english, text, lang, expected):
    assert findings(english, text, lang) == expected


def test_field_name_before_a_colon_is_kept():
    assert [findings("Field event: {event}", "Πεδίο event: {event}", "el"),
            findings("Settings file not found: {file}", "Δεν βρέθηκε το settings file: {file}", "el")] == \
        [[], left("settings file")]


def _plural(second: str) -> polib.POEntry:
    return polib.POEntry(msgid="{count} board was scored.", msgid_plural="{count} boards were scored.",
                         msgstr_plural={0: "Βαθμολογήθηκε {count} διανομή.", 1: second})


@pytest.mark.parametrize("ui_lang, form", [
    ("en", " (only in the plural form, msgstr[1])"),
    ("el", " (μόνο στον πληθυντικό, msgstr[1])"),
    ("zh", "（仅复数形式 msgstr[1] 有此问题）"),
])
def test_plural_form_named(ui_lang, form):
    found = check_entry(_plural("Δεν βαθμολογήθηκαν {count} διανομές."), "el", "messages", ui_lang=ui_lang, nplurals=2)
    assert [(f.check, f.message.endswith(form)) for f in found] == [("negation", True)]
    assert check_entry(_plural("Βαθμολογήθηκαν {count} διανομές."), "el", "messages", ui_lang=ui_lang,
                       nplurals=2) == []


def test_singular_form_named():
    entry = polib.POEntry(msgid="{count} board was scored.", msgid_plural="{count} boards were scored.",
                          msgstr_plural={0: "Δεν βαθμολογήθηκε {count} διανομή.", 1: "Βαθμολογήθηκαν {count} διανομές."})
    found = check_entry(entry, "el", "messages", ui_lang="en", nplurals=2)
    assert [(f.check, f.message.endswith(" (only in the singular form, msgstr[0])")) for f in found] == \
        [("negation", True)]


def test_tester_plural_negation_dropped_in_singular():
    # tester 9ad el-m-def-134: the singular form's δεν dropped, the plural's kept
    english = "{count} recorded ruling cannot be read and is left out: {ids}"
    entry = polib.POEntry(msgid=english, msgid_plural="{count} recorded rulings cannot be read and are left out: {ids}",
                          msgstr_plural={0: "{count} καταγεγραμμένη απόφαση διαβάζεται και παραλείπεται: {ids}",
                                         1: "{count} καταγεγραμμένες αποφάσεις δεν διαβάζονται και παραλείπονται: {ids}"})
    found = check_entry(entry, "el", "messages", ui_lang="el", nplurals=2)
    assert [(f.check, f.severity, f.message.endswith(" (μόνο στον ενικό, msgstr[0])")) for f in found] == \
        [("negation", "error", True)]
