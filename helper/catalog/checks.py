"""Law-aware translation checks for the law texts and the interface catalogues.

Generic PO tools do not know law numbering (12C1(c) is 12Γ1(γ) in Greek and
第12条C款 ... in Chinese), Greek decimal commas, full-width brackets and digits,
nor text present in one language only.  These checks do.

``check_pair(source_en, target, lang, paragraph, domain)`` compares an English
text with its translation; ``check_single(text, lang, paragraph, domain)``
looks at one text alone (garbled characters, brackets, doubled characters,
misspelt terms); ``check_catalogues()`` runs both over every text the project
holds: the ``laws`` and ``messages`` catalogues of each language, the
English-Chinese sentence pairs of ``laws_text/`` (domain ``"pairs"``) and the
1997 Chinese paragraphs (domain ``"laws-1997"``).

Check ids (``Finding.check``), stable for baselines and scripts:
``law-reference``, ``number``, ``brackets``, ``markers``, ``encoding``,
``one-language``, ``terminology``, ``doubled``, ``untranslated``, ``fuzzy``,
and, from translate-toolkit's ``StandardChecker`` when it is installed,
``printf``, ``python-brace-format`` and ``escapes`` (its ``doublewords``
supplies the Latin/Greek half of ``doubled``).  translate-toolkit is imported
lazily; without it those three checks are skipped and ``doubled`` uses a
built-in word test.

A finding's ``message`` is worded in the reviewer's language (``ui_lang``)
through the interface catalogue; every other field is language-independent,
so a baseline (``helper/catalog/baseline.yaml``, see ``apply_baseline``)
matches whatever language the report is read in.

Severities: ``error`` for what is wrong in any reading (a reference or number
that differs, an unpaired bracket, damaged characters, a misspelt term, a
one-language note); ``warning`` for what needs a human look (a term not
found, an untranslated or fuzzy entry, tokenisation spacing).  Comparisons
against a fuzzy entry (an older edition's text, never shown as a
translation by gettext) are warnings.
"""

from __future__ import annotations

import fnmatch
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Iterable, NamedTuple

from helper.laws.citation import CitationError, parse

ERROR, WARNING = "error", "warning"
CHECKS = ("catalogue", "law-reference", "number", "brackets", "markers", "encoding", "one-language",
          "terminology", "doubled", "untranslated", "fuzzy", "printf", "python-brace-format", "placeholders",
          "escapes")
"""Every check id, in report order."""

GLOSSARY_PATH = Path(__file__).with_name("glossary.yaml")
BASELINE_PATH = Path(__file__).with_name("baseline.yaml")


def _(message: str) -> str:
    """Mark ``message`` for extraction into the ``messages`` catalogue; translated at use."""
    return message


@dataclass
class Finding:
    """One thing a reviewer should look at.

    ``lang``: the catalogue language (``el`` / ``zh``); ``paragraph``: the
    msgctxt (``"2017|12C2(a)"``), the msgid of an interface string, ``"pair S4"``
    or ``"1997|81A"``; ``check``: a check id (``CHECKS``); ``severity``:
    ``"error"`` / ``"warning"``; ``message``: in the reviewer's language;
    ``fragment``: the offending text (language-independent, matched by the
    baseline); ``domain``: ``laws``, ``messages``, ``pairs`` or ``laws-1997``;
    ``source_text``: the English text compared against (None for single-text
    checks); ``side``: where the fragment is, ``"source"`` (the English),
    ``"target"`` (the translation) or ``"both"``; ``accepted``: the baseline's
    reason when the finding is an accepted known defect, else None.
    """

    lang: str
    paragraph: str
    check: str
    severity: str
    message: str
    fragment: str
    domain: str
    source_text: str | None = None
    side: str = "target"
    accepted: str | None = None


# ---------------------------------------------------------------- messages

def _say(ui_lang: str, message: str, **values) -> str:
    from helper.i18n import get_translator

    try:
        translated = get_translator(ui_lang).gettext(message)
    except Exception:  # an unknown or unreadable catalogue: English
        translated = message
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):  # a broken translation: fall back to English
        return message.format(**values)


def _where(ui_lang: str, side: str) -> str:
    return _say(ui_lang, {"source": _("in the English"), "target": _("in the translation"),
                          "both": _("in both texts")}.get(side, _("in the text")))


# ---------------------------------------------------------------- normalisation

_FULLWIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_FULLWIDTH[0x3000] = 0x20


def halfwidth(text: str) -> str:
    """Full-width ASCII forms (``６０％``, ``（）``) and U+3000 to ASCII; nothing else changes.

    (NFKC would also turn superscript markers such as ``²⁾`` into ``2)``.)
    """
    return unicodedata.normalize("NFC", text).translate(_FULLWIDTH)


def _fold(text: str) -> str:
    """Accents off, case folded, typographic apostrophes to ASCII (for term matching)."""
    text = unicodedata.normalize("NFD", text.replace("’", "'").replace("ʼ", "'"))
    return "".join(c for c in text if not unicodedata.combining(c)).casefold()


def _repair_tokens(text: str) -> str:
    """Undo tokenisation spacing ("non - offending", "contestant ' s") for term matching."""
    text = re.sub(r"(\w) - (\w)", r"\1-\2", text)
    return re.sub(r"(\w) ' (\w)", r"\1'\2", text)


def _context(text: str, start: int, end: int, before: int = 6, after: int = 6) -> str:
    """``text[start:end]`` with about ``before`` / ``after`` characters around it, whole words."""
    first, last = max(0, start - before), min(len(text), end + after)
    while 0 < first < start and _in_word(text[first - 1]) and _in_word(text[first]):
        first -= 1
    while end < last < len(text) and _in_word(text[last - 1]) and _in_word(text[last]):
        last += 1
    return text[first:last].strip()


def _in_word(char: str) -> bool:
    return char.isalnum() and not _is_cjk(char)


def _is_cjk(char: str) -> bool:
    return "\u3400" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff"


# ---------------------------------------------------------------- law references

_GREEK_SECTION = {"Α": "A", "Β": "B", "Γ": "C", "Δ": "D", "Ε": "E", "ΣΤ": "F", "Ζ": "G", "Η": "H"}
_GREEK_SUB = {"α": "a", "β": "b", "γ": "c", "δ": "d", "ε": "e", "στ": "f", "ζ": "g", "η": "h"}

_SEC = r"(?:ΣΤ|[A-HΑΒΓΔΕΖΗ])"
_SUB = r"(?:\((?:στ|[a-hα-η])\)|©)"
_ROMAN = r"\((?:i|ii|iii|iv|v|vi|vii|viii)\)"
_ID = rf"\d{{1,2}}(?:{_SEC}\d{{0,2}})?(?:{_SUB})?(?:{_ROMAN})?"
_REL = rf"(?:{_SEC}\d{{0,2}}(?:{_SUB})?(?:{_ROMAN})?|{_SUB}(?:{_ROMAN})?)"
_LIST_SEP = r"\s*(?:,|and|or|και|ή|&)\s*"
_B = r"(?<![\w(])"

