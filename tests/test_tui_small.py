"""Every size the README supports, down to 60x16, shows the current question whole and the
answer line (issue 7, session 10, item 4: at 60x16 the transcript had no height after
Ctrl+N y, so the first question was not on the screen). The terminal case is in
tests/test_terminal_early.py."""

from __future__ import annotations

import pytest

from helper.tui.app import HelperApp
from tests.test_tui_early import answer_values


def question_in_view(app: HelperApp) -> None:
    """The transcript's last line (the current question) lies whole inside the transcript's
    visible region, which has height, and the answer line is on the screen."""
    transcript = app.query_one("#transcript")
    question = list(app.query("#transcript Static"))[-1]
    assert question.has_class("question")
    assert transcript.region.height > 0 and question.region.height > 0
    assert transcript.region.contains_region(question.region), (transcript.region, question.region)
    answer = app.query_one("#answer")
    assert answer.region.height == 1 and app.screen.region.contains_region(answer.region)


SIZES = [(60, 16), (80, 16), (60, 20), (80, 24)]


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
@pytest.mark.parametrize("width, height", SIZES)
async def test_the_first_question_after_a_new_ruling_is_shown(lang, width, height):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(width, height)) as pilot:
        await pilot.press("ctrl+n")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        await pilot.pause()
        question_in_view(app)


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
@pytest.mark.parametrize("width, height", SIZES[:3])
async def test_a_long_question_deep_in_a_ruling_is_shown_whole(lang, width, height):
    """How many times was the board due ... (Enter to skip: give the top instead), after five
    answers: the longest of the pairs walk, with a long error message on the status line."""
    app = HelperApp(lang=lang)
    async with app.run_test(size=(width, height)) as pilot:
        await answer_values(pilot, app, ["no_result", "no", "pairs", "none", "direct"])
        assert app.dialogue.current.id == "board_results"
        await pilot.press("x", "enter")  # refused: a two-line message on the status line
        await pilot.pause()
        await pilot.pause()
        question_in_view(app)


async def test_a_screen_growing_and_shrinking_keeps_the_question_in_view():
    app = HelperApp(lang="el")
    async with app.run_test(size=(80, 24)) as pilot:
        await answer_values(pilot, app, ["no_result", "no"])
        for size in ((60, 16), (80, 24), (80, 16)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            assert app.has_class("short") == (size[1] < 24)
            question_in_view(app)
