"""What each number and label goes with, clause by clause, in the English and in its translation (issue 9 §2,
fresh tester 9b).

Law 12C2(a) gives three cases, each a number, a label of the score and a degree of fault: "average minus (at most
40% ...) to a contestant directly at fault, average (50% ...) to a contestant only partly at fault, and average
plus (at least 60% ...) to a contestant in no way at fault".  A translation may give the cases in another order
(Chinese puts who is at fault first, or lists the innocent side first) and still say the same; it says something
else when a number goes with another label ("至多为60%": at most instead of at least), when a degree of fault is
changed (仅部分有过错 -> 直接有过错) or when the first fault label is changed so that both 40% and 60% go to the
contestant in no way at fault.  So the comparison is not by position but by what goes together:

- a text is cut into clauses: its sentences, cut at ``; : ；：`` outside brackets (not between digits); a clause
  holding two numbers is cut again at the first comma (``, ， 、``, not ``1,000`` nor ``12,5``) or conjunction
  (and, or, και, ή, 和, 或 ...: the Greek 12C2(a) joins its last two cases with και) after the first number;
- in each clause the labels of the opposite pairs (:mod:`polarity`: average plus/minus; directly / only partly /
  in no way at fault; non-offending/offending) and the bounds (``at least`` / ``more than`` / ``exceeding`` against
  ``at most`` / ``less than``: 至少/不少于/超过/以上 against 至多/最多/不超过/低于; τουλάχιστον/υπερβαίνει against
  το πολύ/έως/μέχρι/μικρότερη από) go with each number of the clause and with each other;
- :func:`bindings` gives, for each such anchor (a number, or a label), the labels of every other pair that go with
  it; :func:`differences` compares those of the English with those of the translation over the anchors both
  texts have.

The words compared are the English's own (whatever paragraph says them), never a list of paragraphs.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from typing import NamedTuple

from helper.catalog.checks.brackets import cut_outside
from helper.catalog.checks.common import _
from helper.catalog.checks.modality import _fold_same_length
from helper.catalog.checks.polarity import polar_labels
from helper.catalog.checks.structure import sentences

_AT_LEAST = _("at least / more than")
_AT_MOST = _("at most / less than")
# whether a bound of a percentage takes the number itself in (fix9u, tester 9j): "more than 60%" made 不低于60% /
# τουλάχιστον 60% ("at least") gives the contestant with exactly 60% another score (Law 12C2(c))
_STRICT = _("more than / less than (the number itself excluded)")
_INCLUSIVE = _("at least / at most (the number itself included)")

# One pattern per language, the negated forms first ("not more than" is an upper bound, not "more than").
# Greek is matched on folded text (no accents, lower case, final sigma as σ).
_BOUNDS = {
    "en": re.compile(
        r"\b(?P<max>not\s+more\s+than|no\s+more\s+than|not\s+exceed\w*|at\s+most|less\s+than|fewer\s+than|up\s+to|"
        r"fall(?:s|ing)?\s+short\s+of|"
        r"a\s+maximum\s+of|or\s+less|or\s+fewer)\b"
        r"|\b(?P<min>not\s+less\s+than|no\s+less\s+than|not\s+fewer\s+than|at\s+least|more\s+than|greater\s+than|"
        r"exceed\w*|a\s+minimum\s+of|or\s+more)\b", re.IGNORECASE),
    # 不足/不到/未达/未满 before a number: "less than" (不足可得比赛分的百分之四十, 12C2(c); fix9j)
    # a modal negated before a comparison: 不能大于 / 不应超过 is "at most", 不能小于 "at least" (fix9p)
    # 以上 / 以下 are inclusive ({high} 以上: at least {high}), after a number or a placeholder (fix9v)
    # (不要少于 "must not be less than" too: "at least", its 要 a negated modal's; tester t9bi bi-mod11, fixzt)
    # 最高 before a number is "at most", not in 最高比赛分 / 最高分 (the board's top: "60% of the top", fix9hc)
    "zh": re.compile(r"(?P<max>不(?:能|应|可|得|会|宜|应该|可以|要)(?:超过|多于|高于|大于)|不超过|不多于|不高于|不大于|至多|最多|少于|低于|小于|(?:(?<=[0-9%％}])|(?<=[0-9%％}]\s))(?:或|及)?以下|(?:(?<=[0-9%％}])|(?<=[0-9%％}]\s))(?:或|及)(?:更少|更低)|(?:(?<=[0-9%％}])|(?<=[0-9%％}]\s))以内|"
                     r"(?:不足|不到|未达到?|未满)(?=[^，。；,;、]{0,12}?(?:[0-9]|百分之|[一二三四五六七八九十]))|"
                     r"(?:最高|上限)(?![分值]|比赛分|比分)(?=[^，。；,;、（）()]{0,10}?(?:[0-9０-９]|百分之)))"
                     r"|(?P<min>不(?:能|应|可|得|会|宜|应该|可以|要)(?:少于|低于|小于)|(?<![未没不])达到(?=[^，。；,;、]{0,12}?(?:[0-9０-９]|百分之))|不少于|不低于|不小于|至少|最少|起码|超过|多于|高于|大于|(?:(?<=[0-9%％}])|(?<=[0-9%％}]\s))(?:或|及)?以上|"
                     r"(?:(?<=[0-9%％}])|(?<=[0-9%％}]\s))(?:或|及)(?:更多|更高)|逾(?=[^，。；,;、]{0,12}?(?:[0-9０-９]|百分之))|"
                     r"(?:最低|下限)(?![分值])(?=[^，。；,;、（）()]{0,10}?(?:[0-9０-９]|百分之)))"),
    # a comparison negated: "δεν μπορεί να είναι μικρότερο από" is "at least", "όχι μεγαλύτερο από" "at most" (fix9r)
    # and "δεν μπορεί να είναι κάτω από" (cannot be below) "at least", "δεν ... πάνω από" (above) "at most"; "πάνω από"
    # alone "more than" (fix9v); the genitive as απο: "άνω του 60%", "κάτω του 40%", "υπεράνω των", "μικρότερο του"
    # (fix9cg, tester 9ag L-el-l-ok-45); the subjunctive's μη(ν): "να μην ξεπερνά τα 24" (must not exceed 24) is "at
    # most 24" (fix9nb)
    "el": re.compile(r"(?<!\w)(?:(?P<max>(?:οχι\s+|δεν\s+(?:(?:μπορει|πρεπει|γινεται|επιτρεπεται)\s+να\s+)?(?:ειναι\s+)?|(?:να\s+)?μην?\s+(?:ειναι\s+)?)"
                     r"(?:(?:περισσοτερ|μεγαλυτερ|υψηλοτερ|ανωτερ)\w*(?:\s+απο)?|(?:παρα)?πανω\s+απο|(?:υπερ)?ανω\s+(?:απο|του|τησ|των))|(?:δεν\s+(?:(?:μπορει|πρεπει)\s+να\s+)?|(?:να\s+)?μην?\s+)(?:υπερβαιν|υπερβει|ξεπερν)\w*|το\s+πολυ|εωσ|μεχρι|"
                     # "falls short of" (υπολείπεται του 60%: "exceeds 60%" reversed; fix9jb, tester t9at E-cond3)
                     r"υπολειπ\w*(?:\s+(?:απο|του|τησ|των))?|"
                     r"(?:λιγοτερ|μικροτερ|χαμηλοτερ|κατωτερ)\w*\s+(?:απο|του|τησ|των)|κατω\s+(?:απο|του|τησ|των)|"
                     r"κατ['’΄`ʼ]?\s*ανωτατο(?:\s+οριο)?|ωσ\s+ανωτατο\s+οριο|(?:το\s+)?μεγιστο(?:\s+οριο)?(?=\s+(?:το\s+)?[0-9])|"
                     r"(?<=[0-9%]\s)η\s+(?:και\s+)?(?:λιγοτερ|μικροτερ|χαμηλοτερ|κατωτερ)\w*)"
                     r"|(?P<min>(?:οχι\s+|δεν\s+(?:(?:μπορει|πρεπει|γινεται|επιτρεπεται)\s+να\s+)?(?:ειναι\s+)?|(?:να\s+)?μην?\s+(?:ειναι\s+)?)"
                     r"(?:(?:λιγοτερ|μικροτερ|χαμηλοτερ|κατωτερ|υπολειπ)\w*(?:\s+απο)?|κατω\s+(?:απο|του|τησ|των))|τουλαχιστον?|"
                     r"(?:περισσοτερ|μεγαλυτερ|υψηλοτερ|ανωτερ)\w*\s+(?:απο|του|τησ|των)|υπερβαιν\w*|ξεπερν\w*|"
                     r"(?:παρα)?πανω\s+απο|(?:υπερ)?ανω\s+(?:απο|του|τησ|των)|κατ['’΄`ʼ]?\s*ελαχιστο\w*|"
                     # "φτάνει το 60%" (reaches: 60% itself included; fix9mb)
                     r"(?<!δεν\s)(?:φτα|φθα)(?:ν|σ)\w*(?=\s+(?:η\s+(?:και\s+)?(?:ξεπερν|υπερβαιν)\w*\s+)?(?:(?:το|τα|στο|στα)\s+)?[0-9])|"
                     r"ωσ\s+ελαχιστο(?:\s+οριο)?|(?:το\s+)?ελαχιστο(?:\s+οριο)?(?=\s+(?:το\s+)?[0-9])|(?<=[0-9%]\s)η\s+(?:και\s+)?(?:περισσοτερ|μεγαλυτερ|υψηλοτερ|ανωτερ)\w*))"
                     r"(?!\w)"),
}
# Which bounds exclude their number ("more than", 超过, πάνω από) and which include it ("at least", 不低于, τουλάχιστον,
# and every negated comparison: "not more than", 不能超过, δεν μπορεί να είναι μικρότερο); 以上/以下/以内 and έως/μέχρι
# are read either way and say nothing here.  On the words of a ``_BOUNDS`` match (Greek folded).
_STRICT_WORDS = {
    "en": (re.compile(r"(?:less|fewer|more|greater)\s+than|exceed\w*|fall", re.IGNORECASE),
           re.compile(r"not\b|no\b|at\s|up\s|a\s|or\s", re.IGNORECASE)),
    "zh": (re.compile(r"超过|多于|高于|大于|少于|低于|小于|不足|不到|未达到?|未满|逾"),
           # 达到60%: "reaching 60%", 60% itself included ("more than 60%" as 达到60%: fix9mb, tester t9aw zh_msgs056)
           re.compile(r"不(?!足|到)|至多|最多|至少|最少|起码|最低|最高|下限|上限|或|及|达到")),
    "el": (re.compile(r"(?:περισσοτερ|μεγαλυτερ|υψηλοτερ|ανωτερ|λιγοτερ|μικροτερ|χαμηλοτερ|κατωτερ|υπερβαιν|υπερβει|"
                      r"ξεπερν|υπολειπ)\w*|(?:κατω|(?:υπερ)?ανω|(?:παρα)?πανω)\s+(?:απο|του|τησ|των)"),
           re.compile(r"οχι\s|δεν\s|μην?\s|το\s+πολυ|τουλαχιστο|κατ\W|ωσ\s|η\s|(?:το\s+)?(?:ελαχιστο|μεγιστο)|φτα|φθα")),
}


def strictness(words: str, lang: str) -> str | None:
    """``_STRICT`` when the bound ``words`` (a ``_BOUNDS`` match, Greek folded) exclude the number they qualify
    ("more than", 超过, πάνω από), ``_INCLUSIVE`` when they include it ("at least", "not more than", 不低于,
    τουλάχιστον), ``None`` when they are read either way (以上, έως)."""
    strict, inclusive = _STRICT_WORDS.get(lang) or _STRICT_WORDS["en"]
    if inclusive.match(words):
        return _INCLUSIVE
    if strict.match(words):
        return _STRICT
    return None
_CONJUNCTION = {
    "en": re.compile(r"\b(?:and|or|but|whereas|while)\b", re.IGNORECASE),
    "zh": re.compile(r"或者|以及|或|及|和|而|但"),
    "el": re.compile(r"(?<!\w)(?:και|ή|αλλά|ενώ)(?!\w)", re.IGNORECASE),
}
_OPEN, _CLOSE = "([（〔【[", ")]）〕】]"
_CUT = re.compile(r"(?<!\d)[;:；：]|[;:；：](?!\d)")
"""Where a sentence's clauses part: a semicolon or colon, not between two digits (a time, "10:30")."""
_COMMA = ",，、"

