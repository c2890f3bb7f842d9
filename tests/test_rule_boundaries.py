"""Rules at their boundaries and exact halves, with values worked by hand (issue 10 §4).

Each test here guards a deliberate fault that once passed the whole suite: rounding a half
the wrong way, the dialogue ignoring ``score_decimals``, the 12C2(c) threshold read from a
regulated average plus instead of the Law's 60% / 40%, and a split score's other EW pairs
scored against the NS set.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from helper.dialogue.engine import Dialogue
from helper.dialogue.render import summary
from helper.scoring import artificial_score, rounded
from helper.scoring.adjusted import Basis
from helper.scoring.assigned import assigned_score
from helper.scoring.settings import MultipleBoards, ScoringSettings, Settings
from tests.support import run_json

# ------------------------------------------------------------------ rounding (a TO's regulation)


@pytest.mark.parametrize("halves, ns, ew", [
    # NS (non-offending) +3.5 IMPs, its session average above average plus; EW (offending) -3.5,
    # its own below average minus: both get their session scores (Law 12C2(c)).

    ("away", 4, -4),  # an exact half goes away from zero: NS and EW stay mirror images
    ("towards_average", 3, -3),  # towards 0 IMPs, the average
])
def test_an_exact_half_imp_rounds_as_the_setting_says(halves, ns, ew):
    score = artificial_score("imps", "none", "direct", ns_session=Fraction(7, 2), ew_session=Fraction(-7, 2))
    assert (score.ns.imps, score.ew.imps) == (Fraction(7, 2), Fraction(-7, 2))
    result = rounded(score, 0, halves)
    assert (result.ns.imps, result.ew.imps) == (ns, ew)


@pytest.mark.parametrize("session, halves, expected", [
    (Fraction(12005, 200), "away", Fraction(60)),  # 60.025% -> 60.0% (not a half at one decimal)
    (Fraction(6005, 100), "away", Fraction(601, 10)),  # 60.05% -> 60.1%
    (Fraction(6005, 100), "towards_average", Fraction(60)),  # 60.05% -> 60.0% (towards 50%)
    (Fraction(6004, 100), "away", Fraction(60)),  # below the half: down either way
    (Fraction(6006, 100), "towards_average", Fraction(601, 10)),  # above the half: up either way
])
def test_percentages_round_to_one_decimal_at_the_half(session, halves, expected):
    score = artificial_score("mp", "none", "direct", ns_session=session, top=Fraction(24))
    assert rounded(score, 1, halves).ns.percent == expected


def test_the_dialogue_rounds_as_score_decimals_says():
    # The brief's case: NS 65% (own session) and EW 40% on a top of 24 (13 results):
    # 15.6 and 9.6 matchpoints exactly; rounded to whole matchpoints 16 and 10.
    answers = ["no_result", "no", "pairs", "none", "direct", 13, 65, None]
    exact, whole = Dialogue(), Dialogue(settings=Settings(scoring=ScoringSettings(score_decimals=0)))
    for value in answers:
        exact.answer(value)
        whole.answer(value)
    assert (exact.ruling().score.ns.matchpoints, exact.ruling().score.ew.matchpoints) == (
        Fraction(78, 5), Fraction(48, 5))
    assert (whole.ruling().score.ns.matchpoints, whole.ruling().score.ew.matchpoints) == (16, 10)
    assert summary(whole.ruling(), "en") == "12C2(a), 12C2(c): NS 65% = 16 MP, EW 40% = 10 MP"


# ------------------------------------------------------------------ Law 12C2(c) against 12C2(d)

REGULATED = Settings(multiple_boards=MultipleBoards(from_board=2, average_plus_pct=Fraction(55),
                                                    average_minus_pct=Fraction(45)))


@pytest.mark.parametrize("session, percent, basis", [
    (58, 55, Basis.AVERAGE_PLUS),  # 58% does not exceed the Law's 60%: the regulated 55% stands
    (60, 55, Basis.AVERAGE_PLUS),  # exactly 60% does not exceed 60%
    (61, 61, Basis.SESSION),  # above 60%: the session score (Law 12C2(c))
])
def test_the_non_offenders_session_threshold_is_the_laws_60_percent_not_the_regulated_average_plus(
        session, percent, basis):
    score = artificial_score("mp", "none", "direct", ns_session=session, top=Fraction(24), settings=REGULATED,
                             board_in_session=2)
    assert (score.ns.percent, score.ns.basis) == (percent, basis)
    assert ("12C2(c)" in score.laws) == (basis is Basis.SESSION)


@pytest.mark.parametrize("session, percent, basis", [
    (41, 45, Basis.AVERAGE_MINUS),  # 41% is not below the Law's 40%: the regulated 45% stands
    (40, 45, Basis.AVERAGE_MINUS),  # exactly 40% is not below 40%
    (39, 39, Basis.SESSION),  # below 40%: the session score (Law 12C2(c))
])
def test_the_offenders_session_threshold_is_the_laws_40_percent(session, percent, basis):
    score = artificial_score("mp", "none", "direct", ew_session=session, top=Fraction(24), settings=REGULATED,
                             board_in_session=2)
    assert (score.ew.percent, score.ew.basis) == (percent, basis)


# ------------------------------------------------------------------ Law 12C1(e): split scores

FIELD = [450, 420, 170, -100]  # the other four tables' NS scores: a top of 8


def test_a_split_scores_other_ew_pairs_against_the_ew_set():
    # NS keep +140; EW get 60% of +420 and 40% of +140. The other tables, by hand:
    # against NS's +140 (two per score beaten, one per tie, over the 3 other tables and this one):
    #   +450: 6 + 2 = 8; +420: 4 + 2 = 6; +170: 2 + 2 = 4; -100: 0 + 0 = 0
    # against EW's set: +450: 6 + (0.6 x 2 + 0.4 x 2) = 8; +420: 4 + (0.6 x 1 + 0.4 x 2) = 5.4;
    #   +170: 2 + (0.6 x 0 + 0.4 x 2) = 2.8; -100: 0.
    score = assigned_score("mp", ns_outcomes=[(100, 140)], ew_outcomes=[(60, 420), (40, 140)], field=FIELD)
    assert score.recomputed_field == ((450, 8), (420, 6), (170, 4), (-100, 0))
    assert score.recomputed_field_ew == ((450, 8), (420, Fraction(27, 5)), (170, Fraction(14, 5)), (-100, 0))


def test_a_split_score_on_the_command_line_gives_the_ew_field_from_ews_view(capsys):
    data = run_json(capsys, "score", "weighted", "--scoring", "mp", "--field", "450,420,170,-100",
                    "--ns-outcome", "100:+140", "--ew-outcome", "60:+420", "--ew-outcome", "40:+140")
    assert data["ns"]["matchpoints"] == 2 and data["ew"]["matchpoints"] == 4.2
    # The other EW pairs' matchpoints are 8 minus their NS opponents' above: 0, 2.6, 5.2, 8.
    assert data["field_ew"] == [{"ns_score": 450, "ew_matchpoints": 0.0}, {"ns_score": 420, "ew_matchpoints": 2.6},
                                {"ns_score": 170, "ew_matchpoints": 5.2}, {"ns_score": -100, "ew_matchpoints": 8.0}]
    assert data["balanced"] is False and data["balance"] == {"total": 77.5, "law": "12C1(e)"}


def test_an_answer_of_a_half_is_kept_exactly():
    # A session of 60.5% (a half) for NS: above 60%, so 60.5% exactly, not 60 or 61.
    dialogue = Dialogue()
    for value in ["no_result", "no", "pairs", "none", "direct", 13, Decimal("60.5"), None]:
        dialogue.answer(value)
    assert dialogue.ruling().score.ns.percent == Fraction(121, 2)
    assert dialogue.ruling().score.ns.matchpoints == Fraction(121, 2) * 24 / 100
