"""The translation review screen: law paragraphs side by side with their checks.

Reachable with Ctrl+R from the main screen and as ``helper review``. The data
and the saving live in :mod:`helper.catalog.review`; this module only shows
them. Texts are rendered as plain text (never markup).
"""

from __future__ import annotations

from pathlib import Path

from rich.cells import cell_len
from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from helper.catalog.build import CatalogError
from helper.catalog.review import ReviewEntry, load_review, save_review, word_diff
from helper.i18n import get_translator, language_name
from helper.laws import CitationError, LawBook, format_id, parse
from helper.laws.notes import confidence_text
from helper.tui.common import SafeInput, keyboard_only, keys_line, move_highlight
from helper.tui.wrap import Wrapped

WIDE = 120
"""From this width on, English, Greek and Chinese stand in three columns."""

TARGETS = ("el", "zh")


def review_keys(lang: str) -> list[tuple[str, str]]:
    """The review screen's keys and what they do, in ``lang``."""
    _ = get_translator(lang).gettext
    return [
        ("↑↓", _("Paragraph")),
        ("PgUp/Dn", _("Scroll texts")),
        ("f", _("Problems only")),
        ("g", _("Go to")),
        ("n", _("Note")),
        ("r", _("Reviewed")),
        ("l", _("Language")),
        ("Esc", _("Close")),
    ]


