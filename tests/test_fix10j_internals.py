"""Textual internals session 13's speed-ups rely on (helper.tui.app.TEXTUAL_INTERNALS): each is
named here and checked for the shape the helper uses, so a Textual that changes one fails here
saying which (Textual 8.2.8 is pinned; an upgrade runs these first); and each has a fallback that
keeps the screen right without it (Textual then does the work itself, only slower): issue 10,
fix10j. Those fix8l's HelperApp._question_in_frame reads (FRAME_INTERNALS) are checked the same
way, their fallback the safe one: a key refused as too early, never one applied to a question the
Director may not have seen (issue 8/10, clean15). The internals older sessions rely on are checked where common.md says
(tests/test_answer_screens.py, test_fix8g.py, test_tui_start_frame.py, test_css_cache.py).
"""

from __future__ import annotations

import importlib
import inspect

import pytest

from textual import events

from helper.tui import app as app_module
from helper.tui.app import HelperApp
from tests.test_fix8l import LateCallbackApp, next_question_held
from tests.test_tui_early_keys import EARLY_KEYS, keys_arrived, recorded
from tests.test_tui_keys import settle


def test_the_internals_relied_upon_are_named_here():
    assert app_module.TEXTUAL_INTERNALS == (
        ("textual.widget", "Widget", "arrange"),
        ("textual.widget", "Widget", "_get_scrollable_region"),
        ("textual.app", "App", "_registered_themes"),
        *FRAME_INTERNALS,
    )


FRAME_INTERNALS = tuple(tuple(line.split()) for line in """
    textual.screen Screen _callbacks
    textual.message_pump MessagePump _message_queue
    textual._queue Queue values
    textual.widget Widget _recompose_required
    textual.widget Widget _layout_required
    textual.widget Widget _repaint_required
    textual.widget Widget _scroll_required
    textual.widget Widget _refresh_styles_required
    textual.dom DOMNode _pruning
    textual.screen Screen _compositor
    textual._compositor Compositor visible_widgets
    textual.screen Screen _on_timer_update
""".strip().splitlines())
"""What fix8l's HelperApp._question_in_frame reads of Textual (issue 8/10, clean15)."""


def test_widget_arrange_and_get_scrollable_region_have_the_signatures_used():
    from textual.widget import Widget

    assert hasattr(Widget, "arrange"), "Textual changed: Widget.arrange is gone (HelperApp._predict_law_scrollbar)"
    assert hasattr(Widget, "_get_scrollable_region"), (
        "Textual changed: Widget._get_scrollable_region is gone (HelperApp._predict_law_scrollbar)")
    assert list(inspect.signature(Widget.arrange).parameters) == ["self", "size", "optimal"], (
        "Textual changed Widget.arrange's arguments (HelperApp._predict_law_scrollbar)")
    assert list(inspect.signature(Widget._get_scrollable_region).parameters) == ["self", "region"], (
        "Textual changed Widget._get_scrollable_region's arguments (HelperApp._predict_law_scrollbar)")


async def test_arrange_places_the_law_panel_as_the_screen_shows_it():
    """What _predict_law_scrollbar reads of Textual's arrangement - each placement's widget and
    region, the arrangement's total_region, the scrollable region of a screen and a container -
    gives the law panel's size as drawn: 80x24, the title line and the answer line and footer
    below (#main is 80 wide), the panel under the transcript."""
    from textual.containers import VerticalScroll
    from textual.geometry import Region, Size

    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        screen = app.screen
        main = app.query_one("#main")
        laws = app.query_one("#laws", VerticalScroll)
        inner = screen._get_scrollable_region(Region(0, 0, 80, 24))
        assert isinstance(inner, Region) and inner.size == Size(80, 24)
        placements = {placement.widget: placement.region for placement in screen.arrange(inner.size).placements}
        assert placements[main].size == main.outer_size, "Textual changed Widget.arrange's placements"
        inner = main._get_scrollable_region(Region(0, 0, *main.outer_size))
        placements = {placement.widget: placement.region for placement in main.arrange(inner.size).placements}
        assert placements[laws].size == laws.outer_size, "Textual changed Widget.arrange's placements"
        panel = Region(0, 0, *laws.outer_size).shrink(laws.styles.gutter)
        total = laws.arrange(panel.size).total_region
        assert isinstance(total, Region), "Textual changed Widget.arrange's total_region"
        assert total.height == laws.virtual_size.height  # the law text's lines, as Textual counts them


