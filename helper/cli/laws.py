"""``helper laws show``: the official text of a law paragraph; ``helper laws search``: find one."""

from __future__ import annotations

from pathlib import Path

from helper.cli.common import CliError, OnlyCommand, cut, print_json
from helper.i18n import get_translator


def add_parsers(commands, lang: str, only: str | None = None) -> None:
    """The ``laws`` command; ``only``: the one action to build (``show``), None for all
    (see :class:`helper.cli.common.OnlyCommand`)."""
    _ = get_translator(lang).gettext
    laws = commands.add_parser("laws", help=_("show law paragraphs"))
    laws_commands = OnlyCommand(laws.add_subparsers(dest="laws_command", metavar="ACTION", required=True), only)
    show = laws_commands.add_parser("show", help=_("print the official text of a paragraph"))
    show.add_argument("id", help=_("paragraph id in any citation form: 12C2(a), 12Γ2(α), 第12条C款2项(a)"))
    show.add_argument("--edition", choices=("2017", "1997"), help=_("edition (default 2017)"))
    show.add_argument("--json", action="store_true", help=_("print JSON"))
    show.add_argument("--output", type=Path, help=_("write it to this file, in UTF-8 (default: print it)"))
    show.add_argument("--force", action="store_true", help=_("replace the file if it exists (its mode is kept)"))
    add_search_parser(laws_commands, lang)


def cmd_laws_show(args, lang: str) -> None:
    """Print a paragraph's text, with its heading and law title, its source and notes.

    A 1997-only paragraph (82C, 87B, 90A) falls back to the 1997 Chinese with a
    note; a law or section number (12, 90, 81B) lists its parts; a 1997 id says
    which 2017 paragraph it corresponds to (concordance). Exit 2 when there is
    nothing of that id in either edition.

    With ``--output FILE`` the same text is written to FILE in UTF-8, in the language asked
    (``args.content_lang``) even where the terminal cannot show it (GNU screen without UTF-8:
    the screen's law panel sends its reader here, issue 10); the messages stay in ``lang``.
    """
    if getattr(args, "output", None) is not None:
        return _show_to_file(args, lang)
    from helper.laws import CitationError, LawBook, UnknownParagraph
    from helper.laws.citation import read

    _ = get_translator(lang).gettext
    try:
        edition, pid = read(args.id)  # as the finder reads it: "12Γ1(έ)", "12C2(b" too
    except CitationError:
        raise CliError(_("Not a law paragraph id: {id}").format(id=cut(args.id))) from None
    edition = args.edition or edition or "2017"
    book = LawBook.load()
    try:
        shown = _display_1997(book, pid) if edition == "1997" else book.display(pid, lang)
    except UnknownParagraph:
        shown = None
    if shown is None and edition == "2017" and _has_zh_text(book, pid, "1997") and not _parts_in(book, pid, "2017"):
        shown = _fallback_1997(book, pid)  # 90A: no 2017 text in the sources
    if shown is None:
        _list_parts(book, pid, edition, args, lang)
        return
    from helper.laws.notes import note_text

    note = note_text(shown, lang)
    paragraph = _shown_paragraph(book, shown, pid)
    heading = _heading(book, shown, paragraph, lang)
    law_title = _law_title(book, pid, "2017" if shown.note in ("sentence_pair_exact", "sentence_pair_near")
                           else shown.edition, lang)
    corresponds = [(row.new, row.confidence) for row in book.concordance if row.old == pid] \
        if shown.edition == "1997" else []
    if args.json:
        print_json({
            "id": pid, "edition": edition, "lang": lang, "text": shown.text, "text_lang": shown.lang,
            "text_edition": shown.edition, "from": shown.source_id, "note": shown.note, "note_text": note,
            "confidence": shown.confidence, "source": shown.origin.source, "lines": list(shown.origin.lines),
            "heading": heading, "law_title": law_title,
            "corresponds_2017": [{"id": new, "confidence": confidence} for new, confidence in corresponds],
        })
        return
    text, cite_lang = shown.text, "zh"
    mode = _screen_hiding(shown.text + (heading or "") + (law_title or ""))
    if mode is not None:
        # GNU screen that shows this script as ?? pairs (issue 10, fix10i): what it hides is said, with
        # the fix and --output FILE, as the screen's law panel says it.
        from helper.tui.glyphs import hidden_script, readable_law_text

        text = readable_law_text(shown.text, mode, lang, pid, edition)
        note = note_text(shown, lang, text_shown=False)
        heading = None if heading and hidden_script(heading, mode) else heading
        law_title = None if law_title and hidden_script(law_title, mode) else law_title
        cite_lang = lang if hidden_script("中", mode) else "zh"
    _print_citation(pid, edition, lang, law_title, cite_lang)
    if note:
        print(f"[{note}]")
    if heading:
        print(heading)
    print(text)
    _print_source(shown.origin, lang)
    if corresponds:
        _print_corresponds(book, pid, lang)


