"""Settings that the Laws leave to the Regulating Authority or Tournament Organizer.

Every value has the default the Laws name (or, where they name none, the
common practice), and each field says which paragraph leaves it open.
Percentages are on a 0-100 scale; IMP values are IMPs per board.

Settings are read from a TOML file (see :func:`load_settings`); the README
documents the file and its keys.
"""

from __future__ import annotations

import os
import re
from decimal import Decimal
from fractions import Fraction
TYPE_CHECKING = False  # pathlib is imported when a settings file is named or found (start-up time)
if TYPE_CHECKING:
    from pathlib import Path

from helper.frozen import Frozen, factory, fields, replace
from helper.scoring.defaults import MATCHPOINT_SCALE, SCORE_HALVES, default_settings_path  # default_settings_path re-exported

MAX_DIGITS = 30
"""The most digits a number in a settings file may have (as :data:`helper.numbers.MAX_DIGITS`)."""


def N_(message: str) -> str:
    """Mark a message for the catalogues (``helper catalog build``); translated where shown."""
    return message


class SettingsError(ValueError):
    """A settings file that cannot be read or holds an impossible value.

    ``key`` names the offending setting (or None for a file-level fault) and
    ``value`` the value found. ``template`` is the English message with
    ``{name}`` fields and ``params`` their values: the caller translates the
    template (it is in the catalogues) and fills it, so that the message is in
    the user's language (issue 10); ``str(error)`` is the English message.
    ``code`` names the kind of a file-level fault.
    """

    def __init__(self, message: str, key: str | None = None, value: object = None, *, code: str | None = None,
                 **params: object):
        super().__init__(message.format(**params) if params else message)
        self.code = code  # a file-level fault (key None): toml, encoding, depth, os, length, notation
        self.key = key
        self.value = value
        self.template = message
        self.params = params


class MultipleBoards(Frozen):
    """Law 12C2(d): scores for a contestant that fails to obtain a result on several boards.

    The Regulating Authority "may provide for circumstances where a contestant
    fails to obtain a result on multiple boards during the same session. The
    scores assigned for each subsequent board may be varied by regulation".

    ``from_board``: the varied scores apply from this board on (2 = the second
    board without a result in the session). The percentages (0-100) and IMPs
    replace those of 12C2(a) and 12C2(b) for such boards.
    """

    from_board: int = 2
    average_plus_pct: Fraction = Fraction(60)
    average_pct: Fraction = Fraction(50)
    average_minus_pct: Fraction = Fraction(40)
    average_plus_imps: Fraction = Fraction(3)
    average_minus_imps: Fraction = Fraction(-3)

    def __post_init__(self) -> None:
        _exact_fields(self, ("average_plus_pct", "average_pct", "average_minus_pct",
                             "average_plus_imps", "average_minus_imps"))
        # The regulation may vary the scores (even below 60%), but a
        # percentage stays a percentage and IMPs keep their sign.
        _check_pct("multiple_boards.average_plus_pct", self.average_plus_pct)
        _check_pct("multiple_boards.average_pct", self.average_pct)
        _check_pct("multiple_boards.average_minus_pct", self.average_minus_pct)
        _check_imps_signs("multiple_boards.", self.average_plus_imps, self.average_minus_imps)
        # Varied, but never inverted: a non-offender below the offender (issue 10: 10% for the NOS).
        if not self.average_plus_pct >= self.average_pct >= self.average_minus_pct:
            raise SettingsError(N_("multiple_boards: average_plus_pct, average_pct and average_minus_pct must go "
                                   "from highest to lowest"), "average_plus_pct", self.average_plus_pct)
        if isinstance(self.from_board, bool) or not isinstance(self.from_board, int) or self.from_board < 2:
            raise SettingsError(N_("{setting} must be a whole number, {low} or more"), "from_board",
                                self.from_board, setting="multiple_boards.from_board", low=2)


