"""Issue 10 §2 (session 12): the faster answer draws exactly the screens it drew before.

The whole 80x24 screen - every character and the style of every cell run -
at the ruling of a 200-result traveller, in English, Chinese and Greek: once
for the traveller entered fresh (its Enter held for a paste, then answered)
and once for it kept again after Back (Enter on the earlier answer offered),
and at the second question after one choice answer. The expected screens in
``tests/data/answer_screens/`` were drawn by the code before the session-12
answer work (commit 34a56e8: each answer mounted its transcript lines, laid
the screen out and scrolled in separate frames), except the law panel of the
two ruling screens, drawn again in session 13 when the panel was scrolled to
the paragraph that decided (12C1(c), its line counted at the width the text is
drawn at) instead of to Law 90A of the penalty question two lines short of it
(tests/test_robust_tui.py), and every scroll bar drawn again one column to
the right in fix10k, the pane's last columns after a blank one (the text, its
wrap and its styles unchanged; the answers' right padding cell now in their
own style: tests/test_panes_fix10k.py); regenerate them only from code known
to draw correctly (``python tests/test_answer_screens.py``).
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from pathlib import Path

import pytest

if __name__ == "__main__":  # run as a script: the checkout's package
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from helper.tui.app import HelperApp  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "answer_screens"

# Plausible NS scores on a 4S board, neither side vulnerable: the other tables of a
# 200-result traveller (the same field as benchmarks/answer.py draws).
SCORES = (450, 420, 420, 420, 170, 140, 650, -50, -50, -100, 480, 200, -300, 0)
FIELD = ", ".join(f"{score:+d}" for score in (lambda rng: [rng.choice(SCORES) for _ in range(200)])(random.Random(12)))


def cells(app: HelperApp) -> list[list]:
    """The screen as drawn: per line, its runs of [text, style] (Rich style strings)."""
    update = app.screen._compositor.render_full_update(simplify=True)
    return [[[segment.text, str(segment.style or "")] for strip in line for segment in strip]
            for line in update.strips]


async def settle(pilot, app: HelperApp) -> None:
    """Wait until the answer is taken and the screen has stopped changing."""
    for _ in range(200):
        await pilot.pause(0.05)
        if app.dialogue.finished:
            break
    before = None
    for _ in range(50):
        await pilot.pause(0.05)
        now = cells(app)
        if now == before:
            return
        before = now


async def screens(lang: str) -> dict[str, list]:
    """The three screens of this test in ``lang``."""
    app = HelperApp(lang=lang)
    shots = {}
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        line = app.query_one("#answer")
        for key in ("6",):
            await pilot.press(key, "enter")
            await pilot.pause(0.1)
        await settle(pilot, app)
        shots["second question"] = cells(app)
        for key in ("1", "1", "1"):
            await pilot.press(key, "enter")
            await pilot.pause(0.1)
        line.value = "3SN="
        await pilot.press("enter")
        await pilot.pause(0.1)
        for key in ("1", "1"):
            await pilot.press(key, "enter")
            await pilot.pause(0.1)
        line.value = "50 4SN=; 30 4SN+1; 20 4SN-1"
        await pilot.press("enter")
        await pilot.pause(0.2)
        assert app.dialogue.current.id == "traveller"
        line.value = FIELD
        line.cursor_position = len(FIELD)
        await pilot.pause(0.1)
        await pilot.press("enter")
        await settle(pilot, app)
        assert app.dialogue.finished
        shots["ruling"] = cells(app)
        await pilot.press("ctrl+p")
        await pilot.pause(0.2)
        assert not app.dialogue.finished and line.value == FIELD  # the earlier answer offered
        await pilot.pause(0.2)
        await pilot.press("enter")
        await settle(pilot, app)
        assert app.dialogue.finished
        shots["ruling kept after Back"] = cells(app)
    return shots


def test_wrapped_draws_each_width_as_a_fresh_one_does():
    """Wrapped keeps its segments per width and justification: asked again at a width it drew
    before, after another, it gives what a new Wrapped gives (the line breaks written out)."""
    from rich.console import Console
    from rich.text import Text

    from helper.tui.wrap import Wrapped

    console = Console(width=80, color_system=None)
    text = Text("alpha beta gamma delta epsilon")
    text.stylize("bold", 0, 5)
    kept = Wrapped(text)

    def drawn(wrapped, width):
        return "".join(segment.text for segment in console.render(wrapped, console.options.update_width(width)))

    assert drawn(kept, 11) == "alpha beta\ngamma delta\nepsilon\n"
    assert drawn(kept, 17) == "alpha beta gamma\ndelta epsilon\n"
    assert drawn(kept, 11) == drawn(Wrapped(text), 11) == "alpha beta\ngamma delta\nepsilon\n"
    bold = [segment for segment in console.render(kept, console.options.update_width(11)) if segment.text == "alpha"]
    assert bold and bold[0].style.bold


async def test_an_answer_is_laid_out_in_one_pass_when_the_law_panel_scrollbar_comes_or_goes():
    """Session 13: the law panel's scrollbar is shown or hidden before the answer's layout
    (HelperApp._predict_law_scrollbar), not found wrong by it: one layout pass, not two (the
    second at the law text's other width). The first question's law text needs the scrollbar
    at 80x24, the second's (12B1, 6 lines at 78 columns in a panel of 7 rows) does not."""
    from tests.support import answer_12b1_counting_layouts

    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        passes = await answer_12b1_counting_layouts(app, pilot)
        laws = app.query_one("#laws")
        assert app.dialogue.current.id == "nos_side"
        assert not laws.show_vertical_scrollbar
        assert (laws.virtual_size.height, laws.container_size.height) == (7, 7)
        assert len(passes) == 1


async def test_the_arrangements_made_to_predict_the_scrollbar_are_the_layouts_own():
    """Session 14: the screen, #main and the law panel are arranged once for an answer whose
    law text takes the panel's scrollbar away: the arrangements _predict_law_scrollbar makes
    are the ones the layout then uses from Textual's caches (keyed by the containers' node
    lists, which setting the bar's ``display`` property marked as changed: each was arranged
    twice). Relies on Textual's ``arrange`` called by name from ``textual.widget`` and
    ``textual.screen`` on a cache miss."""
    import textual.screen
    import textual.widget

    app = HelperApp(lang="en")
    arranged = []
    originals = textual.widget.arrange, textual.screen.arrange

    def counted(widget, *args, **kwargs):
        arranged.append(widget.id or type(widget).__name__)
        return originals[0](widget, *args, **kwargs)

    async with app.run_test(size=(80, 24)) as pilot:
        from tests.support import six_typed, enter_settled

        laws = await six_typed(pilot, app)
        textual.widget.arrange = textual.screen.arrange = counted
        try:
            await enter_settled(pilot)
        finally:
            textual.widget.arrange, textual.screen.arrange = originals
        assert app.dialogue.current.id == "nos_side"
        assert not laws.show_vertical_scrollbar and not laws.vertical_scrollbar.display
        assert sorted(arranged) == ["_default", "laws", "main", "transcript"]


def test_the_current_theme_is_textuals():
    """HelperApp.current_theme (looked up without Textual's copies of the themes' dict) gives
    what Textual's App.current_theme gives for every registered theme; it relies on
    App._registered_themes."""
    from textual.app import App

    app = HelperApp(lang="en")
    assert len(app._registered_themes) > 1
    for name in app._registered_themes:
        app.theme = name
        assert app.current_theme is App.current_theme.fget(app)
        assert app.current_theme.name == name


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
async def test_the_screens_of_an_answer_are_drawn_as_before(lang):
    expected = json.loads((DATA / f"{lang}.json").read_text(encoding="utf-8"))
    shots = await screens(lang)
    for name in ("second question", "ruling", "ruling kept after Back"):
        got = shots[name]
        for row, (want, have) in enumerate(zip(expected[name], got)):
            assert "".join(t for t, _ in have) == "".join(t for t, _ in want), (name, row)
            assert have == want, (name, row)
        assert len(got) == len(expected[name]) == 24


if __name__ == "__main__":
    DATA.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "zh", "el"):
        shots = asyncio.run(screens(lang))
        (DATA / f"{lang}.json").write_text(json.dumps(shots, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
        print(lang, "written:", *("".join(t for t, _ in row).rstrip() for row in shots["ruling"]), sep="\n")


def test_covered_spans():
    """helper.tui.covered._covered: a row's cells start..end (exclusive) inside the spans of the
    widgets in front, in any order, adjacent spans joined; one cell left out at either end or in
    between is not covered."""
    from helper.tui.covered import _covered

    assert _covered([(0, 80)], 0, 80)
    assert _covered([(40, 80), (0, 40)], 0, 80)
    assert _covered([(0, 1), (1, 79), (79, 80)], 0, 80)
    assert _covered([(0, 10), (5, 80)], 0, 80)  # overlapping
    assert not _covered([(0, 79)], 0, 80)  # the last cell
    assert not _covered([(1, 80)], 0, 80)  # the first cell
    assert not _covered([(0, 40), (41, 80)], 0, 80)  # one cell between
    assert not _covered([], 0, 80)
    assert _covered([(0, 80)], 1, 79)


def test_the_compositor_is_the_one_covered_was_written_for():
    """helper.tui.covered.CoveredCompositor replaces Textual 8.2.8's Compositor._get_renders: a
    new Textual's must be read again before this test is changed."""
    import hashlib
    import inspect

    from textual._compositor import Compositor

    source = inspect.getsource(Compositor._get_renders)
    assert hashlib.sha256(source.encode()).hexdigest()[:16] == "8ac93299aa5d3bef"


@pytest.mark.parametrize("lang, size", [("en", (80, 24)), ("zh", (60, 16)), ("el", (110, 30))])
async def test_a_covered_container_is_not_drawn_and_the_screen_is_the_same(lang, size):
    """Session 14: #main, wholly covered by the transcript and the law panel, is not drawn for an
    answer (its lines were drawn and thrown away; fails with Textual's compositor), and every
    screen of the first answers, a Back and the plain mode is drawn cell for cell as Textual's
    own compositor draws it from the same layout."""
    from textual._compositor import Compositor
    from textual._styles_cache import StylesCache

    from helper.tui.covered import CoveredCompositor

    app = HelperApp(lang=lang)
    drawn = []
    render_widget = StylesCache.render_widget

    def noted(cache, widget, crop):
        drawn.append(widget.id)
        return render_widget(cache, widget, crop)

    async with app.run_test(size=size) as pilot:
        await pilot.pause(0.1)
        assert isinstance(app.screen._compositor, CoveredCompositor)
        for keys in (("6", "enter"), ("1", "enter"), ("ctrl+p",), ("ctrl+p",), ("6", "enter"), ("f2",)):
            StylesCache.render_widget = noted
            try:
                await pilot.press(*keys)
                for _ in range(4):
                    await pilot.pause(0.05)
            finally:
                StylesCache.render_widget = render_widget
            ours = cells(app)
            plain = Compositor()
            plain.reflow(app.screen, app.screen.size)
            update = plain.render_full_update(simplify=True)
            theirs = [[[segment.text, str(segment.style or "")] for strip in line for segment in strip]
                      for line in update.strips]
            assert ours == theirs, keys
        assert "main" not in drawn
        assert {"laws", "transcript"} <= set(drawn)  # not wholly covered: the panel's border, the padding