# "Law 12C1(c)", "Laws 78D, 86B3", "Νόμο 12Γ1(γ)", "Νόμους 78Δ, 86Β3"
_ABS_WORD_RE = re.compile(rf"\b(?:laws?|νόμ(?:ος|ου|ο|οι|ους|ων|ουσ))\s+({_ID}(?:{_LIST_SEP}{_ID}(?!\w))*)",
                          re.IGNORECASE)
# bare two-digit ids with a section letter: "12C2(a)", "86Β" (never "4H", a contract)
_ABS_BARE_RE = re.compile(rf"{_B}(\d{{2}}{_SEC}\d{{0,2}}(?:{_SUB})?(?:{_ROMAN})?)(?!\w)")
# Chinese: "第12条", "第12条C款", "第81条C款9", "第12条C款2项(a)"
_ZH_RE = re.compile(rf"第\d{{1,2}}条(?:[A-H]款(?:\d{{1,2}}项?)?)?(?:\([a-h]\))?(?:{_ROMAN})?")
# relative, English: "C2 below", "(a) and (b) above", "B2 following", "see also C1(d)", "see A above"
_REL_EN_RE = re.compile(
    rf"{_B}((?:[A-H]\d{{0,2}}|[a-h]\d{{1,2}}|\([a-h]\))(?:\([a-h]\))?(?:{_ROMAN})?"
    rf"(?:\s*(?:,|and|or)\s*(?:[A-H]\d{{0,2}}|[a-h]\d{{1,2}}|\([a-h]\))(?:\([a-h]\))?)*)"
    rf"\s+(?:above|below|following|hereunder|hereafter|preceding)\b")
_REL_SEE_RE = re.compile(rf"\b(?:see|in|under|of)\s+(?:also\s+)?([A-H]\d{{1,2}}(?:\([a-h]\))?(?:{_ROMAN})?)(?!\w)", re.I)
# relative, Greek: "παράγραφο Γ2", "παραγράφους (α) και (β)", "παράγραφο δ"
_REL_EL_RE = re.compile(
    rf"παρ[άα]γρ[άα]φ\w*\s+((?:{_REL}|(?:στ|[α-η])(?!\w))(?:{_LIST_SEP}(?:{_REL}|(?:στ|[α-η])(?!\w)))*)")
# relative, Chinese: "本条c2", "上述C款"
_REL_ZH_RE = re.compile(r"(?:本条|上述|下述|本款)\s*([A-Ha-h](?:款)?\d{0,2}(?:\([a-h]\))?)")


class Ref(NamedTuple):
    """A law reference: ``key`` "12C1(c)" (absolute) or "§C2" / "§(d)" (relative), where it is."""

    key: str
    start: int
    end: int
    text: str


def _rel_key(token: str) -> str | None:
    token = token.strip()
    token = token.replace("款", "")
    if token in _GREEK_SUB:
        return f"§({_GREEK_SUB[token]})"
    match = re.fullmatch(rf"({_SEC}|[a-h])?(\d{{0,2}})({_SUB})?({_ROMAN})?", token)
    if match is None:
        return None
    section, number, sub, roman = match.groups()
    if section:
        section = _GREEK_SECTION.get(section, section).upper()
    if section is None and not sub:
        return None
    if sub:
        inner = "c" if sub == "©" else sub[1:-1]
        sub = "(" + _GREEK_SUB.get(inner, inner) + ")"
    return "§" + (section or "") + number + (sub or "") + (roman or "")


def _abs_key(token: str) -> str | None:
    try:
        return parse(token.replace("©", "(c)")).id
    except CitationError:
        return None


def extract_refs(text: str) -> list[Ref]:
    """The law references in ``text``, in any of the three languages, normalised.

    Absolute references become canonical ids (``"12C1(c)"``); references
    relative to the current law ("C2 below", "παράγραφο Γ2", "本条c2", "(b)
    above") become ``"§C2"`` / ``"§(b)"``.  ``©`` right after an id is read as
    ``(c)`` (the ``encoding`` check reports the damage itself).
    """
    clean = halfwidth(text)
    refs: list[Ref] = []
    taken: list[tuple[int, int]] = []

    def add(key: str | None, start: int, end: int) -> None:
        if key and not any(s <= start < e for s, e in taken):
            refs.append(Ref(key, start, end, text[start:end]))

    for match in _ABS_WORD_RE.finditer(clean):
        for item in re.finditer(_ID, match.group(1)):
            add(_abs_key(item.group()), match.start(1) + item.start(), match.start(1) + item.end())
    taken.extend(m.span() for m in _ABS_WORD_RE.finditer(clean))
    for match in _ZH_RE.finditer(clean):
        add(_abs_key(match.group()), match.start(), match.end())
        taken.append(match.span())
    for match in _ABS_BARE_RE.finditer(clean):
        add(_abs_key(match.group(1)), match.start(1), match.end(1))
        taken.append(match.span(1))
    for regex in (_REL_EN_RE, _REL_SEE_RE, _REL_EL_RE, _REL_ZH_RE):
        for match in regex.finditer(clean):
            group_start = match.start(1)
            for item in re.finditer(rf"{_REL}|(?<!\w)[a-h]\d{{1,2}}|(?<!\w)(?:στ|[α-η])(?!\w)|[A-H]款?\d{{0,2}}",
                                    match.group(1)):
                add(_rel_key(item.group()), group_start + item.start(), group_start + item.end())
            taken.append(match.span())
    refs.sort(key=lambda r: r.start)
    return refs


def _spans_without(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """``text`` with ``spans`` blanked out (same length, so offsets stay valid)."""
    chars = list(text)
    for start, end in spans:
        for i in range(max(0, start), min(len(chars), end)):
            chars[i] = " "
    return "".join(chars)


# ---------------------------------------------------------------- numbers

_ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
              "七": 7, "八": 8, "九": 9}
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000}
_ZH_NUM = "零〇一二两三四五六七八九十百千万"
_PLACEHOLDER_RE = re.compile(r"\{[^{}\s]*\}|%(?:\([^)]*\))?[#0+-]*\d*(?:\.\d+)?[sdrifgexXc]|%%")
"""Format placeholders: ``{name}``, ``%s``, ``%(name)s`` (no space flag: "60% of" is not one)."""


