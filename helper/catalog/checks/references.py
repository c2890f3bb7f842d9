"""Law references in the three languages (``12C1(c)``, ``12Γ1(γ)``, ``第12条C款1项(c)``, "C2 below")."""

from __future__ import annotations

import re
from typing import NamedTuple

from helper.laws.citation import CitationError, parse
from helper.catalog.checks.common import halfwidth


_GREEK_SECTION = {"Α": "A", "Β": "B", "Γ": "C", "Δ": "D", "Ε": "E", "ΣΤ": "F", "Ζ": "G", "Η": "H"}
_GREEK_SUB = {"α": "a", "β": "b", "γ": "c", "δ": "d", "ε": "e", "στ": "f", "ζ": "g", "η": "h"}

_SEC = r"(?:ΣΤ|[A-HΑΒΓΔΕΖΗ])"
_SUB = r"(?:\((?:στ|[a-hα-η])\)|©)"
_ROMAN = r"\((?:i|ii|iii|iv|v|vi|vii|viii)\)"
# a Greek sub-paragraph letter run on without brackets, right after a section's number: "12Γ1ε" (fix9k)
_GSUB_BARE = r"(?:(?<=[A-HΑΒΓΔΕΖΗ]\d)|(?<=[A-HΑΒΓΔΕΖΗ]\d\d))(?:στ|[α-η])(?![^\W\d_])"
_ID = rf"\d{{1,2}}(?:{_SEC}\d{{0,2}})?(?:{_SUB}|{_GSUB_BARE})?(?:{_ROMAN})?"
_REL = rf"(?:{_SEC}\d{{0,2}}(?:{_SUB})?(?:{_ROMAN})?|{_SUB}(?:{_ROMAN})?)"
_LIST_SEP = r"\s*(?:,|and|or|και|ή|&)\s*"
_B = r"(?<![\w(])"
# what may follow an id: not a Latin or Greek letter or a digit (a word's middle), but a Chinese character may:
# "12C1(e)款", "78D、86B3及" (fix9k)
_END = r"(?![0-9A-Za-z_\u0370-\u03ff\u1f00-\u1fff])"

# "Law 12C1(c)", "Laws 78D, 86B3", "Νόμο 12Γ1(γ)", "Νόμους 78Δ, 86Β3"
_ABS_WORD_RE = re.compile(rf"\b(?:laws?|νόμ(?:ος|ου|ο|οι|ους|ων|ουσ))\s+({_ID}(?:{_LIST_SEP}{_ID}{_END})*)",
                          re.IGNORECASE)
# bare two-digit ids with a section letter: "12C2(a)", "86Β" (never "4H", a contract); right after a
# Chinese word too ("另见12C1(d)", fix9j), never inside a Latin or Greek word
# (a Chinese character may follow: "12C1(e)款", "规则78D、86B3及"; fix9k)
_ABS_BARE_RE = re.compile(rf"(?<![0-9A-Za-z_\u0370-\u03ff\u1f00-\u1fff])(\d{{2}}{_SEC}\d{{0,2}}(?:{_SUB}|{_GSUB_BARE})?"
                          rf"(?:{_ROMAN})?){_END}")
# Greek, the law's number after or before the paragraph: "παράγραφος Γ2(δ) του Νόμου 12", "Νόμος 12, παράγραφος
# Γ1(ε)": one absolute reference, 12C2(d) and 12C1(e) (fix9k)
_EL_PARA_OF_LAW_RE = re.compile(rf"παρ[άα]γρ[άα]φ\w*\s+({_SEC}\d{{0,2}}(?:{_SUB}|{_GSUB_BARE})?(?:{_ROMAN})?)"
                                rf"\s+του\s+(?:ίδιου\s+)?Νόμου\s+(\d{{1,2}})(?!\d)")
_EL_LAW_PARA_RE = re.compile(rf"\bΝόμ(?:ος|ου|ο)\s+(\d{{1,2}}),?\s+παρ[άα]γρ[άα]φ\w*\s+"
                             rf"({_SEC}\d{{0,2}}(?:{_SUB}|{_GSUB_BARE})?(?:{_ROMAN})?)")
