"""Script and encoding defects, one finding per defect, and the review screen's faults that fresh
tester 9b found (issue 9, fix9h).

Each defect is planted in a real catalogue entry (the official Greek of Law 12) or in a correct
Chinese translation written from the English (tests/test_catalog_fix9e.py), and the exact findings
are asserted: the defect once, by its most specific check, and nothing else.
"""

from __future__ import annotations

from pathlib import Path

import polib
import pytest
from textual.widgets import Static

from helper import i18n
from helper.catalog.checks import check_pair
from helper.catalog.checks.script import traditional_table
from tests.support import REPO, checked, copy_checkout, on_screen
from tests.test_catalog_fix9e import ZH_2017

EL_LAWS = {e.msgctxt: e for e in polib.pofile(str(REPO / "locales/el/LC_MESSAGES/laws.po"))}


def found(context: str, target: str, lang: str, domain: str = "laws", english: str | None = None, flags=()):
    english = english if english is not None else EL_LAWS[context].msgid
    return [(f.check, f.severity, f.message) for f in check_pair(english, target, lang, context, domain, flags=flags)]


def zh(context: str, old: str, new: str) -> str:
    assert old in ZH_2017[context], old
    return ZH_2017[context].replace(old, new, 1)


def el(context: str, old: str, new: str) -> str:
    text = EL_LAWS[context].msgstr
    assert old in text, old
    return text.replace(old, new, 1)


# ---------------------------------------------------------------- A. script defects, each one error

SCRIPT_CASES = [
    ("zh", "2017|12A3", zh("2017|12A3", "裁判", "ｄｉｒｅｃｔｏｒ"),
     ("script", "error", "'ｄｉｒｅｃｔｏｒ' in full-width letters (reads 'director'), as a Chinese input "
                         "method types them in the translation")),
    ("zh", "2017|12A3", zh("2017|12A3", "判给", "判は"),
     ("script", "error", "Japanese kana 'は' in a Chinese text: '裁判可判は调整分。' in the translation")),
    ("zh", "2017|12A3", zh("2017|12A3", "调整分", "调Γ整分"),
     ("script", "error", "Greek letter 'Γ' inside Chinese text: '可判给调Γ整分。' in the translation")),
    ("zh", "2017|12A3", zh("2017|12A3", "调整分", "调Ж整分"),
     # Ж is no look-alike of a Latin or Greek letter: named a Cyrillic letter (fresh tester 9c, fix9i)
     ("script", "error", "Cyrillic letter 'Ж' in '可判给调Ж整分。' in the translation")),
    ("zh", "2017|12A3", zh("2017|12A3", "判给调整分", "判給調整分"),
     ("script", "error", "Traditional characters '給調' in a Simplified Chinese text (Simplified: '给调') in the "
                         "translation")),
    ("zh", "2017|12A3", zh("2017|12A3", "。", "。。"),
     ("doubled", "error", "punctuation written twice: '给调整分。。' in the translation")),
    ("zh", "2017|12A3", zh("2017|12A3", "，", "，，"),
     ("doubled", "error", "punctuation written twice: '纠正有误，，裁判可判' in the translation")),
    ("zh", "2017|12C1(d)", zh("2017|12C1(d)", "（见下文C2）", "（见下文C2）（见下文C2）"),
     ("doubled", "error", "parenthetical written twice: '（见下文C2）' in the translation")),
    ("el", "2017|12B1", el("2017|12B1", "της επανόρθωσης", "τoυ επανόρθωσης"),
     ("script", "error", "Latin 'o' inside the Greek word 'τoυ': a look-alike letter in the translation")),
    ("el", "2017|12A3", el("2017|12A3", "Διαιτητής", "Διαιтητής"),
     ("script", "error", "Cyrillic 'т' in 'Διαιтητής', a look-alike of a Latin or Greek letter in the translation")),
    ("el", "2017|12C1(d)", el("2017|12C1(d)", "Γ2", "С2"),  # a Cyrillic С for the Greek Γ of the reference
     ("script", "error", "Cyrillic 'С' in 'παράγραφο С2 παρακάτω', a look-alike of a Latin or Greek letter in the "
                         "translation")),
    ("el", "2017|12A3", EL_LAWS["2017|12A3"].msgstr + "?",
     ("encoding", "error", "'?' after a Greek word (Greek asks with ';'): a stray or lost character: 'ανωμαλίας.?' "
                           "in the translation")),
    ("el", "2017|12A3", el("2017|12A3", "ανωμαλίας.", "ανωμαλίας?"),
     ("encoding", "error", "'?' ending a word in 'ανωμαλίας?' where the English asks no question: a lost letter or "
                           "character in the translation")),
    ("el", "2017|12C1(d)", el("2017|12C1(d)", "(βλέπε παράγραφο Γ2 παρακάτω)",
                              "(βλέπε παράγραφο Γ2 παρακάτω)(βλέπε παράγραφο Γ2 παρακάτω)"),
     ("doubled", "error", "parenthetical written twice: '(βλέπε παράγραφο Γ2 παρακάτω)' in the translation")),
    ("el", "2017|12B1", el("2017|12B1", "ζημιά, που", "ζημιά,, που"),
     ("doubled", "error", "punctuation written twice: 'ζημιά,, που' in the translation")),
]


