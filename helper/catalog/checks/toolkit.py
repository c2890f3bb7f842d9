"""translate-toolkit's generic checks, used when it is installed."""

from __future__ import annotations




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
