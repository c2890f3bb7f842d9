"""Parse and format law paragraph citations in English, Greek and Chinese.

A paragraph id has the canonical English form used throughout ``laws_text/``:
law number, optional section letter, optional number, optional sub-letter,
optional roman sub-item, e.g. ``"12"``, ``"86A"``, ``"12C2(a)"``,
``"12C1(e)(i)"``.

Per language (see the domain brief, "Citing a law paragraph"):

* ``en``: ``12C2(a)``, cited ``Law 12C2(a)``.
* ``el``: section letters by position A->Α, B->Β, C->Γ, D->Δ, E->Ε, F->ΣΤ,
  G->Ζ, H->Η; sub-letters (a)->(α) ... (f)->(στ); roman items stay.
  ``12Γ2(α)``, cited ``Νόμος 12Γ2(α)`` (nominative).
* ``zh``: ``第12条`` and ``第12条C款`` are attested (002, e.g. ``第79条C款``).
  Deeper levels are not attested; this module uses one scheme everywhere:
  ``第12条C款2项(a)``, ``第12条C款1项(e)(i)``.  The Chinese form is also its
  citation.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections import namedtuple  # not typing.NamedTuple: typing is not imported at run time (start-up time)

LANGUAGES = ("en", "el", "zh")
EDITIONS = ("2017", "1997")

_SECTION_EL = dict(zip("ABCDEFGH", ("Α", "Β", "Γ", "Δ", "Ε", "ΣΤ", "Ζ", "Η")))
_SUBLETTER_EL = dict(zip("abcdefgh", ("α", "β", "γ", "δ", "ε", "στ", "ζ", "η")))
_FROM_GREEK = {greek: latin for latin, greek in _SECTION_EL.items()}

_LETTER = "ΣΤ|[A-HΑΒΓΔΕΖΗ]"
# Applied to the upper-cased citation, so Latin and Greek of either case match.
_ID_PATTERN = (
    rf"(?P<law>\d{{1,2}})"
    rf"(?:(?P<section>{_LETTER})(?P<number>\d{{1,2}})?)?"
    rf"(?:\((?P<sub>{_LETTER})\))?"
    rf"(?:\((?P<roman>[IVX]+)\))?"
)


@functools.cache
def _id_re() -> re.Pattern:
    """The pattern of a paragraph id in any script, compiled when a citation is read or an id
    is not in the canonical English form (start-up time: the command line's scores and the
    screen's first frame write canonical ids, :func:`_canonical_quick`)."""
    return re.compile(_ID_PATTERN)
_ZH_PATTERN = (
    rf"第(?P<law>\d{{1,2}})条"
    rf"(?:(?P<section>{_LETTER})款?(?:(?P<number>\d{{1,2}})项?)?)?"
    rf"(?:\((?P<sub>{_LETTER})\))?"
    rf"(?:\((?P<roman>[IVX]+)\))?"
)


@functools.cache
def _parse_patterns() -> tuple[re.Pattern, re.Pattern, re.Pattern, re.Pattern, re.Pattern]:
    """The patterns that read a typed citation, compiled when one is first read (start-up
    time: the command line's scores and the screen's first frame only write ids), as
    (Chinese form, edition prefix, bare form, law word, Chinese numeral):

    - ``第12条C款2项(a)``;
    - "1997:86A", or the catalogues' msgctxt form "2017|12C2(a)";
    - a paragraph typed without its brackets: 12c2a, 12C1ei, 86b2b;
    - "law", "νόμος" ... before the id, matched against the accent-stripped, case-folded text;
    - a law or item number in Chinese numerals (``第十二条``; 0.6 ms to compile)."""
    return (re.compile(_ZH_PATTERN),
            re.compile(r"(?P<edition>\d{4})\s*[:|]\s*"),
            re.compile(r"(?P<head>\d+[A-ZΑ-Ω]\d+)(?P<sub>[A-ZΑ-Ω])(?P<roman>I{1,3}|IV|V|VI)?"),
            re.compile(r"(?:laws?|νομου|νομοσ|νομο|αρθρου|αρθρο)\s*"),
            re.compile(r"(?P<pre>第?\s*)(?P<num>[零〇一二两三四五六七八九十百]+)(?P<post>\s*[条條项項])"))


_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII")

# Citations inside other words (a search query), every form ``parse`` reads:
# "12C1(e)", "law 12c1e", "12Γ1(ε)", "Νόμος 86Β", "第12条C款", "第十二条", "1997:86A".
_FIND_LETTER = "ΣΤ|στ|[A-Ha-hΑΒΓΔΕΖΗαβγδεζη]"
# A section or sub-letter set apart by a space ("12 C 2 (b)", "12 Γ 2 β"): a capital, or a small
# letter with more of the id after it ("12 c 2 b"), not the word "a" in "12 a board".
_SPACED_LETTER = rf"\s(?:(?-i:ΣΤ|[A-HΑΒΓΔΕΖΗ])|(?:{_FIND_LETTER})(?=\s?[\d(]))"
# A spaced small sub-letter only after a section and its number ("12 C 2 b", not "12 a board").
_AFTER_NUMBER = "(?:" + "|".join(f"(?<=[^\\W\\d_]{gap}{digits})" for gap in ("", " ") for digits in (r"\d", r"\d\d")) + ")"
_FIND_PATTERN = (
    rf"(?<![\w])(?:(?:1997|2017)\s*[:|]\s*)?(?:(?:laws?|ν[οό]μο[ςυ]?)\s*)?\d{{1,2}}"
    rf"(?:(?:(?:{_FIND_LETTER})|{_SPACED_LETTER})(?:\s?\d{{1,2}}(?![\d]))?)?"
    rf"(?:\s?\((?:{_FIND_LETTER})(?:\)|(?=\s|$))|(?:{_FIND_LETTER})|{_AFTER_NUMBER}\s(?-i:[a-hα-η])(?![\w]))?"
    rf"(?:\s?\((?:[ivxIVX]{{1,4}})(?:\)|(?=\s|$))|(?:[ivx]{{1,3}})(?![\w]))?(?![\w])")
_FIND_ZH_PATTERN = (
    rf"(?:(?:1997|2017)\s*[:|]\s*)?第\s*(?:\d{{1,2}}|[零〇一二两三四五六七八九十百]{{1,5}})\s*[条條]"
    rf"(?:\s*(?:{_FIND_LETTER})\s*款(?:\s*(?:\d{{1,2}}|[一二三四五六七八九十]{{1,3}})\s*[项項]?)?)?"
    rf"(?:\((?:{_FIND_LETTER})\))?(?:\([ivxIVX]{{1,4}}\))?")


@functools.cache
def _find_patterns() -> tuple[re.Pattern, re.Pattern]:
    # Compiled when first searched (2.7 ms): the screen's first frame does not search (start-up time).
    return re.compile(_FIND_ZH_PATTERN), re.compile(_FIND_PATTERN, re.IGNORECASE)


class CitationError(ValueError):
    """A citation that is not a law paragraph id in any supported form."""


Citation = namedtuple("Citation", ("edition", "id"))
Citation.__doc__ = """A parsed citation: ``edition``, the edition it names ("2017", "1997" or None), and ``id`` (str)."""

_Parts = namedtuple("_Parts", ("law", "section", "number", "sub", "roman"))  # int, then four str


def parse(text: str) -> Citation:
    """Parse a citation in any supported form into ``Citation(edition, id)``.

    Accepts "12C2(a)", "Law 12C2(a)", "law 12c2(a)", "12Γ2(α)", "Νόμος 12Γ2(α)",
    "Νόμο 86Β", full-width digits and brackets, "第12条", "第12条C款",
    "第12条C款2项(a)", "第81条C款9" (as printed in 002), "12条C1" and "第12条C1" (第 or 款
    left out), "Άρθρο 12" (the Greek word for an article), each optionally
    preceded by an edition, "1997:" or "2017:".  Greek capitals that look like
    Latin ones (Α Β Ε Η) mean the same letter.  Returns the canonical English
    id, e.g. ``Citation(None, "12C2(a)")``.  Raises CitationError otherwise.
    """
    return Citation(*_split_edition(_clean(text)))


def read(text: str) -> Citation:
    """:func:`parse` of a citation as a Director types it: accents dropped ("12Γ1(έ)") and a
    last bracket left open closed ("12C2(b"), as the finder reads it.  Raises CitationError as
    ``parse``."""
    if not isinstance(text, str):
        raise CitationError(f"not a citation: {text!r}")
    return parse(_closed(_plain(text).strip()))


Found = namedtuple("Found", ("start", "end", "text", "citation"))
Found.__doc__ = """A citation found in a text: its ``start`` and ``end`` offsets (int), the ``text``
and what it parses to (``citation``: a :class:`Citation`, None when it looks
like one but names no law paragraph, e.g. "Law 99")."""


def find(text: str) -> list[Found]:
    """Every citation inside ``text`` (a search query), in order, in any form
    ``parse`` reads: "12C1(e)", "law 12c1e", "12Γ1(ε)", "Νόμος 86Β",
    "第12条C款", "第十二条" (Chinese numerals), "1997:86A"; also full-width
    ("１２Ｃ２（ｂ）", read as NFKC), spaced ("12 C 2 (b)", "Νόμος 12 Γ 2 β"),
    accented ("12Γ1(έ)") and with the last bracket unclosed ("12C2(b").  A bare
    number is a citation only with a law word or 第...条 ("Law 12", "第86条")
    or when it is the whole text ("12"), not "3 IMPs".  Returns a list of
    :class:`Found` (offsets and ``text`` are those of ``text`` as given).
    """
    plain = _plain(text)
    whole = _whole(text, plain)
    if whole is not None:
        return [whole]
    found = []
    zh_pattern, pattern = _find_patterns()
    matches = list(zh_pattern.finditer(plain)) + list(pattern.finditer(plain))
    for match in sorted(matches, key=lambda m: m.start()):
        start, end = match.span()
        while end > start and plain[end - 1].isspace():
            end -= 1
        cited = plain[start:end]
        if not re.search(r"[^\d\s]", cited):
            continue
        found.append(Found(start, end, text[start:end], _parse_or_none(cited)))
    return found


def _plain(text: str) -> str:
    """``text`` with each character NFKC-normalised and its accents dropped where that keeps
    it one character ("１２Ｃ２（ｂ）" -> "12C2(b)", "έ" -> "ε"): offsets stay those of ``text``."""
    out = []
    for char in text:
        normal = unicodedata.normalize("NFKC", char)
        char = normal if len(normal) == 1 else char
        base = unicodedata.normalize("NFD", char)
        out.append(base[0] if len(base) > 1 and all(unicodedata.combining(c) for c in base[1:]) else char)
    return "".join(out)


def _closed(cited: str) -> str:
    """A citation with its last bracket closed when it was left open ("12C2(b" -> "12C2(b)")."""
    return cited + ")" if cited.count("(") == cited.count(")") + 1 and not cited.endswith(")") else cited


def _parse_or_none(cited: str) -> Citation | None:
    try:
        return parse(_closed(cited))
    except CitationError:
        return None


def _whole(text: str, plain: str) -> Found | None:
    """The whole of ``text`` as one citation ("12", "86 b", "12 c 2 b"), or None."""
    stripped = plain.strip()
    if not stripped or not re.match(r"(?:\d{4}\s*[:|]\s*)?(?:[^\W\d_]+\s*)?\d", stripped):
        return None
    citation = _parse_or_none(stripped)
    if citation is None:
        return None
    start = len(plain) - len(plain.lstrip())
    end = start + len(stripped)
    return Found(start, end, text[start:end], citation)


def format_id(paragraph_id: str, lang: str) -> str:
    """Return the id as written in ``lang``: "12C2(a)", "12Γ2(α)", "第12条C款2项(a)".

    Raises CitationError if ``paragraph_id`` is not a canonical id, ValueError
    for an unknown language.
    """
    parts = _canonical_parts(paragraph_id)
    if lang == "en":
        return paragraph_id
    if lang == "el":
        return _format_el(parts)
    if lang == "zh":
        return _format_zh(parts)
    raise ValueError(f"unknown language {lang!r}; expected one of {LANGUAGES}")


def cite(paragraph_id: str, lang: str) -> str:
    """Return a full citation: "Law 12C2(a)", "Νόμος 12Γ2(α)", "第12条C款2项(a)".

    Raises as ``format_id``.
    """
    formatted = format_id(paragraph_id, lang)
    return {"en": "Law ", "el": "Νόμος ", "zh": ""}[lang] + formatted


def law_list(laws: tuple[str, ...] | list[str], lang: str) -> str:
    """Cite paragraphs in ``lang``'s form: ``12C2(a), 12C2(c)`` / ``第12条C款2项(a)、...``.

    Args: ``laws``, canonical paragraph ids; ``lang``, ``en``, ``zh`` or ``el``.
    Returns the ids in ``lang``'s form joined by the catalogue's list separator.
    Raises as :func:`format_id`. Kept here, not beside the dialogue's wording
    (:mod:`helper.dialogue.render` re-exports it), so that ``helper laws show``
    and ``helper score penalty`` do not import the dialogue engine (start-up time).
    """
    from helper.i18n import get_translator

    _ = get_translator(lang).gettext
    # TRANSLATORS: the separator between law paragraph ids in a list.
    separator = _(", ")
    return separator.join(format_id(law, lang) for law in laws)


def _clean(text: str) -> str:
    if not isinstance(text, str):
        raise CitationError(f"not a citation: {text!r}")
    return _parse_patterns()[4].sub(lambda m: m["pre"] + str(zh_numeral(m["num"])) + m["post"],
                             unicodedata.normalize("NFKC", text).strip()).translate(_ZH_TRADITIONAL)


_ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
              "九": 9}
