"""A fresh tester's minor findings on the ruling log (issue 8): F4 shows the details in force
after an amendment from another shell; the hint at the penalty's size says that an empty Enter
gives the standard penalty; counts with a unit take the plural forms of the language; the
language of a ruling is named in the reader's language; the settings file is recorded by its
absolute path; an appeal's new scores in percent are shown in matchpoints too.

Real SQLite records and the real command line; expected texts written out by hand.
"""

from __future__ import annotations

import os
import subprocess
import sys
from fractions import Fraction

import pytest

from helper.dialogue import render
from helper.rulings import RulingStore
from helper.scoring.penalty import procedural_penalty
from helper.tui.app import HelperApp
from helper.tui.details import DetailsScreen
from tests import support
from tests.support import PAIRS_TO_SCORE, REPO, run

RULING = """situation: no_result
director_error: "no"
form: pairs
ns_fault: none
ew_fault: direct
board_results: 13
ns_session_pct: 65
penalty: "no"
"""

data = support.log_data  # a data directory of its own (made) and the default settings


# ---------------------------------------------------------------- 3. F4 reads the record again

async def test_f4_shows_the_details_amended_from_another_shell_meanwhile(data, capsys):
    path = data / "data" / "rulings.sqlite3"
    with RulingStore.open(path, director="Anna") as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("2", "enter")  # 12B2: recorded at once
            await pilot.pause()
            [record] = store.rulings()
            assert app._recorded_id == record.id
            # Another shell: helper rulings details ID --table 11 --event X
            done = subprocess.run([sys.executable, "-m", "helper", "rulings", "details", str(record.id), "--table",
                                   "11", "--event", "X", "--by", "Bob"], cwd=REPO, capture_output=True, text=True,
                                  env={**os.environ, "PYTHONPATH": str(REPO)}, timeout=60)
            assert done.returncode == 0, done.stderr
            await pilot.press("f4")
            await pilot.pause()
            assert isinstance(app.screen, DetailsScreen)
            values = app.screen.field_values()
            assert (values["event"], values["table"], values["director"]) == ("X", "11", "Anna")
            await pilot.press("f4")  # saved as shown: nothing is undone, nothing more recorded
            await pilot.pause()
            [after] = store.rulings()
            assert after.details == {"event": "X", "table": "11", "director": "Anna"}
            assert [a.by for a in after.amendments] == ["Bob"]


# ---------------------------------------------------------------- 4. the hint at the penalty's size

async def test_the_hint_at_the_penalty_s_size_says_an_empty_enter_gives_the_standard_penalty(tmp_path):
    with RulingStore.open(tmp_path / "r.sqlite3") as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            for key in PAIRS_TO_SCORE[:-1]:  # up to EW's own session score, an optional number
                await pilot.press(key)
            await pilot.pause()
            line = app.query_one("#answer")
            assert app.dialogue.current.id == "ew_session_pct"
            assert line.placeholder == "Number, then Enter (empty Enter skips)"  # skipping it is right here
            await pilot.press("enter", "3", "enter")  # skipped; a penalty on EW: its size is asked
            await pilot.pause()
            assert app.dialogue.after_question.id == "penalty_pct"
            assert line.placeholder == "Number, then Enter (empty Enter: the standard penalty)"
            await pilot.press("f2")
            await pilot.pause()
            assert line.placeholder == "输入数字后按 Enter（直接按 Enter：标准罚分）"
            await pilot.press("f2")
            await pilot.pause()
            assert line.placeholder == "Αριθμός και Enter (κενό Enter: η τυπική ποινή)"
            await pilot.press("enter")  # what the hint says: the standard penalty, 25% of a top of 24 = 6 MP
            await pilot.pause()
            penalty = app.dialogue.ruling().penalty
            assert (penalty.side, penalty.standard, penalty.amount, penalty.matchpoints) == ("ew", True, 25, 6)


# ---------------------------------------------------------------- 5. wording

@pytest.mark.parametrize("top, pct, expected", [
    (Fraction(10), 10, "ΒΝ -10% του top = -1 βαθμός αγώνα"),  # 10% of 10 = exactly 1: singular
    (Fraction(24), 10, "ΒΝ -10% του top = -2,4 βαθμοί αγώνα"),  # 2.4: plural
    (Fraction(4), 25, "ΒΝ -25% του top = -1 βαθμός αγώνα"),
    (Fraction(6), 25, "ΒΝ -25% του top = -1,5 βαθμοί αγώνα"),  # 1.5: plural
])
def test_a_penalty_of_one_matchpoint_is_singular_in_greek(top, pct, expected):
    assert render.penalty_amount(procedural_penalty("mp", "ns", amount=pct, top=top), "el") == expected


def test_chinese_has_one_form_for_every_count():
    one = render.penalty_amount(procedural_penalty("mp", "ns", amount=10, top=Fraction(10)), "zh")
    two = render.penalty_amount(procedural_penalty("mp", "ns", amount=10, top=Fraction(20)), "zh")
    assert (one, two) == ("南北 满分的 -10% = -1 比赛分", "南北 满分的 -10% = -2 比赛分")


@pytest.mark.parametrize("lang, made", [
    ("en", "Ruling 1, made {date} (UTC) in English"),
    ("el", "Απόφαση 1, στις {date} (UTC), στα Αγγλικά"),
    ("zh", "第 1 号裁决，作于 {date}（UTC），语言：英文"),
])
def test_rulings_show_names_the_language_in_the_reader_s_language_and_the_settings_file_by_its_full_path(
        data, capsys, monkeypatch, lang, made):
    monkeypatch.chdir(data)
    (data / "s65.toml").write_text("[adjusted]\naverage_plus_pct = 65\n", encoding="utf-8")
    (data / "a.yaml").write_text(RULING, encoding="utf-8")
    assert run(capsys, "--settings", "s65.toml", "--lang", "en", "rule", "--answers", "a.yaml", "--record")[0] == 0
    [record] = RulingStore.open(data / "data" / "rulings.sqlite3").rulings()
    assert record.settings["source"] == str(data / "s65.toml")
    code, out, err = run(capsys, "--lang", lang, "rulings", "show", "1")
    assert code == 0
    assert out.splitlines()[0] == made.format(date=record.created[:16].replace("T", " "))
    assert f"{data / 's65.toml'}" in out


def test_an_appeal_changed_in_percent_shows_the_matchpoints_too_in_each_language(data, capsys):
    (data / "a.yaml").write_text(RULING, encoding="utf-8")
    assert run(capsys, "rule", "--answers", str(data / "a.yaml"), "--record")[0] == 0
    assert run(capsys, "rulings", "appeal", "1", "--outcome", "changed", "--ns", "55", "--ew", "50")[0] == 0
    # Top 24 (13 results, Law 78A): 55% = 13.2 MP, 50% = 12 MP.
    expected = {"en": "the ruling is changed: NS 55% = 13.2 MP, EW 50% = 12 MP.",
                "el": "ΒΝ 55% = 13,2 βαθμοί αγώνα, ΑΔ 50% = 12 βαθμοί αγώνα",
                "zh": "南北 55% = 13.2 比赛分，东西 50% = 12 比赛分"}
    for lang, text in expected.items():
        code, out, err = run(capsys, "--lang", lang, "rulings", "show", "1")
        assert code == 0 and text in out, out
