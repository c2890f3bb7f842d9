"""``helper score fouled`` (Law 87B), ``score artificial --scoring ximps|butler
--results N`` (issue 7 B2, B6), the balance statement and the conventions in
JSON (B7, B8). Exact values worked by hand."""

from __future__ import annotations

import pytest

from tests.support import assert_user_error, run, run_json

EXAMPLE = ["score", "fouled", "--group", "450,420,420,170,-50", "--group", "140,110,-100", "--expected", "8"]


def test_score_fouled_json(capsys):
    data = run_json(capsys, *EXAMPLE)
    assert data["laws"] == ["87B"]
    assert (data["top"], data["expected"], data["scale"], data["min_group"]) == (14, 8, 2, 3)
    # (MP + 1) x 8 / n - 1, see tests/test_scoring_fouled.py.
    assert [r["ns_matchpoints"] for r in data["versions"][0]] == [13.4, 8.6, 8.6, 3.8, 0.6]
    assert [round(r["ns_matchpoints"], 2) for r in data["versions"][1]] == [12.33, 7, 1.67]
    assert [round(r["ew_matchpoints"], 2) for r in data["versions"][1]] == [1.67, 7, 12.33]
    assert data["conventions"] == {"matchpoint_scale": 2, "fouled_min_group": 3}


def test_score_fouled_text_in_each_language(capsys):
    code, out, err = run(capsys, *EXAMPLE)
    assert code == 0, err
    assert out.splitlines()[:3] == [
        "87B: fouled board, 2 versions, top 14 MP (8 results expected)",
        "Version 1, MP: +450: NS 13.4, EW 0.6; +420: NS 8.6, EW 5.4; +420: NS 8.6, EW 5.4; +170: NS 3.8, EW 10.2;"
        " -50: NS 0.6, EW 13.4",
        "Version 2, MP: +140: NS 12.33, EW 1.67; +110: NS 7, EW 7; -100: NS 1.67, EW 12.33",
    ]
    code, out, err = run(capsys, *EXAMPLE, "--lang", "el")
    assert "Εκδοχή 1, βαθμοί αγώνα: +450: ΒΝ 13,4, ΑΔ 0,6" in out
    code, out, err = run(capsys, *EXAMPLE, "--lang", "zh")
    assert out.splitlines()[0] == "第87条B款：错牌，2 个版本，满分 14 比赛分（应有 8 个结果）"


def test_score_fouled_small_version_and_settings(capsys, tmp_path):
    # Version B played twice: average plus (60% of 14 = 8.4) to both sides.
    data = run_json(capsys, "score", "fouled", "--group", "450,420,420,170,-50", "--group", "140,110",
                    "--expected", "8")
    assert data["laws"] == ["87B", "12C2(a)"]
    assert [(r["ns_matchpoints"], r["ew_matchpoints"], r["artificial"]) for r in data["versions"][1]] == [
        (8.4, 8.4, True), (8.4, 8.4, True)]
    # --min-group 2 matchpoints them: (2 + 1) x 4 - 1 = 11 and (0 + 1) x 4 - 1 = 3.
    data = run_json(capsys, "score", "fouled", "--group", "450,420,420,170,-50", "--group", "140,110",
                    "--expected", "8", "--min-group", "2")
    assert [r["ns_matchpoints"] for r in data["versions"][1]] == [11, 3]
    settings = tmp_path / "s.toml"
    settings.write_text("[scoring]\nfouled_min_group = 2\nmatchpoint_scale = 1\n", encoding="utf-8")
    data = run_json(capsys, "score", "fouled", "--group", "450,420,420,170,-50", "--group", "140,110",
                    "--expected", "8", "--settings", str(settings))
    # 1 and 1/2 scale: top 7, halves of the above.
    assert (data["top"], [r["ns_matchpoints"] for r in data["versions"][1]]) == (7, [5.5, 1.5])


@pytest.mark.parametrize(("argv", "parts"), [
    (["--group", "450,abc", "--expected", "8"], ["--group", "abc"]),
    (["--group", "450,420,420", "--group", "140,110,-100", "--expected", "5"], ["--expected", "6"]),
    (["--group", "450", "--expected", "1"], ["--expected"]),
    (["--group", "450,420", "--expected", "x"], ["--expected"]),
    (["--expected", "8"], ["--group"]),
])
def test_score_fouled_bad_input(capsys, argv, parts):
    code, out, err = run(capsys, "score", "fouled", *argv)
    assert_user_error(code, out, err, *parts)


def test_score_fouled_bad_input_in_greek(capsys):
    code, out, err = run(capsys, "score", "fouled", "--group", "450,420,420", "--expected", "2", "--lang", "el")
    assert_user_error(code, out, err, "--expected", "(3)")


# ----------------------------------------------------------------- B2 / B6 artificial

def test_artificial_cross_imps_json(capsys):
    data = run_json(capsys, "score", "artificial", "--scoring", "ximps", "--ns", "none", "--ew", "direct",
                    "--results", "8")
    assert (data["ns"]["imps"], data["ew"]["imps"], data["comparisons"]) == (21, -21, 7)
    assert data["notes"] == ["cross_imps_scale"]
    assert data["conventions"] == {"cross_imps": "sum"}
    assert data["balanced"] is True


def test_artificial_cross_imps_text(capsys):
    code, out, err = run(capsys, "score", "artificial", "--scoring", "ximps", "--ns", "none", "--ew", "direct",
                         "--results", "8")
    assert out.splitlines()[0] == "12C2(a), 12C2(b): NS +21 IMPs, EW -21 IMPs"
    assert ("Pairs at cross-IMPs: average plus and minus per comparison, times 7 comparisons, the scale of the"
            " real scores (Law 12C2(b)).") in out


