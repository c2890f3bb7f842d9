"""``helper rulings ...``: the Director's ruling log - list, show, appeal outcomes and exports.

    helper rulings list [--event E] [--board N] [--director D] [--json]
    helper rulings show ID [--json] | helper rulings show ID --lang en,zh [--format text|md|html]
    helper rulings appeal ID --outcome upheld|changed|withdrawn [--ns X --ew X [--unit U]] [--note TEXT]
    helper rulings details ID [--event E] [--board N] [--table T] [--ns N] ... [--by NAME]
    helper rulings export FILE [--format csv|json] [--force] [--event E] [--board N] [--director D]
    helper rulings export ID SHEET.md|SHEET.html [--force] [--lang en,zh]

The log is worded in the language asked (``--lang``), not the one each ruling
was made in: its summary is recomputed from the stored answers and settings
(:func:`helper.rulings.replay`).
"""

from __future__ import annotations

import json
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

from helper.cli.common import CliError, add_detail_options, number_type, print_json, whole_number, write_text
from helper.i18n import get_translator


def add_parsers(commands, lang: str) -> None:
    """The ``rulings`` command."""
    _ = get_translator(lang).gettext
    rulings = commands.add_parser("rulings", help=_("the record of rulings made in the helper"))
    rulings_commands = rulings.add_subparsers(dest="rulings_command", metavar="ACTION", required=True)

    def filters(parser) -> None:
        parser.add_argument("--event", help=_("only the rulings of this event"))
        parser.add_argument("--board", type=whole_number, help=_("only the rulings on this board number"))
        parser.add_argument("--director", help=_("only the rulings of this Director"))

    listing = rulings_commands.add_parser("list", help=_("list the recorded rulings"))
    filters(listing)
    listing.add_argument("--json", action="store_true", help=_("print JSON"))
    show = rulings_commands.add_parser("show", help=_("show one recorded ruling in full"))
    show.add_argument("id", type=whole_number, help=_("the ruling's number (as rulings list shows it)"))
    show.add_argument("--json", action="store_true", help=_("print JSON"))
    appeal = rulings_commands.add_parser("appeal", help=_(
        "add an appeal's outcome to a recorded ruling (Laws 92, 93); the ruling itself is kept"))
    appeal.add_argument("id", type=whole_number, help=_("the ruling's number (as rulings list shows it)"))
    appeal.add_argument("--outcome", required=True, choices=("upheld", "changed", "withdrawn"),
                        help=_("upheld, changed (give the new scores) or withdrawn"))
    appeal.add_argument("--ns", type=number_type(lang, None, None), help=_("the new score of NS (changed only)"))
    appeal.add_argument("--ew", type=number_type(lang, None, None), help=_("the new score of EW (changed only)"))
    appeal.add_argument("--unit", choices=("percent", "matchpoints", "imps"),
                        help=_("the unit of --ns and --ew (default: percent, IMPs for a ruling scored in IMPs)"))
    appeal.add_argument("--note", help=_("a note on the appeal (e.g. the committee's reasons)"))
    amend = rulings_commands.add_parser("details", help=_(
        "add or change the details of a recorded ruling (table, contestants, names ...) from any helper; "
        "kept as an amendment with the time and who made it"))
    amend.add_argument("id", type=whole_number, help=_("the ruling's number (as rulings list shows it)"))
    group = amend.add_argument_group(_("the details to add or change (an empty value removes one)"))
    add_detail_options(group, _, _("the Director's name"))
    amend.add_argument("--by", help=_("who makes the amendment (default: $HELPER_DIRECTOR, else the login name)"))
    export = rulings_commands.add_parser("export", help=_("write the recorded rulings to a file"))
    export.add_argument("file", type=Path, help=_("the file to write"))
    export.add_argument("--format", choices=("csv", "json"),
                        help=_("csv or json (default: from the file name's ending, else csv); the file - writes to standard output"))
    export.add_argument("--force", action="store_true", help=_("replace the file if it exists (its mode is kept)"))
    filters(export)
    _add_sheet_parsers(show, export, lang)


def _add_sheet_parsers(show, export, lang: str) -> None:
    """``rulings show ID --lang en,zh [--format text|md|html]`` and ``rulings
    export ID FILE.md|FILE.html``: the ruling sheet in the languages of
    ``--lang en,zh`` (helper.rulings.sheet)."""
    _ = get_translator(lang).gettext
    show.add_argument("--format", choices=("text", "md", "html"),
                      help=_("print the ruling sheet: text, md or html, in the languages of --lang (e.g. --lang en,zh)"))
    export.add_argument("sheet_file", nargs="?", type=Path, metavar="SHEET",
                        help=_("with a ruling's number first: write its sheet to SHEET.md or SHEET.html "
                               "in the languages of --lang (e.g. --lang en,zh)"))



