"""Procedural penalties (Law 90).

Law 90A lets the Director assess procedural penalties (slow play, a late
arrival, a board fouled by a player ...) besides any rectification. The
sources hold only the 1997 Chinese text of Law 90 (``helper laws show 90A
--edition 1997``); the 2017 English text is not in ``laws_text``, so the
paragraph is cited by its number only. How large a standard penalty is, is
left to the Regulating Authority: :class:`~helper.scoring.settings.PenaltySettings`.

A procedural penalty is kept apart from the board's score: it is deducted
from the offending contestant's score only, and the opponents' score does not
change (it is not a rectification of their result, so nothing balances it).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from helper.scoring.errors import ScoringError
from helper.scoring.settings import PenaltySettings

PENALTY_LAW = "90A"
"""The law cited for a procedural penalty (the 1997 Chinese text is the one in the sources)."""

UNITS = ("pct", "imps", "vps")

PLAYERS = {"n": "ns", "s": "ns", "e": "ew", "w": "ew"}
"""The four players of an individual event and the side each sits in. In an individual each
player is a contestant (Law 90A penalises the offender): the penalty falls on one player, never
on a pair that is no contestant there."""


@dataclass(frozen=True)
class Penalty:
    """A procedural penalty on one contestant.

    - ``side``: ``"ns"`` or ``"ew"``, the offending contestant (the only one
      penalised).
    - ``unit``: ``"pct"`` (percent 0-100 of a top, matchpoint scoring),
      ``"imps"`` or ``"vps"``.
    - ``amount``: the penalty in that unit, positive (it is deducted).
    - ``matchpoints``: at ``pct`` with a known top, the matchpoints deducted
      (``amount`` / 100 x top), else None.
    - ``top``: the top in matchpoints when known, else None.
    - ``standard``: True when the regulated standard amount was applied.
    - ``law``: the paragraph followed (``"90A"``).
    - ``player``: in an individual event, the offending player (``"n"``, ``"e"``,
      ``"s"`` or ``"w"``, sitting in ``side``), the only one penalised; None at
      pairs and teams, where the contestant is the pair or team ``side``.
    """

    side: str
    unit: str
    amount: Fraction
    matchpoints: Fraction | None = None
    top: Fraction | None = None
    standard: bool = True
    law: str = PENALTY_LAW
    player: str | None = None

    @property
    def signed(self) -> Fraction:
        """The change to the offending contestant's score: ``-amount``."""
        return -self.amount

    def as_dict(self) -> dict[str, str | bool | None]:
        """The penalty as stored in the ruling record: exact fractions as text (``"6"``, ``"25/4"``)."""
        def text(value):
            return None if value is None else str(value)

        data = {"side": self.side, "unit": self.unit, "amount": text(self.amount),
                "matchpoints": text(self.matchpoints), "top": text(self.top), "standard": self.standard,
                "law": self.law}
        if self.player is not None:
            data["player"] = self.player
        return data


def unit_for(scoring: str) -> str:
    """The penalty's unit for a form of scoring: ``mp`` -> ``pct``; ``imps``,
    ``ximps``, ``butler`` -> ``imps``; ``vps`` -> ``vps``.

    Raises:
        ScoringError: ``scoring`` for another value.
    """
    if scoring == "mp":
        return "pct"
    if scoring in ("imps", "ximps", "butler"):
        return "imps"
    if scoring == "vps":
        return "vps"
    raise ScoringError("scoring", "scoring", scoring)


def procedural_penalty(scoring: str, side: str, amount: Fraction | int | str | None = None,
                       top: Fraction | int | None = None,
                       settings: PenaltySettings | None = None, player: str | None = None) -> Penalty:
    """The procedural penalty on the offending contestant ``side`` (Law 90A).

    Args:
        scoring: ``mp`` (matchpoints: ``amount`` is a percentage 0-100 of a
            top), ``imps``/``ximps``/``butler`` (IMPs, 0-24) or ``vps``
            (victory points, 0-25).
        side: ``ns`` or ``ew``.
        amount: the penalty in that unit; None applies the regulated
            standard (``settings.pct_of_top``, ``imps`` or ``vps``).
        top: at matchpoints, the top on the board (matchpoints, > 0), to give
            the matchpoints deducted.
        settings: the regulation; default :class:`PenaltySettings` (25% of a
            top, 3 IMPs, 1 VP).
        player: in an individual event, the offending player (``n``, ``e``,
            ``s``, ``w``; it must sit in ``side``, which may then be None): the
            penalty is his alone (each player is a contestant there, Law 90A).

    Returns:
        A :class:`Penalty`; the opponents' score is not changed by it.

    Raises:
        ScoringError: ``side`` (not ns/ew, or not the side ``player`` sits in),
            ``player`` (not n/e/s/w), ``scoring``, ``percent_range``
            (a percentage not above 0 and at most 100), ``imps_range`` (IMPs
            not above 0 and at most 24), ``vp_range`` (VPs not above 0 and at
            most 25), ``top_range`` (a top not above 0), ``number``.
    """
    if player is not None:
        if player not in PLAYERS:
            raise ScoringError("player", "player", player)
        if side is None:
            side = PLAYERS[player]
        if PLAYERS[player] != side:
            raise ScoringError("side", "side", side)
    if side not in ("ns", "ew"):
        raise ScoringError("side", "side", side)
    unit = unit_for(scoring)
    settings = settings or PenaltySettings()
    standard = amount is None
    if standard:
        value = {"pct": settings.pct_of_top, "imps": settings.imps, "vps": settings.vps}[unit]
    else:
        value = _fraction(amount, "amount")
    limit, code = {"pct": (100, "percent_range"), "imps": (24, "imps_range"), "vps": (25, "vp_range")}[unit]
    if not 0 < value <= limit:
        raise ScoringError(code, "amount", value)
    matchpoints = None
    top_value = None
    if top is not None and unit == "pct":
        top_value = _fraction(top, "top")
        if top_value <= 0:
            raise ScoringError("top_range", "top", top_value)
        matchpoints = value * top_value / 100
    return Penalty(side, unit, value, matchpoints, top_value, standard, player=player)


def _fraction(value, field: str) -> Fraction:
    if isinstance(value, bool):
        raise ScoringError("number", field, value)
    try:
        return value if isinstance(value, Fraction) else Fraction(str(value))
    except (ValueError, ZeroDivisionError):
        raise ScoringError("number", field, value) from None
