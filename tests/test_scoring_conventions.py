"""Issue 7 B2, B6, B7, B8: artificial IMPs on the scale of cross-IMPs, the top
from the times a board was due, scorers' conventions as settings, scores that
do not balance named with their law. Expected values worked by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helper.scoring import (
    AdjustedScore, Basis, ScoringError, ScoringSettings, Settings, SettingsError, SideScore, artificial_score, rounded,
    teams_multiple_results,
)
from helper.scoring.adjusted import Scoring, balance
from helper.scoring.matchpoints import DatumRule, cross_imps, datum
from helper.scoring.settings import load_settings

AVERAGED = Settings(scoring=ScoringSettings(cross_imps_average=True))
AVERAGED_N = Settings(scoring=ScoringSettings(cross_imps_average=True, cross_imps_divisor="results"))


# ------------------------------------------------------------------ B2 cross-IMPs / Butler

@pytest.mark.parametrize(("results", "imps"), [(8, 21), (2, 3), (3, 6), (13, 36)])
def test_artificial_cross_imps_summed_scale_with_the_comparisons(results, imps):
    # 3 IMPs per comparison x (results - 1) comparisons: 8 results -> 7 x 3 = 21.
    score = artificial_score("ximps", "none", "direct", results=results)
    assert (score.ns.imps, score.ew.imps) == (imps, -imps)
    assert score.comparisons == results - 1
    assert score.laws == ("12C2(a)", "12C2(b)")
    assert ("cross_imps", "sum") in score.conventions


def test_artificial_cross_imps_averaged():
    # Averaged over the comparisons: the per-comparison value itself.
    score = artificial_score("ximps", "none", "partly", results=8, settings=AVERAGED)
    assert (score.ns.imps, score.ew.imps) == (3, 0)
    assert artificial_score("ximps", "none", "direct", settings=AVERAGED).ns.imps == 3  # n not needed
    # Averaged over the 8 results: a real score is sum / 8, so 3 x 7 / 8 = 21/8.
    assert artificial_score("ximps", "none", "direct", results=8, settings=AVERAGED_N).ns.imps == Fraction(21, 8)


def test_artificial_butler_is_one_comparison():
    score = artificial_score("butler", "direct", "none")
    assert (score.ns.imps, score.ew.imps) == (-3, 3)
    assert score.laws == ("12C2(a)", "12C2(b)")


def test_cross_imps_needs_the_results_when_summed():
    with pytest.raises(ScoringError) as caught:
        artificial_score("ximps", "none", "direct")
    assert caught.value.code == "results_required"
    with pytest.raises(ScoringError):
        artificial_score("ximps", "none", "direct", results=1)


def test_cross_imps_session_score_per_comparison():
    # NS in no way at fault, +5 IMPs per comparison on the other boards (above
    # +3): 5 x 7 = 35 on a board of 8 results (Law 12C2(c)).
    score = artificial_score("ximps", "none", "direct", results=8, ns_session=5)
    assert (score.ns.basis, score.ns.imps, score.ew.imps) == (Basis.SESSION, 35, -21)
    assert "12C2(c)" in score.laws


def test_cross_imps_divisor_results():
    # +420 against +450, +170, -50: -1 + 6 + 10 = 15; over 4 results 15/4.
    assert cross_imps(420, [450, 170, -50], "results") == Fraction(15, 4)
    assert cross_imps(420, [450, 170, -50], True) == 5


# ------------------------------------------------------------------ B6 the full top

def test_top_from_the_times_the_board_was_due():
    # Due 13 times: top 2 x 12 = 24; 60% = 14.4, 40% = 9.6.
    score = artificial_score("mp", "none", "direct", results=13)
    assert (score.top, score.ns.matchpoints, score.ew.matchpoints) == (24, Fraction(72, 5), Fraction(48, 5))
    # The 1 and 1/2 scale: top 12; 60% = 7.2.
    half = artificial_score("mp", "none", "direct", results=13,
                            settings=Settings(scoring=ScoringSettings(matchpoint_scale=1)))
    assert (half.top, half.ns.matchpoints) == (12, Fraction(36, 5))
    assert ("matchpoint_scale", 1) in half.conventions
    # A top given wins over nothing; a board due once has no top.
    assert artificial_score("mp", "none", "direct", top=10).ns.matchpoints == 6
    with pytest.raises(ScoringError):
        artificial_score("mp", "none", "direct", results=1)


# ------------------------------------------------------------------ B8 balance

@pytest.mark.parametrize(("kwargs", "expected"), [
    ({"scoring": "mp", "ns_fault": "none", "ew_fault": "direct"}, None),  # 60 + 40
    ({"scoring": "mp", "ns_fault": "none", "ew_fault": "none"}, (120, "12C2(a)")),
    ({"scoring": "mp", "ns_fault": "partly", "ew_fault": "direct"}, (90, "12C2(a)")),
    ({"scoring": "mp", "ns_fault": "none", "ew_fault": "direct", "ns_session": 65}, (105, "12C2(c)")),
    ({"scoring": "mp", "ns_fault": "direct", "ew_fault": "direct", "director_error": True}, (120, "82C")),
    ({"scoring": "imps", "ns_fault": "none", "ew_fault": "partly"}, (3, "12C2(b)")),
    ({"scoring": "imps", "ns_fault": "none", "ew_fault": "direct"}, None),
])
def test_balance_names_the_law(kwargs, expected):
    assert balance(artificial_score(**kwargs)) == expected


def test_balance_of_teams_and_split_scores():
    assert balance(teams_multiple_results("none", "none")) == (6, "12C2(b)")
    split = AdjustedScore(Scoring.MATCHPOINTS, SideScore(Basis.ASSIGNED, percent=Fraction(70)),
                          SideScore(Basis.ASSIGNED, percent=Fraction(40)), ("12C1(e)",), ("split",))
    assert balance(split) == (110, "12C1(e)")


# ------------------------------------------------------------------ B7 conventions

def test_matchpoint_scale_true_is_refused():
    # TOML true is a bool, and True == 1 in Python: it must not pass as the 1 and 1/2 scale.
    with pytest.raises(SettingsError):
        ScoringSettings(matchpoint_scale=True)


@pytest.mark.parametrize(("key", "value"), [
    ("butler_datum", "average"), ("butler_halves", "down"), ("score_halves", "up"),
    ("cross_imps_divisor", "tables"), ("butler_drop_pct", 50), ("butler_drop_pct", "ten"),
    ("fouled_min_group", 0), ("fouled_min_group", True), ("fouled_min_group", 2.5),
])
def test_bad_convention_settings_are_refused(tmp_path, key, value):
    path = tmp_path / "s.toml"
    text = f'"{value}"' if isinstance(value, str) else str(value).lower()
    path.write_text(f"[scoring]\n{key} = {text}\n", encoding="utf-8")
    with pytest.raises(SettingsError):
        load_settings(path)


def test_convention_settings_load(tmp_path):
    path = tmp_path / "s.toml"
    path.write_text('[scoring]\nbutler_datum = "median"\nbutler_halves = "even"\nbutler_drop_pct = 10\n'
                    'cross_imps_average = true\ncross_imps_divisor = "results"\nscore_decimals = 1\n'
                    'score_halves = "towards_average"\nfouled_min_group = 2\n', encoding="utf-8")
    scoring = load_settings(path).scoring
    assert (scoring.butler_datum, scoring.butler_halves, scoring.butler_drop_pct) == ("median", "even", 10)
    assert scoring.cross_imps_mode == "results" and scoring.fouled_min_group == 2
    rule = scoring.datum_rule()
    assert (rule.method, rule.halves, rule.drop_pct) == ("median", "even", 10)


def test_datum_median_and_mean():
    # -50, 170, 420, 420, 450: one dropped at each end -> 170, 420, 420.
    scores = [420, 450, 170, -50, 420]
    assert datum(scores) == 340  # mean 1010/3 = 336.67 -> 340
    assert datum(scores, DatumRule(method="median")) == 420
    # Four results (no drop): median of 170 and 420 = 295 -> 300 (halves away).
    assert datum([420, 450, 170, -50], DatumRule(method="median")) == 300


@pytest.mark.parametrize(("scores", "halves", "expected"), [
    ([100, 150], "away", 130), ([100, 150], "up", 130), ([100, 150], "even", 120),
    ([-100, -150], "away", -130), ([-100, -150], "up", -120), ([-100, -150], "even", -120),
    ([100, 130], "even", 120),  # 115 -> 120 (even multiple of 10 is 12 x 10)
    ([100, 170], "up", 140),  # 135 -> 140
])
def test_datum_halves(scores, halves, expected):
    assert datum(scores, DatumRule(halves=halves)) == expected


def test_drop_share():
    rule = DatumRule(drop_pct=Fraction(10))
    assert [rule.dropped(n) for n in (4, 9, 10, 19, 20, 25)] == [0, 0, 1, 1, 2, 2]
    # 10 results, 10%: the highest and lowest left out.
    assert datum(list(range(0, 1000, 100)), rule, None) == 450


def test_rounding_halves_towards_the_average():
    exact = AdjustedScore(Scoring.MATCHPOINTS, SideScore(Basis.AVERAGE_PLUS, percent=Fraction("60.05")),
                          SideScore(Basis.AVERAGE_MINUS, percent=Fraction("39.95")), ("12C2(a)",))
    towards = rounded(exact, 1, "towards_average")
    assert (towards.ns.percent, towards.ew.percent) == (60, 40)
    assert ("rounding", (1, "towards_average")) in towards.conventions
    away = rounded(exact, 1)
    assert (away.ns.percent, away.ew.percent) == (Fraction("60.1"), 40)
    imps = AdjustedScore(Scoring.IMPS, SideScore(Basis.KNOCKOUT_AVERAGE, imps=Fraction(3, 2)),
                         SideScore(Basis.KNOCKOUT_AVERAGE, imps=Fraction(-3, 2)), ("12C4",))
    assert (rounded(imps, 0, "towards_average").ns.imps, rounded(imps, 0, "towards_average").ew.imps) == (1, -1)
    assert (rounded(imps, 0).ns.imps, rounded(imps, 0).ew.imps) == (2, -2)
    # Not a half: ordinary nearest value either way.
    near = AdjustedScore(Scoring.MATCHPOINTS, SideScore(Basis.AVERAGE_PLUS, percent=Fraction("60.06")),
                         SideScore(Basis.AVERAGE_MINUS, percent=Fraction("39.94")), ("12C2(a)",))
    assert rounded(near, 1, "towards_average").ns.percent == Fraction("60.1")
    assert rounded(near, 1, "towards_average").ew.percent == Fraction("39.9")


def test_weighted_cross_imps_divided_by_the_results():
    from helper.scoring.assigned import assigned_score

    # +420 against +450, +170, -50: -1 + 6 + 10 = 15 IMPs; over 4 results 15/4.
    score = assigned_score("ximps", outcomes=[(100, 420)], field=[450, 170, -50], cross_imps_average="results")
    assert score.ns.imps == Fraction(15, 4)
    # +450 against +420 (the table), +170, -50: 1 + 7 + 11 = 19; over 4 results 19/4.
    assert dict(score.recomputed_field)[450] == Fraction(19, 4)
    summed = assigned_score("ximps", outcomes=[(100, 420)], field=[450, 170, -50])
    assert summed.ns.imps == 15 and dict(summed.recomputed_field)[450] == 19