class ScoringSettings(Frozen):
    """How boards are scored, where the Laws leave it to the organiser (Law 78).

    - ``matchpoint_scale`` (default 2): 2 matchpoints per score beaten and 1
      per tie (Law 78A), or 1 and a half (the North-American scale).
    - ``butler_drop`` / ``butler_min_results`` (default 1 / 5): the Butler
      datum leaves out the ``butler_drop`` highest and lowest scores when the
      board has at least ``butler_min_results`` results (the common practice).
    - ``butler_rounding`` (default 10): the datum is rounded to this many
      points (0: not rounded).
    - ``cross_imps_average`` (default false): cross-IMPs are the sum of the
      IMPs against every other table; true divides by their number.
    - ``score_decimals`` (default none: exact): round adjusted scores
      (percent, matchpoints, IMPs) to this many decimals. The Laws set no
      rounding; without it values are exact and shown to two decimals.
    - ``score_halves`` (default ``"away"``): how ``score_decimals`` rounds an
      exact half, and how an exact half is shown when a score is shown to
      fewer decimals than it has (two): ``"away"`` from zero, or
      ``"towards_average"``, as some federations publish adjusted scores: a
      percentage towards 50% (60.125% -> 60.12%, 39.875% -> 39.88%),
      matchpoints towards half the top (top 8: 4.805 MP -> 4.8), IMPs
      towards 0 (+3.125 -> +3.12, -3.125 -> -3.12). A regulation of the
      Tournament Organizer; the Laws set no rounding. See
      :func:`helper.scoring.defaults.towards`.
    - ``butler_datum`` (default ``"mean"``): the Butler datum is the mean of
      the results left after the drops (a trimmed mean), or ``"median"``.
    - ``butler_drop_pct`` (default none): instead of ``butler_drop``, leave
      out this share (percent, 0 to below 50) of the results at each end,
      rounded down (10: 1 of 10-19 results, 2 of 20-29 ...).
    - ``butler_halves`` (default ``"away"``): a datum exactly halfway between
      two multiples of ``butler_rounding`` goes away from zero, ``"up"``
      (towards +infinity, ACBLscore's way) or to ``"even"``.
    - ``cross_imps_divisor`` (default ``"comparisons"``): with
      ``cross_imps_average``, divide by the comparisons (results - 1) or by
      the ``"results"`` (n).
    - ``fouled_min_group`` (default 3): Law 87B leaves the scoring of a
      fouled board's groups to regulation. When a board was played in more
      than one version, a version played fewer than this many times gets
      artificial adjusted scores (Law 12C2(a)) instead of matchpoints: with
      one or two results a group gives only a top, an average or a bottom,
      which is chance rather than a comparison.
    """

    matchpoint_scale: int = MATCHPOINT_SCALE
    butler_drop: int = 1
    butler_min_results: int = 5
    butler_rounding: int = 10
    cross_imps_average: bool = False
    score_decimals: int | None = None
    score_halves: str = SCORE_HALVES
    butler_datum: str = "mean"
    butler_drop_pct: Fraction | None = None
    butler_halves: str = "away"
    cross_imps_divisor: str = "comparisons"
    fouled_min_group: int = 3

    def __post_init__(self) -> None:
        for key, allowed in (("score_halves", ("away", "towards_average")), ("butler_datum", ("mean", "median")),
                             ("butler_halves", ("away", "up", "even")),
                             ("cross_imps_divisor", ("comparisons", "results"))):
            if getattr(self, key) not in allowed:
                raise SettingsError(N_("{setting} must be one of: {allowed}"), key, getattr(self, key),
                                    setting=f"scoring.{key}", allowed=", ".join(allowed))
        if self.butler_drop_pct is not None:
            value = _number("butler_drop_pct", self.butler_drop_pct)
            if not 0 <= value < 50:
                raise SettingsError(N_("{setting} must be from {low} to below {high}"), "butler_drop_pct", value,
                                    setting="scoring.butler_drop_pct", low=0, high=50)
            object.__setattr__(self, "butler_drop_pct", value)
        if isinstance(self.fouled_min_group, bool) or not isinstance(self.fouled_min_group, int) \
                or self.fouled_min_group < 1:
            raise SettingsError(N_("{setting} must be a whole number, {low} or more"), "fouled_min_group",
                                self.fouled_min_group, setting="scoring.fouled_min_group", low=1)
        if self.score_decimals is not None and (
                isinstance(self.score_decimals, bool) or not isinstance(self.score_decimals, int)
                or not 0 <= self.score_decimals <= 6):
            raise SettingsError(N_("{setting} must be a whole number from {low} to {high}"), "score_decimals",
                                self.score_decimals, setting="scoring.score_decimals", low=0, high=6)
        # A TOML `true` is a Python bool, and bool is an int (True == 1): refuse it.
        if isinstance(self.matchpoint_scale, bool) or self.matchpoint_scale not in (1, 2):
            raise SettingsError(N_("{setting} must be 2 or 1"), "matchpoint_scale", self.matchpoint_scale,
                                setting="scoring.matchpoint_scale")
        for key in ("butler_drop", "butler_min_results", "butler_rounding"):
            value = getattr(self, key)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise SettingsError(N_("{setting} must be a whole number, {low} or more"), key, value,
                                    setting=f"scoring.{key}", low=0)
        if self.butler_min_results <= 2 * self.butler_drop:
            raise SettingsError(N_("{setting} must be more than twice {other}"), "butler_min_results",
                                self.butler_min_results, setting="scoring.butler_min_results", other="butler_drop")
        if not isinstance(self.cross_imps_average, bool):
            raise SettingsError(N_("{setting} must be true or false"), "cross_imps_average",
                                self.cross_imps_average, setting="scoring.cross_imps_average")

    def datum_rule(self):
        """The :class:`~helper.scoring.matchpoints.DatumRule` these settings give."""
        from helper.scoring.datum_rule import DatumRule

        return DatumRule(drop=self.butler_drop, min_results=self.butler_min_results, method=self.butler_datum,
                         drop_pct=self.butler_drop_pct, halves=self.butler_halves)

    @property
    def cross_imps_mode(self) -> bool | str:
        """What :func:`~helper.scoring.matchpoints.cross_imps` takes as ``average``:
        False (summed), True (averaged over the comparisons) or ``"results"``."""
        if not self.cross_imps_average:
            return False
        return "results" if self.cross_imps_divisor == "results" else True

    @property
    def rounding(self) -> int | None:
        """The Butler datum's rounding in points, or None (exact)."""
        return self.butler_rounding or None


