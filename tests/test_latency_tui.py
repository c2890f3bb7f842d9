"""Issue 10 §2: what the faster screen keeps and what it must still change.

The transcript keeps the lines that did not change (same widgets) and
replaces those that did; a wrapped line is never lost; the ruling is
computed once per set of answers and again when they or the settings change.
Expected texts are written out here (the questions' English wording).
"""

from __future__ import annotations

from rich.text import Text

from helper.dialogue.engine import Dialogue
from helper.scoring import Settings
from helper.tui.app import HelperApp
from helper.tui.wrap import Wrapped, wrap
from tests.support import on_screen

FIRST = "What happened on this board?"
SIXTH = "> A result was obtained, but an infraction may have damaged the non-offending side"
NOS = "Which side is non-offending?"


def drawn(app: HelperApp) -> list[str]:
    return [" ".join(on_screen(w).split()) for w in app.query("#transcript Static")]


async def test_an_answer_keeps_the_lines_above_and_back_removes_the_lines_below():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = list(app.query("#transcript Static"))
        assert drawn(app) == [FIRST]
        await pilot.press("6", "enter")
        await pilot.pause()
        assert drawn(app) == [FIRST, SIXTH, NOS]
        assert list(app.query("#transcript Static"))[0] is first[0]  # kept, not remounted
        await pilot.press("1", "enter")
        await pilot.pause()
        kept = list(app.query("#transcript Static"))[:3]
        assert drawn(app)[:4] == [FIRST, SIXTH, NOS, "> North-South"]
        await pilot.press("ctrl+p")  # Back: the last answer and the question after it go
        await pilot.pause()
        assert drawn(app) == [FIRST, SIXTH, NOS]
        assert list(app.query("#transcript Static")) == kept
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert drawn(app) == [FIRST]


async def test_a_language_switch_redraws_every_line():
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("6", "enter")
        await pilot.pause()
        app.lang = "zh"
        app.refresh_all()
        await pilot.pause()
        assert drawn(app) == ["这副牌发生了什么情况？", "> 已取得结果，但违规可能使非违规方受到损害", "哪一方是非违规方？"]


def test_a_closing_mark_after_spaces_is_drawn_not_lost():
    # "δεζ  ，": the comma may not begin a line, so it is carried with δεζ; a line that is no
    # piece of the text was drawn empty. Since fix9at the spaces before the comma go down with
    # it (the line is a piece of the text: "saves …laws.po" had read "saves…laws.po").
    text = Text("(x) αβγ δεζ  ，  αβγ δεζ")
    assert wrap(text.plain, 11) == ["(x) αβγ", "δεζ  ，", "αβγ δεζ"]
    assert [line.plain for line in Wrapped(text).lines(11)] == ["(x) αβγ", "δεζ  ，", "αβγ δεζ"]


def test_styles_follow_the_text_into_each_line():
    text = Text("NS ")
    text.append("65%", style="bold")
    text.append(" = 15.6 MP, EW 40%")
    lines = Wrapped(text).lines(10)
    assert [line.plain for line in lines] == ["NS 65% =", "15.6 MP,", "EW 40%"]
    assert [(s.start, s.end, s.style) for s in lines[0].spans] == [(3, 6, "bold")]
    assert [s for s in lines[1].spans + lines[2].spans if s.end > s.start] == []


def test_the_ruling_is_computed_once_per_set_of_answers():
    dialogue = Dialogue(settings=Settings())
    for value in ("no_result", "no", "pairs", "none", "direct"):
        dialogue.answer(value)
    for value in ("13", "65", None):
        dialogue.answer(value)
    ruling = dialogue.ruling()
    assert ruling is dialogue.ruling()  # the same answers: not computed again
    assert str(ruling.score.ns.percent) == "65"
    dialogue.back()
    assert dialogue.ruling() is None  # a question is open again
    dialogue.answer(None)
    assert dialogue.ruling() == ruling and dialogue.ruling() is not ruling


async def test_the_answer_line_cursor_is_steady():
    # A blinking cursor redrew the line twice a second: an idle helper was never idle.
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        line = app.query_one("#answer")
        assert line.cursor_blink is False
        assert line.has_focus and line._cursor_visible


def test_a_linux_terminal_gets_the_driver_that_sleeps_between_keys():
    import sys

    from textual.drivers.linux_driver import LinuxDriver

    from helper.tui.driver import QuietLinuxDriver

    driver = HelperApp(lang="en").get_driver_class()
    if sys.platform.startswith("linux"):
        assert driver is QuietLinuxDriver and issubclass(driver, LinuxDriver)
