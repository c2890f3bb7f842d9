"""Adjusted scores of Laws 12 and 86 that need no bridge result.

Artificial adjusted scores (Law 12C2), team play with several non-comparable
results (Law 86B2), and the knockout average of non-balancing scores (Law 12C4).

Units:
- ``percent``: a percentage of the available matchpoints, 0-100.
- ``matchpoints``: points on the board's top (``top`` = the most matchpoints
  a contestant can score on the board).
- ``imps``: IMPs for the board, from the side's own point of view.

All arithmetic is exact (:class:`fractions.Fraction`); rounding is for display.
Scores need not balance (Law 12C2: both sides can get average plus).
"""

from __future__ import annotations

import math
from fractions import Fraction

from helper.frozen import Frozen, replace
from helper.scoring.errors import ScoringError
from helper.scoring.kinds import Basis, Fault, Scoring  # their home since issue 10; re-exported here
from helper.scoring.settings import Settings

__all__ = ["ScoringError"]  # re-exported: its home before issue 10 (callers import it from here)


class SideScore(Frozen):
    """One side's adjusted score on the board.

    ``percent`` (0-100) and ``matchpoints`` (only when the top is known) at
    matchpoints; ``imps`` at IMPs, from this side's own point of view.
    ``basis`` says which rule gave it.
    """

    basis: Basis
    percent: Fraction | None = None
    matchpoints: Fraction | None = None
    imps: Fraction | None = None


class AdjustedScore(Frozen):
    """The outcome of a rule: both sides' scores and the 2017 paragraphs applied.

    ``laws``: 2017 paragraph ids, English form, in citation order.
    ``notes``: language-neutral codes the UI words: ``both_non_offending``
    (Law 82C), ``individual`` (Law 12C3), ``cancel_board`` and
    ``substitute_board`` (Law 86B2(a)/(c)), ``multiple_boards`` (12C2(d)),
    ``split`` (12C1(e)), ``no_damage`` (12B1), ``knockout_balanced`` (a
    knockout match whose scores balance: Law 12C4 checked, nothing to
    average), ``single_result`` (86B1: an assigned adjusted score because the
    other table's result is clearly favourable to one side).

    For assigned scores (:func:`helper.scoring.assigned.assigned_score`):
    ``top`` (matchpoints on the board), the other tables (each other table's NS
    score and recomputed NS matchpoints or IMPs: ``recomputed_field``; for a
    split score the other tables against the EW set: ``recomputed_field_ew``,
    still as NS values), ``components`` (each outcome of the NS set:
    :class:`helper.scoring.weighted.Component`, its value to NS by itself and,
    at Butler, its datum; ``components_ew`` for the EW set of a split score), ``table`` (the table
    result's value to NS and to EW), ``assigned`` (when the table result
    stands: the assigned score it was compared with), ``damaged`` (Law 12B1), ``adjusted``
    (False when the table result stands) and ``nos`` (``ns``/``ew``, or
    ``both`` when both sides are non-offending, Law 82C).

    ``separate``: in a knockout match whose adjusted scores did not balance,
    each side's separately computed score (IMPs from its own point of view)
    before Law 12C4 gave each their average; None otherwise.

    ``comparisons``: at cross-IMPs, the number of comparisons an artificial
    score was scaled to. ``conventions``: the scorers' conventions the score
    rests on, as ``(code, value)`` pairs the UI words (``matchpoint_scale``,
    ``cross_imps``, ``datum``, ``rounding`` ..., see
    :func:`helper.scoring.conventions.conventions`). ``fouled``: for a fouled
    board (Law 87B), the :class:`helper.scoring.fouled.FouledBoard` scored.

    ``halves``: how a figure with more decimals than are shown (exact scores
    are shown to two) shows an exact half: ``"away"`` from zero or
    ``"towards_average"`` (the ``[scoring] score_halves`` setting, set by
    :func:`rounded`; see :func:`helper.dialogue.render.format_side`). The
    values themselves stay as they are.
    """

    scoring: Scoring
    ns: SideScore
    ew: SideScore
    laws: tuple[str, ...]
    notes: tuple[str, ...] = ()
    top: Fraction | None = None
    recomputed_field: tuple[tuple[int, Fraction], ...] = ()
    recomputed_field_ew: tuple[tuple[int, Fraction], ...] = ()
    components: tuple = ()
    components_ew: tuple = ()
    table: tuple[SideScore, SideScore] | None = None
    assigned: tuple[SideScore, SideScore] | None = None
    damaged: bool | None = None
    adjusted: bool = True
    nos: str | None = None
    separate: tuple[SideScore, SideScore] | None = None
    comparisons: int | None = None
    conventions: tuple[tuple[str, object], ...] = ()
    fouled: object | None = None
    halves: str = "away"


