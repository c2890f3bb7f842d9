"""Small pieces the main screen and the review screen share."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from rich.console import Group
from rich.text import Text
from textual.binding import Binding
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.dom import DOMNode
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static

from helper.i18n import get_translator
from helper.tui.paste import clean_paste
from helper.tui.wrap import Wrapped

FORBIDDEN_KEYS = frozenset({"ctrl+b", "ctrl+a", "ctrl+s", "ctrl+q", "ctrl+z", "ctrl+backslash"})
"""Keys no binding may use: the prefix keys of tmux (Ctrl+B) and GNU screen
(Ctrl+A), flow control (Ctrl+S stops the output, Ctrl+Q starts it again: XOFF
and XON), suspend (Ctrl+Z) and quit (Ctrl+\\) of the terminal. Inside tmux
or screen a binding on the prefix keys does nothing and the key after it is
lost; GNU screen (``flow`` on, or ``auto`` while the program has not turned
the terminal's own flow control off) and terminals with ``ixon`` set (a
serial line, some SSH clients) swallow Ctrl+S and Ctrl+Q before the program
sees them: a fresh tester's Ctrl+Q (the old quit key) did nothing inside
screen. Quit is Ctrl+X or F10 (helper.tui.app.COMMAND_KEYS)."""


def in_text_editor(app) -> bool:
    """Whether a multi-line text editor (the review's translation editor) has the focus:
    there Ctrl+X cuts, as in every editor, rather than quitting (F10 quits)."""
    from textual.widgets import TextArea

    return isinstance(app.focused, TextArea)


def without_forbidden(bindings) -> list[Binding]:
    """``bindings`` (Binding objects) with the :data:`FORBIDDEN_KEYS` taken out
    of each; a binding left with no key is dropped."""
    kept = []
    for binding in bindings:
        keys = [key for key in binding.key.split(",") if key.strip() not in FORBIDDEN_KEYS]
        if keys:
            kept.append(replace(binding, key=",".join(keys)))
    return kept


class SafeInput(Input, inherit_bindings=False):
    """A Textual Input without the keys of :data:`FORBIDDEN_KEYS` (Input binds
    Ctrl+A to Home, the prefix key of GNU screen: Home still works).

    A paste of several lines is kept whole, its lines joined by a space
    (Textual's Input keeps the first line only and drops the rest), at the
    cursor, without control characters or escape sequences (:func:`clean_paste`)."""

    BINDINGS = without_forbidden(Input.BINDINGS)

    # ------------------------------------------------------------ what the terminal cannot show
    # Under a GNU screen that cannot show a script (helper.tui.glyphs: Chinese under ``screen -U``
    # with LANG=C) typed or pasted letters of it were echoed as ?? pairs (issue 10, fix10j): each
    # run of them is drawn as a short mark ("[2 Chinese characters]"), cut at the cursor and the
    # selection's ends, and the value is kept as typed. Only then is Input's drawing replaced
    # (Input.render_line, _value, _position_to_cell and _cell_offset_to_index as in Textual 8.2.8:
    # tests/test_fix10j_typed_scripts.py); elsewhere Textual's own is used.

    def _echo_pieces(self) -> list[tuple[int, int, str]] | None:
        """The value's pieces as drawn (:func:`helper.tui.glyphs.typed_pieces`), or None when the
        terminal shows all of it."""
        value = self.value
        if value.isascii():
            return None
        from helper.tui.glyphs import hidden_script, typed_pieces

        mode = getattr(self.app, "glyphs", None) or getattr(self.screen, "glyphs", None)
        if mode is None or hidden_script(value, mode) is None:
            return None
        lang = getattr(self.screen, "ui_lang", None) or getattr(self.app, "lang", None) or "en"
        start, end = self.selection
        return typed_pieces(value, mode, lang, (start, end))

    def _echo_text(self, pieces) -> tuple[Text, list[int]]:
        """The drawn text of ``pieces``, a mark in the placeholder's style, and where each index of
        the value (0 .. its length) starts in it."""
        text = Text(no_wrap=True, overflow="ignore", end="")
        starts = [0] * (len(self.value) + 1)
        mark = self.get_component_rich_style("input--placeholder")
        for start, end, drawn in pieces:
            for index in range(start, end):
                starts[index] = len(text)
            text.append(drawn, mark if end - start > 1 or drawn != self.value[start] else None)
        starts[len(self.value)] = len(text)
        return text, starts

    @property
    def _value(self) -> Text:
        pieces = self._echo_pieces()
        return super()._value if pieces is None else self._echo_text(pieces)[0]

    def _position_to_cell(self, position: int) -> int:
        pieces = self._echo_pieces()
        if pieces is None:
            return super()._position_to_cell(position)
        text, starts = self._echo_text(pieces)
        return text[:starts[max(0, min(position, len(self.value)))]].cell_len

    def _cell_offset_to_index(self, offset: int) -> int:
        pieces = self._echo_pieces()
        if pieces is None:
            return super()._cell_offset_to_index(offset)
        from rich.cells import cell_len

        offset += self.scroll_offset.x
        cells = 0
        for start, _end, drawn in pieces:
            width = cell_len(drawn)
            if cells <= offset < cells + width:
                return start
            cells += width
        return len(self.value)

    def watch_selection(self) -> None:
        if self._echo_pieces() is not None:  # a mark cut at the cursor: the drawn width changes with it
            from textual.geometry import Region, Size

            self.virtual_size = Size(self.content_width, 1)
            self.scroll_to_region(Region(self._cursor_offset, 0, width=1, height=1), force=True, animate=False)

    def render_line(self, y: int):
        pieces = self._echo_pieces() if y == 0 else None
        if pieces is None:
            return super().render_line(y)
        from textual.strip import Strip

        # Input.render_line's drawing of a value (no suggestion: none is offered), on the drawn text.
        result, starts = self._echo_text(pieces)
        if self.has_focus:
            if not self.selection.is_empty:
                start, end = sorted(self.selection)
                result.stylize_before(self.get_component_rich_style("input--selection"), starts[start], starts[end])
            if self._cursor_visible:
                if self.cursor_at_end:
                    result.pad_right(1)
                cursor = starts[self.cursor_position]
                result.stylize(self.get_component_rich_style("input--cursor"), cursor, cursor + 1)
        console = self.app.console
        width = self.scrollable_content_region.width
        strip = Strip(list(console.render(result, self.app.console_options.update_width(self.content_width))))
        scroll_x, _ = self.scroll_offset
        strip = strip.crop(scroll_x, scroll_x + width + 1).extend_cell_length(width + 1)
        return strip.apply_style(self.rich_style)

    def _on_paste(self, event) -> None:
        event.stop()
        event.prevent_default()  # not Input's own handler too (it keeps the first line only)
        pasted = " ".join(line.strip() for line in clean_paste(event.text).splitlines() if line.strip())
        if pasted:
            selection = self.selection
            if selection.is_empty:
                self.insert_text_at_cursor(pasted)
            else:
                self.replace(pasted, *selection)


def keys_line(hints: list[tuple[str, str]], width: int | None = None, keep: int = 0) -> Wrapped:
    """The footer: each key with its label, one unit when it wraps (no-break spaces between the key and its
    label and between the label's words: "f Μόνο" / "προβλήματα" and "PgUp/Dn Scroll" / "texts" parted a
    label, issue 9, tester 9y).

    With ``width`` (cells), a one-line footer that fits: the first ``keep``
    hints and the last two (help, quit) always, then the others in their
    order - one fixed priority - up to the first that does not fit; none after
    it is taken, so every language drops the same keys first (a shorter later
    label no longer slipped in ahead of a longer earlier one: English showed no
    F5 and Greek no F4, issue 8). F1 help lists every key.
    """
    from rich.cells import cell_len

    from helper.tui.wrap import keep_whole

    def line(chosen) -> str:
        return "  ".join(keep_whole(f"{key} {label}") for key, label in chosen)

    if width is not None and cell_len(line(hints)) > width:
        chosen = list(hints[:keep]) + list(hints[-2:])
        for hint in hints[keep:-2]:
            trial = chosen[:-2] + [hint] + chosen[-2:]
            if cell_len(line(trial)) > width:
                break
            chosen = trial
        hints = chosen
    return Wrapped(Text(line(hints)))


def move_highlight(options: OptionList, step: int) -> None:
    """Move the highlighted option by ``step``, stopping at the first and last."""
    if options.display and options.option_count:
        current = options.highlighted or 0
        options.highlighted = max(0, min(options.option_count - 1, current + step))


def keyboard_only(node: DOMNode) -> None:
    """Make the option list and scrollers under ``node`` unfocusable: the keys
    belong to the answer line and the screen's bindings (no mouse, no Tab)."""
    from textual.containers import VerticalScroll

    for widget in (*node.query(OptionList), *node.query(VerticalScroll)):
        widget.can_focus = False


BOX_WIDTH = 76
"""The widest a box over the screen is (a question, the players' languages: helper.tcss)."""


SMALL_HEIGHT = 24
"""Below this many lines a box over the screen drops its blank padding lines (:func:`fit_box`)."""


def fit_box(box, screen_width: int, screen_height: int | None = None) -> None:
    """Make ``box`` (a widget centred over the screen, ``width: auto``) at most
    :data:`BOX_WIDTH` columns and never wider than the screen: CSS has one
    max-width, and at 60 columns a 76-column box ran off the right edge, its
    "(y / n)" lost (issue 11). ``screen_height``: below :data:`SMALL_HEIGHT` lines the
    box has no blank line above and below its text (padding ``0 1``), so that a long
    question - the take-over question with its reminder, in Greek - stays whole at 60x16
    (issue 8, a fresh tester: its last line was cut). Call it on mount and on every resize."""
    box.styles.max_width = min(BOX_WIDTH, screen_width)
    if screen_height is not None:
        box.styles.padding = (0, 1) if screen_height < SMALL_HEIGHT else (1, 2)


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question; y confirms, n / Escape / Enter cancel (the safe default).

    ``on_answer`` (called with True or False) runs as soon as the key is taken,
    before the next key: the keys typed after ``y`` in one burst go to the
    screen the answer leads to. Without it, the screen is dismissed with the
    answer (Textual's callback, which runs later)."""

    BINDINGS = [
        # On a Greek layout the y and n keys type υ and ν: the same keys answer.
        Binding("y,υ", "answer(True)", priority=True, show=False),
        Binding("n,ν,escape,enter", "answer(False)", priority=True, show=False),
    ]

    ANSWER_KEYS = frozenset({"y", "υ", "n", "ν", "escape", "enter"})
    """The keys that answer (or, at the take-over question, remind of) the question: the keys
    :meth:`seen` guards."""

    def __init__(self, message: str, on_answer: Callable[[bool], None] | None = None, known: bool = True):
        """``message``: the question, in the screen's language. ``on_answer``: see the class.
        ``known``: the question was asked by the Director's own key just before (Ctrl+N, the
        finder's Ctrl+G), so keys typed after that key in the same burst answer it (issue 7 A5:
        Ctrl+N, y, 6, Enter in one write). False for a question that comes without a key of
        the Director (the take-over questions at the start, after a heartbeat, after n to the
        one before): a key that arrived before it was drawn does not answer it (:meth:`seen`)."""
        super().__init__()
        self.message = message
        self.on_answer = on_answer
        self.known = known
        self.shown: float | None = None  # when the question was first drawn on the terminal (Textual's clock)

    def compose(self) -> ComposeResult:
        # Wrapped: broken where Chinese and Greek may break (a number kept with its unit: "第 1 号裁决"),
        # to the screen's width (helper.tcss: the box fits 60 columns, issue 11). In a band as wide as
        # the screen (helper.tcss #confirm-band): nothing of the screen beneath beside the box.
        from textual.containers import Center

        with Center(classes="confirm-band"):
            yield Static(Wrapped(Text(self.message)), id="confirm-body")

    def on_mount(self) -> None:
        fit_box(self.query_one("#confirm-body"), self.app.size.width, self.app.size.height)
        self.call_after_refresh(self.drawn)

    def drawn(self) -> None:
        """The question is on the terminal now. While the helper starts its frames are held
        (``start_drawn`` False: helper.tui.app.HelperApp._draw_start marks it drawn then)."""
        from textual._time import get_time

        if self.shown is None and getattr(self.app, "start_drawn", True):
            self.shown = get_time()

    def seen(self, key_time: float | None) -> bool:
        """Whether a key that arrived at ``key_time`` (Textual's clock; None: not read from the
        terminal) may answer the question: it is known (``known``) or the key came after the
        question was drawn (issue 8, fresh tester 8e: a ``y`` sent while a helper was starting
        took the ruling over from another helper before the question was on the screen)."""
        if self.known or key_time is None:
            return True
        return self.shown is not None and key_time > self.shown

    def refuse_early(self, lang: str) -> None:
        """Say in the box, in ``lang``, that a key came before the question was shown and was not taken."""
        from helper.i18n import get_translator

        _ = get_translator(lang).gettext
        note = _("Too early: that key came before this question was shown; it was not taken. Read the question, "
                 "then press y or n.")
        self.query_one("#confirm-body", Static).update(Wrapped(Text(f"{self.message}\n\n{note}")))

    def on_resize(self, event) -> None:
        fit_box(self.query_one("#confirm-body"), event.size.width, event.size.height)

    def action_answer(self, value: bool) -> None:
        if self.on_answer is None:
            self.dismiss(value)
            return
        self.app.pop_screen()
        self.on_answer(value)


def quiet_driver_class(driver_class):
    """``driver_class`` (Textual's choice), except on Linux terminals:
    :class:`helper.tui.driver.QuietLinuxDriver`, whose input thread sleeps between keys (issue 10:
    an idle helper uses no CPU) and which writes what a GNU screen miscounts as ASCII (the app's
    ``glyphs``, helper.tui.glyphs)."""
    # By name: textual.drivers.linux_driver cannot be imported on Windows.
    if (driver_class.__module__, driver_class.__name__) == ("textual.drivers.linux_driver", "LinuxDriver"):
        from helper.tui.driver import QuietLinuxDriver

        return QuietLinuxDriver
    return driver_class


def install_hang_up(app, handler) -> None:
    """Call ``handler(signal number)`` in ``app``'s event loop on SIGHUP (the terminal is gone: an SSH
    drop) and SIGTERM, where the platform has them. Not for a headless app (tests): the test runner's
    signals stay its own. Called from the app's ``on_mount`` (the loop running)."""
    import asyncio
    import signal

    if app.is_headless:
        return
    loop = asyncio.get_running_loop()
    for name in ("SIGHUP", "SIGTERM"):  # no SIGHUP on Windows
        number = getattr(signal, name, None)
        if number is None:
            continue
        try:
            loop.add_signal_handler(number, handler, number)
        except (NotImplementedError, RuntimeError, ValueError, AttributeError):
            pass


class HelpScreen(ModalScreen[None]):
    """Every key, in the current language. Any of Escape, F1, q or Enter closes it.

    Its keys are priority bindings: they are taken in the app's own key order,
    so keys typed right after the closing key reach the answer line."""

    # Its own style, not helper.tcss's: the review app (review.tcss) shows it too, and drew it full screen with no
    # box (fix9he, tester 9ap). Not scoped: ``.plain`` is the app's class (ASCII borders). The help scrolls
    # (↑ ↓ PgUp PgDn) when the keys do not fit the screen, and is as wide as the screen allows: below about 68
    # columns it ran off the right edge.
    SCOPED_CSS = False
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    #help-scroll { width: 78; max-width: 100%; height: auto; max-height: 100%; padding: 0 0 0 1;
                   border: solid $primary; background: $surface; scrollbar-size-vertical: 1; }
    #help-body { width: 100%; height: auto; border: none; padding: 0 2 0 1; }
    .plain #help-scroll { border: ascii $primary; }
    """

    BINDINGS = [
        Binding("escape,f1,q,enter", "close", priority=True, show=False),
        Binding("down", "scroll(1)", priority=True, show=False),
        Binding("up", "scroll(-1)", priority=True, show=False),
        Binding("pagedown", "scroll(10)", priority=True, show=False),
        Binding("pageup", "scroll(-10)", priority=True, show=False),
    ]

    def __init__(self, lang: str, entries: list[tuple[str, str]]):
        """``entries``: the keys listed and what each does (the Director's screen's:
        :func:`helper.tui.app.director_keys_help`; the review screen's F1 lists its own, fix9ge)."""
        super().__init__()
        self.lang = lang
        self.entries = entries

    def compose(self) -> ComposeResult:
        from rich.cells import cell_len

        _ = get_translator(self.lang).gettext
        entries = self.entries
        # Each entry wraps under its text, not under its key.
        # The closing keys first: on a small screen the help scrolls (↑ ↓ PgUp PgDn).
        rows = [Wrapped(Text(_("Keys") + " - " + _("Press Escape, Enter, F1 or q to close."))), Text("")]
        # The key column as wide as its widest key ("^X F10"): every text starts in one column.
        width = max(cell_len(key) for key, _text in entries)
        rows += [Wrapped(Text(key + " " * (width - cell_len(key)) + "  " + text if key else ""), hang=width + 2)
                 for key, text in entries]
        with VerticalScroll(id="help-scroll"):
            yield Static(Group(*rows), id="help-body")

    def action_scroll(self, step: int) -> None:
        scroll = self.query_one("#help-scroll", VerticalScroll)
        if abs(step) > 1:
            (scroll.scroll_page_down if step > 0 else scroll.scroll_page_up)(animate=False)
        else:
            scroll.scroll_relative(y=step, animate=False)

    def action_close(self) -> None:
        self.app.pop_screen()
