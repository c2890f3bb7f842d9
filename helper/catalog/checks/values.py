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
        members = [m.group(1) for m in _MEMBER.finditer(stripped) if m.group(1) != "or"]
        if any(member in _DETERMINERS for member in members):
            continue  # prose ("its number or the start of its text", tester t9av v455): no values listed
        found += members
    return found


_DETERMINERS = frozenset(("the", "an", "its", "his", "her", "their", "your", "our", "my", "this", "that", "these",
                          "those", "each", "every", "any", "some"))
"""Articles and determiners as members of a list read by :data:`_LIST` ("its number or the start of its text"): the
list is prose, its words no values a Director types (tester t9av v455)."""


def typed_values(source: str) -> list[str]:
    """The typed values the English ``source`` lists (:func:`_values`, its quotations left out), in order, once each."""
    return list(dict.fromkeys(_values(_QUOTED.sub(" ", source))))


def unquote_values(target: str, values) -> str:
    """``target`` with its quotations left out (blanked, :data:`_QUOTED`) but for those holding one of ``values``
    alone ('direct', “both”, «ns», 「none」: a value the translation quotes as typed, fixyb), whose marks are blanked
    and value kept; offsets kept."""
    def keep(match: re.Match) -> str:
        inner = match.group()[1:-1]
        return f" {inner} " if inner in values else " "
    return _QUOTED.sub(keep, target)


def _count(word: str, text: str) -> int:
    return len(re.findall(rf"(?<![\w'./-]){re.escape(word)}(?![\w/-])", text))


_LITERAL = r"(?:\[[a-z][\w.-]*\]|`[^`\s]+`|'[a-z][\w.-]*')"
_LITERAL_LIST = re.compile(rf"(?<![\w\[`']){_LITERAL}(?:\s*,\s*{_LITERAL})*,?\s+(?:or|and)\s+{_LITERAL}(?![\w\]`'])")
"""A list of two or more literals the Director writes as they are, each marked as such: a table name in square
brackets ("[adjusted], [scoring], [penalty] and [appeal]"), a word in backquotes or in single quotes (an ASCII word,
no quotation of prose), commas between them and "and" or "or" before the last."""

_LITERAL_WRITTEN = re.compile(r"[\[［][a-z][\w.-]*[\]］]|`[^`\s]+`|'[a-z][\w.-]*'")
"""A literal as a translation writes it (:data:`_LITERAL`, its square brackets full-width too)."""


