"""The review screen's editor of one translation (``e`` on the review screen).

A module of its own so that Textual's TextArea is imported only when a
translation is edited, not when the Director's screen starts (it imports
:mod:`helper.tui.review`); ``from helper.tui.review import EditScreen`` still works.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static, TextArea
from textual.widgets.text_area import WrappedDocument

from helper.i18n import get_translator
from helper.tui.common import without_forbidden
from helper.tui.holdkeys import ConfirmsByKeyAgain, HoldsKeys, KeysReady
from helper.tui.wrap import Wrapped, break_offsets, wrap


EDITOR_INTERNALS = (
    ("textual.document._wrapped_document", "WrappedDocument", "_wrap_offsets"),
    ("textual.document._wrapped_document", "WrappedDocument", "_offset_to_line_info"),
    ("textual.document._wrapped_document", "WrappedDocument", "_line_index_to_offsets"),
    ("textual.widgets._text_area", "TextArea", "_restart_blink"),
    ("textual.app", "App", "_check_bindings"),
)
"""Textual's private names the editor uses (module, class, attribute; the first three are set on each instance by
``WrappedDocument.wrap``), all of them, each used only in :func:`set_rows`, :func:`restart_blink` or
:func:`priority_binding` (Textual 8.2.8, pinned in pyproject.toml). Textual has no public way to give a wrapped
document breaks of its own (``wrap`` and ``wrap_range`` compute them by width only; ``get_offsets`` only reads
them), to show the cursor at once and restart its blink (what ``TextArea`` does at each key it takes itself), nor
to run a key's priority binding at once (``App.simulate_key`` queues the key). Everything else the editor asks of
Textual is public (``replace``, ``get_offsets``, ``BindingsMap``, the ``on_paste`` handler). A Textual without
one of them is done without (:func:`set_rows`: Textual's own rows; :func:`restart_blink`: the blink left as it
runs; :func:`priority_binding`: the key goes on to Textual, which runs the binding itself, after the keys queued
before it): tests/test_review_fix9cf.py checks each for the shape used here and fails saying which changed."""


def _has_internals(owner, names: tuple[str, ...]) -> bool:
    """Whether ``owner`` has each of ``names`` (some of :data:`EDITOR_INTERNALS`)."""
    return all(hasattr(owner, name) for name in names)


def set_rows(document: WrappedDocument, offsets: list[list[int]]) -> bool:
    """Give ``document`` the row breaks ``offsets`` (for each of its lines, the offsets in the line where a row
    begins after its first: as ``get_offsets`` gives them) and count its rows again, as ``WrappedDocument.wrap``
    leaves its private maps (:data:`EDITOR_INTERNALS`): the breaks, each row's (line, row in the line) and each
    line's rows. Returns False, and leaves ``document`` as Textual wrapped it, where Textual has not these maps."""
    if not _has_internals(document, ("_wrap_offsets", "_offset_to_line_info", "_line_index_to_offsets")):
        return False
    line_info: list[tuple[int, int]] = []
    rows: list[list[int]] = []
    for index, breaks in enumerate(offsets):
        first = len(line_info)
        line_info.extend((index, section) for section in range(len(breaks) + 1))
        rows.append(list(range(first, len(line_info))))
    document._wrap_offsets = offsets
    document._offset_to_line_info = line_info
    document._line_index_to_offsets = rows
    return True


def restart_blink(area: TextArea) -> None:
    """Show ``area``'s cursor at once and restart its blink, as the text area does at each key it takes itself
    (``TextArea._restart_blink``, :data:`EDITOR_INTERNALS`); nothing where Textual has it not."""
    restart = getattr(area, "_restart_blink", None)
    if restart is not None:
        restart()


async def priority_binding(app, key: str) -> bool:
    """Run the priority binding of ``key`` (the screen's and the app's: F2, Esc, y/n, F10) at once, as Textual
    does for a key it takes (``App._check_bindings``, :data:`EDITOR_INTERNALS`); True when one ran. False where
    Textual has it not."""
    check = getattr(app, "_check_bindings", None)
    return check is not None and await check(key, priority=True)


