"""Build the structured law data in ``laws_text/`` from the verbatim sources.

Run ``python laws_text/build_paragraphs.py`` from anywhere to (re)write:

* ``sources.yaml``        what each source file is, its edition, publisher, defects
* ``law12_2017.yaml``     2017 Law 12, English and Greek (source 001)
* ``law86_2017.yaml``     2017 Law 86, English and Greek (source 003)
* ``laws_1997_zh.yaml``   1997 Laws 81-91 in Chinese (source 002)
* ``sentence_pairs.yaml`` the ten English-Chinese pairs of source 000
* ``concordance.yaml``    1997 id -> 2017 id
* ``non_law_lines.yaml``  source lines that are not law text, with reasons

The tables below say which source line holds which paragraph; the script
takes the line, removes only the layout it names (numbering prefix,
indentation, table decoration) and checks that the numbering it removed
agrees with the paragraph id.  Everything else, defects included, is kept
byte for byte.  ``tests/test_laws_data.py`` checks the committed YAML equals
``build()``.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SOURCES = HERE / "sources"

F000 = "000_b56cc24c1b5d7136.txt"
F001 = "001_8288f277c47d1c23.txt"
F002 = "002_3ae7c85b6f9c06a9.txt"
F003 = "003_7da2b25fe85a18d2.txt"
OLDER = "older (1997/2007 wording)"

# --- 2017: (id, Greek line, English line) ------------------------------------
# The files carry no section letters: numbering restarts at 1 in A, B and C.
LAW12 = [
    ("12A", 1, 39), ("12A1", 3, 41), ("12A2", 5, 43), ("12A3", 7, 45),
    ("12B1", 9, 47), ("12B2", 11, 49),
    ("12C1(a)", 13, 51), ("12C1(b)", 15, 53), ("12C1(c)", 17, 55),
    ("12C1(d)", 19, 57), ("12C1(e)", 21, 59),
    ("12C1(e)(i)", 23, 61), ("12C1(e)(ii)", 25, 63),
    ("12C2(a)", 27, 65), ("12C2(b)", 29, 67), ("12C2(c)", 31, 69), ("12C2(d)", 33, 71),
    ("12C3", 35, 73), ("12C4", 37, 75),
]
LAW86 = [
    ("86A", 1, 19), ("86B1", 5, 23), ("86B2", 9, 27),
    ("86B2(a)", 11, 29), ("86B2(b)", 13, 31), ("86B2(c)", 15, 33), ("86B3", 17, 35),
]
# id -> (Greek title line, English title line)
LAW86_TITLES = {"86B1": (3, 21), "86B2": (7, 25)}

# --- 1997 Chinese (002) -------------------------------------------------------
# (number, heading line, laws); the file's 节 are this chapter's sections.
CHAPTERS_1997 = [
    (1, 4, [81, 82, 83]), (2, 100, [84, 85]), (3, 138, [86, 87]), (4, 166, [88, 89, 90, 91]),
]
LAWS_1997 = {81: 6, 82: 74, 83: 96, 84: 102, 85: 126, 86: 140, 87: 154,
             88: 168, 89: 172, 90: 176, 91: 218}
# (id, title line or None, text lines)
PARAGRAPHS_1997 = [
    ("81A", 8, [10]), ("81B", 12, []), ("81B1", 14, [16]), ("81B2", 18, [20]),
    ("81C", 22, [24]),
    *[(f"81C{n}", 26 + 4 * (n - 1), [28 + 4 * (n - 1)]) for n in range(1, 12)],
    ("81D", 70, [72]),
    ("82A", 76, [78]), ("82B", 80, [82]), ("82B1", 84, [86]), ("82B2", 88, [90]),
    ("82C", 92, [94]),
    ("83", None, [98]),
    ("84", None, [104]), ("84A", 106, [108]), ("84B", 110, [112]), ("84C", 114, [116]),
    ("84D", 118, [120]), ("84E", 122, [124]),
    ("85", None, [128]), ("85A", 130, [132]), ("85B", 134, [136]),
    ("86A", 142, [144]), ("86B", 146, [148]), ("86C", 150, [152]),
    ("87A", 156, [158]), ("87B", 160, [162, 164]),
    ("88", None, [170]), ("89", None, [174]),
    ("90A", 178, [180]), ("90B", 182, [184]),
    *[(f"90B{n}", 186 + 4 * (n - 1), [188 + 4 * (n - 1)]) for n in range(1, 9)],
    ("91A", 220, [222]), ("91B", 224, [226]),
]

# --- Layout removed from a line (nothing else is ever removed) -----------------
NUMBERING_2017 = re.compile(r"(?:\d+\. )?(?:\((?:[a-e]|[α-ε]|i{1,3})\) )?")
INDENT_1997 = re.compile("\u3000*")
TITLE_1997 = re.compile("\u3000*(?:[A-Z]|\\d+)\\.")
LAW_HEADING_1997 = re.compile("\u3000*第(\\d+)条 ")
PAIR_EN = re.compile(r"\| (\d+)\. \| ")
PAIR_ZH_END = " |"
GREEK_TO_LATIN = dict(zip("αβγδε", "abcde"))

# --- Sentence pairs (000): (id, mapping) -----------------------------------------
PAIR_MAPPINGS = {
    "S1": dict(reference=None, law_hint=None, confidence="unknown",
               note="Source law not identified."),
    "S2": dict(reference="Law 67 (defective trick)", law_hint=67, confidence="probable",
               note="A card played to a quitted trick: the defective-trick law."),
    "S3": dict(reference="Law 74 (conduct and etiquette)", law_hint=74, confidence="probable",
               note="Players accepting rulings gracefully: the conduct law."),
    "S4": dict(reference="Definitions: Adjusted score", law_hint=None, confidence="certain",
               match="near",
               note="The 2017 Definitions are not in our sources, so there is no 2017 text"
                    " to show; the '?' (in both languages) replaces the dash after the"
                    " defined term."),
    "S5": dict(reference="Law 12A2", paragraph="12A2", law_hint=12, confidence="certain",
               match="exact", note="Same wording as 2017 12A2."),
    "S6": dict(reference="Law 12A1", paragraph="12A1", law_hint=12, confidence="certain",
               match="near",
               note="1997/2007 wording: 'do not provide indemnity to a non-offending"
                    " contestant ... committed by an opponent'; 2017 says 'do not prescribe"
                    " a rectification'."),
    "S7": dict(reference="Law 12C4", paragraph="12C4", law_hint=12, confidence="certain",
               match="exact", note="Same wording as 2017 12C4."),
    "S8": dict(reference="Law 12C3", paragraph="12C3", law_hint=12, confidence="certain",
               match="near",
               note="The pair is the first sentence of 12C3 only; the second sentence"
                    " (no procedural penalty for the partner) is missing."),
    "S9": dict(reference="Law 15 (wrong board)", law_hint=15, confidence="certain",
               note="Older Law 15 wording (offender repeats his call on the wrong board);"
                    " 2017 Law 15 is not in our sources."),
    "S10": dict(reference="Law 15 (wrong board)", law_hint=15, confidence="certain",
                note="Older Law 15A wording (board played twice); 2017 Law 15 is not in"
                     " our sources."),
}

# --- Concordance: (1997 id, 2017 id, confidence, note) ---------------------------
SAME_NUMBER_NOTE = "number kept; wording and structure changed"
CONCORDANCE = [
    ("12C1", "12C2(a)", "certain",
     "Average plus / average / average minus by responsibility. 1997 Law 12C1 is not"
     " in our sources."),
    ("86A", "12C2(b)", "certain", "Average plus / minus at IMPs: +3 / -3 IMPs."),
    ("86B", "12C4", "certain", "Non-balancing adjusted scores in knockout play: average"
                               " of the two scores."),
    ("86C", "86A", "certain", "No redeal when the match result without the board could"
                              " be known; adjust instead."),
    ("88", "12C2(c)", "probable",
     "1997 88 gives the NOS at least 60% or its session percentage if higher (pairs and"
     " individuals only); 2017 12C2(c) also covers the offending side below 40%."),
    ("89", "12C3", "certain", "Individual events: both members of the offending side get"
                              " the same rectification."),
    *[(str(n), str(n), "same-number", SAME_NUMBER_NOTE) for n in (81, 82, 83, 84, 85)],
    *[(str(n), str(n), "same-number", SAME_NUMBER_NOTE) for n in (87, 90, 91)],
    ("82C", "82C", "probable",
     "Director's error: both sides treated as non-offending. 2017 82C is not in our"
     " sources."),
    ("87A", "87A", "probable",
     "Definition of a fouled board. 2017 87A is not in our sources."),
    ("87B", "87B", "probable",
     "Scoring a fouled board: the scores are divided into groups by the form played and each"
     " group is rated as the regulations provide. 2017 87B is not in our sources."),
    ("90A", "90A", "probable",
     "The Director's power to assess procedural penalties. 2017 90A is not in our sources."),
]

NON_LAW_LINES = [
    (F002, 1, "Download header: a timestamp (2008-01-22 14:34:00) and the publisher"
              " (中国桥牌协会, Chinese Contract Bridge Association), ending in a"
              " no-break space; recorded in sources.yaml, not law text."),
    (F002, 2, "Only a no-break space (U+00A0): page layout left over from the web page."),
]

SOURCE_INFO = {
    F000: dict(
        languages=["en", "zh"], edition=OLDER, publisher=None, date=None,
        description="Ten aligned English-Chinese sentence pairs about adjusted scores,"
                    " taken from different laws (Definitions, Laws 12, 15, 67, 74 ...) of"
                    " an older edition; some match the 2017 wording exactly, some nearly."
                    " Each pair is a flattened table row: '| N. | English' on one line,"
                    " 'Chinese |' on the next.",
        stripped=["English lines: the leading table decoration '| N. | '.",
                  "Chinese lines: the trailing table decoration ' |'."],
        defects=[
            dict(lines=[7], evidence="Adjusted score ? a score",
                 what="'?' where the dash after the defined term stood."),
            dict(lines=[8], evidence="调整分? ?裁判",
                 what="The same lost dash in the Chinese, as '? ?'."),
            dict(lines=[11, 13], evidence="non - ",
                 what="Tokenised English: spaces around hyphens ('non - offending')."),
            dict(lines=[13, 17], evidence=" ' s ",
                 what="Tokenised English: apostrophes split off ('contestant ' s')."),
            dict(lines=[13, 15, 19], evidence=" , ",
                 what="Tokenised English: spaces before commas."),
            dict(lines=[7, 9], evidence="( see ",
                 what="Tokenised English: spaces inside brackets and before the full"
                      " stop ('( see law 12 ) .')."),
            dict(lines=[7], evidence="“ artificial ”",
                 what="Tokenised English: spaces inside curly quotes."),
            dict(lines=[1, 5, 7, 9, 11, 13, 15, 17, 19], evidence=" director",
                 what="English lower-cased ('director', 'law 12', 'c2') and without final"
                      " full stops."),
            dict(lines=[17, 18], evidence="*",
                 what="Stray '*' (a lost marker) in pair 9, both languages."),
            dict(lines=[18], evidence="判认为调整分",
                 what="'认为' for '人为' (artificial): homophone typo."),
        ],
    ),
    F001: dict(
        languages=["el", "en"], edition="2017", publisher=None, date=None,
        description="Law 12 'Director's Discretionary Powers', Greek (lines 1-37) then"
                    " English (lines 39-75): A (1-3), B (1-2), C1(a)-(e) with (i)(ii),"
                    " C2(a)-(d), C3, C4. The Greek carries Greek-only notes on national"
                    " regulation in parentheses.",
        stripped=["Numbering prefixes at the line start: '1. ', '1. (a) ', '(a) ', '(α) ',"
                  " '(i) '."],
        defects=[
            dict(lines=[], evidence=None,
                 what="Section letters A, B, C and the law and section titles are missing;"
                      " numbering restarts at 1 in each section (ids assigned from the 2017"
                      " structure)."),
            dict(lines=[1], evidence="Νόμο 92B",
                 what="Latin capital B inside the Greek text (elsewhere Greek Β)."),
            dict(lines=[29, 33], evidence="(στην Ελλάδα",
                 what="Greek-only notes on national regulation; no English counterpart."),
            dict(lines=[29], evidence="είναι συνήθως συν 3 IMPs",
                 what="The Greek says the score is 'usually' +3/-3 IMPs; the English says"
                      " it is +3/-3 IMPs."),
            dict(lines=[13, 73, 75], evidence="’",
                 what="Typographic apostrophe U+2019 in some places, ASCII ' in others."),
        ],
    ),
    F002: dict(
        languages=["zh"], edition="1997", publisher="中国桥牌协会 (Chinese Contract Bridge"
                                                     " Association)", date="2008-01-22",
        description="Laws 81-91 of the 1997 Laws in simplified Chinese (the chapter on the"
                    " Director: duties, rulings, rectification, team play, fouled board,"
                    " indemnity points, individual events, procedural penalties, penalise"
                    " or suspend) in four sections (第一节-第四节). Numbering differs from"
                    " 2017: see concordance.yaml.",
        stripped=["Leading U+3000 IDEOGRAPHIC SPACE on every line: layout indentation.",
                  "Heading numbering: 'A.', '1.' before a paragraph title and '第81条 '"
                  " before a law title (the number is the paragraph id).",
                  "Never the '?' after the indentation: it is a defect and stays in the"
                  " text."],
        defects=[
            dict(lines=None, evidence="\u3000\u3000?",
                 what="'?' at the start of content lines where a bullet or space was lost;"
                      " kept in the text."),
            dict(lines=[1, 2], evidence="\u00a0",
                 what="No-break spaces: a header line and a line holding only U+00A0"
                      " (see non_law_lines.yaml)."),
            dict(lines=[72], evidence="的的", what="Doubled character '的的'."),
            dict(lines=[170], evidence="自已", what="'自已' for '自己' (twice)."),
            dict(lines=[164], evidence="在某些队式赛中",
                 what="87B continues on a second content line without the '?' marker;"
                      " both lines are 87B's text, joined by a newline."),
        ],
    ),
    F003: dict(
        languages=["el", "en"], edition="2017", publisher=None, date=None,
        description="Law 86 'Team Play / Knockout Play', Greek (lines 1-17) then English"
                    " (lines 19-35): A (no redeal in a knockout when the result could be"
                    " known), B1 single result, B2 multiple results (a)-(c), B3 Regulating"
                    " Authority option.",
        stripped=["Numbering prefixes at the line start: '1. ', '(a) ', '(α) '; the '1. ' /"
                  " '2. ' before the B1 / B2 heading lines (their titles)."],
        defects=[
            dict(lines=[], evidence=None,
                 what="Section letters A, B and the law title are missing; numbering"
                      " restarts at 1 in B."),
            dict(lines=[23], evidence="12C1©",
                 what="'©' for '(c)': the reference is to 12C1(c) (Greek: 12Γ1(γ))."),
            dict(lines=[5], evidence="[βλέπε Νόμο 12Γ1(γ), αλλά",
                 what="The '[' opened in the Greek B1 is never closed. The English B1"
                      " (line 23) does close it ('following].'), although the project"
                      " brief reported the bracket missing in both languages."),
            dict(lines=[7], evidence="¹⁾",
                 what="Footnote marker '¹⁾' on the Greek B2 title; the footnote text is"
                      " absent."),
            dict(lines=[25], evidence="²⁾",
                 what="Footnote marker '²⁾' on the English B2 title (the Greek has '¹⁾');"
                      " the footnote text is absent."),
            dict(lines=[17], evidence="κατά τις οποίος",
                 what="Greek typo 'οποίος' for 'οποίες'."),
        ],
    ),
}


def read_lines(name: str) -> tuple[list[str], bool]:
    """Return the file's lines (1-based: index 0 is unused) and whether NFC changed it."""
    raw = (SOURCES / name).read_text(encoding="utf-8")
    text = unicodedata.normalize("NFC", raw)
    return [""] + text.split("\n"), text != raw