def test_artificial_butler(capsys):
    data = run_json(capsys, "score", "artificial", "--scoring", "butler", "--ns", "none", "--ew", "none")
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (3, 3)
    assert data["balance"] == {"total": 6, "law": "12C2(b)"}


def test_artificial_cross_imps_averaged_needs_no_results(capsys, tmp_path):
    settings = tmp_path / "s.toml"
    settings.write_text("[scoring]\ncross_imps_average = true\n", encoding="utf-8")
    data = run_json(capsys, "score", "artificial", "--scoring", "ximps", "--ns", "none", "--ew", "direct",
                    "--settings", str(settings))
    assert (data["ns"]["imps"], data["conventions"]) == (3, {"cross_imps": "comparisons"})


def test_artificial_full_top_from_results(capsys):
    # Due 13 times: top 24 (Law 78A); 65% session (12C2(c)) = 15.6, 40% = 9.6.
    data = run_json(capsys, "score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct",
                    "--results", "13", "--ns-session", "65")
    assert (data["top"], data["ns"]["matchpoints"], data["ew"]["matchpoints"]) == (24, 15.6, 9.6)
    assert data["balance"] == {"total": 105, "law": "12C2(c)"}
    code, out, err = run(capsys, "score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct",
                         "--results", "13", "--ns-session", "65")
    assert "Top on this board: 24 MP (Law 78A)." in out
    assert "The scores do not balance (NS and EW together 105%): Law 12C2(c) allows it." in out
    code, out, err = run(capsys, "score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct",
                         "--results", "13", "--ns-session", "65", "--lang", "zh")
    assert "分数不平衡（南北与东西合计 105%）：第12条C款2项(c)允许如此。" in out
    code, out, err = run(capsys, "score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct",
                         "--results", "13", "--ns-session", "65", "--lang", "el")
    assert "Οι βαθμολογίες δεν είναι συμπληρωματικές (ΒΝ και ΑΔ μαζί 105%): το επιτρέπει ο Νόμος 12Γ2(γ)." in out


@pytest.mark.parametrize(("argv", "parts"), [
    (["--scoring", "ximps"], ["--results"]),
    (["--scoring", "ximps", "--results", "1"], ["--results"]),
    (["--scoring", "ximps", "--results", "7.5"], ["--results"]),
    (["--scoring", "mp", "--results", "13", "--top", "24"], ["--top", "--results"]),
    (["--scoring", "butler", "--top", "24"], ["--top"]),
])
def test_artificial_bad_results(capsys, argv, parts):
    code, out, err = run(capsys, "score", "artificial", "--ns", "none", "--ew", "direct", *argv)
    assert_user_error(code, out, err, *parts)


def test_weighted_names_its_conventions(capsys, tmp_path):
    settings = tmp_path / "s.toml"
    settings.write_text('[scoring]\nbutler_datum = "median"\nbutler_halves = "up"\n', encoding="utf-8")
    data = run_json(capsys, "score", "weighted", "--scoring", "butler", "--field", "420,450,-50,170",
                    "--outcome", "100:+420", "--settings", str(settings))
    assert data["conventions"]["datum"] == {"method": "median", "min_results": 5, "rounding": 10, "halves": "up",
                                            "drop": 1, "results": 5, "dropped": 1}
    # Five results -50, 170, 420, 420, 450; one dropped each end: median 420; IMP(0) = 0.
    assert data["ns"]["imps"] == 0
    code, out, err = run(capsys, "score", "weighted", "--scoring", "butler", "--field", "420,450,-50,170",
                         "--outcome", "100:+420", "--settings", str(settings))
    assert ("Convention: Butler datum: 5 results: the highest and lowest dropped, the datum is the median of the "
            "3 others; rounded to 10 points, halves up.") in out


def test_the_butler_note_says_how_many_results_the_board_had_and_how_many_made_the_datum(capsys):
    # The tester's board: 7 results (6 in the field and this table's); the default rule drops
    # one at each end from 5 results: the datum is the mean of the 5 others.
    field = ["--field", "420,450,-50,170,400,140", "--outcome", "100:+420"]
    code, out, err = run(capsys, "score", "weighted", "--scoring", "butler", *field)
    assert code == 0
    assert ("Convention: Butler datum: 7 results: the highest and lowest dropped, the datum is the mean of the 5 "
            "others; rounded to 10 points, halves away from zero.") in out
    code, out, err = run(capsys, "score", "weighted", "--scoring", "butler", *field, "--lang", "zh")
    assert "计分惯例：Butler 基准：共 7 个结果，去掉最高和最低各一个，基准取平均数，按其余 5 个结果计算" in out
    code, out, err = run(capsys, "score", "weighted", "--scoring", "butler", *field, "--lang", "el")
    assert ("Σύμβαση: datum Butler: 7 αποτελέσματα· αφαιρούνται το υψηλότερο και το χαμηλότερο, το datum υπολογίζεται ως "
            "μέσος όρος των 5 υπολοίπων") in out
    # 4 results, fewer than 5: none dropped, the mean of all 4.
    code, out, err = run(capsys, "score", "weighted", "--scoring", "butler", "--field", "420,450,-50",
                         "--outcome", "100:+420")
    assert ("Convention: Butler datum: 4 results, none dropped (fewer than 5): the datum is the mean of all 4; "
            "rounded to 10 points, halves away from zero.") in out


def test_bool_matchpoint_scale_refused(capsys, tmp_path):
    settings = tmp_path / "s.toml"
    settings.write_text("[scoring]\nmatchpoint_scale = true\n", encoding="utf-8")
    code, out, err = run(capsys, *EXAMPLE, "--settings", str(settings))
    assert_user_error(code, out, err, "matchpoint_scale")