# Chinese: "第12条", "第12条C款", "第81条C款9", "第12条C款2项(a)"
# (numbers in Chinese numerals too: "第十二条C款一项(d)" is 12C1(d), fix9i)
_ZH_N = "(?:\\d{1,2}|[一二三四五六七八九十]{1,3})"
# (and the section run on without 款: "第12条C1(d)" is 12C1(d) too, fix9j)
# (and 第 before each part, 项 after the item's letter: "第12条第C款第1项(c)", "第12条C款1项(c)项" are 12C1(c), fix9ad)
_ZH_RE = re.compile(rf"第{_ZH_N}条(?:第?[A-H](?:款(?:第?{_ZH_N}项?)?|\d{{1,2}}项?)?)?(?:第?\([a-h]\)项?)?(?:{_ROMAN})?")
_ZH_NUMERAL_RUN = re.compile("[一二三四五六七八九十]{1,3}")
# Chinese, the law's number right after 规则 with no 第/条: "规则6", "规则6和7", "规则12C2" (fix9v)
_ZH_RULE_ID = rf"\d{{1,2}}(?:[A-H]\d{{0,2}})?(?:\([a-h]\))?(?:{_ROMAN})?"
_ZH_RULE_RE = re.compile(rf"规则\s*({_ZH_RULE_ID}(?:\s*(?:、|和|及|与|或)\s*{_ZH_RULE_ID})*)(?![0-9A-Za-z])")


def _zh_digits(citation: str) -> str:
    """``citation`` with its Chinese numerals written in digits (第十二条C款一项 -> 第12条C款1项)."""
    from helper.catalog.checks.numbers import zh_numeral

    digits = _ZH_NUMERAL_RUN.sub(lambda m: str(zh_numeral(m.group()) or m.group()), citation)
    digits = re.sub(r"(?<=[条款项])第", "", digits).rstrip("项") if "条" in digits else digits  # 第12条第C款第1项(c)项
    return re.sub(r"条([A-H])(\d)", r"条\1款\2", digits)  # 第12条C1(d): 第12条C款1(d)
# relative, English: "C2 below", "(a) and (b) above", "B2 following", "see also C1(d)", "see A above"
_REL_EN_RE = re.compile(
    rf"{_B}((?:[A-H]\d{{0,2}}|[a-h]\d{{1,2}}|\([a-h]\))(?:\([a-h]\))?(?:{_ROMAN})?"
    rf"(?:\s*(?:,|and|or)\s*(?:[A-H]\d{{0,2}}|[a-h]\d{{1,2}}|\([a-h]\))(?:\([a-h]\))?)*)"
    rf"\s+(?:above|below|following|hereunder|hereafter|preceding)\b")
_REL_SEE_RE = re.compile(rf"\b(?:see|in|under|of)\s+(?:also\s+)?([A-H]\d{{1,2}}(?:\([a-h]\))?(?:{_ROMAN})?)(?!\w)", re.I)
# relative, Greek "see (also)": "[βλέπε Γ1(δ)]", "[βλέπε επίσης Γ1(δ)]", "βλ. Γ1(δ)" (fix9j)
_REL_EL_SEE_RE = re.compile(rf"\b(?:βλέπε|βλ\.)\s+(?:(?:επίσης|και)\s+)?((?:{_REL})(?:{_LIST_SEP}{_REL})*)(?!\w)")
# relative, Greek: "παράγραφο Γ2", "παραγράφους (α) και (β)", "παράγραφο δ"
_REL_EL_RE = re.compile(
    rf"παρ[άα]γρ[άα]φ\w*\s+((?:{_REL}|(?:στ|[α-η])(?!\w))(?:{_LIST_SEP}(?:{_REL}|(?:στ|[α-η])(?!\w)))*)")
# relative, Chinese: "本条c2", "上述C款"
# relative, Chinese, in the project's citation style too: "本条c2", "上述C款", "本条C款2项", "下述(d)项"
# and "见上文C1(d)", "另见C1(d)", "参见下文C2" (上文/下文: "above"/"below")
# and coordinated items after one head: "上述(a)项和(b)项", "本条C款2项(a)和(b)", "(a)、(b)及(c)"
# (an item's number in Chinese numerals too, before 项: "本条C款二项", fix9k)
# and with 第 before each part: "本条第C款第2项", "上述第(a)、(b)项" (fix9v)
_ZH_ITEM = r"(?:第?[A-Ha-h]款?(?:第?\d{1,2}项?|第?[一二三四五六七八九十]{1,3}项)?)?(?:第?\([a-h]\)项?)?"
_ZH_LIST_SEP = r"\s*(?:和|及|以及|与|或|、|，|,)\s*"
_REL_ZH_RE = re.compile(r"(?:本条|上述|下述|本款|前款|本项|前项|前述|下列|上文|下文|前文|后文|(?:另|参)?见)\s*"
                        rf"({_ZH_ITEM}(?:{_ZH_LIST_SEP}第?\([a-h]\)项?)*)")
