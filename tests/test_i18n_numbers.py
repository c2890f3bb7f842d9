"""Number formatting without Babel at start-up (helper.i18n._cldr_format) gives
exactly what Babel gives (with halves away from zero, as the helper shows them): hand-checked values first, then Babel itself as the
independent reference over halves, signs, zeros, large numbers and infinities."""

from __future__ import annotations

import random
import subprocess
import sys
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import pytest
from babel.numbers import format_decimal, format_percent as babel_percent, get_decimal_symbol, get_group_symbol
from babel.numbers import get_minus_sign_symbol

from helper.i18n import BABEL_LOCALES, LANGS, NUMBER_SYMBOLS, format_number, format_percent, format_signed


@pytest.mark.parametrize("value, lang, decimals, text", [
    (Fraction(78, 5), "el", 2, "15,6"),
    (Fraction(78, 5), "en", 2, "15.6"),
    (1234567, "en", 2, "1,234,567"),
    (1234567, "el", 2, "1.234.567"),
    (1234567, "zh", 2, "1,234,567"),
    (-1234.5, "el", 2, "-1.234,5"),
    (999, "en", 2, "999"),
    (1000, "en", 0, "1,000"),
    (Decimal("2.125"), "en", 2, "2.13"),    # a half: away from zero (score_halves = "away", issue 8)
    (Decimal("2.135"), "en", 2, "2.14"),    # a half: away from zero
    (Decimal("0.5"), "en", 0, "1"),
    (Decimal("-3.125"), "en", 2, "-3.13"),  # the tester's 25% of a 12.5 top
    (Decimal("1.5"), "en", 0, "2"),
    (Decimal("2.5"), "el", 0, "3"),
    (Decimal("-0.001"), "en", 2, "-0"),     # Babel keeps the sign
    (Decimal("10.10"), "en", 2, "10.1"),
    (Decimal("3.000"), "el", 2, "3"),
    (Fraction(1, 3), "en", 4, "0.3333"),
    (Fraction(2, 3), "el", 1, "0,7"),
    (10 ** 30 + 1, "en", 2, "1,000,000,000,000,000,000,000,000,000,001"),
])
def test_hand_checked_numbers(value, lang, decimals, text):
    assert format_number(value, lang, decimals) == text


@pytest.mark.parametrize("percent, lang, decimals, text", [
    (62.5, "el", 2, "62,5%"),
    (Fraction(200, 3), "en", 2, "66.67%"),
    (Fraction(200, 3), "zh", 0, "67%"),
    (Decimal("50.125"), "en", 2, "50.13%"),
    (-40, "el", 2, "-40%"),
    (100, "en", 2, "100%"),
    (123456, "el", 1, "123.456%"),
])
def test_hand_checked_percentages(percent, lang, decimals, text):
    assert format_percent(percent, lang, decimals) == text


def test_signed():
    assert format_signed(3, "en") == "+3"
    assert format_signed(Fraction(-3, 2), "el") == "-1,5"
    assert format_signed(0, "zh") == "0"


@pytest.mark.parametrize("lang", LANGS)
def test_symbols_are_babels(lang):
    locale = BABEL_LOCALES[lang]
    assert NUMBER_SYMBOLS[lang] == (get_decimal_symbol(locale), get_group_symbol(locale))
    assert get_minus_sign_symbol(locale) == "-"


def _values():
    rng = random.Random(1210)
    values = [Decimal(text) for text in (
        "0", "-0", "0.005", "-0.005", "0.015", "0.025", "0.5", "-0.5", "1.5", "2.5", "999.995", "999.994",
        "1000", "-1000", "12345.675", "100000", "999999.999", "1000000", "-1234567.125", "0.0001",
        "1E+3", "1.50E+5", "123456789012345678901234567890.5", "Infinity", "-Infinity", "NaN")]
    values += [Decimal(rng.randint(-10 ** 9, 10 ** 9)) / Decimal(10 ** rng.randint(0, 6)) for _ in range(400)]
    values += [Decimal(Fraction(rng.randint(-5000, 5000), rng.randint(1, 97)).numerator)
               / Decimal(rng.randint(1, 97)) for _ in range(200)]
    return values


def test_same_as_babel_everywhere():
    from decimal import localcontext

    mismatches = []
    for value in _values():
        for lang in LANGS:
            locale = BABEL_LOCALES[lang]
            for decimals in range(0, 5):
                pattern = "#,##0" + ("." + "#" * decimals if decimals else "")
                with localcontext() as context:
                    context.prec = 60
                    context.rounding = ROUND_HALF_UP  # the helper shows halves away from zero (issue 8)
                    expected = format_decimal(value, format=pattern, locale=locale)
                    from helper.i18n import _cldr_format

                    got = _cldr_format(value, lang, decimals)
                if got != expected:
                    mismatches.append((str(value), lang, decimals, got, expected))
                if value.is_finite() and abs(value) < 10 ** 20:
                    with localcontext() as context:
                        context.rounding = ROUND_HALF_UP
                        expected = babel_percent(value / 100, format=pattern + "%", locale=locale)
                    got = format_percent(value, lang, decimals)
                    if got != expected:
                        mismatches.append(("%", str(value), lang, decimals, got, expected))
    assert mismatches == []


def test_format_number_through_fractions_same_as_babel():
    from decimal import localcontext

    rng = random.Random(86)
    for _ in range(300):
        value = Fraction(rng.randint(-10 ** 7, 10 ** 7), rng.choice((1, 2, 3, 4, 7, 8, 40, 1000)))
        for lang in LANGS:
            exact = Decimal(value.numerator) / Decimal(value.denominator)
            with localcontext() as context:
                context.rounding = ROUND_HALF_UP
                expected = format_decimal(exact, format="#,##0.##", locale=BABEL_LOCALES[lang])
            assert format_number(value, lang) == expected


def test_score_command_does_not_load_babel_scoring_rules_or_yaml():
    """Start-up: ``helper score imps`` imports neither Babel, nor the adjusted-score
    rules and settings reader, nor YAML, Textual, typing or json (a structural check, not a timing)."""
    code = ("import sys; from helper.cli import main; main(['score', 'imps', '420']); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('babel', 'yaml', 'textual', 'polib')"
            " or m in ('helper.scoring.adjusted', 'helper.scoring.settings', 'dataclasses', 'logging', 'typing', 'json')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == ["420 points = 9 IMPs (Law 78B)", "[]"]