@pytest.mark.parametrize("lang, context, text, expected", SCRIPT_CASES)
def test_a_script_defect_is_one_error_and_nothing_else(lang, context, text, expected):
    clean = ZH_2017[context] if lang == "zh" else EL_LAWS[context].msgstr
    assert found(context, clean, lang) == []
    assert found(context, text, lang) == [expected]


def test_the_traditional_table_maps_traditional_only_characters():
    table = traditional_table()
    assert (table["給"], table["調"], table["裁"] if "裁" in table else None) == ("给", "调", None)
    # characters Simplified Chinese writes too are not listed: never a false finding in 模糊, 显著, 乾坤
    assert not {"糊", "著", "乾", "干", "判", "分"} & set(table)
    assert len(table) > 2500


def test_a_whole_text_in_traditional_characters_is_one_finding():
    text = "如果對違規的糾正有誤，裁判可判給調整分。"
    findings = found("2017|12A3", text, "zh")
    assert findings == [("script", "error", "Traditional characters '對違規糾誤給調' in a Simplified "
                                            "Chinese text (Simplified: '对违规纠误给调') in the translation")]


def test_imps_as_matchpoints_is_an_error_but_matchpoints_beside_imps_are_not():
    """The terms table (domain.md): IMPs are IMP in Chinese, matchpoints 比赛分 (Law 12C2(b) at IMPs)."""
    assert found("2017|12C2(b)", ZH_2017["2017|12C2(b)"].replace("IMP", "比赛分"), "zh") == [
        ("terminology", "error", "'比赛分' where the term for 'IMP' is expected ('IMP / 国际比赛分')")]
    # 12C2(c) names matchpoints (比赛分) and IMPs: 比赛分 there is no confusion
    assert [f for f in found("2017|12C2(c)", ZH_2017["2017|12C2(c)"], "zh") if f[0] == "terminology"] == []


# ---------------------------------------------------------------- B. one defect, one finding

@pytest.mark.parametrize("text, expected", [
    (zh("2017|12A3", "调整分", "调??分"),
     ("encoding", "error", "'??' in '可判给调??分。': characters lost in conversion (each '?' one the encoding could not "
                           "write) in the translation")),
    (zh("2017|12A3", "调整分", "调\ufffd分"),
     ("encoding", "error", "replacement character U+FFFD (a character lost in conversion) in the translation")),
    (zh("2017|12A3", "调整分", "调\u200b整分"),
     ("encoding", "error", "invisible character (U+200B zero width space) in '可判给调\u200b整分。' in the translation")),
])
def test_a_lost_or_invisible_character_is_one_finding(text, expected):
    """Not also a sentence split at the '?' nor the term it broke missing."""
    assert found("2017|12A3", text, "zh") == [expected]


@pytest.mark.parametrize("lang", ["zh", "el"])
def test_a_dropped_second_sentence_is_one_finding_not_also_a_negation_of_the_first(lang):
    text = ZH_2017["2017|12B1"].split("。")[0] + "。" if lang == "zh" else \
        EL_LAWS["2017|12B1"].msgstr.split(". ")[0] + "."
    assert found("2017|12B1", text, lang) == [
        ("sentences", "error", "2 in the English, 1 in the translation; this English sentence seems to have no "
                               "translation: 'Damage exists when, because of an infraction, an innocent s…'; it carries "
                               "'infraction', 'non-offending'")]  # "innocent side" is the non-offending side's label


def test_a_law_number_replaced_is_one_difference():
    assert found("2017|12C2(b)", zh("2017|12C2(b)", "第78条", "第87条"), "zh") == [
        ("law-reference", "error", "law reference differs: '78D' in the English, '第87条D款' in the translation")]


@pytest.mark.parametrize("english, old, new, flags, reason", [
    ("Chinese word order: who, then when ('{reviewer} 于 {date} 审校'); checked, not swapped.", "{reviewer}", "{reivewer}",
     ["python-brace-format"],
     "a placeholder the English does not have: {reivewer} (a misspelt name, or a dot, bracket or colon in it)"),
    ("the following arguments are required: %s", "%s", "%d", ["python-format"],
     "its % placeholders differ from the English"),
])
def test_a_broken_placeholder_is_one_finding(english, old, new, flags, reason):
    po = polib.pofile(str(REPO / "locales/zh_Hans/LC_MESSAGES/messages.po"))
    [entry] = [e for e in po if e.msgid == english]
    assert found(english, entry.msgstr, "zh", "messages", english, flags) == []
    assert found(english, entry.msgstr.replace(old, new), "zh", "messages", english, flags) == [
        ("placeholders", "error", f"{reason}; the helper shows the English instead")]


