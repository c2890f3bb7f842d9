"""Law paragraph data (``laws_text/``) and citations in English, Greek and Chinese.

``LawBook.load()`` gives the 2017 English/Greek paragraphs of Laws 12 and 86,
the 1997 Chinese Laws 81-91, the older English-Chinese sentence pairs and the
1997 -> 2017 concordance; ``LawBook.display`` picks what to show in a language.
``parse`` / ``format_id`` / ``cite`` handle citations.  Importing this package
does not load YAML.

The names below are imported from their modules on first use (PEP 562):
``from helper.laws.citation import format_id`` (the wording, the command line)
then loads neither the paragraph records nor the English matcher (start-up
time, issue 10); ``from helper.laws import X`` works as before.
"""

TYPE_CHECKING = False  # typing is not imported at run time (start-up time)
if TYPE_CHECKING:  # the names, for readers and type checkers; bound lazily by __getattr__ below
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

_HOMES = {"Citation": "citation", "CitationError": "citation", "cite": "citation", "format_id": "citation",
          "parse": "citation", "match_kind": "english", "normalise_english": "english"}  # the rest: model


def __getattr__(name: str):
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"helper.laws.{_HOMES.get(name, 'model')}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
