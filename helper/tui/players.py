"""The players' view: the finished ruling shown to the players, in two
languages side by side (one under the other below 110 columns), large and
plain: the decision, each side's score, the laws with their text, and the
notice of the right to appeal.

The content comes from :func:`helper.rulings.sheet.sheet_sections` (the same
words as ``helper rulings show ID --lang en,zh``); this module only lays it
out. The two languages are asked the first time the view is opened for a
ruling (:class:`PlayersLanguagesScreen`) and remembered for that ruling by
the app.
"""

from __future__ import annotations

from typing import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from helper.i18n import LANGS, LANGUAGE_NAMES, get_translator
from helper.tui.common import keyboard_only, keys_line
from helper.tui.wrap import Wrapped

WIDE = 110
"""From this many columns the two languages stand side by side."""


def column_text(sections, glyphs: str | None = None, law_ids: tuple[str, ...] = ()) -> Text:
    """One language's column: headings bold, the decision bold, law texts
    verbatim (never parsed as markup), blank lines between parts.

    ``glyphs``: the terminal's :data:`helper.tui.glyphs.GLYPH_MODES` mode (None: it shows every
    language); a law text it cannot show (the 1997 Chinese of 90A in the English column under
    ``screen -U`` with ``LANG=C``) is replaced by a line saying how to read it
    (:func:`helper.tui.glyphs.readable_law_text`); ``law_ids``: the 2017 ids of ``sections.laws``.

    The column has no title of its own: the screen's title line ("For the
    players  English | 中文") heads both columns, and the sheet's default title
    ("Ruling") is in Chinese and Greek the same word as the Decision heading
    under it (裁决 / Απόφαση), which showed one heading twice."""
    from helper.rulings.sheet import Sections

    assert isinstance(sections, Sections)
    text = Text()
    text.append(sections.headings["decision"] + "\n", style="bold underline")
    text.append(sections.decision + "\n\n", style="bold")
    text.append(sections.headings["scores"] + "\n", style="bold underline")
    for line in sections.scores:
        text.append(line + "\n")
    text.append("\n")
    text.append(sections.headings["laws"] + "\n", style="bold underline")
    for index, law in enumerate(sections.laws):
        text.append(law.citation + "\n", style="bold")
        body, note = law.text, law.note
        if glyphs is not None and index < len(law_ids):
            from helper.tui.glyphs import readable_law_text

            body = readable_law_text(body, glyphs, sections.lang, law_ids[index])
            if body != law.text and note:  # its note says nothing of a text not shown (its '?')
                from helper.laws import LawBook
                from helper.laws.notes import note_text

                note = note_text(LawBook.load().display(law_ids[index], sections.lang), sections.lang,
                                 text_shown=False)
        if note:
            text.append(note + "\n", style="italic")
        text.append(body + "\n\n")
    text.append(sections.headings["appeal"] + "\n", style="bold underline")
    text.append(sections.appeal, style="bold")
    return text