_ZH_TRADITIONAL = str.maketrans("條項", "条项")


def zh_numeral(text: str) -> int:
    """A law or item number in Chinese numerals: ``十二`` 12, ``八十六`` 86, ``九十`` 90, ``一百`` 100.

    So ``第十二条`` is read as ``第12条`` (Law 12). Raises CitationError for
    text that is not such a numeral (``十十``).
    """
    total, current = 0, None
    for char in text:
        if char in "零〇" and total:  # 一百零一: the zero only holds a place
            continue
        if char in _ZH_DIGITS:
            if current is not None:
                raise CitationError(f"not a Chinese numeral: {text!r}")
            current = _ZH_DIGITS[char]
        else:  # 十 or 百: multiplies the digit before it (none: 1)
            unit = 10 if char == "十" else 100
            if total % (unit * 10) >= unit:  # 十十, 一百一百
                raise CitationError(f"not a Chinese numeral: {text!r}")
            total += (1 if current is None else current) * unit
            current = None
    return total + (current or 0)


def _split_edition(text: str) -> tuple[str | None, str]:
    match = _parse_patterns()[1].match(text)
    if match is None:
        return None, _parse_id(text)
    edition = match["edition"]
    if edition not in EDITIONS:
        raise CitationError(f"unknown edition {edition!r} in {text!r}")
    return edition, _parse_id(text[match.end():])