def text_entry(name: str, lines: list[str], numbers: list[int], layout: re.Pattern[str],
               end: str = "") -> dict:
    """Take the text of ``numbers`` lines, minus ``layout`` at the start and ``end``."""
    return {"text": "\n".join(_strip(lines[n], layout, end) for n in numbers), "source": name,
            "lines": Flow([numbers[0], numbers[-1]])}


def _strip(line: str, layout: re.Pattern[str], end: str) -> str:
    prefix = layout.match(line).group()
    assert line.endswith(end), line
    return line[len(prefix):len(line) - len(end)]


def checked_prefix(line: str, layout: re.Pattern[str], paragraph_id: str) -> None:
    """Assert the numbering removed from ``line`` is the tail of ``paragraph_id``."""
    tokens = re.findall(r"\d+|\([^)]*\)|[A-Z](?=\.)", layout.match(line).group())
    tail = "".join(_latin_token(token) for token in tokens)
    assert paragraph_id.endswith(tail), (paragraph_id, line)


def _latin_token(token: str) -> str:
    if not token.startswith("("):
        return token
    inner = token[1:-1]
    return f"({GREEK_TO_LATIN.get(inner, inner)})"


def build_2017(law: int, name: str, rows: list, titles: dict) -> dict:
    lines, _ = read_lines(name)
    paragraphs = []
    for paragraph_id, el_line, en_line in rows:
        entry = {"id": paragraph_id, "law": law}
        if paragraph_id in titles:
            entry["title"] = _titles_2017(name, lines, paragraph_id, titles[paragraph_id])
        for n in (el_line, en_line):
            checked_prefix(lines[n], NUMBERING_2017, paragraph_id)
        entry["texts"] = {
            "en": text_entry(name, lines, [en_line], NUMBERING_2017),
            "el": text_entry(name, lines, [el_line], NUMBERING_2017),
        }
        paragraphs.append(entry)
    return {"edition": "2017", "law": law, "paragraphs": paragraphs}