# ---------------------------------------------------------------- reading

def _read(lang: str, damaged_too: bool = False):
    """(records, unreadable, damaged drafts, path) of the record, read only."""
    from helper.rulings import RulingStore, StoreError
    from helper.rulings.messages import read_error

    try:
        store = RulingStore.open_readonly()
        if store is None:
            return [], [], [], None
        with store:
            records, unreadable = store.read_all()
            damaged = store.damaged_drafts() if damaged_too else []
        return records, unreadable, damaged, store.path
    except StoreError as exc:
        raise CliError(read_error(exc, lang)) from None


def _matches(record, args) -> bool:
    details = record.details
    if getattr(args, "event", None) is not None and \
            " ".join(args.event.split()).casefold() != str(details.get("event", "")).casefold():
        return False
    if getattr(args, "board", None) is not None and details.get("board") != args.board:
        return False
    if getattr(args, "director", None) is not None and \
            " ".join(args.director.split()).casefold() != str(details.get("director", "")).casefold():
        return False
    return True


def worded(record, lang: str) -> tuple[str, list[str], bool]:
    """A record's summary and detail lines in ``lang``, recomputed by
    :func:`helper.rulings.replay` from its answers and settings; when they no
    longer lead to a ruling, the summary as recorded (in its own language)
    and no details. The flag says whether it was recomputed."""
    from helper.dialogue.render import details, summary
    from helper.rulings import replay

    try:
        ruling = replay(record)
    except ValueError:
        ruling = None
    if ruling is None:
        return record.summary, [], False
    return summary(ruling, lang), details(ruling, lang), True


def _exact(value: str | None) -> tuple[float | int | None, str | None]:
    """A stored fraction ("78/5") as a JSON number and its exact text."""
    if value is None:
        return None, None
    fraction = Fraction(value)
    return (int(fraction) if fraction.denominator == 1 else float(fraction)), str(fraction)


def _side_json(side: dict[str, Any] | None) -> dict[str, Any] | None:
    if side is None:
        return None
    out: dict[str, Any] = {"basis": side.get("basis")}
    for figure in ("percent", "matchpoints", "imps"):
        out[figure], out[figure + "_exact"] = _exact(side.get(figure))
    return out


def _penalty_json(penalty: dict[str, Any] | None) -> dict[str, Any] | None:
    """A procedural penalty (Law 90A) as stored, for JSON: ``side`` (``ns``/``ew``, the
    offending contestant), ``unit`` (``pct`` percent 0-100 of a top, ``imps``, ``vps``),
    ``amount`` (positive, deducted) and ``matchpoints`` (deducted, when the top is known)
    as numbers with ``_exact`` fractions beside, ``standard`` and ``law``; None without one."""
    if not penalty:
        return None
    out: dict[str, Any] = {"side": penalty.get("side"), "unit": penalty.get("unit")}
    for figure in ("amount", "matchpoints", "top"):
        out[figure], out[figure + "_exact"] = _exact(penalty.get(figure))
    out["standard"] = penalty.get("standard")
    out["law"] = penalty.get("law")
    out["player"] = penalty.get("player")  # an individual event: the offending player (n/e/s/w), else null
    return out


