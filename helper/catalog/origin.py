"""A fuzzy entry's origin, as the build writes it in the entry's comment (always English),
worded in the reviewer's language: used by the checks (:mod:`helper.catalog.checks.pair`)
and the review screen. Imports nothing of ``helper.catalog``."""

from __future__ import annotations

import re

_PAIR_ORIGIN = re.compile(r"sentence pair (\S+) \(older edition, English (identical to|differs from) 2017\)")
_LAW_ORIGIN = re.compile(r"1997 Law (\S+) \(1997 edition; concordance 1997 (\S+) -> 2017 (\S+), (certain|probable)\)")


def origin_text(origin: str, ui_lang: str) -> str:
    """A fuzzy entry's origin (the build's comment, always English) in ``ui_lang``.

    ``sentence pair S6 (older edition, English differs from 2017)`` and
    ``1997 Law 86A (1997 edition; concordance 1997 86A -> 2017 12C2(b), certain)``
    are reworded; anything else is returned as it is.
    """
    from helper.i18n import get_translator
    from helper.laws import format_id
    from helper.laws.notes import confidence_text

    _ = get_translator(ui_lang).gettext
    origin = origin.removeprefix("zh: ").strip()
    match = _PAIR_ORIGIN.fullmatch(origin)
    if match:
        return (_("sentence pair {pair} (older edition, its English identical to the 2017 text)")
                if match.group(2) == "identical to"
                else _("sentence pair {pair} (older edition, its English differs from the 2017 text)")).format(
            pair=match.group(1))
    match = _LAW_ORIGIN.fullmatch(origin)
    if match:
        return _("1997 Laws, Law {old} (concordance: 2017 {new}, {confidence})").format(
            old=format_id(match.group(1), ui_lang), new=format_id(match.group(3), ui_lang),
            confidence=confidence_text(match.group(4), ui_lang))
    return origin
