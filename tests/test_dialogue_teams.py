"""Team play and knockout on every path (issue 7, section B items 1, 3, 4):

- Law 12C4: in a knockout match, non-balancing adjusted scores are replaced by the average of the
  two sides' separately computed scores, wherever they arise (no result, 86A, 86B2, 82C, 12C1(d)
  with 12C2(c), split and 82C assigned scores); balancing ones are unchanged.
- Law 86B1: teams, no result at this table, the other table's result clearly favourable to one
  side: an assigned adjusted score IMPed against the other table.
- Law 82C after a result was obtained: both sides non-offending, each its own assigned score.

Every expected value is computed by hand in the comments (Law 77 scores, the Law 78B IMP scale).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from helper.dialogue import render
from helper.dialogue.engine import Dialogue, load_graph, walk_all
from helper.rulings import RulingStore
from helper.scoring import (
    Basis,
    Settings,
    artificial_score,
    knockout_rule,
    teams_multiple_results,
)
from helper.scoring.assigned import assigned_score
from tests.support import assert_user_error, run, run_json, walk

# 13 tables, neither side vulnerable: the 12 other tables' NS scores (as in test_dialogue_assigned).
TRAVELLER = "450, 450, 420, 420, 420, 420, 170, 170, 140, -50, -50, -100"


def asked(dialogue) -> list[str]:
    """The questions the dialogue asked, in order (the question of each answer)."""
    return [answer.node for answer in dialogue.answers]


def imps(ruling):
    return ruling.score.ns.imps, ruling.score.ew.imps


# =================================================================== Law 12C4: the rule itself

def test_knockout_rule_averages_the_issue_example():
    # Law 12C2(b): NS partly at fault 0 IMPs, EW in no way at fault +3 IMPs (non-balancing).
    # Law 12C4: NS (0 - 3) / 2 = -1.5, EW +1.5.
    separate = artificial_score("imps", "partly", "none")
    assert (separate.ns.imps, separate.ew.imps) == (0, 3)
    score = knockout_rule(separate)
    assert (score.ns.imps, score.ew.imps) == (Fraction(-3, 2), Fraction(3, 2))
    assert score.ns.basis is Basis.KNOCKOUT_AVERAGE and score.ew.basis is Basis.KNOCKOUT_AVERAGE
    assert score.laws == ("12C2(a)", "12C2(b)", "12C4")
    assert (score.separate[0].imps, score.separate[1].imps) == (0, 3)
    assert score.separate[1].basis is Basis.AVERAGE_PLUS


def test_knockout_rule_leaves_a_balancing_score_unchanged():
    # NS directly at fault -3, EW in no way at fault +3: they balance; 12C4 checked, not cited.
    score = artificial_score("imps", "direct", "none", knockout=True)
    assert (score.ns.imps, score.ew.imps) == (-3, 3)
    assert score.laws == ("12C2(a)", "12C2(b)")
    assert score.notes == ("knockout_balanced",)
    assert score.separate is None
    assert score.ns.basis is Basis.AVERAGE_MINUS


def test_knockout_rule_does_not_touch_matchpoints():
    score = artificial_score("mp", "partly", "none", top=24)
    assert knockout_rule(score) is score


@pytest.mark.parametrize(
    ("ns", "ew", "expected"),
    [
        ("partly", "none", (Fraction(-3, 2), Fraction(3, 2))),  # 0 / +3
        ("none", "partly", (Fraction(3, 2), Fraction(-3, 2))),  # +3 / 0
        ("direct", "partly", (Fraction(-3, 2), Fraction(3, 2))),  # -3 / 0: (-3 - 0) / 2
        ("none", "none", (0, 0)),  # +3 / +3: (3 - 3) / 2
        ("direct", "direct", (0, 0)),  # -3 / -3
        ("partly", "partly", (0, 0)),  # 0 / 0 balances
        ("none", "direct", (3, -3)),  # balances
    ],
)
def test_knockout_artificial_scores_every_fault_pair(ns, ew, expected):
    score = artificial_score("imps", ns, ew, knockout=True)
    assert (score.ns.imps, score.ew.imps) == expected


def test_knockout_director_error_at_teams_averages_two_average_plus():
    # Law 82C: both +3; 12C4: (3 - 3) / 2 = 0 each.
    score = artificial_score("imps", "none", "none", director_error=True, knockout=True)
    assert (score.ns.imps, score.ew.imps) == (0, 0)
    assert score.laws == ("82C", "12C2(a)", "12C2(b)", "12C4")
    assert (score.separate[0].imps, score.separate[1].imps) == (3, 3)


def test_knockout_86b2_a_and_c_are_averaged_b_is_not():
    # 86B2(a): +3 / +3 -> 0 / 0.
    a = teams_multiple_results("none", "none", knockout=True)
    assert (a.ns.imps, a.ew.imps) == (0, 0)
    assert a.laws == ("86B2(a)", "12C2(a)", "12C2(b)", "12C4")
    # 86B2(c): NS partly 0, EW directly -3 -> NS (0 + 3) / 2 = +1.5, EW -1.5.
    c = teams_multiple_results("partly", "direct", knockout=True)
    assert (c.ns.imps, c.ew.imps) == (Fraction(3, 2), Fraction(-3, 2))
    assert "12C4" in c.laws
    # 86B2(b): the complement balances: +5 / -5 unchanged.
    b = teams_multiple_results("none", "direct", assigned_imps=5, knockout=True)
    assert (b.ns.imps, b.ew.imps) == (5, -5)
    assert "12C4" not in b.laws and b.notes == ("knockout_balanced",)


def test_knockout_with_a_regulated_average_plus():
    # Average plus +2 by regulation (Law 12C2(b)): NS partly 0, EW none +2 -> -1 / +1.
    settings = Settings(average_plus_imps=Fraction(2), average_minus_imps=Fraction(-2))
    score = artificial_score("imps", "partly", "none", knockout=True, settings=settings)
    assert (score.ns.imps, score.ew.imps) == (-1, 1)


def test_knockout_average_rounded_half_away_from_zero_by_regulation():
    from helper.scoring import rounded

    score = rounded(artificial_score("imps", "partly", "none", knockout=True), 0)
    # -1.5 -> -2, +1.5 -> +2 (away from zero, so the two stay mirror images); the separate scores kept.
    assert (score.ns.imps, score.ew.imps) == (-2, 2)
    assert (score.separate[0].imps, score.separate[1].imps) == (0, 3)
    assert "rounded" in score.notes


# =================================================================== Law 12C4 in the dialogue

ISSUE_KO = ["no_result", "no", "teams", "yes", "no", "partly", "none", None]
ISSUE_KO_SUMMARY = {
    "en": "12C2(a), 12C2(b), 12C4: NS -1.5 IMPs, EW +1.5 IMPs",
    "zh": "第12条C款2项(a)、第12条C款2项(b)、第12条C款4项：南北 -1.5 IMP，东西 +1.5 IMP",
    "el": "12Γ2(α), 12Γ2(β), 12Γ4: ΒΝ -1,5 IMPs, ΑΔ +1,5 IMPs",
}
ISSUE_KO_SEPARATE = {
    "en": "Knockout match (Law 12C4): each side's score calculated separately, NS 0 IMPs, EW +3 IMPs; "
          "each side gets their average.",
    "zh": "淘汰赛（第12条C款4项）：每一方的得分分别计算，南北 0 IMP，东西 +3 IMP；每一方得到其平均数。",
    "el": "Αγώνας knock out (Νόμος 12Γ4): η βαθμολογία κάθε άξονα υπολογίζεται ξεχωριστά, ΒΝ 0 IMPs, "
          "ΑΔ +3 IMPs· σε κάθε άξονα επιδικάζεται ο μέσος όρος τους.",
}


def test_no_result_teams_asks_knockout_then_86b1_then_faults():
    dialogue = walk(ISSUE_KO)
    assert asked(dialogue) == ["situation", "director_error", "form", "knockout_match", "other_table_favourable",
                    "ns_fault", "ew_fault", "ew_session_imps"]
    assert dialogue.finished


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
def test_issue_example_knockout_no_result(lang):
    ruling = walk(ISSUE_KO).ruling()
    assert imps(ruling) == (Fraction(-3, 2), Fraction(3, 2))
    assert render.summary(ruling, lang) == ISSUE_KO_SUMMARY[lang]
    assert ISSUE_KO_SEPARATE[lang] in render.details(ruling, lang)


def test_not_a_knockout_the_same_faults_stay_non_balancing():
    ruling = walk(["no_result", "no", "teams", "no", "no", "partly", "none", None]).ruling()
    assert imps(ruling) == (0, 3)
    assert "12C4" not in ruling.laws


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
def test_knockout_balancing_no_result_is_unchanged_and_said(lang):
    ruling = walk(["no_result", "no", "teams", "yes", "no", "direct", "none", None, None]).ruling()
    assert imps(ruling) == (-3, 3)
    assert ruling.laws == ("12C2(a)", "12C2(b)")
    expected = {"en": "Knockout match: the two scores balance, so Law 12C4 changes nothing.",
                "zh": "淘汰赛：两个得分是平衡的，因此第12条C款4项不改变任何分数。",
                "el": "Αγώνας knock out: οι δύο βαθμολογίες είναι συμπληρωματικές, οπότε ο Νόμος 12Γ4 δεν αλλάζει τίποτα."}
    assert expected[lang] in render.details(ruling, lang)


def test_knockout_director_error_no_result_in_the_dialogue():
    ruling = walk(["no_result", "yes", "teams", "yes", "no", None, None]).ruling()
    assert imps(ruling) == (0, 0)
    assert ruling.laws == ("82C", "12C2(a)", "12C2(b)", "12C4")


def test_86a_is_a_knockout_match_without_asking():
    dialogue = walk(["knockout_redeal", "yes"])
    assert dialogue.current.id == "other_table_favourable"
    for answer in ["no", "partly", "none", None]:
        dialogue.answer(answer)
    ruling = dialogue.ruling()
    assert "knockout_match" not in [a.node for a in ruling.answers]
    assert imps(ruling) == (Fraction(-3, 2), Fraction(3, 2))
    assert ruling.laws == ("86A", "12C2(a)", "12C2(b)", "12C4")


def test_86b2_in_a_knockout_match_in_the_dialogue():
    dialogue = walk(["teams_multiple", "yes"])
    assert dialogue.current.id == "team_ns_fault"
    for answer in ["partly", "direct"]:
        dialogue.answer(answer)
    ruling = dialogue.ruling()
    assert imps(ruling) == (Fraction(3, 2), Fraction(-3, 2))  # 0 / -3 averaged
    assert ruling.laws == ("86B2(c)", "12C2(a)", "12C2(b)", "12C4")


def test_12c1d_at_teams_non_balancing_through_12c2c_is_averaged():
    # A result was obtained, NS non-offending, the possibilities not obvious (12C1(d)): artificial.
    # NS averaged +5 IMPs a board on the other boards (12C2(c), above +3): NS +5, EW -3 (average
    # minus). Knockout: NS (5 - (-3)) / 2 = +4, EW -4.
    dialogue = walk(["result_damage", "ns", "imps", "none", "+170", "no"])
    assert dialogue.current.id == "knockout_match"
    for answer in ["yes", 5, None]:
        dialogue.answer(answer)
    ruling = dialogue.ruling()
    assert imps(ruling) == (4, -4)
    assert ruling.laws == ("12C1(d)", "12C2(a)", "12C2(b)", "12C2(c)", "12C4")
    assert (ruling.score.separate[0].imps, ruling.score.separate[1].imps) == (5, -3)


# =================================================================== Law 86B1

# Teams, no result at this table; the other table +170 (2HS+2) is clearly favourable to one side.
# Assigned here 4SN= not vulnerable = +420 (Law 77: 120 + 300 game): 420 - 170 = 250 -> 6 IMPs (78B:
# 220 <= 250 < 270).
B1 = ["no_result", "no", "teams", "no", "yes", "none", "4SN=", "+170"]
B1_SUMMARY = {
    "en": "86B1, 12C1(a), 12C1(b): NS +6 IMPs, EW -6 IMPs",
    "zh": "第86条B款1项、第12条C款1项(a)、第12条C款1项(b)：南北 +6 IMP，东西 -6 IMP",
    "el": "86Β1, 12Γ1(α), 12Γ1(β): ΒΝ +6 IMPs, ΑΔ -6 IMPs",
}


def test_86b1_questions_in_order():
    dialogue = walk(B1)
    assert asked(dialogue) == ["situation", "director_error", "form", "knockout_match", "other_table_favourable",
                    "board_vulnerability", "single_outcomes", "other_table"]
    assert dialogue.finished and dialogue.current.id == "result_assigned"


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
def test_86b1_assigned_4sn_against_170(lang):
    ruling = walk(B1).ruling()
    assert imps(ruling) == (6, -6)
    assert ruling.score.notes == ("single_result",)
    assert render.summary(ruling, lang) == B1_SUMMARY[lang]
    note = {"en": "(Law 86B1)", "zh": "（第86条B款1项）", "el": "(Νόμος 86Β1)"}[lang]
    assert any(line.endswith(note + ("。" if lang == "zh" else ".")) for line in render.details(ruling, lang))


def test_86b1_vulnerable_scores_the_contract_vulnerable():
    # Both vulnerable: 4SN= = +620 (120 + 500): 620 - 170 = 450 -> 10 IMPs (430 <= 450 < 500).
    answers = B1[:5] + ["both"] + B1[6:]
    ruling = walk(answers).ruling()
    assert imps(ruling) == (10, -10)
    assert ruling.answers[5].node == "board_vulnerability"


def test_86b1_weighted_is_converted_then_weighted():
    # 60% 4SN= (+420): IMP(250) = 6; 40% 4SN-1 (-50): IMP(-220) = -6. 0.6 x 6 - 0.4 x 6 = 1.2
    # (weighting the scores first would give IMP(232 - 170 = 62) = 2).
    answers = B1[:6] + ["60 4SN=; 40 4SN-1", "+170"]
    ruling = walk(answers).ruling()
    assert imps(ruling) == (Fraction(6, 5), Fraction(-6, 5))
    assert ruling.laws == ("86B1", "12C1(a)", "12C1(b)", "12C1(c)")


def test_86b1_in_a_knockout_match_balances_so_12c4_changes_nothing():
    answers = B1[:3] + ["yes"] + B1[4:]
    ruling = walk(answers).ruling()
    assert imps(ruling) == (6, -6)
    assert "12C4" not in ruling.laws
    assert ruling.score.notes == ("single_result", "knockout_balanced")


def test_86b1_after_86a():
    ruling = walk(["knockout_redeal", "yes", "yes", "none", "4SN=", "+170"]).ruling()
    assert imps(ruling) == (6, -6)
    assert ruling.laws == ("86A", "86B1", "12C1(a)", "12C1(b)")


def test_86b1_with_the_directors_error_each_side_its_own_assigned_score():
    # 82C: both non-offending. NS's most favourable likely result 4SN= (+420): +6; EW's 4SN-1 (-50):
    # -50 - 170 = -220 -> NS -6, so EW +6. Non-balancing: +6 / +6.
    dialogue = walk(["no_result", "yes", "teams", "no", "yes", "none"])
    assert dialogue.current.id == "error_ns_outcomes"
    dialogue.answer("4SN=")
    dialogue.answer("4SN-1")
    assert dialogue.current.id == "other_table"
    dialogue.answer("+170")
    ruling = dialogue.ruling()
    assert imps(ruling) == (6, 6)
    assert ruling.laws == ("82C", "86B1", "12C1(a)", "12C1(b)")
    assert ruling.score.notes == ("both_non_offending", "single_result")
    # Knockout: (6 - 6) / 2 = 0 each.
    ko = walk(["no_result", "yes", "teams", "yes", "yes", "none", "4SN=", "4SN-1", "+170"]).ruling()
    assert imps(ko) == (0, 0)
    assert ko.laws[-1] == "12C4"


def test_86b1_scoring_function_exact():
    score = assigned_score("imps", outcomes=[(100, 420)], other_table=170, single_result=True)
    assert (score.ns.imps, score.ew.imps) == (6, -6)
    assert score.laws == ("86B1", "12C1(a)", "12C1(b)")


# =================================================================== Law 82C after a result

def test_82c_after_a_result_questions_in_order():
    dialogue = Dialogue()
    seen = []
    for answer in ["result_damage", "both", "imps", "none", "2HS+2", "4HS=", "4HS-1", "no", "2HS+2"]:
        seen.append(dialogue.current.id)
        dialogue.answer(answer)
    assert seen == ["situation", "nos_side", "scoring", "vulnerability", "table_result", "error_ns_outcomes",
                    "error_ew_outcomes", "knockout_match", "other_table"]
    assert dialogue.finished


@pytest.mark.parametrize(
    ("knockout", "expected", "laws"),
    [
        # Other table 2HS+2 = +170. NS's assigned 4HS= (+420): IMP(250) = +6. EW's 4HS-1 (-50):
        # IMP(-220) = -6 for NS, +6 for EW. Each from its own point of view: +6 / +6.
        ("no", (6, 6), ("82C", "12C1(a)", "12C1(b)")),
        # Knockout (12C4): (6 - 6) / 2 = 0 each.
        ("yes", (0, 0), ("82C", "12C1(a)", "12C1(b)", "12C4")),
    ],
)
def test_82c_after_a_result_at_teams(knockout, expected, laws):
    ruling = walk(["result_damage", "both", "imps", "none", "2HS+2", "4HS=", "4HS-1", knockout, "2HS+2"]).ruling()
    assert imps(ruling) == expected
    assert ruling.laws == laws
    assert "both_non_offending" in ruling.score.notes
    assert ruling.score.damaged is None and ruling.score.adjusted  # no damage test: both non-offending
    # The table result is shown: 2HS+2 = +170 against +170, 0 IMPs.
    assert (ruling.score.table[0].imps, ruling.score.table[1].imps) == (0, 0)


def test_82c_after_a_result_knockout_with_unequal_scores():
    # NS from 4HS= (+420): +6; EW from 2HS+2 (+170): 0. Knockout: (6 - 0) / 2 = +3 NS, -3 EW.
    ruling = walk(["result_damage", "both", "imps", "none", "2HS+2", "4HS=", "+170", "yes", "2HS+2"]).ruling()
    assert imps(ruling) == (3, -3)
    assert (ruling.score.separate[0].imps, ruling.score.separate[1].imps) == (6, 0)


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
def test_82c_after_a_result_at_pairs_each_side_against_the_field(lang):
    # NS from 60% 4SN= / 40% 4SN-1: +420 beats 6 (12) and ties 4 (4) = 16; -50 beats 1 (2), ties 2 (2)
    # = 4: 0.6 x 16 + 0.4 x 4 = 11.2 MP of 24 (46.67%). EW from 4SN-1 (-50): NS would have 4, so EW
    # 24 - 4 = 20 MP (83.33%). 11.2 + 20 = 31.2: not balancing (82C).
    ruling = walk(["result_damage", "both", "mp", "none", "3SN=", "60 4SN=; 40 4SN-1", "4SN-1",
                   TRAVELLER]).ruling()
    assert (ruling.score.ns.matchpoints, ruling.score.ew.matchpoints) == (Fraction(56, 5), 20)
    assert ruling.laws == ("82C", "12C1(a)", "12C1(b)", "12C1(c)")
    expected = {
        "en": "82C, 12C1(a), 12C1(b), 12C1(c): NS 46.67% = 11.2 MP, EW 83.33% = 20 MP",
        "zh": "第82条C款、第12条C款1项(a)、第12条C款1项(b)、第12条C款1项(c)：南北 46.67% = 11.2 比赛分，东西 83.33% = 20 比赛分",
        "el": "82Γ, 12Γ1(α), 12Γ1(β), 12Γ1(γ): ΒΝ 46,67% = 11,2 βαθμοί αγώνα, ΑΔ 83,33% = 20 βαθμοί αγώνα",
    }
    assert render.summary(ruling, lang) == expected[lang]
    # Table result 3SN= (+140): beats 3 (6), ties 1 (1) = 7 MP; shown, not used for a damage test.
    assert (ruling.score.table[0].matchpoints, ruling.score.table[1].matchpoints) == (7, 17)
    assert "12B1" not in ruling.laws


def test_82c_scoring_function_needs_both_sets():
    from helper.scoring import ScoringError

    with pytest.raises(ScoringError) as info:
        assigned_score("imps", outcomes=[(100, 420)], other_table=170, director_error=True)
    assert info.value.code == "weights"
    with pytest.raises(ScoringError) as info:
        assigned_score("imps", ns_outcomes=[(100, 420)], ew_outcomes=[(100, 170)], other_table=170,
                       director_error=True, nos="ns")
    assert info.value.code == "side"


# =================================================================== the graph

def test_every_new_question_is_on_a_walked_path():
    graph = load_graph()
    seen = set()
    for path, _variables in walk_all(graph, Settings()):
        seen.update(path)
    for node in ("knockout_match", "other_table_favourable", "board_vulnerability", "single_outcomes",
                 "error_ns_outcomes", "error_ew_outcomes"):
        assert node in seen


def test_knockout_is_asked_on_every_teams_path_that_ends_in_a_score():
    # Every path to a score at teams (IMPs between two teams) that can be non-balancing knows whether
    # the match is a knockout (the split path asks its own question). Not asked: the
    # knockout_non_balancing entry (12C4 itself) and one set of outcomes for both sides (12C1(b)/(c)
    # without 12C1(e)), which always balances.
    graph = load_graph()
    for path, variables in walk_all(graph, Settings()):
        teams = variables.get("form") == "teams" or variables.get("scoring") == "imps"
        if not teams or graph[path[-1]].type != "result" or path[-1] == "result_knockout":
            continue
        if variables.get("nos_error") == "no":
            assert variables.get("outcomes") and not variables.get("ns_outcomes")
            continue
        assert variables.get("knockout_match") in ("yes", "no") or variables.get("split_knockout") in ("yes", "no"), path


# =================================================================== record

def test_a_knockout_ruling_is_recorded_with_its_separate_scores(tmp_path):
    ruling = walk(ISSUE_KO).ruling()
    with RulingStore.open(tmp_path / "rulings.sqlite3") as store:
        store.add(ruling, "en", render.summary(ruling, "en"))
        record = store.rulings()[-1]
    assert record.laws == ("12C2(a)", "12C2(b)", "12C4")
    assert record.score["ns"]["imps"] == "-3/2" and record.score["ew"]["imps"] == "3/2"
    assert record.score["separate"]["ns"]["imps"] == "0" and record.score["separate"]["ew"]["imps"] == "3"
    assert ("knockout_match", "yes") in record.answers


# =================================================================== command line

def answers_file(tmp_path, text, name="answers.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_rule_replays_the_knockout_no_result(capsys, tmp_path):
    path = answers_file(tmp_path, "situation: no_result\ndirector_error: no\nform: teams\nknockout_match: yes\n"
                                  "other_table_favourable: no\nns_fault: partly\new_fault: none\n")
    data = run_json(capsys, "rule", "--answers", str(path))
    assert data["laws"] == ["12C2(a)", "12C2(b)", "12C4"]
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (-1.5, 1.5)
    assert (data["separate"]["ns"]["imps"], data["separate"]["ew"]["imps"]) == (0, 3)


def test_rule_replays_86b1(capsys, tmp_path):
    path = answers_file(tmp_path, "situation: no_result\ndirector_error: no\nform: teams\nknockout_match: no\n"
                                  "other_table_favourable: yes\nboard_vulnerability: none\nsingle_outcomes: 4SN=\n"
                                  "other_table: '+170'\n")
    data = run_json(capsys, "rule", "--answers", str(path))
    assert data["laws"] == ["86B1", "12C1(a)", "12C1(b)"]
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (6, -6)
    assert data["end"] == "result_assigned"
    code, out, err = run(capsys, "rule", "--answers", str(path), "--lang", "el")
    assert code == 0, err
    assert out.splitlines()[0] == B1_SUMMARY["el"]


def test_rule_replays_82c_after_a_result(capsys, tmp_path):
    path = answers_file(tmp_path, "situation: result_damage\nnos_side: both\nscoring: imps\nvulnerability: none\n"
                                  "table_result: 2HS+2\nerror_ns_outcomes: 4HS=\nerror_ew_outcomes: 4HS-1\n"
                                  "knockout_match: yes\nother_table: 2HS+2\n")
    data = run_json(capsys, "rule", "--answers", str(path))
    assert data["laws"] == ["82C", "12C1(a)", "12C1(b)", "12C4"]
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (0, 0)
    assert (data["separate"]["ns"]["imps"], data["separate"]["ew"]["imps"]) == (6, 6)


def test_rule_questions_lists_the_new_questions(capsys):
    code, out, err = run(capsys, "rule", "--questions")
    assert code == 0, err
    assert "knockout_match: Is this a knockout match?" in out
    assert ("other_table_favourable: Is the result at the other table between the same contestants clearly "
            "favourable to one side?") in out
    assert "board_vulnerability: Vulnerability on this board?" in out
    assert "single_outcomes: The assigned adjusted score at this table" in out
    assert "error_ns_outcomes: North-South, treated as non-offending" in out
    assert "    both: Both: a ruling of the Director that let play go on was wrong (Law 82C)" in out
    data = run_json(capsys, "rule", "--questions", "--lang", "zh")
    by_id = {q["id"]: q for q in data}
    assert by_id["other_table_favourable"]["text"] == "相同参赛者之间另一桌的结果是否明显有利于一方？"
    assert by_id["knockout_match"]["choices"] == ["no", "yes"]


def test_score_teams_86b1(capsys):
    data = run_json(capsys, "score", "teams", "--assigned-result", "4SN=", "--other-table", "+170")
    assert data["laws"] == ["86B1", "12C1(a)", "12C1(b)"]
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (6, -6)
    both = run_json(capsys, "score", "teams", "--assigned-result", "4SN=", "--other-table", "+170", "--vul", "both")
    assert both["ns"]["imps"] == 10
    weighted = run_json(capsys, "score", "teams", "--assigned-result", "60 4SN=; 40 4SN-1", "--other-table", "+170")
    assert weighted["ns"]["imps"] == 1.2


def test_score_artificial_and_teams_knockout(capsys):
    data = run_json(capsys, "score", "artificial", "--scoring", "imps", "--ns", "partly", "--ew", "none", "--knockout")
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (-1.5, 1.5)
    assert data["laws"] == ["12C2(a)", "12C2(b)", "12C4"]
    data = run_json(capsys, "score", "artificial", "--scoring", "imps", "--ns", "direct", "--ew", "none", "--knockout")
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (-3, 3)
    assert data["notes"] == ["knockout_balanced"] and "separate" not in data
    data = run_json(capsys, "score", "teams", "--ns", "partly", "--ew", "direct", "--knockout")
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (1.5, -1.5)


def test_score_weighted_director_error(capsys):
    data = run_json(capsys, "score", "weighted", "--scoring", "imps", "--other-table", "+170",
                    "--ns-outcome", "100:4HS=", "--ew-outcome", "100:4HS-1", "--director-error")
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (6, 6)
    assert data["laws"] == ["82C", "12C1(a)", "12C1(b)"]
    ko = run_json(capsys, "score", "weighted", "--scoring", "imps", "--other-table", "+170",
                  "--ns-outcome", "100:4HS=", "--ew-outcome", "100:4HS-1", "--director-error", "--knockout")
    assert (ko["ns"]["imps"], ko["ew"]["imps"]) == (0, 0)


@pytest.mark.parametrize(
    ("argv", "parts"),
    [
        (["score", "teams"], ["--assigned-result", "--other-table"]),
        (["score", "teams", "--assigned-result", "4SN="], ["--other-table"]),
        (["score", "teams", "--assigned-result", "4SN=", "--other-table", "170", "--ns", "none"], ["--ns"]),
        (["score", "teams", "--ns", "none", "--ew", "direct", "--other-table", "170"], ["--assigned-result"]),
        (["score", "teams", "--assigned-result", "4S=", "--other-table", "170"], ["--assigned-result"]),
        (["score", "teams", "--assigned-result", "60 4SN=; 30 4SN-1", "--other-table", "170"], ["90"]),
        (["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "none", "--knockout"], ["--knockout"]),
        (["score", "weighted", "--scoring", "imps", "--other-table", "170", "--outcome", "100:4SN=",
          "--director-error"], ["--ns-outcome"]),
        (["score", "weighted", "--scoring", "imps", "--other-table", "170", "--ns-outcome", "100:4SN=",
          "--ew-outcome", "100:170", "--director-error", "--nos", "ns"], ["--nos"]),
    ],
)
def test_bad_team_input_is_a_message_and_exit_2(capsys, argv, parts):
    code, out, err = run(capsys, *argv)
    assert_user_error(code, out, err, *parts)


def test_bad_86b1_input_in_greek(capsys):
    code, out, err = run(capsys, "score", "teams", "--lang", "el")
    assert_user_error(code, out, err, "Δώστε --ns και --ew (Νόμος 86Β2)")