def _titles_2017(name: str, lines: list[str], paragraph_id: str, title_lines: tuple) -> dict:
    el_line, en_line = title_lines
    for n in title_lines:
        checked_prefix(lines[n], NUMBERING_2017, paragraph_id)
    return {"en": text_entry(name, lines, [en_line], NUMBERING_2017),
            "el": text_entry(name, lines, [el_line], NUMBERING_2017)}


def build_1997() -> dict:
    lines, _ = read_lines(F002)
    return {
        "edition": "1997",
        "chapters": [
            {"number": number, "heading": text_entry(F002, lines, [n], INDENT_1997),
             "laws": laws}
            for number, n, laws in CHAPTERS_1997
        ],
        "laws": [_law_1997(lines, number, n) for number, n in LAWS_1997.items()],
        "paragraphs": [_paragraph_1997(lines, *row) for row in PARAGRAPHS_1997],
    }


def _law_1997(lines: list[str], number: int, n: int) -> dict:
    assert LAW_HEADING_1997.match(lines[n]).group(1) == str(number), lines[n]
    return {"number": number, "title": {"zh": text_entry(F002, lines, [n], LAW_HEADING_1997)}}


def _paragraph_1997(lines: list[str], paragraph_id: str, title_line: int | None,
                    text_lines: list[int]) -> dict:
    entry = {"id": paragraph_id, "law": int(paragraph_id[:2])}
    if title_line is not None:
        checked_prefix(lines[title_line], TITLE_1997, paragraph_id)
        entry["title"] = {"zh": text_entry(F002, lines, [title_line], TITLE_1997)}
    entry["texts"] = {"zh": text_entry(F002, lines, text_lines, INDENT_1997)} if text_lines else {}
    return entry