class PenaltySettings(Frozen):
    """The standard procedural penalty (Law 90; the sources hold the 1997
    Chinese text of Law 90, whose 90A lets the Director assess procedural
    penalties; the amount is left to regulation).

    - ``pct_of_top`` (default 25): at matchpoints, a percentage (0-100) of a
      top on the board, deducted from the offending contestant.
    - ``imps`` (default 3): at IMPs (teams, cross-IMPs, Butler), IMPs.
    - ``vps`` (default 1): in a match scored in victory points, VPs.

    The defaults are the common practice of several Regulating Authorities
    (a quarter of a top, 3 IMPs), not a figure of the Laws.
    """

    pct_of_top: Fraction = Fraction(25)
    imps: Fraction = Fraction(3)
    vps: Fraction = Fraction(1)

    def __post_init__(self) -> None:
        _exact_fields(self, ("pct_of_top", "imps", "vps"))
        if not 0 < self.pct_of_top <= 100:
            raise SettingsError(N_("{setting} must be above {low} and at most {high}"), "pct_of_top",
                                self.pct_of_top, setting="penalty.pct_of_top", low=0, high=100)
        if not 0 < self.imps <= 24:
            raise SettingsError(N_("{setting} must be above {low} and at most {high}"), "imps", self.imps,
                                setting="penalty.imps", low=0, high=24)
        if not 0 < self.vps <= 25:
            raise SettingsError(N_("{setting} must be above {low} and at most {high}"), "vps", self.vps,
                                setting="penalty.vps", low=0, high=25)


class AppealSettings(Frozen):
    """The right to appeal (Law 83; Law 92B, whose text the sources do not
    hold: the right to appeal a ruling expires 30 minutes after the official
    score has been made available, unless the Regulating Authority sets
    another period).

    - ``minutes`` (default 30): the time limit, a whole number of minutes.
    """

    minutes: int = 30

    def __post_init__(self) -> None:
        if isinstance(self.minutes, bool) or not isinstance(self.minutes, int) or not 1 <= self.minutes <= 10080:
            raise SettingsError(N_("{setting} must be a whole number from {low} to {high}"), "minutes", self.minutes,
                                setting="appeal.minutes", low=1, high=10080)