class BrokenDocument(WrappedDocument):
    """The text area's view of its lines soft-wrapped, a line holding a Chinese character broken as the panes
    break it (:func:`helper.tui.wrap.break_offsets`): no row begins with a closing mark (。，）” …) or ends
    with an opening one (（“ …), a number is not parted from its unit (60％, 5 个) nor a citation cut
    (第12条C款). Textual breaks by width only (issue 9, tester 9aa: "。" alone on a row at 80x24, a row
    beginning "，完全没有过错的" at 60x16). A line without a Chinese character (English, Greek) and one with
    a tab is wrapped by Textual as before. The text itself is never changed: only where its rows begin."""

    wrap_width: int = 0
    """The width of the last :meth:`wrap` (``wrap_range`` keeps it)."""

    def wrap(self, width: int, tab_width: int | None = None) -> None:
        """Wrap every line at ``width`` cells (0: no wrapping), as :class:`WrappedDocument` does, then break
        the Chinese lines by the rules."""
        self.wrap_width = width
        super().wrap(width, tab_width)
        self._break_chinese()

    def wrap_range(self, start, old_end, new_end) -> None:
        """Wrap the lines an edit from ``start`` to ``old_end`` (now ``new_end``) touched, as
        :class:`WrappedDocument` does, then break the Chinese lines by the rules."""
        super().wrap_range(start, old_end, new_end)
        self._break_chinese()

    def _break_chinese(self) -> None:
        width = self.wrap_width
        if width < 2:
            return
        lines = self.document.lines
        offsets = [self.get_offsets(index) for index in range(len(lines))]
        changed = False
        for index, line in enumerate(lines):
            if line.isascii() or max(line) < "\u2e80" or "\t" in line:
                continue  # no Chinese (or a tab, which Textual draws to its stops): Textual's wrapping
            broken = break_offsets(line, width)
            if broken is not None and broken != offsets[index]:
                offsets[index] = broken
                changed = True
        if changed:
            set_rows(self, offsets)


LOGICAL = {"cursor_line_start": "logical_line_start", "cursor_line_end": "logical_line_end",
           "cursor_line_start(True)": "logical_line_start(True)", "cursor_line_end(True)": "logical_line_end(True)"}
"""TextArea's Home and End actions (the start and end of the wrapped row) and the editor's instead (of the line as
typed: :class:`TranslationArea`)."""


class TranslationArea(TextArea, inherit_bindings=False):
    """A multi-line editor without the keys of FORBIDDEN_KEYS (TextArea binds Ctrl+A and Ctrl+Z), its Chinese
    lines soft-wrapped by the rules of Chinese line breaking (:class:`BrokenDocument`)."""

    BINDINGS = [
        *(replace(binding, action=LOGICAL.get(binding.action, binding.action))
          for binding in without_forbidden(TextArea.BINDINGS)),
        Binding("ctrl+home", "text_start", "Start of the text", show=False),
        Binding("ctrl+end", "text_end", "End of the text", show=False),
        Binding("ctrl+shift+home", "text_start(True)", "Select to the start of the text", show=False),
        Binding("ctrl+shift+end", "text_end(True)", "Select to the end of the text", show=False),
    ]
    """TextArea's keys but those of :data:`FORBIDDEN_KEYS`, Home and End (Shift: selecting) to the start and end
    of the line as typed, not of the row it is wrapped onto (:data:`LOGICAL`), and Ctrl+Home / Ctrl+End to the
    start and end of the text (issue 9 §3: a Chinese paragraph is one line wrapped onto many rows, and End stopped
    at the end of the row, Ctrl+End did nothing)."""

    KEY_BINDINGS = BindingsMap(BINDINGS)
    """:data:`BINDINGS` by key, as Textual merges them for the text area (its own only: ``inherit_bindings=False``):
    :meth:`take_key` runs the action of a key bound here."""

    def action_logical_line_start(self, select: bool = False) -> None:
        """Home: the cursor to the start of its line as typed (up to the newline before it), whichever row of
        its wrapped line it is on; ``select``: the selection goes with it (Shift+Home)."""
        row, _column = self.cursor_location
        self.move_cursor((row, 0), select=select)

    def action_logical_line_end(self, select: bool = False) -> None:
        """End: the cursor to the end of its line as typed (before the newline after it), past the rows it is
        wrapped onto; ``select``: the selection goes with it (Shift+End)."""
        row, _column = self.cursor_location
        self.move_cursor((row, len(self.document.get_line(row))), select=select)

    def action_text_start(self, select: bool = False) -> None:
        """Ctrl+Home: the cursor to the start of the text (Ctrl+Shift+Home: selecting)."""
        self.move_cursor((0, 0), select=select)

    def action_text_end(self, select: bool = False) -> None:
        """Ctrl+End: the cursor to the end of the text (Ctrl+Shift+End: selecting)."""
        self.move_cursor(self.document.end, select=select)

    @property
    def wrapped_document(self) -> BrokenDocument:
        """The wrapped view of the document: always a :class:`BrokenDocument` (TextArea makes a
        WrappedDocument when it is made and when its text is loaded; the setter turns it into one)."""
        return self._broken_document

    @wrapped_document.setter
    def wrapped_document(self, document: WrappedDocument) -> None:
        if not isinstance(document, BrokenDocument):
            document = BrokenDocument(document.document)  # its width and tab width come with each wrap()
        self._broken_document = document

    def get_line(self, line_index: int) -> Text:
        """The line as drawn (Textual's hook for styling a line): under a GNU screen that cannot
        show a script, each of its letters as a mark of the same width in the placeholder's style
        (:func:`helper.tui.glyphs.editor_line`: ``[]`` for a Chinese character), not ``??``; the
        text itself is kept as typed (issue 10, fix10j)."""
        line = super().get_line(line_index)
        mode = getattr(self.app, "glyphs", None) or getattr(self.screen, "glyphs", None)
        if mode is None or line.plain.isascii():
            return line
        from helper.tui.glyphs import editor_line

        drawn, marks = editor_line(line.plain, mode)
        if not marks:
            return line
        text = Text(drawn, end="", no_wrap=True)
        style = self.get_component_rich_style("text-area--placeholder")
        for index in marks:
            text.stylize(style, index, index + 1)
        return text

    async def on_paste(self, event) -> None:
        """A paste goes in as :func:`helper.tui.paste.editor_paste` gives it: a tab a space (none between Chinese
        characters), no other control character (issue 9, tester 9y: a pasted tab was kept and saved); in place
        of the selection, the cursor after it, as TextArea's own paste, which is not run."""
        from helper.tui.paste import editor_paste

        event.prevent_default()  # TextArea's own paste would insert the text as it came
        if self.read_only:
            return
        result = self.replace(editor_paste(event.text), *self.selection, maintain_selection_offset=False)
        self.move_cursor(result.end_location)
        self.focus()

    async def take_key(self, event) -> bool:
        """Act on ``event`` (a key or a paste the app received) at once, in the order it arrived, rather
        than through the text area's queue (issue 9): there a printable key was inserted by the text area
        itself but an editing key (Backspace, Delete, the arrows, Home/End) ran as a binding only once the
        key had bubbled back to the app, after the keys behind it in the same burst (``x y BSpace z`` gave
        ``xy``, not ``xz``). Returns False for a key that is not the text area's (it goes on as usual)."""
        from textual import events

        if self.read_only or self.disabled:
            return False
        if isinstance(event, events.Paste):
            await self.on_paste(event)
            return True
        if event.is_printable or event.key == "enter":
            restart_blink(self)
            self.replace("\n" if event.key == "enter" else event.character, *self.selection,
                         maintain_selection_offset=False)
            return True
        for key in event.aliases:
            bindings = self.KEY_BINDINGS.key_to_bindings.get(key)
            if bindings:
                restart_blink(self)
                await self.run_action(bindings[0].action)
                return True
        return False


