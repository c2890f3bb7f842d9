"""Opposite labels in the order of the English: average plus/minus, non-offending/offending (issue 9 §2).

Law 12C2(a) gives average minus to a contestant directly at fault and average
plus to one in no way at fault; Law 12C2(b) makes them plus and minus 3 IMPs
"respectively"; Law 12C2(c) sets 60% for the non-offending and 40% for the
offending contestant; in no way / only partly / directly at fault qualify the percentages of Law 12C2(a).  A translation that swaps the two labels of such a pair
(``平均负分`` <-> ``平均正分``, ``μέσο όρο συν`` <-> ``μείον``, ``αναίτιο`` <->
``υπαίτιο``) keeps every number, term and reference and still gives the
contestant at fault the better score.  ``polar_labels`` finds each pair's labels
in order; :func:`helper.catalog.checks.pair.check_pair` compares the two orders.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from helper.catalog.checks.common import _
from helper.catalog.checks.sides import SIDE_NAMES, ZH_AT_FAULT
from helper.catalog.checks.terminology import _term_text


class Polar(NamedTuple):
    """One label of an opposite pair found in a text: its pair, its side and where it is."""

    pair: str
    label: str
    start: int
    end: int


# (pair, label, {lang: pattern on _term_text(text, lang)}).  Greek patterns see folded text:
# no accents, lower case, final sigma as σ.  The English label is the name a reviewer reads.
_LABELS = (
    ("average", _("average plus"), {
        "en": r"\baverage\s+plus\b",
        "zh": r"平均正分|平均加分|平均分加",
        "el": r"(?<!\w)μεσ\w*\s+ορ\w*\s+συν(?!\w)"}),
    ("average", _("average minus"), {
        "en": r"\baverage\s+minus\b",
        "zh": r"平均负分|平均减分|平均分减",
        "el": r"(?<!\w)μεσ\w*\s+ορ\w*\s+μειον(?!\w)"}),
    # Law 12C2(a) and 12C4: who is at fault qualifies the percentages (more than 60% / less than 40%)
    ("fault", _("in no way at fault"), {
        "en": r"\bin\s+no\s+way\s+(?:at\s+fault|to\s+blame)\b|\bnot\s+at\s+fault\b",
        "zh": r"毫无过错|完全无过错|完全没有过错|没有任何过错|无任何过错",
        # ... or "without any fault / responsibility" (χωρίς κανένα σφάλμα, χωρίς καμία ευθύνη: fix9bb, tester 9x)
        "el": r"(?<!\w)(?:δεν\s+εσφαλε\s+)?κατα\s+κανεναν?\s+τροπο|(?<!\w)καθολου\s+υπαιτι\w*|"
              r"(?<!\w)χωρισ\s+(?:κανενα|καμια|καμμια)\s+(?:απολυτωσ\s+)?(?:σφαλμα|ευθυνη|υπαιτιοτητα|λαθοσ)(?!\w)"}),
    ("fault", _("only partly at fault"), {
        "en": r"\b(?:only\s+)?partly\s+(?:at\s+fault|to\s+blame|responsible)\b",
        "zh": r"(?:仅|只)?部分(?:有)?过错|(?:仅|只)?负部分责任|(?:仅|只)?部分责任",
        "el": r"(?<!\w)εσφαλε\s+μερικωσ(?!\w)|(?<!\w)μερικωσ\s+(?:υπαιτι|υπευθυν)\w*"}),
    ("fault", _("directly at fault"), {
        "en": r"\bdirectly\s+(?:at\s+fault|to\s+blame|responsible)\b",
        "zh": r"直接(?:有)?过错|直接负有?责任|直接责任",
        "el": r"(?<!\w)εσφαλε\s+(?:σαφωσ|αμεσα)(?!\w)|(?<!\w)αμεσα\s+(?:υπαιτι|υπευθυν)\w*"}),
    # a side also by what it did or did not do (SIDE_NAMES: 没有违规的一方, 未违规方, ο άξονας που δεν παρέβη are the
    # non-offending side; 违规的一方, ο άξονας που παρέβη the offending one; fix9s): 未违规方 is no "offending"
    ("offending", _("non-offending"), {
        "en": r"\bnon-?\s?offending\b|\binnocent\b",
        "zh": r"非违规|无辜|" + SIDE_NAMES["zh"][0],
        "el": r"(?<!\w)αναιτι\w*|(?<!\w)αθω\w*|(?<!\w)μη\s+παραβατ\w*|" + SIDE_NAMES["el"][0]}),
    ("offending", _("offending"), {
        "en": r"(?<!non-)(?<!non)(?<!non )\boffending\b|\boffender",
        # (or by its fault, 有过错的一方, 过错方: sides.ZH_AT_FAULT, fix9pa)
        "zh": r"(?<!没有)(?<![非未没无])违规(?:方|者|参赛|一方|的一方|队|选手|牌手|搭档)|" + ZH_AT_FAULT,
        "el": r"(?<!\w)υπαιτι\w*|(?<!μη )(?<!\w)παραβατ\w*|" + SIDE_NAMES["el"][1]}),
)


def _compiled(pair: str, label: str, patterns: dict[str, str]) -> dict[str, re.Pattern]:
    """The label's patterns per language; a degree of fault also with every wording of the degrees' table
    (:data:`interface_terms.DEGREES`), so that a number reads the degree beside it in every language alike (fix9av,
    tester 9s: the Greek 12C2(a) in reverse order, "έσφαλε μόνο μερικώς", had its 50% bound to nothing)."""
    from helper.catalog.checks.interface_terms import _DEGREES

    # not "in no way": its words there hold a negation (κατά κανένα τρόπο without its δεν, 毫无) that the negation
    # check weighs against the English's "no" (this table's own patterns take the δεν in)
    # check weighs against the English's "no" (this table's own patterns take the δεν in), only its wordings that
    # hold their own negation ("δεν έχει καμία ευθύνη", "δεν ευθύνεται καθόλου": fix9bj, tester 9x B2-2)
    from helper.catalog.checks.interface_terms import NO_FAULT_NEGATED

    if label == "in no way at fault":
        return {lang: re.compile(f"{p}|{NO_FAULT_NEGATED[lang]}" if lang in NO_FAULT_NEGATED else p)
                for lang, p in patterns.items()}
    degree = _DEGREES.get(label, {}) if pair == "fault" else {}
    return {lang: re.compile(f"{p}|{degree[lang].pattern}" if lang in degree else p, re.IGNORECASE if lang in degree
                             else 0) for lang, p in patterns.items()}


_COMPILED = tuple((pair, label, _compiled(pair, label, patterns)) for pair, label, patterns in _LABELS)


def polar_labels(text: str, lang: str) -> list[Polar]:
    """The labels of opposite pairs in ``text`` (``lang``: ``en``, ``zh`` or ``el``), in order of place.

    Returns:
        ``Polar(pair, label, start, end)`` items; ``label`` is the English name ("average plus",
        "non-offending"); offsets index the text as :func:`_term_text` leaves it (same length as
        ``text`` but for NFC changes, so good for order and distance, not for slicing).
    """
    folded = _term_text(text, lang)
    found = []
    for pair, label, patterns in _COMPILED:
        pattern = patterns.get(lang)
        if pattern is None:
            continue
        found.extend(Polar(pair, label, m.start(), m.end()) for m in pattern.finditer(folded))
    found.sort(key=lambda p: p.start)
    return found


def swapped_pairs(source: str, target: str, lang: str) -> list[tuple[list[str], list[str]]]:
    """Opposite pairs whose labels stand in another order in ``target`` than in English ``source``.

    Only a pair whose labels occur equally often in both texts is compared (a translation that
    repeats or leaves out a label is no swap).  Returns ``(English order, translation order)`` of
    each such pair's labels.
    """
    swapped = []
    src, tgt = polar_labels(source, "en"), polar_labels(target, lang)
    for pair in dict.fromkeys(p.pair for p in src):
        order_s = [p.label for p in src if p.pair == pair]
        order_t = [p.label for p in tgt if p.pair == pair]
        if len(set(order_s)) >= 2 and sorted(order_s) == sorted(order_t) and order_s != order_t:
            swapped.append((order_s, order_t))
    return swapped


def label_before(labels: list[Polar], position: int, limit: int = 80) -> str | None:
    """The label nearest before ``position`` (at most ``limit`` characters away), or None."""
    before = [p for p in labels if p.end <= position and position - p.end <= limit]
    return before[-1].label if before else None
