"""The International Matchpoint scale (Law 78B).

"In International Matchpoint scoring, on each board the total point
difference between the two scores compared is converted into IMPs" by the
scale of Law 78B. Units: the difference is in Law 77 points (an ``int``, or a
:class:`~fractions.Fraction` when it is taken from an unrounded datum); the
result is a whole number of IMPs with the sign of the difference.
"""

from __future__ import annotations

from bisect import bisect_right
from fractions import Fraction

from helper.scoring.errors import ScoringError

# Law 78B: the lower bound (in points) of each IMP step, 1 IMP to 24 IMPs.
# A difference of 0-10 is 0 IMP; 20-40 is 1 IMP; ... 4000 and more is 24 IMPs.
IMP_BOUNDS: tuple[int, ...] = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)

MAX_IMPS = len(IMP_BOUNDS)  # 24


def imps(diff: int | Fraction) -> int:
    """Law 78B: the IMPs for a point difference, with its sign.

    The number of bounds in :data:`IMP_BOUNDS` that are at most ``|diff|``:
    ``imps(10) == 0``, ``imps(20) == 1``, ``imps(-420) == -9``,
    ``imps(5000) == 24``.

    Raises:
        ScoringError: ``number`` when ``diff`` is not an int or Fraction.
    """
    if isinstance(diff, bool) or not isinstance(diff, (int, Fraction)):
        raise ScoringError("number", "diff", diff)
    steps = bisect_right(IMP_BOUNDS, abs(diff))
    return -steps if diff < 0 else steps


MAX_SCORE_DIFFERENCE = 15200
"""The largest difference of two scores on a board, in points (Law 77): 7NTXX
vulnerable down 13 is 7,600 (400 for the first undertrick, 600 for each further
one redoubled), and +7,600 against -7,600 is 15,200. No making contract scores
more (1NTXX+6 vulnerable is 3,160)."""


def possible_difference(diff: int | Fraction) -> bool:
    """Whether two Law 77 scores can differ by ``diff`` points (an int or Fraction):
    a multiple of 10 (every Law 77 score is) and at most
    :data:`MAX_SCORE_DIFFERENCE` either way. ``possible_difference(15200)`` is
    True, ``possible_difference(15210)`` and ``possible_difference(15)`` False.
    A Butler datum left unrounded (a setting) may still give such a difference:
    the caller says so rather than refusing it."""
    return diff % 10 == 0 and abs(diff) <= MAX_SCORE_DIFFERENCE
