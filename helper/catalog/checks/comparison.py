"""A comparison or a condition reversed, "other" dropped, a bound dropped (issue 9 §2, fresh tester 9c).

Law 86B2(b) gives the non-offending side "average plus or an assigned adjusted score, whichever is more
favourable"; 以较不利者为准 (the less favourable) or "όποιο είναι χειρότερο" gives it the worse one.  Law 12B1
defines damage as a result "less favourable than would have been the expectation"; 更有利 (more favourable)
reverses the definition.  Law 12C2(c) awards the percentage obtained "on the other boards of that session";
所有牌 (all boards) counts the board in question too.  These words carry no number, so the number checks
(:mod:`meaning`) do not see them: here each aligned sentence pair (:func:`negation._sentence_pairs`) is compared by
a table of comparative pairs, the words of each side in English, Chinese and Greek:

- ``better``: more favourable / better / more advantageous (较有利, 更有利, 最有利, 较好, 有利者; ευνοϊκότερο,
  πιο ευνοϊκό, καλύτερο) against ``worse``: less favourable / worse / unfavourable (较不利, 更不利, 不利, 不如…有利,
  较差; λιγότερο ευνοϊκό, χειρότερο, δυσμενέστερο): one side's words fewer and the other's more in the
  translation is a reversed comparison;
- ``higher``: higher / greater / larger / more (较高, 更高, 高于, 更大, 大于, 更多, 多于; υψηλότερ-, μεγαλύτερ-,
  ανώτερ-, περισσότερ-) against ``lower``: lower / smaller / lesser / fewer / less (较低, 更低, 低于, 更小, 小于, 更少,
  少于; χαμηλότερ-, μικρότερ-, κατώτερ-, λιγότερ-): "the higher of the two scores" as 较低者, "one or more boards" as
  μία ή λιγότερες (clean13).  A comparative that bounds a number ("less than 40%", 低于40%) is a bound, compared
  by :mod:`meaning`; "more / less favourable" is ``better`` / ``worse``;
- ``other``: other / remaining / the rest of (其他, 其余, 其它, 剩余, 另一桌, 另外的, 别的, 别桌; υπόλοιπ-, άλλ-, λοιπ-,
  έτερ-): fewer in the translation is "other" dropped (whatever replaced it, 所有 or nothing).

A bound of no number reversed ("must be at most {high}" as 至少应为 {high}, δέχεται τουλάχιστον {most} for "takes at
most {most}") is ``reversed`` too (fix9p).

A bound of a number dropped (至少为60% made 为60%: "at least" lost) is :func:`dropped_bounds`, built on
:func:`meaning.bindings`.
"""

from __future__ import annotations

import re

from helper.catalog.checks.modality import _fold_same_length

_NO_NUMBER = {
    "en": r"(?![^.;:,]{0,30}?\d)",
    "zh": r"(?![^，。；：,;:、]{0,12}?(?:[0-9０-９]|百分之))",
    "el": r"(?![^.;:,·]{0,30}?\d)",
}
"""A comparative followed in its clause by a number (at most 30 characters, 12 in Chinese) bounds that number."""

