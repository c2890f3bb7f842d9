"""The structured law data in laws_text/ against its verbatim sources, and LawBook."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
import yaml

from helper.laws import LawBook, Paragraph, Text, UnknownParagraph, match_kind, normalise_english
from helper.paths import laws_text_dir

LAWS_TEXT = laws_text_dir()
SOURCES = LAWS_TEXT / "sources"

IDS_2017 = [
    "12A", "12A1", "12A2", "12A3", "12B1", "12B2",
    "12C1(a)", "12C1(b)", "12C1(c)", "12C1(d)", "12C1(e)", "12C1(e)(i)", "12C1(e)(ii)",
    "12C2(a)", "12C2(b)", "12C2(c)", "12C2(d)", "12C3", "12C4",
    "86A", "86B1", "86B2", "86B2(a)", "86B2(b)", "86B2(c)", "86B3",
]
IDS_1997 = [
    "81A", "81B", "81B1", "81B2", "81C", *[f"81C{n}" for n in range(1, 12)], "81D",
    "82A", "82B", "82B1", "82B2", "82C", "83", "84", "84A", "84B", "84C", "84D", "84E",
    "85", "85A", "85B", "86A", "86B", "86C", "87A", "87B", "88", "89",
    "90A", "90B", *[f"90B{n}" for n in range(1, 9)], "91A", "91B",
]
CONCORDANCE = {
    ("12C1", "12C2(a)", "certain"), ("86A", "12C2(b)", "certain"), ("86B", "12C4", "certain"),
    ("86C", "86A", "certain"), ("88", "12C2(c)", "probable"), ("89", "12C3", "certain"),
    *{(n, n, "same-number") for n in ("81", "82", "83", "84", "85", "87", "90", "91")},
    ("82C", "82C", "probable"), ("87A", "87A", "probable"), ("87B", "87B", "probable"),
    ("90A", "90A", "probable"),
}
# What may remain of a covered line once the texts taken from it are removed.
LAYOUT = {
    "000_b56cc24c1b5d7136.txt": re.compile(r"\| \d+\. \| | \|"),
    "001_8288f277c47d1c23.txt": re.compile(r"(?:\d+\. )?(?:\((?:[a-e]|[α-ε]|i{1,3})\) )?"),
    "002_3ae7c85b6f9c06a9.txt": re.compile("\u3000*(?:第\\d+条 |[A-Z]\\.|\\d+\\.)?"),
    "003_7da2b25fe85a18d2.txt": re.compile(r"(?:\d+\. )?(?:\((?:[a-c]|[α-γ])\) )?"),
}


@pytest.fixture(scope="module")
def book() -> LawBook:
    return LawBook.load()


def source_lines(name: str) -> list[str]:
    """1-based lines of a source file (index 0 unused)."""
    return [""] + (SOURCES / name).read_text(encoding="utf-8").split("\n")


def is_blank(line: str) -> bool:
    """Blank means empty or ASCII spaces only: a no-break space must be accounted for."""
    return not line.strip(" \t\r")


def load_yaml(name: str) -> dict:
    return yaml.safe_load((LAWS_TEXT / name).read_text(encoding="utf-8"))


def all_texts(book: LawBook) -> list[Text]:
    texts = []
    for paragraph in book.paragraphs():
        texts += [*paragraph.texts.values(), *paragraph.headings.values()]
    for law in book.laws:
        texts += law.title.values()
    texts += [chapter.heading for chapter in book.chapters]
    for pair in book.pairs:
        texts += [pair.en, pair.zh]
    return texts


def span_lines(text: Text) -> list[tuple[int, str]]:
    """The non-blank (line number, line) pairs of a text's span."""
    lines = source_lines(text.source)
    first, last = text.lines
    return [(n, lines[n]) for n in range(first, last + 1) if not is_blank(lines[n])]


# --- generator -----------------------------------------------------------------