# the order in which a difference is reported when a number differs in several ways
_PAIR_ORDER = ("average", "fault", "offending", "bound", "strict")


class Label(NamedTuple):
    """A label of an opposite pair (or a bound) found in a text."""

    pair: str
    label: str
    start: int
    end: int


def labels(text: str, lang: str) -> list[Label]:
    """The opposite labels (:func:`polarity.polar_labels`) and the bounds of ``text``, in order of place.

    ``lang``: ``en``, ``zh`` or ``el``.  A bound's ``label`` is ``"at least / more than"`` or ``"at most / less
    than"`` (the English name a reviewer reads); its pair is ``"bound"``.
    """
    found = [Label(p.pair, p.label, p.start, p.end) for p in polar_labels(text, lang)]
    pattern = _BOUNDS.get(lang) or _BOUNDS["en"]
    folded = _fold_same_length(text) if lang == "el" else text
    for match in pattern.finditer(folded):
        found.append(Label("bound", _AT_MOST if match.group("max") else _AT_LEAST, match.start(), match.end()))
    found.sort(key=lambda label: label.start)
    return found


def clauses(text: str, lang: str, numbers: list) -> list[tuple[int, int]]:
    """``(start, end)`` of each clause of ``text``: its sentences cut at ``; : ；：`` outside brackets (not
    between digits); a clause holding two of ``numbers`` (:class:`numbers.Num` items) is cut again at the first
    comma or conjunction outside brackets after the first of them (else halfway): a comma alone does not cut,
    as a relative clause ("για έναν αναίτιο αγωνιζόμενο, του οποίου η βαθμολογία ... 60%") keeps its label."""
    spans = []
    for sentence in sentences(text, lang) or [None]:
        start, end = (sentence.start, sentence.end) if sentence else (0, len(text))
        spans += cut_outside(text, _CUT, start, end, _OPEN, _CLOSE)
    cut = []
    conjunction = _CONJUNCTION.get(lang) or _CONJUNCTION["en"]
    ordered = sorted(numbers, key=lambda n: n.start)
    starts = [n.start for n in ordered]
    for start, end in spans:
        inside = ordered[bisect_left(starts, start):bisect_left(starts, end)]
        for before, after in zip(inside, inside[1:]):
            depth = sum(text[start:before.end].count(c) for c in _OPEN) - sum(
                text[start:before.end].count(c) for c in _CLOSE)
            at = None
            for i in range(before.end, after.start):
                char = text[i]
                if char in _OPEN:
                    depth += 1
                elif char in _CLOSE and depth:
                    depth -= 1
                elif depth <= 0 and (char in _COMMA and not (text[i - 1].isdigit() and text[i + 1:i + 2].isdigit())
                                     or conjunction.match(text, i)):
                    at = i
                    break
            if at is None:
                at = (before.end + after.start) // 2
            cut.append((start, at))
            start = at
        cut.append((start, end))
    return cut


