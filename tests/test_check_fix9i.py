"""What a fresh tester (9c) found an hour after the fixes of 9g/9h, each kept as a kind, in Chinese and Greek.

Each defect is planted in a real text (the official Greek of ``locales/el/LC_MESSAGES/laws.po``, or the Chinese
written from the 2017 English, ``tests/test_catalog_fix9e.py``'s ``ZH_2017``) and the exact new findings are
asserted against those of the clean text.

1  a negation the English does not have, added (可判给 -> 不可以判给 / 不得判给, 应取消 -> 不取消, δεν μπορεί).
2  a comparison reversed (较有利 -> 较不利, καλύτερο -> χειρότερο; 12B1 less favourable as 更有利), "other" dropped
   (其他各副牌 -> 所有各副牌), a bound dropped (至少为60% -> 为60%, τουλάχιστον).
3  IMPs written 比赛分 at one place while IMP stays at another (12C2(b), "Settings in force", "scored in IMPs").
4  no false errors: labels reordered each with its placeholder; a citation in Chinese numerals.
5  one defect, one finding: a dropped sentence's references, an English sentence left, labels swapped beside
   unmoved placeholders, an empty catalogue.
6  reasons in our words, translated; a Cyrillic letter that is no look-alike; 60 columns.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.support import edit_findings, law_texts

_ADDED = "the translation negates"


@pytest.mark.parametrize("lang, paragraph, old, new", [
    ("zh", "12A3", "可判给", "不可以判给"),          # "may award" made "may not award"
    ("zh", "12A3", "可判给", "不得判给"),            # ... and worded as a prohibition, not "stated as done"
    ("zh", "86B2(a)", "应取消", "不取消"),           # "shall cancel" made "does not cancel"
    ("zh", "86B2(b)", "裁判应对", "裁判不应就"),      # "shall award" made "shall not award"
    ("el", "12A3", "μπορεί να", "δεν μπορεί να"),
    ("el", "86B2(a)", "θα ακυρώσει", "δεν θα ακυρώσει"),
])
def test_an_added_negation_is_one_negation_error(lang, paragraph, old, new):
    found = edit_findings(lang, paragraph, old, new)
    assert [(check, severity) for check, severity, _m in found] == [("negation", "error")], found
    assert found[0][2].startswith(_ADDED) and "prohibition" in found[0][2]


@pytest.mark.parametrize("lang, paragraph", [
    ("el", "12C2(d)"),  # "fails to obtain" is δεν καταφέρνει
    ("zh", "12C1(e)"),  # "unrelated" 无关, "if unsuccessful" 若不成功
    ("zh", "12C4"),     # "non-balancing" 不平衡
    ("zh", "12C2(d)"),  # "differs": 不同于
])
def test_a_negation_the_english_words_as_a_verb_or_prefix_is_no_finding(lang, paragraph):
    english, clean = law_texts(lang, paragraph)
    assert [f.message for f in check_pair(english, clean, lang, f"2017|{paragraph}", "laws")
            if f.check == "negation"] == []


def test_incorrect_translated_with_a_negation_is_no_added_negation():
    # 12A3's "an incorrect rectification" as 纠正不正确 (the shipped text says 纠正有误): a faithful translation
    english, clean = law_texts("zh", "12A3")
    assert "纠正有误" in clean
    translation = clean.replace("纠正有误", "纠正不正确")
    assert [f.message for f in check_pair(english, translation, "zh", "2017|12A3", "laws")] == []


@pytest.mark.parametrize("lang, paragraph, old, new, english, found", [
    ("zh", "86B2(b)", "取其中较有利者", "取其中较不利者", "more favourable", "较不利"),
    ("zh", "86B2(b)", "取其中较有利者", "以较不利者为准", "more favourable", "较不利"),
    ("el", "86B2(b)", "καλύτερο", "χειρότερο", "more favourable", "χειρότερο"),
    ("zh", "12B1", "不如违规未发生时本可预期的结果有利", "比违规未发生时本可预期的结果更有利", "less favourable", "更有利"),
    ("zh", "12B1", "不如违规未发生时本可预期的结果有利", "比违规未发生时本可预期的结果更不利更有利", None, None),
    ("el", "12B1", "λιγότερο ευνοϊκό", "περισσότερο ευνοϊκό", "less favourable", "περισσότερο ευνοϊκό"),
])
def test_a_reversed_comparison_is_one_terminology_error(lang, paragraph, old, new, english, found):
    got = edit_findings(lang, paragraph, old, new)
    if english is None:  # both words: no reversal to say (the opposite is still there)
        assert [m for _c, _s, m in got if "comparison reversed" in m] == []
        return
    assert got == [("terminology", "error", f"the English says '{english}', the translation '{found}': the "
                                            "comparison reversed?")]


@pytest.mark.parametrize("lang, old, new", [
    ("zh", "该节其他各副牌", "该节所有各副牌"),
    ("zh", "该节其他各副牌", "该节各副牌"),
    ("el", "στις υπόλοιπες διανομές", "σε όλες τις διανομές"),
])
def test_other_dropped_is_one_terminology_error(lang, old, new):
    got = edit_findings(lang, "12C2(c)", old, new)
    assert [(c, s) for c, s, _m in got] == [("terminology", "error")], got
    assert got[0][2].startswith("'other' of the English is missing in the translation of 'Such contestants")


@pytest.mark.parametrize("lang, old, new", [
    ("zh", "至少为60%", "为60%"),
    ("el", "τουλάχιστον 60%", "60%"),
])
def test_a_dropped_bound_is_one_number_error(lang, old, new):
    assert edit_findings(lang, "12C2(a)", old, new) == [
        ("number", "error", "60% is qualified by 'at least / more than' in the English, by nothing in the "
                            "translation: a minimum or maximum made a fixed score?")]


def _messages(lang: str, start: str):
    import polib

    from tests.support import REPO

    folder = "zh_Hans" if lang == "zh" else "el"
    po = polib.pofile(str(REPO / f"locales/{folder}/LC_MESSAGES/messages.po"))
    return next(e for e in po if e.msgid.startswith(start))


def _settings_edited(lang: str, old: str, new: str):
    """The findings (``Finding`` list) of the shipped translation of the messages entry "Settings in force..." in
    ``lang`` with its first ``old`` made ``new`` (``old`` asserted to be in it)."""
    entry = _messages(lang, "Settings in force")
    assert old in entry.msgstr
    return check_pair(entry.msgid, entry.msgstr.replace(old, new, 1), lang, "", "messages")


@pytest.mark.parametrize("start, old, new", [
    ("Settings in force", "IMP）", "比赛分）"),                       # beside 比赛分计分制 (matchpoints) kept
    ("Ruling {id} was scored in IMPs", "以 IMP 计分", "以比赛分计分"),  # beside "以 IMP 给出" kept
])
def test_imps_written_as_matchpoints_at_one_place_is_found_in_the_interface(start, old, new):
    entry = _messages("zh", start)
    assert old in entry.msgstr
    def terms(text):
        return [(f.severity, f.message) for f in check_pair(entry.msgid, text, "zh", "", "messages")
                if f.check == "terminology"]
    assert terms(entry.msgstr) == []
    assert terms(entry.msgstr.replace(old, new, 1)) == [
        ("error", "'比赛分' where the term for 'IMP' is expected ('IMP / 国际比赛分')")]


def test_imps_written_as_matchpoints_beside_an_imp_kept_is_found_in_a_law():
    # Law 12C2(b): "plus 3 IMPs or minus 3 IMPs" and "IMP play"; 12C2(c)'s matchpoints and IMPs both kept: none
    assert edit_findings("zh", "12C2(b)", "+3 IMP", "正3比赛分") == [
        ("terminology", "error", "'比赛分' where the term for 'IMP' is expected ('IMP / 国际比赛分')")]
    assert edit_findings("zh", "12C2(c)", "（或IMP的相应值）。", "（或比赛分的相应值）。") == [
        ("terminology", "error", "'比赛分' where the term for 'IMP' is expected ('IMP / 国际比赛分')")]


# 4  false errors: labels reordered with each placeholder kept; a citation in Chinese numerals

@pytest.mark.parametrize("lang, old, new", [
    ("zh", "平均正分 {plus} / 平均负分 {minus}", "平均负分 {minus} / 平均正分 {plus}"),
    ("el", "μέσος όρος συν {plus} / μέσος όρος μείον {minus}", "μέσος όρος μείον {minus} / μέσος όρος συν {plus}"),
])
def test_labels_reordered_each_with_its_placeholder_is_no_finding(lang, old, new):
    assert _settings_edited(lang, old, new) == []


@pytest.mark.parametrize("new", ["〔另见第十二条C款1项(d)〕", "〔另见第十二条C款一项(d)〕"])
def test_a_citation_in_chinese_numerals_is_the_reference_it_names(new):
    assert edit_findings("zh", "12C2(a)", "〔另见第12条C款1项(d)〕", new) == []


def test_a_citation_in_chinese_numerals_naming_another_paragraph_is_one_reference_error():
    assert edit_findings("zh", "12C2(a)", "〔另见第12条C款1项(d)〕", "〔另见第十二条C款二项(d)〕") == [
        ("law-reference", "error", "law reference differs: 'C1(d)' in the English, '第十二条C款二项(d)' in the "
                                   "translation")]


# 5  one defect, one finding

def test_labels_swapped_with_placeholders_unmoved_is_one_finding():
    entry = _messages("zh", "NS {ns} - EW {ew}")
    assert entry.msgstr == "南北 {ns} - 东西 {ew}"
    found = check_pair(entry.msgid, "东西 {ns} - 南北 {ew}", "zh", "", "messages")
    assert [(f.check, f.severity, f.message) for f in found] == [
        ("placeholder-order", "error", "labels or placeholders swapped: {ns} after NS in the English, after EW in "
                                       "the translation; {ew} after EW in the English, after NS in the translation")]
    swapped = _settings_edited("el", "συν {plus} / μέσος όρος μείον {minus}", "μείον {plus} / μέσος όρος συν {minus}")
    assert [f.check for f in swapped] == ["placeholder-order"]


@pytest.mark.parametrize("lang, dropped", [
    ("zh", "其后每副牌判给的分数可由规程规定，不同于上述(a)项和(b)项的规定。"),
    ("el", "Μέσω κανονισμού, οι βαθμολογίες, που επιδικάζονται σε κάθε μια από αυτές τις διανομές, μπορεί να είναι "
           "διαφορετικές, από αυτές που ορίζονται στις παραγράφους (α) και (β) παραπάνω. "),
])
def test_a_dropped_sentence_is_not_also_its_references_missing(lang, dropped):
    assert edit_findings(lang, "12C2(d)", dropped, "") == [
        ("sentences", "error", "2 in the English, 1 in the translation; this English sentence seems to have no "
                               "translation: 'The scores assigned for each subsequent board may be varied…'; it "
                               "carries 'board', (a), (b)")]


_12B1_EN = ("Damage exists when, because of an infraction, an innocent side obtains a table result less favourable "
            "than would have been the expectation had the infraction not occurred.")


@pytest.mark.parametrize("lang, sentence", [
    ("zh", "损害是指由于违规，无辜一方所得的牌桌结果不如违规未发生时本可预期的结果有利。"),
    ("el", "Υπάρχει ζημιά όταν, λόγω κάποιας παράβασης, ένας αναίτιος άξονας λαμβάνει αποτέλεσμα στο τραπέζι "
           "λιγότερο ευνοϊκό, από ό,τι θα ήταν αναμενόμενο, αν δεν είχε συμβεί η παράβαση."),
])
def test_an_english_sentence_left_is_not_also_a_negation_missing(lang, sentence):
    assert edit_findings(lang, "12B1", sentence, _12B1_EN) == [
        ("untranslated-run", "error", "English left untranslated in the translation: 'Damage exists when, because "
                                      "of an infraction, an innocent s…'")]


# 5 (c) an empty or header-only catalogue of a shipped language: one finding, and said as such

_HEADER = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
           '"Plural-Forms: nplurals=1; plural=0;\\n"\n')


@pytest.fixture(params=["", _HEADER], ids=["empty", "header-only"])
def emptied(request, tmp_path, monkeypatch):
    from helper import i18n
    from tests.support import copy_checkout

    root = copy_checkout(tmp_path / "checkout")
    (root / "locales/zh_Hans/LC_MESSAGES/messages.po").write_text(request.param, encoding="utf-8")
    monkeypatch.setattr(i18n, "locales_dir", lambda: root / "locales")
    i18n._cache.clear()
    yield root
    i18n._cache.clear()


def test_an_empty_catalogue_is_one_finding_and_is_said_on_stderr(emptied, capsys):
    from helper.catalog.checks import check_catalogues
    from helper.catalog.review import catalogue_faults
    from helper.cli import _damaged_catalogue_note, main

    found = check_catalogues(emptied, ("zh",), ("messages",))
    assert [(f.check, f.severity, f.message) for f in found] == [
        ("catalogue", "error", "the catalogue is empty: messages.po")]
    zh = check_catalogues(emptied, ("zh",), ("messages",), ui_lang="el")
    assert [f.message for f in zh] == ["ο κατάλογος είναι κενός: messages.po"]
    assert _damaged_catalogue_note("zh") == ("helper: the Chinese interface catalogue cannot be read (the catalogue "
                                             "is empty): English is shown. `helper catalog check` lists the faults.")
    assert "(ο κατάλογος είναι κενός)" in _damaged_catalogue_note("zh", "el")
    assert catalogue_faults(emptied, ("zh", "el"), "messages")["zh"].detail == "the catalogue is empty"
    assert "el" not in catalogue_faults(emptied, ("zh", "el"), "messages")
    main(["--lang", "zh", "catalog", "stats"])
    assert "the catalogue is empty" in capsys.readouterr().err


def test_reasons_of_an_unreadable_catalogue_are_in_our_words_translated(tmp_path):
    from helper.catalog.checks import check_catalogues
    from tests.support import copy_checkout

    root = copy_checkout(tmp_path / "checkout")
    path = root / "locales/el/LC_MESSAGES/messages.po"
    path.write_bytes(path.read_bytes().replace("Διαιτητής".encode(), "Διαιτητής".encode("cp1253"), 1))
    found = check_catalogues(root, ("el",), ("messages",), ui_lang="zh")
    assert [(f.check, f.message) for f in found] == [("catalogue", "不是有效的 PO 文件：不是 UTF-8 编码")]


@pytest.mark.parametrize("text, lang, message", [
    ("调Ж整分", "zh", "Cyrillic letter 'Ж' in '调Ж整分' in the translation"),
    ("Ο ΔιαιЖητής", "el", "Cyrillic letter 'Ж' in 'ΔιαιЖητής' in the translation"),
    ("Διαιтητής", "el", "Cyrillic 'т' in 'Διαιтητής', a look-alike of a Latin or Greek letter in the translation"),
])
def test_a_cyrillic_letter_is_called_a_look_alike_only_when_it_is_one(text, lang, message):
    from helper.catalog.checks import check_single

    assert [(f.check, f.message) for f in check_single(text, lang, "x", "laws")] == [("script", message)]


# 6  at 60 columns the note, the title and the file saved into are not cut

async def test_at_60_columns_the_note_title_and_file_are_whole(tmp_path, monkeypatch):
    from textual.widgets import Static

    from helper import i18n
    from helper.tui.review import ReviewApp
    from tests.support import checked, copy_checkout, on_screen
    from tests.test_fix9h import UNTERMINATED_NEW, UNTERMINATED_OLD

    root = copy_checkout(tmp_path / "checkout")
    path = root / "locales/el/LC_MESSAGES/messages.po"
    path.write_text(path.read_text(encoding="utf-8").replace(UNTERMINATED_OLD, UNTERMINATED_NEW), encoding="utf-8")
    monkeypatch.setattr(i18n, "locales_dir", lambda: root / "locales")
    i18n._cache.clear()
    try:
        app = ReviewApp(ui_lang="en", target="el", root=root, reviewer="R", domain="messages")
        async with app.run_test(size=(60, 18)) as pilot:
            await checked(pilot, app.screen)
            shown = {name: " ".join(on_screen(app.screen.query_one(f"#{name}", Static)).split())
                     for name in ("review-title", "review-status", "review-where")}
    finally:
        i18n._cache.clear()
    assert shown["review-title"] == \
        "Review of the interface strings: English and Greek: the catalogue cannot be read"
    assert shown["review-status"].endswith("Fix the file (helper catalog check lists the faults).")
    # nothing is saved into a catalogue that cannot be read: no file is named (tester 9e, fix9m; the file
    # line of a readable catalogue at 60 columns: test_check_fix9j)
    assert shown["review-where"] == ""
