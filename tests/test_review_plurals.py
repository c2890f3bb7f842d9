"""Every count takes its plural form (issue 9 §1): 0, 1 and 2 in English, Chinese and Greek.

English and Greek have two forms (Greek: zero is plural, "0 αποφάσεις"); Chinese
has one (Plural-Forms nplurals=1). The expected texts are written out by hand.
"""

from __future__ import annotations

import re

import pytest

from helper.catalog.report import ngettext as report_ngettext
from helper.cli.catalog import findings_summary
from helper.dialogue.render import convention_text
from helper.i18n import catalog_path, get_translator
from tests.support import checked, run


@pytest.mark.parametrize("lang, header", [("zh", "nplurals=1; plural=0;"), ("el", "nplurals=2; plural=(n != 1);")])
def test_plural_forms_headers(lang, header):
    for domain in ("messages", "laws"):
        text = catalog_path(lang, domain).read_text(encoding="utf-8")
        assert re.search(r'"Plural-Forms: (.*)\\n"', text).group(1) == header


# Law 78B: 0-10 points are 0 IMPs, 20-40 are 1 IMP, 50-80 are 2 IMPs.
@pytest.mark.parametrize("lang, diff, expected", [
    ("en", "10", "10 points = 0 IMPs (Law 78B)"),
    ("en", "20", "20 points = 1 IMP (Law 78B)"),
    ("en", "50", "50 points = 2 IMPs (Law 78B)"),
    ("en", "1", "1 point = 0 IMPs (Law 78B)"),
    ("en", "0", "0 points = 0 IMPs (Law 78B)"),
    ("en", "-20", "-20 points = -1 IMP (Law 78B)"),
    ("el", "10", "10 πόντοι = 0 IMPs (Νόμος 78Β)"),
    ("el", "20", "20 πόντοι = 1 IMP (Νόμος 78Β)"),
    ("el", "50", "50 πόντοι = 2 IMPs (Νόμος 78Β)"),
    ("el", "1", "1 πόντος = 0 IMPs (Νόμος 78Β)"),
    ("el", "0", "0 πόντοι = 0 IMPs (Νόμος 78Β)"),
    ("zh", "10", "10 分 = 0 IMP（第78条B款）"),
    ("zh", "20", "20 分 = 1 IMP（第78条B款）"),
    ("zh", "50", "50 分 = 2 IMP（第78条B款）"),
])
def test_score_imps_counts(capsys, lang, diff, expected):
    code, out, err = run(capsys, "--lang", lang, "score", "imps", "--", diff)
    assert code == 0, err
    assert out.strip() == expected


@pytest.mark.parametrize("lang, counts, expected", [
    ("en", (0, 0, 0), "0 findings (0 errors) to look at; 0 accepted known defects of the sources."),
    ("en", (1, 1, 1), "1 finding (1 error) to look at; 1 accepted known defect of the sources."),
    ("en", (2, 2, 2), "2 findings (2 errors) to look at; 2 accepted known defects of the sources."),
    ("el", (0, 0, 0), "0 ευρήματα (0 σφάλματα) προς έλεγχο· 0 αποδεκτά γνωστά ελαττώματα των πηγών."),
    ("el", (1, 1, 1), "1 εύρημα (1 σφάλμα) προς έλεγχο· 1 αποδεκτό γνωστό ελάττωμα των πηγών."),
    ("el", (2, 2, 2), "2 ευρήματα (2 σφάλματα) προς έλεγχο· 2 αποδεκτά γνωστά ελαττώματα των πηγών."),
    ("zh", (0, 0, 0), "0 个发现（0 个错误）需要查看；来源文件中已接受的已知缺陷 0 个。"),
    ("zh", (1, 1, 1), "1 个发现（1 个错误）需要查看；来源文件中已接受的已知缺陷 1 个。"),
    ("zh", (2, 2, 2), "2 个发现（2 个错误）需要查看；来源文件中已接受的已知缺陷 2 个。"),
])
def test_catalog_check_summary_counts(lang, counts, expected):
    assert findings_summary(*counts, lang) == expected


def test_catalog_check_summary_on_the_command_line(capsys):
    code, out, err = run(capsys, "--lang", "el", "catalog", "check", "--domain", "messages")
    last = out.strip().splitlines()[-1]
    assert re.fullmatch(r"\d+ (εύρημα|ευρήματα) \(\d+ (σφάλμα|σφάλματα)\) προς έλεγχο· .*", last), last
    # The check's name is Greek too (the JSON keeps the ids).
    assert not re.search(r"\] (terminology|untranslated|fuzzy|placeholders|brackets):", out)
    number = int(last.split()[0])
    assert last.split()[1] == ("εύρημα" if number == 1 else "ευρήματα")


@pytest.mark.parametrize("lang, n, error, warning", [
    ("en", 0, "0 errors", "0 warnings"), ("en", 1, "1 error", "1 warning"), ("en", 2, "2 errors", "2 warnings"),
    ("el", 0, "0 σφάλματα", "0 προειδοποιήσεις"), ("el", 1, "1 σφάλμα", "1 προειδοποίηση"),
    ("el", 2, "2 σφάλματα", "2 προειδοποιήσεις"),
    ("zh", 0, "0 个错误", "0 个警告"), ("zh", 1, "1 个错误", "1 个警告"), ("zh", 2, "2 个错误", "2 个警告"),
])
def test_report_counts(lang, n, error, warning):
    assert report_ngettext("{count} error", "{count} errors", n, lang) == error
    assert report_ngettext("{count} warning", "{count} warnings", n, lang) == warning


