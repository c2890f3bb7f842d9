"""Issue 10 §1, screen details, driven with Textual's pilot on a real SQLite record."""

from __future__ import annotations

from textual.widgets import Static

from helper.rulings import RulingStore
from helper.tui.app import HelperApp
from tests.support import on_screen

FOULED_BOARD_KEYS = ["1", "1", "1", "1", "3"]


async def _choose(pilot, *keys: str) -> None:
    for key in keys:
        await pilot.press(key, "enter")
        await pilot.pause()


async def test_the_language_chosen_during_a_ruling_is_restored_on_resume(tmp_path):
    path = tmp_path / "rulings.sqlite3"
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await _choose(pilot, *FOULED_BOARD_KEYS)
            await pilot.press("ctrl+t")  # en -> the next language
            await pilot.pause()
            chosen = app.lang
            assert chosen != "en"
        # The connection drops; the next start comes up in the environment's English.
    with RulingStore.open(path) as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert app.lang == chosen
            assert app.dialogue.current.id == "board_results"


async def test_enter_on_a_line_of_spaces_at_a_text_question_says_what_is_needed():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        # Knockout, not known, ... : the potential results of the board are a text question.
        await _choose(pilot, "4", "1", "2", "1")
        assert app.dialogue.current.id == "single_outcomes"
        before = len(app.dialogue.answers)
        for key in ("space", "space", "space", "enter"):
            await pilot.press(key)
        await pilot.pause()
        assert len(app.dialogue.answers) == before
        status = on_screen(app.query_one("#status", Static)).strip()
        assert status == "This question needs an answer."