def zh_numeral(text: str) -> int | None:
    """The value of a Chinese numeral such as 六十, 一百二十, 十五 (None if it is not one)."""
    if not text or any(c not in _ZH_NUM for c in text):
        return None
    total, section, digit = 0, 0, None
    for char in text:
        if char in _ZH_DIGITS:
            digit = _ZH_DIGITS[char]
        else:
            unit = _ZH_UNITS[char]
            if unit == 10000:
                total += (section + (digit or 0)) * unit
                section = 0
            else:
                section += (1 if digit is None else digit) * unit
            digit = None
    return total + section + (digit or 0)


class Num(NamedTuple):
    """A number found in a text: normalised ``key`` ("12.5", "60%"), where, as written."""

    key: str
    start: int
    end: int
    text: str


def _num_key(value: str, percent: bool) -> str:
    if "." in value:
        value = value.rstrip("0").rstrip(".")
    value = value.lstrip("0") or "0"
    if value.startswith("."):
        value = "0" + value
    return value + ("%" if percent else "")


def extract_numbers(text: str, lang: str, skip: Iterable[tuple[int, int]] = ()) -> list[Num]:
    """Numbers and percentages in ``text``, locale-aware, outside ``skip`` spans.

    Greek: ``12,5`` is 12.5 and ``1.000`` is 1000; English and Chinese: ``12.5``
    and ``1,000``.  Full-width digits and ``％`` count as ASCII.  Chinese
    numerals count only where they stand for a number a translation would
    write in digits: with 十/百/千 (六十), after 百分之 (百分之六十 = 60%), or
    before %/IMP; a lone 一/两/三 before a measure word (一副牌, 两人) is a word.
    Signs are ignored (``-3IMP`` and "minus 3 IMPs" agree); superscript
    footnote markers are not numbers.
    """
    clean = _spans_without(halfwidth(text), skip)
    clean = _PLACEHOLDER_RE.sub(lambda m: " " * len(m.group()), clean)
    found: list[Num] = []
    if lang == "el":
        pattern = r"(?<![A-Za-z\u0370-\u03ff\d.,])(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?(?!\d)(?!(?!IMP)\w)(\s?%)?"
    else:
        pattern = r"(?<![A-Za-z\u0370-\u03ff\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?!\d)(?!(?!IMP)[A-Za-z])(\s?%)?"
    for match in re.finditer(pattern, clean):
        whole = re.sub(r"[.,]", "", match.group(1))
        value = whole + ("." + match.group(2) if match.group(2) else "")
        found.append(Num(_num_key(value, bool(match.group(3))), match.start(), match.end(),
                         text[match.start():match.end()]))
    if lang == "zh" or re.search(r"[\u4e00-\u9fff]", clean):
        for match in re.finditer(rf"(百分之)?([{_ZH_NUM}]+)(%|IMP)?", clean):
            numeral = match.group(2)
            percent = bool(match.group(1)) or match.group(3) == "%"
            counts = percent or match.group(3) == "IMP" or (
                len(numeral) >= 2 and any(c in "十百千万" for c in numeral)
                and numeral not in ("千万", "万一", "一一", "十万火急"))
            value = zh_numeral(numeral)
            if counts and value is not None:
                found.append(Num(_num_key(str(value), percent), match.start(), match.end(),
                                 text[match.start():match.end()]))
    found.sort(key=lambda n: n.start)
    return found


# ---------------------------------------------------------------- brackets

_OPEN = {"(": ")", "[": "]", "{": "}", "「": "」", "『": "』", "“": "”", "‘": "’", "«": "»",
         "【": "】", "〔": "〕", "《": "》", "〈": "〉"}
_CLOSE = {close: open_ for open_, close in _OPEN.items()}
_KIND = {"(": "()", "[": "[]", "{": "{}"}
"""Bracket kinds compared between source and translation (quotes may legitimately change)."""


class BracketProblem(NamedTuple):
    char: str
    position: int
    kind: str  # "unclosed" | "unopened" | "mismatch"
    expected: str = ""


def bracket_problems(text: str) -> list[BracketProblem]:
    """Pair brackets and quotes with a stack (not by counting) after full-width -> ASCII.

    ``’`` closes a ``‘`` only when one is open; otherwise it is an apostrophe.
    """
    clean = halfwidth(text)
    stack: list[tuple[str, int]] = []
    problems: list[BracketProblem] = []
    for i, char in enumerate(clean):
        if char in _OPEN:
            stack.append((char, i))
        elif char in _CLOSE:
            if char == "’" and not any(c == "‘" for c, _i in stack):
                continue
            if stack and stack[-1][0] == _CLOSE[char]:
                stack.pop()
            elif any(c == _CLOSE[char] for c, _i in stack):
                while stack and stack[-1][0] != _CLOSE[char]:
                    opened, at = stack.pop()
                    problems.append(BracketProblem(opened, at, "unclosed"))
                stack.pop()
            else:
                expected = _OPEN[stack[-1][0]] if stack else ""
                problems.append(BracketProblem(char, i, "unopened", expected))
    problems.extend(BracketProblem(c, at, "unclosed") for c, at in stack)
    return sorted(problems, key=lambda p: p.position)


def bracket_kinds(text: str) -> set[str]:
    """The bracket kinds used (``()`` includes full-width ``（）``)."""
    clean = halfwidth(text)
    return {_KIND[c] for c in clean if c in _KIND}


class Parenthetical(NamedTuple):
    start: int
    end: int
    content: str


def parentheticals(text: str) -> list[Parenthetical]:
    """Outermost ( ) and [ ] groups (ASCII or full-width), in order; an unclosed one runs to the end."""
    clean = halfwidth(text)
    found: list[Parenthetical] = []
    stack: list[tuple[str, int]] = []
    for i, char in enumerate(clean):
        if char in "([":
            stack.append((char, i))
        elif char in ")]" and stack and stack[-1][0] == _CLOSE[char]:
            _c, start = stack.pop()
            if not stack:
                found.append(Parenthetical(start, i + 1, text[start + 1:i]))
    if stack and stack[0][0] in "([":  # unclosed: runs to the end (the brackets check reports it)
        start = stack[0][1]
        found.append(Parenthetical(start, len(text), text[start + 1:]))
    return found


# ---------------------------------------------------------------- markers, encoding

_MARKER_RE = re.compile(r"[⁰¹²³⁴⁵⁶⁷⁸⁹]+⁾?|⁽[⁰¹²³⁴⁵⁶⁷⁸⁹]+⁾|[*†‡§](?!\w*\})")
_MOJIBAKE_RE = re.compile(
    "Ã[\u0080-\u00bf]|Â[\u0080-\u00bf]|â€[\u0080-\u00ff\u2018-\u201e\u2020-\u2122\u0152-\u0178]?"
    "|Î[\u0080-\u00bf\u2018-\u2122]|Ï[\u0080-\u00bf\u2018-\u2122]|ï¼|ï½|ã€|[åæç][\u0080-\u00bf]{2}"
    "|\ufffd")
