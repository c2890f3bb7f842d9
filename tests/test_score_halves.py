"""An exact half shown as the ``[scoring] score_halves`` setting says (issue 8):
``away`` from zero (the default) or ``towards_average`` (50% for a
percentage, half the top for matchpoints, 0 for IMPs), on every place a score
is shown: the formatter, the CLI text, the ruling sheet and ``rulings show``,
the appeal outcomes, the screen and the players' view. The CSV and JSON
exports keep the exact value (they round nothing).

Every expected figure is worked by hand:

- a pairs board due 13 times has a top of 2 x 12 = 24 MP (Law 78A); own
  session scores of 60.125% and 39.875% (Law 12C2(c)) are 0.60125 x 24 =
  14.43 MP and 0.39875 x 24 = 9.57 MP. At two decimals 60.125 is an exact
  half: away from zero 60.13%, towards 50 60.12%; 39.875 -> 39.88% either
  way (away from zero and towards 50 are both up).
- due 5 times: top 2 x 4 = 8 MP; 60.0625% of 8 = 4.805 MP (an exact half:
  away 4.81, towards 4 = half the top 4.80, shown 4.8); 39.9375% of 8 =
  3.195 MP (3.20 either way, shown 3.2); 60.0625% and 39.9375% are shown
  60.06% and 39.94% (no half at two decimals).
- teams: own session averages +3.125 and -3.125 IMPs: away +3.13 / -3.13,
  towards 0 +3.12 / -3.12.
"""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction
from pathlib import Path

import pytest

from helper.dialogue.render import format_side, towards
from helper.i18n import format_number, format_percent, format_signed
from helper.rulings import RulingStore
from helper.scoring import Scoring, SideScore
from helper.scoring.settings import load_settings
from tests.support import run, squash

F = Fraction
TOWARDS = '[scoring]\nscore_halves = "towards_average"\n'
AWAY = '[scoring]\nscore_halves = "away"\n'

SESSION_24 = """situation: no_result
director_error: "no"
form: pairs
ns_fault: none
ew_fault: direct
board_results: 13
ns_session_pct: 60.125
ew_session_pct: 39.875
"""
SESSION_8 = SESSION_24.replace("board_results: 13", "board_results: 5").replace(
    "60.125", "60.0625").replace("39.875", "39.9375")


def settings_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / ("towards.toml" if "towards" in text else "away.toml")
    path.write_text(text, encoding="utf-8")
    return path


# ---------------------------------------------------------------- the formatter

@pytest.mark.parametrize("value, centre, shown", [
    (F(25, 8), None, "3.13"),  # 3.125 away from zero
    (F(25, 8), F(6), "3.13"),  # below the average 6 (top 12): up, towards it
    (F(71, 8), F(6), "8.87"),  # 8.875 above it: down, towards it
    (F(-25, 8), None, "-3.13"),
    (F(-25, 8), F(0), "-3.12"),  # IMPs towards 0
    (F(25, 8), F(0), "3.12"),
    (F(3126, 1000), F(0), "3.13"),  # not an exact half: nearest, whatever the setting
    (F(3124, 1000), None, "3.12"),
    (F(-1, 1000), F(0), "-0"),  # a negative value rounding to zero keeps its sign, as Babel
    (F(13), F(6), "13"),
])
def test_format_number_halves(value, centre, shown):
    assert format_number(value, "en", towards=centre) == shown


def test_format_percent_and_signed_halves_in_each_language():
    assert format_percent(F(481, 8), "en") == "60.13%"
    assert format_percent(F(481, 8), "en", towards=50) == "60.12%"
    assert format_percent(F(319, 8), "en", towards=50) == "39.88%"
    assert format_percent(F(319, 8), "el", towards=50) == "39,88%"
    assert format_percent(F(481, 8), "el", towards=50) == "60,12%"
    assert format_percent(F(481, 8), "zh") == "60.13%"
    assert format_signed(F(25, 8), "en", towards=0) == "+3.12"
    assert format_signed(F(-25, 8), "el", towards=0) == "-3,12"
    assert format_signed(F(-25, 8), "el") == "-3,13"
    # One decimal: 62.25 is a half there.
    assert format_percent(F(249, 4), "en", decimals=1) == "62.3%"
    assert format_percent(F(249, 4), "en", decimals=1, towards=50) == "62.2%"


