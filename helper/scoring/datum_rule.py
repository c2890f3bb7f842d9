"""The Butler datum rule, a setting type below both the settings and the scoring (issue 10 section 3).

:class:`DatumRule` was defined in :mod:`helper.scoring.matchpoints`, which
:mod:`helper.scoring.settings` needed for ``Settings.datum_rule``; it lives
here now and is re-exported there.
"""

from __future__ import annotations

from fractions import Fraction

from helper.frozen import Frozen

from helper.scoring.errors import ScoringError


class DatumRule(Frozen):
    """Which scores make the Butler datum.

    When a board has at least ``min_results`` results, the ``drop`` highest
    and ``drop`` lowest scores are left out before taking the mean; with
    fewer results every score counts. Default: one top and one bottom from 5
    results, the common practice (some organisers drop more in large fields).

    Raises:
        ScoringError: ``datum_rule`` when ``drop`` is negative or
            ``min_results`` would leave no score to average.
    """

    drop: int = 1
    min_results: int = 5
    method: str = "mean"  # "mean" of the scores left, or "median"
    drop_pct: Fraction | None = None  # a share (percent) dropped at each end instead of ``drop``
    halves: str = "away"  # rounding of a datum halfway: "away" from zero, "up", "even"

    def __post_init__(self) -> None:
        for name in ("drop", "min_results"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ScoringError("datum_rule", name, value)
        if self.min_results <= 2 * self.drop:
            raise ScoringError("datum_rule", "min_results", self.min_results)
        if self.method not in ("mean", "median"):
            raise ScoringError("datum_rule", "method", self.method)
        if self.halves not in ("away", "up", "even"):
            raise ScoringError("datum_rule", "halves", self.halves)
        if self.drop_pct is not None and not 0 <= Fraction(self.drop_pct) < 50:
            raise ScoringError("datum_rule", "drop_pct", self.drop_pct)

    def dropped(self, n_results: int) -> int:
        """How many results are left out at each end of a board of ``n_results``."""
        if n_results < self.min_results:
            return 0
        if self.drop_pct is not None:
            return int(n_results * Fraction(self.drop_pct) / 100)
        return self.drop
