"""translate-toolkit's generic checks, used when it is installed."""

from __future__ import annotations

import re

from helper.catalog.checks.common import _, _say

_TT_MESSAGES = (
    (re.compile(r"Translation requires (?P<found>\d+) anonymous formatting args, original only (?P<expected>\d+)"),
     _("the translation needs {found} anonymous placeholders, the English only {expected}")),
    (re.compile(r"Highest anonymous placeholder in original is (?P<expected>\S+), in translation (?P<found>\S+)"),
     _("highest anonymous placeholder: {expected} in the English, {found} in the translation")),
    (re.compile(r"Unknown named placeholders in translation: (?P<names>.*)"),
     _("named placeholders not in the English: {names}")),
    (re.compile(r"Named placeholders absent in translation: (?P<names>.*)"),
     _("named placeholders of the English missing in the translation: {names}")),
    (re.compile(r"Escapes in original \((?P<expected>.*)\) don't match escapes in translation \((?P<found>.*)\)"),
     _("escapes differ: ({expected}) in the English, ({found}) in the translation")),
    (re.compile(r"Added printf variable: (?P<name>.*)"), _("%-placeholder not in the English: {name}")),
    (re.compile(r"Different printf variable: (?P<name>.*)"), _("%-placeholder differs from the English: {name}")),
)


_TT_NAMES = {"python-brace-format": _("brace placeholders"), "printf": _("%-placeholders"), "escapes": _("escapes")}
"""The names of translate-toolkit's checks as the reviewer reads them (as helper.catalog.review.check_label
names them; kept here so that the checks do not import the review module)."""


def toolkit_name(check: str, ui_lang: str) -> str:
    """The name of translate-toolkit check ``check`` (a finding's check id) in ``ui_lang``."""
    return _say(ui_lang, _TT_NAMES[check]) if check in _TT_NAMES else check


def toolkit_message(text: str, ui_lang: str) -> str:
    """A translate-toolkit failure message (always English) in ``ui_lang``; an unknown one as it is."""
    for pattern, message in _TT_MESSAGES:
        match = pattern.fullmatch(text.strip())
        if match:
            return _say(ui_lang, message, **match.groupdict())
    return text




_TT_UNAVAILABLE = object()
_tt_checkers: dict[str, object] = {}


def _tt_checker(lang: str):
    """translate-toolkit's StandardChecker for ``lang``, or None if it is not installed."""
    if lang not in _tt_checkers:
        try:
            from translate.filters import checks as tt_checks
        except ImportError:
            _tt_checkers[lang] = _TT_UNAVAILABLE
        else:
            _tt_checkers[lang] = tt_checks.StandardChecker(
                checkerconfig=tt_checks.CheckerConfig(targetlanguage=lang))
    checker = _tt_checkers[lang]
    return None if checker is _TT_UNAVAILABLE else checker


def toolkit_available() -> bool:
    """True when translate-toolkit can be imported (its generic checks then run)."""
    return _tt_checker("en") is not None


def _tt_run(checker, name: str, source: str, target: str) -> list[str]:
    """Run one translate-toolkit test; return its failure messages (empty when it passes)."""
    from translate.filters.checks import FilterFailure

    try:
        getattr(checker, name)(source, target)
    except FilterFailure as failure:
        return [str(m) for m in getattr(failure, "messages", [failure])] or [str(failure)]
    return []