class ReviewScreen(Screen):
    """Paragraphs side by side (two languages; three from 120 columns)."""

    CSS_PATH = Path(__file__).with_name("review.tcss")

    BINDINGS = [
        Binding("up", "move(-1)", show=False),
        Binding("down", "move(1)", show=False),
        Binding("pageup", "scroll(-1)", show=False),
        Binding("pagedown", "scroll(1)", show=False),
        Binding("home", "move(-1000)", show=False),
        Binding("end", "move(1000)", show=False),
        Binding("f", "filter", show=False),
        Binding("g", "prompt('goto')", show=False),
        Binding("n", "prompt('note')", show=False),
        Binding("r", "reviewed", show=False),
        Binding("l", "language", show=False),
        Binding("escape", "close", show=False),
    ]

    def __init__(self, ui_lang: str = "en", target: str | None = None, root: Path | None = None):
        super().__init__()
        self.ui_lang = ui_lang
        self.target = target or ("zh" if ui_lang == "zh" else "el")
        self.root = root
        self.only_problems = False
        self.entries: list[ReviewEntry] = []
        self.prompt_kind: str | None = None
        self.message = ""

    def compose(self) -> ComposeResult:
        yield Static(id="review-title")
        yield OptionList(id="review-list")
        with Horizontal(id="review-columns"):
            yield VerticalScroll(Static(id="col-en"), id="pane-en")
            yield VerticalScroll(Static(id="col-target"), id="pane-target")
            yield VerticalScroll(Static(id="col-third"), id="pane-third")
        yield Static(id="review-status")
        yield SafeInput(id="review-input")
        yield Static(id="review-keys")

    def on_mount(self) -> None:
        keyboard_only(self)
        self.query_one("#review-input", Input).display = False
        self.reload()

    def on_resize(self, event) -> None:
        self.query_one("#pane-third").display = event.size.width >= WIDE
        self.render_entry()

    # ------------------------------------------------------------ data
    def reload(self, keep: str | None = None) -> None:
        """Read the catalogues again (after a save) and re-render."""
        _ = get_translator(self.ui_lang).gettext
        try:
            self.entries = load_review(self.root, TARGETS, ui_lang=self.ui_lang)
        except (OSError, ValueError) as exc:  # a catalogue damaged by hand: say which, keep going
            self.entries = []
            self.message = _("A catalogue cannot be read: {reason}").format(reason=exc)
        self.render_list(keep)

    def visible(self) -> list[ReviewEntry]:
        """The entries shown in the list (all, or only those needing a look)."""
        if not self.only_problems:
            return self.entries
        return [e for e in self.entries if e.problems(self.target)]

    @property
    def current(self) -> ReviewEntry | None:
        entries = self.visible()
        index = self.query_one("#review-list", OptionList).highlighted
        return entries[index] if entries and index is not None and index < len(entries) else None

    # ------------------------------------------------------------ rendering
    def _entry_name(self, entry: ReviewEntry) -> str:
        _ = get_translator(self.ui_lang).gettext
        return format_id(entry.id, self.target) + (" " + _("(title)") if entry.title else "")

    def _label(self, entry: ReviewEntry, width: int) -> str:
        _ = get_translator(self.ui_lang).gettext
        view = entry.langs.get(self.target)
        status = {"translated": _("translated"), "fuzzy": _("fuzzy (older edition)"), "missing": _("missing")}
        open_findings = sum(1 for f in view.findings if f.accepted is None) if view else 0
        mark = "✓" if view and view.reviewed else ("!" if entry.problems(self.target) else " ")
        name = self._entry_name(entry)
        text = f"{mark} {name}{' ' * (width - cell_len(name) + 2)}{status[view.status] if view else '-'}"
        if open_findings:
            text += "  " + get_translator(self.ui_lang).ngettext(
                "{count} finding", "{count} findings", open_findings).format(count=open_findings)
        return text

    def render_list(self, keep: str | None = None) -> None:
        _ = get_translator(self.ui_lang).gettext
        ngettext = get_translator(self.ui_lang).ngettext
        option_list = self.query_one("#review-list", OptionList)
        current = keep or (self.current.msgctxt if self.current else None)
        option_list.clear_options()
        entries = self.visible()
        width = max((cell_len(self._entry_name(e)) for e in entries), default=0)
        option_list.add_options(Option(Text(self._label(e, width)), id=e.msgctxt) for e in entries)
        index = next((i for i, e in enumerate(entries) if e.msgctxt == current), 0)
        option_list.highlighted = index if entries else None
        problems = sum(1 for e in self.entries if e.problems(self.target))
        self.query_one("#review-title", Static).update(Text(
            _("Review: English and {language}, {entries}, {problems}").format(
                language=language_name(self.target, self.ui_lang),
                entries=ngettext("{count} entry", "{count} entries", len(self.entries)).format(count=len(self.entries)),
                problems=ngettext("{count} to look at", "{count} to look at", problems).format(count=problems))
            + ("  [" + _("problems only") + "]" if self.only_problems else "")))
        self.query_one("#review-keys", Static).update(keys_line(review_keys(self.ui_lang)))
        self.render_entry()

    def column_text(self, entry: ReviewEntry, lang: str) -> Text:
        """One language's column: its text, status, origin, older text and diff, findings, note."""
        _ = get_translator(self.ui_lang).gettext
        text = Text()
        if lang == "en":
            text.append(f"{format_id(entry.id, 'en')} - {language_name('en', self.ui_lang)}\n", style="bold")
            text.append(entry.english)
            return text
        view = entry.langs.get(lang)
        text.append(f"{format_id(entry.id, lang)} - {language_name(lang, self.ui_lang)}\n", style="bold")
        if view is None:
            return text
        status = {"translated": _("translated"), "fuzzy": _("fuzzy (older edition)"), "missing": _("missing")}
        text.append(status[view.status], style="italic")
        if view.reviewed:
            text.append("  " + _("reviewed {date}").format(date=view.reviewed), style="green")
        text.append("\n")
        text.append(view.text or _("(no text)"))
        if lang == "zh":
            for pair in LawBook.load().pairs_for(entry.id):
                text.append("\n\n")
                text.append(_("Sentence pair {pair} (older edition), its English {match} the 2017 text:").format(
                    pair=pair.id, match=_("identical to") if pair.match == "exact" else _("close to")), style="bold")
                text.append("\n" + pair.en.text + "\n" + pair.zh.text)
            for old_id, confidence, old_text in entry.older:
                text.append("\n\n")
                text.append(_("1997 Laws, Law {old} ({confidence}):").format(
                    old=format_id(old_id, self.ui_lang), confidence=confidence_text(confidence, self.ui_lang)), style="bold")
                text.append("\n" + old_text)
        if view.status == "fuzzy" and view.previous:
            text.append("\n\n")
            text.append(_("Its English against 2017 ({added} added, {removed} removed):").format(
                added="{+…+}", removed="[-…-]"), style="bold")
            text.append("\n")
            for tag, piece in word_diff(view.previous, entry.english):
                if tag == "equal":
                    text.append(piece)
                elif tag == "delete":
                    text.append("[-" + piece + "-]", style="red strike")
                else:
                    text.append("{+" + piece + "+}", style="green bold")
        if view.findings:
            text.append("\n\n")
            text.append(_("Findings:"), style="bold")
            for finding in view.findings:
                severity = {"error": _("error"), "warning": _("warning")}
                label = severity.get(finding.severity, finding.severity) if finding.accepted is None else _("accepted")
                text.append(f"\n- [{label}] {finding.check}: {finding.message}",
                            style="red" if finding.accepted is None and finding.severity == "error" else "")
                if finding.accepted:
                    text.append(" (" + finding.accepted + ")", style="dim")
        if view.note:
            text.append("\n\n")
            text.append(_("Note:"), style="bold")
            text.append(" " + view.note)
        return text

    def render_entry(self) -> None:
        _ = get_translator(self.ui_lang).gettext
        entry = self.current
        wide = self.size.width >= WIDE
        other = "zh" if self.target == "el" else "el"
        for widget_id, lang in (("#col-en", "en"), ("#col-target", self.target), ("#col-third", other)):
            content = self.column_text(entry, lang) if entry else Text(
                _("Nothing to look at.") if widget_id == "#col-en" else "")
            if widget_id == "#col-third" and not wide:
                content = Text("")
            self.query_one(widget_id, Static).update(Wrapped(content))
        self.query_one("#review-status", Static).update(Text(self.message))

    # ------------------------------------------------------------ actions
    @on(OptionList.OptionHighlighted, "#review-list")
    def on_highlight(self, _event) -> None:
        self.render_entry()

    def action_scroll(self, direction: int) -> None:
        for pane in self.query("#review-columns VerticalScroll"):
            (pane.scroll_page_down if direction > 0 else pane.scroll_page_up)(animate=False)

    def action_move(self, step: int) -> None:
        move_highlight(self.query_one("#review-list", OptionList), step)

    def action_filter(self) -> None:
        self.only_problems = not self.only_problems
        self.message = ""
        self.render_list()

    def action_language(self) -> None:
        self.target = "zh" if self.target == "el" else "el"
        self.message = ""
        self.render_list()

    def action_prompt(self, kind: str) -> None:
        _ = get_translator(self.ui_lang).gettext
        if kind == "note" and self.current is None:
            return
        box = self.query_one("#review-input", Input)
        self.prompt_kind = kind
        if kind == "goto":
            box.placeholder = _("Go to paragraph: 12C2(a), 12Γ2(α), 第12条C款2项(a); Enter")
            box.value = ""
        else:
            view = self.current.langs.get(self.target)
            box.placeholder = _("Note for {id} ({language}); Enter saves, Esc cancels").format(
                id=format_id(self.current.id, self.target), language=language_name(self.target, self.ui_lang))
            box.value = view.note.replace("\n", " ") if view else ""
        box.display = True
        box.focus()

    @on(Input.Submitted, "#review-input")
    def on_prompt_submitted(self, event: Input.Submitted) -> None:
        kind, self.prompt_kind = self.prompt_kind, None
        box = self.query_one("#review-input", Input)
        box.display = False
        self.set_focus(None)
        if kind == "goto":
            self.goto(event.value)
        elif kind == "note":
            self.save(note=event.value)

    def goto(self, text: str) -> None:
        """Highlight the paragraph cited in ``text`` (any language's citation form)."""
        _ = get_translator(self.ui_lang).gettext
        try:
            _edition, pid = parse(text)
        except CitationError:
            self.message = _("Not a law paragraph id: {id}").format(id=text)
            self.render_entry()
            return
        if self.only_problems and not any(e.id == pid for e in self.visible()):
            self.only_problems = False
        entries = self.visible()
        index = next((i for i, e in enumerate(entries) if e.id == pid and not e.title), None)
        if index is None:
            self.message = _("No such law paragraph: {id}").format(id=text)
            self.render_entry()
        else:
            self.message = ""
            self.render_list(entries[index].msgctxt)

    def save(self, note: str | None = None, reviewed: bool | None = None) -> None:
        """Save the note / mark of the current entry into the ``.po`` and reload."""
        _ = get_translator(self.ui_lang).gettext
        entry = self.current
        if entry is None:
            return
        try:
            save_review(self.target, entry.msgctxt, note=note, reviewed=reviewed, root=self.root)
        except CatalogError:
            self.message = _("Not saved: notes go into a source checkout's locales/; run the helper from inside "
                             "the checkout (this is an installed copy).")
            self.render_entry()
            return
        except (OSError, KeyError) as exc:  # a read-only file, a full disk: say so, keep the screen
            self.message = _("Not saved: {reason}").format(reason=exc)
            self.render_entry()
            return
        self.message = _("Saved in {file}").format(file=f"locales/{'zh_Hans' if self.target == 'zh' else 'el'}/LC_MESSAGES/laws.po")
        self.reload(entry.msgctxt)

    def action_reviewed(self) -> None:
        entry = self.current
        if entry is None or self.target not in entry.langs:
            return
        self.save(reviewed=not entry.langs[self.target].reviewed)

    def action_close(self) -> None:
        box = self.query_one("#review-input", Input)
        if box.display:  # Escape first cancels a note or a jump being typed
            box.display = False
            self.prompt_kind = None
            self.set_focus(None)
            return
        if isinstance(self.app, ReviewApp):
            self.app.exit()  # `helper review`: Escape leaves the program
        else:
            self.app.pop_screen()  # Ctrl+R from the ruling: back to it


class ReviewApp(App[None]):
    """``helper review``: the review screen on its own."""

    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("ctrl+q", "quit", priority=True, show=False)]

    def __init__(self, ui_lang: str = "en", target: str | None = None, root: Path | None = None):
        super().__init__()
        self.ui_lang = ui_lang
        self.target = target
        self.root = root

    def on_mount(self) -> None:
        self.push_screen(ReviewScreen(self.ui_lang, self.target, self.root))
