"""False findings a fresh tester (9e) got on correct translations, each kept as a kind (fix9k, issue 9 §2).

Each correct variant (or defect) is planted in a real text (the official Greek of ``locales/el/LC_MESSAGES/laws.po``,
the Chinese written from the 2017 English, ``tests/test_catalog_fix9e.py``'s ``ZH_2017``, or an entry of the shipped
``messages.po``) and the exact new findings are asserted against those of the clean text.

1  citations after one head or in the 第78D条 form: 第78D条、第86B3条, 规则78D、86B3及下述(d)项.
2  a law id followed by a Chinese character: 12C1(e)款, 12C2(d)款, 下文12C2款.
3  an item number in Chinese numerals: 本条C款二项.
4  a relative reference of the English ("(a) and (b) above") written in full in the translation (上文12C2(a)与12C2(b)).
5  Greek with the law's number after or before the paragraph: παράγραφος Γ2(δ) του Νόμου 12, Νόμος 12, παράγραφος
   Γ1(ε), and the letter run on: 12Γ1ε.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from helper.catalog.checks.references import extract_refs
from tests.test_check_fix9i import _messages
from tests.support import edit_findings, law_texts


def _new_in_message(lang: str, start: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """``(check, severity, message)`` the edit ``old`` -> ``new`` brings to the shipped interface entry ``start``."""
    entry = _messages(lang, start)
    assert old in entry.msgstr, (lang, entry.msgstr, old)
    before = {(f.check, f.message) for f in check_pair(entry.msgid, entry.msgstr, lang, "", "messages")}
    return [(f.check, f.severity, f.message)
            for f in check_pair(entry.msgid, entry.msgstr.replace(old, new, 1), lang, "", "messages")
            if (f.check, f.message) not in before]


# 1-4  Chinese citation forms: each correct form gives no finding; a wrong law, item or paragraph cited the same way
#      is one reference error.  The shipped interface strings citing "(Law 12C1(e))" (section 2) and the Chinese of
#      Laws 12C1(d) "(see C2 below)" (2, 3), 12C2(b) "Laws 78D, 86B3 and (d) hereunder" (1), 12C2(d) "(a) and (b)
#      above" (4)

LIST_12C2B, BELOW_12C1D, ABOVE_12C2D = "第78条D款、第86条B款3项和下述(d)项", "（见下文C2）", "上述(a)项和(b)项"
IN_MESSAGE = {"an outcome for NS only": "（第12条C款1项(e)）", "how many boards of the session": "第12条C款2项(d)）"}


def _citation_edit(where: str, old: str, new: str) -> list[tuple[str, str, str]]:
    """The findings the edit brings: to the Chinese law paragraph ``where`` (``12C1(d)``) or the shipped interface
    string starting ``where``."""
    if where in IN_MESSAGE:
        return _new_in_message("zh", where, old, new)
    return edit_findings("zh", where, old, new)


@pytest.mark.parametrize("where, old, new", [
    ("12C2(b)", LIST_12C2B, "第78D条、第86B3条和下述(d)项"),  # 1  after one head, or in the 第78D条 form
    ("12C2(b)", LIST_12C2B, "规则78D、86B3及下述(d)项"),
    ("12C2(b)", LIST_12C2B, "第78条D款、86B3和下述(d)项"),
    ("an outcome for NS only", "（第12条C款1项(e)）", "（12C1(e)款）"),  # 2  a law id followed by 款
    ("how many boards of the session", "第12条C款2项(d)）", "12C2(d)款）"),
    ("12C1(d)", BELOW_12C1D, "（参见下文12C2款）"),
    ("12C1(d)", BELOW_12C1D, "（参见本条C款二项）"),  # 3  an item number in Chinese numerals
    ("12C1(d)", BELOW_12C1D, "（参见本条C款2项）"),
    ("12C2(d)", ABOVE_12C2D, "上文12C2(a)与12C2(b)"),  # 4  a relative reference written in full
    ("12C2(d)", ABOVE_12C2D, "第12条C款2项(a)和(b)"),
    ("12C2(d)", ABOVE_12C2D, "本条C款2项(a)及(b)"),
])
def test_zh_citation_forms_are_the_references_of_the_english(where, old, new):
    assert _citation_edit(where, old, new) == []


@pytest.mark.parametrize("where, old, new, english, found", [
    ("12C2(b)", LIST_12C2B, "规则78D、86B2及下述(d)项", "86B3", "86B2"),
    ("an outcome for NS only", "（第12条C款1项(e)）", "（12C1(d)款）", "12C1(e)", "12C1(d)"),
    ("12C1(d)", BELOW_12C1D, "（参见本条C款三项）", "C2", "C款三项"),
    ("12C2(d)", ABOVE_12C2D, "上文12C2(a)与12C2(c)", "(b)", "12C2(c)"),
])
def test_zh_such_a_citation_of_another_place_is_one_reference_error(where, old, new, english, found):
    assert _citation_edit(where, old, new) == [
        ("law-reference", "error", f"law reference differs: '{english}' in the English, '{found}' in the translation")]


def test_each_id_of_a_list_and_an_item_in_chinese_numerals_is_read():
    assert [r.key for r in extract_refs("规则78D、86B3及下述(d)项")] == ["78D", "86B3", "§(d)"]
    assert [r.key for r in extract_refs("按第78D条、第86B3条的规定")] == ["78D", "86B3"]
    assert [r.key for r in extract_refs("【见本条C款二项】")] == ["§C2"]
    assert [r.key for r in extract_refs("见C款十一项")] == ["§C11"]


# 5  Greek: the law's number after or before the paragraph, a sub-paragraph letter run on

@pytest.mark.parametrize("start, old, new", [
    ("how many boards of the session", "(Νόμος 12Γ2(δ))", "(παράγραφος Γ2(δ) του Νόμου 12)"),
    ("how many boards of the session", "(Νόμος 12Γ2(δ))", "(Νόμος 12Γ2δ)"),
    ("an outcome for NS only", "(Νόμος 12Γ1(ε))", "(Νόμος 12, παράγραφος Γ1(ε))"),
    ("an outcome for NS only", "(Νόμος 12Γ1(ε))", "(Νόμος 12Γ1ε)"),
    ("an outcome for NS only", "(Νόμος 12Γ1(ε))", "(12Γ1ε)"),
])
def test_el_citation_forms_are_the_reference_of_the_english(start, old, new):
    assert _new_in_message("el", start, old, new) == []


@pytest.mark.parametrize("new, shown", [("(παράγραφος Γ2(γ) του Νόμου 12)", "παράγραφος Γ2(γ) του Νόμου 12"),
                                        ("(Νόμος 12Γ2γ)", "12Γ2γ"), ("(Νόμος 12, παράγραφος Γ1(δ))", None)])
def test_el_such_a_citation_of_another_paragraph_is_one_error(new, shown):
    start = "how many boards of the session" if shown else "an outcome for NS only"
    old = "(Νόμος 12Γ2(δ))" if shown else "(Νόμος 12Γ1(ε))"
    found = _new_in_message("el", start, old, new)
    assert [(c, s) for c, s, _m in found] == [("law-reference", "error")], found
    assert found[0][2].startswith("law reference differs")


# 7  two placeholder pairs reordered together, {ns}/{ew} each with its label

APPEAL = "{appeal} ({date}): the ruling is changed"
DIFFERENT_ROLES = ("warning", "placeholders in another order: {appeal} {date} in the English, {date} {appeal} in the "
                              "translation; no word next to them tells which is which: check they are not swapped")


@pytest.mark.parametrize("lang, text", [
    ("zh", "裁决变更为：东西 {ew}，南北 {ns}（{date}，{appeal}）。"),
    ("zh", "{date}（{appeal}）：裁决变更为：东西 {ew}，南北 {ns}。"),
    ("el", "Η απόφαση μεταβάλλεται: ΑΔ {ew}, ΒΝ {ns} ({date}, {appeal})."),
])
def test_side_placeholders_kept_with_their_labels_are_no_swap_beside_another_reordered_pair(lang, text):
    entry = _messages(lang, APPEAL)
    found = [(f.severity, f.message) for f in check_pair(entry.msgid, text, lang, "", "messages")]
    # {ns}/{ew} each after its own label: no error; {appeal}/{date} (different roles) in the language's word
    # order: the warning to look at, as for "reviewed {date} by {reviewer}" (test_catalog_checks)
    assert found == [DIFFERENT_ROLES]


def test_side_placeholders_swapped_beside_another_reordered_pair_are_still_one_error():
    entry = _messages("zh", APPEAL)
    found = [(f.check, f.severity, f.fragment) for f in
             check_pair(entry.msgid, "裁决变更为：东西 {ns}，南北 {ew}（{date}，{appeal}）。", "zh", "", "messages")]
    assert found == [("placeholder-order", "error", "{ns} {ew}")]


# 8  brackets: any pair of the translation may render any pair of the English

@pytest.mark.parametrize("paragraph, old, new", [
    ("12C2(a)", "〔另见第12条C款1项(d)〕", "（另见12C1(d)）"),
    ("12C2(a)", "〔另见第12条C款1项(d)〕", "（另见第12条C1(d)）"),
    ("12C1(d)", "（见下文C2）", "〔见下述C2〕"),
    ("12C1(d)", "（见下文C2）", "【见本条C款二项】"),
])
def test_brackets_of_another_shape_render_those_of_the_english(paragraph, old, new):
    assert edit_findings("zh", paragraph, old, new) == []


def test_a_pair_of_brackets_lost_is_still_said():
    # 12C2(a) has [see also C1(d)] and three ( ); the [ ] dropped: 3 pairs for 4
    found = edit_findings("zh", "12C2(a)", "〔另见第12条C款1项(d)〕", "，另见12C1(d)，")
    assert ("brackets", "warning", "brackets [] of the English are not in the translation") in found


# 10  an official Chinese text edited: the differing clauses quoted whole, the whole sentence when rewritten

def _official_zh() -> dict[str, str]:
    from helper.catalog.checks.catalogues import _data_root, _official_texts

    return _official_texts(_data_root(None), "zh")


def test_an_official_chinese_sentence_rewritten_throughout_is_quoted_whole(tmp_path):
    from helper.catalog.checks import check_catalogues
    from tests.support import copy_checkout

    root = copy_checkout(tmp_path / "checkout")
    path = root / "locales/zh_Hans/LC_MESSAGES/laws.po"
    official = _official_zh()["2017|12C4"]
    assert official == "在淘汰赛，裁判判罚非平衡的调整分时，此牌局各方分数分别计算，并且给每一比赛方取计算均值。"
    rewritten = "在淘汰赛中，当裁判判给不平衡的调整分时，该副牌每一参赛方的分数分别计算，再将其平均值判给每一方。"
    text = path.read_text("utf-8")
    assert f'msgstr "{official}"' in text
    path.write_text(text.replace(f'msgstr "{official}"', f'msgstr "{rewritten}"'), "utf-8")
    found = [f for f in check_catalogues(root, ("zh",), ("laws",), pairs=False, laws_1997=False)
             if f.paragraph == "2017|12C4" and f.check == "catalogue"]
    # not the first difference with two characters of context ('汰赛' / '汰赛中'): both sentences, to the end
    assert [f.fragment for f in found] == [official.rstrip("。") + " / " + rewritten.rstrip("。")]


@pytest.mark.parametrize("paragraph, old, new, quoted", [
    ("2017|12C4", "此牌局", "此副牌", "此牌局各方分数分别计算 / 此副牌各方分数分别计算"),
    ("2017|12A2", "人为", "裁定", "裁判将判人为调整分 / 裁判将判裁定调整分"),
])
def test_one_word_of_an_official_chinese_text_edited_is_quoted_with_its_clause(paragraph, old, new, quoted):
    from helper.catalog.checks.catalogues import _edit

    official = _official_zh()[paragraph]
    assert " / ".join(_edit(official, official.replace(old, new, 1))) == quoted


# 6  Law 86A: two English sentences joined into one Chinese sentence that carries both

def test_two_sentences_joined_at_a_comma_carrying_both_are_no_lost_sentence():
    assert edit_findings("zh", "86A", "下令重新发该副牌。他应改为判给调整分。", "下令重新发该副牌，而应判给调整分。") == []


def test_the_second_sentence_dropped_is_still_a_lost_sentence():
    # what the joined sentence carries (调整分, adjusted score) is what the dropped one carried: without it, lost
    assert edit_findings("zh", "86A", "他应改为判给调整分。", "") == [
        ("sentences", "error", "2 in the English, 1 in the translation; this English sentence seems to have no "
                               "translation: 'Instead, he awards an adjusted score.'; it carries 'adjusted score'")]


# 9  one clause lost (12C2(a) after its colon): one finding listing what it carried

def test_a_lost_clause_is_one_finding_listing_what_it_carried():
    english, clean = law_texts("zh", "12C2(a)")
    cut = clean[:clean.index("：") + 1]
    found = [(c, s, m) for c, s, m in edit_findings("zh", "12C2(a)", clean, cut)]
    clause = english[english.index(":") + 1:].strip()
    assert found == [("sentences", "error", f"this part of the English seems to have no translation: "
                                            f"'{clause[:59]}…' (it carried 40%, 50%, 60%, average minus, matchpoint, "
                                            "contestant, average plus)")]


def test_a_lost_clause_is_said_in_chinese():
    english, clean = law_texts("zh", "12C2(a)")
    found = [f.message for f in check_pair(english, clean[:clean.index("：") + 1], "zh", "2017|12C2(a)", "laws",
                                           ui_lang="zh") if f.check == "sentences"]
    assert len(found) == 1 and found[0].startswith("这部分英文似乎没有译出：“average minus")
    # the terms by their English names, as the terminology check names them ("译文中没有“matchpoint”对应的术语")
    assert found[0].endswith("（其中有 40%、50%、60%、average minus、matchpoint、contestant、average plus）"), found


def test_one_number_of_a_clause_lost_is_still_a_number_finding():
    # one finding, the parenthetical that carried it naming it (fix9gd)
    assert edit_findings("zh", "12C2(a)", "（双人赛中为50%）", "") == [
        ("one-language", "error", "parenthetical of the English missing in the translation: '(50% in pairs)' (it "
                                  "carried 50%)")]
