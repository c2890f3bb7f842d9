"""Weighted and non-balancing assigned adjusted scores (Law 12C1(c), 12C1(e)).

Law 12C1(c): "An assigned adjusted score may be weighted to reflect the
probabilities of a number of potential results, but only outcomes that could
have been achieved in a legal manner may be included." Each potential result is
scored first (matchpoints, IMPs, cross-IMPs or Butler IMPs) and the *scores*
are then weighted; the raw bridge scores are never weighted first. (Teams,
other table +170, 60% of +420 and 40% of +170: 0.6 x IMP(250) + 0.4 x IMP(0)
= 3.6 IMPs, not IMP(0.6 x 420 + 0.4 x 170 - 170) = IMP(150) = 4.)

Units:
- an ``outcome`` is ``(weight, ns_score)``: ``weight`` a percentage above 0
  (an int, Fraction, Decimal or decimal string such as ``"33.3"``), the
  weights of one set summing to exactly 100; ``ns_score`` a Law 77 score from
  NS's point of view (an ``int``, e.g. from :func:`~helper.scoring.contract.ns_score`).
- ``field``: NS scores at the other tables on the board (not the adjusted one).
- matchpoints and percentages (0-100), IMPs: exact Fractions, from the
  named side's own point of view. The Laws set no rounding: round for display.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Iterable

from helper.scoring.errors import ScoringError
from helper.scoring.imps import imps
from helper.scoring.matchpoints import (
    DatumRule,
    _field,
    _scale,
    _score,
    cross_imps,
    datum,
    percentage,
    rank_scores,
)

Outcome = tuple[object, int]


@dataclass(frozen=True)
class Component:
    """One potential result of a weighted score and what it is worth.

    ``weight``: percent; ``ns_score``: Law 77 points for NS; ``value``: NS's
    matchpoints or IMPs for this result alone; ``datum``: the Butler datum
    with this result on the board (Butler only).
    """

    weight: Fraction
    ns_score: int
    value: Fraction
    datum: Fraction | None = None


@dataclass(frozen=True)
class WeightedMatchpoints:
    """A weighted assigned score at matchpoints (Law 12C1(c), Law 78A).

    - ``ns_mp`` / ``ns_percent``: the adjusted table's NS matchpoints, the
      weighted sum of each component's matchpoints, and as a percentage.
    - ``ew_mp`` / ``ew_percent``: ``top - ns_mp`` and ``100 - ns_percent``.
    - ``top``: the board's top (scale x number of other tables).
    - ``field``: for each other table, in the order given, ``(ns_score,
      ns_mp)`` recomputed against the weighted table fractionally (their EW
      matchpoints are ``top - ns_mp``).
    - ``components``: each potential result and its matchpoints.
    """

    ns_mp: Fraction
    ns_percent: Fraction
    ew_mp: Fraction
    ew_percent: Fraction
    top: Fraction
    field: tuple[tuple[int, Fraction], ...]
    components: tuple[Component, ...]

    @property
    def board_total(self) -> Fraction:
        """All NS matchpoints on the board: ``top x tables / 2`` when balanced."""
        return self.ns_mp + sum((mp for _score, mp in self.field), Fraction(0))


@dataclass(frozen=True)
class WeightedImps:
    """A weighted assigned score at cross-IMPs or Butler (Law 12C1(c), Law 78B).

    ``ns``: the adjusted table's NS IMPs; ``ew``: ``-ns``; ``field``: for
    each other table ``(ns_score, ns_imps)`` recomputed against the weighted
    table; ``components``: each potential result and its IMPs.
    """

    ns: Fraction
    ew: Fraction
    field: tuple[tuple[int, Fraction], ...]
    components: tuple[Component, ...]


def _weight(value: object) -> Fraction:
    if isinstance(value, bool):
        raise ScoringError("number", "weight", value)
    try:
        if isinstance(value, (int, Fraction)):
            weight = Fraction(value)
        elif isinstance(value, (Decimal, float, str)):
            weight = Fraction(str(value).strip())  # a float by its shortest repr: 33.3 -> 333/10
        else:
            raise TypeError(value)
    except (ValueError, ZeroDivisionError, TypeError) as exc:
        raise ScoringError("number", "weight", value) from exc
    # Law 12C1(c): each potential result has a positive probability.
    if not 0 < weight <= 100:
        raise ScoringError("weights", "weight", value)
    return weight


def _outcomes(outcomes: Iterable[Outcome]) -> list[tuple[Fraction, int]]:
    """Check a set of weighted outcomes: weights above 0, summing to exactly 100."""
    if isinstance(outcomes, (str, bytes)) or not hasattr(outcomes, "__iter__"):
        raise ScoringError("weights", "outcomes", outcomes)
    checked = []
    for item in outcomes:
        if not isinstance(item, (tuple, list)) or len(item) != 2:
            raise ScoringError("weights", "outcome", item)
        checked.append((_weight(item[0]), _score("ns_score", item[1])))
    if not checked:
        raise ScoringError("weights", "outcomes", outcomes)
    total = sum(weight for weight, _ in checked)
    if total != 100:
        raise ScoringError("weights", "weights", total)
    return checked


def _other_field(field: object) -> list[int]:
    others = _field(field)
    if not others:  # nothing to compare with
        raise ScoringError("field", "field", field)
    return others


def weighted_matchpoints(outcomes: Iterable[Outcome], field: list[int], scale: int = 2) -> WeightedMatchpoints:
    """Law 12C1(c) at matchpoints (Law 78A): matchpoint each outcome, then weight.

    Each potential result is matchpointed against the other tables' results;
    the table's NS matchpoints are the weighted sum. Each other table in turn
    scores against the weighted table by weight (beating a component of 60%
    is worth 60% of a win), so the board total is unchanged: ``top x
    tables / 2``.

    Example: field [+450, +420, +170] (top 6), 60% of +420 and 40% of +170:
    +420 scores 2 + 1 = 3, +170 scores 1 (a tie): 0.6 x 3 + 0.4 x 1 = 2.2 =
    11/5 MP, 36.67%; EW 3.8 MP.

    Raises:
        ScoringError: ``weights`` (a weight not above 0, or not summing to
            100), ``number`` (a weight that is not a number), ``field`` (no
            other table), ``score``, ``scale``.
    """
    per_beaten = _scale(scale)
    checked = _outcomes(outcomes)
    others = _other_field(field)
    board_top = per_beaten * len(others)
    # Exact, without Fractions in the loops (issue 10: 11-28 ms for 200
    # tables): matchpoints are counted doubled (2 x per score beaten, 1 x per
    # tie, times the scale: always an integer) and the weights (percent) are
    # put over one common denominator; one Fraction per value at the end.
    per = int(per_beaten)
    denominator = math.lcm(*(w.denominator for w, _s in checked))
    units = [(int(w * denominator), s) for w, s in checked]  # weight x denominator: integers
    scale_down = 200 * denominator  # doubled, percent, the common denominator
    ordered = sorted(others)

    def doubled(score: int) -> int:  # 2 x Law 78A matchpoints of ``score`` against the field
        lower = bisect_left(ordered, score)
        return per * (2 * lower + bisect_right(ordered, score) - lower)

    components = tuple(Component(w, s, Fraction(doubled(s), 2)) for w, s in checked)
    ns_mp = Fraction(sum(u * doubled(s) for u, s in units), scale_down)
    # Each other table against the rest of the field, ranked by sorting once
    # (issue 10: comparing every pair was quadratic), and against the weighted
    # table: 2 x scale per component beaten, 1 x scale per component tied, by weight.
    ranks = rank_scores(others)
    recomputed = []
    values: dict[int, Fraction] = {}
    for other in others:
        if other not in values:
            lower, equal = ranks[other]
            against_table = sum(u * per * (2 if other > s else 1 if other == s else 0) for u, s in units)
            values[other] = Fraction(per * (2 * lower + equal - 1) * 100 * denominator + against_table, scale_down)
        recomputed.append((other, values[other]))
    ns_percent = percentage(ns_mp, board_top)
    return WeightedMatchpoints(
        ns_mp=ns_mp,
        ns_percent=ns_percent,
        ew_mp=board_top - ns_mp,
        ew_percent=100 - ns_percent,
        top=board_top,
        field=tuple(recomputed),
        components=components,
    )


def weighted_imps(outcomes: Iterable[Outcome], other_table_ns_score: int | Iterable[Outcome]) -> Fraction:
    """Law 12C1(c) at IMPs (teams, Law 78B): IMP each outcome, then weight.

    Each potential result is compared with the other table's NS score and
    converted into IMPs; the IMPs are weighted. When the other table's
    result is also a weighted assigned score, pass its outcomes: every pair
    of components is IMPed and weighted by the product of the weights.

    Example (the domain brief): other table +170; 60% of +420, 40% of +170:
    0.6 x IMP(250) + 0.4 x IMP(0) = 0.6 x 6 + 0 = 3.6 = 18/5 IMPs.

    Returns:
        NS's IMPs (EW's are the negative).

    Raises:
        ScoringError: ``weights``, ``number``, ``score``.
    """
    checked = _outcomes(outcomes)
    if isinstance(other_table_ns_score, int) and not isinstance(other_table_ns_score, bool):
        other = [(Fraction(100), other_table_ns_score)]
    elif isinstance(other_table_ns_score, (list, tuple)):
        other = _outcomes(other_table_ns_score)
    else:
        raise ScoringError("score", "other_table_ns_score", other_table_ns_score)
    total = sum((w * v * imps(s - t) for w, s in checked for v, t in other), Fraction(0))
    return total / 10000


def weighted_cross_imps(outcomes: Iterable[Outcome], field: list[int], average: bool | str = False) -> WeightedImps:
    """Law 12C1(c) at cross-IMPs: cross-IMP each outcome, then weight.

    Each potential result is cross-IMPed against the other tables
    (:func:`~helper.scoring.matchpoints.cross_imps`, sum by default,
    ``average=True`` divides by the number of comparisons, ``"results"`` by
    the number of results); the table's IMPs
    are the weighted sum. Each other table's comparison with the weighted
    table is weighted likewise, so the board still sums to zero.

    Raises:
        ScoringError: ``weights``, ``number``, ``field``, ``score``.
    """
    checked = _outcomes(outcomes)
    others = _other_field(field)
    components = tuple(Component(w, s, cross_imps(s, others, average)) for w, s in checked)
    ns = sum((c.weight * c.value for c in components), Fraction(0)) / 100
    # Equal scores score alike: each distinct score is compared once with each
    # distinct score, times its count (its own comparison is IMP(0) = 0).
    counts: dict[int, int] = {}
    for other in others:
        counts[other] = counts.get(other, 0) + 1
    divisor = len(others) + 1 if average == "results" else len(others)  # n or n - 1 comparisons
    values: dict[int, Fraction] = {}
    for other in counts:
        against_table = sum((w * imps(other - s) for w, s in checked), Fraction(0)) / 100
        value = Fraction(sum(n * imps(other - r) for r, n in counts.items())) + against_table
        values[other] = value / divisor if average else value
    recomputed = [(other, values[other]) for other in others]
    return WeightedImps(ns=ns, ew=-ns, field=tuple(recomputed), components=components)


def weighted_butler(
    outcomes: Iterable[Outcome],
    field: list[int],
    datum_rule: DatumRule | None = None,
    rounding: int | None = 10,
) -> WeightedImps:
    """Law 12C1(c) at Butler: score the board once per outcome, then weight.

    For each potential result the datum is computed with that result on the
    board (:func:`~helper.scoring.matchpoints.datum`), the table's IMPs are
    IMP(result - datum) and each other table's IMP(its score - datum); the
    table's and each other table's IMPs are the weighted sums.

    Raises:
        ScoringError: ``weights``, ``number``, ``field``, ``score``,
            ``rounding``.
    """
    checked = _outcomes(outcomes)
    others = _other_field(field)
    components = []
    for w, s in checked:
        board_datum = datum([s, *others], datum_rule, rounding)
        components.append(Component(w, s, Fraction(imps(s - board_datum)), board_datum))
    ns = sum((c.weight * c.value for c in components), Fraction(0)) / 100
    recomputed = [
        (other, sum((c.weight * imps(other - c.datum) for c in components), Fraction(0)) / 100)
        for other in others
    ]
    return WeightedImps(ns=ns, ew=-ns, field=tuple(recomputed), components=tuple(components))


_SPLIT_SCORINGS = ("mp", "imps", "cross_imps", "butler")


@dataclass(frozen=True)
class SplitScore:
    """A non-balancing assigned adjusted score (Law 12C1(e)).

    - ``ns``: NS's score computed from the NS set, NS's point of view.
    - ``ew``: EW's score computed from the EW set, EW's point of view.
    - ``ns_percent`` / ``ew_percent``: at matchpoints only, else None.
    - ``ns_detail`` / ``ew_detail``: the :class:`WeightedMatchpoints` or
      :class:`WeightedImps` each side's score came from (None at teams).
      Other NS pairs compare with the adjusted table's NS score, so their
      matchpoints are ``ns_detail.field``; other EW pairs compare with its EW
      score: their EW matchpoints are ``top - mp`` for ``ew_detail.field``.
    - ``balanced``: whether the two scores happen to balance.
    """

    scoring: str
    ns: Fraction
    ew: Fraction
    ns_percent: Fraction | None
    ew_percent: Fraction | None
    ns_detail: WeightedMatchpoints | WeightedImps | None
    ew_detail: WeightedMatchpoints | WeightedImps | None
    balanced: bool


def split(
    ns_outcomes: Iterable[Outcome],
    ew_outcomes: Iterable[Outcome],
    *,
    scoring: str = "mp",
    field: list[int] | None = None,
    other_table_ns_score: int | Iterable[Outcome] | None = None,
    scale: int = 2,
    average: bool = False,
    datum_rule: DatumRule | None = None,
    rounding: int | None = 10,
) -> SplitScore:
    """Law 12C1(e): a non-balancing assigned adjusted score.

    When the non-offending side has contributed to its own damage by an
    extremely serious error (unrelated to the infraction) or by a gambling
    action, (i) the offending side is awarded the score it would have been
    allotted as the consequence of rectifying its infraction (its set of
    outcomes) and (ii) the non-offending side does not receive relief for
    such part of its damage as is self-inflicted (its own set). Each
    set is a weighted score (Law 12C1(c); one outcome of 100 for a single
    result), scored by itself; NS's score comes from ``ns_outcomes`` and
    EW's from ``ew_outcomes``, each from its own point of view. Both sets
    are written as NS scores (Law 77 convention).

    At knockout teams, pass ``ns`` and ``ew`` to
    :func:`~helper.scoring.adjusted.knockout_average` (Law 12C4).

    Args:
        ns_outcomes, ew_outcomes: ``[(weight, ns_score), ...]``.
        scoring: ``"mp"`` (needs ``field``, uses ``scale``), ``"imps"``
            (teams; needs ``other_table_ns_score``), ``"cross_imps"`` (needs
            ``field``, uses ``average``) or ``"butler"`` (needs ``field``,
            uses ``datum_rule`` and ``rounding``).

    Raises:
        ScoringError: ``scoring``; ``field`` / ``score`` when the comparison
            results are missing; the errors of the weighted functions.
    """
    if scoring not in _SPLIT_SCORINGS:
        raise ScoringError("scoring", "scoring", scoring)
    if scoring == "imps":
        if other_table_ns_score is None:
            raise ScoringError("score", "other_table_ns_score", None)
        ns = weighted_imps(ns_outcomes, other_table_ns_score)
        ew = -weighted_imps(ew_outcomes, other_table_ns_score)
        return SplitScore(scoring, ns, ew, None, None, None, None, ns + ew == 0)
    if field is None:
        raise ScoringError("field", "field", None)
    if scoring == "mp":
        ns_detail = weighted_matchpoints(ns_outcomes, field, scale)
        ew_detail = weighted_matchpoints(ew_outcomes, field, scale)
        return SplitScore(
            scoring, ns_detail.ns_mp, ew_detail.ew_mp, ns_detail.ns_percent, ew_detail.ew_percent,
            ns_detail, ew_detail, ns_detail.ns_mp + ew_detail.ew_mp == ns_detail.top,
        )
    if scoring == "cross_imps":
        ns_detail = weighted_cross_imps(ns_outcomes, field, average)
        ew_detail = weighted_cross_imps(ew_outcomes, field, average)
    else:
        ns_detail = weighted_butler(ns_outcomes, field, datum_rule, rounding)
        ew_detail = weighted_butler(ew_outcomes, field, datum_rule, rounding)
    return SplitScore(
        scoring, ns_detail.ns, ew_detail.ew, None, None, ns_detail, ew_detail, ns_detail.ns + ew_detail.ew == 0,
    )


def damage(table_value: object, assigned_value: object, nos: str | None = None) -> bool:
    """Law 12B1: was the non-offending side damaged?

    Damage exists when the result obtained at the table is less favourable
    to the non-offending side than the expected result had the infraction
    not occurred. No damage, no adjustment: ``False`` when the table result
    is worth at least as much to the non-offending side.

    Compare like with like: matchpoints with matchpoints, IMPs with IMPs,
    or one Law 77 score with another (a weighted expectation must first be
    scored, Law 12C1(c)).

    Args:
        table_value, assigned_value: numbers (int, Fraction, Decimal or a
            decimal string).
        nos: None or ``"ns"`` when the values are from the non-offending
            side's point of view; ``"ew"`` when they are NS scores and EW is
            the non-offending side (the values are negated).

    Returns:
        True when ``table_value`` is worse for the non-offending side than
        ``assigned_value`` (adjust), False otherwise.

    Raises:
        ScoringError: ``number``, or ``side`` for an unknown ``nos``.
    """
    values = []
    for name, value in (("table_value", table_value), ("assigned_value", assigned_value)):
        if isinstance(value, bool):
            raise ScoringError("number", name, value)
        try:
            values.append(Fraction(value) if isinstance(value, (int, Fraction)) else Fraction(str(value)))
        except (ValueError, ZeroDivisionError) as exc:
            raise ScoringError("number", name, value) from exc
    if nos not in (None, "ns", "ew"):
        raise ScoringError("side", "nos", nos)
    table, assigned = values
    if nos == "ew":
        table, assigned = -table, -assigned
    return table < assigned
