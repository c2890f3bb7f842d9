"""The command line: ``helper`` starts the UI; subcommands serve scripts, scorers and tests.

    helper [--lang L] [--settings FILE]
    helper laws show ID [--edition 2017|1997] [--json]
    helper score artificial --scoring mp|imps --ns F --ew F [--top MP]
                            [--ns-session PCT] [--ew-session PCT]
                            [--individual] [--director-error] [--board-in-session N] [--json]
    helper score teams --ns F --ew F [--assigned IMPS] [--json]        (Law 86B2)
    helper score knockout --ns IMPS --ew IMPS [--json]                 (Law 12C4)
    helper score fouled --group S,S,.. --group S,.. --expected N [--json]  (Law 87B)
    helper rule --answers FILE [--json] | helper rule --questions
    helper catalog build

Every message is in the chosen language (``--lang``, else the environment,
else English), argparse's own included. Bad input exits with code 2 and a
one-line message, never a traceback.
"""

from __future__ import annotations

import argparse
import errno
import json
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any, Sequence

from helper.i18n import LANGS, UnknownLanguage, get_translator, negotiate, normalize_lang


def N_(message: str) -> str:
    """Mark a string for extraction without translating it here."""
    return message


# argparse's own messages (Python 3.11-3.13), so that its errors and help read
# in the chosen language too: argparse looks up its module-level ``_`` and
# ``ngettext`` at call time, and main() points them at our catalogue.
ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
)


class CliError(Exception):
    """A user error already worded in the chosen language; exit code 2."""


# ---------------------------------------------------------------- argument types

def _number_type(lang: str, low: float | None, high: float | None, *, positive: bool = False,
                 integer: bool = False):
    _ = get_translator(lang).gettext

    def convert(text: str) -> Fraction:
        from helper.i18n import parse_number
        from helper.numbers import NumberError

        try:
            value = Fraction(parse_number(text, lang))
        except NumberError as exc:
            if exc.code in ("digit", "length"):  # "❶", "²", 31 digits: say why
                from helper.dialogue.render import scoring_error_text
                from helper.scoring import ScoringError

                raise argparse.ArgumentTypeError(scoring_error_text(
                    ScoringError(exc.code, "", text), lang, field="")) from None
            raise argparse.ArgumentTypeError(_("not a number: {value}").format(value=text)) from None
        if integer and value.denominator != 1:
            raise argparse.ArgumentTypeError(_("must be a whole number: {value}").format(value=text))
        if positive and value <= 0:
            raise argparse.ArgumentTypeError(_("must be greater than 0: {value}").format(value=text))
        if (low is not None and value < low) or (high is not None and value > high):
            if low is None:
                message = _("must be at most {high}: {value}")
            elif high is None:
                message = _("must be at least {low}: {value}")
            else:
                message = _("must be from {low} to {high}: {value}")
            raise argparse.ArgumentTypeError(message.format(low=low, high=high, value=text))
        return value

    return convert


def _int(text: str) -> int:
    """A whole number as :func:`helper.numbers.parse_int` reads it (``٢`` is refused, not 2)."""
    from helper.numbers import parse_int

    return parse_int(text)


_int.__name__ = "int"  # argparse names the type in its message: "invalid int value"

FAULTS = ("none", "partly", "direct")


