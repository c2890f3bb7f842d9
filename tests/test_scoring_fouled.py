"""Fouled boards (Law 87B): each version matchpointed among itself and factored
(Neuberg) to the results the board should have had; small versions get
artificial scores (Law 12C2(a)). Expected values worked by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helper.scoring import ScoringError, ScoringSettings, Settings
from helper.scoring.adjusted import Basis, balance
from helper.scoring.fouled import fouled_board, fouled_table

# The issue's example: the board was due to be played 8 times (top 2 x 7 = 14).
VERSION_A = [450, 420, 420, 170, -50]
VERSION_B = [140, 110, -100]


def ns_mp(board):
    return [[r.ns.matchpoints for r in group] for group in board.groups]


def test_issue_example_by_hand():
    # Version A, 5 results, own top 8: +450 beats 4 = 8; +420 beats 2, ties 1 = 5;
    # +170 beats 1 = 2; -50 = 0. Neuberg MP' = (MP + 1) x 8 / 5 - 1:
    # 9 x 8/5 - 1 = 13.4; 6 x 8/5 - 1 = 8.6; 3 x 8/5 - 1 = 3.8; 8/5 - 1 = 0.6.
    # Version B, 3 results, own top 4: 4, 2, 0 -> (MP + 1) x 8 / 3 - 1:
    # 40/3 - 1 = 37/3 (12.33); 8 - 1 = 7; 8/3 - 1 = 5/3 (1.67).
    board = fouled_board([VERSION_A, VERSION_B], 8)
    assert board.top == 14
    assert ns_mp(board) == [
        [Fraction(67, 5), Fraction(43, 5), Fraction(43, 5), Fraction(19, 5), Fraction(3, 5)],
        [Fraction(37, 3), Fraction(7), Fraction(5, 3)],
    ]
    # EW = top - NS.
    assert [r.ew.matchpoints for r in board.groups[0]] == [
        Fraction(3, 5), Fraction(27, 5), Fraction(27, 5), Fraction(51, 5), Fraction(67, 5)]
    assert board.groups[1][0].ns.percent == Fraction(37, 3) * 100 / 14
    assert board.laws == ("87B",)
    assert all(r.ns.basis is Basis.FOULED and not r.artificial for g in board.groups for r in g)


def test_one_and_a_half_scale():
    # Top 7; +450 beats 4 = 4; (4 + 1/2) x 8/5 - 1/2 = 36/5 - 1/2 = 6.7 (half of 13.4).
    board = fouled_board([VERSION_A, VERSION_B], 8, scale=1)
    assert board.top == 7
    assert ns_mp(board)[0][0] == Fraction(67, 10)
    assert ns_mp(board)[1] == [Fraction(37, 6), Fraction(7, 2), Fraction(5, 6)]
    setting = fouled_board([VERSION_A, VERSION_B], 8, settings=Settings(scoring=ScoringSettings(matchpoint_scale=1)))
    assert ns_mp(setting) == ns_mp(board)


def test_a_version_below_the_regulated_size_gets_artificial_scores():
    # Version B played twice, below the default minimum of 3: average plus to
    # both sides, 60% of the full top 14 = 8.4 each (Law 12C2(a)).
    board = fouled_board([VERSION_A, [140, 110]], 8)
    assert board.laws == ("87B", "12C2(a)")
    for result in board.groups[1]:
        assert result.artificial
        assert (result.ns.percent, result.ns.matchpoints) == (60, Fraction(42, 5))
        assert (result.ew.percent, result.ew.matchpoints) == (60, Fraction(42, 5))
    # Version A is still factored to 8 results: unchanged.
    assert ns_mp(board)[0][0] == Fraction(67, 5)


def test_the_minimum_group_size_is_a_boundary_and_a_setting():
    # Exactly 3 results (the default minimum) is matchpointed.
    assert not any(r.artificial for r in fouled_board([VERSION_A, VERSION_B], 8).groups[1])
    # With a minimum of 2, two results are matchpointed: +140 beats +110: 2 ->
    # (2 + 1) x 8/2 - 1 = 11; +110: (0 + 1) x 4 - 1 = 3.
    settings = Settings(scoring=ScoringSettings(fouled_min_group=2))
    assert ns_mp(fouled_board([VERSION_A, [140, 110]], 8, settings=settings))[1] == [11, 3]
    assert ns_mp(fouled_board([VERSION_A, [140, 110]], 8, min_group=4))[1] == [Fraction(42, 5)] * 2
    # With a minimum of 4 version B (3 results) is artificial too.
    assert all(r.artificial for r in fouled_board([VERSION_A, VERSION_B], 8, min_group=4).groups[1])


def test_one_version_is_ordinary_scoring():
    # Every table played the same version: Law 78A matchpoints, no artificial
    # score whatever the size. 3 results of 3 expected: +420 beats +170, ties
    # +420: 3; -> top 4, no factoring.
    board = fouled_board([[420, 420, 170]], 3)
    assert board.top == 4 and ns_mp(board) == [[3, 3, 0]]
    # Two results of a board due 3 times are factored: +420 = 2 -> (2+1) x 3/2 - 1 = 7/2.
    assert ns_mp(fouled_board([[420, 170]], 3)) == [[Fraction(7, 2), Fraction(1, 2)]]
    assert fouled_board([[420, 170]], 3, min_group=5).laws == ("87B",)


def test_bad_inputs():
    with pytest.raises(ScoringError) as caught:
        fouled_board([VERSION_A, VERSION_B], 7)  # 8 results, due only 7 times
    assert caught.value.code == "expected_count"
    for groups in ([], [[]], "420", [["420"]], [[True]]):
        with pytest.raises(ScoringError) as caught:
            fouled_board(groups, 8)
        assert caught.value.code == "field"
    with pytest.raises(ScoringError):
        fouled_board([VERSION_A], 8, scale=3)


def test_one_table_as_an_adjusted_score():
    board = fouled_board([VERSION_A, VERSION_B], 8)
    score = fouled_table(board, 2, 110)
    assert (score.ns.matchpoints, score.ew.matchpoints, score.top) == (7, 7, 14)
    assert score.notes == ("fouled",) and score.laws == ("87B",)
    assert balance(score) is None
    small = fouled_table(fouled_board([VERSION_A, [140, 110]], 8), 2, 140)
    assert small.notes == ("fouled", "fouled_small_group")
    # Average plus to both: 120% in all; Law 87B (regulation of the groups) allows it.
    assert balance(small) == (120, "87B")
    with pytest.raises(ScoringError):
        fouled_table(board, 1, 999)