Anchor = tuple  # ("num", "60%") or ("label", "average plus")


def bindings(text: str, lang: str, numbers: list) -> tuple[dict, dict, set]:
    """What goes together in ``text``: ``(bound, anchored, lonely)``.

    ``bound``: ``{anchor: {pair: {labels}}}``, an anchor being ``("num", key)`` for a number (``numbers``:
    :class:`numbers.Num` items of ``text``, references left out) or ``("label", label)`` for a label; the labels
    of each pair in the anchor's clause (a label's own pair is left out), and for a number the bound that
    qualifies it (pair ``"bound"``, :func:`_bound_numbers`; for a percentage also whether that bound takes the
    number itself in, pair ``"strict"``, :func:`strictness`).  ``anchored``: ``{(pair, label): set of
    anchors}`` of the labels whose clause has a number or a label of another pair; ``lonely``: the ``(pair,
    label)`` of each label with nothing beside it in its clause.
    """
    found = labels(text, lang)
    bound: dict = {}
    anchored: dict = {}
    lonely: set = set()
    folded = _fold_same_length(text) if lang == "el" else text
    for label, number in _bound_numbers(text, [l for l in found if l.pair == "bound"], numbers):
        bound.setdefault(("num", number.key), {}).setdefault("bound", set()).add(label.label)
        strict = strictness(folded[label.start:label.end], lang) if number.key.endswith("%") else None
        if strict:  # a percentage's bound: the number itself in or out (pair "strict")
            bound[("num", number.key)].setdefault("strict", set()).add(strict)
    found = [l for l in found if l.pair != "bound"]
    label_starts = [l.start for l in found]
    ordered = sorted(numbers, key=lambda n: n.start)
    number_starts = [n.start for n in ordered]
    for start, end in clauses(text, lang, numbers):
        here = found[bisect_left(label_starts, start):bisect_left(label_starts, end)]
        nums = [("num", n.key) for n in ordered[bisect_left(number_starts, start):bisect_left(number_starts, end)]]
        for label in here:
            if any(l.pair == label.pair and l.label != label.label for l in here):
                # "average plus or average minus ... 3 IMPs or minus 3 IMPs respectively": the clause cannot
                # tell which goes with what; only their order can (polarity.swapped_pairs)
                lonely.add((label.pair, label.label))
                continue
            others = nums + [("label", l.label) for l in here if l.pair != label.pair]
            if not others:
                lonely.add((label.pair, label.label))
                continue
            anchored.setdefault((label.pair, label.label), set()).update(others)
            for anchor in others:
                bound.setdefault(anchor, {}).setdefault(label.pair, set()).add(label.label)
    return bound, anchored, lonely


