"""A ruling's words follow its figures (issue 7, session 10, items 5 and 6): the cross-IMPs
scale note names the convention used (summed: times n - 1 comparisons; averaged over the n
results: times (n - 1)/n; averaged over the comparisons: no scaling, no note), and a note says
"need not balance" / "non-balancing" only where the scores given do not balance (after Law
12C4 averaged them they do). Expected values are worked by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helper.dialogue import render
from helper.scoring import load_settings
from helper.scoring.adjusted import artificial_score
from tests.support import run

SCALE_SUM = ("Pairs at cross-IMPs: average plus and minus per comparison, times 7 comparisons, the scale of the "
             "real scores (Law 12C2(b)).")
SCALE_RESULTS = {
    "en": "Pairs at cross-IMPs averaged over the 8 results: average plus and minus per comparison, times 7/8, "
          "the scale of the real scores (Law 12C2(b)).",
    "zh": "交叉 IMP 双人赛按 8 个结果取平均：每次比较的平均正分和平均负分乘以 7/8，与实际得分同一尺度（第12条C款2项(b)）。",
    "el": "Ζεύγη σε cross-IMPs, μέσος όρος επί των 8 αποτελεσμάτων: μέσος όρος συν και μείον ανά σύγκριση, επί 7/8, "
          "η κλίμακα των πραγματικών βαθμολογιών (Νόμος 12Γ2(β)).",
}


def score_lines(score, lang: str) -> list[str]:
    """The lines of a ruling that explain ``score``: its notes, the 12C4 average, balance (helper.dialogue.render)."""
    return render._note_lines(score, lang) + render._top_and_balance_lines(score, lang)


def settings_file(tmp_path, text: str):
    path = tmp_path / "settings.toml"
    path.write_text(text, encoding="utf-8")
    return load_settings(path)


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
def test_cross_imps_averaged_over_the_results_says_times_seven_eighths(tmp_path, lang):
    settings = settings_file(tmp_path, '[scoring]\ncross_imps_average = true\ncross_imps_divisor = "results"\n')
    score = artificial_score("ximps", "none", "direct", results=8, settings=settings)
    # Average plus 3 IMPs per comparison, averaged over 8 results: 3 x 7/8 = 21/8 = 2.625 IMPs.
    assert (score.ns.imps, score.ew.imps) == (Fraction(21, 8), Fraction(-21, 8))
    lines = score_lines(score, lang)
    assert SCALE_RESULTS[lang] in lines
    assert not any("7 comparisons" in line or "7 次比较" in line or "7 συγκρίσεις" in line for line in lines)


def test_cross_imps_summed_says_times_seven_comparisons(tmp_path):
    settings = settings_file(tmp_path, "[scoring]\ncross_imps_average = false\n")
    score = artificial_score("ximps", "none", "direct", results=8, settings=settings)
    assert (score.ns.imps, score.ew.imps) == (21, -21)  # 3 x 7
    assert SCALE_SUM in score_lines(score, "en")


def test_cross_imps_averaged_over_the_comparisons_is_not_scaled_and_says_nothing_of_it(tmp_path):
    settings = settings_file(tmp_path, '[scoring]\ncross_imps_average = true\ncross_imps_divisor = "comparisons"\n')
    score = artificial_score("ximps", "none", "direct", results=8, settings=settings)
    assert (score.ns.imps, score.ew.imps) == (3, -3)
    assert not any("Pairs at cross-IMPs" in line for line in score_lines(score, "en"))


def test_the_command_line_names_the_convention_with_its_figure(capsys, tmp_path, monkeypatch):
    path = tmp_path / "x.toml"
    path.write_text('[scoring]\ncross_imps_average = true\ncross_imps_divisor = "results"\n', encoding="utf-8")
    monkeypatch.setenv("HELPER_SETTINGS", str(path))
    code, out, err = run(capsys, "score", "artificial", "--scoring", "ximps", "--ns", "none", "--ew", "direct",
                         "--results", "8")
    assert code == 0 and SCALE_RESULTS["en"] in out and "7 comparisons" not in out


# ------------------------------------------------------------------ item 6: balance said from the scores

KO_82C = {
    "en": "The Director's error: both sides are treated as non-offending (Law 82C).",
    "zh": "裁判的错误：双方均视为非违规方（第82条C款）。",
    "el": "Σφάλμα του Διαιτητή: και οι δύο άξονες θεωρούνται αναίτιοι (Νόμος 82Γ).",
}


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
def test_the_directors_error_in_a_knockout_averaged_to_zero_does_not_say_need_not_balance(lang):
    # Law 82C: both non-offending, +3 and +3 IMPs; Law 12C4: each gets (3 - 3)/2 = 0.
    score = artificial_score("imps", "none", "none", director_error=True, knockout=True)
    assert (score.ns.imps, score.ew.imps) == (0, 0)
    lines = score_lines(score, lang)
    assert KO_82C[lang] in lines
    assert not any("need not balance" in line or "无须平衡" in line or "δεν χρειάζεται" in line for line in lines)


def test_the_directors_error_outside_a_knockout_still_says_need_not_balance():
    score = artificial_score("imps", "none", "none", director_error=True)
    assert (score.ns.imps, score.ew.imps) == (3, 3)
    assert ("The Director's error: both sides are treated as non-offending (Law 82C); the scores need not "
            "balance.") in score_lines(score, "en")


def test_a_split_score_averaged_to_balance_is_not_called_non_balancing(capsys):
    # Teams, other table +170; NS from 4SN= (+420: 250 = 6 IMPs), EW from 4SN-1 (-50: 220 = 6 IMPs
    # to EW); Law 12C4 averages +6 and +6 to 0 and 0.
    code, out, err = run(capsys, "score", "weighted", "--scoring", "imps", "--other-table", "170",
                         "--ns-outcome", "100:4SN=", "--ew-outcome", "100:4SN-1", "--knockout")
    assert code == 0
    assert out.splitlines()[0] == "12C1(a), 12C1(b), 12C1(e), 12C4: NS 0 IMPs, EW 0 IMPs"
    assert "Each side's score comes from its own outcomes (Law 12C1(e)); here the two scores balance." in out
    assert "Non-balancing" not in out and "do not balance" not in out


def test_a_split_score_that_does_not_balance_says_so(capsys):
    code, out, err = run(capsys, "score", "weighted", "--scoring", "imps", "--other-table", "170",
                         "--ns-outcome", "100:4SN=", "--ew-outcome", "100:4SN-1")
    assert code == 0
    assert "Non-balancing score: each side's score comes from its own outcomes (Law 12C1(e))." in out
