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
# (a mark or word of the list written twice, "Νόμοι 12,, 86", "Laws 12 and and 86", or two in a row, "12, and 86": one
# separator, the list going on, so that the doubled finding is the one finding and no law of the list reads missing;
# tester t9cc cc-dbl20)
_LIST_WORD = r"(?:,|and|or|και|ή|&)"
_LIST_SEP = rf"\s*{_LIST_WORD}(?:\s*{_LIST_WORD})?\s*"
# a range of laws, read as its two ends: "Laws 81 to 91", "Laws 81-91", "Νόμων 81 έως 91", "Νόμους 81 μέχρι και 91"
# (fix9fa); the end must be a later law than the start ("Law 86 to 2 boards" is no range)
_RANGE_SEP = r"\s*(?:[-–—]|(?:to|through|έως|ως|μέχρι)(?:\s+και)?\s)\s*"
_B = r"(?<![\w(])"
# what may follow an id: not a Latin or Greek letter or a digit (a word's middle), but a Chinese character may:
# "12C1(e)款", "78D、86B3及" (fix9k)
_END = r"(?![0-9A-Za-z_\u0370-\u03ff\u1f00-\u1fff])"

# "Law 12C1(c)", "Laws 78D, 86B3", "Νόμο 12Γ1(γ)", "Νόμους 78Δ, 86Β3"
# and a list going on in the same law ("Law 12A and B", "Law 86B2(a) and (b)", "Νόμος 12Α και Β": 12A, 12B) or a
# range ("Laws 81 to 91", "Νόμων 81 έως 91": 81, 91) (fix9fa); the relative items case-sensitive ("Law 12 and a
# contestant" cites no 12A)
_ABS_WORD_RE = re.compile(r"\b(?:laws?|νόμ(?:ος|ου|ο|οι|ους|ων|ουσ))\s+(?=\d)", re.IGNORECASE)
_ID_RE = re.compile(_ID, re.IGNORECASE)
_REL_ITEM_RE = re.compile(_REL)
_LIST_SEP_RE = re.compile(_LIST_SEP, re.IGNORECASE)
_RANGE_SEP_RE = re.compile(_RANGE_SEP, re.IGNORECASE)
_HERE_AFTER = re.compile(r"\s+(?:above|below|hereunder|hereafter|following|preceding|ανωτέρω|κατωτέρω|παραπάνω|"
                         r"παρακάτω)(?!\w)", re.IGNORECASE)
_WORD_CHAR = re.compile(r"[0-9A-Za-z_\u0370-\u03ff\u1f00-\u1fff]")
# bare two-digit ids with a section letter: "12C2(a)", "86Β" (never "4H", a contract); right after a
# Chinese word too ("另见12C1(d)", fix9j), never inside a Latin or Greek word
# (a Chinese character may follow: "12C1(e)款", "规则78D、86B3及"; fix9k)
_ABS_BARE_RE = re.compile(rf"(?<![0-9A-Za-z_\u0370-\u03ff\u1f00-\u1fff])(\d{{2}}{_SEC}\d{{0,2}}(?:{_SUB}|{_GSUB_BARE})?"
                          rf"(?:{_ROMAN})?){_END}")
# Greek, the law's number after or before the paragraph: "παράγραφος Γ2(δ) του Νόμου 12", "Νόμος 12, παράγραφος
# Γ1(ε)": one absolute reference, 12C2(d) and 12C1(e) (fix9k)
# (and a list of them, after the word or an article: "παράγραφοι Α και Β του Νόμου 12", "των Α και Β του Νόμου 12",
# "η Β2 του Νόμου 86": 12A and 12B, 86B2; fix9fa)
_EL_PARA_ITEM = rf"{_SEC}\d{{0,2}}(?:{_SUB}|{_GSUB_BARE})?(?:{_ROMAN})?"
_EL_PARA_OF_LAW_RE = re.compile(
    rf"(?:παρ[άα]γρ[άα]φ\w*|(?<!\w)(?:η|της|τη|την|στη|στην|οι|των|τις|στις|του|το|στο))\s+"
    rf"({_EL_PARA_ITEM}(?:{_LIST_SEP}{_EL_PARA_ITEM})*)\s+του\s+(?:ίδιου\s+)?Νόμου\s+(\d{{1,2}})(?!\d)")