_BOUND_REACH = {"zh": 10, "en": 20, "el": 20}
"""A bound goes with the first number at most this many characters after it (至多为可得比赛分的40%: 7;
"μικρότερη από το 40%"), or, written after the number (60%以上, "60% or more"), the number right before it."""


_POST_BOUND = re.compile(r"or\s|或|及|以上|以下|以内|[ήη]\s", re.IGNORECASE)


def _bound_numbers(text: str, bounds: list, numbers: list) -> list:
    """``(bound, number)`` for each bound that qualifies a number (see ``_BOUND_REACH``)."""
    reach = _BOUND_REACH["zh" if any("\u4e00" <= c <= "\u9fff" for c in text) else "en"]
    tied = []
    ordered = sorted(numbers, key=lambda n: n.start)
    starts = [n.start for n in ordered]
    for label in bounds:
        near = ordered[max(0, bisect_left(starts, label.start - 40)):bisect_left(starts, label.end + reach + 1)]
        after = [n for n in near if 0 <= n.start - label.end <= reach]
        before = [n for n in near if 0 <= label.start - n.end <= 2]
        # a bound written after its number ("60% or more", 60%或以上, "40% ή λιγότερο"; fix9ff, tester 9am) goes with
        # that number, not with one in the words that follow
        post = before and _POST_BOUND.match(text, label.start)
        if after and not post:
            tied.append((label, min(after, key=lambda n: n.start)))
        elif before:
            tied.append((label, max(before, key=lambda n: n.start)))
    return tied


