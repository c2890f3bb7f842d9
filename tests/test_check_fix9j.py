"""What a fresh tester (9d) found in the checks and on the review screen, each kept as a kind (fix9j).

Each defect (or correct variant) is planted in a real text (the official Greek of ``locales/el/LC_MESSAGES/laws.po``,
or the Chinese written from the 2017 English, ``tests/test_catalog_fix9e.py``'s ``ZH_2017``) and the exact new
findings are asserted against those of the clean text.

1  every citation form of the same paragraph is one reference (另见12C1(d), 第12条C1(d), βλέπε Γ1(δ)).
2  三个IMP is 3 IMPs.
3  不足/不到/未达/未满 + a number is "less than", no negation.
4  labelled and unlabelled parallel placeholders reordered together: no finding.
"""

from __future__ import annotations

import pytest

from helper.catalog.checks import check_pair
from tests.test_check_fix9i import _settings_edited
from tests.support import checked, edit_findings


# 1  Law 12C2(a) "(see also C1(d))": in 12C2(a), C1(d) is 12C1(d) however it is cited

@pytest.mark.parametrize("new", ["〔另见12C1(d)〕", "〔参见12C1(d)〕", "〔另见第12条C1(d)〕", "〔另见第12条C款1项(d)〕"])
def test_zh_citation_forms_of_12c1d_are_the_reference_of_the_english(new):
    assert edit_findings("zh", "12C2(a)", "〔另见第12条C款1项(d)〕", new) == []


@pytest.mark.parametrize("new", ["[βλέπε Γ1(δ)]", "[βλέπε επίσης Γ1(δ)]", "[βλέπε επίσης 12Γ1(δ)]"])
def test_el_citation_forms_of_12c1d_are_the_reference_of_the_english(new):
    assert edit_findings("el", "12C2(a)", "[βλέπε επίσης την παράγραφο Γ1(δ)]", new) == []


def test_another_paragraph_cited_the_same_way_is_still_one_reference_error():
    assert edit_findings("zh", "12C2(a)", "〔另见第12条C款1项(d)〕", "〔另见12C1(c)〕") == [
        ("law-reference", "error", "law reference differs: 'C1(d)' in the English, '12C1(c)' in the translation")]
    assert edit_findings("el", "12C2(a)", "[βλέπε επίσης την παράγραφο Γ1(δ)]", "[βλέπε Γ1(γ)]") == [
        ("law-reference", "error", "law reference differs: 'C1(d)' in the English, 'Γ1(γ)' in the translation")]


# 2  Law 12C2(b) "plus 3 IMPs or minus 3 IMPs": 三个 is 3

@pytest.mark.parametrize("new", ["分别为正三个IMP或负三个IMP", "分别为正三IMP和负3个IMP"])
def test_three_with_a_measure_word_is_the_number_3(new):
    assert edit_findings("zh", "12C2(b)", "分别为+3 IMP和-3 IMP", new) == []


def test_another_number_with_a_measure_word_is_one_number_error():
    assert edit_findings("zh", "12C2(b)", "分别为+3 IMP和-3 IMP", "分别为正四个IMP或负四个IMP") == [
        ("number", "error", "number differs: 3 in the English, 四 in the translation")]


# 3  Law 12C2(c) "less than 40%": 不足/不到/未达/未满 + number

@pytest.mark.parametrize("word", ["不足", "不到", "未达", "未满", "低于", "少于"])
@pytest.mark.parametrize("number", ["可得比赛分的百分之四十", "可得比赛分40%"])
def test_less_than_in_any_chinese_wording_is_the_bound_of_the_english(word, number):
    assert edit_findings("zh", "12C2(c)", "得分低于可得比赛分40%", "得分" + word + number) == []


def test_less_than_made_at_least_is_still_a_bound_flipped():
    found = edit_findings("zh", "12C2(c)", "得分低于可得比赛分40%", "得分不少于可得比赛分40%")
    assert [(c, s) for c, s, _m in found] == [("number", "error")], found
    assert "40%" in found[0][2] and "at most / less than" in found[0][2]


# 4  "Settings in force": the labelled pair and the unlabelled IMP pair reordered together

@pytest.mark.parametrize("lang, old, new", [
    ("zh", "平均正分 {plus} / 平均负分 {minus}（{plus_imps} / {minus_imps} IMP）",
     "平均负分 {minus} / 平均正分 {plus}（{minus_imps} / {plus_imps} IMP）"),
    ("el", "μέσος όρος συν {plus} / μέσος όρος μείον {minus} ({plus_imps} / {minus_imps} IMPs)",
     "μέσος όρος μείον {minus} / μέσος όρος συν {plus} ({minus_imps} / {plus_imps} IMPs)"),
])
def test_labelled_and_unlabelled_pairs_reordered_together_is_no_finding(lang, old, new):
    assert _settings_edited(lang, old, new) == []


