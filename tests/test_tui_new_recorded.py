"""Ctrl+N after a recorded ruling says that ruling N is recorded and stays, and that a new
ruling starts; it does not say its answers will be cleared (issue 7, session 10, item 7).
A real record (SQLite) in tmp_path."""

from __future__ import annotations

import re

import pytest
from textual.geometry import Region
from textual.widgets import Static

from helper.rulings import RulingStore
from helper.tui.app import HelperApp
from tests.support import PAIRS_TO_SCORE, squash

ASKED = {
    "en": "Ruling 1 is recorded and stays in the record. Start a new ruling? (y / n)",
    "zh": "第 1 号裁决已记录，并保留在记录中。开始新的裁决？（y / n）",
    "el": "Η απόφαση 1 έχει καταγραφεί και παραμένει στο αρχείο. Νέα απόφαση; (y / n)",
}


def confirm_text(app: HelperApp) -> str:
    """The confirmation box as drawn, its border and all whitespace taken out."""
    body = app.screen.query_one("#confirm-body", Static)
    strips = body.render_lines(Region(0, 0, body.region.width, body.region.height))
    return squash("".join(re.sub(r"[\u2500-\u257f]", "", strip.text) for strip in strips))


async def walk_to_score(pilot) -> None:
    for key in PAIRS_TO_SCORE:
        await pilot.press(key)
    await pilot.pause()


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_new_ruling_after_a_recorded_one_says_it_stays(tmp_path, lang):
    with RulingStore.open(tmp_path / "rulings.sqlite3") as store:
        app = HelperApp(lang=lang, store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await walk_to_score(pilot)
            assert app.dialogue.finished and len(store.rulings()) == 1
            await pilot.press("ctrl+n")
            await pilot.pause()
            text = confirm_text(app)
            assert squash(ASKED[lang]) in text
            assert "cleared" not in text and "清除" not in text and "διαγραφούν" not in text
            await pilot.press("y")
            await pilot.pause()
            assert app.dialogue.answers == []
        assert len(store.rulings()) == 1  # the recorded ruling stays


async def test_after_back_the_changed_answers_are_cleared_and_the_recorded_ruling_stays(tmp_path):
    with RulingStore.open(tmp_path / "rulings.sqlite3") as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await walk_to_score(pilot)
            await pilot.press("ctrl+p")
            await pilot.pause()
            await pilot.press("ctrl+n")
            await pilot.pause()
            assert squash("Ruling 1 stays in the record as it was recorded; the answers changed since are cleared. "
                          "Start a new ruling? (y / n)") in confirm_text(app)


async def test_a_ruling_not_recorded_still_says_its_answers_are_cleared(tmp_path):
    with RulingStore.open(tmp_path / "rulings.sqlite3") as store:
        app = HelperApp(lang="en", store=store)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("1", "enter")
            await pilot.pause()
            await pilot.press("ctrl+n")
            await pilot.pause()
            assert squash("Start over? This ruling's answers will be cleared. (y / n)") in confirm_text(app)