def record_json(record, lang: str) -> dict[str, Any]:
    """One record for ``--json`` and the JSON export: numbers as numbers with
    the exact fraction beside as text (``"percent": 15.6, "percent_exact":
    "78/5"``); the top as given; the summary in ``lang`` and as recorded."""
    from helper.rulings import settings_json

    text, lines, recomputed = worded(record, lang)
    score = record.score or {}
    top, top_exact = _exact(score.get("top"))
    return {
        "id": record.id, "created": record.created, "begun": record.begun, "replayed": record.replayed,
        "lang": record.lang,
        "details": dict(record.details),
        "kind": record.kind, "laws": list(record.laws), "summary": text, "explanation": lines,
        "recomputed": recomputed, "summary_recorded": record.summary, "answers": dict(record.answers),
        "scoring": score.get("scoring"), "top": top, "top_exact": top_exact, "adjusted": score.get("adjusted"),
        "ns": _side_json(score.get("ns")), "ew": _side_json(score.get("ew")),
        "penalty": _penalty_json(score.get("penalty")),
        "details_recorded": dict(record.details_recorded if record.details_recorded is not None else record.details),
        # Numbered within the ruling as the text says ("amendment 2 of ruling 3"); ``log_id``: in the log.
        "amendments": [{"id": a.number, "log_id": a.id, "created": a.created, "by": a.by, "changes": dict(a.changes),
                        "before": dict(a.before)} for a in record.amendments],
        "settings": settings_json(record.settings), "corrects": record.corrects, "corrected_by": record.corrected_by,
        # Why (helper.rulings.LINKS: back, penalty, changed, given; null: unknown or no link).
        "corrects_why": record.link, "corrected_by_why": record.corrected_link,
        # Each appeal outcome numbered within its ruling, as the text says ("appeal 2 of ruling
        # 12"); ``log_id`` is its number in the whole log (issue 8, a fresh tester).
        # ``ruling``: the record it was added to - an earlier one this record follows (corrects
        # or completes) carries its outcomes forward (issue 8).
        "appeals": [{"id": a.number, "ruling": a.ruling, "log_id": a.id, "created": a.created, "outcome": a.outcome,
                     "unit": (a.score or {}).get("unit"),
                     "ns": _exact((a.score or {}).get("ns"))[0], "ns_exact": (a.score or {}).get("ns"),
                     "ew": _exact((a.score or {}).get("ew"))[0], "ew_exact": (a.score or {}).get("ew"),
                     "note": a.note} for a in record.appeals],
    }


def _where(record, lang: str) -> str:
    """The ruling's details in one short line: ``Spring Pairs, board 7, table 3, NS 4 - EW 11, Anna``."""
    _ = get_translator(lang).gettext
    d = record.details
    parts = []
    if "event" in d:
        parts.append(d["event"])
    if "session" in d:
        parts.append(_("session {value}").format(value=d["session"]))
    if "round" in d:
        parts.append(_("round {value}").format(value=d["round"]))
    if "board" in d:
        parts.append(_("board {value}").format(value=d["board"]))
    if "table" in d:
        parts.append(_("table {value}").format(value=d["table"]))
    if "ns" in d or "ew" in d:
        parts.append(_("NS {ns} - EW {ew}").format(ns=d.get("ns", "?"), ew=d.get("ew", "?")))
    if "director" in d:
        parts.append(d["director"])
    # TRANSLATORS: the separator between the parts of a ruling's details.
    return _(", ").join(parts)


def _appeal_text(appeal, lang: str, record, named: bool = False) -> str:
    """An appeal outcome of ``record`` in ``lang``, its changed scores shown by the
    ruling's ``score_halves`` setting (:func:`helper.rulings.messages.appeal_text`).
    ``named``: always say whose it is ("Appeal 1 of ruling 8"), also for ``record``'s own."""
    from helper.rulings.messages import appeal_text

    score = record.score or {}
    scoring_settings = (record.settings or {}).get("scoring") or {}
    top = score.get("top")
    return appeal_text(appeal, lang, score.get("scoring"), halves=scoring_settings.get("score_halves", "away"),
                       top=None if top is None else Fraction(top), shown_on=-1 if named else record.id)


def _amendment_text(amendment, lang: str, full: bool = True) -> str:
    """``Details amended 2026-12-01 14:20 (UTC) by Anna: table 4 -> 5, NS names (none) -> Wang / Li``;
    without ``full`` only when and who (the list's mark)."""
    from helper.rulings.messages import DETAIL_NAMES

    _ = get_translator(lang).gettext
    when = amendment.created[:16].replace("T", " ")
    if not full:
        return _("details amended {date} by {name}").format(date=when, name=amendment.by)
    none = _("(none)")
    changes = [_("{detail} {old} -> {new}").format(
        detail=_(DETAIL_NAMES[name]), old=none if amendment.before.get(name) is None else amendment.before[name],
        new=none if value is None else value) for name, value in amendment.changes.items()]
    return _("Details amended {date} (UTC) by {name}: {changes}").format(date=when, name=amendment.by,
                                                                         changes=_(", ").join(changes))


def _links(record, lang: str) -> list[str]:
    """The records ``record`` corrects or is corrected by, each with its true reason
    (:func:`helper.rulings.messages.link_lines`)."""
    from helper.rulings.messages import link_lines

    return link_lines(record, lang)


# ---------------------------------------------------------------- commands

