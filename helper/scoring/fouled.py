"""Scoring a fouled board (Law 87), matchpoints.

A board is fouled when cards were misplaced so that contestants who should
have played it in the same form did not (1997 Law 87A; the 2017 Law 87 is
not in this project's sources). The Director "divides the scores ... into
groups" by the form played "and rates each group separately as provided in
the regulations for the tournament" (Law 87B; the sources hold the 1997
Chinese text: 基于两组计算成绩，然后根据主办机构的规定换算出每组的分数).

The regulation applied here, the common one:

- each version's results are matchpointed among themselves (Law 78A, on the
  2/1 or the 1 and 1/2 scale) and factored with Neuberg's formula to the
  number of results the board should have had, so every group is on the
  board's full top (:func:`helper.scoring.matchpoints.neuberg`);
- when the board was played in more than one version, a version with fewer
  results than ``min_group`` (setting ``[scoring] fouled_min_group``,
  default 3) gets artificial adjusted scores instead (Law 12C2(a)): the
  contestants who played a fouled board are in no way at fault, so average
  plus to both sides (percentages of the full top). A table that caused the
  fouling is ruled on by itself (``helper score artificial``);
- a board fouled but played by every table in the same version is scored as
  usual: one group, factored only when it has fewer results than expected.

Units: NS scores are Law 77 points; matchpoints are exact fractions on the
full top; percentages 0-100. EW's matchpoints are ``top - NS matchpoints``.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from helper.scoring.adjusted import (
    AdjustedScore,
    Basis,
    Scoring,
    ScoringError,
    SideScore,
    artificial_score,
)
from helper.scoring.matchpoints import matchpoint_all, neuberg, top
from helper.scoring.settings import Settings


@dataclass(frozen=True)
class FouledResult:
    """One table's result on a fouled board.

    ``version``: 1-based index of its group; ``ns_score``: the NS score
    (points); ``ns`` / ``ew``: each side's score on the full top
    (``percent`` 0-100 and ``matchpoints``), basis ``fouled`` (matchpointed
    within its version and factored) or ``average_plus`` (a small group's
    artificial score); ``artificial``: True for a small group.
    """

    version: int
    ns_score: int
    ns: SideScore
    ew: SideScore
    artificial: bool = False


@dataclass(frozen=True)
class FouledBoard:
    """A fouled board scored by versions.

    ``top``: the full top (matchpoints of a board with ``expected`` results);
    ``scale``: 2 or 1 (Law 78A); ``min_group``: the regulated smallest group
    that is matchpointed; ``groups``: each version's results, in the order
    given; ``laws``: the paragraphs applied (``87B``, and ``12C2(a)`` when a
    group got artificial scores).
    """

    top: Fraction
    expected: int
    scale: int
    min_group: int
    groups: tuple[tuple[FouledResult, ...], ...]
    laws: tuple[str, ...]

    @property
    def versions(self) -> int:
        return len(self.groups)


def _groups(groups: object) -> list[list[int]]:
    if isinstance(groups, (str, bytes)) or not hasattr(groups, "__iter__"):
        raise ScoringError("field", "group", groups)
    checked = []
    for group in groups:
        if isinstance(group, (str, bytes)) or not hasattr(group, "__iter__"):
            raise ScoringError("field", "group", group)
        values = list(group)
        if not values or any(isinstance(v, bool) or not isinstance(v, int) for v in values):
            raise ScoringError("field", "group", group)
        checked.append(values)
    if not checked:
        raise ScoringError("field", "group", groups)
    return checked


def fouled_board(
    groups: list[list[int]],
    expected: int,
    *,
    settings: Settings | None = None,
    scale: int | None = None,
    min_group: int | None = None,
) -> FouledBoard:
    """Law 87B: score a fouled board version by version.

    Args:
        groups: each version's NS scores (points), one list per version, e.g.
            ``[[450, 420, 420, 170, -50], [140, 110, -100]]``.
        expected: the number of results the board should have had (it was
            due to be played this many times); at least the results given.
        settings: regulation settings (``[scoring] matchpoint_scale`` and
            ``fouled_min_group``).
        scale, min_group: override the settings.

    Returns:
        FouledBoard: every result with both sides' matchpoints on the full
        top. Example (2/1 scale, expected 8, top 14): version A +450, +420,
        +420, +170, -50 gives NS 13.4, 8.6, 8.6, 3.8, 0.6; version B +140,
        +110, -100 gives NS 37/3, 7, 5/3.

    Raises:
        ScoringError: ``field`` (an empty group or not a list of scores),
            ``count`` (``expected`` below the number of results or not a
            whole number), ``scale``.
    """
    settings = settings or Settings()
    scale = settings.scoring.matchpoint_scale if scale is None else scale
    min_group = settings.scoring.fouled_min_group if min_group is None else min_group
    checked = _groups(groups)
    total = sum(len(g) for g in checked)
    if isinstance(expected, bool) or not isinstance(expected, int) or expected < max(total, 2):
        raise ScoringError("expected_count", "expected", expected)
    full_top = top(expected, scale)
    laws = {"87B"}
    scored = []
    for version, scores in enumerate(checked, start=1):
        if len(checked) > 1 and len(scores) < min_group:
            # Regulation under Law 87B: too few results to compare; Law 12C2(a):
            # both sides in no way at fault, average plus each, on the full top.
            artificial = artificial_score(Scoring.MATCHPOINTS, "none", "none", top=full_top, settings=settings)
            laws.update(artificial.laws)
            scored.append(tuple(FouledResult(version, s, artificial.ns, artificial.ew, True) for s in scores))
            continue
        results = []
        for score, mp in zip(scores, matchpoint_all(scores, scale)):
            ns_mp = neuberg(mp, len(scores), expected, scale)
            ew_mp = full_top - ns_mp
            results.append(FouledResult(
                version, score,
                SideScore(Basis.FOULED, percent=ns_mp * 100 / full_top, matchpoints=ns_mp),
                SideScore(Basis.FOULED, percent=ew_mp * 100 / full_top, matchpoints=ew_mp)))
        scored.append(tuple(results))
    order = ("87B", "12C2(a)")
    return FouledBoard(full_top, expected, scale, min_group, tuple(scored), tuple(law for law in order if law in laws))


def fouled_table(board: FouledBoard, version: int, ns_score: int) -> AdjustedScore:
    """One table's score on a fouled board, as an :class:`AdjustedScore`.

    Args:
        board: the board scored by :func:`fouled_board`.
        version: the table's version (1-based); ``ns_score`` its NS score.

    Returns:
        AdjustedScore at matchpoints with this table's ``ns``/``ew``, the
        board's ``top``, ``fouled`` (the whole board) and a ``fouled`` note;
        its ``laws`` are this table's: ``("87B",)`` for a real score,
        ``("87B", "12C2(a)")`` for an artificial one (its version too small).

    Raises:
        ScoringError: ``field`` when the result is not in that version.
    """
    for result in board.groups[version - 1]:
        if result.ns_score == ns_score:
            notes = ("fouled",) + (("fouled_small_group",) if result.artificial else ())
            # This table's laws, not the whole board's: Law 87B for a version matchpointed among
            # its own results (a real score); Law 12C2(a) only for a version with too few
            # results, which got artificial adjusted scores (issue 7, a fresh tester).
            laws = ("87B", "12C2(a)") if result.artificial else ("87B",)
            return AdjustedScore(Scoring.MATCHPOINTS, result.ns, result.ew, laws, notes, top=board.top,
                                 fouled=board, conventions=(("matchpoint_scale", board.scale),
                                                            ("fouled_min_group", board.min_group)))
    raise ScoringError("field", "table", ns_score)
