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

import pytest
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


@pytest.mark.parametrize("hold", [60.0, 0.001])
async def test_keys_after_the_start_are_drawn_as_they_come(monkeypatch, hold):
    """The start-up frame is the whole screen; the keys after it are drawn as they come. ``hold``
    (START_HOLD_SECONDS, 2 s in use): 60 s, the start drawn once its screen has settled however
    loaded the host; 0.001 s, as on a host too loaded to settle the screen within the hold (full
    runs at load 15-17): the start is drawn by its timer and what was still pending right after it,
    then the keys' frames."""
    import time

    from helper.tui import app as app_module

    monkeypatch.setattr(app_module, "START_HOLD_SECONDS", hold)
    written = frames_written(monkeypatch)
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        # As a person waits for the screen, not one event-loop turn (a loaded host, fix8l: the
        # start-up frame, or the answer's, was not written yet after one pause): until it is
        # drawn and stays as it is.
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            before = len(written)
            await pilot.pause(0.05)
            if app.start_drawn and len(written) == before and not app._start_busy(app.screen):
                break
        assert written[0] == "LayoutUpdate" and (hold < 1 or written == ["LayoutUpdate"])
        before = len(written)
        await pilot.press("6", "enter")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            shown = [on_screen(line).strip() for line in app.query("#transcript Static")]
            if len(written) > before and "Which side is non-offending?" in shown:
                break
            await pilot.pause(0.05)
        assert len(written) > before  # the answer and the next question: drawn, not held
        assert "Which side is non-offending?" in shown


async def test_a_question_counts_as_drawn_only_once_the_start_frame_is_written():
    """Keys count for a question only once it is drawn (issue 7): while the start-up frames are
    held nothing is on the terminal, so the refresh that would mark a resumed question drawn
    does not; the start-up frame does (session 11, the held frames beside issue 7's rule)."""
    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.start_drawn
        app.start_drawn = False  # as in the first moments of a start: frames held
        app._question_replaced()
        epoch = app._question_epoch
        app._question_drawn(epoch)  # its refresh came, but nothing was written
        assert app._question_shown is None
        app._draw_start(settled=True)  # the start-up frame: the question is on the terminal now
        assert app.start_drawn and app._question_shown is not None
        app._question_replaced()  # after the start, a refresh marks the next question drawn
        app._question_drawn(app._question_epoch)
        assert app._question_shown is not None


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
@pytest.mark.parametrize("size", [(80, 24), (110, 30)])
async def test_the_first_frame_is_the_settled_screen_rendered_once(monkeypatch, lang, size):
    """The layout passes of the start render nothing (``MainScreen._compositor_refresh``, session
    12): the settled screen is rendered, once or twice (an option list asks to be laid out again
    after its first render), and that render is the frame written. It is the screen as Textual
    renders it once everything has settled: the same bytes."""
    from textual._compositor import Compositor

    held_renders = []
    render_update = Compositor.render_update

    def counted(self, *args, **kwargs):
        if not app.start_drawn:
            held_renders.append(kwargs.get("full", args[0] if args else False))
        return render_update(self, *args, **kwargs)

    monkeypatch.setattr(Compositor, "render_update", counted)
    frames: list[str] = []
    display = App._display

    def written(self, screen, renderable):
        if renderable is not None:
            frames.append(renderable.render_segments(self.console))
        return display(self, screen, renderable)

    monkeypatch.setattr(App, "_display", written)
    app = HelperApp(lang=lang)
    async with app.run_test(size=size) as pilot:
        for _ in range(5):
            await pilot.pause()
        assert app.start_drawn
        assert held_renders == [True] * app._start_renders and 1 <= app._start_renders <= 2
        assert len(frames) == 1
        settled = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
        assert frames[0] == settled.render_segments(app.console)
        assert "\x1b[" in frames[0] and len(frames[0]) > size[0] * size[1] // 2


def _styles(screen) -> list[tuple[str, dict, dict]]:
    """Each node of ``screen`` (itself included) with its CSS rules and its component classes' rules."""
    return [(repr(node), dict(node._css_styles.get_rules()),
             {name: dict(styles.get_rules()) for name, styles in sorted(node._component_styles.items())})
            for node in screen.walk_children(with_self=True)]


@pytest.mark.parametrize("lang", ["en", "zh", "el"])
@pytest.mark.parametrize("size, plain", [((80, 24), False), ((60, 16), False), ((110, 30), False), ((80, 24), True)])
async def test_the_start_styles_each_widget_as_a_whole_restyle_would(monkeypatch, lang, size, plain):
    """The start's first resume does not style every widget again (``MainScreen._on_screen_resume``,
    issue 10): Textual styled each as it was mounted and each whose classes changed since. The
    styles at the first frame are those a whole restyle gives, and so is the screen drawn."""
    from textual.css.stylesheet import Stylesheet

    restyled = []
    update_nodes = Stylesheet.update_nodes

    def counted(self, nodes, animate=False):
        nodes = list(nodes)
        if not app.start_drawn:
            restyled.append(len(nodes))
        return update_nodes(self, nodes, animate=animate)

    monkeypatch.setattr(Stylesheet, "update_nodes", counted)
    app = HelperApp(lang=lang, plain=plain)
    async with app.run_test(size=size) as pilot:
        for _ in range(5):
            await pilot.pause()
        assert app.start_drawn
        screen = app.screen
        every = list(screen.walk_children(with_self=True))
        assert restyled and max(restyled) < len(every)  # no whole pass while the start was held
        before = _styles(screen)
        drawn = screen._compositor.render_update(full=True, screen_stack=app._background_screens)
        app.stylesheet.update_nodes(every)  # what the resume did
        assert _styles(screen) == before
        screen._compositor.update_widgets(set(every[1:]))
        again = screen._compositor.render_update(full=True, screen_stack=app._background_screens)
        assert again.render_segments(app.console) == drawn.render_segments(app.console)