_TABLE = {
    "better": {
        "en": re.compile(r"\b(?:more\s+favou?rable|better|more\s+advantageous|most\s+favou?rable|best)\b", re.I),
        "zh": re.compile(r"(?<!不)(?:较|更|最|比较)(?:为)?有利|(?<!不)(?:较|更|最)好|(?<![不较更最])有利者"),
        "el": re.compile(r"(?<!\w)(?:καλυτερ\w*|ευνοικοτερ\w*|(?:πιο|περισσοτερο)\s+ευνοικ\w*)(?!\w)"),
    },
    "worse": {
        "en": re.compile(r"\b(?:less\s+favou?rable|worse|least\s+favou?rable|worst|unfavou?rable|"
                         r"less\s+advantageous|disadvantageous)\b", re.I),
        "zh": re.compile(r"(?:较|更|最|比较)?不利|(?:较|更|最)差|不如[^，。；,;]{0,40}?有利"),
        "el": re.compile(r"(?<!\w)(?:χειροτερ\w*|δυσμενεστερ\w*|δυσμεν\w*|(?:λιγοτερο|ολιγοτερο)\s+ευνοικ\w*)(?!\w)"),
    },
    # a comparison of size or amount ("the higher of the two scores", "one or more boards"); not one that bounds a
    # number ("less than 40%", 低于40%, "μικρότερη από το 40%": :mod:`meaning` compares bounds), nor "more / less
    # favourable" (better / worse), nor "at least" / "at most" (bounds), nor 最多/最少 ("at most" / "at least")
    "higher": {
        "en": re.compile(r"(?<!at\s)\b(?:higher|highest|greater|greatest|larger|largest|bigger|biggest|more|most)\b"
                         r"(?!\s+(?:favou?rable|advantageous)\b)" + _NO_NUMBER["en"], re.I),
        "zh": re.compile(r"(?<!不)(?:较高|更高|最高|高于|较大|更大|最大|大于|较多|更多|多于)" + _NO_NUMBER["zh"]),
        "el": re.compile(r"(?<!\w)(?:υψηλοτερ|μεγαλυτερ|ανωτερ|περισσοτερ)\w*(?!\w)(?!\s+ευνοικ)" + _NO_NUMBER["el"]),
    },
    "lower": {
        "en": re.compile(r"(?<!at\s)\b(?:lower|lowest|smaller|smallest|lesser|fewer|fewest|less|least)\b"
                         r"(?!\s+(?:favou?rable|advantageous)\b)" + _NO_NUMBER["en"], re.I),
        "zh": re.compile(r"(?<!不)(?:较低|更低|最低|低于|较小|更小|最小|小于|较少|更少|少于)" + _NO_NUMBER["zh"]),
        "el": re.compile(r"(?<!\w)(?:χαμηλοτερ|μικροτερ|κατωτερ|λιγοτερ|ολιγοτερ)\w*(?!\w)(?!\s+ευνοικ)"
                         + _NO_NUMBER["el"]),
    },
    "other": {
        "en": re.compile(r"\b(?:other|others|remaining|the\s+rest\s+of)\b(?!\s+than\b)(?!\s*wise)", re.I),
        # (别的 "other" and 别 before a noun of place or person, 别桌, 别处, 别人: 86B1 "at the other table" as 在别的牌桌;
        # not the 别 of 分别, 特别, 区别, 类别, 级别, 个别, 识别, 差别, 告别, 鉴别, 辨别, 判别, 离别: fixyd)
        "zh": re.compile(r"其他|其它|其余|其餘|剩余|剩下|另(?!见)|别的"
                         r"|(?<![分特区类级个识差告鉴辨判离性派组])别(?=桌|处|人|队|组)"),
        # (read on folded text, where a final ς is σ: άλλες, άλλος, άλλους, άλλης as αλλεσ … (fix9bb))
        # (and the learned έτερος, "το έτερο τραπέζι": fixyd)
        "el": re.compile(r"(?<!\w)(?:υπολοιπ\w*|λοιπ\w*|(?:αλλ|ετερ)(?:οσ|ου|ο|ον|η|ησ|ην|οι|ων|ουσ|εσ|α))(?!\w)"),
    },
}
_OPPOSITE = {"better": "worse", "worse": "better", "higher": "lower", "lower": "higher",
             "not higher": "not lower", "not lower": "not higher"}


# A comparative of size negated in its clause is compared with those negated (fix9ab, fresh tester 9m): "cannot have
# been due fewer times than the results given" is "at least as many" (大于或等于, τουλάχιστον: the negation check,
# :mod:`negation`, weighs such a bound), "{low} or more" is "όχι μικρότερος από {low}" (not less than: 不小于, 不少于);
# "cannot be fewer" as 不能多于 is still reversed.  Word lists per language, on the text before the comparative
# (Greek folded): a negation, then at most four words.
_NEGATED_BEFORE_COMPARATIVE = {
    "en": re.compile(r"(?:\b(?:not|never|cannot)|n't)\s+(?:[a-z]+\s+){0,4}$", re.IGNORECASE),
    "zh": re.compile(r"(?:不|没有?|未)(?:得|能|可以|可|应该|应|会|要|是|为)?(?:为|是)?$"),
    # (Greek says with more words, its να particles: "δεν μπορεί να έπρεπε να παιχτεί λιγότερες φορές", five words
    # between; tester t9bx bx-rew36's defect with the sides kept, fjah)
    "el": re.compile(r"(?<!\w)(?:οχι|ουτε|δεν|δε|μην?)\s+(?:[^\W\d]+\s+){0,5}$"),
}


