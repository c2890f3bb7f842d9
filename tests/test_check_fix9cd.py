"""Restrictions dropped, broken citation brackets, parentheticals beside a reference, and the official Greek text
edited (issue 9 §2, fix9cd; the lead's brief for session 23).

Kinds:
1. A restriction of the English to a part ("for such part of its damage as is self-inflicted", 12C1(e)(ii); "in so
   far as", "to the extent that") dropped, or said as a universal (全部, 所有, 均; όλη, ολόκληρη, κάθε): one
   ``terminology`` error naming the universal when there is one.  The part said (自己造成的那部分损害, 其中…的部分,
   仅; "το μέρος της ζημιάς που", "το τμήμα", "στο μέτρο που") is none.
2. An item label whose bracket is broken (上述(a项和(b)项, 上述a)项, "(α και (β)", "α) και (β)") is still the
   reference: the broken bracket is the one finding, no reference named missing (and a Greek national note after it
   is not swallowed into a parenthetical running to the end).  A label changed ((b) as (γ)) is still found.
3. fix9bt's LEFT: a parenthetical of the translation carrying the English one's reference pairs with it with up to
   6 words / 14 Chinese characters beside the reference when they make no clause of their own (no condition,
   negation, modal, nor a second clause after a comma); one adding a clause is still a parenthetical only in the
   translation.  A bracket never closed or never opened is quoted as written: '（', '）' (not '(' / ')').
4. The official Greek text edited by a reviewer: beside "the official Greek text was edited here", the official
   wording's own findings accepted in the baseline (its national notes, 'ανωμαλία', 'τις οποίος', 'συνήθως') stay
   accepted after an edit elsewhere in the text (check_entry and check_catalogues with the baseline applied, as
   ``catalog check`` and the review screen show them); only what the edit brought is new.
"""

from __future__ import annotations

import copy
import shutil

import polib
import pytest

from helper.catalog.checks import apply_baseline, check_single
from helper.catalog.checks.catalogues import _official_texts, check_catalogues, check_entry
from tests.support import REPO, edit_findings, findings, law_texts
from tests.test_catalog_fix9e import ZH_2017
from tests.test_check_fix9bt import B2_6, EN_12A2, ZH_12A2


# ---------------------------------------------------------------- 1. a restriction to a part

EN_12C1E2 = law_texts("el", "12C1(e)(ii)")[0]  # "... does not receive relief for such part of its damage as is ..."
PART = "such part of its damage as"


def part_as(found: str) -> list[tuple[str, str, str]]:
    return [("terminology", "error", f"the English restricts the rule to a part ('{PART}'), the translation says "
                                     f"'{found}': does it now cover the whole?")]


PART_DROPPED = [("terminology", "error", f"the English restricts the rule to a part ('{PART}'), the translation "
                                         "does not: does it now cover the whole?")]


@pytest.mark.parametrize("text, expected", [
    ("非违规方所受的全部损害，均不予补偿。", part_as("全部")),          # the brief's wording
    ("非违规方的所有损害都不获补偿。", part_as("所有")),
    ("非违规方不能就其损害获得补偿。", PART_DROPPED),
    ("非违规方对自己造成的损害不获补偿。", PART_DROPPED),
    # the part said: none
    ("非违规方对其自己造成的那部分损害不获补偿。", []),
    ("对于损害中由非违规方自己造成的部分，非违规方不获补偿。", []),
    ("非违规方对其损害中自己造成的部分不能获得补偿。", []),
])
def test_a_chinese_restriction_to_a_part_dropped_or_made_all_is_one_finding(text, expected):
    assert findings(EN_12C1E2, text, "zh", "12C1(e)(ii)") == expected


OFFICIAL_PART = "για το μέρος της ζημιάς του, που προκάλεσε μόνος του"