def build_parser(lang: str) -> argparse.ArgumentParser:
    """The argument parser, its help in ``lang``."""
    _ = get_translator(lang).gettext
    imps = _number_type(lang, -24, 24)

    parser = argparse.ArgumentParser(prog="helper", description=_(
        "A tournament director's helper for adjusted scores (Laws 12 and 86)."))
    parser.add_argument("--lang", help=_("interface language: en, zh or el (default: from the environment)"))
    parser.add_argument("--settings", type=Path, help=_("regulation settings file (TOML)"))
    parser.add_argument("--plain", action="store_true", help=_("ASCII borders, for terminals that draw box characters badly"))
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    laws = commands.add_parser("laws", help=_("show law paragraphs"))
    laws_commands = laws.add_subparsers(dest="laws_command", metavar="ACTION", required=True)
    show = laws_commands.add_parser("show", help=_("print the official text of a paragraph"))
    show.add_argument("id", help=_("paragraph id in any citation form: 12C2(a), 12Γ2(α), 第12条C款2项(a)"))
    show.add_argument("--edition", choices=("2017", "1997"), help=_("edition (default 2017)"))
    show.add_argument("--json", action="store_true", help=_("print JSON"))

    score = commands.add_parser("score", help=_("compute adjusted scores"))
    score_commands = score.add_subparsers(dest="score_command", metavar="RULE", required=True)

    art = score_commands.add_parser("artificial", help=_("artificial adjusted score (Law 12C2)"))
    art.add_argument("--scoring", choices=("mp", "imps", "ximps", "butler"), required=True,
                     help=_("matchpoints, IMPs (teams), pairs at cross-IMPs or at Butler"))
    art.add_argument("--ns", choices=FAULTS, required=True, help=_("NS responsibility: none, partly or direct"))
    art.add_argument("--ew", choices=FAULTS, required=True, help=_("EW responsibility: none, partly or direct"))
    art.add_argument("--top", type=_number_type(lang, None, 10000, positive=True), help=_("top on the board, in matchpoints"))
    art.add_argument("--ns-session", type=_number_type(lang, None, None),
                     help=_("NS score on the other boards of the session: percent (mp) or average IMPs (imps)"))
    art.add_argument("--ew-session", type=_number_type(lang, None, None),
                     help=_("EW score on the other boards of the session: percent (mp) or average IMPs (imps)"))
    art.add_argument("--individual", action="store_true", help=_("individual event (Law 12C3)"))
    art.add_argument("--director-error", action="store_true", help=_("the Director's error: both sides non-offending (Law 82C)"))
    art.add_argument("--board-in-session", type=_number_type(lang, 1, 100, integer=True), default=Fraction(1),
                     help=_("how many boards of the session the contestant has failed to obtain a result on, counting this one (Law 12C2(d))"))
    art.add_argument("--knockout", action="store_true",
                     help=_("a knockout match: non-balancing scores at IMPs are averaged (Law 12C4)"))
    art.add_argument("--results", type=_number_type(lang, 2, 10000, integer=True),
                     help=_("times the board was due to be played: the full top (Law 78A) at mp, the comparisons at ximps"))
    art.add_argument("--json", action="store_true", help=_("print JSON"))

    fouled = score_commands.add_parser("fouled", help=_("a fouled board played in several versions (Law 87B)"))
    fouled.add_argument("--group", action="append", required=True, metavar="SCORES",
                        help=_("one version's NS scores, comma-separated (repeat for each version)"))
    fouled.add_argument("--expected", type=_number_type(lang, 2, 10000, integer=True), required=True,
                        help=_("results the board should have had (times it was due to be played)"))
    fouled.add_argument("--scale", type=_int, choices=(2, 1), help=_("2: two per score beaten; 1: one and a half (default: the settings)"))
    fouled.add_argument("--min-group", type=_number_type(lang, 1, 10000, integer=True),
                        help=_("smallest version that is matchpointed (default: the settings)"))
    fouled.add_argument("--json", action="store_true", help=_("print JSON"))

    teams = score_commands.add_parser("teams", help=_("team play, non-comparable results (Law 86B2)"))
    teams.add_argument("--ns", choices=FAULTS, help=_("NS responsibility: none, partly or direct"))
    teams.add_argument("--ew", choices=FAULTS, help=_("EW responsibility: none, partly or direct"))
    teams.add_argument("--assigned", type=imps, help=_("assigned adjusted score for the non-offending side, in IMPs"))
    teams.add_argument("--assigned-result", metavar="R",
                       help=_("Law 86B1: the assigned adjusted score at this table, a result (4SN=) or weighted outcomes (60 4SN=; 40 4SN-1)"))
    teams.add_argument("--other-table", help=_("the NS score at the other table (teams)"))
    teams.add_argument("--vul", choices=("none", "ns", "ew", "both"), default="none",
                       help=_("vulnerability: none, ns, ew or both"))
    teams.add_argument("--knockout", action="store_true",
                       help=_("a knockout match: non-balancing scores at IMPs are averaged (Law 12C4)"))
    teams.add_argument("--json", action="store_true", help=_("print JSON"))

    knockout = score_commands.add_parser("knockout", help=_("knockout, non-balancing adjusted scores (Law 12C4)"))
    knockout.add_argument("--ns", type=imps, required=True, help=_("NS's own separately computed score, in IMPs"))
    knockout.add_argument("--ew", type=imps, required=True, help=_("EW's own separately computed score, in IMPs"))
    knockout.add_argument("--json", action="store_true", help=_("print JSON"))

    vul_choices = ("none", "ns", "ew", "both")
    contract = score_commands.add_parser("contract", help=_("score a contract and its result (Law 77)"))
    contract.add_argument("contract", help=_("contract and result: 4S=, 3NTX-1, 4SXX+1, 4S 10 (tricks)"))
    contract.add_argument("--declarer", choices=("N", "E", "S", "W"), type=str.upper, required=True, help=_("declarer"))
    contract.add_argument("--vul", choices=vul_choices, default="none", help=_("vulnerability: none, ns, ew or both"))
    contract.add_argument("--json", action="store_true", help=_("print JSON"))

    imps_cmd = score_commands.add_parser("imps", help=_("IMPs for a score difference (Law 78B)"))
    imps_cmd.add_argument("diff", type=_number_type(lang, None, None), help=_("score difference in points"))
    imps_cmd.add_argument("--json", action="store_true", help=_("print JSON"))

    mp = score_commands.add_parser("matchpoints", help=_("matchpoints of a score against a traveller (Law 78A)"))
    mp.add_argument("--field", required=True, help=_("the other tables' NS scores, comma-separated"))
    mp.add_argument("--score", required=True, help=_("the NS score to matchpoint"))
    mp.add_argument("--scale", type=_int, choices=(2, 1), help=_("2: two per score beaten; 1: one and a half (default: the settings)"))
    mp.add_argument("--expected", type=_number_type(lang, 1, 10000, integer=True), help=_("results expected on the board (Neuberg)"))
    mp.add_argument("--json", action="store_true", help=_("print JSON"))

    weighted = score_commands.add_parser("weighted", help=_("assigned adjusted score, weighted or split (Law 12C1)"))
    weighted.add_argument("--scoring", choices=("mp", "imps", "ximps", "butler"), required=True,
                          help=_("mp, imps (teams), ximps (cross-IMPs) or butler"))
    against = weighted.add_mutually_exclusive_group(required=True)
    against.add_argument("--field", help=_("the other tables' NS scores, comma-separated"))
    against.add_argument("--other-table", help=_("the NS score at the other table (teams)"))
    weighted.add_argument("--outcome", action="append", metavar="W:R",
                          help=_("a weighted outcome: percent and result, e.g. 60:4SN= or 40:-50"))
    weighted.add_argument("--ns-outcome", action="append", metavar="W:R", help=_("an outcome for NS only (Law 12C1(e))"))
    weighted.add_argument("--ew-outcome", action="append", metavar="W:R", help=_("an outcome for EW only (Law 12C1(e))"))
    weighted.add_argument("--vul", choices=vul_choices, default="none", help=_("vulnerability: none, ns, ew or both"))
    weighted.add_argument("--table-result", help=_("the result obtained at the table, for the damage test (Law 12B1)"))
    weighted.add_argument("--nos", choices=("ns", "ew"), help=_("the non-offending side, for the damage test"))
    weighted.add_argument("--knockout", action="store_true",
                          help=_("a knockout match: non-balancing scores at IMPs are averaged (Law 12C4)"))
    weighted.add_argument("--director-error", action="store_true",
                          help=_("Law 82C: the Director's ruling was wrong; both sides non-offending, each scored from its own outcomes"))
    weighted.add_argument("--scale", type=_int, choices=(2, 1), help=_("2: two per score beaten; 1: one and a half (default: the settings)"))
    weighted.add_argument("--json", action="store_true", help=_("print JSON"))

    rule = commands.add_parser("rule", help=_("replay a dialogue from a file of answers"))
    group = rule.add_mutually_exclusive_group(required=True)
    group.add_argument("--answers", type=Path, help=_("YAML file of answers keyed by question id"))
    group.add_argument("--questions", action="store_true", help=_("list the question ids and their answers"))
    rule.add_argument("--json", action="store_true", help=_("print JSON"))

    rulings = commands.add_parser("rulings", help=_("the record of rulings made in the helper"))
    rulings_commands = rulings.add_subparsers(dest="rulings_command", metavar="ACTION", required=True)
    listing = rulings_commands.add_parser("list", help=_("list the recorded rulings"))
    listing.add_argument("--json", action="store_true", help=_("print JSON"))
    export = rulings_commands.add_parser("export", help=_("write the recorded rulings to a file"))
    export.add_argument("file", type=Path, help=_("the file to write"))
    export.add_argument("--format", choices=("csv", "json"),
                        help=_("csv or json (default: from the file name's ending, else csv); the file - writes to standard output"))
    export.add_argument("--force", action="store_true", help=_("replace the file if it exists (its mode is kept)"))

    catalog = commands.add_parser("catalog", help=_("build, check and report on the translation catalogues"))
    catalog_commands = catalog.add_subparsers(dest="catalog_command", metavar="ACTION", required=True)
    catalog_commands.add_parser("build", help=_("regenerate locales/ from laws_text/ and the interface strings"))
    check = catalog_commands.add_parser("check", help=_("law-aware checks of the translations (exit 1 on new errors)"))
    check.add_argument("--domain", choices=("laws", "messages"), help=_("only this catalogue (default: both)"))
    check.add_argument("--all", action="store_true", help=_("also list the accepted known defects of the sources"))
    check.add_argument("--ui-lang", help=_("language of the messages (default: the checked language)"))
    check.add_argument("--json", action="store_true", help=_("print JSON"))
    stats = catalog_commands.add_parser("stats", help=_("translated, fuzzy and missing entries per language and law"))
    stats.add_argument("--ui-lang", help=_("language of the table (default: from the environment)"))
    stats.add_argument("--json", action="store_true", help=_("print JSON"))
    report = catalog_commands.add_parser("report", help=_("write a Markdown review report for one language"))
    report.add_argument("--output", type=Path, help=_("the file to write (default: print it)"))
    report.add_argument("--ui-lang", help=_("language of the report (default: the checked language)"))

    review = commands.add_parser("review", help=_("the review screen: law paragraphs side by side with their checks"))
    review.add_argument("--ui-lang", help=_("language of the screen (default: the reviewed language)"))
    return parser