# Citation order of the paragraphs these rules name.
_LAW_ORDER = (
    "82C", "87B", "86A", "86B1", "86B2", "86B2(a)", "86B2(b)", "86B2(c)",
    "12B1", "12C1(a)", "12C1(b)", "12C1(c)", "12C1(e)", "12C2(a)", "12C2(b)", "12C2(c)", "12C2(d)", "12C3", "12C4",
)


def _ordered(laws: set[str]) -> tuple[str, ...]:
    return tuple(sorted(laws, key=_LAW_ORDER.index))


def _fraction(field_name: str, value: object, low: Fraction | None, high: Fraction | None, code: str) -> Fraction:
    try:
        number = Fraction(str(value)) if not isinstance(value, Fraction) else value
    except (ValueError, ZeroDivisionError) as exc:
        raise ScoringError("number", field_name, value) from exc
    if (low is not None and number < low) or (high is not None and number > high):
        raise ScoringError(code, field_name, value)
    return number


def _percent(field_name: str, value: object | None) -> Fraction | None:
    if value is None:
        return None
    return _fraction(field_name, value, Fraction(0), Fraction(100), "percent_range")


def _session_imps(field_name: str, value: object | None) -> Fraction | None:
    if value is None:
        return None
    # 24 IMPs is the most a board can give (Law 78B scale).
    return _fraction(field_name, value, Fraction(-24), Fraction(24), "imps_range")


def _fault(field_name: str, value: object) -> Fault:
    try:
        return Fault(value)
    except ValueError as exc:
        raise ScoringError("fault", field_name, value) from exc


def _scoring(value: object) -> Scoring:
    # Artificial scores are matchpoint percentages or IMPs (Law 12C2(a), (b)).
    try:
        scoring = Scoring(value)
    except ValueError as exc:
        raise ScoringError("scoring", "scoring", value) from exc
    return scoring


def _results(value: object | None) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or Fraction(str(value)).denominator != 1 or not 1 <= Fraction(str(value)) <= 10000:
        raise ScoringError("count", "results", value)
    return int(Fraction(str(value)))


def imps_factor(scoring: Scoring, results: int | None, settings: Settings) -> tuple[Fraction, int | None]:
    """The scale of an artificial IMP score, per comparison, on a board of ``results``.

    Law 12C2(b) gives average plus / minus in IMPs for a comparison with one
    other score. Pairs ranked at cross-IMPs summed over the comparisons score
    a real result on a scale of (results - 1) comparisons, so an artificial
    score must be on that scale too (issue B2; Law 12C2(b) with Law 78D):
    the value per comparison times (results - 1). Averaged over the
    comparisons the factor is 1; averaged over the results (n) it is
    (results - 1) / results. Butler (one comparison with the datum) and teams: 1.

    Returns:
        ``(factor, comparisons)``; comparisons is None where it does not apply.

    Raises:
        ScoringError: ``results_required`` when cross-IMPs need ``results``,
            ``count`` when there are fewer than 2.
    """
    if scoring is not Scoring.CROSS_IMPS:
        return Fraction(1), None
    mode = settings.scoring.cross_imps_mode
    if mode is True:
        return Fraction(1), None if results is None else results - 1
    if results is None:
        raise ScoringError("results_required", "results", None)
    if results < 2:
        raise ScoringError("count", "results", results)
    if mode == "results":
        return Fraction(results - 1, results), results - 1
    return Fraction(results - 1), results - 1


