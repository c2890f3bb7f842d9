"""Assigned adjusted scores end to end (Law 12B1, 12C1(a)-(c), 12C1(e), 12C4, 82C, 86B1).

This is the rule the dialogue and ``helper score weighted`` call: the outcome
sets are scored against the other tables (converted, then weighted, Law
12C1(c)); when the table result is given, the Law 12B1 damage test compares
its value to the non-offending side with the assigned score's value, and an
undamaged side gets no adjustment.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from helper.scoring.adjusted import AdjustedScore, Basis, ScoringError, SideScore, _ordered, knockout_rule
from helper.scoring.imps import imps
from helper.scoring.matchpoints import DatumRule, butler, cross_imps, matchpoints, percentage, top
from helper.scoring.weighted import (
    Component,
    weighted_butler,
    weighted_cross_imps,
    weighted_imps,
    weighted_matchpoints,
)

SCORINGS = ("mp", "imps", "ximps", "butler")
"""Forms of scoring: pairs at matchpoints, teams at IMPs, pairs at cross-IMPs or Butler IMPs."""

Outcomes = Sequence[tuple[object, int]]


def _value_of_set(scoring: str, outcomes: Outcomes, field, other_table, scale: int, datum_rule, rounding, average):
    """NS's value of one outcome set, and the details (recomputed field, top)."""
    if scoring == "mp":
        detail = weighted_matchpoints(outcomes, field, scale)
        return detail.ns_mp, detail
    if scoring == "imps":
        return weighted_imps(outcomes, other_table), None
    if scoring == "ximps":
        detail = weighted_cross_imps(outcomes, field, average)
        return detail.ns, detail
    detail = weighted_butler(outcomes, field, datum_rule, rounding)
    return detail.ns, detail


def _table_value(scoring: str, table_result: int, field, other_table, scale: int, datum_rule, rounding,
                 average) -> Fraction:
    """NS's value of the table result itself."""
    if scoring == "mp":
        return matchpoints(table_result, field, scale)
    if scoring == "imps":
        return Fraction(imps(table_result - other_table))
    if scoring == "ximps":
        return cross_imps(table_result, field, average)
    return Fraction(butler(table_result, field, datum_rule, rounding))


def _components(scoring: str, outcomes: Outcomes, detail, other_table) -> tuple[Component, ...]:
    """Each outcome and what it is worth to NS by itself (and its Butler datum)."""
    if detail is not None:
        return tuple(detail.components)
    return tuple(Component(Fraction(str(w)) if not isinstance(w, Fraction) else w, s, Fraction(imps(s - other_table)))
                 for w, s in outcomes)


def _side(scoring: str, basis: Basis, value: Fraction, board_top: Fraction | None) -> SideScore:
    if scoring == "mp":
        return SideScore(basis, percent=percentage(value, board_top), matchpoints=value)
    return SideScore(basis, imps=value)