# ---------------------------------------------------------------- output

def _num(value: Fraction | None) -> float | None:
    return None if value is None else float(value)


def score_json(score) -> dict[str, Any]:
    """The JSON shape of an AdjustedScore: ``laws`` (2017 ids, English form),
    ``scoring``, ``notes`` and ``ns``/``ew`` with ``basis`` and ``percent``
    (0-100) and ``matchpoints`` (when a top is known), or ``imps``."""
    def side(s) -> dict[str, Any]:
        data: dict[str, Any] = {"basis": str(s.basis)}
        if s.imps is not None:
            data["imps"] = _num(s.imps)
        else:
            data["percent"] = _num(s.percent)
            if s.matchpoints is not None:
                data["matchpoints"] = _num(s.matchpoints)
        return data

    data = {"laws": list(score.laws), "scoring": str(score.scoring), "notes": list(score.notes),
            "ns": side(score.ns), "ew": side(score.ew)}
    if score.top is not None:
        data["top"] = _num(score.top)
    if score.recomputed_field:
        key = "ns_matchpoints" if score.top is not None else "ns_imps"
        data["field"] = [{"ns_score": s, key: _num(v)} for s, v in score.recomputed_field]
    if score.recomputed_field_ew:
        # Split: the other EW pairs scored against the EW set, from EW's point of view.
        key = "ew_matchpoints" if score.top is not None else "ew_imps"
        data["field_ew"] = [{"ns_score": s, key: _num(score.top - v if score.top is not None else -v)}
                            for s, v in score.recomputed_field_ew]
    if score.separate is not None:
        # Law 12C4: each side's separately computed score before the average.
        data["separate"] = {"ns": side(score.separate[0]), "ew": side(score.separate[1])}
    if score.assigned is not None:
        data["assigned"] = {"ns": side(score.assigned[0]), "ew": side(score.assigned[1])}
    if score.table is not None:
        data["table"] = {"ns": side(score.table[0]), "ew": side(score.table[1])}
        data["damaged"] = score.damaged
        data["adjusted"] = score.adjusted
        data["nos"] = score.nos
    if score.comparisons is not None:
        data["comparisons"] = score.comparisons
    if score.fouled is not None:
        data["fouled"] = fouled_json(score.fouled)
    data.update(balance_json(score))
    data["conventions"] = conventions_json(score.conventions)
    return data


def balance_json(score) -> dict[str, Any]:
    """``balanced`` (bool) and, when the scores do not balance, ``balance``:
    ``{"total": NS+EW (percent or IMPs), "law": the 2017 paragraph that allows it}``."""
    from helper.scoring.adjusted import balance

    found = balance(score)
    if found is None:
        return {"balanced": True}
    return {"balanced": False, "balance": {"total": _num(found[0]), "law": found[1]}}


def conventions_json(conventions) -> dict[str, Any]:
    """The scorers' conventions a score rests on, by name (Law 78, regulations)."""
    data: dict[str, Any] = {}
    for code, value in conventions:
        if code == "rounding":
            data[code] = {"decimals": value[0], "halves": value[1]}
        elif code == "datum":
            data[code] = dict(value)
        else:
            data[code] = value
    return data


