"""What an interface string allows or says may be, against its translation (fix9ac, fresh tester 9m; issue 9 §2).

The laws' modality (:mod:`modality`, :func:`negation.changed_obligations`) applied to the interface strings, with
the bar the shipped catalogues set (no finding on them): "may" and "can" allow or say what is possible, "must" and
"shall" oblige.  An interface string words its "may" freely (a label, a question: :func:`negation.dropped_qualifiers`
leaves them), so two changes only are found:

- ``"must"``: the English allows or says what is possible ("The players may appeal this ruling") and its
  translation obliges (``必须``, ``须``, ``应``, ``务必``; ``πρέπει``, ``οφείλει``, ``υποχρεούται``) with no word
  of permission or possibility left (``可``, ``能``, ``可能``; ``μπορ-``, ``ίσως``, ``επιτρέπεται``): the players
  told they must appeal;
- ``"fact"``: the English says what may have happened or may be ("an infraction may have damaged the
  non-offending side", "it might be", "could have") and its translation has no modal nor any word of possibility:
  ``违规使非违规方受到了损害``, ``μια παράβαση ζημίωσε``: the damage stated as established.

Sentences are paired as the negation checks pair them (:func:`negation._sentence_pairs`); Greek is compared
accent-free (:func:`modality._fold_same_length`).
"""

from __future__ import annotations

import re

from helper.catalog.checks.modality import _fold_same_length
from helper.catalog.checks.negation import _sentence_pairs

_ALLOWS_EN = re.compile(r"\b(?:may|might|can|could)\b(?!\s+(?:not|never)\b)", re.IGNORECASE)
_OBLIGES_EN = re.compile(r"\b(?:shall|must|should|need|needs|has\s+to|have\s+to|required?)\b", re.IGNORECASE)
_POSSIBLY_EN = re.compile(r"\b(?:may|might)\s+(?:have\s+\w+|be\s+(?:\w+ly\s+)?\w+)\b|\bcould\s+have\s+\w+",
                          re.IGNORECASE)
""""may have damaged", "might be", "could have been" (not "could be obtained", a past "can"): what is possible, not what is allowed (a passive "may be
played" too: a translation keeps it with 可 / μπορεί, which :data:`_MODAL` counts)."""

_DUTY = {
    "zh": re.compile(r"必须|务必|(?<![无不必])须(?!知)|(?<![相对適适供答反理])应(?![用该答对])|一定要"),
    "el": re.compile(r"(?<!\w)(?:πρεπει|οφειλ\w*|υποχρεου\w*|υποχρεωνεται|υποχρεωτικ\w*)(?!\w)"),
}
"""A word of duty (not 应用 "apply", 相应 "corresponding", nor 应该, which also says what is likely: 应该是 "is
probably")."""

_MODAL = {
    "zh": re.compile(r"(?<![不许认])可(?!比)|能|也许|或许|得以|允许|恐怕|或会|无法"),
    "el": re.compile(r"(?<!\w)(?:μπορ\w*|ισωσ|ενδεχ\w*|πιθαν\w*|δυνατ\w*|δυνα(?:ται|νται)|επιτρεπ\w*|"
                     r"δικαιουνται|δικαιουται)(?!\w)"),
}
"""A word of permission or possibility (可, 能, 可能, 也许; μπορεί, ίσως, ενδέχεται, πιθανόν, επιτρέπεται)."""


def _words(text: str, at: int, count: int = 5) -> str:
    """The word at ``at`` and up to ``count`` - 1 after it, as written, up to a bracket or a placeholder."""
    words = []
    for word in text[at:].split()[:count]:
        if word[:1] in "({[":
            break
        words.append(word)
    return " ".join(words).rstrip(".,;:")


def interface_modality(source: str, target: str, lang: str) -> list[tuple[str, str, str]]:
    """The English sentences of an interface string whose "may" its translation made a duty or a fact.

    ``source``: the English; ``target``: its Chinese (``zh``) or Greek (``el``) translation.  Returns ``(kind,
    english_sentence, words)``: ``kind`` ``"must"`` or ``"fact"`` (see the module's docstring), ``words`` the
    English modal and the words after it ("may appeal this ruling").  ``[]`` for another language."""
    if lang not in _DUTY:
        return []
    found = []
    for english, translation in _sentence_pairs(source, target, lang):
        allows = _ALLOWS_EN.search(english)
        if allows is None or _OBLIGES_EN.search(english):
            continue
        text = translation if lang == "zh" else _fold_same_length(translation)
        if _MODAL[lang].search(text):
            continue  # a permission or a possibility kept
        if _DUTY[lang].search(text):
            found.append(("must", english, _words(english, allows.start())))
        elif (possibly := _POSSIBLY_EN.search(english)) is not None:
            found.append(("fact", english, _words(english, possibly.start())))
    return found
