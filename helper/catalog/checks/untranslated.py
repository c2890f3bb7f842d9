"""English words left inside a Chinese or Greek text, whatever their case (issue 9 §2, fix9e item 2).

``structure.english_runs`` finds long runs (three English words or more); this module finds the rest
and joins neighbouring words into one run, so "innocent side" left in a Chinese sentence is one
finding, not two.  In a law text (``laws``/``pairs`` domains) every word of the English counts,
capitalised ones too ("如果Director对违规的纠正不正确": the Director is a glossary term, 裁判), except
what the English also has verbatim and a translation keeps: all-capital ids and tokens written the
same way in the English (NT, MP, IMP), the project's fixed tokens and proper names (``KEPT_NAMES``).
Interface strings keep English on purpose (option values, commands, the English a baseline reason
quotes), so there only words absent from the English count.
"""

from __future__ import annotations

import re

from helper.catalog.checks.structure import _CODE_SPANS, _FIXED_TOKENS

KEPT_NAMES = frozenset({"butler", "neuberg", "swiss", "howell", "mitchell", "markdown", "python", "sqlite",
                        "textual", "babel", "poedit", "weblate", "gnu", "yaml", "unicode", "latin"})
"""Proper names a translation keeps in Latin script (scoring methods, movements, programs)."""

_WORD = re.compile(r"(?<![0-9A-Za-z_'’-])(?<![\u00c0-\u024f\u0370-\u03ff])[A-Za-z][A-Za-z'’-]*[A-Za-z]"
                   r"(?![0-9A-Za-z_'’-])(?![\u00c0-\u024f\u0370-\u03ff])")
_JOIN = re.compile(r"[ \u00a0-]*")


def untranslated_words(source: str, target: str, domain: str,
                       runs: list[tuple[int, int]] = ()) -> list[tuple[int, int, bool]]:
    """English words of a Chinese or Greek ``target`` that ``runs`` (``english_runs``) does not cover.

    ``source``: the English; ``domain``: ``laws``, ``pairs`` or ``messages``.  Returns
    ``(start, end, in_english)`` spans of ``target``, neighbouring words (separated by spaces or a
    hyphen only) joined into one span: ``in_english`` when a counted word of the span is a word of the
    English (an error: English left untranslated), else the span is Latin-script words absent from
    the English (a warning).  Words of two letters count only in all-capital form absent from the
    English; code, options, quoted names and placeholders are ignored.
    """
    source_words = {w.casefold() for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", source)}
    source_words |= {part for word in list(source_words) for part in re.split(r"[-'’]", word) if part}
    # a word of the English in its other number: "contestant" left where the English says "contestants"
    source_words |= {word[:-1] for word in source_words if word.endswith("s")} | {word + "s" for word in source_words}
    verbatim = set(re.findall(r"[A-Za-z][A-Za-z'’-]*", source))
    blanked = _CODE_SPANS.sub(lambda m: " " * len(m.group()), target)
    words: list[tuple[int, int, bool]] = []
    for match in _WORD.finditer(blanked):
        word = match.group()
        folded = word.casefold()
        if folded in _FIXED_TOKENS or folded in KEPT_NAMES or any(a <= match.start() < b for a, b in runs):
            continue
        if len(word) < 3:
            continue
        if folded not in source_words:
            words.append((match.start(), match.end(), False))
        elif word.isupper() and word in verbatim:
            continue  # an id or token the English has in the same form (NT, MP)
        elif domain in ("laws", "pairs"):
            words.append((match.start(), match.end(), True))
    joined: list[tuple[int, int, bool]] = []
    for start, end, in_english in words:
        if joined and _JOIN.fullmatch(blanked[joined[-1][1]:start]):
            first, _last, before = joined[-1]
            joined[-1] = (first, end, before or in_english)
        else:
            joined.append((start, end, in_english))
    return joined