def _name_count(name: str, text: str) -> int:
    """How often ``text`` writes ``name`` (the inside of a literal of :data:`_LITERAL_LIST`) as a word of its own,
    in any brackets or quotes or none."""
    return len(re.findall(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", text))


def literal_differences(source: str, target: str) -> list[tuple[str, str]]:
    """The literals of the English ``source``'s lists of them (:data:`_LITERAL_LIST`: "the tables are [adjusted],
    [scoring], [penalty] and [appeal]") that its translation ``target`` leaves out though it keeps the others as
    written ("[adjusted]、[scoring]和 [penalty]": ``("[appeal]", "")``, tester t9bp bp-al11, fiyr): an item of the list
    dropped, a table, command or answer the Director is not told of.  ``(english, "")`` per literal missing, or
    ``(english, other)`` where the translation writes one literal the English does not have in the place of the one
    missing (a word in single quotes given without them, "skip"); a list is read only where the translation keeps at least half of its items, one at least (a translation
    that translates the names lists none)."""
    found = []
    english_names = {m.group()[1:-1] for m in re.finditer(_LITERAL, source)}
    theirs = [m.group() for m in re.finditer(_LITERAL_WRITTEN, target)
              if m.group()[1:-1] not in english_names]
    for match in _LITERAL_LIST.finditer(source):
        items = list(dict.fromkeys(m.group() for m in re.finditer(_LITERAL, match.group())))
        lost = [item for item in items if _name_count(item[1:-1], target) < _name_count(item[1:-1], source)]
        kept = len(items) - len(lost)
        if not lost or not kept or 2 * kept < len(items):
            continue
        if len(lost) == 1 and len(theirs) == 1:
            found.append((lost[0], theirs[0]))
        else:
            found += [(item, "") for item in lost]
    # (a word in single quotes named without them: the message quotes it, "the value 'skip' …")
    return list(dict.fromkeys((_unquoted(english), _unquoted(other)) for english, other in found))


def _unquoted(literal: str) -> str:
    """``literal`` without the single quotes around it ("'skip'": "skip"); a bracketed or backquoted one as is."""
    return literal[1:-1] if len(literal) > 1 and literal[0] == literal[-1] == "'" else literal


def value_differences(source: str, target: str) -> list[tuple[str, str]]:
    """The typed values of the lists of English ``source`` (see the module's docstring) its translation ``target``
    gives otherwise: ``(english, translated)`` when one value is changed into one other word of the translation's
    list (``("both", "all")``), else ``(english, "")`` for each value missing; ``[]`` when the translation names them
    all as often as the English, or keeps too few of them to be read as listing values."""
    source = _QUOTED.sub(" ", source)
    values = list(dict.fromkeys(_values(source)))
    target = unquote_values(target, values)
    kept = [v for v in values if _count(v, target)]
    if not kept or 2 * len(kept) < len(values):
        return []
    lost = [v for v in values for _i in range(_count(v, source) - _count(v, target))]
    if not lost:
        return []
    english_words = {w.casefold() for w in re.findall(r"[A-Za-z]+", source)}
    gained = list(dict.fromkeys(m.group(1) or m.group(2) for m in _SEPARATED.finditer(target)
                                if (m.group(1) or m.group(2)).casefold() not in english_words))
    # a value said in the place of the one lost: another value of the list written once more than the English has it
    # ("ns or ew" as "ns ή ns": tester t9az z394)
    doubled = [v for v in kept if _count(v, target) > _count(v, source)]
    if len(lost) == 1 and not gained and len(doubled) == 1:
        return [(lost[0], doubled[0])]
    if len(kept) < 2 and not gained:  # one value kept, no other in its place: no list of values read
        return []
    if len(lost) == 1 and len(gained) == 1:
        return [(lost[0], gained[0])]
    return [(v, "") for v in lost]


def value_still_written(value: str, target: str) -> bool:
    """Whether the translation ``target`` still writes the typed ``value`` (a value of :func:`value_differences`), as a
    word of its own, quoted as typed or not: a value the English writes twice and the translation once is listed
    still (tester t9ca ca-cond06, fjau)."""
    return _count(value, unquote_values(target, [value])) > 0


_OPTION_VALUE = re.compile(r"(?<![\w-])(--[a-z][a-z0-9]*(?:-[a-z0-9]+)*)[ =]((?:\{\w+\}|[A-Za-z0-9][\w:]*)(?:,[A-Za-z0-9]\w*)*)"
                           r"(?=$|[\s.,;:)）。，；：]|$)")
_NO_VALUE = frozenset(("a", "an", "the", "is", "are", "be", "was", "and", "or", "to", "as", "at", "by", "in", "on", "of",
                       "if", "it", "its", "for", "not", "no", "nor", "with", "from", "than", "then", "that", "this",
                       "when", "will", "can", "may", "must", "need", "needs", "goes", "says", "does", "do", "has",
                       "had", "also", "only", "but", "so", "e"))
"""English words right after an option that are no value of it ("--force to overwrite", "--ns and --ew", "--top is
…"); "e" is the "e" of "(e.g." after an option in a parenthesis."""


_GLOSS_BETWEEN = r"[(（][^()（）]*[)）]"
"""A gloss in brackets the translation writes between an option and its value ("--player（个人赛）n"): the option still
given that value (:func:`option_values_dropped`, fizo)."""


def option_values_dropped(source: str, target: str) -> list[tuple[str, str]]:
    """The options of English ``source`` given a value there ("add --lang el or --lang zh", "--output FILE") that its
    translation ``target`` names as often but gives that value fewer times ("--lang el 或 --lang": the value ``zh``
    dropped; fix9fd): ``(option, value)`` once per such pair, in the English's order.  A value is a word in capitals,
    a number, or a short lower-case word that is no English word of :data:`_NO_VALUE` (at most four letters: "zh",
    "ns", "ew", "imps"), or any word the translation writes too (a value it keeps, "percent") or, where the option
    and its value close a bracket or the text ("(--unit percent)": a command as typed), says in its own script right
    after the option ("--unit ποσοστό", tester t9at EM-key1; not "--score gives …" as "--score 给出…"); a placeholder is the
    placeholder checks' ("--player {side} … --side {player}": swapped), and an option the translation names less
    often the options check's (its option missing); the first value of a list of them to choose from ("--side ns or
    ew") written elsewhere in it ("--side ew ή ns", every value kept) is not dropped (tester t9bp bp-al08, fizh), nor
    a value the translation writes after the option's gloss ("--player（个人赛）n、e 或 w": engineer fizh's input, fizo)."""
    from helper.catalog.checks.keys import option_names

    source_q, target_q = _QUOTED.sub(" ", source), _QUOTED.sub(" ", target)
    mine = [n for n, _s, _e in option_names(source_q)]
    theirs = [n for n, _s, _e in option_names(target_q)]
    lists = option_value_lists(source)
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
        if any(value in listed and all(_count(v, target_q) >= _count(v, source_q) for v in listed)
               for o, _w, listed in lists if o == option):
            continue  # the option's list of values to choose from, all kept in another order ("--side ew ή ns": fizh)
        # (a gloss bracket between the option and its value parts neither: "--player（个人赛）n、e 或 w", fizo)
        given = re.compile(rf"(?<![\w-]){re.escape(option)}(?:\s*[ =＝]|\s*{_GLOSS_BETWEEN})\s*"
                           rf"{re.escape(value)}(?![\w])")
        if len(given.findall(target_q)) < len(given.findall(source_q)):
            found.append((option, value))
    return found


_VALUE_WORD = r"[A-Za-z0-9][\w:]*"
_OPTION_LIST = re.compile(rf"(?<![\w-])(--[a-z][a-z0-9]*(?:-[a-z0-9]+)*)[ =]({_VALUE_WORD}(?:\s*,\s*{_VALUE_WORD})*,?"
                          rf"\s+or\s+{_VALUE_WORD})(?![\w-])")
"""An option given a list of values to choose from ("--side ns or ew", "--player n, e, s or w"): the option and the
words of its list, commas between the values and "or" before the last."""


def option_value_lists(source: str) -> list[tuple[str, str, list[str]]]:
    """The options of English ``source`` given a list of values to choose from (:data:`_OPTION_LIST`: "--player n, e,
    s or w"), as ``(option, the list's words, its values)``; a list whose first word is no value (:data:`_NO_VALUE`,
    "--force to a or b") or holding another English word of it (but "e", East) is prose, no list (tester t9bp
    bp-al08, fizh)."""
    found = []
    for match in _OPTION_LIST.finditer(_QUOTED.sub(" ", source)):
        option, words = match.groups()
        values = [v for v in re.findall(_VALUE_WORD, words) if v != "or"]
        if values[0].casefold() in _NO_VALUE or any(v.casefold() in _NO_VALUE - {"e"} for v in values):
            continue
        found.append((option, words, values))
    return found


def option_value_lists_dropped(source: str, target: str) -> list[tuple[str, str, list[str]]]:
    """The options of English ``source`` given a list of values to choose from (:func:`option_value_lists`: "--player
    n, e, s or w") that its translation ``target`` keeps (as often) with none of those values, all written fewer times
    than the English writes them ("… ή --player (ατομικό)", "--side（双人赛、队式赛）": tester t9bp bp-al08, fizh): the
    Director told to type the option without any value, one defect for one finding (not each value, nor the keys
    among them).  ``(option, the list's words, its values)`` each; values in another order or with the translation's
    own separators ("n、e、s 或 w", "n, e, s ή w") are kept."""
    from helper.catalog.checks.keys import option_names

    source_q, target_q = _QUOTED.sub(" ", source), _QUOTED.sub(" ", target)
    mine = [n for n, _s, _e in option_names(source_q)]
    theirs = [n for n, _s, _e in option_names(target_q)]
    found = []
    for option, words, values in option_value_lists(source):
        if not mine.count(option) or mine.count(option) != theirs.count(option):
            continue  # (an option missing is the options check's)
        if all(_count(v, target_q) < _count(v, source_q) for v in values):
            found.append((option, words, values))
    return found


_SUBCOMMANDS = frozenset(("rule", "score", "laws", "catalog", "rulings", "artificial", "fouled", "teams", "knockout",
                          "contract", "imps", "matchpoints", "weighted", "penalty", "show", "search", "build", "check",
                          "stats", "report", "review", "list", "appeal", "details", "export"))
"""The helper's commands and sub-commands (helper/cli: ``helper rulings export``, ``helper score teams``)."""
_COMMANDS = frozenset(("rule", "score", "laws", "catalog", "rulings"))
"""The helper's commands, the first word after ``helper`` (helper/cli)."""
_COMMAND = re.compile(r"(?<![\w/.-])helper((?: (?:[a-z]+|[A-Z]{2,}(?:\.[a-z]+)?|\{\w+\}|--[a-z][a-z0-9-]*|\.\.\.))+)")
_SETTING = re.compile(r"(?<![\w-])([A-Z][A-Z0-9_]{2,})=([^\s)）,;，；。\]]*?)(?=[.。]?(?:[\s)）,;，；。\]]|$))")
"""An environment setting as typed ("LANG=C.UTF-8", "export LANG=C.UTF-8"): its name and value."""


def _commands(text: str) -> list[tuple[str, str]]:
    """The helper commands ``text`` writes (``helper rulings export ID {file}``), as ``(head, words)``: its first
    command word and the words a Director types as written, the (sub)commands and the metavariables in capitals
    (``rulings export ID``); options, their values and placeholders are the options and placeholders checks'."""
    found = []
    for match in _COMMAND.finditer(text):
        tokens = match.group(1).split()
        if tokens[0] not in _COMMANDS:
            continue  # "helper shows the English", "the helper in {root}": the program named, no command
        words = []
        for token in tokens:
            if token in _SUBCOMMANDS and (not words or all(w in _SUBCOMMANDS for w in words)):
                words.append(token)
            elif re.fullmatch(r"[A-Z]{2,}(?:\.[a-z]+)?", token) and words:
                words.append(token)
            elif token.startswith(("{", "--")) or token == "...":
                continue
            else:
                break
        found.append((tokens[0], "helper " + " ".join(words)))
    return found


def command_differences(source: str, target: str) -> list[tuple[str, str]]:
    """The commands and environment settings English ``source`` gives a Director to type that its translation
    ``target`` does not write as the English does (tester t9av v407 "helper rulings export ID {file}" as "helper
    rulings export {file}", v424 "export LANG=C.UTF-8" as "export LANG=C"): ``(english, translated)`` where the
    translation writes the same command or setting otherwise, ``(english, "")`` where it writes it nowhere.  A command
    is read as :func:`_commands` reads it (its words and metavariables; options, values and placeholders are said by
    their own checks); a setting as NAME=VALUE (:data:`_SETTING`)."""
    source_q, target_q = _QUOTED.sub(" ", source), _QUOTED.sub(" ", target)
    found = []
    theirs = _commands(target_q)
    for head, words in _commands(source_q):
        if (head, words) in theirs:
            theirs.remove((head, words))
            continue
        other = next((t for t in theirs if t[0] == head), None)
        if other:
            theirs.remove(other)
        found.append((words, other[1] if other else ""))
    settings = [(m.group(1), m.group()) for m in _SETTING.finditer(target_q)]
    for match in _SETTING.finditer(source_q):
        written = match.group()
        if (match.group(1), written) in settings:
            settings.remove((match.group(1), written))
            continue
        other = next((s for s in settings if s[0] == match.group(1)), None)
        if other:
            settings.remove(other)
        found.append((written, other[1] if other else ""))
    return list(dict.fromkeys(found))


def option_values_changed(source: str, target: str) -> list[tuple[str, str, str]]:
    """The options of English ``source`` given a value ("--unit percent or --unit matchpoints") that its translation
    ``target`` gives another value written as typed in its place ("--unit imps": tester t9av v405), as ``(option,
    english_value, translated_value)``: the translation gives the option with the English's value fewer times than
    the English, with that other value (an ASCII word, no English word of :data:`_NO_VALUE`) more times.  A
    placeholder value is the placeholders checks'; a value of the option's list of values to choose from ("--side ns
    or ew") written in another order ("--side ew ή ns", all of them kept) is no change (tester t9bp bp-al08, fizh)."""
    source_q, target_q = _QUOTED.sub(" ", source), _QUOTED.sub(" ", target)
    found = []

    def given(text: str, option: str, value: str) -> int:
        return len(re.findall(rf"(?<![\w-]){re.escape(option)}\s*[ =＝]\s*{re.escape(value)}(?![\w])", text))

    pairs = [m.groups() for m in _OPTION_VALUE.finditer(source_q)]
    for option, value in dict.fromkeys(pairs):
        if value.casefold() in _NO_VALUE or value.startswith("{") or given(target_q, option, value) >= given(
                source_q, option, value):
            continue
        others = [m.group(2) for m in _OPTION_VALUE.finditer(target_q) if m.group(1) == option
                  and m.group(2) != value and not m.group(2).startswith("{")
                  and m.group(2).casefold() not in _NO_VALUE
                  and given(target_q, option, m.group(2)) > given(source_q, option, m.group(2))]
        if others and any(value in listed and others[0] in listed
                          and all(_count(v, target_q) >= _count(v, source_q) for v in listed)
                          for o, _w, listed in option_value_lists(source) if o == option):
            continue  # the option's values in another order ("--side ew ή ns" for "--side ns or ew": fizh)
        if others:
            found.append((option, value, others[0]))
    return found
