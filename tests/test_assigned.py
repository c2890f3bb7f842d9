"""What the Director types (helper.scoring.notation) and assigned adjusted scores end to end
(helper.scoring.assigned: Law 12B1, 12C1(a)-(c), 12C1(e)), with hand-computed values."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helper.scoring import Basis, Scoring, ScoringError
from helper.scoring.assigned import assigned_score
from helper.scoring.imps import imps
from helper.scoring.notation import Outcome, parse_field, parse_outcomes, parse_table_result

# The 13-table board used throughout (neither side vulnerable): the 12 other tables' NS scores.
FIELD_12 = [450, 450, 420, 420, 420, 420, 170, 170, 140, -50, -50, -100]
FIELD_12_TEXT = "450, 450, 420, 420, 420, 420, 170, 170, 140, -50, -50, -100"
# 60% of 4S by N making (+420), 40% of 4S by N one down (-50).
WEIGHTED_60_40 = [(60, 420), (40, -50)]
# 13 results: top = 2 x (13 - 1) = 24; all NS matchpoints on the board = 24 x 13 / 2 = 156.
TOP_13 = Fraction(24)
BOARD_TOTAL_13 = Fraction(156)


# ----------------------------------------------------------------- notation: a table result

@pytest.mark.parametrize(
    ("text", "vul", "expected"),
    [
        ("+420", "none", 420),
        ("-50", "both", -50),  # an NS score ignores the vulnerability
        ("0", "none", 0),
        ("4SN=", "none", 420),  # 4 x 30 = 120 + 300 game
        ("4SN=", "ns", 620),  # 120 + 500 vulnerable game
        ("4SN=", "ew", 420),
        ("3NTS-1", "none", -50),
        ("3NTS-1", "ns", -100),
        ("4♠N+1", "none", 450),  # 120 + 300 + 30
        ("3NTE=", "ew", -600),  # EW declare: 100 + 500 = 600 to EW, -600 to NS
        ("4SXN-2", "none", -300),  # doubled NV: 100 + 200
        ("pass", "both", 0),  # Law 77: passed out, 0 for both sides
        ("３ＮＴＳ－１", "none", -50),  # full-width, typed with a Chinese input method
        ("－５０", "none", -50),
        ("＋４２０", "none", 420),
    ],
)
def test_parse_table_result(text, vul, expected):
    assert parse_table_result(text, vul) == expected


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("+425", "score"),  # every Law 77 score is a multiple of 10
        ("+7610", "score"),  # beyond the largest possible score
        ("8SN=", "contract"),  # Law 77: a contract is 1 to 7 odd tricks
        ("7NTS+1", "result"),  # 13 + 1 = 14 tricks
        ("4SN-11", "result"),  # 10 - 11 = -1 tricks
        ("4S=", "declarer"),  # no declarer: cannot be scored
        ("", "score"),
        ("   ", "score"),
        ("abc", "contract"),
    ],
)
def test_parse_table_result_errors_name_the_input(text, code):
    with pytest.raises(ScoringError) as info:
        parse_table_result(text, "none", field_name="table_result")
    assert info.value.code == code
    assert info.value.field == "table_result"  # the Director's input, not the reader's part
    assert info.value.value == text


# ----------------------------------------------------------------- notation: weighted outcomes

@pytest.mark.parametrize(
    "text",
    [
        "60 4SN=; 40 4SN-1",  # ';'
        "60 4SN=, 40 4SN-1",  # ', ' (a comma followed by a space)
        "60:4SN=; 40:4SN-1",  # 'W:R'
        "60% 4SN=; 40% 4SN-1",  # 'W% R'
        "60: 4SN= ;40 :4SN-1",
        "60 4SN=、40 4SN-1",  # the Chinese enumeration comma
        "６０ ４ＳＮ＝；４０ ４ＳＮ－１",  # full-width digits, signs and semicolon
        "60 4SN=\n40 4SN-1",
    ],
)
def test_parse_outcomes_separators_and_forms(text):
    # 4SN= NV = +420, 4SN-1 NV = -50.
    assert parse_outcomes(text) == [
        Outcome(Fraction(60), "4SN=", 420),
        Outcome(Fraction(40), "4SN-1", -50),
    ]


def test_parse_outcomes_list_of_items_as_the_command_line_gives_them():
    assert [(o.weight, o.ns_score) for o in parse_outcomes(["60:4SN=", "40:-50"])] == [(60, 420), (40, -50)]


def test_parse_outcomes_greek_decimal_comma_weights():
    # 33,3 + 33,3 + 33,4 = 100 exactly (333/10 + 333/10 + 334/10 = 1000/10).
    outcomes = parse_outcomes("33,3 +420; 33,3 +450; 33,4 -50")
    assert [o.weight for o in outcomes] == [Fraction(333, 10), Fraction(333, 10), Fraction(334, 10)]
    assert [o.ns_score for o in outcomes] == [420, 450, -50]
    assert sum(o.weight for o in outcomes) == 100
    # The decimal point reads the same.
    assert parse_outcomes("33.3 +420; 33.3 +450; 33.4 -50") == outcomes


@pytest.mark.parametrize(("text", "score"), [("4SN=", 420), ("+420", 420), ("-50", -50), ("100 4SN-1", -50),
                                             ("4 S N =", 420), ("pass", 0)])
def test_parse_outcomes_single_result_is_100_percent(text, score):
    [outcome] = parse_outcomes(text)
    assert outcome.weight == 100
    assert outcome.ns_score == score


def test_parse_outcomes_vulnerability_scores_the_contracts():
    # NS vulnerable: 4SN= = 120 + 500 = +620; 4SN-1 = -100.
    assert [o.ns_score for o in parse_outcomes("60 4SN=; 40 4SN-1", "ns")] == [620, -100]


def test_parse_outcomes_one_digit_weight_before_a_signed_score():
    # "5 +420" is 5% of +420, not a contract at level 5 (a fix: this used to be refused).
    outcomes = parse_outcomes("5 +420; 95 -50")
    assert [(o.weight, o.ns_score) for o in outcomes] == [(5, 420), (95, -50)]
    assert [(o.weight, o.ns_score) for o in parse_outcomes("5 pass; 95 -50")] == [(5, 0), (95, -50)]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("60 4SN=; 30 4SN-1", "weights"),  # 60 + 30 = 90, not 100
        ("60 4SN=; 50 4SN-1", "weights"),  # 110
        ("0 4SN=; 100 4SN-1", "weights"),  # a weight of 0 is not a possible outcome
        ("60 4SN=; 4SN-1", "weights"),  # the second weight is missing
        ("60 4SN=", "weights"),  # one weighted item of only 60%
        ("", "weights"),
        (" ; ", "weights"),
        ("60 +425; 40 -50", "score"),
        ("60 8SN=; 40 -50", "contract"),
        ("60 7NTS+1; 40 -50", "result"),
    ],
)
def test_parse_outcomes_errors(text, code):
    with pytest.raises(ScoringError) as info:
        parse_outcomes(text, field_name="outcomes")
    assert info.value.code == code
    assert info.value.field == "outcomes"


def test_parse_field():
    assert parse_field(FIELD_12_TEXT) == FIELD_12
    assert parse_field("420 450;-50，170") == [420, 450, -50, 170]
    # Contracts in a traveller are scored with the vulnerability: 4SN= vul ns = +620.
    assert parse_field("4SN=, +170, 3NTE-1", "ns") == [620, 170, 50]


@pytest.mark.parametrize(("text", "code"), [("", "field"), (" , ; ", "field"), ("420, 45", "score"),
                                            ("420, 8SN=", "contract")])
def test_parse_field_errors(text, code):
    with pytest.raises(ScoringError) as info:
        parse_field(text, field_name="traveller")
    assert info.value.code == code


# ----------------------------------------------------------------- teams (IMPs)

def test_brief_teams_example_converted_then_weighted():
    # Other table NS +170. 60% of 4HS= (+420 NV), 40% of +170:
    # 0.6 x IMP(420 - 170 = 250) + 0.4 x IMP(0) = 0.6 x 6 + 0 = 3.6 = 18/5 IMPs to NS.
    outcomes = [(o.weight, o.ns_score) for o in parse_outcomes("60 4HS=; 40 +170")]
    assert outcomes == [(60, 420), (40, 170)]
    score = assigned_score("imps", outcomes=outcomes, other_table=170)
    assert score.scoring is Scoring.IMPS
    assert score.ns.imps == Fraction(18, 5)
    assert score.ew.imps == Fraction(-18, 5)
    assert score.ns.basis is Basis.ASSIGNED and score.ew.basis is Basis.ASSIGNED
    assert score.laws == ("12C1(a)", "12C1(b)", "12C1(c)")
    assert score.adjusted and score.table is None and score.damaged is None
    # Weighting the raw scores first gives 0.6 x 420 + 0.4 x 170 = 320; 320 - 170 = 150 -> 4 IMPs: wrong.
    assert imps(Fraction(3, 5) * 420 + Fraction(2, 5) * 170 - 170) == 4
    assert score.ns.imps != 4


def test_teams_four_ways_against_the_other_table():
    # Both vulnerable; other table 4SN= = +620.
    # 40% 4SN= (+620): IMP(0) = 0;  30% 4SN-1 (-100): IMP(-720) = -12;
    # 20% 4SN+1 (+650): IMP(30) = 1;  10% 4SXN-1 (-200): IMP(-820) = -13.
    # 0.4 x 0 + 0.3 x -12 + 0.2 x 1 + 0.1 x -13 = -3.6 + 0.2 - 1.3 = -4.7 = -47/10.
    outcomes = [(o.weight, o.ns_score) for o in parse_outcomes("40 4SN=; 30 4SN-1; 20 4SN+1; 10 4SXN-1", "both")]
    assert outcomes == [(40, 620), (30, -100), (20, 650), (10, -200)]
    score = assigned_score("imps", outcomes=outcomes, other_table=parse_table_result("4SN=", "both"))
    assert score.ns.imps == Fraction(-47, 10)
    assert score.ew.imps == Fraction(47, 10)


# ----------------------------------------------------------------- pairs (matchpoints)

def test_matchpoints_13_tables_weighted_60_40():
    # +420 against the 12 others: beats 170, 170, 140, -50, -50, -100 (6 x 2 = 12), ties four 420s (4): 16.
    # -50: beats -100 (2), ties two -50s (2): 4.
    # NS = 0.6 x 16 + 0.4 x 4 = 9.6 + 1.6 = 11.2 = 56/5 MP of 24 = 46 2/3 %; EW = 24 - 11.2 = 12.8 = 64/5, 53 1/3 %.
    score = assigned_score("mp", outcomes=WEIGHTED_60_40, field=FIELD_12)
    assert score.top == TOP_13
    assert score.ns.matchpoints == Fraction(56, 5)
    assert score.ns.percent == Fraction(140, 3)
    assert score.ew.matchpoints == Fraction(64, 5)
    assert score.ew.percent == Fraction(160, 3)
    assert score.laws == ("12C1(a)", "12C1(b)", "12C1(c)")
    # Each other table against its 11 others, plus its weighted result against the adjusted table:
    # +450: beats 10, ties 1 = 21; beats 420 and -50 = 2 -> 23.
    # +420: beats 6, ties 3 = 15; ties 420 at 60% (0.6) + beats -50 at 40% (0.8) -> 16.4.
    # +170: beats 4, ties 1 = 9; beats -50 at 40% (0.8) -> 9.8.
    # +140: beats 3 = 6; + 0.8 -> 6.8.
    # -50: beats -100, ties 1 = 3; ties -50 at 40% (0.4) -> 3.4.
    # -100: 0 + 0 -> 0.
    expected = [23, 23] + [Fraction(82, 5)] * 4 + [Fraction(49, 5)] * 2 + [Fraction(34, 5)] + [Fraction(17, 5)] * 2 + [0]
    assert score.recomputed_field == tuple(zip(FIELD_12, expected))
    # The board total is kept: 11.2 + 2 x 23 + 4 x 16.4 + 2 x 9.8 + 6.8 + 2 x 3.4 + 0 = 156 = 24 x 13 / 2.
    total = score.ns.matchpoints + sum(mp for _s, mp in score.recomputed_field)
    assert total == BOARD_TOTAL_13 == TOP_13 * 13 / 2


def test_matchpoints_one_and_a_half_scale():
    # Scale 1: every matchpoint halves: NS 5.6 of 12; the percentages do not change.
    score = assigned_score("mp", outcomes=WEIGHTED_60_40, field=FIELD_12, scale=1)
    assert score.top == 12
    assert score.ns.matchpoints == Fraction(28, 5)
    assert score.ns.percent == Fraction(140, 3)
    assert score.ew.matchpoints == Fraction(32, 5)
    assert score.ns.matchpoints + sum(mp for _s, mp in score.recomputed_field) == Fraction(12 * 13, 2)


# ----------------------------------------------------------------- split (Law 12C1(e))

def test_split_at_matchpoints():
    # NS (non-offending, gambled): 50% +420 (16 MP), 50% -50 (4 MP) -> 8 + 2 = 10 MP of 24 = 41 2/3 %.
    # EW (offending): 60/40 as above: NS 11.2, so EW 24 - 11.2 = 12.8 MP = 53 1/3 %.
    score = assigned_score("mp", ns_outcomes=[(50, 420), (50, -50)], ew_outcomes=WEIGHTED_60_40, field=FIELD_12)
    assert score.ns.matchpoints == 10
    assert score.ns.percent == Fraction(125, 3)
    assert score.ew.matchpoints == Fraction(64, 5)
    assert score.ew.percent == Fraction(160, 3)
    # Non-balancing: 10 + 12.8 = 22.8 != 24.
    assert score.ns.matchpoints + score.ew.matchpoints == Fraction(114, 5) != score.top
    assert "12C1(e)" in score.laws
    assert score.laws == ("12C1(a)", "12C1(b)", "12C1(c)", "12C1(e)")
    assert score.notes == ("split",)
    # The other NS pairs compare with the adjusted table's NS set: +420 pairs beat -50 at 50% (1)
    # and tie 420 at 50% (0.5): 15 + 1.5 = 16.5.
    assert dict(score.recomputed_field)[420] == Fraction(33, 2)


def test_split_at_imps():
    # Teams, other table +170. NS (non-offending): no relief, 100% of +170: IMP(0) = 0.
    # EW (offending): 60% of +420, 40% of +170: NS would get 3.6, so EW -3.6.
    score = assigned_score("imps", ns_outcomes=[(100, 170)], ew_outcomes=[(60, 420), (40, 170)], other_table=170)
    assert score.ns.imps == 0
    assert score.ew.imps == Fraction(-18, 5)
    assert score.ns.imps + score.ew.imps != 0  # non-balancing
    assert score.laws == ("12C1(a)", "12C1(b)", "12C1(c)", "12C1(e)")
    assert score.notes == ("split",)


def test_split_single_results_cite_no_weighting():
    # One result per side: 12C1(e) without 12C1(c). NS 100% +420 vs +170: IMP(250) = 6;
    # EW 100% +170: IMP(0) = 0.
    score = assigned_score("imps", ns_outcomes=[(100, 420)], ew_outcomes=[(100, 170)], other_table=170)
    assert (score.ns.imps, score.ew.imps) == (6, 0)
    assert score.laws == ("12C1(a)", "12C1(b)", "12C1(e)")


# ----------------------------------------------------------------- cross-IMPs and Butler

def test_cross_imps_weighted():
    # Field [+450, +170, -50]; 60% +420, 40% +170.
    # +420: IMP(-30) + IMP(250) + IMP(470) = -1 + 6 + 10 = 15.
    # +170: IMP(-280) + IMP(0) + IMP(220) = -7 + 0 + 6 = -1.
    # NS = 0.6 x 15 + 0.4 x -1 = 9 - 0.4 = 8.6 = 43/5.
    score = assigned_score("ximps", outcomes=[(60, 420), (40, 170)], field=[450, 170, -50])
    assert score.scoring is Scoring.CROSS_IMPS
    assert score.ns.imps == Fraction(43, 5)
    assert score.ew.imps == Fraction(-43, 5)
    assert score.top is None
    # +450: IMP(280) + IMP(500) = 7 + 11 = 18; against the table 0.6 x IMP(30) + 0.4 x IMP(280) = 0.6 + 2.8 -> 21.4.
    # +170: IMP(-280) + IMP(220) = -7 + 6 = -1; 0.6 x IMP(-250) + 0.4 x 0 = -3.6 -> -4.6.
    # -50: IMP(-500) + IMP(-220) = -17; 0.6 x IMP(-470) + 0.4 x IMP(-220) = -6 - 2.4 -> -25.4.
    assert score.recomputed_field == ((450, Fraction(107, 5)), (170, Fraction(-23, 5)), (-50, Fraction(-127, 5)))
    # The board sums to zero: 8.6 + 21.4 - 4.6 - 25.4 = 0.
    assert score.ns.imps + sum(v for _s, v in score.recomputed_field) == 0


def test_butler_weighted():
    # Field [+450, +420, +170, -50]; 60% +420, 40% +170. Five results: drop the top and the bottom.
    # With +420: -50, 170, 420, 420, 450 -> 170, 420, 420: 1010/3 = 336.7 -> datum 340; IMP(80) = 2.
    # With +170: -50, 170, 170, 420, 450 -> 170, 170, 420: 760/3 = 253.3 -> datum 250; IMP(-80) = -2.
    # NS = 0.6 x 2 + 0.4 x -2 = 1.2 - 0.8 = 0.4 = 2/5.
    score = assigned_score("butler", outcomes=[(60, 420), (40, 170)], field=[450, 420, 170, -50])
    assert score.scoring is Scoring.BUTLER
    assert score.ns.imps == Fraction(2, 5)
    assert score.ew.imps == Fraction(-2, 5)
    # +450: 0.6 x IMP(110) + 0.4 x IMP(200) = 0.6 x 3 + 0.4 x 5 = 3.8
    # +420: 0.6 x IMP(80) + 0.4 x IMP(170) = 1.2 + 2 = 3.2
    # +170: 0.6 x IMP(-170) + 0.4 x IMP(-80) = -3 - 0.8 = -3.8
    # -50: 0.6 x IMP(-390) + 0.4 x IMP(-300) = -5.4 - 2.8 = -8.2
    assert score.recomputed_field == (
        (450, Fraction(19, 5)), (420, Fraction(16, 5)), (170, Fraction(-19, 5)), (-50, Fraction(-41, 5)))


# ----------------------------------------------------------------- Law 12B1 damage

def test_damaged_at_matchpoints():
    # Table result 3SN= = +140: beats 3 (6), ties one 140 (1) = 7 MP to NS (29 1/6 %), EW 17.
    # The assigned 11.2 is worth more to NS: damaged, adjusted.
    score = assigned_score("mp", outcomes=WEIGHTED_60_40, field=FIELD_12, table_result=140, nos="ns")
    assert score.damaged is True and score.adjusted is True
    assert score.ns.matchpoints == Fraction(56, 5)
    assert score.laws == ("12B1", "12C1(a)", "12C1(b)", "12C1(c)")
    assert score.table[0].matchpoints == 7 and score.table[0].percent == Fraction(175, 6)
    assert score.table[1].matchpoints == 17 and score.table[1].percent == Fraction(425, 6)
    assert score.table[0].basis is Basis.TABLE_RESULT


def test_no_damage_ns_table_result_stands():
    # Table result 4SN+1 = +450: beats 10 (20), ties 2 (2) = 22 MP >= 11.2: no damage.
    score = assigned_score("mp", outcomes=WEIGHTED_60_40, field=FIELD_12, table_result=450, nos="ns")
    assert score.adjusted is False and score.damaged is False
    assert score.laws == ("12B1",)
    assert score.notes == ("no_damage",)
    # The sides hold the table result's values: NS 22 MP = 91 2/3 %, EW 2 MP = 8 1/3 %.
    assert (score.ns.matchpoints, score.ns.percent) == (22, Fraction(275, 3))
    assert (score.ew.matchpoints, score.ew.percent) == (2, Fraction(25, 3))
    assert (score.ns, score.ew) == score.table
    assert score.ns.basis is Basis.TABLE_RESULT


def test_no_damage_ew_table_result_stands():
    # EW non-offending; table result 4SN-2 = -100: NS ties one -100 = 1 MP, EW 23 MP.
    # The assigned score gives EW 12.8 < 23: no damage.
    score = assigned_score("mp", outcomes=WEIGHTED_60_40, field=FIELD_12, table_result=-100, nos="ew")
    assert score.adjusted is False and score.laws == ("12B1",)
    assert (score.ns.matchpoints, score.ew.matchpoints) == (1, 23)
    assert (score.ns.percent, score.ew.percent) == (Fraction(25, 6), Fraction(575, 6))
    assert score.nos == "ew"


def test_equal_value_is_no_damage():
    # "At least as good": the table result +170 against the other table +170 is 0 IMPs; the assigned
    # score 100% of +170 is 0 IMPs too: no damage.
    score = assigned_score("imps", outcomes=[(100, 170)], other_table=170, table_result=170, nos="ns")
    assert score.adjusted is False and score.laws == ("12B1",)
    assert score.ns.imps == 0 and score.ew.imps == 0


def test_damage_is_judged_from_the_nos_side():
    # Teams, other table +170; table result -50: IMP(-220) = -6 to NS, +6 to EW.
    # Assigned 60% +420 / 40% +170: NS +3.6, EW -3.6.
    # NS non-offending: -6 < 3.6, damaged. EW non-offending: 6 >= -3.6, no damage.
    outcomes = [(60, 420), (40, 170)]
    ns_nos = assigned_score("imps", outcomes=outcomes, other_table=170, table_result=-50, nos="ns")
    assert ns_nos.adjusted and ns_nos.ns.imps == Fraction(18, 5)
    assert (ns_nos.table[0].imps, ns_nos.table[1].imps) == (-6, 6)
    ew_nos = assigned_score("imps", outcomes=outcomes, other_table=170, table_result=-50, nos="ew")
    assert not ew_nos.adjusted and (ew_nos.ns.imps, ew_nos.ew.imps) == (-6, 6)


def test_split_nos_keeps_the_table_result_and_os_is_adjusted():
    # The usual 12C1(e) ruling: NS (non-offending) keep their own table result +170 (no relief for the
    # self-inflicted part), EW (offending) get 60% +420 / 40% +170. Damage is judged against the
    # offending side's set (the expectation without the infraction): NS 0 < 3.6, damaged.
    # (A fix: it used to compare with NS's own set, 0 against 0, and say "no damage".)
    score = assigned_score("imps", ns_outcomes=[(100, 170)], ew_outcomes=[(60, 420), (40, 170)],
                           other_table=170, table_result=170, nos="ns")
    assert score.damaged is True and score.adjusted is True
    assert (score.ns.imps, score.ew.imps) == (0, Fraction(-18, 5))
    assert score.laws == ("12B1", "12C1(a)", "12C1(b)", "12C1(c)", "12C1(e)")


def test_split_with_ew_non_offending():
    # EW non-offending at matchpoints; table result 4SN+1 = +450: NS 22, EW 2 MP.
    # NS (offending) from 60/40: NS 11.2 MP, so EW's expectation is 24 - 11.2 = 12.8 > 2: damaged.
    # EW (no relief) from its own set, 100% +450: EW 24 - 22 = 2 MP.
    score = assigned_score("mp", ns_outcomes=WEIGHTED_60_40, ew_outcomes=[(100, 450)], field=FIELD_12,
                           table_result=450, nos="ew")
    assert score.damaged is True and score.adjusted is True
    assert (score.ns.matchpoints, score.ew.matchpoints) == (Fraction(56, 5), 2)
    assert score.ew.percent == Fraction(25, 3)


def test_split_no_damage_when_table_beats_the_expectation():
    # NS non-offending; table +450 (22 MP) against the offending side's set worth 11.2 to NS: no damage.
    score = assigned_score("mp", ns_outcomes=[(100, -50)], ew_outcomes=WEIGHTED_60_40, field=FIELD_12,
                           table_result=450, nos="ns")
    assert score.adjusted is False and score.laws == ("12B1",)
    assert (score.ns.matchpoints, score.ew.matchpoints) == (22, 2)


# ----------------------------------------------------------------- errors

@pytest.mark.parametrize(
    ("kwargs", "code", "field"),
    [
        ({"scoring": "teams", "outcomes": [(100, 420)], "other_table": 170}, "scoring", "scoring"),
        ({"scoring": "mp", "outcomes": [(100, 420)]}, "field", "field"),
        ({"scoring": "mp", "outcomes": [(100, 420)], "field": []}, "field", "field"),
        ({"scoring": "ximps", "outcomes": [(100, 420)]}, "field", "field"),
        ({"scoring": "butler", "outcomes": [(100, 420)]}, "field", "field"),
        ({"scoring": "imps", "outcomes": [(100, 420)], "field": [170]}, "score", "other_table"),
        ({"scoring": "imps", "outcomes": [(100, 420)], "other_table": 170, "table_result": 170}, "side", "nos"),
        ({"scoring": "imps", "outcomes": [(100, 420)], "other_table": 170, "table_result": 170, "nos": "n"},
         "side", "nos"),
        ({"scoring": "imps", "other_table": 170}, "weights", "outcomes"),
        ({"scoring": "imps", "ns_outcomes": [(100, 420)], "other_table": 170}, "weights", "outcomes"),
        ({"scoring": "imps", "outcomes": [(100, 420)], "ns_outcomes": [(100, 420)], "ew_outcomes": [(100, 420)],
          "other_table": 170}, "weights", "outcomes"),
        ({"scoring": "imps", "outcomes": [(60, 420), (30, 170)], "other_table": 170}, "weights", "weights"),
    ],
)
def test_assigned_score_errors(kwargs, code, field):
    scoring = kwargs.pop("scoring")
    with pytest.raises(ScoringError) as info:
        assigned_score(scoring, **kwargs)
    assert info.value.code == code
    assert info.value.field == field


def test_split_score_in_knockout_is_averaged_law_12c4():
    # Teams, other table +170. NS (non-offending, split): its own set 100% +170 -> 0 IMPs.
    # EW's set: 60% +420 (IMP(250) = 6), 40% +170 (0) -> NS 3.6, so EW -3.6 from its own side.
    # Law 12C4: each gets the average of NS 0 and EW -3.6: NS (0 - (-3.6)) / 2 = +1.8, EW -1.8.
    score = assigned_score("imps", ns_outcomes=[(100, 170)], ew_outcomes=[(60, 420), (40, 170)],
                           other_table=170, knockout=True)
    assert (score.ns.imps, score.ew.imps) == (Fraction(9, 5), Fraction(-9, 5))
    assert "12C4" in score.laws and "12C1(e)" in score.laws
    # Not a knockout: the split stands, non-balancing.
    plain = assigned_score("imps", ns_outcomes=[(100, 170)], ew_outcomes=[(60, 420), (40, 170)], other_table=170)
    assert (plain.ns.imps, plain.ew.imps) == (0, Fraction(-18, 5))


def test_scores_rounded_only_when_the_regulation_says_so():
    from helper.scoring import rounded

    score = assigned_score("mp", outcomes=[(Fraction(100, 3), 420), (Fraction(200, 3), -50)],
                           field=[420, 450, -50, 170])
    # 420: 5 MP, -50: 1 MP -> 5/3 + 2/3 = 7/3 MP of 8 = 29.1666...%
    assert score.ns.matchpoints == Fraction(7, 3)
    assert rounded(score, None) is score
    one = rounded(score, 1)
    assert (one.ns.matchpoints, one.ns.percent) == (Fraction(23, 10), Fraction(292, 10))
    assert one.ew.matchpoints == Fraction(57, 10) and one.notes[-1] == "rounded"
    assert rounded(score, 0).ns.matchpoints == 2


def test_outcome_by_outcome_breakdown_with_butler_datums():
    from helper.dialogue.engine import Ruling
    from helper.dialogue.render import details

    # Butler over [+420, +450, -50, +170] with this table's outcome added (5 results, drop 1 top/bottom):
    # +420: mean(170, 420, 420) = 336.67 -> datum 340, IMP(80) = +2;
    # -50: mean(-50, 170, 420) = 180 -> datum 180, IMP(-230) = -6.   0.6 x 2 + 0.4 x -6 = -1.2.
    score = assigned_score("butler", outcomes=[(60, 420), (40, -50)], field=[420, 450, -50, 170])
    assert score.ns.imps == Fraction(-6, 5)
    assert [(c.ns_score, c.value, c.datum) for c in score.components] == [(420, 2, 340), (-50, -6, 180)]
    lines = details(Ruling("score", score.laws, "cli", score=score), "en")
    assert "NS outcome by outcome: 60% +420: +2 IMPs (datum +340); 40% -50: -6 IMPs (datum +180)" in lines
