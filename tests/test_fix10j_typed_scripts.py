"""Issue 10 (fix10j): under a GNU screen that cannot show Chinese (``screen -U`` with ``LANG=C``:
"narrow") or Greek (a CJK locale: "ambiguous"), what the Director types or pastes in that script
was echoed as ``??`` (fix10i said only what the helper itself displays). Now each run of it is drawn
as a mark in the screen's language - "[2 Chinese characters]" - on every line that echoes typing
(the answer line, the law finder's line, the review screen's go-to line, the details form F4, the
status line quoting an answer refused); the review editor draws each such letter as a mark of the
same width (``[]`` for a Chinese character) and says what they stand for. The text itself is kept
and used as typed. What reaches the terminal is checked as the driver writes it (filter_for), and
with a real GNU screen in tmux at the end.
"""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import Input, Static

from helper.tui.app import HelperApp
from helper.tui.glyphs import editor_line, editor_note, filter_for, typed_echo, typed_mark, typed_pieces
from tests.support import on_screen, press, squash

CHINESE_2_EN = "[2 Chinese characters]"


def drawn(app, mode: str) -> list[str]:
    """The whole screen as the driver writes it to a terminal in ``mode`` (lines, right-stripped)."""
    update = app.screen._compositor.render_full_update(simplify=True)
    text = "\n".join("".join(segment.text for strip in line for segment in strip) for line in update.strips)
    return [line.rstrip() for line in filter_for(mode)(text).splitlines()]


def paste(app, text: str) -> None:
    from textual import events

    app.post_message(events.Paste(text))


# ------------------------------------------------------------------ the marks, by hand

@pytest.mark.parametrize("script, count, lang, mark", [
    ("zh", 1, "en", "[1 Chinese character]"),
    ("zh", 2, "en", "[2 Chinese characters]"),
    ("zh", 1, "el", "[1 κινεζικός χαρακτήρας]"),
    ("zh", 21, "el", "[21 κινεζικοί χαρακτήρες]"),
    ("el", 1, "en", "[1 Greek letter]"),
    ("el", 5, "en", "[5 Greek letters]"),
    ("el", 5, "zh", "[5 个希腊字母]"),
])
def test_the_mark_names_the_script_and_counts_its_letters(script, count, lang, mark):
    assert typed_mark(script, count, lang) == mark


@pytest.mark.parametrize("text, mode, lang, echoed", [
    ("王伟 Smith, 李娜", "narrow", "en", "[2 Chinese characters] Smith, [2 Chinese characters]"),
    ("王 伟", "narrow", "el", "[1 κινεζικός χαρακτήρας] [1 κινεζικός χαρακτήρας]"),
    ("Νίκος 王伟", "narrow", "en", "Νίκος [2 Chinese characters]"),      # Greek is shown there
    ("Νίκος 王伟", "ambiguous", "zh", "[5 个希腊字母] 王伟"),              # Chinese is shown there
    ("Νίκος 王伟", "ascii", "en", "[5 Greek letters] [2 Chinese characters]"),
    ("第１２条：", "narrow", "en", "[1 Chinese character]１２[1 Chinese character]："),  # stand-ins of their own
    ("王伟", None, "en", "王伟"),
    ("Smith", "narrow", "en", "Smith"),
])
def test_typed_text_is_echoed_with_each_hidden_run_as_a_mark(text, mode, lang, echoed):
    assert typed_echo(text, mode, lang) == echoed


def test_a_run_is_cut_at_the_cursor_so_the_cursor_falls_between_pieces():
    assert typed_pieces("ab王伟李", "narrow", "en", (3,)) == [
        (0, 1, "a"), (1, 2, "b"), (2, 3, "[1 Chinese character]"), (3, 5, "[2 Chinese characters]")]
    assert typed_pieces("王伟", "narrow", "en", (0, 2)) == [(0, 2, CHINESE_2_EN)]


