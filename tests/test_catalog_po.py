"""Reading catalogues (issue 9 §1): obsolete entries are valid PO, a plural entry with a
missing or an extra form is a finding of that entry only, and a catalogue that cannot be
read (an unterminated string) is a finding naming its line and is said by the command line
and on the screen. Real copies of the shipped catalogues throughout.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from helper.catalog.checks import check_catalogues
from helper.i18n import get_translator
from helper.i18n.po import syntax_problems
from tests.support import REPO, on_screen

EL = Path("locales/el/LC_MESSAGES/messages.po")
PLURAL = "{count} ruling written to {file}"
PLURAL_BLOCK = ('msgid "{count} ruling written to {file}"\n'
                'msgid_plural "{count} rulings written to {file}"\n'
                'msgstr[0] "{count} απόφαση γράφτηκε στο {file}"\n'
                'msgstr[1] "{count} αποφάσεις γράφτηκαν στο {file}"\n')
OBSOLETE = ('\n# reviewed: 2026-11-29\n#, fuzzy\n#~| msgid "Old board question"\n#~ msgid "Old board question?"\n'
            '#~ msgstr "Παλιά ερώτηση;"\n\n#~ msgctxt "x"\n#~ msgid "gone"\n#~ msgid_plural "gones"\n'
            '#~ msgstr[0] "α"\n#~ msgstr[1] "β"\n')


def _edit(root: Path, old: str, new: str) -> int:
    """Replace ``old`` by ``new`` in the Greek messages.po; return the line ``old`` started on."""
    path = root / EL
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")
    return text[:text.index(old)].count("\n") + 1


def _messages_findings(root: Path):
    return check_catalogues(root, langs=("el",), domains=("messages",))


def test_shipped_catalogues_have_no_syntax_fault():
    for path in sorted((REPO / "locales").rglob("*.po*")):
        assert syntax_problems(path.read_text(encoding="utf-8")) == [], path


def test_obsolete_entries_are_valid_and_the_greek_interface_stays_greek(root):
    with (root / EL).open("a", encoding="utf-8") as handle:
        handle.write(OBSOLETE)
    findings = _messages_findings(root)
    assert [f for f in findings if f.check in ("catalogue", "plural-forms")] == []
    translator = get_translator("el")
    assert not translator.damaged
    assert translator.gettext("What happened on this board?") == "Τι συνέβη σε αυτή τη διανομή;"
    assert translator.gettext("Old board question?") == "Old board question?"  # obsolete: never used


@pytest.mark.parametrize("forms, found", [
    ('msgstr[0] "{count} απόφαση γράφτηκε στο {file}"\n', 1),
    ('msgstr[0] "{count} απόφαση γράφτηκε στο {file}"\nmsgstr[1] "{count} αποφάσεις γράφτηκαν στο {file}"\n'
     'msgstr[2] "{count} αποφάσεις"\n', 3),
])
def test_a_plural_entry_with_a_missing_or_extra_form_is_a_finding_of_that_entry(root, forms, found):
    _edit(root, PLURAL_BLOCK, PLURAL_BLOCK.split("msgstr[0]")[0] + forms)
    findings = _messages_findings(root)
    plural = [f for f in findings if f.check == "plural-forms"]
    assert [(f.paragraph, f.severity, f.fragment) for f in plural] == [(PLURAL, "error", f"msgstr[0..{found - 1}]")]
    assert plural[0].message == (f"this language has 2, the entry has {found} (msgfmt -c refuses "
                                 "it); the helper shows the English for it")
    assert [f for f in findings if f.check == "catalogue"] == []
    translator = get_translator("el")
    assert not translator.damaged
    assert translator.ngettext(PLURAL, "{count} rulings written to {file}", 2) == "{count} rulings written to {file}"
    assert translator.gettext("What happened on this board?") == "Τι συνέβη σε αυτή τη διανομή;"


UNTERMINATED_OLD = 'msgstr "Τι συνέβη σε αυτή τη διανομή;"\n'
UNTERMINATED_NEW = 'msgstr "Τι συνέβη σε αυτή τη διανομή;\n'


def test_an_unterminated_string_is_a_finding_naming_its_line(root):
    line = _edit(root, UNTERMINATED_OLD, UNTERMINATED_NEW)
    findings = _messages_findings(root)
    assert [(f.check, f.paragraph, f.message, f.fragment) for f in findings if f.check == "catalogue"] == [
        ("catalogue", "messages.po", f"not a valid PO file: line {line}: a string is not closed with a quote",
         UNTERMINATED_NEW.strip())]
    translator = get_translator("el")
    assert translator.damaged
    assert translator.problem == f"line {line}: unterminated string: {UNTERMINATED_NEW.strip()}"
    assert translator.gettext("What happened on this board?") == "What happened on this board?"


@pytest.mark.parametrize("bad, code", [
    ('msgstr "a\\q"', "string"), ('msgstr "a" "b"', "string"), ("msgstr", "unterminated"),
    ("nonsense here", "line"), ('"lonely', "unterminated"),
])
def test_syntax_faults_are_found(bad, code):
    text = f'msgid ""\nmsgstr ""\n\nmsgid "x"\n{bad}\n'
    assert [(p.line, p.code) for p in syntax_problems(text)] == [(5, code)]


def test_keywords_out_of_order_are_found():
    text = 'msgid ""\nmsgstr ""\n\nmsgstr "x"\nmsgid "y"\n\nmsgid "a"\nmsgstr[0] "b"\n'
    assert [(p.line, p.code) for p in syntax_problems(text)] == [(4, "order"), (8, "order")]


def test_every_command_says_an_unreadable_catalogue(root, capsys):
    from helper.cli import main

    line = _edit(root, UNTERMINATED_OLD, UNTERMINATED_NEW)
    assert main(["--lang", "el", "laws", "show", "12C2(a)"]) == 0
    err = capsys.readouterr().err
    # one message, the language named in English (the screen's language: its own catalogue is unreadable)
    assert (f"helper: the Greek interface catalogue cannot be read (line {line}: unterminated string: "
            f"{UNTERMINATED_NEW.strip()}): English is shown. `helper catalog check` lists the faults.") in err
    assert err.count("cannot be read") == 1


async def test_the_screen_says_an_unreadable_catalogue(root):
    from helper.tui.app import HelperApp

    line = _edit(root, UNTERMINATED_OLD, UNTERMINATED_NEW)
    app = HelperApp(lang="el")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = " ".join(on_screen(app.query_one("#status", Static)).split())
        assert f"The Greek interface catalogue cannot be read (line {line}: unterminated string:" in shown
        assert "English is shown." in shown


def test_catalog_stats_says_an_unreadable_laws_catalogue(root, monkeypatch, capsys):
    import helper.catalog.checks as checks
    from helper.cli import main

    path = root / "locales/el/LC_MESSAGES/laws.po"
    text = path.read_text(encoding="utf-8")
    start = text.index('msgstr "', text.index('msgctxt "2017|12C2(a)"'))
    end = text.index("\n", start)
    path.write_text(text[:end - 1] + text[end:], encoding="utf-8")  # the closing quote removed
    line = text[:start].count("\n") + 1
    monkeypatch.setattr(checks, "_data_root", lambda _root=None: root)
    assert main(["--lang", "en", "catalog", "stats"]) == 2
    err = capsys.readouterr().err
    # the fault in words, in the messages' language (fix9e item 9: one message, one language)
    assert f"A catalogue cannot be read: {path}, line {line}: a string is not closed with a quote (msgstr" in err


def test_a_byte_order_mark_from_a_windows_editor_is_accepted(root):
    path = root / EL
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert not get_translator("el").damaged
    assert get_translator("el").gettext("What happened on this board?") == "Τι συνέβη σε αυτή τη διανομή;"
    assert [f for f in _messages_findings(root) if f.check == "catalogue"] == []