_TOKEN_DAMAGE = (
    (re.compile(r"\w ' \w|\w '\s?s\b(?<!\w's)"), "apostrophe"),
    (re.compile(r"\b(?:non|self|semi|anti|co|counter|multi|pre|re|sub|well|part|over|under|inter)"
                r" - \w", re.I), "hyphen"),
    (re.compile(r"[(\[“] | [)\]”]"), "bracket"),
    (re.compile(r"\w [.,;:](?=\s|$)"), "punctuation"),
    (re.compile(r"\S[ \u3000]+[，。；：）」』、]"), "full-width"),
)
_TOKEN_KINDS = {"apostrophe": _("apostrophe"), "hyphen": _("hyphen"), "bracket": _("bracket or quote"),
                "punctuation": _("punctuation"), "full-width": _("full-width punctuation")}


def markers(text: str) -> Counter:
    """Footnote markers (``*``, ``†``, superscripts ``¹⁾``) and how often each occurs."""
    clean = _PLACEHOLDER_RE.sub(" ", text)
    return Counter(m.group() for m in _MARKER_RE.finditer(clean))


def _question_marks(text: str, lang: str) -> list[tuple[int, int, str]]:
    """Suspicious ``?``: a lost dash or bullet.  Returns (start, end, kind) per run."""
    found = []
    for match in re.finditer(r"\?(?:[ \t]*\?)*", text):
        start, end = match.span()
        before = text[:start]
        line_start = before.rstrip(" \t\u3000\u00a0").endswith("\n") or not before.strip(" \t\u3000\u00a0")
        if line_start:
            found.append((start, end, "bullet"))
        elif start > 0 and text[start - 1] in " \t" and end < len(text) and text[end] in " \t":
            found.append((start, end, "dash"))
        elif end < len(text) and (text[end].isalpha() or _is_cjk(text[end])):
            found.append((start, end, "dash"))
        elif lang == "zh" and end < len(text) and text[end] == " " and end + 1 < len(text):
            found.append((start, end, "dash"))
    return found


# ---------------------------------------------------------------- terminology

class Term(NamedTuple):
    en: re.Pattern
    en_text: str
    accepted: dict[str, list[re.Pattern]]
    near_miss: dict[str, list[tuple[str, re.Pattern]]]
    confusable: dict[str, list[tuple[str, re.Pattern]]]
    expect: frozenset[str]


_GREEK_ENDINGS = ("ουσ", "εισ", "ων", "ου", "οσ", "ον", "οι", "ησ", "εσ", "ασ", "η", "α", "ο", "ε", "ι", "σ")
"""Greek inflection endings, accent-free and case-folded (final ς is folded to σ)."""


def _stem(word: str) -> str:
    for ending in _GREEK_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[:-len(ending)]
    return word


def _form_pattern(form: str, lang: str) -> re.Pattern:
    if form.startswith("re:"):
        return re.compile(form[3:], re.IGNORECASE)
    if lang == "zh":
        return re.compile(re.escape(form))
    words = _fold(form).split()
    parts = []
    for word in words:
        if len(word) >= 4 and word[-1].isalpha() and re.search(r"[\u0370-\u03ff]", word):
            parts.append(re.escape(_stem(word)) + r"\w*")
        else:
            parts.append(re.escape(word))
    return re.compile(r"(?<!\w)" + r"\s+".join(parts) + r"(?!\w)")


def _en_pattern(term: str) -> re.Pattern:
    if term.startswith("re:"):
        return re.compile(term[3:] + r"(?:s|es)?(?!\w)", re.IGNORECASE)
    return re.compile(r"(?<![\w-])" + re.escape(_fold(term)) + r"(?:s|es)?(?!\w)")


def load_glossary(path: Path | str | None = None) -> list[Term]:
    """Read the glossary (default ``helper/catalog/glossary.yaml``) into compiled terms."""
    return list(_load_glossary(str(path or GLOSSARY_PATH)))