def test_the_editor_draws_each_hidden_letter_as_a_mark_of_its_width():
    assert editor_line("Ο 王伟 ok", "narrow") == ("Ο 〓〓 ok", [2, 3])
    assert filter_for("narrow")("Ο 〓〓 ok") == "Ο [][] ok"  # the mark as the driver writes it
    assert editor_line("王 Νί", "ambiguous") == ("王 __", [2, 3])
    assert editor_line("Νί", None) == ("Νί", [])
    assert editor_note("Ο 王伟", "narrow", "en") == (
        "Each [] is a Chinese character this terminal cannot show (2 in this text), kept as typed.")
    assert editor_note("Ο", "narrow", "en") == ""


# ------------------------------------------------------------------ the answer line and the status line

@pytest.mark.parametrize("lang, mode, typed, mark, refused", [
    ("en", "narrow", "王伟 abc", CHINESE_2_EN + " abc", "is not one of the answers"),
    ("el", "narrow", "王伟 abc", "[2 κινεζικοί χαρακτήρες] abc", "δεν είναι μία από τις απαντήσεις"),
    ("zh", "ambiguous", "Νίκος abc", "[5 个希腊字母] abc", "不是可选答案之一"),
])
async def test_an_answer_typed_in_a_hidden_script_is_echoed_as_a_mark_and_kept(lang, mode, typed, mark, refused):
    app = HelperApp(lang=lang)
    app.glyphs = mode
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        paste(app, typed)
        await pilot.pause()
        line = app.query_one("#answer", Input)
        assert line.value == typed  # kept as typed
        screen = drawn(app, mode)
        assert screen[-2] == " " + mark and not any("??" in row for row in screen)
        # The terminal's cursor after the mark (an IME puts its window there), then inside the run:
        # the run is cut there, two marks with the cursor between them.
        assert app.cursor_position.x == 1 + cell_len(mark) + 1  # at the end: the cell after it
        await press(pilot, ["home", "right"])
        first = typed_mark("zh" if mode == "narrow" else "el", 1, lang)
        rest = typed_mark("zh" if mode == "narrow" else "el", len(typed.split()[0]) - 1, lang)
        assert drawn(app, mode)[-2] == " " + first + rest + " abc"
        assert line.cursor_position == 1 and app.cursor_position.x == 1 + cell_len(first)
        await press(pilot, ["end", "enter"])
        status = squash(on_screen(app.query_one("#status", Static)))
        assert squash(mark + " " + refused) in status  # el: "Το [2 κινεζικοί χαρακτήρες] abc δεν είναι ..."
        assert not any("??" in row for row in drawn(app, mode))


async def test_where_the_terminal_shows_all_the_answer_line_is_textuals_own():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        paste(app, "王伟 abc")
        await pilot.pause()
        assert drawn(app, "narrow")[-2] == " ???? abc"  # what the driver would write under narrow
        assert app.query_one("#answer", Input)._value.plain == "王伟 abc"
        assert app.cursor_position.x == 1 + 8 + 1


# ------------------------------------------------------------------ the law finder and the review screen

async def test_the_law_finder_echoes_a_chinese_query_as_a_mark_and_searches_it_as_typed():
    from tests.support import helper_app
    from tests.test_search_tui import settle

    async with helper_app(None, ["ctrl+f"], glyphs="narrow") as (app, pilot):
        paste(app, "第十二条")
        await settle(pilot)
        await pilot.pause(0.5)
        line = app.screen.query_one("#search-line", Input)
        assert line.value == "第十二条"
        screen = drawn(app, "narrow")
        assert any("[4 Chinese characters]" in row for row in screen) and not any("??" in row for row in screen)
        results = on_screen(app.screen.query_one("#search-results"))
        assert "Law 12" in results  # 第十二条 read as typed: Law 12


async def test_the_review_screen_go_to_line_echoes_chinese_as_a_mark_and_goes_there():
    from tests.support import helper_app, review_shown

    async with helper_app(None, ["ctrl+r"], size=(160, 40), glyphs="narrow") as (app, pilot):
        screen = await review_shown(pilot, app)
        await press(pilot, ["g"])
        paste(app, "第12条C款2项(a)")
        await pilot.pause()
        box = screen.query_one("#review-input", Input)
        assert box.value == "第12条C款2项(a)"
        rows = drawn(app, "narrow")
        assert any("[1 Chinese character]12[1 Chinese character]C[1 Chinese character]2[1 Chinese character](a)"
                   in row for row in rows) and not any("??" in row for row in rows)
        await press(pilot, ["enter"])
        assert screen.current.id == "12C2(a)"  # read as typed