# ---------------------------------------------------------------- C. an unreadable catalogue

UNTERMINATED_OLD = 'msgstr "Τι συνέβη σε αυτή τη διανομή;"\n'
UNTERMINATED_NEW = 'msgstr "Τι συνέβη σε αυτή τη διανομή;\n'


@pytest.fixture
def broken(tmp_path, monkeypatch):
    """A checkout whose Greek interface catalogue has an unterminated string; the helper uses it."""
    root = copy_checkout(tmp_path / "checkout")
    path = root / "locales/el/LC_MESSAGES/messages.po"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(UNTERMINATED_OLD, UNTERMINATED_NEW), encoding="utf-8")
    monkeypatch.setattr(i18n, "locales_dir", lambda: root / "locales")
    i18n._cache.clear()
    yield root, text[:text.index(UNTERMINATED_OLD)].count("\n") + 1
    i18n._cache.clear()


def test_the_note_is_in_the_messages_language_when_its_catalogue_is_read(broken, capsys):
    from helper.cli import _damaged_catalogue_note, main

    root, line = broken
    problem = f"line {line}: unterminated string: {UNTERMINATED_NEW.strip()}"
    # the reason in the note's language, in our words (fix9i: not the parser's "unterminated string")
    assert _damaged_catalogue_note("el", "zh") == (
        f"helper：希腊文界面目录无法读取（第 {line} 行：字符串缺少结束引号）：该界面改以英文显示。"
        "`helper catalog check` 会列出错误。")
    # the Greek messages asked for: the Greek catalogue is the unreadable one, English is true
    assert _damaged_catalogue_note("el", "el") == _damaged_catalogue_note("el") == (
        f"helper: the Greek interface catalogue cannot be read ({problem}): English is shown. "
        "`helper catalog check` lists the faults.")
    main(["--lang", "el", "catalog", "stats", "--ui-lang", "zh"])
    err = capsys.readouterr().err
    assert "希腊文界面目录无法读取" in err and "English is shown" not in err


def screen_text(screen, name: str) -> str:
    return " ".join(on_screen(screen.query_one(f"#{name}", Static)).split())


async def test_the_review_screen_says_its_interface_catalogue_is_unreadable_and_names_the_one_d_cannot_read(broken):
    from helper.tui.review import ReviewApp

    root, line = broken
    app = ReviewApp(ui_lang="el", target="el", root=root, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        assert screen_text(screen, "review-status").startswith(
            f"The Greek interface catalogue cannot be read (line {line}: unterminated string:")
        await pilot.press("d")
        await checked(pilot, screen)
        assert screen_text(screen, "review-title") == \
            "Review of the interface strings: English and Greek: the catalogue cannot be read"
        assert screen_text(screen, "review-status") == (
            f"The Greek catalogue cannot be read exactly (locales/el/LC_MESSAGES/messages.po, line {line}: a string "
            "with no closing quote): it is not shown and nothing is saved into it. Fix the file (helper catalog "
            "check lists the faults).")


async def test_a_chinese_review_screen_says_the_greek_interface_catalogue_is_unreadable(broken):
    from helper.tui.review import ReviewApp

    root, line = broken
    app = ReviewApp(ui_lang="zh", target="el", root=root, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        assert screen_text(app.screen, "review-status").startswith(
            f"希腊文界面目录无法读取（第 {line} 行：字符串缺少结束引号）")


def test_an_unreadable_catalogue_passes_between_processes():
    import pickle

    from helper.i18n.po import PoProblem, UnreadableCatalogue

    fault = UnreadableCatalogue(Path("locales/el/LC_MESSAGES/messages.po"), PoProblem(3, "unterminated", "x"))
    again = pickle.loads(pickle.dumps(fault))
    assert (again.path, again.problem, str(again)) == (fault.path, fault.problem, str(fault))


# ---------------------------------------------------------------- D. every key at small sizes

@pytest.mark.parametrize("size", [(60, 16), (60, 18), (70, 16), (80, 24)])
@pytest.mark.parametrize("ui_lang, target", [("en", "zh"), ("zh", "zh"), ("el", "el")])
async def test_every_review_key_is_on_the_screen(size, ui_lang, target):
    from helper.tui.review import ReviewApp, review_keys

    app = ReviewApp(ui_lang=ui_lang, target=target, reviewer="R")  # reads only: the checkout's catalogues
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        keys = screen.query_one("#review-keys", Static)
        assert keys.region.bottom <= size[1]
        shown = "".join(on_screen(keys).split())  # (a Chinese label may wrap inside itself)
        for key, label in review_keys(ui_lang):
            assert key.replace(" ", "") + "".join(label.split()) in shown, (key, label, shown)
        assert screen.query_one("#scroll-target").region.height >= 1  # and some of the text still shows
