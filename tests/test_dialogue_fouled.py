"""The dialogue's new pairs paths (issue 7 B2, B5, B6, B8): a fouled board in
one or two versions or without a result, artificial scores at cross-IMPs and
Butler, the full top from the times the board was due. Replayed through the
engine and through ``helper rule --answers``; values worked by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest
import yaml

from helper.dialogue import render
from helper.dialogue.engine import AnswerError, load_graph
from helper.scoring import ScoringSettings, Settings
from tests.support import assert_user_error, run, run_json, walk

TWO_VERSIONS = {"situation": "fouled", "fouled_versions": "two", "fouled_vul": "none", "fouled_table": "+450",
                "fouled_same": "420, 420, 170, -50", "fouled_other": "140, 110, -100", "fouled_expected": 8}


def test_fouled_two_versions():
    dialogue = walk(["fouled", "two", "none", "+450", "420, 420, 170, -50", "140, 110, -100", 8])
    ruling = dialogue.ruling()
    assert ruling.node == "result_fouled" and ruling.laws == ("87B",)
    # +450 beats 4 of its version: (8 + 1) x 8/5 - 1 = 13.4 of 14; EW 0.6.
    assert (ruling.score.ns.matchpoints, ruling.score.ew.matchpoints) == (Fraction(67, 5), Fraction(3, 5))
    details = render.details(ruling, "en")
    assert "Version 2, MP: +140: NS 12.33, EW 1.67; +110: NS 7, EW 7; -100: NS 1.67, EW 12.33" in details
    assert any("Law 87B, 1997 text" in line for line in details)
    assert render.summary(ruling, "zh") == "第87条B款：南北 95.71% = 13.4 比赛分，东西 4.29% = 0.6 比赛分"


def test_fouled_contracts_read_with_the_vulnerability():
    # 4S by N making, NS vulnerable: +620 beats +170 and -50; 2 x 2 = 4 of its 3 results,
    # (4 + 1) x 4 / 3 - 1 = 17/3 on a board due 4 times (top 6). The other version: +140 alone.
    ruling = walk(["fouled", "two", "ns", "4SN=", "170, -50", "140", 4]).ruling()
    assert ruling.score.ns.matchpoints == Fraction(17, 3)
    # The other version (one result, below 3) got average plus; this table got a real score: its
    # ruling cites Law 87B, not 12C2(a) (artificial scores only; a fresh tester).
    assert ruling.laws == ("87B",)


def test_fouled_small_version_at_this_table():
    # This table alone played its version: average plus to both, 60% of 14 = 8.4.
    ruling = walk(["fouled", "two", "none", "+140", None, "450, 420, 420, 170, -50, 110", 8]).ruling()
    assert (ruling.score.ns.matchpoints, ruling.score.ew.matchpoints) == (Fraction(42, 5), Fraction(42, 5))
    assert ruling.score.notes == ("fouled", "fouled_small_group")
    assert ruling.laws == ("87B", "12C2(a)")  # this table's score is artificial: Law 12C2(a)
    assert render.summary(ruling, "en") == "87B, 12C2(a): NS 60% = 8.4 MP, EW 60% = 8.4 MP"
    details = render.details(ruling, "en")
    assert "The scores do not balance (NS and EW together 120%): Law 87B allows it." in details


def test_fouled_one_version_is_scored_as_usual():
    ruling = walk(["fouled", "one", "none", "+420", "420, 170", 3]).ruling()
    # +420 ties one, beats one: 3 of a top of 4; no factoring (3 of 3 results).
    assert (ruling.score.ns.matchpoints, ruling.score.top) == (3, 4)
    assert "fouled_other" not in dialogue_nodes(["fouled", "one", "none", "+420", "420, 170", 3])


def dialogue_nodes(answers):
    return [a.node for a in walk(answers).answers]


def test_fouled_without_a_result_goes_to_the_artificial_path():
    ruling = walk(["fouled", "no_result", "no", "pairs", "none", "direct", 8, None, None]).ruling()
    # Due 8 times: top 14; 60% = 8.4, 40% = 5.6.
    assert ruling.node == "result_artificial"
    assert (ruling.score.ns.matchpoints, ruling.score.ew.matchpoints) == (Fraction(42, 5), Fraction(28, 5))


def test_fouled_expected_below_the_results_is_refused_and_nothing_lost():
    dialogue = walk(["fouled", "two", "none", "+450", "420, 420, 170, -50", "140, 110, -100"])
    before = list(dialogue.answers)
    with pytest.raises(AnswerError) as caught:
        dialogue.answer(7)
    assert caught.value.code == "parse"
    assert dialogue.answers == before and dialogue.current.id == "fouled_expected"
    assert "fewer times than the results given" in render.error_text(caught.value, "en")
    assert render.error_text(caught.value, "zh").startswith("这副牌应打的次数不能少于")


# --------------------------------------------------------------- cross-IMPs and Butler

def test_artificial_pairs_at_cross_imps():
    dialogue = walk(["no_result", "no", "pairs_ximps", 8, "none", "direct", 5, None])
    ruling = dialogue.ruling()
    # NS +5 per comparison on the session (above +3, 12C2(c)): 5 x 7 = 35; EW -3 x 7 = -21.
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (35, -21)
    assert [a.node for a in dialogue.answers][3:] == ["ximps_results", "ns_fault", "ew_fault", "ns_session_ximps",
                                                      "ew_session_ximps"]
    assert ruling.laws == ("12C2(a)", "12C2(b)", "12C2(c)")


def test_artificial_pairs_at_cross_imps_averaged_does_not_ask_the_results():
    settings = Settings(scoring=ScoringSettings(cross_imps_average=True))
    ruling = walk(["no_result", "no", "pairs_ximps", "none", "direct", None, None], settings=settings).ruling()
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (3, -3)


def test_artificial_pairs_at_butler_and_director_error():
    ruling = walk(["no_result", "yes", "pairs_butler", None, None]).ruling()
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (3, 3)
    assert "82C" in ruling.laws


def test_12c1d_at_cross_imps_asks_the_results():
    dialogue = walk(["result_damage", "ns", "ximps", "none", "+140", "no"])
    assert dialogue.current.id == "ximps_results"
    dialogue.answer(4)
    dialogue.answer(None)
    dialogue.answer(None)
    ruling = dialogue.ruling()
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (9, -9)  # 3 x 3 comparisons
    assert ruling.laws == ("12C1(d)", "12C2(a)", "12C2(b)")


# --------------------------------------------------------------- the full top

def test_the_full_top_from_the_times_due_and_the_top_as_fallback():
    ruling = walk(["no_result", "no", "pairs", "none", "none", 13, None, None]).ruling()
    assert (ruling.score.top, ruling.score.ns.matchpoints) == (24, Fraction(72, 5))
    details = render.details(ruling, "en")
    assert "Top on this board: 24 MP (Law 78A)." in details
    assert "The scores do not balance (NS and EW together 120%): Law 12C2(a) allows it." in details
    assert "Convention: matchpoints 2 per score beaten, 1 per tie (Law 78A)." in details
    skipped = walk(["no_result", "no", "pairs", "none", "none", None, 10, None, None]).ruling()
    assert skipped.score.ns.matchpoints == 6


def test_board_results_bounds():
    dialogue = walk(["no_result", "no", "pairs", "none", "direct"])
    for bad, code in ((1, "range"), ("7.5", "integer"), (10001, "range")):
        with pytest.raises(AnswerError) as caught:
            dialogue.answer(bad)
        assert caught.value.code == code
    dialogue.answer(2)  # the smallest board: top 2
    assert dialogue.variables["board_results"] == 2


# --------------------------------------------------------------- validator and CLI

def test_the_validator_walks_the_new_paths():
    graph = load_graph()
    for node in ("fouled_versions", "fouled_vul", "fouled_table", "fouled_same", "fouled_other", "fouled_expected",
                 "result_fouled", "board_results", "ximps_results", "ns_session_ximps", "ew_session_ximps"):
        assert node in graph.nodes
    assert graph["fouled_same"].optional


def test_rule_answers_replays_a_fouled_board(capsys, tmp_path):
    path = tmp_path / "fouled.yaml"
    path.write_text(yaml.safe_dump(TWO_VERSIONS), encoding="utf-8")
    data = run_json(capsys, "rule", "--answers", str(path))
    assert data["end"] == "result_fouled" and data["laws"] == ["87B"]
    assert data["ns"]["matchpoints"] == 13.4
    assert [r["ns_matchpoints"] for r in data["fouled"]["versions"][0]] == [13.4, 8.6, 8.6, 3.8, 0.6]
    code, out, err = run(capsys, "rule", "--answers", str(path), "--lang", "el")
    assert code == 0 and "Εκδοχή 2, βαθμοί αγώνα: +140: ΒΝ 12,33, ΑΔ 1,67" in out


def test_rule_answers_refuses_an_impossible_expected_count(capsys, tmp_path):
    path = tmp_path / "fouled.yaml"
    path.write_text(yaml.safe_dump({**TWO_VERSIONS, "fouled_expected": 7}), encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert_user_error(code, out, err, "fouled_expected")


def test_rule_answers_with_skipped_optional_text(capsys, tmp_path):
    path = tmp_path / "fouled.yaml"
    answers = {k: v for k, v in TWO_VERSIONS.items() if k != "fouled_same"}
    path.write_text(yaml.safe_dump(answers), encoding="utf-8")
    data = run_json(capsys, "rule", "--answers", str(path))
    # +450 alone in its version: average plus to both sides (60% of 14).
    assert (data["ns"]["matchpoints"], data["ew"]["matchpoints"]) == (8.4, 8.4)


def test_rule_questions_lists_the_new_questions(capsys):
    code, out, err = run(capsys, "rule", "--questions")
    for node in ("fouled_versions:", "fouled_expected:", "board_results:", "ximps_results:", "ns_session_ximps:"):
        assert node in out
    assert "    pairs_ximps: Pairs, cross-IMPs" in out and "    pairs_butler: Pairs, Butler IMPs" in out