def build_pairs() -> dict:
    lines, _ = read_lines(F000)
    pairs = []
    for index, (pair_id, mapping) in enumerate(PAIR_MAPPINGS.items(), start=1):
        en_line, zh_line = 2 * index - 1, 2 * index
        assert PAIR_EN.match(lines[en_line]).group(1) == str(index), lines[en_line]
        pairs.append({
            "id": pair_id,
            "en": text_entry(F000, lines, [en_line], PAIR_EN),
            "zh": text_entry(F000, lines, [zh_line], re.compile(""), PAIR_ZH_END),
            "paragraph": mapping.get("paragraph"),
            "match": mapping.get("match"),
            **{key: mapping[key] for key in ("reference", "law_hint", "confidence", "note")},
        })
    return {"edition": OLDER, "source": F000, "pairs": pairs}


def build_concordance() -> dict:
    in_1997 = _ids(build_1997())
    in_2017 = _ids(build_2017(12, F001, LAW12, {})) | _ids(build_2017(86, F003, LAW86, {}))
    rows = [{"old": old, "new": new, "confidence": confidence,
             "old_in_sources": old in in_1997, "new_in_sources": new in in_2017, "note": note}
            for old, new, confidence, note in CONCORDANCE]
    return {"old_edition": "1997", "new_edition": "2017", "rows": rows}