# English likewise: "A and B of Law 86", "C1 of Law 12" (the sections case-sensitive; fix9fa)
_EN_PARA_OF_LAW_RE = re.compile(rf"(?<![\w(])((?:[A-H]\d{{0,2}}(?:{_SUB})?)(?:{_LIST_SEP}[A-H]\d{{0,2}}(?:{_SUB})?)*)"
                                rf"\s+of\s+(?i:Law)\s+(\d{{1,2}})(?![\w(])")
_EL_LAW_PARA_RE = re.compile(rf"\bΝόμ(?:ος|ου|ο)\s+(\d{{1,2}}),?\s+παρ[άα]γρ[άα]φ\w*\s+"
                             rf"({_SEC}\d{{0,2}}(?:{_SUB}|{_GSUB_BARE})?(?:{_ROMAN})?)")
# Chinese: "第12条", "第12条C款", "第81条C款9", "第12条C款2项(a)"
# (numbers in Chinese numerals too: "第十二条C款一项(d)" is 12C1(d), fix9i)
_ZH_N = "(?:\\d{1,2}|[一二三四五六七八九十]{1,3})"
# (and the section run on without 款: "第12条C1(d)" is 12C1(d) too, fix9j)
# (and 第 before each part, 项 after the item's letter: "第12条第C款第1项(c)", "第12条C款1项(c)项" are 12C1(c), fix9ad)
_ZH_TAIL = rf"(?:第?[A-HΑΒΓΔΕΖΗ](?:款(?:第?{_ZH_N}项?)?|\d{{1,2}}项?)?)?(?:第?\([a-h]\)项?)?(?:{_ROMAN})?"
# (and lists and ranges of laws: "第92、93条", "第81至91条", "第81条至第91条", "第81条-91条", "第12条、86条B款"; a range
# read as its two ends, fix9fa)
_ZH_JOIN = r"\s*(?:、(?:\s*、)?|以及|和|及|与|或|至|到|[-–—~～])\s*"
# (the numbers of laws before one 条 listed with commas too, "第12, 86条", "第12，86条", and a list mark written twice,
# "第12,, 86条", "第12、、86条": one list, the doubled mark the doubled check's one finding; tester t9cc cc-dbl20's
# Chinese)
_ZH_NUM_JOIN = rf"(?:{_ZH_JOIN}|\s*[,，](?:\s*[,，、])?\s*)"
_ZH_RANGE = re.compile(r"\s*(?:至|到|[-–—~～])\s*")
_ZH_LAWS = rf"第?{_ZH_N}(?:{_ZH_NUM_JOIN}{_ZH_N})*条{_ZH_TAIL}"
# (and sections of the same law after it: "第86条A款和B款" is 86A and 86B; "第86条B款2项(a)和(b)项" 86B2(a), 86B2(b))
_ZH_SECTION = rf"(?:第?[A-HΑΒΓΔΕΖΗ]款(?:第?{_ZH_N}项?)?(?:第?\([a-h]\)项?)?|第?\([a-h]\)项?)"
_ZH_RE = re.compile(rf"第{_ZH_LAWS[2:]}(?:{_ZH_JOIN}(?:{_ZH_LAWS}|{_ZH_SECTION}))*")
_ZH_PART_RE = re.compile(rf"(第?)({_ZH_N}(?:{_ZH_NUM_JOIN}{_ZH_N})*)条({_ZH_TAIL})|({_ZH_SECTION})")
_ZH_N_RE = re.compile(_ZH_N)
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
_ZH_ITEM = r"(?:第?[A-Ha-hΑΒΓΔΕΖΗ]款?(?:第?\d{1,2}项?|第?[一二三四五六七八九十]{1,3}项)?)?(?:第?\([a-h]\)项?)?"
_ZH_LIST_SEP = r"\s*(?:和|及|以及|与|或|[、，,](?:\s*[、，,])?)\s*"
# (and 上面/下面/前面/后面 "above"/"below", with 的 or 所述 after any of them: "上面的(a)项", "下面所述C款"; fix9fa)
_REL_ZH_RE = re.compile(r"(?:本条|上述|下述|本款|前款|本项|前项|前述|下列|上文|下文|前文|后文|上面|下面|前面|后面|"
                        r"(?:另|参)?见)(?:的|所述的?)?\s*"
                        rf"({_ZH_ITEM}(?:{_ZH_LIST_SEP}第?\([a-h]\)项?)*)")