def test_registered_themes_is_a_dict_of_the_themes_by_name():
    from textual.app import App
    from textual.theme import Theme

    app = App()
    themes = getattr(app, "_registered_themes", None)
    assert isinstance(themes, dict), "Textual changed: App._registered_themes is gone (HelperApp.current_theme)"
    assert themes and all(isinstance(theme, Theme) and theme.name == name for name, theme in themes.items())
    assert themes == app.available_themes  # Textual's public copy of it


# ------------------------------------------------------------------ without them

def without(monkeypatch, *names: str) -> None:
    """Make the helper find none of ``names`` (TEXTUAL_INTERNALS), as under a Textual without them."""
    found = app_module.textual_internal
    monkeypatch.setattr(app_module, "textual_internal",
                        lambda owner, name: None if name in names else found(owner, name))


@pytest.mark.parametrize("missing", [("arrange",), ("_get_scrollable_region",), ("arrange", "_get_scrollable_region")])
async def test_without_arrange_the_answer_screen_is_laid_out_right_by_textual_alone(monkeypatch, missing):
    """As tests/test_answer_screens.py: at 80x24 the first question's law text needs the panel's
    scrollbar, the second's (12B1, 7 lines in 7 rows) does not. Without the internals nothing is
    predicted: Textual finds it in a second pass, and the screen is the same."""
    from tests.support import answer_12b1_counting_layouts

    without(monkeypatch, *missing)
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        passes = await answer_12b1_counting_layouts(app, pilot)
        laws = app.query_one("#laws")
        assert app.dialogue.current.id == "nos_side"
        assert not laws.show_vertical_scrollbar and not laws.vertical_scrollbar.display
        assert (laws.virtual_size.height, laws.container_size.height) == (7, 7)
        assert len(passes) == 2  # Textual's own second pass, at the panel's full width


async def test_an_arrangement_of_another_shape_predicts_nothing(monkeypatch):
    """A Textual whose arrange answers otherwise (no placements): nothing is predicted, no error."""
    from textual.widget import Widget

    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        laws = app.query_one("#laws")
        shown = laws.show_vertical_scrollbar
        monkeypatch.setattr(Widget, "arrange", lambda self, size, optimal=False: object())
        app._predict_law_scrollbar(app.screen)  # AttributeError inside: taken as nothing to predict
        assert laws.show_vertical_scrollbar == shown


def test_without_registered_themes_the_current_theme_is_textuals(monkeypatch):
    from textual.app import App

    without(monkeypatch, "_registered_themes")
    app = HelperApp(lang="en")
    for name in ("textual-dark", "textual-light", "nord"):
        app.theme = name
        assert app.current_theme is App.current_theme.fget(app) and app.current_theme.name == name


def test_each_internal_is_where_the_list_says():
    """On the class, or on an instance (most are set in ``__init__``)."""
    for module, owner, name in app_module.TEXTUAL_INTERNALS:
        cls = getattr(importlib.import_module(module), owner)
        assert hasattr(cls, name) or hasattr(cls(), name), f"Textual changed: {owner}.{name} is gone"


# ------------------------------------------------------------------ fix8l: the question's frame