class PlayersLanguagesScreen(ModalScreen[None]):
    """Which two languages the players read: a number key for the first,
    then one for the second (1 English, 2 中文, 3 Ελληνικά); Escape cancels.
    ``on_chosen`` is called with the two language codes.

    Only the languages the terminal shows are offered (the app's ``glyphs``,
    :func:`helper.tui.glyphs.shown_languages`), numbered in order, with a line saying
    why the others are not (issue 10, fix10i); where English alone is shown, choosing it
    is the whole choice (``on_chosen`` gets one code)."""

    BINDINGS = [
        *(Binding(str(i), f"pick_number({i})", priority=True, show=False) for i in range(1, len(LANGS) + 1)),
        Binding("escape", "cancel", priority=True, show=False),
    ]

    def __init__(self, ui_lang: str, on_chosen: Callable[[tuple[str, str]], None]):
        super().__init__()
        self.ui_lang = ui_lang
        self.on_chosen = on_chosen
        self.first: str | None = None

    @property
    def offered(self) -> tuple[str, ...]:
        """The languages offered: those the terminal shows."""
        from helper.tui.glyphs import shown_languages

        return shown_languages(getattr(self.app, "glyphs", None), LANGS)

    def compose(self) -> ComposeResult:
        yield Static(self._body(), id="players-langs")

    def on_mount(self) -> None:
        from helper.tui.common import fit_box

        fit_box(self.query_one("#players-langs"), self.app.size.width)  # never wider than the screen

    def on_resize(self, event) -> None:
        from helper.tui.common import fit_box

        fit_box(self.query_one("#players-langs"), event.size.width)

    def _body(self) -> Wrapped:
        _ = get_translator(self.ui_lang).gettext
        lines = [_("The players' view: in which two languages?"), ""]
        lines += [f"{i}  {LANGUAGE_NAMES[lang]}" for i, lang in enumerate(self.offered, start=1)]
        lines.append("")
        if len(self.offered) < len(LANGS):
            from helper.tui.glyphs import glyphs_warning

            lines += [glyphs_warning(getattr(self.app, "glyphs", None), self.ui_lang), ""]
        if len(self.offered) == 1:
            lines.append(_("Press 1 for {language} alone (Escape: cancel).").format(
                language=LANGUAGE_NAMES[self.offered[0]]))
        elif self.first is None:
            lines.append(_("Press the number of the first language (Escape: cancel)."))
        else:
            lines.append(_("First: {language}. Press the number of the second language.").format(
                language=LANGUAGE_NAMES[self.first]))
        return Wrapped(Text("\n".join(lines)))

    def action_pick_number(self, number: int) -> None:
        """A number key: the ``number``-th language offered (nothing for a number not offered)."""
        if number <= len(self.offered):
            self.action_pick(self.offered[number - 1])

    def action_pick(self, lang: str) -> None:
        if len(self.offered) == 1:
            self.app.pop_screen()
            self.on_chosen((lang,))
            return
        if self.first is None:
            self.first = lang
            self.query_one("#players-langs", Static).update(self._body())
            return
        if lang == self.first:  # two languages side by side: the second must be another
            _ = get_translator(self.ui_lang).gettext
            note = _("{language} is already the first language: press the number of another.").format(
                language=LANGUAGE_NAMES[lang])
            self.query_one("#players-langs", Static).update(Wrapped(Text(f"{self._body().text.plain}\n{note}")))
            return
        self.app.pop_screen()
        self.on_chosen((self.first, lang))

    def action_cancel(self) -> None:
        self.app.pop_screen()


class PlayersScreen(Screen[None]):
    """The ruling for the players in ``langs`` (two codes). PgUp/PgDn (or
    ↑ ↓) scroll both columns together; ``l`` chooses the languages again
    (Escape there cancels only that change: the view stays, its languages
    kept); Escape, ``q``, F5 or Ctrl+G go back to the dialogue. ``texts``: each
    column's plain text, in order."""

    BINDINGS = [
        Binding("escape,q", "close", priority=True, show=False),
        Binding("pageup,up", "scroll(-1)", priority=True, show=False),
        Binding("pagedown,down", "scroll(1)", priority=True, show=False),
        Binding("l", "languages", priority=True, show=False),
    ]

    def __init__(self, ruling, langs: tuple[str, str], ui_lang: str, book=None,
                 on_languages: Callable[[], None] | None = None):
        super().__init__()
        self.ruling = ruling
        self.langs = langs
        self.ui_lang = ui_lang
        self.book = book
        self.on_languages = on_languages

    def compose(self) -> ComposeResult:
        from helper.rulings.sheet import sheet_sections

        _ = get_translator(self.ui_lang).gettext
        yield Static(Text(_("For the players") + "  " + " | ".join(LANGUAGE_NAMES[lang] for lang in self.langs)),
                     id="players-title")
        self.texts: list[str] = []
        with Container(id="players-main"):
            for index, lang in enumerate(self.langs):
                sections = sheet_sections(self.ruling, lang, book=self.book)
                column = column_text(sections, getattr(self.app, "glyphs", None), tuple(self.ruling.laws))
                self.texts.append(column.plain)
                yield VerticalScroll(Static(Wrapped(column), classes="players-text"),
                                     id=f"players-{index}", classes="players-column")
        yield Static(keys_line([("PgUp PgDn", _("Scroll")), ("l", _("Languages")),
                                ("Esc F5", _("Back to the ruling"))]), id="players-keys")

    def on_mount(self) -> None:
        keyboard_only(self)
        self._layout_for(self.app.size.width)

    def on_resize(self, event) -> None:
        self._layout_for(self.app.size.width)

    def _layout_for(self, width: int) -> None:
        self.query_one("#players-main").set_class(width >= WIDE, "wide")

    def action_scroll(self, direction: int) -> None:
        for column in self.query(".players-column"):
            (column.scroll_page_down if direction > 0 else column.scroll_page_up)(animate=False)

    def action_close(self) -> None:
        self.app.pop_screen()

    def action_languages(self) -> None:
        """``l``: choose the two languages again, asked over this view;
        Escape there keeps this view and its languages."""
        if self.on_languages is not None:
            self.on_languages()
