"""``helper score contract | imps | matchpoints | weighted``: exact numbers, each bad input
named, in every language."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from tests.support import assert_user_error, run, run_json

FIELD_12 = "450,450,420,420,420,420,170,170,140,-50,-50,-100"


# ----------------------------------------------------------------- score contract (Law 77)

@pytest.mark.parametrize(
    ("contract", "declarer", "vul", "ns"),
    [
        # 4 x 30 = 120, vulnerable game 500: 620.
        ("4S=", "N", "ns", 620),
        # Doubled, vulnerable, 2 down: 200 + 300 = 500 to the defenders (NS).
        ("3NTX-2", "E", "both", 500),
        # 40 + 6 x 30 = 220, game 300, grand slam 1000: 1520.
        ("7NT=", "S", "none", 1520),
        # Redoubled: 4 x 20 = 80 (part score, 50), making XX 100, one overtrick XX NV 200: 430.
        ("1CXX+1", "N", "none", 430),
        # EW declare, not vulnerable: 4 x 30 = 120 + 300 = 420 to EW: -420 to NS.
        ("4S=", "W", "ns", -420),
        ("4♠=", "N", "none", 420),
        ("3ntx-2", "e", "both", 500),  # lower case
        ("4S 10", "N", "none", 420),  # tricks taken
        ("6NTX=", "S", "ns", 1680),  # 2 x 190 = 380 + 500 + 750 + 50 = 1680
    ],
)
def test_score_contract(capsys, contract, declarer, vul, ns):
    data = run_json(capsys, "score", "contract", contract, "--declarer", declarer, "--vul", vul)
    assert data["laws"] == ["77"]
    assert data["ns_score"] == ns
    assert data["ew_score"] == -ns
    assert data["vul"] == vul


def test_score_contract_text(capsys):
    code, out, err = run(capsys, "score", "contract", "3NTX-2", "--declarer", "E", "--vul", "both")
    assert code == 0 and err == ""
    assert out.strip() == "3NTXE-2: NS +500, EW -500 (Law 77)"


@pytest.mark.parametrize("text", ["pass", "passed out"])
def test_score_contract_passed_out_scores_zero(capsys, text):
    data = run_json(capsys, "score", "contract", text, "--declarer", "N", "--vul", "both")
    assert data["ns_score"] == 0 and data["ew_score"] == 0


@pytest.mark.parametrize(
    ("contract", "message"),
    [
        ("8S=", "--contract: not a contract: 8S="),
        ("7NT+1", "--contract: impossible result: 7NT+1"),
        ("4S-11", "--contract: impossible result: 4S-11"),
        ("4S", "--contract: no result yet: 4S"),  # no result
        ("xyz", "--contract: not a contract: xyz"),
    ],
)
def test_score_contract_bad_input(capsys, contract, message):
    assert_user_error(*run(capsys, "score", "contract", contract, "--declarer", "N"), message)


def test_score_contract_bad_declarer_is_argparse_error(capsys):
    code, out, err = run(capsys, "score", "contract", "4S=", "--declarer", "Q")
    assert_user_error(code, out, err, "--declarer")


# ----------------------------------------------------------------- score imps (Law 78B)

@pytest.mark.parametrize(
    ("diff", "imps", "possible"),
    [("0", 0, True), ("10", 0, True), ("19", 0, False), ("20", 1, True), ("-20", -1, True), ("40", 1, True),
     ("50", 2, True), ("-250", -6, True), ("3990", 23, True), ("4000", 24, True), ("5000", 24, True),
     ("-4000", -24, True)],
)
def test_score_imps_edges(capsys, diff, imps, possible):
    # possible: two Law 77 scores can differ by it (a multiple of 10, at most 15,200).
    code, out, err = run(capsys, "score", "imps", "--json", "--", diff)
    assert code == 0, err
    data = json.loads(out)
    assert data == {"laws": ["78B"], "diff": float(diff), "imps": imps, "possible": possible}


def test_score_imps_text_and_greek(capsys):
    code, out, _ = run(capsys, "score", "imps", "--", "-250")
    assert code == 0 and out.strip() == "-250 points = -6 IMPs (Law 78B)"
    code, out, _ = run(capsys, "--lang", "el", "score", "imps", "15,5")  # decimal comma in, and out
    assert code == 0 and out.startswith("15,5 ") and "= 0 IMPs" in out


def test_score_imps_not_a_number(capsys):
    assert_user_error(*run(capsys, "score", "imps", "abc"), "abc")


# ----------------------------------------------------------------- score matchpoints (Law 78A, Neuberg)

TIE_FIELD = "450, 420, 420, 170, -50"


def test_score_matchpoints_with_ties(capsys):
    # +420 against 450, 420, 420, 170, -50: beats 170 and -50 (2 x 2), ties two (2 x 1) = 6 of 2 x 5 = 10: 60%.
    data = run_json(capsys, "score", "matchpoints", "--field", TIE_FIELD, "--score", "+420")
    assert data == {"laws": ["78A"], "score": 420, "field": [450, 420, 420, 170, -50], "scale": 2,
                    "matchpoints": 6, "top": 10, "percent": 60}


def test_score_matchpoints_one_and_a_half_scale(capsys):
    # 1 per score beaten, 1/2 per tie: 2 + 1 = 3 of 5: 60%.
    data = run_json(capsys, "score", "matchpoints", "--field", TIE_FIELD, "--score", "+420", "--scale", "1")
    assert (data["matchpoints"], data["top"], data["percent"], data["scale"]) == (3, 5, 60, 1)


def test_score_matchpoints_bottom_tie(capsys):
    # -50 against -50, -50, -100: beats -100 (2), ties two (2) = 4 of 6.
    data = run_json(capsys, "score", "matchpoints", "--field=-50,-50,-100", "--score=-50")
    assert (data["matchpoints"], data["top"]) == (4, 6)
    assert data["percent"] == float(Fraction(200, 3))


def test_score_matchpoints_neuberg(capsys):
    # 6 results of 8 expected, MP 6: (6 + 1) x 8 / 6 - 1 = 25/3 = 8.33 of 2 x 7 = 14: 1250/21 = 59.52%.
    data = run_json(capsys, "score", "matchpoints", "--field", TIE_FIELD, "--score", "+420", "--expected", "8")
    assert data["neuberg"] == {"expected": 8, "matchpoints": float(Fraction(25, 3)), "top": 14,
                               "percent": float(Fraction(1250, 21))}
    # Scale 1: (3 + 1/2) x 8 / 6 - 1/2 = 25/6 of 7: the same percentage.
    data = run_json(capsys, "score", "matchpoints", "--field", TIE_FIELD, "--score", "+420", "--expected", "8",
                    "--scale", "1")
    assert data["neuberg"] == {"expected": 8, "matchpoints": float(Fraction(25, 6)), "top": 7,
                               "percent": float(Fraction(1250, 21))}


def test_score_matchpoints_neuberg_expected_as_many_as_played_changes_nothing(capsys):
    # (6 + 1) x 6 / 6 - 1 = 6.
    data = run_json(capsys, "score", "matchpoints", "--field", TIE_FIELD, "--score", "+420", "--expected", "6")
    assert (data["neuberg"]["matchpoints"], data["neuberg"]["top"]) == (6, 10)


def test_score_matchpoints_text_in_english_and_greek(capsys):
    code, out, _ = run(capsys, "score", "matchpoints", "--field", TIE_FIELD, "--score", "+420", "--expected", "8")
    assert code == 0
    assert out.splitlines() == ["NS +420: 6 of 10 MP (60%) (Law 78A)",
                                "Neuberg, 8 results expected: 8.33 of 14 MP (59.52%)"]
    code, out, _ = run(capsys, "--lang", "el", "score", "matchpoints", "--field", TIE_FIELD, "--score", "+420",
                       "--expected", "8")
    assert code == 0
    assert "8,33" in out and "59,52%" in out and "8.33" not in out


@pytest.mark.parametrize(
    ("args", "parts"),
    [
        (["--field", "450, abc", "--score", "420"], ["--field", "abc"]),
        (["--field", "450, 45", "--score", "420"], ["--field", "45"]),
        (["--field", "", "--score", "420"], ["--field"]),
        (["--field", "450", "--score", "425"], ["--score", "425"]),
        (["--field", TIE_FIELD, "--score", "420", "--expected", "5"], ["--expected", "6"]),
    ],
)
def test_score_matchpoints_bad_input(capsys, args, parts):
    assert_user_error(*run(capsys, "score", "matchpoints", *args), *parts)


# ----------------------------------------------------------------- score weighted (Law 12C1)

def test_weighted_mp_13_tables(capsys):
    # +420: 16 MP, -50: 4 MP against the 12 others; 0.6 x 16 + 0.4 x 4 = 11.2 of 24; EW 12.8.
    data = run_json(capsys, "score", "weighted", "--scoring", "mp", "--field", FIELD_12,
                    "--outcome", "60:4SN=", "--outcome", "40:4SN-1")
    assert data["laws"] == ["12C1(a)", "12C1(b)", "12C1(c)"]
    assert data["scoring"] == "mp" and data["notes"] == []
    assert data["ns"] == {"basis": "assigned", "percent": float(Fraction(140, 3)), "matchpoints": 11.2}
    assert data["ew"] == {"basis": "assigned", "percent": float(Fraction(160, 3)), "matchpoints": 12.8}
    assert data["top"] == 24
    mps = [f["ns_matchpoints"] for f in data["field"]]
    assert mps == [23, 23, 16.4, 16.4, 16.4, 16.4, 9.8, 9.8, 6.8, 3.4, 3.4, 0]
    # The board total: 11.2 + 144.8 = 156 = 24 x 13 / 2 (exact in Fractions; here within float rounding).
    assert sum(mps) + 11.2 == pytest.approx(156)
    assert "table" not in data


def test_weighted_mp_one_and_a_half_scale(capsys):
    data = run_json(capsys, "score", "weighted", "--scoring", "mp", "--field", FIELD_12,
                    "--outcome", "60:4SN=", "--outcome", "40:4SN-1", "--scale", "1")
    assert (data["ns"]["matchpoints"], data["ew"]["matchpoints"], data["top"]) == (5.6, 6.4, 12)


def test_weighted_imps_brief_example(capsys):
    # 0.6 x IMP(250) + 0.4 x IMP(0) = 3.6, not IMP(150) = 4.
    data = run_json(capsys, "score", "weighted", "--scoring", "imps", "--other-table", "+170",
                    "--outcome", "60:4HS=", "--outcome", "40:2HS+2")
    assert data["ns"] == {"basis": "assigned", "imps": 3.6}
    assert data["ew"] == {"basis": "assigned", "imps": -3.6}
    assert "top" not in data and "field" not in data


def test_weighted_imps_other_table_as_a_contract_with_vulnerability(capsys):
    # Both vulnerable: other table 4SN= = +620; 100% 4SN+1 = +650: IMP(30) = 1.
    data = run_json(capsys, "score", "weighted", "--scoring", "imps", "--other-table", "4SN=", "--vul", "both",
                    "--outcome", "4SN+1")
    assert data["ns"]["imps"] == 1
    assert data["laws"] == ["12C1(a)", "12C1(b)"]  # a single outcome: no 12C1(c)


def test_weighted_cross_imps(capsys):
    # +420: -1 + 6 + 10 = 15; +170: -7 + 0 + 6 = -1; 0.6 x 15 + 0.4 x -1 = 8.6.
    data = run_json(capsys, "score", "weighted", "--scoring", "ximps", "--field", "450,170,-50",
                    "--outcome", "60:+420", "--outcome", "40:+170")
    assert data["scoring"] == "ximps"
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (8.6, -8.6)
    assert [(f["ns_score"], f["ns_imps"]) for f in data["field"]] == [(450, 21.4), (170, -4.6), (-50, -25.4)]


def test_weighted_butler(capsys):
    # Datum 340 with +420 (IMP(80) = 2), 250 with +170 (IMP(-80) = -2): 0.6 x 2 - 0.4 x 2 = 0.4.
    data = run_json(capsys, "score", "weighted", "--scoring", "butler", "--field", "450,420,170,-50",
                    "--outcome", "60:+420", "--outcome", "40:+170")
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (0.4, -0.4)
    assert [f["ns_imps"] for f in data["field"]] == [3.8, 3.2, -3.8, -8.2]


def test_weighted_split_mp(capsys):
    # NS: 50% +420 (16), 50% -50 (4): 10 MP; EW from 60/40: 24 - 11.2 = 12.8. 10 + 12.8 != 24.
    data = run_json(capsys, "score", "weighted", "--scoring", "mp", "--field", FIELD_12,
                    "--ns-outcome", "50:4SN=", "--ns-outcome", "50:4SN-1",
                    "--ew-outcome", "60:4SN=", "--ew-outcome", "40:4SN-1")
    assert data["laws"] == ["12C1(a)", "12C1(b)", "12C1(c)", "12C1(e)"]
    assert data["notes"] == ["split"]
    assert (data["ns"]["matchpoints"], data["ew"]["matchpoints"]) == (10, 12.8)


def test_weighted_split_imps_with_table_result(capsys):
    # NS non-offending keep their +170 (0 IMPs); EW get 60% +420 / 40% +170: -3.6. Damaged (0 < 3.6).
    data = run_json(capsys, "score", "weighted", "--scoring", "imps", "--other-table", "+170",
                    "--ns-outcome", "+170", "--ew-outcome", "60:+420", "--ew-outcome", "40:+170",
                    "--table-result", "+170", "--nos", "ns")
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (0, -3.6)
    assert data["damaged"] is True and data["adjusted"] is True


def test_weighted_table_result_damaged(capsys):
    # Table 3SN= = +140: 7 MP to NS (EW 17) < 11.2: adjusted.
    data = run_json(capsys, "score", "weighted", "--scoring", "mp", "--field", FIELD_12,
                    "--outcome", "60:4SN=", "--outcome", "40:4SN-1", "--table-result", "3SN=", "--nos", "ns")
    assert data["laws"] == ["12B1", "12C1(a)", "12C1(b)", "12C1(c)"]
    assert data["table"]["ns"]["matchpoints"] == 7 and data["table"]["ew"]["matchpoints"] == 17
    assert (data["damaged"], data["adjusted"], data["nos"]) == (True, True, "ns")


@pytest.mark.parametrize(
    ("nos", "table", "ns_mp", "ew_mp"),
    [("ns", "4SN+1", 22, 2),  # +450: 22 MP >= 11.2 for NS
     ("ew", "-100", 1, 23)],  # -100: EW 23 >= 12.8
)
def test_weighted_table_result_no_damage(capsys, nos, table, ns_mp, ew_mp):
    data = run_json(capsys, "score", "weighted", "--scoring", "mp", "--field", FIELD_12,
                    "--outcome", "60:4SN=", "--outcome", "40:4SN-1", "--table-result", table, "--nos", nos)
    assert data["laws"] == ["12B1"]
    assert data["notes"] == ["no_damage"]
    assert (data["damaged"], data["adjusted"], data["nos"]) == (False, False, nos)
    assert data["ns"] == {"basis": "table_result", "percent": float(Fraction(ns_mp * 100, 24)), "matchpoints": ns_mp}
    assert data["ew"]["matchpoints"] == ew_mp


def test_weighted_text_and_greek_decimal_comma(capsys):
    args = ["score", "weighted", "--scoring", "mp", "--field", FIELD_12, "--outcome", "60:4SN=",
            "--outcome", "40:4SN-1"]
    code, out, _ = run(capsys, *args)
    assert code == 0
    assert out.splitlines()[0] == "12C1(a), 12C1(b), 12C1(c): NS 46.67% = 11.2 MP, EW 53.33% = 12.8 MP"
    code, out, err = run(capsys, "--lang", "el", *args)
    assert code == 0, err
    assert out.splitlines()[0] == "12Γ1(α), 12Γ1(β), 12Γ1(γ): ΒΝ 46,67% = 11,2 βαθμοί αγώνα, ΑΔ 53,33% = 12,8 βαθμοί αγώνα"
    assert "16,4" in out and "11.2" not in out and "16.4" not in out
    code, out, _ = run(capsys, "--lang", "el", "score", "weighted", "--scoring", "imps", "--other-table", "+170",
                       "--outcome", "60:4HS=", "--outcome", "40:+170")
    assert out.splitlines()[0] == "12Γ1(α), 12Γ1(β), 12Γ1(γ): ΒΝ +3,6 IMPs, ΑΔ -3,6 IMPs"


def test_weighted_greek_decimal_weights(capsys):
    # 33,3% +420 (2), 33,3% +450 (2), 33,4% -50 (0) against +170: 0.333 x 2 + 0.333 x 2 = 1.332 of 2.
    data = run_json(capsys, "--lang", "el", "score", "weighted", "--scoring", "mp", "--field", "170",
                    "--outcome", "33,3:+420", "--outcome", "33,3:+450", "--outcome", "33,4:-50")
    assert data["ns"]["matchpoints"] == float(Fraction(333, 250))
    assert data["ns"]["percent"] == 66.6


@pytest.mark.parametrize(
    ("args", "parts"),
    [
        (["--scoring", "mp", "--field", FIELD_12, "--outcome", "60:4SN=", "--outcome", "30:4SN-1"],
         ["--outcome", "weights must be percentages above 0 that add up to 100"]),
        (["--scoring", "mp", "--field", FIELD_12, "--outcome", "0:4SN=", "--outcome", "100:4SN-1"],
         ["--outcome", "0:4SN="]),
        (["--scoring", "mp", "--field", FIELD_12, "--outcome", "60:4SN=", "--outcome", "4SN-1"],
         ["--outcome", "4SN-1"]),
        (["--scoring", "mp", "--field", FIELD_12, "--outcome", "60:+425", "--outcome", "40:-50"],
         ["--outcome", "+425"]),
        (["--scoring", "mp", "--field", FIELD_12, "--outcome", "60:8SN=", "--outcome", "40:-50"],
         ["--outcome", "8SN="]),
        (["--scoring", "mp", "--field", FIELD_12, "--outcome", "7NTS+1"], ["--outcome", "7NTS+1"]),
        (["--scoring", "mp", "--field", "450, abc", "--outcome", "4SN="], ["--field", "abc"]),
        (["--scoring", "mp", "--field", "", "--outcome", "4SN="], ["--field"]),
        (["--scoring", "imps", "--other-table", "8SN=", "--outcome", "4SN="], ["--other-table", "8SN="]),
        (["--scoring", "imps", "--other-table", "+170", "--outcome", "4SN=", "--table-result", "4SN+8",
          "--nos", "ns"], ["--table-result", "4SN+8"]),
        (["--scoring", "imps", "--other-table", "+170", "--outcome", "4SN=", "--table-result", "4SN="],
         ["--nos"]),
        (["--scoring", "mp", "--other-table", "+170", "--outcome", "4SN="], ["--field"]),
        (["--scoring", "imps", "--field", "170", "--outcome", "4SN="], ["--other-table"]),
        (["--scoring", "mp", "--field", "170"], ["--outcome"]),
        (["--scoring", "mp", "--field", "170", "--outcome", "4SN=", "--ns-outcome", "4SN="], ["--ns-outcome"]),
        (["--scoring", "mp", "--field", "170", "--ns-outcome", "4SN="], ["--ew-outcome"]),
        (["--scoring", "mp", "--field", "170", "--ns-outcome", "60:4SN=", "--ew-outcome", "4SN="],
         ["--ns-outcome"]),
        (["--scoring", "teams", "--field", "170", "--outcome", "4SN="], ["--scoring"]),
        (["--scoring", "mp", "--outcome", "4SN="], ["--field", "--other-table"]),
    ],
)
def test_weighted_bad_input(capsys, args, parts):
    assert_user_error(*run(capsys, "score", "weighted", *args), *parts)


def test_weighted_bad_input_in_greek(capsys):
    code, out, err = run(capsys, "--lang", "el", "score", "weighted", "--scoring", "mp", "--field", "170",
                         "--outcome", "60:8SN=", "--outcome", "40:-50")
    assert_user_error(code, out, err, "--outcome", "8SN=", "δεν είναι συμβόλαιο")


def test_matchpoint_scale_from_the_settings_file(capsys, tmp_path):
    settings = tmp_path / "s.toml"
    settings.write_text("[scoring]\nmatchpoint_scale = 1\n", encoding="utf-8")
    # 420 against 450, 420, -50: beats one, ties one -> 1 + 1/2 on the 1/half scale, top 3.
    data = run_json(capsys, "--settings", str(settings), "score", "matchpoints", "--field", "450,420,-50",
                    "--score", "420")
    assert (data["matchpoints"], data["top"], data["scale"]) == (1.5, 3.0, 1)
