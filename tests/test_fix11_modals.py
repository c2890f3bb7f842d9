"""Issue 11 item 4: every confirmation box, and the other boxes over the screen, fit a
60x20 and an 80x24 terminal in every language, their whole text visible (the y / n too),
and a Chinese ruling number stays with its unit (第 1 号裁决 never broken)."""

from __future__ import annotations

import re

import pytest
from textual.geometry import Region
from textual.widgets import Static

from helper.i18n import get_translator
from helper.rulings import RulingStore
from helper.tui.app import HelperApp
from helper.tui.common import ConfirmScreen
from helper.tui.search import SearchScreen
from tests.support import squash

SIZES = [(60, 20), (80, 24)]
LANGS = ["en", "zh", "el"]


async def settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause()


def inside(app, widget) -> None:
    region = widget.region
    assert region.width and region.height, widget
    assert region.x >= 0 and region.y >= 0, region
    assert region.right <= app.size.width and region.bottom <= app.size.height, (region, app.size)


def box_text(app) -> tuple[str, list[str]]:
    """The confirmation box as drawn: its text without the border, and its lines."""
    body = app.screen.query_one("#confirm-body", Static)
    inside(app, body)
    strips = body.render_lines(Region(0, 0, body.region.width, body.region.height))  # border and all
    lines = [re.sub(r"[\u2500-\u257f]", "", strip.text).strip() for strip in strips]
    return squash("".join(lines)), lines


async def record_a_ruling(pilot) -> None:
    """The fouled-board path of tests/test_terminal.py: a ruling recorded (number 1)."""
    for key in ("1", "1", "1", "1", "3"):
        await pilot.press(key, "enter")
        await settle(pilot)
    await pilot.press("1", "3", "enter")
    await settle(pilot)
    await pilot.press("6", "5", "enter")
    await settle(pilot)
    await pilot.press("enter")
    await settle(pilot)


async def finder_start(pilot, app, query: str) -> None:
    await pilot.press("ctrl+f")
    await settle(pilot)
    assert isinstance(app.screen, SearchScreen)
    for char in query:
        await pilot.press(char)
    await settle(pilot)
    await pilot.press("ctrl+g")
    await settle(pilot)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
async def test_the_new_ruling_confirmations_fit(lang, size):
    _ = get_translator(lang).gettext
    app = HelperApp(lang=lang)
    async with app.run_test(size=size) as pilot:
        await pilot.press("ctrl+n")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert box_text(app)[0] == squash(_("Start a new ruling? No answers have been given yet. (y / n)"))
        await pilot.press("n")
        await settle(pilot)
        await pilot.press("1", "enter")
        await settle(pilot)
        await pilot.press("ctrl+n")
        await settle(pilot)
        assert box_text(app)[0] == squash(_("Start over? This ruling's answers will be cleared. (y / n)"))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
async def test_the_finder_confirmations_fit_with_y_n_visible(lang, size):
    _ = get_translator(lang).gettext
    app = HelperApp(lang=lang)
    async with app.run_test(size=size) as pilot:
        await pilot.press("1", "enter")
        await settle(pilot)
        await finder_start(pilot, app, "12C2(a)")
        assert isinstance(app.screen, ConfirmScreen)
        from helper.laws.citation import format_id

        expected = _("Start this ruling again from Law {id}? Its answers so far will be cleared (its "
                     "details are kept). (y / n)").format(id=format_id("12C2(a)", lang))
        text, _lines = box_text(app)
        assert text == squash(expected) and text.endswith("(y/n)")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
async def test_the_finder_confirmation_after_a_recorded_ruling_fits_and_keeps_the_number_whole(lang, size, tmp_path):
    _ = get_translator(lang).gettext
    with RulingStore.open(tmp_path / "rulings.sqlite3") as store:  # a real record: the ruling gets its number
        await _recorded_then_finder(lang, size, store, _)


async def _recorded_then_finder(lang, size, store, _) -> None:
    app = HelperApp(lang=lang, store=store)
    async with app.run_test(size=size) as pilot:
        await record_a_ruling(pilot)
        assert app._recorded_id is not None
        number = app._recorded_id
        await finder_start(pilot, app, "12C2(a)")
        assert isinstance(app.screen, ConfirmScreen)
        from helper.laws.citation import format_id

        expected = _("Start a new ruling from Law {id}? Ruling {number} stays recorded as it is; its answers "
                     "leave the screen. (y / n)").format(id=format_id("12C2(a)", lang), number=number)
        text, lines = box_text(app)
        assert text == squash(expected) and text.endswith("(y/n)")
        if lang == "zh":
            assert any(f"第 {number} 号裁决" in line for line in lines), lines


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
async def test_help_and_details_boxes_fit(lang, size):
    app = HelperApp(lang=lang)
    async with app.run_test(size=size) as pilot:
        await pilot.press("f1")
        await settle(pilot)
        inside(app, app.screen.query_one("#help-scroll"))
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("f4")
        await settle(pilot)
        inside(app, app.screen.query_one("#details-body"))


@pytest.mark.parametrize("width", range(12, 61))
def test_a_chinese_ordinal_stays_with_its_unit_at_every_width(width):
    from helper.tui.wrap import wrap

    text = "从第12条C款1项(e)开始新的裁决？第 1 号裁决保持原样记录；来源：第 3-5 行。(y / n)"
    lines = wrap(text, width)
    assert any("第 1 号裁决" in line for line in lines) and any("第 3-5 行" in line for line in lines), lines
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")  # nothing lost


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
async def test_the_players_languages_box_fits(lang, size, tmp_path):
    _ = get_translator(lang).gettext
    with RulingStore.open(tmp_path / "rulings.sqlite3") as store:
        app = HelperApp(lang=lang, store=store)
        async with app.run_test(size=size) as pilot:
            await record_a_ruling(pilot)
            await pilot.press("f5")
            await settle(pilot)
            body = app.screen.query_one("#players-langs", Static)
            inside(app, body)
            strips = body.render_lines(Region(0, 0, body.region.width, body.region.height))
            text = squash("".join(re.sub(r"[\u2500-\u257f]", "", strip.text) for strip in strips))
            assert text == squash(_("The players' view: in which two languages?") + "1 English 2 中文 3 Ελληνικά"
                                  + _("Press the number of the first language (Escape: cancel)."))
