"""The players' view (F5 / Ctrl+G) and the procedural penalty asked after the
score, driven with Textual's pilot at 80x24 and 120x30, a real SQLite record.

The ruling is the issue's case: pairs, no result, NS in no way at fault with
65% on the other boards, EW directly at fault, due 13 times (top 24):
NS 65% = 15.6 MP, EW 40% = 9.6 MP; EW's standard procedural penalty is 25%
of a top = 6 MP (worked by hand).
"""

from __future__ import annotations

import shutil
import subprocess

import pytest
from textual.widgets import OptionList, Static

from helper.laws import LawBook
from helper.rulings import RulingStore
from helper.tui.app import HelperApp
from helper.tui.players import PlayersLanguagesScreen, PlayersScreen
from tests.support import on_screen, squash
from tests import test_terminal
from tests.test_tui import EXPECTED, choose, transcript_squashed, walk_fouled_board

terminal = test_terminal.terminal  # the real-terminal fixture (tmux, its own socket)

PENALTY_EN = ("Procedural penalty (Law 90A), the standard penalty: EW -25% of a top = -6 MP, apart from the board's "
              "score; the score of NS does not change.")


async def open_players(pilot, *digits: str) -> None:
    await pilot.press("f5")
    await pilot.pause()
    for digit in digits:
        await pilot.press(digit)
        await pilot.pause()


async def test_the_penalty_question_follows_the_score_and_the_record_is_replaced_not_doubled(tmp_path):
    with RulingStore.open(tmp_path / "rulings.sqlite3") as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await walk_fouled_board(pilot)
            assert app.dialogue.finished
            [record] = store.rulings()
            assert record.summary == EXPECTED["en"]
            # The penalty question and its three answers are on the answer
            # line's placeholder: the ruling stays in view.
            assert not app.query_one("#choices", OptionList).display
            assert "procedural penalty" not in transcript_squashed(app)
            assert app.query_one("#answer").placeholder == (
                "Is there also a procedural penalty (Law 90)?  1 No  2 On NS  3 On EW")
            await choose(pilot, "3")  # Yes, on EW
            await pilot.press("enter")  # empty: the standard penalty
            await pilot.pause()
            assert app.dialogue.asking is None
            [record] = store.rulings()  # the same record, completed
            assert record.id == 1
            assert record.summary == ("12C2(a), 12C2(c), 90A: NS 65% = 15.6 MP, EW 40% = 9.6 MP; "
                                      "procedural penalty: EW -25% of a top = -6 MP")
            assert record.score["penalty"]["matchpoints"] == "6"
            assert squash(PENALTY_EN) in transcript_squashed(app)


async def test_no_penalty_keeps_one_record_without_penalty(tmp_path):
    with RulingStore.open(tmp_path / "rulings.sqlite3") as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await walk_fouled_board(pilot)
            await choose(pilot, "1")
            [record] = store.rulings()
            assert "penalty" not in record.score and record.summary == EXPECTED["en"]
            await pilot.press("enter")  # nothing left to answer: says so
            await pilot.pause()
            assert len(store.rulings()) == 1


async def test_players_view_before_the_end_only_says_so():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await choose(pilot, "1")
        await pilot.press("f5")
        await pilot.pause()
        assert app.screen is app.screen_stack[0]
        assert "finished ruling" in on_screen(app.query_one("#status", Static))


async def test_players_view_english_and_chinese_stacked_at_80_columns():
    book = LawBook.load()
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_fouled_board(pilot)
        await choose(pilot, "3")
        await pilot.press("enter")
        await pilot.pause()
        await open_players(pilot)
        assert isinstance(app.screen, PlayersLanguagesScreen)
        await pilot.press("1", "2")  # English, then Chinese
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayersScreen) and screen.langs == ("en", "zh")
        english, chinese = screen.texts
        assert "12C2(a), 12C2(c), 90A: NS 65% = 15.6 MP, EW 40% = 9.6 MP" in english and PENALTY_EN in english
        assert "第12条C款2项(a)、第12条C款2项(c)、第90条A款：南北 65% = 15.6 比赛分，东西 40% = 9.6 比赛分" in chinese
        # The law text, verbatim, in each language where the sources hold it.
        assert book.display("12C2(c)", "en").text in english
        assert book.display("12C2(c)", "zh").text in chinese  # the 1997 Law 88, with its note
        assert "1997" in chinese
        assert book.display("90A", "zh").text in chinese
        # Stacked: the second column is below the first, each as wide as the screen.
        first, second = screen.query_one("#players-0"), screen.query_one("#players-1")
        assert first.region.y < second.region.y and first.region.width == second.region.width == 80
        assert "65%" in on_screen(first.query_one(Static))
        # Escape goes back; F5 again shows the same two languages without asking.
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is app.screen_stack[0]
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert isinstance(app.screen, PlayersScreen) and app.screen.langs == ("en", "zh")
        await pilot.press("f5")  # and closes it
        await pilot.pause()
        assert app.screen is app.screen_stack[0]


async def test_players_view_side_by_side_from_110_columns_in_greek_and_chinese():
    app = HelperApp(lang="el")
    async with app.run_test(size=(120, 30)) as pilot:
        await walk_fouled_board(pilot)
        await open_players(pilot, "3", "2")
        screen = app.screen
        assert screen.langs == ("el", "zh")
        first, second = screen.query_one("#players-0"), screen.query_one("#players-1")
        assert first.region.y == second.region.y and first.region.x < second.region.x
        assert EXPECTED["el"] in screen.texts[0] and EXPECTED["zh"] in screen.texts[1]