def _ids(data: dict) -> set[str]:
    laws = {str(law["number"]) for law in data.get("laws", [])}
    return laws | {p["id"] for p in data["paragraphs"]}


def build_non_law_lines() -> dict:
    return {"lines": [{"source": name, "line": n, "content": read_lines(name)[0][n],
                       "reason": reason} for name, n, reason in NON_LAW_LINES]}


def build_sources() -> dict:
    return {"sources": [_source_entry(name, info) for name, info in SOURCE_INFO.items()]}


def _source_entry(name: str, info: dict) -> dict:
    import hashlib

    lines, nfc_changed = read_lines(name)
    defects = [_defect(lines, d) for d in info["defects"]]
    # The provenance of the generated files: `helper catalog build` says when a source no longer has this digest
    # (it was edited and this script not run again: the paragraphs, and so the catalogues, lack the change).
    return {"file": name, "sha256": hashlib.sha256((SOURCES / name).read_bytes()).hexdigest(),
            **{k: v for k, v in info.items() if k != "defects"},
            "languages": Flow(info["languages"]), "nfc_changed": nfc_changed,
            "defects": defects}


def _defect(lines: list[str], defect: dict) -> dict:
    if defect["lines"] is None:  # listed from the file: every line starting with it
        found = [n for n, line in enumerate(lines) if n and line.startswith(defect["evidence"])]
        return {**defect, "lines": Flow(found)}
    return {**defect, "lines": Flow(defect["lines"])}