class Settings(Frozen):
    """Regulation settings for artificial adjusted scores.

    - ``average_plus_pct`` (default 60): Law 12C2(a) says "at least 60%" for a
      contestant in no way at fault; the Regulating Authority may set more.
    - ``average_pct`` (50): Law 12C2(a), a contestant only partly at fault.
    - ``average_minus_pct`` (default 40): Law 12C2(a) "at most 40%" for a
      contestant directly at fault.
    - ``average_plus_imps`` / ``average_minus_imps`` (+3 / -3): Law 12C2(b);
      the Tournament Organizer may vary them with the approval of the
      Regulating Authority.
    - ``session_threshold_nos_pct`` / ``session_threshold_os_pct`` (60 / 40):
      the thresholds of Law 12C2(c) (fixed by the Law; kept here so that the
      rule and its threshold are named in one place).
    - ``multiple_boards`` (default None = no regulation, the scores of
      12C2(a)/(b) apply to every board): Law 12C2(d).
    - ``scoring``: how boards are scored (:class:`ScoringSettings`).
    - ``penalty``: the standard procedural penalty, Law 90 (:class:`PenaltySettings`).
    - ``appeal``: the time limit of the right to appeal, Law 92B (:class:`AppealSettings`).
    """

    average_plus_pct: Fraction = Fraction(60)
    average_pct: Fraction = Fraction(50)
    average_minus_pct: Fraction = Fraction(40)
    average_plus_imps: Fraction = Fraction(3)
    average_minus_imps: Fraction = Fraction(-3)
    session_threshold_nos_pct: Fraction = Fraction(60)
    session_threshold_os_pct: Fraction = Fraction(40)
    multiple_boards: MultipleBoards | None = None
    scoring: ScoringSettings = factory(ScoringSettings)
    penalty: PenaltySettings = factory(PenaltySettings)
    appeal: AppealSettings = factory(AppealSettings)
    source: str = "defaults"
    _uncompared = ("source",)  # where the values came from: not part of the settings' value

    def __post_init__(self) -> None:
        _exact_fields(self, ("average_plus_pct", "average_pct", "average_minus_pct", "average_plus_imps",
                             "average_minus_imps", "session_threshold_nos_pct", "session_threshold_os_pct"))
        _check_pct("average_plus_pct", self.average_plus_pct, low=60)
        _check_pct("average_minus_pct", self.average_minus_pct, high=40)
        # Average lies between average minus and average plus (Law 12C2(a): 50%).
        _check_pct("average_pct", self.average_pct, low=self.average_minus_pct, high=self.average_plus_pct)
        _check_imps_signs("", self.average_plus_imps, self.average_minus_imps)


def _exact_fields(obj: object, names: tuple[str, ...]) -> None:
    # Keep the arithmetic exact whatever number type the caller passed
    # (Settings(average_plus_pct=62.5) must not make the scores floats).
    for name in names:
        value = getattr(obj, name)
        if not isinstance(value, Fraction):
            object.__setattr__(obj, name, _number(name, value))


def _check_imps_signs(prefix: str, plus: Fraction, minus: Fraction) -> None:
    # IMPs for one board: the Law 78B scale ends at 24.
    if not 0 <= plus <= 24:
        raise SettingsError(N_("{setting} must be from {low} to {high}"), "average_plus_imps", plus,
                            setting=f"{prefix}average_plus_imps", low=0, high=24)
    if not -24 <= minus <= 0:
        raise SettingsError(N_("{setting} must be from {low} to {high}"), "average_minus_imps", minus,
                            setting=f"{prefix}average_minus_imps", low=-24, high=0)


def _check_pct(key: str, value: Fraction, low: float = 0, high: float = 100) -> None:
    if not (low <= value <= high):
        raise SettingsError(N_("{setting} must be between {low} and {high}"), key, value, setting=key, low=low, high=high)


def _number(key: str, value: object) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, float, Fraction, Decimal)):
        raise SettingsError(N_("{setting} must be a number"), key, value, setting=key)
    if isinstance(value, Fraction):
        return value
    try:
        # TOML allows nan and inf: they are not numbers a regulation can set.
        return Fraction(str(value))
    except (ValueError, OverflowError):
        raise SettingsError(N_("{setting} must be a number"), key, value, setting=key) from None


def settings_from_mapping(data: dict, source: str = "mapping") -> Settings:
    """Build :class:`Settings` from a mapping such as a parsed TOML ``[adjusted]`` table.

    Args:
        data: keys as the fields of :class:`Settings` (numbers), plus an
            optional ``multiple_boards`` table with the fields of
            :class:`MultipleBoards`.
        source: where the values came from, for messages.

    Raises:
        SettingsError: an unknown key, a non-number, or a value outside what
            Law 12C2 allows (e.g. average plus below 60%).
    """
    known = {f.name for f in fields(Settings)} - {"source", "multiple_boards", "scoring", "penalty", "appeal"}
    values: dict[str, object] = {}
    for key, value in data.items():
        if key == "multiple_boards":
            if not isinstance(value, dict):
                raise SettingsError(N_("{setting} must be a table"), key, value, setting="multiple_boards")
            values[key] = _multiple_boards(value)
        elif key in known:
            values[key] = _number(key, value)
        else:
            raise SettingsError(N_("unknown setting {setting}"), key, value, setting=key)
    return replace(Settings(), source=source, **values)


