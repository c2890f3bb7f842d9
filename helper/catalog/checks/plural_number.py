"""The number of the Greek word next to the count in each plural form (issue 9 §1 plural forms, fix9cc).

Greek has two plural forms (``n != 1``): ``msgstr[0]`` for a count of 1, ``msgstr[1]`` for every other.  The word that
agrees with the count, written right after it, is singular in the first and plural in the second: "{count}
translated" as ``{count} μεταφρασμένη`` / ``{count} μεταφρασμένες``, "{count} finding(s)" as ``{count} εύρημα`` /
``{count} ευρήματα``.  A form written in the other number ("2 μεταφρασμένη", "1 ευρήματα") reads wrong on the screen.

- :data:`PLURAL_ENDINGS`, :data:`SINGULAR_ENDINGS`: the endings (folded: no accents, lower case, final sigma as σ) that
  say a noun's or an adjective's number alone (-ες, -οι, -εις, -ους, -ατα; -ος, -ο, -ης, -ας, -μα).  A word ending in
  -η is singular (μεταφρασμένη, απόφαση) or a neuter plural (λάθη, μέλη, ασαφή): said singular in the plural form
  only when the singular form has that very word.  -α (ώρα, but also νέα) is read only as -ατα and the neuter plural
  adjectives' -ικα, -μενα, -κτα, -πτα (:data:`NEUTER_PLURAL_ENDINGS`); a genitive after the count (του {left}
  υπολοίπου, των {left} υπολοίπων) by -ου and -ων.
- :func:`count_field`: the placeholder of the English that holds the count.
- :func:`number_faults`: ``(form, word, placeholder)`` per form whose word next to the count has the other number.

Only the words right after the count are read, up to three, the first whose ending says its number (a particle μη
passed over: ``{count} μη αναγνώσιμη απόφαση``; ``{count} νέα ανοιχτά σφάλματα`` by ανοιχτά); a preposition, an article
or a word in Latin letters there (``{count} προς έλεγχο``, ``{imps} IMP``) ends them.
Chinese has one form: nothing to read.
"""

from __future__ import annotations

import re

from helper.catalog.checks.placeholder_roles import kind_of

PLURAL_ENDINGS = ("εσ", "οι", "εισ", "ουσ", "ατα")
"""Folded endings of a Greek plural noun or adjective (μεταφρασμένες, πόντοι, ασαφείς, πόντους, σφάλματα)."""

SINGULAR_ENDINGS = ("οσ", "ο", "ησ", "ασ", "μα")
"""Folded endings of a Greek singular noun or adjective (πόντος, δεκαδικό, ασαφής, ταμίας, εύρημα)."""

_NOT_AGREEING = frozenset((
    "απο", "προσ", "με", "για", "σε", "στο", "στη", "στην", "στα", "στουσ", "στισ", "ωσ", "εωσ", "μεχρι", "κατα", "μετα",
    "πριν", "χωρισ", "μονο", "ακομη", "ακομα", "και", "ή", "η", "ο", "το", "τα", "οι", "τον", "την", "των", "του", "τησ",
    "τουσ", "τισ", "ενα", "μια", "ενασ", "δεν", "θα", "να", "που", "οπου", "ειναι", "εχει", "εχουν", "ανα", "επι",
    "συν", "πλεον", "περιπου"))
"""Folded words right after a count that do not agree with it: prepositions, articles, particles, adverbs."""

_FIELD = re.compile(r"\{[^{}\s]*\}")
_WORDS_AFTER = r"\s+(?:μη\s+)?([^\W\d_]+(?:\s+[^\W\d_]+){0,2})"
NEUTER_PLURAL_ENDINGS = ("ικα", "μενα", "κτα", "πτα")
"""Folded endings of a neuter plural adjective or noun in -α (δεκαδικά, αναμενόμενα, αποδεκτά, λεπτά): their feminine
singular ends in -η (δεκαδική), so an -α there is plural."""