class Difference(NamedTuple):
    """A number or label that goes with ``expected`` (a label of ``pair``) in the English and with ``found`` in
    the translation."""

    anchor: Anchor
    pair: str
    expected: str
    found: str


def differences(source: str, target: str, lang: str, src_nums: list, tgt_nums: list) -> list[Difference]:
    """The anchors (numbers first, then labels) both texts have whose labels of a pair differ between the English
    ``source`` and its translation ``target`` (``lang`` ``zh``/``el``).

    Only pairs present with the anchor on both sides are compared: a translation that leaves out a label is no
    difference here.  Numbers come in the order of the English; per anchor the pairs in ``_PAIR_ORDER``.
    """
    src = bindings(source, "en", src_nums)[0]
    tgt = bindings(target, lang, tgt_nums)[0]
    order = [("num", n.key) for n in src_nums] + [("label", l.label) for l in labels(source, "en")]
    found = []
    for anchor in dict.fromkeys(order):
        if anchor not in src or anchor not in tgt:
            continue
        for pair in _PAIR_ORDER:
            expected, got = src[anchor].get(pair), tgt[anchor].get(pair)
            if expected and got and expected != got:
                found.append(Difference(anchor, pair, " / ".join(sorted(expected - got) or sorted(expected)),
                                        " / ".join(sorted(got - expected) or sorted(got))))
    return found


