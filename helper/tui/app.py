"""The Textual app: a chat-style dialogue with the law text beside it.

The screen renders state; it computes nothing. The dialogue engine holds the
answers, ``helper.dialogue.render`` words questions and rulings, and
``helper.laws`` chooses the law text to show. Switching language re-renders
everything from that state, transcript included.

Law texts and typed input are always rendered as plain text (never markup):
the law texts contain square brackets.
"""

from __future__ import annotations

import gc

START_GC_THRESHOLD = 50_000
"""From this module's import to the first frame, the garbage collector's youngest generation is
collected after this many new objects instead of Python's 700 (:func:`_hold_collections`)."""


def _hold_collections() -> tuple[int, int, int] | None:
    """Raise the collector's first threshold to :data:`START_GC_THRESHOLD` for the start (issue 10,
    first frame). Done first in this module, before its imports: at a command-line start (helper.cli.ui)
    they bring in Textual's modules too. The start makes some 40,000 objects that live as long as the
    program (modules, classes, the law book, graph, CSS rules, widgets); collected every 700 new
    objects, the collector ran dozens of young and several older-generation collections, scanning
    them again and again, that found almost nothing: by callgrind about 22 million instructions of the first frame (English,
    1,066.5 -> 1,038.0 million with the kinds' deferral, 2.5, and the built graph, 3.7; session 15). 50,000, not
    100,000: with 100,000 the imports' garbage stayed until the frame, the peak memory there 1.10-1.11x
    the bare app's (goal 1.1x; 1,016.7 million instructions); with 50,000 it is collected on the way
    (1.093-1.095x), 21 million instructions dearer; 10,000 and 20,000 cost more still (1,047.7 and
    1,050.2) for about the same memory (1.092x), and one young collection at the end of the imports 24 million.

    Returns:
        the thresholds before (restored by :func:`_release_collections` at the first frame), or
        None when nothing was changed: the collector off, or its thresholds set to collect this
        rarely or never already (a first threshold of 0)."""
    threshold = gc.get_threshold()
    if not gc.isenabled() or not 0 < threshold[0] < START_GC_THRESHOLD:
        return None
    gc.set_threshold(START_GC_THRESHOLD, *threshold[1:])
    return threshold


_held_threshold = _hold_collections()


def _release_collections() -> None:
    """Give the collector back the thresholds :func:`_hold_collections` raised, once per process:
    at the first frame (:meth:`HelperApp._draw_start`), or when the app ends without one
    (:func:`run`). A threshold changed meanwhile by someone else is left as they set it. The
    young objects of the start are collected then, once, with the middle generation, after the
    frame (about 1 ms): left to the collector, its first middle-generation collection, ten young
    ones later, scanned them all during the Director's first answer."""
    global _held_threshold
    held, _held_threshold = _held_threshold, None
    if held is not None and gc.get_threshold()[0] == START_GC_THRESHOLD:
        gc.set_threshold(*held)
        gc.collect(1)


import re
from functools import lru_cache
from pathlib import Path
from typing import Callable

from rich.text import Text
from textual import events
from textual.actions import SkipAction
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.reactive import reactive
from textual.containers import Container, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.input import Selection
from textual.widgets.option_list import Option

from helper.dialogue.engine import AnswerError, Dialogue
from helper.dialogue import render
from helper.i18n import LANGS, LANGUAGE_NAMES, get_translator, translations
from helper.laws import LawBook, cite
from helper.laws.notes import note_text
from helper.scoring import Settings
from helper.tui import css_cache
from helper.tui.common import (ConfirmScreen, HelpScreen, SafeInput, clean_paste, in_text_editor, keyboard_only,
                               keys_line)
from helper.tui.wrap import Wrapped
from helper.tui.holdkeys import BURST_SECONDS, type_key, unglue

WIDE = 110
"""From this terminal width on, the law text stands beside the transcript."""


# The main screen's command keys (Textual key names). None of them is a key
# that tmux (Ctrl+B), GNU screen (Ctrl+A, and Ctrl+Q/Ctrl+S as flow control) or
# the terminal (Ctrl+S, Ctrl+Q, Ctrl+Z, Ctrl+\\) takes: see
# helper.tui.common.FORBIDDEN_KEYS. Each command that a terminal may lack a key
# for (F-keys, Ctrl+arrows) has a second key. Quit is Ctrl+X (passed by tmux,
# GNU screen, SSH and every terminal; nano's exit key) and F10 (the traditional
# quit key of text programs; some terminals give F10 to their menu bar, hence
# Ctrl+X first). In the review's translation editor Ctrl+X cuts and F10 quits.
COMMAND_KEYS = {
    "back": "ctrl+p,f3",
    "restart": "ctrl+n",
    "language": "f2,ctrl+t",
    "review": "ctrl+r",
    "players": "f5,ctrl+g",
    "search": "ctrl+f,f7",
    "redraw": "ctrl+l",
    "take_over": "ctrl+o",
    "details": "f4,ctrl+e",
    "help": "f1",
    "quit": "ctrl+x,f10",
}


def _footer_hints(_) -> list[tuple[str, str]]:
    """The footer's (key, label) pairs, each label given to ``_`` (a gettext; ``str`` gives the msgids)."""
    return [("^P", _("Back")), ("^N", _("New")), ("F2", _("Language")), ("^F", _("Find law")),
            ("F4", _("Details")), ("F5", _("Players")), ("^R", _("Review")), ("F1", _("Help")), ("^X", _("Quit"))]


def key_hints(lang: str, short: bool = True) -> list[tuple[str, str]]:
    """The command keys of the main screen, in ``lang``: short labels for the
    footer (it must fit 80 columns in every language), long ones for help.

    Returns:
        (key as shown, e.g. ``^P F3``; what it does) pairs, in the order of
        :data:`COMMAND_KEYS` for help; for the footer the first key of each,
        in the order the footer shows them, leaving out the redraw and
        take-over keys (the record line names Ctrl+O when it is of use).
        Which of them the footer shows: :func:`footer_keys`.
    """
    _ = get_translator(lang).gettext
    if short:
        return _footer_hints(_)
    return [
        ("^P F3", _("Back one answer")),
        ("^N", _("Start a new ruling (asks first)")),
        ("F2 ^T", _("Next language: English, Chinese, Greek")),
        ("^R", _("Review the translations of the law texts")),
        ("F5 ^G", _("The players' view: the ruling in two languages")),
        ("^F F7", _("Find the law: paragraphs by words in any language or by id; start the ruling there")),
        ("^L", _("Redraw the whole screen (when a bad connection garbled it)")),
        ("^O", _("Take over the ruling in progress another helper holds: asks first while that helper runs with "
                 "a ruling in progress; at once when it has ended")),
        ("F4 ^E", _("The ruling's details: event, session, board, table, contestants, Director")),
        ("F1", _("This help")),
        ("^X F10", _("Quit (the ruling in progress is kept)")),
    ]


FOOTER_PRIORITY = ("^P", "F1", "^X", "^F", "F5", "^N", "F2", "F4", "^R")
"""The footer's keys, most needed first: Back, Help and Quit are always shown;
then Find law (issue 11: the finder must stay in view at 60 columns), the
players' view (once the ruling has its score), New, Language, Details and
Review while there is room (:func:`footer_keys`). F1 lists every key."""

FOOTER_ALWAYS = 3
"""How many of :data:`FOOTER_PRIORITY` the footer shows whatever the width."""


@lru_cache(maxsize=64)  # per width and state: the footer is drawn again after every answer
def footer_keys(width: int, scored: bool) -> tuple[str, ...]:
    """The keys the footer shows at ``width`` cells (as :func:`key_hints` shows them).

    One rule in every language, so that the three footers name the same keys
    (a fresh tester saw F5 in the Chinese and Greek footers but not in the
    English one): the keys of :data:`FOOTER_PRIORITY` in that order, up to the
    first that would not fit in one of the three languages (the longest
    labels decide), the first :data:`FOOTER_ALWAYS` always. F5, the players'
    view, only once the ruling has its score (``scored``): before, it only
    says to answer first.
    """
    from rich.cells import cell_len

    # The labels in every language without reading the other languages' whole catalogues (first frame).
    keys, msgids = zip(*_footer_hints(str))
    hints = [list(zip(keys, labels)) for labels in translations(msgids, LANGS).values()]
    candidates = [key for key in FOOTER_PRIORITY if scored or key != "F5"]
    chosen = candidates[:FOOTER_ALWAYS]
    for key in candidates[FOOTER_ALWAYS:]:
        trial = set(chosen) | {key}
        if any(cell_len(footer_text([h for h in lang_hints if h[0] in trial])) > width for lang_hints in hints):
            break
        chosen.append(key)
    return tuple(chosen)


def footer_text(hints: list[tuple[str, str]]) -> str:
    """The footer line of ``hints`` (key, label) pairs: each key with its label, kept together."""
    return "  ".join(f"{key}\u00a0{label}" for key, label in hints)


# Textual's own terminal parser reads an Escape glued to a digit, - or = (one
# read: an SSH packet, tmux's escape delay, WezTerm's Option+digit) as these Mac
# Option characters (textual._ansi_sequences). On Linux and macOS the helper's
# driver splits the pair before (helper.tui.driver.GluedEscapeParser), so this
# table is needed where Textual's parser still reads the keys: its Windows
# driver (get_driver_class keeps it) and, on every system, a typed Option
# character (macOS Terminal without "Use Option as Meta key": Option+5 types
# '∞'), taken as Escape, then the key, as everywhere else (no answer holds
# these characters). Checked again in fix10h (issue 10): alive, not dead.
_ESCAPED = {"¡": "1", "™": "2", "£": "3", "¢": "4", "∞": "5", "§": "6", "¶": "7", "•": "8", "ª": "9",
            "º": "0", "–": "-", "≠": "="}


START_HOLD_SECONDS = 2.0
"""At the start, how long (seconds) the first frame waits at the most for the screen to settle
(:meth:`HelperApp._start_settled`) before it is drawn anyway."""

EARLY_CHECKS = (0.5, 1.5, 3.0)
"""Seconds after its heartbeat starts at which a helper checks at once, besides every heartbeat,
that it still holds the ruling in progress: another helper of the same Director started at the
same moment takes it then, if at all (:meth:`HelperApp._start_heartbeat`)."""

START_RENDERS = 4
"""At the start, how many times the settled screen is rendered at the most before its first frame is
drawn: a render can change what is laid out (an option list counts its lines as it renders), and
the screen is laid out and rendered again (:meth:`HelperApp._start_settled`)."""

SHORT = 24
"""Screens with fewer lines than this (down to the 16 the README supports) give the
transcript, where the current question is, the room first: fewer answer choices in view
at once (they scroll) and less law text (helper.tcss ``.short``)."""

def _freeze_start_objects() -> None:
    """Moves every object the start has made so far (the modules, Textual's and the helper's classes,
    the law book, question graph and CSS rules from the start-up cache) out of the garbage collector's
    generations, once per process (:func:`gc.freeze`): they live as long as the program, and each
    collection of the older generations scanned them all again, some 45,000 objects (issue 10, first
    frame: about 28 of the 195 million instructions the helper's first frame cost more than a bare
    Textual app's, by callgrind; later collections are cheaper alike). Objects made afterwards are
    collected as before; a cycle among the frozen ones that becomes garbage is not (none is
    dropped: they are the program's own)."""
    if not gc.get_freeze_count():
        gc.freeze()


class _Offer:
    """What the helper put on the answer line for the Director's Enter: ``text``;
    ``earlier``: his earlier answer (else the finder's suggestion); ``trusted``:
    Enter may keep it even in a burst (HelperApp._offer_earlier_answer);
    ``made``/``shown``: when it was put there and first drawn (monotonic
    seconds, the clock of a key's arrival time)."""

    __slots__ = ("text", "earlier", "trusted", "made", "shown")

    def __init__(self, text: str, earlier: bool, trusted: bool, made: float):
        self.text, self.earlier, self.trusted, self.made = text, earlier, trusted, made
        self.shown: float | None = None

    def drawn(self) -> None:
        """Called after the screen was refreshed with the offer on it."""
        from textual._time import get_time

        if self.shown is None:
            self.shown = get_time()


def show(widget: Static, text: Text, wrapped: bool = True) -> None:
    """Put ``text`` (a Rich Text; :class:`Wrapped` unless ``wrapped`` is False)
    on ``widget`` unless it already shows that text: each update lays the
    screen out again, and most answers leave the title, footer, status and
    law text as they were (issue 10)."""
    if getattr(widget, "shown_text", None) != (text, wrapped):
        widget.shown_text = (text, wrapped)
        widget.update(Wrapped(text) if wrapped else text)


