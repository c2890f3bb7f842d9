"""Read the YAML files of ``laws_text/`` into model objects (used by ``LawBook.load``).

Paragraph files are ``law*.yaml`` (``law12_2017.yaml``, ``law86_2017.yaml``,
``laws_1997_zh.yaml``); see ``laws_text/build_paragraphs.py`` for the formats.
"""

from __future__ import annotations

from pathlib import Path

from helper.laws.records import Chapter, ConcordanceRow, Law, Paragraph, SentencePair, Text


def read_book(directory: Path) -> dict:
    """Return the ``LawBook`` constructor arguments read from ``directory``.

    The result is kept in the start-up cache (:mod:`helper.cache`) and parsed
    again whenever one of the YAML files, this module, the records or their pickling (:mod:`helper.frozen`) change.
    Raises OSError or yaml.YAMLError for missing or malformed files.
    """
    import zlib

    from helper import cache, frozen
    from helper.laws import records

    sources = [*sorted(directory.glob("law*.yaml")), directory / "sentence_pairs.yaml",
               directory / "concordance.yaml", Path(__file__), Path(records.__file__), Path(frozen.__file__)]
    name = f"laws-{zlib.crc32(str(directory).encode()):08x}"
    return cache.cached(name, sources, lambda: _parse_book(directory))


def _parse_book(directory: Path) -> dict:
    paragraphs, laws, chapters = [], [], []
    for path in sorted(directory.glob("law*.yaml")):
        data = _read(path)
        edition = data["edition"]
        paragraphs += [_paragraph(edition, p) for p in data["paragraphs"]]
        laws += [_law(edition, law) for law in data.get("laws", [])]
        chapters += [_chapter(edition, c) for c in data.get("chapters", [])]
    return {
        "paragraphs": paragraphs,
        "laws": laws,
        "chapters": chapters,
        "pairs": [_pair(p) for p in _read(directory / "sentence_pairs.yaml")["pairs"]],
        "concordance": [ConcordanceRow(**row)
                        for row in _read(directory / "concordance.yaml")["rows"]],
    }


def _read(path: Path) -> dict:
    import yaml

    # libyaml's C loader, when PyYAML was built with it, reads the law data about
    # five times faster than the pure-Python one; start-up time matters.
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with path.open(encoding="utf-8") as stream:
        return yaml.load(stream, Loader=loader)  # noqa: S506 - a safe loader


def _text(lang: str, data: dict) -> Text:
    first, last = data["lines"]
    return Text(lang=lang, text=data["text"], source=data["source"], lines=(first, last))


def _texts(data: dict | None) -> dict[str, Text]:
    return {lang: _text(lang, entry) for lang, entry in (data or {}).items()}


def _paragraph(edition: str, data: dict) -> Paragraph:
    return Paragraph(edition=edition, id=data["id"], law=data["law"],
                     texts=_texts(data["texts"]), headings=_texts(data.get("title")))


def _law(edition: str, data: dict) -> Law:
    return Law(edition=edition, number=data["number"], title=_texts(data["title"]))


def _chapter(edition: str, data: dict) -> Chapter:
    return Chapter(edition=edition, number=data["number"], heading=_text("zh", data["heading"]),
                   laws=tuple(data["laws"]))


def _pair(data: dict) -> SentencePair:
    fields = {key: value for key, value in data.items() if key not in ("en", "zh")}
    return SentencePair(en=_text("en", data["en"]), zh=_text("zh", data["zh"]), **fields)