def cmd_rulings(args, lang: str) -> int:
    """``rulings list``, ``show``, ``appeal``, ``details`` and ``export``. ``list`` and
    ``export`` give every readable ruling; the unreadable ones are named on
    standard error and the exit code is then 1. ``details`` adds an amendment."""
    if args.rulings_command == "appeal":
        return _appeal(args, lang)
    if args.rulings_command == "details":
        return _details(args, lang)
    if (args.rulings_command == "export" and args.sheet_file is not None) or (
            args.rulings_command == "show" and not args.json and (args.sheet_langs or args.format)):
        return cmd_rulings_sheet(args, lang)  # a ruling sheet, in one or two languages
    _ = get_translator(lang).gettext
    board = getattr(args, "board", None)
    if board is not None and not 1 <= board <= 999:  # as a ruling's details: not "no match" (issue 10)
        from helper.rulings import DetailError
        from helper.rulings.messages import detail_error_text

        raise CliError(detail_error_text(DetailError("board", "board", board), lang))
    records, unreadable, damaged, path = _read(lang, damaged_too=args.rulings_command == "list")
    if args.rulings_command == "show":
        return _show(args, lang, records, unreadable)
    recorded_any = bool(records)
    records = [r for r in records if _matches(r, args)]
    if args.rulings_command == "list":
        if args.json:
            print_json([record_json(r, lang) for r in records])
        else:
            if not records and not unreadable:
                print(_("No recorded ruling matches --event, --board and --director as given.") if recorded_any
                      else _("No rulings recorded yet."))
            for r in records:
                text = worded(r, lang)[0]
                where = _where(r, lang)
                marks = [line for line in _links(r, lang)]
                if r.amendments:
                    marks.append(_amendment_text(r.amendments[-1], lang, full=False))
                if r.appeals:
                    marks.append(_appeals_mark(r, lang))
                # The label/value separator as the language writes it (Chinese "：", issue 8, 8e).
                said = _("{label}: {value}").format(label=where, value=text) if where else text
                print(f"{r.id:>4}  {r.created[:16].replace('T', ' ')}  " + said
                      + "".join(f"  [{mark}]" for mark in marks))
    else:
        fmt = _log_format(args, lang)
        _write_export(args.file, fmt, records, lang, force=args.force)
        if str(args.file) != "-":
            print(get_translator(lang).ngettext("{count} ruling written to {file}", "{count} rulings written to {file}",
                                                len(records)).format(count=len(records), file=args.file),
                  file=sys.stderr)
    if damaged:
        print("helper: " + get_translator(lang).ngettext(
            "{count} unreadable ruling in progress is set aside for inspection in {path} (table damaged_draft).",
            "{count} unreadable rulings in progress are set aside for inspection in {path} (table damaged_draft).",
            len(damaged)).format(count=len(damaged), path=path), file=sys.stderr)
    if unreadable:
        print("helper: " + get_translator(lang).ngettext(
            "{count} recorded ruling cannot be read and is left out: {ids}",
            "{count} recorded rulings cannot be read and are left out: {ids}", len(unreadable)).format(
            count=len(unreadable), ids=", ".join(f"{u.id} ({u.problem})" for u in unreadable)), file=sys.stderr)
        return 1
    return 0


def _find(records, unreadable, number: int, lang: str):
    _ = get_translator(lang).gettext
    for record in records:
        if record.id == number:
            return record
    for u in unreadable:
        if u.id == number:
            raise CliError(_("Ruling {id} cannot be read: {problem}").format(id=number, problem=u.problem))
    raise CliError(_("No recorded ruling has the number {id} (helper rulings list shows them).").format(id=number))


