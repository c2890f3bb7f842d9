"""Comparing a score with the other results on a board: matchpoints (Law 78A),
Neuberg's formula, cross-IMPs and Butler (IMPs against a datum, Law 78B).

Conventions:
- ``score``: one table's NS score (Law 77 points, an ``int``).
- ``field``: the NS scores at the *other* tables on the same board, not
  including ``score``. A board played at ``n`` tables has a field of ``n - 1``.
- ``scale``: 2 for the 2-per-score-beaten, 1-per-tie scale (top = 2(n-1)),
  1 for the North-American 1 and 1/2 scale (top = n-1).
- Matchpoints and percentages (0-100) are exact :class:`~fractions.Fraction`
  values; round only for display.

Law 78A says how matchpoints are awarded; Law 78B converts a point
difference into IMPs. Neuberg's formula, cross-IMPs and Butler are methods
of scoring the Regulating Authority may approve (Law 78D); their customary
form is given here, with the choices that vary as parameters.
"""

from __future__ import annotations

import math
from fractions import Fraction

from helper.scoring.errors import ScoringError
from helper.scoring.imps import imps
TYPE_CHECKING = False
if TYPE_CHECKING:
    from helper.scoring.datum_rule import DatumRule


def __getattr__(name: str):
    # DatumRule (Butler scoring's datum, a dataclass) is imported when first asked for:
    # ``helper score matchpoints`` does without dataclasses (start-up time).
    if name == "DatumRule":
        from helper.scoring.datum_rule import DatumRule

        return DatumRule
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _scale(scale: object) -> Fraction:
    if isinstance(scale, bool) or scale not in (1, 2):
        raise ScoringError("scale", "scale", scale)
    return Fraction(scale)


