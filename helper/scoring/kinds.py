"""The kinds an adjusted score is made of (Laws 12 and 86): a contestant's fault
(Law 12C2(a)), the form of scoring, and the basis of a side's score.

Their own module, below :mod:`helper.scoring.adjusted` (which re-exports them),
so that the wording (:mod:`helper.dialogue.render`) and the screen can name them
without importing the adjusted-score rules and their records at start-up
(issue 10: the first frame).
"""

from __future__ import annotations

from enum import StrEnum


class Fault(StrEnum):
    """A contestant's responsibility for the irregularity, as Law 12C2(a) grades it."""

    NONE = "none"  # in no way at fault -> average plus
    PARTLY = "partly"  # only partly at fault -> average
    DIRECT = "direct"  # directly at fault -> average minus


class Scoring(StrEnum):
    """Form of scoring: matchpoints (pairs, individuals) or IMPs (teams)."""

    MATCHPOINTS = "mp"
    IMPS = "imps"
    CROSS_IMPS = "ximps"  # pairs scored at cross-IMPs
    BUTLER = "butler"  # pairs scored at Butler IMPs against a datum

    @property
    def in_imps(self) -> bool:
        """True when scores are IMPs (teams, cross-IMPs, Butler)."""
        return self is not Scoring.MATCHPOINTS


class Basis(StrEnum):
    """Why a side got its score; the UI words it in each language."""

    AVERAGE_PLUS = "average_plus"
    AVERAGE = "average"
    AVERAGE_MINUS = "average_minus"
    SESSION = "session"  # Law 12C2(c): the contestant's own session score
    ASSIGNED = "assigned"  # an assigned adjusted score (Law 12C1)
    ASSIGNED_FAVOURABLE = "assigned_favourable"  # Law 86B2(b): assigned, more favourable than average plus
    COMPLEMENT = "complement"  # Law 86B2(b): the complement of the opponents' score
    KNOCKOUT_AVERAGE = "knockout_average"  # Law 12C4
    TABLE_RESULT = "table_result"  # Law 12B1: the result obtained at the table
    FOULED = "fouled"  # Law 87B: matchpointed within its version of a fouled board, factored (Neuberg)