# bare section ids in a Chinese text: "不同于B2的规定", "B2款", "C1(d)项" (a CJK character or full-width
# punctuation before it; never inside a Latin word, a contract "4H" or "IMP"; no F: "按F1" is a key)
_REL_ZH_BARE_RE = re.compile(r"(?<=[\u3400-\u9fff\uff08\u3014\u3010\u3001\uff0c])"
                             rf"([A-EGHΑΒΓΔΕΖΗ]款?(?:\d{{1,2}}项?|[一二三四五六七八九十]{{1,3}}项)(?:\([a-h]\)项?)?(?:{_ZH_LIST_SEP}\([a-h]\)项?)*)(?![A-Za-z0-9])")
# Greek: "(α) και (β) ανωτέρω", "Β2 κατωτέρω", "ανωτέρω παράγραφο Γ2", "εδάφιο (α)", "του παρόντος Νόμου Γ1"
_REL_EL_AFTER_RE = re.compile(
    rf"{_B}({_REL}(?:{_LIST_SEP}{_REL})*)\s+(?:ανωτέρω|κατωτέρω|παραπάνω|παρακάτω|του\s+παρόντος(?:\s+Νόμου)?)")
_REL_EL_BEFORE_RE = re.compile(
    rf"(?:ανωτέρω|κατωτέρω|παραπάνω|παρακάτω|παρόντος(?:\s+Νόμου)?|εδάφ\w*|υποπαρ[άα]γρ[άα]φ\w*|περ[ίι]πτωσ\w*)"
    rf"\s+((?:{_REL})(?:{_LIST_SEP}{_REL})*)")

# Greek, a section cited after its article, as a paragraph (η παράγραφος) is: "η Β2", "της Γ1(δ)", "στη Β2", "στις Β1
# και Β2" (fix9bk, tester 9z: 86B3 "από εκείνη που ορίζει η Β2" was "the reference 'B2' missing"); a section's
# number needed (never a letter alone, "η Α" no citation)
_EL_ARTICLE = r"(?:η|της|τη|την|στη|στην|οι|των|τις|στις|απ[όο]\s+την|απ[όο]\s+τη|του|στου|το|στο|τον|στον)"
# (never a Latin F: Greek writes F as ΣΤ, and "το F4", "του F2" are keys; fix9fa)
_REL_EL_ART_RE = re.compile(
    rf"(?<!\w){_EL_ARTICLE}\s+((?!F){_SEC}\d{{1,2}}(?:{_SUB})?(?:{_ROMAN})?"
    rf"(?:{_LIST_SEP}(?!F){_SEC}\d{{1,2}}(?:{_SUB})?(?:{_ROMAN})?)*){_END}")


def _law(key: str) -> int:
    return int(re.match(r"\d+", key).group())


def _continued(previous: str, token: str) -> str | None:
    """The absolute id of relative ``token`` going on in a list after the absolute id ``previous``: "B" after "12A"
    is 12B, "(b)" after "86B2(a)" is 86B2(b) (fix9fa); None if it cannot be."""
    key = _rel_key(token)
    if key is None:
        return None
    body = key[1:]
    law, section, number, sub = re.match(r"(\d+)([A-H])?(\d*)(\([a-h]\))?", previous).groups()
    if body.startswith("("):  # only after a sub-paragraph: "Laws 78D, 86B3 and (d) hereunder" is 12C2(d) in 12C2(b)
        return _abs_key(law + section + number + body) if section and number and sub else None
    return _abs_key(law + body)