EditorReady = KeysReady  # its name before every screen pushed by a key held the keys (issue 9)


class StatusLine(Static):
    """The editor's status line: when its rows change (a question on saving, the discard question), the English
    and the text area share the rest again (:meth:`EditScreen.share_height`)."""

    def on_resize(self, _event) -> None:
        share = getattr(self.screen, "share_height", None)
        if share is not None:
            self.call_after_refresh(share)

ENGLISH_ROWS = 3
"""The fewest rows of the English the editor shows (fewer when it has fewer lines): :meth:`EditScreen.share_height`."""

EDIT_ROWS = 3
"""The fewest rows of the text area: :meth:`EditScreen.share_height`."""


class Refusal(str):
    """What an :class:`EditScreen`'s ``judge`` returns when the text cannot be saved as it is (a plural entry with
    another number of forms than its language has): said at every F2, never "press F2 again to save it"."""


class EditScreen(ConfirmsByKeyAgain, HoldsKeys, ModalScreen[str | None]):
    """Edit one translation in place: F2 saves, Esc closes (asking first when the text was changed).

    Dismissed with the new text, or None when nothing is to be saved.
    """

    CSS_PATH = Path(__file__).with_name("review.tcss")

    BINDINGS = [
        Binding("f2", "save", show=False, priority=True),
        Binding("escape", "cancel", show=False, priority=True),
        Binding("y", "discard(True)", show=False, priority=True),
        Binding("n", "discard(False)", show=False, priority=True),
        Binding("enter", "discard(False)", show=False, priority=True),  # a question's default: No (not saved)
        Binding("f1", "help", show=False, priority=True),
        # The English above the text (issue 9, tester 9r: 12C2(a) was cut at 80x24 and no key moved it): keys the
        # text area does not edit with, as Ctrl+Up/Down scroll the transcript on the Director's screen.
        Binding("ctrl+up,alt+up", "scroll_english(-1)", show=False, priority=True),
        Binding("ctrl+down,alt+down", "scroll_english(1)", show=False, priority=True),
    ]

    def __init__(self, ui_lang: str, title: str, english: str, text: str, edited: str | None = None,
                 problem: str | None = None, theirs: str | None = None, judge=None, plural: bool = False):
        """``text``: the saved translation; ``edited``: the text to edit when it
        differs (an edit that could not be saved, given back); ``problem``:
        why it could not be saved, shown on the status line; ``theirs``: the text
        another reviewer saved meanwhile (the file's), shown under the English so
        that the reviewer editing their own text sees it (issue 9); ``judge``: called with the text on F2,
        returns the question to ask before saving it (the error findings it would bring) or None: the
        question is shown and a second F2 on the same text saves it (issue 9); a :class:`Refusal` instead is
        why the text cannot be saved as it is: shown, and every F2 on it says it again; ``plural``: the text is a
        plural entry's forms, one a line (an empty line leaves the entry untranslated: :meth:`leaves_untranslated`)."""
        super().__init__()
        self.judge = judge
        self.confirmed: str | None = None  # the text whose question was asked: a second F2 saves it
        self.theirs = theirs
        self.ui_lang = ui_lang
        self.title_text = title
        self.english = english
        self.original = text
        self.edited = text if edited is None else edited
        self.problem = problem
        self.asking = False
        self.plural = plural
        self.emptying: str | None = None  # the text F2 would save untranslated, asked about (ask_empty): y saves it
        self.quit_key: str | None = None  # the quit key whose question is open (y then quits): ask()
        self.saving = False  # F2 was pressed: the text is being checked and saved (action_save)
        self.key_time: float | None = None  # when the key being handled arrived (take_key)
        self.save_key_time: float | None = None  # when the F2 being handled arrived (action_save)
        self.question = ""  # F2's question on the text self.confirmed

    def compose(self) -> ComposeResult:
        _ = get_translator(self.ui_lang).gettext
        with Vertical(id="edit-box"):
            yield Static(Wrapped(Text(self.title_text, style="bold")), id="edit-title")
            english = Text(self.english)
            if self.theirs is not None:
                english.append("\n\n")
                english.append(_("Theirs (the text the file holds now):"), style="bold")
                english.append("\n" + (self.theirs or _("(no text)")))
            self.english_text = english
            yield VerticalScroll(Static(Wrapped(english), id="edit-english"), id="edit-english-pane")
            yield TranslationArea(self.edited, id="edit-area", soft_wrap=True, show_line_numbers=False)
            self._status_line = self.problem or self._ready_line(self.edited)
            yield StatusLine(Wrapped(Text(self._status_line)), id="edit-status")

    async def take_key(self, event) -> bool:
        """Route ``event`` (a key or a paste the app received, not forwarded) at once, in arrival order:
        the screen's and the app's keys (F2, Esc, the question's y/n, F10) first, then the text area's
        (:meth:`TranslationArea.take_key`). Returns True when it was taken here (issue 9)."""
        from textual import events

        area = self.query_one(TranslationArea)
        # when the key arrived: F2's (action_save), and y's to the question on an empty text (the text area is
        # disabled then: action_discard)
        self.key_time = getattr(event, "time", None) if isinstance(event, events.Key) else None
        if self.focused is not area:
            return False
        if isinstance(event, events.Key) and await priority_binding(self.app, event.key):
            return True
        return await area.take_key(event)

    def on_mount(self) -> None:
        # The English pane scrolls by its keys (Ctrl/Alt+Up/Down), never by focus: Tab and Shift+Tab moved the
        # focus onto it and the letters typed after them were thrown away unseen (issue 9, fresh tester 9t).
        # The text area is the one widget to focus: Tab does nothing.
        from helper.tui.common import keyboard_only

        keyboard_only(self)
        self.set_focus(self.query_one(TranslationArea))  # at once, not after the queue (focus() waits)
        self.call_after_refresh(self.share_height)  # once laid out: the widths the lines are broken at
        self.keys_ready()  # the keys typed while the editor opened go into it (HoldsKeys)

    def on_resize(self, _event) -> None:
        self.call_after_refresh(self.share_height)
        self.call_after_refresh(self._fit_ready_line)

    def _fit_ready_line(self) -> None:
        """The keys line said again in the form that fits the status line's width as now laid out
        (:meth:`_ready_line`), when it is what the status line shows."""
        try:
            text = self.query_one(TranslationArea).text
        except Exception:  # closed meanwhile
            return
        if getattr(self, "_status_line", None) in self._ready_forms(text):
            self.say(self._ready_line(text))

    def share_height(self) -> None:
        """Share the rows between the title and the status line by content (issue 9, tester 9y: at 60x16 the
        English had 3 rows, cut, while 8 rows of the text area stood empty): the text area gets the rows its
        text takes and one more to type on (at least :data:`EDIT_ROWS`), the English the rest, up to all its
        lines (no blank rows under it) and at least :data:`ENGLISH_ROWS` of them; when the text needs more, the
        English gives up rows down to that least, the text area scrolls. Called once laid out, on a resize and
        as the text changes (a line more, a line less)."""
        try:
            pane = self.query_one("#edit-english-pane", VerticalScroll)
            area = self.query_one(TranslationArea)
            box = self.query_one("#edit-box", Vertical)
            title, status = self.query_one("#edit-title", Static), self.query_one("#edit-status", Static)
        except Exception:  # not mounted (yet)
            return
        rows = box.content_region.height - title.outer_size.height - status.outer_size.height
        if rows <= 0 or pane.size.width <= 0 or area.size.width <= 0:
            return
        border = pane.styles.border_bottom[0] not in ("", "none", "hidden")
        # the English's lines at the pane's width, less its left padding and the text's right one (review.tcss),
        # counted once per width (this runs at every key typed; a text may be very long)
        width = max(pane.size.width - 2, 2)
        if getattr(self, "_english_lines", (None,))[0] != width:
            self._english_lines = (width, len(wrap(self.english_text.plain, width)))
        english = self._english_lines[1] + border
        text = area.wrapped_document.height + 1  # its lines and one to type on
        least = min(english, ENGLISH_ROWS + border)
        height = min(english, max(rows - max(text, EDIT_ROWS), least), rows - EDIT_ROWS)
        height = max(height, 1 + border)
        if pane.styles.height is None or pane.styles.height.value != height:
            pane.styles.height = pane.styles.max_height = height  # (review.tcss's 30% until laid out)

    @property
    def changed(self) -> bool:
        """True when the text differs from the saved one."""
        return self.query_one(TranslationArea).text != self.original

    def check_action(self, action: str, parameters) -> bool | None:
        if action == "discard":
            return self.asking  # y, n and Enter are typed into the text unless the question is open
        return True

    def leaves_untranslated(self, text: str) -> bool:
        """Whether saving ``text`` leaves the entry untranslated: no text but spaces, or (a plural entry's
        forms, one a line) an empty form."""
        if not text.strip():
            return True
        return self.plural and any(not form.strip() for form in text.strip("\n").split("\n"))

    def editor_keys(self) -> list[tuple[str, str]]:
        """The editor's keys and what each does, in the screen's language (F1's help: rev46 fault 4, F1 did
        nothing in the editor and the review screen's list had none of its keys; fault 1: Ctrl+X cuts here, the
        whole line when nothing is selected, and was named nowhere on the screen)."""
        _ = get_translator(self.ui_lang).gettext
        return [
            ("F2", _("Save the translation")),
            ("Esc", _("Close the editor (asks first when the text was changed)")),
            ("F7", _("Select all the text")),
            ("Shift+←→↑↓", _("Select")),
            ("Ctrl+X", _("Cut the selection (nothing selected: the whole line)")),
            ("Ctrl+C", _("Copy the selection")),
            ("Ctrl+V", _("Paste what was cut or copied")),
            ("Home End", _("Start/end of the line")),
            ("Ctrl+Home End", _("Start/end of the text")),
            ("Ctrl+↑↓ Alt+↑↓", _("Scroll the English")),
            ("F1", _("This help")),
            ("F10", _("Quit (asks first when the text was changed)")),
        ]

    def action_help(self) -> None:
        """F1: the editor's keys (:meth:`editor_keys`) in the help box that Escape, Enter, F1 or q closes; the text
        and a question open stay as they are."""
        from helper.tui.common import HelpScreen

        self.app.push_screen(HelpScreen(self.ui_lang, self.editor_keys()))

    def action_scroll_english(self, direction: int) -> None:
        """Ctrl+Up / Ctrl+Down (or Alt+Up / Alt+Down): scroll the English (and theirs under it) a pane less one
        line up (``direction`` -1) or down (1), the cursor and the text being edited left as they are."""
        pane = self.query_one("#edit-english-pane", VerticalScroll)
        pane.scroll_relative(y=direction * max(1, pane.scrollable_content_region.height - 1), animate=False)

    def action_save(self) -> None:
        """F2: saves the text with every key typed before F2 in it (``（见第13条）`` then F2 in one burst):
        the keys before it were typed in as they came (:meth:`take_key`), none waits in a queue.

        A changed text is checked and saved once the status line says so (issue 9: the editor stayed
        drawn with "F2 saves" and no sign of work for seconds); the keys typed meanwhile are held and act,
        in order, once it is done: on the editor when it asks first, else on the review screen."""
        if self.asking or self.saving:
            return
        if not self.changed:
            self.dismiss(None)
            return
        _ = get_translator(self.ui_lang).gettext
        self.save_key_time, self.key_time = self.key_time, None  # when this F2 arrived (_save_now)
        self.saving = True
        self.keys_are_ready = False  # keys typed from now on are held (HoldsKeys), not typed into the text
        self.say(_("Checking and saving the translation…"))
        self.call_after_refresh(self._save_now)

    def hold(self, event) -> bool:
        """While F2's check and save are under way every key is held, Escape too (:meth:`action_save`)."""
        if self.saving:
            self.__dict__.setdefault("_held_keys", []).append(event)
            return True
        return super().hold(event)

    def _save_now(self) -> None:
        self.saving = False
        if self.asking or not self.is_attached or self.app.screen is not self:
            return
        text = self.query_one(TranslationArea).text
        if self.changed and self.judge is not None and text != self.confirmed:
            question = self.judge(text)
            if question:  # the text would bring error findings: asked first, the text stays here
                # (a Refusal: it cannot be saved as it is; each F2 says so, none saves it)
                self.confirmed = None if isinstance(question, Refusal) else text
                self.question = str(question)
                self.say(question)
                self.question_asked(self.save_key_time)
                self.keys_ready()  # the keys held meanwhile go on into the editor
                return
        elif self.changed and text == self.confirmed and not self.confirm_seen(self.save_key_time):
            # F2 F2 in one burst (a double tap, a key repeat): the second F2 came before the question was drawn and
            # saves nothing; the question is shown (issue 9, tester t9au: a new negation error saved unseen)
            from helper.rulings.messages import sentences

            _ = get_translator(self.ui_lang).gettext
            self.say(sentences(self.question, _("{key} came in the same burst as the key that asked, before the "
                                                "question was shown: not taken. Press {key} again.").format(key="F2")))
            self.keys_ready()
            return
        if self.changed and self.leaves_untranslated(text):
            # Emptied (Ctrl+X cuts a one-line translation whole) or a form left empty: asked first, No unless y
            # (rev46 fault 1: e, Ctrl+X, F2 saved an approved translation empty, its reviewed mark dropped, unasked)
            self.ask_empty(text)
            self.keys_ready()  # the keys held meanwhile answer the question (one of the same burst is not taken)
            return
        self._dismiss_saving(text)

    def _dismiss_saving(self, text: str) -> None:
        """Close the editor, ``text`` to be saved (None: nothing changed); the keys held while F2 checked it act on
        the review screen once it has saved."""
        below = self.app.screen_stack[-2] if len(self.app.screen_stack) > 1 else None
        held = self.release()
        if held and isinstance(below, HoldsKeys):  # they act on the review screen once it has saved
            below.hold_first(held)
        self.dismiss(text if self.changed else None)

    def ask_empty(self, text: str) -> None:
        """F2 on ``text``, which would leave the entry untranslated (:meth:`leaves_untranslated`): the status line
        asks, the text area disabled as for the discard question; y saves it, n, Enter or Escape go back to the
        text (:meth:`action_discard`)."""
        _ = get_translator(self.ui_lang).gettext
        self.asking = True
        self.quit_key = None
        self.emptying = text
        self.query_one(TranslationArea).disabled = True
        if not text.strip():
            question = _("The translation is empty: saving it leaves the entry untranslated, its text and any "
                         "reviewed mark gone (Ctrl+V pastes back what Ctrl+X cut). Save it empty? y: save, n: go "
                         "on editing")
        else:
            question = _("A plural form is empty: saving it leaves the entry untranslated, any reviewed mark gone. "
                         "Save it so? y: save, n: go on editing")
        self.say(question)
        self.question_asked(self.save_key_time)

    def say(self, line: str) -> None:
        """Show ``line`` on the status line, broken as the panes break text (:class:`helper.tui.wrap.Wrapped`):
        Rich broke a Chinese question at its spaces only, "保存后此文本将有 9" / "个新的未解决错误…" (issue 9,
        tester 9aa)."""
        self._status_line = line
        self.query_one("#edit-status", Static).update(Wrapped(Text(line)))

    def _ready_forms(self, text: str) -> list[str]:
        """The keys line's forms, longest first (:meth:`_ready_line`)."""
        from helper.tui.glyphs import editor_note

        _ = get_translator(self.ui_lang).gettext
        note = editor_note(text, getattr(self.app, "glyphs", None), self.ui_lang)
        keys = _("{keys}; Ctrl+↑↓ or Alt+↑↓ scroll the English").format(keys=_("F2 saves; Esc closes without saving"))
        # F7 (the text area's one key beyond the usual ones: all the text selected, to replace or cut it) is said
        # too (issue 9 §3: it was bound and nowhere named)
        forms = [_("{keys}; F7 selects all").format(keys=keys),
                 # TRANSLATORS: the editor's keys line where the long one takes more than two rows (60 columns).
                 _("F2 saves; Esc closes; Ctrl/Alt+↑↓ scroll the English; F7 selects all")]
        return [form + (" " + note if note else "") for form in forms]

    def _ready_line(self, text: str) -> str:
        """The status line while editing: F2, Esc, the keys scrolling the English and F7, and what the marks of
        letters this terminal cannot show stand for when ``text`` has any (:func:`helper.tui.glyphs.editor_note`):
        its long form where it takes two rows at most at the status line's width, else the short one."""
        forms = self._ready_forms(text)
        try:
            width = self.query_one("#edit-status", Static).content_region.width
        except Exception:  # not mounted yet: the screen's width less the line's padding (review.tcss)
            width = self.app.size.width - 2
        return next((form for form in forms if width <= 0 or len(wrap(form, width)) <= 2), forms[-1])

    def on_text_area_changed(self, _event) -> None:
        """A change after the question on saving: the question no longer holds (F2 judges the new text).
        A letter this terminal cannot show typed or taken out: the line says what its marks stand for."""
        self.share_height()  # a line more or less of the text: the English gives or takes it
        text = self.query_one(TranslationArea).text
        if self.confirmed is not None and text != self.confirmed:
            self.confirmed = None
            self.say(self._ready_line(text))
        elif (self.confirmed is None and self.problem is None and not self.asking and not self.saving
              and getattr(self.app, "glyphs", None)):
            self.say(self._ready_line(text))

    def action_cancel(self) -> None:
        """Escape: closes the question if it is open (the discard question, or F2's "press F2 again to save
        it all the same": the text stays, F2 asks again; issue 9, fresh tester 9p), else the editor, asking
        when the text was changed (the keys typed before it in the same burst count: they are in the text
        already)."""
        if self.asking:
            self.action_discard(False)
        elif self.confirmed is not None and not self.saving:
            self.confirmed = None
            area = self.query_one(TranslationArea)
            self.say(self._ready_line(area.text))
        else:
            self._cancel_now()  # the keys typed before it are in the text already (take_key)

    def _cancel_now(self) -> None:
        if not self.is_attached or self.app.screen is not self:
            return
        if self.asking:
            self.action_discard(False)
        elif self.changed:
            self.ask()
        else:
            self.dismiss(None)

    def ask(self, quit_key: str | None = None) -> None:
        """Ask whether to discard the changed text: on Escape (``quit_key`` None) y goes back to the review
        screen; on a quit key (``ctrl+x``, ``f10``) the question says y quits, and y quits (issue 9, tester 9y:
        y to F10's question went back to the list)."""
        _ = get_translator(self.ui_lang).gettext
        self.asking = True
        self.quit_key = quit_key
        self.emptying = None  # a quit key asked while the question on an empty text was open: this one replaces it
        self.query_one(TranslationArea).disabled = True
        self.say(
            _("The translation was changed and not saved. Discard the changes and quit? y: discard and quit, "
              "n: go on editing") if quit_key else
            _("The translation was changed and not saved. Discard the changes? y: discard, n: go on editing"))

    def action_discard(self, discard: bool) -> None:
        """y (``discard`` True): drop the changes and close the editor, then quit when a quit key asked
        (:meth:`ask`); n: back to the text. The question on an empty text (:meth:`ask_empty`): y saves it, taken
        only once the question was on the screen (y typed in the same burst as F2 is not); n back to the text."""
        _ = get_translator(self.ui_lang).gettext
        emptying, self.emptying = self.emptying, None
        if emptying is not None and discard:
            if not self.confirm_seen(self.key_time):
                from helper.rulings.messages import sentences

                self.emptying = emptying
                note = _("{key} came in the same burst as the key that asked, before the question was shown: not "
                         "taken. Press {key} again.").format(key="y")
                if not self._status_line.endswith(note):
                    self.say(sentences(self._status_line, note))
                return
            self.asking = False
            self._dismiss_saving(emptying)
            return
        self.asking = False
        if discard:
            quit_key, app = self.quit_key, self.app
            self.dismiss(None)
            if quit_key:
                app.call_later(app.run_action, f"quit('{quit_key}')")
            return
        area = self.query_one(TranslationArea)
        area.disabled = False
        area.focus()
        self.say(self._ready_line(area.text))


