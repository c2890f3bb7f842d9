"""``helper laws show``: the official text of a law paragraph."""

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
