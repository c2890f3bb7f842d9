"""A PO file's lines end at LF only (issue 9 §1 "never makes the rest of a catalogue unreadable"; tester 9al).

``str.splitlines`` also splits at U+2028, U+2029, U+0085 (NEL), form feed, vertical tab and U+001C-U+001E: one such
character pasted into one Greek msgstr made the whole messages.po "not a valid PO file" and the Greek interface
fell back to English. They are characters of a string: the catalogue stays readable, every other entry is used,
the build keeps the character (nothing is lost), and the entry has one finding naming the character, so the
reviewer removes it. Real copies of the shipped catalogues throughout.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helper.catalog.checks import check_catalogues
from helper.i18n import get_translator
from helper.i18n.po import lines, pofile, syntax_problems

EL = Path("locales/el/LC_MESSAGES/messages.po")
QUESTION = "What happened on this board?"
GREEK = "Τι συνέβη σε αυτή τη διανομή;"
OTHER = "Cannot read {file}: {reason}"

# (character, the finding's check, how the finding names it)
SEPARATORS = [
    ("\u2028", "encoding", "U+2028 line separator"),
    ("\u2029", "encoding", "U+2029 paragraph separator"),
    ("\u0085", "escapes", "U+0085"),
    ("\x0c", "escapes", "U+000C"),
    ("\x1d", "escapes", "U+001D"),
]


def _insert(path: Path, after: str, char: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(after) == 1, after
    path.write_text(text.replace(after, after + char), encoding="utf-8")


def test_lines_end_at_lf_only():
    assert lines('msgid "a"\r\nmsgstr "b\u2028c\u0085d\x0ce"\n\n') == ['msgid "a"', 'msgstr "b\u2028c\u0085d\x0ce"', ""]
    assert lines("x") == ["x"]
    assert lines("") == []


@pytest.mark.parametrize("char", [c for c, _check, _name in SEPARATORS], ids=[n for _c, _k, n in SEPARATORS])
def test_polib_reads_the_character_inside_its_string(char):
    text = f'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "a"\nmsgstr "β{char}γ"\n'
    assert syntax_problems(text) == []
    [entry] = [e for e in pofile(text) if e.msgid]
    assert entry.msgstr == f"β{char}γ"


@pytest.mark.parametrize("char, check, name", SEPARATORS, ids=[n for _c, _k, n in SEPARATORS])
def test_one_character_in_one_greek_msgstr_keeps_the_catalogue_and_is_one_finding(root, char, check, name):
    _insert(root / EL, f'msgstr "{GREEK[:3]}', char)
    findings = check_catalogues(root, langs=("el",), domains=("messages",))
    assert [(f.check, f.paragraph) for f in findings] == [(check, QUESTION)]
    assert name in findings[0].message
    translator = get_translator("el")
    assert not translator.damaged
    assert translator.gettext(QUESTION) == GREEK[:3] + char + GREEK[3:]
    assert translator.gettext(OTHER) == "Δεν είναι δυνατή η ανάγνωση του {file}: {reason}"  # the rest is used


def test_every_command_uses_the_catalogue(root, capsys):
    from helper.cli import main

    _insert(root / EL, f'msgstr "{GREEK[:3]}', "\u2028")
    assert main(["--lang", "el", "laws", "show", "12A1"]) == 0
    captured = capsys.readouterr()
    assert "cannot be read" not in captured.err
    assert "Πηγή:" in captured.out  # the Greek interface, not the English fallback ("Source:")


def test_the_build_keeps_the_character(tmp_path):
    from helper.catalog.build import build_all
    from tests.support import copy_checkout, po_entry

    checkout = copy_checkout(tmp_path / "checkout")
    _insert(checkout / EL, f'msgstr "{GREEK[:3]}', "\u2028")
    build_all(checkout)
    assert po_entry(checkout, EL, msgid=QUESTION).msgstr == GREEK[:3] + "\u2028" + GREEK[3:]
    assert (checkout / EL).read_text(encoding="utf-8").count("\u2028") == 1
    findings = check_catalogues(checkout, langs=("el",), domains=("messages",))
    assert [(f.check, f.paragraph) for f in findings] == [("encoding", QUESTION)]


PLURAL = "{count} ruling written to {file}"
PLURALS = "{count} rulings written to {file}"


@pytest.mark.parametrize("blank", ["\\n", " ", "\u3000"])
def test_a_msgstr_of_blank_space_only_is_untranslated(root, blank):
    """msgfmt would use "\\n" as the translation: the screen would show a blank line for the question; the helper
    shows the English and the check says the entry has no translation yet (tester 9al, C2)."""
    path = root / EL
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(f'msgstr "{GREEK}"', f'msgstr "{blank}"'), encoding="utf-8")
    assert get_translator("el").gettext(QUESTION) == QUESTION
    findings = check_catalogues(root, langs=("el",), domains=("messages",))
    assert [(f.check, f.severity, f.paragraph, f.message) for f in findings] == [
        ("untranslated", "warning", QUESTION, "no translation yet")]


@pytest.mark.parametrize("form", [0, 1])
def test_a_plural_entry_with_a_blank_form_is_english_for_every_count(root, form):
    """Not the other number's form for the blank one ("1 αποφάσεις γράφτηκαν"): English for 1 and for 2."""
    path = root / EL
    text = path.read_text(encoding="utf-8")
    start = text.index(f'msgid "{PLURAL}"')
    line = text.index(f"msgstr[{form}]", start)
    end = text.index("\n", line)
    path.write_text(text[:line] + f'msgstr[{form}] "\\n"' + text[end:], encoding="utf-8")
    translator = get_translator("el")
    assert translator.ngettext(PLURAL, PLURALS, 1) == PLURAL
    assert translator.ngettext(PLURAL, PLURALS, 2) == PLURALS
    assert translator.gettext(QUESTION) == GREEK  # the rest of the catalogue is used