def artificial_score(
    scoring: Scoring | str,
    ns_fault: Fault | str,
    ew_fault: Fault | str,
    *,
    top: object | None = None,
    ns_session: object | None = None,
    ew_session: object | None = None,
    individual: bool = False,
    director_error: bool = False,
    board_in_session: int = 1,
    results: object | None = None,
    settings: Settings | None = None,
    knockout: bool = False,
) -> AdjustedScore:
    """Artificial adjusted scores for a board on which no result can be obtained.

    Law 12C2(a): average plus / average / average minus to a contestant in no
    way / partly / directly at fault (matchpoints: percentages of the
    available matchpoints). Law 12C2(b): at IMPs average plus / minus is
    +3 / -3 IMPs (average 0). Law 12C2(c): a non-offending contestant (in no
    way at fault) whose session score exceeds 60% gets that percentage; an
    offending contestant (directly at fault) below 40% gets its own; at IMPs
    the equivalent is the contestant's average IMPs per board, against +3 / -3.
    A regulated average plus (minus) that is more (less) than the session
    score is kept, and then 12C2(c) is not cited.
    Law 12C2(d): from the regulated board on, the Regulating Authority's
    scores replace those of (a) and (b). Law 12C3: in an individual event both
    members of a side get the same score. Law 82C: on a director's error both
    sides are treated as non-offending.

    Pairs at cross-IMPs (``"ximps"``) or Butler (``"butler"``) get IMPs on
    the scale of the real scores they are ranked with: the Law 12C2(b) value
    per comparison times :func:`imps_factor` (at cross-IMPs summed, results - 1).

    Args:
        scoring: ``"mp"``, ``"imps"`` (teams), ``"ximps"`` or ``"butler"``.
        ns_fault, ew_fault: ``"none"``, ``"partly"`` or ``"direct"``; ignored
            (both ``none``) when ``director_error``.
        top: the board's top in matchpoints (> 0); gives ``matchpoints``.
        results: how many times the board was due to be played (its results,
            1-10000). At matchpoints, without ``top``, it gives the full top
            (Law 78A: 2(n-1), or n-1 on the 1 and 1/2 scale); at cross-IMPs
            the number of comparisons (n-1). At cross-IMPs the session IMPs
            are per comparison.
        ns_session, ew_session: each side's score on the other boards of the
            session: percent 0-100 at matchpoints, average IMPs per board
            (-24..24) at IMPs; None when not known.
        individual: an individual event (adds Law 12C3).
        director_error: the Director's error (Law 82C).
        board_in_session: 1 for the contestant's first board without a result
            in this session, 2 for the second ... (Law 12C2(d)).
        settings: regulation settings (default :class:`Settings()`).
        knockout: a knockout match: at IMPs, non-balancing scores (e.g. NS
            partly at fault 0, EW in no way at fault +3) become the average
            of the two, NS -1.5 and EW +1.5 IMPs (Law 12C4, :func:`knockout_rule`).

    Returns:
        AdjustedScore with each side's ``percent`` (and ``matchpoints`` when
        ``top`` is given) or ``imps``.

    Raises:
        ScoringError: an unknown fault or scoring, a percentage outside 0-100,
            a top not above 0, session IMPs outside -24..24.
    """
    settings = settings or Settings()
    scoring = _scoring(scoring)
    faults = {"ns": _fault("ns", ns_fault), "ew": _fault("ew", ew_fault)}
    results = _results(results)
    conventions: list[tuple[str, object]] = []
    if top is not None:
        top = _fraction("top", top, Fraction(0), None, "top_range")
        if top == 0:
            raise ScoringError("top_range", "top", top)
    elif results is not None and scoring is Scoring.MATCHPOINTS:
        from helper.scoring.matchpoints import top as board_top

        if results < 2:
            raise ScoringError("count", "results", results)
        # Law 78A: the full top of a board due to be played `results` times.
        top = board_top(results, settings.scoring.matchpoint_scale)
        conventions.append(("matchpoint_scale", settings.scoring.matchpoint_scale))
    factor, comparisons = imps_factor(scoring, results, settings)
    if scoring is Scoring.CROSS_IMPS:
        conventions.append(("cross_imps", _cross_imps_convention(settings)))
    if scoring is Scoring.MATCHPOINTS:
        sessions = {"ns": _percent("ns_session", ns_session), "ew": _percent("ew_session", ew_session)}
    else:
        sessions = {"ns": _session_imps("ns_session", ns_session), "ew": _session_imps("ew_session", ew_session)}
    laws = {"12C2(a)"}
    notes: list[str] = []
    if scoring.in_imps:
        laws.add("12C2(b)")
    if director_error:
        laws.add("82C")
        notes.append("both_non_offending")
        faults = {"ns": Fault.NONE, "ew": Fault.NONE}
    if individual:
        laws.add("12C3")
        notes.append("individual")
        if ns_session is None and ew_session is None:
            # Each player is a contestant with his own session score (12C2(c)).
            notes.append("individual_session")
    values = _regulated_values(settings, board_in_session)
    if values is not None:
        laws.add("12C2(d)")
        notes.append("multiple_boards")
    else:
        values = _law_values(settings)
    sides = {}
    for side in ("ns", "ew"):
        sides[side], used_session = _artificial_side(scoring, faults[side], sessions[side], top, values, settings)
        if used_session:
            laws.add("12C2(c)")
        if scoring.in_imps and factor != 1:
            sides[side] = replace(sides[side], imps=sides[side].imps * factor)
    if comparisons is not None and factor != 1:
        notes.append("cross_imps_scale")
    score = AdjustedScore(scoring, sides["ns"], sides["ew"], _ordered(laws), tuple(notes),
                          top=top if scoring is Scoring.MATCHPOINTS else None, comparisons=comparisons,
                          conventions=tuple(conventions))
    return knockout_rule(score) if knockout else score


