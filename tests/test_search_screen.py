"""The finder's result list and reading view at 80x24 in each language (issue 11, session 9):
counts in the plural the language needs, the reading view's keys on one line, a long paste
cut and said, the citation forms a Director types."""

from __future__ import annotations

import pytest
from textual import events
from textual.widgets import Input, OptionList, Static

from helper.tui.app import HelperApp
from helper.tui.search import SearchScreen
from tests.support import on_screen, squash


async def settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause()


def typed(app: HelperApp, text: str) -> None:
    """Characters as the terminal sends them, one Key each."""
    for char in text:
        app.post_message(events.Key("space" if char == " " else char, char))


async def open_finder(pilot, app: HelperApp, query: str | None = None) -> SearchScreen:
    await pilot.press("ctrl+f")
    await settle(pilot)
    if query is not None:
        typed(app, query)
        await settle(pilot)
    assert isinstance(app.screen, SearchScreen)
    return app.screen


def status(screen: SearchScreen) -> str:
    return on_screen(screen.query_one("#search-status", Static)).strip()


def keys_drawn(screen: SearchScreen) -> list[str]:
    footer = screen.query_one("#search-keys", Static)
    return [line for line in on_screen(footer).splitlines() if line.strip()]


@pytest.mark.parametrize("lang, one, four", [
    ("en", "1 paragraph found: ↑ ↓ choose, Enter reads.", "4 paragraphs found: ↑ ↓ choose, Enter reads."),
    ("el", "Βρέθηκε 1 παράγραφος: ↑ ↓ επιλογή, Enter ανάγνωση.",
     "Βρέθηκαν 4 παράγραφοι: ↑ ↓ επιλογή, Enter ανάγνωση."),
    ("zh", "找到 1 条条款：↑ ↓ 选择，Enter 阅读。", "找到 4 条条款：↑ ↓ 选择，Enter 阅读。"),
])
async def test_the_count_of_paragraphs_found_is_in_the_right_plural(lang, one, four):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        # 12C4 is one paragraph (and nothing else is searched); 86B2 is divided: 86B2, (a), (b), (c).
        screen = await open_finder(pilot, app, "12C4")
        assert [h.id for h in screen.hits] == ["12C4"]
        assert status(screen) == one
        screen.query_one("#search-line", Input).value = ""
        await settle(pilot)
        typed(app, "86B2")
        await settle(pilot)
        assert [h.id for h in screen.hits] == ["86B2", "86B2(a)", "86B2(b)", "86B2(c)"]
        assert status(screen) == four


@pytest.mark.parametrize("lang, line", [
    ("en", "F2 ←→ Language  ^G Start the ruling here  PgUp PgDn Scroll  Esc Results"),
    ("el", "F2 ←→ Γλώσσα  ^G Έναρξη απόφασης εδώ  PgUp PgDn Κύλιση  Esc Αποτελέσματα"),
    ("zh", "F2 ←→ 语言  ^G 从此处开始裁决  PgUp PgDn 滚动  Esc 结果列表"),
])
async def test_the_reading_views_keys_fit_one_line_at_80_columns(lang, line):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_finder(pilot, app, "12C2(a)")
        assert len(keys_drawn(screen)) == 1  # the results' keys: one line too
        await pilot.press("enter")
        await settle(pilot)
        assert screen.reading is not None
        drawn = keys_drawn(screen)
        assert [d.replace("\u00a0", " ") for d in drawn] == [line]  # one line, nothing wrapped


async def test_a_paste_longer_than_the_search_line_takes_is_cut_and_said():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_finder(pilot, app)
        app.post_message(events.Paste("12C4 " + "x" * 100_000))
        await settle(pilot)
        line = screen.query_one("#search-line", Input)
        assert line.value == "12C4 " + "x" * 195  # 200 characters, the first kept
        assert squash(status(screen)) == squash(
            "The search line takes at most 200 characters: the rest was left out.")
        assert [h.id for h in screen.hits] == ["12C4"]
        # A key typed into the full line is not taken, and that is said again.
        typed(app, "y")
        await settle(pilot)
        assert line.value == "12C4 " + "x" * 195
        assert squash(status(screen)) == squash(
            "The search line takes at most 200 characters: the rest was left out.")
        # A character deleted: the line is no longer cut, the count comes back.
        await pilot.press("backspace")
        await settle(pilot)
        assert line.value == "12C4 " + "x" * 194
        assert status(screen) == "1 paragraph found: ↑ ↓ choose, Enter reads."


@pytest.mark.parametrize("lang, query, first", [
    ("en", "12", "Law 12A  (2017 Laws)"),
    ("el", "Νόμος 12 Γ 2 β", "Νόμος 12Γ2(β)  (Κανονισμοί 2017)"),
    ("zh", "第１２条Ｃ款２项（ａ）", "第12条C款2项(a)  (2017 年规则)"),
    ("en", "12C2(b", "Law 12C2(b)  (2017 Laws)"),
    ("zh", "81", "第81条A款  (1997 年中文规则)"),
])
async def test_citation_forms_a_director_types_come_first_on_the_screen(lang, query, first):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_finder(pilot, app, query)
        drawn = on_screen(screen.query_one("#search-results", OptionList))
        assert drawn.splitlines()[0].strip() == first
        assert screen.hits[0].cited


@pytest.mark.parametrize("lang, query, said", [
    ("en", "13A", "Law 13A is not in the Laws held here (2017 Laws 12 and 86, 1997 Chinese Laws 81-91)."),
    ("en", "第十三条", "Law 13 is not in the Laws held here (2017 Laws 12 and 86, 1997 Chinese Laws 81-91)."),
    ("zh", "13A", "此处所收规则中没有第13条A款（2017 年规则第12条和第86条，1997 年中文规则第81条-91条）。"),
    ("zh", "第十三条", "此处所收规则中没有第13条（2017 年规则第12条和第86条，1997 年中文规则第81条-91条）。"),
])
async def test_a_law_not_held_is_said_alike_whatever_form_it_is_typed_in(lang, query, said):
    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_finder(pilot, app, query)
        assert squash(status(screen)) == squash(said)