def _show_to_file(args, lang: str) -> None:
    """``laws show --output FILE``: what :func:`cmd_laws_show` prints, written to FILE (UTF-8,
    atomically, :func:`helper.cli.common.write_text`), then "Paragraph written to FILE"."""
    import contextlib
    import io

    from helper.cli.common import write_text

    content_lang = getattr(args, "content_lang", None) or lang
    args.output, output = None, args.output
    printed = io.StringIO()
    try:
        with contextlib.redirect_stdout(printed):
            cmd_laws_show(args, content_lang)
    except CliError:
        if content_lang == lang:
            raise
        with contextlib.redirect_stdout(io.StringIO()):
            cmd_laws_show(args, lang)  # the same refusal, in the messages' language
        raise
    write_text(output, printed.getvalue(), lang, force=args.force)
    print(get_translator(lang).gettext("Paragraph written to {file}").format(file=output))


def _shown_paragraph(book, shown, pid: str):
    """The paragraph whose heading goes with ``shown``: the paragraph the text comes from
    (2017, or the 1997 one through the concordance); for Chinese taken from an older
    edition's sentence pair (``source_id`` is the pair's id, S5, not a paragraph's: issue 11)
    the 2017 paragraph ``pid`` itself. None when there is none."""
    from helper.laws import UnknownParagraph

    if shown.note in ("sentence_pair_exact", "sentence_pair_near"):
        where = (pid, "2017")
    elif shown.source_id == pid or shown.edition != "2017":
        where = (shown.source_id, shown.edition)
    else:
        return None
    try:
        return book.get(*where)
    except UnknownParagraph:
        return None


def _has_zh_text(book, pid: str, edition: str) -> bool:
    from helper.laws import UnknownParagraph

    try:
        return "zh" in book.get(pid, edition).texts
    except UnknownParagraph:
        return False


def _screen_hiding(text: str) -> str | None:
    """The mode of the GNU screen this command prints to (:func:`helper.cli.ui.screen_glyphs`) when it
    cannot show some of ``text`` (Chinese under ``screen -U`` with ``LANG=C``), else None (ASCII
    text, output not a terminal, no such screen)."""
    import os
    import sys

    if text.isascii() or not sys.stdout.isatty():
        return None
    from helper.cli.ui import screen_glyphs
    from helper.tui.glyphs import hidden_script

    mode = screen_glyphs(os.environ)
    return mode if hidden_script(text, mode) else None


def _print_citation(pid: str, edition: str, lang: str, law_title: str | None, cite_lang: str = "zh") -> None:
    """The first line: the citation in ``lang`` (a 1997 one in ``cite_lang``, Chinese unless the
    terminal cannot show it) and the law's title."""
    from helper.laws import cite

    line = cite(pid, lang) if edition == "2017" else f"1997: {cite(pid, cite_lang)}"
    print(f"{line} · {law_title}" if law_title else line)


def _print_source(origin, lang: str) -> None:
    _ = get_translator(lang).gettext
    first, last = origin.lines
    if first == last:
        print(_("Source: {source}, line {line}").format(source=origin.source, line=first))
    else:
        print(_("Source: {source}, lines {first}-{last}").format(source=origin.source, first=first, last=last))


def _print_corresponds(book, pid: str, lang: str) -> None:
    from helper.laws.notes import concordance_lines

    for line in concordance_lines(book, pid, lang):
        print(line)


