"""The screen's parsed CSS kept between starts (issue 10, section 2: the first frame).

At every start Textual parses the screen's stylesheet (``helper/tui/helper.tcss``) and the
``DEFAULT_CSS`` of every widget class the screen shows (Static, Input, OptionList, the scrolling
containers, ...): 14 style sheets, 5,000 characters of them the helper's own. Its tokenizer is
slow Python, and the garbage it leaves makes the garbage collector run more often: with its
style-sheet work, the largest part of what the helper's first frame cost more than a bare
Textual app's (a profile of the run to the first frame, session 12).

Textual keeps what it parsed in the app's stylesheet (``Stylesheet._parse_cache``), keyed by the
CSS text itself, where it came from and how it is scoped. :func:`prime` fills that cache, before
anything is parsed, with the rules the previous start parsed (the start-up cache,
:mod:`helper.cache`); :func:`keep` stores them once the first frame is drawn when something had
to be parsed. The rules are the same objects a parse makes (pickled): the screen looks exactly
the same (tests/test_css_cache.py).

When an entry is used: the helper's version, Python's, Textual's CSS modules and the screen's
style sheet unchanged (their modification times and sizes, :mod:`helper.cache`), and the same
CSS variables (the theme's colours, which a parse writes into the rules). A changed ``DEFAULT_CSS``
or style sheet text is parsed anew in any case: the text is part of each rule list's key.
A Textual without this cache (another version) is started as before, without it.
"""

from __future__ import annotations

import os

NAME = "css"
"""The start-up cache entry's name."""

_TEXTUAL_MODULES = ("css/parse.py", "css/tokenize.py", "css/tokenizer.py", "css/_styles_builder.py", "css/model.py",
                    "css/styles.py", "css/scalar.py", "css/constants.py", "color.py", "geometry.py")
"""Textual's modules whose code turns CSS text into rules, and whose objects the rules hold (the
selectors, styles, colours, sizes and spacing): a new Textual rewrites them all."""


def _sources(stylesheet_path) -> list[str]:
    """The files the parsed rules depend on: the screen's style sheet, this module, and
    :data:`_TEXTUAL_MODULES`."""
    import textual

    package = os.path.dirname(textual.__file__)
    return [str(stylesheet_path), __file__, *(os.path.join(package, name) for name in _TEXTUAL_MODULES)]


class Primed:
    """What :func:`prime` put in a stylesheet's parse cache, and how to store it anew."""

    __slots__ = ("keys", "_keep")

    def __init__(self, keys: frozenset, keep):
        self.keys = keys
        self._keep = keep


def prime(stylesheet, stylesheet_path) -> Primed | None:
    """Fill the parse cache of ``stylesheet`` (Textual's ``Stylesheet`` of an app not yet running)
    with the rules stored by an earlier start.

    Args:
        stylesheet: the app's ``textual.css.stylesheet.Stylesheet``, its variables set.
        stylesheet_path: the app's ``CSS_PATH`` (a path): a change to it makes the entry stale.

    Returns:
        what was put there (for :func:`keep`), or None when there is nothing to keep (no
        cache directory, or a Textual without a parse cache). Never raises.
    """
    parse_cache = getattr(stylesheet, "_parse_cache", None)
    variables = getattr(stylesheet, "_variables", None)
    if parse_cache is None or not isinstance(variables, dict):
        return None
    try:
        from helper import cache

        stored, keep = cache.lookup(NAME, _sources(stylesheet_path))
        keys: frozenset = frozenset()
        if isinstance(stored, tuple) and len(stored) == 2 and stored[0] == variables and isinstance(stored[1], dict):
            for key, rules in stored[1].items():
                parse_cache[key] = rules
            keys = frozenset(stored[1])
        return Primed(keys, keep)
    except Exception:  # a damaged entry, a Textual whose cache works otherwise: parsed as before
        return None


def keep(stylesheet, primed: Primed | None) -> bool:
    """Store the rules in the parse cache of ``stylesheet`` when it holds any that :func:`prime` did
    not put there (they were parsed in this start). Called once the first frame is drawn.

    Returns:
        whether they were stored (or tried to be: the cache ignores an unwritable directory).
        Never raises."""
    if primed is None:
        return False
    try:
        parse_cache = stylesheet._parse_cache
        keys = list(parse_cache.keys())
        if set(keys) <= primed.keys:
            return False
        primed._keep((dict(stylesheet._variables), {key: parse_cache[key] for key in keys}))
        return True
    except Exception:
        return False
