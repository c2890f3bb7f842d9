"""Issue 10 (fix10k): every scrolling pane of the Director's screens leaves a blank column between its
text and its scroll bar, and, the bar hidden, between its text and its right edge. The lead saw the law
panel's "... (at least 60% in pairs) to▇▇" at 80x24: Textual draws a scroll bar inside its pane's
padding, so text padded "0 1" ran into the bar (helper/tui/helper.tcss, the rule for every pane).

The panes: the transcript, the law panel and the answers of the main screen, the help, the law finder's
results and paragraph text, and the players' view's columns; each as drawn (the screen's composed rows)
in English, Chinese and Greek at 80x24, 60x16 and 110x30, full of long paragraphs (a whole ruling, the
laws it cites). A wide (Chinese) character that reached into the blank column would be found there: the
row is read cell by cell, a two-cell character covering both its cells."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from helper.tui.app import HelperApp
from tests.test_answer_screens import FIELD

SIZES = ((80, 24), (60, 16), (110, 30))

MAIN_PANES = ("#transcript", "#laws", "#choices")


def cell_at(row: str, column: int) -> str:
    """The character drawn in ``column`` (0-based) of a screen row: a two-cell character is found at
    both its cells."""
    at = 0
    for char in row:
        width = cell_len(char)
        if at <= column < at + max(width, 1):
            return char
        at += width
    return ""


def rows(app) -> list[str]:
    """The screen's rows as composed (the screen on top, the one beneath where it shows through)."""
    from textual.strip import Strip

    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    return [Strip.join(list(line)).text for line in update.strips]


def gap_column(pane) -> tuple[int, bool]:
    """The column that must be blank in every row of ``pane``, and whether its scroll bar is shown:
    the column just left of the bar, else the pane's last column inside its border."""
    bar = pane.vertical_scrollbar
    if pane.show_vertical_scrollbar and pane.scrollbar_size_vertical and bar.region.width:
        return bar.region.x - 1, True
    return pane.region.shrink(pane.styles.border.spacing).right - 1, False


def touching(app, pane, where) -> list:
    """The rows of ``pane`` (screen rows) whose gap column is not blank, with the row's text."""
    if not pane.display or not pane.region.width or not pane.region.height:
        return []
    screen = rows(app)
    column, _barred = gap_column(pane)
    found = []
    inside = pane.region.shrink(pane.styles.border.spacing)  # its rows of text, not its border's
    for y in range(inside.y, min(inside.bottom, len(screen))):
        if cell_at(screen[y], column) not in (" ", ""):
            found.append((where, pane.id or pane.classes, y, screen[y]))
    return found


async def check(pilot, app, selectors, where, barred: dict, sizes=SIZES) -> list:
    """The rows touching, of every pane named (``selectors`` on the current screen), at each size."""
    found = []
    for size in sizes:
        await pilot.resize_terminal(*size)
        for _ in range(3):
            await pilot.pause()
        for selector in selectors:
            for pane in app.screen.query(selector):
                found += touching(app, pane, (where, size))
                if pane.display and gap_column(pane)[1] and pane.region.height:
                    barred[selector] = barred.get(selector, 0) + 1
    await pilot.resize_terminal(80, 24)
    for _ in range(3):
        await pilot.pause()
    return found


async def answer(pilot, app, value: str) -> None:
    app.query_one("#answer").value = value
    await pilot.press("enter")
    for _ in range(20):
        await pilot.pause(0.02)


@pytest.mark.parametrize("lang, plain", [("en", False), ("zh", False), ("el", False), ("zh", True)])
async def test_no_text_touches_a_scroll_bar_or_the_right_edge(lang, plain):
    """``plain``: the main screen's and the players' panes without scroll bars (their block characters are
    of ambiguous width): every pane's text leaves its last column blank."""
    app = HelperApp(lang=lang, plain=plain)
    barred: dict[str, int] = {}
    found = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        found += await check(pilot, app, MAIN_PANES, "first question", barred)
        # A whole ruling (the one of tests/test_answer_screens.py): 12C1(c) with a 200-result traveller.
        for value in ("6", "1", "1", "1", "3SN=", "1", "1", "50 4SN=; 30 4SN+1; 20 4SN-1"):
            await answer(pilot, app, value)
            found += await check(pilot, app, MAIN_PANES, f"after {value}", barred, ((80, 24),))
        found += await check(pilot, app, MAIN_PANES, "traveller question", barred)
        await answer(pilot, app, FIELD)
        for _ in range(100):
            if app.dialogue.finished:
                break
            await pilot.pause(0.05)
        assert app.dialogue.finished
        found += await check(pilot, app, MAIN_PANES, "ruling", barred)
        # The help (every key); the players' view of this ruling in two languages; the law finder: many
        # results, then a long paragraph (12C2(a), 410 characters in English), which needs its scroll bar
        # only below the smallest screen supported (60x16).
        players = ("1" if lang != "en" else "2", "3" if lang != "el" else "2")
        for keys, selector, where, sizes in (
                (("f1",), "#help-scroll", "help", SIZES),
                (("escape", "f5", *players), ".players-column", "players", SIZES),
                (("escape", "ctrl+f", "1", "2", "C"), "#search-results", "finder results", SIZES),
                (("2", "(", "a", ")", "enter"), "#search-text", "finder text", (*SIZES, (60, 12)))):
            for key in keys:
                await pilot.press(key)
                await pilot.pause(0.1)
            found += await check(pilot, app, (selector,), where, barred, sizes)
        assert app.screen.reading.id == "12C2(a)"
    assert found == [], "\n".join(map(repr, found))
    if plain:  # the main screen and the players' view without scroll bars (the help and the finder keep theirs)
        assert set(barred) == {"#help-scroll", "#search-results", "#search-text"}, barred
        return
    # Long enough: each pane was drawn with its scroll bar at some size
    assert set(barred) == {*MAIN_PANES, "#help-scroll", ".players-column", "#search-results", "#search-text"}, barred