def _parse_id(text: str) -> str:
    body = _strip_law_word(text)
    compact = re.sub(r"\s+", "", body).upper()
    zh_form, bare_form = _parse_patterns()[0], _parse_patterns()[2]
    if re.match(r"\d{1,2}条", compact):  # 12条C1, 12条C款1项: the 第 left out
        compact = "第" + compact
    bare = bare_form.fullmatch(compact)
    if bare:
        compact = f"{bare['head']}({bare['sub']})" + (f"({bare['roman']})" if bare["roman"] else "")
    match = (zh_form if compact.startswith("第") else _id_re()).fullmatch(compact)
    if match is None:
        raise CitationError(f"not a law paragraph citation: {text!r}")
    return _render_en(_parts_from(match, text))


def _strip_law_word(text: str) -> str:
    folded = _fold(text)
    match = _parse_patterns()[3].match(folded)
    if match is None or not folded[match.end():match.end() + 1].isdigit():
        return text
    return text[match.end():]


def _fold(text: str) -> str:
    """Case-fold and drop accents, keeping one character per input character."""
    return "".join(_fold_char(c) for c in text)


def _fold_char(char: str) -> str:
    base = unicodedata.normalize("NFD", char)[0].casefold()
    return base if len(base) == 1 else char


def _parts_from(match: re.Match[str], text: str) -> _Parts:
    law = int(match["law"])
    if not 1 <= law <= 93:
        raise CitationError(f"no such law number {law} in {text!r}")
    if match["roman"] and match["roman"] not in _ROMAN:
        raise CitationError(f"not a sub-item numeral: {match['roman']!r} in {text!r}")
    return _Parts(
        law=law,
        section=_latin(match["section"]),
        number=match["number"] or "",
        sub=_latin(match["sub"]).lower(),
        roman=(match["roman"] or "").lower(),
    )