def _cross_imps_convention(settings: Settings) -> str:
    mode = settings.scoring.cross_imps_mode
    return "sum" if mode is False else ("results" if mode == "results" else "comparisons")


class _Values(Frozen):
    pct: dict[Fault, Fraction]
    imps: dict[Fault, Fraction]


def _law_values(settings: Settings) -> _Values:
    # Law 12C2(a) percentages and Law 12C2(b) IMPs, as the settings give them.
    return _Values(
        pct={Fault.NONE: settings.average_plus_pct, Fault.PARTLY: settings.average_pct, Fault.DIRECT: settings.average_minus_pct},
        imps={Fault.NONE: settings.average_plus_imps, Fault.PARTLY: Fraction(0), Fault.DIRECT: settings.average_minus_imps},
    )


def _regulated_values(settings: Settings, board_in_session: int) -> _Values | None:
    # Law 12C2(d): the Regulating Authority's scores for subsequent boards.
    rule = settings.multiple_boards
    if rule is None or board_in_session < rule.from_board:
        return None
    return _Values(
        pct={Fault.NONE: rule.average_plus_pct, Fault.PARTLY: rule.average_pct, Fault.DIRECT: rule.average_minus_pct},
        imps={Fault.NONE: rule.average_plus_imps, Fault.PARTLY: Fraction(0), Fault.DIRECT: rule.average_minus_imps},
    )


_BASIS = {Fault.NONE: Basis.AVERAGE_PLUS, Fault.PARTLY: Basis.AVERAGE, Fault.DIRECT: Basis.AVERAGE_MINUS}