def _multiple_boards(data: dict) -> MultipleBoards:
    known = {f.name for f in fields(MultipleBoards)}
    values: dict[str, object] = {}
    for key, value in data.items():
        if key not in known:
            raise SettingsError(N_("unknown setting {setting}"), key, value, setting=f"multiple_boards.{key}")
        if key == "from_board":
            if isinstance(value, bool) or not isinstance(value, int) or value < 2:
                raise SettingsError(N_("{setting} must be a whole number, {low} or more"), key, value,
                                    setting="multiple_boards.from_board", low=2)
            values[key] = value
        else:
            values[key] = _number(key, value)
    return MultipleBoards(**values)


# Patterns, not compiled ones: re compiles (and keeps) them when a settings file is first read (start-up time).
_TOML_SKIP = r'''(?s)"""(?:[^\\]|\\.)*?"""|\'\'\'.*?\'\'\'|"(?:[^"\\\n]|\\.)*"|'[^'\n]*'|#[^\n]*'''
_TOML_NUMBER = (r"(?a)(?<![\w.:+-])[+-]?(?:0[xob][0-9A-Za-z_]+|[0-9][0-9_]*(?:\.[0-9_]+)?(?:[eE][+-]?[0-9_]+)?)"
                r"(?![\w.:-])")
_PLAIN_NUMBER = r"(?a)[+-]?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?"


def number_notation(text: str) -> tuple[int, str] | None:
    """The first number in a TOML text written in a notation that the screen
    does not read (issue 10: one reading of numbers everywhere), as (line
    from 1, the number as written), else None.

    TOML reads ``6_5``, ``0x41``, ``0o101``, ``0b1000001`` and ``1e2`` as
    numbers; a Director typing them on the screen is refused, so a settings
    file is refused too rather than read differently. A value is a plain
    number: optional sign, digits, optionally a decimal point and digits
    (``65``, ``62.5``, ``-3``), no leading zero (``065``, which TOML refuses
    with a message of its own), at most :data:`MAX_DIGITS` digits (Python's
    ``int()`` refuses more than 4300). Strings and comments are skipped; keys,
    which precede ``=``, are not values.
    """
    blanked = re.sub(_TOML_SKIP, lambda m: re.sub(r"[^\n]", " ", m.group()), text)
    for match in re.finditer(_TOML_NUMBER, blanked):
        before = blanked[:match.start()].rstrip()
        after = blanked[match.end():].lstrip()
        if not before or before[-1] not in "=[," or after.startswith("="):
            continue
        token = match.group()
        if not re.fullmatch(_PLAIN_NUMBER, token) or sum(c.isdigit() for c in token) > MAX_DIGITS:
            return blanked.count("\n", 0, match.start()) + 1, token
    return None


def _file_error(path: Path, exc: BaseException) -> SettingsError:
    """A settings file that cannot be read, in words of our own (issue 10: the system's and
    tomllib's English were shown under --lang zh/el). ``key`` ``file``; the cause is
    ``__cause__`` (an OSError is worded by its errno where it is shown)."""
    import re as _re

    if isinstance(exc, UnicodeDecodeError):
        return SettingsError(N_("{file}: not UTF-8 text (byte {position})"), None, str(path), code="encoding",
                             file=path, position=exc.start + 1)
    if isinstance(exc, RecursionError):
        return SettingsError(N_("{file}: tables or arrays nested too deeply"), None, str(path), code="depth", file=path)
    if isinstance(exc, OSError):
        return SettingsError(N_("{file}: cannot be read"), None, str(path), code="os", file=path)
    if type(exc).__name__ == "TOMLDecodeError":
        where = _re.search(r"line (\d+), column (\d+)", str(exc))
        twice = _re.search(r"overwrite|twice|already", str(exc), _re.IGNORECASE)
        if where:
            return SettingsError(N_("{file}, line {line}, column {column}: a key or table is given twice")
                                 if twice else N_("{file}, line {line}, column {column}: not valid TOML"),
                                 None, str(path), code="toml", file=path, line=int(where[1]), column=int(where[2]))
        return SettingsError(N_("{file}: not valid TOML"), None, str(path), code="toml", file=path)
    if "digits" in str(exc):  # int(): "Exceeds the limit (4300 digits) ..."
        return SettingsError(N_("{file}: a number of more than {digits} digits"), None, str(path), code="length",
                             file=path, digits=MAX_DIGITS)
    return SettingsError(N_("{file}: not valid TOML"), None, str(path), code="toml", file=path)