def _latin(letter: str | None) -> str:
    return _FROM_GREEK.get(letter, letter) if letter else ""


_DIGITS = frozenset("0123456789")
_ROMAN_LOWER = frozenset(numeral.lower() for numeral in _ROMAN)


def _canonical_quick(paragraph_id: str) -> _Parts | None:
    """The parts of ``paragraph_id`` when it is plainly a canonical English id (``12``, ``86A``,
    ``12C2(a)``, ``12C1(e)(ii)``: ASCII digits, a capital A-H, a small a-h, a small roman
    numeral), read without the id pattern (start-up time); None for anything else, which
    :func:`_canonical_parts` reads with the pattern (and refuses as it did). What it accepts,
    the pattern reads the same (tests/test_citation.py compares them)."""
    end = len(paragraph_id)
    i = 0
    while i < end and i < 3 and paragraph_id[i] in _DIGITS:
        i += 1
    if not 1 <= i <= 2 or paragraph_id[0] == "0":
        return None
    law = int(paragraph_id[:i])
    if law > 93:
        return None
    section = number = sub = roman = ""
    if i < end and paragraph_id[i] in "ABCDEFGH":
        section = paragraph_id[i]
        i += 1
        start = i
        while i < end and i - start < 3 and paragraph_id[i] in _DIGITS:
            i += 1
        if i - start > 2:
            return None
        number = paragraph_id[start:i]
    if paragraph_id.startswith("(", i) and i + 2 < end and paragraph_id[i + 1] in "abcdefgh" \
            and paragraph_id[i + 2] == ")":
        sub = paragraph_id[i + 1]
        i += 3
    if paragraph_id.startswith("(", i):
        close = paragraph_id.find(")", i)
        if close < 0 or paragraph_id[i + 1:close] not in _ROMAN_LOWER:
            return None
        roman = paragraph_id[i + 1:close]
        i = close + 1
    if i != end:
        return None
    return _Parts(law=law, section=section, number=number, sub=sub, roman=roman)


