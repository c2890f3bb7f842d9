"""Issue 10: a large traveller is ranked by sorting once; values worked by hand (Law 78A, 78B)."""

from __future__ import annotations

from fractions import Fraction

from helper.scoring.matchpoints import matchpoint_all, rank_scores
from helper.scoring.weighted import weighted_cross_imps, weighted_matchpoints


def test_rank_scores_by_hand():
    assert rank_scores([420, 170, 420, -50, 420]) == {-50: (0, 1), 170: (1, 1), 420: (2, 3)}


def test_matchpoint_all_with_ties_by_hand():
    # +420 x3 each beat 170 and -50 (4) and tie two (2): 6; 170 beats -50: 2; -50: 0. Top 8.
    assert matchpoint_all([420, 170, 420, -50, 420]) == [6, 2, 6, 0, 6]
    assert matchpoint_all([420, 170, 420, -50, 420], scale=1) == [3, 1, 3, 0, 3]


def test_a_20000_result_traveller_by_hand():
    # 10,000 tables +420, 10,000 tables +170, top 2 x 19,999 = 39,998.
    # +420 beats 10,000 and ties 9,999 others: 29,999; +170 ties 9,999: 9,999.
    mps = matchpoint_all([420, 170] * 10_000)
    assert mps[:2] == [29_999, 9_999] and set(mps) == {29_999, 9_999}
    assert sum(mps) == Fraction(39_998 * 20_000, 2)  # the board total: top x tables / 2


def test_weighted_recomputed_field_by_hand():
    # Field +450, +420, +420, +170; the table 60% +420, 40% +170 (Law 12C1(c)).
    # +450 beats +420, +420, +170 (6) and the table wholly (2): 8.
    # Each +420 ties the other +420 (1), beats +170 (2); against the table:
    # 0.6 x 1 (tie) + 0.4 x 2 (beats) = 1.4: 4.4. +170 ties 0.4 of the table: 0.4.
    detail = weighted_matchpoints([(60, 420), (40, 170)], [450, 420, 420, 170])
    assert detail.field == ((450, 8), (420, Fraction(22, 5)), (420, Fraction(22, 5)), (170, Fraction(2, 5)))


def test_weighted_cross_imps_recomputed_field_by_hand():
    # Field +420, +420, -50; the table 100% +170 (Law 78B, summed).
    # +420: vs +420 IMP(0)=0, vs -50 IMP(470)=10, vs the table IMP(250)=6: 16.
    # -50: vs +420 twice IMP(-470)=-10 each, vs table IMP(-220)=-6: -26.
    detail = weighted_cross_imps([(100, 170)], [420, 420, -50])
    assert detail.field == ((420, 16), (420, 16), (-50, -26))
