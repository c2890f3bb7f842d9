"""Artificial adjusted scores (Law 12C2), team play (Law 86B2), knockout (Law 12C4), settings.

Every expected value is exact (Fraction) and comes from the law text or the
domain brief, not from the code under test.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from helper.scoring import (
    Basis,
    Fault,
    MultipleBoards,
    Scoring,
    ScoringError,
    Settings,
    SettingsError,
    artificial_score,
    knockout_average,
    load_settings,
    teams_multiple_results,
)
from helper.scoring.settings import settings_from_mapping

FAULTS = ("none", "partly", "direct")
# Law 12C2(a): average plus (at least 60%), average (50%), average minus (at most 40%).
PERCENT = {"none": Fraction(60), "partly": Fraction(50), "direct": Fraction(40)}
# Law 12C2(b): plus 3 / minus 3 IMPs; average is 0.
IMPS = {"none": Fraction(3), "partly": Fraction(0), "direct": Fraction(-3)}
BASIS = {"none": Basis.AVERAGE_PLUS, "partly": Basis.AVERAGE, "direct": Basis.AVERAGE_MINUS}
ALL_PAIRS = list(itertools.product(FAULTS, FAULTS))


# ------------------------------------------------------------ Law 12C2(a)

@pytest.mark.parametrize(("ns", "ew"), ALL_PAIRS)
def test_matchpoints_percent_all_fault_combinations(ns, ew):
    score = artificial_score("mp", ns, ew)
    assert score.scoring is Scoring.MATCHPOINTS
    assert (score.ns.percent, score.ew.percent) == (PERCENT[ns], PERCENT[ew])
    assert (score.ns.basis, score.ew.basis) == (BASIS[ns], BASIS[ew])
    # No top given: no matchpoints, and never IMPs at matchpoints.
    assert score.ns.matchpoints is None and score.ew.matchpoints is None
    assert score.ns.imps is None and score.ew.imps is None
    assert score.laws == ("12C2(a)",)
    assert score.notes == ()


# Top 24 (13 tables, 2 per score beaten) and a top of 2(n-1) = 12 (7 tables).
MP_ON_TOP = {
    24: {"none": Fraction(72, 5), "partly": Fraction(12), "direct": Fraction(48, 5)},
    12: {"none": Fraction(36, 5), "partly": Fraction(6), "direct": Fraction(24, 5)},
}


@pytest.mark.parametrize("top", sorted(MP_ON_TOP))
@pytest.mark.parametrize(("ns", "ew"), ALL_PAIRS)
def test_matchpoints_on_a_top_all_fault_combinations(ns, ew, top):
    score = artificial_score("mp", ns, ew, top=top)
    assert score.ns.matchpoints == MP_ON_TOP[top][ns]
    assert score.ew.matchpoints == MP_ON_TOP[top][ew]
    assert isinstance(score.ns.matchpoints, Fraction)
    assert (score.ns.percent, score.ew.percent) == (PERCENT[ns], PERCENT[ew])
    assert score.laws == ("12C2(a)",)


def test_sixty_percent_of_24_is_exactly_72_fifths():
    score = artificial_score("mp", "none", "none", top=24)
    assert score.ns.matchpoints == Fraction(72, 5)
    assert score.ns.matchpoints != 14  # no rounding
    # Both sides may get average plus: the scores need not balance.
    assert score.ns.matchpoints + score.ew.matchpoints == Fraction(144, 5)


def test_top_given_as_string_or_fraction_is_exact():
    assert artificial_score("mp", "partly", "none", top="12.5").ns.matchpoints == Fraction(25, 4)
    assert artificial_score("mp", "none", "partly", top=Fraction(25, 2)).ns.matchpoints == Fraction(15, 2)


@pytest.mark.parametrize(("ns", "ew"), ALL_PAIRS)
def test_imps_all_fault_combinations(ns, ew):
    score = artificial_score("imps", ns, ew)
    assert score.scoring is Scoring.IMPS
    assert (score.ns.imps, score.ew.imps) == (IMPS[ns], IMPS[ew])
    assert (score.ns.basis, score.ew.basis) == (BASIS[ns], BASIS[ew])
    assert score.ns.percent is None and score.ew.percent is None
    assert score.laws == ("12C2(a)", "12C2(b)")


def test_enums_are_accepted_as_well_as_strings():
    score = artificial_score(Scoring.IMPS, Fault.DIRECT, Fault.NONE)
    assert (score.ns.imps, score.ew.imps) == (-3, 3)


# ------------------------------------------------------------ Law 12C2(c)

def test_issue_case_nos_session_65_ew_direct():
    score = artificial_score("mp", "none", "direct", top=24, ns_session=65)
    assert score.laws == ("12C2(a)", "12C2(c)")
    assert score.ns.basis is Basis.SESSION
    assert score.ns.percent == 65
    assert score.ns.matchpoints == Fraction(78, 5)
    assert score.ew.basis is Basis.AVERAGE_MINUS
    assert score.ew.percent == 40
    assert score.ew.matchpoints == Fraction(48, 5)


@pytest.mark.parametrize(
    ("ns_fault", "session", "percent", "basis", "cites_c"),
    [
        ("none", 60, Fraction(60), Basis.AVERAGE_PLUS, False),  # exactly 60 does not exceed 60
        ("none", "60.01", Fraction(6001, 100), Basis.SESSION, True),
        ("none", 30, Fraction(60), Basis.AVERAGE_PLUS, False),  # a poor NOS still gets 60
        ("none", 100, Fraction(100), Basis.SESSION, True),
        ("direct", 40, Fraction(40), Basis.AVERAGE_MINUS, False),  # exactly 40 is not below 40
        ("direct", "39.5", Fraction(79, 2), Basis.SESSION, True),
        ("direct", 0, Fraction(0), Basis.SESSION, True),
        ("direct", 70, Fraction(40), Basis.AVERAGE_MINUS, False),  # a good OS still gets 40
        ("partly", 70, Fraction(50), Basis.AVERAGE, False),  # 12C2(c) is for NOS and OS only
        ("partly", 30, Fraction(50), Basis.AVERAGE, False),
    ],
)
def test_session_percentage_boundaries(ns_fault, session, percent, basis, cites_c):
    score = artificial_score("mp", ns_fault, "partly", ns_session=session, top=24)
    assert score.ns.percent == percent
    assert score.ns.basis is basis
    assert score.ns.matchpoints == percent * 24 / 100
    assert ("12C2(c)" in score.laws) is cites_c
    assert score.ew.percent == 50


def test_session_applies_to_each_side_separately():
    score = artificial_score("mp", "direct", "none", ns_session=25, ew_session=72, top=12)
    assert (score.ns.percent, score.ew.percent) == (25, 72)
    assert (score.ns.matchpoints, score.ew.matchpoints) == (Fraction(3), Fraction(216, 25))
    assert score.laws == ("12C2(a)", "12C2(c)")


@pytest.mark.parametrize(
    ("ns_fault", "session", "imps", "basis", "cites_c"),
    [
        ("none", "4.2", Fraction(21, 5), Basis.SESSION, True),
        ("none", 2, Fraction(3), Basis.AVERAGE_PLUS, False),
        ("none", 3, Fraction(3), Basis.AVERAGE_PLUS, False),
        ("direct", -5, Fraction(-5), Basis.SESSION, True),
        ("direct", -3, Fraction(-3), Basis.AVERAGE_MINUS, False),
        ("direct", 1, Fraction(-3), Basis.AVERAGE_MINUS, False),
        ("partly", 10, Fraction(0), Basis.AVERAGE, False),
    ],
)
def test_session_equivalent_in_imps(ns_fault, session, imps, basis, cites_c):
    score = artificial_score("imps", ns_fault, "partly", ns_session=session)
    assert score.ns.imps == imps
    assert score.ns.basis is basis
    assert ("12C2(c)" in score.laws) is cites_c
    assert score.laws[:2] == ("12C2(a)", "12C2(b)")


def test_session_imps_outside_the_scale_rejected():
    with pytest.raises(ScoringError) as info:
        artificial_score("imps", "none", "direct", ew_session=-25)
    assert (info.value.code, info.value.field) == ("imps_range", "ew_session")


# ------------------------------------------------------------ Law 82C, 12C3

def test_director_error_both_sides_average_plus():
    score = artificial_score("mp", "direct", "partly", top=24, director_error=True)
    assert score.ns.percent == score.ew.percent == 60
    assert score.ns.matchpoints == score.ew.matchpoints == Fraction(72, 5)
    assert score.ns.basis is score.ew.basis is Basis.AVERAGE_PLUS
    assert score.laws == ("82C", "12C2(a)")
    assert score.laws[0] == "82C"
    assert score.notes == ("both_non_offending",)
    assert score.ns.percent + score.ew.percent == 120  # exceeds 100%


def test_director_error_at_imps():
    score = artificial_score("imps", "direct", "direct", director_error=True)
    assert (score.ns.imps, score.ew.imps) == (3, 3)
    assert score.laws == ("82C", "12C2(a)", "12C2(b)")
    assert score.notes == ("both_non_offending",)


def test_director_error_with_a_good_session_uses_it_for_both():
    score = artificial_score("mp", "none", "none", ns_session=64, ew_session=55, director_error=True)
    assert (score.ns.percent, score.ew.percent) == (64, 60)
    assert score.laws == ("82C", "12C2(a)", "12C2(c)")


def test_individual_event():
    score = artificial_score("mp", "direct", "none", top=12, individual=True)
    assert score.laws == ("12C2(a)", "12C3")
    assert score.notes == ("individual", "individual_session")
    assert (score.ns.percent, score.ew.percent) == (40, 60)
    assert (score.ns.matchpoints, score.ew.matchpoints) == (Fraction(24, 5), Fraction(36, 5))


def test_director_error_in_an_individual_has_both_notes_in_order():
    score = artificial_score("mp", "direct", "none", individual=True, director_error=True)
    assert score.laws == ("82C", "12C2(a)", "12C3")
    assert score.notes == ("both_non_offending", "individual", "individual_session")


# ------------------------------------------------------------ Law 12C2(d) and settings

REGULATED = Settings(multiple_boards=MultipleBoards(
    from_board=2, average_plus_pct=Fraction(55), average_pct=Fraction(45), average_minus_pct=Fraction(35),
    average_plus_imps=Fraction(2), average_minus_imps=Fraction(-2)))


def test_multiple_boards_not_applied_to_first_board():
    score = artificial_score("mp", "none", "direct", top=24, board_in_session=1, settings=REGULATED)
    assert (score.ns.percent, score.ew.percent) == (60, 40)
    assert score.laws == ("12C2(a)",)
    assert score.notes == ()


@pytest.mark.parametrize("board", [2, 3, 10])
def test_multiple_boards_applied_from_board_2(board):
    score = artificial_score("mp", "none", "direct", top=24, board_in_session=board, settings=REGULATED)
    assert (score.ns.percent, score.ew.percent) == (55, 35)
    assert (score.ns.matchpoints, score.ew.matchpoints) == (Fraction(66, 5), Fraction(42, 5))
    assert score.laws == ("12C2(a)", "12C2(d)")
    assert score.notes == ("multiple_boards",)
    partly = artificial_score("mp", "partly", "partly", board_in_session=board, settings=REGULATED)
    assert (partly.ns.percent, partly.ew.percent) == (45, 45)


def test_multiple_boards_at_imps():
    score = artificial_score("imps", "none", "direct", board_in_session=2, settings=REGULATED)
    assert (score.ns.imps, score.ew.imps) == (2, -2)
    assert score.laws == ("12C2(a)", "12C2(b)", "12C2(d)")
    first = artificial_score("imps", "none", "direct", board_in_session=1, settings=REGULATED)
    assert (first.ns.imps, first.ew.imps) == (3, -3)


def test_multiple_boards_from_board_3():
    settings = Settings(multiple_boards=MultipleBoards(from_board=3, average_plus_pct=Fraction(55)))
    assert artificial_score("mp", "none", "none", board_in_session=2, settings=settings).ns.percent == 60
    assert artificial_score("mp", "none", "none", board_in_session=3, settings=settings).ns.percent == 55


def test_multiple_boards_with_a_session_above_60():
    score = artificial_score("mp", "none", "direct", ns_session=62, board_in_session=2, settings=REGULATED)
    assert score.ns.percent == 62
    assert score.laws == ("12C2(a)", "12C2(c)", "12C2(d)")


def test_regulated_average_plus_above_the_session_is_kept_at_imps():
    # 12C2(d) raises average plus to +4 IMPs: a NOS averaging +3.5 must not get less.
    settings = Settings(multiple_boards=MultipleBoards(average_plus_imps=Fraction(4)))
    score = artificial_score("imps", "none", "direct", ns_session="3.5", board_in_session=2, settings=settings)
    assert score.ns.imps == 4
    assert score.ns.basis is Basis.AVERAGE_PLUS
    assert "12C2(c)" not in score.laws


def test_custom_average_plus_65():
    settings = Settings(average_plus_pct=Fraction(65))
    score = artificial_score("mp", "none", "direct", top=24, settings=settings)
    assert score.ns.percent == 65
    assert score.ns.matchpoints == Fraction(78, 5)
    assert score.ew.percent == 40
    assert score.laws == ("12C2(a)",)


def test_custom_average_plus_above_session_is_not_a_session_score():
    # 62% exceeds 60% but the regulated average plus (65%) is more: the NOS keeps 65%,
    # and the ruling must not claim it is its session score (12C2(c)).
    settings = Settings(average_plus_pct=Fraction(65))
    score = artificial_score("mp", "none", "direct", top=24, ns_session=62, settings=settings)
    assert score.ns.percent == 65
    assert score.ns.basis is Basis.AVERAGE_PLUS
    assert score.laws == ("12C2(a)",)
    higher = artificial_score("mp", "none", "direct", top=24, ns_session=70, settings=settings)
    assert higher.ns.percent == 70
    assert higher.ns.basis is Basis.SESSION
    assert higher.laws == ("12C2(a)", "12C2(c)")


def test_custom_imps_values():
    settings = Settings(average_plus_imps=Fraction(2), average_minus_imps=Fraction(-4))
    score = artificial_score("imps", "none", "direct", settings=settings)
    assert (score.ns.imps, score.ew.imps) == (2, -4)


def test_settings_given_as_plain_numbers_keep_arithmetic_exact():
    settings = Settings(average_plus_pct=62.5)
    assert settings.average_plus_pct == Fraction(125, 2)
    score = artificial_score("mp", "none", "none", top=24, settings=settings)
    assert score.ns.matchpoints == 15
    assert isinstance(score.ns.matchpoints, Fraction)


def test_default_settings_values():
    settings = Settings()
    assert (settings.average_plus_pct, settings.average_pct, settings.average_minus_pct) == (60, 50, 40)
    assert (settings.average_plus_imps, settings.average_minus_imps) == (3, -3)
    assert settings.multiple_boards is None
    assert settings.source == "defaults"


@pytest.mark.parametrize(
    ("kwargs", "key"),
    [
        ({"average_plus_pct": Fraction(55)}, "average_plus_pct"),  # "at least 60%"
        ({"average_plus_pct": Fraction(101)}, "average_plus_pct"),
        ({"average_minus_pct": Fraction(45)}, "average_minus_pct"),  # "at most 40%"
        ({"average_minus_pct": Fraction(-1)}, "average_minus_pct"),
        ({"average_plus_imps": Fraction(-1)}, "average_plus_imps"),
        ({"average_minus_imps": Fraction(1)}, "average_minus_imps"),
    ],
)
def test_settings_outside_the_law_rejected(kwargs, key):
    with pytest.raises(SettingsError) as info:
        Settings(**kwargs)
    assert info.value.key == key


def test_settings_at_the_law_limits_accepted():
    settings = Settings(average_plus_pct=Fraction(60), average_minus_pct=Fraction(40))
    assert (settings.average_plus_pct, settings.average_minus_pct) == (60, 40)
    assert Settings(average_plus_pct=Fraction(100), average_minus_pct=Fraction(0)).average_plus_pct == 100


def test_multiple_boards_may_go_below_60_but_not_outside_0_100():
    assert MultipleBoards(average_plus_pct=Fraction(55)).average_plus_pct == 55
    with pytest.raises(SettingsError):
        MultipleBoards(average_plus_pct=Fraction(150))
    with pytest.raises(SettingsError):
        MultipleBoards(average_minus_imps=Fraction(2))


def write(tmp_path, text, name="settings.toml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_load_settings_from_toml(tmp_path):
    path = write(tmp_path, """