def _canonical_parts(paragraph_id: str) -> _Parts:
    quick = _canonical_quick(paragraph_id) if isinstance(paragraph_id, str) else None
    if quick is not None:
        return quick
    match = _id_re().fullmatch(paragraph_id.upper()) if isinstance(paragraph_id, str) else None
    if match is None:
        raise CitationError(f"not a canonical paragraph id: {paragraph_id!r}")
    parts = _parts_from(match, paragraph_id)
    if _render_en(parts) != paragraph_id:
        raise CitationError(f"not a canonical paragraph id: {paragraph_id!r}")
    return parts


def _render_en(parts: _Parts) -> str:
    return _render(parts, parts.section, parts.sub)


def _format_el(parts: _Parts) -> str:
    return _render(parts, _SECTION_EL.get(parts.section, ""), _SUBLETTER_EL.get(parts.sub, ""))


def _render(parts: _Parts, section: str, sub: str) -> str:
    return f"{parts.law}{section}{parts.number}{_tail(sub, parts.roman)}"


def _format_zh(parts: _Parts) -> str:
    section = f"{parts.section}款" if parts.section else ""
    number = f"{parts.number}项" if parts.number else ""
    return f"第{parts.law}条{section}{number}{_tail(parts.sub, parts.roman)}"


def _tail(sub: str, roman: str) -> str:
    return (f"({sub})" if sub else "") + (f"({roman})" if roman else "")