def _heading(book, shown, paragraph, lang: str) -> str | None:
    """The paragraph's own heading (86B1 "Single Result Obtained", 1997 82C 裁判的错误) in
    the language shown, else in English."""
    if paragraph is None:
        return None
    titles = paragraph.title
    return titles.get(shown.lang) or titles.get(lang) or titles.get("en")


def _law_title(book, pid: str, edition: str, lang: str) -> str | None:
    """The law's title (1997: 第86条 ...) when the sources have one."""
    import re

    number = int(re.match(r"[0-9]+", pid)[0])
    for law in book.laws:
        if law.edition == edition and law.number == number:
            title = law.title.get(lang) or law.title.get("zh") or law.title.get("en")
            return title.text if title else None
    return None


def _list_parts(book, pid: str, edition: str, args, lang: str) -> None:
    """A law or section number (12, 90, 81B): its heading, if any, and its parts, or exit 2."""
    from helper.laws.citation import law_list
    from helper.laws import UnknownParagraph

    _ = get_translator(lang).gettext

    parts = _parts_in(book, pid, edition)
    shown_edition = edition
    if not parts and edition == "2017":
        parts, shown_edition = _parts_in(book, pid, "1997"), "1997"
    if not parts:
        from helper.laws.search import missing, missing_message

        near = [item for item in missing(args.id, book) if item.near]
        if near:  # 12C9: the paragraphs near it (as laws search says)
            raise CliError(missing_message(near[0], lang))
        raise CliError(_("No such law paragraph: {id}").format(id=cut(args.id)))
    try:
        paragraph = book.get(pid, shown_edition)
    except UnknownParagraph:
        paragraph = None
    heading = None
    if paragraph is not None:
        titles = paragraph.title
        heading = titles.get(lang) or titles.get("zh" if shown_edition == "1997" else "en")
    law_title = _law_title(book, pid, shown_edition, lang)
    corresponds = [(row.new, row.confidence) for row in book.concordance if row.old == pid] \
        if shown_edition == "1997" else []
    if args.json:
        print_json({"id": pid, "edition": shown_edition, "parts": parts, "heading": heading, "law_title": law_title,
                    "corresponds_2017": [{"id": new, "confidence": c} for new, c in corresponds]})
        return
    _print_citation(pid, shown_edition, lang, law_title)
    if shown_edition != edition:
        print("[" + _("The sources hold no 2017 text of {id}: the 1997 Laws (Chinese) are shown.").format(
            id=args.id) + "]")
    if heading:
        print(heading)
    print(_("{id} is divided into paragraphs: {parts}").format(id=args.id, parts=law_list(parts, lang)))
    if corresponds:
        _print_corresponds(book, pid, lang)


def _parts_in(book, pid: str, edition: str) -> list[str]:
    """The paragraphs under ``pid`` in ``edition``: 12 -> 12A ... 12C4; 12C1 -> 12C1(a) ..., not 12C10."""
    def under(other: str) -> bool:
        return other != pid and other.startswith(pid) and not (pid[-1].isdigit() and other[len(pid)].isdigit())

    return [p.id for p in book.paragraphs(edition) if under(p.id)]


def _fallback_1997(book, pid: str):
    """The 1997 text of a paragraph the sources hold no 2017 text of, noted with its
    concordance row (its own, else its law's: 90A under 90 "same number")."""
    import re

    from helper.frozen import replace

    law = re.match(r"[0-9]+", pid)[0]
    for old in (pid, law):
        for row in book.concordance:
            if row.old == old:
                return replace(_display_1997(book, pid, note="no_2017_text"), confidence=row.confidence)
    return _display_1997(book, pid)


def _display_1997(book, pid: str, note: str = "edition_1997_paragraph"):
    from helper.laws import Display

    paragraph = book.get(pid, edition="1997")
    if "zh" not in paragraph.texts:  # a heading without text of its own (81B): its parts are listed
        from helper.laws import UnknownParagraph

        raise UnknownParagraph(pid, "1997")
    text = paragraph.texts["zh"]
    return Display(id=pid, text=text.text, lang="zh", edition="1997", source_id=pid, origin=text,
                   note=note, old_id=pid)