def _score(field_name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScoringError("score", field_name, value)
    return value


def _field(field: object) -> list[int]:
    if isinstance(field, (str, bytes)) or not hasattr(field, "__iter__"):
        raise ScoringError("field", "field", field)
    return [_score("field", value) for value in field]


def _count(field_name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ScoringError("count", field_name, value)
    return value


def matchpoints(score: int, field: list[int], scale: int = 2) -> Fraction:
    """Law 78A: the matchpoints of ``score`` against the other results ``field``.

    On the 2/1 scale, 2 for each score beaten and 1 for each score tied; on
    the 1/half scale (``scale=1``), 1 and 1/2. Higher is better for NS; EW's
    matchpoints are ``top - NS matchpoints``.

    Example: +420 against [+450, +420, +170, -50] on the 2/1 scale beats two
    and ties one: 2 x 2 + 1 = 5 (of a top of 8).

    Raises:
        ScoringError: ``score``, ``field`` (not a list of ints), ``scale``.
    """
    per_beaten = _scale(scale)
    score = _score("score", score)
    others = _field(field)
    beaten = sum(1 for other in others if score > other)
    tied = sum(1 for other in others if score == other)
    return per_beaten * beaten + per_beaten / 2 * tied


def matchpoint_all(scores: list[int], scale: int = 2) -> list[Fraction]:
    """Law 78A matchpoints of every NS score on a board, in the order given.

    ``scores`` holds every table's result (each is compared with the others).
    The scores are ranked by sorting once (n log n; comparing every pair took
    104 s for a 20,000-result traveller, issue 10).
    """
    scores = _field(scores)
    ranks = rank_scores(scores)
    per = int(_scale(scale))
    # Each score is compared with the others: its own tie with itself is left
    # out. Counted doubled in integers, one Fraction per distinct score.
    value = {score: Fraction(per * (2 * lower + equal - 1), 2) for score, (lower, equal) in ranks.items()}
    return [value[s] for s in scores]


def rank_scores(scores: list[int]) -> dict[int, tuple[int, int]]:
    """Each distinct score of ``scores`` -> (how many scores are lower, how many equal it).

    Sorts once: the counts Law 78A matchpoints are made of, for every result of
    a traveller in n log n rather than by comparing every pair. ``scores`` are
    checked by the caller.
    """
    ranks: dict[int, tuple[int, int]] = {}
    lower = 0
    counts: dict[int, int] = {}
    for score in scores:
        counts[score] = counts.get(score, 0) + 1
    for score in sorted(counts):  # the distinct scores only, lowest first
        ranks[score] = (lower, counts[score])
        lower += counts[score]
    return ranks


def top(n_results: int, scale: int = 2) -> Fraction:
    """Law 78A: the most matchpoints a result can score on a board of ``n_results``.

    2(n-1) on the 2/1 scale, n-1 on the 1/half scale.

    Raises:
        ScoringError: ``count`` (fewer than 1 result), ``scale``.
    """
    return _scale(scale) * (_count("n_results", n_results) - 1)


def percentage(mp: Fraction | int, board_top: Fraction | int) -> Fraction:
    """Law 78A: matchpoints as a percentage (0-100) of the board's top.

    Raises:
        ScoringError: ``top_range`` (top not above 0), ``mp_range`` (mp
            outside 0..top).
    """
    board_top = Fraction(board_top)
    if board_top <= 0:
        raise ScoringError("top_range", "top", board_top)
    mp = Fraction(mp)
    if not 0 <= mp <= board_top:
        raise ScoringError("mp_range", "mp", mp)
    return mp * 100 / board_top


def neuberg(mp: Fraction | int, n_actual: int, n_expected: int, scale: int = 2) -> Fraction:
    """Neuberg's formula: factor matchpoints from a board with ``n_actual``
    results to the top of a board with ``n_expected`` results.

    2/1 scale: MP' = (MP + 1) x N / n - 1.
    1/half scale (the same formula with every matchpoint halved):
    MP' = (MP + 1/2) x N / n - 1/2.

    ``n`` counts the real results on the board (the table's own included),
    ``N`` the results the board should have had. Artificial adjusted scores
    are not matchpointed: they are a percentage of the full top, and the real
    results are factored to it (Law 12C2; Neuberg is a Law 78D method).

    Example: 8 results of an expected 10, MP 10 (top 14): (10 + 1) x 10 / 8 - 1
    = 51/4 = 12.75 (top 18).

    Raises:
        ScoringError: ``count`` (n or N below 1), ``mp_range`` (mp outside
            0..top of n results), ``scale``.
    """
    unit = _scale(scale) / 2  # 1 on the 2/1 scale, 1/2 on the 1/half scale
    n = _count("n_actual", n_actual)
    expected = _count("n_expected", n_expected)
    mp = Fraction(mp)
    if not 0 <= mp <= top(n, scale):
        raise ScoringError("mp_range", "mp", mp)
    return (mp + unit) * expected / n - unit


def cross_imps(score: int, field: list[int], average: bool | str = False) -> Fraction:
    """Cross-IMPs: the IMPs (Law 78B) of ``score`` against every other result.

    Default (``average=False``): the sum of the IMPs of each comparison.
    ``average=True`` (or ``"comparisons"``): that sum divided by the number
    of comparisons (``len(field)``, n - 1), which puts boards with different
    numbers of results on one scale; ``average="results"`` divides by the
    number of results n (``len(field) + 1``), another scorers' convention.

    Example: +420 against [+450, +170, -50]: IMP(-30) + IMP(250) + IMP(470)
    = -1 + 6 + 10 = 15 (average 5).

    Raises:
        ScoringError: ``score``, ``field`` (empty with ``average``).
    """
    score = _score("score", score)
    others = _field(field)
    total = Fraction(sum(imps(score - other) for other in others))
    if average:
        if not others:
            raise ScoringError("field", "field", field)
        return total / (len(others) + 1 if average == "results" else len(others))
    return total


def _round_half_away(value: Fraction, step: int, halves: str = "away") -> Fraction:
    # Nearest multiple of step. Halves away from zero by default, so that
    # swapping NS and EW negates the datum exactly; "up" (towards +infinity,
    # ACBLscore's way) or "even" as the organiser's convention.
    if halves == "up":
        return Fraction(math.floor(value / step + Fraction(1, 2)) * step)
    if halves == "even":
        return Fraction(round(value / step) * step)  # Fraction.__round__ rounds halves to even
    units = abs(value) / step
    whole = int(units)
    if units - whole >= Fraction(1, 2):
        whole += 1
    return Fraction(whole * step) * (1 if value >= 0 else -1)


def datum(scores: list[int], datum_rule: DatumRule | None = None, rounding: int | None = 10) -> Fraction:
    """The Butler datum of a board: the mean NS score after ``datum_rule``'s drops.

    ``scores`` holds every result on the board. The mean is rounded to the
    nearest multiple of ``rounding`` points (default 10, the custom; halves
    away from zero: 125 -> 130, -125 -> -130); ``rounding=None`` keeps the
    exact mean.

    Raises:
        ScoringError: ``field`` (no scores), ``rounding`` (not a positive int).
    """
    if datum_rule is None:
        from helper.scoring.datum_rule import DatumRule  # only for Butler scoring (start-up time)

        datum_rule = DatumRule()
    rule = datum_rule
    values = sorted(_field(scores))
    if not values:
        raise ScoringError("field", "field", scores)
    drop = rule.dropped(len(values))
    if drop:
        values = values[drop:-drop]
    if rule.method == "median":
        middle = len(values) // 2
        mean = Fraction(values[middle]) if len(values) % 2 else Fraction(values[middle - 1] + values[middle], 2)
    else:
        mean = Fraction(sum(values), len(values))
    if rounding is None:
        return mean
    if isinstance(rounding, bool) or not isinstance(rounding, int) or rounding < 1:
        raise ScoringError("rounding", "rounding", rounding)
    return _round_half_away(mean, rounding, rule.halves)


def butler(
    score: int,
    field: list[int],
    datum_rule: DatumRule | None = None,
    rounding: int | None = 10,
) -> int:
    """Butler scoring: the IMPs (Law 78B) of ``score`` against the board's datum.

    The datum (:func:`datum`) is taken over every result on the board: the
    ``field`` and ``score`` itself.

    Example: +420 against [+450, +170, -50, +420]: the five scores sorted are
    -50, 170, 420, 420, 450; dropping -50 and 450 leaves a mean of
    1010 / 3 = 336.67, datum 340; IMP(420 - 340) = IMP(80) = 2.

    Raises:
        ScoringError: as :func:`datum`, and ``score``.
    """
    score = _score("score", score)
    board_datum = datum([score, *_field(field)], datum_rule, rounding)
    return imps(score - board_datum)