@pytest.mark.parametrize("new, expected", [
    ("για όλη τη ζημιά του", part_as("όλη")),
    ("για ολόκληρη τη ζημιά που προκάλεσε ο ίδιος", part_as("ολόκληρη")),
    ("για κάθε ζημιά του", part_as("κάθε")),
    ("για τη ζημιά που υπέστη", PART_DROPPED),
    # the part said: none
    ("για το μέρος της ζημιάς που προκάλεσε ο ίδιος", []),
    ("για το τμήμα της ζημιάς που προκάλεσε ο ίδιος", []),
    ("στο μέτρο που τη ζημιά την προκάλεσε ο ίδιος", []),
])
def test_a_greek_restriction_to_a_part_dropped_or_made_all_is_one_finding(new, expected):
    assert edit_findings("el", "12C1(e)(ii)", OFFICIAL_PART, new) == expected


def test_a_negation_dropped_in_that_sentence_is_its_one_finding():
    found = findings(EN_12C1E2, "非违规方所受的全部损害，均予补偿。", "zh", "12C1(e)(ii)")
    assert [check for check, _severity, _message in found] == ["negation"]


def test_the_part_message_is_said_in_the_reviewers_language():
    from helper.catalog.checks import check_pair

    for ui_lang, words in (("zh", "译文却说“全部”"), ("el", "η μετάφραση λέει «全部»")):
        found = check_pair(EN_12C1E2, "非违规方所受的全部损害，均不予补偿。", "zh", "2017|12C1(e)(ii)", "laws",
                           ui_lang=ui_lang)
        assert len(found) == 1 and words in found[0].message, found


# ---------------------------------------------------------------- 2. a reference whose bracket is broken

EN_12C2D, EL_12C2D = law_texts("el", "12C2(d)")
ZH_12C2D = ZH_2017["2017|12C2(d)"]  # ... 不同于上述(a)项和(b)项的规定。
NEVER_CLOSED = [("brackets", "error", "'(' is never closed in the translation")]
NEVER_OPENED = [("brackets", "error", "')' closes a bracket that was never opened in the translation")]


@pytest.mark.parametrize("cited, expected", [
    ("上述(a项和(b)项", NEVER_CLOSED),                               # the brief's wording
    ("上述(a)项和(b项", NEVER_CLOSED),
    ("上述a)项和(b)项", NEVER_OPENED),
    ("上述(a)项和b)项", NEVER_OPENED),
    ("上述(a)、(b项", NEVER_CLOSED),
    ("上述（a项和（b）项", [("brackets", "error", "'（' is never closed in the translation")]),
    ("上述(a)项和(b)项", []),
    ("上述(a)项和(c)项", [("law-reference", "error", "law reference differs: '(b)' in the English, '(c)' in the "
                                                     "translation")]),
])
def test_a_chinese_reference_whose_bracket_is_broken_is_still_the_reference(cited, expected):
    assert findings(EN_12C2D, ZH_12C2D.replace("上述(a)项和(b)项", cited), "zh", "12C2(d)") == expected


@pytest.mark.parametrize("cited, expected", [
    ("(α και (β)", NEVER_CLOSED),   # the national note after it stays a note of its own
    ("(α) και (β", NEVER_CLOSED),
    ("α) και (β)", NEVER_OPENED),
    ("(α) και β)", NEVER_OPENED),
    ("(α) και (γ)", [("law-reference", "error", "law reference differs: '(b)' in the English, '(γ)' in the "
                                                 "translation")]),
])
def test_a_greek_reference_whose_bracket_is_broken_is_still_the_reference(cited, expected):
    assert edit_findings("el", "12C2(d)", "(α) και (β)", cited) == expected


def test_a_bracket_broken_before_a_word_adds_no_reference():
    # "(a new" where the English has no (a): no label mended, the references read as written
    from helper.catalog.checks.brackets import mended_labels
    from helper.catalog.checks.pair import _mended_refs

    assert mended_labels("(a new rule, see C2") == ("(a) new rule, see C2", [2])
    assert [r.key for r in _mended_refs("(a new rule, see C2", "2017|12A2", {"12C2"})] == ["12C2"]
    assert [r.key for r in _mended_refs("上述(a项和(b)项", "2017|12C2(d)", {"12C2(a)", "12C2(b)"})] == [
        "12C2(a)", "12C2(b)"]


