"""Law paragraph data (``laws_text/``) and citations in English, Greek and Chinese.

``LawBook.load()`` gives the 2017 English/Greek paragraphs of Laws 12 and 86,
the 1997 Chinese Laws 81-91, the older English-Chinese sentence pairs and the
1997 -> 2017 concordance; ``LawBook.display`` picks what to show in a language.
``parse`` / ``format_id`` / ``cite`` handle citations.  Importing this package
does not load YAML.
"""

from helper.laws.citation import Citation, CitationError, cite, format_id, parse
from helper.laws.english import match_kind, normalise_english
from helper.laws.model import (
    Chapter,
    ConcordanceRow,
    Display,
    Law,
    LawBook,
    Paragraph,
    SentencePair,
    Text,
    UnknownParagraph,
)

__all__ = [
    "Chapter",
    "Citation",
    "CitationError",
    "ConcordanceRow",
    "Display",
    "Law",
    "LawBook",
    "Paragraph",
    "SentencePair",
    "Text",
    "UnknownParagraph",
    "cite",
    "format_id",
    "match_kind",
    "normalise_english",
    "parse",
]
