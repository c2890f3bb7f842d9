"""The values a Director types, listed by an interface string (fix9ch, tester 9ag M-zh-m-def-78; issue 9 §2).

"vulnerability: none, ns, ew or both" lists what the Director may type; the translation keeps the values as they are
(局况：none（双方无局）、ns、ew 或 both（双方有局）, τρωτότητα: none (κανείς), ns, ew ή both (όλοι)), glossing them at
most.  A value dropped (局况：none、ns 或 both) or changed (both as all) hides a value from him or has him type one the
helper refuses, as an option changed does (:func:`keys.option_differences`).

- A list of values is an English enumeration of two or more short lower-case ASCII words, commas between them and
  "or" before the last ("none, ns, ew or both", "csv or json", "text, md or html"), each perhaps glossed in
  brackets ("imps (teams), ximps (cross-IMPs) or butler").  Single letters are keys (:func:`keys.key_names`: "y or
  n", "n, e, s or w"), said by the `keys` check.
- A list is read only where the translation keeps at least half of its values as written, and two of them or one
  with another ASCII word in a list of its own ("csv or json" as csv 或 xml): a translation that translates the
  words ("red, green or blue" as 红、绿或蓝) lists no values.
- Quotations are left out ("the official Greek says '…' where the English says 'between the same or multiple
  contestants'"): the words quoted are no values.
- The values are compared as multisets over the whole texts (a value the English names twice is named twice).
"""

from __future__ import annotations

import re

_TOKEN = r"[a-z][a-z0-9]{1,7}"
_GLOSS = r"(?:\s*[(（][^()（）]*[)）])?"
_LIST = re.compile(rf"(?<![\w'./-])({_TOKEN}){_GLOSS}(?:\s*,\s*{_TOKEN}{_GLOSS})*,?\s+or\s+{_TOKEN}(?![\w/-])")
_MEMBER = re.compile(rf"(?<![\w'./-])({_TOKEN})(?![\w/-])")
# a member of the translation's list: an ASCII word after a separator of any language (、 ， , ή 或 or) or before one
_SEPARATED = re.compile(rf"(?:[,，、]\s*|(?<!\S)(?:or|ή|或|και|和)\s+|或)({_TOKEN})(?![\w/-])"
                        rf"|(?<![\w'./-])({_TOKEN}){_GLOSS}\s*(?=[,，、]|\s+(?:or|ή|και)\s|\s*或)")


_QUOTED = re.compile(r"(?<!\w)'[^']*'(?!\w)|“[^”]*”|«[^»]*»|「[^」]*」|‘[^’]*’")
"""A quotation (of the English or the law texts): its words are quoted, no values listed."""


def _values(text: str) -> list[str]:
    """The values of the lists of English ``text`` (:data:`_LIST`), in order."""
    found = []
    for match in _LIST.finditer(text):
        stripped = re.sub(r"\s*[(（][^()（）]*[)）]", "", match.group())
        found += [m.group(1) for m in _MEMBER.finditer(stripped) if m.group(1) != "or"]
    return found


def _count(word: str, text: str) -> int:
    return len(re.findall(rf"(?<![\w'./-]){re.escape(word)}(?![\w/-])", text))


def value_differences(source: str, target: str) -> list[tuple[str, str]]:
    """The typed values of the lists of English ``source`` (see the module's docstring) its translation ``target``
    gives otherwise: ``(english, translated)`` when one value is changed into one other word of the translation's
    list (``("both", "all")``), else ``(english, "")`` for each value missing; ``[]`` when the translation names them
    all as often as the English, or keeps too few of them to be read as listing values."""
    source, target = _QUOTED.sub(" ", source), _QUOTED.sub(" ", target)
    values = list(dict.fromkeys(_values(source)))
    kept = [v for v in values if _count(v, target)]
    if not kept or 2 * len(kept) < len(values):
        return []
    lost = [v for v in values for _i in range(_count(v, source) - _count(v, target))]
    if not lost:
        return []
    english_words = {w.casefold() for w in re.findall(r"[A-Za-z]+", source)}
    gained = list(dict.fromkeys(m.group(1) or m.group(2) for m in _SEPARATED.finditer(target)
                                if (m.group(1) or m.group(2)).casefold() not in english_words))
    if len(kept) < 2 and not gained:  # one value kept, no other in its place: no list of values read
        return []
    if len(lost) == 1 and len(gained) == 1:
        return [(lost[0], gained[0])]
    return [(v, "") for v in lost]


