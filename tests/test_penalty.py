"""Procedural penalties (Law 90A; the sources hold its 1997 Chinese text) and
the notice of the right to appeal (Law 83, Law 92B).

Expected values are worked by hand: 25% of a top of 24 is 6 MP; 12.5% of a
top of 12 is 1.5 MP; a quarter of a top of 25 is 25/4 = 6.25 MP.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from helper.dialogue import render
from helper.dialogue.engine import Dialogue, load_graph, walk_after
from helper.frozen import replace
from helper.rulings import RulingStore
from helper.scoring import ScoringError, Settings, SettingsError, load_settings
from helper.scoring.penalty import procedural_penalty
from helper.scoring.settings import AppealSettings, PenaltySettings
from tests.support import assert_user_error, run, run_json

# Pairs, no result, NS in no way at fault (65% on the other boards), EW
# directly at fault, due 13 times: top 24 (Law 78A); NS 65% = 15.6 MP, EW 40% = 9.6 MP.
PAIRS = ["no_result", "no", "pairs", "none", "direct", 13, 65, None]
# Teams, no result, not a knockout, no other-table result, NS partly at
# fault, EW in no way at fault: NS 0, EW +3 IMPs (Law 12C2(b)).
TEAMS = ["no_result", "no", "teams", "no", "no", "partly", "none", None]
APPEAL_EN = ("The players may appeal this ruling (Law 83): the right to appeal expires 30 minutes after "
             "the official score is made available (Law 92B).")


def walk(answers, settings=None):
    dialogue = Dialogue(settings=settings)
    for value in answers:
        dialogue.answer(value)
    return dialogue


# ------------------------------------------------------------------ the rule

def test_standard_penalty_at_matchpoints_is_a_quarter_of_the_top():
    penalty = procedural_penalty("mp", "ns", top=24)
    assert (penalty.side, penalty.unit, penalty.amount, penalty.matchpoints, penalty.standard, penalty.law) == (
        "ns", "pct", 25, 6, True, "90A")
    assert penalty.signed == -25


def test_exact_fractions_of_a_top():
    assert procedural_penalty("mp", "ew", amount=Decimal("12.5"), top=12).matchpoints == Fraction(3, 2)
    assert procedural_penalty("mp", "ew", top=25).matchpoints == Fraction(25, 4)
    assert procedural_penalty("mp", "ew").matchpoints is None  # no top known: a percentage only


def test_standard_penalty_at_imps_and_vps():
    assert procedural_penalty("imps", "ew").amount == 3
    assert procedural_penalty("ximps", "ew").unit == "imps"
    assert procedural_penalty("butler", "ns").amount == 3
    vp = procedural_penalty("vps", "ns")
    assert (vp.unit, vp.amount) == ("vps", 1)


@pytest.mark.parametrize("scoring, amount, ok", [
    ("mp", 100, True), ("mp", Decimal("100.01"), False), ("mp", 0, False), ("mp", Decimal("0.01"), True),
    ("imps", 24, True), ("imps", Decimal("24.5"), False), ("imps", -3, False),
    ("vps", 25, True), ("vps", Decimal("25.5"), False), ("vps", 0, False),
])
def test_amount_boundaries(scoring, amount, ok):
    if ok:
        assert procedural_penalty(scoring, "ns", amount=amount).amount == Fraction(str(amount))
    else:
        with pytest.raises(ScoringError) as caught:
            procedural_penalty(scoring, "ns", amount=amount)
        assert caught.value.field == "amount"


def test_bad_side_scoring_and_top():
    with pytest.raises(ScoringError) as caught:
        procedural_penalty("mp", "both")
    assert caught.value.code == "side"
    with pytest.raises(ScoringError) as caught:
        procedural_penalty("rubber", "ns")
    assert caught.value.code == "scoring"
    with pytest.raises(ScoringError) as caught:
        procedural_penalty("mp", "ns", top=0)
    assert caught.value.code == "top_range"


def test_penalty_settings_from_file(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("[penalty]\npct_of_top = 10\nimps = 2\nvps = 0.5\n[appeal]\nminutes = 45\n", encoding="utf-8")
    settings = load_settings(path)
    assert settings.penalty == PenaltySettings(pct_of_top=Fraction(10), imps=Fraction(2), vps=Fraction(1, 2))
    assert settings.appeal.minutes == 45
    assert procedural_penalty("mp", "ns", top=24, settings=settings.penalty).matchpoints == Fraction(12, 5)


@pytest.mark.parametrize("text", [
    "[penalty]\npct_of_top = 0\n", "[penalty]\npct_of_top = 100.5\n", "[penalty]\nimps = 25\n",
    "[penalty]\nvps = 0\n", "[penalty]\nimp = 3\n", "[appeal]\nminutes = 0\n", "[appeal]\nminutes = 30.5\n",
    "[appeal]\nminutes = true\n", "penalty = 3\n",
])
def test_bad_penalty_or_appeal_settings_are_refused(tmp_path, text):
    path = tmp_path / "settings.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SettingsError):
        load_settings(path)


def test_setting_boundaries_are_accepted():
    assert PenaltySettings(pct_of_top=100, imps=24, vps=25).imps == 24
    assert AppealSettings(minutes=1).minutes == 1


# ------------------------------------------------------------ the dialogue

def test_the_penalty_question_comes_after_the_score_and_does_not_hold_it_up():
    dialogue = walk(PAIRS)
    assert dialogue.finished
    before = dialogue.ruling()
    assert before.penalty is None
    assert render.summary(before, "en") == "12C2(a), 12C2(c): NS 65% = 15.6 MP, EW 40% = 9.6 MP"
    assert dialogue.after_question.id == "penalty"
    dialogue.answer("ew")
    assert dialogue.after_question.id == "penalty_pct"  # matchpoints: a percentage of a top
    dialogue.answer(None)  # the standard penalty
    assert dialogue.after_question is None
    ruling = dialogue.ruling()
    # The board's scores are not changed: the opponents' (NS) score stays 65%.
    assert ruling.score == before.score
    assert (ruling.penalty.side, ruling.penalty.amount, ruling.penalty.matchpoints) == ("ew", 25, 6)
    assert ruling.laws == ("12C2(a)", "12C2(c)", "90A")
    assert render.summary(ruling, "en") == (
        "12C2(a), 12C2(c), 90A: NS 65% = 15.6 MP, EW 40% = 9.6 MP; procedural penalty: EW -25% of a top = -6 MP")
    lines = render.details(ruling, "en")
    assert lines[-2] == ("Procedural penalty (Law 90A), the standard penalty: EW -25% of a top = -6 MP, apart from "
                         "the board's score; the score of NS does not change.")
    assert lines[-1] == APPEAL_EN


def test_a_penalty_the_director_sets_at_teams_is_in_imps():
    dialogue = walk(TEAMS + ["ns"])
    assert dialogue.after_question.id == "penalty_imps"
    dialogue.answer(Decimal("1.5"))
    ruling = dialogue.ruling()
    assert (ruling.score.ns.imps, ruling.score.ew.imps) == (0, 3)
    assert (ruling.penalty.unit, ruling.penalty.amount, ruling.penalty.standard) == ("imps", Fraction(3, 2), False)
    assert render.penalty_amount(ruling.penalty, "en") == "NS -1.5 IMPs"


def test_penalty_bounds_in_the_dialogue():
    dialogue = walk(TEAMS + ["ew"])
    for bad in (0, 25):
        with pytest.raises(Exception) as caught:
            dialogue.answer(bad)
        assert caught.value.code == "range"
    dialogue.answer(24)
    assert dialogue.ruling().penalty.amount == 24


def test_back_takes_the_penalty_away_and_restore_replays_it():
    dialogue = walk(PAIRS + ["ns", Decimal(10)])
    assert dialogue.ruling().penalty.matchpoints == Fraction(12, 5)
    saved = [(a.node, a.value) for a in dialogue.answers]
    dialogue.back()
    dialogue.back()
    assert dialogue.ruling().penalty is None and dialogue.after_question.id == "penalty"
    again = Dialogue()
    assert again.restore(saved) == len(PAIRS) + 2
    assert again.ruling().penalty.matchpoints == Fraction(12, 5)


def test_advice_rulings_ask_no_penalty_but_carry_the_appeal_notice():
    dialogue = walk(["rectification_unfair"])
    assert dialogue.finished and dialogue.after_question is None and dialogue.asking is None
    assert render.details(dialogue.ruling(), "en")[-1] == APPEAL_EN


def test_the_validator_walks_every_penalty_path():
    graph = load_graph()
    paths = [tuple(p) for p, _ in walk_after(graph, Settings(), {"penalty_scoring": "mp"})]
    assert sorted(paths) == sorted([("penalty",), ("penalty", "penalty_pct"), ("penalty", "penalty_pct"),
                                    ("penalty", "penalty_pct"), ("penalty", "penalty_pct")])
    imps = {tuple(p) for p, _ in walk_after(graph, Settings(), {"penalty_scoring": "imps"})}
    assert imps == {("penalty",), ("penalty", "penalty_imps")}


def test_the_appeal_time_limit_is_a_setting_in_each_language():
    settings = replace(Settings(), appeal=AppealSettings(minutes=45))
    ruling = walk(PAIRS, settings).ruling()
    assert ruling.appeal_minutes == 45
    assert render.details(ruling, "en")[-1] == APPEAL_EN.replace("30 minutes", "45 minutes")
    assert render.details(ruling, "zh")[-1] == "牌手可对本裁决提出申诉（第83条）：申诉的权利在正式成绩公布后 45 分钟届满（第92条B款）。"
    assert render.details(ruling, "el")[-1] == (
        "Οι παίκτες μπορούν να εφεσιβάλουν αυτή την απόφαση (Νόμος 83): το δικαίωμα έφεσης λήγει 45 λεπτά μετά "
        "τη δημοσίευση της επίσημης βαθμολογίας (Νόμος 92Β).")  # Greek capital beta
    one = replace(Settings(), appeal=AppealSettings(minutes=1))
    assert "expires 1 minute after" in render.details(walk(PAIRS, one).ruling(), "en")[-1]


def test_the_penalty_in_chinese_and_greek():
    ruling = walk(PAIRS + ["ew", None]).ruling()
    assert render.penalty_amount(ruling.penalty, "zh") == "东西 满分的 -25% = -6 比赛分"
    assert render.penalty_amount(ruling.penalty, "el") == "ΑΔ -25% του top = -6 βαθμοί αγώνα"
    assert render.details(ruling, "el")[-2] == (
        "Διαδικαστική ποινή (Νόμος 90Α), η τυπική ποινή: ΑΔ -25% του top = -6 βαθμοί αγώνα, χωριστά από τη "
        "βαθμολογία της διανομής· η βαθμολογία του ΒΝ δεν αλλάζει.")


def test_the_record_keeps_the_penalty_apart(tmp_path):
    ruling = walk(PAIRS + ["ew", None]).ruling()
    with RulingStore.open(tmp_path / "rulings.sqlite3") as store:
        store.add(ruling, "en", render.summary(ruling, "en"))
        [record] = store.rulings()
    assert record.score["penalty"] == {"side": "ew", "unit": "pct", "amount": "25", "matchpoints": "6",
                                       "top": "24", "standard": True, "law": "90A"}
    assert record.score["ns"]["percent"] == "65"
    assert ["penalty", "ew"] in [list(a) for a in record.answers]


# ------------------------------------------------------------ command line

def test_cli_score_penalty(capsys):
    data = run_json(capsys, "score", "penalty", "--scoring", "mp", "--side", "ns", "--top", "24")
    assert data == {"law": "90A", "side": "ns", "unit": "pct", "amount": 25, "standard": True,
                    "opponents_change": 0, "matchpoints": 6, "top": 24}
    data = run_json(capsys, "score", "penalty", "--scoring", "imps", "--side", "ew", "--amount", "2")
    assert (data["unit"], data["amount"], data["standard"]) == ("imps", 2, False)
    code, out, err = run(capsys, "score", "penalty", "--scoring", "vps", "--side", "ns")
    assert code == 0
    assert out.splitlines()[0] == ("90A: Procedural penalty (Law 90A), the standard penalty: NS -1 VP, apart from "
                                   "the board's score; the score of EW does not change.")
    assert out.splitlines()[1].strip() == APPEAL_EN


def test_cli_score_penalty_greek_decimal_comma(capsys):
    data = run_json(capsys, "score", "penalty", "--scoring", "mp", "--side", "ew", "--amount", "12,5",
                    "--top", "12", "--lang", "el")
    assert (data["amount"], data["matchpoints"]) == (12.5, 1.5)


@pytest.mark.parametrize("argv, part", [
    (["--scoring", "mp", "--side", "ns", "--amount", "0"], "--amount"),
    (["--scoring", "imps", "--side", "ns", "--amount", "24.5"], "--amount"),
    (["--scoring", "vps", "--side", "ns", "--amount", "26"], "--amount"),
    (["--scoring", "imps", "--side", "ns", "--top", "24"], "--top"),
    (["--scoring", "mp", "--side", "both"], "--side"),
])
def test_cli_score_penalty_bad_input(capsys, argv, part):
    assert_user_error(*run(capsys, "score", "penalty", *argv), part)


def test_cli_rule_replays_the_penalty(capsys, tmp_path):
    path = tmp_path / "answers.yaml"
    path.write_text("situation: no_result\ndirector_error: 'no'\nform: pairs\nns_fault: none\new_fault: direct\n"
                    "board_results: 13\nns_session_pct: 65\npenalty: ew\npenalty_pct: 10\n", encoding="utf-8")
    data = run_json(capsys, "rule", "--answers", str(path))
    assert data["laws"] == ["12C2(a)", "12C2(c)", "90A"]
    assert data["penalty"]["matchpoints"] == 2.4 and data["penalty"]["side"] == "ew"
    assert data["ns"]["matchpoints"] == 15.6 and data["ew"]["matchpoints"] == 9.6
    code, out, err = run(capsys, "rule", "--questions")
    assert code == 0
    for question in ("penalty:", "penalty_pct:", "penalty_imps:"):
        assert any(line.startswith(question) for line in out.splitlines())


# ------------------------------------------------------------ the log's exports

def _record_penalised(tmp_path, monkeypatch, capsys):
    """Three rulings recorded: no penalty; EW the standard 25% of a top of 24 = 6 MP;
    NS 10% of a top of 24 = 2.4 MP (worked by hand)."""
    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "data"))
    (tmp_path / "none.toml").write_text("", encoding="utf-8")
    monkeypatch.setenv("HELPER_SETTINGS", str(tmp_path / "none.toml"))
    base = ("situation: no_result\ndirector_error: 'no'\nform: pairs\nns_fault: none\new_fault: direct\n"
            "board_results: 13\nns_session_pct: 65\n")
    for name, extra in (("none", "penalty: 'no'\n"), ("std", "penalty: ew\npenalty_pct: ''\n"),
                        ("ten", "penalty: ns\npenalty_pct: 10\n")):
        path = tmp_path / f"{name}.yaml"
        path.write_text(base + extra, encoding="utf-8")
        code, out, err = run(capsys, "rule", "--answers", str(path), "--record")
        assert code == 0, err


def test_csv_export_has_the_penalty_columns(tmp_path, monkeypatch, capsys):
    import csv

    _record_penalised(tmp_path, monkeypatch, capsys)
    assert run(capsys, "rulings", "export", str(tmp_path / "log.csv"))[0] == 0
    rows = list(csv.DictReader((tmp_path / "log.csv").open(encoding="utf-8-sig")))
    columns = ("penalty_side", "penalty_unit", "penalty_amount", "penalty_matchpoints", "penalty_standard",
               "penalty_law")
    assert [tuple(r[c] for c in columns) for r in rows] == [
        ("", "", "", "", "", ""),
        ("ew", "pct", "25", "6", "yes", "90A"),
        ("ns", "pct", "10", "2.4", "no", "90A"),
    ]
    # the board's score is unchanged by the penalty (Law 90A: kept apart)
    assert [(r["ns_matchpoints"], r["ew_matchpoints"]) for r in rows] == [("15.6", "9.6")] * 3


def test_json_export_has_the_penalty(tmp_path, monkeypatch, capsys):
    import json

    _record_penalised(tmp_path, monkeypatch, capsys)
    assert run(capsys, "rulings", "export", str(tmp_path / "log.json"))[0] == 0
    data = json.loads((tmp_path / "log.json").read_text(encoding="utf-8"))
    assert data[0]["penalty"] is None
    assert data[1]["penalty"] == {"side": "ew", "unit": "pct", "amount": 25, "amount_exact": "25",
                                  "matchpoints": 6, "matchpoints_exact": "6", "top": 24, "top_exact": "24",
                                  "standard": True, "law": "90A", "player": None}
    assert (data[2]["penalty"]["matchpoints"], data[2]["penalty"]["matchpoints_exact"]) == (2.4, "12/5")
