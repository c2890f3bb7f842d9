"""What a Chinese or Greek translation keeps in Latin script on purpose, each with its reason (issue 9 §2, fix9as).

Read from the shipped catalogues (``locales/*/LC_MESSAGES/*.po``): every Latin word their translations keep is one of
these, a key name (F2, Esc, Enter, Ctrl+O, y/n: capitalised or shorter than three letters), a placeholder, a law id,
an option or a command (``--ns``, ``helper catalog build``, ``python -m helper``: :data:`structure._CODE_SPANS` and
the option's own words), a file name or suffix, or an all-capital token the English writes so (IMP, NS, UTF-8,
JSON, TOML, SSH, PO, FTS5; :data:`structure._FIXED_TOKENS` too).  Any other word of the English left in a
translation's prose is English left untranslated (:mod:`untranslated`).  Keys are case-folded.
"""

from __future__ import annotations

import re

KEPT_NAMES = {
    "butler": "a scoring method (Butler IMPs), named so in both languages",
    "neuberg": "a person's name (Neuberg's formula)",
    "swiss": "a movement (Swiss), kept as the name players know",
    "howell": "a movement named after its author",
    "mitchell": "a movement named after its author",
    "markdown": "a file format's name",
    "python": "a program's name",
    "sqlite": "a program's name (SQLite, FTS5)",
    "textual": "a library's name",
    "babel": "a library's name",
    "poedit": "a program's name",
    "weblate": "a program's name",
    "gnu": "a program's name (GNU screen)",
    "yaml": "a file format's name",
    "unicode": "a standard's name",
    "latin": "a character set's name (Latin-1)",
}
"""Proper names a translation keeps in Latin script (scoring methods, movements, programs): in every domain."""

INTERFACE_TOKENS = {
    "ximps": "an option value of helper score (--scoring ximps)",
    "vps": "an option value of helper score (--scoring vps)",
    "butler": "an option value of helper score (--scoring butler)",
    "byte": "a unit, as the message gives it ({count} byte)",
    "bytes": "a unit",
    "kib": "a unit (KiB)",
    "mib": "a unit (MiB)",
    "kana": "a script's name (Japanese kana)",
    "translate-toolkit": "a program's name",
    "tmux": "a program's name",
    "fts": "SQLite's full-text search (FTS5)",
}
"""Tokens of interface strings kept in Latin script: the helper's option values, units, programs."""

KEPT_BY = {
    "el": {
        "top": "a bridge word Greek players keep in English (the full top)",
        "datum": "a bridge word Greek players keep in English (the Butler datum)",
    },
}
"""Bridge words one language's players keep in English."""

QUOTING = {
    "el": re.compile(r"αγγλικ\w*\s+(?:κείμενο\s+)?(?:λέει|γράφει|έχει|λέγει)\s+(?:(?:το|τον|την|τα|τους|τις)\s+)?$",
                     re.IGNORECASE),
    "zh": re.compile(r"英文(?:原文)?(?:为|是|说|作|写作|用|称)\s*$"),
}
"""Words that say the English says what follows: the English quoted in a message about a text (a baseline reason:
"όπου το αγγλικό λέει Tournament Organizer"), kept in Latin script on purpose."""