# ------------------------------------------------------------------ the details form (F4)

@pytest.mark.parametrize("lang, typed, label, shown", [
    ("en", "王伟 and Smith", "NS names", "[2 Chinese characters] and Smith"),
    ("el", "王伟", "Ονόματα ΒΝ", "[2 κινεζικοί χαρακτήρες]"),  # fix10i said "(στα κινεζικά: δεν εμφανίζεται ...)"
])
async def test_a_chinese_name_typed_in_the_details_form_is_a_mark_with_its_count(lang, typed, label, shown):
    from helper.tui.details import DetailsScreen

    app = HelperApp(lang=lang)
    app.glyphs = "narrow"
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, ["f4"])
        form = app.screen
        assert isinstance(form, DetailsScreen)
        form.index = 7  # NS names
        form.take_paste(typed)
        await pilot.pause()
        row = on_screen(form.query_one("#detail-ns_names", Static))
        assert row.split(label)[1].strip() == shown and "??" not in filter_for("narrow")(row)
        assert form.field_values()["ns_names"] == typed  # kept as typed


# ------------------------------------------------------------------ the review editor

async def test_the_review_editor_draws_chinese_typed_into_a_greek_text_as_marks_and_says_so(tmp_path):
    from helper.tui.edit import EditScreen, TranslationArea
    from helper.tui.review import ReviewApp
    from tests.support import checked, copy_checkout, review_shown

    app = ReviewApp(ui_lang="en", target="el", root=copy_checkout(tmp_path / "checkout"), domain="messages",
                    glyphs="narrow")
    async with app.run_test(size=(160, 40)) as pilot:
        await checked(pilot, await review_shown(pilot, app))  # (checked in the background: fix9bq)
        await press(pilot, ["e"])
        for _ in range(20):
            await pilot.pause()
            if isinstance(app.screen, EditScreen):
                break
        editor = app.screen
        area = editor.query_one(TranslationArea)
        before = area.text
        await press(pilot, ["ctrl+home"])
        paste(app, "王伟")
        await pilot.pause()
        assert area.text == "王伟" + before  # kept as typed
        rows = drawn(app, "narrow")
        assert any("[][]" in row for row in rows) and not any("??" in row for row in rows)
        status = squash(on_screen(editor.query_one("#edit-status", Static)))
        assert status == squash("F2 saves; Esc closes without saving; Ctrl+↑↓ or Alt+↑↓ scroll the English; F7 selects all Each [] is a Chinese character this "
                                "terminal cannot show (2 in this text), kept as typed.")
        await press(pilot, ["backspace", "backspace"])
        assert area.text == before
        assert squash(on_screen(editor.query_one("#edit-status", Static))) == squash(
            "F2 saves; Esc closes without saving; Ctrl+↑↓ or Alt+↑↓ scroll the English; F7 selects all")


def test_the_input_internals_the_marks_rely_on_are_textuals():
    """helper.tui.common.SafeInput draws the marks in place of Textual's Input drawing, on the
    names it has in Textual 8.2.8: a Textual without one would draw the value (or put the cursor)
    its own way beside the marks, so each is named here."""
    import inspect

    from textual.widgets import Input

    for name in ("_position_to_cell", "_cell_offset_to_index", "render_line", "_watch_selection"):
        assert callable(getattr(Input, name, None)), f"Textual changed: Input.{name} is gone (SafeInput's marks)"
    for name in ("_value", "_cursor_offset", "cursor_at_end"):
        assert isinstance(inspect.getattr_static(Input, name, None), property), f"Textual changed: Input.{name}"
    assert "_cursor_visible" in inspect.getsource(Input.render_line)
    assert {"input--cursor", "input--selection", "input--placeholder"} <= Input.COMPONENT_CLASSES