# regulation of the club
[adjusted]
average_plus_pct = 65
average_minus_pct = 35.5
average_plus_imps = 2
average_minus_imps = -2

[adjusted.multiple_boards]
from_board = 3
average_plus_pct = 55
average_minus_pct = 30
average_plus_imps = 1
""")
    settings = load_settings(path)
    assert settings.average_plus_pct == 65
    assert settings.average_minus_pct == Fraction(71, 2)
    assert settings.average_pct == 50
    assert (settings.average_plus_imps, settings.average_minus_imps) == (2, -2)
    assert settings.multiple_boards == MultipleBoards(
        from_board=3, average_plus_pct=Fraction(55), average_minus_pct=Fraction(30),
        average_plus_imps=Fraction(1))
    assert settings.source == str(path)
    # And the loaded settings drive the scores.
    score = artificial_score("mp", "none", "direct", top=24, settings=settings)
    assert (score.ns.matchpoints, score.ew.matchpoints) == (Fraction(78, 5), Fraction(426, 50))
    third = artificial_score("mp", "none", "direct", board_in_session=3, settings=settings)
    assert (third.ns.percent, third.ew.percent) == (55, 30)


def test_load_settings_with_an_empty_file_gives_defaults(tmp_path):
    path = write(tmp_path, "# nothing set\n")
    assert load_settings(path) == Settings()


@pytest.mark.parametrize("body", ["[other]\nx = 1\n", "[adjustd]\naverage_plus_pct = 65\n",
                                  "average_plus_pct = 65\n"])
def test_a_misspelt_table_or_a_key_outside_the_tables_is_refused(tmp_path, body):
    with pytest.raises(SettingsError):
        load_settings(write(tmp_path, body))


@pytest.mark.parametrize("body", ["[adjusted]\naverage_pct = 90\n", "[adjusted]\naverage_pct = 0\n",
                                  "[adjusted]\naverage_plus_imps = 30\n", "[adjusted]\naverage_minus_imps = -25\n"])
def test_impossible_averages_are_refused(tmp_path, body):
    with pytest.raises(SettingsError):
        load_settings(write(tmp_path, body))


def test_load_settings_absent_file_gives_defaults(tmp_path):
    settings = load_settings(tmp_path / "nothing-here.toml")
    assert settings == Settings()
    assert settings.source == "defaults"


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("[adjusted\naverage_plus_pct = 65\n", None),  # not TOML
        ("[adjusted]\naverage_plus_pct = \n", None),
        ("[adjusted]\naverage_plus = 65\n", "average_plus"),  # unknown key
        ("[adjusted.multiple_boards]\nfrom = 2\n", "from"),
        ("[adjusted]\naverage_plus_pct = 55\n", "average_plus_pct"),
        ("[adjusted]\naverage_minus_pct = 45\n", "average_minus_pct"),
        ("[adjusted]\naverage_plus_pct = \"65\"\n", "average_plus_pct"),
        ("[adjusted]\naverage_plus_pct = true\n", "average_plus_pct"),
        ("[adjusted]\naverage_plus_pct = nan\n", "average_plus_pct"),
        ("[adjusted]\naverage_plus_pct = inf\n", "average_plus_pct"),
        ("adjusted = 3\n", "adjusted"),
        ("[adjusted]\nmultiple_boards = 2\n", "multiple_boards"),
        ("[adjusted.multiple_boards]\nfrom_board = 1\n", "from_board"),
        ("[adjusted.multiple_boards]\nfrom_board = 2.5\n", "from_board"),
        ("[adjusted.multiple_boards]\naverage_plus_pct = 150\n", "multiple_boards.average_plus_pct"),
    ],
)
def test_bad_settings_file_raises_settings_error(tmp_path, text, key):
    path = write(tmp_path, text)
    with pytest.raises(SettingsError) as info:
        load_settings(path)
    assert info.value.key == key


def test_settings_from_mapping_source():
    settings = settings_from_mapping({"average_plus_pct": 70}, source="club rules")
    assert settings.average_plus_pct == 70
    assert settings.source == "club rules"


# ------------------------------------------------------------ bad inputs

@pytest.mark.parametrize(
    ("kwargs", "code", "field"),
    [
        ({"ns_session": 150}, "percent_range", "ns_session"),
        ({"ew_session": -1}, "percent_range", "ew_session"),
        ({"top": 0}, "top_range", "top"),
        ({"top": -5}, "top_range", "top"),
        ({"top": "abc"}, "number", "top"),
        ({"ns_session": "abc"}, "number", "ns_session"),
        ({"ns_session": float("nan")}, "number", "ns_session"),
        ({"ew_session": float("inf")}, "number", "ew_session"),
    ],
)
def test_bad_numbers_raise_scoring_error(kwargs, code, field):
    with pytest.raises(ScoringError) as info:
        artificial_score("mp", "none", "direct", **kwargs)
    assert (info.value.code, info.value.field) == (code, field)
    if field != "top":
        assert info.value.value is kwargs[field]


def test_bad_fault_and_scoring():
    with pytest.raises(ScoringError) as info:
        artificial_score("mp", "nobody", "direct")
    assert (info.value.code, info.value.field, info.value.value) == ("fault", "ns", "nobody")
    with pytest.raises(ScoringError) as info:
        artificial_score("mp", "none", "everybody")
    assert (info.value.code, info.value.field) == ("fault", "ew")
    with pytest.raises(ScoringError) as info:
        artificial_score("xx", "none", "direct")
    assert (info.value.code, info.value.field, info.value.value) == ("scoring", "scoring", "xx")
    assert isinstance(info.value, ValueError)


# ------------------------------------------------------------ Law 86B2

def test_86b2a_no_one_at_fault():
    score = teams_multiple_results("none", "none")
    assert score.scoring is Scoring.IMPS
    assert (score.ns.imps, score.ew.imps) == (3, 3)
    assert "86B2(a)" in score.laws
    assert score.laws == ("86B2(a)", "12C2(a)", "12C2(b)")
    assert score.notes == ("cancel_board", "substitute_board")


def test_86b2b_assigned_more_favourable_than_average_plus():
    score = teams_multiple_results("none", "direct", assigned_imps=5)
    assert score.ns.imps == 5
    assert score.ns.basis is Basis.ASSIGNED_FAVOURABLE
    assert score.ew.imps == -5
    assert score.ew.basis is Basis.COMPLEMENT
    assert "12C1(a)" in score.laws
    assert score.laws == ("86B2(b)", "12C1(a)", "12C2(b)")
    assert score.notes == ()


@pytest.mark.parametrize("assigned", [2, 3, -4, None])
def test_86b2b_average_plus_when_more_favourable(assigned):
    score = teams_multiple_results("none", "direct", assigned_imps=assigned)
    assert (score.ns.imps, score.ew.imps) == (3, -3)
    assert score.ns.basis is Basis.AVERAGE_PLUS
    assert score.ew.basis is Basis.COMPLEMENT
    assert score.laws == ("86B2(b)", "12C2(b)")


def test_86b2b_ew_non_offending_ns_partly():
    score = teams_multiple_results("partly", "none")
    assert (score.ns.imps, score.ew.imps) == (-3, 3)
    assert score.ew.basis is Basis.AVERAGE_PLUS
    assert score.ns.basis is Basis.COMPLEMENT
    assert score.laws == ("86B2(b)", "12C2(b)")
    assigned = teams_multiple_results("direct", "none", assigned_imps="7.5")
    assert (assigned.ns.imps, assigned.ew.imps) == (Fraction(-15, 2), Fraction(15, 2))


def test_86b2b_uses_regulated_average_plus():
    settings = Settings(average_plus_imps=Fraction(4))
    assert teams_multiple_results("none", "direct", assigned_imps=3, settings=settings).ns.imps == 4
    assert teams_multiple_results("none", "direct", assigned_imps=5, settings=settings).ns.imps == 5


def test_86b2c_both_at_fault():
    score = teams_multiple_results("direct", "partly")
    assert (score.ns.imps, score.ew.imps) == (-3, 0)
    assert score.laws == ("86B2(c)", "12C2(a)", "12C2(b)")
    assert score.notes == ("cancel_board",)


def test_86b2_bad_inputs():
    with pytest.raises(ScoringError) as info:
        teams_multiple_results("none", "direct", assigned_imps=30)
    assert (info.value.code, info.value.field) == ("imps_range", "assigned_imps")
    with pytest.raises(ScoringError) as info:
        teams_multiple_results("nobody", "direct")
    assert info.value.code == "fault"


# ------------------------------------------------------------ Law 12C4

def test_knockout_average():
    score = knockout_average(5, 2)
    assert (score.ns.imps, score.ew.imps) == (Fraction(3, 2), Fraction(-3, 2))
    assert score.ns.basis is score.ew.basis is Basis.KNOCKOUT_AVERAGE
    assert score.laws == ("12C4",)
    assert score.scoring is Scoring.IMPS


def test_knockout_average_both_minus_three_is_zero():
    score = knockout_average(-3, -3)
    assert (score.ns.imps, score.ew.imps) == (0, 0)


def test_knockout_average_exact_fractions():
    score = knockout_average("2.5", -4)
    assert score.ns.imps == Fraction(13, 4)


@pytest.mark.parametrize(("ns", "ew", "field", "code"), [
    (30, 0, "ns", "imps_range"),
    (0, -25, "ew", "imps_range"),
    ("x", 0, "ns", "number"),
])
def test_knockout_bad_inputs(ns, ew, field, code):
    with pytest.raises(ScoringError) as info:
        knockout_average(ns, ew)
    assert (info.value.code, info.value.field) == (code, field)


def test_scoring_settings_from_a_toml_file(tmp_path):
    from helper.scoring import ScoringSettings

    path = tmp_path / "settings.toml"
    path.write_text("[scoring]\nmatchpoint_scale = 1\nbutler_drop = 2\nbutler_min_results = 9\n"
                    "butler_rounding = 0\ncross_imps_average = true\n", encoding="utf-8")
    scoring = load_settings(path).scoring
    assert scoring == ScoringSettings(matchpoint_scale=1, butler_drop=2, butler_min_results=9,
                                      butler_rounding=0, cross_imps_average=True)
    assert scoring.rounding is None and scoring.datum_rule().drop == 2
    assert Settings().scoring == ScoringSettings()  # defaults: 2/1 scale, drop 1 of 5, round to 10, sum


@pytest.mark.parametrize("body", [
    "[scoring]\nmatchpoint_scale = 3\n",
    "[scoring]\nbutler_drop = 3\nbutler_min_results = 5\n",
    "[scoring]\nbutler_rounding = -10\n",
    "[scoring]\ncross_imps_average = 1\n",
    "[scoring]\nunknown = 1\n",
    "scoring = 5\n",
])
def test_bad_scoring_settings_are_refused(tmp_path, body):
    path = tmp_path / "settings.toml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(SettingsError):
        load_settings(path)
