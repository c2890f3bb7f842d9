"""An explicit --lang wins over the language chosen during a resumed ruling (issue 10, fix10c
item 5); the screen says the ruling was in another language, and that language stays with the
ruling for a later resume without --lang. Pilot on a real SQLite record."""

from __future__ import annotations

from textual.widgets import Static

from helper.rulings import RulingStore
from helper.tui.app import HelperApp
from tests.support import on_screen, squash


async def _ruling_chosen_in_greek(path) -> None:
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(100, 30)) as pilot:
            for key in ("1", "1", "1", "1", "3"):  # a fouled board ... up to board_results
                await pilot.press(key, "enter")
                await pilot.pause()
            await pilot.press("ctrl+t")  # en -> zh
            await pilot.press("ctrl+t")  # zh -> el
            await pilot.pause()
            assert app.lang == "el"


async def test_an_explicit_lang_en_wins_and_the_screen_says_so(tmp_path):
    path = tmp_path / "rulings.sqlite3"
    await _ruling_chosen_in_greek(path)
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        app.lang_given = True  # helper --lang en
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert app.lang == "en"
            assert app.dialogue.current.id == "board_results"
            status = squash(on_screen(app.query_one("#status", Static)))
            assert status.endswith(squash("It was in Greek; it is shown in the language asked for with --lang "
                                          "(F2 changes it)."))
            await pilot.press("1", "3", "enter")  # an answer saved: the ruling keeps its own language
            await pilot.pause()
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)  # no --lang: the ruling's own language again
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert app.lang == "el"


async def test_an_explicit_lang_that_is_the_rulings_own_says_nothing_more(tmp_path):
    path = tmp_path / "rulings.sqlite3"
    await _ruling_chosen_in_greek(path)
    with RulingStore.open(path) as store:
        app = HelperApp(lang="el", store=store)
        app.lang_given = True
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert app.lang == "el"
            assert "--lang" not in on_screen(app.query_one("#status", Static))