def assigned_score(
    scoring: str,
    *,
    outcomes: Outcomes | None = None,
    ns_outcomes: Outcomes | None = None,
    ew_outcomes: Outcomes | None = None,
    field: list[int] | None = None,
    other_table: int | None = None,
    table_result: int | None = None,
    nos: str | None = None,
    scale: int = 2,
    datum_rule: DatumRule | None = None,
    rounding: int | None = 10,
    cross_imps_average: bool | str = False,
    knockout: bool = False,
    director_error: bool = False,
    single_result: bool = False,
) -> AdjustedScore:
    """An assigned adjusted score, weighted or split, with the Law 12B1 damage test.

    Args:
        scoring: ``mp`` (needs ``field``), ``imps`` (needs ``other_table``),
            ``ximps`` or ``butler`` (need ``field``).
        outcomes: ``[(weight percent, NS score), ...]`` for both sides
            (Law 12C1(b)/(c)); or, for a non-balancing score (Law 12C1(e)),
            ``ns_outcomes`` and ``ew_outcomes``, each side scored from its own
            set.
        field: the other tables' NS scores (traveller).
        other_table: the NS score at the other table (teams).
        table_result: the NS score obtained at the table; with ``nos`` it
            gives the Law 12B1 damage test.
        nos: the non-offending side, ``ns`` or ``ew`` (needed for the test).
        scale: matchpoint scale, 2 (2 per score beaten) or 1 (1 and 1/2).
        datum_rule, rounding: the Butler datum rule (see
            :class:`~helper.scoring.matchpoints.DatumRule`).
        cross_imps_average: cross-IMPs averaged over the comparisons (True)
            or over the results (``"results"``) rather than summed (False);
            see :func:`~helper.scoring.matchpoints.cross_imps`.
        knockout: a knockout match: at IMPs (teams), non-balancing scores
            (a split score, or the Director's error) are replaced by the
            average of the two sides' separately computed scores (Law 12C4,
            :func:`~helper.scoring.adjusted.knockout_rule`); balancing ones
            are unchanged, with the note ``knockout_balanced``.
        director_error: Law 82C: a ruling of the Director that let play go on
            was wrong; both sides are non-offending and each gets its own
            assigned score, ``ns_outcomes`` for NS and ``ew_outcomes`` for EW
            (non-balancing: at pairs each side is scored against the field, at
            teams each from its own point of view). There is no damage test:
            ``table_result`` is only shown, ``nos`` must be None or ``both``.
        single_result: Law 86B1: team play, no result at this table, and the
            result at the other table between the same contestants is clearly
            favourable to one side: the assigned adjusted score (``outcomes``)
            is IMPed against ``other_table`` (``scoring`` ``imps``).

    Returns:
        AdjustedScore: ``ns``/``ew`` with matchpoints and percent (0-100) at
        ``mp``, IMPs otherwise, each from its own point of view; ``top``;
        ``field`` (each other table's recomputed NS matchpoints or IMPs);
        ``table`` (the table result's value to each side) and ``damaged``
        when a table result was given (in a split score the table result is
        compared with the offending side's set, the expectation had the
        infraction not occurred). When the non-offending side was not
        damaged the table result stands: ``adjusted`` is False, the sides
        hold the table result's values and ``laws`` is ``("12B1",)``.

    Raises:
        ScoringError: ``scoring``, ``side`` (an unknown or missing ``nos``
            with a table result), ``field`` / ``score`` (a missing
            comparison), and the errors of the weighted functions.
    """
    if scoring not in SCORINGS:
        raise ScoringError("scoring", "scoring", scoring)
    split = ns_outcomes is not None or ew_outcomes is not None
    if split and (ns_outcomes is None or ew_outcomes is None or outcomes is not None):
        raise ScoringError("weights", "outcomes", "split")
    if not split and outcomes is None:
        raise ScoringError("weights", "outcomes", None)
    if scoring == "imps" and other_table is None:
        raise ScoringError("score", "other_table", None)
    if scoring != "imps" and not field:
        raise ScoringError("field", "field", field)
    if director_error and not split:
        # Law 82C: each side's own assigned score.
        raise ScoringError("weights", "outcomes", "82C")
    if single_result and scoring != "imps":
        # Law 86B1 concerns team play.
        raise ScoringError("scoring", "scoring", scoring)
    if director_error and nos not in (None, "both"):
        raise ScoringError("side", "nos", nos)
    if table_result is not None and not director_error and nos not in ("ns", "ew"):
        raise ScoringError("side", "nos", nos)
    args = (field, other_table, scale, datum_rule, rounding, cross_imps_average)
    ns_set, ew_set = (ns_outcomes, ew_outcomes) if split else (outcomes, outcomes)
    ns_value, ns_detail = _value_of_set(scoring, ns_set, *args)
    if split:
        ew_ns_value, ew_detail = _value_of_set(scoring, ew_set, *args)
    else:
        ew_ns_value = ns_value
    board_top = top(len(field) + 1, scale) if scoring == "mp" else None
    # EW's value from its own point of view: the complement of the top at
    # matchpoints, the negative at IMPs.
    ew_value = board_top - ew_ns_value if scoring == "mp" else -ew_ns_value
    laws = {"12C1(a)", "12C1(b)"}
    if any(len(s) > 1 for s in (ns_set, ew_set)):
        laws.add("12C1(c)")
    notes: tuple[str, ...] = ()
    if director_error:
        laws.add("82C")
        notes = ("both_non_offending",)
    elif split:
        laws.add("12C1(e)")
        notes = ("split",)
    if single_result:
        laws.add("86B1")
        notes += ("single_result",)
    recomputed = tuple(ns_detail.field) if ns_detail is not None else ()
    components = _components(scoring, ns_set, ns_detail, other_table)
    components_ew = _components(scoring, ew_set, ew_detail, other_table) if split else ()
    # Split (12C1(e)): the other EW pairs score against the EW set.
    recomputed_ew = tuple(ew_detail.field) if split and ew_detail is not None else ()
    table = None
    damaged = None
    if table_result is not None:
        if not director_error:
            laws.add("12B1")
        table_ns = _table_value(scoring, table_result, *args)
        table_ew = board_top - table_ns if scoring == "mp" else -table_ns
        table = (_side(scoring, Basis.TABLE_RESULT, table_ns, board_top),
                 _side(scoring, Basis.TABLE_RESULT, table_ew, board_top))
    if table_result is not None and not director_error:
        # Law 12B1: damage is measured against the expected result had the
        # infraction not occurred. In a split score (Law 12C1(e)) that is the
        # offending side's set: the non-offending side's own set leaves out
        # the self-inflicted part (it is often the table result itself), so
        # it cannot show whether the infraction did damage.
        if split:
            expected_nos = ew_ns_value if nos == "ns" else (
                board_top - ns_value if scoring == "mp" else -ns_value)
        else:
            expected_nos = ns_value if nos == "ns" else ew_value
        table_nos = table_ns if nos == "ns" else table_ew
        damaged = table_nos < expected_nos
        if not damaged:
            # Law 12B1: no damage, no adjustment: the table result stands.
            compared = (_side(scoring, Basis.ASSIGNED, ns_value, board_top),
                        _side(scoring, Basis.ASSIGNED, ew_value, board_top))
            return AdjustedScore(
                _scoring_enum(scoring), table[0], table[1], ("12B1",), ("no_damage",),
                top=board_top, table=table, assigned=compared, damaged=False, adjusted=False, nos=nos,
            )
    score = AdjustedScore(
        _scoring_enum(scoring),
        _side(scoring, Basis.ASSIGNED, ns_value, board_top),
        _side(scoring, Basis.ASSIGNED, ew_value, board_top),
        _ordered(laws),
        notes,
        top=board_top,
        recomputed_field=recomputed,
        recomputed_field_ew=recomputed_ew,
        components=components,
        components_ew=components_ew,
        table=table,
        damaged=damaged,
        nos="both" if director_error else nos,
    )
    if knockout and scoring == "imps":
        # Law 12C4: non-balancing scores in knockout play (a split score,
        # 12C1(e), or both sides non-offending, 82C): each side's score
        # calculated separately (ns_value, ew_value), the average to each.
        return knockout_rule(score)
    return score


def _scoring_enum(scoring: str):
    from helper.scoring.adjusted import Scoring

    return Scoring(scoring)