def _word_list(text: str, at: int) -> list[tuple[str, int, int]]:
    """``(key, start, end)`` of the law ids listed in ``text`` from offset ``at`` (right after "Laws"): "12C1(c)",
    "78D, 86B3", "12A and B" (12A, 12B), "81 to 91" (81, 91: a range's ends, the end a later law), in order."""
    items: list[tuple[str, int, int]] = []
    pos = at
    while True:
        ranged = False
        if items:
            sep = _RANGE_SEP_RE.match(text, pos)
            ranged = sep is not None
            sep = sep or _LIST_SEP_RE.match(text, pos)
            if sep is None:
                break
            start = sep.end()
        else:
            start = pos
        item = _ID_RE.match(text, start)
        relative = item is None
        if relative and items and not ranged:
            item = _REL_ITEM_RE.match(text, start)
        if item is None or not item.group():
            break
        if items and item.end() < len(text) and _WORD_CHAR.match(text, item.end()):
            break  # the middle of a word: "Law 12 and Board 3"
        if item.end() < len(text) and text[item.end()].isdigit():
            break  # a longer number, no law's: "Laws 1997 (Chinese)" for "1997 Laws (Chinese)" names the edition, not
            # Law 19 and a number 97 (fjaw, session 47's open point)
        if relative and _HERE_AFTER.match(text, item.end()):
            break  # relative to the paragraph it is in: "Law 86B and C above"
        key = _continued(items[-1][0], item.group()) if relative else _cited_key(item.group())
        if key is None or (ranged and _law(key) <= _law(items[-1][0])):
            break
        items.append((key, item.start(), item.end()))
        pos = item.end()
    return items


def _zh_list(citation: str) -> list[tuple[str, int, int]]:
    """``(key, start, end)`` of the laws a Chinese citation (a match of ``_ZH_RE``) names: "第12条C款" one, "第92、93条"
    92 and 93, "第81至91条" and "第81条至第91条" 81 and 91 (a range's ends, the end a later law), "第12条、86条B款" 12 and
    86B, "第86条A款和B款" 86A and 86B (fix9fa); offsets into ``citation``, each from its 第 (or number) to its 条 and the parts after it (the last
    of a 条) or to its number."""
    items: list[tuple[str, int, int]] = []
    for part in _ZH_PART_RE.finditer(citation):
        if part.group(4):  # a section going on in the law before it
            key = _continued(items[-1][0], part.group(4)) if items else None
            if key is None:
                return items
            items.append((key, part.start(), part.end()))
            continue
        if items and _ZH_RANGE.fullmatch(citation[items[-1][2]:part.start()]) is not None:
            ranged = True
        else:
            ranged = False
        numbers = list(_ZH_N_RE.finditer(part.group(2)))
        base = part.start(2)
        for i, number in enumerate(numbers):
            last = i == len(numbers) - 1
            key = _cited_key(_zh_digits("第" + number.group() + "条" + (part.group(3) if last else "")))
            if i:
                ranged = _ZH_RANGE.fullmatch(part.group(2)[numbers[i - 1].end():number.start()]) is not None
            if key is None or (ranged and items and _law(key) <= _law(items[-1][0])):
                return items
            start = part.start() if i == 0 else base + number.start()
            items.append((key, start, part.end() if last else base + number.end()))
            ranged = False
    return items


# (the article "of" a section, masculine or neuter too: "του Β2", "στο Γ1"; and sections with no number when the article
# is plural and they are two or more: "των Α και Β", "στις Β και Γ"; fix9fa)
_REL_EL_ARTS_RE = re.compile(rf"(?<!\w)(?:οι|των|τις|στις)\s+((?!F){_SEC}(?:{_LIST_SEP}(?!F){_SEC})+){_END}")

# Chinese items in brackets with 项 and no head word: "(a)项", "(a)、(b)项", "(a)项和(b)项" (fix9fa; never an id's
# own "12C2(a)")
_REL_ZH_ITEM_RE = re.compile(rf"(?<![0-9A-Za-z)\]])(\([a-h]\)项?(?:{_ZH_LIST_SEP}\([a-h]\)项?)*)(?<=项)")
# a section's letter alone in Chinese, after 但 or 除 ("but" / "except") ending its bracket (or a parenthetical's
# content) or before 除外 ("（但A）",
# "（但 A 除外）", "（A除外）"), or before 款 ("按B款"): the section (fix9fa)
_REL_ZH_LETTER_RE = re.compile(r"(?:(?:但|除)\s*|(?<=[\u3400-\u9fff\uff08\u3014\u3010\u3001\uff0c(（])|^)"
                               r"([A-HΑΒΓΔΕΖΗ])(?=\s*(?:除外|款)|(?<=[但除\s][A-HΑΒΓΔΕΖΗ])\s*(?:[）)〕\]]|$))")