def test_towards_names_the_average_of_each_figure():
    assert towards("away", "percent") is None and towards("away", "imps") is None
    assert towards("towards_average", "percent") == 50
    assert towards("towards_average", "imps") == 0
    assert towards("towards_average", "matchpoints", F(24)) == 12
    assert towards("towards_average", "matchpoints", None) is None  # no top: away from zero


def test_format_side_follows_halves_and_top():
    side = SideScore(basis=None, percent=F(481, 8), matchpoints=F(1443, 100))
    assert format_side(side, Scoring.MATCHPOINTS, "en") == "60.13% = 14.43 MP"
    assert format_side(side, Scoring.MATCHPOINTS, "en", "towards_average", F(24)) == "60.12% = 14.43 MP"
    mp = SideScore(basis=None, percent=F(961, 16), matchpoints=F(961, 200))  # 60.0625% = 4.805 MP, top 8
    assert format_side(mp, Scoring.MATCHPOINTS, "en") == "60.06% = 4.81 MP"
    assert format_side(mp, Scoring.MATCHPOINTS, "en", "towards_average", F(8)) == "60.06% = 4.8 MP"


# ---------------------------------------------------------------- the command line

@pytest.mark.parametrize("text, ns, ew", [
    (None, "60.13% = 14.43 MP", "39.88% = 9.57 MP"),
    (AWAY, "60.13% = 14.43 MP", "39.88% = 9.57 MP"),
    (TOWARDS, "60.12% = 14.43 MP", "39.88% = 9.57 MP"),
])
def test_score_artificial_matchpoints(capsys, tmp_path, text, ns, ew):
    extra = [] if text is None else ["--settings", str(settings_file(tmp_path, text))]
    code, out, err = run(capsys, "score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct",
                         "--top", "24", "--ns-session", "60.125", "--ew-session", "39.875", *extra)
    assert code == 0, err
    assert out.splitlines()[0] == f"12C2(a), 12C2(c): NS {ns}, EW {ew}"
    assert f"NS: its own score on the other boards of the session (Law 12C2(c)): {ns}" in out


@pytest.mark.parametrize("text, ns, ew", [(AWAY, "+3.13", "-3.13"), (TOWARDS, "+3.12", "-3.12")])
def test_score_artificial_imps(capsys, tmp_path, text, ns, ew):
    code, out, err = run(capsys, "score", "artificial", "--scoring", "imps", "--ns", "none", "--ew", "direct",
                         "--ns-session", "3.125", "--ew-session", "-3.125",
                         "--settings", str(settings_file(tmp_path, text)))
    assert code == 0, err
    assert out.splitlines()[0] == f"12C2(a), 12C2(b), 12C2(c): NS {ns} IMPs, EW {ew} IMPs"


@pytest.mark.parametrize("text, shown", [(AWAY, "3.13"), (TOWARDS, "3.12")])
def test_score_artificial_imps_in_greek(capsys, tmp_path, text, shown):
    code, out, err = run(capsys, "--lang", "el", "score", "artificial", "--scoring", "imps", "--ns", "none",
                         "--ew", "direct", "--ns-session", "3,125", "--ew-session", "-3,125",  # Greek: a decimal comma
                         "--settings", str(settings_file(tmp_path, text)))
    assert code == 0, err
    comma = shown.replace(".", ",")
    assert f"+{comma}" in out.splitlines()[0] and f"-{comma}" in out.splitlines()[0]


