"""The Textual app: a chat-style dialogue with the law text beside it.

The screen renders state; it computes nothing. The dialogue engine holds the
answers, ``helper.dialogue.render`` words questions and rulings, and
``helper.laws`` chooses the law text to show. Switching language re-renders
everything from that state, transcript included.

Law texts and typed input are always rendered as plain text (never markup):
the law texts contain square brackets.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Container, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from helper.dialogue.engine import AnswerError, Dialogue
from helper.dialogue import render
from helper.i18n import LANGS, LANGUAGE_NAMES, get_translator
from helper.laws import LawBook, cite
from helper.laws.notes import note_text
from helper.scoring import Settings
from helper.tui.common import keyboard_only, keys_line, move_highlight
from helper.tui.wrap import Wrapped

WIDE = 110
"""From this terminal width on, the law text stands beside the transcript."""


def key_hints(lang: str, short: bool = True) -> list[tuple[str, str]]:
    """The command keys of the main screen, in ``lang``: short labels for the
    footer (it must fit 80 columns in every language), long ones for help."""
    _ = get_translator(lang).gettext
    if short:
        return [("^B", _("Back")), ("^N", _("New")), ("^L", _("Language")), ("^R", _("Review")),
                ("F1", _("Help")), ("^Q", _("Quit"))]
    return [
        ("^B", _("Back one answer")),
        ("^N", _("Start a new ruling (asks first)")),
        ("^L", _("Next language: English, Chinese, Greek")),
        ("^R", _("Review the translations of the law texts")),
        ("F1", _("This help")),
        ("^Q", _("Quit (the ruling in progress is kept)")),
    ]


class HelpScreen(ModalScreen[None]):
    """Every key, in the current language. Any of Escape, F1, q or Enter closes it."""

    BINDINGS = [
        Binding("escape,f1,q,enter", "close", show=False),
    ]

    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        _ = get_translator(self.lang).gettext
        lines = [_("Keys"), ""]
        lines += [f"{key:>5}  {text}" for key, text in key_hints(self.lang, short=False)]
        lines += [
            "",
            f"{'1-9':>5}  " + _("Choose an answer by its number"),
            f"{'↑ ↓':>5}  " + _("Move between answers; Enter chooses"),
            f"{'abc':>5}  " + _("Type a number, or words of an answer, then Enter"),
            f"{'PgUp':>5}  " + _("Scroll the law text (PgDn: down)"),
            f"{'^↑ ^↓':>5}  " + _("Scroll the transcript"),
            "",
            _("Press Enter or Escape to close."),
        ]
        yield Static(Text("\n".join(lines)), id="help-body")

    def action_close(self) -> None:
        self.dismiss()


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question; y confirms, n / Escape / Enter cancel (the safe default)."""

    BINDINGS = [
        # On a Greek layout the y and n keys type υ and ν: the same keys answer.
        Binding("y,υ", "answer(True)", show=False),
        Binding("n,ν,escape,enter", "answer(False)", show=False),
    ]

    def __init__(self, message: str):
        super().__init__()
        self.message = message

    def compose(self) -> ComposeResult:
        yield Static(Text(self.message), id="confirm-body")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)


class Transcript(VerticalScroll):
    """The transcript: it keeps its end in view when the space it has changes
    (a status line appears, the window shrinks)."""

    def on_resize(self) -> None:
        self.scroll_end(animate=False)


class AnswerInput(Input):
    """The answer line. Every key it owns - Enter, its editing keys, the
    number keys of a choice - is handled here, in the line's own key order.

    (Textual runs a widget's key bindings only once the key has bubbled up to
    the app, after the keys that followed it may already have been typed in:
    keys arriving in one burst - a paste, a laggy SSH link - could then merge
    two answers into one.)"""

    async def _on_key(self, event) -> None:
        app = self.app
        node = app.dialogue.current
        character = unicodedata.normalize("NFKC", event.character or "")
        if (event.is_printable and not self.value and node.type == "choice"
                and character.isdigit() and 1 <= int(character) <= len(node.choices)):
            event.stop()
            event.prevent_default()
            app.submit(node.choices[int(character) - 1].value)
            return
        bindings = self._bindings.key_to_bindings.get(event.key)
        if bindings and not event.is_printable:
            event.stop()
            event.prevent_default()
            await self.run_action(bindings[0].action)
            return
        await super()._on_key(event)

    async def action_submit(self) -> None:
        text, self.value = self.value, ""
        self.app.answer_line(text)