@pytest.mark.parametrize("lang", ["zh", "el"])
def test_the_unlabelled_pair_alone_reordered_is_one_swap(lang):
    found = _settings_edited(lang, "{plus_imps} / {minus_imps}", "{minus_imps} / {plus_imps}")
    assert [(f.check, f.message) for f in found] == [
        ("placeholder-order", "placeholders {plus_imps} and {minus_imps} swapped: {plus_imps} comes first in the "
                              "English, {minus_imps} in the translation")]


# 9  a header-only catalogue, and one with every msgstr empty: said on stderr and in the review title

_HEADER = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
           '"Plural-Forms: nplurals=1; plural=0;\\n"\n')


@pytest.fixture
def hollowed(tmp_path, monkeypatch):
    """A checkout whose Chinese laws.po is header only and whose Greek laws.po has every msgstr empty; the
    commands run in it (helper.paths.repo_root: the checkout of the current directory)."""
    import polib

    from helper import paths
    from tests.support import copy_checkout

    root = copy_checkout(tmp_path / "checkout")
    (root / "locales/zh_Hans/LC_MESSAGES/laws.po").write_text(_HEADER, encoding="utf-8")
    path = root / "locales/el/LC_MESSAGES/laws.po"
    po = polib.pofile(str(path))
    for entry in po:
        entry.msgstr = ""
        if "fuzzy" in entry.flags:
            entry.flags.remove("fuzzy")
    po.save(str(path))
    monkeypatch.setattr(paths, "repo_root", lambda: root)
    return root


@pytest.mark.parametrize("args, lines", [
    (["catalog", "stats"], ["helper: no entry is translated: {root}/locales/el/LC_MESSAGES/laws.po",
                            "helper: the catalogue is empty: {root}/locales/zh_Hans/LC_MESSAGES/laws.po"]),
    (["--lang", "zh", "catalog", "report"], ["helper: 目录为空：{root}/locales/zh_Hans/LC_MESSAGES/laws.po"]),
    (["--lang", "zh", "catalog", "check", "--domain", "laws"],
     ["helper: 目录为空：{root}/locales/zh_Hans/LC_MESSAGES/laws.po"]),
    (["--lang", "el", "catalog", "check", "--domain", "laws"],
     ["helper: καμία καταχώριση δεν έχει μεταφραστεί: {root}/locales/el/LC_MESSAGES/laws.po"]),
])
def test_an_empty_or_untranslated_catalogue_is_said_once_on_stderr(hollowed, capsys, args, lines):
    from helper.cli import main

    main(args)
    err = capsys.readouterr().err
    assert [line for line in err.splitlines() if line.startswith("helper: ")] == \
        [line.format(root=hollowed) for line in lines]


async def test_a_catalogue_with_no_entry_translated_is_said_in_the_review_title(hollowed):
    from textual.widgets import Static

    from helper.tui.review import ReviewApp
    from tests.support import checked, on_screen

    app = ReviewApp(ui_lang="en", target="el", root=hollowed, reviewer="R")
    async with app.run_test(size=(120, 30)) as pilot:
        await checked(pilot, app.screen)
        title = " ".join(on_screen(app.screen.query_one("#review-title", Static)).split())
    assert title.endswith(": no entry is translated")
    assert title.count("no entry is translated") == 1


# 10  the file saved into, its path and note whole from 60x16 to 80x24, in the three languages