@lru_cache(maxsize=4)
def _load_glossary(path: str) -> tuple[Term, ...]:
    import yaml

    with open(path, encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    terms = []
    for entry in data["terms"]:
        langs = [lang for lang in ("zh", "el") if lang in entry]
        accepted, near, confusable = {}, {}, {}
        for lang in langs:
            spec = entry[lang] or {}
            accepted[lang] = [_form_pattern(f, lang) for f in spec.get("accepted", [])]
            near[lang] = [(f, _form_pattern(f, lang)) for f in spec.get("near_miss", [])]
            confusable[lang] = [(f, _form_pattern(f, lang)) for f in spec.get("confusable", [])]
        terms.append(Term(_en_pattern(entry["en"]), entry["en"].removeprefix("re:"), accepted, near,
                          confusable, frozenset(entry.get("expect", langs))))
    return tuple(terms)


def _term_text(text: str, lang: str) -> str:
    text = _repair_tokens(halfwidth(text))
    return text if lang == "zh" else _fold(text)


# ---------------------------------------------------------------- translate-toolkit

_TT_UNAVAILABLE = object()
_tt_checkers: dict[str, object] = {}


def _tt_checker(lang: str):
    """translate-toolkit's StandardChecker for ``lang``, or None if it is not installed."""
    if lang not in _tt_checkers:
        try:
            from translate.filters import checks as tt_checks
        except ImportError:
            _tt_checkers[lang] = _TT_UNAVAILABLE
        else:
            _tt_checkers[lang] = tt_checks.StandardChecker(
                checkerconfig=tt_checks.CheckerConfig(targetlanguage=lang))
    checker = _tt_checkers[lang]
    return None if checker is _TT_UNAVAILABLE else checker


def toolkit_available() -> bool:
    """True when translate-toolkit can be imported (its generic checks then run)."""
    return _tt_checker("en") is not None


def _tt_run(checker, name: str, source: str, target: str) -> list[str]:
    """Run one translate-toolkit test; return its failure messages (empty when it passes)."""
    from translate.filters.checks import FilterFailure

    try:
        getattr(checker, name)(source, target)
    except FilterFailure as failure:
        return [str(m) for m in getattr(failure, "messages", [failure])] or [str(failure)]
    return []


# ---------------------------------------------------------------- single-text checks

_ZH_DOUBLED_RE = re.compile(r"(的)的(?!确)|(?<!不)(了)了(?!之)|([在和与及将被把其之于])\3")
_WORD_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_LEGIT_DOUBLES = {"had", "that", "is", "ha", "bye", "no", "so", "very"}


def _doubled_words(text: str, lang: str) -> list[tuple[int, int]]:
    """Spans of a Latin/Greek word written twice in a row ("the the", "του του")."""
    if lang == "zh" and not re.search(r"[A-Za-z\u0370-\u03ff]", text):
        return []
    checker = _tt_checker(lang if lang != "zh" else "en")
    if checker is not None and not _tt_run(checker, "doublewords", "", text):
        return []
    spans = []
    words = list(_WORD_RE.finditer(text))
    for first, second in zip(words, words[1:]):
        a, b = first.group().casefold(), second.group().casefold()
        if a == b and a not in _LEGIT_DOUBLES and len(a) > 0 and re.fullmatch(r"\s+", text[first.end():second.start()]):
            spans.append((first.start(), second.end()))
    return spans


def check_single(text: str, lang: str, paragraph: str, domain: str, *, ui_lang: str = "en",
                 side: str = "target", source_text: str | None = None) -> list[Finding]:
    """Checks that need no counterpart: brackets, encoding damage, doubled, misspelt terms.

    ``lang`` is the language of ``text`` (``en``, ``el`` or ``zh``); findings
    are reported for catalogue language ``lang`` unless the caller changes it.
    """
    findings: list[Finding] = []
    where = _where(ui_lang, side)

    def add(check, severity, message, fragment):
        findings.append(Finding(lang, paragraph, check, severity, message, fragment, domain,
                                source_text, side))

    clean = halfwidth(text)
    for problem in bracket_problems(text):
        fragment = _context(text, problem.position, problem.position + 1, 0, 24) \
            if problem.kind == "unclosed" else _context(text, problem.position, problem.position + 1, 24, 0)
        if problem.kind == "unclosed":
            message = _say(ui_lang, _("'{char}' is never closed {where}"), char=problem.char, where=where)
        else:
            message = _say(ui_lang, _("'{char}' closes a bracket that was never opened {where}"),
                           char=problem.char, where=where)
        add("brackets", ERROR, message, fragment)

    for match in _MOJIBAKE_RE.finditer(text):
        if match.group() == "\ufffd":
            message = _say(ui_lang, _("replacement character U+FFFD (a character lost in conversion) {where}"),
                           where=where)
        else:
            message = _say(ui_lang, _("mojibake '{chars}' (UTF-8 read as Latin-1 or cp1252) {where}"),
                           chars=match.group(), where=where)
        add("encoding", ERROR, message, _context(text, match.start(), match.end(), 4, 4))
    for match in re.finditer(r"(?<=[0-9A-Za-z\u0391-\u03a9])©", text):
        message = _say(ui_lang, _("'©' after a law reference {where}: '(c)' damaged"), where=where)
        add("encoding", ERROR, message, _context(text, match.start(), match.end(), 5, 0))
    for start, end, kind in _question_marks(text, lang):
        if kind == "bullet":
            message = _say(ui_lang, _("'?' at the start of a line (a lost bullet or space) {where}"),
                           where=where)
            add("encoding", ERROR, message, "?")
        else:
            message = _say(ui_lang, _("'?' where a dash or other character was lost {where}"), where=where)
            add("encoding", ERROR, message, _context(text, start, end, 4, 3))
    damage = list(_TOKEN_DAMAGE[:-1]) if lang in ("en", "el") else [_TOKEN_DAMAGE[-1]]
    for regex, kind in damage:
        matches = list(regex.finditer(clean if kind != "full-width" else text))
        if matches:
            first_match = matches[0]
            message = _say(ui_lang, _("tokenisation damage ({kind} spacing, {count}×) {where}"),
                           kind=_say(ui_lang, _TOKEN_KINDS[kind]), count=len(matches), where=where)
            add("encoding", WARNING, message,
                _context(text, first_match.start(), first_match.end(), 6, 4))

    for start, end in _doubled_words(text, lang):
        message = _say(ui_lang, _("word written twice: '{words}' {where}"), words=text[start:end], where=where)
        add("doubled", ERROR, message, text[start:end])
    if lang == "zh":
        for match in _ZH_DOUBLED_RE.finditer(text):
            message = _say(ui_lang, _("character written twice: '{chars}' {where}"), chars=match.group(),
                           where=where)
            add("doubled", ERROR, message, match.group())

    if lang in ("zh", "el"):
        folded = _term_text(text, lang)
        for term in load_glossary():
            for form, pattern in term.near_miss.get(lang, []):
                for match in pattern.finditer(folded):
                    message = _say(ui_lang, _("'{found}' is a misspelling of the term for '{term}' {where}"),
                                   found=form, term=term.en_text, where=where)
                    add("terminology", ERROR, message, form)
    return findings


# ---------------------------------------------------------------- pair checks

_NATIONAL_RE = re.compile(r"Ελλάδ|ΕΟΜ|ελληνικ|Greece|Greek|China|Chinese|中国|我国|桥牌协会|桥协|national|"
                          r"εθνικ|全国|国内|本国", re.IGNORECASE)


def _substantive(content: str, text: str) -> bool:
    """A parenthetical that says something (not "(s)", "(d)", "(Law 12C2)", "(TOML)")."""
    stripped = content.strip()
    refs = extract_refs(stripped)
    rest = _spans_without(stripped, [(r.start, r.end) for r in refs])
    rest = re.sub(r"\b(?:see|also|but|the|Laws?|above|below|following|hereunder|βλέπε|επίσης|αλλά|την|τον|"
                  r"το|τη|στην|Νόμ\w*|παρ[άα]γρ[άα]φ\w*|παρακάτω|παραπάνω)\b|参阅|参见|见|本条|上述|下述",
                  " ", rest, flags=re.IGNORECASE)
    words = re.findall(r"[^\W\d_]{2,}", rest)
    cjk = sum(1 for c in rest if _is_cjk(c))
    return len(words) >= 2 or cjk >= 3


def _one_language(source: str, target: str) -> tuple[list[Parenthetical], list[Parenthetical]]:
    """Substantive parentheticals present on one side only: (extra in target, missing from target).

    Parentheticals are matched in order by relative position (their start as a
    fraction of the text) and relative length; what has no partner is one-language.
    """
    src = [p for p in parentheticals(source) if _substantive(p.content, source)]
    tgt = [p for p in parentheticals(target) if _substantive(p.content, target)]
    if not src or not tgt:
        return tgt, src
    len_s, len_t = max(len(source), 1), max(len(target), 1)

    def cost(s: Parenthetical, t: Parenthetical) -> float:
        pos = abs(s.start / len_s - t.start / len_t)
        rs, rt = (s.end - s.start) / len_s, (t.end - t.start) / len_t
        ratio = max(rs, rt) / max(min(rs, rt), 1e-6)
        national = bool(_NATIONAL_RE.search(t.content)) and not _NATIONAL_RE.search(s.content)
        return pos + 0.25 * (ratio - 1) + (10 if national else 0)

    # order-preserving alignment (edit distance), skipping costs 0.6
    n, m = len(src), len(tgt)
    skip = 0.6
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        for j in range(m + 1):
            if i == 0 and j == 0:
                continue
            options = []
            if i and j:
                options.append(best[i - 1][j - 1] + cost(src[i - 1], tgt[j - 1]))
            if i:
                options.append(best[i - 1][j] + skip)
            if j:
                options.append(best[i][j - 1] + skip)
            best[i][j] = min(options)
    extra, missing = [], []
    i, j = n, m
    while i or j:
        if i and j and best[i][j] == best[i - 1][j - 1] + cost(src[i - 1], tgt[j - 1]):
            i, j = i - 1, j - 1
        elif i and best[i][j] == best[i - 1][j] + skip:
            missing.append(src[i - 1])
            i -= 1
        else:
            extra.append(tgt[j - 1])
            j -= 1
    return extra[::-1], missing[::-1]


def check_pair(source_en: str, target: str, lang: str, paragraph: str, domain: str, *,
               fuzzy: bool = False, comment: str = "", ui_lang: str = "en",
               flags: Iterable[str] = ()) -> list[Finding]:
    """Compare English ``source_en`` with its translation ``target`` in ``lang`` (``el``/``zh``).

    Runs the single-text checks on both texts (findings on the English are
    ``side="source"``), then the comparisons.  An empty ``target`` is one
    ``untranslated`` warning (the English is still checked).  ``fuzzy``: the
    entry is fuzzy (an older edition's text): a ``fuzzy`` warning, an error if
    ``comment`` (the entry's comments) does not name its origin, and every
    comparison is a warning.  ``flags``: the entry's PO flags; ``python-format``
    / ``python-brace-format`` switch on translate-toolkit's placeholder checks.
    """
    flags = set(flags)
    findings = [replace(f, lang=lang) for f in
                check_single(source_en, "en", paragraph, domain, ui_lang=ui_lang, side="source")]

    def add(check, severity, message, fragment, side="target"):
        if fuzzy and severity == ERROR and check in ("law-reference", "number", "brackets", "markers",
                                                     "one-language", "terminology", "printf",
                                                     "python-brace-format", "escapes"):
            severity = WARNING
        findings.append(Finding(lang, paragraph, check, severity, message, fragment, domain,
                                source_en, side))

    if fuzzy:
        if domain == "messages" or re.search(r"\b(?:1997|2007)\b|edition|sentence pair|版", comment,
                                             re.IGNORECASE):
            origin = _origin(comment)
            add("fuzzy", WARNING, _say(ui_lang, _("fuzzy: an older text awaiting review ({origin})"),
                                       origin=origin) if origin else
                _say(ui_lang, _("fuzzy: a guessed translation awaiting review")), "fuzzy")
        else:
            findings.append(Finding(lang, paragraph, "fuzzy", ERROR, _say(
                ui_lang, _("fuzzy entry whose comments do not name its origin or edition")), "fuzzy",
                domain, source_en, "target"))
    if not target.strip():
        add("untranslated", WARNING, _say(ui_lang, _("not translated")), "")
        return findings

    for finding in check_single(target, lang, paragraph, domain, ui_lang=ui_lang, side="target",
                                source_text=source_en):
        if fuzzy and finding.check in ("brackets",) and finding.severity == ERROR:
            finding.severity = WARNING
        findings.append(finding)

    # one-language text first: a national note is not compared again (references,
    # numbers and terms inside it are its own); other unmatched parentheticals are
    # warnings in law texts only (interface translations may gloss freely)
    extra, missing = _one_language(source_en, target)
    national = [p for p in extra if _NATIONAL_RE.search(p.content)]
    for p in extra:
        if p in national:
            message = _say(ui_lang, _("parenthetical only in the translation (a national note?): '{text}'"),
                           text=_short(target[p.start:p.end]))
            add("one-language", ERROR, message, target[p.start:p.end])
        elif domain != "messages":
            message = _say(ui_lang, _("parenthetical only in the translation: '{text}'"),
                           text=_short(target[p.start:p.end]))
            add("one-language", WARNING, message, target[p.start:p.end])
    if domain != "messages":
        for p in missing:
            message = _say(ui_lang, _("parenthetical of the English missing in the translation: '{text}'"),
                           text=_short(source_en[p.start:p.end]))
            add("one-language", WARNING, message, source_en[p.start:p.end], side="source")
    target_cmp = _spans_without(target, [(p.start, p.end) for p in national])
    source_cmp = source_en

    # law references
    src_refs, tgt_refs = extract_refs(source_cmp), extract_refs(target_cmp)
    src_keys, tgt_keys = Counter(r.key for r in src_refs), Counter(r.key for r in tgt_refs)
    missing_keys = [k for k in src_keys if k not in tgt_keys]
    added_keys = [k for k in tgt_keys if k not in src_keys]
    first = {}
    for r in src_refs + tgt_refs:
        first.setdefault(("s" if r in src_refs else "t", r.key), r.text)
    for key in list(missing_keys):
        partner = next((a for a in added_keys if _same_family(key, a)), None)
        if partner is not None:
            missing_keys.remove(key)
            added_keys.remove(partner)
            message = _say(ui_lang, _("law reference differs: '{source}' in the English, '{target}' in the translation"),
                           source=first[("s", key)], target=first[("t", partner)])
            add("law-reference", ERROR, message, f"{first[('s', key)]} / {first[('t', partner)]}", "both")
    for key in missing_keys:
        message = _say(ui_lang, _("law reference '{ref}' of the English is missing in the translation"),
                       ref=first[("s", key)])
        add("law-reference", ERROR, message, first[("s", key)], "source")
    for key in added_keys:
        message = _say(ui_lang, _("law reference '{ref}' in the translation is not in the English"),
                       ref=first[("t", key)])
        add("law-reference", ERROR, message, first[("t", key)])

    # numbers (outside references)
    src_nums = extract_numbers(source_cmp, "en", [(r.start, r.end) for r in src_refs])
    tgt_nums = extract_numbers(target_cmp, lang, [(r.start, r.end) for r in tgt_refs])
    src_set, tgt_set = {n.key: n for n in src_nums}, {n.key: n for n in tgt_nums}
    lost = [k for k in src_set if k not in tgt_set]
    gained = [k for k in tgt_set if k not in src_set]
    for key in list(lost):
        partner = next((g for g in gained if g.rstrip("%") == key.rstrip("%")), None)
        if partner is None and len(lost) == 1 and len(gained) == 1:
            partner = gained[0]
        if partner is not None:
            lost.remove(key)
            gained.remove(partner)
            message = _say(ui_lang, _("number differs: {source} in the English, {target} in the translation"),
                           source=src_set[key].text, target=tgt_set[partner].text)
            add("number", ERROR, message, f"{src_set[key].text} / {tgt_set[partner].text}", "both")
    for key in lost:
        message = _say(ui_lang, _("number {number} of the English is missing in the translation"),
                       number=src_set[key].text)
        add("number", ERROR, message, src_set[key].text, "source")
    for key in gained:
        message = _say(ui_lang, _("number {number} in the translation is not in the English"),
                       number=tgt_set[key].text)
        add("number", ERROR, message, tgt_set[key].text)

    # bracket kinds
    # bracket kinds, outside law references ("12Γ1(γ)" for "12C1©") and national notes;
    # interface translations may add glosses in ( ), so only [ ] is compared there
    src_kinds = bracket_kinds(_spans_without(source_cmp, [(r.start, r.end) for r in src_refs]))
    tgt_kinds = bracket_kinds(_spans_without(target_cmp, [(r.start, r.end) for r in tgt_refs]))
    if domain == "messages":
        src_kinds, tgt_kinds = src_kinds & {"[]"}, tgt_kinds & {"[]"}
    for kind in sorted(src_kinds - tgt_kinds):
        add("brackets", WARNING, _say(ui_lang, _("brackets {kind} of the English are not in the translation"),
                                      kind=kind), kind, "source")
    for kind in sorted(tgt_kinds - src_kinds):
        add("brackets", WARNING, _say(ui_lang, _("brackets {kind} in the translation are not in the English"),
                                      kind=kind), kind)

    # markers
    src_marks, tgt_marks = markers(source_cmp), markers(target_cmp)
    if src_marks != tgt_marks:
        only_src = sorted((src_marks - tgt_marks).elements())
        only_tgt = sorted((tgt_marks - src_marks).elements())
        fragment = f"{' '.join(only_src) or '-'} / {' '.join(only_tgt) or '-'}"
        message = _say(ui_lang, _("footnote markers differ: '{source}' in the English, '{target}' in the translation"),
                       source=" ".join(only_src) or "-", target=" ".join(only_tgt) or "-")
        add("markers", ERROR, message, fragment, "both")

    # encoding: "©" or "?" on one side where the other has "(c)" or a dash
    for text_a, text_b, side in ((source_en, target, "source"), (target, source_en, "target")):
        for match in re.finditer("©", text_a):
            if "©" not in text_b and not re.match(r"[0-9A-Za-z\u0391-\u03a9]", text_a[match.start() - 1:match.start()]):
                fragment = _context(text_a, match.start(), match.end(), 5, 0)
                message = _say(ui_lang, _("'©' {where} where the other text has no ©: probably '(c)' damaged"),
                               where=_where(ui_lang, side))
                add("encoding", ERROR, message, fragment, side)

    # terminology
    src_terms, tgt_terms = _term_text(source_cmp, "en"), _term_text(target_cmp, lang)
    for term in load_glossary():
        if lang not in term.accepted or not term.en.search(src_terms):
            continue
        if any(p.search(tgt_terms) for p in term.accepted[lang]):
            continue
        confused = [form for form, p in term.confusable.get(lang, []) if p.search(tgt_terms)]
        if confused:
            message = _say(ui_lang, _("'{found}' where the term for '{term}' is expected"),
                           found=confused[0], term=term.en_text)
            add("terminology", ERROR, message, confused[0])
        elif lang in term.expect and not any(p.search(tgt_terms) for _f, p in term.near_miss.get(lang, [])):
            message = _say(ui_lang, _("the term for '{term}' is not in the translation"), term=term.en_text)
            add("terminology", WARNING, message, term.en_text, "source")

    # placeholders exactly as the running helper judges them (helper.i18n): a
    # translation failing this is never shown, the English is (issue 7 C3)
    if domain == "messages":
        from helper.i18n import placeholder_problem

        problem = placeholder_problem(source_en, target)
        if problem:
            reasons = {
                "braces": _("its braces do not pair"),
                "unknown": _("a placeholder the English does not have (a misspelt name, or a dot, bracket or colon in it)"),
                "missing": _("a placeholder of the English is missing"),
                "percent": _("its % placeholders differ from the English"),
            }
            add("placeholders", ERROR, _say(ui_lang, _("placeholders: {reason}; the helper shows the English instead"),
                                            reason=_say(ui_lang, reasons[problem])), target)

    # translate-toolkit's generic checks
    checker = _tt_checker(lang)
    if checker is not None:
        wanted = []
        if "python-format" in flags:
            wanted.append(("printf", "printf"))
        if "python-brace-format" in flags or (domain == "messages" and "{" in source_en + target):
            wanted.append(("pythonbraceformat", "python-brace-format"))
        if domain == "messages":
            wanted.append(("escapes", "escapes"))
        for name, check in wanted:
            for failure in _tt_run(checker, name, source_en, target):
                add(check, ERROR, _say(ui_lang, _("translate-toolkit {check}: {detail}"), check=name,
                                       detail=failure), failure)
    unique: dict[tuple, Finding] = {}
    for finding in findings:
        unique.setdefault((finding.check, finding.side, finding.fragment, finding.message), finding)
    return list(unique.values())


def _same_family(a: str, b: str) -> bool:
    """Two reference keys that probably mean the same place (same law, or both relative)."""
    if a.startswith("§") or b.startswith("§"):
        return a.startswith("§") and b.startswith("§")
    return re.match(r"\d+", a).group() == re.match(r"\d+", b).group()


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _origin(comment: str) -> str:
    """The comment line naming a fuzzy entry's origin ("sentence pair S6 (older edition ...)")."""
    for line in comment.splitlines():
        if re.search(r"\b(?:1997|2007)\b|edition|sentence pair|版", line, re.IGNORECASE):
            return line.removeprefix("zh: ").strip()
    return ""


# ---------------------------------------------------------------- catalogues

def check_catalogues(root: Path | str | None = None, langs: Iterable[str] = ("el", "zh"),
                     domains: Iterable[str] = ("laws", "messages"), *, ui_lang: str = "en",
                     pairs: bool | None = None, laws_1997: bool | None = None) -> list[Finding]:
    """Run every check over the real texts.

    ``root``: the checkout (default: the running checkout or installed data).
    For each language in ``langs`` and domain in ``domains``: every entry of
    its ``.po`` (laws: paragraph = msgctxt; messages: paragraph = msgid).  When
    ``"zh"`` is in ``langs`` and ``pairs`` / ``laws_1997`` are true (default:
    when ``"laws"`` is in ``domains``), also the
    sentence pairs of ``laws_text/`` (domain ``"pairs"``, paragraph ``"pair
    S4"``) and the 1997 Chinese paragraphs and their titles (domain
    ``"laws-1997"``, paragraph ``"1997|81A"``, ``"1997|81A|title"``).
    A missing catalogue file is skipped.
    """
    import polib

    from helper.catalog.build import catalog_path

    base = _data_root(root)
    findings: list[Finding] = []
    langs, domains = tuple(langs), tuple(domains)
    pairs = "laws" in domains if pairs is None else pairs
    laws_1997 = "laws" in domains if laws_1997 is None else laws_1997
    for lang in langs:
        for domain in domains:
            path = catalog_path(base, lang, domain)
            problems = catalogue_problems(path, catalog_path(base, None, domain), domain, ui_lang)
            findings.extend(Finding(lang, f"{domain}.po", "catalogue", ERROR, message, fragment, domain)
                            for message, fragment in problems)
            if problems:
                continue
            for entry in polib.pofile(str(path)):
                if entry.obsolete or not entry.msgid:
                    continue
                paragraph = entry.msgctxt if domain == "laws" else entry.msgid
                comment = "\n".join(c for c in (entry.comment, entry.tcomment) if c)
                targets = ([entry.msgstr_plural[k] for k in sorted(entry.msgstr_plural)]
                           if entry.msgid_plural else [entry.msgstr])
                sources = [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])
                for index, target in enumerate(targets):
                    source = sources[min(index, len(sources) - 1)]
                    findings.extend(check_pair(source, target, lang, paragraph or "", domain,
                                               fuzzy=entry.fuzzy, comment=comment, ui_lang=ui_lang,
                                               flags=entry.flags))
    if "zh" in langs and (pairs or laws_1997):
        from helper.laws.loader import read_book
        from helper.laws.model import LawBook

        book = LawBook(**read_book(base / "laws_text")) if root is not None else LawBook.load()
        if pairs:
            for pair in book.pairs:
                findings.extend(check_pair(pair.en.text, pair.zh.text, "zh", f"pair {pair.id}", "pairs",
                                           ui_lang=ui_lang))
        if laws_1997:
            for paragraph in book.paragraphs("1997"):
                for key, texts in (("", paragraph.texts), ("|title", paragraph.headings)):
                    if "zh" in texts:
                        findings.extend(check_single(texts["zh"].text, "zh", f"1997|{paragraph.id}{key}",
                                                     "laws-1997", ui_lang=ui_lang))
    return findings