# a section's letter alone after "but not" ending its bracket: "(but not C)", "(αλλά όχι Γ)", "（但不包括C）" - the section
# left out, a reference as "(but see A above)" is (fix9gb: 86B2(a)'s "(but see A above)" as "(αλλά όχι Γ)" was the A
# missing, the Γ not read); "except" said otherwise too, "(εκτός από το Γ)", "(πλην Γ)", "(όχι όμως το Γ)", （除C款外）,
# and the end of a parenthetical's content read alone (its bracket cut off) as its end: the English "(but not C)" and
# （但不包括C款） carry the same reference, partners, not each a parenthetical of its own (fix9gd)
_EXCLUDING = (r"(?:\bbut\s+not|\bexcept(?:\s+for)?|\bexcluding|(?<!\w)αλλ[άα]\s*,?\s*[όο]χι(?:\s+[όο]μως)?|"
              r"(?<!\w)εκτ[όο]ς(?:\s+απ[όο])?|(?<!\w)πλην|(?<!\w)[όο]χι\s+[όο]μως|但不(?:包括|含)?|不(?:包括|含)|除(?:了)?)")
_EXCLUDED_END = r"(?=\s*款?\s*外?\s*(?:[)）\]〕]|$))"
_REL_BUT_NOT_RE = re.compile(rf"{_EXCLUDING}(?:\s*(?<!\w)(?:το|του|την|της|τη|τα|των))?\s*([A-HΑΒΓΔΕΖΗ]){_EXCLUDED_END}")
# the same with the Greek "παράγραφο(ς)" or "款" before or after the letter ("(εκτός από την παράγραφο Γ)", （但不包括C款）,
# （但C款除外）): which section a bracket leaves out (:func:`excluded_sections`)
_EXCLUDED_RE = re.compile(rf"{_EXCLUDING}(?:\s*(?<!\w)(?:το|του|την|της|τη|τα|των))?(?:\s*(?<!\w)παρ[άα]γρ[άα]φ\w*)?"
                          rf"\s*([A-HΑΒΓΔΕΖΗ]){_EXCLUDED_END}|(?<![A-Za-zΑ-Ωα-ω])([A-HΑΒΓΔΕΖΗ])\s*款?\s*除外")


def excluded_sections(text: str) -> list[tuple[str, int]]:
    """``(section, offset)`` of each section a bracket of ``text`` leaves out by name ("(but not C)", "(except C)",
    "(αλλά όχι Γ)", "(εκτός από την παράγραφο Γ)", （但不包括C款）, （但C款除外）): the section's Latin letter (Γ as C) and
    where it is (fix9gd).  An exclusion is a reference remark, not a negation of the rule."""
    found = []
    for match in _EXCLUDED_RE.finditer(halfwidth(text)):
        group = 1 if match.group(1) else 2
        found.append((_GREEK_SECTION.get(match.group(group), match.group(group)), match.start(group)))
    return found


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


