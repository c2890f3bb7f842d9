"""The Textual UI on the fouled-board path (Law 87B) at 80x24: typed key by
key, a skipped optional traveller, an impossible count refused with nothing
lost, the ruling in each language."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from helper.tui.app import HelperApp
from tests.support import on_screen, squash

SUMMARY = {
    "en": "87B: NS 95.71% = 13.4 MP, EW 4.29% = 0.6 MP",
    "zh": "第87条B款：南北 95.71% = 13.4 比赛分，东西 4.29% = 0.6 比赛分",
    "el": "87Β: ΒΝ 95,71% = 13,4 βαθμοί αγώνα, ΑΔ 4,29% = 0,6 βαθμοί αγώνα",
}


def transcript_squashed(app: HelperApp) -> str:
    return squash("".join(on_screen(w) for w in app.query("#transcript Static")))


async def type_line(pilot, text: str) -> None:
    keys = {" ": "space", ",": "comma"}
    for char in text:
        await pilot.press(keys.get(char, char))
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_fouled_board_in_two_versions(lang):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        for key in ("7", "1", "1"):  # fouled; two versions; neither side vulnerable
            await pilot.press(key, "enter")  # a digit only fills the line: Enter answers
            await pilot.pause()
        assert app.dialogue.current.id == "fouled_table"
        await type_line(pilot, "+450")
        await type_line(pilot, "420, 420, 170, -50")
        await type_line(pilot, "140, 110, -100")
        await type_line(pilot, "7")  # fewer than the 8 results given: refused
        assert app.dialogue.current.id == "fouled_expected"
        assert len(app.dialogue.answers) == 6
        assert on_screen(app.query_one("#status", Static)).strip()
        await pilot.press("ctrl+u")
        await type_line(pilot, "8")
        assert app.dialogue.finished
        assert squash(SUMMARY[lang]) in transcript_squashed(app)
        if lang == "zh":
            # The long version lines wrap at 80 columns without cutting 南北 / 东西.
            for widget in app.query("#transcript Static"):
                lines = on_screen(widget).splitlines()
                for upper, lower in zip(lines, lines[1:]):
                    assert not (upper.rstrip().endswith("南") and lower.lstrip().startswith("北")), (upper, lower)
                    assert not (upper.rstrip().endswith("东") and lower.lstrip().startswith("西")), (upper, lower)


async def test_skipped_traveller_of_this_tables_version():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        for key in ("7", "1", "1"):
            await pilot.press(key, "enter")  # a digit only fills the line: Enter answers
            await pilot.pause()
        await type_line(pilot, "+140")
        await type_line(pilot, "")  # no other table played this version
        assert app.dialogue.current.id == "fouled_other"
        await type_line(pilot, "450, 420, 420, 170, -50, 110")
        await type_line(pilot, "8")
        assert app.dialogue.finished
        text = transcript_squashed(app)
        assert squash("87B, 12C2(a): NS 60% = 8.4 MP, EW 60% = 8.4 MP") in text
        assert squash("The scores do not balance (NS and EW together 120%): Law 87B allows it.") in text
