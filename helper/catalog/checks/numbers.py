"""Numbers and percentages, locale-aware, Chinese numerals included."""

from __future__ import annotations

import re
from collections import Counter
from typing import Iterable, NamedTuple

from helper.catalog.checks.common import _spans_without, halfwidth
from helper.catalog.checks.modality import _fold_same_length


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
    before %/IMP; a lone 一/两/三 before a measure word (一副牌, 两人) is a word; 四成 (tenths) is 40%.
    A number followed by "per cent" or "τοις εκατό" is a percentage; so are the Greek tens written out before
    "τοις εκατό" (σαράντα τοις εκατό: 40%).
    A number glued to the unit IMP, VP or MP (3IMP, 3VP: fix9ic, tester t9as ZL34, the unit changed and not the number)
    is a number; a digit after ``^`` is a key (``^0``, the keys check's: fix9vb).  Signs are ignored (``-3IMP`` and "minus 3 IMPs" agree); superscript
    footnote markers are not numbers.
    """
    # A full-width comma separates list items (420，450，-50), never thousands.
    clean = _spans_without(halfwidth(text.replace("，", "、")), skip)
    clean = _PLACEHOLDER_RE.sub(lambda m: " " * len(m.group()), clean)
    found: list[Num] = []
    # a fraction is one number ("1/2 per tie" as 1/3: "1/2 in the English, 1/3 in the translation", not "2 … 3"), as is
    # its Chinese 二分之一 (fix9ch, tester 9ag); its digits are read no more
    fractions = [(m.start(), m.end(), f"{m.group(1)}/{m.group(2)}") for m in _FRACTION.finditer(clean)]
    if lang == "zh":
        fractions += [(m.start(), m.end(), f"{zh_numeral(m.group(2))}/{zh_numeral(m.group(1))}")
                      for m in _ZH_FRACTION.finditer(clean)
                      if zh_numeral(m.group(1)) is not None and zh_numeral(m.group(2)) is not None]
    for start, end, key in fractions:
        found.append(Num(key, start, end, text[start:end]))
    if fractions:
        clean = _spans_without(clean, [(a, b) for a, b, _k in fractions])
    if lang == "el":
        pattern = r"(?<![A-Za-z\u0370-\u03ff\d.,^])(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?(?!\d)(?!(?!IMP|VP|MP)\w)"
    else:
        pattern = r"(?<![A-Za-z\u0370-\u03ff\d.,^])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?!\d)(?!(?!IMP|VP|MP)[A-Za-z])"
    pattern += _PERCENT_AFTER
    for match in re.finditer(pattern, clean):
        whole = re.sub(r"[.,]", "", match.group(1))
        value = whole + ("." + match.group(2) if match.group(2) else "")
        found.append(Num(_num_key(value, bool(match.group(3))), match.start(), match.end(),
                         text[match.start():match.end()]))
    if lang == "zh" or re.search(r"[\u4e00-\u9fff]", clean):
        # (三个IMP: 3 IMPs with the measure word 个 between, fix9j)
        for match in re.finditer(rf"(百分之)?([{_ZH_NUM}]+)(%|IMP|(?=个\s?IMP))?", clean):
            numeral = match.group(2)
            percent = bool(match.group(1)) or match.group(3) == "%"
            counts = percent or match.group(3) is not None or (
                len(numeral) >= 2 and any(c in "十百千万" for c in numeral)
                and numeral not in ("千万", "万一", "一一", "十万火急"))
            value = zh_numeral(numeral)
            if counts and value is not None:
                found.append(Num(_num_key(str(value), percent), match.start(), match.end(),
                                 text[match.start():match.end()]))
        # 四成 is 40% (成: tenths), 两成 20%, 十成 100%; not 一成不变 ("unchanging"); a digit after it the hundredths:
        # 四成五 is 45% (fix9vd, tester t9ba num48)
        for match in re.finditer(r"([一二两三四五六七八九十])成(?:([一二三四五六七八九])(?![一二三四五六七八九十百千万]))?(?!不变)",
                                 clean):
            value = 100 if match.group(1) == "十" else _ZH_DIGITS[match.group(1)] * 10
            value += _ZH_DIGITS[match.group(2)] if match.group(2) else 0
            found.append(Num(f"{value}%", match.start(), match.end(), text[match.start():match.end()]))
    if lang == "el":
        # σαράντα τοις εκατό (forty per cent) is 40%: a percentage written in words
        for match in _EL_PERCENT_WORDS.finditer(_fold_same_length(clean)):
            found.append(Num(f"{_EL_TENS[match.group(1)]}%", match.start(), match.end(),
                             text[match.start():match.end()]))
    # zero in words ("μηδέν ή μεγαλύτερη" for "cannot be below 0", fresh tester 9j): no other word says it
    for match in _ZERO_WORD.get(lang, _ZERO_WORD["en"]).finditer(
            _fold_same_length(clean) if lang == "el" else clean):
        found.append(Num("0", match.start(), match.end(), text[match.start():match.end()]))
    found.sort(key=lambda n: n.start)
    return found


_FRACTION = re.compile(r"(?<![A-Za-z0-9./-])([1-9])\s?/\s?([2-9]|1[0-9])(?![A-Za-z0-9./-])")
"""A proper fraction in digits (1/2, 2/3): one number, its key as written ("1/2")."""
_ZH_FRACTION = re.compile(r"([一二三四五六七八九十]+)分之([一二三四五六七八九十]+)")
"""A Chinese fraction: 二分之一 is 1/2 (the denominator first)."""
_HALF_WORDS = {"en": re.compile(r"\b(?:a\s+)?half\b", re.IGNORECASE),
               # (半分, 半个: a half before its unit, "a half per tie" as 每打平一个计半分; tester t9br br-num19, fiyz)
               "zh": re.compile(r"一半|半数|(?<![上下前后大多])半(?=[分个副张桌次局])"),
               "el": re.compile(r"(?<!\w)(?:μισ[οόηήαά]ς?|μισού|μισής|ήμισυ)(?!\w)", re.IGNORECASE)}
"""A half in words ("half", 一半, μισό): the fraction 1/2 where the other text writes it (:func:`halves`)."""


def halves(text: str, lang: str) -> list[Num]:
    """The halves ``text`` says in words (:data:`_HALF_WORDS`), as the number ``1/2``: read where the other text of
    a pair writes 1/2 in digits and this one does not (a translation may say "1/2 per tie" as 每平一次得一半)."""
    return [Num("1/2", m.start(), m.end(), m.group()) for m in _HALF_WORDS[lang].finditer(text)]


_ZERO_WORD = {"en": re.compile(r"\bzero\b", re.IGNORECASE), "el": re.compile(r"(?<!\w)μηδεν(?!\w)"),
              "zh": re.compile(r"(?<![零〇一二两三四五六七八九十百千万])零(?![零〇一二两三四五六七八九十百千万星散件钱碎售头食])")}
"""Zero in words (Greek on folded text): a number as its digit is."""
_PERCENT_AFTER = r"(\s?%|\s*(?:per\s?cent\b|τοις\s+εκατ[οό](?!\w)))?"
"""What makes a number a percentage: ``%`` (``％`` after :func:`halfwidth`), "per cent", "τοις εκατό"."""
_EL_TENS = {"δεκα": 10, "εικοσι": 20, "τριαντα": 30, "σαραντα": 40, "πενηντα": 50, "εξηντα": 60,
            "εβδομηντα": 70, "ογδοντα": 80, "ενενηντα": 90, "εκατο": 100}
_EL_PERCENT_WORDS = re.compile(r"(?<!\w)(" + "|".join(_EL_TENS) + r")\s+(?:τοισ\s+εκατο|%)(?!\w)")
"""Greek tens written out before "τοις εκατό" (on folded text: no accents, lower case, final sigma as σ)."""


_EN_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
             "ten": 10}
_EL_WORDS = {"ενα": 1, "ενασ": 1, "μια": 1, "μιασ": 1, "μιαν": 1, "δυο": 2, "τρεισ": 3, "τρια": 3, "τεσσερισ": 4,
             "τεσσερα": 4, "πεντε": 5, "εξι": 6, "επτα": 7, "εφτα": 7, "οκτω": 8, "οχτω": 8, "εννεα": 9, "εννια": 9,
             "δεκα": 10}
_EN_COUNT = r"(one|two|three|four|five|six|seven|eight|nine|ten)"
_ZH_COUNT = r"(?<![\d一二两三四五六七八九十百千万.])([一二两三四五六七八九十]|[1-9])(?![\d一二两三四五六七八九十百千万.%])"
"""A Chinese count in a bound, in characters or as one digit (86B2(a) "one or more substitute boards" as 1副或多副,
fix9na)."""
_EL_COUNT = r"(" + "|".join(sorted(_EL_WORDS, key=len, reverse=True)) + r")"
_ZH_MEASURE = r"(?:个|副|桌|张|名|位|次|种|场|轮|项)?"
_QUANTITY = {
    # (pattern, kind): "incl" a count with its bound included ("two or more", "at least two", 两个及以上, 至少两个,
    # "δύο ή περισσότερα", τουλάχιστον δύο); "more" / "less" a count excluded ("more than two", 不止两个, 超过两个,
    # "πάνω από δύο"); "more?" / "less?" the Chinese 两个以上 / 两个以下, read either way ("一个以上的版本" for "more
    # than one version", 两个以上 for "two or more"): the English says which (fix9p); 两个或多个 named with its measure word, not
    # as 两个或多 (fix9af); 一个或数个, 一副或几副 ("one or several") are "one or more" too (fix9ma)
    "en": ((re.compile(rf"\b{_EN_COUNT}\s+or\s+(?:more|fewer|less)\b|\bat\s+(?:least|most)\s+{_EN_COUNT}\b",
                       re.IGNORECASE), "incl"),
           (re.compile(rf"\b(?:more|over)\s+(?:than\s+)?{_EN_COUNT}\b", re.IGNORECASE), "more"),
           (re.compile(rf"\b(?:fewer|less|under)\s+(?:than\s+)?{_EN_COUNT}\b", re.IGNORECASE), "less")),
    "zh": ((re.compile(rf"{_ZH_COUNT}\s*{_ZH_MEASURE}\s*(?:或|及|或者)\s*(?:(?:更多|更少|多|少|数|几){_ZH_MEASURE}|以上|以下)|"
                       rf"(?:至少|最少|不少于|不低于|至多|最多|不超过|不多于){_ZH_COUNT}{_ZH_MEASURE}"), "incl"),
           (re.compile(rf"(?:不止|多于|超过|高于){_ZH_COUNT}{_ZH_MEASURE}"), "more"),
           (re.compile(rf"(?:少于|低于|不足|不到){_ZH_COUNT}{_ZH_MEASURE}"), "less"),
           (re.compile(rf"{_ZH_COUNT}\s*{_ZH_MEASURE}以上"), "more?"),
           (re.compile(rf"{_ZH_COUNT}\s*{_ZH_MEASURE}以下"), "less?"),
           # 多个 / 多副 ("multiple", 86B2 "more than one adjusted score" as 多个调整分): "more than one" where the English
           # counts so, else no count at all (86B3 "multiple contestants", fix9v)
           (re.compile(r"(?<![一二两三四五六七八九十\d或至最])多(?:个|副|桌|张|名|位|次|种|场|轮|项)"), "many")),
    # on folded text (no accents, lower case, final sigma as σ)
    # ("ένα τραπέζι ή περισσότερα", the noun between the count and its bound: "one or more tables", fix9nb)
    "el": ((re.compile(rf"(?<!\w){_EL_COUNT}\s+(?:(?!η\s|και\s)[^\W\d]+\s+)?(?:η\s+και|η|και)\s+(?:περισσοτερ|λιγοτερ)\w*|(?<!\w){_EL_COUNT}\s+και\s+(?:ανω|πανω)(?!\w)|(?<!\w)(?:τουλαχιστον|το\s+πολυ)\s+"
                       rf"{_EL_COUNT}(?!\w)"), "incl"),
           (re.compile(rf"(?<!\w)(?:περισσοτερ\w*|πανω|παραπανω)\s+απο\s+{_EL_COUNT}(?!\w)"), "more"),
           (re.compile(rf"(?<!\w)(?:λιγοτερ\w*|κατω)\s+απο\s+{_EL_COUNT}(?!\w)"), "less"),
           # "multiple", "more than one" in the genitive (πολλαπλές, περισσότερες του ενός): as 多个 (fix9aa)
           (re.compile(r"(?<!\w)(?:πολλαπλ\w*|περισσοτερ\w*\s+του\s+ενοσ|περισσοτερ\w*\s+τησ\s+μιασ)(?!\w)"), "many")),
}
_QUANTITY_KEY = {"incl": "{}", "more": ">{}", "less": "<{}", "more?": "{}>?", "less?": "{}<?", "many": "many"}


def quantity_numbers(text: str, lang: str) -> list[Num]:
    """The counts of the quantities ``text`` bounds in words: "two or more", "more than one" (``en``); 三个或更多,
    不止两个, 一个以上 (``zh``); "δύο ή περισσότερα", "περισσότερες από μία" (``el``): one :class:`Num` (key the count
    in digits, "2") per phrase, so that a count changed in words (86B2 "two or more" as 三个或更多) is a number
    changed (fix9n); a count excluded is keyed ">2" / "<2" ("more than two", 不止两个: not "two or more", fix9p),
    the Chinese 以上 / 以下 "2>?" / "2<?" (either: :func:`read_quantities`); counts in digits are
    :func:`extract_numbers`'.  ``[]`` for another language."""
    patterns = _QUANTITY.get(lang)
    if patterns is None:
        return []
    if lang == "el":
        folded = _fold_same_length(text)
    else:
        folded = text
    found, taken = [], []
    for pattern, kind in patterns:
        for match in pattern.finditer(folded):
            if any(a < match.end() and match.start() < b for a, b in taken):
                continue  # 两个或以上 is one inclusive count, not 两个以上 too
            taken.append((match.start(), match.end()))
            if kind == "many":
                found.append(Num("many", match.start(), match.end(), text[match.start():match.end()]))
                continue
            word = next(g for g in match.groups() if g)
            if lang == "zh":
                value = int(word) if word.isdigit() else zh_numeral(word)
            else:
                value = (_EN_WORDS if lang == "en" else _EL_WORDS)[word.lower()]
            found.append(Num(_QUANTITY_KEY[kind].format(value), match.start(), match.end(),
                             text[match.start():match.end()]))
    found.sort(key=lambda n: n.start)
    return found


def read_quantities(english: list[Num], translation: list[Num]) -> list[Num]:
    """``translation``'s counts (:func:`quantity_numbers`) with the Chinese 以上 / 以下 read as the English reads its
    count: "2>?" (两个以上) is "more than two" (">2") where the English has it, else "two or more" ("2"); likewise
    "2<?"; and "fewer than n" where the English says "more than n" (or back) keyed as the English's: a comparison
    reversed, not a number changed (fix9p).  ``english``: the English's counts.  Returns the translation's, rekeyed."""
    keys = {n.key for n in english}
    read, unread = [], []
    for n in translation:
        if n.key == "many":  # 多个: "more than one" (or "two or more") where the English says so, else no count
            many = _same_count(n._replace(key=">1"), english)
            if many.key in keys:
                read.append(many)
            else:
                unread.append(many)
            continue
        if n.key.endswith("?"):
            value, sign = n.key[:-2], n.key[-2]
            n = n._replace(key=f"{sign}{value}" if f"{sign}{value}" in keys else value)
        elif n.key[:1] in "<>" and n.key not in keys and {"<": ">", ">": "<"}[n.key[0]] + n.key[1:] in keys:
            # "more than one" as "λιγότερες από μία": the same count, the comparison reversed (the comparison's
            # finding, :func:`comparison.reversed_comparisons`), not a number changed
            n = n._replace(key={"<": ">", ">": "<"}[n.key[0]] + n.key[1:])
        read.append(_same_count(n, english))
    return _spread(english, read, unread)


def _spread(english: list[Num], read: list[Num], unread: list[Num]) -> list[Num]:
    """``read`` (the translation's counts as :func:`read_quantities` keyed them) with a count the English says twice
    in two ways ("two or more … more than one", 86B2) read once each way: a count keyed as one English count another
    translated count has already taken is keyed as an equal English count none has ("2" for a second ">1": 多个 or
    "περισσότερα από ένα" for "two or more", fix9aa); ``unread``: the translation's 多个 that stand for no English
    count, kept as ">1" (a count, "more than two" as 多个: a number changed) while an upward English count has
    no translated count left, else dropped."""
    need = {}
    for e in english:
        need[e.key] = need.get(e.key, 0) + 1
    have = {}
    for n in read:
        have[n.key] = have.get(n.key, 0) + 1
    spread = list(read)
    # each English count short of a partner takes the surplus count of the translation nearest its own rank (the
    # counts of a sentence follow the English's order): 86B2's "two or more … more than one" as 两个或更多…两个以上
    # (the second said two) is the English's "more than one" said 两个以上, not read as "two or more" (fix9ma, t9aw
    # zh_laws007); a Chinese 两个以上 / 两个以下 counts its own two ("two or more", "more than two"), never another
    # number's equal count, so such a partner is no partner: the number differs
    order = sorted(english, key=lambda e: e.start)
    for e in order:
        while have.get(e.key, 0) < need[e.key]:
            places = [i for i, n in enumerate(spread) if n.key != e.key and have[n.key] > need.get(n.key, 0)
                      and _same_count(n, [e]).key == e.key]
            if not places:
                break
            rank = order.index(e) * max(len(spread) - 1, 0) / max(len(order) - 1, 1)
            i = min(places, key=lambda i: (abs(i - rank), i))
            if _ZH_EITHER_WAY.search(spread[i].text):
                break
            have[spread[i].key] -= 1
            have[e.key] = have.get(e.key, 0) + 1
            spread[i] = spread[i]._replace(key=e.key)
    missing = [e for e in english if have.get(e.key, 0) < need[e.key] and _upward(e)]
    # a count of the translation no English count accounts for already stands for a missing one: "One or More Tables"
    # as 两张或更多桌 is that count changed, not also "more than one" for the 多个 of 多个结果 ("Multiple Results",
    # a count the English says in no number; fix9fc)
    unmatched = sum(max(0, count - need.get(key, 0)) for key, count in Counter(n.key for n in spread).items())
    spread += unread[:max(0, len(missing) - unmatched)]
    return sorted(spread, key=lambda n: n.start)


_ZH_EITHER_WAY = re.compile(r"(?<![或及者])以[上下]$")
"""The Chinese 以上 / 以下 of a count with no 或 / 及 before it (两个以上): read either way, its own count (fix9ma)."""
_DOWNWARD = re.compile(r"fewer|less|at\s+most|更少|或少|以下|至多|最多|不超过|不多于|λιγοτερ|το\s+πολυ", re.IGNORECASE)


def _upward(num: Num) -> bool:
    """Whether the count ``num`` bounds from below ("two or more", 至少两个, τουλάχιστον δύο), not from above
    ("two or fewer", 至多两个, το πολύ δύο)."""
    text = num.text if num.key[:1] in "<>" else _fold_same_length(num.text)
    return num.key[:1] == ">" or (num.key[:1] != "<" and not _DOWNWARD.search(text))


def _same_count(n: Num, english: list[Num]) -> Num:
    """``n`` keyed as the English count of the same whole counts, where the English has one: "more than one" is
    "two or more" and "at least two" (">1" is "2" upward), "fewer than three" is "two or fewer" ("<3" is "2"
    downward), so 两个或更多 / "δύο ή περισσότερες" for "more than one" is no number changed (fix9r); "more than
    two" stays another count than "two or more" (">2" is "3")."""
    if n.key in {e.key for e in english}:
        return n
    for e in english:
        pair = (e, n) if e.key[:1] in "<>" else (n, e)
        excluded, included = pair
        if excluded.key[:1] not in "<>" or not included.key.isdigit():
            continue
        step = 1 if excluded.key[0] == ">" else -1
        if (int(excluded.key[1:]) + step == int(included.key)
                and _upward(included) == (step == 1) and _upward(excluded) == (step == 1)):
            return n._replace(key=e.key)
    return n


_ZERO_BOUND = re.compile(r"(?:\b(?:(?P<neg>below|under|less\s+than|lower\s+than)|(?P<nonneg>at\s+least)|"
                         r"(?P<nonpos>at\s+most)|(?P<pos>more\s+than|greater\s+than|above))\s+|"
                         r"(?P<nonneg2>>=\s*|≥\s*)|(?P<nonpos2><=\s*|≤\s*)|(?P<neg2><\s*)|(?P<pos2>>\s*))"
                         r"0(?![\d.,]\d)(?!\s*%)", re.IGNORECASE)
_ZERO_NEGATED = re.compile(r"(?:\b(?:not|never|cannot)|n't)\s+(?:[a-z]+\s+){0,3}$", re.IGNORECASE)
# The sign that says a bound of 0 (fix9r; fix9ab, fresh tester 9m): "below 0" is negative (负数, αρνητικ-), "greater
# than 0 / above 0" positive (正数, 为正, θετικ-), "at least 0" (or "cannot be below 0") non-negative (非负, 不能为负,
# μη αρνητικ-, δεν ... αρνητικ-), "at most 0" non-positive.  Word lists per language (Greek on folded text): each
# sign's words, the negated ones first (a negated sign is the complementary one).
_SIGN_WORDS = {
    "zh": (("nonneg", re.compile(r"(?:不|非|没有|未)(?:能|得|可|应|会|要)?(?:为|是)?负")),
           ("nonpos", re.compile(r"(?:不|非|没有|未)(?:能|得|可|应|会|要)?(?:为|是)?正(?:数|值|整数)?(?![确式常在面规])")),
           ("neg", re.compile(r"负(?![责担])")),
           ("pos", re.compile(r"(?<![纠真修改校公端])正(?:数|值|整数)|(?:为|是)正(?![确式常在面规])"))),
    "el": (("nonneg", re.compile(r"(?<!\w)(?:μη|μην|οχι|δεν|δε)\s+(?:\w+\s+){0,4}?αρνητικ")),
           ("nonpos", re.compile(r"(?<!\w)(?:μη|μην|οχι|δεν|δε)\s+(?:\w+\s+){0,4}?θετικ")),
           ("neg", re.compile(r"(?<!\w)αρνητικ")),
           ("pos", re.compile(r"(?<!\w)θετικ"))),
}
_COMPLEMENT_SIGN = {"neg": "nonneg", "nonneg": "neg", "pos": "nonpos", "nonpos": "pos"}


def _zero_signs(source: str) -> set[str]:
    """The signs the English's bounds of 0 say: ``"neg"`` (below 0), ``"pos"`` (greater than 0, above 0),
    ``"nonneg"`` (at least 0, ">= 0", "cannot be below 0"), ``"nonpos"`` (at most 0, "cannot be above 0")."""
    found = set()
    for match in _ZERO_BOUND.finditer(source):
        sign = next(name for name, value in match.groupdict().items() if value is not None).rstrip("2")
        if _ZERO_NEGATED.search(source[max(0, match.start() - 40):match.start()]):
            sign = _COMPLEMENT_SIGN[sign]
        found.add(sign)
    return found


def _target_signs(target: str, lang: str) -> set[str]:
    """The signs ``target`` (``zh``/``el``) says in words (:data:`_SIGN_WORDS`), a negated sign word as the
    complementary sign (不能为负数: non-negative)."""
    text = _fold_same_length(target) if lang == "el" else target
    found, taken = set(), []
    for sign, pattern in _SIGN_WORDS[lang]:
        for match in pattern.finditer(text):
            if not any(a <= match.start() < b for a, b in taken):
                found.add(sign)
                taken.append((match.start(), match.end()))
    return found


def zero_as_sign(source: str, target: str, lang: str) -> bool:
    """Whether the English bounds a value by 0 and the translation says that bound by the sign instead, the same
    bound: "below 0" negative (负数, αρνητικ-), "greater than 0" / "above 0" positive (正数, 为正, θετικός),
    "at least 0" / "cannot be below 0" non-negative (非负, 不能为负数, μη αρνητικ-, δεν ... αρνητική), so its 0 is
    not missing (fix9r, fix9ab).  Another sign ("positive" for "at least 0", which allows 0) leaves the 0 missing:
    a bound changed.  ``lang``: ``zh`` or ``el`` (``False`` for another)."""
    if lang not in _SIGN_WORDS:
        return False
    english = _zero_signs(source)
    return bool(english) and bool(english & _target_signs(target, lang))


# Numbers written as words, read where they stand for the English's digit or number word (fix9aa): cardinals keyed by
# their value ("2"), ordinals by their value and "th" ("2th": the second).  Greek on folded text (accents off, lower
# case, final sigma as σ).  One (ένα, μία, 一) doubles as the article: read only where the English has a one
# (:func:`read_words`).
# "twice" and "thrice" are counts of times: "entry written twice" as 条目重复三次 (three times) is the count changed
# (fix9hc, tester 9ao m06); as 两次 / "δύο φορές" kept, as 重复 (repeated) said with no number
_EN_NUMBER_WORDS = {**_EN_WORDS, "single": 1, "eleven": 11, "twelve": 12, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
                    "sixty": 60, "twice": 2, "thrice": 3}
_EN_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
_EL_NUMBER_WORDS = {**_EL_WORDS, "ενοσ": 1, "εναν": 1, "τριων": 3, "τεσσαρων": 4, "εντεκα": 11, "δωδεκα": 12,
                    "εικοσι": 20, **{k: v for k, v in _EL_TENS.items() if v < 100}}
_EL_ORDINAL_STEMS = {"πρωτ": 1, "δευτερ": 2, "τριτ": 3, "τεταρτ": 4, "πεμπτ": 5}
EN_COUNT_WORDS = re.compile(r"\b(?:both|twice|thrice|double|triple)\b", re.IGNORECASE)
"""English words that say a count in no number word ("both members" as 两名成员, "answered twice" as "δύο φορές"): a
count of the translation may stand for them, so it is no one of the English said as another (fix9bu)."""
EN_ARTICLES = re.compile(r"\b(?:a|an)\b", re.IGNORECASE)
"""The English indefinite article, which a Greek or Chinese one (ένας, μία, 一个) may render (fix9bu)."""
_EL_CARDINAL_STEMS = {"μοναδικ": 1, "διπλ": 2, "διπλασι": 2, "τριπλασι": 3, "τετραπλασι": 4}
"""Greek adjectives of a count, declined as the ordinals: μοναδικό ("single") is one, διπλό ("double") two (fix9bu:
"single result" as "διπλό αποτέλεσμα"); a one, μοναδικό for "only" is read only where the English has a one; the
multipliers διπλάσιο, τριπλάσιο, τετραπλάσιο ("twice", "three times", "four times" as much) two, three and four:
"more than twice {other}" as "μεγαλύτερο από το τριπλάσιο" is the number changed (tester t9bx bx-num20, fjag)."""
_EL_ENDINGS = r"(?:οσ|ου|ο|ον|οι|ουσ|ων|η|ησ|ην|εσ|α)"
_ZH_ORDINAL_DIGITS = "一二三四五"
_EL_ARTICLES = r"(?:οι|των|τα|τουσ|τισ|στα|στουσ|στισ|στο|στον|στη|στην)"
_EL_BOTH = re.compile(rf"(?<!\w)και\s+(?:{_EL_ARTICLES}\s+)?\Z")
"""The words before the δύο of "και οι δύο" (both), on folded Greek: no number (fix9ag)."""
_EL_WHICHEVER = re.compile(rf"(?<!\w)οποι\w*\s+απο\s+{_EL_ARTICLES}\s+\Z")
"""The words before the δύο of "όποια από τις δύο" ("whichever [of the two]", 86B2(b)), on folded Greek: the two
alternatives just named, no count (merge22, early fresh tester 9ad el-l-ok-53)."""
_EL_THE_TWO = re.compile(rf"(?<!\w)(?:(?:αυτ|τουτ)\w*\s+|απο\s+)?{_EL_ARTICLES}\s+\Z")
"""The words before the δύο of "των δύο", "αυτών των δύο", "από τις δύο" (folded): the article of the two just named."""
_ZH_THE_TWO = re.compile(r"(?:这|此|该|上述|前述)\Z")
"""The words before the 两 of "这两个", "该两副牌": the two just named (fix9cb; 两者 and 二者 are no count word)."""
_EL_AFTER_THE_TWO = re.compile(r"\s*(?:[,.;:·\u0387)\]]|\Z)|\s+(?:αυτ\w*\s+)?(?:και|ειναι|ηταν|θα|να|δεν|δε|που|οπου|απο|"
                               r"σε|στ\w*|με|για|του|τησ|των|το|τα|τισ|τουσ|ο|οι|μαζι|εξ\w*)(?!\w)")
"""What follows a δύο with no noun of its own (on folded Greek): a mark, the end, a word that is no noun."""
_EL_NOUN_AFTER = re.compile(r"\s+(?:αυτ\w*\s+)?([^\W\d]{4,})")


def el_two_named(folded: str, start: int, end: int) -> bool:
    """Whether the δύο at ``start``:``end`` of the folded Greek ``folded`` points back at two things already named,
    no count of its own (fix9cb): "και οι δύο" (both: a quantifier, fix9ag), "όποια από τις δύο" (whichever of the
    two alternatives, merge22), and an article before it ("ο μέσος όρος των δύο", "αυτών των δύο", 12C4 "the average
    of them") with no noun after it or a noun the text named before ("των δύο βαθμολογιών" after "η βαθμολογία").
    A δύο with a noun not named before ("των δύο αγωνιζόμενων" for "only one contestant") is a count."""
    if _EL_BOTH.search(folded, 0, start) or _EL_WHICHEVER.search(folded, 0, start):
        return True
    if not _EL_THE_TWO.search(folded, 0, start):
        return False
    if _EL_AFTER_THE_TWO.match(folded, end):
        return True
    noun = _EL_NOUN_AFTER.match(folded, end)
    return bool(noun) and noun.group(1)[:6] in folded[:start]


_NUMBER_WORD = {
    "en": re.compile(r"\b(" + "|".join(_EN_NUMBER_WORDS) + "|" + "|".join(_EN_ORDINALS) + r")\b", re.IGNORECASE),
    "el": re.compile(r"(?<!\w)(" + "|".join(sorted(_EL_NUMBER_WORDS, key=len, reverse=True)) + "|(?:"
                     + "|".join([*_EL_ORDINAL_STEMS, *_EL_CARDINAL_STEMS]) + ")" + _EL_ENDINGS + r")(?!\w)"),
    # a numeral before a measure word (两副牌, 三名牌手) or 倍 (两倍, 三倍: "twice", "three times" as much; tester t9bx
    # bx-num20, fjag), an ordinal after 第 (第二副); not in 一些, 一起, 统一, nor a
    # numeral of several characters (六十: :func:`extract_numbers`'), nor the 一 of "each", "any", "the same", "one by
    # one" (每一副, 任一方, 同一版本, 逐一: no count; fix9bn, tester 9z ZD34: 每一副 took 86B3's "one table"); 唯一 / 单一
    # ("the only", "single") are one
    "zh": re.compile(r"(?<![零〇一二两三四五六七八九十百千万\d每任同逐统])(第)?([一二两三四五六七八九十])"
                     r"(?=(?:个|副|桌|张|名|位|次|种|场|轮|项|人|节|盘|局|方|倍))|(?<=[唯单])(一)"
                     # an end of a range whose other end is a number ("from -24 to 24" as 在 一 到 24 之间, 在 -24
                     # 到 一 之间: fix9gb), a numeral of one character alone
                     r"|(?<![零〇一二两三四五六七八九十百千万\d])([一二两三四五六七八九十])(?![零〇一二两三四五六七八九十百千万])"
                     r"(?=\s*(?:到|至)\s*[-−+负正]?\s*[\d零一二两三四五六七八九十])"
                     r"|(?:(?<=[\d零一二两三四五六七八九十]\s[到至]\s)|(?<=[\d零一二两三四五六七八九十][到至]\s)"
                     r"|(?<=[\d零一二两三四五六七八九十]\s[到至])|(?<=[\d零一二两三四五六七八九十][到至]))"
                     r"([负正]?[一二两三四五六七八九十])(?![零〇一二两三四五六七八九十百千万\d个副桌张名位次种场轮项人节盘局方])"
                     # points given or scored, 计两分 / 得一分 ("two per score beaten" as 每胜过一个得分计两分: tester
                     # t9bx bx-num15's kind, fjag); not 十分 ("very") after another word
                     r"|(?<=[计得记])(?<![零〇一二两三四五六七八九十百千万\d])([一二两三四五六七八九十])(?=分)"),
}


def word_numbers(text: str, lang: str, skip: Iterable[tuple[int, int]] = ()) -> list[Num]:
    """The numbers ``text`` writes as words, outside ``skip`` spans: English "two", "second", "single"; Greek δύο,
    τρεις, πρώτος, δεύτερη, μοναδικό (one), διπλό (two); Chinese 两副, 三名, 第二副, 唯一, 单一 (not 每一副,
    任一方, 同一).  A cardinal is keyed by its value ("2"), an ordinal by its value and "th" ("2th").  ``lang``:
    ``en``, ``el`` or ``zh`` (``[]`` for another)."""
    pattern = _NUMBER_WORD.get(lang)
    if pattern is None:
        return []
    skip = list(skip)
    folded = _fold_same_length(text) if lang == "el" else text
    found = []
    for match in pattern.finditer(folded):
        if any(a < match.end() and match.start() < b for a, b in skip):
            continue
        if lang == "el" and match.group(1) == "δυο" and el_two_named(folded, match.start(), match.end()):
            continue  # "και των δύο" (both), "όποια από τις δύο", "των δύο": the two just named, no count (fix9cb)
        if lang == "zh" and match.group(2) in ("两", "二") and not match.group(1) and _ZH_THE_TWO.search(folded, 0,
                                                                                                match.start()):
            continue  # "这两个" (these two), "该两副牌": the two just named, no count (fix9cb)
        if lang == "zh":
            digit = next(g for g in match.groups()[1:] if g)[-1]
            value, ordinal = _ZH_DIGITS.get(digit) or 10, bool(match.group(1))
            if value == 1 and not ordinal and _ZH_EACH_ONE.search(folded, 0, match.start()):
                continue  # 每打平一个 ("for each tie"): the distributive "each", no count (fix9ma)
        elif lang == "en":
            word = match.group(1).lower()
            if word == "one" and _EN_PRONOUN_ONE.search(folded, 0, match.start()):
                continue  # "on the last one save": the pronoun (the last field), no count (tester t9bk bk-con13; fixzx)
            value, ordinal = _EN_NUMBER_WORDS.get(word) or _EN_ORDINALS[word], word in _EN_ORDINALS
        else:
            word = match.group(1)
            value = _EL_NUMBER_WORDS.get(word) or next(
                (v for stem, v in _EL_CARDINAL_STEMS.items() if word.startswith(stem)), None)
            ordinal = value is None
            if ordinal:
                value = next(v for stem, v in _EL_ORDINAL_STEMS.items() if word.startswith(stem))
        found.append(Num(f"{value}th" if ordinal else str(value), match.start(), match.end(),
                         text[match.start():match.end()]))
    return found


def _halves_outside(text: str, lang: str, skip: Iterable[tuple[int, int]]) -> list[Num]:
    """The halves ``text`` says in words (:func:`halves`: "a half", 半分, μισός) outside ``skip`` spans: numbers
    compared in order with the other text's (:func:`changed_in_order`: "a half per tie" as 计1分, tester t9br
    br-num19, fiyz)."""
    skip = list(skip)
    return [n for n in halves(text, lang) if not any(a < n.end and n.start < b for a, b in skip)]


_EN_PRONOUN_ONE = re.compile(r"\b(?:the|this|that)\s+(?:last|first|next|previous|other|same|new|old|current|latest|"
                             r"earliest|right|wrong|second|third)\s+\Z", re.IGNORECASE)
"""The words before the "one" of "the last one", "the next one", "that other one": the pronoun standing for a noun
just named, no count (fixzx, tester t9bk bk-con13: "on the last one save" as "στο πρώτο" is the last made the first,
not a one said as a first)."""
_ZH_EACH_ONE = re.compile(r"每[^，,；;。：:、\s\d]{0,4}$")
"""The words before the 一 of 每打平一个 ("for each tie"), 每胜过一个: the distributive "each", no count (fix9ma)."""


def changed_in_order(source: str, target: str, lang: str, english: list[Num], translation: list[Num],
                     skip_s: Iterable[tuple[int, int]] = (), skip_t: Iterable[tuple[int, int]] = ()
                     ) -> tuple[Num, Num] | None:
    """The one number of the English said as another where each text says every number it has, but one more time
    or one time fewer than the other: the numbers of both texts, digits (``english``, ``translation``: those of
    :func:`extract_numbers` and :func:`quantity_numbers`) and words (:func:`word_numbers`, outside ``skip_s`` /
    ``skip_t``) in the order they stand, as many on each side, differing at one place only: "2: two per score beaten,
    one per tie; 1: …" as "2：每胜过一个得分计2分，每打平一个计2分；1：…" (the English's "one" per tie said 2: fix9ma, tester
    t9aw zh_msgs026); a half in words counts ("a half per tie" as 每打平一个计1分: tester t9br br-num19, fiyz).
    ``(the English's, the translation's)`` at that place, else ``None`` (the same numbers as
    often, another count of numbers, more places differing, a count for an ordinal, places far apart)."""
    if lang not in ("zh", "el"):
        return None
    mine, theirs = _all_in_order(source, target, lang, english, translation, skip_s, skip_t)
    if len(mine) != len(theirs) or Counter(n.key for n in mine) == Counter(n.key for n in theirs):
        return None
    places = [i for i, (a, b) in enumerate(zip(mine, theirs)) if a.key != b.key]
    if len(places) != 1:
        return None
    one, other = mine[places[0]], theirs[places[0]]
    # (of one kind, both counts or both ordinals: "the second sentence" beside 正3或负3, which says its 3 twice, is
    # no 3; and at about the same place of each text)
    if one.key.endswith("th") != other.key.endswith("th") or abs(
            one.start / max(len(source), 1) - other.start / max(len(target), 1)) > 0.25:
        return None
    return one, other


def _all_in_order(source: str, target: str, lang: str, english: list[Num], translation: list[Num],
                  skip_s: Iterable[tuple[int, int]], skip_t: Iterable[tuple[int, int]]) -> tuple[list[Num], list[Num]]:
    """The numbers of both texts in the order they stand, as :func:`changed_in_order` and :func:`swapped_in_order`
    compare them: digits and counts (``english``, ``translation``), words outside ``skip_s`` / ``skip_t``
    (:func:`word_numbers`, the translation's as a reader takes them: :func:`read_words`) and halves in words."""
    skip_s, skip_t = list(skip_s), list(skip_t)
    mine = sorted(english + word_numbers(source, "en", skip_s) + _halves_outside(source, "en", skip_s),
                  key=lambda n: n.start)
    words = word_numbers(target, lang, skip_t)
    theirs = sorted(translation + read_words(mine, words) + _halves_outside(target, lang, skip_t),
                    key=lambda n: n.start)
    # (a half is one number however written: "a half", 半分, μισός, 1/2, 0.5)
    return tuple([n._replace(key="1/2") if n.key == "0.5" else n for n in side] for side in (mine, theirs))


_ITEM_SEPARATOR = re.compile(r"[,;:，；：、·\u0387()（）]")
"""What parts the items of a list or the clauses of a text (:func:`swapped_in_order`)."""


def _item_length(text: str, number: Num) -> int:
    """The length of the item of ``text`` (between :data:`_ITEM_SEPARATOR` marks) that holds ``number``."""
    before = [m.end() for m in _ITEM_SEPARATOR.finditer(text, 0, number.start)]
    after = _ITEM_SEPARATOR.search(text, number.end)
    return len(text[before[-1] if before else 0:after.start() if after else len(text)].strip())


def swapped_in_order(source: str, target: str, lang: str, english: list[Num], translation: list[Num],
                     skip_s: Iterable[tuple[int, int]] = (), skip_t: Iterable[tuple[int, int]] = ()
                     ) -> tuple[Num, Num, Num, Num] | None:
    """Two numbers of the English swapped in their translation, each item of a list keeping its place: the numbers
    of both texts in order (as :func:`changed_in_order` reads them, words and digits together) the same, as often,
    but for two places, each with the other's number (one of them at least a word: digits alone are the numbers'
    order's), in two items of a list (parted by a comma, semicolon, colon or
    bracket in both texts) whose lengths keep the English's proportion (the longer item first or last in both):
    "2: two per score beaten, one per tie" as "2: ένας για κάθε αποτέλεσμα που ξεπεράστηκε, δύο για κάθε ισοπαλία"
    (tester t9bx bx-num15, fjag).  Items given in another order, each with its number ("one per tie, two per score
    beaten"), put the shorter item first where the English has the longer: no swap.  Items of about one length
    (within 15%) tell no order: none.  ``(english first, english second, translation first, translation second)``,
    else ``None``."""
    if lang not in ("zh", "el"):
        return None
    mine, theirs = _all_in_order(source, target, lang, english, translation, skip_s, skip_t)
    if len(mine) != len(theirs) or Counter(n.key for n in mine) != Counter(n.key for n in theirs):
        return None
    places = [i for i, (a, b) in enumerate(zip(mine, theirs)) if a.key != b.key]
    if len(places) != 2:
        return None
    i, j = places
    if mine[i].key != theirs[j].key or mine[j].key != theirs[i].key or any(
            n.key.endswith("th") for n in (mine[i], mine[j])):
        return None
    if all(re.search(r"\d", n.text) for n in (mine[i], mine[j], theirs[i], theirs[j])):
        return None  # digits only: the order of the numbers both texts write so is :func:`pair._number_order`'s
    if not (_ITEM_SEPARATOR.search(source, mine[i].end, mine[j].start)
            and _ITEM_SEPARATOR.search(target, theirs[i].end, theirs[j].start)):
        return None  # within one clause a translation may put its numbers in another order ("3 boards at 2 tables")
    ratio_s = _item_length(source, mine[i]) / max(_item_length(source, mine[j]), 1)
    ratio_t = _item_length(target, theirs[i]) / max(_item_length(target, theirs[j]), 1)
    if 0.85 <= ratio_s <= 1 / 0.85 or (ratio_s > 1) != (ratio_t > 1) or ratio_t == 1:
        return None
    return mine[i], mine[j], theirs[i], theirs[j]


_CONTRACT = re.compile(r"(?<![A-Za-z0-9_])([1-7])((?:NT|[SHDC])(?:XX|X)?[NESW]?(?:=|[+-]\d{1,2})?)(?![A-Za-z0-9])")
"""A contract as the helper writes it: a level 1-7, a strain, doubled or redoubled, declarer and result (``4S``,
``3NT``, ``4SN=``, ``3NTX-1``, ``7NTXN=``); its level is a digit glued to letters, no number :func:`extract_numbers`
reads (a result's ``-1`` is one)."""


def contract_levels_changed(source: str, target: str) -> list[tuple[str, str]]:
    """The contracts (:data:`_CONTRACT`) of the English ``source`` its translation ``target`` writes with another
    level, all else the same: ``(english, translated)`` pairs ("7NTXN=" as "6NTXN=", tester t9bb num020; fixwe), the
    contracts compared as multisets (a contract the translation moves or writes as often is none).  A contract
    changed otherwise (its strain, its declarer) or dropped is none of these: another kind of defect."""
    mine = Counter(m.group() for m in _CONTRACT.finditer(source))
    theirs = Counter(m.group() for m in _CONTRACT.finditer(target))
    gained = list((theirs - mine).elements())
    found = []
    for english in (mine - theirs).elements():
        rest = _CONTRACT.fullmatch(english).group(2)
        other = next((g for g in gained if _CONTRACT.fullmatch(g).group(2) == rest), None)
        if other is not None:
            gained.remove(other)
            found.append((english, other))
    return found


_ITEM_MARK = re.compile(r"[;；]")


def items_reordered(source: str, target: str, english: list[Num], translation: list[Num]) -> bool:
    """Whether the numbers of ``target`` stand in another order than those of ``source`` only because the items of a
    list separated by semicolons (";", "；") are given in another order, each item keeping its own numbers
    ("(60 4SN=; 40 4SN-1)" as "（40 4SN-1; 60 4SN=）": the weighted outcomes of an assigned score; fix9vd, tester t9ba
    rew142).  ``english``, ``translation``: the texts' numbers (:class:`Num`, keyed as compared)."""
    def items(text: str, numbers: list[Num]) -> list[tuple[str, ...]]:
        marks = [m.start() for m in _ITEM_MARK.finditer(text)]
        return [tuple(n.key for n in numbers if sum(1 for at in marks if at < n.start) == rank)
                for rank in range(len(marks) + 1)]

    mine, theirs = items(source, english), items(target, translation)
    return len(mine) >= 2 and len(mine) == len(theirs) and mine != theirs and sorted(mine) == sorted(theirs)


def read_words(english: list[Num], translation: list[Num]) -> list[Num]:
    """``translation``'s number words (:func:`word_numbers`) a reader takes for numbers: all but a one (ένα, μία,
    一个: also "a", "an") where ``english`` (the English's digits and number words) has no one."""
    one = any(n.key == "1" for n in english)
    return [n for n in translation if n.key != "1" or one]


UNITS = {
    "percent": {"en": r"%|\bper\s*cent(?:age)?s?\b|\bpercent(?:age)?s?\b",
                "zh": r"[%％]|百分",
                "el": r"[%％]|(?<!\w)τοις\s+εκατ[οό](?!\w)|(?<!\w)ποσοστ\w*"},
    # (the IMPs of "cross-IMPs", 交叉 IMP, "διασταυρούμενα IMPs" are cross-IMPs', those of "Butler IMPs", "IMPs
    # Butler" Butler's, no IMPs of their own: "At cross-IMPs give --results: artificial IMPs are …" names cross-IMPs
    # once and IMPs once; tester t9cb cb-con19, fjay)
    "IMPs": {"en": r"(?<!cross-)(?<!cross )(?<!Butler )\bIMPs?\b(?!\s+Butler\b)|\binternational\s+match\s*points?\b",
             # (not inside a Latin word, the "imp" of an option's value "ximps" the English writes too, which its
             # \bIMPs?\b does not count: tester t9bl bl-alt25's kind, fiye)
             "zh": r"(?<!交叉)(?<!交叉 )(?<!跨场)(?<!跨场 )(?<!cross-)(?<!cross )(?<!Butler)(?<!Butler )(?<!巴特勒)"
                   r"(?<!巴特勒 )(?<![A-Za-z])IMP|国际比赛分",
             "el": r"(?<!cross-)(?<!cross )(?<!μενα )(?<!μένα )(?<!μενων )(?<!μένων )(?<!Butler )\bIMPs?\b"
                   r"(?!\s+(?:Butler|Μπ[αά]τλερ)(?!\w))|(?<!\w)διεθν\w*\s+βαθμ\w*"},
    # the other forms of scoring (fjay, tester t9cb cb-con19: "At cross-IMPs give --results" as "Σε Butler δώστε",
    # another method): cross-IMPs (交叉 IMP, 跨场 IMP; the option value ximps), Butler (巴特勒, Μπάτλερ; butler),
    # board-a-match and total points (总分)
    "cross-IMPs": {"en": r"\bcross-?\s*IMPs?\b|\bximps?\b",
                   "zh": r"(?:交叉|跨场)\s*(?:IMP|比赛分|计分|赛)|cross-?\s*IMPs?|(?<![A-Za-z])ximps?(?![A-Za-z])",
                   "el": r"\bcross-?\s*IMPs?\b|\bximps?\b|(?<!\w)διασταυρ\w*"},
    "Butler": {"en": r"\bButler\b", "zh": r"(?<![A-Za-z])Butler(?![A-Za-z])|巴特勒",
               "el": r"\bButler\b|(?<!\w)Μπ[αά]τλερ(?!\w)"},
    "board-a-match": {"en": r"\bboard-a-match\b|\bBAM\b",
                      "zh": r"(?<![A-Za-z])(?:board-a-match|BAM)(?![A-Za-z])|按副计胜负|每副计胜负",
                      "el": r"\bboard-a-match\b|\bBAM\b"},
    "total points": {"en": r"\btotal\s+points?\b",
                     "zh": r"总分(?!数)|total\s+points?",
                     "el": r"(?<!\w)συνολικ\w*\s+(?:π[οό]ντ|βαθμ)\w*|\btotal\s+points?\b"},
    "matchpoints": {"en": r"\bmatch-?\s?points?\b|\bMPs?\b",
                    "zh": r"(?<!国际)比赛分|\bMPs?\b",
                    "el": r"(?<!\w)βαθμ\w*\s+αγ[ωώ]να(?!\w)|\bMPs?\b"},
    "VP": {"en": r"\bVPs?\b|\bvictory\s+points?\b",
           "zh": r"(?<![A-Za-z])VP|胜利分",
           "el": r"\bVPs?\b|(?<!\w)βαθμ\w*\s+ν[ιί]κης(?!\w)"},
    # what a count is of: tricks ("declarer takes 0 to 13 tricks" as "0 到 13 副", "13 διανομές"; fixwe; boards are
    # no unit here: a translation adds "per board", ανά διανομή, 每副, where the English leaves it understood)
    "tricks": {"en": r"\btricks?\b", "zh": r"墩", "el": r"(?<!\w)λεβ[εέ]\w*"},
}
"""The scoring units a figure is said in (fix9ic, tester t9as EM19): per unit, the English's words and the Chinese and
Greek ones."""

_UNITS = {unit: {lang: re.compile(p, re.IGNORECASE) for lang, p in words.items()} for unit, words in UNITS.items()}
SCORING_FORMS = frozenset(("cross-IMPs", "Butler", "board-a-match", "total points"))
"""The forms of scoring of :data:`UNITS` that no glossary term nor opposite names: one said in the IMPs' place ("At
IMPs (teams)" as "Σε Butler") is :func:`unit_changed`'s finding, where matchpoints, VPs or a percentage in their place
is the glossary's term IMP's (its confusables) or the opposites' (fjay, tester t9cb cb-con19's kind)."""
_MP_ONLY = re.compile(r"MPs?", re.IGNORECASE)
"""The matchpoints' short form "MP", which the glossary's term (matchpoint) does not read."""


def without_placeholders(text: str) -> str:
    """``text`` with its format placeholders (:data:`_PLACEHOLDER_RE`) blanked, its length kept: a placeholder's name
    is no word of the text (``{minus_imps}`` names no IMPs, ``{matchpoints}`` no matchpoints: tester t9bb num019,
    fixwe)."""
    return _PLACEHOLDER_RE.sub(lambda m: " " * len(m.group()), text)


def unit_changed(source: str, target: str, lang: str) -> tuple[str, str] | None:
    """``(the English's unit words, the translation's)`` where the translation says a figure in another scoring unit
    (:data:`UNITS`) than the English: the English names one unit the translation names nowhere and the translation
    one the English names nowhere ("must be from {low} to {high} percent" as "από {low} έως {high} IMPs": fix9ic,
    tester t9as EM19; the laws' IMPs said as matchpoints is :data:`opposites.OPPOSITES`'), or, keeping every unit of
    the English, names one more right after a figure ("得 2 IMP" beside 比赛分: fix9vd), or, where the English names
    no unit at all, names one right after a placeholder of the English's ("NS {ns}, EW {ew}" as "南北 {ns} IMP": a
    score given a unit, tester t9bg bg-sco22; then ``(placeholder, placeholder and unit)``); else ``None``."""
    if lang not in ("zh", "el"):
        return None
    english_written, written = source, target
    # (an option's value is no unit said: "--unit matchpoints" is typed as written; fixwe)
    source, target = (_OPTION_VALUE.sub(lambda m: " " * len(m.group()), without_placeholders(text))
                      for text in (source, target))
    lost = [(unit, m) for unit, words in _UNITS.items() if (m := words["en"].search(source))
            and not words[lang].search(target)]
    gained = [(unit, m) for unit, words in _UNITS.items() if (m := words[lang].search(target))
              and not words["en"].search(source)]
    if not lost and len(gained) == 1 and any(words["en"].search(source) for words in _UNITS.values()) \
            and not _UNITS["IMPs"]["en"].search(source):
        # (not beside the English's IMPs: another unit in an IMPs' place is the glossary's, as below; fix9i, fix9j,
        # fix9ga: 12C2(b) "+3 IMP" as "+3比赛分" / "+3 VP"; fixg2)
        # a figure said in a unit the English names nowhere beside the English's own, still named ("matchpoints 2 per
        # score beaten, 1 per tie" as "得 2 IMP，…得 1 比赛分": fix9vd, tester t9ba num35): the unit right after a digit
        figure = next((m for m in _UNITS[gained[0][0]][lang].finditer(target)
                       if re.search(r"\d\s*$", target[:m.start()])), None)
        named = next(m for words in _UNITS.values() if (m := words["en"].search(source)))
        if figure is not None:
            return named.group(), figure.group()
    if not lost and len(gained) == 1 and not any(words["en"].search(source) for words in _UNITS.values()):
        # a score the English gives bare ("NS {ns}, EW {ew}") said in a unit right after its placeholder ("南北 {ns}
        # IMP"): the English names no unit anywhere, the translation says in which the score is (tester t9bg bg-sco22)
        for match in _UNITS[gained[0][0]][lang].finditer(target):
            placeholder = re.search(r"\{\w*\}\s*$", written[:match.start()])
            if placeholder is not None and placeholder.group().strip() in english_written:
                return placeholder.group().strip(), written[placeholder.start():match.end()]
    if len(lost) == 1 and len(gained) == 1:
        if _option_values_only(lost[0][0], source):
            return None
        if lost[0][0] == "IMPs" and gained[0][0] not in SCORING_FORMS \
                or (lost[0][0], gained[0][0]) == ("matchpoints", "IMPs") \
                and not _MP_ONLY.fullmatch(lost[0][1].group()):
            # the glossary's: another unit in the IMPs' place its confusable, IMPs for matchpoints its family; but
            # the glossary's term is "matchpoint", not the short "MP" of a score line ("{mp} of {top} MP" as
            # "{mp} / {top} IMP", tester t9bd sco38): that one said here
            return None
        return lost[0][1].group(), gained[0][1].group()
    # by count: one unit the English names more often than the translation does, one the translation names more often
    # than the English does, the latter in the former's place (el 12C2(c) "40% of the available matchpoints" as "βαθμών
    # νίκης", its IMPs kept: tester t9bb num011; "at IMPs or VPs" as 以 IMP 或 IMP; "percent (mp)" as "IMPs (mp)";
    # fixwe); not the IMPs said less, whose other unit in their place is the glossary's, nor matchpoints said as IMPs
    # beside the English's IMPs, the opposites' (:data:`opposites.COUNTED_BOTH`)
    said = {unit: (len(words["en"].findall(source)), len(words[lang].findall(target)))
            for unit, words in _UNITS.items()}
    fewer = [unit for unit, (mine, theirs) in said.items() if theirs < mine]
    more = [unit for unit, (mine, theirs) in said.items() if theirs > mine]
    if len(fewer) != 1 or len(more) != 1 or fewer[0] == "IMPs" and more[0] not in SCORING_FORMS or (
            (fewer[0], more[0]) == ("matchpoints", "IMPs") and said["IMPs"][0]) \
            or _option_values_only(fewer[0], source):
        return None
    # (the two words nearest each other's place: "the percentage obtained" of 12C2(c), its 60% and 40% kept)
    share = lambda match, text: match.start() / max(len(text), 1)  # noqa: E731
    english, found = min(((e, t) for e in _UNITS[fewer[0]]["en"].finditer(source)
                          for t in _UNITS[more[0]][lang].finditer(target)),
                         key=lambda pair: abs(share(pair[0], source) - share(pair[1], target)))
    return english.group(), found.group()


def _option_values_only(unit: str, source: str) -> bool:
    """Whether the English ``source`` names the form of scoring ``unit`` (one of :data:`SCORING_FORMS`) only as a value
    of --scoring in a list of values, in lower case ("mp, imps (teams), ximps, butler, or vps"): that value dropped or
    made another is the options check's one finding (tester t9bt bt-alt16, t9bw bw-alt16: "butler" dropped beside a
    VP gloss added), not another form of scoring said (fjay)."""
    # (a value in a scoring condition, no list, is a form said: "the comparisons at ximps" as "σε butler", fjay)
    return unit in SCORING_FORMS and all(m.group().islower() and (_LISTED_VALUE.search(source[:m.start()])
                                                                  or _VALUE_LISTED.match(source, m.end()))
                                         for m in _UNITS[unit]["en"].finditer(source))


_SCORING_VALUES = r"(?:mp|imps|ximps|butler|vps)"
_LISTED_VALUE = re.compile(rf"\b{_SCORING_VALUES}(?:\s*\([^()]*\))?\s*(?:,\s*(?:or\s+)?|\s+or\s+)\Z")
_VALUE_LISTED = re.compile(rf"(?:\s*\([^()]*\))?\s*(?:,\s*(?:or\s+)?|\s+or\s+){_SCORING_VALUES}\b")
"""A --scoring value's neighbour in a list of values, before it ("ximps, butler") or after it ("butler, or vps")."""


_OPTION_VALUE = re.compile(r"--[A-Za-z][\w-]*(?:[ =][A-Za-z0-9_.,]+)?")
"""A command-line option with its value (``--unit matchpoints``): typed as written, no unit said."""


# a quantity the English leaves indefinite ("multiple boards", "several versions", "numerous") said as a number in the
# translation ("σε τρεις διανομές", 三副牌: fix9kb, tester t9av v134, v320): the rule now counts exactly that many
_INDEFINITE = {
    "en": re.compile(r"(?<!\bhow\s)(?<!\btoo\s)(?<!\bas\s)(?<!\bso\s)\b(?:multiple|several|numerous|many|various)\b"
                     r"(?!\s+of\b)", re.IGNORECASE),
    # (on folded Greek: no accents, final sigma as σ)
    # (not περισσότερ-, "more" as often as "several": "περισσότερους χαρακτήρες", "type more")
    "el": re.compile(r"(?<!\w)(?:πολλαπλ\w*|πολλ(?:εσ|α|οι|ων|ουσ|η|ησ|ο|ου)|αρκετ\w*|διαφορ(?:εσ|α|οι|ων|ουσ)|μερικ\w*"
                     r")(?!\w)"),
    # (not 几个, "a few" as often as "several": 多输入几个字 "type more of one")
    "zh": re.compile(r"(?<![最更较不])多(?=[个副桌张名位次种场轮项])|很多|许多|诸多|若干|不少|数(?=[个副桌张名位次种场轮项])"
                     r"|多种|多次"),
}


def _indefinites(text: str, lang: str) -> list[tuple[int, int]]:
    """Spans of the words of an indefinite quantity of ``text`` (:data:`_INDEFINITE`)."""
    folded = _fold_same_length(text) if lang == "el" else text
    return [m.span() for m in _INDEFINITE[lang].finditer(folded)]


def counts_only(source: str, said: list[Num]) -> list[Num]:
    """The translation's counts ``said`` (:func:`quantity_numbers`) less the words of "many" (多个, Πολλαπλά) that
    render the English ``source``'s own indefinite quantities (:data:`_INDEFINITE`: "multiple", "several"), the first
    ones: they count nothing the English bounds ("Multiple Results Obtained at One or More Tables", 86B2's title, as
    在一张牌桌上取得多个结果: the "or more" dropped, not "One or More" made 多个; tester t9ay ZL-107, EL-129, fix9rb)."""
    spare = len(_indefinites(source, "en"))
    # (a Chinese 多 whose measure word names another kind of thing than the nouns the English's indefinites count is
    # no rendering of them: 86B2's title "Multiple Results … at One or More Tables" as 在多张牌桌上取得多个结果 has
    # its 多个 for "Multiple", its 多张 the "One or More" tables said as many; fix9sa)
    after = [source[m.end():m.end() + 40] for m in _INDEFINITE["en"].finditer(source)]

    def renders(n: Num) -> bool:
        noun = _MEASURED.get(n.text[-1:]) if n.key == "many" else None
        return noun is None or any(noun.match(words) for words in after)

    first = {id(n) for n in [n for n in said if n.key == "many" and renders(n)][:spare]}
    spare -= len(first)
    kept = []
    for n in said:
        if id(n) in first:
            continue
        if n.key == "many" and spare > 0:
            spare -= 1
            continue
        kept.append(n)
    return kept


_MEASURED = {measure: re.compile(r"\s*(?:[\w-]+\s+)?(?:" + nouns + r")\b", re.IGNORECASE)
             for measures, nouns in (("张桌", r"tables?"), ("副", r"boards?|deals?|hands?"),
                                     ("名位", r"players?|contestants?|pairs?|teams?|persons?|people|directors?"),
                                     ("次场轮", r"times?|sessions?|rounds?|matches?|stanzas?"))
             for measure in measures}
"""The nouns a Chinese measure word after 多 counts (多张 tables, 多副 boards): :func:`counts_only`."""


def _nearest(spans: list[tuple[int, int]], text: str, share: float) -> tuple[int, int]:
    """Of ``spans`` of ``text``, the one whose start lies nearest ``share`` of the text's length."""
    return min(spans, key=lambda span: abs(span[0] / max(len(text), 1) - share))


def indefinite_made_count(source: str, target: str, lang: str, word: Num) -> Num | None:
    """The English's word of an indefinite quantity ("multiple", "several", "numerous") that the translation's number
    ``word`` (a count with no partner among the English's numbers) stands for: the translation says fewer such words
    than the English (86B3 "multiple", 12C2(d) "multiple boards" as "τρεις διανομές", 三副牌; "δύο" for "the same or
    multiple" whose "ή περισσοτέρων" is gone), the one nearest the word's place; ``None`` where the translation keeps
    them all (数副, πολλαπλές, "περισσότερες από μία") or the word is a one, an ordinal (fix9kb)."""
    if lang not in _INDEFINITE or not word.key.isdigit() or word.key == "1":
        return None
    # (a count with its bound renders one too: the official Greek's "δύο ή περισσοτέρων" for 86B3's "multiple")
    mine, theirs = _indefinites(source, "en"), _indefinites(target, lang) + quantity_numbers(target, lang)
    if len(mine) <= len(theirs):
        return None
    a, b = _nearest(mine, source, word.start / max(len(target), 1))
    return Num("many", a, b, source[a:b])


_ARTICLE_NOUN = re.compile(r"\b(?:a|an)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+(?=\s*(?:[,;:.()]|\b(?:that|which|who|to|of|or|and"
                           r"|in|on|at|by|for|from|with)\b|$))", re.IGNORECASE)


def article_made_count(source: str, target: str, lang: str, word: Num) -> Num | None:
    """The English's "a" / "an" that the Chinese count ``word`` (两, 三 … before a measure word: no one, no ordinal)
    stands for, where the English says no count at all (no number, "both", "twice"): 12C1(e) "a very serious error"
    as 两个极其严重的错误 (fix9kb, tester t9av v287): the rule now asks for two errors.  The article (with its noun
    phrase, as the English writes it) nearest the word's place; ``None`` where the English counts anything.  Greek
    likewise ("a board" as "δύο διανομές", "τρεις διανομές": an error as in Chinese, not the warning "two where the
    English names no two"; fix9ma), not its "και οι δύο" (both)."""
    if lang not in ("zh", "el") or not word.key.isdigit() or word.key == "1":
        return None
    if (word.text not in _ZH_DIGITS) if lang == "zh" else not word.text[:1].isalpha():
        return None
    if lang == "el" and _fold_same_length(word.text) == "δυο" and el_two_named(_fold_same_length(target), word.start,
                                                                                  word.end):
        return None  # ("και οι δύο": both, the two just named)
    if target[word.end:word.end + 1] == "方" or re.search(r"\b(?:neither|either)\b", source, re.IGNORECASE):
        return None  # 两方 "the two sides": "neither side" as 两方均无过错 (the sides, no count of a thing)
    if EN_COUNT_WORDS.search(source) or word_numbers(source, "en") or extract_numbers(source, "en") \
            or quantity_numbers(source, "en") or _indefinites(source, "en") or _indefinites(target, lang):
        return None
    articles = [m.span() for m in _ARTICLE_NOUN.finditer(source)]
    if not articles:
        return None
    # the Chinese counts before a measure word in order (一个, 两个 …): the n-th is the English's n-th article where
    # both have as many, else the article nearest the word's place
    # (the Greek ones likewise: ένας, μία, δύο, τρεις …, the cardinals of :func:`word_numbers`)
    counts = [m.start() for m in re.finditer(r"(?<![第每任同逐统唯单])[一两二三四五六七八九十](?=[个副桌张名位次种场轮项])",
                                             target)] if lang == "zh" else [
        n.start for n in word_numbers(target, "el") if n.key.isdigit()]
    if len(counts) == len(articles) and word.start in counts:
        a, b = articles[counts.index(word.start)]
    else:
        a, b = _nearest(articles, source, word.start / max(len(target), 1))
    return Num("1", a, b, source[a:b])


_EN_BOTH = re.compile(r"\bboth(?:\s+(?:of\s+)?(?:the\s+|them\b|these\s+|their\s+)?(?:[\w'’-]+\s+)?(?:contestants?|sides?|"
                      r"members?|players?|pairs?|teams?|boards?|results?|scores?|versions?|tables?|partners?|"
                      r"opponents?|directions?|keys?)\b)?", re.IGNORECASE)


def both_made_count(source: str, target: str, lang: str, word: Num) -> Num | None:
    """The English's "both" ("both members of the offending side", 12C3) that the translation's count ``word`` (a
    number word with no partner among the English's numbers: three, τρία, 三名) stands for: "both" counts two, so
    "και στα τρία μέλη" for "both members" is the number changed (fix9ma, tester t9aw el_laws009).  The "both" (with
    its noun) nearest the word's place; ``None`` where the word is a one or a two (ένα, δύο, 两名 render it), an
    ordinal, or the English has no "both"."""
    if lang not in ("zh", "el") or not word.key.isdigit() or word.key in ("1", "2"):
        return None
    found = [m.span() for m in _EN_BOTH.finditer(source)]
    if not found:
        return None
    a, b = _nearest(found, source, word.start / max(len(target), 1))
    return Num("2", a, b, source[a:b])


_EN_NUMBER_BEFORE = re.compile(r"(?:\b(?:one|two|three|four|five|six|single|both|\d+)\b\W+(?:\w+\W+){0,2})\Z",
                               re.IGNORECASE)
_PAIR_GAP = {"zh": re.compile(r"[个名位支对队组方副张桌]?(?:(?:相同|同样|一样|同一)的?)?的?"),
             "el": re.compile(r"\s+(?:[^\W\d]+\s+)?")}
"""What may stand between a two and the noun it counts: a Chinese measure word and "same" (两个参赛者, 两名牌手, 两个相同的
参赛者), a Greek adjective (δύο ίδιους αγωνιζόμενους)."""


def pair_named(source: str, target: str, lang: str, word: Num) -> bool:
    """Whether the translation's two ``word`` (:func:`word_numbers`: 两个, 两名, δύο; a :class:`Num` of ``target``)
    counts a pair of things the English ``source`` names in the plural with no number of its own (86B1 "between the
    same contestants" as 同样两个参赛者, tester t9bb rew289): a wording, no English number (the "one" of "favourable to
    one side") said as another.  The noun it counts (after a measure word, :data:`_PAIR_GAP`) is a glossary term
    (:func:`terminology._terms_at`) the English says in the plural with no number word before it ("the same
    contestants", not "one contestant", "three contestants"); a noun outside the glossary is not read (对两方有利 for
    "favourable to one side" stays the one changed).  ``lang``: ``zh`` or ``el`` (else False)."""
    from helper.catalog.checks.terminology import _terms_at

    if lang not in _PAIR_GAP or word.key != "2":
        return False
    counted = {name for a, _b, name in _terms_at(target, lang)
               if word.end <= a <= word.end + 24 and _PAIR_GAP[lang].fullmatch(target[word.end:a])}
    for a, b, name in _terms_at(source, "en"):
        said = source[a:b]
        if name in counted and said.lower().endswith("s") and said.lower() != name.lower() \
                and not _EN_NUMBER_BEFORE.search(source[:a]):
            return True
    return False


def indefinite_named(word: str, text: str) -> bool:
    """Whether ``word`` is an English word of an indefinite quantity (:data:`_INDEFINITE`, "multiple") that the English
    ``text`` has (fix9kb)."""
    return bool(_INDEFINITE["en"].fullmatch(word)) and re.search(rf"\b{re.escape(word)}\b", text) is not None


_NOTE_LABELS = {
    "en": ((re.compile(r"(?<![A-Za-z])source\s*$", re.IGNORECASE), None, "source"),
           (re.compile(r"(?<![A-Za-z])lines?\s*$", re.IGNORECASE), None, "line")),
    "zh": ((re.compile(r"来源\s*$"), None, "source"),
           (re.compile(r"第\s*$"), re.compile(r"^\s*行"), "line")),
    "el": ((re.compile(r"(?<!\w)πηγ(?:ή|ης|ής|η)\s*$", re.IGNORECASE), None, "source"),
           (re.compile(r"(?<!\w)γραμμ(?:ή|ές|ης|ής|η|ες)\s*$", re.IGNORECASE), None, "line")),
}
"""The words that name a number of the project's source notes: "Source 002 line 170" (来源 002 第170行, Πηγή 002
γραμμή 170): the word before the number (and, for the Chinese line, 行 after it), and what the number then is."""



def _note_label(text: str, lang: str, number: Num) -> tuple[str, int] | None:
    """What ``number`` of ``text`` numbers in a source note, "source" or "line", and where the note's word for it
    starts, when that word stands right before it (:data:`_NOTE_LABELS`); else ``None``."""
    for before, after, label in _NOTE_LABELS.get(lang, ()):
        window = max(0, number.start - 12)
        found = before.search(text[window:number.start])
        if found and (after is None or after.match(text[number.end:number.end + 3])):
            return label, window + found.start()
    return None


def note_numbers_swapped(source: str, target: str, lang: str, english: list[Num], translation: list[Num]
                         ) -> tuple[str, str, str, str] | None:
    """Two numbers of a source note swapped: the number the English gives the source or the line ("Source 000 line
    13", "1997 Law 88 (source 002 line 170)") is another number of the English in the translation ("Πηγή 13 γραμμή
    000", "ο Νόμος 88 του 002 (πηγή 1997 …)", "来源 1997 的002年版": testers t9be numbel10, numbel13, numbzh05; fixze),
    both texts having the same numbers.  ``english``, ``translation``: the texts' numbers (:func:`extract_numbers`).
    ``(the English's words, the translation's words, the English's number, the number in its place)``
    ("source 002", "πηγή 1997", "002", "1997"), else ``None``."""
    if lang not in ("zh", "el") or Counter(n.key for n in english) != Counter(n.key for n in translation):
        return None
    theirs = {}
    for number in translation:
        said = _note_label(target, lang, number)
        if said is not None:
            theirs.setdefault(said[0], (number, said[1]))
    for number in english:
        said = _note_label(source, "en", number)
        if said is None or said[0] not in theirs:
            continue
        other, at = theirs[said[0]]
        if other.key != number.key:
            return (source[said[1]:number.end], target[at:other.end] + ("行" if lang == "zh" and said[0] == "line"
                                                                          else ""),
                    number.text, other.text)
    return None
