"""Issue 10 §1, screen details, driven with Textual's pilot on a real SQLite record."""

from __future__ import annotations

import pytest
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


async def test_the_highlighted_answer_shows_without_colours_and_the_title_bar_in_16_colours():
    from rich.color import ColorSystem
    from textual.filter import NoColor
    from textual.geometry import Region
    from textual.widgets import OptionList

    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1")  # the line names choice 1: it is highlighted
        await pilot.pause()
        choices = app.query_one("#choices", OptionList)
        assert choices.highlighted == 0
        lines = [NoColor().apply(list(strip), None)
                 for strip in choices.render_lines(Region(0, 0, choices.outer_size.width, 3))]
        assert {s.text for s in lines[0] if s.text.strip()} <= {"─" * len(s.text) for s in lines[0]}  # the rule
        first = [s.style for s in lines[1] if s.text.strip()][0]
        second = [s.style for s in lines[2] if s.text.strip()][0]
        assert first.underline and not second.underline  # NO_COLOR keeps the underline, drops colours
        title = app.query_one("#title")
        style = title.render_lines(Region(0, 0, title.size.width, 1))[0]
        segment = next(iter(style))
        background = segment.style.bgcolor.downgrade(ColorSystem.STANDARD)
        foreground = segment.style.color.downgrade(ColorSystem.STANDARD) if segment.style.color else None
        assert background.number == 4  # ANSI blue, not cyan (6)
        assert foreground is None or foreground.number == 15