def _data_root(root: Path | str | None) -> Path:
    # The reviewer's checkout when there is one (see helper.paths.repo_root),
    # else the installed data.
    if root is not None:
        return Path(root)
    from helper.paths import locales_dir, repo_root

    return repo_root() or locales_dir().parent


# ---------------------------------------------------------------- baseline

@dataclass(frozen=True)
class BaselineEntry:
    """An accepted known defect: ``lang`` and ``paragraph`` are shell patterns (``1997|*``)."""

    lang: str
    paragraph: str
    check: str
    fragment: str
    reason: str

    def matches(self, finding: Finding) -> bool:
        return (finding.check == self.check and finding.fragment == self.fragment
                and fnmatch.fnmatchcase(finding.lang, self.lang)
                and fnmatch.fnmatchcase(finding.paragraph, self.paragraph))


def load_baseline(path: Path | str | None = None) -> list[BaselineEntry]:
    """Read the baseline (default ``helper/catalog/baseline.yaml``); a missing file is empty.

    Raises ValueError for an entry without a reason or with an unknown check.
    """
    import yaml

    path = Path(path or BASELINE_PATH)
    if not path.is_file():
        return []
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    entries = []
    for item in data.get("accepted", []):
        entry = BaselineEntry(str(item["lang"]), str(item["paragraph"]), str(item["check"]),
                              str(item.get("fragment", "")), str(item.get("reason", "")).strip())
        if not entry.reason:
            raise ValueError(f"baseline entry without a reason: {item!r}")
        if entry.check not in CHECKS:
            raise ValueError(f"baseline entry with an unknown check {entry.check!r}: {item!r}")
        entries.append(entry)
    return entries