class FrameReadApp(LateCallbackApp):
    """The helper that notes, at each frame written while its question is not yet stamped as shown,
    what _question_in_frame reads of Textual (its values, as found)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.frames: list[dict] = []

    def _display(self, screen, renderable) -> None:
        if self.hold and self._question_shown is None and screen is self.screen:
            self.frames.append({
                "callbacks": list(screen._callbacks), "queue": screen._message_queue.values,
                "flags": {(widget, flag): getattr(widget, flag) for widget in (screen, *screen.walk_children())
                          for flag in ("_recompose_required", *app_module.WIDGET_FLAGS)},
                "pruning": [line._pruning for line in self.query_one("#transcript").children],
                "drawn": screen._compositor.visible_widgets, "epoch": self._question_epoch})
        super()._display(screen, renderable)


async def test_what_the_question_s_frame_reads_of_textual_has_the_shape_used():
    """At "Which side is non-offending?" 1 Enter: the frame with the next question, written before
    its after-refresh callback ran, finds that callback on the screen as Textual 8.2.8 queues it
    (functools.partial of HelperApp._question_drawn and the question's number, with its sender),
    the message queue a deque, every dirty flag and every line's _pruning a bool, and the
    compositor's map giving the question's line its region and clip (Regions, the region inside
    the clip: drawn whole)."""
    from collections import deque
    from functools import partial

    from textual.geometry import Region

    app = FrameReadApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await next_question_held(pilot, app)
        assert app.held and app.frames, "no frame was written before the question's callback"
        frame = app.frames[-1]
        queued = [(callback, sender) for callback, sender in frame["callbacks"]
                  if isinstance(callback, partial) and callback.func == app._question_drawn]
        assert queued and queued[-1][0].args == (frame["epoch"],), (
            "Textual changed: Screen._callbacks no longer holds call_after_refresh's partial (callback, sender)")
        assert isinstance(frame["queue"], deque), "Textual changed: MessagePump._message_queue.values"
        assert frame["flags"] and all(type(value) is bool for value in frame["flags"].values()), (
            "Textual changed: a widget's dirty flags are not bools")
        assert frame["pruning"] and all(type(value) is bool for value in frame["pruning"]), (
            "Textual changed: DOMNode._pruning is not a bool")
        question = app.query_one("#transcript").children[-1]
        region, clip = frame["drawn"][question]
        assert isinstance(region, Region) and isinstance(clip, Region) and clip.contains_region(region), (
            "Textual changed: Compositor.visible_widgets no longer maps a widget to (region, clip)")
        assert app._question_shown is not None  # stamped by that frame, the callback still held
        app.release()


def other_shape(monkeypatch, name: str) -> None:
    """Make the helper find ``name`` as an object without the parts it reads (another Textual's shape)."""
    found = app_module.textual_internal
    monkeypatch.setattr(app_module, "textual_internal",
                        lambda owner, wanted: object() if wanted == name else found(owner, wanted))


@pytest.mark.parametrize("change, name", [
    # Without Screen._on_timer_update only the frames after a resize are unsure (tests/test_fix8m.py).
    *((without, name) for _module, _owner, name in FRAME_INTERNALS if name != "_on_timer_update"),
    *((other_shape, name) for name in ("_callbacks", "_message_queue", "_compositor", "_pruning", "_layout_required")),
])
async def test_without_a_frame_internal_a_key_before_the_question_s_callback_is_refused(monkeypatch, change, name):
    """test_fix8l's first case under a Textual without one of them, or where it has another shape:
    the frame with "How is the board scored?" is written, 1 Enter arrives, its callback is held.
    Unsure whether that frame showed the question (no exception in the frame write), the helper
    refuses the keys as too early (the safe side: nothing recorded), as before fix8l; once the
    callback has run the same keys answer it (matchpoints)."""
    change(monkeypatch, name)
    app = LateCallbackApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await next_question_held(pilot, app)
        assert app.held and app.dialogue.current.id == "scoring"
        before = recorded(app)
        keys_arrived(app, events.Key("a", "a").time, "1", "enter")
        await settle(pilot)
        assert EARLY_KEYS in (app.error or "") and recorded(app) == before
        app.release()
        keys_arrived(app, events.Key("a", "a").time, "1", "enter")
        await settle(pilot)
        assert recorded(app) == [*before, ("scoring", "mp")]