def _comparatives(text: str, lang: str, kind: str) -> list:
    """The matches of ``kind``'s words in ``text`` (Greek folded); of size, ``"higher"`` and ``"lower"`` are those
    not negated in their clause (:data:`_NEGATED_BEFORE_COMPARATIVE`), ``"not higher"`` and ``"not lower"`` those
    negated."""
    folded = text if lang in ("en", "zh") else _fold_same_length(text)
    negate = kind.startswith("not ")
    found = list(_TABLE[kind.removeprefix("not ")][lang].finditer(folded))
    if kind == "other" and lang == "el":
        # αλλά ("but", its accent last) folds as άλλα ("other"): no "other" (fix9ga, tester 9am: 86B1 "at the other
        # table" as "σε αυτό το τραπέζι" beside "αλλά για πολλαπλές" kept the count)
        found = [m for m in found if text[m.start():m.end()].casefold() not in ("αλλά", "αλλὰ")]
    if kind.removeprefix("not ") in ("higher", "lower"):
        negated = _NEGATED_BEFORE_COMPARATIVE[lang]
        found = [m for m in found if bool(negated.search(folded[max(0, m.start() - 50):m.start()])) == negate]
    return found


def _counts(text: str, lang: str) -> dict:
    return {kind: len(_comparatives(text, lang, kind)) for kind in (*_TABLE, "not higher", "not lower")}


def _first(text: str, lang: str, kind: str) -> str:
    found = _comparatives(text, lang, kind)
    return text[found[0].start():found[0].end()] if found else ""


_BOUND_NUMBER = {"en": re.compile(r"[^.;:,]{0,30}?\d"), "zh": re.compile(r"[^，。；：,;:、]{0,12}?(?:[0-9０-９]|百分之)"),
                 "el": re.compile(r"[^.;:,·]{0,30}?\d")}


_NEGATED_BEFORE = re.compile(r"\b(?:no|not|never|none|nothing|cannot)\b[^.;:,]*$|n't\b[^.;:,]*$", re.IGNORECASE)
"""A negation before "exceed" ("no difference exceeds", "cannot exceed": at most; "cannot" too, fjac: "cannot exceed
{most}" as 不能超过 {most} was a comparison reversed)."""


def _free_bounds(text: str, lang: str) -> dict:
    """``{"max": [words], "min": [words]}``: the bounds of ``text`` (:func:`meaning.labels`: at most 不能大于 το πολύ;
    at least 不能小于 τουλάχιστον) that bound no number written out ("at most {high}", "takes at most {most}"): a
    bound of a number is :func:`meaning.differences`' to compare (fix9p)."""
    from helper.catalog.checks.meaning import _AT_MOST, labels

    found: dict = {"max": [], "min": []}
    for label in labels(text, lang):
        if label.pair == "bound" and not _BOUND_NUMBER[lang].match(text, label.end):
            kind = label.label == _AT_MOST
            if lang == "en" and text[label.start:label.end].lower().startswith("exceed") \
                    and _NEGATED_BEFORE.search(text[max(0, label.start - 30):label.start]):
                kind = not kind  # "no difference exceeds {most}" is "at most {most}" (不超过, δεν υπερβαίνει)
            elif lang == "en" and _COMPARISON_BOUND.match(text, label.start) \
                    and _NEGATED_BEFORE_COMPARATIVE["en"].search(text[max(0, label.start - 50):label.start]):
                # "must not be more than" is "at most" (至多, 不能多于, το πολύ) or, its negation dropped, "at least":
                # the negation check's one finding; the comparison reversed under its negation (不能少于) is the
                # table's ("not higher" / "not lower", fix9ab)
                continue
            found["max" if kind else "min"].append(text[label.start:label.end])
    return found


# A bound said as an exact count (fix9by, tester 9ad): "Give at least one --outcome W:R." as "Δώστε ακριβώς ένα" /
# 恰好给出一个 (exactly one) or, for "at least", as "only" (只能给出一个, μόνο ένα): the minimum or maximum made a fixed
# count.  ``exact`` for either bound, ``only`` against "at least" alone ("at most one" is "only one"); on the
# translation with no bound of its own (Greek folded)
_EXACT = {
    "exact": {"zh": re.compile(r"恰好|正好|刚好|恰恰|确切地|精确地|不多不少"),
              "el": re.compile(r"(?<!\w)(?:ακριβωσ|ουτε\s+περισσοτερ\w*\s+ουτε\s+λιγοτερ\w*)(?!\w)")},
    "only": {"zh": re.compile(r"只能|仅能|只可|只许|只(?=[给输填指提])|仅(?=[给输填指提])"),
             "el": re.compile(r"(?<!\w)(?:μονο|μοναχα)(?!\w)")},
}


