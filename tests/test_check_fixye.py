"""Fresh tester t9bd's inputs for fixye (issue 9 §2): one defect, one finding; no finding on a correct rewording.

1. An edit of an official text (the Greek of ``locales/el/LC_MESSAGES/laws.po``; the Chinese of an exact sentence
   pair) gave the ``catalogue`` error "the official Greek text was edited here (…); the next build restores the
   source document's text" AND the kind's own finding (number, terminology, negation, doubled, …: t9bd num15-17,
   sco13-15, sid13-15, who13-15, mod15-17, neg14-16, con14-17, law16-18, sen15-17, alt14-16, unt14-16, dbl14-16,
   moj14-16, brk14-16, pla37).  Now one error: the catalogue error with what the edit brought (the findings the
   official wording has not) as its explanation, "…'s text. The edit: number differs: 40% in the English, 45% in
   the translation"; two or more numbered "(1) …; (2) …".  A finding the official wording has too whose fragment
   quotes words the edit touched (the Chinese 12A2's tokenisation damage "（参见本条c2 ） ，裁判" made "… ，主管") is
   the official's own: not part of the edit.
2. Degrees of fault said with the noun of fault (t9bd rew82, rew83: "καμία υπαιτιότητα", "άμεση υπαιτιότητα" were
   said missing).  Greek (folded): in no way: καμία / καμμία / ουδεμία (απολύτως) υπαιτιότητα / ευθύνη (and their
   genitive in -ς), μηδενική υπαιτιότητα / ευθύνη, κανένα σφάλμα / λάθος, χωρίς (καμία) υπαιτιότητα / ευθύνη,
   ανυπαίτιος, ανεύθυνος, καθόλου υπαίτιος; directly: άμεση / άμεσης / σαφής / σαφή υπαιτιότητα / ευθύνη, άμεσα
   υπαίτιος; only partly: μερική υπαιτιότητα / ευθύνη.  Chinese: 完全无过错, 毫无过错, 没有任何过错, 毫无责任; 直接过错,
   负有直接责任, 直接负责, 有直接过错 (already read).  Another degree in its place stays one error.
3. A part and its whole ("{mp} of {top} MP", t9bd rew100 "{mp} βαθμοί αγώνα από {top}" read as swapped): the unit
   after "{a} of {b}" (of, out of; από, από τους) is both's, and the whole is told by its own word: English of, out
   of; Greek από, επί, σε σύνολο (τους / τα / τις / το); Chinese "/", 满分, 共, 总分, 总计 before it, (比赛分)中 after it.
   The whole at the part ("{top} από {mp}", "{top} / {mp}") is one placeholder-order error.
4. One finding for one defect (t9bd sid21, law03, unt09): a side label before a placeholder swapped ("NS {score}"
   as "ΑΔ {score}", 东西 {score}) is the terminology finding, no placeholder-order too; a law reference only a
   missing parenthetical held ("(in team play see Law 86B)") is that parenthetical's finding, "(it carried 86B)", an
   error; a back reference ("as above") in a part left in English is the untranslated-run finding's.
"""

from __future__ import annotations

import polib
import pytest

from helper.catalog.checks import apply_baseline
from helper.catalog.checks.catalogues import _data_root, _official_texts, check_entry
from tests.support import REPO, edit_findings, findings, shipped_message

EDITED_EL = ("the official Greek text was edited here ('{source}' in the source document, '{target}' in the "
             "catalogue); the next build restores the source document's text. The edit: ")


