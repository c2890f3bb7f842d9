"""Compare the tokenised older English of source 000 with 2017 paragraphs.

Source 000 is tokenised text ("contestant ' s", "non - offending",
"( see c2 below )"), lower-cased and without final full stops.  Two English
sentences match ``"exact"`` when they are equal after ``normalise_english``;
``"near"`` when one is the start of the other (a pair holding only a
paragraph's first sentence) or they are mostly the same words.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

NEAR_RATIO = 0.6

_TOKEN_FIXES = (
    ("\u2019", "'"),
    (" ' ", "'"),
    (" - ", "-"),
)
_SPACE_BEFORE = re.compile(r"\s+([,.;:!?)\]”])")
_SPACE_AFTER = re.compile(r"([(\[“])\s+")
_SPACES = re.compile(r"\s+")


def normalise_english(text: str) -> str:
    """Return ``text`` lower-cased, with tokenisation damage and a final full stop removed.

    Undoes "’" -> "'", " ' " -> "'", " - " -> "-", spaces before closing and
    after opening punctuation, runs of spaces, and one trailing ".".
    """
    text = text.lower()
    for damaged, repaired in _TOKEN_FIXES:
        text = text.replace(damaged, repaired)
    text = _SPACE_BEFORE.sub(r"\1", text)
    text = _SPACE_AFTER.sub(r"\1", text)
    return _SPACES.sub(" ", text).strip().removesuffix(".")


def match_kind(older: str, current: str) -> str | None:
    """Return "exact", "near" or None for an older sentence against a 2017 text."""
    a, b = normalise_english(older), normalise_english(current)
    if a == b:
        return "exact"
    if b.startswith(a) or SequenceMatcher(None, a, b).ratio() >= NEAR_RATIO:
        return "near"
    return None
