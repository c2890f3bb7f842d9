"""The law paragraph model and the ``LawBook`` that loads ``laws_text/``.

Editions: "2017" (English and Greek, sources 001 and 003) and "1997"
(Chinese, source 002).  The sentence pairs of source 000 are of an older
edition ("older (1997/2007 wording)").  Every text carries its provenance: the
source file and the 1-based line span it was taken from.

YAML is read only when a book is first loaded, so importing this module is
cheap.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from helper.laws.citation import LANGUAGES

EDITION_2017 = "2017"
EDITION_1997 = "1997"
EDITION_OLDER = "older (1997/2007 wording)"


class UnknownParagraph(KeyError, LookupError):
    """No paragraph with this id (``.id``) in this edition (``.edition``)."""

    def __init__(self, paragraph_id: str, edition: str | None = None) -> None:
        super().__init__(paragraph_id)
        self.id = paragraph_id
        self.edition = edition

    def __str__(self) -> str:
        edition = f" in the {self.edition} Laws" if self.edition else ""
        return f"no law paragraph {self.id!r}{edition}"


@dataclass(frozen=True)
class Text:
    """One language's text, verbatim from ``source`` lines ``lines`` (first, last)."""

    lang: str
    text: str
    source: str
    lines: tuple[int, int]


@dataclass(frozen=True)
class Paragraph:
    """A law paragraph: ``texts`` and ``headings`` are keyed by language."""

    edition: str
    id: str
    law: int
    texts: dict[str, Text]
    headings: dict[str, Text] = field(default_factory=dict)

    @property
    def title(self) -> dict[str, str]:
        """The paragraph's heading per language, where the source has one."""
        return {lang: heading.text for lang, heading in self.headings.items()}


@dataclass(frozen=True)
class Law:
    """A law's number and its title per language (1997 Chinese only in our sources)."""

    edition: str
    number: int
    title: dict[str, Text]


@dataclass(frozen=True)
class Chapter:
    """A 1997 section heading (第一节 ...) and the laws under it."""

    edition: str
    number: int
    heading: Text
    laws: tuple[int, ...]


@dataclass(frozen=True)
class SentencePair:
    """An English-Chinese pair from source 000 (older wording).

    ``paragraph`` is the 2017 id it corresponds to (None if not in our data),
    ``match`` "exact" / "near" / None, ``reference`` a human pointer such as
    "Law 15 (wrong board)", ``law_hint`` the law number if known,
    ``confidence`` "certain" / "probable" / "unknown".
    """

    id: str
    en: Text
    zh: Text
    paragraph: str | None
    match: str | None
    reference: str | None
    law_hint: int | None
    confidence: str
    note: str


@dataclass(frozen=True)
class ConcordanceRow:
    """1997 id ``old`` corresponds to 2017 id ``new``.

    ``confidence``: "certain", "probable" or "same-number" (the number was kept,
    wording and structure changed).  ``old_in_sources`` / ``new_in_sources``
    say whether that side's text is in our data.
    """

    old: str
    new: str
    confidence: str
    old_in_sources: bool
    new_in_sources: bool
    note: str


@dataclass(frozen=True)
class Display:
    """What to show for a 2017 paragraph in a language, and why.

    ``text`` in language ``lang`` comes from ``origin`` (edition ``edition``,
    paragraph or pair id ``source_id``).  ``note`` is None when it is the 2017
    paragraph in the asked language, else one of "english_fallback",
    "edition_1997", "sentence_pair_exact", "sentence_pair_near",
    "no_2017_text"; ``old_id`` and ``confidence`` are set for the 1997 notes.
    The UI words the note itself.
    """

    id: str
    text: str
    lang: str
    edition: str
    source_id: str
    origin: Text
    note: str | None = None
    old_id: str | None = None
    confidence: str | None = None


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
