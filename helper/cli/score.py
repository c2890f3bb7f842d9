"""``helper score ...``: adjusted scores, contracts, IMPs and matchpoints from the command line (Laws 12, 77, 78, 86, 87)."""

from __future__ import annotations

import sys
TYPE_CHECKING = False  # typing is not imported at run time (start-up time); the names are for annotations
if TYPE_CHECKING:
    from typing import Any

from helper.cli.common import (FAULTS, CliError, OnlyCommand, cut, num, number_type, print_json, settings_from,
                               whole_number)
from helper.i18n import get_translator


def add_parsers(commands, lang: str, only: str | None = None) -> None:
    """The ``score`` command and its rules; ``only``: the one rule to build (``imps``), None for all
    (see :class:`helper.cli.common.OnlyCommand`)."""
    _ = get_translator(lang).gettext
    imps = number_type(lang, -24, 24)

    score = commands.add_parser("score", help=_("compute adjusted scores"))
    score_commands = OnlyCommand(score.add_subparsers(dest="score_command", metavar="RULE", required=True), only)

    art = score_commands.add_parser("artificial", help=_("artificial adjusted score (Law 12C2)"))
    art.add_argument("--scoring", choices=("mp", "imps", "ximps", "butler"), required=True,
                     help=_("matchpoints, IMPs (teams), pairs at cross-IMPs or at Butler"))
    art.add_argument("--ns", choices=FAULTS, required=True, help=_("NS responsibility: none, partly or direct"))
    art.add_argument("--ew", choices=FAULTS, required=True, help=_("EW responsibility: none, partly or direct"))
    art.add_argument("--top", type=number_type(lang, None, 10000, positive=True), help=_("top on the board, in matchpoints"))
    art.add_argument("--ns-session", type=number_type(lang, None, None),
                     help=_("NS score on the other boards of the session: percent (mp) or average IMPs (imps)"))
    art.add_argument("--ew-session", type=number_type(lang, None, None),
                     help=_("EW score on the other boards of the session: percent (mp) or average IMPs (imps)"))
    art.add_argument("--individual", action="store_true", help=_("individual event (Law 12C3)"))
    art.add_argument("--director-error", action="store_true", help=_("the Director's error: both sides non-offending (Law 82C)"))
    art.add_argument("--board-in-session", type=number_type(lang, 1, 100, integer=True), default=1,
                     help=_("how many boards of the session the contestant has failed to obtain a result on, counting this one (Law 12C2(d))"))
    art.add_argument("--knockout", action="store_true",
                     help=_("a knockout match: non-balancing scores at IMPs are averaged (Law 12C4)"))
    art.add_argument("--results", type=number_type(lang, 2, 10000, integer=True),
                     help=_("times the board was due to be played: the full top (Law 78A) at mp, the comparisons at ximps"))
    art.add_argument("--json", action="store_true", help=_("print JSON"))

    fouled = score_commands.add_parser("fouled", help=_("a fouled board played in several versions (Law 87B)"))
    fouled.add_argument("--group", action="append", required=True, metavar="SCORES",
                        help=_("one version's NS scores, comma-separated (repeat for each version)"))
    fouled.add_argument("--expected", type=number_type(lang, 2, 10000, integer=True), required=True,
                        help=_("results the board should have had (times it was due to be played)"))
    fouled.add_argument("--scale", type=whole_number, choices=(2, 1), help=_("2: two per score beaten, one per tie; 1: one per score beaten, a half per tie (default: the settings)"))
    fouled.add_argument("--min-group", type=number_type(lang, 1, 10000, integer=True),
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
    contract.add_argument("--declarer", choices=("N", "E", "S", "W"), type=str.upper,
                          help=_("declarer (needed unless the contract names it: 7NTXN=)"))
    contract.add_argument("--vul", choices=vul_choices, default="none", help=_("vulnerability: none, ns, ew or both"))
    contract.add_argument("--json", action="store_true", help=_("print JSON"))

    imps_cmd = score_commands.add_parser("imps", help=_("IMPs for a score difference (Law 78B)"))
    imps_cmd.add_argument("diff", type=number_type(lang, None, None), help=_("score difference in points"))
    imps_cmd.add_argument("--json", action="store_true", help=_("print JSON"))

    mp = score_commands.add_parser("matchpoints", help=_("matchpoints of a score against a traveller (Law 78A)"))
    mp.add_argument("--field", required=True, help=_("the other tables' NS scores, comma-separated"))
    mp.add_argument("--score", required=True, help=_("the NS score to matchpoint"))
    mp.add_argument("--scale", type=whole_number, choices=(2, 1), help=_("2: two per score beaten, one per tie; 1: one per score beaten, a half per tie (default: the settings)"))
    mp.add_argument("--expected", type=number_type(lang, 1, 10000, integer=True), help=_("results expected on the board (Neuberg)"))
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
    weighted.add_argument("--scale", type=whole_number, choices=(2, 1), help=_("2: two per score beaten, one per tie; 1: one per score beaten, a half per tie (default: the settings)"))
    weighted.add_argument("--json", action="store_true", help=_("print JSON"))
    _add_penalty_parser(score_commands, lang)


def _add_penalty_parser(score_commands, lang: str) -> None:
    """``score penalty``: a procedural penalty (Law 90A) on the offending contestant."""
    _ = get_translator(lang).gettext
    penalty = score_commands.add_parser("penalty", help=_("a procedural penalty on one contestant (Law 90)"))
    penalty.add_argument("--scoring", choices=("mp", "imps", "ximps", "butler", "vps"), required=True,
                         help=_("mp (percent of a top), imps (teams), ximps, butler, or vps (a match in victory points)"))
    penalty.add_argument("--side", choices=("ns", "ew"), help=_("the offending contestant"))
    penalty.add_argument("--player", choices=("n", "e", "s", "w"),
                         help=_("in an individual event, the offending player (each player is a contestant): "
                                "the penalty is his alone"))
    penalty.add_argument("--amount", type=number_type(lang, None, None),
                         help=_("the penalty: percent of a top (mp), IMPs or VPs (default: the standard penalty of the settings)"))
    penalty.add_argument("--top", type=number_type(lang, None, 10000, positive=True),
                         help=_("top on the board, in matchpoints (mp: gives the matchpoints deducted)"))
    penalty.add_argument("--json", action="store_true", help=_("print JSON"))


def score_json(score) -> dict[str, Any]:
    """The JSON shape of an AdjustedScore: ``laws`` (2017 ids, English form),
    ``scoring``, ``notes`` and ``ns``/``ew`` with ``basis`` and ``percent``
    (0-100) and ``matchpoints`` (when a top is known), or ``imps``."""
    def side(s) -> dict[str, Any]:
        data: dict[str, Any] = {"basis": str(s.basis)}
        if s.imps is not None:
            data["imps"] = num(s.imps)
        else:
            data["percent"] = num(s.percent)
            if s.matchpoints is not None:
                data["matchpoints"] = num(s.matchpoints)
        return data

    data = {"laws": list(score.laws), "scoring": str(score.scoring), "notes": list(score.notes),
            "ns": side(score.ns), "ew": side(score.ew)}
    if score.top is not None:
        data["top"] = num(score.top)
    if score.recomputed_field:
        key = "ns_matchpoints" if score.top is not None else "ns_imps"
        data["field"] = [{"ns_score": s, key: num(v)} for s, v in score.recomputed_field]
    if score.recomputed_field_ew:
        # Split: the other EW pairs scored against the EW set, from EW's point of view.
        key = "ew_matchpoints" if score.top is not None else "ew_imps"
        data["field_ew"] = [{"ns_score": s, key: num(score.top - v if score.top is not None else -v)}
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
    return {"balanced": False, "balance": {"total": num(found[0]), "law": found[1]}}


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
    return {"top": num(board.top), "expected": board.expected, "scale": board.scale, "min_group": board.min_group,
            "versions": [[{"ns_score": r.ns_score, "ns_matchpoints": num(r.ns.matchpoints),
                           "ew_matchpoints": num(r.ew.matchpoints), "ns_percent": num(r.ns.percent),
                           "ew_percent": num(r.ew.percent), "artificial": r.artificial} for r in group]
                         for group in board.groups]}


def _print_score(score, lang: str, as_json: bool, form: str | None = None, minutes: int = 30) -> None:
    from helper.dialogue.ruling import Ruling
    from helper.dialogue.render import details, summary

    ruling = Ruling("score", score.laws, "cli", score=score, form=form, appeal_minutes=minutes)
    if as_json:
        print_json(score_json(score))
        return
    print(summary(ruling, lang))
    for line in details(ruling, lang):
        print("  " + line)


def _scoring_error(exc, lang: str) -> CliError:
    from helper.dialogue.render import scoring_error_text

    name = exc.field if exc.field.startswith("--") else "--" + exc.field.replace("_", "-")
    return CliError(scoring_error_text(exc, lang, field=name))


def cmd_score(args, lang: str) -> None:
    from helper.scoring.errors import ScoringError  # the one class (helper.scoring re-exports it)

    if args.score_command == "penalty":
        cmd_score_penalty(args, lang)
        return
    if args.score_command in ("contract", "imps", "matchpoints", "weighted", "fouled"):
        try:
            {"contract": cmd_score_contract, "imps": cmd_score_imps, "matchpoints": cmd_score_matchpoints,
             "weighted": cmd_score_weighted, "fouled": cmd_score_fouled}[args.score_command](args, lang)
        except ScoringError as exc:
            raise _scoring_error(exc, lang) from None
        return
    from helper.scoring import artificial_score, knockout_average, rounded, teams_multiple_results

    _ = get_translator(lang).gettext
    settings = settings_from(args, lang)
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
    _print_score(rounded(score, settings.scoring.score_decimals, settings.scoring.score_halves), lang, args.json,
                 minutes=settings.appeal.minutes)


def cmd_score_fouled(args, lang: str) -> None:
    from helper.dialogue.render import fouled_lines
    from helper.scoring.fouled import fouled_board
    from helper.scoring.notation import parse_field

    _ = get_translator(lang).gettext
    settings = settings_from(args, lang)
    from helper.scoring.errors import ScoringError

    groups = []
    for group in args.group:
        try:
            groups.append(parse_field(group, field_name="--group"))
        except ScoringError as exc:
            if exc.code != "field":
                raise
            # A fouled board's group is one version's tables, not "the other tables" of a traveller.
            raise CliError(_("--group: the NS scores of one version's tables are missing or wrong: "
                             "{value} (e.g. {example}).").format(value=cut(group) if group.strip() else "''",
                                                                  example="--group 420,450,-50")) from None
    total = sum(len(group) for group in groups)
    if int(args.expected) < total:
        raise CliError(_("--expected must be at least the number of results ({count}).").format(count=total))
    board = fouled_board(groups, int(args.expected), settings=settings, scale=args.scale,
                         min_group=None if args.min_group is None else int(args.min_group))
    if args.json:
        print_json({"laws": list(board.laws), **fouled_json(board),
                     "conventions": {"matchpoint_scale": board.scale, "fouled_min_group": board.min_group}})
        return
    for line in fouled_lines(board, lang, settings.scoring.score_halves):
        print(line)


def _score_teams_single(args, lang: str, settings) -> None:
    """``score teams --assigned-result R --other-table R``: Law 86B1, the
    assigned adjusted score IMPed against the other table (Law 78B)."""
    from helper.scoring import rounded
    from helper.scoring.assigned import assigned_score
    from helper.scoring.notation import parse_table_result

    _ = get_translator(lang).gettext
    if args.ns is not None or args.ew is not None or args.assigned is not None:
        raise CliError(_("Give --ns and --ew (Law 86B2), or --assigned-result and --other-table (Law 86B1)."))
    if args.other_table is None:
        raise CliError(_("At IMPs (teams) give --other-table."))
    outcomes = [(o.weight, o.ns_score) for o in read_outcomes(args.assigned_result, args.vul, "--assigned-result", lang)]
    score = assigned_score(
        "imps", outcomes=outcomes,
        other_table=parse_table_result(args.other_table, args.vul, "--other-table"),
        knockout=args.knockout, single_result=True,
    )
    _print_score(rounded(score, settings.scoring.score_decimals, settings.scoring.score_halves), lang, args.json,
                 minutes=settings.appeal.minutes)


def cmd_score_contract(args, lang: str) -> None:
    import re

    from helper.scoring.errors import ScoringError
    from helper.scoring.contract import parse_result
    from helper.scoring.contract import ns_score as law77_ns_score

    _ = get_translator(lang).gettext
    # Every form the helper prints, it reads: 7NTXN= names its declarer
    # (then --declarer may be left out, or must agree). Otherwise the
    # declarer goes between the contract and its result: 4SX+1 -> 4SXN+1.
    try:
        result = _passed_out(args.contract) or parse_result(args.contract)
    except ScoringError as exc:
        if exc.field == "tricks" or exc.code in ("contract", "digit", "length", "character"):
            # 4SN+4 (14 tricks), 8SN=, ❸NT=, 4SN=x: wrong whoever declares; said as such (Law 77), not "declarer missing".
            raise ScoringError(exc.code, "contract", args.contract, char=exc.char) from None
        result = None
    if result is not None and result.contract is not None and result.contract.declarer is None:
        result = None
    if result is not None and result.contract is not None and args.declarer \
            and result.contract.declarer != args.declarer:
        raise CliError(_("The contract names declarer {named}, --declarer says {given}: give one.").format(
            named=result.contract.declarer, given=args.declarer))
    if result is None and not args.declarer:
        raise ScoringError("declarer", "contract", args.contract)
    if result is None:
        match = re.match(r"^\s*(.*?)\s*(=|[+-]\s*[0-9０-９]+|/\s*[0-9０-９]+|\s[0-9０-９]+)?\s*$", args.contract,
                         re.DOTALL)
        text = f"{match[1]}{args.declarer or ''}{match[2] or ''}"
        try:
            result = parse_result(text)
        except ScoringError as exc:
            raise ScoringError(exc.code, "contract", args.contract, char=exc.char) from exc
    ns = law77_ns_score(result, vul=args.vul)
    if args.json:
        print_json({"laws": ["77"], "contract": str(result.contract) if result.contract else None, "result": str(result),
                     "tricks": result.tricks, "vul": args.vul, "ns_score": ns, "ew_score": -ns})
        return
    print(_("{result}: NS {ns}, EW {ew} (Law 77)").format(
        result=str(result), ns=format_points(ns), ew=format_points(-ns)))


def _passed_out(text: str):
    """The pass-out Result when ``text`` says the board was passed out (Law 77: 0), else None."""
    from helper.scoring.errors import ScoringError
    from helper.scoring.contract import parse_result

    try:
        result = parse_result(text)
    except ScoringError:
        return None
    return result if result.passed_out else None


def read_outcomes(items, vul: str, name: str, lang: str):
    """:func:`helper.scoring.notation.parse_outcomes` of weighted outcomes (Law 12C1(c)) typed
    on the command line, refusing (ScoringError ``comma``) a weight written with a decimal comma
    ("60,5 4SN=") in a language that groups thousands with the comma (English, Chinese)."""
    from helper.i18n import DECIMAL_SEPARATOR
    from helper.scoring import ScoringError
    from helper.scoring.notation import comma_weight, parse_outcomes

    if DECIMAL_SEPARATOR.get(lang, ".") == ".":
        for item in [items] if isinstance(items, str) else items:
            weight = comma_weight(item)
            if weight is not None:
                raise ScoringError("comma", name, weight)
    return parse_outcomes(items, vul, name)


def format_points(points: int) -> str:
    """A Law 77 score with its sign: ``+420``, ``-50``, ``0``."""
    return f"{points:+d}" if points else "0"


def cmd_score_imps(args, lang: str) -> None:
    from helper.i18n import format_number
    from helper.scoring.imps import MAX_SCORE_DIFFERENCE, imps, possible_difference

    translator = get_translator(lang)
    _ = translator.gettext
    value = imps(args.diff)
    possible = possible_difference(args.diff)
    if not possible:
        # Said, not refused: an unrounded Butler datum (a setting) can give such a difference.
        print(_("Note: no two bridge scores differ by {diff} points (every score is a multiple of 10, "
                "and no difference exceeds {most}); the IMPs are for the difference as given.").format(
            diff=format_number(args.diff, lang), most=format_number(MAX_SCORE_DIFFERENCE, lang)), file=sys.stderr)
    if args.json:
        print_json({"laws": ["78B"], "diff": float(args.diff), "imps": value, "possible": possible})
        return
    # Each count takes its own plural form: "10 points = 0 IMPs", "20 points = 1 IMP".
    points = translator.ngettext("{diff} point", "{diff} points", 1 if abs(args.diff) == 1 else 2).format(
        diff=format_number(args.diff, lang))
    print(translator.ngettext("{points} = {imps} IMP (Law 78B)", "{points} = {imps} IMPs (Law 78B)",
                              1 if abs(value) == 1 else 2).format(points=points, imps=value))


def cmd_score_matchpoints(args, lang: str) -> None:
    from helper.scoring.defaults import towards
    from helper.i18n import format_number, format_percent
    from helper.scoring.matchpoints import matchpoints, neuberg, percentage, top
    from helper.scoring.notation import parse_field, parse_ns_score

    _ = get_translator(lang).gettext
    field = parse_field(args.field, field_name="--field")
    score = parse_ns_score(args.score, "--score")
    from helper.scoring.defaults import MATCHPOINT_SCALE, SCORE_HALVES, no_settings_file

    if args.settings is None and no_settings_file():
        # Without a settings file the defaults, without reading the settings (start-up time).
        scale, halves = MATCHPOINT_SCALE, SCORE_HALVES
    else:
        scoring = settings_from(args, lang).scoring
        scale, halves = scoring.matchpoint_scale, scoring.score_halves
    if args.scale is None:
        args.scale = scale
    mp = matchpoints(score, field, args.scale)
    board_top = top(len(field) + 1, args.scale)
    data: dict[str, Any] = {"laws": ["78A"], "score": score, "field": field, "scale": args.scale,
                            "matchpoints": num(mp), "top": num(board_top), "percent": num(percentage(mp, board_top))}
    if args.expected is not None:
        expected = int(args.expected)
        if expected < len(field) + 1:
            raise CliError(_("--expected must be at least the number of results ({count}).").format(count=len(field) + 1))
        factored = neuberg(mp, len(field) + 1, expected, args.scale)
        full_top = top(expected, args.scale)
        data["neuberg"] = {"expected": expected, "matchpoints": num(factored), "top": num(full_top),
                           "percent": num(percentage(factored, full_top))}
    if args.json:
        print_json(data)
        return
    # An exact half shown as [scoring] score_halves says (towards half the top and 50% or away from zero).
    print(_("NS {score}: {mp} of {top} MP ({percent}) (Law 78A)").format(
        score=format_points(score), mp=format_number(mp, lang, towards=towards(halves, "matchpoints",
                                                                                board_top)),
        top=format_number(board_top, lang),
        percent=format_percent(percentage(mp, board_top), lang, towards=towards(halves, "percent"))))
    if "neuberg" in data:
        n = data["neuberg"]
        expected = get_translator(lang).ngettext("{count} result expected", "{count} results expected",
                                                 n["expected"]).format(count=n["expected"])
        print(_("Neuberg, {expected}: {mp} of {top} MP ({percent})").format(
            expected=expected, mp=format_number(factored, lang, towards=towards(halves, "matchpoints",
                                                                                full_top)),
            top=format_number(full_top, lang),
            percent=format_percent(percentage(factored, full_top), lang, towards=towards(halves,
                                                                                          "percent"))))


def cmd_score_weighted(args, lang: str) -> None:
    from helper.frozen import replace

    from helper.scoring import rounded
    from helper.scoring.assigned import assigned_score
    from helper.scoring.conventions import assigned_conventions
    from helper.scoring.notation import parse_field, parse_table_result

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
        return [(o.weight, o.ns_score) for o in read_outcomes(items, args.vul, name, lang)]

    scoring_settings = settings_from(args, lang).scoring

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
    results = len(parse_field(args.field, args.vul, "--field")) + 1 if args.field is not None else None
    score = replace(score, conventions=assigned_conventions(args.scoring, scoring_settings, results))
    _print_score(rounded(score, scoring_settings.score_decimals, scoring_settings.score_halves), lang, args.json)


def penalty_json(penalty) -> dict[str, Any]:
    """The JSON shape of a procedural penalty (Law 90A): ``side``, ``unit``
    (``pct`` of a top, ``imps``, ``vps``), ``amount`` (positive, deducted),
    ``matchpoints`` and ``top`` when a top is known, ``standard`` and ``law``;
    ``opponents_change`` is always 0 (the opponents' score does not change); ``player``
    (``n``/``e``/``s``/``w``) in an individual event, the only player penalised."""
    data: dict[str, Any] = {"law": penalty.law, "side": penalty.side, "unit": penalty.unit,
                            "amount": num(penalty.amount), "standard": penalty.standard, "opponents_change": 0}
    if getattr(penalty, "player", None):
        data["player"] = penalty.player
    if penalty.matchpoints is not None:
        data["matchpoints"] = num(penalty.matchpoints)
        data["top"] = num(penalty.top)
    return data


def cmd_score_penalty(args, lang: str) -> None:
    """``score penalty``: the procedural penalty (Law 90A), standard (a
    setting) or as given; printed with the appeal notice (Law 83, 92B)."""
    from helper.dialogue.render import appeal_text, law_list, penalty_text
    from helper.scoring.errors import ScoringError
    from helper.scoring.penalty import procedural_penalty

    _ = get_translator(lang).gettext
    settings = settings_from(args, lang)
    if args.top is not None and args.scoring != "mp":
        raise CliError(_("--top is for matchpoints: a penalty at IMPs or VPs is given in IMPs or VPs."))
    if args.side is None and args.player is None:
        raise CliError(_("Give the offending contestant: --side ns or ew (pairs, teams), or --player n, e, s or w "
                         "(an individual)."))
    if args.side is not None and args.player is not None and args.side != {"n": "ns", "s": "ns"}.get(
            args.player, "ew"):
        raise CliError(_("--player {player} does not sit in --side {side}.").format(player=args.player,
                                                                                 side=args.side))
    try:
        penalty = procedural_penalty(args.scoring, args.side, amount=args.amount, top=args.top,
                                     settings=settings.penalty, player=args.player)
    except ScoringError as exc:
        if exc.code == "vp_range":
            raise CliError(_("--amount: victory points must be above 0 and at most 25, not {value}.").format(
                value=exc.value)) from None
        if exc.field == "amount" and exc.code in ("percent_range", "imps_range"):
            raise CliError((_("--amount: a penalty in percent of a top must be above 0 and at most 100, not {value}.")
                            if exc.code == "percent_range" else
                            _("--amount: a penalty in IMPs must be above 0 and at most 24, not {value}.")).format(
                value=exc.value)) from None
        raise _scoring_error(exc, lang) from None
    if args.json:
        print_json(penalty_json(penalty))
        return
    print(law_list((penalty.law,), lang) + ": " + penalty_text(penalty, lang))
    print("  " + appeal_text(settings.appeal.minutes, lang))
