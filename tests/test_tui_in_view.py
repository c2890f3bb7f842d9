"""After every answer the transcript shows the last answer and the whole new question (and a
choice question's choices are on the screen), at 80x24 and smaller, in en/zh/el (issue 7,
session 10 fix7d, item 3: after the score, at "Is there also a procedural penalty (Law 90)?",
3 Enter left the score block in view; neither "> On EW" nor the penalty's size question was
visible, and a Director who typed 3 Enter again recorded a 3% penalty unseen)."""

from __future__ import annotations

import pytest

from helper.tui.app import HelperApp
from tests.test_tui_early import TEAMS, answer_values
from tests.test_tui_keys import settle

SIZES = [(60, 16), (80, 16), (60, 20), (80, 24)]


def answer_and_question_in_view(app: HelperApp) -> None:
    transcript = app.query_one("#transcript")
    lines = list(app.query("#transcript Static"))
    question = lines[-1]
    assert question.has_class("question")
    answers = [w for w in lines if w.has_class("answer")]
    assert transcript.region.height > 0
    for widget in (answers[-1], question) if answers else (question,):
        assert widget.region.height > 0 and transcript.region.contains_region(widget.region), (
            str(widget.render()), transcript.region, widget.region)
    choices = app.query_one("#choices")
    if choices.display:
        assert choices.region.height > 0 and app.screen.region.contains_region(choices.region)


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
@pytest.mark.parametrize("width, height", SIZES)
async def test_the_penalty_side_answered_shows_it_and_the_size_question(lang, width, height):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(width, height)) as pilot:
        await answer_values(pilot, app, TEAMS)
        assert app.dialogue.finished and app.question_node.id == "penalty"
        await pilot.press("3", "enter")  # on EW
        await settle(pilot)
        await pilot.pause(0.1)
        assert app.question_node.id == "penalty_imps"
        answer_and_question_in_view(app)
        last = list(app.query("#transcript Static"))
        assert last[-2].has_class("answer") and last[-1].has_class("question")


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
@pytest.mark.parametrize("width, height", [(60, 16), (80, 24)])
async def test_every_question_of_a_ruling_is_in_view_with_the_answer_before_it(lang, width, height):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(width, height)) as pilot:
        for value in TEAMS:
            await answer_values(pilot, app, [value])
            await settle(pilot)
            if not app.dialogue.finished:
                answer_and_question_in_view(app)
