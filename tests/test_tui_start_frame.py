"""The start-up draws the screen once (session 11: a late second repaint at the start).

Textual lays the screen out several times as the helper starts (the screen's resume, three
resizes of the same size, a layout pass, then the whole repaint the resume asked for). Drawn as
they came, that was a whole screen, four partial updates and a second whole screen, the last
one tens of milliseconds after the first (seconds on a loaded machine): it repainted over what
another program wrote meanwhile, and cost four times the bytes on a slow SSH link. The helper
now holds those frames until the screen has settled and draws the whole screen once
(``HelperApp._draw_start``). These tests watch what is handed to Textual's terminal writer
(``App._display``): the renderables themselves, real ones, counted as they pass.
"""

from __future__ import annotations

from textual.app import App

from helper.tui.app import HelperApp
from tests.support import on_screen


def frames_written(monkeypatch) -> list[str]:
    """The class names of the updates handed to the terminal from now on (in order): a
    ``LayoutUpdate`` is the whole screen, a ``ChopsUpdate`` a part of it."""
    written: list[str] = []
    display = App._display

    def counted(self, screen, renderable):
        if renderable is not None:
            written.append(type(renderable).__name__)
        return display(self, screen, renderable)

    monkeypatch.setattr(App, "_display", counted)
    return written


async def test_the_start_draws_the_whole_screen_once_when_it_has_settled(monkeypatch):
    written = frames_written(monkeypatch)
    app = HelperApp(lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(5):
            await pilot.pause()
        assert app.start_drawn
        assert written == ["LayoutUpdate"]
        screen = app.screen
        assert not (screen._layout_required or screen._repaint_required or screen._dirty_widgets)
        await pilot.press("ctrl+l")  # the Director's redraw: one more whole screen, nothing else before it
        await pilot.pause()
        assert written[:2] == ["LayoutUpdate", "LayoutUpdate"]


async def test_keys_after_the_start_are_drawn_as_they_come(monkeypatch):
    written = frames_written(monkeypatch)
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert written == ["LayoutUpdate"]
        await pilot.press("6", "enter")
        await pilot.pause()
        assert len(written) > 1  # the answer and the next question: drawn, not held
        assert "Which side is non-offending?" in [on_screen(line).strip() for line in app.query("#transcript Static")]