def exact_for_bound(english: str, translation: str, lang: str) -> tuple[str, str] | None:
    """``(bound, found)``: the English's bound with no number written out ("at least" of "at least one", by
    :func:`_free_bounds`) said as an exact count in ``translation`` (``zh``/``el``, as written): "ακριβώς", 恰好 for
    either bound, "μόνο", 只能 for "at least"; None when the translation keeps a bound of its own or says neither."""
    if lang not in _EXACT["exact"]:
        return None
    from helper.catalog.checks.numbers import quantity_numbers, read_quantities

    bounds_s, bounds_t = _free_bounds(english, "en"), _free_bounds(translation, lang)
    if bounds_t["min"] or bounds_t["max"]:
        return None
    # a bound of a count the translation says with its bound ("one or more" as "μία ή περισσότερες", 一个或多个) is
    # kept: a "μόνο" elsewhere belongs to another phrase (tester 9ao e31: 86B2(c)'s "both contestants" as "ενός μόνο
    # αγωνιζόμενου", the contestants' finding, was also "'or more' made an exact count")
    mine = quantity_numbers(english, "en")
    kept = {n.key for n in read_quantities(mine, quantity_numbers(translation, lang))}
    said = [n.text for n in mine if n.key in kept]
    bounds_s = {kind: [w for w in words if not any(w in text for text in said)] for kind, words in bounds_s.items()}
    folded = translation if lang == "zh" else _fold_same_length(translation)
    for kind, table in (("min", ("exact", "only")), ("max", ("exact",))):
        for name in table if bounds_s[kind] else ():
            match = _EXACT[name][lang].search(folded)
            if match:
                return bounds_s[kind][0], translation[match.start():match.end()]
    return None


_EXACT_COUNT = {
    "zh": re.compile(r"(?:恰好|正好|刚好|恰恰|只能|仅能|只有|仅有|只|仅)\s*(?:为|是|有|判给|得到)?\s*([一二两三四五六七八九十])(?:个|名|副|方|种|次|桌)?"),
    "el": re.compile(r"(?<!\w)(?:ακριβωσ|μονο|μοναχα)\s+(?:(?:τα|τισ|τουσ|οι|σε|στα|στισ|στουσ)\s+)?"
                     r"(ενα|ενασ|ενοσ|εναν|μια|μιασ|δυο|τρια|τρεισ|τριων|τεσσερα|τεσσερισ|τεσσαρων)(?!\w)"),
}
"""An exact count of the translation (folded Greek): "ακριβώς δύο", "μόνο μία", 恰好两个, 只有一个; its number word."""
_COUNT_VALUES = {"ενα": 1, "ενασ": 1, "ενοσ": 1, "εναν": 1, "μια": 1, "μιασ": 1, "δυο": 2, "τρια": 3, "τρεισ": 3,
                 "τριων": 3, "τεσσερα": 4, "τεσσερισ": 4, "τεσσαρων": 4}


def exact_for_count(english: str, translation: str, lang: str) -> tuple[str, str] | None:
    """``(bound, found)``: a count the English bounds in words ("two or more", "one or more", "at least two", "more
    than one": :func:`numbers.quantity_numbers`) said as an exact count in ``translation`` (``zh``/``el``): "ακριβώς
    δύο", "μόνο δύο", 恰好两个, 只有两个 for "two or more" (fix9cb: the laws' 86B2; fix9by found it in interface strings
    only, by :func:`exact_for_bound`).  Only a count of the English the translation bounds in no words of its own
    (:func:`numbers.read_quantities`), where the English says no "exactly" or "only".  None otherwise."""
    from helper.catalog.checks.numbers import quantity_numbers, read_quantities, zh_numeral

    if lang not in _EXACT_COUNT or re.search(r"\b(?:exactly|only|just)\b", english, re.IGNORECASE):
        return None
    mine = quantity_numbers(english, "en")
    kept = {n.key for n in read_quantities(mine, quantity_numbers(translation, lang))}
    counts = [n for n in mine if n.key != "many" and n.key not in kept]
    if not counts:
        return None
    folded = translation if lang == "zh" else _fold_same_length(translation)
    for match in _EXACT_COUNT[lang].finditer(folded):
        word = match.group(1)
        value = zh_numeral(word) if lang == "zh" else _COUNT_VALUES[word]
        for count in counts:
            bound = int(count.key.strip("<>"))
            if value in (bound, bound + 1 if count.key.startswith(">") else bound,
                         bound - 1 if count.key.startswith("<") else bound):
                return count.text, translation[match.start():match.end()]
    return None


