"""Review-screen faults fresh tester 9t found (issue 9, section 3; fix9at): the list rebuilt keeps the entry, not
its row; ``d`` comes back to the paragraph left; the pane header fits its line in every language; Tab never
throws typing away; the keys lines say what the keys do; a cut line ends with an ellipsis at a word; Chinese
keeps a number with its measure word; a glossary finding names the term expected.
Real catalogue files in a private copy of the checkout; Pilot."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from helper.tui.review import ReviewApp
from tests.support import checked, copy_checkout
from tests.test_review_faults import goto


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    return copy_checkout(tmp_path / "checkout")


def listed(screen) -> list[str]:
    """The paragraph ids of the list's rows as drawn (the options' ids are the msgctxts)."""
    option_list = screen.query_one("#review-list", OptionList)
    return [option_list.get_option_at_index(i).id.split("|", 1)[1] for i in range(option_list.option_count)]


def highlighted(screen) -> str:
    """The paragraph id of the list's highlighted row (what the reviewer sees selected)."""
    option_list = screen.query_one("#review-list", OptionList)
    return option_list.get_option_at_index(option_list.highlighted).id.split("|", 1)[1]


# ---------------------------------------------------------------- 1. the list rebuilt keeps the entry

@pytest.mark.parametrize("start", ["12C2(a)", "12C2(c)", "12C3", "86B3"])
async def test_the_filter_keeps_the_entry_not_the_row(checkout, start):
    # tester 9t: f at 12C2(a) selected 12C2(b), at 12C2(c) 12C2(d), at 12C3 86A; f off at 12C2(c) 12C2(b),
    # at 86B3 86B2(b). Each of these needs a look (fuzzy or with findings in the Chinese): it stays listed.
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await goto(pilot, start)
        assert screen.current.id == start
        await pilot.press("f")
        await pilot.pause()
        assert "12C4" not in listed(screen)  # the filter is on: the list is shorter, the rows moved
        assert (screen.current.id, highlighted(screen)) == (start, start)
        await pilot.press("f")
        await pilot.pause()
        assert "12C4" in listed(screen)
        assert (screen.current.id, highlighted(screen)) == (start, start)
        await pilot.press("a")  # a acts on the entry read: asks about 12C2(c)'s or says it of this one
        await pilot.pause()
        assert screen.current.id == start


@pytest.mark.parametrize(("start", "then"), [("12C4", "86A"), ("12A2", "12A3")])
async def test_an_entry_filtered_out_gives_way_to_the_next(checkout, start, then):
    # 12C4 and 12A2 are translated without findings in the Chinese: not listed by f; the next in order is shown.
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await goto(pilot, start)
        await pilot.press("f")
        await pilot.pause()
        assert start not in listed(screen)
        assert (screen.current.id, highlighted(screen)) == (then, then)
        await pilot.press("f")  # off again: the entry shown stays
        await pilot.pause()
        assert (screen.current.id, highlighted(screen)) == (then, then)


async def test_an_empty_list_gives_the_entry_back(checkout):
    # l with f on: the Greek (official texts) has nothing to look at; l back, or f off, shows the entry left
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await pilot.press("f")
        await pilot.pause()
        await goto(pilot, "86B3")
        await pilot.press("l")
        await pilot.pause()
        assert (screen.target, listed(screen), screen.current) == ("el", [], None)
        await pilot.press("l")
        await pilot.pause()
        assert (screen.target, screen.current.id, highlighted(screen)) == ("zh", "86B3", "86B3")
        await pilot.press("l", "f")
        await pilot.pause()
        assert (screen.target, screen.only_problems) == ("el", False)
        assert (screen.current.id, highlighted(screen)) == ("86B3", "86B3")


async def test_d_comes_back_to_the_paragraph_left(checkout):
    # tester 9t: d to the interface strings and d back showed 12A, not 12C2(c)
    app = ReviewApp(ui_lang="en", target="zh", root=checkout, reviewer="R")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await goto(pilot, "12C2(c)")
        await pilot.press("d")
        await checked(pilot, screen)
        assert screen.domain == "messages"
        await pilot.press("down", "down")
        await pilot.pause()
        interface = screen.current.msgctxt
        await pilot.press("d")
        await checked(pilot, screen)
        assert screen.domain == "laws"
        assert (screen.current.id, highlighted(screen)) == ("12C2(c)", "12C2(c)")
        await pilot.press("d")
        await checked(pilot, screen)
        assert screen.current.msgctxt == interface
