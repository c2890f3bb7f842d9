"""Reading the digits of numbers a user types: one rule for the whole helper.

Python calls many characters digits that ``int()`` cannot read (``❶``, ``➊``,
``⓵``, Ethiopic ``፩``), and ``int()``/``Decimal()`` read some that a Director
never means as digits (Arabic-Indic ``٣``, mathematical ``𝟑``); Unicode
normalisation (NFKC) silently turns others into digits (superscript ``²``,
circled ``①``). A number is therefore read from exactly these digits:

- the ASCII digits ``0``-``9``;
- the full-width digits ``０``-``９`` (U+FF10-U+FF19), which a Chinese input
  method types; they are read as ``0``-``9``.

Every other character that Unicode counts as a digit or a numeral (``isdigit``,
``isdecimal`` or ``isnumeric`` true, or NFKC turning it into a digit) is
refused with :class:`NumberError` code ``digit``: the helper serves English,
Chinese and Greek Directors, and none of them writes numbers in another script.
(Chinese numerals such as 三 are refused too: a result is typed in digits.)

A number has at most :data:`MAX_DIGITS` digits (code ``length``): no score,
percentage or count of the Laws needs more, and Python's ``int()`` refuses
strings of more than 4300 digits with an error of its own.

This module imports nothing of the helper: scoring, i18n, the dialogue and the
UI all use it.
"""

from __future__ import annotations

import re
import unicodedata
TYPE_CHECKING = False  # the names are for annotations
if TYPE_CHECKING:
    from decimal import Decimal

MAX_DIGITS = 30
"""The most digits one number may have (integer and decimal part together)."""

_FULLWIDTH = {0xFF10 + i: ord("0") + i for i in range(10)}
_ASCII = frozenset("0123456789")
_INT_RE = re.compile(r"[+-]?[0-9]+", re.ASCII)


class NumberError(ValueError):
    """Typed text that is not a number the helper reads.

    ``code``: ``digit`` (``char`` looks like a digit but is not one of
    ``0``-``9``/``０``-``９``), ``length`` (more than :data:`MAX_DIGITS` digits),
    ``space`` (a space inside a number, ``13 14``: never joined into 1314;
    :func:`helper.i18n.parse_number`), ``comma`` (see there) or ``number`` (not
    a number at all). ``text`` is what was typed.
    """

    def __init__(self, code: str, text: str, char: str = ""):
        super().__init__(f"{code}: {text!r}" + (f" ({char!r}, U+{ord(char):04X})" if char else ""))
        self.code = code
        self.text = text
        self.char = char


def is_foreign_digit(char: str) -> bool:
    """True for a character that Unicode counts as a digit or numeral (or that
    NFKC turns into one) but that is not an ASCII or full-width digit."""
    if char in _ASCII or 0xFF10 <= ord(char) <= 0xFF19:
        return False
    if char.isdigit() or char.isdecimal() or char.isnumeric():
        return True
    folded = unicodedata.normalize("NFKC", char)
    return folded != char and any(c in _ASCII or c.isdigit() or c.isnumeric() for c in folded)


def fold_digits(text: str) -> str:
    """``text`` with full-width digits made ASCII; other characters unchanged.

    Raises:
        NumberError: ``digit`` at the first character that looks like a digit
            but is not one the helper reads (see the module's docstring).
    """
    text = str(text)
    for char in text:
        if char.isascii():
            continue
        if is_foreign_digit(char):
            raise NumberError("digit", text, char)
    return text.translate(_FULLWIDTH)


def check_length(number: str, text: str | None = None) -> str:
    """Return ``number`` (already folded) unchanged when no run of digits in it is
    longer than :data:`MAX_DIGITS` (``text``: what was typed, for the error).

    Raises:
        NumberError: ``length``.
    """
    if any(len(run) > MAX_DIGITS for run in re.findall(r"[0-9]+", number, re.ASCII)):
        raise NumberError("length", number if text is None else text)
    return number


def parse_int(text: str) -> int:
    """An integer typed by a user: optional sign (``+``, ``-`` or the Unicode
    minus ``−``), then 1 to :data:`MAX_DIGITS` ASCII or full-width digits;
    spaces around it are ignored.

    ``parse_int("４２０") == 420``, ``parse_int("-50") == -50``.

    Raises:
        NumberError: ``digit`` (``❶``, ``²``, ``٣`` ...), ``length`` or
            ``number`` (anything else, e.g. ``""``, ``4.5``, ``1,000``).
    """
    folded = fold_digits(text).strip().replace("\u2212", "-").replace("\uff0b", "+").replace("\uff0d", "-")
    if not _INT_RE.fullmatch(folded):
        raise NumberError("number", str(text))
    check_length(folded, str(text))
    return int(folded)


_DECIMAL_RE = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]{1,2})?", re.ASCII)


def parse_decimal(text: str) -> Decimal:
    """A plain decimal number as stored or written by a program: optional sign,
    digits (ASCII or full-width), a ``.`` decimal point, and an exponent of
    at most two digits as ``str(Decimal)`` writes it (``1E-7``); no grouping.
    (What a Director types is read by
    :func:`helper.i18n.parse_number`, which knows the language's separators.)

    ``parse_decimal("15.6") == Decimal("15.6")``.

    Raises:
        NumberError: ``digit``, ``length`` or ``number``.
    """
    from decimal import Decimal  # here, not at import: ``helper score contract`` needs none (start-up time)

    folded = fold_digits(text).strip().replace("\u2212", "-")
    if not _DECIMAL_RE.fullmatch(folded):
        raise NumberError("number", str(text))
    if sum(c in _ASCII for c in re.split("[eE]", folded)[0]) > MAX_DIGITS:
        raise NumberError("length", str(text))
    return Decimal(folded)


def choice_digit(char: str) -> int | None:
    """The value of one typed key when it is a digit ``0``-``9`` or ``０``-``９``, else None
    (``❶``, ``²``, ``٣`` are not choice numbers)."""
    if len(char) != 1 or is_foreign_digit(char):
        return None
    folded = char.translate(_FULLWIDTH)
    return int(folded) if folded in _ASCII else None
