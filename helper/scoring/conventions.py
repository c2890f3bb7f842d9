"""The scorers' conventions a score rests on (Law 78 and regulations).

The Laws leave these to the Regulating Authority or Tournament Organizer
(Law 78D; Law 12C2 sets no rounding). A ruling names the conventions it used,
so that a scorer can check the figures: each is a ``(code, value)`` pair,
worded by :func:`helper.dialogue.render.convention_text` and given by name in
``score ... --json`` (``conventions``):

- ``("matchpoint_scale", 2 | 1)``: Law 78A, 2 per score beaten and 1 per tie,
  or 1 and 1/2;
- ``("cross_imps", "sum" | "comparisons" | "results")``: cross-IMPs summed,
  or averaged over the n - 1 comparisons or the n results;
- ``("datum", {...})``: the Butler datum: ``method`` (``mean`` of the results
  left, or ``median``), ``drop`` (results left out at each end, or
  ``drop_pct``), ``min_results``, ``rounding`` (points, 0 = exact) and
  ``halves`` (``away``, ``up``, ``even``); when the board is known, also
  ``results`` (how many results it had, this table's included) and
  ``dropped`` (how many of them were left out at each end);
- ``("rounding", (decimals, halves))``: adjusted scores rounded by regulation;
- ``("fouled_min_group", n)``: Law 87B, the smallest version matchpointed.
"""

from __future__ import annotations

from helper.scoring.settings import ScoringSettings


def datum_convention(settings: ScoringSettings, results: int | None = None) -> tuple[str, dict]:
    """The Butler datum convention in force, as a ``("datum", {...})`` pair. ``results``: the
    number of results on the board (this table's included), when known: the pair then says
    it and how many were dropped at each end (:meth:`DatumRule.dropped`), so that the ruling
    can say "7 results: the highest and lowest dropped, the datum is the mean of the 5 others"."""
    data = {"method": settings.butler_datum, "min_results": settings.butler_min_results,
            "rounding": settings.butler_rounding, "halves": settings.butler_halves}
    if settings.butler_drop_pct is not None:
        data["drop_pct"] = float(settings.butler_drop_pct)
    else:
        data["drop"] = settings.butler_drop
    if results is not None:
        data["results"] = results
        data["dropped"] = settings.datum_rule().dropped(results)
    return ("datum", data)


def assigned_conventions(scoring: str, settings: ScoringSettings,
                         results: int | None = None) -> tuple[tuple[str, object], ...]:
    """The conventions an assigned (or table) score at ``scoring`` rests on.

    Args:
        scoring: ``"mp"``, ``"imps"``, ``"ximps"`` or ``"butler"``.
        settings: the ``[scoring]`` settings in force.
        results: the number of results on the board (the field and this table), when known.

    Returns:
        ``(code, value)`` pairs; none for teams (IMPs against one table).
    """
    if scoring == "mp":
        return (("matchpoint_scale", settings.matchpoint_scale),)
    if scoring == "ximps":
        mode = settings.cross_imps_mode
        return (("cross_imps", "sum" if mode is False else ("results" if mode == "results" else "comparisons")),)
    if scoring == "butler":
        return (datum_convention(settings, results),)
    return ()