def _cited_key(token: str) -> str | None:
    """:func:`_abs_key` of an id cited with a law word or as 第…条 ("Laws 92 and 94", 第92、94条): a law number the
    Laws have not (94) is still the reference written there, its key the number as written (fix9fa: 第92、94条 for
    "Laws 92 and 93" is one reference changed, not 93 missing and a number 94 added)."""
    key = _abs_key(token)
    if key is not None:
        return key
    number = re.search(r"\d{1,2}", token)
    if number is None or 1 <= int(number.group()) <= 93:
        return None
    key = _abs_key(token[:number.start()] + "1" + token[number.end():])
    return None if key is None else number.group() + key[1:]


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

    for match in (*_EL_PARA_OF_LAW_RE.finditer(clean), *_EN_PARA_OF_LAW_RE.finditer(clean)):
        items = list(re.finditer(_EL_PARA_ITEM, match.group(1)))
        for i, item in enumerate(items):  # the first from the match's start, the last to its end (the law's number)
            add(_abs_key(match.group(2) + item.group()), match.start() if i == 0 else match.start(1) + item.start(),
                match.end() if i == len(items) - 1 else match.start(1) + item.end())
        taken.update(range(*match.span()))
    for match in _EL_LAW_PARA_RE.finditer(clean):
        add(_abs_key(match.group(1) + match.group(2)), match.start(), match.end())
        taken.update(range(*match.span()))
    words = [(match.start(), _word_list(clean, match.end())) for match in _ABS_WORD_RE.finditer(clean)]
    for _start, items in words:
        for key, start, end in items:
            add(key, start, end)
    taken.update(i for start, items in words if items for i in range(start, items[-1][2]))
    for match in _ZH_RE.finditer(clean):
        items = _zh_list(match.group())
        for key, start, end in items:
            add(key, match.start() + start, match.start() + end)
        if items:
            taken.update(range(match.start(), match.start() + items[-1][2]))
    for match in _ZH_RULE_RE.finditer(clean):
        for item in re.finditer(_ZH_RULE_ID, match.group(1)):
            add(_abs_key(item.group()), match.start(1) + item.start(), match.start(1) + item.end())
        taken.update(range(*match.span(1)))
    for match in _ABS_BARE_RE.finditer(clean):
        add(_abs_key(match.group(1)), match.start(1), match.end(1))
        taken.update(range(*match.span(1)))
    for regex in (_REL_EN_RE, _REL_SEE_RE, _REL_EL_SEE_RE, _REL_EL_RE, _REL_EL_AFTER_RE, _REL_EL_BEFORE_RE, _REL_EL_ART_RE,
                  _REL_EL_ARTS_RE, _REL_ZH_RE, _REL_ZH_BARE_RE, _REL_ZH_ITEM_RE, _REL_ZH_LETTER_RE, _REL_BUT_NOT_RE):
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


def same_family(a: str, b: str) -> bool:
    """Two reference keys that probably mean the same place (same law, or both relative): "86A" and "86C", "§A" and
    "§(c)"; a reference written in one's place is that reference changed."""
    if a.startswith("§") or b.startswith("§"):
        return a.startswith("§") and b.startswith("§")
    return re.match(r"\d+", a).group() == re.match(r"\d+", b).group()


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


# A cross-reference ("see A") said as an exception ("except A"): Law 86B2(a) "(but see A above)" refers the reader to
# 86A (in knockout play no board redealt when the match's result could be known), as its 2017 English says; "(except
# A)" (zh （但A款除外）, el "(εκτός από την Α)") exempts the case of A from the rule: substitute boards played there too,
# the meaning changed (fix9id; fix9fa and fix9gb had taken 但…除外 for the proviso "except as A provides").  Only where
# the English's own words around the reference say "see" and no exception ("(but not C)" as （但C款除外） is right).
_SEE_EN = re.compile(r"\bsee\b", re.IGNORECASE)
_EXCEPTION = {
    "en": re.compile(r"\b(?:except|but\s+not|excluding|exclusive\s+of|other\s+than|apart\s+from|save|unless)\b",
                     re.IGNORECASE),
    "zh": re.compile(r"除外|除(?:了|去|非)?[^，。；,;]{0,12}?外|不包括|不包含|不含|不适用"),
    "el": re.compile(r"(?<!\w)(?:εκτ[όο]ς|πλην|εξαιρ[εέ]\w*|εξα[ίι]ρεση\w*|δεν\s+ισχ[ύυ]\w*)(?!\w)", re.IGNORECASE),
}
_OPENING, _CLOSING = "([（［〔【", ")]）］〕】"
_CLAUSE_END = re.compile(r"[，。；：,;:！？!?]|\.(?=\s|$)")


def enclosing_bracket(text: str, at: int) -> tuple[int, int] | None:
    """The span of the innermost round or square bracket (any width, 〔〕【】 too) around offset ``at`` of ``text``,
    brackets included; None outside brackets or in one left open (pair.py's bracket comparisons, :func:`_scope`)."""
    depth, start = 0, None
    for i in range(at - 1, -1, -1):
        if text[i] in _CLOSING:
            depth += 1
        elif text[i] in _OPENING:
            if depth == 0:
                start = i
                break
            depth -= 1
    if start is None:
        return None
    depth = 0
    for i in range(at, len(text)):
        if text[i] in _OPENING:
            depth += 1
        elif text[i] in _CLOSING:
            if depth == 0:
                return start, i + 1
            depth -= 1
    return None