@pytest.mark.parametrize("ui", ["en", "zh", "el"])
@pytest.mark.parametrize("size", [(60, 16), (60, 18), (70, 20), (80, 24)])
async def test_the_file_saved_into_and_its_note_are_whole(tmp_path, monkeypatch, ui, size):
    from textual.widgets import Static

    from helper.catalog import review
    from helper.tui.review import ReviewApp
    from tests.support import checked, copy_checkout, on_screen

    root = copy_checkout(tmp_path / "checkout")
    monkeypatch.chdir(root)
    # an installed copy run from inside the reviewer's checkout: it saves into the current directory's checkout
    monkeypatch.setattr(review, "save_location", lambda _root, lang, domain, **_k: (
        root / "locales" / ("zh_Hans" if lang == "zh" else lang) / "LC_MESSAGES" / f"{domain}.po", "current"))
    target = "el" if ui == "el" else "zh"
    app = ReviewApp(ui_lang=ui, target=target, root=root, reviewer="R")
    async with app.run_test(size=size) as pilot:
        await checked(pilot, app.screen)
        shown = on_screen(app.screen.query_one("#review-where", Static))
    folder = "zh_Hans" if target == "zh" else "el"
    joined = "".join(line.strip() for line in shown.splitlines())
    if size == (60, 16) and ui != "zh":
        # the long form's 2 rows would leave the panes 2 text rows: one row, its short form, the language's directory
        # kept (fix9bv, tester 9ac: the Greek first screen at 60x16 left each pane one text row)
        assert shown.strip() == {"en": "Reads and saves …/zh_Hans/…/laws.po (current directory)",
                                 "el": "Διαβάζει και αποθηκεύει το …/el/…/laws.po (τρέχων φάκελος)"}[ui]
        return
    assert f"locales/{folder}/LC_MESSAGES/laws.po" in joined, shown
    note = {"en": ("(the current directory's checkout)", ", in the checkout of the current directory (only the "
                                                         "program is an installed copy)"),
            "zh": ("（当前目录的源代码副本）", "，位于当前目录所在的源代码副本中（只有程序本身是已安装的副本）"),
            "el": ("(το αντίγραφο του τρέχοντος φακέλου)", ", στο αντίγραφο του πηγαίου κώδικα του τρέχοντος "
                                                           "φακέλου (μόνο το πρόγραμμα είναι εγκατεστημένο αντίγραφο)")}[ui]
    squash = lambda text: "".join(text.split())
    assert squash(joined).endswith(squash(note[0])) or squash(joined).endswith(squash(note[1])), shown


# 11  a reviewer's translation kept as fuzzy after an English change: its diff is against the previous English

