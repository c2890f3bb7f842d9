"""``helper rulings ...``: list and export the record of rulings."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from helper.cli.common import CliError, print_json, write_text
from helper.i18n import get_translator


def add_parsers(commands, lang: str) -> None:
    """The ``rulings`` command."""
    _ = get_translator(lang).gettext
    rulings = commands.add_parser("rulings", help=_("the record of rulings made in the helper"))
    rulings_commands = rulings.add_subparsers(dest="rulings_command", metavar="ACTION", required=True)
    listing = rulings_commands.add_parser("list", help=_("list the recorded rulings"))
    listing.add_argument("--json", action="store_true", help=_("print JSON"))
    export = rulings_commands.add_parser("export", help=_("write the recorded rulings to a file"))
    export.add_argument("file", type=Path, help=_("the file to write"))
    export.add_argument("--format", choices=("csv", "json"),
                        help=_("csv or json (default: from the file name's ending, else csv); the file - writes to standard output"))
    export.add_argument("--force", action="store_true", help=_("replace the file if it exists (its mode is kept)"))
    _add_sheet_parsers(rulings_commands, export, lang)


def _add_sheet_parsers(rulings_commands, export, lang: str) -> None:
    """``rulings show ID`` and ``rulings export ID FILE.md|FILE.html``: the
    ruling sheet in the languages of ``--lang en,zh`` (helper.rulings.sheet)."""
    _ = get_translator(lang).gettext
    show = rulings_commands.add_parser("show", help=_("print one recorded ruling as a sheet, in the languages of --lang (e.g. --lang en,zh)"))
    show.add_argument("id", help=_("the ruling's number (see rulings list)"))
    show.add_argument("--format", choices=("text", "md", "html"), default="text", help=_("text (default), md or html"))
    export.add_argument("sheet_file", nargs="?", type=Path, metavar="SHEET",
                        help=_("with a ruling's number first: write its sheet to SHEET.md or SHEET.html "
                               "in the languages of --lang (e.g. --lang en,zh)"))


def cmd_rulings(args, lang: str) -> int:
    """``rulings list`` and ``rulings export``: every readable ruling; the
    unreadable ones are named on standard error and the exit code is then 1."""
    from helper.rulings import RulingStore, StoreError
    from helper.rulings.messages import read_error

    _ = get_translator(lang).gettext
    if args.rulings_command == "show" or (args.rulings_command == "export" and args.sheet_file is not None):
        return cmd_rulings_sheet(args, lang)
    try:
        store = RulingStore.open_readonly()
        damaged = []
        if store is None:
            records, unreadable = [], []
        else:
            with store:
                records, unreadable = store.read_all()
                if args.rulings_command == "list":
                    damaged = store.damaged_drafts()
    except StoreError as exc:
        raise CliError(read_error(exc, lang)) from None
    data = [
        {"id": r.id, "created": r.created, "lang": r.lang, "kind": r.kind, "laws": list(r.laws),
         "answers": dict(r.answers), "score": r.score, "summary": r.summary}
        for r in records
    ]
    if args.rulings_command == "list":
        if args.json:
            print_json(data)
        else:
            if not records and not unreadable:
                print(_("No rulings recorded yet."))
            for r in records:
                print(f"{r.id:>4}  {r.created[:16].replace('T', ' ')}  {r.summary}")
    else:
        fmt = args.format or ("json" if args.file.suffix.lower() == ".json" else "csv")
        _write_export(args.file, fmt, data, lang, force=args.force)
        if str(args.file) != "-":
            print(get_translator(lang).ngettext("{count} ruling written to {file}", "{count} rulings written to {file}",
                                                len(data)).format(count=len(data), file=args.file), file=sys.stderr)
    if damaged:
        print("helper: " + get_translator(lang).ngettext(
            "{count} unreadable ruling in progress is set aside for inspection in {path} (table damaged_draft).",
            "{count} unreadable rulings in progress are set aside for inspection in {path} (table damaged_draft).",
            len(damaged)).format(count=len(damaged), path=store.path), file=sys.stderr)
    if unreadable:
        print("helper: " + get_translator(lang).ngettext(
            "{count} recorded ruling cannot be read and is left out: {ids}",
            "{count} recorded rulings cannot be read and are left out: {ids}", len(unreadable)).format(
            count=len(unreadable), ids=", ".join(f"{u.id} ({u.problem})" for u in unreadable)), file=sys.stderr)
        return 1
    return 0


def _write_export(path: Path, fmt: str, data: list[dict[str, Any]], lang: str, force: bool = False) -> None:
    """Write the export as CSV or JSON, atomically (see :func:`write_text`)."""
    import csv
    import io

    if fmt == "json":
        content = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    else:
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow(["id", "created", "lang", "kind", "laws", "summary", "answers"])
        for row in data:
            writer.writerow([row["id"], row["created"], row["lang"], row["kind"], " ".join(row["laws"]),
                             row["summary"], json.dumps(row["answers"], ensure_ascii=False)])
        content = buffer.getvalue()
    write_text(path, content, lang, force=force)


SHEET_SUFFIXES = {".md": "md", ".markdown": "md", ".html": "html", ".htm": "html", ".txt": "text"}


def cmd_rulings_sheet(args, lang: str) -> int:
    """``rulings show ID [--format text|md|html]`` prints, and ``rulings export
    ID FILE.md|FILE.html [--force]`` writes (atomically, :func:`write_text`),
    the sheet of one recorded ruling in the languages of ``--lang en,zh``
    (default: the interface language alone). Exit 2 with a message for an
    unknown id, a file ending that names no format, or a ruling that cannot
    be read or replayed."""
    from helper.rulings import RulingStore, StoreError
    from helper.rulings.messages import read_error
    from helper.rulings.sheet import SheetError, render_sheet

    _ = get_translator(lang).gettext
    langs = args.sheet_langs or (lang,)
    if args.rulings_command == "show":
        raw_id, fmt, target = args.id, args.format, None
    else:
        raw_id, target = str(args.file), args.sheet_file
        if args.format is not None:
            raise CliError(_("--format is for the whole log (csv or json); a ruling sheet's format comes from its "
                             "file's ending (.md or .html)"))
        fmt = SHEET_SUFFIXES.get(target.suffix.lower())
        if fmt is None:
            raise CliError(_("{file}: a ruling sheet is written to a file ending in .md or .html (or .txt)").format(
                file=target))
    if not (raw_id.isascii() and raw_id.isdigit() and len(raw_id) <= 18):
        raise CliError(_("{value} is not a ruling number (see helper rulings list)").format(value=raw_id))
    try:
        store = RulingStore.open_readonly()
        if store is None:
            records, unreadable = [], []
        else:
            with store:
                records, unreadable = store.read_all()
    except StoreError as exc:
        raise CliError(read_error(exc, lang)) from None
    number = int(raw_id)
    record = next((r for r in records if r.id == number), None)
    if record is None:
        if any(u.id == number for u in unreadable):
            raise CliError(_("Ruling {id} cannot be read").format(id=number))
        raise CliError(_("No ruling {id} in the record (see helper rulings list)").format(id=number))
    try:
        content = render_sheet(record, langs, fmt)
    except SheetError:
        raise CliError(_("Ruling {id}: its answers no longer lead to a ruling in this version of the helper").format(
            id=number)) from None
    if target is None:
        sys.stdout.write(content)
        return 0
    write_text(target, content, lang, force=args.force)
    if str(target) != "-":
        print(_("Ruling {id} written to {file}").format(id=number, file=target), file=sys.stderr)
    return 0