def _artificial_side(
    scoring: Scoring,
    fault: Fault,
    session: Fraction | None,
    top: Fraction | None,
    values: _Values,
    settings: Settings,
) -> tuple[SideScore, bool]:
    basis = _BASIS[fault]
    if scoring.in_imps:
        value = values.imps[fault]
        # Law 12C2(c), "or the equivalent in IMPs": average IMPs per board on the
        # other boards, compared with average plus / minus.
        threshold_nos, threshold_os = settings.average_plus_imps, settings.average_minus_imps
    else:
        value = values.pct[fault]
        # Law 12C2(c): NOS above 60% / OS below 40% get their session percentage.
        threshold_nos, threshold_os = settings.session_threshold_nos_pct, settings.session_threshold_os_pct
    # The session score is awarded (and 12C2(c) cited) only when it is what the
    # contestant gets: never less favourable to a NOS, nor more to an OS, than
    # the average plus / minus in force (a higher regulated average plus, or a
    # 12C2(d) score, stays).
    used = session is not None and (
        (fault is Fault.NONE and session > threshold_nos and session > value)
        or (fault is Fault.DIRECT and session < threshold_os and session < value)
    )
    if used:
        value, basis = session, Basis.SESSION
    if scoring.in_imps:
        return SideScore(basis, imps=value), used
    matchpoints = value * top / 100 if top is not None else None
    return SideScore(basis, percent=value, matchpoints=matchpoints), used


def teams_multiple_results(
    ns_fault: Fault | str,
    ew_fault: Fault | str,
    *,
    assigned_imps: object | None = None,
    settings: Settings | None = None,
    knockout: bool = False,
) -> AdjustedScore:
    """Law 86B2: team play, two or more non-comparable results between the same contestants.

    - 86B2(a) no contestant at fault: the board is cancelled and artificial
      adjusted scores awarded (Law 12C2: both in no way at fault, average
      plus each), or substitute boards played if time permits.
    - 86B2(b) only one contestant at fault: the non-offending side gets average
      plus (Law 12C2(b), +3 IMPs by default) or the assigned adjusted score,
      whichever is more favourable; the offending side the complement.
    - 86B2(c) both at fault: cancel, artificial scores by Law 12C2(a)/(b).

    Args:
        ns_fault, ew_fault: ``"none"``, ``"partly"`` or ``"direct"`` (partly
            or directly counts as "at fault").
        assigned_imps: for 86B2(b), the assigned adjusted score in IMPs from
            the non-offending side's point of view, if the Director can
            assign one (-24..24); ignored otherwise.
        settings: regulation settings.
        knockout: a knockout match: the non-balancing artificial scores of
            86B2(a) (+3 each) and (c) (e.g. 0 and -3) become the average of
            the two (Law 12C4, :func:`knockout_rule`); 86B2(b) balances.

    Returns:
        AdjustedScore at IMPs.

    Raises:
        ScoringError: an unknown fault or assigned IMPs outside -24..24.
    """
    settings = settings or Settings()
    ns, ew = _fault("ns", ns_fault), _fault("ew", ew_fault)
    at_fault = {"ns": ns is not Fault.NONE, "ew": ew is not Fault.NONE}
    if at_fault["ns"] == at_fault["ew"]:
        paragraph = "86B2(c)" if at_fault["ns"] else "86B2(a)"
        result = artificial_score(Scoring.IMPS, ns, ew, settings=settings)
        notes = ("cancel_board",) + (() if at_fault["ns"] else ("substitute_board",))
        score = AdjustedScore(Scoring.IMPS, result.ns, result.ew, _ordered(set(result.laws) | {paragraph}), notes)
        return knockout_rule(score) if knockout else score
    assigned = _session_imps("assigned_imps", assigned_imps)
    nos_side = "ns" if not at_fault["ns"] else "ew"
    laws = {"86B2(b)", "12C2(b)"}
    if assigned is not None and assigned > settings.average_plus_imps:
        nos = SideScore(Basis.ASSIGNED_FAVOURABLE, imps=assigned)
        laws.add("12C1(a)")
    else:
        nos = SideScore(Basis.AVERAGE_PLUS, imps=settings.average_plus_imps)
    offending = SideScore(Basis.COMPLEMENT, imps=-nos.imps)
    sides = {nos_side: nos, ("ew" if nos_side == "ns" else "ns"): offending}
    score = AdjustedScore(Scoring.IMPS, sides["ns"], sides["ew"], _ordered(laws))
    return knockout_rule(score) if knockout else score