_COMPARISON_BOUND = re.compile(r"(?:more|less|fewer|greater)\s+than\b", re.IGNORECASE)
"""An English bound said as a comparison, which a negation before it turns into the other bound ("cannot be more than": at most)."""


_FIELD = re.compile(r"\{[^{}\s]*\}")


def _sides(text: str, lang: str, kind: str) -> tuple[set, set] | None:
    """The placeholders before and after the first comparative of ``kind`` in ``text`` (Greek folded here), or
    None when it has none."""
    folded = text if lang in ("en", "zh") else _fold_same_length(text)
    match = _TABLE[kind][lang].search(folded)
    if match is None:
        return None
    return ({m.group() for m in _FIELD.finditer(text, 0, match.start())},
            {m.group() for m in _FIELD.finditer(text, match.end())})


def stated_from_the_other_side(english: str, translation: str, lang: str) -> bool:
    """Whether ``translation`` (``zh``/``el``) states the English's comparison of size from the other side: the
    opposite comparative with the compared placeholders on the other sides ("{setting} must be more than twice
    {other}" as {other} 的两倍必须小于 {setting}, "το διπλάσιο του {other} πρέπει να είναι μικρότερο από το
    {setting}"), the same meaning (fresh tester 9j).  The same sides with the opposite word is a comparison reversed."""
    if lang not in ("zh", "el"):
        return False
    for kind, opposite in (("higher", "lower"), ("lower", "higher")):
        mine, theirs = _sides(english, "en", kind), _sides(translation, lang, opposite)
        if mine and theirs and all(mine) and mine[0] == theirs[1] and mine[1] == theirs[0]:
            return True
        # (or, in the comparative's clause, the things compared named: "{field}: the board cannot have been due
        # fewer times than the results given" as "{field}：已给出的结果数不能多于这副牌应打的次数", the results
        # before, the board after "more than": A fewer than B is B more than A; tester t9bx bx-rew36, fjah)
        mine, theirs = _named_sides(english, "en", kind), _named_sides(translation, lang, opposite)
        if mine and theirs and mine[0] and mine[1] and mine[0] == theirs[1] and mine[1] == theirs[0] \
                and not mine[0] & mine[1]:
            return True
    return False


_COMPARED = {
    "result": {"en": re.compile(r"\bresults?\b", re.I), "zh": re.compile(r"结果"),
               "el": re.compile(r"(?<!\w)αποτελεσμα\w*")},
    "table": {"en": re.compile(r"\btables?\b", re.I), "zh": re.compile(r"(?<![一每])桌(?!号)"),
              "el": re.compile(r"(?<!\w)τραπεζι\w*")},
    "score": {"en": re.compile(r"\bscores?\b", re.I), "zh": re.compile(r"(?<!调整)分数|得分|成绩"),
              "el": re.compile(r"(?<!\w)σκορ(?!\w)")},
}
"""Things an interface string compares by count beside the glossary's terms (:func:`terminology._terms_at`: the
board, the contestant): the results given, the tables, the scores (:func:`_named_sides`); English read case-blind,
Greek folded."""
_CLAUSE_MARK = {"en": re.compile(r"[:;.!?](?:\s|$)"), "zh": re.compile(r"[：；。！？:;]"),
                "el": re.compile(r"[:;.!?·](?:\s|$)")}


def _named_sides(text: str, lang: str, kind: str) -> tuple[set, set] | None:
    """The things named before and after the first comparative of ``kind`` in ``text``, within its clause (to the
    marks of :data:`_CLAUSE_MARK`): placeholders, the glossary's terms (by their English) and :data:`_COMPARED`'s;
    None when it has no comparative of ``kind``."""
    from helper.catalog.checks.terminology import _terms_at

    folded = text if lang in ("en", "zh") else _fold_same_length(text)
    match = _TABLE[kind][lang].search(folded)
    if match is None:
        return None
    marks = _CLAUSE_MARK[lang]
    start = max((m.end() for m in marks.finditer(folded, 0, match.start())), default=0)
    stop = next((m.start() for m in marks.finditer(folded, match.end())), len(folded))
    named = [(m.start(), m.group()) for m in _FIELD.finditer(text, start, stop)]
    named += [(at, name.casefold()) for at, end, name in _terms_at(text, lang) if start <= at and end <= stop]
    named += [(m.start(), name) for name, words in _COMPARED.items() for m in words[lang].finditer(folded, start, stop)]
    return ({name for at, name in named if at < match.start()}, {name for at, name in named if at >= match.end()})