def edited(lang: str, paragraph: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """``(check, severity, message)`` of the new findings (baseline applied) of the official ``lang`` text of Law
    ``paragraph`` with ``old`` made ``new`` (its first place), as ``catalog check`` gives them."""
    folder = "zh_Hans" if lang == "zh" else lang
    official = _official_texts(_data_root(None), lang)[f"2017|{paragraph}"]
    [entry] = [e for e in polib.pofile(str(REPO / "locales" / folder / "LC_MESSAGES" / "laws.po"))
               if e.msgctxt == f"2017|{paragraph}"]
    assert entry.msgstr == official and old in official
    entry.msgstr = official.replace(old, new, 1)
    new_, _accepted = apply_baseline(check_entry(entry, lang, "laws", official=official))
    return [(f.check, f.severity, f.message) for f in new_]


@pytest.mark.parametrize("lang, paragraph, old, new, source, target, explained", [
    ("el", "12C2(a)", "πολύ 40%", "πολύ 45%", "πολύ 40%", "πολύ 45%",
     "number differs: 40% in the English, 45% in the translation"),
    ("el", "12C2(b)", "μείον 3", "μείον 2", "μείον 3", "μείον 2",
     "number differs: minus 3 in the English, μείον 2 in the translation"),
    ("el", "12C1(e)(ii)", "άξονας δε", "άξονας", "άξονας δε", "άξονας", "a negation of the English"),
    ("el", "12A3", "επιδικάσει", "επιδικάσει επανορθωτική", "επιδικάσει", "επιδικάσει επανορθωτική",
     "word written twice: 'επανορθωτική επανορθωτική'"),
    ("el", "12A", "Νόμο 92B", "Νόμο 93B", "Νόμο 92B,", "Νόμο 93B,",
     "law reference differs: '92B' in the English, '93B' in the translation"),
    ("el", "12B2", "Ο Διαιτητής", "Ο %s", "Ο Διαιτητής", "Ο %s",
     "(1) the term for 'Director' ('Διαιτητής') is not in the translation; (2) a placeholder in the law text (%s)"),
])
def test_an_edit_of_the_official_greek_is_one_error_that_says_what_it_did(lang, paragraph, old, new, source, target,
                                                                          explained):
    [(check, severity, message)] = edited(lang, paragraph, old, new)
    assert (check, severity) == ("catalogue", "error")
    assert message.startswith(EDITED_EL.format(source=source, target=target)), message
    assert explained in message


def test_an_edit_of_the_official_chinese_is_one_error_too():
    [(check, severity, message)] = edited("zh", "12A2", "裁判", "主管单位")
    assert (check, severity) == ("catalogue", "error")
    assert message.startswith("the official Chinese text (a sentence pair whose English is the 2017 English) was "
                              "edited here ('裁判将判人为调整分' in the source document, '主管单位将判人为调整分' in the "
                              "catalogue)")
    # the official's own tokenisation damage, its fragment now "… ，主管", is not the edit's
    assert message.endswith(". The edit: '主管单位' ('Regulating Authority') where the term for 'Director' is "
                            "expected ('裁判'): someone else acts or decides?")


def test_an_edit_that_brings_no_finding_is_the_catalogue_error_alone():
    [(check, severity, message)] = edited("el", "12A3", "επιδικάσει", "δώσει")
    assert (check, severity) == ("catalogue", "error") and "The edit:" not in message


NO_WAY, DIRECT, PARTLY = ("{side}: in no way at fault, average plus", "{side}: directly at fault, average minus",
                          "{side}: partly at fault, average")


@pytest.mark.parametrize("english, text, lang", [
    (NO_WAY, "{side}: καμία υπαιτιότητα, μέσος όρος συν", "el"),  # rew82
    (NO_WAY, "{side}: χωρίς καμία υπαιτιότητα, μέσος όρος συν", "el"),
    (NO_WAY, "{side}: χωρίς υπαιτιότητα, μέσος όρος συν", "el"),
    (NO_WAY, "{side}: ουδεμία υπαιτιότητα, μέσος όρος συν", "el"),
    (NO_WAY, "{side}: μηδενική υπαιτιότητα, μέσος όρος συν", "el"),
    (NO_WAY, "{side}: καθόλου υπαίτιος, μέσος όρος συν", "el"),
    (NO_WAY, "{side}: ανυπαίτιος, μέσος όρος συν", "el"),
    (NO_WAY, "{side}: καμία ευθύνη, μέσος όρος συν", "el"),
    (NO_WAY, "{side}: δεν φέρει καμία υπαιτιότητα, μέσος όρος συν", "el"),
    (DIRECT, "{side}: άμεση υπαιτιότητα, μέσος όρος μείον", "el"),  # rew83
    (DIRECT, "{side}: φέρει άμεση υπαιτιότητα, μέσος όρος μείον", "el"),
    (DIRECT, "{side}: σαφής υπαιτιότητα, μέσος όρος μείον", "el"),
    (DIRECT, "{side}: άμεσα υπαίτιος, μέσος όρος μείον", "el"),
    (DIRECT, "{side}: άμεση ευθύνη, μέσος όρος μείον", "el"),
    (PARTLY, "{side}: μερική υπαιτιότητα, μέσος όρος", "el"),
    (NO_WAY, "{side}：完全无过错，平均正分", "zh"),
    (NO_WAY, "{side}：毫无过错，平均正分", "zh"),
    (NO_WAY, "{side}：没有任何过错，平均正分", "zh"),
    (DIRECT, "{side}：直接过错，平均负分", "zh"),
    (DIRECT, "{side}：负有直接责任，平均负分", "zh"),
    (DIRECT, "{side}：直接负责，平均负分", "zh"),
    (NO_WAY, shipped_message("el", NO_WAY), "el"),
    (DIRECT, shipped_message("zh", DIRECT), "zh"),
])
def test_a_degree_of_fault_said_with_the_noun_of_fault_is_no_finding(english, text, lang):
    assert findings(english, text, lang) == []


@pytest.mark.parametrize("english, text, lang, found", [
    (NO_WAY, "{side}: άμεση υπαιτιότητα, μέσος όρος συν", "el", "άμεση υπαιτιότητα"),
    (NO_WAY, "{side}: μερική υπαιτιότητα, μέσος όρος συν", "el", "μερική υπαιτιότητα"),
    (DIRECT, "{side}: καμία υπαιτιότητα, μέσος όρος μείον", "el", "καμία υπαιτιότητα"),
    (DIRECT, "{side}: μερική υπαιτιότητα, μέσος όρος μείον", "el", "μερική υπαιτιότητα"),
    (NO_WAY, "{side}：直接过错，平均正分", "zh", "直接过错"),
    (DIRECT, "{side}：部分过错，平均负分", "zh", "部分过错"),
])
def test_another_degree_in_its_place_is_one_error(english, text, lang, found):
    [(check, severity, message)] = findings(english, text, lang)
    assert (check, severity) == ("terminology", "error")
    assert f"the translation '{found}'" in message and "another degree of fault" in message


NS_MP = "NS {score}: {mp} of {top} MP ({percent}) (Law 78A)"
NEUBERG = "Neuberg, {expected}: {mp} of {top} MP ({percent})"


@pytest.mark.parametrize("english, text, lang", [
    (NS_MP, "ΒΝ {score}: {mp} βαθμοί αγώνα από {top} ({percent}) (Νόμος 78Α)", "el"),  # rew100
    (NS_MP, "ΒΝ {score}: {mp} βαθμοί αγώνα σε σύνολο {top} ({percent}) (Νόμος 78Α)", "el"),
    (NS_MP, "ΒΝ {score}: {mp} από {top} βαθμούς αγώνα ({percent}) (Νόμος 78Α)", "el"),
    (NEUBERG, "Neuberg, {expected}: {mp} βαθμοί αγώνα από {top} ({percent})", "el"),
    (NS_MP, "南北 {score}：{mp} 比赛分（满分 {top}）（{percent}）（第78条A款）", "zh"),
    (NS_MP, "南北 {score}：{top} 比赛分中得 {mp}（{percent}）（第78条A款）", "zh"),
    (NS_MP, shipped_message("zh", NS_MP), "zh"),
])
def test_the_unit_of_a_part_and_its_whole_is_both_s(english, text, lang):
    assert findings(english, text, lang) == []


@pytest.mark.parametrize("english, text, lang, other", [
    (NS_MP, "ΒΝ {score}: {top} από {mp} βαθμούς αγώνα ({percent}) (Νόμος 78Α)", "el", "{mp}"),
    (NEUBERG, "Neuberg, {expected}: {top} βαθμοί αγώνα από {mp} ({percent})", "el", "{mp}"),
    (NS_MP, "南北 {score}：{top} / {mp} 比赛分（{percent}）（第78条A款）", "zh", "{mp}"),
    (NS_MP, "ΒΝ {score}: {mp} βαθμοί αγώνα από {percent} ({top}) (Νόμος 78Α)", "el", "{percent}"),
])
def test_the_whole_at_the_part_is_one_swap(english, text, lang, other):
    assert findings(english, text, lang) == [
        ("placeholder-order", "error",
         f"'of' goes with {{top}} in the English but with {other} in the translation: placeholders swapped?")]


@pytest.mark.parametrize("text, lang, found", [
    ("ΑΔ {score}: {mp} από {top} βαθμούς αγώνα ({percent}) (Νόμος 78Α)", "el", "ΑΔ"),  # sid21
    ("东西 {score}：{mp} / {top} 比赛分（{percent}）（第78条A款）", "zh", "东西"),
])
def test_a_side_label_swapped_before_its_placeholder_is_one_finding(text, lang, found):
    assert findings(NS_MP, text, lang) == [
        ("terminology", "error", f"'{found}' where the English says 'NS': North-South and East-West swapped?")]


def test_a_reference_only_a_missing_parenthetical_held_is_that_parenthetical_s():
    # law03 (zh, the tester's own translation of 12A) and the official Greek
    english = ("On the application of a player within the period established under Law 92B or on his own initiative "
               "the Director may award an adjusted score when these Laws empower him to do so (in team play see Law "
               "86B). This includes:")
    zh = "在第92条B款规定的期限内，经牌手申请或由裁判主动提出，裁判可在本规则授权时判给调整分。这包括："
    said = ("one-language", "error", "parenthetical of the English missing in the translation: '(in team play see "
                                     "Law 86B)' (it carried 86B)")
    assert findings(english, zh, "zh", "12A") == [said]
    assert edit_findings("el", "12A", " (για αγώνες ομάδων, βλέπε Νόμο 86Β)", "") == [said]


@pytest.mark.parametrize("old, new", [
    ("ο Διαιτητής πράττει όπως παραπάνω", "the Director proceeds as above"),
    ("όπως παραπάνω", "as above"),
])
def test_a_back_reference_left_in_english_is_the_untranslated_run_s(old, new):
    [(check, severity, message)] = edit_findings("el", "86B3", old, new)
    assert (check, severity) == ("untranslated-run", "error") and new in message


def test_unt09_a_sentence_left_in_english_is_one_finding():
    english = ("The Regulating Authority may provide differently for circumstances where boards have been played at "
               "only one table between the same or multiple contestants. The score awarded for each such board may be varied by "
               "regulation from that prescribed in B2, however in the absence of a relevant regulation, the Director "
               "proceeds as above.")
    text = ("对于相同或多个参赛者之间只在一桌打过的牌，主管单位可另作规定。The score awarded for each such board may be varied "
            "by regulation from that prescribed in B2, however in the absence of a relevant regulation, the Director "
            "proceeds as above.")
    [(check, severity, _message)] = findings(english, text, "zh", "86B3")
    assert (check, severity) == ("untranslated-run", "error")