def _show(args, lang: str, records, unreadable) -> int:
    """``rulings show ID``: one ruling in full, in ``lang``."""
    from helper.i18n import format_number, format_percent

    _ = get_translator(lang).gettext
    record = _find(records, unreadable, args.id, lang)
    if args.json:
        print_json(record_json(record, lang))
        return 0
    text, lines, recomputed = worded(record, lang)
    print(_("Ruling {id}, made {date} (UTC) in {language}").format(
        id=record.id, date=record.created[:16].replace("T", " "), language=_language_name(record.lang, lang)))
    if record.begun:
        from helper.rulings.messages import stamp

        # When the ruling began: the one time the take-over questions and notices give (issue 8),
        # shown also when it is the minute it was recorded in (a fresh tester looked for it).
        print(_("Started {date} (UTC)").format(date=stamp(record.begun)))
    if record.replayed:  # recorded from a file of answers: its start at the table is not known
        print(_("Replayed from a file of answers (helper rule --record): when the ruling began at the table is "
                "not recorded."))
    labels = {"event": _("Event"), "session": _("Session"), "round": _("Round"), "board": _("Board"),
              "table": _("Table"), "ns": _("NS"), "ew": _("EW"), "ns_names": _("NS names"),
              "ew_names": _("EW names"), "director": _("Director")}
    for name, label in labels.items():
        if name in record.details:
            print("  " + _("{label}: {value}").format(label=label, value=record.details[name]))
    print()
    print(text)
    for line in lines:
        print("  " + line)
    if not recomputed:
        print(_("(As recorded: its answers no longer lead to a ruling in this version of the helper.)"))
    settings = record.settings
    if settings:
        scoring = settings.get("scoring") or {}
        print()
        print(_("Settings in force: average plus {plus} / average minus {minus} ({plus_imps} / {minus_imps} IMPs); "
                "matchpoint scale {scale}; rounding: {rounding}; from: {source}").format(
            plus=format_percent(Fraction(settings["average_plus_pct"]), lang),
            minus=format_percent(Fraction(settings["average_minus_pct"]), lang),
            plus_imps=format_number(Fraction(settings["average_plus_imps"]), lang),
            minus_imps=format_number(Fraction(settings["average_minus_imps"]), lang),
            scale=scoring.get("matchpoint_scale", 2),
            rounding=_("exact") if scoring.get("score_decimals") is None else
            get_translator(lang).ngettext("{decimals} decimal", "{decimals} decimals", scoring["score_decimals"]).format(
                decimals=scoring["score_decimals"]),
            # The helper's own defaults named in the language, not by the word stored (issue 8,
            # fresh tester 8f: "来源：defaults"); a settings file by its path.
            source=(_("built-in defaults") if settings.get("source", "defaults") == "defaults"
                    else settings["source"])))
    extra = (_links(record, lang) + [_amendment_text(a, lang) for a in record.amendments]
             + [_appeal_text(a, lang, record) for a in record.appeals])
    if extra:
        print()
        for line in extra:
            print(line)
    return 0


def _details(args, lang: str) -> int:
    """``rulings details ID --table 5 ...``: details added or changed on a recorded ruling from any
    helper, kept as an amendment (when, who) beside the ruling as recorded."""
    import getpass
    import os

    from helper.rulings import DETAIL_FIELDS, DetailError, RulingStore, StoreError, Superseded
    from helper.rulings.messages import detail_error_text, read_error, write_error

    _ = get_translator(lang).gettext
    changes = {name: getattr(args, name) for name in DETAIL_FIELDS if getattr(args, name, None) is not None}
    if not changes:
        raise CliError(_("Give the details to add or change: {options}").format(
            options=", ".join("--" + name.replace("_", "-") for name in DETAIL_FIELDS)))
    by = args.by if args.by is not None else os.environ.get("HELPER_DIRECTOR", "")
    if not by.strip():
        try:
            by = getpass.getuser()
        except Exception:  # no login name (a container): say so rather than guess
            by = "?"
    records, unreadable, _damaged, path = _read(lang)
    record = _find(records, unreadable, args.id, lang)

    def followed(by_id: int) -> CliError:
        # As for appeals (issue 8): details go on the ruling in force, never on one a later record
        # corrects or completes, where they would not reach it.
        return CliError(_("Ruling {id} is followed by ruling {by}, which corrects or completes it: amend ruling "
                          "{by} (helper rulings details {by} ...). Nothing is recorded.").format(
            id=record.id, by=by_id))

    if record.corrected_by is not None:
        raise followed(record.corrected_by)
    try:
        with RulingStore.open(path) as store:
            log_id = store.amend_details(record.id, changes, by)
            number = None if log_id is None else store.amendment_number(log_id)
    except Superseded as exc:  # corrected or completed meanwhile, from another helper
        raise followed(exc.by) from None
    except DetailError as exc:
        # Named by its option (issue 8): --board, --table, ...; the amender's name is --by.
        option = "--" + exc.field.replace("_", "-") if exc.field in changes else "--by"
        raise CliError(_("{label}: {value}").format(label=option, value=detail_error_text(exc, lang))
                       if exc.code != "unknown"
                       else detail_error_text(exc, lang)) from None
    except StoreError as exc:
        raise CliError(write_error(exc, lang) if exc.reason != "damaged" else read_error(exc, lang)) from None
    if number is None:
        print(_("Ruling {id} already has these details: nothing recorded.").format(id=record.id), file=sys.stderr)
    else:
        print(_("Details of ruling {id} amended (amendment {number}, by {name}); the ruling as recorded is kept.")
              .format(id=record.id, number=number, name=" ".join(by.split())), file=sys.stderr)
    return 0