def count_field(singular: str, plural: str) -> str | None:
    """The placeholder holding the count of a plural entry whose English forms are ``singular`` (msgid) and
    ``plural`` (msgid_plural): the one whose next word differs between them ("{diff} point" / "{diff} points"), else
    the one placeholder whose name says a count (``{count}``), else the only placeholder, else the only one a word
    follows ("{percent} = {matchpoints} MP"); ``None`` when none is."""
    fields = list(dict.fromkeys(_FIELD.findall(plural)))
    after = lambda text, field: (m.group(1) if (m := re.search(re.escape(field) + r"\s+(\w+)", text)) else None)
    differing = [f for f in fields if after(singular, f) != after(plural, f) and after(plural, f)]
    if len(differing) == 1:
        return differing[0]
    counts = [f for f in fields if kind_of(f) == "count"]
    if len(counts) == 1:
        return counts[0]
    if len(fields) == 1:
        return fields[0]
    worded = [f for f in fields if re.search(re.escape(f) + r"\s+[A-Za-z]", plural)]  # "{percent} = {matchpoints} MP"
    return worded[0] if len(worded) == 1 else None


def _number_after(text: str, field: str) -> tuple[str, str, str] | None:
    """``(word as written, word folded, number)`` of the first word of up to three right after ``field`` in Greek
    ``text`` (a μη passed over) whose ending says its number (``"singular"``, ``"plural"``; an adjective then its
    noun: "{count} νέα ανοιχτά σφάλματα" is plural by ανοιχτά), else of the first word with ``"?"`` (-η, -α: their
    number is their form's question); ``None`` when there is no word, it is in Latin letters or agrees with nothing
    (:data:`_NOT_AGREEING`).  The first word's genitive counts too ("του {left} υπολοίπου", "των {left} υπολοίπων"); a
    later word's -ης, -ας, -ου, -ων may be another noun's genitive ("αλλαγή γραμμής", "αλλαγή κανόνων"): not read."""
    from helper.catalog.checks.modality import _fold_same_length

    match = re.search(re.escape(field) + _WORDS_AFTER, text)
    if match is None:
        return None
    first = None
    for place, word in enumerate(match.group(1).split()[:3]):
        folded = _fold_same_length(word)
        if not re.fullmatch(r"[α-ω]+", folded) or folded in _NOT_AGREEING or len(folded) < 3:
            break
        first = first or (word, folded, "?")
        if folded.endswith(PLURAL_ENDINGS + NEUTER_PLURAL_ENDINGS + (("ων",) if place == 0 else ())):
            return word, folded, "plural"
        if folded.endswith(SINGULAR_ENDINGS + ("ου",) if place == 0 else ("οσ", "ο", "μα")):
            return word, folded, "singular"
    return first


def number_faults(singular: str, plural: str, forms: list[str]) -> list[tuple[int, str, str]]:
    """The Greek plural forms ``forms`` (``msgstr[0]``, ``msgstr[1]``) of the English ``singular`` / ``plural``
    whose word right after the count (:func:`count_field`) has the other number: ``(form, word, placeholder)``, the
    form 1 for a singular word in ``msgstr[1]`` (:data:`SINGULAR_ENDINGS`, or -η where ``msgstr[0]`` has the same
    word), the form 0 for a plural word in ``msgstr[0]`` (:data:`PLURAL_ENDINGS`).  ``[]`` for other than two forms
    or no count found.  Raises nothing."""
    field = count_field(singular, plural)
    if field is None or len(forms) != 2:
        return []
    one, other = (_number_after(form, field) for form in forms)
    found = []
    if one is not None and one[2] == "plural":
        found.append((0, one[0], field))
    if other is not None and (other[2] == "singular" or (other[2] == "?" and other[1].endswith("η") and one is not None
                                                         and one[1] == other[1])):
        found.append((1, other[0], field))
    return found
