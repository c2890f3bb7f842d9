"""The law paragraph model and the ``LawBook`` that loads ``laws_text/``.

Editions: "2017" (English and Greek, sources 001 and 003) and "1997"
(Chinese, source 002).  The sentence pairs of source 000 are of an older
edition ("older (1997/2007 wording)").  Every text carries its provenance: the
source file and the 1-based line span it was taken from.

YAML is read only when a book is first loaded, so importing this module is
cheap.
"""

from __future__ import annotations

from pathlib import Path

from helper.frozen import replace
from helper.laws.citation import LANGUAGES

# The records live below this module and the loader (no import circle); re-exported here.
from helper.laws.records import (
    EDITION_1997,
    EDITION_2017,
    EDITION_OLDER,
    Chapter,
    ConcordanceRow,
    Display,
    Law,
    Paragraph,
    SentencePair,
    Text,
    UnknownParagraph,
)

__all__ = ["EDITION_1997", "EDITION_2017", "EDITION_OLDER", "Chapter", "ConcordanceRow", "Display", "Law",
           "LawBook", "Paragraph", "SentencePair", "Text", "UnknownParagraph"]

_BOOKS: dict[Path, LawBook] = {}


class LawBook:
    """All paragraphs, sentence pairs and the concordance of ``laws_text/``."""

    def __init__(self, paragraphs: list[Paragraph], laws: list[Law], chapters: list[Chapter],
                 pairs: list[SentencePair], concordance: list[ConcordanceRow]) -> None:
        self._paragraphs = {(p.edition, p.id): p for p in paragraphs}
        self.laws = tuple(laws)
        self.chapters = tuple(chapters)
        self.pairs = tuple(pairs)
        self.concordance = tuple(concordance)

    @classmethod
    def load(cls, path: Path | str | None = None) -> LawBook:
        """Load (once per directory, then cached) the book from ``path``.

        ``path`` defaults to ``helper.paths.laws_text_dir()``.  Raises OSError
        or yaml.YAMLError for missing or malformed files.
        """
        if path is None:
            from helper.paths import laws_text_dir

            path = laws_text_dir()
        key = Path(path).resolve()
        if key not in _BOOKS:
            from helper.laws.loader import read_book

            _BOOKS[key] = cls(**read_book(key))
        return _BOOKS[key]

    def get(self, paragraph_id: str, edition: str = EDITION_2017) -> Paragraph:
        """Return paragraph ``paragraph_id`` (canonical id) of ``edition``.

        Raises UnknownParagraph if there is none.
        """
        try:
            return self._paragraphs[(edition, paragraph_id)]
        except KeyError:
            raise UnknownParagraph(paragraph_id, edition) from None

    def paragraphs(self, edition: str | None = None) -> list[Paragraph]:
        """All paragraphs of ``edition`` (all editions if None), in source order."""
        return [p for p in self._paragraphs.values() if edition in (None, p.edition)]

    def pairs_for(self, id_2017: str) -> list[SentencePair]:
        """The sentence pairs mapped to 2017 paragraph ``id_2017``."""
        return [pair for pair in self.pairs if pair.paragraph == id_2017]

    def older_for(self, id_2017: str) -> list[tuple[Paragraph, ConcordanceRow]]:
        """The 1997 paragraphs in our data that correspond to ``id_2017``, with their rows."""
        return [(self._paragraphs[(EDITION_1997, row.old)], row)
                for row in self.concordance
                if row.new == id_2017 and (EDITION_1997, row.old) in self._paragraphs]

    def display(self, id_2017: str, lang: str) -> Display:
        """Choose the text to show for 2017 paragraph ``id_2017`` in ``lang``.

        In order: the 2017 text in ``lang``; for Chinese an exact sentence pair,
        else a 1997 paragraph through the concordance, else a near pair; else the
        English.  An id with no 2017 paragraph but a 1997 one through the
        concordance (e.g. 82C) gives the 1997 Chinese with note "no_2017_text".
        Raises ValueError for an unknown language, UnknownParagraph if there is
        nothing to show.
        """
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; expected one of {LANGUAGES}")
        if (EDITION_2017, id_2017) not in self._paragraphs:
            return self._display_1997(id_2017, "no_2017_text")
        paragraph = self.get(id_2017)
        if lang in paragraph.texts:
            return _from_paragraph(id_2017, paragraph, lang)
        if lang == "zh":
            return self._display_zh(id_2017) or _english_fallback(id_2017, paragraph)
        return _english_fallback(id_2017, paragraph)

    def _display_zh(self, id_2017: str) -> Display | None:
        # The first pair of each match kind wins.
        pairs = {pair.match: pair for pair in reversed(self.pairs_for(id_2017))}
        if "exact" in pairs:
            return _from_pair(id_2017, pairs["exact"], "sentence_pair_exact")
        if self._older_with_zh(id_2017):
            return self._display_1997(id_2017, "edition_1997")
        if "near" in pairs:
            return _from_pair(id_2017, pairs["near"], "sentence_pair_near")
        return None

    def _older_with_zh(self, id_2017: str) -> list[tuple[Paragraph, ConcordanceRow]]:
        return [(p, row) for p, row in self.older_for(id_2017) if "zh" in p.texts]

    def _display_1997(self, id_2017: str, note: str) -> Display:
        older = self._older_with_zh(id_2017)
        if not older:
            raise UnknownParagraph(id_2017, EDITION_2017)
        paragraph, row = older[0]
        return replace(_from_paragraph(id_2017, paragraph, "zh"), note=note, old_id=row.old,
                       confidence=row.confidence)


def _from_paragraph(id_2017: str, paragraph: Paragraph, lang: str) -> Display:
    origin = paragraph.texts[lang]
    return Display(id=id_2017, text=origin.text, lang=lang, edition=paragraph.edition,
                   source_id=paragraph.id, origin=origin)


def _english_fallback(id_2017: str, paragraph: Paragraph) -> Display:
    return replace(_from_paragraph(id_2017, paragraph, "en"), note="english_fallback")


def _from_pair(id_2017: str, pair: SentencePair, note: str) -> Display:
    return Display(id=id_2017, text=pair.zh.text, lang="zh", edition=EDITION_OLDER,
                   source_id=pair.id, origin=pair.zh, note=note)