def _scope(text: str, at: int) -> tuple[int, int]:
    """The clause of ``text`` around offset ``at``: inside the innermost bracket around it, the bracket (brackets
    included) when no comma, semicolon or colon inside it parts ``at`` from the rest, else that part ("〔见第12条C款1项(c)，
    多个调整分的情形除外，见下述B2〕" has three: the exception is not 12C1(c)'s); outside brackets, between commas,
    semicolons, colons or sentence ends."""
    span = enclosing_bracket(text, at)
    start, end = span if span is not None else (None, None)
    low, high = (start + 1, end - 1) if end is not None else (0, len(text))
    before = [m.end() for m in _CLAUSE_END.finditer(text, low, at)]
    after = _CLAUSE_END.search(text, at, high)
    if end is not None and not before and after is None:
        return start, end
    return (before[-1] if before else low), (after.start() if after else high)


def see_made_exception(source: str, target: str, src_refs: list[Ref], tgt_refs: list[Ref],
                       lang: str) -> tuple[Ref, str, str, tuple[int, int]] | None:
    """``(English reference, its English bracket or clause, the translation's, that one's span)`` of the first
    reference the English refers the reader to ("see", with no word of exception around it: ``(but see A above)``)
    that the translation names inside an exception (:data:`_EXCEPTION`: （但A款除外）, "(εκτός από την Α)");
    ``src_refs`` / ``tgt_refs``: the two texts' references, their keys read alike (relative ones resolved).  None
    when there is none."""
    pattern = _EXCEPTION.get(lang)
    if pattern is None:
        return None
    for mine in src_refs:
        a, b = _scope(source, mine.start)
        english = source[a:b]
        if not _SEE_EN.search(english) or _EXCEPTION["en"].search(english):
            continue
        for theirs in tgt_refs:
            if theirs.key == mine.key:
                c, d = _scope(target, theirs.start)
                if pattern.search(target[c:d]):
                    return mine, english.strip(), target[c:d].strip(), (c, d)
    return None


_ANCHOR = re.compile(r"(?<![\w-])--[A-Za-z][\w-]*|\{[A-Za-z_]\w*\}")
"""What a law reference of an interface string is said of: a command-line option or a placeholder, which no
translation translates."""


def refs_moved_between(source: str, target: str, src_refs: list[Ref], tgt_refs: list[Ref]) -> list[tuple[str, str, str]]:
    """The law references the translation gives to other options or placeholders than the English, references
    compared by their place as placeholders are (fixzx, tester t9bk bk-ref09: "Give --ns and --ew (Law 86B2), or
    --assigned-result and --other-table (Law 86B1)." with 86B2 and 86B1 in each other's place: the Director reads the
    other law for each pair).  Each reference is said of the options and placeholders between it and the reference
    before it; only where each text cites each law once, every reference has some, and the translation gives them
    the English's groups, some to another reference.  ``(key, English's group, translation's group)`` per reference
    moved, in the English's order; ``[]`` where none moved."""
    def groups(text: str, refs: list[Ref]) -> dict[str, tuple[str, ...]] | None:
        found, start = {}, 0
        for ref in sorted(refs, key=lambda r: r.start):
            if ref.key in found:
                return None
            found[ref.key] = tuple(m.group() for m in _ANCHOR.finditer(text, start, ref.start))
            start = ref.end
        return found if all(found.values()) else None

    if len(src_refs) < 2:
        return []
    mine, theirs = groups(source, src_refs), groups(target, tgt_refs)
    if mine is None or theirs is None or set(mine) != set(theirs) \
            or sorted(map(sorted, mine.values())) != sorted(map(sorted, theirs.values())):
        return []
    return [(key, " ".join(mine[key]), " ".join(theirs[key])) for key in mine if sorted(mine[key]) != sorted(theirs[key])]
