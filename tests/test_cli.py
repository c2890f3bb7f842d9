"""The command line (helper.cli.main and ``python -m helper``).

Messages that will be translated are checked on their stable parts (option
names, numbers, ids); the numbers and law ids are exact.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from helper.laws import LawBook
from tests.support import ISSUE_ANSWERS_YAML, assert_user_error, run, run_json

ROOT = Path(__file__).resolve().parents[1]
ISSUE_SUMMARY_EN = "12C2(a), 12C2(c): NS 65% = 15.6 MP, EW 40% = 9.6 MP"
ISSUE_ARGS = ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct",
              "--top", "24", "--ns-session", "65"]
ISSUE_ANSWERS = ISSUE_ANSWERS_YAML


# ------------------------------------------------------------ score

def test_score_artificial_issue_case_json(capsys):
    data = run_json(capsys, *ISSUE_ARGS)
    assert data["laws"] == ["12C2(a)", "12C2(c)"]
    assert data["scoring"] == "mp"
    assert data["notes"] == []
    assert data["ns"] == {"basis": "session", "percent": 65, "matchpoints": 15.6}
    assert data["ew"] == {"basis": "average_minus", "percent": 40, "matchpoints": 9.6}


def test_score_artificial_imps_json(capsys):
    data = run_json(capsys, "score", "artificial", "--scoring", "imps", "--ns", "none", "--ew", "direct")
    assert data["laws"] == ["12C2(a)", "12C2(b)"]
    assert data["ns"] == {"basis": "average_plus", "imps": 3}
    assert data["ew"] == {"basis": "average_minus", "imps": -3}


def test_score_artificial_text_first_line_is_the_summary(capsys):
    code, out, err = run(capsys, *ISSUE_ARGS)
    assert code == 0
    assert err == ""
    lines = out.splitlines()
    assert lines[0] == ISSUE_SUMMARY_EN
    assert lines[-1].strip() == ("The players may appeal this ruling (Law 83): the right to appeal expires 30 minutes after "
        "the official score is made available (Law 92B).")


def test_score_artificial_in_greek_uses_decimal_comma(capsys):
    code, out, err = run(capsys, "--lang", "el", *ISSUE_ARGS)
    assert code == 0
    first = out.splitlines()[0]
    assert "15,6" in first and "9,6" in first
    assert "12Γ2(α)" in first and "12Γ2(γ)" in first
    assert "15.6" not in out


def test_lang_after_the_command_is_accepted(capsys):
    code, out, _ = run(capsys, *ISSUE_ARGS, "--lang", "el")
    assert code == 0
    assert "15,6" in out


def test_score_artificial_director_error_and_individual(capsys):
    data = run_json(capsys, "score", "artificial", "--scoring", "mp", "--ns", "direct", "--ew", "none",
                    "--top", "12", "--director-error", "--individual")
    assert data["laws"] == ["82C", "12C2(a)", "12C3"]
    assert data["notes"] == ["both_non_offending", "individual", "individual_session"]
    assert data["ns"]["percent"] == data["ew"]["percent"] == 60
    assert data["ns"]["matchpoints"] == 7.2


def test_score_teams_json(capsys):
    data = run_json(capsys, "score", "teams", "--ns", "none", "--ew", "direct", "--assigned", "5")
    assert data["laws"] == ["86B2(b)", "12C1(a)", "12C2(b)"]
    assert data["ns"] == {"basis": "assigned_favourable", "imps": 5}
    assert data["ew"] == {"basis": "complement", "imps": -5}
    data = run_json(capsys, "score", "teams", "--ns", "partly", "--ew", "none", "--assigned", "2")
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (-3, 3)
    data = run_json(capsys, "score", "teams", "--ns", "none", "--ew", "none")
    assert data["laws"] == ["86B2(a)", "12C2(a)", "12C2(b)"]
    assert data["notes"] == ["cancel_board", "substitute_board"]


def test_score_teams_text(capsys):
    code, out, _ = run(capsys, "score", "teams", "--ns", "none", "--ew", "direct", "--assigned", "5")
    assert code == 0
    assert out.splitlines()[0] == "86B2(b), 12C1(a), 12C2(b): NS +5 IMPs, EW -5 IMPs"


def test_score_knockout_json(capsys):
    data = run_json(capsys, "score", "knockout", "--ns", "5", "--ew", "2")
    assert data["laws"] == ["12C4"]
    assert data["ns"] == {"basis": "knockout_average", "imps": 1.5}
    assert data["ew"] == {"basis": "knockout_average", "imps": -1.5}


def test_module_entry_point_runs_in_a_subprocess(tmp_path):
    (tmp_path / "none.toml").write_text("", encoding="utf-8")  # the defaults
    env = {**os.environ, "LANGUAGE": "en", "HELPER_SETTINGS": str(tmp_path / "none.toml")}
    proc = subprocess.run(
        [sys.executable, "-m", "helper", "score", "artificial", "--scoring", "mp", "--ns", "none",
         "--ew", "direct", "--top", "24", "--ns-session", "65", "--json"],
        capture_output=True, text=True, encoding="utf-8", cwd=ROOT, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["laws"] == ["12C2(a)", "12C2(c)"]
    assert data["ns"]["matchpoints"] == 15.6
    assert data["ew"]["matchpoints"] == 9.6


# ------------------------------------------------------------ bad input

@pytest.mark.parametrize(
    ("args", "parts"),
    [
        (["--ns", "nobody"], ["--ns", "nobody"]),
        (["--ns-session", "150"], ["--ns-session", "150"]),
        (["--ew-session", "-1"], ["--ew-session", "-1"]),
        (["--top", "abc"], ["--top", "abc"]),
        (["--top", "0"], ["--top", "0"]),
        (["--top", "-5"], ["--top", "-5"]),
        (["--lang", "fr"], ["fr", "en", "zh", "el"]),
    ],
)
def test_bad_score_arguments_exit_2_with_a_message(capsys, args, parts):
    base = ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct"]
    code, out, err = run(capsys, *base, *args)
    assert_user_error(code, out, err, *parts)
    assert out == ""


def test_missing_scoring_exits_2(capsys):
    code, out, err = run(capsys, "score", "artificial", "--ns", "none", "--ew", "direct")
    assert_user_error(code, out, err, "--scoring")


def test_knockout_out_of_range_exits_2(capsys):
    code, out, err = run(capsys, "score", "knockout", "--ns", "30", "--ew", "0")
    assert_user_error(code, out, err, "--ns", "30", "-24", "24")


def test_session_imps_out_of_range_exits_2(capsys):
    code, out, err = run(capsys, "score", "artificial", "--scoring", "imps", "--ns", "none", "--ew", "direct",
                         "--ns-session", "30")
    assert_user_error(code, out, err, "--ns-session", "30", "24")


# ------------------------------------------------------------ laws show

def test_laws_show_greek_citation_in_greek(capsys):
    data = run_json(capsys, "laws", "show", "12Γ2(α)", "--lang", "el")
    assert data["id"] == "12C2(a)"
    assert data["lang"] == "el"
    assert data["text_lang"] == "el"
    assert data["edition"] == data["text_edition"] == "2017"
    assert data["text"] == LawBook.load().get("12C2(a)").texts["el"].text
    assert data["text"].startswith("Όταν, εξαιτίας μιας ανωμαλίας")
    assert data["note"] is None


def test_laws_show_chinese_citation(capsys):
    data = run_json(capsys, "laws", "show", "第12条C款2项(a)")
    assert data["id"] == "12C2(a)"
    assert data["lang"] == "en"
    assert data["text"].startswith("When owing to an irregularity no result can be obtained")


def test_laws_show_in_chinese_tells_the_1997_edition(capsys):
    data = run_json(capsys, "laws", "show", "12C2(b)", "--lang", "zh")
    assert data["id"] == "12C2(b)"
    assert data["note"] == "edition_1997"
    assert data["text_edition"] == "1997"
    assert data["from"] == "86A"
    assert data["text_lang"] == "zh"
    assert "1997" in data["note_text"]


def test_laws_show_text(capsys):
    code, out, _ = run(capsys, "laws", "show", "86B2(b)")
    assert code == 0
    assert "If only one contestant was at fault" in out


def test_laws_show_unknown_id_exits_2(capsys):
    code, out, err = run(capsys, "laws", "show", "99Z")
    assert_user_error(code, out, err, "99Z")
    assert out == ""


def test_laws_show_well_formed_but_absent_id_exits_2(capsys):
    code, out, err = run(capsys, "laws", "show", "12C9")
    assert_user_error(code, out, err, "12C9")
    # Law 12C has four numbered paragraphs: they are named.
    assert err == "helper: Law 12C9 is not in the 2017 Laws: near it are 12C1, 12C2, 12C3, 12C4.\n"


# ------------------------------------------------------------ rule

def answers_file(tmp_path, text, name="answers.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_rule_questions_lists_the_question_ids(capsys):
    code, out, _ = run(capsys, "rule", "--questions")
    assert code == 0
    assert out.startswith("situation: ")
    assert "    no_result: " in out
    ids = [line.split(":")[0] for line in out.splitlines() if not line.startswith(" ")]
    assert ids[:3] == ["situation", "director_error", "form"]
    assert "knockout_ew_score" in ids
    data = run_json(capsys, "rule", "--questions")
    assert data[0]["id"] == "situation"
    assert data[0]["choices"][0] == "no_result"
    assert {"id": "top", "optional": True}.items() <= next(q for q in data if q["id"] == "top").items()


def test_rule_issue_case_prints_the_summary(capsys, tmp_path):
    path = answers_file(tmp_path, ISSUE_ANSWERS)
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert code == 0, err
    assert out.splitlines()[0] == ISSUE_SUMMARY_EN
    data = run_json(capsys, "rule", "--answers", str(path))
    assert data["kind"] == "score"
    assert data["laws"] == ["12C2(a)", "12C2(c)"]
    assert data["end"] == "result_artificial"
    assert data["summary"] == ISSUE_SUMMARY_EN
    assert data["ns"]["matchpoints"] == 15.6
    assert data["ew"]["percent"] == 40


def test_rule_yaml_boolean_no_is_accepted(capsys, tmp_path):
    path = answers_file(tmp_path, ISSUE_ANSWERS.replace('director_error: "no"', "director_error: no"))
    data = run_json(capsys, "rule", "--answers", str(path))
    assert data["laws"] == ["12C2(a)", "12C2(c)"]
    yes = answers_file(tmp_path, "situation: no_result\ndirector_error: yes\nform: teams\n"
                        "knockout_match: no\nother_table_favourable: no\n", "yes.yaml")
    data = run_json(capsys, "rule", "--answers", str(yes))
    assert data["laws"] == ["82C", "12C2(a)", "12C2(b)"]
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (3, 3)


def test_rule_teams_path(capsys, tmp_path):
    path = answers_file(tmp_path, "situation: teams_multiple\nknockout_match: no\nteam_ns_fault: none\n"
                        "team_ew_fault: direct\nteams_assigned: 5\n")
    data = run_json(capsys, "rule", "--answers", str(path))
    assert data["laws"] == ["86B2(b)", "12C1(a)", "12C2(b)"]
    assert (data["ns"]["imps"], data["ew"]["imps"]) == (5, -5)


def test_rule_advice(capsys, tmp_path):
    path = answers_file(tmp_path, "situation: rectification_unfair\n")
    data = run_json(capsys, "rule", "--answers", str(path))
    assert data["kind"] == "advice"
    assert data["laws"] == ["12B2"]


def test_rule_answers_by_number_and_greek_decimal(capsys, tmp_path):
    path = answers_file(tmp_path, ISSUE_ANSWERS.replace("situation: no_result", "situation: 1")
                        .replace("ns_session_pct: 65", 'ns_session_pct: "65,5"'))
    data = run_json(capsys, "rule", "--answers", str(path), "--lang", "el")
    assert data["ns"]["percent"] == 65.5
    assert data["ns"]["matchpoints"] == 15.72
    assert "15,72" in data["summary"]


def test_rule_answer_not_asked_is_reported(capsys, tmp_path):
    path = answers_file(tmp_path, ISSUE_ANSWERS + "teams_assigned: 5\n")
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert code == 0
    assert out.splitlines()[0] == ISSUE_SUMMARY_EN
    assert "teams_assigned" in err


def test_rule_missing_required_answer_exits_2(capsys, tmp_path):
    path = answers_file(tmp_path, ISSUE_ANSWERS.replace("ew_fault: direct\n", ""))
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert_user_error(code, out, err, "ew_fault")
    assert out == ""


def test_rule_unknown_question_id_exits_2(capsys, tmp_path):
    path = answers_file(tmp_path, ISSUE_ANSWERS + "weather: sunny\n")
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert_user_error(code, out, err, "weather")


def test_rule_bad_answer_exits_2(capsys, tmp_path):
    path = answers_file(tmp_path, ISSUE_ANSWERS.replace("ns_session_pct: 65", "ns_session_pct: 150"))
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert_user_error(code, out, err, "ns_session_pct", "100")
    path = answers_file(tmp_path, ISSUE_ANSWERS.replace("ns_fault: none", "ns_fault: nobody"), "b.yaml")
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert_user_error(code, out, err, "ns_fault", "nobody")


def test_rule_nonexistent_file_exits_2(capsys, tmp_path):
    missing = tmp_path / "missing.yaml"
    code, out, err = run(capsys, "rule", "--answers", str(missing))
    assert_user_error(code, out, err, "missing.yaml")


@pytest.mark.parametrize("text", ["situation: [no_result\n", "- no_result\n- no\n", "just words\n", ""])
def test_rule_invalid_yaml_exits_2(capsys, tmp_path, text):
    path = answers_file(tmp_path, text, "bad.yaml")
    code, out, err = run(capsys, "rule", "--answers", str(path))
    assert_user_error(code, out, err, "bad.yaml")


# ------------------------------------------------------------ settings

def settings_file(tmp_path, text):
    path = tmp_path / "club.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_settings_file_changes_average_plus(capsys, tmp_path):
    base = ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", "--top", "24"]
    default = run_json(capsys, *base)
    assert default["ns"]["percent"] == 60
    path = settings_file(tmp_path, "[adjusted]\naverage_plus_pct = 65\n")
    data = run_json(capsys, "--settings", str(path), *base)
    assert data["ns"] == {"basis": "average_plus", "percent": 65, "matchpoints": 15.6}
    assert data["laws"] == ["12C2(a)"]
    # --settings after the command works too, and reaches the dialogue.
    answers = answers_file(tmp_path, ISSUE_ANSWERS.replace("ns_session_pct: 65\n", ""))
    data = run_json(capsys, "rule", "--answers", str(answers), "--settings", str(path))
    assert data["ns"]["percent"] == 65


def test_settings_from_the_environment(capsys, tmp_path, monkeypatch):
    path = settings_file(tmp_path, "[adjusted]\naverage_minus_imps = -2\n")
    monkeypatch.setenv("HELPER_SETTINGS", str(path))
    data = run_json(capsys, "score", "artificial", "--scoring", "imps", "--ns", "none", "--ew", "direct")
    assert data["ew"]["imps"] == -2


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("[adjusted]\naverage_plus_pct = 55\n", "average_plus_pct"),
        ("[adjusted]\naverage_plus = 65\n", "average_plus"),
        ("[adjusted\n", "club.toml"),
        ("[adjusted]\naverage_plus_pct = nan\n", "average_plus_pct"),
    ],
)
def test_bad_settings_file_exits_2(capsys, tmp_path, text, part):
    path = settings_file(tmp_path, text)
    code, out, err = run(capsys, "--settings", str(path), *ISSUE_ARGS)
    assert_user_error(code, out, err, part)
    assert out == ""


def test_laws_show_a_divided_paragraph_lists_its_parts(capsys):
    # Issue 10: a law or section number lists its parts as its answer (exit 0).
    code, out, err = run(capsys, "laws", "show", "12C2")
    assert code == 0 and out.splitlines()[-1] == "12C2 is divided into paragraphs: 12C2(a), 12C2(b), 12C2(c), 12C2(d)"
    code, out, err = run(capsys, "--lang", "zh", "laws", "show", "12C2")
    assert code == 0 and "第12条C款2项(a)、第12条C款2项(b)" in out


def test_laws_show_names_a_single_source_line(capsys):
    code, out, err = run(capsys, "laws", "show", "12C2(a)")
    assert code == 0
    assert out.strip().endswith("Source: 001_8288f277c47d1c23.txt, line 65")


@pytest.mark.parametrize("argv, message", [
    (["--top", "10000.5"], "--top: must be at most 10000: 10000.5"),
    (["--board-in-session", "1.5"], "--board-in-session: must be a whole number: 1.5"),
    (["--top", "1,000"], None),  # a thousand, as English writes it
])
def test_artificial_number_options_match_the_screen(capsys, argv, message):
    code, out, err = run(capsys, "score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct", *argv)
    if message is None:
        assert code == 0, err
        assert "NS 60% = 600 MP" in out
    else:
        assert_user_error(code, out, err, message)


def test_top_at_imps_is_refused_with_a_reason(capsys):
    code, out, err = run(capsys, "score", "artificial", "--scoring", "imps", "--ns", "none", "--ew", "direct",
                         "--top", "24")
    assert_user_error(code, out, err, "--top is for matchpoints")