# ---------------------------------------------------------------- laws search (issue 11)

def add_search_parser(laws_commands, lang: str) -> None:
    """``helper laws search QUERY [--limit N] [--json]`` (the excerpts in ``--lang``)."""
    from helper.cli.common import whole_number

    _ = get_translator(lang).gettext
    search = laws_commands.add_parser("search", help=_("find the paragraphs that answer words or a citation"))
    search.add_argument("query", nargs="+", help=_("words in English, Chinese or Greek, or a paragraph id"))
    search.add_argument("--limit", type=whole_number, default=5, help=_("how many paragraphs (default 5)"))
    search.add_argument("--json", action="store_true", help=_("print JSON"))
    # Listed for the reader of --help (issue 11): helper's own pre-parser takes --lang wherever it stands.
    search.add_argument("--lang", dest="search_lang", metavar="L",
                        help=_("language of the citations, excerpts and messages: en, zh or el"))


def cmd_laws(args, lang: str) -> None:
    """Run ``helper laws ACTION``."""
    if args.laws_command == "search":
        return cmd_laws_search(args, lang)
    return cmd_laws_show(args, lang)


def cmd_laws_search(args, lang: str) -> None:
    """Print the paragraphs :func:`helper.laws.search.search` finds, best first (exit 2 on bad input)."""
    from helper.laws import cite
    import sys

    from helper.laws.search import MAX_QUERY, edition_label, missing_message, open_index

    _ = get_translator(lang).gettext
    query = " ".join(args.query).strip()
    if not query:
        raise CliError(_("Type words or a paragraph id to search for."))
    if len(query) > MAX_QUERY:  # not echoed: a 100,000-character paste would fill the terminal
        raise CliError(_("The search is {length} characters long; it takes at most {most}: shorten it.").format(
            length=len(query), most=MAX_QUERY))
    if not 1 <= args.limit <= 100:
        raise CliError(_("--limit must be between 1 and 100, not {limit}.").format(limit=args.limit))
    index = open_index()
    no_fts = None if index.words_searchable else _(
        "This Python's SQLite has no full-text search (FTS5): only paragraph ids are found.")
    hits = index.search(query, lang, args.limit)
    absent = index.missing(query)
    if args.json:  # one object: what a script needs, the notes included (nothing on stderr)
        print_json({
            "query": query, "lang": lang,
            "results": [{"id": h.id, "edition": h.edition, "citation": cite(h.id, lang), "cited": h.cited,
                         "score": round(h.score, 4), "excerpt": h.excerpt, "excerpt_lang": h.excerpt_lang,
                         "spans": [list(s) for s in h.spans]} for h in hits],
            "not_held": [{"text": item.text, "id": item.id,
                          "near": [{"edition": edition, "id": pid} for edition, pid in item.near]} for item in absent],
            "notes": [missing_message(item, lang) for item in absent] + ([no_fts] if no_fts else []),
        })
        return
    if no_fts:
        print(no_fts, file=sys.stderr)
    for item in absent:  # 12C9: said, with the paragraphs near it
        print(missing_message(item, lang))
    if not hits and not absent:
        print(_("No paragraph found for: {query}").format(query=query))
        return
    # GNU screen that would show an excerpt's script as ?? pairs (issue 10, fix10i): said, with the
    # way to read it (laws show ID --output FILE) once, after the results.
    mode = _screen_hiding("".join(hit.excerpt for hit in hits))
    hidden = None
    for number, hit in enumerate(hits, start=1):
        print(f"{number}. {cite(hit.id, lang)}  ({edition_label(hit.edition, lang)})")
        excerpt = hit.excerpt
        if mode is not None:
            from helper.tui.glyphs import hidden_script, unreadable_value

            script = hidden_script(excerpt, mode)
            excerpt, hidden = (unreadable_value(script, lang), script) if script else (excerpt, hidden)
        print(f"   {excerpt}")
    if hidden is not None:
        print(_("To read a paragraph this terminal cannot show: helper laws show ID --output FILE, or start GNU "
                "screen with: LANG=C.UTF-8 screen -U"))