def test_a_number_is_never_wrapped_away_from_its_unit():
    from helper.tui.wrap import wrap

    text = "第12条C款2项(a)、第12条C款2项(c)：南北 65% = 15.6 比赛分，东西 40% = 9.6 比赛分"
    for width in range(16, 80):
        lines = wrap(text, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        for line in lines:
            assert not line.rstrip().endswith(("15.6", "9.6")), (width, lines)
            assert not line.startswith("比赛分"), (width, lines)
    greek = "ΒΝ 65% = 15,6 βαθμοί αγώνα, ΑΔ 40% = 9,6 βαθμοί αγώνα"
    # The two words of the Greek unit stay with the number, the side with its score (issue 10).
    assert wrap(greek, 22) == ["ΒΝ 65% =", "15,6 βαθμοί αγώνα,", "ΑΔ 40% =", "9,6 βαθμοί αγώνα"]


@pytest.mark.parametrize("size", [(60, 16), (40, 12)])
async def test_help_fits_a_narrow_screen_and_scrolls_to_its_end(size):
    app = HelperApp(lang="el")
    async with app.run_test(size=size) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        box = app.screen.query_one("#help-scroll")
        body = app.screen.query_one("#help-body", Static)
        assert box.region.right <= size[0] and body.region.width <= size[0]
        assert box.max_scroll_y > 0  # taller than the screen: it must scroll
        for _ in range(box.max_scroll_y):
            await pilot.press("down")
        await pilot.pause()
        assert box.scroll_y == box.max_scroll_y
        # Every drawn line is within the box, the last entry is in view at the end,
        # and the closing line is the first.
        from textual.geometry import Region

        from helper.i18n import get_translator
        from tests.support import squash

        drawn = [strip.text for strip in body.render_lines(Region(0, 0, body.outer_size.width,
                                                                 body.outer_size.height))]
        assert all(len(line.rstrip()) <= body.region.width for line in drawn)
        _ = get_translator("el").gettext
        closing = _("Press Escape, Enter, F1 or q to close.")
        assert closing != "Press Escape, Enter, F1 or q to close."
        assert squash(closing) in squash("".join(drawn[:3]))  # wrapped on a narrow screen
        assert squash(_("Scroll the transcript")) in squash("".join(drawn[-3:]))


def _panel_rows(app) -> list[str]:
    """The rows of the screen as drawn inside the law panel's text area (its scrollbar left out)."""
    panel, text = app.query_one("#laws").content_region, app.query_one("#law-text").content_region
    rows = app.screen._compositor.render_full_update(simplify=True).strips
    from rich.cells import cell_len

    def cut(row) -> str:  # the characters whose cells are within the text's columns
        column, kept = 0, []
        for char in "".join(segment.text for segment in row):
            if text.x <= column < text.right:
                kept.append(char)
            column += cell_len(char)
        return "".join(kept).strip()

    return [cut(rows[y]) for y in range(panel.y, panel.bottom)]


# Two rulings: a fouled board (12C2(a), then 12C2(c) decides: an artificial score of 65%) and a
# result obtained with NS damaged, weighted over three outcomes against a 6-result traveller
# (12B1, 12C1(a), 12C1(b), then 12C1(c) decides). Each: the lines typed up to the ruling (a
# single digit is a choice), the paragraph that decided; then "1": no procedural penalty.
RULINGS = {
    "fouled board": ((*FOULED_BOARD_KEYS, "13", "65", ""), "12C2(c)"),
    "weighted": (("6", "1", "1", "1", "3SN=", "1", "1", "50 4SN=; 30 4SN+1; 20 4SN-1",
                  "+420, -50, +450, +170, -100, +420"), "12C1(c)"),
}


async def _answer(pilot, app, line: str) -> None:
    """``line`` answered: a single digit typed (a choice), a longer line put on the answer line; Enter."""
    if len(line) == 1:
        await pilot.press(line)
    else:
        app.query_one("#answer").value = line
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.parametrize("ruling", list(RULINGS))
@pytest.mark.parametrize("size", [(80, 24), (60, 16), (110, 30)])
@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_the_law_panel_shows_the_deciding_paragraph_of_the_ruling(lang, size, ruling):
    """On the ruling screen (the penalty question asked, then answered) the paragraph that
    decided is in view: its citation and the first words of its note or text, on the rows
    drawn, the citation on the top row unless the panel cannot scroll that far. Session 13:
    the scroll line was counted at the text's width before the panel's scrollbar came (78
    columns at 80x24) and the text drawn at 76, a line or two short (Greek, weighted, 80x24);
    and the panel went to Law 90A of the penalty question, not to the deciding paragraph."""
    from helper.laws import cite
    from helper.laws.notes import note_text

    lines, deciding = RULINGS[ruling]
    app = HelperApp(lang=lang)
    async with app.run_test(size=size) as pilot:
        for step, line in enumerate((*lines, "1")):  # ... and no procedural penalty (Law 90A)
            await _answer(pilot, app, line)
            if step < len(lines) - 1:
                continue
            await pilot.pause(0.1)
            assert app.dialogue.finished and deciding in app.law_ids()
            rows = _panel_rows(app)
            heading = cite(deciding, lang)
            assert heading in rows, (step, rows)
            shown = app.book.display(deciding, lang)  # its note (a 1997 text shown), else its text
            first = " ".join((note_text(shown, lang) or shown.text).split())[:6]
            below = rows[rows.index(heading) + 1:]
            assert below and below[0].startswith(first), (step, rows)
            panel = app.query_one("#laws")
            if panel.scroll_y < panel.max_scroll_y:
                assert rows[0] == heading, (step, rows)  # at the top, unless the panel cannot scroll that far


async def test_the_deciding_paragraph_stays_at_the_top_when_the_terminal_is_resized():
    """The law panel's line is counted again at the width the text is drawn at after a resize
    (the panel's scrollbar can come after the refresh the line was counted at: LawText's
    Resize counts it again): the deciding paragraph is still the panel's top line."""
    from helper.laws import cite

    lines, deciding = RULINGS["weighted"]
    app = HelperApp(lang="el")
    async with app.run_test(size=(80, 24)) as pilot:
        for line in lines:
            await _answer(pilot, app, line)
        await pilot.pause(0.1)
        heading = cite(deciding, "el")
        assert _panel_rows(app)[0] == heading
        for size in ((70, 24), (100, 26), (80, 24)):
            await pilot.resize_terminal(*size)
            for _ in range(4):
                await pilot.pause(0.05)
            panel = app.query_one("#laws")
            assert panel.scroll_y < panel.max_scroll_y, size
            assert _panel_rows(app)[0] == heading, (size, _panel_rows(app))


async def test_a_number_of_5000_digits_on_the_answer_line_is_a_message():
    from textual.widgets import Input

    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await _choose(pilot, *FOULED_BOARD_KEYS)
        assert app.dialogue.current.id == "board_results"
        line = app.query_one("#answer", Input)
        line.value = "9" * 5000
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.dialogue.current.id == "board_results"  # nothing answered
        assert line.value == "9" * 5000  # nothing lost
        status = " ".join(on_screen(app.query_one("#status", Static)).split())
        assert "more than 30 digits" in status


@pytest.mark.parametrize("lang", ["zh", "el"])
async def test_a_rule_separates_the_law_text_from_the_answers(lang):
    from textual.geometry import Region
    from textual.widgets import OptionList

    app = HelperApp(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await _choose(pilot, "1", "1")  # the scoring question, under 12C2(a)'s long text
        choices = app.query_one("#choices", OptionList)
        laws = app.query_one("#laws")
        assert laws.region.bottom == choices.region.y  # the law panel ends where the answers begin
        first = choices.render_lines(Region(0, 0, choices.outer_size.width, 1))[0].text
        assert set(first) == {"─"}  # ... and the answers' first row is a rule