# bare section ids in a Chinese text: "不同于B2的规定", "B2款", "C1(d)项" (a CJK character or full-width
# punctuation before it; never inside a Latin word, a contract "4H" or "IMP"; no F: "按F1" is a key)
_REL_ZH_BARE_RE = re.compile(r"(?<=[\u3400-\u9fff\uff08\u3014\u3010\u3001\uff0c])"
                             rf"([A-EGH]款?(?:\d{{1,2}}项?|[一二三四五六七八九十]{{1,3}}项)(?:\([a-h]\)项?)?(?:{_ZH_LIST_SEP}\([a-h]\)项?)*)(?![A-Za-z0-9])")
# Greek: "(α) και (β) ανωτέρω", "Β2 κατωτέρω", "ανωτέρω παράγραφο Γ2", "εδάφιο (α)", "του παρόντος Νόμου Γ1"
_REL_EL_AFTER_RE = re.compile(
    rf"{_B}({_REL}(?:{_LIST_SEP}{_REL})*)\s+(?:ανωτέρω|κατωτέρω|παραπάνω|παρακάτω|του\s+παρόντος(?:\s+Νόμου)?)")
_REL_EL_BEFORE_RE = re.compile(
    rf"(?:ανωτέρω|κατωτέρω|παραπάνω|παρακάτω|παρόντος(?:\s+Νόμου)?|εδάφ\w*|υποπαρ[άα]γρ[άα]φ\w*|περ[ίι]πτωσ\w*)"
    rf"\s+((?:{_REL})(?:{_LIST_SEP}{_REL})*)")

# Greek, a section cited after its article, as a paragraph (η παράγραφος) is: "η Β2", "της Γ1(δ)", "στη Β2", "στις Β1
# και Β2" (fix9bk, tester 9z: 86B3 "από εκείνη που ορίζει η Β2" was "the reference 'B2' missing"); a section's
# number needed (never a letter alone, "η Α" no citation)
_EL_ARTICLE = r"(?:η|της|τη|την|στη|στην|οι|των|τις|στις|απ[όο]\s+την|απ[όο]\s+τη)"
_REL_EL_ART_RE = re.compile(
    rf"(?<!\w){_EL_ARTICLE}\s+({_SEC}\d{{1,2}}(?:{_SUB})?(?:{_ROMAN})?"
    rf"(?:{_LIST_SEP}{_SEC}\d{{1,2}}(?:{_SUB})?(?:{_ROMAN})?)*){_END}")


class Ref(NamedTuple):
    """A law reference: ``key`` "12C1(c)" (absolute) or "§C2" / "§(d)" (relative), where it is."""

    key: str
    start: int
    end: int
    text: str


def _rel_key(token: str) -> str | None:
    token = token.strip()
    token = token.replace("款", "").replace("项", "").replace("第", "")
    if _ZH_NUMERAL_RUN.search(token):  # C款二项: C2
        from helper.catalog.checks.numbers import zh_numeral

        token = _ZH_NUMERAL_RUN.sub(lambda m: str(zh_numeral(m.group()) or m.group()), token)
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
    taken: set[int] = set()  # the offsets covered by the spans read so far (a list of spans asked with any() made a
    # long text with thousands of references quadratic: fix9bf)

    def add(key: str | None, start: int, end: int) -> None:
        if key and start not in taken:
            refs.append(Ref(key, start, end, text[start:end]))

    for regex, law, paragraph in ((_EL_PARA_OF_LAW_RE, 2, 1), (_EL_LAW_PARA_RE, 1, 2)):
        for match in regex.finditer(clean):
            add(_abs_key(match.group(law) + match.group(paragraph)), match.start(), match.end())
            taken.update(range(*match.span()))
    for match in _ABS_WORD_RE.finditer(clean):
        for item in re.finditer(_ID, match.group(1)):
            add(_abs_key(item.group()), match.start(1) + item.start(), match.start(1) + item.end())
    taken.update(i for m in _ABS_WORD_RE.finditer(clean) for i in range(*m.span()))
    for match in _ZH_RE.finditer(clean):
        add(_abs_key(_zh_digits(match.group())), match.start(), match.end())
        taken.update(range(*match.span()))
    for match in _ZH_RULE_RE.finditer(clean):
        for item in re.finditer(_ZH_RULE_ID, match.group(1)):
            add(_abs_key(item.group()), match.start(1) + item.start(), match.start(1) + item.end())
        taken.update(range(*match.span(1)))
    for match in _ABS_BARE_RE.finditer(clean):
        add(_abs_key(match.group(1)), match.start(1), match.end(1))
        taken.update(range(*match.span(1)))
    for regex in (_REL_EN_RE, _REL_SEE_RE, _REL_EL_SEE_RE, _REL_EL_RE, _REL_EL_AFTER_RE, _REL_EL_BEFORE_RE, _REL_EL_ART_RE,
                  _REL_ZH_RE, _REL_ZH_BARE_RE):
        for match in regex.finditer(clean):
            group_start = match.start(1)
            if not match.group(1).strip():
                continue
            for item in re.finditer(rf"[A-H]款(?:第?\d{{1,2}}项?|第?[一二三四五六七八九十]{{1,3}}项)(?:\([a-h]\))?|{_REL}|(?<!\w)[a-h]\d{{1,2}}|(?<!\w)(?:στ|[α-η])(?!\w)|[A-H]款?\d{{0,2}}",
                                    match.group(1)):
                add(_rel_key(item.group()), group_start + item.start(), group_start + item.end())
            taken.update(range(*match.span()))
    refs.sort(key=lambda r: r.start)
    return refs