def shorten(text: str, limit: int = 40) -> str:
    """``text`` cut to ``limit`` characters (an ellipsis marks the cut), for echoing a typed line in a message."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def split_escape(event: events.Key) -> list[events.Key]:
    """An Escape that arrived glued to the next key, as the two keys; a line
    feed (Ctrl+J) as Enter.

    Textual reads Escape followed at once by a character as ``alt+<key>``
    (or, for digits, ``-`` and ``=``, as a Mac Option character such as
    ``¡``). The helper binds no Alt key and no answer uses those characters,
    so the pair is given back as Escape, then the key: nothing is typed that
    the Director did not type.

    Returns:
        The key events to handle, in order.
    """
    if event.character in _ESCAPED:  # the answer line only: no answer holds these characters
        digit = _ESCAPED[event.character]
        name = {"-": "minus", "=": "equals_sign"}.get(digit, digit)
        keys = [events.Key("escape", "\x1b"), events.Key(name, digit)]
        for key in keys:
            key.time = event.time  # when the key arrived (bursts, see HelperApp.on_event), not now
        return keys
    # A line feed is Enter (keys typed before the helper set the terminal to raw mode went through
    # the line discipline, which turns the Enter key's CR into LF); alt+<key> is Escape, then the key.
    return unglue(event)


def director_keys_help(lang: str) -> list[tuple[str, str]]:
    """The Director's screen's keys and what each does, in ``lang``, as its help (F1) lists them."""
    _ = get_translator(lang).gettext
    return list(key_hints(lang, short=False)) + [("", "")] + [
        ("1-9", _("Put the answer with that number on the answer line; Enter chooses it")),
        ("↑ ↓", _("Move between answers; Enter chooses")),
        ("abc", _("Type a number, or words of an answer, then Enter")),
        ("PgUp", _("Scroll the law text (PgDn: down)")),
        ("^↑ ^↓", _("Scroll the transcript")),
    ]


class TakeOverScreen(ConfirmScreen):
    """The take-over question: only ``y`` or ``n`` (or Escape) answers it.

    Enter does not: a Director back after a dropped connection who presses
    Enter (or types the answer he meant for the first question) must not
    give up his ruling in progress without having read the question. Enter
    adds a reminder of the two answers instead."""

    BINDINGS = [Binding("enter", "remind", priority=True, show=False)]

    def __init__(self, message: str, reminder: str, on_answer: Callable[[bool], None] | None = None,
                 known: bool = False):
        super().__init__(message, on_answer, known=known)
        self.reminder = reminder

    def action_remind(self) -> None:
        self.query_one("#confirm-body", Static).update(Wrapped(Text(f"{self.message}\n\n{self.reminder}")))


class Transcript(VerticalScroll):
    """The transcript: it keeps its end in view when the space it has changes
    (a status line appears, the window shrinks). Once the ruling is reached
    it keeps the ruling's first line (the decision) in view instead, with as
    much of what follows as fits (``anchor``)."""

    anchor = None
    answered_after = False  # an answer follows the ruling (a penalty's side): the end must be in view

    def keep_in_view(self) -> None:
        """Scroll to the end, or to put ``anchor`` at the top when it is set.
        Once an answer follows the ruling (the side of a procedural penalty,
        Law 90A) the last answer and the question asked now come first: the
        end is shown when the ruling and what follows do not fit together
        (issue 7, session 10: the penalty's size question was out of view)."""
        # immediate: scrolled now, not after one more refresh (a ruling came
        # into view three frames after it was drawn, issue 10).
        anchor = self.anchor
        # Measured from the anchor's margin, which scrolling to it shows above it: from its text,
        # a last line one row short was taken to fit and left out of view (issue 8, fresh tester
        # 8d: "...  1 No  2 On" at 60x16, the rest below).
        if anchor is not None and anchor.is_attached and not (
                self.answered_after
                and self.virtual_size.height - anchor.virtual_region_with_margin.y
                > self.scrollable_content_region.height):
            self.scroll_to_widget(anchor, top=True, animate=False, immediate=True)
        else:
            self.scroll_end(animate=False, immediate=True)

    def on_resize(self) -> None:
        self.keep_in_view()

    def _size_updated(self, size, virtual_size, container_size, layout: bool = True) -> None:
        """Textual's, then scrolled to what must be in view when the text's height changed: the
        lines a redraw mounts that is not an answer's (a take-back, a language switch, a question
        set by a test) are laid out after the keep_in_view asked with them ran, which left the
        question below the view (tests/test_fix8g.py; an answer's lines are laid out and scrolled
        by HelperApp._lay_out_now)."""
        before = self.virtual_size
        super()._size_updated(size, virtual_size, container_size, layout=layout)
        if self.virtual_size.height != before.height:
            self.keep_in_view()

    def call_next(self, callback, *args, **kwargs) -> None:
        """Textual's, except for the wait it queues after lines are mounted here
        (``AwaitMount``): once they are, the transcript is laid out again as
        Textual does, but not repainted whole - a layout marks what moved or
        changed size, and an answer's new lines were laid out and drawn by then
        (:meth:`HelperApp._lay_out_now`): the repaint redrew the transcript and
        the law panel in one more frame for nothing (issue 10)."""
        from textual.widget import AwaitMount

        if not isinstance(callback, AwaitMount) or args or kwargs:
            return super().call_next(callback, *args, **kwargs)
        widgets = list(callback._widgets)

        async def mounted() -> None:
            import asyncio

            from textual.dom import NoScreen

            if widgets:  # as AwaitMount waits (textual.widget), then lays out
                await asyncio.wait([asyncio.create_task(widget._mounted_event.wait()) for widget in widgets])
                if getattr(self.app, "_laid_out_lines", None) != set(widgets):  # not laid out with them yet
                    self.refresh(layout=True, repaint=False)
                try:
                    self.app._update_mouse_over(self.screen)
                except NoScreen:
                    pass

        return super().call_next(mounted)


class TranscriptLine(Static):
    """One line of the transcript (a question, an answer, the ruling or one of its details).
    Once mounted it tells the app (:meth:`HelperApp._line_mounted`): an answer's screen is
    laid out and scrolled before it is drawn."""

    def on_mount(self) -> None:
        # Next in this widget's queue: after Textual has marked it mounted.
        self.call_later(self.app._line_mounted, self)


class LawText(Static):
    """The law panel's text. When its width changes (the panel's scrollbar shown or hidden,
    the terminal resized) while the panel is at the paragraph it was scrolled to, the app
    scrolls to that paragraph again, its line counted at the width the text is now drawn
    at (:meth:`HelperApp._scroll_laws_to`)."""

    def on_resize(self) -> None:
        self.app._law_text_resized()


class AnswerInput(SafeInput):
    """The answer line. Only Enter answers: it takes exactly what the line
    holds. A number key or ↑ ↓ at a choice question puts that choice's number
    on the line (and highlights the choice); typed words of a choice highlight
    it too.

    The app hands every key and paste to :meth:`take_key` / :meth:`take_paste`
    itself, one after the other in the order they arrived, so keys that come
    in one burst (a paste, a laggy SSH link) are never reordered around the
    app's own keys (Back, a confirmation) or merged into one answer.

    The cursor does not blink: each blink redrew the line twice a second, so
    an idle helper woke up for nothing (issue 10); it stays shown, steady."""

    cursor_blink = reactive(False, init=False)

    async def take_key(self, event: events.Key) -> bool:
        """Handle one key of the answer line. Returns False for a key it does not use."""
        if event.key in ("up", "down"):
            self.app._offer = None  # the Director's own choice now, not the helper's default
            self.app.action_move(-1 if event.key == "up" else 1)
            return True
        if event.is_printable:
            self.app._offer = None
            self._restart_blink()
        return await type_key(self, event)

    async def _on_key(self, event: events.Key) -> None:
        if await self.take_key(event):
            event.stop()
            event.prevent_default()

    def _on_paste(self, event: events.Paste) -> None:
        event.stop()
        event.prevent_default()  # not Input's own handler too (it keeps the first line only)
        self.take_paste(event.text)

    def take_paste(self, text: str) -> None:
        """A paste (terminals send it bracketed, lines and all).

        Into a traveller or outcomes question a list is taken whole: its lines
        are joined with the question's separator (``, `` for a traveller,
        ``; `` for outcomes). Anywhere else a paste of more than one line (or,
        at a number question, of more than one value) is refused with a
        message and nothing is entered. Nothing is silently dropped."""
        lines = [line.strip() for line in clean_paste(text).splitlines() if line.strip()]
        if not lines:
            return
        self.app._offer = None  # what is on the line is the Director's, not the helper's default
        node = self.app.question_node
        if node.type == "text" and node.parse in ("field", "outcomes"):
            separator = ", " if node.parse == "field" else "; "
            pasted = separator.join(line.rstrip(",;，；、").strip() for line in lines)
        elif len(lines) > 1 or (node.type == "number" and len(re.split(r"[\s;；]+", lines[0])) > 1):
            self.app.paste_refused(lines)
            return
        elif node.type == "text" and node.parse == "result" and len(render.several_results(lines[0])) > 1:
            self.app.paste_refused(render.several_results(lines[0]))  # "+420, -50": one result is asked
            return
        else:
            pasted = lines[0]
        selection = self.selection
        if selection.is_empty:
            self.insert_text_at_cursor(pasted)
        else:
            self.replace(pasted, *selection)

    def watch_value(self, value: str) -> None:
        if self.is_mounted:
            self.app.line_changed(value)

    async def action_submit(self) -> None:
        text, self.value = self.value, ""
        self.app.answer_line(text)



TEXTUAL_INTERNALS = (
    ("textual.widget", "Widget", "arrange"),
    ("textual.widget", "Widget", "_get_scrollable_region"),
    ("textual.app", "App", "_registered_themes"),
    ("textual.screen", "Screen", "_callbacks"),
    ("textual.message_pump", "MessagePump", "_message_queue"),
    ("textual._queue", "Queue", "values"),
    ("textual.widget", "Widget", "_recompose_required"),
    ("textual.widget", "Widget", "_layout_required"),
    ("textual.widget", "Widget", "_repaint_required"),
    ("textual.widget", "Widget", "_scroll_required"),
    ("textual.widget", "Widget", "_refresh_styles_required"),
    ("textual.dom", "DOMNode", "_pruning"),
    ("textual.screen", "Screen", "_compositor"),
    ("textual._compositor", "Compositor", "visible_widgets"),
    ("textual.screen", "Screen", "_on_timer_update"),
)
"""Textual's internals the helper's speed-ups rely on (module, class, attribute; most are set on each
instance in its ``__init__``): each is looked up by :func:`textual_internal`, so a Textual without it
does without the speed-up. Session 13's (the first three) leave Textual to do the work as it would
alone (the screen stays right, only slower). fix8l's (the rest, read by
:meth:`HelperApp._question_in_frame`: the screen's pending after-refresh callbacks, its message
queue, the widgets' dirty flags, the lines being removed, the compositor's map of what is drawn)
leave the question stamped as shown when its after-refresh callback runs, as before fix8l: a key
typed before that is refused as too early, never applied to a question the Director may not have
seen. tests/test_fix10j_internals.py names each one and fails saying which changed."""

WIDGET_FLAGS = ("_layout_required", "_repaint_required", "_scroll_required", "_refresh_styles_required")
"""A widget's dirty flags (:data:`TEXTUAL_INTERNALS`): any of them not False is a change to it not
drawn yet (:meth:`HelperApp._question_in_frame`)."""


def textual_internal(owner, name: str):
    """``owner``'s attribute ``name`` (one of :data:`TEXTUAL_INTERNALS`), or None where this
    Textual has no such attribute: the caller then does without it."""
    return getattr(owner, name, None)


def _cells(text: str) -> int:
    """The terminal cells ``text`` takes (a Chinese character two)."""
    from rich.cells import cell_len

    return cell_len(text)


class MainScreen(Screen):
    """The helper's own screen (Textual's default screen otherwise).

    While the start-up frames are held (:meth:`HelperApp._display`) Textual's refreshes lay the
    screen out but render nothing: each of the start's five layout passes rendered the whole
    screen for a frame that was never written (about 15 of the 65 ms to the first frame at load 4,
    by a profile; issue 10).
    The first frame is rendered once, when the screen has settled (:meth:`HelperApp._start_settled`).

    Its compositor does not draw a widget wholly covered by others (#main under the transcript
    and the law panel): :class:`helper.tui.covered.CoveredCompositor`."""

    def __init__(self, *args, **kwargs) -> None:
        from helper.tui.covered import CoveredCompositor

        super().__init__(*args, **kwargs)
        self._compositor = CoveredCompositor()

    changed_before_frame: bool | None = None
    """While the question is not yet stamped as shown (:meth:`HelperApp._question_in_frame`):
    whether a widget held a change not yet passed on to the screen (a dirty flag,
    :data:`WIDGET_FLAGS`) when Textual's refresh timer began this frame's work (its layout, then
    its render). The layout itself marks each widget it resizes as to be laid out again (Textual's
    ``virtual_size``): those marks come after the widget's content and are drawn in the frame; a
    mark from before is a change the frame may not show. None: not known (a frame written by
    anything else than the timer's update, or a Textual without it)."""

    def _on_timer_update(self) -> None:
        """Textual's, after noting :attr:`changed_before_frame` while the question is not yet shown
        (this method is one of :data:`TEXTUAL_INTERNALS`: under a Textual without it nothing is
        noted, and every widget's flags are read as the frame is written)."""
        if getattr(self.app, "_question_shown", 0) is None and textual_internal(Screen, "_on_timer_update"):
            self.changed_before_frame = any(textual_internal(widget, flag) is not False
                                            for widget in self.walk_children() for flag in WIDGET_FLAGS)
        try:
            super()._on_timer_update()
        finally:
            self.changed_before_frame = None  # known for the frame written in this update only

    def _compositor_refresh(self) -> None:
        app = self.app
        if self is app.screen and not getattr(app, "start_drawn", True):
            self._dirty_widgets.clear()  # as after a render: what they changed is in the first frame
            return
        super()._compositor_refresh()

    _styled = False  # the start's first resume has come (_on_screen_resume)

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        """Before Textual's own handler (called after this one): at the start's first resume the
        styles are not applied to every widget again. Textual styled each widget as it was
        mounted, a moment before, and again each one whose classes or pseudo-classes changed
        since (on mount: ``plain``, ``short``, ``wide``, focus); the resume's whole pass (Textual
        does it for a screen that comes back, whose styles may be stale) gave each the same
        styles again, a fifth of the helper's own work to its first frame (issue 10; the same
        styles: tests/test_tui_start_frame.py). Every later resume (a screen closed over it)
        restyles as Textual does."""
        app = self.app
        if not self._styled and not getattr(app, "start_drawn", True):
            event.refresh_styles = False
        self._styled = True

    def _screen_resized(self, size) -> None:
        """Textual's, except while the start-up frames are held: a resize to the size the screen
        is laid out at lays nothing out. Textual sends the start three resizes of the size it
        started at, and each laid the whole screen out again (issue 10, first frame); what a
        widget asks to be laid out meanwhile is laid out at the screen's next layout pass, as
        Textual does between resizes. A resize to another size is laid out at once."""
        app = self.app
        if self is app.screen and not getattr(app, "start_drawn", True) and size == self._compositor.size:
            return
        super()._screen_resized(size)


class HelperApp(App[None], inherit_bindings=False):
    """The Director's helper. ``lang`` is ``en``, ``zh`` or ``el``.

    Textual's own bindings are not inherited: its Ctrl+Q (quit) is a flow-control
    key that GNU screen and terminals swallow (FORBIDDEN_KEYS); Ctrl+C is bound
    again to say how to quit."""

    CSS_PATH = Path(__file__).with_name("helper.tcss")
    TITLE = "helper"
    ENABLE_COMMAND_PALETTE = False
    AUTO_FOCUS = "#answer"  # never the transcript: it would swallow keys typed ahead

    # Priority bindings: taken in the app's own key order (see on_event).
    # (↑ ↓ belong to the answer line: AnswerInput.take_key.)
    BINDINGS = [
        *(Binding(keys, action, priority=True, show=False) for action, keys in COMMAND_KEYS.items()
          if action != "quit"),
        # Each quit key on its own, so that the action knows which (Ctrl+X cuts in a text editor).
        *(Binding(key, f"quit('{key}')", priority=True, show=False) for key in COMMAND_KEYS["quit"].split(",")),
        Binding("ctrl+c", "help_quit", show=False, system=True),
        Binding("pageup", "scroll_laws(-1)", priority=True, show=False),
        Binding("pagedown", "scroll_laws(1)", priority=True, show=False),
        Binding("ctrl+up", "scroll_transcript(-1)", priority=True, show=False),
        Binding("ctrl+down", "scroll_transcript(1)", priority=True, show=False),
    ]

    def __init__(self, lang: str = "en", settings: Settings | None = None, plain: bool = False, store=None,
                 store_error=None, heartbeat_seconds: float | None = None):
        """``store``: a :class:`helper.rulings.RulingStore` for autosave and the
        ruling record (None: nothing is stored); ``store_error``: the
        :class:`helper.rulings.StoreError` that kept the record from opening,
        shown on the screen for the whole session. ``heartbeat_seconds``: how
        often the claim on the ruling in progress is refreshed (default
        :data:`helper.rulings.HEARTBEAT_SECONDS`)."""
        super().__init__()
        # The screen's CSS as parsed by the previous start (helper.tui.css_cache: the first frame, issue 10).
        self._css_primed = css_cache.prime(self.stylesheet, self.CSS_PATH)
        self.lang = lang
        self.plain = plain
        self.dialogue = Dialogue(settings=settings or Settings())
        self.book = LawBook.load()
        self.error: str | None = None
        self.store = store
        self.owns_draft = False
        self.notice: str | None = None
        self.startup_warning: str | None = None  # said once at the start (GNU screen without UTF-8: helper/cli/ui.py)
        self.glyphs: str | None = None  # a terminal that miscounts characters (helper.tui.glyphs; set before run)
        # In the "tmux" mode: asks the terminal's mode afresh (helper.cli.ui.screen_glyphs_again), on F2 (fix10r).
        self.glyphs_again = None
        self.asked_lang: str | None = None  # the language the helper was started in, before the mode hid it
        self.after_lang: str | None = None  # the language printed in once the screen is gone (run's after_lang)
        self.heartbeat_seconds = heartbeat_seconds
        # What is wrong with the record, worded in the current language; it
        # stays on the screen (the #record line) until it no longer holds.
        self.record_problem = None
        self._write_failed = False
        self._seen_once = False
        self._heartbeat_timer = None  # refreshes the claim, or watches the other holder
        self._holder_gone = False  # the other holder of the ruling in progress has ended
        # The ruling left in another login with n (its key), and whether its helper has ended:
        # the heartbeat follows that helper, the line and Ctrl+O say what Ctrl+O does (issue 8).
        self._declined_login: str | None = None
        self._declined_ended = False
        self._held_enter: float | None = None  # when an Enter held at a list question arrived (_hold_enter)
        self._enter_timer = None
        self._held_first = 0.0  # when the held Enter arrived (_held_enter: the last Enter of its burst)
        self._extra_enters: list[float] = []  # Enters that followed a held Enter in its burst, no text between
        self._key_time: float | None = None  # when the key or paste being handled arrived (on_event)
        self._last_key_time: float | None = None  # when the key before it arrived (bursts)
        self._burst_base: str | None = None  # the answer line as it was before the current burst began
        self._typed_paste: list[str] | None = None  # the lines of a paste without bracketing at a one-value question
        self._typed_paste_time = 0.0  # when its last key arrived
        self._question_key = None  # the question on the screen (refresh_all) ...
        self._question_made = 0.0  # ... when it came ...
        self._question_shown: float | None = None  # ... and when it was first drawn (_question_seen)
        self._question_queued = -1  # the question whose callback a frame found queued (_question_in_frame)
        self._question_epoch = 0  # counts the questions put on the screen (_question_replaced)
        self._early_keys = False  # a key that came before its question was drawn was refused (_refuse_early)
        # The question whose answer was kept on the line, the hold lost: (its id, the answers before it).
        self._unapplied: tuple | None = None
        self._took_unasked = False  # ^O took the ruling at once, no question asked: a y after it is refused
        # A ruling begun here with ^N while another helper holds this Director's ruling in progress:
        # its answers are applied and it is recorded when finished, not saved while in progress.
        self._own_ruling = False
        self._early_error: str | None = None  # the status line's error is such a refusal (_show_error)
        self._offer: _Offer | None = None  # what the helper put on the answer line for Enter (_offer_earlier_answer)
        # (the notice "Your earlier answer is on the answer line ...", the earlier answer): the notice is shown
        # only while the line holds that answer (tester 9ap: 1, ^P, 2 still said Enter keeps 1; _render_status)
        self._earlier_hint: tuple[str, str] | None = None
        self._lang_chosen = False  # the Director chose the language with Ctrl+T (saved with the draft)
        self.lang_given = False  # the language was asked for explicitly (--lang): a resumed ruling keeps it
        self._kept_lang = ""  # the resumed ruling's own language, not used because --lang was given
        self._recorded_answers: tuple | None = None  # the answers of the ruling last recorded (answer_key)
        self._lost_to = None  # the process that took this ruling over (DraftLost): it records it, not this one
        self._held_form = None  # details form text typed while another helper holds the ruling (kept here only)
        self._take_over_text = None  # the take-over notice now shown (replaced by the next one of that kind)
        self._recorded_id: int | None = None  # its record: a changed ruling recorded again corrects it
        self._begins = False  # a new ruling (Ctrl+N): the next save starts its time afresh
        # The players' two languages, remembered for one ruling: (its answers before the score, langs).
        self._players_langs: tuple[tuple, tuple[str, str]] | None = None
        self.details: dict = {}  # the ruling's details (helper.tui.details), recorded with it
        # The start-up frames are held until the screen has settled, then drawn once (_start_settled).
        self.start_drawn = False
        self._start_timer = None
        self._start_renders = 0  # renders of the settled screen at the start (_start_settled)
        if store_error is not None:
            from helper.rulings.messages import open_error

            self.record_problem = _lasting(lambda lang: open_error(store_error, lang))
        _freeze_start_objects()

    early_checks: tuple[float, ...] = EARLY_CHECKS  # see EARLY_CHECKS

    def get_driver_class(self):
        """Textual's driver, except on Linux terminals: :class:`helper.tui.driver.QuietLinuxDriver`,
        whose input thread sleeps between keys (issue 10: an idle helper uses no CPU)."""
        from helper.tui.common import quiet_driver_class

        return quiet_driver_class(super().get_driver_class())

    @property
    def current_theme(self):
        """Textual's ``App.current_theme`` (the theme named by ``theme``, else textual-dark),
        looked up in the registered themes at once: Textual's copies its dict of 21 themes
        twice per call (``available_themes``), and every line of every widget drawn asks for it
        (the ANSI theme of its filters): 80 calls, about 0.45 ms, per answer (session 13). A
        comma-separated list of names, or an unknown one, is Textual's to resolve as before.
        Relies on ``App._registered_themes`` (:data:`TEXTUAL_INTERNALS`, checked by
        tests/test_fix10j_internals.py): where Textual no longer has it, Textual's own lookup."""
        themes = textual_internal(self, "_registered_themes")
        theme = themes.get(self.theme) if isinstance(themes, dict) else None
        return theme if theme is not None else super().current_theme

    def get_default_screen(self) -> Screen:
        """The main screen: a :class:`MainScreen` (the start-up frames rendered once)."""
        return MainScreen(id="_default")

    # ------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield Static(id="title")
        with Container(id="main"):
            yield Transcript(id="transcript")
            yield VerticalScroll(LawText(id="law-text"), id="laws")
        yield OptionList(id="choices")
        yield Static(id="record")
        yield Static(id="status")
        yield AnswerInput(id="answer")
        yield Static(id="keys")

    def on_mount(self) -> None:
        keyboard_only(self.screen)
        if self.plain:
            self.add_class("plain")
        self._layout_for(self.size.width)
        self._install_signal_handlers()
        self._resume()
        # A start-up warning and a resumed ruling's notice are both said.
        self.notice = " ".join(part for part in (self.startup_warning, self.notice) if part) or None
        self.refresh_all()
        # Keys typed while the helper starts are for the question it starts at only when that is
        # known before it is drawn: the first question of a new ruling. A resumed ruling's question
        # (its own draft, an ended login's, a take-over) is not: keys that come before it is drawn
        # are refused as for any new question (issue 7, fix7e: typed-ahead '2 Enter' became a
        # session percentage of the question before; tests/test_record_terminal.py).
        if not self.dialogue.answers:
            self._question_replaced(known=True)
        if self.dialogue.earlier_answer is not None:  # resumed after Back: the answer given before is offered
            resumed = self.notice
            self._offer_earlier_answer()
            if resumed:
                self.notice = f"{resumed} {self.notice}"
                self._render_status()
        self.query_one("#answer", Input).focus()
        self.call_after_refresh(self._start_settled)
        self._start_timer = self.set_timer(START_HOLD_SECONDS, lambda: self._draw_start(settled=False))

    # ------------------------------------------------------------ the first frame
    def _display(self, screen, renderable) -> None:
        """Textual's, except that nothing is written until the start-up frame (:meth:`_draw_start`).

        Textual lays the screen out at the start several times (the screen's resume, three resizes
        of the same size, a layout pass, then a whole repaint the resume asked for): drawn as they
        came that was a whole screen, four partial updates and a second whole screen (about 14 kB
        instead of 3.5 kB on a slow SSH link), the last one tens of milliseconds after the first -
        seconds on a loaded machine - repainting over anything written meanwhile (another
        program's output: the screen looked mended by itself, then stayed garbled until Ctrl+L)."""
        if not self.start_drawn:
            return
        super()._display(screen, renderable)
        if self._question_shown is None and self._question_in_frame(screen):
            # Stamped as the frame is written, not when its after-refresh callback runs
            # (_question_drawn): on a loaded host a key typed with the question in view can be
            # handled between the two, and was refused as too early (fix8l).
            from textual._time import get_time

            self._question_shown = get_time()

    def _question_in_frame(self, screen) -> bool:
        """Whether the frame just written for ``screen`` is sure to show the current question
        (:meth:`_question_replaced`) whole: ``screen`` is the only one (no form or modal over the
        question), the question's after-refresh callback (:meth:`_question_drawn`) was queued on it
        before this render or at an earlier frame of it (the question's widgets were all changed
        before that), no widget's repaint, layout, scroll or styles was yet to reach the screen
        when this frame's work began (:attr:`MainScreen.changed_before_frame`; not known: when it
        is written) and no update or layout message is, no recompose is pending, and the
        question is drawn whole in this frame (not cut or scrolled out of view): the transcript's
        last line, or the answer line whose placeholder asks the question after the score (a
        procedural penalty's side). When unsure: False, and the question counts as shown when its
        callback runs (a key typed for the question before is never applied to this one: issue 7).

        Reads Textual's internals (:data:`TEXTUAL_INTERNALS`, checked by
        tests/test_fix10j_internals.py) through :func:`textual_internal`: one missing, or of
        another shape, is "unsure" (False), never an exception in a frame write."""
        from textual.css.query import NoMatches

        if screen is not self.screen or len(self.screen_stack) > 1:
            return False
        try:
            return self._question_drawn_whole(screen)
        except NoMatches:
            return False  # a main screen without the transcript or the answer line
        except (AttributeError, TypeError, ValueError):
            return False  # an internal of another shape than Textual 8.2.8's: unsure

    def _question_drawn_whole(self, screen) -> bool:
        """:meth:`_question_in_frame` for the main screen ``screen``, alone on the stack."""
        from textual.messages import Prompt

        if textual_internal(screen, "_recompose_required") is not False:
            return False  # a recompose pending (or not known)
        callbacks = textual_internal(screen, "_callbacks")
        queue = textual_internal(textual_internal(screen, "_message_queue"), "values")
        drawn = textual_internal(textual_internal(screen, "_compositor"), "visible_widgets")
        if callbacks is None or queue is None or drawn is None:
            return False
        epoch = self._question_epoch
        if self._question_queued != epoch:
            if not any(getattr(callback, "func", None) == self._question_drawn and callback.args == (epoch,)
                       for callback, _sender in callbacks):
                return False
            # Seen queued at a frame: the question's changes came before. A later frame of the same
            # question counts too when it is sure (a Back's first frame is not: lines removed not yet
            # laid out; the next one is, and may be written after the callback ran).
            self._question_queued = epoch
        if any(not isinstance(message, Prompt) for message in queue):
            return False  # a widget's update, a layout ... not drawn yet
        # Marked before this frame's layout: not drawn yet; marked by it (a widget resized): drawn.
        changed_before_frame = getattr(screen, "changed_before_frame", None)
        transcript = screen.query_one("#transcript", Transcript)
        answer = screen.query_one("#answer", Input)
        children = list(transcript.children)
        pruning = [textual_internal(line, "_pruning") for line in children]
        if any(not isinstance(flag, bool) for flag in pruning):
            return False  # which lines are being removed is not known
        lines = [line for line, flag in zip(children, pruning) if not flag]
        if lines and lines[-1].has_class("question"):
            question = lines[-1]
        elif self.dialogue.finished and self.dialogue.after_question is not None:
            question = answer  # asked on its placeholder (_render_transcript)
        else:
            return False
        if not (changed_before_frame is False or (
                changed_before_frame is None and all(textual_internal(widget, flag) is False
                                                     for widget in screen.walk_children() for flag in WIDGET_FLAGS))):
            return False  # a widget's layout, repaint, scroll or styles not drawn yet (or not known)
        region, clip = drawn.get(question, (None, None))
        return region is not None and clip.contains_region(region)

    def _start_settled(self) -> None:
        """After each refresh of the start: once the screen has nothing left to lay out or paint and
        no message waiting, it is rendered; when rendering asked for nothing more (an option list
        counts its lines as it renders and asks to be laid out again: then the screen is laid out
        and rendered again, at most :data:`START_RENDERS` times), that render is the start-up
        frame (:meth:`_draw_start`)."""
        if self.start_drawn:
            return
        screen = self.screen
        if not self._start_busy(screen):
            update = screen._compositor.render_update(full=True, screen_stack=self._background_screens)
            self._start_renders += 1
            asked = [widget for widget in screen.walk_children()
                     if widget._layout_required or widget._repaint_required or widget._scroll_required]
            if self._start_renders >= START_RENDERS or not (asked or self._start_busy(screen)):
                self._draw_start(settled=True, update=update)
                return
            for widget in asked:
                widget._check_refresh()  # passed on to the screen now (as at the widget's next idle)
        screen.call_after_refresh(self._start_settled)

    def _start_busy(self, screen) -> bool:
        """Whether ``screen`` has layout, scrolling, painting or messages pending."""
        return (not screen._message_queue.empty() or self._resize_event is not None or screen._layout_required
                or screen._scroll_required or screen._repaint_required or screen._recompose_required
                or bool(screen._dirty_widgets))

    def _draw_start(self, settled: bool, update=None) -> None:
        """Draw the whole screen once, the first frame (at the latest :data:`START_HOLD_SECONDS` after
        the start: ``settled`` False), and from then on every update as Textual draws it.
        ``update``: the settled screen's render (:meth:`_start_settled`); None: rendered here."""
        if self.start_drawn:
            return
        if not self.is_running or not self.screen_stack:
            return  # quit before its first frame (the start's hold timer due in Textual's shutdown): nothing to draw
            # on, no screen left (clean16b: ScreenStackError at a quit within the start's hold)
        self.start_drawn = True
        if self._start_timer is not None:
            self._start_timer.stop()
            self._start_timer = None
        screen = self.screen
        if update is None:
            update = screen._compositor.render_update(full=True, screen_stack=self._background_screens)
        self._display(screen, update)
        if self._question_shown is None:  # the question on screen is drawn now, not at its held refresh
            from textual._time import get_time

            self._question_shown = get_time()
        if isinstance(self.screen, ConfirmScreen):
            self.screen.drawn()  # a question over the start (taking over) is drawn now too
        if not settled:
            screen.refresh()  # whatever was still pending is drawn as it comes
        self.call_later(css_cache.keep, self.stylesheet, self._css_primed)  # after the frame: for the next start
        _release_collections()  # the start's objects made: the collector as before

    # ------------------------------------------------------------ the record
    def _resume(self) -> None:
        """Claim and resume the ruling in progress saved by an earlier run (a dropped connection).

        A claim held by a stopped, hung or ended helper is taken over at once
        (see :meth:`helper.rulings.RulingStore.claim_draft`); one held by a
        live helper is taken over only when the Director says so.
        """
        if self.store is None:
            return
        from helper.rulings import StoreError

        try:
            claim = self.store.claim_draft()
        except StoreError as exc:
            self._record_error(exc)
            return
        if not claim.owned:
            self._not_owned()
            self._offer_take_over(claim.previous)
            return
        adopted = getattr(self.store, "adopted", None)
        if claim.how in ("stale", "gone"):  # taken over at once: said as every take-over says it
            self._taken_over(claim)
            self._say_adopted(adopted)
            return
        self._claimed(claim)
        self._say_adopted(adopted)
        if self.owns_draft and not self.dialogue.answers:
            self._offer_other_login()

    def _say_adopted(self, adopted) -> None:
        """After resuming at start-up: say whose ruling it was when an unnamed Director's new
        login took on one left in another login of the same user by a helper that has ended
        (:meth:`RulingStore._adopt`) - its terminal, process and host, as the take-over
        question does - never resume it silently; and say when the details form had
        unsaved text kept with it (F4 shows it again). Issue 8, a fresh tester.
        ``adopted``: the store's ``adopted`` (None: nothing taken on)."""
        from helper.tui.details import pending_form_notice

        _ = get_translator(self.lang).gettext
        told = []
        if adopted and self.dialogue.answers:
            if adopted.get("pid"):
                told.append(_("It was left open in another login ({terminal}, process {pid} on {host}), whose "
                              "helper has ended.").format(terminal=adopted.get("terminal") or "?",
                                                          pid=adopted["pid"], host=adopted.get("host") or "?"))
            else:
                told.append(_("It was left open in another login ({terminal}), whose helper has ended.").format(
                    terminal=adopted.get("terminal") or "?"))
        pending = pending_form_notice(self)
        if pending:
            told.append(pending)
        if told:
            self.notice = " ".join([self.notice, *told] if self.notice else told)
            self._render_status()

    def _offer_other_login(self, logins=None) -> bool:
        """An unnamed Director who reconnected (a new login session, so a new
        key): offer the ruling in progress he left open in another login of the
        same OS user (:meth:`helper.rulings.RulingStore.other_logins`), held by
        a live helper (tmux kept it) or not. With several, the latest saved is
        asked first; n asks about the next; Ctrl+O asks again. Returns whether
        one was offered."""
        from helper.rulings import StoreError

        if logins is None:
            try:
                logins = self.store.other_logins()
            except StoreError:
                return False
        if not logins:
            return False
        from helper.rulings.messages import clock

        login, rest = logins[0], logins[1:]
        translator = get_translator(self.lang)
        _ = translator.gettext
        if login.owner is not None:
            # Its current holder's terminal and process, and when the ruling began (not when that
            # helper claimed it, nor the login it began in: issue 7, a take-over of a take-over).
            question = _("A ruling started at {time} (UTC) in another login ({terminal}, process {pid}) is still "
                         "open: take it over? That helper will no longer save it. (y / n)").format(
                time=clock(login.begun or login.saved), terminal=login.terminal, pid=login.owner.pid)
        else:
            question = _("A ruling saved at {time} (UTC) in another login ({terminal}) is still open: take it over? "
                         "(y / n)").format(time=clock(login.saved), terminal=login.terminal)
        if rest:
            question += "\n\n" + translator.ngettext(
                "{count} more ruling of yours is open in another login: n asks about it next.",
                "{count} more rulings of yours are open in other logins: n asks about the next.",
                len(rest)).format(count=len(rest))
        reminder = _("Press y to take it over, or n to leave it there (^O asks again later).")

        def done(confirmed: bool | None) -> None:
            if confirmed:
                self._take_over_login(login)
            elif rest:
                self._offer_other_login(rest)
            else:  # left there: say how to be asked again (a fresh tester found no word of it)
                self._declined_login, self._declined_ended = login.key, False
                self.notice = get_translator(self.lang).gettext(
                    "The ruling stays open in the other login: ^O asks again whether to take it over.")
                self._watch_declined()  # its helper may have ended meanwhile
                self._render_status()

        self.push_screen(TakeOverScreen(question, reminder, done, known=self._by_key))
        return True

    def _declined(self):
        """The ruling left in another login with n, as it is now (an OtherLogin), and
        whether its helper has ended (or no longer responds); (None, False) when it is no
        longer open there (finished, cleared) or none was left."""
        from helper.rulings import StoreError

        if self._declined_login is None or self.store is None:
            return None, False
        try:
            login = next((login for login in self.store.other_logins() if login.key == self._declined_login), None)
            ended = login is not None and (login.owner is None or self.store.is_stale(login.owner) is not None)
        except StoreError:
            return None, False
        return login, ended

    def _watch_declined(self) -> None:
        """At each heartbeat, after n to a ruling left in another login: the line follows
        that login's helper - while it runs, Ctrl+O asks again; once it has ended (SIGHUP)
        or no longer responds, Ctrl+O resumes its ruling here at once (issue 8, a fresh
        tester: the line kept saying "asks again" for 70 s and Ctrl+O asked y/n)."""
        if self._declined_login is None:
            return
        if self.dialogue.answers:  # a ruling of its own begun here: Ctrl+O offers nothing now
            self._declined_login = None
            return
        login, ended = self._declined()
        _ = get_translator(self.lang).gettext
        if login is None:
            self._declined_login = None
            self.notice = _("The ruling left in the other login is no longer open there (finished, or taken over "
                            "by another helper).")
            self._render_status()
            return
        if ended != self._declined_ended:
            self._declined_ended = ended
            self.notice = (_("The helper in the other login ({terminal}) has ended or no longer responds: ^O "
                             "resumes its ruling here at once.").format(terminal=login.terminal) if ended else
                           _("The ruling stays open in the other login: ^O asks again whether to take it "
                             "over."))
            self._render_status()

    def _take_over_login(self, login) -> None:
        """Take over the ruling in progress of another login of the same user, as confirmed."""
        from helper.rulings import StoreError

        try:
            claim = self.store.take_over_login(login)
        except StoreError as exc:
            self._record_error(exc)
            self.refresh_all()
            return
        if not claim.owned:  # finished there, or taken by another helper, since the question
            self.notice = get_translator(self.lang).gettext(
                "That ruling changed since the question (finished, or taken by another helper): it was not "
                "taken over.")
            if not self._offer_other_login():
                self._render_status()
            return
        self._taken_over(claim)

    def _taken_over(self, claim, pid=None) -> None:
        """This helper has just taken the ruling in progress over - on the Director's word (the
        start-up question, Ctrl+O), at once from a helper that no longer responds, or back after
        another helper took it - and every way ends the same for the same state of that
        ruling in progress, said in the same words (issue 8, a fresh tester;
        :func:`helper.rulings.messages.take_over_notice`):

        - in progress there: it resumes here, as the record has it now;
        - nothing in progress, its last ruling recorded: that record is shown as recorded
          (^P back corrects it), never an empty first question with no word;
        - nothing in progress, nothing recorded since: a new ruling begins (or, when this
          helper was not taken from and has answers on its screen, those are kept and saved).

        What this helper remembers of a ruling taken from it is stale (the other may have
        answered, finished or recorded it since): it is dropped. ``pid``: the process it was
        taken from, when the claim does not name one."""
        from helper.rulings import StoreError
        from helper.rulings.messages import take_over_notice

        lost = self._lost_to is not None
        lost_to = self._lost_to  # the process that took it from here, when known
        mine = self.store.begun_saved if lost else None  # when the ruling taken from here began
        # The record this helper made of the ruling taken from it, as it recorded it: if the other
        # helper left that record as it was, it did not finish this ruling - this helper did.
        own = (self._recorded_id, self._recorded_answers) if lost and self._recorded_answers is not None else None
        previous = claim.previous
        pid = previous.pid if previous is not None else (pid if pid is not None else lost_to)
        if pid in (None, "?"):
            pid = None
        responds = claim.how == "taken"
        # Its process is gone, or it let the ruling go as it ended (Ctrl+X: the claim was free):
        # "has ended", not "no longer responds" (a live process silent past the stale time).
        ended = claim.how in ("gone", "free")
        self.record_problem = None
        self._write_failed = False
        self._lost_to = None  # taken (back): this helper records it again
        self.error = None
        read, state = self._draft_state()
        if not read:
            return
        keep = bool(not lost and self.dialogue.answers and (state is None or not state.in_progress))
        if not keep:
            self.dialogue.restart()
            self._recorded_id = None
            self._recorded_answers = None
        self._claimed(claim, quiet=True)
        kind, record_id, recorded, begun = "new", None, "", state.begun if state else ""
        finished_mine = None
        try:
            if lost:
                finished_mine = self.store.finished_as(mine)
            if keep:
                kind = "kept"
            elif state is not None and state.in_progress:
                kind = "another" if lost and mine and state.begun and state.begun != mine else "progress"
            elif self.owns_draft and state is not None and state.finished is not None:
                kind, record_id = "recorded", state.finished
        except StoreError as exc:
            self._record_error(exc)
        if kind == "recorded" and not self._show_recorded(record_id):
            kind = "new"
        mine_as = finished_mine  # "another" and "new": the record the ruling taken from here became
        if kind == "recorded":
            record = self.store.record(record_id)
            recorded = record.created if record is not None else ""
            begun = (record.begun or "") if record is not None else ""
            # Taken back: the ruling shown is "this ruling" only when it is the one taken from
            # here (or that cannot be told); otherwise it is named as the other's last.
            same = not mine or finished_mine == record_id or (record is not None and record.begun == mine)
            mine_as = None if same else record_id
        if kind == "new" and self.dialogue.answers:
            self.dialogue.restart()
        here = False  # the ruling taken from here was recorded here and the other left that record as it was
        if own is not None and kind in ("recorded", "another", "new"):
            shown = record_id if kind == "recorded" and mine_as is None else finished_mine
            if shown is not None and shown == own[0]:
                try:
                    here = self.store.recorded_answers(shown) == own[1]
                except StoreError:
                    here = False
        if kind != "kept":
            # The ruling taken (back) keeps its first start through every take-over (issue 8, a
            # fresh tester: a Ctrl+N pressed here while it was held elsewhere reset it at the next
            # answer); a ruling said to be new starts at its own first answer, never at a start
            # left in the record (issue 8, fresh tester 8d: told "a new ruling begins" at 20:58,
            # recorded as begun at 20:56).
            self._begins = kind == "new"
        # Credited to the helper taken from only when the record shows it recorded that ruling (fresh
        # tester 8g F3: "It finished this ruling: ruling 6" of a process that never ruled).
        named = record_id if kind == "recorded" else mine_as
        theirs = False
        if named is not None:
            from helper.rulings import token_pid

            by = self.store.recorded_by(named)
            theirs = by is not None and (by == previous.token if previous is not None else
                                         pid is not None and token_pid(by) == pid)
        self.notice = take_over_notice(self.lang, back=lost, pid=pid, responds=responds, kind=kind, begun=begun,
                                       record_id=record_id, recorded=recorded, mine=mine_as, here=here, ended=ended,
                                       theirs=theirs)
        self._take_over_text = self.notice  # replaced, not stacked, by the next take-over notice (issue 8, 8c)
        if self.owns_draft:
            self.store.begun_saved = begun if kind in ("progress", "another") else self.store.begun_saved
        held_form, self._held_form = self._held_form, None
        if held_form and kind == "progress" and self.owns_draft:
            # The form text typed here while the other held this same ruling goes with it again
            # (F4 shows it), unless the other left form text of its own (issue 8, 8c).
            try:
                if self.store.load_form() is None:
                    self.store.save_form(held_form)
            except StoreError as exc:
                self._record_error(exc)
        line = self.query_one("#answer", Input)
        kept = line.value
        line.value = ""
        self.refresh_all()
        restored = False  # the answer kept on the line is on it again
        if self._unapplied is not None and kept:
            restored = self._unapplied == self._question_at()
            if restored:
                # The answer not applied when the hold was found lost (answer_line) is for this same
                # question: it stays on the line for Enter, not dropped by the taking back.
                line.value = kept
                line.cursor_position = len(kept)
            else:
                # The ruling taken is at another question (the other helper answered it, finished
                # it, or started another): the answer is not given there, and it is said, with the
                # answer, never dropped without a word (issue 8, fresh tester 8g F2).
                from helper.rulings.messages import sentences

                said = get_translator(self.lang).gettext("Not given: the answer kept on the line ({answer}) was for a "
                                                         "question this ruling is no longer at.").format(
                    answer=shorten(kept, 20))
                self.notice = sentences(self.notice, said) if self.notice else said
                self._take_over_text = self.notice
                self._render_status()
        self._unapplied = None
        if self._by_key:
            self._took_unasked = True  # taken by Ctrl+O with no question: a y typed for one is refused
        self._question_replaced()  # another ruling's question: keys count once it is drawn (issue 7)
        if self.dialogue.earlier_answer is not None and not restored:
            # taken over after Back: the answer given before is offered (not over the one kept on the line)
            told = self.notice
            self._offer_earlier_answer()
            if told:
                self.notice = f"{told} {self.notice}"
                self._render_status()

    def _draft_state(self):
        """The state of this Director's ruling in progress (:meth:`helper.rulings.RulingStore.draft_state`)
        for a take-over path: ``(True, state)`` (``state`` None when there is no such row), or
        ``(False, None)`` when the record cannot be read - said on the screen, which is redrawn:
        the one place the take-over paths read it (issue 8, fix8e E)."""
        from helper.rulings import StoreError

        try:
            return True, self.store.draft_state()
        except StoreError as exc:
            self._record_error(exc)
            self.refresh_all()
            return False, None

    def _show_recorded(self, record_id) -> bool:
        """Show recorded ruling ``record_id`` as recorded (finished, its questions after the score
        answered as recorded); False when it cannot be shown (unreadable, or not a finished ruling)."""
        from helper.rulings import StoreError, answer_key

        try:
            record = self.store.current(record_id)
        except StoreError as exc:
            self._record_error(exc)
            return False
        if record is None or self.dialogue.restore(list(record.answers)) != len(record.answers) \
                or not self.dialogue.finished:
            self.dialogue.restart()
            return False
        self._recorded_id = record.id
        self._recorded_answers = answer_key(record.answers)
        self.details = dict(record.details)
        return True

    def _offer_take_over(self, owner) -> None:
        """A live helper (``owner``) holds this Director's ruling in progress: ask to take it
        over only when there is something in progress to take over (issue 8). With nothing in
        progress there - its last ruling finished and recorded, or cleared - nothing of that
        helper is lost: the claim is taken at once and the outcome is the one every take-over
        gives (:meth:`_taken_over`: the recorded ruling shown as recorded, said so)."""
        read, state = self._draft_state()
        if not read:
            return
        if state is not None and state.in_progress:
            self._ask_take_over(owner, state.begun)
        else:
            self._take_over(take_over=True, pid=owner.pid if owner is not None else None)

    def _ask_take_over(self, owner, begun: str | None = None) -> None:
        """Ask (y / n only) whether to take the ruling in progress over from ``owner``, a live
        helper. ``begun``: when that ruling began (:meth:`helper.rulings.RulingStore.draft_state`,
        the one source of the time shown in every dialog and notice)."""
        from helper.rulings import StoreError, answer_key
        from helper.rulings.messages import clock

        _ = get_translator(self.lang).gettext
        if begun is None:
            try:  # when the ruling began (its first answer), not when that helper started (issue 8)
                begun = self.store.begun() or ""
            except StoreError:
                begun = ""
        begun = clock(begun or owner.started)
        # "It may be stopped or hung" only when its heartbeat is late (more than two heartbeats
        # old, not yet stale): of a helper that responds it is untrue (issue 8, fresh tester 8f).
        import time

        from helper.rulings import HEARTBEAT_SECONDS

        late = time.time() - owner.heartbeat > 2 * HEARTBEAT_SECONDS
        if owner.terminal and late:  # where that helper runs (a named Director's may be on any terminal)
            # When it began and who holds it now, said apart: the holder may only have taken it
            # over (issue 8, 8c: "started ... by process N" named the wrong starter).
            question = _("Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on "
                         "{host} ({terminal})? That helper still holds it (it may be stopped or hung); it will no longer "
                         "save it. (y / n)").format(time=begun, pid=owner.pid, host=owner.host,
                                                    terminal=owner.terminal)
        elif owner.terminal:
            question = _("Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on "
                         "{host} ({terminal})? That helper still holds it; it will no longer save it. "
                         "(y / n)").format(time=begun, pid=owner.pid, host=owner.host, terminal=owner.terminal)
        elif late:
            question = _("Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on "
                         "{host}? "
                         "That helper still holds it (it may be stopped or hung); it will no longer save it. "
                         "(y / n)").format(time=begun, pid=owner.pid, host=owner.host)
        else:
            question = _("Take over the ruling in progress, started at {time} (UTC), now held by process {pid} on "
                         "{host}? That helper still holds it; it will no longer save it. "
                         "(y / n)").format(time=begun, pid=owner.pid, host=owner.host)
        if self.dialogue.answers and self._recorded_id is not None \
                and self._recorded_answers == answer_key((a.node, a.value) for a in self.dialogue.answers):
            # The screen shows a recorded ruling, none of it unsaved: it stays in the log as it is
            # (fresh tester 8h: "the answers ... will be replaced" read as a record about to be lost).
            question += "\n\n" + _("Ruling {id}, shown on this screen, stays recorded as it is; the screen will show "
                                    "the ruling taken over instead.").format(id=self._recorded_id)
        elif self.dialogue.answers:
            question += "\n\n" + _("The answers on this screen will be replaced by that ruling.")
        kept = self.query_one("#answer", Input).value
        if self._unapplied is not None and kept:
            # What y does to the answer kept on the line, in every language (fresh tester 8g F2: the
            # Greek box warned, the English one, with nothing answered on its screen, did not).
            question += "\n\n" + _("The answer kept on the line ({answer}) stays there for Enter only if that ruling "
                                    "is still at the question it was typed at; otherwise the screen says it was not "
                                    "given.").format(answer=shorten(kept, 20))
        reminder = _("Press y to take it over, or n to leave it to the other helper (^O asks again later).")

        def done(confirmed: bool | None) -> None:
            if confirmed:
                self._take_over(take_over=True)

        self.push_screen(TakeOverScreen(question, reminder, done, known=self._by_key))

    def _take_over(self, take_over: bool, pid=None) -> None:
        """Claim the ruling in progress (from a live holder only when ``take_over``) and resume it
        (:meth:`_taken_over`). ``pid``: the process it is taken from, when known."""
        from helper.rulings import StoreError

        try:
            claim = self.store.claim_draft(take_over=take_over)
        except StoreError as exc:
            self._record_error(exc)
            self.refresh_all()
            return
        if not claim.owned:  # a live helper took it in the meantime: ask about that one
            self._offer_take_over(claim.previous)
            return
        self._taken_over(claim, pid=pid)

    def _start_heartbeat(self) -> None:
        from helper.rulings import HEARTBEAT_SECONDS

        if self._heartbeat_timer is None:
            interval = self.heartbeat_seconds or HEARTBEAT_SECONDS
            self._heartbeat_timer = self.set_interval(interval, self._heartbeat)
            # Another helper of the same Director started at the same moment may take the hold
            # (nothing in progress here yet: taken at once) just after this one's claim: checked
            # soon after the start too, so that the screen says so before the Director types
            # (issue 8, fresh tester 8e: no word of it until the first key).
            for delay in self.early_checks:
                if delay < interval:
                    self.set_timer(delay, self._early_check)

    def _early_check(self) -> None:
        """One of the checks soon after the start (:data:`EARLY_CHECKS`): a helper that believes it
        holds the ruling in progress finds out at once when another has taken it (the heartbeat's
        check, said on the screen); one that does not hold it waits for its heartbeat as before."""
        if self.owns_draft and self._lost_to is None:
            self._heartbeat()

    def _not_owned(self) -> None:
        """Another helper holds this Director's ruling in progress (found at the start, or after
        ``n`` to the take-over question): the line says so - before ``^N`` that no answer is
        applied here (:meth:`holds_answers`), after it that the new ruling is recorded here when
        finished but not saved while in progress - and a ruling it records carries the Director,
        event and session it knows (:func:`helper.tui.details.details_known`)."""
        from helper.tui.details import details_known

        self.owns_draft = False
        self._holder_gone = False
        details_known(self)
        self._start_heartbeat()

        def said(lang: str) -> str:
            _ = get_translator(lang).gettext
            if self._own_ruling:
                return _("Another helper is running on the same ruling record: this one does not save its ruling "
                         "in progress (finished rulings are still recorded). ^O takes it over.")
            return _("Another helper holds this Director's ruling in progress: answers typed here are not "
                     "applied. ^O takes that ruling over here; ^N starts a new ruling here (recorded when "
                     "finished, not saved while in progress).")

        self.record_problem = said

    def holds_answers(self) -> bool:
        """Whether an answer typed here is applied (issue 8, one rule for every state): True when
        this helper holds this Director's ruling in progress (or runs without a record), or the
        ruling on its screen is its own, begun with ``^N`` while another helper holds that one
        (recorded when finished). Otherwise - another helper took it over, started at the same
        moment and won, or holds it and the Director answered ``n`` to taking it over - the
        answer is not applied: it stays on the answer line, alone (:meth:`_line_held`)."""
        return self.store is None or (self.owns_draft and self._lost_to is None) or self._own_ruling

    def _hold_changed(self) -> None:
        """Who holds this Director's ruling in progress has changed and the line above the answer
        line (``record_problem``) now says so: the notice said before it (a take-over, "Resumed the
        ruling in progress ...") is dropped, not left under it - one notice at a time (README: notices
        are never stacked; issue 8, fresh tester 8g F4)."""
        self.notice = None
        self._take_over_text = None

    def _holder_ended(self, why: str = "ended") -> None:
        """The other holder has ended (``why`` ``"ended"``: it let the ruling go or its process
        is gone) or no longer responds (``"stale"``: no heartbeat for the stale time): say so,
        and what Ctrl+O would do now - resume its ruling in progress, or (with none) take over
        the saving of rulings in progress, its last recorded ruling shown (the outcome of
        :meth:`_taken_over`)."""
        from helper.rulings import StoreError

        try:
            state = self.store.draft_state()
        except StoreError:
            state = None
        idle = state is not None and not state.in_progress

        def said(lang: str) -> str:
            _ = get_translator(lang).gettext
            if idle:
                return (_("The other helper no longer responds, with no ruling in progress: ^O makes this "
                          "helper save the ruling in progress (finished rulings are recorded meanwhile).")
                        if why == "stale" else
                        _("The other helper has ended, with no ruling in progress: ^O makes this "
                          "helper save the ruling in progress (finished rulings are recorded meanwhile)."))
            return (_("The other helper no longer responds: ^O resumes its ruling in progress here "
                      "(finished rulings are recorded meanwhile).") if why == "stale" else
                    _("The other helper has ended: ^O resumes its ruling in progress here "
                      "(finished rulings are recorded meanwhile)."))

        self.record_problem = said

    def _claimed(self, claim, quiet: bool = False) -> None:
        """This helper owns the ruling in progress: resume it and keep the claim alive.
        ``quiet``: say nothing (a take-over says what it did: :meth:`_taken_over`)."""
        from helper.rulings import StoreError

        self.owns_draft = True
        self._own_ruling = False  # held here: every answer is saved again
        self._start_heartbeat()
        try:
            draft = self.store.load_draft()
        except StoreError as exc:
            self._record_error(exc)
            return
        from helper.tui.details import details_loaded

        details_loaded(self, draft)
        if draft is not None and draft.damaged is not None:
            path, number = self.store.path, draft.damaged
            self.record_problem = lambda lang: get_translator(lang).gettext(
                "The saved ruling in progress could not be read: it is set aside for inspection (no. {number} "
                "in the damaged_draft table of {path}); a new ruling begins.").format(number=number, path=path)
            self._seen_once = True  # shown until the first answer is saved
            return
        restored = self.dialogue.restore(draft.answers) if draft else 0
        # Back to the first question (only answers taken back) is the same ruling: resumed, its
        # answers offered again, its start kept (issue 8, fresh tester 8d).
        if draft and (restored or (not draft.answers and draft.back)):
            self._begins = False  # a ruling resumed keeps its start (issue 8)
            if draft.recorded is not None:  # finished and recorded, then taken back before the restart
                self._recorded_id = draft.recorded
                self._recorded_answers = self.store.recorded_answers(draft.recorded)
            if draft.back:  # taken back with Back and still offered when it was saved (issue 7, fix7f)
                self._taken_back_from(tuple(draft.answers) + tuple(draft.back))
            elif draft.recorded is not None:
                self._taken_back_from(self._recorded_answers)
            other = None
            from helper.tui.glyphs import shown_languages

            # The language chosen (Ctrl+T) during the ruling (issue 10), if this terminal shows it (fix10h).
            if draft.lang in shown_languages(self.glyphs, LANGS):
                if self.lang_given and draft.lang != self.lang:
                    # An explicit --lang wins (issue 10); the ruling's own language is kept with it.
                    other, self._kept_lang = draft.lang, draft.lang
                else:
                    self.lang = draft.lang
                    self._lang_chosen = True
            from helper.rulings.messages import clock

            _ = get_translator(self.lang).gettext
            try:
                self.store.begun_saved = self.store.begun()
            except StoreError:
                pass
            if not quiet:
                self.notice = _("Resumed the ruling in progress started at {time} (UTC). ^N starts a new one.").format(
                    time=clock(self.store.begun_saved or draft.saved))
            if other is not None:
                from helper.i18n import language_name

                self.notice = (self.notice + " " if self.notice else "") + _(
                    "It was in {language}; it is shown in the language asked for with "
                    "--lang (F2 changes it).").format(language=language_name(other, self.lang))
        elif self.dialogue.answers:  # nothing to resume: the answers on this screen are saved from now on
            self._save()

    def _taken_back_from(self, recorded) -> None:
        """After a restart or a take-over, the answers of ``recorded`` ((question id, answer
        text) pairs: the recorded ruling's, or the answers resumed followed by those saved as
        taken back, :meth:`_save_draft`) beyond those resumed count as taken back (Back before
        the restart): each question offers its earlier answer again, as within one run. Only
        when they replay from the answers resumed (the graph unchanged); else none is offered."""
        if not recorded:
            return
        full = Dialogue(graph=self.dialogue.graph, settings=self.dialogue.settings)
        full.restore(list(recorded))
        count = len(self.dialogue.answers)
        if [(a.node, a.value) for a in full.answers[:count]] == [(a.node, a.value) for a in self.dialogue.answers]:
            self.dialogue.taken_back = list(reversed(full.answers[count:]))

    def _heartbeat(self) -> None:
        """Refresh the claim; notice when another helper has taken the ruling
        over. A helper that does not hold the ruling in progress watches its
        holder instead, and says when Ctrl+O would resume it at once."""
        from helper.rulings import StoreError

        if not self.is_running:
            return  # quitting (Textual's shutdown has begun): its screen and widgets are being taken down, and a
            # claim lost now has nothing left to say it on (clean16: a heartbeat after DraftLost at the quit raised
            # NoMatches for #record)
        if not self.owns_draft:
            if self.store is None or self._write_failed:
                return
            try:
                owner = self.store.holder()  # the row this helper held, wherever it went
                stale = None if owner is None else self.store.is_stale(owner)
            except StoreError:
                return
            ended = owner is None or stale is not None
            # Let go (it quit) or its process gone: "has ended"; a live one silent past the stale
            # time: "no longer responds" (issue 8, fresh tester 8f: both were hedged alike).
            why = "stale" if stale == "stale" else "ended"
            if ended and self._holder_gone != why:
                self._holder_gone = why
                self._holder_ended(why)
                self._hold_changed()
                self._render_status()
            elif not ended and self._holder_gone:
                # A helper holds it again (another took it over meanwhile): "^O resumes it at once"
                # is no longer true - ^O asks first again (issue 8: a line left after its state changed).
                self._not_owned()
                self._hold_changed()
                self._render_status()
            return

        try:
            self.store.heartbeat()
        except StoreError as exc:
            self._record_error(exc)
            self._render_status()
            return
        if self._write_failed:  # the record is writable again
            self._write_failed = False
            self.record_problem = None
            self._render_status()
        self._watch_declined()

    def _record_error(self, exc) -> None:
        """Say on the screen, until it no longer holds, why the record is not written."""
        from helper.rulings import DraftLost
        from helper.rulings.messages import write_error

        if isinstance(exc, DraftLost):
            # A helper stopped (hung SSH link) and woken after another took over:
            # it must not overwrite the newer state, and says so.
            self.owns_draft = False
            # The notice said here before ("Taken back from process N ... resumes here", "Resumed
            # the ruling in progress ...") is no longer true: this one replaces it, never stacked
            # under it (issue 8, 8c; fresh tester 8g F4).
            self._hold_changed()
            self._holder_gone = False
            pid = exc.owner.pid if exc.owner else None
            self._lost_to = pid if pid is not None else "?"
            shown = self._recorded_id if self._recorded_answers is not None and not self.in_progress else None
            if shown is not None or not self.dialogue.answers:
                # Nothing in progress here (a recorded ruling shown, or no answer yet): no ruling
                # was taken from this screen, only the holding of the Director's next one (issue 8,
                # a fresh tester). Said as it is, whether or not that helper still runs.
                def held(lang, shown=shown, pid=pid):
                    _ = get_translator(lang).gettext
                    who = (_("Another helper (process {pid}) now holds this Director's ruling in progress.").format(
                        pid=pid) if pid is not None else
                        _("Another helper took over this Director's ruling in progress and has ended since."))
                    # "^O ... hold ... again": true whether or not the other has a ruling in progress
                    # (issue 8, 8c: "takes the ruling in progress back" when there was none).
                    what = (_("Ruling {id}, shown here, is recorded and stays as it is. ^N starts a new ruling here "
                              "(recorded); ^O makes this helper hold this Director's ruling in progress "
                              "again.").format(id=shown)
                            if shown is not None else
                            _("^N starts a new ruling here (recorded); ^O makes this helper hold this Director's "
                              "ruling in progress again."))
                    from helper.rulings.messages import sentences

                    return sentences(who, what)

                self.record_problem = held
            elif pid is not None:
                self.record_problem = lambda lang: get_translator(lang).gettext(
                    "Another helper (process {pid}) took over the ruling in progress: this one no longer saves or "
                    "records it, so that the newer answers are kept. ^N starts a new ruling here (recorded); ^O "
                    "takes it back.").format(pid=pid)
            else:  # that helper has ended (released it) since: no process to name
                self.record_problem = lambda lang: get_translator(lang).gettext(
                    "Another helper took over the ruling in progress and has ended since: this one no longer saves "
                    "or records it, so that the newer answers are kept. ^N starts a new ruling here (recorded); ^O "
                    "takes it back.")
        else:
            self._write_failed = True
            self.record_problem = _lasting(lambda lang: write_error(exc, lang))

    def _save(self, finished_now: bool = False) -> None:
        """Autosave the answers; record the ruling when one has just been reached."""
        if self.store is None:
            return
        from helper.rulings import StoreError, answer_key

        try:
            if finished_now:
                # Recorded: the next start begins a new ruling. The same
                # ruling reached again (Back, then Enter over the same
                # answers, also after a restart) is recorded once only.
                if self._lost_to is not None:
                    # Another helper holds this ruling (taken over): not recorded here. No answer
                    # is applied in that state (holds_answers), so none finishes it here.
                    return
                ruling = self.dialogue.ruling()
                answers = answer_key((a.node, a.value) for a in self.dialogue.answers)
                if answers == self._recorded_answers:
                    self._follow_draft()  # recorded already: the ruling in progress still moves (Back, Enter)
                    return
                if self.owns_draft:
                    self.store.heartbeat()  # still ours? DraftLost (below) if taken over meanwhile
                # The questions after the score (a procedural penalty, Law
                # 90A) complete the ruling just recorded: it is replaced, not
                # recorded twice. Any other change is another ruling, which
                # corrects the one recorded before (changed after Back).
                # In place only when the answers after the score are added to
                # those recorded (the penalty answered after the score was
                # recorded); a changed one is a correction like any other.
                main = self._main_answers(answers)
                recorded = self._recorded_answers
                same_score = recorded is not None and main == self._main_answers(recorded)
                if same_score and recorded[:len(answers)] == answers:
                    # the score reached again before the questions after it: nothing has changed yet
                    self._follow_draft()
                    return
                replaces = self._recorded_id if same_score and answers[:len(recorded)] == recorded else None
                corrects = None if replaces is not None else self._recorded_id
                recorded_id = self.store.add(ruling, self.lang, render.summary(ruling, self.lang),
                                             details=self.details, settings=self.dialogue.settings,
                                             corrects=corrects, replaces=replaces, expected=recorded)
                if replaces is not None and recorded_id != replaces:
                    # The record had changed since this helper recorded it (another helper
                    # completed it): a correction, never an overwrite (issue 8).
                    # Said as it happened (the log labels it the same way: helper.rulings.LINKS).
                    made = self.store.record(recorded_id)
                    _ = get_translator(self.lang).gettext
                    if made is not None and made.link == "penalty":
                        self.notice = _("Ruling {old} has an appeal outcome or a correction, so it is not changed: "
                                        "the answer after its score is recorded as ruling {new}, which completes "
                                        "it.").format(old=replaces, new=recorded_id)
                    else:
                        self.notice = _("Ruling {old} was changed meanwhile by another helper: this ruling is "
                                        "recorded as ruling {new}, which corrects it.").format(old=replaces,
                                                                                             new=recorded_id)
                self._recorded_id = recorded_id
                self._recorded_answers = answers

                if self.owns_draft and self.dialogue.after_question is not None:
                    # Recorded at its score, the ruling stays in progress until
                    # its last question (a procedural penalty, Law 90A) is
                    # answered: a helper ended here (SIGHUP, Ctrl+X) or another
                    # that takes it over resumes at that question, and its answer
                    # completes this record (issue 8).
                    self._save_draft()
                elif self.owns_draft:
                    self.store.clear_draft(finished=self._recorded_id)
            elif self.owns_draft:
                # The language is kept with the answers only when chosen with
                # Ctrl+T: a resume then restores it; otherwise the next start's
                # own language (--lang, the environment) is used.
                self._save_draft()
            else:
                return
        except StoreError as exc:
            self._record_error(exc)
            return
        if (self._write_failed or self._seen_once) and self.owns_draft:
            # The record is writable again, or the Director has seen the note
            # about a damaged draft and carried on.
            self._write_failed = self._seen_once = False
            self.record_problem = None

    def _follow_draft(self) -> None:
        """The ruling reached again with nothing new to record (:meth:`_save`): the ruling in
        progress still follows the move - saved at the question after the score still to be
        answered (a procedural penalty, Law 90A), else cleared as finished. Back, then Enter
        keeping the answer at the last question left it one answer short, and the next start
        or a take-over resumed a question early (issue 7, fix7e).

        Raises:
            StoreError: the record cannot be written (DraftLost: taken over).
        """
        if not self.owns_draft:
            return
        if self.dialogue.after_question is not None:
            self._save_draft()
        else:
            self.store.clear_draft(finished=self._recorded_id)

    def exit_message(self, lang: str) -> str | None:
        """What to print once the screen is gone (in ``lang``), else None: only what is still
        current and true then, naming no key of the screen that is gone (issue 8, a fresh
        tester: "Ctrl+O resumes its ruling in progress here" was printed on quitting). That is
        a record that cannot be opened or written (:func:`_lasting`), or an unfinished ruling on
        the screen that was not saved because another helper holds this Director's ruling in
        progress (its answers are not kept anywhere)."""
        if self.record_problem is not None and getattr(self.record_problem, "lasting", False):
            return self.record_problem(lang)
        if self.store is not None and not self.owns_draft and self.in_progress:
            if self._lost_to is not None:
                return self._taken_exit_message(lang)
            return get_translator(lang).gettext(
                "The unfinished ruling that was on the screen was not saved: another helper held this Director's "
                "ruling in progress. Its answers are not kept.")
        return None

    def _taken_exit_message(self, lang: str) -> str:
        """On exit, of a ruling on the screen that another helper took over (issue 8, a fresh
        tester: "... was not saved ... Its answers are not kept" though the other helper held
        them): who holds it now, and whether every answer on the screen is kept there - or the
        answers given here after it was taken were not saved."""
        from helper.rulings import StoreError, answer_key

        _ = get_translator(lang).gettext
        mine = answer_key((a.node, a.value) for a in self.dialogue.answers)
        try:
            holder = self.store.holder()
            held = self.store.held_answers()
            # Recorded since it was taken (fresh tester 8g F3: "... has since ended: its answers are
            # kept in this Director's ruling in progress" of a ruling the taker had recorded and quit).
            finished = self.store.finished_as(self.store.begun_saved)
            answers = self.store.recorded_answers(finished) if finished is not None else None
        except StoreError:
            holder, held, finished, answers = None, None, None, None
        if finished is not None:
            return (_("The ruling that was on the screen was taken over by another helper and is recorded as ruling "
                      "{id}.") if answers is not None and answers[:len(mine)] == mine else
                    _("The ruling that was on the screen was taken over by another helper and is recorded as ruling "
                      "{id}; the answers given here after it was taken over were not saved.")).format(id=finished)
        kept = held is not None and held[:len(mine)] == mine
        if holder is None:
            return (_("The ruling that was on the screen was taken over by a helper that has ended since: its answers "
                      "are kept with this Director's ruling in progress, which the next start resumes.") if kept else
                    _("The ruling that was on the screen was taken over by a helper that has ended since: its "
                      "answers are kept with this Director's ruling in progress; the answers given here after it "
                      "was taken over were not saved."))
        where = (_("process {pid} on {host} ({terminal})") if holder.terminal else
                 _("process {pid} on {host}")).format(pid=holder.pid, host=holder.host, terminal=holder.terminal)
        return (_("The ruling that was on the screen is held by the helper in {where}: its answers are kept "
                  "there.") if kept else
                _("The ruling that was on the screen is held by the helper in {where}; the answers given here after "
                  "it was taken over were not saved.")).format(where=where)

    def _save_draft(self) -> None:
        """Save the answers as the ruling in progress, with the record it was already recorded as.

        Raises:
            StoreError: the record cannot be written (DraftLost: taken over).
        """
        # The answers taken back with Back and still offered are saved with them, the next
        # question's first: a resume or a take-over offers them again, Enter keeping each - after
        # Back to the last answer, Ctrl+X and a restart, that question's line was empty and an
        # Enter dropped a traveller (issue 7, fix7f).
        self.store.save_draft(self.lang if self._lang_chosen else self._kept_lang,
                              [(a.node, a.value) for a in self.dialogue.answers], self.details,
                              recorded=self._recorded_id if self._recorded_answers is not None else None,
                              begins=self._begins,
                              back=[(a.node, a.value) for a in reversed(self.dialogue.taken_back)])
        self._begins = False

    @property
    def in_progress(self) -> bool:
        """True while the ruling has a question left: before its score, or a question after
        the score (a procedural penalty, Law 90A) still unanswered."""
        return bool(self.dialogue.answers) and (not self.dialogue.finished
                                                or self.dialogue.after_question is not None)

    def _main_answers(self, answers: tuple) -> tuple:
        """``answers`` without those given to the questions after the score."""
        after = _after_ids(self.dialogue.graph)
        return tuple(a for a in answers if a[0] not in after)

    # ------------------------------------------------------------ signals
    def _install_signal_handlers(self) -> None:
        """SIGHUP (the terminal is gone) and SIGTERM save the ruling in
        progress, release it for the next start and end the helper."""
        from helper.tui.common import install_hang_up

        install_hang_up(self, self._hang_up)

    def _hang_up(self, number: int) -> None:
        import os
        import signal
        import threading

        if self.in_progress:  # a finished ruling is recorded, not resumed; one at its penalty question is both
            self._save()
        from helper.tui.recovery import keep_unsaved_review

        keep_unsaved_review(self)  # a review open (Ctrl+R): its editor's or note line's text not saved is kept
        if self.store is not None:
            from helper.rulings import StoreError

            try:
                self.store.release()
            except StoreError:
                pass
        # If the terminal is gone, restoring it may block: end anyway shortly.
        code = 128 + number
        timer = threading.Timer(3.0, os._exit, (code,))
        timer.daemon = True
        timer.start()
        self.exit(return_code=code if number == signal.SIGHUP else 0)

    def on_resize(self, event) -> None:
        self._layout_for(event.size.width, event.size.height)
        transcript = self.query_one("#transcript", VerticalScroll)
        transcript.call_after_refresh(transcript.keep_in_view)
        if self.dialogue.finished and self.dialogue.after_question is not None:
            # Whether the question after the score fits the answer line depends on its width: asked
            # there or written out in the transcript again for the new width (issue 8, fresh tester 8d).
            self.call_after_refresh(self.refresh_all)

    def _layout_for(self, width: int, height: int | None = None) -> None:
        self.query_one("#main").set_class(width >= WIDE, "wide")
        # Below 24 lines the transcript (the current question) comes first (helper.tcss ``.short``).
        self.set_class((self.size.height if height is None else height) < SHORT, "short")
        self._render_keys(width)

    def _render_keys(self, width: int | None = None) -> None:
        """The footer, one line that fits the screen: the same keys in every language
        (:func:`footer_keys`); F1 lists all."""
        width = self.size.width if width is None else width
        shown = footer_keys(max(width - 1, 20), self.dialogue.finished)  # the footer's padding: one cell, left
        show(self.query_one("#keys", Static), keys_line([hint for hint in key_hints(self.lang) if hint[0] in shown]).text)

    # ------------------------------------------------------------ rendering
    @property
    def question_node(self):
        """The node the answer line answers: the current question, else the
        question asked after the score (a procedural penalty, Law 90A), else
        the end of the dialogue (``terminal``: nothing to answer)."""
        return self.dialogue.asking or self.dialogue.current

    def refresh_all(self) -> None:
        """Re-render every part of the screen from the dialogue state, in ``self.lang``."""
        _ = get_translator(self.lang).gettext
        show(self.query_one("#title", Static), Text(
            _("helper - adjusted scores (Laws 12, 86)") + f"  [{LANGUAGE_NAMES[self.lang]}]"), wrapped=False)
        self._render_transcript()
        self._render_choices()
        self._render_laws()
        self.query_one("#laws").border_title = _("Law text") + "  PgUp/PgDn"
        self._render_status()
        self._render_keys()
        node = self.question_node
        def recorded_placeholder(app):  # the details module is imported once a ruling is recorded (start-up time)
            if app._recorded_id is None:
                return None
            from helper.tui.details import recorded_placeholder

            return recorded_placeholder(app)

        placeholder = (
            _("Type it, then Enter") if node.type == "text"
            # After the score (the penalty's size, Law 90A) an empty Enter applies the regulated
            # standard penalty: the hint says so, not "skips" (issue 8, a fresh tester).
            else _("Number, then Enter (empty Enter: the standard penalty)")
            if node.type == "number" and node.optional and node.id in _after_ids(self.dialogue.graph)
            else _("Number, then Enter (empty Enter skips)") if node.type == "number" and node.optional
            else _("Number, then Enter") if node.type == "number"
            else self._after_choice_hint(node)
            if self.dialogue.finished and not node.terminal and node.type == "choice"
            else _("Type a number or words of an answer, then Enter") if not node.terminal
            else recorded_placeholder(self) or _("Ruling complete: ^P back, ^N new ruling")
        )
        self.query_one("#answer", Input).placeholder = placeholder
        # Another question, or the same one in another language: keys count for it once it is drawn.
        question = (len(self.dialogue.answers), node.id, self.dialogue.finished, self.lang)
        if question != self._question_key:
            self._question_key = question
            self._question_replaced()

    def _question_replaced(self, known: bool = False) -> None:
        """The question on the screen was replaced (another question, another
        language, a ruling taken over or back, a form or modal screen closed
        over it): keys and Enter count for it only once it is drawn
        (:meth:`_question_seen`). ``known``: the question was known before it
        was drawn - the first question of a new ruling (Ctrl+N, y; the helper
        starting): keys typed ahead for it count (issue 7 A5: Ctrl+N, y, 6,
        Enter in one write answers 6)."""
        from textual._time import get_time

        self._question_epoch += 1
        if self._offer is not None:
            self._offer.trusted = False  # kept in a burst only when offered with this question in view
        if known:
            self._question_made = self._question_shown = float("-inf")
            return
        self._question_made, self._question_shown = get_time(), None
        self.call_after_refresh(self._question_drawn, self._question_epoch)

    def _question_drawn(self, epoch: int) -> None:
        """Called after the screen was refreshed with question number ``epoch``
        (:meth:`_question_replaced`) on it (:meth:`_question_seen`)."""
        from textual._time import get_time

        if not self.start_drawn:
            return  # the start-up frames are held (_display): the question is drawn with the first (_draw_start)
        if epoch == self._question_epoch and self._question_shown is None:
            self._question_shown = get_time()

    def _question_seen(self) -> bool:
        """Whether the key being handled arrived after the current question was
        drawn on the screen (not in the burst of the key that brought it). Keys
        not read from the terminal (no arrival time) count as seen."""
        if self._key_time is None:
            return True
        shown = self._question_shown
        return shown is not None and self._key_time > shown and self._key_time > self._question_made

    def _too_early(self, node) -> str:
        """What the screen says when an Enter on an empty answer line came before
        the question ``node`` was drawn (:meth:`answer_line`): nothing was
        recorded, and what to do."""
        _ = get_translator(self.lang).gettext
        if node.type == "choice":
            return _("Too early: Enter came before this question was shown; nothing recorded. Type 1-{count} or "
                     "↑ ↓, then Enter.").format(count=len(node.choices))
        if not node.optional:
            return _("Too early: Enter came before this question was shown; nothing recorded. Type the answer, "
                     "then Enter.")
        if node.id in _after_ids(self.dialogue.graph):
            return _("Too early: Enter came before this question was shown; nothing recorded. Press Enter again "
                     "for the standard penalty.")
        return _("Too early: Enter came before this question was shown; nothing recorded. Press Enter again "
                 "to skip it.")

    def transcript_lines(self) -> list[tuple[str, str]]:
        """The transcript as (kind, text): kinds ``question``, ``answer``, ``ruling``, ``detail``."""
        lines: list[tuple[str, str]] = []
        after: list[tuple[str, str]] = []  # the questions after the score, shown below the ruling
        # Each answer names its question: no replay of the answers (which
        # checked a long traveller again for every line, issue 10). From the
        # first question asked after the score on, the lines go below the ruling.
        graph = self.dialogue.graph
        after_ids = _after_ids(graph)
        past_score = False
        for answer in self.dialogue.answers:
            node = graph[answer.node]
            past_score = past_score or answer.node in after_ids
            target = after if past_score else lines
            target.append(("question", render.question(node, self.lang)))
            target.append(("answer", render.answer_text(node, answer.value, self.lang)))
        node = self.dialogue.current
        if node.terminal:
            ruling = self.dialogue.ruling()
            lines.append(("ruling", render.summary(ruling, self.lang)))
            lines.extend(("detail", line) for line in render.details(ruling, self.lang))
            lines.extend(after)
            # A question after the score still waiting (a procedural penalty)
            # is asked on the answer line's placeholder: the ruling stays in view.
            pending = self.dialogue.after_question
            if pending is not None and pending.type != "choice":
                lines.append(("question", render.question(pending, self.lang)))
            elif pending is not None and _cells(self._after_choice_text(pending)) > self._answer_width():
                # Too long for the answer line (an individual's "Which player?"): the question and
                # its numbered answers are written out in the transcript too, wrapped, never cut.
                lines.append(("question", self._after_choice_text(pending, whole=True)))
        else:
            lines.append(("question", render.question(node, self.lang)))
        return lines

    def _answer_width(self) -> int:
        """The cells the answer line shows (measured: its content width; before it is laid out,
        the screen's width less its padding)."""
        from textual.css.query import NoMatches

        try:
            width = self.query_one("#answer", Input).content_region.width
        except NoMatches:  # not mounted yet
            width = 0
        return width or self.size.width - 2

    def _after_choice_text(self, node, whole: bool = False) -> str:
        """A choice question after the score (Law 90A) with its numbered answers on one line:
        "Is there also a procedural penalty (Law 90)?  1 No  2 On NS  3 On EW". ``whole``: each
        numbered answer joined by no-break spaces, so that a wrapped line never parts a number
        from its label nor a label in two (issue 8, fresh tester 8e: "2 On" / "NS", "1 东" / "家")."""
        from helper.tui.wrap import keep_whole

        entries = [f"{i} {label}" for i, label in enumerate(render.choice_labels(node, self.lang), start=1)]
        return "  ".join([render.question(node, self.lang)] + [keep_whole(e) if whole else e for e in entries])

    def _after_choice_hint(self, node) -> str:
        """The answer line's hint for a choice question after the score (Law 90A): the question
        with its numbered answers when they fit the line, else (the question is then written out
        in the transcript, :meth:`transcript_lines`) its numbered answers alone, else a pointer to
        them - never cut in the middle of an answer (issue 8, fresh tester 8d: "...  1 No  2 On N"
        at 60 columns; the individual's "Which player?" at 80)."""
        width = self._answer_width()
        whole = self._after_choice_text(node)
        if _cells(whole) <= width:
            return whole
        answers = "  ".join(f"{i} {label}" for i, label in enumerate(render.choice_labels(node, self.lang), start=1))
        if _cells(answers) <= width:
            return answers
        return get_translator(self.lang).gettext("The number of an answer above, then Enter")

    def _render_transcript(self) -> None:
        """Show :meth:`transcript_lines`. The lines already on screen that have
        not changed are kept; only those after the first change are replaced
        (remounting the whole transcript on every answer cost most of an
        answer's time, issue 10)."""
        transcript = self.query_one("#transcript", VerticalScroll)
        lines = self.transcript_lines()
        shown = [w for w in transcript.children if not w._pruning]
        keep = 0
        for widget, line in zip(shown, lines):
            if getattr(widget, "transcript_line", None) != line:
                break
            keep += 1
        if keep < len(shown):
            transcript.remove_children(shown[keep:])
        widgets = []
        for kind, text in lines[keep:]:
            prefix = "> " if kind == "answer" else "  " if kind == "detail" else ""
            widget = TranscriptLine(Wrapped(Text(prefix + text)), classes=kind)
            widget.transcript_line = (kind, text)
            widgets.append(widget)
        self._lines_mounting = set(widgets)
        self._lines_mounted = set(widgets)
        if widgets:
            transcript.mount_all(widgets)
        on_screen = shown[:keep] + widgets
        rulings = [w for w in on_screen if w.has_class("ruling")]
        transcript.anchor = rulings[0] if rulings else None
        # Asking after the score (the last line a question) with an answer after the ruling already,
        # or a choice question written out whole there (too long for the answer line): its answers
        # must be in view (issue 8, 8c: at 60x16 the penalty question was cut and out of view).
        pending = self.dialogue.after_question if self.dialogue.finished else None
        transcript.answered_after = bool(rulings) and lines[-1][0] == "question" and (any(
            w.has_class("answer") for w in on_screen[on_screen.index(rulings[0]):])
            or (pending is not None and pending.type == "choice"))
        # Once laid out with the new lines: scrolled before the next frame is laid out (the
        # app's callback runs after the first refresh; the transcript's own, as a check, after
        # the next), so that the ruling is drawn in view one frame sooner (issue 10).
        self.call_after_refresh(transcript.keep_in_view)
        transcript.call_after_refresh(transcript.keep_in_view)

    def _render_choices(self) -> None:
        choices = self.query_one("#choices", OptionList)
        node = self.question_node
        choices.clear_options()
        # The question after the score (a procedural penalty) keeps the ruling
        # in view: its answers are on the answer line's placeholder, not listed.
        after = node.type == "choice" and self.dialogue.finished
        if node.type == "choice" and not after:
            labels = render.choice_labels(node, self.lang)
            choices.add_options(Option(Wrapped(Text(f"{i}. {label}"), hang=len(f"{i}. ")), id=c.value)
                                for i, (c, label) in enumerate(zip(node.choices, labels), start=1))
            # Only what is on the answer line is highlighted: a question
            # just reached has nothing highlighted, and Enter takes nothing.
            choices.highlighted = self.choice_on_line()
        choices.display = node.type == "choice" and not after

    def law_ids(self) -> tuple[str, ...]:
        """The 2017 paragraphs in play: the ruling's, or the current question's."""
        ruling = self.dialogue.ruling() if self.dialogue.finished else None
        if ruling is None:
            started = None
            if self.dialogue.started_from:  # the law finder's guide is imported when first used (start-up time)
                from helper.tui.guide import started_law

                started = started_law(self.dialogue)  # from the law finder: its paragraph first (issue 11)
            laws = self.dialogue.current.laws
            return laws if started is None else (started,) + tuple(law for law in laws if law != started)
        pending = self.dialogue.after_question  # the penalty question: Law 90A beside the ruling's laws
        return ruling.laws + tuple(law for law in (pending.laws if pending else ()) if law not in ruling.laws)

    def law_panel_text(self) -> Text:
        """The law panel's content: each paragraph's citation, note and verbatim text."""
        from helper.tui.glyphs import readable_law_text

        text = Text()
        for index, law_id in enumerate(self.law_ids()):
            if index:
                text.append("\n\n")
            shown = self.book.display(law_id, self.lang)
            text.append(cite(law_id, self.lang), style="bold")
            # A text this terminal cannot show (the 1997 Chinese of 90A under screen -U with
            # LANG=C) is replaced by a line saying how to read it (issue 10, fix10i).
            body = readable_law_text(shown.text, self.glyphs, self.lang, law_id)
            note = note_text(shown, self.lang, text_shown=body == shown.text)
            if note:
                text.append("\n")
                text.append(note, style="italic")
            text.append("\n")
            text.append(body)
        return text

    def _render_laws(self) -> None:
        show(self.query_one("#law-text", Static), self.law_panel_text())
        # At once: a scroll put off until after the next refresh came after the one to the
        # deciding paragraph (_scroll_laws_to), which is made before the ruling's frame.
        self.query_one("#laws", VerticalScroll).scroll_home(animate=False, immediate=True)
        self._laws_target = self._laws_at = None
        target = self.deciding_law()
        if target is not None and target != self.law_ids()[0]:
            # The paragraph that decided (12C2(c) after 12C2(a)): brought into view, not
            # only the first one's heading (issue 10). Once the new text is laid out: after
            # the next refresh, or sooner (_lay_out_now).
            self._laws_target = target
            self.call_after_refresh(self._scroll_laws_pending)

    def deciding_law(self) -> str | None:
        """The paragraph that decided the ruling: the last of its score's laws (12C2(c) after
        12C2(a)), not Law 90A of a procedural penalty or of the question after the score; the
        last law of an advice. None before the ruling."""
        ruling = self.dialogue.ruling() if self.dialogue.finished else None
        if ruling is None:
            return None
        laws = ruling.score.laws if ruling.score is not None and ruling.score.laws else ruling.laws
        return laws[-1] if laws else None

    _laws_target: str | None = None  # the paragraph the law panel is to be scrolled to, once laid out
    _laws_at: tuple[str, int, int] | None = None  # the paragraph it was scrolled to, at (width, line)

    def _scroll_laws_pending(self) -> None:
        """Scroll the law panel to the paragraph :meth:`_render_laws` asked for, once."""
        target, self._laws_target = self._laws_target, None
        if target is not None:
            self._scroll_laws_to(target)

    def _scroll_laws_to(self, law_id: str) -> None:
        """Scroll the law panel so that ``law_id``'s citation is its top line, the line counted
        at the width the text is drawn at now (:meth:`_law_text_resized` counts it again if
        that width changes: counted before the panel's scrollbar came, at 78 columns, the line
        was two short of the text drawn at 76, session 13)."""
        from helper.tui.wrap import wrap

        plain = self.law_panel_text().plain
        start = plain.find("\n\n" + cite(law_id, self.lang))
        width = self.query_one("#law-text", Static).content_region.width
        if start < 0 or width < 2:
            return
        line = len(wrap(plain[:start], width)) + 1  # the paragraphs before, then the blank line
        laws = self.query_one("#laws", VerticalScroll)
        # Now, so that the next frame is laid out scrolled (the ruling's frame: issue 10), and
        # again after it, when its layout may have changed what can be scrolled (as before).
        laws.scroll_to(y=line, animate=False, immediate=True)
        laws.scroll_to(y=line, animate=False)
        self._laws_at = (law_id, width, line)

    def _law_text_resized(self) -> None:
        """The law text's width changed (:class:`LawText`): if the panel is still at the paragraph
        it was scrolled to (not moved by PgUp/PgDn since: :meth:`action_scroll_laws`; the mouse
        does not scroll it, :func:`keyboard_only`), scroll to it again at the new width."""
        if self._laws_at is None:
            return
        law_id, width, _line = self._laws_at
        if self.query_one("#law-text", Static).content_region.width != width:
            self._scroll_laws_to(law_id)

    def _render_status(self) -> None:
        from textual.css.query import NoMatches

        try:
            record = self.query_one("#record", Static)
        except NoMatches:  # not mounted yet, or taken down at the quit: nothing to show it on
            return
        problem = self.record_problem(self.lang) if self.record_problem else ""
        show(record, Text(problem))
        record.display = bool(problem)
        notice = self.notice
        if notice is not None and self._earlier_hint is not None and notice == self._earlier_hint[0]:
            # "Enter keeps it" only while the line holds the earlier answer: another answer typed over it
            # is what Enter records (tester 9ap: 1, ^P, 2); typed back, the notice is true again.
            if self.query_one("#answer", Input).value != self._earlier_hint[1]:
                notice = None
        message = self.error or notice
        if self.error and notice and self.error == self._early_error:
            message = f"{notice}\n{self.error}"  # the notice of the question this burst brought stays
        if not message and self.dialogue.started_from:
            from helper.tui.guide import guide_line

            message = guide_line(self.dialogue, self.lang)  # worded again in the current language (F2)
        if not message and get_translator(self.lang).damaged:
            # Always in English: the language's own catalogue is the one that cannot be read.
            from helper.rulings.messages import LANGUAGE_NAMES_IN  # the language named in English too

            message = (f"The {LANGUAGE_NAMES_IN['en'][self.lang]} interface catalogue cannot be read "
                       f"({get_translator(self.lang).problem}): English is shown.")
        show(self.query_one("#status", Static), Text(self._status_echo(message or "")))
        self.query_one("#status").set_class(bool(self.error), "error")
        self.query_one("#status").set_class(False, "hint")

    # ------------------------------------------------------------ keys
    async def on_event(self, event: events.Event) -> None:
        """Keys and pastes are handled here one at a time, in the order they
        arrived, each by whatever is focused after the one before: the app's
        and the open modal's keys (priority bindings), then the answer line,
        inline rather than through its message queue. So a burst such as
        Ctrl+N, y, 6, Enter starts a new ruling and answers its first
        question with choice 6. An Escape glued to the next key is taken as
        the two keys (:func:`split_escape`). The review screen keeps
        Textual's own handling."""
        import sys

        # Not imported until the review screen first opens (start-up time): before, none is on screen.
        review = sys.modules.get("helper.tui.review")
        covered, epoch = len(self._screen_stack) > 1, self._question_epoch
        if review and await review.review_takes(self, event):
            self._uncovered(covered, epoch)
            return  # held while the review or its editor opens, or typed into the review's line (issue 9)
        if (isinstance(event, (events.Key, events.Paste)) and not event.is_forwarded
                and self._screen_stack and not (review and isinstance(self.screen, review.ReviewScreen))):
            # Not imported until the details form first opens (start-up time): before, none is on screen.
            details = sys.modules.get("helper.tui.details")
            DetailsScreen = details.DetailsScreen if details else ()  # isinstance(x, ()) is False

            if isinstance(event, events.Paste):
                self._end_typed_paste()  # a paste without bracketing before it ends there
                self._release_enter()  # an Enter held just before is the end of its answer
                self._key_time = self._last_key_time = event.time
                if isinstance(self.screen, DetailsScreen):
                    self.screen.take_paste(event.text)
                    return
                focused = self._key_target()
                if isinstance(focused, AnswerInput) and self._line_held():
                    self._refuse_held()  # the answer kept on the line, not applied, stays alone there
                elif isinstance(focused, AnswerInput) and not self._question_seen():
                    self._refuse_early(event)  # a paste before its question was drawn: not taken
                elif isinstance(focused, AnswerInput):
                    self._early_keys = False
                    focused.take_paste(event.text)
                else:
                    (focused or self.screen)._forward_event(event)
                return
            for key in split_escape(event):
                covered, epoch = len(self.screen_stack) > 1, self._question_epoch
                await self._take_key(key, DetailsScreen)
                if covered and len(self.screen_stack) == 1 and self._question_epoch == epoch:
                    # A form or modal screen over the question closed (help, the details form, a
                    # confirmation answered n, the finder, the players' view): the keys after it
                    # in the same burst were typed without the question in view (issue 7).
                    self._question_replaced()
            return
        await super().on_event(event)
        if isinstance(event, events.Key):
            self._uncovered(covered, epoch)

    def _uncovered(self, covered: bool, epoch: int) -> None:
        """After a key the review screen took (Escape closes it): when it closed over the question
        (``covered`` before the key, question ``epoch`` unchanged), the keys after it in the same
        burst were typed without the question in view, as after any screen over it (issue 7, fix7e:
        Escape 5 Enter in one write)."""
        if covered and len(self._screen_stack) == 1 and self._question_epoch == epoch:
            self._question_replaced()

    async def _take_key(self, key: events.Key, details_screen) -> None:
        """Handle one key (:meth:`on_event`), by whatever is focused now."""
        import sys

        in_burst = self._last_key_time is not None and key.time - self._last_key_time <= BURST_SECONDS
        self._last_key_time = key.time
        if self._typed_paste is not None and self._take_typed_paste(key):
            return
        if self._held_enter is not None and self._after_held_enter(key):
            return
        if not in_burst:  # a new burst: the line as it was, for a paste refused whole
            self._burst_base = (self.query_one("#answer", AnswerInput).value
                                if len(self.screen_stack) == 1 else None)
        self._key_time = key.time  # when it arrived: see _offer_seen
        took_unasked, self._took_unasked = self._took_unasked, False
        if took_unasked and key.character in ("y", "Y") and len(self.screen_stack) == 1:
            # Ctrl+O took the ruling at once (nothing to ask): the y typed for a question expected
            # is not put on the answer line, where it would join an answer ("1y"; fresh tester 8g F2).
            _ = get_translator(self.lang).gettext
            self._show_error(_("y not taken: ^O asked nothing (it took the ruling at once)."), early=True)
            return
        if key.key == "enter" and self._early_keys and len(self.screen_stack) == 1:
            self._refuse_early()  # the Enter after keys refused as too early: refused with them
            return
        if key.key == "enter" and self._hold_enter(key, in_burst):
            return
        if isinstance(self.screen, details_screen) and self.screen.take_key(key):
            return  # the details form takes its keys inline (helper.tui.details)
        # The old quit key, where the terminal passes it (not bound: FORBIDDEN_KEYS), and Ctrl+C on
        # the Director's screen (nothing to copy there): say how to quit.
        if key.key == "ctrl+q" or (key.key == "ctrl+c" and len(self.screen_stack) == 1):
            self.action_help_quit()
            return
        if (isinstance(self.screen, ConfirmScreen) and key.key in ConfirmScreen.ANSWER_KEYS
                and not self.screen.seen(key.time)):
            self.screen.refuse_early(self.lang)  # a y/n question answered before it was drawn: not taken
            return
        if await self._check_bindings(key.key, priority=True):
            return
        search = sys.modules.get("helper.tui.search")  # imported when the law finder first opened
        if search and isinstance(self.screen, search.SearchScreen) and await self.screen.take_key(key):
            return  # the search line's keys inline, in order with the finder's own (issue 7, fix7e)
        focused = self._key_target()
        if isinstance(focused, AnswerInput):
            if key.key != "enter" and self._line_held():
                self._refuse_held()  # the answer kept on the line, not applied, stays alone there
                return
            if key.key != "enter":
                if not self._question_seen():
                    self._refuse_early(key)
                    return
                self._early_keys = False  # a key typed with the question in view: the line is his
            if await focused.take_key(key):
                return
        (focused or self.screen)._forward_event(key)

    def _refuse_early(self, key: events.Event | None = None) -> None:
        """A key that selects or edits (an arrow, Home/End, a digit, a letter,
        Space, Tab, Backspace ...: ``key``) or a paste came before the question
        on the screen was drawn (:meth:`_question_seen`): it was typed for the
        question before, or blind after the screen changed (issue 7). It is
        not applied, and the Enter after it is refused too (``key`` None):
        nothing it would record is what the Director saw. The status line
        says so; the answer line stays as it was."""
        self._early_keys = key is not None
        _ = get_translator(self.lang).gettext
        self._show_error(_("Too early: keys came before this question was shown; they were not taken and nothing "
                           "was recorded. Read the question, then answer it."), early=True)

    def _hold_enter(self, key: events.Key, in_burst: bool) -> bool:
        """Enter with something on the answer line is held for a moment when
        more text may follow it in the same burst (:data:`BURST_SECONDS`): a
        paste without bracketing (``tmux paste-buffer`` without ``-p``) sends
        its line breaks as Enter. At a list question (traveller, outcomes)
        every such Enter is held, and text that follows makes the lines one
        list (:meth:`_after_held_enter`). At any other question an Enter that
        came in one burst with the key before it (``in_burst``; an Enter typed
        by a person is answered at once) is held, and text that follows makes
        the burst a paste of several lines, refused whole
        (:meth:`_take_typed_paste`). Otherwise the held Enter answers
        (:meth:`_release_enter`). An Enter on the earlier answer offered after
        Back, untouched, is no line break: it keeps that answer at once (Back
        x4, Enter x4 in one burst). Returns whether it was held."""
        node = self.question_node
        value = self.query_one("#answer", AnswerInput).value
        if len(self.screen_stack) != 1 or node.terminal or not value.strip() or self._line_held():
            return False  # (an answer kept on the line, not applied: its Enter says why again at once)
        listed = node.type == "text" and node.parse in ("field", "outcomes")
        if not listed and not in_burst:
            return False
        if self._offer is not None and self._offer.earlier and value == self._offer.text:
            return False  # a bare Enter on the earlier answer offered (after Back): it keeps it, no paste
        self._held_enter = self._held_first = key.time
        self._extra_enters = []
        self._enter_timer = self.set_timer(2 * BURST_SECONDS, self._release_enter)
        return True

    def _after_held_enter(self, key: events.Key) -> bool:
        """The key after a held Enter. In the same burst, text continues a
        list (the question's separator is put on the line, then the key is
        handled as usual) or, at a one-value question, makes the burst a
        paste of several lines (:meth:`_take_typed_paste`: taken here,
        returns True); another Enter is a blank line of a paste or an Enter
        typed ahead (noted: taken here, returns True). Any other key, or one
        that came later, first lets the held Enter answer."""
        if key.time - self._held_enter <= BURST_SECONDS:
            if key.key == "enter":
                self._held_enter = key.time
                self._extra_enters.append(key.time)
                return True
            if key.is_printable:
                self._held_enter = None
                self._extra_enters = []  # blank lines of the paste
                self._enter_timer.stop()
                line = self.query_one("#answer", AnswerInput)
                node = self.question_node
                if not (node.type == "text" and node.parse in ("field", "outcomes")):
                    # A one-value question: the burst is a paste of several lines, refused whole.
                    self._typed_paste = [line.value, ""]
                    self._typed_paste_time = key.time
                    return self._take_typed_paste(key)
                separator = ", " if node.parse == "field" else "; "
                line.value = line.value.rstrip().rstrip(",;，；、").rstrip() + separator
                line.cursor_position = len(line.value)
                return False
        self._release_enter()
        return False

    def _release_enter(self) -> None:
        """A held Enter (:meth:`_hold_enter`) that no text followed: it answers
        with the line. Enters that followed it in its burst (``4SN-1``, Enter,
        Enter) are then taken one by one as they came, at the question that
        follows: they arrived before it was drawn, so they answer nothing there
        (:meth:`answer_line` says so)."""
        if self._held_enter is None:
            return
        self._enter_timer.stop()
        line = self.query_one("#answer", AnswerInput)
        self._held_enter = None
        extra, self._extra_enters = self._extra_enters, []
        self._key_time = self._held_first  # when the Enter that answers arrived
        text, line.value = line.value, ""
        self.answer_line(text)
        for arrived in extra:
            if len(self.screen_stack) != 1:
                break
            self._key_time = arrived
            text, line.value = line.value, ""
            self.answer_line(text)

    def _take_typed_paste(self, key: events.Key) -> bool:
        """A key while a paste without bracketing is coming in at a one-value
        question (:meth:`_after_held_enter`): text and Enter in the same burst
        are lines of the paste (taken: returns True); anything else, or a key
        that came later, ends the paste (:meth:`_end_typed_paste`) and is then
        handled as usual (returns False)."""
        if key.time - self._typed_paste_time <= BURST_SECONDS and (key.is_printable or key.key == "enter"):
            self._typed_paste_time = key.time
            if key.key == "enter":
                self._typed_paste.append("")
            else:
                self._typed_paste[-1] += key.character
            if self._enter_timer is not None:
                self._enter_timer.stop()
            self._enter_timer = self.set_timer(2 * BURST_SECONDS, self._end_typed_paste)
            return True
        self._end_typed_paste()
        return False

    def _end_typed_paste(self) -> None:
        """The end of a paste without bracketing at a one-value question: it
        is refused whole, as a bracketed one is (:meth:`paste_refused`); the
        answer line is as it was before the paste began. Nothing is entered."""
        if self._typed_paste is None:
            return
        lines = [line.strip() for line in self._typed_paste if line.strip()]
        first, self._typed_paste = self._typed_paste[0], None
        if self._enter_timer is not None:
            self._enter_timer.stop()
        line = self.query_one("#answer", AnswerInput)
        if len(lines) == 1 and len(self.screen_stack) == 1:
            # The answer and its Enter, then only blank keys in the same burst (Space, Tab, Enter):
            # no paste of several lines. The Enter answers (a person's line), and the keys after it
            # came before the next question was drawn: refused as too early, said so, as any key
            # after an answering Enter in one burst is ('6 Enter Down Enter'; issue 7, fix7e: '6
            # Enter Space Enter' left '6' on the line and said nothing).
            epoch, self._key_time = self._question_epoch, self._held_first
            line.value = ""
            self.answer_line(first)
            if self._question_epoch != epoch:
                self._key_time = self._typed_paste_time
                if not self._question_seen():
                    self._refuse_early()
            return
        base = self._burst_base or ""
        if len(lines) <= 1:  # one value and blank lines: it goes on the line for the Director's Enter
            base = lines[0] if lines else base
        line.value = base
        line.cursor_position = len(base)
        if len(lines) > 1:
            self.paste_refused(lines, typed=True)

    def _key_target(self):
        """Where a key or paste goes: on the main screen always the answer line,
        also for keys typed ahead as the helper starts (queued before its
        focus() takes effect); elsewhere the focused widget."""
        if len(self.screen_stack) == 1:
            return self.query_one("#answer", AnswerInput)
        return self.focused

    # ------------------------------------------------------------ answering
    def choice_on_line(self) -> int | None:
        """The index of the choice the answer line names (its number or words
        of one choice only), at a choice question; else None."""
        node = self.question_node
        if node.type != "choice":
            return None
        text = self.query_one("#answer", Input).value
        if not text.strip():
            return None
        try:
            value = render.interpret(node, text, self.lang, values=False)
        except AnswerError:
            return None
        return [c.value for c in node.choices].index(value)

    def line_changed(self, text: str) -> None:
        """The answer line changed (a key, a paste, the helper filling it).

        A choice question highlights the choice the line names (none if it
        names none); text and number answers are checked as they are typed:
        what the text reads as, or what is wrong with it (an earlier error is
        cleared)."""
        node = self.question_node
        if node.type == "choice" or (node.type == "number" and not text.strip()):
            if self.error is not None or self._earlier_hint is not None:
                # the line changed: the error was about what it held before; the notice of the
                # earlier answer holds only while the line holds it (_render_status)
                self.error = None
                self._render_status()
        if node.type == "choice":
            choices = self.query_one("#choices", OptionList)
            if choices.option_count == len(node.choices):
                choices.highlighted = self.choice_on_line()
            return
        if (self._earlier_hint is not None and self.notice == self._earlier_hint[0]
                and text == self._earlier_hint[1]):
            self.error = None
            self._render_status()  # the earlier answer typed back: Enter keeps it, said again
            return
        if node.type == "text":
            ok, message = render.preview(node, text, self.lang, self.dialogue.variables)
        elif node.type == "number" and text.strip():
            try:
                render.interpret(node, text, self.lang, values=False)
                ok, message = True, ""
            except AnswerError as exc:
                ok, message = False, render.error_text(exc, self.lang)
        else:
            return
        self.error = None
        if not message:
            self._render_status()  # the line's own line (the law finder's, a notice) again
            return
        status = self.query_one("#status", Static)
        show(status, Text(self._status_echo(("✓ " if ok and message else "") + message)))
        status.set_class(False, "error")
        status.set_class(bool(message) and not ok, "hint")

    def _status_echo(self, message: str) -> str:
        """The status line's ``message`` as this terminal shows it: what the Director typed in a script
        it cannot show ("王伟 is not one of the answers" under ``screen -U`` with LANG=C) quoted as a
        mark, "[2 Chinese characters]" (:func:`helper.tui.glyphs.typed_echo`; the line's own words are
        in the screen's language, which it shows). Issue 10, fix10j."""
        if self.glyphs is None or message.isascii():
            return message
        from helper.tui.glyphs import typed_echo

        return typed_echo(message, self.glyphs, self.lang)

    def _show_error(self, message: str, early: bool = False) -> None:
        """Say ``message`` on the status line. ``early``: a key refused because it came before the
        question was drawn: it came in the burst that brought the question, so the notice said with
        that question (a take-over, a resume) was not seen yet and is said above it, not replaced
        (issue 8, fresh tester 8e: "Too early" hid "Taken over from process N")."""
        self.error = message
        self._early_error = message if early else None
        self._render_status()

    def paste_refused(self, lines: list[str], typed: bool = False) -> None:
        """A paste of several values into a question that takes one: say so;
        nothing is entered. ``typed``: not a bracketed paste but keys that
        arrived in one burst (:meth:`_end_typed_paste`): said so."""
        _ = get_translator(self.lang).gettext
        if typed:
            self._show_error(_("The keys arrived in one burst hold {count} lines or values ({first} ...): this "
                               "question takes one answer. Nothing was entered.").format(
                count=max(len(lines), 2), first=lines[0]))
            return
        self._show_error(_("The paste holds {count} lines or values ({first} ...): this question takes one "
                           "answer. Nothing was entered.").format(count=max(len(lines), 2), first=lines[0]))

    def answer_line(self, text: str) -> None:
        """What the Director typed on the answer line, then Enter.

        The line is the answer: at a choice question a choice number or words
        of one choice; an empty line answers nothing there (it says how to
        choose) and skips an optional number. A rejected answer is put back
        on the line to be corrected; nothing is recorded.
        """
        _ = get_translator(self.lang).gettext
        node = self.question_node
        if node.terminal:
            self._show_error(render.error_text(AnswerError("finished", node.id), self.lang))
            return
        if self.dialogue.finished and self._taken_over_here():
            # The question after the score (a procedural penalty) of a ruling
            # another helper has taken over: that helper records it; the answer
            # is not shown as applied here (issue 8).
            line = self.query_one("#answer", Input)
            line.value = text  # kept for ^O, not lost
            line.cursor_position = len(text)
            self._unapplied = self._question_at()  # the line keeps this one answer (_line_held)
            self._show_error(_("Not applied: another helper (process {pid}) has taken this ruling over and records "
                               "its penalty. ^O takes it back here; ^N starts a new ruling.").format(pid=self._lost_to))
            return
        offer = self._offer
        if not self._question_seen() and not (offer is not None and offer.trusted and offer.text == text):
            # An Enter that came before its question was drawn (typed in one
            # burst with the answer before it: '24', Enter, Enter; or right
            # after a form or modal screen closed over it) records nothing: no
            # skip, no standard penalty, no default, nor what the line holds (issue 7).
            if text.strip():
                line = self.query_one("#answer", Input)
                line.value = text
                line.cursor_position = len(text)
                self._show_error(_("Too early: Enter came before this question was shown; nothing recorded. Read "
                                   "the question and the answer line, then Enter."), early=True)
            else:
                self._show_error(self._too_early(node), early=True)
            return
        if node.type == "choice" and not text.strip():
            self._show_error(_("Choose an answer: type its number (1-{count}) or move with ↑ ↓, then "
                               "Enter.").format(count=len(node.choices)))
            return
        if not self.holds_answers():
            # This helper does not hold this Director's ruling in progress (issue 8: one rule for
            # every such state, :meth:`holds_answers`): taken before and already said (fresh
            # tester 8f: answers shown as given, then dropped by ^O), or held by another helper
            # the Director left it to with n. The answer is not applied: it stays on the line,
            # alone - keys that would change it are refused until ^O or ^N (_line_held) - and the
            # screen says why and what to do; nothing typed here exists only here, so ^O loses
            # nothing. Taken since the last check (two started at once: fresh tester 8e), the
            # answer's own save finds it out and the same is done there (_answered): that fenced
            # write is the check, no heartbeat written before it.
            self._keep_unapplied(node, text)
            return
        offer, self._offer = self._offer, None
        if offer is not None and text == offer.text and not self._offer_seen(offer):
            # The Enter came before the helper's default was on the screen
            # (typed in one burst with the answer before it): it answers
            # nothing. The default stays, selected: now it is seen (issue 7).
            self._offer = offer
            line = self.query_one("#answer", Input)
            line.value = text
            line.selection = Selection(0, len(text))
            if node.type == "choice":
                self._show_error(_("Choose an answer: type its number (1-{count}) or move with ↑ ↓, then "
                                   "Enter.").format(count=len(node.choices)))
            else:
                self._show_error(_("Your earlier answer is on the answer line: Enter keeps it."))
            return
        # The Director's own earlier answer kept as it was: the next one offered may be kept in the same burst.
        kept = offer is not None and offer.earlier and text == offer.text
        before = (node, list(self.dialogue.answers), list(self.dialogue.taken_back))  # a race: _answered
        try:
            value = render.interpret(node, text, self.lang, values=False)
            self.dialogue.answer(value)
        except AnswerError as exc:
            # A long line is echoed shortened, so that the reason stays in view.
            if isinstance(exc.value, str):
                exc.value = shorten(exc.value)
            if exc.code == "choice":
                message = _("{value} is not one of the answers: type 1-{count} or words of an answer, or "
                            "move with ↑ ↓, then Enter.").format(value=shorten(text.strip()), count=len(node.choices))
            else:
                message = render.error_text(exc, self.lang)
            line = self.query_one("#answer", Input)
            line.value = text
            line.cursor_position = len(text)
            # The refused answer stays in view, selected: the next key typed
            # replaces it ('3' refused, then '1' is 1, not 31; '1' refused
            # where 2 to 10,000 are asked, then '3' is 3, not 13); an arrow key
            # keeps it to be edited (issue 8; issue 7, session 9). The message
            # stays until the line changes.
            line.selection = Selection(0, len(text))
            self._show_error(message)
            return
        self._answered(kept, text=text, before=before)

    def _keep_unapplied(self, node, text: str, just_now: bool = False) -> None:
        """An answer not applied (:meth:`holds_answers`): ``text`` stays on the line for question
        ``node`` (kept through ^O and ^N while that question is the one asked) and the status line
        says why and what to do (:meth:`_not_applied_text`). ``just_now``: the hold was found
        lost by this answer's own check."""
        again = self._unapplied == self._question_at()  # Enter on the answer already kept: refused again
        line = self.query_one("#answer", Input)
        line.value = text
        line.cursor_position = len(text)
        self._unapplied = self._question_at()
        self._unapplied_just = just_now
        self._show_error(self._not_applied_text())
        if again:
            self._flash()

    _unapplied_just = False  # the answer kept on the line found the hold lost itself (_keep_unapplied)

    def _not_applied_text(self) -> str:
        """Why the answer on the line was not applied, and what to do, as true as the state is:
        taken over just now or before (its process named when known), or held by another helper
        this one never held it from (live, or ended since: ^O then resumes it at once)."""
        _ = get_translator(self.lang).gettext
        if self._lost_to is not None and self._unapplied_just:
            return _("Not applied: another helper has just taken this Director's ruling in progress over, so this "
                     "answer would not be saved. It is kept on the line: ^O takes the ruling back here, then Enter "
                     "gives it; ^N starts a new ruling here.")
        if self._lost_to == "?":
            return _("Not applied: another helper holds this Director's ruling in progress, so this answer would "
                     "not be saved. It is kept on the line: ^O takes the ruling back here, then Enter gives it; ^N "
                     "starts a new ruling here.")
        if self._lost_to is not None:
            return _("Not applied: another helper (process {pid}) holds this Director's ruling in progress, so "
                     "this answer would not be saved. It is kept on the line: ^O takes the ruling back here, then "
                     "Enter gives it; ^N starts a new ruling here.").format(pid=self._lost_to)
        if self._holder_gone:
            return _("Not applied: this helper does not hold this Director's ruling in progress, so this answer "
                     "would not be saved. It is kept on the line: ^O resumes that ruling here (its helper has "
                     "ended or no longer responds); ^N starts a new ruling here (recorded), then Enter gives it.")
        return _("Not applied: another helper holds this Director's ruling in progress (this helper did not "
                 "take it over), so this answer would not be saved. It is kept on the line: ^O takes that ruling "
                 "over here; ^N starts a new ruling here (recorded), then Enter gives it.")

    def _line_held(self) -> bool:
        """True while the answer line holds an answer not applied (:meth:`_keep_unapplied`) and this
        helper still applies none: keys that would change it are refused (:meth:`_refuse_held`), so
        that the line only ever holds that one answer, never attempts typed after it one onto the
        other (issue 8: "1 Enter 1 Enter 3 Enter 13 Enter" typed blind made "111313")."""
        return (self._unapplied is not None and not self.holds_answers() and len(self.screen_stack) == 1
                and self._unapplied == self._question_at() and bool(self.query_one("#answer", Input).value))

    def _refuse_held(self) -> None:
        """A key or paste that would change the answer kept on the line (:meth:`_line_held`): not
        taken; the reason is said again, and the status line flashes so that a Director typing
        blind sees that something refused the key."""
        self._unapplied_just = False  # said once already: now it is known
        self._show_error(self._not_applied_text())
        self._flash()

    def _flash(self) -> None:
        """Ring the terminal's bell and flash the status line (:data:`flash_seconds`): a key was
        refused, and the words on the line are the same as before."""
        self.bell()
        status = self.query_one("#status", Static)
        status.set_class(True, "flash")
        if self._flash_timer is not None:
            self._flash_timer.stop()  # one flash: an earlier one's end does not cut this one short
        self._flash_timer = self.set_timer(self.flash_seconds, lambda: status.set_class(False, "flash"))

    flash_seconds = 0.3  # how long the status line flashes when a key is refused (_refuse_held)
    _flash_timer = None

    def _question_at(self) -> tuple:
        """The question on the screen as where an answer was typed: its id and the answers given
        before it (the same question of another ruling, or after other answers, is another place)."""
        from helper.rulings import answer_key

        return self.question_node.id, answer_key((a.node, a.value) for a in self.dialogue.answers)

    def _taken_over_here(self) -> bool:
        """True when another helper has taken this helper's ruling in progress over (checked
        now, not only at the last heartbeat)."""
        if self._lost_to is None and self.owns_draft and self.store is not None:
            from helper.rulings import StoreError

            try:
                self.store.heartbeat()
            except StoreError as exc:
                self._record_error(exc)
        return self._lost_to is not None

    def _answered(self, kept: bool = False, text: str | None = None, before=None) -> None:
        """An answer was recorded; ``kept``: it was the earlier answer offered, unchanged.

        ``text``: what the line held; ``before``: (the question answered, the dialogue's answers
        and those taken back before it). The save is the check that this helper still holds the
        ruling (a write fenced by its claim): when another helper has taken it over since the
        last heartbeat (two started at once, a race of two processes), the answer is taken
        back off the dialogue before anything is drawn and kept on the line, not applied, as
        every answer in a helper that does not hold the ruling is (issue 8) - unless the save
        had already recorded the ruling here, which stays recorded (the line says so)."""
        self.error = None
        self.notice = None  # (taken over by this save: the take-over line replaces the notice, _hold_changed)
        held, recorded = self.owns_draft and self._lost_to is None, self._recorded_id
        self._save(finished_now=self.dialogue.finished)
        if held and self._lost_to is not None and self._recorded_id == recorded and before is not None:
            node, self.dialogue.answers[:], self.dialogue.taken_back[:] = before
            from helper.rulings import DraftLost, StoreError

            try:  # the line above said for the ruling as it is again, without this answer
                owner = self.store.holder()
            except StoreError:
                owner = None
            self._record_error(DraftLost(self.store.path, owner))
            self._keep_unapplied(node, text or "", just_now=True)
            return
        self.query_one("#answer", Input).value = ""
        self.refresh_all()
        self._offer_earlier_answer(trusted=kept)
        # Laid out once the transcript's new lines are mounted (Textual leaves a widget out of
        # the screen's map until then), else now.
        self._lay_out_after_mount = bool(self._lines_mounting)
        if not self._lines_mounting:
            self._lay_out_now()

    _lines_mounting: set = set()  # the transcript's lines being mounted (TranscriptLine)
    _lines_mounted: set = set()  # all the lines of that mount
    _laid_out_lines: set = set()  # the lines of the last mount laid out by _lay_out_now
    _lay_out_after_mount = False  # an answer's screen is to be laid out once they are (_lay_out_now)

    def _line_mounted(self, line: Static) -> None:
        """A transcript line is mounted (:class:`TranscriptLine`): once all of an answer's are,
        the screen is laid out and scrolled (:meth:`_lay_out_now`)."""
        self._lines_mounting.discard(line)
        if not self._lines_mounting and self._lay_out_after_mount:
            self._lay_out_after_mount = False
            if self._lay_out_now():
                self._laid_out_lines = self._lines_mounted  # Transcript.call_next: laid out with them

    def _lay_out_now(self) -> bool:
        """Lay the screen out now, with the answer's changes, without drawing it, and scroll
        the transcript and the law panel to what they must show (the ruling, the deciding
        paragraph: :meth:`Transcript.keep_in_view`, :meth:`_scroll_laws_to`). The next frame
        is then drawn laid out and scrolled: drawn before the scrolling, then again after it
        and after the scrollbars that came or went with the new text, the screen of a ruling
        with a long traveller took two full frames more (issue 10). The layout is Textual's
        own (``Screen._refresh_layout`` without the drawing), repeated while a pass changes a
        widget's size (a scrollbar shown narrows the text beside it; at most 3 passes); the
        next refresh lays the screen out again only if a layout was asked after the last pass,
        and the scrolls asked after it check the positions. Returns whether it did (not with
        a screen over the question, nor before the screen has a size)."""
        from textual.events import Hide, Resize, Show
        from textual.widget import Widget

        screen = self.screen
        if len(self.screen_stack) != 1 or not screen.is_current or not screen.outer_size:
            return False
        counted = {}  # an OptionList: the width its options' lines were counted at
        for attempt in range(3):
            widgets = list(screen.walk_children(Widget))
            if attempt == 0:
                counted = {widget: widget.scrollable_content_region.width
                           for widget in widgets if isinstance(widget, OptionList)}
            # With their scrollbars (not children in the DOM: Widget._get_virtual_dom).
            asked = [widget for widget in [*widgets, *(bar for widget in widgets for bar in widget._get_virtual_dom())]
                     if widget._layout_required]
            if attempt and not asked:
                break  # the last pass changed nothing that asks for another (a scrollbar shown)
            for widget in asked:
                # As Textual does when the widget is next idle (Widget._check_refresh), the layout
                # it asks for being this one (the screen is not asked again for it).
                widget._layout_required = False
                for ancestor in widget.ancestors:
                    if not isinstance(ancestor, Widget):
                        break
                    ancestor._clear_arrangement_cache()
                    ancestor._layout_updates += 1
                    if not ancestor.styles.auto_dimensions:
                        break
            if attempt == 0:
                self._predict_law_scrollbar(screen)
            try:
                hidden, shown, resized = screen._compositor.reflow(screen, screen.outer_size)
            except Exception:  # Textual's layout: the next refresh lays out (and reports) as before
                return False
            for widget in hidden:
                widget.post_message(Hide())
            for widget, (region, _order, _clip, virtual_size, container_size, *_rest) in screen._compositor.layers:
                # layout=False, as Textual's scrolling layout does: a widget's new virtual size does
                # not ask for a layout and a repaint of its own (those asks came after the next
                # refresh had laid out and drawn the screen, and drew it again).
                widget._size_updated(region.size, virtual_size, container_size, layout=False)
                if (widget in shown or widget in resized) and isinstance(widget, OptionList):
                    # Its only handler of Resize (OptionList._on_resize), now: run when the event
                    # came, after the next frame, it asked for one more. It forgets the options'
                    # lines and drawings, counted at the list's width: not when only its height
                    # changed (the answers' list of the next question, counted when added, at
                    # the width it keeps; session 13).
                    width = widget.scrollable_content_region.width
                    if widget in shown or counted.get(widget) != width:
                        widget._on_resize()
                        counted[widget] = width
                elif widget in shown or widget in resized:
                    widget.post_message(Resize(region.size, virtual_size, container_size))
            for widget in shown:
                widget.post_message(Show())
        # The law panel's line counted at the width its text is drawn at: after the passes,
        # the panel's scrollbar shown (session 13: counted after the first pass, at the width
        # before the scrollbar came, the deciding paragraph was two lines below the top).
        self._scroll_laws_pending()
        self.query_one("#transcript", Transcript).keep_in_view()
        choices = self.query_one("#choices", OptionList)
        if choices.display:
            # The answers' lines, which the list counts when first drawn (and then asks to be
            # laid out and drawn again, one more frame): counted now (OptionList._update_lines).
            choices._update_lines()
        # The layouts the screen was asked for before are made (the passes above).
        screen._layout_required = False
        screen._layout_widgets.clear()
        # What the widgets would hand the screen when next idle (Widget._check_refresh: the
        # repaints and layouts asked meanwhile, scrollbars shown, moved), handed now: the next
        # frame draws them, not one more after it (Screen._on_update, _on_layout). With their
        # scrollbars (not children in the DOM: Widget._get_virtual_dom).
        widgets = list(screen.walk_children(Widget))
        for widget in [*widgets, *(bar for widget in widgets for bar in widget._get_virtual_dom())]:
            if widget._scroll_required:
                widget._scroll_required = False
                if not widget._layout_required:
                    if widget.styles.keyline[0] != "none":
                        widget._set_dirty()
                    screen._scroll_required = True
            if widget._repaint_required:
                widget._repaint_required = False
                if widget.display:
                    screen._dirty_widgets.add(widget)
            if widget._layout_required:
                widget._layout_required = False
                child: Widget = widget
                for ancestor in widget.ancestors:
                    if not isinstance(ancestor, Widget):
                        break
                    screen._layout_widgets.setdefault(ancestor, set()).add(child)
                    if not ancestor.styles.auto_dimensions:
                        break
                    child = ancestor
                screen._layout_required = True
        screen.check_idle()
        return True

    def _predict_law_scrollbar(self, screen: Screen) -> None:
        """Show or hide the law panel's scrollbar before an answer's screen is laid out, as
        Textual decides once it is (``Widget._refresh_scrollbars``: the text taller than the
        panel): laid out with the scrollbar the panel had before, a new law text that fits, or
        one that no longer does, asked for a second whole layout pass at the other width
        (session 13). The panel's size is Textual's own arrangement of the screen and of #main
        (``Widget.arrange``, cached: the layout that follows uses it), the text's height its
        arrangement in the panel at the panel's full width. Nothing is shown otherwise than
        Textual would: a wrong guess is corrected by the second pass, as before. Not for a
        panel whose scrollbars are fixed (the plain mode has none).

        Relies on ``Widget.arrange`` (its ``placements`` and ``total_region``) and
        ``Widget._get_scrollable_region`` (:data:`TEXTUAL_INTERNALS`, checked by
        tests/test_fix10j_internals.py): where Textual no longer has them, or they answer
        otherwise, nothing is predicted and Textual lays the screen out as it would alone."""
        from textual.geometry import Region

        from textual.widget import Widget

        if textual_internal(Widget, "arrange") is None or textual_internal(Widget, "_get_scrollable_region") is None:
            return
        try:
            self._predict_law_scrollbar_with(screen, Region)
        except (AttributeError, TypeError, ValueError):
            return  # Textual's arrangement changed shape: its own layout decides, as before

    def _predict_law_scrollbar_with(self, screen: Screen, Region) -> None:
        """:meth:`_predict_law_scrollbar`, once Textual's internals are found there."""
        laws = self.query_one("#laws", VerticalScroll)
        styles = laws.styles
        if (not laws.display or styles.overflow_y != "auto" or styles.overflow_x != "hidden"
                or styles.scrollbar_gutter == "stable" or not styles.scrollbar_size_vertical):
            return

        def placed(parent, size, child):  # the child's size in its parent's arrangement, as Compositor._arrange_root
            inner = parent._get_scrollable_region(Region(0, 0, *size).shrink(parent.styles.gutter))
            for placement in parent.arrange(inner.size).placements:
                if placement.widget is child:
                    return placement.region.size
            return None

        main = laws.parent
        main_size = placed(screen, screen.outer_size, main) if main is not None and main.parent is screen else None
        size = placed(main, main_size, laws) if main_size else None
        if not size:
            return
        panel = Region(0, 0, *size).shrink(styles.gutter)  # border and padding: no scrollbar
        show = laws.arrange(panel.size).total_region.height > panel.height
        if show != laws.show_vertical_scrollbar:
            # As Widget._refresh_scrollbars sets them; their layout is the pass about to be made.
            # The bar's display is set as a rule and the bar repainted, not through the `display`
            # property: that marks the node lists of the panel and of every container above it
            # as changed (NodeList.updated), which is the key of their arrangements' caches, so
            # the layout that follows arranged the screen, #main and the panel again, as just
            # done above (the bar is no child they arrange; session 14, issue 10).
            laws.show_vertical_scrollbar = show
            bar = laws.vertical_scrollbar
            if bar.styles.set_rule("display", "block" if show else "none"):
                bar.refresh()
            laws._layout_required = bar._layout_required = False

    def _offer_seen(self, offer: _Offer) -> bool:
        """Whether the Enter being handled may take ``offer``: the offer was
        drawn on the screen before that Enter arrived (not in the burst of
        the key that brought the question), or it is a ``trusted`` offer.
        Keys not read from the terminal (no arrival time) may."""
        if offer.trusted or self._key_time is None:
            return True
        return offer.shown is not None and self._key_time > offer.shown and self._key_time > offer.made

    def _make_offer(self, text: str, earlier: bool, trusted: bool) -> None:
        """Note what the helper put on the answer line for Enter to take (see
        :meth:`_offer_seen`), and when it is first drawn."""
        from textual._time import get_time

        offer = self._offer = _Offer(text, earlier, trusted, get_time())
        self.call_after_refresh(offer.drawn)

    def _offer_earlier_answer(self, trusted: bool = False) -> None:
        """After Back, each question the Director comes to again shows the
        answer he gave it before: on the answer line (a choice's number, also
        highlighted), for Enter to keep it or to be replaced.

        An Enter takes what the helper put on the line (an earlier answer,
        the finder's suggestion) only once it was drawn before the Enter
        arrived: a double Enter typed in one burst answers one question, and
        the second Enter answers nothing (issue 7). ``trusted``: the question
        was reached by Back, or by keeping the earlier answer unchanged, so
        its earlier answer is the Director's own, given with the same
        premises: Enter keeps it also in a burst (Back x4, Enter x4 gives the
        same ruling)."""
        self._offer = None
        earlier = self.dialogue.earlier_answer
        node = self.question_node
        if earlier is None and not node.terminal:
            self._offer_suggestion()
        if earlier is None or node.terminal:
            return
        if node.type == "choice":
            text = str([c.value for c in node.choices].index(earlier.value) + 1)
        elif earlier.value is None:
            text = ""  # a skipped optional number: Enter skips it again
        elif node.type == "text":
            text = earlier.value
        else:
            text = render.answer_text(node, earlier.value, self.lang)
        line = self.query_one("#answer", Input)
        line.value = text
        # Selected at every kind of question (a choice, a number, a result, a traveller, a text):
        # the first key typed replaces it, Enter alone keeps it, an arrow, Home or End deselects
        # it to be edited (issue 7, fix7e: '13' then '1 2' made 1312, accepted as the times due).
        line.selection = Selection(0, len(text))
        self._make_offer(text, earlier=True, trusted=trusted)
        _ = get_translator(self.lang).gettext
        self.notice = _("Your earlier answer is on the answer line: Enter keeps it.")
        self._earlier_hint = (self.notice, text)
        self._render_status()

    def _offer_suggestion(self) -> None:
        """The law finder's suggestion (helper.dialogue.guide), when it has one for
        this question: its number on the answer line, highlighted, for the
        Director's Enter to choose it or to be replaced; the status line says
        whose suggestion it is. Nothing is answered here."""
        if not self.dialogue.started_from or self.dialogue.finished:
            return
        from helper.tui.guide import suggested_number

        number = suggested_number(self.dialogue)
        if number is None:
            return
        line = self.query_one("#answer", Input)
        line.value = str(number)
        line.selection = Selection(0, len(line.value))  # a typed number replaces it
        self._make_offer(line.value, earlier=False, trusted=False)

    # ------------------------------------------------------------ actions
    def action_move(self, step: int) -> None:
        """↑ ↓ at a choice question: the next choice's number goes on the
        answer line (selected, so that typing replaces it) and is highlighted;
        from an empty line ↓ goes to the first choice and ↑ to the last."""
        node = self.question_node
        if node.type != "choice":
            return
        current = self.choice_on_line()
        count = len(node.choices)
        index = (0 if step > 0 else count - 1) if current is None else max(0, min(count - 1, current + step))
        text = str(index + 1)
        line = self.query_one("#answer", Input)
        line.value = text
        line.selection = Selection(0, len(text))

    def action_scroll_laws(self, direction: int) -> None:
        laws = self.query_one("#laws", VerticalScroll)
        (laws.scroll_page_down if direction > 0 else laws.scroll_page_up)(animate=False)
        self._laws_at = None  # moved by the Director: left there when the text's width changes

    def action_scroll_transcript(self, direction: int) -> None:
        transcript = self.query_one("#transcript", VerticalScroll)
        (transcript.scroll_page_down if direction > 0 else transcript.scroll_page_up)(animate=False)

    def action_back(self) -> None:
        """Take back the last answer; it is put on the line to be kept or corrected, not retyped."""
        self.error = None
        self.notice = None
        self.dialogue.back()
        self._save()
        self.query_one("#answer", Input).value = ""
        self.refresh_all()
        self._offer_earlier_answer(trusted=True)

    async def action_quit(self, key: str = "") -> None:
        """Ctrl+X or F10 (``key``): clear the screen, then quit. Terminals that switch to an
        alternate screen for the helper (most) drop it anyway; GNU screen by
        default does not (``altscreen off``), and the last frame would stay
        on the Director's terminal. It asks first when a changed translation
        is open in the review's editor, where Ctrl+X cuts (as in every editor)."""
        from helper.tui.review import quit_asks

        if key == "ctrl+x" and in_text_editor(self):
            raise SkipAction()
        if quit_asks(self, key):
            return
        if self._driver is not None:
            self._driver.write("\x1b[H\x1b[2J")
        self.exit()

    def action_help_quit(self) -> None:
        """Ctrl+C (and Ctrl+Q, when the terminal passes it: see :meth:`on_event`) does not quit: say how."""
        self.notice = get_translator(self.lang).gettext(
            "To quit, press Ctrl+X or F10 (the ruling in progress is kept).")
        self._render_status()

    def action_redraw(self) -> None:
        """Ctrl+L, the terminal convention: clear the terminal and draw the whole screen again
        (a bad SSH link or another program's output can leave it garbled)."""
        if self._driver is not None:
            self._driver.write("\x1b[H\x1b[2J")
            # Every cell again, not only the ones Textual thinks have changed.
            self._display(self.screen, self.screen._compositor.render_update(
                full=True, screen_stack=self._background_screens))
        self.screen.refresh(repaint=True, layout=True)

    def action_restart(self) -> None:
        """Ctrl+N: start a new ruling, after y. It asks even when there is
        nothing to clear, so that Ctrl+N, y typed in one burst always means
        the same and the y never lands on the answer line."""
        _ = get_translator(self.lang).gettext

        def done(confirmed: bool) -> None:
            if confirmed:
                line = self.query_one("#answer", Input)
                unapplied, kept = self._unapplied, line.value
                self._new_ruling()
                self.notice = None
                self._save()
                self.error = None
                line.value = ""
                self.refresh_all()
                self._unapplied = None
                if unapplied is not None and kept and unapplied == self._question_at():
                    # The answer not applied (another helper held the ruling) was typed at this
                    # same first question: it stays on the line, and Enter now gives it (issue 8).
                    line.value = kept
                    line.cursor_position = len(kept)
                # The first question of a new ruling is known before it is drawn: Ctrl+N, y, 6,
                # Enter in one write answers it with 6 (issue 7 A5).
                self._question_replaced(known=True)

        recorded = self._recorded_id if self._recorded_answers is not None else None
        if self._lost_to is not None and not self.owns_draft and self.dialogue.answers:
            # The ruling on this screen was taken over: it is held elsewhere and y clears nothing
            # there (issue 8, fresh tester 8e: "This ruling's answers will be cleared" was untrue).
            question = (_("This ruling is held by another helper (process {pid}) and stays there as it is. Start "
                          "a new ruling on this screen? It is recorded here when finished; ^O takes this ruling "
                          "back instead. (y / n)").format(pid=self._lost_to) if self._lost_to != "?" else
                        _("This ruling is held by another helper and stays there as it is. Start a new ruling on "
                          "this screen? It is recorded here when finished; ^O takes this ruling back instead. "
                          "(y / n)"))
        elif recorded is not None and self.dialogue.answers:
            from helper.rulings import answer_key

            # A recorded ruling is not cleared: it stays in the record (issue 7, session 10).
            current = answer_key((a.node, a.value) for a in self.dialogue.answers)
            question = (_("Ruling {id} is recorded and stays in the record. Start a new ruling? (y / n)")
                        if current == self._recorded_answers else
                        _("Ruling {id} stays in the record as it was recorded; the answers changed since are "
                          "cleared. Start a new ruling? (y / n)")).format(id=recorded)
        else:
            question = (_("Start over? This ruling's answers will be cleared. (y / n)") if self.dialogue.answers
                        else _("Start a new ruling? No answers have been given yet. (y / n)"))
        self.push_screen(ConfirmScreen(question, done))

    def _new_ruling(self) -> None:
        """A new ruling (Ctrl+N, y; the law finder's start after a recorded ruling): no answers,
        no correction of the ruling before, its details except event, session and Director dropped."""
        self.dialogue.restart()
        self._begins = True  # its start is its first answer (helper.rulings.RulingStore.save_draft)
        self._recorded_answers = None  # a new ruling: the same answers are another board
        if self.store is not None and not self.owns_draft:
            # Another helper holds this Director's ruling in progress (taken from here, or left
            # to it with n): this new one is this helper's own, its answers applied, recorded
            # here when finished but not saved while in progress - the line says that.
            self._own_ruling = True
            self._not_owned()
        self._lost_to = None  # ... and this helper's own, recorded here
        self._players_langs = None  # ... and the players' languages are asked again
        from helper.tui.details import new_ruling

        new_ruling(self)

    def action_take_over(self) -> None:
        """Ctrl+O: take the ruling in progress over from the helper that holds it
        (asks first when that helper is live with a ruling in progress; at once when
        it has ended). A helper that holds its own, empty, one offers the rulings left
        open in other logins of the same user (:meth:`_offer_other_login`); one left
        there with n whose helper has ended since is resumed at once. The question it
        asks is asked by the Director's own key: a y typed with Ctrl+O answers it
        (issue 7 A5, as Ctrl+N's), unlike the questions asked at the start."""
        self._by_key = True
        try:
            self._take_over_by_key()
        finally:
            self._by_key = False

    _by_key = False  # a take-over question is being asked by the Director's Ctrl+O (action_take_over)

    def _take_over_by_key(self) -> None:
        """:meth:`action_take_over`'s work."""
        _ = get_translator(self.lang).gettext
        if self.store is not None and self.owns_draft:
            self._taken_over_here()  # still held here? checked now, not at the last heartbeat
        if self.store is None:
            self.notice = _("This helper runs without a ruling record: there is nothing to take over.")
        elif self.owns_draft:
            if not self.dialogue.answers and self._declined_login is not None:
                login, ended = self._declined()
                if login is not None and ended:  # its helper has ended: resumed here at once, not asked
                    self._declined_login = None
                    self._take_over_login(login)
                    return
            if not self.dialogue.answers and self._offer_other_login():
                return  # a ruling left open in another login of this user
            self.notice = _("This helper already holds the ruling in progress.")
        else:
            from helper.rulings import StoreError

            try:
                owner = self.store.holder()  # the row this helper held, wherever it went
                live = owner is not None and self.store.is_stale(owner) is None
            except StoreError as exc:
                self._record_error(exc)
                self.refresh_all()
                return
            if live:
                self._offer_take_over(owner)  # asks only when it has a ruling in progress (as at the start)
            else:
                self._take_over(take_over=False)
            return
        self._render_status()

    def action_language(self) -> None:
        """F2 / Ctrl+T: the next language the terminal shows. In the ``"tmux"`` mode (a tmux client that
        is not UTF-8: ASCII English) the terminal is asked again first (:meth:`_glyphs_changed`): once
        every client is UTF-8 (the Director detached and attached with ``-u``, as the note says) the
        screen is drawn anew with every character and the languages come back; F2 then goes to the
        language the helper was started in (``--lang el``: Greek, what the Director asked for and was
        refused), else, that being English, to the next one (Chinese)."""
        from helper.tui.glyphs import glyphs_warning, shown_languages

        changed = self._glyphs_changed()
        langs = shown_languages(self.glyphs, LANGS)  # not one the terminal would garble (issue 10, fix10h)
        if changed and self.asked_lang in langs and self.asked_lang != self.lang:
            self.lang = self.asked_lang
        else:
            self.lang = langs[(langs.index(self.lang) + 1) % len(langs)] if self.lang in langs else langs[0]
        self._lang_chosen = True
        self.error = None
        # Why a language is passed over, in the language now shown (fix10i: it was English only).
        self.notice = glyphs_warning(self.glyphs, self.lang) if len(langs) < len(LANGS) else None
        self.refresh_all()
        if self.in_progress:
            self._save()  # the ruling in progress resumes in the language chosen

    def _glyphs_changed(self) -> bool:
        """In the ``"tmux"`` mode, the terminal's mode asked again (:attr:`glyphs_again`: tmux's clients,
        at most half a second, on this one key; lead over SSH, fix10r: after "detach and attach with ``tmux -u
        attach``" F2 gave the same note until the helper was restarted). Where every client is now
        UTF-8 (None, or the mode of a GNU screen a client runs in), it becomes the app's ``glyphs``: the
        driver writes for it (box lines and every letter as they are, not ASCII: the ``"tmux"`` mode's
        ASCII look is the driver's alone, the CSS ``plain`` look only ``--plain``'s and kept), the text
        printed once the screen is gone is in the screen's language, and the whole screen is drawn
        again (Ctrl+L's :meth:`action_redraw`: nothing stays drawn in ASCII). Returns whether it changed;
        a client still not UTF-8 (or tmux not telling) keeps the mode and the note."""
        if self.glyphs != "tmux" or self.glyphs_again is None:
            return False
        mode = self.glyphs_again()
        if mode == "tmux":
            return False
        self.glyphs = mode
        set_glyphs = getattr(self._driver, "set_glyphs", None)
        if set_glyphs is not None:
            set_glyphs(mode)
        if mode != "ascii":
            self.after_lang = None
        self.call_after_refresh(self.action_redraw)
        return True

    def check_action(self, action: str, parameters) -> bool | None:
        # The dialogue's keys act on the main screen only, not under the
        # review, help or confirmation screens.
        if action in ("back", "restart", "language", "review", "take_over", "details", "scroll_laws",
                      "scroll_transcript", "search"):
            return self.screen is self.screen_stack[0]
        if action == "players":
            from helper.tui.players import PlayersScreen

            return self.screen is self.screen_stack[0] or isinstance(self.screen, PlayersScreen)
        return True

    def action_players(self) -> None:
        """F5 / Ctrl+G: the players' view of the finished ruling (and back).
        The two languages are asked the first time for a ruling and kept for it."""
        from helper.tui.players import PlayersLanguagesScreen, PlayersScreen

        if isinstance(self.screen, PlayersScreen):
            self.pop_screen()
            return
        _ = get_translator(self.lang).gettext
        if not self.dialogue.finished:
            self.notice = _("The players' view shows a finished ruling: answer the questions first.")
            self._render_status()
            return
        key = self._main_answers(tuple((a.node, a.value) for a in self.dialogue.answers))
        if self._players_langs is not None and self._players_langs[0] == key:
            self._show_players(self._players_langs[1])
            return

        def chosen(langs: tuple[str, str]) -> None:
            self._players_langs = (key, langs)
            self._show_players(langs)

        self.push_screen(PlayersLanguagesScreen(self.lang, chosen))

    def _show_players(self, langs: tuple[str, str]) -> None:
        from helper.tui.players import PlayersLanguagesScreen, PlayersScreen

        key = self._players_langs[0] if self._players_langs is not None else None

        def again() -> None:
            # ``l``: the languages are asked over the view; Escape there
            # cancels only the change (the view and its pair stay).
            def chosen(new: tuple[str, str]) -> None:
                if isinstance(self.screen, PlayersScreen):
                    self.pop_screen()
                self._players_langs = (key, new)
                self._show_players(new)

            self.push_screen(PlayersLanguagesScreen(self.lang, chosen))

        self.push_screen(PlayersScreen(self.dialogue.ruling(), langs, self.lang, book=self.book, on_languages=again))

    def action_details(self) -> None:
        """F4 / Ctrl+E: the ruling's details form (helper.tui.details)."""
        from helper.tui.details import open_details

        open_details(self)

    review_root = None
    """The checkout the review screen (Ctrl+R) reads and saves into (None: the running one)."""

    def action_review(self) -> None:
        from helper.tui.glyphs import glyphs_warning, shown_languages
        from helper.tui.review import TARGETS, ReviewScreen

        if not shown_languages(self.glyphs, TARGETS):  # GNU screen showing only ASCII: nothing to review (fix10i)
            self.notice = glyphs_warning(self.glyphs, self.lang)
            self._render_status()
            return
        self.push_screen(ReviewScreen(ui_lang=self.lang, root=self.review_root, glyphs=self.glyphs))

    async def on_keys_ready(self, message) -> None:
        """The review screen or its editor can take keys: those held while it opened (:meth:`on_event`)
        go to it in order, routed as any key (issue 9: Ctrl+R, g, 12C2(a), Enter, e, text, F2 in one burst)."""
        from helper.tui.review import release_held

        await release_held(self, message, self.on_event)

    def action_search(self) -> None:
        """Ctrl+F or F7: the "find the law" screen (helper/tui/search.py)."""
        from helper.laws.search import open_index
        from helper.tui.search import SearchScreen

        index = open_index()
        error = None if index.words_searchable else get_translator(self.lang).gettext(
            "This Python's SQLite has no full-text search (FTS5): only paragraph ids are found.")
        self.push_screen(SearchScreen(self.lang, index, error))

    def start_ruling_from(self, paragraph_id: str) -> None:
        """Start the ruling from paragraph ``paragraph_id`` (2017 id, or a 1997 id the
        concordance keeps such as ``82C``; from the law finder, Ctrl+G).

        Nothing is answered for the Director (issue 11, issue 7 A): the ruling
        starts at its first question, and each question on the way says what
        the finder knows (:mod:`helper.dialogue.guide`): a suggestion is put
        on the answer line and only the Director's Enter records it; facts of
        the table (side, vulnerability, form of scoring, knockout) are never
        suggested; typed values never invented. So no ruling is recorded or
        finished by the finder. A ruling already recorded (finished, or taken
        back after it was recorded) stays as recorded and the start is a new
        ruling (as Ctrl+N: no correction of it, its details dropped but
        event, session and Director); a ruling in progress not yet recorded
        is started again with its details kept. The law finder asks before
        either when answers would leave the screen (helper/tui/search.py).
        """
        from helper.tui.search import SearchScreen

        while isinstance(self.screen, SearchScreen):
            self.pop_screen()
        if self._recorded_id is not None or self._lost_to is not None:
            self._new_ruling()
        else:
            self.dialogue.restart()
            self._players_langs = None
        self.dialogue.started_from = paragraph_id
        self.error = None
        self.notice = None
        self._save()
        self.query_one("#answer", Input).value = ""
        self.refresh_all()
        self._offer_earlier_answer()  # no earlier answer: the finder's suggestion, if any

    def action_help(self) -> None:
        """F1 opens the help, and closes it again."""
        if isinstance(self.screen, HelpScreen):
            self.pop_screen()
        elif self.screen is self.screen_stack[0]:
            self.push_screen(HelpScreen(self.lang, director_keys_help(self.lang)))
        elif type(self.screen).__name__ in ("ReviewScreen", "EditScreen"):  # ^R's review, its editor: their own keys
            self.screen.action_help()  # (fix9ge; rev46 fault 4: F1 did nothing in the editor)


def _after_ids(graph) -> set[str]:
    """The ids of the questions asked after the score (see ``Graph.after``)."""
    from helper.dialogue.engine import AFTER_END

    ids: set[str] = set()
    todo = [graph.after] if graph.after else []
    while todo:
        node_id = todo.pop()
        if node_id in ids or node_id == AFTER_END:
            continue
        ids.add(node_id)
        node = graph[node_id]
        for spec in [c.next for c in node.choices] + ([node.next] if node.next is not None else []):
            todo.extend([spec] if isinstance(spec, str) else [rule["goto"] for rule in spec])
    return ids


def run(lang: str = "en", settings: Settings | None = None, plain: bool = False, store=None,
        store_error=None, warning: str | None = None, after_lang: str | None = None,
        lang_given: bool = False, glyphs: str | None = None, glyphs_again=None,
        asked_lang: str | None = None) -> str | None:
    """Start the UI in ``lang`` (``en``, ``zh`` or ``el``) and return when the Director quits.

    ``lang_given``: ``lang`` was asked for explicitly (``--lang``): a resumed
    ruling is shown in it, not in the language chosen during that ruling.

    ``store``: the ruling record (autosave and finished rulings), or None;
    ``store_error``: why it could not be opened (shown on the screen);
    ``warning``: said once on the screen at the start (in ``lang``);
    ``after_lang``: the language of what is printed once the screen is gone
    (default the screen's at the end; English where the terminal garbles others).
    ``glyphs``: the terminal miscounts some characters (a :data:`helper.tui.glyphs.GLYPH_MODES`
    mode, GNU screen under a C locale): they are written as ASCII and the languages they would
    hide are neither used nor offered (F2 says why: :func:`helper.tui.glyphs.glyphs_warning`), and a
    law text or value in such a language is replaced by a line saying how to read it.
    ``glyphs_again``: in the ``"tmux"`` mode, a function giving the mode afresh, asked on F2
    (:meth:`HelperApp._glyphs_changed`); ``asked_lang``: the language the helper was asked to start
    in, which F2 goes to first once the mode shows it.
    Mouse reporting stays off: the helper is driven by the keyboard only, and
    a dropped connection then leaves no mouse tracking on in the terminal.

    Returns:
        the record problem still in force at the end (in ``lang``), to be
        printed once the screen is gone, else None.
    """
    app = HelperApp(lang=lang, settings=settings, plain=plain, store=store, store_error=store_error)
    app.startup_warning = warning
    app.lang_given = lang_given
    app.glyphs = glyphs
    app.glyphs_again, app.asked_lang, app.after_lang = glyphs_again, asked_lang, after_lang
    app.run(mouse=False)
    _release_collections()  # ended before its first frame (a start-up error)
    if app.return_code and app.return_code > 128:  # ended by a signal: the terminal may be gone
        _leave_quietly()
        return None
    return app.exit_message(app.after_lang or app.lang)


def _lasting(problem):
    """Mark a record problem (a function of the language) as one that still holds once the
    screen is gone - the record cannot be opened or written - and so is printed on exit
    (:meth:`HelperApp.exit_message`); the others are about the screen (who holds the ruling
    in progress, what Ctrl+O would do) and end with it."""
    problem.lasting = True
    return problem


def _leave_quietly() -> None:
    """The terminal is gone (SIGHUP): output still buffered for it cannot be
    written; drop it rather than fail at exit."""
    import os
    import sys

    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        try:
            stream.flush()
        except (OSError, ValueError):
            try:
                os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
                stream.flush()
            except (OSError, ValueError):
                setattr(sys, name, open(os.devnull, "w"))