def _language_name(code: str, lang: str) -> str:
    """The name of the language ``code`` in the reader's language ``lang`` (``in Greek``, Greek
    ``στα Αγγλικά``, Chinese ``英文``: :data:`helper.rulings.messages.LANGUAGE_NAMES_IN`)."""
    from helper.rulings.messages import language_name

    return language_name(code, lang)


def _appeals_mark(record, lang: str) -> str:
    """The appeals of ``record`` in one line (``list`` and the CSV ``appeal`` column): the
    outcome itself when there is one; with several, their count and the latest outcome
    (``rulings show`` gives each). Among outcomes carried from the rulings it follows, the
    latest says whose it is ("Appeal 1 of ruling 8"; issue 8, 8c: "Appeal 1" was ambiguous)."""
    mixed = any(appeal.ruling != record.id for appeal in record.appeals)
    latest = _appeal_text(record.appeals[-1], lang, record, named=mixed)
    count = len(record.appeals)
    if count == 1:
        return latest
    return get_translator(lang).ngettext("{count} appeal outcome, the latest: {latest}",
                                         "{count} appeal outcomes, the latest: {latest}", count).format(
        count=count, latest=latest)


def _log_format(args, lang: str) -> str:
    """The format of ``rulings export FILE``: the file's extension decides (``.csv``, ``.json``;
    ``-``, standard output: ``--format``, default CSV). A sheet's extension (``.md``, ``.html``)
    without a ruling's number, any other extension, or ``--format`` saying otherwise, is
    refused (nothing is written): a forgotten ID never writes the whole log as CSV.

    Raises:
        CliError: the message, in ``lang``.
    """
    _ = get_translator(lang).gettext
    if str(args.file) == "-":
        return args.format or "csv"
    suffix = args.file.suffix.lower()
    if suffix in SHEET_SUFFIXES:
        raise CliError(_("A ruling sheet ({file}) is for one ruling: give its number, helper rulings export ID "
                         "{file}. The whole log is written as .csv or .json.").format(file=args.file))
    if suffix not in (".csv", ".json"):
        raise CliError(_("The log is written as .csv or .json: {file} (a ruling sheet: helper rulings export ID "
                         "FILE.md or FILE.html).").format(file=args.file))
    if args.format is not None and "." + args.format != suffix:
        raise CliError(_("--format {format} does not match the file's extension: {file}").format(
            format=args.format, file=args.file))
    return suffix[1:]