# ---------------------------------------------------------------- 3. a parenthetical beside the reference

@pytest.mark.parametrize("text, lang", [
    (B2_6.replace("βλέπε τις διατάξεις", "βλέπε ειδικότερα τις σχετικές διατάξεις"), "el"),
    (B2_6.replace("βλέπε τις διατάξεις", "για τον τρόπο υπολογισμού βλέπε τις διατάξεις"), "el"),
    (ZH_12A2.format("（参见本条C款2项关于人为调整分的有关规定）"), "zh"),
    (ZH_12A2.format("（具体计算方法参见本条C款2项的规定）"), "zh"),
])
def test_more_words_beside_the_reference_that_make_no_clause_pair_it(text, lang):
    assert findings(EN_12A2, text, lang, "12A2") == []


@pytest.mark.parametrize("text, lang", [
    (B2_6.replace("βλέπε τις διατάξεις της παραγράφου Γ2 παρακάτω", "βλέπε Γ2 παρακάτω, εφόσον ισχύει κανονισμός"),
     "el"),
    (B2_6.replace("βλέπε τις διατάξεις της παραγράφου Γ2 παρακάτω",
                  "βλέπε Γ2 παρακάτω εκτός αν ο Διαιτητής κρίνει αλλιώς"), "el"),
    (ZH_12A2.format("（参见本条C款2项，按主办单位的比例计算）"), "zh"),
    (ZH_12A2.format("（参见本条C款2项关于主办单位可调整分数的规定）"), "zh"),
    (ZH_12A2.format("（参见本条C款2项，如主办单位另有规定则从其规定）"), "zh"),
])
def test_words_beside_the_reference_that_make_a_clause_are_still_found(text, lang):
    bracket = text[text.index("(" if lang == "el" else "（"):text.rindex(")" if lang == "el" else "）") + 1]
    assert ("one-language", "warning", f"parenthetical only in the translation: '{bracket}'") \
        in findings(EN_12A2, text, lang, "12A2")


@pytest.mark.parametrize("text, expected", [
    ("裁判应判给人为调整分（见第12条C款2项。", "'（' is never closed in the translation"),
    ("裁判应判给人为调整分见第12条C款2项）。", "'）' closes a bracket that was never opened in the translation"),
    ("裁判应判给人为调整分(见第12条C款2项。", "'(' is never closed in the translation"),
    ("裁判应判给人为调整分见第12条C款2项)。", "')' closes a bracket that was never opened in the translation"),
    ("裁判应判给人为调整分〔见第12条C款2项。", "'〔' is never closed in the translation"),
])
def test_a_bracket_alone_is_quoted_as_written(text, expected):
    assert [(f.check, f.message) for f in check_single(text, "zh", None, "laws")] == [("brackets", expected)]


# ---------------------------------------------------------------- 4. the official Greek text edited

@pytest.fixture(scope="module")
def greek():
    po = polib.pofile(str(REPO / "locales" / "el" / "LC_MESSAGES" / "laws.po"))
    return po, _official_texts(REPO, "el")


def shown(greek, paragraph: str, old: str, new: str) -> tuple[list[tuple[str, str]], int]:
    """The new findings ``(check, message)`` and how many accepted ones of the official Greek of ``paragraph``
    edited ``old`` -> ``new``, as ``catalog check`` and the review screen show them (baseline applied)."""
    po, official = greek
    entry = copy.deepcopy(next(e for e in po if e.msgctxt == f"2017|{paragraph}"))
    assert old in entry.msgstr, (paragraph, old)
    entry.msgstr = entry.msgstr.replace(old, new, 1)
    new_, accepted = apply_baseline(check_entry(entry, "el", "laws", official=official[entry.msgctxt]))
    return [(f.check, f.message) for f in new_], len(accepted)