async def test_the_languages_are_asked_again_for_a_new_ruling_and_with_l():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_fouled_board(pilot)
        await open_players(pilot, "1", "3")
        assert app.screen.langs == ("en", "el")
        await pilot.press("l")  # choose again
        await pilot.pause()
        assert isinstance(app.screen, PlayersLanguagesScreen)
        await pilot.press("2", "1")
        await pilot.pause()
        assert app.screen.langs == ("zh", "en")
        await pilot.press("escape")
        await pilot.press("ctrl+n", "y")
        await pilot.pause()
        await walk_fouled_board(pilot)
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, PlayersLanguagesScreen)  # a new ruling: asked again
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is app.screen_stack[0]


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_penalty_players_view_and_sheet_in_a_real_terminal(terminal, tmp_path):
    """As a Director over SSH at 80x24: a ruling, a penalty on EW, the
    players' view in English and Chinese, then the sheet exported as HTML."""
    term = terminal("--lang", "en")
    term.wait_for("^X")
    term.answers("1", "1", "1", "1", "3", "13", "65")
    term.wait_for("East-West'spercentage")
    term.keys("Enter")
    term.wait_for("Istherealsoaproceduralpenalty(Law90)?1No2OnNS3OnEW")
    term.keys("3", "Enter")
    term.wait_for("Number,thenEnter(emptyEnter:thestandardpenalty)")
    term.keys("Enter")
    term.wait_for("proceduralpenalty:EW-25%ofatop=-6MP")
    term.keys("F5")
    term.wait_for("Theplayers'view:inwhichtwolanguages?")
    term.keys("1", "2")
    screen = term.wait_for("南北65%=15.6比赛分")
    assert "For the players  English | 中文" in screen
    term.keys("Escape", "C-x")
    term.wait_gone("^X")
    data = tmp_path / "data"
    out = tmp_path / "sheet.html"
    result = subprocess.run([test_terminal.sys.executable, "-m", "helper", "rulings", "export", "1", str(out),
                             "--lang", "en,zh"], env={"HELPER_DATA": str(data), "PATH": "/usr/bin:/bin",
                                                     "PYTHONPATH": str(test_terminal.REPO), "LANG": "C.UTF-8"},
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    html = out.read_text(encoding="utf-8")
    assert '<section lang="zh-Hans">' in html and "EW -25% of a top = -6 MP" in html


async def test_the_same_language_twice_is_refused_and_another_is_asked_for():
    """A fresh tester chose Greek twice (l 3 3) and got 'Ελληνικά | Ελληνικά'."""
    app = HelperApp(lang="el")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_fouled_board(pilot)
        await pilot.press("f5")
        await pilot.pause()
        await pilot.press("3", "3")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayersLanguagesScreen)  # still asking
        assert "Η γλώσσα Ελληνικά είναι ήδη η πρώτη" in str(screen.query_one("#players-langs", Static).content)
        await pilot.press("1")
        await pilot.pause()
        assert app.screen.langs == ("el", "en")


@pytest.mark.parametrize("langs, keys, tops", [
    (("zh", "el"), ("2", "3"), (["裁决", "第12条C款2项(a)、第12条C款2项(c)：南北 65% = 15.6 比赛分，东西 40% ="],
                                ["Απόφαση", "12Γ2(α), 12Γ2(γ): ΒΝ 65% = 15,6 βαθμοί αγώνα, ΑΔ 40% = 9,6 βαθμοί αγώνα"])),
    (("en", "zh"), ("1", "2"), (["Decision", "12C2(a), 12C2(c): NS 65% = 15.6 MP, EW 40% = 9.6 MP"],
                                ["裁决", "第12条C款2项(a)、第12条C款2项(c)：南北 65% = 15.6 比赛分，东西 40% ="])),
])
async def test_the_players_view_shows_its_heading_once(langs, keys, tops):
    # issue 8: the column's title 'Ruling' (裁决, Απόφαση) stood above the heading 'Decision', the same
    # word in Chinese and Greek: each column now starts at its Decision heading, under the one title line.
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_fouled_board(pilot)
        await open_players(pilot, *keys)
        screen = app.screen
        assert isinstance(screen, PlayersScreen) and screen.langs == langs
        names = {"en": "English", "zh": "中文", "el": "Ελληνικά"}
        assert on_screen(screen.query_one("#players-title", Static)).strip() == (
            f"For the players  {names[langs[0]]} | {names[langs[1]]}")
        for index, expected in enumerate(tops):
            drawn = on_screen(screen.query_one(f"#players-{index}").query_one(Static)).splitlines()
            assert [line.strip() for line in drawn[:2]] == expected
            assert drawn.count(drawn[0]) == 1


async def test_escape_at_l_cancels_only_the_change_of_languages():
    """`l` then Escape: the view stays open with the pair kept (it used to
    leave the view and forget the pair); F5 later shows the same pair."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await walk_fouled_board(pilot)
        await open_players(pilot, "1", "2")
        view = app.screen
        assert isinstance(view, PlayersScreen) and view.langs == ("en", "zh")
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, PlayersLanguagesScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is view and view.langs == ("en", "zh")
        await pilot.press("l", "3")  # a change begun and cancelled half way
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is view and view.langs == ("en", "zh")
        await pilot.press("escape")  # Escape in the view goes back to the ruling
        await pilot.pause()
        assert app.screen is app.screen_stack[0]
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, PlayersScreen) and app.screen.langs == ("en", "zh")
        await pilot.press("l", "3", "1")  # a completed change replaces the view
        await pilot.pause()
        assert isinstance(app.screen, PlayersScreen) and app.screen.langs == ("el", "en")
        assert len(app.screen_stack) == 2
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("f5")
        await pilot.pause()
        assert app.screen.langs == ("el", "en")
