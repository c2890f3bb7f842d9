"""Language choice, catalogue reading and number formatting (helper.i18n)."""

from __future__ import annotations

import os
import time
from decimal import Decimal
from fractions import Fraction

import pytest

from helper import i18n
from helper.i18n import (
    UnknownLanguage,
    format_number,
    format_percent,
    format_signed,
    get_translator,
    negotiate,
    normalize_lang,
    parse_number,
)


@pytest.mark.parametrize("code, lang", [
    ("en", "en"), ("en_US.UTF-8", "en"), ("zh", "zh"), ("zh_CN", "zh"), ("zh_SG", "zh"), ("zh_Hans", "zh"),
    ("zh-Hans-CN", "zh"), ("zh_CN.UTF-8", "zh"), ("el", "el"), ("el_GR", "el"), ("el_GR.UTF-8@euro", "el"),
    ("EL", "el"),
])
def test_normalize_lang_maps_locale_codes(code, lang):
    assert normalize_lang(code) == lang


@pytest.mark.parametrize("code", ["fr", "C", "POSIX", "", "xx_YY"])
def test_unknown_language_is_refused(code):
    with pytest.raises(UnknownLanguage):
        normalize_lang(code)


@pytest.mark.parametrize("environ, lang", [
    ({}, "en"),
    ({"LANG": "C"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "zh_CN.UTF-8"}, "zh"),
    ({"LANG": "el_GR.UTF-8"}, "el"),
    ({"LC_ALL": "C", "LANG": "zh_CN.UTF-8"}, "en"),  # LC_ALL wins
    ({"LC_MESSAGES": "el_GR.UTF-8", "LANG": "zh_CN.UTF-8"}, "el"),
    ({"LANGUAGE": "fr:el", "LANG": "en_US.UTF-8"}, "el"),  # the first known of LANGUAGE
    ({"LANGUAGE": "zh", "LANG": "C"}, "en"),  # a C locale ignores LANGUAGE, as gettext does
    ({"LANG": "fr_FR.UTF-8"}, "en"),
])
def test_negotiate_from_the_environment(environ, lang):
    assert negotiate(None, environ) == lang


def test_cli_language_wins_and_must_be_known():
    assert negotiate("el", {"LANG": "zh_CN.UTF-8"}) == "el"
    with pytest.raises(UnknownLanguage):
        negotiate("fr", {})


def test_numbers_formatted_per_language():
    assert format_number(Fraction(78, 5), "el") == "15,6"
    assert format_number(Fraction(78, 5), "zh") == "15.6"
    assert format_number(Fraction(1, 3), "en") == "0.33"
    assert format_number(12000, "el") == "12.000"
    assert format_percent(Fraction(125, 2), "el") == "62,5%"
    assert format_percent(65, "en") == "65%"
    assert format_signed(3, "en") == "+3" and format_signed(Fraction(-3, 2), "el") == "-1,5"
    assert format_signed(0, "en") == "0"


@pytest.mark.parametrize("text, lang, value", [
    ("24", "en", "24"), ("２４", "zh", "24"), ("15,6", "el", "15.6"), ("15.6", "el", "15.6"),
    ("1,000", "en", "1000"), ("1,000,000", "en", "1000000"), ("-1,000", "zh", "-1000"), ("60,5", "el", "60.5"), ("1.000", "el", "1000"), ("1.000,5", "el", "1000.5"),
    ("1,000.5", "en", "1000.5"), ("-3", "en", "-3"), ("−3", "en", "-3"), ("65%", "el", "65"), (" 7 ", "en", "7"),
])
def test_parse_number(text, lang, value):
    assert parse_number(text, lang) == Decimal(value)


@pytest.mark.parametrize("text", ["abc", "", "1,2,3", "1.5.6", "1e5", "nan", "--3", "1,00,0"])
def test_parse_number_refuses(text):
    with pytest.raises(ValueError):
        parse_number(text, "en")


@pytest.mark.parametrize("text, lang", [("60,5", "en"), ("15,6", "en"), ("-1,5", "en"), ("1,5000", "en"),
                                        ("60,5", "zh"), ("６０，５", "zh"), ("60,5%", "en")])
def test_a_decimal_comma_is_refused_where_the_comma_groups_thousands(text, lang):
    # English and Chinese group thousands with the comma: 60,5 is not read as 60.5 (issue 10).
    from helper.numbers import NumberError

    with pytest.raises(NumberError) as caught:
        parse_number(text, lang)
    assert caught.value.code == "comma"


