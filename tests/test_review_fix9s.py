"""The review list's text column takes the width the list has (fix9s, fresh tester 9h, issue 9 section 3): at 110
columns an interface string's line was cut at 28 characters ("replace the file if it exi…") with half the list
blank.  Now the mark (2 cells), the status column (2 cells of gap, then the status, here every entry's "translated" /
已翻译) and the blank column and scroll bar (3 cells) are fixed, and the entry's first line takes the rest: at 110
columns 110 - 3 - 2 - 2 - 10 = 93 cells in English, 97 in Chinese (已翻译 is 6 cells); at 80, 63 and 67; at 60, 43
and 47.  Real catalogue files (the shipped Chinese interface strings); the screen as drawn, through Textual's
pilot."""

from __future__ import annotations

import pytest

from tests.test_review_fix9q import drawn_rows

KNOWN = "replace the file if it exists (its mode is kept)"  # 48 characters: cut at 27 before fix9s
STATUS = {"en": "translated", "zh": "已翻译"}
NAME_CELLS = {("en", 110): 93, ("en", 80): 63, ("en", 60): 43, ("zh", 110): 97, ("zh", 80): 67, ("zh", 60): 47}


def expected(first_line: str, cells: int, status: str, mark: str) -> str:
    """The list line of an entry whose first line is ``first_line`` (ASCII: one cell a character) and whose name
    column is ``cells`` wide: cut with an ellipsis when longer, else padded."""
    name = first_line if len(first_line) <= cells else first_line[:cells - 1] + "…"
    return f"{mark} {name.ljust(cells)}  {status}"


@pytest.mark.parametrize("ui_lang", ["en", "zh"])
async def test_an_interface_strings_text_takes_the_width_of_the_list(ui_lang):
    from textual.widgets import OptionList

    from helper.tui.review import ReviewApp
    from tests.support import checked

    app = ReviewApp(ui_lang=ui_lang, target="zh", reviewer="t", domain="messages")
    async with app.run_test(size=(110, 30)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        option_list = screen.query_one("#review-list", OptionList)
        # the status column this layout assumes: every shipped Chinese interface string translated, none with
        # an open finding (a fuzzy entry or a finding would widen the fixed column)
        labels = [str(option_list.get_option_at_index(i).prompt) for i in range(option_list.option_count)]
        assert all(label.endswith("  " + STATUS[ui_lang]) for label in labels)

        def row_of_selected() -> str:
            rows = drawn_rows(app, option_list)
            return rows[option_list.highlighted - option_list.scroll_offset.y].rstrip()

        for width, height in ((110, 30), (80, 24), (60, 16)):
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            await pilot.press("home")
            await pilot.pause()
            first = screen.current.id.splitlines()[0]
            assert len(first) > 100  # the first entry (a baseline reason) is longer than any width's column
            row = row_of_selected()
            cells = NAME_CELLS[(ui_lang, width)]
            assert row == expected(first, cells, STATUS[ui_lang], row[0]), width
            assert row[0] in " !✓"
            await pilot.press("g", *KNOWN, "enter")
            await pilot.pause()
            assert screen.current.id == KNOWN
            assert row_of_selected() == expected(KNOWN, cells, STATUS[ui_lang], " ").rstrip(), width
        # the visible text at each width, spelt out: whole at 110 and 80 columns, cut at 60 (43 / 47 cells)
        await pilot.resize_terminal(110, 30)
        await pilot.pause()
        assert f"  {KNOWN}  " in row_of_selected()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert f"  {KNOWN}  " in row_of_selected()
        await pilot.resize_terminal(60, 16)
        await pilot.pause()
        assert ("  replace the file if it exists (its mode is kep…  " if ui_lang == "zh"
                else "  replace the file if it exists (its mode is…  ") in row_of_selected()


async def test_a_law_paragraphs_line_is_as_before():
    """Law paragraphs' ids are short: their column stays as wide as the longest id (12C1(e)(ii) and the like)."""
    from textual.widgets import OptionList

    from helper.tui.review import ReviewApp
    from tests.support import checked

    app = ReviewApp(ui_lang="en", target="el", reviewer="t", domain="laws")
    async with app.run_test(size=(110, 30)) as pilot:
        screen = app.screen
        await checked(pilot, screen)
        option_list = screen.query_one("#review-list", OptionList)
        labels = [str(option_list.get_option_at_index(i).prompt) for i in range(option_list.option_count)]
        ids = [label[2:].split("  ")[0] for label in labels]
        assert max(len(i) for i in ids) < 30
        column = 2 + max(len(i) for i in ids) + 2  # the mark, the longest id, two cells: the status column
        assert all(label[column - 2:column] == "  " and label[column] != " " for label in labels)
