"""The scoring errors, below every scoring module (issue 10 section 3: no import circles).

:class:`ScoringError` was defined in :mod:`helper.scoring.adjusted`, which
imports the IMP, matchpoint and settings modules that raise it; it lives here
now and is re-exported there.
"""

from __future__ import annotations


class ScoringError(ValueError):
    """An input the rules cannot score.

    ``code`` names the fault (``percent_range``, ``top_range``, ``imps_range``,
    ``fault``, ``scoring``), ``field`` the input and ``value`` the value given,
    so that the caller can word a localized message.
    """

    def __init__(self, code: str, field: str, value: object, char: str = ""):
        super().__init__(f"{field}: {code} ({value!r})")
        self.code = code
        self.field = field
        self.value = value
        self.char = char  # ``character``: the unexpected character (a control, a format character, text after a result)