def explained(source: str, target: str, lang: str, src_nums: list, tgt_nums: list, pair: str) -> bool:
    """True when every label of ``pair`` in both texts sits in a clause with an anchor the other text has too
    and no anchor's labels of ``pair`` differ: the labels stand in another order only because the translation
    gives the cases in another order (Law 12C2(a) from the innocent side first), each with its own number and
    labels."""
    src, anchored_s, lonely_s = bindings(source, "en", src_nums)
    tgt, anchored_t, lonely_t = bindings(target, lang, tgt_nums)
    if any(key[0] == pair for key in lonely_s | lonely_t):
        return False  # a label of the pair with nothing beside it: its place is all there is to compare
    shared = set(src) & set(tgt)
    for anchored in (anchored_s, anchored_t):
        labels_of_pair = [key for key in anchored if key[0] == pair]
        if not labels_of_pair or any(not (anchored[key] & shared) for key in labels_of_pair):
            return False
    return not any(d.pair == pair for d in differences(source, target, lang, src_nums, tgt_nums))


def order_matters(source: str, target: str, lang: str, src_nums: list, tgt_nums: list, pair: str) -> bool:
    """Whether labels of ``pair`` standing in another order than in the English are to be said as such
    (:func:`polarity.swapped_pairs`): not when the order is :func:`explained`, nor when the numbers the labels go
    with keep them (a difference is then said by the number it concerns: the cases reversed and average plus and
    minus swapped make the degrees of fault stand in another order too, but it is the average labels that
    moved); yes when a label of the pair has nothing beside it (its place is all there is to compare) or a
    number goes with another label of the pair."""
    if explained(source, target, lang, src_nums, tgt_nums, pair):
        return False
    src, _anchored_s, lonely_s = bindings(source, "en", src_nums)
    tgt, _anchored_t, lonely_t = bindings(target, lang, tgt_nums)
    if any(key[0] == pair for key in lonely_s | lonely_t):
        return True
    found = [d for d in differences(source, target, lang, src_nums, tgt_nums) if d.pair == pair]
    if found and not any(d.anchor[0] == "label" for d in found) and _labels_keep_each_other(
            _anchored_s, _anchored_t, pair):
        # the cases in another order, each label of the pair still with the labels of the other pairs it goes
        # with in the English (average plus with "in no way at fault"): only numbers moved between the cases (12C2(a)
        # reversed with 40% and 60% swapped), which the number says (fix9ay: one defect, one finding)
        return False
    by_number = any(anchor[0] == "num" and pair in labels_of for bound in (src, tgt)
                    for anchor, labels_of in bound.items())
    if by_number:
        return any(d.anchor[0] == "num" for d in found)
    return bool(found)


