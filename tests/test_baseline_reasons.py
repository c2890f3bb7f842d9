"""The reasons of the accepted known defects (helper/catalog/baseline.yaml) are interface
strings (issue 9): extracted into the messages catalogue, translated, and shown in the
reviewer's language on the review screen, in `catalog check --all` and in the report.
Expected texts are written out by hand."""

from __future__ import annotations

from pathlib import Path

import polib
import pytest
from textual.widgets import Static

from helper.catalog.checks import check_catalogues, load_baseline, reason_text
from helper.catalog.checks.common import BASELINE_PATH
from helper.catalog.extract import extract_baseline
from helper.catalog.report import report_markdown
from helper.i18n import catalog_path
from helper.tui.review import ReviewApp
from tests.support import checked, on_screen, REPO, run, squash

REASON_86B1 = ("Source 003 line 23: the official English text has '©' for '(c)'; the reference is to 12C1(c) "
               "(Greek 12Γ1(γ)). The law-reference check reads it as 12C1(c).")
REASON_86B1_EL = ("Πηγή 003 γραμμή 23: το επίσημο αγγλικό κείμενο έχει '©' αντί για '(c)'· η παραπομπή είναι στο "
                  "12C1(c) (ελληνικά 12Γ1(γ)). Ο έλεγχος παραπομπών το διαβάζει ως 12C1(c).")
REASON_86B1_ZH = ("来源 003 第23行：官方英文文本以 '©' 代替 '(c)'；所指为 12C1(c)（希腊文 12Γ1(γ)）。"
                  "规则引用检查将其读作 12C1(c)。")
REASON_81D_ZH = "来源 002 第72行：已出版的1997年版中文中重复的字 '的的'。"


def test_every_reason_is_extracted_and_translated():
    with open(BASELINE_PATH, "rb") as handle:
        extracted = [message for _line, _ctx, message, _comments in extract_baseline(handle, None, None, {})]
    reasons = [entry.reason for entry in load_baseline()]
    assert extracted == reasons and len(reasons) == 37  # fix9bf: the three zh placeholder word-order entries went (于 {date}, 第 {number} 条, {min} 个 tell them apart); fix9g: the Greek "Discard the changes;" entry went (joints); fix8f: the zh take-over question word-order entry went (reworded)
    for lang in ("zh", "el"):
        po = {e.msgid: e for e in polib.pofile(str(catalog_path(lang, "messages"))) if not e.obsolete}
        for reason in reasons:
            entry = po[reason]
            assert entry.msgstr and not entry.fuzzy, (lang, reason)
            assert "helper/catalog/baseline.yaml" in " ".join(f for f, _l in entry.occurrences)


@pytest.mark.parametrize("lang, expected", [("en", REASON_86B1), ("el", REASON_86B1_EL), ("zh", REASON_86B1_ZH)])
def test_reason_text_in_each_language(lang, expected):
    assert reason_text(REASON_86B1, lang) == expected
    assert reason_text("a reason nobody wrote", lang) == "a reason nobody wrote"  # not in the catalogue: as it is


def test_catalog_check_all_gives_the_reason_in_the_reviewers_language(capsys):
    code, out, err = run(capsys, "--lang", "el", "catalog", "check", "--domain", "laws", "--all", "--ui-lang", "el")
    lines = out.splitlines()
    index = lines.index("el  2017|86B1  [αποδεκτό] κωδικοποίηση: «©» μετά από παραπομπή σε Νόμο στο αγγλικό: "
                        "αλλοιωμένο «(c)»")
    assert lines[index + 1:index + 3] == ["      12C1©", "      Αποδεκτό: " + REASON_86B1_EL]
    assert "Source 003" not in out


def test_the_report_gives_the_reasons_in_its_language():
    report = report_markdown("zh", ui_lang="zh", root=REPO)
    assert REASON_81D_ZH in report and "Source 002 line 72" not in report
    english = report_markdown("zh", ui_lang="en", root=REPO)
    assert "Source 002 line 72: doubled character '的的' in the published 1997 Chinese." in english


async def test_the_review_screen_gives_the_reason_in_greek():
    app = ReviewApp(ui_lang="el", target="el", root=REPO)
    async with app.run_test(size=(120, 40)) as pilot:
        await checked(pilot, app.screen)
        screen = app.screen
        await pilot.press("g", *"86B1", "enter")
        await pilot.pause()
        assert screen.current.id == "86B1"
        shown = on_screen(screen.query_one("#col-target", Static))
        assert squash(REASON_86B1_EL) in squash(shown)
        assert "Source 003" not in shown


def _write_po(path: Path, entries: list[polib.POEntry]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    po = polib.POFile()
    po.metadata = {"Content-Type": "text/plain; charset=UTF-8", "Plural-Forms": "nplurals=1; plural=0;"}
    po.extend(entries)
    po.save(str(path))


def test_a_reason_quoting_a_defect_is_not_reported_but_its_placeholders_are(tmp_path):
    # A reason quotes the defect it accepts ('的的'): not a finding; a lost placeholder still is.
    comment = "TRANSLATORS: the reason a known defect is accepted (baseline: zh 1997|81D doubled)"
    _write_po(tmp_path / "locales" / "zh_Hans" / "LC_MESSAGES" / "messages.po", [
        polib.POEntry(msgid="Source 002 line 72: doubled character '的的' in the published 1997 Chinese.",
                      msgstr=REASON_81D_ZH, comment=comment),
        polib.POEntry(msgid="Chinese word order: the file ({path}) first; checked.",
                      msgstr="中文语序：文件在前；已核对。", comment=comment, flags=["python-brace-format"]),
        polib.POEntry(msgid="Twice: '的的'.", msgstr="两次：'的的'。"),  # an ordinary message: found
    ])
    findings = check_catalogues(tmp_path, langs=("zh",), domains=("messages",), pairs=False, laws_1997=False)
    by_entry = {(f.paragraph, f.check) for f in findings}
    assert ("Source 002 line 72: doubled character '的的' in the published 1997 Chinese.", "doubled") not in by_entry
    assert any(p.startswith("Chinese word order") and c in ("placeholders", "python-brace-format")
               for p, c in by_entry)
    assert ("Twice: '的的'.", "doubled") in by_entry
