"""The law data records: texts, paragraphs, laws, chapters, sentence pairs, concordance rows.

Below both :mod:`helper.laws.model` (the ``LawBook``) and :mod:`helper.laws.loader`
(which builds these records from YAML), so the two do not import each other
(issue 10 section 3).
"""

from __future__ import annotations

from helper.frozen import Frozen, factory

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


class Text(Frozen):
    """One language's text, verbatim from ``source`` lines ``lines`` (first, last)."""

    lang: str
    text: str
    source: str
    lines: tuple[int, int]


class Paragraph(Frozen):
    """A law paragraph: ``texts`` and ``headings`` are keyed by language."""

    edition: str
    id: str
    law: int
    texts: dict[str, Text]
    headings: dict[str, Text] = factory(dict)

    @property
    def title(self) -> dict[str, str]:
        """The paragraph's heading per language, where the source has one."""
        return {lang: heading.text for lang, heading in self.headings.items()}


class Law(Frozen):
    """A law's number and its title per language (1997 Chinese only in our sources)."""

    edition: str
    number: int
    title: dict[str, Text]


class Chapter(Frozen):
    """A 1997 section heading (第一节 ...) and the laws under it."""

    edition: str
    number: int
    heading: Text
    laws: tuple[int, ...]


class SentencePair(Frozen):
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


class ConcordanceRow(Frozen):
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


class Display(Frozen):
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