def _in_law(text: str, at: int, piece: str) -> str:
    return text[:at] + piece + text[at:]


PASTED = "a placeholder in the law text ({names}), which the English has not: text pasted from an interface message?"


@pytest.mark.parametrize("lang, at, piece, names", [
    ("zh", None, "%s", "%s"),          # at the end: not also "the translation has no end mark"
    ("zh", 10, "{law}", "{law}"),
    ("zh", 10, "%(law)s", "%(law)s"),  # its brackets are the placeholder's, not brackets the English has not
    ("el", 20, " {law} ", "{law}"),
    ("el", None, " %d", "%d"),
    ("el", 20, " {top} {law} ", "{top}, {law}"),
])
def test_a_placeholder_in_a_law_text_is_one_finding(lang, at, piece, names):
    """The law texts have no placeholders: one pasted from an interface message (tester 9al, C3: only an end-mark
    warning, or nothing) is one error naming it."""
    from tests.support import findings, law_texts

    english, text = law_texts(lang, "12A1")
    before = findings(english, text, lang, "12A1")
    changed = text + piece if at is None else _in_law(text, at, piece)
    assert findings(english, changed, lang, "12A1") == before + [
        ("placeholders", "error", PASTED.format(names=names))]


def test_the_placeholder_finding_in_chinese_and_greek():
    from tests.support import law_texts
    from helper.catalog.checks import check_pair

    english, text = law_texts("zh", "12A1")
    said = {ui: [f.message for f in check_pair(english, text + "{law}", "zh", "2017|12A1", "laws", ui_lang=ui)
                 if f.check == "placeholders"] for ui in ("zh", "el")}
    assert said == {"zh": ["规则条文中有英文没有的占位符（{law}）：是从界面字符串粘贴来的文字吗？"],
                    "el": ["θέση αντικατάστασης στο κείμενο του Νόμου ({law}), που το αγγλικό δεν έχει: κείμενο "
                           "επικολλημένο από μήνυμα της διεπαφής;"]}
