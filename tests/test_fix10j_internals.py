"""Textual internals session 13's speed-ups rely on (helper.tui.app.TEXTUAL_INTERNALS): each is
named here and checked for the shape the helper uses, so a Textual that changes one fails here
saying which (Textual 8.2.8 is pinned; an upgrade runs these first); and each has a fallback that
keeps the screen right without it (Textual then does the work itself, only slower): issue 10,
fix10j. The internals older sessions rely on are checked where common.md says
(tests/test_answer_screens.py, test_fix8g.py, test_tui_start_frame.py, test_css_cache.py).
"""

from __future__ import annotations

import importlib
import inspect

import pytest

from helper.tui import app as app_module
from helper.tui.app import HelperApp


def test_the_internals_relied_upon_are_named_here():
    assert app_module.TEXTUAL_INTERNALS == (
        ("textual.widget", "Widget", "arrange"),
        ("textual.widget", "Widget", "_get_scrollable_region"),
        ("textual.app", "App", "_registered_themes"),
    )


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
    for module, owner, name in app_module.TEXTUAL_INTERNALS:
        cls = getattr(importlib.import_module(module), owner)
        where = cls if name != "_registered_themes" else cls()
        assert hasattr(where, name), f"Textual changed: {owner}.{name} is gone"