def load_settings(path: Path | None = None) -> Settings:
    """Load settings from a TOML file's ``[adjusted]`` table; defaults if the file is absent.

    Args:
        path: the file; default :func:`default_settings_path`.

    Returns:
        Settings (the defaults when there is no file).

    Raises:
        SettingsError: the file exists but is not valid TOML, is larger than
            64 KiB or not a regular file, or holds bad values.
    """
    if path is None and not os.environ.get("HELPER_SETTINGS"):
        from helper.scoring.defaults import _default_settings_text

        try:
            os.lstat(_default_settings_text())
        except (FileNotFoundError, NotADirectoryError):  # no file at the user's default place: the defaults
            return Settings()
        except OSError:
            pass  # worded below
    from helper.files import read_limited

    named = path is None and os.environ.get("HELPER_SETTINGS")
    path = path or default_settings_path()
    try:
        exists = path.exists() or path.is_symlink()
    except OSError as exc:  # a name too long ...
        raise _file_error(path, exc) from exc
    if named and not path.exists():
        # A typo in the variable's path must not silently leave the defaults in force (issue 10).
        raise SettingsError(N_("HELPER_SETTINGS names {file}, which does not exist"), "HELPER_SETTINGS", str(path),
                            file=path)
    if not exists:
        return Settings()
    import tomllib  # only when there is a file to read (start-up time)

    try:
        # At most 64 KiB of a regular file (helper.files): a real settings
        # file is a few hundred bytes; deep nesting gives RecursionError, an
        # integer of more than 4300 digits ValueError.
        text = read_limited(path).decode("utf-8")
        # Before TOML (which refuses 065 with "Expected newline ..."): one reading of numbers.
        notation = number_notation(text)
        if notation is not None:
            line, token = notation
            if re.fullmatch(_PLAIN_NUMBER, token):  # plain, but longer than any setting needs
                raise SettingsError(N_("{file}, line {line}: a number of more than {digits} digits"), None,
                                    token, code="length", file=path, line=line, digits=MAX_DIGITS)
            raise SettingsError(N_("{file}, line {line}: {number} is not written as the helper reads numbers "
                                   "(plain digits with a decimal point if needed, e.g. 65)"),
                                None, token, code="notation", file=path, line=line, number=token)
        data = tomllib.loads(text)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:  # TOMLDecodeError is a ValueError
        if isinstance(exc, SettingsError):
            raise
        raise _file_error(path, exc) from exc
    # A misspelt table or a key outside the tables would silently leave the
    # defaults in force: refuse it.
    unknown = sorted(set(data) - {"adjusted", "scoring", "penalty", "appeal"})
    if unknown:
        raise SettingsError(N_("{file}: unknown setting or table {names} (the tables are [adjusted], [scoring], "
                               "[penalty] and [appeal])"), unknown[0], data[unknown[0]], file=path,
                            names=", ".join(unknown))
    table = data.get("adjusted", {})
    if not isinstance(table, dict):
        raise SettingsError(N_("{file}: [{table}] must be a table"), "adjusted", table, file=path, table="adjusted")
    settings = settings_from_mapping(table, source=str(path))
    scoring = data.get("scoring", {})
    if not isinstance(scoring, dict):
        raise SettingsError(N_("{file}: [{table}] must be a table"), "scoring", scoring, file=path, table="scoring")
    extra = {}
    for name, kind in (("penalty", PenaltySettings), ("appeal", AppealSettings)):
        table = data.get(name, {})
        if not isinstance(table, dict):
            raise SettingsError(N_("{file}: [{table}] must be a table"), name, table, file=path, table=name)
        known = {f.name for f in fields(kind)}
        for key in table:
            if key not in known:
                raise SettingsError(N_("unknown setting {setting}"), key, table[key], setting=f"{name}.{key}")
        extra[name] = kind(**table)
    return replace(settings, scoring=scoring_settings_from_mapping(scoring), **extra)


def scoring_settings_from_mapping(data: dict) -> ScoringSettings:
    """Build :class:`ScoringSettings` from a parsed TOML ``[scoring]`` table.

    Raises:
        SettingsError: an unknown key or an impossible value.
    """
    known = {f.name for f in fields(ScoringSettings)}
    for key in data:
        if key not in known:
            raise SettingsError(N_("unknown setting {setting}"), key, data[key], setting=f"scoring.{key}")
    return ScoringSettings(**data)
