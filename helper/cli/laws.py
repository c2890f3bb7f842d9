"""``helper laws show``: the official text of a law paragraph; ``helper laws search``: find one."""

from __future__ import annotations

from helper.cli.common import CliError, print_json
from helper.i18n import get_translator


def add_parsers(commands, lang: str) -> None:
    """The ``laws`` command."""
    _ = get_translator(lang).gettext
    laws = commands.add_parser("laws", help=_("show law paragraphs"))
    laws_commands = laws.add_subparsers(dest="laws_command", metavar="ACTION", required=True)
    show = laws_commands.add_parser("show", help=_("print the official text of a paragraph"))
    show.add_argument("id", help=_("paragraph id in any citation form: 12C2(a), 12Γ2(α), 第12条C款2项(a)"))
    show.add_argument("--edition", choices=("2017", "1997"), help=_("edition (default 2017)"))
    show.add_argument("--json", action="store_true", help=_("print JSON"))
    add_search_parser(laws_commands, lang)


def cmd_laws_show(args, lang: str) -> None:
    from helper.laws import CitationError, LawBook, UnknownParagraph, cite, parse

    _ = get_translator(lang).gettext
    try:
        edition, pid = parse(args.id)
    except CitationError:
        raise CliError(_("Not a law paragraph id: {id}").format(id=args.id)) from None
    edition = args.edition or edition or "2017"
    book = LawBook.load()
    try:
        shown = _display_1997(book, pid) if edition == "1997" else book.display(pid, lang)
    except UnknownParagraph:
        parts = [p.id for p in book.paragraphs(edition) if p.id.startswith(pid) and p.id != pid]
        if parts:
            from helper.dialogue.render import law_list

            raise CliError(_("{id} is divided into paragraphs: {parts}").format(
                id=args.id, parts=law_list(parts, lang))) from None
        raise CliError(_("No such law paragraph: {id}").format(id=args.id)) from None
    from helper.laws.notes import note_text

    note = note_text(shown, lang)
    if args.json:
        print_json({
            "id": pid, "edition": edition, "lang": lang, "text": shown.text, "text_lang": shown.lang,
            "text_edition": shown.edition, "from": shown.source_id, "note": shown.note, "note_text": note,
            "confidence": shown.confidence, "source": shown.origin.source, "lines": list(shown.origin.lines),
        })
        return
    print(cite(pid, lang) if edition == "2017" else f"1997: {cite(pid, 'zh')}")
    if note:
        print(f"[{note}]")
    print(shown.text)
    first, last = shown.origin.lines
    if first == last:
        print(_("Source: {source}, line {line}").format(source=shown.origin.source, line=first))
    else:
        print(_("Source: {source}, lines {first}-{last}").format(source=shown.origin.source, first=first, last=last))


def _display_1997(book, pid: str):
    from helper.laws import Display

    paragraph = book.get(pid, edition="1997")
    text = paragraph.texts["zh"]
    return Display(id=pid, text=text.text, lang="zh", edition="1997", source_id=pid, origin=text,
                   note="edition_1997_paragraph", old_id=pid)


# ---------------------------------------------------------------- laws search (issue 11)

def add_search_parser(laws_commands, lang: str) -> None:
    """``helper laws search QUERY [--limit N] [--json]`` (the excerpts in ``--lang``)."""
    from helper.cli.common import whole_number

    _ = get_translator(lang).gettext
    search = laws_commands.add_parser("search", help=_("find the paragraphs that answer words or a citation"))
    search.add_argument("query", nargs="+", help=_("words in English, Chinese or Greek, or a paragraph id"))
    search.add_argument("--limit", type=whole_number, default=5, help=_("how many paragraphs (default 5)"))
    search.add_argument("--json", action="store_true", help=_("print JSON"))


def cmd_laws(args, lang: str) -> None:
    """Run ``helper laws ACTION``."""
    if args.laws_command == "search":
        return cmd_laws_search(args, lang)
    return cmd_laws_show(args, lang)


def cmd_laws_search(args, lang: str) -> None:
    """Print the paragraphs :func:`helper.laws.search.search` finds, best first (exit 2 on bad input)."""
    from helper.laws import cite
    import sys

    from helper.laws.search import edition_label, open_index

    _ = get_translator(lang).gettext
    query = " ".join(args.query).strip()
    if not query:
        raise CliError(_("Type words or a paragraph id to search for."))
    if not 1 <= args.limit <= 100:
        raise CliError(_("--limit must be between 1 and 100, not {limit}.").format(limit=args.limit))
    index = open_index()
    if not index.words_searchable:
        print(_("This Python's SQLite has no full-text search (FTS5): only paragraph ids are found."),
              file=sys.stderr)
    hits = index.search(query, lang, args.limit)
    if args.json:
        print_json([{"id": h.id, "edition": h.edition, "citation": cite(h.id, lang), "cited": h.cited,
                     "score": round(h.score, 4), "excerpt": h.excerpt, "excerpt_lang": h.excerpt_lang,
                     "spans": [list(s) for s in h.spans]} for h in hits])
        return
    if not hits:
        print(_("No paragraph found for: {query}").format(query=query))
        return
    for number, hit in enumerate(hits, start=1):
        print(f"{number}. {cite(hit.id, lang)}  ({edition_label(hit.edition, lang)})")
        print(f"   {hit.excerpt}")