async def test_the_diff_of_an_english_change_is_against_the_previous_english(tmp_path):
    import polib

    from helper.catalog.build import REVIEWER_KEPT_FUZZY, WRAP_WIDTH
    from helper.tui.review import ReviewApp
    from tests.support import copy_checkout
    from tests.test_review_faults import goto

    root = copy_checkout(tmp_path / "checkout")
    path = root / "locales/zh_Hans/LC_MESSAGES/laws.po"
    po = polib.pofile(str(path), wrapwidth=WRAP_WIDTH)
    entry = next(e for e in po if e.msgctxt == "2017|12A3")
    entry.msgstr = "审校者的译文。"
    entry.flags.append("fuzzy")
    entry.previous_msgid = entry.msgid.replace("Director", "Tournament Director", 1)  # a 2017 text, changed
    entry.comment = (entry.comment + "\n" if entry.comment else "") + REVIEWER_KEPT_FUZZY.format(lang="zh")
    po.save(str(path))
    app = ReviewApp(ui_lang="en", target="zh", root=root, reviewer="R")
    async with app.run_test(size=(100, 30)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await goto(pilot, "12A3")
        changed = screen.column_text(screen.current, "zh").plain
    assert "Its previous English against the current one ({+…+} added, [-…-] removed):" in changed
    assert "against 2017" not in changed
    assert "The [-Tournament-] Director" in changed  # the spaces outside the marker (fix9gc, tester 9an)


# 5  a dropped sentence: what it carried (parentheticals, numbers, terms) is part of its one finding

def _sentence(lang: str, paragraph: str, index: int) -> str:
    from tests.support import law_texts

    text = law_texts(lang, paragraph)[1]
    if lang == "zh":
        return text.split("。")[index] + "。"
    return text.split(". ")[index] + ("" if index else ". ")


# what it carries, read in the English sentence (clean13): its references and numbers as written, its terms and
# labels by their English (glossary) names, in order
_12C2C = "'non-offending', 'contestant', 'session', 60%, 'matchpoint', 'offending', 40%, 'IMP'"


@pytest.mark.parametrize("lang, paragraph, index, english, carried", [
    ("zh", "12C2(c)", 0, "The foregoing is modified for a non-offending contestant th…", _12C2C),
    ("el", "12C2(c)", 0, "The foregoing is modified for a non-offending contestant th…", _12C2C),
    ("zh", "86B3", 1, "The score awarded for each such board may be varied by regu…", "'board', B2, 'Director'"),
    ("zh", "12C2(d)", 0, "The Regulating Authority may provide for circumstances wher…",
     "'Regulating Authority', 'contestant', 'board', 'session'"),
])
def test_a_dropped_sentence_is_one_finding_with_what_it_carried(lang, paragraph, index, english, carried):
    assert edit_findings(lang, paragraph, _sentence(lang, paragraph, index), "") == [
        ("sentences", "error", f"2 in the English, 1 in the translation; this English sentence seems to have no "
                               f"translation: '{english}'; it carries {carried}")]


# 6  an English sentence left whole in a Chinese text: one finding, and no modality check on it

@pytest.mark.parametrize("paragraph, english, shown", [
    ("12C2(c)", "Such contestants are awarded the percentage obtained (or the equivalent in IMPs) on the other "
                "boards of that session.", "Such contestants are awarded the percentage obtained (or th…"),
    ("12C2(b)", "Subject to approval by the Regulating Authority, this may be varied by the Tournament Organizer as "
                "provided for by Laws 78D, 86B3 and (d) hereunder.",
     "Subject to approval by the Regulating Authority, this may b…"),
])
def test_an_english_sentence_left_in_chinese_is_one_untranslated_finding(paragraph, english, shown):
    assert edit_findings("zh", paragraph, _sentence("zh", paragraph, 1), english) == [
        ("untranslated-run", "error", f"English left untranslated in the translation: '{shown}'")]


# 7  the offending and non-offending sides swapped: one error

@pytest.mark.parametrize("lang, paragraph, old, new, found, english", [
    ("zh", "12C1(e)(i)", "违规方", "非违规方", "非违规方", "offending side"),
    ("zh", "12C1(e)(ii)", "非违规方", "违规方", "违规方", "non-offending side"),
    ("el", "12C1(e)(i)", "υπαίτιος", "αναίτιος", "αναίτιος", "offending side"),
    ("el", "12C1(e)(ii)", "αναίτιος", "υπαίτιος", "υπαίτιος", "non-offending side"),
    ("el", "12C1(e)(ii)", "αναίτιος", "μη παραβάτης", "μη παραβάτης", None),  # the other Greek name: no swap
    ("zh", "86B2(b)", "违规方应得到", "非违规方应得到", "非违规方", "offending side"),
    ("zh", "86B2(b)", "判给非违规方", "判给违规方", "违规方", "non-offending side"),
])
def test_sides_swapped_is_one_error(lang, paragraph, old, new, found, english):
    got = edit_findings(lang, paragraph, old, new)
    if english is None:
        assert got == []
        return
    assert got == [("terminology", "error", f"'{found}' where the English says '{english}': the offending and "
                                            "non-offending sides swapped?")]


# 8  比赛分 for IMP in a text where 国际比赛分 stands too: the place is named

def test_matchpoints_for_imps_beside_the_spelt_out_imp_names_the_place():
    from tests.support import law_texts

    english, clean = law_texts("zh", "12C2(b)")
    spelt = clean.replace("在IMP赛中", "在国际比赛分赛中")
    before = {(f.check, f.message) for f in check_pair(english, spelt, "zh", "2017|12C2(b)", "laws")}
    after = check_pair(english, spelt.replace("+3 IMP", "+3比赛分"), "zh", "2017|12C2(b)", "laws")
    assert [(f.check, f.severity, f.message) for f in after if (f.check, f.message) not in before] == [
        ("terminology", "error", "'为+3比赛分和-3' where the term for 'IMP' is expected ('IMP / 国际比赛分')")]


# ---------------------------------------------------------------- a semicolon kept is not a joint (session 12)

@pytest.mark.parametrize("english, translation, lang, lost", [
    # the mutation test's drop-and-add-sentence, at entries added this session: "Please report it." dropped, an
    # unrelated sentence added before; the translation's ； is the English sentence's own ";", not two joined
    ("helper: internal error ({kind}: {detail}); nothing was changed. Please report it.",
     "按第一种语言的编号（Escape：取消）。helper：内部错误（{kind}：{detail}）；没有任何改动。", "zh", "Please report it."),
    ("Too early: keys came before this question was shown; they were not taken and nothing was recorded. "
     "Read the question, then answer it.",
     "Σε IMPs (ομάδες) δώστε --other-table. Πολύ νωρίς: πλήκτρα ήρθαν πριν φανεί η ερώτηση· δεν ελήφθησαν, "
     "δεν καταγράφηκε τίποτα.", "el", "Read the question, then answer it."),
])
def test_a_semicolon_the_english_has_too_does_not_join_two_sentences(english, translation, lang, lost):
    from helper.catalog.checks.pair import check_pair

    found = [(f.check, f.side, f.fragment) for f in check_pair(english, translation, lang, "x", "messages")]
    assert ("sentences", "source", lost) in found