def test_translator_reads_the_po_and_rereads_it_when_it_changes(tmp_path, monkeypatch):
    directory = tmp_path / "el" / "LC_MESSAGES"
    directory.mkdir(parents=True)
    po = directory / "messages.po"
    po.write_text('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                  'msgid "Back"\nmsgstr "Πίσω"\n\n#, fuzzy\nmsgid "Help"\nmsgstr "Βοήθεια;"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "locales_dir", lambda: tmp_path)
    i18n._cache.clear()
    translator = get_translator("el")
    assert translator.gettext("Back") == "Πίσω"
    assert translator.gettext("Help") == "Help"  # a fuzzy entry is never shown
    assert translator.gettext("Quit") == "Quit"
    po.write_text(po.read_text(encoding="utf-8").replace("Πίσω", "Επιστροφή"), encoding="utf-8")
    later = time.time() + 5
    os.utime(po, (later, later))
    assert get_translator("el").gettext("Back") == "Επιστροφή"  # never a stale catalogue
    i18n._cache.clear()


def test_missing_catalogue_falls_back_to_english(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "locales_dir", lambda: tmp_path)
    i18n._cache.clear()
    assert get_translator("zh").gettext("Back") == "Back"
    i18n._cache.clear()


def test_a_damaged_catalogue_falls_back_to_english(tmp_path, monkeypatch):
    directory = tmp_path / "zh_Hans" / "LC_MESSAGES"
    directory.mkdir(parents=True)
    (directory / "messages.po").write_text("this is not a po file {{{ msgid\n", encoding="utf-8")
    monkeypatch.setattr(i18n, "locales_dir", lambda: tmp_path)
    i18n._cache.clear()
    assert get_translator("zh").gettext("Back") == "Back"
    assert get_translator("zh").damaged
    i18n._cache.clear()


def test_display_rounds_an_exact_half_away_from_zero_as_the_default_score_halves():
    """A fresh tester (issue 8): 25% of a top of 12.5 (3.125 MP) showed -3.12 MP, half-to-even,
    though README's score_halves is "away". Worked by hand: 3.125 -> 3.13; 15.625% -> 15.63%."""
    from helper.i18n import format_percent, format_signed

    assert format_number(Fraction(25, 8), "en") == "3.13"
    assert format_signed(Fraction(-25, 8), "en") == "-3.13"
    assert format_number(Fraction(167, 8), "el") == "20,88"  # 20.875
    assert format_number(Fraction(1, 8), "zh") == "0.13"  # 0.125 (half-to-even gave 0.12)
    assert format_number(Fraction(1249, 400), "en") == "3.12"  # 3.1225: below the half
    assert format_percent(Fraction(125, 8), "en") == "15.63%"
    assert format_number(2.5, "en", decimals=0) == "3" and format_number(-2.5, "en", decimals=0) == "-3"


def test_translator_is_read_once_while_its_file_is_unchanged(tmp_path, monkeypatch):
    """The screen asks for its translator some seventy times per answer: the catalogue is
    read once per change of the file (its mtime or size), not at every call."""
    directory = tmp_path / "el" / "LC_MESSAGES"
    directory.mkdir(parents=True)
    po = directory / "messages.po"
    po.write_text('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                  'msgid "Back"\nmsgstr "Πίσω"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "locales_dir", lambda: tmp_path)
    reads = []
    real = i18n._read_catalogue
    monkeypatch.setattr(i18n, "_read_catalogue", lambda lang, path: reads.append(path) or real(lang, path))
    i18n._cache.clear()
    first = get_translator("el")
    assert all(get_translator("el") is first for _ in range(100))
    assert reads == [str(po)]  # the path as text (no pathlib: start-up time)
    po.write_text(po.read_text(encoding="utf-8") + '\nmsgid "Help"\nmsgstr "Βοήθεια"\n', encoding="utf-8")
    assert get_translator("el").gettext("Help") == "Βοήθεια"  # the size changed: read again
    assert reads == [str(po), str(po)]
    i18n._cache.clear()


def test_translations_come_from_the_start_up_cache_and_follow_a_changed_catalogue(tmp_path, monkeypatch):
    """``translations`` gives what the catalogue says (a fuzzy entry is English), from the start-up
    cache without reading the catalogue whole once stored, and the new text once the file changes
    (the footer's labels in every language, issue 10: first frame)."""
    directory = tmp_path / "locales" / "el" / "LC_MESSAGES"
    directory.mkdir(parents=True)
    po = directory / "messages.po"
    po.write_text('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                  'msgid "Back"\nmsgstr "Πίσω"\n\n#, fuzzy\nmsgid "Help"\nmsgstr "Βοήθεια;"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "locales_dir", lambda: tmp_path / "locales")
    monkeypatch.setenv("HELPER_CACHE_DIR", str(tmp_path / "cache"))
    i18n._cache.clear()
    expected = {"en": ("Back", "Help", "Quit"), "zh": ("Back", "Help", "Quit"), "el": ("Πίσω", "Help", "Quit")}
    assert i18n.translations(("Back", "Help", "Quit")) == expected  # no zh catalogue here: English
    i18n._cache.clear()
    assert i18n.translations(("Back", "Help", "Quit")) == expected
    assert i18n._cache == {}  # from the start-up cache: no catalogue read
    po.write_text(po.read_text(encoding="utf-8").replace("Πίσω", "Επιστροφή"), encoding="utf-8")
    later = time.time() + 5
    os.utime(po, (later, later))
    assert i18n.translations(("Back", "Help"), ("el",)) == {"el": ("Επιστροφή", "Help")}  # never stale
    i18n._cache.clear()


def test_translations_of_the_shipped_catalogues():
    """The shipped catalogues' footer labels, as the .po files give them (read by hand)."""
    assert i18n.translations(("Back", "Find law")) == {
        "en": ("Back", "Find law"), "zh": ("返回", "查规则"), "el": ("Πίσω", "Εύρεση νόμου")}