class ApproveConflictScreen(ModalScreen[str | None]):
    """Asked when an approval finds the entry changed in the file since it was shown (another
    reviewer or an editor saved it): both texts and the words that changed, then ``a`` approves
    their text (now in the file), ``k`` keeps their text unapproved and puts the text being
    approved in the entry's note, ``Esc`` cancels (nothing is saved).

    ``mode="edit"``: asked when saving an edited translation found the entry changed the same
    way: ``e`` (or ``Esc``) goes back to the editor on the reviewer's own text with theirs shown
    under the English (F2 there replaces theirs, knowingly), ``k`` keeps their text and puts the
    reviewer's in the entry's note. Neither text is lost unseen (issue 9).

    Dismissed with ``"approve"``, ``"keep"``, ``"edit"`` or None.
    """

    CSS_PATH = Path(__file__).with_name("review.tcss")

    BINDINGS = [
        Binding("a", "choose('approve')", show=False, priority=True),
        Binding("e", "choose('edit')", show=False, priority=True),
        Binding("k", "choose('keep')", show=False, priority=True),
        Binding("escape", "choose(None)", show=False, priority=True),
        Binding("pageup", "scroll(-1)", show=False),
        Binding("pagedown", "scroll(1)", show=False),
    ]

    def __init__(self, ui_lang: str, title: str, yours: str, theirs: str, mode: str = "approve"):
        """``yours``: the text shown when the reviewer approved (``mode="edit"``: the text the reviewer
        was saving); ``theirs``: the text the file holds now; ``mode``: ``approve`` or ``edit``."""
        super().__init__()
        self.mode = mode
        self.ui_lang = ui_lang
        self.title_text = title
        self.yours = yours
        self.theirs = theirs

    def body(self) -> Text:
        """Both texts, then the word difference from yours to theirs (``[-removed-]``, ``{+added+}``)."""
        from helper.catalog.review import word_diff

        _ = get_translator(self.ui_lang).gettext
        text = Text()
        if self.mode == "edit":
            text.append(_("This entry was changed in the file since you opened the editor (another reviewer or an "
                          "editor saved it). Your text is not saved yet."))
            text.append("\n\n")
            text.append(_("Yours (the text you were saving):"), style="bold")
        else:
            text.append(_("This entry was changed in the file since it was shown (another reviewer or an editor "
                          "saved it). Your approval is not saved yet."))
            text.append("\n\n")
            text.append(_("Yours (the text you approved):"), style="bold")
        text.append("\n" + (self.yours or _("(no text)")) + "\n\n")
        text.append(_("Theirs (the text the file holds now):"), style="bold")
        text.append("\n" + (self.theirs or _("(no text)")) + "\n\n")
        if self.yours == self.theirs:
            text.append(_("The text is the same; its reviewed mark, fuzzy flag or note changed."), style="bold")
            return text
        text.append(_("From yours to theirs ({added} added, {removed} removed):").format(
            added="{+…+}", removed="[-…-]"), style="bold")
        text.append("\n")
        for tag, piece in word_diff(self.yours, self.theirs):
            if tag == "equal":
                text.append(piece)
            elif tag == "delete":
                text.append("[-" + piece + "-]", style="red strike")
            else:
                text.append("{+" + piece + "+}", style="green bold")
        return text

    def compose(self) -> ComposeResult:
        with Vertical(id="conflict-box"):
            yield Static(Wrapped(Text(self.title_text, style="bold")), id="conflict-title")
            yield VerticalScroll(Static(Wrapped(self.body()), id="conflict-text"), id="conflict-scroll")
            yield Static(Wrapped(Text(self.keys_text())), id="conflict-keys")

    def keys_text(self) -> str:
        """The keys line under the texts, in the screen's language."""
        _ = get_translator(self.ui_lang).gettext
        return (_("e or Esc: back to your text in the editor, theirs shown beside it (F2 then replaces "
                  "theirs)   k: keep their text (yours goes into the note)   PgUp/PgDn: scroll")
                if self.mode == "edit" else
                _("a: approve their text   k: keep their text, not approved (yours goes into "
                  "the note)   Esc: cancel, nothing is saved   PgUp/PgDn: scroll"))

    def check_action(self, action: str, parameters) -> bool | None:
        if action == "choose" and parameters:
            wanted = {"approve": "approve", "edit": "edit"}.get(parameters[0])
            if wanted is not None and wanted != self.mode:
                return False  # `a` approves only in an approval, `e` edits only after a refused save
        return True

    def action_scroll(self, direction: int) -> None:
        pane = self.query_one("#conflict-scroll", VerticalScroll)
        pane.scroll_relative(y=direction * max(1, pane.size.height - 1), animate=False)

    def action_choose(self, choice: str | None) -> None:
        if choice is None and self.mode == "edit":
            choice = "edit"  # Esc goes back to the reviewer's own text: it is never dropped here
        self.dismiss(choice)