def _appeal(args, lang: str) -> int:
    """``rulings appeal ID --outcome ...``: an outcome added beside the ruling, never over it."""
    from helper.rulings import RulingStore, StoreError, Superseded
    from helper.rulings.messages import read_error, write_error

    _ = get_translator(lang).gettext
    if args.outcome == "changed":
        if args.ns is None or args.ew is None:
            raise CliError(_("A changed ruling needs the new scores: give --ns and --ew."))
    elif args.ns is not None or args.ew is not None or args.unit is not None:
        raise CliError(_("--ns, --ew and --unit are for a changed ruling only (--outcome changed)."))
    records, unreadable, _damaged, path = _read(lang)
    record = _find(records, unreadable, args.id, lang)
    if record.corrected_by is not None:
        # A ruling corrected by another (changed after Back) is no longer the Director's
        # ruling: the appeal (Law 92) is against the correcting one.
        raise CliError(_("Ruling {id} was corrected by ruling {by}: the appeal is against ruling {by} "
                         "(helper rulings appeal {by} ...). Nothing is recorded.").format(
            id=record.id, by=record.corrected_by))
    score = None
    if args.outcome == "changed":
        from helper.i18n import format_number

        scoring = (record.score or {}).get("scoring")
        imps = scoring in ("imps", "ximps", "butler")
        unit = args.unit or ("imps" if imps else "percent")
        # The committee's score is in the unit the ruling was scored in (Laws
        # 12C, 78): a board scored in IMPs (teams, cross-IMPs, Butler) takes
        # IMPs only; one scored in matchpoints takes percent or matchpoints,
        # matchpoints only when its top is known (the bound, Law 78A). A
        # ruling with no score (no adjusted score, advice) takes any unit.
        top = (record.score or {}).get("top")
        if imps and unit != "imps":
            raise CliError(_("Ruling {id} was scored in IMPs: give the appeal's scores in IMPs (--unit imps).").format(
                id=record.id))
        if scoring == "mp" and unit == "imps":
            raise CliError(_("Ruling {id} was scored in matchpoints: give the appeal's scores in percent or "
                             "matchpoints (--unit percent or --unit matchpoints).").format(id=record.id))
        if scoring == "mp" and unit == "matchpoints" and not top:
            raise CliError(_("Ruling {id} has no known top: give the appeal's scores in percent (--unit percent).")
                           .format(id=record.id))
        # The bounds of a board's score: 0-100%, 0 to the board's top in
        # matchpoints (Law 78A), -24 to +24 IMPs (the IMP scale, Law 78B).
        # Each refusal names the option and the unit (a fresh tester, issue 8).
        low, high = {"percent": (Fraction(0), Fraction(100)), "imps": (Fraction(-24), Fraction(24)),
                     "matchpoints": (Fraction(0), Fraction(top) if top else None)}[unit]
        for option, value in (("--ns", args.ns), ("--ew", args.ew)):
            if unit != "imps" and value < 0:
                raise CliError((_("{option}: a score in percent cannot be below 0: {value}") if unit == "percent"
                                else _("{option}: a score in matchpoints cannot be below 0: {value}")).format(
                    option=option, value=format_number(value, lang)))
            if value < low or (high is not None and value > high):
                message = {
                    "percent": _("{option}: must be from {low} to {high} percent: {value}"),
                    "matchpoints": _("{option}: must be from {low} to {high} matchpoints (the board's top): {value}"),
                    "imps": _("{option}: must be from {low} to {high} IMPs: {value}"),
                }[unit]
                raise CliError(message.format(option=option, low=format_number(low, lang),
                                              high=format_number(high, lang), value=format_number(value, lang)))
        score = {"unit": unit, "ns": args.ns, "ew": args.ew}
    if args.note and any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 or c in "\u061c\u200e\u200f\u202a\u202b\u202c\u202d"
                         "\u202e\u2066\u2067\u2068\u2069" for c in args.note if c not in " \t"):
        # Like the ruling's details (helper.rulings.check_details): a control
        # character (ESC, BEL, a newline) would reach the terminal and the CSV.
        raise CliError("--note: " + _("The note holds a control character; type it on one line."))
    note = " ".join(args.note.split()) if args.note else None
    try:
        with RulingStore.open(path) as store:
            # Numbered within the ruling (its 2nd outcome), not across the whole log (issue 8).
            number = store.appeal_number(store.add_appeal(record.id, args.outcome, score=score, note=note))
    except Superseded as exc:  # corrected or completed meanwhile, from another helper
        raise CliError(_("Ruling {id} was corrected by ruling {by}: the appeal is against ruling {by} "
                         "(helper rulings appeal {by} ...). Nothing is recorded.").format(
            id=exc.ruling, by=exc.by)) from None
    except StoreError as exc:
        raise CliError(write_error(exc, lang) if exc.reason != "damaged" else read_error(exc, lang)) from None
    print(_("Appeal outcome {number} of ruling {id} added; the ruling is kept as it was.").format(
        number=number, id=record.id), file=sys.stderr)
    return 0


# ---------------------------------------------------------------- exports

CSV_SIDES = ("ns", "ew")
CSV_FIGURES = ("percent", "matchpoints", "imps", "basis")
CSV_PENALTY = ("penalty_side", "penalty_unit", "penalty_amount", "penalty_matchpoints", "penalty_standard",
               "penalty_law", "penalty_player")
"""A procedural penalty's columns (Law 90A), empty without one: the offending contestant
(``ns``/``ew``; in an individual event the side of the offending player, ``penalty_player``
``n``/``e``/``s``/``w``, the only one penalised: each player is a contestant there), the unit (``pct`` percent of a top, ``imps``, ``vps``), the amount deducted
(positive, in that unit), the matchpoints deducted (when the top is known), ``yes``/``no`` for
the regulated standard penalty, and the law."""


def neutralise(cell: str) -> str:
    """A text cell a spreadsheet would run as a formula (first character ``=``,
    ``+``, ``-``, ``@``, a tab or a carriage return) is prefixed with ``'``,
    so that it is shown as text (OWASP's advice on CSV injection)."""
    if cell and cell[0] in "=+-@\t\r":
        return "'" + cell
    return cell