def apply_baseline(findings: Iterable[Finding], baseline: Path | str | list[BaselineEntry] | None = None
                   ) -> tuple[list[Finding], list[Finding]]:
    """Split ``findings`` into (new, accepted).

    A finding is accepted when a baseline entry matches its lang, paragraph
    (shell patterns), check and fragment (exactly); accepted findings are
    copies whose ``accepted`` field holds the entry's reason.
    """
    entries = baseline if isinstance(baseline, list) else load_baseline(baseline)
    new, accepted = [], []
    for finding in findings:
        entry = next((e for e in entries if e.matches(finding)), None)
        if entry is None:
            new.append(finding)
        else:
            accepted.append(replace(finding, accepted=entry.reason))
    return new, accepted


def unused_baseline(findings: Iterable[Finding], baseline: Path | str | list[BaselineEntry] | None = None
                    ) -> list[BaselineEntry]:
    """Baseline entries that match none of ``findings`` (fixed defects: remove them)."""
    entries = baseline if isinstance(baseline, list) else load_baseline(baseline)
    findings = list(findings)
    return [e for e in entries if not any(e.matches(f) for f in findings)]


def errors(findings: Iterable[Finding]) -> list[Finding]:
    """The findings of severity error (for an exit code)."""
    return [f for f in findings if f.severity == ERROR]


