"""IMPs (Law 78B), matchpoints (Law 78A), Neuberg, cross-IMPs and Butler."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helper.scoring.adjusted import ScoringError
from helper.scoring.imps import IMP_BOUNDS, imps
from helper.scoring.matchpoints import (
    DatumRule,
    butler,
    cross_imps,
    datum,
    matchpoint_all,
    matchpoints,
    neuberg,
    percentage,
    top,
)

# The Law 78B scale as the brief writes it: the lower bound of 1, 2, ... 24 IMPs.
BRIEF_BOUNDS = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
                750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000]


def test_bounds_are_the_brief_scale():
    assert list(IMP_BOUNDS) == BRIEF_BOUNDS


@pytest.mark.parametrize(("n", "bound"), list(enumerate(BRIEF_BOUNDS, start=1)))
def test_imp_edges(n, bound):
    # At the bound: n IMPs; 10 below it: n - 1 IMPs (scores are in tens). Signs follow.
    assert imps(bound) == n
    assert imps(bound - 10) == n - 1
    assert imps(-bound) == -n
    assert imps(-(bound - 10)) == -(n - 1)


@pytest.mark.parametrize(("diff", "expected"), [
    (0, 0), (10, 0), (-10, 0), (19, 0), (20, 1), (40, 1), (250, 6), (150, 4),
    (-420, -9), (1000, 14), (3990, 23), (4000, 24), (7600, 24), (-7600, -24),
    (Fraction(250, 3), 2),  # 83.3 points (an unrounded datum) is in 50-89: 2 IMPs
])
def test_imps_values(diff, expected):
    assert imps(diff) == expected


@pytest.mark.parametrize("bad", [1.5, "20", None, True])
def test_imps_bad_input(bad):
    with pytest.raises(ScoringError) as info:
        imps(bad)
    assert info.value.code == "number"


# --- Matchpoints -------------------------------------------------------------------------

BOARD = [420, 420, 450, 170, -50]  # five results, a tie at +420


def test_matchpoints_five_results_two_scale():
    # top = 2 x (5 - 1) = 8
    # +420: beats +170 and -50 (2 x 2), ties the other +420 (1): 5
    # +450: beats four: 8;  +170: beats -50: 2;  -50: 0
    assert matchpoint_all(BOARD) == [5, 5, 8, 2, 0]
    assert matchpoints(420, [420, 450, 170, -50]) == 5
    assert sum(matchpoint_all(BOARD)) == 5 * 8 / 2  # 20: the board total
    assert top(5) == 8
    assert percentage(5, 8) == Fraction(125, 2)  # 62.5%


def test_matchpoints_five_results_one_scale():
    # North-American 1 and 1/2: top 4; +420: 2 beaten + 1/2 tie = 5/2
    assert matchpoint_all(BOARD, scale=1) == [Fraction(5, 2), Fraction(5, 2), 4, 1, 0]
    assert top(5, scale=1) == 4
    assert percentage(Fraction(5, 2), 4) == Fraction(125, 2)  # the same 62.5%


def test_matchpoints_three_way_tie():
    # 100 x 3 tie: beats -100 (2) + ties two (2) = 4 each; 200: 8; -100: 0; total 20
    assert matchpoint_all([100, 100, 100, 200, -100]) == [4, 4, 4, 8, 0]
    assert matchpoint_all([100, 100, 100, 200, -100], scale=1) == [2, 2, 2, 4, 0]


def test_matchpoints_errors():
    for call, code in [
        (lambda: matchpoints(420, [170], scale=3), "scale"),
        (lambda: matchpoints(420.0, [170]), "score"),
        (lambda: matchpoints(420, ["170"]), "score"),
        (lambda: matchpoints(420, 170), "field"),
        (lambda: top(0), "count"),
        (lambda: percentage(1, 0), "top_range"),
        (lambda: percentage(9, 8), "mp_range"),
    ]:
        with pytest.raises(ScoringError) as info:
            call()
        assert info.value.code == code


# --- Neuberg -----------------------------------------------------------------------------

def test_neuberg_example():
    # 8 results of 10 expected; MP 10 of a top of 14: (10 + 1) x 10 / 8 - 1 = 110/8 - 1 = 51/4
    assert neuberg(10, 8, 10) == Fraction(51, 4)
    # Top and bottom: (14 + 1) x 10/8 - 1 = 71/4 = 17.75; (0 + 1) x 10/8 - 1 = 1/4
    assert neuberg(14, 8, 10) == Fraction(71, 4)
    assert neuberg(0, 8, 10) == Fraction(1, 4)
    # Nothing changes when every result is there
    assert neuberg(10, 10, 10) == 10


def test_neuberg_one_scale_is_half_of_two_scale():
    # (5 + 1/2) x 10/8 - 1/2 = 55/8 - 4/8 = 51/8, half of 51/4
    assert neuberg(5, 8, 10, scale=1) == Fraction(51, 8)
    assert neuberg(Fraction(7, 2), 8, 10, scale=1) == neuberg(7, 8, 10) / 2


def test_neuberg_keeps_the_average():
    # Four results factored to five: the mean MP 3 (top 6) becomes 4 x 5/4 - 1 = 4 (top 8)
    factored = [neuberg(mp, 4, 5) for mp in matchpoint_all([430, 420, 170, -50])]
    assert factored == [Fraction(31, 4), Fraction(21, 4), Fraction(11, 4), Fraction(1, 4)]
    assert sum(factored) / 4 == 4


def test_neuberg_errors():
    for call, code in [(lambda: neuberg(15, 8, 10), "mp_range"), (lambda: neuberg(1, 0, 10), "count"),
                       (lambda: neuberg(1, 8, 10, scale=4), "scale")]:
        with pytest.raises(ScoringError) as info:
            call()
        assert info.value.code == code


# --- Cross-IMPs ----------------------------------------------------------------------------

def test_cross_imps():
    # +420 vs +450: -30 -> -1; vs +170: 250 -> 6; vs -50: 470 -> 10. Sum 15, average 5.
    assert cross_imps(420, [450, 170, -50]) == 15
    assert cross_imps(420, [450, 170, -50], average=True) == 5
    # The whole board sums to zero
    board = [420, 450, 170, -50]
    assert sum(cross_imps(s, board[:i] + board[i + 1:]) for i, s in enumerate(board)) == 0


def test_cross_imps_average_is_a_fraction():
    # +420 vs +450 (-1) and +170 (6): 5, average 5/2
    assert cross_imps(420, [450, 170], average=True) == Fraction(5, 2)
    with pytest.raises(ScoringError):
        cross_imps(420, [], average=True)
    assert cross_imps(420, []) == 0


# --- Butler --------------------------------------------------------------------------------

def test_butler_default():
    # Board: 420 (ours), 450, 170, -50, 420. Sorted -50, 170, 420, 420, 450; five results:
    # drop -50 and 450; mean (170 + 420 + 420) / 3 = 1010/3 = 336.67; datum 340.
    # IMP(420 - 340 = 80) = 2
    assert datum([420, 450, 170, -50, 420]) == 340
    assert butler(420, [450, 170, -50, 420]) == 2
    # -50: IMP(-50 - 340 = -390), 390 is in 370-429: -9
    assert butler(-50, [450, 170, 420, 420]) == -9


def test_butler_rounding_parameter():
    assert datum([420, 450, 170, -50, 420], rounding=None) == Fraction(1010, 3)
    assert datum([420, 450, 170, -50, 420], rounding=50) == 350  # 336.67 -> nearest 50
    # 420 - 1010/3 = 250/3 = 83.3: 2 IMPs
    assert butler(420, [450, 170, -50, 420], rounding=None) == 2
    # Halves away from zero, so NS and EW mirror
    assert datum([100, 150]) == 130 and datum([-100, -150]) == -130
    assert datum([110, 130]) == 120


def test_butler_drop_rule():
    # Four results: fewer than 5, nothing dropped: (420 + 450 + 170 - 50) / 4 = 247.5 -> 250
    assert datum([420, 450, 170, -50]) == 250
    # No drop at all with five: (420 + 450 + 170 - 50 + 420) / 5 = 282 -> 280
    assert datum([420, 450, 170, -50, 420], DatumRule(drop=0)) == 280
    # Drop two each end from seven: -100, -50, [170, 400, 420], 450, 990 -> 990/3 = 330
    assert datum([990, 450, 420, 400, 170, -50, -100], DatumRule(drop=2, min_results=7)) == 330
    # ... but not from six results
    assert datum([990, 450, 420, 170, -50, -100], DatumRule(drop=2, min_results=7)) == 310  # 1880/6


def test_butler_errors():
    with pytest.raises(ScoringError) as info:
        DatumRule(drop=2, min_results=4)
    assert info.value.code == "datum_rule"
    with pytest.raises(ScoringError) as info:
        datum([])
    assert info.value.code == "field"
    with pytest.raises(ScoringError) as info:
        datum([1, 2], rounding=0)
    assert info.value.code == "rounding"


def test_possible_difference_at_its_bounds():
    from helper.scoring.imps import MAX_SCORE_DIFFERENCE, possible_difference

    # Law 77 by hand: 7NTXX vulnerable down 13 = 400 + 12 x 600 = 7,600; +7,600 against -7,600.
    assert MAX_SCORE_DIFFERENCE == 15200
    assert [possible_difference(d) for d in (0, 10, -10, 15200, -15200)] == [True] * 5
    assert [possible_difference(d) for d in (15210, -15210, 15, 5, Fraction(25, 2))] == [False] * 5
    assert possible_difference(Fraction(30, 1)) is True