_OPTION_VALUE = re.compile(r"(?<![\w-])(--[a-z][a-z0-9]*(?:-[a-z0-9]+)*)[ =]((?:\{\w+\}|[A-Za-z0-9][\w:]*)(?:,[A-Za-z0-9]\w*)*)"
                           r"(?=$|[\s.,;:)）。，；：]|$)")
_NO_VALUE = frozenset(("a", "an", "the", "is", "are", "be", "was", "and", "or", "to", "as", "at", "by", "in", "on", "of",
                       "if", "it", "its", "for", "not", "no", "nor", "with", "from", "than", "then", "that", "this",
                       "when", "will", "can", "may", "must", "need", "needs", "goes", "says", "does", "do", "has",
                       "had", "also", "only", "but", "so", "e"))
"""English words right after an option that are no value of it ("--force to overwrite", "--ns and --ew", "--top is
…"); "e" is the "e" of "(e.g." after an option in a parenthesis."""


def option_values_dropped(source: str, target: str) -> list[tuple[str, str]]:
    """The options of English ``source`` given a value there ("add --lang el or --lang zh", "--output FILE") that its
    translation ``target`` names as often but gives that value fewer times ("--lang el 或 --lang": the value ``zh``
    dropped; fix9fd): ``(option, value)`` once per such pair, in the English's order.  A value is a word in capitals,
    a number, or a short lower-case word that is no English word of :data:`_NO_VALUE` (at most four letters: "zh",
    "ns", "ew", "imps"), or any word the translation writes too (a value it keeps, "percent") or, where the option
    and its value close a bracket or the text ("(--unit percent)": a command as typed), says in its own script right
    after the option ("--unit ποσοστό", tester t9at EM-key1; not "--score gives …" as "--score 给出…"); a placeholder is the
    placeholder checks' ("--player {side} … --side {player}": swapped), and an option the translation names less
    often the options check's (its option missing)."""
    from helper.catalog.checks.keys import option_names

    source_q, target_q = _QUOTED.sub(" ", source), _QUOTED.sub(" ", target)
    mine = [n for n, _s, _e in option_names(source_q)]
    theirs = [n for n, _s, _e in option_names(target_q)]
    found = []
    for match in _OPTION_VALUE.finditer(source_q):
        option, value = match.groups()
        if (option, value) in found or value.casefold() in _NO_VALUE or mine.count(option) != theirs.count(option):
            continue
        if value.startswith("{"):
            continue  # a placeholder moved or missing is the placeholders' finding ("--side {player}": swapped)
        translated = re.compile(rf"(?<![\w-]){re.escape(option)}\s*[ =＝]\s*[^\x00-\x7f\s（(【「“«]")
        typed = re.match(r"\s*(?:[)）\]]|$)", source_q[match.end():]) is not None  # "(--unit percent)": a command
        if not (value.isupper() or value.isdigit() or (value.islower() and len(value) <= 4)
                or _count(value, target_q) or typed and translated.search(target_q)):
            continue  # (a word the translation writes in the value's place, "--unit ποσοστό": the value translated)
        given = re.compile(rf"(?<![\w-]){re.escape(option)}\s*[ =＝]\s*{re.escape(value)}(?![\w])")
        if len(given.findall(target_q)) < len(given.findall(source_q)):
            found.append((option, value))
    return found