class HelperApp(App[None]):
    """The Director's helper. ``lang`` is ``en``, ``zh`` or ``el``."""

    CSS_PATH = Path(__file__).with_name("helper.tcss")
    TITLE = "helper"
    ENABLE_COMMAND_PALETTE = False

    BINDINGS = [
        Binding("ctrl+b", "back", priority=True, show=False),
        Binding("ctrl+n", "restart", priority=True, show=False),
        Binding("ctrl+l", "language", priority=True, show=False),
        Binding("ctrl+r", "review", priority=True, show=False),
        Binding("f1", "help", priority=True, show=False),
        # Priority: taken in the app's own key order, before the keys that
        # follow reach the answer line (see AnswerInput).
        Binding("up", "move(-1)", priority=True, show=False),
        Binding("down", "move(1)", priority=True, show=False),
        Binding("pageup", "scroll_laws(-1)", priority=True, show=False),
        Binding("pagedown", "scroll_laws(1)", priority=True, show=False),
        Binding("ctrl+up", "scroll_transcript(-1)", priority=True, show=False),
        Binding("ctrl+down", "scroll_transcript(1)", priority=True, show=False),
    ]

    def __init__(self, lang: str = "en", settings: Settings | None = None, plain: bool = False, store=None):
        """``store``: a :class:`helper.rulings.RulingStore` for autosave and the
        ruling record (None: nothing is stored)."""
        super().__init__()
        self.lang = lang
        self.plain = plain
        self.dialogue = Dialogue(settings=settings or Settings())
        self.book = LawBook.load()
        self.error: str | None = None
        self.store = store
        self.owns_draft = False
        self.notice: str | None = None

    # ------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield Static(id="title")
        with Container(id="main"):
            yield Transcript(id="transcript")
            yield VerticalScroll(Static(id="law-text"), id="laws")
        yield OptionList(id="choices")
        yield Static(id="status")
        yield AnswerInput(id="answer")
        yield Static(id="keys")

    def on_mount(self) -> None:
        keyboard_only(self.screen)
        if self.plain:
            self.add_class("plain")
        self._layout_for(self.size.width)
        self._resume()
        self.refresh_all()
        self.query_one("#answer", Input).focus()

    # ------------------------------------------------------------ the record
    def _resume(self) -> None:
        """Resume the ruling in progress saved by an earlier run (e.g. a dropped connection)."""
        if self.store is None:
            return
        from helper.rulings import StoreError

        _ = get_translator(self.lang).gettext
        self.owns_draft = self.store.claim_draft()
        if not self.owns_draft:
            self.notice = _("Another helper is running on the same ruling record: this one does not save its "
                            "ruling in progress (finished rulings are still recorded).")
            return
        try:
            draft = self.store.load_draft()
        except StoreError as exc:
            self.error = self._store_error(exc)
            return
        if draft and draft[2]:
            saved, _lang, answers = draft
            if self.dialogue.restore(answers):
                _ = get_translator(self.lang).gettext
                self.notice = _("Resumed the ruling in progress saved at {time} (UTC). ^N starts a new one.").format(
                    time=saved[11:16])

    def _store_error(self, exc) -> str:
        _ = get_translator(self.lang).gettext
        return _("The ruling record cannot be written ({path}: {reason}); the ruling itself is not affected.").format(
            path=exc.path, reason=exc)

    def _save(self, finished_now: bool = False) -> None:
        """Autosave the answers; record the ruling when one has just been reached."""
        if self.store is None:
            return
        from helper.rulings import StoreError

        try:
            if finished_now:
                # Recorded: the next start begins a new ruling.
                ruling = self.dialogue.ruling()
                self.store.add(ruling, self.lang, render.summary(ruling, self.lang))
                if self.owns_draft:
                    self.store.clear_draft()
            elif self.owns_draft:
                self.store.save_draft(self.lang, [(a.node, a.value) for a in self.dialogue.answers])
        except StoreError as exc:
            self.error = self._store_error(exc)

    def on_resize(self, event) -> None:
        self._layout_for(event.size.width)
        transcript = self.query_one("#transcript", VerticalScroll)
        transcript.call_after_refresh(transcript.scroll_end, animate=False)

    def _layout_for(self, width: int) -> None:
        self.query_one("#main").set_class(width >= WIDE, "wide")

    # ------------------------------------------------------------ rendering
    def refresh_all(self) -> None:
        """Re-render every part of the screen from the dialogue state, in ``self.lang``."""
        _ = get_translator(self.lang).gettext
        self.query_one("#title", Static).update(Text(
            _("helper - adjusted scores (Laws 12, 86)") + f"  [{LANGUAGE_NAMES[self.lang]}]"))
        self._render_transcript()
        self._render_choices()
        self._render_laws()
        self.query_one("#laws").border_title = _("Law text") + "  PgUp/PgDn"
        self._render_status()
        self.query_one("#keys", Static).update(keys_line(key_hints(self.lang)))
        node = self.dialogue.current
        placeholder = (
            _("Type it, then Enter") if node.type == "text"
            else _("Number, then Enter (empty Enter skips)") if node.type == "number" and node.optional
            else _("Number, then Enter") if node.type == "number"
            else _("Type a number or words of an answer, then Enter") if not node.terminal
            else _("Ruling complete: ^B back, ^N new ruling")
        )
        self.query_one("#answer", Input).placeholder = placeholder

    def transcript_lines(self) -> list[tuple[str, str]]:
        """The transcript as (kind, text): kinds ``question``, ``answer``, ``ruling``, ``detail``."""
        lines: list[tuple[str, str]] = []
        probe = Dialogue(self.dialogue.graph, self.dialogue.settings)
        for answer in self.dialogue.answers:
            node = probe.current
            lines.append(("question", render.question(node, self.lang)))
            lines.append(("answer", render.answer_text(node, answer.value, self.lang)))
            probe.answer(answer.value)
        node = self.dialogue.current
        if node.terminal:
            ruling = self.dialogue.ruling()
            lines.append(("ruling", render.summary(ruling, self.lang)))
            lines.extend(("detail", line) for line in render.details(ruling, self.lang))
        else:
            lines.append(("question", render.question(node, self.lang)))
        return lines

    def _render_transcript(self) -> None:
        transcript = self.query_one("#transcript", VerticalScroll)
        transcript.remove_children()
        widgets = []
        for kind, text in self.transcript_lines():
            prefix = "> " if kind == "answer" else "  " if kind == "detail" else ""
            widgets.append(Static(Wrapped(Text(prefix + text)), classes=kind))
        transcript.mount_all(widgets)
        transcript.call_after_refresh(transcript.scroll_end, animate=False)

    def _render_choices(self) -> None:
        choices = self.query_one("#choices", OptionList)
        node = self.dialogue.current
        choices.clear_options()
        if node.type == "choice":
            labels = render.choice_labels(node, self.lang)
            choices.add_options(Option(Wrapped(Text(f"{i}. {label}"), hang=len(f"{i}. ")), id=c.value)
                                for i, (c, label) in enumerate(zip(node.choices, labels), start=1))
            choices.highlighted = 0
        choices.display = node.type == "choice"

    def law_ids(self) -> tuple[str, ...]:
        """The 2017 paragraphs in play: the ruling's, or the current question's."""
        ruling = self.dialogue.ruling() if self.dialogue.finished else None
        return ruling.laws if ruling else self.dialogue.current.laws

    def law_panel_text(self) -> Text:
        """The law panel's content: each paragraph's citation, note and verbatim text."""
        text = Text()
        for index, law_id in enumerate(self.law_ids()):
            if index:
                text.append("\n\n")
            shown = self.book.display(law_id, self.lang)
            text.append(cite(law_id, self.lang), style="bold")
            note = note_text(shown, self.lang)
            if note:
                text.append("\n")
                text.append(note, style="italic")
            text.append("\n")
            text.append(shown.text)
        return text

    def _render_laws(self) -> None:
        self.query_one("#law-text", Static).update(Wrapped(self.law_panel_text()))
        self.query_one("#laws", VerticalScroll).scroll_home(animate=False)

    def _render_status(self) -> None:
        message = self.error or self.notice
        if not message and get_translator(self.lang).damaged:
            # Always in English: the language's own catalogue is the one that cannot be read.
            message = f"The {LANGUAGE_NAMES[self.lang]} interface catalogue cannot be read: English is shown."
        self.query_one("#status", Static).update(Wrapped(Text(message or "")))
        self.query_one("#status").set_class(bool(self.error), "error")
        self.query_one("#status").set_class(False, "hint")

    # ------------------------------------------------------------ answering
    def submit(self, value) -> None:
        """Give ``value`` (a choice value, a Decimal or None) to the dialogue and re-render."""
        try:
            self.dialogue.answer(value)
        except AnswerError as exc:
            self.error = render.error_text(exc, self.lang)
            self._render_status()
            return
        self._answered()

    def answer_line(self, text: str) -> None:
        """What the Director typed on the answer line, then Enter.

        An empty line chooses the highlighted answer, or skips an optional
        number. A rejected answer is put back on the line to be corrected.
        """
        node = self.dialogue.current
        if node.terminal:
            self.error = render.error_text(AnswerError("finished", node.id), self.lang)
            self._render_status()
            return
        if node.type == "choice" and not text.strip():
            highlighted = self.query_one("#choices", OptionList).highlighted
            self.submit(node.choices[highlighted or 0].value)
            return
        try:
            value = render.interpret(node, text, self.lang)
            self.dialogue.answer(value)
        except AnswerError as exc:
            self.error = render.error_text(exc, self.lang)
            line = self.query_one("#answer", Input)
            # An answer refused only with the earlier ones (e.g. a fouled
            # board due fewer times than its results) reads well by itself:
            # its message must survive the line being put back.
            self._refused = text
            line.value = text
            line.cursor_position = len(text)
            self._render_status()
            return
        self._answered()

    def _answered(self) -> None:
        self.error = None
        self.notice = None
        self._save(finished_now=self.dialogue.finished)
        self.query_one("#answer", Input).value = ""
        self.refresh_all()

    @on(Input.Changed, "#answer")
    def on_answer_changed(self, event: Input.Changed) -> None:
        """Text and number answers are checked as they are typed: what the
        text reads as, or what is wrong with it (an earlier error is cleared)."""
        if self.error and event.value == getattr(self, "_refused", None):
            return
        node = self.dialogue.current
        if node.type == "text":
            ok, message = render.preview(node, event.value, self.lang, self.dialogue.variables)
        elif node.type == "number" and event.value.strip():
            try:
                render.interpret(node, event.value, self.lang)
                ok, message = True, ""
            except AnswerError as exc:
                ok, message = False, render.error_text(exc, self.lang)
        else:
            return
        self.error = None
        status = self.query_one("#status", Static)
        status.update(Wrapped(Text(("✓ " if ok and message else "") + message)))
        status.set_class(False, "error")
        status.set_class(bool(message) and not ok, "hint")

    # ------------------------------------------------------------ actions
    def action_move(self, step: int) -> None:
        move_highlight(self.query_one("#choices", OptionList), step)

    def action_scroll_laws(self, direction: int) -> None:
        laws = self.query_one("#laws", VerticalScroll)
        (laws.scroll_page_down if direction > 0 else laws.scroll_page_up)(animate=False)

    def action_scroll_transcript(self, direction: int) -> None:
        transcript = self.query_one("#transcript", VerticalScroll)
        (transcript.scroll_page_down if direction > 0 else transcript.scroll_page_up)(animate=False)

    def action_back(self) -> None:
        self.error = None
        self.notice = None
        last = self.dialogue.answers[-1] if self.dialogue.answers else None
        self.dialogue.back()
        self._save()
        self.query_one("#answer", Input).value = ""
        self.refresh_all()
        node = self.dialogue.current
        if last is not None and last.value is not None and node.type in ("text", "number"):
            # The answer taken back is put on the line to be corrected, not retyped.
            text = last.value if node.type == "text" else render.answer_text(node, last.value, self.lang)
            line = self.query_one("#answer", Input)
            line.value = text
            line.cursor_position = len(text)

    def action_restart(self) -> None:
        if not self.dialogue.answers:
            return
        _ = get_translator(self.lang).gettext

        def done(confirmed: bool | None) -> None:
            if confirmed:
                self.dialogue.restart()
                self.notice = None
                self._save()
                self.error = None
                self.query_one("#answer", Input).value = ""
                self.refresh_all()

        self.push_screen(ConfirmScreen(_("Start over? This ruling's answers will be cleared. (y / n)")), done)

    def action_language(self) -> None:
        self.lang = LANGS[(LANGS.index(self.lang) + 1) % len(LANGS)]
        self.error = None
        self.notice = None
        self.refresh_all()

    def check_action(self, action: str, parameters) -> bool | None:
        # The dialogue's keys act on the main screen only, not under the
        # review, help or confirmation screens.
        if action in ("back", "restart", "language", "review", "move", "scroll_laws", "scroll_transcript"):
            return self.screen is self.screen_stack[0]
        return True

    def action_review(self) -> None:
        from helper.tui.review import ReviewScreen

        self.push_screen(ReviewScreen(ui_lang=self.lang))

    def action_help(self) -> None:
        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(self.lang))


def run(lang: str = "en", settings: Settings | None = None, plain: bool = False, store=None) -> None:
    """Start the UI in ``lang`` (``en``, ``zh`` or ``el``) and return when the Director quits.

    ``store``: the ruling record (autosave and finished rulings), or None.
    """
    HelperApp(lang=lang, settings=settings, plain=plain, store=store).run()
