"""Weighted (Law 12C1(c)) and non-balancing (Law 12C1(e)) assigned adjusted scores; damage (12B1)."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from helper.scoring.adjusted import ScoringError, knockout_average
from helper.scoring.contract import ns_score
from helper.scoring.imps import imps
from helper.scoring.matchpoints import matchpoint_all
from helper.scoring.weighted import (
    damage,
    split,
    weighted_butler,
    weighted_cross_imps,
    weighted_imps,
    weighted_matchpoints,
)


# --- Teams: the brief's example -------------------------------------------------------------

def test_brief_example_3_6_imps():
    # Other table NS +170. Assigned: 60% of 4H= by S (+420 NV), 40% of 2H+2 by S (+170).
    high, low = ns_score("4HS=", vul="none"), ns_score("2HS+2", vul="none")
    assert (high, low) == (420, 170)
    # 0.6 x IMP(250) + 0.4 x IMP(0) = 0.6 x 6 + 0 = 3.6
    result = weighted_imps([(60, high), (40, low)], 170)
    assert result == Fraction(18, 5)
    # Weighting the scores first would give IMP(0.6 x 420 + 0.4 x 170 - 170) = IMP(150) = 4: wrong
    assert imps(Fraction(6, 10) * 420 + Fraction(4, 10) * 170 - 170) == 4 != result


def test_weighted_imps_single_outcome_is_plain_imps():
    assert weighted_imps([(100, 420)], 170) == 6
    assert weighted_imps([(100, 170)], 420) == -6  # EW's view is the negative


def test_weighted_imps_both_tables_weighted():
    # Table 1: 50% +420, 50% -50; table 2: 50% +420, 50% +170. Each pair weighs 1/4:
    # IMP(0) = 0, IMP(250) = 6, IMP(-470) = -10, IMP(-220) = -6: (0 + 6 - 10 - 6) / 4 = -5/2
    assert weighted_imps([(50, 420), (50, -50)], [(50, 420), (50, 170)]) == Fraction(-5, 2)


def test_weights_as_decimals_and_thirds():
    # 33.3% + 33.3% + 33.4% of +420, +170, -50 against +170:
    # 0.333 x 6 + 0.333 x 0 + 0.334 x IMP(-220) = 1.998 - 2.004 = -0.006
    assert weighted_imps([("33.3", 420), (Decimal("33.3"), 170), (33.4, -50)], 170) == Fraction(-6, 1000)
    # Exact thirds: (6 + 0 - 6) / 3 = 0
    third = Fraction(100, 3)
    assert weighted_imps([(third, 420), (third, 170), (third, -50)], 170) == 0


# --- Pairs: matchpoints --------------------------------------------------------------------

FIELD = [450, 420, 170, -100]  # the four other tables; five results, top 2 x 4 = 8


def test_weighted_matchpoints_four_table_field():
    result = weighted_matchpoints([(60, 420), (40, 140)], FIELD)
    # +420 against the field: beats +170 and -100 (4), ties +420 (1): 5
    # +140: beats -100: 2
    # NS: 0.6 x 5 + 0.4 x 2 = 3 + 0.8 = 3.8 of 8 = 47.5%; EW: 4.2 = 52.5%
    assert [c.value for c in result.components] == [5, 2]
    assert result.top == 8
    assert result.ns_mp == Fraction(19, 5)
    assert result.ns_percent == Fraction(95, 2)
    assert result.ew_mp == Fraction(21, 5)
    assert result.ew_percent == Fraction(105, 2)
    # The other tables, each also scored against the weighted table by weight:
    # +450: beats 420, 170, -100 (6) + beats both components (0.6 x 2 + 0.4 x 2 = 2) = 8
    # +420: beats 170, -100 (4) + ties +420 (0.6 x 1) + beats +140 (0.4 x 2) = 5.4
    # +170: beats -100 (2) + loses to +420 (0) + beats +140 (0.8) = 2.8
    # -100: 0
    assert result.field == ((450, 8), (420, Fraction(27, 5)), (170, Fraction(14, 5)), (-100, 0))
    # Board total unchanged: 3.8 + 8 + 5.4 + 2.8 + 0 = 20 = 5 tables x top 8 / 2
    assert result.board_total == 20 == sum(matchpoint_all([420, *FIELD]))


def test_weighted_matchpoints_one_scale():
    # Every matchpoint halved: NS 1.9 of 4, still 47.5%
    result = weighted_matchpoints([(60, 420), (40, 140)], FIELD, scale=1)
    assert (result.ns_mp, result.ns_percent, result.top) == (Fraction(19, 10), Fraction(95, 2), 4)
    assert result.board_total == 10


def test_weighted_matchpoints_brief_docstring_example():
    # field +450, +420, +170 (top 6); 60% +420 (3 MP), 40% +170 (a tie: 1): 2.2 = 11/5
    result = weighted_matchpoints([(60, 420), (40, 170)], [450, 420, 170])
    assert result.ns_mp == Fraction(11, 5)
    assert result.ns_percent == Fraction(110, 3)  # 36.67%
    assert result.board_total == 12  # 4 x 6 / 2


# --- Pairs: cross-IMPs and Butler ---------------------------------------------------------

def test_weighted_cross_imps():
    result = weighted_cross_imps([(60, 420), (40, 140)], FIELD)
    # +420: vs 450 (-30: -1), 420 (0), 170 (250: 6), -100 (520: 11) = 16
    # +140: vs 450 (-310: -7), 420 (-280: -7), 170 (-30: -1), -100 (240: 6) = -9
    # NS: 0.6 x 16 + 0.4 x -9 = 9.6 - 3.6 = 6
    assert [c.value for c in result.components] == [16, -9]
    assert result.ns == 6 and result.ew == -6
    # +450: 1 + 7 + 11 = 19, vs table 0.6 x IMP(30) + 0.4 x IMP(310) = 0.6 + 2.8: 22.4
    # +420: -1 + 6 + 11 = 16, vs table 0.6 x 0 + 0.4 x IMP(280) = 2.8: 18.8
    # +170: -7 - 6 + 7 = -6, vs table 0.6 x IMP(-250) + 0.4 x IMP(30) = -3.6 + 0.4: -9.2
    # -100: -11 - 11 - 7 = -29, vs table 0.6 x IMP(-520) + 0.4 x IMP(-240) = -6.6 - 2.4: -38
    assert result.field == ((450, Fraction(112, 5)), (420, Fraction(94, 5)), (170, Fraction(-46, 5)), (-100, -38))
    assert result.ns + sum(v for _s, v in result.field) == 0  # still zero-sum


def test_weighted_cross_imps_average():
    result = weighted_cross_imps([(60, 420), (40, 140)], FIELD, average=True)
    assert result.ns == Fraction(6, 4)  # 4 comparisons
    assert result.field[0] == (450, Fraction(112, 20))


def test_weighted_butler():
    result = weighted_butler([(60, 420), (40, 140)], FIELD)
    # With +420: -100, 170, [420, 420], 450 -> drop ends: (170 + 420 + 420)/3 = 336.67 -> 340; IMP(80) = 2
    # With +140: -100, [140, 170, 420], 450 -> (140 + 170 + 420)/3 = 243.33 -> 240; IMP(-100) = -3
    # NS: 0.6 x 2 + 0.4 x -3 = 0
    assert [(c.datum, c.value) for c in result.components] == [(340, 2), (240, -3)]
    assert result.ns == 0 and result.ew == 0
    # +450: 0.6 x IMP(110) + 0.4 x IMP(210) = 0.6 x 3 + 0.4 x 5 = 3.8
    # +420: 0.6 x IMP(80) + 0.4 x IMP(180) = 1.2 + 2 = 3.2
    # +170: 0.6 x IMP(-170) + 0.4 x IMP(-70) = -3 - 0.8 = -3.8
    # -100: 0.6 x IMP(-440) + 0.4 x IMP(-340) = -6 - 3.2 = -9.2
    assert result.field == ((450, Fraction(19, 5)), (420, Fraction(16, 5)), (170, Fraction(-19, 5)),
                            (-100, Fraction(-46, 5)))


# --- Non-balancing: Law 12C1(e) ------------------------------------------------------------

def test_split_matchpoints():
    # NS (non-offending, serious error) keep only +140: 2 MP = 25%.
    # EW (offending) get the weighted score: EW MP = 8 - 3.8 = 4.2 = 52.5%.
    result = split([(100, 140)], [(60, 420), (40, 140)], field=FIELD)
    assert (result.ns, result.ns_percent) == (2, 25)
    assert (result.ew, result.ew_percent) == (Fraction(21, 5), Fraction(105, 2))
    assert not result.balanced  # 2 + 4.2 != 8
    # Other NS pairs compare with NS's +140; other EW pairs with the weighted EW score:
    assert result.ns_detail.field == ((450, 8), (420, 6), (170, 4), (-100, 0))
    assert result.ew_detail.field == weighted_matchpoints([(60, 420), (40, 140)], FIELD).field


def test_split_imps_and_knockout():
    # Teams, other table +170. NS keep +170 (0 IMP); EW get 60% +420 / 40% +170: -3.6 for EW.
    result = split([(100, 170)], [(60, 420), (40, 170)], scoring="imps", other_table_ns_score=170)
    assert result.ns == 0 and result.ew == Fraction(-18, 5)
    assert not result.balanced and result.ns_percent is None
    # Law 12C4 knockout: each gets the average: (0 - (-3.6)) / 2 = 1.8 to NS
    assert knockout_average(result.ns, result.ew).ns.imps == Fraction(9, 5)


def test_split_balanced_when_sets_equal():
    outcomes = [(60, 420), (40, 140)]
    assert split(outcomes, outcomes, field=FIELD).balanced
    assert split(outcomes, outcomes, scoring="cross_imps", field=FIELD).balanced
    assert split(outcomes, outcomes, scoring="butler", field=FIELD).balanced


def test_split_errors():
    for call, code in [
        (lambda: split([(100, 1)], [(100, 1)], scoring="total"), "scoring"),
        (lambda: split([(100, 1)], [(100, 1)]), "field"),
        (lambda: split([(100, 1)], [(100, 1)], scoring="imps"), "score"),
    ]:
        with pytest.raises(ScoringError) as info:
            call()
        assert info.value.code == code


# --- Bad weights -----------------------------------------------------------------------------

@pytest.mark.parametrize(("outcomes", "code", "field"), [
    ([(60, 420), (30, 170)], "weights", "weights"),    # 90, not 100
    ([(60, 420), (50, 170)], "weights", "weights"),    # 110
    ([(100, 420), (0, 170)], "weights", "weight"),     # weight 0
    ([(110, 420), (-10, 170)], "weights", "weight"),   # sums to 100 but not each above 0
    ([], "weights", "outcomes"),
    ([("abc", 420)], "number", "weight"),
    ([(100, "420")], "score", "ns_score"),
    ([(100,)], "weights", "outcome"),
])
def test_bad_weights(outcomes, code, field):
    for call in (lambda: weighted_imps(outcomes, 170), lambda: weighted_matchpoints(outcomes, FIELD)):
        with pytest.raises(ScoringError) as info:
            call()
        assert (info.value.code, info.value.field) == (code, field)


def test_empty_field():
    with pytest.raises(ScoringError) as info:
        weighted_matchpoints([(100, 420)], [])
    assert info.value.code == "field"


# --- Law 12B1: damage --------------------------------------------------------------------

def test_damage():
    assert damage(170, 420)                # NS got +170, expected +420: damaged
    assert not damage(420, 420)            # as much: no adjustment
    assert not damage(650, 420)            # more: no adjustment
    assert damage(Fraction(19, 5), 5)      # matchpoints
    assert damage("2.5", Fraction(18, 5))  # IMPs
    # EW non-offending, values are NS scores: EW got -420, expected -170
    assert damage(420, 170, nos="ew")
    assert not damage(170, 420, nos="ew")
    with pytest.raises(ScoringError) as info:
        damage(1, 2, nos="north")
    assert info.value.code == "side"
