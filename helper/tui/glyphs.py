"""Characters a terminal counts otherwise than the helper: what the screen writes instead.

The helper lays its screen out with Rich's cell widths (Unicode East Asian Width: Chinese
two columns, everything else one). GNU screen does not always count so (issue 10, fix10h:
a fresh tester's Chinese screen under ``screen -U`` with ``LANG=C`` spilt a scrollbar block
onto the next line and lost its footer until Ctrl+L), and it draws what it counts on the
terminal it runs in, which counts as the helper does: once the two disagree, every later
cursor move lands elsewhere. Measured with screen 4.09 in tmux 3.3 (tests/test_terminal_glyphs.py):

- ``"ascii"``: screen's window is not UTF-8 (started without ``-U`` in a locale that is not
  UTF-8): every character beyond ASCII is garbled (a Chinese character's three bytes are
  three columns).
- ``"narrow"``: the window is UTF-8 (``-U``) but screen itself runs in a locale that is not
  UTF-8 (``LANG=C``): it counts each East Asian Wide or Fullwidth character (Chinese, ``１``)
  as one column; the terminal shows two.
- ``"ambiguous"``: screen runs in a Chinese, Japanese or Korean locale (its ``cjkwidth``):
  it counts each East Asian Ambiguous character (Greek letters, ``“”…``, box drawing, the
  scrollbar's blocks ``▁▂▃▄▅▆▇█``) as two columns; the terminal shows one.

In each mode the driver (:class:`helper.tui.driver.QuietLinuxDriver`) writes, in place of
each character that mode miscounts, ASCII of the width the helper gave it (:func:`filter_for`),
so every character on the terminal is counted alike by the helper, screen and the terminal.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Callable

GLYPH_MODES = ("ascii", "narrow", "ambiguous")
"""The terminal modes that miscount characters (module docstring); None is a terminal that
counts as the helper does."""

STAND_INS = {
    "…": ".", "‘": "'", "’": "'", "“": '"', "”": '"', "«": '"', "»": '"', "–": "-", "—": "-", "−": "-",
    "→": ">", "←": "<", "↑": "^", "↓": "v", "·": "*", "•": "*", "×": "x", "÷": "/", "°": "o", "±": "+",
    "▶": ">", "◀": "<", "►": ">", "◄": "<", "▲": "^", "▼": "v", "✓": "v", "✔": "v", "✗": "x",
    "█": "#", "▉": "#", "▊": "#", "▋": "#", "▌": "#", "▐": "#", "▀": "#", "▄": "#",
    "\u00a0": " ",
}
"""ASCII stand-ins (one column each) for the one-column characters the screen draws:
punctuation of the messages, arrows, the scrollbar's blocks. Box drawing is by shape
(:func:`_narrow_stand_in`); any other character is ``?``."""


def _narrow_stand_in(char: str) -> str:
    """One ASCII character for a one-column ``char``: :data:`STAND_INS`, a line of the box-drawing
    block as ``-``, ``|`` or ``+``, other blocks a space, a letter's accent dropped (``é`` ``e``),
    else ``?``."""
    if char in STAND_INS:
        return STAND_INS[char]
    code = ord(char)
    if 0x2500 <= code <= 0x257F:  # box drawing: by name (LIGHT HORIZONTAL, HEAVY VERTICAL, ... corners)
        name = unicodedata.name(char, "")
        if "HORIZONTAL" in name and "VERTICAL" not in name:
            return "-"
        if "VERTICAL" in name and "HORIZONTAL" not in name:
            return "|"
        return "+"
    if 0x2580 <= code <= 0x259F:  # the other blocks (the scrollbar's eighths): a space
        return " "
    base = unicodedata.normalize("NFKD", char)[:1]
    return base if base.isascii() and base.isprintable() and base else "?"


def _wide_stand_in(char: str) -> str:
    """Two ASCII columns for a two-column ``char``: a full-width form (``１`` ``1 ``), else ``??``."""
    base = unicodedata.normalize("NFKC", char)
    if len(base) == 1 and base.isascii() and base.isprintable():
        return base + " "
    return "??"


def _width(char: str) -> int:
    from rich.cells import get_character_cell_size

    return get_character_cell_size(char)


def _ascii(char: str) -> str:
    width = _width(char)
    return "" if width == 0 else _wide_stand_in(char) if width == 2 else _narrow_stand_in(char)


def _narrow(char: str) -> str:
    return _wide_stand_in(char) if _width(char) == 2 else char


def _ambiguous(char: str) -> str:
    if unicodedata.east_asian_width(char) == "A" and _width(char) == 1:
        return _narrow_stand_in(char)
    return char


_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def filter_for(mode: str | None) -> Callable[[str], str] | None:
    """The function that rewrites what the screen writes (a ``str`` of text and escape
    sequences, which are ASCII) for a terminal in ``mode`` (:data:`GLYPH_MODES`): each
    character that mode miscounts becomes ASCII of the same width (one column: a stand-in
    or ``?``; two: ``??`` or a full-width digit's own digit and a space; zero: nothing).
    None when ``mode`` is None (nothing to rewrite).

    Raises:
        ValueError: ``mode`` is not one of :data:`GLYPH_MODES` nor None.
    """
    if mode is None:
        return None
    try:
        one = {"ascii": _ascii, "narrow": _narrow, "ambiguous": _ambiguous}[mode]
    except KeyError:
        raise ValueError(f"not a glyph mode: {mode!r}") from None
    cache: dict[str, str] = {}

    def rewrite(match: re.Match) -> str:
        char = match.group()
        if char not in cache:
            cache[char] = one(char)
        return cache[char]

    return lambda data: data if data.isascii() else _NON_ASCII.sub(rewrite, data)


def shown_languages(mode: str | None, langs: tuple[str, ...]) -> tuple[str, ...]:
    """Of ``langs`` (codes ``en``, ``zh``, ``el``), those readable on a terminal in ``mode``:
    English always; Chinese unless ``mode`` is ``ascii`` or ``narrow`` (its characters would be
    ``??``); Greek unless ``mode`` is ``ascii`` or ``ambiguous`` (its letters would be ``?``)."""
    hidden = {"ascii": {"zh", "el"}, "narrow": {"zh"}, "ambiguous": {"el"}}.get(mode or "", set())
    return tuple(lang for lang in langs if lang not in hidden)