ZH_ABOVE = (r"(?<![0-9０-９%％一二三四五六七八九十百千万两半成倍个名副人项岁])以上"
            r"(?=的?(?:所述|所列|规定|方法|办法|做法|方式|程序|原则|各项|各款|各条|几项|条款|规则|情形|情况|内容|处理))")
"""以上 ("the above") as a reference back: before a word of what the law said (以上规定, 以上方法, 以上各项, 以上所述:
12C2(c) "The foregoing is modified" as 以上规定须作修改, 86B3 "proceeds as above" as 按照以上方法处理; fix9bk, tester
9z), never after a number or a count (60%以上, 两人以上: "or more", a bound)."""

BACK_REFERENCES = {
    "en": r"\bas\s+(?:[a-z]+\s+){0,2}?(?:above|below)\b|\b(?:the\s+)?foregoing\b",
    "zh": r"上述|上文|前述|前文|上列|如上|同上|上面|前面|下述|下文|如下|" + ZH_ABOVE,
    "el": r"(?<!\w)(?:παραπάνω|ανωτέρω|ως\s+άνω|προαναφερ\w*|προηγούμεν\w*|παρακάτω|κατωτέρω)(?!\w)",
}
"""A reference to what the law says before or after with no letter of its own, per language (fix9ai): "the Director
proceeds as above" (86B3: 裁判按上述方法处理 or 按照以上方法处理, "ο Διαιτητής πράττει όπως παραπάνω"), "The foregoing is
modified" (12C2(c): 上述规定予以修改 or 以上规定须作修改, "Τα παραπάνω τροποποιούνται"; 以上 only as :data:`ZH_ABOVE`).  The translation's words beside a lettered reference (上述(a)项, "(α)
και (β) ανωτέρω") are that reference's, not counted."""
_BACK = {lang: re.compile(pattern, re.IGNORECASE) for lang, pattern in BACK_REFERENCES.items()}


def back_references_missing(source: str, target: str, lang: str) -> list[tuple[int, int]]:
    """``(start, end)`` in the English ``source`` of its references back (or on) with no letter ("as above", "the
    foregoing": :data:`BACK_REFERENCES`) beyond as many as the translation ``target`` (``zh``/``el``) has, the last
    ones: 86B3's second part replaced by a sentence of the translator's own ("不过，在没有相关规章的情况下，裁判应判给平均分"
    for "however in the absence of a relevant regulation, the Director proceeds as above") no longer says to proceed
    as B2 does (fix9ai).  ``[]`` for another language."""
    if lang not in _BACK:
        return []
    mine = [m.span() for m in _BACK["en"].finditer(source)]
    if not mine:
        return []
    lettered = extract_refs(target)
    theirs = [m for m in _BACK[lang].finditer(target)
              if not any(0 <= r.start - m.end() <= 2 or 0 <= m.start() - r.end <= 2 for r in lettered)]
    return mine[len(theirs):] if len(theirs) < len(mine) else []


_PARAGRAPH_RE = re.compile(r"^\d{4}\|(\d{1,2})(?:([A-H])(\d{1,2})?)?")


def resolve_ref(key: str, paragraph: str) -> str:
    """A relative reference key (``"§C1(d)"``, ``"§(d)"``) made absolute for the law paragraph it is
    written in (``paragraph``: a msgctxt such as ``"2017|12C2(a)"``): ``"12C1(d)"``, ``"12C2(d)"``.

    "C1(d)" in Law 12 is 12C1(d); a bare sub-paragraph "(d)" is a sibling in the same numbered
    paragraph (Law 12C2(b) "(d) hereunder" is 12C2(d)).  An absolute key, or any key in a text that is
    no law paragraph (an interface string), is returned as it is.
    """
    if not key.startswith("§"):
        return key
    match = _PARAGRAPH_RE.match(paragraph or "")
    if match is None:
        return key
    law, section, number = match.groups()
    rest = key[1:]
    if rest[:1].isupper():
        return law + rest
    if section and number:
        return law + section + number + rest
    return key