def edited(source: str, catalogue: str) -> tuple[str, str]:
    return ("catalogue", f"the official Greek text was edited here ('{source}' in the source document, "
                         f"'{catalogue}' in the catalogue); the next build restores the source document's text")


@pytest.mark.parametrize("paragraph, old, new, accepted", [
    # the national note, 'συνήθως' and 'Tournament Organizer' of 12C2(b)
    ("12C2(b)", "ο Διαιτητής", "ο Διαιτητή", 3),
    ("12C1(e)(i)", "λαμβάνει", "παίρνει", 1),           # 'ανωμαλία'
    ("12C1(b)", "ο Διαιτητής", "ο Διαιτητή", 2),        # 'ανωμαλία', 'assigned adjusted score'
    ("86B3", "Ρυθμιστική Αρχή", "Ρυθμιστική Αρχής", 2),  # 'τις οποίος', 'δύο'
    ("12C2(d)", "Ρυθμιστική Αρχή", "Ρυθμιστική Αρχής", 1),  # the national note
])
def test_the_official_wordings_own_findings_stay_accepted_after_an_edit_elsewhere(greek, paragraph, old, new,
                                                                                accepted):
    found, kept = shown(greek, paragraph, old, new)
    assert len(found) == 1 and found[0][0] == "catalogue", found
    assert kept == accepted


def test_what_the_edit_brought_is_new(greek):
    # the national note itself edited: the note as it now is, a finding of the edit's
    note = "(στην Ελλάδα οι περιπτώσεις αυτές ρυθμίζονται μέσω Πάγιων Κανονισμών της ΕΟΜ)"
    changed = note.replace("Πάγιων Κανονισμών", "Κανονισμών")
    found, kept = shown(greek, "12C2(d)", note, changed)
    # (one finding since fixye, tester t9bd: the edit's findings are the catalogue error's explanation)
    catalogue, message = edited("μέσω Πάγιων", "μέσω")
    assert found == [(catalogue, message + ". The edit: parenthetical only in the translation (a national note?): "
                                           "'(στην Ελλάδα οι περιπτώσεις αυτές ρυθμίζονται μέσω Κανονισμ…'")]
    assert kept == 0
    # the restriction of 12C1(e)(ii) made the whole: the edit and what it changed, one error
    found, kept = shown(greek, "12C1(e)(ii)", OFFICIAL_PART, "για όλη τη ζημιά του")
    catalogue, message = edited("για το μέρος της ζημιάς του, που προκάλεσε μόνος", "για όλη τη ζημιά")
    assert found == [(catalogue, f"{message}. The edit: {part_as('όλη')[0][2]}")]


def test_check_catalogues_keeps_them_accepted_too(tmp_path):
    root = tmp_path / "checkout"
    shutil.copytree(REPO / "locales", root / "locales")
    (root / "laws_text").symlink_to(REPO / "laws_text")
    path = root / "locales" / "el" / "LC_MESSAGES" / "laws.po"
    po = polib.pofile(str(path), wrapwidth=0)
    for entry in po:
        if entry.msgctxt in ("2017|86B3", "2017|12C2(b)"):
            entry.msgstr = entry.msgstr.replace("Ρυθμιστική Αρχή", "Ρυθμιστική Αρχής", 1).replace(
                "ο Διαιτητής", "ο Διαιτητή", 1)
    po.save(str(path))
    new, accepted = apply_baseline(check_catalogues(root, langs=("el",), domains=("laws",), pairs=False,
                                                    laws_1997=False))
    assert sorted((f.paragraph, f.check) for f in new) == [("2017|12C2(b)", "catalogue"), ("2017|86B3", "catalogue")]
    assert {f.paragraph for f in accepted} >= {"2017|12C2(b)", "2017|86B3"}
    assert sum(f.paragraph in ("2017|12C2(b)", "2017|86B3") for f in accepted) == 5