@pytest.mark.parametrize("text, mp", [(AWAY, "4.81"), (TOWARDS, "4.8")])
def test_rule_record_show_sheet_and_appeal(capsys, tmp_path, monkeypatch, text, mp):
    """The replayed ruling, its record, ``rulings show``, the sheet and a changed appeal score."""
    monkeypatch.setenv("HELPER_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("HELPER_SETTINGS", str(settings_file(tmp_path, text)))
    answers = tmp_path / "a.yaml"
    answers.write_text(SESSION_8, encoding="utf-8")
    code, out, err = run(capsys, "rule", "--answers", str(answers), "--record")
    assert code == 0, err
    expected = f"12C2(a), 12C2(c): NS 60.06% = {mp} MP, EW 39.94% = 3.2 MP"
    assert out.splitlines()[0] == expected
    with RulingStore.open(tmp_path / "data" / "rulings.sqlite3") as store:
        [record] = store.rulings()
    assert record.summary == expected
    # An appeals committee changes the score to 60.125% / 39.875%: shown by the same regulation.
    code, out, err = run(capsys, "rulings", "appeal", "1", "--outcome", "changed", "--ns", "60.125", "--ew", "39.875")
    assert code == 0, err
    changed = "60.12%" if text == TOWARDS else "60.13%"
    code, out, err = run(capsys, "rulings", "show", "1")
    assert code == 0, err
    assert expected in out
    # The top is 8 (4.805 MP is 60.0625%): 60.125% of 8 = 4.81 MP and 39.875% of 8 = 3.19 MP, exactly.
    assert f"the ruling is changed: NS {changed} = 4.81 MP, EW 39.88% = 3.19 MP." in out
    code, out, err = run(capsys, "rulings", "show", "1", "--lang", "el")
    assert code == 0, err
    assert f"60,06% = {mp.replace('.', ',')}" in out and changed.replace(".", ",") in out
    sheet = tmp_path / "sheet.md"
    code, out, err = run(capsys, "rulings", "export", "1", str(sheet))
    assert code == 0, err
    written = sheet.read_text(encoding="utf-8").replace("\\", "")  # Markdown escapes ( and )
    assert expected in written and f"NS {changed} = 4.81 MP, EW 39.88% = 3.19 MP" in written
    # The exports round nothing: the exact values under either setting.
    table = tmp_path / "log.csv"
    code, out, err = run(capsys, "rulings", "export", str(table))
    assert code == 0, err
    [row] = list(csv.DictReader(io.StringIO(table.read_text(encoding="utf-8-sig"))))
    assert (row["ns_percent"], row["ns_matchpoints"], row["ew_matchpoints"]) == ("60.0625", "4.805", "3.195")
    log = tmp_path / "log.json"
    code, out, err = run(capsys, "rulings", "export", str(log))
    assert code == 0, err
    [shown] = json.loads(log.read_text(encoding="utf-8"))
    assert shown["ns"]["matchpoints"] == 4.805 and shown["ns"]["matchpoints_exact"] == "961/200"


@pytest.mark.parametrize("text, mp", [(AWAY, "13.63"), (TOWARDS, "13.62")])
def test_score_matchpoints_neuberg_follows_the_setting(capsys, tmp_path, text, mp):
    """``score matchpoints``: +450 beats 6 of 7 other results and loses to 1: 12 of 14 MP
    (85.71%). Neuberg to 9 expected results (top 16): (12 + 1) x 9/8 - 1 = 13.625 MP, an
    exact half: away 13.63, towards 8 (half the top) 13.62; 13.625 / 16 = 85.15625% -> 85.16%."""
    code, out, err = run(capsys, "score", "matchpoints", "--field", "500,400,300,200,100,50,-50", "--score", "450",
                         "--expected", "9", "--settings", str(settings_file(tmp_path, text)))
    assert code == 0, err
    assert out.splitlines() == ["NS +450: 12 of 14 MP (85.71%) (Law 78A)",
                                f"Neuberg, 9 results expected: {mp} of 16 MP (85.16%)"]


# ---------------------------------------------------------------- the screen and the players' view

@pytest.mark.parametrize("text, ns", [(AWAY, "60.13% = 14.43 MP"), (TOWARDS, "60.12% = 14.43 MP")])
async def test_screen_and_players_view(tmp_path, text, ns):
    from helper.tui.app import HelperApp
    from helper.tui.players import PlayersScreen
    from tests.test_tui import choose, transcript_squashed, type_line

    settings = load_settings(settings_file(tmp_path, text))
    with RulingStore.open(tmp_path / "rulings.sqlite3") as store:
        app = HelperApp(lang="en", settings=settings, store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await choose(pilot, "1", "1", "1", "1", "3")  # no result, no Director's error, pairs, NS none, EW direct
            await type_line(pilot, "13")
            await type_line(pilot, "60.125")
            await type_line(pilot, "39.875")
            expected = f"12C2(a), 12C2(c): NS {ns}, EW 39.88% = 9.57 MP"
            assert squash(expected) in transcript_squashed(app)
            await choose(pilot, "1")  # no procedural penalty
            [record] = store.rulings()
            assert record.summary == expected
            await pilot.press("f5")
            await pilot.pause()
            await pilot.press("1", "3")  # English and Greek
            await pilot.pause()
            assert isinstance(app.screen, PlayersScreen)
            english, greek = app.screen.texts
            assert expected in english
            assert ns.replace(".", ",").split(" =")[0] in greek