async def test_a_resize_to_the_laid_out_size_lays_nothing_out_while_the_start_is_held(monkeypatch):
    """Textual sends the start three resizes of the size it started at; while the start-up frames
    are held each laid the whole screen out again (``MainScreen._screen_resized``, issue 10). A
    resize to another size is laid out at once, held or not."""
    from textual.geometry import Size
    from textual.screen import Screen

    layouts = []
    refresh_layout = Screen._refresh_layout

    def counted(self, size=None, scroll=False):
        layouts.append(size)
        return refresh_layout(self, size, scroll)

    app = HelperApp(lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        monkeypatch.setattr(Screen, "_refresh_layout", counted)
        app.start_drawn = False  # as in the first moments of a start: frames held
        screen._screen_resized(Size(80, 24))
        assert layouts == []
        screen._screen_resized(Size(100, 30))
        assert layouts == [Size(100, 30)]
        app.start_drawn = True  # drawn: every resize is laid out, as Textual does
        screen._screen_resized(Size(100, 30))
        assert layouts == [Size(100, 30), Size(100, 30)]


async def test_the_start_lays_the_screen_out_four_times_at_most(monkeypatch):
    """The start's layout passes (issue 10, first frame): the screen's resume, the pass for what its
    widgets asked then (a scroll bar), Textual's notifications rack hidden, and the option list's
    lines counted at its first render; not one more for each of the three resizes of the same size."""
    from textual.screen import Screen

    layouts = []
    refresh_layout = Screen._refresh_layout

    def counted(self, size=None, scroll=False):
        if not app.start_drawn:
            layouts.append(size)
        return refresh_layout(self, size, scroll)

    monkeypatch.setattr(Screen, "_refresh_layout", counted)
    app = HelperApp(lang="zh")
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(5):
            await pilot.pause()
        assert app.start_drawn
        assert 1 <= len(layouts) <= 4, layouts


def test_the_start_freezes_what_it_loaded_once_per_process(tmp_path):
    """What the start loaded (modules, classes, the law book, the CSS rules) is taken out of the
    garbage collector's generations once the app is made (``gc.freeze``: each older-generation
    collection scanned it all again, issue 10), in the first app of a process only; what is made
    afterwards is collected as before. In a fresh process: the test runner's own objects are not there."""
    code = """
import gc
from helper.tui.app import HelperApp
before = gc.get_freeze_count()
app = HelperApp(lang="en")
frozen = gc.get_freeze_count()
generations = {id(thing) for thing in gc.get_objects()}
HelperApp(lang="el")
class Cycle:
    pass
made = Cycle()
made.self = made
del made
print(before, frozen > 20000, id(app) in generations, id(app.book) in generations,
      gc.get_freeze_count() == frozen, gc.collect() > 0)
"""
    assert _fresh_process(tmp_path, code) == ["0", "True", "False", "False", "True", "True"]


def _fresh_process(tmp_path, code: str) -> list[str]:
    """Run ``code`` in a fresh interpreter with its own cache, data and config directories; its
    printed words."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "HELPER_CACHE_DIR": str(tmp_path / "cache"), "HELPER_DATA": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    env.pop("HELPER_SETTINGS", None)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True,
                          timeout=120)
    return done.stdout.split()


def test_the_start_collects_young_objects_rarely_until_the_first_frame(tmp_path):
    """From the screen's import to its first frame the collector's first threshold is 50,000, not
    Python's 700 (issue 10, first frame); the thresholds the process had (here 500, 7, 9, set
    before the import) are given back exactly at the first frame, the start's young objects then
    collected with the middle generation at once (some 5,000 left the young and middle generations:
    not left to the first answer), and
    a cycle made afterwards is collected as before. A collector switched off, or one already collecting rarely, is left
    alone."""
    code = """
import gc
gc.set_threshold(500, 7, 9)
from helper.tui.app import HelperApp
print(*gc.get_threshold())
class Timed(HelperApp):
    def _draw_start(self, *args, **kwargs):
        print(*gc.get_threshold(), self.start_drawn)
        super()._draw_start(*args, **kwargs)
        print(*gc.get_threshold(), self.start_drawn, len(gc.get_objects(0)) + len(gc.get_objects(1)) < 500)
        self.exit()
Timed(lang="en").run(headless=True, size=(80, 24))
class Cycle:
    pass
made = Cycle()
made.self = made
del made
print(*gc.get_threshold(), gc.collect(0) > 0)
"""
    assert _fresh_process(tmp_path, code) == ["50000", "7", "9", "50000", "7", "9", "False",
                                              "500", "7", "9", "True", "True", "500", "7", "9", "True"]
    for before in ("gc.disable()", "gc.set_threshold(0)", "gc.set_threshold(200000, 3, 4)"):
        code = f"""
import gc
{before}
import helper.tui.app
print(gc.isenabled(), *gc.get_threshold())
"""
        expected = {"gc.disable()": ["False", "700", "10", "10"], "gc.set_threshold(0)": ["True", "0", "10", "10"],
                    "gc.set_threshold(200000, 3, 4)": ["True", "200000", "3", "4"]}[before]
        assert _fresh_process(tmp_path, code) == expected, before