def fouled_json(board) -> dict[str, Any]:
    """A fouled board (Law 87B): ``top``, ``expected``, ``scale``, ``min_group`` and
    ``versions``, each a list of results with ``ns_score``, ``ns_matchpoints``,
    ``ew_matchpoints``, ``ns_percent``, ``ew_percent`` and ``artificial``."""
    return {"top": _num(board.top), "expected": board.expected, "scale": board.scale, "min_group": board.min_group,
            "versions": [[{"ns_score": r.ns_score, "ns_matchpoints": _num(r.ns.matchpoints),
                           "ew_matchpoints": _num(r.ew.matchpoints), "ns_percent": _num(r.ns.percent),
                           "ew_percent": _num(r.ew.percent), "artificial": r.artificial} for r in group]
                         for group in board.groups]}


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _print_score(score, lang: str, as_json: bool, form: str | None = None) -> None:
    from helper.dialogue.engine import Ruling
    from helper.dialogue.render import details, summary

    ruling = Ruling("score", score.laws, "cli", score=score, form=form)
    if as_json:
        _print_json(score_json(score))
        return
    print(summary(ruling, lang))
    for line in details(ruling, lang):
        print("  " + line)


# ---------------------------------------------------------------- commands

def _settings(args, lang: str):
    from helper.scoring import SettingsError, load_settings

    _ = get_translator(lang).gettext
    if args.settings is not None and args.settings.is_dir():
        raise CliError(_("Settings file not usable: {detail}").format(detail=_("{file} is a directory").format(
            file=args.settings)))
    if args.settings is not None and args.settings.exists() and not args.settings.is_file():
        raise CliError(_("Settings file not usable: {detail}").format(detail=_("Cannot read {file}: {reason}").format(
            file=args.settings, reason=_("not a regular file"))))  # a FIFO or a device is never opened
    if args.settings is not None and not args.settings.is_file():
        raise CliError(_("Settings file not found: {file}").format(file=args.settings))
    try:
        return load_settings(args.settings)
    except SettingsError as exc:
        from helper.files import FileRefused

        if isinstance(exc.__cause__, FileRefused):
            cause = exc.__cause__
            reason = (_("not a regular file") if cause.code == "not_regular"
                      else _("larger than {size} KiB").format(size=cause.limit // 1024))
            exc = _("Cannot read {file}: {reason}").format(file=cause.path, reason=reason)
        raise CliError(_("Settings file not usable: {detail}").format(detail=exc)) from None


def _scoring_error(exc, lang: str) -> CliError:
    from helper.dialogue.render import scoring_error_text

    name = exc.field if exc.field.startswith("--") else "--" + exc.field.replace("_", "-")
    return CliError(scoring_error_text(exc, lang, field=name))


def cmd_score(args, lang: str) -> None:
    from helper.scoring import ScoringError, artificial_score, knockout_average, rounded, teams_multiple_results

    if args.score_command in ("contract", "imps", "matchpoints", "weighted", "fouled"):
        try:
            {"contract": cmd_score_contract, "imps": cmd_score_imps, "matchpoints": cmd_score_matchpoints,
             "weighted": cmd_score_weighted, "fouled": cmd_score_fouled}[args.score_command](args, lang)
        except ScoringError as exc:
            raise _scoring_error(exc, lang) from None
        return
    _ = get_translator(lang).gettext
    settings = _settings(args, lang)
    if args.score_command == "artificial" and args.scoring != "mp" and args.top is not None:
        raise CliError(_("--top is for matchpoints: at IMPs average plus and minus are IMPs (Law 12C2(b))."))
    if args.score_command == "artificial" and args.knockout and args.scoring != "imps":
        raise CliError(_("--knockout is for team play at IMPs (Law 12C4)."))
    if args.score_command == "teams" and args.assigned_result is not None:
        try:
            _score_teams_single(args, lang, settings)
        except ScoringError as exc:
            raise _scoring_error(exc, lang) from None
        return
    if args.score_command == "teams" and (args.ns is None or args.ew is None):
        raise CliError(_("Give --ns and --ew (Law 86B2), or --assigned-result and --other-table (Law 86B1)."))
    if args.score_command == "teams" and args.other_table is not None:
        raise CliError(_("--other-table goes with --assigned-result (Law 86B1)."))
    if args.score_command == "artificial" and args.scoring == "mp" and args.top is not None \
            and args.results is not None:
        raise CliError(_("Give --top or --results, not both."))
    if args.score_command == "artificial" and args.scoring == "ximps" and args.results is None \
            and settings.scoring.cross_imps_mode is not True:
        raise CliError(_("At cross-IMPs give --results: artificial IMPs are on the scale of the comparisons."))
    try:
        if args.score_command == "artificial":
            score = artificial_score(
                args.scoring, args.ns, args.ew, top=args.top, ns_session=args.ns_session,
                ew_session=args.ew_session, individual=args.individual,
                director_error=args.director_error, board_in_session=int(args.board_in_session),
                results=None if args.results is None else int(args.results), settings=settings,
                knockout=args.knockout)
        elif args.score_command == "teams":
            score = teams_multiple_results(args.ns, args.ew, assigned_imps=args.assigned, settings=settings,
                                           knockout=args.knockout)
        else:
            score = knockout_average(args.ns, args.ew)
    except ScoringError as exc:
        raise _scoring_error(exc, lang) from None
    _print_score(rounded(score, settings.scoring.score_decimals, settings.scoring.score_halves), lang, args.json)


def cmd_score_fouled(args, lang: str) -> None:
    from helper.dialogue.render import fouled_lines
    from helper.scoring.fouled import fouled_board
    from helper.scoring.notation import parse_field

    _ = get_translator(lang).gettext
    settings = _settings(args, lang)
    groups = [parse_field(group, field_name="--group") for group in args.group]
    total = sum(len(group) for group in groups)
    if int(args.expected) < total:
        raise CliError(_("--expected must be at least the number of results ({count}).").format(count=total))
    board = fouled_board(groups, int(args.expected), settings=settings, scale=args.scale,
                         min_group=None if args.min_group is None else int(args.min_group))
    if args.json:
        _print_json({"laws": list(board.laws), **fouled_json(board),
                     "conventions": {"matchpoint_scale": board.scale, "fouled_min_group": board.min_group}})
        return
    for line in fouled_lines(board, lang):
        print(line)


def _score_teams_single(args, lang: str, settings) -> None:
    """``score teams --assigned-result R --other-table R``: Law 86B1, the
    assigned adjusted score IMPed against the other table (Law 78B)."""
    from helper.scoring import rounded
    from helper.scoring.assigned import assigned_score
    from helper.scoring.notation import parse_outcomes, parse_table_result

    _ = get_translator(lang).gettext
    if args.ns is not None or args.ew is not None or args.assigned is not None:
        raise CliError(_("Give --ns and --ew (Law 86B2), or --assigned-result and --other-table (Law 86B1)."))
    if args.other_table is None:
        raise CliError(_("At IMPs (teams) give --other-table."))
    outcomes = [(o.weight, o.ns_score) for o in parse_outcomes(args.assigned_result, args.vul, "--assigned-result")]
    score = assigned_score(
        "imps", outcomes=outcomes,
        other_table=parse_table_result(args.other_table, args.vul, "--other-table"),
        knockout=args.knockout, single_result=True,
    )
    _print_score(rounded(score, settings.scoring.score_decimals, settings.scoring.score_halves), lang, args.json)


def cmd_score_contract(args, lang: str) -> None:
    import re

    from helper.scoring import ScoringError
    from helper.scoring.contract import parse_result
    from helper.scoring.contract import ns_score as law77_ns_score

    _ = get_translator(lang).gettext
    # Put the declarer between the contract and its result: 4SX+1 -> 4SXN+1.
    match = re.match(r"^\s*(.*?)\s*(=|[+-]\s*[0-9０-９]+|/\s*[0-9０-９]+|\s[0-9０-９]+)?\s*$", args.contract)
    text = f"{match[1]}{args.declarer}{match[2] or ''}"
    try:
        result = _passed_out(args.contract) or parse_result(text)
    except ScoringError as exc:
        raise ScoringError(exc.code, "contract", args.contract) from exc
    ns = law77_ns_score(result, vul=args.vul)
    if args.json:
        _print_json({"laws": ["77"], "contract": str(result.contract) if result.contract else None, "result": str(result),
                     "tricks": result.tricks, "vul": args.vul, "ns_score": ns, "ew_score": -ns})
        return
    print(_("{result}: NS {ns}, EW {ew} (Law 77)").format(
        result=str(result), ns=format_points(ns), ew=format_points(-ns)))


def _passed_out(text: str):
    """The pass-out Result when ``text`` says the board was passed out (Law 77: 0), else None."""
    from helper.scoring import ScoringError
    from helper.scoring.contract import parse_result

    try:
        result = parse_result(text)
    except ScoringError:
        return None
    return result if result.passed_out else None


def format_points(points: int) -> str:
    """A Law 77 score with its sign: ``+420``, ``-50``, ``0``."""
    return f"{points:+d}" if points else "0"


def cmd_score_imps(args, lang: str) -> None:
    from helper.i18n import format_number
    from helper.scoring.imps import imps

    _ = get_translator(lang).gettext
    value = imps(args.diff)
    if args.json:
        _print_json({"laws": ["78B"], "diff": float(args.diff), "imps": value})
        return
    print(_("{diff} points = {imps} IMPs (Law 78B)").format(diff=format_number(args.diff, lang), imps=value))


def cmd_score_matchpoints(args, lang: str) -> None:
    from helper.i18n import format_number, format_percent
    from helper.scoring.matchpoints import matchpoints, neuberg, percentage, top
    from helper.scoring.notation import parse_field, parse_ns_score

    _ = get_translator(lang).gettext
    field = parse_field(args.field, field_name="--field")
    score = parse_ns_score(args.score, "--score")
    if args.scale is None:
        args.scale = _settings(args, lang).scoring.matchpoint_scale
    mp = matchpoints(score, field, args.scale)
    board_top = top(len(field) + 1, args.scale)
    data: dict[str, Any] = {"laws": ["78A"], "score": score, "field": field, "scale": args.scale,
                            "matchpoints": _num(mp), "top": _num(board_top), "percent": _num(percentage(mp, board_top))}
    if args.expected is not None:
        expected = int(args.expected)
        if expected < len(field) + 1:
            raise CliError(_("--expected must be at least the number of results ({count}).").format(count=len(field) + 1))
        factored = neuberg(mp, len(field) + 1, expected, args.scale)
        full_top = top(expected, args.scale)
        data["neuberg"] = {"expected": expected, "matchpoints": _num(factored), "top": _num(full_top),
                           "percent": _num(percentage(factored, full_top))}
    if args.json:
        _print_json(data)
        return
    print(_("NS {score}: {mp} of {top} MP ({percent}) (Law 78A)").format(
        score=format_points(score), mp=format_number(mp, lang), top=format_number(board_top, lang),
        percent=format_percent(percentage(mp, board_top), lang)))
    if "neuberg" in data:
        n = data["neuberg"]
        print(_("Neuberg, {expected} results expected: {mp} of {top} MP ({percent})").format(
            expected=n["expected"], mp=format_number(factored, lang), top=format_number(full_top, lang),
            percent=format_percent(percentage(factored, full_top), lang)))


def cmd_score_weighted(args, lang: str) -> None:
    from dataclasses import replace

    from helper.scoring import rounded
    from helper.scoring.assigned import assigned_score
    from helper.scoring.conventions import assigned_conventions
    from helper.scoring.notation import parse_field, parse_outcomes, parse_table_result

    _ = get_translator(lang).gettext
    split = bool(args.ns_outcome or args.ew_outcome)
    if split and args.outcome:
        raise CliError(_("Give either --outcome, or --ns-outcome and --ew-outcome (Law 12C1(e)), not both."))
    if split and not (args.ns_outcome and args.ew_outcome):
        raise CliError(_("A split score needs both --ns-outcome and --ew-outcome."))
    if not split and not args.outcome:
        raise CliError(_("Give at least one --outcome W:R."))
    if args.scoring == "imps" and args.other_table is None:
        raise CliError(_("At IMPs (teams) give --other-table."))
    if args.scoring != "imps" and args.field is None:
        raise CliError(_("At {scoring} give --field.").format(scoring=args.scoring))
    if args.director_error and not split:
        raise CliError(_("With --director-error (Law 82C) give each side's outcomes: --ns-outcome and --ew-outcome."))
    if args.director_error and args.nos is not None:
        raise CliError(_("With --director-error (Law 82C) both sides are non-offending: leave out --nos."))
    if args.table_result is not None and args.nos is None and not args.director_error:
        raise CliError(_("The damage test (--table-result) needs --nos ns or --nos ew."))

    def outcomes(items, name):
        return [(o.weight, o.ns_score) for o in parse_outcomes(items, args.vul, name)]

    scoring_settings = _settings(args, lang).scoring

    score = assigned_score(
        args.scoring,
        outcomes=outcomes(args.outcome, "--outcome") if not split else None,
        ns_outcomes=outcomes(args.ns_outcome, "--ns-outcome") if split else None,
        ew_outcomes=outcomes(args.ew_outcome, "--ew-outcome") if split else None,
        field=parse_field(args.field, args.vul, "--field") if args.field is not None else None,
        other_table=parse_table_result(args.other_table, args.vul, "--other-table") if args.other_table is not None else None,
        table_result=parse_table_result(args.table_result, args.vul, "--table-result") if args.table_result is not None else None,
        nos=args.nos,
        scale=args.scale or scoring_settings.matchpoint_scale,
        datum_rule=scoring_settings.datum_rule(),
        rounding=scoring_settings.rounding,
        cross_imps_average=scoring_settings.cross_imps_mode,
        knockout=args.knockout,
        director_error=args.director_error,
    )
    score = replace(score, conventions=assigned_conventions(args.scoring, scoring_settings))
    _print_score(rounded(score, scoring_settings.score_decimals, scoring_settings.score_halves), lang, args.json)


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
        _print_json({
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


def cmd_rule(args, lang: str) -> None:
    from helper.dialogue.engine import AnswerError, Dialogue
    from helper.dialogue.render import choice_labels, details, error_text, interpret, question, summary

    _ = get_translator(lang).gettext
    dialogue = Dialogue(settings=_settings(args, lang))
    if args.questions:
        questions = dialogue.graph.questions()
        if args.json:
            _print_json([{"id": n.id, "type": n.type, "text": question(n, lang),
                          "choices": [c.value for c in n.choices], "optional": n.optional} for n in questions])
            return
        for node in questions:
            print(f"{node.id}: {question(node, lang)}")
            if node.type == "choice":
                for choice, label in zip(node.choices, choice_labels(node, lang)):
                    print(f"    {choice.value}: {label}")
            elif node.type == "text":
                kinds = {"result": _("a result: 4SN=, 3NTS-1 or +420"),
                         "outcomes": _("weighted outcomes: 60 4SN=; 40 4SN-1"),
                         "field": _("NS scores: 420, 450, -50")}
                print(f"    {kinds[node.parse]}{_(' (optional)') if node.optional else ''}")
            else:
                low = "" if node.min is None else node.min
                high = "" if node.max is None else node.max
                optional = _(" (optional)") if node.optional else ""
                print(f"    {_('number')} {low}..{high}{optional}")
        return
    answers = _read_answers(args.answers, lang)
    known = set(dialogue.graph.nodes)
    unknown = sorted(set(answers) - known)
    if unknown:
        raise CliError(_("Unknown question id in {file}: {ids}").format(file=args.answers, ids=", ".join(unknown)))
    used = set()
    while not dialogue.finished:
        node = dialogue.current
        raw = answers.get(node.id)
        if raw is None and not (node.type in ("number", "text") and node.optional):
            raise CliError(_("{file} does not answer question {id}: {question}").format(
                file=args.answers, id=node.id, question=question(node, lang)))
        used.add(node.id)
        try:
            value = interpret(node, _answer_string(raw), lang) if raw is not None else None
            dialogue.answer(value)
        except AnswerError as exc:
            raise CliError(f"{node.id}: {error_text(exc, lang)}") from None
    ruling = dialogue.ruling()
    ignored = sorted(set(answers) - used)
    if ignored:
        print(_("Not asked on this path, ignored: {ids}").format(ids=", ".join(ignored)), file=sys.stderr)
    if args.json:
        data = {"kind": ruling.kind, "laws": list(ruling.laws), "end": ruling.node,
                "summary": summary(ruling, lang), "details": details(ruling, lang)}
        if ruling.score:
            data.update({k: v for k, v in score_json(ruling.score).items() if k != "laws"})
        _print_json(data)
        return
    print(summary(ruling, lang))
    for line in details(ruling, lang):
        print("  " + line)


def _answer_string(raw: Any) -> str:
    if isinstance(raw, bool):  # YAML reads yes/no as booleans
        return "yes" if raw else "no"
    return str(raw)


ANSWERS_MAX_DEPTH = 8
"""How deeply a file of answers may nest (it is one mapping of question ids to answers)."""


class _AnswersRefused(Exception):
    """YAML the answers reader will not build: ``code`` ``alias`` or ``depth``."""

    def __init__(self, code: str):
        super().__init__(code)
        self.code = code


def _answers_loader():
    """A PyYAML SafeLoader that refuses aliases (``*name``: a few hundred bytes
    of nested aliases expand to gigabytes, the "billion laughs") and nesting
    deeper than :data:`ANSWERS_MAX_DEPTH`, before building anything."""
    import yaml

    class AnswersLoader(yaml.SafeLoader):
        depth = 0

        def compose_node(self, parent, index):
            if self.check_event(yaml.AliasEvent):
                raise _AnswersRefused("alias")
            self.depth += 1
            try:
                if self.depth > ANSWERS_MAX_DEPTH:
                    raise _AnswersRefused("depth")
                return super().compose_node(parent, index)
            finally:
                self.depth -= 1

    return AnswersLoader


def _read_answers(path: Path, lang: str) -> dict[str, Any]:
    """The answers of a YAML file, keyed by question id.

    Bounded whatever the file (issue: a small file must not run for minutes):
    a regular file of at most 64 KiB (:func:`helper.files.read_limited`; a
    FIFO or ``/dev/zero`` is refused without being read), no YAML aliases,
    at most :data:`ANSWERS_MAX_DEPTH` levels. Raises CliError (exit 2) with a
    localized message otherwise.
    """
    import yaml

    from helper.files import FileRefused, read_limited

    _ = get_translator(lang).gettext
    try:
        text = read_limited(path).decode("utf-8")
        data = yaml.load(text, Loader=_answers_loader())  # noqa: S506 - a SafeLoader subclass
    except FileRefused as exc:
        reason = (_("not a regular file") if exc.code == "not_regular"
                  else _("larger than {size} KiB").format(size=exc.limit // 1024))
        raise CliError(_("Cannot read {file}: {reason}").format(file=path, reason=reason)) from None
    except OSError as exc:
        raise CliError(_("Cannot read {file}: {reason}").format(file=path, reason=exc.strerror or exc)) from None
    except _AnswersRefused as exc:
        if exc.code == "alias":
            raise CliError(_("{file}: YAML aliases (*name) are not accepted in a file of answers").format(
                file=path)) from None
        raise CliError(_("{file}: nested more than {depth} levels deep; a file of answers maps question ids to answers").format(
            file=path, depth=ANSWERS_MAX_DEPTH)) from None
    except (yaml.YAMLError, UnicodeDecodeError, ValueError, RecursionError):
        # ValueError: e.g. an integer of more than 4300 digits, which int() refuses
        raise CliError(_("{file} is not a valid YAML file of answers").format(file=path)) from None
    if not isinstance(data, dict):
        raise CliError(_("{file} is not a valid YAML file of answers").format(file=path))
    return {str(k): v for k, v in data.items()}


def _target_langs(args, lang: str) -> tuple[str, ...]:
    """The catalogue languages named by --lang (el or zh), else both."""
    _ = get_translator(lang).gettext
    if args.target is None:
        return ("el", "zh")
    if args.target not in ("el", "zh"):
        raise CliError(_("Catalogues exist for el and zh only, not {lang}.").format(lang=args.target))
    return (args.target,)


def _ui_lang(args, fallback: str) -> str:
    _ = get_translator(fallback).gettext
    try:
        return negotiate(args.ui_lang) if getattr(args, "ui_lang", None) else fallback
    except UnknownLanguage as exc:
        raise CliError(_("unknown language {code}; use one of: {langs}").format(
            code=exc.code, langs=", ".join(LANGS))) from None


def cmd_catalog(args, lang: str) -> int:
    _ = get_translator(lang).gettext
    try:
        return _catalog(args, lang)
    except (OSError, ValueError) as exc:  # a catalogue damaged by hand, an unreadable file
        raise CliError(_("A catalogue cannot be read: {reason}").format(reason=exc)) from None


def _catalog(args, lang: str) -> int:
    import dataclasses

    _ = get_translator(lang).gettext
    if args.catalog_command == "build":
        from helper.catalog.build import CatalogError, build_all

        try:
            for line in build_all():
                print(line)
        except CatalogError as exc:
            raise CliError(str(exc)) from None
        return 0
    if args.catalog_command == "stats":
        from helper.catalog.report import full_stats, stats_table

        stats = full_stats()
        if args.json:
            _print_json(stats)
        else:
            print(stats_table(stats, _ui_lang(args, lang)))
        return 0
    targets = _target_langs(args, lang)
    ui = _ui_lang(args, args.target or lang)
    _ = get_translator(ui).gettext
    if args.catalog_command == "report":
        from helper.catalog.report import report_markdown

        if len(targets) != 1:
            raise CliError(_("A report is for one language: add --lang el or --lang zh."))
        text = report_markdown(targets[0], ui_lang=ui)
        if args.output is None:
            print(text)
        else:
            _write_text(args.output, text, lang)
            print(_("Report written to {file}").format(file=args.output))
        return 0
    from helper.catalog.checks import apply_baseline, check_catalogues, errors

    domains = (args.domain,) if args.domain else ("laws", "messages")
    findings = check_catalogues(None, targets, domains, ui_lang=ui, pairs=args.domain != "messages",
                                laws_1997=args.domain != "messages")
    new, accepted = apply_baseline(findings)
    shown = new + (accepted if args.all else [])
    if args.json:
        _print_json({"findings": [dataclasses.asdict(f) for f in shown], "new": len(new), "accepted": len(accepted),
                     "errors": len(errors(new))})
    else:
        severity = {"error": _("error"), "warning": _("warning")}
        for f in shown:
            mark = severity.get(f.severity, f.severity) if f.accepted is None else _("accepted")
            print(f"{f.lang}  {f.paragraph}  [{mark}] {f.check}: {f.message}")
            if f.fragment:
                print(f"      {f.fragment}")
        print(_("{new} findings ({errors} errors) to look at; {accepted} accepted known defects of the sources.").format(
            new=len(new), errors=len(errors(new)), accepted=len(accepted)))
    return 1 if errors(new) else 0


def cmd_review(args, lang: str) -> None:
    _ = get_translator(lang).gettext
    targets = _target_langs(args, lang)
    ui = _ui_lang(args, args.target or lang)
    if not (_utf8(sys.stdout) and sys.stdout.isatty() and sys.stdin.isatty()):
        raise CliError(_("The helper's screen needs a terminal; for scripts use: helper rule, helper score, helper laws."))
    from helper.tui.review import ReviewApp

    ReviewApp(ui_lang=ui, target=targets[0] if len(targets) == 1 else None).run(mouse=False)


def _can_show(lang: str, encoding: str | None) -> bool:
    """Whether text in ``lang`` (its sides' names, say) can be written in ``encoding``."""
    sample = {"en": "NS", "zh": "南北东西", "el": "ΒΝ ΑΔ Νόμος"}[lang]
    try:
        sample.encode(encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _utf8(stream) -> bool:
    import codecs

    try:
        return codecs.lookup(stream.encoding or "ascii").name == "utf-8"
    except LookupError:
        return False


def cmd_ui(args, lang: str) -> None:
    _ = get_translator(lang).gettext
    if not (_utf8(sys.stdout) and sys.stdout.isatty() and sys.stdin.isatty()):
        if not _utf8(sys.stdout):
            raise CliError(_("The terminal's encoding is {encoding}; the helper's screen needs UTF-8: set a UTF-8 locale (export LANG=C.UTF-8) and leave PYTHONIOENCODING unset.").format(
                encoding=sys.stdout.encoding))
        raise CliError(_("The helper's screen needs a terminal; for scripts use: helper rule, helper score, helper laws."))
    settings = _settings(args, lang)
    from helper.rulings import RulingStore, StoreError
    from helper.tui.app import run

    # A record that cannot be opened is said on the screen (and again here
    # once the screen is gone), never only before the screen covers it.
    store = store_error = None
    try:
        store = RulingStore.open()
    except StoreError as exc:
        store_error = exc
    try:
        problem = run(lang=lang, settings=settings, plain=args.plain, store=store, store_error=store_error)
    finally:
        if store is not None:
            store.close()
    if problem:
        print(f"helper: {problem}", file=sys.stderr)


def cmd_rulings(args, lang: str) -> int:
    """``rulings list`` and ``rulings export``: every readable ruling; the
    unreadable ones are named on standard error and the exit code is then 1."""
    from helper.rulings import RulingStore, StoreError
    from helper.rulings.messages import read_error

    _ = get_translator(lang).gettext
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
            _print_json(data)
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
    """Write the export as CSV or JSON, atomically (see :func:`_write_text`)."""
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
    _write_text(path, content, lang, force=force)


def _write_text(path: Path, content: str, lang: str, force: bool = False) -> None:
    """Write ``content`` to the regular file ``path``, atomically: a temporary
    file in the same directory, then a rename; ``-`` writes to standard output.

    Only regular files are written: a directory, symbolic link, device, FIFO
    or socket is refused (CliError), so is an existing file unless ``force``;
    a replaced file keeps its mode, a new one gets the usual mode (0666 less
    the umask). Nothing is left behind on failure.
    """
    import os
    import stat
    import tempfile

    _ = get_translator(lang).gettext
    if str(path) == "-":
        sys.stdout.write(content)
        return

    def refuse(reason: str) -> CliError:
        return CliError(_("Cannot write {file}: {reason}").format(file=path, reason=reason))

    def check() -> int | None:
        """The mode of the existing regular file, None when there is none; refuses the rest."""
        try:
            info = os.lstat(path)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise refuse(exc.strerror or str(exc)) from None
        if stat.S_ISDIR(info.st_mode):
            raise refuse(_("it is a directory"))
        if stat.S_ISLNK(info.st_mode):
            raise refuse(_("it is a symbolic link; give the file it points to"))
        if not stat.S_ISREG(info.st_mode):
            raise refuse(_("it is not a regular file (a device, FIFO or socket)"))
        if not force:
            raise refuse(_("it already exists; add --force to replace it"))
        return stat.S_IMODE(info.st_mode)

    mode = check()
    if mode is None:
        umask = os.umask(0o022)
        os.umask(umask)
        mode = 0o666 & ~umask
    temp = None
    try:
        fd, temp = tempfile.mkstemp(dir=path.absolute().parent, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(content)
            handle.flush()
            if hasattr(os, "fchmod"):  # POSIX; elsewhere the file keeps the usual mode
                os.fchmod(handle.fileno(), mode)
            os.fsync(handle.fileno())
        if force:
            check()  # still a regular file (or gone): replace it
            os.replace(temp, path)
        else:
            # No clobbering, even of a file made meanwhile: link fails when the name exists.
            try:
                os.link(temp, path)
            except FileExistsError:
                check()
                raise
            except OSError as exc:
                if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
                    raise
                check()  # a file system without hard links
                os.replace(temp, path)
            else:
                os.unlink(temp)
        temp = None
    except OSError as exc:
        raise refuse(exc.strerror or str(exc)) from None
    finally:
        if temp and os.path.exists(temp):
            os.unlink(temp)


# ---------------------------------------------------------------- entry point

def _localize_argparse(lang: str) -> None:
    translator = get_translator(lang)
    argparse._ = translator.gettext  # type: ignore[attr-defined]
    argparse.ngettext = translator.ngettext  # type: ignore[attr-defined]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code (0 ok, 2 bad input)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    # --lang and --settings are accepted anywhere on the line (before or after
    # the command), so they are taken out first.
    pre = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    pre.add_argument("--lang")
    pre.add_argument("--settings", type=Path)
    known, rest = pre.parse_known_args(argv)
    try:
        lang = negotiate(known.lang)
    except UnknownLanguage as exc:
        lang = negotiate(None)
        _ = get_translator(lang).gettext
        print(_("helper: unknown language {code}; use one of: {langs}").format(code=exc.code, langs=", ".join(LANGS)),
              file=sys.stderr)
        return 2
    if not _utf8(sys.stdout):
        # Text commands still work on a non-UTF-8 terminal, in a language it can show.
        if not _can_show(lang, sys.stdout.encoding):
            print(f"helper: this terminal's encoding ({sys.stdout.encoding}) cannot show "
                  f"{ {'zh': 'Chinese', 'el': 'Greek'}[lang]}: English is used. For it, set a UTF-8 locale "
                  "(export LANG=C.UTF-8) and leave PYTHONIOENCODING unset.", file=sys.stderr)
            lang = "en"
        sys.stdout.reconfigure(errors="replace")
        sys.stderr.reconfigure(errors="replace")
    _localize_argparse(lang)
    args = build_parser(lang).parse_args(rest)
    args.settings = known.settings
    args.target = known.lang and _catalog_lang(known.lang)
    handlers = {"score": cmd_score, "rule": cmd_rule, "catalog": cmd_catalog, "rulings": cmd_rulings,
                "review": cmd_review, "laws": cmd_laws_show, None: cmd_ui}
    try:
        code = handlers[args.command](args, lang)
    except CliError as exc:
        print(f"helper: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # a defect: say so plainly, never a traceback on screen
        _ = get_translator(lang).gettext
        print(_("helper: internal error ({kind}: {detail}); nothing was changed. Please report it.").format(
            kind=type(exc).__name__, detail=exc), file=sys.stderr)
        return 1
    return code or 0


def _catalog_lang(code: str) -> str:
    # For catalog and review commands --lang also names the catalogue: el or zh.
    try:
        return normalize_lang(code)
    except UnknownLanguage:
        return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