def _csv_number(value: str | None) -> str:
    """A stored exact fraction as a spreadsheet number: exact when it is a
    finite decimal (``78/5`` -> ``15.6``), else to 6 decimals (``200/3`` ->
    ``66.666667``); the JSON export keeps the fraction."""
    if value is None:
        return ""
    fraction = Fraction(value)
    denominator = fraction.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    if denominator == 1:
        from decimal import Decimal, localcontext

        with localcontext() as context:
            context.prec = 60
            text = format(Decimal(fraction.numerator) / Decimal(fraction.denominator), "f")
        return text.rstrip("0").rstrip(".") if "." in text else text
    return f"{float(fraction):.6f}"


def csv_rows(records, lang: str) -> list[list[str]]:
    """The CSV export's rows, header first: one column per side and figure
    (``ns_percent``, ``ns_matchpoints``, ``ns_imps``, ``ns_basis``, then EW),
    then the procedural penalty (:data:`CSV_PENALTY`, Law 90A), numbers as
    plain decimals, free text neutralised (:func:`neutralise`). The details are
    those in force (amendments applied); ``details_amended`` says when and by
    whom they were amended (``2026-12-01 14:20 by Anna; ...``)."""
    from helper.rulings import DETAIL_FIELDS

    _ = get_translator(lang).gettext
    header = (["id", "created", "lang", *DETAIL_FIELDS, "kind", "laws", "summary", "scoring", "top"]
              + [f"{side}_{figure}" for side in CSV_SIDES for figure in CSV_FIGURES] + list(CSV_PENALTY)
              + ["corrects", "corrects_why", "corrected_by", "corrected_by_why", "appeal", "average_plus_pct", "settings", "answers", "details_amended"]
              + ["begun", "replayed"])
    rows = [header]
    for r in records:
        score = r.score or {}
        row = [str(r.id), r.created, r.lang]
        row += [neutralise(str(r.details.get(name, ""))) for name in DETAIL_FIELDS]
        row += [r.kind, " ".join(r.laws), neutralise(worded(r, lang)[0]), score.get("scoring") or "",
                _csv_number(score.get("top"))]
        for side in CSV_SIDES:
            data = score.get(side) or {}
            row += [_csv_number(data.get(figure)) for figure in CSV_FIGURES[:3]] + [data.get("basis") or ""]
        penalty = score.get("penalty") or {}
        row += ([penalty.get("side") or "", penalty.get("unit") or "", _csv_number(penalty.get("amount")),
                 _csv_number(penalty.get("matchpoints")), "yes" if penalty.get("standard") else "no",
                 penalty.get("law") or "", penalty.get("player") or ""] if penalty else [""] * len(CSV_PENALTY))
        row += [str(r.corrects or ""), r.link or "", str(r.corrected_by or ""), r.corrected_link or "",
                neutralise(_appeals_mark(r, lang) if r.appeals else ""),
                _csv_number((r.settings or {}).get("average_plus_pct")),
                neutralise(json.dumps(r.settings, ensure_ascii=False) if r.settings else ""),
                neutralise(json.dumps(dict(r.answers), ensure_ascii=False)),
                neutralise("; ".join(_("{date} by {name}").format(date=a.created[:16].replace("T", " "), name=a.by)
                                     for a in r.amendments))]
        # When the ruling began (ISO 8601, UTC; its first answer, kept through every take-over),
        # empty when unknown; replayed: recorded from a file of answers (issue 8).
        row += [r.begun or "", "yes" if r.replayed else "no"]
        rows.append(row)
    return rows


def _write_export(path: Path, fmt: str, records, lang: str, force: bool = False) -> None:
    """Write the export as CSV (UTF-8 with a byte order mark, so that
    spreadsheet programs read Chinese and Greek right) or JSON, atomically
    (see :func:`write_text`)."""
    import csv
    import io

    if fmt == "json":
        content = json.dumps([record_json(r, lang) for r in records], ensure_ascii=False, indent=2) + "\n"
    else:
        buffer = io.StringIO()
        # On a terminal, lines end in a newline alone: CSV's CR would be shown escaped (\u000d).
        to_terminal = str(path) == "-" and sys.stdout.isatty()
        writer = csv.writer(buffer, lineterminator="\n") if to_terminal else csv.writer(buffer)
        writer.writerows(csv_rows(records, lang))
        content = "\ufeff" + buffer.getvalue()
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
        raw_id, fmt, target = str(args.id), args.format or "text", None
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