def test_committed_yaml_is_what_the_generator_builds():
    spec = importlib.util.spec_from_file_location("build_paragraphs",
                                                  LAWS_TEXT / "build_paragraphs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, text in module.build().items():
        assert (LAWS_TEXT / name).read_text(encoding="utf-8") == text, name


# --- provenance and coverage ---------------------------------------------------

def test_every_text_is_verbatim_within_its_span(book):
    for text in all_texts(book):
        spanned = span_lines(text)
        segments = text.text.split("\n")
        assert len(spanned) == len(segments), text
        assert spanned[0][0] == text.lines[0] and spanned[-1][0] == text.lines[1], text
        for (_, line), segment in zip(spanned, segments):
            assert segment and segment in line, (text, line)
        joined = " ".join(line for _, line in spanned)
        assert " ".join(text.text.split()) in " ".join(joined.split())


def covered_lines(book: LawBook) -> dict[tuple[str, int], list[str]]:
    """(source, line) -> the texts taken from that line."""
    covered: dict[tuple[str, int], list[str]] = {}
    for text in all_texts(book):
        for (n, _), segment in zip(span_lines(text), text.text.split("\n")):
            covered.setdefault((text.source, n), []).append(segment)
    return covered


def non_law_lines() -> dict[tuple[str, int], dict]:
    return {(row["source"], row["line"]): row for row in load_yaml("non_law_lines.yaml")["lines"]}


def test_every_non_blank_line_is_accounted_for_exactly_once(book):
    covered, listed = covered_lines(book), non_law_lines()
    assert not covered.keys() & listed.keys()
    for name in LAYOUT:
        for n, line in enumerate(source_lines(name)):
            if n and not is_blank(line):
                assert (name, n) in covered.keys() | listed.keys(), (name, n, line)


def test_nothing_but_layout_is_dropped_from_a_covered_line(book):
    for (name, n), segments in covered_lines(book).items():
        rest = source_lines(name)[n]
        for segment in segments:
            assert segment in rest, (name, n, segment)
            rest = rest.replace(segment, "", 1)
        assert LAYOUT[name].fullmatch(rest), (name, n, rest)


def test_non_law_lines_are_justified_and_match_the_source():
    for (name, n), row in non_law_lines().items():
        assert row["content"] == source_lines(name)[n]
        assert row["reason"].strip()


# --- sources.yaml --------------------------------------------------------------

def test_sources_yaml_describes_each_source():
    sources = {s["file"]: s for s in load_yaml("sources.yaml")["sources"]}
    assert set(sources) == set(LAYOUT) == {p.name for p in SOURCES.glob("*.txt")}
    assert sources["001_8288f277c47d1c23.txt"]["edition"] == "2017"
    assert sources["003_7da2b25fe85a18d2.txt"]["edition"] == "2017"
    assert sources["002_3ae7c85b6f9c06a9.txt"]["edition"] == "1997"
    assert sources["000_b56cc24c1b5d7136.txt"]["edition"] == "older (1997/2007 wording)"
    assert "中国桥牌协会" in sources["002_3ae7c85b6f9c06a9.txt"]["publisher"]
    assert sources["002_3ae7c85b6f9c06a9.txt"]["date"] == "2008-01-22"
    for name, source in sources.items():
        raw = (SOURCES / name).read_text(encoding="utf-8")
        assert source["nfc_changed"] == (unicodedata.normalize("NFC", raw) != raw)


def test_recorded_defects_are_on_the_lines_given():
    for source in load_yaml("sources.yaml")["sources"]:
        lines = source_lines(source["file"])
        for defect in source["defects"]:
            assert defect["what"].strip()
            for n in defect["lines"]:
                assert defect["evidence"] in lines[n], (source["file"], n, defect)


def test_defects_are_kept_in_the_texts(book):
    b1, b2 = book.get("86B1"), book.get("86B2")
    assert "12C1©" in b1.texts["en"].text
    assert "[βλέπε Νόμο 12Γ1(γ)" in b1.texts["el"].text and "]" not in b1.texts["el"].text
    assert b2.title["en"] == "Multiple Results Obtained at One or More Tables²⁾"
    assert b2.title["el"].endswith("¹⁾")
    assert b2.texts["en"].text.startswith("In team play when two or more")
    assert book.get("86B1").title["en"] == "Single Result Obtained"
    assert book.get("81A", "1997").texts["zh"].text.startswith("?")
    assert "Adjusted score ? a score" in book.pairs[3].en.text
    assert "contestant ' s" in book.pairs[6].en.text


def test_1997_text_strips_only_the_indentation(book):
    for paragraph in book.paragraphs("1997"):
        for text in [*paragraph.texts.values(), *paragraph.headings.values()]:
            assert not text.text.startswith("\u3000"), paragraph.id
    assert book.get("87B", "1997").texts["zh"].text.count("\n") == 1
    assert book.get("81A", "1997").title == {"zh": "裁判的身份"}


# --- ids --------------------------------------------------------------------------

def test_the_2017_paragraphs_have_english_and_greek(book):
    assert [p.id for p in book.paragraphs("2017")] == IDS_2017
    for paragraph in book.paragraphs("2017"):
        assert set(paragraph.texts) == {"en", "el"}
        assert paragraph.law == int(paragraph.id[:2])


def test_the_1997_paragraphs_chapters_and_laws(book):
    assert [p.id for p in book.paragraphs("1997")] == IDS_1997
    for paragraph in book.paragraphs("1997"):
        assert paragraph.texts.keys() | paragraph.headings.keys() == {"zh"}, paragraph.id
    assert [law.number for law in book.laws] == list(range(81, 92))
    assert next(law for law in book.laws if law.number == 81).title["zh"].text == "职责和权力"
    assert [c.heading.text for c in book.chapters][0] == "第一节 裁判的责任"
    assert sorted(n for c in book.chapters for n in c.laws) == list(range(81, 92))


def test_concordance_rows_and_references(book):
    assert {(r.old, r.new, r.confidence) for r in book.concordance} == CONCORDANCE
    ids_1997 = {p.id for p in book.paragraphs("1997")} | {str(law.number) for law in book.laws}
    ids_2017 = {p.id for p in book.paragraphs("2017")}
    for row in book.concordance:
        assert row.old_in_sources == (row.old in ids_1997), row
        assert row.new_in_sources == (row.new in ids_2017), row
        assert row.note.strip()
    assert [r.old for r in book.concordance if not r.old_in_sources] == ["12C1"]
    assert all(r.new_in_sources for r in book.concordance
               if r.confidence != "same-number" and r.old not in ("82C", "87A", "87B", "90A"))


def test_lookup_errors(book):
    with pytest.raises(UnknownParagraph) as caught:
        book.get("12Z")
    assert isinstance(caught.value, KeyError) and isinstance(caught.value, LookupError)
    assert caught.value.id == "12Z"
    with pytest.raises(UnknownParagraph):
        book.get("81A")  # a 1997 id only
    assert isinstance(book.get("81A", "1997"), Paragraph)
    assert LawBook.load() is book


# --- sentence pairs ----------------------------------------------------------------

def test_normalise_english_undoes_the_tokenisation():
    assert normalise_english("each contestant ' s score") == "each contestant's score"
    assert normalise_english("a non - offending side .") == "a non-offending side"
    assert normalise_english("the offender’s partner") == "the offender's partner"
    assert normalise_english("( see C2 below ) , then") == "(see c2 below), then"


def test_pairs_and_their_hints(book):
    pairs = {pair.id: pair for pair in book.pairs}
    assert list(pairs) == [f"S{n}" for n in range(1, 11)]
    assert {i: p.paragraph for i, p in pairs.items() if p.paragraph} == {
        "S5": "12A2", "S6": "12A1", "S7": "12C4", "S8": "12C3"}
    assert pairs["S4"].match == "near" and pairs["S4"].reference.startswith("Definitions")
    assert {i: p.law_hint for i, p in pairs.items() if p.paragraph is None} == {
        "S1": None, "S2": 67, "S3": 74, "S4": None, "S9": 15, "S10": 15}
    assert pairs["S2"].confidence == pairs["S3"].confidence == "probable"
    assert pairs["S1"].confidence == "unknown"
    assert book.pairs_for("12C4") == [pairs["S7"]]


def test_pair_matches_are_computed_not_asserted(book):
    for pair in book.pairs:
        found = {p.id: match_kind(pair.en.text, p.texts["en"].text)
                 for p in book.paragraphs("2017")}
        found = {k: v for k, v in found.items() if v}
        expected = {pair.paragraph: pair.match} if pair.paragraph else {}
        assert found == expected, pair.id


# --- display -----------------------------------------------------------------------

def test_display_rules(book):
    fallback = book.display("12C2(a)", "zh")
    assert (fallback.note, fallback.lang) == ("english_fallback", "en")
    assert fallback.text == book.get("12C2(a)").texts["en"].text
    exact = book.display("12C4", "zh")
    assert (exact.note, exact.source_id, exact.text) == (
        "sentence_pair_exact", "S7", book.pairs[6].zh.text)
    older = book.display("12C2(b)", "zh")
    assert (older.note, older.old_id, older.edition, older.confidence) == (
        "edition_1997", "86A", "1997", "certain")
    probable = book.display("12C2(c)", "zh")
    assert (probable.note, probable.old_id, probable.confidence) == (
        "edition_1997", "88", "probable")
    greek = book.display("12C2(a)", "el")
    assert (greek.note, greek.lang, greek.text) == (
        None, "el", book.get("12C2(a)").texts["el"].text)
    near = book.display("12A1", "zh")
    assert (near.note, near.source_id) == ("sentence_pair_near", "S6")
    no_2017 = book.display("82C", "zh")
    assert (no_2017.note, no_2017.old_id, no_2017.lang) == ("no_2017_text", "82C", "zh")


def test_display_never_shows_other_editions_silently(book):
    ids = IDS_2017 + [row.new for row in book.concordance if row.new in ("82C", "87A", "87B", "90A")]
    for paragraph_id in ids:
        for lang in ("en", "el", "zh"):
            shown = book.display(paragraph_id, lang)
            assert shown.text == shown.origin.text and shown.lang == shown.origin.lang
            if shown.edition != "2017" or shown.lang != lang:
                assert shown.note is not None, (paragraph_id, lang)
            if shown.note in ("edition_1997", "no_2017_text"):
                assert shown.old_id and shown.confidence


def test_display_errors(book):
    with pytest.raises(UnknownParagraph):
        book.display("81", "zh")
    with pytest.raises(ValueError):
        book.display("12C4", "fr")


def test_import_is_light():
    code = ("import sys, helper.laws; "
            "bad = {'yaml', 'textual', 'helper.scoring'} & set(sys.modules); "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).parents[1])