def build() -> dict[str, str]:
    """Return {file name: YAML text} for every generated file."""
    data = {
        "sources.yaml": build_sources(),
        "law12_2017.yaml": build_2017(12, F001, LAW12, {}),
        "law86_2017.yaml": build_2017(86, F003, LAW86, LAW86_TITLES),
        "laws_1997_zh.yaml": build_1997(),
        "sentence_pairs.yaml": build_pairs(),
        "concordance.yaml": build_concordance(),
        "non_law_lines.yaml": build_non_law_lines(),
    }
    return {name: _dump(name, content) for name, content in data.items()}


class Flow(list):
    """A [first, last] line span, written on one line."""


class _Dumper(yaml.SafeDumper):
    """Flow lists on one line; multi-line texts as literal blocks; strings with
    invisible edges or no-break spaces double-quoted."""

    def represent_str(self, data: str) -> yaml.ScalarNode:
        style = None
        if "\n" in data:
            style = "|"
        elif "\u00a0" in data or data != data.strip(" "):
            style = '"'
        return self.represent_scalar("tag:yaml.org,2002:str", data, style=style)

    def represent_flow(self, data: Flow) -> yaml.SequenceNode:
        return self.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=True)


_Dumper.add_representer(str, _Dumper.represent_str)
_Dumper.add_representer(Flow, _Dumper.represent_flow)


def _dump(name: str, content: dict) -> str:
    header = f"# Generated by laws_text/build_paragraphs.py; do not edit {name} by hand.\n"
    return header + yaml.dump(content, Dumper=_Dumper, allow_unicode=True, sort_keys=False,
                              width=10_000)


def main() -> int:
    for name, text in build().items():
        (HERE / name).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
