"""The dialogue path "a result was obtained, but an infraction may have damaged the NOS"
(graph nodes from ``nos_side`` on), walked with ``Dialogue().answer``; the same numbers from
``helper score weighted``."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helper.dialogue import render
from helper.dialogue.engine import AnswerError, Dialogue
from helper.scoring import Basis, Scoring, Settings
from tests.support import run_json, walk

# 13 tables, neither side vulnerable: the 12 other tables' NS scores (the traveller).
TRAVELLER = "450, 450, 420, 420, 420, 420, 170, 170, 140, -50, -50, -100"
TRAVELLER_LIST = [450, 450, 420, 420, 420, 420, 170, 170, 140, -50, -50, -100]

# (a) Pairs: EW's infraction stopped NS in 3S making (3SN= = +140). Without it: 60% 4SN= (+420),
# 40% 4SN-1 (-50).
PATH_A = ["result_damage", "ns", "mp", "none", "3SN=", "yes", "no", "60 4SN=; 40 4SN-1", TRAVELLER]
# +420 against the 12: beats 6 (12), ties 4 (4) = 16; -50: beats 1 (2), ties 2 (2) = 4.
# NS = 0.6 x 16 + 0.4 x 4 = 11.2 = 56/5 of 24 (46.67%); EW = 12.8 = 64/5 (53.33%).
# Table result +140: beats 3 (6), ties 1 (1) = 7 MP (29.17%), EW 17 (70.83%): NS damaged.
SUMMARY_A = {
    "en": "12B1, 12C1(a), 12C1(b), 12C1(c): NS 46.67% = 11.2 MP, EW 53.33% = 12.8 MP",
    "zh": "第12条B款1项、第12条C款1项(a)、第12条C款1项(b)、第12条C款1项(c)：南北 46.67% = 11.2 比赛分，东西 53.33% = 12.8 比赛分",
    "el": "12Β1, 12Γ1(α), 12Γ1(β), 12Γ1(γ): ΒΝ 46,67% = 11,2 βαθμοί αγώνα, ΑΔ 53,33% = 12,8 βαθμοί αγώνα",
}

# (b) Teams, both vulnerable: other table 4SN= (+620); at this table 3NTN-2 (-200).
# 40% 4SN= (+620): IMP(0) = 0; 30% 4SN-1 (-100): IMP(-720) = -12; 20% 4SN+1 (+650): IMP(30) = 1;
# 10% 4SXN-1 (-200): IMP(-820) = -13. NS = 0 - 3.6 + 0.2 - 1.3 = -4.7 = -47/10; EW +4.7.
# The table result: IMP(-200 - 620 = -820) = -13 < -4.7 for NS: damaged.
PATH_B = ["result_damage", "ns", "imps", "both", "3NTN-2", "yes", "no",
          "40 4SN=; 30 4SN-1; 20 4SN+1; 10 4SXN-1", "4SN="]
SUMMARY_B = {
    "en": "12B1, 12C1(a), 12C1(b), 12C1(c): NS -4.7 IMPs, EW +4.7 IMPs",
    "el": "12Β1, 12Γ1(α), 12Γ1(β), 12Γ1(γ): ΒΝ -4,7 IMPs, ΑΔ +4,7 IMPs",
}

# (c) Split: NS (non-offending) also gambled: NS's own set 50% +420 / 50% -50 = 8 + 2 = 10 MP
# (41.67%); EW (offending) from 60/40: 24 - 11.2 = 12.8 MP (53.33%). 10 + 12.8 = 22.8 != 24.
PATH_C = ["result_damage", "ns", "mp", "none", "3SN=", "yes", "yes", "50 4SN=; 50 4SN-1",
          "60 4SN=; 40 4SN-1", TRAVELLER]


# ----------------------------------------------------------------- the questions, in order

def test_questions_in_order_on_the_pairs_path():
    dialogue = Dialogue()
    seen = []
    for answer in PATH_A:
        seen.append(dialogue.current.id)
        dialogue.answer(answer)
    assert seen == ["situation", "nos_side", "scoring", "vulnerability", "table_result", "possibilities",
                    "nos_error", "outcomes", "traveller"]
    assert dialogue.finished and dialogue.current.id == "result_assigned"


def test_teams_asks_for_the_other_table_not_the_traveller():
    dialogue = walk(PATH_B[:-1])
    assert dialogue.current.id == "other_table"


def test_split_asks_each_sides_outcomes():
    dialogue = walk(PATH_C[:7])
    assert dialogue.current.id == "ns_outcomes"
    dialogue.answer(PATH_C[7])
    assert dialogue.current.id == "ew_outcomes"


# ----------------------------------------------------------------- (a) pairs, 60/40, 13 tables

def test_a_weighted_60_40_at_matchpoints_with_a_13_table_traveller():
    ruling = walk(PATH_A).ruling()
    assert ruling.kind == "score"
    assert ruling.laws == ("12B1", "12C1(a)", "12C1(b)", "12C1(c)")
    score = ruling.score
    assert score.scoring is Scoring.MATCHPOINTS
    assert score.top == 24  # 2 x (13 - 1)
    assert (score.ns.matchpoints, score.ns.percent) == (Fraction(56, 5), Fraction(140, 3))
    assert (score.ew.matchpoints, score.ew.percent) == (Fraction(64, 5), Fraction(160, 3))
    assert score.damaged is True and score.adjusted is True and score.nos == "ns"
    assert (score.table[0].matchpoints, score.table[1].matchpoints) == (7, 17)
    # The other tables, recomputed (see tests/test_assigned.py): the board total stays 24 x 13 / 2 = 156.
    assert [s for s, _mp in score.recomputed_field] == TRAVELLER_LIST
    assert score.ns.matchpoints + sum(mp for _s, mp in score.recomputed_field) == 156


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
def test_a_summary_in_each_language(lang):
    assert render.summary(walk(PATH_A).ruling(), lang) == SUMMARY_A[lang]


def test_a_details_show_table_result_and_the_other_tables():
    lines = render.details(walk(PATH_A).ruling(), "en")
    assert "NS: the assigned adjusted score: 46.67% = 11.2 MP" in lines
    assert "Table result: NS 29.17% = 7 MP, EW 70.83% = 17 MP" in lines
    assert ("Other tables, NS matchpoints recomputed: +450: 23; +450: 23; +420: 16.4; +420: 16.4; +420: 16.4; "
            "+420: 16.4; +170: 9.8; +170: 9.8; +140: 6.8; -50: 3.4; -50: 3.4; -100: 0") in lines
    assert lines[-1] == ("The players may appeal this ruling (Law 83): the right to appeal expires 30 minutes after "
        "the official score is made available (Law 92B).")


def test_a_same_numbers_from_score_weighted(capsys):
    data = run_json(capsys, "score", "weighted", "--scoring", "mp", "--field", TRAVELLER,
                    "--outcome", "60:4SN=", "--outcome", "40:4SN-1", "--table-result", "3SN=", "--nos", "ns")
    score = walk(PATH_A).ruling().score
    assert data["laws"] == ["12B1", "12C1(a)", "12C1(b)", "12C1(c)"]
    assert data["ns"] == {"basis": "assigned", "percent": float(score.ns.percent), "matchpoints": 11.2}
    assert data["ew"] == {"basis": "assigned", "percent": float(score.ew.percent), "matchpoints": 12.8}
    assert data["top"] == 24
    assert [(f["ns_score"], f["ns_matchpoints"]) for f in data["field"]] == [
        (s, float(mp)) for s, mp in score.recomputed_field]
    assert data["table"]["ns"]["matchpoints"] == 7 and data["table"]["ew"]["matchpoints"] == 17
    assert (data["damaged"], data["adjusted"], data["nos"]) == (True, True, "ns")


# ----------------------------------------------------------------- (b) teams, four ways

def test_b_teams_weighted_four_ways():
    ruling = walk(PATH_B).ruling()
    assert ruling.laws == ("12B1", "12C1(a)", "12C1(b)", "12C1(c)")
    score = ruling.score
    assert score.scoring is Scoring.IMPS
    assert score.ns.imps == Fraction(-47, 10)
    assert score.ew.imps == Fraction(47, 10)
    assert (score.table[0].imps, score.table[1].imps) == (-13, 13)
    assert score.damaged is True
    # Weighting the scores first would give 0.4 x 620 - 0.3 x 100 + 0.2 x 650 - 0.1 x 200 = 328;
    # 328 - 620 = -292 -> -7 IMPs: not what is produced.
    assert score.ns.imps != -7


@pytest.mark.parametrize("lang", ["en", "el"])
def test_b_summary(lang):
    assert render.summary(walk(PATH_B).ruling(), lang) == SUMMARY_B[lang]


def test_b_same_numbers_from_score_weighted(capsys):
    data = run_json(capsys, "score", "weighted", "--scoring", "imps", "--other-table", "4SN=", "--vul", "both",
                    "--outcome", "40:4SN=", "--outcome", "30:4SN-1", "--outcome", "20:4SN+1",
                    "--outcome", "10:4SXN-1", "--table-result", "3NTN-2", "--nos", "ns")
    assert data["ns"] == {"basis": "assigned", "imps": -4.7}
    assert data["ew"] == {"basis": "assigned", "imps": 4.7}
    assert data["table"] == {"ns": {"basis": "table_result", "imps": -13}, "ew": {"basis": "table_result", "imps": 13}}
    assert data["laws"] == list(walk(PATH_B).ruling().laws)


# ----------------------------------------------------------------- (c) split

def test_c_split_ruling():
    ruling = walk(PATH_C).ruling()
    assert ruling.laws == ("12B1", "12C1(a)", "12C1(b)", "12C1(c)", "12C1(e)")
    score = ruling.score
    assert (score.ns.matchpoints, score.ns.percent) == (10, Fraction(125, 3))
    assert (score.ew.matchpoints, score.ew.percent) == (Fraction(64, 5), Fraction(160, 3))
    assert score.notes == ("split",)
    assert render.summary(ruling, "en") == "12B1, 12C1(a), 12C1(b), 12C1(c), 12C1(e): NS 41.67% = 10 MP, EW 53.33% = 12.8 MP"
    assert ("Non-balancing score: each side's score comes from its own outcomes (Law 12C1(e))."
            in render.details(ruling, "en"))


def test_c_split_at_teams():
    # Teams NV, other table 2HS+2 (+170); at the table 2HS+2 too (+170, 0 IMPs).
    # NS (non-offending) from 100% +170: 0; EW from 60% 4HS= (+420) / 40% +170: -(0.6 x 6) = -3.6.
    # Damage (12B1) is judged against the offending side's set: the table's 0 < 3.6 to NS.
    ruling = walk(["result_damage", "ns", "imps", "none", "+170", "yes", "yes", "+170",
                   "60 4HS=; 40 2HS+2", "no", "2HS+2"]).ruling()  # "no": not a knockout match
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (0, Fraction(-18, 5))
    assert "12C1(e)" in ruling.laws


# ----------------------------------------------------------------- (d) no damage

@pytest.mark.parametrize(
    ("nos", "table", "ns_mp", "ew_mp"),
    [
        # NS non-offending; 4SN+1 (+450): beats 10 (20), ties 2 (2) = 22 >= 11.2.
        ("ns", "4SN+1", 22, 2),
        # EW non-offending; 4SN-2 (-100): NS ties one = 1, EW 23 >= 12.8.
        ("ew", "4SN-2", 1, 23),
    ],
)
def test_d_no_damage_the_table_result_stands(nos, table, ns_mp, ew_mp):
    path = ["result_damage", nos, "mp", "none", table, "yes", "no", "60 4SN=; 40 4SN-1", TRAVELLER]
    ruling = walk(path).ruling()
    assert ruling.kind == "score"
    assert ruling.laws == ("12B1",)
    assert ruling.score.adjusted is False
    assert ruling.score.ns.basis is Basis.TABLE_RESULT
    assert (ruling.score.ns.matchpoints, ruling.score.ew.matchpoints) == (ns_mp, ew_mp)
    summary = render.summary(ruling, "en")
    assert summary.startswith("12B1: no adjustment, the table result stands: ")
    assert ("No damage: the table result is worth at least as much to the non-offending side (Law 12B1)."
            in render.details(ruling, "en"))


def test_d_no_damage_in_greek():
    path = ["result_damage", "ns", "mp", "none", "4SN+1", "yes", "no", "60 4SN=; 40 4SN-1", TRAVELLER]
    summary = render.summary(walk(path).ruling(), "el")
    # 22 of 24 = 91.67%, 2 of 24 = 8.33%.
    assert summary.startswith("12Β1")
    assert "91,67%" in summary and "= 22 " in summary and "8,33%" in summary


# ----------------------------------------------------------------- (e) 12C1(d): the artificial path

def test_e_possibilities_not_obvious_lead_to_an_artificial_score():
    dialogue = walk(["result_damage", "ns", "mp", "none", "3SN=", "no"])
    # What is known is not asked again: the form of scoring (pairs, matchpoints),
    # NS non-offending (in no way at fault), EW offending (directly at fault).
    assert dialogue.current.id == "board_results"
    assert (dialogue.variables["form"], dialogue.variables["ns_fault"], dialogue.variables["ew_fault"]) == (
        "pairs", "none", "direct")
    for answer in [None, None, None, None]:  # no number of results, no top, no session scores
        dialogue.answer(answer)
    ruling = dialogue.ruling()
    assert ruling.laws == ("12C1(d)", "12C2(a)")
    assert (ruling.score.ns.percent, ruling.score.ew.percent) == (60, 40)
    assert render.summary(ruling, "el") == "12Γ1(δ), 12Γ2(α): ΒΝ 60%, ΑΔ 40%"


def test_e_at_butler_with_ew_non_offending_the_artificial_score_is_in_imps():
    ruling = walk(["result_damage", "ew", "butler", "none", "3SN=", "no", None, None]).ruling()
    assert ruling.laws == ("12C1(d)", "12C2(a)", "12C2(b)")
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (-3, 3)
    assert render.summary(ruling, "en") == "12C1(d), 12C2(a), 12C2(b): NS -3 IMPs, EW +3 IMPs"


# ----------------------------------------------------------------- text answers

@pytest.mark.parametrize(
    ("answers", "bad", "lang", "message"),
    [
        (PATH_A[:4], "4SN+8", "en", "Impossible result: 4SN+8 (declarer takes 0 to 13 tricks)."),
        (PATH_A[:4], "+425", "en", "Not a bridge score: +425 (no contract and result gives it under Law 77; e.g. +420 or -50)."),
        (PATH_A[:4], "8SN=", "el", "8SN="),
        (PATH_A[:7], "60 4SN=; 30 4SN-1", "en",
         "Weights must be percentages above 0 that add up to 100: 60 4SN=; 30 4SN-1 (= 90%)."),
        (PATH_A[:7], "60 4SN=; 30 4SN-1", "zh", "60 4SN=; 30 4SN-1"),
        (PATH_A[:7], "60 4SN=; 30 4SN-1", "el", "Τα βάρη πρέπει να είναι ποσοστά πάνω από 0 με άθροισμα 100"),
        (PATH_A[:8], "420, 45", "en", "Not a bridge score: 45"),
        (PATH_A[:8], "420, 45", "zh", "不是桥牌得分：45"),
        # A multiple of 10 no contract gives (a fresh tester was told it was not a multiple of 10):
        (PATH_A[:8], "420, +999999999999999999999999999990", "en",
         "Not a bridge score: +999999999999999999999999999990 (no contract and result gives it under Law 77"),
        (PATH_A[:4], "+60", "el", "+60 (κανένα συμβόλαιο και αποτέλεσμα δεν τη δίνει κατά τον Νόμο 77"),
    ],
)
def test_bad_text_is_rejected_with_a_localized_message(answers, bad, lang, message):
    dialogue = walk(answers)
    before = list(dialogue.answers)
    with pytest.raises(AnswerError) as info:
        dialogue.answer(bad)
    assert info.value.code == "parse"
    assert info.value.node == dialogue.current.id
    assert message in render.error_text(info.value, lang)
    assert dialogue.answers == before  # nothing recorded


@pytest.mark.parametrize("empty", ["", "   ", None])
@pytest.mark.parametrize("at", [4, 7, 8])  # table_result, outcomes, traveller
def test_empty_text_is_required(empty, at):
    dialogue = walk(PATH_A[:at])
    with pytest.raises(AnswerError) as info:
        dialogue.answer(empty)
    assert info.value.code == "required"
    assert render.error_text(info.value, "en") == "This question needs an answer."
    assert render.error_text(info.value, "el") == "Η ερώτηση αυτή χρειάζεται απάντηση."


def test_text_answer_is_stored_normalised():
    dialogue = walk(PATH_A[:4])
    dialogue.answer("  ３ＳＮ＝ ")  # full-width: stored as typed (NFC), read by NFKC
    assert dialogue.variables["table_result"] == "３ＳＮ＝"
    for answer in PATH_A[5:]:
        dialogue.answer(answer)
    assert dialogue.ruling().score.table[0].matchpoints == 7  # +140


def test_vulnerability_scores_the_contracts():
    # NS vulnerable: 4SN= is 120 + 500 = +620 (not +420); 4SN-1 is -100.
    dialogue = walk(["result_damage", "ns", "mp", "ns"])
    node = dialogue.current
    assert render.preview(node, "4SN=", "en", dialogue.variables) == (True, "NS +620")
    dialogue = walk(["result_damage", "ns", "mp", "ns", "3SN=", "yes", "no", "4SN=",
                     "620, 650, 170, -100"])
    # 100% of +620 against [620, 650, 170, -100]: beats 2 (4), ties 1 (1) = 5 of 8.
    # (At +420 it would beat only 170 and -100: 4.) Table 3SN= vul = +140: beats -100 = 2.
    score = dialogue.ruling().score
    assert score.ns.matchpoints == 5 and score.top == 8
    assert score.table[0].matchpoints == 2
    assert score.laws == ("12B1", "12C1(a)", "12C1(b)")  # one outcome: no weighting


# ----------------------------------------------------------------- preview, each kind

@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", "NS +620"), ("zh", "南北 +620"), ("el", "ΒΝ +620")],
)
def test_preview_result(lang, expected):
    dialogue = walk(["result_damage", "ns", "mp", "both"])
    assert render.preview(dialogue.current, "4SN=", lang, dialogue.variables) == (True, expected)
    assert render.preview(dialogue.current, "", lang, dialogue.variables) == (False, "")
    ok, message = render.preview(dialogue.current, "7NTS+1", lang, dialogue.variables)
    assert not ok and "7NTS+1" in message


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "60 4SN=; 40 4SN-1", "60%: NS +420; 40%: NS -50"),
        ("zh", "60 4SN=; 40 4SN-1", "60%: 南北 +420; 40%: 南北 -50"),
        ("el", "33,3 4SN=; 66,7 4SN-1", "33,3%: ΒΝ +420; 66,7%: ΒΝ -50"),
        ("en", "4SN=", "100%: NS +420"),
    ],
)
def test_preview_outcomes(lang, text, expected):
    dialogue = walk(PATH_A[:7])
    assert dialogue.current.parse == "outcomes"
    assert render.preview(dialogue.current, text, lang, dialogue.variables) == (True, expected)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", "3 results: +420, +450, -50"), ("zh", "3 个结果：+420, +450, -50"),
     ("el", "3 αποτελέσματα: +420, +450, -50")],
)
def test_preview_field(lang, expected):
    dialogue = walk(PATH_A[:8])
    assert dialogue.current.parse == "field"
    assert render.preview(dialogue.current, "420, 450, -50", lang, dialogue.variables) == (True, expected)
    ok, message = render.preview(dialogue.current, "420, 45", lang, dialogue.variables)
    assert not ok and "45" in message


def test_back_from_the_ruling_and_a_new_weighting():
    dialogue = walk(PATH_A)
    dialogue.back()  # traveller
    dialogue.back()  # outcomes
    dialogue.answer("100 4SN=")
    dialogue.answer(TRAVELLER)
    # 100% of +420: 16 MP of 24 = 66.67%.
    score = dialogue.ruling().score
    assert score.ns.matchpoints == 16
    assert score.laws == ("12B1", "12C1(a)", "12C1(b)")


def test_knockout_split_path_averages_law_12c4():
    dialogue = Dialogue()
    for answer in ["result_damage", "ns", "imps", "none", "+170", "yes", "yes",
                   "100 +170", "60 4HS=; 40 +170", "yes", "+170"]:
        dialogue.answer(answer)
    ruling = dialogue.ruling()
    assert ruling.laws[-1] == "12C4"
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (Fraction(9, 5), Fraction(-9, 5))


def test_rounding_setting_reaches_the_ruling(tmp_path):
    from helper.scoring.settings import ScoringSettings

    settings = Settings(scoring=ScoringSettings(score_decimals=1))
    dialogue = Dialogue(settings=settings)
    for answer in ["no_result", "no", "pairs", "none", "direct", None, "7", None, None]:
        dialogue.answer(answer)
    ruling = dialogue.ruling()
    # 60% of 7 = 4.2 exactly; 40% of 7 = 2.8: nothing to round, no note.
    assert ruling.score.ns.matchpoints == Fraction(21, 5) and "rounded" not in ruling.score.notes


def test_a_butler_ruling_says_how_many_results_made_the_datum():
    # Butler, NS damaged, assigned 4SN= (+420): the field +450, +420, -50, +170, +400, +140 and this
    # table's +420 are 7 results; the default rule drops the highest and lowest (from 5 results):
    # the mean of the 5 others (a fresh tester read "from 5 results" as the board's 5 results).
    ruling = walk(["result_damage", "ns", "butler", "none", "3SN=", "yes", "no", "100 4SN=",
                   "450, 420, -50, 170, 400, 140"]).ruling()
    assert ("Convention: Butler datum: 7 results: the highest and lowest dropped, the datum is the mean of the 5 "
            "others; rounded to 10 points, halves away from zero.") in render.details(ruling, "en")
    assert dict(ruling.score.conventions)["datum"]["results"] == 7
