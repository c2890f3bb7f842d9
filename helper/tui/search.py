"""The "find the law" screen (issue 11): Ctrl+F or F7 on the main screen.

A search line over the whole screen; as the Director types, in any of the
three languages, the best paragraphs appear (:mod:`helper.laws.search`), each
with its id in the screen language's citation form, the edition and a
one-line excerpt with the matched words highlighted.  ↑ ↓ choose, Enter
shows the paragraph's text in the screen language (F2 or ← → show it in the
other languages), and Ctrl+G starts the ruling from that paragraph: at its first
question, the finder suggesting but never answering (:func:`start_paragraph`,
:mod:`helper.dialogue.guide`).
Escape goes back to the results, then to the ruling.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from helper.i18n import LANGS, get_translator
from helper.laws import cite, format_id
from helper.tui.common import SafeInput, keys_line, keyboard_only, move_highlight
from helper.tui.wrap import Wrapped


def start_paragraph(book, graph, settings, edition: str, paragraph_id: str) -> str | None:
    """The paragraph the law finder starts a ruling from (Ctrl+G) for a found paragraph:
    ``paragraph_id`` itself (2017), or for a 1997 one the first paragraph the
    concordance gives it; the first the dialogue can come to
    (:func:`helper.dialogue.guide.reachable_from_start`, which knows the
    questions that fit a paragraph no question shows: 12A1, 12A3, 86B3, 82C).
    None when no question of the dialogue comes to it."""
    from helper.dialogue.guide import reachable_from_start

    ids = [paragraph_id] if edition == "2017" else [
        row.new for row in book.concordance
        if row.old == paragraph_id or paragraph_id.startswith(row.old) and not paragraph_id[len(row.old):][:1].isdigit()]
    return next((pid for pid in ids if reachable_from_start(graph, settings, pid)), None)


class SearchLine(SafeInput):
    """The search line: at most :data:`helper.laws.search.MAX_QUERY` characters.  What would
    go past that (a long paste) is cut there, and ``cut`` is set for the screen to say so
    (Textual's own ``max_length`` refuses the whole paste without a word)."""

    cut = False

    def replace(self, text: str, start: int, end: int) -> None:
        from helper.laws.search import MAX_QUERY

        start, end = sorted((max(0, start), min(len(self.value), end)))
        room = MAX_QUERY - (len(self.value) - (end - start))
        self.cut = len(text) > room
        before = self.value
        super().replace(text[:max(0, room)], start, end)
        if self.cut and self.value == before and isinstance(self.screen, SearchScreen):
            self.screen.say_cut()  # nothing changed: no search runs to say it


class SearchScreen(Screen):
    """Find a law paragraph by words or citation and read it; start the ruling there."""

    DEFAULT_CSS = """
    SearchScreen { layout: vertical; }
    SearchScreen #search-title { height: auto; text-style: bold; }
    SearchScreen #search-line { height: 3; }
    SearchScreen #search-results { height: 1fr; border: none; }
    SearchScreen #search-text { height: 1fr; display: none; }
    SearchScreen #search-status { height: auto; }
    SearchScreen #search-keys { height: auto; dock: bottom; }
    """

    BINDINGS = [
        Binding("escape", "back", priority=True, show=False),
        Binding("enter", "open", priority=True, show=False),
        Binding("up", "move(-1)", priority=True, show=False),
        Binding("down", "move(1)", priority=True, show=False),
        Binding("f2,right", "text_language(1)", priority=True, show=False),
        Binding("left", "text_language(-1)", priority=True, show=False),
        Binding("ctrl+g", "start_ruling", priority=True, show=False),
        Binding("pageup", "scroll(-1)", priority=True, show=False),
        Binding("pagedown", "scroll(1)", priority=True, show=False),
    ]

    def __init__(self, lang: str, index=None, error: str | None = None):
        """``lang``: the screen language; ``index``: a :class:`helper.laws.search.LawIndex`;
        ``error``: a lasting message (no full-text search here: paragraph ids only)."""
        super().__init__()
        self.lang = lang
        self.index = index
        self.error = error
        self.hits: list = []
        self.reading = None  # the hit whose text is shown, or None for the results
        self.text_lang = lang

    def compose(self) -> ComposeResult:
        yield Static(id="search-title")
        yield SearchLine(id="search-line")
        yield OptionList(id="search-results")
        yield VerticalScroll(Static(id="search-body"), id="search-text")
        yield Static(id="search-status")
        yield Static(id="search-keys")

    def on_mount(self) -> None:
        keyboard_only(self)
        _ = get_translator(self.lang).gettext
        self.query_one("#search-title", Static).update(Wrapped(Text(
            _("Find the law: type words (English, Chinese or Greek) or a paragraph id"))))
        from helper.tui.glyphs import without_hidden_examples

        # Not an example this terminal would show as ?? (GNU screen, issue 10, fix10i).
        self.query_one("#search-line", Input).placeholder = without_hidden_examples(
            _("e.g. cards in the wrong pockets, 12C1(e), 第12条C款"), self.glyphs)
        self._status(self.error or _("The best paragraphs appear as you type."))
        self._keys()
        self.query_one("#search-line", Input).focus()

    async def take_key(self, event) -> bool:
        """A key the app hands over inline (:meth:`helper.tui.app.HelperApp.on_event`), after the
        screen's own keys (Enter, Ctrl+G, arrows ...): a key that edits the search line (a
        character, Backspace, Delete, Home, End) is applied at once, so that a key after it in
        the same burst (``Ctrl+F 12C1(e) Ctrl+G y``) acts on the text typed before it, not before
        the line took it (issue 7, fix7e). Returns whether it was taken."""
        from textual.css.query import NoMatches

        if self.reading is not None:
            return False
        try:
            line = self.query_one("#search-line", SearchLine)
        except NoMatches:  # not composed yet: the key goes to the screen's own queue (on_key)
            return False
        from helper.tui.holdkeys import type_key

        return await type_key(line, event)

    def on_key(self, event) -> None:
        """A key that came to the screen, not to its search line: typed in the same burst as
        Ctrl+F, before the line had the focus (the keys are taken in order, issue 7 A5). It
        goes on the search line, where the Director typed it; nothing typed is lost."""
        line = self.query_one("#search-line", Input)
        if self.reading is None and event.is_printable and event.character:  # the line's own keys stop there
            line.focus()
            line.insert_text_at_cursor(event.character)
            event.stop()

    # ------------------------------------------------------------ rendering
    def _status(self, message: str) -> None:
        self.query_one("#search-status", Static).update(Wrapped(Text(message)))

    def _keys(self) -> None:
        """The footer: one line at 80 columns in every language; narrower (60 columns), the
        same keys with short labels, still one line (tests/test_fix11_finder_view.py)."""
        from rich.cells import cell_len

        translator = get_translator(self.lang)
        _ = translator.gettext
        if self.reading is None:
            hints = [("↑↓", _("Choose")), ("Enter", _("Read")), ("^G", _("Start the ruling here")),
                     ("Esc", _("Back to the ruling"))]
        else:
            # One line at 80 columns in every language (tests/test_search_tui.py).
            hints = [("F2 ←→", _("Language")), ("^G", _("Start the ruling here")), ("PgUp PgDn", _("Scroll")),
                     # TRANSLATORS: a key hint: Esc goes back from a paragraph to the list of paragraphs found.
                     ("Esc", _("Results"))]
        if cell_len("  ".join(f"{key} {label}" for key, label in hints)) > self.app.size.width:
            # TRANSLATORS: a short key hint (narrow screen): Ctrl+G starts the ruling from this paragraph.
            start = translator.pgettext("finder key, short", "Start here")
            if self.reading is None:
                # TRANSLATORS: a short key hint (narrow screen): Esc goes back to the ruling.
                hints[2:] = [("^G", start), ("Esc", translator.pgettext("finder key, short", "Back"))]
            else:
                # TRANSLATORS: a short key hint (narrow screen): Esc goes back to the list of paragraphs found.
                hints[1], hints[3] = ("^G", start), ("Esc", translator.pgettext("finder key, short", "List"))
        self.query_one("#search-keys", Static).update(keys_line(hints))

    def on_resize(self) -> None:
        self._keys()

    def _label(self, hit) -> Text:
        from helper.laws.search import edition_label

        line = Text()
        line.append(cite(hit.id, self.lang), style="bold")
        line.append(f"  ({edition_label(hit.edition, self.lang)})")
        from helper.tui.glyphs import hidden_script, unreadable_value

        script = hidden_script(hit.excerpt, self.glyphs)
        if script is not None:  # its letters would be ?? on this terminal (issue 10, fix10i)
            return Text("\n").join([line, Text(unreadable_value(script, self.lang), style="italic")])
        excerpt = Text(hit.excerpt)
        for start, end in hit.spans:
            excerpt.stylize("reverse", start, end)
        return Text("\n").join([line, excerpt])

    def on_input_changed(self, event: Input.Changed) -> None:
        self.run_search(event.value)

    def search_typed(self) -> None:
        """Run the search for what the search line holds now, unless it has run for it."""
        value = self.query_one("#search-line", Input).value
        if value != self.__dict__.get("searched"):
            self.run_search(value)

    def run_search(self, query: str) -> None:
        """Search ``query`` and show the results (the first highlighted)."""
        if query == self.__dict__.get("searched") and self.hits:
            return  # already shown (run before its change message came: :meth:`search_typed`)
        self.searched = query
        _ = get_translator(self.lang).gettext
        results = self.query_one("#search-results", OptionList)
        results.clear_options()
        self.hits = []
        if not query.strip():
            self._status(self.error or _("The best paragraphs appear as you type."))
            return
        from helper.laws.search import missing_message

        self.hits = self.index.search(query, self.lang, 10)
        results.add_options(Option(self._label(hit)) for hit in self.hits)
        absent = self.index.missing(query)
        if self.query_one("#search-line", SearchLine).cut:  # a long paste: said before the rest
            results.highlighted = 0 if self.hits else None
            self.say_cut()
        elif absent:  # 12C9: said, with the paragraphs near it
            self._status(" ".join(missing_message(item, self.lang) for item in absent))
        elif self.hits:
            results.highlighted = 0
            self._status(get_translator(self.lang).ngettext(
                "{count} paragraph found: ↑ ↓ choose, Enter reads.", "{count} paragraphs found: ↑ ↓ choose, Enter reads.",
                len(self.hits)).format(count=len(self.hits)))
        else:
            self._status(self.error or _("No paragraph found: try other words, or a paragraph id such as 12C2(a)."))

    def say_cut(self) -> None:
        """Say that the search line is full: what went past its length was not taken."""
        from helper.laws.search import MAX_QUERY

        _ = get_translator(self.lang).gettext
        self._status(_("The search line takes at most {most} characters: the rest was left out.").format(
            most=MAX_QUERY))

    def chosen(self):
        """The hit being read, else the highlighted one, else None. A search typed and not yet run
        (keys in one burst: ``Ctrl+F 12C1(e) Ctrl+G``, the line's change message still queued) is
        run first, so that each key acts on what was typed before it (issue 7, fix7e)."""
        if self.reading is not None:
            return self.reading
        self.search_typed()
        index = self.query_one("#search-results", OptionList).highlighted
        return self.hits[index] if self.hits and index is not None else None

    def text_panel(self) -> Text:
        """The chosen paragraph's citation, edition, note and text in ``text_lang``."""
        from helper.laws.notes import concordance_lines, note_text
        from helper.laws.search import edition_label

        hit = self.reading
        book = self.app.book
        text = Text()
        text.append(cite(hit.id, self.text_lang), style="bold")
        text.append(f"  ({edition_label(hit.edition, self.text_lang)})  ")
        text.append(" ".join(f"[{code}]" if code == self.text_lang else code for code in self.text_langs))
        if hit.edition == "1997":
            body, note = book.get(hit.id, "1997").texts["zh"].text.lstrip("?"), None
            if self.text_lang != "zh":
                note = get_translator(self.text_lang).gettext(
                    "The 1997 Laws are in Chinese only in our sources.")
            # The 2017 paragraph it corresponds to, as laws show says it (domain.md: always told).
            note = "\n".join(([note] if note else []) + concordance_lines(book, hit.id, self.text_lang)) or None
        else:
            shown = book.display(hit.id, self.text_lang)
            body, note = shown.text, note_text(shown, self.text_lang)
        if note:
            text.append("\n")
            text.append(note, style="italic")
        text.append("\n\n")
        from helper.tui.glyphs import readable_law_text

        # A text this terminal cannot show: a line saying how to read it (issue 10, fix10i).
        text.append(readable_law_text(body, self.glyphs, self.text_lang, hit.id, hit.edition))
        return text

    @property
    def glyphs(self) -> str | None:
        """The terminal's :data:`helper.tui.glyphs.GLYPH_MODES` mode (the app's; None: it shows all)."""
        return getattr(self.app, "glyphs", None)

    @property
    def text_langs(self) -> tuple[str, ...]:
        """The languages a paragraph can be read in here: those the terminal shows."""
        from helper.tui.glyphs import shown_languages

        return shown_languages(self.glyphs, LANGS)

    def _show_text(self) -> None:
        self.query_one("#search-body", Static).update(Wrapped(self.text_panel()))
        self.query_one("#search-text").display = True
        self.query_one("#search-results").display = False
        self.query_one("#search-line").display = False
        self._keys()

    # ------------------------------------------------------------ actions
    def action_move(self, step: int) -> None:
        if self.reading is None:
            self.search_typed()  # keys in order: the results of what was typed before the arrow
            move_highlight(self.query_one("#search-results", OptionList), step)

    def action_scroll(self, direction: int) -> None:
        scroller = self.query_one("#search-text", VerticalScroll)
        (scroller.scroll_page_down if direction > 0 else scroller.scroll_page_up)(animate=False)

    def action_open(self) -> None:
        """Enter: read the highlighted paragraph, in the screen language."""
        if self.reading is not None:
            return
        hit = self.chosen()
        if hit is None:
            _ = get_translator(self.lang).gettext
            self._status(_("Nothing to read: type words or a paragraph id first."))
            return
        self.reading = hit
        self.text_lang = self.lang
        self._status("")
        self._show_text()

    def action_text_language(self, step: int) -> None:
        """F2 or ← →: the paragraph in the next (previous) language."""
        if self.reading is None:
            if step > 0:
                line = self.query_one("#search-line", Input)
                line.action_cursor_right()
            else:
                self.query_one("#search-line", Input).action_cursor_left()
            return
        langs = self.text_langs  # not one the terminal would garble: said why (issue 10, fix10i)
        self.text_lang = langs[(langs.index(self.text_lang) + step) % len(langs)] if self.text_lang in langs \
            else langs[0]
        self._show_text()
        if len(langs) < len(LANGS):
            from helper.tui.glyphs import glyphs_warning

            self._status(glyphs_warning(self.glyphs, self.lang))

    def action_back(self) -> None:
        """Escape: from a paragraph back to the results; from the results back to the ruling."""
        if self.reading is None:
            self.app.pop_screen()
            return
        self.reading = None
        self.query_one("#search-text").display = False
        self.query_one("#search-results").display = True
        line = self.query_one("#search-line", Input)
        line.display = True
        line.focus()
        self._status("")
        self._keys()

    def action_start_ruling(self) -> None:
        """Ctrl+G: start the ruling from the chosen paragraph (its first question, nothing
        answered: :meth:`helper.tui.app.HelperApp.start_ruling_from`), after y when
        answers would leave the screen; or say that no question comes to it."""
        _ = get_translator(self.lang).gettext
        hit = self.chosen()
        if hit is None:
            self._status(_("Choose a paragraph first."))
            return
        app = self.app
        target = start_paragraph(app.book, app.dialogue.graph, app.dialogue.settings, hit.edition, hit.id)
        citation = format_id(hit.id, self.lang)
        if target is None:
            self._status(_("No question of the ruling starts from or decides on Law {id}: read it here, "
                           "or Escape to return.").format(id=citation))
            return
        if app.dialogue.answers:
            from helper.tui.common import ConfirmScreen

            if app._recorded_id is not None:
                question = _("Start a new ruling from Law {id}? Ruling {number} stays recorded as it is; its "
                             "answers leave the screen. (y / n)").format(id=citation, number=app._recorded_id)
            else:
                question = _("Start this ruling again from Law {id}? Its answers so far will be cleared (its "
                             "details are kept). (y / n)").format(id=citation)
            app.push_screen(ConfirmScreen(question, lambda yes: yes and app.start_ruling_from(target)))
            return
        app.start_ruling_from(target)