@pytest.mark.parametrize("lang, value, expected", [
    ("en", 0, "0 MP"), ("en", 1, "1 MP"), ("en", 2, "2 MP"),
    ("el", 0, "0 βαθμοί αγώνα"), ("el", 1, "1 βαθμός αγώνα"), ("el", 2, "2 βαθμοί αγώνα"),
    ("zh", 0, "0 比赛分"), ("zh", 1, "1 比赛分"), ("zh", 2, "2 比赛分"),
])
def test_matchpoints_unit(lang, value, expected):
    assert get_translator(lang).ngettext("{value} MP", "{value} MP", value).format(value=value) == expected


@pytest.mark.parametrize("lang, decimals, expected", [
    ("en", 0, "Convention: adjusted scores rounded to 0 decimals, halves away from zero."),
    ("en", 1, "Convention: adjusted scores rounded to 1 decimal, halves away from zero."),
    ("en", 2, "Convention: adjusted scores rounded to 2 decimals, halves away from zero."),
    ("el", 0, "Σύμβαση: οι επανορθωτικές βαθμολογίες στρογγυλοποιούνται σε 0 δεκαδικά, τα μισά μακριά από το μηδέν."),
    ("el", 1, "Σύμβαση: οι επανορθωτικές βαθμολογίες στρογγυλοποιούνται σε 1 δεκαδικό, τα μισά μακριά από το μηδέν."),
    ("el", 2, "Σύμβαση: οι επανορθωτικές βαθμολογίες στρογγυλοποιούνται σε 2 δεκαδικά, τα μισά μακριά από το μηδέν."),
    ("zh", 1, "计分惯例：调整分取整到 1 位小数，恰为一半时远离零取整。"),
])
def test_rounding_convention_decimals(lang, decimals, expected):
    assert convention_text("rounding", (decimals, "away"), lang) == expected


@pytest.mark.parametrize("lang, count, expected", [
    ("en", 1, "Convention: a version played fewer than 1 time gets artificial scores (Law 87B)."),
    ("en", 2, "Convention: a version played fewer than 2 times gets artificial scores (Law 87B)."),
    ("el", 1, "Σύμβαση: μια εκδοχή που παίχτηκε λιγότερο από 1 φορά παίρνει τεχνητή βαθμολογία (Νόμος 87Β)."),
    ("el", 2, "Σύμβαση: μια εκδοχή που παίχτηκε λιγότερες από 2 φορές παίρνει τεχνητή βαθμολογία (Νόμος 87Β)."),
    ("zh", 2, "计分惯例：打过少于 2 次的版本判给人为调整分（第87条B款）。"),
])
def test_fouled_min_group_convention(lang, count, expected):
    assert convention_text("fouled_min_group", count, lang) == expected


@pytest.mark.parametrize("lang, expected", [
    ("en", "0 rulings written to {file}"),
    ("el", "0 αποφάσεις γράφτηκαν στο {file}"),
    ("zh", "已将 0 条裁决写入 {file}"),
])
def test_zero_rulings_exported(tmp_path, monkeypatch, capsys, lang, expected):
    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "data"))
    out_file = tmp_path / "out.json"
    code, out, err = run(capsys, "--lang", lang, "rulings", "export", str(out_file))
    assert code == 0, err
    line = err.strip().splitlines()[0]
    assert line == expected.format(file=out_file)


@pytest.mark.parametrize("lang, expected", [
    ("en", ["0 entries", "1 entry", "2 entries", "0 findings", "1 finding", "2 findings"]),
    ("el", ["0 καταχωρίσεις", "1 καταχώριση", "2 καταχωρίσεις", "0 ευρήματα", "1 εύρημα", "2 ευρήματα"]),
    ("zh", ["共 0 条", "共 1 条", "共 2 条", "0 个发现", "1 个发现", "2 个发现"]),
])
def test_review_screen_counts(lang, expected):
    ngettext = get_translator(lang).ngettext
    got = [ngettext("{count} entry", "{count} entries", n).format(count=n) for n in (0, 1, 2)]
    got += [ngettext("{count} finding", "{count} findings", n).format(count=n) for n in (0, 1, 2)]
    assert got == expected


async def test_review_title_counts_on_screen():
    from textual.widgets import Static

    from helper.tui.review import ReviewApp
    from tests.support import on_screen

    app = ReviewApp(ui_lang="el", target="el")
    async with app.run_test(size=(80, 24)) as pilot:
        await checked(pilot, app.screen)
        await pilot.pause()
        title = on_screen(app.screen.query_one("#review-title", Static))
        total = len(app.screen.entries)
        problems = sum(1 for e in app.screen.entries if e.problems("el"))
        assert f"{total} καταχωρίσεις, {problems} προς έλεγχο" in title