def reversed_comparisons(source: str, target: str, lang: str) -> list[tuple[str, str, str, str]]:
    """English sentences whose comparison the translation reversed or whose "other" it dropped.

    ``source``: the English; ``target``: its Chinese (``zh``) or Greek (``el``) translation.  Returns ``(kind,
    english_sentence, english_words, translation_words)``: ``kind`` ``"reversed"`` (``english_words`` "more
    favourable", ``translation_words`` 较不利), or ``"other"`` ("other" of the English missing:
    ``translation_words`` is ``""``).  Sentences are paired as in :func:`negation.dropped_negations`; ``[]`` for
    another language.
    """
    from helper.catalog.checks.negation import _sentence_pairs

    if lang not in ("zh", "el"):
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        mine, theirs = _counts(english, "en"), _counts(translation, lang)
        # {other} 的两倍必须小于 {setting} for "{setting} must be more than twice {other}": the same comparison
        other_side = stated_from_the_other_side(english, translation, lang)
        for kind, opposite in _OPPOSITE.items():
            if mine[kind] > theirs[kind] and theirs[opposite] > mine[opposite]:
                if kind.removeprefix("not ") in ("higher", "lower") and other_side:
                    break
                found.append(("reversed", english, _first(english, "en", kind), _first(translation, lang, opposite)))
                break
        else:
            # the same comparative with the things compared swapped round it: "the board cannot have been due fewer
            # times than the results given" as 已给出的结果数不能少于这副牌应打的次数 (the results fewer than the
            # board's times), "τα αποτελέσματα … λιγότερα από τις φορές … η διανομή": the comparison reversed too
            # (tester t9bx bx-rew36's kind, fjah)
            for kind in ("higher", "lower"):
                if _TABLE[kind]["en"].search(english) and sum(mine[k] for k in _OPPOSITE) == mine[kind] \
                        + mine["not " + kind] and [mine[k] for k in _OPPOSITE] == [theirs[k] for k in _OPPOSITE]:
                    ours, their = _named_sides(english, "en", kind), _named_sides(translation, lang, kind)
                    if ours and their and ours[0] and ours[1] and not ours[0] & ours[1] and ours[0] == their[1] \
                            and ours[1] == their[0]:
                        found.append(("reversed", english, _first(english, "en", kind) or _first(
                            english, "en", "not " + kind), _first(translation, lang, kind) or _first(
                            translation, lang, "not " + kind)))
        # a bound reversed: "must be at most {high}" as 至少应为 {high} / τουλάχιστον {high} (fix9p)
        bounds_s, bounds_t = _free_bounds(english, "en"), _free_bounds(translation, lang)
        for kind, opposite in (("max", "min"), ("min", "max")) if (not found or found[-1][1] != english) \
                and not other_side else ():
            if len(bounds_s[kind]) > len(bounds_t[kind]) and len(bounds_t[opposite]) > len(bounds_s[opposite]):
                found.append(("reversed", english, bounds_s[kind][0], bounds_t[opposite][0]))
                break
        if mine["other"] > theirs["other"]:
            found.append(("other", english, _first(english, "en", "other"), ""))
    return found


def dropped_bounds(source: str, target: str, lang: str, src_nums: list, tgt_nums: list) -> list[tuple[str, str]]:
    """``(number_text, bound)`` for each number of the English qualified by a bound ("at least 60%": Law 12C2(a))
    whose translation has the number with no bound at all (至少为60% made 为60%, τουλάχιστον dropped).

    ``src_nums``/``tgt_nums``: the :class:`numbers.Num` items of each text (references left out).  A bound
    flipped (至多为60%) is :func:`meaning.differences`'; a number missing is the number check's.
    """
    from helper.catalog.checks.meaning import bindings

    src = bindings(source, "en", src_nums)[0]
    tgt = bindings(target, lang, tgt_nums)[0]
    found = []
    for number in src_nums:
        anchor = ("num", number.key)
        expected = src.get(anchor, {}).get("bound")
        if expected and anchor in {("num", n.key) for n in tgt_nums} and not tgt.get(anchor, {}).get("bound"):
            found.append((number.text, " / ".join(sorted(expected))))
    return found