def catalogue_problems(path: Path, template: Path, domain: str, ui_lang: str = "en") -> list[tuple[str, str]]:
    """Faults of a catalogue file as a whole: missing, not a valid PO file (the
    first syntax error, as Babel's strict reader finds it), or entries of the
    template missing or written twice. Returns (message, fragment) pairs."""
    import polib
    from babel.messages.pofile import PoFileError, read_po

    if not path.is_file():
        return [(_say(ui_lang, _("the catalogue file is missing: {file}"), file=path.name), str(path))]
    try:
        with path.open("rb") as handle:
            read_po(handle, abort_invalid=True)
        entries = [e for e in polib.pofile(str(path)) if not e.obsolete and e.msgid]
    except (OSError, PoFileError, ValueError, UnicodeDecodeError) as exc:
        return [(_say(ui_lang, _("not a valid PO file: {reason}"), reason=exc), str(path))]
    if not template.is_file():
        return []
    keys = [(e.msgctxt, e.msgid) for e in entries]
    expected = {(e.msgctxt, e.msgid) for e in polib.pofile(str(template)) if not e.obsolete and e.msgid}
    problems = []
    for context, msgid in sorted(expected - set(keys), key=str):
        name = context if domain == "laws" else msgid
        problems.append((_say(ui_lang, _("entry missing from the catalogue: {entry}"), entry=name), name))
    for key in sorted({k for k in keys if keys.count(k) > 1}, key=str):
        name = key[0] if domain == "laws" else key[1]
        problems.append((_say(ui_lang, _("entry written twice: {entry}"), entry=name), name))
    return problems