def knockout_average(ns_imps: object, ew_imps: object) -> AdjustedScore:
    """Law 12C4: non-balancing adjusted scores in knockout play.

    "Each contestant's score on the board is calculated separately and the
    average of them is assigned to each."

    Args:
        ns_imps: NS's separately computed score, IMPs from NS's point of view.
        ew_imps: EW's separately computed score, IMPs from EW's point of view.

    Returns:
        AdjustedScore: NS gets ``(ns_imps - ew_imps) / 2``, EW the negative.

    Raises:
        ScoringError: a score that is not a number or outside -24..24.
    """
    ns = _fraction("ns", ns_imps, Fraction(-24), Fraction(24), "imps_range")
    ew = _fraction("ew", ew_imps, Fraction(-24), Fraction(24), "imps_range")
    average = (ns - ew) / 2
    return AdjustedScore(
        Scoring.IMPS,
        SideScore(Basis.KNOCKOUT_AVERAGE, imps=average),
        SideScore(Basis.KNOCKOUT_AVERAGE, imps=-average),
        ("12C4",),
    )


def knockout_rule(score: AdjustedScore) -> AdjustedScore:
    """Law 12C4 applied to an adjusted score awarded in a knockout match.

    "When the Director awards non-balancing adjusted scores in knockout play,
    each contestant's score on the board is calculated separately and the
    average of them is assigned to each." ``score``'s sides are the
    separately calculated scores, each in IMPs from its own point of view; they
    balance when NS's IMPs are the negative of EW's.

    Example (Law 12C2(b), 12C4): no result, NS partly at fault (0 IMPs), EW in
    no way at fault (+3): NS (0 - 3) / 2 = -1.5 IMPs, EW +1.5 IMPs.

    Args:
        score: an adjusted score at IMPs (teams). Other forms of scoring,
            and a table result that stands (no adjustment, Law 12B1), are
            returned unchanged: 12C4 concerns adjusted scores in team play.

    Returns:
        Non-balancing: each side :attr:`Basis.KNOCKOUT_AVERAGE`, NS
        ``(ns - ew) / 2`` IMPs and EW the negative, ``12C4`` cited and the
        separate scores kept in ``separate``. Balancing: ``score`` unchanged
        but for the note ``knockout_balanced`` (12C4 was checked, not cited).
    """
    if score.scoring is not Scoring.IMPS or not score.adjusted:
        return score
    ns, ew = score.ns.imps, score.ew.imps
    if ns + ew == 0:
        return replace(score, notes=score.notes + ("knockout_balanced",))
    average = (ns - ew) / 2
    return replace(
        score,
        ns=SideScore(Basis.KNOCKOUT_AVERAGE, imps=average),
        ew=SideScore(Basis.KNOCKOUT_AVERAGE, imps=-average),
        laws=_ordered(set(score.laws) | {"12C4"}),
        separate=(score.ns, score.ew),
    )


def _round_half_up(value: Fraction | None, decimals: int, centre: Fraction | None = None) -> Fraction | None:
    # Nearest multiple of 10**-decimals; an exact half goes away from zero, or
    # towards ``centre`` (the average) when one is given.
    if value is None:
        return None
    step = Fraction(1, 10 ** decimals)
    if centre is not None:
        lower = math.floor(value / step) * step
        upper = lower + step
        if value - lower != upper - value:
            return lower if value - lower < upper - value else upper
        return lower if abs(lower - centre) < abs(upper - centre) else upper
    units = abs(value) / step
    whole = int(units) + (1 if units - int(units) >= Fraction(1, 2) else 0)
    return whole * step * (1 if value >= 0 else -1)