def _labels_keep_each_other(anchored_s: dict, anchored_t: dict, pair: str) -> bool:
    """Whether every label of ``pair`` goes with the same labels of the other pairs in the English (``anchored_s``)
    and in the translation (``anchored_t``, both of :func:`bindings`; none for a label beside numbers only, 12C2(a)'s
    "only partly at fault"), one label at least going with some: the cases are whole, whatever their order and
    their numbers."""
    keys = {key for key in anchored_s if key[0] == pair} | {key for key in anchored_t if key[0] == pair}
    labels_only = lambda anchors: {anchor for anchor in anchors if anchor[0] == "label"}
    return (any(labels_only(anchored_s.get(key, ())) for key in keys)
            and all(labels_only(anchored_s.get(key, ())) == labels_only(anchored_t.get(key, ())) for key in keys))


def bound_before(text: str, start: int, lang: str) -> str | None:
    """The bound (:func:`labels`: "at most", 不得超过, το πολύ; "at least", 不少于, τουλάχιστον) ending at most
    a short word before position ``start`` of ``text`` (``το``, ``为``), or None."""
    window = text[max(0, start - 40):start]
    near = [label for label in labels(window, lang)
            if label.pair == "bound" and len(window[label.end:].strip(" \u3000:：")) <= 3]
    return near[-1].label if near else None


_CLAUSE_STOP = re.compile(r"[;:.!?；：。！？]")


def _one_bound(text: str, lang: str, first: int, second: int) -> str | None:
    """The one bound of the clause holding offsets ``first`` < ``second`` of ``text`` (none of ``; : .`` and their
    full-width forms between them), or None when they are in two clauses or it has none or several."""
    if _CLAUSE_STOP.search(text, first, second):
        return None
    start = max((m.end() for m in _CLAUSE_STOP.finditer(text, 0, first)), default=0)
    end = next((m.start() for m in _CLAUSE_STOP.finditer(text, second)), len(text))
    found = {label.label for label in labels(text[start:end], lang) if label.pair == "bound"}
    return found.pop() if len(found) == 1 else None


def same_comparison(source: str, target: str, lang: str, first: str, second: str) -> bool:
    """Whether the placeholders ``first`` and ``second`` ("{low}", "{high}") stand to one comparison word alike in the
    English ``source`` and in its translation ``target`` (``zh``/``el``): each right after the same bound in both
    texts ("at least {low} in pairs and at least {high} in teams" as 双人赛中至少为 {high}，队式赛中至少为 {low}), or
    both with no bound of their own in one clause of one bound, the same in both ("Both {low} and {high} must be at
    least 0" as {high} 和 {low} 都必须至少为 0).  Swapped, neither is made the bound nor the value bounded: the order
    of the English is the only witness (a warning, fix9aa); a swap that makes the other value the bound ("{high} must
    be at least {low}" as {low} 必须至少为 {high}) is not this."""
    at = lambda text, field: text.find(field)
    places = [(at(source, f), at(target, f)) for f in (first, second)]
    if any(s < 0 or t < 0 for s, t in places):
        return False
    (s1, t1), (s2, t2) = places
    bounds_s = {bound_before(source, s1, "en"), bound_before(source, s2, "en")}
    bounds_t = {bound_before(target, t1, lang), bound_before(target, t2, lang)}
    if bounds_s != bounds_t or len(bounds_s) != 1:
        return False
    if bounds_s != {None}:
        return True
    one = _one_bound(source, "en", min(s1, s2), max(s1, s2))
    return one is not None and one == _one_bound(target, lang, min(t1, t2), max(t1, t2))
