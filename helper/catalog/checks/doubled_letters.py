"""A letter written twice inside a Greek word (``Νόμουυ``, ``αριθμόςς``, ``ππατήστε``, ``κείμμενο``; fixyg, tester
t9bd dbl23, dbl24, dbl26).

A word is read against the Greek words the project already writes (the shipped Greek catalogues, the Greek law texts
of ``laws_text/``, the glossary): a word none of them writes whose letter written twice, written once, gives one of
them is that letter doubled; a letter written three times in a row (``άλλλο``) is one in any word.  Greek writes some
letters twice on purpose (άλλο, Γραμματεία, εκκρεμής, συμμετοχή, θάλασσα): those words are known, so stay clean.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_GREEK_WORD = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]+")


def _fold(word: str) -> str:
    """``word`` in lower case without accents, final sigma as σ (Νόμου -> νομου)."""
    plain = "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))
    return plain.replace("ς", "σ")


@lru_cache(maxsize=1)
def known_greek_words() -> frozenset[str]:
    """The Greek words (:func:`_fold`) of the shipped Greek catalogues, the Greek law texts and the glossary: the words
    a correct translation writes.  Read once per process; empty when none can be read."""
    from helper.catalog.checks.common import GLOSSARY_PATH
    from helper.paths import laws_text_dir, locales_dir

    paths = [*sorted((locales_dir() / "el" / "LC_MESSAGES").glob("*.po")), *sorted(laws_text_dir().glob("*.yaml")),
             *sorted(laws_text_dir().glob("sources/*.txt")), GLOSSARY_PATH]
    words: set[str] = set()
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        words.update(_fold(w) for w in _GREEK_WORD.findall(text))
    return frozenset(words)


_VOWELS = "αεηιουω"


@lru_cache(maxsize=1)
def _known_text() -> str:
    """The known Greek words (:func:`known_greek_words`) in one text, a space between: where a stem is looked up."""
    return " ".join(sorted(known_greek_words()))


def doubled_greek_letters(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, word written once)`` of each Greek word of ``text`` with a letter written twice (or three times)
    by mistake: a word the project never writes (:func:`known_greek_words`) that one copy fewer of a letter doubled
    makes a known word (Νόμουυ -> Νόμου, αριθμόςς -> αριθμός, ππατήστε -> πατήστε), or any word with a letter three
    times in a row (άλλλο: the third copy dropped).  A consonant doubled inside a word whose two letters before it and
    the pair (βαλλ of μεταβάλλει, as in υποβάλλει) a known word holds is a stem Greek writes so: clean; a pair at the
    word's second letter has no two before it, no stem (Ελλέγχθηκε: tester t9bh bh-dbl18).  The word
    written once is given as ``text`` writes it."""
    known = known_greek_words()
    found = []
    for match in _GREEK_WORD.finditer(text):
        word = match.group()
        folded = _fold(word)
        if len(word) < 3 or len(folded) != len(word) or folded in known:
            continue
        pairs = [i for i in range(len(folded) - 1) if folded[i] == folded[i + 1] and folded[i].isalpha()]
        triple = next((i for i in pairs if i + 1 in pairs), None)
        if triple is not None:
            found.append((match.start(), match.end(), word[:triple] + word[triple + 1:]))
            continue
        for i in pairs:
            if i > 1 and folded[i] not in _VOWELS and folded[i - 2:i + 2] in _known_text():
                continue  # a stem Greek writes with the double (μεταβάλλει as υποβάλλει: βαλλ), not a slip
            # (at the word's second letter, one letter and the pair, "ελλ", is no stem: Ελλάδα and ελλείψει hold it,
            # Ελλέγχθηκε for Ελέγχθηκε is the λ doubled; tester t9bh bh-dbl18)
            if folded[:i] + folded[i + 1:] in known:
                found.append((match.start(), match.end(), word[:i] + word[i + 1:]))
                break
    return found