def rounded(score: AdjustedScore, decimals: int | None, halves: str = "away") -> AdjustedScore:
    """``score`` with each side's percent, matchpoints and IMPs rounded to ``decimals``.

    The Laws set no rounding; a Tournament Organizer's regulation may
    (``[scoring] score_decimals``, ``score_halves``). Halves are rounded away
    from zero (``halves="away"``), so that NS and EW stay mirror images, or
    towards the average (``"towards_average"``: 50%, half the top, 0 IMPs),
    as some federations publish adjusted scores (60.05% -> 60.0%,
    39.95% -> 40.0% at one decimal). ``decimals`` None leaves the values
    exact. A ``rounded`` note and a ``rounding`` convention ``(decimals,
    halves)`` are added when anything changed. The score's ``halves`` is set
    to ``halves`` in every case, so that a figure shown to fewer decimals
    than it has (exact scores are shown to two) shows an exact half by the
    same regulation: 60.125% and 39.875% are shown as 60.12% and 39.88% with
    ``"towards_average"``, as 60.13% and 39.88% with ``"away"``.
    """
    if score.halves != halves:
        score = replace(score, halves=halves)
    if decimals is None:
        return score
    towards = halves == "towards_average"

    def side(value: SideScore) -> SideScore:
        mp_centre = score.top / 2 if towards and score.top is not None else None
        return replace(value, percent=_round_half_up(value.percent, decimals, Fraction(50) if towards else None),
                       matchpoints=_round_half_up(value.matchpoints, decimals, mp_centre),
                       imps=_round_half_up(value.imps, decimals, Fraction(0) if towards else None))

    ns, ew = side(score.ns), side(score.ew)
    if (ns, ew) == (score.ns, score.ew):
        return score
    separate = None if score.separate is None else (side(score.separate[0]), side(score.separate[1]))
    return replace(score, ns=ns, ew=ew, separate=separate, notes=score.notes + ("rounded",),
                   conventions=score.conventions + (("rounding", (decimals, halves)),))


# Laws that let the two sides' scores not balance, most specific first.
_UNBALANCED_BY = (
    ("split", "12C1(e)"),  # a split score: each side from its own outcomes
    ("both_non_offending", "82C"),  # the Director's error: both sides non-offending
    ("multiple_boards", "12C2(d)"),  # the Regulating Authority's scores for further boards
)


def balance(score: AdjustedScore) -> tuple[Fraction, str] | None:
    """Whether the two sides' scores balance, and if not, the law that allows it.

    Scores balance when NS% + EW% = 100 (matchpoints) or NS IMPs + EW IMPs = 0.
    Where they do not, the ruling says so with the law that allows it,
    instead of leaving it to look like an error: Law 12C1(e) (a split score),
    Law 82C (the Director's error: both sides non-offending), Law 12C2(d)
    (regulated scores for several boards), Law 12C2(c) (a session score
    replaces average plus or minus), Law 12C2(b) / 12C2(a) (artificial
    scores by each side's own responsibility: average plus to both, or
    average and average minus ...), Law 87B with 12C2(a) (a small group of a
    fouled board). A table result that stands (Law 12B1) always balances.

    Returns:
        None when the scores balance; else ``(total, law)``: the sum (percent
        0-200 at matchpoints, IMPs at IMP scoring) and the 2017 paragraph id.
    """
    if score.scoring is Scoring.MATCHPOINTS:
        if score.ns.percent is None or score.ew.percent is None:
            return None
        total, even = score.ns.percent + score.ew.percent, Fraction(100)
    else:
        if score.ns.imps is None or score.ew.imps is None:
            return None
        total, even = score.ns.imps + score.ew.imps, Fraction(0)
    if total == even:
        return None
    for note, law in _UNBALANCED_BY:
        if note in score.notes:
            return total, law
    if Basis.SESSION in (score.ns.basis, score.ew.basis):
        return total, "12C2(c)"
    if score.fouled is not None:
        return total, "87B"
    if "12C4" in score.laws:
        return total, "12C4"
    return total, "12C2(b)" if score.scoring.in_imps else "12C2(a)"
